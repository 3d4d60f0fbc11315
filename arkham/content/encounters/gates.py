"""Other World encounters of the gate deck."""
