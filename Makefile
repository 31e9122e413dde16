# Two commands do all the set-up: `make play` and `make test` (see README).
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: play test lint typecheck unit bench clean

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed (found $(PYTHON))"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.game: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	@touch $@

$(VENV)/.test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e ".[test]"
	@touch $@ $(VENV)/.game

play: $(VENV)/.game
	$(PY) -m evergreen $(ARGS)

test: $(VENV)/.test lint typecheck unit

lint: $(VENV)/.test
	$(VENV)/bin/ruff check evergreen tests tools
	$(VENV)/bin/ruff format --check evergreen tests tools

typecheck: $(VENV)/.test
	$(VENV)/bin/mypy evergreen/rules evergreen/persistence

unit: $(VENV)/.test
	$(PY) -m pytest

bench: $(VENV)/.game
	$(PY) -m evergreen.bench $(ARGS)
	$(PY) -m evergreen.persistence.bench
	$(PY) -m evergreen.ui.bench

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
