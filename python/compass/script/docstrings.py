"""help(S.name) and docs/builtins.md, from the builtin table and the reviewed
texts of builtin_help.

A docstring has NumPy-style sections (Parameters, Returns, Element types,
Masks, Edge cases, Paths, Notes, Examples), which Sphinx's napoleon, IDEs and
pydoc render. The table gives the signature, the element types of a row and
of its variant rows, and the standard descriptions of `mask`, `r`,
`saturate` and `out_sign`; the text gives the rest. The same pieces make
each builtin's entry of docs/builtins.md (`markdown()`).
"""

import inspect
import textwrap

from . import types
from .builtin_help import CATEGORIES, EXTRAS, INTRO, TEXTS
from .builtin_table import BUILTINS
from .builtins import PUBLIC

WIDTH = 76

#: The descriptions of the parameters many builtins share; a text's own entry wins.
STANDARD_PARAMS = {
    "mask": ("mask, sequence of bool, str or None",
             "The lanes that take part. A mask value (``S.tail_mask``, ``S.const_mask``, a "
             "comparison), a list, tuple or NumPy array of one bool per lane, a string of "
             "counted ``T``/``F`` runs such as ``\"3T5F\"``, or ``None`` for every lane."),
    "r": ("vector, scalar or None",
          "The value of the lanes ``mask`` leaves inactive: a vector of the result's type or "
          "a scalar broadcast to it. ``None`` leaves them undefined: do not rely on them (the "
          "simulator and the native tier fill them with a fixed poison pattern)."),
    "saturate": ("bool",
                 "Clamp each result to the range of its lane type instead of wrapping around "
                 "(integer lanes only)."),
    "out_sign": ("str or None",
                 "``\"s\"`` or ``\"u\"``: the signedness of the result's integer lanes, which "
                 "lets the operands differ in signedness. ``None``: the operands' own, which "
                 "must then agree."),
}

RUNS_EVERYWHERE = (
    "The simulator (calling the kernel), the OpenCL C on POCL (``ex(...)`` of "
    "``compass.BuildManager``) and the native tier (``compass.jit``) all run it; their "
    "results agree bit for bit wherever the builtin defines them.")
RUNS_NOWHERE = (
    "No path here runs it: the simulator, POCL and the native tier refuse it with an error "
    "located at the call. The OpenCL C for the NPU spells it as upstream does.")


def _row(name):
    return next((row for row in BUILTINS if row.name == name and not row.variant_of), None)


def _typed(entry, default_type=""):
    """(type, description) of a parameter or return entry."""
    if isinstance(entry, tuple):
        return entry
    return default_type, entry


def public_object(name):
    """The S.<name> object whose __doc__ the help sets."""
    return types.ptr if name == "ptr" else PUBLIC[name]


def signature(name):
    return inspect.signature(public_object(name))


def parameters(name):
    """[(name, type, description)] for every parameter of S.<name>, in order;
    a description is empty when neither the text nor the standard ones give it."""
    text = TEXTS[name]
    found = []
    for param in signature(name).parameters.values():
        entry = text.params.get(param.name, STANDARD_PARAMS.get(param.name, ""))
        kind, description = _typed(entry)
        prefix = "*" if param.kind is param.VAR_POSITIONAL else ""
        found.append((prefix + param.name, kind, description))
    return found


def element_types(name):
    """The element types S.<name> takes: its row's, with those of each variant row."""
    text, row = TEXTS[name], _row(name)
    if text.types or row is None or not row.dtypes:
        return text.types
    lines = [", ".join(row.dtypes) + "."]
    for variant in BUILTINS:
        if variant.variant_of == name and variant.dtypes != row.dtypes:
            options = " and ".join(f"``{option}=True``" for option in variant.variant_option.split(","))
            lines.append(f"With {options}: " + ", ".join(variant.dtypes) + ".")
    return " ".join(lines)


def sections(name):
    """[(title, body)] of S.<name>'s help after its summary; a body of
    paragraphs, or for Parameters the list of `parameters(name)`."""
    text = TEXTS[name]
    found = [("", text.computes),
             ("Parameters", parameters(name)),
             ("Returns", _typed(text.returns, "result")),
             ("Element types", element_types(name)),
             ("Masks", text.semantics),
             ("Edge cases", text.edges),
             ("Paths", RUNS_EVERYWHERE if text.runs else RUNS_NOWHERE),
             ("Notes", text.note),
             ("Examples", text.example)]
    return [(title, body) for title, body in found if body]


# Docstrings -------------------------------------------------------------------

def _paragraphs(body, indent=""):
    """Wraps each paragraph of `body`; a paragraph indented by four spaces is
    code, kept as written; "- " lines are list items."""
    out = []
    for paragraph in body.strip("\n").split("\n\n"):
        if paragraph.startswith("    "):
            out.append("\n".join(indent + line for line in paragraph.split("\n")))
            continue
        bullet = paragraph.startswith("- ")
        items = paragraph.removeprefix("- ").split("\n- ") if bullet else [paragraph]
        first, rest = (indent + "- ", indent + "  ") if bullet else (indent, indent)
        out.append("\n".join(textwrap.fill(" ".join(item.split()), WIDTH, initial_indent=first,
                                            subsequent_indent=rest) for item in items))
    return "\n\n".join(out)


def docstring(name):
    """The docstring of S.<name>."""
    text = TEXTS[name]
    parts = [textwrap.fill(text.summary, WIDTH)]
    for title, body in sections(name):
        heading = f"{title}\n{'-' * len(title)}\n" if title else ""
        if title == "Parameters":
            entries = [(f"{param} : {kind}" if kind else param) + "\n" + _paragraphs(description, "    ")
                       for param, kind, description in body]
            parts.append(heading + "\n".join(entries))
        elif title == "Returns":
            kind, description = body
            parts.append(heading + kind + "\n" + _paragraphs(description, "    "))
        elif title == "Examples":
            parts.append(heading + ".. code-block:: python\n\n" + textwrap.indent(body.strip("\n"), "    "))
        else:
            parts.append(heading + _paragraphs(body))
    return "\n\n".join(parts) + "\n"


def install():
    """Sets the docstring of every S.* builtin that has a text."""
    for name in TEXTS:
        public_object(name).__doc__ = docstring(name)


# docs/builtins.md -------------------------------------------------------------

def _markdown_paragraphs(body):
    out = []
    for paragraph in body.strip("\n").split("\n\n"):
        if paragraph.startswith("    "):
            out.append("```\n" + textwrap.dedent(paragraph) + "\n```")
        elif paragraph.startswith("- "):
            out.append("\n".join("- " + " ".join(item.split())
                                 for item in paragraph.removeprefix("- ").split("\n- ")))
        else:
            out.append(" ".join(paragraph.split()))
    return "\n\n".join(out)


def _markdown_entry(name):
    params = ", ".join(str(p) for p in signature(name).parameters.values())
    parts = [f"### `S.{name}({params})`", _markdown_paragraphs(TEXTS[name].summary)]
    for title, body in sections(name):
        if title == "Parameters":
            parts.append("**Parameters**\n\n" + "\n".join(
                f"- `{param}`" + (f" ({kind})" if kind else "") + ": " + _markdown_paragraphs(description)
                for param, kind, description in body))
        elif title == "Returns":
            kind, description = body
            parts.append(f"**Returns** ({kind}): " + _markdown_paragraphs(description))
        elif title == "Examples":
            parts.append("**Example**\n\n```python\n" + body.strip("\n") + "\n```")
        elif title:
            parts.append(f"**{title}**: " + _markdown_paragraphs(body))
        else:
            parts.append(_markdown_paragraphs(body))
    return "\n\n".join(parts)


def _status_table(category):
    rows = ["| builtin | status | native | note |", "|---|---|---|---|"]
    for name, text in category.texts.items():
        rows.append(f"| `S.{name}` | {text.status} | {'yes' if text.runs else 'refused'} | {text.note} |")
    return "\n".join(rows)


def markdown():
    """docs/builtins.md: its opening with the builtins counted, each
    category's status table, then every builtin's help."""
    texts = [text for category in CATEGORIES for text in category.texts.values()]
    counts = {status: sum(text.status == status for text in texts) for status in ("done", "partly")}
    parts = [INTRO.strip("\n").format(total=len(texts), **counts)]
    for category in CATEGORIES:
        parts.append(f"## {category.title}\n\n{_status_table(category)}")
        if category.after:
            parts.append(category.after.strip("\n"))
    parts.append("# Reference\n\nEach builtin's `help(S.name)`, from the same source.")
    for category in CATEGORIES + (EXTRAS,):
        parts.append(f"## {category.title.split(' (')[0]}")
        parts.extend(_markdown_entry(name) for name in category.texts)
    return "\n\n".join(parts) + "\n"
