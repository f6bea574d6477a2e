"""Sniff, the game: a pygame-ce scene loop over the headless ``engine``.

``game`` draws, animates the events the engine returns and routes input. Every rule
question goes to ``engine``. ``game.__version__`` is ``game.version.version()``: the one
version, kept in pyproject.toml.
"""


def __getattr__(name: str):
    if name == "__version__":  # read on first use, not at import time
        from .version import version
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
