"""The status words stored in the core tables, one enum per column (values are what is stored)."""

from __future__ import annotations

from enum import StrEnum


class RoundStatus(StrEnum):
    """`rounds.status`."""

    OPEN = "open"  # applicants, reviewers and decisions can change
    FINALIZED = "finalized"  # the snapshot is written; every write is refused (409)


class PersonStatus(StrEnum):
    """`person_aggregates.final_status`: the committee's ruling on an extracted person."""

    PENDING = "pending"  # extracted, nobody has ruled yet
    CONFIRMED = "confirmed"  # a person confirmed the relation
    REJECTED = "rejected"  # ruled out; never matched against reviewers


class FlagStatus(StrEnum):
    """`review_flags.status`."""

    OPEN = "open"  # waiting for a human
    RESOLVED = "resolved"  # looked at and dealt with
    DISMISSED = "dismissed"  # looked at; nothing to do
