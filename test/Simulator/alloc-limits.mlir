// Allocations beyond the target's memories are refused when decoding, as
// compass-check-memory-limits refuses them (along call paths), at the
// allocation that goes over: 32 KiB of lsram per TEC, 256 KiB of shared
// memory per core on X2_1204 and 128 KiB on X3P_1304, 256 KiB of private
// memory per TEC.

// RUN: compass-sim %s --verify-diagnostics
// RUN: not compass-sim %s --target=X3P_1304 2>&1 \
// RUN:   | FileCheck %s --check-prefix=X3P

func.func @k() attributes {compass.kernel} {
  // 24 KiB: fits.
  %a = tir.alloc "a"[768] : !compass.ptr<vector<8xsi32>, lsram>
  // expected-error @below {{the lsram allocation "b" (16384 bytes) brings lsram to 40960 bytes, over the 32768 bytes per TEC of X2_1204}}
  %b = tir.alloc "b"[4096] : !compass.ptr<f32, lsram>
  // 192 KiB of shared memory: fits X2_1204, not X3P_1304.
  // X3P: alloc-limits.mlir:[[@LINE+1]]:8: error: the shared allocation "c" (196608 bytes) brings shared to 196608 bytes, over the 131072 bytes per core of X3P_1304
  %c = tir.alloc "c"[196608] : !compass.ptr<ui8, shared>
  // expected-error @below {{the private allocation "d" (18446744073709551614 bytes) brings private to 18446744073709551614 bytes, over the 262144 bytes per TEC of X2_1204}}
  %d = tir.alloc "d"[9223372036854775807] : !compass.ptr<f16, private>
  return
}
