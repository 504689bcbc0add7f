"""One reviewed text per S.* builtin: the prose of help(S.name) and of
docs/builtins.md.

What the builtin table already holds (the signature, the element types of a
table row and of its variant rows, the mask, `r`, `saturate` and `out_sign`
parameters) is not restated here: compass.script.docstrings joins it with
these texts. Each category module holds its builtins' texts in the order
docs/builtins.md lists them; scripts/gen_builtins_doc.py writes that page.

Texts use reStructuredText's inline code (``x``), which Markdown renders too.
"""

from . import (arithmetic, bitwise, compare, conversion, language, math, memory, miscellaneous,
               permutation, synchronization)
from .page import INTRO
from .text import Category, Text

#: The nine categories of upstream's 113 builtins, in the page's order.
CATEGORIES = tuple(module.CATEGORY for module in (
    arithmetic, bitwise, compare, conversion, math, memory, miscellaneous, permutation,
    synchronization))

#: The names S.* has beyond the 113 (the language's loop helpers).
EXTRAS = language.CATEGORY

TEXTS = {name: text for category in CATEGORIES + (EXTRAS,)
         for name, text in category.texts.items()}


__all__ = ["CATEGORIES", "Category", "EXTRAS", "INTRO", "TEXTS", "Text"]
