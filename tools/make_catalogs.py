"""Compile the message catalogs: assets/locale/<lang>/LC_MESSAGES/sniff.po -> sniff.mo.

Standard library only (CPython's Tools/i18n/msgfmt.py is not installed
everywhere, so this is a small compiler of its own). The output is byte-for-byte
deterministic, so the committed .mo files can be checked against their .po
sources (tests/i18n/test_i18n.py does)::

    python tools/make_catalogs.py            # write every .mo
    python tools/make_catalogs.py --check    # exit 1 if a .mo is missing or stale

Supported .po syntax: comments (``#``, ``#.``, ``#:``, ``#,`` flags), ``msgctxt``,
``msgid``, ``msgid_plural``, ``msgstr``, ``msgstr[n]``, strings continued on
following lines, the C escapes ``\\n \\t \\" \\\\``. Entries marked ``fuzzy`` and
untranslated entries are left out of the .mo (gettext then shows the English),
except the header.
"""

from __future__ import annotations

import argparse
import ast
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "sniff"

__all__ = ["Entry", "parse_po", "compile_mo", "write_po", "po_files", "main"]


@dataclass
class Entry:
    msgid: str
    msgstr: list = field(default_factory=lambda: [""])
    msgctxt: str | None = None
    msgid_plural: str | None = None
    comments: list = field(default_factory=list)   # "#." extracted comments
    references: list = field(default_factory=list)  # "#:" file:line
    flags: list = field(default_factory=list)       # "#," flags
    translator: list = field(default_factory=list)  # "# " translator comments

    @property
    def key(self) -> tuple:
        return (self.msgctxt, self.msgid)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return all(s for s in self.msgstr) and not self.fuzzy


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, got {text[:40]!r}")
    # a .po string is a C string; Python's literal syntax is a superset for these escapes
    return ast.literal_eval(text)


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """Entries of a .po file, in order (the header, msgid "", included)."""
    entries: list[Entry] = []
    cur: Entry | None = None
    field_name: str | None = None
    pending = {"comments": [], "references": [], "flags": [], "translator": []}

    def start() -> Entry:
        e = Entry(msgid="", msgstr=[])
        e.comments, e.references = pending["comments"], pending["references"]
        e.flags, e.translator = pending["flags"], pending["translator"]
        for k in pending:
            pending[k] = []
        return e

    def finish():
        nonlocal cur
        if cur is not None:
            if not cur.msgstr:
                cur.msgstr = [""]
            entries.append(cur)
        cur = None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{lineno}"
        if not line:
            continue
        if line.startswith("#~"):
            continue  # obsolete
        if line.startswith("#"):
            if cur is not None and field_name is not None and field_name.startswith("msgstr"):
                finish()
            if line.startswith("#."):
                pending["comments"].append(line[2:].strip())
            elif line.startswith("#:"):
                pending["references"].extend(line[2:].split())
            elif line.startswith("#,"):
                pending["flags"].extend(f.strip() for f in line[2:].split(","))
            else:
                pending["translator"].append(line[1:].strip())
            continue
        if line.startswith("msgctxt"):
            finish()
            cur = start()
            cur.msgctxt = _unquote(line[7:], where)
            field_name = "msgctxt"
        elif line.startswith("msgid_plural"):
            if cur is None:
                raise ValueError(f"{where}: msgid_plural without msgid")
            cur.msgid_plural = _unquote(line[12:], where)
            field_name = "msgid_plural"
        elif line.startswith("msgid"):
            if cur is None or field_name != "msgctxt":
                finish()
                cur = start()
            cur.msgid = _unquote(line[5:], where)
            field_name = "msgid"
        elif line.startswith("msgstr["):
            if cur is None:
                raise ValueError(f"{where}: msgstr without msgid")
            idx_end = line.index("]")
            idx = int(line[7:idx_end])
            if idx != len(cur.msgstr):
                raise ValueError(f"{where}: msgstr[{idx}] out of order")
            cur.msgstr.append(_unquote(line[idx_end + 1:], where))
            field_name = f"msgstr[{idx}]"
        elif line.startswith("msgstr"):
            if cur is None:
                raise ValueError(f"{where}: msgstr without msgid")
            cur.msgstr = [_unquote(line[6:], where)]
            field_name = "msgstr"
        elif line.startswith('"'):
            if cur is None or field_name is None:
                raise ValueError(f"{where}: a string outside an entry")
            s = _unquote(line, where)
            if field_name == "msgctxt":
                cur.msgctxt += s
            elif field_name == "msgid":
                cur.msgid += s
            elif field_name == "msgid_plural":
                cur.msgid_plural += s
            else:
                cur.msgstr[-1] += s
        else:
            raise ValueError(f"{where}: cannot read {line[:40]!r}")
    finish()
    keys = set()
    for e in entries:
        if e.key in keys:
            raise ValueError(f"{name}: duplicate message {e.msgid[:40]!r}")
        keys.add(e.key)
    return entries


def header_fields(entries) -> dict:
    head = next((e for e in entries if e.msgid == "" and e.msgctxt is None), None)
    out = {}
    if head is not None:
        for line in head.msgstr[0].split("\n"):
            if ":" in line:
                k, v = line.split(":", 1)
                out[k.strip()] = v.strip()
    return out


def compile_mo(entries) -> bytes:
    """A GNU .mo file (little-endian, revision 0, no hash table) of the translated
    entries, keys sorted as gettext expects."""
    pairs = {}
    for e in entries:
        if e.msgid == "" and e.msgctxt is None:
            pairs[b""] = e.msgstr[0].encode("utf-8")
            continue
        if not e.translated:
            continue
        key = e.msgid
        if e.msgid_plural is not None:
            key += "\x00" + e.msgid_plural
        if e.msgctxt is not None:
            key = e.msgctxt + "\x04" + key
        pairs[key.encode("utf-8")] = "\x00".join(e.msgstr).encode("utf-8")
    keys = sorted(pairs)
    n = len(keys)
    header_size = 7 * 4
    ids_off = header_size
    strs_off = ids_off + n * 8
    data_off = strs_off + n * 8
    ids = bytearray()
    strs = bytearray()
    blob = bytearray()
    for k in keys:
        ids += struct.pack("<II", len(k), data_off + len(blob))
        blob += k + b"\x00"
    for k in keys:
        v = pairs[k]
        strs += struct.pack("<II", len(v), data_off + len(blob))
        blob += v + b"\x00"
    head = struct.pack("<7I", 0x950412DE, 0, n, ids_off, strs_off, 0, data_off)
    return bytes(head + ids + strs + blob)


def _quote(s: str) -> str:
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    return '"' + out.replace("\n", "\\n") + '"'


def _field(name: str, value: str, width: int = 79) -> list[str]:
    """``name "value"``; long or multi-line values split gettext's way."""
    one = f"{name} {_quote(value)}"
    if len(one) <= width and "\n" not in value[:-1]:
        return [one]
    parts: list[str] = []
    for chunk in value.splitlines(keepends=True):
        # break after runs of spaces; the pieces join back to exactly the text
        line = ""
        for token in re.findall(r"\S+\s*|\s+", chunk):
            if line and len(_quote(line + token)) > width - 2:
                parts.append(line)
                line = token
            else:
                line += token
        parts.append(line)
    return [f'{name} ""'] + [_quote(p) for p in parts if p != ""]


def write_po(entries) -> str:
    """The text of a .po file for ``entries`` (stable formatting)."""
    out: list[str] = []
    for e in entries:
        for c in e.translator:
            out.append(f"# {c}".rstrip())
        for c in e.comments:
            out.append(f"#. {c}")
        if e.references:
            refs = " ".join(e.references)
            out.append(f"#: {refs}")
        if e.flags:
            out.append("#, " + ", ".join(e.flags))
        if e.msgctxt is not None:
            out += _field("msgctxt", e.msgctxt)
        out += _field("msgid", e.msgid)
        if e.msgid_plural is not None:
            out += _field("msgid_plural", e.msgid_plural)
            for i, s in enumerate(e.msgstr):
                out += _field(f"msgstr[{i}]", s)
        else:
            out += _field("msgstr", e.msgstr[0])
        out.append("")
    return "\n".join(out)


def po_files(locale_dir: Path = LOCALE) -> list[Path]:
    return sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="only check that every .mo matches its .po")
    args = ap.parse_args(argv)
    stale = []
    for po in po_files():
        mo = po.with_suffix(".mo")
        data = compile_mo(parse_po(po.read_text(encoding="utf-8"), str(po)))
        if args.check:
            if not mo.exists() or mo.read_bytes() != data:
                stale.append(str(mo.relative_to(ROOT)))
        else:
            mo.write_bytes(data)
            print(f"wrote {mo.relative_to(ROOT)} ({len(data)} bytes)")
    if stale:
        print("stale catalogs (run python tools/make_catalogs.py): " + ", ".join(stale),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
