"""Issue 17 §1 and §2: a roll's result is held in the window that asked for it, and a phase
plays out on the board as a sequence of steps, the board never ahead of what has been shown.

Animations are advanced by calling the step functions with a fixed ``dt``, never the clock."""

from __future__ import annotations

import pygame

from arkham.ai.bot import choose
from arkham.engine.decisions import Scene
from arkham.engine.events import Event
from arkham.engine.flow import EncounterRead
from arkham.engine.game import Game
from arkham.ui import gallery
from arkham.ui.board.sequence import ShownGame, apply
from arkham.ui.scenes import overlays
from arkham.ui.scenes.board import BoardScene
from arkham.ui.session import GameSession, Notice
from tests.ui.conftest import fresh_session, position

DT = 0.05


def _board(make_app, session: GameSession) -> tuple:
    app, surface = make_app()
    app.start_game(session)
    session.anim_factor = 1.0
    board = app.stack.top
    assert isinstance(board, BoardScene)
    return app, surface, board


def _fight_until_a_result(board: BoardScene) -> Notice:
    s = board.session
    for _ in range(40):
        n = s.current_notice()
        if n is not None and n.kind == "result" and n.decision is not None:
            return n
        s.skip_all()
        assert s.pending() is not None
        board.submit(choose(s.game))
    raise AssertionError("the combat brought no roll")


def test_a_combat_result_is_held_in_the_combat_window_before_the_next_decision(make_app) -> None:
    app, surface, board = _board(make_app, fresh_session("combat"))
    s = board.session
    n = _fight_until_a_result(board)
    asking = n.decision
    assert asking is not None and asking.context is not None
    assert asking.context.scene is Scene.COMBAT
    assert s.rolling()  # the dice are in the air
    app.render(surface)
    marker = asking.context.monster
    assert board.ui.find(f"monster-card:{marker}") is not None  # the combat's own window
    assert board.ui.find("btn:notice-continue") is not None
    nxt = s.pending()
    assert nxt is not None
    assert all(board.ui.find(f"choice:{c.id}") is None for c in nxt.choices)  # not yet
    for _ in range(100):
        if not s.rolling():
            break
        board.update(DT)
    assert not s.rolling()  # landed, still held until Continue
    assert s.current_notice() is n
    app.render(surface)
    assert overlays.result_line(n).split(":")[0] in ("Passed", "Failed", "Rolled")
    assert board.ui.find("dice") is not None
    board.submit(overlays.RESULT_CONTINUE)
    assert s.current_notice() is not n
    s.skip_all()
    app.render(surface)
    assert board.state is s.game.state
    enabled = [c.id for c in nxt.enabled()]
    assert any(board.key_for_choice(cid) is not None for cid in enabled)


def test_a_result_goes_on_by_itself_after_the_set_time(make_app) -> None:
    _app, _surface, board = _board(make_app, fresh_session("combat"))
    s = board.session
    s.result_seconds = 2.0
    n = _fight_until_a_result(board)
    for _ in range(int(1.9 / DT)):
        board.update(DT)
    assert s.current_notice() is n
    for _ in range(int(0.3 / DT)):
        board.update(DT)
    assert s.current_notice() is not n


def _mythos_choice(setup, seed, choices) -> int:
    """The index of the last of ``choices`` that brings a mythos card."""
    s = GameSession.replay(setup, seed, [])
    s.showing = False
    last = None
    for i, choice in enumerate(choices):
        s.submit(choice)
        if any(n.kind == "mythos" for n in s.notices):
            last = i
    assert last is not None
    return last


def test_a_mythos_phase_plays_as_a_sequence_of_steps(make_app) -> None:
    p = position("board")
    i = _mythos_choice(p.setup, p.seed, list(p.choices))
    session = GameSession.replay(p.setup, p.seed, list(p.choices[:i]))
    app, surface, board = _board(make_app, session)
    app.sound.played.clear()
    board.submit(p.choices[i])
    s = board.session
    batch = list(s._batch)
    final = s.game.state
    kinds: list[str] = []
    logged = []
    gates = {ev.data["at"] for ev in batch if ev.kind == "gate-opened"}
    card = next(i for i, ev in enumerate(batch) if ev.kind == "mythos")
    rolls_to_come = [ev for ev in batch[card:] if ev.kind == "dice-rolled"]
    for _ in range(5000):
        h = s.head()
        if h is None:
            break
        kind = f"notice:{h.kind}" if isinstance(h, Notice) else h.kind
        if not kinds or kinds[-1] != kind or isinstance(h, Notice):
            kinds.append(kind)
            app.render(surface)  # each step draws: its caption, the card turning over…
        shown = s.state
        assert shown is not final  # the board shows the sequence, not the engine's end
        logged.append(len(s.shown_log()))
        if kind == "notice:mythos":
            assert shown.phase == "mythos"  # the banner's phase is the one shown
            for at in gates:  # the card is up before its gate opens on the board
                assert shown.locations[at].gate is None
            assert "gate" not in app.sound.played
            assert all(s.shown_roll() is not r for r in rolls_to_come)  # no roll given away
            s.dismiss_notice()
        elif isinstance(h, Notice):
            s.dismiss_notice()
        else:
            board.update(DT)
    assert not s.busy() and s.state is final
    assert logged == sorted(logged)  # the log grows step by step, never ahead
    assert "notice:mythos" in kinds
    assert kinds.index("phase-started") < kinds.index("notice:mythos")
    assert kinds[-1] == "phase-started"  # the next turn's phases show before its decision
    after = kinds[kinds.index("notice:mythos") + 1 :]
    for ev_kind, step in (("gate-opened", "gate"), ("clue-placed", "clue-placed")):
        if any(ev.kind == ev_kind for ev in batch):
            assert step in after
    if gates:
        assert "gate" in app.sound.played


def test_space_or_a_click_skips_the_timed_steps(make_app) -> None:
    p = position("board")
    i = _mythos_choice(p.setup, p.seed, list(p.choices))
    session = GameSession.replay(p.setup, p.seed, list(p.choices[:i]))
    app, _surface, board = _board(make_app, session)
    board.submit(p.choices[i])
    s = board.session
    while s.current_notice() is None and s.busy():
        assert s.animating()
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)], DT)
    assert not s.current_step()  # the timed steps before the card are done
    s.skip_all()
    assert not s.busy() and not s.animating()
    assert s.state is s.game.state


def test_the_steps_replay_onto_the_shown_state() -> None:
    session = fresh_session("board")
    shown = session.state.model_copy(deep=True)
    final = session.game.state
    inv = shown.investigators[0]
    loc = next(a for a, ls in shown.locations.items() if ls.gate is None)
    marker = next(m for m, where in shown.monsters.items() if where == "cup")
    for ev in (
        Event.of("turn-started", None, {"turn": 9, "first_player": inv.id}),
        Event.of("phase-started", None, {"phase": "mythos"}),
        Event.of("moved", inv.id, {"frm": inv.area, "to": loc}),
        Event.of("gate-opened", None, {"at": loc, "gate": "g-1", "world": "abyss"}),
        Event.of("clue-placed", None, {"at": loc}),
        Event.of("monster-appeared", None, {"monster": marker, "at": loc}),
        Event.of("doom-changed", None, {"delta": 1, "value": 5}),
        Event.of("delayed", inv.id, {}),
        Event.of("stat-changed", inv.id, {"stat": "sanity", "delta": -1, "value": 1}),
        Event.of("moved", "nobody-at-all", {"frm": "x", "to": "y"}),  # never raises
    ):
        apply(shown, ev, final)
    assert (shown.turn, shown.phase, shown.doom) == (9, "mythos", 5)
    assert inv.area == loc and inv.delayed and inv.sanity == 1
    assert shown.locations[loc].gate == "g-1"
    assert shown.locations[loc].clues == final.locations[loc].clues + 1
    assert shown.monsters[marker] == loc
    view = ShownGame(session.game, shown)
    assert view.state is shown and view.cat is session.game.cat


def test_undo_and_a_new_decision_leave_no_sequence_behind() -> None:
    session = fresh_session("combat")
    session.anim_factor = 1.0
    for _ in range(20):
        session.submit(choose(session.game))
        if session.busy():
            break
    assert session.busy()
    if session.undo_blocker() is None:
        session.undo()
        assert not session.busy()
    session.submit(choose(session.game))
    assert session.state is session.game.state or session.busy()


def test_the_gallery_shows_a_result_and_a_mythos_reveal(make_app) -> None:
    app, surface = make_app()
    gallery.build(app, "roll-result", position(gallery.GAME_OF["roll-result"]))
    s = app.stack.top.session
    n = s.current_notice()
    assert n is not None and n.kind == "result" and n.decision is not None
    assert not s.rolling()
    app.render(surface)
    assert app.stack.top.ui.find("btn:notice-continue") is not None
    app, surface = make_app()
    gallery.build(app, "mythos-reveal", position(gallery.GAME_OF["mythos-reveal"]))
    s = app.stack.top.session
    n = s.current_notice()
    assert n is not None and n.kind == "mythos" and s.revealing() is None
    assert s.state.phase == "mythos" and s.state is not s.game.state
    assert isinstance(s.game, Game)


def test_the_settings_screen_sets_how_long_a_result_stays_up(make_app) -> None:
    from tests.ui.conftest import click_key

    app, surface = make_app()
    gallery.build(app, "settings", None)
    click_key(app, surface, "btn:results-2")
    assert app.settings.result_seconds == 2
    app.start_game(fresh_session("combat"))
    assert app.stack.top.session.result_seconds == 2


def _dice(who: str) -> Event:
    return Event.of(
        "dice-rolled",
        who,
        {"purpose": "Fight", "dice": (5, 2), "successes": 1, "needed": 1, "threshold": 5},
    )


def test_a_roll_shows_in_the_asking_window_only_before_the_game_moves_on() -> None:
    session = fresh_session("combat")
    asking = session.pending()
    who = asking.investigator
    session.absorb(
        [_dice(who), Event.of("stat-changed", who, {"stat": "sanity", "delta": -1, "value": 2})],
        asking,
    )
    (n,) = session.notices
    assert n.kind == "result" and n.decision is asking and n.passed
    assert len(n.after) == 1 and overlays.result_line(n).startswith("Passed: ")
    session.skip_all()
    session.absorb([Event.of("phase-started", None, {"phase": "mythos"}), _dice(who)], asking)
    (n,) = session.notices
    assert n.kind == "result" and n.decision is None  # a window of its own


def test_a_notice_of_its_own_is_held_even_inside_an_encounter() -> None:
    session = fresh_session("combat")
    who = session.pending().investigator
    session.absorb(
        [
            EncounterRead("x", "y", "", "", "", investigator=who),
            Event.of("martial-law", None, {}),
        ]
    )
    assert [n.kind for n in session.notices] == ["encounter", "martial-law"]


def test_a_held_result_belongs_to_its_roller_until_continue(make_app) -> None:
    """Issue 17 §3: while a roll's result is up, the sheet, the banner and the prompt are the
    roller's, and the prompt asks nothing of the next decider yet."""
    app, surface, board = _board(make_app, fresh_session("combat"))
    s = board.session
    n = _fight_until_a_result(board)
    assert n.who is not None
    assert s.decider() is not None and s.decider().id == n.who
    app.render(surface)
    assert board.ui.find("btn:hint") is None  # nothing to hint at: the result is read first
    nxt = s.pending()
    assert nxt is not None
    assert all(board.ui.find(f"choice:{c.id}") is None for c in nxt.choices)
    board.submit(overlays.RESULT_CONTINUE)
    s.skip_all()
    after = s.decider()
    assert nxt.investigator is None or (after is not None and after.id == nxt.investigator)


def test_a_move_told_in_an_encounter_plays_on_the_board_once_its_window_is_read() -> None:
    """Issue 17 §2: an investigator sent somewhere by an encounter stays where the board
    showed them while the card is read, then moves as a step of its own."""
    session = fresh_session("board")
    session.anim_factor = 1.0
    inv = session.game.state.investigators[0]
    start, to = inv.area, "st-marys-hospital"
    shown = session.game.state.model_copy(deep=True)
    session.absorb(
        [
            EncounterRead("x", start, "", "", "", investigator=inv.id),
            Event.of("moved", inv.id, {"frm": start, "to": to}),
        ],
        shown=shown,
    )
    n = session.current_notice()
    assert n is not None and n.kind == "encounter"
    assert session.state.investigator(inv.id).area == start  # read first
    session.dismiss_notice()
    step = session.current_step()
    assert step is not None and step.kind == "move-inv"
    assert (step.data["frm"], step.data["to"]) == (start, to)
