"""The presentation of a game: a timeline ("director") that turns the engine's events
into timed beats, and the view model those beats change.

Pure Python (no pygame): the renderers in :mod:`game.render` draw the view model,
the scenes feed the director. The director is the only authority for what the
screen states (status line, turn arrow, tile counts, boneyard, scores, the last
move): each changes when the beat that makes it true lands, never before.
"""

from .director import Director, Timing
from .view import Callout, Flight, TableView

__all__ = ["Callout", "Director", "Flight", "TableView", "Timing"]
