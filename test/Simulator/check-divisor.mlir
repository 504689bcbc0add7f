// A compass.check_divisor (compass-insert-checks) stops the run on a zero
// divisor at its own location, alike on both engines and in the checked C;
// otherwise its value is the divisor (every byte of a 16-bit one counts:
// 256 is not zero).

// RUN: not compass-sim %s --arg=buffer:si32:2 --arg=scalar:ui8:0 --arg=scalar:si16:3 2>&1 | FileCheck %s --check-prefix=ZERO8
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:2 --arg=scalar:ui8:0 --arg=scalar:si16:3 2>&1 | FileCheck %s --check-prefix=ZERO8
// RUN: not compass-sim %s --arg=buffer:si32:2 --arg=scalar:ui8:2 --arg=scalar:si16:0 2>&1 | FileCheck %s --check-prefix=ZERO16
// RUN: not compass-sim %s --engine=native --arg=buffer:si32:2 --arg=scalar:ui8:2 --arg=scalar:si16:0 2>&1 | FileCheck %s --check-prefix=ZERO16
// RUN: compass-sim %s --arg=buffer:si32:2 --arg=scalar:ui8:2 --arg=scalar:si16:256 | FileCheck %s --check-prefix=RUNS
// RUN: compass-sim %s --engine=native --arg=buffer:si32:2 --arg=scalar:ui8:2 --arg=scalar:si16:256 | FileCheck %s --check-prefix=RUNS
// RUN: compass-translate --to-opencl-checked %s | FileCheck %s --check-prefix=C
// RUN: not compass-translate --to-opencl %s 2>&1 | FileCheck %s --check-prefix=PLAIN

func.func @k(%out: !compass.ptr<si32, global> {compass.name = "out"},
             %a: ui8 {compass.name = "a"}, %b: si16 {compass.name = "b"})
    attributes {compass.kernel} {
  // ZERO8: check-divisor.mlir:[[@LINE+2]]:9: error: integer division by zero (TEC 0)
  // PLAIN: check-divisor.mlir:[[@LINE+1]]:9: error: 'compass.check_divisor' op needs the checked C (--to-opencl-checked)
  %ca = compass.check_divisor %a : ui8
  // ZERO16: check-divisor.mlir:[[@LINE+1]]:9: error: integer division by zero (TEC 0)
  %cb = compass.check_divisor %b : si16
  %wa = tir.cast %ca : ui8 to si32
  %wb = tir.cast %cb : si16 to si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  tir.store %wa, %out[%c0] : !compass.ptr<si32, global>, si32
  tir.store %wb, %out[%c1] : !compass.ptr<si32, global>, si32
  return
}
// RUNS: arg0 = [2, 256]
// C: __compass_divisor(__ctx, a, 0)
// C: __compass_divisor(__ctx, b, 1)
