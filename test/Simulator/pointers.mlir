// tir.ptr_is_null, tir.ptr_cmp (addresses within a buffer), tir.ptr_cast
// (the same bytes seen as another element type) and tir.const_buffer (a
// read-only table, bounds-checked like any buffer).

// RUN: compass-sim %s --arg=buffer:si32:4:values=1,-1,258,65536 --arg=null \
// RUN:   --arg=buffer:si32:12 --arg=scalar:si32:0 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:4:values=1,-1,258,65536 --arg=null \
// RUN:   --arg=buffer:si32:12 --arg=scalar:si32:0 | FileCheck %s
// is_null(a), is_null(null), a == a + 0, a < a + 1, a + 2 > a + 1, a != a + 1
// CHECK: arg2 = [0, 1, 1, 1, 1, 1, 30, 10, 1, 255, 2, 1]

// RUN: not compass-sim %s --arg=buffer:si32:4 --arg=null --arg=buffer:si32:12 \
// RUN:   --arg=scalar:si32:5 2>&1 | FileCheck %s --check-prefix=TABLE
// TABLE: error: out of bounds: read of 4 bytes at byte offset 20 of constant table "lut" (12 bytes) (TEC 0)

func.func @k(%a: !compass.ptr<si32, global>, %none: !compass.ptr<si32, global>,
             %out: !compass.ptr<si32, global>, %k: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    %i0 = tir.const 0 : si32
    %i1 = tir.const 1 : si32
    %i2 = tir.const 2 : si32
    %i3 = tir.const 3 : si32
    %i4 = tir.const 4 : si32
    %i5 = tir.const 5 : si32
    %i6 = tir.const 6 : si32
    %i7 = tir.const 7 : si32
    %i8 = tir.const 8 : si32
    %i9 = tir.const 9 : si32
    %i10 = tir.const 10 : si32
    %i11 = tir.const 11 : si32
    %n0 = tir.ptr_is_null %a : !compass.ptr<si32, global>
    %r0 = tir.cast %n0 : i1 to si32
    tir.store %r0, %out[%i0] : !compass.ptr<si32, global>, si32
    %n1 = tir.ptr_is_null %none : !compass.ptr<si32, global>
    %r1 = tir.cast %n1 : i1 to si32
    tir.store %r1, %out[%i1] : !compass.ptr<si32, global>, si32
    %a0 = tir.ptr_offset %a, %c0 : !compass.ptr<si32, global>, si32
    %a1 = tir.ptr_offset %a, %c1 : !compass.ptr<si32, global>, si32
    %a2 = tir.ptr_offset %a, %c2 : !compass.ptr<si32, global>, si32
    %e = tir.ptr_cmp eq, %a, %a0 : !compass.ptr<si32, global>
    %r2 = tir.cast %e : i1 to si32
    tir.store %r2, %out[%i2] : !compass.ptr<si32, global>, si32
    %l = tir.ptr_cmp lt, %a, %a1 : !compass.ptr<si32, global>
    %r3 = tir.cast %l : i1 to si32
    tir.store %r3, %out[%i3] : !compass.ptr<si32, global>, si32
    %g = tir.ptr_cmp gt, %a2, %a1 : !compass.ptr<si32, global>
    %r4 = tir.cast %g : i1 to si32
    tir.store %r4, %out[%i4] : !compass.ptr<si32, global>, si32
    %ne = tir.ptr_cmp ne, %a, %a1 : !compass.ptr<si32, global>
    %r5 = tir.cast %ne : i1 to si32
    tir.store %r5, %out[%i5] : !compass.ptr<si32, global>, si32
    // A constant table: lut[2] and lut[0].
    %lut = tir.const_buffer "lut" dense<[10, 20, 30]> : tensor<3xsi32> -> !compass.ptr<si32, constant>
    %t2 = tir.load %lut[%i2] : !compass.ptr<si32, constant>, si32
    tir.store %t2, %out[%i6] : !compass.ptr<si32, global>, si32
    %t0 = tir.load %lut[%k] : !compass.ptr<si32, constant>, si32
    tir.store %t0, %out[%i7] : !compass.ptr<si32, global>, si32
    // Bytes of a = [1, -1, 258, …] through a ui8 pointer (little-endian):
    // byte 0, byte 4 (of -1) and byte 8 (of 258).
    %bytes = tir.ptr_cast %a : !compass.ptr<si32, global> to !compass.ptr<ui8, global>
    %x = tir.load %bytes[%i0] : !compass.ptr<ui8, global>, si32
    %xi = tir.cast %x : ui8 to si32
    tir.store %xi, %out[%i8] : !compass.ptr<si32, global>, si32
    %y = tir.load %bytes[%i4] : !compass.ptr<ui8, global>, si32
    %yi = tir.cast %y : ui8 to si32
    tir.store %yi, %out[%i9] : !compass.ptr<si32, global>, si32
    %z = tir.load %bytes[%i8] : !compass.ptr<ui8, global>, si32
    %zi = tir.cast %z : ui8 to si32
    tir.store %zi, %out[%i10] : !compass.ptr<si32, global>, si32
    // f16 table.
    %halves = tir.const_buffer "halves" dense<[0.5, 1.5]> : tensor<2xf16> -> !compass.ptr<f16, constant>
    %h = tir.load %halves[%i1] : !compass.ptr<f16, constant>, si32
    %hi = tir.cast %h : f16 to si32
    tir.store %hi, %out[%i11] : !compass.ptr<si32, global>, si32
  }
  return
}
