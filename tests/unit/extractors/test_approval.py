from __future__ import annotations

from minesweeper.extractors.model import SourceKind
from tests.unit.extractors.builders import extract, names, related, text_document

KOREAN_APPROVAL = """대규모 MIMO 시스템을 위한 채널 추정 기법
지도교수 박서연
김민준의 공학박사 학위논문을 인준함
2022년 12월
심사위원장 이재원 (인)
심사위원 박서연 (인)
심 사 위 원  정 하 은  (인)
위원 김준 (서명)
서울대학교 대학원"""


def test_korean_approval_page_roles_and_letter_spacing() -> None:
    result = extract(text_document(KOREAN_APPROVAL), "thesis")
    assert related(result) == {
        ("박서연", "advisor"),
        ("이재원", "committee_chair"),
        ("박서연", "committee_member"),
        ("정하은", "committee_member"),
        ("김준", "committee_member"),
    }
    # Printed text with "(인)" is printed evidence only: no seal without ink.
    assert {p.source_kind for p in result.persons} == {SourceKind.PRINTED}
    chair = next(p for p in result.persons if p.role.value == "committee_chair")
    assert chair.page == 1
    assert "심사위원장" in chair.quote
    assert chair.confidence >= 0.9


def test_english_committee_list_advisor_also_sits_on_the_committee() -> None:
    page = """Approved by the Dissertation Committee:
Jae Won Lee, Chair
Seoyeon Park, Advisor
Marco Rossi (Co-Advisor)
Ha-Eun Jung, Member"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("Jae Won Lee", "committee_chair"),
        ("Seoyeon Park", "advisor"),
        ("Seoyeon Park", "committee_member"),
        ("Marco Rossi", "co_advisor"),
        ("Marco Rossi", "committee_member"),
        ("Ha-Eun Jung", "committee_member"),
    }


def test_label_then_name_on_the_next_line_and_label_row_above_name_row() -> None:
    page = "지도교수\n최영호\n심사위원장\t심사위원\t심사위원\n한동욱\t서지혜\t백승우"
    result = extract(text_document(page), "thesis", "정유나", "Yuna Jung")
    assert related(result) == {
        ("최영호", "advisor"),
        ("한동욱", "committee_chair"),
        ("서지혜", "committee_member"),
        ("백승우", "committee_member"),
    }


def test_english_label_first_forms() -> None:
    page = "Committee Chair: Dr. Narae Kwon\nSupervisor: Prof. Sang-Cheol Ahn\nReferee: Eunbi Ko"
    result = extract(text_document(page), "thesis", "한지우", "Jiwoo Han")
    assert related(result) == {
        ("Narae Kwon", "committee_chair"),
        ("Sang-Cheol Ahn", "advisor"),
        ("Eunbi Ko", "committee_member"),
    }


def test_cv_advisor_and_co_advisor_phrases() -> None:
    page = (
        "Ph.D. in Computing, KAIST, 2017 - 2022\n"
        "Advisor: Prof. Ji-Eun Im (co-advised by Prof. Hyeonseok Jo)\n"
        "M.S. thesis advisor: Prof. Seung-Woo Paik\n"
        "Member, Korean Institute of Communications"
    )
    result = extract(text_document(page), "cv", "이도현", "Dohyun Lee")
    assert related(result) == {
        ("Ji-Eun Im", "advisor"),
        ("Hyeonseok Jo", "co_advisor"),
        ("Seung-Woo Paik", "advisor"),
    }


def test_placeholders_are_low_confidence_prose_and_officials_are_not_people() -> None:
    page = """지도교수 홍길동
Advisor: Advisor Name
Chair: <Referee 2 Name>
Member: First Professor Name
Committee Member 2
심사위원 ○○○ (인)
먼저 부족한 저를 이끌어 주신 지도교수 박서연 교수님께 진심으로 감사드립니다.
연세대학교 총장 변재혁
대학원장 김철수 (인)
Department Chair: Prof. Robert Brown
Dean of the Graduate School: Alice Green"""
    result = extract(text_document(page), "thesis")
    # Placeholder-like printed names are kept for review (a template's advisor is still the
    # advisor), never trusted; blanks to fill, prose and officials are nobody.
    assert names(result) == {"홍길동", "Advisor Name", "First Professor Name"}
    assert all(p.confidence < 0.5 for p in result.persons)


def test_surname_with_title_is_kept_at_low_confidence() -> None:
    result = extract(text_document("지도교수 김교수"), "thesis", "이도현", "Dohyun Lee")
    (person,) = result.persons
    assert person.name_raw == "김교수"
    assert person.confidence < 0.7


def test_applicant_name_is_self_never_related() -> None:
    page = "심사위원장 이재원 (인)\n심사위원 김 민 준 (인)"
    result = extract(text_document(page), "thesis")
    selves = [p for p in result.persons if p.is_self]
    assert [p.name_raw for p in selves] == ["김민준"]
    assert names(result) == {"이재원"}


def test_table_cells_read_one_per_line_are_paired_by_order() -> None:
    page = "논문심사위원장\n심사위원\n심사위원\n이재원\n박서연\n정하은"
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("이재원", "committee_chair"),
        ("박서연", "committee_member"),
        ("정하은", "committee_member"),
    }


def test_degree_suffixes_plural_labels_and_korean_prefixes() -> None:
    page = (
        "Jae Won Lee, Ph.D., Chair\n"
        "Committee Members: Ha-Eun Jung, Tae-Hyun Kang\n"
        "석사 지도교수 : 안 상 철 ㊞"
    )
    result = extract(text_document(page), "thesis", "한지우", "Jiwoo Han")
    assert related(result) == {
        ("Jae Won Lee", "committee_chair"),
        ("Ha-Eun Jung", "committee_member"),
        ("Tae-Hyun Kang", "committee_member"),
        ("안상철", "advisor"),
    }


def test_english_signature_page_with_roles_under_the_names() -> None:
    page = """Approved:
_______________________
Jae Won Lee
Chair of the Committee
_______________________
Seoyeon Park
Advisor"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("Jae Won Lee", "committee_chair"),
        ("Seoyeon Park", "advisor"),
    }


def test_affiliation_position_and_degree_beside_the_name() -> None:
    page = (
        "심사위원장  서울대학교 교수  이 재 원  (인)\n"
        "위 원  공학박사  정 하 은  ㊞\n"
        "Committee Member: Prof. Tae-Hyun Kang, KAIST"
    )
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("이재원", "committee_chair"),
        ("정하은", "committee_member"),
        ("Tae-Hyun Kang", "committee_member"),
    }


def test_ocr_split_chair_label_is_not_an_official() -> None:
    result = extract(text_document("심사위 원장  이재원  (인)\n대학원장 김철수"), "thesis")
    assert related(result) == {("이재원", "committee_chair")}


def test_under_the_supervision_of_and_romanized_placeholder() -> None:
    page_inline = "under the supervision of Professor Narae Kwon"
    assert related(extract(text_document(page_inline), "thesis")) == {("Narae Kwon", "advisor")}
    # The phrase alone on its line names the advisor under it.
    page = "by\nSuhyeon Lee\nunder the supervision of\nProfessor Narae Kwon"
    assert related(extract(text_document(page), "thesis")) == {("Narae Kwon", "advisor")}
    # The romanized 홍길동 is kept for review at low confidence, with its reason.
    result = extract(text_document("by\nSuhyeon Lee\nAdvisor: Gildong Hong"), "thesis")
    assert related(result) == {("Gildong Hong", "advisor")}
    assert all(p.confidence < 0.5 for p in result.persons if not p.is_self)
    assert [f.flag_type for f in result.flags] == ["placeholder_name"]


def test_korean_prose_names_the_advisor_before_saying_so() -> None:
    cases = {
        "위 논문은 이재원 교수의 지도하에 작성되었음": {("이재원", "advisor")},
        "본 논문을 박서연 교수님의 지도 아래 제출합니다": {("박서연", "advisor")},
        "이재원·조하나 교수의 공동지도로 수행된 연구": {
            ("이재원", "co_advisor"),
            ("조하나", "co_advisor"),
        },
        # Without a title it is no one's name: an office, or a word of the sentence.
        "본 연구는 정부의 지도 아래 수행되었다.": set(),
        "그 동안 박사님의 지도를 받아 연구를 수행하였다.": set(),
    }
    for text, expected in cases.items():
        assert related(extract(text_document(text), "thesis")) == expected, text


def test_a_committee_label_bracketed_as_advisor_gives_both_roles() -> None:
    page = """박사학위논문 심사결과 인준서
구분  성명  소속  서명
심사위원장  나윤서  부경대학교
심사위원(지도교수)  탁민규  부경대학교
심사위원 ( 공동 지도 )  제소율  한국해양대학교"""
    found = related(extract(text_document(page), "thesis"))
    assert {("탁민규", "advisor"), ("탁민규", "committee_member")} <= found
    assert {("제소율", "co_advisor"), ("제소율", "committee_member")} <= found
    assert ("나윤서", "committee_chair") in found
