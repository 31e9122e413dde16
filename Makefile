# Two commands do all the set-up: `make play` and `make test` (see README).
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: play test lint typecheck unit bench clean app package lintian test-app test-slow store-shots catalogs \
	sounds lock lock-upgrade sound-check

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Python 3.11 or newer is needed (found $(PYTHON))"; exit 1; }
	$(PYTHON) -m venv $(VENV)

# Every environment is installed from the lock (requirements/*.txt, exact versions with hashes;
# `make lock` writes it): pip and setuptools first, then the lock's packages built with those
# (no other build backend is fetched), then the project itself, whose dependencies are locked.
# A venv is brought up to date whenever its lock file changes. (-qq on the last step hides
# setuptools' warning about editable installs; errors still show.)
define install_lock
	$(1)/bin/python -m pip install --quiet --require-hashes -r requirements/build.txt
	$(1)/bin/python -m pip install --quiet --no-build-isolation -r requirements/$(2).txt
	$(1)/bin/python -m pip install -qq --no-build-isolation --no-deps -e .
endef

$(VENV)/.game: requirements/build.txt requirements/game.txt pyproject.toml | $(PY)
	$(call install_lock,$(VENV),game)
	@touch $@

$(VENV)/.test: requirements/build.txt requirements/test.txt pyproject.toml | $(PY)
	$(call install_lock,$(VENV),test)
	@touch $@ $(VENV)/.game

play: $(VENV)/.game
	$(PY) -m evergreen $(ARGS)

test: $(VENV)/.test lint typecheck unit

# actionlint checks the release workflow (.github/workflows), its shell steps through
# shellcheck when that is installed (.ci/run installs it).
lint: $(VENV)/.test
	$(VENV)/bin/ruff check evergreen benchmarks tests tools
	$(VENV)/bin/ruff format --check evergreen benchmarks tests tools
	$(VENV)/bin/actionlint

typecheck: $(VENV)/.test
	$(VENV)/bin/mypy evergreen benchmarks

# On every core (pytest-xdist): a file's tests stay together, so module fixtures are made once.
JOBS ?= auto
unit: $(VENV)/.test
	$(PY) -m pytest -n $(JOBS) --dist loadfile

# Soak runs left out of `make test` (e.g. 1,000 kills of a playing game: minutes each) and
# the sound files measured whole (every piece's true peaks, spectrum and width: half a minute each).
test-slow: $(VENV)/.test
	$(PY) -m pytest -m slow -p no:cacheprovider tests

# Message catalogs (gettext, Babel): extract the messages from the code into the template,
# merge them into each language's .po (translate the new or fuzzy ones there), compile .mo.
# The .pot, .po and .mo files are all committed, so the game runs without a build step.
LOCALE := evergreen/locale
# The game's version, as evergreen/version.py writes it (read as text: nothing is imported).
VERSION := $(shell sed -n 's/^VERSION = "\(.*\)"$$/\1/p' evergreen/version.py)
LANGS  := ru

catalogs: $(VENV)/.test
	mkdir -p $(LOCALE)
	$(VENV)/bin/pybabel --quiet extract -F babel.cfg -k N_ -c TRANSLATORS: --sort-by-file \
		--project=Evergreen --version=$(VERSION) --msgid-bugs-address=none \
		-o $(LOCALE)/evergreen.pot evergreen
	for lang in $(LANGS); do \
		test -f $(LOCALE)/$$lang/LC_MESSAGES/evergreen.po || \
			$(VENV)/bin/pybabel --quiet init -D evergreen -i $(LOCALE)/evergreen.pot -d $(LOCALE) -l $$lang; \
		$(VENV)/bin/pybabel --quiet update -D evergreen -i $(LOCALE)/evergreen.pot -d $(LOCALE) \
			-l $$lang --ignore-obsolete; \
	done
	$(VENV)/bin/pybabel compile -D evergreen -d $(LOCALE) --statistics

# The game's sounds (assets/sounds/*.ogg, committed: the game needs no build step), made by
# synthesis (tools/make_sounds.py) and encoded by oggenc; the score composed by tools/music and
# played by fluidsynth through the FluidR3 General MIDI soundfont.
sounds: $(VENV)/.test
	@command -v oggenc >/dev/null && command -v oggdec >/dev/null || apt-get install -y vorbis-tools
	@command -v fluidsynth >/dev/null && test -f /usr/share/sounds/sf2/FluidR3_GM.sf2 \
		|| apt-get install -y fluidsynth fluid-soundfont-gm
	$(PY) -m tools.make_sounds

# The sound against issue 54's targets, each figure beside its target, failing if one is missed
# (tools/sound_check.py): as played (three busy `--demo` runs and three waiting games captured by
# SDL's disk audio driver, medians: loudness, true peak, stereo, the scoring's lift, silences),
# from assets/sounds (the effects through a 250 Hz high-pass, minutes of music, the seasons'
# chroma, Vorbis quality, size, every tuned cue's notes against the key) and a simulated
# 40-minute game (no piece back within 4 minutes). About 6 minutes; ARGS="--files-only": 20 s.
sound-check: $(VENV)/.test
	$(PY) -m tools.sound_check $(ARGS)

# The store page's six pictures at 1920x1080, into artefacts/store/ (not kept in the repo).
store-shots: $(VENV)/.test
	$(PY) tools/shots.py --store $(ARGS)

bench: $(VENV)/.game
	$(PY) -m benchmarks.rules $(ARGS)
	$(PY) -m benchmarks.strength
	$(PY) -m benchmarks.persistence
	$(PY) -m benchmarks.ai
	$(PY) -m benchmarks.ui
	$(PY) -m benchmarks.replay
	$(PY) -m benchmarks.review
	$(PY) -m benchmarks.x11
	$(PY) -m benchmarks.memory $(MEMORY_ARGS)

# The desktop app (PyInstaller, one folder) is built in its own venv holding only the game's
# dependencies and the build tools, so no test library can end up in it.
APPVENV := .venv-app

$(APPVENV)/.app: requirements/build.txt requirements/app.txt pyproject.toml
	test -x $(APPVENV)/bin/python || $(PYTHON) -m venv $(APPVENV)
	$(call install_lock,$(APPVENV),app)
	@touch $@

# One recipe on every desktop (tools/build_app.py, also what Windows, macOS and the release
# workflow run): `make app` builds dist/Evergreen; `make package` also packs it into
# dist/packages (here: .tar.gz and .deb); `make lintian` checks the .deb.
app: $(APPVENV)/.app
	$(APPVENV)/bin/python tools/build_app.py

package: $(APPVENV)/.app
	$(APPVENV)/bin/python tools/build_app.py --pack

lintian:
	@test -f dist/packages/evergreen_*.deb || { echo "no .deb: run make package first"; exit 1; }
	lintian --fail-on error dist/packages/evergreen_*.deb

# Builds and packs the app (make package), then runs the folder, the .deb unpacked into a
# temporary root (its menu entry's Exec) and lintian over the .deb (tests/app).
test-app: $(VENV)/.test
	$(PY) -m pytest -m app -p no:cacheprovider tests/app

# The lock: exact versions and hashes of everything the venvs hold, for Linux, macOS and Windows
# and Python 3.11+, from PyPI only (this machine's index settings are ignored). `make lock`
# after changing a range in pyproject.toml (the other pins stay); `make lock-upgrade` moves
# every package to the newest version its range allows. uv does the resolving: it is installed
# (pinned) into its own venv and only this target needs it.
UV_VERSION := 0.13.9
LOCKVENV   := .venv-lock
UV_COMPILE := env -u UV_INDEX -u UV_EXTRA_INDEX_URL -u UV_FIND_LINKS $(LOCKVENV)/bin/uv pip \
	compile --quiet --no-config --default-index https://pypi.org/simple --universal \
	--python-version 3.11 --generate-hashes --custom-compile-command "make lock" $(UPGRADE)

$(LOCKVENV)/.uv-$(UV_VERSION):
	rm -rf $(LOCKVENV)
	$(PYTHON) -m venv $(LOCKVENV)
	$(LOCKVENV)/bin/python -m pip install --quiet uv==$(UV_VERSION)
	@touch $@

lock: $(LOCKVENV)/.uv-$(UV_VERSION)
	mkdir -p requirements
	$(UV_COMPILE) --group build -o requirements/build.txt
	$(UV_COMPILE) pyproject.toml -c requirements/build.txt -o requirements/game.txt
	$(UV_COMPILE) pyproject.toml --extra test -c requirements/build.txt \
		-c requirements/game.txt -o requirements/test.txt
	$(UV_COMPILE) pyproject.toml --extra app -c requirements/build.txt \
		-c requirements/game.txt -o requirements/app.txt

lock-upgrade:
	$(MAKE) lock UPGRADE=--upgrade

clean:
	rm -rf $(VENV) $(APPVENV) $(LOCKVENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
