"""Control characters: refused in requests (web/boundary.py), stripped before library calls.

A control character has no business in a name, a quote or an id, and some libraries misbehave
on them (pdfium's text search never returns for a query of NUL). Tab, line feed and carriage
return are not counted: quotes and notes span lines.
"""

from __future__ import annotations

import re

# C0 controls except tab, LF, CR; DEL; C1 controls; the noncharacters U+FFFE and U+FFFF.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]")


def has_control_character(value: str) -> bool:
    return _CONTROL.search(value) is not None


def strip_control_characters(value: str) -> str:
    """For text handed to a library from storage rather than from a request."""
    return _CONTROL.sub("", value)
