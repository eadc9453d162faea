"""A held-out-style corpus: layouts, wording, universities and names the development corpus
does not have, written by code with its manifest (the corpus README's format).

What varies on purpose: approval pages that say "인준함" with 위원장/부위원장/위원 labels, names
with 교수 titles, Hanja beside names, letter-spaced names, committee tables in columns, English
pages that print the name before the label ("Prof. X    Committee Chair") or above it
("Thesis Supervisor"), Referee lines, master's theses; papers with †‡ marks, "and", e-mail and
corresponding-author lines and editors; a mobile Scholar page without co-author list and with
truncated author strings; a Korean 이력서 with a 지도교수 line and publication lists in IEEE,
APA, Vancouver and Korean styles; scans with seals of other colours, sizes, shapes and
positions, signatures, and a fax copy nobody can read. Distractors: Korean and English
reference lists, an editor, a university president, a dean and a department head.
"""

from __future__ import annotations

from tests.support.corpus import GeneratedCorpus
from tests.support.heldout_gist import gist
from tests.support.heldout_scans import postech, pusan, unist
from tests.support.heldout_text import kaist_ms, korea_univ

HELDOUT = GeneratedCorpus(
    "heldout-style",
    (
        korea_univ,
        kaist_ms,
        postech,
        unist,
        pusan,
        gist,
    ),
    scans=True,
)
