// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of the Misc family: printf, perf_tick_begin / perf_tick_end,
// aiff and asm.

// CHECK-LABEL: func.func @misc
func.func @misc(%i: si32, %u: ui32, %f: f32, %p: !compass.ptr<ui32, global>,
                %q: !compass.ptr<si32, lsram>, %b: vector<32xui8>, %h: vector<16xui16>,
                %w: vector<8xui32>, %hf: vector<16xf16>, %bf: vector<16xbf16>,
                %ff: vector<8xf32>, %x: vector<32xsi8>) {
  // CHECK: compass.printf "no operands %%\0A"
  compass.printf "no operands %%\n"
  // CHECK: compass.printf "%d %i %c %u %o %x %X %x %f %p"(%{{.*}} : si32, si32, si32, ui32, ui32, ui32, ui32, f32, f32, !compass.ptr<ui32, global>)
  compass.printf "%d %i %c %u %o %x %X %x %f %p"(%i, %i, %i, %u, %u, %u, %u, %f, %f, %p : si32, si32, si32, ui32, ui32, ui32, ui32, f32, f32, !compass.ptr<ui32, global>)
  // CHECK: compass.printf "%v32hhx %v16hx %v8hlx %v16hf %v16hf %v8hlf"(%{{.*}} : vector<32xui8>, vector<16xui16>, vector<8xui32>, vector<16xf16>, vector<16xbf16>, vector<8xf32>)
  compass.printf "%v32hhx %v16hx %v8hlx %v16hf %v16hf %v8hlf"(%b, %h, %w, %hf, %bf, %ff : vector<32xui8>, vector<16xui16>, vector<8xui32>, vector<16xf16>, vector<16xbf16>, vector<8xf32>)
  // CHECK: compass.perf_tick_begin %{{.*}} : ui32
  compass.perf_tick_begin %u : ui32
  // CHECK: compass.perf_tick_end %{{.*}} : ui32
  compass.perf_tick_end %u : ui32
  // CHECK: compass.aiff %{{.*}}, %{{.*}}, %{{.*}} : <ui32, global>, <si32, lsram>, <ui32, global>
  compass.aiff %p, %q, %p : !compass.ptr<ui32, global>, !compass.ptr<si32, lsram>, !compass.ptr<ui32, global>
  // CHECK: %{{.*}} = compass.asm "{add %[out].b, %[inp].b, 1;}" qualifier "volatile" outputs ["out"] ["=&t"] inputs ["inp"] ["t"] clobbers ["t0"](%{{.*}}, %{{.*}} : vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
  %y = compass.asm "{add %[out].b, %[inp].b, 1;}" qualifier "volatile" outputs ["out"] ["=&t"] inputs ["inp"] ["t"] clobbers ["t0"] (%x, %x : vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
  // CHECK: compass.asm "nop" qualifier "" outputs [] [] inputs [] [] clobbers []
  compass.asm "nop" qualifier "" outputs [] [] inputs [] [] clobbers []
  // CHECK: compass.asm "mov %[a], %[c]" qualifier "inline" outputs ["a", "b"] ["+r", "=r"] inputs ["c"] ["r"] clobbers [](%{{.*}}, %{{.*}}, %{{.*}} : si32, ui32, si32) -> si32, ui32
  %r:2 = compass.asm "mov %[a], %[c]" qualifier "inline" outputs ["a", "b"] ["+r", "=r"] inputs ["c"] ["r"] clobbers [] (%i, %u, %i : si32, ui32, si32) -> si32, ui32
  return
}
