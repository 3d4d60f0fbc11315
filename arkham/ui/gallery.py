"""Every scene of the program put up from a recorded game position, for ``--screenshot``, the
golden-image tests and the UI bench.

A *position* is a game as its save holds it: the setup, the seed and the choices made. The
positions come from :func:`~arkham.ui.app.session_at` (the bot plays until the scene shows);
tests keep them in a file, so a change in the bot never moves a golden image. Nothing here reads
the clock or an unseeded random source: the same position gives the same picture.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine.game import Game, Setup

if TYPE_CHECKING:
    from arkham.ui.session import GameSession

SCENES = (
    "title",
    "setup",
    "board",
    "encounter",
    "combat",
    "mythos",
    "final-battle",
    "menu",
    "save",
    "load",
    "settings",
    "pass-device",
    "help",
    "replay",
    "innsmouth",
    "two-towns",
    "innsmouth-tracks",
    "town-alert",
    "card",
    "roll-result",
    "mythos-reveal",
)
GAME_OF = {
    "board": "board",
    "encounter": "encounter",
    "combat": "combat",
    "mythos": "mythos",
    "final-battle": "final-battle",
    "menu": "board",
    "save": "board",
    "pass-device": "board",
    "help": "board",
    "replay": "board",
    "innsmouth": "innsmouth",
    "two-towns": "two-towns",
    "innsmouth-tracks": "innsmouth-tracks",
    "town-alert": "town-alert",
    "card": "board",
    "roll-result": "combat",
    "mythos-reveal": "board",
}
"""The game (a key of :data:`GAMES`) each scene is drawn over; the others need no game."""
INNSMOUTH = "innsmouth"
"""The expansion the two-town scenes are played with."""


def _decider_town(s: GameSession) -> str | None:
    inv = s.decider()
    return s.cat.town_of.get(inv.area) if inv is not None else None


def _in_added_town(s: GameSession) -> bool:
    """The decider stands in the town the expansion adds (the last on the table)."""
    return _decider_town(s) == list(s.cat.towns)[-1]


def _on_the_platform(s: GameSession) -> bool:
    """In the first town at the station, with a train to the other town on offer."""
    dec = s.pending()
    rides = [c for c in dec.enabled() if c.id.startswith("rail:")] if dec is not None else []
    return bool(rides) and not _in_added_town(s)


def _tracks_moving(s: GameSession) -> bool:
    """Every track the expansion adds under way (a grouped one in some group), someone in its
    town deciding."""
    tracks = s.state.tracks
    added = [spec for spec in s.cat.tracks.values() if spec.id not in ("doom", "terror")]

    def moving(spec) -> bool:
        if spec.space_groups:
            return any(tracks.get(f"{spec.id}:{group}", 0) for group in set(spec.space_groups))
        return tracks.get(spec.id, 0) >= 1

    return bool(added) and all(moving(spec) for spec in added) and _in_added_town(s)


def _alert_raised(s: GameSession) -> bool:
    """The decider's town's alert is raised (Innsmouth's martial law)."""
    town = _decider_town(s)
    alert = s.cat.towns[town].alert if town in s.cat.towns else None
    return alert is not None and alert.mark in s.state.marks


@dataclass(frozen=True)
class GameSpec:
    """How a scene's game is reached: the ``session_at`` scene, the expansions, what else the
    decision must show, and whether the first investigator goes off to the expansion's town
    (by the cheapest road to a station, then the train)."""

    scene: str
    expansions: tuple[str, ...] = ()
    wanted: Callable[[GameSession], bool] | None = None
    tourist: bool = False
    players: int = 2


GAMES = {
    "board": GameSpec("board"),
    "encounter": GameSpec("encounter"),
    "combat": GameSpec("combat"),
    "mythos": GameSpec("mythos"),
    "final-battle": GameSpec("final-battle"),
    "innsmouth": GameSpec("board", (INNSMOUTH,), _in_added_town, tourist=True),
    "two-towns": GameSpec("board", (INNSMOUTH,), _on_the_platform, tourist=True),
    "innsmouth-tracks": GameSpec("board", (INNSMOUTH,), _tracks_moving, tourist=True),
    "town-alert": GameSpec("board", (INNSMOUTH,), _alert_raised, tourist=True),
}


def tourist(g: Game) -> str:
    """The bot's choice, except that the first investigator heads for the last town on the
    table: along the road to the nearest station, then by train (and, over there, as the bot
    likes)."""
    from arkham.ai.bot import choose
    from arkham.engine import board, flow

    dec = g.pending()
    first = g.state.investigators[0] if g.state.investigators else None
    if dec is None or dec.kind != "move" or first is None or dec.investigator != first.id:
        return choose(g)
    goal = list(g.cat.towns)[-1]
    if g.cat.town_of.get(first.area) in (goal, None) or first.area not in g.cat.connections:
        return choose(g)
    enabled = dec.enabled()
    rides = [c for c in enabled if c.id.startswith("rail:") and g.cat.town_of.get(c.target) == goal]
    if rides:
        return rides[0].id
    stations = set(flow.stations(g))

    def distance(area: str) -> int:
        paths = board.paths_from(g, area, 12)
        return min((len(p) for a, p in paths.items() if a in stations), default=99)

    moves = [c for c in enabled if c.id.startswith("move:") and c.target in g.cat.connections]
    if moves and first.area not in stations:
        best = min(moves, key=lambda c: (0 if c.target in stations else distance(c.target), c.id))
        if best.target in stations or distance(best.target) < distance(first.area):  # type: ignore[arg-type]
            return best.id
    return choose(g)


REPLAY_BACK = 3
"""The replay scene stops this many decisions before the end of its game."""


@dataclass(frozen=True)
class Position:
    setup: Setup
    seed: str
    choices: tuple[str, ...]

    def to_json(self) -> dict:
        return {
            "setup": self.setup.model_dump(mode="json"),
            "seed": self.seed,
            "choices": list(self.choices),
        }

    @classmethod
    def from_json(cls, data: dict) -> Position:
        return cls(Setup.model_validate(data["setup"]), str(data["seed"]), tuple(data["choices"]))

    def session(self):
        from arkham.ui.session import GameSession

        s = GameSession.replay(self.setup, self.seed, list(self.choices))
        s.anim_factor = 0
        return s


def position_for(scene: str, seed: str, expansions: Sequence[str] = ()) -> Position | None:
    """The game position ``scene`` is drawn from (None for title, setup, load, settings),
    played with ``expansions`` besides those the scene needs."""
    from arkham.ui.app import session_at

    game = GAME_OF.get(scene)
    if game is None:
        return None
    spec = GAMES[game]
    names = tuple(dict.fromkeys((*spec.expansions, *expansions)))
    s = session_at(
        spec.scene,
        seed,
        spec.players,
        names,
        spec.wanted,
        chooser=tourist if spec.tourist else None,
    )
    return Position(s.setup, s.seed, tuple(s.game.choices))


def build(app, scene: str, position: Position | None) -> None:
    """Put ``scene`` up in ``app`` (animations should be off), over the board of ``position``
    when it needs a game."""
    from arkham.ui.scenes.help import HelpScene
    from arkham.ui.scenes.menu import MenuScene, SettingsScene
    from arkham.ui.scenes.pass_device import PassDeviceScene
    from arkham.ui.scenes.saves import LoadScene, SaveScene

    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r}; one of {', '.join(SCENES)}")
    if scene in GAME_OF and position is None:
        raise ValueError(f"the {scene!r} scene needs a game position")
    if scene == "title":
        app.show_title()
    elif scene == "setup":
        app.show_setup()
        setup = app.stack.top
        setup.set_count(3)
        setup.names = ["Ada", "Ben", "Cleo"]
        setup.picks[0] = "amanda-sharpe"
        setup.ancient_one = "cthulhu"
        setup.seed = "raven-1926"
    elif scene in ("load", "settings"):
        app.show_title()
        app.push(LoadScene(app) if scene == "load" else SettingsScene(app))
    elif scene == "replay":
        from arkham.ui.app import open_replay
        from arkham.ui.session import GameSession

        assert position is not None
        s = GameSession.replay(position.setup, position.seed, list(position.choices))
        replay = open_replay(app, s.save(), "the-golden-game.json")
        replay.session.anim_factor = 0
        for _ in range(max(0, len(position.choices) - REPLAY_BACK)):
            replay.next()
    else:
        assert position is not None
        session = position.session()
        app.start_game(session)
        board = app._board()
        if scene in ("board", "innsmouth", "innsmouth-tracks"):
            board.preview_first_target()
        elif scene == "two-towns":
            board.preview_first_ride()
        elif scene == "menu":
            app.push(MenuScene(app))
        elif scene == "save":
            app.push(SaveScene(app, session))
        elif scene == "help":
            app.push(HelpScene(app, session))
        elif scene == "card":
            from arkham.ui.scenes.card_view import CardViewScene

            app.push(CardViewScene(app, session.cat, shown_card(session)))
        elif scene == "pass-device":
            app.push(PassDeviceScene(app, session, session.decider_player() or "Player 1"))
        elif scene == "roll-result":
            roll_result(board)
        elif scene == "mythos-reveal":
            mythos_reveal(app, position)
    app.dirty = True


def shown_card(s: GameSession) -> str:
    """The card the ``card`` scene opens: the decider's first spell, else their first item,
    else the catalog's first spell."""
    inv = s.decider()
    held = [p.card for p in inv.possessions] if inv is not None else []
    for table in (s.cat.spells, s.cat.items):
        for card in held:
            if card in table:
                return f"card:{card}"
    return f"card:{next(iter(s.cat.spells))}"


RESULT_TRIES = 40
"""How many of the bot's decisions the ``roll-result`` scene plays on from the combat."""


def roll_result(board) -> None:
    """Play on from the combat with the bot until a roll's result is held in the window that
    asked for it (issue 17 §1) with something coming of it (a round won or lost, not only a
    spell cast): the dice landed, the outcome under them, Continue."""
    from arkham.ai.bot import choose

    s = board.session
    for _ in range(RESULT_TRIES):
        n = s.current_notice()
        if n is not None and n.kind == "result" and n.decision is not None and n.after:
            break
        s.skip_all()
        if s.pending() is None:
            break
        board.submit(choose(s.game))
    s.skip_anims()  # the dice land


def mythos_reveal(app, position: Position) -> None:
    """The board as the last mythos card of ``position``'s game is revealed in the sequence
    (issue 17 §2): the decision that brought it is made again with animations on, and the
    sequence is shown up to the card, face up over a board that has not yet moved past it."""
    from arkham.ui.session import GameSession

    choices = list(position.choices)
    last = None
    s = GameSession.replay(position.setup, position.seed, [])
    s.showing = False
    for i, choice in enumerate(choices):  # held steps are laid out even with animations off
        s.submit(choice)
        if any(n.kind == "mythos" for n in s.notices):
            last = i
    if last is None:
        return
    s = GameSession.replay(position.setup, position.seed, choices[:last])
    app.start_game(s)
    s.anim_factor = 1.0
    s.submit(choices[last])
    for _ in range(1000):
        n = s.current_notice()
        if s.head() is None or (n is not None and n.kind == "mythos"):
            break
        if n is not None:
            s.dismiss_notice()
        else:
            s.step_anims(1.0)
    s.skip_anims()  # the card lies face up
    s.sounds.clear()


def busy_session(players: int = 8, seed: str = "busy-board", expansions: Sequence[str] = ()):
    """A movement decision on a crowded board: ``players`` investigators, a monster on most
    streets and many locations, gates at most unstable locations, Clues everywhere else, monsters
    in the Sky and the Outskirts (the board bench draws this). With an expansion town on the
    table, every other investigator but the decider stands in it, its tracks are half full and
    its alert is raised (Innsmouth's martial law): a busy two-town table."""
    from arkham.ui.app import session_at

    s = session_at("board", seed, players=players, expansions=expansions)
    st = s.state
    cat = s.cat
    towns = list(cat.towns)
    if len(towns) > 1:
        decider = s.decider()
        away = [a for a in cat.towns[towns[-1]].areas if a in cat.connections]
        for i, inv in enumerate(st.investigators):
            if i % 2 and inv is not decider:
                inv.area = away[i % len(away)]
        for spec in cat.tracks.values():
            if spec.id not in ("doom", "terror") and spec.maximum:
                if spec.space_groups:
                    group = spec.space_groups[0]
                    st.tracks[f"{spec.id}:{group}"] = spec.space_groups.count(group)
                    st.tracks[spec.id] = spec.space_groups.count(group)
                else:
                    st.tracks[spec.id] = spec.maximum // 2
        for town in cat.towns.values():
            if town.alert is not None and town.alert.mark not in st.marks:
                st.marks.append(town.alert.mark)
    cup = [m for m, where in st.monsters.items() if where == "cup"]
    places = [a for a in cat.streets] + [a for a in cat.locations if not st.locations[a].sealed]
    for i, area in enumerate(places):
        for _ in range(1 + (i % 3 == 0)):
            if cup:
                st.monsters[cup.pop()] = area
    for place in (cat.role(Role.SKY), cat.role(Role.OUTSKIRTS)):
        for _ in range(4):
            if cup:
                st.monsters[cup.pop()] = place
    for i, loc in enumerate(sorted(cat.locations)):
        ls = st.locations[loc]
        if not cat.locations[loc].stable and ls.gate is None and st.gate_stack and i % 4 != 3:
            ls.gate = st.gate_stack.pop()
        elif ls.gate is None:
            ls.clues = max(ls.clues, 1 + i % 3)
    st.doom = min(st.doom + 6, cat.ancient_ones[st.ancient_one].doom_track - 1)
    st.terror = max(st.terror, 4)
    s.revision += 1
    return s
