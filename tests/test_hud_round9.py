"""Round 9 (HUD): the playtests' r7a / r7b findings on the HUD, the buttons and the
wording, each pinned by a test that failed before its fix."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


# -- 6. Chinese says 撤销 for Undo (r7a CLARITY 8: 悔棋 is a chess "take back") ---------
def test_chinese_undo_is_chexiao_not_a_chess_take_back():
    po = (ROOT / "assets/locale/zh_CN/LC_MESSAGES/sniff.po").read_text(encoding="utf-8")
    assert "悔" not in po
    blocks = po.split("\n\n")
    undo = [b for b in blocks if '\nmsgid "Undo"\n' in "\n" + b + "\n"
            or '\nmsgid "Undo (U)"\n' in "\n" + b + "\n"]
    assert len(undo) == 2 and all("撤销" in b for b in undo)
