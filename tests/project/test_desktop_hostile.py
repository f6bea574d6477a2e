"""The desktop entry in a hostile data folder: a FIFO or a device never hangs or fills
memory, a planted symlink is never followed, and a listed path outside the data folder
is never removed. Each refusal is one line on stderr and exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import desktop

ROOT = Path(__file__).resolve().parents[2]
ICON = "icons/hicolor/256x256/apps/sniff.png"

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="XDG desktop entries")


def _run(flag: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(home), PYTHONPATH=str(ROOT),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "game", flag], capture_output=True,
                          text=True, env=env, timeout=60, cwd=ROOT)


def _refused(r: subprocess.CompletedProcess, words: str) -> None:
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert words in r.stderr, r.stderr


@pytest.mark.parametrize("flag", ["--install-desktop", "--uninstall-desktop"])
def test_a_fifo_entry_is_refused_not_waited_on(tmp_path, flag):
    entry = tmp_path / "applications" / "sniff.desktop"
    entry.parent.mkdir(parents=True)
    os.mkfifo(entry)
    _refused(_run(flag, tmp_path), "not a regular file")  # the timeout: no hang
    assert entry.is_fifo()


@pytest.mark.parametrize("flag", ["--install-desktop", "--uninstall-desktop"])
def test_an_entry_linked_to_dev_zero_or_huge_is_refused_not_read_whole(tmp_path, flag):
    entry = tmp_path / "applications" / "sniff.desktop"
    entry.parent.mkdir(parents=True)
    entry.symlink_to("/dev/zero")
    _refused(_run(flag, tmp_path), "not a regular file")
    assert entry.is_symlink()
    entry.unlink()
    big = f"[Desktop Entry]\n{desktop.MARK}=\n" + "#" * (desktop.ENTRY_MAX_BYTES + 10)
    entry.write_text(big)
    _refused(_run(flag, tmp_path), "larger than")
    assert entry.read_text() == big


def test_a_symlink_planted_at_the_icon_or_the_entry_is_refused_its_target_kept(tmp_path):
    home = tmp_path / "share"
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    icon = home / ICON
    icon.parent.mkdir(parents=True)
    icon.symlink_to(victim)
    _refused(_run("--install-desktop", home), "not a regular file")
    assert victim.read_text() == "keep" and icon.is_symlink()
    icon.unlink()
    entry = home / "applications" / "sniff.desktop"
    entry.parent.mkdir(parents=True)
    entry.symlink_to(victim)
    for flag in ("--install-desktop", "--uninstall-desktop"):
        _refused(_run(flag, home), "not a regular file")
    assert victim.read_text() == "keep" and entry.is_symlink()


def test_symlinks_planted_at_temporary_names_are_never_written_through(tmp_path):
    home = tmp_path / "share"
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    apps, icons = home / "applications", (home / ICON).parent
    apps.mkdir(parents=True)
    icons.mkdir(parents=True)
    for name in ("sniff.desktop.tmp", ".sniff.desktop.tmp"):
        (apps / name).symlink_to(victim)
    (icons / "sniff.png.tmp").symlink_to(victim)
    r = _run("--install-desktop", home)
    assert r.returncode == 0, r.stderr
    assert victim.read_text() == "keep"
    entry = apps / "sniff.desktop"
    assert not entry.is_symlink() and desktop.MARK in entry.read_text()
    assert not (home / ICON).is_symlink()
    leftovers = sorted(p.name for p in apps.iterdir())
    assert leftovers == [".sniff.desktop.tmp", "sniff.desktop", "sniff.desktop.tmp"]


def test_a_dotdot_or_symlinked_path_in_the_list_is_never_removed(tmp_path):
    home = tmp_path / "share"
    env = {"XDG_DATA_HOME": str(home)}
    desktop.install(env, out=lambda *_: None)
    outside = tmp_path / "outside" / "apps" / "sniff.png"  # the icon's name and folder
    outside.parent.mkdir(parents=True)
    outside.write_bytes(b"keep")
    linked = home / "icons" / "hicolor" / "64x64"
    linked.symlink_to(tmp_path / "outside")  # a symlink on the way down
    dotdot = f"{home}/icons/hicolor/../../../outside/apps/sniff.png"
    entry = home / "applications" / "sniff.desktop"
    text = entry.read_text(encoding="utf-8").replace(
        f"{desktop.MARK}=", f"{desktop.MARK}={dotdot};{linked}/apps/sniff.png;")
    entry.write_text(text, encoding="utf-8")
    lines: list[str] = []
    removed = desktop.uninstall(env, out=lines.append)
    assert outside.read_bytes() == b"keep"
    assert home / ICON in removed and entry in removed and not entry.exists()
    left = [x for x in lines if x.startswith("sniff: left alone")]
    assert len(left) == 2 and dotdot in left[0], lines
