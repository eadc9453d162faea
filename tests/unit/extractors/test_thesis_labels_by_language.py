"""Title and approval pages of theses in Czech, Slovak, German, Spanish, Indonesian, Malay and
Finnish: the labels of the advisor and the examiners, the officials who sign beside them,
ranks printed before a name, Indonesian degrees after it, labels side by side over names
printed one under the other, and committees printed "Dr. Family, Given"."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document


def _found(text: str) -> set[tuple[str, str]]:
    return set(related(extract(text_document(text), "thesis", "Mira Olsen", "Mira Olsen")))


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        # Czech and Slovak.
        ("Vedoucí diplomové práce: Ing. Karel Novotný, Ph.D.", ("Karel Novotný", Role.ADVISOR)),
        ("Vedoucí bakalářské práce: doc. Ing. Eva Malá, CSc.", ("Eva Malá", Role.ADVISOR)),
        ("Vedoucí práce: Mgr. Tomáš Beneš", ("Tomáš Beneš", Role.ADVISOR)),
        ("Vedúci záverečnej práce: Ing. Peter Kováč, PhD.", ("Peter Kováč", Role.ADVISOR)),
        ("Školitel: prof. RNDr. Jan Dvořák, CSc.", ("Jan Dvořák", Role.ADVISOR)),
        ("Konzultant: Ing. Petr Bílý", ("Petr Bílý", Role.CO_ADVISOR)),
        ("consultant: Wenjie Tao", ("Wenjie Tao", Role.CO_ADVISOR)),  # a thesis in English
        # French of Central and West Africa: "Encadreur", "Co-encadreur".
        ("Encadreur : Ass. Bahati Kyalu Mwamba", ("Bahati Kyalu Mwamba", Role.ADVISOR)),
        ("Co-encadreur : Dr Jean Lumu", ("Jean Lumu", Role.CO_ADVISOR)),
        ("Oponent: doc. Ing. Lenka Černá, Ph.D.", ("Lenka Černá", Role.COMMITTEE_MEMBER)),
        # German.
        ("Betreut durch: Prof. Dr. Anna Vogt", ("Anna Vogt", Role.ADVISOR)),
        ("Erstbetreuerin: Dr. Jana Roth", ("Jana Roth", Role.ADVISOR)),
        # A British viva's chair who does not examine, the "convener".
        ("Non-examining Chair (Convener)  Dr Ruth Ellery", ("Ruth Ellery", Role.COMMITTEE_CHAIR)),
        ("Convener: Dr Ruth Ellery", ("Ruth Ellery", Role.COMMITTEE_CHAIR)),
        ("Independent Chair: Dr Ruth Ellery", ("Ruth Ellery", Role.COMMITTEE_CHAIR)),
        # The imprint page of a German doctorate numbers its reporting examiners.
        ("2. Berichterstatter:   Prof. Dr. Lutz Brenner", ("Lutz Brenner", Role.COMMITTEE_MEMBER)),
        ("Zweite Berichterstatterin: Dr. Jana Roth", ("Jana Roth", Role.COMMITTEE_MEMBER)),
        ("Vorsitz:    Prof. Dr. Hanne Weißbach", ("Hanne Weißbach", Role.COMMITTEE_CHAIR)),
        # Spanish and Latin-American.
        ("Asesor: Dr. Raúl Campos Vega", ("Raúl Campos Vega", Role.ADVISOR)),
        ("Asesora de tesis: Dra. Elena Prieto Mora", ("Elena Prieto Mora", Role.ADVISOR)),
        ("Sinodal: Dra. Lucía Ortega Ruiz", ("Lucía Ortega Ruiz", Role.COMMITTEE_MEMBER)),
        ("Suplente: Dr. Andrés Nava Gil", ("Andrés Nava Gil", Role.COMMITTEE_MEMBER)),
        ("Primer suplente: Dr. Andrés Nava Gil", ("Andrés Nava Gil", Role.COMMITTEE_MEMBER)),
        ("2do Suplente: Dr. Andrés Nava Gil", ("Andrés Nava Gil", Role.COMMITTEE_MEMBER)),
        # Indonesian and Malay.
        ("Pembimbing: Dr. Budi Hartono", ("Budi Hartono", Role.ADVISOR)),
        ("Dosen Pembimbing: Dr. Budi Hartono", ("Budi Hartono", Role.ADVISOR)),
        ("Pembimbing I: Dr. Budi Hartono", ("Budi Hartono", Role.ADVISOR)),
        ("Pembimbing II: Dr. Budi Hartono", ("Budi Hartono", Role.CO_ADVISOR)),
        ("Penguji: Dr. Budi Hartono", ("Budi Hartono", Role.COMMITTEE_MEMBER)),
        ("Ketua Penguji: Dr. Budi Hartono", ("Budi Hartono", Role.COMMITTEE_CHAIR)),
        ("Anggota Tim Penguji: Dr. Budi Hartono", ("Budi Hartono", Role.COMMITTEE_MEMBER)),
        # Italian "Direttori di tesi", "Supervisore"; Dutch masters' "Second Grader".
        ("Direttore di tesi: Prof. Bruno Sala", ("Bruno Sala", Role.ADVISOR)),
        ("Supervisore: Prof. Bruno Sala", ("Bruno Sala", Role.ADVISOR)),
        ("Second Grader: Dr. Remke Vos", ("Remke Vos", Role.COMMITTEE_MEMBER)),
        ("Penyelia: Dr. Aminah Yusof", ("Aminah Yusof", Role.ADVISOR)),
        ("Penyelia Bersama: Dr. Aminah Yusof", ("Aminah Yusof", Role.CO_ADVISOR)),
        ("Pemeriksa Luar: Dr. Aminah Yusof", ("Aminah Yusof", Role.COMMITTEE_MEMBER)),
        # Vietnamese: the lecturer who guides ("Giảng viên hướng dẫn", "GVHD"), the scientific
        # guide of a doctorate, the reviewer ("phản biện"); ranks "PGS.TS", "GS.TSKH", "ThS.".
        ("Giảng viên hướng dẫn: PGS.TS Trần Văn Lộc", ("Trần Văn Lộc", Role.ADVISOR)),
        ("GVHD: ThS. Phạm Thị Hạnh", ("Phạm Thị Hạnh", Role.ADVISOR)),
        ("Người hướng dẫn khoa học: GS.TSKH Đỗ Minh Khôi", ("Đỗ Minh Khôi", Role.ADVISOR)),
        ("Cán bộ hướng dẫn: TS. Lê Quang Vinh", ("Lê Quang Vinh", Role.ADVISOR)),
        ("Giảng viên phản biện: TS. Lê Quang Vinh", ("Lê Quang Vinh", Role.COMMITTEE_MEMBER)),
        # Finnish.
        ("Ohjaaja: Liisa Virtanen", ("Liisa Virtanen", Role.ADVISOR)),
        ("Ohjaajat: Liisa Virtanen", ("Liisa Virtanen", Role.ADVISOR)),
        ("Tarkastaja: Liisa Virtanen", ("Liisa Virtanen", Role.COMMITTEE_MEMBER)),
    ],
)
def test_labels_of_each_language(row: str, expected: tuple[str, Role]) -> None:
    assert _found(f"Diplomová práce\n{row}\n") == {expected}


def test_two_names_joined_by_the_and_of_portuguese_spanish_or_swedish() -> None:
    assert _found("Coorientadores: Fernanda Rocha Vilas-Boas e Clóvis Pereira Filho.\n") == {
        ("Fernanda Rocha Vilas-Boas", Role.CO_ADVISOR),
        ("Clóvis Pereira Filho", Role.CO_ADVISOR),
    }
    assert _found("Directores de tesis: Dra. Inés Valdés Ruiz y Dr. Tomás Ibarra\n") == {
        ("Inés Valdés Ruiz", Role.ADVISOR),
        ("Tomás Ibarra", Role.ADVISOR),
    }
    # A Portuguese surname joined by "e" is one name ("Sousa e Silva"), never two people.
    assert not {name for name, _ in _found("Orientador: Prof. Dr. Otávio Sousa e Silva\n")} & {
        "Otávio Sousa",
        "Silva",
    }


@pytest.mark.parametrize(
    "row",
    [
        "Vedoucí katedry: doc. Ing. Jiří Král, CSc.",
        "Děkan: prof. Ing. Pavel Zelený, Ph.D.",
        "Ketua Program Studi: Hadi Nugroho, S.T., M.T.",
        "Vo.Bo. Dr. Hugo Paredes Luna",
    ],
)
def test_officials_are_no_related_persons(row: str) -> None:
    assert _found(f"Pembimbing: Dr. Budi Hartono\n{row}\n") == {("Budi Hartono", Role.ADVISOR)}


@pytest.mark.parametrize(
    ("row", "name"),
    [
        ("Pembimbing: Ari Santoso, S.Kom., M.T.,", "Ari Santoso"),
        ("Pembimbing: Ari Santoso, S.T. M.Kom.", "Ari Santoso"),
        ("Pembimbing: Dr. Ir. Ari Santoso, M.Si.", "Ari Santoso"),
        ("Pembimbing: Ari Santoso, S.Pd., MT.", "Ari Santoso"),
    ],
)
def test_indonesian_degrees_after_the_name_are_peeled(row: str, name: str) -> None:
    assert _found(f"{row}\n") == {(name, Role.ADVISOR)}


def test_a_name_whose_initials_are_unlike_a_degree_keeps_them() -> None:
    assert _found("Pembimbing: Ari Santoso, S. Lee\n") == {
        ("Ari Santoso", Role.ADVISOR),
        ("S. Lee", Role.ADVISOR),
    }


def test_labels_side_by_side_over_names_printed_one_under_the_other() -> None:
    """Two signature blocks side by side: the text layer reads the label row, then the first
    block's name and staff number, then the second block's."""
    page = (
        "LEMBAR PERSETUJUAN\nDisetujui oleh:\nPembimbing 1\tPembimbing 2\n"
        "Ari Santoso, S.Kom., M.T.,\nNIK. 01020304\nDewi Lestari, S.T., M.Kom.,\nNIDN. 0405060708\n"
    )
    assert _found(page) == {("Ari Santoso", Role.ADVISOR), ("Dewi Lestari", Role.CO_ADVISOR)}


def test_the_dean_and_the_programme_head_side_by_side_are_no_related_persons() -> None:
    page = (
        "LEMBAR PENGESAHAN\nMengetahui,\nDekan,\nMengesahkan,\nKetua Program Studi\n"
        "Hadi Nugroho, S.T., M.T.,\nNIK. 01020304\nAri Santoso, S.Kom., M.T.,\nNIK. 0405\n"
    )
    assert _found(page) == set()


def test_a_committee_printed_family_name_first_after_the_title() -> None:
    """Mexican "Jurado asignado" pages print each seat's member "Dr. Family, Given"."""
    page = (
        "JURADO ASIGNADO\nPresidente:\nDr. Ibarra Solís, Ramón\nVocal:\nDra. Cervantes Luna, "
        "Marisol\nSecretario:\nDr. Fuentes Rocha, Juan Pablo\n1\ner Suplente:\nDr. Salas Medina, "
        "Óscar\n"
    )
    assert _found(page) == {
        ("Ramón Ibarra Solís", Role.COMMITTEE_CHAIR),
        ("Marisol Cervantes Luna", Role.COMMITTEE_MEMBER),
        ("Juan Pablo Fuentes Rocha", Role.COMMITTEE_MEMBER),
        ("Óscar Salas Medina", Role.COMMITTEE_MEMBER),
    }


def test_one_titled_name_and_a_place_after_its_comma_stays_in_order() -> None:
    assert _found("Advisor: Prof. Ana Ruiz, Stanford\n") == {("Ana Ruiz", Role.ADVISOR)}


def test_ranks_before_the_names_of_a_committee_list() -> None:
    page = (
        "A thesis submitted for the degree of\nMaster of Science\nExamination Committee:\n"
        "Associate Professor Lena Quist (Supervisor)\nSenior Lecturer Marco Bellini\n"
        "Research Staff-Lecturer Oskar Lind\nProfessor Hana Wolf\n"
    )
    assert _found(page) == {
        ("Lena Quist", Role.ADVISOR),
        ("Lena Quist", Role.COMMITTEE_MEMBER),
        ("Marco Bellini", Role.COMMITTEE_MEMBER),
        ("Oskar Lind", Role.COMMITTEE_MEMBER),
        ("Hana Wolf", Role.COMMITTEE_MEMBER),
    }


def test_a_plural_label_with_its_bracketed_s_runs_on_to_the_next_line() -> None:
    page = (
        "Master's thesis\nMira Olsen\nSupervisor(s): Prof. Lena Quist\n"
        "Examiner(s): Prof. Lena Quist\nAcademy Fellow Oskar Lind\nUniversity of Eastmoor\n"
    )
    assert _found(page) == {
        ("Lena Quist", Role.ADVISOR),
        ("Lena Quist", Role.COMMITTEE_MEMBER),
        ("Oskar Lind", Role.COMMITTEE_MEMBER),
    }


@pytest.mark.parametrize(
    "heading", ["LEMBAR PERSETUJUAN PEMBIMBING", "Lembar Pengesahan Penguji", "HALAMAN PERSETUJUAN"]
)
def test_the_heading_of_an_indonesian_approval_sheet_names_no_one(heading: str) -> None:
    assert _found(f"{heading}\nPembimbing: Dr. Budi Hartono\n") == {("Budi Hartono", Role.ADVISOR)}


def test_an_indonesian_single_name_is_a_full_name_before_its_degrees() -> None:
    """Many Indonesians carry one name; the degrees after it say it is a person's."""
    page = (
        "Disetujui oleh:\nPenguji 1\tPenguji 2\nAri Santoso, S.Kom., M.T.,\nNIDN. 01020304\n"
        "Sutrisno, S.T., M.Kom.\nNIDN. 0405060708\n"
    )
    assert _found(page) == {
        ("Ari Santoso", Role.COMMITTEE_MEMBER),
        ("Sutrisno", Role.COMMITTEE_MEMBER),
    }
    assert _found("Penguji: Sutrisno\n") == set()


def test_an_indonesian_board_of_examiners_by_its_seats() -> None:
    """ "Dewan Penguji" (the board of examiners) seats a Ketua (chair), a Sekretaris and Anggota
    (members), each before its colon; "Ketua Program Studi" heads the programme."""
    page = (
        "DEWAN PENGUJI\nTanda Tangan\n1. Ketua\t: Dr. Eng. Bayu Wiranto, S.T., M.Eng. (....)\n"
        "2. Sekretaris  : Rini Kusuma, S.Si., M.Si. (....)\n"
        "3. Anggota  : Dr. Sutrisno, S.Si., M.Kom.\t(....)\n"
        "4. Anggota  : Dewi Ayu Lestari, S.Si., M.T. (....)\n"
        "Ketua Program Studi\nDr. Hadi Nugroho, M.Sc\n"
    )
    assert _found(page) == {
        ("Bayu Wiranto", Role.COMMITTEE_CHAIR),
        ("Rini Kusuma", Role.COMMITTEE_MEMBER),
        ("Sutrisno", Role.COMMITTEE_MEMBER),
        ("Dewi Ayu Lestari", Role.COMMITTEE_MEMBER),
    }


def test_the_main_and_the_first_supervisor_side_by_side() -> None:
    """ "Pembimbing Utama" (main) beside "Pembimbing Pertama" (first accompanying supervisor)."""
    page = (
        "Menyetujui,\nPembimbing Utama\tPembimbing Pertama\n"
        "Dr. Eng. Bayu Wiranto, S.T., M.Eng.\tRini Kusuma, S.Si., M.Si.\n"
        "NIP. 197001011995121001\tNIP. 198001012019031012\n"
        "Ketua Program Studi\nDr. Hadi Nugroho, M.Sc\nNIP. 196001011989031003\n"
    )
    assert {name for name, _role in _found(page)} == {"Bayu Wiranto", "Rini Kusuma"}


def test_a_family_name_and_initials_are_no_name_and_degrees() -> None:
    assert _found("Pembimbing: Hartono, S.T.\n") == set()
