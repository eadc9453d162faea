"""Cleaning a printed name: titles, role labels, seal markers, footnote marks, letter-spacing.

`display_name` keeps case and spacing for people to read; `normalize_name` is the comparison
key. The key is at least as strong as the evaluation corpus's `norm()` (NFKC, parentheses,
titles, case, whitespace, punctuation and digits all removed), with more titles and labels
stripped and "Family, Given" turned to given-name-first order.
"""

from __future__ import annotations

import re
import unicodedata

from minesweeper.names.hangul import is_hangul_syllable

# Role labels printed before a name on approval pages; longest first so 심사위원장 beats 위원.
_KOREAN_LABELS = sorted(
    (
        "공동지도교수",
        "지도교수",
        "심사위원장",
        "부위원장",
        "심사위원",
        "위원장",
        "위원",
        "주심",
        "부심",
        "교수",
    ),
    key=len,
    reverse=True,
)
_KOREAN_LABEL_PREFIX = re.compile(r"^(?:" + "|".join(_KOREAN_LABELS) + r")\s*[:：]?\s*")
_LATIN_LABEL_PREFIX = re.compile(
    r"^(?:(?:co[- ]?)?(?:advisor|adviser|supervisor)|committee\s+(?:chair|member)|chair(?:person)?"
    r"|member|referee|examiner|approved\s+by|signed?|signature)\s*[:：]\s*",
    re.IGNORECASE,
)
_LATIN_TITLE = re.compile(
    r"^(?:prof(?:essor)?|assoc\.?\s*prof|asst\.?\s*prof|dr|mr|mrs|ms|mx|sir)\b\.?\s*",
    re.IGNORECASE,
)
_LATIN_SUFFIX = re.compile(r"[,\s]+(?:ph\.?\s?d\.?|m\.?d\.?|jr\.?|sr\.?)\s*$", re.IGNORECASE)
# Trailing Korean honorifics and titles (교수님, 박사, 선생님, 님), with or without a space.
_KOREAN_TITLE_SUFFIX = re.compile(r"\s*(?:교수님|교수|박사님|박사|선생님|선생|님)$")
# Seal and signature markers written after a name without parentheses.
_MARKER_SUFFIX = re.compile(r"\s+(?:인|印|서명|sign(?:ed|ature)?|seal)$", re.IGNORECASE)
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|<[^<>]*>|〈[^〈〉]*〉|《[^《》]*》")
_HANJA_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
# Footnote and affiliation marks: digits (superscripts become digits under NFKC), stars, daggers.
_MARKS = re.compile(r"[0-9*†‡°§¶#✉✝⁎∗]+")
_KEY_DELETE = re.compile(r"[\s.,\-‐‑‒–—―−·・_'’‘`*†‡°§¶#\"“”:;/]+|[0-9]+")
_EDGE_PUNCT = " \t,.;:·-_/|"


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def hanja_of(raw: str) -> str | None:
    """The Hanja form printed beside a name ("박서연(朴瑞延)" -> "朴瑞延"), if any.

    Only returned when the name itself is written in another script: a Hanja-only name is the
    name, not an annotation.
    """
    text = nfkc(raw)
    runs = _HANJA_RUN.findall(text)
    if not runs:
        return None
    rest = _HANJA_RUN.sub("", text)
    if not any(is_hangul_syllable(ch) or ch.isascii() and ch.isalpha() for ch in rest):
        return None
    return max(runs, key=len)


def _strip_once(text: str) -> str:
    text = _BRACKETED.sub(" ", text)
    text = _MARKS.sub("", text)
    text = text.strip(_EDGE_PUNCT)
    text = _KOREAN_LABEL_PREFIX.sub("", text)
    text = _LATIN_LABEL_PREFIX.sub("", text)
    text = _LATIN_TITLE.sub("", text)
    text = _LATIN_SUFFIX.sub("", text)
    text = _MARKER_SUFFIX.sub("", text)
    text = _KOREAN_TITLE_SUFFIX.sub("", text)
    return text.strip(_EDGE_PUNCT)


def _collapse_hangul_spacing(text: str) -> str:
    """"홍 길 동" -> "홍길동": a name written only in Hangul carries no meaningful spaces."""
    tokens = text.split()
    if tokens and all(all(is_hangul_syllable(ch) for ch in tok) for tok in tokens):
        return "".join(tokens)
    return " ".join(tokens)


def _given_first(text: str) -> str:
    """"Lee, Jae-Won" -> "Jae-Won Lee": one comma after a one-word Latin family name."""
    if text.count(",") != 1:
        return text
    family, given = (part.strip() for part in text.split(","))
    if not family or not given or " " in family or not family.isascii():
        return text
    if not all(ch.isalpha() or ch in "-'" for ch in family):
        return text
    return f"{given} {family}"


def display_name(raw: str) -> str:
    """A clean printable form: markers stripped, case and spacing kept."""
    text = nfkc(raw)
    text = _HANJA_RUN.sub(" ", text) if hanja_of(raw) else text
    previous = None
    while previous != text:  # labels and titles can be stacked: "지도교수 Prof. Dr. ..."
        previous = text
        text = _strip_once(text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s*,\s*", ", ", text).strip(_EDGE_PUNCT)
    return _collapse_hangul_spacing(_given_first(text))


def normalize_name(raw: str) -> str:
    """The comparison key: the display form case-folded, without spaces, punctuation or digits."""
    return _KEY_DELETE.sub("", display_name(raw).casefold())
