// RUN: compass-translate --to-opencl --split-input-file %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked --split-input-file %s | FileCheck %s --check-prefix=CHECKED

// An element of a pointer to vectors, `q[i]` and `q[i] = v`, is no C
// subscript unless the vector is aligned for certain (below): C assumes a
// vector type's 32-byte alignment, and the DSL puts a vector at any element
// (`(a + 3).as_ptr("int32x8")`). It moves through dsl/memory.h's __vload / __vstore
// with every lane on, which need no alignment; index 0 prints the pointer
// alone. Scalars keep the subscript. Checked mode keeps its check of the
// whole vector in front.

// Every lane width (b, h, w; bfloat16 vectors are structs of 16 half
// lanes) and every address space, at a run-time index (subroutines print
// before the kernel).

// CHECK-LABEL: void issue_spaces(__global uchar32* g
// CHECK-NEXT:    __vstore(__vload(g + i, ALL_TRUE_b), g + i, ALL_TRUE_b);
// CHECK-NEXT:    __vstore(__vload(l + i, ALL_TRUE_h), l + i, ALL_TRUE_h);
// CHECK-NEXT:    __vstore(__vload(s + i, ALL_TRUE_w), s + i, ALL_TRUE_w);
// CHECK-NEXT:    __vstore(__vload(p + i, ALL_TRUE_h), p + i, ALL_TRUE_h);
// CHECK-NEXT:    __vstore(__vload(c + i, ALL_TRUE_w), g2 + i, ALL_TRUE_w);
// CHECK-NEXT:  }

// CHECKED-LABEL: void issue_spaces(__compass_ctx* __ctx
// CHECKED:         uchar32 [[G:_[0-9]+]] = __compass_check(__ctx, (ulong)(g + i), sizeof(*(g)), {{[0-9]+}}) ? __vload(g + i, ALL_TRUE_b) : (uchar32)0;
// CHECKED-NEXT:    if (__compass_check(__ctx, (ulong)(g + i), sizeof(*(g)), {{[0-9]+}}))
// CHECKED-NEXT:      __vstore([[G]], g + i, ALL_TRUE_b);
// CHECKED:         bf1616 [[P:_[0-9]+]] = __compass_check(__ctx, (ulong)(p + i), sizeof(*(p)), {{[0-9]+}}) ? __vload(p + i, ALL_TRUE_h) : as_bf1616((ushort16)0);
// CHECKED-NEXT:    if (__compass_check(__ctx, (ulong)(p + i), sizeof(*(p)), {{[0-9]+}}))
// CHECKED-NEXT:      __vstore([[P]], p + i, ALL_TRUE_h);
// CHECKED:         float8 [[C:_[0-9]+]] = __compass_check(__ctx, (ulong)(c + i), sizeof(*(c)), {{[0-9]+}}) ? __vload(c + i, ALL_TRUE_w) : (float8)0;
func.func @spaces(%g: !compass.ptr<vector<32xui8>, global> {compass.name = "g"},
                  %l: !compass.ptr<vector<16xf16>, lsram> {compass.name = "l"},
                  %s: !compass.ptr<vector<8xsi32>, shared> {compass.name = "s"},
                  %p: !compass.ptr<vector<16xbf16>, private> {compass.name = "p"},
                  %c: !compass.ptr<vector<8xf32>, constant> {compass.name = "c"},
                  %g2: !compass.ptr<vector<8xf32>, global> {compass.name = "g2"},
                  %i: si32 {compass.name = "i"}) {
  %vg = tir.load %g[%i] : !compass.ptr<vector<32xui8>, global>, si32
  tir.store %vg, %g[%i] : !compass.ptr<vector<32xui8>, global>, si32
  %vl = tir.load %l[%i] : !compass.ptr<vector<16xf16>, lsram>, si32
  tir.store %vl, %l[%i] : !compass.ptr<vector<16xf16>, lsram>, si32
  %vs = tir.load %s[%i] : !compass.ptr<vector<8xsi32>, shared>, si32
  tir.store %vs, %s[%i] : !compass.ptr<vector<8xsi32>, shared>, si32
  %vp = tir.load %p[%i] : !compass.ptr<vector<16xbf16>, private>, si32
  tir.store %vp, %p[%i] : !compass.ptr<vector<16xbf16>, private>, si32
  %vc = tir.load %c[%i] : !compass.ptr<vector<8xf32>, constant>, si32
  tir.store %vc, %g2[%i] : !compass.ptr<vector<8xf32>, global>, si32
  return
}

// CHECK-LABEL: __kernel void issue(__global int* a, __global int* o) {
// CHECK-NEXT:    __global int8* [[Q:_[0-9]+]] = ((__global int8*)(a + 3));
// CHECK-NEXT:    __vstore(__vload([[Q]], ALL_TRUE_w), [[Q]] + 1, ALL_TRUE_w);
// CHECK-NEXT:    o[2] = a[1];

// CHECKED-LABEL: __kernel void issue(
// CHECKED:         __global int8* [[Q:_[0-9]+]] = ((__global int8*)(a + 3));
// CHECKED-NEXT:    int8 [[V:_[0-9]+]] = __compass_check(__ctx, (ulong)([[Q]] + 0), sizeof(*([[Q]])), {{[0-9]+}}) ? __vload([[Q]], ALL_TRUE_w) : (int8)0;
// CHECKED-NEXT:    if (__compass_check(__ctx, (ulong)([[Q]] + 1), sizeof(*([[Q]])), {{[0-9]+}}))
// CHECKED-NEXT:      __vstore([[V]], [[Q]] + 1, ALL_TRUE_w);
// CHECKED-NEXT:    int [[S:_[0-9]+]] = __compass_check(__ctx, (ulong)(a + 1), sizeof(*(a)), {{[0-9]+}}) ? a[1] : (int)0;
// CHECKED-NEXT:    if (__compass_check(__ctx, (ulong)(o + 2), sizeof(*(o)), {{[0-9]+}}))
// CHECKED-NEXT:      o[2] = [[S]];
func.func @issue(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %o: !compass.ptr<si32, global> {compass.name = "o"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %p = tir.ptr_offset %a, %c3 : !compass.ptr<si32, global>, si32
  %q = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<vector<8xsi32>, global>
  %v = tir.load %q[%c0] : !compass.ptr<vector<8xsi32>, global>, si32
  tir.store %v, %q[%c1] : !compass.ptr<vector<8xsi32>, global>, si32
  %s = tir.load %a[%c1] : !compass.ptr<si32, global>, si32
  tir.store %s, %o[%c2] : !compass.ptr<si32, global>, si32
  return
}

// -----

// Aligned for certain, the subscript stays (upstream's spelling): an array
// of vectors, and in the plain C a parameter of the entry kernel (the runner
// puts every argument at the device's sub-buffer alignment), each moved by
// whole vectors. The checked C moves a parameter to its argument's offset
// in a shared buffer, so there it goes through __vload / __vstore; a cast
// from an element pointer does on both.

// CHECK-LABEL: __kernel void aligned(__global int8* a, __global int8* b, int i) {
// CHECK-NEXT:    __local int8 buf_buf[4];
// CHECK-NEXT:    __local int8* buf = buf_buf;
// CHECK-NEXT:    (b + 2)[i] = a[i];
// CHECK-NEXT:    buf[1] = a[0];
// CHECK-NEXT:    b[0] = buf[1];
// CHECK-NEXT:    b[0] = __vload(((__global int8*)(((__global int*)a) + 1)), ALL_TRUE_w);

// CHECKED-LABEL: __kernel void aligned(
// CHECKED:         __global int8* [[B:_[0-9]+]] = (b + 2);
// CHECKED-NEXT:    int8 [[V:_[0-9]+]] = __compass_check({{.*}}) ? __vload(a + i, ALL_TRUE_w) : (int8)0;
// CHECKED-NEXT:    if (__compass_check({{.*}}))
// CHECKED-NEXT:      __vstore([[V]], [[B]] + i, ALL_TRUE_w);
// CHECKED-NEXT:    int8 [[W:_[0-9]+]] = __compass_check({{.*}}) ? __vload(a, ALL_TRUE_w) : (int8)0;
// CHECKED-NEXT:    if (__compass_check({{.*}}))
// CHECKED-NEXT:      buf[1] = [[W]];
// CHECKED-NEXT:    int8 [[X:_[0-9]+]] = __compass_check({{.*}}) ? buf[1] : (int8)0;
// CHECKED-NEXT:    if (__compass_check({{.*}}))
// CHECKED-NEXT:      __vstore([[X]], b, ALL_TRUE_w);
// CHECKED-NEXT:    __global int8* [[C:_[0-9]+]] = ((__global int8*)(((__global int*)a) + 1));
// CHECKED-NEXT:    int8 {{_[0-9]+}} = __compass_check({{.*}}) ? __vload([[C]], ALL_TRUE_w) : (int8)0;
func.func @aligned(%a: !compass.ptr<vector<8xsi32>, global> {compass.name = "a"},
                   %b: !compass.ptr<vector<8xsi32>, global> {compass.name = "b"},
                   %i: si32 {compass.name = "i"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %buf = tir.alloc "buf"[4] : !compass.ptr<vector<8xsi32>, shared>
  %b2 = tir.ptr_offset %b, %c2 : !compass.ptr<vector<8xsi32>, global>, si32
  %v = tir.load %a[%i] : !compass.ptr<vector<8xsi32>, global>, si32
  tir.store %v, %b2[%i] : !compass.ptr<vector<8xsi32>, global>, si32
  %w = tir.load %a[%c0] : !compass.ptr<vector<8xsi32>, global>, si32
  tir.store %w, %buf[%c1] : !compass.ptr<vector<8xsi32>, shared>, si32
  %x = tir.load %buf[%c1] : !compass.ptr<vector<8xsi32>, shared>, si32
  tir.store %x, %b[%c0] : !compass.ptr<vector<8xsi32>, global>, si32
  %e = tir.ptr_cast %a : !compass.ptr<vector<8xsi32>, global> to !compass.ptr<si32, global>
  %e1 = tir.ptr_offset %e, %c1 : !compass.ptr<si32, global>, si32
  %q = tir.ptr_cast %e1 : !compass.ptr<si32, global> to !compass.ptr<vector<8xsi32>, global>
  %y = tir.load %q[%c0] : !compass.ptr<vector<8xsi32>, global>, si32
  tir.store %y, %b[%c0] : !compass.ptr<vector<8xsi32>, global>, si32
  return
}
