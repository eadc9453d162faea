"""The author part of one publication entry, in the citation styles CVs copy.

IEEE ("M. Kim, J.-W. Lee, and S. Johnson, “Title,” ..."), APA ("Kim, M., Lee, J.-W., &
Johnson, S. (2022). Title."), Vancouver and Springer ("Kim M, Lee JW (2020) Title"), ACS
("Kim, M.; Lee, J."), Chicago and MLA (only the first author inverted), title-first entries
and Korean ("김민준, 박서연, “제목,” ..."). The author part is what precedes the title; every
piece of it must be a name.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import BOOK_ROLE, LIST_AND, split_names
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names.clean import HAN_CHARACTER, LATIN_CAPITALS, NAME_PARTICLES


def _capitals(pattern: str) -> str:
    """The pattern with "[A-Z]" standing for every Latin capital: authors' names open on
    "Ł", "Š" or "Ö" as often as on "L", "S" or "O"."""
    return pattern.replace("[A-Z]", f"[{LATIN_CAPITALS}]").replace("[A-Z-]", f"[{LATIN_CAPITALS}-]")


# A title opens on a quotation mark; Korean word processors often print the closing ” there
# too ("정성조, 정용림. 2022. ”제목.”"): one after a stop and a space opens a title.
TITLE_START = re.compile(r"[“\"‘«「『]|(?<=[.,:]\s)”(?=\S)")
YEAR_PAREN = re.compile(r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)")
# Long lists leave authors out with an ellipsis ("Farrell, U., ... Lipp, A. ... Hall, I."):
# it separates two names like a comma.
# A French list joins its last author by "et" ("Jacob, S., et Ratté, S."), as others by their
# own "and".
_LIST_SEPARATOR = re.compile(
    rf"\s*(?:,?\s*(?:\.\s?\.\s?\.|…)\s*,?\s*|,\s*(?:{LIST_AND}\s+|&\s*)?"
    rf"|(?:\s+|(?<=\s)){LIST_AND}\s+|\s*&\s*)"
)
# Where an author list ends and the title begins: ". " (IEEE-less styles, arXiv), ": " (LNCS
# with full names, DBLP), " - " (Google Scholar rows: "J Han, F Costa - Pattern Recognition").
_AUTHORS_END = re.compile(r"\.\s+|:\s+|\s+[-–—]\s+")
# A family name, with the particles that open it in Dutch, German, French, Spanish, Italian,
# Portuguese and Arabic names ("van der Berg", "de Vries", "Van Dijk", "dos Santos", "al-").
FAMILY = _capitals(rf"(?:(?i:{NAME_PARTICLES})\s+){{0,3}}" r"[A-Z][\w'’-]+")
# Initials may be hyphenated, the second in lower case ("Chiang, J. H.-y.", "Lee, J.-w."), the
# first without its period ("Garde-Turner, J-M."), the last without it before a comma ("Lipp,
# A. G, & Berg, T."). A surname may be two words ("Brenner Cole, A.") where it opens the list
# or follows a separator or the initials before it (after "Invited talk" it is one word), and
# a comma after an author's initials may be left out ("Varga, I. Han, J., ..."). So may the
# comma between a family name and its dotted initials, in lists that mix the two ("Kazemi, A.,
# Mirian M.S., Lee S., & Nouri, S."); the list may open on such an author where a comma
# follows the initials ("Arani K.S., Kazemi, A., ...").
# Two initials may share one period ("Wolde GT.", "Ureña GT., ...").
_INITIALS = _capitals(
    r"(?:(?:[A-Z]|(?<=-)[a-z])(?:\.\s?-?\s?|-(?=[A-Z]\.)|(?=,)|(?=[A-Z]\.))){1,3}"
)
_TWO_WORD_OPENING = _capitals(r"(?:^|(?<=[,;&]\s)|(?<=\b[A-Z]\.\s))[A-Z][\w'’-]+\s")
_APA_AUTHOR = re.compile(
    _capitals(rf"((?:{_TWO_WORD_OPENING})?{FAMILY})(?:,\s*|\s(?=[A-Z]{{1,2}}\.))({_INITIALS})")
)
# The first family name may be two words before its comma ("Ureña Soto, J.D., Marra, D.M.");
# without the comma, two words are a family and a given name ("Shaffer Rachel M., ...").
_APA_START = re.compile(
    _capitals(
        rf"^(?:{FAMILY}(?:,\s*[A-Z][.-]|\s(?:[A-Z]\.-?\s?){{1,3}},\s)"
        rf"|[A-Z][\w'’-]+\s{FAMILY},\s*[A-Z][.-])"
    )
)
# The list's owner may print their own name in full among the inverted others ("Ouimet, M.,
# Adrien Cloutier, Côté, A., et Ratté, S."): between two of them, or last. Before a title
# ("Ghetti, S., Hippocampal Function and Memory") no inverted author follows.
_FULL_NAME_AMONG = _capitals(
    r"(?:^|(?<=,\s)|(?<=&\s)|(?<=\band\s)|(?<=\bet\s))[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+){1,2}"
    r"(?!,\s*[A-Z]\.)(?=\s*(?:(?:,\s*(?:&\s*|(?:and|et)\s+)?|\s(?:&|and|et)\s+)"
    rf"{FAMILY}(?:,\s*|\s)[A-Z]\.|\.(?:\s|$)|$))"
)
# Ecology lists may print the last author alone initials first, after its "and": "Cho, H.,
# Lund, P., and S. E. Roy. 2016."
_LAST_INITIALS_FIRST = _capitals(
    r"(?:(?<=\band\s)|(?<=&\s))(?:[A-Z]\.\s?-?){1,3}\s?[A-Z][\w'’-]+(?=\.(?:\s|$)|\s*\(|\s*$)"
)
_APA_PIECE = rf"(?:{_APA_AUTHOR.pattern}|{_FULL_NAME_AMONG}|{_LAST_INITIALS_FIRST})"
_APA_RUN = re.compile(rf"^{_APA_PIECE}(?:(?:{_LIST_SEPARATOR.pattern}|\s*){_APA_PIECE})+")
_APA_NAMES = re.compile(rf"{_APA_AUTHOR.pattern}|({_FULL_NAME_AMONG}|{_LAST_INITIALS_FIRST})")
# "Kim M, Lee JW. Title." and Springer's "Kim M, Lee JW (2020) Title", initials hyphenated
# ("Kim M-J") or marked ("Kim M*"). A family name after the period makes a single letter a
# middle initial ("Jiwoo K. Han, ..."), not Vancouver; two letters ("Han DW. Statins and
# stroke") are initials whatever follows. The family name after the period may be two words
# ("Marco A. Vidal de Oca, ..."); so may an author's own ("Vidal Ortega MJ", "De Wit MG"), with
# up to four initials ("Aragão LEOC").
_VANCOUVER = re.compile(
    _capitals(
        r"^((?:" + FAMILY + r"(?:\s[A-Z][\w'’-]+)?\s[A-Z](?:-?[A-Z]){0,3}[*†‡§¶#]*"
        r"(?:,\s*|(?<=[A-Z-][A-Z])\.\s|"
        rf"\.\s(?!{FAMILY}(?:\s{FAMILY})?"
        r"(?:,|\s+and\s+[A-Z]))|\s(?=\()))+)"
    )
)


def author_part(entry: str) -> tuple[str, bool] | None:
    """(the author segment, whether it is APA "Family, I." style) of one entry."""
    if _APA_START.match(entry):
        year = YEAR_PAREN.search(entry)
        if year:
            return entry[: year.start()], True
        # "Kim, M., Park, S. Graph learning. IEEE T-ITS." (the year printed before or after):
        # the authors run as long as "Family, I." pieces follow one another. Where none
        # follows, the others may be printed initials first ("Kim, M., J. Lee. 2020.").
        run = _APA_RUN.match(entry)
        if run:
            return run.group(0), True
    quote = TITLE_START.search(entry)
    if quote:
        return entry[: quote.start()].rstrip(" ,.:"), False
    vancouver = _VANCOUVER.match(entry)
    if vancouver:
        return _list_end(vancouver.group(1)), False
    dated = _author_date(entry)
    if dated:
        return dated[0], False
    year = YEAR_PAREN.search(entry)
    if year and split_names(_list_end(entry[: year.start()])):
        return _list_end(entry[: year.start()]), False
    return _before_authors_end(entry) or _leading_names(entry)


# Chicago's and ACM's author-date entries print the year as a sentence of its own after the
# authors: "Berg, Anna, Tomas Lind, and Kira Moss. 2021. Title." / "김가람, 이나래. 2022. 제목."
_YEAR_SENTENCE = re.compile(r"[.,]\s*\(?((?:19|20)\d{2})[a-z]?\)?\.(?=\s|$)")


def _author_date(entry: str) -> tuple[str, int] | None:
    """(the authors, the year) of an author-date entry: the text before its first year
    sentence, when every piece of it is a name (the first author may be inverted)."""
    found = _YEAR_SENTENCE.search(entry)
    if found is None:
        return None
    head = entry[: found.start()].strip()
    if not head or not (split_names(head) or _inverted_first(head) or _inverted_lead(head)):
        return None
    return head, int(found.group(1))


def author_date_year(entry: str) -> int | None:
    """The year printed right after an entry's authors (Chicago, ACM): the entry's own, where
    its title may print other years ("2030 여성들의 ...")."""
    dated = _author_date(entry)
    return dated[1] if dated else None


# "Choi S.Y." keeps the period of its last initial; "Park S." before a title does not.
_DOTTED_INITIALS_END = re.compile(_capitals(r"\b[A-Z]\.-?[A-Z]\.$"))


def initialled_name(initials: str, family: str) -> str:
    """An author's initials and family name as one name, initials first ("M.G. De Wit"). A
    French "M." before a capitalised particle reads as "Monsieur" to `clean_token` ("M. De
    Wit", "M. Le Roy"): in an author list it is the initial, kept in the printed order then."""
    name = clean_token(f"{initials.strip()} {family}")
    if len(name.split()) < len(family.split()) + 1:
        return clean_token(f"{family} {initials.strip()}")
    return name


def _list_end(text: str) -> str:
    """The author list without the punctuation that closes it."""
    text = text.rstrip(" ,:")
    return text if _DOTTED_INITIALS_END.search(text) else text.rstrip(" ,.:")


def _leading_names(entry: str) -> tuple[str, bool] | None:
    """ "S. Yoon, T. Moon, and R. Mehta, Channel estimation, IEEE TCOM 71 (2023)": the names
    the entry opens with, up to the first piece that is no name (the title). Two or more."""
    pieces = _LIST_SEPARATOR.split(entry)
    names: list[str] = []
    titled = False  # a title follows the names
    for piece in pieces:
        if not piece.strip() or not split_names(piece) or _breaks_initials(names, piece):
            last = _last_before_title(names, piece)
            names += [last] if last else []
            titled = True
            break
        names.append(piece.strip())
    if len(names) < 2 or not titled:
        return None
    return ", ".join(names), False


# "J K Han Stochastic modelling of ...": an initialled name, then the title's first word.
_INITIALS_THEN_FAMILY = r"(?:[A-Z]\.?\s?-?){1,3}\s?[A-Z][\w'’-]+"
_NAME_THEN_TITLE = re.compile(_capitals(rf"^\s*({_INITIALS_THEN_FAMILY})\s+(?=[A-Z])"))
# A name abbreviated to its initials, undotted ones included: "PW Okafor", "H. Pei", "Kim MJ".
_INITIALLED = re.compile(_capitals(rf"^\s*{_INITIALS_THEN_FAMILY}\s*$|\s(?:[A-Z]\.?){{1,3}}\s*$"))


def _last_before_title(names: list[str], piece: str) -> str | None:
    """The last author of a list of initialled names whose title follows it without a stop
    ("H. Pei, PW Okafor, J K Han Stochastic modelling of ..."): its initials and one word."""
    found = _NAME_THEN_TITLE.match(piece)
    if not names or not all(map(_INITIALLED.search, names)) or found is None:
        return None
    listed = split_names(found.group(1))
    return found.group(1) if listed and len(listed) == 1 else None


# A name abbreviated to its initials, before the family name ("J. Han", "P-E. Varga") or
# after it ("Malhi Y", "Kim MJ", "Fonseca L.D.M"); a middle initial ("Mira E. Kahn") is none.
_INITIAL = re.compile(_capitals(r"^[A-Z][.-]|(?:^|\s)(?:[A-Z]\.?){1,3}$"))


def _breaks_initials(names: list[str], piece: str) -> bool:
    """Whether a piece without initials follows two names or more that give their initials
    alone ("J. Han, H. Cho, Integrative Proteomic and ..."): it is the title's opening, not
    one more author. One such name may be the owner's among full ones ("M. Kim, Ansel
    Brook")."""
    return len(names) >= 2 and all(map(_INITIAL.search, names)) and not _INITIAL.search(piece)


def _title_among(names: list[str]) -> bool:
    """Whether a name of the list breaks the run of initialled names before it."""
    return any(_breaks_initials(names[:position], name) for position, name in enumerate(names))


_MIDDLE_INITIAL = re.compile(_capitals(r"\b[A-Z][^\W\d_]+\s[A-Z]$"))
# The family name after a middle initial's period: one word, or a word and a particle's
# family ("Vidal de Oca"), then the list goes on or ends, the entry's last stop included
# ("..., and Harold B. White.").
_FAMILY_NEXT = re.compile(
    rf"{FAMILY}(?:\s{FAMILY})?" + r"(?:\s*[,;]|\s+and\b|\s*&|\.(?:\s|$)|\s*$)"
)


def _before_authors_end(entry: str) -> tuple[str, bool] | None:
    """ "Seojin Yoon, Rahul Mehta, Taeho Moon. Title. Venue, 2023." (no quotes, no year in
    parentheses): the authors are the shortest text before a ". ", ": " or " - " that splits
    into names ("S. Yoon, R. Mehta. Title" passes the initials' own periods)."""
    for stop in _AUTHORS_END.finditer(entry):
        head = entry[: stop.start()].strip()
        if _MIDDLE_INITIAL.search(head) and _FAMILY_NEXT.match(entry[stop.end() :]):
            continue  # "Jiwoo K. Han, ...": the period ends a middle initial, not the list
        listed = split_names(head)
        if listed and _title_among([name for name, _ in listed]):
            continue  # "T. Berg, P. Lund, GraphKit Pipeline: a tool": the colon is the title's
        if listed or _inverted_first(head):
            return head, False
    return None


# ACS, MDPI and Scopus exports: "Kim, Minjun; Pyo, Jihoon; Ra, Sunwoo. Title." or "Kook, H.;
# Maeng, D. Title." - family name, comma, given name or initials, authors split by semicolons.
# An author may drop the comma before dotted initials ("Kook, H.; Carone L.; Maeng, D.").
# Spanish lists abbreviate the first of two surnames ("Fdez. Galán, I.", "Glez. Ruiz, M.").
_SEMICOLON_AUTHOR = re.compile(
    _capitals(
        rf"^\s*(?P<family>(?:[A-Z][a-z]{{1,4}}\.\s)?{FAMILY}(?:\s[A-Z][\w'’-]+)?)"
        r"(?:,\s*|\s(?=[A-Z]\.))"
        r"(?P<given>(?:[A-Z]\.\s?-?\s?){1,3}|[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’-]+)?"
        r"|[A-Z](?=\s*$))"  # "Bitsch, B;": an initial whose period was left out
    )
)


# Lists of hundreds of authors leave out the middle, the owner's neighbours printed around
# the gap: "Varga, I.; [. . . ]; Han, J.; [...]; Berg, T.".
_ELIDED = re.compile(r"\s*\[?\s*(?:…|\.\s?\.\s?\.)\s*\]?\s*")


def _semicolon_authors(entry: str) -> list[str] | None:
    if ";" not in entry:
        return None
    names: list[str] = []
    pieces = entry.split(";")
    if not pieces[-1].strip():
        pieces.pop()  # "...; Mollière, P.;": the list goes on on the next line
    for piece in pieces:
        if _ELIDED.fullmatch(piece):
            continue  # "...; Han, J.; [. . . ]; Berg, T.": authors left out between two
        found = _SEMICOLON_AUTHOR.match(piece)
        if found is None:
            return None
        names.append(clean_token(f"{found.group('given').strip()} {found.group('family')}"))
        if piece[found.end() :].strip(" ."):
            break  # the title follows the last author
    return names if len(names) >= 2 and all(is_name(name) for name in names) else None


# Every author inverted, given names in full: "Kim, Min-Jun, Park, Seo-Yeon, and Lee, Jae-Won
# (2020). Title." The pairs run up to the year, the title's period or the end.
_FAMILY_GIVEN = _capitals(r"([A-Z][\w'’-]+),\s*([A-Z][^\W\d_]+(?:[-‐][A-Za-z][^\W\d_]+)?)")
_PAIR = re.compile(_FAMILY_GIVEN)
_INVERTED_PAIRS = re.compile(
    rf"^{_FAMILY_GIVEN}(?:{_LIST_SEPARATOR.pattern}{_FAMILY_GIVEN})+"
    r"(?=\s*[.(]|\s*$|,\s*(?:19|20)\d{2})"
)


def _inverted_pairs(entry: str) -> list[str] | None:
    run = _INVERTED_PAIRS.match(entry.strip())
    if run is None:
        return None
    names = [clean_token(f"{given} {family}") for family, given in _PAIR.findall(run.group(0))]
    return names if all(is_name(name) for name in names) else None


# Chicago and MLA invert the first author only: "Han, Jiwoo, Pierre Moreau, and Kwame Osei".
_INVERTED_FIRST = re.compile(
    # A student co-author is starred after the given name ("Rouse, Lauren*, and ...").
    _capitals(r"^(?P<family>[A-Z][\w'’-]+),\s*(?P<given>[A-Z][\w'’-]+(?:[\s-][A-Z][\w'’.-]+)?)")
    + r"[*∗†‡]*"
    + r"(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?P<rest>.+))?$"
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
    ended = _before_authors_end(rest)
    if ended:  # "“Title.” Jiwoo Han, Oscar Lind, Pavel Novak. Venue 2013."
        listed = split_names(ended[0])
        if listed:
            return [name for name, _ in listed], implied
    pieces = _LIST_SEPARATOR.split(rest)
    names: list[str] = []
    consumed, closed = 0, False
    for piece in pieces:
        listed = split_names(piece) if piece.strip() else None
        # One name to a piece, unless a middle dot joins them ("김민준·윤세아 공저"): a title
        # word after a comma could read as a run of two-syllable names.
        if not listed or (len(listed) != 1 and "·" not in piece):
            break
        names.extend(name for name, _ in listed)
        consumed += 1
        if BOOK_ROLE.search(piece):
            closed = True  # the publisher follows ("..., 김민준·윤세아 공저, 박영사, 2017")
            break
    if not names or (consumed == len(pieces) and not closed):
        return None
    return names, implied


_SENTENCE_STOP = re.compile(r"(?<=[^\W\d_]{2})\.\s+")


def title_then_names(entry: str) -> list[str] | None:
    """ "Fast joins on graphs. Minjun Kim, Seoyeon Park. VLDB 2021.": an unquoted title, then
    the authors up to the next stop. Only a list naming the applicant is one (the caller's
    check), since any two capitalised words after a title could read as a name."""
    first = _SENTENCE_STOP.search(entry)
    if first is None:
        return None
    ended = _before_authors_end(entry[first.end() :])
    listed = split_names(ended[0]) if ended else None
    return [name for name, _ in listed] if listed else None


# "Attention for tables (with Yuki Tanabe and Omar Haddad), ICML 2017": the owner's list
# names only the others, anywhere in the entry.
_WITH_PAREN = re.compile(r"\((?:joint(?:ly)?\s+(?:work\s+)?)?with\s+([^()]+)\)", re.IGNORECASE)


# Mathematicians' "Title, joint with Peter Scholze, Invent. Math. 220 (2020)", unbracketed: the
# names run while the pieces after "joint with" are names.
_JOINT_WITH = re.compile(r"[,;]\s*joint(?:ly)?\s+(?:work\s+)?with\s+", re.IGNORECASE)


# Korean CVs name the others after the quoted title and before "공저" (written jointly), the
# owner left out: "“Title.” Rick Harbaugh, 박민수 공저, 2026.", "「제목」, 홍성욱 공저, ...".
_CO_WRITTEN = re.compile(r"[”\"」』]\s*[.,]?\s*(?P<names>[^“”\"「」『』]+?)\s*공\s*(?:동\s*)?저\b")


# Mathematicians' and physicists' CVs give the others in a sentence (or on a line, see
# `entries`) of their own after the title: "Title. With Anna Berg and Tomas Lind. Preprint
# (2021)", "Joint with Anna Berg." A lower-case "with" at a line's start goes on with a title.
_WITH_SENTENCE = re.compile(r"(?:^|(?<=[.!?])\s+)(?:(?i:joint(?:ly)?\s+(?:work\s+)?with)|With)\s+")


def _names_run(text: str) -> list[str]:
    """The names `text` opens with, up to the end of its sentence or the first piece that is
    not one name ("Anna Berg and Tomas Lind. Invent. Math." / "Peter Scholze, Invent. Math.")."""
    stop = _SENTENCE_STOP.search(text)
    text = (text[: stop.start()] if stop else text).strip().rstrip(".")
    names: list[str] = []
    for piece in _LIST_SEPARATOR.split(text):
        named = split_names(piece) if piece.strip() else None
        if not named or len(named) != 1:
            break
        names.append(named[0][0])
    return names


# Economists' working papers name the others in a clause after the title: "Trade and Growth,
# with Anna Berg, R&R American Economic Review", "Title, [Job Market Paper] with Anna Berg".
# The clause opens on "with" after a comma or a closing bracket and runs to a bracket, a
# sentence's stop or the end; every comma-separated piece of it up to the first that is not
# is names alone. A title's own "with" is followed by words that are no names ("Living with
# Risk, with an Application to Insurance"), and a titled name is a host ("Visiting Scholar,
# MIT, with Prof. Anna Berg", see `labels.inner_hosts`).
_WITH_CLAUSE = re.compile(
    r"(?:,|[)\]])\s*with(?:\s+(?!(?:prof(?:essor)?|dr)\b)|\s*$)", re.IGNORECASE
)
_CLAUSE_END = re.compile(r"[(\[\])]|(?<=[^\W\d_]{2})\.(?=\s|$)")
_CLOSING_AND = re.compile(r"(?:^|\s)(?:and|&)\s", re.IGNORECASE)


def _clause_names(text: str) -> list[str]:
    """The names of a "with" clause: its comma-separated pieces, each names alone, up to the
    first piece that is not ("Anna Berg and Tomas Lind, R&R Econometrica" / "an Application")."""
    end = _CLAUSE_END.search(text)
    names: list[str] = []
    for piece in (text[: end.start()] if end else text).split(","):
        listed = split_names(piece) if piece.strip() else None
        if not listed:
            break
        names += [name for name, _ in listed]
        if _CLOSING_AND.search(piece):
            break  # "..., and Tomas Lind, J. Anal. Math.": the list ends with its "and"
    return names


def with_names(entry: str) -> tuple[list[str], bool] | None:
    """(the names of a parenthesized "(with ...)", an unbracketed ", joint with ...", a
    sentence "With ...", a clause ", with ..." or a Korean "... 공저", True: the owner is
    implied)."""
    found = _WITH_PAREN.search(entry)
    listed = split_names(found.group(1)) if found else None
    if listed:
        return [name for name, _ in listed], True
    written = _CO_WRITTEN.search(entry)
    listed = split_names(written.group("names")) if written else None
    if listed:
        return [name for name, _ in listed], True
    for marker in (_JOINT_WITH, _WITH_SENTENCE):
        joint = marker.search(entry)
        names = _names_run(entry[joint.end() :]) if joint else []
        if names:
            return names, True
    for clause in _WITH_CLAUSE.finditer(entry):
        names = _clause_names(entry[clause.end() :])
        if names:
            return names, True
    return None


def _with_clause_open(text: str) -> bool:
    """Whether a line ends inside a "with" clause: on the "with", or on the given name of
    its last name ("..., [Job Market Paper] with Anna" / "Berg")."""
    clauses = list(_WITH_CLAUSE.finditer(text))
    if not clauses:
        return False
    rest = text[clauses[-1].end() :].strip()
    if not rest:
        return True
    pieces = [piece.strip() for piece in _LIST_SEPARATOR.split(rest)]
    return bool(_GIVEN_FRAGMENT.match(pieces[-1])) and all(map(split_names, pieces[:-1]))


# Title-first entries without quotes: "Flux reconstruction for conservation laws, Anna Berg,
# Tomas Lind, and Kira Moss, J. Comput. Phys. 467 (2022)". The title's pieces are no names
# ("Wealth, Returns, and Taxation"); the authors are the run of pieces that are one name each.
# The piece before them ends a title, of a few words: a role of one or two ("Staff & Problem
# Writer, Hacking Contest", "Organizer, A and B, Winter School") lists no authors, and a
# labelled name ("PIs: Anna Berg") opens a list of something else.
_LABELLED = re.compile(r"[:：]\s*(?P<name>[^:：]+)$")
_TITLE_WORDS = 3


def _ends_a_title(piece: str) -> bool:
    labelled = _LABELLED.search(piece)
    if labelled and split_names(labelled.group("name")):
        return False
    return len(piece.split()) >= _TITLE_WORDS


def names_after_title(entry: str) -> list[list[str]]:
    """The runs of two names or more that follow a piece of title in an entry."""
    runs: list[list[str]] = []
    run: list[str] = []
    titled = False  # the piece before the run ends a title
    for piece in _LIST_SEPARATOR.split(entry):
        listed = split_names(piece) if piece.strip() else None
        if listed is not None and len(listed) == 1:
            run.append(listed[0][0])
            continue
        if titled and len(run) >= 2:
            runs.append(run)
        titled = _ends_a_title(piece)
        run = []
    if titled and len(run) >= 2:
        runs.append(run)
    return runs


# An author list cut at the line end: the last author is still to come.
_OPEN_END = re.compile(r"(?:,|;|&|\band)\s*$")
_GIVEN_FRAGMENT = re.compile(
    _capitals(
        r"^[A-Z][^\W\d_]+(?:[-‐][A-Z][^\W\d_]+)?$|^(?:[A-Z][^\W\d_.]*\.?\s)*[A-Z][^\W\d_]*[-‐]$"
    )
)
_BROKEN_WORD = re.compile(r"(?<=[^\W\d_])[-‐]$")


def author_list_open(text: str) -> bool:
    """Whether a line ends inside its author list: after a separator ("...,", "and"), in an
    APA list before its "(2019)", or on a given name or a hyphen-broken name whose rest is on
    the next line ("Jiwoo Han, Nikolai" / "Petrov, and ..."): every piece before it a name;
    or inside a "with" clause after a title."""
    if _OPEN_END.search(text) or _with_clause_open(text):
        return True
    if _APA_START.match(text) and not YEAR_PAREN.search(text):
        # Open only while nothing but authors is on the line: "Kim, M.; Lee, J. Title.
        # Mathematics 2021, 9, 12." (MDPI) prints its year without brackets and is whole.
        run = _APA_RUN.match(text) or _APA_AUTHOR.match(text)
        return run is None or not text[run.end() :].strip(" .,")
    pieces = [piece.strip() for piece in _LIST_SEPARATOR.split(text.strip())]
    if len(pieces) < 2 or not _GIVEN_FRAGMENT.match(pieces[-1]):
        return False
    return all(split_names(piece) for piece in pieces[:-1])


# The family name a line opens with when the line above broke a name: a word, then the list
# goes on ("Malka, Hana Cho, ...", "Lind, and ...") or the line ends.
_FAMILY_OPENING = re.compile(
    r"^\s*(?P<family>[A-Z][\w'’-]+)(?:\s*(?:,|;|&|\band\b)\s*(?:(?:and|&)\s+)?(?P<rest>.*)|\s*$)"
)


def name_wraps(head: str, tail: str) -> bool:
    """Whether a title-first entry's author list breaks inside a name at the line's end:
    "..., Minjun Kim, Oren" / "Malka, ..." (a given name alone), or "..., Hana Piet" / "Cho,
    and Ilsa Varga, ..." (a name's shape, whose family name the next line opens with, the
    list going on after it: a venue on the next line is no family name)."""
    found = _FAMILY_OPENING.match(tail)
    pieces = [piece.strip() for piece in _LIST_SEPARATOR.split(head.strip())]
    if found is None or len(pieces) < 2 or len(split_names(pieces[-2]) or []) != 1:
        return False
    if not is_name(clean_token(f"{pieces[-1]} {found.group('family')}")):
        return False
    if _GIVEN_FRAGMENT.match(pieces[-1]):
        return True
    following = _LIST_SEPARATOR.split((found.group("rest") or "").strip(), maxsplit=1)[0]
    return bool(following and split_names(following))


# Chinese and Japanese set no spaces between words: a line end inside their text is none
# either ("指導教員である川原" / "純准教授" is "川原純准教授").
_UNSPACED_SCRIPT = re.compile(rf"{HAN_CHARACTER}|[\u3040-\u30ff]")


def join_wrapped(head: str, tail: str) -> str:
    """Two lines of one entry as one text: a word broken at the line end ("Mar-" "tins") is
    whole again; a hyphen before a capital is the name's own ("Jae-" "Won")."""
    if _BROKEN_WORD.search(head):
        return head[:-1] + tail if tail[:1].islower() else head + tail
    if _UNSPACED_SCRIPT.fullmatch(head[-1:]) and _UNSPACED_SCRIPT.fullmatch(tail[:1]):
        return head + tail
    return f"{head} {tail}"


# The words that name an entry's authors, as a field or a column heading: "저자", "주저자",
# "교신저자", "Authors"; `co` marks those that name only the others ("공동저자", "Co-authors").
AUTHOR_WORDS = (
    r"(?:(?P<co>공\s*동\s*저\s*자|공\s*저\s*자|참\s*여\s*(?:저\s*)?자|co-?\s?authors?)"
    r"|(?:제\s*1\s*|주\s*|교\s*신\s*|first\s+|corresponding\s+|lead\s+)?"
    r"(?:저\s*자(?:\s*명)?|authors?))(?:\s*\(s\))?"
)

# Entries written as fields: "공저자: 정다은, 김민준 / 논문명: ... / 게재지: ...",
# "Authors: M. Kim, S. Park | Title: ..." (table cells, joined by two spaces). The field ends
# at the next separator.
_AUTHOR_FIELD = re.compile(
    rf"(?:^|[/|;(]\s*|\s{{2,}}){AUTHOR_WORDS}\s*[:：]\s*(?P<names>[^/|;:：()]+?)\s*"
    r"(?=[/|;)]|\s{2,}|$)",
    re.IGNORECASE,
)
# Korean forms list an entry's fields between slashes: "제목 / 김민준, 윤태호 / 학술지 / 2021".
_SLASHED_FIELD = re.compile(r"\s+/\s+")


def _field_authors(entry: str) -> list[str] | None:
    """The authors of an entry written as fields: a labelled field ("공저자: A, B", "(Authors:
    A, B)"), or the one slash-separated field that is a list of names."""
    found = _AUTHOR_FIELD.search(entry)
    if found is not None:
        listed = split_names(found.group("names").strip(" ,."))
        return [name for name, _ in listed] if listed else None
    fields = _SLASHED_FIELD.split(entry)
    lists = [
        listed
        for field in fields
        # A list is separated by commas or middle dots: a title's words are not.
        if re.search(r"[,·]", field)
        and (listed := split_names(field.strip(" ,.")))
        and len(listed) >= 2
    ]
    return [name for name, _ in lists[0]] if len(fields) >= 3 and len(lists) == 1 else None


# Where a chapter or proceedings entry names its book's editors: "...: Title. In: Biere, A.,
# Parker, D. (eds.) CAV 2020", "(Hrsg.)", "edited by". They edited the book, they are no authors.
_EDITORS = re.compile(r"[.:]\s+In[:\s]|\((?:eds?|hrsg|coords?)\.?\)|\bedited\s+by\b", re.I)


# Physics CVs invert the first author alone, close it with a semicolon or join the second
# with "and", and print the others initials first: "Varga, I.; J. Han, O. Malka, (2007)",
# "Cho, H. and J. Han (2003)". Economics (AEA) and ecology (ESA) lists do the same after a
# comma: "Berg, T. A., J. Han, and O. Malka. 2019." - initials after the comma, where APA
# prints a family name ("Berg, T. A., Han, J.").
_INITIALS_FIRST = _capitals(r"(?:[A-Z]\.\s?-?){1,3}\s?[A-Z][\w'’-]")
_INVERTED_LEAD = re.compile(
    rf"^\s*(?P<family>{FAMILY}),\s*(?P<initials>{_INITIALS})\s*"
    rf"(?:;|\band\b|&|,(?=\s*{_INITIALS_FIRST}))\s*(?P<rest>.+)$"
)


def _inverted_lead(text: str) -> list[str] | None:
    found = _INVERTED_LEAD.match(text)
    listed = split_names(_list_end(found.group("rest"))) if found else None
    # Each of the others a name of two words or more: "Kim, M. and Park, S." is APA.
    if found is None or not listed or any(len(name.split()) < 2 for name, _ in listed):
        return None
    first = initialled_name(found.group("initials"), found.group("family"))
    return [first, *(name for name, _ in listed)] if is_name(first) else None


def entry_names(entry: str) -> list[str] | None:
    fields = _field_authors(entry)
    if fields:
        return fields
    semicolons = _semicolon_authors(entry)
    if semicolons:
        return semicolons
    pairs = _inverted_pairs(entry)
    if pairs:
        return pairs
    part = author_part(entry)
    if part is None:
        return None
    text, apa = part
    text = _EDITORS.split(text, maxsplit=1)[0]
    lead = _inverted_lead(text)
    if lead:
        return lead
    if apa:
        # "KIM, M., SMITH, J. & JONES, D.": family names in capitals read as names in Title case.
        cleaned = [
            clean_token(full)
            if full
            else initialled_name(initials, family.title() if family.isupper() else family)
            for family, initials, full in _APA_NAMES.findall(text)
        ]
        return cleaned if cleaned and all(is_name(name) for name in cleaned) else None
    text = _TRAILING_YEAR.sub("", text)
    found = split_names(text)
    if found:
        return [name for name, _ in found]
    return _inverted_first(text)
