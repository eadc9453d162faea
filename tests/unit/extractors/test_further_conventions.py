"""Further conventions of theses, papers and CVs: forms filled in capitals with blanks drawn
as underscores, and the other layouts met on documents from further places."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.shapes import is_name
from tests.unit.extractors.builders import (
    cv_related,
    extract,
    related,
    text_document,
    thesis_related,
)


def test_a_form_in_capitals_joins_its_jurors_by_a_capital_and_over_a_blank() -> None:
    form = (
        "ACTA DE EVALUACION DE PROYECTO DE GRADO\nNOMBRE DEL ESTUDIANTE: MIRA OLSEN\n"
        "TUTOR: PROF. TOMAS REYES\n"
        "JURADO: Profs. ANA LUCIA PRATAMA Y___ PROF. DIEGO DUARTE\n"
    )
    assert thesis_related(form) == {
        ("TOMAS REYES", Role.ADVISOR),
        ("ANA LUCIA PRATAMA", Role.COMMITTEE_MEMBER),
        ("DIEGO DUARTE", Role.COMMITTEE_MEMBER),
    }


def test_names_in_capitals_joined_by_and() -> None:
    form = "APPROVAL SHEET\nCOMMITTEE: DR. ANA PRATAMA AND DR. DIEGO DUARTE\n"
    assert {name for name, _ in thesis_related(form)} == {"ANA PRATAMA", "DIEGO DUARTE"}


def test_a_capital_initial_between_two_words_is_no_and() -> None:
    form = "APPROVAL SHEET\nADVISOR: JOHN E SMITH\n"
    assert thesis_related(form) == {("JOHN E SMITH", Role.ADVISOR)}


def test_a_quebec_jury_page_names_its_internal_member_and_its_reporting_chair() -> None:
    jury = (
        "Le 2 mai 2025\nle jury a accepté le mémoire de Mme Mira Olsen dans sa version finale.\n"
        "Membres du jury\nProfesseur Tomas Reyes\nDirecteur de recherche\n"
        "Département de chimie\nProfesseure Ana Pratama\nMembre interne\n"
        "Département de chimie\nProfesseur Diego Duarte\nPrésident rapporteur\n"
        "Département de physique\n"
    )
    assert thesis_related(jury) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Tomas Reyes", Role.COMMITTEE_MEMBER),
        ("Ana Pratama", Role.COMMITTEE_MEMBER),
        ("Diego Duarte", Role.COMMITTEE_MEMBER),
        ("Diego Duarte", Role.COMMITTEE_CHAIR),
    }


def test_a_director_of_research_under_a_researcher_is_a_rank() -> None:
    jury = (
        "Membres du jury\nM. Tomas Reyes\nDirecteur de recherche\nCNRS\n"
        "Mme Ana Pratama\nRapporteure\nUniversité de Lorraine\n"
    )
    assert ("Tomas Reyes", Role.ADVISOR) not in thesis_related(jury)


def test_a_turkish_jury_lists_its_members_under_their_university() -> None:
    approval = (
        "Danışmanı : Doç. Dr. Tomas REYES\nMarmara Kıyı Üniversitesi\n"
        "Jüri Üyeleri :\tDr. Öğr. Üyesi Ana Lucia PRATAMA\nMarmara Kıyı Üniversitesi\n"
        "Arş. Gör. Diego DUARTE\nMarmara Kıyı Üniversitesi\n"
        "Bilgisayar Mühendisliği Bölümü’nün öğrencisi Mira OLSEN, bitirme çalışmasını sunmuştur.\n"
        "Bölüm Başkanı : Prof. Dr. Efe KAYA\n"
    )
    assert thesis_related(approval) == {
        ("Tomas REYES", Role.ADVISOR),
        ("Ana Lucia PRATAMA", Role.COMMITTEE_MEMBER),
        ("Diego DUARTE", Role.COMMITTEE_MEMBER),
    }


def test_a_russian_cover_prints_the_advisors_degree_between_label_and_name() -> None:
    cover = (
        "На правах рукописи\nОлсен Мира\nНаучный доклад об основных результатах диссертации\n"
        "Научный руководитель:\nканд. техн. наук, доцент\nЛебедев Павел Андреевич\n"
        "Санкт-Петербург\n2024\n"
    )
    assert thesis_related(cover) == {("Лебедев Павел Андреевич", Role.ADVISOR)}


def test_a_russian_thesis_lists_the_authors_papers_in_its_own_style() -> None:
    papers = (
        "ПУБЛИКАЦИИ ПО ТЕМЕ ДИССЕРТАЦИИ\n"
        "1. Reyes T., Pratama A., Olsen M., Duarte D. Automatic Reconstruction of State\n"
        "Machines // IEEE Transactions on Industrial Informatics. 2020. Vol. 16. P. 7821–7831.\n"
        "2. Olsen M., Nowak P. Synthesis of Distributed Controllers // IEEE Access. 2020.\n"
    )
    assert {name for name, _ in thesis_related(papers)} == {
        "T. Reyes",
        "A. Pratama",
        "D. Duarte",
        "P. Nowak",
    }


def _cv(text: str) -> set[str]:
    return {name for name, _ in cv_related(text)}


def test_title_first_entries_whose_authors_close_the_entry() -> None:
    cv = (
        "Mira Olsen\nPUBLICATIONS\n"
        "• Interactions among language subcomponents. Tomas Reyes, Mira Olsen, Ana Pratama\n"
        "• Neoteny in language evolution. Luis Vega, Mira Olsen, Diego Duarte. Journal of "
        "Language Evolution, 2020.\n"
    )
    assert _cv(cv) == {"Tomas Reyes", "Ana Pratama", "Luis Vega", "Diego Duarte"}


def test_catalan_and_spanish_family_names_joined_by_a_conjunction_are_one_author() -> None:
    cv = (
        "Mira Olsen\nPUBLICATIONS\n"
        "• Waves in the brain. Ana Pratama, Mira Olsen, Núria Puig i Serra, Luis Ortega y\n"
        "Gasca. Brain 3, 2021.\n"
        "• Tides. Mira Olsen, Ana Pratama y Tomas Reyes. Ocean 2, 2022.\n"
    )
    assert _cv(cv) == {"Ana Pratama", "Núria Puig i Serra", "Luis Ortega y Gasca", "Tomas Reyes"}


def test_a_cv_names_the_reviewers_and_opponents_of_its_owners_doctorate() -> None:
    cv = (
        "Mira Olsen\nEDUCATION\nEastmoor University\tNorway\n"
        "Doctor of Science, Telecommunication Engineering\t2011\n"
        "Thesis: Optimization Techniques for Radio Resource Management\n"
        "Reviewers: Prof. Tomas Reyes (Yale University, USA), Prof. Ana Pratama (KTH, Sweden)\n"
        "Opponents: Prof. Ana Pratama (KTH, Sweden), Prof. Diego Duarte (Aalto University)\n"
        "SERVICE\nReviewer: IEEE Transactions on Signal Processing\n"
        "External examiner: PhD thesis of Sam Berg, University of Ghana\n"
    )
    assert _cv(cv) == {"Tomas Reyes", "Ana Pratama", "Diego Duarte"}


def test_a_cv_lists_advisers_and_examiners_as_dotted_items_under_the_dissertation() -> None:
    cv = (
        "Mira Olsen\nEducation\nM.Eng. Chemical Engineering, Eastmoor University, 2018\n"
        "– Dissertation title: ”A simplicial homology algorithm.”\n· Advisers:\n"
        "– Prof. Luis Vega (Luis.Vega@up.ac.za)\n– Dr. Carl Nowak (Carl.Nowak@up.ac.za)\n"
        "· External examiner: Prof. John Kaya (Brigham Young University) (john.kaya@byu.edu)\n"
        "· Internal examiner: Prof. Efe Lind (efe.lind@up.ac.za)\n"
    )
    assert _cv(cv) == {"Luis Vega", "Carl Nowak", "John Kaya", "Efe Lind"}


def test_an_indian_certificate_names_the_internal_guide_over_a_signers_address() -> None:
    certificate = (
        "CERTIFICATE\nThis is to certify that the P.G. Project Work Report entitled “AN ENGINE”"
        " submitted by MIRA\nOLSEN, (Register Number: 11MC04F) as the record of the work carried"
        " out by her, is\naccepted as the P.G. Project Work Report submission.\n"
        "(Signature with Date and Seal)\nChairman – DPGC\nK V Raman\nProfessor\n"
        "Mechanical Engineering Department\nEastmoor Campus\n(Signature with Date and Seal)\n"
        "Internal Guide\nDr. Tomas S Reyes\nAssociate Professor\n"
        "Mechanical Engineering Department\nEastmoor Campus\n"
    )
    found = thesis_related(certificate)
    assert ("Tomas S Reyes", Role.ADVISOR) in found
    assert {name for name, _ in found} == {"Tomas S Reyes", "K V Raman"}


def test_a_class_of_students_among_the_authors_is_no_person() -> None:
    cv = (
        "Mira Olsen\nPUBLICATIONS\n3. [DCC21] Eastmoor Info Theory Students, M. Olsen and L. Vega,"
        " “The twelvefold way of lossless compression,” in Proc. DCC, 2021.\n"
    )
    assert _cv(cv) == {"L. Vega"}


def test_one_hangul_syllable_three_times_is_no_name() -> None:
    assert not is_name("소소소")
    assert is_name("변하율")
    assert is_name("김나나")


def test_a_bilingual_approval_table_read_cell_by_cell() -> None:
    # Each role cell holds the Korean label over the English one; the text layer reads them
    # as two lines, then the row's name and affiliation cells.
    page = (
        "인준서\n미라 올센의 박사학위논문을 심사하여 합격으로 판정하고 이를 인준함.\n"
        "직위\nPosition\n성명\nName\n소속\nAffiliation\n서명\nSignature\n"
        "위원장\nChair\n엄태호\t가람대학교 건축공학과\n"
        "위원\nMember\n변하율\t한빛건설연구원 건축연구본부\t(인)\n"
        "위원 (지도교수)\nMember (Advisor)\n탁민재\t가람대학교 건축공학과\n"
        "가람대학교 대학원\n"
    )
    assert thesis_related(page) == {
        ("엄태호", Role.COMMITTEE_CHAIR),
        ("변하율", Role.COMMITTEE_MEMBER),
        ("탁민재", Role.COMMITTEE_MEMBER),
        ("탁민재", Role.ADVISOR),
    }


def test_a_spanish_tribunal_record_read_by_ocr_with_its_substitute_member() -> None:
    record = (
        "ACTA DE EVALUACION DE LA TESIS DOCTORAL\nDoctoranda:\tDfia. Mira Olsen\n"
        "Director de la tesis:\tDr. D. Tomas Reyes Muro\n"
        "Miembro del Tribunal\tNombre y apellidos\tFirma\n"
        "PRESIDENTE\tDr. D. Alvaro Vidal Ferrer\nSECRETARIA\tDra. Dfia. Marta Iriondo Sanz\n"
        "VOCAL\tDr. D. Diego Duarte\nVOCAL (suplente)\tLucia Arrieta Gil\n"
    )
    assert {name for name, _ in thesis_related(record)} == {
        "Tomas Reyes Muro",
        "Alvaro Vidal Ferrer",
        "Marta Iriondo Sanz",
        "Diego Duarte",
        "Lucia Arrieta Gil",
    }


def test_a_french_defence_record_lists_name_role_and_employer_per_row() -> None:
    record = (
        "PROCES-VERBAL DE SOUTENANCE DE THESE DE DOCTORAT\n"
        "Nom et prénom du candidat : OLSEN Mira\nComposition du jury :\n"
        "BERTIN-ROUX Claire\tPrésidente\tUniv. de Bretagne\n"
        "DEKKER Joost\tRapporteur\tKU Leuven\tvisioconférence\n"
        "SOUSA Inès\tCo-directrice de thése\tCNRS - Univ. de Lorraine\n"
    )
    assert thesis_related(record) == {
        ("BERTIN-ROUX Claire", Role.COMMITTEE_CHAIR),
        ("DEKKER Joost", Role.COMMITTEE_MEMBER),
        ("SOUSA Inès", Role.CO_ADVISOR),
    }


def test_cards_side_by_side_with_a_bracketed_label_and_seal_slots_in_cells() -> None:
    page = (
        "학위논문 인준서\n위 논문은 공학박사 학위논문으로 적합하다고 인준함.\n"
        "심사위원장\t심사위원 (지도교수)\n채도윤\t(인)\t남궁혁\t(인)\n"
        "가람대학교 환경공학과 교수\t가람대학교 환경공학과 교수\n"
    )
    assert thesis_related(page) == {
        ("채도윤", Role.COMMITTEE_CHAIR),
        ("남궁혁", Role.COMMITTEE_MEMBER),
        ("남궁혁", Role.ADVISOR),
    }


def test_signature_blocks_with_role_rank_and_degree_in_cells_under_each_name() -> None:
    # The text layer glued the last role to the rank after it.
    page = (
        "Date of Defence: September 5, 2017\nDr. Tomas Reyes\nSupervisor\tProfessor\tPh.D.\n"
        "Dr. Ana Pratama\nCommittee Member\tAssociate Professor\tPh.D.\n"
        "Dr. Diego Duarte\nChair, Thesis Examination CommitteeAssociate Professor\tPh.D.\n"
    )
    assert thesis_related(page) == {
        ("Tomas Reyes", Role.ADVISOR),
        ("Ana Pratama", Role.COMMITTEE_MEMBER),
        ("Diego Duarte", Role.COMMITTEE_CHAIR),
    }


def test_covers_that_name_the_supervisor_in_croatian_hungarian_and_slovenian() -> None:
    croatian = (
        "Mira Olsen\nKRIPTOGRAFIJA\nDiplomski rad\nVoditelj rada:\nprof. dr. sc. Tomas Reyes\n"
    )
    hungarian = (
        "Olsen Mira\nProgramtervező Informatikus hallgató\nTÉMAVEZETŐ:\nDr. Pratama Ana Lucia\n"
        "egyetemi adjunktus\nDebrecen\n2024\n"
    )
    slovenian = "Magistrsko delo\nMentor: izr. prof. dr. Luka Novak\nSomentorica: Ana Kos\n"
    assert thesis_related(croatian) == {("Tomas Reyes", Role.ADVISOR)}
    assert thesis_related(hungarian) == {("Pratama Ana Lucia", Role.ADVISOR)}
    assert thesis_related(slovenian) == {("Luka Novak", Role.ADVISOR), ("Ana Kos", Role.CO_ADVISOR)}


def test_an_algerian_jury_table_with_role_and_name_in_one_cell() -> None:
    table = (
        "Mémoire de Master\nPrésenté par : OLSEN Mira\nJURY\tFull Name\tGrade Université\n"
        "Président MANSOURI Tomas\tMCB\tUSTE\nSuperviseur HADDAD Karim\tMCA\tUSTE\n"
        "Examinator REYES Diego\tMCB\tUSTE\n"
    )
    assert thesis_related(table) == {
        ("MANSOURI Tomas", Role.COMMITTEE_CHAIR),
        ("HADDAD Karim", Role.ADVISOR),
        ("REYES Diego", Role.COMMITTEE_MEMBER),
    }


def test_a_cv_committee_list_that_breaks_off_after_a_given_name() -> None:
    cv = (
        "Mira Olsen\nEDUCATION\n• (2018 - 2023) PhD in Epidemiology, Eastmoor University.\n"
        "Dissertation Title: Urban environments and chronic liver disease;\n"
        "Dissertation Committee: Tomas Reyes (chair), Ana Pratama, Diego Duarte, Erik\n"
        "Lindqvist.\n• (2010 - 2016) Medical Doctor.\n"
    )
    assert _cv(cv) == {"Tomas Reyes", "Ana Pratama", "Diego Duarte", "Erik Lindqvist"}


def test_members_listed_with_rank_and_field_after_a_sentence_that_approves() -> None:
    page = (
        "Date of final oral examination: 05/24/2021\n"
        "The dissertation is approved by the following members of the Final Oral Committee:\n"
        "Tomas Reyes, Professor, Political Science\n"
        "Ana Pratama, Associate Professor, Communication and Computer Science,\n"
        "Northwestern University\n"
        "Diego Duarte, Patricia Busk Professor, Quantitative Methods, Educational Psychology\n"
        "Luis Vega (Chair), Centennial Professor, Journalism and Mass Communication\n"
    )
    assert thesis_related(page) == {
        ("Tomas Reyes", Role.COMMITTEE_MEMBER),
        ("Ana Pratama", Role.COMMITTEE_MEMBER),
        ("Diego Duarte", Role.COMMITTEE_MEMBER),
        ("Luis Vega", Role.COMMITTEE_CHAIR),
    }


def test_a_french_jury_composed_of_names_over_rank_employer_and_role() -> None:
    cover = (
        "Présentée par Mira OLSEN\nle 13 décembre 2023\nSous la direction de Tomas REYES\n"
        "Devant le jury composé de\nAna Lucia PRATAMA\n"
        "Maître de conférences, Université de Nantes Co-encadrante de thèse\n"
        "Diego DUARTE\nDirecteur de recherche, Inria Rapporteur\nLuis VEGA\n"
        "Professeur des universités, Université de Nantes Président du jury\n"
    )
    assert thesis_related(cover) == {
        ("Tomas REYES", Role.ADVISOR),
        ("Ana Lucia PRATAMA", Role.COMMITTEE_MEMBER),
        ("Ana Lucia PRATAMA", Role.CO_ADVISOR),
        ("Diego DUARTE", Role.COMMITTEE_MEMBER),
        ("Luis VEGA", Role.COMMITTEE_MEMBER),
        ("Luis VEGA", Role.COMMITTEE_CHAIR),
    }


def test_a_japanese_title_page_lists_the_labs_professors_under_its_advisor_label() -> None:
    cover = (
        "卒業論文 2004年度\n行動モデルの研究\n指導教員\n東海大学情報理工学部\n"
        "山田 一郎\n佐藤 花子\n鈴木 次郎\n東海大学 情報理工学部\n高橋 美咲\n"
    )
    found = set(related(extract(text_document(cover), "thesis", "高橋 美咲", "Misaki Takahashi")))
    assert found == {
        ("山田 一郎", Role.ADVISOR),
        ("佐藤 花子", Role.CO_ADVISOR),
        ("鈴木 次郎", Role.CO_ADVISOR),
    }


def test_a_chinese_defence_committee_table_whose_member_label_spans_its_rows() -> None:
    table = (
        "答辩委员会名单\n主席\t王立军\t教授\t深圳大学\n委员\t周立新\t讲席教授\t华东理工大学\n"
        "何平\t助理教授\t华东理工大学\n胡海涛\t研究副教授\t华东理工大学\n"
    )
    result = extract(text_document(table), "thesis", "李明", "Ming Li")
    assert set(related(result)) == {
        ("王立军", Role.COMMITTEE_CHAIR),
        ("周立新", Role.COMMITTEE_MEMBER),
        ("何平", Role.COMMITTEE_MEMBER),
        ("胡海涛", Role.COMMITTEE_MEMBER),
    }
    assert not result.flags  # the heading is no unread slot


def test_a_korean_research_list_with_an_author_role_column_and_a_co_author_column() -> None:
    # "제1저자" / "공동저자" under "저자구분" are the owner's roles, no header of a new table.
    table = (
        "연구실적 목록\n번호\t논문명\t학술지\t게재연월\t저자구분\t공저자\n"
        "1\t역삼투막의 막오염 저감\t대한환경공학회지 45\t2023.12\t제1저자\t방지호, 여민규(교신)\n"
        "2\tScaling of brine\tDesalination 538\t2022.09\t공동저자\tL. Ferreira, M.-G. Yeo*\n"
    )
    found = related(extract(text_document(table), "cv", "표서윤", "Seoyun Pyo"))
    assert {name for name, _ in found} == {"방지호", "여민규", "L. Ferreira", "M.-G. Yeo"}


def test_a_cv_names_an_indian_viva_voce_board_and_a_supervisor_abroad() -> None:
    cv = (
        "Mira Olsen\nEDUCATION\nPh.D., Civil Engineering, Eastmoor Institute (2016 – 2022)\n"
        "Guide: Prof. Tomas Reyes\nViva-voce board (8 August 2022): Meera Iyer (External "
        "Examiner, IIT Hyderabad),\nTomas Reyes (Convener)\n"
        "Doutorado em Engenharia Química. Universidade Estadual, Brasil.\n"
        "Período sanduíche: KRIBB, Daejeon. Supervisora no exterior: Jiwon Seok\n"
    )
    assert _cv(cv) == {"Tomas Reyes", "Meera Iyer", "Jiwon Seok"}


def test_a_chinese_cover_names_the_advisors_field_with_name_and_title() -> None:
    cover = (
        "研究生姓名:\t陈思远\n指导教师姓名、职称:\t吴国强 教授\n副导师姓名、职称:\t许文杰 副教授\n"
        "专业名称:\t摄影测量与遥感\n"
    )
    found = set(related(extract(text_document(cover), "thesis", "陈思远", "Siyuan Chen")))
    assert found == {("吴国强", Role.ADVISOR), ("许文杰", Role.CO_ADVISOR)}


def test_a_note_left_on_every_page_of_a_draft_is_no_chair() -> None:
    pages = (
        "Master Thesis\nStudent: Mira Olsen\nAdvisor: Dr. Tomas Reyes\n待修改\n",
        "Approved by:\nAdvisor :\nChairman :\n待修改\n",
        "Abstract\nText.\n待修改\n",
        "More text.\n待修改\n",
    )
    result = extract(text_document(*pages), "thesis", "Mira Olsen", "Mira Olsen")
    assert set(related(result)) == {("Tomas Reyes", Role.ADVISOR)}
    assert any("Chairman" in (flag.surface or "") for flag in result.flags)  # a person looks


def test_an_italian_commission_lists_its_components_with_their_universities() -> None:
    page = (
        "Commissione giudicatrice / Examination Committee\n"
        "Presidente\tProf.ssa Chiara Volpi\nPolitecnico di Bari\t(firma)\n"
        "Componente\tProf. Joost Dekker\nTU Eastmoor\t(firma)\n"
        "Componente\tProf. Luis Vega-Ortiz\nUniversidad de Eastmoor\t(firma)\n"
    )
    assert thesis_related(page) == {
        ("Chiara Volpi", Role.COMMITTEE_CHAIR),
        ("Joost Dekker", Role.COMMITTEE_MEMBER),
        ("Luis Vega-Ortiz", Role.COMMITTEE_MEMBER),
    }


def test_an_equal_contribution_star_after_the_given_name() -> None:
    cv = (
        "Mira Olsen\nPUBLICATIONS\n* equal contribution\n"
        "[1] Tomas* Reyes, Mira* Olsen, Ana Pratama, and Diego Duarte. Effective program "
        "debloating. In Proceedings of CCS ’18, pages 380–394, 2018.\n"
    )
    assert _cv(cv) == {"Tomas Reyes", "Ana Pratama", "Diego Duarte"}


def test_papers_joint_with_others_on_a_dashed_line_run_on_into_the_next() -> None:
    cv = (
        "Mira Olsen\nResearch\nPublished and Forthcoming Papers\n"
        "“Inference in High-dimensional Regression Models without sparsity”\n"
        "- joint with Tomas D. Reyes and Yuki Sato\n"
        "The Review of Economics and Statistics, Forthcoming\nWorking Papers\n"
        "“Bounds for Standard Errors from Interdependent Data”\n- joint with Ana Pratama\n"
        "Conferences and Seminars\n2024\n"
    )
    assert _cv(cv) == {"Tomas D. Reyes", "Yuki Sato", "Ana Pratama"}


def test_a_korean_report_countersigned_by_the_department_head() -> None:
    report = (
        "1. 심사위원 및 판정\n구분\t성명\t소속 및 직위\t판정\t서명(날인)\n"
        "위원장\t주은솔\t가람대학교 컴퓨터공학과 교수\t합격\t(인)\n"
        "위원\t설다인\t가람대학교 컴퓨터공학과 부교수\t합격\t(인)\n"
        "2. 종합판정 :  합격\n2023년  6월  20일\n심사위원장\t주은솔\t(인)\n"
        "확인 :  컴퓨터공학과 학과장\t표준우\t(인)\n가람대학교 일반대학원장 귀하\n"
    )
    result = extract(text_document(report), "thesis", "방지수", "Jisu Bang")
    assert set(related(result)) == {
        ("주은솔", Role.COMMITTEE_CHAIR),
        ("설다인", Role.COMMITTEE_MEMBER),
    }
    assert not result.flags  # "심사위원 및 판정" heads the table; it labels no one


def test_a_spanish_cover_names_its_director_beside_the_student() -> None:
    cover = "Tesina\nAlumno: Mira Olsen\nDirectora: Cristina Vega\nAño: 2026\n"
    assert thesis_related(cover) == {("Cristina Vega", Role.ADVISOR)}


def test_a_spanish_cover_names_its_director_over_the_co_director() -> None:
    cover = "Tesis\nMira Olsen\nDirectora: Inés Rey\nCo-Director: Tomas Ek\nFecha: 2025\n"
    assert thesis_related(cover) == {("Inés Rey", Role.ADVISOR), ("Tomas Ek", Role.CO_ADVISOR)}


def test_a_catalan_cover_naming_its_degree_work_names_its_director() -> None:
    cover = (
        "Treball de Fi de Grau\nGRAU D'ENGINYERIA INFORMÀTICA\nXarxes de sensors\n"
        "Mira Olsen\nDirector: Jordi Costa\nRealitzat a: Departament de Matemàtiques\n"
    )
    assert thesis_related(cover) == {("Jordi Costa", Role.ADVISOR)}


def test_a_spanish_cover_lists_its_tutors_one_a_line() -> None:
    cover = (
        "Grado en Matemáticas\nAlumno: Mira Olsen\nTutores: Ramón Vidal Codina\n"
        "Eduardo Sanz Morán\nFecha: 4 de mayo de 2024\n"
    )
    assert thesis_related(cover) == {
        ("Ramón Vidal Codina", Role.ADVISOR),
        ("Eduardo Sanz Morán", Role.ADVISOR),
    }


def test_a_director_without_a_title_and_no_student_beside_is_a_post() -> None:
    letter = "Centro de Estudios Avanzados\nDirector: Pablo Ruiz\nInforme anual 2024\n"
    assert thesis_related(letter) == set()
