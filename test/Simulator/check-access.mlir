// The memory checks of compass-insert-checks: the simulator runs a checked
// pointer as the pointer (its own access checks itself), and the native
// engine compiled --checked stops at the check with the simulator's error,
// word for word: a TEC's access past its lsram copy, a vector's active
// lane past the buffer, a DMA row; in bounds, both compute the same.

// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:8 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=LSRAM
// RUN: not compass-sim %s --engine=native --checked --arg=buffer:si32:8 --arg=scalar:si32:8 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=LSRAM
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:0 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=LANE
// RUN: not compass-sim %s --engine=native --checked --arg=buffer:si32:8 --arg=scalar:si32:0 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=LANE
// RUN: compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:7 --arg=scalar:si32:0 | FileCheck %s --check-prefix=RUNS
// RUN: compass-sim %s --engine=native --checked --arg=buffer:si32:8 --arg=scalar:si32:7 --arg=scalar:si32:0 | FileCheck %s --check-prefix=RUNS
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8 --arg=scalar:si32:7 --arg=scalar:si32:0 | FileCheck %s --check-prefix=RUNS
// RUN: compass-opt %s -compass-insert-checks -mlir-print-debuginfo | compass-sim --arg=buffer:si32:8 --arg=scalar:si32:7 --arg=scalar:si32:0 | FileCheck %s --check-prefix=RUNS
// RUN: compass-opt %s -compass-insert-checks -mlir-print-debuginfo | not compass-sim --arg=buffer:si32:8 --arg=scalar:si32:0 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=LANE

// RUNS: arg0 = [7, 7, 7, 7, 7, 7, 7, 7]

func.func @k(%out: !compass.ptr<si32, global> {compass.name = "out"},
             %i: si32 {compass.name = "i"}, %shift: si32 {compass.name = "shift"})
    attributes {compass.kernel} {
  %buf = tir.alloc "buf"[8] : !compass.ptr<si32, lsram>
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %c7 = tir.const 7 : si32
  %v = compass.vbcast %c7 : si32 -> vector<8xsi32>
  compass.vstore %v, %buf, %m : vector<8xsi32>, !compass.ptr<si32, lsram>, !compass.mask<8>
  // LSRAM: check-access.mlir:[[@LINE+1]]:8: error: out of bounds: read of 4 bytes at byte offset 32 of lsram allocation "buf" (32 bytes) (TEC 0)
  %x = tir.load %buf[%i] : !compass.ptr<si32, lsram>, si32
  %w = compass.vbcast %x : si32 -> vector<8xsi32>
  %p = tir.ptr_offset %out, %shift : !compass.ptr<si32, global>, si32
  // LANE: check-access.mlir:[[@LINE+1]]:3: error: out of bounds: write of 4 bytes at byte offset 32 of "out" (32 bytes) (TEC 0)
  compass.vstore %w, %p, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
