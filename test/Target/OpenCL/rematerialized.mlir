// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked -split-input-file %s | FileCheck %s --check-prefix=CHECKED

// A splat of a constant is a literal: it prints at every use, also in a
// loop. A splat of a parameter keeps its statement.
// CHECK-LABEL: __kernel void splats(__global int8* v, int n) {
// CHECK-NEXT:    int8 [[BN:_[0-9]+]] = (int8)n;
// CHECK-NEXT:    int8 [[X:_[0-9]+]] = __vload(v, ALL_TRUE_w);
// CHECK-NEXT:    v[1] = ([[X]] * (int8)7);
// CHECK-NEXT:    for (int i = 0; i < 4; i += 1) {
// CHECK-NEXT:      v[i] = ([[X]] + (int8)7);
// CHECK-NEXT:    }
// CHECK-NEXT:    v[2] = (([[X]] + [[BN]]) * [[BN]]);
// CHECK-NEXT:    __vstore((int8)7, v, ALL_TRUE_w);
// CHECKED-LABEL: __kernel void splats(
// CHECKED:         __vstore(({{_[0-9]+}} * (int8)7), v + 1, ALL_TRUE_w);
// CHECKED:         __vstore(({{_[0-9]+}} + (int8)7), v + i, ALL_TRUE_w);
func.func @splats(%v: !compass.ptr<vector<8xsi32>, global> {compass.name = "v"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c4 = tir.const 4 : si32
  %c7 = tir.const 7 : si32
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  %seven = compass.vbcast %c7 : si32 -> vector<8xsi32>
  %bn = compass.vbcast %n : si32 -> vector<8xsi32>
  %x = compass.vload %v, %all : <vector<8xsi32>, global>, <8> -> vector<8xsi32>
  %p = compass.vmul %x, %seven, %all : vector<8xsi32>, <8>
  tir.store %p, %v[%c1] : !compass.ptr<vector<8xsi32>, global>, si32
  tir.for %i = %c0 to %c4 step %c1 : si32 {
    %s = compass.vadd %x, %seven, %all : vector<8xsi32>, <8>
    tir.store %s, %v[%i] : !compass.ptr<vector<8xsi32>, global>, si32
  }
  %q = compass.vadd %x, %bn, %all : vector<8xsi32>, <8>
  %r = compass.vmul %q, %bn, %all : vector<8xsi32>, <8>
  tir.store %r, %v[%c2] : !compass.ptr<vector<8xsi32>, global>, si32
  // Stored by a builtin: a literal still.
  %seven2 = compass.vbcast %c7 : si32 -> vector<8xsi32>
  compass.vstore %seven2, %v, %all : vector<8xsi32>, <vector<8xsi32>, global>, <8>
  return
}

// -----

// A load printed as a subscript, used twice in its block with no write in
// between, is read at each use, in the plain C only: a checked load keeps
// its statement (its check runs in program order).
// CHECK-LABEL: __kernel void loads(__global int* a, int n) {
// CHECK-NEXT:    a[1] = (int)((uint)((int)((uint)a[0] + (uint)n)) - (uint)((int)((uint)a[0] * 3u)));
// CHECK-NEXT:    int [[Y:_[0-9]+]] = a[2];
// CHECK-NEXT:    a[3] = [[Y]];
// CHECK-NEXT:    a[4] = [[Y]];
// CHECK-NEXT:    int [[Z:_[0-9]+]] = a[n];
// CHECK-NEXT:    a[0] = (int)((uint)[[Z]] + 1u);
// CHECK-NEXT:    for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:      a[i] = [[Z]];
// CHECK-NEXT:    }
// CHECK-NEXT:    int [[F:_[0-9]+]] = a[3];
// CHECK-NEXT:    a[0] = (int)((uint)[[F]] + (uint)((int)([[F]] / 3 - (([[F]] % 3 != 0) & (([[F]] ^ 3) < 0)))));
// CHECK-NEXT:    int w = a[1];
// CHECK-NEXT:    a[2] = (int)((uint)w * (uint)w);
// CHECKED-LABEL: __kernel void loads(
// CHECKED:         int [[X:_[0-9]+]] = __compass_check({{.*}}) ? a[0] : (int)0;
// CHECKED:           a[1] = (int)((uint)((int)((uint)[[X]] + (uint)n)) - (uint)((int)((uint)[[X]] * 3u)));
func.func @loads(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %s = tir.add %x, %n : si32
  %p = tir.mul %x, %c3 : si32
  %t = tir.sub %s, %p : si32
  tir.store %t, %a[%c1] : !compass.ptr<si32, global>, si32
  // A store between the load and its second use: the name stays.
  %y = tir.load %a[%c2] : !compass.ptr<si32, global>, si32
  tir.store %y, %a[%c3] : !compass.ptr<si32, global>, si32
  tir.store %y, %a[%c4] : !compass.ptr<si32, global>, si32
  // A use in a loop body: the name stays.
  %z = tir.load %a[%n] : !compass.ptr<si32, global>, si32
  %zz = tir.add %z, %c1 : si32
  tir.store %zz, %a[%c0] : !compass.ptr<si32, global>, si32
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.store %z, %a[%i] : !compass.ptr<si32, global>, si32
  }
  // A use printing it several times (a signed floor division): the name
  // stays.
  %f = tir.load %a[%c3] : !compass.ptr<si32, global>, si32
  %fq = tir.floordiv %f, %c3 : si32
  %fs = tir.add %f, %fq : si32
  tir.store %fs, %a[%c0] : !compass.ptr<si32, global>, si32
  // A load the kernel names keeps its statement under that name.
  %w = tir.load %a[%c1] : !compass.ptr<si32, global>, si32 loc("w"("loads.py":3:4))
  %w2 = tir.mul %w, %w : si32
  tir.store %w2, %a[%c2] : !compass.ptr<si32, global>, si32
  return
}

// -----

// One operation on the parameters prints at each use, in a loop's header and
// body too; a parameter an S.match_buffer shape takes as an extent is never
// negative, so its truncated quotient by 32 is a shift and its remainder an
// and. An expression reading a variable, or of two operations, keeps its
// statement.
// CHECK-LABEL: __kernel void params(__global int* a, int n, int m) {
// CHECK-NEXT:    for (int i = 0; i < (n >> 5); i += 1) {
// CHECK-NEXT:      a[i] = (n >> 5);
// CHECK-NEXT:      a[n] = (int)((uint)m * 3u);
// CHECK-NEXT:    }
// CHECK-NEXT:    a[0] = (m / 32);
// CHECK-NEXT:    a[1] = (m / 32);
// CHECK-NEXT:    a[2] = (n & 31);
// CHECK-NEXT:    a[3] = (m % 32);
// CHECK-NEXT:    a[4] = (n % 3);
// CHECK-NEXT:    int v = m;
// CHECK-NEXT:    int [[H:_[0-9]+]] = (int)((uint)v + (uint)n);
// CHECK-NEXT:    a[0] = [[H]];
// CHECK-NEXT:    a[1] = [[H]];
// CHECK-NEXT:    int [[T:_[0-9]+]] = (int)((uint)((int)((uint)n + (uint)m)) * (uint)m);
// CHECK-NEXT:    a[0] = [[T]];
// CHECK-NEXT:    a[1] = [[T]];
// The checked loop prints its stop twice (__compass_enter_loop, the header):
// the quotient keeps its statement there.
// CHECKED-LABEL: __kernel void params(
// CHECKED:         int [[Q:_[0-9]+]] = (n >> 5);
// CHECKED:         for (int i = 0; i < [[Q]]; i += 1) {
// CHECKED:           a[i] = [[Q]];
func.func @params(%a: !compass.ptr<si32, global> {compass.name = "a", compass.shapes = [["n"]]},
                  %n: si32 {compass.name = "n"},
                  %m: si32 {compass.name = "m"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c32 = tir.const 32 : si32
  %q = tir.div %n, %c32 : si32
  // Used once, in the loop body: it prints there too.
  %c3 = tir.const 3 : si32
  %m3 = tir.mul %m, %c3 : si32
  tir.for %i = %c0 to %q step %c1 : si32 {
    tir.store %q, %a[%i] : !compass.ptr<si32, global>, si32
    tir.store %m3, %a[%n] : !compass.ptr<si32, global>, si32
  }
  // Not an extent: the truncated quotient stays a division.
  %r = tir.div %m, %c32 : si32
  tir.store %r, %a[%c0] : !compass.ptr<si32, global>, si32
  tir.store %r, %a[%c1] : !compass.ptr<si32, global>, si32
  // The extent's remainder by 2^k is an and; not an extent's, or by another
  // divisor, a remainder.
  %c2 = tir.const 2 : si32
  %c4 = tir.const 4 : si32
  %nr = tir.mod %n, %c32 : si32
  tir.store %nr, %a[%c2] : !compass.ptr<si32, global>, si32
  %mr = tir.mod %m, %c32 : si32
  %c3i = tir.const 3 : si32
  tir.store %mr, %a[%c3i] : !compass.ptr<si32, global>, si32
  %n3 = tir.mod %n, %c3 : si32
  tir.store %n3, %a[%c4] : !compass.ptr<si32, global>, si32
  // An expression reading a variable keeps its statement.
  %v = tir.var_decl "v" : !tir.var<si32>
  tir.var_set %v, %m : !tir.var<si32>
  %g = tir.var_get %v : !tir.var<si32>
  %h = tir.add %g, %n : si32
  tir.store %h, %a[%c0] : !compass.ptr<si32, global>, si32
  tir.store %h, %a[%c1] : !compass.ptr<si32, global>, si32
  // Two operations: the outer one keeps its statement.
  %s = tir.add %n, %m : si32
  %t = tir.mul %s, %m : si32
  tir.store %t, %a[%c0] : !compass.ptr<si32, global>, si32
  tir.store %t, %a[%c1] : !compass.ptr<si32, global>, si32
  return
}

// -----

// An S.size_* parameter of the kernel is never negative too (the call
// refuses it); a subroutine's is not checked by any call: its quotient stays
// a division.
// CHECK-LABEL: void sizes_sub(int s, __global int* a) {
// CHECK-NEXT:    a[0] = (s / 32);
// CHECK-NEXT:    a[1] = (s % 32);
// CHECK-LABEL: __kernel void sizes(__global int* a, int s) {
// CHECK-NEXT:    a[0] = (s >> 5);
// CHECK-NEXT:    a[1] = (s & 31);
func.func private @sub(%s: si32 {compass.name = "s", compass.size},
                       %a: !compass.ptr<si32, global> {compass.name = "a"}) {
  %c0 = tir.const 0 : si32
  %c32 = tir.const 32 : si32
  %q = tir.div %s, %c32 : si32
  tir.store %q, %a[%c0] : !compass.ptr<si32, global>, si32
  %c1 = tir.const 1 : si32
  %r = tir.mod %s, %c32 : si32
  tir.store %r, %a[%c1] : !compass.ptr<si32, global>, si32
  return
}
func.func @sizes(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %s: si32 {compass.name = "s", compass.size}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c32 = tir.const 32 : si32
  %q = tir.div %s, %c32 : si32
  tir.store %q, %a[%c0] : !compass.ptr<si32, global>, si32
  %c1 = tir.const 1 : si32
  %r = tir.mod %s, %c32 : si32
  tir.store %r, %a[%c1] : !compass.ptr<si32, global>, si32
  func.call @sub(%s, %a) : (si32, !compass.ptr<si32, global>) -> ()
  return
}
