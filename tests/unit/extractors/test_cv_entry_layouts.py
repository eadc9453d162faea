"""Publication entries of real CVs: an author line after the title that wraps inside a name,
a month and year opening each entry, and semicolon lists that drop a comma or run on."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str) -> set[tuple[str, int | None]]:
    result = extract(text_document(text), "cv")
    return {(p.name_raw, p.year) for p in result.persons if not p.is_self}


def test_an_author_line_after_the_title_wrapped_inside_a_name() -> None:
    text = (
        "PUBLICATIONS\n"
        "[1] Wear-aware scheduling for battery packs in field robots\n"
        "Minjun Kim, Ilsa Varga, Oren Malka, Tomas Berg, Hyejin\n"
        "Noh, and Pavel Novak\n"
        "IEEE Real-Time Systems Symposium (RTSS), 2021\n"
    )
    assert _coauthors(text) == {
        (name, 2021)
        for name in ("Ilsa Varga", "Oren Malka", "Tomas Berg", "Hyejin Noh", "Pavel Novak")
    }


def test_a_title_line_closed_by_its_venue_and_year_over_authors_wrapped_in_a_name() -> None:
    # The venue's acronym and year end the title's line; the author lines under it break
    # after a middle initial ("Philipp M." / "Grulich") and run over three lines.
    text = (
        "SELECTED PUBLICATIONS\n"
        "• Tidal: Joins over Compressed Graph Streams. VLDB 2019\n"
        "Ilsa Varga, Minjun Kim, Oren Malka, Tomas Berg, Pavel M.\n"
        "Novak, Hyejin Noh, Ana Ruiz,\n"
        "Teo Salas, Lina Ortiz\n"
        "• Reef: A Planner for Sparse Tensor Programs at Scale. PODS 2020\n"
        "Kira Moss, Minjun Kim\n"
    )
    assert _coauthors(text) == {
        ("Ilsa Varga", 2019),
        ("Oren Malka", 2019),
        ("Tomas Berg", 2019),
        ("Pavel M. Novak", 2019),
        ("Hyejin Noh", 2019),
        ("Ana Ruiz", 2019),
        ("Teo Salas", 2019),
        ("Lina Ortiz", 2019),
        ("Kira Moss", 2020),
    }


def test_entries_that_open_on_month_and_year() -> None:
    text = (
        "Refereed Publications\n"
        "09/18   Kim, M.; Varga, I.; Malka, O.   Astron. Astrophys., 617, L7\n"
        "Dust rings in scattered light\n"
        "2021.03   Kim, M. and Berg, T.   Astron. Astrophys., 654, A71\n"
    )
    assert _coauthors(text) == {("I. Varga", 2018), ("O. Malka", 2018), ("T. Berg", 2021)}


def test_a_semicolon_list_without_a_comma_before_initials_and_running_on() -> None:
    text = (
        "Publications\n"
        "1. Kim, M.; Varga I.; Malka, O.; Berg T.;\n"
        "Novak, P. Winds on hot giants. Astron. J. 2022, 10, 1-9.\n"
    )
    names = {name for name, _year in _coauthors(text)}
    assert {"I. Varga", "O. Malka", "T. Berg"} <= names


def test_entries_that_open_on_their_venue_and_year() -> None:
    text = (
        "PUBLICATIONS\n"
        "OSDI’19 Minjun Kim, Ilsa Varga. “Cache eviction at scale.” OSDI 2019\n"
        "VLDB’22 Oren Malka, Minjun Kim. “Fault tolerance for recommendation models.”\n"
    )
    assert _coauthors(text) == {("Ilsa Varga", 2019), ("Oren Malka", 2022)}


def test_bullets_run_on_in_one_line_are_entries_of_their_own() -> None:
    text = (
        "PUBLICATIONS\n"
        "• Minjun Kim, et al. Sparse sensing. J. Power Sources, 682 (2026) 240366. Published. "
        "• Ilsa Varga, Minjun Kim, et al. Laser tuning. Infrared Phys., 156 (2025) 106586. "
        "• Oren Malka, Tomas Berg, Minjun Kim, et al. Wafer heat. Under review.\n"
    )
    names = {name for name, _year in _coauthors(text)}
    assert names == {"Ilsa Varga", "Oren Malka", "Tomas Berg"}


def test_an_entry_that_lists_its_authors_then_the_venue_after_a_comma() -> None:
    text = (
        "PUBLICATIONS AND PROJECTS\n"
        "Paper | Nugget-level scores for dialogue evaluation\n"
        "Ilsa Varga, Minjun Kim, Oren Malka, ACM SIGIR-AP ‘23, 2023. [pdf]\n"
    )
    assert _coauthors(text) == {("Ilsa Varga", 2023), ("Oren Malka", 2023)}


def test_notes_beside_the_authors_and_the_line_end_that_closes_the_list() -> None:
    text = (
        "PUBLICATIONS\n"
        "7. Minjun Kim*, Ilsa Varga*, Oren Malka (*: equal contribution)\n"
        "Benchmarking random circuits with ergodicity. Chip (2025)\n"
        "8. Tomas Berg, Minjun Kim, Pavel Novak (corresponding author)\n"
        "Quantum pricing in incomplete markets. Scientific Reports (2024)\n"
        "[22] (*) Cho, H. J., & Kim, M., ‘Seeing through topography’. Under Review.\n"
    )
    assert _coauthors(text) == {
        ("Ilsa Varga", 2025),
        ("Oren Malka", 2025),
        ("Tomas Berg", 2024),
        ("Pavel Novak", 2024),
        ("H. J. Cho", None),
    }


def test_a_heading_in_capitals_ends_the_entry_above_and_may_share_a_line_with_the_first() -> None:
    text = (
        "HONORS\n"
        "• Awarded highest honors at graduation (GPA 4.1 / 4.3)\n"
        "PUBLICATIONS QUESO: Quantization error compensation for on-device inference\n"
        "Ilsa Varga, Minjun Kim, Oren Malka, and\n"
        "Tomas Berg\n"
        "USENIX Annual Technical Conference (ATC), 2026\n"
        "Frugal point cloud training via near point filtering\n"
        "Minjun Kim, Hana Cho, and Pavel Novak\n"
        "European Conference on Computer Vision (ECCV), 2024\n"
    )
    assert _coauthors(text) == {
        *((name, 2026) for name in ("Ilsa Varga", "Oren Malka", "Tomas Berg")),
        ("Hana Cho", 2024),
        ("Pavel Novak", 2024),
    }


def test_a_bulleted_line_of_name_shaped_words_without_the_applicant_is_no_entry() -> None:
    text = (
        "EXPERIENCES\n"
        "• Research Intern, Tongyi Laboratory, Alibaba Group\n"
        "• Algorithm Engineer, Qwen Team, Alibaba Group\n"
        "PUBLICATIONS\n"
        "1. Ilsa Varga, Oren Malka. Graph kernels. In NeurIPS, 2020.\n"
    )
    assert _coauthors(text) == {("Ilsa Varga", 2020), ("Oren Malka", 2020)}


def test_a_sub_list_label_in_the_margin_and_a_family_name_with_a_particle() -> None:
    text = (
        "PUBLICATIONS\n"
        "Workshops  Ilsa Varga, Minjun Kim, Oren Malka, and Tomas Berg. On forests. FoMLAS, 2020.\n"
        "- Kim, M., Novak, P., de Lacroix, G. D. L., Sousa, H. (2021). Drug screens. In NeurIPS.\n"
    )
    assert _coauthors(text) == {
        *((name, 2020) for name in ("Ilsa Varga", "Oren Malka", "Tomas Berg")),
        *((name, 2021) for name in ("P. Novak", "G. D. L. de Lacroix", "H. Sousa")),
    }


def test_a_year_wrapped_alone_onto_the_next_line_is_its_entrys_and_no_heading() -> None:
    text = (
        "PUBLICATIONS\n"
        "Minjun Kim, Ilsa Varga. Explaining classifiers. In Proceedings of the 27th International\n"
        "Joint Conference on Artificial Intelligence (IJCAI),\n"
        "2018\n"
        "Minjun Kim, Oren Malka. Compiling circuits. In Proceedings of AAAI, 2021.\n"
    )
    assert _coauthors(text) == {("Ilsa Varga", 2018), ("Oren Malka", 2021)}


def test_a_volume_and_pages_wrapped_onto_a_line_of_their_own_are_no_numbered_entry() -> None:
    text = (
        "Refereed Articles\n"
        "Kim, M., Varga, I., and Malka, O. Sparse solvers on graphics hardware\n"
        "for elastic contact. Computer Methods in Applied Mechanics\n"
        "388: 114-139, 2021.\n"
        "Berg, T. and Kim, M. Error bounds for mixed elements.\n"
        "Numerische Analysis Letters 17(3): 55-71, 2019.\n"
        "Novak, P., Kim, M., and Rossi, E. Multigrid in time.\n"
        "Computing and Visualization in Science 24: 9-20, 2022.\n"
    )
    assert _coauthors(text) == {
        ("I. Varga", 2021),
        ("O. Malka", 2021),
        ("T. Berg", 2019),
        ("P. Novak", 2022),
        ("E. Rossi", 2022),
    }


def test_an_author_cell_that_wraps_into_the_next_rows_first_cell() -> None:
    text = (
        "Refereed Publications\n"
        "03/19\tKim, M.; Varga, I.; Malka, O.;\n"
        "Berg, T.; Novak, P.\tAstron. Astrophys., 623, A12\n"
        "Dust traps in young disks\n"
        "11/20\tRossi, E; Lind, S. K.; Horvath, A.; Dubois,\n"
        "C. M.; Kim, M.\tMon. Not. R. Astron. Soc., 499, 17\n"
        "Pebble drift and planet cores\n"
    )
    assert _coauthors(text) == {
        ("I. Varga", 2019),
        ("O. Malka", 2019),
        ("T. Berg", 2019),
        ("P. Novak", 2019),
        ("E Rossi", 2020),  # printed without the initial's period
        ("S. K. Lind", 2020),
        ("A. Horvath", 2020),
        ("C. M. Dubois", 2020),
    }


def test_entries_numbered_by_a_bare_number_before_the_authors() -> None:
    text = (
        "Journal Articles\n"
        "3 Kim, M. & Varga, I. (2024). Pension reform and late careers. Ageing\n"
        "and Society.\n"
        "2 Malka, O., Berg, T. & Kim, M. (2022). Retirement timing in Europe.\n"
        "1 박서연, 김민준 (2020). 노후 소득 보장의 변화.\n"
    )
    result = extract(text_document(text), "cv", applicant="김민준")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == {
        ("I. Varga", 2024),
        ("O. Malka", 2022),
        ("T. Berg", 2022),
        ("박서연", 2020),
    }


def test_korean_entries_name_the_others_before_gongjeo_with_or_without_a_year() -> None:
    text = (
        "연구실적\n"
        "[1] “Search Frictions in Housing Markets.” 최유진, Laura K. Brennan 공저, 2024.\n"
        "[2] “Price Caps and Entry.” Marco Bellini 공저.\n"
        "[3] 「지역 노동시장의 변화」, 윤하늘 공저, 노동경제논집, 2023년 5월 12일, 1-20쪽.\n"
    )
    assert _coauthors(text) == {
        ("최유진", 2024),
        ("Laura K. Brennan", 2024),
        ("Marco Bellini", None),
        ("윤하늘", 2023),
    }


def test_apa_initials_hyphenated_with_a_lower_case_second() -> None:
    text = (
        "Publications\n"
        "4\tVarga, I., Chen, W. H.-y., Kim, M., & Lee, J.-w. (2021). Fair ordering of "
        "transactions. In Financial Cryptography.\n"
    )
    result = extract(text_document(text), "cv", applicant="Minjun Kim")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == {
        ("I. Varga", 2021),
        ("W. H.-y. Chen", 2021),
        ("J.-w. Lee", 2021),
    }


def test_a_bulleted_heading_opens_the_list_and_is_no_entry_of_its_own() -> None:
    text = (
        "• Publications\n"
        "Ilsa Varga, Minjun Kim, Oren Malka, Tomas Berg, Pavel Novak, Hyejin\n"
        "Noh. 2022. Sparse Joins on Graph Streams. In Proceedings of VLDB.\n"
        "• Projects\n"
        "Lunch Planner, an Android app with Kotlin\t2023.5 – 2023.6\n"
    )
    result = extract(text_document(text), "cv", applicant="Minjun Kim")
    assert {(p.name_raw, p.year) for p in result.persons if not p.is_self} == {
        (name, 2022)
        for name in ("Ilsa Varga", "Oren Malka", "Tomas Berg", "Pavel Novak", "Hyejin Noh")
    }


def test_an_entry_beside_a_margin_heading_goes_on_in_the_lines_under_it() -> None:
    text = (
        "Publications\t[1] Ilsa Varga, Minjun Kim (co-first), Oren Malka, Tomas Berg,\n"
        "Pavel Novak, Hyejin Noh, Lucia Ferraro,\n"
        "Jonas Weber, and Anna Keller.\n"
        "Whole-brain neuron morphology at scale. bioRxiv, March 2021.\n"
    )
    result = extract(text_document(text), "cv", applicant="Minjun Kim")
    assert {p.name_raw for p in result.persons if not p.is_self} == {
        "Ilsa Varga",
        "Oren Malka",
        "Tomas Berg",
        "Pavel Novak",
        "Hyejin Noh",
        "Lucia Ferraro",
        "Jonas Weber",
        "Anna Keller",
    }


def test_an_entry_numbered_without_a_stop_whose_owner_is_among_et_al() -> None:
    """A CV's list is its owner's: a numbered entry cut short by "et al." holds the owner
    among the authors left out."""
    text = (
        "PUBLICATIONS\n"
        "10  I. Varga, M. Kim, and O. Malka, “Sparse joins,” IEEE TKDE, vol. 3, 2019.\n"
        "11  T. Berg, H. Noh, P. Novak, et al., “Dense depth on a budget,” IEEE TCAS, 2019.\n"
    )
    assert _coauthors(text) == {
        ("I. Varga", 2019),
        ("O. Malka", 2019),
        ("T. Berg", 2019),
        ("H. Noh", 2019),
        ("P. Novak", 2019),
    }


def test_a_bare_entry_number_before_an_author_whose_initial_is_beyond_a_to_z() -> None:
    text = (
        "PUBLICATIONS\n"
        "12  Ł. Żak, M. Kim, and O. Malka, “Sparse joins,” IEEE TKDE, vol. 3, 2019.\n"
        "13  Önal, Ş., Kim, M., Berg, T. (2020). Dense depth. Pattern Recognition.\n"
    )
    assert _coauthors(text) == {
        ("Ł. Żak", 2019),
        ("O. Malka", 2019),
        ("Ş. Önal", 2020),
        ("T. Berg", 2020),
    }


def test_entries_that_open_on_a_bracketed_venue_tag_with_its_year() -> None:
    # Systems CVs tag each entry with its venue and year in brackets, the year in two digits
    # or four, the owner anywhere in the list: the tag is the entry's date, not its first
    # author's.
    text = (
        "Publications\n"
        "• [ACME OSYS 26] Ilsa Varga, Oren Malka, Minjun Kim, Tomas Berg, Hyejin Noh,\n"
        'Pavel Novak, "Wear-Aware Scheduling for Battery Packs."\n'
        "• [IEEE RTNET 24] Minjun Kim, Sora Lind, “Fault Tolerance at the Edge.”\n"
        "• [Workshop on Graph Systems 2019] Dara Quill*, Minjun Kim*, Omar Vance, “Caching.”\n"
    )
    assert _coauthors(text) == {
        ("Ilsa Varga", 2026),
        ("Oren Malka", 2026),
        ("Tomas Berg", 2026),
        ("Hyejin Noh", 2026),
        ("Pavel Novak", 2026),
        ("Sora Lind", 2024),
        ("Dara Quill", 2019),
        ("Omar Vance", 2019),
    }


def test_an_author_line_wrapped_after_a_name_s_initials() -> None:
    text = (
        "PUBLICATIONS\n"
        "[1] Wear-aware scheduling for battery packs in field robots\n"
        "Minjun Kim, Ilsa Varga, Oren Malka and D.B.\n"
        "Berdal\n"
        "IEEE Real-Time Systems Symposium (RTSS), 2021\n"
    )
    assert _coauthors(text) == {
        (name, 2021) for name in ("Ilsa Varga", "Oren Malka", "D.B. Berdal")
    }


def test_a_list_opening_on_initials_before_family_names_reads_on_to_the_owner() -> None:
    """ "F.J. Ortega, J.I. Ortega, ..." reads like an inverted "Ortega, J.I." unless the
    whole line is taken as a plain list, which names the owner."""
    text = (
        "Publications\n"
        "2022 Sparse sensing of rivers with drifting buoys, Hydrology Letters\n"
        "F.J. Ortega, J.I. Ortega, Minjun Kim, C.E. Lind and D.B. Berdal\n"
        "doi: 10.1000/hl.2022.17\n"
    )
    assert {name for name, _ in _coauthors(text)} == {
        "F.J. Ortega",
        "J.I. Ortega",
        "C.E. Lind",
        "D.B. Berdal",
    }


def test_title_first_entries_whose_last_author_runs_into_the_venue() -> None:
    """Italian title-first entries: the owner's initial glued to the family name, "e" before
    the last author, who ends at the stop before the venue; the pieces after the last author
    are the venue's, though "Markov Processes" could pass for a name."""
    text = (
        "Pubblicazioni\n"
        "2025: Vanishing thresholds in percolation on products, M.Kim,\n"
        "J. Grubač, A. Kheiri e A. Wilke. arXiv: 2511.23317 [math.PR]\n"
        "2022: Almost Gibbsian measures on a tree, M. Kim e A. Le Gall, Markov\n"
        "Processes and Related Fields 28, pp. 245–273.\n"
    )
    assert _coauthors(text) == {
        ("J. Grubač", 2025),
        ("A. Kheiri", 2025),
        ("A. Wilke", 2025),
        ("A. Le Gall", 2022),
    }


def test_initials_m_d_before_a_family_name_are_no_medical_degree() -> None:
    text = (
        "Publications\n"
        "6. E. A. Drake, N. M. Haque, M. D. Joshi, S. Dhillon, D. B. Mikkel, M.\n"
        "Kim, F. L. Lowry. Circulating tumor DNA after cell therapy. Blood Advances 7, 2023\n"
    )
    assert {name for name, _ in _coauthors(text)} == {
        "E. A. Drake",
        "N. M. Haque",
        "M. D. Joshi",
        "S. Dhillon",
        "D. B. Mikkel",
        "F. L. Lowry",
    }


def test_a_long_lists_first_author_with_the_owner_hidden_after_et_al() -> None:
    # "et al. (including ...)", French "(incluant ...)": the owner among the authors left out.
    text = (
        "Publications\n"
        "Moreau, L. et al. (incluant Kim, M.) A hot planet around a cool"
        " star and its\nsub-Neptune. 2025, A&A, 700, A9.\n"
        "Pereira da Costa, J. et al. (including Kim, M.) Line lists. 2024, AJ, 169, 163.\n"
        "Ruiz, A. et al. (incluant Moreau, P.) Someone else's paper. 2023, AJ, 160, 1.\n"
    )
    assert _coauthors(text) == {("L. Moreau", 2025), ("J. Pereira da Costa", 2024)}


def test_a_numbered_title_over_an_author_line_that_runs_on_into_its_venue() -> None:
    # The first author, read with the title's line above, was once lost.
    text = (
        "Publications\n"
        "6. A Study of Testbeds for Tidal Sensors\n"
        "Songmi Ryu, Tae-ho Bae, Minjun Kim, International Conference on Sensing (ICOS"
        " 2015), Tainan, Nov. 27~30, 2015\n"
        "2. 해양 관측을 위한 센서 기술 (Paper)\n"
        "황보윤채, 김민준, KISE Journal Vol.30 No.1, pp.23~29, Mar. 2017\n"
    )
    assert {name for name, _ in _coauthors(text)} == {"Songmi Ryu", "Tae-ho Bae", "황보윤채"}


def test_a_bulleted_title_over_an_author_line_of_inverted_full_names() -> None:
    text = (
        "Publications\n"
        "* Tidekit 2.0: A Benchmark for Concurrent Sensor Synchronisation\n"
        "Ryu, Songmi, Kim, Minjun, Bae, Taeho\n"
        "Published in Proceedings of the Conference on Sensing, 2024\n"
    )
    assert {name for name, _ in _coauthors(text)} == {"Songmi Ryu", "Taeho Bae"}


def test_the_owner_printed_inverted_amid_names_printed_given_first() -> None:
    text = (
        "Publications\n"
        "2. Songmi Nasser Ryu, Kim, Minjun, Taeho Bae, and Ines Varga. “Tidal control.”"
        " In Sensing Forum. 2025.\n"
        "3. Ryu, Songmi, Kim, Minjun, Lind, Oskar\n"
    )
    assert {name for name, _ in _coauthors(text)} == {
        "Songmi Nasser Ryu",
        "Taeho Bae",
        "Ines Varga",
        "Songmi Ryu",
        "Oskar Lind",
    }
