"""Publication lists in the house styles CVs copy from publishers (APA with hyphenated
initials, IEEE, ACM year-after-authors, Springer "(2020)", Vancouver initials without dots,
year-first CV entries, equal-contribution stars, 김민준(Minjun Kim) pairs, wrapped author
lists): every entry with the applicant yields its other authors, with the entry's year."""

from __future__ import annotations

import pytest

from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import cv_related, extract, text_document

CASES = {
    # An ellipsis leaves authors out; a last initial may drop its period before a comma.
    "apa_ellipsis_and_bare_last_initial": (
        "Publications\n[18] Varga, I., ... Kim, M. J, ... Noh, H. J., & Berg, T. ‘Sparse coding’."
        " J. X, 2021.",
        {("I. Varga", 2021), ("H. J. Noh", 2021), ("T. Berg", 2021)},
    ),
    # A list that drops the comma between some family names and their dotted initials.
    "apa_mixed_commas": (
        "Publications\n1. Varga, I., Kim, M., Noh H.J., Malka O., & Berg, T. (2021). Sparse"
        " coding. J. X, 3, 1-9.",
        {("I. Varga", 2021), ("H.J. Noh", 2021), ("O. Malka", 2021), ("T. Berg", 2021)},
    ),
    "apa_opening_without_comma": (
        "Publications\n1. Noh H.J., Kim, M., & Berg, T. (2021). Sparse coding. J. X, 3, 1-9.",
        {("H.J. Noh", 2021), ("T. Berg", 2021)},
    ),
    # Family names that open on a capital outside A-Z: Polish, Czech, Turkish, Nordic.
    "apa_accented_capitals": (
        "Publications\n1. Kim, M., Łabęcki, T., Šimek, O., & Ørnholt, B. (2021). Sparse coding."
        " J. X, 3, 1-9.",
        {("T. Łabęcki", 2021), ("O. Šimek", 2021), ("B. Ørnholt", 2021)},
    ),
    "vancouver_accented_capitals": (
        "Publications\n1. Kim M, Özkan T, Čech O. Sparse coding. J X. 2021;3:1-9.",
        {("Özkan T", 2021), ("Čech O", 2021)},
    ),
    "apa_hyphenated_initials": (
        "Publications\n1. Kim, M., Varga, I.-S., & Noh, H. (2021). Sparse coding. J. X, 3, 1-9.",
        {("I.-S. Varga", 2021), ("H. Noh", 2021)},
    ),
    "ieee_journal_tag": (
        'Journal Papers\n[J3] M. Kim, T. Oleksy, S. Cha, and R. Malka, "Deep nets," IEEE Trans. '
        "Signal Process., vol. 70, pp. 1-10, 2022.",
        {("T. Oleksy", 2022), ("S. Cha", 2022), ("R. Malka", 2022)},
    ),
    "acm_year_after_authors": (
        "PUBLICATIONS\n• Minjun Kim, Ilsa Varga, and Oren Malka. 2023. Fast joins. In "
        "Proceedings of SIGMOD '23. ACM, 1–12.",
        {("Ilsa Varga", 2023), ("Oren Malka", 2023)},
    ),
    "springer_year_in_parentheses": (
        "Publications\n1. Kim M, Varga I, Malka O (2020) Fast joins. VLDB J 29:1–20",
        {("Varga I", 2020), ("Malka O", 2020)},
    ),
    "year_first_semicolons": (
        "Publications\n2022  Kim, Minjun; Varga, Ilsa; Malka, Oren. Fast joins. Proc. VLDB.",
        {("Ilsa Varga", 2022), ("Oren Malka", 2022)},
    ),
    # Two initials are initials whatever follows, a title that reads "X and y" included.
    "vancouver_two_initials_before_a_title_with_and": (
        "Publications\n2. Cho YH, Kim M, Han DW. Statins and stroke. Stroke. 2018;49:300-8.",
        {("Cho YH", 2018), ("Han DW", 2018)},
    ),
    "family_name_then_dotted_initials": (
        "Publications\nKim M., Lee J.H., Choi S.Y. (2020) Neural codes. Neuron 1:2-3.",
        {("J.H. Lee", 2020), ("S.Y. Choi", 2020)},
    ),
    # Korean books print the authors' role after them; the publisher follows.
    "korean_book_title_first_with_author_role": (
        "저서\n1. 「한국 행정의 이해」, 김민준·윤세아 공저, 박영사, 2017.",
        {("윤세아", 2017)},
    ),
    "korean_book_authors_first_with_author_role": (
        "저서\n1. 김민준·윤세아 공저, 『한국 행정의 이해』, 박영사, 2017.",
        {("윤세아", 2017)},
    ),
    # APA names with the year before the entry, not in parentheses after the authors.
    "apa_names_without_a_year_in_parentheses": (
        "Publications\n2021  Kim, M., Park, S. Graph learning. IEEE T-ITS.\n"
        "2020  Jung, D. and Kim, M. Federated survey. IEEE Access.",
        {("S. Park", 2021), ("D. Jung", 2020)},
    ),
    "equal_contribution_stars": (
        "Publications\n[1] Minjun Kim*, Ilsa Varga*, Oren Malka. Fast joins. In NeurIPS, 2021. "
        "(*equal contribution)",
        {("Ilsa Varga", 2021), ("Oren Malka", 2021)},
    ),
    "hangul_with_romanized_pairs": (
        "논문 실적\n1. 김민준(Minjun Kim), 박서연(Seoyeon Park), 이재원(Jaewon Lee), "
        '"딥러닝 연구," 한국통신학회논문지, 2021.',
        {("박서연", 2021), ("이재원", 2021)},
    ),
    "wrapped_author_list": (
        "PUBLICATIONS\n1. Minjun Kim, Ilsa Varga, Oren Malka, Tomasz Oleksy, Sunmi Cha, Hyejin\n"
        'Noh, "Fast joins," Proc. VLDB, 2019.',
        {
            ("Ilsa Varga", 2019),
            ("Oren Malka", 2019),
            ("Tomasz Oleksy", 2019),
            ("Sunmi Cha", 2019),
            ("Hyejin Noh", 2019),
        },
    ),
    # Medical journals: hyphenated initials, co-first-author stars, "et al." after six.
    "vancouver_hyphenated_and_starred_initials": (
        "Publications\nWeber D, Kim M-J, Rossi S. Streams. Lancet. 2019;3:1-2.\n"
        "Kim M*, Lee J*, Cho H. Equal. JAMA. 2018;320(1):1-2. *Co-first authors.",
        {("Weber D", 2019), ("Rossi S", 2019), ("Lee J", 2018), ("Cho H", 2018)},
    ),
    # Every author inverted, given names in full or initials, the quoted title after a comma.
    "inverted_pairs_with_initials_and_a_quoted_title": (
        "Publications\nKim, Minjun, Brandt, Tomas, Park, Sangwoo, Rahimi, Omid, “Sparse"
        " graphs at scale”, IEEE Systems Journal, 2025.\n"
        "Ota, B., Kim, Minjun, Kovac, V., Lind, R., “Thinking in trees.” (ICML 2024).",
        {
            ("Tomas Brandt", 2025),
            ("Sangwoo Park", 2025),
            ("Omid Rahimi", 2025),
            ("B. Ota", 2024),
            ("V. Kovac", 2024),
            ("R. Lind", 2024),
        },
    ),
    # LaTeX's alphabetic citation keys before each entry, a quoted title on the next line.
    "latex_alphabetic_keys": (
        "Publications\n[KAS+24]  Minjun Kim, Tomas Abel, Zeno Shari, and Reza\nTabor."
        " Tight bounds. ePrint Archive. 2024.\n"
        "[KCG24]  Minjun Kim, Lidia Carra, and Remi Coutin.\n“Short proofs”. In:"
        " ASIACRYPT 2024.\n[Kim23a]  Minjun Kim and Dahlia Gourd. “Set sketches”. In: PKC 2023.",
        {
            ("Tomas Abel", 2024),
            ("Zeno Shari", 2024),
            ("Reza Tabor", 2024),
            ("Lidia Carra", 2024),
            ("Remi Coutin", 2024),
            ("Dahlia Gourd", 2023),
        },
    ),
    "vancouver_initials_spelling_a_word": (
        "Publications\nKim MJ, Varga IS, Malka O. Fast joins. Nature. 2018;5:1-2.",
        {("Varga IS", 2018), ("Malka O", 2018)},
    ),
}


@pytest.mark.parametrize("style", sorted(CASES))
def test_entry_with_the_applicant_yields_co_authors_and_year(style: str) -> None:
    text, expected = CASES[style]
    result = extract(text_document(text, fmt=SourceFormat.PDF), "cv")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == expected
    assert any(p.is_self for p in result.persons)


MORE_CASES = {
    "chicago_first_author_inverted": (
        "Articles\nHan, Jiwoo, Pierre Moreau, and Kwame Osei. 2020. “Trust after reform.” "
        "Public Administration Review 80 (2): 233–245.",
        {("Pierre Moreau", 2020), ("Kwame Osei", 2020)},
    ),
    "mla_two_authors": (
        "Articles\nHan, Jiwoo, and Mariana Duarte. “Budgets.” Urban Affairs Review, vol. 57, "
        "2021, pp. 3–30.",
        {("Mariana Duarte", 2021)},
    ),
    "title_first_then_authors": (
        "Publications\n1. “Scalable kernels”, J. Han, N. Petrov and L. Ferrari, JMLR, 23, 2022.",
        {("N. Petrov", 2022), ("L. Ferrari", 2022)},
    ),
    "title_first_with_co_authors": (
        "Publications\n• “Active learning for materials”, with Yuki Tanabe and Omar Haddad, "
        "npj Comput. Mater. 7, 2021.",
        {("Yuki Tanabe", 2021), ("Omar Haddad", 2021)},
    ),
    # Machine-learning CVs print the title first, unquoted, and the authors after its period.
    "unquoted_title_then_authors": (
        "Publications\nFast joins on graphs. Jiwoo Han, Seoyeon Park, Jaewon Lee. VLDB 2021. [PDF]"
        "\n"
        "Graph kernels. J. Han, L. Vogel. arXiv:2101.00001, 2020.",
        {("Seoyeon Park", 2021), ("Jaewon Lee", 2021), ("L. Vogel", 2020)},
    ),
    # APS and AIP print no title: the journal's abbreviated words follow the last author.
    "physics_without_title": (
        "Articles\nJ. Han, I. Varga, and O. Malka, Phys. Rev. B 101, 012345 (2020).",
        {("I. Varga", 2020), ("O. Malka", 2020)},
    ),
    "ellipsis_before_the_last_author": (
        "Articles\nArjun Mehta, Jiwoo Han, ..., and Pedro Alves. Big models. Science 370 (2020).\n"
        "Ruiz, A., Han, J., . . . Petrov, N. (2019). Long list. Cell, 3, 1-9.",
        {("Arjun Mehta", 2020), ("Pedro Alves", 2020), ("A. Ruiz", 2019), ("N. Petrov", 2019)},
    ),
    # Korean lists join the last author with "및" (and).
    "korean_and_before_the_last_author": (
        '논문\n1. 한지우, 박서연 및 이재원, "그래프 학습", 정보과학회논문지, 2020.',
        {("박서연", 2020), ("이재원", 2020)},
    ),
    # A numbered title on its own line, the authors on the next, the venue under them.
    "numbered_title_then_an_author_line": (
        "Publications\n1. Graph learning at scale\n   Jiwoo Han, Seoyeon Park, Jaewon Lee\n"
        "   IEEE Transactions on Knowledge and Data Engineering, 2020",
        {("Seoyeon Park", 2020), ("Jaewon Lee", 2020)},
    ),
    # Every author inverted, given names in full (hyphenated or not), split by commas alone.
    "every_author_inverted_with_full_given_names": (
        "Articles\nHan, Ji-Woo, Moreau, Pierre, and Osei, Kwame (2020). Trust. PAR 80.\n"
        "Han, Jiwoo & Duarte, Mariana, 2021, Budgets, Urban Affairs Review.",
        {("Pierre Moreau", 2020), ("Kwame Osei", 2020), ("Mariana Duarte", 2021)},
    ),
}


@pytest.mark.parametrize("style", sorted(MORE_CASES))
def test_other_house_styles_yield_co_authors_and_year(style: str) -> None:
    text, expected = MORE_CASES[style]
    result = extract(text_document(text, fmt=SourceFormat.PDF), "cv", "한지우", "Jiwoo Han")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == expected


AUTHOR_LIST_CASES = {
    # Physics CVs invert the first author, close it with a semicolon (or join the second with
    # "and") and print the others with their initials first.
    "first_author_inverted_then_natural_order": (
        "Early publications\n"
        "Varga, I.; J. Han, O. Malka, T. Berg, (2007) “Beam writing”. Nucl. Instr. B, 260, 1-5.\n"
        "Cho, H. and J. Han (2003), “Sizes of sources”. Phys. Rev. C, 68, 054901.\n"
        "Roy, N.; J. Han, R. Tavares et.al. (2004), “Balance functions”. Phys. Rev. C, 69, 5.",
        {
            ("I. Varga", 2007),
            ("O. Malka", 2007),
            ("T. Berg", 2007),
            ("H. Cho", 2003),
            ("N. Roy", 2004),
            ("R. Tavares", 2004),
        },
    ),
    # Spanish CVA lists: the kind of work first, "(AC)" after the corresponding authors, the
    # owner's position among all authors ("(3/10)") after the list or its "et al.".
    "contribution_marks_and_author_positions": (
        "C.1. Publications\n"
        "[1] Scientific paper. I. Varga, O. Malka, J. Han et al. (3/10) 2022. Mock catalogues\n"
        "for surveys. Accepted in MNRAS\n"
        "[2] J. Han (AC), T. Berg (AC), H. Cho, A. R. K. Sato, P.\n"
        "Lund, R. Tavares & C.-W. Roy (1/7) 2021. Correlation functions: BAO and anisotropy,\n"
        "MNRAS 510 pp. 292-308. Lead",
        {
            ("I. Varga", 2022),
            ("O. Malka", 2022),
            ("T. Berg", 2021),
            ("H. Cho", 2021),
            ("A. R. K. Sato", 2021),
            ("P. Lund", 2021),
            ("R. Tavares", 2021),
            ("C.-W. Roy", 2021),
        },
    ),
    # Chemistry lists with hundreds of authors elide the middle ("[. . . ]"); an abbreviated
    # first surname ("Fdez.") and an Italian or Dutch particle open a compound surname.
    "elided_middle_and_compound_surnames": (
        "Co-authored\n"
        "(7) Varga, I.; Fdez. Malka, O.; [. . . ]; Han, J.; [. . . ]; Berg, T. The web of\n"
        "codes. J. Chem. Theory Comput. 2023, 19, 6933–6991\n"
        "(10) Cho, H.; Li Sato, A.; [...]; Han, J.; van der Lund, P.; Roy, C. Stochastic\n"
        "methods. J. Chem. Phys. 2020, 153, 34107",
        {
            ("I. Varga", 2023),
            ("O. Fdez. Malka", 2023),
            ("T. Berg", 2023),
            ("H. Cho", 2020),
            ("A. Li Sato", 2020),
            ("P. van der Lund", 2020),
            ("C. Roy", 2020),
        },
    ),
}


@pytest.mark.parametrize("style", sorted(AUTHOR_LIST_CASES))
def test_author_lists_of_physics_and_chemistry_cvs(style: str) -> None:
    text, expected = AUTHOR_LIST_CASES[style]
    result = extract(text_document(text, fmt=SourceFormat.PDF), "cv", "한지우", "Jiwoo Han")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == expected


def test_apa_entries_in_a_word_cv_table() -> None:
    # Word CVs print each entry in a table row beside its year, with hyphenated surnames,
    # "J-M." initials, a surname of two words, and now and then a comma left out after an
    # author's initials; an accepted paper prints its status where the year would be.
    text = (
        "Publications\n"
        "2021\tOstrova, A., Lind-Rocha, E., Mosse, R., Garde-Turner, J-M., Han, J., "
        "Brenner Cole, A., & Sato, K. (2021). Quiet rooms. Journal of Sound, 3, 1-9.\n"
        "2025\tVarga, I. Han, J., Malka, O., & Berg, T. (Accepted in Revue Clinique). "
        "Participatory research in schools."
    )
    result = extract(text_document(text, fmt=SourceFormat.DOCX), "cv", "한지우", "Jiwoo Han")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == {
        ("A. Ostrova", 2021),
        ("E. Lind-Rocha", 2021),
        ("R. Mosse", 2021),
        ("J-M. Garde-Turner", 2021),
        ("A. Brenner Cole", 2021),
        ("K. Sato", 2021),
        ("I. Varga", 2025),
        ("O. Malka", 2025),
        ("T. Berg", 2025),
    }


def test_a_kind_of_work_before_the_authors_and_an_owner_cited_by_the_first_surname() -> None:
    # CV systems print each entry's kind before its authors; a Spanish owner of two surnames
    # is cited by the first alone, and is no co-author of their own papers.
    text = (
        "C.1. Publications\n"
        "[1] Scientific paper. I. Varga, L. Navarro, O. Malka et al. (2/9) 2022. Mock\n"
        "catalogues for surveys. Accepted in MNRAS\n"
        "[2] Scientific paper. T. Berg, L. Navarro & H. Cho (2/3) 2019. Halo finders. MNRAS."
    )
    result = extract(text_document(text), "cv", None, "Lucía Inés Navarro Soto")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == {
        ("I. Varga", 2022),
        ("O. Malka", 2022),
        ("T. Berg", 2019),
        ("H. Cho", 2019),
    }


def test_chicago_entries_with_a_starred_student_edited_volumes_and_a_seasonal_name() -> None:
    text = (
        "PUBLICATIONS\n"
        "Winter, Rhea*, Minjun Kim, and Oren Malka. “Communities of Making.” First Monday 26.2"
        " (2021).\n"
        "Varga, Ilsa and Minjun Kim, eds. Re-imagining the Humanities. Parlor Press, 2023.\n"
    )
    assert _others(text) == {
        "Rhea Winter",
        "Oren Malka",
        "Ilsa Varga",
    }


def test_an_apa_list_in_french_with_the_owner_in_full_among_the_others() -> None:
    text = (
        "Publications\n"
        "2023 Varga, I., Noh, H., Minjun Kim, Berg, T., et Ratté, S.. Use of research evidence."
        " Evidence & Policy.\n"
        "2022 Malka, O. et Minjun Kim. Représentations médiatiques. Revue X.\n"
        "2021 Kim, M., Cho, H., Le Van Tam, & Berg, T. (2021). Three words. Proc. EMNLP.\n"
    )
    assert _others(text) == {
        "I. Varga",
        "H. Noh",
        "T. Berg",
        "S. Ratté",
        "O. Malka",
        "H. Cho",
        "Le Van Tam",
    }


def test_a_title_or_a_consortium_after_an_apa_list_is_no_author() -> None:
    text = (
        "Publications\n"
        "Varga, I., Kim, M., & Berg, T., Hippocampal Function and Memory in Infancy. Dev Sci.\n"
        "Kim, M., Noh, H. and Sediment Geochemistry & Paleoenvironments Project. ‘Silica’. Nat.\n"
    )
    assert _others(text) == {
        "I. Varga",
        "T. Berg",
        "H. Noh",
    }


def _others(text: str) -> set[str]:
    """The names a CV's list gives beside its owner's."""
    result = extract(text_document(text), "cv")
    return {p.name_raw for p in result.persons if not p.is_self}


def test_a_gost_list_names_its_authors_after_the_title_in_either_script() -> None:
    # Russian and Ukrainian CVs list their publications by GOST: the first author heads the
    # entry, the title follows, and every author after a slash; the owner in Cyrillic too.
    text = (
        "CURRICULUM VITAE\nOlsen Mira\n\nСписок публикаций\n"
        "1. Олсен, М. Обратное проектирование элементов / М. Олсен, П. С. Гнатюк, "
        "Д. А. Стельмах. — Текст : непосредственный // Компьютерная оптика. — 2021. — Т. 45.\n"
        "2. Olsen, M. Grey-scale lithography / M. Olsen, C. Dumontet, T. Wendel. — "
        "Text : electronic // Proceedings of the Conference. — 2020. — Vol. 11.\n"
    )
    assert cv_related(text) == {
        ("П. С. Гнатюк", "coauthor"),
        ("Д. А. Стельмах", "coauthor"),
        ("C. Dumontet", "coauthor"),
        ("T. Wendel", "coauthor"),
    }


def test_a_title_s_subtitle_after_its_colon_is_no_name() -> None:
    # "A Preliminary Report" once read as an initial and a name: a name labelled in the
    # title's last piece, which ended no title.
    text = (
        "Publications\n"
        "• Field Trials of Tidal Sensors: A Preliminary Report, Ines Varga, Oskar Lind,"
        " Minjun Kim, Halvard Strand\n"
    )
    assert _others(text) == {"Ines Varga", "Oskar Lind", "Halvard Strand"}
