// RUN: compass-translate --to-opencl-checked %s | FileCheck %s
// RUN: compass-translate --to-opencl %s | FileCheck %s --check-prefix=PLAIN
// RUN: compass-opt %s -compass-insert-checks | not compass-translate --to-opencl 2>&1 | FileCheck %s --check-prefix=REFUSED

// The checked C prints the compass.check_access and compass.check_lanes that
// compass-insert-checks places on each access: a checked load reads 0 and a
// checked vector load zeros when the check fails, a checked store does not
// store; each access is a site of its own, at its location (site 2: the
// tail mask's operand rule). The plain C has
// no checks, and refuses a module that already holds some.

// PLAIN-NOT: __compass_check

// CHECK-LABEL: __kernel void k(
// CHECK:      int [[X:_[0-9]+]] = __compass_check(__ctx, (ulong)(a + i), sizeof(*(a)), 0) ? a[i] : (int)0;
// CHECK-NEXT: if (__compass_check(__ctx, (ulong)(out + i), sizeof(*(out)), 1))
// CHECK-NEXT:   out[i] = [[X]];
// CHECK:      bool8 [[M:_[0-9]+]] = __vmov_w(
// CHECK-NEXT: int8 [[V:_[0-9]+]] = __compass_check_lanes(__ctx, (ulong)((__global int8*)a), 4, 8, [[M]], 3) ? __vload((__global int8*)a, [[M]]) : (int8)0;
// CHECK-NEXT: if (__compass_check_lanes(__ctx, (ulong)((__global int8*)out), 4, 8, [[M]], 4))
// CHECK-NEXT:   __vstore([[V]], (__global int8*)out, [[M]]);
// CHECK:      /* compass-checks
// CHECK-NEXT: site 0 k.py:3:8
// CHECK-NEXT: site 1 k.py:3:4
// CHECK-NEXT: site 2 {{.*}}checked-accesses.mlir:{{[0-9]+}}:8
// CHECK-NEXT: site 3 k.py:4:8
// CHECK-NEXT: site 4 k.py:5:4

// REFUSED: error: 'compass.check_access' op needs the checked C (--to-opencl-checked): the plain C has no run-time checks
func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"},
             %out: !compass.ptr<si32, global> {compass.name = "out"},
             %i: si32 {compass.name = "i"}, %n: si32 {compass.name = "n"})
    attributes {compass.kernel} {
  %x = tir.load %a[%i] : !compass.ptr<si32, global>, si32 loc("k.py":3:8)
  tir.store %x, %out[%i] : !compass.ptr<si32, global>, si32 loc("k.py":3:4)
  %m = compass.tail_mask %n : si32 -> !compass.mask<8>
  %v = compass.vload %a, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32> loc("k.py":4:8)
  compass.vstore %v, %out, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8> loc("k.py":5:4)
  return
}
