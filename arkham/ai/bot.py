"""A bot that plays any seat through ``pending()``/``choose()`` with simple sense: it goes for
Clues and gates, fights when strong, evades when weak, closes and seals when it can."""

from __future__ import annotations

from arkham.engine import board, combat
from arkham.engine.checks import skill
from arkham.engine.decisions import Choice, Decision
from arkham.engine.game import Game
from arkham.engine.state import Investigator

SETUP_STOPS = {"speed-sneak": 2, "fight-will": 2, "lore-luck": 1}
SEAL_CLUES = 5


def choose(game: Game) -> str:
    """The bot's pick for the pending decision."""
    decision = game.pending()
    assert decision is not None
    enabled = decision.enabled()
    ids = {c.id for c in enabled}
    inv = game.state.investigator(decision.investigator) if decision.investigator else None
    if inv is not None:
        picked = _pick(game, decision, enabled, ids, inv)
        if picked is not None and picked in ids:
            return picked
    if "location-action" in ids and inv is not None:
        from arkham.content.location_actions import advised

        if advised(game, inv, inv.area):
            return "location-action"
    for preferred in ("yes", "done", "accept", "encounter"):
        if preferred in ids:
            return preferred
    return enabled[0].id


def _pick(
    g: Game, d: Decision, enabled: list[Choice], ids: set[str], inv: Investigator
) -> str | None:
    if "window" in d.detail:
        advised = [c for c in d.detail.get("advised", ()) if c in ids]  # type: ignore[attr-defined]
        return advised[0] if advised else "done"
    if d.kind == "sliders":
        if d.detail.get("focus_left") is not None:
            return "done"
        for pair, stop in SETUP_STOPS.items():
            if inv.sliders.get(pair) != stop and f"slider:{pair}:{stop}" in ids:
                return f"slider:{pair}:{stop}"
        return "done"
    if d.kind == "move":
        advised = [c for c in d.detail.get("advised", ()) if c in ids]  # type: ignore[attr-defined]
        return advised[0] if advised else _move(g, enabled, ids, inv)
    if d.kind == "roll":
        closing = d.prompt.startswith("Close the gate")
        # Keep five Clues for the seal; spend the rest, or all of them on a close that
        # could not be sealed anyway.
        spend = inv.clues > SEAL_CLUES or (closing and inv.clues < SEAL_CLUES)
        spend = spend or inv.stamina <= 2 or inv.sanity <= 2
        return "spend-clue" if spend and "spend-clue" in ids else "accept"
    if d.kind == "combat":
        return _combat(g, d, enabled, ids, inv)
    if "close:lore" in ids:
        for c in enabled:
            if c.id.startswith("use:"):
                return c.id
        lore, fight = skill(g, inv, "lore"), skill(g, inv, "fight")
        return "close:lore" if lore >= fight else "close:fight"
    if "seal" in ids:
        return "seal"
    if "max-sanity" in ids:
        return "max-sanity" if inv.sanity >= inv.stamina else "max-stamina"
    return None


def _move(g: Game, enabled: list[Choice], ids: set[str], inv: Investigator) -> str:
    """Head for the best goal on the whole board, one reachable step at a time: an open gate
    when healthy, care when hurt, else the richest Clues."""
    st = g.state
    here = st.locations.get(inv.area)
    if here is not None and here.gate is not None and inv.explored:
        return "done"
    reachable = [c.target for c in enabled if c.id.startswith("move:") and c.target]
    goal = _goal(g, inv)
    if goal is None or goal == inv.area or not reachable:
        return "done"
    if goal in reachable:
        return f"move:{goal}"
    # The reachable area nearest the goal (the board is undirected: distances from the goal).
    distance = {area: len(path) for area, path in board.paths_from(g, goal, 99).items()}
    best = min(reachable, key=lambda a: (distance.get(a, 99), reachable.index(a)))
    if distance.get(best, 99) >= distance.get(inv.area, 99):
        return "done"
    return f"move:{best}"


def _goal(g: Game, inv: Investigator) -> str | None:
    st = g.state
    if inv.area not in g.cat.connections:
        return None
    from_here = {area: len(path) for area, path in board.paths_from(g, inv.area, 99).items()}
    from_here[inv.area] = 0

    def nearest(areas: list[str]) -> str | None:
        areas = [a for a in areas if a in from_here]
        return min(areas, key=lambda a: (from_here[a], a)) if areas else None

    hurt = inv.stamina <= 2 or inv.sanity <= 2
    if hurt:
        care = "st-marys-hospital" if inv.stamina <= inv.sanity else "asylum"
        if not st.locations[care].closed:
            return care
    gates = [loc for loc, ls in st.locations.items() if ls.gate is not None]
    others = [i.area for i in st.playing() if i is not inv and st.locations.get(i.area) is not None]
    free_gates = [loc for loc in gates if loc not in others] or gates
    clues = [loc for loc, ls in st.locations.items() if ls.clues and ls.gate is None]
    near_clue = nearest(clues)
    # Gather the Clues to seal first when they are close at hand; a gate otherwise.
    if (
        inv.clues < SEAL_CLUES
        and near_clue is not None
        and from_here[near_clue] <= 3
        and len(gates) < 4
    ):
        return near_clue
    if free_gates and not hurt:
        return nearest(free_gates)
    return near_clue


def _combat(
    g: Game, d: Decision, enabled: list[Choice], ids: set[str], inv: Investigator
) -> str | None:
    marker = str(d.detail.get("monster", ""))
    if "evade" in ids:
        return "fight" if _strong(g, inv, marker) else "evade"
    held = set(d.detail.get("held", ()))  # type: ignore[arg-type]
    if "fight" in ids or "attack" in ids:
        for c in enabled:
            if c.id.startswith("toggle:") and c.id.removeprefix("toggle:") not in held:
                return c.id
        if "flee" in ids and _should_flee(g, inv, marker, int(d.detail.get("round", 1))):  # type: ignore[arg-type]
            return "flee"
        return "fight" if "fight" in ids else "attack"
    return None


def _should_flee(g: Game, inv: Investigator, marker: str, round_: int) -> bool:
    """Flee a hopeless fight with some chance of getting away; after a long fight, take any
    chance at all."""
    flee_dice = skill(g, inv, "evade") + combat.stat(g, marker, "awareness")
    if round_ > 4 and (flee_dice >= 1 or combat.harmless(g, inv, marker)):
        return True
    return flee_dice >= 2 and not _strong(g, inv, marker, hopeless=True)


def _strong(g: Game, inv: Investigator, marker: str, hopeless: bool = False) -> bool:
    """Whether the bot expects to win the fight (with ``hopeless``: whether it has any hope)."""
    if marker not in g.state.monsters:
        return True
    dice = skill(g, inv, "combat") + combat.stat(g, marker, "combat-rating")
    dice += sum(
        max(combat.card_bonuses(g, p.card).get("physical", 0), 0)
        for p in inv.possessions
        if combat.is_weapon(g, p.card)
    )
    needed = combat.stat(g, marker, "toughness")
    if hopeless:
        return dice / 3 >= needed / 2
    return dice / 3 >= needed


def play_out(game: Game, max_decisions: int = 20000) -> Game:
    """Let bots take every seat until the game ends."""
    for _ in range(max_decisions):
        if game.pending() is None:
            return game
        game.choose(choose(game))
    raise RuntimeError(f"the game did not end within {max_decisions} decisions")
