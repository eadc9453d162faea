"""Where a quote sits in a page's text, for the viewer of documents without page images.

Text extraction and quotes differ in spacing and line breaks, so the quote's words match
across any whitespace; letters match without regard to case. No match: nothing is marked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_MARKS = 20  # a quote repeated on every line of a page is marked this many times at most


@dataclass(frozen=True, slots=True)
class TextPiece:
    text: str
    marked: bool


def mark_quote(text: str, quote: str) -> list[TextPiece]:
    """The page text cut into pieces, the quote's occurrences marked."""
    words = quote.split()
    if not words:
        return [TextPiece(text, False)]
    pattern = re.compile(r"\s+".join(re.escape(w) for w in words), re.IGNORECASE)
    pieces: list[TextPiece] = []
    at = 0
    for count, match in enumerate(pattern.finditer(text)):
        if count >= MAX_MARKS:
            break
        if match.start() > at:
            pieces.append(TextPiece(text[at : match.start()], False))
        pieces.append(TextPiece(match.group(0), True))
        at = match.end()
    if at < len(text):
        pieces.append(TextPiece(text[at:], False))
    return pieces
