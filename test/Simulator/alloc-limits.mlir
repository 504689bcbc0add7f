// Allocations beyond the target's memories are refused when decoding, at
// the allocation that goes over: 32 KiB of lsram per TEC, 256 KiB of shared
// memory per core on X2_1204 and 128 KiB on X3P_1304.

// RUN: compass-sim %s --verify-diagnostics
// RUN: not compass-sim %s --target=X3P_1304 2>&1 \
// RUN:   | FileCheck %s --check-prefix=X3P

func.func @k() attributes {compass.kernel} {
  // 24 KiB: fits.
  %a = tir.alloc "a"[768] : !compass.ptr<vector<8xsi32>, lsram>
  // expected-error @below {{'tir.alloc' op allocates 4096 x 4 bytes of lsram (after 24576 bytes of other lsram allocations), over the 32768 bytes per TEC of X2_1204}}
  %b = tir.alloc "b"[4096] : !compass.ptr<f32, lsram>
  // 192 KiB of shared memory: fits X2_1204, not X3P_1304.
  // X3P: alloc-limits.mlir:[[@LINE+1]]:8: error: 'tir.alloc' op allocates 196608 x 1 bytes of shared, over the 131072 bytes per core of X3P_1304
  %c = tir.alloc "c"[196608] : !compass.ptr<ui8, shared>
  // expected-error @below {{'tir.alloc' op allocates 9223372036854775807 x 2 bytes of private, over the simulator's limit of 16777216 bytes per TEC}}
  %d = tir.alloc "d"[9223372036854775807] : !compass.ptr<f16, private>
  return
}
