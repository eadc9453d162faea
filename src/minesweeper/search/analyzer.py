"""The one analyzer for index and query: normalisation, grams, and where a term matches.

Neither FTS5 nor PostgreSQL's `simple` configuration understands Korean: `kotlin을` would be
one lexeme and trigram indexes cannot match two-syllable words. So text is normalised here,
in Python, on both sides (NFKC, NFD->NFC, case fold, marks stripped from Latin, OCR
letter-spacing `박 지 훈` collapsed, hyphenated Latin given names joined), Hangul runs become
overlapping syllable bigrams and Latin/digit runs become words. The grams are plain
space-separated tokens that both database tokenizers split the same way.

`normalize` keeps, for every normalised character, the offset of the character it came from,
so a hit found in normalised text maps back to an exact snippet of the page.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Bump when anything below changes what is indexed: the index records the version it was
# built with, and a round built with another one is offered a re-index.
ANALYZER_VERSION = "ko-bigram-1"

_HANGUL = "\uac00-\ud7a3"
_CJK = "\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff"
_SYLLABIC = f"{_HANGUL}{_CJK}"
_TOKEN = re.compile(f"[{_SYLLABIC}]+|[a-z]+|[0-9]+")
# Single syllables separated by single spaces, two or more: OCR letter-spacing (`박 지 훈`).
_SPACED = re.compile(f"(?<![{_SYLLABIC}])[{_SYLLABIC}](?: [{_SYLLABIC}](?![{_SYLLABIC}]))+")
# A hyphen inside a Latin name (`ji-hoon`) joins it: `Ji-Hoon` and `Jihoon` are one word.
_LATIN_HYPHEN = re.compile(r"(?<=[a-z])[-‐‑](?=[a-z])")


@dataclass(frozen=True, slots=True)
class Normalized:
    text: str
    origin: tuple[int, ...]  # origin[i]: offset in the NFC source of normalised char i

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        return self.origin[start], self.origin[end - 1] + 1


def display_text(text: str) -> str:
    """The form of a page's text that is stored and that snippets are cut from."""
    return unicodedata.normalize("NFC", text)


def _fold_char(ch: str) -> str:
    folded = unicodedata.normalize("NFKC", ch).casefold()
    if folded.isascii():
        return folded
    # Strip accents from Latin (é -> e) but keep Hangul whole: NFD splits a syllable into
    # jamo, which are letters, not marks, and NFC puts them back together.
    bare = "".join(c for c in unicodedata.normalize("NFD", folded) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", bare)


def normalize(text: str) -> Normalized:
    """Normalise `text` (already NFC, see `display_text`) keeping the offset map."""
    chars: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        for out in _fold_char(ch):
            if out.isspace():
                if chars and chars[-1] == " ":
                    continue
                out = " "
            chars.append(out)
            origin.append(i)
    joined = "".join(chars)
    drop: set[int] = {m.start() for m in _LATIN_HYPHEN.finditer(joined)}
    for m in _SPACED.finditer(joined):
        drop.update(i for i in range(m.start(), m.end()) if joined[i] == " ")
    if drop:
        keep = [i for i in range(len(chars)) if i not in drop]
        chars = [chars[i] for i in keep]
        origin = [origin[i] for i in keep]
    return Normalized("".join(chars), tuple(origin))


def normalize_query(text: str) -> str:
    return normalize(display_text(text)).text


def _run_grams(run: str) -> list[str]:
    if run[0].isascii():
        return [run]
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def grams(normalized_text: str) -> str:
    """Space-separated index tokens of normalised text."""
    out: list[str] = []
    for m in _TOKEN.finditer(normalized_text):
        out.extend(_run_grams(m.group()))
    return " ".join(out)


@dataclass(frozen=True, slots=True)
class QueryTerm:
    """One word of a query: its normalised form and the phrase of grams that finds it."""

    text: str
    phrase: tuple[str, ...]

    @property
    def is_syllabic(self) -> bool:
        return not self.text[0].isascii()

    @property
    def needs_scan(self) -> bool:
        """A one-syllable word has no bigram: it is found by a substring scan."""
        return self.is_syllabic and len(self.text) == 1


def query_terms(query: str) -> list[QueryTerm]:
    """The distinct terms of a query, in order; each is a phrase of grams (AND between terms)."""
    seen: set[str] = set()
    terms: list[QueryTerm] = []
    for m in _TOKEN.finditer(normalize_query(query)):
        word = m.group()
        if word not in seen:
            seen.add(word)
            terms.append(QueryTerm(word, tuple(_run_grams(word))))
    return terms


def term_pattern(term: QueryTerm) -> re.Pattern[str]:
    """Where `term` occurs in normalised text: anywhere inside Hangul, whole words in Latin."""
    escaped = re.escape(term.text)
    if term.is_syllabic:
        return re.compile(escaped)
    kind = "0-9" if term.text[0].isdigit() else "a-z"
    return re.compile(f"(?<![{kind}]){escaped}(?![{kind}])")
