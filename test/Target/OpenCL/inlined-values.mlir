// RUN: compass-translate --to-opencl -split-input-file %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked -split-input-file %s | FileCheck %s --check-prefix=CHECKED

// A value used once prints inside its use when that cannot change what the
// program does (docs/architecture.md, "Inlined expressions"); otherwise it
// keeps its named C value.

// Pure operations move forward to their use, past stores; reads move past
// reads. The inlined text is parenthesized unless it is a primary
// expression, and narrow values C would compute in int are cast back.
// CHECK-LABEL: __kernel void pure(__global int* a, __global int* b, __global char* c, int n, uchar p) {
// CHECK-NEXT:    b[0] = (int)((uint)((int)((uint)n + 1u)) * (uint)a[1]);
// CHECK-NEXT:    c[0] = (char)(c[1] + ((char)(p ? ((char)(c[2] * (char)3)) : (char)5)));
// CHECK-NEXT:    a[2] = 7;
// CHECK-NEXT:    b[1] = (int)((uint)n * 2u);
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECKED-LABEL: __kernel void pure(
// CHECKED:       int [[A1:_[0-9]+]] = __compass_check({{.*}}) ? a[1] : (int)0;
// CHECKED-NEXT:  if (__compass_check(
// CHECKED-NEXT:    b[0] = (int)((uint)((int)((uint)n + 1u)) * (uint)[[A1]]);
func.func @pure(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %b: !compass.ptr<si32, global> {compass.name = "b"},
                %c: !compass.ptr<si8, global> {compass.name = "c"},
                %n: si32 {compass.name = "n"},
                %p: i1 {compass.name = "p"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c7 = tir.const 7 : si32
  %i3 = tir.const 3 : si8
  %i5 = tir.const 5 : si8
  %sum = tir.add %n, %c1 : si32
  %x = tir.load %a[%c1] : !compass.ptr<si32, global>, si32
  %prod = tir.mul %sum, %x : si32
  tir.store %prod, %b[%c0] : !compass.ptr<si32, global>, si32
  %y = tir.load %c[%c1] : !compass.ptr<si8, global>, si32
  %z = tir.load %c[%c2] : !compass.ptr<si8, global>, si32
  %t = tir.mul %z, %i3 : si8
  %s = tir.select %p, %t, %i5 : si8
  %u = tir.add %y, %s : si8
  tir.store %u, %c[%c0] : !compass.ptr<si8, global>, si32
  %twice = tir.mul %n, %c2 : si32
  tir.store %c7, %a[%c2] : !compass.ptr<si32, global>, si32
  tir.store %twice, %b[%c1] : !compass.ptr<si32, global>, si32
  return
}

// -----

// A read keeps its statement when something between it and its use may
// write: a store, a variable assignment (also for a pure expression over
// the variable or over an inlined read), a call, a barrier.
// CHECK-LABEL: __kernel void writes(__global int* a, int n) {
// CHECK-NEXT:    int [[X:_[0-9]+]] = a[0];
// CHECK-NEXT:    a[0] = n;
// CHECK-NEXT:    a[1] = [[X]];
// CHECK-NEXT:    int v = n;
// CHECK-NEXT:    int [[V1:_[0-9]+]] = (int)((uint)v + 1u);
// CHECK-NEXT:    v = 3;
// CHECK-NEXT:    a[2] = [[V1]];
// CHECK-NEXT:    int [[Y:_[0-9]+]] = (int)((uint)a[3] * 2u);
// CHECK-NEXT:    a[3] = n;
// CHECK-NEXT:    a[4] = [[Y]];
// CHECK-NEXT:    int [[Z:_[0-9]+]] = a[5];
// CHECK-NEXT:    writes_touch(a);
// CHECK-NEXT:    a[6] = [[Z]];
// CHECK-NEXT:    int [[W:_[0-9]+]] = a[7];
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:    a[7] = [[W]];
func.func private @touch(%p: !compass.ptr<si32, global> {compass.name = "p"}) {
  return
}
func.func @writes(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %c6 = tir.const 6 : si32
  %c7 = tir.const 7 : si32
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  tir.store %n, %a[%c0] : !compass.ptr<si32, global>, si32
  tir.store %x, %a[%c1] : !compass.ptr<si32, global>, si32
  %v = tir.var_decl "v" : <si32>
  tir.var_set %v, %n : <si32>
  %g = tir.var_get %v : <si32>
  %g1 = tir.add %g, %c1 : si32
  tir.var_set %v, %c3 : <si32>
  tir.store %g1, %a[%c2] : !compass.ptr<si32, global>, si32
  %r = tir.load %a[%c3] : !compass.ptr<si32, global>, si32
  %y = tir.mul %r, %c2 : si32
  tir.store %n, %a[%c3] : !compass.ptr<si32, global>, si32
  tir.store %y, %a[%c4] : !compass.ptr<si32, global>, si32
  %z = tir.load %a[%c5] : !compass.ptr<si32, global>, si32
  func.call @touch(%a) : (!compass.ptr<si32, global>) -> ()
  tir.store %z, %a[%c6] : !compass.ptr<si32, global>, si32
  %w = tir.load %a[%c7] : !compass.ptr<si32, global>, si32
  compass.barrier
  tir.store %w, %a[%c7] : !compass.ptr<si32, global>, si32
  return
}

// -----

// Never into a loop or a branch, nor into an operation with regions but a
// loop's header, whose stop reads nothing (C evaluates it before every
// iteration), and an if's condition (evaluated once, printed without its
// enclosing parentheses), nor into tir.condition; a value used twice, or
// printed twice by its use (a signed floor division prints its operands
// several times), or named by the kernel keeps its name (a NameLoc: its
// statement, as upstream's C declares the kernel's names).
// CHECK-LABEL: __kernel void kept(__global int* a, int n) {
// CHECK-NEXT:    int [[X:_[0-9]+]] = a[0];
// CHECK-NEXT:    int [[B:_[0-9]+]] = a[1];
// CHECK-NEXT:    for (int i = 0; i < [[B]]; i += 1) {
// CHECK-NEXT:      a[i] = [[X]];
// CHECK-NEXT:    }
// CHECK-NEXT:    if (0 < n) {
// CHECK-NEXT:      a[1] = n;
// CHECK-NEXT:    }
// CHECK-NEXT:    int triple = (int)((uint)n * 3u);
// CHECK-NEXT:    a[2] = (int)((uint)triple + (uint)triple);
// CHECK-NEXT:    int [[D:_[0-9]+]] = (int)((uint)n - 1u);
// CHECK-NEXT:    a[3] = (int)([[D]] / 3 - (([[D]] % 3 != 0) & (([[D]] ^ 3) < 0)));
// CHECK-NEXT:    int total = (int)((uint)n * 5u);
// CHECK-NEXT:    a[4] = total;
// CHECK-NEXT:    while (1) {
// CHECK-NEXT:      bool [[W:_[0-9]+]] = (a[5] < n);
// CHECK-NEXT:      if (![[W]]) {
// CHECK-NEXT:        break;
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @kept(%a: !compass.ptr<si32, global> {compass.name = "a"},
                %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %c4 = tir.const 4 : si32
  %c5 = tir.const 5 : si32
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %bound = tir.load %a[%c1] : !compass.ptr<si32, global>, si32
  tir.for %i = %c0 to %bound step %c1 : si32 {
    tir.store %x, %a[%i] : !compass.ptr<si32, global>, si32
  }
  %pos = tir.cmp gt, %n, %c0 : si32
  tir.if %pos {
    tir.store %n, %a[%c1] : !compass.ptr<si32, global>, si32
  }
  %t = tir.mul %n, %c3 : si32 loc("triple"("kept.py":2:4))
  %tt = tir.add %t, %t : si32
  tir.store %tt, %a[%c2] : !compass.ptr<si32, global>, si32
  %d = tir.sub %n, %c1 : si32
  %q = tir.floordiv %d, %c3 : si32
  tir.store %q, %a[%c3] : !compass.ptr<si32, global>, si32
  %total = tir.mul %n, %c5 : si32 loc("total"("kept.py":3:4))
  tir.store %total, %a[%c4] : !compass.ptr<si32, global>, si32
  tir.while {
    %y = tir.load %a[%c5] : !compass.ptr<si32, global>, si32
    %w = tir.cmp lt, %y, %n : si32
    tir.condition %w
  } do {
  }
  return
}

// -----

// Checked mode: an operation carrying a check (a load, an integer
// division) keeps its statement, so the first violation reported stays the
// simulator's; what it uses may still print inside it.
// CHECKED-LABEL: __kernel void checks(
// CHECKED:       int [[X:_[0-9]+]] = __compass_check(__ctx, (ulong)(a + 0), {{.*}}) ? a[0] : (int)0;
// CHECKED-NEXT:  int [[Q:_[0-9]+]] = __compass_sdiv(((int)((uint)n + 1u)), __compass_divisor(__ctx, [[X]], {{[0-9]+}}));
// CHECKED-NEXT:  if (__compass_check(
// CHECKED-NEXT:    a[1] = [[Q]];
// CHECK-LABEL: __kernel void checks(__global int* a, int n) {
// CHECK-NEXT:    a[1] = __compass_sdiv(((int)((uint)n + 1u)), a[0]);
func.func @checks(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %m = tir.add %n, %c1 : si32
  %q = tir.div %m, %x : si32
  tir.store %q, %a[%c1] : !compass.ptr<si32, global>, si32
  return
}

// -----

// An expression nests at most 32 inlined values: the 33rd keeps its name
// (clang refuses more than 256 nested brackets).
// CHECK-LABEL: void chain(
// CHECK: int [[CUT:_[0-9]+]] = 
// CHECK: out[0] = {{.*}}[[CUT]]
// CHECKED-LABEL: void chain(
func.func @chain(%out: !compass.ptr<si32, global> {compass.name = "out"}, %x: si32 {compass.name = "x"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %v0 = tir.add %x, %x : si32
  %v1 = tir.add %v0, %x : si32
  %v2 = tir.add %v1, %x : si32
  %v3 = tir.add %v2, %x : si32
  %v4 = tir.add %v3, %x : si32
  %v5 = tir.add %v4, %x : si32
  %v6 = tir.add %v5, %x : si32
  %v7 = tir.add %v6, %x : si32
  %v8 = tir.add %v7, %x : si32
  %v9 = tir.add %v8, %x : si32
  %v10 = tir.add %v9, %x : si32
  %v11 = tir.add %v10, %x : si32
  %v12 = tir.add %v11, %x : si32
  %v13 = tir.add %v12, %x : si32
  %v14 = tir.add %v13, %x : si32
  %v15 = tir.add %v14, %x : si32
  %v16 = tir.add %v15, %x : si32
  %v17 = tir.add %v16, %x : si32
  %v18 = tir.add %v17, %x : si32
  %v19 = tir.add %v18, %x : si32
  %v20 = tir.add %v19, %x : si32
  %v21 = tir.add %v20, %x : si32
  %v22 = tir.add %v21, %x : si32
  %v23 = tir.add %v22, %x : si32
  %v24 = tir.add %v23, %x : si32
  %v25 = tir.add %v24, %x : si32
  %v26 = tir.add %v25, %x : si32
  %v27 = tir.add %v26, %x : si32
  %v28 = tir.add %v27, %x : si32
  %v29 = tir.add %v28, %x : si32
  %v30 = tir.add %v29, %x : si32
  %v31 = tir.add %v30, %x : si32
  %v32 = tir.add %v31, %x : si32
  %v33 = tir.add %v32, %x : si32
  %v34 = tir.add %v33, %x : si32
  %v35 = tir.add %v34, %x : si32
  %v36 = tir.add %v35, %x : si32
  %v37 = tir.add %v36, %x : si32
  %v38 = tir.add %v37, %x : si32
  %v39 = tir.add %v38, %x : si32
  tir.store %v39, %out[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// OpenCL's integer min / max return their operands' type, so an inlined one
// is not cast back (S.clip of a scalar between constant bounds prints
// upstream's `max(min(x, hi), lo)`); a narrow sum still is, and a float
// min / max stays fmin / fmax.
// CHECK-LABEL: __kernel void minmax(__global char* c, __global ushort* u, __global half* h) {
// CHECK-NEXT:    c[0] = max(min(c[1], (char)50), (char)1);
// CHECK-NEXT:    u[0] = min(((ushort)(u[1] + u[2])), (ushort)7);
// CHECK-NEXT:    h[0] = (half)fmax((float)h[1], (float)(half)0x1p+0f/*1.000000e+00*/);
func.func @minmax(%c: !compass.ptr<si8, global> {compass.name = "c"},
                  %u: !compass.ptr<ui16, global> {compass.name = "u"},
                  %h: !compass.ptr<f16, global> {compass.name = "h"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %lo = tir.const 1 : si8
  %hi = tir.const 50 : si8
  %x = tir.load %c[%c1] : !compass.ptr<si8, global>, si32
  %below = tir.min %x, %hi : si8
  %clip = tir.max %below, %lo : si8
  tir.store %clip, %c[%c0] : !compass.ptr<si8, global>, si32
  %u7 = tir.const 7 : ui16
  %u1 = tir.load %u[%c1] : !compass.ptr<ui16, global>, si32
  %u2 = tir.load %u[%c2] : !compass.ptr<ui16, global>, si32
  %sum = tir.add %u1, %u2 : ui16
  %m = tir.min %sum, %u7 : ui16
  tir.store %m, %u[%c0] : !compass.ptr<ui16, global>, si32
  %one = tir.const 1.0 : f16
  %h1 = tir.load %h[%c1] : !compass.ptr<f16, global>, si32
  %hm = tir.max %h1, %one : f16
  tir.store %hm, %h[%c0] : !compass.ptr<f16, global>, si32
  return
}

// -----

// The value a vector store builtin stores keeps its statement (the kernel's
// `vo = S.vmul(...)` then `S.vstore(vo, ...)`); its operands, the pointer
// and the mask still print inline. A subscript store takes its value inline.
// CHECK-LABEL: __kernel void stored(__global int* a, __global int8* v, int n) {
// CHECK-NEXT:    int8 [[X:_[0-9]+]] = __vload((__global int8*)a, ALL_TRUE_w);
// CHECK-NEXT:    int8 [[P:_[0-9]+]] = ([[X]] * (int8)n);
// CHECK-NEXT:    __vstore([[P]], (__global int8*)(a + 8), __vmov_w(0x00000111));
// CHECK-NEXT:    v[1] = ([[X]] + [[X]]);
func.func @stored(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %v: !compass.ptr<vector<8xsi32>, global> {compass.name = "v"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c1 = tir.const 1 : si32
  %c8 = tir.const 8 : si32
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  %three = compass.const_mask [true, true, true, false, false, false, false, false] : <8>
  %x = compass.vload %a, %all : <si32, global>, <8> -> vector<8xsi32>
  %bn = compass.vbcast %n : si32 -> vector<8xsi32>
  %p = compass.vmul %x, %bn, %all : vector<8xsi32>, <8>
  %q = tir.ptr_offset %a, %c8 : <si32, global>, si32
  compass.vstore %p, %q, %three : vector<8xsi32>, <si32, global>, <8>
  %s = compass.vadd %x, %x, %all : vector<8xsi32>, <8>
  tir.store %s, %v[%c1] : !compass.ptr<vector<8xsi32>, global>, si32
  return
}

// -----

// An if's condition prints in its header without one pair of enclosing
// parentheses (the inner ones stay), and a condition used twice keeps its
// name.
// CHECK-LABEL: __kernel void conditions(__global int* a, int n) {
// CHECK-NEXT:    if (((int)((uint)n + 1u)) != 0) {
// CHECK:         bool [[T:_[0-9]+]] = (a[0] == n);
// CHECK-NEXT:    if ([[T]]) {
// CHECK:         a[2] = (int)([[T]]);
func.func @conditions(%a: !compass.ptr<si32, global> {compass.name = "a"},
                      %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %m = tir.add %n, %c1 : si32
  %b = tir.cast %m : si32 to i1
  tir.if %b {
    tir.store %n, %a[%c1] : !compass.ptr<si32, global>, si32
  }
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %t = tir.cmp eq, %x, %n : si32
  tir.if %t {
    tir.store %n, %a[%c0] : !compass.ptr<si32, global>, si32
  }
  %ti = tir.cast %t : i1 to si32
  tir.store %ti, %a[%c2] : !compass.ptr<si32, global>, si32
  return
}

// -----

// A value the kernel names keeps its statement under the name even when used
// once; an operation made on the way to it (same name, used only by it)
// prints inside it, and one the name's value is not its only user of keeps
// a statement.
// CHECK-LABEL: __kernel void named(__global int* a, int n) {
// CHECK-NEXT:    int t = (int)((uint)((int)((uint)n * 3u)) + 1u);
// CHECK-NEXT:    a[0] = t;
// CHECK-NEXT:    int u = (int)((uint)n * 5u);
// CHECK-NEXT:    int u_1 = (int)((uint)u + 1u);
// CHECK-NEXT:    a[1] = (int)((uint)u_1 + (uint)u);
func.func @named(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c3 = tir.const 3 : si32
  %c5 = tir.const 5 : si32
  %m = tir.mul %n, %c3 : si32 loc("t"("named.py":2:4))
  %t = tir.add %m, %c1 : si32 loc("t"("named.py":2:4))
  tir.store %t, %a[%c0] : !compass.ptr<si32, global>, si32
  %p = tir.mul %n, %c5 : si32 loc("u"("named.py":3:4))
  %q = tir.add %p, %c1 : si32 loc("u"("named.py":3:4))
  %r = tir.add %q, %p : si32
  tir.store %r, %a[%c1] : !compass.ptr<si32, global>, si32
  return
}
