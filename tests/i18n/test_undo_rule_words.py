"""One undo rule in one sentence, in every language (fy_135: the Goals screen said
"Goals count games played without Undo.", the opposite of the rule the Statistics and
the Undo question said): the question before the first undo ends with the rule's own
sentence (game.stats.UNDO_RULE, which the Goals and Statistics screens draw), and the
two short lines that say what undo cost this game (the table's notice after it, the game
over's line) say it in the same words after their colon."""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.scenes.game_over.level import UNDO_NOTE
from game.scenes.table.undo import UNDO_COST, UNDO_QUESTION
from game.stats import UNDO_RULE


@pytest.mark.parametrize("lang", ["en", "pl", "zh_CN"])
def test_every_screen_says_the_undo_rule_in_the_same_words(lang):
    i18n.set_language(lang)
    try:
        rule, question = i18n._(UNDO_RULE), i18n._(UNDO_QUESTION)
        if lang != "en":  # translated, not the English left in
            assert rule != UNDO_RULE and question != UNDO_QUESTION
        assert question.endswith(rule), (question, rule)
        assert len(question) > len(rule)  # the question, then the rule
        tails = {re.split(r"[:：]\s*", i18n._(s), maxsplit=1)[1] for s in (UNDO_NOTE, UNDO_COST)}
        assert len(tails) == 1, tails  # "no records this game", said alike
    finally:
        i18n.set_language("en")
