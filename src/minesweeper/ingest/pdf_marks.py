"""A text-layer page with only what was not typed: rendered without its text and its rules.

A born-digital approval page carries its seals and signatures as pictures placed over the
"(인)" or the signature line (an electronic seal, a scanned signature pasted in, ink drawn in a
PDF reader). Its text layer says nothing of them. Rendered without its text objects and
without its straight axis-aligned lines (rules, table borders, cell fills), the page shows
exactly those marks: nothing typed can be mistaken for ink, and a pen's flat stroke is not
taken for a rule. A graphic holding text (a form object with a logo's lettering) is left out
whole.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image

from minesweeper.ingest.config import IngestLimits
from minesweeper.ingest.pdf import one_page, rendered

__all__ = ["pdf_marks_renderer"]

_AXIS_SLACK_PT = 0.5  # a segment this close to horizontal or vertical is a ruled line
_TYPED_KINDS = frozenset({pdfium_c.FPDF_PAGEOBJ_TEXT, pdfium_c.FPDF_PAGEOBJ_SHADING})


def pdf_marks_renderer(data: bytes, limits: IngestLimits) -> Callable[[int, int], Image.Image]:
    """render(page, dpi): the page's images and drawings other than ruled lines, as RGB."""

    def render(page_number: int, dpi: int) -> Image.Image:
        with one_page(data, page_number, "rendered") as page:
            for item in list(page.get_objects(max_depth=1)):
                if _typed(item):
                    page.remove_obj(item)
            return rendered(page, dpi, limits)

    return render


def _typed(item: pdfium.PdfObject) -> bool:
    kind = item.type
    if kind in _TYPED_KINDS:
        return True
    if kind == pdfium_c.FPDF_PAGEOBJ_PATH:
        return _ruled(item.raw)
    if kind == pdfium_c.FPDF_PAGEOBJ_FORM:
        return _holds_text(item.raw)
    return False


def _ruled(path: pdfium_c.FPDF_PAGEOBJECT) -> bool:
    """A path of straight segments each horizontal or vertical: rules, borders, rectangles."""
    x, y = ctypes.c_float(), ctypes.c_float()
    last: tuple[float, float] | None = None
    for index in range(pdfium_c.FPDFPath_CountSegments(path)):
        segment = pdfium_c.FPDFPath_GetPathSegment(path, index)
        kind = pdfium_c.FPDFPathSegment_GetType(segment)
        if kind == pdfium_c.FPDF_SEGMENT_BEZIERTO:
            return False
        if not pdfium_c.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y)):
            return False
        point = (x.value, y.value)
        slanted = last is not None and min(abs(point[0] - last[0]), abs(point[1] - last[1]))
        if kind == pdfium_c.FPDF_SEGMENT_LINETO and slanted and slanted > _AXIS_SLACK_PT:
            return False
        last = point
    return True


def _holds_text(form: pdfium_c.FPDF_PAGEOBJECT) -> bool:
    for index in range(pdfium_c.FPDFFormObj_CountObjects(form)):
        child = pdfium_c.FPDFFormObj_GetObject(form, index)
        kind = pdfium_c.FPDFPageObj_GetType(child)
        if kind == pdfium_c.FPDF_PAGEOBJ_TEXT:
            return True
        if kind == pdfium_c.FPDF_PAGEOBJ_FORM and _holds_text(child):
            return True
    return False
