// RUN: compass-opt %s -split-input-file -verify-diagnostics \
// RUN:   -compass-check-memory-limits="target=X2_1204"
// RUN: not compass-opt %s -split-input-file \
// RUN:   -compass-check-memory-limits="target=X3P_1304" 2>&1 | FileCheck %s --check-prefix=X3P

// Exactly 32 KiB of lsram and 256 KiB of private memory per TEC fit.
func.func @lsram_fits() {
  %a = tir.alloc "a"[4096] : !compass.ptr<si32, lsram>
  %b = tir.alloc "b"[512] : !compass.ptr<vector<8xsi32>, lsram>
  %c = tir.alloc "c"[65536] : !compass.ptr<si32, private>
  return
}

// -----

// Private memory is each TEC's stack: 256 KiB on every target (POCL's work
// items crashed with 1 MiB each); a 16 GiB allocation is refused, not run.
func.func @private_over() {
  %a = tir.alloc "a"[65536] : !compass.ptr<si32, private>
  // expected-error @+1 {{the private allocation "b" (1 bytes) brings private to 262145 bytes, over the 262144 bytes per TEC of X2_1204}}
  %b = tir.alloc "b"[1] : !compass.ptr<si8, private>
  return
}

// -----

func.func @private_huge() {
  // expected-error @+1 {{the private allocation "t" (17179869180 bytes) brings private to 17179869180 bytes, over the 262144 bytes per TEC of X2_1204}}
  %t = tir.alloc "t"[4294967295] : !compass.ptr<si32, private>
  return
}

// -----

// Private memory nests along call paths like lsram: a frame lives while its
// function calls.
func.func private @frame() {
  %a = tir.alloc "frame"[40000] : !compass.ptr<si32, private>
  return
}
func.func @private_path() attributes {compass.kernel} {
  %a = tir.alloc "own"[30000] : !compass.ptr<si32, private>
  // expected-error @+1 {{the call of "frame" brings private to 280000 bytes on the call path private_path (120000 bytes) -> frame (160000 bytes), over the 262144 bytes per TEC of X2_1204}}
  func.call @frame() : () -> ()
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

// -----

// Two subroutines of 32 KiB of lsram each, called one after the other: they
// are never live together, so the kernel's deepest call path needs 32 KiB
// (upstream's test_reduce_mean).
func.func private @reduce_h() {
  %a = tir.alloc "h"[1024] : !compass.ptr<vector<16xf16>, lsram>
  return
}
func.func private @reduce_w() {
  %a = tir.alloc "w"[1024] : !compass.ptr<vector<16xf16>, lsram>
  return
}
func.func @two_callees_fit() attributes {compass.kernel} {
  func.call @reduce_h() : () -> ()
  func.call @reduce_w() : () -> ()
  func.call @reduce_h() : () -> ()
  return
}

// -----

// What a function holds while it calls counts with the callee's peak: 16 KiB
// here plus 8 KiB in @middle plus 16 KiB in @leaf is over 32 KiB; the call
// that crosses it gets the error, naming the path and each function's own
// bytes. The caller's allocation after the call is held during it too.
func.func private @leaf() {
  %a = tir.alloc "leaf_buf"[4096] : !compass.ptr<si32, lsram>
  return
}
func.func private @middle() {
  %a = tir.alloc "mid_buf"[2048] : !compass.ptr<si32, lsram>
  func.call @leaf() : () -> ()
  return
}
func.func @deep_path_over() attributes {compass.kernel} {
  %a = tir.alloc "top"[2048] : !compass.ptr<si32, lsram>
  // expected-error @+1 {{the call of "middle" brings lsram to 40960 bytes on the call path deep_path_over (16384 bytes) -> middle (8192 bytes) -> leaf (16384 bytes), over the 32768 bytes per TEC of X2_1204}}
  func.call @middle() : () -> ()
  %b = tir.alloc "after"[2048] : !compass.ptr<si32, lsram>
  return
}

// -----

// The deepest callee decides, not the first: 8 KiB + max(4 KiB, 28 KiB) is
// over; 8 KiB + 4 KiB alone was not.
func.func private @small() {
  %a = tir.alloc "s"[1024] : !compass.ptr<si32, lsram>
  return
}
func.func private @large() {
  %a = tir.alloc "l"[7168] : !compass.ptr<si32, lsram>
  return
}
func.func @deepest_callee() attributes {compass.kernel} {
  %a = tir.alloc "own"[2048] : !compass.ptr<si32, lsram>
  func.call @small() : () -> ()
  // expected-error @+1 {{the call of "large" brings lsram to 36864 bytes on the call path deepest_callee (8192 bytes) -> large (28672 bytes), over the 32768 bytes per TEC of X2_1204}}
  func.call @large() : () -> ()
  return
}

// -----

// A subroutine over the limit by itself is reported at its allocation, before
// any call of it.
func.func private @greedy() {
  %a = tir.alloc "first"[6144] : !compass.ptr<si32, lsram>
  // expected-error @+1 {{the lsram allocation "second" (16384 bytes) brings lsram to 40960 bytes, over the 32768 bytes per TEC of X2_1204}}
  %b = tir.alloc "second"[4096] : !compass.ptr<si32, lsram>
  return
}
func.func @calls_greedy() attributes {compass.kernel} {
  func.call @greedy() : () -> ()
  return
}

// -----

// Shared memory follows the same rule per core: 2 x 160 KiB in two callees
// fits X2's 256 KiB; 100 KiB held by the kernel plus 160 KiB does not.
func.func private @shared_a() {
  %s = tir.alloc "sa"[40960] : !compass.ptr<si32, shared>
  return
}
func.func private @shared_b() {
  %s = tir.alloc "sb"[40960] : !compass.ptr<si32, shared>
  return
}
func.func @shared_callees_fit() attributes {compass.kernel} {
  func.call @shared_a() : () -> ()
  func.call @shared_b() : () -> ()
  return
}
func.func @shared_held_over() attributes {compass.kernel} {
  %s = tir.alloc "held"[25600] : !compass.ptr<si32, shared>
  // expected-error @+1 {{the call of "shared_a" brings shared to 266240 bytes on the call path shared_held_over (102400 bytes) -> shared_a (163840 bytes), over the 262144 bytes per core of X2_1204}}
  func.call @shared_a() : () -> ()
  return
}
