"""The GBuilder tree of BuildManager(output_dir=…) (docs/gbuilder.md): the
files and their names, compass_ir.txt/.bin against the arrays of a call, the
plugin run against a stand-in for GBuilder's classes, and the errors bad
input gets (no partial tree)."""

import importlib.util
import json
import os
import sys
import types

import numpy as np
import pytest

from compass import BuildManager, CompassError
from compass import _compass
from compass import script as S
from compass.gbuilder import call_description


@S.prim_func
def weighted(a: S.ptr("int32", "global"), w: S.ptr("int32", "global.1"),
             out: S.ptr("int32", "global"), n: S.i32, alpha: S.fp32, bits: S.u32,
             h: S.fp16, s: S.i8):
    for i in range(n):
        out[i] = a[i] + w[i]


def weighted_args():
    a = np.arange(8, dtype="int32").reshape(2, 4)
    w = np.arange(100, 108, dtype="int32")
    out = np.zeros(8, dtype="int32")
    return [a, w, out, 8, 1.5, 0xFFFFFFFF, -2.0, -1]


@S.prim_func
def fill(out: S.ptr("int16", "global"), n: S.i32):
    for i in range(n):
        out[i] = S.i16(i)


@S.prim_func
def optional_bias(a: S.ptr("fp32", "global"), bias: S.ptr("fp32", "global"),
                  out: S.ptr("fp32", "global"), n: S.i32):
    for i in range(n):
        if bias.is_nullptr:
            out[i] = a[i]
        else:
            out[i] = a[i] + bias[i]


@S.prim_func
def read_only(a: S.ptr("int32", "global"), n: S.i32):
    x = a[0]


@S.prim_func
def store_into(p: S.ptr("int32", "global"), v: S.i32):
    p[0] = v


@S.prim_func
def many_roles(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
               c: S.ptr("int32", "global"), d: S.ptr("int32", "global"),
               e: S.ptr("int32", "global"), w: S.ptr("int32", "global.1"), n: S.i32):
    buf = S.alloc(8, "int32", "lsram")
    S.dma_copy(buf, a, 8)
    S.dma_copy(b, buf, 8)        # b: written by DMA
    store_into(c + 1, w[0])      # c: written by a subroutine, through c + 1
    q = d
    x = q[0]                     # d: only read through q
    q = e
    q[1] = x                     # e: written through q once it holds e


def tree(root):
    """Every file under `root`, relative, sorted."""
    found = []
    for folder, _, files in os.walk(root):
        found += [os.path.relpath(os.path.join(folder, f), root) for f in files]
    return sorted(found)


# A stand-in for GBuilder's AIPUBuilder package: what the plugin imports, recording
# what it registers.

class StandIn:
    def __init__(self):
        self.optypes, self.plugins = [], []
        core = types.ModuleType("AIPUBuilder.core")
        loader = types.ModuleType("AIPUBuilder.plugin_loader")

        class BuilderOpPlugin:
            pass

        class BuilderParams(list):
            pass

        class Tensor:
            def __init__(self, base):
                raise AssertionError("offset 0 never makes a Tensor")

        def register_optype(name):
            self.optypes.append(name)
            return name

        def register_plugin(plugin_type, priority):
            def register(cls):
                self.plugins.append((plugin_type, priority, cls))
                return cls
            return register

        core.BuilderOpPlugin, core.BuilderParams, core.Tensor = BuilderOpPlugin, BuilderParams, Tensor
        core.register_optype = register_optype
        loader.register_plugin = register_plugin
        loader.PluginType = types.SimpleNamespace(Builder="Builder")
        self.modules = {"AIPUBuilder": types.ModuleType("AIPUBuilder"),
                        "AIPUBuilder.core": core, "AIPUBuilder.plugin_loader": loader}
        self.BuilderParams = BuilderParams

    def load(self, path, monkeypatch):
        for name, module in self.modules.items():
            monkeypatch.setitem(sys.modules, name, module)
        spec = importlib.util.spec_from_file_location("plugin_under_test", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        assert len(self.plugins) == 1
        return module, self.plugins[0]


class Node:
    def __init__(self, params):
        self.name, self.params = "layer0", params


class SgNode:
    def __init__(self, inputs, outputs, constants=None):
        self.inputs, self.outputs = inputs, outputs
        self.constants = constants or {}
        self.attrs = {"descriptorbase": "DESC"}


def i32_bits(value, dtype):
    """The bits of `value` in `dtype` as a signed integer of its width."""
    array = np.array(value, dtype=dtype)
    return int(array.view(f"int{array.itemsize * 8}"))


def test_roles_of_a_python_kernel(tmp_path):
    BuildManager(output_dir=str(tmp_path)).build(many_roles)
    header = (tmp_path / "gbuilder/aipubt_gb_many_roles.py").read_text().splitlines()[1]
    assert header == ("# Parameters: a:input_tensor b:output_tensor c:output_tensor "
                      "d:input_tensor e:output_tensor w:const_tensor n:attr")
    module = BuildManager().lower(many_roles)
    assert _compass.translate.gbuilder_params(module) == [
        ("a", "input_tensor", 0, 0), ("b", "output_tensor", 0, 1), ("c", "output_tensor", 1, 2),
        ("d", "input_tensor", 1, 3), ("e", "output_tensor", 2, 4), ("w", "const_tensor", None, 5),
        ("n", "attr", None, 6)]


# The tree ---------------------------------------------------------------------------

def test_build_and_run_write_upstreams_tree(tmp_path):
    ex = BuildManager(output_dir=str(tmp_path)).build(weighted)
    assert tree(tmp_path) == ["gbuilder/aipubt_gb_weighted.py", "gbuilder/op_lib/weighted.cl",
                              "gbuilder/op_lib/weighted.mlir"]
    assert (tmp_path / "gbuilder/op_lib/weighted.cl").read_text() == ex.c_code
    args = weighted_args()
    ex(*args)
    np.testing.assert_array_equal(args[2], args[0].reshape(-1) + args[1])
    assert tree(tmp_path) == ["gbuilder/aipubt_gb_weighted.py", "gbuilder/compass_ir.bin",
                              "gbuilder/compass_ir.txt", "gbuilder/op_lib/weighted.cl",
                              "gbuilder/op_lib/weighted.mlir"]
    assert os.listdir(tmp_path) == ["gbuilder"]  # no staging directory left


def test_compass_ir_matches_the_arrays_of_the_call(tmp_path):
    ex = BuildManager(output_dir=str(tmp_path)).build(weighted)
    args = weighted_args()
    ex(*args)
    expected = """\
model_name=unknown
layer_number=2
data_format=NHWC
precision=float32
batch_size=1
input_tensors=[input0]
output_tensors=[output0]
compat_quantized_model=false

layer_id=0
layer_name=0_input
layer_type=Input
layer_bottom=[]
layer_bottom_shape=[]
layer_bottom_type=[]
layer_top=[input0]
layer_top_shape=[2, 4]
layer_top_type=[int32]

layer_id=1
layer_name=dsl_func
layer_type=DSL_weighted
layer_bottom=[input0]
layer_bottom_shape=[[2, 4]]
layer_bottom_type=[int32]
layer_top=[output0]
layer_top_shape=[[8]]
layer_top_type=[int32]
w_type=int32
w_shape=[8]
w_offset=0
w_size=32
n=8
alpha=1.5
bits=4294967295
h=-2.0
s=-1
"""
    assert (tmp_path / "gbuilder/compass_ir.txt").read_text() == expected
    assert (tmp_path / "gbuilder/compass_ir.bin").read_bytes() == args[1].tobytes()
    # Another call, other arrays: both files follow it.
    args = weighted_args()
    args[0] = np.arange(16, dtype="int32")
    args[1] = np.arange(16, dtype="int32") * 3
    args[2] = np.zeros(16, dtype="int32")
    args[3] = 16
    ex(*args)
    text = (tmp_path / "gbuilder/compass_ir.txt").read_text()
    assert "layer_top_shape=[16]\n" in text and "w_size=64\n" in text and "\nn=16\n" in text
    assert (tmp_path / "gbuilder/compass_ir.bin").read_bytes() == args[1].tobytes()


def test_plugin_methods_against_a_gbuilder_stand_in(tmp_path, monkeypatch):
    BuildManager(output_dir=str(tmp_path)).build(weighted)
    path = tmp_path / "gbuilder/aipubt_gb_weighted.py"
    compile(path.read_text(), str(path), "exec")
    stand_in = StandIn()
    _, (plugin_type, priority, cls) = stand_in.load(str(path), monkeypatch)
    assert stand_in.optypes == ["DSL_weighted"]
    assert (plugin_type, priority, cls.__name__) == ("Builder", 0, "DSL_weightedPlugin")
    plugin = cls()
    assert plugin.get_graph_pattern() == ([("useless", "DSL_weighted")], [])
    assert plugin.get_score() == 10
    assert plugin.set_target("X2_1204") is True and plugin.check_params([]) is True
    sgnode = SgNode(["IN0"], ["OUT0"], {"layer0/w": "CONST_W"})
    nodes = [Node({"n": 8, "alpha": 1.5, "bits": 0xFFFFFFFF, "h": -2.0, "s": -1})]
    assert plugin.setup(sgnode, nodes) is True and sgnode.attrs["keeping_layout"] is False
    assert plugin.generate_code_name(sgnode, nodes) == "op_lib/weighted.o"
    assert list(plugin.generate_descriptor(sgnode, nodes)) == []
    params = plugin.generate_params(sgnode, nodes)
    assert isinstance(params, stand_in.BuilderParams)
    # Kernel argument order; attrs as the signed bits of their dtype.
    assert list(params) == ["IN0", "CONST_W", "OUT0", 8, i32_bits(1.5, "float32"), -1,
                            i32_bits(-2.0, "float16"), -1]
    assert params[4] == 0x3FC00000 and params[6] == -16384


def test_benchmark_writes_the_compass_ir_too(tmp_path):
    ex = BuildManager(output_dir=str(tmp_path)).build(fill)
    ex.benchmark(np.zeros(5, "int16"), 5, repeat=1, number=1)
    assert "layer_top_shape=[5]\n" in (tmp_path / "gbuilder/compass_ir.txt").read_text()


def test_fake_input_when_the_kernel_has_no_input(tmp_path, monkeypatch):
    ex = BuildManager(output_dir=str(tmp_path)).build(fill)
    out = np.zeros(6, dtype="int16")
    ex(out, 6)
    np.testing.assert_array_equal(out, np.arange(6, dtype="int16"))
    text = (tmp_path / "gbuilder/compass_ir.txt").read_text()
    assert "input_tensors=[input0]\noutput_tensors=[output0]\n" in text
    assert "layer_top=[input0]\nlayer_top_shape=[6]\nlayer_top_type=[int16]\n" in text
    assert "layer_bottom=[input0]\nlayer_bottom_shape=[[6]]\n" in text
    stand_in = StandIn()
    _, (_, _, cls) = stand_in.load(str(tmp_path / "gbuilder/aipubt_gb_fill.py"), monkeypatch)
    params = cls().generate_params(SgNode(["IN0"], ["OUT0"]), [Node({"n": 6})])
    assert list(params) == ["OUT0", 6, "IN0"]  # fake_input: one more argument, last


def test_null_pointer_becomes_an_attribute(tmp_path, monkeypatch):
    ex = BuildManager(output_dir=str(tmp_path)).build(optional_bias)
    a, out = np.ones(4, "float32"), np.zeros(4, "float32")
    ex(a, None, out, 4)
    np.testing.assert_array_equal(out, a)
    text = (tmp_path / "gbuilder/compass_ir.txt").read_text()
    assert "input_tensors=[input0]\n" in text and text.endswith("bias=0\nn=4\n")
    stand_in = StandIn()
    _, (_, _, cls) = stand_in.load(str(tmp_path / "gbuilder/aipubt_gb_optional_bias.py"),
                                   monkeypatch)
    params = cls().generate_params(SgNode(["IN0"], ["OUT0"]), [Node({"bias": 0, "n": 4})])
    assert list(params) == ["IN0", 0, "OUT0", 4]
    # With the bias given, it is input 1 again.
    ex(a, np.ones(4, "float32"), out, 4)
    text = (tmp_path / "gbuilder/compass_ir.txt").read_text()
    assert "input_tensors=[input0,input1]\n" in text and text.endswith("\nn=4\n")


def test_call_description():
    ex = BuildManager().build(optional_bias)
    a = np.zeros((3, 5), "float32")
    call = json.loads(call_description(ex.params, [a[:, 1:], 0, a, 5]))
    # A view is described by its base and the byte offset of its first element in it, as
    # upstream passes it (base + offset).
    assert call == [{"shape": [3, 5], "dtype": "float32", "offset": 4}, None,
                    {"shape": [3, 5], "dtype": "float32"}, "5"]


def test_gen_op_lib_writes_the_c_next_to_the_object_path(tmp_path):
    bm = BuildManager()
    bm.gen_op_lib(weighted, output_path=str(tmp_path / "lib" / "weighted.o"))
    assert tree(tmp_path) == ["lib/weighted.cl"]
    bm = BuildManager(output_dir=str(tmp_path / "out"))
    bm.gen_op_lib(weighted)
    assert tree(tmp_path / "out") == ["gbuilder/aipubt_gb_weighted.py",
                                      "gbuilder/op_lib/weighted.cl",
                                      "gbuilder/op_lib/weighted.mlir"]


def test_gen_op_lib_default_directory_is_upstreams(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    BuildManager().gen_op_lib(fill)
    (folder,) = os.listdir(tmp_path)
    assert folder.startswith("compass_dsl_fill_") and len(folder) == len("compass_dsl_fill_") + 32
    assert tree(tmp_path / folder) == ["gbuilder/aipubt_gb_fill.py", "gbuilder/op_lib/fill.cl",
                                       "gbuilder/op_lib/fill.mlir"]


def test_no_output_dir_writes_nothing_on_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    BuildManager().build(fill)(np.zeros(4, "int16"), 4)
    assert os.listdir(tmp_path) == []


# Bad input --------------------------------------------------------------------------

def test_kernel_without_output_is_a_located_error_and_writes_nothing(tmp_path):
    bm = BuildManager(output_dir=str(tmp_path))
    with pytest.raises(CompassError, match=r'the kernel "read_only" has no output') as info:
        bm.build(read_only)
    assert info.value.file == __file__  # the kernel's definition, file:line
    assert info.value.line is not None
    assert tree(tmp_path) == [] and os.listdir(tmp_path) == []
    # Without an output directory nothing needs the plugin: the build works.
    BuildManager().build(read_only)


def test_unwritable_output_dir(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    bm = BuildManager(output_dir=str(blocker / "sub"))
    with pytest.raises(OSError, match="Cannot create the output directory"):
        bm.build(fill)
    bm = BuildManager(output_dir=str(blocker))
    with pytest.raises(OSError, match="is not a writable directory"):
        bm.build(fill)
    assert tree(tmp_path) == ["file"]


def test_python_keyword_names_give_a_valid_plugin(tmp_path, monkeypatch):
    # A kernel built under a keyword's name: the class is DSL_lambdaPlugin.
    BuildManager(output_dir=str(tmp_path)).build(fill, name="lambda")
    stand_in = StandIn()
    _, (_, _, cls) = stand_in.load(str(tmp_path / "gbuilder/aipubt_gb_lambda.py"), monkeypatch)
    assert cls.__name__ == "DSL_lambdaPlugin" and stand_in.optypes == ["DSL_lambda"]
    # Parameters named like keywords (possible in IR only) are strings in the plugin.
    module = _compass.ir.parse_module("""
func.func @k(%class: !compass.ptr<si32, global> {compass.name = "class"},
             %lambda: si32 {compass.name = "lambda"}) attributes {compass.kernel} {
  tir.store %lambda, %class[%lambda] : !compass.ptr<si32, global>, si32
  return
}""")
    text = _compass.translate.to_gbuilder_plugin(module)
    path = tmp_path / "aipubt_gb_k.py"
    path.write_text(text)
    stand_in = StandIn()
    _, (_, _, cls) = stand_in.load(str(path), monkeypatch)
    params = cls().generate_params(SgNode(["IN0"], ["OUT0"]), [Node({"lambda": 3})])
    assert list(params) == ["OUT0", 3, "IN0"]  # and fake_input


def test_bad_names_are_located_errors():
    module = _compass.ir.parse_module("""
func.func @k(%p: !compass.ptr<si32, global> {compass.name = "a b"}) attributes {compass.kernel} {
  return
}""")
    with pytest.raises(_compass.translate.TranslateError,
                       match='the parameter name "a b" is not a Python identifier'):
        _compass.translate.to_gbuilder_plugin(module)


def test_bad_call_descriptions():
    module = BuildManager().lower(fill)
    with pytest.raises(_compass.translate.TranslateError, match="not JSON"):
        _compass.translate.to_compass_ir(module, "[")
    with pytest.raises(_compass.translate.TranslateError, match="the call has 1 arguments"):
        _compass.translate.to_compass_ir(module, '[{"shape": [4], "dtype": "int16"}]')
    with pytest.raises(_compass.translate.TranslateError,
                       match='the parameter is a pointer, expected an array or null'):
        _compass.translate.to_compass_ir(module, '["7", "4"]')
