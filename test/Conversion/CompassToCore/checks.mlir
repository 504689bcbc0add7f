// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// A compass.check_divisor is the test of its divisor: zero stops the run
// with the check's message at its location (a runtime call under scf.if),
// and its value is the divisor itself. A division without one does not
// test (compass-insert-checks places the checks).

// CHECK: llvm.mlir.global internal constant @compass_text_{{.*}}("integer division by zero\00")
// CHECK-LABEL: func.func @checked
// CHECK-SAME: (%[[N:.*]]: i32, %[[D:.*]]: i16)
// CHECK:      %[[Z:.*]] = arith.constant 0 : i16
// CHECK:      %[[IS0:.*]] = arith.cmpi eq, %[[D]], %[[Z]] : i16
// CHECK:      scf.if %[[IS0]] {
// CHECK:        func.call @compass_rt_fail(
// CHECK:      }
// CHECK-NOT:  compass.check_divisor
// CHECK:      return %[[D]] : i16
func.func @checked(%n: si32, %d: si16) -> si16 {
  %c = compass.check_divisor %d : si16
  return %c : si16
}

// -----

// CHECK-LABEL: func.func @unchecked
// CHECK-NOT:  scf.if
// CHECK-NOT:  compass_rt_fail
// CHECK:      arith.divsi
func.func @unchecked(%n: si32, %d: si32) -> si32 {
  %q = tir.div %n, %d : si32
  return %q : si32
}

// -----

// A compass.check_access tests the element's bytes (its address, its
// size) against the check's own window inline (the region it found last,
// registered by the reset function) and asks the runtime, with whether it
// is written, only when they lie outside; its value is the pointer itself.

// CHECK:      llvm.mlir.global internal @compass_check_window() {{.*}} : !llvm.array<2 x i64>
// CHECK-LABEL: func.func @access
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[I:.*]]: i32)
// CHECK:      %[[OFF:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK:      %[[AT:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK:      %[[BYTES:.*]] = arith.constant 2 : i64
// CHECK:      %[[WIN:.*]] = llvm.mlir.addressof @compass_check_window
// CHECK:      %[[BEGIN:.*]] = llvm.load %[[WIN]] : !llvm.ptr -> i64
// CHECK:      %[[ENDP:.*]] = llvm.getelementptr %[[WIN]][1]
// CHECK:      %[[END:.*]] = llvm.load %[[ENDP]] : !llvm.ptr -> i64
// CHECK:      %[[FIRST:.*]] = llvm.ptrtoint %[[AT]] : !llvm.ptr to i64
// CHECK:      %[[LAST:.*]] = arith.addi %[[FIRST]], %[[BYTES]] : i64
// CHECK:      %[[GE:.*]] = arith.cmpi uge, %[[FIRST]], %[[BEGIN]] : i64
// CHECK:      %[[LE:.*]] = arith.cmpi ule, %[[LAST]], %[[END]] : i64
// CHECK:      %[[IN:.*]] = arith.andi %[[GE]], %[[LE]] : i1
// CHECK:      %[[OUT:.*]] = arith.xori %[[IN]], %{{.*}} : i1
// CHECK:      scf.if %[[OUT]] {
// CHECK:        %[[WHERE:.*]] = llvm.mlir.addressof @compass_text
// CHECK:        %[[WRITE:.*]] = arith.constant 1 : i32
// CHECK:        func.call @compass_rt_check_access(%[[WHERE]], %[[AT]], %[[BYTES]], %[[WRITE]], %[[WIN]])
// CHECK:      }
// CHECK-NOT:  compass.check_access
// CHECK:      return %[[P]] : !llvm.ptr
// CHECK-LABEL: func.func @compass_reset_allocations()
// CHECK:      %[[W:.*]] = llvm.mlir.addressof @compass_check_window
// CHECK:      call @compass_rt_check_window(%[[W]])
func.func @access(%p: !compass.ptr<f16, global>, %i: si32) -> !compass.ptr<f16, global> {
  %q = compass.check_access %p[%i] {write} : !compass.ptr<f16, global>, si32
  return %q : !compass.ptr<f16, global>
}

// -----

// A compass.check_lanes passes inline when the whole vector lies in its
// window; else it hands the runtime the vector's lanes (their bytes and
// count) and the mask as bits, lane i bit i. Each check has a window of its
// own.

// CHECK-LABEL: func.func @lanes
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[M:.*]]: vector<16xi1>)
// CHECK:      %[[SPAN:.*]] = arith.constant 32 : i64
// CHECK:      %[[WIN:.*]] = llvm.mlir.addressof @compass_check_window
// CHECK:      %[[FIRST:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr to i64
// CHECK:      arith.addi %[[FIRST]], %[[SPAN]] : i64
// CHECK:      scf.if
// CHECK:        %[[V:.*]] = vector.bitcast %[[M]] : vector<16xi1> to vector<1xi16>
// CHECK:        %[[BITS:.*]] = vector.extract %[[V]][0] : i16 from vector<1xi16>
// CHECK:        %[[MASK:.*]] = arith.extui %[[BITS]] : i16 to i32
// CHECK:        %[[LB:.*]] = arith.constant 2 : i32
// CHECK:        %[[N:.*]] = arith.constant 16 : i32
// CHECK:        %[[WRITE:.*]] = arith.constant 0 : i32
// CHECK:        func.call @compass_rt_check_lanes(%{{.*}}, %[[P]], %[[LB]], %[[N]], %[[MASK]], %[[WRITE]], %[[WIN]])
// CHECK:      }
// CHECK:      %[[WIN2:.*]] = llvm.mlir.addressof @compass_check_window_1
// CHECK:      func.call @compass_rt_check_lanes({{.*}}, %[[WIN2]])
// CHECK:      return %[[P]] : !llvm.ptr
func.func @lanes(%p: !compass.ptr<si16, global>, %m: !compass.mask<16>) -> !compass.ptr<si16, global> {
  %q = compass.check_lanes %p, %m : !compass.ptr<si16, global>, !compass.mask<16>, vector<16xsi16>
  %r = compass.check_lanes %q, %m {write} : !compass.ptr<si16, global>, !compass.mask<16>, vector<16xsi16>
  return %r : !compass.ptr<si16, global>
}

// -----

// A table is registered as the kernel's memory too, by the reset function
// every run calls first.

// (test_checked_native.py: under the simulator's name, constant table "lut").
// CHECK-LABEL: func.func @table
// CHECK:      func.func @compass_reset_allocations()
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @compass_table_lut
// CHECK:      %[[BYTES:.*]] = arith.constant 8 : i64
// CHECK:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NOT:  compass_rt_poison
// CHECK:      call @compass_rt_add_region(%[[T]], %[[BYTES]], %[[ONE]], %{{.*}})
func.func @table() -> !compass.ptr<si16, constant> {
  %t = tir.const_buffer "lut" dense<[1, 2, 3, 4]> : tensor<4xsi16> -> !compass.ptr<si16, constant>
  return %t : !compass.ptr<si16, constant>
}

// -----

// The lanes of a strided or indexed access go to the runtime as their
// element offsets (i64, in a stack slot aligned for the 64-byte vector).

// CHECK-LABEL: func.func @stride_lanes
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[S:.*]]: i32, %[[M:.*]]: vector<8xi1>)
// CHECK:      %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<8xi64> {alignment = 64 : i64}
// CHECK:      %[[WIDE:.*]] = arith.extsi %[[S]] : i32 to i64
// CHECK:      %[[OFFSETS:.*]] = arith.muli
// CHECK:      llvm.store %[[OFFSETS]], %[[SLOT]] : vector<8xi64>, !llvm.ptr
// CHECK:      call @compass_rt_check_lane_offsets(%{{.*}}, %[[P]], %{{.*}}, %{{.*}}, %{{.*}}, %[[SLOT]], %{{.*}})
// CHECK:      return %[[P]] : !llvm.ptr
func.func @stride_lanes(%p: !compass.ptr<si32, global>, %s: si32, %m: !compass.mask<8>) -> !compass.ptr<si32, global> {
  %q = compass.check_stride_lanes %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<8>, vector<8xsi32>
  return %q : !compass.ptr<si32, global>
}

// CHECK-LABEL: func.func @index_lanes
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[I:.*]]: vector<16xi16>, %[[M:.*]]: vector<8xi1>)
// CHECK:      %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<8xi64> {alignment = 64 : i64}
// CHECK:      %[[HIGH:.*]] = vector.shuffle %[[I]], %[[I]] [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK:      %[[WIDE:.*]] = arith.extui %[[HIGH]] : vector<8xi16> to vector<8xi64>
// CHECK:      llvm.store %[[WIDE]], %[[SLOT]]
// CHECK:      %[[WRITE:.*]] = arith.constant 1 : i32
// CHECK:      call @compass_rt_check_lane_offsets(%{{.*}}, %[[P]], %{{.*}}, %{{.*}}, %{{.*}}, %[[SLOT]], %[[WRITE]])
func.func @index_lanes(%p: !compass.ptr<si32, global>, %i: vector<16xui16>, %m: !compass.mask<8>) -> !compass.ptr<si32, global> {
  %q = compass.check_index_lanes %p [%i] first 8, %m {write} : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8>, vector<8xsi32>
  return %q : !compass.ptr<si32, global>
}

// -----

// A DMA side's rows go to the runtime with the item's bytes; one row when
// none are given (a stride of 0, one time), element by element with
// `items`.

// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[W:.*]]: i32, %[[T:.*]]: i32, %[[S:.*]]: i32)
// CHECK:      %[[BYTES:.*]] = arith.constant 2 : i32
// CHECK:      %[[ITEMS:.*]] = arith.constant 0 : i32
// CHECK:      %[[WRITE:.*]] = arith.constant 1 : i32
// CHECK:      call @compass_rt_check_rows(%{{.*}}, %[[P]], %[[BYTES]], %[[W]], %[[S]], %[[T]], %[[ITEMS]], %[[WRITE]])
// CHECK:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:      %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK:      %[[ITEMS2:.*]] = arith.constant 1 : i32
// CHECK:      call @compass_rt_check_rows(%{{.*}}, %[[P]], %{{.*}}, %[[W]], %[[ZERO]], %[[ONE]], %[[ITEMS2]], %{{.*}})
func.func @rows(%p: !compass.ptr<f16, lsram>, %w: si32, %t: si32, %s: si32) {
  %q = compass.check_rows %p, %w rows %t stride %s {write} : !compass.ptr<f16, lsram>
  %r = compass.check_rows %p, %w {items} : !compass.ptr<f16, lsram>
  return
}

// -----

// A loop's step counts are inline: compass.check_trips charges the trip
// count, (stop - start - 1) / step + 1 or none when the loop does not run or
// its step is not positive (divided by 1 then), at once, and
// compass.check_iteration one; both against one i64 global, the running
// TEC's iterations left, which the reset function registers with the
// runtime. A TEC with fewer left calls compass_rt_out_of_steps at the
// check's location.

// CHECK:      llvm.mlir.global internal constant @[[ITERATION:compass_text_[0-9A-F]+]]("{{.*}}checks.mlir:[[# @LINE + 51]]:5\00")
// CHECK:      llvm.mlir.global internal constant @[[TRIPS:compass_text_[0-9A-F]+]]("{{.*}}checks.mlir:[[# @LINE + 41]]:3\00")
// CHECK:      llvm.mlir.global internal @compass_steps_left(0 : i64)
// CHECK-LABEL: func.func @steps
// CHECK-SAME: (%{{.*}}: !llvm.ptr, %[[N:.*]]: i32)
// CHECK:      %[[STOP:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK:      %[[STEP:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK:      %[[BEFORE:.*]] = arith.cmpi slt, %[[START:.*]], %[[STOP]] : i64
// CHECK:      %[[STEPS_ON:.*]] = arith.cmpi sgt, %[[STEP]], %{{.*}} : i64
// CHECK:      %[[RUNS:.*]] = arith.andi %[[BEFORE]], %[[STEPS_ON]] : i1
// CHECK:      %[[DIVISOR:.*]] = arith.select %[[RUNS]], %[[STEP]], %[[ONE:.*]] : i64
// CHECK:      %[[SPAN:.*]] = arith.subi %[[STOP]], %[[START]] : i64
// CHECK:      %[[LAST:.*]] = arith.subi %[[SPAN]], %[[ONE]] : i64
// CHECK:      %[[Q:.*]] = arith.divui %[[LAST]], %[[DIVISOR]] : i64
// CHECK:      %[[COUNT:.*]] = arith.addi %[[Q]], %[[ONE]] : i64
// CHECK:      %[[TRIPCOUNT:.*]] = arith.select %[[RUNS]], %[[COUNT]], %{{.*}} : i64
// CHECK:      %[[COUNTER:.*]] = llvm.mlir.addressof @compass_steps_left
// CHECK:      %[[LEFT:.*]] = llvm.load %[[COUNTER]] : !llvm.ptr -> i64
// CHECK:      %[[OVER:.*]] = arith.cmpi ugt, %[[TRIPCOUNT]], %[[LEFT]] : i64
// CHECK:      scf.if %[[OVER]] {
// CHECK:        %[[WHERE:.*]] = llvm.mlir.addressof @[[TRIPS]]
// CHECK:        func.call @compass_rt_out_of_steps(%[[WHERE]])
// CHECK:      }
// CHECK:      %[[REST:.*]] = arith.subi %[[LEFT]], %[[TRIPCOUNT]] : i64
// CHECK:      llvm.store %[[REST]], %[[COUNTER]] : i64, !llvm.ptr
// CHECK:      arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: cf.cond_br
// CHECK:      %[[ONE_STEP:.*]] = arith.constant 1 : i64
// CHECK:      %[[LEFT2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK:      %[[OVER2:.*]] = arith.cmpi ugt, %[[ONE_STEP]], %[[LEFT2]] : i64
// CHECK:      scf.if %[[OVER2]] {
// CHECK:        %[[WHERE2:.*]] = llvm.mlir.addressof @[[ITERATION]]
// CHECK:        func.call @compass_rt_out_of_steps(%[[WHERE2]])
// CHECK:      }
// CHECK:      arith.subi %[[LEFT2]], %[[ONE_STEP]] : i64
// CHECK-NOT:  compass.check_
// CHECK-LABEL: func.func @compass_reset_allocations
// CHECK:      %[[G:.*]] = llvm.mlir.addressof @compass_steps_left
// CHECK:      call @compass_rt_step_counter(%[[G]])
func.func @steps(%a: !compass.ptr<si32, global>, %n: si32) {
  %c0 = tir.const 0 : si32
  %c2 = tir.const 2 : si32
  compass.check_trips %c0, %n, %c2 : si32
  tir.for %i = %c0 to %n step %c2 : si32 {
    tir.store %i, %a[%i] : !compass.ptr<si32, global>, si32
  }
  tir.while {
    %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
    %z = tir.cmp eq, %x, %c0 : si32
    tir.condition %z
  } do {
    compass.check_iteration
    tir.store %c2, %a[%c2] : !compass.ptr<si32, global>, si32
  }
  return
}

// -----

// The checked C's votes at a branch or loop holding a barrier are no test
// natively: the branch takes its condition as it is, the loop's vote goes,
// and the runtime's TEC schedule finds a divergence at the barrier itself.

// CHECK-LABEL: func.func @votes
// CHECK-SAME: (%[[C:.*]]: i1, %{{.*}}: i32)
// CHECK-NOT:  compass.check_uniform
// CHECK:      cf.cond_br %[[C]]
// CHECK:      call @compass_rt_barrier
// CHECK:      call @compass_rt_barrier
// CHECK-NOT:  compass.check_uniform
func.func @votes(%c: i1, %n: si32) {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %agreed = compass.check_uniform %c
  tir.if %agreed {
    compass.barrier
  }
  tir.for %i = %c0 to %n step %c1 : si32 {
    compass.check_uniform_loop
    compass.barrier
  }
  return
}

// -----

// A compass.check_upsample is a call into the runtime with its location,
// the destination, its element's bytes, the scales, shape and strides; its
// value is the pointer.

// CHECK:      llvm.mlir.global internal constant @[[WHERE:compass_text_[0-9A-F]+]]("{{.*}}checks.mlir:[[# @LINE + 8]]:8\00")
// CHECK-LABEL: func.func @upsample_destination
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr, %[[H:.*]]: i32, %[[WS:.*]]: i32, %[[C:.*]]: i32, %[[W:.*]]: i32, %[[CS:.*]]: i32, %[[WSTRIDE:.*]]: i32)
// CHECK:      %[[AT:.*]] = llvm.mlir.addressof @[[WHERE]]
// CHECK:      %[[BYTES:.*]] = arith.constant 2 : i32
// CHECK:      call @compass_rt_check_upsample(%[[AT]], %[[P]], %[[BYTES]], %[[H]], %[[WS]], %[[C]], %[[W]], %[[CS]], %[[WSTRIDE]])
// CHECK:      return %[[P]]
func.func @upsample_destination(%p: !compass.ptr<f16, global>, %h: si32, %ws: si32, %c: si32, %w: si32, %cs: si32, %wstride: si32) -> !compass.ptr<f16, global> {
  %q = compass.check_upsample %p, %h, %ws, %c, %w, %cs, %wstride : !compass.ptr<f16, global>
  return %q : !compass.ptr<f16, global>
}
