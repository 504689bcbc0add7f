// RUN: compass-translate --to-compass-ir --compass-call='[{"shape":[2,3],"dtype":"int32"},{"shape":[5],"dtype":"int8"},{"shape":[2,2],"dtype":"int8"},{"shape":[7],"dtype":"float16"},{"shape":[1],"dtype":"float16"},"3",1.5,true]' %s | FileCheck %s
// RUN: compass-translate --to-compass-ir --compass-call='[null,{"shape":[5],"dtype":"int8"},{"shape":[2,2],"dtype":"int8"},{"shape":[7],"dtype":"float16"},"0","3","1.5","False"]' %s | FileCheck %s --check-prefix=NULL
// RUN: not compass-translate --to-compass-ir --compass-call='[null' %s 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not compass-translate --to-compass-ir --compass-call='[null]' %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not compass-translate --to-compass-ir --compass-call='["1",{"shape":[5],"dtype":"int8"},{"shape":[2,2],"dtype":"int8"},{"shape":[7],"dtype":"float16"},null,"3",{"shape":[1],"dtype":"int8"},"1"]' %s 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not compass-translate --to-compass-ir --compass-call='[{"shape":[-1],"dtype":"int32"}]' %s 2>&1 | FileCheck %s --check-prefix=SHAPE

// compass_ir.txt of a call, in upstream's key=value layout: the header, an
// Input layer per input, the kernel's layer from all inputs to all outputs,
// each constant's place in compass_ir.bin (concatenated in parameter order),
// then each attribute's value as the call gave it.

// CHECK:      model_name=unknown
// CHECK-NEXT: layer_number=2
// CHECK-NEXT: data_format=NHWC
// CHECK-NEXT: precision=float32
// CHECK-NEXT: batch_size=1
// CHECK-NEXT: input_tensors=[input0]
// CHECK-NEXT: output_tensors=[output0,output1]
// CHECK-NEXT: compat_quantized_model=false
// CHECK-EMPTY:
// CHECK-NEXT: layer_id=0
// CHECK-NEXT: layer_name=0_input
// CHECK-NEXT: layer_type=Input
// CHECK-NEXT: layer_bottom=[]
// CHECK-NEXT: layer_bottom_shape=[]
// CHECK-NEXT: layer_bottom_type=[]
// CHECK-NEXT: layer_top=[input0]
// CHECK-NEXT: layer_top_shape=[2, 3]
// CHECK-NEXT: layer_top_type=[int32]
// CHECK-EMPTY:
// CHECK-NEXT: layer_id=1
// CHECK-NEXT: layer_name=dsl_func
// CHECK-NEXT: layer_type=DSL_net
// CHECK-NEXT: layer_bottom=[input0]
// CHECK-NEXT: layer_bottom_shape={{\[\[}}2, 3]]
// CHECK-NEXT: layer_bottom_type=[int32]
// CHECK-NEXT: layer_top=[output0,output1]
// CHECK-NEXT: layer_top_shape={{\[\[}}7], [1]]
// CHECK-NEXT: layer_top_type=[float16,float16]
// CHECK-NEXT: w_type=int8
// CHECK-NEXT: w_shape=[5]
// CHECK-NEXT: w_offset=0
// CHECK-NEXT: w_size=5
// CHECK-NEXT: v_type=int8
// CHECK-NEXT: v_shape=[2, 2]
// CHECK-NEXT: v_offset=5
// CHECK-NEXT: v_size=4
// CHECK-NEXT: n=3
// CHECK-NEXT: f=1.5
// CHECK-NEXT: t=True
// CHECK-NOT: {{.}}

// A null pointer (null or "0") is the attribute 0; with no input left, the
// first tensor (the constant w) is also input 0, fake_input.
// NULL:      layer_number=2
// NULL:      input_tensors=[input0]
// NULL-NEXT: output_tensors=[output0]
// NULL:      layer_top=[input0]
// NULL-NEXT: layer_top_shape=[5]
// NULL-NEXT: layer_top_type=[int8]
// NULL:      layer_top=[output0]
// NULL-NEXT: layer_top_shape={{\[\[}}7]]
// NULL:      w_offset=0
// NULL:      v_offset=5
// NULL-NEXT: v_size=4
// NULL-NEXT: a=0
// NULL-NEXT: o2=0
// NULL-NEXT: n=3
// NULL-NEXT: f=1.5
// NULL-NEXT: t=False

// JSON: error: the call description is not JSON
// COUNT: error: the call has 1 arguments, the kernel "net" takes 8
// KIND: error: call argument 0 ("a"): the parameter is a pointer, expected an array or null
// SHAPE: error: call argument 0: a shape holds non-negative integers

func.func @net(%a: !compass.ptr<si32, global> {compass.name = "a"},
               %w: !compass.ptr<si8, global.1> {compass.name = "w"},
               %v: !compass.ptr<si8, global.1> {compass.name = "v"},
               %o1: !compass.ptr<f16, global> {compass.name = "o1"},
               %o2: !compass.ptr<f16, global> {compass.name = "o2"},
               %n: si32 {compass.name = "n"}, %f: f32 {compass.name = "f"},
               %t: i1 {compass.name = "t"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %h = tir.const 1.5 : f16
  tir.store %h, %o1[%c0] : !compass.ptr<f16, global>, si32
  tir.store %h, %o2[%c0] : !compass.ptr<f16, global>, si32
  return
}
