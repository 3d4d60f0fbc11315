"""Card and power behaviour, registered by id into the engine's registries on import.

Facts (titles, prose, rules lines, numbers) live in ``data/``; the code here joins them by id.
Everything the modules below register belongs to this package (the base game).
"""

from arkham.engine.registry import registering

with registering(__name__):
    from arkham.content import (  # noqa: F401
        allies,
        ancient_ones,
        encounters,
        investigators,
        items,
        location_actions,
        mythos_cards,
        skills,
        specials,
        spells,
        trading,
    )
