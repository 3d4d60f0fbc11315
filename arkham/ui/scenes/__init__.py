"""The scenes of the scene stack: title, setup, board (with its overlays), pass-the-mouse,
menu, settings and rules help."""
