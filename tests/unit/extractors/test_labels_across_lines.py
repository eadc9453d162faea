"""Role labels and the names they label across lines: a plural label under the names it
labels, stacked one per line; a second role after a comma; a member's rank or employer closing
the cell, or wrapped after its preposition; reviewers listed one a line under the label."""

from __future__ import annotations

from tests.unit.extractors.builders import thesis_related


def test_a_plural_label_under_two_stacked_names_labels_both() -> None:
    page = (
        "A Study of Tidal Flats\n\nby\n\nMira Olsen\n\n"
        "Prof. Ann Vela\nDr. Tomas Reyes\nSupervisors\n\n"
        "Prof. Ken Aldo\nExaminer\n"
    )
    assert thesis_related(page) == {
        ("Ann Vela", "advisor"),
        ("Tomas Reyes", "advisor"),
        ("Ken Aldo", "committee_member"),
    }


def test_a_plural_label_takes_each_stacked_name_with_its_rank_line() -> None:
    page = (
        "Approval\n\n"
        "Dr. Ines Marlow\nAssociate Professor\n"
        "Dr. Pavel Strand\nProfessor\n"
        "Thesis Examiners\n"
    )
    assert thesis_related(page) == {
        ("Ines Marlow", "committee_member"),
        ("Pavel Strand", "committee_member"),
    }


def test_a_singular_label_keeps_to_the_name_of_its_own_block() -> None:
    page = "Approval\n\nDr. Ines Marlow\nSupervisor\n\nDr. Pavel Strand\nExaminer\n"
    assert thesis_related(page) == {
        ("Ines Marlow", "advisor"),
        ("Pavel Strand", "committee_member"),
    }


def test_a_members_rank_after_the_name_is_no_title_left_dangling() -> None:
    # "associate professor" closes the member's cell; the next row is a member of its own,
    # whose label names a second role after a comma ("Member, Mentor").
    page = (
        "Defended board, DB:\n"
        "Member:\tLena Dorić, PhD, associate professor\tMentor's signature\n"
        "Member, Mentor\tVid Kralj, PhD, assistant professor\n"
    )
    assert thesis_related(page) == {
        ("Lena Dorić", "committee_member"),
        ("Vid Kralj", "committee_member"),
        ("Vid Kralj", "advisor"),
    }


def test_a_polish_resolution_names_its_reviewers_one_a_line_and_its_councils_chair_signs() -> None:
    # The second reviewer on the line under the plural "Recenzenci"; the chair of the council
    # ("Przewodniczący" / "Rady Naukowej Dyscypliny") signs for the council, no committee.
    page = (
        "Uchwała nr 4/2022\n"
        "Promotor:\tprof. dr hab. inż. Tomasz Lenk\n"
        "Recenzenci:\tprof. dr hab. inż. Halina Sadowska (Politechnika Lubelska)\n"
        "dr hab. inż. Kazimierz Wolny, prof. UZ (Uniwersytet Zielonogórski)\n"
        "§ 2. Uchwała wchodzi w życie z dniem podjęcia.\n"
        "Przewodniczący\nRady Naukowej Dyscypliny\nprof. dr hab. inż. Wiesław Mazur\n"
    )
    assert thesis_related(page) == {
        ("Tomasz Lenk", "advisor"),
        ("Halina Sadowska", "committee_member"),
        ("Kazimierz Wolny", "committee_member"),
    }


def test_a_hungarian_board_with_each_members_lower_rank_after_the_name() -> None:
    page = (
        "A Bíráló Bizottság:\n"
        "elnök:\tDr. Szabó Géza, egyetemi tanár, BME\n"
        "titkár:\tDr. Fekete Zsolt, adjunktus, BME\n"
        "bíráló:\tDr. Erdős Klára, tanársegéd, SZTE\n"
    )
    assert thesis_related(page) == {
        ("Szabó Géza", "committee_chair"),
        ("Fekete Zsolt", "committee_member"),
        ("Erdős Klára", "committee_member"),
    }


def test_a_portuguese_jury_whose_employers_wrap_after_their_preposition() -> None:
    page = (
        "Júri\nPresidente\n"
        "Doutor Rui Vale, Professor Catedrático da Faculdade de Engenharia da\n"
        "Universidade de Nordhavn\n"
        "Vogais\n"
        "Doutora Marta Zamora, Professora Associada do Dipartimento di Ingegneria\n"
        "da Università di Ostia, Itália\n"
        "Doutor Hugo Bastos Lima, Professor Auxiliar da Faculdade de Ciências e Tecnologia da\n"
        "Universidade de Eastfield\n"
    )
    assert thesis_related(page) == {
        ("Rui Vale", "committee_chair"),
        ("Marta Zamora", "committee_member"),
        ("Hugo Bastos Lima", "committee_member"),
    }


def test_an_italian_record_of_the_final_exam_its_secretary_and_signatures() -> None:
    # The commission's secretary is a member; the signature blocks print each role after an
    # article ("Il Presidente" / the name), no name of their own.
    page = (
        "VERBALE DELL'ESAME FINALE\n"
        "si è riunita la Commissione giudicatrice, composta da:\n"
        "Prof.ssa Paola Dalla Riva (Presidente), Università di Ostia\n"
        "Prof. Iker Etxeberri (Componente), Universidad de Nordhavn\n"
        "Prof. Luca Bortoli (Segretario), Università di Ostia\n"
        "Letto, approvato e sottoscritto.\n"
        "Il Presidente\nProf.ssa Paola Dalla Riva\n"
        "Il Componente\nProf. Iker Etxeberri\n"
        "Il Segretario\nLuca Bortoli\n"
    )
    assert thesis_related(page) == {
        ("Paola Dalla Riva", "committee_chair"),
        ("Iker Etxeberri", "committee_member"),
        ("Luca Bortoli", "committee_member"),
    }


def test_examining_committee_members_with_roles_and_organisations_wrapped_under_the_names() -> None:
    # Under each name, the member's role and organisation, or the organisation alone, wrapped
    # inside its bracket or after "and"; a signature line beside it.
    page = (
        "Examining Committee Members:\n"
        "Prof. Dr. Murat Yılmazer\n"
        "Civil Engineering, Eastfield University (Head of the Examining\nCommittee)\t__________\n"
        "Assoc. Prof. Dr. Onur Tezel\n"
        "Supervisor, Civil Engineering, Eastfield University\t_______________\n"
        "Assoc. Prof. Dr. Deniz Akın\nCivil Engineering, Eastfield University\t_______________\n"
        "Assist. Prof. Dr. Emre Özer\n"
        "Civil Engineering, Nordhavn University of Commerce and\n"
        "Technology\t_______________\n"
        "Date: 14.07.2022\n"
    )
    assert thesis_related(page) >= {
        ("Murat Yılmazer", "committee_member"),
        ("Onur Tezel", "committee_member"),
        ("Onur Tezel", "advisor"),
        ("Deniz Akın", "committee_member"),
        ("Emre Özer", "committee_member"),
    }


def test_a_committee_heading_broken_after_its_preposition() -> None:
    page = (
        "I HEREBY RECOMMEND THAT THE THESIS PREPARED UNDER MY SUPERVISION BY Mira Olsen\n"
        "Anton Hinz, Ph.D.\nDissertation Director\n"
        "Robert Hale, Ph.D.\nVice President for Research and Dean of the\nGraduate School\n"
        "Committee on\nFinal Examination\n"
        "Anton Hinz, Ph.D.\nLucia Cruzado, Ph.D.\nFarid Rizvi, Ph.D.\n"
    )
    assert thesis_related(page) >= {
        ("Anton Hinz", "committee_member"),
        ("Lucia Cruzado", "committee_member"),
        ("Farid Rizvi", "committee_member"),
    }


def test_a_philippine_approval_sheet_of_adviser_and_panel_members() -> None:
    page = (
        "APPROVAL SHEET\nName\tSignature\tDate\n"
        "Ramon D. Aquino, Ph.D.\n(Adviser)\n"
        "Jose E. Villareal, Ph.D.\n(Panel Member)\n"
        "Maria Lourdes C. Ramos\n(Panel Member)\n"
    )
    assert thesis_related(page) == {
        ("Ramon D. Aquino", "advisor"),
        ("Jose E. Villareal", "committee_member"),
        ("Maria Lourdes C. Ramos", "committee_member"),
    }


def test_members_under_a_plural_label_each_with_rank_department_and_university_lines() -> None:
    # An acceptance form prints each member's rank, department and university, or a bracketed
    # note of who designated them, on the lines under the name; the list runs on past them.
    page = (
        "THESIS ACCEPTANCE\nThis is to certify that the above student's thesis has been examined"
        " by the following panel members.\n"
        "Chairman:\tProf Lam Tak Wing\nProfessor, Department of Biology, NU\n"
        "Internal Members:\tProf Ho Ka Fai\nProfessor, Department of Computer Science, NU\n"
        "(Designated by Head of Department of Computer Science)\n"
        "Prof Tsang Wai Man\nProfessor, Department of Computer Science, NU\n"
        "External Members:\tDr Lau Siu Kei\nAssociate Professor\nDepartment of Computing\n"
        "The Eastern Polytechnic University\nDr Yip Chi Kin\nAssociate Professor\n"
        "Department of Computer Science\nCity University of Westbay\n"
        "Issued by Graduate School, NU\n"
    )
    assert thesis_related(page) == {
        ("Lam Tak Wing", "committee_chair"),
        ("Ho Ka Fai", "committee_member"),
        ("Tsang Wai Man", "committee_member"),
        ("Lau Siu Kei", "committee_member"),
        ("Yip Chi Kin", "committee_member"),
    }
