// RUN: compass-translate --to-gbuilder-plugin %s | FileCheck %s
// RUN: compass-translate --to-gbuilder-plugin --compass-call='[{"shape":[2,3],"dtype":"int32"},{"shape":[5],"dtype":"int8"},{"shape":[4],"dtype":"uint32"},{"shape":[3],"dtype":"uint32"},{"shape":[7],"dtype":"float16"},"3","4294967295","1.5","-2.0","0.5","True",-1,7]' %s | FileCheck %s --check-prefix=CALL
// RUN: compass-translate --to-gbuilder-plugin --compass-call='[null,{"shape":[5],"dtype":"int8"},{"shape":[4],"dtype":"uint32"},{"shape":[3],"dtype":"uint32"},{"shape":[7],"dtype":"float16"},"3","4294967295","1.5","-2.0","0.5","True",-1,7]' %s | FileCheck %s --check-prefix=NULL

// aipubt_gb_<func>.py, as upstream's generator writes it: op type
// DSL_<func>, the plugin class and its methods; generate_params passes the
// kernel's arguments in parameter order, attributes as the signed integer
// bits of their dtype. Descriptors are offsets from descriptorbase, by the
// call's array sizes when the call is known.

// CHECK: # GBuilder plugin of the Compass DSL kernel "k" (compass-translate --to-gbuilder-plugin).
// CHECK-NEXT: # Parameters: a:input_tensor w:const_tensor d:descriptor d2:descriptor out:output_tensor n:attr u:attr f:attr h:attr b:attr t:attr c:attr e:attr{{$}}
// CHECK-NEXT: import numpy as np
// CHECK-NEXT: from AIPUBuilder.core import BuilderOpPlugin, register_optype, BuilderParams, Tensor
// CHECK-NEXT: from AIPUBuilder.plugin_loader import register_plugin, PluginType
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: op_type = register_optype("DSL_k")
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: def _get_addr(base, offset_in_byte):
// CHECK-NEXT:     if offset_in_byte == 0:
// CHECK-NEXT:         return base
// CHECK-NEXT:     ret = Tensor(base)
// CHECK-NEXT:     ret.memory_offset().set_base_offset(base.memory_offset())
// CHECK-NEXT:     ret.memory_offset().relative_offset = offset_in_byte
// CHECK-NEXT:     return ret
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: def _bfloat16_bits(value):
// CHECK-NEXT:     bits = int(np.float32(value).view("uint32"))
// CHECK-NEXT:     bits = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF
// CHECK-NEXT:     return int(np.uint16(bits).view("int16"))
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: @register_plugin(PluginType.Builder, 0)
// CHECK-NEXT: class DSL_kPlugin(BuilderOpPlugin):
// CHECK-NEXT:     def get_graph_pattern(self):
// CHECK-NEXT:         return ([("useless", op_type)], [])
// CHECK-EMPTY:
// CHECK-NEXT:     def get_score(self):
// CHECK-NEXT:         return 10
// CHECK-EMPTY:
// CHECK-NEXT:     def set_target(self, target):
// CHECK-NEXT:         return True
// CHECK-EMPTY:
// CHECK-NEXT:     def check_params(self, nodes):
// CHECK-NEXT:         return True
// CHECK-EMPTY:
// CHECK-NEXT:     def setup(self, sgnode, nodes):
// CHECK-NEXT:         sgnode.attrs["keeping_layout"] = False
// CHECK-NEXT:         return True
// CHECK-EMPTY:
// CHECK-NEXT:     def generate_code_name(self, sgnode, nodes):
// CHECK-NEXT:         return "op_lib/k.o"
// CHECK-EMPTY:
// CHECK-NEXT:     def generate_descriptor(self, sgnode, nodes):
// CHECK-NEXT:         ro = BuilderParams()
// CHECK-NEXT:         return ro
// CHECK-EMPTY:
// CHECK-NEXT:     def generate_params(self, sgnode, nodes):
// CHECK-NEXT:         desc_base = sgnode.attrs["descriptorbase"]
// CHECK-NEXT:         ro = BuilderParams()
// CHECK-NEXT:         ro.append(_get_addr(sgnode.inputs[0], 0))
// CHECK-NEXT:         ro.append(sgnode.constants[f"{nodes[0].name}/w"])
// CHECK-NEXT:         ro.append(_get_addr(desc_base, 0))
// CHECK-NEXT:         ro.append(_get_addr(desc_base, 0))
// CHECK-NEXT:         ro.append(_get_addr(sgnode.outputs[0], 0))
// CHECK-NEXT:         value = np.int32(nodes[0].params["n"])
// CHECK-NEXT:         ro.append(int(value.view("int32")))
// CHECK-NEXT:         value = np.uint32(nodes[0].params["u"])
// CHECK-NEXT:         ro.append(int(value.view("int32")))
// CHECK-NEXT:         value = np.float32(nodes[0].params["f"])
// CHECK-NEXT:         ro.append(int(value.view("int32")))
// CHECK-NEXT:         value = np.float16(nodes[0].params["h"])
// CHECK-NEXT:         ro.append(int(value.view("int16")))
// CHECK-NEXT:         ro.append(_bfloat16_bits(nodes[0].params["b"]))
// CHECK-NEXT:         ro.append(int(bool(nodes[0].params["t"])))
// CHECK-NEXT:         value = np.int8(nodes[0].params["c"])
// CHECK-NEXT:         ro.append(int(value.view("int8")))
// CHECK-NEXT:         value = np.uint16(nodes[0].params["e"])
// CHECK-NEXT:         ro.append(int(value.view("int16")))
// CHECK-NEXT:         return ro

// With the call: the second descriptor starts after the first's 16 bytes.
// CALL: ro.append(_get_addr(desc_base, 0))
// CALL-NEXT: ro.append(_get_addr(desc_base, 16))

// A null pointer is the attribute 0, and the tensors after it renumber:
// without an input the first tensor (here the constant w) is also
// fake_input, passed last.
// NULL: # Parameters: a:attr w:const_tensor d:descriptor d2:descriptor out:output_tensor n:attr u:attr f:attr h:attr b:attr t:attr c:attr e:attr fake_input:input_tensor{{$}}
// NULL: def generate_params(self, sgnode, nodes):
// NULL-NEXT: desc_base = sgnode.attrs["descriptorbase"]
// NULL-NEXT: ro = BuilderParams()
// NULL-NEXT: value = np.int32(nodes[0].params["a"])
// NULL-NEXT: ro.append(int(value.view("int32")))
// NULL-NEXT: ro.append(sgnode.constants[f"{nodes[0].name}/w"])
// NULL: value = np.uint16(nodes[0].params["e"])
// NULL-NEXT: ro.append(int(value.view("int16")))
// NULL-NEXT: ro.append(_get_addr(sgnode.inputs[0], 0))
// NULL-NEXT: return ro

func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"},
             %w: !compass.ptr<si8, global.1> {compass.name = "w"},
             %d: !compass.ptr<ui32, global> {compass.name = "d"},
             %d2: !compass.ptr<ui32, global> {compass.name = "d2"},
             %out: !compass.ptr<f16, global> {compass.name = "out"},
             %n: si32 {compass.name = "n"}, %u: ui32 {compass.name = "u"},
             %f: f32 {compass.name = "f"}, %h: f16 {compass.name = "h"},
             %b: bf16 {compass.name = "b"}, %t: i1 {compass.name = "t"},
             %c: si8 {compass.name = "c"}, %e: ui16 {compass.name = "e"}) attributes {compass.kernel} {
  compass.aiff %d, %d2, %d : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  %c0 = tir.const 0 : si32
  tir.store %h, %out[%c0] : !compass.ptr<f16, global>, si32
  return
}

// Views: an array's "offset" (a NumPy view's first element in its base) is
// the byte offset _get_addr gives that tensor, as upstream's plugin does.
// RUN: compass-translate --to-gbuilder-plugin --compass-call='[{"shape":[2,3],"dtype":"int32","offset":12},{"shape":[5],"dtype":"int8"},{"shape":[4],"dtype":"uint32"},{"shape":[3],"dtype":"uint32"},{"shape":[7],"dtype":"float16","offset":6},"3","4294967295","1.5","-2.0","0.5","True",-1,7]' %s | FileCheck %s --check-prefix=VIEW
// RUN: not compass-translate --to-gbuilder-plugin --compass-call='[{"shape":[2,3],"dtype":"int32","offset":-4},{"shape":[5],"dtype":"int8"},{"shape":[4],"dtype":"uint32"},{"shape":[3],"dtype":"uint32"},{"shape":[7],"dtype":"float16"},"3","4294967295","1.5","-2.0","0.5","True",-1,7]' %s 2>&1 | FileCheck %s --check-prefix=BADOFFSET
// VIEW: ro.append(_get_addr(sgnode.inputs[0], 12))
// VIEW: ro.append(_get_addr(sgnode.outputs[0], 6))
// BADOFFSET: error: call argument 0: an offset is a non-negative integer
