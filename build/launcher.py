"""Entry script for the frozen bundle (PyInstaller runs this file as ``__main__``)."""

import sys

from arkham.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
