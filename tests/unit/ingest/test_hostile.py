"""Hostile uploads: each gets its expected outcome, quickly, without crashing or hoarding memory."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from minesweeper.ingest import IngestError, OcrConfig, ingest_bytes
from minesweeper.samples.hostile import CASES, HostileCase

# CPU seconds, not wall-clock: parallel test workers stretch wall time, not the work done.
_CPU_SECONDS_PER_CASE = 10.0
_PEAK_RSS_LIMIT_MB = 1024


def test_the_hostile_set_is_large_enough() -> None:
    assert len(CASES) >= 25
    assert len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_hostile_case_gets_its_expected_outcome(case: HostileCase) -> None:
    data = case.build()
    start = time.process_time()
    if case.expected is None:
        document = ingest_bytes(data, case.filename, ocr=OcrConfig(enabled=False))
        assert document.note
        assert document.page_count == len(document.pages) >= 1
    else:
        with pytest.raises(IngestError) as caught:
            ingest_bytes(data, case.filename, ocr=OcrConfig(enabled=False))
        assert caught.value.code == case.expected
        assert len(caught.value.message) > 10  # a sentence a reviewer can read
    assert time.process_time() - start < _CPU_SECONDS_PER_CASE


_MEMORY_SCRIPT = """
import json, sys
from minesweeper.ingest import IngestError, OcrConfig, ingest_bytes
from minesweeper.samples.hostile import CASES
outcomes = {}
for case in CASES:
    try:
        ingest_bytes(case.build(), case.filename, ocr=OcrConfig(enabled=False))
        outcomes[case.name] = None
    except IngestError as exc:
        outcomes[case.name] = exc.code
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the forked copy of the parent (a
# pytest worker that may hold a gigabyte), while VmHWM is this program's own memory.
status = open("/proc/self/status").read()
peak_mb = int(status.split("VmHWM:")[1].split()[0]) / 1024
print(json.dumps({"outcomes": outcomes, "peak_mb": peak_mb}))
"""


@pytest.mark.slow
@pytest.mark.slow  # the whole hostile set again, in a subprocess
@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc/self/status")
def test_whole_set_in_one_process_stays_within_memory() -> None:
    completed = subprocess.run(
        [sys.executable, "-c", _MEMORY_SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    report = json.loads(completed.stdout)
    assert report["outcomes"] == {case.name: case.expected for case in CASES}
    assert report["peak_mb"] < _PEAK_RSS_LIMIT_MB
