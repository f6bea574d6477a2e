VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export SDL_VIDEODRIVER ?= dummy
export SDL_AUDIODRIVER ?= dummy

.PHONY: venv test lint play demo bench exe selftest clean

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

venv: $(STAMP)

lint: $(STAMP)
	$(VENV)/bin/ruff check engine game tests bench tools

test: lint
	$(PY) -m pytest

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

selftest: exe
	SNIFF_HOME=$$(mktemp -d) dist/sniff --selftest

clean:
	rm -rf build dist .pytest_cache .hypothesis .ruff_cache
