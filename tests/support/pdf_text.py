"""The text of a PDF, read back with pypdfium2, for tests of what a report says."""

from __future__ import annotations

import pypdfium2 as pdfium


def pdf_text(data: bytes) -> str:
    document = pdfium.PdfDocument(data)
    try:
        return "".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()
