"""The applicant's name as the document prints it in another script beside the one given:
"氏名: 山田 一郎（ヤマダ イチロウ，Ichiro Yamada）", "김민준 (Minjun Kim)". The printed forms are
the applicant too, so their own publication list does not make them a co-author of themselves.
"""

from __future__ import annotations

import pytest

from minesweeper.extractors.text.owner_forms import printed_owner_forms
from tests.unit.extractors.builders import extract, names, text_document

_LIST = (
    "Publications\n"
    "1. I. Yamada, H. Sato, and K. Takahashi. Queue spillback in networks. Transp. Res. B, 2021.\n"
    "2. Ichiro Yamada and Ken Mori. Traffic state estimation. IEEE T-ITS, 2019.\n"
)


@pytest.mark.parametrize(
    "header",
    [
        "氏名: 山田 一郎（ヤマダ イチロウ，Ichiro Yamada）",
        "山田一郎 (Ichiro Yamada)",
        "Name: 山田 一郎 / Ichiro Yamada",
        # A CV's header line: the two forms side by side, the rest of the line set apart.
        "山田 一郎 Ichiro Yamada          履歴書",
        "Ichiro Yamada 山田一郎",
        "山田 一郎 Ichiro Yamada\t履歴書",  # a text layer's cells apart by a tab
    ],
)
def test_the_owner_printed_in_another_script_is_self_in_their_list(header: str) -> None:
    text = f"履歴書\n{header}\n所属: 東京大学\n{_LIST}"
    found = names(extract(text_document(text), "cv", applicant="山田一郎", applicant_en=None))
    assert found == {"H. Sato", "K. Takahashi", "Ken Mori"}


def test_forms_beside_another_persons_name_are_not_the_owners() -> None:
    lines = "\n".join(["指導教員: 佐藤 花子 (Hanako Sato)", "山田 一郎"])
    assert printed_owner_forms(lines.splitlines(), ("山田一郎",)) == ()


def test_hangul_owner_with_a_romanized_form_in_brackets() -> None:
    assert printed_owner_forms(["성명: 김 민 준 (Minjun Kim)"], ("김민준",)) == ("Minjun Kim",)


def test_a_latin_name_after_the_owners_in_running_text_is_not_theirs() -> None:
    lines = [
        "山田一郎 Ichiro Yamada",
        "指導教員 山田一郎 Hanako Sato 教授",
        "山田一郎 Ken Mori and others",
    ]
    assert printed_owner_forms(lines[1:], ("山田一郎",)) == ()


@pytest.mark.parametrize(
    "field",
    [
        "Name\t \t Jan Hendrik Pieter Smit\t \t Birth date  1986",
        "Full name: Jan Hendrik Pieter Smit",
    ],
)
def test_a_cv_s_full_legal_name_is_the_owner_s(field: str) -> None:
    text = (
        f"Pieter Smit\nCurriculum Vitae\n{field}\nPublications\n"
        'I. Smit, J.H.P., Vos, A.M. (2012). "Dark voids." MNRAS 426, 440-461.\n'
        'II. Dekker, R., Smit, P. (2020). "Bright voids." MNRAS 488, 2573-2604.\n'
    )
    found = names(extract(text_document(text), "cv", applicant="Pieter Smit", applicant_en=None))
    assert found == {"A.M. Vos", "R. Dekker"}


def test_a_name_field_holding_another_family_name_is_not_the_owner_s() -> None:
    assert printed_owner_forms(["Name: Jan Hendrik Pieter de Wit"], ("Pieter Smit",)) == ()


def test_the_owner_in_characters_at_the_owners_place_in_the_latin_byline() -> None:
    # A Japanese paper prints its byline in characters, then in Latin letters, the authors in
    # the same order: the owner's place in the Latin line is the owner's in the other.
    page = (
        "論文\nセンサフュージョン\n林 美羅1,a)  中田 恵子1  朴 智元2\nあらまし 近年\n"
        "Mira Hayashi1,a)  Emi Nakata1  Jiwon Pak2\nSUMMARY We propose.\n"
    )
    found = extract(text_document(page), "paper", "Mira Hayashi", "Mira Hayashi")
    assert {p.name_raw for p in found.persons if p.is_self} == {"林 美羅", "Mira Hayashi"}
    assert printed_owner_forms(page.splitlines(), ["Emi Nakata"]) == ("中田 恵子",)
