// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of every compass operation and type.

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @mask_types
// CHECK-SAME: !compass.mask<2>
// CHECK-SAME: !compass.mask<8>
// CHECK-SAME: !compass.mask<16>
// CHECK-SAME: !compass.mask<32>
func.func @mask_types(%m2: !compass.mask<2>, %m8: !compass.mask<8>,
                      %m16: !compass.mask<16>, %m32: !compass.mask<32>) {
  return
}

// CHECK-LABEL: func.func @address_spaces
// CHECK-SAME: !compass.ptr<si32, global>
// CHECK-SAME: !compass.ptr<si32, lsram>
// CHECK-SAME: !compass.ptr<si32, shared>
// CHECK-SAME: !compass.ptr<si32, private>
// CHECK-SAME: !compass.ptr<si32, constant>
func.func @address_spaces(%g: !compass.ptr<si32, global>,
                          %l: !compass.ptr<si32, lsram>,
                          %s: !compass.ptr<si32, shared>,
                          %p: !compass.ptr<si32, private>,
                          %c: !compass.ptr<si32, constant>) {
  return
}

// CHECK-LABEL: func.func @pointees
// CHECK-SAME: !compass.ptr<si8, global>
// CHECK-SAME: !compass.ptr<ui8, global>
// CHECK-SAME: !compass.ptr<si16, global>
// CHECK-SAME: !compass.ptr<ui16, global>
// CHECK-SAME: !compass.ptr<si32, global>
// CHECK-SAME: !compass.ptr<ui32, global>
// CHECK-SAME: !compass.ptr<f16, global>
// CHECK-SAME: !compass.ptr<bf16, global>
// CHECK-SAME: !compass.ptr<f32, global>
// CHECK-SAME: !compass.ptr<vector<8xsi32>, lsram>
// CHECK-SAME: !compass.ptr<vector<4xf16>, global>
// CHECK-SAME: !compass.ptr<none, global>
func.func @pointees(%a: !compass.ptr<si8, global>, %b: !compass.ptr<ui8, global>,
                    %c: !compass.ptr<si16, global>, %d: !compass.ptr<ui16, global>,
                    %e: !compass.ptr<si32, global>, %f: !compass.ptr<ui32, global>,
                    %g: !compass.ptr<f16, global>, %h: !compass.ptr<bf16, global>,
                    %i: !compass.ptr<f32, global>,
                    %j: !compass.ptr<vector<8xsi32>, lsram>,
                    %k: !compass.ptr<vector<4xf16>, global>,
                    %v: !compass.ptr<none, global>) {
  return
}

//===----------------------------------------------------------------------===//
// Kernel attribute
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @kernel
// CHECK-SAME: attributes {compass.kernel}
func.func @kernel(%a: !compass.ptr<f32, global> {compass.name = "a"})
    attributes {compass.kernel} {
  return
}

// CHECK-LABEL: func.func @arg_names
// CHECK-SAME: %{{.*}}: !compass.ptr<si8, global> {compass.name = "inp"}
// CHECK-SAME: %{{.*}}: si32 {compass.name = "n"}
func.func @arg_names(%inp: !compass.ptr<si8, global> {compass.name = "inp"},
                     %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  return
}

// @S.prim_func(is_inline=...) on a subroutine.
// CHECK-LABEL: func.func @inline_helper
// CHECK-SAME: attributes {compass.inline = true}
func.func @inline_helper(%x: si32) -> si32 attributes {compass.inline = true} {
  return %x : si32
}

// CHECK-LABEL: func.func @noinline_helper
// CHECK-SAME: attributes {compass.inline = false}
func.func @noinline_helper(%x: si32) -> si32 attributes {compass.inline = false} {
  return %x : si32
}

//===----------------------------------------------------------------------===//
// const_mask
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @const_mask
func.func @const_mask() -> (!compass.mask<8>, !compass.mask<16>, !compass.mask<32>) {
  // CHECK: %[[M8:.*]] = compass.const_mask [true, false, true, false, true, false, true, false] : <8>
  %m8 = compass.const_mask [true, false, true, false, true, false, true, false] : !compass.mask<8>
  // CHECK: %[[M16:.*]] = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <16>
  %m16 = compass.const_mask [true, true, true, true, true, true, true, true,
                             true, true, true, true, true, true, true, true] : !compass.mask<16>
  // CHECK: %[[M32:.*]] = compass.const_mask [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : <32>
  %m32 = compass.const_mask [false, false, false, false, false, false, false, false,
                             false, false, false, false, false, false, false, false,
                             false, false, false, false, false, false, false, false,
                             false, false, false, false, false, false, false, false] : !compass.mask<32>
  // CHECK: return %[[M8]], %[[M16]], %[[M32]]
  return %m8, %m16, %m32 : !compass.mask<8>, !compass.mask<16>, !compass.mask<32>
}

//===----------------------------------------------------------------------===//
// vload / vstore
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @vload_element_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<si32, global>, %[[M:.*]]: !compass.mask<8>)
func.func @vload_element_pointer(%p: !compass.ptr<si32, global>, %m: !compass.mask<8>) -> vector<8xsi32> {
  // CHECK: %[[V:.*]] = compass.vload %[[P]], %[[M]] : <si32, global>, <8> -> vector<8xsi32>
  %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  // CHECK: return %[[V]]
  return %v : vector<8xsi32>
}

// CHECK-LABEL: func.func @vload_vector_pointer
// CHECK-SAME: (%[[P:.*]]: !compass.ptr<vector<32xui8>, lsram>, %[[M:.*]]: !compass.mask<32>)
func.func @vload_vector_pointer(%p: !compass.ptr<vector<32xui8>, lsram>, %m: !compass.mask<32>) -> vector<32xui8> {
  // CHECK: %[[V:.*]] = compass.vload %[[P]], %[[M]] : <vector<32xui8>, lsram>, <32> -> vector<32xui8>
  %v = compass.vload %p, %m : !compass.ptr<vector<32xui8>, lsram>, !compass.mask<32> -> vector<32xui8>
  return %v : vector<32xui8>
}

// CHECK-LABEL: func.func @vload_all_spaces
func.func @vload_all_spaces(%g: !compass.ptr<f16, global>, %l: !compass.ptr<f16, lsram>,
                            %s: !compass.ptr<f16, shared>, %p: !compass.ptr<f16, private>,
                            %c: !compass.ptr<f16, constant>, %m: !compass.mask<16>) {
  // CHECK: compass.vload %{{.*}}, %{{.*}} : <f16, global>, <16> -> vector<16xf16>
  // CHECK: compass.vload %{{.*}}, %{{.*}} : <f16, lsram>, <16> -> vector<16xf16>
  // CHECK: compass.vload %{{.*}}, %{{.*}} : <f16, shared>, <16> -> vector<16xf16>
  // CHECK: compass.vload %{{.*}}, %{{.*}} : <f16, private>, <16> -> vector<16xf16>
  // CHECK: compass.vload %{{.*}}, %{{.*}} : <f16, constant>, <16> -> vector<16xf16>
  %0 = compass.vload %g, %m : !compass.ptr<f16, global>, !compass.mask<16> -> vector<16xf16>
  %1 = compass.vload %l, %m : !compass.ptr<f16, lsram>, !compass.mask<16> -> vector<16xf16>
  %2 = compass.vload %s, %m : !compass.ptr<f16, shared>, !compass.mask<16> -> vector<16xf16>
  %3 = compass.vload %p, %m : !compass.ptr<f16, private>, !compass.mask<16> -> vector<16xf16>
  %4 = compass.vload %c, %m : !compass.ptr<f16, constant>, !compass.mask<16> -> vector<16xf16>
  return
}

// CHECK-LABEL: func.func @vstore_element_pointer
// CHECK-SAME: (%[[V:.*]]: vector<16xbf16>, %[[P:.*]]: !compass.ptr<bf16, shared>, %[[M:.*]]: !compass.mask<16>)
func.func @vstore_element_pointer(%v: vector<16xbf16>, %p: !compass.ptr<bf16, shared>, %m: !compass.mask<16>) {
  // CHECK: compass.vstore %[[V]], %[[P]], %[[M]] : vector<16xbf16>, <bf16, shared>, <16>
  compass.vstore %v, %p, %m : vector<16xbf16>, !compass.ptr<bf16, shared>, !compass.mask<16>
  return
}

// CHECK-LABEL: func.func @vstore_vector_pointer
// CHECK-SAME: (%[[V:.*]]: vector<8xf32>, %[[P:.*]]: !compass.ptr<vector<8xf32>, private>, %[[M:.*]]: !compass.mask<8>)
func.func @vstore_vector_pointer(%v: vector<8xf32>, %p: !compass.ptr<vector<8xf32>, private>, %m: !compass.mask<8>) {
  // CHECK: compass.vstore %[[V]], %[[P]], %[[M]] : vector<8xf32>, <vector<8xf32>, private>, <8>
  compass.vstore %v, %p, %m : vector<8xf32>, !compass.ptr<vector<8xf32>, private>, !compass.mask<8>
  return
}

// CHECK-LABEL: func.func @vstore_all_spaces
func.func @vstore_all_spaces(%v: vector<32xsi8>, %g: !compass.ptr<si8, global>,
                             %l: !compass.ptr<si8, lsram>, %s: !compass.ptr<si8, shared>,
                             %p: !compass.ptr<si8, private>, %m: !compass.mask<32>) {
  // CHECK: compass.vstore %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <si8, global>, <32>
  // CHECK: compass.vstore %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <si8, lsram>, <32>
  // CHECK: compass.vstore %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <si8, shared>, <32>
  // CHECK: compass.vstore %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <si8, private>, <32>
  compass.vstore %v, %g, %m : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
  compass.vstore %v, %l, %m : vector<32xsi8>, !compass.ptr<si8, lsram>, !compass.mask<32>
  compass.vstore %v, %s, %m : vector<32xsi8>, !compass.ptr<si8, shared>, !compass.mask<32>
  compass.vstore %v, %p, %m : vector<32xsi8>, !compass.ptr<si8, private>, !compass.mask<32>
  return
}

//===----------------------------------------------------------------------===//
// vmax / vmin
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @vmax_vmin
// CHECK-SAME: (%[[A:.*]]: vector<16xbf16>, %[[B:.*]]: vector<16xbf16>, %[[R:.*]]: vector<16xbf16>, %[[M:.*]]: !compass.mask<16>)
func.func @vmax_vmin(%a: vector<16xbf16>, %b: vector<16xbf16>, %r: vector<16xbf16>, %m: !compass.mask<16>)
    -> (vector<16xbf16>, vector<16xbf16>) {
  // CHECK: %[[X:.*]] = compass.vmax %[[A]], %[[B]], %[[M]] : vector<16xbf16>, <16>
  %x = compass.vmax %a, %b, %m : vector<16xbf16>, !compass.mask<16>
  // CHECK: %[[Y:.*]] = compass.vmin %[[A]], %[[B]], %[[M]] r %[[R]] : vector<16xbf16>, <16>
  %y = compass.vmin %a, %b, %m r %r : vector<16xbf16>, !compass.mask<16>
  // CHECK: return %[[X]], %[[Y]]
  return %x, %y : vector<16xbf16>, vector<16xbf16>
}

// CHECK-LABEL: func.func @unmasked
func.func @unmasked(%a: vector<8xsi32>) -> vector<8xsi32> {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  // CHECK: compass.vadd {{.*}} {compass.unmasked} : vector<8xsi32>, <8>
  %x = compass.vadd %a, %a, %all {compass.unmasked} : vector<8xsi32>, !compass.mask<8>
  return %x : vector<8xsi32>
}

//===----------------------------------------------------------------------===//
// vadd / vsub / vmul
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @vadd
// CHECK-SAME: (%[[A:.*]]: vector<8xsi32>, %[[B:.*]]: vector<8xsi32>, %[[R:.*]]: vector<8xsi32>, %[[M:.*]]: !compass.mask<8>)
func.func @vadd(%a: vector<8xsi32>, %b: vector<8xsi32>, %r: vector<8xsi32>, %m: !compass.mask<8>)
    -> (vector<8xsi32>, vector<8xsi32>) {
  // CHECK: %[[X:.*]] = compass.vadd %[[A]], %[[B]], %[[M]] : vector<8xsi32>, <8>
  %x = compass.vadd %a, %b, %m : vector<8xsi32>, !compass.mask<8>
  // CHECK: %[[Y:.*]] = compass.vadd %[[A]], %[[B]], %[[M]] r %[[R]] : vector<8xsi32>, <8>
  %y = compass.vadd %a, %b, %m r %r : vector<8xsi32>, !compass.mask<8>
  // CHECK: return %[[X]], %[[Y]]
  return %x, %y : vector<8xsi32>, vector<8xsi32>
}

// CHECK-LABEL: func.func @vsub
// CHECK-SAME: (%[[A:.*]]: vector<16xf16>, %[[B:.*]]: vector<16xf16>, %[[R:.*]]: vector<16xf16>, %[[M:.*]]: !compass.mask<16>)
func.func @vsub(%a: vector<16xf16>, %b: vector<16xf16>, %r: vector<16xf16>, %m: !compass.mask<16>)
    -> (vector<16xf16>, vector<16xf16>) {
  // CHECK: %[[X:.*]] = compass.vsub %[[A]], %[[B]], %[[M]] : vector<16xf16>, <16>
  %x = compass.vsub %a, %b, %m : vector<16xf16>, !compass.mask<16>
  // CHECK: %[[Y:.*]] = compass.vsub %[[A]], %[[B]], %[[M]] r %[[R]] : vector<16xf16>, <16>
  %y = compass.vsub %a, %b, %m r %r : vector<16xf16>, !compass.mask<16>
  // CHECK: return %[[X]], %[[Y]]
  return %x, %y : vector<16xf16>, vector<16xf16>
}

// CHECK-LABEL: func.func @vmul
// CHECK-SAME: (%[[A:.*]]: vector<16xui16>, %[[B:.*]]: vector<16xui16>, %[[R:.*]]: vector<16xui16>, %[[M:.*]]: !compass.mask<16>)
func.func @vmul(%a: vector<16xui16>, %b: vector<16xui16>, %r: vector<16xui16>, %m: !compass.mask<16>)
    -> (vector<16xui16>, vector<16xui16>) {
  // CHECK: %[[X:.*]] = compass.vmul %[[A]], %[[B]], %[[M]] : vector<16xui16>, <16>
  %x = compass.vmul %a, %b, %m : vector<16xui16>, !compass.mask<16>
  // CHECK: %[[Y:.*]] = compass.vmul %[[A]], %[[B]], %[[M]] r %[[R]] : vector<16xui16>, <16>
  %y = compass.vmul %a, %b, %m r %r : vector<16xui16>, !compass.mask<16>
  // CHECK: return %[[X]], %[[Y]]
  return %x, %y : vector<16xui16>, vector<16xui16>
}

// Every native element type goes through the arithmetic builtins.
// CHECK-LABEL: func.func @vector_element_types
func.func @vector_element_types(%si8: vector<32xsi8>, %ui8: vector<32xui8>,
                                %si16: vector<16xsi16>, %ui32: vector<8xui32>,
                                %bf16: vector<16xbf16>, %f32: vector<8xf32>,
                                %m8: !compass.mask<8>, %m16: !compass.mask<16>,
                                %m32: !compass.mask<32>) {
  // CHECK: compass.vadd %{{.*}}, %{{.*}}, %{{.*}} : vector<32xsi8>, <32>
  // CHECK: compass.vsub %{{.*}}, %{{.*}}, %{{.*}} : vector<32xui8>, <32>
  // CHECK: compass.vmul %{{.*}}, %{{.*}}, %{{.*}} : vector<16xsi16>, <16>
  // CHECK: compass.vadd %{{.*}}, %{{.*}}, %{{.*}} : vector<8xui32>, <8>
  // CHECK: compass.vmul %{{.*}}, %{{.*}}, %{{.*}} : vector<16xbf16>, <16>
  // CHECK: compass.vmul %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>, <8>
  %0 = compass.vadd %si8, %si8, %m32 : vector<32xsi8>, !compass.mask<32>
  %1 = compass.vsub %ui8, %ui8, %m32 : vector<32xui8>, !compass.mask<32>
  %2 = compass.vmul %si16, %si16, %m16 : vector<16xsi16>, !compass.mask<16>
  %3 = compass.vadd %ui32, %ui32, %m8 : vector<8xui32>, !compass.mask<8>
  %4 = compass.vmul %bf16, %bf16, %m16 : vector<16xbf16>, !compass.mask<16>
  %5 = compass.vmul %f32, %f32, %m8 : vector<8xf32>, !compass.mask<8>
  return
}

//===----------------------------------------------------------------------===//
// vdiv and the integer builtins
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @vdiv
// CHECK-SAME: (%[[A:.*]]: vector<8xsi32>, %[[R:.*]]: vector<8xsi32>, %[[F:.*]]: vector<8xf32>, %[[U:.*]]: vector<32xui8>, %[[M8:.*]]: !compass.mask<8>, %[[M32:.*]]: !compass.mask<32>)
func.func @vdiv(%a: vector<8xsi32>, %r: vector<8xsi32>, %f: vector<8xf32>, %u: vector<32xui8>,
                %m8: !compass.mask<8>, %m32: !compass.mask<32>) {
  // CHECK: compass.vdiv %[[A]], %[[R]], %[[M8]] : vector<8xsi32>, <8>
  %0 = compass.vdiv %a, %r, %m8 : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vdiv %[[A]], %[[A]], %[[M8]] r %[[R]] : vector<8xsi32>, <8>
  %1 = compass.vdiv %a, %a, %m8 r %r : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vdiv %[[F]], %[[F]], %[[M8]] : vector<8xf32>, <8>
  %2 = compass.vdiv %f, %f, %m8 : vector<8xf32>, !compass.mask<8>
  // CHECK: compass.vdiv %[[U]], %[[U]], %[[M32]] : vector<32xui8>, <32>
  %3 = compass.vdiv %u, %u, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: compass.vmod %[[A]], %[[R]], %[[M8]] : vector<8xsi32>, <8>
  %4 = compass.vmod %a, %r, %m8 : vector<8xsi32>, !compass.mask<8>
  // CHECK: compass.vmod %[[U]], %[[U]], %[[M32]] r %[[U]] : vector<32xui8>, <32>
  %5 = compass.vmod %u, %u, %m32 r %u : vector<32xui8>, !compass.mask<32>
  return
}

// CHECK-LABEL: func.func @bitwise
// CHECK-SAME: (%[[A:.*]]: vector<16xui16>, %[[B:.*]]: vector<16xui16>, %[[R:.*]]: vector<16xui16>, %[[M:.*]]: !compass.mask<16>)
func.func @bitwise(%a: vector<16xui16>, %b: vector<16xui16>, %r: vector<16xui16>, %m: !compass.mask<16>) {
  // CHECK: compass.vand %[[A]], %[[B]], %[[M]] : vector<16xui16>, <16>
  %0 = compass.vand %a, %b, %m : vector<16xui16>, !compass.mask<16>
  // CHECK: compass.vor %[[A]], %[[B]], %[[M]] r %[[R]] : vector<16xui16>, <16>
  %1 = compass.vor %a, %b, %m r %r : vector<16xui16>, !compass.mask<16>
  // CHECK: compass.vxor %[[A]], %[[B]], %[[M]] : vector<16xui16>, <16>
  %2 = compass.vxor %a, %b, %m : vector<16xui16>, !compass.mask<16>
  // CHECK: compass.vinv %[[A]], %[[M]] : vector<16xui16>, <16>
  %3 = compass.vinv %a, %m : vector<16xui16>, !compass.mask<16>
  // CHECK: compass.vinv %[[A]], %[[M]] r %[[R]] : vector<16xui16>, <16>
  %4 = compass.vinv %a, %m r %r : vector<16xui16>, !compass.mask<16>
  return
}

// CHECK-LABEL: func.func @shifts
// CHECK-SAME: (%[[S:.*]]: vector<32xsi8>, %[[U:.*]]: vector<8xui32>, %[[R:.*]]: vector<8xui32>, %[[M8:.*]]: !compass.mask<8>, %[[M32:.*]]: !compass.mask<32>)
func.func @shifts(%s: vector<32xsi8>, %u: vector<8xui32>, %r: vector<8xui32>,
                  %m8: !compass.mask<8>, %m32: !compass.mask<32>) {
  // CHECK: compass.vsl %[[S]], %[[S]], %[[M32]] : vector<32xsi8>, <32>
  %0 = compass.vsl %s, %s, %m32 : vector<32xsi8>, !compass.mask<32>
  // CHECK: compass.vsr %[[S]], %[[S]], %[[M32]] : vector<32xsi8>, <32>
  %1 = compass.vsr %s, %s, %m32 : vector<32xsi8>, !compass.mask<32>
  // CHECK: compass.vsl %[[U]], %[[U]], %[[M8]] r %[[R]] : vector<8xui32>, <8>
  %2 = compass.vsl %u, %u, %m8 r %r : vector<8xui32>, !compass.mask<8>
  // CHECK: compass.vsr %[[U]], %[[U]], %[[M8]] r %[[R]] : vector<8xui32>, <8>
  %3 = compass.vsr %u, %u, %m8 r %r : vector<8xui32>, !compass.mask<8>
  return
}

//===----------------------------------------------------------------------===//
// vcmp / vsel / vbcast
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @vcmp
// CHECK-SAME: (%[[A:.*]]: vector<8xf32>, %[[B:.*]]: vector<8xf32>, %[[I:.*]]: vector<32xui8>, %[[M8:.*]]: !compass.mask<8>, %[[M32:.*]]: !compass.mask<32>)
func.func @vcmp(%a: vector<8xf32>, %b: vector<8xf32>, %i: vector<32xui8>,
                %m8: !compass.mask<8>, %m32: !compass.mask<32>) -> (!compass.mask<8>, !compass.mask<32>) {
  // CHECK: %[[EQ:.*]] = compass.vcmp eq, %[[A]], %[[B]], %[[M8]] : vector<8xf32>, <8>
  %eq = compass.vcmp eq, %a, %b, %m8 : vector<8xf32>, !compass.mask<8>
  // CHECK: compass.vcmp ne, %[[A]], %[[B]], %[[M8]] : vector<8xf32>, <8>
  %ne = compass.vcmp ne, %a, %b, %m8 : vector<8xf32>, !compass.mask<8>
  // CHECK: compass.vcmp lt, %[[A]], %[[B]], %[[M8]] : vector<8xf32>, <8>
  %lt = compass.vcmp lt, %a, %b, %m8 : vector<8xf32>, !compass.mask<8>
  // CHECK: compass.vcmp le, %[[A]], %[[B]], %[[M8]] : vector<8xf32>, <8>
  %le = compass.vcmp le, %a, %b, %m8 : vector<8xf32>, !compass.mask<8>
  // CHECK: compass.vcmp gt, %[[I]], %[[I]], %[[M32]] : vector<32xui8>, <32>
  %gt = compass.vcmp gt, %i, %i, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: %[[GE:.*]] = compass.vcmp ge, %[[I]], %[[I]], %[[M32]] : vector<32xui8>, <32>
  %ge = compass.vcmp ge, %i, %i, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: return %[[EQ]], %[[GE]]
  return %eq, %ge : !compass.mask<8>, !compass.mask<32>
}

// CHECK-LABEL: func.func @vsel
// CHECK-SAME: (%[[X:.*]]: vector<16xf16>, %[[Y:.*]]: vector<16xf16>, %[[M:.*]]: !compass.mask<16>)
func.func @vsel(%x: vector<16xf16>, %y: vector<16xf16>, %m: !compass.mask<16>) -> vector<16xf16> {
  // CHECK: %[[S:.*]] = compass.vsel %[[X]], %[[Y]], %[[M]] : vector<16xf16>, <16>
  %s = compass.vsel %x, %y, %m : vector<16xf16>, !compass.mask<16>
  // CHECK: return %[[S]]
  return %s : vector<16xf16>
}

// CHECK-LABEL: func.func @vbcast
// CHECK-SAME: (%[[I:.*]]: si32, %[[B:.*]]: bf16, %[[U:.*]]: ui8)
func.func @vbcast(%i: si32, %b: bf16, %u: ui8) -> (vector<8xsi32>, vector<16xbf16>, vector<32xui8>) {
  // CHECK: %[[X:.*]] = compass.vbcast %[[I]] : si32 -> vector<8xsi32>
  %x = compass.vbcast %i : si32 -> vector<8xsi32>
  // CHECK: %[[Y:.*]] = compass.vbcast %[[B]] : bf16 -> vector<16xbf16>
  %y = compass.vbcast %b : bf16 -> vector<16xbf16>
  // CHECK: %[[Z:.*]] = compass.vbcast %[[U]] : ui8 -> vector<32xui8>
  %z = compass.vbcast %u : ui8 -> vector<32xui8>
  // CHECK: return %[[X]], %[[Y]], %[[Z]]
  return %x, %y, %z : vector<8xsi32>, vector<16xbf16>, vector<32xui8>
}

//===----------------------------------------------------------------------===//
// Mask computations
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @tail_mask
// CHECK-SAME: (%[[N:.*]]: si32)
func.func @tail_mask(%n: si32) -> (!compass.mask<8>, !compass.mask<16>, !compass.mask<32>) {
  // CHECK: %[[A:.*]] = compass.tail_mask %[[N]] : si32 -> <8>
  %a = compass.tail_mask %n : si32 -> !compass.mask<8>
  // CHECK: %[[B:.*]] = compass.tail_mask %[[N]] : si32 -> <16>
  %b = compass.tail_mask %n : si32 -> !compass.mask<16>
  // CHECK: %[[C:.*]] = compass.tail_mask %[[N]] : si32 -> <32>
  %c = compass.tail_mask %n : si32 -> !compass.mask<32>
  // CHECK: return %[[A]], %[[B]], %[[C]]
  return %a, %b, %c : !compass.mask<8>, !compass.mask<16>, !compass.mask<32>
}

// CHECK-LABEL: func.func @mask_logic
// CHECK-SAME: (%[[A:.*]]: !compass.mask<16>, %[[B:.*]]: !compass.mask<16>)
func.func @mask_logic(%a: !compass.mask<16>, %b: !compass.mask<16>)
    -> (!compass.mask<16>, !compass.mask<16>, !compass.mask<16>, !compass.mask<16>) {
  // CHECK: %[[AND:.*]] = compass.mask_and %[[A]], %[[B]] : <16>
  %and = compass.mask_and %a, %b : !compass.mask<16>
  // CHECK: %[[OR:.*]] = compass.mask_or %[[A]], %[[B]] : <16>
  %or = compass.mask_or %a, %b : !compass.mask<16>
  // CHECK: %[[XOR:.*]] = compass.mask_xor %[[A]], %[[B]] : <16>
  %xor = compass.mask_xor %a, %b : !compass.mask<16>
  // CHECK: %[[NOT:.*]] = compass.mask_not %[[A]] : <16>
  %not = compass.mask_not %a : !compass.mask<16>
  // CHECK: return %[[AND]], %[[OR]], %[[XOR]], %[[NOT]]
  return %and, %or, %xor, %not : !compass.mask<16>, !compass.mask<16>, !compass.mask<16>, !compass.mask<16>
}

// A mask computed at run time predicates a tail iteration.
// CHECK-LABEL: func.func @mask_use
// CHECK: %[[T:.*]] = compass.tail_mask %{{.*}} : si32 -> <8>
// CHECK: %[[C:.*]] = compass.vcmp gt, %{{.*}}, %{{.*}}, %[[T]] : vector<8xsi32>, <8>
// CHECK: %[[M:.*]] = compass.mask_and %[[T]], %[[C]] : <8>
// CHECK: compass.vsel %{{.*}}, %{{.*}}, %[[M]] : vector<8xsi32>, <8>
func.func @mask_use(%v: vector<8xsi32>, %n: si32) -> vector<8xsi32> {
  %t = compass.tail_mask %n : si32 -> !compass.mask<8>
  %z = compass.vbcast %n : si32 -> vector<8xsi32>
  %c = compass.vcmp gt, %v, %z, %t : vector<8xsi32>, !compass.mask<8>
  %m = compass.mask_and %t, %c : !compass.mask<8>
  %s = compass.vsel %v, %z, %m : vector<8xsi32>, !compass.mask<8>
  return %s : vector<8xsi32>
}

//===----------------------------------------------------------------------===//
// TECs and synchronization
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @tec
func.func @tec() -> (si32, si32) {
  // CHECK: %[[ID:.*]] = compass.get_local_id : si32
  %id = compass.get_local_id : si32
  // CHECK: %[[N:.*]] = compass.get_local_size : si32
  %n = compass.get_local_size : si32
  // CHECK: compass.barrier
  compass.barrier
  // CHECK: return %[[ID]], %[[N]]
  return %id, %n : si32, si32
}

// -----

// CHECK-LABEL: func.func @dma_copy
// CHECK: compass.dma_copy %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : <si16, lsram>, <si16, global>
func.func @dma_copy(%d: !compass.ptr<si16, lsram>, %s: !compass.ptr<si16, global>, %n: si32) {
  compass.dma_copy %d, %s, %n, %n, %n, %n : !compass.ptr<si16, lsram>, !compass.ptr<si16, global>
  return
}

//===----------------------------------------------------------------------===//
// Bit counts, rotation and rint
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @bit_counts
func.func @bit_counts(%i: vector<16xsi16>, %u: vector<32xui8>, %f: vector<16xf16>,
                      %m16: !compass.mask<16>, %m32: !compass.mask<32>) {
  // CHECK: compass.clz %{{.*}}, %{{.*}} : vector<32xui8>, <32>
  %0 = compass.clz %u, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: compass.vcls %{{.*}}, %{{.*}} : vector<16xsi16>, <16>
  %1 = compass.vcls %i, %m16 : vector<16xsi16>, !compass.mask<16>
  // CHECK: compass.vpcnt %{{.*}}, %{{.*}} r %{{.*}} : vector<16xsi16>, <16>
  %2 = compass.vpcnt %i, %m16 r %i : vector<16xsi16>, !compass.mask<16>
  // CHECK: compass.vbrevs %{{.*}}, %{{.*}} : vector<32xui8>, <32>
  %3 = compass.vbrevs %u, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: compass.vror %{{.*}}, %{{.*}}, %{{.*}} : vector<32xui8>, <32>
  %4 = compass.vror %u, %u, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: compass.rint %{{.*}}, %{{.*}} : vector<16xf16>, <16>
  %5 = compass.rint %f, %m16 : vector<16xf16>, !compass.mask<16>
  // CHECK: compass.vadds %{{.*}}, %{{.*}}, %{{.*}} r %{{.*}} : vector<16xsi16>, <16>
  %6 = compass.vadds %i, %i, %m16 r %i : vector<16xsi16>, !compass.mask<16>
  // CHECK: compass.vsubs %{{.*}}, %{{.*}}, %{{.*}} : vector<32xui8>, <32>
  %7 = compass.vsubs %u, %u, %m32 : vector<32xui8>, !compass.mask<32>
  // CHECK: compass.abs %{{.*}}, %{{.*}} : vector<16xf16>, <16>
  %8 = compass.abs %f, %m16 : vector<16xf16>, !compass.mask<16>
  // CHECK: compass.vabss %{{.*}}, %{{.*}} : vector<16xsi16>, <16>
  %9 = compass.vabss %i, %m16 : vector<16xsi16>, !compass.mask<16>
  // CHECK: compass.vsls %{{.*}}, %{{.*}}, %{{.*}} r %{{.*}} : vector<16xsi16>, <16>
  %10 = compass.vsls %i, %i, %m16 r %i : vector<16xsi16>, !compass.mask<16>
  // CHECK: compass.vsrr %{{.*}}, %{{.*}}, %{{.*}} : vector<32xui8>, <32>
  %11 = compass.vsrr %u, %u, %m32 : vector<32xui8>, !compass.mask<32>
  return
}
