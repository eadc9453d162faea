"""Review flags from a pipeline result: person kinds per document, ambiguity, needs_vision."""

from __future__ import annotations

from minesweeper.aggregate import Mention, aggregate_persons
from minesweeper.extractors.model import DocumentFlag, ExtractedPerson, Role, SourceKind
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import IngestedDocument, Page, SourceFormat, TextSource
from minesweeper.pipeline import DocumentOutcome, PipelineResult
from minesweeper.screening.flags import flags_for


def _person(
    name: str,
    kind: SourceKind = SourceKind.PRINTED,
    confidence: float = 0.95,
    role: Role = Role.COMMITTEE_MEMBER,
) -> ExtractedPerson:
    return ExtractedPerson(name, role, kind, confidence, 1, f"심사위원 {name} (인)")


def _scan(note: str = "scanned PDF, 1 page(s) without text layer") -> IngestedDocument:
    page = Page(1, "", TextSource.NONE)
    return IngestedDocument(SourceFormat.PDF, 1, False, (page,), note)


def _text_doc() -> IngestedDocument:
    page = Page(1, "text", TextSource.LAYER)
    return IngestedDocument(SourceFormat.PDF, 1, True, (page,), "PDF with text layer")


def _result(*outcomes: DocumentOutcome, applicant: str = "김민준") -> PipelineResult:
    mentions = tuple(
        Mention(o.document_id, p, i) for o in outcomes for i, p in enumerate(o.persons)
    )
    return PipelineResult(outcomes, aggregate_persons(mentions, applicant, ()), mentions)


def _outcome(
    doc_id: int,
    persons: tuple[ExtractedPerson, ...],
    doc: IngestedDocument | None = None,
    flags: tuple[DocumentFlag, ...] = (),
) -> DocumentOutcome:
    return DocumentOutcome(
        doc_id, f"d{doc_id}.pdf", doc or _scan(), DocType.THESIS, (), persons, flags
    )


def test_seal_and_signature_of_one_person_raise_both_flags() -> None:
    result = _result(
        _outcome(
            1,
            (
                _person("이재원"),
                _person("이재원", SourceKind.SEAL, 0.8),
                _person("이재원", SourceKind.SIGNATURE, 0.5),
            ),
        )
    )
    kinds = sorted(f.flag_type for f in flags_for(result))
    assert kinds == ["seal", "signature"]  # low confidence is not raised beside them


def test_low_confidence_printed_name_is_flagged() -> None:
    result = _result(_outcome(1, (_person("박서연", confidence=0.5),), _text_doc()))
    (flag,) = flags_for(result)
    assert flag.flag_type == "low_confidence"
    assert flag.surface == "박서연"


def test_flags_are_per_document() -> None:
    result = _result(
        _outcome(1, (_person("박서연", SourceKind.SEAL, 0.8),)),
        _outcome(2, (_person("박서연", SourceKind.SEAL, 0.8),)),
    )
    assert sorted(f.document_id or 0 for f in flags_for(result)) == [1, 2]


def test_scan_without_persons_needs_vision_with_ingest_note() -> None:
    result = _result(_outcome(7, (), _scan("scanned PDF, OCR unavailable")))
    (flag,) = flags_for(result)
    assert (flag.flag_type, flag.document_id) == ("needs_vision", 7)
    assert flag.label == "scanned PDF, OCR unavailable"


def test_applicant_alone_on_a_scan_still_needs_vision() -> None:
    me = ExtractedPerson(
        "김민준", Role.COAUTHOR, SourceKind.PRINTED, 0.9, 1, "김민준", is_self=True
    )
    flags = flags_for(_result(_outcome(3, (me,))))
    assert [f.flag_type for f in flags] == ["needs_vision"]


def test_text_document_without_persons_raises_nothing() -> None:
    assert flags_for(_result(_outcome(1, (), _text_doc()))) == []


def test_extractor_flag_is_kept_and_not_doubled() -> None:
    own = DocumentFlag("needs_vision", "unreadable fax copy", page=1)
    flags = flags_for(_result(_outcome(1, (), _scan(), (own,))))
    assert [(f.flag_type, f.label) for f in flags] == [("needs_vision", "unreadable fax copy")]


def test_ingest_error_becomes_a_document_flag() -> None:
    failed = DocumentOutcome(
        9,
        "secret.pdf",
        None,
        None,
        (),
        (),
        (),
        error_code="encrypted",
        error_message="the PDF is encrypted",
    )
    (flag,) = flags_for(_result(failed))
    assert flag.flag_type == "document_error"
    assert "encrypted" in flag.label


def test_initials_fitting_two_persons_raise_ambiguous() -> None:
    result = _result(
        _outcome(
            1,
            (
                _person("김지훈", role=Role.COAUTHOR),
                _person("김지현", role=Role.COAUTHOR),
                _person("J. Kim", role=Role.COAUTHOR),
            ),
            _text_doc(),
        )
    )
    ambiguous = [f for f in flags_for(result) if f.flag_type == "ambiguous"]
    assert len(ambiguous) == 1
    assert ambiguous[0].surface == "J. Kim"
    assert "김지훈" in ambiguous[0].label and "김지현" in ambiguous[0].label
