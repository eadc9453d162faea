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
            "Przewodniczący Komisji  prof. dr hab. inż. Witold Gaj",
            {("Witold Gaj", Role.COMMITTEE_CHAIR)},
        ),
        (
            "Promotor pomocniczy  dr inż. Ola Kędzia",
            {("Ola Kędzia", Role.CO_ADVISOR)},
        ),
        ("Recenzent  prof. dr hab. Bogdan Szczep", {("Bogdan Szczep", Role.COMMITTEE_MEMBER)}),
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


def _coauthors(text: str) -> set[str]:
    result = extract(text_document(text), "cv", "Mira Olsen", "Mira Olsen")
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


def test_a_first_author_et_al_in_a_cv_list() -> None:
    text = (
        "Artigos publicados\n"
        "• Moreira, S. et al. (2020). A moisture gradient drove diversification. Nature 5: 1.\n"
        "• Olsen, M., Prado, L. (2019). Frogs of the Cerrado. Zootaxa 2: 3.\n"
    )
    assert _coauthors(text) >= {"S. Moreira", "L. Prado"}


def test_a_spanish_list_joined_by_e() -> None:
    text = (
        "Publicaciones\n"
        "Olsen, M. (2021). Redes escolares (en coautoría con Julio Vera, Loreto Paz e Ignacio "
        "Rojas). Revista de Sociología 4: 1-20.\n"
    )
    assert _coauthors(text) >= {"Julio Vera", "Loreto Paz", "Ignacio Rojas"}


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
        "Marlow, Mira Olsen, Melanie Wald-Fuhr, and Anna Zayar).\n"
        "IMS Blog: Brainfood 3, no. 1 (2019)\n"
    )
    assert _coauthors(text) == {
        "Ruth E. Calder", "Roger M. Dane", "Andrew Hale", "Nathan J. Marlow",
        "Melanie Wald-Fuhr", "Anna Zayar",
    }  # fmt: skip


def test_marks_after_the_authors_of_a_cv_entry() -> None:
    text = (
        "Publications\n"
        "4. Olsen, M.*, Kurniawan, C., Ochsendorf, M.†, 2021. Orientation maps. Acta 3: 1.\n"
        "5. Vecchio, K.# and Olsen, M.*, 2020. Alloys. Metals 2: 4.\n"
    )
    assert _coauthors(text) == {"C. Kurniawan", "M. Ochsendorf", "K. Vecchio"}


def test_a_korean_journal_byline_takes_each_author_s_note() -> None:
    text = (
        "정보과학회논문지 제49권 제8호(2022. 8)\n"
        "희소 전문가 혼합 언어 모델\n"
        "윤 서 아 † · 정 하 윤 †† · 문 경 호 †††\n"
        "(Seoa Yoon) (Hayoon Jung) (Kyoungho Moon)\n"
        "요 약 실험 결과 제안 기법은 모든 설정에서 우수하였다.\n"
        "† 학생회원 : 서울대학교 컴퓨터공학부 박사과정\n"
        "†† 비 회 원 : 네이버클라우드 연구원\n"
        "††† 종신회원 : 서울대학교 컴퓨터공학부 교수\n"
    )
    result = extract(text_document(text), "paper", "윤서아", "Seoa Yoon")
    noted = {p.name_raw: p.affiliation for p in result.persons if not p.is_self}
    assert noted == {"정하윤": "네이버클라우드 연구원", "문경호": "서울대학교 컴퓨터공학부 교수"}


def test_a_french_jury_grouped_under_plural_roles() -> None:
    text = (
        "Thèse soutenue publiquement le 17 mars 2023, devant le jury composé de :\n"
        "Président\n"
        "Monsieur Paul VERNET\n"
        "Professeur, Université Claude Bernard Lyon 1\n"
        "Rapporteurs\n"
        "Madame Sandrine KABORÉ-DUPUIS\n"
        "Maître de conférences HDR, Université de Pau et des Pays de l'Adour\n"
        "Monsieur Marc LEBRUN\n"
        "Professeur, Université de Sherbrooke\n"
        "Examinatrice\n"
        "Madame Yasmina HADDOU\n"
        "Chargée de recherche CNRS, Institut Néel\n"
    )
    found = _thesis(text)
    assert {(name.upper(), role) for name, role in found} == {
        ("PAUL VERNET", Role.COMMITTEE_CHAIR),
        ("SANDRINE KABORÉ-DUPUIS", Role.COMMITTEE_MEMBER),
        ("MARC LEBRUN", Role.COMMITTEE_MEMBER),
        ("YASMINA HADDOU", Role.COMMITTEE_MEMBER),
    }


def test_a_french_thesis_directed_by_two() -> None:
    text = (
        "Thèse en cotutelle\n"
        "Sous la direction de :\n"
        "Étienne Bouchard, directeur de recherche\n"
        "Hélène Marchal, codirectrice de recherche\n"
    )
    assert _thesis(text) == {
        ("Étienne Bouchard", Role.ADVISOR),
        ("Hélène Marchal", Role.CO_ADVISOR),
    }


def test_a_spanish_rank_under_the_name_is_no_name() -> None:
    text = (
        "TESIS DOCTORAL\n"
        "Director:\n"
        "Dr. Javier Ortiz Rueda\n"
        "Profesor Titular de Universidad\n"
        "Codirectora:\n"
        "Dra. Marta Illana Benito\n"
        "Profesora Contratada Doctora\n"
        "Madrid, 2022\n"
    )
    assert _thesis(text) == {
        ("Javier Ortiz Rueda", Role.ADVISOR),
        ("Marta Illana Benito", Role.CO_ADVISOR),
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
        ("(Patcharin Sukhum, Ph.D.)", 0.9),
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
        ("Patcharin Sukhum", Role.COMMITTEE_MEMBER),
    }


def test_a_brazilian_board_under_a_lead_in_and_its_heading() -> None:
    text = (
        "FOLHA DE APROVAÇÃO\n"
        "Tese de Doutorado defendida por Mira Olsen e aprovada em 28 de fevereiro de 2020\n"
        "pela banca examinadora constituída pelos doutores:\n"
        "BANCA EXAMINADORA\n"
        "Prof. Dr. Ricardo Alves Tavira – Presidente e Orientador\n"
        "FEQ / UNICAMP\n"
        "Profa. Dra. Beatriz Sales Lacerda\n"
        "IQ / USP\n"
        "Prof. Dr. Thiago Nakano Reis\n"
        "DEQ / UFSCar\n"
    )
    assert _thesis(text) == {
        ("Ricardo Alves Tavira", Role.COMMITTEE_CHAIR),
        ("Ricardo Alves Tavira", Role.ADVISOR),
        ("Ricardo Alves Tavira", Role.COMMITTEE_MEMBER),
        ("Beatriz Sales Lacerda", Role.COMMITTEE_MEMBER),
        ("Thiago Nakano Reis", Role.COMMITTEE_MEMBER),
    }


def test_a_member_s_rank_and_employer_under_the_name_place_them() -> None:
    text = (
        "The present dissertation has been approved by the Dissertation Committee\n"
        "Committee Chair Tae Rhee\n"
        "Professor, Department of Mechanical Engineering, KAIST\n"
        "Committee Member Subin Jeong\n"
        "Associate Professor, School of Mechanical Engineering, Hanyang University\n"
        "Committee Member Minsu Kang\n"
        "KAIST\n"
    )
    result = extract(text_document(text), "thesis", "Mira Olsen", None)
    placed = {p.name_raw: p.affiliation for p in result.persons}
    assert placed == {
        "Tae Rhee": "Professor, Department of Mechanical Engineering, KAIST",
        "Subin Jeong": "Associate Professor, School of Mechanical Engineering, Hanyang University",
        "Minsu Kang": None,  # the degree's university under the last name places nobody
    }


def test_a_german_doctoral_body_s_chair_signs_and_a_further_examiner_sits() -> None:
    text = (
        "Als Dissertation genehmigt von der Technischen Fakultät\n"
        "Vorsitzender des Promotionsorgans: Prof. Dr.-Ing. Knut Albers\n"
        "Gutachter: Prof. Dr.-Ing. Jörg Feldner\n"
        "Weitere Prüferin: Prof. Dr.-Ing. Frieda Lang\n"
    )
    assert _thesis(text) == {
        ("Jörg Feldner", Role.COMMITTEE_MEMBER),
        ("Frieda Lang", Role.COMMITTEE_MEMBER),
    }


def test_an_aip_byline_groups_each_author_over_the_affiliation() -> None:
    text = (
        "Transparent photonic band-gap structures\n"
        "M. Olsen, J. P. Dowd, and C. M. Bowe\n"
        "Weapons Sciences Directorate, Redstone Arsenal, Alabama 35898-5000\n"
        "A. S. Manko\n"
        "National Science Foundation, 4201 Wilson Boulevard, Arlington, Virginia 22230\n"
        "(Received 22 September 1997; accepted for publication 17 November 1997)\n"
        "We investigate numerically the properties of photonic band-gap structures.\n"
    )
    result = extract(text_document(text), "paper", "Mira Olsen", "Mira Olsen")
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "J. P. Dowd", "C. M. Bowe", "A. S. Manko",
    }  # fmt: skip


def test_an_indian_thesis_thanks_its_guides_and_its_committee() -> None:
    text = (
        "ACKNOWLEDGEMENTS\n"
        "I express my sincere gratitude to my research guide Prof. Kavya Subra for her constant\n"
        "support, and to my co-guide Dr. Anand Krishna for the many hours in the laboratory.\n"
        "I thank the members of my Doctoral Committee, Prof. Rahul Deshmukh (Chairman) and Prof.\n"
        "Nirmala Chandra, for their valuable suggestions. I thank my friends Karthik Murali and\n"
        "Sneha Pillai.\n"
    )
    assert _thesis(text) == {
        ("Kavya Subra", Role.ADVISOR),
        ("Anand Krishna", Role.CO_ADVISOR),
        ("Rahul Deshmukh", Role.COMMITTEE_MEMBER),
        ("Nirmala Chandra", Role.COMMITTEE_MEMBER),
    }


def test_the_dean_signing_under_a_korean_approval_table_is_no_member() -> None:
    text = (
        "한지우의 공학박사 학위논문을\n"
        "심사하여 인준함.\n"
        "직 위 성 명 소 속 서 명\n"
        "위원장 안준혁 고려대학교\n"
        "위 원 박서윤 고려대학교\n"
        "고려대학교 대학원\n"
        "학위논문 심사완료 검인\n"
        "고려대학교 대학원장\n"
        "문 재 호\n"
    )
    assert set(related(extract(text_document(text), "thesis", "한지우", "Jiwoo Han"))) == {
        ("안준혁", Role.COMMITTEE_CHAIR),
        ("박서윤", Role.COMMITTEE_MEMBER),
    }


def test_a_committee_heading_in_capitals_is_no_name() -> None:
    text = (
        "TESIS QUE PARA OPTAR POR EL GRADO DE DOCTOR EN CIENCIA\n"
        "TUTORA PRINCIPAL\n"
        "DRA. GUADALUPE ARRIAGA MONTES\n"
        "INSTITUTO DE INVESTIGACIONES EN MATERIALES\n"
        "MIEMBROS DEL COMITÉ TUTOR\n"
        "DR. RODRIGO BENAVIDES LARA\n"
        "INSTITUTO DE FÍSICA\n"
    )
    names = {name for name, _ in _thesis(text)}
    assert "MIEMBROS DEL COMITÉ" not in {name.upper() for name in names}
    assert {name.upper() for name in names} == {
        "GUADALUPE ARRIAGA MONTES",
        "RODRIGO BENAVIDES LARA",
    }


def test_a_korean_approval_sentence_wrapped_before_its_verb_names_nobody() -> None:
    text = (
        "위 사람의 박사학위논문으로 학위논문 심사위원회의 심사를 통과\n"
        "하였음\n"
        "2021년 12월 2일\n"
        "심사위원장  석준호  (인)\n"
        "심사위원  전민규  (인)\n"
    )
    assert set(related(extract(text_document(text), "thesis", "한지우", "Jiwoo Han"))) == {
        ("석준호", Role.COMMITTEE_CHAIR),
        ("전민규", Role.COMMITTEE_MEMBER),
    }


def _paper_authors(text: str, applicant: str) -> set[str]:
    result = extract(text_document(text), "paper", applicant, None)
    return {p.name_raw for p in result.persons if not p.is_self}


def test_a_title_ending_on_in_between_does_not_swallow_the_byline() -> None:
    text = (
        "Ensemble representation of catalytic interfaces:\n"
        "soloists, orchestras, and everything in-between\n"
        "Robert H. Lavrov, Harry W. T. Moore, Zisheng Zhao, Patricia Potts\n"
        "and Anastassia N. Alexandrova *\n"
        "Catalytic systems are complex and dynamic, exploring vast chemical spaces.\n"
    )
    assert _paper_authors(text, "Robert H. Lavrov") == {
        "Harry W. T. Moore", "Zisheng Zhao", "Patricia Potts", "Anastassia N. Alexandrova",
    }  # fmt: skip


def test_taylor_and_francis_symbol_marks_and_cover_sheet() -> None:
    cover = (
        "This article was downloaded by:[Indian Institute of Technology Madras]\n"
        "Publisher: Taylor & Francis\n"
        "To cite this Article: Bose, K., Phani, G. and Chatto, K., 'Disorder trapping'\n"
        "Full terms and conditions of use: http://www.informaworld.com/terms.pdf\n"
    )
    paper = (
        "Philosophical Magazine, 2007, 1–21\n"
        "Disorder trapping and grain refinement during solidification\n"
        "K. BOSE*y, G. PHANIz,\n"
        "D. HOLLAND-MORx and\n"
        "K. CHATTOy\n"
        "yDepartment of Materials Engineering, Indian Institute of Science, Bangalore\n"
        "zDepartment of Metallurgical Engineering, Indian Institute of Technology Madras\n"
        "Abstract\nText.\n"
    )
    result = extract(text_document(cover, paper), "paper", "K. Bose", None)
    found = {p.name_raw: p.affiliation for p in result.persons if not p.is_self}
    assert set(found) == {"G. Phani", "D. Holland-Mor", "K. Chatto"}
    assert found["G. Phani"] == (
        "Department of Metallurgical Engineering, Indian Institute of Technology Madras"
    )


def test_the_owner_printed_with_a_middle_initial_the_committee_left_out() -> None:
    text = (
        "Publications\n"
        "de Leeuw, R., van Olsen, T. J., Green, K., & van de Groep, S. (2020). Title of a paper. "
        "Journal of Things, 3, 1-9.\n"
        "Van Olsen, T. J., Hendriks, R., & Van den Putte, B. (2021). Another title. Journal, 2.\n"
    )
    result = extract(text_document(text), "cv", "Thabo van Olsen", None)
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "R. de Leeuw", "K. Green", "S. van de Groep", "R. Hendriks", "B. Van den Putte",
    }  # fmt: skip


def test_a_korean_second_initial_is_no_middle_initial() -> None:
    text = "Publications\n1. Kim, M. S., Kim, M. J., & Lee, H. (2020). Title. Journal, 3.\n"
    result = extract(text_document(text), "cv", "김민수", "Minsu Kim")
    assert {p.name_raw for p in result.persons if not p.is_self} == {"M. J. Kim", "H. Lee"}


def test_an_indonesian_cv_names_its_promotor_and_ko_promotor_in_one_line() -> None:
    text = (
        "Education\n"
        "Doctor of Philosophy in Chemical Engineering, Universitas Gadjah Mada, 2022\n"
        "Promotor: Prof. Ir. Hendro Wibowo, M.Eng., Ph.D.; Ko-promotor: Dr. Ir. Ratna Kusuma, "
        "M.T.\n"
    )
    assert _cv(text) == {
        ("Hendro Wibowo", Role.ADVISOR),
        ("Ratna Kusuma", Role.CO_ADVISOR),
    }


def test_an_employer_after_the_name_in_any_language_is_no_second_name() -> None:
    text = (
        "Protokol o obhajobě\n"
        "Oponentka:  doc. Mgr. Lenka Štěpná, Ph.D.  Univerzita Pardubice\n"
        "Školitel:  doc. Ing. Petr Nový, Ph.D.  VŠCHT Praha (bez hlasovacího práva)\n"
        "Main Supervisor name: Fiona McAlister-Reid\n"
        "Examiners:  Professor Karthik Raman, Nanyang Technological University\n"
    )
    assert _thesis(text) == {
        ("Lenka Štěpná", Role.COMMITTEE_MEMBER),
        ("Petr Nový", Role.ADVISOR),
        ("Fiona McAlister-Reid", Role.ADVISOR),
        ("Karthik Raman", Role.COMMITTEE_MEMBER),
    }


def test_an_italian_examining_board_with_each_seat_after_a_dash() -> None:
    text = (
        "VERBALE DELL'ESAME FINALE PER IL CONSEGUIMENTO DEL TITOLO DI DOTTORE DI RICERCA\n"
        "Commissione giudicatrice nominata con D.R. rep. n. 812/2021, così composta:\n"
        "Prof. Alessandro Di Bene  - Presidente  (Politecnico di Milano)\n"
        "Prof.ssa Lucia Santo  - Componente  (Università degli Studi di Napoli Federico II)\n"
        "Prof. Giorgio La Rocca  - Segretario  (Università degli Studi di Padova)\n"
        "La Commissione procede all'esame della candidata Mira Olsen.\n"
    )
    assert _thesis(text) == {
        ("Alessandro Di Bene", Role.COMMITTEE_CHAIR),
        ("Lucia Santo", Role.COMMITTEE_MEMBER),
        ("Giorgio La Rocca", Role.COMMITTEE_MEMBER),
    }
