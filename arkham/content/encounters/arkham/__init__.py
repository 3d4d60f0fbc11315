"""Location encounters, one module per neighbourhood."""
