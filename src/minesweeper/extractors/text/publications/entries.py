"""Publication entries from lines, and the co-authors of the applicant's own entries.

An entry is used only when every author piece is a name and the applicant is one of them
(their own list), or, in a CV, when the entry is numbered and lists two names or more.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from minesweeper.extractors.text.bylines.authors import INLINE_NOTE, split_names
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.labels import BULLET
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.publications.author_columns import author_rows
from minesweeper.extractors.text.publications.author_fields import names_only_others
from minesweeper.extractors.text.publications.author_first import (
    author_date_year,
    closes_on_et_al,
    dated_after_et_al,
    entry_names,
)
from minesweeper.extractors.text.publications.author_patterns import (
    FAMILY,
    INITIALS,
    TITLE_START,
    YEAR_PAREN,
    initialled_name,
    without_author_marks,
)
from minesweeper.extractors.text.publications.dating import dated_title_year, heading_year
from minesweeper.extractors.text.publications.elisions import named_elisions
from minesweeper.extractors.text.publications.headings import (
    CITED_AS,
    OWN_LIST_HEADING,
    SECTION_STOP,
)
from minesweeper.extractors.text.publications.implied import (
    bare_with_names,
    bracketed_names,
    co_role_names,
)
from minesweeper.extractors.text.publications.inverted_authors import inverted_pairs
from minesweeper.extractors.text.publications.japanese_lists import japanese_names
from minesweeper.extractors.text.publications.owner_initials import OwnerInitials
from minesweeper.extractors.text.publications.owner_lists import (
    book_role_names,
    leading_authors,
    naming_owner,
    owner_run,
    plain_list_with_owner,
)
from minesweeper.extractors.text.publications.owner_once import OwnerFit, owner_fits
from minesweeper.extractors.text.publications.sections import (
    column_streams,
    justified_lines,
    without_page_numbers,
)
from minesweeper.extractors.text.publications.small_capitals import joined_small_capitals
from minesweeper.extractors.text.publications.title_first import (
    names_after_title,
    opens_on_quoted_title,
    title_first_names,
    title_then_names,
)
from minesweeper.extractors.text.publications.with_clauses import with_clause_open, with_names
from minesweeper.extractors.text.publications.wrapped_authors import (
    author_list_open,
    join_wrapped,
    name_wraps,
)
from minesweeper.extractors.text.years import entry_year
from minesweeper.names.clean import LATIN_CAPITALS, without_particle_initials

_LOOKAHEAD_LINES = 2  # a wrapped entry prints its year at most this many lines further on
# ... a numbered or bulleted one up to its next number: a quoted title stops the joining of
# its lines, and the venue and date may follow over several ("... Conference on Guidance &
# Navigation" / "Control Systems, June 5 - 10, 2011").
_NUMBERED_LOOKAHEAD_LINES = 5

# "[3]", "(3)", "3.", bullets, and lettered numbers by kind of paper, bracketed or not:
# "[J3]", "[C-2]", "(P1)", "J3.", "C12:", "B-1)". A bracket may carry its own stop ("[3].").
# The digits are what tell "J3." from the initial of a name ("J. Han").
_BULLETS = rf"(?:{BULLET}|[·\-–*])"  # the marks a list item may open on instead of a number
# A volume before its pages ("412: 109-130", "41(2): 200-221") or its article number ("335:
# 110200") wraps onto a line of its own and is no number; nor is a DOI's "10."
# ("10.1098/rstb.2017.0410"), a digit straight after it.
_VOLUME_PAGES = re.compile(r"\d+\s*(?:\(\d+\))?\s*:\s*\d+\s*[-–]\s*\d+|\bpp?\.\s*\d+")
_INVERTED_FIRST = (
    rf"(?:[a-z]+\s+){{0,2}}[{LATIN_CAPITALS}][\w'’-]+,\s*(?:[{LATIN_CAPITALS}]\.\s?-?){{1,4}}"
    r"\s*(?:[,;&(]|and\s)"
)
_NUMBERING = re.compile(
    r"^\s*(?:(?:\[\s*[A-Z]{0,3}-?\d{1,3}\s*\]|\(\s*[A-Z]{0,3}-?\d{1,3}\s*\))[.:]?"
    # LaTeX's alphabetic keys: the authors' initials or a family name, "+" for more, the
    # year's last two digits ("[KLM+24]", "[Ola25]", "[BC23a]").
    r"|\[[A-Z][A-Za-z]{0,5}\+?\d{2}[a-z]?\]"
    # A compilation thesis numbers the papers it collects by name: "Paper 3.", "Paper IV:",
    # "Article 2 -".
    r"|(?i:paper|article|publication|manuscript)\s+(?:[IVX]{1,4}|\d{1,2})\s*[.:)–—-]"
    r"|[A-Z]{0,3}-?\d{1,3}\s*(?:[.)]|:(?!\s*\d))(?!\d|\s*\d+\s*[-–]\s*\d)|"
    # A number before a spaced dash ("1 -  “Title”, ..."), no range of pages ("12 - 19").
    r"\d{1,3}\s+[-–—]\s+(?!\d)|"
    + _BULLETS
    # A bare number before an author list ("6 Lee, K. & Ebbinghaus, B. (2025)", "4 김건, 이건",
    # IEEE's "11  O. Rahnama, T. Berg, et al.").
    + rf"|\d{{1,3}}\s+(?=(?:[{LATIN_CAPITALS}][\w'’-]+|[가-힣]{{2,4}}"
    + rf"|(?:[{LATIN_CAPITALS}]\.\s?-?){{1,3}}\s?[{LATIN_CAPITALS}][\w'’-]+),)"
    # A roman number before a full name and its comma: Nordic theses number the publications
    # they collect "I", "II", "III" ("II Ana Berg, Jon Lund, and ...", "IV Ana Berg and ...").
    # No stop after it, and a name of two words or more: "V. Rao," and "V Rao," are initials.
    + r"|(?=[IVX])X{0,2}(?:IX|IV|V?I{0,3})\s+"
    + rf"(?=[{LATIN_CAPITALS}][\w'’-]+(?:\s+[{LATIN_CAPITALS}][\w'’.-]*){{1,3}}"
    + r"(?:,|\s+(?:and|&)\s))"
    # ... or with a stop, before names printed family name first: "III. Berg, T., Lund, J.",
    # "VIII.Berg, T.". A lone "I." or "V." before "Rao, K. Iyer" is an initial: the inverted
    # name after the number ends its initials on a comma, "(" or "and", not on a family name.
    + r"|(?=[IVX]{2})X{0,2}(?:IX|IV|V?I{0,3})\.\s*(?=[A-Z])"
    + rf"|[IVX]\.\s*(?={_INVERTED_FIRST})"
    r")\s*"
)
_BULLET = re.compile(r"^\s*" + _BULLETS)
# "2022  Kim, M.; ...": CVs that open each entry with its date: the year, or the month and
# year ("09/18", "09/2018", "2018.09").
# Systems CVs open it on the venue and its year instead: "FAST’23 Juncheng Yang, ...", or
# on a bracketed tag of the venue and its year ("[ACM MobiSys 25] Ana Li, ...", "[CVPR'24]",
# "[Workshop on Edge Systems 2019]"). The tag's year is set apart from the venue by a space
# or an apostrophe, and the venue has no digit: "[J12]" and "[C-3]" number their entries.
_LEADING_YEAR = re.compile(
    r"^\s*(?:(?:0?[1-9]|1[0-2])[/.](?P<short>(?:19|20)?\d{2})"
    r"|(?P<year>(?:19|20)\d{2})(?:[/.](?:0?[1-9]|1[0-2]))?"
    r"|[A-Z][A-Za-z]{1,10}\s?[’'‘](?P<venue>\d{2})"
    r"|\[\s*[A-Z][^\[\]\d]{1,60}?(?:\s[’'‘]?|[’'‘])(?P<tag>(?:19|20)?\d{2})\s*\])"
    r"[a-z]?\s*[.:–-]?\s+(?=\S)"
)


# CV systems (the Spanish CVA, ORCID and university exports) print the kind of work before
# each entry's authors: "Scientific paper. A. Ruiz, ...", "Journal article: ...".
_KIND_OF_WORK = re.compile(
    r"^\s*(?:(?:scientific|research|journal|conference|review|original)\s+(?:paper|article)"
    r"|book\s+chapter|art[íi]culo(?:\s+cient[íi]fico)?|cap[íi]tulo\s+de\s+libro)\s*[.:]\s+",
    re.IGNORECASE,
)


# A CV's date column may give an entry's status instead: "Forthcoming  Chan, Yuan-Yuan, ...".
_LEADING_STATUS = re.compile(
    r"^\s*(?i:forthcoming|in\s+press|to\s+appear|accepted|submitted|under\s+review"
    r"|in\s+preparation)(?:\s*[:–-]\s*|\s+)(?=\S)"
)


def without_date(text: str) -> str:
    """An entry's text less the date or status its CV column prints before it."""
    return _LEADING_STATUS.sub("", _LEADING_YEAR.sub("", text, count=1), count=1)


def _leading_year(text: str) -> int | None:
    """The year of the date an entry opens on; "09/18" is September 2018."""
    found = _LEADING_YEAR.match(text)
    if found is None:
        return None
    year = int(
        found.group("year") or found.group("short") or found.group("venue") or found.group("tag")
    )
    return year if year >= 100 else year + (2000 if year < 50 else 1900)


# A CV heading in capitals opens a section; a layout with the headings in a margin column
# prints the first entry on the heading's line ("PUBLICATIONS QUESO: Storage-Assisted ...").
# So does a sub-list's label in that margin, set apart by a wide gap ("Workshops   Arthur
# Choi, Andy Shih, ...").
_CAPITAL_HEADING = re.compile(
    r"^\s*(?:[A-Z&]+\s+){0,2}(?:PUBLICATIONS?|PAPERS|EDUCATION|EXPERIENCE|EMPLOYMENT"
    r"|POSITIONS|RESEARCH|INTERESTS|HONORS|AWARDS|SERVICES?|TEACHING|SKILLS|PATENTS|PROJECTS"
    r"|PRESENTATIONS|TALKS|GRANTS|ACTIVITIES|REFERENCES)(?:\s+(?:AND|&)\s+[A-Z]+)?\b\s*"
    r"|^\s*(?i:(?:refereed\s+|peer[\s-]reviewed\s+|selected\s+)?(?:publications?|conferences?|workshops?"
    r"|journals?|preprints?|book\s+chapters?|patents?|theses|posters?|articles|papers"
    r"|under\s+review|in\s+preparation|submitted))(?:\s{2,}|\t)(?=\S)"
)


# A CV section's heading alone on its line, in any case and after any bullet.
_HEADING_ALONE = re.compile(
    r"^\s*(?:(?:selected|refereed|peer[\s-]reviewed|recent)\s+)?(?:publications?|papers|projects"
    r"|education|experiences?|awards?|honou?rs?|skills|patents?|services?|teaching|talks"
    r"|presentations|grants|activities|references)\s*:?\s*$",
    re.IGNORECASE,
)


# A legend under a list's heading says what its marks mean: "* Senior author", "† Equal
# contribution", "*Corresponding author", "# denotes a student mentee". Its mark is no
# bullet: the line opens no entry (and so takes none of the lines under it). A short line,
# without a digit, that names authorship or a kind of co-author.
_MARK_LEGEND = re.compile(
    r"^\s*[*∗†‡§¶#]+\s*(?:[:=–-]\s*)?(?=[^\d]{3,60}$)"
    r"(?i:.*\b(?:authors?(?:hip)?|contribut\w*|equal(?:ly)?|students?|mentees?|trainees?"
    r"|supervis\w+|presenter|presenting|denotes?|indicates?)\b)"
)


# An entry that breaks off after a comma, and prints no year of its own, goes on with the
# year on the next line.
_WRAPPED_BEFORE_YEAR = re.compile(r"[,(]\s*$")


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    line: Line  # the entry's first line
    numbered: bool
    context_year: int | None  # the year heading or dated title line the entry follows
    parts: tuple[str, ...] = ()  # the printed lines joined into `text`
    wrapped_row: Line | None = None  # a table row's author cell went on in this line's first


def entries(lines: list[Line]) -> list[Entry]:
    """The entries of a list: a numbered entry wrapped over several lines is joined until
    its title starts, as PDF CVs break long author lists; an unnumbered one (a hanging
    indent) is joined while its line ends inside the author list ("...,", "and", a given
    name whose family name is on the next line, a name broken with a hyphen). A table's
    row is never a continuation ("3. 연구실적" over the rows of its table). Year headings
    and dated title lines are not entries: they date the entries after them."""
    joined: list[Entry] = []
    context: int | None = None
    for line in lines:
        text = joined_small_capitals(line.text.strip())
        dated = heading_year(text) or dated_title_year(line)
        last = joined[-1] if joined else None
        if dated is not None and last is not None and _WRAPPED_BEFORE_YEAR.search(last.text):
            # "... (IJCAI)," / "2018": the entry above wrapped its year onto a line alone.
            joined[-1] = replace(last, text=f"{last.text} {text}", parts=(*last.parts, text))
            continue
        if dated is not None and not entry_names(text) and not split_names(line.cells[0].text):
            context = dated
            joined.append(Entry("", line, False, context))  # ends the entry above it
            continue
        if _HEADING_ALONE.match(_NUMBERING.sub("", text, count=1)) or _MARK_LEGEND.match(text):
            # "• Publication": a heading after a bullet ends the entry above and opens none;
            # so does a legend of marks.
            joined.append(Entry("", line, False, context))
            continue
        cited = CITED_AS.match(text)  # "Recommended citation: A, B. 2020. Title.": an entry
        if cited is not None and text[cited.end() :].strip():
            text = text[cited.end() :]
        numbered = _unnumbered(text)[1] or cited is not None
        row = len(line.cells) > 1 and not line.ocr  # a table's row is an entry of its own
        # ... unless the row above broke off inside its author list, which this row's first
        # cell goes on with ("02/22 | Kim, M.; Varga, I.;" / "Malka, O.; Berg, T. | A&A 664").
        goes_on = (
            row
            and last is not None
            and len(last.line.cells) > 1
            and not last.wrapped_row
            and author_list_open(last.line.cells[-1].text)
            and bool(entry_names(join_wrapped(last.line.cells[-1].text, line.cells[0].text)))
        )
        heading = _CAPITAL_HEADING.match(text)
        if heading is not None:
            text = text[heading.end() :]
        if goes_on and last is not None:
            joined[-1] = replace(
                last,
                text=join_wrapped(last.text, text),
                parts=(*last.parts, text),
                wrapped_row=line,
            )
        elif (
            last is not None
            and last.text
            and heading is None
            and not numbered
            and not row
            and not SECTION_STOP.match(text)  # "REFERENCES" ends an entry, never continues it
            and not _note_under_entry(joined)
            and (last.numbered or author_list_open(last.text) or name_wraps(last.text, text))
            # After the title the authors are over, unless a "with" clause names the others
            # or the title opened the entry, the authors after it ("“Title”, A. Lund, E." /
            # "Holm; Venue").
            and (
                not TITLE_START.search(last.text)
                or with_clause_open(last.text)
                or (
                    opens_on_quoted_title(last.text)
                    and (author_list_open(last.text) or name_wraps(last.text, text))
                )
            )
            and not YEAR_PAREN.search(last.text)
        ):
            joined[-1] = replace(
                last, text=join_wrapped(last.text, text), parts=(*last.parts, text)
            )
        else:
            head = _unnumbered(text)[0]
            joined.append(Entry(head, line, numbered, context, (head,)))
    return joined


def _note_under_entry(joined: list[Entry]) -> bool:
    """The last item is a bullet under an entry that has none ("Roe, A., and Mira Olsen.
    “Title.”" / "▪ Presented at ASA 2024"), no author list of its own: the entry's note,
    after which the next entry opens."""
    if len(joined) < 2:
        return False
    note, above = joined[-1], joined[-2]
    if not _BULLET.match(note.line.text) or above.numbered or author_list_open(note.text):
        return False
    return bool(above.text) and bool(entry_names(above.text))


def opens_entry(text: str) -> bool:
    """The line opens a list item: a number, a bracketed tag or a bullet."""
    return _unnumbered(text)[1]


def _unnumbered(text: str) -> tuple[str, bool]:
    """(the line less its entry number, whether it had one). A CV that prints the year in a
    margin column puts it before the number of the year's first entry: "2024  4. Berg, T.,
    ..." is numbered, and keeps its year."""
    if _NUMBERING.match(text):
        return _NUMBERING.sub("", text, count=1).strip(), True
    dated = _LEADING_YEAR.match(text)
    if dated is not None and _NUMBERING.match(text[dated.end() :]):
        rest = _NUMBERING.sub("", text[dated.end() :], count=1)
        return f"{text[: dated.end()]}{rest}".strip(), True
    return text.strip(), False


# A CV's heading over its papers that names more than them: "Research and Publications",
# "Selected Working Papers", "Working Papers & Presentations".
_LIST_REOPENS = re.compile(
    r"^\s*(?:[\w&,]+\s+){0,4}(?:publications?|papers|articles|preprints)"
    r"(?:\s*(?:&|and)\s+[^\W\d_]+)?\s*:?\s*$",
    re.IGNORECASE,
)


def _reopens(line: Line) -> bool:
    """Whether a line heads the owner's papers: its text, or its first cell when a legend is
    printed to the right of the heading ("WORKING PAPERS   co-author presentation*")."""
    return any(
        OWN_LIST_HEADING.match(text) or _LIST_REOPENS.match(text)
        for text in (line.text, line.cells[0].text if line.cells else "")
    )


# "et al. (including Olsen, M.)", French "(incluant ...)", Spanish "(incluyendo ...)": a long
# list's first author, then the owner hidden among the rest.
_INCLUDING = re.compile(
    rf"^\s*(?P<family>{FAMILY}(?:\s+(?:(?i:d[aeo]s?|del|van|von|di)\s+)?[A-Z][\w'’-]+){{0,2}}),"
    rf"\s*(?P<initials>{INITIALS})\s*et\s+al\.?\s*"
    r"\((?i:including|incl\.|incluant|incluyendo|incluindo)\s+(?P<owner>[^()]+)\)"
)


@dataclass(frozen=True, slots=True)
class ListedAuthor:
    name: str
    line: Line  # the entry's first line
    year: int | None  # the entry's year
    fit: OwnerFit  # how the author stands to the list's owner, named once (`owner_once`)


def publication_authors(
    lines: list[Line], own: SelfMatcher, *, require_self: bool, headed: bool = False
) -> list[ListedAuthor]:
    """Every name of every entry that is the applicant's own (or a numbered CV entry listing
    two names or more), with the entry's first line and year. `headed`: the lines are a list
    its heading names the owner's own ("List of Publications")."""
    found: list[ListedAuthor] = []
    listed = entries(column_streams(justified_lines(without_page_numbers(lines))))
    table = author_rows(lines)
    stopped = False
    initials = OwnerInitials(own)
    for position, entry in enumerate(listed):
        bare = tuple(without_author_marks(p) for p in entry.parts)
        parts = tuple(initials.spelled_out(p) for p in bare)
        text = initials.spelled_out(without_author_marks(entry.text))
        if parts != bare and len(parts) > 1:
            # "..., Ivo Paz, M. O." / "Phys. Rev. 15": initials that end a printed line are
            # the owner's, though the joined entry reads on into a capital ("M. O. Phys.");
            # their stop ends the authors.
            closed = (
                f"{part}."
                if raw.rstrip().endswith(".") and not part.rstrip().endswith(".")
                else part
                for raw, part in zip(bare, parts, strict=True)
            )
            text = functools.reduce(join_wrapped, closed)
        entry = replace(entry, text=text, parts=parts)
        # A bullet opens experience and award lines as well ("• Algorithm Engineer, Qwen
        # Team, Alibaba Group"): only a number makes an entry a publication without the
        # applicant in it.
        line = entry.line
        numbered = entry.numbered and not _BULLET.match(line.text)
        # A reference list (or a CV's referees) is read no further; a publications heading
        # after a CV's referees opens its list again.
        if SECTION_STOP.match(line.text):
            stopped = True
        elif stopped and _reopens(line):
            stopped = False
            continue
        if stopped or not entry.text:
            continue
        row = table.get((line.page, line.index))
        names: list[str] | None
        if row is not None:
            # A row of a table whose header names its author columns is an entry as surely
            # as a numbered one.
            names, implied, numbered = row.names, row.owner_implied, True
        # A table row's author cell is the whole author list; the joined row is not an entry.
        elif len(line.cells) > 1 and not line.ocr:
            names, implied = _author_cell(line, _wrapped_authors(entry), own=own), False
        else:
            names, implied = None, False
        body = INLINE_NOTE.sub(" ", named_elisions(without_date(entry.text))).strip()
        body = without_particle_initials(body)
        body = _KIND_OF_WORK.sub("", body, count=1)
        including = _INCLUDING.match(body)
        if including is not None and own.is_self(including["owner"]):
            # "Moreau, L. et al. (incluant Olsen, M.) Title": the first author, and the owner
            # among the hidden.
            first = initialled_name(including["initials"], including["family"])
            names, implied = [first], True
        if names and row is None and len(entry.parts) > 1 and author_list_open(line.cells[-1].text):
            # "Publications | [1] A, B, C," / "D, E and F.": the cell's list goes on in the
            # lines under the row.
            whole = entry_names(body) or [n for n, _ in split_names(body.rstrip(" .")) or []]
            names = whole or names
        if not names and "・" in body:  # "佐藤花子・山田一郎編": a Japanese list, closed by a role
            japanese = japanese_names(body, own)
            if japanese:
                names, implied = japanese
        if not names:
            marked = _with_names(entry, body) or title_first_names(body)
            if marked:
                names, implied = marked
        names = names or _own_author_line(entry, own) or entry_names(body)
        if not any(map(own.is_self, names or [])):
            # "F.J. Ortega, J.I. Ortega, Mateo Vidal, ...": initials before a family
            # name read as one inverted author ("Ortega, J.I.") stop the list early; read
            # as a plain list it names the owner.
            names = plain_list_with_owner(body, own) or names
        if not names:
            names = _author_cell(line, entry.text, own=own)
            numbered = False
        # "Title of the work. Ana Ruiz, Mira Olsen, ...": the first author, glued to the title's
        # stop or to the title's line above, is read only with the title set apart; that list
        # holds the names read without it and more.
        for whole_list in (title_then_names(body), _author_line(entry)) if row is None else ():
            if (
                names
                and whole_list
                and len(whole_list) > len(names)
                and set(names) <= set(whole_list)
            ):
                names = whole_list
        if not names or not any(map(own.is_self, names)):
            # A title read as a name ("FlexMix: Leveraging ..." as "Flex Mix") hides the
            # authors' line under it: a list that names the owner there is the entry's.
            after_title = next(
                (
                    each
                    for each in (title_then_names(body), _author_line(entry), leading_authors(body))
                    if each and any(map(own.is_self, each))
                ),
                None,
            )
            if after_title is None:
                after_title = owner_run(names_after_title(body), own) or book_role_names(body, own)
            if after_title and any(map(own.is_self, after_title)):
                names = after_title
        if not names:
            # No author list at all: the owner's list may name only the others.
            names, implied = _others_only(entry, body), True
        if not names:
            continue
        implied = implied or names_only_others(body)
        anchored = implied or any(own.is_self(name) for name in names)
        hidden = closes_on_et_al(body)  # "T. Arnesen et al. (2016)": the owner among the rest
        several = len(names) >= 2 or hidden
        # Dated right after "et al." ("• Barros, S. et al. (2020). Title"), a bulleted line
        # is a citation, no award or job: the owner's paper, whose first author it names; so
        # is a list that closes on "et al." before its title ("A.M. Voronin et al., Title").
        cited = dated_after_et_al(body) or hidden
        # A list headed as the owner's own names the owner in each entry, or hides them in its
        # "et al." ("8. Dorent R., Kujawa A., ..., et al. Title").
        taken = (numbered or cited) if not require_self else (headed and hidden)
        if anchored or (taken and several):
            year = _year_of(listed, position)
            fits = owner_fits(names, own)
            found.extend(ListedAuthor(n, line, year, f) for n, f in zip(names, fits, strict=True))
    return found


def _with_names(entry: Entry, body: str) -> tuple[list[str], bool] | None:
    """The others named after "with", in the entry or on a line of their own under its title
    ("11. Confined subgroups in groups" / "With Ilya Gekhtman and Tianyi Zheng." / "Preprint
    (2024)"): joined, the title would run on into "groups With Ilya"."""
    return with_names(body) or next(
        (found for part in entry.parts[1:] if (found := with_names(part))), None
    )


def _others_only(entry: Entry, body: str) -> list[str] | None:
    """The others an entry of the owner's list names without the owner: after a title's bare
    "with", after "Co-editor with", or in brackets after the title (see `implied`)."""
    return (
        bare_with_names(body) or co_role_names(body) or bracketed_names(body, listed=entry.numbered)
    )


def _wrapped_authors(entry: Entry) -> str | None:
    """A table row's author cell joined with the cell it went on in, on the next row."""
    if entry.wrapped_row is None:
        return None
    return join_wrapped(entry.line.cells[-1].text, entry.wrapped_row.cells[0].text)


# A line that goes on with the author list above it: "and Minjun Kim", "& M. Kim".
_LIST_GOES_ON = re.compile(r"^\s*(?:and|&)\s+\S", re.IGNORECASE)


def _author_line(entry: Entry) -> list[str] | None:
    """ "1. Graph learning at scale" / "Minjun Kim, Seoyeon Park" / "IEEE TKDE, 2020": a
    numbered title on its own line, the authors on a line of their own after it (or on two,
    wrapped). Only a list naming the applicant is one (the caller's check)."""
    parts = entry.parts[1:]
    for position, part in enumerate(parts):
        # "..., Kilho Lee, Jinkyu" / "Lee, and Insik Shin": the list wrapped inside a name, or
        # before its last author ("Ana Ruiz, Tomas Berg" / "and Minjun Kim").
        texts = [part]
        following = parts[position + 1] if position + 1 < len(parts) else ""
        if following and (author_list_open(part) or _LIST_GOES_ON.match(following)):
            texts.insert(0, join_wrapped(part, following))
        for text in texts:
            listed = split_names(text)
            if listed and len(listed) >= 2:
                return [name for name, _ in listed]
            # "Ana Ruiz, Mira Olsen, ICONI 2016, Hong Kong": the venue after the authors;
            # "Ruiz, Ana, Olsen, Mira": every name inverted, given names in full.
            if leading := leading_authors(text) or inverted_pairs(text):
                return leading
    return None


def _own_author_line(entry: Entry, own: SelfMatcher) -> list[str] | None:
    """ "7. Minjun Kim, Fei Meng, Man-Hong Yung (*: equal contribution)" over its title: an
    entry whose first line is the whole author list, naming the applicant, closed by a note
    on the authors. The line's end is the list's end, where the joined text would run the
    last name into the title; without the note, the line may as well end inside a title
    ("..., Hui Xiong, Heterogeneous Graph Representation" / "Learning with ...")."""
    if not entry.parts or not INLINE_NOTE.search(entry.parts[0]):
        return None
    listed = split_names(INLINE_NOTE.sub(" ", _LEADING_YEAR.sub("", entry.parts[0], count=1)))
    return naming_owner([name for name, _ in listed or []], own)


def _lookahead(listed: list[Entry], position: int) -> int:
    """How many lines after an entry may print its year: a numbered entry's own lines run
    up to the next number (or the list's end), when that comes soon enough to tell."""
    if not listed[position].numbered:
        return _LOOKAHEAD_LINES
    window = listed[position + 1 : position + 2 + _NUMBERED_LOOKAHEAD_LINES]
    ends = any(entry.numbered for entry in window) or len(window) <= _NUMBERED_LOOKAHEAD_LINES
    return _NUMBERED_LOOKAHEAD_LINES if ends else _LOOKAHEAD_LINES


def _year_of(listed: list[Entry], position: int) -> int | None:
    """The entry's own year, else the first year on the unnumbered lines that continue it
    (up to the next entry or date), else the year heading or dated title line above it."""
    text = listed[position].text
    year = author_date_year(without_date(text)) or entry_year(text) or _leading_year(text)
    for entry in listed[position + 1 : position + 1 + _lookahead(listed, position)]:
        # A line of names is the next entry, unless it is the venue's, with its volume and
        # pages ("Numerische Mathematik 150: 1-30, 2022.").
        names = entry_names(entry.text) and not _VOLUME_PAGES.search(entry.text)
        if year is not None or entry.numbered or not entry.text or names:
            break
        year = entry_year(entry.text)
    return year if year is not None else listed[position].context_year


def _author_cell(line: Line, entry: str | None = None, *, own: SelfMatcher) -> list[str] | None:
    """A table cell holding only the authors ("이도현, 배준호, 임지은"): one cell of a table row
    ("1 | Y. So, N. Ha, and W. Kam | Title | Venue | 2024"), or the whole entry. A Korean
    title can read as names word by word ("반도체 공정 최적화"), so the cell that lists the
    applicant wins over the first that splits into names."""
    candidates = [entry] if entry is not None else []
    if len(line.cells) > 1 and not line.ocr:
        candidates += [cell.text for cell in line.cells]
    lists: list[list[str]] = []
    for text in candidates:
        listed = [name for name, _ in split_names(text) or []] or entry_names(text) or []
        if len(listed) >= 2:
            lists.append(listed)
    own_lists = [names for names in lists if any(own.is_self(name) for name in names)]
    chosen = own_lists or lists
    return chosen[0] if chosen else None
