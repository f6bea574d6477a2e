"""Entry point of the frozen executable (PyInstaller needs a script, not a package)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
