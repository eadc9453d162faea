"""The co-authors an entry names after "with", the owner left out: "(with Yuki Tanabe and
Omar Haddad)" (and its Spanish, Portuguese, French and German words), ", joint with Peter
Scholze", a sentence "With Anna Berg and Tomas Lind.", an economist's clause ", with Anna
Berg, R&R ...", a line "with Anna Berg and Tomas Lind." under the title, and the Korean
"..., 박민수 공저".
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.publications.author_patterns import (
    GIVEN_FRAGMENT,
    LIST_SEPARATOR,
    SENTENCE_STOP,
)
from minesweeper.names.stopwords import LATIN_STOPWORDS

# "Attention for tables (with Yuki Tanabe and Omar Haddad), ICML 2017": the owner's list
# names only the others, anywhere in the entry. Spanish "(en coautoría con ...)", "(con
# ...)", Portuguese "(em coautoria com ...)", French "(en collaboration avec ...)", "(avec
# ...)", German "(mit ...)" alike.
_WITH_OPENING = (
    r"\((?:(?:joint(?:ly)?\s+(?:work\s+)?)?with|(?:en\s+coautor[íi]a\s+)?con"
    r"|(?:em\s+coautoria\s+)?com|(?:en\s+collaboration\s+)?avec|mit)\s+"
)
_WITH_PAREN = re.compile(_WITH_OPENING + r"([^()]+)\)", re.IGNORECASE)
# ... its bracket still open at the line's end: the names go on on the next line.
_WITH_PAREN_OPEN = re.compile(_WITH_OPENING + r"([^()]*)$", re.IGNORECASE)
_CUT_NAME_WORDS = 3  # the last piece of a wrapped list is a name cut short: a few words


# Mathematicians' "Title, joint with Peter Scholze, Invent. Math. 220 (2020)", unbracketed: the
# names run while the pieces after "joint with" are names; economists' "Title" / "- joint
# with A and B" on a line of its own.
_JOINT_WITH = re.compile(
    r"(?:[,;]|(?:^|\s)[-–—])\s*joint(?:ly)?\s+(?:work\s+)?with\s+", re.IGNORECASE
)


# Korean CVs name the others after the quoted title and before "공저" (written jointly), the
# owner left out: "“Title.” Rick Harbaugh, 박민수 공저, 2026.", "「제목」, 홍성욱 공저, ...".
_CO_WRITTEN = re.compile(r"[”\"」』]\s*[.,]?\s*(?P<names>[^“”\"「」『』]+?)\s*공\s*(?:동\s*)?저\b")


# Mathematicians' and physicists' CVs give the others in a sentence (or on a line, see
# `entries`) of their own after the title: "Title. With Anna Berg and Tomas Lind. Preprint
# (2021)", "Joint with Anna Berg." A lower-case "with" at a line's start goes on with a title.
_WITH_SENTENCE = re.compile(r"(?:^|(?<=[.!?])\s+)(?:(?i:joint(?:ly)?\s+(?:work\s+)?with)|With)\s+")


# ... or on a line of its own under the title, in lower case: "with Ana Berg and Tomas Lind.".
# Such a line is read only when it holds names and nothing else, since a title wrapped before
# its "with" also opens a line on it ("Living" / "with Risk and Uncertainty").
_WITH_LINE = re.compile(r"^with\s+(?P<names>[^.]+?(?:\s[A-Z]\.[^.]*?)*)\.?\s*$")


def _line_names(entry: str) -> list[str]:
    """The names of a line that is a lower-case "with" and names alone, else none."""
    line = _WITH_LINE.match(entry.strip())
    if line is None:
        return []
    names: list[str] = []
    for piece in LIST_SEPARATOR.split(line["names"]):
        named = split_names(piece) if piece.strip() else None
        if not named or len(named) != 1:
            return []
        names.append(named[0][0])
    return names


def _names_run(text: str) -> list[str]:
    """The names `text` opens with, up to the end of its sentence or the first piece that is
    not one name ("Anna Berg and Tomas Lind. Invent. Math." / "Peter Scholze, Invent. Math.")."""
    stop = SENTENCE_STOP.search(text)
    text = (text[: stop.start()] if stop else text).strip().rstrip(".")
    names: list[str] = []
    for piece in LIST_SEPARATOR.split(text):
        named = split_names(piece) if piece.strip() else None
        if not named:
            # The line under it run on into the last name ("... and Yuki Sato The Review").
            cut = _before_words(piece)
            named = split_names(cut) if cut else None
            names += [named[0][0]] if named and len(named) == 1 else []
            break
        if len(named) != 1:
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


def _before_words(piece: str) -> str | None:
    """The piece up to its first word that names no one ("The", "Review", "Conferences");
    None where it has none."""
    words = piece.split()
    for position, word in enumerate(words):
        if position and word[:1].isupper() and word.casefold() in LATIN_STOPWORDS:
            return " ".join(words[:position])
    return None


def _clause_names(text: str) -> list[str]:
    """The names of a "with" clause: its comma-separated pieces, each names alone, up to the
    first piece that is not ("Anna Berg and Tomas Lind, R&R Econometrica" / "an Application")."""
    end = _CLAUSE_END.search(text)
    names: list[str] = []
    for piece in (text[: end.start()] if end else text).split(","):
        listed = split_names(piece) if piece.strip() else None
        if not listed:
            # The line under the clause run on into it, no stop between ("... and Yuki Sato
            # The Review of Economics", "... with Yuki Sato Conferences and Seminars").
            cut = _before_words(piece)
            names += [name for name, _ in (split_names(cut) if cut else None) or []]
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
    names = _line_names(entry)
    if names:
        return names, True
    for clause in _WITH_CLAUSE.finditer(entry):
        names = _clause_names(entry[clause.end() :])
        if names:
            return names, True
    return None


def with_clause_open(text: str) -> bool:
    """Whether a line ends inside a "with" clause: on the "with", or on the given name of
    its last name ("..., [Job Market Paper] with Anna" / "Berg"), or inside a bracketed one
    whose names so far are names ("(with Ana Berg, Nathan J." / "Martin, and Tomas Lind).")."""
    opened = _WITH_PAREN_OPEN.search(text)
    if opened is not None:
        pieces = [piece.strip() for piece in LIST_SEPARATOR.split(opened.group(1))]
        pieces = [piece for piece in pieces if piece]
        return all(map(split_names, pieces[:-1])) and (
            not pieces or len(pieces[-1].split()) <= _CUT_NAME_WORDS
        )
    clauses = list(_WITH_CLAUSE.finditer(text))
    if not clauses:
        return False
    rest = text[clauses[-1].end() :].strip()
    if not rest:
        return True
    pieces = [piece.strip() for piece in LIST_SEPARATOR.split(rest)]
    return bool(GIVEN_FRAGMENT.match(pieces[-1])) and all(map(split_names, pieces[:-1]))
