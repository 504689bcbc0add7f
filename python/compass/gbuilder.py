"""The GBuilder tree of a build: upstream's `<output_dir>/gbuilder/` files.

`build` writes `op_lib/<func>.cl` and the plugin `aipubt_gb_<func>.py`; each
run of the Executor writes `compass_ir.txt` and `compass_ir.bin` for the
arrays of that call and refreshes the plugin (a null pointer turns a tensor
into an attribute, as upstream). The text of both files comes from C++
(compass-translate --to-gbuilder-plugin / --to-compass-ir, lib/Target/GBuilder),
which takes the call as JSON (docs/gbuilder.md). Files are written through a
staging directory inside `output_dir`, so a failure leaves no partial tree.
"""

import json
import os
import shutil
import tempfile

import numpy as np

from . import _compass
from .errors import translated
from .script.arguments import _address, _owner
from .script.types import PointerType

GBUILDER_DIR = "gbuilder"
COMPASS_IR_TXT = "compass_ir.txt"
COMPASS_IR_BIN = "compass_ir.bin"


def plugin_name(func_name):
    """The plugin file's name: GBuilder loads files starting with "aipubt_"."""
    return f"aipubt_gb_{func_name}.py"


def call_description(params, args):
    """The JSON call description of `args` for the kernel's `params` (KernelParams):
    an array's shape and dtype (a view's base's, and the byte offset of its first
    element in it), null for a null pointer, a scalar's value as
    Python prints it (upstream's compass_ir.txt writes `name=<arg>`)."""
    items = []
    for ptype, arg in zip(params.types, args):
        if isinstance(arg, np.ndarray):
            # A view is passed as its base plus the byte offset of its first element, as upstream.
            owner = _owner(arg)
            item = {"shape": [int(x) for x in owner.shape], "dtype": str(owner.dtype)}
            offset = _address(arg) - _address(owner)
            if offset:
                item["offset"] = offset
            items.append(item)
        elif isinstance(ptype, PointerType) and (arg is None or (type(arg) is int and arg == 0)):
            items.append(None)
        else:
            items.append(str(arg))
    return json.dumps(items)


def plugin_text(module, call=None):
    """aipubt_gb_<func>.py of the module's kernel (`call`: JSON or None)."""
    return translated(_compass.translate.to_gbuilder_plugin, module, call)


def compass_ir_files(module, call, args):
    """(compass_ir.txt, compass_ir.bin) of one call: the bin holds the constant
    tensors' bytes in parameter order, where the text's `<name>_offset` says."""
    text = translated(_compass.translate.to_compass_ir, module, call)
    params = translated(_compass.translate.gbuilder_params, module, call)
    blob = b"".join(_owner(args[index]).tobytes()
                    for _, role, _, index in params if role == "const_tensor")
    return text, blob


def check_output_dir(output_dir):
    """Makes `output_dir` (and parents) and checks it can be written, raising
    an error naming it when not."""
    if os.path.exists(output_dir) and not os.path.isdir(output_dir):
        raise NotADirectoryError(f'The output directory "{output_dir}" is not a writable '
                                 f'directory.')
    try:
        os.makedirs(output_dir, exist_ok=True)
    except OSError as error:
        raise OSError(error.errno, f'Cannot create the output directory "{output_dir}": '
                                   f'{error.strerror}.') from None
    if not os.path.isdir(output_dir) or not os.access(output_dir, os.W_OK | os.X_OK):
        raise PermissionError(f'The output directory "{output_dir}" is not a writable '
                              f'directory.')


def write_tree(output_dir, files):
    """Writes `files` ({path relative to output_dir: str or bytes}) all or nothing:
    into a staging directory in `output_dir` first, then each moved into place."""
    check_output_dir(output_dir)
    staging = tempfile.mkdtemp(prefix=".compass-staging-", dir=output_dir)
    try:
        for relative, content in files.items():
            path = os.path.join(staging, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            mode = "wb" if isinstance(content, bytes) else "w"
            with open(path, mode, **({} if mode == "wb" else {"encoding": "utf-8"})) as file:
                file.write(content)
        for relative in files:
            final = os.path.join(output_dir, relative)
            os.makedirs(os.path.dirname(final), exist_ok=True)
            os.replace(os.path.join(staging, relative), final)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
