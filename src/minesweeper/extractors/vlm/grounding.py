"""Grounding: the system never invents a name.

Every name the model returns is looked up in the page's own text:
- found (exactly; or fuzzily when the text came from OCR, whose errors are expected): kept, with
  the page's line as the quote;
- not found on a page with a real text layer: dropped and counted, since the printed page is
  the truth and the model saw something that is not there;
- not found on an OCR page or a page without text: kept, confidence capped at
  `UNVERIFIED_CONFIDENCE_CAP` (below the 0.7 review threshold, so a person confirms it against
  the page image).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from minesweeper.extractors.model import ExtractedPerson, Role, SourceKind
from minesweeper.extractors.vlm.pages import has_usable_text
from minesweeper.extractors.vlm.schema import PersonAnswer
from minesweeper.ingest.model import Page, TextSource
from minesweeper.names import normalize_name
from minesweeper.names.edits import within_edits

UNVERIFIED_CONFIDENCE_CAP = 0.6
MAX_QUOTE_CHARS = 300
_NOT_WORD = re.compile(r"[\W_]+", re.UNICODE)


@dataclass(frozen=True, slots=True)
class Grounded:
    persons: tuple[ExtractedPerson, ...]
    returned: int  # names the model gave
    grounded: int  # found in the page text
    dropped: int  # not found on a page with a real text layer
    unverified: int  # kept with capped confidence (OCR or no text)


def _compact(text: str) -> str:
    return _NOT_WORD.sub("", unicodedata.normalize("NFKC", text).casefold())


def _name_forms(name: str) -> set[str]:
    """The name as written, normalized, and with its words reversed ("Kim, Minsu")."""
    words = [w for w in re.split(r"[\s,]+", name) if w]
    forms = {_compact(name), _compact(normalize_name(name)), _compact(" ".join(reversed(words)))}
    return {f for f in forms if len(f) >= 2}


def _line_forms(line: str) -> set[str]:
    return {f for f in (_compact(line), _compact(normalize_name(line))) if f}


def _allowed_edits(length: int) -> int:
    # Short Hangul names have 2-4 syllables: one OCR slip is allowed from three characters on.
    if length < 3:
        return 0
    return 1 if length < 10 else 2


def _fuzzy_in(form: str, line: str) -> bool:
    limit = _allowed_edits(len(form))
    if limit == 0:
        return False
    # Only windows that start near a character of the name's first two: cheap and enough for
    # the one or two slips allowed.
    starts: set[int] = set()
    for i, char in enumerate(line):
        if char == form[0]:
            starts.add(i)
        if len(form) > 1 and char == form[1]:
            starts.update((i - 1, i))
    for start in sorted(s for s in starts if s >= 0):
        for width in range(len(form) - limit, len(form) + limit + 1):
            window = line[start : start + width]
            if len(window) == width and within_edits(form, window, limit):
                return True
    return False


def find_line(name: str, page: Page, *, fuzzy: bool) -> str | None:
    """The page line that holds `name`, or None."""
    forms = _name_forms(name)
    if not forms:
        return None
    lines = [line.strip() for line in page.text.splitlines() if line.strip()]
    for line in lines:
        line_forms = _line_forms(line)
        if any(form in lf for form in forms for lf in line_forms):
            return line
    if fuzzy:
        for line in lines:
            if any(_fuzzy_in(form, lf) for form in forms for lf in _line_forms(line)):
                return line
    return None


def ground_answers(answers: list[PersonAnswer], page: Page) -> Grounded:
    """Check every answer against `page` and turn the survivors into extracted persons."""
    trusted_text = has_usable_text(page)
    fuzzy = page.text_source is TextSource.OCR
    persons: list[ExtractedPerson] = []
    grounded = dropped = unverified = 0
    for answer in answers:
        name = answer.name.strip()
        line = find_line(name, page, fuzzy=fuzzy) if name else None
        confidence = answer.confidence
        if line is not None:
            grounded += 1
            quote = line
        elif trusted_text or not name:
            dropped += 1
            continue
        else:
            unverified += 1
            confidence = min(confidence, UNVERIFIED_CONFIDENCE_CAP)
            quote = answer.evidence.strip() or name
        persons.append(
            ExtractedPerson(
                name_raw=name,
                role=Role(answer.role),
                source_kind=SourceKind(answer.source_kind),
                confidence=round(confidence, 3),
                page=page.number,
                quote=quote[:MAX_QUOTE_CHARS],
                affiliation=(answer.affiliation or "").strip() or None,
            )
        )
    return Grounded(tuple(persons), len(answers), grounded, dropped, unverified)
