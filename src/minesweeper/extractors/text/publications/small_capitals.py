"""Author names set in small capitals, whose text layer splits each after its first letter.

Economics and humanities lists print authors in small capitals ("T. Bergman" set as a capital
B, then "ERGMAN" in smaller capitals). Some text layers put a space where the size
changes: "T. B ERGMAN, K. VAN S OEST & H.-P. L INDQVIST (2021)". Read as printed, every name
would lose its family name to a lone letter; joined back, they read as any list in capitals.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.publications.author_patterns import capitals
from minesweeper.names.clean import NAME_PARTICLE_WORDS

# An author's initials ("T.", "H.-P.", "J.P."), after which a split family name may follow.
_INITIALS = re.compile(capitals(r"^(?:[A-Z]\.-?){1,3}$"))
_LONE_CAPITAL = re.compile(capitals(r"^[A-Z]$"))
# The rest of a small-capital word: capitals, maybe an apostrophe or hyphen, and the
# punctuation that closes a name in the list.
_REST = re.compile(capitals(r"^[A-Z][A-Z'’-]+[,;.]?$"))
_PARTICLES_IN_CAPITALS = frozenset(word.upper() for word in NAME_PARTICLE_WORDS)


def joined_small_capitals(text: str) -> str:
    """The text with each family name that a space split after its first capital joined
    again, where it follows an author's initials (and their particles): "T. B ERGMAN" is
    "T. BERGMAN", "K. VAN S OEST" "K. VAN SOEST". Elsewhere a lone capital is a word ("A")."""
    words = text.split(" ")
    joined: list[str] = []
    in_name = False  # the words since the last initials are still that author's name
    position = 0
    while position < len(words):
        word = words[position]
        following = words[position + 1] if position + 1 < len(words) else ""
        if in_name and _LONE_CAPITAL.match(word) and _REST.match(following):
            joined.append(word + following)
            position += 2
            in_name = not following.endswith((",", ";"))
            continue
        in_name = bool(_INITIALS.match(word)) or (
            in_name and (word in _PARTICLES_IN_CAPITALS or bool(_REST.match(word)))
        )
        in_name = in_name and not word.endswith((",", ";"))
        joined.append(word)
        position += 1
    return " ".join(joined)
