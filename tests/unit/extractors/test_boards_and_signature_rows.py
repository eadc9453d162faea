"""Approval pages in the words of further countries, and rows of signature blocks."""

from __future__ import annotations

from tests.unit.extractors.builders import thesis_related


def test_a_croatian_board_lists_its_members_with_the_role_after_each_name() -> None:
    page = (
        "DOKTORSKI RAD\n\nMira Olsen\n\n"
        "Mentor: izv. prof. dr. sc. Vedran Lukač\n"
        "Komentor: doc. dr. sc. Tena Barić\n\n"
        "Povjerenstvo za ocjenu doktorskog rada:\n"
        "1. prof. dr. sc. Nikola Horvat, predsjednik\n"
        "2. izv. prof. dr. sc. Lea Kovač, članica\n"
        "3. prof. dr. sc. Ivo Radić, član\n"
    )
    assert thesis_related(page) == {
        ("Vedran Lukač", "advisor"),
        ("Tena Barić", "co_advisor"),
        ("Nikola Horvat", "committee_chair"),
        ("Lea Kovač", "committee_member"),
        ("Ivo Radić", "committee_member"),
    }


def test_a_romanian_doctoral_commission_its_president_and_reviewers() -> None:
    page = (
        "TEZĂ DE DOCTORAT\n\nDoctorand: ing. Mira Olsen\n"
        "Conducător științific: Prof. univ. dr. ing. Sorin Vlase\n\n"
        "Comisia de doctorat:\n"
        "Președinte: Prof. univ. dr. ing. Doina Pârvu\n"
        "Referent oficial: Conf. univ. dr. Tudor Neagu\n"
        "Membru: Asist. dr. Ilinca Rusu\n"
    )
    assert thesis_related(page) == {
        ("Sorin Vlase", "advisor"),
        ("Doina Pârvu", "committee_chair"),
        ("Tudor Neagu", "committee_member"),
        ("Ilinca Rusu", "committee_member"),
    }


def test_a_norwegian_supervisors_and_assessment_committee() -> None:
    page = (
        "Doctoral thesis\n\nMira Olsen\n\n"
        "Hovedveileder: Professor Sigrid Haug\n"
        "Medveileder: Førsteamanuensis Odd Brekke\n\n"
        "Bedømmelseskomité:\n"
        "Førsteopponent: Professor Randi Ask, Nordhavn universitet\n"
        "Andreopponent: Dr. Tore Lien, Universitetet i Nordhavn\n"
    )
    assert thesis_related(page) == {
        ("Sigrid Haug", "advisor"),
        ("Odd Brekke", "co_advisor"),
        ("Randi Ask", "committee_member"),
        ("Tore Lien", "committee_member"),
    }


def test_a_danish_supervisors_and_assessment_committee_its_chair_in_brackets() -> None:
    page = (
        "PhD Thesis\nMira Olsen\n\n"
        "Vejleder: Lektor Jens Holm\n"
        "Medvejleder: Professor Karen Friis\n\n"
        "Bedømmelsesudvalg:\n"
        "Professor Bo Lund (formand)\n"
        "Professor Lise Krogh\n"
    )
    assert thesis_related(page) == {
        ("Jens Holm", "advisor"),
        ("Karen Friis", "co_advisor"),
        ("Bo Lund", "committee_chair"),
        ("Bo Lund", "committee_member"),
        ("Lise Krogh", "committee_member"),
    }


def test_a_ukrainian_supervisor_and_official_opponents() -> None:
    page = (
        "ДИСЕРТАЦІЯ\n\nОлсен Міра\n\n"
        "Науковий керівник:\n"
        "Гнатюк Остап Миронович, доктор технічних наук, професор\n\n"
        "Офіційні опоненти:\n"
        "Стельмах Ярина Богданівна, доктор фізико-математичних наук, професор\n"
    )
    assert thesis_related(page) == {
        ("Гнатюк Остап Миронович", "advisor"),
        ("Стельмах Ярина Богданівна", "committee_member"),
    }


def test_an_indonesian_signature_row_whose_labels_end_on_a_comma() -> None:
    page = (
        "LEMBAR PENGESAHAN\n\nSKRIPSI\nDisusun oleh:\nMira Olsen\n\n"
        "Pembimbing I,                         Pembimbing II,\n\n\n"
        "Dr. Ir. Bayu Wiranto, M.T.            Ratna Sari, S.Kom., M.Kom.\n"
        "NIP. 196501011990031001               NIP. 198001012005012001\n"
    )
    assert thesis_related(page) == {
        ("Bayu Wiranto", "advisor"),
        ("Ratna Sari", "co_advisor"),
    }


def test_a_row_of_signature_blocks_beside_an_officials_block() -> None:
    page = (
        "CERTIFICATION\n\nThis is to certify that this work was carried out by OLSEN, Mira.\n\n"
        "……………………………                      ……………………………\n"
        "Prof. Tunde A. Bakare                     Dr. (Mrs.) Ngozi B. Eze\n"
        "Supervisor                                Head of Department\n"
    )
    assert thesis_related(page) == {("Tunde A. Bakare", "advisor")}
