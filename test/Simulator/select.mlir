// tir.select on scalars, native vectors and masks.

// RUN: compass-sim %s --arg=buffer:si32:8:iota --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:i1:1 | FileCheck %s --check-prefix=TRUE
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8:iota --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:i1:1 | FileCheck %s --check-prefix=TRUE
// TRUE: arg1 = [10, 1, 2, 3, 4, 5, 6, 7]
// TRUE: arg2 = [0, 2, 4, 6, 8, 10, 12, 14]

// RUN: compass-sim %s --arg=buffer:si32:8:iota --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:i1:0 | FileCheck %s --check-prefix=FALSE
// RUN: compass-sim %s --engine=native --arg=buffer:si32:8:iota --arg=buffer:si32:8 \
// RUN:   --arg=buffer:si32:8 --arg=scalar:i1:0 | FileCheck %s --check-prefix=FALSE
// FALSE: arg1 = [20, 0, 0, 0, 0, 0, 0, 0]
// FALSE: arg2 = [0, 2, 0, 6, 0, 10, 0, 14]

func.func @select(%in: !compass.ptr<si32, global>, %out: !compass.ptr<si32, global>,
                  %out2: !compass.ptr<si32, global>, %c: i1) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %zero = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %zero : si32
  tir.if %first {
    %all = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %odd = compass.const_mask [false, true, false, true, false, true, false, true] : !compass.mask<8>
    %v = compass.vload %in, %all : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %zeros = compass.vsub %v, %v, %all : vector<8xsi32>, !compass.mask<8>
    // A vector: the input or zeros.
    %w = tir.select %c, %v, %zeros : vector<8xsi32>
    compass.vstore %w, %out, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    // A scalar.
    %ten = tir.const 10 : si32
    %twenty = tir.const 20 : si32
    %x = tir.select %c, %ten, %twenty : si32
    tir.store %x, %out[%zero] : !compass.ptr<si32, global>, si32
    // A mask: all lanes or the odd ones.
    %m = tir.select %c, %all, %odd : !compass.mask<8>
    %twice = compass.vadd %v, %v, %m r %zeros : vector<8xsi32>, !compass.mask<8>
    compass.vstore %twice, %out2, %all : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  }
  return
}
