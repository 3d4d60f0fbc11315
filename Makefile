# The two commands of the README do all set-up: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench sim content dist bundle clean

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
	$(BIN)/mypy
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

# The Linux bundle, built from a clean environment with only the runtime dependencies.
BUILD_VENV := .venv-build
BUILD_STAMP := $(BUILD_VENV)/.installed

$(BUILD_STAMP): pyproject.toml
	$(PYTHON) -m venv $(BUILD_VENV)
	$(PYTHON) -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > $(BUILD_VENV)/requirements.txt
	$(BUILD_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BUILD_VENV)/bin/python -m pip install --quiet -r $(BUILD_VENV)/requirements.txt 'pyinstaller>=6.10,<7'
	touch $(BUILD_STAMP)

bundle: $(BUILD_STAMP)
	$(BUILD_VENV)/bin/python build/make_icon.py build/out
	$(BUILD_VENV)/bin/python build/write_version_info.py build/out/version_info.txt
	$(BUILD_VENV)/bin/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/work arkham.spec

dist: bundle
	bash build/linux/package.sh

clean:
	rm -rf $(VENV) $(BUILD_VENV) .pytest_cache .ruff_cache .hypothesis dist build/out build/work
