// RUN: compass-opt %s | compass-opt | FileCheck %s
// RUN: compass-opt %s --mlir-print-op-generic | compass-opt | FileCheck %s

// global.1, global.2 and global.3 (global memory of ASIDs 1 to 3) are
// address spaces of their own: they print, parse and stay apart from
// global through pointer arithmetic, loads, stores and DMA.

// CHECK-LABEL: func.func @asid(
// CHECK-SAME: !compass.ptr<si32, global.1>
// CHECK-SAME: !compass.ptr<f16, global.2>
// CHECK-SAME: !compass.ptr<vector<8xsi32>, global.3>
func.func @asid(%a: !compass.ptr<si32, global.1>, %b: !compass.ptr<f16, global.2>,
                %c: !compass.ptr<vector<8xsi32>, global.3>, %n: si32) {
  // CHECK: tir.ptr_offset %{{.*}}, %{{.*}} : <si32, global.1>, si32
  %q = tir.ptr_offset %a, %n : !compass.ptr<si32, global.1>, si32
  // CHECK: tir.ptr_cast %{{.*}} : <si32, global.1> to <ui8, global.1>
  // CHECK: tir.load %{{.*}}[%{{.*}}] : <si32, global.1>, si32
  // CHECK: tir.store %{{.*}}, %{{.*}}[%{{.*}}] : <si32, global.1>, si32
  %r = tir.ptr_cast %q : !compass.ptr<si32, global.1> to !compass.ptr<ui8, global.1>
  %x = tir.load %q[%n] : !compass.ptr<si32, global.1>, si32
  tir.store %x, %q[%n] : !compass.ptr<si32, global.1>, si32
  %buf = tir.alloc "buf"[64] : !compass.ptr<f16, lsram>
  // CHECK: compass.dma_copy {{.*}} : <f16, lsram>, <f16, global.2>
  compass.dma_copy %buf, %b, %n, %n, %n, %n : !compass.ptr<f16, lsram>, !compass.ptr<f16, global.2>
  // CHECK: compass.dma_upsample {{.*}} : <f16, global.2>, <f16, lsram>
  compass.dma_upsample %b, %buf, %n, %n, %n, %n, %n, %n, %n : !compass.ptr<f16, global.2>, !compass.ptr<f16, lsram>
  // CHECK: tir.load %{{.*}}[%{{.*}}] : <vector<8xsi32>, global.3>, si32
  %v = tir.load %c[%n] : !compass.ptr<vector<8xsi32>, global.3>, si32
  return
}
