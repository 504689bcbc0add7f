// RUN: compass-opt %s -split-input-file -verify-diagnostics

// The rules between global and global.1 … global.3 are upstream's: a cast
// keeps the address space (pointer arithmetic too, by its type); DMA fill
// takes global but not the other ASIDs.

func.func @cast_changes_asid(%p: !compass.ptr<si32, global.1>) {
  // expected-error @+1 {{'tir.ptr_cast' op cannot change the address space (global.1 to global)}}
  %q = tir.ptr_cast %p : !compass.ptr<si32, global.1> to !compass.ptr<si32, global>
  return
}

// -----

func.func @fill_asid(%p: !compass.ptr<si32, global.1>, %x: si32, %n: si32) {
  // expected-error @+1 {{'compass.dma_memset' op cannot fill global.1 memory}}
  compass.dma_memset %p, %x, %n : !compass.ptr<si32, global.1>, si32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @select_mixed(%c: i1, %p: !compass.ptr<si32, global.1>, %q: !compass.ptr<si32, global>) {
  // expected-error @+1 {{use of value '%q' expects different type than prior uses}}
  %r = tir.select %c, %p, %q : !compass.ptr<si32, global.1>
  return
}

// -----

// expected-error @+2 {{expected ::mlir::compass::AddressSpace to be one of: global, lsram, shared, private, constant, global.1, global.2, global.3}}
// expected-error @+1 {{failed to parse Compass_PtrType parameter 'space'}}
func.func @unknown(%p: !compass.ptr<si32, global.4>) {
  return
}
