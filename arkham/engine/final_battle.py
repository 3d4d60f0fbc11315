"""The Ancient One awakens: the final battle (reference §5), and the end of the game with its
score (reference §7; seed 001, Scoring the Game)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkham.catalog import Role
from arkham.engine import checks, combat, mythos, setup, text, windows
from arkham.engine.checks import check
from arkham.engine.decisions import Choice, Context, Scene
from arkham.engine.effects import (
    DoomChanged,
    Effect,
    GameEnds,
    Interrupted,
    ask,
    devoured,
    discard,
    for_each,
    lose,
    lose_max,
)
from arkham.engine.events import Event, Show, Tone
from arkham.engine.names import EndCause, Hook, Phase, Window
from arkham.engine.registry import Registry
from arkham.engine.rounds import BATTLE, join_replacements, pass_first_player, upkeep_rolls
from arkham.engine.state import FinalBattle, Investigator, Outcome, card_of

if TYPE_CHECKING:
    from arkham.catalog import Catalog
    from arkham.engine.game import Game


# ---------------------------------------------------------------- what the battle emits


@dataclass(frozen=True, slots=True)
class AncientOneAwakens(Event):
    kind = "ancient-one-awakens"
    show = Show(Tone.ALARM)
    ancient_one: str
    cause: EndCause
    track: str | None = None
    """The track that filled, when that woke it (:attr:`EndCause.TRACK_FULL`)."""

    def describe(self, cat: Catalog) -> str:
        name = cat.ancient_ones[self.ancient_one].name
        return f"{name} awakens: {text.cause(cat, self.cause, self.track)}!"


@dataclass(frozen=True, slots=True)
class FinalBattleRound(Event):
    kind = "final-battle-round"
    show = Show(fact=True)
    round: int
    combat_rating: int
    successes_per_token: int

    def describe(self, cat: Catalog) -> str:
        return f"Final battle, round {self.round}."


@dataclass(frozen=True, slots=True)
class AncientOneAttacks(Event):
    kind = "ancient-one-attacks"
    ancient_one: str

    def describe(self, cat: Catalog) -> str:
        return f"{cat.ancient_ones[self.ancient_one].name} attacks!"


@dataclass(frozen=True, slots=True)
class DoomTokenRemoved(Event):
    kind = "doom-token-removed"
    left: int

    def describe(self, cat: Catalog) -> str:
        return f"A doom token comes off the Ancient One's track ({self.left} left)."


@dataclass(frozen=True, slots=True)
class AncientOneRises(Event):
    kind = "ancient-one-rises"
    doom: int

    def describe(self, cat: Catalog) -> str:
        return f"The Ancient One rises again: its doom track fills to {self.doom}."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind = "game-over"
    show = Show(Tone.END)
    won: bool
    cause: EndCause
    score: int | None

    def describe(self, cat: Catalog) -> str:
        cause = text.cause(cat, self.cause)
        return f"Victory: {cause}. Score {self.score}." if self.won else f"Defeat: {cause}."


# Start-of-battle effects registered by content, by Ancient One id.
START_OF_BATTLE = Registry("start of battle", keyed=True)
# The whole attack of an Ancient One whose sheet's attack is ``special``: fn(game) -> Effect.
ATTACKS = Registry("ancient one attack", keyed=True)
# Defences of an Ancient One whose rules change them: fn(game) -> list of defence ids.
DEFENCES = Registry("ancient one defences", keyed=True)


def defences(g: Game) -> tuple[str, ...]:
    """The Ancient One's defences now: its sheet's, unless its rules say otherwise."""
    ao = g.state.ancient_one
    if ao in g.rules.ancient_one_defences:
        return tuple(g.rules.ancient_one_defences[ao](g))
    return tuple(g.cat.ancient_ones[ao].defences)


def battle(g: Game, cause: EndCause, track: str | None = None) -> Effect:
    """The Ancient One awakens (``track``: the track whose filling woke it) and the final
    battle is fought, or the game is lost to one that cannot be fought."""
    st = g.state
    ao = g.cat.ancient_ones[st.ancient_one]
    g.emit(AncientOneAwakens(st.ancient_one, cause, track))
    st.phase = Phase.FINAL_BATTLE
    if ao.combat_rating is None and not ao.combat_rating_is_terror:
        finish(g, False, EndCause.ANCIENT_ONE_AWAKENED)
        return
    # A seat devoured before the awakening gets its investigator for the battle: it is the
    # next turn.
    with contextlib.suppress(GameEnds):
        yield from join_replacements(g)
    st.doom = ao.doom_track
    st.final_battle = FinalBattle(doom_tokens=ao.doom_track)
    yield from windows.run_hooks(g, Hook.ANCIENT_ONE_AWAKENS)
    for inv in st.playing():
        if inv.area == g.cat.role(Role.LOST):
            # RULE: reference §1.4 — investigators lost in time and space are devoured.
            with contextlib.suppress(Interrupted):
                yield from devoured(g, inv)
    for card in (st.environment, st.rumor):
        if card is not None:
            yield from mythos.leave_play(g, card)
    rating = -st.terror if ao.combat_rating_is_terror else (ao.combat_rating or 0)
    rating += windows.rule(g, "ancient-one-combat")
    yield from rounds(g, rating, start=True)


def rounds(g: Game, rating: int, start: bool = False) -> Effect:
    """The battle's rounds until it ends (``start``: first the Ancient One's start-of-battle
    power); each round begins where a fork can take up the battle again."""
    ao_id = g.state.ancient_one
    battle = Context(Scene.FINAL_BATTLE, ancient_one=ao_id)
    g.scenes.append(battle)
    try:
        if start and ao_id in g.rules.start_of_battle:
            yield from g.rules.start_of_battle[ao_id](g)
        while True:
            g.boundary(BATTLE, rating=rating)
            yield from battle_round(g, rating)
    except GameEnds as end:
        finish(g, bool(end.won), end.cause)
    finally:
        g.scenes.remove(battle)


def battle_round(g: Game, rating: int) -> Effect:
    st = g.state
    fb = st.final_battle
    assert fb is not None
    fb.round += 1
    g.emit(FinalBattleRound(fb.round, rating, st.player_count))
    if not st.playing():
        raise GameEnds(EndCause.ALL_DEVOURED, False)
    for inv in st.playing():
        for p in inv.possessions:
            p.exhausted = False
        yield from upkeep_rolls(g, inv, final_battle=True)
        yield from windows.offer(g, Window.UPKEEP, inv, {}, "Before the round: use an ability?")
        yield from setup.place_sliders(g, inv, free_placement=False)

    removed = [0]  # doom tokens taken off this round

    def attack(inv: Investigator) -> Effect:
        yield from investigator_attacks(g, inv, rating, removed)

    yield from for_each(g, st.playing(), attack)
    yield from ancient_one_attacks(g)
    if not st.playing():
        raise GameEnds(EndCause.ALL_DEVOURED, False)
    pass_first_player(g)


def investigator_attacks(
    g: Game, inv: Investigator, rating: int, removed: list[int] | None = None
) -> Effect:
    """One Combat check against the Ancient One; successes go to the group's pool, and every
    ``players`` successes take one doom token off its track. ``removed`` counts the tokens
    taken off this round (for the rule 'ancient-one-tokens-per-round')."""
    removed = removed if removed is not None else [0]
    st = g.state
    fb = st.final_battle
    assert fb is not None
    ao = g.cat.ancient_ones[st.ancient_one]
    guard = defences(g)
    rating += windows.modifier(g, inv, "ancient-one-combat")
    fight = combat.Fight(marker=st.ancient_one)
    fight.new_round(inv, combat.combat_hands(g, inv))
    # Combat bonuses that do not exclude the Ancient One (Enchant Weapon) are cast here, as
    # before any combat round (issue 16); like every spell in the final battle, they last one
    # attack (IR FAQ), and the combat-ended hooks end them.
    yield from windows.window(
        g,
        Window.COMBAT_ROUND,
        inv,
        f"Before attacking {ao.name}",
        monster=None,
        ancient_one=ao.id,
        defences=guard,
        result=None,
        fight=fight,
    )
    needed = max(1, st.player_count - fb.successes)
    yield from combat.choose_action(
        g,
        inv,
        fight,
        [Choice("attack", "Attack")],
        list(guard),
        f"Attack {ao.name}",
        rating=rating,
        needed=needed,
    )
    bonus = combat.weapon_bonus(g, inv, fight, list(guard))
    result = yield from check(
        g, inv, "combat", rating + bonus, needed, purpose="Attack", counts=True
    )
    combat.discard_used(g, inv, fight)
    if windows.rule(g, "ancient-one-burns-weapons"):
        for handle in list(fight.held):
            if checks.is_weapon(g, card_of(handle)) and inv.possession(handle) is not None:
                discard(g, inv, handle)
    yield from windows.run_hooks(g, Hook.COMBAT_ENDED, inv, ao.id)
    fb.successes += max(0, result.successes + windows.modifier(g, inv, "ancient-one-successes"))
    cap = windows.rule(g, "ancient-one-tokens-per-round")
    while fb.successes >= st.player_count and fb.doom_tokens > 0:
        if cap and removed[0] >= cap:
            fb.successes = 0  # it ignores every further success this round
            break
        fb.successes -= st.player_count
        fb.doom_tokens -= 1
        removed[0] += 1
        st.doom = min(fb.doom_tokens, ao.doom_track)
        g.emit(DoomTokenRemoved(fb.doom_tokens))
    if fb.doom_tokens <= 0:
        if windows.rule(g, "ancient-one-lives") > 0:
            # Another life: the rest of this attack's successes are lost, the track refills.
            fb.successes = 0
            fb.doom_tokens = ao.doom_track
            st.doom = ao.doom_track
            g.emit(AncientOneRises(fb.doom_tokens))
            yield from windows.run_hooks(g, Hook.ANCIENT_ONE_RISES)
            return
        raise GameEnds(EndCause.ANCIENT_ONE_DEFEATED, True)


def ancient_one_attacks(g: Game) -> Effect:
    """The Ancient One attacks each investigator; its check grows one harder each round."""
    st = g.state
    fb = st.final_battle
    assert fb is not None
    ao = g.cat.ancient_ones[st.ancient_one]
    attack = ao.attack
    g.emit(AncientOneAttacks(st.ancient_one))
    if attack.penalty == "world-ends":
        raise GameEnds(EndCause.ANCIENT_ONE_AWAKENED, False)
    step = fb.attack_step
    fb.attack_step += 1
    if attack.penalty == "special":
        yield from g.rules.ancient_one_attacks[ao.id](g)
        return

    def strike(inv: Investigator) -> Effect:
        ctx = yield from windows.window(
            g, Window.ANCIENT_ONE_ATTACK, inv, f"{ao.name} attacks you", cancelled=False
        )
        if ctx["cancelled"]:
            return
        if attack.check is not None:
            mod = attack.check.modifier - step
            if (yield from check(g, inv, attack.check.skill, mod, purpose=f"{ao.name}'s attack")):
                return
        yield from penalty(g, inv, attack.penalty, attack.amount, attack.devour_if_none_left)

    yield from for_each(g, st.playing(), strike)
    if attack.restore_doom and fb.doom_tokens < ao.doom_track:
        fb.doom_tokens = min(ao.doom_track, fb.doom_tokens + attack.restore_doom)
        st.doom = min(fb.doom_tokens, ao.doom_track)
        g.emit(DoomChanged(attack.restore_doom, fb.doom_tokens))


def penalty(g: Game, inv: Investigator, kind: str, amount: int, devour_if_none: bool) -> Effect:
    """What a failed (or unchecked) attack costs; 0 Sanity or Stamina devours (reference §5)."""
    if kind == "sanity":
        yield from lose(g, inv, sanity=amount)
    elif kind == "stamina":
        yield from lose(g, inv, stamina=amount)
    elif kind == "sanity-and-stamina":
        yield from lose(g, inv, sanity=amount, stamina=amount)
    elif kind == "max-sanity-or-stamina":
        picked = yield from ask(
            g,
            inv,
            "Lower your maximum Sanity or maximum Stamina",
            (
                Choice("max-sanity", "Maximum Sanity −1"),
                Choice("max-stamina", "Maximum Stamina −1"),
            ),
        )
        if picked == "max-sanity":
            yield from lose_max(g, inv, sanity=amount)
        else:
            yield from lose_max(g, inv, stamina=amount)
    elif kind == "clue":
        had = inv.clues
        yield from lose(g, inv, clues=amount)
        if devour_if_none and (had < amount or inv.clues == 0):
            yield from devoured(g, inv)
    elif kind in ("monster-trophy", "gate-trophy"):
        trophies = inv.monster_trophies if kind == "monster-trophy" else inv.gate_trophies
        had = len(trophies)
        for _ in range(min(amount, had)):
            gone = trophies.pop(0)
            if kind == "monster-trophy":
                g.state.monsters[gone] = "cup"
            else:
                g.state.gate_stack.append(gone)
        if devour_if_none and (had < amount or not trophies):
            yield from devoured(g, inv)


def score(g: Game, won_in_battle: bool) -> int:
    """The score of a victory (seed 001, Scoring the Game)."""
    st = g.state
    ao = g.cat.ancient_ones[st.ancient_one]
    # RULE: our reading — a victory in the final battle starts the score at 1, not the track.
    total = 1 if won_in_battle else ao.doom_track
    total -= st.terror
    playing = [i for i in st.investigators if i.status == "playing"]
    total -= sum(1 for i in st.investigators if i.holds("bank-loan") or i.loan_defaulted)
    total -= st.elder_signs_used
    total += sum(len(i.gate_trophies) for i in playing)
    total += sum(len(i.monster_trophies) for i in playing) // 3
    total += len(playing)
    return total


def first_citizen(g: Game) -> str | None:
    """Most gate trophies; ties go to most monster trophies."""
    playing = [i for i in g.state.investigators if i.status == "playing"]
    if not playing:
        return None
    best = max(playing, key=lambda i: (len(i.gate_trophies), len(i.monster_trophies)))
    return best.id


def finish(g: Game, won: bool, cause: EndCause) -> None:
    st = g.state
    points = score(g, st.final_battle is not None) if won else None
    st.outcome = Outcome(
        won=won, cause=cause, score=points, first_citizen=first_citizen(g) if won else None
    )
    st.phase = Phase.OVER
    g.emit(GameOver(won, cause, points))
