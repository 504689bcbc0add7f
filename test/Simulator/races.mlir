// Data races between TECs on global and shared memory within one barrier
// interval: a byte written by one TEC and read by another (either order),
// or written with different values by two TECs. The error is raised at the
// second access and names both sides. Identical writes, reads by many TECs,
// one TEC's own reads and writes, and accesses a barrier separates are fine.

// RUN: not compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:2 2>&1 | FileCheck %s --check-prefix=VALUES
// RUN: compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:3 | FileCheck %s --check-prefix=SAME
// RUN: compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:4 | FileCheck %s --check-prefix=BARRIER
// RUN: not compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:5 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:6 2>&1 | FileCheck %s --check-prefix=VECTOR
// RUN: compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:7 | FileCheck %s --check-prefix=LANES
// RUN: compass-sim %s --arg=buffer:si32:16 --arg=scalar:si32:8 | FileCheck %s --check-prefix=BYTES

func.func @k(%buf: !compass.ptr<si32, global> {compass.name = "buf"}, %mode: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %c8 = tir.const 8 : si32
  %is0 = tir.cmp eq, %tid, %c0 : si32
  %is1 = tir.cmp eq, %tid, %c1 : si32
  %is2 = tir.cmp eq, %tid, %c2 : si32

  %m0 = tir.cmp eq, %mode, %c0 : si32
  tir.if %m0 {
    tir.if %is0 {
      tir.store %c7, %buf[%c0] : !compass.ptr<si32, global>, si32
    }
    tir.if %is1 {
      // READ: races.mlir:[[@LINE+1]]:12: error: data race on "buf": TEC 1 reads bytes written by TEC 0 at {{.*}}races.mlir:[[@LINE-3]]:7 in the same barrier interval (byte offset 0) (TEC 1)
      %x = tir.load %buf[%c0] : !compass.ptr<si32, global>, si32
    }
  }
  %m1 = tir.cmp eq, %mode, %c1 : si32
  tir.if %m1 {
    tir.if %is0 {
      %x = tir.load %buf[%c1] : !compass.ptr<si32, global>, si32
    }
    tir.if %is2 {
      // WRITE: races.mlir:[[@LINE+1]]:7: error: data race on "buf": TEC 2 writes bytes read by TEC 0 at {{.*}}races.mlir:[[@LINE-3]]:12 in the same barrier interval (byte offset 4) (TEC 2)
      tir.store %c7, %buf[%c1] : !compass.ptr<si32, global>, si32
    }
  }
  %m2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %m2 {
    // VALUES: races.mlir:[[@LINE+1]]:5: error: data race on "buf": TEC 1 writes a different value to bytes written by TEC 0 at {{.*}}races.mlir:[[@LINE+1]]:5 in the same barrier interval (byte offset 8) (TEC 1)
    tir.store %tid, %buf[%c2] : !compass.ptr<si32, global>, si32
  }
  %m3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %m3 {
    // Every TEC writes the same value and reads what it wrote.
    tir.store %c7, %buf[%c3] : !compass.ptr<si32, global>, si32
    %x = tir.load %buf[%c4] : !compass.ptr<si32, global>, si32
    %y = tir.add %x, %c1 : si32
    tir.store %y, %buf[%c5] : !compass.ptr<si32, global>, si32
    // SAME: arg0 = [0, 0, 0, 7, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  }
  %m4 = tir.cmp eq, %mode, %c4 : si32
  tir.if %m4 {
    tir.if %is0 {
      tir.store %c7, %buf[%c0] : !compass.ptr<si32, global>, si32
    }
    compass.barrier
    %x = tir.load %buf[%c0] : !compass.ptr<si32, global>, si32
    %i = tir.add %tid, %c8 : si32
    tir.store %x, %buf[%i] : !compass.ptr<si32, global>, si32
    compass.barrier
    // The next interval may write what the last one read.
    %is3 = tir.cmp eq, %tid, %c3 : si32
    tir.if %is3 {
      tir.store %tid, %buf[%c0] : !compass.ptr<si32, global>, si32
    }
    // BARRIER: arg0 = [3, 0, 0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 0, 0, 0, 0]
  }
  %m5 = tir.cmp eq, %mode, %c5 : si32
  tir.if %m5 {
    %flag = tir.alloc "flag"[1] : !compass.ptr<si32, shared>
    tir.if %is0 {
      tir.store %c7, %flag[%c0] : !compass.ptr<si32, shared>, si32
    }
    tir.if %is1 {
      // SHARED: races.mlir:[[@LINE+1]]:12: error: data race on shared allocation "flag": TEC 1 reads bytes written by TEC 0 at {{.*}}races.mlir:[[@LINE-3]]:7 in the same barrier interval (byte offset 0) (TEC 1)
      %x = tir.load %flag[%c0] : !compass.ptr<si32, shared>, si32
    }
  }
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %head = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
  // A vector of the TEC id, through private memory.
  %mine = tir.alloc "mine"[8] : !compass.ptr<si32, private>
  tir.for %i = %c0 to %c8 step %c1 : si32 {
    tir.store %tid, %mine[%i] : !compass.ptr<si32, private>, si32
  }
  %ids = compass.vload %mine, %all : !compass.ptr<si32, private>, !compass.mask<8> -> vector<8xsi32>
  %quarter = tir.mul %tid, %c4 : si32
  %p = tir.ptr_offset %buf, %quarter : !compass.ptr<si32, global>, si32
  %m6 = tir.cmp eq, %mode, %c6 : si32
  tir.if %m6 {
    // TEC t writes elements 4t … 4t+7: the halves overlap, other values.
    // VECTOR: races.mlir:[[@LINE+1]]:5: error: data race on "buf": TEC 1 writes a different value to bytes written by TEC 0 at {{.*}}races.mlir:[[@LINE+1]]:5 in the same barrier interval (byte offset 16) (TEC 1)
    compass.vstore %ids, %p, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }
  %m7 = tir.cmp eq, %mode, %c7 : si32
  tir.if %m7 {
    // The same with the overlapping lanes masked off.
    compass.vstore %ids, %p, %head : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    // LANES: arg0 = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]
  }
  %m8 = tir.cmp eq, %mode, %c8 : si32
  tir.if %m8 {
    // Neighbouring bytes of one word written by different TECs.
    %bytes = tir.alloc "bytes"[4] : !compass.ptr<si8, shared>
    %b = tir.cast %tid : si32 to si8
    tir.store %b, %bytes[%tid] : !compass.ptr<si8, shared>, si32
    compass.barrier
    %next = tir.add %tid, %c1 : si32
    %wrapped = tir.mod %next, %c4 : si32
    %x = tir.load %bytes[%wrapped] : !compass.ptr<si8, shared>, si32
    %y = tir.cast %x : si8 to si32
    tir.store %y, %buf[%tid] : !compass.ptr<si32, global>, si32
    // BYTES: arg0 = [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  }
  return
}
