"""Card and power behaviour, registered by id into the engine's registries on import.

Facts (titles, prose, rules lines, numbers) live in ``data/``; the code here joins them by id.
"""

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
