"""Cleaning printed names: display form, comparison key, Hanja."""

from __future__ import annotations

import re
import unicodedata

import pytest

from minesweeper.names import citation_form, display_name, hanja_of, normalize_name


def evaluator_norm(text: str) -> str:
    """The evaluation corpus's norm(), written from its README, to compare strengths."""
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"\([^)]*\)", "", text)
    text = re.sub(r"^\s*(?:Prof\.|Professor|Dr\.|Mr\.|Ms\.|Mrs\.)\s*", "", text, flags=re.I)
    text = re.sub(r"\s*(?:교수님|교수|박사님|박사|선생님|님)\s*$", "", text)
    text = text.lower()
    return re.sub(r"[\s.,\-‐‑–·_'’`*†‡°§¶#0-9]", "", text)


@pytest.mark.parametrize(
    ("raw", "display"),
    [
        ("Seo-Yeon Pak1*", "Seo-Yeon Pak"),
        ("박 서 연 (인)", "박서연"),
        ("김민준1", "김민준"),
        ("박서연 교수님", "박서연"),
        ("지도교수 박서연 (인)", "박서연"),
        ("심사위원장: 김민준 印", "김민준"),
        ("위원 박서연", "박서연"),
        ("위원석", "위원석"),  # 위 is a surname: the short label needs a separator
        ("Prof. Dr. Jae-Won Lee, Ph.D.", "Jae-Won Lee"),
        ("Prof. Dr.-Ing. Hans Müller", "Hans Müller"),
        ("Rev. John Smith", "John Smith"),
        ("Advisor: Seoyeon Park", "Seoyeon Park"),
        ("Lee, Jae-Won", "Jae-Won Lee"),
        ("Kim, J.", "J. Kim"),
        ("van der Meer, Anouk", "Anouk van der Meer"),
        ("Schäfer, Jörg", "Jörg Schäfer"),
        ("de la Fuente, Inés", "Inés de la Fuente"),
        ("김민준, 박서연", "김민준, 박서연"),  # two names, not one inverted
        ("Minjun Kim¹,†", "Minjun Kim"),
        ("이재원 (Seal)", "이재원"),
        ("Sarah Johnson (Signature)", "Sarah Johnson"),
        ("이재원 (서명)", "이재원"),
        ("박서연(朴瑞延)", "박서연"),
        ("朴瑞延 (박서연)", "박서연"),
        ("(Seoyeon Park)", "Seoyeon Park"),
        ("Drake Kim", "Drake Kim"),
        # Turkish ranks: associate professor, assistant professor (old and new), lecturer.
        ("Doç. Dr. Selin KARAOĞUZ", "Selin KARAOĞUZ"),
        ("Yrd. Doç. Dr. Mehmet Ali DURSUNOĞLU", "Mehmet Ali DURSUNOĞLU"),
        ("Dr. Öğr. Üyesi Elif ŞAHİNGÖZ", "Elif ŞAHİNGÖZ"),
        ("Öğr. Gör. Tolga BAYRAKTEPE", "Tolga BAYRAKTEPE"),
        ("Asc. Prof. Tolga BAYRAKTEPE", "Tolga BAYRAKTEPE"),
        ("Assist. Prof. Dr. Elif ŞAHİNGÖZ", "Elif ŞAHİNGÖZ"),
        # A military rank after the academic ones, as military academies print it.
        ("Prof. Dr., Colonel Cem KORKUTATA", "Cem KORKUTATA"),
        ("Lt. Col. Cem Korkutata", "Cem Korkutata"),
        # German doctorates name their faculty after "Dr." ("Dr. rer. nat.", "Dr. sc. techn.",
        # "Dr. h. c."); professors are "Universitätsprofessor", "apl. Prof.", "Jun.-Prof.".
        ("Universitätsprofessor Dr. rer. nat. Lena Hartwig", "Lena Hartwig"),
        ("Univ.-Prof. Dr. med. Jonas Albrecht", "Jonas Albrecht"),
        ("apl. Prof. Dr. phil. habil. Greta Sommer", "Greta Sommer"),
        ("Jun.-Prof. Dr. sc. techn. Timo Brandt", "Timo Brandt"),
        ("Prof. Dr. Dr. h. c. Ida Lorenz", "Ida Lorenz"),
        ("PD Dr. Moritz Kern", "Moritz Kern"),
        ("prof. nzw. dr hab. inż. Zofia Wrona", "Zofia Wrona"),
        ("dr inż. Zofia Wrona", "Zofia Wrona"),
        ("Doctor of Science, Docent Pavel Orlov", "Pavel Orlov"),
        ("Candidate of Technical Sciences Pavel Orlov", "Pavel Orlov"),
        # Deng is a family name; the doctor of engineering is "D.Eng." or "DEng".
        ("Ruixuan Deng", "Ruixuan Deng"),
        ("Hana Ruml, D.Eng.", "Hana Ruml"),
        ("Hana Ruml, DEng", "Hana Ruml"),
        # Japanese and Indonesian schools print the doctor of engineering before the name.
        ("Dr. Eng. Bayu Wiranto", "Bayu Wiranto"),
        ("Dr.Eng. Bayu Wiranto", "Bayu Wiranto"),
        # French juries print civil titles: "M.", "Mme", "Mlle", "MM.".
        ("M. Lucien Garnier", "Lucien Garnier"),
        ("Mme Odile Perrin", "Odile Perrin"),
        ("Mlle Camille Roux", "Camille Roux"),
        ("M. Garnier", "M. Garnier"),  # an initial and a surname
        ("M. Jean-Luc FAVRE", "Jean-Luc FAVRE"),  # a hyphenated given name
        ("M. FAVRE Jean-Luc", "FAVRE Jean-Luc"),  # the family name first, in capitals
        ("M. KIM", "M. KIM"),  # an initial and a surname in capitals
        ("Erik-Jan van Kesteren MSc", "Erik-Jan van Kesteren"),  # a master's degree after
        ("Anna Berg, M.Sc.", "Anna Berg"),
        ("Xiaoyu MA", "Xiaoyu MA"),  # a family name in capitals, not a degree
        ("Prof. DDr. Hannes Leit", "Hannes Leit"),  # an Austrian double doctorate
        ("M. J. Favre", "M. J. Favre"),  # two initials
        # Ranks spelled out or abbreviated in more countries' own words: Croatian and Serbian
        # associate professors, Romanian ones, Spanish, Finnish, Latvian, Nordic lecturers,
        # Malaysian associate professors, Mexican and Brazilian masters, Austrian extraordinary
        # professors, emeriti, Portuguese feminine titles (NFKC reads "ª" as "a").
        ("izv. prof. dr. sc. Vedran Lukač", "Vedran Lukač"),
        ("vanr. prof. dr Vedran Lukač", "Vedran Lukač"),
        ("Conf. univ. dr. ing. Sorin Vlase", "Sorin Vlase"),
        ("Asist. dr. Sorin Vlase", "Sorin Vlase"),
        ("Ass. Bahati Kyalu Mwamba", "Bahati Kyalu Mwamba"),  # a Congolese assistant
        (
            "O.Univ.Prof. Dipl.-Ing. Dr.techn. Anton Berg",
            "Anton Berg",
        ),  # an Austrian full professor
        # "Dña." as OCR reads it after "Dra." on a scanned Spanish record.
        ("Dra. Dita. Eva Soler Roig", "Eva Soler Roig"),
        ("Dra. Diia. Eva Soler Roig", "Eva Soler Roig"),
        ("Dra. Dia. Eva Soler Roig", "Eva Soler Roig"),
        ("Profesora Irene Zamudio", "Irene Zamudio"),
        ("Professori Aarne Kivelä", "Aarne Kivelä"),
        ("Dosentti Aarne Kivelä", "Aarne Kivelä"),
        ("asoc. prof. Aigars Ozols", "Aigars Ozols"),
        ("Universitetslektor Sigrid Haug", "Sigrid Haug"),
        ("Førsteamanuensis Sigrid Haug", "Sigrid Haug"),
        ("Profesor Madya Dr. Nurul Izzah", "Nurul Izzah"),
        ("Ts. Dr. Nurul Izzah", "Nurul Izzah"),
        ("Mtra. Irene Zamudio", "Irene Zamudio"),
        ("Prof. Me. Caio Bastos", "Caio Bastos"),
        ("Ao. Univ.-Prof. Dr. Ida Lorenz", "Ida Lorenz"),
        ("Prof. em. Dr. Ida Lorenz", "Ida Lorenz"),
        ("Ing. arch. Zita Malá", "Zita Malá"),
        ("Prof.ª Doutora Inês Valente", "Inês Valente"),
        ("Profª. Drª. Inês Valente", "Inês Valente"),
        ("ENGR. RAMON VILLAFLOR, PhD", "RAMON VILLAFLOR"),
        ("Atty. Corazon Lualhati", "Corazon Lualhati"),
        ("ING. COM. RAMIRO QUESADA LORENZO", "RAMIRO QUESADA LORENZO"),
        ("Lcda. Elvira Sanz", "Elvira Sanz"),
        ("Mgs. Elvira Sanz", "Elvira Sanz"),
        ("Dr.C. Ramiro Quesada Lorenzo", "Ramiro Quesada Lorenzo"),  # a Cuban doctor of sciences
        ("Dr. Cs. Ramiro Quesada", "Ramiro Quesada"),
        ("Dr. C. Quesada", "C. Quesada"),
        ("проф. Остап Гнатюк", "Остап Гнатюк"),  # Russian and Ukrainian ranks
        ("доцент Д. А. Стельмах", "Д. А. Стельмах"),
        ("MRS ABIR KASSAB", "ABIR KASSAB"),  # civil titles in a line of capitals
        ("MR ANIS HAMDI", "ANIS HAMDI"),
        ("MR KIM", "MR KIM"),  # initials and a family name
        ("Prof.A. Kim", "A. Kim"),  # a capital after the period is an initial
        ("Ts Nguyen", "Ts Nguyen"),  # initials without a title after them
    ],
)
def test_display_name_strips_marks_and_keeps_case(raw: str, display: str) -> None:
    assert display_name(raw) == display


@pytest.mark.parametrize(
    ("forms", "key"),
    [
        (
            ["Jae-Won Lee", "Jaewon Lee", "Jae Won Lee", "Lee, Jae-Won", "Dr. Jae-Won Lee"],
            "jaewonlee",
        ),
        (["J.-W. Lee", "JW Lee", "J. W. Lee"], "jwlee"),
        (["박 서 연", "박서연 교수님", "박서연 (인)", "박서연(朴瑞延)", "박서연²"], "박서연"),
        (["Minjun Kim1,", "MINJUN KIM", "Minjun  Kim*"], "minjunkim"),
    ],
)
def test_normalize_name_unifies_printed_forms(forms: list[str], key: str) -> None:
    assert {normalize_name(form) for form in forms} == {key}


@pytest.mark.parametrize(
    "pair",
    [
        ("Jae-Won Lee", "Jaewon Lee"),
        ("Prof. Seoyeon Park", "Seoyeon Park"),
        ("박서연 (인)", "박 서 연"),
        ("S. Park¹", "S Park"),
        ("Minjun Kim1,", "minjun kim"),
    ],
)
def test_at_least_as_strong_as_the_evaluator(pair: tuple[str, str]) -> None:
    left, right = pair
    assert evaluator_norm(left) == evaluator_norm(right)
    assert normalize_name(left) == normalize_name(right)


def test_normalize_of_a_marker_only_string_is_empty() -> None:
    assert normalize_name("(인)") == ""
    assert normalize_name("(Signature)") == ""
    assert normalize_name("  ") == ""


def test_hanja_is_recorded_only_beside_another_script() -> None:
    assert hanja_of("박서연(朴瑞延)") == "朴瑞延"
    assert hanja_of("박서연") is None
    assert hanja_of("朴瑞延") is None  # a Hanja-only name is the name itself
    assert hanja_of("김민준 印") is None  # a lone 印 is a seal marker


def test_a_knight_s_or_dame_s_title_is_not_the_name() -> None:
    assert display_name("Sir Michael Brady") == "Michael Brady"
    assert display_name("Dame Wendy Hall") == "Wendy Hall"
    assert display_name("Siri Larsen") == "Siri Larsen"


def test_a_french_civil_title_before_a_family_name_in_capitals_with_an_elided_particle() -> None:
    assert display_name("M. D’ARCY Lucien") == "D’ARCY Lucien"
    assert display_name("M. BERGER Lucien") == "BERGER Lucien"
    assert display_name("M. D. Kim") == "M. D. Kim"  # initials


@pytest.mark.parametrize(
    ("name", "cited"),
    [
        ("J. Oh", "Oh, J."),
        ("J.-P. Dubois", "Dubois, J.-P."),
        ("T. K. Varga", "Varga, T. K."),
        ("T.K. Varga", "Varga, T.K."),  # initials printed without a space between them
        ("JW Lee", "Lee, JW"),
        ("S. van der Berg", "van der Berg, S."),
        ("Jean-Pierre Dubois", None),  # a full name is found under its own name
        ("김민준", None),
    ],
)
def test_citation_form_puts_the_family_name_before_initials(name: str, cited: str | None) -> None:
    assert citation_form(name) == cited
