// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: not compass-translate --to-opencl-checked %s 2>&1 | FileCheck %s --check-prefix=CHECKED

// The Misc family as upstream spells it. printf's format gets upstream's
// `0x` / `0` prefixes as text, %f prints __compass_printf_f(x) (dsl/misc.h), and a
// vector conversion one conversion per lane.

// CHECK-LABEL: __kernel void misc(
// CHECK:         uint8 [[W:_[0-9]+]] = pw[0];
// CHECK-NEXT:    float8 [[FF:_[0-9]+]] = pf[0];
// CHECK-NEXT:    char32 [[X:_[0-9]+]] = px[0];
// CHECK-NEXT:    bf1616 [[BV:_[0-9]+]] = pb[0];
// CHECK-NEXT:    printf("i=%d u=%u o=0%o x=0x%x X=0x%X fx=0x%x f=%f c=%c %% \"q\"\n", i, u, u, u, u, as_uint(f), __compass_printf_f(f), i);
// CHECK-NEXT:    printf("b=%f,%f,%f,%f,%f,%f,%f,%f,%f,%f,%f,%f,%f,%f,%f,%f", __compass_printf_bf16(__extract([[BV]], 0)), __compass_printf_bf16(__extract([[BV]], 1)),
// CHECK-SAME:    __compass_printf_bf16(__extract([[BV]], 15)));
// CHECK-NEXT:    printf("p=%p", p);
// CHECK-NEXT:    printf("0x%x,0x%x,0x%x,0x%x,0x%x,0x%x,0x%x,0x%x\n", (uint)__extract([[W]], 0), (uint)__extract([[W]], 1), (uint)__extract([[W]], 2), (uint)__extract([[W]], 3), (uint)__extract([[W]], 4), (uint)__extract([[W]], 5), (uint)__extract([[W]], 6), (uint)__extract([[W]], 7));
// CHECK-NEXT:    printf("%f,%f,%f,%f,%f,%f,%f,%f", __compass_printf_f(__extract([[FF]], 0)), __compass_printf_f(__extract([[FF]], 1)), __compass_printf_f(__extract([[FF]], 2)), __compass_printf_f(__extract([[FF]], 3)), __compass_printf_f(__extract([[FF]], 4)), __compass_printf_f(__extract([[FF]], 5)), __compass_printf_f(__extract([[FF]], 6)), __compass_printf_f(__extract([[FF]], 7)));
// CHECK-NEXT:    __perf_record_tick_begin(u);
// CHECK-NEXT:    __perf_record_tick_end(u);
// CHECK-NEXT:    AIFF(p, p, p, 0);
// CHECK-NEXT:    char32 [[Y:_[0-9]+]] = [[X]];
// CHECK-NEXT:    __asm__ volatile (
// CHECK-NEXT:      "{add t0.b, %[inp].b, 1;\n\t}\n\t{add %[out].b, %[inp].b, t0.b;}"
// CHECK-NEXT:      : [out] "=&t"([[Y]])
// CHECK-NEXT:      : [inp] "t"([[X]])
// CHECK-NEXT:      : "t0"
// CHECK-NEXT:    );
// CHECK-NEXT:    __asm__(
// CHECK-NEXT:      "nop"
// CHECK-NEXT:      : {{$}}
// CHECK-NEXT:      : {{$}}
// CHECK-NEXT:      : {{$}}
// CHECK-NEXT:    );
// CHECK-NEXT:    int [[A:_[0-9]+]] = i;
// CHECK-NEXT:    uint [[B:_[0-9]+]] = u;
// CHECK-NEXT:    __asm__ inline (
// CHECK-NEXT:      "mov %[a], %[c]"
// CHECK-NEXT:      : [a] "+r"([[A]]), [b] "=r"([[B]])
// CHECK-NEXT:      : [c] "r"(i)
// CHECK-NEXT:      : "r1", "r2"
// CHECK-NEXT:    );
// CHECK-NEXT:    __vstore([[Y]], (__global char32*)out, ALL_TRUE_b);

// CHECKED: error: S.aiff cannot run on POCL: the AIFF accelerator is not modelled here
func.func @misc(%i: si32 {compass.name = "i"}, %u: ui32 {compass.name = "u"},
                %f: f32 {compass.name = "f"},
                %pb: !compass.ptr<vector<16xbf16>, global> {compass.name = "pb"},
                %p: !compass.ptr<ui32, global> {compass.name = "p"},
                %pw: !compass.ptr<vector<8xui32>, global> {compass.name = "pw"},
                %pf: !compass.ptr<vector<8xf32>, global> {compass.name = "pf"},
                %px: !compass.ptr<vector<32xsi8>, global> {compass.name = "px"},
                %out: !compass.ptr<si8, global> {compass.name = "out"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %w = tir.load %pw[%c0] : !compass.ptr<vector<8xui32>, global>, si32
  %ff = tir.load %pf[%c0] : !compass.ptr<vector<8xf32>, global>, si32
  %x = tir.load %px[%c0] : !compass.ptr<vector<32xsi8>, global>, si32
  %bv = tir.load %pb[%c0] : !compass.ptr<vector<16xbf16>, global>, si32
  compass.printf "i=%d u=%u o=%o x=%x X=%X fx=%x f=%f c=%c %% \"q\"\n"(%i, %u, %u, %u, %u, %f, %f, %i : si32, ui32, ui32, ui32, ui32, f32, f32, si32)
  compass.printf "b=%v16hf"(%bv : vector<16xbf16>)
  compass.printf "p=%p"(%p : !compass.ptr<ui32, global>)
  compass.printf "%v8hlx\n"(%w : vector<8xui32>)
  compass.printf "%v8hlf"(%ff : vector<8xf32>)
  compass.perf_tick_begin %u : ui32
  compass.perf_tick_end %u : ui32
  compass.aiff %p, %p, %p : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  %y = compass.asm "{add t0.b, %[inp].b, 1;\n\t}\n\t{add %[out].b, %[inp].b, t0.b;}" qualifier "volatile" outputs ["out"] ["=&t"] inputs ["inp"] ["t"] clobbers ["t0"] (%x, %x : vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
  compass.asm "nop" qualifier "" outputs [] [] inputs [] [] clobbers []
  %r:2 = compass.asm "mov %[a], %[c]" qualifier "inline" outputs ["a", "b"] ["+r", "=r"] inputs ["c"] ["r"] clobbers ["r1", "r2"] (%i, %u, %i : si32, ui32, si32) -> si32, ui32
  %all = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
  compass.vstore %y, %out, %all : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
  return
}
