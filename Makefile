# Two entry points: `make run` and `make test`. Both set up everything they need.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test unit coverage lint typecheck contracts pytest system-deps browser-deps clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

# Tesseract (+ Korean data), Korean fonts and Chromium, where the system allows it.
system-deps:
	@bash scripts/install-system-deps.sh

# The pinned npm packages the browser tests inject (axe-core), from the lock file.
BROWSER_TESTS := tests/acceptance/browser
browser-deps: system-deps
	@if command -v npm >/dev/null 2>&1; then \
	  npm ci --prefix $(BROWSER_TESTS) --no-audit --no-fund --silent; \
	else echo "note: npm not found; the accessibility checks will be skipped" >&2; fi

run: $(STAMP) system-deps
	$(BIN)/minesweeper migrate
	$(BIN)/minesweeper demo
	$(BIN)/minesweeper serve

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy

contracts: $(STAMP)
	$(BIN)/lint-imports

# The fast lane (under a minute): unit tests without the slow OCR and property tests.
unit: $(STAMP)
	$(BIN)/pytest tests/unit -m "not slow" -n 2 --dist loadfile -q

# The unit lane with a coverage report; fails below the floor in pyproject.toml.
coverage: $(STAMP)
	$(BIN)/pytest tests/unit -m "not slow" -n 2 --dist loadfile -q --cov --cov-report=term

pytest: $(STAMP)
	$(BIN)/pytest -n 2 --dist loadfile

test: $(STAMP) system-deps browser-deps lint typecheck contracts pytest

clean:
	rm -rf $(VENV) data test-artifacts .pytest_cache .mypy_cache .ruff_cache $(BROWSER_TESTS)/node_modules
