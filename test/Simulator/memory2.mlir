// Memory II in the simulator: a strided load and store, a gather with a
// negative int16 index, a scatter whose repeated index keeps the last active
// lane, a fill, a transpose and an upsample; a stride below 1 and an active
// lane out of bounds stop the run at their line.

// RUN: compass-sim %s --arg=buffer:si32:16:iota --arg=buffer:si32:16 --arg=buffer:si16:32:values=7,-6,-3,-2,-1,1,5,-8,0,0,0,0,0,0,0,0,7,-6,-3,-3,-3,1,5,-8,0,0,0,0,0,0,0,0 --arg=scalar:si32:0 | FileCheck %s
// RUN: compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=buffer:si32:16 --arg=buffer:si16:32:values=7,-6,-3,-2,-1,1,5,-8,0,0,0,0,0,0,0,0,7,-6,-3,-3,-3,1,5,-8,0,0,0,0,0,0,0,0 --arg=scalar:si32:0 | FileCheck %s
// CHECK: arg1 = [0, 3, 2, 9, 12, 7, 0, 0, 0, 0, 0, 5, 5, 13, 0, 15]
// RUN: compass-sim %s --arg=buffer:si32:16:iota --arg=buffer:si32:16 --arg=buffer:si16:32:values=7,-6,-3,-2,-1,1,5,-8,0,0,0,0,0,0,0,0,7,-6,-3,-3,-3,1,5,-8,0,0,0,0,0,0,0,0 --arg=scalar:si32:1 | FileCheck %s --check-prefix=DMA
// RUN: compass-sim %s --engine=native --arg=buffer:si32:16:iota --arg=buffer:si32:16 --arg=buffer:si16:32:values=7,-6,-3,-2,-1,1,5,-8,0,0,0,0,0,0,0,0,7,-6,-3,-3,-3,1,5,-8,0,0,0,0,0,0,0,0 --arg=scalar:si32:1 | FileCheck %s --check-prefix=DMA
// DMA: arg1 = [0, 4, 1, 5, 2, 6, 3, 7, 0, 0, 1, 1, 0, 0, 1, 1]
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=buffer:si32:16 --arg=buffer:si16:32:values=7,-6,-3,-2,-1,1,5,-8,0,0,0,0,0,0,0,0,7,-6,-3,-3,-3,1,5,-8,0,0,0,0,0,0,0,0 --arg=scalar:si32:2 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: not compass-sim %s --arg=buffer:si32:16:iota --arg=buffer:si32:16 --arg=buffer:si16:32:values=7,-6,-3,-2,-1,1,5,-8,0,0,0,0,0,0,0,0,7,-6,-3,-3,-3,1,5,-8,0,0,0,0,0,0,0,0 --arg=scalar:si32:3 2>&1 | FileCheck %s --check-prefix=BOUNDS

func.func @k(%a: !compass.ptr<si32, global> {compass.name = "a"}, %out: !compass.ptr<si32, global> {compass.name = "out"},
             %idx: !compass.ptr<si16, global> {compass.name = "idx"}, %mode: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %c3 = tir.const 3 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  %m5 = compass.const_mask [true, true, true, true, true, false, false, false] : !compass.mask<8>
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %is0 = tir.cmp eq, %mode, %c0 : si32
  %go0 = tir.and %first, %is0 : i1
  tir.if %go0 {
    // out[0:8] = a[0], a[3], … a[12] on 5 lanes, 0 on the others.
    %v = compass.vload_stride %a, %c3, %m5 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    compass.vstore %v, %out, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    // g = a[8 + i[k]] = 15, 2, 5, 6, 7, 9, 13, 0.
    // i = idx[0:16], j = idx[16:32].
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %i = compass.vload %idx, %all16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %c16 = tir.const 16 : si32
    %idx16 = tir.ptr_offset %idx, %c16 : !compass.ptr<si16, global>, si32
    %j = compass.vload %idx16, %all16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %c8 = tir.const 8 : si32
    %a8 = tir.ptr_offset %a, %c8 : !compass.ptr<si32, global>, si32
    %g = compass.vload_gather %a8 [%i] first 0, %all : !compass.ptr<si32, global>, (vector<16xsi16>), !compass.mask<8> -> vector<8xsi32>
    // out[8 + j[k]] = g[k]: lanes 2, 3, 4 share index -3; lane 4's 7 stays.
    %o8 = tir.ptr_offset %out, %c8 : !compass.ptr<si32, global>, si32
    %m4 = compass.const_mask [true, true, true, true, true, false, true, false] : !compass.mask<8>
    compass.vstore_scatter %g, %o8 [%j] first 0, %m4 : vector<8xsi32>, !compass.ptr<si32, global>, (vector<16xsi16>), !compass.mask<8>
    // out[11:13] = 5.
    %c5 = tir.const 5 : si32
    %c11 = tir.const 11 : si32
    %o11 = tir.ptr_offset %out, %c11 : !compass.ptr<si32, global>, si32
    compass.dma_memset %o11, %c5, %c2 : !compass.ptr<si32, global>, si32
  }
  %is1 = tir.cmp eq, %mode, %c1 : si32
  %go1 = tir.and %first, %is1 : i1
  tir.if %go1 {
    // out[0:8] = the 2 x 4 matrix a[0:8] transposed; out[8:16] = a[0:2]
    // upsampled 2 x 2 (c = 1, w = 2).
    %c4 = tir.const 4 : si32
    %c8 = tir.const 8 : si32
    %c16 = tir.const 16 : si32
    %buf = tir.alloc "buf"[16] : !compass.ptr<si32, lsram>
    compass.dma_transpose2d %out, %a, %c2, %c4, %c2, %c4 : !compass.ptr<si32, global>, !compass.ptr<si32, global>
    compass.dma_copy %buf, %a, %c16, %c16, %c1, %c16 : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
    %o8 = tir.ptr_offset %out, %c8 : !compass.ptr<si32, global>, si32
    compass.dma_upsample %o8, %buf, %c2, %c2, %c1, %c2, %c1, %c1, %c4 : !compass.ptr<si32, global>, !compass.ptr<si32, lsram>
  }
  %is2 = tir.cmp eq, %mode, %c2 : si32
  tir.if %is2 {
    // STRIDE: memory2.mlir:[[@LINE+1]]:10: error: The arg "stride" expect >= 1, but got: "0".
    %v = compass.vload_stride %a, %c0, %m5 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  }
  %is3 = tir.cmp eq, %mode, %c3 : si32
  tir.if %is3 {
    // Lane 4 of stride 4 is element 16, one past the end; lane 5 is masked off.
    %c4 = tir.const 4 : si32
    // BOUNDS: memory2.mlir:[[@LINE+1]]:10: error: out of bounds: read of 4 bytes at byte offset 64 of "a" (64 bytes)
    %v = compass.vload_stride %a, %c4, %m5 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  }
  return
}
