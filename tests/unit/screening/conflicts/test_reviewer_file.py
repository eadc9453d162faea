"""Reading reviewer files: CSV (UTF-8 or CP949), XLSX, Korean headers, and the template."""

from __future__ import annotations

import io

import pytest
from openpyxl import Workbook, load_workbook

from minesweeper.screening.conflicts.errors import ReviewerImportError
from minesweeper.screening.conflicts.reviewer_import import (
    TEMPLATE_HEADER,
    parse_reviewers,
    template_csv,
    template_xlsx,
)


def test_csv_with_english_headers_and_bom() -> None:
    data = "\ufeffid,name,name_en,affiliation,email\nR1,홍길동,Gildong Hong,KAIST,g@x.kr\n"
    [row] = parse_reviewers(data.encode("utf-8"))
    assert (row.external_id, row.name, row.name_en, row.email) == (
        "R1",
        "홍길동",
        "Gildong Hong",
        "g@x.kr",
    )


def test_cp949_csv_with_korean_headers_and_blank_optional_fields() -> None:
    data = "이름,영문이름,소속,이메일\n김철수,,서울대학교,\n\n".encode("cp949")
    [row] = parse_reviewers(data)
    assert (row.name, row.name_en, row.affiliation, row.email) == (
        "김철수",
        None,
        "서울대학교",
        None,
    )


def test_xlsx_rows() -> None:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Name", "E-mail"])
    sheet.append(["Sarah Johnson", "s@x.edu"])
    buffer = io.BytesIO()
    book.save(buffer)
    [row] = parse_reviewers(buffer.getvalue())
    assert (row.name, row.email) == ("Sarah Johnson", "s@x.edu")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "empty"),
        (b"email\nx@y\n", "'name' column"),
        ("name,email\n홍길동,a@b\n,c@d\n".encode(), "row 3"),
        (b"PK\x03\x04broken", "cannot be read"),
    ],
)
def test_bad_files_are_rejected_with_the_reason(data: bytes, message: str) -> None:
    with pytest.raises(ReviewerImportError, match=message):
        parse_reviewers(data)


def test_templates_have_the_header_and_no_reviewer() -> None:
    assert template_csv().decode("utf-8-sig").strip() == ",".join(TEMPLATE_HEADER)
    sheet = load_workbook(io.BytesIO(template_xlsx())).worksheets[0]
    assert [c.value for c in sheet[1]] == list(TEMPLATE_HEADER)
    assert sheet.max_row == 1
    with pytest.raises(ReviewerImportError, match="no reviewer"):
        parse_reviewers(template_csv())


def test_the_korean_template_is_read_back_and_its_example_is_not_imported() -> None:
    from minesweeper.screening.conflicts.reviewer_import import TEMPLATE_HEADER_KO, parse_panel

    book = load_workbook(io.BytesIO(template_xlsx("ko")))
    header = [c.value for c in book.worksheets[0][1]]
    assert header == list(TEMPLATE_HEADER_KO)
    assert any(row[1] == "홍길동" for row in book.worksheets[1].iter_rows(values_only=True))
    filled = template_csv("ko").decode("utf-8-sig") + "R07,박서연,Seoyeon Park,KAIST,,\r\n"
    [(fields, _)] = parse_panel(filled.encode("utf-8"))
    assert (fields.name, fields.name_en, fields.external_id) == ("박서연", "Seoyeon Park", "R07")
