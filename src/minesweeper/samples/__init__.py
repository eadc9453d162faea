"""Realistic applicant documents built by code, for tests and `minesweeper demo`.

Each function takes the names to print and returns the file's bytes (or a page image).
"""

from minesweeper.samples.content import Committee
from minesweeper.samples.fonts import has_hangul_image_font
from minesweeper.samples.office import achievements_paragraphs, docx_cv, hwp_bytes, hwpx_bytes
from minesweeper.samples.pdfs import blank_pdf, merged_pdf, paper_pdf, text_pdf, thesis_pdf
from minesweeper.samples.scans import (
    approval_page_image,
    image_bytes,
    phone_photo_jpeg,
    scanned_pdf,
)
from minesweeper.samples.web import cp949_text, scholar_html

__all__ = [
    "Committee",
    "achievements_paragraphs",
    "approval_page_image",
    "blank_pdf",
    "cp949_text",
    "docx_cv",
    "has_hangul_image_font",
    "hwp_bytes",
    "hwpx_bytes",
    "image_bytes",
    "merged_pdf",
    "paper_pdf",
    "phone_photo_jpeg",
    "scanned_pdf",
    "scholar_html",
    "text_pdf",
    "thesis_pdf",
]
