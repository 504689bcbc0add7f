// RUN: compass-translate --to-opencl %s | FileCheck %s

// The permutations print as their runtime builtins: compass.vperm as
// __vperm(x, y, T, shift, index table) (x again for one input), vcompress
// as __vcompt / __vcompc, vtbl as __vtbl (3 or 4 tables) or __vperm (2
// tables, the hardware's and upstream's name).

// CHECK-LABEL: __kernel void permute(
// CHECK:    int8 [[X:_[0-9]+]] = __vload(
// CHECK:    int8 [[Z:_[0-9]+]] = __vperm([[X]], [[X]], 16, 0, (uchar32)(0, 8, 1, 9, 2, 10, 3, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
// CHECK:    int8 [[C:_[0-9]+]] = __vcompt(__vperm([[Z]], [[Z]], 8, [[S:[a-z0-9_]+]], (uchar32)(0, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), [[M:[a-zA-Z0-9_]+]]);
// CHECK:    int8 [[P:_[0-9]+]] = __vperm(__vtbl(__vcompc([[C]], [[X]], [[M]]), [[C]], [[X]], [[X]]), [[C]], [[X]]);
// CHECK-NEXT:    __vstore([[P]], 
func.func @permute(%a: !compass.ptr<si32, global>, %s: si32) attributes {compass.kernel} {
  %all = compass.const_mask [true, true, true, true, true, true, true, true] : <8>
  %x = compass.vload %a, %all : <si32, global>, <8> -> vector<8xsi32>
  %z = compass.vperm %x, %x indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  %r = compass.vperm %z shift %s indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xsi32> -> vector<8xsi32>
  %c = compass.vcompress %r, %all : vector<8xsi32>, !compass.mask<8>
  %d = compass.vcompress %c, %all fill %x : vector<8xsi32>, !compass.mask<8>
  %t = compass.vtbl %d, %c, %x indices %x : vector<8xsi32>, vector<8xsi32>, vector<8xsi32> indices vector<8xsi32> -> vector<8xsi32>
  %t2 = compass.vtbl %t, %c indices %x : vector<8xsi32>, vector<8xsi32> indices vector<8xsi32> -> vector<8xsi32>
  compass.vstore %t2, %a, %all : vector<8xsi32>, <si32, global>, <8>
  return
}
