"""The expansions that ship with the game, one package each (see ``arkham.modules``)."""
