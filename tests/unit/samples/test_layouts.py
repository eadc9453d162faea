"""Free-form sample layouts: what they print can be read back."""

from __future__ import annotations

import numpy as np

from minesweeper.ingest import ingest_bytes
from minesweeper.samples.layouts import (
    FormLine,
    PdfLine,
    SealStyle,
    docx_paragraphs,
    fax_copy,
    form_image,
    lines_pdf,
)
from minesweeper.samples.web import scholar_html_mobile


def test_lines_pdf_prints_each_page_in_order() -> None:
    data = lines_pdf([["First page line"], [PdfLine("Second page title", 16, centered=True)]])
    document = ingest_bytes(data, "x.pdf")
    assert document.page_count == 2
    assert "First page line" in document.pages[0].text
    assert "Second page title" in document.pages[1].text


def test_form_image_draws_seals_in_their_colour_and_fax_copy_is_black_and_white() -> None:
    page = form_image(
        [FormLine("심사위원  김준  (인)", seal=SealStyle((235, 95, 40)), mark_name="김준")]
    )
    pixels = np.asarray(page).reshape(-1, 3).astype(int)
    orange = (pixels[:, 0] > 200) & (pixels[:, 1] > 60) & (pixels[:, 1] < 130) & (pixels[:, 2] < 90)
    assert orange.any()  # the seal is stamped in its own ink
    copy = fax_copy(page)
    assert copy.size == page.size
    assert set(np.unique(np.asarray(copy))) <= {0, 255}


def test_docx_paragraphs_and_mobile_scholar_page() -> None:
    document = ingest_bytes(docx_paragraphs(["이 력 서", "성명: 변하람"]), "cv.docx")
    assert "성명: 변하람" in document.pages[0].text
    html = scholar_html_mobile("Sua Yeo", "UNIST", [("Title", "S Yeo, H Na, ...", "J", "2023")])
    assert b"<table" not in html
    assert b"S Yeo, H Na, ..." in html
