"""A held ghost's preview disc (the number an end would count after the play) reads as a
number to come, never as the table's count now, on every cloth in every theme (the
colour-blind palette too): no pixel of a count disc's solid fill inside it, an edge
that is dashed (edge and felt take turns round it) and stands out from the felt by
3:1, and its gold number reads on its dark plate by 4.5:1 (measured on the pixels
drawn). Players read a solid preview disc as the current count (ga_55, ga_110)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import THEME, set_theme
from game.ui.text import contrast_ratio
from tests.game.look.test_mark_contrast import CASES, LEAST, _felts
from tests.game_harness import marked_boards

#: The least contrast of a preview's number against its own plate.
READ = 4.5


@pytest.fixture
def themed(request):
    yield
    set_theme("classic")


def _board():
    return next((b, la) for b, _s, la in marked_boards(2, 1.0, range(4))
                if b.badge_boxes(la))


def _near(c, ref, tol: int = 30) -> bool:
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(c[:3], ref[:3]))


def _ring(box: pygame.Rect, inset: int) -> list[tuple[int, int]]:
    """Pixels round ``box`` ``inset`` px inside its edge along its straight sides (the
    middle third of each side: clear of the round corners)."""
    r = box.inflate(-2 * inset, -2 * inset)
    out = [(x, r.top) for x in range(r.left + r.w // 3, r.right - r.w // 3)]
    out += [(x, r.bottom - 1) for x in range(r.left + r.w // 3, r.right - r.w // 3)]
    out += [(r.left, y) for y in range(r.top + r.h // 3, r.bottom - r.h // 3)]
    out += [(r.right - 1, y) for y in range(r.top + r.h // 3, r.bottom - r.h // 3)]
    return out


@pytest.mark.parametrize("theme,cloth", CASES)
@pytest.mark.parametrize("label", ["5", "6+6"])
def test_a_preview_disc_reads_as_a_number_to_come_on_every_cloth(theme, cloth, label,
                                                               themed):
    set_theme(theme, cloth)
    bv, lay = _board()
    w, h = bv.mark_size(label)
    box = pygame.Rect(200, 200, w, h)
    for felt in _felts():
        surf = pygame.Surface((600, 400))
        surf.fill(felt)
        bv.draw_badge(surf, lay, ("solid", None, label, box), None, preview=True)
        inner = box.inflate(-box.h // 3, -box.h // 3)
        pts = [surf.get_at((x, y))[:3] for x in range(inner.left, inner.right)
               for y in range(inner.top, inner.bottom)]
        # no count disc's solid fill in it (where that colour is not the gold's)
        if not _near(THEME.badge, THEME.focus):
            assert not any(_near(p, THEME.badge) for p in pts), (theme, cloth, felt)
        # its plate is dark: most of it far from a solid disc's fill
        plate = surf.get_at((box.left + box.h // 4 + 1, box.centery - box.h // 4))[:3]
        assert contrast_ratio(plate, THEME.badge) >= 2.5, (theme, cloth, felt, plate)
        # the gold number on it reads
        gold = [p for p in pts if _near(p, THEME.focus, 20)]
        assert len(gold) > len(pts) // 20, (theme, cloth, felt)
        assert contrast_ratio(THEME.focus, plate) >= READ, (theme, cloth, felt, plate)
        # a dashed edge: edge pixels standing out from the felt, and gaps between them
        edge = _ring(box, 1)
        lit = [p for p in edge if contrast_ratio(surf.get_at(p)[:3], felt) >= LEAST
               and _near(surf.get_at(p), THEME.focus, 60)]
        gaps = [p for p in edge if not _near(surf.get_at(p), THEME.focus, 60)]
        assert len(lit) >= len(edge) // 4, (theme, cloth, felt, len(lit), len(edge))
        assert len(gaps) >= len(edge) // 5, (theme, cloth, felt, len(gaps), len(edge))
