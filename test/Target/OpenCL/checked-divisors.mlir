// RUN: compass-translate --to-opencl-checked %s | FileCheck %s
// RUN: compass-translate --to-opencl %s | FileCheck %s --check-prefix=PLAIN

// The checked C prints the compass.check_divisor that compass-insert-checks
// gives each integer division, at each use of the divisor: a signed floor
// division prints it twice (two sites) and its sign test reads the divisor
// itself; a constant divisor keeps its facts (a floor division by 4 a
// shift, no check, which prints inside its use as any expression of the
// parameters; by -1 the wrapping __compass_smod); a float division has no
// check. The plain C
// has none.

// PLAIN-NOT: __compass_divisor

// CHECK-LABEL: __kernel void k(
// CHECK:      int [[F:_[0-9]+]] = (int)(__compass_sdiv(n, __compass_divisor(__ctx, d, 0)) - ((__compass_smod(n, __compass_divisor(__ctx, d, 1)) != 0) & ((n ^ d) < 0)));
// CHECK-NEXT: uint [[U:_[0-9]+]] = (uint)(u / __compass_divisor(__ctx, v, 2));
// CHECK-NEXT: int [[T:_[0-9]+]] = (n / __compass_divisor(__ctx, 3, 3));
// CHECK-NEXT: int [[M:_[0-9]+]] = __compass_smod(n, __compass_divisor(__ctx, -1, 4));
// CHECK-NOT:  __compass_divisor
// CHECK:      (uint)(n >> 2)
// CHECK-SAME: convert_int_sat_rtz(((float)(x / x)))
// CHECK:      /* compass-checks
// CHECK-NEXT: site 0 {{.*}}checked-divisors.mlir:[[FLOOR:[0-9]+]]:8
// CHECK-NEXT: site 1 {{.*}}checked-divisors.mlir:[[FLOOR]]:8
// CHECK-NEXT: site 2 {{.*}}checked-divisors.mlir:{{[0-9]+}}:8
func.func @k(%out: !compass.ptr<si32, global> {compass.name = "out"},
             %n: si32 {compass.name = "n"}, %d: si32 {compass.name = "d"},
             %u: ui32 {compass.name = "u"}, %v: ui32 {compass.name = "v"},
             %x: f32 {compass.name = "x"}) attributes {compass.kernel} {
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %cm1 = tir.const -1 : si32
  %f = tir.floordiv %n, %d : si32
  %q = tir.div %u, %v : ui32
  %t = tir.div %n, %c3 : si32
  %s = tir.floordiv %n, %c4 : si32
  %m = tir.mod %n, %cm1 : si32
  %y = tir.div %x, %x : f32
  %qi = tir.cast %q : ui32 to si32
  %yi = tir.cast %y : f32 to si32
  %a0 = tir.add %f, %qi : si32
  %a1 = tir.add %a0, %t : si32
  %a2 = tir.add %a1, %s : si32
  %a3 = tir.add %a2, %m : si32
  %a4 = tir.add %a3, %yi : si32
  %c0 = tir.const 0 : si32
  tir.store %a4, %out[%c0] : !compass.ptr<si32, global>, si32
  return
}
