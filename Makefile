# Two commands do all the set-up: `make play` and `make test` (see README).
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: play test lint typecheck unit bench clean app test-app test-slow catalogs sounds sound-check

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
	$(VENV)/bin/mypy evergreen

unit: $(VENV)/.test
	$(PY) -m pytest

# Soak runs left out of `make test` (e.g. 1,000 kills of a playing game): minutes each.
test-slow: $(VENV)/.test
	$(PY) -m pytest -m slow -p no:cacheprovider tests

# Message catalogs (gettext, Babel): extract the messages from the code into the template,
# merge them into each language's .po (translate the new or fuzzy ones there), compile .mo.
# The .pot, .po and .mo files are all committed, so the game runs without a build step.
LOCALE := evergreen/locale
LANGS  := ru

catalogs: $(VENV)/.test
	mkdir -p $(LOCALE)
	$(VENV)/bin/pybabel --quiet extract -F babel.cfg -k N_ -c TRANSLATORS: --sort-by-file \
		--project=Evergreen --version=0.1.0 --msgid-bugs-address=none \
		-o $(LOCALE)/evergreen.pot evergreen
	for lang in $(LANGS); do \
		test -f $(LOCALE)/$$lang/LC_MESSAGES/evergreen.po || \
			$(VENV)/bin/pybabel --quiet init -D evergreen -i $(LOCALE)/evergreen.pot -d $(LOCALE) -l $$lang; \
		$(VENV)/bin/pybabel --quiet update -D evergreen -i $(LOCALE)/evergreen.pot -d $(LOCALE) \
			-l $$lang --ignore-obsolete; \
	done
	$(VENV)/bin/pybabel compile -D evergreen -d $(LOCALE) --statistics

# The game's sounds (assets/sounds/*.ogg, committed: the game needs no build step), made by
# synthesis (tools/make_sounds.py) and encoded by oggenc; the same files on every rebuild.
sounds: $(VENV)/.test
	@command -v oggenc >/dev/null && command -v oggdec >/dev/null || apt-get install -y vorbis-tools
	$(PY) -m tools.make_sounds

# The mix measured as played: three `--demo` runs captured by SDL's disk audio driver (the mix,
# the music alone, the effects alone); loudness, true peak, balance, the scoring's crossfade,
# the loops' stereo, the cues' keys against the loops (tools/sound_check.py). About 5 minutes.
sound-check: $(VENV)/.test
	$(PY) -m tools.sound_check $(ARGS)

bench: $(VENV)/.game
	$(PY) -m evergreen.bench $(ARGS)
	$(PY) -m evergreen.persistence.bench
	$(PY) -m evergreen.ai.bench
	$(PY) -m evergreen.ui.bench
	$(PY) -m evergreen.ui.bench_x11

# The desktop app (PyInstaller, one folder) is built in its own venv holding only the game's
# dependencies and the build tools, so no test library can end up in it.
APPVENV := .venv-app

$(APPVENV)/.app: pyproject.toml
	$(PYTHON) -m venv $(APPVENV)
	$(APPVENV)/bin/python -m pip install --quiet --upgrade pip
	$(APPVENV)/bin/python -m pip install --quiet -e ".[app]"
	@touch $@

app: $(APPVENV)/.app
	$(APPVENV)/bin/python tools/make_icons.py build/icons
	$(APPVENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller build.spec
	mkdir -p dist/Evergreen/share/icons
	cp -R build/icons/hicolor dist/Evergreen/share/icons/
	cp packaging/linux/evergreen.desktop dist/Evergreen/

test-app: $(VENV)/.test
	$(PY) -m pytest -m app -p no:cacheprovider tests/app

clean:
	rm -rf $(VENV) $(APPVENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
