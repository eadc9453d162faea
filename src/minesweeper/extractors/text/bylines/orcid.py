"""ORCID identifiers printed in a byline: Springer's LNCS sets each after the author's raised
affiliation numbers, in brackets ("Ilse Brandt1[0000-0002-1825-0097]"), with hyphens or TeX's
minus signs (or none, where the font lacks the sign); others print the identifier's address
after the name ("Ilse Brandt https://orcid.org/0000-0002-1825-0097"). Neither is part of the
name nor a mark that points to an affiliation: both are left out before the byline is read.
(An ORCID icon drawn as a glyph reads as an icon font's private-use character, which ingest
turns into a blank, or as PLOS's "ID", which the byline reader takes for a mark.)
"""

from __future__ import annotations

import re

# Four groups of four digits, the last digit a checksum that may be "X".
_DASH = r"\s?[-‐‑‒–—−]?\s?"
_IDENTIFIER = rf"\d{{4}}{_DASH}\d{{4}}{_DASH}\d{{4}}{_DASH}\d{{3}}[\dXx]"
_ADDRESS = r"(?:https?://)?(?:www\.)?orcid\.org/"
_ORCID = re.compile(
    rf"\s*\[\s*(?:{_ADDRESS})?{_IDENTIFIER}\s*\]|\s*\(?{_ADDRESS}{_IDENTIFIER}\)?", re.IGNORECASE
)


def without_orcids(text: str) -> str:
    """The text with every ORCID identifier printed in it left out."""
    return _ORCID.sub("", text)
