"""Per-user files: settings and statistics as JSON, written atomically, read defensively.

Where the files live:

* settings: ``platformdirs.user_config_dir("sniff")/settings.json``;
* statistics (and other game data): ``platformdirs.user_data_dir("sniff")``.

The environment variable ``SNIFF_HOME`` replaces both folders by one (tests and
the self-test point it at a temporary folder so nothing is written elsewhere).

A bad file never crashes the game and never costs other data: it is renamed
aside to ``<name>.bad-<timestamp>.json`` (never deleted), a clear message is
queued for the screen (:func:`take_problems`; the app shows them as toasts) and
the game goes on with defaults. A file that exists but cannot be read (no
permission, an I/O error) is never replaced by the game's defaults either: it
is renamed aside the same way (:func:`unreadable`), and if even that fails it is
*guarded*: every write over it in this session is refused (:class:`Protected`),
said once. JSON only, never pickle. Writes go to a
temporary file in the same folder which is flushed, fsynced and moved over the
old file with :func:`os.replace`, so a crash mid-write leaves the old file whole.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
import tempfile
import time
from pathlib import Path

from .i18n import N_, _

__all__ = [
    "HOME_ENV", "SETTINGS_MAX_BYTES", "STATS_MAX_BYTES", "MAX_DEPTH",
    "data_dir", "config_dir", "settings_path", "stats_path",
    "atomic_write_json", "read_json", "read_regular", "NotRegular", "set_aside", "json_depth",
    "unreadable", "Protected", "guard", "guarded", "check_writable", "write_said",
    "load_settings", "save_settings", "report", "take_problems", "problems",
]

HOME_ENV = "SNIFF_HOME"
APP_NAME = "sniff"
#: Size caps, checked before reading: the real files are a few kilobytes.
SETTINGS_MAX_BYTES = 256 * 1024
STATS_MAX_BYTES = 512 * 1024
#: Our documents are at most four levels deep; anything far deeper is not ours.
MAX_DEPTH = 32

_problems: list[str] = []


# -- messages -------------------------------------------------------------------
def report(message: str) -> None:
    """Queue a message for the screen (the app shows queued messages as toasts)."""
    if message and message not in _problems:
        _problems.append(message)


def take_problems() -> list[str]:
    """The queued messages, emptying the queue."""
    out = list(_problems)
    _problems.clear()
    return out


def problems() -> list[str]:
    """The queued messages, without emptying the queue."""
    return list(_problems)


# -- folders --------------------------------------------------------------------
def _home() -> Path | None:
    env = os.environ.get(HOME_ENV)
    return Path(env) if env else None


def data_dir() -> Path:
    """Folder for statistics and other game data (not created here)."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Folder for the settings file (not created here)."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def stats_path() -> Path:
    return data_dir() / "stats.json"


# -- writing --------------------------------------------------------------------
class Protected(PermissionError):
    """A write over a file that exists but could neither be read nor moved aside:
    refused, so the game's defaults never replace what it could not see.
    ``said`` is True once the refusal for that file was already told to the player."""

    def __init__(self, path, said: bool):
        super().__init__(13, "the file could not be read, so it is left as it is", str(path))
        self.said = said


#: Files not to be written over in this session: absolute path -> the refusal was said.
_guarded: dict[str, bool] = {}


def _key(path) -> str:
    return os.path.abspath(os.fspath(path))


def guard(path) -> None:
    """No write of this session goes over ``path`` (see :class:`Protected`)."""
    _guarded.setdefault(_key(path), False)


def guarded(path) -> bool:
    return _key(path) in _guarded


def check_writable(path) -> None:
    """Raise :class:`Protected` if ``path`` is guarded (every writer and remover of a
    per-user file calls this first: :func:`atomic_write_json` does)."""
    key = _key(path)
    if key in _guarded:
        said, _guarded[key] = _guarded[key], True
        raise Protected(path, said)


def write_said(error) -> bool:
    """Was the failure ``error`` of a write told already (a guarded file's refusal,
    after the first)? Callers then do not queue their message again."""
    return bool(getattr(error, "said", False))


def atomic_write_json(path, obj, indent: int | None = 2) -> None:
    """Write ``obj`` as JSON to ``path`` atomically (``indent=None``: compact, and
    several times faster to encode: the autosave writes that way).

    The text goes to a temporary file in the same folder, is flushed and
    fsynced, then replaces ``path`` with :func:`os.replace`. On any error the
    temporary file is removed and the old ``path`` is untouched; the error is
    raised (``OSError``, or ``ValueError``/``TypeError`` for data JSON cannot hold).
    A guarded file (:func:`guard`) is never written: :class:`Protected` is raised.
    """
    path = Path(path)
    check_writable(path)
    # Serialise first: a value JSON cannot hold must not leave a temp file behind.
    text = json.dumps(obj, indent=indent, ensure_ascii=False, allow_nan=False,
                      sort_keys=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable where the platform allows it (POSIX)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# -- reading --------------------------------------------------------------------
def json_depth(obj, limit: int = MAX_DEPTH) -> int:
    """Nesting depth of a JSON value (scalars 0), counted without recursion;
    stops counting once past ``limit``."""
    deepest = 0
    stack = [(obj, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, dict)):
            d += 1
            if d > deepest:
                deepest = d
                if deepest > limit:
                    return deepest
            stack.extend((x, d) for x in (v.values() if isinstance(v, dict) else v))
    return deepest


def _bad_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    cand = path.with_name(f"{path.stem}.bad-{stamp}.json")
    n = 2
    while cand.exists():
        cand = path.with_name(f"{path.stem}.bad-{stamp}-{n}.json")
        n += 1
    return cand


DEFAULTS_IN_USE = N_("Defaults are in use")


def set_aside(path, why: str, what: str | None = None,
              consequence: str = DEFAULTS_IN_USE) -> str:
    """Rename a bad file to ``<name>.bad-<timestamp>.json`` (never delete it) and
    return a message for the screen saying what happened (translated: ``why``,
    ``what`` and ``consequence`` are message ids or already translated)."""
    path = Path(path)
    target, e = _move_aside(path)
    return _aside_message(path, why, what, consequence, target, e)


def _aside_message(path: Path, why: str, what, consequence, target, error) -> str:
    what = _(what) if what else path.name
    why, consequence = _(why), _(consequence)
    if target is None:
        return _("The {what} file is {why} and could not be moved aside ({error}). "
                 "{consequence}.").format(what=what, why=why, error=error.strerror or error,
                                          consequence=consequence)
    return _("The {what} file was {why}. {consequence}; the old file was kept as "
             "{name}.").format(what=what, why=why, consequence=consequence, name=target.name)


def _move_aside(path: Path):
    """``(new path, None)`` once ``path`` is renamed aside, or ``(None, the OSError)``."""
    try:
        target = _bad_name(path)
        os.replace(path, target)
    except OSError as e:
        return None, e
    return target, None


def unreadable(path, error: OSError, what: str | None = None,
               consequence: str = DEFAULTS_IN_USE, unread: str | None = None) -> str:
    """``path`` exists but reading it failed with ``error``: set it aside (renamed, kept)
    so that the game's next write cannot replace it; if it cannot be moved either,
    :func:`guard` it (no write of this session goes over it; the first refused write
    says so; ``unread``, translated, with ``{what}`` and ``{error}``, is the message
    then). Returns the message, also queued with :func:`report`."""
    path = Path(path)
    strerror = error.strerror or error
    said = guarded(path)  # read again (the title checks the save more than once)
    target, _e = _move_aside(path)
    if target is None:
        guard(path)
        unread = unread or _("The {what} file could not be read ({error}). Defaults are in use.")
        msg = unread.format(what=_(what) if what else path.name, error=strerror)
    else:
        msg = _aside_message(path, _("unreadable ({error})").format(error=strerror), what,
                             consequence, target, None)
    if not said:
        report(msg)
    return msg


class NotRegular(OSError):
    """The path is a FIFO, a device, a folder...: never opened (it could block)."""


def read_regular(path, max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of the regular file at ``path``.

    Only a regular file is opened: anything else raises :class:`NotRegular`
    before a byte is read, checked again on the opened file (opened without
    blocking), so a FIFO swapped in cannot freeze the game. Raises
    ``FileNotFoundError`` if there is none, ``OSError`` if it cannot be read.
    """
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotRegular(f"{path} is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(f"{path} is not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(max_bytes + 1)
    finally:
        os.close(fd)


NOT_REGULAR = N_("not a regular file")


def read_json(path, max_bytes: int = SETTINGS_MAX_BYTES, what: str | None = None,
              max_depth: int = MAX_DEPTH):
    """Read a JSON document defensively: ``(data, None)`` when fine, ``(None, None)``
    when the file does not exist, ``(None, message)`` when it is bad.

    A bad file (not a regular file, too large, empty, not UTF-8, not JSON or
    truncated, nested too deeply, a JSON ``null``) is renamed aside by
    :func:`set_aside`; the message says so and is also queued with :func:`report`.
    A file that exists but cannot be read goes to :func:`unreadable`. Checking the
    type of the data is the caller's job (see :func:`load_settings`).
    """
    path = Path(path)
    what = _(what) if what else path.stem
    why = None
    data = None
    try:
        raw = read_regular(path, max_bytes)
    except FileNotFoundError:
        return None, None
    except NotRegular:
        why = NOT_REGULAR
        raw = b""
    except OSError as e:  # there, but unreadable: kept aside, never replaced by defaults
        return None, unreadable(path, e, what)
    if why is not None:
        pass
    elif len(raw) > max_bytes:
        why = N_("too large")
    elif not raw.strip():
        why = N_("empty")
    else:
        try:
            text = raw.decode("utf-8-sig")
            data = json.loads(text, parse_constant=_reject_constant)
        except UnicodeDecodeError:
            why = N_("not readable text (corrupted)")
        except RecursionError:
            why = N_("nested too deeply")
        except ValueError as e:
            why = (N_("truncated (not valid JSON)") if _looks_truncated(e, text)
                   else N_("corrupted (not valid JSON)"))
        else:
            if json_depth(data, max_depth) > max_depth:
                why = N_("nested too deeply")
                data = None
            elif data is None:  # no file of ours is a JSON null; it would read as missing
                why = N_("wrongly typed (not an object)")
    if why is None:
        return data, None
    msg = set_aside(path, why, what)
    report(msg)
    return None, msg


def _reject_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def _looks_truncated(err: ValueError, text: str) -> bool:
    pos = getattr(err, "pos", None)
    return pos is not None and pos >= len(text.rstrip())


def check_number(v, lo: float, hi: float) -> bool:
    """A finite JSON number (not a boolean) within ``lo..hi``."""
    return (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            and lo <= v <= hi)


# -- settings -------------------------------------------------------------------
def load_settings(path=None):
    """``(Settings, problem or None)``.

    A missing file gives defaults quietly. A bad file gives defaults and a
    message, and is renamed aside. A file whose fields are partly wrong keeps
    the good fields, is renamed aside (kept for the player) and rewritten
    with the repaired settings.
    """
    from .settings import Settings
    path = Path(path) if path is not None else settings_path()
    data, problem = read_json(path, SETTINGS_MAX_BYTES, N_("settings"))
    if data is None:
        return Settings(), problem
    try:
        settings, bad = Settings.from_json_checked(data)
    except Exception:  # noqa: BLE001 - a bad file must never stop the game
        settings, bad, data = Settings(), ["settings"], None
    if not bad:
        return settings, None
    if not isinstance(data, dict):
        why = _("not a settings object (wrong type)")
    else:
        names = ", ".join(bad[:4]) + (", ..." if len(bad) > 4 else "")
        why = _("partly invalid ({fields})").format(fields=names)
    if isinstance(data, dict):
        msg = set_aside(path, why, N_("settings"),
                        N_("Those settings are back to their defaults"))
        with contextlib.suppress(OSError, ValueError, TypeError):
            atomic_write_json(path, settings.to_json())
    else:
        msg = set_aside(path, why, N_("settings"))
    report(msg)
    return settings, msg


def save_settings(settings, path=None) -> str | None:
    """Write the settings atomically; return None, or a message (also queued) on failure."""
    path = Path(path) if path is not None else settings_path()
    try:
        atomic_write_json(path, settings.to_json())
    except (OSError, ValueError, TypeError) as e:
        msg = _("Settings could not be saved ({error}).").format(
            error=getattr(e, "strerror", None) or e)
        if not write_said(e):
            report(msg)
        return msg
    return None
