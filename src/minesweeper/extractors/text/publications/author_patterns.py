"""The pieces of an author list that every citation style's reader shares.

Latin capitals beyond A-Z, the family name with its particles, initials, the separators
between authors, where a title or a bracketed year opens, a given name cut at a line's end,
and the author list's closing punctuation. They read nothing alone: the readers of each
style (`author_first`, `inverted_authors`, `apa_authors`, `title_first`, `with_clauses`,
`wrapped_authors`) build on them.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.bylines.authors import LIST_AND
from minesweeper.extractors.text.shapes import clean_token
from minesweeper.names.clean import GLUED_PARTICLE, HAN_CHARACTER, LATIN_CAPITALS, NAME_PARTICLES


def capitals(pattern: str) -> str:
    """The pattern with "[A-Z]" standing for every Latin capital: authors' names open on
    "Ł", "Š" or "Ö" as often as on "L", "S" or "O"."""
    return pattern.replace("[A-Z]", f"[{LATIN_CAPITALS}]").replace("[A-Z-]", f"[{LATIN_CAPITALS}-]")


# A title opens on a quotation mark (German "„Titel“" on a low one); Korean word processors
# often print the closing ” there too ("정성조, 정용림. 2022. ”제목.”"): one after a stop and a
# space opens a title.
TITLE_START = re.compile(r"[“\"‘«„「『]|(?<=[.,:]\s)”(?=\S)")
# The date after an APA entry's authors, or the status a paper not yet out prints there: "(2020)",
# "(2020a)", "(Under review)", "(in press)", "(n.d.)".
YEAR_PAREN = re.compile(
    r"\(\s*(?:(?:19|20)\d{2}[a-z]?|(?i:in\s+press|under\s+review|submitted|forthcoming|accepted"
    r"|in\s+preparation|n\.\s?d\.))\s*\)"
)
# Long lists leave authors out with an ellipsis ("Farrell, U., ... Lipp, A. ... Hall, I.",
# "Rojas, K., [...], Hall, I."): it separates two names like a comma.
# A French list joins its last author by "et" ("Jacob, S., et Ratté, S."), as others by their
# own "and".
LIST_SEPARATOR = re.compile(
    rf"\s*(?:,?\s*(?:\[\s*(?:\.\s?\.\s?\.|…)\s*\]|\.\s?\.\s?\.|…)\s*,?\s*"
    rf"|,\s*(?:{LIST_AND}\s+|&\s*)?"
    rf"|(?:\s+|(?<=\s)){LIST_AND}\s+|\s*&\s*)"
)


# A family name, with the particles that open it in Dutch, German, French, Spanish, Italian,
# Portuguese and Arabic names ("van der Berg", "de Vries", "Van Dijk", "dos Santos", "al-").
FAMILY = capitals(rf"(?:(?i:{NAME_PARTICLES})\s+){{0,3}}{GLUED_PARTICLE}?" r"[A-Z][\w'’-]+")
# Initials may be hyphenated, the second in lower case ("Chiang, J. H.-y.", "Lee, J.-w."), the
# first without its period ("Garde-Turner, J-M."), the last without it before a comma ("Lipp,
# A. G, & Berg, T.", "Ribas, G.H.P.M,"), up to four. Two initials may share one period
# ("Wolde GT.", "Ureña GT., ..."). A digraph abbreviates one given name ("Th." Thomas,
# "Ch." Charles, "Ph." Philippe).
INITIALS = capitals(
    r"(?:(?:[A-Z](?:h(?=\.))?|(?<=-)[a-z])(?:\.\s?-?\s?|-(?=[A-Z]\.)|(?=,)|(?=[A-Z]\.))){1,4}"
)


# Where a line breaks an author list inside a name, it ends on the given name alone
# ("Nikolai"), with its middle initial ("Sonia A."), or on a name broken at its hyphen
# ("Mar-", "J. Pe-").
GIVEN_FRAGMENT = re.compile(
    capitals(
        r"^[A-Z][^\W\d_]+(?:[-‐][A-Z][^\W\d_]+)?(?:\s[A-Z]\.)?$"
        r"|^(?:[A-Z][^\W\d_.]*\.?\s)*[A-Z][^\W\d_]*[-‐]$"
    )
)

# ... or on a given name and the particle its family name opens with, the rest on the next
# line: "Karel Vanden" / "Broeck and ...", "Jan van der" / "Berg, ...". Flemish names write
# the particle as one word ("Vander", "Vanden", "Vande").
_PARTICLE = rf"(?:{NAME_PARTICLES}|vander|vanden|vande)"
# Particles are words apart: "Leal" is no "Le" and "al".
PARTICLE_CUT = re.compile(
    capitals(r"^(?:[A-Z][^\W\d_]*\.?\s+)+") + rf"(?i:(?:{_PARTICLE}\s+)*{_PARTICLE})\s*$"
)

# A number inside a word of Chinese, Japanese or Korean letters ("第3回", "2010年10月", "제3회"):
# no name holds one, though a reader that takes digits for a name's marks ("김민준1") would
# leave "第回". The middle dot between two names ("山田1・佐藤2") is no letter.
_CJK_LETTER = rf"(?:{HAN_CHARACTER}|[\u3041-\u3096\u30a1-\u30fa\u30fc가-힣])"
NUMBER_IN_WORD = re.compile(rf"{_CJK_LETTER}\d+{_CJK_LETTER}")

# A sentence's stop: a period after a word of two letters or more, not after an initial.
SENTENCE_STOP = re.compile(r"(?<=[^\W\d_]{2})\.\s+")


# "Choi S.Y." keeps the period of its last initial; "Park S." before a title does not.
_DOTTED_INITIALS_END = re.compile(capitals(r"\b[A-Z]\.-?[A-Z]\.$"))


def initialled_name(initials: str, family: str) -> str:
    """An author's initials and family name as one name, initials first ("M.G. De Wit"). A
    French "M." before a capitalised particle reads as "Monsieur" to `clean_token` ("M. De
    Wit", "M. Le Roy"): in an author list it is the initial, kept in the printed order then."""
    name = clean_token(f"{initials.strip()} {family}")
    if len(name.split()) < len(family.split()) + 1:
        return clean_token(f"{family} {initials.strip()}")
    return name


# A group among an entry's authors, as medicine prints one before or between the persons
# ("Global Burden of Disease Cancer Collaboration, Whitcombe C, Ardern C, ..."), astronomy
# before the persons who wrote for it ("Gaia Collaboration: Brown, A., ..."), or a class or
# a team that wrote a paper together ("Eastmoor Info Theory Students, A. Berg, ..."): no person.
_GROUP_AUTHOR = re.compile(
    r"(?:^|(?<=[,;]))\s*[^,;.()]{0,100}?\b(?:collaborat(?:ion|ors?)|consortium|investigators"
    r"|students|team"
    r"|(?:study|working|writing|collaborator|research)\s+group)\b[^,;:.()]{0,40}(?:[,;:]|$)",
    re.IGNORECASE,
)


def without_group_authors(entry: str) -> str:
    """The entry without the groups among its authors."""
    return _GROUP_AUTHOR.sub("", entry).lstrip()


def list_end(text: str) -> str:
    """The author list without the punctuation that closes it."""
    text = text.rstrip(" ,:")
    return text if _DOTTED_INITIALS_END.search(text) else text.rstrip(" ,.:")


# A mark after an author's initials or name, before the next author or the year: a CV's
# corresponding or student author ("Olsen, M.*, Halvard, C.", "Sandvik, K.† and Brekke,
# E.J.*, 2020").
_AUTHOR_MARK = re.compile(r"(?<=[^\W\d_]|\.)[*†‡§¶#]+(?=\s*(?:[,;&(]|and\s|$))")


# Typed lists slip a space before a comma ("Pepra T. , Affum K.") or leave out the one after
# it ("Swain M.D.,Adu-Boateng S.").
_SPACE_BEFORE_COMMA = re.compile(r"\s+,(?=\s)")
_GLUED_COMMA = re.compile(capitals(r",(?=[A-Z][a-z])"))


def without_author_marks(text: str) -> str:
    """The entry with the marks after its authors' names left out, and its commas spaced as
    a list spaces them."""
    text = _GLUED_COMMA.sub(", ", _SPACE_BEFORE_COMMA.sub(",", text))
    return _AUTHOR_MARK.sub("", text)
