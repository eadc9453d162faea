"""A text layer whose font maps every letter a fixed step off: "Uif sftvmut" for "The results".

A PDF made with a subset font and a broken character map still shows the right glyphs, but its
text layer spells every word with neighbouring letters. Such text holds none of a language's
small function words, while the same text moved back by the font's step is full of them; a page
like that is read from its image instead (names in it would otherwise be misspelt beyond any
match).
"""

from __future__ import annotations

import re

# The commonest short words of the Latin-script languages applicants write in. Prose of any of
# them has several in every hundred words; text spelt with neighbouring letters has almost none.
_FUNCTION_WORDS = frozenset(
    """
    the of and in to is for with on by as at an are be or from this that was were which
    de la el en y que los las del por con una para es se le les et des du un une est au dans
    pour sur par der die das und von zu mit den ist ein eine im nicht auf dem sich als
    il di che per non con una sono della nel alla da do em os com uma na no dos das ao
    het van een op te voor dat met zijn och att av som med till ett ve bir bu ile ve için
    w z na się nie jest do że oraz je se na ve pro ako sa
    """.split()
)
# Words of one letter are left out: a page of formulas is full of them ("x", "y", "a").
_WORD = re.compile(r"[A-Za-z]{2,}")
_MIN_WORDS = 60  # fewer words than this say too little about their spelling
_MAX_STEP = 3  # a broken map seen in practice moves letters by one or two places
_PLAIN_SHARE = 0.02  # the page as it stands holds at most this share of function words
_SHIFTED_SHARE = 0.1  # ... and moved back by one step, at least this share


def _share(words: list[str]) -> float:
    return sum(1 for word in words if word in _FUNCTION_WORDS) / len(words)


def _moved(word: str, step: int) -> str:
    return "".join(chr((ord(char) - 97 + step) % 26 + 97) for char in word)


def letters_shifted(text: str) -> bool:
    """Whether the page's letters all stand a fixed step from the ones printed."""
    words = [word.lower() for word in _WORD.findall(text)]
    if len(words) < _MIN_WORDS or _share(words) > _PLAIN_SHARE:
        return False
    steps = [step for step in range(-_MAX_STEP, _MAX_STEP + 1) if step]
    return any(_share([_moved(word, step) for word in words]) >= _SHIFTED_SHARE for step in steps)
