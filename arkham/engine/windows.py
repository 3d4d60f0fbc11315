"""Ability windows and passive modifiers: the hooks cards and powers plug into.

At fixed rule points the engine opens a *window* (``after-roll``, ``before-loss``, ``upkeep``,
``movement``, ``before-combat-round``, ``any-phase``…). Each registered :class:`Ability` says
which window it answers, whether it is usable for this investigator right now, and what using it
does. A window asks an investigator only when at least one ability is usable, so nobody clicks
through empty prompts; the answer is one ability's id or ``done``.

*Modifiers* are pure functions ``(game, investigator, key) -> int`` summed on demand (an
environment's +1 to Fight checks, a power's −1 to Sanity losses…), each registered for the keys
it answers. They never ask anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from arkham.engine.core import ask
from arkham.engine.decisions import Choice, Decision
from arkham.engine.names import Hook, Window
from arkham.engine.registry import Registry

if TYPE_CHECKING:
    from collections.abc import Generator

    from arkham.engine.game import Game
    from arkham.engine.state import Investigator

    Effect = Generator[Decision, str, Any]

Context = dict[str, Any]


@dataclass(frozen=True)
class Ability:
    """A card's or power's use at a window. ``owner`` in the callables is the investigator who
    holds it (who may differ from the one the window is about: see ``ctx``).

    An ability whose id is a card id, or starts with one (``<card>:<window>``), belongs to that
    card: only investigators holding the card are asked about it (checked before ``usable``).
    So is one with ``needs``, whatever its id."""

    id: str
    window: str
    label: Callable[[Game, Investigator, Context], str]
    usable: Callable[[Game, Investigator, Context], bool]
    use: Callable[[Game, Investigator, Context], Effect]
    advise: Callable[[Game, Investigator, Context], bool] | None = None
    """For bots: whether using it now is sensible (default: whenever usable)."""
    needs: str | None = None
    """What the ability is never usable without: the investigator whose power it is, a card
    held, or the environment or rumor in play. Only then is ``usable`` asked."""
    movement: int = 0
    """For bots: the movement points a Movement-phase use spends (weighed against the way
    ahead)."""
    check: tuple[str, int] | None = None
    """For bots: the skill check the use makes and its modifier (weighed by its odds)."""


ABILITIES = Registry("ability", keyed=False)
MODIFIERS = Registry("modifier", keyed=False)
"""(keys, fn) pairs, registered by :func:`register_modifier`."""


def register(ability: Ability) -> Ability:
    """Register an ability for its window (a :class:`Window`; anything else is an error)."""
    Window(ability.window)
    ABILITIES.append(ability)
    return ability


ModifierFn = Callable[["Game", "Investigator", str], int]
RuleFn = Callable[["Game", str], int]


def register_modifier(*keys: str) -> Callable[[ModifierFn], ModifierFn]:
    """Register a modifier for the keys it answers: ``@register_modifier("seal-cost")``; a key
    ending in ``*`` stands for every key it begins (``"ignore-*"``); with no key it is asked
    for every key. A modifier is asked only for its keys."""

    def register(fn: ModifierFn) -> ModifierFn:
        MODIFIERS.append((keys, fn))
        return fn

    return register


def modifier(g: Game, inv: Investigator, key: str) -> int:
    total = 0
    for fn in g.rules.modifiers_for(key):
        total += fn(g, inv, key)
    return total


# Rules of the whole game (not of one investigator), e.g. an Ancient One's power:
# fn(game, key) -> int, registered as (keys, fn) pairs by :func:`register_rule`. Keys read by
# the engine: 'discard-weather', 'terror-locked', 'no-sealing', 'free-spells', 'no-casting',
# 'no-arrests', 'harder-to-close:<world>', 'stays-put:<movement>', 'fast-moves-normal',
# 'kept-off-board' (some kind is), 'kept-off-board:<kind>', 'no-sanity-recovery',
# 'no-stamina-recovery', 'no-mythos-clues', 'surge-adds-doom', 'streets-aquatic',
# 'more-gates-to-awaken', 'more-seals-to-win', 'no-rail-travel', 'no-clue-spending',
# 'weaker-magical-weapons', 'ancient-one-combat' (added to its combat rating in the final
# battle), 'arrest-always-delays:<town>', 'ancient-one-lives' (>0: its emptied track refills;
# the owner counts lives used), 'ancient-one-tokens-per-round' (the most doom tokens it loses a
# round), 'ancient-one-burns-weapons' (weapons used against it are discarded),
# 'first-player-stays', 'redraw-weather'. Investigator modifiers of the battle:
# 'ancient-one-combat', 'ancient-one-successes'.
GAME_MODIFIERS = Registry("game modifier", keyed=False)


def register_rule(*keys: str) -> Callable[[RuleFn], RuleFn]:
    """Register a rule of the whole game for the keys it answers (as :func:`register_modifier`):
    ``@register_rule("no-sealing")``."""

    def register(fn: RuleFn) -> RuleFn:
        GAME_MODIFIERS.append((keys, fn))
        return fn

    return register


def rule(g: Game, key: str) -> int:
    total = 0
    for fn in g.rules.game_modifiers_for(key):
        total += fn(g, key)
    return total


def _by_card(
    g: Game, window: str, abilities: list[Ability]
) -> tuple[list[tuple[int, Ability]], dict[str, list[tuple[int, Ability]]]]:
    """The window's abilities indexed by what they need (:attr:`Ability.needs`, else the card
    their id belongs to), each with its place in registration order: those that need nothing,
    and by what they need. Worked out once per ruleset, so a window asks only the abilities of
    the investigator, the cards held and the cards in play."""
    cached = g.rules.cache.get("window-cards")
    if cached is None:
        cached = g.rules.cache["window-cards"] = {}
    index = cached.get(window)
    if index is None:
        cat = g.cat
        tables = (cat.items, cat.spells, cat.skills, cat.allies, cat.specials)
        general: list[tuple[int, Ability]] = []
        by_card: dict[str, list[tuple[int, Ability]]] = {}
        for n, a in enumerate(abilities):
            prefix = a.id.partition(":")[0]
            if a.needs is not None:
                by_card.setdefault(a.needs, []).append((n, a))
            elif any(prefix in t for t in tables):
                by_card.setdefault(prefix, []).append((n, a))
            else:
                general.append((n, a))
        index = cached[window] = (general, by_card)
    return index


def usable(g: Game, window: str, inv: Investigator, ctx: Context) -> list[Ability]:
    """The abilities open to ``inv`` in this window now, in registration order."""
    index = g.rules.cache.get("window-cards")
    found = index.get(window) if index is not None else None
    if found is None:
        abilities = g.rules.abilities.get(window)
        if not abilities:
            return []
        found = _by_card(g, window, abilities)
    general, by_card = found
    candidates = general
    st = g.state
    present: list[str] = []
    for key in (inv.id, st.environment, st.rumor):
        if key in by_card:
            present.append(key)  # type: ignore[arg-type]
    for p in inv.possessions:
        card = p.card
        if card in by_card and card not in present:
            present.append(card)
    if present:
        candidates = general + [entry for key in present for entry in by_card[key]]
        candidates.sort(key=_ORDER)
    return [a for _, a in candidates if a.usable(g, inv, ctx)]


_ORDER = itemgetter(0)
"""An ability's place in registration order, in the entries of :func:`_by_card`."""


CONTINUE = Choice("done", "Continue")


def offer(
    g: Game,
    window: str,
    inv: Investigator,
    ctx: Context,
    prompt: str,
    others: bool = False,
) -> Effect:
    """Ask ``inv`` — and with ``others`` every other investigator after, in turn order —
    whether to use an ability in this window, until each says ``done`` or has nothing usable.
    ``ctx`` is shared with the abilities, which may change it (``ctx["stop"] = True`` closes
    the window)."""
    askers = [inv]
    if others:
        askers += [i for i in g.state.playing() if i is not inv]
    for asker in askers:
        while not ctx.get("stop"):
            options = usable(g, window, asker, ctx)
            if not options:
                break
            advised = [
                f"use:{a.id}" for a in options if a.advise is None or a.advise(g, asker, ctx)
            ]
            picked = yield from ask(
                g,
                asker,
                prompt,
                (*(Choice(f"use:{a.id}", a.label(g, asker, ctx)) for a in options), CONTINUE),
                window=window,
                advised=tuple(advised),
            )
            if picked == "done":
                break
            ability = next(a for a in options if f"use:{a.id}" == picked)
            yield from ability.use(g, asker, ctx)
    return ctx


def after_roll(
    g: Game,
    inv: Investigator,
    kind: str,
    dice: list[int],
    needed: int,
    check: Context | None = None,
) -> Effect:
    """Re-roll window after a check's dice are rolled (the roller first, then anyone whose
    power reaches other investigators' checks). Returns the (possibly new) dice. ``check`` is
    the whole check's scratch context (``ctx["check"]``), kept across its re-rolls and Clues,
    for powers usable once per check."""
    ctx: Context = {
        "kind": kind,
        "dice": dice,
        "needed": needed,
        "roller": inv,
        "check": {} if check is None else check,
    }
    if g.rules.abilities.get(Window.AFTER_ROLL):
        yield from offer(g, Window.AFTER_ROLL, inv, ctx, "Use something on this roll?", others=True)
    return ctx["dice"]


def reduce_loss(g: Game, inv: Investigator, sanity: int, stamina: int) -> Effect:
    """Before-loss window (Food, Whiskey, Flesh Ward…). Returns the reduced (sanity, stamina);
    passive reductions come from the ``sanity-loss`` and ``stamina-loss`` modifiers."""
    if sanity:
        sanity = max(0, sanity + modifier(g, inv, "sanity-loss"))
    if stamina:
        stamina = max(0, stamina + modifier(g, inv, "stamina-loss"))
    ctx: Context = {"sanity": sanity, "stamina": stamina}
    if (sanity or stamina) and g.rules.abilities.get(Window.BEFORE_LOSS):
        yield from offer(g, Window.BEFORE_LOSS, inv, ctx, "Reduce this loss?")
    return max(0, ctx["sanity"]), max(0, ctx["stamina"])


def on_lost(g: Game, inv: Investigator, why: str | None = None) -> Effect:
    """Window before an investigator is lost in time and space. An ability may set
    ``ctx["instead"]`` to an area the investigator goes to instead."""
    ctx: Context = {"instead": None, "why": why}
    if g.rules.abilities.get(Window.BEFORE_LOST):
        yield from offer(g, Window.BEFORE_LOST, inv, ctx, "Lost in time and space")
    return ctx


def window(g: Game, name: str, inv: Investigator, prompt: str, **ctx: Any) -> Effect:
    """Open a named window for ``inv`` with the given context; returns the context after."""
    context: Context = dict(ctx)
    if g.rules.abilities.get(name):
        yield from offer(g, name, inv, context, prompt)
    return context


# Rule hooks that need no decision, registered by content (powers of Ancient Ones, …), as
# (rule point, generator function) pairs.
HOOKS = Registry("hook", keyed=False)


def hook(name: str) -> Callable[[Callable[..., Effect]], Callable[..., Effect]]:
    """Register a generator run at a named rule point (a :class:`Hook`, whose docstring gives
    the arguments each is run with)."""

    def register_hook(fn: Callable[..., Effect]) -> Callable[..., Effect]:
        HOOKS.append((Hook(name), fn))
        return fn

    return register_hook


def run_hooks(g: Game, name: str, *args: Any) -> Effect:
    """Run the generators registered at a rule point, in order (``yield from`` it). With none
    registered, an empty tuple stands in for a generator (most points have none, most times)."""
    fns = g.rules.hooks.get(name)
    if not fns:
        return ()  # type: ignore[return-value]
    return _run(g, fns, args)


def _run(g: Game, fns: list[Callable[..., Effect]], args: tuple[Any, ...]) -> Effect:
    for fn in fns:
        yield from fn(g, *args)
