"""Issue 17 §8 and §9: cards you can read (a right-click opens a full-size card view), the
teammates' whole sheets, and button labels that are never cut."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from arkham.persistence import Settings
from arkham.ui import draw as d
from arkham.ui import gallery, widgets
from arkham.ui.app import App
from arkham.ui.gallery import Position
from arkham.ui.scenes.card_view import CardViewScene, card_face
from arkham.ui.scenes.teammate import TeammateSheetScene, conditions, trophies
from tests.ui.conftest import click_key, fresh_session

POSITIONS = Path(__file__).parent / "golden" / "positions.json"


def _positions() -> dict[str, Position]:
    data = json.loads(POSITIONS.read_text(encoding="utf-8"))
    return {g: Position.from_json(p) for g, p in data.items()}


def _render_scene(scene: str, size=(1280, 720)) -> tuple[App, pygame.Surface]:
    surface = pygame.Surface(size)
    app = App(Settings(animation_speed="off"), size, persistent=False)
    game = gallery.GAME_OF.get(scene)
    gallery.build(app, scene, _positions()[game] if game else None)
    app.render(surface)
    app.render(surface)
    return app, surface


# ---------------------------------------------------------------- buttons


@pytest.mark.parametrize("scene", gallery.SCENES)
def test_no_button_label_is_cut_in_any_gallery_scene(scene, monkeypatch) -> None:
    """Every button of every gallery scene at 1280×720 shows its whole label, inside the
    button as it was laid out (no button had to grow over its neighbours either)."""
    fits: list[tuple[str, float, float, str, widgets.LabelFit]] = []
    real = widgets.fit_label

    def spy(c, label, w, h, size, face):
        fit = real(c, label, w, h, size, face)
        fits.append((label, w, h, face, fit))
        return fit

    monkeypatch.setattr(widgets, "fit_label", spy)
    _render_scene(scene)
    assert fits, f"{scene}: no buttons drawn"
    for label, w, h, face, fit in fits:
        assert " ".join(fit.lines).split() == d.fix(label, face).split(), label
        assert fit.w <= w and fit.h <= h, f"{scene}: {label!r} does not fit {w:.0f}×{h:.0f}"


@pytest.mark.parametrize(
    ("label", "w", "h"),
    [
        ("Done", 200, 50),
        ("Take the Elder Sign and seal the gate for ever", 220, 56),
        ("Spend two Clue tokens to add two dice to the roll", 150, 50),
        ("Supercalifragilisticexpialidocious-Unbreakable", 60, 30),
    ],
)
def test_a_label_is_never_cut_and_the_button_grows_only_when_it_must(label, w, h) -> None:
    surface = pygame.Surface((1280, 720))
    app = App(Settings(animation_speed="off"), (1280, 720), persistent=False)
    c = d.Canvas(surface, app.layout)
    ui = widgets.Frame()
    hit = widgets.button(c, ui, (500, 300, w, h), label, "btn:x", None)
    fit = widgets.fit_label(c, label, w, h, 19, "serif")
    assert " ".join(fit.lines).split() == label.split()
    assert len(fit.lines) <= 2 or fit.h > h - 4
    assert hit.rect[2] >= fit.w and hit.rect[3] >= fit.h
    if fit.w <= w and fit.h <= h:
        assert hit.rect == (500, 300, w, h)


# ---------------------------------------------------------------- what each card says


@pytest.fixture(scope="module")
def cat():
    from arkham.ui.scenes.setup import catalog_for

    return catalog_for(["innsmouth"])


def test_a_spell_shows_its_casting_modifier_sanity_cost_and_hands(cat) -> None:
    face = card_face(cat, "card:shrivelling")
    assert face is not None
    spell = cat.spells["shrivelling"]
    assert (face.kind, face.title) == ("Spell", spell.name)
    assert face.fact("Casting modifier") == "−1"
    assert face.fact("Sanity cost") == str(spell.sanity_cost)
    assert face.fact("Hands") == str(spell.hands)
    assert face.section("Effect") == spell.summary


def test_an_item_shows_its_price_hands_and_bonus(cat) -> None:
    item = cat.items["38-revolver"]
    face = card_face(cat, "card:38-revolver")
    assert face is not None
    assert face.kind == "Common item" and face.title == item.name
    assert face.fact("Price") == f"${item.price}"
    assert face.fact("Hands") == str(item.hands)
    assert face.fact("Bonus") == "+3 Combat (physical)"
    assert face.section("Effect") == item.summary


@pytest.mark.parametrize("kind", ["skills", "allies", "specials"])
def test_skills_allies_and_special_cards_show_their_effect(cat, kind) -> None:
    for card in getattr(cat, kind).values():
        face = card_face(cat, f"card:{card.id}")
        assert face is not None and face.title == card.name
        assert face.section("Effect") == card.summary


def test_a_card_reads_in_words_never_in_ids(cat) -> None:
    for card in (*cat.items, *cat.spells, *cat.skills, *cat.allies, *cat.specials):
        face = card_face(cat, f"card:{card}")
        assert face is not None
        if "-" in card:
            text = " ".join([face.title, *(v for _, v in face.facts)])
            assert card not in text, card


def test_an_ancient_one_shows_its_rating_doom_track_worshippers_power_and_attack(cat) -> None:
    for ao in cat.ancient_ones.values():
        face = card_face(cat, f"ancient-one:{ao.id}")
        assert face is not None and face.title == ao.name
        assert face.fact("Doom track") == f"{ao.doom_track} spaces"
        assert face.fact("Combat rating")
        assert face.section("Worshippers") == ao.worshippers
        assert face.section("Power while asleep") == ao.asleep
        assert face.section("Attack") == ao.attack.summary


def test_a_herald_shows_its_effects(cat) -> None:
    herald = next(iter(cat.heralds.values()))
    face = card_face(cat, f"herald:{herald.id}")
    assert face is not None and face.title == herald.name
    for effect in herald.effects:
        assert face.section(effect.name) == effect.summary


def test_an_investigator_shows_skills_sliders_home_fixed_possessions_and_ability(cat) -> None:
    sheet = cat.investigators["dexter-drake"]
    face = card_face(cat, "investigator:dexter-drake")
    assert face is not None and face.subtitle == sheet.occupation
    assert face.fact("Home") == cat.area_name(sheet.home)
    assert face.fact("Focus") == str(sheet.focus)
    assert face.section(f"Ability: {sheet.ability.name}") == sheet.ability.summary
    skills = face.section("Skills")
    assert skills is not None and "Speed" in skills and "Luck" in skills
    assert face.section("Fixed possessions") == ", ".join(cat.card_name(c) for c in sheet.fixed)


def test_a_mythos_card_and_an_encounter_card(cat) -> None:
    m = next(m for m in cat.mythos.values() if m.gate and m.summary)
    face = card_face(cat, f"mythos:{m.id}")
    assert face is not None and face.title == m.title
    assert face.fact("Gate") == cat.area_name(m.gate)  # type: ignore[arg-type]
    assert face.section("Effect") == m.summary
    card = next(iter(cat.location_cards.values()))
    entry = card.entries[0]
    face = card_face(cat, f"encounter:{card.id}|{entry.location}")
    assert face is not None and face.title == entry.title
    assert face.section("What happens") == entry.rules


@pytest.mark.parametrize(
    "ref", ["", "card:", "card:no-such-card", "nonsense", "mythos:x", "encounter:|", "herald:"]
)
def test_a_reference_to_nothing_gives_no_card(cat, ref) -> None:
    assert card_face(cat, ref) is None


# ---------------------------------------------------------------- right-clicks


def _right_click(app: App, surface: pygame.Surface, key: str) -> None:
    app.render(surface)
    hit = app.stack.top.ui.find(key)
    assert hit is not None, f"{key!r} not among {app.stack.top.ui.hit_keys()}"
    pos = app.layout.pt(hit.centre)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)


def _press(app: App, surface: pygame.Surface, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)


def _board(make_app, scene: str):
    app, surface = make_app()
    app.start_game(fresh_session(scene))
    app.render(surface)
    return app, surface, app.stack.top


def _shown(app: App) -> str:
    top = app.stack.top
    assert isinstance(top, CardViewScene), top
    assert top.face is not None
    return top.ref


def test_right_click_on_a_possession_opens_its_card_and_esc_closes_it(make_app) -> None:
    app, surface, board = _board(make_app, "board")
    inv = board.session.decider()
    p = inv.possessions[0]
    _right_click(app, surface, f"possession:{p.handle}")
    assert _shown(app) == f"card:{p.card}"  # the right-click's own button-up left it open
    _press(app, surface, pygame.K_ESCAPE)
    assert app.stack.top is board


def test_a_click_closes_the_card_view(make_app) -> None:
    app, surface, board = _board(make_app, "board")
    _right_click(app, surface, "sheet:ability")
    assert _shown(app) == f"investigator:{board.session.decider().id}"
    click_key_anywhere(app, surface)
    assert app.stack.top is board


def click_key_anywhere(app: App, surface: pygame.Surface) -> None:
    pos = app.layout.pt((40, 40))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)


def test_right_click_on_the_ancient_one_opens_its_sheet(make_app) -> None:
    app, surface, board = _board(make_app, "board")
    _right_click(app, surface, "ancient-one")
    assert _shown(app) == f"ancient-one:{board.state.ancient_one}"


def test_right_click_on_the_encounter_window_opens_the_encounter_card(make_app) -> None:
    app, surface, board = _board(make_app, "encounter")
    ctx = board.session.pending().context
    _right_click(app, surface, "encounter-card")
    assert _shown(app) == f"encounter:{ctx.card}|{ctx.entry}"


def test_right_click_on_the_mythos_card_opens_it(make_app) -> None:
    app, surface, board = _board(make_app, "mythos")
    card = board.session.pending().context.card
    _right_click(app, surface, "mythos-card")
    assert _shown(app) == f"mythos:{card}"


def test_right_click_on_a_teammates_strip_opens_their_investigator_card(make_app) -> None:
    app, surface, board = _board(make_app, "board")
    other = next(i for i in board.state.investigators if i.id != board.session.decider().id)
    _right_click(app, surface, f"strip:{other.id}")
    assert _shown(app) == f"investigator:{other.id}"


def test_right_click_in_the_setup_picker_opens_the_investigator(make_app) -> None:
    app, surface = make_app()
    app.show_setup()
    _right_click(app, surface, "btn:pick-dexter-drake")
    assert _shown(app) == "investigator:dexter-drake"


def test_the_gallery_card_scene_shows_a_spell_or_an_item() -> None:
    app, _surface = _render_scene("card")
    ref = _shown(app)
    card = ref.removeprefix("card:")
    assert card in app._board().cat.spells or card in app._board().cat.items
    face = app.stack.top.face
    assert face.fact("Hands") is not None
    assert face.fact("Sanity cost") is not None or face.fact("Price") is not None


# ---------------------------------------------------------------- teammates' sheets


def test_a_click_on_a_teammates_strip_opens_their_sheet_and_never_answers(make_app) -> None:
    app, surface, board = _board(make_app, "board")
    session = board.session
    before = (len(session.game.choices), session.pending())
    other = next(i for i in board.state.investigators if i.id != session.decider().id)
    click_key(app, surface, f"strip:{other.id}")
    top = app.stack.top
    assert isinstance(top, TeammateSheetScene) and top.inv_id == other.id
    keys = top.ui.hit_keys()
    assert not any(k.startswith("choice:") for k in keys)  # nothing on it answers
    assert any(k.startswith("possession:") for k in keys) and "sheet:trophies" in keys
    _right_click(app, surface, f"possession:{other.possessions[0].handle}")
    assert _shown(app) == f"card:{other.possessions[0].card}"
    _press(app, surface, pygame.K_ESCAPE)
    assert app.stack.top is top
    click_key(app, surface, "sheet:trophies")  # any click closes it, and answers nothing
    assert app.stack.top is board
    assert (len(session.game.choices), session.pending()) == before


def test_a_teammates_conditions_and_trophies_read_in_words(make_app) -> None:
    session = fresh_session("board")
    cat = session.cat
    inv = session.state.investigators[1]
    inv.delayed = True
    inv.max_sanity_loss = 1
    marker = next(iter(cat.kind_of_marker))
    inv.monster_trophies.append(marker)
    lines = conditions(cat, inv)
    assert any("Delayed" in x for x in lines) and any("Maximum Sanity" in x for x in lines)
    assert trophies(cat, inv) == [cat.monster_kinds[cat.kind_of_marker[marker]].name]


def test_card_tiles_and_buttons_that_name_a_card_open_it(make_app) -> None:
    from arkham.engine.decisions import Choice
    from arkham.ui.board.choices import choice_button
    from arkham.ui.scenes.overlays import card_tile

    app, surface, board = _board(make_app, "board")
    c = d.Canvas(surface, app.layout)
    board.ui.begin()
    buy = Choice("buy:tommy-gun#1", "Buy it for $7", "card:tommy-gun#1")
    card_tile(c, board.table, (100, 100, 200, 230), buy)
    keep = Choice("keep:shrivelling#2", "Keep it", "card:shrivelling#2")
    assert choice_button(c, board.table, (400, 100, 200, 50), keep).card == "card:shrivelling"
    plain = Choice("done", "Done")
    assert choice_button(c, board.table, (700, 100, 200, 50), plain).card is None
    board.ui.end(c)
    assert board.ui.find("choice:buy:tommy-gun#1").card == "card:tommy-gun"


def test_right_click_on_the_herald_opens_it(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("innsmouth")
    session.state.herald = next(iter(session.cat.heralds))
    app.start_game(session)
    _right_click(app, surface, "herald:0")
    assert _shown(app) == f"herald:{session.state.herald}"
