"""What the AI would do at the pending decision, and why, in one line a player understands.

The UI asks :func:`advise` for an AI seat's turn (the line shown while it plays) and for a hint
at a human seat. The choice is exactly the chosen level's own (``bot.choose`` for "steady",
``strong.choose`` for "strong"); the reason is built from the bot's grounds at that decision —
the team plan's :class:`~arkham.ai.plan.Goal`, the dice and odds of the check it weighs —
with every investigator, place, monster and card named as the catalog names it.

>>> from arkham.engine.game import Game, Setup
>>> game = Game.new(Setup.of(["kate-winthrop"], ancient_one="azathoth"), "advice")
>>> advice = advise(game)
>>> advice.reason
'Kate leaves the sliders as they are: ready for the encounters ahead'
>>> advice.choice in game.pending().ids()
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from arkham.ai import bot, strong
from arkham.ai import plan as planning
from arkham.ai.odds import at_least
from arkham.ai.view import CARD_VALUES, View
from arkham.engine import checks
from arkham.engine.decisions import Decision
from arkham.engine.game import Game
from arkham.engine.state import Investigator, card_of
from arkham.engine.text import monster_name, upper_first
from arkham.persistence import AI_LEVELS

LEVELS = AI_LEVELS
"""The AI levels, weakest first: "steady" is the rule-based bot of :mod:`arkham.ai.bot`,
"strong" searches with rollouts of it (:mod:`arkham.ai.strong`)."""

CHECK_NAMES = {"Close the gate": "closing", "Attack": "attack"}
"""How a roll's purpose reads before 'check' where its own words do not."""

TITLES = ("Sister", "Father", "Dr.", "Professor")
"""First words that are a title, not a first name: such investigators keep their whole name."""


@dataclass(frozen=True, slots=True)
class Advice:
    """The AI's pick for a decision (a choice id) and its reason (one line of prose)."""

    choice: str
    reason: str


def advise(game: Game, level: str = "steady") -> Advice:
    """The pick of the AI at ``level`` for the pending decision, with its reason.

    Raises ``ValueError`` for a level not in :data:`LEVELS`, or when the game is over."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")
    decision = game.pending()
    if decision is None:
        raise ValueError("the game is over: there is nothing to advise")
    if level == "strong":
        found = strong.search(game)
        if found.choice != found.steady:
            return Advice(found.choice, searched_reason(game, decision, found))
        return Advice(found.choice, reason(game, decision, found.choice))
    choice = bot.choose(game)
    return Advice(choice, reason(game, decision, choice))


def policy(level: str, rollouts: int | strong.Budget | None = None) -> Callable[[Game], str]:
    """The function that picks a choice at ``level``; ``rollouts`` sets the strong level's
    thinking budget (by default :func:`~arkham.ai.strong.table_rollouts`, a seat's at the
    table)."""
    if level == "steady":
        return bot.choose
    if level == "strong":
        return partial(strong.choose, rollouts=rollouts)
    raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")


def short_name(full: str) -> str:
    """How the reasons call an investigator: the first name ('Kate'), or the whole name when it
    opens with a title or a nickname ('Sister Mary', '"Ashcan" Pete')."""
    words = full.split()
    if len(words) < 2 or words[0] in TITLES or words[0].startswith('"'):
        return full
    return words[0]


def reason(game: Game, decision: Decision, choice: str) -> str:
    """Why ``choice`` answers ``decision``: one line naming who decides, where, and why."""
    inv = game.state.investigator(decision.investigator) if decision.investigator else None
    picked = next((c for c in decision.choices if c.id == choice), None)
    label = picked.label if picked is not None else choice
    if inv is None:
        return upper_first(label)
    r = _Reasons(View(game), decision, inv)
    explained = r.explain(choice)
    return explained or f"{r.name} chooses: {label}"


def searched_reason(game: Game, decision: Decision, found: strong.Searched) -> str:
    """Why the strong level departs from the steady pick: the search's own figures. A move
    names where it goes and what the plan would have done; other choices keep their reason
    (the dice and odds), with the search's verdict after it."""
    inv = game.state.investigator(decision.investigator) if decision.investigator else None
    tried = len(found.scores)
    verdict = f"best of {tried} choices over {found.samples} playouts of the turns ahead"
    if inv is None:
        return upper_first(verdict)
    r = _Reasons(View(game), decision, inv)
    choice = found.choice
    if found.goal is not None and found.goal.area is not None:
        verdict = f"best of {tried} places over {found.samples} playouts of the turns ahead"
        goal = found.goal
        return f"{r.name} heads for {r.goal_place(goal)}: {r.goal_why(goal)}; {verdict}"
    if decision.kind == "move" and (choice.startswith("move:") or choice == "done"):
        if choice == "done":
            return f"{r.name} stays at {r.place(inv.area)}: {verdict}"
        return f"{r.name} moves to {r.place(choice[5:])}: {verdict}"
    own = r.explain(choice) or f"{r.name} chooses: {r.label(choice)}"
    return f"{own}; {verdict}"


PLURALS = {"die": "dice", "success": "successes", "trophy": "trophies"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {PLURALS.get(word, word + 's')}"


def _dice(dice: int, needed: int, threshold: int) -> str:
    """'6 dice, 1 success needed (89%)'."""
    dice = max(dice, 0)
    chance = at_least(dice, needed, threshold)
    return f"{_plural(dice, 'die')}, {_plural(needed, 'success')} needed ({chance:.0%})"


class _Reasons:
    """The reasons for one decision, one method per kind of question."""

    def __init__(self, v: View, d: Decision, inv: Investigator) -> None:
        self.v = v
        self.d = d
        self.inv = inv
        self.cat = v.cat
        self.name = short_name(self.cat.investigators[inv.id].name)

    # ------------------------------------------------------------ names

    def place(self, area: str) -> str:
        return self.cat.area_name(area)

    def monster(self, marker: str) -> str:
        if marker in self.cat.kind_of_marker:
            return monster_name(self.cat, marker)
        return "the monster"

    def label(self, choice: str) -> str:
        return next((c.label for c in self.d.choices if c.id == choice), choice)

    def known_card(self, handle: str) -> str | None:
        """The card's name, or None for a handle that is no card (an investigator's power)."""
        try:
            return self.cat.card_name(card_of(handle))
        except KeyError:
            return None

    def card(self, handle: str) -> str:
        return self.known_card(handle) or "card"

    # ------------------------------------------------------------ dispatch

    def explain(self, choice: str) -> str | None:
        d, ids = self.d, {c.id for c in self.d.choices}
        verb = choice.partition(":")[0]
        if "window" in d.detail:
            return self.window(choice)
        if d.kind == "sliders":
            return self.sliders(choice)
        if d.kind == "move":
            return self.move(choice)
        if d.kind == "combat" and "attack" in ids:
            return self.final_battle(choice)
        if d.kind == "combat":
            return self.combat(choice)
        if d.kind == "roll":
            return self.roll(choice)
        if d.kind == "cards" and verb in ("buy", "keep", "discard"):
            return self.cards(choice, verb)
        if "location-action" in ids:
            return self.location(choice)
        if verb in ("close", "elder-sign", "use") and "close:lore" in ids:
            return self.close(choice)
        if choice in ("seal", "no-seal"):
            return self.seal(choice)
        if verb == "care":
            return self.care(choice)
        if verb in ("max-sanity", "max-stamina"):
            stat = verb.removeprefix("max-").capitalize()
            return f"{self.name} gives up 1 maximum {stat}: the other matters more"
        if verb == "read":
            return f"{self.name} reads one of the encounter cards at {self.place(self.inv.area)}"
        if verb in ("face", "clue", "heal", "place", "through"):
            return self.pick(choice, verb)
        return None

    # ------------------------------------------------------------ movement

    def goal_why(self, goal: planning.Goal) -> str:
        """The plan's ground for a goal, in words."""
        v, inv = self.v, self.inv
        loc = goal.area
        if goal.why in ("gate", "close") and loc is not None and loc in v.st.locations:
            if v.st.locations[loc].gate is None:
                return "to close its gate"
            chance = v.close_chance(inv, loc, inv.clues)
            if planning.can_seal(v, inv, loc) and planning.worth_sealing(v, loc):
                return f"{_plural(inv.clues, 'Clue')} to seal it"
            if planning.endgame(v):
                return f"the Ancient One is close to waking ({chance:.0%} to close it)"
            return f"{chance:.0%} to close it"
        if goal.why == "care":
            low = min(("stamina", "sanity"), key=lambda s: getattr(inv, s))
            return f"{low.capitalize()} down to {getattr(inv, low)}"
        if goal.why == "clue" and loc is not None and loc in v.st.locations:
            clues = v.st.locations[loc].clues
            if not clues:
                return "an encounter there"
            return f"{_plural(clues, 'Clue')} {'lies' if clues == 1 else 'lie'} there"
        if goal.why == "shop":
            return f"${inv.money} to spend"
        if goal.why == "trade":
            return f"{_plural(len(inv.monster_trophies), 'trophy')} to trade"
        if goal.says is not None:
            return goal.says
        return "nothing better within reach"

    def goal_place(self, goal: planning.Goal) -> str:
        assert goal.area is not None
        if goal.why in ("gate", "close", "other-world"):
            return f"the gate at {self.place(goal.area)}"
        return self.place(goal.area)

    def move(self, choice: str) -> str | None:
        v, d, inv, name = self.v, self.d, self.inv, self.name
        where = choice.partition(":")[2]
        if d.detail.get("start"):
            clues = v.st.locations[where].clues if where in v.st.locations else 0
            why = f"{_plural(clues, 'Clue')} there" if clues else "a safe place to begin"
            return f"{name} starts at {self.place(where)}: {why}"
        if d.prompt.startswith("Return to Arkham") and choice.startswith("move:"):
            if v.st.locations.get(where) is not None and v.st.locations[where].gate is not None:
                return f"{name} comes back at the gate at {self.place(where)} to close it"
            return f"{name} comes back at {self.place(where)} to be treated"
        if "through which gate" in d.prompt and choice.startswith("move:"):
            freq = v.facts.gate_freq.get(where, 0)
            if inv.clues >= v.seal_cost(inv) and planning.worth_sealing(v, where):
                why = f"{_plural(inv.clues, 'Clue')} to seal it"
            else:
                why = f"gates open there least often ({freq} mythos cards)"
            return f"{name} returns through the gate at {self.place(where)}: {why}"
        for hire, _ in v.facts.hires:
            if choice.startswith(f"{hire.choice}:"):
                return f"{name} {hire.verb} {self.place(where)}"
        here = v.st.locations.get(inv.area)
        if here is not None and here.gate is not None and inv.explored:
            return f"{name} stays at the gate at {self.place(inv.area)} to close it"
        goal = planning.team_plan(v).get(inv.id)
        if choice.startswith("use:"):
            card = self.card(where)
            if goal is not None and goal.area not in (None, inv.area):
                return f"{name} uses the {card}: movement to spare on the way"
            return f"{name} uses the {card}: no need to move this turn"
        if goal is None or goal.area is None:
            return f"{name} stays at {self.place(inv.area)}: nothing better within reach"
        why = self.goal_why(goal)
        target = self.goal_place(goal)
        if choice.startswith("rail:"):
            return f"{name} takes the train to {self.place(where)} on the way to {target}: {why}"
        if choice.startswith("move:"):
            if where == goal.area:
                return f"{name} heads for {target}: {why}"
            if v.monsters_at(where) or not any(
                v.monsters_at(a) for a in planning.route(v, inv, goal.area)
            ):
                return f"{name} moves to {self.place(where)} on the way to {target}: {why}"
            return f"{name} stops at {self.place(where)}, short of a monster on the way to {target}"
        if goal.area == inv.area:
            return f"{name} stays at {target}: {why}"
        return f"{name} stays at {self.place(inv.area)} for now, bound for {target}: {why}"

    # ------------------------------------------------------------ combat

    def fight_dice(self, marker: str) -> tuple[int, int]:
        """Dice and successes needed for one Combat round with the best plain weapons."""
        v, inv = self.v, self.inv
        m = v.monster(marker)
        skill = "lore" if m.special == "lore-instead-of-fight" else "combat"
        bonus, _ = v.weapons(inv, m, spells=False, one_shots=False)
        return int(v.check_dice(inv, skill, m.combat_rating) + bonus), m.toughness

    def combat(self, choice: str) -> str | None:
        v, d, inv, name = self.v, self.d, self.inv, self.name
        marker = str(d.detail.get("monster", ""))
        if marker not in v.st.monsters:
            return None
        foe = self.monster(marker)
        t = v.threshold(inv)
        m = v.monster(marker)
        if choice == "fight":
            dice = d.detail.get("combat_dice")
            if isinstance(dice, int):
                needed = m.toughness
            else:
                dice, needed = self.fight_dice(marker)
            return f"{name} fights the {foe}: {_dice(dice, needed, t)}"
        if choice == "evade":
            dice = d.detail.get("evade_dice")
            if not isinstance(dice, int):
                dice = v.check_dice(inv, "evade", m.awareness)
            return f"{name} evades the {foe}: {_dice(dice, 1, t)}"
        if choice == "flee":
            if m.kind == "cultist" and v.st.ancient_one == "yig":
                return f"{name} flees the {foe}: every Cultist defeated brings Yig closer"
            flee = at_least(max(v.check_dice(inv, "evade", m.awareness), 0), 1, t)
            dice = d.detail.get("combat_dice")
            win = at_least(max(dice, 0), m.toughness, t) if isinstance(dice, int) else 0.0
            return (
                f"{name} flees the {foe}: fleeing works {flee:.0%} of the time, "
                f"a round of fighting {win:.0%}"
            )
        if choice.startswith("toggle:"):
            card = self.card(choice.removeprefix("toggle:"))
            return f"{name} takes up the {card} against the {foe}"
        return None

    def final_battle(self, choice: str) -> str | None:
        ao = self.cat.ancient_ones[self.v.st.ancient_one].name
        if choice == "attack":
            return f"{self.name} attacks {ao}: every success counts"
        if choice.startswith("toggle:"):
            return f"{self.name} takes up the {self.card(choice[7:])} against {ao}"
        return None

    # ------------------------------------------------------------ checks

    def roll(self, choice: str) -> str | None:
        d, name, inv = self.d, self.name, self.inv
        purpose = d.prompt.split(":", 1)[0]
        purpose = CHECK_NAMES.get(purpose, purpose)
        got = int(d.detail.get("successes", 0))  # type: ignore[call-overload]
        needed = int(d.detail.get("needed", 1))  # type: ignore[call-overload]
        so_far = f"{got} of {_plural(needed, 'success')} so far"
        if choice == "spend-clue" or choice == "raise-die":
            return f"{name} spends a Clue on the {purpose} check: {so_far}"
        if choice == "spend-trophy":
            return f"{name} spends a trophy on the {purpose} check: {so_far}"
        if choice.startswith("spend-clue:"):
            other = self.cat.investigators[choice.removeprefix("spend-clue:")].name
            return f"{name} takes a Clue from {short_name(other)} for the {purpose} check"
        if choice != "accept":
            return None
        if got >= needed:
            return f"{name} takes the roll: the {purpose} check already passes"
        if inv.clues == 0:
            return f"{name} takes the roll: no Clues to spend"
        reserve = bot._reserve(self.v, inv)
        if reserve and inv.clues <= reserve:
            return f"{name} keeps the {_plural(inv.clues, 'Clue')} for a seal"
        return f"{name} takes the roll: more Clues are unlikely to make up {needed - got}"

    def close(self, choice: str) -> str | None:
        v, inv, name = self.v, self.inv, self.name
        loc = inv.area
        where = f"the gate at {self.place(loc)}" if loc in v.st.locations else "the gate"
        if choice == "elder-sign":
            return f"{name} seals {where} with the Elder Sign: no roll, no Clues"
        if choice.startswith("use:"):
            return f"{name} closes {where} with the {self.card(choice[4:].split(':')[0])}"
        if choice not in ("close:lore", "close:fight"):
            return None
        skill = choice.removeprefix("close:")
        gate = v.st.locations[loc].gate if loc in v.st.locations else None
        mod = self.cat.worlds[self.cat.gate_markers[gate].world].close_modifier if gate else 0
        dice = v.check_dice(inv, skill) + mod
        return (
            f"{name} closes {where} with {skill.capitalize()}: {_dice(dice, 1, v.threshold(inv))}"
        )

    def seal(self, choice: str) -> str:
        v, inv, name = self.v, self.inv, self.name
        loc = self.place(inv.area)
        freq = v.facts.gate_freq.get(inv.area, 0)
        if choice == "seal":
            sealed = v.st.sealed_count() + 1
            return f"{name} seals the gate at {loc}: {freq} mythos cards open it, seal {sealed}"
        return f"{name} keeps the {_plural(inv.clues, 'Clue')}: gates rarely open at {loc}"

    # ------------------------------------------------------------ places and cards

    def location(self, choice: str) -> str:
        loc = self.place(self.inv.area)
        if choice == "location-action":
            return f"{self.name} uses what {loc} offers instead of an encounter"
        return f"{self.name} has an encounter at {loc}: what the place offers is not needed now"

    def care(self, choice: str) -> str:
        stat = "stamina" if "Stamina" in self.d.prompt else "sanity"
        v, inv = self.v, self.inv
        top = v.max_stamina(inv) if stat == "stamina" else v.max_sanity(inv)
        missing = top - getattr(inv, stat)
        lost = f"{missing} {stat.capitalize()} missing"
        if choice == "care:pay":
            return f"{self.name} pays for full treatment: {lost}"
        return f"{self.name} takes the free treatment: {lost}"

    def card_why(self, handle: str) -> str:
        card = card_of(handle)
        g = self.v.g
        if card in g.cat.items:
            b = checks.card_bonuses(g, card)
            weapon = b.get("physical", 0) + b.get("magical", 0)
            if weapon:
                fight = self.v.skill(self.inv, "fight")
                return f"+{weapon} in combat, with Fight at {fight}"
        if card in g.cat.spells and g.cat.spells[card].bonuses.get("magical"):
            return f"+{g.cat.spells[card].bonuses['magical']} in combat as a spell"
        if card in CARD_VALUES:
            return "one of the most useful cards there is"
        return "the most useful card offered"

    def cards(self, choice: str, verb: str) -> str:
        handle = choice.partition(":")[2]
        card = self.card(handle)
        if verb == "buy":
            return f"{self.name} buys the {card}: {self.card_why(handle)}"
        if verb == "keep":
            return f"{self.name} keeps the {card}: {self.card_why(handle)}"
        return f"{self.name} discards the {card}: the least useful card held"

    def window(self, choice: str) -> str:
        prompt = self.d.prompt
        when = "now" if prompt.endswith("?") else prompt[:1].lower() + prompt[1:]
        if choice.startswith("use:"):
            picked = next((c for c in self.d.choices if c.id == choice), None)
            known = self.known_card(choice[4:].split(":")[0])
            if known is not None:
                what = f"the {known}"
            else:
                what = picked.label if picked is not None else "an ability"
            return f"{self.name} uses {what} {when}"
        return f"{self.name} keeps the cards for later: nothing worth using {when}"

    def pick(self, choice: str, verb: str) -> str | None:
        rest = choice.partition(":")[2]
        name = self.name
        if verb == "face" and rest in self.v.st.monsters:
            return f"{name} faces the {self.monster(rest)} first: the cheapest to get past"
        if verb in ("clue", "heal") and rest in self.cat.investigators:
            who = short_name(self.cat.investigators[rest].name)
            if verb == "clue":
                return f"{who} takes the Clue: the fewest Clues in the team"
            return f"{who} is healed: the worst hurt"
        if verb == "place":
            return f"{name} keeps a monster at {self.place(rest)}: away from the team's way"
        if verb == "through":
            return f"{name} is pulled through the gate at {self.place(rest)}"
        return None

    # ------------------------------------------------------------ sliders

    def sliders(self, choice: str) -> str:
        v, inv, name = self.v, self.inv, self.name
        purpose = self.slider_purpose()
        if not choice.startswith("slider:"):
            return f"{name} leaves the sliders as they are: {purpose}"
        _, pair, stop = choice.split(":")
        skills = pair.split("-")
        if len(skills) != 2 or pair not in inv.sliders:
            return f"{name} moves a slider: {purpose}"
        shift = int(stop) - inv.sliders[pair]
        a, b = skills
        now_a, now_b = v.skill(inv, a) + shift, v.skill(inv, b) - shift
        return f"{name} sets {a.capitalize()} {now_a}, {b.capitalize()} {now_b}: {purpose}"

    def slider_purpose(self) -> str:
        v, inv = self.v, self.inv
        if v.st.final_battle is not None:
            return f"all-out against {self.cat.ancient_ones[v.st.ancient_one].name}"
        if inv.area in self.cat.world_of_area:
            return "ready for the Other World"
        goal = planning.team_plan(v).get(inv.id)
        if goal is not None and goal.area is not None and goal.area != inv.area:
            return f"for the way to {self.goal_place(goal)}"
        return "ready for the encounters ahead"
