"""The pieces on the map (issue 17 §6–7): every location of both towns drawn with an emblem,
the clickable areas where the layout puts them, monster markers stacked with a count and their
card (every ability, on hover and on right-click), gates naming their world and close modifier,
and the map's lettering at least 12 px at 1280×720."""

from __future__ import annotations

import doctest

import pygame
import pytest

from arkham.catalog import load_catalog
from arkham.resources import data_dir
from arkham.ui import draw, gallery
from arkham.ui.board import emblems, monster_card
from arkham.ui.board import map as map_module
from arkham.ui.board.emblems import DEFAULT, EMBLEMS, draw_emblem, emblem_of
from arkham.ui.board.monster_card import NONE, ability_lines
from arkham.ui.board.paint import paint_map
from arkham.ui.draw import Canvas
from arkham.ui.layout import Layout, board_layout
from tests.ui.conftest import fresh_session

INNSMOUTH = data_dir() / "expansions" / "innsmouth"


@pytest.fixture(scope="module")
def cat():
    return load_catalog((INNSMOUTH,))


def _hints() -> dict[str, object]:
    out: dict[str, object] = {}
    for board, folders in (("arkham", ()), ("innsmouth", (INNSMOUTH,))):
        layout = board_layout(board, folders)
        assert layout is not None
        for area, spot in layout["areas"].items():
            out[area] = spot.get("style", {}).get("emblem")
    return out


def test_the_modules_doctests_run() -> None:
    assert doctest.testmod(emblems).failed == 0
    assert doctest.testmod(monster_card).failed == 0


def test_every_location_of_both_towns_has_its_own_emblem(cat) -> None:
    hints = _hints()
    got = {loc: emblem_of(cat, loc, hints.get(loc)) for loc in cat.locations}
    assert {town for town in cat.towns} == {"arkham", "innsmouth"}
    assert all(e in EMBLEMS and e != DEFAULT for e in got.values()), got
    expected = {
        "south-church": "steeple",
        "bank": "pediment",
        "asylum": "barred-hall",
        "woods": "pines",
        "general-store": "awning",
        "newspaper": "gazette",
        "library": "book",
        "graveyard": "tombstone",
        "river-docks": "anchor",
        "st-marys-hospital": "cross",
        "police-station": "badge",
        "train-station": "locomotive",
        "ye-olde-magick-shoppe": "pentacle",
        "innsmouth-jail": "bars",
        "falcon-point": "lighthouse",
        "esoteric-order-of-dagon": "fish",
    }
    assert {k: got[k] for k in expected} == expected
    # a new town from data gets an emblem from its place's name, or a plain house
    assert emblem_of(cat, "harbour-chapel") == "steeple"
    assert emblem_of(cat, "somewhere-else") == DEFAULT


@pytest.mark.parametrize("emblem", sorted(EMBLEMS))
def test_each_emblem_draws_ink_inside_its_box(emblem: str) -> None:
    surf = pygame.Surface((60, 60))
    surf.fill((255, 255, 255))
    draw_emblem(Canvas(surf, Layout.fixed(1.0)), emblem, (30, 30), 20, (0, 0, 0), (255, 255, 255))
    inked = pygame.mask.from_threshold(surf, (0, 0, 0), (60, 60, 60, 255))
    assert inked.count() > 40
    x, y, w, h = inked.get_bounding_rects()[0].unionall(inked.get_bounding_rects())
    assert x >= 6 and y >= 6 and x + w <= 54 and y + h <= 54


def _board(make_app, scene: str, size=(1280, 720), busy: bool = False):
    app, surf = make_app(size)
    if busy:
        s = gallery.busy_session(expansions=("innsmouth",) if scene != "board" else ())
        s.anim_factor = 0
    else:
        s = fresh_session(scene)
    app.start_game(s)
    app.render(surf)
    return app, surf, app._board()


@pytest.mark.parametrize("scene", ["board", "innsmouth", "two-towns"])
def test_the_clickable_areas_stay_where_the_layout_puts_them(make_app, scene: str) -> None:
    app, surf, board = _board(make_app, scene)
    cat = board.session.cat
    for town in board.map.plan.towns:
        board.map.set_focus(town)
        app.render(surf)
        folders = tuple(m.data for m in board.session.game.rules.modules)
        layout = board_layout(town, folders)
        beside = layout.get("beside", {}).get("areas", {})
        moved = beside if len(board.map.plan.towns) > 1 else {}
        for area in cat.towns[town].areas:
            rect = tuple((moved.get(area) or layout["areas"][area])["rect"])
            hit = board.ui.find(f"area:{area}")
            assert hit is not None and tuple(hit.rect) == rect, area
            at = board.ui.at(hit.centre)
            assert at is not None
            assert at.key == f"area:{area}" or board.map.token_area.get(at.key) == area, area


def test_a_monster_card_names_every_ability(cat) -> None:
    for m in cat.monster_kinds.values():
        lines = ability_lines(m)
        if m.abilities or m.special_summary:
            assert NONE not in lines, m.id
            assert len(lines) == len(m.abilities) + bool(m.special_summary), m.id
        else:
            assert lines == [NONE]
    import arkham.expansions.innsmouth.monsters  # noqa: F401 — registers its specials
    from arkham.engine.combat import MONSTER_SPECIALS

    specials = [m for m in cat.monster_kinds.values() if m.special is not None]
    registered = MONSTER_SPECIALS.by_key(("arkham.expansions.innsmouth",))
    assert {"lloigor", "servitor"} <= registered.keys()
    assert {m.special for m in specials} >= registered.keys()
    for m in specials:  # a rule of its own (Innsmouth's registered ones included) is on the card
        assert m.special_summary and m.special_summary in ability_lines(m), m.id
    dhole = ability_lines(cat.monster_kinds["dhole"])
    assert any(line.startswith("Nightmarish 1:") for line in dhole)
    assert any(line.startswith("Overwhelming 1:") for line in dhole)
    servitor = ability_lines(cat.monster_kinds["servitor-of-the-outer-gods"])
    assert any(line.startswith("Nightmarish 2:") for line in servitor)
    assert cat.monster_kinds["lloigor"].special_summary in ability_lines(
        cat.monster_kinds["lloigor"]
    )


def _spy_cards(monkeypatch) -> list:
    drawn: list = []
    real = map_module.draw_monster_card

    def spy(c, m, near, bounds, footer=""):
        drawn.append((m.id, footer))
        return real(c, m, near, bounds, footer)

    monkeypatch.setattr(map_module, "draw_monster_card", spy)
    return drawn


def _post(app, surf, *events) -> None:
    for e in events:
        pygame.event.post(e)
    app.step(pygame.event.get(), 1 / 60)
    app.render(surf)


def test_hovering_a_monster_shows_its_card_with_its_abilities(make_app, monkeypatch) -> None:
    drawn = _spy_cards(monkeypatch)
    app, surf, board = _board(make_app, "board", busy=True)
    cat = board.session.cat
    key = next(
        k for k, (kind, _, _) in board.map.markers.items() if cat.monster_kinds[kind].abilities
    )
    pos = app.layout.pt(board.ui.find(key).centre)
    _post(app, surf, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    kind = board.map.markers[key][0]
    assert drawn and drawn[-1][0] == kind
    assert NONE not in ability_lines(cat.monster_kinds[kind])


def test_right_click_on_a_monster_pins_its_card_until_closed(make_app, monkeypatch) -> None:
    drawn = _spy_cards(monkeypatch)
    app, surf, board = _board(make_app, "board", busy=True)
    key, (kind, _, _) = next(iter(board.map.markers.items()))
    pos = app.layout.pt(board.ui.find(key).centre)
    _post(app, surf, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    assert board.map.pinned == key
    away = app.layout.pt((1400, 1070))  # the mouse leaves the marker: the card stays
    drawn.clear()
    _post(
        app, surf, pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    )
    assert drawn and drawn[-1][0] == kind and "close" in drawn[-1][1]
    _post(app, surf, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert board.map.pinned is None
    assert app.stack.top is board  # Escape closed the card, not opened the menu
    drawn.clear()
    app.dirty = True
    app.render(surf)
    assert not drawn


def test_monsters_of_one_kind_in_one_place_stack_with_a_count(make_app, monkeypatch) -> None:
    counts: list[tuple[str, int]] = []
    real = map_module.draw_marker

    def spy(c, centre, m, count=1, size=monster_card.MARKER, place=monster_card.BELOW):
        counts.append((m.id, count))
        return real(c, centre, m, count, size, place)

    monkeypatch.setattr(map_module, "draw_marker", spy)
    app, surf, board = _board(make_app, "board")
    st = board.session.state
    cat = board.session.cat
    kind = next(k for k, v in cat.monster_kinds.items() if v.count >= 3 and not v.abilities)
    markers = [m for m, k in cat.kind_of_marker.items() if k == kind][:3]
    for m in markers:
        st.monsters[m] = "rivertown-streets"
    board.session.revision += 1
    counts.clear()
    app.dirty = True
    app.render(surf)
    here = [k for k, (_, pos, _) in board.map.markers.items() if k.split(":")[1] in markers]
    assert len(here) == 1
    assert (kind, 3) in counts


def test_a_gate_shows_its_world_and_close_modifier(make_app, monkeypatch) -> None:
    texts: list[str] = []
    real = Canvas.text

    def spy(self, text, *args, **kw):
        texts.append(text)
        return real(self, text, *args, **kw)

    monkeypatch.setattr(Canvas, "text", spy)
    monkeypatch.setattr(draw, "_SPRITES", {})  # every ribbon painted afresh, not from a cache
    _app, _surf, board = _board(make_app, "board", busy=True)
    st = board.session.state
    cat = board.session.cat
    gates = [st.locations[a].gate for a in st.open_gates() if a in board.map.plan.places]
    assert gates
    for gate in gates:
        w = cat.worlds[cat.gate_markers[gate].world]
        label = f"{w.name} {w.close_modifier:+d}".replace("-", "−")
        assert any(t == label or (t.endswith("…") and label.startswith(t[:-1])) for t in texts)


@pytest.mark.parametrize("scene", ["board", "innsmouth"])
def test_the_maps_lettering_is_at_least_12_px_at_1280x720(make_app, scene: str) -> None:
    app, surf, board = _board(make_app, scene, busy=True)
    sizes: list[tuple[int, str]] = []

    class Spy(Canvas):
        def text(self, text, pos, size=18, *args, **kw):
            sizes.append((self.L.font_px(size), text))
            return super().text(text, pos, size, *args, **kw)

    c = Spy(surf, app.layout)
    for town in board.map.plan.towns:  # the printed map and the pieces of each town in focus
        paint_map(c, board.map._plan_for(town), board.session.cat)
        board.map.set_focus(town)
        board.map.forget_pieces()
        board.map.draw(c, board.map.targets(board.session.pending()))
    key = next(iter(board.map.markers))
    board.map.pinned = key
    board.map.draw_card(c)
    small = sorted({(px, t) for px, t in sizes if px < 12})
    assert not small, small


def test_only_a_change_draws_the_pieces_again_a_moving_mouse_reuses_them(
    make_app, monkeypatch
) -> None:
    app, surf, board = _board(make_app, "board", busy=True)
    app.dirty = True
    app.render(surf)  # the second frame showing the same keeps its picture
    drawn: list[int] = []
    real = map_module.BoardMap._draw_pieces

    def spy(self, c, targets):
        drawn.append(1)
        return real(self, c, targets)

    monkeypatch.setattr(map_module.BoardMap, "_draw_pieces", spy)
    fresh = surf.copy()
    app.dirty = True
    app.render(surf)  # from the kept picture: the very same frame
    assert not drawn
    assert pygame.image.tobytes(surf, "RGB") == pygame.image.tobytes(fresh, "RGB")
    before = set(board.ui.hit_keys())
    for hit in [h for h in board.ui.hits if h.key.startswith("area:")][:4]:
        pos = app.layout.pt(hit.centre)
        _post(
            app,
            surf,
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        )
    assert not drawn
    assert before <= set(board.ui.hit_keys())  # every hotspot is still there
    st = board.session.state
    marker, where = next((m, a) for m, a in st.monsters.items() if a in board.map.plan.places)
    st.monsters[marker] = "outskirts" if where != "outskirts" else "sky"
    app.dirty = True
    app.render(surf)
    assert drawn == [1]
    assert board.map.token_area[f"monster:{marker}"] != where
    app.dirty = True
    app.render(surf)  # kept now
    app.dirty = True
    app.render(surf)
    assert drawn == [1, 1]


def test_a_new_town_from_data_gets_an_emblem_and_a_district_tint_without_hints() -> None:
    import tests.fixtures.hamlet  # noqa: F401 — registers the Marsh End fixture town
    from arkham.engine.game import Game, Setup
    from arkham.ui.board.paint import DISTRICT_TINTS, district_colour

    cat = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["hamlet"]), "town").cat
    assert emblem_of(cat, "tide-mill") == "factory"  # "The Tide Mill"
    assert district_colour(cat, "marsh-end", 2) == DISTRICT_TINTS[2]
    innsmouth = load_catalog((INNSMOUTH,))
    assert district_colour(innsmouth, "church-green", 0) == (0xD9, 0xB4, 0x5A)  # its own colour


def test_the_combat_window_never_says_no_special_abilities_for_a_monster_with_a_rule(cat) -> None:
    from arkham.ui.scenes.overlays import keyword_line

    for m in cat.monster_kinds.values():
        line = keyword_line(m)
        if m.abilities or m.special_summary:
            assert "no special abilities" not in line.lower(), m.id
        else:
            assert line == "No special abilities"
    assert keyword_line(cat.monster_kinds["mi-go"]) == "A rule of its own (right)"


def test_the_sky_and_outskirts_captions_read_the_shown_state_while_a_sequence_plays(
    make_app,
) -> None:
    from arkham.catalog import Role
    from arkham.ui.session import GameSession
    from tests.ui.conftest import position
    from tests.ui.test_sequence import _mythos_choice

    p = position("board")
    i = _mythos_choice(p.setup, p.seed, list(p.choices))
    session = GameSession.replay(p.setup, p.seed, list(p.choices[:i]))
    app, surf = make_app()
    app.start_game(session)
    session.anim_factor = 1.0
    board = app._board()
    board.submit(p.choices[i])
    s = board.session
    assert s.busy()
    shown = s.state
    assert shown is not s.game.state
    cat = s.cat
    sky, outskirts = cat.role(Role.SKY), cat.role(Role.OUTSKIRTS)
    cup = [m for m, where in shown.monsters.items() if where == "cup"]
    for m in cup[:3]:  # only the shown state has them: the engine's state never did
        shown.monsters[m] = outskirts
    for m in cup[3:5]:
        shown.monsters[m] = sky
    s.revision += 1
    here = len(shown.monsters_at(outskirts))
    assert here != len(s.game.state.monsters_at(outskirts))
    captions = board.map.captions()
    assert captions[outskirts].startswith(f"{here} here")
    toward = sum(1 for where in shown.monsters.values() if where in cat.counts_toward_limit)
    assert f": {toward} (" in captions[sky]
    texts: list[str] = []
    real = Canvas.text

    def spy(self, text, *args, **kw):
        texts.append(text)
        return real(self, text, *args, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Canvas, "text", spy)
        app.dirty = True
        app.render(surf)
    assert any(t.startswith(f"{here} ") for t in texts)  # the caption drawn is the shown one


def test_every_short_name_fits_its_plate_and_tells_kinds_apart(cat) -> None:
    c = Canvas(pygame.Surface((4, 4)), Layout.fixed(1280 / 1920))
    names: dict[str, str] = {}
    for m in cat.monster_kinds.values():
        name = monster_card.short_name(c, m)
        assert c.text_w(name, monster_card.TEXT, "serif-b") <= monster_card.NAME_W, m.id
        assert names.setdefault(name, m.name) == m.name, (name, m.name)  # unique among kinds
        if name != m.name:  # a short name comes from the data, not a cut, for every kind we ship
            assert name == monster_card.short_names()[m.id], m.id
    assert c.L.font_px(monster_card.TEXT) >= 12


@pytest.mark.parametrize(
    ("scene", "size"), [("board", (1280, 720)), ("two", (1280, 720)), ("board", (1920, 1080))]
)
def test_every_marker_on_a_busy_board_carries_its_name_readable(make_app, scene, size) -> None:
    """Each monster marker drawn in the town in focus prints its (short) name at 12 px or
    more at 1280×720, on a plate no other plate mostly covers (``two``: the busy two-town
    table)."""
    app, surf, board = _board(make_app, scene, size=size, busy=True)
    texts: list[tuple[int, str]] = []
    real_text = Canvas.text

    def spy_text(self, text, pos, size=18, *args, **kw):
        texts.append((self.L.font_px(size), text))
        return real_text(self, text, pos, size, *args, **kw)

    c = Canvas(surf, app.layout)
    plates: list[pygame.Rect] = []
    real_marker = map_module.draw_marker

    def spy_marker(cv, centre, m, count=1, size=monster_card.MARKER, place=monster_card.BELOW):
        width = monster_card.plate(c, m, count)[1]
        plates.append(pygame.Rect(monster_card.plate_rect(centre, width, size, place)))
        return real_marker(cv, centre, m, count, size, place)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(draw, "_SPRITES", {})  # every marker painted afresh
        mp.setattr(Canvas, "text", spy_text)
        mp.setattr(map_module, "draw_marker", spy_marker)
        board.map.forget_pieces()
        board.map.draw(c, board.map.targets(board.session.pending()))
    cat = board.session.cat
    markers = board.map.markers
    assert len(markers) >= 25
    printed = {t for px, t in texts if px >= 12}
    for _key, (kind, _pos, _click) in markers.items():
        m = cat.monster_kinds[kind]
        assert monster_card.short_name(c, m) in printed, m.name
    assert len(plates) == len(markers)
    # plates side by side in one place never hide one another's name
    for i, a in enumerate(plates):
        for b in plates[i + 1 :]:
            clip = a.clip(b)
            assert clip.w * clip.h <= 0.25 * min(a.w * a.h, b.w * b.h), (a, b)


@pytest.mark.parametrize("area", ["outskirts", "sky"])
def test_three_kinds_in_a_narrow_box_keep_their_names_apart(make_app, area: str) -> None:
    """The Outskirts and the Sky hold one row, narrow on the two-town table: three kinds
    there, wider together than the box, put their plates under, over and across their
    squeezed markers, so no plate hides another's name (as on the busy table: a Byakhee, two
    Chthonians and a Cultist in the Outskirts' 100 units)."""
    board = _board(make_app, "two-towns")[2]
    room = board.map.token_region(area)[2]
    widths = [0.65 * room, 0.95 * room, 0.59 * room]
    slots = board.map.slots(area, widths)
    assert {place for _, place in slots} == set(monster_card.PLATE_PLACES)
    plates = [
        pygame.Rect(monster_card.plate_rect(centre, width, monster_card.MARKER, place))
        for (centre, place), width in zip(slots, widths, strict=True)
    ]
    for i, a in enumerate(plates):
        for b in plates[i + 1 :]:
            assert a.clip(b).w * a.clip(b).h == 0, (a, b)


def test_a_crowded_second_row_of_a_location_spreads_over_its_tile(make_app, monkeypatch) -> None:
    """A place tall enough for two rows (none is, as the boards are drawn now) fills the
    first and squeezes the rest into the second, over the emblem too."""
    board = _board(make_app, "board")[2]
    x, y, w, _ = board.map.rect_of("woods")
    monkeypatch.setattr(board.map, "token_region", lambda area: (x + 38, y, w - 42, 120.0))
    widths = [0.4 * w] * 6
    slots = board.map.slots("woods", widths)
    rows = sorted({centre[1] for centre, _ in slots})
    assert len(rows) == 2
    second = [centre[0] for centre, _ in slots if centre[1] == rows[1]]
    assert min(second) - 0.2 * w < x + 38  # over the emblem, left of the token region


def test_the_docks_place_names_take_a_shorter_form_before_being_cut(make_app) -> None:
    app, surf, board = _board(make_app, "two-towns")
    assert board.map.focus == "arkham"
    docked = [a for comp in board.map.plan.compacts for g in comp.groups for a, _ in g.chips]
    assert "innsmouth-jail-cell" in docked
    drawn: list[tuple[str, bool]] = []
    real = Canvas.text

    def spy(self, text, pos, size=18, face="serif", colour=draw.INK, anchor="topleft", max_w=None):
        cut = max_w is not None and self.text_w(text, size, face) > max_w
        drawn.append((text, cut))
        return real(self, text, pos, size, face, colour, anchor, max_w)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Canvas, "text", spy)
        board.map.forget_pieces()
        board.map.draw(Canvas(surf, app.layout), board.map.targets(board.session.pending()))
    cat = board.session.cat
    names = {cat.area_name(a) for a in docked}
    chip_texts = [(t, cut) for t, cut in drawn if any(t and t in n for n in names)]
    assert len(chip_texts) >= len(docked)
    assert not [t for t, cut in chip_texts if cut]  # none cut with an ellipsis
    shown = {t for t, _ in chip_texts}
    assert {"Jail Cell", "Church Green"} <= shown  # the town's name and "Streets" left off
    c = Canvas(surf, app.layout)
    assert map_module.chip_lines(c, "Devil Reef", "Innsmouth", 60, 40) == ["Devil", "Reef"]
    assert map_module.chip_lines(c, "Devil Reef", "Innsmouth", 60, 20) == ["Devil"]
    assert map_module.chip_lines(c, "Innsmouth Jail Cell", "Innsmouth", 80, 20) == ["Jail Cell"]


@pytest.mark.parametrize("scene", ["board", "two"])
def test_gate_ribbons_never_cover_another_place(make_app, scene: str) -> None:
    app, surf, board = _board(make_app, scene, busy=True)
    for town in board.map.plan.towns:
        board.map.set_focus(town)
        ribbons: list[pygame.Rect] = []

        def spy(self, key, box, paint, ribbons=ribbons, real=Canvas.sprite):
            if key[0] == "gate-ribbon":
                ribbons.append(pygame.Rect(box))
            return real(self, key, box, paint)

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(Canvas, "sprite", spy)
            board.map.forget_pieces()
            board.map.draw(Canvas(surf, app.layout), board.map.targets(board.session.pending()))
        places = board.map.plan.places
        gated = [a for a in board.session.state.open_gates() if a in places]
        assert len(ribbons) == len(gated) >= 3
        for ribbon in ribbons:
            hit = [a for a, p in places.items() if ribbon.colliderect(pygame.Rect(p.rect))]
            assert len(hit) == 1 and hit[0] in gated, (town, ribbon, hit)
