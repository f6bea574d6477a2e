"""Extract the game's translatable texts into assets/locale/sniff.pot (and merge them).

Finds, with :mod:`ast`, every call in ``game/`` of ``_("...")``, ``N_("...")``,
``NP_("ctx", "...")``, ``ngettext("...", "...", n)``, ``pgettext("ctx", "...")`` and
``npgettext("ctx", "...", "...", n)`` whose texts are string literals. A
comment line ``# TRANSLATORS: ...`` right above a call goes into the catalog
as a note for translators.

    python tools/extract_strings.py            # write assets/locale/sniff.pot
    python tools/extract_strings.py --update   # also merge it into every sniff.po
    python tools/extract_strings.py --check    # exit 1 if sniff.pot is out of date

``--update`` keeps every existing translation, adds new messages untranslated
(English, the source language, is filled in with the English text) and drops
messages the code no longer uses. Then run ``tools/make_catalogs.py``.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_catalogs import LOCALE, ROOT, Entry, parse_po, po_files, write_po  # noqa: E402

SOURCES = ROOT / "game"
POT = LOCALE / "sniff.pot"
#: function name -> (index of context or None, index of msgid, index of plural or None)
KEYWORDS = {
    "_": (None, 0, None),
    "N_": (None, 0, None),
    "NP_": (0, 1, None),
    "ngettext": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
}
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "zh_CN": "nplurals=1; plural=0;",
    "pl": ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20)"
           " ? 1 : 2);"),
}
LANGUAGE_TEAMS = {"en": "English", "zh_CN": "Chinese (simplified)", "pl": "Polish"}

__all__ = ["Message", "extract", "extract_file", "build_pot", "merge", "main"]


class Message:
    def __init__(self, msgid, plural=None, context=None):
        self.msgid = msgid
        self.plural = plural
        self.context = context
        self.files: list[str] = []
        self.notes: list[str] = []

    @property
    def key(self):
        return (self.context, self.msgid)


def _callee(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "i18n":
        return f.attr
    return None


def _literal(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_file(path: Path, rel: str | None = None):
    """``[(Message, lineno)]`` for one source file; raises ``ValueError`` on a call of a
    keyword whose text is not a literal (such a text cannot be extracted)."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    tree = ast.parse(text, str(path))
    rel = rel or str(path)
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _callee(node)
        if name not in KEYWORDS:
            continue
        ci, mi, pi = KEYWORDS[name]
        need = max(i for i in (ci, mi, pi) if i is not None)
        if len(node.args) <= need:
            continue
        msgid = _literal(node.args[mi])
        if msgid is None:
            if name in ("N_", "NP_"):
                raise ValueError(f"{rel}:{node.lineno}: {name}() needs a string literal")
            continue  # _(variable): translating a text marked elsewhere (N_/NP_)
        plural = _literal(node.args[pi]) if pi is not None else None
        context = _literal(node.args[ci]) if ci is not None else None
        if (pi is not None and plural is None) or (ci is not None and context is None):
            raise ValueError(f"{rel}:{node.lineno}: {name}() needs string literals")
        m = Message(msgid, plural, context)
        # "# TRANSLATORS:" comments just above the call
        i = node.lineno - 2
        notes = []
        while i >= 0 and lines[i].strip().startswith("#"):
            c = lines[i].strip().lstrip("#").strip()
            if c.upper().startswith("TRANSLATORS:"):
                notes.insert(0, c)
            i -= 1
        m.notes = notes
        out.append((m, node.lineno))
    return out


def extract(root: Path = SOURCES) -> list[Message]:
    """Every message of the game, in order of first appearance (files sorted)."""
    found: dict = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for m, _line in sorted(extract_file(path, rel), key=lambda x: x[1]):
            have = found.get(m.key)
            if have is None:
                found[m.key] = have = m
            elif have.plural != m.plural:
                raise ValueError(f"{rel}: {m.msgid!r} is used with two plural forms")
            if rel not in have.files:
                have.files.append(rel)
            for n in m.notes:
                if n not in have.notes:
                    have.notes.append(n)
    return list(found.values())


def _header(lang: str | None) -> str:
    plural = PLURAL_FORMS.get(lang, "nplurals=INTEGER; plural=EXPRESSION;")
    lines = [
        "Project-Id-Version: sniff",
        "Report-Msgid-Bugs-To: ",
        f"Language-Team: {LANGUAGE_TEAMS.get(lang, '')}",
        f"Language: {lang or ''}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
        f"Plural-Forms: {plural}",
    ]
    return "\n".join(lines) + "\n"


def _entry(m: Message, nplurals: int = 2) -> Entry:
    e = Entry(msgid=m.msgid, msgctxt=m.context, msgid_plural=m.plural)
    e.msgstr = [""] * (nplurals if m.plural is not None else 1)
    e.comments = list(m.notes)
    e.references = list(m.files)
    if "{" in m.msgid:
        e.flags = ["python-brace-format"]
    return e


def build_pot(messages) -> str:
    head = Entry(msgid="", msgstr=[_header(None)])
    head.translator = ["Sniff: the game's texts (template).",
                       "Made by tools/extract_strings.py; do not edit."]
    return write_po([head] + [_entry(m) for m in messages])


def merge(messages, old_entries, lang: str) -> list[Entry]:
    """The catalog for ``lang``: ``messages`` in order, with the translations of
    ``old_entries`` kept."""
    old = {e.key: e for e in old_entries}
    nplurals = int(PLURAL_FORMS[lang].split(";")[0].split("=")[1])
    old_head = old.get((None, ""))
    head = Entry(msgid="", msgstr=[_header(lang)])
    head.translator = (old_head.translator if old_head is not None and old_head.translator
                       else [f"Sniff: {LANGUAGE_TEAMS[lang]} texts."])
    out = [head]
    for m in messages:
        e = _entry(m, nplurals)
        prev = old.get(m.key)
        if lang == "en":
            e.msgstr = [m.msgid] if m.plural is None else [m.msgid, m.plural]
        elif prev is not None and (prev.msgid_plural is None) == (m.plural is None):
            if len(prev.msgstr) == len(e.msgstr):
                e.msgstr = list(prev.msgstr)
            e.translator = list(prev.translator)
            if prev.fuzzy:
                e.flags = e.flags + ["fuzzy"]
        out.append(e)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--update", action="store_true", help="merge into every sniff.po")
    ap.add_argument("--check", action="store_true", help="exit 1 if sniff.pot is stale")
    ap.add_argument("--languages", default="en,zh_CN,pl",
                    help="catalogs to create if missing (with --update)")
    args = ap.parse_args(argv)
    messages = extract()
    pot = build_pot(messages)
    if args.check:
        if not POT.exists() or POT.read_text(encoding="utf-8") != pot:
            print("assets/locale/sniff.pot is stale: run python tools/extract_strings.py",
                  file=sys.stderr)
            return 1
        return 0
    POT.parent.mkdir(parents=True, exist_ok=True)
    POT.write_text(pot, encoding="utf-8")
    print(f"wrote {POT.relative_to(ROOT)}: {len(messages)} messages")
    if args.update:
        paths = {p.parent.parent.name: p for p in po_files()}
        for lang in args.languages.split(","):
            paths.setdefault(lang, LOCALE / lang / "LC_MESSAGES" / "sniff.po")
        for lang, path in sorted(paths.items()):
            old = parse_po(path.read_text(encoding="utf-8"), str(path)) if path.exists() else []
            entries = merge(messages, old, lang)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(write_po(entries), encoding="utf-8")
            missing = sum(1 for e in entries[1:] if not e.translated)
            print(f"wrote {path.relative_to(ROOT)}: {missing} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
