"""Table rows in DOCX and HWPX read as one line each, cells separated by tabs, so a role label
and the name beside it stay together."""

from __future__ import annotations

from minesweeper.ingest import SourceFormat, ingest_bytes
from tests.support.stress_office import (
    CellText,
    docx_with_layout_table,
    docx_with_tables,
    hwpx_with_table,
)


def test_docx_table_row_is_one_line_of_cells() -> None:
    data = docx_with_tables(
        ["CURRICULUM VITAE"],
        [("EDUCATION", [("Period", "Advisor"), ("2019 – 2024", "Prof. Woojin Kam")])],
    )
    document = ingest_bytes(data, "cv.docx")
    assert document.format is SourceFormat.DOCX
    assert document.text.splitlines() == [
        "CURRICULUM VITAE",
        "EDUCATION",
        "Period\tAdvisor",
        "2019 – 2024\tProf. Woojin Kam",
    ]


def test_hwpx_table_inside_a_paragraph_reads_row_by_row() -> None:
    rows = [("구분", "성명", "소속"), ("위원장", "모세린", "서강대학교")]
    data = hwpx_with_table(["심사위원 명단"], rows, ["2024. 5. 10."])
    document = ingest_bytes(data, "list.hwpx")
    assert document.format is SourceFormat.HWPX
    assert document.text.splitlines() == [
        "심사위원 명단",
        "구분\t성명\t소속",
        "위원장\t모세린\t서강대학교",
        "2024. 5. 10.",
    ]


# A cell holding several paragraphs (one publication entry each, or a name over its
# employer) reads as a printed table reads in a PDF text layer: line k holds the k-th
# paragraph of every cell, and a cell with fewer paragraphs leaves its column empty.


def test_docx_cell_of_several_paragraphs_reads_one_paragraph_a_line() -> None:
    entries = ("Entry one", "Entry two", "Entry three")
    data = docx_with_tables(["CV"], [("PUBLICATIONS", [("2021", entries), ("2020", "Entry four")])])
    assert ingest_bytes(data, "cv.docx").text.splitlines() == [
        "CV",
        "PUBLICATIONS",
        "2021\tEntry one",
        "\tEntry two",
        "\tEntry three",
        "2020\tEntry four",
    ]


def test_hwpx_cell_of_several_paragraphs_reads_one_paragraph_a_line() -> None:
    rows: list[tuple[CellText, ...]] = [
        ("심사위원", ("탁서율", "한빛대학교 교수"), "(인)"),
        ("심사위원", "여도경", "(인)"),
    ]
    data = hwpx_with_table(["인준서"], rows, ["2024. 5. 10."])
    assert ingest_bytes(data, "approval.hwpx").text.splitlines() == [
        "인준서",
        "심사위원\t탁서율\t(인)",
        "\t한빛대학교 교수",
        "심사위원\t여도경\t(인)",
        "2024. 5. 10.",
    ]


def test_empty_paragraphs_in_a_cell_leave_the_row_one_line() -> None:
    data = docx_with_tables([], [("AWARDS", [("", "2022", "Best Paper Award", "")])])
    assert ingest_bytes(data, "cv.docx").text.splitlines() == ["AWARDS", "2022\tBest Paper Award"]
    rows = [(("", "위원장", ""), ("탁서율", ""))]
    data = hwpx_with_table([], rows, [])
    assert ingest_bytes(data, "list.hwpx").text.splitlines() == ["위원장\t탁서율"]


def test_table_inside_a_layout_cell_reads_row_by_row() -> None:
    rows = [("2019 – 2024", "Ph.D.", ("Hanbit University", "Advisor: Prof. Doyun Seok"))]
    data = docx_with_layout_table(["CURRICULUM VITAE", "EDUCATION"], rows)
    assert ingest_bytes(data, "cv.docx").text.splitlines() == [
        "CURRICULUM VITAE",
        "EDUCATION",
        "2019 – 2024\tPh.D.\tHanbit University",
        "\t\tAdvisor: Prof. Doyun Seok",
    ]
    nested = [("구분", "성명"), ("위원장", "탁서율"), ("위원", "여도경")]
    data = hwpx_with_table([], [(("심사위원 명단", "학위과정: 박사"),)], [], nested=nested)
    assert ingest_bytes(data, "list.hwpx").text.splitlines() == [
        "심사위원 명단",
        "학위과정: 박사",
        "구분\t성명",
        "위원장\t탁서율",
        "위원\t여도경",
    ]


def test_a_line_break_inside_a_docx_cell_starts_a_line_of_its_own() -> None:
    # Word's Shift+Enter breaks a paragraph's line: printed, the fields stand one a line.
    cell = "Ph.D., Eastfield University\nAdvisor: Prof. Woojin Kam\nCommittee: Prof. Ana Ruiz"
    data = docx_with_tables([], [("EDUCATION", [("2018 – 2023", cell)])])
    assert ingest_bytes(data, "cv.docx").text.splitlines() == [
        "EDUCATION",
        "2018 – 2023\tPh.D., Eastfield University",
        "\tAdvisor: Prof. Woojin Kam",  # the empty cell keeps the column in place
        "\tCommittee: Prof. Ana Ruiz",
    ]
