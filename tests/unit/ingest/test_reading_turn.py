"""When Tesseract's orientation detection cannot tell which way up a page is (it does not know
Hangul, and a grey office scan leaves it guessing), the page is turned the way it reads best:
the turn whose reading holds clearly more confidently read letters than the page as it lies.

The decision is checked on made-up readings; the pages on real Tesseract runs."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PIL import Image

from minesweeper import samples
from minesweeper.extractors.model import ExtractionInput
from minesweeper.extractors.text import TextExtractor
from minesweeper.ingest import IngestedDocument, OcrConfig, TextSource, ingest_bytes
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import OcrWord
from minesweeper.ingest.ocr import tesseract_available
from minesweeper.ingest.reading_turn import Reading, reading_of, turn_by_reading
from minesweeper.samples.layouts import FormLine, PdfLine, SealStyle, form_image, lines_pdf
from tests.support.stress_images import gray_scan

needs_ocr = pytest.mark.skipif(
    not tesseract_available(OcrConfig()) or not samples.has_hangul_image_font(),
    reason="needs Tesseract and a Hangul font",
)

_MEMBERS = (
    ("심사위원장", "남궁재희"),
    ("심사위원", "변시우"),
    ("심사위원", "육하람"),
    ("심사위원", "탁은솔"),
    ("심사위원", "편도윤"),
)


def _reader(readings: dict[int, Reading], asked: list[int]) -> Callable[[int], Reading | None]:
    def read(turn: int) -> Reading | None:
        asked.append(turn)
        return readings.get(turn)

    return read


def _word(text: str, left: int, top: int, width: int, height: int, line: int) -> OcrWord:
    return OcrWord(text, left, top, width, height, confidence=0.93, line_id=line)


def test_letters_count_only_on_lines_that_run_across_the_image() -> None:
    # A line read after Tesseract turned the text itself runs down the image: it does not
    # say the page is upright as it lies.
    across = [_word("심사위원", 10, 10, 80, 20, 0), _word("변시우", 100, 10, 60, 20, 0)]
    down = [_word("심사위원", 10, 100, 20, 80, 1), _word("육하람", 10, 190, 20, 60, 1)]
    unsure = [OcrWord("Hls", 10, 300, 60, 20, confidence=0.3, line_id=2)]
    reading = reading_of([*across, *down, *unsure])
    assert reading == Reading(confident=7, letters=17)


def test_an_upright_page_that_reads_well_is_read_once() -> None:
    asked: list[int] = []
    readings = {0: Reading(confident=140, letters=160), 90: Reading(confident=3, letters=90)}
    assert turn_by_reading(_reader(readings, asked)) == 0
    assert asked == [0]


def test_a_sideways_page_turns_to_the_reading_that_clearly_wins() -> None:
    asked: list[int] = []
    readings = {
        0: Reading(confident=2, letters=64),
        90: Reading(confident=66, letters=78),
        270: Reading(confident=4, letters=70),
        180: Reading(confident=1, letters=60),
    }
    assert turn_by_reading(_reader(readings, asked)) == 90
    assert asked == [0, 90]  # a clear winner ends the search
    asked.clear()
    readings[90], readings[270] = readings[270], readings[90]
    assert turn_by_reading(_reader(readings, asked)) == 270


def test_sparse_or_unclear_readings_leave_the_page_as_it_lies() -> None:
    asked: list[int] = []
    sparse = {0: Reading(3, 4), 90: Reading(0, 2), 270: Reading(1, 3), 180: Reading(2, 3)}
    assert turn_by_reading(_reader(sparse, asked)) == 0
    assert asked == [0, 90, 270, 180]
    # Debris read with confidence here and there, but no better than the page as it lies.
    debris = {0: Reading(30, 500), 90: Reading(2, 300), 270: Reading(5, 320), 180: Reading(45, 720)}
    assert turn_by_reading(_reader(debris, [])) == 0
    # A turn that reads only a little more than the page as it lies is no clear winner.
    close = {0: Reading(20, 60), 90: Reading(30, 45), 270: Reading(0, 9), 180: Reading(1, 50)}
    assert turn_by_reading(_reader(close, [])) == 0


def test_a_reading_that_fails_or_runs_out_of_time_ends_the_search() -> None:
    asked: list[int] = []
    assert turn_by_reading(_reader({}, asked)) == 0
    assert asked == [0]
    asked.clear()
    assert turn_by_reading(_reader({0: Reading(1, 50)}, asked)) == 0
    assert asked == [0, 90]


def _approval_scan() -> Image.Image:
    """A Korean approval page from a grey office scanner at 150 dpi (soft grey print), the
    kind Tesseract's orientation detection cannot place when it lies sideways."""
    lines = [
        FormLine("인 준 서", centered=True),
        FormLine("고다인의 공학박사 학위논문으로 인준함.", centered=True),
        FormLine("2025년 5월 20일", centered=True),
        FormLine(""),
    ]
    lines += [
        FormLine(f"{label}     {' '.join(name)}     (인)", seal=SealStyle(), mark_name=name)
        for label, name in _MEMBERS
    ]
    return gray_scan(form_image(lines, dpi=300), skew_deg=0.4, dpi_from=300, dpi_to=150)


def _thesis_with(page: Image.Image) -> bytes:
    front = lines_pdf(
        [
            [
                PdfLine("공학박사 학위논문", 16, centered=True),
                PdfLine("희소 그래프 위의 분산 합의 알고리즘", 14, centered=True),
                PdfLine("고 다 인", 13, centered=True),
            ],
            ["초록", "본 논문은 희소 그래프 위에서 분산 합의 알고리즘의 수렴 속도를 다룬다."],
        ]
    )
    return samples.merged_pdf([front, samples.scanned_pdf([page], dpi=150)], insert_at=1)


def _is_portrait(document: IngestedDocument, page: int) -> bool:
    width, height = document.render_page(page, 50).size
    return height > width


@pytest.mark.slow
@needs_ocr
@pytest.mark.parametrize("counter_clockwise", [90, 270, 180])
def test_a_turned_korean_approval_scan_inside_a_thesis_is_read_upright(
    counter_clockwise: int,
) -> None:
    turned = _approval_scan().rotate(counter_clockwise, expand=True)
    document = ingest_bytes(_thesis_with(turned), "thesis.pdf")
    assert document.pages[1].text_source is TextSource.OCR
    # The turn is the renderer's: seal detection and the page viewer see the page upright.
    assert _is_portrait(document, 2)
    result = TextExtractor().extract(ExtractionInput(document, DocType.THESIS))
    found = {(person.name_raw, person.role.value) for person in result.persons}
    assert ("남궁재희", "committee_chair") in found
    assert {name for name, _ in found} == {name for _, name in _MEMBERS}


@pytest.mark.slow
@needs_ocr
@pytest.mark.parametrize("heading", ["부 록", "감사의 글", "Supplementary Tables"])
def test_an_upright_page_with_little_text_stays_as_it_lies(heading: str) -> None:
    page = gray_scan(
        form_image([FormLine(heading, centered=True)], dpi=300),
        skew_deg=0.4,
        dpi_from=300,
        dpi_to=150,
    )
    document = ingest_bytes(samples.image_bytes(page, "PNG", dpi=(150, 150)), "page.png")
    assert _is_portrait(document, 1)
    assert heading.replace(" ", "") in document.pages[0].text.replace(" ", "")


@pytest.mark.slow
@needs_ocr
def test_only_the_pages_ocr_reads_are_judged_by_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    judged: list[int] = []
    detected: list[int] = []

    def judge(image: Image.Image, dpi: int, config: OcrConfig, deadline: object) -> int:
        judged.append(dpi)
        return 0

    def detect(image: Image.Image, config: OcrConfig) -> int:
        detected.append(image.width)
        return 0

    monkeypatch.setattr("minesweeper.ingest.core.upright_turn", judge)
    monkeypatch.setattr("minesweeper.ingest.core.page_rotation", detect)
    plain = samples.approval_page_image("고다인", "변시우", ["육하람"], dpi=48, seals=False)
    sealed = samples.approval_page_image("고다인", "변시우", ["육하람"], dpi=48)
    data = samples.scanned_pdf([plain, plain, sealed], dpi=48)
    document = ingest_bytes(data, "scan.pdf", ocr=OcrConfig(dpi=48, page_budget=1))
    assert document.pages[2].ocr_dpi == 48  # the sealed page was chosen and read
    assert len(judged) == 1 and not detected  # choosing pages turned none of them
    document.render_page(1, 48)  # the viewer draws a page OCR did not read: OSD alone
    assert len(judged) == 1 and len(detected) == 1
