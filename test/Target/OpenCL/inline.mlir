// RUN: compass-translate --to-opencl %s | FileCheck %s

// @S.prim_func(is_inline=True / False) reaches the C as upstream's
// _CLC_INLINE / _CLC_NOINLINE before the declaration and the definition of a
// subroutine (runtime/include/compass/dsl.h defines both); without the
// attribute nothing is printed.

// CHECK:      _CLC_INLINE int entry_inlined(int);
// CHECK-NEXT: int entry_plain(int);
// CHECK-NEXT: _CLC_NOINLINE int entry_separate(int);
// CHECK:      _CLC_INLINE int entry_inlined(int x) {
// CHECK:      int entry_plain(int x) {
// CHECK:      _CLC_NOINLINE int entry_separate(int x) {
// CHECK:      __kernel void entry(__global int* out) {

func.func @inlined(%x: si32 {compass.name = "x"}) -> si32 attributes {compass.inline = true} {
  return %x : si32
}
func.func @plain(%x: si32 {compass.name = "x"}) -> si32 {
  return %x : si32
}
func.func @separate(%x: si32 {compass.name = "x"}) -> si32 attributes {compass.inline = false} {
  return %x : si32
}
func.func @entry(%out: !compass.ptr<si32, global> {compass.name = "out"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %a = func.call @inlined(%c0) : (si32) -> si32
  %b = func.call @plain(%a) : (si32) -> si32
  %c = func.call @separate(%b) : (si32) -> si32
  tir.store %c, %out[%c0] : !compass.ptr<si32, global>, si32
  return
}
