"""Pages made by code for the viewer tests: a poster page as large as a PDF may declare."""

from __future__ import annotations

import io

from reportlab.pdfgen import canvas

GIANT_PT = 14_400  # 200 x 200 inches, the largest page a PDF may declare


def giant_pdf(line: str = "Advisor: Jisoo Park") -> bytes:
    """One 14,400 pt square page with a text layer: one line near its top left."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=(GIANT_PT, GIANT_PT))
    pdf.setFont("Helvetica", 400)
    pdf.drawString(1000, GIANT_PT - 2000, line)
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()
