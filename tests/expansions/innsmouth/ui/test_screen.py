"""Innsmouth on screen: the two-town table (one town in focus, the other in the dock, the focus
following whoever decides, Tab and a click to turn it), the move preview across towns with its
fare, martial law's banner, the Innsmouth Look's cards, the expansion in the setup screen, and
every Innsmouth decision answered by mouse (the Feds' Clues, the train, the boat, Sawbone
Alley, the martial-law Evade check, the jail break)."""

from __future__ import annotations

import pygame
import pytest

from arkham.engine import flow
from arkham.engine.decisions import Decision
from arkham.engine.game import Setup
from arkham.expansions.innsmouth import look, rules
from arkham.ui.app import App
from arkham.ui.scenes.board import BoardScene
from arkham.ui.scenes.help import HelpScene
from arkham.ui.session import GameSession
from tests.expansions.innsmouth.kit import stack
from tests.kit import Scenario, bare, clear_board
from tests.ui.conftest import SIZES, click_key

INNSMOUTH = ["innsmouth"]


def town(*investigators: str) -> Scenario:
    s = Scenario(investigators or ("amanda-sharpe",), expansions=INNSMOUTH, seed="screen")
    clear_board(s)
    return s


def on_screen(make_app, s: Scenario, size=(1280, 720)) -> tuple[App, pygame.Surface, BoardScene]:
    """The scenario's game, waiting at its decision, on the board of a real App."""
    app, surface = make_app(size)
    app.settings.pass_screen = False
    session = GameSession(Setup.of([], expansions=[]), "screen", game=s.game)
    session.setup = s.game.setup
    session.anim_factor = 0
    session.ensure_shadow = lambda: None  # type: ignore[method-assign]  # a scenario, not a replay
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    return app, surface, board


def answer(app, surface, board: BoardScene, *wanted: str) -> list[str]:
    """Answer decisions by mouse until the game stops: the ``wanted`` ids first, in order, then
    "accept"/"done"/the first choice. Every enabled choice of every decision must have a
    hotspot. Returns the ids answered."""
    session = board.session
    todo = list(wanted)
    answered = []
    while (dec := session.pending()) is not None:
        app.render(surface)
        while session.notices:
            click_key(app, surface, "btn:notice-continue")
        ids = [c.id for c in dec.enabled()]
        for cid in ids:
            assert board.key_for_choice(cid) is not None, f"{cid} has nothing to click"
        if todo:
            want = todo.pop(0)
            assert want in ids, (want, ids)
        else:
            want = next((c for c in ("accept", "done") if c in ids), ids[0])
        before = len(session.game.choices)
        click_key(app, surface, board.key_for_choice(want))
        assert len(session.game.choices) == before + 1 and session.game.choices[-1] == want
        answered.append(want)
    assert not todo, f"never offered: {todo}"
    return answered


# ---------------------------------------------------------------- the two-town table


def test_the_decider_s_town_is_in_focus_and_the_other_in_the_dock(make_app) -> None:
    s = town("amanda-sharpe", "bob-jenkins")
    here, there = bare(s, 0), bare(s, 1)
    here.area, there.area = "marsh-refinery", "train-station"
    s.state.locations["esoteric-order-of-dagon"].clues = 2
    s.run(lambda: flow.arkham_movement(s.game, here))
    app, surface, board = on_screen(make_app, s)
    plan = board.map.plan
    assert plan.town == "innsmouth" and plan.towns == ("arkham", "innsmouth")
    assert "marsh-refinery" in plan.places and "train-station" not in plan.places
    assert [c.town for c in plan.compacts] == ["arkham"]
    # the other town's places are chips in the dock, with what lies on them
    chip = board.ui.find("area:train-station")
    assert chip is not None and "Bob Jenkins" in chip.tip_text()
    assert "Click: bring Arkham into focus" in chip.tip_text()
    # Tab turns the focus; a click on the dock turns it back
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    app.step(pygame.event.get(), 1 / 60)
    app.render(surface)
    assert board.map.focus == "arkham" and board.ui.find("area:marsh-refinery") is not None
    click_key(app, surface, "town:innsmouth")
    assert board.map.focus == "innsmouth"
    # the focus stays put until the next decision, then follows its decider
    click_key(app, surface, "town:arkham")
    assert board.map.focus == "arkham"
    app.render(surface)
    assert board.map.focus == "arkham"
    answer(app, surface, board, "done")
    app.render(surface)
    assert board.map.focus == "innsmouth"  # back with the first player, who is there


@pytest.mark.parametrize("size", SIZES)
def test_the_train_is_clicked_in_the_dock_with_its_fare(make_app, size) -> None:
    s = town()
    inv = bare(s, speed_sneak=3)
    inv.area, inv.money = "train-station", 3
    s.state.locations["devil-reef"].clues = 1
    s.run(lambda: flow.arkham_movement(s.game, inv))
    app, surface, board = on_screen(make_app, s, size)
    assert board.map.focus == "arkham"
    assert board.map.target_keys["rail:bus-service"] == "area:bus-service"  # in the dock
    assert board.ui.find("choice:rail:bus-service") is not None  # and a button in the prompt
    chip = board.ui.find("area:bus-service")
    assert "train fare $1" in chip.tip_text()
    assert board.path.path_to("bus-service") == ["bus-service"]
    assert board.map.anchor("bus-service") == chip.centre  # the preview runs to the dock
    click_key(app, surface, "area:bus-service")
    assert inv.area == "bus-service" and inv.money == 2
    assert board.map.focus == "innsmouth"  # the decider is over there now
    assert board.key_for_choice("move:innsmouth-shore-streets") == "area:innsmouth-shore-streets"
    assert board.map.target_keys["rail:train-station"] == "area:train-station"


def test_the_feds_take_clues_by_mouse(make_app) -> None:
    s = town()
    inv = bare(s)
    inv.area, inv.clues = "marsh-refinery", 3
    s.run(lambda: flow.upkeep(s.game, inv))
    app, surface, board = on_screen(make_app, s)
    assert board.ui.find("track:feds-raid") is not None
    answered = answer(app, surface, board, "use:feds-raid", "clues:2")
    assert answered[:2] == ["use:feds-raid", "clues:2"] and inv.clues == 1
    app.render(surface)
    tip = board.ui.find("track:feds-raid").tip_text()
    assert "Factory District 2 of 2" in tip and "Church Green 0 of 2" in tip


@pytest.mark.parametrize(
    ("where", "on_map"), [("sail:devil-reef", True), ("sail:river-docks", False)]
)
def test_the_boat_sails_by_mouse_on_the_map_or_to_the_dock(make_app, where, on_map) -> None:
    s = town()
    inv = bare(s)
    inv.area, inv.money = "falcon-point", 3
    s.run(lambda: flow.arkham_movement(s.game, inv))
    app, surface, board = on_screen(make_app, s)
    click_key(app, surface, board.key_for_choice("use:boat-charter"))
    app.render(surface)
    target = where.removeprefix("sail:")
    assert board.map.target_keys[where] == f"area:{target}"
    assert (target in board.map.plan.places) is on_map
    answer(app, surface, board, where)
    assert inv.area == target and inv.money == 1


def test_the_boat_fetches_by_mouse(make_app) -> None:
    s = town("amanda-sharpe", "bob-jenkins")
    inv, other = bare(s, 0), bare(s, 1)
    inv.area, inv.money = "falcon-point", 2
    other.area = "yha-nthlei"
    s.run(lambda: flow.arkham_movement(s.game, inv))
    app, surface, board = on_screen(make_app, s)
    answer(app, surface, board, "use:boat-charter", f"fetch:{other.id}")
    assert other.area == "falcon-point"


def test_sawbone_alley_s_rescue_by_mouse(make_app) -> None:
    s = town("amanda-sharpe", "bob-jenkins")
    helper, prisoner = bare(s, 0), bare(s, 1)
    helper.area = "sawbone-alley"
    prisoner.area, prisoner.delayed = "innsmouth-jail-cell", True
    s.dice(5, 6)
    s.run(lambda: flow.arkham_encounter(s.game, helper))
    app, surface, board = on_screen(make_app, s)
    assert board.ui.find("tie:innsmouth-jail:sawbone-alley") is not None
    answer(app, surface, board, prisoner.id)
    assert prisoner.area == "sawbone-alley"


def test_the_jail_break_by_mouse(make_app) -> None:
    s = town()
    inv = bare(s, speed_sneak=0)
    inv.area = "innsmouth-jail-cell"
    stack(s, "church-green-3")  # the Old Sot: a bottle for $1, which keeps no one in
    s.dice(5, 6, 2)
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    app, surface, board = on_screen(make_app, s)
    answer(app, surface, board, "read:church-green-3", "decline")
    assert inv.area == "innsmouth-jail"


def test_martial_law_s_banner_and_evade_check_by_mouse(make_app) -> None:
    s = town()
    inv = bare(s)
    inv.area = "marsh-refinery"
    rules.mark(s.game, rules.MARTIAL_LAW)
    s.dice(1, 2)
    s.run(lambda: flow.movement(s.game, inv))
    app, surface, board = on_screen(make_app, s)
    title = board.ui.find("title:innsmouth")
    assert title is not None and "Martial law" in title.tip_text()
    assert "Evade check" in board.ui.find("tag:marsh-refinery").tip_text()
    answer(app, surface, board, "done")
    assert inv.area == "innsmouth-jail-cell"


def test_martial_law_declared_and_the_look_drawn_are_shown(make_app) -> None:
    s = town()
    inv = bare(s)
    app, surface, board = on_screen(make_app, s)
    session = board.session
    s.state.doom = s.game.cat.ancient_ones[s.state.ancient_one].doom_track
    session.absorb(s.game.run(lambda: rules._declare_martial_law(s.game)))
    s.dice(1, 1, 1)
    session.absorb(s.game.run(lambda: look.draw_look(s.game, inv, 3)))
    assert [n.kind for n in session.notices] == ["martial-law", "look"]
    app.render(surface)
    assert board.ui.find("btn:notice-continue") is not None
    click_key(app, surface, "btn:notice-continue")
    cards = [k for k in board.ui.hit_keys() if k.startswith("look:")]
    assert len(cards) == 3
    click_key(app, surface, "btn:notice-continue")
    assert not session.notices


def test_the_rules_help_has_a_page_for_innsmouth(make_app) -> None:
    s = town()
    s.run(lambda: flow.arkham_movement(s.game, bare(s)))
    app, surface, board = on_screen(make_app, s)
    help_scene = HelpScene(app, board.session)
    app.push(help_scene)
    app.render(surface)
    tabs = [k for k in help_scene.ui.hit_keys() if k.startswith("btn:help-page-")]
    assert len(tabs) >= 2
    shown = {title for _name, sections in help_scene._pages[1:] for title, _ in sections}
    for rule in (
        "Train",
        "Aquatic places",
        "Gate bursts",
        "Deep Ones Rising",
        "Vortices",
        "Feds Raid",
        "Martial law",
        "Arrests in Innsmouth",
        "Sawbone Alley",
        "The Jail Cell",
        "Falcon Point",
        "Devil Reef and Y'ha-nthlei",
        "Weapon Immunity",
        "Spawn monsters",
        "The Innsmouth Look",
        "Several towns",
    ):
        assert rule in shown, rule
    click_key(app, surface, tabs[1])
    assert help_scene.page == 1


def test_monster_tokens_wear_their_movement_and_marks() -> None:
    """An aquatic monster's orange border and the weapon-immunity and spawn badges are drawn
    (a token sprite per look)."""
    from arkham.ui.draw import MOVEMENT_COLOURS, Canvas
    from arkham.ui.layout import Layout

    surface = pygame.Surface((200, 100))
    c = Canvas(surface, Layout.fixed(1.0))
    plain = surface.copy()
    c.monster_token((20, 20, 60, 60), "circle", "aquatic", ("weapon-immunity", "spawn"))
    assert tuple(surface.get_at((22, 50)))[:3] == MOVEMENT_COLOURS["aquatic"]  # the border
    marked = surface.copy()
    surface.blit(plain, (0, 0))
    c.monster_token((20, 20, 60, 60), "circle", "aquatic")
    assert pygame.image.tobytes(marked, "RGB") != pygame.image.tobytes(surface, "RGB")


# ---------------------------------------------------------------- the setup screen


def test_the_setup_screen_switches_innsmouth_on_and_off(make_app) -> None:
    app, surface = make_app()
    app.show_setup()
    app.render(surface)
    scene = app.stack.top
    base = set(scene.cat.investigators)
    click_key(app, surface, "btn:expansion-innsmouth")
    assert scene.expansions == ["innsmouth"] and "innsmouth" in scene.cat.towns
    assert base <= set(scene.cat.investigators)  # the pickers offer the chosen modules' sheets
    assert scene.setup().expansions == ["innsmouth"]
    scene.picks[0] = "not-in-the-base-game"  # as if Innsmouth had brought it
    scene.ancient_one = "not-in-the-base-game"
    scene.toggle_expansion("innsmouth")
    assert scene.expansions == [] and scene.picks[0] == "random"
    assert scene.ancient_one == "random"
    click_key(app, surface, "btn:expansion-innsmouth")
    click_key(app, surface, "btn:start")
    board = app.stack.find(BoardScene)
    assert board is not None and board.session.setup.expansions == ["innsmouth"]
    assert board.map.plan.towns == ("arkham", "innsmouth")


def test_a_decision_with_no_place_on_screen_is_a_button(make_app) -> None:
    """A choice whose target is on no drawn board (a town without a layout) is a button."""
    s = town()
    inv = bare(s)
    inv.area, inv.money = "train-station", 3
    s.run(lambda: flow.arkham_movement(s.game, inv))
    app, surface, board = on_screen(make_app, s)
    dec: Decision = board.session.pending()
    board.map.plan.compacts.clear()  # as if Innsmouth had no layout
    app.render(surface)
    assert board.key_for_choice("rail:bus-service") == "choice:rail:bus-service"
    assert dec is board.session.pending()
