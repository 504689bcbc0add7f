"""The shape of a builtin's reviewed text and of a category of builtins."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Text:
    """What one S.* builtin's help says beyond the builtin table's facts.

    A parameter's entry is its description, or a pair (type, description).
    The `mask`, `r`, `saturate` and `out_sign` parameters have standard
    descriptions (compass.script.docstrings) that an entry here replaces.
    """
    summary: str           # one line: what it computes
    computes: str          # how, lane by lane: the paragraph under the summary
    returns: object        # its description, or a pair (type, description)
    edges: str             # ÷0, overflow, NaN, out-of-range operands
    example: str           # a few lines of a kernel's body
    params: dict = field(default_factory=dict)
    types: str = ""        # the element types, for a builtin the table has none for
    semantics: str = ""    # mask / r / saturate / out_sign beyond the standard texts
    example_args: str = ""  # the parameters of the kernel its example compiles in
    status: str = "done"   # done or partly (docs/builtins.md's status column)
    note: str = ""         # docs/builtins.md's note column
    runs: bool = True      # False: every path refuses it (it needs the NPU)


@dataclass(frozen=True)
class Category:
    """A section of docs/builtins.md: its title, its builtins' texts in the
    page's order and the Markdown that follows its status table."""
    title: str
    texts: dict
    after: str = ""
