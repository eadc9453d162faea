"""CV entries printed over lines of their own (title, authors, venue), an owner's accented
middle name, a family name whose particle ends a line, a first author "et al." with the owner
among the hidden, and small capitals that a text layer splits after their first letter."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, text_document


def _coauthors(text: str, applicant: str, applicant_en: str | None = None) -> set[str]:
    result = extract(text_document(text), "cv", applicant=applicant, applicant_en=applicant_en)
    return {p.name_raw for p in result.persons if not p.is_self}


def _selves(text: str, applicant: str, applicant_en: str | None = None) -> set[str]:
    result = extract(text_document(text), "cv", applicant=applicant, applicant_en=applicant_en)
    return {p.name_raw for p in result.persons if p.is_self}


def test_an_accented_middle_name_is_the_owners_initial() -> None:
    text = (
        "Published papers\n"
        "• Heavy flavour transport in a hot medium\n"
        "Ilse Marten, Diego Álvaro Ferrer and Paolo Renzi\n"
        "Published in Physical Review C (Phys. Rev. C 12 (2019) 0345)\n"
        "• Radiative corrections at finite density\n"
        "Oskar Lind and Diego Álvaro Ferrer\n"
        "Published in Journal of High Energy Physics (JHEP 03 (2016) 101)\n"
    )
    assert _coauthors(text, "Diego A. Ferrer") == {"Ilse Marten", "Paolo Renzi", "Oskar Lind"}
    assert _selves(text, "Diego A. Ferrer") == {"Diego Álvaro Ferrer"}


def test_a_family_particle_at_the_line_end_goes_on_in_the_next_line() -> None:
    text = (
        "Published papers\n"
        "• Open quantum systems for bound states: trajectories and observables\n"
        "Ilse Marten, Diego Ferrer, Paolo Renzi, Karel Vanden\n"
        "Broeck and Oskar Hendrik Lind\n"
        "Published in Physical Review D (Phys. Rev. D 104 (2021) 094049)\n"
    )
    assert _coauthors(text, "Diego Ferrer") == {
        "Ilse Marten",
        "Paolo Renzi",
        "Karel Vanden Broeck",
        "Oskar Hendrik Lind",
    }


def test_title_line_then_venue_and_authors_then_status() -> None:
    text = (
        "이재민 Jay Lee          이력서\n"
        "학력\n"
        "2022/3–현재  한국대학교, 컴퓨터공학부 석사\n"
        "주요 연구\n"
        "Code   Typed effects for reactive interfaces\n"
        "ICFP 2024   Jay Lee, Oren Malka, Ilsa Varga\n"
        "채택 (Accepted).\n"
        "Demo   Live programming by example for web pages\n"
        "CHI 2023\n"
        "Posters\n"
        "Jay Lee, Tomas Berg, Oren Malka\n"
        "채택 (Accepted).\n"
    )
    assert _coauthors(text, "이재민", None) == {"Oren Malka", "Ilsa Varga", "Tomas Berg"}


def test_a_first_author_et_al_in_a_numbered_list_is_a_coauthor() -> None:
    text = (
        "Publications\n"
        "14. M. KIM & H. BERG (2016). Sharing rules for rivers. Resource Economics 44, 92–117.\n"
        "15. T. ARNESEN ET AL. (2016). Responding to global challenges in food and water.\n"
        "Asia Policy Studies 3(2), 275–299.\n"
        "16. P. Lindqvist et al. (2015). Benefits of river restoration. Hydrobiologia 769, 1–5.\n"
    )
    assert _coauthors(text, "김민준", "Minjun Kim") == {"H. Berg", "T. Arnesen", "P. Lindqvist"}


def test_small_capitals_split_after_their_first_letter() -> None:
    text = (
        "Publications\n"
        "1. T. B ERGMAN, O. M ALKA & M. K IM (2021). Shifting the reference point. Scand. J.\n"
        "Econ., accepted.\n"
        "2. M. K IM, D. VAN S OEST & H.-P. W EIKARD (2019). Agreeing on public goods. Journal\n"
        "of Environmental Economics 130, 103123.\n"
    )
    assert _coauthors(text, "김민준", "Minjun Kim") == {
        "T. Bergman",
        "O. Malka",
        "D. van Soest",  # after an initial, a particle in capitals is set in lower case
        "H.-P. Weikard",
    }


def test_an_author_line_wrapped_before_its_last_and() -> None:
    text = (
        "Published papers\n"
        "• Gauge invariance of the transport coefficient\n"
        "Ilse Marten, Paolo Renzi, Oskar Lind\n"
        "and Diego Ferrer\n"
        "Published in Journal of High Energy Physics (JHEP02 (2013)129)\n"
    )
    assert _coauthors(text, "Diego Ferrer") == {"Ilse Marten", "Paolo Renzi", "Oskar Lind"}


def test_an_ordinal_after_the_owner_is_no_second_author() -> None:
    text = (
        "연구실적\n"
        "김민준(2018), 제3회 「하천 공유 규칙」 학술대회, 한국대학교, 2018년 12월.\n"
        "山田一郎(2018),第3回「島の言葉」ワークショップ,東都大学,2018年12月.\n"
    )
    assert _coauthors(text, "김민준", "Minjun Kim") == set()
