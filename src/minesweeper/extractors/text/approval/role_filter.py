"""Which roles a reading keeps: every role on an approval page; on a CV's lines
(`advisors_only`) only the advisors', since a bare "member" or "chair" there may be its
owner's service ("Program Committee Member, ICML"), no thesis committee (see `cv.slots`).
"""

from __future__ import annotations

from minesweeper.extractors.model import ADVISOR_ROLES, Role


def allowed(role: Role, advisors_only: bool) -> bool:
    """Whether a slot of this role is kept."""
    return not advisors_only or role in ADVISOR_ROLES
