"""Innsmouth Horror, the rules (seed 004): each test quotes the sentence of the seed (or of the
reference, for the board) it enforces, in its docstring."""

from __future__ import annotations

import pytest

from arkham.catalog import Role
from arkham.engine import board, combat, effects, flow, mythos, tracks
from arkham.engine.effects import GameEnds
from arkham.engine.game import Game, Setup
from arkham.engine.names import EndCause
from arkham.expansions.innsmouth import look, rules
from tests.expansions.innsmouth.kit import stack
from tests.kit import Scenario, bare, clear_board, give, put

INNSMOUTH = ["innsmouth"]


def town(*investigators: str, seed: str = "innsmouth") -> Scenario:
    """A scenario with Innsmouth on the table."""
    s = Scenario(investigators or ("amanda-sharpe",), expansions=INNSMOUTH, seed=seed)
    clear_board(s)
    return s


def patch_kind(monkeypatch, s: Scenario, kind: str, **changes) -> None:
    """Give a base monster kind an Innsmouth trait for one test (the Innsmouth monsters come
    with the content issue); monkeypatch restores the shared catalog."""
    fact = s.game.cat.monster_kinds[kind]
    monkeypatch.setitem(s.game.cat.monster_kinds, kind, fact.model_copy(update=changes))


# ---------------------------------------------------------------- 1. the board


def test_the_board_is_its_three_neighbourhoods_and_their_places() -> None:
    """Seed 004, The Innsmouth Board; reference §8.2 and innsmouth-board.md A–F."""
    g = town().game
    cat = g.cat
    assert list(cat.towns) == ["arkham", "innsmouth"]
    assert cat.towns["innsmouth"].neighbourhoods == (
        "church-green",
        "factory-district",
        "innsmouth-shore",
    )
    unstable = {a for a in cat.towns["innsmouth"].areas if a in cat.locations}
    unstable = {a for a in unstable if not cat.locations[a].stable}
    assert unstable == {"esoteric-order-of-dagon", "marsh-refinery", "devil-reef", "yha-nthlei"}
    assert cat.areas["sawbone-alley"].kind == "street-area"
    assert cat.areas["innsmouth-jail-cell"].part_of == "innsmouth-jail"
    assert cat.role(Role.JAIL, "innsmouth") == "innsmouth-jail-cell"
    assert cat.role(Role.DEPOT, "innsmouth") == "bus-service"
    assert [a for a in cat.connections if cat.areas[a].vortex] == []
    assert sum(1 for a in cat.towns["innsmouth"].areas if cat.areas[a].vortex) == 3
    assert cat.areas["marsh-refinery"].awareness == -1
    assert cat.areas["falcon-point"].awareness is None
    assert {n: cat.neighbourhoods[n].feds_raid_colour is not None for n in ("church-green",)}
    for sea in ("devil-reef", "yha-nthlei"):
        assert not any(link in cat.streets for link in cat.connections[sea])


def test_setup_puts_a_clue_on_each_unstable_location_and_the_aquatic_markers() -> None:
    """Seed 004, Aquatic Movement: "two aquatic markers ... should be placed on the River Docks
    and the Unvisited Isle on the Arkham board before playing"; reference §8.2: a Clue goes on
    each unstable Innsmouth location at setup."""
    g = town().game
    for loc in ("esoteric-order-of-dagon", "marsh-refinery", "devil-reef", "yha-nthlei"):
        assert g.state.locations[loc].clues == 1
    assert g.state.locations["gilman-house-hotel"].clues == 0
    assert board.aquatic(g, "river-docks") and board.aquatic(g, "unvisited-isle")
    base = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), "s")
    assert not board.aquatic(base, "river-docks")


# ---------------------------------------------------------------- 2. "in Arkham"


def test_in_arkham_on_a_card_covers_innsmouth() -> None:
    """Seed 004: "Cards that refer to "Arkham" also apply to locations and areas in
    Innsmouth." The Downpour environment (+1 Sneak checks in Arkham) helps in Innsmouth."""
    s = town()
    inv = bare(s)
    inv.area = "factory-district-streets"
    from arkham.engine.checks import skill

    before = skill(s.game, inv, "sneak")
    s.state.environment = "mythos-44"
    assert skill(s.game, inv, "sneak") == before + 1


# ---------------------------------------------------------------- 3. limit, Outskirts, Sky


def test_innsmouth_monsters_never_count_toward_the_limit_nor_go_to_the_outskirts() -> None:
    """Seed 004: "Monsters on the Innsmouth board do not count against the monster limit and
    do not go to the Outskirts.\""""
    s = town()
    g = s.game
    limit = board.monster_limit(g)
    assert limit is not None
    cup = [m for m, w in s.state.monsters.items() if w == "cup"]
    for marker in cup[:limit]:
        put(s, marker, "northside-streets")
    s.run(lambda: board.place_monster(g, cup[limit], "marsh-refinery"))
    assert s.state.monsters[cup[limit]] == "marsh-refinery"
    assert board.monsters_toward_limit(g) == limit
    s.run(lambda: board.place_monster(g, cup[limit + 1], "northside-streets"))
    assert s.state.monsters[cup[limit + 1]] == g.cat.role(Role.OUTSKIRTS)


def test_flying_monsters_drop_from_the_sky_onto_innsmouth_streets() -> None:
    """Seed 004, The Sky: "Innsmouth streets are considered to be adjacent to the Sky.\""""
    s = town()
    inv = bare(s)
    inv.area = "church-green-streets"
    byakhee = put(s, "byakhee-1", s.game.cat.role(Role.SKY))
    s.run(lambda: mythos.move_flying(s.game, byakhee))
    assert s.state.monsters[byakhee] == "church-green-streets"


# ---------------------------------------------------------------- 4. Lost in Time and Space


def test_the_lost_may_return_anywhere_in_innsmouth_but_yha_nthlei() -> None:
    """Seed 004: investigators lost in time and space "may choose to return to a street area
    or location in Innsmouth ... Exception: Investigators cannot return to Y'ha-nthlei.\""""
    s = town()
    inv = bare(s)
    inv.area = s.game.cat.role(Role.LOST)
    s.run(lambda: flow.return_from_lost(s.game, inv))
    targets = {i.removeprefix("move:") for i in s.pending_ids()}
    assert {"bus-service", "sawbone-alley", "devil-reef", "falcon-point"} <= targets
    assert "yha-nthlei" not in targets
    assert not any(s.game.cat.areas[t].vortex for t in targets)
    s.choose("move:devil-reef")
    assert inv.area == "devil-reef"


# ---------------------------------------------------------------- 5. arrests, the cell, Sawbone


def test_an_arrest_in_innsmouth_goes_to_its_jail_and_delays_even_the_immune(monkeypatch) -> None:
    """Seed 004, Getting Arrested in Innsmouth: "sent to the Innsmouth Jail ... They lose half
    of their money (rounded down) and are delayed. This occurs even if the investigator is
    normally immune to being delayed.\""""
    s = town()
    inv = bare(s)
    inv.area, inv.money = "church-green-streets", 7
    usual = s.game.rules.modifiers_for
    immune = lambda g, i, key: int(key == "never-delayed")  # noqa: E731 — a power, in brief
    monkeypatch.setattr(s.game.rules, "modifiers_for", lambda key: (*usual(key), immune))
    s.run(lambda: board.arrested(s.game, inv))
    assert inv.area == "innsmouth-jail-cell" and inv.money == 4 and inv.delayed
    other = bare(s)
    other.delayed = False
    effects.delay(s.game, other)
    assert not other.delayed  # an immune investigator, elsewhere, is not delayed


def test_arkham_arrests_still_go_to_the_police_station_cell() -> None:
    """Seed 004: only "Investigators arrested on the Innsmouth board" go to the Innsmouth
    Jail."""
    s = town()
    inv = bare(s)
    inv.area = "northside-streets"
    s.run(lambda: board.arrested(s.game, inv))
    assert inv.area == s.game.cat.role(Role.JAIL, "arkham")


def test_the_innsmouth_cell_holds_its_prisoner_through_movement() -> None:
    """Seed 004, Sawbone Alley: "Investigators trapped in Innsmouth Jail may wind up stuck
    there for several turns": Movement only stands the prisoner up."""
    s = town()
    inv = bare(s)
    inv.area, inv.delayed = "innsmouth-jail-cell", True
    assert not flow.turn_lost(s.game, inv)
    s.run(lambda: flow.movement(s.game, inv))
    assert inv.area == "innsmouth-jail-cell" and not inv.delayed and s.done()
    s.run(lambda: flow.movement(s.game, inv))
    assert inv.area == "innsmouth-jail-cell"


@pytest.mark.parametrize(("dice", "freed"), [((5, 6, 2), True), ((1, 2, 3), False)])
def test_the_jail_break(dice: tuple[int, ...], freed: bool) -> None:
    """Reference §8.2, the Jail Cell: "make a Sneak (−1) check, draw 1 encounter card plus 1
    per success, and resolve one of your choice"; a pass gets the prisoner out (our design)."""
    s = town()
    inv = bare(s, speed_sneak=0)  # Sneak 4, −1: 3 dice
    inv.area = "innsmouth-jail-cell"
    stack(s, "church-green-3")  # the Old Sot: a bottle for $1, declined here
    s.dice(*dice)
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    if freed:  # two successes: three cards drawn, one read
        assert len(s.pending_ids()) == 3
        s.choose("read:church-green-3")
    s.choose("decline")
    assert s.done()
    encounters = [e for e in s.events if e.kind == "encounter"]
    assert [e.location for e in encounters] == ["innsmouth-jail"]
    assert (inv.area == "innsmouth-jail") is freed
    assert any(e.kind == "jail-break" and e.freed is freed for e in s.events)


@pytest.mark.parametrize(("dice", "freed"), [((5, 6), True), ((1, 2), False)])
def test_sawbone_alley_springs_a_prisoner(dice: tuple[int, ...], freed: bool) -> None:
    """Seed 004: "Other investigators can help to free them from the outside by moving to
    Sawbone Alley and following the instructions there" — a Sneak (−1) check (our design): a
    pass frees the prisoner into the alley, a fail jails the helper too."""
    s = town("amanda-sharpe", "bob-jenkins")
    helper, prisoner = bare(s, 0), bare(s, 1)
    helper.area = "sawbone-alley"
    prisoner.area, prisoner.delayed = "innsmouth-jail-cell", True
    s.dice(*dice)
    s.run(lambda: flow.arkham_encounter(s.game, helper))
    s.choose(prisoner.id)
    while not s.done():
        s.choose("accept")
    if freed:
        assert prisoner.area == "sawbone-alley" and not prisoner.delayed
    else:
        assert prisoner.area == helper.area == "innsmouth-jail-cell"


# ---------------------------------------------------------------- 6. places


def test_falcon_point_charters_a_boat_to_an_aquatic_location() -> None:
    """Seed 004: Devil Reef and Y'ha-nthlei "can only be reached by aquatic movement.
    Investigators can use the Falcon Point location ability to make aquatic moves"; the charter
    costs $2 and ends the movement (reference §8.2), never to Y'ha-nthlei."""
    s = town()
    inv = bare(s)
    inv.area, inv.money = "falcon-point", 3
    s.run(lambda: flow.arkham_movement(s.game, inv))
    s.choose("use:boat-charter")
    targets = s.pending_ids()
    assert "sail:devil-reef" in targets and "sail:river-docks" in targets
    assert "sail:yha-nthlei" not in targets
    s.choose("sail:devil-reef")
    assert inv.area == "devil-reef" and inv.money == 1 and s.done()


def test_falcon_point_fetches_another_investigator_from_the_water() -> None:
    """Reference §8.2: the charter may "bring another investigator from an aquatic location to
    Falcon Point"."""
    s = town("amanda-sharpe", "bob-jenkins")
    inv, other = bare(s, 0), bare(s, 1)
    inv.area, inv.money = "falcon-point", 2
    other.area = "yha-nthlei"
    s.run(lambda: flow.arkham_movement(s.game, inv))
    s.choose("use:boat-charter", f"fetch:{other.id}")
    assert other.area == "falcon-point" and inv.money == 0


def test_devil_reef_ends_movement_and_yha_nthlei_is_reached_only_from_it() -> None:
    """Reference §8.2: entering Devil Reef ends your movement; Y'ha-nthlei is entered "only from
    Devil Reef or when returning from an Other World"."""
    s = town()
    g = s.game
    assert set(board.paths_from(g, "devil-reef", 5)) == {"yha-nthlei"}
    assert set(board.paths_from(g, "yha-nthlei", 5)) == {"devil-reef"}
    assert "yha-nthlei" not in board.paths_from(g, "innsmouth-shore-streets", 9)
    assert not board.enterable(g, "yha-nthlei") and not board.enterable(g, "devil-reef")
    assert board.enterable(g, "devil-reef", returning_from_lost=True)


def test_the_grocery_sells_food_or_research_materials() -> None:
    """Reference §8.2, First National Grocery: "$1 to search the Common deck for a Food or a
    Research Materials"."""
    s = town()
    inv = bare(s)
    inv.area, inv.money = "first-national-grocery", 2
    s.run(lambda: flow.arkham_encounter(s.game, inv))
    s.choose("location-action", "food")
    assert inv.holds("food") and inv.money == 1


def test_a_night_at_the_gilman_house() -> None:
    """Reference §8.2, Gilman House Hotel: "After an encounter here, if you are still here,
    gain 1 Sanity or 1 Stamina"."""
    s = town()
    inv = bare(s)
    inv.area = "gilman-house-hotel"
    inv.sanity, inv.stamina = 2, 2
    stack(s, "factory-district-2")  # a room with a lock for $2, declined here
    s.run(lambda: flow.location_encounter(s.game, inv, "gilman-house-hotel"))
    s.choose("decline")
    assert s.pending_ids() == ["sanity", "stamina"]
    s.choose("stamina")
    assert inv.stamina == 3 and s.done()
    inv.sanity = effects.max_sanity(s.game, inv)
    stack(s, "factory-district-2")
    s.run(lambda: flow.location_encounter(s.game, inv, "gilman-house-hotel"))
    s.choose("decline")
    assert s.pending_ids() == ["stamina"]


# ---------------------------------------------------------------- 7. martial law


def test_martial_law_is_declared_at_half_the_doom_track_and_lasts() -> None:
    """Seed 004: "When at least half of the Ancient One's doom track is full, martial law is
    declared in Innsmouth for the rest of the game.\""""
    s = town()
    g = s.game
    track = g.cat.ancient_ones[s.state.ancient_one].doom_track
    s.state.doom = (track + 1) // 2 - 1
    assert not rules.martial_law(g)
    s.run(lambda: effects.add_doom(g, 1))
    assert rules.martial_law(g) and "martial-law" in s.kinds()
    s.state.doom = 0
    assert rules.martial_law(g)


@pytest.mark.parametrize(
    ("area", "dice", "arrested"),
    [
        ("marsh-refinery", (1, 2), True),
        ("marsh-refinery", (5, 2), False),
        ("falcon-point", (), False),
    ],
)
def test_ending_movement_under_martial_law(
    area: str, dice: tuple[int, ...], arrested: bool
) -> None:
    """Seed 004: "each time an investigator ends his movement on an Innsmouth location or
    street area, he must check to see if it has an awareness modifier ... If so, the
    investigator must pass an Evade check using that modifier or be arrested and sent to
    Innsmouth Jail." (Falcon Point has a dash.)"""
    s = town()
    inv = bare(s)  # Sneak 3; at the Refinery −1: 2 dice
    inv.area = area
    rules.mark(s.game, rules.MARTIAL_LAW)
    s.dice(*dice)
    s.run(lambda: flow.movement(s.game, inv))
    s.choose("done")
    while not s.done():
        s.choose("accept")
    assert (inv.area == "innsmouth-jail-cell") is arrested


def test_no_curfew_before_martial_law() -> None:
    """Seed 004: the Evade check is made only once martial law is declared."""
    s = town()
    inv = bare(s)
    inv.area = "marsh-refinery"
    s.run(lambda: flow.movement(s.game, inv))
    s.choose("done")
    assert s.done() and inv.area == "marsh-refinery"


# ---------------------------------------------------------------- 8. the train


def test_the_train_to_innsmouth_costs_a_dollar_and_a_point() -> None:
    """Seed 004, Traveling Between Towns: "spends $1 and one movement point to move ... to ...
    any depot location in any other town. This movement does not interrupt the investigator's
    normal movement.\""""
    s = town()
    inv = bare(s, speed_sneak=3)  # Speed 4
    inv.area, inv.money = "train-station", 1
    s.run(lambda: flow.arkham_movement(s.game, inv))
    train = next(c for c in s.game.pending().choices if c.id == "rail:bus-service")
    assert "$1" in train.label
    s.choose("rail:bus-service")
    assert inv.area == "bus-service" and inv.money == 0 and inv.movement_points == 3
    back = next(c for c in s.game.pending().choices if c.id.startswith("rail:"))
    assert back.disabled  # no money for the fare home
    s.choose("move:innsmouth-shore-streets")
    assert inv.area == "innsmouth-shore-streets" and inv.movement_points == 2


# ---------------------------------------------------------------- 9. aquatic movement


def test_an_aquatic_monster_jumps_to_the_least_stealthy_at_an_aquatic_location(
    monkeypatch,
) -> None:
    """Seed 004, Aquatic Movement: "if an aquatic monster begins its movement in an aquatic
    location ... the monster moves to the aquatic location containing the investigator with
    the lowest Sneak skill.\""""
    s = town("amanda-sharpe", "bob-jenkins")
    patch_kind(monkeypatch, s, "zombie", movement="aquatic")
    a, b = bare(s, 0, speed_sneak=0), bare(s, 1, speed_sneak=3)
    a.area, b.area = "falcon-point", "unvisited-isle"
    zombie = put(s, "zombie-1", "river-docks")
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], []))
    assert s.state.monsters[zombie] == "unvisited-isle"


def test_an_aquatic_monster_away_from_water_walks_the_arrows(monkeypatch) -> None:
    """Seed 004: "If an aquatic monster is not in an aquatic location when it moves, it
    follows the arrows, as though it were a normal, black-bordered monster.\""""
    s = town()
    patch_kind(monkeypatch, s, "zombie", movement="aquatic")
    bare(s).area = "falcon-point"
    zombie = put(s, "zombie-1", "woods")
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], []))
    assert s.state.monsters[zombie] == s.game.cat.white["woods"]


def test_aquatic_ties_go_to_the_first_players_choice(monkeypatch) -> None:
    """Seed 004: "If there is a tie, the first player decides who the monster moves
    towards.\""""
    s = town("amanda-sharpe", "bob-jenkins")
    patch_kind(monkeypatch, s, "zombie", movement="aquatic")
    a, b = bare(s, 0), bare(s, 1)
    a.sliders, b.sliders = dict(a.sliders), dict(a.sliders)
    from arkham.engine.checks import skill

    b.sliders["speed-sneak"] = next(
        stop for stop in range(4) if _sneak_at(s, b, stop) == skill(s.game, a, "sneak")
    )
    a.area, b.area = "falcon-point", "devil-reef"
    zombie = put(s, "zombie-1", "river-docks")
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], []))
    assert set(s.pending_ids()) == {"toward:falcon-point", "toward:devil-reef"}
    s.choose("toward:devil-reef")
    assert s.state.monsters[zombie] == "devil-reef"


def _sneak_at(s: Scenario, inv, stop: int) -> int:
    from arkham.engine.checks import skill

    old = inv.sliders["speed-sneak"]
    inv.sliders["speed-sneak"] = stop
    try:
        return skill(s.game, inv, "sneak")
    finally:
        inv.sliders["speed-sneak"] = old


# ---------------------------------------------------------------- 10. gate bursts


def test_a_gate_burst_tears_away_an_elder_sign() -> None:
    """Seed 004, Gate Bursts: "the elder sign token [is] removed from the board. A gate then
    opens at that location and a monster appears there as usual, but no doom token is added
    ... nor does this event cause a monster surge.\""""
    s = town()
    s.state.locations["woods"].sealed = True
    doom = s.state.doom
    s.run(lambda: mythos.gate_step(s.game, "woods", burst=True))
    ls = s.state.locations["woods"]
    assert not ls.sealed and ls.gate is not None and s.state.doom == doom
    assert len(s.state.monsters_at("woods")) == 1 and "monster-surge" not in s.kinds()


def test_a_gate_burst_moves_every_flying_monster() -> None:
    """Seed 004: "whenever a gate burst is drawn, all flying monsters move, regardless of
    their dimensional symbol.\""""
    s = town()
    inv = bare(s)
    inv.area = "northside-streets"
    byakhee = put(s, "byakhee-1", s.game.cat.role(Role.SKY))
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], [], every_flyer=True))
    assert s.state.monsters[byakhee] == "northside-streets"


# ---------------------------------------------------------------- 11. Deep Ones Rising


def test_a_gate_kept_shut_raises_the_deep_ones() -> None:
    """Seed 004: "Each time a gate is prevented from opening, such as by an elder sign token
    or an investigator ability, add one uprising token to the Deep Ones Rising track.\""""
    s = town()
    s.state.locations["woods"].sealed = True
    s.run(lambda: mythos.gate_step(s.game, "woods"))
    assert tracks.value(s.game, rules.DEEP_ONES) == 1 and "gate-prevented" in s.kinds()


def test_a_monster_in_a_vortex_goes_to_the_cup_raising_terror_and_the_deep_ones() -> None:
    """Seed 004: "Any monster that enters a vortex is immediately returned to the cup. For each
    monster returned to the cup in this fashion, raise the terror level by one. In addition,
    add one uprising token to the Deep Ones Rising track.\""""
    s = town()
    cultist = put(s, "cultist-1", "bus-service")
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], []))
    assert s.state.monsters[cultist] == "cup"
    assert s.state.terror == 1 and tracks.value(s.game, rules.DEEP_ONES) == 1


def test_the_deep_ones_risen_awaken_the_ancient_one() -> None:
    """Seed 004: "If the Deep Ones Rising track ever completely fills up, the Ancient One
    immediately awakens.\""""
    s = town()
    s.state.tracks[rules.DEEP_ONES] = 5
    s.run(lambda: tracks.advance(s.game, rules.DEEP_ONES, 1))
    assert isinstance(s.game.result, GameEnds)
    assert s.game.result.cause == EndCause.TRACK_FULL and s.game.result.track == rules.DEEP_ONES
    assert s.game.result.won is None


def test_investigators_never_enter_a_vortex() -> None:
    """Seed 004: "Investigators cannot move into vortices under any circumstances (not even
    through the use of an item).\""""
    s = town()
    g = s.game
    vortices = [a for a in g.cat.areas if g.cat.areas[a].vortex]
    reachable = set()
    for start in g.cat.connections:
        reachable |= set(board.paths_from(g, start, 20))
    assert not reachable & set(vortices)
    assert not any(board.enterable(g, v, returning_from_lost=True) for v in vortices)


# ---------------------------------------------------------------- 12. Feds Raid


def test_clues_go_to_the_feds_in_their_neighbourhoods_colour() -> None:
    """Seed 004, Federal Raids: "any investigator(s) in an Innsmouth neighborhood ... may spend
    1 or more Clue tokens to place them on spaces on the Feds Raid Innsmouth track that are
    the same color as the neighborhood he is in.\""""
    s = town()
    inv = bare(s)
    inv.area, inv.clues = "marsh-refinery", 3
    s.run(lambda: flow.upkeep(s.game, inv))
    s.choose("use:feds-raid")
    assert s.pending_ids() == ["clues:1", "clues:2"]  # two Factory District spaces
    s.choose("clues:2")
    g = s.game
    assert inv.clues == 1 and tracks.value(g, rules.FEDS) == 2
    assert tracks.filled_spaces(g, rules.FEDS) == (False, False, True, True, False, False)
    assert not rules._feds_usable(g, inv, {})
    inv.area = "bus-service"
    assert rules.feds_group(g, inv) is None  # in no neighbourhood


def test_a_full_feds_raid_empties_both_tracks() -> None:
    """Seed 004: "If the Feds Raid Innsmouth track is completely filled ... both the Feds Raid
    Innsmouth and the Deep Ones Rising tracks are emptied of tokens.\""""
    s = town()
    g = s.game
    s.state.tracks[rules.DEEP_ONES] = 4
    for group in ("church-green", "factory-district"):
        s.run(lambda group=group: tracks.fill_group(g, rules.FEDS, group, 2))
    s.run(lambda: tracks.fill_group(g, rules.FEDS, "innsmouth-shore", 5))
    assert tracks.value(g, rules.FEDS) == 0 and tracks.value(g, rules.DEEP_ONES) == 0
    assert tracks.filled_spaces(g, rules.FEDS) == (False,) * 6


# ---------------------------------------------------------------- 13. new monster rules


def test_weapon_immunity_zeroes_weapons_but_not_spells(monkeypatch) -> None:
    """Seed 004: "A monster with this ability reduces any combat bonus from Magical or
    Physical Weapons to 0. Spells are not affected.\""""
    s = town()
    patch_kind(monkeypatch, s, "cultist", abilities=["weapon-immunity"])
    inv = bare(s)
    gun = give(s, inv, "tommy-gun")
    spell = give(s, inv, "shrivelling")
    fight = combat.Fight("cultist-1", held=[gun, spell], cast=[spell])
    kws = combat.keywords(s.game, "cultist-1")
    assert combat.weapon_bonus(s.game, inv, fight, kws) == 6  # Shrivelling's +6 only
    assert combat.weapon_bonus(s.game, inv, fight, []) == 12


def test_spawn_monsters_stay_out_of_the_cup_the_limit_the_outskirts_and_the_trophies(
    monkeypatch,
) -> None:
    """Seed 004: "Spawn monsters are not added to the monster cup ... do not count against the
    monster limit and never go to the Outskirts, nor can they ever be claimed as monster
    trophies.\""""
    s = town()
    patch_kind(monkeypatch, s, "zombie", abilities=["spawn"])
    g = s.game
    fresh = Game.new(Setup.of(["amanda-sharpe"], "azathoth", INNSMOUTH), "spawn")
    monkeypatch.setitem(fresh.cat.monster_kinds, "zombie", g.cat.monster_kinds["zombie"])
    limit = board.monster_limit(g)
    assert limit is not None
    cup = [m for m, w in s.state.monsters.items() if w == "cup" and not m.startswith("zombie")]
    for marker in cup[:limit]:
        put(s, marker, "northside-streets")
    s.run(lambda: board.place_monster(g, "zombie-1", "woods"))
    assert s.state.monsters["zombie-1"] == "woods"
    assert board.monsters_toward_limit(g) == limit
    inv = bare(s)
    board.monster_trophy(g, inv, "zombie-1")
    assert "zombie-1" not in inv.monster_trophies and s.state.monsters["zombie-1"] == "box"


def test_spawn_monsters_start_in_the_box(monkeypatch) -> None:
    """Seed 004: "Spawn monsters are not added to the monster cup.\""""
    s = town()
    patch_kind(monkeypatch, s, "zombie", abilities=["spawn"])
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", INNSMOUTH), "spawn")
    assert all(g.state.monsters[f"zombie-{n}"] == "box" for n in (1, 2, 3))


# ---------------------------------------------------------------- 14. the Innsmouth Look


def test_the_look_is_drawn_all_at_once_and_every_card_goes_back() -> None:
    """Seed 004, The Innsmouth Look: "draws as many cards as instructed, all at once. If none
    of them indicate that he has the Innsmouth Look, nothing happens and the cards are
    returned to the deck.\""""
    s = town()
    inv = bare(s)
    g = s.game
    assert len(s.state.decks[look.LOOK_DECK]) == 10
    shows = []
    for _ in range(30):
        if inv.status != "playing":
            break
        s.run(lambda: look.draw_look(g, inv, 2))
        drawn = next(e for e in s.events if e.kind == "look-drawn")
        assert len(drawn.cards) == 2 and len(s.state.decks[look.LOOK_DECK]) == 10
        shows.append(drawn.look)
    assert True in shows and inv.status == "devoured"
    assert shows.index(True) == len(shows) - 1


def test_drawing_all_ten_always_shows_the_look() -> None:
    """Seed 004: "if the card that indicates the investigator has the Innsmouth Look is drawn,
    follow the instructions on that card" — ours: devoured."""
    s = town()
    inv = bare(s)
    s.run(lambda: look.draw_look(s.game, inv, 10))
    assert inv.status == "devoured"


# ---------------------------------------------------------------- 15. several towns


def test_each_expansion_town_beyond_the_first_counts_one_player_fewer() -> None:
    """Seed 004, Combining Multiple Expansions: "the number of players should be counted as
    being one less for each expansion board in play beyond the first ... This handicap may not
    drop the modified number of players below one.\""""
    import tests.fixtures.hamlet  # noqa: F401 — a second expansion town

    def counted(players: int, expansions: list[str]) -> int:
        g = Game.new(Setup.of(["random"] * players, "azathoth", expansions), "count")
        return board.counted_players(g)

    assert counted(6, ["innsmouth"]) == 6
    assert counted(6, ["innsmouth", "hamlet"]) == 5
    assert counted(1, ["innsmouth", "hamlet"]) == 1
    g = Game.new(Setup.of(["random"] * 4, "azathoth", ["innsmouth", "hamlet"]), "limit")
    assert board.monster_limit(g) == 3 + 3 and board.outskirts_limit(g) == 8 - 3
    assert g.state.player_count == 4  # the final battle counts everyone


# ---------------------------------------------------------------- 16. errata


def test_the_innsmouth_rulebooks_errata_are_in_the_base_data() -> None:
    """Reference §8.3: "Jenny Barnes gets 2 Common; Bob Jenkins $9", each noted with its
    source."""
    g = town().game
    jenny, bob = g.cat.investigators["jenny-barnes"], g.cat.investigators["bob-jenkins"]
    assert jenny.random.common == 2 and "errata" in (jenny.note or "")
    assert bob.money == 9 and "errata" in (bob.note or "")


def test_an_ability_that_keeps_a_gate_away_raises_the_deep_ones_too() -> None:
    """Seed 004: "Each time a gate is prevented from opening, such as by an elder sign token
    or an investigator ability" — Kate Winthrop's, at the Woods."""
    s = town("kate-winthrop")
    bare(s).area = "woods"
    s.run(lambda: mythos.gate_step(s.game, "woods"))
    assert s.state.locations["woods"].gate is None
    assert tracks.value(s.game, rules.DEEP_ONES) == 1


def test_a_gate_appearing_in_an_encounter_at_a_sealed_place_is_prevented_too() -> None:
    """Seed 004: a gate prevented from opening by an elder sign, in an encounter as well."""
    s = town()
    inv = bare(s)
    inv.area = "woods"
    s.state.locations["woods"].sealed = True
    s.run(lambda: board.gate_appears_under(s.game, inv))
    assert tracks.value(s.game, rules.DEEP_ONES) == 1 and inv.area == "woods"


def test_a_stable_place_never_prevents_anything() -> None:
    """A stable location never has a gate, so nothing was prevented there."""
    s = town()
    s.run(lambda: mythos.gate_step(s.game, "bank"))
    assert tracks.value(s.game, rules.DEEP_ONES) == 0
