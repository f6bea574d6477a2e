"""Payoff: a game in which undo was used says so at its first undo and on its
game-over screen ("Win streak 0" beside a win, goals "Not yet",
nothing told the player)."""

from __future__ import annotations

from game.scenes.game_over.scene import PANEL
from tests.game_harness import confirm_undo, frame, play_to_undo, run_until, table_app
from tests.persistence.test_progress import _over, _texts

# the rule changed: a game with undo earns its XP now (it earned none)
UNDO_LINE = "Undone: no records this game"  # the rule itself: UNDO_QUESTION


def test_an_undo_game_over_says_what_it_withholds_and_counts_the_win():
    """A game with undo counts as played and won (game.stats.UNDO_RULE): its game over
    shows the win's cards (the streak) as any game's, and says in one line what undo
    withheld (the records; its XP and goals it earns, as the rule now says)."""
    app, over = _over(True, assisted=True)
    drawn = _texts(app, over, 2.0)
    joined = " ".join(drawn)
    assert "Undo used: no records this game" in joined
    assert "Win streak" in drawn  # the win counts in the streak, as the Statistics say
    panel = app.vp.rect(PANEL)
    # all but the level strip's, beside the panel (test_game_over_level)
    strip = app.vp.rect(over.level.rect(app.fonts, over.t, False))
    assert all(panel.contains(d.rect) for d in drawn.values() if not strip.contains(d.rect))
    plain = _texts(*_over(True), 2.0)  # a game without undo keeps its cards
    assert "Win streak" in plain and not any("with undo" in w for w in plain)


def test_the_first_undo_says_the_game_no_longer_counts_and_later_ones_do_not():
    app, table = table_app(players=2, seed=11, undo_allowed=True)
    try:
        run_until(app, lambda: table.human_turn)
        assert play_to_undo(app, table)
        assert not table.assisted
        table.undo()
        confirm_undo(app)  # the first Undo asks first
        frame(app)
        note = table.view.note
        assert note.words() == UNDO_LINE
        assert note.left >= 4.0 and table.assisted
        # the status line shows it to the player
        from game.ui.text import record_text
        with record_text() as log:
            app.draw()
        assert any(d.text == UNDO_LINE for d in log)
        assert play_to_undo(app, table)
        table.undo()
        frame(app)
        assert table.view.note.words() == "Move taken back"
    finally:
        table.worker.close()


def test_the_banners_ring_of_light_never_shows_without_its_plate():
    """An empty gold ellipse: the ring was drawn at full size before the
    "Domino!" plate had faded in. It now shows only with the plate, and nothing of it
    is left after its life."""
    import pygame

    from game.render.fx import DominoCallout
    from game.render.fx_burst import BannerBurst
    from game.ui import Fonts

    pygame.font.init()
    fonts = Fonts()
    plate = DominoCallout(fonts, (640, 300), "Domino!").start()
    ring = BannerBurst(pygame.Rect(520, 260, 240, 70), count=0).start()
    drawn_at = []
    t = 0.0
    while t < ring.duration + 0.2:
        surf = pygame.Surface((1280, 720))
        surf.fill((20, 90, 50))
        before = pygame.image.tobytes(surf, "RGB")
        ring.t = plate.t = t
        ring.draw(surf)
        if pygame.image.tobytes(surf, "RGB") != before:
            drawn_at.append(t)
            assert plate.opacity() >= 0.9, t  # the plate shows as the ring spreads
        t += 1 / 60
    assert drawn_at  # it does glow
    assert max(drawn_at) < 1.0  # and is gone long before the banner's burst ends


def test_confetti_never_covers_the_boneyard_the_seat_plates_or_the_buttons():
    """Confetti over the boneyard's label read "Boneyard ■2"."""
    import pygame

    from game.present.words import Msg
    from game.scenes.table import payoff as table_payoff
    from game.ui.viewport import FELT
    app, table = table_app(seed=3)
    try:
        run_until(app, lambda: table.human_turn, max_frames=4000)
        v, painter = table.view, table.painter
        keep = [painter.boneyard.rect, *(lab.rect for lab in painter.labels),
                *(b.rect for b in table.all_buttons())]
        keep = [app.vp.rect(r).clip(app.screen.get_rect()) for r in keep]
        felt = app.vp.rect(FELT)  # and the rail under the felt, with the key bar
        keep.append(pygame.Rect(felt.x, felt.bottom, felt.w, app.screen.get_height()
                                - felt.bottom))
        # the banner sits left over the board, by the boneyard, as in 125_g2_5
        painter.banner_point = lambda *_a: app.vp.point((392, 227))

        def shot(t, confetti):
            v.banner, v.banner_t = "domino", t
            v.status = Msg("domino", table.human)  # the player goes out
            painter.payoff._burst = (None, None)
            real = table_payoff.BannerBurst.draw
            if not confetti:
                table_payoff.BannerBurst.draw = lambda self, surf: None
            try:
                app.draw()
            finally:
                table_payoff.BannerBurst.draw = real
                v.banner = ""
            return [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in keep], \
                pygame.image.tobytes(app.screen, "RGB")

        flew = covered = 0
        for t in (0.3, 0.5, 0.8, 1.1, 1.4):
            alone, whole_alone = shot(t, False)
            now, whole = shot(t, True)
            covered += sum(a != b for a, b in zip(alone, now))
            flew += whole != whole_alone
        assert flew >= 3 and covered == 0
    finally:
        table.worker.close()
