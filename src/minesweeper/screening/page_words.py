"""Where words sit on a page, and which of them a piece of evidence points at.

Pure functions over the page's text and its words. A word is `[start, end, left, top, width,
height, text]`: character offsets into the page text (-1 when the word could not be placed in
it) and a box as fractions of the page's width and height.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

MIN_TOKEN_CHARS = 2  # single letters would light up half the page
ALIGN_WINDOW_CHARS = 200  # how far ahead of the last placed word the next may start
_PUNCT = re.compile(r"[^\w]+", re.UNICODE)
# A whole word: not glued to letters, nor part of an address ("jpark@", "j.park@x.org", "Lee-Kim").
_BEFORE = r"(?<![\w.@-])"
_AFTER = r"(?![\w@-]|\.\w)"

Word = list[Any]  # [start, end, left, top, width, height, text]


def place_words(text: str, boxes: Sequence[tuple[str, float, float, float, float]]) -> list[Word]:
    """Words (text, left, top, width, height) in reading order, with their offsets in `text`.

    Each word is looked for a little ahead of the previous one, so a word that also occurs far
    later never drags the rest of the page out of place."""
    words: list[Word] = []
    cursor = 0
    for token, left, top, width, height in boxes:
        at = text.find(token, cursor, cursor + len(token) + ALIGN_WINDOW_CHARS)
        if at < 0:
            words.append([-1, -1, left, top, width, height, token])
            continue
        cursor = at + len(token)
        words.append([at, cursor, left, top, width, height, token])
    return words


def _pattern(phrase: str, bounded: bool) -> re.Pattern[str] | None:
    parts = [re.escape(p) for p in phrase.split()]
    if not parts:
        return None
    body = r"\s+".join(parts)
    return re.compile(_BEFORE + body + _AFTER if bounded else body, re.IGNORECASE)


def locate(text: str, phrase: str, within: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """The span of `phrase` in `text`, across any line breaks: a whole-word occurrence first
    (so "Park" is never part of "j.park@..."), else any; searched inside `within` if given."""
    lo, hi = within if within is not None else (0, len(text))
    for bounded in (True, False):
        pattern = _pattern(phrase, bounded)
        found = pattern.search(text, lo, hi) if pattern is not None else None
        if found is not None:
            return found.start(), found.end()
    return None


def mention_span(text: str, quote: str, name: str) -> tuple[int, int] | None:
    """Where a mention sits: its name inside the occurrence of its quote that holds the name,
    else the quote, else the name alone."""
    lo = 0
    while (quoted := locate(text, quote, (lo, len(text)))) is not None:
        named = locate(text, name, quoted) if name.strip() else None
        if named is not None:
            return named
        lo = quoted[1]
        if lo >= len(text):
            break
    quoted = locate(text, quote)
    if quoted is not None:
        return quoted
    return locate(text, name) if name.strip() else None


def _token(text: str) -> str:
    return _PUNCT.sub("", text).casefold()


def words_in(
    text: str, words: Sequence[Word], phrase: str, span: tuple[int, int] | None = None
) -> list[Word]:
    """The words a piece of evidence covers: those overlapping `span` when given, else the
    first whole occurrence of the phrase, else every word equal to one of its words."""
    if span is None and phrase.strip():
        span = locate(text, phrase)
    if span is not None:
        start, end = span
        covered = [w for w in words if w[0] >= 0 and w[0] < end and w[1] > start]
        if covered:
            return covered
    wanted = {t for t in (_token(w) for w in phrase.split()) if len(t) >= MIN_TOKEN_CHARS}
    return [w for w in words if _token(str(w[6])) in wanted]


def merge_lines(words: Sequence[Word]) -> list[Word]:
    """Consecutive words of one line as one box: a quote is marked as one stroke per line."""
    merged: list[Word] = []
    for word in words:
        last = merged[-1] if merged else None
        same_line = (
            last is not None
            and abs(float(word[3]) - float(last[3])) < float(last[5]) / 2
            and float(word[2]) >= float(last[2])
        )
        if last is None or not same_line:
            merged.append(list(word))
            continue
        right = max(float(last[2]) + float(last[4]), float(word[2]) + float(word[4]))
        bottom = max(float(last[3]) + float(last[5]), float(word[3]) + float(word[5]))
        top = min(float(last[3]), float(word[3]))
        last[1] = max(int(last[1]), int(word[1]))
        last[3], last[4], last[5] = top, right - float(last[2]), bottom - top
        last[6] = f"{last[6]} {word[6]}"
    return merged
