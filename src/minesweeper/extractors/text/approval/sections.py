"""Where an approval block ends: the heading of the thesis's next part.

An HWP file is one long page, and a short thesis prints its table of contents straight after
the committee: the readers that take every name-like line after an approval sentence or a
committee heading stop at "차 례", "Contents", "Abstract", or a numbered section line ("1.2
소개", "2.1.3 Some Tool"), whose title may read as a name (a software's, "차례" itself).
"""

from __future__ import annotations

import re

__all__ = ["opens_next_part"]

_NEXT_PART = re.compile(
    r"^\s*(?:(?:차\s*례|목\s*차|(?:국\s*문\s*)?초\s*록|요\s*약|감\s*사\s*의\s*글"
    r"|(?:table\s+of\s+)?contents|abstract|acknowledge?ments?|preface|list\s+of\s+\w+)"
    r"\s*[:：]?\s*$"
    # "Chapter 1", "제 1 장", and a section's number of two levels or more.
    r"|(?:chapter|part)\s+\d+\b|제\s*\d+\s*장|\d+(?:\.\d+)+\.?\s"
    # The page's imprint under the board: "© 2021 KU Leuven – Faculty of ...".
    r"|©|\(c\)\s|copyright\b)",
    re.IGNORECASE,
)


def opens_next_part(text: str) -> bool:
    """Whether a line is the heading of a part after the approval block, a contents entry or
    the page's imprint."""
    return bool(_NEXT_PART.match(text))
