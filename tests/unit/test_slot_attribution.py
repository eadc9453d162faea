"""attribute_unread_slots: an unread handwritten approval slot takes the one name of its role
that the applicant's other pages print and the approval page does not; anything less certain
leaves the slot's flag open."""

from __future__ import annotations

import io

import pytest

from minesweeper import samples
from minesweeper.extractors.model import (
    DocumentFlag,
    ExtractedPerson,
    ExtractionResult,
    FlagType,
    Role,
    SourceKind,
    UnreadSlot,
)
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import OcrConfig
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.pipeline import ApplicantIdentity, InputFile, run_pipeline
from minesweeper.slot_attribution import attribute_unread_slots
from tests.support.signature_pages import SignedLine, english_signature_page

SELF = ("Sora Lim", "임소라")
_WRITTEN = (SourceKind.HANDWRITTEN, SourceKind.SIGNATURE)


def _person(name: str, role: Role, page: int, confidence: float = 0.9) -> ExtractedPerson:
    return ExtractedPerson(name, role, SourceKind.PRINTED, confidence, page, name)


def _slot(role: Role = Role.COMMITTEE_MEMBER, page: int = 1, reading: str = "") -> UnreadSlot:
    flag = DocumentFlag(FlagType.UNREAD_SLOT, f"{role.value} on page {page}", page, "Member")
    return UnreadSlot(role, _WRITTEN, flag, reading)


def _approval(*slots: UnreadSlot) -> ExtractionResult:
    printed = (
        _person("Taeyang Ko", Role.COMMITTEE_CHAIR, 1),
        _person("Hyerin Moon", Role.COMMITTEE_MEMBER, 1),
    )
    return ExtractionResult(printed, tuple(s.flag for s in slots), slots)


def _thanks(*names: str) -> ExtractionResult:
    return ExtractionResult(tuple(_person(n, Role.COMMITTEE_MEMBER, 5, 0.75) for n in names))


def test_the_one_member_the_page_lacks_takes_the_slot_and_its_flag_closes() -> None:
    approval, thanks = attribute_unread_slots([_approval(_slot()), _thanks("Jisoo Han")], SELF)
    added = [p for p in approval.persons if p.name_raw == "Jisoo Han"]
    assert {p.source_kind for p in added} == set(_WRITTEN)
    assert all(p.page == 1 and p.role is Role.COMMITTEE_MEMBER for p in added)
    # Below the review threshold: a person compares the handwriting with the name.
    assert all(p.confidence < 0.7 for p in added)
    assert "taken as Jisoo Han" in added[0].quote
    assert approval.flags == () and approval.unread_slots == ()
    assert thanks == _thanks("Jisoo Han")


def test_members_already_on_the_page_and_the_applicant_are_no_candidates() -> None:
    others = _thanks("Taeyang Ko", "Hyerin Moon", "Jisoo Han", "Sora Lim")
    approval, _ = attribute_unread_slots([_approval(_slot()), others], SELF)
    assert {p.name_raw for p in approval.persons} == {"Taeyang Ko", "Hyerin Moon", "Jisoo Han"}


def test_two_candidates_leave_the_flag_open_unless_the_reading_picks_one() -> None:
    others = _thanks("Sangmin Ryu", "Jisoo Han")
    approval, _ = attribute_unread_slots([_approval(_slot()), others], SELF)
    assert approval == _approval(_slot())
    read = _slot(reading="San3min RY¥u")
    approval, _ = attribute_unread_slots([_approval(read), others], SELF)
    assert {p.name_raw for p in approval.persons} - {"Taeyang Ko", "Hyerin Moon"} == {"Sangmin Ryu"}
    assert "read as 'San3min RY¥u'" in approval.persons[-1].quote


def test_two_unread_slots_of_one_family_on_a_page_are_never_guessed() -> None:
    slots = (_slot(reading="a"), _slot(Role.COMMITTEE_CHAIR, reading="b"))
    unchanged = _approval(*slots)
    approval, _ = attribute_unread_slots([unchanged, _thanks("Jisoo Han")], SELF)
    assert approval == unchanged


def test_a_role_of_another_family_or_a_coauthor_is_no_candidate() -> None:
    coauthor = ExtractionResult((_person("Jisoo Han", Role.COAUTHOR, 1),))
    advisor = ExtractionResult((_person("Minho Jeong", Role.ADVISOR, 2),))
    approval, _, _ = attribute_unread_slots([_approval(_slot()), coauthor, advisor], SELF)
    assert approval == _approval(_slot())
    # The advisor's own slot, unread, takes the advisor.
    approval, _ = attribute_unread_slots([_approval(_slot(Role.ADVISOR)), advisor], SELF)
    assert ("Minho Jeong", Role.ADVISOR) in {(p.name_raw, p.role) for p in approval.persons}


@pytest.mark.slow
@pytest.mark.skipif(
    not (tesseract_available(OcrConfig()) and samples.has_hangul_image_font()),
    reason="Tesseract or a Hangul font is not installed",
)
def test_a_struck_handwritten_member_is_named_from_the_thesis_acknowledgements() -> None:
    members = [
        SignedLine("Committee Chair", "Prof. Taeyang Ko"),
        SignedLine("Committee Member", "", handwritten="Jisoo Han", struck=True),
        SignedLine("Committee Member", "Prof. Hyerin Moon"),
    ]
    buffer = io.BytesIO()
    english_signature_page(members, applicant="Sora Lim").save(buffer, "PNG", dpi=(300, 300))
    thesis = (
        b"Doctoral Dissertation\nSora Lim\n\nAcknowledgements\n"
        b"I am grateful to my committee chair, Professor Taeyang Ko, and to Professors "
        b"Hyerin Moon and Jisoo Han, members of my committee, for their advice.\n"
    )
    files = [
        InputFile(1, "approval.png", "thesis", buffer.getvalue()),
        InputFile(2, "thesis.txt", "thesis", thesis),
    ]
    result = run_pipeline(files, ApplicantIdentity("임소라", "Sora Lim"), TextExtractor())
    approval = result.documents[0]
    assert not [f for f in approval.flags if f.flag_type == FlagType.UNREAD_SLOT]
    group = next(g for g in result.aggregation.groups if g.canonical_name == "Jisoo Han")
    kinds = {(s["document_id"], s["page"], s["source_kind"]) for s in group.sources}
    assert (1, 1, "signature") in kinds
    assert group.needs_human
