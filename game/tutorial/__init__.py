"""The tutorial without its screen: lessons, the rule book's figures, one live step,
progress.

* :mod:`.lessons` - the seven lessons as plain data (:data:`LESSONS`, :data:`STEPS`);
* :mod:`.figures` - the rule book's worked figures, the marks a layout shows, a play
  and a refusal in plain words;
* :mod:`.session` - :class:`StepSession`, one step played through the engine;
* :mod:`.progress` - :class:`Progress`, the step reached (``tutorial.json``).

The screen is :mod:`game.scenes.tutorial.scene`.
"""

from __future__ import annotations

from .figures import (
    Mark,
    explain,
    figure_plays,
    layout_marks,
    load_examples,
    order_counted,
    tile_label,
    where,
)
from .lessons import HUMAN, LESSONS, STEPS, Deal, Lesson, Step, lesson_of, step_index
from .progress import Progress
from .session import Attempt, PlayResult, StepSession

__all__ = [
    "Deal", "Step", "Lesson", "LESSONS", "STEPS", "HUMAN", "load_examples", "tile_label",
    "Mark", "layout_marks", "order_counted", "where", "StepSession", "Attempt",
    "PlayResult", "explain", "Progress", "step_index", "lesson_of", "figure_plays",
]
