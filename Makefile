# The two commands of the README do all set-up: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench sim content clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/arkham

test: $(STAMP)
	$(BIN)/ruff check arkham tests
	$(BIN)/ruff format --check arkham tests
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check --fix arkham tests
	$(BIN)/ruff format arkham tests

bench: $(STAMP)
	$(BIN)/python -m arkham bench

sim: $(STAMP)
	$(BIN)/arkham sim --games 200 --players 4

content: $(STAMP)
	$(BIN)/arkham content

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis dist
