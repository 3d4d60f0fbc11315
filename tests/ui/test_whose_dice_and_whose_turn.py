"""Whose dice and whose turn (issue 17, "A table worth sitting at"): one investigator's dice
never appear in another's decision, while the final battle shows each attack's dice (§3); a
roll's dice and successes are told before it is rolled (§4); a loaded game of two people opens
on the hand-over screen, and undoing another person's decision asks first (§5). Also the windows
these read in keep their place: the keep-one window, the title's tooltip, the setup grid."""

from __future__ import annotations

from arkham.engine.events import Event
from arkham.engine.final_battle import AncientOneAwakens
from arkham.engine.names import EndCause
from arkham.ui.board.last_roll import LastRoll
from arkham.ui.scenes import overlays
from arkham.ui.scenes.board import BoardScene
from tests.ui.conftest import fresh_session


def _roll(who: str | None) -> Event:
    return Event.of(
        "dice-rolled",
        who,
        {"purpose": "Luck", "dice": [5, 2, 1], "successes": 1, "needed": 1, "threshold": 5},
    )


def _board_with_roll(make_app, scene: str, by_decider: bool):
    session = fresh_session(scene)
    dec = session.pending()
    assert dec is not None and dec.investigator is not None
    others = [i.id for i in session.state.investigators if i.id != dec.investigator]
    assert others, "the scene needs two investigators"
    session.last_roll = _roll(dec.investigator if by_decider else others[0])
    session.fresh_roll = True
    app, surface = make_app()
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    return app, surface, board, dec, others[0]


def test_another_investigators_dice_stay_out_of_this_decision(make_app) -> None:
    _app, _surface, board, dec, _other = _board_with_roll(make_app, "combat", by_decider=False)
    assert not overlays.shows_last_roll(board.table, dec)
    assert board.ui.find("dice") is None  # the overlay's tray is not drawn
    assert not LastRoll(board.table).shown_for(dec)  # nor the panel under the prompt


def test_the_deciders_own_dice_are_shown(make_app) -> None:
    _app, _surface, board, dec, _other = _board_with_roll(make_app, "combat", by_decider=True)
    assert overlays.shows_last_roll(board.table, dec)
    assert overlays.roll_owner(board.table, dec) == ""
    assert board.ui.find("dice") is not None
    assert LastRoll(board.table).shown_for(dec)


def test_the_final_battle_shows_every_attack_with_who_rolled_it(make_app) -> None:
    _app, _surface, board, dec, other = _board_with_roll(make_app, "final-battle", by_decider=False)
    assert board.state.final_battle is not None
    assert overlays.shows_last_roll(board.table, dec)
    assert overlays.roll_owner(board.table, dec) == f"{board.cat.investigators[other].name}'s "
    assert board.ui.find("dice") is not None
    assert LastRoll(board.table).shown_for(dec)


# ---------------------------------------------------------------- §4: before rolling


def _to_combat_round(session):
    """Answer with the bot until the combat round's Fight-or-flee question (detail 'check')."""
    from arkham.ai.bot import choose

    for _ in range(200):
        dec = session.pending()
        assert dec is not None
        if isinstance(dec.detail.get("check"), dict) and "fight" in dec.ids():
            return dec
        session.submit("fight" if "fight" in dec.ids() else choose(session.game))
    raise AssertionError("no combat round reached")


def test_the_combat_round_says_how_many_dice_and_successes_before_the_roll() -> None:
    session = fresh_session("combat")
    confront = session.pending()
    evade = confront.detail["evade_check"]
    assert evade["dice"] == confront.detail["evade_dice"] + evade["other"]
    assert any(line.startswith("Evade: Sneak ") for line in overlays.check_lines(confront))
    dec = _to_combat_round(session)
    chk = dec.detail["check"]
    assert chk["dice"] == max(0, chk["skill_value"] + chk["rating"] + chk["bonus"] + chk["other"])
    lines = overlays.check_lines(dec)
    unit = "die" if chk["dice"] == 1 else "dice"
    assert lines[0].startswith(f"{chk['skill']} {chk['skill_value']}")
    assert f"= {chk['dice']} {unit}, {chk['needed']} success" in lines[0]
    # the roll that follows rolls exactly those dice and needs exactly that many successes
    events = session.submit("fight")
    roll = next(ev for ev in events if ev.kind == "dice-rolled")
    assert roll.data["purpose"] == "Combat"
    assert len(roll.data["dice"]) == chk["dice"]
    assert roll.data["needed"] == chk["needed"]


def test_the_line_names_the_cards_in_hand() -> None:
    from arkham.engine.decisions import Decision

    figures = {
        "skill": "Fight",
        "skill_value": 3,
        "rating": -1,
        "cards": ("Tommy Gun",),
        "bonus": 6,
        "other": 0,
        "dice": 8,
        "needed": 2,
    }
    dec = Decision("combat", "x", "Combat with a Zombie", (), detail={"check": figures})
    assert overlays.check_lines(dec) == ["Fight 3 − 1 + Tommy Gun 6 = 8 dice, 2 successes needed"]


# ---------------------------------------------------------------- §12: small things


def test_the_keep_one_window_has_no_empty_band_above_its_cards(make_app) -> None:
    from arkham.engine.decisions import Choice, Decision
    from arkham.ui.draw import Canvas

    session = fresh_session("board")
    app, surface = make_app()
    app.start_game(session)
    app.render(surface)
    board = app.stack.top
    inv = session.state.investigators[0]
    handles = [p.handle for p in inv.possessions][:3]
    choices = [Choice(f"keep:{h}", "Keep", target=f"card:{h}") for h in handles]
    dec = Decision("cards", inv.id, "Keep one of these", (*choices, Choice("none", "Keep none")))
    board.ui.hits.clear()
    overlays.cards(Canvas(surface, app.layout), board.table, dec)
    box = overlays.cards_box(dec)
    tiles = [h for h in board.ui.hits if h.key == f"choice:{choices[0].id}"]
    assert tiles, [h.key for h in board.ui.hits]
    below_header = tiles[0].rect[1] - (box[1] + 110)
    assert 0 < below_header <= 40  # it was 130: a band of empty parchment
    assert tiles[0].rect[3] == 230  # the tiles keep their full height


def test_the_final_battle_starts_with_no_dice_from_before_it() -> None:
    session = fresh_session("board")
    who = session.state.investigators[0].id
    session.absorb([_roll(who), AncientOneAwakens("azathoth", EndCause.DOOM_TRACK_FULL)])
    assert session.last_roll is None and not session.fresh_roll
    session.absorb([_roll(who)])  # the battle's own rolls show again
    assert session.last_roll is not None and session.fresh_roll


def test_the_title_tooltip_leaves_the_load_game_label_readable(make_app) -> None:
    import pygame

    from arkham.ui.widgets import _overlap

    app, surface = make_app()
    app.show_title()
    app.render(surface)
    ui = app.stack.top.ui
    load = ui.find("btn:load")
    assert load is not None
    x, y, w, h = load.rect
    for spot in ((x + 10, y + 5), (x + w / 2 - 40, y + h / 2 - 10), (x + w - 20, y + h - 5)):
        pos = app.layout.pt(spot)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        app.step(pygame.event.get(), 1 / 60)
        app.render(surface)
        ui = app.stack.top.ui
        assert ui.hover == "btn:load"
        assert ui.tip_rect is not None
        assert not _overlap(ui.tip_rect, load.rect), (spot, ui.tip_rect)


def test_the_setup_grid_stays_put_when_a_player_is_added(make_app) -> None:
    from tests.ui.conftest import click_key

    app, surface = make_app()
    app.show_setup()
    app.render(surface)
    scene = app.stack.top
    first = next(h for h in scene.ui.hits if h.key.startswith("btn:pick-"))
    where = {}
    for _ in range(3):
        where[len(scene.names)] = scene.ui.find(first.key).rect
        click_key(app, surface, "btn:players-plus")
    where[len(scene.names)] = scene.ui.find(first.key).rect
    assert len(set(where.values())) == 1, where  # 1 to 4 players: the same place


# ---------------------------------------------------------------- §5: hot-seat


def test_a_loaded_two_person_game_opens_on_the_hand_over_screen(make_app, home) -> None:
    from arkham.persistence import write_save
    from arkham.ui.scenes.pass_device import PassDeviceScene
    from arkham.ui.scenes.saves import MessageScene

    session = fresh_session("combat")
    assert len(session.player_names()) >= 2
    path = home / "two-people.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session.save())
    app, surface = make_app()
    assert app.load_game(path) is None
    for _ in range(5):
        app.step([], 1 / 60)
        app.render(surface)
        if isinstance(app.stack.top, MessageScene):
            app.stack.top.close()
    top = app.stack.top
    assert isinstance(top, PassDeviceScene)
    assert top.player == app.stack.top.session.decider_player()


def test_undo_of_another_persons_decision_asks_first(make_app) -> None:
    from arkham.engine.game import Setup
    from arkham.ui.scenes.saves import ConfirmScene
    from arkham.ui.session import GameSession
    from tests.ui.conftest import click_key

    session = GameSession(Setup.of(["joe-diamond", "jenny-barnes"], ancient_one="yig"), "undo-2")
    session.anim_factor = 0
    assert len(session.player_names()) == 2
    first = session.decider_player()
    for _ in range(50):
        if session.decider_player() != first:
            break
        ids = [c.id for c in session.pending().enabled()]
        session.submit("done" if "done" in ids else ids[-1])
    assert session.undo_blocker() is None, "the setup decisions reveal nothing"
    second = session.decider_player()
    session.acknowledged = second  # the second person has taken the mouse
    app, surface = make_app()
    app.start_game(session)
    app.render(surface)
    choices = list(session.game.choices)
    click_key(app, surface, "btn:undo")
    assert isinstance(app.stack.top, ConfirmScene)
    assert first in app.stack.top.title
    click_key(app, surface, "btn:confirm-no")
    assert session.game.choices == choices  # kept
    click_key(app, surface, "btn:undo")
    click_key(app, surface, "btn:confirm-yes")
    assert session.game.choices == choices[:-1]
    # one's own decision is taken back at once
    session.submit(session.pending().enabled()[-1].id)
    session.acknowledged = session.history[-1].player
    assert session.undo_asks() is None


def test_the_line_tells_each_spell_cast_before_it_is_cast() -> None:
    from arkham.engine.decisions import Decision

    figures = {
        "skill": "Spell",
        "skill_value": 3,
        "rating": -1,
        "cards": (),
        "bonus": 0,
        "other": 0,
        "dice": 2,
        "needed": 1,
        "name": "Shrivelling",
    }
    dec = Decision("combat", "x", "Combat", (), detail={"cast_checks": {"shrivelling#1": figures}})
    assert overlays.check_lines(dec) == ["Cast Shrivelling: Spell 3 − 1 = 2 dice, 1 success needed"]
