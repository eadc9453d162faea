"""The applicant's institution in the roster: the self aggregate's affiliation, or the
institution their own byline block names when no note gave one."""

from __future__ import annotations

from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models import PersonAggregate
from minesweeper.screening.conflicts.roster import load_rosters

from .seed import Seeded, seed_round


def _self_affiliation(
    database: Database, seeded: Seeded, affiliation: str | None, quote: str
) -> str | None:
    with database.session() as session:
        own = session.scalars(
            select(PersonAggregate).where(
                PersonAggregate.applicant_id == seeded.applicant_id, PersonAggregate.is_self
            )
        ).one()
        own.affiliation = affiliation
        own.sources = [{**own.sources[0], "quote": quote}]
        session.flush()
        [roster] = load_rosters(session, seeded.round_id)
    return roster.affiliation


def test_the_applicant_s_byline_block_places_them(database: Database) -> None:
    seeded = seed_round(database)
    placed = _self_affiliation(database, seeded, None, "Jiwon Na / Sogang University")
    assert placed is not None
    assert "Sogang" in placed
    # A stated affiliation wins; a quote that names no institution places nobody.
    stated = _self_affiliation(database, seeded, "한국과학기술원", "Jiwon Na / Sogang University")
    assert stated == "한국과학기술원"
    assert _self_affiliation(database, seeded, None, "coauthor: 나지원") is None
