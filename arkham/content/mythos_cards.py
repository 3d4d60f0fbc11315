"""The mythos cards' own text: 36 headlines, 24 environments and 6 rumors, registered by id.

Facts (title, type, gate, clue, movement and the one-line ``summary`` the player reads) live
in ``data/mythos.json``. The engine (:mod:`arkham.engine.mythos`) draws the cards, opens the
gates, moves the monsters, replaces one environment with the next, keeps one rumor at a time,
and takes activity and closed markers off with their card; the reshuffle card is the engine's.
Here:

* **headlines** resolve at once (one generator each);
* **environments** change the rules while ``state.environment`` is the card: check and
  movement modifiers (:data:`MODS`), monster stats (:data:`MONSTER_MODS`), closed and activity
  markers placed as the card arrives, and an effect in each later Mythos phase;
* **rumors** have the same kind of ongoing effect, a track in ``state.rumor_track`` (from 0)
  that advances in each later Mythos phase and fails the rumor when it reaches its end, a pass
  condition, a reward and a penalty.

Activity abilities and rumor passes are Upkeep window abilities: an investigator standing on
the location that holds the card's activity marker is offered them during Upkeep, once per
Upkeep. (Rumors put an activity marker on their location so the board shows where to go.)

Every modifier is looked up from the card in play, so it stops the moment the card leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.engine import board, checks, combat, decisions, effects, flow, mythos, text, windows
from arkham.engine.checks import roll
from arkham.engine.decisions import Choice, Scene
from arkham.engine.effects import AllyRemoved, StoodUp
from arkham.engine.events import Event, Show
from arkham.engine.mythos import (
    MarkerRemoved,
    MythosBehaviour,
    RumorFailed,
    RumorProgress,
)
from arkham.engine.names import Hook
from arkham.engine.state import card_of
from arkham.engine.windows import Ability
from arkham.kit.marks import has_mark, mark
from arkham.kit.mythos import (
    Mod,
    MonsterMod,
    advance,
    at,
    close,
    die,
    each,
    environment,
    every,
    headline,
    in_arkham,
    investigators,
    kind_is,
    lasting,
    monster_appears,
    monsters,
    neighbourhood,
    on_board,
    other_worlds,
    passed,
    steady_progress,
    streets,
    to_cup,
    undead,
    until_next_mythos,
    upkeep_ability,
)
from arkham.kit.places import TrophiesSpent

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.effects import Effect
    from arkham.engine.game import Game
    from arkham.engine.state import GameState, Investigator


@dataclass(frozen=True, slots=True)
class MonsterOnCard(Event):
    """A monster from the cup waits on a mythos card (a rumor's specimens)."""

    kind = "monster-on-card"
    monster: str
    card: str

    def describe(self, cat: Catalog) -> str:
        name = text.upper_first(text.with_article(text.monster(cat, self.monster)))
        title = text.mythos_title(cat, self.card)
        return f"{name} comes out of the cup to wait on “{title}”."

    def advance(self, shown: GameState, final: GameState) -> None:
        shown.monsters[self.monster] = final.monsters.get(self.monster, "cup")


@dataclass(frozen=True, slots=True)
class MythosGateOnly(Event):
    kind = "mythos-gate-only"
    show = Show(reveals="a mythos card was drawn")
    card: str
    title: str

    def describe(self, cat: Catalog) -> str:
        return f"An extra mythos card, “{self.title}”, is drawn for its gate alone."


# ================================================================ HEADLINES


@headline("mythos-03")
def quiet_night(g: Game) -> Effect:
    """Not a Peep on the Police Blotter!: each investigator passing a Luck (−1) check is
    Blessed."""

    def lucky(inv: Investigator) -> Effect:
        if (yield from effects.check(g, inv, "luck", -1)):
            yield from effects.bless(g, inv)

    yield from each(g, lambda g, area: True, lucky)


@headline("mythos-05")
def tempest(g: Game) -> Effect:
    """Tempest Lashes the Town!: the Sky and the Outskirts are swept clean."""
    to_cup(g, monsters(g, at("sky", "outskirts")))
    return
    yield


def _back_to_cup_and_terror(kinds: tuple[str, ...]) -> Callable[[Game], Effect]:
    """Every monster of ``kinds`` in Arkham, the Sky and the Outskirts goes back to the cup;
    if any did, the terror level rises by 1."""

    def resolve(g: Game) -> Effect:
        gone = monsters(g, on_board, kinds)
        to_cup(g, gone)
        if gone:
            yield from board.raise_terror(g, 1)

    return resolve


CUP_AND_TERROR = {
    "mythos-06": ("gug", "nightgaunt"),  # Townsfolk Tormented by Strange Nightmares!
    "mythos-24": ("dark-young",),  # Horned Beast Seen Among the Trees!
    "mythos-46": ("dimensional-shambler", "hound-of-tindalos"),  # Professor Fears Tear…
    "mythos-53": ("chthonian", "dhole"),  # Ground Falls Still After Weeks of Quakes!
}

for _card, _kinds in CUP_AND_TERROR.items():
    mythos.register(_card, MythosBehaviour(resolve=_back_to_cup_and_terror(_kinds)))


@headline("mythos-09")
def police_fever(g: Game) -> Effect:
    """Police Ranks Thinned by Sudden Fever!: the Jail Cell opens, and no one can be
    arrested until the next Mythos phase."""
    for inv in investigators(g, at("jail")):
        effects.move_to(g, inv, "police-station")
        if inv.delayed:
            inv.delayed = False
            g.emit(StoodUp(investigator=inv.id))
    until_next_mythos(g, "mythos-09")
    return
    yield


@windows.register_rule("no-arrests")
def _no_arrests(g: Game, key: str) -> int:
    return int(key == "no-arrests" and lasting(g, "mythos-09"))


NEIGHBOURHOOD_CLEARANCES = {
    "mythos-10": "miskatonic-u",  # University Posts Night Watchmen!
    "mythos-11": "southside",  # Congregation Marches to Take Back Southside!
    "mythos-22": "easttown",  # Hoodlums Sweep Easttown of Riffraff!
    "mythos-34": "merchant-district",  # Shopkeepers Rally Against Lawlessness!
    "mythos-41": "northside",  # More Officers Walk the Northside Beat!
    "mythos-42": "uptown",  # Uptown Residents Engage Hired Guards!
    "mythos-45": "rivertown",  # Rivertown Folk Reclaim Their Neighborhood!
    "mythos-32": "french-hill",  # Brotherhood Keeps Nightly Vigil!
    "mythos-66": "downtown",  # Masked Crusader Patrols After Dark!
}


def _clearance(nb: str) -> Callable[[Game], Effect]:
    def resolve(g: Game) -> Effect:
        to_cup(g, monsters(g, neighbourhood(nb)))
        return
        yield

    return resolve


for _card, _nb in NEIGHBOURHOOD_CLEARANCES.items():
    mythos.register(_card, MythosBehaviour(resolve=_clearance(_nb)))


TWO_MONSTERS = {
    "mythos-23": "merchant-district-streets",  # Crewless Vessel Drifts into Harbor!
    "mythos-28": "miskatonic-u-streets",  # Ghastly Find at Construction Site!
    "mythos-31": "french-hill-streets",  # Police Detain Secret-Society Man!
    "mythos-39": "downtown-streets",  # Country Outing Ends in Terror!
    "mythos-47": "uptown-streets",  # Notorious Mob Seeks Police Protection!
    "mythos-48": "easttown-streets",  # Another Body Found in the Tenements!
    "mythos-50": "southside-streets",  # Police Suspect Strangler in Southside Death!
    "mythos-56": "northside-streets",  # Panic on the Station Platform!
    "mythos-67": "rivertown-streets",  # Town Recalls Old Witch Trials on Grim Anniversary!
}


def _two_monsters(street: str) -> Callable[[Game], Effect]:
    """Two monsters from the cup appear in ``street`` (each to the Outskirts when Arkham is
    at its monster limit)."""

    def resolve(g: Game) -> Effect:
        for _ in range(2):
            yield from monster_appears(g, street)

    return resolve


for _card, _street in TWO_MONSTERS.items():
    mythos.register(_card, MythosBehaviour(resolve=_two_monsters(_street)))


def closed_until_next_mythos(card: str, *areas: str) -> None:
    """A headline that closes ``areas`` until the next Mythos phase (investigators at a closed
    location go out to its street; those in a closed street stay)."""

    def resolve(g: Game) -> Effect:
        for area in areas:
            close(g, card, area)
        return
        yield

    mythos.register(card, MythosBehaviour(resolve=resolve))


# Lights Fail All Over Town!
closed_until_next_mythos("mythos-12", "general-store", "curiositie-shoppe", "ye-olde-magick-shoppe")


@headline("mythos-19")
def grisly_crime(g: Game) -> Effect:
    """Household Slain in Grisly Crime!: terror +1."""
    yield from board.raise_terror(g, 1)


@headline("mythos-20")
def government_agents(g: Game) -> Effect:
    """Government Agents Descend on Town!: every monster in a street goes back to the cup."""
    to_cup(g, monsters(g, streets))
    return
    yield


# Independence Day Marchers Fill the Streets!
closed_until_next_mythos("mythos-21", "merchant-district-streets")


@headline("mythos-30")
def sickly_gale(g: Game) -> Effect:
    """Sickly Gale Blows Through Town!: the first player passes a Luck (−1) check or is
    Cursed."""
    if not g.state.playing():
        return  # the only seat is waiting for its next investigator
    first = g.state.playing()[0]
    if not (yield from effects.check(g, first, "luck", -1)):
        yield from effects.curse(g, first)


@headline("mythos-33")
def manhunt(g: Game) -> Effect:
    """Police Comb Town for Fugitive!: every monster at an Arkham location goes back to the
    cup (the streets are not searched)."""
    to_cup(g, monsters(g, lambda g, area: area in g.cat.locations))
    return
    yield


@headline("mythos-35")
def polar_party(g: Game) -> Effect:
    """University Polar Party Home at Last!: every Elder Thing held as a trophy is back on the
    board, at the River Docks."""
    for inv in g.state.playing():
        for marker in [m for m in inv.monster_trophies if board.kind_of(g, m).id == "elder-thing"]:
            inv.monster_trophies.remove(marker)
            # The card names the place: the River Docks, though stable (limit as usual).
            yield from board.place_monster(g, marker, "river-docks")


@headline("mythos-36")
def vanished_return(g: Game) -> Effect:
    """Vanished Townsfolk Reappear!: the lost come home at once, no longer delayed."""

    def home(inv: Investigator) -> Effect:
        yield from flow.return_from_lost(g, inv)
        if inv.delayed:
            inv.delayed = False
            g.emit(StoodUp(investigator=inv.id))

    yield from each(g, at("lost"), home)


# Eerie Glow Seen over University!
closed_until_next_mythos("mythos-51", "administration", "library", "science-building")


@headline("mythos-52")
def power_flux(g: Game) -> Effect:
    """Wild Currents Surge Through Town Wires!: everyone in an Other World with an open gate
    to it is pulled back through it (explored); with none, they stay where they are."""

    def pulled(inv: Investigator) -> Effect:
        world = g.cat.world_of_area[inv.area]
        gates = g.state.open_gates()
        if windows.modifier(g, inv, "any-gate") > 0 or any(
            g.cat.gate_markers[g.state.locations[loc].gate].world == world  # type: ignore[index]
            for loc in gates
        ):
            yield from board.other_world_return(g, inv)

    yield from each(g, other_worlds, pulled)


@headline("mythos-55")
def dry_crusaders(g: Game) -> Effect:
    """Dry Crusaders Storm the Town: Hibb's Roadhouse closes until the next Mythos phase;
    anyone in Arkham with Whiskey passes a Sneak (−1) check or loses it and is arrested."""
    close(g, "mythos-55", "hibbs-roadhouse")

    def searched(inv: Investigator) -> Effect:
        whiskey = [p.handle for p in inv.possessions if p.card == "whiskey"]
        if not whiskey or (yield from effects.check(g, inv, "sneak", -1)):
            return
        for handle in whiskey:
            effects.discard(g, inv, handle)
        yield from board.arrested(g, inv)

    yield from each(g, in_arkham, searched)


# ================================================================ ENVIRONMENTS


# Mystery Malady Baffles Physicians (mystic)
environment("mythos-01")


@windows.register_rule("no-stamina-recovery", "no-sanity-recovery")
def _no_recovery(g: Game, key: str) -> int:
    """Mystery Malady: no Stamina is restored but by care (the hospital, the physician);
    Visions of Drowned Towers: no Sanity but by care (the asylum, the psychologist)."""
    env = g.state.environment
    return int(
        (key == "no-stamina-recovery" and env == "mythos-01")
        or (key == "no-sanity-recovery" and env == "mythos-16")
    )


# Uncanny Apparatus of Unknown Make (urban)
environment("mythos-02", monster=(MonsterMod("toughness", 2, kind_is("mi-go")),))


@windows.hook(Hook.MONSTER_DEFEATED)
def apparatus_salvage(g: Game, inv: Investigator, marker: str) -> Effect:
    """Uncanny Apparatus: defeating a Mi-Go (its own reward drawn) draws 1 more Unique Item."""
    if g.state.environment == "mythos-02" and board.kind_of(g, marker).id == "mi-go":
        yield from effects.draw(g, inv, "unique", 1)


# A Foul Mist Creeps Through the Streets (weather)
environment("mythos-04", mods=(Mod("sneak", 1, in_arkham), Mod("will", -1, in_arkham)))


@windows.register_rule("stays-put:flying")
def _fog(g: Game, key: str) -> int:
    """Heavy fog (mythos-04): flying monsters do not move while it is in play."""
    return int(key == "stays-put:flying" and g.state.environment == "mythos-04")


# A Night Without Moon or Stars (mystic); the Haunter of the Dark's −3 combat rating under
# this card is the engine's (combat.BLACKEST_NIGHT).
environment("mythos-07", mods=(Mod("sneak", 1, in_arkham), Mod("luck", -1, in_arkham)))


def wager(
    card: str, street: str, stat: str, label: str, prize: Callable[[Game, Investigator], Effect]
):
    """Once per Upkeep in ``street``: roll as many dice as your current ``stat`` and lose 1 of
    it for each die that is not a success; still standing, take the prize; brought to 0 by
    the wager, devoured."""

    def use(g: Game, inv: Investigator) -> Effect:
        dice = yield from effects.roll(g, inv, getattr(inv, stat), purpose=g.cat.mythos[card].title)
        threshold = checks.success_threshold(inv)
        loss = sum(1 for d in dice if d < threshold)
        if loss >= getattr(inv, stat):
            yield from effects.devoured(g, inv)
            return
        if loss:
            yield from effects.lose(g, inv, **{stat: loss})
        yield from prize(g, inv)

    upkeep_ability(card, street, label, lambda g, inv: getattr(inv, stat) > 0, use)


def _three_clues(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, clues=3)


# Rites Paid in Blood (mystic)
environment("mythos-08")
wager(
    "mythos-08",
    "rivertown-streets",
    "stamina",
    "Rites paid in blood: wager your Stamina for 3 Clues",
    _three_clues,
)


# Council Orders Streets Cleared After Dark (urban)
environment("mythos-13")


@windows.hook(Hook.END_OF_MOVEMENT)
def _curfew(g: Game, inv: Investigator) -> Effect:
    """While the curfew is in play, an investigator ending Movement in a street area (but a
    Deputy of Arkham) passes a Will check or is arrested."""
    if g.state.environment != "mythos-13" or not streets(g, inv.area):
        return
    if inv.holds("deputy-of-arkham"):
        return
    if not (yield from effects.check(g, inv, "will", 0)):
        yield from board.arrested(g, inv)


# A Travelling Midway Pitches Its Tents (urban)
environment("mythos-14")


@windows.hook(Hook.END_OF_MOVEMENT)
def _midway(g: Game, inv: Investigator) -> Effect:
    """While the midway is in play, an investigator ending Movement in the Northside streets
    gains 1 Clue, then passes a Will (−1) check or loses 1 Sanity."""
    if g.state.environment != "mythos-14" or inv.area != "northside-streets":
        return
    yield from effects.gain(g, inv, clues=1)
    if not (yield from effects.check(g, inv, "will", -1)):
        yield from effects.lose(g, inv, sanity=1)


# Visions of Drowned Towers (mystic)
environment("mythos-16")  # its rule: _no_recovery, with Mystery Malady's

# Pharaoh's Relics on Show at the University (urban)
environment("mythos-17")


def _relics(g: Game, inv: Investigator) -> Effect:
    if (yield from effects.check(g, inv, "lore", -1)):
        yield from effects.gain(g, inv, clues=1)


upkeep_ability(
    "mythos-17",
    "miskatonic-u-streets",
    "The exhibit: a Lore (−1) check for 1 Clue",
    lambda g, inv: True,
    _relics,
)

# Late Collector's Curios Go Under the Hammer (urban)
environment("mythos-18")


def _estate_sale(g: Game, inv: Investigator) -> Effect:
    """Draw 2 Unique Items and buy any of them at list price, one at a time (the rest go to
    the bottom of the deck)."""
    pile = g.state.decks["unique"]
    drawn = [pile.pop(0) for _ in range(min(2, len(pile)))]
    limbo = g.state.decks["drawn"]
    limbo.extend(drawn)
    while drawn:
        price = {h: g.cat.items[card_of(h)].price for h in drawn}
        picked = yield from effects.ask(
            g,
            inv,
            "The estate sale: buy any of these at list price",
            [
                *(
                    Choice(
                        f"buy:{h}",
                        f"Buy {g.cat.card_name(card_of(h))} (${price[h]})",
                        target=f"card:{h}",
                        disabled=None if price[h] <= inv.money else "you cannot afford it",
                    )
                    for h in drawn
                ),
                Choice("done", "Buy nothing more"),
            ],
            kind="cards",
        )
        if picked == "done":
            break
        bought = picked.removeprefix("buy:")
        drawn.remove(bought)
        limbo.remove(bought)
        yield from effects.lose(g, inv, money=price[bought])
        effects.give(g, inv, bought)
    for h in drawn:
        limbo.remove(h)
        pile.append(h)


upkeep_ability(
    "mythos-18",
    "uptown-streets",
    "The estate sale: look at 2 Unique Items and buy any at list price",
    lambda g, inv: bool(g.state.decks["unique"]),
    _estate_sale,
)

# Good Times Roll Once More (urban): the terror level cannot rise while it is in play.
environment("mythos-26")


@windows.register_rule("terror-locked")
def _good_times(g: Game, key: str) -> int:
    return int(key == "terror-locked" and g.state.environment == "mythos-26")


# Scorching Spell Bakes the Town (weather)
environment(
    "mythos-27",
    mods=(Mod("lore", 1, in_arkham), Mod("fight", -1, in_arkham)),
    monster=(MonsterMod("toughness", 1, kind_is("fire-vampire")),),
)


# Streets Glazed with Ice (weather)
environment("mythos-29", mods=(Mod("movement", -1),))


@windows.register_rule("fast-moves-normal")
def _ice(g: Game, key: str) -> int:
    """Streets Glazed with Ice: fast monsters move as normal ones while it is in play."""
    return int(key == "fast-moves-normal" and g.state.environment == "mythos-29")


# Abandoned by All (mystic)
environment("mythos-37")


@windows.register_rule("no-sealing")
def _abandoned(g: Game, key: str) -> int:
    """Abandoned by All: no gate can be sealed while it is in play."""
    return int(key == "no-sealing" and g.state.environment == "mythos-37")


# The Old Sea-Lord Lends His Aid (mystic)
environment("mythos-38", mods=(Mod("seal-cost", -2),))

# The Planets Fall into Line (mystic)
environment("mythos-40")


@windows.register_rule("free-spells")
def _planets(g: Game, key: str) -> int:
    """The Planets Fall into Line: spells cost no Sanity to cast while it is in play."""
    return int(key == "free-spells" and g.state.environment == "mythos-40")


# The Drowned City Stirs (mystic)
environment("mythos-43", monster=(MonsterMod("toughness", 1, kind_is("maniac", "star-spawn")),))


@windows.register_rule("harder-to-close:rlyeh")
def _drowned_city(g: Game, key: str) -> int:
    """The Drowned City Stirs: a gate to R'lyeh is 1 harder to close while it is in play."""
    return int(key == "harder-to-close:rlyeh" and g.state.environment == "mythos-43")


# Downpour Drenches the Town (weather)
def _kinds_to_cup(*kinds: str) -> Callable[[Game], Effect]:
    def arrives(g: Game) -> Effect:
        to_cup(g, monsters(g, on_board, kinds))
        return
        yield

    return arrives


environment(
    "mythos-44",
    # Speed −1 in Arkham also costs the printed movement point (movement is Speed here).
    mods=(Mod("sneak", 1, in_arkham), Mod("speed", -1, in_arkham)),
    arrives=_kinds_to_cup("fire-vampire"),
)

# The Sun Goes Dark at Midday (mystic)
environment("mythos-49")


@windows.register_rule("no-casting")
def _eclipse(g: Game, key: str) -> int:
    """The Sun Goes Dark at Midday: no spell can be cast while it is in play."""
    return int(key == "no-casting" and g.state.environment == "mythos-49")


# Fair Skies and Gentle Breezes (weather)
environment(
    "mythos-54",
    mods=(Mod("will", 1, in_arkham), Mod("sneak", -1, in_arkham)),
    arrives=_kinds_to_cup("haunter-of-the-dark"),
)


KEPT_OFF = {"mythos-44": "fire-vampire", "mythos-54": "haunter-of-the-dark"}
"""The environments that keep a monster kind off the board, with the kind."""


@windows.register_rule("kept-off-board", *(f"kept-off-board:{kind}" for kind in KEPT_OFF.values()))
def _kept_off(g: Game, key: str) -> int:
    """While the rain (mythos-44) or the clear skies (mythos-54) are in play, their kind
    comes off the board and no more of it is drawn."""
    env = g.state.environment
    if env not in KEPT_OFF:
        return 0
    return int(key in ("kept-off-board", f"kept-off-board:{KEPT_OFF[env]}"))


# A Cold from Beneath the Earth (mystic)
environment("mythos-57", monster=(MonsterMod("toughness", 1, undead),))

# Strange Revels in the Old Town (urban)
environment(
    "mythos-58",
    closed=("general-store",),
    monster=(MonsterMod("combat-damage", 1, kind_is("cultist")),),
)


def _clue_and_spell(g: Game, inv: Investigator) -> Effect:
    yield from effects.gain(g, inv, clues=1)
    yield from effects.draw(g, inv, "spell", 1)


# A Dark Stranger Walks Among Us (mystic)
environment("mythos-60")
wager(
    "mythos-60",
    "french-hill-streets",
    "sanity",
    "The dark stranger: wager your Sanity for 1 Clue and 1 Spell",
    _clue_and_spell,
)

# Creatures of the Shadows (mystic)
environment("mythos-65", monster=(MonsterMod("awareness", -1, every),))


# ================================================================ RUMORS


def rumor(
    card: str,
    *,
    progress: Callable[[Game], Effect],
    marker: str | None = None,
    mods: tuple[Mod, ...] = (),
    monster: tuple[MonsterMod, ...] = (),
    arrives: Callable[[Game], Effect] | None = None,
    leaves: Callable[[Game], Effect] | None = None,
) -> None:
    """A rumor: ongoing modifiers, an activity marker at its pass location, and its progress in
    each later Mythos phase (which fails it at the end of its track)."""
    environment(
        card,
        mods=mods,
        monster=monster,
        activity=(marker,) if marker else (),
        each_mythos=progress,
        arrives=arrives,
        leaves=leaves,
    )


def _pass_at(
    card: str,
    location: str,
    label: str,
    can: Callable[[Game, Investigator], bool],
    pay: Callable[[Game, Investigator], Effect],
    reward: Callable[[Game, Investigator], Effect],
    advise: Callable[[Game, Investigator], bool] | None = None,
) -> Ability:
    def use(g: Game, inv: Investigator) -> Effect:
        yield from pay(g, inv)
        yield from passed(g, card, inv)
        yield from reward(g, inv)

    return upkeep_ability(card, location, label, can, use, advise)


def _spend(**amounts: int) -> Callable[[Game, Investigator], Effect]:
    def pay(g: Game, inv: Investigator) -> Effect:
        yield from effects.lose(g, inv, cost=True, **amounts)

    return pay


# ---- Desecration in the Burying Ground: its track is the terror track.

DESECRATION = "mythos-15"


def _everyone(g: Game, effect: Callable[[Investigator], Effect]) -> Effect:
    yield from effects.for_each(g, g.state.playing(), effect)


def _desecration(g: Game) -> Effect:
    if die(g, g.cat.mythos[DESECRATION].title) <= 2:
        yield from board.raise_terror(g, 1)


rumor(DESECRATION, progress=_desecration)


@windows.hook(Hook.TERROR_RAISED)
def _desecration_fails(g: Game) -> Effect:
    """The moment a rise of the terror level leaves it at 10, whatever raised it, the rumor
    fails and every investigator is Cursed."""
    if g.state.rumor == DESECRATION and g.state.terror >= 10:
        g.emit(RumorFailed(DESECRATION))
        yield from mythos.leave_play(g, DESECRATION)
        yield from _everyone(g, lambda inv: effects.curse(g, inv))


def _lay_to_rest(g: Game, inv: Investigator) -> Effect:
    gates = inv.gate_trophies[:2]  # any two: a gate trophy is a gate trophy here
    for gate in gates:
        inv.gate_trophies.remove(gate)
        g.state.gate_stack.append(gate)
    g.emit(TrophiesSpent((), tuple(gates), investigator=inv.id))
    yield from passed(g, DESECRATION, inv)
    yield from _everyone(g, lambda other: effects.draw(g, other, "spell", 1))


upkeep_ability(
    DESECRATION,
    "rivertown-streets",
    "Rumor: spend 2 gate trophies to lay the dead to rest (everyone draws 1 Spell)",
    lambda g, inv: len(inv.gate_trophies) >= 2,
    _lay_to_rest,
)


# ---- Hard-Won Progress Unravels

UNRAVELS = "mythos-25"
UNRAVELS_START, UNRAVELS_END = 6, 10


def _unravels(g: Game) -> Effect:
    for loc, ls in g.state.locations.items():
        if ls.sealed:
            ls.sealed = False
            g.emit(MarkerRemoved("elder sign", loc))
    return
    yield


def _unravels_starts(g: Game) -> Effect:
    g.state.rumor_track = UNRAVELS_START
    g.emit(RumorProgress(UNRAVELS, UNRAVELS_START, UNRAVELS_END))
    return
    yield


def _unravelling(g: Game) -> Effect:
    dice = roll(g, None, 2, purpose=g.cat.mythos[UNRAVELS].title)
    yield from advance(g, UNRAVELS, sum(1 for d in dice if d <= 2), UNRAVELS_END, _unravels)


rumor(UNRAVELS, progress=_unravelling, arrives=_unravels_starts)


def _shore_up(g: Game, inv: Investigator) -> Effect:
    st = g.state
    most = min(inv.clues, st.rumor_track)
    picked = yield from effects.ask(
        g,
        inv,
        "Spend how many Clues to take the rumor's track down?",
        [Choice(f"spend:{n}", f"{n} Clue{'s' if n > 1 else ''}") for n in range(most, 0, -1)],
    )
    n = int(picked.removeprefix("spend:"))
    yield from effects.lose(g, inv, clues=n, cost=True)
    st.rumor_track -= n
    g.emit(RumorProgress(UNRAVELS, st.rumor_track, UNRAVELS_END))
    if st.rumor_track <= 0:
        yield from passed(g, UNRAVELS, inv)
        yield from _everyone(g, lambda other: effects.draw(g, other, "unique", 1))


upkeep_ability(
    UNRAVELS,
    "easttown-streets",
    "Rumor: spend Clues to take its track down (at 0, everyone draws 1 Unique Item)",
    lambda g, inv: inv.clues >= 1,
    _shore_up,
)


# ---- Whispers of a Grand Ceremony: once held, it opens an extra gate each Mythos phase.

CEREMONY = "mythos-59"
CEREMONY_HELD = f"{CEREMONY}:failed"
"""The mark the failed rumor leaves for the rest of the game."""


def _ceremony_fails(g: Game) -> Effect:
    mark(g, CEREMONY_HELD)
    return
    yield


rumor(
    CEREMONY,
    monster=(MonsterMod("toughness", 2, kind_is("cultist", "high-priest", "warlock", "witch")),),
    progress=steady_progress(CEREMONY, 5, _ceremony_fails),
)


@windows.hook(Hook.START_OF_MYTHOS)
def _ceremony_gate(g: Game) -> Effect:
    """Once the ceremony is held, every Mythos phase begins with an extra mythos card drawn
    for its gate alone (a gate opens there, or a monster surge); the card goes to the bottom
    of the deck."""
    if not has_mark(g, CEREMONY_HELD):
        return
    card = mythos.draw_card(g)
    fact = g.cat.mythos[card]
    g.state.decks["mythos"].append(card)
    g.emit(MythosGateOnly(card, fact.title))
    if fact.gate is not None:
        with effects.scene(g, decisions.Context(Scene.MYTHOS, card=card)):
            yield from mythos.gate_step(g, fact.gate)


def _spells(g: Game, inv: Investigator) -> list[str]:
    return [p.handle for p in inv.possessions if g.cat.card_kind(p.card) == "spell"]


def _spells_to_stop_the_ceremony(g: Game) -> int:
    return 3 if g.state.player_count <= 4 else 4


def _discard_spells(g: Game, inv: Investigator) -> Effect:
    left = _spells_to_stop_the_ceremony(g)
    while left:
        spells = _spells(g, inv)
        handle = spells[0]
        if len(spells) > left:
            picked = yield from effects.ask(
                g,
                inv,
                f"Discard {left} more Spell{'s' if left > 1 else ''}",
                [
                    Choice(f"discard:{h}", g.cat.card_name(card_of(h)), target=f"card:{h}")
                    for h in spells
                ],
                kind="cards",
            )
            handle = picked.removeprefix("discard:")
        effects.discard(g, inv, handle)
        left -= 1


def _two_clues_each(g: Game, inv: Investigator) -> Effect:
    yield from _everyone(g, lambda other: effects.gain(g, other, clues=2))


_pass_at(
    CEREMONY,
    "french-hill-streets",
    "Rumor: discard 3 Spells (4 with 5+ players) to stop the ceremony (everyone gains 2 Clues)",
    lambda g, inv: len(_spells(g, inv)) >= _spells_to_stop_the_ceremony(g),
    _discard_spells,
    _two_clues_each,
)


# ---- Strangler Claims Another Victim: its track is the Ally deck.

STRANGLER = "mythos-61"


def _shadow(g: Game, inv: Investigator) -> Effect:
    picked = yield from effects.ask(
        g,
        inv,
        "The strangler's shadow: lower your maximum Sanity or your maximum Stamina by 1",
        [Choice("max:sanity", "Maximum Sanity −1"), Choice("max:stamina", "Maximum Stamina −1")],
    )
    if picked == "max:sanity":
        yield from effects.lose_max(g, inv, sanity=1)
    else:
        yield from effects.lose_max(g, inv, stamina=1)


def _strangler_strikes(g: Game) -> Effect:
    st = g.state
    allies = st.decks["ally"]
    if allies:
        gone = allies.pop(g.rng.below(len(allies)))
        st.decks.setdefault("box", []).append(gone)
        g.emit(AllyRemoved(card_of(gone)))
        return
    g.emit(RumorFailed(STRANGLER))
    yield from mythos.leave_play(g, STRANGLER)
    yield from _everyone(g, lambda inv: _shadow(g, inv))


rumor(STRANGLER, marker="mas-boarding-house", progress=_strangler_strikes)


def _reward(g: Game, inv: Investigator) -> Effect:
    yield from _everyone(g, lambda other: effects.gain(g, other, money=5))


_pass_at(
    STRANGLER,
    "mas-boarding-house",
    "Rumor: spend 5 Clues to track down the strangler (everyone gains $5)",
    lambda g, inv: inv.clues >= 5,
    _spend(clues=5),
    _reward,
)


# ---- Astronomers Note Ominous Conjunction: its track is the doom track.

CONJUNCTION = "mythos-62"


def _conjunction(g: Game) -> Effect:
    if die(g, g.cat.mythos[CONJUNCTION].title) <= 2:
        yield from effects.add_doom(g, 1)


rumor(CONJUNCTION, progress=_conjunction)


def _allies(g: Game, inv: Investigator) -> list[str]:
    return [p.handle for p in inv.possessions if g.cat.card_kind(p.card) == "ally"]


def _break_the_alignment(g: Game, inv: Investigator) -> Effect:
    allies = _allies(g, inv)
    handle = allies[0]
    if len(allies) > 1:
        picked = yield from effects.ask(
            g,
            inv,
            "Which Ally do you give up?",
            [Choice(f"discard:{h}", g.cat.card_name(card_of(h))) for h in allies],
        )
        handle = picked.removeprefix("discard:")
    effects.discard(g, inv, handle)
    yield from passed(g, CONJUNCTION, inv)
    yield from _everyone(g, lambda other: effects.draw(g, other, "common", 2))


upkeep_ability(
    CONJUNCTION,
    "downtown-streets",
    "Rumor: give up an Ally to break the alignment (everyone draws 2 Common Items)",
    lambda g, inv: bool(_allies(g, inv)),
    _break_the_alignment,
)


# ---- A Laboratory Gone Too Far: its track is the monsters held on the card.

LABORATORY = "mythos-64"
LABORATORY_START, LABORATORY_END = 5, 8
LABORATORY_STREETS = "miskatonic-u-streets"


def _held(g: Game) -> list[str]:
    return g.state.monsters_at(board.ON_THE_RUMOR)


def _laboratory_track(g: Game) -> None:
    g.state.rumor_track = len(_held(g))
    g.emit(RumorProgress(LABORATORY, len(_held(g)), LABORATORY_END))


def _specimens(n: int) -> Callable[[Game], Effect]:
    """``n`` monsters from the cup go onto the card; at the end of the track, they escape."""

    def add(g: Game) -> Effect:
        for _ in range(n):
            marker = yield from board.draw_from_cup(g)
            g.state.monsters[marker] = board.ON_THE_RUMOR
            g.emit(MonsterOnCard(marker, LABORATORY))
        _laboratory_track(g)
        if len(_held(g)) >= LABORATORY_END:
            yield from _specimens_escape(g)

    return add


def _specimens_escape(g: Game) -> Effect:
    """The rumor fails: the terror level goes to 10, and every monster on the card appears in
    the Miskatonic U. streets."""
    g.emit(RumorFailed(LABORATORY))
    yield from board.raise_terror(g, 10 - g.state.terror)
    for marker in _held(g):
        yield from board.place_monster(g, marker, LABORATORY_STREETS)
    yield from mythos.leave_play(g, LABORATORY)


def _laboratory_gone(g: Game) -> Effect:
    """Leaving play any other way (the final battle), the card's monsters go back to the cup."""
    to_cup(g, _held(g))
    return
    yield


rumor(
    LABORATORY,
    arrives=_specimens(LABORATORY_START),
    progress=_specimens(1),
    leaves=_laboratory_gone,
)


def _storm_the_laboratory(g: Game, inv: Investigator) -> Effect:
    """Fight the monsters on the card one at a time, each once, stopping whenever you like;
    with none left on the card, the rumor is passed and everyone draws 1 Skill."""
    faced: list[str] = []
    while left := [m for m in _held(g) if m not in faced]:
        picked = yield from effects.ask(
            g,
            inv,
            "The laboratory: which monster do you fight next?",
            [
                *(
                    Choice(f"fight:{m}", combat.monster_name(g, m), target=f"monster:{m}")
                    for m in left
                ),
                Choice("done", "Leave the rest on the card"),
            ],
        )
        if picked == "done":
            break
        marker = picked.removeprefix("fight:")
        faced.append(marker)
        try:
            yield from combat.combat(g, inv, marker)
        except effects.Interrupted:
            _laboratory_track(g)  # knocked out (Overwhelming): the monster beaten is off it
            raise
        _laboratory_track(g)
    if _held(g):
        return
    yield from passed(g, LABORATORY, inv)
    yield from _everyone(g, lambda other: effects.draw(g, other, "skill", 1))


upkeep_ability(
    LABORATORY,
    LABORATORY_STREETS,
    "Rumor: fight the monsters on the card (all gone: everyone draws 1 Skill)",
    lambda g, inv: bool(_held(g)),
    _storm_the_laboratory,
    advise=lambda g, inv: False,  # the bots leave the laboratory's monsters alone
)
