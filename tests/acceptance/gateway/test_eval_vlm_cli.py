"""`minesweeper eval --extractor vlm` end to end: the real CLI against the fake model server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from tests.fakes.vlm_server import good, person, running

FONT = Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
LINES = (
    "학위논문 인준서",
    "심사위원장  김 철 수  (인)",
    "심사위원  이 영 희  (인)",
    "지도교수  박 민 준",
)


def _approval_scan(path: Path) -> None:
    image = Image.new("RGB", (1240, 1754), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(FONT), 44) if FONT.is_file() else ImageFont.load_default(44)
    for row, line in enumerate(LINES):
        draw.text((120, 200 + 140 * row), line, fill="black", font=font)
    draw.ellipse((900, 330, 1020, 450), outline=(200, 0, 0), width=6)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)


def _corpus(root: Path) -> Path:
    _approval_scan(root / "A1" / "approval.png")
    manifest = {
        "round": "vlm-smoke",
        "applicants": [
            {
                "id": "A1",
                "name": "홍길동",
                "documents": [{"path": "A1/approval.png", "category": "thesis", "format": "png"}],
                "expected_persons": [
                    {"name": "김철수", "roles": ["committee_chair"], "source_kinds": ["seal"]},
                    {"name": "이영희", "roles": ["committee_member"], "source_kinds": ["seal"]},
                    {"name": "박민준", "roles": ["advisor"], "source_kinds": ["printed"]},
                ],
            }
        ],
    }
    (root / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), "utf-8")
    return root


@pytest.mark.slow
@pytest.mark.parametrize("api", ["ollama", "openai"])
def test_eval_with_the_vlm_extractor_runs_end_to_end(tmp_path: Path, api: str) -> None:
    corpus = _corpus(tmp_path / "corpus")
    with running(api) as server:  # type: ignore[arg-type]
        server.answer_by_default(
            good(
                person("김철수", "committee_chair", "seal"),
                person("이영희", "committee_member", "seal"),
                person("박민준", "advisor", "printed"),
            )
        )
        env = {
            **os.environ,
            "VLM_API": api,
            "VLM_BASE_URL": server.url,
            "VLM_MODEL": "vision-7b",
            "DATA_DIR": str(tmp_path / "data"),
        }
        completed = subprocess.run(
            [
                sys.executable,
                "-m",
                "minesweeper",
                "eval",
                str(corpus),
                "--extractor",
                "vlm",
                "--json",
            ],
            capture_output=True,
            text=True,
            env=env,
            timeout=240,
            check=False,
        )
        requests = server.requests
    assert completed.returncode == 0, completed.stderr
    report = json.loads(completed.stdout)
    assert report["extractor"] == "vlm"
    assert report["failed_jobs"] == []
    assert report["persons"]["recall"] == 1.0
    assert len(requests) >= 1
    assert all(len(r.image_sha256) == 1 for r in requests)
