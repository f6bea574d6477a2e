"""Typed errors. Every error the engine raises on bad input is a ``ValueError``."""

from __future__ import annotations

__all__ = ["shown", "SniffError", "InvalidNotationError", "IllegalMoveError", "RecordError",
           "PositionError"]


def shown(text, limit: int = 40) -> str:
    """``repr(text)`` cut to about ``limit`` characters, for error messages."""
    r = repr(text)
    return r if len(r) <= limit else r[: limit - 5] + "...'"


class SniffError(ValueError):
    """Base class of the engine's input errors."""


class InvalidNotationError(SniffError):
    """Text that is not a tile or a move in the notation of RULES.md section 4."""


class IllegalMoveError(SniffError):
    """A well-formed move that the rules do not allow in this position."""


class PositionError(SniffError):
    """A position no legal game reaches: start scores at or past the target (the
    game would already be over), scores the rules cannot produce, a save of a
    game in progress with no hand dealt."""


class RecordError(SniffError):
    """A game record that cannot be read or replayed.

    ``where`` names the field or play at fault (e.g. ``hands[0].plays[3]``).
    """

    def __init__(self, message: str, where: str | None = None):
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)
