"""A text layer whose font maps its glyphs to the wrong characters.

A PDF made with a subset font and a broken character map still shows the right glyphs, but its
text layer spells the words wrongly: every letter a fixed step off ("Uif sftvmut" for "The
results"), or glyph numbers read as punctuation ("!$ % &' ( *" for a line of words). A
layer may also hold every run of letters backwards ("eht fo stluser"), as mirrored or
rotated text matrices leave it. A page like that is read from its image instead: names in it
would otherwise be misspelt beyond any match, or not be there at all.
"""

from __future__ import annotations

import re
import unicodedata

# The commonest short words of the Latin-script languages applicants write in. Prose of any of
# them has several in every hundred words; text spelt with neighbouring letters has almost none.
_FUNCTION_TEXT = """
    the of and in to is for with on by as at an are be or from this that was were which
    de la el en que los las del por con una para es se le les et des du un une est au dans
    pour sur par der die das und von zu mit den ist ein eine im nicht auf dem sich als
    il di che per non sono della nel alla da do em os com uma na no dos ao
    het van een op te voor dat met zijn och att av som med till ett ve bir bu ile
    nie jest oraz je pro ako sa
    """
_FUNCTION_WORDS = frozenset(_FUNCTION_TEXT.split())
# Words of one letter are left out: a page of formulas is full of them ("x", "y", "a").
_WORD = re.compile(r"[A-Za-z]{2,}")
_MIN_WORDS = 60  # fewer words than this say too little about their spelling
_MAX_STEP = 3  # a broken map seen in practice moves letters by one or two places
_PLAIN_SHARE = 0.02  # the page as it stands holds at most this share of function words
_SHIFTED_SHARE = 0.1  # ... and moved back by one step, at least this share
_MIN_DISTINCT = 5  # ... of this many different function words


def _share(words: list[str]) -> float:
    return sum(1 for word in words if word in _FUNCTION_WORDS) / len(words)


def _moved(word: str, step: int) -> str:
    return "".join(chr((ord(char) - 97 + step) % 26 + 97) for char in word)


def wrong_characters(text: str) -> bool:
    """Whether the page's text layer gives other characters than the glyphs it shows."""
    return _symbols_for_letters(text) or _letters_shifted(text)


# Glyph numbers read as characters start at "!": such a page is mostly ASCII punctuation. A page
# of formulas or a table of contents has much of it too, but dot leaders, rules and equals signs
# aside, not half of its characters (a third at most on pages of physics); a chart's markers
# ("●", "■") and mathematical symbols are no ASCII.
_PLAIN_MARKS = frozenset(".·…_-–—=")
_MIN_CHARACTERS = 100
_MAX_SYMBOL_SHARE = 0.6


def _symbols_for_letters(text: str) -> bool:
    characters = [char for char in text if not char.isspace()]
    if len(characters) < _MIN_CHARACTERS:
        return False
    symbols = sum(
        1
        for char in characters
        if char.isascii() and unicodedata.category(char)[0] in "PS" and char not in _PLAIN_MARKS
    )
    return symbols / len(characters) > _MAX_SYMBOL_SHARE


def _letters_shifted(text: str) -> bool:
    """Whether the page's letters all stand a fixed step from the ones printed."""
    words = [word.lower() for word in _WORD.findall(text)]
    if len(words) < _MIN_WORDS or _share(words) > _PLAIN_SHARE:
        return False
    steps = [step for step in range(-_MAX_STEP, _MAX_STEP + 1) if step]
    return any(_reads_as_prose([_moved(word, step) for word in words]) for step in steps)


def _reads_as_prose(words: list[str]) -> bool:
    """Many function words, and many different ones: a table of mnemonics ("rd = rs1") moved
    one step holds one word over and over."""
    found = {word for word in words if word in _FUNCTION_WORDS}
    return _share(words) >= _SHIFTED_SHARE and len(found) >= _MIN_DISTINCT


_MIN_PAGE_WORDS = 10  # a page with fewer words leaves its reading to the document's


def reversed_pages(texts: list[str]) -> set[int]:
    """The 1-based pages whose layer spells its words backwards, where the document's words,
    each read backwards, are prose ("eht" / "fo" for "the" / "of") and read forwards are not.
    The pages are judged together: a title page holds too few words to tell on its own."""
    pages = [[word.lower() for word in _WORD.findall(text)] for text in texts]
    words = [word for page in pages for word in page]
    if len(words) < _MIN_WORDS or _share(words) > _PLAIN_SHARE * 2:
        return set()
    if not _reads_as_prose([word[::-1] for word in words]):
        return set()
    return {
        number
        for number, page in enumerate(pages, start=1)
        if page
        and (len(page) < _MIN_PAGE_WORDS or _share([w[::-1] for w in page]) > 2 * _share(page))
    }
