"""The import contract that keeps routes adapters names every route module there is."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
WEB = ROOT / "src" / "minesweeper" / "web"


def test_every_route_module_is_under_the_adapter_contract() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    [adapters] = [c for c in contracts if "minesweeper.db.models" in c.get("forbidden_modules", [])]
    routes = {
        f"minesweeper.web.{path.stem}"
        for pattern in ("api_*.py", "pages_*.py")
        for path in WEB.glob(pattern)
    }
    assert routes, "no route modules found"
    assert routes == set(adapters["source_modules"])
    assert "sqlalchemy" in adapters["forbidden_modules"]
