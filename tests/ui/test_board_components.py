"""The board screen's parts drawn from data: the map plan read from the board and layout files,
a board with no layout left off, the tracks panel with any list of tracks, and the overlays
registered per scene."""

from __future__ import annotations

import doctest
import json
import logging

import pygame
import pytest

import tests.fixtures.hamlet  # noqa: F401 — registers the Marsh End fixture town
from arkham.catalog import STREET_KINDS, Catalog, Role, load_catalog
from arkham.engine.decisions import Choice, Context, Decision, Scene
from arkham.engine.flow import GameStarted
from arkham.engine.game import Game, Setup
from arkham.engine.tracks import TrackView
from arkham.resources import data_dir
from arkham.ui.board import plan as plan_module
from arkham.ui.board.paint import paint_map
from arkham.ui.board.plan import map_plan
from arkham.ui.draw import Canvas
from arkham.ui.layout import Layout, board_layout
from arkham.ui.scenes import overlays
from arkham.ui.scenes.board import BoardScene
from arkham.ui.session import GameSession
from tests.ui.conftest import fresh_session

STYLE_KEYS = {"fill", "stars", "caption", "emblem"}


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load_catalog()


def test_the_plan_doctest_runs() -> None:
    assert doctest.testmod(plan_module).failed == 0


# ---------------------------------------------------------------- layout files and the plan


@pytest.mark.parametrize("board_id", ["arkham", "table"])
def test_a_layout_places_its_board_and_nothing_else(cat: Catalog, board_id: str) -> None:
    layout = board_layout(board_id)
    assert layout is not None and layout["board"] == board_id
    board = cat.boards[board_id]
    assert set(layout["areas"]) == {a.id for a in board.areas}
    for area, spot in layout["areas"].items():
        assert len(spot["rect"]) == 4, area
        assert set(spot.get("style", {})) <= STYLE_KEYS, area
    links = {frozenset((a.id, b)) for a in board.areas for b in a.links}
    for route in layout.get("routes", []):
        assert frozenset((route["a"], route["b"])) in links, route


def test_the_plan_draws_every_area_link_and_arrow(cat: Catalog) -> None:
    plan = map_plan(cat)
    assert plan.missing == []
    assert set(cat.areas) | set(cat.world_of_area) == set(plan.places)
    drawn = [frozenset((link.a, link.b)) for link in plan.links]
    assert len(drawn) == len(set(drawn)), "each link once"
    assert set(drawn) == {frozenset((a, b)) for a, ends in cat.connections.items() for b in ends}
    roads = {frozenset((link.a, link.b)) for link in plan.links if link.road}
    assert roads == {pair for pair in drawn if all(cat.areas[a].kind in STREET_KINDS for a in pair)}
    arrows = {(a.src, a.dst, a.colour) for a in plan.arrows}
    for street in cat.streets.values():
        assert (street.id, street.white, "white") in arrows
        assert (street.id, street.black, "black") in arrows
    assert {w.id for w in plan.worlds} == set(cat.worlds)
    assert plan.tracks is not None and plan.legend is not None


def test_special_areas_take_their_look_from_the_layout(cat: Catalog) -> None:
    places = map_plan(cat).places
    for area in cat.special_areas:
        assert "fill" in places[area].style, area


def test_a_board_without_a_layout_is_left_off_and_logged(
    make_app, monkeypatch, caplog, cat: Catalog
) -> None:
    real = board_layout
    monkeypatch.setattr(
        plan_module,
        "board_layout",
        lambda board, folders: None if board == "table" else real(board, folders),
    )
    with caplog.at_level(logging.WARNING, logger="arkham"):
        plan = map_plan(cat)
    assert plan.missing == ["table"]
    assert "'table' has no layout" in caplog.text
    assert not {a.id for a in cat.boards["table"].areas} & set(plan.places)
    assert plan.tracks is None  # the tracks panel sits on the table: not drawn, no crash
    app, surface = make_app()
    app.start_game(fresh_session("board"))
    app.render(surface)
    assert isinstance(app.stack.top, BoardScene)
    assert app.stack.top.ui.find("area:" + cat.boards["arkham"].areas[0].id) is not None


def test_a_town_without_a_layout_joins_the_game_off_the_map(make_app, caplog) -> None:
    """The Marsh End fixture town has no layout file: its game draws every other board, and
    its track, and the log file says why the town is not on the map."""
    with caplog.at_level(logging.WARNING, logger="arkham"):
        app, surface = make_app()
        app.start_game(GameSession(Setup.of(["amanda-sharpe"], "azathoth", ["hamlet"]), "town"))
        app.render(surface)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert board.map.plan.missing == ["hamlet"]
    assert "'hamlet' has no layout" in caplog.text
    assert board.ui.find("area:tide-mill") is None
    assert board.ui.find("track:unrest") is not None
    sky = board.cat.role(Role.SKY)  # Marsh End's monsters do not count toward the limit
    assert board.map.captions()[sky].startswith("Monsters in Arkham and the Sky: ")


def test_a_second_town_is_drawn_from_its_layout_file(tmp_path) -> None:
    cat = Game.new(Setup.of(["amanda-sharpe"], "azathoth", ["hamlet"]), "town").cat
    layout = {
        "board": "hamlet",
        "cells": {"marsh-end": [960, 640, 440, 200]},
        "areas": {
            "marsh-end-streets": {"rect": [990, 650, 250, 52]},
            "marsh-end-halt": {"rect": [1250, 650, 140, 52]},
            "tide-mill": {"rect": [990, 740, 136, 78]},
            "marsh-end-eddy": {"rect": [1250, 740, 140, 90], "style": {"fill": [20, 50, 70]}},
        },
    }
    (tmp_path / "layout").mkdir()
    (tmp_path / "layout" / "hamlet.json").write_text(json.dumps(layout))
    docked = map_plan(cat, (data_dir(), tmp_path))  # Arkham in focus, Marsh End in its dock
    assert docked.missing == [] and docked.towns == ("arkham", "hamlet")
    assert docked.town == "arkham" and "tide-mill" not in docked.places
    assert [c.town for c in docked.compacts] == ["hamlet"]
    assert {a for g in docked.compacts[0].groups for a, _ in g.chips} == {
        "marsh-end-streets",
        "marsh-end-halt",
        "tide-mill",
    }  # every place that can hold anything (not the vortex)
    plan = map_plan(cat, (data_dir(), tmp_path), focus="hamlet")
    assert plan.missing == []
    assert {"tide-mill", "marsh-end-eddy"} <= set(plan.places)
    assert not set(cat.towns["arkham"].areas) & set(plan.places)
    assert [c.town for c in plan.compacts] == ["arkham"]
    town = {(link.a, link.b, link.road) for link in plan.links if "tide-mill" in (link.a, link.b)}
    assert town == {("tide-mill", "marsh-end-streets", False)}
    halt = [
        link for link in plan.links if {link.a, link.b} == {"marsh-end-streets", "marsh-end-halt"}
    ]
    assert [link.road for link in halt] == [True]  # a street and a street area: a road
    arrows = {(a.src, a.dst, a.colour) for a in plan.arrows if a.src == "marsh-end-streets"}
    assert arrows == {("marsh-end-streets", "marsh-end-halt", c) for c in ("white", "black")}
    paint_map(Canvas(pygame.Surface((1920, 1080)), Layout()), plan, cat)
    paint_map(Canvas(pygame.Surface((1920, 1080)), Layout()), docked, cat)


# ---------------------------------------------------------------- tracks


def _track(n: int) -> TrackView:
    colours = ("#FFD980", None, "steelblue", "no-such-colour", None, "green")
    return TrackView(f"t{n}", f"Track {n}", n, 4 + 2 * n, f"Summary {n}.", colours if n else ())


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_the_tracks_panel_draws_any_list_of_tracks(make_app, monkeypatch, count: int) -> None:
    tracks = [_track(n) for n in range(count)]
    monkeypatch.setattr("arkham.ui.board.tracks.views", lambda game: tracks)
    app, surface = make_app()
    app.start_game(fresh_session("board"))
    app.render(surface)
    board = app.stack.top
    hits = [board.ui.find(f"track:{t.id}") for t in tracks]
    assert all(hits)
    box = board.map.plan.tracks
    for hit in hits:  # inside the panel, and apart
        x, y, w, h = hit.rect
        assert box[0] <= x and x + w <= box[0] + box[2] and box[1] <= y and y + h <= box[1] + box[3]
    centres = {hit.centre for hit in hits}
    assert len(centres) == count
    assert hits[-1].tip_text().startswith(f"Track {count - 1}: {count - 1} of")


def test_the_gate_and_seal_limits_come_from_the_engine(make_app) -> None:
    app, surface = make_app()
    session = fresh_session("board")
    app.start_game(session)
    app.render(surface)
    started = session.fact(GameStarted)
    assert started is not None and started.gate_limit > 0 and started.seals_to_win == 6


# ---------------------------------------------------------------- overlays


def _decision(kind: str = "choose", context: Context | None = None, **detail) -> Decision:
    return Decision(kind, None, "?", (Choice("done", "Done"),), context, detail)


@pytest.mark.parametrize(
    ("decision", "expected"),
    [
        (_decision(context=Context(Scene.ENCOUNTER, card="c", entry="e")), overlays.encounter),
        (_decision(context=Context(Scene.COMBAT, monster="zombie-1")), overlays.combat),
        (_decision(context=Context(Scene.COMBAT, ancient_one="yig")), overlays.final_battle),
        (_decision(context=Context(Scene.FINAL_BATTLE, ancient_one="yig")), overlays.final_battle),
        (_decision(context=Context(Scene.MYTHOS, card="m")), overlays.mythos),
        (_decision(context=Context(Scene.GATE, area="a")), overlays.gate),
        (_decision("roll"), overlays.roll),
        (_decision(window="after-roll"), overlays.roll),
        (_decision("cards"), overlays.cards),
        (_decision(context=Context(Scene.MYTHOS)), None),
        (_decision("move"), None),
    ],
)
def test_overlays_are_picked_by_the_typed_context(make_app, decision, expected) -> None:
    app, _surface = make_app()
    app.start_game(fresh_session("board"))
    board = app.stack.top
    board.session.notices.clear()
    picked = board.overlay(decision)
    assert (picked.func if picked else None) is expected


def test_every_scene_has_an_overlay() -> None:
    assert set(Scene) <= set(overlays.OVERLAYS)
