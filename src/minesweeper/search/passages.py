"""Embeddings of chunk texts, computed ahead and looked up while writing.

A model takes about a second per full chunk on one core, so processing embeds an applicant's
chunks before its write transaction opens (no lock is held meanwhile) and the write only looks
them up; a chunk not computed ahead (a generation that appeared meanwhile) is embedded then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from minesweeper.search.embedding import Embedder, Vectors

EMBED_BATCH = 16  # chunks per model call: progress is reported between batches


class PassageCache:
    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._by_text: dict[str, Vectors] = {}

    def prefetch(self, texts: Sequence[str], on_batch: Callable[[int], None] | None = None) -> int:
        """Embed the texts not seen yet; `on_batch(n)` after each batch of n. Returns how
        many were embedded."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._by_text))
        for start in range(0, len(missing), EMBED_BATCH):
            batch = missing[start : start + EMBED_BATCH]
            for text, vector in zip(batch, self.embedder.passages(batch), strict=True):
                self._by_text[text] = vector
            if on_batch is not None:
                on_batch(len(batch))
        return len(missing)

    def vectors(self, texts: Sequence[str]) -> Vectors:
        self.prefetch(texts)
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([self._by_text[t] for t in texts]).astype(np.float32)
