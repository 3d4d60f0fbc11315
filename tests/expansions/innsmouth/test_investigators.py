"""Innsmouth Horror's sixteen investigators (reference §8.5): their sheets join the game only
with the expansion, and each ability is driven through ``pending()``/``choose()`` with forced
dice.

Investigators are stripped of their possessions (cards go back to their decks) so no item
opens a window the test does not expect.
"""

from __future__ import annotations

from collections import Counter

import pytest

from arkham.catalog import SKILLS, load_catalog
from arkham.engine import board, checks, combat, effects, flow, mythos, setup, windows
from arkham.engine.game import Game, SetupError
from arkham.engine.game import Setup as GameSetup
from arkham.engine.names import Hook, Window
from arkham.engine.state import Investigator
from arkham.expansions.innsmouth import investigators as powers
from arkham.expansions.innsmouth import look
from arkham.modules import modules_for
from tests.kit import Scenario, bare, give, place_gate, put, rolls, settled

INNSMOUTH = ["innsmouth"]
CAT = load_catalog(tuple(m.data for m in modules_for(INNSMOUTH)[1:]))
BASE = load_catalog()
SIXTEEN = sorted(set(CAT.investigators) - set(BASE.investigators))


def town(*investigators: str, seed: str = "inn-investigators") -> Scenario:
    """A game with Innsmouth on the table and no monster on the board (trophies kept)."""
    s = Scenario(investigators, expansions=INNSMOUTH, seed=seed)
    for marker, where in s.state.monsters.items():
        if where != "box" and not where.startswith("trophy:"):
            s.state.monsters[marker] = "cup"
    return s


def decision(s: Scenario):
    d = s.game.pending()
    assert d is not None, "no decision pending"
    return d


def dice_rolled(s: Scenario, inv: Investigator, kind: str, *forced: int) -> int:
    """How many dice a check of ``kind`` rolls for ``inv`` (the forced dice fail it)."""
    s.dice(*forced)
    s.run(lambda: checks.check(s.game, inv, kind))
    return len(rolls(s)[0])


# ---------------------------------------------------------------- the sheets


def test_the_sixteen_join_only_with_innsmouth() -> None:
    assert len(SIXTEEN) == 16
    assert {"agnes-baker", "akachi-onyele", "ursula-downs", "zoey-samaras"} <= set(SIXTEEN)
    with pytest.raises(SetupError, match="agnes-baker"):
        Game.new(GameSetup.of(["agnes-baker"], "azathoth"), "base")
    game = Game.new(GameSetup.of(["agnes-baker"], "azathoth", INNSMOUTH), "inn")
    assert game.state.investigators[0].id == "agnes-baker"


def test_tommy_muldoon_takes_the_disputed_4_sanity_6_stamina() -> None:
    tommy = CAT.investigators["tommy-muldoon"]
    assert (tommy.sanity, tommy.stamina) == (4, 6)
    assert "disputed" in (tommy.note or "")


@pytest.mark.parametrize("inv_id", SIXTEEN)
def test_setup_gives_the_sheet_and_its_possessions(inv_id: str) -> None:
    s = town(inv_id)
    inv = s.inv()
    sheet = CAT.investigators[inv_id]
    if sheet.home is not None:
        assert inv.area == sheet.home
    assert (inv.sanity, inv.stamina, inv.money) == (sheet.sanity, sheet.stamina, sheet.money)
    for card in sheet.fixed:
        assert inv.holds(card), card
    held = Counter(CAT.card_kind(p.card) for p in inv.possessions)
    fixed = Counter(CAT.card_kind(card) for card in sheet.fixed)
    for kind in ("common", "unique", "spell", "skill", "ally"):
        assert held[kind] == fixed[kind] + getattr(sheet.random, kind), kind


def test_roland_banks_draws_an_ally() -> None:
    assert CAT.investigators["roland-banks"].random.ally == 1
    assert all(sheet.random.ally == 0 for sheet in BASE.investigators.values())


def test_akachi_starts_with_a_gate_trophy_and_william_with_three_monsters() -> None:
    s = town("akachi-onyele", "william-yorick")
    akachi, william = s.inv(0), s.inv(1)
    assert len(akachi.gate_trophies) == 1
    assert akachi.gate_trophies[0] not in s.state.gate_stack
    assert len(william.monster_trophies) == 3
    assert all(s.state.monsters[m] == "trophy:william-yorick" for m in william.monster_trophies)


def test_every_sheet_has_its_behaviour() -> None:
    """Each sheet's id is named by the module (as a passive power, a window ability, a hook
    or a slider rule)."""
    named = {value for value in vars(powers).values() if isinstance(value, str)}
    assert set(SIXTEEN) <= named
    assert CAT.investigators["trish-scarborough"].slider_rule in setup.SLIDER_RULES


# ---------------------------------------------------------------- sliders: the model


def test_the_base_sheets_keep_the_three_standard_sliders() -> None:
    for sheet in BASE.investigators.values():
        assert [p.id for p in sheet.sliders] == ["speed-sneak", "fight-will", "lore-luck"]
        assert not any(p.together for p in sheet.sliders) and sheet.slider_rule is None
    s = Scenario(["amanda-sharpe"])
    amanda = s.inv()
    assert amanda.sliders == {"speed-sneak": 1, "fight-will": 1, "lore-luck": 1}
    assert setup.slider_label(s.game, "amanda-sharpe", "speed-sneak", 2) == "Speed 3 / Sneak 2"


def test_trish_s_sliders_raise_both_skills_together() -> None:
    s = town("trish-scarborough")
    trish = s.inv()
    assert set(trish.sliders) == {"fight-sneak", "lore-will", "speed-luck"}
    trish.sliders = {"fight-sneak": 3, "lore-will": 2, "speed-luck": 0}
    values = {skill: checks.slider_value(s.game, trish, skill) for skill in SKILLS}
    assert values == {
        "fight": 4,
        "sneak": 6,
        "lore": 4,
        "will": 3,
        "speed": 1,
        "luck": 0,
    }
    assert setup.slider_label(s.game, "trish-scarborough", "speed-luck", 3) == "Speed 4 / Luck 3"


def test_at_setup_trish_slides_five_stops_from_the_left_and_buys_none() -> None:
    s = town("trish-scarborough")
    trish = s.inv()
    d = decision(s)  # the setup's slider placement
    assert d.kind == "sliders" and d.detail["shifts_left"] == 5 and d.detail["buyable"] == 0
    assert trish.sliders == {"fight-sneak": 0, "lore-will": 0, "speed-luck": 0}
    s.choose("slider:fight-sneak:3", "slider:lore-will:2")
    assert not any(i.startswith("slider:speed-luck:") for i in s.pending_ids())  # 5 used
    assert trish.sliders == {"fight-sneak": 3, "lore-will": 2, "speed-luck": 0}
    s.choose("done")
    assert "pay-with:sanity" not in s.pending_ids()  # nothing bought: on to the game
    assert (trish.sanity, trish.stamina) == (6, 4)


def test_in_upkeep_trish_starts_again_and_buys_stops_with_sanity_or_stamina() -> None:
    s = town("trish-scarborough")
    trish = s.inv()
    trish.sliders = {"fight-sneak": 3, "lore-will": 2, "speed-luck": 0}
    s.run(lambda: setup.place_sliders(s.game, trish, free_placement=False))
    d = decision(s)
    assert trish.sliders == {"fight-sneak": 0, "lore-will": 0, "speed-luck": 0}
    assert d.detail["buyable"] == 3
    s.choose("slider:fight-sneak:3", "slider:lore-will:3", "slider:speed-luck:2", "done")
    assert sorted(decision(s).ids()) == ["pay-with:sanity", "pay-with:stamina"]
    s.choose("pay-with:sanity", "pay-with:stamina", "pay-with:stamina")
    assert s.done()
    assert (trish.sanity, trish.stamina) == (5, 2)
    assert checks.slider_value(s.game, trish, "luck") == 2


def test_trish_never_buys_with_her_last_points() -> None:
    s = town("trish-scarborough")
    trish = s.inv()
    trish.sanity, trish.stamina = 1, 2
    s.run(lambda: setup.place_sliders(s.game, trish, free_placement=False))
    assert decision(s).detail["buyable"] == 1
    s.choose("slider:fight-sneak:3", "slider:lore-will:3", "done")
    d = decision(s)
    assert [c.id for c in d.enabled()] == ["pay-with:stamina"]
    s.choose("pay-with:stamina")
    assert (trish.sanity, trish.stamina) == (1, 1)


# ---------------------------------------------------------------- Agnes Baker


def test_agnes_combat_spells_gain_one_per_hand() -> None:
    s = town("agnes-baker", "amanda-sharpe")
    agnes, amanda = bare(s, 0), bare(s, 1)
    for inv, bonus in ((agnes, 4), (amanda, 3)):
        handle = give(s, inv, "wither")  # magical +3, one hand
        fight = combat.Fight("zombie-1", held=[handle], cast=[handle])
        assert combat.weapon_bonus(s.game, inv, fight, []) == bonus


def test_agnes_pays_a_spell_s_sanity_in_stamina() -> None:
    s = town("agnes-baker", "amanda-sharpe")
    agnes, amanda = bare(s, 0), bare(s, 1)
    agnes.sanity = amanda.sanity = 1
    assert effects.can_pay_sanity(s.game, agnes, 2)
    assert not effects.can_pay_sanity(s.game, amanda, 2)
    s.run(lambda: effects.pay_sanity(s.game, agnes, 2))
    assert decision(s).ids() == ["cost:1", "cost:0"]
    s.choose("cost:0")
    assert (agnes.sanity, agnes.stamina) == (1, 3)


# ---------------------------------------------------------------- Akachi Onyele


def _at_open_gate(s: Scenario, inv: Investigator, world: str = "another-dimension") -> None:
    place_gate(s, "woods", world)
    inv.area, inv.explored = "woods", True


def test_akachi_rolls_one_more_die_to_close_and_seals_for_four_clues() -> None:
    s = town("akachi-onyele")
    akachi = bare(s, clues=4)
    _at_open_gate(s, akachi)  # Another Dimension: close modifier 0
    s.run(lambda: flow.close_or_seal(s.game, akachi, "woods"))
    assert "Lore (+1)" in next(c.label for c in decision(s).choices if c.id == "close:lore")
    lore = checks.skill(s.game, akachi, "lore")
    s.dice(*([5] + [1] * lore))
    s.choose("close:lore")
    assert len(rolls(s)[0]) == lore + 1
    seal = next(c for c in decision(s).choices if c.id == "seal")
    assert seal.label == "Seal it (4 Clues)"
    s.choose("seal")
    assert s.state.locations["woods"].sealed and akachi.clues == 0


def test_akachi_seals_even_when_no_gate_may_be_sealed() -> None:
    s = town("akachi-onyele", "amanda-sharpe")
    s.state.environment = "mythos-37"  # no gate can be sealed while it is in play
    akachi, amanda = bare(s, 0), bare(s, 1)
    assert flow.sealable(s.game, "woods", akachi)
    assert not flow.sealable(s.game, "woods", amanda)
    assert not flow.sealable(s.game, "general-store", akachi)  # a stable place never


# ---------------------------------------------------------------- Finn Edwards


def test_finn_keeps_his_items_when_knocked_out() -> None:
    s = town("finn-edwards")
    finn = bare(s, clues=3)
    give(s, finn, "knife")
    give(s, finn, "axe")
    s.run(lambda: effects.lose(s.game, finn, stamina=finn.stamina))
    assert s.done()
    assert {p.card for p in finn.possessions} == {"knife", "axe"}
    assert finn.clues == 2 and finn.area == "st-marys-hospital"


def test_finn_slips_away_when_the_moon_monsters_move() -> None:
    s = town("finn-edwards")
    finn = bare(s)
    finn.area = "merchant-district-streets"
    to = s.game.cat.white[finn.area]
    s.run(lambda: mythos.move_monsters(s.game, ["moon"], ["circle"]))
    d = decision(s)
    assert d.ids() == ["use:rum-runner", "done"]
    s.choose("use:rum-runner")
    assert s.done() and finn.area == to
    s.run(lambda: mythos.move_monsters(s.game, ["circle"], ["square"]))
    assert s.done()  # no moon on the card: nothing to offer


# ---------------------------------------------------------------- George Barnaby


def test_george_spends_a_clue_to_raise_his_best_failed_die() -> None:
    s = town("george-barnaby")
    george = bare(s, clues=1)
    luck = checks.skill(s.game, george, "luck")
    s.dice(4, *([1] * (luck - 1)))
    s.run(lambda: checks.check(s.game, george, "luck"))
    d = decision(s)
    assert d.ids() == ["spend-clue", "raise-die", "accept"]
    s.choose("raise-die")
    assert s.done() and s.game.result.passed and george.clues == 0
    assert rolls(s)[-1][0] == 5


def test_george_pays_2_to_keep_another_out_of_jail() -> None:
    s = town("amanda-sharpe", "george-barnaby")
    amanda, george = bare(s, 0), bare(s, 1)
    amanda.area, amanda.money, george.money = "northside-streets", 6, 3
    s.run(lambda: board.arrested(s.game, amanda))
    d = decision(s)
    assert d.investigator == "george-barnaby" and d.ids() == ["use:counsel", "done"]
    s.choose("use:counsel")
    assert s.done()
    assert (amanda.area, amanda.money, amanda.delayed) == ("northside-streets", 6, False)
    assert george.money == 1
    assert "arrest-averted" in s.kinds()
    s.run(lambda: board.arrested(s.game, amanda))  # George has $1 left: off she goes
    assert s.done() and amanda.money == 3 and amanda.delayed


# ---------------------------------------------------------------- Hank Samson


def _hank_fights(s: Scenario, hank: Investigator, *dice: int) -> None:
    marker = put(s, "zombie-1", hank.area)  # horror −1/1, combat −1/2, toughness 1
    s.dice(*dice)
    s.run(lambda: combat.combat(s.game, hank, marker))


def test_hank_skips_the_horror_check_while_he_wins() -> None:
    s = town("hank-samson")
    hank = bare(s)
    _hank_fights(s, hank, 5, 1)  # Fight 3 − 1: two dice, one success
    s.choose("fight")
    assert s.done() and rolls(s, "Horror") == []
    assert hank.sanity == 5


def test_hank_makes_the_horror_check_after_a_failed_combat_check() -> None:
    s = town("hank-samson")
    hank = bare(s)
    _hank_fights(s, hank, 1, 1, 1)  # the Combat check fails, then the Horror check (1 die)
    s.choose("fight")
    assert rolls(s) == [(1, 1), (1,)]
    assert (hank.stamina, hank.sanity) == (4, 4)


def test_hank_makes_the_horror_check_at_once_after_a_failed_evade() -> None:
    s = town("hank-samson")
    hank = bare(s)
    marker = put(s, "zombie-1", hank.area)
    s.dice(1, 1, 1, 1, 1, 1)  # Evade (Sneak 3 + 1), then Horror (Will 2 − 1)
    s.run(lambda: combat.confront(s.game, hank, marker))
    s.choose("evade")
    assert [len(r) for r in rolls(s)] == [4, 1]
    assert (hank.stamina, hank.sanity) == (4, 4)


# ---------------------------------------------------------------- Minh Thi Phan


def test_minh_rolls_one_more_die_in_company_or_with_an_ally() -> None:
    s = town("minh-thi-phan", "amanda-sharpe")
    minh, amanda = bare(s, 0), bare(s, 1)
    amanda.area = "woods"
    alone = dice_rolled(s, minh, "luck", 1, 1, 1)
    amanda.area = minh.area
    assert dice_rolled(s, minh, "luck", 1, 1, 1, 1) == alone + 1
    amanda.area = "woods"
    give(s, minh, "duke")
    assert dice_rolled(s, minh, "luck", 1, 1, 1, 1) == alone + 1


def test_minh_lends_her_help_for_the_turn_in_upkeep() -> None:
    s = town("minh-thi-phan", "amanda-sharpe")
    minh, amanda = bare(s, 0), bare(s, 1)
    amanda.area = minh.area
    s.state.turn = 2
    before = dice_rolled(s, amanda, "luck", 1, 1, 1, 1)
    s.run(lambda: windows.offer(s.game, Window.UPKEEP, minh, {}, "Upkeep"))
    assert decision(s).ids() == ["use:good-company", "done"]
    s.choose("use:good-company")
    assert s.done()
    amanda.area = "woods"
    assert dice_rolled(s, amanda, "luck", 1, 1, 1, 1, 1) == before + 1
    s.state.turn = 3
    assert dice_rolled(s, amanda, "luck", 1, 1, 1, 1, 1) == before


# ---------------------------------------------------------------- Norman Withers


def test_norman_chooses_which_monsters_a_closed_gate_sends_back() -> None:
    s = town("norman-withers")
    norman = bare(s)
    _at_open_gate(s, norman, "another-dimension")  # square
    hound = put(s, "hound-of-tindalos-1", "uptown-streets")  # square
    ghouls = [put(s, "ghoul-1", "graveyard"), put(s, "ghoul-2", "black-cave")]  # hexagon
    zombie = put(s, "zombie-1", "rivertown-streets")  # moon
    s.run(lambda: board.close_gate(s.game, norman, "woods", seal=False))
    d = decision(s)
    assert d.ids() == ["use:star-charts", "done"]
    assert d.detail["advised"] == ("use:star-charts",)
    s.choose("use:star-charts")
    ids = decision(s).ids()
    assert ids[:2] == ["symbol:hexagon", "symbol:square"] and "symbol:moon" not in ids
    s.choose("symbol:hexagon")
    assert s.done()
    assert [s.state.monsters[m] for m in ghouls] == ["cup", "cup"]
    assert s.state.monsters[hound] == "uptown-streets"
    assert s.state.monsters[zombie] == "rivertown-streets"


# ---------------------------------------------------------------- Patrice Hathaway


def test_patrice_gains_a_clue_whenever_a_gate_opens() -> None:
    s = town("patrice-hathaway")
    patrice = bare(s, clues=3)
    s.run(lambda: board.gate_appears(s.game, "woods"))
    assert patrice.clues == 4


def test_patrice_gains_five_clues_when_the_ninth_doom_token_goes_on() -> None:
    s = town("patrice-hathaway")
    patrice = bare(s)
    s.state.doom = 7
    s.run(lambda: effects.add_doom(s.game, 1))
    assert patrice.clues == 0
    s.run(lambda: effects.add_doom(s.game, 1))
    assert patrice.clues == 5
    s.state.doom = 8
    s.run(lambda: effects.add_doom(s.game, 1))
    assert patrice.clues == 5  # once a game


def test_anyone_may_spend_patrice_s_clues_on_a_check() -> None:
    s = town("amanda-sharpe", "patrice-hathaway")
    amanda, patrice = bare(s, 0), bare(s, 1, clues=2)
    patrice.area = "woods"
    luck = checks.skill(s.game, amanda, "luck")
    s.dice(*([1] * luck), 6)
    s.run(lambda: checks.check(s.game, amanda, "luck"))
    assert decision(s).ids() == ["spend-clue:patrice-hathaway", "accept"]
    s.choose("spend-clue:patrice-hathaway")
    assert s.done() and s.game.result.passed
    assert (amanda.clues, patrice.clues) == (0, 1)


# ---------------------------------------------------------------- Roland Banks


@pytest.mark.parametrize(
    ("clues", "money", "after"), [(1, 1, (2, 2)), (2, 2, (2, 2)), (0, 5, (1, 5))]
)
def test_roland_tops_up_his_clues_and_money_in_upkeep(clues, money, after) -> None:
    s = town("roland-banks")
    roland = bare(s, clues=clues)
    roland.money = money
    s.run(lambda: windows.run_hooks(s.game, Hook.UPKEEP_START, roland))
    assert (roland.clues, roland.money) == after


# ---------------------------------------------------------------- Silas Marsh


def test_silas_rolls_two_more_dice_at_an_aquatic_location() -> None:
    s = town("silas-marsh")
    silas = bare(s)
    silas.area = "woods"
    dry = dice_rolled(s, silas, "luck", *([1] * 8))
    silas.area = "river-docks"  # aquatic (Innsmouth's marker)
    assert dice_rolled(s, silas, "luck", *([1] * 8)) == dry + 2


def test_silas_sails_between_aquatic_locations_for_two_movement_points() -> None:
    s = town("silas-marsh")
    silas = bare(s)
    silas.area = "river-docks"
    s.run(lambda: flow.arkham_movement(s.game, silas))
    points = silas.movement_points
    assert "use:sea-legs" in decision(s).ids()
    s.choose("use:sea-legs")
    assert "sail:yha-nthlei" not in decision(s).ids()
    s.choose("sail:unvisited-isle")
    assert silas.area == "unvisited-isle" and silas.movement_points == points - 2


def test_silas_draws_one_more_innsmouth_look_card() -> None:
    s = town("silas-marsh")
    silas = bare(s)
    s.game.stack_deck(look.LOOK_DECK, [])
    s.run(lambda: look.draw_look(s.game, silas, 1))
    drawn = next(e for e in s.events if e.kind == "look-drawn")
    assert len(drawn.cards) == 2


# ---------------------------------------------------------------- "Skids" O'Toole


def test_skids_rolls_two_bonus_dice_for_each_one_once_a_check() -> None:
    s = town("skids-otoole")
    skids = bare(s)
    luck = checks.skill(s.game, skids, "luck")
    s.dice(1, 1, *([2] * (luck - 2)), 2, 3, 5, 2)
    s.run(lambda: checks.check(s.game, skids, "luck"))
    d = decision(s)
    assert d.ids() == ["use:lucky-break", "done"] and d.detail["advised"] == ("use:lucky-break",)
    s.choose("use:lucky-break")
    assert s.done() and s.game.result.passed
    assert len(rolls(s, "Lucky Break")[0]) == luck + 4


def test_skids_is_never_the_deputy_nor_takes_a_loan() -> None:
    s = town("skids-otoole")
    skids = bare(s)
    skids.monster_trophies = []
    s.run(lambda: effects.gain_card(s.game, skids, "deputy-of-arkham"))
    assert s.game.result is None and not skids.holds("deputy-of-arkham")
    loan = s.game.rules.location_actions["bank-loan"]
    assert loan.usable(s.game, skids) == "you may never take a Bank Loan"
    deputy = s.game.rules.location_actions["deputize"]
    assert deputy.usable(s.game, skids) == "you may never be the Deputy"


# ---------------------------------------------------------------- Tommy Muldoon


def test_tommy_is_never_arrested() -> None:
    s = town("tommy-muldoon")
    tommy = bare(s)
    tommy.area, tommy.money = "northside-streets", 4
    s.run(lambda: board.arrested(s.game, tommy))
    assert s.done() and (tommy.area, tommy.money, tommy.delayed) == ("northside-streets", 4, False)


def test_the_deputy_s_badge_costs_tommy_trophies_worth_5() -> None:
    s = town("tommy-muldoon", "amanda-sharpe")
    tommy, amanda = bare(s, 0), bare(s, 1)
    tommy.area = amanda.area = "police-station"
    for inv in (tommy, amanda):
        inv.gate_trophies = [s.state.gate_stack.pop(0)]  # worth 5
    deputize = s.game.rules.location_actions["deputize"]
    assert deputize.usable(s.game, amanda) is not None
    assert deputize.usable(s.game, tommy) is None
    s.run(lambda: deputize.run(s.game, tommy))
    s.choose(f"toggle:{tommy.gate_trophies[0]}", "done")
    assert s.done() and tommy.holds("deputy-of-arkham") and tommy.gate_trophies == []


def test_tommy_calls_the_monsters_next_to_him_before_the_mythos_card() -> None:
    s = town("tommy-muldoon")
    tommy = bare(s)
    tommy.area = "northside-streets"
    near = s.game.cat.connections[tommy.area][0]
    ghoul = put(s, "ghoul-1", near)
    far = put(s, "ghoul-2", "woods")
    s.run(lambda: mythos.phase(s.game))
    d = decision(s)
    assert d.investigator == "tommy-muldoon" and d.ids() == ["use:on-the-beat", "done"]
    s.choose("use:on-the-beat")
    called = [(e.monster, e.frm, e.to) for e in s.events if e.kind == "monster-moved"]
    assert called[0] == (ghoul, near, "northside-streets")
    assert all(monster != far for monster, _, _ in called[:1])


# ---------------------------------------------------------------- Ursula Downs


def test_ursula_chooses_where_she_starts() -> None:
    game = Game.new(GameSetup.of(["ursula-downs"], "azathoth", INNSMOUTH), "ursula")
    d = game.pending()
    assert d is not None and d.kind == "move" and d.detail["start"]
    ids = d.ids()
    assert {"move:woods", "move:northside-streets", "move:falcon-point"} <= set(ids)
    assert "move:devil-reef" not in ids and "move:yha-nthlei" not in ids
    game.choose("move:woods")
    assert game.state.investigators[0].area == "woods"


def test_ursula_may_still_have_the_encounter_after_a_location_s_ability() -> None:
    s = town("ursula-downs")
    ursula = bare(s)
    ursula.area, ursula.sanity = "asylum", 3
    s.run(lambda: flow.arkham_encounter(s.game, ursula))
    s.choose("location-action", "care:free")
    assert ursula.sanity == 4
    assert decision(s).ids() == ["encounter", "no-encounter"]
    s.choose("encounter")
    assert "encounter" in s.kinds()


def test_others_go_without_the_encounter_after_a_location_s_ability() -> None:
    s = town("amanda-sharpe")
    amanda = bare(s)
    amanda.area, amanda.sanity = "asylum", 3
    s.run(lambda: flow.arkham_encounter(s.game, amanda))
    s.choose("location-action", "care:free")
    assert s.done()


def test_ursula_spends_a_clue_to_walk_away_from_an_encounter() -> None:
    s = town("ursula-downs")
    ursula = bare(s, clues=2)
    ursula.area = "woods"
    s.run(lambda: flow.location_encounter(s.game, ursula, "woods"))
    d = decision(s)
    assert d.ids() == ["use:trailblazer", "done"]
    assert d.choices[0].label.startswith("Trailblazer: spend a Clue to walk away from “")
    s.choose("use:trailblazer")
    assert s.done() and ursula.clues == 1
    assert "encounter-cancelled" in s.kinds() and "encounter" not in s.kinds()


# ---------------------------------------------------------------- William Yorick


def test_william_spends_a_monster_trophy_as_a_clue() -> None:
    s = town("william-yorick")
    william = bare(s)
    weakest = min(william.monster_trophies, key=lambda m: (combat.stat(s.game, m, "toughness"), m))
    luck = checks.skill(s.game, william, "luck")
    s.dice(*([1] * luck), 5)
    s.run(lambda: checks.check(s.game, william, "luck"))
    assert decision(s).ids() == ["spend-trophy", "accept"]
    s.choose("spend-trophy")
    assert decision(s).ids() == ["trophy-to:box", "trophy-to:cup"]
    s.choose("trophy-to:box")
    assert s.done() and s.game.result.passed
    assert s.state.monsters[weakest] == "box" and len(william.monster_trophies) == 2


# ---------------------------------------------------------------- Zoey Samaras


@pytest.mark.parametrize(
    ("keyword", "zoey", "others"),
    [("physical-resistance", 6, 3), ("physical-immunity", 3, 0), ("weapon-immunity", 0, 0)],
)
def test_zoey_ignores_resistance_and_meets_immunity_as_resistance(keyword, zoey, others) -> None:
    s = town("zoey-samaras", "amanda-sharpe")
    for index, bonus in ((0, zoey), (1, others)):
        inv = bare(s, index)
        handle = give(s, inv, "tommy-gun")  # physical +6
        fight = combat.Fight("zombie-1", held=[handle])
        assert combat.weapon_bonus(s.game, inv, fight, [keyword]) == bonus


# ---------------------------------------------------------------- the bots


def test_bots_play_innsmouth_games_with_the_new_investigators() -> None:
    from arkham.ai.bot import choose

    for seed in range(3):
        game = Game.new(
            GameSetup.of(list(SIXTEEN[seed * 4 : seed * 4 + 4]), "random", INNSMOUTH),
            f"bots-{seed}",
        )
        steps = 0
        while game.pending() is not None:
            game.choose(choose(game))
            steps += 1
            assert steps < 20000
        assert game.state.outcome is not None


def test_a_game_with_the_new_investigators_replays_identically() -> None:
    from arkham.ai.bot import choose

    setup_ = GameSetup.of(
        ["trish-scarborough", "ursula-downs", "william-yorick"], "random", INNSMOUTH
    )
    game = settled(Game.new(setup_, "replay"))
    for _ in range(400):
        if game.pending() is None:
            break
        game.choose(choose(game))
    again = Game.replay(setup_, "replay", game.choices)
    assert again.state == game.state
