"""Find user-visible English literals in game/ that do not go through the catalog.

An AST check (used by tests/i18n/test_i18n.py; run it alone to see the list):

* the text argument of a drawing call (``draw_text``, ``draw_text_fit``,
  ``draw_paragraphs``, ``footer_hints``, ``font.render``, a text cache's ``draw`` /
  ``get``), of a widget (``Button``, the option rows, a ``MenuList`` entry, a
  ``ConfirmScene`` question or answer) or of a message to the player
  (``toast``, ``say``, ``storage.report``, the table's ``status_note`` /
  ``hint_text`` / ``last_play`` / ``toast``) must not be a string literal, an
  f-string or a concatenation with words in it: it must come from ``_()``,
  ``N_()``, ``ngettext()``... (or a variable holding such a text).

A literal "has words" when it contains two ASCII letters in a row outside
``{placeholders}``; a few proper names are allowed (:data:`ALLOWED`).

    python tools/check_strings.py     # list the offending literals, exit 1 if any
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "game"
#: Literals that are names, not words to translate.
ALLOWED = {"SNIFF", "Sniff"}
#: Functions (by name) and the index of their text argument.
CALLS = {
    "draw_text": 2, "draw_text_fit": 3, "draw_paragraphs": 2, "footer_hints": 3,
    "Button": 0, "ChoiceRow": 0, "ToggleRow": 0, "SliderRow": 0, "ButtonRow": 0,
    "HeadingRow": 0, "LanguageRow": 0, "KeyRow": None, "ConfirmScene": 1,
    "toast": 0, "say": 0, "report": 0, "render": 0,
}
#: Methods of a text cache (the receiver is called ``text``): index of the text.
TEXT_CACHE = {"draw": 1, "get": 0}
#: Attributes that hold a text for the screen.
TEXT_ATTRS = {"status_note", "hint_text", "last_play", "toast", "message", "note",
              "pass_note", "title", "hints", "label", "caption"}
#: Keyword arguments that are texts.
TEXT_KWARGS = {"yes", "no", "label", "on", "off", "question"}
TRANSLATORS = {"_", "N_", "NP_", "ngettext", "pgettext", "npgettext"}

__all__ = ["problems", "has_words", "main"]


def has_words(text: str) -> bool:
    bare = re.sub(r"\{[^{}]*\}", "", text)
    if bare.strip() in ALLOWED:
        return False
    return re.search(r"[A-Za-z]{2,}", bare) is not None


def _literal_words(node) -> bool:
    """A literal text with words: a string, an f-string or a + of them (not one that
    goes through a translator)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return has_words(node.value)
    if isinstance(node, ast.JoinedStr):
        parts = "".join(v.value for v in node.values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return has_words(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _literal_words(node.left) or _literal_words(node.right)
    if isinstance(node, ast.IfExp):
        return _literal_words(node.body) or _literal_words(node.orelse)
    if isinstance(node, ast.Tuple):  # e.g. self.toast = ("text", colour, seconds)
        # a tuple's texts, but not its tags (("title", text) in the summary's lines)
        return any(_literal_words(e) for e in node.elts
                   if not (isinstance(e, ast.Constant) and isinstance(e.value, str)
                           and re.fullmatch(r"[a-z_]+", e.value)))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
            node.func.attr == "format":
        return _literal_words(node.func.value)
    return False


def _name(func) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _receiver(func) -> str | None:
    if isinstance(func, ast.Attribute):
        v = func.value
        if isinstance(v, ast.Name):
            return v.id
        if isinstance(v, ast.Attribute):
            return v.attr
    return None


def problems(root: Path = SOURCES) -> list[str]:
    """``["file:line: text"]`` for every offending literal."""
    out = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), rel)
        for node in ast.walk(tree):
            texts = []
            if isinstance(node, ast.Call):
                name = _name(node.func)
                if name in TRANSLATORS:
                    continue
                idx = None
                if _receiver(node.func) == "text" and name in TEXT_CACHE:
                    idx = TEXT_CACHE[name]
                elif name in CALLS:
                    idx = CALLS[name]
                if idx is not None and len(node.args) > idx:
                    texts.append(node.args[idx])
                texts += [k.value for k in node.keywords if k.arg in TEXT_KWARGS]
                if name == "append" and _receiver(node.func) == "lines" and node.args:
                    texts.append(node.args[0])  # lines of text for the screen
                if name == "MenuList" and node.args and isinstance(node.args[0], ast.List):
                    texts += [e.elts[0] for e in node.args[0].elts
                              if isinstance(e, ast.Tuple) and e.elts]
            elif isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(t, ast.Attribute) and t.attr in TEXT_ATTRS for t in targets):
                    texts.append(node.value)
            for t in texts:
                if _literal_words(t):
                    src = ast.get_source_segment(path.read_text(encoding="utf-8"), t) or ""
                    out.append(f"{rel}:{t.lineno}: {src[:70]}")
    return out


def main() -> int:
    found = problems()
    for p in found:
        print(p)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
