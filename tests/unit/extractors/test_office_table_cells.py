"""Word and Hangul tables whose cells hold several paragraphs: a CV's publications cell with
one entry a paragraph, an approval table's name cell with the member's employer under the
name. Each paragraph is read as a line of its own, as a PDF of the same table reads."""

from __future__ import annotations

from minesweeper.extractors.model import ExtractionInput, ExtractionResult
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import ingest_bytes
from minesweeper.ingest.categories import DocType
from tests.support.stress_office import CellText, docx_with_tables, hwpx_with_table
from tests.unit.extractors.builders import names, related

_APPROVAL = ["학위논문 인준서", "김민준의 공학박사 학위논문을 인준함", "2024년 6월"]


def _extract(data: bytes, filename: str, doc_type: str) -> ExtractionResult:
    document = ingest_bytes(data, filename)
    return TextExtractor().extract(
        ExtractionInput(document, DocType(doc_type), "김민준", "Minjun Kim")
    )


def test_docx_publications_cell_with_an_entry_a_paragraph() -> None:
    entries = (
        "M. Kim, T. Wielgosz, “Sparse coding for radar returns,” IEEE Access, 2022.",
        "M. Kim and I. Solvang, “Graph filters on sensor arrays,” Signal Process., 2022.",
        "Minjun Kim, Haneul Bae, “Channel tracking at low SNR,” Proc. ICASSP, 2022.",
    )
    data = docx_with_tables(
        ["MINJUN KIM", "Postdoctoral Researcher, Hanbit University"],
        [("PUBLICATIONS", [("2022", entries), ("2021", "M. Kim, “Solo work,” Proc. EUSIPCO.")])],
    )
    result = _extract(data, "cv.docx", "cv")
    assert names(result) == {"T. Wielgosz", "I. Solvang", "Haneul Bae"}
    assert {p.role.value for p in result.persons if not p.is_self} == {"coauthor"}


def test_hwpx_achievements_cell_with_an_entry_a_paragraph() -> None:
    entries = (
        "1. 김민준, 도하윤, “그래프 신호의 희소 복원,” 정보과학회논문지, 제48권, 2021.",
        "2. 김민준, 석다온, “저전력 센서망의 채널 추정,” 한국통신학회논문지, 2021.",
        "3. Minjun Kim, Rasmus Lindqvist, “Beam tracking,” IEEE Access, 2021.",
    )
    rows: list[tuple[CellText, ...]] = [("구분", "연구실적"), ("학술지 논문", entries)]
    data = hwpx_with_table(["연 구 실 적 목 록", "성    명 : 김민준"], rows, [])
    result = _extract(data, "achievements.hwpx", "cv")
    assert names(result) == {"도하윤", "석다온", "Rasmus Lindqvist"}


def test_approval_name_cell_with_the_employer_under_the_name() -> None:
    rows = [
        ("심사위원장", ("탁서율", "한빛대학교 교수"), "(인)"),
        ("심사위원", ("여도경", "누리대학교 부교수"), "(인)"),
    ]
    result = _extract(hwpx_with_table(_APPROVAL, rows, []), "approval.hwpx", "thesis")
    assert related(result) == {("탁서율", "committee_chair"), ("여도경", "committee_member")}
    data = docx_with_tables(_APPROVAL[:2], [(_APPROVAL[2], rows)])
    result = _extract(data, "approval.docx", "thesis")
    assert related(result) == {("탁서율", "committee_chair"), ("여도경", "committee_member")}


def test_one_label_beside_a_cell_of_names_one_a_paragraph() -> None:
    rows: list[tuple[CellText, ...]] = [
        ("심사위원장", "탁서율"),
        ("심사위원", ("여도경", "석다온", "도하윤")),
    ]
    result = _extract(hwpx_with_table(_APPROVAL, rows, []), "approval.hwpx", "thesis")
    assert related(result) == {
        ("탁서율", "committee_chair"),
        ("여도경", "committee_member"),
        ("석다온", "committee_member"),
        ("도하윤", "committee_member"),
    }
