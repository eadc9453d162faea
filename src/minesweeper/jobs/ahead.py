"""How many jobs a worker claims beyond its free slots ("claiming ahead").

A claim is a round trip and a commit, and most of a worker loop's CPU is spent per claim, not
per job: claiming 10 jobs at a time cost 80-100 µs of CPU per job, claiming 500 about 35 µs.
But a job claimed ahead waits in this worker's hands while another worker, idle, might have
run it. So a worker claims ahead only while its jobs are short: as many as its slots get
through in about `wait_s`, judged by how long its recent jobs took, and never more than
`limit`. Jobs that take `wait_s` or longer are claimed one per free slot, as without
claiming ahead.

What it knows comes from the jobs of the backlog at hand: after `forget()` (the queue ran
dry) it claims free slots only until the first of the next jobs have finished, so a worker
that drained many short jobs an hour ago does not take a batch of long ones at once.
"""

from __future__ import annotations

from collections.abc import Iterable

AHEAD_WAIT_S = 0.05  # the jobs in a worker's hands should last its slots about this long
SMOOTHING = 0.1  # weight of each new run time in the running average


class ClaimAhead:
    """The claim-ahead size of one worker, from the run times of its recent jobs."""

    def __init__(self, slots: int, limit: int, wait_s: float = AHEAD_WAIT_S) -> None:
        if slots < 1 or limit < 0 or wait_s <= 0:
            raise ValueError("slots must be at least 1, limit at least 0, wait_s positive")
        self.slots = slots
        self.limit = limit
        self.wait_s = wait_s
        self.average_s: float | None = None  # None: no job of this backlog has finished
        self._jobs = 0

    @property
    def jobs(self) -> int:
        """Jobs to claim beyond the free slots."""
        return self._jobs

    def observe(self, seconds: float) -> None:
        """One job's run time. A long job moves the average at once (one job of 10 s after
        many of 1 ms makes it 1 s); short ones bring it down over a few dozen jobs."""
        average = self.average_s
        self.average_s = average = (
            seconds if average is None else average + (seconds - average) * SMOOTHING
        )
        self._jobs = self._size(average)

    def observe_all(self, seconds: Iterable[float]) -> None:
        for value in seconds:
            self.observe(value)

    def forget(self) -> None:
        """The queue ran dry: what comes next may be another kind of job."""
        self.average_s = None
        self._jobs = 0

    def _size(self, average_s: float) -> int:
        if average_s <= 0:
            return self.limit
        in_hand = self.slots * self.wait_s / average_s  # what the slots get through in wait_s
        if in_hand >= self.limit + self.slots:
            return self.limit
        return max(0, int(in_hand) - self.slots)
