"""Prometheus metrics. Counters and histograms are per process (a scrape of the web process
sees its embedded worker); job counts by type and status are read from the database at scrape
time, so they hold for every worker everywhere."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from sqlalchemy import Engine

from minesweeper.jobs.store import JobStore

REGISTRY = CollectorRegistry(auto_describe=True)
_BUCKETS_S = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300)

START_LATENCY = Histogram(
    "minesweeper_job_start_latency_seconds",
    "Time from enqueue to first start.",
    ["type"],
    buckets=_BUCKETS_S,
    registry=REGISTRY,
)
RUN_DURATION = Histogram(
    "minesweeper_job_run_duration_seconds",
    "Handler run time per attempt.",
    ["type"],
    buckets=_BUCKETS_S,
    registry=REGISTRY,
)
RETRIES = Counter(
    "minesweeper_job_retries",
    "Failed attempts that were queued again.",
    ["type"],
    registry=REGISTRY,
)
FAILURES = Counter(
    "minesweeper_job_failures", "Jobs that ended in error.", ["type"], registry=REGISTRY
)
REAPED = Counter(
    "minesweeper_jobs_reaped",
    "Running jobs taken back from a lost worker.",
    ["type", "to_status"],
    registry=REGISTRY,
)


# The labelled children a worker observes for every job, looked up once per job type (the
# lookup takes the metric's lock and builds the label tuple each time).
_start_latency: dict[str, Histogram] = {}
_run_duration: dict[str, Histogram] = {}


def observe_start(job_type: str, created_at: datetime, started_at: datetime | None) -> None:
    if started_at is not None:
        child = _start_latency.get(job_type)
        if child is None:
            child = _start_latency[job_type] = START_LATENCY.labels(job_type)
        child.observe(max((started_at - created_at).total_seconds(), 0))


def observe_run(job_type: str, seconds: float) -> None:
    child = _run_duration.get(job_type)
    if child is None:
        child = _run_duration[job_type] = RUN_DURATION.labels(job_type)
    child.observe(seconds)


def record_failure(job_type: str, status: str | None) -> None:
    if status == "queued":
        RETRIES.labels(job_type).inc()
    elif status == "error":
        FAILURES.labels(job_type).inc()


class _JobCounts(Collector):
    def __init__(self, get_engine: Callable[[], Engine]) -> None:
        self._get_engine = get_engine

    def collect(self) -> Iterator[GaugeMetricFamily]:
        family = GaugeMetricFamily(
            "minesweeper_jobs",
            "Jobs in the database by type and status.",
            labels=["type", "status"],
        )
        for job_type, status, count in JobStore(self._get_engine()).counts():
            family.add_metric([job_type, status], count)
        yield family


def render(get_engine: Callable[[], Engine]) -> bytes:
    """The Prometheus text exposition: process metrics plus database job counts."""
    scrape = CollectorRegistry()
    scrape.register(_JobCounts(get_engine))
    return generate_latest(REGISTRY) + generate_latest(scrape)
