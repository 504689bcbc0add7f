// RUN: compass-opt %s -compass-lower | FileCheck %s --check-prefix=OPT
// RUN: compass-opt %s '-compass-lower=opt-level=1' | FileCheck %s --check-prefix=OPT
// RUN: compass-opt %s '-compass-lower=opt-level=0' | FileCheck %s --check-prefix=NONE
// RUN: compass-opt %s '-compass-lower=disable=compass-combine-instructions' | FileCheck %s --check-prefix=SIMPLIFY
// RUN: compass-opt %s '-compass-lower=disable=compass-simplify' | FileCheck %s --check-prefix=COMBINE
// RUN: compass-opt %s '-compass-lower=disable=compass-remove-loop-guards' | FileCheck %s --check-prefix=GUARDED

// -compass-lower runs compass-remove-loop-guards, compass-combine-instructions
// and compass-simplify from opt-level 1 (the default is 2); each can be
// disabled by name (BuildManager's disabled_pass).

// OPT-LABEL: func.func @both
// OPT: compass.vnsrs
// OPT: compass.vsl
// NONE-LABEL: func.func @both
// NONE: compass.vsr
// NONE: compass.vcvt {{.*}} saturate
// NONE: compass.vmul
// SIMPLIFY-LABEL: func.func @both
// SIMPLIFY: compass.vsr
// SIMPLIFY: compass.vsl
// COMBINE-LABEL: func.func @both
// COMBINE: compass.vnsrs
// COMBINE: compass.vmul
func.func @both(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %b: !compass.ptr<si16, global> {compass.name = "b"}) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %x = compass.vload %a, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  %s = compass.vsr %x, %x, %all : vector<8xsi32>, !compass.mask<8>
  %n = compass.vcvt %s offset 0 stride 1 saturate : vector<8xsi32> -> vector<16xsi16>
  %c = tir.const 4 : si16
  %four = compass.vbcast %c : si16 -> vector<16xsi16>
  %p = compass.vmul %n, %four, %all16 : vector<16xsi16>, !compass.mask<16>
  compass.vstore %p, %b, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
  return
}

// OPT-LABEL: func.func @guarded
// OPT: tir.min
// OPT-NOT: tir.if
// NONE-LABEL: func.func @guarded
// NONE: tir.if
// GUARDED-LABEL: func.func @guarded
// GUARDED-NOT: tir.min
// GUARDED: tir.if
func.func @guarded(%a: !compass.ptr<si32, global> {compass.name = "a"},
                   %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c8 = tir.const 8 : si32
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    %in = tir.cmp lt, %i, %n : si32
    tir.if %in {
      tir.store %i, %a[%i] : !compass.ptr<si32, global>, si32
    }
  }
  return
}
