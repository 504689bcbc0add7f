#!/usr/bin/env python3
"""Writes docs/builtins.md from the builtin help texts and the builtin table
(compass.script.docstrings.markdown); test_builtin_help fails while the page
differs. Run with the build's package on the path:

    PYTHONPATH=build/python_packages python3 scripts/gen_builtins_doc.py
"""

import os
import sys

from compass.script import docstrings

PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "builtins.md")


def main():
    with open(PAGE, "w", encoding="utf-8") as handle:
        handle.write(docstrings.markdown())
    print(f"wrote {os.path.normpath(PAGE)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
