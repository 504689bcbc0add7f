// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// Round trip of Memory II: strided and indexed vector accesses, DMA fill,
// transpose and upsample, and the cache.

// CHECK-LABEL: func.func @vectors
func.func @vectors(%p: !compass.ptr<si32, global>, %h: !compass.ptr<f16, lsram>,
                   %b: !compass.ptr<vector<32xui8>, shared>, %s: si32,
                   %m8: !compass.mask<8>, %m16: !compass.mask<16>, %m32: !compass.mask<32>,
                   %i: vector<16xui16>, %j: vector<16xsi16>, %v: vector<8xsi32>,
                   %f: vector<16xf16>, %u: vector<32xui8>) {
  // CHECK: compass.vload_stride %{{.*}}, %{{.*}}, %{{.*}} : <si32, global>, <8> -> vector<8xsi32>
  %a = compass.vload_stride %p, %s, %m8 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
  // CHECK: compass.vstore_stride %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<16xf16>, <f16, lsram>, <16>
  compass.vstore_stride %f, %h, %s, %m16 : vector<16xf16>, !compass.ptr<f16, lsram>, !compass.mask<16>
  // CHECK: compass.vload_gather %{{.*}} [%{{.*}}] first 8, %{{.*}} : <si32, global>, (vector<16xui16>), <8> -> vector<8xsi32>
  %g = compass.vload_gather %p [%i] first 8, %m8 : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8> -> vector<8xsi32>
  // CHECK: compass.vload_gather %{{.*}} [%{{.*}}, %{{.*}}] first 0, %{{.*}} : <vector<32xui8>, shared>, (vector<16xsi16>, vector<16xsi16>), <32> -> vector<32xui8>
  %g8 = compass.vload_gather %b [%j, %j] first 0, %m32 : !compass.ptr<vector<32xui8>, shared>, (vector<16xsi16>, vector<16xsi16>), !compass.mask<32> -> vector<32xui8>
  // CHECK: compass.vstore_scatter %{{.*}}, %{{.*}} [%{{.*}}] first 0, %{{.*}} : vector<16xf16>, <f16, lsram>, (vector<16xsi16>), <16>
  compass.vstore_scatter %f, %h [%j] first 0, %m16 : vector<16xf16>, !compass.ptr<f16, lsram>, (vector<16xsi16>), !compass.mask<16>
  return
}

// CHECK-LABEL: func.func @dma
func.func @dma(%g: !compass.ptr<si32, global>, %l: !compass.ptr<si32, lsram>,
               %sh: !compass.ptr<f16, shared>, %x: f16, %n: si32) {
  // CHECK: compass.dma_memset %{{.*}}, %{{.*}}, %{{.*}} : <f16, shared>, f16
  compass.dma_memset %sh, %x, %n : !compass.ptr<f16, shared>, f16
  // CHECK: compass.dma_transpose2d %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {srcStrideGiven} : <si32, lsram>, <si32, global>
  compass.dma_transpose2d %l, %g, %n, %n, %n, %n {srcStrideGiven} : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
  // CHECK: compass.dma_upsample %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : <si32, global>, <si32, lsram>
  compass.dma_upsample %g, %l, %n, %n, %n, %n, %n, %n, %n : !compass.ptr<si32, global>, !compass.ptr<si32, lsram>
  // CHECK: compass.flush_cache {invalidate}
  compass.flush_cache {invalidate}
  // CHECK: compass.flush_cache{{$}}
  compass.flush_cache
  return
}
