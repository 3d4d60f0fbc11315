"""Personal stories (Innsmouth Horror, issue 13 point 5): every story of the data reaches its
pass and its fail through the rule points it counts, and the outcome of each does what its data
says; the option's defaults, a replacement's story, and the texts.

Stories whose investigator is not in the catalog yet (Innsmouth's own sixteen, added by their
own issue) are played by a stand-in: the story's mechanics name no investigator.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest

from arkham.catalog import STORY_KNOCKS, STORY_MEASURED, PersonalStories, PersonalStory, StoryCount
from arkham.engine import board, effects, tracks, windows
from arkham.engine.game import Game, Setup, SetupError
from arkham.engine.names import Hook
from arkham.engine.state import StoryState
from arkham.expansions.innsmouth import rules, stories
from arkham.resources import data_dir
from tests.kit import Scenario, bare, clear_board, give, settled

STORIES_FILE = data_dir() / "expansions" / "innsmouth" / "personal_stories.json"
ALL = PersonalStories.model_validate(json.loads(STORIES_FILE.read_text(encoding="utf-8")))
INNSMOUTH_INVESTIGATORS = (
    "agnes-baker",
    "akachi-onyele",
    "finn-edwards",
    "george-barnaby",
    "hank-samson",
    "minh-thi-phan",
    "norman-withers",
    "patrice-hathaway",
    "roland-banks",
    "silas-marsh",
    "skids-otoole",
    "tommy-muldoon",
    "trish-scarborough",
    "ursula-downs",
    "william-yorick",
    "zoey-samaras",
)
"""reference §8.5, kebab-case."""
STAND_IN = "amanda-sharpe"

Step = Callable[[], object]


# ---------------------------------------------------------------- playing one story


class Play:
    """A one-investigator Innsmouth game holding ``story``, with every event kept."""

    def __init__(self, story: PersonalStory, monkeypatch: pytest.MonkeyPatch) -> None:
        probe = Game.new(Setup.of([STAND_IN], "azathoth", ["innsmouth"]), "probe")
        who = story.investigator if story.investigator in probe.cat.investigators else STAND_IN
        self.s = Scenario(
            [who], "azathoth", seed=f"story-{story.investigator}", expansions=["innsmouth"]
        )
        clear_board(self.s)
        self.g = self.s.game
        monkeypatch.setitem(self.g.cat.personal_stories, story.investigator, story)
        self.inv = bare(self.s)
        self.inv.area = "northside-streets"
        self.inv.sanity, self.inv.stamina, self.inv.money, self.inv.clues = 3, 3, 10, 5
        self.inv.delayed = False
        self.g.state.stories = {self.inv.id: StoryState(story=story.investigator)}
        self.story = story
        self.events: list = []

    def run(self, effect: Callable[[], object]) -> None:
        self.events += self.g.run(effect)
        while (decision := self.g.pending()) is not None:
            ids = decision.ids()
            self.events += self.g.choose("done" if "done" in ids else ids[0])

    def hook(self, name: Hook, *args: object) -> None:
        self.run(lambda: windows.run_hooks(self.g, name, *args))

    @property
    def state(self) -> StoryState:
        return self.g.state.stories[self.inv.id]


def _location_in(g: Game, targets: list[str], taken: set[str] = frozenset()) -> str:  # type: ignore[assignment]
    """A location (unstable, unsealed if possible) that the targets name."""
    for loc, fact in g.cat.locations.items():
        if loc in taken or (fact.restricted_entry or fact.by_water):
            continue
        named = set(stories._place_names(g, loc)) & set(targets)
        if named or (not targets and not fact.stable):
            return loc
    raise AssertionError(f"no location in {targets}")


def _area_in(g: Game, targets: list[str]) -> str:
    for area in g.cat.connections:
        if set(stories._place_names(g, area)) & set(targets):
            return area
    raise AssertionError(f"no area in {targets}")


def _card_for(g: Game, target: str) -> str:
    """A card (still in its deck) that a ``gain-cards`` target names."""
    if target not in stories.CARD_KIND_NAMES:
        return target
    deck = "ally" if target == "ally" else target
    return next(h.partition("#")[0] for h in g.state.decks[deck])


def steps(p: Play, cond: StoryCount) -> Iterator[Step]:
    """The moves that meet ``cond`` from nothing, one at a time (the last one meets it)."""
    g, inv, kind, n = p.g, p.inv, cond.kind, stories.needed(p.g, cond)
    if kind in ("close-gates", "seal-gates"):
        taken: set[str] = set()
        for _ in range(n):
            loc = _location_in(g, cond.targets, taken)
            taken.add(loc)

            def close(loc: str = loc) -> None:
                st = g.state.locations[loc]
                st.gate = g.state.gate_stack.pop(0)
                p.run(lambda: board.close_gate(g, inv, loc, seal=kind == "seal-gates"))

            yield close
    elif kind in ("defeat-monsters", "defeat-toughness"):
        from arkham.engine import combat

        markers = [m for m in g.state.monsters if combat.stat(g, m, "toughness") >= cond.toughness]
        total = 0
        for marker in markers:
            if total >= n:
                break
            total += combat.stat(g, marker, "toughness") if kind == "defeat-toughness" else 1
            yield lambda marker=marker: p.hook(Hook.MONSTER_DEFEATED, inv, marker)
    elif kind == "return-from-other-worlds":
        for _ in range(n):
            yield lambda: p.hook(Hook.RETURNED, inv)
    elif kind == "encounters-at":
        loc = _location_in(g, cond.targets)
        for _ in range(n):
            yield lambda: p.hook(Hook.LOCATION_ENCOUNTER_ENDED, inv, loc)
    elif kind == "end-moves-in":

        def moved() -> None:
            inv.area = _area_in(g, cond.targets)
            p.hook(Hook.END_OF_MOVEMENT, inv)

        for _ in range(n):
            yield moved
    elif kind == "gain-cards":
        for _ in range(n):
            yield lambda: p.run(lambda: effects.gain_card(g, inv, _card_for(g, cond.targets[0])))
    elif kind == "feds-evidence":
        streets = [
            g.cat.street_of[hood] for hood in g.cat.towns[rules.TOWN_INNSMOUTH].neighbourhoods
        ]
        left = n
        for street in streets:
            if left <= 0:
                break
            give_now = min(2, left)
            left -= give_now

            def evidence(street: str = street, k: int = give_now) -> None:
                inv.area, inv.clues = street, k
                p.events += g.run(lambda: rules._feds_raid(g, inv, {}))
                p.events += g.choose(f"clues:{k}")

            yield evidence
    elif kind in ("hold-clues", "hold-money", "hold-monster-trophies"):

        def hold() -> None:
            if kind == "hold-clues":
                inv.clues = n
            elif kind == "hold-money":
                inv.money = n
            else:
                inv.monster_trophies[:] = [
                    m for m in g.state.monsters if g.state.monsters[m] == "cup"
                ][:n]
            p.hook(Hook.UPKEEP_START, inv)

        yield hold
    elif kind in ("knocked-out", "insane", "unconscious"):
        for i in range(n):
            mad = kind == "insane" or (kind == "knocked-out" and i % 2 == 0)
            yield lambda mad=mad: p.run(
                lambda: effects.lose(g, inv, **{"sanity" if mad else "stamina": 20})
            )
    elif kind == "lost":
        for _ in range(n):
            yield lambda: p.run(lambda: effects.lost_in_time_and_space(g, inv))
    elif kind == "arrested":

        def arrest() -> None:
            inv.area = "northside-streets"
            p.run(lambda: board.arrested(g, inv))

        for _ in range(n):
            yield arrest
    elif kind == "doom-reaches":
        yield lambda: p.run(lambda: effects.add_doom(g, n - g.state.doom))
    elif kind == "terror-reaches":
        yield lambda: p.run(lambda: board.raise_terror(g, n - g.state.terror))
    elif kind == "track-reaches":

        def rise() -> None:
            p.run(lambda: tracks.advance(g, cond.targets[0], n))
            p.hook(Hook.END_OF_MYTHOS)  # measured at the end of the Mythos phase

        yield rise
    elif kind in ("turn-reaches", "open-gates"):

        def end_of_mythos() -> None:
            if kind == "turn-reaches":
                g.state.turn = p.state.started + n
            else:
                for loc in [x for x, f in g.cat.locations.items() if not f.stable][:n]:
                    g.state.locations[loc].gate = g.state.gate_stack.pop(0)
            p.hook(Hook.END_OF_MYTHOS)

        yield end_of_mythos
    else:  # pragma: no cover - a new kind needs its steps here
        raise AssertionError(f"no steps for {kind}")


def prepare(p: Play, passed: bool) -> None:
    """Hold what the outcome takes away (a card to lose, a track above its minimum)."""
    outcome = p.story.passed if passed else p.story.failed
    for card in outcome.discard:
        if not p.inv.holds(card):
            give(p.s, p.inv, card)
    for track in outcome.tracks:
        p.g.state.tracks[track] = 2


def check_outcome(p: Play, passed: bool, max_loss: tuple[int, int]) -> None:
    """The outcome's effects, read from the events after the story's end and the state."""
    outcome = p.story.passed if passed else p.story.failed
    kind = "story-passed" if passed else "story-failed"
    ends = [i for i, e in enumerate(p.events) if e.kind == kind]
    assert len(ends) == 1, [e.kind for e in p.events]
    after = [e for e in p.events[ends[0] :] if e.investigator in (p.inv.id, None)]
    changed = {(e.stat, e.delta > 0) for e in after if e.kind == "stat-changed"}
    for stat in outcome.gain:
        assert (stat, True) in changed, stat
    for stat in outcome.lose:
        assert (stat, False) in changed, stat
    gained = [(e.card, e.deck) for e in after if e.kind == "card-gained"]
    for card in outcome.cards:
        assert any(c == card for c, _ in gained), card
    for deck, n in outcome.draw.items():
        assert sum(d == deck for _, d in gained) == n, deck
    lost = {e.card for e in after if e.kind == "card-lost"}
    assert set(outcome.discard) <= lost
    assert not outcome.bless or ("blessing", "special") in gained
    assert not outcome.curse or ("curse", "special") in gained
    assert not outcome.delayed or p.inv.delayed
    moved = {e.track for e in after if e.kind == "track-changed"}
    assert set(outcome.tracks) <= moved
    assert not outcome.look or any(e.kind == "look-drawn" for e in after)
    assert p.inv.max_sanity_loss - max_loss[0] == outcome.lose_max.get("sanity", 0)
    assert p.inv.max_stamina_loss - max_loss[1] == outcome.lose_max.get("stamina", 0)
    for key, value in outcome.bonuses.items():
        assert stories.lasting_bonus(p.g, p.inv, key) == value


@pytest.mark.parametrize("passed", [True, False], ids=["pass", "fail"])
@pytest.mark.parametrize("story", ALL.stories, ids=[s.investigator for s in ALL.stories])
def test_each_story_reaches_its_pass_and_its_fail(
    story: PersonalStory, passed: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = Play(story, monkeypatch)
    prepare(p, passed)
    cond = story.pass_when if passed else story.fail_when
    moves = list(steps(p, cond))
    for move in moves[:-1]:
        move()
        assert p.state.outcome is None, cond.kind
    if cond.kind not in STORY_MEASURED and len(moves) > 1:
        assert any(e.kind == "story-progress" for e in p.events)
    max_loss = (p.inv.max_sanity_loss, p.inv.max_stamina_loss)
    moves[-1]()
    assert p.state.outcome == ("passed" if passed else "failed")
    check_outcome(p, passed, max_loss)


# ---------------------------------------------------------------- the rules of stories


def test_an_ended_story_stays_ended_and_only_its_own_outcome_applies(monkeypatch) -> None:
    """arkhamhorrorwiki, Personal Story: "once you succeed, the consequences of failure do not
    enter gameplay even if you later fulfil the conditions; and vice versa"."""
    story = next(s for s in ALL.stories if s.investigator == "joe-diamond")
    p = Play(story, monkeypatch)
    for move in steps(p, story.pass_when):
        move()
    assert p.state.outcome == "passed"
    for move in steps(p, story.fail_when):
        move()
    assert p.state.outcome == "passed"
    assert not any(e.kind == "story-failed" for e in p.events)
    assert stories.lasting_bonus(p.g, p.inv, "fight") == 1


def test_a_condition_counts_only_where_its_targets_say(monkeypatch) -> None:
    story = next(s for s in ALL.stories if s.investigator == "darrell-simmons")
    p = Play(story, monkeypatch)
    p.hook(Hook.LOCATION_ENCOUNTER_ENDED, p.inv, "bank")  # in Arkham: not Innsmouth
    assert p.state.progress == 0
    p.hook(Hook.LOCATION_ENCOUNTER_ENDED, p.inv, "gilman-house-hotel")
    assert p.state.progress == 1


def test_stories_are_drawn_at_setup_with_innsmouth_and_logged() -> None:
    g = settled(Game.new(Setup.of(["amanda-sharpe", "joe-diamond"], "azathoth", ["innsmouth"]), 1))
    assert set(g.state.stories) == {"amanda-sharpe", "joe-diamond"}
    assert g.state.stories["joe-diamond"] == StoryState(story="joe-diamond")
    drawn = [e for e in g.events if e.kind == "story-drawn"]
    assert [e.investigator for e in drawn] == ["amanda-sharpe", "joe-diamond"]
    from arkham.engine.text import describe

    line = describe(g, drawn[1])
    assert "“The Big Case”" in line and "defeat 3 monsters" in line and "4 gates" in line


def test_the_option_is_off_in_the_base_game_and_may_be_turned_off_or_on() -> None:
    base = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), 1)
    assert base.state.stories == {} and "stories" not in base.state.model_dump()
    off = Game.new(
        Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"], personal_stories=False), 1
    )
    assert off.state.stories == {}
    on = settled(
        Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"], personal_stories=True), 1)
    )
    assert set(on.state.stories) == {"amanda-sharpe"}
    with pytest.raises(SetupError, match="personal stories"):
        Game.new(Setup.of(["amanda-sharpe"], "azathoth", personal_stories=True), 1)


def test_a_replacement_investigator_draws_a_story_of_their_own() -> None:
    s = Scenario(["amanda-sharpe"], expansions=["innsmouth"])
    gone = s.inv()
    s.run(lambda: effects.devoured(s.game, gone))
    from arkham.engine import setup

    s.run(lambda: setup.replacement(s.game, gone))
    new = s.inv()
    assert new.id != "amanda-sharpe"
    assert s.state.stories[new.id].story == new.id
    assert s.state.stories[new.id].started == s.state.turn
    assert "story-drawn" in s.kinds()


def test_the_knock_out_stories_never_take_sanity_or_stamina() -> None:
    """A story failed by a knock-out (or being lost, or arrested) is resolved while that goes
    on; it may not knock the investigator out again (checked by the catalog)."""
    for story in ALL.stories:
        for cond, outcome in ((story.pass_when, story.passed), (story.fail_when, story.failed)):
            if cond.kind in STORY_KNOCKS:
                assert not {"sanity", "stamina"} & set(outcome.lose), story.investigator


def test_a_failed_story_that_lowers_a_maximum_to_zero_devours() -> None:
    """Reference §7: a maximum reduced to 0 devours, whatever lowered it — here Vincent Lee's
    failed story (−1 maximum Stamina) with his maximum at 1."""
    s = Scenario(["vincent-lee", "amanda-sharpe"], expansions=["innsmouth"])
    vincent = s.inv()
    story = next(st for st in ALL.stories if st.investigator == "vincent-lee")
    assert story.failed.bonuses == {"max-stamina": -1}
    vincent.max_stamina_loss = s.game.cat.investigators["vincent-lee"].stamina - 1
    vincent.stamina = 1
    s.run(lambda: stories.resolve(s.game, vincent, passed=False))
    assert isinstance(s.game.result, effects.Interrupted) and vincent.status == "devoured"


# ---------------------------------------------------------------- the data


def test_every_investigator_of_the_game_has_one_story() -> None:
    cat = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), 1).cat
    ids = [s.investigator for s in ALL.stories]
    base = Game.new(Setup.of(["amanda-sharpe"], "azathoth"), 1).cat.investigators
    assert sorted(ids) == sorted([*base, *INNSMOUTH_INVESTIGATORS])
    assert set(cat.personal_stories) == {i for i in ids if i in cat.investigators}
    assert len({s.title for s in ALL.stories}) == len(ALL.stories)
    for story in ALL.stories:
        assert story.pass_when.kind not in STORY_KNOCKS, story.investigator
        assert story.passed.title and story.failed.title and len(story.prose) > 80


def test_a_story_of_an_absent_investigator_is_skipped_and_a_bad_one_is_named(tmp_path) -> None:
    import shutil

    from arkham.catalog import ContentError, load_catalog_from

    folder = tmp_path / "innsmouth"
    shutil.copytree(data_dir() / "expansions" / "innsmouth", folder)
    raw = json.loads(STORIES_FILE.read_text(encoding="utf-8"))
    raw["stories"][0]["pass_when"]["targets"] = ["nowhere"]
    (folder / "personal_stories.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_catalog_from(data_dir(), folder)
    assert (err.value.file, err.value.field) == ("personal_stories.json", "pass_when.targets")
    raw["stories"][0]["pass_when"]["targets"] = ["miskatonic-u"]
    raw["stories"][0]["investigator"] = "nobody-yet"
    (folder / "personal_stories.json").write_text(json.dumps(raw), encoding="utf-8")
    cat = load_catalog_from(data_dir(), folder)
    assert "nobody-yet" not in cat.personal_stories and len(cat.story_list) == 32


def test_every_condition_and_outcome_reads_in_plain_words() -> None:
    g = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["innsmouth"]), 1)
    for story in ALL.stories:
        for cond in (story.pass_when, story.fail_when):
            assert stories.condition_text(g, cond)
        for outcome in (story.passed, story.failed):
            assert stories.outcome_text(g, outcome)
