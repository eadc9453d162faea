"""Author blocks closed by an e-mail line (ACM and other conference layouts):

    Hayul Kook / Hanyang University / Seoul, Republic of Korea / hykook@hanyang.ac.kr
    Taejun Ok / Samsung Electronics / Suwon, Republic of Korea / tjok@samsung.com

Each block opens on the author's name (in capitals where the journal prints its byline so:
"TAEJUN OK"), whatever words its institution uses, and the blocks of one page share their
height. So the line after one block's e-mail opens the next block, and the first block's
name stands as many lines above its e-mail as the second block is tall.
Lines inside a block below its name (the institution, the city) are never names.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from minesweeper.extractors.text.bylines.lone_names import lone_name
from minesweeper.extractors.text.lines import Line

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_MAX_BLOCK_LINES = 5  # name, department, institution, city and country, e-mail


@dataclass(frozen=True, slots=True)
class EmailBlocks:
    heads: tuple[tuple[str, Line, str], ...]  # (name, line, quote) of each block's first line
    inner: frozenset[tuple[int, int]]  # (page, index) of the other lines of the blocks


def email_blocks(header: list[Line]) -> EmailBlocks:
    closing = [i for i, line in enumerate(header) if _EMAIL.search(line.text)]
    if len(closing) < 2:
        return EmailBlocks((), frozenset())
    starts: list[tuple[int, int]] = []  # (first line, e-mail line) of each block
    for before, after in itertools.pairwise(closing):
        if 2 <= after - before <= _MAX_BLOCK_LINES:
            starts.append((before + 1, after))
    if starts:
        first = _first_block_start(header, closing[0], starts[0][1] - starts[0][0])
        if first is not None:
            starts.insert(0, (first, closing[0]))
    heads: list[tuple[str, Line, str]] = []
    inner: set[tuple[int, int]] = set()
    for start, end in starts:
        line = header[start]
        name = _head_name(line)
        if name is None:
            continue
        heads.append((name, line, f"{line.text} / {header[start + 1].text}"))
        inner.update((item.page, item.index) for item in header[start + 1 : end + 1])
    if len(heads) < 2:
        return EmailBlocks((), frozenset())
    return EmailBlocks(tuple(heads), frozenset(inner))


def _first_block_start(header: list[Line], email: int, height: int) -> int | None:
    """Where the first block opens: as many lines above its e-mail as the next block is tall,
    or, where blocks differ in height (one author names a department, the next does not),
    the nearest line above the e-mail that is a name."""
    if email - height >= 0 and _head_name(header[email - height]):
        return email - height
    for start in range(email - 1, max(email - _MAX_BLOCK_LINES, 0) - 1, -1):
        if _head_name(header[start]):
            return start
    return None


def _head_name(line: Line) -> str | None:
    """The name a block's first line holds, in capitals or not; None where it holds none."""
    if "," in line.text or _EMAIL.search(line.text):
        return None
    return lone_name(line.text)
