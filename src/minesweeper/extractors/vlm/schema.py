"""The answer the vision model must give for one page, as a pydantic model.

The JSON schema sent to the model server is generated from these models, and the same models
validate what comes back, so the prompt, the constraint and the check cannot drift apart.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

RoleName = Literal["advisor", "co_advisor", "committee_chair", "committee_member", "coauthor"]
SourceKindName = Literal["printed", "seal", "handwritten", "signature"]


class PersonAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=120, description="The name exactly as written.")
    role: RoleName
    source_kind: SourceKindName
    confidence: float = Field(ge=0.0, le=1.0)
    evidence: str = Field(
        max_length=400, description="The visible words next to the name that show the role."
    )
    # Required but nullable: strict JSON-schema modes require every property to be listed.
    affiliation: str | None = Field(max_length=300)


class PageAnswer(BaseModel):
    """Every person on the page; an empty list when there is none."""

    model_config = ConfigDict(extra="forbid")

    persons: list[PersonAnswer]
