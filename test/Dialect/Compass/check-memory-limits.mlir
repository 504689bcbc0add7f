// RUN: compass-opt %s -split-input-file -verify-diagnostics \
// RUN:   -compass-check-memory-limits="target=X2_1204"
// RUN: not compass-opt %s -split-input-file \
// RUN:   -compass-check-memory-limits="target=X3P_1304" 2>&1 | FileCheck %s --check-prefix=X3P

// Exactly 32 KiB of lsram per TEC fits; private memory is not limited.
func.func @lsram_fits() {
  %a = tir.alloc "a"[4096] : !compass.ptr<si32, lsram>
  %b = tir.alloc "b"[512] : !compass.ptr<vector<8xsi32>, lsram>
  %c = tir.alloc "c"[100000] : !compass.ptr<si32, private>
  return
}

// -----

func.func @lsram_over() {
  %a = tir.alloc "a"[4096] : !compass.ptr<si32, lsram>
  // expected-error @+1 {{the lsram allocation "b" (32768 bytes) brings lsram to 49152 bytes, over the 32768 bytes per TEC of X2_1204}}
  %b = tir.alloc "b"[1024] : !compass.ptr<vector<16xf16>, lsram>
  return
}

// -----

// 192 KiB of shared memory fits X2 (256 KiB) but not X3P (128 KiB).
// X3P: error: the shared allocation "s" (196608 bytes) brings shared to 196608 bytes, over the 131072 bytes per core of X3P_1304
func.func @shared_x2_only() {
  %s = tir.alloc "s"[6144] : !compass.ptr<vector<8xf32>, shared>
  return
}
