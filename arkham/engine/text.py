"""Plain-words log lines for events: ``describe(game, event) -> str``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine.events import Event
from arkham.engine.names import EndCause

if TYPE_CHECKING:
    from arkham.engine.game import Game

STAT_NAMES = {
    "money": "$",
    "clues": "Clues",
    "sanity": "Sanity",
    "stamina": "Stamina",
}
CAUSES = {cause.value: cause.sentence for cause in EndCause}
"""Each end cause's sentence, by its value (what events and outcomes carry)."""


def describe(g: Game, ev: Event) -> str:
    cat = g.cat
    d = ev.data
    who = _who(g, ev.investigator)

    def area(key: str) -> str:
        return cat.area_name(str(d[key]))

    def monster(key: str = "monster") -> str:
        marker = str(d[key])
        if marker in cat.kind_of_marker:
            return cat.monster_kinds[cat.kind_of_marker[marker]].name
        return cat.ancient_ones[marker].name if marker in cat.ancient_ones else marker

    k = ev.kind
    if k == "game-started":
        name = cat.ancient_ones[str(d["ancient_one"])].name
        return f"A game for {d['players']} begins. {name} stirs in its sleep."
    if k == "turn-started":
        return f"— Turn {d['turn']} — first player: {_who(g, str(d['first_player']))}"
    if k == "phase-started":
        return f"{str(d['phase']).replace('-', ' ').title()} phase"
    if k == "first-player":
        return f"The first-player marker passes to {who}."
    if k == "moved":
        return f"{who} moves from {area('frm')} to {area('to')}."
    if k == "delayed":
        return f"{who} is delayed."
    if k == "stood-up":
        return f"{who} is no longer delayed."
    if k == "lost-in-time-and-space":
        return f"{who} is lost in time and space."
    if k == "arrested":
        return f"{who} is arrested and loses ${d['money_lost']}."
    if k == "arrest-prevented":
        return f"{who} is not arrested: no one can be arrested now."
    if k == "arrest-averted":
        by = str(d["by"])
        if by == ev.investigator:
            return f"{who} talks the police out of the arrest."
        return f"{_who(g, by)} talks the police out of arresting {who}."
    if k == "stat-changed":
        stat = STAT_NAMES.get(str(d["stat"]), str(d["stat"]))
        delta = int(d["delta"])  # type: ignore[arg-type]
        verb = "gains" if delta > 0 else "loses"
        amount = f"${abs(delta)}" if stat == "$" else f"{abs(delta)} {stat}"
        return f"{who} {verb} {amount} (now {d['value']})."
    if k == "sliders-set":
        return f"{who} sets the skill sliders."
    if k == "dice-rolled":
        dice = " ".join(str(x) for x in d["dice"])  # type: ignore[attr-defined]
        if d["successes"] is None:
            return f"{who or 'The first player'} rolls for {d['purpose']}: [{dice}]."
        if not d["dice"]:
            return f"{who} has no dice for {d['purpose']}: {d['successes']} of {d['needed']}."
        return f"{who} rolls {d['purpose']}: [{dice}] — {d['successes']} of {d['needed']}."
    if k == "check-result":
        return f"{who} {'passes' if d['passed'] else 'fails'} the {d['purpose']} check."
    if k == "card-gained":
        return f"{who} gains {cat.card_name(str(d['card']))}."
    if k == "card-lost":
        return f"{who} discards {cat.card_name(str(d['card']))}."
    if k == "card-exhausted":
        return f"{who} exhausts {cat.card_name(str(d['card']))}."
    if k == "encounter":
        return f"{who} — {d['title']}: {d['prose']} ({d['rules']})"
    if k == "encounter-cancelled":
        return f"{who} turns away from the encounter at {area('location')}."
    if k == "monster-appeared":
        return f"{upper_first(with_article(monster()))} appears at {area('at')}."
    if k == "monster-moved":
        return f"The {monster()} moves from {area('frm')} to {area('to')}."
    if k == "monster-returned":
        return f"The {monster()} returns to the cup."
    if k == "monster-on-card":
        return f"{upper_first(with_article(monster()))} comes out of the cup to wait on “{cat.mythos[str(d['card'])].title}”."
    if k == "monster-defeated":
        return f"{who} defeats the {monster()}" + (" and keeps it." if d["trophy"] else ".")
    if k == "evaded":
        return f"{who} slips past the {monster()}."
    if k == "combat-started":
        return f"{who} fights the {monster()}."
    if k == "combat-ended":
        return f"{who}'s fight with the {monster()} ends: {d['result']}."
    if k == "gate-opened":
        return f"A gate to {cat.worlds[str(d['world'])].name} opens at {area('at')}!"
    if k == "gate-closed":
        return f"{who} {'seals' if d['sealed'] else 'closes'} the gate at {area('at')}."
    if k == "monster-surge":
        where = area("at") if d["at"] is not None else "every open gate"
        return f"Monster surge at {where}: {d['count']} monsters emerge."
    if k == "clue-placed":
        return f"A Clue appears at {area('at')}."
    if k == "clues-discarded":
        return f"The {d['count']} Clue(s) at {area('at')} are lost."
    if k == "doom-changed":
        return f"The doom track {'rises' if int(d['delta']) > 0 else 'falls'} to {d['value']}."  # type: ignore[arg-type]
    if k == "terror-changed":
        return f"The terror level rises to {d['value']}."
    if k == "track-changed":
        name = cat.tracks[str(d["track"])].name
        verb = "rises" if int(d["delta"]) > 0 else "falls"  # type: ignore[call-overload]
        return f"The {name} track {verb} to {d['value']}."
    if k == "outskirts-cleared":
        return f"The Outskirts overflow: {d['count']} monsters return to the cup."
    if k == "mythos":
        return f"Mythos: “{d['title']}” ({d['type']})."
    if k == "mythos-gate-only":
        return f"An extra mythos card, “{d['title']}”, is drawn for its gate alone."
    if k == "environment":
        return f"A new environment takes hold: {cat.mythos[str(d['card'])].title}."
    if k == "rumor":
        return f"A rumor spreads: {cat.mythos[str(d['card'])].title}."
    if k in ("marker-placed", "marker-removed"):
        verb = "placed at" if k == "marker-placed" else "removed from"
        return f"An {d['marker']} marker is {verb} {area('at')}."
    if k == "shop-closed":
        return f"{area('at')} closes its doors for good."
    if k == "ally-removed":
        return f"{cat.card_name(str(d['card']))} leaves town."
    if k == "knocked-out":
        return f"{who} is {d['how']} and wakes at {area('to')}."
    if k == "devoured":
        return f"{who} is devoured!"
    if k == "investigator-joined":
        return f"{who} takes up the fight in place of {_who(g, str(d['replaces']))}."
    if k == "ancient-one-awakens":
        name = cat.ancient_ones[g.state.ancient_one].name
        return f"{name} awakens: {CAUSES.get(str(d['cause']), d['cause'])}!"
    if k == "final-battle-round":
        return f"Final battle, round {d['round']}."
    if k == "ancient-one-attacks":
        return f"{cat.ancient_ones[g.state.ancient_one].name} attacks!"
    if k == "doom-token-removed":
        return f"A doom token comes off the Ancient One's track ({d['left']} left)."
    if k == "rumor-progress":
        title = cat.mythos[str(d["card"])].title
        return f"Rumor “{title}”: the track stands at {d['value']} of {d['end']}."
    if k == "rumor-passed":
        title = cat.mythos[str(d["card"])].title
        return f"{who or 'The investigators'} put the rumor “{title}” to rest."
    if k == "rumor-failed":
        return f"The rumor “{cat.mythos[str(d['card'])].title}” comes true."
    if k == "traded":
        what = cat.card_name(str(d["card"])) if d["card"] else f"${d['money']}"
        return f"{who} gives {what} to {_who(g, str(d['to']))}."
    if k == "trophies-spent":
        spent = [monster_name(cat, str(m)) for m in d["monsters"]]  # type: ignore[attr-defined]
        spent += [
            f"a gate to {cat.worlds[cat.gate_markers[str(x)].world].name}" for x in d["gates"]
        ]  # type: ignore[attr-defined]
        return f"{who} spends trophies: {', '.join(spent)}."
    if k == "gate-prevented":
        return f"A gate is kept from opening at {area('at')}."
    if k == "gate-burst":
        return f"A gate bursts open through the elder sign at {area('at')}!"
    if k == "martial-law":
        return "Martial law is declared in Innsmouth: anyone caught in the open may be arrested."
    if k == "jail-break":
        return f"{who} {'breaks out of' if d['freed'] else 'stays locked in'} the cell."
    if k == "look-drawn":
        return f"{who} draws {len(d['cards'])} Innsmouth Look card(s)" + (  # type: ignore[arg-type]
            ": the Look shows!" if d["look"] else ": nothing shows."
        )
    if k == "herald":
        herald = cat.heralds[str(d["herald"])]
        name = cat.ancient_ones[g.state.ancient_one].name
        return f"{herald.name}, {herald.title}, heralds the coming of {name}."
    if k == "herald-effect":
        herald = cat.heralds[str(d["herald"])]
        effect = next((e.name for e in herald.effects if e.id == d["effect"]), d["effect"])
        return f"{herald.name} — {effect}: {d['detail']}"
    if k == "story-drawn":
        return (
            f"{who}'s personal story: “{d['title']}” — to pass: {d['goal']}; "
            f"it fails if {d['threat']}."
        )
    if k == "story-progress":
        toward = "passing" if d["side"] == "pass" else "failing"
        return f"{who}'s story stands at {d['value']} of {d['count']} toward {toward}."
    if k == "story-passed":
        return f"{who} passes the personal story “{d['title']}”: {d['outcome']}."
    if k == "story-failed":
        return f"{who} fails the personal story “{d['title']}”: {d['outcome']}."
    if k == "mythos-ignored":
        return f"The weather will not hold: {d['title']} is set aside and another card drawn."
    if k == "monster-on-sheet":
        return f"{upper_first(with_article(monster()))} waits on the Ancient One's sheet."
    if k == "being-placated":
        return f"{who} placates {with_article(monster())} with trophies: it leaves the sheet."
    if k == "ancient-one-clue":
        return (
            f"A Clue token gathers on the Ancient One's sheet ({d['clues']} there, "
            f"{d['beings']} Being(s) of Ib beside them)."
        )
    if k == "ancient-one-rises":
        return f"The Ancient One rises again: its doom track fills to {d['doom']}."
    if k == "dust-drawn":
        return f"{who} turns over a dust card: {d['title']}."
    if k == "visage-turned":
        if d["face"]:
            return f"{who} turns a visage over and meets the face of Ghatanothoa."
        return f"{who} turns a visage over: only carved stone looks back."
    if k == "visages-shuffled":
        return "The visages are turned face down and shuffled."
    if k == "movement-spent":
        return f"{who} spends {d['points']} movement points to keep from turning to stone."
    if k == "successes-owed":
        return (
            f"The Ancient One drains {d['drained']} success(es) from the investigators "
            f"(their pool now {d['pool']})."
        )
    if k == "zhar-token":
        return f"{who} takes the Zhar token: whoever holds it at Zhar's next attack is devoured."
    if k == "game-over":
        cause = CAUSES.get(str(d["cause"]), d["cause"])
        if d["won"]:
            return f"Victory: {cause}. Score {d['score']}."
        return f"Defeat: {cause}."
    return f"{k}: {d}"


def with_article(name: str) -> str:
    """'a Zombie', 'an Elder Thing'; a name that is a title keeps its own ('The Black Man')."""
    if name.lower().startswith("the "):
        return name
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def upper_first(text: str) -> str:
    """``text`` with its first letter a capital."""
    return text[:1].upper() + text[1:]


def monster_name(cat: object, marker: str) -> str:
    return cat.monster_kinds[cat.kind_of_marker[marker]].name  # type: ignore[attr-defined]


def _who(g: Game, inv_id: str | None) -> str:
    if inv_id is None:
        return ""
    sheet = g.cat.investigators.get(inv_id)
    return sheet.name if sheet else inv_id
