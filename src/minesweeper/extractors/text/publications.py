"""Publication lists (CVs, 연구실적목록): the author part of each entry.

Entries come in the usual citation styles: IEEE ("M. Kim, J.-W. Lee, and S. Johnson,
“Title,” ..."), APA ("Kim, M., Lee, J.-W., & Johnson, S. (2022). Title."), Vancouver ("Kim M,
Lee JW. Title.") and Korean ("김민준, 박서연, “제목,” ..."). The author part is what precedes
the title; an entry is used only when every author piece is a name and the applicant is one
of them (their own list), or, in a CV, when the entry is numbered and lists two names or more.
"""

from __future__ import annotations

import re
from dataclasses import replace

from minesweeper.extractors.text.authors import split_names
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.extractors.text.years import entry_year

_LOOKAHEAD_LINES = 2  # a wrapped entry prints its year at most this many lines further on

_NUMBERING = re.compile(r"^\s*(?:\[\s*\d+\s*\]|\(\s*\d+\s*\)|\d{1,3}\s*[.)]|[•·▪◦\-–*])\s*")
_TITLE_START = re.compile(r"[“\"‘«「『]")
_YEAR_PAREN = re.compile(r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)")
_LIST_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*)")
_SENTENCE_END = re.compile(r"\.\s+")
_APA_AUTHOR = re.compile(r"([A-Z][\w'’-]+),\s*((?:[A-Z]\.\s?-?\s?){1,3})")
_APA_START = re.compile(r"^[A-Z][\w'’-]+,\s*[A-Z]\.")
# "Kim M, Lee JW. Title." and Springer's "Kim M, Lee JW (2020) Title".
_VANCOUVER = re.compile(r"^((?:[A-Z][\w'’-]+\s[A-Z]{1,3}(?:,\s*|\.\s|\s(?=\()))+)")
# "2022  Kim, M.; ...": CVs that open each entry with its year.
_LEADING_YEAR = re.compile(r"^\s*(?:19|20)\d{2}[a-z]?\s*[.:–-]?\s+(?=\S)")
# A CV's referees are recommenders, and a reference list cites others' work: stop there.
_SECTION_STOP = re.compile(
    r"^\s*(?:\d+\.?\s*)?(?:references?|referees|reference\s+letters|bibliography|works\s+cited"
    r"|참\s*고\s*문\s*헌|추천인)\s*:?\s*$",
    re.IGNORECASE,
)


def author_part(entry: str) -> tuple[str, bool] | None:
    """(the author segment, whether it is APA "Family, I." style) of one entry."""
    if _APA_START.match(entry):
        year = _YEAR_PAREN.search(entry)
        return (entry[: year.start()], True) if year else None
    quote = _TITLE_START.search(entry)
    if quote:
        return entry[: quote.start()].rstrip(" ,.:"), False
    vancouver = _VANCOUVER.match(entry)
    if vancouver:
        return vancouver.group(1).rstrip(" ,."), False
    year = _YEAR_PAREN.search(entry)
    if year and split_names(entry[: year.start()].rstrip(" ,.:")):
        return entry[: year.start()].rstrip(" ,.:"), False
    return _before_first_sentence(entry) or _leading_names(entry)


def _leading_names(entry: str) -> tuple[str, bool] | None:
    """ "S. Yoon, T. Moon, and R. Mehta, Channel estimation, IEEE TCOM 71 (2023)": the names
    the entry opens with, up to the first piece that is no name (the title). Two or more."""
    pieces = _LIST_SEPARATOR.split(entry)
    names: list[str] = []
    for piece in pieces:
        if not piece.strip() or not split_names(piece):
            break
        names.append(piece.strip())
    if len(names) < 2 or len(names) == len(pieces):
        return None
    return ", ".join(names), False


def _before_first_sentence(entry: str) -> tuple[str, bool] | None:
    """ "Seojin Yoon, Rahul Mehta, Taeho Moon. Title. Venue, 2023." (no quotes, no year in
    parentheses): the authors are the shortest text before a ". " that splits into names
    ("S. Yoon, R. Mehta. Title" passes the initials' own periods)."""
    for stop in _SENTENCE_END.finditer(entry):
        head = entry[: stop.start()].strip()
        if split_names(head):
            return head, False
    return None


# ACS, MDPI and Scopus exports: "Kim, Minjun; Pyo, Jihoon; Ra, Sunwoo. Title." or "Kook, H.;
# Maeng, D. Title." - family name, comma, given name or initials, authors split by semicolons.
_SEMICOLON_AUTHOR = re.compile(
    r"^\s*(?P<family>[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?),\s*"
    r"(?P<given>(?:[A-Z]\.\s?-?\s?){1,3}|[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’-]+)?)"
)


def _semicolon_authors(entry: str) -> list[str] | None:
    if ";" not in entry:
        return None
    names: list[str] = []
    for piece in entry.split(";"):
        found = _SEMICOLON_AUTHOR.match(piece)
        if found is None:
            return None
        names.append(clean_token(f"{found.group('given').strip()} {found.group('family')}"))
        if piece[found.end() :].strip(" ."):
            break  # the title follows the last author
    return names if len(names) >= 2 and all(is_name(name) for name in names) else None


# Chicago and MLA invert the first author only: "Han, Jiwoo, Pierre Moreau, and Kwame Osei".
_INVERTED_FIRST = re.compile(
    r"^(?P<family>[A-Z][\w'’-]+),\s*(?P<given>[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’.-]+)?)"
    r"(?:\s*,\s*(?:and\s+)?(?P<rest>.+))?$"
)
# "... Kwame Osei. 2020": Chicago's year follows the authors, before the quoted title.
_TRAILING_YEAR = re.compile(r"[.,]?\s*\(?(?:19|20)\d{2}[a-z]?\)?\s*$")
# moderncv and others print the title first: "“Title”, J. Han, N. Petrov and L. Ferrari, ...";
# "with" names the co-authors of the list's owner ("“Title”, with Yuki Tanabe and ...").
_TITLE_FIRST = re.compile(r"^[“\"‘«「『][^”\"’»」』]{3,}[”\"’»」』]\s*[,.:]?\s*")
_WITH = re.compile(r"^with\s+", re.IGNORECASE)


def _inverted_first(text: str) -> list[str] | None:
    found = _INVERTED_FIRST.match(text.strip())
    if found is None:
        return None
    first = clean_token(f"{found.group('given')} {found.group('family')}")
    if not is_name(first):
        return None
    rest = found.group("rest")
    if not rest:
        return [first]
    others = split_names(rest)
    return [first, *(name for name, _ in others)] if others else None


def title_first_names(entry: str) -> tuple[list[str], bool] | None:
    """(the authors after a leading quoted title, whether "with" leaves the owner implied)."""
    title = _TITLE_FIRST.match(entry)
    if title is None:
        return None
    rest = entry[title.end() :]
    implied = bool(_WITH.match(rest))
    rest = _WITH.sub("", rest, count=1)
    pieces = _LIST_SEPARATOR.split(rest)
    names: list[str] = []
    for piece in pieces:
        listed = split_names(piece) if piece.strip() else None
        if not listed or len(listed) != 1:
            break
        names.append(listed[0][0])
    if not names or len(names) == len(pieces):
        return None
    return names, implied


def entry_names(entry: str) -> list[str] | None:
    semicolons = _semicolon_authors(entry)
    if semicolons:
        return semicolons
    part = author_part(entry)
    if part is None:
        return None
    text, apa = part
    if apa:
        names = [f"{initials.strip()} {family}" for family, initials in _APA_AUTHOR.findall(text)]
        cleaned = [clean_token(name) for name in names]
        return cleaned if cleaned and all(is_name(name) for name in cleaned) else None
    text = _TRAILING_YEAR.sub("", text)
    found = split_names(text)
    if found:
        return [name for name, _ in found]
    return _inverted_first(text)


# An author list cut at the line end: the last author is still to come.
_OPEN_AUTHOR_LIST = re.compile(r"(?:,|&|\band)\s*$")


def entries(lines: list[Line]) -> list[tuple[str, Line, bool]]:
    """(entry text, first line, numbered): a numbered entry wrapped over several lines is
    joined until its title starts, as PDF CVs break long author lists; an unnumbered one
    (a hanging indent) is joined while its line ends inside the author list ("...,", "and")."""
    joined: list[tuple[str, Line, bool]] = []
    for line in lines:
        text = line.text.strip()
        numbered = bool(_NUMBERING.match(text))
        open_list = bool(joined) and (
            joined[-1][2] or bool(_OPEN_AUTHOR_LIST.search(joined[-1][0]))
        )
        if (
            joined
            and not numbered
            and not _SECTION_STOP.match(text)  # "REFERENCES" ends an entry, never continues it
            and open_list
            and not _TITLE_START.search(joined[-1][0])
            and not _YEAR_PAREN.search(joined[-1][0])
        ):
            joined[-1] = (f"{joined[-1][0]} {text}", joined[-1][1], joined[-1][2])
        else:
            joined.append((_NUMBERING.sub("", text, count=1).strip(), line, numbered))
    return joined


# A thesis's own chapter listing its author's papers; its reference list cites others' work.
_OWN_LIST_HEADING = re.compile(
    r"^\s*(?:[\dIVX]+\.?\s*)?(?:(?:list\s+of\s+)?(?:selected\s+)?publications?"
    r"(?:\s+(?:list|and\s+presentations|during\s+the\s+ph\.?\s*d\.?.*))?"
    # The sub-lists of a CV's publications: "Journal Articles", "Refereed Conference Papers".
    r"|(?:(?:international|domestic|refereed|peer[\s-]reviewed|selected)\s+)*"
    r"(?:journal|conference|workshop)s?(?:\s+(?:articles|papers|publications|proceedings))?"
    r"|preprints|book\s+chapters"
    r"|연\s*구\s*(?:업\s*적|실\s*적)(?:\s*목\s*록)?|(?:발\s*표|게\s*재)\s*논\s*문(?:\s*목\s*록)?"
    r"|논\s*문\s*(?:실\s*적|목\s*록)|(?:국\s*제|국\s*내)\s*학\s*술\s*(?:지|대\s*회)(?:\s*논\s*문)?"
    r"|학\s*술\s*(?:지|대\s*회)\s*(?:발\s*표\s*)?논\s*문)\s*:?\s*$",
    re.IGNORECASE,
)
_CHAPTER_AFTER = re.compile(
    r"^\s*(?:[\dIVX]+\.?\s*)?(?:acknowledge?ments?|감\s*사\s*의\s*(?:글|말)|appendix|부\s*록"
    r"|curriculum\s+vitae|이\s*력\s*서|abstract|국\s*문\s*초\s*록|요\s*약|초\s*록)\b",
    re.IGNORECASE,
)


def own_list_lines(lines: list[Line]) -> list[Line]:
    """The lines of a thesis chapter listing its author's publications ("List of
    Publications", "연구 업적"), up to the next chapter or reference list."""
    kept: list[Line] = []
    inside = False
    for line in lines:
        text = line.text.strip()
        if _OWN_LIST_HEADING.match(text):
            inside = True
            continue
        if inside and (_SECTION_STOP.match(text) or _CHAPTER_AFTER.match(text)):
            inside = False
        if inside:
            kept.append(line)
    return kept


_MIN_COLUMN_RUN = 3  # side-by-side lines in a row that make two columns, not a table row
# A left cell that only numbers or dates its row keeps the row whole: "2021 | Kim, M. ..."
_ROW_LABEL = re.compile(
    r"^\s*(?:\[?\s*[A-Z]?\d{1,3}\s*\]?[.)]?|(?:19|20)\d{2}(?:[.\-–]\s*\d{0,2})?[a-z]?|[•·▪◦\-–*])\s*$"
)


def column_streams(lines: list[Line]) -> list[Line]:
    """The lines in column reading order: a CV with a sidebar (contact, skills) beside its
    list prints both on shared baselines, so each text line reads "SKILLS<tab>[2] Lucas
    Moreira, ...". Where three lines or more in a row are two side-by-side cells, the right
    column's cells are read down first, then the left column's, so that an entry wrapped
    over several lines is whole again. A left cell that only numbers or dates its entry is
    part of the row, not a column."""
    result: list[Line] = []
    run: list[Line] = []

    def flush() -> None:
        if len(run) >= _MIN_COLUMN_RUN:
            result.extend(replace(line, cells=line.cells[1:]) for line in run)
            result.extend(replace(line, cells=line.cells[:1]) for line in run)
        else:
            result.extend(run)
        run.clear()

    for line in lines:
        two = (
            len(line.cells) == 2
            and not line.ocr
            and not _ROW_LABEL.match(line.cells[0].text)
            and (not run or run[-1].page == line.page)
        )
        if two:
            run.append(line)
            continue
        flush()
        result.append(line)
    flush()
    return result


def publication_authors(
    lines: list[Line], own: SelfMatcher, *, require_self: bool
) -> list[tuple[str, Line, int | None]]:
    """(co-author, the entry's first line, the entry's year) for every name of every entry
    that is the applicant's own (or a numbered CV entry listing two names or more)."""
    found: list[tuple[str, Line, int | None]] = []
    listed = entries(column_streams(lines))
    for position, (entry, line, numbered) in enumerate(listed):
        if _SECTION_STOP.match(line.text):
            break
        # A table row's author cell is the whole author list; the joined row is not an entry.
        names = _author_cell(line) if len(line.cells) > 1 and not line.ocr else None
        implied = False
        if not names:
            titled = title_first_names(_LEADING_YEAR.sub("", entry, count=1))
            if titled:
                names, implied = titled
        names = names or entry_names(_LEADING_YEAR.sub("", entry, count=1))
        if not names:
            names = _author_cell(line, entry)
            numbered = False
        if not names:
            continue
        anchored = implied or any(own.is_self(name) for name in names)
        if anchored or (not require_self and numbered and len(names) >= 2):
            year = _year_of(listed, position)
            found.extend((name, line, year) for name in names)
    return found


def _year_of(listed: list[tuple[str, Line, bool]], position: int) -> int | None:
    """The entry's year, or the first year on the unnumbered lines that continue it."""
    year = entry_year(listed[position][0])
    for text, _line, numbered in listed[position + 1 : position + 1 + _LOOKAHEAD_LINES]:
        if year is not None or numbered or entry_names(text):
            break
        year = entry_year(text)
    return year


def _author_cell(line: Line, entry: str | None = None) -> list[str] | None:
    """A table cell holding only the authors ("이도현, 배준호, 임지은"): one cell of a table row
    ("1 | Y. So, N. Ha, and W. Kam | Title | Venue | 2024"), or the whole entry."""
    candidates = [entry] if entry is not None else []
    if len(line.cells) > 1 and not line.ocr:
        candidates += [cell.text for cell in line.cells]
    for text in candidates:
        listed = split_names(text)
        if listed and len(listed) >= 2:
            return [name for name, _ in listed]
    return None
