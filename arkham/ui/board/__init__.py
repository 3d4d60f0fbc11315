"""The board screen's components, one job each, composed by
:class:`~arkham.ui.scenes.board.BoardScene` (which also routes input to them):

- :mod:`.map` — the map: the printed board (:mod:`.plan` reads it from the board and layout
  files, :mod:`.paint` paints it) and the pieces on it, with their hotspots;
- :mod:`.path` — the path a move would take, its cost and the monsters on the way;
- :mod:`.tracks` — the tracks panel: any list of tracks, the environment and the rumor;
- :mod:`.banner` — turn, phase, who decides, Undo, Rules, Menu;
- :mod:`.sheet` and :mod:`.others` — the deciding investigator's sheet, the others in a line each;
- :mod:`.prompt` — the pending decision and its buttons; :mod:`.last_roll` — the last dice;
- :mod:`.log` — the scrolling game log;
- :mod:`.choices` (a button per choice) and :mod:`.tips` (tooltip texts), shared with the
  overlays (:mod:`arkham.ui.scenes.overlays`); :mod:`.geometry`, where the parts sit.

Each component draws from the session the scene holds, registers its hotspots with the scene's
frame and answers through ``scene.submit``; none of them knows another's layout.
"""
