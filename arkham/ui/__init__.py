"""The desktop program (pygame-ce). Nothing outside ``arkham.ui`` imports pygame."""
