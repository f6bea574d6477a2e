"""tools/readme_shots.py: its shots name the README's pictures, and a bad argument is
one line and exit 2 (the demos themselves are run by hand: minutes each)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import readme_shots  # noqa: E402

sys.path.remove(str(ROOT / "tools"))


def test_every_shot_is_a_picture_the_readme_shows():
    shown = set(re.findall(r"docs/([\w-]+)\.png", (ROOT / "README.md").read_text("utf-8")))
    names = [s.name for s in readme_shots.SHOTS]
    assert len(names) == len(set(names))
    assert set(names) <= shown, set(names) - shown


def test_a_bad_argument_is_one_line_and_exit_2(capsys, tmp_path):
    assert readme_shots.main(["--only", "nope"]) == 2
    assert readme_shots.main(["--out", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("readme_shots: ") for line in err)


def test_a_frame_is_found_by_its_tag_and_place(tmp_path):
    for name in ("001_deal", "002_play", "003_play", "004_hand_summary", "005_play"):
        (tmp_path / f"{name}.png").write_bytes(b"")
    assert readme_shots._frame(tmp_path, "play", 1).name == "003_play.png"
    assert readme_shots._frame(tmp_path, "play", -1).name == "005_play.png"
    assert readme_shots._frame(tmp_path, "play", 3) is None
    assert readme_shots._frame(tmp_path, "game_over", 0) is None
