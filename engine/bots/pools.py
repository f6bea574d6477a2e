"""Worker processes for the arena (duplicate deals and whole games)."""

from __future__ import annotations

__all__ = ["pool_context"]


def pool_context():
    """The worker processes' start method: "forkserver" where there is one, else "spawn".
    Never a plain fork: forking a process that runs other threads (a game's save writer, a
    test run) can copy a lock that some thread holds, and the child waits on it forever."""
    import multiprocessing as mp
    methods = mp.get_all_start_methods()
    return mp.get_context("forkserver" if "forkserver" in methods else "spawn")
