"""Translations: one gettext catalog per language, switched at run time.

Every piece of text the player sees goes through this module::

    from ..i18n import _, ngettext
    draw_text(surf, font, _("Options"), ...)
    _("{name} plays {tile}: total {total}").format(name=..., tile=..., total=...)
    ngettext("{n} play", "{n} plays", n).format(n=n)

Texts defined at import time (tables of labels, the tutorial's lessons, the
rules) are marked with :func:`N_` (which returns its argument unchanged, so the
extractor finds them) and translated where they are shown, with ``_(value)``.
Widgets keep the English text (the *message id*) and translate it when they
draw, so a change of language shows at once on every screen.

Catalogs: ``assets/locale/<lang>/LC_MESSAGES/sniff.po`` (the source, edited by
hand) compiled to ``sniff.mo`` by ``tools/make_catalogs.py``; the template
``assets/locale/sniff.pot`` comes from ``tools/extract_strings.py``. Standard
library only (no pygame): :mod:`game.storage` uses it too.
"""

from __future__ import annotations

import gettext as _gettext
import locale
import os

__all__ = ["_", "N_", "NP_", "ngettext", "pgettext", "npgettext", "set_language", "language",
           "available_languages", "default_language", "language_name", "generation",
           "LANGUAGES", "DOMAIN", "FONT_FILE", "BOLD_FONT_FILE", "font_file", "bold_font_file", "font_size_factor",
           "locale_dir", "add_listener", "LATIN_FONT", "LATIN_BOLD_FONT"]

DOMAIN = "sniff"
#: Supported languages, each named in its own language (as the Options screen shows them).
LANGUAGES = {"en": "English", "zh_CN": "简体中文", "pl": "Polski"}
#: The Chinese font (a subset of Noto Sans CJK SC made by tools/make_font_subset.py).
FONT_FILE = "NotoSansCJKsc-Subset.otf"
#: Its real Bold weight (Noto Sans CJK SC Bold, the same subset), so bold Chinese is
#: not the regular face smeared by the renderer.
BOLD_FONT_FILE = "NotoSansCJKsc-Bold-Subset.otf"
#: The font of the other languages (English, Polish): Inter, Regular and Bold weights
#: (subsets made by tools/make_font_subset.py; SIL OFL, see assets/fonts/).
LATIN_FONT = "Inter-Regular-Subset.otf"
LATIN_BOLD_FONT = "Inter-Bold-Subset.otf"
#: Languages drawn with the Chinese font; the others use Inter.
_FONT_LANGUAGES = ("zh_CN",)
#: A design size times this factor is a font's pixel size: Inter at 0.75 (a design
#: size of 22 is drawn at 16.5 px); Noto Sans CJK at 0.78 (its characters fill their
#: em square, so the same size looks as big as Inter's text).
_LATIN_FACTOR = 0.75
_FONT_FACTOR = 0.78

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"
_generation = 0
_listeners: list = []


def locale_dir() -> str:
    """``assets/locale`` (from source or a frozen bundle)."""
    from .resources import asset_root
    return str(asset_root() / "locale")


def _(message: str) -> str:
    """``message`` in the current language (itself when untranslated)."""
    return _translations.gettext(message)


def N_(message: str) -> str:  # noqa: N802 - gettext's naming
    """Mark ``message`` for translation without translating it now."""
    return message


def NP_(context: str, message: str) -> str:  # noqa: N802 - gettext's naming
    """Mark ``message`` for translation in ``context`` (shown with :func:`pgettext`)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for the count ``n`` (Polish has three)."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context`` (one English word, two meanings)."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def language() -> str:
    """The current language code (``en``, ``zh_CN`` or ``pl``)."""
    return _language


def generation() -> int:
    """A number that changes at every change of language (a key for text caches)."""
    return _generation


def language_name(code: str) -> str:
    return LANGUAGES.get(code, code)


def add_listener(fn) -> None:
    """Call ``fn(code)`` after every change of language (the app clears its fonts)."""
    if fn not in _listeners:
        _listeners.append(fn)


def available_languages() -> list[tuple[str, str]]:
    """``[(code, name in its own language)]`` of the languages that can be shown."""
    out = []
    for code, name in LANGUAGES.items():
        if code == "en" or os.path.exists(_mo_path(code)):
            out.append((code, name))
    return out


def _mo_path(code: str) -> str:
    return os.path.join(locale_dir(), code, "LC_MESSAGES", DOMAIN + ".mo")


def set_language(code: str | None) -> str:
    """Switch every text to ``code`` (unknown or missing catalogs: English).
    Returns the language now in use."""
    global _translations, _language, _generation
    code = code if code in LANGUAGES else "en"
    try:
        with open(_mo_path(code), "rb") as f:
            tr = _gettext.GNUTranslations(f)
    except (OSError, FileNotFoundError):
        tr = _gettext.NullTranslations()
        if code != "en":
            code = "en"
    if code != _language or type(tr) is not type(_translations):
        _generation += 1
    _translations = tr
    _language = code
    for fn in list(_listeners):
        fn(code)
    return code


def match_language(tag: str | None) -> str | None:
    """The supported language for a locale name (``zh_CN.UTF-8``, ``pl_PL``, ``zh-Hans``)."""
    if not tag:
        return None
    t = tag.strip().replace("-", "_").lower()
    if t in ("c", "posix") or t.startswith(("c.", "posix.")):
        return None
    if t.startswith("zh"):
        return "zh_CN"
    if t.startswith("pl"):
        return "pl"
    if t.startswith("en"):
        return "en"
    return None


def default_language(environ=None) -> str:
    """The language for a first launch, from the system locale: ``zh*`` → ``zh_CN``,
    ``pl*`` → ``pl``, anything else → ``en``.

    Looks at ``LC_ALL``, ``LC_MESSAGES``, ``LANGUAGE`` (its first entry) and
    ``LANG`` in that order, then at :func:`locale.getlocale` (Windows and macOS
    set no variables)."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = env.get(var)
        if value:
            first = value.split(":")[0]
            found = match_language(first)
            if found:
                return found
            if var != "LANGUAGE":
                # a set variable decides (C / POSIX / another language: English)
                return "en"
    if environ is None:
        try:
            tag = locale.getlocale()[0]
        except (ValueError, TypeError):
            tag = None
        return match_language(tag) or "en"
    return "en"


def _font_path(name: str) -> str | None:
    from .resources import asset_root
    path = asset_root() / "fonts" / name
    return str(path) if path.exists() else None


def font_file(code: str | None = None) -> str | None:
    """The (regular) font file for ``code`` (default: the current language), or None
    for pygame's default font (when the shipped font is missing)."""
    code = code or _language
    return _font_path(FONT_FILE if code in _FONT_LANGUAGES else LATIN_FONT)


def bold_font_file(code: str | None = None) -> str | None:
    """The bold weight for ``code`` (Inter Bold; Noto Sans CJK SC Bold for Chinese), or
    None where the file is missing (then the regular face is emboldened by the
    renderer)."""
    code = code or _language
    return _font_path(BOLD_FONT_FILE if code in _FONT_LANGUAGES else LATIN_BOLD_FONT)


def font_size_factor(code: str | None = None) -> float:
    """Design size to pixel size factor of :func:`font_file`'s font (pygame's default
    font, used when the shipped one is missing, scales itself: 1.0)."""
    code = code or _language
    if font_file(code) is None:
        return 1.0
    return _FONT_FACTOR if code in _FONT_LANGUAGES else _LATIN_FACTOR
