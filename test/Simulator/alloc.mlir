// tir.alloc: private and lsram storage belongs to each TEC, shared storage
// is one buffer for all TECs, and executing the same tir.alloc again (in a
// loop) yields the same storage, contents kept.

// RUN: compass-sim %s --arg=buffer:si32:4 --arg=buffer:si32:4 --arg=buffer:si32:4 \
// RUN:   --arg=buffer:si32:8 --arg=buffer:si32:8:iota --print-steps | FileCheck %s
// CHECK: arg0 = [1, 11, 21, 31]
// CHECK: arg1 = [2, 3, 4, 1]
// CHECK: arg2 = [3, 6, 9, 12]
// CHECK: arg3 = [0, 1, 2, 3, 4, 5, 6, 7]
// CHECK: steps =

func.func @allocs(%private_out: !compass.ptr<si32, global>, %shared_out: !compass.ptr<si32, global>,
                  %lsram_out: !compass.ptr<si32, global>, %vector_out: !compass.ptr<si32, global>,
                  %in: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c10 = tir.const 10 : si32

  // Private: every TEC its own buffer.
  %priv = tir.alloc "priv"[4] : !compass.ptr<si32, private>
  %t10 = tir.mul %tid, %c10 : si32
  tir.store %t10, %priv[%c0] : !compass.ptr<si32, private>, si32
  %x = tir.load %priv[%c0] : !compass.ptr<si32, private>, si32
  %x1 = tir.add %x, %c1 : si32
  tir.store %x1, %private_out[%tid] : !compass.ptr<si32, global>, si32

  // Shared: one table, exchanged after a barrier.
  %table = tir.alloc "table"[4] : !compass.ptr<si32, shared>
  %t1 = tir.add %tid, %c1 : si32
  tir.store %t1, %table[%tid] : !compass.ptr<si32, shared>, si32
  compass.barrier
  %next = tir.mod %t1, %c4 : si32
  %y = tir.load %table[%next] : !compass.ptr<si32, shared>, si32
  tir.store %y, %shared_out[%tid] : !compass.ptr<si32, global>, si32

  // lsram in a loop: the same storage every iteration.
  tir.for %i = %c0 to %c3 step %c1 : si32 {
    %acc = tir.alloc "acc"[1] : !compass.ptr<si32, lsram>
    %start = tir.cmp eq, %i, %c0 : si32
    tir.if %start {
      tir.store %c0, %acc[%c0] : !compass.ptr<si32, lsram>, si32
    }
    %a = tir.load %acc[%c0] : !compass.ptr<si32, lsram>, si32
    %b = tir.add %a, %i : si32
    %c = tir.add %b, %tid : si32
    tir.store %c, %acc[%c0] : !compass.ptr<si32, lsram>, si32
    %last = tir.cmp eq, %i, %c2 : si32
    tir.if %last {
      tir.store %c, %lsram_out[%tid] : !compass.ptr<si32, global>, si32
    }
  }

  // A vector pointee: whole vectors per element.
  %vecs = tir.alloc "vecs"[2] : !compass.ptr<vector<8xsi32>, lsram>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %iota = compass.vload %in, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  tir.store %iota, %vecs[%c1] : !compass.ptr<vector<8xsi32>, lsram>, si32
  %v = tir.load %vecs[%c1] : !compass.ptr<vector<8xsi32>, lsram>, si32
  // Every TEC writes the same values: not a race.
  compass.vstore %v, %vector_out, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  return
}
