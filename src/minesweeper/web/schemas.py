"""Request and response bodies of the JSON API (kept apart from the ORM models)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field


def _assume_utc(value: datetime) -> datetime:
    # Every stored time is UTC; SQLite hands some back without a zone.
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value


UtcDatetime = Annotated[datetime, AfterValidator(_assume_utc)]

Name = Field(min_length=1, max_length=200)


class Problem(BaseModel):
    """RFC 9457 problem details, the body of every error."""

    type: str
    title: str
    status: int
    detail: str
    code: str
    details: dict[str, Any] | None = None


class UserOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    email: str
    is_admin: bool


class UserCreateIn(BaseModel):
    email: str = Field(min_length=3, max_length=300, pattern=r"^[^@\s]+@[^@\s]+$")
    is_admin: bool = False


class UserCreatedOut(UserOut):
    password: str = Field(description="Generated password, shown only in this answer.")


class RoundIn(BaseModel):
    name: str = Name


class RoundPatch(BaseModel):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    archived: bool | None = None


class ApplicantPatch(BaseModel):
    name: str | None = Field(default=None, min_length=1, max_length=200)
    name_en: str | None = Field(default=None, max_length=200)


class RoundOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    name: str
    status: str
    archived: bool = False
    created_at: UtcDatetime


class MemberIn(BaseModel):
    email: str = Field(min_length=3, max_length=300)


class ApplicantIn(BaseModel):
    name: str = Name
    name_en: str | None = Field(default=None, max_length=200)


class ApplicantOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    round_id: int
    name: str
    name_en: str | None
    document_count: int = 0
    job: dict[str, Any] | None = Field(default=None, description="Latest processing job.")


class RoundDetailOut(RoundOut):
    applicants: list[ApplicantOut]


class DocumentOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    applicant_id: int
    filename: str
    folder_category: str
    size: int
    blob_sha256: str
    source_format: str | None
    doc_type: str | None
    doc_type_reasons: list[str] | None
    page_count: int | None
    has_text_layer: bool | None
    ingest_note: str | None
    error: dict[str, Any] | None


class FlagOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    applicant_id: int
    person_id: int | None
    document_id: int | None
    flag_type: str
    label: str
    surface: str | None
    page: int | None
    status: str
    resolution_reason: str | None
    resolved_at: UtcDatetime | None


class AggregateOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    canonical_name: str
    aliases: list[str]
    roles: list[str]
    sources: list[dict[str, Any]]
    affiliation: str | None
    confidence: float
    is_self: bool
    needs_human: bool
    ambiguous: bool
    final_status: str


class RosterOut(BaseModel):
    applicant: ApplicantOut
    aggregates: list[AggregateOut]
    flags: list[FlagOut]


class FlagResolveIn(BaseModel):
    status: Literal["resolved", "dismissed"]
    reason: str = Field(min_length=1, max_length=2000)


class ReasonIn(BaseModel):
    reason: str | None = Field(default=None, max_length=2000)


class CorrectIn(BaseModel):
    name: str = Name
    reason: str | None = Field(default=None, max_length=2000)


class MergeIn(BaseModel):
    other_id: int = Field(ge=1, le=2_147_483_647, description="Aggregate merged into this one.")
    reason: str | None = Field(default=None, max_length=2000)


class SplitIn(BaseModel):
    source_indexes: list[int] = Field(
        min_length=1, description="Positions in `sources` that move to a new person."
    )
    name: str = Name
    reason: str | None = Field(default=None, max_length=2000)


class SplitOut(BaseModel):
    kept: AggregateOut
    created: AggregateOut


class JobOut(BaseModel):
    """A job as the job engine reports it (`Job.to_api()`)."""

    model_config = ConfigDict(extra="allow")
    id: str
    type: str
    status: str
    stage: str | None = None
    processed: int | None = None
    total: int | None = None
    percent: int = 0
    attempts: int = 0
    max_attempts: int = 0
    error: dict[str, Any] | None = None
    result: dict[str, Any] | None = None


class UploadOut(JobOut):
    """The processing job the upload joined, with the documents it stored."""

    documents: list[DocumentOut]


class BundleOut(BaseModel):
    applicants_created: list[str]
    documents: int
    jobs: list[JobOut]
