"""Tables and side-by-side blocks: a header naming the role (a CV's "Advisor" column), an
"Authors" cell holding the whole author list, signature blocks with the role under each
name, and dot leaders from a label to its right-aligned name."""

from __future__ import annotations

from minesweeper.extractors.text.approval.tables import label_table_columns
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, names, text_document

CV = """YEDAM SO
EDUCATION
Period\tDegree\tInstitution\tAdvisor
2019 – 2024\tPh.D.\tSogang University\tProf. Woojin Kam
2015 – 2019\tB.S.\tSogang University\t–
PUBLICATIONS
No.\tAuthors\tTitle\tVenue\tYear
1\tY. So, N. Ha, and W. Kam\tSparse recovery for radar imaging\tIEEE TSP\t2024
2\tY. So, P. Natarajan, W. Kam\tLearned ISTA for radar\tProc. ICASSP\t2023"""


def _line(index: int, *cells: str) -> Line:
    return Line(1, index, tuple(Cell(text) for text in cells), ocr=False)


def test_cell_under_a_role_header_is_read_with_that_label() -> None:
    lines = [_line(0, "Period", "Advisor"), _line(1, "2019", "Prof. Woojin Kam"), _line(2, "x")]
    out = label_table_columns(lines)
    assert [line.text for line in out] == [
        "Period  Advisor",
        "2019  Prof. Woojin Kam",
        "Advisor  Prof. Woojin Kam",
        "x",
    ]


def test_a_row_with_an_empty_cell_leaves_the_table_going() -> None:
    # The bachelor's row has no advisor: its cells no longer line up, the rows after it do.
    lines = [
        _line(0, "기간", "학교명", "학위", "지도교수"),
        _line(1, "2010~2014", "서울대학교", "학사"),
        _line(2, "2014~2016", "KAIST", "석사", "박서연"),
        _line(3, "학회 활동"),
        _line(4, "2020", "KAIST", "위원", "이재원"),
    ]
    added = [line.text for line in label_table_columns(lines) if line not in lines]
    assert added == ["지도교수  박서연"]


def test_a_label_with_its_name_beside_it_is_a_form_field_not_a_header() -> None:
    lines = [_line(0, "지도교수", "이재원 (KAIST)"), _line(1, "논문제목", "그래프 학습")]
    assert label_table_columns(lines) == lines
    result = extract(text_document("학력\n지도교수\t이재원 (KAIST)\n논문제목\t그래프 학습"), "cv")
    assert names(result) == {"이재원"}
    assert not result.flags


def test_rows_of_another_width_or_without_letters_get_no_label() -> None:
    lines = [_line(0, "Year", "Advisor"), _line(1, "2019", "–"), _line(2, "a", "b", "c")]
    assert label_table_columns(lines) == lines


def test_cv_tables_give_the_advisor_and_every_coauthor() -> None:
    result = extract(text_document(CV, fmt=SourceFormat.DOCX), "cv", "소예담", "Yedam So")
    advisors = {p.name_raw for p in result.persons if p.role.value == "advisor"}
    assert advisors == {"Woojin Kam"}
    coauthors = {p.name_raw for p in result.persons if p.role.value == "coauthor" and not p.is_self}
    assert coauthors == {"N. Ha", "W. Kam", "P. Natarajan"}
    assert "Y. So" not in names(result)


def test_signature_blocks_with_the_role_under_each_name() -> None:
    page = (
        "Approval of the Thesis Committee\n"
        "Dohyeon Kwak\tMingyeong Eo\tBoram Cheon\n"
        "Committee Chair\tThesis Advisor\tCommittee Member\n"
        "Chung-Ang University\tChung-Ang University\tAjou University"
    )
    result = extract(text_document(page), "thesis", "편서우", "Seowoo Pyeon")
    roles = {(p.name_raw, p.role.value) for p in result.persons}
    assert roles >= {
        ("Dohyeon Kwak", "committee_chair"),
        ("Mingyeong Eo", "advisor"),
        ("Boram Cheon", "committee_member"),
    }


def test_dot_leaders_run_from_the_label_to_a_right_aligned_name() -> None:
    page = (
        "편서우의 학위논문 심사결과 보고서\n"
        "심사위원장 ....................\t곽도현 (인)\n"
        "심사위원 ......................\t선우진혁 (인)"
    )
    result = extract(text_document(page), "thesis", "편서우", "Seowoo Pyeon")
    roles = {(p.name_raw, p.role.value) for p in result.persons}
    assert roles == {("곽도현", "committee_chair"), ("선우진혁", "committee_member")}
