"""Sniff, the game: a pygame-ce scene loop over the headless ``engine``.

``game`` draws, animates the engine's events and routes input. Every rule
question goes to ``engine``.
"""

__version__ = "0.1.0"
