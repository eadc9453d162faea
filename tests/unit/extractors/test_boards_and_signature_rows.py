"""Approval pages in the words of further countries, and rows of signature blocks."""

from __future__ import annotations

import pytest

from tests.unit.extractors.builders import (
    APPLICANT,
    cv_related,
    extract,
    related,
    text_document,
    thesis_related,
)


def test_a_croatian_board_lists_its_members_with_the_role_after_each_name() -> None:
    page = (
        "DOKTORSKI RAD\n\nMira Olsen\n\n"
        "Mentor: izv. prof. dr. sc. Vedran Lukač\n"
        "Komentor: doc. dr. sc. Tena Barić\n\n"
        "Povjerenstvo za ocjenu doktorskog rada:\n"
        "1. prof. dr. sc. Nikola Horvat, predsjednik\n"
        "2. izv. prof. dr. sc. Lea Kovač, članica\n"
        "3. prof. dr. sc. Ivo Radić, član\n"
    )
    assert thesis_related(page) == {
        ("Vedran Lukač", "advisor"),
        ("Tena Barić", "co_advisor"),
        ("Nikola Horvat", "committee_chair"),
        ("Lea Kovač", "committee_member"),
        ("Ivo Radić", "committee_member"),
    }


def test_a_romanian_doctoral_commission_its_president_and_reviewers() -> None:
    page = (
        "TEZĂ DE DOCTORAT\n\nDoctorand: ing. Mira Olsen\n"
        "Conducător științific: Prof. univ. dr. ing. Sorin Vlase\n\n"
        "Comisia de doctorat:\n"
        "Președinte: Prof. univ. dr. ing. Doina Pârvu\n"
        "Referent oficial: Conf. univ. dr. Tudor Neagu\n"
        "Membru: Asist. dr. Ilinca Rusu\n"
    )
    assert thesis_related(page) == {
        ("Sorin Vlase", "advisor"),
        ("Doina Pârvu", "committee_chair"),
        ("Tudor Neagu", "committee_member"),
        ("Ilinca Rusu", "committee_member"),
    }


def test_a_norwegian_supervisors_and_assessment_committee() -> None:
    page = (
        "Doctoral thesis\n\nMira Olsen\n\n"
        "Hovedveileder: Professor Sigrid Haug\n"
        "Medveileder: Førsteamanuensis Odd Brekke\n\n"
        "Bedømmelseskomité:\n"
        "Førsteopponent: Professor Randi Ask, Nordhavn universitet\n"
        "Andreopponent: Dr. Tore Lien, Universitetet i Nordhavn\n"
    )
    assert thesis_related(page) == {
        ("Sigrid Haug", "advisor"),
        ("Odd Brekke", "co_advisor"),
        ("Randi Ask", "committee_member"),
        ("Tore Lien", "committee_member"),
    }


def test_a_danish_supervisors_and_assessment_committee_its_chair_in_brackets() -> None:
    page = (
        "PhD Thesis\nMira Olsen\n\n"
        "Vejleder: Lektor Jens Holm\n"
        "Medvejleder: Professor Karen Friis\n\n"
        "Bedømmelsesudvalg:\n"
        "Professor Bo Lund (formand)\n"
        "Professor Lise Krogh\n"
    )
    assert thesis_related(page) == {
        ("Jens Holm", "advisor"),
        ("Karen Friis", "co_advisor"),
        ("Bo Lund", "committee_chair"),  # the chair, no longer a member alone
        ("Lise Krogh", "committee_member"),
    }


def test_a_ukrainian_supervisor_and_official_opponents() -> None:
    page = (
        "ДИСЕРТАЦІЯ\n\nОлсен Міра\n\n"
        "Науковий керівник:\n"
        "Гнатюк Остап Миронович, доктор технічних наук, професор\n\n"
        "Офіційні опоненти:\n"
        "Стельмах Ярина Богданівна, доктор фізико-математичних наук, професор\n"
    )
    assert thesis_related(page) == {
        ("Гнатюк Остап Миронович", "advisor"),
        ("Стельмах Ярина Богданівна", "committee_member"),
    }


def test_an_indonesian_signature_row_whose_labels_end_on_a_comma() -> None:
    page = (
        "LEMBAR PENGESAHAN\n\nSKRIPSI\nDisusun oleh:\nMira Olsen\n\n"
        "Pembimbing I,                         Pembimbing II,\n\n\n"
        "Dr. Ir. Bayu Wiranto, M.T.            Ratna Sari, S.Kom., M.Kom.\n"
        "NIP. 196501011990031001               NIP. 198001012005012001\n"
    )
    assert thesis_related(page) == {
        ("Bayu Wiranto", "advisor"),
        ("Ratna Sari", "co_advisor"),
    }


def test_a_row_of_signature_blocks_beside_an_officials_block() -> None:
    page = (
        "CERTIFICATION\n\nThis is to certify that this work was carried out by OLSEN, Mira.\n\n"
        "……………………………                      ……………………………\n"
        "Prof. Tunde A. Bakare                     Dr. (Mrs.) Ngozi B. Eze\n"
        "Supervisor                                Head of Department\n"
    )
    assert thesis_related(page) == {("Tunde A. Bakare", "advisor")}


def test_a_spanish_certificate_of_direction_signed_by_the_tutor() -> None:
    page = (
        "D. Ramiro Quesada Lorenzo, con N.I.F. 00.000.000-S profesor Titular\n"
        "de Universidad adscrito al Departamento de Informática\n"
        "de la Universidad de Nordhavn, como tutor\n"
        "C E R T I F I C A\n"
        "Que la presente memoria titulada: “Un intérprete de comandos”\n"
        "ha sido realizada bajo su dirección por D. Mira Olsen.\n"
    )
    assert thesis_related(page) == {("Ramiro Quesada Lorenzo", "advisor")}


def test_two_doctors_certify_that_the_thesis_was_done_under_their_direction() -> None:
    page = (
        "Dr. D. Ramiro Quesada Lorenzo, Catedrático de Física Aplicada, y la\n"
        "Dra. Dña. Elvira Sanz Ortuño, Profesora Titular de Óptica,\n"
        "CERTIFICAN:\n"
        "Que la presente memoria ha sido realizada bajo su dirección por Dña. Mira Olsen\n"
        "y constituye su Tesis Doctoral.\n"
    )
    assert thesis_related(page) == {
        ("Ramiro Quesada Lorenzo", "advisor"),
        ("Elvira Sanz Ortuño", "advisor"),
    }


def test_an_officials_certificate_names_no_director() -> None:
    page = (
        "Dña. Elvira Sanz Ortuño, Secretaria de la Facultad de Ciencias,\n"
        "CERTIFICA:\n"
        "Que Dña. Mira Olsen ha superado la defensa de su Trabajo de Fin de Grado.\n"
    )
    assert thesis_related(page) == set()


def test_a_brazilian_approval_sheet_of_signers_each_with_degree_and_university() -> None:
    page = (
        "Mira Olsen\nPREDIÇÃO DE SÉRIES\n"
        "Trabalho de Conclusão de Curso apresentado ao Curso de Bacharelado.\n"
        "Aprovado em 6 de dezembro de 2018:\n\n"
        "______________________________\n"
        "Caio Bastos Ferreira, Dr. (UFNH)\n(Presidente/Orientador)\n\n"
        "______________________________\n"
        "Lívia Prado Nunes, Dra. (UFNH)\n\n"
        "______________________________\n"
        "Otávio Lins, Dr. (UFNH)\n"
        "Nordhavn, RS\n2018\n"
    )
    assert thesis_related(page) == {
        ("Caio Bastos Ferreira", "committee_chair"),
        ("Caio Bastos Ferreira", "advisor"),
        ("Lívia Prado Nunes", "committee_member"),
        ("Otávio Lins", "committee_member"),
    }


def test_a_cuban_cover_lists_its_tutors_under_the_label_one_sharing_the_authors_surnames() -> None:
    page = (
        "Trabajo de diploma para optar por el título de Ingeniero\n"
        "Autor:\nMira Olsen Quesada\n"
        "Tutores:\nDr.C. Ramiro Elías Soto Lorenzo\nMsC. Elvira Sanz Olsen Quesada\n"
        "Nordhavn, 2025\n"
    )
    assert thesis_related(page) == {
        ("Ramiro Elías Soto Lorenzo", "advisor"),
        ("Elvira Sanz Olsen Quesada", "advisor"),
    }


def test_a_vietnamese_boards_members_by_their_word_for_member() -> None:
    page = (
        "CHẤP THUẬN CỦA HỘI ĐỒNG\n\n"
        "Chủ tịch Hội đồng:  PGS. TS. Lê Văn Khải\n"
        "Thành viên hội đồng:  TS. Phạm Minh Quân\n"
        "Thành viên:  TS. Hoàng Thị Yến\n"
    )
    assert thesis_related(page) == {
        ("Lê Văn Khải", "committee_chair"),
        ("Phạm Minh Quân", "committee_member"),
        ("Hoàng Thị Yến", "committee_member"),
    }


def test_an_indonesian_board_of_internal_and_external_examiners() -> None:
    page = (
        "TIM PENGUJI\n"
        "Promotor\tProf. Ir. Bayu Wiranto, M.Sc., Ph.D.\n"
        "Penguji Internal\tDr. Ratna Sari, S.T., M.T.\n"
        "Penguji Eksternal Prof. Ilsa Varga, Ph.D.\n"
    )
    assert thesis_related(page) == {
        ("Bayu Wiranto", "advisor"),
        ("Ratna Sari", "committee_member"),
        ("Ilsa Varga", "committee_member"),
    }


def test_a_boards_heading_names_the_work_and_form_fields_stand_before_its_members() -> None:
    page = (
        "COMISSÃO JULGADORA – TESE DE DOUTORADO\n"
        "Candidata: Mira Olsen RA: 162731\n"
        "Data da Defesa: 17 de setembro de 2021\n"
        "Título da Tese: “Detecção de Anomalias com\nAprendizado Profundo”\n"
        "Prof. Dr. Caio Bastos Ferreira (Presidente, FENH/UFNH)\n"
        "Profa. Dra. Lívia Prado Nunes (IMECC/UFNH)\n"
        "A Ata de Defesa, assinada pelos membros da Comissão Examinadora, consta no sistema.\n"
    )
    result = extract(text_document(page), "thesis", APPLICANT, APPLICANT)
    assert related(result) == {
        ("Caio Bastos Ferreira", "committee_chair"),
        ("Lívia Prado Nunes", "committee_member"),
    }
    assert not result.flags  # the heading is no label left unread


def test_a_german_title_pages_main_referee_and_a_co_supervisor_thanked() -> None:
    title = (
        "DISSERTATION\nvon\nM.Sc. Mira Olsen\n"
        "Tag der mündlichen Prüfung: 14. Juli 2022\n"
        "Hauptreferent:\tProf. Dr.-Ing. Jonas Albrecht\n"
        "Korreferentin:\tProf. Dr. Greta Sommer\n"
    )
    thanks = (
        "Danksagung\n"
        "Herrn Dr.-Ing. Timo Brandt danke ich für die Co-Betreuung im Labor und die\n"
        "vielen Diskussionen.\n"
    )
    assert thesis_related(title, thanks) == {
        ("Jonas Albrecht", "advisor"),
        ("Greta Sommer", "committee_member"),
        ("Timo Brandt", "co_advisor"),
    }


def test_a_spanish_cover_lists_its_tutors_wrapped_after_their_and() -> None:
    page = (
        "Trabajo de Fin de Grado\nen Universidad de Nordhavn — 11 de junio\nde 2025\n"
        "Tutores: Ramiro Quesada Lorenzo y\nElvira Sanz Ortuño\n"
    )
    assert thesis_related(page) == {
        ("Ramiro Quesada Lorenzo", "advisor"),
        ("Elvira Sanz Ortuño", "advisor"),
    }


def test_the_tutors_approval_and_a_director_labelled_for_either_gender() -> None:
    approval = (
        "En Nordhavn, 11 de junio de 2025\n"
        "Vo. Bo. del Tutor:\nRamiro Quesada Lorenzo\n"
        "Vo. Bo. del co-tutor:\nD. Elvira Sanz Ortuño\n"
    )
    cover = "Tesis\nDirector(a):\nDr. Tomás Lira Vidal\nCodirectores:\nDra. Ana Ruiz Soto\n"
    assert thesis_related(cover, approval) == {
        ("Ramiro Quesada Lorenzo", "advisor"),
        ("Elvira Sanz Ortuño", "co_advisor"),
        ("Tomás Lira Vidal", "advisor"),
        ("Ana Ruiz Soto", "co_advisor"),
    }


def test_a_russian_title_pages_supervisor_over_the_field_notes() -> None:
    page = (
        "БАКАЛАВРСКАЯ\nРАБОТА\nРуководитель\nГнатюк О.М.\n(фамилия, инициалы)\n(подпись)\n"
        "Студент\nОлсен М.\n"
    )
    assert thesis_related(page) == {("Гнатюк О.М", "advisor")}


def test_a_bilingual_examination_board_with_each_members_employer_under_the_name() -> None:
    page = (
        "Leden van de examencommissie / Members of the examination board:\n"
        "prof. dr. ir. Bram Peeters (voorzitter / chair)\nNordhavn University\n"
        "dr. Rachid El Amrani (secretaris / secretary)\nNordhavn University\n"
        "prof. dr. Jan-Willem van den Berg\nWageningen University & Research, the Netherlands\n"
        "prof. dr. ir. Pieter Van der Linde (promotor)\nNordhavn University\n"
    )
    assert thesis_related(page) == {
        ("Bram Peeters", "committee_chair"),
        ("Rachid El Amrani", "committee_member"),
        ("Jan-Willem van den Berg", "committee_member"),
        ("Pieter Van der Linde", "advisor"),
        ("Pieter Van der Linde", "committee_member"),
    }


def test_greek_advisory_and_examination_committees_each_member_with_rank_and_employer() -> None:
    page = (
        "Τριμελής Συμβουλευτική Επιτροπή\n"
        "Κωνσταντίνος Ραφαηλίδης\tΚαθηγητής Α.Π.Θ., Επιβλέπων\n"
        "Αθανασία Σταυρίδου\tΑναπληρώτρια Καθηγήτρια Α.Π.Θ.\n"
        "Επταμελής Εξεταστική Επιτροπή\n"
        "Σοφία Ζαχαράκη\tΕπίκουρη Καθηγήτρια Α.Π.Θ.\n"
        "Ευάγγελος Λιάπης\tΚαθηγητής Πανεπιστημίου Πατρών\n"
        "Η έγκριση της διδακτορικής διατριβής δεν υποδηλώνει αποδοχή των γνωμών.\n"
    )
    assert thesis_related(page) == {
        ("Κωνσταντίνος Ραφαηλίδης", "advisor"),
        ("Κωνσταντίνος Ραφαηλίδης", "committee_member"),
        ("Αθανασία Σταυρίδου", "committee_member"),
        ("Σοφία Ζαχαράκη", "committee_member"),
        ("Ευάγγελος Λιάπης", "committee_member"),
    }


def test_a_numbered_jury_table_each_row_with_employer_and_role_last() -> None:
    page = (
        "QUYẾT ĐỊNH\ngồm các thành viên có tên sau:\n"
        "TT\tHọ và tên\tĐơn vị công tác\tTrách nhiệm trong HĐ\n"
        "1\tGS.TS. Huỳnh Văn Khải\tTrường ĐH Nordhavn\tChủ tịch\n"
        "2\tPGS.TS. Đặng Quốc Minh\tViện Môi trường và Tài nguyên\tPhản biện 1\n"
        "3\tTS. Võ Thị Kim Yến\tTrường ĐH Nordhavn\tThư ký\n"
        "4\tTS. Phạm Văn Quân\tTrường ĐH Nordhavn\tỦy viên\n"
    )
    english = (
        "Jury\nNo.\tName\tAffiliation\tRole\n1\tProf. Ilsa Varga\tNordhavn University\tChair\n"
    )
    result = extract(text_document(page, english), "thesis", APPLICANT, APPLICANT)
    assert related(result) == {
        ("Huỳnh Văn Khải", "committee_chair"),
        ("Đặng Quốc Minh", "committee_member"),
        ("Võ Thị Kim Yến", "committee_member"),
        ("Phạm Văn Quân", "committee_member"),
        ("Ilsa Varga", "committee_chair"),
    }
    assert not result.flags  # the column heads are no placeholder name


def test_a_row_of_two_role_labels_over_a_row_of_two_names() -> None:
    page = (
        "BIÊN BẢN HỌP HỘI ĐỒNG\n"
        "THƯ KÝ HỘI ĐỒNG\tCHỦ TỊCH HỘI ĐỒNG\n"
        "TS. Võ Thị Kim Yến\tGS.TS. Huỳnh Văn Khải\n"
    )
    assert thesis_related(page) == {
        ("Võ Thị Kim Yến", "committee_member"),
        ("Huỳnh Văn Khải", "committee_chair"),
    }


def test_a_lithuanian_council_each_members_employer_wrapped_in_brackets() -> None:
    page = (
        "Disertacija rengta 2017–2021 metais Nordhavno universitete.\n"
        "Mokslinis vadovas:\n"
        "prof. habil. dr. Vytautas Kazlas (Nordhavno universitetas, gamtos mokslai,\n"
        "fizika – N 002).\n"
        "Gynimo taryba:\n"
        "Pirmininkė – prof. dr. Rūta Jankutė (Nordhavno universitetas, gamtos\n"
        "mokslai, fizika – N 002).\n"
        "Nariai:\n"
        "dr. Tomas Petraitis (Fizinių ir technologijos mokslų centras, gamtos\n"
        "mokslai, fizika – N 002),\n"
    )
    assert thesis_related(page) == {
        ("Vytautas Kazlas", "advisor"),
        ("Rūta Jankutė", "committee_chair"),
        ("Tomas Petraitis", "committee_member"),
    }


def test_an_italian_doctorates_external_referees_each_with_the_employer_after_a_dash() -> None:
    page = (
        "Valutatori esterni / External referees\n"
        "Prof. Henrik Lund Berg — Danmarks Tekniske Universitet\n"
        "Prof. Rafael Ortiz Valle — Universitat de Nordhavn\n"
    )
    assert thesis_related(page) == {
        ("Henrik Lund Berg", "committee_member"),
        ("Rafael Ortiz Valle", "committee_member"),
    }


def test_a_certifying_sentence_over_two_lines_then_the_members_and_an_official_approving() -> None:
    page = (
        "DISSERTATION COMMITTEE APPROVAL\n"
        "The members of the committee listed below certify that they have read and approved\n"
        "the dissertation of Mira Olsen.\n"
        "Dr. Emily R. Whitmore, Chair and Major Professor\n"
        "School of Electrical and Computer Engineering\n"
        "Dr. Hiroshi Tanabe\nSchool of Electrical and Computer Engineering\n"
        "Dr. Priya Raghavan\nDepartment of Statistics\n"
        "Approved by:\nDr. Samuel K. Ostrow\nHead of the School Graduate Program\n"
    )
    assert thesis_related(page) == {
        ("Emily R. Whitmore", "committee_chair"),
        ("Emily R. Whitmore", "advisor"),
        ("Emily R. Whitmore", "committee_member"),
        ("Hiroshi Tanabe", "committee_member"),
        ("Priya Raghavan", "committee_member"),
    }


def test_a_latvian_form_and_a_vietnamese_signature_name_the_supervisor() -> None:
    latvian = (
        "Fakultātes dekāns\tdoc. Dr.sc.comp. Vairis Kalns\n_________________________\n"
        "(paraksts)\nZinātniskais vadītājs\tmg. oec. Gints Ozols\n"
    )
    vietnamese = (
        "Phê duyệt của giảng viên hướng dẫn\nTôi xác nhận rằng dự án đã sẵn sàng.\n"
        "Ký tên:\nTh.S Hồ Văn Quang\nCán bộ hướng dẫn dự án\nKhoa Công nghệ thông tin\n"
    )
    assert thesis_related(latvian, vietnamese) == {
        ("Gints Ozols", "advisor"),
        ("Hồ Văn Quang", "advisor"),
    }


def test_a_member_sharing_the_applicants_first_names_is_no_self() -> None:
    # "Md. Abdullah Al Karim" and "Md. Abdullah Rahat" share "Md. Abdullah"; the Arabic
    # article "Al" is no family name that a citation would print alone after them.
    page = (
        "Board of Examiners\n\nChairman\nDr. Md. Fakhrul Hasan\n"
        "Professor & Head, Dept. of Glass & Ceramic Engineering\n\n"
        "Member\nDr. Md. Abdullah Rahat\n"
        "Assistant Professor, Dept. of Glass & Ceramic Engineering\n"
    )
    applicant = "Md. Abdullah Al Karim"
    result = extract(text_document(page), "thesis", applicant, applicant)
    assert ("Md. Abdullah Rahat", "committee_member") in related(result)


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        (
            "Mentor:\ndr Zoran Kartal, docent\nUniverzitet u Nordhavnu, Matematički fakultet\n"
            "Članovi komisije:\ndr Saša Mali, vanredni profesor\n"
            "Univerzitet u Nordhavnu, Matematički fakultet\n"
            "dr Mira Marković, vanredni profesor\nUniverzitet u Nordhavnu, Matematički fakultet\n"
            "Datum odbrane:\n",
            {
                ("Zoran Kartal", "advisor"),
                ("Saša Mali", "committee_member"),
                ("Mira Marković", "committee_member"),
            },
        ),
        (
            "Ментор:\nдр Сана Стојановић Ђурић, доцент\n"
            "Универзитет у Нордхавну, Математички факултет\n"
            "Чланови комисије:\nпроф. др Филип Марић, редовни професор\n"
            "Универзитет у Нордхавну, Математички факултет\n"
            "др Иван Чукић, доцент\nУниверзитет у Нордхавну, Математички факултет\n"
            "Датум одбране: 30. септембар 2024.\n",
            {
                ("Сана Стојановић Ђурић", "advisor"),
                ("Филип Марић", "committee_member"),
                ("Иван Чукић", "committee_member"),
            },
        ),
    ],
)
def test_a_serbian_mentor_and_commission_in_either_alphabet(
    page: str, expected: set[tuple[str, str]]
) -> None:
    assert thesis_related(page) == expected


def test_an_internship_reports_academic_and_company_supervisors() -> None:
    cover = (
        "Supervised by:\nAcademic supervisor: MRS ABIR KASSAB\n"
        "Professional supervisor: MR ANIS HAMDI\nRealized by:\nMIRA OLSEN\n"
    )
    other = (
        "Internship at Nordhavn Rehabilitation Centre,\nCompany supervisor: Kostadin Galev\n"
        "Educational supervisor: Peter P.A.L. van Aken\nJune 2026\n"
    )
    assert thesis_related(cover, other) == {
        ("ABIR KASSAB", "advisor"),
        ("ANIS HAMDI", "co_advisor"),
        ("Kostadin Galev", "co_advisor"),
        ("Peter P.A.L. van Aken", "advisor"),
    }


def test_an_external_examiner_marked_in_brackets_after_the_japanese_role() -> None:
    page = (
        "博士論文審査結果の報告\n役 割\t氏 名\t職名・所属\t印\n"
        "主査(指導教員)\t長谷川 誠\t教授・北港大学理学系\n"
        "副査(学外)\t陳 立明\t教授・東港大学化学院\n"
    )
    assert thesis_related(page) == {
        ("長谷川 誠", "committee_chair"),
        ("長谷川 誠", "advisor"),
        ("陳 立明", "committee_member"),
    }


def test_a_chilean_record_names_its_members_by_integrante() -> None:
    page = (
        "ACTA DE EXAMEN DE GRADO\n"
        "INTEGRANTE DE LA COMISION\tINTEGRANTE EXTERNO\n"
        "Dr. Tomás Lira Vidal\tDr. João Pedro Viana\n"
    )
    assert thesis_related(page) == {
        ("Tomás Lira Vidal", "committee_member"),
        ("João Pedro Viana", "committee_member"),
    }


def test_an_indonesian_board_whose_chair_has_one_name_and_a_doctorate() -> None:
    page = (
        "DEWAN PENGUJI\nNo\tNama\tJabatan\tTanda Tangan\n"
        "1.\nProf. Ir.\nSutarmo, M.Eng., Ph.D.\tKetua Penguji\n"
        "2.\nProf. Dr. Ir.\nBayu Wiranto, M.Sc., IPU\tPromotor\n"
    )
    assert thesis_related(page) == {
        ("Sutarmo", "committee_chair"),
        ("Bayu Wiranto", "advisor"),
    }


def test_the_owners_indonesian_degrees_in_a_cv_are_no_author() -> None:
    text = "CURRICULUM VITAE\nMira Olsen, S.T., M.Eng.\nPendidikan\nS2 Teknik Kimia (2018)\n"
    assert cv_related(text) == set()


def test_a_turkish_jury_prints_each_members_titles_on_a_line_over_the_name() -> None:
    page = (
        "Tez Danışmanı :\nProf. Dr.\nMehmet Ali Kaya\nNordhavn Teknik Üniversitesi\n\n"
        "Jüri Üyeleri :\nProf. Dr.\nHüseyin Çelik\nYıldız Teknik Üniversitesi\n\n"
        "Dr. Öğr. Üyesi\nBurak Demir\nNordhavn Teknik Üniversitesi\n\n"
        "Doç. Dr.\nSelin Aksoy\nGebze Teknik Üniversitesi\n\n"
        "Teslim Tarihi : 12 Mayıs 2023\n"
    )
    assert thesis_related(page) == {
        ("Mehmet Ali Kaya", "advisor"),
        ("Hüseyin Çelik", "committee_member"),
        ("Burak Demir", "committee_member"),
        ("Selin Aksoy", "committee_member"),
    }


@pytest.mark.parametrize(
    ("supervisor", "author"),
    [("Supervisor:", "Author:"), ("Témavezető:", "Szerző:"), ("COORDONATOR:", "ABSOLVENT:")],
)
def test_a_title_pages_fields_side_by_side_give_the_supervisor_alone(
    supervisor: str, author: str
) -> None:
    # A row of field names over a row of their values: the values are no byline of two
    # authors, and the header's label is read through its column, not flagged.
    page = f"Title of the work\n{supervisor}\t{author}\nIlse Varga\t{APPLICANT}\nOslo 2020\n"
    result = extract(text_document(page), "thesis", APPLICANT, APPLICANT)
    assert related(result) == {("Ilse Varga", "advisor")}
    assert not result.flags


def test_a_title_pages_supervisor_field_left_empty_is_flagged() -> None:
    page = f"Title of the work\nSupervisor:\tAuthor:\n\t{APPLICANT}\nOslo 2020\n"
    result = extract(text_document(page), "thesis", APPLICANT, APPLICANT)
    assert related(result) == set()
    assert [flag.flag_type for flag in result.flags] == ["unread_slot"]


def test_a_defence_committee_table_under_its_column_heads() -> None:
    page = (
        "Thesis Defense Committee\n"
        "Name\tTitle\tAffiliation\tRemarks\n"
        "Ilse Varga\tProfessor\tHarbour University\tChair\n"
        "Pavel Kos\tAssociate Professor\tHarbour University\n"
    )
    assert thesis_related(page) == {
        ("Ilse Varga", "committee_chair"),
        ("Pavel Kos", "committee_member"),
    }


def test_a_jury_row_whose_role_stands_between_the_member_and_the_employer() -> None:
    # A text layer sets the columns two spaces apart, or one: the role word parts the member
    # from the employer, whose faculty and town follow a dash.
    page = (
        "Soutenu le 2 juillet 2024 devant le jury composé de :\n"
        "Pr. Idrissi Amal  Président\tUniversité Ibn Tofail - FS Kénitra\n"
        "Pr. Bennani Karim  Co-encadrant  Université Ibn Tofail - FS Kénitra\n"
        "Pr. Alaoui Samira Examinateur Université Hassan II - FST Mohammedia\n"
    )
    assert thesis_related(page) >= {
        ("Idrissi Amal", "committee_chair"),
        ("Bennani Karim", "co_advisor"),
        ("Alaoui Samira", "committee_member"),
    }


def test_a_spanish_cover_names_its_supervisors_and_authors_in_lists_under_fields() -> None:
    # "Supervisores:" over two names, above a research group's name; "Autores:" over the
    # applicant and a fellow student, who is a co-author of the work.
    page = (
        "Tesis de Maestría\nAutores:\nMira Olsen\nTeo Salas\nSupervisores:\nIlse Varga\n"
        "Pavel Kos\nNúcleo de Teoría de la Información\nFacultad de Ingeniería\n"
    )
    assert thesis_related(page) == {
        ("Ilse Varga", "advisor"),
        ("Pavel Kos", "advisor"),
        ("Teo Salas", "coauthor"),
    }


def test_a_central_american_cover_and_its_tribunal_of_examiners() -> None:
    page = (
        "TRABAJO DE GRADUACIÓN\nMira Olsen\nAsesorado por el Ing. Teo Salas Pineda\n"
        "TRIBUNAL EXAMINADOR\nEXAMINADOR Ing. Ilse Varga Ruiz\nEXAMINADORA Inga. Nora Kis Lara\n"
    )
    assert thesis_related(page) >= {
        ("Teo Salas Pineda", "advisor"),
        ("Ilse Varga Ruiz", "committee_member"),
        ("Nora Kis Lara", "committee_member"),
    }


def test_a_label_between_the_authors_name_and_its_directors_name_and_degree() -> None:
    # The label stands under the author's name and over the director's, whose degree
    # follows: the director is the name below.
    page = (
        "UN ESTUDIO DE CASO\nMIRA OLSEN\nDIRECTOR DEL TRABAJO DE GRADO\nTEO SALAS PINEDA\n"
        "Master en estudios políticos\nUNIVERSIDAD DEL ESTE\n"
    )
    assert thesis_related(page) == {("TEO SALAS PINEDA", "advisor")}


def test_the_owners_second_family_name_printed_in_full_is_the_owner() -> None:
    text = (
        "Dr. Ing. Mira OLSEN VIDAL\nPublicaciones\n"
        "- Quantum walks on graphs, Teo Salas, Ilse Varga, Mira Olsen Vidal. Quantum Inf. "
        "Process. (2016) 15: 3467.\n"
    )
    assert cv_related(text) == {("Teo Salas", "coauthor"), ("Ilse Varga", "coauthor")}


def test_the_owners_bare_initials_at_a_printed_lines_end_before_the_venue() -> None:
    # "M. O." ends the authors' line; the venue on the next line opens with a capital, which
    # joined would read as a co-author "M. O. Quantum".
    text = (
        "Publicaciones\n"
        "- Quantum walks on graphs, Teo Salas, Ilse Varga, M. O.\n"
        "Quantum Inf. Process. (2016) 15: 3467.\n"
    )
    assert cv_related(text) == {("Teo Salas", "coauthor"), ("Ilse Varga", "coauthor")}


def test_a_brazilian_approval_list_with_signatures_notes_and_the_place_under_it() -> None:
    # "Aprovada por:" over the members; what OCR made of the signatures between them, a
    # note on how one sat, then the place and the date, which name nobody.
    page = (
        "TESE SUBMETIDA AO CORPO DOCENTE\nAprovada por:\n27 ^\n"
        "Prof. Teo Salas Pineda, D.Sc.\npee ee\nProf.ª Ilse Varga Ruiz, Ph.D.\nnas\n"
        "Dr. Pavel Kos Lima, D.Sc.\n(participação por videoconferência)\n"
        "Prof. Nora Kis de Sá Leão, Ph.D.\nRECIFE, PE - BRASIL\nMARÇO DE 2021\n"
    )
    assert thesis_related(page) == {
        ("Teo Salas Pineda", "committee_member"),
        ("Ilse Varga Ruiz", "committee_member"),
        ("Pavel Kos Lima", "committee_member"),
        ("Nora Kis de Sá Leão", "committee_member"),
    }


def test_a_swedish_grading_committee_listed_with_employers_over_several_lines() -> None:
    # One member per semicolon, each with where they work, the list wrapped inside an
    # employer's name and after a title; then the chair of the defence.
    page = (
        "The thesis will be defended in public.\n"
        "Grading committee: Docent Ilse Varga, Department of Chemistry – Nordhavn\n"
        "Laboratory, Eastfield University; Professor Pavel Kos, Department\n"
        "of Chemical and Metallurgical Engineering, Westfield University; Dr.\n"
        "Nora Kis, Institute of Applied Research\n"
        "Chair of the defence: Professor Teo Salas, Harbour University of Technology\n"
    )
    assert thesis_related(page) == {
        ("Ilse Varga", "committee_member"),
        ("Pavel Kos", "committee_member"),
        ("Nora Kis", "committee_member"),
        ("Teo Salas", "committee_chair"),
    }


def test_a_bilingual_title_page_prints_each_label_over_its_translation() -> None:
    # The local label, its English one, then the name; the author's field is one too.
    page = (
        "DIZERTAČNÍ PRÁCE\nDOCTORAL THESIS\nAUTOR PRÁCE\nAUTHOR\nIng. Mira Olsen\n"
        "ŠKOLITEL\nSUPERVISOR\ndoc. Ing. Pavel Kos, Ph.D.\n"
        "ŠKOLITEL SPECIALISTA\nSUPERVISOR SPECIALIST\nprof. RNDr. Nora Kis, CSc.\nBRNO 2022\n"
    )
    assert thesis_related(page) == {("Pavel Kos", "advisor"), ("Nora Kis", "co_advisor")}


def test_a_romanian_commission_table_wraps_each_name_under_its_titles() -> None:
    # OCR of a table: the role cell, the titles alone in the name cell, the name and the
    # employer on the lines under them; the diacritics lost ("Presedinte").
    page = (
        "COMISIA DE DOCTORAT\nCalitatea\tNumele si institutia\tSemnatura\n"
        "Presedinte\tProf. univ. dr. ing.\nRadu-Ilie STAN\nUniversitatea din Nordhavn\n"
        "Conducator de doctorat\tProf. univ. dr. ing.\nNora KIS\nUniversitatea din Nordhavn\n"
        "Referent oficial\tConf. univ. dr. ing.\nPavel KOS\nScoala Doctorala de Energetica\n"
    )
    assert thesis_related(page) == {
        ("Radu-Ilie STAN", "committee_chair"),
        ("Nora KIS", "advisor"),
        ("Pavel KOS", "committee_member"),
    }


def test_a_project_reports_students_one_under_the_other_and_their_supervisor() -> None:
    # The students' names stacked on the cover, the applicant among them; the roll number
    # after a name is no one; the acknowledgements thank "our supervisor Mr. X".
    page = (
        "Rescue Game for Citizens\nTeo Salas\nMira Olsen\nPavel Kos\n"
        "Supervisor: Dr. Ilse Varga\nFinal Year Project Report\n"
        "Mira Olsen, Roll No: 133050089\n"
    )
    thanks = (
        "Acknowledgements\nWe would like to express our sincere gratitude to our supervisor\n"
        "Mr. Ivo Bin Hassan for his continuous support.\n"
    )
    assert thesis_related(page, thanks) == {
        ("Ilse Varga", "advisor"),
        ("Teo Salas", "coauthor"),
        ("Pavel Kos", "coauthor"),
        ("Ivo Bin Hassan", "advisor"),
    }


def test_a_group_projects_declaration_lists_its_students_by_number_in_a_table() -> None:
    cover = "Water Quality Monitoring for Lake Towns\nby\nGroup 7\nSupervisor\nDr. Grace Achieng\n"
    declaration = (
        "Declaration\nWe, Group 7, declare that this Project Proposal is original.\n"
        "SNo\tNames\tRegistration Number\tSignature\n"
        "1\tOkello Daniel Opio\t21/U/0042/PS\n"
        "2\tMira Olsen\t21/U/0043/PS\n"
        "3\tNalubega Ruth Amina\t21/U/0044/PS\n"
    )
    assert thesis_related(cover, declaration) == {
        ("Grace Achieng", "advisor"),
        ("Okello Daniel Opio", "coauthor"),
        ("Nalubega Ruth Amina", "coauthor"),
    }


def test_a_vietnamese_cover_stacks_its_two_students_in_capitals() -> None:
    # Family name first, in capitals, one under the other; a heading in capitals over the
    # author's name opens on no family name and is nobody.
    page = (
        "KHOA CÔNG NGHỆ THÔNG TIN\nĐẶNG THỊ THU VÂN\nPHAN MINH KHOA\nKHÓA LUẬN TỐT NGHIỆP\n"
        "Giảng viên hướng dẫn: TS. Lê Quang Vinh\n"
    )
    found = related(extract(text_document(page), "thesis", "Phan Minh Khoa", "Phan Minh Khoa"))
    assert found == {("ĐẶNG THỊ THU VÂN", "coauthor"), ("Lê Quang Vinh", "advisor")}
    assert thesis_related("DOKTORSKI RAD\nMIRA OLSEN\nMentor: Vedran Lukač\n") == {
        ("Vedran Lukač", "advisor")
    }


def test_a_ukrainian_order_forming_a_one_time_council() -> None:
    # The chair, a reviewer and the official opponents, each name followed by a dash and the
    # member's degree and rank.
    page = (
        "утворити разову спеціалізовану вчену раду у складі:\n"
        "Голова ради:\tГнатюк Олег Степанович – доктор технічних наук,\nпрофесор\n"
        "Рецензент:\tКовалик Наталія Іванівна – кандидат технічних наук,\nдоцент\n"
        "Офіційний опонент:Ярема Андрій Петрович – доктор технічних наук,\nпрофесор\n"
    )
    assert thesis_related(page) == {
        ("Гнатюк Олег Степанович", "committee_chair"),
        ("Ковалик Наталія Іванівна", "committee_member"),
        ("Ярема Андрій Петрович", "committee_member"),
    }


def test_a_kazakh_abstract_names_its_reviewers_and_cites_its_author_in_russian_style() -> None:
    # Reviewers one per semicolon, each name wrapped before its patronymic, a dash and the
    # degree after it; the author's papers cite her "Сейітбек А.Н." and "Seitbek A.N.".
    page = (
        "Официальные рецензенты: Тлеуова Гүлнар Маратовна – доктор\n"
        "технических наук, профессор, Технический университет; Ержанов Ербол\n"
        "Болатович – PhD, ассоциированный профессор, Горный институт.\n"
        "Защита диссертации состоится «17» декабря 2021 года.\n"
        "Список публикаций\n"
        "1. Сейітбек А.Н., Бекова Д.К. Флотация руд // Вестник. 2020. № 3. С. 5–9.\n"
        "2. Seitbek A.N., Bekova D.K. Flotation of ores // Bulletin. 2021. No 2. P. 1–7.\n"
    )
    found = related(extract(text_document(page), "thesis", "Aibek Seitbek", "Aibek Seitbek"))
    assert {
        ("Тлеуова Гүлнар Маратовна", "committee_member"),
        ("Ержанов Ербол Болатович", "committee_member"),
    } <= found
    assert not any("Seitbek" in name or "Сейітбек" in name for name, _ in found)


def test_a_greek_examination_committee_with_abbreviated_grades() -> None:
    page = (
        "Επταμελής Εξεταστική Επιτροπή:\n"
        "1. Γεώργιος Αλεξίου, Καθηγητής Ε.Μ.Π. (Επιβλέπων)\n"
        "2. Μιχαήλ Δούκας, Αναπλ. Καθηγητής Ε.Μ.Π.\n"
        "3. Αικατερίνη Ρήγα, Επίκ. Καθηγήτρια Ε.Μ.Π.\n"
        "© 2022 Mira Olsen.\n"
    )
    assert thesis_related(page) >= {
        ("Γεώργιος Αλεξίου", "advisor"),
        ("Μιχαήλ Δούκας", "committee_member"),
        ("Αικατερίνη Ρήγα", "committee_member"),
    }


def test_a_pakistani_certificate_lists_examiners_by_letter_with_their_signature_fields() -> None:
    page = (
        "Examination Committee:\n"
        "a) External Examiner 1:\tSignature: ______________\nName: Prof. Dr. Teo Salas\n"
        "(Professor, Department of Electrical Engineering, Eastfield University)\n"
    )
    thanks = (
        "Acknowledgements\nI am also thankful to the foreign\n"
        "evaluators of this thesis, Dr. Ilse Varga (Nordhavn University, Denmark) and Dr.\n"
        "Pavel Kos (Westfield University, Germany), for their constructive reviews.\n"
    )
    assert thesis_related(page, thanks) == {
        ("Teo Salas", "committee_member"),
        ("Ilse Varga", "committee_member"),
        ("Pavel Kos", "committee_member"),
    }


def test_a_titles_last_line_over_the_authors_name_is_no_fellow_student() -> None:
    page = "Doctoral Dissertation\nAdditives for Suppressing\nMetal Dissolution\nMira Olsen\n"
    assert thesis_related(page) == set()


def test_a_filipino_byline_and_no_reference_list_read_for_a_byline() -> None:
    first = (
        "Philippine Journal of Science\n150 (3): 845-858, June 2021\nISSN 0031 - 7683\n"
        "Thermal Stress Thresholds of Reef Flats in Nordhavn\n"
        "Mira T. Olsen1*, Teo Salas dela Vega2, and Pavel M. Kos1\n"
        "1The Marine Science Institute, University of Eastfield\n"
        "Recovery of live coral cover was slower on reef flats exposed to sedimentation.\n"
        "*Corresponding author: mira@example.org\n"
    )
    references = (
        "REFERENCES\n"
        "VARGA KRN, LINDQ DI, SOTO-RUIZ G, MOSS S. 2008. Ocean acidification causes "
        "bleaching. Proc Natl Acad Sci 105: 17442-17446.\n"
        "HARWOOD DR, PIKE TP, FALK C. 2004. Confronting the coral reef crisis. Nature 429: "
        "827-833.\n"
    )
    result = extract(text_document(first, references), "paper", APPLICANT, "Mira T. Olsen")
    assert related(result) == {("Teo Salas dela Vega", "coauthor"), ("Pavel M. Kos", "coauthor")}
    # A byline no rule reads leaves the authors unknown; the references are no byline.
    unread = first.replace("Teo Salas dela Vega2", "Teo Salas zzla Vega2")
    result = extract(text_document(unread, references), "paper", APPLICANT, "Mira T. Olsen")
    assert not {name for name, _ in related(result)} & {"Lindq DI", "Moss S", "Harwood DR"}


def test_a_ukrainian_diploma_cover_its_supervisor_and_reviewer_with_ranks_first() -> None:
    # Each row: the role, then degree, rank and name; a form's hints in brackets under it.
    page = (
        "Керівник\tк.т.н., ст. викл., Гнатюк Олена Петрівна\n"
        "(посада, науковий ступінь, вчене звання, прізвище та ініціали)\t(підпис)\n"
        "Рецензент\tк.т.н., доцент кафедри МТО, Ярема М.М.\n"
        "(посада, науковий ступінь, вчене звання, прізвище та ініціали)\t(підпис)\n"
    )
    assert thesis_related(page) == {
        ("Гнатюк Олена Петрівна", "advisor"),
        ("Ярема М.М", "committee_member"),
    }
