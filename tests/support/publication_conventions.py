"""Publication lists in three conventions, each drawn line by line as printed, with reportlab.

A thesis that lists its author's own papers in a closing vita, after its reference list,
under headings such as "PUBLICATIONS, PRESENTATIONS AND PATENTS ON THE THESIS:" or
"Yayınlar", in "Family, I., Family, I. “Title” Venue, Month dd - dd, yyyy" bullets that wrap
across a page break (its number printed at the page's foot) or as "First Last, ..., First
Last: Title. VENUE yyyy" with the author last but one; the self-citations in its reference
list name nobody related. A mathematician's CV that names the others on a line of their own
under each title ("With Anna Berg and Tomas Lind."), the owner left implied. A CV in
Chicago author-date style (first author inverted, the year after the authors), with Korean
entries whose title opens on a closing quotation mark and prints another year.

Each document lists the co-authors it prints, with the year of their entry.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from minesweeper.ingest.categories import DocType
from tests.support.cv_publications import CvPage
from tests.support.stress_pdf import HEIGHT_PT, MARGIN_PT, WIDTH_PT, Draw, canvas_pdf

_LEADING_PT = 14.0
_INDENT_PT = 14.0  # a wrapped line of a bulleted entry starts under the text
_WIDE_GAP_PT = 70.0  # a CV's date column

Expected = frozenset[tuple[str, int | None]]


def _pages_pdf(pages: Sequence[Sequence[str]], first_number: int = 1) -> bytes:
    """Each page's lines top down; "\t" sets a line's first part in a column of its own, a
    leading "  " indents it. Every page prints its number at its foot, after its text."""

    def page(lines: Sequence[str], number: int) -> Draw:
        def draw(canvas: Canvas, font: str) -> None:
            canvas.setFont(font, 10)
            y = HEIGHT_PT - MARGIN_PT
            for line in lines:
                x = MARGIN_PT + (_INDENT_PT if line.startswith("  ") else 0.0)
                for part in line.strip().split("\t"):
                    canvas.drawString(x, y, part)
                    x += _WIDE_GAP_PT
                y -= _LEADING_PT
            canvas.drawCentredString(WIDTH_PT / 2, MARGIN_PT / 2, str(number))

        return draw

    return canvas_pdf([page(lines, number) for number, lines in enumerate(pages, first_number)])


_COVER = (
    "Learning-Based Control of Soft Robots",
    "Jiwoo Han",
    "Doctoral Thesis, Department of Mechanical Engineering",
)
_BODY = (
    "1 Introduction",
    "Soft grippers adapt to the objects they hold [1, 2]. Earlier work of ours [3]",
    "measured the stiffness of silicone fingers under load.",
)


def _vita_after_references() -> CvPage:
    references = (
        "REFERENCES",
        "Rus, D., Tolley, M. T. “Design, fabrication and control of soft robots” Nature,",
        "  vol. 521, pp. 467-475, 2015.",
        "Han, J., Mota, I., Sato, Y. “Silicone fingers under load” Soft Robotics, vol. 2,",
        "  pp. 10-19, 2015.",
    )
    vita = (
        "CURRICULUM VITAE",
        "Name Surname: Jiwoo Han",
        "EDUCATION:",
        "• B.Sc.: 2012, KAIST, Mechanical Engineering",
        "PUBLICATIONS, PRESENTATIONS AND PATENTS ON THE THESIS:",
        "• Han, J., Varga, I., Osei, K. “Variable stiffness grippers for fruit picking”",
        "  Soft Robotics, vol. 9, pp. 1-12, 2022.",
        "• Han, J., Brandt, L., Moreau, P., Quist, A.,",
    )
    after_break = (
        "  Lindqvist, T. “Tactile skins for grasping in clutter” 36th IEEE/AIAA",
        "  Conference on Soft Robotics, September 17 - 21, 2017",
        "OTHER PUBLICATIONS, PRESENTATIONS AND PATENTS:",
        "• Okafor, M., Han, J., et al. “Pneumatic actuators for small satellites”",
        "  International Conference on Student Small Satellites, April 25 - 27, 2012",
    )
    expected: Expected = frozenset(
        {
            *(("I. Varga", 2022), ("K. Osei", 2022)),
            *(("L. Brandt", 2017), ("P. Moreau", 2017), ("A. Quist", 2017)),
            *(("T. Lindqvist", 2017), ("M. Okafor", 2012)),
        }
    )
    pdf = _pages_pdf((_COVER, _BODY, references, vita, after_break), first_number=139)
    return CvPage("thesis-vita-after-references", pdf, expected, DocType.THESIS)


def _turkish_vita() -> CvPage:
    references = (
        "Kaynakça",
        "[1] Jiwoo Han, Ines Mota: Silicone fingers under load. Soft Robotics 2015",
        "[2] Daniela Rus, Michael T. Tolley: Design, fabrication and control of soft",
        "robots. Nature 2015",
    )
    vita = (
        "Yayınlar",
        "Emre Aydin, Selin Kaya, Burak Demir, Deniz Arslan,",
        "Jiwoo Han, Oguz Yilmaz: Parallel image filters for embedded",
        "boards. VISAPP 2014",
    )
    expected: Expected = frozenset(
        (name, 2014)
        for name in ("Emre Aydin", "Selin Kaya", "Burak Demir", "Deniz Arslan", "Oguz Yilmaz")
    )
    pdf = _pages_pdf((_COVER, _BODY, references, vita), first_number=70)
    return CvPage("thesis-turkish-publications", pdf, expected, DocType.THESIS)


def _with_lines() -> CvPage:
    lines = (
        "Jiwoo Han",
        "Department of Mathematics",
        "Publications",
        "1. Counting lattice points in thin convex bodies",
        "With Anna Berg.",
        "Preprint (2024), arXiv:2401.01234.",
        "2. Rigidity of simple length spectra for hyperbolic surfaces",
        "With Tomas Lind, Kira Moss and Pavel Novak.",
        "Geometry & Topology, Vol. 28, pp. 1-40. (2023)",
        "3. Harmonic measures on groups acting on trees",
        "with contracting elements. Preprint (2022).",
        "4. Percolation in hyperbolic groups. Joint with Ilsa Varga and Oren Malka.",
        "Duke Math. J. 170 (2021), 1-30.",
        "5. Random walks on mapping class groups (with A. Berg, T. Lind and K. Moss),",
        "Invent. Math. 220 (2020), 100-150.",
        "6. Jiwoo Han and Ada Quist. Free subgroups of homeomorphism groups. Preprint (2019).",
    )
    expected: Expected = frozenset(
        {
            ("Anna Berg", 2024),
            *(("Tomas Lind", 2023), ("Kira Moss", 2023), ("Pavel Novak", 2023)),
            *(("Ilsa Varga", 2021), ("Oren Malka", 2021)),
            *(("A. Berg", 2020), ("T. Lind", 2020), ("K. Moss", 2020)),
            ("Ada Quist", 2019),
        }
    )
    return CvPage("with-lines", _pages_pdf((lines,)), expected)


def _chicago_author_date() -> CvPage:
    lines = (
        "Jiwoo Han",
        "PEER-REVIEWED PUBLICATIONS",
        "2022\t김가람, 한지우. 2022. ”청년 세대와 2030 담론: 한국의 사례.” 한국사회학 56(2), 1-30.",
        "2021\tBerg, Anna, Jiwoo Han, and Kira Moss. 2021. Coming out at work.",
        "Journal of Sociology 12(2): 1-20.",
        "2020\t이나래, 한지우, 박다솜. 2020. 청소년 공간 연구. 공간과사회 3(1), 1-9.",
        "Forthcoming\tLee, Heeyoung, Jiwoo Han, and Keie Sou. “Workplace inclusion in",
        "East Asia.” In: A Handbook of Inclusion.",
    )
    expected: Expected = frozenset(
        {
            ("김가람", 2022),
            *(("Anna Berg", 2021), ("Kira Moss", 2021)),
            *(("이나래", 2020), ("박다솜", 2020)),
            *(("Heeyoung Lee", None), ("Keie Sou", None)),
        }
    )
    return CvPage("chicago-author-date", _pages_pdf((lines,)), expected)


def convention_pages() -> list[CvPage]:
    return [_vita_after_references(), _turkish_vita(), _with_lines(), _chicago_author_date()]
