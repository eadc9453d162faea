"""A stress corpus: document physics the other generators do not produce, written by code
with its manifest (the corpus README's format).

Two-column papers whose text order may interleave, raised small-font superscripts,
footnote affiliations, a Korean journal with both author lines and an "외 N명" citation;
approval pages as ruled tables, with dotted leaders and with signature lines; a grayscale
150 dpi skewed scan and a perspective phone photo with seals over names, a blue signature
and an official university seal; DOCX, HWPX and HWP 5 tables; Scholar pages in the Korean
interface, with a collapsed co-author panel, three initials and non-Korean co-authors.
"""

from __future__ import annotations

from tests.support.corpus import GeneratedCorpus
from tests.support.stress_approval import chungang
from tests.support.stress_more import ajou
from tests.support.stress_office import sogang
from tests.support.stress_papers import hanyang
from tests.support.stress_scans import hanyang_scans
from tests.support.stress_scholar import scholar_variants

STRESS = GeneratedCorpus(
    "layout-stress",
    (
        hanyang,
        chungang,
        hanyang_scans,
        sogang,
        scholar_variants,
        ajou,
    ),
    scans=True,
)
