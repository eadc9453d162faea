"""A name with the member's rank or employer printed straight after it, with no comma.

Jury and committee pages print "Élise Varga-Roux Maîtresse de conférences", "Prof.dr. J. van
Dam  Delft University", or set the rank in the name's column two spaces after it ("Andreas
Lind  Professeur, Uppsala University"): the name is the run of words before the rank.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.labels import ACADEMIC_TITLE
from minesweeper.extractors.text.lines import COLUMN_GAP
from minesweeper.extractors.text.organisations import names_an_organisation
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names.clean import without_titles
from minesweeper.names.stopwords import LATIN_STOPWORDS

__all__ = ["before_rank_column", "name_then_rank", "rank_after_gap", "rank_alone"]


# What a jury or committee page prints straight after a member's name, with no comma: the
# rank ("Professeur", "Maîtresse de conférences", "mcf", "Associate Professor"), the role
# word of a director, or the employer ("Université de Lille").
_RANK_AFTER = re.compile(r"^(?:mcf|pu(?:-ph)?|direct(?:eur|rice))\b", re.IGNORECASE)


def rank_alone(part: str) -> bool:
    """A piece that is a rank and nothing else: "Senior Researcher", "Professeur"."""
    rank = ACADEMIC_TITLE.match(part)
    return rank is not None and not part[rank.end() :].strip(" .,")


def rank_after_gap(part: str) -> bool:
    """A column gap (two spaces or a tab) in the piece, then a rank or an employer."""
    column = COLUMN_GAP.split(part.strip(), maxsplit=1)
    return len(column) == 2 and _opens_on_rank_or_employer(column[1])


def before_rank_column(text: str) -> str:
    """The text before a column gap that a rank or an employer follows ("Andreas Lind
    Professeur, Uppsala University" -> "Andreas Lind"); other text as it is."""
    return COLUMN_GAP.split(text.strip(), maxsplit=1)[0] if rank_after_gap(text) else text


def name_then_rank(part: str) -> tuple[str, bool] | None:
    """ "Élise Varga-Roux Maîtresse de conférences": the shortest run of two to four words that
    is a name, when what follows it opens on a rank or an organisation. A column gap (two
    spaces or a tab) after the name ends it: "Prof.dr. J. van Dam  Delft University"."""
    column = COLUMN_GAP.split(part.strip(), maxsplit=1)
    if len(column) == 2 and _opens_on_rank_or_employer(column[1]):
        head = clean_token(column[0])
        if is_name(head):
            return head, False
    words = without_titles(part).split()
    for end in range(2, min(len(words), 5)):
        rest = " ".join(words[end:])
        if not _opens_on_rank_or_employer(rest):
            continue
        place_first = _place_first(words, end)
        for cut in (end - 1, end) if place_first else (end,):
            if place_first and cut == end and end == len(words) - 1:
                continue  # "Nanyang Technological University": the words are its place
            head = clean_token(" ".join(words[:cut]))
            # A name ends on its surname, never on a particle ("Dekan der Fakultät").
            if cut >= 2 and not words[cut - 1][:1].islower() and is_name(head):
                return head, False
        return None
    return None


_LINK_WORDS = frozenset({"of", "de", "di", "do", "da", "del", "della", "des", "du", "für", "van"})


def _opens_on_rank_or_employer(rest: str) -> bool:
    """A rank, or an organisation: its first word ("University of Nordhavn") or its first clause
    ("Pontifical Catholic University of Nordhavn, Brazil")."""
    first = rest.split(maxsplit=1)[0] if rest.strip() else ""
    clause = rest.split(",", maxsplit=1)[0]
    return bool(
        ACADEMIC_TITLE.match(rest)
        or _RANK_AFTER.match(rest)
        or names_an_organisation(first)
        or names_an_organisation(clause)
    )


def _place_first(words: list[str], end: int) -> bool:
    """Whether the organisation that opens at words[end] takes the word before it as its place:
    "Delft University of Technology", "Aarhus Universitet" print the place first, where
    "University of Groningen" and "Universiteit Leiden" print it after ("of Technology" names
    no place). An acronym ("KAIST") is the whole organisation."""
    noun, before = words[end], words[end - 1]
    if not names_an_organisation(noun) or noun.isupper() or not before[:1].isupper():
        return False
    after = words[end + 1 :]
    if after and after[0].casefold() in _LINK_WORDS:
        after = after[1:]
    place = after[0] if after else ""
    return not (place[:1].isupper() and _letters(place) not in LATIN_STOPWORDS)


def _letters(word: str) -> str:
    return "".join(ch for ch in word.casefold() if ch.isalpha())
