# Two entry points: `make run` and `make test`. Both set up everything they need.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test unit coverage lint typecheck contracts pytest system-deps clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

# Tesseract (+ Korean data), Korean fonts and Chromium, where the system allows it.
system-deps:
	@bash scripts/install-system-deps.sh

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

test: $(STAMP) system-deps lint typecheck contracts pytest

clean:
	rm -rf $(VENV) data test-artifacts .pytest_cache .mypy_cache .ruff_cache
