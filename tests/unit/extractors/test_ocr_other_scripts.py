"""OCR lines in other scripts than Hangul and plain Latin: a name keeps its marks and its
Chinese characters, a Chinese label is no page-edge debris, a glued university and rank go."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.labels import label_at_start
from minesweeper.extractors.text.slotnames import names_in


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Prof. Dr. Jörg Wälti", ["Jörg Wälti"]),
        ("TS. Vương Thị Diệu Linh", ["Vương Thị Diệu Linh"]),
        ("Zdeněk Šťastný (podpis)", ["Zdeněk Šťastný"]),
        ("周立衡", ["周立衡"]),
        ("陳佩琪 、 謝文彬 、 盧建安", ["陳佩琪", "謝文彬", "盧建安"]),
        ("ㅠ 류채원", ["류채원"]),  # a pen stroke read as a jamo before the name
        # A capital I read as a small l before a capitalised name; a particle stays.
        ("prof. dr. ing. loana-Maria Varga", ["Ioana-Maria Varga"]),
        ("lvan Kos", ["Ivan Kos"]),
        ("Jean la Fontaine", ["Jean la Fontaine"]),
    ],
)
def test_an_ocr_name_keeps_its_letters_of_any_script(text: str, names: list[str]) -> None:
    assert [name for name, _partial in names_in(text, ocr=True)] == names


@pytest.mark.parametrize(
    "text", ["東北大学教授 森川 達也", "東北大学 教授 森川 達也", "教授 森川 達也"]
)
def test_a_university_and_rank_before_a_japanese_name_are_left_out(text: str) -> None:
    assert names_in(text) == [("森川 達也", False)]


def test_a_chinese_label_on_an_ocr_line_is_a_label() -> None:
    assert label_at_start("指導教授 : 周立衡", ocr=True) == (Role.ADVISOR, "周立衡", True)
    found = label_at_start("| 심사위원 류채원", ocr=True)  # the page edge still goes
    assert found is not None and found[1] == "류채원"


@pytest.mark.parametrize("text", ["Ủy viên thư ký: TS. Lạc Quốc Bảo", "Thư ký: TS. Lạc Quốc Bảo"])
def test_a_vietnamese_boards_secretary_is_a_member(text: str) -> None:
    found = label_at_start(text)
    assert found is not None
    assert found[0] is Role.COMMITTEE_MEMBER
    assert names_in(found[1]) == [("Lạc Quốc Bảo", False)]
