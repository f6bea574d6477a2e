"""The move caption over the tray holds one size: a line of news coming over what
the table waits for ("You play [2|3]: +10" over "North to play") neither shrinks nor
moves that line (it flickered between one large line and two small ones while a
move resolved), and the prompt keeps the size one line alone has (22 px at 100 %,
not the 16 px of two equal lines); the news over it is smaller but readable."""

from __future__ import annotations

from game.ui.text import record_text
from tests.game_harness import table_app

NOW = ("North to play", "ink")
NEWS = ("You play [2|3]: +10", "dim")


def _drawn(app, status, lines, text):
    with record_text() as log:
        status.draw(app.screen, lines)
    return [(d.px, d.rect.centery) for d in log if d.text == text]


def test_a_news_line_coming_over_the_prompt_keeps_the_prompts_size_and_place():
    app, table = table_app(players=2, seed=3, speed="instant")
    try:
        app.draw()
        status = table.painter.status
        alone = _drawn(app, status, [NOW], NOW[0])
        under = _drawn(app, status, [NEWS, NOW], NOW[0])
        news = _drawn(app, status, [NEWS, NOW], NEWS[0])
        assert alone and under and news
        assert alone[0][0] == under[0][0], (alone, under)
        assert abs(alone[0][1] - under[0][1]) <= 1, (alone, under)
        assert alone[0][0] >= 22, alone  # the prompt: one line's size
        assert 16 <= news[0][0] < alone[0][0], (news, alone)
    finally:
        table.worker.close()
