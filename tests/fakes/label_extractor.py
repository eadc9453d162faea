"""A small rule extractor over text-layer lines, standing in for the text extractor in tests.

It implements the `Extractor` protocol the way the text stage does in spirit: a role label
followed by a name on a text-layer line gives a printed mention; pages without a text layer
give a document-level `needs_vision` flag.
"""

from __future__ import annotations

import re

from minesweeper.extractors.model import (
    DocumentFlag,
    ExtractedPerson,
    ExtractionInput,
    ExtractionResult,
    Role,
    SourceKind,
)
from minesweeper.ingest.model import TextSource

_LABELS = {
    "지도교수": Role.ADVISOR,
    "심사위원장": Role.COMMITTEE_CHAIR,
    "심사위원": Role.COMMITTEE_MEMBER,
}
_LINE = re.compile(r"^(지도교수|심사위원장|심사위원)\s+([가-힣](?:\s?[가-힣]){1,3})")


class LabelLineExtractor:
    name = "labels"

    def __init__(self) -> None:
        self.calls = 0

    def extract(self, item: ExtractionInput) -> ExtractionResult:
        self.calls += 1
        persons: list[ExtractedPerson] = []
        for page in item.document.pages:
            if page.text_source is not TextSource.LAYER:
                continue
            for line in page.text.splitlines():
                found = _LINE.match(line.strip())
                if found:
                    persons.append(
                        ExtractedPerson(
                            name_raw=found.group(2).replace(" ", ""),
                            role=_LABELS[found.group(1)],
                            source_kind=SourceKind.PRINTED,
                            confidence=0.9,
                            page=page.number,
                            quote=line.strip(),
                        )
                    )
        flags: tuple[DocumentFlag, ...] = ()
        if any(p.text_source is not TextSource.LAYER for p in item.document.pages) and not persons:
            flags = (DocumentFlag("needs_vision", item.document.note),)
        return ExtractionResult(persons=tuple(persons), flags=flags)
