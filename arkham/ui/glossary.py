"""Plain-words rules help: what each phase is for, and what each keyword on screen means."""

from __future__ import annotations

PHASES = {
    "setup": "Setting up. Each investigator sets the skill sliders anywhere they like; then the "
    "first Mythos card opens the first gate.",
    "upkeep": "Upkeep. Exhausted cards are refreshed, Retainers, Bank Loans, Blessings and Curses "
    "are rolled for, and each investigator may move the skill sliders by up to their Focus.",
    "movement": "Movement. In Arkham you get as many movement points as your Speed; each step "
    "along a road costs one. Leaving or ending in an area with monsters means evading or fighting "
    "them. Clues are picked up where you stop. In an Other World you move from its first area to "
    "its second, then back to Arkham through an open gate to that world.",
    "arkham": "Arkham Encounters. At a location with no gate you draw an encounter card for that "
    "neighbourhood (or use the location's special ability). At a gate you are drawn through it, "
    "unless you have explored it: then you may try to close it (Lore or Fight check) and seal it "
    "with 5 Clues.",
    "other-worlds": "Other World Encounters. Gate cards are drawn until one's colour matches your "
    "world; you read its entry for that world.",
    "mythos": "Mythos. The first player draws a Mythos card: a gate opens (or monsters surge at an "
    "open gate), a Clue appears, monsters whose dimension symbol is shown move along the white or "
    "black arrows, then the card's headline, environment or rumor takes effect.",
    "final-battle": "The Final Battle. The Ancient One has awakened. Each round the investigators "
    "refresh, attack (Combat checks; every success counted toward removing its doom tokens), and "
    "then the Ancient One attacks each of them. Remove every doom token to win.",
    "over": "The game is over.",
}

KEYWORDS = {
    "ambush": "Ambush: once combat with it begins, you cannot flee.",
    "endless": "Endless: it is never kept as a trophy; when defeated it goes back to the cup.",
    "physical-resistance": "Physical resistance: physical weapons give only half their bonus "
    "(rounded up).",
    "physical-immunity": "Physical immunity: physical weapons give no bonus at all.",
    "magical-resistance": "Magical resistance: magical weapons and spells give only half their "
    "bonus (rounded up).",
    "magical-immunity": "Magical immunity: magical weapons and spells give no bonus at all.",
    "undead": "Undead: some weapons are better against it.",
    "mask": "Mask: one of the Ancient One's masks; only in play when the Ancient One brings them.",
    "nightmarish": "Nightmarish: you lose Sanity even when you pass the Horror check.",
    "overwhelming": "Overwhelming: you lose Stamina even when you defeat it.",
    "weapon-immunity": "Weapon Immunity (a red no-sign on its token): no weapon helps against "
    "it, physical or magical; only spells and your own Fight count.",
    "spawn": "Spawn monster (a purple plus on its token): it never goes into the cup, never "
    "counts toward the monster limit, never goes to the Outskirts and is never kept as a "
    "trophy; a card or a gate brings it out, and it follows its own rules.",
}

TERMS = {
    "Stamina": "Stamina: physical health. At 0 you are knocked unconscious: you lose half your "
    "items and Clues and wake in the hospital (or are lost in time and space from an Other World).",
    "Sanity": "Sanity: mental health. At 0 you are driven insane: you lose half your items and "
    "Clues and wake in the asylum (or are lost in time and space from an Other World).",
    "Clues": "Clue tokens: spend one after a roll to roll one more die; five seal a gate you close.",
    "Money": "Money: spent in shops and on some encounters.",
    "Focus": "Focus: how many slider stops you may move in each Upkeep.",
    "Sliders": "Skill sliders: each pair trades one skill against the other. Speed/Sneak, "
    "Fight/Will, Lore/Luck.",
    "Doom": "Doom track: a doom token goes on it each time a gate opens. When it is full the "
    "Ancient One awakens.",
    "Terror": "Terror level: rises when the Outskirts overflow and with some Mythos cards. Shops "
    "close at 3, 6 and 9; allies leave; at 10 Arkham is overrun and there is no monster limit.",
    "Stable": "Stable location (a solid blue diamond): gates never open here.",
    "Unstable": "Unstable location (a red diamond, hollow in the middle): gates may open here; a closed gate here can be "
    "sealed.",
    "Arrows": "Monster arrows: each street has a white arrow (one solid head) and a black arrow "
    "(a double chevron »). The Mythos card says which dimension symbols move along which.",
    "Explored": "Explored marker: you have been through this gate and may try to close it.",
    "Delayed": "Delayed (token on its side): you miss your next movement while you stand up.",
    "Successes": "A die showing 5 or 6 is a success (4-6 when Blessed, only 6 when Cursed).",
}

MOVEMENT = {
    "normal": "Normal (plain black border): moves one area along the arrow of its colour.",
    "fast": "Fast (red double border): moves two areas along the arrow of its colour.",
    "stationary": "Stationary (yellow border, open at the sides): never moves.",
    "flying": "Flying (blue border with a peak on top): swoops to an adjacent street with an "
    "investigator, or rises to the Sky.",
    "unique": "Unique (green border, dots in the corners): moves in its own way (see the monster).",
    "aquatic": "Aquatic (orange border, a wave along the bottom): at an aquatic place it leaps "
    "to the aquatic place where the investigator with the lowest Sneak stands; elsewhere it "
    "moves like a normal monster.",
}
