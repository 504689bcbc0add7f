// Out-of-bounds accesses fail the run with the access, the buffer (a
// parameter's name or an allocation's), its size, the kernel line and the
// TEC. Masked-off lanes never count.

// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:0 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:2 2>&1 | FileCheck %s --check-prefix=LSRAM
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:3 2>&1 | FileCheck %s --check-prefix=PRIVATE
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:4 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:5 2>&1 | FileCheck %s --check-prefix=MASKED
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:6 2>&1 | FileCheck %s --check-prefix=LANE
// RUN: not compass-sim %s --arg=buffer:si32:8 --arg=scalar:si32:7 2>&1 | FileCheck %s --check-prefix=VECTOR
// RUN: not compass-sim %s --arg=null --arg=scalar:si32:8 2>&1 | FileCheck %s --check-prefix=NULL

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
  %m0 = tir.cmp eq, %mode, %c0 : si32
  tir.if %m0 {
    // Only TEC 3 reads past the end: buf[9].
    %i = tir.mul %tid, %c3 : si32
    // GLOBAL: out-of-bounds.mlir:[[@LINE+1]]:10: error: out of bounds: read of 4 bytes at byte offset 36 of "buf" (32 bytes) (TEC 3)
    %x = tir.load %buf[%i] : !compass.ptr<si32, global>, si32
  }
  %m1 = tir.cmp eq, %mode, %c1 : si32
  tir.if %m1 {
    %minus1 = tir.const -1 : si32
    // NEGATIVE: out-of-bounds.mlir:[[@LINE+1]]:5: error: out of bounds: write of 4 bytes at byte offset -4 of "buf" (32 bytes) (TEC 0)
    tir.store %c1, %buf[%minus1] : !compass.ptr<si32, global>, si32
  }
  %m2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %m2 {
    %scratch = tir.alloc "scratch"[4] : !compass.ptr<si32, lsram>
    tir.store %c1, %scratch[%c3] : !compass.ptr<si32, lsram>, si32
    // LSRAM: out-of-bounds.mlir:[[@LINE+1]]:10: error: out of bounds: read of 4 bytes at byte offset 16 of lsram allocation "scratch" (16 bytes) (TEC 0)
    %x = tir.load %scratch[%c4] : !compass.ptr<si32, lsram>, si32
  }
  %m3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %m3 {
    %row = tir.alloc "row"[2] : !compass.ptr<si16, private>
    %h1 = tir.const 1 : si16
    // PRIVATE: out-of-bounds.mlir:[[@LINE+1]]:5: error: out of bounds: write of 2 bytes at byte offset 4 of private allocation "row" (4 bytes) (TEC 0)
    tir.store %h1, %row[%c2] : !compass.ptr<si16, private>, si32
  }
  %m4 = tir.cmp eq, %mode, %c4 : si32
  tir.if %m4 {
    %table = tir.alloc "table"[4] : !compass.ptr<si32, shared>
    %i = tir.add %tid, %c1 : si32
    // SHARED: out-of-bounds.mlir:[[@LINE+1]]:5: error: out of bounds: write of 4 bytes at byte offset 16 of shared allocation "table" (16 bytes) (TEC 3)
    tir.store %tid, %table[%i] : !compass.ptr<si32, shared>, si32
  }
  %head4 = compass.const_mask [true, true, true, true, false, false, false, false] : !compass.mask<8>
  %head5 = compass.const_mask [true, true, true, true, true, false, false, false] : !compass.mask<8>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %m5 = tir.cmp eq, %mode, %c5 : si32
  tir.if %m5 {
    // Elements 4..7 are in bounds, lanes 4..7 (elements 8..11) are off.
    %p = tir.ptr_offset %buf, %c4 : !compass.ptr<si32, global>, si32
    %v = compass.vload %buf, %head4 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %w = compass.vadd %v, %v, %head4 r %v : vector<8xsi32>, !compass.mask<8>
    %is0 = tir.cmp eq, %tid, %c0 : si32
    tir.if %is0 {
      compass.vstore %w, %p, %head4 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    }
    // MASKED: arg0 = [0, 0, 0, 0, 0, 0, 0, 0]
  }
  %m6 = tir.cmp eq, %mode, %c6 : si32
  tir.if %m6 {
    %p = tir.ptr_offset %buf, %c4 : !compass.ptr<si32, global>, si32
    %v = compass.vload %buf, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    // LANE: out-of-bounds.mlir:[[@LINE+1]]:5: error: out of bounds: write of 4 bytes at byte offset 32 of "buf" (32 bytes) (TEC 0)
    compass.vstore %v, %p, %head5 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }
  %m7 = tir.cmp eq, %mode, %c7 : si32
  tir.if %m7 {
    %p = tir.ptr_offset %buf, %c1 : !compass.ptr<si32, global>, si32
    // VECTOR: out-of-bounds.mlir:[[@LINE+1]]:10: error: out of bounds: read of 4 bytes at byte offset 32 of "buf" (32 bytes) (TEC 0)
    %v = compass.vload %p, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  }
  %c8 = tir.const 8 : si32
  %m8 = tir.cmp eq, %mode, %c8 : si32
  tir.if %m8 {
    // NULL: out-of-bounds.mlir:[[@LINE+1]]:10: error: read of 4 bytes through a null pointer (TEC 0)
    %x = tir.load %buf[%c0] : !compass.ptr<si32, global>, si32
  }
  return
}
