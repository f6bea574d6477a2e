"""The tutorial's moves between steps: Next (once the play is made and its explanation
read), Back, Skip lesson, Try again, Finish, and leaving for the main menu.

:class:`TutorialNavigation` is a part of :class:`~.scene.TutorialScene` (a mixin: the
scene's buttons, keys and pad call these on the scene itself).
"""

from __future__ import annotations

from ...i18n import N_, _
from ...tutorial import STEPS
from ...ui import THEME
from ...widgets import ConfirmScene
from .complete import LessonCard, lesson_ends

__all__ = ["TutorialNavigation"]


class TutorialNavigation:
    """Next, Back, Skip lesson, Try again, Finish and Leave of the tutorial scene."""

    def go_next(self) -> None:
        if not self.can_next:
            self.say(_("Make the play first, or skip the lesson ({key}).").format(
                key=self.key_name("skip")), THEME.ink_dark)
            return
        if self.reading:
            # the first press shows the play's end and its explanation; Next moves on
            # once the explanation has been up a moment
            self.finish_beats()
            self.explain()
            return
        self.finish_beats()
        if self.step.kind == "info":
            self.mark_done()
        if self.index + 1 >= len(STEPS):
            self.finish()
            return
        ended = lesson_ends(self.index)
        self.app.audio.play("click")
        if ended is None:
            return self.load(self.index + 1)
        self.card = LessonCard(self, ended)  # over the finished lesson; the next one is
        self.progress.step = STEPS[self.index + 1][2].id  # where the tutorial resumes
        self._save()

    def go_back(self) -> None:
        if self.index > 0:
            self.app.audio.play("click")
            self.load(self.index - 1)

    def skip_lesson(self) -> None:
        li = STEPS[self.index][0]
        nxt = next((i for i, (l2, _s, _st) in enumerate(STEPS) if l2 > li), None)
        if nxt is None:
            self.finish()
            return
        self.app.audio.play("click")
        self.load(nxt)

    def retry(self) -> None:
        if self.step.kind != "info" and not self.busy:
            self.load(self.index, fresh=True)

    def finish(self) -> None:
        self.progress.finished = True
        self.progress.step = None
        self._save()
        self.leave()

    def ask_leave(self) -> None:
        """Menu (Esc): leave after the same kind of confirmation the game asks for."""
        if self.autoplay is not None:
            self.leave()
            return
        self.app.push(ConfirmScene(self.app, N_("Leave the tutorial? Your progress is saved."),
                                   self.leave, yes=N_("Main menu")))

    def leave(self) -> None:
        self._save()
        if self.autoplay is not None:
            self.app.quit()
            return
        if len(self.app.stack) > 1 and self.app.top is self:
            self.app.pop()
        else:
            self.app.reset(self.app.scene("menu"))

    def open_pause(self) -> None:
        self.app.push(self.app.scene("pause"))
