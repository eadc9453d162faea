"""More conventions of theses, papers and CVs: Indonesian approval rows with a signature blank
split by the text layer's tabs, and the other layouts met on documents from further countries."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import (
    cv_related,
    extract,
    related,
    text_document,
    thesis_related,
)


def test_a_signature_blank_split_by_tabs_after_degrees() -> None:
    page = (
        "HALAMAN PENGESAHAN\nNama\t: Mira Olsen\nDEWAN PENGUJI\n"
        "Pembimbing 1 : Tomas Reyes, S.Kom., M.Sc  (\t)\n"
        "Pembimbing 2  : Andi Surya Pratama, S.T., M.Sc. (\t)\n"
        "Penguji\t: -\t(\t)\n"
    )
    assert thesis_related(page) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Andi Surya Pratama", Role.CO_ADVISOR),
    }


def test_a_preface_names_the_supervisors_with_as_the() -> None:
    preface = (
        "PREFACE\nI would like to thank those who contributed to this report, including:\n"
        "1. Tomas Reyes and Andi Surya Pratama\n"
        "as the supervisors from the university who gave ideas for this research.\n"
        "2. Raka Wijaya as the supervisor from the partner company.\n"
        "3. My family: Dewi Lestari and Budi Santoso.\n"
    )
    assert {name for name, _ in thesis_related(preface)} == {
        "Tomas Reyes",
        "Andi Surya Pratama",
        "Raka Wijaya",
    }


def test_a_vietnamese_cover_and_declaration() -> None:
    cover = (
        "LUẬN VĂN TỐT NGHIỆP ĐẠI HỌC\nHỘI ĐỒNG: HỆ THỐNG VÀ MẠNG\nGVHD: PGS. TS. LÊ VĂN TÂM\n"
        "GVPB: ThS. TRẦN THỊ HOA\nSVTH: MIRA OLSEN (1510381)\n"
    )
    declaration = (
        "LỜI CAM ĐOAN\nEm xin cam đoan đây là công trình nghiên cứu độc lập với sự\n"
        "hướng dẫn của PGS. TS. Lê Văn Tâm và ThS. Phạm Quốc Bảo, tất cả các nguồn tài liệu\n"
        "đã được công bố đầy đủ.\n"
    )
    assert {name.title() for name, _ in thesis_related(cover, declaration)} == {
        "Lê Văn Tâm",
        "Trần Thị Hoa",
        "Phạm Quốc Bảo",
    }


def test_acknowledgements_name_a_second_supervisor_and_the_examiners_who_agreed() -> None:
    thanks = (
        "Acknowledgements\n"
        "I want to extend my gratitude to Tomas Reyes, who has been an excellent second\n"
        "supervisor. I also thank my friends Dewi Lestari and Budi Santoso.\n"
        "Thanks to Ilsa Varga for agreeing to be the internal examiner for my dissertation.\n"
        "As for external examiners, I am truly thankful for Oren Malka and\n"
        "Jonas Berg agreeing to examine my dissertation.\n"
    )
    assert thesis_related(thanks) == {
        ("Tomas Reyes", Role.CO_ADVISOR),
        ("Ilsa Varga", Role.COMMITTEE_MEMBER),
        ("Oren Malka", Role.COMMITTEE_MEMBER),
        ("Jonas Berg", Role.COMMITTEE_MEMBER),
    }


def test_a_declaration_lists_the_author_s_previously_published_work() -> None:
    declaration = (
        "Declaration\nI declare that this thesis was composed by myself.\n"
        "The following previously published work of mine features prominently within this\n"
        "dissertation. Each chapter details the relevant relations to my previous work.\n"
        "• Mira Olsen and Tomas Reyes. Liberating effects with rows. In TyDe, pages 15–27. 2016\n"
        "• Mira Olsen, Tomas Reyes, and Ilsa Varga. Continuation passing style for effect\n"
        "handlers. In FSCD, volume 84 of LIPIcs, pages 18:1–18:19, 2017\n"
    )
    assert {name for name, _ in thesis_related(declaration)} == {"Tomas Reyes", "Ilsa Varga"}


def test_a_spanish_record_of_evaluation_signed_under_inclusive_labels() -> None:
    record = (
        "ACTA DE EVALUACIÓN DE LA TESIS DOCTORAL\n"
        "Reunido el Tribunal, para juzgar la tesis doctoral de D.a Mira Olsen, acuerda otorgarle\n"
        "la calificación de: SOBRESALIENTE\n"
        "EL/LA PRESIDENTE/A\nFdo.: Dr. Tomas Reyes\n"
        "EL/LA SECRETARIO/A\nFdo.: Dra. Ilsa Varga\n"
        "EL/LA VOCAL\nFdo.: Dr. Oren Malka\n"
    )
    assert thesis_related(record) == {
        ("Tomas Reyes", Role.COMMITTEE_CHAIR),
        ("Ilsa Varga", Role.COMMITTEE_MEMBER),
        ("Oren Malka", Role.COMMITTEE_MEMBER),
    }


def test_an_electrochemical_byline_with_marks_after_the_commas() -> None:
    text = (
        "Imide-Salt Additives that Stabilize the Interphase\n"
        "Mira Olsen,1 Tomas Reyes,1 Ilsa Varga,2 Oren Malka,2 and Jonas Berg1,z\n"
        "1Department of Chemical Engineering, Dong-A University, Busan 49315, Korea\n"
        "zE-mail: jberg@example.ac.kr\nAbstract text.\n"
    )
    result = extract(text_document(text), "paper", None, "Mira Olsen")
    assert {name for name, _ in related(result)} == {
        "Tomas Reyes",
        "Ilsa Varga",
        "Oren Malka",
        "Jonas Berg",
    }


def test_a_cv_s_supervisors_each_with_their_employer_in_brackets() -> None:
    cv = (
        "Mira OLSEN\nEducation\n"
        "2021–2024  Ph.D., Université Grenoble Alpes (France). Supervisors: Tomas Reyes "
        "(Grenoble INP) and Ilsa Varga (CNRS)\n"
        "2019–2021  M.S., Electrical Engineering, Soongsil University (Seoul, Korea). "
        "Master’s advisor: Prof. Oren Malka\n"
    )
    assert cv_related(cv) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Ilsa Varga", Role.ADVISOR),
        ("Oren Malka", Role.ADVISOR),
    }


def test_a_physicist_s_entry_without_a_title_ends_its_authors_at_the_journal() -> None:
    cv = (
        "Mira OLSEN\nSelected publications\n"
        "M. Olsen, B. Roussel, H. Delorme, EPJ Photovoltaics 15, 21 (2024).\n"
        "M. Olsen, G.-E. Sim, Physical Review Letters 17, 2211 (2022).\n"
    )
    assert {name for name, _ in cv_related(cv)} == {"B. Roussel", "H. Delorme", "G.-E. Sim"}


def test_a_cv_s_committee_items_under_the_supervisor_s_line() -> None:
    cv = (
        "Mira Olsen\nEducation\nInria / IRISA\tRennes, France\nPHD DEGREE\t2007 - 2011\n"
        "• Title: “Indexing time series”\n• Supervisor: Dr. Tomas Reyes (CNRS)\n• Committee\n"
        "– Prof. Ilsa Varga (Université de Rennes)\n– Dr. Oren Malka (Inria)\n"
        "École Normale Supérieure\tCachan, France\n"
    )
    assert cv_related(cv) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Ilsa Varga", Role.COMMITTEE_MEMBER),
        ("Oren Malka", Role.COMMITTEE_MEMBER),
    }


def test_a_japanese_title_page_names_a_foreign_advisor_in_katakana() -> None:
    page = "2025年度\n修士論文\n指導教員 ハンセン エリック 教授\n2025 年 1 月 30 日提出\n山本拓也\n"
    result = extract(text_document(page), "thesis", "山本拓也", "Takuya Yamamoto")
    assert related(result) == {("ハンセン エリック", Role.ADVISOR)}


def test_a_physicist_s_list_names_each_collaboration_paper_s_first_author() -> None:
    cv = (
        "Curriculum Vitae of Mira Olsen\nReference Letters\n"
        "The following persons will be able to provide reference letters:\n"
        "Patricia Lind\nDistinguished Scientist\nEmail: lind@example.gov\n"
        "Physics Publications with Major Personal Contributions\n"
        "A.M. Voronin et al., Search for dark matter in events with energetic top quarks\n"
        "and missing momentum, JHEP. 06 (2018) 027, doi:10.1007/JHEP06(2018)027\n"
        "M. Olsen et al., Data Reduction with Apache Spark, in: 18th Workshop (2017)\n"
        "L. Brandauer et al., Software Foundation White Paper, (2018), arXiv:1804.03983\n"
        "List of Articles and Media Mentionings\n"
        "A. Purdy, Mira Olsen: Fermilab joins openlab, (2017), Article in openlab News\n"
    )
    assert {name for name, _ in cv_related(cv)} == {"A.M. Voronin", "L. Brandauer"}


def test_a_discussion_paper_s_navigation_panel_before_its_byline() -> None:
    panel = "Title Page\nAbstract\tIntroduction\nConclusions\tReferences\nTables\tFigures\n" + (
        "Discussion\nPaper\n|\n" * 8
    )
    text = (
        "AMTD\n7, 1–46, 2014\nCalibrations with\na laser sensor\nM. Olsen et al.\n"
        + panel
        + "Atmos. Meas. Tech. Discuss., 7, 1–46, 2014\nThis discussion paper is under review.\n"
        "Calibrating airborne measurements of\nairspeed using a laser air-motion sensor\n"
        "M. Olsen, S. M. Spalding, T. Reyes, and R. B. Frey\n"
        "National Center for Atmospheric Research, Boulder CO, USA\n"
        "Received: 1 February 2014 – Accepted: 24 February 2014\n"
    )
    result = extract(text_document(text), "paper", None, "Mira Olsen")
    assert {name for name, _ in related(result)} == {"S. M. Spalding", "T. Reyes", "R. B. Frey"}


def test_a_cv_s_committee_under_the_university_and_the_supervisor() -> None:
    cv = (
        "Mira Olsen, PhD\nEDUCATION\nPhD, Cognitive Science and Language program\t2018-2021\n"
        "University of Barcelona\nSupervisor: Tomas Reyes.\n"
        "Committee: Ilsa Varga, Oren Malka, Jonas Berg\n"
        "MA. Cognitive Science and Language\t2016-2017\nUniversity of Barcelona\n"
    )
    assert cv_related(cv) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Ilsa Varga", Role.COMMITTEE_MEMBER),
        ("Oren Malka", Role.COMMITTEE_MEMBER),
        ("Jonas Berg", Role.COMMITTEE_MEMBER),
    }


def test_a_group_among_the_authors_of_a_medical_cv_is_no_person() -> None:
    cv = (
        "Mira Olsen\nPublications\n"
        "58. Global Burden of Disease Cancer Collaboration, Whitcombe C, Ardern C,\n"
        "Bellamy RM, et al. Global Cancer Incidence. JAMA Oncol 2017;3(4):524–548.\n"
        "59. GBD 2017 Disease and Injury Incidence and Prevalence Collaborators, Olsen M, Dahl T.\n"
        "Global incidence. Lancet 2018;392:1789.\n"
    )
    assert {name for name, _ in cv_related(cv)} == {
        "Whitcombe C",
        "Ardern C",
        "Bellamy RM",
        "Dahl T",
    }


def test_an_acs_entry_joins_its_last_author_by_semicolon_and_before_the_journal() -> None:
    cv = (
        "Mira Olsen\nPublications\n"
        "11. Olsen, M.; Falk, B.; Lindqvist, M. J.; and Halvorsen, J. K. J. Phys. Chem. Lett.\n"
        "2020, 11, 8518–8526. Scaling relationships and volcano plots in catalysis. [11]\n"
    )
    assert {name for name, _ in cv_related(cv)} == {"B. Falk", "M. J. Lindqvist", "J. K. Halvorsen"}


def test_a_thesis_two_students_wrote_names_the_other_as_co_author() -> None:
    cover = (
        "Universidad de Buenos Aires\nFacultad de Ciencias Exactas y Naturales\n"
        "Validación Experimental de Abstracciones Modales\n"
        "Tesis de Licenciatura en Ciencias de la Computación\n"
        "Mira Olsen y Alejandra Alicia Quispe\nDirector: Dr. Tomas Reyes\nBuenos Aires, 2025\n"
    )
    assert thesis_related(cover) == {
        ("Alejandra Alicia Quispe", Role.COAUTHOR),
        ("Tomas Reyes", Role.ADVISOR),
    }


def test_a_delft_committee_that_consists_of_its_members() -> None:
    page = (
        "Dit proefschrift is goedgekeurd door de promotoren.\n"
        "Samenstelling promotiecommissie bestaat uit:\n"
        "Rector Magnificus,\tvoorzitter\n"
        "Prof.dr.ir. T. Reyes,\tTechnische Universiteit Delft, promotor\n"
        "Dr.ir. A.E. de Groot-Visser,\tTechnische Universiteit Delft, copromotor\n"
        "Onafhankelijke leden:\n"
        "Prof.dr. H.J. Varga-Tol,\tTechnische Universiteit Delft\n"
        "Prof.dr.-Ing. O. Malka,\tUniversität Stuttgart, Duitsland\n"
        "Keywords: wave overtopping, vegetation, dikes\n"
    )
    assert {
        (name, role) for name, role in thesis_related(page) if role != Role.COMMITTEE_MEMBER
    } == {
        ("T. Reyes", Role.ADVISOR),
        ("A.E. de Groot-Visser", Role.CO_ADVISOR),
    }
    assert {name for name, _ in thesis_related(page)} == {
        "T. Reyes",
        "A.E. de Groot-Visser",
        "H.J. Varga-Tol",
        "O. Malka",
    }


def test_a_brazilian_board_whose_signatures_ocr_read_as_strokes_and_misspelled_fields() -> None:
    page = (
        "Aprovado em: 28 / 04 / 2023\nBanca Examinadora\nProf. Dr. Tomas Reyes\n>\n"
        "Instituigao: Presidente (Orientador) - EP-USP\tJulgamento: Aprovado\tAssinatura:\n"
        "Profa. Dra. Ilsa Varga\nInstituigao: EESC - Universidade de Sao Paulo\n"
        "Julgamento: Aprovado\tAssinatura:\tSide\n"
        "Prof. Dr. Oren Malka\nInstituicao: Universidade Federal de Santa Catarina\n"
    )
    assert {name for name, _ in thesis_related(page)} == {"Tomas Reyes", "Ilsa Varga", "Oren Malka"}


def test_a_german_preface_thanks_the_supervisor_the_co_referee_and_the_chair() -> None:
    preface = (
        "Vorwort\nDie vorliegende Arbeit entstand während meiner Tätigkeit am Labor. Mein\n"
        "besonderer Dank gilt Herrn Univ.-Prof. Dr.-Ing. Tomas Reyes-Ostendorf für die Betreuung\n"
        "dieser Arbeit. Frau Univ.-Prof. Dr.-Ing. Ilsa Varga danke ich für die Übernahme des\n"
        "Korreferats und Herrn Univ.-Prof. Dr.-Ing. Oren Malka für die Übernahme des\n"
        "Prüfungsvorsitzes. Meinen Kollegen Jonas Berg und Lea Kirsch danke ich für die\n"
        "zahlreichen Diskussionen.\n"
    )
    assert thesis_related(preface) == {
        ("Tomas Reyes-Ostendorf", Role.ADVISOR),
        ("Ilsa Varga", Role.COMMITTEE_MEMBER),
        ("Oren Malka", Role.COMMITTEE_CHAIR),
    }


def test_a_korean_report_s_member_employer_by_the_university_s_short_name() -> None:
    report = (
        "학위논문 심사결과 보고서\n과정: 석사\t학과: 전자재료공학과\t성명: 김민준\n"
        "구분\t성명\t소속\t판정\t서명\n위원장\t탁민성\t광운대 전자재료공학과\t합격\n"
        "위원\t방진우\t한동대 기계제어공학부\t합격\n위원\t옥서윤\t광운대 전자재료공학과\t합격\n"
    )
    result = extract(text_document(report), "thesis")
    assert {name for name, _ in related(result)} == {"탁민성", "방진우", "옥서윤"}


def test_a_taiwanese_thesis_thanks_its_oral_examiners_joined_by_and() -> None:
    pages = (
        "國立成功大學\n博士論文\n研究生:林佳穎\n本論文業經審查及口試合格特此證明\n論文考試委員:\n"
        "指導教授:\n系(所)主管:\n中華民國 113 年 6 月 21 日\n",
        "誌謝\n首先感謝指導教授吳建宏老師多年來的悉心指導與包容。感謝口試委員周怡君教授、\n"
        "許文彬教授與鄭志明教授在百忙之中撥冗審閱論文並提供寶貴建議。也感謝實驗室的\n"
        "夥伴蔡淑芬學姐在研究上的協助。\n",
    )
    result = extract(text_document(*pages), "thesis", "林佳穎", "Chia-Ying Lin")
    assert related(result) == {
        ("吳建宏", Role.ADVISOR),
        ("周怡君", Role.COMMITTEE_MEMBER),
        ("許文彬", Role.COMMITTEE_MEMBER),
        ("鄭志明", Role.COMMITTEE_MEMBER),
    }


def test_a_bilingual_japanese_committee_stacks_label_rank_and_name() -> None:
    page = (
        "Examination Committee\n審査委員\n"
        "主査\nChief Examiner\n教授\nProfessor\n村上 健司\nMURAKAMI Kenji\n"
        "副査\nExaminer\n教授\nProfessor\n高島 沙織\nTAKASHIMA Saori\n"
        "副査\nExaminer\n准教授\nAssociate Professor\n荒井 ゆかり\nARAI Yukari\n"
    )
    result = extract(text_document(page), "thesis", "Mira Olsen", "Mira Olsen")
    assert related(result) == {
        ("村上 健司", Role.COMMITTEE_CHAIR),
        ("高島 沙織", Role.COMMITTEE_MEMBER),
        ("荒井 ゆかり", Role.COMMITTEE_MEMBER),
    }
    assert not result.flags


def test_an_ieee_list_with_a_name_joined_by_its_particle() -> None:
    cv = (
        "Mira Olsen\nJournal Articles\n"
        "[J23]  A. I. Evans, H. Corbin, Tanveer-ul-Rasheed, M. Olsen, M. Haque, A. Rauf,\n"
        'Y. Cheng and A. Marsh "Design of Gate Driver Integrated GaN Power Module," in\n'
        "IEEE Transactions on Transportation Electrification, vol. 8, pp. 4391-4407, Dec. 2022.\n"
    )
    assert {name for name, _ in cv_related(cv)} >= {"Tanveer-ul-Rasheed", "M. Haque", "Y. Cheng"}


def test_a_project_report_submitted_by_a_numbered_group() -> None:
    page = (
        "PROJECT REPORT\nSubmitted to the Department of Electrical Engineering\n"
        "Bachelor of Engineering\nProject Supervisor:\tSubmitted By:\n"
        "Lec Tomas Reyes\t1) Mira Olsen\n2) Muhammad Nabil Qadir\n3) Saleem Akhtar\n"
    )
    assert thesis_related(page) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Muhammad Nabil Qadir", Role.COAUTHOR),
        ("Saleem Akhtar", Role.COAUTHOR),
    }


def test_indian_names_opening_on_an_initial_in_the_acknowledgements() -> None:
    thanks = (
        "ACKNOWLEDGEMENTS\nI am also thankful to my committee chair Dr. P Venkata\n"
        "Raman and my co-advisor Dr. Kiran P Shetty for being always available for me.\n"
    )
    assert thesis_related(thanks) == {
        ("P Venkata Raman", Role.COMMITTEE_CHAIR),
        ("Kiran P Shetty", Role.CO_ADVISOR),
    }


def test_a_canadian_committee_each_with_department_then_role_under() -> None:
    page = (
        "The following individuals certify that they have read, and recommend to the Faculty\n"
        "of Graduate and Postdoctoral Studies for acceptance, the thesis entitled:\n"
        "On the Design of Stable Modulators\nsubmitted by Mira Olsen in partial fulfillment\n"
        "Examining Committee:\nTomas Reyes, Electrical and Computer Engineering\nSupervisor\n"
        "Ilsa Varga, Electrical and Computer Engineering\nAdditional Examiner (Chair)\n"
        "Oren Malka, Civil Engineering\nAdditional Examiner\nii\n"
    )
    result = extract(text_document(page), "thesis", "Mira Olsen", "Mira Olsen")
    assert related(result) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Tomas Reyes", Role.COMMITTEE_MEMBER),
        ("Ilsa Varga", Role.COMMITTEE_CHAIR),
        ("Ilsa Varga", Role.COMMITTEE_MEMBER),
        ("Oren Malka", Role.COMMITTEE_MEMBER),
    }
    assert not result.flags


def test_a_korean_approval_page_with_each_member_s_school_between_label_and_name() -> None:
    page = (
        "김민준의 농학박사 학위논문을 인준함\n"
        "심사위원장\n경상국립대학교 식물의학과\n남유진\t(서명)\n"
        "심사위원\n경상국립대학교 농생명학과\n노태식\t(서명)\n"
        "심사위원\n농촌진흥청 국립농업과학원\n길하은\t(서명)\n2024년 12월 16일\n"
    )
    result = extract(text_document(page), "thesis")
    assert related(result) == {
        ("남유진", Role.COMMITTEE_CHAIR),
        ("노태식", Role.COMMITTEE_MEMBER),
        ("길하은", Role.COMMITTEE_MEMBER),
    }
    assert not result.flags


def test_an_asce_byline_with_membership_grades() -> None:
    text = (
        "Cyclic Behavior of High-Strength Beam–Column Joints\n"
        "Mira Olsen, S.M.ASCE1; Fernando Ruiz-Salgado, Ph.D., M.ASCE2; and Tomas Reyes, "
        "Ph.D.3\nAbstract: The proposed approach is evaluated.\n"
    )
    result = extract(text_document(text), "paper", None, "Mira Olsen")
    assert {name for name, _ in related(result)} == {"Fernando Ruiz-Salgado", "Tomas Reyes"}


def test_a_romanian_cover_names_its_coordinators_with_their_titles() -> None:
    cover = (
        "UNIVERSITATEA DE VEST DIN TIMIȘOARA\nLUCRARE DE LICENȚĂ\n"
        "COORDONATOR: Lect. Dr. Ion Marinescu\nABSOLVENT: Mira Olsen\n"
    )
    doctorate = "TEZĂ DE DOCTORAT\nConducător de doctorat: Prof. univ. dr. Ana Popescu\n"
    assert thesis_related(cover) == {("Ion Marinescu", Role.ADVISOR)}
    assert thesis_related(doctorate) == {("Ana Popescu", Role.ADVISOR)}


def test_a_czech_assignment_and_a_hungarian_title_page_name_their_supervisors() -> None:
    # A Czech form prints the name inverted with its titles after it ("Novák Petr, Ing.,
    # Ph.D., FIT VUT"); "Vedoucí:" alone is the supervisor, Hungarian "Konzulens" the second.
    czech = (
        "Zadání diplomové práce\n"
        "Vedoucí:\tKrejčí Radek, prof. Ing., Ph.D., UITS FIT VUT\n"
        "Konzultant:\tHolub Aleš, MUDr., FN Brno\n"
        "Vedoucí katedry:\tdoc. Ing. Jana Veselá\n"
    )
    hungarian = (
        "Diplomamunka\nKonzulens:\tTémavezető:\n"
        "Szalai Bence\tProf. Dr. Fekete Zoltán\negyetemi tanársegéd\tegyetemi tanár\n"
    )
    assignment = "Feladatkiírás\nTanszéki konzulens: Bodnár Ákos, tanársegéd\nBudapest, 2017.\n"
    assert thesis_related(czech, hungarian, assignment) == {
        ("Krejčí Radek", "advisor"),
        ("Holub Aleš", "co_advisor"),
        ("Szalai Bence", "co_advisor"),
        ("Fekete Zoltán", "advisor"),
        ("Bodnár Ákos", "co_advisor"),
    }


def test_a_compilation_thesis_lists_its_appended_papers_by_number() -> None:
    page = (
        "List of appended papers\n"
        "Paper 1. Ines Varga, Mira Olsen & Halvard Strand 2019, Shallow water\n"
        "waves. Journal of Fluid Mechanics 874, pp. 1169-1196.\n"
        "Paper 2. Oskar Lind, Wiebke Amsel, Sora Lind, Ugo Pascarella, Dara Quill,\n"
        "Kira Moss, Mira Olsen & Ines Varga, First report of the tank\n"
        "experiment. Symposium on Stratified Flows, San Diego, USA 1, 2016.\n"
        # A tool's name before the title's colon is no author after the year.
        "Paper 3. Kira Moss, Mira Olsen & Ines Varga 2019,\n"
        "TideKit: a Python framework for research on tides. J. Open Res. Softw. 7, 9.\n"
    )
    assert thesis_related(page) == {
        (name, "coauthor")
        for name in (
            "Ines Varga",
            "Halvard Strand",
            "Oskar Lind",
            "Wiebke Amsel",
            "Sora Lind",
            "Ugo Pascarella",
            "Dara Quill",
            "Kira Moss",
        )
    }


def test_a_chapter_names_the_paper_it_was_published_as() -> None:
    pages = (
        "Chapter 2\nThis Chapter has been published as a pre-print by Mira\n"
        "Olsen, Ines Varga, Halvard T. Strand and Oskar B. Lind\n"
        "(2019). ‘Tidal mixing in fjords’. In: bioRxiv, p. 866772.\nSummary\nThe chapter.\n",
        "Chapter 3\nThis chapter was published by Kira Moss,\n"
        "Mira Olsen and Oskar B. Lind (2017). ‘Signals across scales’. In: Ecology 98.10.\n",
    )
    assert thesis_related(*pages) == {
        (name, "coauthor")
        for name in ("Ines Varga", "Halvard T. Strand", "Oskar B. Lind", "Kira Moss")
    }


def test_a_group_report_names_its_authors_under_by_and_its_supervisor_on_the_next_line() -> None:
    cover = (
        "Tidal Sensor Network\nCapstone Report\npresented to the academic faculty\nby\n"
        "Ines Varga\tiv02526\nMira Olsen\tmo02945\nOskar Lind ol02901\n"
        "In partial fulfillment of the requirements for\nBachelor of Science\n"
    )
    supervision = (
        "This capstone project was supervised by:\nDr. Halvard Strand\nFaculty of Science\n"
    )
    assert thesis_related(cover, supervision) == {
        ("Ines Varga", "coauthor"),
        ("Oskar Lind", "coauthor"),
        ("Halvard Strand", "advisor"),
    }
    # A cover of one author names only the applicant.
    assert thesis_related("A Thesis\nby\nMira Olsen\nIn partial fulfillment\n") == set()
