"""First pages in publisher layouts neither development round has, drawn glyph by glyph
with reportlab: Elsevier-style raised letter marks (one of them a glyph with no character),
RSC "*a" marks, subscript marks, a name broken with a hyphen at the line end, bracketed
marks, names set apart by a wide blank alone, and a two-column page whose byline spans both
columns. Each page lists (co-authors, applicant) as printed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from tests.support.stress_pdf import MARGIN_PT, WIDTH_PT, canvas_pdf

APPLICANT = ("김민준", "Minjun Kim")


@dataclass(frozen=True, slots=True)
class Piece:
    text: str
    rise: float = 0.0  # points above (or below, negative) the baseline; marks are smaller
    after: float = 0.0  # points of blank after the piece, with no space character drawn


@dataclass(frozen=True, slots=True)
class PublisherPage:
    name: str
    pdf: bytes
    coauthors: frozenset[str]


def _run(canvas: Canvas, font: str, pieces: Sequence[Piece], x: float, y: float) -> None:
    for piece in pieces:
        size = 11.0 if piece.rise == 0 else 7.0
        canvas.setFont(font, size)
        canvas.drawString(x, y + piece.rise, piece.text)
        x += canvas.stringWidth(piece.text, font, size) + piece.after


def first_page(title: str, lines: Sequence[Sequence[Piece]], notes: Sequence[str]) -> bytes:
    def draw(canvas: Canvas, font: str) -> None:
        canvas.setFont(font, 9)
        canvas.drawString(MARGIN_PT, 800, "Journal of Applied Structures 58 (2024) 101–117")
        canvas.setFont(font, 15)
        canvas.drawString(MARGIN_PT, 760, title)
        y = 730.0
        for line in lines:
            _run(canvas, font, line, MARGIN_PT, y)
            y -= 16
        canvas.setFont(font, 8)
        for note in notes:
            y -= 12
            canvas.drawString(MARGIN_PT, y, note)
        canvas.setFont(font, 11)
        canvas.drawString(MARGIN_PT, y - 30, "Abstract")
        canvas.setFont(font, 10)
        canvas.drawString(MARGIN_PT, y - 46, "We study load paths in frames (cf. Brandt 2019).")
        canvas.line(MARGIN_PT, 60, WIDTH_PT - MARGIN_PT, 60)

    return canvas_pdf([draw])


def marked(*pairs: tuple[str, str], rise: float = 4.5) -> list[Piece]:
    pieces: list[Piece] = []
    for index, (name, mark) in enumerate(pairs):
        pieces += [Piece(name), Piece(mark, rise)]
        if index < len(pairs) - 1:
            pieces.append(Piece(", "))
    return pieces


def _set_apart(names: Sequence[str], word_gap: float = 3.0, name_gap: float = 14.0) -> list[Piece]:
    """Each word a text object of its own, a word space between a name's words and a wider
    blank between names."""
    pieces: list[Piece] = []
    for name in names:
        *words, last = name.split()
        pieces += [Piece(word, after=word_gap) for word in words]
        pieces.append(Piece(last, after=name_gap))
    return pieces


def publisher_pages() -> list[PublisherPage]:
    letters = first_page(
        "Lateral load paths in timber frames",
        [marked(("Minjun Kim", "a"), ("Ilse Brandt", "b"), ("Tomas Reyes", "a,*"))],
        ["a Department of Civil Engineering, Seoul National University, Seoul, Korea",
         "b Institute of Structural Engineering, ETH Zurich, Zurich, Switzerland"],
    )  # fmt: skip
    rsc = first_page(
        "Ion transport in layered oxides",
        [marked(("Hana Oh", "*a"), ("Minjun Kim", "b"), ("Pavel Novak", "†c"))],
        ["a Department of Chemistry, KAIST, Daejeon, Korea", "† Electronic supplementary"],
    )
    lowered = first_page(
        "Sparse sensing with learned priors",
        [marked(("Minjun Kim", "x"), ("Ruth Adler", "y"), ("Omar Haddad", "z"), rise=-3.0)],
        ["x KAIST, Daejeon, Korea", "y Technion, Haifa, Israel"],
    )
    hyphen = first_page(
        "Graph attention for job shops",
        [
            [Piece("Ilse Brandt"), Piece("1", 4.5), Piece(", Minjun Kim"), Piece("2", 4.5),
             Piece(", Jae-")],
            [Piece("won Seo"), Piece("2", 4.5), Piece(" and Tomas Reyes"), Piece("1", 4.5)],
        ],
        ["1 Department of Mechanical Engineering, TU Delft, Delft, The Netherlands",
         "2 School of Computing, KAIST, Daejeon, Korea"],
    )  # fmt: skip
    brackets = first_page(
        "Federated tuning at the edge",
        [[Piece("Minjun Kim [1,2], Ruth Adler [2], Pavel Novak [1]")]],
        ["[1] KAIST, Daejeon, Korea", "[2] Technion, Haifa, Israel"],
    )
    # "∗" (U+2217) has no glyph in the Korean font, so the text layer holds no character for
    # it: the characters after it must still line up with their glyphs.
    unmapped = first_page(
        "Thermal limits of printed batteries",
        [marked(("Minjun Kim", "a,b"), ("Ilse Brandt", "c,∗"), ("Omar Haddad", "a"))],
        ["a KAIST, Daejeon, Korea", "∗ Corresponding author"],
    )
    # TeX sets a NeurIPS or arXiv byline's names apart by a wide blank alone, and draws no
    # space character at all: every gap of the text layer is one PDFium generates.
    spaced = first_page(
        "Pathways to sparse language models",
        [_set_apart(["Minjun Kim", "Ilse Brandt", "Tomas Reyes", "Hana Oh"])],
        ["Seoul National University and ETH Zurich"],
    )
    return [
        PublisherPage(
            "names-set-apart-by-blank",
            spaced,
            frozenset({"Ilse Brandt", "Tomas Reyes", "Hana Oh"}),
        ),
        PublisherPage("unmapped-mark-glyph", unmapped, frozenset({"Ilse Brandt", "Omar Haddad"})),
        PublisherPage("raised-letter-marks", letters, frozenset({"Ilse Brandt", "Tomas Reyes"})),
        PublisherPage("rsc-symbol-letter-marks", rsc, frozenset({"Hana Oh", "Pavel Novak"})),
        PublisherPage("lowered-marks", lowered, frozenset({"Ruth Adler", "Omar Haddad"})),
        PublisherPage(
            "hyphen-line-break", hyphen, frozenset({"Ilse Brandt", "Jaewon Seo", "Tomas Reyes"})
        ),
        PublisherPage("bracketed-marks", brackets, frozenset({"Ruth Adler", "Pavel Novak"})),
    ]
