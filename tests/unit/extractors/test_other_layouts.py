"""Layouts the development corpus does not show: other universities' approval pages, CVs,
publication lists and Scholar pages. Each test pins one general rule."""

from __future__ import annotations

from minesweeper.extractors.text.approval.slots import names_in
from minesweeper.extractors.text.placeholders import is_placeholder
from minesweeper.extractors.text.scholar import truncated_author_line
from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, related, text_document


def test_hanja_and_titles_beside_a_name_are_not_the_name() -> None:
    page = """이 논문을 윤서진의 공학박사 학위논문으로 인준함
부위원장   엄지혜 (嚴智惠)   (인)
위  원   도경환 (都京煥)   (인)
위  원   문태호 교수   (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("엄지혜", "committee_member"),
        ("도경환", "committee_member"),
        ("문태호", "committee_member"),
    }


def test_label_row_above_name_row_with_single_spaces() -> None:
    page = """이 논문을 변하람의 공학석사 학위논문으로 인준함
위원장 위원 위원
진우성 (인) 채소영 (인) 표준혁 (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("진우성", "committee_chair"),
        ("채소영", "committee_member"),
        ("표준혁", "committee_member"),
    }


def test_a_row_of_labels_over_prose_is_not_a_table() -> None:
    page = "위원장 위원\n회의를 진행하였다 결과를 보고함"
    assert related(extract(text_document(page), "thesis")) == set()


def test_name_between_approved_by_and_its_role() -> None:
    page = """The present thesis has been approved by the thesis committee
Approved by
Professor Woosung Jin
Thesis Supervisor"""
    assert ("Woosung Jin", "advisor") in related(extract(text_document(page), "thesis"))


def test_surname_na_is_a_name_and_not_a_blank() -> None:
    assert not is_placeholder("Hyungyu Na")
    assert not is_placeholder("Na H")
    assert is_placeholder("N/A")
    cv = "EDUCATION\nThesis Supervisor: Professor Hyungyu Na\nM.S. Advisor: Prof. Eunsol Ma"
    assert related(extract(text_document(cv, fmt=SourceFormat.DOCX), "cv")) == {
        ("Hyungyu Na", "advisor"),
        ("Eunsol Ma", "advisor"),
    }


def test_reference_heading_ends_an_unquoted_publication_entry() -> None:
    cv = """Sua Yeo
PUBLICATIONS
[1] Yeo S, Seol J, Na H. Compliant grippers for fragile objects. Int J Precis Eng. 2022;23:401-9.
REFERENCES
[1] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, 2015."""
    found = related(extract(text_document(cv, fmt=SourceFormat.DOCX), "cv", "여수아", "Sua Yeo"))
    assert found == {("Seol J", "coauthor"), ("Na H", "coauthor")}


def test_truncated_scholar_author_line_keeps_its_complete_names() -> None:
    assert truncated_author_line("S Yoon, J Eom, T Moon, B Koo, ...") == (
        "S Yoon, J Eom, T Moon, B Koo"
    )
    assert truncated_author_line("S Yoon, J Eom, B Ko…") == "S Yoon, J Eom"
    assert truncated_author_line("A study of channels...") is None


def test_ocr_seal_slot_misread_after_a_name_is_dropped() -> None:
    assert names_in("방 지 원 (Ob", ocr=True) == [("방지원", False)]
    assert names_in('육 지 민 (서명) “\\49"', ocr=True) == [("육지민", False)]
    assert names_in("방 지 원 (Ob") == []  # text layers keep the strict reading


def test_korean_role_in_parentheses_after_the_name() -> None:
    page = "윤서진의 학위논문을 인준함\n구본석 (심사위원장)  (인)\n문태호 (심사위원)  (인)"
    assert related(extract(text_document(page), "thesis")) == {
        ("구본석", "committee_chair"),
        ("문태호", "committee_member"),
    }


def test_thesis_co_advisor_label() -> None:
    page = "Thesis Advisor: Taeho Moon, Ph.D.\nThesis Co-Advisor: Rahul Mehta"
    assert related(extract(text_document(page), "thesis")) == {
        ("Taeho Moon", "advisor"),
        ("Rahul Mehta", "co_advisor"),
    }


def test_short_label_spread_to_the_width_of_a_long_one() -> None:
    page = "위 원 장   구본석   ______\n위    원   문태호   ______"
    assert related(extract(text_document(page), "thesis")) == {
        ("구본석", "committee_chair"),
        ("문태호", "committee_member"),
    }


def test_spread_label_whose_last_syllable_opens_the_name_cell() -> None:
    page = """위 원 장 : 박 민 수 (서명)
위    원 : 최 현 우 (서명)
심    사    위    원: 정다은 (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("박민수", "committee_chair"),
        ("최현우", "committee_member"),
        ("정다은", "committee_member"),
    }


def test_committee_list_under_a_heading() -> None:
    page = """Doctoral Committee:
Professor Bonseok Koo, Chair
Professor Taeho Moon, Advisor
Associate Professor Jihye Eom
I thank my family."""
    assert related(extract(text_document(page), "thesis", "윤서진", "Seojin Yoon")) == {
        ("Bonseok Koo", "committee_chair"),
        ("Taeho Moon", "advisor"),
        ("Taeho Moon", "committee_member"),
        ("Jihye Eom", "committee_member"),
    }


def test_advisor_named_inside_an_education_line() -> None:
    cv = """학력
2019-2024 고려대학교 박사 (지도교수: 문태호 교수)
2017-2019 고려대학교 석사, 지도교수 구본석
M.S., KAIST, 2015. Advisor: Prof. Jihye Eom
I thank my advisor, Rahul Mehta, for his patience."""
    assert related(extract(text_document(cv, fmt=SourceFormat.DOCX), "cv")) == {
        ("문태호", "advisor"),
        ("구본석", "advisor"),
        ("Jihye Eom", "advisor"),
    }


def test_publication_entry_without_quotes_or_year_in_parentheses() -> None:
    cv = """PUBLICATIONS
1. Seojin Yoon, Rahul Mehta, Taeho Moon. Channel estimation. IEEE TCOM, 2023.
2. S. Yoon, J. Eom. Pilot design. IEEE Access, 2022.
3. Graph Networks. Nature, 2020."""
    found = related(
        extract(text_document(cv, fmt=SourceFormat.DOCX), "cv", "윤서진", "Seojin Yoon")
    )
    assert found == {
        ("Rahul Mehta", "coauthor"),
        ("Taeho Moon", "coauthor"),
        ("J. Eom", "coauthor"),
    }


def test_author_line_in_capitals_with_ieee_grades_and_emails() -> None:
    header = """Channel Estimation for OFDM
SEOJIN YOON1, RAHUL MEHTA2, AND TAEHO MOON1, (Member, IEEE)
1School of Electrical Engineering, Korea University
Abstract"""
    found = related(extract(text_document(header), "paper", "윤서진", "Seojin Yoon"))
    assert found == {("Rahul Mehta", "coauthor"), ("Taeho Moon", "coauthor")}
    emails = (
        "Channel Estimation\nSeojin Yoon (sy@korea.ac.kr), Jihye Eom (je@kaist.ac.kr)\nAbstract"
    )
    found = related(extract(text_document(emails), "paper", "윤서진", "Seojin Yoon"))
    assert found == {("Jihye Eom", "coauthor")}


def test_a_period_ocr_read_for_the_space_between_given_and_family_name() -> None:
    assert names_in("Dr Ewan.Lyle  |", ocr=True) == [("Ewan Lyle", False)]
    assert names_in("J.Lyle", ocr=True) == [("J. Lyle", False)]


def test_stray_syllable_after_an_ocr_name() -> None:
    assert names_in("한동욱 위", ocr=True) == [("한동욱", False)]
    assert names_in("이재 원", ocr=True) == [("이재원", False)]  # the whole is a name


def test_committee_in_charge_lists_members_without_roles() -> None:
    page = "Committee in charge:\nProfessor Bonseok Koo, Chair\nProfessor Taeho Moon\nSpring 2024"
    assert related(extract(text_document(page), "thesis", "윤서진", "Seojin Yoon")) == {
        ("Bonseok Koo", "committee_chair"),
        ("Taeho Moon", "committee_member"),
    }


def test_publication_names_up_to_an_unquoted_title() -> None:
    cv = "Papers\n1. S. Yoon, T. Moon, and R. Mehta, Channel estimation, IEEE TCOM 71 (2023)."
    found = related(
        extract(text_document(cv, fmt=SourceFormat.DOCX), "cv", "윤서진", "Seojin Yoon")
    )
    assert found == {("T. Moon", "coauthor"), ("R. Mehta", "coauthor")}


def test_short_korean_title_is_not_a_list_of_names() -> None:
    header = "채널 추정\n윤서진 · 문태호 · 엄지혜\n고려대학교\n요 약"
    found = related(extract(text_document(header), "paper", "윤서진", "Seojin Yoon"))
    assert found == {("문태호", "coauthor"), ("엄지혜", "coauthor")}


def test_a_letter_spaced_name_with_its_seal_slot_printed_without_brackets() -> None:
    page = """위 논문을 박사학위논문으로 인준함
심사위원장 : 공학박사 박민수 ㊞
심사위원 정 다 은 인
심사위원 김 성 인"""
    assert related(extract(text_document(page), "thesis")) == {
        ("박민수", "committee_chair"),
        ("정다은", "committee_member"),
        ("김성인", "committee_member"),  # a name ending in 인 keeps it
    }


def test_form_fields_that_name_the_role() -> None:
    page = """Signature of Supervisor: ..................
Name of Supervisor: Prof. Taeho Kang
Name of the Co-Supervisor: Dr. Daeun Jung
지도교수 성명: 김철수
심사위원장 이름: 박민수"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("Taeho Kang", "advisor"),
        ("Daeun Jung", "co_advisor"),
        ("김철수", "advisor"),
        ("박민수", "committee_chair"),
    }


def test_numbered_committee_seats_as_labels_before_the_name() -> None:
    page = """This certifies that the master's thesis of Minjun Kim is approved.
Thesis Supervisor:      Prof. Taeho Kang      Signature ______
Thesis Committee Member #1:      Prof. Minsu Park      Signature ______
Committee Member 2:      Prof. Jieun Lee      Signature ______"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("Taeho Kang", "advisor"),
        ("Minsu Park", "committee_member"),
        ("Jieun Lee", "committee_member"),
    }
    assert not [f for f in result.flags if f.flag_type == "unread_slot"]


def test_labels_set_off_by_a_comma_and_members_continued_under_a_plural_label() -> None:
    # Texas A&M's approval block: "Chair of Committee, X", then "Committee Members, A" with
    # the others one per line under it; the head of department is no committee member.
    page = """A Dissertation by MINJI KANG
Submitted to the Office of Graduate and Professional Studies
Chair of Committee,    Robert Halvorsen
Committee Members,     Priya Raman
                       Dr. Daniel K. Osei
                       Hyeonwoo Baek
Head of Department,    Andreas Polycarpou
May 2021"""
    result = extract(text_document(page), "thesis", "강민지", "Minji Kang")
    assert related(result) == {
        ("Robert Halvorsen", "committee_chair"),
        ("Priya Raman", "committee_member"),
        ("Daniel K. Osei", "committee_member"),
        ("Hyeonwoo Baek", "committee_member"),
    }
    assert not result.flags


def test_british_and_australian_second_and_associate_supervisors_are_co_advisors() -> None:
    page = """This thesis is submitted for the degree of Doctor of Philosophy.
Supervisor: Prof. Robert Halvorsen
Second supervisor: Dr. Priya Raman
Associate Supervisor: Dr. Tomas Lindgren
Examiners: Prof. Daniel Osei (internal), Prof. Hyeonwoo Baek (external)"""
    result = extract(text_document(page), "thesis", "강민지", "Minji Kang")
    assert related(result) == {
        ("Robert Halvorsen", "advisor"),
        ("Priya Raman", "co_advisor"),
        ("Tomas Lindgren", "co_advisor"),
        ("Daniel Osei", "committee_member"),
        ("Hyeonwoo Baek", "committee_member"),
    }


def test_a_result_report_with_affiliation_cells_before_wide_spaced_names() -> None:
    # A 심사결과보고서 row: label, university, department, title, then the name letter-spaced
    # as wide as a word gap or wider than a cell gap, then the seal slot.
    rows = [
        ("심사위원장", "고려대학교", "기계공학과", "교수", "윤태식", "(인)"),
        ("심사위원", "고려대학교", "기계공학과", "부교수", "서지원", "(인)"),
        ("지도교수", "고려대학교", "기계공학과", "교수", "남궁현", "(인)"),
    ]
    expected = {
        ("윤태식", "committee_chair"),
        ("서지원", "committee_member"),
        ("남궁현", "advisor"),
    }
    for gap, spacing in (("  ", "  "), ("     ", "  "), ("     ", "   ")):
        lines = [gap.join((*row[:4], spacing.join(row[4]), row[5])) for row in rows]
        page = "석사학위논문 심사결과보고서\n" + "\n".join(lines)
        result = extract(text_document(page), "thesis", "강민지", "Minji Kang")
        assert related(result) == expected, (gap, spacing)
        assert not result.flags, (gap, spacing)


def test_roles_stacked_under_a_name_and_its_title_belong_to_that_name() -> None:
    # Penn State: name, academic title, then every role of that person, block after block.
    page = """The thesis of Jiwoo Han was reviewed and approved by the following:
Seoyeon Park
Professor of Computer Science
Thesis Advisor
Chair of Committee
Jaewon Lee
Associate Professor of Computer Science
Thesis Advisor
Daniel Weber
Professor of Computer Science"""
    found = related(extract(text_document(page), "thesis"))
    assert {("Seoyeon Park", "advisor"), ("Seoyeon Park", "committee_chair")} <= found
    assert ("Jaewon Lee", "advisor") in found
    assert ("Jaewon Lee", "committee_chair") not in found


def test_german_and_french_doctoral_labels() -> None:
    german = """Dissertation zur Erlangung des Doktorgrades
Betreuer: Prof. Dr. Hans Müller
Zweitgutachterin: Prof. Dr. Anna Schmidt
Vorsitzender der Prüfungskommission: Prof. Dr. Karl Weber"""
    assert related(extract(text_document(german), "thesis")) == {
        ("Hans Müller", "advisor"),
        ("Anna Schmidt", "committee_member"),
        ("Karl Weber", "committee_chair"),
    }
    french = """THÈSE DE DOCTORAT
Directrice de thèse : Claire Martin
Rapporteurs : Luc Bernard, Sophie Laurent
Président du jury : Jean Moreau"""
    assert related(extract(text_document(french), "thesis")) == {
        ("Claire Martin", "advisor"),
        ("Luc Bernard", "committee_member"),
        ("Sophie Laurent", "committee_member"),
        ("Jean Moreau", "committee_chair"),
    }


def test_dutch_italian_spanish_and_swedish_doctoral_labels() -> None:
    dutch = """Promotiecommissie
Promotor: prof. dr. ir. J.H. de Vries
Copromotor: dr. A.B. Jansen
Overige leden: prof. dr. P. Bakker, prof. dr. M. Visser"""
    result = extract(text_document(dutch), "thesis")
    assert related(result) == {
        ("J.H. de Vries", "advisor"),
        ("A.B. Jansen", "co_advisor"),
        ("P. Bakker", "committee_member"),
        ("M. Visser", "committee_member"),
    }
    assert not result.flags  # the commission's heading is no slot of its own
    italian = """Relatore: Prof. Marco Rossi
Correlatore: Dott. Luca Bianchi
Controrelatore: Prof.ssa Giulia Conti"""
    assert related(extract(text_document(italian), "thesis")) == {
        ("Marco Rossi", "advisor"),
        ("Luca Bianchi", "co_advisor"),
        ("Giulia Conti", "committee_member"),
    }
    spanish = """Directora de la tesis: Dra. Ana Torres
Codirector: Dr. Javier Martínez López
Tribunal
Presidente: Dr. Antonio Ruiz
Secretario: Dr. Pedro Sánchez
Vocal: Dra. Laura Gómez"""
    assert related(extract(text_document(spanish), "thesis")) == {
        ("Ana Torres", "advisor"),
        ("Javier Martínez López", "co_advisor"),
        ("Antonio Ruiz", "committee_chair"),
        ("Pedro Sánchez", "committee_member"),
        ("Laura Gómez", "committee_member"),
    }
    one_line = "Tribunal: Presidente: Dr. Antonio Ruiz; Secretario: Dr. Pedro Sánchez"
    assert related(extract(text_document(one_line), "thesis")) == {
        ("Antonio Ruiz", "committee_chair"),
        ("Pedro Sánchez", "committee_member"),
    }
    swedish = """Handledare: Docent Anna Lindqvist
Biträdande handledare: Erik Johansson
Opponent: Professor Lars Nilsson"""
    assert related(extract(text_document(swedish), "thesis")) == {
        ("Anna Lindqvist", "advisor"),
        ("Erik Johansson", "co_advisor"),
        ("Lars Nilsson", "committee_member"),
    }


def test_an_indian_research_guide_and_a_belgian_promoter_advise() -> None:
    india = """CERTIFICATE
This is to certify that the thesis submitted by Minjun Kim is a record of research work
carried out under my guidance.
Dr. Ramesh Kumar
Research Guide"""
    assert related(extract(text_document(india), "thesis")) == {("Ramesh Kumar", "advisor")}
    belgian = """Promoter: Prof. dr. ir. Luc Van Gool
Co-promoter: Prof. dr. Tinne Tuytelaars"""
    assert related(extract(text_document(belgian), "thesis")) == {
        ("Luc Van Gool", "advisor"),
        ("Tinne Tuytelaars", "co_advisor"),
    }


def test_examiners_of_the_thesis_and_internal_external_members() -> None:
    page = """Thesis Examiners:
Professor Jane Smith (University of Leeds)
Dr. Tom Brown (University of York)
Internal-External Member: Florian Girelli"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Jane Smith", "committee_member"),
        ("Tom Brown", "committee_member"),
        ("Florian Girelli", "committee_member"),
    }


def test_departmental_and_university_members_of_a_supervisory_committee() -> None:
    page = """Supervisory Committee
Dr. Seoyeon Park, Supervisor
(Department of Computer Science)
Dr. Jaewon Lee, Departmental Member
(Department of Computer Science)
Dr. Hana Cho, University Member
(Department of Mathematics)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Seoyeon Park", "advisor"),
        ("Seoyeon Park", "committee_member"),  # the supervisor sits on the committee
        ("Jaewon Lee", "committee_member"),
        ("Hana Cho", "committee_member"),
    }


def test_a_signature_blank_after_the_label_leaves_the_name_on_the_line_below() -> None:
    page = """Thesis supervisor: ______________________
Seoyeon Park
Professor of Computer Science"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {("Seoyeon Park", "advisor")}
    assert not result.flags


def test_names_under_an_approving_sentence_are_the_committee() -> None:
    grid = """We, the undersigned members of the committee, have approved this dissertation.
Seoyeon Park, Chairperson     Jaewon Lee
Hana Cho     Daniel Weber"""
    assert related(extract(text_document(grid), "thesis")) == {
        ("Seoyeon Park", "committee_chair"),
        ("Jaewon Lee", "committee_member"),
        ("Hana Cho", "committee_member"),
        ("Daniel Weber", "committee_member"),
    }
    # Signature lines over the names; the dean who signs last is no member.
    signed = """This dissertation was reviewed and approved by the following:
______________________
Seoyeon Park, Chair
______________________
Jaewon Lee
Daniel Weber
Dean of the Graduate School"""
    assert related(extract(text_document(signed), "thesis")) == {
        ("Seoyeon Park", "committee_chair"),
        ("Jaewon Lee", "committee_member"),
    }


def test_degrees_signature_blanks_and_date_fields_beside_a_name() -> None:
    page = """APPROVED:
Seoyeon Park, Ph.D. (Advisor)     ____________     Date ______
Hana Cho, Ed.D., Committee Member     ____________     Date"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Seoyeon Park", "advisor"),
        ("Seoyeon Park", "committee_member"),  # an advisor signing with the committee sits on it
        ("Hana Cho", "committee_member"),
    }


def test_korean_seats_named_in_brackets_and_external_members() -> None:
    page = """김민준의 박사학위논문을 인준함
심사위원(주심)  이재원  (인)
심사위원(부심)  조하나  (인)
외부심사위원    최유진  (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("이재원", "committee_chair"),
        ("조하나", "committee_member"),
        ("최유진", "committee_member"),
    }


def test_a_label_over_a_tables_column_headings_is_its_title_not_a_slot() -> None:
    page = """학위논문 심사결과 보고서
심사위원
구분   성명   소속   서명
위원장   이재원   서울대학교   (서명)
위원   박서연   서울대학교   (서명)"""
    result = extract(text_document(page), "thesis")
    assert related(result) == {("이재원", "committee_chair"), ("박서연", "committee_member")}
    assert not result.flags


def test_a_chair_label_naming_its_committee_and_faculty_readers() -> None:
    page = """Approval Page
Major Advisor: Seoyeon Park
Advisory Committee Chair: Jaewon Lee
Faculty Reader: Daniel Weber"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Seoyeon Park", "advisor"),
        ("Jaewon Lee", "committee_chair"),
        ("Daniel Weber", "committee_member"),
    }


def test_an_approving_heading_with_a_colon_and_date_fields() -> None:
    page = """The dissertation of Minjun Kim is approved:
Jihoon Lee, Chair    Date
Seoyeon Park    Date
Hyunwoo Choi    Date"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Jihoon Lee", "committee_chair"),
        ("Seoyeon Park", "committee_member"),
        ("Hyunwoo Choi", "committee_member"),
    }


def test_the_australian_associate_professor_title_is_set_aside() -> None:
    page = """Principal Supervisor: A/Prof. Jihoon Lee
Co-supervisors: Dr. Seoyeon Park and Emeritus Professor Hyunwoo Choi"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Jihoon Lee", "advisor"),
        ("Seoyeon Park", "co_advisor"),
        ("Hyunwoo Choi", "co_advisor"),
    }


def test_thesis_guidance_named_inside_a_cv_education_line() -> None:
    cv = """학력
2015.03 ~ 2020.02  서울대학교 전기정보공학부 박사 (논문지도: 이지훈 교수)
2013.03 ~ 2015.02  서울대학교 전기정보공학부 석사, 지도교수 : 박서연 교수님"""
    assert related(extract(text_document(cv), "cv")) == {
        ("이지훈", "advisor"),
        ("박서연", "advisor"),
    }


def test_members_printed_with_where_they_work_in_its_own_language() -> None:
    # A committee list names each member's university as that university prints it, and
    # a long one ("Eindhoven University of Technology") does not make the line a sentence.
    page = """Thesis Committee
Prof. dr. ir. Anna Bellini, Technische Universiteit Eindhoven, promotor
Dr. Jonas Weber, Universität Stuttgart
Prof. Lucía Pérez, Université de Lyon
Prof. Marco Rossi, Eindhoven University of Technology"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Anna Bellini", "advisor"),
        ("Anna Bellini", "committee_member"),
        ("Jonas Weber", "committee_member"),
        ("Lucía Pérez", "committee_member"),
        ("Marco Rossi", "committee_member"),
    }


def test_an_advisor_field_in_an_education_entry_wrapped_or_before_another_field() -> None:
    page = """Education
2014-2019 Ph.D. in Electrical Engineering, Georgia Institute of Technology. Thesis advisor:
Prof. Justin Romberg. Thesis: Sparse Signal Recovery in Practice.
2012-2014 M.S., Seoul National University. Advisor: Prof. Jihye Eom. Thesis: Radar imaging."""
    assert related(extract(text_document(page), "cv")) == {
        ("Justin Romberg", "advisor"),
        ("Jihye Eom", "advisor"),
    }


def test_advisor_and_committee_fields_after_commas_on_a_korean_degree_line() -> None:
    page = (
        "학력\n박사: 서울대학교 전기정보공학부 (2020), 지도교수: 이혁재, 심사위원: 채수익, 김수환"
    )
    assert related(extract(text_document(page), "cv")) == {
        ("이혁재", "advisor"),
        ("채수익", "committee_member"),
        ("김수환", "committee_member"),
    }


def test_a_postdoc_mentor_advises_and_a_service_committee_is_no_thesis_committee() -> None:
    page = """Experience
2019-2021  Postdoctoral Researcher, MIT CSAIL (Mentor: Prof. Antonio Torralba)
2018  Outreach volunteer, Seoul Science Festival (Mentor: Dr. Hyejin Oh)
Service
Reviewer, Program Committee Member, CVPR 2022"""
    assert related(extract(text_document(page), "cv")) == {("Antonio Torralba", "advisor")}


def test_a_member_holding_several_roles_and_the_director_of_research_advises() -> None:
    page = """Doctoral Committee:
Professor Ada Quist, Chair and Director of Research
Professor Rolf Aune
Associate Professor Ines Mota, Stanford University"""
    found = related(extract(text_document(page), "thesis"))
    assert {("Ada Quist", "committee_chair"), ("Ada Quist", "advisor")} <= found
    assert {("Rolf Aune", "committee_member"), ("Ines Mota", "committee_member")} <= found
    director = related(extract(text_document("Dissertation Director: Prof. Ada Quist"), "thesis"))
    assert director == {("Ada Quist", "advisor")}


def test_a_degree_printed_before_the_name_in_a_result_table() -> None:
    page = "심사위원장   공학박사   박 지 훈   (인)\n심사위원     Ph.D.  한정우  (인)"
    assert related(extract(text_document(page), "thesis")) == {
        ("박지훈", "committee_chair"),
        ("한정우", "committee_member"),
    }


def test_a_padded_label_before_a_name_spaced_more_narrowly() -> None:
    page = """김민준의 공학박사 학위논문을 인준함
위 원 장  조 규 진  (인)
위    원  이 동 준  (인)
위    원  최 수 민  (인)"""
    assert related(extract(text_document(page), "thesis")) == {
        ("조규진", "committee_chair"),
        ("이동준", "committee_member"),
        ("최수민", "committee_member"),
    }


def test_a_role_note_after_the_seal_slot_and_a_korean_rank_before_a_latin_name() -> None:
    page = """김민준의 박사 학위논문을 인준함
심사위원장  이 석 원  (인)
심사위원  김 성 범  (인)  (지도교수)
심사위원  조교수  Ilsa Varga"""
    assert related(extract(text_document(page), "thesis")) == {
        ("이석원", "committee_chair"),
        ("김성범", "committee_member"),
        ("김성범", "advisor"),
        ("Ilsa Varga", "committee_member"),
    }
