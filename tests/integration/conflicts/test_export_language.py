"""CSV and XLSX exports over HTTP follow the language the request names; scripts get English."""

from __future__ import annotations

import csv
import io

import pytest
from openpyxl import Workbook, load_workbook

from tests.integration.web.conftest import World

KOREAN = {"Accept-Language": "ko-KR,ko;q=0.9"}


def _csv_rows(world: World, headers: dict[str, str]) -> list[dict[str, str]]:
    url = f"/api/v1/rounds/{world.ids['round_b']}/conflicts/export.csv"
    answer = world.client("member_b").get(url, headers=headers)
    assert answer.status_code == 200, answer.text
    return list(csv.DictReader(io.StringIO(answer.content.decode("utf-8-sig"))))


def _workbook(world: World, headers: dict[str, str], cookie: str | None = None) -> Workbook:
    client = world.client("member_b")
    if cookie:
        client.cookies.set("lang", cookie)
    url = f"/api/v1/rounds/{world.ids['round_b']}/conflicts/export.xlsx"
    answer = client.get(url, headers=headers)
    assert answer.status_code == 200, answer.text
    return load_workbook(io.BytesIO(answer.content))


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_csv_in_korean_writes_korean_headers_and_words(world: World) -> None:
    [row] = _csv_rows(world, KOREAN)
    assert row["심사위원 이름"] == "박지수"
    assert row["수준"] == "가능"
    assert row["조치"] == "위원회 검토"
    assert row["이름 일치"] == "이니셜만 일치"
    assert row["관계"] == "공저자"
    assert row["근거"].startswith("1쪽 (지도교수, 인쇄)")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_csv_naming_no_language_keeps_english_codes(world: World) -> None:
    [row] = _csv_rows(world, {})
    assert (row["level"], row["action"], row["name_match"]) == (
        "possible",
        "review",
        "initials_only",
    )
    assert row["relations"] == "coauthor"
    assert _csv_rows(world, {"Accept-Language": "en"}) == [row]


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_xlsx_follows_the_page_cookie(world: World) -> None:
    book = _workbook(world, {"Accept-Language": "en"}, cookie="ko")
    assert book.sheetnames == ["매트릭스", "후보", "기준", "문서"]
    matrix = book["매트릭스"]
    assert matrix["A1"].value == "심사위원 \\ 지원자"
    assert matrix["B2"].value == "가능 (1)"
    candidates = book["후보"]
    assert candidates["G1"].value == "수준"
    assert candidates["G2"].value == "가능"
    policy = {r[0]: r for r in book["기준"].iter_rows(min_row=2, values_only=True)}
    assert policy["지도교수"][1:] == ("심사 배제", "평생")


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_xlsx_naming_no_language_is_unchanged(world: World) -> None:
    book = _workbook(world, {})
    assert book.sheetnames == ["Matrix", "Candidates", "Policy", "Documents"]
    assert book["Matrix"]["B2"].value == "possible (1)"
    assert book["Candidates"]["G1"].value == "level"
    policy = {r[0]: r for r in book["Policy"].iter_rows(min_row=2, values_only=True)}
    assert policy["advisor"][1:] == ("block", "lifetime")
