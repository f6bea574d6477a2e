"""Languages, glyphs and accessibility (headless, SDL dummy drivers).

* the catalogs: every text of the code is in every catalog, translated in
  Simplified Chinese and Polish, with the same placeholders; the compiled .mo
  files match their .po sources; the template is current; no English literal
  reaches a drawing call without the catalog (an AST check);
* the glyphs: every character of every catalog has a glyph in the font that
  language is drawn with (no tofu), and the shipped font is the subset of Noto
  Sans CJK SC made from the catalogs, with its licence;
* the layouts: every screen, drawn in every language at 100 % and 200 % text,
  keeps every text inside its box and the window;
* switching the language at run time, from the system locale at first launch;
* themes (a colour-blind-safe palette checked under simulated colour blindness,
  high contrast), reduced motion, and every screen driven by the keyboard alone.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import importlib.util  # noqa: E402
import re  # noqa: E402
import string  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine import Game  # noqa: E402
from engine.errors import IllegalMoveError  # noqa: E402
from engine.events import HandEnd, Outcome  # noqa: E402
from engine.moves import Move  # noqa: E402
from game import i18n, storage, texts  # noqa: E402
from game import ui as ui_mod  # noqa: E402
from game.actions import Action, Input  # noqa: E402
from game.settings import Settings  # noqa: E402
from tests.game_harness import key, make_app, run_until  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "zh_CN", "pl")


def _tool(name):
    """A script of tools/ as a module."""
    if name in sys.modules:
        return sys.modules[name]
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


catalogs = _tool("make_catalogs")
extractor = _tool("extract_strings")
checker = _tool("check_strings")
PLACEHOLDER = re.compile(r"\{(\w*)\}")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")
    ui_mod.set_theme("classic")


def entries(lang: str):
    path = ROOT / "assets" / "locale" / lang / "LC_MESSAGES" / "sniff.po"
    return catalogs.parse_po(path.read_text(encoding="utf-8"), str(path))


# -- the catalogs -------------------------------------------------------------------
def test_compiled_catalogs_match_their_sources():
    pos = catalogs.po_files()
    assert {p.parent.parent.name for p in pos} == set(LANGS)
    for po in pos:
        mo = po.with_suffix(".mo")
        want = catalogs.compile_mo(catalogs.parse_po(po.read_text(encoding="utf-8")))
        assert mo.read_bytes() == want, f"{mo} is stale: run tools/make_catalogs.py"


def test_template_is_current_and_every_text_is_in_every_catalog():
    messages = extractor.extract()
    assert len(messages) > 300
    pot = ROOT / "assets" / "locale" / "sniff.pot"
    assert pot.read_text(encoding="utf-8") == extractor.build_pot(messages), \
        "run tools/extract_strings.py --update"
    keys = {m.key for m in messages}
    for lang in LANGS:
        es = [e for e in entries(lang) if not (e.msgid == "" and e.msgctxt is None)]
        have = {e.key: e for e in es}
        assert set(have) == keys, f"{lang}: catalog and code differ"
        untranslated = [e.msgid for e in es if not e.translated]
        assert not untranslated, f"{lang}: untranslated {untranslated[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang):
    for e in entries(lang):
        if e.msgid == "":
            continue
        want = set(PLACEHOLDER.findall(e.msgid_plural or e.msgid))
        for s in e.msgstr:
            assert set(PLACEHOLDER.findall(s)) == want, (lang, e.msgid, s)
            # every translation formats with its msgid's arguments (no stray braces)
            s.format(**{k: "x" for k in want})
        if lang != "en":
            assert all(s.strip() for s in e.msgstr), (lang, e.msgid)


def test_plural_forms():
    # ("{n} play" is a plural the review uses; "{n} tile" left the table with North's
    # plate words)
    i18n.set_language("pl")
    forms = {n: i18n.ngettext("{n} play", "{n} plays", n).format(n=n)
             for n in (1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 102)}
    assert forms[1] == "1 zagranie"
    assert forms[2] == "2 zagrania" and forms[4] == "4 zagrania" and forms[22] == "22 zagrania"
    assert forms[102] == "102 zagrania"
    for n in (5, 11, 12, 14, 21, 25):
        assert forms[n] == f"{n} zagrań", forms[n]
    i18n.set_language("zh_CN")
    assert {i18n.ngettext("{n} play", "{n} plays", n).format(n=n) for n in (1, 2, 5)} == \
        {"1 步", "2 步", "5 步"}
    i18n.set_language("en")
    assert i18n.ngettext("{n} play", "{n} plays", 1) == "{n} play"


def test_no_english_literal_reaches_the_screen_without_the_catalog():
    assert checker.problems() == []
    # the check itself finds what it is meant to find
    assert checker.has_words("Game over") and not checker.has_words("{n}%")
    assert not checker.has_words("+{points}") and not checker.has_words("SNIFF")


def test_contexts_tell_one_english_word_apart():
    i18n.set_language("pl")
    # (the New game rows name seats by compass: "seat" "West")
    assert i18n.pgettext("seat", "West") == "Zachód"
    assert i18n.pgettext("key", "Left") == "Lewo"
    assert i18n._("Left") == "W lewo"


def test_engine_and_hint_reasons_are_all_translated():
    """Every reason the engine gives for a refused spot, and every hint reason,
    has a translation (none falls through in English)."""
    import random

    from engine.bots.hint import reason_for
    rng = random.Random(5)
    reasons, hints = set(), set()
    for seed in range(12):
        g = Game("american" if seed % 2 else "sniff61", 2 + seed % 3, seed=seed)
        g.deal()
        for _k in range(40):
            if g.phase != "play":
                if g.phase == "over":
                    break
                g.deal()
                continue
            view = g.view(g.turn)
            codes = g.legal_codes()
            hints.add(reason_for(view, rng.choice(codes), codes))
            for pc in [s[0] for s in g.layout.slots] + [(t << 3) | s for t, _p in g.layout.placed
                                                        for s in range(6)]:
                for tile in rng.sample(range(28), 4):
                    try:
                        g.check(tile << 8 | (pc & 255))
                    except IllegalMoveError as e:
                        reasons.add(str(e).split(": ", 1)[-1])
            g.play(Move.from_code(rng.choice(codes) if rng.random() < 0.5 else codes[0]))
    assert len(reasons) >= 5 and len(hints) >= 4
    unknown = [r for r in reasons if not texts.known_reason(r)]
    assert not unknown, unknown
    assert not [h for h in hints if not texts.known_hint(h)]
    i18n.set_language("zh_CN")
    for r in reasons:
        assert not re.search(r"[A-Za-z]{3,}", texts.engine_reason(r)), r
    for h in hints:
        assert not re.search(r"[A-Za-z]{3,}", texts.hint_reason(h)), h


# -- the glyphs -----------------------------------------------------------------------
def _chars(lang: str) -> set[str]:
    out = set()
    for e in entries(lang):
        if e.msgid == "" and e.msgctxt is None:
            continue
        for s in e.msgstr:
            out |= set(PLACEHOLDER.sub("", s))
    return {c for c in out if not c.isspace()}


@pytest.mark.parametrize("lang", LANGS)
def test_every_character_has_a_glyph(lang):
    """No tofu: each character of the catalog is in the font the language uses."""
    pygame.font.init()
    path = i18n.font_file(lang)
    if lang == "zh_CN":
        assert path is not None and path.endswith("NotoSansCJKsc-Subset.otf")
    font = pygame.font.Font(path, 24)
    chars = _chars(lang) | set(string.digits + "+-=/%()[]|:.,")
    missing = sorted(c for c in chars if font.metrics(c)[0] is None)
    assert not missing, f"{lang}: no glyph for {''.join(missing)!r}"
    # and each language's own name, as the Options screen shows it
    name = i18n.LANGUAGES[lang]
    assert all(font.metrics(c)[0] is not None for c in name if not c.isspace())
    bold = i18n.bold_font_file(lang)
    if lang != "zh_CN":  # English and Polish: Inter, with a real Bold weight
        assert path.endswith("Inter-Regular-Subset.otf") and bold.endswith("Inter-Bold-Subset.otf")
    else:  # Chinese: Noto Sans CJK SC, with its real Bold weight too
        assert bold.endswith("NotoSansCJKsc-Bold-Subset.otf")
    bfont = pygame.font.Font(bold, 24)
    missing = sorted(c for c in chars if bfont.metrics(c)[0] is None)
    assert not missing, f"{lang} bold: no glyph for {''.join(missing)!r}"


def test_the_font_is_the_catalogs_subset_with_its_licence():
    from fontTools.ttLib import TTFont
    path = ROOT / "assets" / "fonts" / i18n.FONT_FILE
    font = TTFont(str(path))
    cmap = font.getBestCmap()
    assert font["name"].getDebugName(1) == "Noto Sans CJK SC"
    need = {c for c in _chars("zh_CN")} | set(string.ascii_letters + string.digits)
    assert all(ord(c) in cmap for c in need)
    # a subset: the catalogs' characters and a little more, not the 30 000+ of the font
    assert len(cmap) < 1200 and 60_000 < path.stat().st_size < 400_000
    licence = (ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence
    # the tool makes the same characters list from the catalogs
    sub = _tool("make_font_subset")
    assert sub.required_chars() - {chr(c) for c in cmap} == set()


# -- the language at run time -----------------------------------------------------------
@pytest.mark.parametrize("env, want", [
    ({"LANG": "zh_CN.UTF-8"}, "zh_CN"), ({"LANG": "zh_TW.UTF-8"}, "zh_CN"),
    ({"LC_ALL": "pl_PL.UTF-8", "LANG": "en_US.UTF-8"}, "pl"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"), ({"LANGUAGE": "pl:en", "LANG": "C"}, "pl"),
    ({"LC_MESSAGES": "zh_CN"}, "zh_CN"), ({}, "en"),
])
def test_default_language_from_the_system_locale(env, want):
    assert i18n.default_language(env) == want


def test_first_launch_takes_the_system_language(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    monkeypatch.setenv("LC_ALL", "pl_PL.UTF-8")
    from game.main import make_app as main_make_app
    app = main_make_app(SimpleNamespace(demo=False, size=None, screenshot=None, fps=60))
    assert i18n.language() == "pl" and app.settings.language == ""  # not chosen yet
    assert i18n._("New game") == "Nowa gra"


def test_switching_language_in_options_redraws_everything(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.scenes.menus.menu import MenuScene
    from game.scenes.options.scene import OptionsScene
    app = make_app(language="en")
    app.push(MenuScene(app))
    app.frame(1 / 60)
    menu = app.top
    assert menu.menu.buttons[1].text == "New game"
    cache_gen = app.fonts.generation
    menu.select("Options")
    assert isinstance(app.top, OptionsScene)
    assert app.top.rows.current.label == "Language"
    key(pygame.K_RIGHT)  # English -> 简体中文
    app.frame(1 / 60)
    assert i18n.language() == "zh_CN" and app.settings.language == "zh_CN"
    assert app.fonts.path and app.fonts.path.endswith(i18n.FONT_FILE)
    assert app.fonts.generation != cache_gen  # fonts and cached texts renewed
    assert app.top.rows.rows[1].shown_label == "音效音量"
    key(pygame.K_ESCAPE)  # back to the menu: saved
    app.frame(1 / 60)
    assert app.top is menu and menu.menu.buttons[1].text == "新游戏"
    assert storage.load_settings()[0].language == "zh_CN"
    # the next launch starts in the chosen language
    from game.main import make_app as main_make_app
    i18n.set_language("en")
    main_make_app(SimpleNamespace(demo=False, size=None, screenshot=None, fps=60))
    assert i18n.language() == "zh_CN"


def test_settings_keep_language_theme_and_text_size():
    s = Settings(language="pl", theme="contrast", text_scale=1.5)
    back = Settings.from_json(s.to_json())
    assert (back.language, back.theme, back.text_scale) == ("pl", "contrast", 1.5)
    bad, problems = Settings.from_json_checked({"language": "xx", "theme": "neon",
                                                "text_scale": 3.0})
    assert (bad.language, bad.theme, bad.text_scale) == ("", "classic", 1.0)
    assert set(problems) == {"language", "theme", "text_scale"}


# -- every screen fits, in every language, at 100 % and 200 % --------------------------
def _table_wrapper(table, winner: int):
    g = table.game
    fake = SimpleNamespace(outcome=Outcome(winner, tuple(200 + 5 * i for i in
                                                         range(len(g.scores))), g.teams),
                           teams=g.teams, rules=g.rules, target=g.target, seed=1)
    return SimpleNamespace(game=fake, names=table.names, human_entry=table.human_entry,
                           config=table.config, text=table.text)


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """One app and a 4-player game at the human's turn, for every screen."""
    home = tmp_path_factory.mktemp("home")
    old = os.environ.get("SNIFF_HOME")
    os.environ["SNIFF_HOME"] = str(home)
    from game.config import GameConfig
    from game.scenes.table.scene import TableScene
    from game.stats import Stats
    app = make_app(speed="instant", language="en")
    app.stats = Stats.load()
    app.stats.record_game(GameConfig(ruleset="american", players=4),
                          Outcome(0, (250, 100), True), 0, (30, "6-6@3-6:high"), 85, False)
    cfg = GameConfig(ruleset="american", players=4, levels=["medium"] * 4, seed=3)
    table = TableScene(app, cfg)
    app.push(table)
    run_until(app, lambda: table.human_turn)
    tile = table.playable_tiles()[0]
    table.select(tile)
    table.controller.hint_text = texts.hint_reason("keeps 3s and 5s to follow")
    yield app, table
    while app.stack:
        app.stack.pop().exit()
    if old is None:
        os.environ.pop("SNIFF_HOME", None)
    else:
        os.environ["SNIFF_HOME"] = old


def _screens(app, table):
    """(name, scene factory, prepare) for every screen."""
    from game.scenes.game_over.scene import GameOverScene
    from game.scenes.menus.menu import MenuScene
    from game.scenes.menus.new_game import NewGameScene
    from game.scenes.menus.pause import PauseScene
    from game.scenes.menus.title import TitleScene
    from game.scenes.options.scene import OptionsScene
    from game.scenes.records.goals import GoalsScene
    from game.scenes.records.goals_earned import GoalsEarnedScene
    from game.scenes.records.stats import StatsScene
    from game.scenes.review.replay import ReplayScene
    from game.scenes.rules.scene import SECTIONS, RulesScene
    from game.scenes.table.summary import SummaryScene
    from game.scenes.tutorial.scene import TutorialScene
    from game.tutorial import STEPS
    from game.widgets import ConfirmScene

    def new_game(players, ruleset="american"):
        def make():
            sc = NewGameScene(app)
            sc.ruleset, sc.players = ruleset, players
            sc.build()
            return sc
        return make

    def rules_at(i):
        def make():
            sc = RulesScene(app, section=i)
            sc.scroll = sc.target
            return sc
        return make

    def options_at(i):
        def make():
            sc = OptionsScene(app)
            sc.rows.focus(i)
            return sc
        return make

    def tutorial_at(step_id, complete=False):
        def make():
            idx = next(i for i, (_l, _s, st) in enumerate(STEPS) if st.id == step_id)
            sc = TutorialScene(app, start=idx, autoplay=False)
            sc.save_progress = False
            if complete:
                results = sc.session.complete()
                sc._finish_shown(results[-1])
                sc._sync_shown()
            return sc
        return make

    def goals():
        # some earned, some on their way: every kind of card
        app.stats.goals.add({"first_win": 1, "play20": 25, "play30": 25, "domino10": 4})
        return GoalsScene(app)

    hand_end = HandEnd("domino", 1, (7, 0, 7, 13), (-10, -15), (40, 60),
                       ((0, 1), (), (2,), (27, 3)))
    out = [
        ("title", lambda: TitleScene(app)),
        ("menu", lambda: MenuScene(app)),
        ("new_game_2", new_game(2)), ("new_game_3", new_game(3)), ("new_game_4", new_game(4)),
        ("new_game_61", new_game(4, "sniff61")),
        ("stats", lambda: StatsScene(app)),
        ("goals", goals),
        ("goals_earned", lambda: GoalsEarnedScene(app, ["first_win", "play30", "partners"])),
        ("pause", lambda: PauseScene(app)),
        ("confirm", lambda: ConfirmScene(app, i18n.N_("Leave this game? It will not be saved."),
                                         lambda: None, yes=i18n.N_("Main menu"))),
        ("table", lambda: table),
        ("summary", lambda: SummaryScene(app, table, hand_end)),
        ("game_over_won", lambda: GameOverScene(app, _table_wrapper(table, 0))),
        ("game_over_lost", lambda: GameOverScene(app, _table_wrapper(table, 1))),
        ("replay", lambda: ReplayScene(app, table.game, table.config)),
        ("tutorial_welcome", tutorial_at("welcome")),
        ("tutorial_sniff", tutorial_at("sniff-both-sides")),
        ("tutorial_sniff_done", tutorial_at("sniff-both-sides", True)),
        ("tutorial_draw", tutorial_at("drawing-draw")),
        ("tutorial_partners", tutorial_at("hand-end-partners", True)),
        ("tutorial_win", tutorial_at("winning-target", True)),
        ("tutorial_done", tutorial_at("done")),
    ]
    out += [(f"options_{i}", options_at(i)) for i in (0, 10, 23)]
    out += [(f"rules_{i}", rules_at(i)) for i in range(len(SECTIONS))]
    return out


def _layout_problems(app, scene, name) -> list[str]:
    surf = app.screen
    screen = surf.get_rect()
    try:
        with ui_mod.record_text() as log:
            surf.fill((0, 0, 0))
            scene.draw(surf)
            app.toasts.draw(surf, app.vp, app.fonts)
    finally:
        app.capture_key(None)
    out = []
    for d in log:
        text, rect, box = d.text, d.rect, d.box
        if not screen.inflate(2, 2).contains(rect):
            out.append(f"{name}: {text!r} leaves the window {rect}")
        if box is not None and not box.inflate(4, 4).contains(rect):
            out.append(f"{name}: {text!r} {rect} leaves its box {box}")
    assert log, f"{name}: no text drawn"
    return out


@pytest.mark.parametrize("scale", (1.0, 2.0))
@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_fits(world, lang, scale):
    app, table = world
    app.set_language(lang)
    app.set_text_scale(scale)
    problems = []
    try:
        for name, make in _screens(app, table):
            scene = make()
            if scene is not table:
                scene.enter()  # e.g. the hand summary shows its lines at once
            problems += _layout_problems(app, scene, name)
            if scene is not table:
                scene.exit()
    finally:
        app.set_text_scale(1.0)
        app.set_language("en")
    assert not problems, "\n".join(problems[:20])


def test_labels_fit_at_the_default_size(world):
    """At 100 % nothing in a button or a menu row is made smaller to fit: the widest
    translation fits the widget."""
    app, table = world
    from game.scenes.menus.menu import MenuScene
    from game.scenes.menus.new_game import NewGameScene
    from game.scenes.menus.pause import PauseScene
    from game.scenes.options.scene import OptionsScene
    from game.scenes.records.goals import GoalsScene
    from game.scenes.records.stats import StatsScene
    from game.scenes.table.summary import SummaryScene
    problems = []
    hand_end = HandEnd("blocked", None, (7, 0, 7, 13), (-10, -15), (40, 60), ((), (), (), ()))
    for lang in LANGS:
        app.set_language(lang)
        for make in (lambda: MenuScene(app), lambda: PauseScene(app), lambda: StatsScene(app),
                     lambda: GoalsScene(app), lambda: NewGameScene(app),
                     lambda: OptionsScene(app),
                     lambda: SummaryScene(app, table, hand_end), lambda: table):
            scene = make()
            with ui_mod.record_text() as log:
                scene.draw(app.screen)
                rows = getattr(scene, "rows", None)
                if rows is not None and hasattr(rows, "rows"):
                    for i in range(len(rows.rows)):  # every option row, scrolled into view
                        rows.focus(i)
                        scene.draw(app.screen)
            problems += [f"{lang} {type(scene).__name__}: {d.text!r}" for d in log
                         if d.shrunk]
    app.set_language("en")
    assert not problems, "\n".join(problems)


# -- themes and colour blindness ----------------------------------------------------------
#: Machado, Oliveira & Fernandes (2009) simulation matrices, severity 1.0, linear RGB.
CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _lin(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _simulate(rgb, kind):
    lin = [_lin(v) for v in rgb]
    return [max(0.0, min(1.0, sum(m * v for m, v in zip(row, lin)))) for row in CVD[kind]]


def _luminance_lin(lin):
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a, b):
    la, lb = _luminance_lin(a) + 0.05, _luminance_lin(b) + 0.05
    return max(la, lb) / min(la, lb)


def test_colour_blind_palette_keeps_its_marks_apart():
    """Under simulated protanopia, deuteranopia and tritanopia, the colour-blind
    theme's counted-end discs, the sniff's outline and the focus still stand out
    from the felt, and the discs' numbers from the discs."""
    cb = ui_mod.THEMES["colorblind"]
    classic = ui_mod.THEMES["classic"]
    for kind in CVD:
        felt = _simulate(cb.felt, kind)
        assert _contrast(_simulate(cb.badge, kind), _simulate(cb.badge_ink, kind)) > 4.5
        assert _contrast(_simulate(cb.accent, kind), felt) > 3.0
        assert _contrast(_simulate(cb.focus, kind), felt) > 4.5
        assert _contrast(_simulate(cb.ring, kind), felt) > 4.5
        assert _contrast(_simulate(cb.badge, kind), felt) > 4.5
    # the classic red disc is what the theme fixes: nearly as dark as the felt for a
    # deuteranope (the white ring and the shape carry it there)
    d = _contrast(_simulate(classic.badge, "deuteranopia"), _simulate(classic.felt,
                                                                      "deuteranopia"))
    assert d < 2.0


def test_high_contrast_theme_contrasts():
    hc = ui_mod.THEMES["contrast"]
    lin = lambda c: [_lin(v) for v in c]  # noqa: E731
    assert _contrast(lin(hc.ink), lin(hc.felt_dark)) > 15
    assert _contrast(lin(hc.ink_dark), lin(hc.panel)) > 15
    assert _contrast(lin(hc.badge_ink), lin(hc.badge)) > 15
    assert hc.backdrop_dim > 100


def test_theme_switch_changes_the_colours_in_place(world):
    app, _table = world
    before = ui_mod.THEME.badge
    app.set_theme("colorblind")
    assert ui_mod.THEME.badge == ui_mod.THEMES["colorblind"].badge != before
    app.set_theme("contrast")
    assert ui_mod.THEME.backdrop_dim > 0
    app.set_theme("classic")
    assert ui_mod.THEME == ui_mod.THEMES["classic"]


def test_a_screenshot_through_colour_blind_eyes(world, tmp_path):
    """The table in the colour-blind theme, seen through a deuteranope's eyes: the
    counted-end discs are still far from the felt (pixels sampled on the screen)."""
    app, table = world
    app.set_theme("colorblind")
    try:
        app.screen.fill((0, 0, 0))
        table.draw(app.screen)
        badges = table.board.marks(table.shown_layout)
        solid = [pos for pos, _v, kind, _pc in badges if kind == "solid"]
        assert solid
        felt = app.screen.get_at(app.vp.rect(table.map.anchor("layout")).topleft)[:3]
        for pos in solid:
            x, y = pos
            r = table.board.badge_radius
            px = app.screen.get_at((int(x - r * 0.55), int(y)))[:3]
            for kind in CVD:
                assert _contrast(_simulate(px, kind), _simulate(felt, kind)) > 3.0, kind
    finally:
        app.set_theme("classic")


# -- reduced motion ------------------------------------------------------------------------
def test_reduced_motion_at_the_table(world):
    from game.present import Callout, Flight
    app, table = world
    surf = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    overlays = table.painter.overlays

    def drawn_y(t, still):
        surf.fill((0, 0, 0, 0))
        overlays.draw_callouts(surf, [Callout("+15", 15, -1, t)], lambda c: (400, 400), still)
        return surf.get_bounding_rect().centery

    dst = table.hands[1].slot_point(0, 1)

    def sprite_x(t, still):
        surf.fill((0, 0, 0, 0))
        f = Flight("draw", 1, 11, True, 0, 1, t=t)
        overlays.draw_flights(surf, [f], table.hands, table.board, (100, 600), still)
        return surf.get_bounding_rect().centerx

    try:
        assert drawn_y(0.1, False) != drawn_y(0.5, False)   # numbers rise...
        assert drawn_y(0.1, True) == drawn_y(0.5, True)     # ...but not with reduced motion
        assert sprite_x(0.3, False) != sprite_x(0.9, False)  # tiles fly...
        assert sprite_x(0.3, True) == sprite_x(0.9, True) == dst[0]  # ...or fade in place
        app.settings.reduced_motion = True
        table.camera.rect = table.camera.rect.move(0, 0)
        table.camera.fit((-9.0, -3.0, 9.0, 3.0))
        table.update(1 / 60)
        assert not table.camera.moving  # no swoops
    finally:
        app.settings.reduced_motion = False
        table.resize()


def test_reduced_motion_in_the_game_over_and_the_tutorial(world):
    from game.scenes.game_over.scene import GameOverScene
    from game.scenes.tutorial.scene import TutorialScene
    app, table = world
    app.settings.reduced_motion = True
    try:
        go = GameOverScene(app, _table_wrapper(table, 0))
        go.enter()
        go.update(1.0)  # past the moment the fanfare (and a win's confetti) start
        assert go.cued and go.confetti is None  # no confetti
        t = TutorialScene(app, start=1, autoplay=False)
        t.save_progress = False
        assert t.still
        mv = t.session.wanted
        t.select(mv.tile)
        t.try_play(mv.tile, mv.code & 255)
        t.update(0.05)
        t.update(0.0)
        assert not t.camera.moving
    finally:
        app.settings.reduced_motion = False


# -- every screen without a mouse ------------------------------------------------------------
def test_every_screen_by_keyboard_alone(tmp_path, monkeypatch):
    """Title, menu, new game, the table, pause, options (language included), rules,
    statistics, the tutorial: in Chinese, with key presses only."""
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    from game.scenes.menus.menu import MenuScene
    from game.scenes.menus.new_game import NewGameScene
    from game.scenes.menus.pause import PauseScene
    from game.scenes.menus.title import TitleScene
    from game.scenes.options.scene import OptionsScene
    from game.scenes.records.stats import StatsScene
    from game.scenes.rules.scene import RulesScene
    from game.scenes.table.scene import TableScene
    from game.scenes.tutorial.scene import TutorialScene
    from game.stats import Stats
    app = make_app(speed="instant", language="zh_CN")
    app.stats = Stats.load()
    from game.config import GameConfig
    app.stats.record_game(GameConfig(ruleset="american", players=2), Outcome(0, (250, 100)),
                          0, (15, "6-6@3-6:high"), 40, False)
    app.push(TitleScene(app))
    app.frame(1 / 60)

    def press(k, n=2, mod=0):
        key(k, mod)
        for _k in range(n):
            app.frame(1 / 60)

    press(pygame.K_SPACE)
    assert isinstance(app.top, MenuScene)

    def open_entry(label, kind):
        menu = app.top
        want = menu.labels.index(label)
        for _k in range(10):
            if menu.menu.index == want:
                break
            press(pygame.K_RIGHT)  # along the home screen's grid, in reading order
        press(pygame.K_RETURN)
        assert isinstance(app.top, kind), (label, app.top)

    for label, kind in (("Rules", RulesScene), ("Statistics", StatsScene),
                        ("Options", OptionsScene), ("Tutorial", TutorialScene)):
        open_entry(label, kind)
        if kind is RulesScene:
            press(pygame.K_RIGHT)
            press(pygame.K_DOWN)
            assert app.top.focus_section >= 1
        if kind is StatsScene:
            press(pygame.K_RIGHT)  # Reset statistics
            press(pygame.K_RETURN)
            press(pygame.K_RIGHT)  # the dialog: Reset
            press(pygame.K_RETURN)
            assert app.stats.empty and isinstance(app.top, StatsScene)
        if kind is OptionsScene:
            for _k in range(12):
                if app.top.rows.current.label == "Colours":
                    break
                press(pygame.K_DOWN)
            assert app.top.rows.current.label == "Colours"
            press(pygame.K_RIGHT)
            assert app.settings.theme == "colorblind"
            press(pygame.K_DOWN)
            press(pygame.K_RIGHT)
            assert app.settings.text_scale == 1.25
            press(pygame.K_DOWN)
            press(pygame.K_RETURN)
            assert app.settings.reduced_motion
        if kind is TutorialScene:
            tut = app.top
            mv = tut.session.wanted
            assert mv is None  # the welcome
            press(pygame.K_TAB)
            mv = tut.session.wanted
            press(pygame.K_RIGHT)  # pick a tile
            while tut.sel != mv.tile:
                press(pygame.K_RIGHT)
            spots = tut.spots()
            while spots[tut.spot_idx % len(spots)] != mv.code & 255:
                press(pygame.K_DOWN)
            press(pygame.K_RETURN, n=4)
            run_until(app, lambda tut=tut: tut.done)
            press(pygame.K_ESCAPE)  # the tutorial asks before it leaves
            press(pygame.K_RIGHT)
            press(pygame.K_RETURN)
        else:
            press(pygame.K_ESCAPE)
        assert isinstance(app.top, MenuScene)
    open_entry("New game", NewGameScene)
    ng = app.top
    while ng.rows.current.label != "Start":
        press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    run_until(app, lambda: table.human_turn)
    moves = len(table.game.moves)
    press(pygame.K_RIGHT)
    press(pygame.K_RETURN)  # lifts the focused tile
    press(pygame.K_RETURN)  # plays it
    run_until(app, lambda: len(table.game.moves) > moves)
    run_until(app, lambda: table.human_turn or app.top is not table)
    if app.top is table:
        press(pygame.K_p)
        assert isinstance(app.top, PauseScene)
        press(pygame.K_DOWN)
        press(pygame.K_RETURN)  # Options, over the pause
        assert isinstance(app.top, OptionsScene)
        press(pygame.K_ESCAPE)
        press(pygame.K_ESCAPE)  # resume
        assert app.top is table
    table.worker.close()


def test_the_table_explains_a_bad_spot_in_the_players_language(world):
    app, table = world
    app.set_language("pl")
    try:
        tile = table.sel
        bad = next(pc for pc, pips, _v, _c in table.game.layout.slots
                   if pc not in table.legal_spots(tile))
        table.try_play(tile, bad)
        assert "pasuje" in table.toast[0] or "Tu nic" in table.toast[0] or \
            "miejsce" in table.toast[0], table.toast[0]
        table.handle(Input(Action.HINT, None, "key"))
    finally:
        app.set_language("en")
        table.toast = ("", (0, 0, 0), 0.0)


def test_latin_text_uses_inter_with_real_bold_and_kerning():
    """Issue 16 "Type": English and Polish in Inter (SIL OFL, shipped with its licence),
    bold text in the Bold weight (not pygame's faux bold), kerning on."""
    pygame.font.init()
    from game.ui import Fonts
    fonts = Fonts(i18n.font_file("en"), i18n.font_size_factor("en"), i18n.bold_font_file("en"))
    regular, bold = fonts.get(40), fonts.get(40, bold=True)
    assert regular.name == "Inter" and bold.name == "Inter"
    assert regular.style_name == "Regular" and bold.style_name == "Bold"
    # the Bold file as it is, not the Regular face emboldened by the renderer
    plain = pygame.font.Font(i18n.bold_font_file("en"), bold.point_size)
    faux = pygame.font.Font(i18n.font_file("en"), bold.point_size)
    faux.set_bold(True)
    sample = "Sniff: Wybierz kamień"
    a, b = bold.render(sample, True, (0, 0, 0)), plain.render(sample, True, (0, 0, 0))
    c = faux.render(sample, True, (0, 0, 0))
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert a.get_size() != c.get_size() or (
        pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(c, "RGBA"))
    w = regular.size("AV")[0]
    assert w < regular.size("A")[0] + regular.size("V")[0]  # kerned pair
    fonts_dir = ROOT / "assets" / "fonts"
    assert "SIL Open Font License" in (fonts_dir / "Inter-OFL.txt").read_text(encoding="utf-8")
    assert i18n.font_file("zh_CN").endswith("NotoSansCJKsc-Subset.otf")


def test_chinese_bold_is_a_real_bold_face_not_faux_bold():
    """Bold Chinese is drawn with Noto Sans CJK SC Bold (the same subset as the regular
    face, from Debian's NotoSansCJK-Bold.ttc), not the regular face emboldened by the
    renderer; it is shipped under the OFL and stays small."""
    pygame.font.init()
    from fontTools.ttLib import TTFont

    from game.ui import Fonts
    fonts = Fonts(i18n.font_file("zh_CN"), i18n.font_size_factor("zh_CN"),
                  i18n.bold_font_file("zh_CN"))
    regular, bold = fonts.get(40), fonts.get(40, bold=True)
    assert regular.style_name == "Regular" and bold.style_name == "Bold"
    sample = "轮到你 得分"
    plain = pygame.font.Font(i18n.bold_font_file("zh_CN"), bold.point_size)
    faux = pygame.font.Font(i18n.font_file("zh_CN"), bold.point_size)
    faux.set_bold(True)
    a, b = bold.render(sample, True, (0, 0, 0)), plain.render(sample, True, (0, 0, 0))
    c = faux.render(sample, True, (0, 0, 0))
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert a.get_size() != c.get_size() or (
        pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(c, "RGBA"))
    # the file: the SC Bold face, the same characters as the regular subset, small
    path = ROOT / "assets" / "fonts" / i18n.BOLD_FONT_FILE
    font = TTFont(str(path))
    assert font["name"].getDebugName(4) == "Noto Sans CJK SC Bold"
    regular_cmap = TTFont(str(ROOT / "assets" / "fonts" / i18n.FONT_FILE)).getBestCmap()
    assert set(font.getBestCmap()) == set(regular_cmap)
    assert 60_000 < path.stat().st_size < 400_000
    licence = (ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    readme = (ROOT / "assets" / "fonts" / "README.md").read_text(encoding="utf-8")
    assert "NotoSansCJKsc-Bold-Subset.otf" in readme
