"""Workers: `run_worker_tick` (one job, inline; what tests drive) and `Worker` (the loop)."""

from __future__ import annotations

import gc
import logging
import os
import queue
import signal
import socket
import sys
import threading
import time
import uuid
from collections.abc import Mapping, Sequence
from datetime import timedelta
from types import FrameType

from sqlalchemy import Engine

from minesweeper.jobs import metrics, wake
from minesweeper.jobs.ahead import ClaimAhead
from minesweeper.jobs.api import prune
from minesweeper.jobs.context import Handler, JobContext
from minesweeper.jobs.execute import Outcome, completion, record, run_handler
from minesweeper.jobs.listen import start_wake_source
from minesweeper.jobs.model import STOP_OUTCOMES, OutcomeKind, StopReason
from minesweeper.jobs.store import Completion, JobStore

log = logging.getLogger("minesweeper.jobs")
DEFAULT_RETENTION = timedelta(days=14)
PRUNE_INTERVAL_S = 3600.0
FLUSH_MAX_DELAY_S = 0.02  # longest a finished job waits to be recorded with others
RETRY_AFTER_FAILURE_S = 0.5  # pause after a failed cycle (database unreachable)
DEFAULT_MAX_PREFETCH = 500  # most jobs claimed ahead of a free slot, while jobs are short
STALL_S = 0.5  # jobs claimed ahead that no slot could take for this long go back


def new_worker_id() -> str:
    """Fresh per process start, so a restarted worker never passes another's fence."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def say(*messages: str) -> None:
    sys.stderr.write("".join(f"[worker] {message}\n" for message in messages))
    sys.stderr.flush()


def _execute(ctx: JobContext, handler: Handler) -> tuple[Outcome, float]:
    """Run the handler; returns its outcome and how long it ran."""
    job = ctx.job
    if job.attempts == 1:
        metrics.observe_start(job.type, job.created_at, job.started_at)
    started = time.perf_counter()
    outcome = run_handler(handler, ctx)
    seconds = time.perf_counter() - started
    metrics.observe_run(job.type, seconds)
    return outcome, seconds


def run_worker_tick(
    engine: Engine,
    handlers: Mapping[str, Handler],
    *,
    worker_id: str | None = None,
    lease_seconds: float = 60.0,
) -> str | None:
    """Reap expired leases, claim at most one job, run it inline; returns its id or None."""
    store = JobStore(engine)
    worker_id = worker_id or new_worker_id()
    store.reap()
    jobs = store.claim(worker_id, 1, lease_seconds, types=sorted(handlers))
    if not jobs:
        return None
    ctx = JobContext(jobs[0], store, worker_id, lease_seconds)
    record(store, ctx, _execute(ctx, handlers[ctx.job.type])[0])
    return ctx.job.id


class Worker:
    """Claims jobs in batches and runs up to `concurrency` at once on threads."""

    def __init__(
        self,
        engine: Engine,
        handlers: Mapping[str, Handler],
        *,
        concurrency: int = 1,
        lease_seconds: float = 60.0,
        poll_interval_ms: int = 2000,
        types: Sequence[str] | None = None,
        worker_id: str | None = None,
        label: str = "",  # the host's words for this worker, shown in its first log line
        retention: timedelta | None = DEFAULT_RETENTION,
        reap_interval_s: float | None = None,
        exit_when_idle: bool = False,
        log_jobs: bool = True,
        prefetch: int = 0,
        max_prefetch: int = DEFAULT_MAX_PREFETCH,
    ) -> None:
        if concurrency < 1 or prefetch < 0 or max_prefetch < 0:
            raise ValueError("concurrency must be at least 1, prefetch and max_prefetch at least 0")
        self.store = JobStore(engine)
        self._claimer = self.store.claimer()
        self.engine = engine
        self.handlers = dict(handlers)
        self.types = sorted(set(types or handlers) & set(handlers))
        if not self.types:
            raise ValueError("the worker has no handler for any of the job types it should run")
        self.concurrency = concurrency
        self.lease_seconds = lease_seconds
        self.poll_interval_s = poll_interval_ms / 1000
        self.worker_id = worker_id or new_worker_id()
        self.label = label
        self.retention = retention
        self.reap_interval_s = reap_interval_s or min(lease_seconds / 2, 30.0)
        self.exit_when_idle = exit_when_idle
        self.log_jobs = log_jobs
        # Jobs claimed ahead of a free slot, so that the slots never wait for a claim and
        # one round trip serves many jobs: always `prefetch`, and up to `max_prefetch` while
        # jobs are short (`ahead.ClaimAhead`); long jobs are claimed one per free slot, so
        # that they do not wait here while another worker is idle.
        self.prefetch = prefetch
        self.max_prefetch = max_prefetch
        self._ahead = ClaimAhead(concurrency, max_prefetch)
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._beat_stop = threading.Event()  # outlives _stopping: finishing jobs keep leases
        self._lock = threading.Lock()
        self._held: dict[str, JobContext] = {}
        self._inbox: queue.SimpleQueue[JobContext | None] = queue.SimpleQueue()
        self._done: list[tuple[JobContext, Outcome]] = []
        self._done_since: float | None = None  # when the oldest unrecorded result arrived
        self._wake_at = 1  # results (in `_done`) at which a slot wakes the loop
        self._taken_at = time.monotonic()  # when a slot last took a job, or jobs came in
        self._thread: threading.Thread | None = None
        self.processed = 0

    # -- lifecycle ---------------------------------------------------------------------
    def run(self) -> None:
        """Block until stopped. In the main thread the process is the worker's: SIGTERM and
        SIGINT stop it gracefully, and what start-up left in memory is frozen out of the cyclic
        garbage collector (`gc.freeze`), which otherwise scans all of it again whenever jobs
        that came and went trigger a full pass (about 50 ms each, against 4 ms frozen)."""
        if threading.current_thread() is threading.main_thread():
            for signum in (signal.SIGTERM, signal.SIGINT):
                signal.signal(signum, self._on_signal)
            gc.freeze()
        self._loop()

    def start_in_thread(self) -> threading.Thread:
        self._thread = threading.Thread(target=self._loop, name="jobs-worker", daemon=True)
        self._thread.start()
        return self._thread

    def stop(self, *, release: bool = False, timeout: float | None = None) -> None:
        """Stop claiming; running jobs finish (or, with `release`, go back to the queue)."""
        if release:
            with self._lock:
                for ctx in self._held.values():
                    ctx.request_stop(StopReason.RELEASE)
        self._stopping.set()
        self._wake.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        # First signal: finish what is running. Second: hand running jobs back now.
        say(f"received signal {signum}, shutting down")
        self.stop(release=self._stopping.is_set())

    # -- main loop -----------------------------------------------------------------------
    def _loop(self) -> None:
        shown = f" ({self.label})" if self.label else ""
        say(f"polling every {round(self.poll_interval_s * 1000)}ms{shown}")
        wake.register(self._wake)
        listener = start_wake_source(self.engine, self._wake)
        slots = [
            threading.Thread(target=self._slot, name=f"jobs-slot-{i}", daemon=True)
            for i in range(self.concurrency)
        ]
        for slot in slots:
            slot.start()
        beat = threading.Thread(target=self._heartbeat, name="jobs-heartbeat", daemon=True)
        beat.start()
        try:
            self._drain()
        finally:
            self._hand_back(keep=0)  # claimed ahead, never started: not ours to finish
            for _ in slots:
                self._inbox.put(None)
            for slot in slots:
                slot.join()
            self._flush()
            self._claimer.close()
            self._stopping.set()
            self._beat_stop.set()
            beat.join()
            if listener:
                listener.stop()
            wake.unregister(self._wake)
            say(f"stopped after {self.processed} jobs")

    def _drain(self) -> None:
        next_reap = next_prune = 0.0
        while not self._stopping.is_set():
            self._wake.clear()
            now = time.monotonic()
            if now >= next_reap:
                self._reap()
                next_reap = now + self.reap_interval_s
            if self.retention is not None and now >= next_prune:
                self._prune(self.retention)
                next_prune = now + PRUNE_INTERVAL_S
            capacity = self.concurrency + max(self.prefetch, self._ahead.jobs)
            refill_at = max(1, capacity // 2)
            with self._lock:
                running = len(self._held) - len(self._done)
                waiting_since = self._done_since
                free = capacity - running
                # Woken by the first result (it may not wait longer than FLUSH_MAX_DELAY_S)
                # and by the one that frees `refill_at` slots, not by every finished job.
                self._wake_at = max(1, len(self._done) + refill_at - free)
            # Batch: write results and claim more once half the slots are free (or all, or
            # a result has waited FLUSH_MAX_DELAY_S), not after every single job.
            overdue = waiting_since is not None and now - waiting_since >= FLUSH_MAX_DELAY_S
            if not (free >= refill_at or running == 0 or overdue):
                self._hand_back_stalled(now)
                # A finished job wakes us; one already waiting bounds the sleep.
                self._sleep(FLUSH_MAX_DELAY_S if waiting_since is not None else None)
                continue
            # A full batch: there may be more, drain without sleeping. Fewer than asked: the
            # queue had no more, and claiming again at once would only cost a round trip
            # while the jobs just claimed wait for this thread to let go of the interpreter;
            # a new job wakes us (enqueue here, NOTIFY, the SQLite watcher), as does a
            # finished one. What comes next may be another kind of job: claim ahead again
            # only once some of it has run.
            # (`free` is below 1 when the claim-ahead size shrank: results go out alone.)
            asked = max(0, free)
            claimed = self._cycle(asked)
            if asked and claimed >= asked:
                continue
            with self._lock:
                if asked:
                    self._ahead.forget()
                self._wake_at = 1
                pending = bool(self._done)
            if self.exit_when_idle and not self._held:
                return
            self._sleep(FLUSH_MAX_DELAY_S if pending else None)

    def _sleep(self, timeout: float | None) -> None:
        """Wait to be woken, at most `timeout` (default: the poll interval); jobs claimed
        ahead and not yet started are checked on every STALL_S."""
        limit = self.poll_interval_s if timeout is None else timeout
        if self._inbox.qsize() > self.prefetch:
            limit = min(limit, STALL_S)
        self._wake.wait(limit)

    def _cycle(self, free: int) -> int:
        """Record finished jobs and claim up to `free` new ones in one transaction."""
        with self._lock:
            finished, self._done = self._done, []
            self._done_since = None
        batch: list[Completion] = []
        for ctx, outcome in finished:
            if outcome.kind == OutcomeKind.DONE:
                batch.append(completion(ctx, outcome))
                continue
            try:
                record(self.store, ctx, outcome)
            except Exception as exc:
                # The lease will expire and the reaper will take the job back.
                # The type only: a driver's text may quote the job's result.
                kind, failure = outcome.kind, type(exc).__name__
                log.warning("recording %s of job %s failed: %s", kind, ctx.job.id, failure)
        limit = 0 if self._stopping.is_set() else free
        try:
            jobs = self._claimer.claim(
                self.worker_id, limit, self.lease_seconds, self.types, completions=batch
            )
        except Exception as exc:
            log.warning(
                "recording %d results / claiming failed: %s", len(batch), type(exc).__name__
            )
            # The database may be restarting: keep the completions for the next cycle
            # (their leases keep being extended) instead of leaving them to the reaper.
            with self._lock:
                kept = [
                    (ctx, outcome) for ctx, outcome in finished if outcome.kind == OutcomeKind.DONE
                ]
                self._done = kept + self._done
                if kept and self._done_since is None:
                    self._done_since = time.monotonic()
            self._stopping.wait(RETRY_AFTER_FAILURE_S)
            finished = [
                (ctx, outcome) for ctx, outcome in finished if outcome.kind != OutcomeKind.DONE
            ]
            jobs = []
        store, worker_id, lease_seconds = self.store, self.worker_id, self.lease_seconds
        contexts = [JobContext(job, store, worker_id, lease_seconds) for job in jobs]
        with self._lock:
            held = self._held
            for ctx, _ in finished:
                held.pop(ctx.job.id, None)
            for ctx in contexts:
                held[ctx.job.id] = ctx
        self.processed += len(finished)
        if self.log_jobs and finished:
            say(*(f"processed job {ctx.job.id}" for ctx, _ in finished))
        if contexts:
            self._taken_at = time.monotonic()
            put = self._inbox.put
            for ctx in contexts:
                put(ctx)
        return len(jobs)

    def _flush(self) -> None:
        self._cycle(0)

    def _slot(self) -> None:
        take, lock, ahead = self._inbox.get, self._lock, self._ahead
        while (ctx := take()) is not None:
            self._taken_at = time.monotonic()
            seconds = None
            if ctx.stop_reason is not None:  # released, cancelled or lost before it started
                outcome = Outcome(STOP_OUTCOMES[ctx.stop_reason])
            else:
                outcome, seconds = _execute(ctx, self.handlers[ctx.job.type])
            with lock:
                done = self._done
                done.append((ctx, outcome))
                if self._done_since is None:
                    self._done_since = time.monotonic()
                if seconds is not None:
                    ahead.observe(seconds)
                # The first result starts the loop's FLUSH_MAX_DELAY_S; then it needs to hear
                # only of the one that frees enough slots for a claim.
                wake_loop = len(done) == 1 or len(done) >= self._wake_at
            if wake_loop:
                self._wake.set()

    def _hand_back_stalled(self, now: float) -> None:
        """Jobs claimed ahead that no slot could take for STALL_S: every slot is busy with a
        longer job than the last ones were. Hand them back, so that another worker can run
        them, and claim ahead no more until jobs are short again."""
        if self._inbox.qsize() <= self.prefetch or now - self._taken_at < STALL_S:
            return
        with self._lock:
            self._ahead.observe(now - self._taken_at)  # the running jobs took this long at least
        self._hand_back(keep=self.prefetch)

    def _hand_back(self, keep: int) -> None:
        """Hand the jobs no slot has started back to the queue, but for the first `keep` (and
        those cancelled or lost meanwhile: a slot finishes them without running them). They
        were not attempts: `store.release` counts them off again."""
        unstarted: list[JobContext] = []
        while True:
            try:
                ctx = self._inbox.get_nowait()
            except queue.Empty:
                break
            if ctx is not None:
                unstarted.append(ctx)
        back = [ctx for ctx in unstarted[keep:] if ctx.stop_reason is None]
        returned = {id(ctx) for ctx in back}
        if back:
            try:
                self.store.release([ctx.fence for ctx in back], [ctx.job.type for ctx in back])
            except Exception as exc:  # the database may be restarting: run them here after all
                log.warning("handing back %d jobs failed: %s", len(back), type(exc).__name__)
                returned = set()
        for ctx in unstarted:
            if id(ctx) not in returned:
                self._inbox.put(ctx)
        if returned:
            with self._lock:
                for ctx in back:
                    self._held.pop(ctx.job.id, None)
            log.info("handed back %d jobs claimed ahead", len(back))

    def _prune(self, retention: timedelta) -> None:
        try:
            prune(self.engine, retention)
        except Exception as exc:  # the database may be restarting: try again next hour
            log.warning("pruning finished jobs failed: %s", exc)

    def _reap(self) -> None:
        try:
            for job_id, status, job_type in self.store.reap():
                metrics.REAPED.labels(job_type, status).inc()
                log.warning("job %s: worker lost, now %s", job_id, status)
        except Exception as exc:
            log.warning("reaping failed: %s", exc)

    def _heartbeat(self) -> None:
        # A thread of its own, so a handler busy on the CPU cannot starve the lease.
        interval = self.lease_seconds / 3
        while not self._beat_stop.wait(interval):
            with self._lock:
                held = dict(self._held)
            try:
                alive = self.store.heartbeat(self.worker_id, list(held), self.lease_seconds)
            except Exception as exc:
                log.warning("heartbeat failed: %s", exc)
                continue
            for job_id, ctx in held.items():
                if job_id not in alive:
                    ctx.request_stop(StopReason.LOST)
                elif alive[job_id]:
                    ctx.request_stop(StopReason.CANCEL)
