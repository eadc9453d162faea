# Two entry points: `make run` and `make test`. Both set up everything they need.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test lint typecheck contracts pytest system-deps clean

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

pytest: $(STAMP)
	$(BIN)/pytest -n 2 --dist loadfile

test: $(STAMP) system-deps lint typecheck contracts pytest

clean:
	rm -rf $(VENV) data test-artifacts .pytest_cache .mypy_cache .ruff_cache
