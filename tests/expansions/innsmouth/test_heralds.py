"""Innsmouth's heralds (issue 13, point 4): a setup option beside the Ancient One, each rule a
scenario. Father Dagon's rules are his sheet's (arkhamhorrorwiki.com/Father_Dagon); Mother
Hydra's uprising token comes from the same page's "King and Queen" rule, her other two rules
are our design (data/expansions/innsmouth/heralds.json says so)."""

from __future__ import annotations

import pytest

from arkham import persistence
from arkham.ai.bot import choose
from arkham.engine import board, combat, final_battle, tracks, windows
from arkham.engine.game import Game, Setup, SetupError
from arkham.engine.names import EndCause, Hook, Phase
from arkham.expansions.innsmouth import heralds, rules
from tests.kit import Scenario, bare, clear_board, put, settled

DAGON, HYDRA = heralds.FATHER_DAGON, heralds.MOTHER_HYDRA


def scenario(herald: str | None, *investigators: str, ao: str = "azathoth") -> Scenario:
    """A settled Innsmouth game with this herald (Scenario, with the herald in its setup)."""
    s = Scenario.__new__(Scenario)
    setup = Setup.of(list(investigators or ("amanda-sharpe",)), ao, ["innsmouth"], herald=herald)
    s.game = settled(Game.new(setup, "herald"))
    s.state = s.game.state
    s.events = []
    clear_board(s)
    return s


def answer(s: Scenario) -> None:
    while not s.done():
        s.choose(choose(s.game))


def to_first_turn(herald: str | None, seed: str = "start") -> tuple[Game, list]:
    g = Game.new(
        Setup.of(["amanda-sharpe", "joe-diamond"], "azathoth", ["innsmouth"], herald=herald), seed
    )
    events = list(g.events)
    while g.state.phase == Phase.SETUP:
        events += g.choose(choose(g))
    return g, events


# ---------------------------------------------------------------- the option


def test_a_herald_is_an_option_of_setup_with_its_expansion_only() -> None:
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"], herald=DAGON), 1)
    assert g.state.herald == DAGON
    assert next(e for e in g.events if e.kind == "herald-arrives").herald == DAGON
    from arkham.engine.text import describe

    line = describe(g, next(e for e in g.events if e.kind == "herald-arrives"))
    assert line == "Father Dagon, King of the Deep Ones, heralds the coming of Azathoth."
    with pytest.raises(SetupError, match="unknown herald 'father-dagon'"):
        Game.new(Setup.of(["amanda-sharpe"], "azathoth", herald=DAGON), 1)
    with pytest.raises(SetupError, match="unknown herald 'nodens'"):
        Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"], herald="nodens"), 1)
    base = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), 1)
    assert base.state.herald is None and "herald" not in base.state.model_dump()


def test_new_setup_fields_are_left_out_of_a_save_until_chosen(tmp_path) -> None:
    """Old saves load unchanged (the fields default) and a base game's save reads as before;
    a herald and the stories option are saved and replay to the same state."""
    plain = Setup.of(["amanda-sharpe"], "azathoth")
    assert set(plain.model_dump()) == {"players", "ancient_one", "expansions"}
    assert Setup.model_validate(plain.model_dump()) == plain
    setup = Setup.of(
        ["amanda-sharpe"], "azathoth", ["innsmouth"], herald=HYDRA, personal_stories=True
    )
    assert setup.model_dump()["herald"] == HYDRA and setup.model_dump()["personal_stories"]
    g = Game.new(setup, "saved")
    for _ in range(40):
        if g.pending() is not None:
            g.choose(choose(g))
    path = tmp_path / "herald.json"
    persistence.write_save(path, persistence.save_of(g, {}))
    loaded = persistence.load(path)
    assert loaded.game.setup == setup
    assert loaded.game.digest() == g.digest()


def test_the_heralds_data_names_its_sources() -> None:
    cat = scenario(None).game.cat
    assert set(cat.heralds) == {DAGON, HYDRA}
    for herald in cat.heralds.values():
        assert herald.note and all(e.source for e in herald.effects)
    hydra = {e.id: e.source for e in cat.heralds[HYDRA].effects}
    assert "Father_Dagon" in hydra["queen-of-the-deep-ones"]
    assert hydra["brood-of-yha-nthlei"].startswith("our design")
    assert hydra["call-of-the-deep"].startswith("our design")


# ---------------------------------------------------------------- both: the uprising


@pytest.mark.parametrize("herald", [DAGON, HYDRA])
def test_an_uprising_token_at_the_start_and_after_each_raid(herald: str) -> None:
    """Father Dagon's sheet: "place one uprising token on the Deep Ones Rising track at the
    start of the game and after each time the Feds raid Innsmouth" (and Mother Hydra's, by the
    King and Queen rule)."""
    s = scenario(herald)
    s.run(lambda: windows.run_hooks(s.game, Hook.GAME_SET_UP))
    answer(s)
    assert tracks.value(s.game, rules.DEEP_ONES) >= 1
    s.state.tracks[rules.DEEP_ONES] = 4
    for hood in ("church-green", "factory-district", "innsmouth-shore"):
        s.run(lambda hood=hood: tracks.fill_group(s.game, rules.FEDS, hood, 2))
    assert tracks.value(s.game, rules.FEDS) == 0
    assert tracks.value(s.game, rules.DEEP_ONES) == 1
    assert "herald-effect" in s.kinds()


def test_without_a_herald_the_raid_leaves_the_deep_ones_at_rest() -> None:
    s = scenario(None)
    s.state.tracks[rules.DEEP_ONES] = 4
    for hood in ("church-green", "factory-district", "innsmouth-shore"):
        s.run(lambda hood=hood: tracks.fill_group(s.game, rules.FEDS, hood, 2))
    assert tracks.value(s.game, rules.DEEP_ONES) == 0


# ---------------------------------------------------------------- Father Dagon


def test_dagon_draws_one_more_mythos_card_at_the_start() -> None:
    """Plans Set in Motion: "Draw and resolve one additional mythos card at the start of the
    game."""
    for herald, cards in ((None, 1), (DAGON, 2), (HYDRA, 1)):
        _, events = to_first_turn(herald)
        drawn = [e for e in events if e.kind == "mythos" and e.type != "special"]
        assert len(drawn) == cards, herald


def test_dagon_takes_a_clue_from_everyone_each_time_terror_rises() -> None:
    """Plans Set in Motion: "Every time the terror level increases, each investigator must
    spend 1 Clue token. If one or more investigators are unable to do so, add one doom
    token"."""
    s = scenario(DAGON, "amanda-sharpe", "joe-diamond")
    rich, poor = bare(s, 0), bare(s, 1)
    rich.clues, poor.clues = 2, 1
    s.run(lambda: board.raise_terror(s.game, 1))
    assert (rich.clues, poor.clues, s.state.doom) == (1, 0, 0)
    s.run(lambda: board.raise_terror(s.game, 1))
    assert (rich.clues, poor.clues, s.state.doom) == (0, 0, 1)
    quiet = scenario(None)
    bare(quiet).clues = 2
    quiet.run(lambda: board.raise_terror(quiet.game, 1))
    assert (quiet.inv().clues, quiet.state.doom) == (2, 0)


def _awaken(s: Scenario) -> None:
    s.run(lambda: final_battle.battle(s.game, EndCause.DOOM_TRACK_FULL))


def test_dagon_makes_cthulhu_harder_and_owed_the_plus_monsters_toughness() -> None:
    """Teeming Masses: "his combat rating is improved by -1 (to -7). When Cthulhu awakens, add
    up the total toughness of any monsters with the plus dimensional symbol in play. The
    investigators must inflict that many extra successes"."""
    s = scenario(DAGON, ao="cthulhu")
    put(s, "star-spawn-1", "woods")  # plus, toughness 3
    put(s, "high-priest-1", "rivertown-streets")  # plus, toughness 2
    _awaken(s)
    fb = s.state.final_battle
    assert fb is not None and fb.successes == -5
    rounds = [e for e in s.events if e.kind == "final-battle-round"]
    assert rounds[0].combat_rating == -7
    plain = scenario(None, ao="cthulhu")
    put(plain, "star-spawn-1", "woods")
    _awaken(plain)
    assert plain.state.final_battle.successes == 0  # type: ignore[union-attr]
    assert next(e for e in plain.events if e.kind == "final-battle-round").combat_rating == -6


def test_teeming_masses_is_cthulhus_alone() -> None:
    s = scenario(DAGON, ao="hastur")
    put(s, "star-spawn-1", "woods")
    _awaken(s)
    assert s.state.final_battle.successes == 0  # type: ignore[union-attr]
    assert next(e for e in s.events if e.kind == "final-battle-round").combat_rating == 0


# ---------------------------------------------------------------- Mother Hydra


def test_hydra_gives_plus_monsters_one_more_toughness() -> None:
    """Brood of Y'ha-nthlei (our design): plus-symbol monsters +1 toughness."""
    s = scenario(HYDRA)
    assert combat.stat(s.game, "star-spawn-1", "toughness") == 4
    assert combat.stat(s.game, "high-priest-1", "toughness") == 3
    assert combat.stat(s.game, "byakhee-1", "toughness") == 1
    plain = scenario(DAGON)
    assert combat.stat(plain.game, "star-spawn-1", "toughness") == 3


@pytest.mark.parametrize(("dice", "called"), [((1, 1, 1), True), ((5, 6, 1), False)])
def test_hydra_calls_those_at_aquatic_locations(dice: tuple[int, ...], called: bool) -> None:
    """The Call of the Deep (our design): at the end of each Mythos phase, each investigator
    at an aquatic location makes a Will (−1) check or draws an Innsmouth Look card."""
    s = scenario(HYDRA, "amanda-sharpe", "joe-diamond")
    at_sea, ashore = bare(s, 0), bare(s, 1)
    at_sea.area, ashore.area = "falcon-point", "bank"
    s.dice(*dice)
    s.run(lambda: windows.run_hooks(s.game, Hook.END_OF_MYTHOS))
    answer(s)
    looks = [e.investigator for e in s.events if e.kind == "look-drawn"]
    assert looks == (["amanda-sharpe"] if called else [])
    checks = [e for e in s.events if e.kind == "dice-rolled"]
    assert [e.investigator for e in checks] == ["amanda-sharpe"]
    quiet = scenario(DAGON)
    bare(quiet).area = "falcon-point"
    quiet.run(lambda: windows.run_hooks(quiet.game, Hook.END_OF_MYTHOS))
    assert "look-drawn" not in quiet.kinds()


# ---------------------------------------------------------------- bot games


@pytest.mark.parametrize("herald", [DAGON, HYDRA])
def test_bot_games_with_a_herald_and_stories_end(herald: str) -> None:
    for n, ao in enumerate(("cthulhu", "yig")):
        g = Game.new(
            Setup.of(["random"] * (2 + n), ao, ["innsmouth"], herald=herald), f"{herald}-{n}"
        )
        steps = 0
        while g.pending() is not None:
            g.choose(choose(g))
            steps += 1
            assert steps < 20_000
        assert g.state.outcome is not None and g.state.stories
