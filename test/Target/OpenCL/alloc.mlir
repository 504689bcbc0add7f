// RUN: compass-translate --to-opencl %s | FileCheck %s

// The array of a tir.alloc is declared at the top of its function, named
// after the Python name with a `_buf` suffix, and the pointer where the
// operation is: the storage lives as long as the function runs, also when
// the alloc sits in a loop. The pointer's name is claimed for the whole
// function and the array is named after it. Shared arrays are __local (one per work-group,
// at the kernel's outermost scope as OpenCL requires); private and lsram
// arrays belong to each work item (each TEC): `__lsram` is __private.

// A subroutine gets its own private and lsram arrays.
// CHECK-LABEL: float k_helper(float x) {
// CHECK-NEXT:    float tmp_buf[2];
// CHECK-NEXT:    __lsram half16 v_buf[1024];
// CHECK-NEXT:    float* tmp = tmp_buf;
// CHECK-NEXT:    tmp[0] = x;
// CHECK-NEXT:    __lsram half16* v = v_buf;
// CHECK-NEXT:    return tmp[0];
// CHECK-NEXT:  }
func.func @helper(%x: f32 {compass.name = "x"}) -> f32 {
  %c0 = tir.const 0 : si32
  %tmp = tir.alloc "tmp"[2] : !compass.ptr<f32, private>
  tir.store %x, %tmp[%c0] : !compass.ptr<f32, private>, si32
  %v = tir.alloc "v"[1024] : !compass.ptr<vector<16xf16>, lsram>
  %y = tir.load %tmp[%c0] : !compass.ptr<f32, private>, si32
  return %y : f32
}

// CHECK-LABEL: __kernel void k(__global int* out, int n, int tile_buf) {
// CHECK-NEXT:    __local int sums_buf[4];
// CHECK-NEXT:    __lsram int8 acc_buf[4];
// CHECK-NEXT:    char row_buf[64];
// CHECK-NEXT:    __local float tile_buf_1[256];
// CHECK-NEXT:    __lsram uchar row_1_buf[32];
// CHECK-NEXT:    short [[T:_[0-9]+]]_buf[3];
// CHECK-NEXT:    int sums_1_buf[1];
// CHECK-NEXT:    __local int* sums = sums_buf;
// CHECK-NEXT:    __lsram int8* acc = acc_buf;
// CHECK-NEXT:    for (int i = 0; i < n; i += 1) {
// CHECK-NEXT:      char* row = row_buf;
// CHECK-NEXT:      if (i < 2) {
// CHECK-NEXT:        __local float* tile = tile_buf_1;
// CHECK-NEXT:        __lsram uchar* row_1 = row_1_buf;
// CHECK-NEXT:        __lsram uchar* {{_[0-9]+}} = (row_1 + tile_buf);
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    short* [[T]] = [[T]]_buf;
// CHECK-NEXT:    int* sums_1 = sums_1_buf;
// CHECK-NEXT:    int8 [[SUM:_[0-9]+]] = __vload(acc, ALL_TRUE_w);
// CHECK-NEXT:    __vstore([[SUM]], (__local int8*)sums, ALL_TRUE_w);
// CHECK-NEXT:    float {{_[0-9]+}} = k_helper(0x0p+0f/*0.000000e+00*/);
// CHECK-NEXT:    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:  }
func.func @k(%out: !compass.ptr<si32, global> {compass.name = "out"},
             %n: si32 {compass.name = "n"},
             %tb: si32 {compass.name = "tile_buf"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %zero = tir.const 0.0 : f32
  %sums = tir.alloc "sums"[4] : !compass.ptr<si32, shared>
  %acc = tir.alloc "acc"[4] : !compass.ptr<vector<8xsi32>, lsram>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %row = tir.alloc "row"[64] : !compass.ptr<si8, private>
    %c = tir.cmp lt, %i, %c2 : si32
    tir.if %c {
      // Shared arrays are hoisted out of loops and branches too.
      %tile = tir.alloc "tile"[256] : !compass.ptr<f32, shared>
      %row2 = tir.alloc "row"[32] : !compass.ptr<ui8, lsram>
      %p = tir.ptr_offset %row2, %tb : !compass.ptr<ui8, lsram>, si32
    }
  }
  // Without a Python name; a name taken by another pointer.
  %t = tir.alloc ""[3] : !compass.ptr<si16, private>
  %s2 = tir.alloc "sums"[1] : !compass.ptr<si32, private>
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %v = compass.vload %acc, %m : !compass.ptr<vector<8xsi32>, lsram>, !compass.mask<8> -> vector<8xsi32>
  compass.vstore %v, %sums, %m : vector<8xsi32>, !compass.ptr<si32, shared>, !compass.mask<8>
  %h = func.call @helper(%zero) : (f32) -> f32
  return
}
