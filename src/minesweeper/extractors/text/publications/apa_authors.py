"""APA author lists: "Kim, M., Lee, J.-W., & Johnson, S. (2022). Title." Each author's
family name, a comma and the initials; the owner may print their own name in full among
them, and ecology lists the last author initials first.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.publications.author_patterns import (
    FAMILY,
    INITIALS,
    LIST_SEPARATOR,
    capitals,
    initialled_name,
)
from minesweeper.extractors.text.shapes import clean_token, is_name

# A surname may be two words ("Brenner Cole, A.") where it opens the list or follows a
# separator or the initials before it (after "Invited talk" it is one word), and a comma after
# an author's initials may be left out ("Varga, I. Han, J., ..."). So may the comma between a
# family name and its dotted initials, in lists that mix the two ("Kazemi, A., Mirian M.S., Lee
# S., & Nouri, S."); the list may open on such an author where a comma follows the initials
# ("Arani K.S., Kazemi, A., ...").
_TWO_WORD_OPENING = capitals(r"(?:^|(?<=[,;&]\s)|(?<=\b[A-Z]\.\s))[A-Z][\w'’-]+\s")
APA_AUTHOR = re.compile(
    capitals(rf"((?:{_TWO_WORD_OPENING})?{FAMILY})(?:,\s*|\s(?=[A-Z]{{1,2}}\.))({INITIALS})")
)
# The first family name may be two words before its comma ("Ureña Soto, J.D., Marra, D.M.");
# without the comma, two words are a family and a given name ("Shaffer Rachel M., ...").
APA_START = re.compile(
    capitals(
        rf"^(?:{FAMILY}(?:,\s*[A-Z][.-]|\s(?:[A-Z]\.-?\s?){{1,3}},\s)"
        rf"|[A-Z][\w'’-]+\s{FAMILY},\s*[A-Z][.-])"
    )
)
# The list's owner may print their own name in full among the inverted others ("Ouimet, M.,
# Adrien Cloutier, Côté, A., et Ratté, S."): between two of them, or last. Before a title
# ("Ghetti, S., Hippocampal Function and Memory") no inverted author follows.
_FULL_NAME_AMONG = capitals(
    r"(?:^|(?<=,\s)|(?<=&\s)|(?<=\band\s)|(?<=\bet\s))[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+){1,2}"
    r"(?!,\s*[A-Z]\.)(?=\s*(?:(?:,\s*(?:&\s*|(?:and|et)\s+)?|\s(?:&|and|et)\s+)"
    rf"{FAMILY}(?:,\s*|\s)[A-Z]\.|\.(?:\s|$)|$))"
)
# Ecology lists may print the last author alone initials first, after its "and": "Cho, H.,
# Lund, P., and S. E. Roy. 2016."
_LAST_INITIALS_FIRST = capitals(
    r"(?:(?<=\band\s)|(?<=&\s))(?:[A-Z]\.\s?-?){1,3}\s?[A-Z][\w'’-]+(?=\.(?:\s|$)|\s*\(|\s*$)"
)
_APA_PIECE = rf"(?:{APA_AUTHOR.pattern}|{_FULL_NAME_AMONG}|{_LAST_INITIALS_FIRST})"
APA_RUN = re.compile(rf"^{_APA_PIECE}(?:(?:{LIST_SEPARATOR.pattern}|\s*){_APA_PIECE})+")
_APA_NAMES = re.compile(rf"{APA_AUTHOR.pattern}|({_FULL_NAME_AMONG}|{_LAST_INITIALS_FIRST})")


def apa_names(text: str) -> list[str] | None:
    """The names of an APA author part; None unless every piece read is a name."""
    # "KIM, M., SMITH, J. & JONES, D.": family names in capitals read as names in Title case.
    cleaned = [
        clean_token(full)
        if full
        else initialled_name(initials, family.title() if family.isupper() else family)
        for family, initials, full in _APA_NAMES.findall(text)
    ]
    return cleaned if cleaned and all(is_name(name) for name in cleaned) else None
