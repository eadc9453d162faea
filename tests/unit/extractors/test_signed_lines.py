"""Approval pages that print the committee as bare signature lines or under bare labels."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, related, text_document


def test_names_under_an_approval_sentence_are_committee_members() -> None:
    page = """The dissertation of Kim Minjun is approved.
_______________________
Seo Donghyun, Committee Chair
_______________________
Ryu Sangmin
_______________________
Jeong Minho
Seoul National University
December 2023"""
    found = related(extract(text_document(page), "thesis"))
    assert {
        ("Seo Donghyun", "committee_chair"),
        ("Ryu Sangmin", "committee_member"),
        ("Jeong Minho", "committee_member"),
    } <= found


def test_certify_blocks_with_bracketed_signers() -> None:
    page = """I certify that I have read this dissertation and that, in my opinion, it is fully
adequate in scope and quality as a dissertation for the degree of Doctor of Philosophy.
(Minho Jeong) Principal Adviser
I certify that I have read this dissertation and that, in my opinion, it is fully
adequate in scope and quality as a dissertation for the degree of Doctor of Philosophy.
(Sangmin Ryu)
Approved for the University Committee on Graduate Studies
Patricia J. Gumport, Vice Provost for Graduate Education"""
    found = related(extract(text_document(page), "thesis"))
    assert found == {("Minho Jeong", "advisor"), ("Sangmin Ryu", "committee_member")}


def test_a_signer_whose_title_and_role_follow_the_name() -> None:
    page = """Signature of Author ..........
Certified by ..........
Eunji Baek
Professor of Physics
Thesis Supervisor
Accepted by ..........
Taeyang Oh
Chairman, Department Committee on Graduate Theses"""
    found = related(extract(text_document(page), "thesis"))
    assert found == {("Eunji Baek", "advisor")}


def test_a_signer_with_two_roles_on_the_line_under_the_title() -> None:
    page = """The thesis of Minjun Kim was reviewed and approved by the following:
Minsu Park
Professor of Electrical Engineering
Thesis Advisor, Chair of Committee
Jieun Lee
Associate Professor of Computer Science"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Minsu Park", "advisor"),
        ("Minsu Park", "committee_chair"),
        ("Jieun Lee", "committee_member"),
    }


def test_a_numbered_committee_list_with_external_members_and_a_supervisor() -> None:
    page = """This dissertation has been approved by the examining committee.
Examining Committee:
1. Prof. Minsu Park (Chair)
2. Prof. Jieun Lee (Member)
3. Dr. Hyunwoo Choi (External Member)
Supervisor: Prof. Taeho Kang"""
    found = related(extract(text_document(page), "thesis"))
    assert {
        ("Minsu Park", "committee_chair"),
        ("Jieun Lee", "committee_member"),
        ("Hyunwoo Choi", "committee_member"),
        ("Taeho Kang", "advisor"),
    } <= found


def test_korean_seal_lines_under_the_approval_sentence() -> None:
    page = """위 논문을 김민준의 공학박사 학위논문으로 인준함
2023년 12월
이재원 (인)
박서연 (인)
서울대학교 대학원장 (인)"""
    found = related(extract(text_document(page), "thesis", applicant="김민준"))
    assert found == {("이재원", "committee_member"), ("박서연", "committee_member")}


def test_names_before_the_approval_sentence_and_in_the_body_are_not_read() -> None:
    title = """A Study of Carbon
by
Gil Dong Kim
Department of Physics
Approved by
Sangjik Hong (Signature)
Academic advisor"""
    body = "Results\nMinho Jeong\nThe protocol was approved by the board.\nSangmin Ryu"
    pages = [title, *["Chapter"] * 11, body]
    found = related(extract(text_document(*pages), "thesis"))
    assert found == {("Sangjik Hong", "advisor"), ("Sangjik Hong", "committee_member")}


def test_a_bare_committee_label_and_members_of_the_committee() -> None:
    page = """Committee: Dr. Minsu Lee (Chair), Prof. Sora Choi
Members of the Committee: Hana Jung, Doyoon Kang
Members of the Examining Committee:
Yuna Shin"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Minsu Lee", "committee_chair"),
        ("Sora Choi", "committee_member"),
        ("Hana Jung", "committee_member"),
        ("Doyoon Kang", "committee_member"),
        ("Yuna Shin", "committee_member"),
    }


def test_a_cv_service_committee_is_no_thesis_committee() -> None:
    page = "Education\nPh.D., 2020\nService\nCommittee: Minsu Lee\nProgram Committee: ICML 2021"
    assert related(extract(text_document(page), "cv")) == set()


def test_a_bracketed_role_after_a_name_under_its_label_is_a_second_role() -> None:
    page = """This certifies that the dissertation of Minjun Kim is approved.
Committee Chair
Prof. Donghyun Seo
Committee Member
Prof. Hyukjoon Kwon (Thesis Supervisor)
Committee Member
Prof. Hajun Park"""
    found = related(extract(text_document(page), "thesis"))
    assert {
        ("Donghyun Seo", "committee_chair"),
        ("Hyukjoon Kwon", "committee_member"),
        ("Hyukjoon Kwon", "advisor"),
        ("Hajun Park", "committee_member"),
    } <= found
    assert ("Donghyun Seo", "advisor") not in found


def test_signers_under_a_bare_approved_heading() -> None:
    page = """APPROVED:
Minsu Park, Co-Chair
Jieun Lee, Co-Chair
Hyunwoo Choi
Daeun Jung"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Minsu Park", "committee_chair"),
        ("Jieun Lee", "committee_chair"),
        ("Hyunwoo Choi", "committee_member"),
        ("Daeun Jung", "committee_member"),
    }


def test_directed_by_and_read_by() -> None:
    page = """Dissertation directed by Professor Taeho Kang
Read by: Professor Minsu Park and Professor Jieun Lee"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Taeho Kang", "advisor"),
        ("Minsu Park", "committee_member"),
        ("Jieun Lee", "committee_member"),
    }


def test_signature_blocks_side_by_side_are_read_column_by_column() -> None:
    page = """This dissertation has been approved by the following committee:
_________________________\t_________________________
Jaewon Lee, Chair\tHana Cho
Professor of CS\tAssociate Professor of EE
_________________________\t_________________________
Daniel Weber\tSeoyeon Park
Professor of Math\tThesis Advisor"""
    found = related(extract(text_document(page), "thesis"))
    assert {
        ("Jaewon Lee", "committee_chair"),
        ("Hana Cho", "committee_member"),
        ("Daniel Weber", "committee_member"),
        ("Seoyeon Park", "advisor"),
    } <= found
    assert {name for name, _ in found} == {"Jaewon Lee", "Hana Cho", "Daniel Weber", "Seoyeon Park"}


def test_a_date_field_beside_the_signers_name_leaves_the_name() -> None:
    page = "Approved:\nJaewon Lee\tDate\nMajor Professor\nHana Cho\tDate\nCommittee Member"
    result = extract(text_document(page), "thesis")
    assert related(result) == {("Jaewon Lee", "advisor"), ("Hana Cho", "committee_member")}
    assert not result.flags


def test_a_korean_tables_column_headings_are_no_signers() -> None:
    page = (
        "위 논문을 인준함\n구분\t성명\t소속\t서명\n"
        "위원장\t이재원\t서울대학교\t(인)\n위원\t박서연\tKAIST\t(인)"
    )
    assert related(extract(text_document(page), "thesis")) == {
        ("이재원", "committee_chair"),
        ("박서연", "committee_member"),
    }


def test_signature_blocks_side_by_side_under_a_lead_in_give_each_name_its_own_role() -> None:
    page = """Approval Page
The thesis of Minjun Kim is approved by the following committee.
_______________________          _______________________
Prof. Ilsa Varga                 Dr. Oren Malka
Chair of Committee               Committee Member
_______________________          _______________________
Prof. Tomas Berg                 Prof. Pavel Novak
Committee Member                 Thesis Advisor"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Ilsa Varga", "committee_chair"),
        ("Oren Malka", "committee_member"),
        ("Tomas Berg", "committee_member"),
        ("Pavel Novak", "advisor"),
    }


def test_an_outside_unit_member_is_a_seat_of_the_committee_not_a_name() -> None:
    page = """Signature Page
The dissertation of Mira Olsen was reviewed and approved by the following:

Harold J. Wendt
Professor of Geosciences
Dissertation Advisor, Chair of Committee

Priya Kalani
Associate Professor of Ecology
Outside Unit Member

Tobias Ferreira
Assistant Professor of Statistics
Outside Field Member

Lena Okafor
Assistant Professor of Mechanics
Outside Unit & Field Member
"""
    found = related(extract(text_document(page), "thesis", "Mira Olsen", "Mira Olsen"))
    assert found == {
        ("Harold J. Wendt", "advisor"),
        ("Harold J. Wendt", "committee_chair"),
        ("Priya Kalani", "committee_member"),
        ("Tobias Ferreira", "committee_member"),
        ("Lena Okafor", "committee_member"),
    }


def test_signature_blocks_under_a_committee_heading_without_blank_lines() -> None:
    """MIT-style "Thesis Committee" page: each block a name, its rank, then its roles (two
    on one line for the supervisor who chairs); the heading is no block's role."""
    page = (
        "Thesis Committee\n"
        "Andrew J. Castor\nProfessor of Mechanical Engineering, MIT\n"
        "Thesis Supervisor and Committee Chair\n"
        "Naomi R. Fenwick\nAssociate Professor of Mechanical Engineering, MIT\nCommittee Member\n"
        "Jaemin Kim\nAssistant Professor of Materials Science, MIT\nCommittee Member\n"
    )
    found = related(extract(text_document(page), "thesis", "Mira Olsen", "Mira Olsen"))
    assert {
        ("Andrew J. Castor", "advisor"),
        ("Andrew J. Castor", "committee_chair"),
        ("Naomi R. Fenwick", "committee_member"),
        ("Jaemin Kim", "committee_member"),
    } <= found
    assert {name for name, _ in found} == {"Andrew J. Castor", "Naomi R. Fenwick", "Jaemin Kim"}


def test_a_letter_s_signer_signs_for_a_board_unless_they_advise() -> None:
    letter = (
        "ETHICAL APPROVAL\nThe study is approved by the Ethics Committee of the Faculty.\n"
        "Yours sincerely,\nPeter van Dalen, Ph.D.\nChair\n"
    )
    assert related(extract(text_document(letter), "other")) == set()
    reference = (
        "To the hiring committee,\nMinjun was my student.\nSincerely,\nAnna Berg\nThesis Advisor\n"
    )
    assert related(extract(text_document(reference), "other")) == {("Anna Berg", "advisor")}


def test_a_statement_of_committee_approval_and_the_program_head_under_it() -> None:
    """Purdue's page: each member with their school on the next line; "Approved by:" under
    the members names the head of the graduate program, no member."""
    page = (
        "PURDUE UNIVERSITY GRADUATE SCHOOL\nSTATEMENT OF COMMITTEE APPROVAL\n"
        "Dr. Tae-Young Park, Chair\nElmore Family School of Electrical and Computer Engineering\n"
        "Dr. Thomas J. Obi\nSchool of Mechanical Engineering\n"
        "Dr. Anil Verma\nSchool of Aeronautics and Astronautics\n"
        "Approved by:\nDr. Margaret E. Lund\n"
    )
    assert related(extract(text_document(page), "thesis", "Mira Olsen", "Mira Olsen")) == {
        ("Tae-Young Park", "committee_chair"),
        ("Thomas J. Obi", "committee_member"),
        ("Anil Verma", "committee_member"),
    }


def test_the_typed_name_field_under_each_signature_of_a_certificate() -> None:
    # A certificate whose signers "have examined a dissertation" prints each one's name in a
    # "Typed name:" field under the signature; the field's label is no part of the name.
    page = """STATE UNIVERSITY
DISSERTATION ACCEPTANCE CERTIFICATE
The undersigned, appointed by the Department of Chemistry,
have examined a dissertation entitled: Spectra of Things
presented by : Kim Minjun
Signature ______________
Typed name: Professor Ivo Holm
Signature ______________
Printed name: Tamsin Varga
Date: 17 July 2017"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Ivo Holm", "committee_member"),
        ("Tamsin Varga", "committee_member"),
    }


def test_signers_under_approved_by_with_their_ranks_before_the_name() -> None:
    # A rank and titles before each signer ("Assoc. Prof. Dr.") are no part of the line's name.
    page = """THESIS TITLE
APPROVED BY:
Assoc. Prof. Dr. Ilse Varga
(Thesis Supervisor)
Assoc. Prof. Dr. Tomas Brenner
Assist. Prof. Dr. Hale Oduya
DATE OF APPROVAL: 07/08/2014"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Ilse Varga", "advisor"),
        ("Ilse Varga", "committee_member"),
        ("Tomas Brenner", "committee_member"),
        ("Hale Oduya", "committee_member"),
    }


def test_signature_blocks_with_a_date_beside_each_name_and_role() -> None:
    # "Name | date" over "Role | Date": each name over its role, no table whose header is the
    # first role.
    page = """Doctoral Thesis Approval
The thesis named above is approved by the committee below.
Ilse Varga\t10/02/2023
Thesis Advisor\tDate
Tomas Brenner\t09/28/2023
Thesis Reader\tDate
Hale Oduya\t9/29/23
Thesis Reader\tDate"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Ilse Varga", "advisor"),
        ("Tomas Brenner", "committee_member"),
        ("Hale Oduya", "committee_member"),
    }


def test_a_korean_approval_whose_first_syllable_ocr_misread() -> None:
    # "인준함" read as "킨 준함": the names under it, one to a line, still sign the approval.
    page = "노하람의 이학박사 학위논문을 킨 준함\n2024 년 6 월\n하윤재\n변시우\n"
    assert related(extract(text_document(page), "thesis")) == {
        ("하윤재", "committee_member"),
        ("변시우", "committee_member"),
    }
