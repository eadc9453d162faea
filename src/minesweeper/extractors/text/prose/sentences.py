"""Running prose: lines joined into one text, cut into sentences, each offset traced back to
the line it was printed on.

Acknowledgements and a preface's statements of joint work are sentences that run across
lines ("I thank my advisor, Dr. Emily" / "Chen, for ..."), so their readers match on the
joined text and quote the line a name stands on.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.publications.wrapped_authors import join_wrapped

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*")
# A period after a title or an initial ends no sentence: "my supervisor, Dr. Emily Chen",
# "a Profa. Dra. Ana Lima", "il Dott. Rossi", Vietnamese "PGS. TS. Lê Văn Tâm", "ThS. X",
# German "Univ.-Prof. Dr.-Ing. X", "Dr. rer. nat. Y", "Assoc. Prof. Dr. Z", the docent's "Doc. X".
_ABBREVIATION = re.compile(
    r"(?:\b(?:Dr[as]?|Dras|Profs?|Profas?|Dott|Mr|Mrs|Ms|Sra?|St|Jr|e\.g|i\.e|etc|cf|vs|[A-Z]"
    r"|P?GS|TS|ThS|TSKH|Ing|rer|nat|phil|Assoc|Asst|Assist|Doc)\.)$"
    r"|(?:Prof|Dr)\.?ª\.?$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Named:
    """A person a sentence names in a role ("my advisor, Dr. Emily Chen")."""

    name: str
    role: Role
    line: Line  # the line the name is printed on (the quote)


@dataclass(frozen=True, slots=True)
class Prose:
    text: str
    starts: tuple[tuple[int, Line], ...]  # where each line starts in `text`

    def line_at(self, offset: int) -> Line:
        """The line the character at `offset` was printed on."""
        found = self.starts[0][1]
        for start, line in self.starts:
            if start > offset:
                break
            found = line
        return found


def joined(lines: list[Line]) -> Prose:
    """The lines as one text: a line's end is a space, and a word broken at it ("Lind-" /
    "qvist") is whole again."""
    starts: list[tuple[int, Line]] = []
    parts: list[str] = []
    length = 0
    for line in lines:
        text = line.text.strip()
        if parts:
            # Only the glue between the two lines is taken from `join_wrapped`.
            glued = join_wrapped(parts[-1], text)
            kept = len(glued) - len(text)
            length += kept - len(parts[-1])
            parts[-1] = glued[:kept]
        starts.append((length, line))
        parts.append(text)
        length += len(text)
    return Prose("".join(parts), tuple(starts))


def sentences(text: str) -> Iterator[tuple[int, str]]:
    """(offset, sentence) of each sentence of the text."""
    start = 0
    for end in _SENTENCE_END.finditer(text):
        if _ABBREVIATION.search(text[start : end.start()]):
            continue
        if end.start() > start:
            yield start, text[start : end.start()]
        start = end.end()
    if start < len(text):
        yield start, text[start:]
