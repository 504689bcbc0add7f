// lsram and shared memory are counted along call paths when decoding, as
// compass-check-memory-limits counts them (test/Dialect/Compass/
// check-memory-limits.mlir): two subroutines of 32 KiB of lsram each,
// called one after the other, fit (upstream's test_reduce_mean) and run.

// RUN: compass-sim %s --print-steps | FileCheck %s
// CHECK: steps

func.func private @reduce_h() {
  %a = tir.alloc "h"[1024] : !compass.ptr<vector<16xf16>, lsram>
  return
}
func.func private @reduce_w() {
  %a = tir.alloc "w"[1024] : !compass.ptr<vector<16xf16>, lsram>
  return
}
func.func @k() attributes {compass.kernel} {
  func.call @reduce_h() : () -> ()
  func.call @reduce_w() : () -> ()
  return
}
