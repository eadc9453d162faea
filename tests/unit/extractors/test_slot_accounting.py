"""Every role label on an approval page ends as a person or as an open flag on its page."""

from __future__ import annotations

from minesweeper.extractors.model import ExtractionResult, FlagType, Role
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document, related, text_document


def _flags(result: ExtractionResult, kind: str) -> list[tuple[int | None, str | None]]:
    return [(f.page, f.surface) for f in result.flags if f.flag_type == kind]


def test_placeholder_advisor_is_kept_at_low_confidence_with_a_reason() -> None:
    page = """박사학위 청구논문
지도교수 홍길동
2024년 2월"""
    result = extract(text_document("표지", page), "thesis")
    assert ("홍길동", "advisor") in related(result)
    person = next(p for p in result.persons if p.name_raw == "홍길동")
    assert person.confidence < 0.5
    assert person.page == 2
    assert _flags(result, FlagType.PLACEHOLDER_NAME) == [(2, "홍길동")]


def test_english_placeholder_names_are_kept_not_dropped() -> None:
    page = """Approval
Advisor: Jane Doe
Committee Member: Advisor Name"""
    result = extract(text_document(page), "thesis")
    found = related(result)
    assert ("Jane Doe", "advisor") in found
    assert ("Advisor Name", "committee_member") in found
    assert len(_flags(result, FlagType.PLACEHOLDER_NAME)) == 2


def test_a_placeholder_name_under_its_label_is_kept_not_an_unread_slot() -> None:
    page = """Approved by
Gildong Hong
Professor of Computer Science"""
    result = extract(text_document(page), "thesis")
    assert ("Gildong Hong", "committee_member") in related(result)
    person = next(p for p in result.persons if p.name_raw == "Gildong Hong")
    assert person.confidence < 0.5
    assert person.quote == "Gildong Hong"
    assert _flags(result, FlagType.PLACEHOLDER_NAME) == [(1, "Gildong Hong")]
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_a_given_name_that_is_also_an_approval_word_is_read() -> None:
    result = extract(text_document("국문 초록\n지도교수: 김지도\n심사위원 김인준 (인)"), "thesis")
    assert {("김지도", "advisor"), ("김인준", "committee_member")} <= related(result)
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_names_before_their_numbered_roles_are_read() -> None:
    page = """This certifies that the thesis of Jiwoo Lee is approved.
signature
Minho Kim: Advisor
signature
Seoyeon Park: Thesis Committee Member #1
signature
Jaewon Choi, Examining Committee Member No. 2"""
    found = related(extract(text_document(page), "thesis"))
    assert {
        ("Minho Kim", "advisor"),
        ("Seoyeon Park", "committee_member"),
        ("Jaewon Choi", "committee_member"),
    } <= found


def test_a_blank_before_its_role_raises_an_unread_slot_flag() -> None:
    page = """This certifies that the thesis of Jiwoo Lee is approved.
signature
<Referee Chief Name>: Advisor
signature
<Referee 2 Name>: Thesis Committee Member #1
We thank the members of our lab and all the committee members"""
    result = extract(text_document(page), "thesis")
    assert related(result) == set()
    unread = [surface for _, surface in _flags(result, FlagType.UNREAD_SLOT)]
    assert unread == [
        "<Referee Chief Name>: Advisor",
        "<Referee 2 Name>: Thesis Committee Member #1",
    ]


def test_a_label_whose_name_cannot_be_read_raises_an_unread_slot_flag() -> None:
    page = """학위논문 인준서
심사위원장 이재원 (인)
심사위원 ○○○ (인)
심사위원 %$#@ (인)
2024년 5월"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {("이재원", Role.COMMITTEE_CHAIR.value)}
    unread = _flags(result, FlagType.UNREAD_SLOT)
    assert [page for page, _ in unread] == [1, 1]
    assert all(surface and surface.startswith("심사위원") for _, surface in unread)


def test_a_label_only_page_without_any_name_is_flagged() -> None:
    result = extract(text_document("Dissertation Committee\nChair\nAdvisor"), "thesis")
    assert related(result) == set()
    surfaces = {surface for _, surface in _flags(result, FlagType.UNREAD_SLOT)}
    assert {"Chair", "Advisor"} <= surfaces


def test_a_fully_read_approval_page_raises_no_slot_flag() -> None:
    page = """지도교수 박서연
심사위원장 이재원 (인)
심사위원 박서연 (인)
Jae Won Lee, Chair"""
    result = extract(text_document(page), "thesis")
    assert len(related(result)) >= 3
    assert _flags(result, FlagType.UNREAD_SLOT) == []
    assert _flags(result, FlagType.PLACEHOLDER_NAME) == []


def test_generated_pdf_approval_page_accounts_for_every_label() -> None:
    from minesweeper.ingest import ingest_bytes
    from minesweeper.samples.layouts import lines_pdf

    page = ["학위논문 인준서", "지도교수 홍길동", "심사위원장 이재원 (인)", "심사위원 ○○○ (인)"]
    document = ingest_bytes(lines_pdf([page]), "approval.pdf")
    result = extract(document, "thesis")
    assert ("이재원", "committee_chair") in related(result)
    assert ("홍길동", "advisor") in related(result)
    assert _flags(result, FlagType.PLACEHOLDER_NAME) == [(1, "홍길동")]
    assert [p for p, _ in _flags(result, FlagType.UNREAD_SLOT)] == [1]


def test_a_slot_whose_name_another_reader_took_is_not_flagged() -> None:
    # The label line's own reader fails on the trailing column, the table's header row
    # ("심사위원장  심사위원(지도교수)") holds labels only; every name still ends as a person.
    page = """학위논문 인준서
심사위원장 이재원 (인)
심사위원장  심사위원(지도교수)
지도교수 박서연
심사위원(지도교수)  박서연  (인) 서울대학교 %%"""
    result = extract(text_document(page), "thesis")
    names = {name for name, _ in related(result)}
    assert {"이재원", "박서연"} <= names
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_prose_about_a_role_is_not_a_slot() -> None:
    page = """감사의 글
심사위원장을 맡아 논문의 완성도를 높여 주신 교수님께 감사드립니다."""
    result = extract(text_document(page), "thesis")
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_a_heading_that_names_the_role_is_neither_a_person_nor_an_open_slot() -> None:
    page = """학위논문 심사위원 명단
위원장  모세린  서강대학교 전자공학과  교수
위원  감우진  서강대학교 전자공학과  교수"""
    result = extract(text_document(page), "thesis")
    assert related(result) >= {("모세린", "committee_chair"), ("감우진", "committee_member")}
    assert "명단" not in {p.name_raw for p in result.persons}
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_the_committee_named_in_prose_is_no_slot() -> None:
    page = """논문심사위원회
위 논문은 석사학위논문으로
학위논문 심사위원회의 심사를 통과하였음
심사위원장 이재원 (인)"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {("이재원", Role.COMMITTEE_CHAIR.value)}
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_memberships_in_a_cv_are_no_thesis_slots() -> None:
    page = """Extracurricular Activity
Hacking club (security research group) Seoul
Core Member  Nov. 2011 - PRESENT
Member  Sep. 2010 - Oct. 2011
Member, IEEE
Advisor: ___"""
    result = extract(text_document(page), "cv")
    assert related(result) == set()
    assert [surface for _, surface in _flags(result, FlagType.UNREAD_SLOT)] == ["Advisor: ___"]


def test_the_flag_goes_to_the_label_no_name_was_paired_with() -> None:
    # Names under their labels; OCR read a signature's stroke beside one label as "J" and
    # garbled the handwritten name under another. The row with "J" has its name (the line
    # under it); the one under which no name was read is the unread slot.
    page = """This certifies that the dissertation of Jiwoo Lee is approved.
Committee Chair
Prof. Jaehyuk Jeon
Committee Member  J
Prof. Seung-Hoon Lee (Thesis Supervisor)
Committee Member
니니 300 ROh
Committee Member
Prof. Minho Jeong"""
    result = extract(text_document(page), "thesis")
    assert {"Jaehyuk Jeon", "Seung-Hoon Lee", "Minho Jeong"} == {n for n, _ in related(result)}
    assert _flags(result, FlagType.UNREAD_SLOT) == [(1, "Committee Member")]
    assert "니니 300 ROh" in result.flags[0].label


def test_a_heading_over_labelled_rows_is_no_slot_of_its_own() -> None:
    # The committee as a whole over its seats: each seat accounts for its own name.
    page = """Examining Committee Membership
External Examiner: Jane Whitfield
Supervisor(s): Robert Mann
Approved by Examination Committee
Committee Chair  Chair Name  (Seal)"""
    result = extract(text_document(page), "thesis")
    assert {n for n, _ in related(result)} >= {"Jane Whitfield", "Robert Mann"}
    assert [s for _, s in _flags(result, FlagType.UNREAD_SLOT)] == []
    assert [s for _, s in _flags(result, FlagType.PLACEHOLDER_NAME)] == ["Chair Name"]


def test_a_label_running_on_into_an_english_sentence_is_no_slot() -> None:
    page = """This dissertation has been
approved by the committee in partial
fulfillment of the requirements.
Committee Chair: Sungho Kim"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {("Sungho Kim", "committee_chair")}
    assert _flags(result, FlagType.UNREAD_SLOT) == []


def test_a_korean_heading_over_the_chairs_row_or_over_column_words_is_no_slot() -> None:
    for page in (
        "논문심사위원\n위원장  이재원  서울대학교 교수\n위원  박서연  서울대학교 부교수",
        "심사위원 성명 서명\n위원장 이재원\n위원 박서연",
    ):
        result = extract(text_document(page), "thesis")
        assert related(result) == {
            ("이재원", Role.COMMITTEE_CHAIR.value),
            ("박서연", Role.COMMITTEE_MEMBER.value),
        }, page
        assert _flags(result, FlagType.UNREAD_SLOT) == [], page


def test_a_blank_chair_over_its_members_is_still_an_unread_slot() -> None:
    page = "위원장\n위원  박서연\n위원  조하나"
    result = extract(text_document(page), "thesis")
    assert [s for _, s in _flags(result, FlagType.UNREAD_SLOT)] == ["위원장"]


def test_a_name_ocr_was_too_unsure_of_leaves_its_label_flagged_not_silent() -> None:
    def word(text: str, left: int, line: int, confidence: float = 0.93) -> OcrWord:
        return OcrWord(text, left, 100 + 120 * line, 45 * len(text), 50, confidence, line)

    words = [
        word("위원장", 100, 0),
        word("편", 500, 0, 0.06),  # a printed name Tesseract scored near zero
        word("재민", 560, 0, 0.06),
        word("위원", 100, 1),
        word("석민호", 500, 1),
    ]
    result = extract(ocr_document(words, None), "thesis", "이하람", "Haram Lee")
    assert related(result) == {("석민호", "committee_member")}
    [flag] = [f for f in result.flags if f.flag_type is FlagType.UNREAD_SLOT]
    assert "편 재민" in flag.label


def test_a_code_listing_s_reader_type_is_no_slot() -> None:
    listing = (
        "4.2 The reader monad\nWe define the environment as follows.\n"
        "Reader :: ks)) ks>\nReader = {hhAsk hi\nrunReader :: Reader r a -> r -> a\n"
    )
    result = extract(text_document(listing), "thesis", "Mira Olsen", "Mira Olsen")
    assert _flags(result, FlagType.UNREAD_SLOT) == []
    assert related(result) == set()


def test_a_templates_name_fields_in_other_languages_are_placeholders_kept_for_review() -> None:
    # A Turkish template's "Üye İsmi" (member's name), typed without its dots, a Spanish
    # one's "Nombre Apellido", a German one's "Vorname Nachname".
    page = """TEZ ONAYI
Üye: Uye Ismi
Vocal: Nombre Apellido
Gutachter: Vorname Nachname"""
    result = extract(text_document(page), "thesis")
    surfaces = {surface for _, surface in _flags(result, FlagType.PLACEHOLDER_NAME)}
    assert surfaces == {"Uye Ismi", "Nombre Apellido", "Vorname Nachname"}
    assert all(p.confidence < 0.5 for p in result.persons)
