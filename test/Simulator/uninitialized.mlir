// Reads of allocated memory that nothing wrote fail the run: a scalar load
// of any unwritten byte, a vector load whose active lanes are all
// unwritten. Fresh storage holds a poison pattern, not zeros.

// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=LSRAM
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=PRIVATE
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:2 2>&1 | FileCheck %s --check-prefix=VECTOR
// RUN: compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:3 | FileCheck %s --check-prefix=PARTIAL
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:4 2>&1 | FileCheck %s --check-prefix=SHARED

func.func @k(%out: !compass.ptr<si32, global>, %mode: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m0 = tir.cmp eq, %mode, %c0 : si32
  tir.if %m0 {
    %buf = tir.alloc "buf"[4] : !compass.ptr<si32, lsram>
    tir.store %c1, %buf[%c0] : !compass.ptr<si32, lsram>, si32
    %x = tir.load %buf[%c0] : !compass.ptr<si32, lsram>, si32
    // LSRAM: uninitialized.mlir:[[@LINE+1]]:10: error: read of uninitialized lsram memory "buf" (4 bytes at byte offset 4) (TEC 0)
    %y = tir.load %buf[%c1] : !compass.ptr<si32, lsram>, si32
  }
  %m1 = tir.cmp eq, %mode, %c1 : si32
  tir.if %m1 {
    %acc = tir.alloc "acc"[1] : !compass.ptr<f32, private>
    %one = tir.const 1.0 : f32
    tir.for %i = %c0 to %c3 step %c1 : si32 {
      // PRIVATE: uninitialized.mlir:[[@LINE+1]]:12: error: read of uninitialized private memory "acc" (4 bytes at byte offset 0) (TEC 0)
      %a = tir.load %acc[%c0] : !compass.ptr<f32, private>, si32
      %b = tir.add %a, %one : f32
      tir.store %b, %acc[%c0] : !compass.ptr<f32, private>, si32
    }
  }
  %m2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %m2 {
    %vecs = tir.alloc "vecs"[2] : !compass.ptr<vector<8xsi32>, lsram>
    // VECTOR: uninitialized.mlir:[[@LINE+1]]:10: error: read of uninitialized lsram memory "vecs" (32 bytes at byte offset 32) (TEC 0)
    %v = tir.load %vecs[%c1] : !compass.ptr<vector<8xsi32>, lsram>, si32
  }
  %m3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %m3 {
    // One lane written: a whole-vector load is fine, the lane is used.
    %lanes = tir.alloc "lanes"[8] : !compass.ptr<si32, lsram>
    %seven = tir.const 7 : si32
    tir.store %seven, %lanes[%c2] : !compass.ptr<si32, lsram>, si32
    %v = compass.vload %lanes, %all : !compass.ptr<si32, lsram>, !compass.mask<8> -> vector<8xsi32>
    %lane2 = compass.const_mask [false, false, true, false, false, false, false, false] : !compass.mask<8>
    compass.vstore %v, %out, %lane2 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    // PARTIAL: arg0 = [0, 0, 7, 0, 0, 0, 0, 0]
  }
  %m4 = tir.cmp eq, %mode, %c4 : si32
  tir.if %m4 {
    %table = tir.alloc "table"[4] : !compass.ptr<si32, shared>
    tir.store %tid, %table[%tid] : !compass.ptr<si32, shared>, si32
    compass.barrier
    %is0 = tir.cmp eq, %tid, %c0 : si32
    tir.if %is0 {
      %half = tir.alloc "half"[16] : !compass.ptr<si32, shared>
      // SHARED: uninitialized.mlir:[[@LINE+1]]:12: error: read of uninitialized shared memory "half" (32 bytes at byte offset 0) (TEC 0)
      %v = compass.vload %half, %all : !compass.ptr<si32, shared>, !compass.mask<8> -> vector<8xsi32>
    }
  }
  return
}
