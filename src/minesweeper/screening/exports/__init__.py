"""Exports of the conflict matrix: CSV, XLSX and a PDF report with Korean fonts embedded."""

from minesweeper.screening.exports.pdf import render_pdf
from minesweeper.screening.exports.tabular import candidate_rows, render_csv, render_xlsx

__all__ = ["candidate_rows", "render_csv", "render_pdf", "render_xlsx"]
