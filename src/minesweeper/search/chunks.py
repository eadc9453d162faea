"""Cut a page into overlapping chunks and analyse each (pure; no database)."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.search.analyzer import grams, normalize

DEFAULT_CHUNK_SIZE = 1200  # characters of page text per chunk
# Chunks overlap by this many characters, so a name across a cut is whole in one of them.
CHUNK_OVERLAP = 120


@dataclass(frozen=True, slots=True)
class ChunkDraft:
    start: int  # offset in the page's (NFC) text
    text: str
    norm: str
    grams: str


def _cut(text: str, chunk_size: int) -> list[tuple[int, int]]:
    if len(text) <= chunk_size:
        return [(0, len(text))]
    spans: list[tuple[int, int]] = []
    start = 0
    while start < len(text):
        end = min(len(text), start + chunk_size)
        if end < len(text):
            # Prefer to cut at whitespace in the last fifth of the chunk.
            space = text.rfind(" ", start + chunk_size * 4 // 5, end)
            newline = text.rfind("\n", start + chunk_size * 4 // 5, end)
            cut = max(space, newline)
            if cut > start:
                end = cut
        spans.append((start, end))
        if end >= len(text):
            break
        start = max(end - CHUNK_OVERLAP, start + 1)
    return spans


def chunk_page(text: str, chunk_size: int = DEFAULT_CHUNK_SIZE) -> list[ChunkDraft]:
    """The chunks of one page; a page without words has none."""
    if chunk_size < 2 * CHUNK_OVERLAP:
        raise ValueError(f"chunk size must be at least {2 * CHUNK_OVERLAP} characters")
    drafts: list[ChunkDraft] = []
    for start, end in _cut(text, chunk_size):
        piece = text[start:end]
        norm = normalize(piece).text
        analysed = grams(norm)
        if analysed:
            drafts.append(ChunkDraft(start, piece, norm, analysed))
    return drafts
