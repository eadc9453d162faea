"""The reviewer mention sweep: every name form of each reviewer over every page of a round.

A second path to conflicts beside extraction, as a secretary's Ctrl+F: the index narrows to
chunks holding the form's grams, then each occurrence is checked with Korean boundaries (a
Hangul name ends at a non-Hangul character, a particle or a title: `이준 교수님께` is 이준,
`이준비` and `이준호` are not) and classified by where on the page it sits.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.orm import Session

from minesweeper.search.analyzer import normalize, normalize_query, query_terms
from minesweeper.search.generations import current_generation
from minesweeper.search.query import candidate_chunks

# What may follow a Hangul name inside the same word: particles and titles.
_PARTICLES = (
    "께서", "에게", "에서", "으로", "이며", "이고", "과", "와", "은", "는", "이", "가", "을",
    "를", "의", "에", "께", "도", "만", "로", "님", "교수", "박사", "선생", "위원", "원장",
    "씨", "외", "등",
)  # fmt: skip
_HANGUL_AFTER = "(?:" + "|".join(_PARTICLES) + ")*(?![가-힣])"

_REFERENCES = re.compile(r"\b(references|bibliography)\b|참고\s*문헌|인용\s*문헌")
_APPROVAL = re.compile(r"인준|심사\s*위원|승인|approv|committee|examin|심사")
_ACKNOWLEDGEMENT = re.compile(r"감사|acknowledg|thank")
_CV = re.compile(r"curriculum|publications|이력|경력|논문\s*실적|연구\s*실적|학력")
BYLINE_CHARS = 400  # a name this close to the top of a page is read as its byline

# Where a mention sits, most telling first.
CONTEXTS = ("approval", "byline", "acknowledgements", "cv", "body", "reference")


@dataclass(frozen=True, slots=True)
class NameForm:
    text: str
    full: bool  # False: a surname or initials alone (never above `possible`)
    # An initials form (`J. Park`, `J.-H. Park`, `Park, J. H.`): the given name's initials and
    # the family name, matched however the initials are dotted, hyphenated or run together.
    initials: tuple[str, ...] = ()
    family: str = ""


@dataclass(frozen=True, slots=True)
class Mention:
    applicant_id: int
    document_id: int
    page: int
    form: str
    full: bool
    context: str
    snippet: str


def _hangul(text: str) -> bool:
    return bool(text) and all("가" <= c <= "힣" for c in text)


def name_forms(name: str, name_en: str | None) -> list[NameForm]:
    """Hangul name as written; Latin name in both orders, given name joined or spaced."""
    forms: list[NameForm] = []
    hangul = normalize_query(name).replace(" ", "")
    if _hangul(hangul) and len(hangul) >= 2:
        forms.append(NameForm(hangul, True))
    for latin in (name_en, name if not _hangul(hangul) else None):
        parts = [t.text for t in query_terms(latin or "") if not t.is_syllabic]
        if len(parts) < 2:
            continue
        given, family = parts[:-1], parts[-1]
        joined = "".join(given)
        for g in dict.fromkeys((joined, " ".join(given))):
            forms.append(NameForm(f"{g} {family}", True))
            forms.append(NameForm(f"{family} {g}", True))
        forms.append(_initials_form(latin or "", family))
    return list(dict.fromkeys(forms))


_LETTERS = re.compile(r"[^\W\d_]+")


def _initials_form(latin: str, family: str) -> NameForm:
    """`Ji-Hoon Park` -> initials (j, h) of Park: each written part of the given name gives
    one initial (`Jihoon` gives j alone), as bylines abbreviate them."""
    # Read from the name as written: the analyzer joins `Ji-Hoon` into one word.
    words = _LETTERS.findall(unicodedata.normalize("NFKC", latin).casefold())
    given_words = words[:-1] if words and words[-1] == family else words[1:]
    initials = tuple(w[0] for w in given_words)
    shown = " ".join(f"{i}." for i in initials)
    return NameForm(f"{shown} {family}", False, initials, family)


def _initials_pattern(form: NameForm) -> re.Pattern[str]:
    # The first initial is required, the others optional: `J. Park` names Ji-Hoon Park as
    # often as `J.-H. Park` or `JH Park` does.
    first, *rest = [re.escape(i) for i in form.initials]
    given = first + r"\.?" + "".join(rf"(?:[ -]?{i}\.?)?" for i in rest)
    family = re.escape(form.family)
    return re.compile(
        rf"(?<![a-z]){given} ?{family}(?![a-z])|(?<![a-z]){family},? {given}(?![a-z])"
    )


def form_pattern(form: NameForm) -> re.Pattern[str]:
    if form.initials:
        return _initials_pattern(form)
    if _hangul(form.text):
        return re.compile(f"(?<![가-힣]){re.escape(form.text)}{_HANGUL_AFTER}")
    words = [re.escape(w) for w in form.text.split(" ")]
    return re.compile(r"(?<![a-z])" + r",? ".join(words) + r"(?![a-z])")


def classify(page_text_norm: str, start: int) -> str:
    before = page_text_norm[:start]
    if _REFERENCES.search(before):
        return "reference"
    if _APPROVAL.search(page_text_norm):
        return "approval"
    if start < BYLINE_CHARS:
        return "byline"
    if _ACKNOWLEDGEMENT.search(page_text_norm):
        return "acknowledgements"
    if _CV.search(page_text_norm):
        return "cv"
    return "body"


def sweep_round(session: Session, round_id: int, forms: Iterable[NameForm]) -> list[Mention]:
    """Every verified mention of any of `forms` in the round's current index."""
    generation = current_generation(session, round_id)
    if generation is None:
        return []
    seen: set[tuple[int, int, int]] = set()
    found: list[Mention] = []
    for form in forms:
        # Initials are too short to index; the family name narrows, the pattern decides.
        terms = query_terms(form.family if form.initials else form.text)
        pattern = form_pattern(form)
        for chunk in candidate_chunks(session, generation.id, terms, None):
            for match in pattern.finditer(chunk.norm):
                key = (chunk.document_id, chunk.page, chunk.start)
                if key in seen:
                    continue
                seen.add(key)
                mapped = normalize(chunk.text)
                s, e = mapped.source_span(match.start(), match.end())
                snippet = " ".join(chunk.text[max(0, s - 60) : e + 60].split())
                context = classify(chunk.norm, match.start())
                if chunk.start and context == "byline":
                    context = "body"  # only the top of the page is a byline
                found.append(
                    Mention(
                        chunk.applicant_id, chunk.document_id, chunk.page, form.text,
                        form.full, context, snippet,
                    )
                )  # fmt: skip
                break
    return found
