"""Conventions of theses and CVs from more countries: Finnish, Polish, Chilean and Greek
approval lines, a Chinese defence committee printed institution first, French CV committees,
German "bei Prof." theses, advisors joined by "and" after their degrees, hyphens of every kind
inside a name, roman-numbered publication lists, first authors "et al.", Spanish "e"."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from minesweeper.ingest.model import OcrWord
from tests.unit.extractors.builders import extract, ocr_document, related, text_document


def _thesis(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis", "Mira Olsen", "Mira Olsen")))


def _cv(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "cv", "Mira Olsen", "Mira Olsen")))


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        # Aalto: labels in a column of their own, the rank and the university with the name.
        (
            "Supervising professor Assistant Professor Tarja Leino, Aalto University, Finland",
            {("Tarja Leino", Role.ADVISOR)},
        ),
        (
            "Preliminary examiners Professor Owen Marsh, University of Leeds, United Kingdom",
            {("Owen Marsh", Role.COMMITTEE_MEMBER)},
        ),
        # Polish "Opiekun pracy" (the work's supervisor) with a habilitated doctor's title.
        ("Opiekun pracy: dr hab. Kamil Wrona, prof. AGH", {("Kamil Wrona", Role.ADVISOR)}),
        # Polish defence protocols: the board's chair, the auxiliary supervisor, a reviewer.
        (
            "Przewodniczący Komisji  prof. dr hab. inż. Marek Zieliński",
            {("Marek Zieliński", Role.COMMITTEE_CHAIR)},
        ),
        (
            "Promotor pomocniczy  dr inż. Ewa Kowal",
            {("Ewa Kowal", Role.CO_ADVISOR)},
        ),
        ("Recenzent  prof. dr hab. Adam Nowicki", {("Adam Nowicki", Role.COMMITTEE_MEMBER)}),
        # A Czech board's chair and member.
        (
            "Předseda: prof. Ing. Karel Brož, DrSc. VŠCHT Praha",
            {("Karel Brož", Role.COMMITTEE_CHAIR)},
        ),
        ("Člen: doc. Ing. Radim Kos, Ph.D. VŠCHT Praha", {("Radim Kos", Role.COMMITTEE_MEMBER)}),
        # Chilean "Profesor/a guía" in capitals.
        ("PROFESOR/A GUÍA: Ramón Ibarra Sotelo", {("Ramón Ibarra Sotelo", Role.ADVISOR)}),
        # Two advisors, each with a degree after the name, joined by "and".
        (
            "Dissertation advisors: Ruth E. Calder, Ph.D. and Marek Holt, Ph.D.",
            {("Ruth E. Calder", Role.ADVISOR), ("Marek Holt", Role.ADVISOR)},
        ),
    ],
)
def test_approval_lines_of_more_countries(row: str, expected: set[tuple[str, str]]) -> None:
    assert _thesis(f"Doctoral thesis\n{row}\n") >= expected


def test_a_name_then_rank_then_role() -> None:
    text = (
        "Approved by the examination committee\n"
        "Eleni Marou Professor, Supervisor\n"
        "Nikos Pavlou Assistant Professor, Committee Member\n"
    )
    assert _thesis(text) >= {
        ("Eleni Marou", Role.ADVISOR),
        ("Nikos Pavlou", Role.COMMITTEE_MEMBER),
    }


def test_names_over_their_rank_and_role_under_a_heading_of_approvals() -> None:
    text = (
        "THESIS APPROVAL\n"
        "Author:\n"
        "Mira Olsen\n"
        "Committee approvals:\n"
        "Eleni Marou\n"
        "Professor, Thesis Supervisor\n"
        "Nikos Pavlou\n"
        "Assistant Professor, Committee Member\n"
        "Department approval:\n"
        "Petros Alexiou\n"
        "Associate Professor, Director of Graduate Studies\n"
    )
    assert _thesis(text) == {
        ("Eleni Marou", Role.ADVISOR),
        ("Nikos Pavlou", Role.COMMITTEE_MEMBER),
    }


def test_a_chinese_committee_printed_institution_and_rank_first() -> None:
    text = (
        "论文答辩委员会\n"
        "南京大学教授：邵立新 （注：主席）\n"
        "东南大学教授：阎振华\n"
        "东南大学副教授：贾静怡\n"
    )
    assert _thesis(text) >= {
        ("邵立新", Role.COMMITTEE_CHAIR),
        ("阎振华", Role.COMMITTEE_MEMBER),
        ("贾静怡", Role.COMMITTEE_MEMBER),
    }


def test_a_french_cv_lists_its_thesis_committee() -> None:
    text = (
        "Formation\n"
        "2019-2024 Ph.D., Psychologie, Université de Montréal\n"
        "• Comité de thèse : Julien Arsenault (superviseur), Claire Vidal, Paul Roy, "
        "& Anne Ferland\n"
    )
    assert _cv(text) >= {
        ("Julien Arsenault", Role.ADVISOR),
        ("Claire Vidal", Role.COMMITTEE_MEMBER),
        ("Paul Roy", Role.COMMITTEE_MEMBER),
        ("Anne Ferland", Role.COMMITTEE_MEMBER),
    }


def test_a_german_thesis_done_with_a_professor() -> None:
    text = (
        "Ausbildung\n"
        "2019 Masterarbeit: “Spektralfunktionen im Hubbard-Modell” bei Prof. Jonas Reiter\n"
        "2023 Promotion unter Betreuung von Prof. Lea Brandt und Prof. K. Weiß\n"
    )
    assert _cv(text) >= {
        ("Jonas Reiter", Role.ADVISOR),
        ("Lea Brandt", Role.ADVISOR),
        ("K. Weiß", Role.ADVISOR),
    }


def _coauthors(text: str, owner: str = "Mira Olsen") -> set[str]:
    result = extract(text_document(text), "cv", owner, owner)
    return {p.name_raw for p in result.persons if not p.is_self and p.role is Role.COAUTHOR}


def test_a_non_breaking_hyphen_inside_a_name() -> None:
    text = (
        "Publications\n"
        "14. Roy\u2011Lapointe, C., St\u2011Amand, J., Olsen, M., & Gagnon, R. J. (2025). "
        "Moving on. Journal of Things, 3, 1-9.\n"
    )
    assert _coauthors(text) >= {"C. Roy-Lapointe", "J. St-Amand", "R. J. Gagnon"}


def test_a_roman_numbered_list_of_publications() -> None:
    text = (
        "List of publications\n"
        "I Tove Berg, Mira Olsen, and Jens Lund. Fast colouring. In Proc. PODC, 2021.\n"
        "II Ivar Nes and Mira Olsen. Slow colouring. In Proc. SODA, 2022.\n"
        "IV Mira Olsen and Ulla Dahl. No colouring. In Proc. STOC, 2023.\n"
    )
    assert _coauthors(text) == {"Tove Berg", "Jens Lund", "Ivar Nes", "Ulla Dahl"}
    # An initial that reads as a roman number is no number.
    initials = "Publications\nI. Ivanova, V. Rao, M. Olsen. Initials. In Proc. ESA, 2024.\n"
    assert _coauthors(initials) == {"I. Ivanova", "V. Rao"}


def test_roman_numbers_with_a_stop_before_inverted_names() -> None:
    text = (
        "Selected publications\n"
        'I. Olsen, M.A., Berg, T., Nes, I. (2012). "Dark voids." MNRAS 426, 440-461.\n'
        'II. Dahl, U., Olsen, M. (2015). "Filaments." IEEE TVCG 22, 1745-1759.\n'
        'VIII.Lund, J., Olsen, M., & van Aken, P. (2022). "Explained." JOSS 7, 4493.\n'
    )
    assert _coauthors(text) == {"T. Berg", "I. Nes", "U. Dahl", "J. Lund", "P. van Aken"}
    # A stop after a lone capital before names given initials first is an initial.
    initials = "Publications\nV. Rao, K. Iyer, M. Olsen. Initials. In Proc. ESA, 2024.\n"
    assert _coauthors(initials) == {"V. Rao", "K. Iyer"}


def test_a_cv_prints_its_owner_under_the_name_they_go_by() -> None:
    text = (
        "Pavel Jensen\nPublications\n"
        "2023 Pasha Jensen and Tove Berg. Islands. [Manuscript]\n"
        "2022 Ivar Nes, Pasha Jensen, and Ulla Dahl. A corpus. Bakhtiniana, 17(4), 223–261.\n"
        "2019 Pasha Jensen. Delayed linearization. [Manuscript]\n"
    )
    found = extract(text_document(text), "cv", "Pavel Jensen", "Pavel Jensen").persons
    assert {p.name_raw for p in found if not p.is_self} == {"Tove Berg", "Ivar Nes", "Ulla Dahl"}


def test_a_namesake_of_the_owner_s_family_is_kept_when_the_list_names_the_owner() -> None:
    text = (
        "Pavel Jensen\nPublications\n"
        "2023 Pavel Jensen and Lars Jensen. Islands. Lingua 3, 1-9.\n"
        "2022 Lars Jensen and Pavel Jensen. Corpora. Lingua 2, 1-9.\n"
        "2021 Lars Jensen, Ivar Nes and Pavel Jensen. Trees. Lingua 1, 1-9.\n"
    )
    assert _coauthors(text, "Pavel Jensen") == {"Lars Jensen", "Ivar Nes"}


def test_an_economist_s_project_names_the_others_on_a_line_under_its_title() -> None:
    text = (
        "Ongoing Projects\n"
        "Friction at the Door: A Nationwide Experiment on Outreach Channels.\n"
        "with Tove Berg, Dilma Nes, and Ulla Dahl.\n"
        "Two RCTs in endline data collection.\n"
        "Living\n"
        "with Risk and Uncertainty.\n"
    )
    assert _coauthors(text) == {"Tove Berg", "Dilma Nes", "Ulla Dahl"}


def test_a_first_author_et_al_in_a_cv_list() -> None:
    text = (
        "Artigos publicados\n"
        "• Barros, S. et al. (2020). A moisture gradient drove diversification. Nature 5: 1.\n"
        "• Olsen, M., Prado, L. (2019). Frogs of the Cerrado. Zootaxa 2: 3.\n"
    )
    assert _coauthors(text) >= {"S. Barros", "L. Prado"}


def test_a_spanish_list_joined_by_e() -> None:
    text = (
        "Publicaciones\n"
        "Olsen, M. (2021). Redes escolares (en coautoría con Pablo Vera, Inés Paz e Irene "
        "Rojas). Revista de Sociología 4: 1-20.\n"
    )
    assert _coauthors(text) >= {"Pablo Vera", "Inés Paz", "Irene Rojas"}


def test_a_volume_and_article_number_wrapped_onto_a_line_is_no_entry_number() -> None:
    text = (
        "Publications\n"
        "Aalto, H., Olsen, M. 2026. Paddy rice growth under dense nursery\n"
        "techniques for transplanting. Field Crops Research.\n"
        "335: 110200.\n"
        "Aalto, H., Kuusi, S., and Olsen, M. 2026. Redox effects on phosphorus in\n"
        "flooded paddy soils. Agronomy.\n"
        "16: 51.\n"
    )
    assert _coauthors(text) == {"H. Aalto", "S. Kuusi"}


def test_labels_over_names_with_rank_and_university() -> None:
    text = (
        "Supervising professor\n"
        "Assistant Professor Tarja Leino, Aalto University, Finland\n"
        "Preliminary examiners\n"
        "Professor Owen Marsh, University of Leeds, United Kingdom\n"
        "Associate Professor Reza Tavana, University of Waterloo, Canada\n"
        "Opponent\n"
        "Professor Owen Marsh, University of Leeds, United Kingdom\n"
        "Aalto University publication series\n"
        "Doctoral Theses 12/2026\n"
    )
    assert _thesis(text) == {
        ("Tarja Leino", Role.ADVISOR),
        ("Owen Marsh", Role.COMMITTEE_MEMBER),
        ("Reza Tavana", Role.COMMITTEE_MEMBER),
    }


def test_a_bracketed_with_list_wrapped_over_lines() -> None:
    text = (
        "Publications\n"
        "“Going Global, in Theory” (with Ruth E. Calder, Roger M. Dane, Andrew Hale, Nathan J.\n"
        "Marlow, Mira Olsen, Greta Lind-Hovde, and Anna Petrova).\n"
        "IMS Blog: Brainfood 3, no. 1 (2019)\n"
    )
    assert _coauthors(text) == {
        "Ruth E. Calder", "Roger M. Dane", "Andrew Hale", "Nathan J. Marlow",
        "Greta Lind-Hovde", "Anna Petrova",
    }  # fmt: skip


def test_marks_after_the_authors_of_a_cv_entry() -> None:
    text = (
        "Publications\n"
        "4. Olsen, M.*, Halvard, C., Brekke, M.†, 2021. Orientation maps. Acta 3: 1.\n"
        "5. Sandvik, K.# and Olsen, M.*, 2020. Alloys. Metals 2: 4.\n"
    )
    assert _coauthors(text) == {"C. Halvard", "M. Brekke", "K. Sandvik"}


def test_a_korean_journal_byline_takes_each_author_s_note() -> None:
    text = (
        "한국정보학회지 제12권 제3호(2021. 3)\n"
        "적은 예제로 배우는 언어 모델\n"
        "한 지 우 † · 서 도 윤 †† · 임 채 원 †††\n"
        "(Jiwoo Han) (Doyun Seo) (Chaewon Lim)\n"
        "요 약 실험 결과 제안 기법은 모든 설정에서 우수하였다.\n"
        "† 학생회원 : 서울대학교 컴퓨터공학부 박사과정\n"
        "†† 비 회 원 : 네이버클라우드 연구원\n"
        "††† 종신회원 : 서울대학교 컴퓨터공학부 교수\n"
    )
    result = extract(text_document(text), "paper", "한지우", "Jiwoo Han")
    noted = {p.name_raw: p.affiliation for p in result.persons if not p.is_self}
    assert noted == {"서도윤": "네이버클라우드 연구원", "임채원": "서울대학교 컴퓨터공학부 교수"}


def test_a_french_jury_grouped_under_plural_roles() -> None:
    text = (
        "Thèse soutenue publiquement le 17 mars 2023, devant le jury composé de :\n"
        "Président\n"
        "Monsieur Paul VERNET\n"
        "Professeur, Université Claude Bernard Lyon 1\n"
        "Rapporteurs\n"
        "Madame Claire DUBOIS-FABRE\n"
        "Maître de conférences HDR, Université de Pau et des Pays de l'Adour\n"
        "Monsieur Luc MOREAU\n"
        "Professeur, Université de Sherbrooke\n"
        "Examinatrice\n"
        "Madame Inès BENALI\n"
        "Chargée de recherche CNRS, Institut Néel\n"
    )
    found = _thesis(text)
    assert {(name.upper(), role) for name, role in found} == {
        ("PAUL VERNET", Role.COMMITTEE_CHAIR),
        ("CLAIRE DUBOIS-FABRE", Role.COMMITTEE_MEMBER),
        ("LUC MOREAU", Role.COMMITTEE_MEMBER),
        ("INÈS BENALI", Role.COMMITTEE_MEMBER),
    }


def test_a_french_thesis_directed_by_two() -> None:
    text = (
        "Thèse en cotutelle\n"
        "Sous la direction de :\n"
        "Rémi Gauthier, directeur de recherche\n"
        "Odile Marchand, codirectrice de recherche\n"
    )
    assert _thesis(text) == {
        ("Rémi Gauthier", Role.ADVISOR),
        ("Odile Marchand", Role.CO_ADVISOR),
    }


def test_a_spanish_rank_under_the_name_is_no_name() -> None:
    text = (
        "TESIS DOCTORAL\n"
        "Director:\n"
        "Dr. Luis Prieto Galán\n"
        "Profesor Titular de Universidad\n"
        "Codirectora:\n"
        "Dra. Sara Molina Vidal\n"
        "Profesora Contratada Doctora\n"
        "Madrid, 2022\n"
    )
    assert _thesis(text) == {
        ("Luis Prieto Galán", Role.ADVISOR),
        ("Sara Molina Vidal", Role.CO_ADVISOR),
    }


def test_members_in_brackets_under_signature_lines() -> None:
    # Thai approval pages: a signature line with the role at its end, the typed name under it
    # in brackets; on a scan the signature reads as letters with no confidence.
    lines = [
        ("DISSERTATION COMMITTEE", 0.95),
        ("Spee ee", 0.1),
        ("(Professor Somchai Wattana, D.Eng.)", 0.9),
        ("SEC ae 0000 Thesis Advisor", 0.1),
        ("(Associate Professor Niran Saengdee, Ph.D.)", 0.9),
        ("ale FER ea", 0.1),
        ("(Malee Sukhum, Ph.D.)", 0.9),
    ]
    words = [
        OcrWord(text, 100 + 200 * position, 100 + 80 * line_id, 180, 40, confidence, line_id)
        for line_id, (line, confidence) in enumerate(lines)
        for position, text in enumerate(line.split())
    ]
    found = set(related(extract(ocr_document(words, None), "thesis", "Mira Olsen", None)))
    assert found == {
        ("Somchai Wattana", Role.COMMITTEE_MEMBER),
        ("Niran Saengdee", Role.COMMITTEE_MEMBER),
        ("Malee Sukhum", Role.COMMITTEE_MEMBER),
    }


def test_a_brazilian_board_under_a_lead_in_and_its_heading() -> None:
    text = (
        "FOLHA DE APROVAÇÃO\n"
        "Tese de Doutorado defendida por Mira Olsen e aprovada em 28 de fevereiro de 2020\n"
        "pela banca examinadora constituída pelos doutores:\n"
        "BANCA EXAMINADORA\n"
        "Prof. Dr. Paulo Mendes Rocha – Presidente e Orientador\n"
        "FEQ / UNICAMP\n"
        "Profa. Dra. Ana Lúcia Prado\n"
        "IQ / USP\n"
        "Prof. Dr. Caio Tanaka Lima\n"
        "DEQ / UFSCar\n"
    )
    assert _thesis(text) == {
        ("Paulo Mendes Rocha", Role.COMMITTEE_CHAIR),
        ("Paulo Mendes Rocha", Role.ADVISOR),
        ("Paulo Mendes Rocha", Role.COMMITTEE_MEMBER),
        ("Ana Lúcia Prado", Role.COMMITTEE_MEMBER),
        ("Caio Tanaka Lima", Role.COMMITTEE_MEMBER),
    }


def test_a_member_s_rank_and_employer_under_the_name_place_them() -> None:
    text = (
        "The present dissertation has been approved by the Dissertation Committee\n"
        "Committee Chair Dohyun Baek\n"
        "Professor, Department of Mechanical Engineering, KAIST\n"
        "Committee Member Yerin Cha\n"
        "Associate Professor, School of Mechanical Engineering, Hanyang University\n"
        "Committee Member Junho Kwak\n"
        "KAIST\n"
    )
    result = extract(text_document(text), "thesis", "Mira Olsen", None)
    placed = {p.name_raw: p.affiliation for p in result.persons}
    assert placed == {
        "Dohyun Baek": "Professor, Department of Mechanical Engineering, KAIST",
        "Yerin Cha": "Associate Professor, School of Mechanical Engineering, Hanyang University",
        "Junho Kwak": None,  # the degree's university under the last name places nobody
    }


def test_a_german_doctoral_body_s_chair_signs_and_a_further_examiner_sits() -> None:
    text = (
        "Als Dissertation genehmigt von der Technischen Fakultät\n"
        "Vorsitzender des Promotionsorgans: Prof. Dr.-Ing. Holger Brandes\n"
        "Gutachter: Prof. Dr.-Ing. Uwe Kessler\n"
        "Weitere Prüferin: Prof. Dr.-Ing. Marlene Vogt\n"
    )
    assert _thesis(text) == {
        ("Uwe Kessler", Role.COMMITTEE_MEMBER),
        ("Marlene Vogt", Role.COMMITTEE_MEMBER),
    }


def test_an_aip_byline_groups_each_author_over_the_affiliation() -> None:
    text = (
        "Transparent photonic band-gap structures\n"
        "M. Olsen, J. P. Rask, and C. M. Fjeld\n"
        "Optics Directorate, Fort Hale, Alabama 35800-1000\n"
        "A. S. Brenna\n"
        "Coastal Research Institute, 12 Harbor Road, Norfolk, Virginia 23501\n"
        "(Received 22 September 1997; accepted for publication 17 November 1997)\n"
        "We investigate numerically the properties of photonic band-gap structures.\n"
    )
    result = extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen")
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "J. P. Rask", "C. M. Fjeld", "A. S. Brenna",
    }  # fmt: skip


def test_an_indian_thesis_thanks_its_guides_and_its_committee() -> None:
    text = (
        "ACKNOWLEDGEMENTS\n"
        "I express my sincere gratitude to my research guide Prof. Lakshmi Rao for her constant\n"
        "support, and to my co-guide Dr. Arjun Menon for the many hours in the laboratory.\n"
        "I thank the members of my Doctoral Committee, Prof. Vikram Joshi (Chairman) and Prof.\n"
        "Meera Iyer, for their valuable suggestions. I thank my friends Ravi Kumar and\n"
        "Divya Nair.\n"
    )
    assert _thesis(text) == {
        ("Lakshmi Rao", Role.ADVISOR),
        ("Arjun Menon", Role.CO_ADVISOR),
        ("Vikram Joshi", Role.COMMITTEE_MEMBER),
        ("Meera Iyer", Role.COMMITTEE_MEMBER),
    }


def test_the_dean_signing_under_a_korean_approval_table_is_no_member() -> None:
    text = (
        "한지우의 공학박사 학위논문을\n"
        "심사하여 인준함.\n"
        "직 위 성 명 소 속 서 명\n"
        "위원장 강민석 고려대학교\n"
        "위 원 오세린 고려대학교\n"
        "고려대학교 대학원\n"
        "학위논문 심사완료 검인\n"
        "고려대학교 대학원장\n"
        "백 승 현\n"
    )
    assert set(related(extract(text_document(text), "thesis", "한지우", "Jiwoo Han"))) == {
        ("강민석", Role.COMMITTEE_CHAIR),
        ("오세린", Role.COMMITTEE_MEMBER),
    }


def test_a_committee_heading_in_capitals_is_no_name() -> None:
    text = (
        "TESIS QUE PARA OPTAR POR EL GRADO DE DOCTOR EN CIENCIA\n"
        "TUTORA PRINCIPAL\n"
        "DRA. ROSA ELENA VARGAS PIÑA\n"
        "INSTITUTO DE INVESTIGACIONES EN MATERIALES\n"
        "MIEMBROS DEL COMITÉ TUTOR\n"
        "DR. TOMÁS ORTIZ LEAL\n"
        "INSTITUTO DE FÍSICA\n"
    )
    names = {name for name, _ in _thesis(text)}
    assert "MIEMBROS DEL COMITÉ" not in {name.upper() for name in names}
    assert {name.upper() for name in names} == {
        "ROSA ELENA VARGAS PIÑA",
        "TOMÁS ORTIZ LEAL",
    }


def test_a_korean_approval_sentence_wrapped_before_its_verb_names_nobody() -> None:
    text = (
        "위 사람의 박사학위논문으로 학위논문 심사위원회의 심사를 통과\n"
        "하였음\n"
        "2021년 12월 2일\n"
        "심사위원장  노태윤  (인)\n"
        "심사위원  차은서  (인)\n"
    )
    assert set(related(extract(text_document(text), "thesis", "한지우", "Jiwoo Han"))) == {
        ("노태윤", Role.COMMITTEE_CHAIR),
        ("차은서", Role.COMMITTEE_MEMBER),
    }


def _paper_authors(text: str, applicant: str) -> set[str]:
    result = extract(text_document(text), "paper", applicant, None)
    return {p.name_raw for p in result.persons if not p.is_self}


def test_a_title_ending_on_in_between_does_not_swallow_the_byline() -> None:
    text = (
        "Ensemble representation of catalytic interfaces:\n"
        "soloists, orchestras, and everything in-between\n"
        "Daniel K. Orlov, Oscar W. T. Hale, Weiming Zhou, Greta Lund\n"
        "and Oksana V. Petrenko *\n"
        "Catalytic systems are complex and dynamic, exploring vast chemical spaces.\n"
    )
    assert _paper_authors(text, "Daniel K. Orlov") == {
        "Oscar W. T. Hale", "Weiming Zhou", "Greta Lund", "Oksana V. Petrenko",
    }  # fmt: skip


def test_taylor_and_francis_symbol_marks_and_cover_sheet() -> None:
    cover = (
        "This article was downloaded by:[Indian Institute of Technology Madras]\n"
        "Publisher: Taylor & Francis\n"
        "To cite this Article: Rossi, K., Farina, G. and Lindholm, K., 'Disorder trapping'\n"
        "Full terms and conditions of use: http://www.informaworld.com/terms.pdf\n"
    )
    paper = (
        "Philosophical Magazine, 2007, 1–21\n"
        "Disorder trapping and grain refinement during solidification\n"
        "K. ROSSI*y, G. FARINAz,\n"
        "D. BRANDT-MOERx and\n"
        "K. LINDHOLMy\n"
        "yDepartment of Materials Engineering, Indian Institute of Science, Bangalore\n"
        "zDepartment of Metallurgical Engineering, Indian Institute of Technology Madras\n"
        "Abstract\nText.\n"
    )
    result = extract(text_document(cover, paper), "paper", "K. Rossi", None)
    found = {p.name_raw: p.affiliation for p in result.persons if not p.is_self}
    assert set(found) == {"G. Farina", "D. Brandt-Moer", "K. Lindholm"}
    assert found["G. Farina"] == (
        "Department of Metallurgical Engineering, Indian Institute of Technology Madras"
    )


def test_the_owner_printed_with_a_middle_initial_the_committee_left_out() -> None:
    text = (
        "Publications\n"
        "de Vries, R., van Olsen, T. J., Green, K., & van der Laan, S. (2020). Title of a paper. "
        "Journal of Things, 3, 1-9.\n"
        "Van Olsen, T. J., Hendriks, R., & Van den Bosch, B. (2021). Another title. Journal, 2.\n"
    )
    result = extract(text_document(text), "cv", "Tijs van Olsen", None)
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "R. de Vries", "K. Green", "S. van der Laan", "R. Hendriks", "B. Van den Bosch",
    }  # fmt: skip


def test_a_korean_second_initial_is_no_middle_initial() -> None:
    text = "Publications\n1. Kim, M. S., Kim, M. J., & Lee, H. (2020). Title. Journal, 3.\n"
    result = extract(text_document(text), "cv", "김민수", "Minsu Kim")
    assert {p.name_raw for p in result.persons if not p.is_self} == {"M. J. Kim", "H. Lee"}


def test_an_indonesian_cv_names_its_promotor_and_ko_promotor_in_one_line() -> None:
    text = (
        "Education\n"
        "Doctor of Philosophy in Chemical Engineering, Universitas Gadjah Mada, 2022\n"
        "Promotor: Prof. Ir. Budi Santoso, M.Eng., Ph.D.; Ko-promotor: Dr. Ir. Sri Handayani, "
        "M.T.\n"
    )
    assert _cv(text) == {
        ("Budi Santoso", Role.ADVISOR),
        ("Sri Handayani", Role.CO_ADVISOR),
    }


def test_an_employer_after_the_name_in_any_language_is_no_second_name() -> None:
    text = (
        "Protokol o obhajobě\n"
        "Oponentka:  doc. Mgr. Jana Dvořáková, Ph.D.  Univerzita Pardubice\n"
        "Školitel:  doc. Ing. Tomáš Hrubý, Ph.D.  VŠCHT Praha (bez hlasovacího práva)\n"
        "Main Supervisor name: Kirsty Lachlan-Boyd\n"
        "Examiners:  Professor Arun Kumar Das, Nanyang Technological University\n"
    )
    assert _thesis(text) == {
        ("Jana Dvořáková", Role.COMMITTEE_MEMBER),
        ("Tomáš Hrubý", Role.ADVISOR),
        ("Kirsty Lachlan-Boyd", Role.ADVISOR),
        ("Arun Kumar Das", Role.COMMITTEE_MEMBER),
    }


def test_an_italian_examining_board_with_each_seat_after_a_dash() -> None:
    text = (
        "VERBALE DELL'ESAME FINALE PER IL CONSEGUIMENTO DEL TITOLO DI DOTTORE DI RICERCA\n"
        "Commissione giudicatrice nominata con D.R. rep. n. 812/2021, così composta:\n"
        "Prof. Franco Di Stefano  - Presidente  (Politecnico di Milano)\n"
        "Prof.ssa Paola Ricci  - Componente  (Università degli Studi di Napoli Federico II)\n"
        "Prof. Enzo La Porta  - Segretario  (Università degli Studi di Padova)\n"
        "La Commissione procede all'esame della candidata Mira Olsen.\n"
    )
    assert _thesis(text) == {
        ("Franco Di Stefano", Role.COMMITTEE_CHAIR),
        ("Paola Ricci", Role.COMMITTEE_MEMBER),
        ("Enzo La Porta", Role.COMMITTEE_MEMBER),
    }


def _ocr_page(lines: list[tuple[str, float]]) -> set[tuple[str, str]]:
    """The related persons of a scanned page whose lines OCR read with these confidences;
    two spaces set a line's words apart into cells."""
    words: list[OcrWord] = []
    for line_id, (line, confidence) in enumerate(lines):
        left = 100
        for cell in line.split("  "):
            for text in cell.split():
                words.append(OcrWord(text, left, 100 + 80 * line_id, 120, 40, confidence, line_id))
                left += 140
            left += 600  # a wide gap between the cells
    return set(related(extract(ocr_document(words, None), "thesis", "Mira Olsen", None)))


def test_a_scanned_board_seated_after_dashes_and_rows_under_a_signature_scrawl() -> None:
    assert _ocr_page(
        [
            ("Commissione giudicatrice nominata con D.R. n. 812/2021, così composta:", 0.9),
            ("Prof. Franco Di Stefano  - Presidente  (Politecnico di Milano)", 0.9),
            ("Prof.ssa Paola Ricci  - Componente  (Università di Napoli)", 0.9),
        ]
    ) == {
        ("Franco Di Stefano", Role.COMMITTEE_CHAIR),
        ("Paola Ricci", Role.COMMITTEE_MEMBER),
    }
    assert _ocr_page(
        [
            ("Tim Promotor", 0.95),
            ("Promotor  Ko-Promotor", 0.92),
            ("Prof. Ir. Budi Santoso, M.Eng., Ph.D.  Dr. Ir. Sri Handayani, S.T., M.T.", 0.8),
            ("Tim Penguji", 0.92),
            ("Ketua Tim Penguji  Penguji I", 0.88),
            ("<? fA  Ors", 0.1),
            ("Prof. Dr. Ir. Wahyu Pratomo, DEA  Dr. Eko Saputro, S.T., M.Eng.", 0.9),
        ]
    ) >= {
        ("Budi Santoso", Role.ADVISOR),
        ("Sri Handayani", Role.CO_ADVISOR),
        ("Wahyu Pratomo", Role.COMMITTEE_CHAIR),
        ("Eko Saputro", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    "row",
    [
        "Dissertation Committee: Professor Lena Marsh, Chair; Professor Tobias Renner; "
        "Dr. Aiko Nakada",
        "Thesis Committee: Lena Marsh, Chair, Tobias Renner, Aiko Nakada",
    ],
)
def test_a_role_after_a_member_in_a_one_line_list_is_that_member_s(row: str) -> None:
    assert _thesis(f"Doctoral thesis\n{row}\n") == {
        ("Lena Marsh", Role.COMMITTEE_CHAIR),
        ("Tobias Renner", Role.COMMITTEE_MEMBER),
        ("Aiko Nakada", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    "row",
    [
        "Tesis dirigida por: Dr. D. Julián Barrios Lema y Dra. Dª. Inés Collado Vera",
        "Tesis doctoral dirigida por el Dr. Julián Barrios Lema y la Dra. Inés Collado Vera",
    ],
)
def test_a_spanish_thesis_directed_by_don_and_dona(row: str) -> None:
    assert _thesis(f"Tesis doctoral\n{row}\n") == {
        ("Julián Barrios Lema", Role.ADVISOR),
        ("Inés Collado Vera", Role.ADVISOR),
    }


def test_a_spanish_direction_inside_a_sentence() -> None:
    text = (
        "Tesis doctoral\n"
        "Trabajo realizado bajo la dirección del Dr. Julián Barrios Lema en el Departamento.\n"
        "Tesis realizada bajo la codirección de la Dra. Inés Collado Vera\n"
    )
    assert _thesis(text) == {
        ("Julián Barrios Lema", Role.ADVISOR),
        ("Inés Collado Vera", Role.CO_ADVISOR),
    }


def test_a_doctor_s_initial_d_is_kept() -> None:
    assert _thesis("Doctoral thesis\nAdvisor: Dr. D. Kim\n") == {("D. Kim", Role.ADVISOR)}


def test_a_thesis_by_compilation_lists_the_candidate_s_articles_without_a_heading() -> None:
    text = (
        "Supplementary Research\n"
        "A complete list of peer-reviewed journal articles authored or co-authored by the "
        "candidate during the program are listed here:\n"
        "“Dust lanes in barred spirals”\n"
        "Mira Olsen, Tomas K. Brenner, Hale Oduya, 2015, MNRAS, 452, 2804\n"
        "“Cold gas in dwarfs”\n"
        "P. V. Lindahl, M. Olsen, & R. Quint, 2014, ApJ, 795, 34\n"
        "Acknowledgements\n"
        "Thank you to the rest of my advisory panel, Ines Vidal, Corwin Hale, and Petra Saari.\n"
    )
    assert _thesis(text) == {
        ("Tomas K. Brenner", Role.COAUTHOR),
        ("Hale Oduya", Role.COAUTHOR),
        ("P. V. Lindahl", Role.COAUTHOR),
        ("R. Quint", Role.COAUTHOR),
        ("Ines Vidal", Role.COMMITTEE_MEMBER),
        ("Corwin Hale", Role.COMMITTEE_MEMBER),
        ("Petra Saari", Role.COMMITTEE_MEMBER),
    }


def test_a_committee_list_whose_lines_end_on_a_date_field() -> None:
    text = (
        "Masters Thesis\n"
        "The thesis of Mira Olsen is approved:\n"
        "Dr. Tomas K. Brenner  Date:\n"
        "Dr. Hale Oduya  Date:\n"
        "Dr. Petra Saari, Chair  Date:\n"
    )
    assert _thesis(text) == {
        ("Tomas K. Brenner", Role.COMMITTEE_MEMBER),
        ("Hale Oduya", Role.COMMITTEE_MEMBER),
        ("Petra Saari", Role.COMMITTEE_CHAIR),
    }


def test_the_director_of_a_degree_work_over_the_name() -> None:
    text = (
        "Trabajo de grado\nDIRECTOR DEL TRABAJO DE GRADO\nJULIÁN BARRIOS LEMA\nMaster en estudios\n"
    )
    assert {name.casefold() for name, _role in _thesis(text)} == {"julián barrios lema"}


def test_posts_under_an_examiner_s_name_are_no_names() -> None:
    text = (
        "LETTER OF APPROVAL\n"
        "The undersigned hereby certify that they have read this project report.\n"
        "________________________\n"
        "External Examiner\n"
        "Mr. Tomas Brenner\n"
        "Chief Technical Officer\n"
        "Corvid Networks Pvt. Ltd.\n"
        "________________________\n"
        "Supervisor\n"
        "Dr. Hale Oduya\n"
        "Deputy Head\n"
        "Department of Electronics\n"
    )
    assert _thesis(text) == {
        ("Tomas Brenner", Role.COMMITTEE_MEMBER),
        ("Hale Oduya", Role.ADVISOR),
    }


def test_a_long_apa_author_list_with_a_family_name_that_is_also_a_particle() -> None:
    authors = ", ".join(f"{family}, {initial}." for family, initial in _MANY_AUTHORS)
    text = (
        "Curriculum Vitae\nMira Olsen\nPublications\n"
        f"Brenner, T., Olsen, M., {authors}, and Quint, R. (2023). Degrees of freedom in\n"
        "speech analyses. Advances in Methods, 6(3):1–29.\n"
    )
    found = _cv(text)
    assert ("F. Du", Role.COAUTHOR) in found
    assert len(found) == len(_MANY_AUTHORS) + 2


_MANY_AUTHORS = [
    ("Aldana", "P"), ("Brisco", "K"), ("Cavell", "D"), ("Du", "F"), ("Eklund", "S"),
    ("Farrow", "G"), ("Gisler", "H"), ("Hadley", "J"), ("Ivers", "L"), ("Jessop", "N"),
    ("Kettle", "O"), ("Le", "W"), ("Marden", "Q"), ("Nolte", "U"), ("Orrin", "V"),
]  # fmt: skip


def test_glued_and_spaced_middle_initials_in_a_given_first_list() -> None:
    text = (
        "Curriculum Vitae\nMira Olsen\nPublications\n"
        "[1] Tomas Brenner, Hale J.D. Oduya, and Mira Olsen. Normalizing flows. IEEE TPAMI, 2020.\n"
        "[2] Petra Saari, Corwin J. K. Vale, and Mira Olsen. Flow matching. In CVPR, 2021.\n"
    )
    assert _cv(text) == {
        ("Tomas Brenner", Role.COAUTHOR),
        ("Hale J.D. Oduya", Role.COAUTHOR),
        ("Petra Saari", Role.COAUTHOR),
        ("Corwin J. K. Vale", Role.COAUTHOR),
    }


def test_the_pinyin_lv_is_a_family_name() -> None:
    text = (
        "Curriculum Vitae\nMira Olsen\nPublications\n"
        "Wang, J., Lv, Y., Olsen, M., Han, S. (2020). Loss of function. Scientific Reports.\n"
    )
    assert _cv(text) == {
        ("J. Wang", Role.COAUTHOR),
        ("Y. Lv", Role.COAUTHOR),
        ("S. Han", Role.COAUTHOR),
    }


def test_a_cv_s_supervisors_before_the_dates() -> None:
    text = (
        "Curriculum Vitae\nMira Olsen\nEducation\n"
        "Master's thesis supervised by Prof. Tomas Brenner & Prof. Hale Oduya Sep 2016 - Aug 2017\n"
    )
    assert _cv(text) == {("Tomas Brenner", Role.ADVISOR), ("Hale Oduya", Role.ADVISOR)}


def test_a_greek_diploma_thesis_supervisor_and_its_approving_committee() -> None:
    text = (
        "ΔΙΠΛΩΜΑΤΙΚΗ ΕΡΓΑΣΙΑ\n"
        "Επιβλέπων : Νίκος Κ. Αλεξίου\n"
        "Αναπληρωτής Καθηγητής\n"
        "Εγκρίθηκε από την τριμελή εξεταστική επιτροπή την 3η Μαΐου 2019.\n"
        "............................\n"
        "Νίκος Κ. Αλεξίου\n"
        "Αναπληρωτής Καθηγητής\n"
        "............................\n"
        "Ελένη Μαυρίδου\n"
        "Καθηγήτρια\n"
        "............................\n"
        "Στέφανος Ραφτόπουλος\n"
        "Επίκουρος Καθηγητής\n"
    )
    found = set(related(extract(text_document(text), "thesis", "Μαρία Ζήση", None)))
    assert found == {
        ("Νίκος Κ. Αλεξίου", Role.ADVISOR),
        ("Ελένη Μαυρίδου", Role.COMMITTEE_MEMBER),
        ("Στέφανος Ραφτόπουλος", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize("status", ["(Under review)", "(in press)", "(Submitted)"])
def test_an_apa_entry_with_its_status_where_the_year_goes(status: str) -> None:
    text = (
        "Curriculum Vitae\nMira Olsen\nManuscripts Under Review\n"
        "Brenner, T., Rask, Th., Saari, P., Vale, C., Lindahl, P. V., Quint, R., Aldana, P.,\n"
        f"Olsen, M., and Marden, Q. {status}. Big team science for language science.\n"
    )
    assert {name for name, _role in _cv(text)} == {
        "T. Brenner", "Th. Rask", "P. Saari", "C. Vale", "P. V. Lindahl", "R. Quint",
        "P. Aldana", "Q. Marden",
    }  # fmt: skip


def test_an_italian_board_composed_of_members_with_university_and_seat() -> None:
    text = (
        "Esame finale\n"
        "La presente tesi è stata discussa il 3 marzo 2021 davanti alla Commissione giudicatrice\n"
        "composta da:\n"
        "Prof.ssa Ines Vidal — Università di Bologna (Presidente)\n"
        "Dr. Corwin Hale — Technical University of Denmark (DTU) (Componente)\n"
        "Prof. Tomas Brenner — Politecnico di Torino (Segretario)\n"
        "Parere dei revisori esterni: favorevole.\n"
    )
    assert _thesis(text) == {
        ("Ines Vidal", Role.COMMITTEE_CHAIR),
        ("Corwin Hale", Role.COMMITTEE_MEMBER),
        ("Tomas Brenner", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    ("heads", "associate", "employer"),
    [
        ("Unvanı, Adı Soyadı (Kurumu)", "Doç. Dr.", "ODTÜ Kimya Mühendisliği"),
        # The same page read by OCR without the Turkish letters.
        ("Unvani, Adi Soyadi (Kurumu)", "Dog. Dr.", "ODTU Kimya Muhendisligi"),
    ],
)
def test_a_turkish_jury_under_the_heads_of_its_columns(
    heads: str, associate: str, employer: str
) -> None:
    text = (
        "TEZ ONAY SAYFASI\n"
        "Jüri Üyeleri:\n"
        f"{heads}\n"
        "Prof. Dr. Ayla Tekin (Başkan)\n"
        f"{employer}\n"
        f"{associate} Kerem Yalın (Danışman)\n"
        f"{employer}\n"
        "Dr. Öğr. Üyesi Sevim Aras\n"
        "Hacettepe Üniversitesi Kimya Mühendisliği\n"
    )
    assert _thesis(text) == {
        ("Ayla Tekin", Role.COMMITTEE_CHAIR),
        ("Kerem Yalın", Role.ADVISOR),
        ("Kerem Yalın", Role.COMMITTEE_MEMBER),
        ("Sevim Aras", Role.COMMITTEE_MEMBER),
    }


def test_a_signed_approval_page_with_two_roles_and_a_council_representative() -> None:
    text = (
        "Doctor of Philosophy dissertation of Mira Olsen presented on June 3, 2022.\n"
        "APPROVED:\n"
        "Tomas K. Brenner, Major Professor and Committee Chair,\n"
        "representing Mechanical Engineering\n"
        "Hale Oduya, Committee Member\n"
        "Petra Saari, Graduate Council Representative\n"
        "Corwin Vale, Dean of the Graduate School\n"
    )
    assert _thesis(text) == {
        ("Tomas K. Brenner", Role.ADVISOR),
        ("Tomas K. Brenner", Role.COMMITTEE_CHAIR),
        ("Tomas K. Brenner", Role.COMMITTEE_MEMBER),
        ("Hale Oduya", Role.COMMITTEE_MEMBER),
        ("Petra Saari", Role.COMMITTEE_MEMBER),
    }


def test_entries_without_a_title_end_their_authors_at_the_journal() -> None:
    text = (
        "Curriculum Vitae\nMira Olsen\nPublications\n"
        "1. M. Olsen, H. Oduya, P. Saari*, ACS Nano 15 (2021) 11842.\n"
        "2. T. Brenner, M. Olsen, P. Saari*, J. Membr. Sci. 611 (2020) 118352.\n"
        "※ 위 내용은 사실과 다름없음을 확인합니다.\n"
        "지원자  Mira Olsen (서명)\n"
    )
    assert {name for name, _role in _cv(text)} == {"H. Oduya", "P. Saari", "T. Brenner"}


def test_a_swedish_grading_committee_wrapped_over_two_lines_and_its_main_supervisor() -> None:
    text = (
        "Akademisk avhandling som med tillstånd av KTH framläggs till offentlig granskning.\n"
        "Betygsnämnd: Professor Ines Vidal, Lunds universitet; Dr. Corwin Hale,\n"
        "Aalto-universitetet, Finland; Professor Petra Saari, Chalmers tekniska högskola\n"
        "Huvudhandledare: Professor Tomas Brenner, KTH\n"
    )
    assert _thesis(text) == {
        ("Ines Vidal", Role.COMMITTEE_MEMBER),
        ("Corwin Hale", Role.COMMITTEE_MEMBER),
        ("Petra Saari", Role.COMMITTEE_MEMBER),
        ("Tomas Brenner", Role.ADVISOR),
    }


def test_a_german_title_page_s_reviewers_then_dates_and_its_board_s_member() -> None:
    text = (
        "Dissertation\n"
        "Gutachter: Prof. Dr.-Ing. Tomas Brenner\n"
        "Technische Universität Dresden\n"
        "Prof. Dr. Ines Vidal\n"
        "Universität Stuttgart\n"
        "Tag der Einreichung:\t14. Januar 2021\n"
        "Tag der Verteidigung:\t28. Juni 2021\n"
        "Promotionskommission\n"
        "Mitglied:\tProf. Dr. Corwin Hale\n"
    )
    assert _thesis(text) == {
        ("Tomas Brenner", Role.COMMITTEE_MEMBER),
        ("Ines Vidal", Role.COMMITTEE_MEMBER),
        ("Corwin Hale", Role.COMMITTEE_MEMBER),
    }


def test_an_ieee_footnote_says_where_each_author_works() -> None:
    text = (
        "IEEE TRANSACTIONS ON SIGNAL PROCESSING, VOL. 70, 2022 5127\n"
        "Sparse Channel Estimation for Massive Arrays\n"
        "Mira Olsen, Graduate Student Member, IEEE, Tomas Brenner, and Hale Oduya, Senior "
        "Member, IEEE\n"
        "Abstract—We show that super-resolution improves sparse recovery.\n"
        "Manuscript received March 3, 2022. (Corresponding author: Hale Oduya.)\n"
        "Mira Olsen and Hale Oduya are with the Department of Electrical and\n"
        "Computer Engineering, Seoul National University, Seoul 08826, South Korea (e-mail:\n"
        "mo@snu.ac.kr).\n"
        "Tomas Brenner is with Samsung Research, Seoul 06765, South Korea (e-mail:\n"
        "tb@samsung.com).\n"
    )
    result = extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen")
    placed = {p.name_raw: p.affiliation for p in result.persons if not p.is_self}
    assert placed == {
        "Tomas Brenner": "Samsung Research, Seoul 06765, South Korea",
        "Hale Oduya": "Department of Electrical and Computer Engineering, Seoul National "
        "University, Seoul 08826, South Korea",
    }


def test_mdpi_marks_set_apart_from_the_names_place_each_author() -> None:
    text = (
        "polymers MDPI\nArticle\nBlends with Tunable Free Volume\n"
        "Mira Olsen 1,†, Tomas Brenner 2,†, Hale Oduya 1\n"
        " and Petra Saari 1,*\n"
        "1 Department of Chemical Engineering, Yonsei University, Seoul 03722, Korea\n"
        "2 School of Chemical Engineering, Sungkyunkwan University, Suwon 16419, Korea\n"
        "* Correspondence: ps@yonsei.ac.kr\n"
        "† These authors contributed equally to this work.\n"
    )
    result = extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen")
    placed = {p.name_raw: p.affiliation for p in result.persons if not p.is_self}
    assert placed["Tomas Brenner"] == (
        "School of Chemical Engineering, Sungkyunkwan University, Suwon 16419, Korea"
    )
    assert set(placed) == {"Tomas Brenner", "Hale Oduya", "Petra Saari"}


def test_a_german_cv_s_titles_open_on_a_low_quotation_mark() -> None:
    text = (
        "Lebenslauf\nMira Olsen\nPublikationen\n"
        "[1] M. Olsen, T. Brenner, und H. Oduya, „Use Cases for Power Quality Data“, in Proc. "
        "CIRED, 2019.\n"
    )
    assert _cv(text) == {("T. Brenner", Role.COAUTHOR), ("H. Oduya", Role.COAUTHOR)}


def test_a_frontiers_first_page_s_panel_citation_and_affiliations() -> None:
    text = (
        "BRIEF RESEARCH REPORT\n"
        "Edited by:\nIvo Marangoni,\nCentre Hospitalier Universitaire de\nToulouse, France\n"
        "Reviewed by:\nLena Wójcik,\nIcahn School of Medicine at\nMount Sinai, United States\n"
        "Otar Beridze,\nTbilisi State University, Georgia\n"
        "*Correspondence:\nMira Olsen\nmo@example.org\n"
        "Citation:\nOlsen M, Brenner T and Oduya H (2019)\nScheduling Imaging for\n"
        "Emergency Care, a Queueing Model\nStudy. Front. Neurol. 10:653.\n"
        "Scheduling Imaging for Emergency Care, a Queueing Model Study\n"
        "Mira Olsen1*, Tomas Brenner2,3 and Hale Oduya 2\n"
        "1 Harbour General Hospital, Sydney, Australia, 2\n"
        "Interventional Radiology Service, Department of Radiology, Harbour Health, "
        "Sydney, Australia, 3 Monash University, Clayton, Australia\n"
        "Abstract\n"
    )
    result = extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen")
    assert related(result) == {("Tomas Brenner", Role.COAUTHOR), ("Hale Oduya", Role.COAUTHOR)}


def test_a_cover_sheet_before_the_paper_and_a_group_after_its_authors() -> None:
    cover = (
        "Since January 2020 the publisher has created a resource centre with free information.\n"
        "These permissions are granted for free for as long as the centre remains active.\n"
    )
    text = (
        "Contents lists available at ScienceDirect\n"
        "Shift planning under distancing rules: a simulation\n"
        "Mira Olsen a, Tomas Brenner b, Hale Oduya c,*, for the ABC Working Group on Sepsis\n"
        "a Engineering Cluster, Singapore Institute of Technology, Singapore\n"
        "b Clinical Biochemistry, University of Toronto, Toronto, Canada\n"
        "c Department of Laboratory Medicine, National University Hospital, Singapore\n"
        "ARTICLE INFO\n"
    )
    result = extract(text_document(cover, text), "paper", "Mira Olsen", "Mira Olsen")
    assert related(result) == {("Tomas Brenner", Role.COAUTHOR), ("Hale Oduya", Role.COAUTHOR)}


def test_a_singapore_title_page_s_examiners_with_a_malay_name() -> None:
    text = (
        "A THESIS SUBMITTED FOR THE DEGREE OF DOCTOR OF PHILOSOPHY\n"
        "Supervisors:\tAssociate Professor Tomas Brenner, Main Supervisor\n"
        "Dr Corwin Hale, Co-Supervisor\n"
        "Examiners:\tAssociate Professor Siti Mariam binte Yusof\n"
        "Professor Lim Boon Keat\n"
        "Professor Petra J. Saari, University of Melbourne\n"
    )
    assert _thesis(text) >= {
        ("Tomas Brenner", Role.ADVISOR),
        ("Siti Mariam binte Yusof", Role.COMMITTEE_MEMBER),
        ("Lim Boon Keat", Role.COMMITTEE_MEMBER),
        ("Petra J. Saari", Role.COMMITTEE_MEMBER),
    }


def test_a_german_label_wrapped_beside_its_two_members() -> None:
    text = (
        "Erstgutachter:\tProf. Dr. Tomas Brenner\n"
        "Weitere Mitglieder der\tProf. Dr. Hale Oduya\n"
        "Prüfungskommission:\tPD Dr. Petra Saari\n"
        "Tag der mündlichen Prüfung:\t14.07.2020\n"
    )
    assert _thesis(text) == {
        ("Tomas Brenner", Role.COMMITTEE_MEMBER),
        ("Hale Oduya", Role.COMMITTEE_MEMBER),
        ("Petra Saari", Role.COMMITTEE_MEMBER),
    }


def test_employers_under_a_committee_s_members_are_no_members() -> None:
    text = (
        "Thesis Committee\n"
        "Tomas K. Brenner, PhD (Chair)\n"
        "Johns Hopkins School of Medicine\n"
        "Hale Oduya, PhD (Advisor)\n"
        "Johns Hopkins Bloomberg School of Public Health\n"
        "Petra Saari, PhD\n"
        "Johns Hopkins Bloomberg School of Public Health\n"
    )
    assert {name for name, _role in _thesis(text)} == {
        "Tomas K. Brenner",
        "Hale Oduya",
        "Petra Saari",
    }


def test_a_brazilian_approval_sheet_with_fields_under_each_member() -> None:
    text = (
        "FOLHA DE APROVAÇÃO\n"
        "Aprovado em: 15/09/2021\n"
        "Banca Examinadora\n"
        "Prof. Dr. Tomas Brenner Araújo\n"
        "Instituição: FMUSP (Presidente)\tAssinatura: ______________________\n"
        "Profa. Dra. Ines Vidal Moura\n"
        "Instituição: UNIFESP\tAssinatura: ______________________\n"
        "Prof. Dr. Hale Oduya Batista\n"
        "Instituição: UFMG\tAssinatura: ______________________\n"
    )
    assert {name for name, _role in _thesis(text)} == {
        "Tomas Brenner Araújo",
        "Ines Vidal Moura",
        "Hale Oduya Batista",
    }


def test_a_lattes_cv_s_abnt_entries_print_family_names_in_capitals() -> None:
    text = (
        "Currículo Lattes\nMira Olsen\n"
        "Artigos completos publicados em periódicos\n"
        "1. OLSEN, M.; MOURA, L. P. C.; SEO, JIN-HO; ARAÚJO, R. B. T. Soil microbes under "
        "drought. Revista Agro, v. 10, p. 1884, 2020.\n"
    )
    assert {name for name, _role in _cv(text)} == {
        "L. P. C. Moura",
        "Jin-Ho Seo",
        "R. B. T. Araújo",
    }


def test_an_approval_page_names_core_members_and_an_institutional_representative() -> None:
    text = (
        "DISSERTATION APPROVAL PAGE\nStudent: Tomas Lindkvist\n"
        "This dissertation has been accepted and approved by:\n"
        "Benno Harrow Chair\nErich Colwyn Advisor\nJaden Paulsen Core Member\n"
        "Marisa Guerra Institutional Representative\nand\n"
        "Andrea Karlo Interim Vice Provost for Graduate Studies\n"
    )
    # The vice provost signs for the graduate school.
    assert related(extract(text_document(text), "thesis", "Tomas Lindkvist", None)) == {
        ("Benno Harrow", "committee_chair"),
        ("Erich Colwyn", "advisor"),
        ("Erich Colwyn", "committee_member"),
        ("Jaden Paulsen", "committee_member"),
        ("Marisa Guerra", "committee_member"),
    }


def test_a_preface_gives_each_supervisor_s_role_after_the_name() -> None:
    text = (
        "Preface\nThe research was supervised by Prof. Aslak Sundby\n"
        "as main supervisor, and Prof. Joakim Lindén as co-supervisor.\n"
    )
    assert related(extract(text_document(text), "thesis", "Tomas Lindkvist", None)) == {
        ("Aslak Sundby", "advisor"),
        ("Joakim Lindén", "co_advisor"),
    }


@pytest.mark.parametrize(("first", "second"), [("Erster", "Zweiter"), ("erster", "zweite")])
def test_german_examiners_labelled_in_two_words(first: str, second: str) -> None:
    text = (
        "Dissertation\nDekan: Prof. Dr. Markus Steiner\n"
        f"{first} Gutachter: Prof. Dr. Sergej Gorski\n"
        f"{second} Gutachter: Lecturer Dr. Christian Dubois\n"
    )
    assert related(extract(text_document(text), "thesis", "Tomas Lindkvist", None)) == {
        ("Sergej Gorski", "committee_member"),
        ("Christian Dubois", "committee_member"),
    }


def test_a_dutch_commission_lists_further_members_under_overige_leden() -> None:
    text = (
        "Promotiecommissie\n"
        "Promotor:\tprof. dr. H.J. van der Berg\tUniversiteit van Amsterdam\n"
        "Copromotor:\tdr. M. de Bruin\tUniversiteit van Amsterdam\n"
        "Overige leden:\tprof. dr. E.K. Smid\tVrije Universiteit Amsterdam\n"
        "prof. dr. R.A. Oyewole\tUniversiteit van Amsterdam\n"
        "dr. S.Y. Baik\tUniversiteit Leiden\n"
        "Faculteit der Natuurwetenschappen, Wiskunde en Informatica\n"
    )
    found = extract(text_document(text), "thesis", "Tomas Lindkvist", None).persons
    assert {(p.name_raw, p.role.value) for p in found if p.role.value != "committee_member"} == {
        ("H.J. van der Berg", "advisor"),
        ("M. de Bruin", "co_advisor"),
    }
    members = {p.name_raw for p in found if p.role.value == "committee_member"}
    assert members >= {"E.K. Smid", "R.A. Oyewole", "S.Y. Baik"}
    assert not any("Faculteit" in name for name in members)


def test_four_initials_the_last_without_its_stop() -> None:
    text = (
        "Publications\n"
        "Negrete, R.I., Chalmers, J.Q., Ribas, G.H.P.M, Olsen, M., Higashi, N. and\n"
        "D. Robles. 2011. Detection of treefall gaps. Remote Sensing of Environment 115: 3322.\n"
    )
    assert _coauthors(text) == {
        "R.I. Negrete",
        "J.Q. Chalmers",
        "G.H.P.M Ribas",
        "N. Higashi",
        "D. Robles",
    }


def test_a_space_before_a_comma_or_none_after_it_in_an_author_list() -> None:
    text = (
        "Publications\n"
        "Aguilar J., Olsen M., Pepra T. , Affum-Bako K., Swain M.D.,Adu-Boateng S., and\n"
        "Y. Malik. 2019. Drier tropical forests. Ecology Letters. 22:855-865\n"
    )
    assert _coauthors(text) >= {"K. Affum-Bako", "S. Adu-Boateng", "Y. Malik"}


@pytest.mark.parametrize(
    "degree",
    [
        "Doctorat, Sorbonne Université, 2021 — Directeur de thèse : Olivier Pradet; "
        "co-directrice : Hélène Garnier-Kwon",
        "Ph.D., Sorbonne Université, 2021 – Advisor: Olivier Pradet; co-advisor: "
        "Hélène Garnier-Kwon",
    ],
)
def test_a_cv_s_degree_line_sets_its_advisors_apart_with_a_dash(degree: str) -> None:
    text = f"Yerin Tak\nFormation\n{degree}\n"
    assert _cv(text) == {("Olivier Pradet", Role.ADVISOR), ("Hélène Garnier-Kwon", Role.CO_ADVISOR)}


def test_a_cv_s_jury_heading_alone_over_its_members() -> None:
    text = (
        "Yerin Tak\nFormation\nDoctorat, Sorbonne Université, 2021\nJury\n"
        "Présidente : Claire Benhamel; Rapporteur : Henri Dufresne-Lamar\n"
        "Service\nCommittee\nPrésidente : Ana Ruiz\n"
    )
    assert _cv(text) == {
        ("Claire Benhamel", Role.COMMITTEE_CHAIR),
        ("Henri Dufresne-Lamar", Role.COMMITTEE_MEMBER),
    }


def test_a_cv_s_committee_heading_over_names_alone_on_their_lines() -> None:
    text = (
        "Education\nPh.D., Ohio State University, 2019\n"
        "Dissertation Committee:\nAnna Berg\nTomas Lind\n"
    )
    assert _cv(text) >= {("Tomas Lind", Role.COMMITTEE_MEMBER)}


def test_an_author_list_broken_after_a_middle_initial() -> None:
    text = (
        "Presentations\n"
        "2022 Rhoda Rosen, Anh Lưu, Mira Olsen, Inna Y. Dubova, and Sonia A.\n"
        "Malamed. Verbs in bilingual acquisition. 4th Conference on Heritage Languages.\n"
    )
    assert _coauthors(text) == {"Rhoda Rosen", "Anh Lưu", "Inna Y. Dubova", "Sonia A. Malamed"}


def test_a_family_name_ending_in_ed_is_no_editors_mark() -> None:
    text = "Publications\n2021 Mira Olsen and Ahmed Mohammed. Verbs. Lingua 3, 1-9.\n"
    assert _coauthors(text) == {"Ahmed Mohammed"}


def test_a_flemish_jury_s_members_under_leden_above_the_imprint() -> None:
    text = (
        "Jury:\nProf. dr. ir. Pieterjan Vandenberg, voorzitter\n"
        "Prof. dr. Anneke Van Rompuy, promotor\nleden:\n"
        "Prof. dr. ir. Bert De Clerck\nDr. Hanne Verbeke\n(Universiteit Gent)\n"
        "© 2021 KU Leuven – Faculty of Engineering Science, Kasteelpark Arenberg 1\n"
    )
    assert related(extract(text_document(text), "thesis", "Eunji Seol", None)) == {
        ("Pieterjan Vandenberg", "committee_chair"),
        ("Anneke Van Rompuy", "advisor"),
        ("Anneke Van Rompuy", "committee_member"),
        ("Bert De Clerck", "committee_member"),
        ("Hanne Verbeke", "committee_member"),
    }


def test_a_chilean_cover_in_capitals_with_guide_co_guide_and_commission() -> None:
    text = (
        "TESIS PARA OPTAR AL GRADO DE DOCTOR EN CIENCIAS DE LA INGENIERÍA\nHARIM JEON\n"
        "PROFESOR GUÍA:\nRAMIRO SAAVEDRA LAGUNA\nPROFESOR CO-GUÍA:\nYEON-HO KANG\n"
        "COMISIÓN EVALUADORA:\nCONSUELO FUENTES RIQUELME\nTEODORO ERRÁZURIZ VIAL\n"
        "SANTIAGO DE CHILE\n2024\n"
    )
    assert related(extract(text_document(text), "thesis", "전하림", "Harim Jeon")) == {
        ("RAMIRO SAAVEDRA LAGUNA", "advisor"),
        ("YEON-HO KANG", "co_advisor"),
        ("CONSUELO FUENTES RIQUELME", "committee_member"),
        ("TEODORO ERRÁZURIZ VIAL", "committee_member"),
    }


def test_a_declaration_names_supervisors_a_chair_and_the_published_chapter_s_authors() -> None:
    declaration = (
        "Declaration\nThis is to certify that the thesis comprises only my original work.\n"
        "The research was carried out under the supervision of Professor Fenella Callow "
        "(principal supervisor) and\nDr Jisu Pak (co-supervisor), with Associate Professor "
        "Lorcan O'Rourk serving as chair of the advisory\ncommittee. Chapter 4 has been "
        "published as D. Yi, J. Pak, J.-W. Pak, T. M. A. Nguen and F. Callow,\n"
        "ChemSusChem, 2022. Jungwoo Pak carried out the DFT calculations.\n"
    )
    found = extract(text_document("Title", declaration), "thesis", "이도현", "Dohyun Yi")
    assert {(p.name_raw, p.role.value) for p in found.persons if not p.is_self} == {
        ("Fenella Callow", "advisor"),
        ("Jisu Pak", "co_advisor"),
        ("Lorcan O'Rourk", "committee_chair"),
        ("J. Pak", "coauthor"),
        ("J.-W. Pak", "coauthor"),
        ("T. M. A. Nguen", "coauthor"),
        ("F. Callow", "coauthor"),
    }


def test_a_spanish_thesis_names_its_directores_and_their_direction() -> None:
    cover = "Tesis doctoral\nDirectores Dr. Fabián Bolaños Bevi\nDr. Arturo Fernández Cabal\n"
    certificate = (
        "HACE CONSTAR:\nQue la tesis ha sido desarrollada en este Departamento, bajo la "
        "dirección\ndel Dr. Fabián Bolaños Bevi, y el Dr. Arturo Fernández Cabal.\n"
        "Paloma Nieves De Anza, Directora del Departamento\n"
    )
    for page in (cover, certificate):
        found = extract(text_document(page), "thesis", "Efraín Lazcanor", None).persons
        assert {(p.name_raw, p.role.value) for p in found} == {
            ("Fabián Bolaños Bevi", "advisor"),
            ("Arturo Fernández Cabal", "advisor"),
        }


@pytest.mark.parametrize(
    "page",
    [
        "Praca magisterska\nOpiekun pracy dr hab. inż. Piotr Mazurkow\nWrocław 2020\n",
        # The author above the label, the titled advisor under it.
        "PRACA DYPLOMOWA\nAna Stelmach\nOpiekun pracy\ndr hab. inż. Piotr Mazurkow\nWROCŁAW 2024\n",
    ],
)
def test_a_polish_thesis_s_opiekun_pracy(page: str) -> None:
    assert related(extract(text_document(page), "thesis", "Ana Nowak", None)) == {
        ("Piotr Mazurkow", "advisor")
    }


def test_a_brazilian_board_prints_each_role_in_brackets_under_the_name() -> None:
    page = (
        "BANCA EXAMINADORA:\nProf. Dr. Aurélio Pereira Juno\n(Orientador – PPGEE/ITEC/UFPA)\n"
        "Prof. Dr. Mércio Cardoso de Alvarenga\n(Avaliador Interno – PPGEE/ITEC/UFPA)\n"
        "Prof. Dr. Rolando de Freitas Zampa\n(Avaliador Externo ao Programa – FCT/ITEC/UFPA)\n"
        "VISTO:\nProf. Dr. Dario Lisboa Cardim\n(Coordenador do PPGEE/ITEC/UFPA)\n"
    )
    assert related(extract(text_document(page), "thesis", "Weverton Nasc", None)) == {
        ("Aurélio Pereira Juno", "committee_member"),
        ("Aurélio Pereira Juno", "advisor"),
        ("Mércio Cardoso de Alvarenga", "committee_member"),
        ("Rolando de Freitas Zampa", "committee_member"),
    }


def test_a_thesis_s_own_list_inverts_the_first_author_alone() -> None:
    chapter = (
        "7.1.1. Publicaciones\n"
        "Los resultados obtenidos se han publicado en las siguientes ponencias.\n"
        "Bolaños, F., Efraín Lazcano, Arturo Fernández-Cab, Paulino Gonzalo, Jacinto A. Galdós y "
        'Aurelio Bian. "Selecting the Best Tailored Algorithm". En: Proceedings of HCII. '
        "2007.\n"
    )
    found = extract(text_document("Tesis doctoral", chapter), "thesis", "Efraín Lazcano", None)
    assert related(found) == {
        ("F. Bolaños", "coauthor"),
        ("Arturo Fernández-Cab", "coauthor"),
        ("Paulino Gonzalo", "coauthor"),
        ("Jacinto A. Galdós", "coauthor"),
        ("Aurelio Bian", "coauthor"),
    }


def test_a_danish_assessment_committee_chaired_in_brackets_then_one_member_per_line() -> None:
    page = (
        "Academic advisors:\tPrincipal supervisor: Professor Svend Kjær Holmen\n"
        "Co-supervisor: Associate Professor Eun-Seo Jee, Copenhagen Plant Science Centre\n"
        "Assessment committee:\tAssociate Professor Lene Dahl Vint (chair)\n"
        "Department of Plant and Environmental Sciences, University of Copenhagen\n"
        "Professor Mikko Kaukoran\nDepartment of Agricultural Sciences, University of Turku\n"
        "Dr. Gwenda Ashbe\nThe James Hutton Institute, Dundee\nSubmitted:\t31 January 2024\n"
    )
    assert related(extract(text_document(page), "thesis", "Hajin Myeong", None)) == {
        ("Svend Kjær Holmen", "advisor"),
        ("Eun-Seo Jee", "co_advisor"),
        ("Lene Dahl Vint", "committee_chair"),
        ("Mikko Kaukoran", "committee_member"),
        ("Gwenda Ashbe", "committee_member"),
    }


def test_a_thesis_advisory_committee_s_tac_members() -> None:
    page = (
        "Thesis Advisory Committee\nSupervisor: Assoc Prof Rajesh Menon Krish\n"
        "TAC member: Prof Oscar Tan Wee Kia\n"
        "TAC member: Dr Nurul Ain binte Rahma (A*STAR ISCE2)\nStatement of Originality\n"
    )
    assert related(extract(text_document(page), "thesis", "Ha Eunji", None)) >= {
        ("Rajesh Menon Krish", "advisor"),
        ("Oscar Tan Wee Kia", "committee_member"),
        ("Nurul Ain binte Rahma", "committee_member"),
    }


def test_a_canadian_examining_committee_with_rank_and_unit_after_each_name() -> None:
    page = (
        "Examining Committee:\nMarguerite Okafor-Reed, Professor, Civil Engineering, UBC\n"
        "Supervisor\nHarald Fenwick-Law, Professor, Wood Science, UBC\nUniversity Examiner\n"
        "Isaline Charbon, Professor, Génie civil, Université Laval\nExternal Examiner\n"
        "Additional Supervisory Committee Members:\n"
        "Yeon-ju Kwun, Assistant Professor, Civil Engineering, UBC\nSupervisory Committee Member\n"
    )
    assert related(extract(text_document(page), "thesis", "Dain Eom", None)) == {
        ("Marguerite Okafor-Reed", "advisor"),
        ("Marguerite Okafor-Reed", "committee_member"),  # listed on the committee too
        ("Harald Fenwick-Law", "committee_member"),
        ("Isaline Charbon", "committee_member"),
        ("Yeon-ju Kwun", "committee_member"),
    }


def test_a_hong_kong_committee_printed_family_first_in_capitals_with_bracketed_roles() -> None:
    page = (
        "Thesis Assessment Committee\nProfessor FANG, Dejin (Chair)\n"
        "Professor YEUNG, Po Lan (Thesis Supervisor)\nProfessor CHAU, Kai Sang (Committee Member)\n"
        "Professor BAZ, Neil (External Examiner)\n"
    )
    assert related(extract(text_document(page), "thesis", "Tongyu Yan", None)) == {
        ("Dejin FANG", "committee_chair"),
        ("Po Lan YEUNG", "advisor"),
        ("Po Lan YEUNG", "committee_member"),
        ("Kai Sang CHAU", "committee_member"),
        ("Neil BAZ", "committee_member"),
    }


def test_a_brazilian_sheet_prints_titles_after_the_names_and_roles_under_them() -> None:
    page = (
        "Florianópolis, 14 de junho 2013.\nRogério dos Santos Melo, Prof. Dr.\nCoordenador\n"
        "Renato Pereira e Silvo, Prof. Dr.\nOrientador\nBanca Examinadora:\n"
        "Amâncio Augusto Frölich, Prof. Dr.\nPresidente\nMarcelo Thirion, Prof. Dr.\n"
        "Priscila Vilaine, Prof. Dr.\n"
    )
    assert related(extract(text_document(page), "thesis", "Pedro Ghiraldi", None)) == {
        ("Renato Pereira e Silvo", "advisor"),
        ("Amâncio Augusto Frölich", "committee_member"),
        ("Amâncio Augusto Frölich", "committee_chair"),
        ("Marcelo Thirion", "committee_member"),
        ("Priscila Vilaine", "committee_member"),
    }


def test_a_title_that_reads_as_glued_names_does_not_hide_the_authors_under_it() -> None:
    text = (
        "Publications\n"
        "[9] FlexMix: Leveraging Heterogeneous Batteries for Mobile Users\n"
        "Mira Olsen, Sunwoo Leem, Dal R. Jeon, Anil Kumaran, Kiho Leem, Jinsu\n"
        "Leem, and Insu Shinn\n"
        "ACM International Conference on Mobile Systems (MobiSys), 2023\n"
    )
    assert _coauthors(text) == {
        "Sunwoo Leem",
        "Dal R. Jeon",
        "Anil Kumaran",
        "Kiho Leem",
        "Jinsu Leem",
        "Insu Shinn",
    }


def test_a_brazilian_board_s_roles_after_the_names_and_the_school_after_a_dash() -> None:
    page = (
        "Composição da Banca Examinadora:\nProf. Dr. Jacó Waldmar Orientador - ITA\n"
        "Prof. Dr. Marcos da Silva Pinhal Membro Interno - ITA\n"
        "Dr. Reinaldo Augusto da Cunha Bianco Membro Externo - FEI\nITA\n"
    )
    assert related(extract(text_document(page), "thesis", "Wellerson Castro", None)) >= {
        ("Jacó Waldmar", "advisor"),
        ("Marcos da Silva Pinhal", "committee_member"),
        ("Reinaldo Augusto da Cunha Bianco", "committee_member"),
    }


def test_a_statement_of_approval_dates_each_members_signature_after_the_role() -> None:
    page = (
        "STATEMENT OF DISSERTATION APPROVAL\nThe dissertation of Mira Olsen\n"
        "has been approved by the following supervisory committee members:\n"
        "Odile Marchand, Chair(s) March 3, 2023\nDate Approved\n"
        "Tobias Ekwall, Member 3 March 2023\nDate Approved\n"
        "Priya N. Sethi, Member 03/09/2023\nDate Approved\n"
    )
    assert _thesis(page) == {
        ("Odile Marchand", Role.COMMITTEE_CHAIR),
        ("Tobias Ekwall", Role.COMMITTEE_MEMBER),
        ("Priya N. Sethi", Role.COMMITTEE_MEMBER),
    }


def test_dutch_promotores_over_their_names_are_advisors() -> None:
    page = (
        "Promotores\nProf. W.H.J. van Tilburg\nProf. E. de Graaf\nCopromotor\nDr. S.M. Brouwer\n"
        "Assessment Committee\nProf. L.K. Hendriks\nProf. M. Okonkwo\n"
    )
    assert _thesis(page) == {
        ("W.H.J. van Tilburg", Role.ADVISOR),
        ("E. de Graaf", Role.ADVISOR),
        ("S.M. Brouwer", Role.CO_ADVISOR),
        ("L.K. Hendriks", Role.COMMITTEE_MEMBER),
        ("M. Okonkwo", Role.COMMITTEE_MEMBER),
    }


def test_a_russian_degree_abbreviated_before_the_advisors_name() -> None:
    page = (
        "Диссертация на соискание учёной степени\nкандидата физико-математических наук\n"
        "Научный руководитель:\nд.ф.-м.н. Журавлёв К. А.\n"
        "Научный соруководитель:\nк.т.н. Бельская О.Н.\nКазань — 2016\n"
    )
    found = related(extract(text_document(page), "thesis", "Новикова Анна Сергеевна", None))
    assert found == {("Журавлёв К. А", "advisor"), ("Бельская О.Н", "co_advisor")}


def test_a_cv_cells_author_list_wrapped_inside_a_name_goes_on_under_it() -> None:
    text = (
        "Publications\tTomasz Wrona, Mira Olsen, Rafael J. Quintero, Ines Holm, Petra Lutz, Anja\n"
        "\tVoss, Dario Cele, Lena Brandt, and Oskar Nyberg, “Sparse Routing,” in NSDI, 2022\n"
        "\tMira Olsen and Dario Cele, “Cache-Aware Queues,” in EuroSys, 2021\n"
    )
    assert {"Anja Voss", "Lena Brandt", "Oskar Nyberg"} <= _coauthors(text)


def test_a_bulleted_note_under_an_entry_ends_it_and_the_next_entry_opens() -> None:
    text = (
        "WORKS IN PROGRESS\n"
        "Ferreira, Lucia†, Tomas Adeyemi†, and Mira Olsen. “Rural Pensions and Health.”\n"
        "▪ Presented at the Nordic Demography Meeting 2023\n"
        "Kowalczyk, Ewa†, and Mira Olsen. “Do Village Clubs Keep Widowed Farmers in Touch\n"
        "with Their Neighbours?”\n"
        "▪ Accepted at the Rural Studies Forum 2025\n"
    )
    assert _coauthors(text) == {"Lucia Ferreira", "Tomas Adeyemi", "Ewa Kowalczyk"}


def test_a_korean_cv_tables_sole_author_column_is_no_name() -> None:
    text = (
        "논문 실적\n연도 | 논문명 | 학술지 | 공동저자\n"
        "2019 | 수업 나눔의 대화 구조 | 교육방법연구 12(1) | 탁세린, 모지안\n"
        "2017 | 협력 학습의 평가 기준 | 교육평가연구 8(2) | 단독\n"
    )
    found = related(extract(text_document(text), "cv", "변가온", "Gaon Byeon"))
    assert {name for name, _ in found} == {"탁세린", "모지안"}


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # The list breaks inside a name: the given name ends the line, the family opens the next.
        (
            "Committee: Ines Holt-Varga (chair), Oren Malka, Priya Sethi, Oisin\n"
            "Brannagh (Statistics)",
            {"Ines Holt-Varga", "Oren Malka", "Priya Sethi", "Oisin Brannagh"},
        ),
        # ... after a rank alone, and with four long names in all.
        (
            "Dissertation committee: Prof. Kenjiro Odagiri, Prof. Sayaka Imamura, Prof. Haruto"
            " Nishikawa, Assoc.\nProf. Daichiro Yoshimoto",
            {"Kenjiro Odagiri", "Sayaka Imamura", "Haruto Nishikawa", "Daichiro Yoshimoto"},
        ),
        # A committee named by its final oral examination, wrapped after a comma.
        (
            "Final oral examination committee: Prof. Chidi Okoro (chair), Prof. Ana Lund,\n"
            "Prof. Signe Holm-Ferraz, and Prof. Lorcan Adeyemi-Lind",
            {"Chidi Okoro", "Ana Lund", "Signe Holm-Ferraz", "Lorcan Adeyemi-Lind"},
        ),
    ],
)
def test_a_cv_committee_list_wrapped_onto_the_next_line(lines: str, expected: set[str]) -> None:
    text = f"EDUCATION\nPh.D., University of Nordhavn, 2020\n{lines}\nM.S. in Chemistry, 2016\n"
    assert {name for name, _ in _cv(text)} == expected


def test_a_thesis_advisory_committee_with_each_members_role_in_brackets() -> None:
    text = (
        "EDUCATION\nPh.D. in Chemistry, National University of Nordhavn, 2022\n"
        "Thesis Advisory Committee: Assoc. Prof. Lim Jia Hui (main supervisor), Dr. Kavya\n"
        "Menon (co-supervisor), Prof. Arjun Pillai-Das\n"
    )
    assert _cv(text) == {
        ("Lim Jia Hui", Role.ADVISOR),
        ("Kavya Menon", Role.CO_ADVISOR),
        ("Arjun Pillai-Das", Role.COMMITTEE_MEMBER),
    }


def test_fields_of_science_and_a_library_are_no_names() -> None:
    # An old Scholar profile's interests under its owner, each a link of its own.
    page = (
        "Google Scholar\nCo-authors\nNo co-authors\nMira Olsen\nDoctoral Candidate, Nordhavn"
        " University\nMarine Ecology\n-\nPopulation Genetics\n-\nSoil Ecology\n"
        "Citation indices\nCited by\n"
    )
    assert not related(extract(text_document(page), "scholar_profile", "Mira Olsen", None))
    korean = "발간 확인\n국립중앙도서관 납본\n도서관\n지도교수: 탁세린\n"
    assert related(extract(text_document(korean), "thesis", "변가온", None)) == {
        ("탁세린", "advisor")
    }


def test_an_ieee_byline_broken_inside_its_last_name_and_a_footnote_under_it() -> None:
    text = (
        "IEEE TRANSACTIONS ON SENSOR MESHES, VOL. 8, NO. 4, AUGUST 2023 | 1987\n"
        "Sparse Gait Planning for Walking Machines\n"
        "Mira Olsen, Graduate Student Member, IEEE, Tomas Berg, Ilsa Varga, Member, IEEE, and "
        "Oren\nMalka, Senior Member, IEEE\nManuscript received 12 March 2021.\n"
        "Abstract—Body.\n"
    )
    found = related(extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen"))
    assert {name for name, _ in found} == {"Tomas Berg", "Ilsa Varga", "Oren Malka"}


def test_a_members_degree_between_the_chairs_label_and_the_name() -> None:
    for page in (
        "위원장 공학박사\t탁 세 린\n위 원 공학박사\t모지안\n",
        "委員長 工學博士\t탁세린\n委 員 理學博士\t모지안\n",
    ):
        assert related(extract(text_document(page), "thesis", "변가온", None)) == {
            ("탁세린", "committee_chair"),
            ("모지안", "committee_member"),
        }


def test_a_cv_lines_fields_set_apart_by_a_middle_dot() -> None:
    text = (
        "EDUCATION\nPh.D. in Materials Science, University of Nordhavn, 2020\n"
        "Betreuer: Prof. Dr. Henrike Voss\n"
        "Prüfungsvorsitz: Prof. Dr. Karl-Heinz Brodmann · Gesamtnote: magna cum laude\n"
    )
    assert _cv(text) == {
        ("Henrike Voss", Role.ADVISOR),
        ("Karl-Heinz Brodmann", Role.COMMITTEE_CHAIR),
    }


def test_a_cover_prints_under_the_supervision_of_over_the_advisors_name() -> None:
    page = (
        "A Thesis Submitted\nin Partial Fulfillment of the Requirements for the Degree of\n"
        "DOCTOR OF PHILOSOPHY\nSubmitted By\nMira Olsen\nUnder the joint supervision of\n"
        "Prof. Kiran Varma and Dr. Anil Joshi\nDepartment of Electronics\nNORDHAVN UNIVERSITY\n"
    )
    assert _thesis(page) == {("Kiran Varma", Role.ADVISOR), ("Anil Joshi", Role.ADVISOR)}
