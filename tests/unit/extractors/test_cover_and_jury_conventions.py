"""Conventions of covers, juries and approval pages met on real documents, with invented names."""

from __future__ import annotations

from tests.unit.extractors.builders import thesis_related


def test_a_master_cover_proposed_and_directed_by_two_advisors_beside_the_students() -> None:
    cover = (
        "Mémoire de Master\nThème\nCONSOMMATION D'ÉNERGIE DANS LES RÉSEAUX\n"
        "Présenté par :\tProposé et dirigé par :\n"
        "- OLSEN MIRA\t- Pr. VRANA TOMAS\n"
        "- BRANDT ELIN\t- Mme. HARCOURT LIDIA\n"
        "Présenté devant le jury composé de :\n"
        "- Pr. M. BERG\t- Président\n"
        "- Mr. I. NOLAN\t- Membre\n"
        "Soutenu le : 13 / 07 / 2019\n"
    )
    assert thesis_related(cover) >= {
        ("VRANA TOMAS", "advisor"),
        ("HARCOURT LIDIA", "advisor"),
        ("M. BERG", "committee_chair"),
        ("I. NOLAN", "committee_member"),
    }


def test_a_cover_supervised_by_its_encadrant_in_the_past_participle() -> None:
    assert ("Tomas Vrana", "advisor") in thesis_related(
        "Mémoire de fin d'études\nEncadré par : Dr. Tomas Vrana\nRéalisé par : Mira Olsen\n"
    )


def test_membre_is_no_role_inside_a_sentence() -> None:
    assert not thesis_related(
        "Mémoire de Master\nChaque étudiant a travaillé avec Tomas Vrana comme membre\n"
        "de l'équipe de recherche du laboratoire.\n"
    )


def test_the_director_and_co_director_of_a_masters_dissertation() -> None:
    cover = (
        "MEMOIRE DE MASTER DE MATHEMATIQUES\nPrésenté par :\nMira Olsen\n"
        "Directeur de mémoire :\nDr Tomas Vrana\nCo-directeur de mémoire :\nDr Anton Berg\n"
        "Soutenu le 24 juillet 2019 devant le jury composé de :\n"
        "Président :\tLidia Y. M. Harcourt,  Professeur Titulaire,  Université de Nordhavn\n"
        "Examinateur :\tIvan Nolan,\tMaître de conférences,  Université de Nordhavn\n"
        "Directeur de mémoire :\tTomas Vrana,  Maître de conférences,  Université de Nordhavn\n"
        "Co-directeur de mémoire : Anton Berg,\tMaître assistant,\tUniversité de Nordhavn\n"
    )
    assert thesis_related(cover) >= {
        ("Tomas Vrana", "advisor"),
        ("Anton Berg", "co_advisor"),
        ("Lidia Y. M. Harcourt", "committee_chair"),
        ("Ivan Nolan", "committee_member"),
    }


def test_a_serbian_board_its_president_member_and_supervising_member() -> None:
    board = (
        "ZAVRŠNI RAD\nČlanovi komisije, KO:\n"
        "Predsednik:\tdr Lidia Harcourt, vanredni profesor\n"
        "Član:\tdr Anton Berg,\nvanredni profesor\tPotpis mentora\n"
        "Član, mentor\tdr Tomas Vrana, docent\n"
    )
    assert thesis_related(board) >= {
        ("Lidia Harcourt", "committee_chair"),
        ("Anton Berg", "committee_member"),
        ("Tomas Vrana", "advisor"),
    }


def test_a_costa_rican_record_signed_by_the_advising_professor_and_two_readers() -> None:
    record = (
        "Acta de Aprobación de Trabajo de Graduación\nDando fe de lo aquí expuesto firmamos\n"
        "M.Sc. Tomas Vrana Mena\nProfesor Asesor\n"
        "Ing. Anton Berg Fernandez\tIng. Ivan Nolan Martinez\n"
        "Profesor Lector\tProfesor Lector\n15 de noviembre de 2019\n"
    )
    assert thesis_related(record) == {
        ("Tomas Vrana Mena", "advisor"),
        ("Anton Berg Fernandez", "committee_member"),
        ("Ivan Nolan Martinez", "committee_member"),
    }


def test_a_russian_advisor_under_a_degree_in_letters_joined_by_a_hyphen() -> None:
    cover = (
        "ВВЕДЕНИЕ В МАГИСТЕРСКУЮ ДИССЕРТАЦИЮ\nНаучный руководитель:\nд.ф-м.н., профессор\n"
        "Ветров Олег Игоревич\nМосква, 2020\n"
    )
    assert ("Ветров Олег Игоревич", "advisor") in thesis_related(cover)


def test_a_lithuanian_cover_names_the_works_leader_and_its_reviewer() -> None:
    cover = (
        "Magistro baigiamasis darbas\nAtliko:\tMira Olsen (parašas)\n"
        "Darbo vadovė: prof. dr. Lidia Harcourt  (parašas)\n"
        "Recenzentas: dr. Tomas Vrana\t(parašas)\nKlaipėda – 2021\n"
    )
    assert thesis_related(cover) == {
        ("Lidia Harcourt", "advisor"),
        ("Tomas Vrana", "committee_member"),
    }


def test_an_estonian_and_a_latvian_supervisor() -> None:
    assert ("Lidia Harcourt", "advisor") in thesis_related(
        "Magistritöö\nJuhendaja: prof. Lidia Harcourt\n"
    )
    assert ("Tomas Vrana", "advisor") in thesis_related(
        "Maģistra darbs\nDarba vadītājs: Dr. Tomas Vrana\n"
    )


def test_a_grading_committee_whose_first_employer_wraps_into_brackets() -> None:
    notice = (
        "Akademisk avhandling som framläggs till offentlig granskning\n"
        "Betygsnämnd:\tProfessor Mikael Oster, Nordhavn Tekniske Universitet\n(NTU)\n"
        "Docent Helena Aho, Lakeside University\nDr. Lars-Olof Bränn, Nordhavn universitet\n"
        "Ordförande:\tProfessor Björn Ekh, KTN\n"
    )
    assert thesis_related(notice) == {
        ("Mikael Oster", "committee_member"),
        ("Helena Aho", "committee_member"),
        ("Lars-Olof Bränn", "committee_member"),
        ("Björn Ekh", "committee_chair"),
    }


def test_a_saxon_title_page_chair_of_the_doctoral_commission_and_supervising_professor() -> None:
    page = (
        "angenommene Dissertation\nM.Sc. Mira Olsen\nTag der Verteidigung:\t27.09.2019\n"
        "Gutachter:\tProf. Dr.-Ing. habil. Tomas Vrana\nProf. Dr. rer. nat. Lidia Harcourt\n"
        "Vorsitzender der Promotionskommission:Prof. Dr.-Ing. Anton Berg\n"
        "Betreuender Hochschullehrer:\tProf. Dr.-Ing. habil. Ivan Nolan\n"
    )
    assert thesis_related(page) == {
        ("Tomas Vrana", "committee_member"),
        ("Lidia Harcourt", "committee_member"),
        ("Anton Berg", "committee_chair"),
        ("Ivan Nolan", "advisor"),
    }


def test_a_brazilian_board_each_member_over_a_role_or_a_university_by_its_letters() -> None:
    page = (
        "FOLHA DE APROVAÇÃO\nMIRA OLSEN\n"
        "Tese submetida à Banca Examinadora designada pelo Colegiado do Programa, como\n"
        "Doutor. Aprovada em 26 de fevereiro de 2021, pela banca constituída pelos membros:\n"
        "Prof. Dr. Tomas Vrana\nOrientador (UNIFAL)\nProfa. Dra. Lidia Harcourt\n"
        "Coorientadora (UNIFAL)\nProf. Dr. Anton Berg\nUFSCar\nProfa. Dra. Ilse Nolan\n"
        "UNIRIO – participação por videoconferência\nProf. Dr. Pedro Quist\nUFRPE\n"
        "Documento assinado eletronicamente por Carla Bento, Coordenador(a) de curso,\n"
    )
    assert thesis_related(page) == {
        ("Tomas Vrana", "advisor"),
        ("Tomas Vrana", "committee_member"),
        ("Lidia Harcourt", "co_advisor"),
        ("Lidia Harcourt", "committee_member"),
        ("Anton Berg", "committee_member"),
        ("Ilse Nolan", "committee_member"),
        ("Pedro Quist", "committee_member"),
    }


def test_a_thai_approval_page_names_each_signer_in_brackets_under_the_role() -> None:
    page = (
        "Dissertation Title\tFlow in Packed-Bed Reactors\nBy\tMiss Mira Olsen\n"
        "Accepted by the Faculty of Engineering in Partial Fulfillment of the Requirements\n"
        "Dean of the Faculty of Engineering\n(Professor Ivan Nolan, D.Eng.)\n"
        "DISSERTATION COMMITTEE\nChairman\n(Associate Professor Lidia Harcourt, Ph.D.)\n"
        "Dissertation Advisor\n(Assistant Professor Tomas Vrana, Ph.D.)\n"
        "Examiner\n(Anton Berg, D.Eng.)\n"
    )
    assert thesis_related(page) == {
        ("Lidia Harcourt", "committee_chair"),
        ("Tomas Vrana", "advisor"),
        ("Anton Berg", "committee_member"),
    }


def test_a_dutch_committees_independent_member_with_the_article_in_the_family_name() -> None:
    page = (
        "Samenstelling promotiecommissie bestaat uit:\nRector Magnificus,\tvoorzitter\n"
        "Prof. dr. ir. T. Vrana\tTechnische Universiteit Nordhavn, promotor\n"
        "Onafhankelijke leden:\nProf. dr. ir. P.J. van 't Veer\tTechnische Universiteit Nordhavn\n"
        "Dr. ir. A.C. de Groot-Hazen\tHydrotest\n"
    )
    members = {
        ("P.J. van 't Veer", "committee_member"),
        ("A.C. de Groot-Hazen", "committee_member"),
    }
    assert members <= thesis_related(page)


def test_a_vietnamese_cover_names_the_guiding_teacher() -> None:
    cover = (
        "LUẬN VĂN TỐT NGHIỆP ĐẠI HỌC\nHội đồng: Khoa Học Máy Tính\nGiáo viên hướng dẫn:\n"
        "GS. TS. Lê Văn Khoa\nGiáo viên phản biện: PGS. TS. Phạm Thu Hà\nSinh viên thực hiện:\n"
        "Mira Olsen — 51101475\n"
    )
    assert thesis_related(cover) == {
        ("Lê Văn Khoa", "advisor"),
        ("Phạm Thu Hà", "committee_member"),
    }


def test_a_bilingual_portuguese_jury_page_its_labels_translated_after_a_slash() -> None:
    page = (
        "o júri / the jury\n"
        "presidente / president\tProf. Doutor Tomas Vrana\n"
        "Professor Associado da Faculdade de Engenharia da Universidade do Norte\n"
        "vogais / examiners committee\tProf. Doutor Anton Berg\n"
        "Professor Catedrático da Universidade de Nordhavn\n"
        "Prof. Doutor Lidia Maria Harcourt\n"
        "Professor Auxiliar, Universidade de Nordhavn (orientador)\n"
    )
    assert thesis_related(page) == {
        ("Tomas Vrana", "committee_chair"),
        ("Anton Berg", "committee_member"),
        ("Lidia Maria Harcourt", "committee_member"),
        ("Lidia Maria Harcourt", "advisor"),
    }


def test_a_portuguese_sentence_names_the_supervisor_and_the_co_supervisor() -> None:
    sentence = (
        "Dissertação apresentada para cumprimento dos requisitos, realizada sob a orientação "
        "científica do Doutor Tomas Vrana, Professor auxiliar, e da Doutora Lidia Harcourt, "
        "Professora associada.\n"
    )
    assert thesis_related(sentence) == {
        ("Tomas Vrana", "advisor"),
        ("Lidia Harcourt", "co_advisor"),
    }
    assert ("Lidia Harcourt", "co_advisor") in thesis_related(
        "Tese realizada sob a orientação do Professor Doutor Tomas Vrana e coorientação da "
        "Professora Doutora Lidia Harcourt.\n"
    )


def test_a_german_examination_committee_of_numbered_reviewers_the_first_also_advisor() -> None:
    page = (
        "Date of Defense:\t27.06.2023\nDean of the Faculty:\tProf. Dr. Ivan Nolan\n"
        "examination committee:\nChair:\tProf. Dr. Lidia Harcourt\n"
        "First Reviewer, Advisor:\tProf. Dr. Tomas Vrana\n"
        "Second Reviewer:\tProf. Dr. Anton M. Berg\nCommittee Member:\tDr. Selma Brandt\n"
    )
    assert thesis_related(page) == {
        ("Lidia Harcourt", "committee_chair"),
        ("Tomas Vrana", "committee_member"),
        ("Tomas Vrana", "advisor"),
        ("Anton M. Berg", "committee_member"),
        ("Selma Brandt", "committee_member"),
    }


def test_a_hungarian_defence_record_its_chair_secretary_reviewers_and_supervisor() -> None:
    record = (
        "JEGYZŐKÖNYV\nOlsen Mira doktori (PhD) értekezésének nyilvános vitájáról\n"
        "A Bírálóbizottság:\nElnök: Dr. Vrana Tamás, egyetemi tanár, DSc, NME\n"
        "Titkár: Dr. Berg Antal, egyetemi docens, PhD, NME\n"
        "Hivatalos bíráló: Dr. Nolan Zsombor, tudományos főmunkatárs, PhD, ATN\n"
        "Témavezető: Dr. Harcourt Lídia, egyetemi docens, PhD\n"
        "Budapest, 2021. március 18.\nDr. Vrana Tamás\na bizottság elnöke\n"
        "Láttam: Dr. Quist Péter, a Doktori Iskola vezetője\n"
    )
    assert thesis_related(record) == {
        ("Vrana Tamás", "committee_chair"),
        ("Berg Antal", "committee_member"),
        ("Nolan Zsombor", "committee_member"),
        ("Harcourt Lídia", "advisor"),
    }


def test_a_malaysian_declaration_with_a_l_and_a_p_names_and_the_viva_chair() -> None:
    page = (
        "SUPERVISORS' DECLARATION\nSignature\t:\n"
        "Name of Supervisor I\t: ASSOC. PROF. DR. TOMAS BIN VRANA\nDate\t: 10 JANUARY 2022\n"
        "Name of Supervisor II\t: DR. LIDIA A/P HARCOURT\n"
        "Tesis ini telah diperiksa dan diakui oleh:\nNama dan Alamat Pemeriksa Luar :\n"
        "PROF. DR. ANTON A/L BERGMAN\nPusat Pengajian Kimia, Universiti Sains Nordhavn\n"
        "Pengerusi Viva :\nPROF. DR. IVAN NOLAN\n"
    )
    assert thesis_related(page) == {
        ("TOMAS BIN VRANA", "advisor"),
        ("LIDIA A/P HARCOURT", "co_advisor"),
        ("ANTON A/L BERGMAN", "committee_member"),
        ("IVAN NOLAN", "committee_chair"),
    }


def test_an_examining_committee_each_member_over_an_employer_that_wraps_its_country() -> None:
    page = (
        "Examining Committee\nLidia Harcourt\nProfessor, University of the Islands,\nGreece\n"
        "Tomas Vrana\nAssociate Professor, University of Nordhavn,\nGreece\nAnton Berg\n"
        "Assistant Professor, University of the Islands,\nGreece\n"
    )
    assert thesis_related(page) == {
        ("Lidia Harcourt", "committee_member"),
        ("Tomas Vrana", "committee_member"),
        ("Anton Berg", "committee_member"),
    }


def test_a_committee_member_of_four_words_two_spaces_before_an_employer_of_many() -> None:
    page = (
        "Dissertation Committee\nAnton Berg\tUniversity of Nordhavn, Portugal\n"
        "Tomas Luiz Vrana Moreira  Pontifical Catholic University of Nordhavn, Brazil\n"
        "Dissertation accepted on 11 February 2026\n"
    )
    assert thesis_related(page) == {
        ("Anton Berg", "committee_member"),
        ("Tomas Luiz Vrana Moreira", "committee_member"),
    }


def test_a_mongolian_defence_council_its_chair_members_and_supervisors() -> None:
    record = (
        "ДОКТОРЫН ЗЭРЭГ ХАМГААЛУУЛАХ МЭРГЭШСЭН ЗӨВЛӨЛИЙН ХУРЛЫН ТЭМДЭГЛЭЛ\n"
        "Зөвлөлийн дарга\tД.Ганбаатар\n(гарын үсэг)\nГишүүн\tЛ.Сарнай\n(гарын үсэг)\n"
        "Гишүүн, удирдагч\tЦ.Оюунбилэг\n(гарын үсэг)\nГишүүн, хамтран удирдагч\tБ.Тэмүүлэн\n"
        "Эрдмийн нарийн бичгийн дарга\tБ.Отгонжаргал\n"
    )
    assert thesis_related(record) == {
        ("Д.Ганбаатар", "committee_chair"),
        ("Л.Сарнай", "committee_member"),
        ("Ц.Оюунбилэг", "advisor"),
        ("Б.Тэмүүлэн", "co_advisor"),
    }


def test_a_coimbra_jury_each_member_over_a_rank_held_at_an_employer() -> None:
    page = (
        "Júri\nPresidente:\tReitor da Universidade de Nordhavn (por delegação)\n"
        "Vogais:\tDoutor Anton Nunes Berg\n"
        "Professor Catedrático da Escola de Engenharia da Universidade do Norte\n"
        "Doutor Ivan Filipe Nolan\nInvestigador Principal do LNEX, Lisboa\n"
        "Doutora Lidia do Céu Harcourt\nProfessora Associada da Faculdade de Engenharia\n"
        "Doutor Tomas Manuel Vrana\nProfessor Associado da FCTUN (orientador)\n"
    )
    assert thesis_related(page) == {
        ("Anton Nunes Berg", "committee_member"),
        ("Ivan Filipe Nolan", "committee_member"),
        ("Lidia do Céu Harcourt", "committee_member"),
        ("Tomas Manuel Vrana", "committee_member"),
        ("Tomas Manuel Vrana", "advisor"),
    }


def test_a_buenos_aires_cover_names_the_assistant_director() -> None:
    cover = (
        "Tesis presentada para optar al título de Doctora\nLic. Mira Olsen\n"
        "Director de tesis: Dr. Tomas Vrana\nDirectora asistente: Dra. Lidia Harcourt\n"
        "Consejero de estudios: Dr. Ivan Nolan\n"
    )
    assert thesis_related(cover) == {("Tomas Vrana", "advisor"), ("Lidia Harcourt", "co_advisor")}


def test_an_indonesian_supervisor_with_degrees_written_without_their_periods() -> None:
    page = (
        "LEMBAR PERSETUJUAN\nDisetujui pada tanggal :\nDosen Pembimbing\n"
        "Lidia Samsiar Harcourt, ST., MT.\nMengetahui,\n"
        "Susunan Dewan Penguji\nAnggota Penguji\nTomas Maulina Vrana, S.ST., M.Pd\n"
    )
    assert thesis_related(page) == {
        ("Lidia Samsiar Harcourt", "advisor"),
        ("Tomas Maulina Vrana", "committee_member"),
    }


def test_the_dean_signing_under_the_director_is_no_second_director() -> None:
    record = (
        "ACTA DE SUSTENTACIÓN DE TESIS DE DOCTORADO No. 047\nDirector de tesis\n"
        "Anton José Berg Peñaloza\nÓscar Iván Nolan Vélez\nDecano, Facultad de Ingeniería\n"
    )
    assert thesis_related(record) == {("Anton José Berg Peñaloza", "advisor")}


def test_an_italian_cover_with_honorifics_and_titles_over_each_name() -> None:
    # "Ch.ma Prof.ssa", "Ch.mo Dott." before the supervisors; another cover sets each title on
    # a line of its own over the name, under a plural label.
    honorifics = (
        "Università degli Studi di Nordia\nRelatori:\tCandidata:\n"
        "Ch.ma Prof.ssa Livia FERRANTE\tMira Olsen\nCh.mo Dott. Ugo SALVI\tMatr.: 0411100123\n"
        "ANNO ACCADEMICO 2018/2019\n"
    )
    assert {name for name, _ in thesis_related(honorifics)} == {"Livia FERRANTE", "Ugo SALVI"}
    stacked = (
        "Tesi di Laurea\nSupervisor:\nProf.\nLivia FERRANTE\nCo-supervisors:\n"
        "Prof.\nUgo SALVI\nDr.\nNora CALVI\nCandidate:\nMira OLSEN\n"
    )
    assert thesis_related(stacked) == {
        ("Livia FERRANTE", "advisor"),
        ("Ugo SALVI", "co_advisor"),
        ("Nora CALVI", "co_advisor"),
    }


def test_a_date_field_in_the_language_of_the_page_is_no_name() -> None:
    # "Tanggal 3 Maret 2021" (Indonesian: "Date ..."): the digits go as marks would, the
    # words left are the field's label and a month.
    page = (
        "Institut Teknologi Nordia\nMenyetujui\nTim Promotor\nTanggal 3 Maret 2021\nKetua\n"
        "Budi Santoso\n"
    )
    assert thesis_related(page) == {("Budi Santoso", "committee_chair")}
