// compass.printf prints in upstream's PySim format, TEC by TEC within a
// barrier interval, in the simulator and natively (the same text);
// compass.perf_tick_* count each TEC's instructions strictly between the
// marks (natively: the nanoseconds).

// RUN: compass-sim %s --arg=buffer:si32:4 | FileCheck %s --check-prefixes=CHECK,SIM
// RUN: compass-sim %s --engine=native --arg=buffer:si32:4 | FileCheck %s --check-prefixes=CHECK,NATIVE
// CHECK:      tec 0: -10 4294967286 037777777766 0xfffffff6 0xFFFFFFF6 0x3fa00000 0.000054 A %p
// CHECK-NEXT: lanes 0x1,0x0,0x0,0x0,0x1,0x0,0x0,0x0,0x1,0x0,0x0,0x0,0x1,0x0,0x0,0x0,0x2,0x0,0x0,0x0,0x1,0x0,0x0,0x0,0x1,0x0,0x0,0x0,0x1,0x0,0x0,0x0|0x1,0x0,0x1,0x0,0x1,0x0,0x1,0x0,0x2,0x0,0x1,0x0,0x1,0x0,0x1,0x0|1.500000,-0.000000,1.500000,1.500000,1.500000,1.500000,1.500000,1.500000
// CHECK-NEXT: tec 1: -9 4294967287
// CHECK-NEXT: lanes
// CHECK-NEXT: tec 2: -8
// CHECK-NEXT: lanes
// CHECK-NEXT: tec 3: -7
// CHECK-NEXT: lanes
// CHECK-NEXT: after 0
// CHECK-NEXT: after 1
// CHECK-NEXT: after 2
// CHECK-NEXT: after 3
// SIM-NEXT: perf_tick 9 TEC 0 = 0 instructions in 1 fragment(s)
// SIM-NEXT: perf_tick 9 TEC 1 = 0 instructions in 1 fragment(s)
// SIM:      perf_tick 10 TEC 0 = 4 instructions in 2 fragment(s)
// SIM:      perf_tick 10 TEC 3 = 4 instructions in 2 fragment(s)
// NATIVE-NEXT: perf_tick 9 TEC 0 = {{[0-9]+}} ns in 1 fragment(s)
// NATIVE-NEXT: perf_tick 9 TEC 1 = {{[0-9]+}} ns in 1 fragment(s)
// NATIVE:      perf_tick 10 TEC 0 = {{[0-9]+}} ns in 2 fragment(s)
// NATIVE:      perf_tick 10 TEC 3 = {{[0-9]+}} ns in 2 fragment(s)
// CHECK-NEXT: arg0 = [0, 3, 6, 9]

func.func @misc(%p: !compass.ptr<si32, global>) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c10 = tir.const 10 : si32
  %c65 = tir.const 65 : si32
  %neg = tir.sub %tid, %c10 : si32
  %u = tir.cast %neg : si32 to ui32
  %f = tir.const 1.25 : f32
  %small = tir.const 5.46e-05 : f32
  compass.printf "tec %d: %d %u %o %x %X %x %f %c %p\n"(%tid, %neg, %u, %u, %u, %u, %f, %small, %c65, %p : si32, si32, ui32, ui32, ui32, ui32, f32, f32, si32, !compass.ptr<si32, global>)
  %c1 = tir.const 1 : ui32
  %c2 = tir.const 2 : ui32
  %w = compass.vbcast %c1 : ui32 -> vector<8xui32>
  %c4 = tir.const 4 : si32
  %w2 = tir.insert %c2, %w[%c4] : vector<8xui32>, si32
  %b = compass.vbitcast %w2 : vector<8xui32> -> vector<32xui8>
  %h = compass.vbitcast %w2 : vector<8xui32> -> vector<16xui16>
  %fl = compass.vbitcast %w2 : vector<8xui32> -> vector<8xf32>
  %one = tir.const 1.5 : f32
  %neg0 = tir.const -1.0e-7 : f32
  %c0 = tir.const 0 : si32
  %v = compass.vbcast %one : f32 -> vector<8xf32>
  %i1 = tir.const 1 : si32
  %v2 = tir.insert %neg0, %v[%i1] : vector<8xf32>, si32
  compass.printf "lanes %v32hhx|%v16hx|%v8hlf\n"(%b, %h, %v2 : vector<32xui8>, vector<16xui16>, vector<8xf32>)
  %c9 = tir.const 9 : ui32
  %c10u = tir.const 10 : ui32
  compass.perf_tick_begin %c9 : ui32
  compass.perf_tick_end %c9 : ui32
  compass.perf_tick_begin %c10u : ui32
  %x = tir.add %tid, %tid : si32
  %y = tir.add %x, %tid : si32
  compass.perf_tick_end %c10u : ui32
  compass.perf_tick_begin %c10u : ui32
  %x2 = tir.add %tid, %tid : si32
  %y2 = tir.add %x2, %tid : si32
  compass.perf_tick_end %c10u : ui32
  tir.store %y2, %p[%tid] : !compass.ptr<si32, global>, si32
  compass.barrier
  compass.printf "after %d\n"(%tid : si32)
  return
}
