"""The board screen's components, one job each, composed by
:class:`~arkham.ui.scenes.board.BoardScene` (which also routes input to them):

- :mod:`.map` — the map: the printed board (:mod:`.plan` reads it from the board and layout
  files, :mod:`.paint` paints it) and the pieces on it, with their hotspots;
- :mod:`.path` — the path a move would take, its cost and the monsters on the way;
- :mod:`.tracks` — the tracks panel: any list of tracks, the environment and the rumor;
- :mod:`.banner` — turn, phase, who decides, Undo, Rules, Menu;
- :mod:`.sheet` and :mod:`.others` — the deciding investigator's sheet, the others in a line each;
- :mod:`.prompt` — the pending decision and its buttons; :mod:`.last_roll` — the last dice;
- :mod:`.log` — the scrolling game log; :mod:`.caption` — the line of the step being played;
- :mod:`.choices` (a button per choice) and :mod:`.tips` (tooltip texts), shared with the
  overlays (:mod:`arkham.ui.scenes.overlays`); :mod:`.geometry`, where the parts sit.

Each component is given a :class:`~.table.Table` — the session, the frame being drawn, ``submit``
and ``redraw`` — and, by name, the few siblings and scene actions it reads (the map, the AI
seats, undo…). It draws from the session, registers its hotspots with the frame and answers
through ``submit``; none of them knows the scene or another's layout, and nothing here imports
:mod:`arkham.ui.scenes`.
"""
