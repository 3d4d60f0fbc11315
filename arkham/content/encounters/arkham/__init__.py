"""Location encounters, one module per neighbourhood."""

from arkham.content.encounters.arkham import (  # noqa: F401
    downtown,
    easttown,
    french_hill,
    merchant_district,
    miskatonic_u,
    northside,
    rivertown,
    southside,
    uptown,
)
