"""Give an unread handwritten approval slot the one name the applicant's other pages leave.

A scanned approval page often carries a member's name in handwriting that OCR cannot read:
the extractor flags the slot (`unread_slot`) and notes what was written in the name's place
(`UnreadSlot`). The same committee is usually printed elsewhere: the thesis's
acknowledgements, another copy of the approval page, a CV. When the page has exactly one
unread slot of a role family (advisors, committee) and the applicant's documents name exactly
one person of that family who is not on that page (or, of several, only one whose spelling
OCR's garbled reading of the writing resembles), the slot's evidence (handwriting,
signature, seal) is added to that person below the review threshold, so the person carries
the flag that asks a human to compare the handwriting with the name; the slot is then
accounted for and its flag closes. Anything less certain leaves the flag open: the system
never guesses between two names, and never names someone the documents do not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from difflib import SequenceMatcher

from minesweeper.extractors.model import (
    ExtractedPerson,
    ExtractionResult,
    Role,
    UnreadSlot,
    role_family,
)
from minesweeper.extractors.text.confidence import CONFIDENCE
from minesweeper.names import match, normalize_name

__all__ = ["attribute_unread_slots"]

_RESEMBLANCE = 0.7  # difflib ratio of keys: "sanminry¥u" against "sangminryu" is 0.9
_MIN_READ_LETTERS = 4  # fewer letters than this resemble too many names
_KIND_WORDS = {"handwritten": "handwritten name", "signature": "signature", "seal": "seal"}


def attribute_unread_slots(
    documents: Sequence[ExtractionResult], self_names: Sequence[str]
) -> list[ExtractionResult]:
    """`documents`: one applicant's extraction results; returned in the same order, each with
    the persons its unread slots were attributed to added and those slots' flags removed."""
    persons = [person for document in documents for person in document.persons]
    results: list[ExtractionResult] = []
    for document in documents:
        added: list[ExtractedPerson] = []
        resolved: list[UnreadSlot] = []
        for slot in document.unread_slots:
            found = _candidate(slot, document, persons, self_names)
            if found is not None:
                added.extend(_mentions(slot, *found))
                resolved.append(slot)
        if not resolved:
            results.append(document)
            continue
        closed = {slot.flag for slot in resolved}
        results.append(
            replace(
                document,
                persons=(*document.persons, *added),
                flags=tuple(flag for flag in document.flags if flag not in closed),
                unread_slots=tuple(s for s in document.unread_slots if s not in resolved),
            )
        )
    return results


def _candidate(
    slot: UnreadSlot,
    document: ExtractionResult,
    persons: Sequence[ExtractedPerson],
    self_names: Sequence[str],
) -> tuple[str, str] | None:
    """(name, why) of the slot's family that the page lacks: the only one, or of several the
    only one OCR's reading of the writing resembles; None when the page has other unread
    slots of that family or no name stands out."""
    family = role_family(slot.role)
    page = slot.flag.page
    siblings = [s for s in document.unread_slots if s.flag.page == page and s.role in family]
    if len(siblings) != 1:
        return None
    on_page = [p.name_raw for p in document.persons if p.page == page]
    ordered = sorted(
        (p for p in persons if not p.is_self and not _fits(p.name_raw, self_names)),
        key=lambda p: (p.role not in family, -p.confidence),
    )
    spellings: list[list[str]] = []  # per person of the family, its spellings, best first
    for person in ordered:
        known = next((group for group in spellings if _fits(person.name_raw, group)), None)
        if known is not None:
            known.append(person.name_raw)
        elif person.role in family:
            spellings.append([person.name_raw])
    spellings = [group for group in spellings if not any(_fits(n, on_page) for n in group)]
    unprinted = f"of the {_family_word(slot.role)} that other pages name and this page does not"
    if len(spellings) == 1:
        return spellings[0][0], f"the one {unprinted} print"
    alike = [group for group in spellings if _resembles(slot.reading, group)]
    if len(alike) != 1:
        return None
    return alike[0][0], f"of those {unprinted} print, the one the reading resembles"


def _resembles(reading: str, spellings: Sequence[str]) -> bool:
    """OCR's reading of a handwritten name is close to one of the person's spellings, both
    in the matching key (`normalize_name`: case, spaces and digits gone)."""
    key = normalize_name(reading)
    return len(key) >= _MIN_READ_LETTERS and any(
        SequenceMatcher(None, key, normalize_name(name)).ratio() >= _RESEMBLANCE
        for name in spellings
    )


def _fits(name: str, others: Sequence[str]) -> bool:
    return any(match(name, other).auto_merge for other in others)


def _family_word(role: Role) -> str:
    return "advisors" if Role.ADVISOR in role_family(role) else "committee"


def _mentions(slot: UnreadSlot, name: str, why: str) -> list[ExtractedPerson]:
    written = " and ".join(_KIND_WORDS[kind.value] for kind in slot.kinds)
    read = f", read as '{slot.reading}'" if slot.reading else ""
    quote = f"{slot.flag.surface} [{written} in place of the name{read}; taken as {name}, {why}]"
    return [
        ExtractedPerson(
            name_raw=name,
            role=slot.role,
            source_kind=kind,
            confidence=CONFIDENCE.attributed_slot,
            page=slot.flag.page,
            quote=quote,
        )
        for kind in slot.kinds
    ]
