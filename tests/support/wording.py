"""A wording corpus: the same kinds of documents as the development round, written in other
words and text formats (see the `wording_*` modules), with its manifest in the corpus README's
format. Precision traps (editors, reviewers, acknowledgements, funding notes, signatories,
reference lists) are listed as distractors or optional persons, never as expected persons."""

from __future__ import annotations

from tests.support.corpus import GeneratedCorpus
from tests.support.wording_approval import approval_bundle
from tests.support.wording_cv import cv_bundle
from tests.support.wording_papers import papers_bundle
from tests.support.wording_scholar import scholar_bundle

WORDING = GeneratedCorpus(
    "wording",
    (
        cv_bundle,
        papers_bundle,
        approval_bundle,
        scholar_bundle,
    ),
    scans=False,
)
