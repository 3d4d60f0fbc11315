"""The card-writing kit: the helpers that cards and powers are written with, shared by the base
game's content (:mod:`arkham.content`) and every expansion (:mod:`arkham.expansions`).

* :mod:`~arkham.kit.marks` — flags a card keeps in the state for a turn or a combat;
* :mod:`~arkham.kit.mythos` — mythos cards: where they reach, their modifiers while in play,
  how a headline, environment or rumor registers, Upkeep abilities, rumor tracks;
* :mod:`~arkham.kit.places` — location actions taken instead of an encounter, and trophies;
* :mod:`~arkham.kit.gates` — the ways an Other World encounter sends an investigator home.

The kit imports only the engine; content and expansions import the kit, never each other.
"""
