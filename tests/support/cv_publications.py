"""CV publication lists as people typeset them, drawn glyph by glyph with reportlab.

Each CV prints the owner's name at the top and a publication list in one house style (IEEE,
ACM, APA, Springer, Elsevier, ACS, arXiv, Korean journals), with the things real CVs do that
a string rule trips over: entries wrapped at the column width wherever the line runs out
(between a given name and a family name, after "and"), hanging indents without numbers, the
owner's name in bold, the year in a left column of its own, sections ("Journal Articles",
"Conference Papers", "Preprints", "논문 실적"), "et al.", "&", initials first or last, and a
list of referees after the publications (recommenders, never co-authors).

Each CV lists the co-authors it prints, with the year of their entry, as printed.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from minesweeper.ingest.categories import DocType
from minesweeper.samples.fonts import nanum_path, pdf_font
from tests.support.stress_pdf import HEIGHT_PT, MARGIN_PT, WIDTH_PT, canvas_pdf

OWNER = ("한지우", "Jiwoo Han")
_SIDEBAR_PT = 150.0


@dataclass(frozen=True, slots=True)
class Entry:
    """One publication: its text with the owner's form in `**` (drawn bold when the CV
    bolds its owner), and the co-authors it prints with the entry's year."""

    text: str
    coauthors: tuple[str, ...]
    year: int | None


@dataclass(frozen=True, slots=True)
class Section:
    heading: str
    entries: tuple[Entry, ...]


@dataclass(frozen=True, slots=True)
class CvLayout:
    numbering: str = "[{n}]"  # "" for hanging indents without numbers
    bold_owner: bool = False
    year_column: bool = False  # the entry's year printed in a left column of its own
    sidebar: tuple[str, ...] = ()  # a left column (contact, skills) beside the list
    width_pt: float = WIDTH_PT - 2 * MARGIN_PT
    size_pt: float = 10.0


@dataclass(frozen=True, slots=True)
class CvPage:
    name: str
    pdf: bytes
    expected: frozenset[tuple[str, int | None]]  # (co-author as printed, year)
    doc_type: DocType = DocType.CV


@functools.cache
def _bold_font() -> str:
    path = nanum_path(bold=True)
    if path is None:
        return pdf_font()
    pdfmetrics.registerFont(TTFont("NanumGothicBold", str(path)))
    return "NanumGothicBold"


def _words(text: str) -> list[tuple[str, bool, bool]]:
    """(word, bold, glued) pieces of an entry; `**...**` marks the owner, and punctuation
    right after the bold run is glued to it (no space before it)."""
    pieces: list[tuple[str, bool, bool]] = []
    previous = ""
    for index, part in enumerate(text.split("**")):
        bold = index % 2 == 1
        # Glued where the text runs on across the bold edge ("**J. Han**," or "(**J. Han**)").
        glued = (
            bool(pieces) and bool(part) and not part[0].isspace() and not previous[-1:].isspace()
        )
        previous = part
        for word in part.split(" "):
            if word:
                pieces.append((word, bold, glued))
                glued = False
    return pieces


def _wrapped(
    canvas: Canvas, font: str, text: str, layout: CvLayout, width: float
) -> list[list[tuple[str, bool, bool]]]:
    """The entry's words broken into lines of at most `width` points, as a typesetter fills
    them: a line ends wherever the next word does not fit."""
    lines: list[list[tuple[str, bool, bool]]] = [[]]
    used = 0.0
    space = canvas.stringWidth(" ", font, layout.size_pt)
    for word, bold, glued in _words(text):
        advance = canvas.stringWidth(word, _bold_font() if bold else font, layout.size_pt)
        if lines[-1] and not glued and used + space + advance > width:
            lines.append([])
            used = 0.0
        used += advance + (space if lines[-1] and not glued else 0.0)
        lines[-1].append((word, bold, glued))
    return lines


def _draw_words(
    canvas: Canvas,
    font: str,
    words: Sequence[tuple[str, bool, bool]],
    x: float,
    y: float,
    size: float,
) -> None:
    for index, (word, bold, glued) in enumerate(words):
        face = _bold_font() if bold else font
        if index and not glued:
            x += canvas.stringWidth(" ", font, size)
        canvas.setFont(face, size)
        canvas.drawString(x, y, word)
        x += canvas.stringWidth(word, face, size)


def _cv_pdf(header: Sequence[str], sections: Sequence[Section], layout: CvLayout) -> bytes:
    def draw(canvas: Canvas, font: str) -> None:
        y = HEIGHT_PT - MARGIN_PT
        canvas.setFont(_bold_font(), 18)
        canvas.drawString(MARGIN_PT, y, header[0])
        canvas.setFont(font, 10)
        for line in header[1:]:
            y -= 15
            canvas.drawString(MARGIN_PT, y, line)
        y -= 30
        step = layout.size_pt + 3
        left = MARGIN_PT + (_SIDEBAR_PT if layout.sidebar else 0.0)
        # The sidebar's lines are drawn as the list goes down, one per list line, so that
        # the text layer meets them on the same baselines as the entries (Word and LaTeX
        # sidebars both give this).
        sidebar = list(layout.sidebar)

        def side(y: float) -> None:
            if sidebar:
                canvas.setFont(font, 9)
                canvas.drawString(MARGIN_PT, y, sidebar.pop(0))

        for section in sections:
            canvas.setFont(_bold_font(), 13)
            canvas.drawString(left, y, section.heading)
            side(y)
            y -= 20
            for number, entry in enumerate(section.entries, start=1):
                x = left
                width = layout.width_pt - (left - MARGIN_PT)
                if layout.year_column:
                    canvas.setFont(font, layout.size_pt)
                    canvas.drawString(x, y, str(entry.year or ""))
                    x += 50
                    width -= 50
                label = layout.numbering.format(n=number)
                if label:
                    canvas.setFont(font, layout.size_pt)
                    canvas.drawString(x, y, label)
                indent = x + 24  # a hanging indent: wrapped lines start under the text
                text = entry.text if layout.bold_owner else entry.text.replace("**", "")
                for words in _wrapped(canvas, font, text, layout, width - 24):
                    _draw_words(canvas, font, words, indent, y, layout.size_pt)
                    side(y)
                    y -= step
                y -= 5
            y -= 12
        canvas.setFont(_bold_font(), 13)
        canvas.drawString(MARGIN_PT, y, "References")
        canvas.setFont(font, layout.size_pt)
        canvas.drawString(MARGIN_PT, y - 16, "Prof. Camille Laurent, Sorbonne Université")
        canvas.drawString(MARGIN_PT, y - 30, "Dr. Henrik Solberg, University of Oslo")

    return canvas_pdf([draw])


def cv_page(
    name: str, sections: Sequence[Section], layout: CvLayout, header: Sequence[str] = ()
) -> CvPage:
    top = header or (
        "Jiwoo Han",
        "Assistant Professor candidate · Department of Computer Science",
        "jiwoo.han@example.ac.kr",
    )
    expected = frozenset(
        (coauthor, entry.year)
        for section in sections
        for entry in section.entries
        for coauthor in entry.coauthors
    )
    return CvPage(name, _cv_pdf(top, sections, layout), expected)


def _ieee() -> CvPage:
    journal = Section(
        "Journal Articles",
        (
            Entry(
                "**J. Han**, P. Moreau, and K. Osei, “Adaptive beam search for sparse channel"
                " estimation in massive MIMO,” IEEE Trans. Wireless Commun., vol. 21, no. 4,"
                " pp. 2310–2324, 2022.",
                ("P. Moreau", "K. Osei"),
                2022,
            ),
            Entry(
                "R. Castellanos, **J. Han**, A. Lindqvist, T. Nakamura, and B. O’Connell,"
                " “Learning-based scheduling for low-latency links,” IEEE J. Sel. Areas"
                " Commun., vol. 39, pp. 88–101, 2021.",
                ("R. Castellanos", "A. Lindqvist", "T. Nakamura", "B. O’Connell"),
                2021,
            ),
        ),
    )
    conference = Section(
        "Conference Papers",
        (
            Entry(
                "**J. Han** and M. Abernathy, “Graph pruning for edge inference,” in Proc."
                " IEEE ICC, Montreal, Canada, Jun. 2020, pp. 1–6.",
                ("M. Abernathy",),
                2020,
            ),
        ),
    )
    return cv_page("ieee-sections-bold", (journal, conference), CvLayout(bold_owner=True))


def _acm_unnumbered() -> CvPage:
    section = Section(
        "Publications",
        (
            Entry(
                "Priya Natarajan, **Jiwoo Han**, Lukas Weber, and Sofía Herrera. 2023. Cache-"
                "aware joins on persistent memory. In Proceedings of the 2023 International"
                " Conference on Management of Data (SIGMOD ’23). ACM, New York, NY, USA, 1–14.",
                ("Priya Natarajan", "Lukas Weber", "Sofía Herrera"),
                2023,
            ),
            Entry(
                "**Jiwoo Han** and Mateusz Kowalczyk. 2021. Learned indexes for string keys."
                " Proc. VLDB Endow. 14, 8 (2021), 1320–1333.",
                ("Mateusz Kowalczyk",),
                2021,
            ),
        ),
    )
    return cv_page("acm-hanging-indent", (section,), CvLayout(numbering="", bold_owner=True))


def _apa() -> CvPage:
    section = Section(
        "Peer-Reviewed Journal Articles",
        (
            Entry(
                "Okonkwo, C., **Han, J.**, Brennan, D. M., & Haugland, E. (2019). Peer"
                " feedback and revision in second-language writing. Journal of Second"
                " Language Writing, 44, 12–27.",
                ("C. Okonkwo", "D. M. Brennan", "E. Haugland"),
                2019,
            ),
            Entry(
                "**Han, J.**, & Vasquez, R. (2021). Classroom talk as data. Applied"
                " Linguistics, 42(3), 455–478.",
                ("R. Vasquez",),
                2021,
            ),
        ),
    )
    return cv_page("apa-numbered", (section,), CvLayout(numbering="{n}."))


def _springer_elsevier() -> CvPage:
    section = Section(
        "Selected Publications",
        (
            Entry(
                "Han J, Fischer M, Tanaka Y (2018) Fatigue of welded joints under variable"
                " amplitude loading. Int J Fatigue 112:45–58",
                ("Fischer M", "Tanaka Y"),
                2018,
            ),
            Entry(
                "G. Rossi, J. Han, H. Lindgren, Crack growth in additively manufactured"
                " titanium, Eng. Fract. Mech. 248 (2021) 107713.",
                ("G. Rossi", "H. Lindgren"),
                2021,
            ),
        ),
    )
    return cv_page("springer-elsevier", (section,), CvLayout(numbering="{n}."))


def _acs_arxiv() -> CvPage:
    journal = Section(
        "Journal Articles",
        (
            Entry(
                "Han, J.; Park, S.-Y.; Müller, K.; Dubois, A. Tandem catalysis on layered"
                " oxides. J. Am. Chem. Soc. 2020, 142, 11203–11210.",
                ("S.-Y. Park", "K. Müller", "A. Dubois"),
                2020,
            ),
        ),
    )
    preprints = Section(
        "Preprints",
        (
            Entry(
                "Jiwoo Han, Arjun Mehta, Chen Wei. Diffusion priors for inverse design."
                " arXiv:2304.01234, 2023.",
                ("Arjun Mehta", "Chen Wei"),
                2023,
            ),
        ),
    )
    return cv_page("acs-arxiv", (journal, preprints), CvLayout(numbering="[{n}]"))


def _year_column() -> CvPage:
    section = Section(
        "Publications",
        (
            Entry(
                "**Jiwoo Han**, Elif Demir, Tobias Krüger, et al. Robust control of"
                " quadrotors in wind. Automatica 131, 109752.",
                ("Elif Demir", "Tobias Krüger"),
                2021,
            ),
            Entry(
                "Marta Nowak & **Jiwoo Han**. Safe reinforcement learning with shields."
                " IEEE Control Systems Letters 6, 1–6.",
                ("Marta Nowak",),
                2020,
            ),
        ),
    )
    layout = CvLayout(numbering="", bold_owner=True, year_column=True)
    return cv_page("year-column-bold", (section,), layout)


def _korean() -> CvPage:
    section = Section(
        "논문 실적",
        (
            Entry(
                "**한지우**, 김서준, 이하늘, “저전력 무선 센서망의 적응형 라우팅 기법,”"
                " 한국통신학회논문지, 제46권 제3호, pp. 512-520, 2021.",
                ("김서준", "이하늘"),
                2021,
            ),
            Entry(
                "박도윤, **한지우**, 최예린. 딥러닝 기반 교통량 예측. 정보과학회논문지, 49(2),"
                " 2022, 101-110.",
                ("박도윤", "최예린"),
                2022,
            ),
            Entry(
                "**Jiwoo Han**, Seojun Kim, and Haneul Lee, “Adaptive routing for low-power"
                " sensor networks,” Sensors, vol. 21, 2021.",
                ("Seojun Kim", "Haneul Lee"),
                2021,
            ),
        ),
    )
    header = ("이 력 서", "성명: 한지우 (Jiwoo Han)", "소속: 서울대학교 전기정보공학부")
    return cv_page("korean-cv", (section,), CvLayout(numbering="{n}.", bold_owner=True), header)


def _initials_first_narrow() -> CvPage:
    section = Section(
        "Refereed Conference Proceedings",
        (
            Entry(
                "JW Han, HJ Seo, PK Moreau. Token pruning for long documents. In: Findings"
                " of ACL, 2022, pp. 301–312.",
                ("HJ Seo", "PK Moreau"),
                2022,
            ),
            Entry(
                "A. Kowalski, B. Ferreira, C. Johansson, D. Papadopoulos, J. Han, E. Yilmaz,"
                " and F. Zhang. Multilingual retrieval at scale. In: Proc. SIGIR, 2021.",
                (
                    "A. Kowalski",
                    "B. Ferreira",
                    "C. Johansson",
                    "D. Papadopoulos",
                    "E. Yilmaz",
                    "F. Zhang",
                ),
                2021,
            ),
        ),
    )
    return cv_page("initials-narrow-column", (section,), CvLayout(numbering="{n}.", width_pt=300))


def _chicago_harvard() -> CvPage:
    section = Section(
        "Articles",
        (
            Entry(
                "Han, Jiwoo, Pierre Moreau, and Kwame Osei. 2020. “Trust in local"
                " government after decentralisation.” Public Administration Review 80 (2):"
                " 233–245.",
                ("Pierre Moreau", "Kwame Osei"),
                2020,
            ),
            Entry(
                "Lindahl, S. and Han, J. (2018) Municipal mergers and turnout. Local"
                " Government Studies, 44(5), pp. 610–631.",
                ("S. Lindahl",),
                2018,
            ),
            Entry(
                "Han, Jiwoo, and Mariana Duarte. “Participatory budgeting in Porto Alegre.”"
                " Urban Affairs Review, vol. 57, no. 1, 2021, pp. 3–30.",
                ("Mariana Duarte",),
                2021,
            ),
        ),
    )
    return cv_page("chicago-harvard-mla", (section,), CvLayout(numbering=""))


def _title_first() -> CvPage:
    """moderncv and similar: the title first, then the authors, then the venue."""
    section = Section(
        "Publications",
        (
            Entry(
                "“Scalable Bayesian optimisation with sparse kernels”, **J. Han**, N. Petrov"
                " and L. Ferrari, Journal of Machine Learning Research, 23, 2022.",
                ("N. Petrov", "L. Ferrari"),
                2022,
            ),
            Entry(
                "“Active learning for materials discovery”, with Yuki Tanabe and Omar"
                " Haddad, npj Computational Materials 7, 2021.",
                ("Yuki Tanabe", "Omar Haddad"),
                2021,
            ),
        ),
    )
    return cv_page("title-first", (section,), CvLayout(numbering="{n}.", bold_owner=True))


def _journal_tags() -> CvPage:
    journal = Section(
        "International Journals",
        (
            Entry(
                "Jiwoo Han, Hyunseo Yoon, Dae-Sung Moon*, “Spectral clustering on dynamic"
                " graphs,” Pattern Recognition, vol. 135, 109146, Mar. 2023.",
                ("Hyunseo Yoon", "Dae-Sung Moon"),
                2023,
            ),
        ),
    )
    domestic = Section(
        "Domestic Journals",
        (
            Entry(
                "한지우, 윤현서, 문대성, “동적 그래프의 스펙트럼 군집화,” 한국정보과학회 논문지,"
                " 50(1), 2023년 1월, pp. 12-21.",
                ("윤현서", "문대성"),
                2023,
            ),
        ),
    )
    return cv_page("journal-tags", (journal, domestic), CvLayout(numbering="[J{n}]"))


def _sidebar() -> CvPage:
    section = Section(
        "Publications",
        (
            Entry(
                "**Jiwoo Han**, Ingrid Halvorsen, and Mehmet Aydın, “Soft grippers with"
                " variable stiffness,” Soft Robotics, vol. 9, pp. 1–12, 2022.",
                ("Ingrid Halvorsen", "Mehmet Aydın"),
                2022,
            ),
            Entry(
                "Lucas Moreira, **Jiwoo Han**, “Tactile sensing skins,” in Proc. IEEE ICRA,"
                " 2020, pp. 455–461.",
                ("Lucas Moreira",),
                2020,
            ),
        ),
    )
    sidebar = (
        "CONTACT",
        "+82 10 5555 0101",
        "Daejeon, Korea",
        "SKILLS",
        "ROS, Python, C++",
        "MATLAB, SolidWorks",
        "LANGUAGES",
        "Korean, English",
        "German (basic)",
    )
    layout = CvLayout(bold_owner=True, sidebar=sidebar)
    return cv_page("two-column-sidebar", (section,), layout)


def _academic() -> CvPage:
    """An academic CV without a "Curriculum Vitae" title whose education names the
    dissertation (thesis wording), with unnumbered entries whose author lists wrap."""
    journal = Section(
        "Journal Articles",
        (
            Entry(
                "Jiwoo Han, Priya Natarajan, Lukas Weber, Sofía Herrera, Mateusz Kowalczyk,"
                " Ana Costa, and Yannick Dubois. 2023. Cache-aware joins on persistent"
                " memory. ACM Trans. Database Syst. 48, 2, 1–38.",
                (
                    "Priya Natarajan",
                    "Lukas Weber",
                    "Sofía Herrera",
                    "Mateusz Kowalczyk",
                    "Ana Costa",
                    "Yannick Dubois",
                ),
                2023,
            ),
            Entry(
                "Chiara Bellini, Jiwoo Han, and Rafael Ortega Ruiz. 2021. Skew-aware"
                " partitioning. VLDB J. 30, 4, 611–634.",
                ("Chiara Bellini", "Rafael Ortega Ruiz"),
                2021,
            ),
        ),
    )
    conference = Section(
        "Conference Papers",
        (
            Entry(
                "Jiwoo Han and Oskar Lindqvist. Learned cardinality estimation under drift. In"
                " Proc. ICDE, pages 101–113, 2020.",
                ("Oskar Lindqvist",),
                2020,
            ),
        ),
    )
    header = (
        "Jiwoo Han",
        "Education: Ph.D. in Computer Science, KAIST, 2022 (Doctor of Philosophy)",
        "Dissertation: Learned query optimisation. Thesis advisor: Prof. Sven Eriksson",
    )
    sections = (journal, conference)
    page = cv_page("academic-unnumbered-wrapped", sections, CvLayout(numbering=""), header)
    return replace(page, expected=page.expected | {("Sven Eriksson", None)})


def _committee_in_education() -> CvPage:
    """The doctoral committee named in the education entry, and service roles ("Program
    Committee Member", "Session Chair") that name no thesis committee."""
    section = Section(
        "Publications",
        (
            Entry(
                "Han, J., Okafor, N., & Lindgren, H. (2022). Tandem solar cells. Joule, 6, 1–15.",
                ("N. Okafor", "H. Lindgren"),
                2022,
            ),
        ),
    )
    header = (
        "Jiwoo Han",
        "Ph.D., Materials Science, Seoul National University, 2022",
        "Thesis Supervisor: Professor Eunji Baek",
        "Dissertation Committee: Tomasz Zielinski (Chair); Mina Seol; Eunji Baek",
        "Service: Program Committee Member, ICML 2022; Session Chair, MRS Fall 2021",
    )
    page = cv_page("committee-in-education", (section,), CvLayout(numbering="{n}."), header)
    committee = {("Eunji Baek", None), ("Tomasz Zielinski", None), ("Mina Seol", None)}
    return replace(page, expected=page.expected | committee)


def _ruled_table(
    canvas: Canvas, top: float, rows: Sequence[Sequence[str]], widths: Sequence[float]
) -> None:
    """Rows of ruled cells from `top` down, one row every 24 points."""
    y = top
    for row in rows:
        x = MARGIN_PT
        for text, width in zip(row, widths, strict=True):
            canvas.rect(x, y - 8, width, 24)
            canvas.drawString(x + 4, y, text)
            x += width
        y -= 24


def _korean_table() -> CvPage:
    """연구실적 as a ruled table (번호 | 논문명 | 저자 | 학술지 | 연도), authors in their own cell,
    corresponding and equal-contribution marks on the names."""
    rows = (
        ("1", "적응형 라우팅 기법", "한지우*, 김서준, 이하늘†", "한국통신학회논문지", "2021"),
        ("2", "Graph pruning at the edge", "M. Abernathy, J. Han*", "IEEE Access", "2022"),
        ("3", "교통량 예측 모델", "박도윤, 한지우, 최예린", "정보과학회논문지", "2023"),
    )

    def draw(canvas: Canvas, font: str) -> None:
        canvas.setFont(_bold_font(), 16)
        canvas.drawString(MARGIN_PT, HEIGHT_PT - MARGIN_PT, "연구실적목록")
        canvas.setFont(font, 10)
        canvas.drawString(MARGIN_PT, HEIGHT_PT - MARGIN_PT - 20, "성명: 한지우")
        header = ("번호", "논문명", "저자", "학술지", "연도")
        widths = (30.0, 140.0, 150.0, 110.0, 40.0)
        _ruled_table(canvas, HEIGHT_PT - MARGIN_PT - 60, (header, *rows), widths)

    expected = frozenset(
        {
            ("김서준", 2021),
            ("이하늘", 2021),
            ("M. Abernathy", 2022),
            ("박도윤", 2023),
            ("최예린", 2023),
        }
    )
    return CvPage("korean-table-marks", canvas_pdf([draw]), expected)


def _korean_author_columns() -> CvPage:
    """An application form's 연구실적 table whose header names the author columns (번호 |
    논문명 | 학술지명 | 게재년월 | 주저자 | 공동저자): one co-author in a row is still a row of
    the owner's list, and a title of name-shaped words (반도체 공정 최적화) is no author."""
    rows = (
        ("1", "반도체 공정 최적화", "대한전자공학회논문지", "2021.03", "한지우", "윤채원"),
        ("2", "Sparse attention", "IEEE Access", "2022.07", "J. Han", "Noah Whitaker, 문예준"),
        ("3", "격자 기반 추정", "정보과학회논문지", "2023.11", "서하람", "한지우"),
    )

    def draw(canvas: Canvas, font: str) -> None:
        canvas.setFont(_bold_font(), 16)
        canvas.drawString(MARGIN_PT, HEIGHT_PT - MARGIN_PT, "연구실적 목록")
        canvas.setFont(font, 10)
        header = ("번호", "논문명", "학술지명", "게재년월", "주저자", "공동저자")
        widths = (30.0, 110.0, 110.0, 60.0, 60.0, 100.0)
        _ruled_table(canvas, HEIGHT_PT - MARGIN_PT - 40, (header, *rows), widths)

    expected = frozenset(
        {("윤채원", 2021), ("Noah Whitaker", 2022), ("문예준", 2022), ("서하람", 2023)}
    )
    return CvPage("korean-author-columns", canvas_pdf([draw]), expected)


def cv_pages() -> list[CvPage]:
    return [
        _korean_table(),
        _korean_author_columns(),
        _committee_in_education(),
        _academic(),
        _sidebar(),
        _chicago_harvard(),
        _title_first(),
        _journal_tags(),
        _ieee(),
        _acm_unnumbered(),
        _apa(),
        _springer_elsevier(),
        _acs_arxiv(),
        _year_column(),
        _korean(),
        _initials_first_narrow(),
    ]


def _thesis_pdf(heading: str, entries: Sequence[str], references: Sequence[str]) -> bytes:
    def cover(canvas: Canvas, font: str) -> None:
        canvas.setFont(_bold_font(), 16)
        canvas.drawCentredString(WIDTH_PT / 2, 600, "Learning-Based Control of Soft Robots")
        canvas.setFont(font, 12)
        canvas.drawCentredString(WIDTH_PT / 2, 400, "Jiwoo Han")
        canvas.drawCentredString(WIDTH_PT / 2, 380, "Department of Mechanical Engineering")

    def listing(title: str, items: Sequence[str]) -> Callable[[Canvas, str], None]:
        def draw(canvas: Canvas, font: str) -> None:
            canvas.setFont(_bold_font(), 14)
            canvas.drawString(MARGIN_PT, HEIGHT_PT - MARGIN_PT, title)
            y = HEIGHT_PT - MARGIN_PT - 30
            layout = CvLayout(numbering="")
            for number, item in enumerate(items, start=1):
                canvas.setFont(font, 10)
                canvas.drawString(MARGIN_PT, y, f"[{number}]")
                for words in _wrapped(canvas, font, item, layout, layout.width_pt - 24):
                    _draw_words(canvas, font, words, MARGIN_PT + 24, y, 10)
                    y -= 13
                y -= 6

        return draw

    def thanks(canvas: Canvas, font: str) -> None:
        canvas.setFont(_bold_font(), 14)
        canvas.drawString(MARGIN_PT, HEIGHT_PT - MARGIN_PT, "Acknowledgements")
        canvas.setFont(font, 10)
        canvas.drawString(
            MARGIN_PT, HEIGHT_PT - MARGIN_PT - 30, "I thank Sven Eriksson and Ana Costa."
        )

    return canvas_pdf([cover, listing(heading, entries), listing("References", references), thanks])


def thesis_pages() -> list[CvPage]:
    """Theses whose chapter lists the author's own papers: those entries yield co-authors;
    the reference list (self-citations among others' work) and the acknowledgements do not."""
    references = (
        "R. Pfeifer, M. Lungarella, and F. Iida, “Self-organization, embodiment, and"
        " biologically inspired robotics,” Science, vol. 318, pp. 1088–1093, 2007.",
        "D. Rus and M. T. Tolley, “Design, fabrication and control of soft robots,” Nature,"
        " vol. 521, pp. 467–475, 2015.",
    )
    english = _thesis_pdf(
        "List of Publications",
        (
            "J. Han, I. Halvorsen, and M. Aydın, “Soft grippers with variable stiffness,”"
            " Soft Robotics, vol. 9, pp. 1–12, 2022.",
            "L. Moreira and J. Han, “Tactile sensing skins,” in Proc. IEEE ICRA, 2020,"
            " pp. 455–461.",
        ),
        references,
    )
    korean = _thesis_pdf(
        "연구 업적",
        (
            "한지우, 노승민, 배가은, “연성 그리퍼의 강성 제어,” 한국정밀공학회지, 제39권,"
            " pp. 101-109, 2022.",
        ),
        references,
    )
    return [
        CvPage(
            "thesis-list-of-publications",
            english,
            frozenset({("I. Halvorsen", 2022), ("M. Aydın", 2022), ("L. Moreira", 2020)}),
            DocType.THESIS,
        ),
        CvPage(
            "thesis-korean-research-list",
            korean,
            frozenset({("노승민", 2022), ("배가은", 2022)}),
            DocType.THESIS,
        ),
    ]
