"""How far the player got in the tutorial: ``tutorial.json`` in the data folder.

A file that cannot be read, is not JSON, or is valid JSON of the wrong shape
(``{"step": 5}``, ``[]``, ``{"done": "all"}``, unknown step ids) is set aside by
:func:`game.storage.set_aside` like every other bad file (renamed to
``tutorial.bad-<time>.json``, never overwritten) with a message for the screen;
the tutorial keeps what was valid in it.
"""

from __future__ import annotations

from pathlib import Path

from ..i18n import N_, _
from ..storage import atomic_write_json, data_dir, read_json, report, set_aside, write_said
from .lessons import STEPS, step_index

__all__ = ["Progress", "MAX_BYTES"]

#: A progress file is a few hundred bytes; anything much larger is not ours.
MAX_BYTES = 64 * 1024
WHAT = N_("tutorial progress")


def _check(data) -> tuple[dict, list[str], list[str]]:
    """``(valid fields, wrongly typed fields, fields with unknown values)``."""
    ids = {s.id for _li, _si, s in STEPS}
    good: dict = {}
    typed: list[str] = []
    unknown: list[str] = []
    step = data.get("step")
    if step is not None and not isinstance(step, str):
        typed.append("step")
    elif step is not None and step not in ids:
        unknown.append("step")
    else:
        good["step"] = step
    if "done" in data:
        done = data["done"]
        if not isinstance(done, list) or not all(isinstance(d, str) for d in done):
            typed.append("done")
        else:
            if any(d not in ids for d in done):
                unknown.append("done")
            good["done"] = {d for d in done if d in ids}
    if "finished" in data:
        if isinstance(data["finished"], bool):
            good["finished"] = data["finished"]
        else:
            typed.append("finished")
    return good, typed, unknown


class Progress:
    """The step the player reached and the steps done.

    ``path`` None: ``game.storage.data_dir() / "tutorial.json"``. ``problem`` is
    the message shown when the file was bad (and set aside), else None.
    """

    FILE = "tutorial.json"

    def __init__(self, path=None):
        self.path = path
        self.step: str | None = None
        self.done: set[str] = set()
        self.finished = False
        self.problem: str | None = None
        #: Step id -> the sniff's "sides"/"ends" where the player took the other one
        #: than the step's (:attr:`StepSession.flipped`); kept while the tutorial runs.
        self.flipped: dict[str, frozenset] = {}

    def _path(self) -> Path:
        return Path(self.path) if self.path is not None else data_dir() / self.FILE

    @classmethod
    def load(cls, path=None) -> Progress:
        p = cls(path)
        where = p._path()
        data, p.problem = read_json(where, MAX_BYTES, WHAT)
        if data is None and (p.problem is not None or not where.is_file()):
            return p  # missing, or bad and already set aside
        if not isinstance(data, dict):  # a JSON null reads as None too
            good, why = {}, _("wrongly typed (not an object)")
        else:
            good, typed, unknown = _check(data)
            why = None
            if typed:
                why = _("wrongly typed ({fields})").format(fields=", ".join(typed))
            elif unknown:
                why = _("partly invalid ({fields})").format(fields=", ".join(unknown))
        p.step = good.get("step")
        p.done = good.get("done", set())
        p.finished = good.get("finished", False)
        if why is not None:
            p.problem = set_aside(where, why, WHAT, N_("The tutorial keeps what it could read"))
            report(p.problem)
        return p

    def to_json(self) -> dict:
        order = [s.id for _li, _si, s in STEPS]
        return {"step": self.step, "done": [i for i in order if i in self.done],
                "finished": self.finished}

    def save(self) -> str | None:
        """Write the file; return None, or a message to show when it could not be
        written (None too when the refusal to write over an unreadable file was
        said already: it is said once)."""
        try:
            atomic_write_json(self._path(), self.to_json())
        except (OSError, ValueError, TypeError) as e:
            if write_said(e):
                return None
            return _("Tutorial progress could not be saved ({error}).").format(
                error=getattr(e, "strerror", None) or e)
        return None

    def mirror(self, index: int, own: bool = False) -> frozenset:
        """What step ``index`` mirrors (see :func:`.figures.figure_plays`): what the
        player took in the earlier steps of its lesson (``own``: and in it, shown done)."""
        lesson = STEPS[index][0]
        out: frozenset = frozenset()
        for i, (li, _si, s) in enumerate(STEPS):
            if li == lesson and (i < index or own and i == index):
                out |= self.flipped.get(s.id, frozenset())
        return out

    @property
    def start_index(self) -> int:
        """Where to resume: the saved step, or the first."""
        if self.step is None or self.finished:
            return 0
        return step_index(self.step)
