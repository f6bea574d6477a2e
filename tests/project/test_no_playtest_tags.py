"""No comment, docstring or string in the code names a playtest round or a finding id
(the developers' guide): it says what went wrong for a player and what the code
guarantees, in plain words. A tag such as the letter r, a round's number and a or b,
"Round N", a finding's "FEEL N" / "LOOKS N", or a screenshot id like t36_board means
nothing to a reader who was not there. Test files are named by what they test, not
by the round that asked for them.

Only comments and strings are read (``tokenize``), so code such as ``r0``, ``r1`` or
``round5(p)`` is no tag; a tag broken over two comment lines is still found.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("engine", "game", "tools", "bench", "tests")

#: Files still allowed to carry tags, each a path from the repository's root: being
#: reworded elsewhere. Take each off as it is done; a folder's entry ends in "/".
ALLOWED: set[str] = set()

#: Between two words of a tag: spaces, or a line break into the next comment line.
_GAP = r"\s+"
#: The tags (built so that this file's own text matches none of them).
TAG = re.compile("|".join((
    r"\br(?:[2-9]|1\d)[ab]?\b",                  # a round: r, its number (r0, r1: rects)
    r"\b" + "play" + r"[ -]?test",                # the word itself
    r"\b[Rr]ound" + _GAP + r"\d+\b",            # "Round N"
    r"\b(?:FEEL|LOOKS|CLARITY|FUN|POLISH)" + _GAP + r"#?\d",  # a finding: "FEEL N"
    r"\b(?:feel|looks|clarity|polish)" + _GAP + r"#?\d",
    r"\bt\d+_\w+",                               # a screenshot's id
)))


def prose(source: str) -> str:
    """``source`` with everything but its comments and strings blanked to spaces
    (lines kept, so a match's line number is the file's), comment marks blanked too."""
    out = [" " if c != "\n" else c for c in source]
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    kinds = {tokenize.COMMENT, tokenize.STRING}
    kinds |= {getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in kinds:
            continue
        a = starts[tok.start[0] - 1] + tok.start[1]
        b = starts[tok.end[0] - 1] + tok.end[1]
        text = tok.string
        if tok.type == tokenize.COMMENT:
            text = re.sub(r"^#+:?", lambda m: " " * len(m.group()), text)
        out[a:b] = text
    return "".join(out)


def tags_in(source: str) -> list[tuple[int, str]]:
    """``(line, tag)`` for every round tag in ``source``'s comments and strings."""
    text = prose(source)
    return [(text.count("\n", 0, m.start()) + 1, " ".join(m.group().split()))
            for m in TAG.finditer(text)]


def allowed(rel: str) -> bool:
    return any(rel == a or (a.endswith("/") and rel.startswith(a)) for a in ALLOWED)


def sources():
    for folder in FOLDERS:
        yield from sorted((ROOT / folder).rglob("*.py"))


def test_no_comment_or_string_names_a_playtest_round():
    found = []
    for path in sources():
        rel = path.relative_to(ROOT).as_posix()
        if allowed(rel) or path == Path(__file__):  # this file holds the examples
            continue
        found += [f"{rel}:{n}: {tag}" for n, tag in tags_in(path.read_text("utf-8"))]
    assert not found, "round tags:\n" + "\n".join(found)


def test_no_test_file_is_named_by_a_round():
    named = [p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("*.py")
             if re.search(r"_round(?!ing)|(?:^|_)r\d{1,2}[ab]?(?:_|$)", p.stem)]
    assert not named


@pytest.mark.parametrize("text", [
    "x = 1  # (r9b LOOKS 3: the table read bare)\n",
    '"""Round 9 of the table\'s input."""\n',
    "# the first click only selects (r8a/r8b)\n",
    "# a crowded corner (round\n# 12: a gap)\n",
    "#: a score of 0 (FEEL\n#: 2)\n",
    "# the board (r6a t36_board)\n",
    "# r16 play" "test: a game won mid-hand\n",
])
def test_a_tag_is_found(text):
    assert tags_in(text)


@pytest.mark.parametrize("text", [
    "r0, r1 = rows[i], rows[i + 1]\n",
    "n = round5(p)  # round to the nearest 5\n",
    "# a round of the draw for the lead; a tied round goes again\n",
    "x = round(3.5)  # Polish text wraps\n",
    'PATTERN = r"^keeps (.+) to follow$"\n',
])
def test_code_and_plain_words_are_no_tag(text):
    assert not tags_in(text)
