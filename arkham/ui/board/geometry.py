"""Where the board screen's parts sit in the 1920×1080 reference frame: the banner and the map
on the left, the side panel on the right. (Where the board's places sit is data:
``data/layout/``.)"""

from __future__ import annotations

BANNER_BOX = (0.0, 0.0, 1420.0, 56.0)
MAP_BOX = (0.0, 56.0, 1420.0, 1024.0)
"""The map: everything left of the side panel, under the banner."""
PANEL_X, PANEL_W = 1428.0, 484.0
"""The side panel's column: the sheet, the others, the prompt, the last roll and the log."""
PANEL_BOTTOM = 1072.0
