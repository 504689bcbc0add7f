// RUN: compass-opt %s -convert-tir-to-compass | FileCheck %s

// The Misc family takes its operands whole: one compass operation per call,
// native vectors as they are, the options from the call's attributes.

// CHECK-LABEL: func.func @misc
// CHECK-SAME: (%[[I:.*]]: si32, %[[U:.*]]: ui32, %[[V:.*]]: vector<32xui8>, %[[F:.*]]: vector<8xf32>, %[[P:.*]]: !compass.ptr<ui32, global>, %[[X:.*]]: vector<32xsi8>)
// CHECK: compass.printf "i=%d v=%v32hhx f=%v8hlf\0A"(%[[I]], %[[V]], %[[F]] : si32, vector<32xui8>, vector<8xf32>)
// CHECK: compass.printf "plain"
// CHECK: compass.perf_tick_begin %[[U]] : ui32
// CHECK: compass.perf_tick_end %[[U]] : ui32
// CHECK: compass.aiff %[[P]], %[[P]], %[[P]] : <ui32, global>, <ui32, global>, <ui32, global>
// CHECK: %[[Y:.*]] = compass.asm "add %[out].b, %[inp].b, 1;" qualifier "volatile" outputs ["out"] ["=&t"] inputs ["inp"] ["t"] clobbers ["t0"](%[[X]], %[[X]] : vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
// CHECK: %[[R:.*]]:2 = compass.asm "two" qualifier "" outputs ["a", "b"] ["=r", "+r"] inputs [] [] clobbers [](%[[I]], %[[U]] : si32, ui32) -> si32, ui32
// CHECK: return %[[Y]], %[[R]]#1
// CHECK-NOT: tir.intrin
func.func @misc(%i: si32, %u: ui32, %v: vector<32xui8>, %f: vector<8xf32>,
                %p: !compass.ptr<ui32, global>, %x: vector<32xsi8>) -> (vector<32xsi8>, ui32) {
  tir.intrin "printf"(%i, %v, %f) {format = "i=%d v=%v32hhx f=%v8hlf\n"} : (si32, vector<32xui8>, vector<8xf32>) -> ()
  tir.intrin "printf"() {format = "plain"} : () -> ()
  tir.intrin "perf_tick_begin"(%u) : (ui32) -> ()
  tir.intrin "perf_tick_end"(%u) : (ui32) -> ()
  tir.intrin "aiff"(%p, %p, %p) : (!compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>) -> ()
  %y = tir.intrin "asm"(%x, %x) {template = "add %[out].b, %[inp].b, 1;", qualifier = "volatile", output_names = ["out"], output_constraints = ["=&t"], input_names = ["inp"], input_constraints = ["t"], clobbers = ["t0"]} : (vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
  %r:2 = tir.intrin "asm"(%i, %u) {template = "two", qualifier = "", output_names = ["a", "b"], output_constraints = ["=r", "+r"], input_names = [], input_constraints = [], clobbers = []} : (si32, ui32) -> (si32, ui32)
  return %y, %r#1 : vector<32xsi8>, ui32
}
