"""A committee printed only in Hanja yields its persons, read across scripts."""

from __future__ import annotations

from minesweeper.names.hanja_reading import hangul_reading
from tests.unit.extractors.builders import extract, related, text_document

HANJA_APPROVAL = """學位論文 認准書
指導敎授 金正浩
審査委員長 朴志勳 (印)
審查委員 李在元 (印)
審 査 委 員  崔秀晶  (印)
委員 Jae Won Lee
副指導教授 鄭夏恩"""


def test_hanja_labels_and_hanja_names_yield_every_member() -> None:
    result = extract(text_document(HANJA_APPROVAL), "thesis")
    assert related(result) == {
        ("金正浩", "advisor"),
        ("朴志勳", "committee_chair"),
        ("李在元", "committee_member"),
        ("崔秀晶", "committee_member"),
        ("Jae Won Lee", "committee_member"),
        ("鄭夏恩", "co_advisor"),
    }
    assert hangul_reading("朴志勳") == "박지훈"


def test_applicant_printed_in_hanja_is_self() -> None:
    page = "審査委員長 朴志勳 (印)\n審査委員 金旻俊 (印)"
    result = extract(text_document(page), "thesis", "김민준", "Minjun Kim")
    assert [p.name_raw for p in result.persons if p.is_self] == ["金旻俊"]
    assert ("朴志勳", "committee_chair") in related(result)


def test_hanja_prose_is_not_a_name() -> None:
    result = extract(text_document("委員 會議錄 參照\n審査委員 大學院長"), "thesis")
    assert related(result) == set()


def test_generated_pdf_with_a_hanja_committee() -> None:
    from minesweeper.ingest import ingest_bytes
    from minesweeper.samples.layouts import lines_pdf

    document = ingest_bytes(lines_pdf([HANJA_APPROVAL.splitlines()]), "approval.pdf")
    found = related(extract(document, "thesis"))
    assert {
        ("朴志勳", "committee_chair"),
        ("金正浩", "advisor"),
        ("崔秀晶", "committee_member"),
    } <= (found)


def test_a_padded_hanja_label_and_letter_spaced_hanja_names() -> None:
    page = """金珉俊의 工學博士 學位論文을 認准함
委 員 長   李 正 鉉   (印)
委    員   崔 允 熙   (印)
委    員   宋 美 善   (印)"""
    assert {name for name, _ in related(extract(text_document(page), "thesis"))} == {
        "李正鉉",
        "崔允熙",
        "宋美善",
    }


def test_a_table_read_a_cell_a_line_its_label_then_the_bracket_under_it() -> None:
    # The text layer reads the approval table column by column: the label, its qualifier in
    # brackets on a line of its own, the name, the seal's slot.
    page = (
        "韓在元의 工學博士 學位論文을 認准함\n"
        "審査委員\n(指導敎授)\n崔奎泰\n(印)\n"
        "審査委員\n鄭夏允\n(印)\n"
        "審査委員長\n金善浩\n(印)\n"
    )
    assert related(extract(text_document(page), "thesis", "한재원", "Jaewon Han")) == {
        ("崔奎泰", "committee_member"),
        ("崔奎泰", "advisor"),
        ("鄭夏允", "committee_member"),
        ("金善浩", "committee_chair"),
    }


def test_hanja_members_with_korean_research_ranks_and_institutes() -> None:
    # Korean Hanja spells research "硏究": a research professor, a senior researcher of an
    # institute; neither rank nor institute is a name.
    page = (
        "審査委員  東海大學校 硏究敎授  河正允  (印)\n"
        "審査委員  韓國機械硏究院 責任硏究員  魯炳洙  (印)\n"
    )
    assert related(extract(text_document(page), "thesis")) == {
        ("河正允", "committee_member"),
        ("魯炳洙", "committee_member"),
    }
