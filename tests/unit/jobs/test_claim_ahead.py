"""The claim-ahead size: jobs a worker claims beyond its free slots, from its jobs' run times."""

from __future__ import annotations

import pytest

from minesweeper.jobs.ahead import ClaimAhead


def test_nothing_is_claimed_ahead_before_a_job_of_the_backlog_has_finished() -> None:
    assert ClaimAhead(slots=10, limit=500).jobs == 0


def test_jobs_far_shorter_than_the_wait_claim_ahead_up_to_the_limit() -> None:
    ahead = ClaimAhead(slots=10, limit=500, wait_s=0.05)
    ahead.observe_all([0.0001] * 20)
    assert ahead.jobs == 500


def test_jobs_as_long_as_the_wait_are_claimed_one_per_free_slot() -> None:
    ahead = ClaimAhead(slots=10, limit=500, wait_s=0.05)
    ahead.observe_all([0.05, 2.0, 0.3])
    assert ahead.jobs == 0


def test_in_between_the_slots_get_what_they_run_through_in_the_wait() -> None:
    ahead = ClaimAhead(slots=10, limit=500, wait_s=0.05)
    ahead.observe(0.005)  # 10 slots x 50 ms / 5 ms = 100 jobs in hand: 90 beyond the slots
    assert ahead.jobs == 90


def test_one_long_job_after_many_short_ones_stops_claiming_ahead_at_once() -> None:
    ahead = ClaimAhead(slots=10, limit=500, wait_s=0.05)
    ahead.observe_all([0.0001] * 200)
    ahead.observe(10.0)
    assert ahead.jobs == 0


def test_short_jobs_bring_claiming_ahead_back_after_a_long_one() -> None:
    ahead = ClaimAhead(slots=10, limit=500, wait_s=0.05)
    ahead.observe(10.0)
    ahead.observe_all([0.0001] * 60)  # the average falls by a tenth of the gap per job
    assert 0 < ahead.jobs < 500
    ahead.observe_all([0.0001] * 300)
    assert ahead.jobs == 500


def test_a_queue_that_ran_dry_is_forgotten() -> None:
    ahead = ClaimAhead(slots=4, limit=100)
    ahead.observe_all([0.0001] * 10)
    assert ahead.jobs == 100
    ahead.forget()
    assert (ahead.jobs, ahead.average_s) == (0, None)


def test_a_limit_of_zero_never_claims_ahead() -> None:
    ahead = ClaimAhead(slots=4, limit=0)
    ahead.observe_all([0.0, 0.0001])
    assert ahead.jobs == 0


@pytest.mark.parametrize(("slots", "limit", "wait_s"), [(0, 10, 0.05), (1, -1, 0.05), (1, 10, 0.0)])
def test_nonsense_settings_are_refused(slots: int, limit: int, wait_s: float) -> None:
    with pytest.raises(ValueError, match="slots must be at least 1"):
        ClaimAhead(slots, limit, wait_s)
