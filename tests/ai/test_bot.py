"""The bot's judgement in a few set situations: fights that cannot hurt end, routes keep clear
of monsters, sliders serve the plan, and whole games end."""

from __future__ import annotations

from arkham.ai import bot, plan, strong, view
from arkham.ai.sim import random_setup
from arkham.ai.view import View
from arkham.engine import combat
from arkham.engine.game import Game, Setup
from arkham.engine.state import Investigator
from tests.kit import Scenario, bare


def _place(s: Scenario, marker: str, area: str) -> None:
    s.state.monsters[marker] = area


def test_a_fight_that_cannot_hurt_ends_by_fleeing() -> None:
    # Michael McGlen's Strong Body takes the Warlock's 1 damage away: a failed round costs
    # nothing and fleeing always works, so the bot must not fight for ever.
    s = Scenario(["michael-mcglen"])
    inv = bare(s)
    _place(s, "warlock-1", inv.area)
    s.dice(*([1] * 200))
    s.run(lambda: combat.combat(s.game, inv, "warlock-1"))
    for _ in range(60):
        if s.done():
            break
        s.choose(bot.choose(s.game))
    assert s.done()
    ended = [e for e in s.events if e.kind == "combat-ended"]
    assert ended and ended[-1].data["result"] in ("fled", "defeated")


def test_the_route_goes_around_monsters_when_the_way_round_is_short() -> None:
    s = Scenario(["amanda-sharpe"])
    inv = bare(s)
    inv.area = "st-marys-hospital"
    v = View(s.game)
    straight = plan.route(v, inv, "miskatonic-u-streets")
    assert straight == ["uptown-streets", "miskatonic-u-streets"]
    _place(s, "maniac-1", "uptown-streets")
    _place(s, "maniac-2", "uptown-streets")
    # The Hospital's only way out is Uptown's street: through the monsters it must go.
    v = View(s.game)
    assert plan.route(v, inv, "miskatonic-u-streets")[0] == "uptown-streets"
    assert v.danger(inv, "uptown-streets") > 0
    inv.area = "ye-olde-magick-shoppe"
    assert plan.route(View(s.game), inv, "woods")[0] == "uptown-streets"


def test_the_sliders_turn_to_lore_or_fight_to_close_a_gate() -> None:
    s = Scenario(["amanda-sharpe"])
    inv = bare(s, fight_will=0, lore_luck=0)
    s.state.locations["woods"].gate = "abyss-gate-1"
    s.state.gate_stack.remove("abyss-gate-1")
    inv.area = "woods"
    inv.explored = True
    target = bot._slider_target(View(s.game), inv, None)
    # Lore 1+3 or Fight 1+3: one of them as high as it goes.
    assert max(target["fight-will"], target["lore-luck"]) == 3


def test_an_investigator_with_nothing_to_do_gathers_clues() -> None:
    s = Scenario(["amanda-sharpe"])
    inv = bare(s)
    inv.area = "science-building"
    for ls in s.state.locations.values():
        ls.gate = None
    goal = plan.team_plan(View(s.game))[inv.id]
    assert goal.why in ("clue", "shop", "wait")


def test_bot_games_end_for_every_player_count() -> None:
    for players in (1, 4, 8):
        game = Game.new(random_setup(players, players, None), f"bot-{players}")
        bot.play_out(game)
        assert game.state.outcome is not None


def test_the_bot_sees_a_gate_through_from_setup() -> None:
    game = Game.new(Setup.of(["random"] * 2, ancient_one="ithaqua"), "bot-gate")
    closed = 0
    while game.pending() is not None:
        for ev in game.choose(bot.choose(game)):
            closed += ev.kind == "gate-closed"
    assert closed >= 1


def _bot_answer(s: Scenario) -> str:
    picked = bot.choose(s.game)
    decision = s.game.pending()
    assert decision is not None and picked in {c.id for c in decision.enabled()}
    return picked


def test_the_bot_gives_a_new_clue_to_the_one_with_fewest() -> None:
    from arkham.engine import mythos

    s = Scenario(["amanda-sharpe", "joe-diamond"])
    amanda, joe = bare(s, 0), bare(s, 1)
    amanda.area = joe.area = "woods"
    amanda.clues = 3
    s.run(lambda: mythos.clue_step(s.game, "woods"))
    assert _bot_answer(s) == "clue:joe-diamond"


def test_the_bot_meets_the_cheaper_monster_first() -> None:
    from arkham.engine import flow

    s = Scenario(["amanda-sharpe"])
    inv = bare(s)
    inv.area = "rivertown-streets"
    _place(s, "dhole-1", inv.area)
    _place(s, "cultist-1", inv.area)
    s.run(lambda: flow.face_monsters(s.game, inv))
    assert _bot_answer(s) == "face:cultist-1"


def test_the_bot_answers_the_first_players_placement_and_tie_questions() -> None:
    from arkham.engine import mythos
    from tests.kit import place_gate

    s = Scenario(["amanda-sharpe", "joe-diamond"])
    bare(s, 0).area = bare(s, 1).area = "abyss-1"
    for i in range(1, 5):
        _place(s, f"cultist-{i}", "rivertown-streets")
    for loc, world in (("woods", "abyss"), ("black-cave", "yuggoth"), ("graveyard", "celaeno")):
        place_gate(s, loc, world)
    s.run(lambda: mythos.gate_step(s.game, "woods"))
    assert _bot_answer(s).startswith("place:")
    s = Scenario(["amanda-sharpe", "bob-jenkins"])
    bare(s, 0, speed_sneak=2).area = "uptown-streets"
    bare(s, 1, speed_sneak=1).area = "northside-streets"
    _place(s, "byakhee-1", "sky")
    s.run(lambda: mythos.move_monsters(s.game, ["circle"], []))
    assert _bot_answer(s).startswith("toward:")


def _two_and_no_gate() -> tuple[Scenario, Investigator, Investigator]:
    s = Scenario(["amanda-sharpe", "kate-winthrop"])
    amanda, kate = bare(s, 0), bare(s, 1)
    amanda.area, kate.area = "science-building", "train-station"
    for ls in s.state.locations.values():
        ls.gate = None
    return s, amanda, kate


def _open_the_woods(s: Scenario) -> None:
    s.state.locations["woods"].gate = "abyss-gate-1"
    s.state.gate_stack.remove("abyss-gate-1")


def test_the_plan_made_in_upkeep_holds_through_the_turn() -> None:
    # A gate opening and a wound wait for the next Upkeep; an investigator lost in time and
    # space gets a new plan at once (he has no goal on the board), and so does a new turn.
    s, amanda, kate = _two_and_no_gate()
    made = plan.team_plan(View(s.game))
    _open_the_woods(s)
    amanda.stamina = 1
    assert plan.team_plan(View(s.game)) is made
    amanda.area = "lost-in-time-and-space"
    lost = plan.team_plan(View(s.game))
    assert lost is not made and lost[amanda.id].why == "wait"
    s.state.turn += 1
    assert plan.team_plan(View(s.game))[kate.id].area == "woods"


def test_a_game_the_strong_level_plays_plans_again_on_a_wound_or_a_gate() -> None:
    s, amanda, _ = _two_and_no_gate()
    view.replan_within_turns(s.game)
    made = plan.team_plan(View(s.game))
    _open_the_woods(s)
    gated = plan.team_plan(View(s.game))
    assert gated is not made and "woods" in {goal.area for goal in gated.values()}
    amanda.stamina = 1
    assert plan.team_plan(View(s.game)) is not gated


def test_the_strong_level_marks_its_game_and_its_playouts_to_plan_again() -> None:
    game = Game.new(Setup.of(["kate-winthrop"], ancient_one="azathoth"), "strong-replans")
    copies: list[Game] = []

    def copy(g: Game) -> Game:
        copies.append(g.fork())
        return copies[-1]

    for _ in range(40):
        strong.search(game, rollouts=4, copy=copy)
        if copies:
            break
        game.choose(bot.choose(game))
    assert copies and all(c in view._REPLANNING for c in [game, *copies])
    assert Game.new(game.setup, "steady") not in view._REPLANNING


def test_an_errand_goes_for_clues_a_shop_or_a_trade_and_nowhere_else() -> None:
    s, amanda, _ = _two_and_no_gate()
    for ls in s.state.locations.values():
        ls.clues = 0
    amanda.money = 0
    assert plan.errand(View(s.game), amanda) == plan.Goal(None, "wait")  # nothing anywhere
    s.state.locations["library"].clues = 2
    assert plan.errand(View(s.game), amanda) == plan.Goal("library", "clue")
    s.state.locations["library"].clues = 0
    amanda.money = 8  # enough for the shops, none for the Clues
    assert plan.errand(View(s.game), amanda).why == "shop"
    amanda.money = 0
    amanda.monster_trophies = ["chthonian-1", "chthonian-2"]  # 6 toughness to trade
    # The Science Building's dissection, where she stands, before the South Church's Blessing
    # two turns away.
    assert plan.errand(View(s.game), amanda) == plan.Goal("science-building", "trade")


def test_two_errands_never_send_both_to_the_same_clues() -> None:
    # One place with Clues within reach of both: the first to arrive would take them all, so
    # the plan sends one there and finds the other something else (here nothing: he waits).
    s, amanda, kate = _two_and_no_gate()
    for ls in s.state.locations.values():
        ls.clues = 0
    amanda.money = kate.money = 0
    s.state.locations["library"].clues = 2
    alone = plan.errand(View(s.game), kate)
    assert alone == plan.Goal("library", "clue")
    made = plan.team_plan(View(s.game))
    assert sorted(goal.area or "" for goal in made.values()) == ["", "library"]
    assert plan.errand(View(s.game), kate, {"library"}) == plan.Goal(None, "wait")
