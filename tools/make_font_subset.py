"""Make the game's fonts: Inter (English, Polish) and Noto Sans CJK SC (Chinese), cut down
to the game's texts.

**Inter** (SIL Open Font License 1.1; Debian's ``fonts-inter``:
``/usr/share/fonts/opentype/inter/Inter-{Regular,Bold}.otf``) draws English
and Polish: ``assets/fonts/Inter-{Regular,Bold}-Subset.otf`` keep printable
ASCII, Latin-1, the Polish letters, typographic punctuation and every character of
the English and Polish catalogs (the script stops if Inter lacks one), with the
kerning and the other layout features kept, so bold text is a real weight, not
pygame's faux bold. Its licence is ``assets/fonts/Inter-OFL.txt``.

pygame-ce's default font has no Chinese. This takes the Simplified Chinese face
of Noto Sans CJK (SIL Open Font License 1.1; Debian's ``fonts-noto-cjk``:
``NotoSansCJK-Regular.ttc``, the face named "Noto Sans CJK SC", index 2) and
keeps exactly the characters the message catalogs use (every msgid and every
translation of ``assets/locale/*/LC_MESSAGES/sniff.po``), plus printable ASCII
and a little typographic punctuation, with fontTools' subsetter (the library
behind ``pyftsubset``; a tool-time dependency only, in the ``dev`` extra).

**Noto Sans CJK SC** draws the Chinese texts. It has no Latin Extended-A (no
Polish ą ć ę ł ń ś ź ż): English and Polish use Inter (see ``game/i18n.py``).
Bold Chinese is the real Bold weight, not pygame's emboldened Regular: the same
subset is cut from ``NotoSansCJK-Bold.ttc`` (the face "Noto Sans CJK SC Bold",
index 2 of that collection; fontTools picks it by name) into
``assets/fonts/NotoSansCJKsc-Bold-Subset.otf``. Every character of
the Chinese catalog must be in the font (the script stops otherwise); the
characters of the other catalogs are kept where the font has them.

The vertical metrics of the subset are tightened to the glyphs it keeps (the
full font reserves room for every script it covers), so lines of Chinese are
not much taller than lines drawn with pygame's default font. Every kept glyph
still fits between the new ascent and descent: nothing is clipped.

    python tools/make_font_subset.py [--only inter|cjk] [--source PATH] [--bold-source PATH]
                                      [--inter-dir DIR]

Re-run it after adding translations (tests/i18n/test_i18n.py fails while a catalog
uses a character the font lacks). The licence goes next to the font as
``assets/fonts/OFL.txt``.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_catalogs import ROOT, parse_po, po_files  # noqa: E402

OUT = ROOT / "assets" / "fonts" / "NotoSansCJKsc-Subset.otf"
OUT_BOLD = ROOT / "assets" / "fonts" / "NotoSansCJKsc-Bold-Subset.otf"
SOURCES = (
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/opentype/noto/NotoSansCJK-Regular.ttc",
)
BOLD_SOURCES = tuple(p.replace("-Regular.ttc", "-Bold.ttc") for p in SOURCES)
FACE_NAME = "Noto Sans CJK SC"
BOLD_FACE_NAME = "Noto Sans CJK SC Bold"
INTER_DIRS = ("/usr/share/fonts/opentype/inter",)
INTER_WEIGHTS = ("Regular", "Bold")
FONTS = ROOT / "assets" / "fonts"
LATIN1 = "".join(chr(c) for c in range(0xA0, 0x100))
POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
EXTRA = "–—‘’“”„«»…·•×÷→←↑↓°±€©−"


def catalog_text(language: str | None = None) -> str:
    """Every msgid and translation of every catalog (or of one language's)."""
    parts = []
    for po in po_files():
        if language is not None and po.parent.parent.name != language:
            continue
        for e in parse_po(po.read_text(encoding="utf-8"), str(po)):
            if e.msgid == "" and e.msgctxt is None:
                continue  # the header
            parts.append(e.msgid)
            if e.msgid_plural:
                parts.append(e.msgid_plural)
            parts.extend(e.msgstr)
    return "".join(parts)


def _printable(chars) -> set[str]:
    return {c for c in chars if c.isprintable() or c == " "}


def required_chars() -> set[str]:
    """What the font must have: the Chinese catalog, ASCII."""
    return _printable(set(catalog_text("zh_CN")) | {chr(c) for c in range(0x20, 0x7F)})


def wanted_chars() -> set[str]:
    """What the font keeps if it has it: every catalog, Polish letters, punctuation."""
    return _printable(set(catalog_text()) | set(POLISH) | set(EXTRA)) | required_chars()


def inter_required() -> set[str]:
    """What Inter must have: ASCII, Polish, and every character of the en and pl catalogs."""
    text = catalog_text("en") + catalog_text("pl")
    return _printable(set(text) | set(POLISH) | {chr(c) for c in range(0x20, 0x7F)})


def inter_wanted() -> set[str]:
    return inter_required() | _printable(set(LATIN1) | set(EXTRA))


def make_inter(source: Path, out: Path) -> dict:
    """Subset one weight of Inter (``source``) to the Latin texts of the game."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(str(source), lazy=False)
    cmap = font.getBestCmap()
    missing = sorted(c for c in inter_required() if ord(c) not in cmap)
    if missing:
        raise SystemExit(f"{source.name} lacks {''.join(missing)!r}")
    chars = {c for c in inter_wanted() if ord(c) in cmap}
    opts = subset.Options()
    opts.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case",
                            "tnum"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = True
    opts.drop_tables += ["DSIG", "STAT"]
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)
    font.recalcTimestamp = False
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    data = out.read_bytes()
    return {"chars": len(chars), "bytes": len(data),
            "sha256": hashlib.sha256(data).hexdigest()[:16]}


def inter_out(weight: str) -> Path:
    return FONTS / f"Inter-{weight}-Subset.otf"


def find_face(path: str, face: str = FACE_NAME):
    """The font number of ``face`` ("Noto Sans CJK SC") in the collection at ``path``."""
    from fontTools.ttLib import TTCollection
    coll = TTCollection(path, lazy=True)
    for i, f in enumerate(coll.fonts):
        if f["name"].getDebugName(4) == face or f["name"].getDebugName(1) == face:
            return i
    raise SystemExit(f"{path}: no face named {face!r}")


def make(source: str, out: Path = OUT, face: str = FACE_NAME) -> dict:
    """Subset the face ``face`` of the collection ``source`` (Regular or Bold) to the
    game's texts, its vertical metrics tightened to the glyphs kept."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    index = find_face(source, face)
    font = TTFont(source, fontNumber=index, lazy=False)
    cmap = font.getBestCmap()
    missing = sorted(c for c in required_chars() if ord(c) not in cmap)
    if missing:
        raise SystemExit(f"{face} lacks {''.join(missing)!r}")
    chars = {c for c in wanted_chars() if ord(c) in cmap}
    opts = subset.Options()
    opts.layout_features = ["kern", "liga", "ccmp", "locl", "mark", "mkmk"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = True
    opts.drop_tables += ["VORG", "vhea", "vmtx", "DSIG"]
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)
    # tighten the vertical metrics to the glyphs kept
    glyphs = font.getGlyphSet()
    from fontTools.pens.boundsPen import BoundsPen
    y_max, y_min = 0, 0
    for name in font.getGlyphOrder():
        pen = BoundsPen(glyphs)
        glyphs[name].draw(pen)
        if pen.bounds:
            y_min = min(y_min, pen.bounds[1])
            y_max = max(y_max, pen.bounds[3])
    upm = font["head"].unitsPerEm
    ascent = int(max(y_max, 0.88 * upm)) + 20
    descent = int(min(y_min, -0.2 * upm)) - 20
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, -descent
    font.recalcTimestamp = False  # the same input gives the same bytes
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    data = out.read_bytes()
    return {"face": index, "chars": len(chars), "bytes": len(data),
            "sha256": hashlib.sha256(data).hexdigest()[:16], "ascent": ascent,
            "descent": descent}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--source", help="NotoSansCJK-Regular.ttc (default: Debian's path)")
    ap.add_argument("--bold-source", help="NotoSansCJK-Bold.ttc (default: beside --source, "
                    "or Debian's path)")
    ap.add_argument("--inter-dir", help="the folder of Inter-Regular.otf (default: Debian's)")
    ap.add_argument("--only", choices=["inter", "cjk"], help="make one of the two fonts")
    args = ap.parse_args(argv)
    if args.only != "cjk":
        folder = args.inter_dir or next((d for d in INTER_DIRS if Path(d).is_dir()), None)
        if folder is None:
            print("Inter not found: apt-get install fonts-inter, or --inter-dir",
                  file=sys.stderr)
            return 1
        for weight in INTER_WEIGHTS:
            out = inter_out(weight)
            info = make_inter(Path(folder) / f"Inter-{weight}.otf", out)
            print(f"wrote {out.relative_to(ROOT)}: {info['chars']} characters, "
                  f"{info['bytes']} bytes")
        if args.only == "inter":
            return 0
    source = args.source or next((p for p in SOURCES if Path(p).exists()), None)
    if source is None:
        print("NotoSansCJK-Regular.ttc not found: apt-get install fonts-noto-cjk, or --source",
              file=sys.stderr)
        return 1
    bold = next((p for p in BOLD_SOURCES if Path(p).exists()), None)
    if args.source:
        bold = args.bold_source or args.source.replace("-Regular.ttc", "-Bold.ttc")
    elif args.bold_source:
        bold = args.bold_source
    if bold is None or not Path(bold).exists():
        print("NotoSansCJK-Bold.ttc not found: apt-get install fonts-noto-cjk, or "
              "--bold-source", file=sys.stderr)
        return 1
    for src, out, face in ((source, OUT, FACE_NAME), (bold, OUT_BOLD, BOLD_FACE_NAME)):
        info = make(src, out, face)
        print(f"wrote {out.relative_to(ROOT)}: face {info['face']}, {info['chars']} "
              f"characters, {info['bytes']} bytes, ascent {info['ascent']} "
              f"descent {info['descent']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
