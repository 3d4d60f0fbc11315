"""A decision's scene carries the dice of a roll waiting on it: putting them in keeps the rest."""

from dataclasses import fields, replace

from arkham.engine.decisions import Context, Dice, Scene


def test_a_scene_with_dice_keeps_every_other_field() -> None:
    scene = Context(Scene.COMBAT, "zombie-1", "azathoth", "card", "entry", "area")
    assert all(getattr(scene, f.name) is not None for f in fields(Context) if f.name != "dice")
    dice = Dice((5, 6), 2, 1, 5)
    assert scene.with_dice(dice) == replace(scene, dice=dice)
