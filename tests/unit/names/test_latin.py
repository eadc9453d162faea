"""Latin-script names: plausibility and initials keys."""

from __future__ import annotations

import pytest

from minesweeper.names import MatchLevel, initials_form, looks_like_latin_name, match


@pytest.mark.parametrize(
    "text",
    [
        "Seoyeon Park",
        "S. Park",
        "J.-W. Lee",
        "JW Lee",
        "Park Seoyeon",
        "Seo-Yeon Pak",
        "Lee, Jae-Won",
        "Jiwon An",
        "A. Kim",
        "Sarah Johnson",
        "Ludwig van Beethoven",
        "KIM MINJUN",
        "Md. Abdul Rahman",
        "Mohd. Ali",
        "Yu. A. Kuznetsov",
        "Th. Müller",
        "Bastien d’Arcourt",
        "Lucia dell'Arco",
        # Months that are names too: the family name May, the given names April, June, August.
        "Jonathan May",
        "April Lindqvist",
        "June Park",
        "August Berg",
        # Vietnamese letters outside Latin Extended-A/B (Latin Extended Additional).
        "Trần Văn Lộc",
        "Phạm Thị Hạnh",
        "ĐỖ MINH KHÔI",
        "Nguyễn Hữu Tuấn",
        "Wing Ng",
        "Petr Vlk",
        # A particle's word ending the name after its given name is the family name.
        "F. Du",
        "Wen Le",
        # A Malay name with its "binte" (daughter of).
        "Nur Aisyah binte Rahim",
        # Balinese names open on words of sex and caste before the name's own.
        "Ni Luh Putu Ayu Sari",
        "I Gusti Ngurah Made Oka",
        "Anak Agung Gede Ngurah Putra",
    ],
)
def test_accepts_personal_names(text: str) -> None:
    assert looks_like_latin_name(text)


@pytest.mark.parametrize(
    "text",
    [
        "University Hospital",
        "Department of Physics",
        "Advisor Name",
        "Member 2",
        "Abstract",
        "Introduction",
        "Seoyeon",
        "Deep Learning Model",
        "IEEE TRANSACTIONS",
        "Committee Chair",
        "Postdoctoral Researcher",
        "Marine Ecology",
        "Quantum Optics II",
        "First Professor Name",
        "J. W.",
        "seoyeon park",
        "Seoyeon Park, Minjun Kim, Jaewon Lee",
        "Approved by",
        # Journal abbreviations after an author list without a title.
        "Phys. Rev. B",
        "Nat. Commun",
        "J. Appl. Phys",
        "Opt. Express",
        # ... and their first two words once the splitter took the period ("J. Phys. Chem. A").
        "J. Phys",
        "J. Chem",
        "J. Biol",
        "Proc. Natl",
        # OCR debris: a letter three times over, two letters with no vowel.
        "AAA SA",
        "A Ls",
        "Bx Kwon",
        # A campus of the University of California.
        "UC Irvine",
        "UCSD Health",
        # A research organisation's unit after its affiliation mark ("2CSIRO Manufacturing").
        "CSIRO Manufacturing",
        "Materials Engineering",
        # Particles alone, and job titles.
        "De La",
        "Van Der",
        "Chief Technical Officer",
        "Deputy Head",
        # Headings of a board's page in other languages: the work it judged, a jury table's
        # column of ranks, a Vietnamese approval's heading, a programme's speciality.
        "TESE DE DOUTORADO",
        "Grade CAMES",
        "PHÊ DUYỆT CỦA",
        "ESPECIALIDAD DE MATERIALES",
        "Segundo Vocal",  # a Mexican record's seat under its member's name
        "LA COMISION REVISORA",
        "Calendar View",  # a software thesis's figure: "Calendar View – Member"
        "Organization Settings",
    ],
)
def test_rejects_headings_institutions_and_placeholders(text: str) -> None:
    assert not looks_like_latin_name(text)


@pytest.mark.parametrize(
    ("forms", "key"),
    [
        (
            ["J.-W. Lee", "JW Lee", "Jae-Won Lee", "Lee, Jae-Won", "Jaewon Lee", "J. W. Lee"],
            "jw lee",
        ),
        (["Seoyeon Park", "Park Seoyeon", "Seo-Yeon Park", "박서연"], "sy park"),
        (["S. Park", "S Park", "Park S."], "s park"),
        (["Park"], "park"),
    ],
)
def test_initials_form_is_shared(forms: list[str], key: str) -> None:
    assert {initials_form(form) for form in forms} == {key}


def test_particles_in_lower_case_do_not_count_and_capitalised_ones_may_be_names() -> None:
    assert looks_like_latin_name("G. D. L. de Vries")
    assert looks_like_latin_name("Le Yu")
    assert looks_like_latin_name("Du Bo")
    # Capitalised at the head of an APA family name after three initials ("Den Brink, R. J.
    # R."), the particle is part of the family name too.
    assert looks_like_latin_name("R. J. R. Den Brink")
    assert looks_like_latin_name("R. J. R. Van Aalst")
    assert not looks_like_latin_name("Ana Rita Sofia Maria Lopes")


def test_a_spanish_family_name_with_particles_inside_meets_its_initialled_form() -> None:
    # "Fabio Ibarra de la Vega": the family name is "Ibarra de la Vega" as a list's
    # "F. Ibarra de la Vega" prints it.
    assert match("F. Ibarra de la Vega", "Fabio Ibarra de la Vega") is MatchLevel.INITIALS_ONLY
    assert match("R. Ibarra de la Vega", "Fabio Ibarra de la Vega") is MatchLevel.NONE


def test_a_romanized_korean_address_is_no_name() -> None:
    assert not looks_like_latin_name("Yeonnam-dong Mapo-gu")
    assert not looks_like_latin_name("Teheran-ro Gangnam-gu")
    assert looks_like_latin_name("Min-gu Kang")  # a given name may end on such a syllable
    assert looks_like_latin_name("Kang Min-gu")
