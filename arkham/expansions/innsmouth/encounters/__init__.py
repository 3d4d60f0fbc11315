"""Innsmouth's location encounters: one module per neighbourhood, each entry registered with
``@location("<card>:<location>")`` like the base game's (data in
``data/expansions/innsmouth/location_decks/``)."""
