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

INNSMOUTH = {
    "Two towns on the table": "Innsmouth lies beside Arkham. One town is in focus on the map; "
    "the other is shown small in its dock, with every gate, monster, investigator and Clue. "
    "The focus follows whoever decides; click the small town, or press Tab, to look at it. "
    "Rules that say 'in Arkham' mean any town.",
    "Train": "From the Train Station or a town's depot (Joe Sargent's Bus Service in "
    "Innsmouth), $1 and one movement point take you to the station of any other town; the "
    "rest of your move goes on from there. The move preview shows the fare.",
    "Aquatic places": "Places with a wave are aquatic. With Innsmouth on the table, aquatic "
    "markers make the River Docks and the Unvisited Isle aquatic too. Aquatic monsters (orange "
    "border) at an aquatic place leap to the aquatic place where the investigator with the "
    "lowest Sneak stands; with nobody at one, they move like normal monsters.",
    "Gate bursts": "A Mythos card marked as a gate burst tears away an elder sign at its "
    "location: the gate opens there with its monster anyway, but adds no doom token and "
    "causes no surge. Every flying monster moves, whatever its symbol.",
    "Deep Ones Rising": "An uprising token goes on this track each time a gate is kept from "
    "opening (an elder sign, a sealed place) and each time a monster is swept into a vortex. "
    "When all six spaces are full, the Ancient One awakens at once.",
    "Vortices": "The swirling spaces off Innsmouth's streets and reefs. Some monster arrows "
    "lead into them: a monster that enters one goes back to the cup, the terror level rises "
    "by one and the Deep Ones rise by one. No investigator can ever enter a vortex.",
    "Feds Raid": "In Upkeep, an investigator in an Innsmouth neighbourhood may give Clues as "
    "evidence, onto that neighbourhood's two spaces (in its colour) on the Feds Raid track. "
    "When all six are full, the Feds raid Innsmouth: this track and the Deep Ones Rising "
    "track are emptied.",
    "Martial law": "Once the doom track is at least half full, martial law is declared in "
    "Innsmouth for the rest of the game (the red banner). Whoever ends a move in Innsmouth on "
    "a place with an awareness tag makes an Evade check at that tag, or is arrested. A dash "
    "means no tag: martial law is not enforced there.",
    "Arrests in Innsmouth": "Arrested in Innsmouth, you lose half your money and go to the "
    "Innsmouth Jail Cell, delayed even if you are normally never delayed. Unlike Arkham's "
    "cell, you stay there until you break out or are freed.",
    "The Jail Cell": "Each Arkham Encounters phase in the cell, make a Sneak (-1) check: draw "
    "one Church Green card plus one per success and meet the Innsmouth Jail entry of one of "
    "them. Pass and you are out, at the Jail.",
    "Sawbone Alley": "An investigator in Sawbone Alley may try, instead of an encounter, to "
    "spring a prisoner from the Innsmouth Jail Cell: a Sneak (-1) check. Pass and the prisoner "
    "walks out into the alley, no longer delayed; fail and you are arrested too. The gold bar "
    "on the map ties the alley to the jail.",
    "Falcon Point": "In the Movement phase at Falcon Point, $2 charters a boat: sail to any "
    "aquatic location but Y'ha-nthlei, or bring another investigator back from an aquatic "
    "location to Falcon Point. Either way your move ends.",
    "Devil Reef and Y'ha-nthlei": "The reef lies out at sea: entering it ends your move, and "
    "no effect can simply put you there (a boat can, or a return from Lost in Time and "
    "Space). Y'ha-nthlei, beneath it, is entered only from Devil Reef or through its own gate "
    "from an Other World. Both send their monsters into a vortex.",
    "Weapon Immunity": "A monster with a red no-sign on its token is immune to weapons: no "
    "weapon, physical or magical, adds anything against it; spells still do.",
    "Spawn monsters": "A monster with a purple plus on its token is a Spawn monster: never in "
    "the cup, never counted toward the monster limit, never sent to the Outskirts and never a "
    "trophy. It comes out only when a card or a gate says so.",
    "The Innsmouth Look": "Some cards make you draw from the ten Innsmouth Look cards. If the "
    "one that shows the Look is among those you draw, you turn and go to the sea: devoured. "
    "The cards are shown, then shuffled back.",
    "Several towns": "Each expansion town beyond the first makes the limits count one player "
    "fewer (the monster limit, the Outskirts, gates open at once, surges), never below one. "
    "Innsmouth's monsters never count toward the monster limit and never go to the Outskirts.",
}
"""Innsmouth Horror's rules, in our words (the rules help's page for the expansion)."""

EXPANSION_RULES = {"innsmouth": INNSMOUTH}
"""An expansion's name → its rules help page (title → text)."""
