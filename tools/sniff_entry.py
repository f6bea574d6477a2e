"""Entry point of the frozen executable (PyInstaller needs a script, not a package)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The bots' worker process is started with multiprocessing: in a frozen build the
    # child re-runs this executable, and freeze_support() turns it into the worker.
    multiprocessing.freeze_support()
    from game.__main__ import main

    sys.exit(main())
