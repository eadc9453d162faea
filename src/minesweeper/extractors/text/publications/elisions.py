"""Author lists that leave authors out and say who among them: "Huaraca Lima, W., [and 23
others including Han J.]", "Bauer D. [and 17 others, including Han J.]".

Ecology and consortium papers list dozens of authors; a CV prints the first and names the
owner inside the elision. The names it includes are authors like the printed ones, so the
elision is read as them, in the list's place: "Huaraca Lima, W., Han J. in review."
"""

from __future__ import annotations

import re

_INCLUDING = re.compile(
    r"\s*[\[(]\s*(?:and\s+)?(?:\d+|several|many)\s+(?:other\s+authors|others?)\s*,?\s*"
    r"including\s+(?P<names>[^\[\]()]+?)\s*[.,]?\s*[\])]",
    re.IGNORECASE,
)
_SEPARATOR_BEFORE = re.compile(r"[,;&]\s*$")


def named_elisions(text: str) -> str:
    """The entry with each elision that names authors read as those names."""

    def names(found: re.Match[str]) -> str:
        before = text[: found.start()]
        joiner = " " if _SEPARATOR_BEFORE.search(before) or not before.strip() else ", "
        return f"{joiner}{found.group('names').strip(' .')}"

    return _INCLUDING.sub(names, text)
