"""CV publication lists in layouts that `cv_publications` does not draw, with reportlab.

Entries grouped under year headings with no year in the entry itself; entries whose title
line carries the date at the right margin with the authors on the next line and the venue
below (moderncv's and Awesome-CV's entry blocks); unnumbered paragraphs whose lines break
inside a name (between given and family name, or inside a word with a hyphen). The entries
mix author styles the other module leaves out: middle initials, DBLP's colon, Google
Scholar's " - ", a parenthesized "(with ...)" that names only the others, a quoted title
first, diacritics.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from tests.support.cv_publications import OWNER, CvLayout, CvPage, Entry, Section, cv_page
from tests.support.stress_pdf import HEIGHT_PT, MARGIN_PT, WIDTH_PT, canvas_pdf

_OWNER = OWNER[1]
Expected = tuple[str, ...]


def _owner_and_heading(canvas: Canvas, font: str, heading: str) -> float:
    """The owner's name at the top left and the list's heading; the baseline below them."""
    y = float(HEIGHT_PT - MARGIN_PT)
    canvas.setFont(font, 18)
    canvas.drawString(MARGIN_PT, y, _OWNER)
    canvas.setFont(font, 13)
    canvas.drawString(MARGIN_PT, y - 40, heading)
    return y - 64


def _year_headings() -> CvPage:
    groups: Sequence[tuple[str, int | None, Sequence[tuple[str, Expected]]]] = (
        (
            "2023",
            2023,
            (
                (
                    f"{_OWNER}, Astrid M. Lindqvist, and Tomás R. Ibarra. Sparse probes"
                    " for multilingual encoders. In Findings of ACL.",
                    ("Astrid M. Lindqvist", "Tomás R. Ibarra"),
                ),
                (
                    f"Benedikt Schäfer, {_OWNER}: Streaming joins over skewed keys. PVLDB 16(4).",
                    ("Benedikt Schäfer",),
                ),
            ),
        ),
        (
            "2021 – 2022",
            2022,
            (
                (
                    "“Counting triangles in sublinear space” (with Ngozi Adeyemi and"
                    " Rui Tavares), SODA.",
                    ("Ngozi Adeyemi", "Rui Tavares"),
                ),
                ("J Han, M Okafor, L Brandt - Pattern Recognition", ("M Okafor", "L Brandt")),
            ),
        ),
        (
            "(2019)",
            2019,
            (
                (
                    f"“Typed holes for live programming.” {_OWNER}, Idris Kowalik, Halvard"
                    " Berg. Proc. POPL.",
                    ("Idris Kowalik", "Halvard Berg"),
                ),
            ),
        ),
    )

    def draw(canvas: Canvas, font: str) -> None:
        y = _owner_and_heading(canvas, font, "Publications")
        for heading, _year, entries in groups:
            canvas.setFont(font, 12)
            canvas.drawString(MARGIN_PT, y, heading)
            y -= 18
            canvas.setFont(font, 9)
            for text, _names in entries:
                canvas.drawString(MARGIN_PT + 12, y, text)
                y -= 16
            y -= 8

    expected = frozenset(
        (name, year)
        for _heading, year, entries in groups
        for _text, names in entries
        for name in names
    )
    return CvPage("year-headings", canvas_pdf([draw]), expected)


def _dated_titles() -> CvPage:
    blocks: Sequence[tuple[str, str, str, str, Expected, int]] = (
        (
            "Differentiable rendering of soft shadows",
            "Sep. 2022",
            f"{_OWNER}, Oriane Fontaine, Kwabena Asante",
            "ACM Transactions on Graphics",
            ("Oriane Fontaine", "Kwabena Asante"),
            2022,
        ),
        (
            "Neural radiance caching for games",
            "2020",
            f"Lieke de Vries, {_OWNER}",
            "Eurographics Short Papers",
            ("Lieke de Vries",),
            2020,
        ),
        (
            "Sampling many lights with learned proxies",
            "Mar 2018",
            "J. Han, D. Ferreira, and Y. Sato",
            "High-Performance Graphics",
            ("D. Ferreira", "Y. Sato"),
            2018,
        ),
    )

    def draw(canvas: Canvas, font: str) -> None:
        y = HEIGHT_PT - MARGIN_PT
        canvas.setFont(font, 18)
        canvas.drawCentredString(WIDTH_PT / 2, y, _OWNER)
        y -= 40
        canvas.setFont(font, 13)
        canvas.drawString(MARGIN_PT, y, "Selected Publications")
        y -= 24
        for title, date, authors, venue, _names, _year in blocks:
            canvas.setFont(font, 11)
            canvas.drawString(MARGIN_PT, y, title)
            canvas.setFont(font, 9)
            canvas.drawRightString(WIDTH_PT - MARGIN_PT, y, date)
            canvas.drawString(MARGIN_PT, y - 14, authors)
            canvas.drawString(MARGIN_PT, y - 28, venue)
            y -= 50

    expected = frozenset((name, year) for *_parts, names, year in blocks for name in names)
    return CvPage("dated-titles", canvas_pdf([draw]), expected)


def _broken_lines() -> CvPage:
    """Each entry is drawn as the lines given: a typesetter filling a narrow column breaks
    them where the next word does not fit, names included."""
    entries: Sequence[tuple[Sequence[str], Expected, int]] = (
        (
            (
                f"{_OWNER}, Vikram",
                "Raghunathan, and Elsa Nyberg. Low-rank adapters for",
                "speech. ICASSP, 2022.",
            ),
            ("Vikram Raghunathan", "Elsa Nyberg"),
            2022,
        ),
        (
            (
                "Wojciech Nowicki, Haruto Mori, Ama Boateng, and Jiwoo",
                "Han. Tail bounds for sketches. STOC, 2020.",
            ),
            ("Wojciech Nowicki", "Haruto Mori", "Ama Boateng"),
            2020,
        ),
        (
            (f"{_OWNER}, Gabriele Montever-", "di, and Ines Carvalho. Index tuning. VLDB, 2019."),
            ("Gabriele Monteverdi", "Ines Carvalho"),
            2019,
        ),
    )

    def draw(canvas: Canvas, font: str) -> None:
        y = _owner_and_heading(canvas, font, "Publications")
        canvas.setFont(font, 10)
        for lines, _names, _year in entries:
            for index, line in enumerate(lines):
                canvas.drawString(MARGIN_PT + (18 if index else 0), y, line)  # hanging indent
                y -= 13
            y -= 6

    expected = frozenset((name, year) for _lines, names, year in entries for name in names)
    return CvPage("names-broken-across-lines", canvas_pdf([draw]), expected)


def _english_name_in_bold() -> CvPage:
    """The owner publishes as "Jay Han", which none of the registered names (한지우, Jiwoo
    Han) matches: only the bold face says the entries are the owner's."""
    section = Section(
        "Publications",
        (
            Entry(
                "[1] **Jay Han**, Camila Restrepo, and Tarek Haddad. Learned cardinality"
                " estimation. SIGMOD, 2021.",
                ("Camila Restrepo", "Tarek Haddad"),
                2021,
            ),
            Entry(
                "[2] Ilse Vermeulen and **Jay Han**. Cost models for lakehouses. CIDR, 2019.",
                ("Ilse Vermeulen",),
                2019,
            ),
        ),
    )
    header = ("Jay Han", "Department of Computer Science", "jay.han@example.edu")
    return cv_page(
        "english-name-in-bold", (section,), CvLayout(numbering="", bold_owner=True), header
    )


def layout_cv_pages() -> list[CvPage]:
    return [_year_headings(), _dated_titles(), _broken_lines(), _english_name_in_bold()]
