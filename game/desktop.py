"""``sniff --install-desktop`` / ``--uninstall-desktop``: Sniff in the Linux applications menu.

Install writes two files into the user's XDG data folder (``$XDG_DATA_HOME``, by default
``~/.local/share``):

* ``applications/sniff.desktop``: the menu entry, which starts this very program (the
  executable when frozen, else the ``sniff`` script beside this Python, else
  ``python -m game`` from the source checkout);
* ``icons/hicolor/256x256/apps/sniff.png``: the game's icon.

(``open_folder`` here shows a folder in the system's file manager: the About screen.)

The entry lists what install wrote (files and any folders it had to create) under
``X-Sniff-Installed``; uninstall removes exactly those, and only if they are the paths
install would write here, then the entry itself. Nothing else is touched (no desktop
database or icon cache is rebuilt: desktops watch these folders).

Hostile folders: an existing entry is read only if it is a regular file (``lstat``, then
opened ``O_NOFOLLOW | O_NONBLOCK`` and read to :data:`ENTRY_MAX_BYTES`): a FIFO, a
device, a symlink or a huge file is refused, never waited on or read whole. Files are
written to a fresh temporary file in their own folder (``mkstemp``: ``O_CREAT |
O_EXCL``, so a planted symlink is never followed) and renamed over the target; an
entry or icon path that exists and is not a regular file is refused. An
``X-Sniff-Installed`` path that is not one install writes inside the data folder (with
``..``, elsewhere, a symlink on the way) is left alone, and said so.

Exit codes: 0 done; 1 a file could not be written or removed; 2 refused (not a Linux
desktop, an entry that Sniff did not write, or an entry or icon path that is not a
regular file), one line on stderr.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import struct
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

__all__ = ["DesktopPaths", "paths", "entry_text", "exec_command", "install", "uninstall", "main",
           "open_folder"]

APP_ID = "sniff"
MARK = "X-Sniff-Installed"
#: An entry Sniff writes is under 1 kB; anything past this is not ours.
ENTRY_MAX_BYTES = 64 * 1024


class DesktopError(Exception):
    """A refusal or failure, with the exit code to end on."""

    def __init__(self, message: str, code: int = 1):
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class DesktopPaths:
    data_home: Path
    entry: Path
    icon: Path


def data_home(env=None) -> Path:
    """``$XDG_DATA_HOME`` if set to an absolute path, else ``~/.local/share`` (XDG spec)."""
    env = os.environ if env is None else env
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def _icon_source() -> Path:
    from .resources import asset_path
    return Path(asset_path("images", "icon.png"))


def _png_size(path: Path) -> int:
    """The width of a PNG (the icon is square), read from its IHDR chunk."""
    with open(path, "rb") as f:
        head = f.read(24)
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n":
        raise DesktopError(f"sniff: the icon is not a PNG file: {path}")
    return struct.unpack(">I", head[16:20])[0]


def paths(env=None, icon_size: int | None = None) -> DesktopPaths:
    home = data_home(env)
    size = icon_size or _png_size(_icon_source())
    return DesktopPaths(
        data_home=home,
        entry=home / "applications" / f"{APP_ID}.desktop",
        icon=home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png",
    )


def exec_command() -> tuple[list[str], Path | None]:
    """The command that starts this Sniff, and the working folder it needs (or None)."""
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)], None
    script = Path(sys.executable).parent / "sniff"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)], None
    root = Path(__file__).resolve().parent.parent
    return [os.path.abspath(sys.executable), "-m", "game"], root


def _quote_arg(arg: str) -> str:
    """One Exec argument, quoted as the Desktop Entry spec asks, then escaped as a
    string value (backslashes doubled) with ``%`` as ``%%``."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    if any(c in reserved for c in arg):
        inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        arg = f'"{inner}"'
    return arg.replace("\\", "\\\\").replace("%", "%%")


def _escape_value(text: str) -> str:
    return (text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
            .replace("\r", "\\r"))


def _list_value(items) -> str:
    return "".join(_escape_value(str(i)).replace(";", "\\;") + ";" for i in items)


def _parse_list(value: str) -> list[str]:
    out, cur, i = [], [], 0
    while i < len(value):
        c = value[i]
        if c == "\\" and i + 1 < len(value):
            nxt = value[i + 1]
            cur.append({"n": "\n", "t": "\t", "r": "\r", "s": " "}.get(nxt, nxt))
            i += 2
            continue
        if c == ";":
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    if cur:
        out.append("".join(cur))
    return out


def entry_text(command: list[str], workdir: Path | None, installed: list[Path]) -> str:
    from .version import version
    entry = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Sniff",
        "GenericName=Domino game",
        "Comment=The domino game Sniff: American Sniff and Sniff 61",
        "Comment[pl]=Gra w domino Sniff: American Sniff i Sniff 61",
        "Exec=" + " ".join(_quote_arg(a) for a in command),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=domino;dominoes;sniff;muggins;",
        "StartupNotify=true",
    ]
    if workdir is not None:
        entry.append("Path=" + _escape_value(str(workdir)))
    entry.append("X-Sniff-Version=" + _escape_value(version()))
    entry.append(f"{MARK}=" + _list_value(installed))
    return "\n".join(entry) + "\n"


def _kind(path: Path) -> int | None:
    """The file type bits of ``path`` itself (a symlink is a symlink), or None if absent."""
    try:
        return stat.S_IFMT(os.lstat(path).st_mode)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise DesktopError(f"sniff: cannot look at {path}: {e.strerror or e}", 1) from e


def _regular_or_absent(path: Path) -> bool:
    """True if ``path`` is a regular file, False if absent; refuses anything else."""
    kind = _kind(path)
    if kind is not None and kind != stat.S_IFREG:
        raise DesktopError(f"sniff: {path} is not a regular file (a symlink, folder, FIFO "
                           "or device); left alone", 2)
    return kind is not None


def _read_bounded(path: Path) -> bytes:
    """The bytes of the regular file ``path``, never following a symlink, never waiting
    on a FIFO, never reading past :data:`ENTRY_MAX_BYTES`."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise DesktopError(f"sniff: cannot read {path}: {e.strerror or e}; left alone",
                           2) from e
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise DesktopError(f"sniff: {path} is not a regular file; left alone", 2)
        data = f.read(ENTRY_MAX_BYTES + 1)
    if len(data) > ENTRY_MAX_BYTES:
        raise DesktopError(f"sniff: {path} is larger than {ENTRY_MAX_BYTES // 1024} KiB: "
                           "not written by Sniff; left alone", 2)
    return data


def _read_entry(entry: Path) -> dict[str, str]:
    keys: dict[str, str] = {}
    section = None
    for line in _read_bounded(entry).decode("utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            continue
        if section == "Desktop Entry" and "=" in line:
            k, v = line.split("=", 1)
            keys[k.strip()] = v.strip()
    return keys


def install(env=None, out=print) -> list[Path]:
    """Write the entry and the icon; returns what was written (files, then created folders)."""
    if sys.platform.startswith("win") or sys.platform == "darwin":
        raise DesktopError("sniff: --install-desktop is for Linux desktops (XDG) only", 2)
    p = paths(env)
    created: list[Path] = []
    if _regular_or_absent(p.entry):
        keys = _read_entry_safe(p.entry)
        if MARK not in keys:
            raise DesktopError(f"sniff: {p.entry} exists and was not written by Sniff; "
                               "left alone", 2)
        # installed before: the folders that install created are still its own (only
        # folders on the way to the entry or the icon are carried on, never other paths)
        on_the_way = set(p.entry.parents) | set(p.icon.parents)
        created = [Path(x) for x in _parse_list(keys[MARK]) if x and Path(x) in on_the_way]
    _regular_or_absent(p.icon)
    try:
        for folder in (p.entry.parent, p.icon.parent):
            missing = []
            f = folder
            while not f.exists():
                missing.append(f)
                f = f.parent
            folder.mkdir(parents=True, exist_ok=True)
            created.extend(m for m in reversed(missing) if m not in created)
        _write_new(p.icon, _icon_source().read_bytes())
        command, workdir = exec_command()
        text = entry_text(command, workdir, [p.icon] + created)
        _write_new(p.entry, text.encode("utf-8"))
    except OSError as e:
        raise DesktopError(f"sniff: could not install the desktop entry: {e}", 1) from e
    out(f"sniff: added to the applications menu: {p.entry}")
    out(f"sniff: icon: {p.icon}")
    return [p.entry, p.icon] + created


def _write_new(path: Path, data: bytes) -> None:
    """Write ``data`` to a fresh temporary file beside ``path`` (created ``O_EXCL``: a
    symlink planted there is never followed), then rename it over ``path``."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _read_entry_safe(entry: Path) -> dict[str, str]:
    """The entry's keys; {} if it cannot be read as text (refused as not Sniff's)."""
    try:
        return _read_entry(entry)
    except (OSError, UnicodeDecodeError):
        return {}


def _inside(path: Path, home: Path) -> bool:
    """Is ``path`` inside the data folder ``home``: absolute, no ``..``, under ``home``
    itself (not ``home``), with no symlink on the way down from ``home`` (or at the
    end)?"""
    if not path.is_absolute() or ".." in path.parts:
        return False
    try:
        rel = path.relative_to(home)
    except ValueError:
        return False
    cur = home
    for part in rel.parts:
        cur = cur / part
        try:
            if stat.S_ISLNK(os.lstat(cur).st_mode):
                return False
        except FileNotFoundError:
            break  # absent from here down: nothing to follow
        except OSError:
            return False
    return bool(rel.parts)


def uninstall(env=None, out=print) -> list[Path]:
    """Remove exactly what :func:`install` wrote here; returns what was removed."""
    p = paths(env)
    if not _regular_or_absent(p.entry):
        out(f"sniff: no desktop entry to remove ({p.entry})")
        return []
    keys = _read_entry_safe(p.entry)
    if MARK not in keys:
        raise DesktopError(f"sniff: {p.entry} was not written by Sniff; left alone", 2)
    listed = [Path(x) for x in _parse_list(keys[MARK]) if x]
    # only what install writes here: the icon (inside the data folder: no "..", no
    # symlink on the way), and the very folders on the way to it or the entry that
    # install created (only ever removed while empty); any other path is left alone
    allowed_dirs = set(p.entry.parents) | set(p.icon.parents)
    hicolor = p.data_home / "icons" / "hicolor"
    icons = [f for f in listed
             if (f == p.icon or (f.name == f"{APP_ID}.png" and f.parent.name == "apps"
                                 and hicolor in f.parents)) and _inside(f, p.data_home)]
    for f in listed:
        if f not in icons and f not in allowed_dirs:
            out(f"sniff: left alone {str(f)[:200]} (not a path install writes in "
                f"{p.data_home})")
    removed: list[Path] = []
    try:
        for f in icons:
            if _kind(f) == stat.S_IFREG:
                f.unlink()
                removed.append(f)
        p.entry.unlink()
        removed.append(p.entry)
        # folders install created, deepest first, and only while empty
        for d in sorted((d for d in listed if d in allowed_dirs), key=lambda d: -len(d.parts)):
            if _kind(d) == stat.S_IFDIR and not any(d.iterdir()):
                d.rmdir()
                removed.append(d)
    except OSError as e:
        raise DesktopError(f"sniff: could not remove the desktop entry: {e}", 1) from e
    for f in removed:
        out(f"sniff: removed {f}")
    return removed


def main(install_entry: bool = False, uninstall_entry: bool = False) -> int:
    if install_entry and uninstall_entry:
        print("sniff: choose one of --install-desktop and --uninstall-desktop", file=sys.stderr)
        return 2
    try:
        if install_entry:
            install()
        else:
            uninstall()
    except DesktopError as e:
        print(str(e), file=sys.stderr)
        return e.code
    return 0


def _launch(command: list[str]) -> None:
    """Start ``command`` detached (a file manager), without waiting for it."""
    import subprocess
    subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)


def open_folder(path) -> str | None:
    """Show the folder ``path`` in the system's file manager (made first if missing).
    Returns None, or the reason it could not be opened."""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        if sys.platform.startswith("win"):
            os.startfile(str(path))  # type: ignore[attr-defined]  # noqa: S606
            return None
        if sys.platform == "darwin":
            openers = (["open"],)
        else:  # freedesktop's opener, else GLib's
            openers = (["xdg-open"], ["gio", "open"])
        for opener in openers:
            if shutil.which(opener[0]) is not None:
                _launch(opener + [str(path)])
                return None
        return f"{openers[0][0]} not found"
    except OSError as e:
        return str(e)
    return None
