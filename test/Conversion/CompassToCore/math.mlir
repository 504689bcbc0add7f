// RUN: compass-opt %s -convert-compass-to-core -split-input-file | FileCheck %s

// The Math builtins call the native runtime's function for their name and
// lane type on the vectors in stack slots (allocated in the entry block);
// bfloat16 lanes go as their bits, not through float32; the mask selects
// the active lanes afterwards.

// CHECK-DAG: func.func private @compass_rt_math_exp_f32(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: func.func private @compass_rt_math_tanh_f16(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: func.func private @compass_rt_math_sin_bf16(!llvm.ptr, !llvm.ptr)
// CHECK-DAG: func.func private @compass_rt_math_pow_f32(!llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @math
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xf32>, %[[Y:[^:]*]]: vector<8xf32>, %[[H:[^:]*]]: vector<16xf16>, %[[B:[^:]*]]: vector<16xbf16>, %[[M:[^:]*]]: vector<8xi1>)
// CHECK-COUNT-9: llvm.alloca
// CHECK: llvm.store %[[X]], %[[IN:.*]] : vector<8xf32>, !llvm.ptr
// CHECK: call @compass_rt_math_exp_f32(%[[IN]], %[[OUT:[^)]*]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: %[[E:.*]] = llvm.load %[[OUT]] : !llvm.ptr -> vector<8xf32>
// CHECK: %[[EXP:.*]] = arith.select %[[M]], %[[E]], %{{.*}} : vector<8xi1>, vector<8xf32>
// CHECK: llvm.store %[[H]], %[[HIN:.*]] : vector<16xf16>, !llvm.ptr
// CHECK: call @compass_rt_math_tanh_f16(%[[HIN]], %[[HOUT:[^)]*]])
// CHECK: %[[TANH:.*]] = llvm.load %[[HOUT]] : !llvm.ptr -> vector<16xf16>
// CHECK-NOT: arith.extf
// CHECK: llvm.store %[[B]], %[[BIN:.*]] : vector<16xbf16>, !llvm.ptr
// CHECK: call @compass_rt_math_sin_bf16(%[[BIN]], %[[BOUT:[^)]*]])
// CHECK: %[[SIN:.*]] = llvm.load %[[BOUT]] : !llvm.ptr -> vector<16xbf16>
// CHECK: llvm.store %[[X]], %[[PX:.*]] : vector<8xf32>, !llvm.ptr
// CHECK: llvm.store %[[Y]], %[[PY:.*]] : vector<8xf32>, !llvm.ptr
// CHECK: call @compass_rt_math_pow_f32(%[[PX]], %[[PY]], %[[POUT:[^)]*]])
// CHECK: %[[POW:.*]] = llvm.load %[[POUT]] : !llvm.ptr -> vector<8xf32>
// CHECK: return %[[EXP]], %[[TANH]], %[[SIN]], %[[POW]]
func.func @math(%x: vector<8xf32>, %y: vector<8xf32>, %h: vector<16xf16>, %b: vector<16xbf16>, %m: !compass.mask<8>) -> (vector<8xf32>, vector<16xf16>, vector<16xbf16>, vector<8xf32>) {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %0 = compass.vexp %x, %m : vector<8xf32>, !compass.mask<8>
  %1 = compass.vtanh %h, %all16 : vector<16xf16>, !compass.mask<16>
  %2 = compass.vsin %b, %all16 : vector<16xbf16>, !compass.mask<16>
  %3 = compass.vpow %x, %y, %all8 : vector<8xf32>, !compass.mask<8>
  return %0, %1, %2, %3 : vector<8xf32>, vector<16xf16>, vector<16xbf16>, vector<8xf32>
}

// -----

// S.floor, S.ceil and S.sqrt (every float type) and S.rsqrt of float32 are
// the IEEE operations dsl_math.h performs, on whole vectors: 16-bit lanes
// in float32 (exact), rsqrt in double; a NaN lane is the positive quiet
// NaN, selected as bits.

// CHECK-LABEL: func.func @expanded
// CHECK-SAME: (%[[X:[^:]*]]: vector<8xf32>, %[[H:[^:]*]]: vector<16xf16>, %[[B:[^:]*]]: vector<16xbf16>)
// CHECK-NOT: call
// CHECK: %[[FLOOR:.*]] = math.floor %[[X]] : vector<8xf32>
// CHECK: arith.bitcast %[[FLOOR]] : vector<8xf32> to vector<8xi32>
// CHECK: arith.cmpi ugt
// CHECK: %[[WIDE:.*]] = arith.extf %[[H]] : vector<16xf16> to vector<16xf32>
// CHECK: %[[CEIL:.*]] = math.ceil %[[WIDE]] : vector<16xf32>
// CHECK: arith.truncf %[[CEIL]] : vector<16xf32> to vector<16xf16>
// CHECK: arith.constant dense<32256> : vector<16xi16>
// CHECK: %[[BWIDE:.*]] = arith.extf %[[B]] : vector<16xbf16> to vector<16xf32>
// CHECK: %[[ROOT:.*]] = math.sqrt %[[BWIDE]] : vector<16xf32>
// CHECK: arith.bitcast %[[ROOT]] : vector<16xf32> to vector<16xi32>
// CHECK: arith.constant dense<32704> : vector<16xi16>
// CHECK: %[[D:.*]] = arith.extf %[[X]] : vector<8xf32> to vector<8xf64>
// CHECK: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<8xf64>
// CHECK: %[[S:.*]] = math.sqrt %[[D]] : vector<8xf64>
// CHECK: %[[Q:.*]] = arith.divf %[[ONE]], %[[S]] : vector<8xf64>
// CHECK: arith.truncf %[[Q]] : vector<8xf64> to vector<8xf32>
// CHECK-LABEL: func.func @called
// CHECK: call @compass_rt_math_rsqrt_f16
func.func @expanded(%x: vector<8xf32>, %h: vector<16xf16>, %b: vector<16xbf16>) -> (vector<8xf32>, vector<16xf16>, vector<16xbf16>, vector<8xf32>) {
  %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %0 = compass.vfloor %x, %all8 : vector<8xf32>, !compass.mask<8>
  %1 = compass.vceil %h, %all16 : vector<16xf16>, !compass.mask<16>
  %2 = compass.vsqrt %b, %all16 : vector<16xbf16>, !compass.mask<16>
  %3 = compass.vrsqrt %x, %all8 : vector<8xf32>, !compass.mask<8>
  return %0, %1, %2, %3 : vector<8xf32>, vector<16xf16>, vector<16xbf16>, vector<8xf32>
}
func.func @called(%h: vector<16xf16>) -> vector<16xf16> {
  %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
  %0 = compass.vrsqrt %h, %all16 : vector<16xf16>, !compass.mask<16>
  return %0 : vector<16xf16>
}
