// RUN: compass-translate --to-gbuilder-plugin --split-input-file %s | FileCheck %s

// The roles of the entry kernel's parameters (ParamRoles.cpp), as the
// plugin's header line lists them: a pointer written through is an
// output_tensor, followed through derived pointers, variables, calls and
// returned pointers; an unwritten global.1 pointer is a const_tensor; AIFF
// arguments are descriptors; other pointers are inputs, scalars attrs.

// Through ptr_offset, ptr_cast and select; a load only reads.
// CHECK-LABEL: # GBuilder plugin of the Compass DSL kernel "alias"
// CHECK-NEXT: # Parameters: a:input_tensor out:output_tensor n:attr{{$}}
func.func @alias(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %out: !compass.ptr<si32, global> {compass.name = "out"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %q = tir.ptr_offset %out, %n : !compass.ptr<si32, global>, si32
  %r = tir.ptr_cast %q : !compass.ptr<si32, global> to !compass.ptr<ui8, global>
  %s = tir.ptr_cast %r : !compass.ptr<ui8, global> to !compass.ptr<si32, global>
  %t = tir.const true
  %p = tir.select %t, %s, %s : !compass.ptr<si32, global>
  tir.store %x, %p[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// A variable: what it holds when the store happens (flow sensitive, as
// upstream): `a` was replaced by `b` before the store.
// CHECK-LABEL: kernel "reassigned"
// CHECK-NEXT: # Parameters: a:input_tensor b:output_tensor{{$}}
func.func @reassigned(%a: !compass.ptr<si32, global> {compass.name = "a"},
                      %b: !compass.ptr<si32, global> {compass.name = "b"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %v = tir.var_decl "v" : !tir.var<!compass.ptr<si32, global>>
  tir.var_set %v, %a : !tir.var<!compass.ptr<si32, global>>
  tir.var_set %v, %b : !tir.var<!compass.ptr<si32, global>>
  %p = tir.var_get %v : !tir.var<!compass.ptr<si32, global>>
  tir.store %c0, %p[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// The two sides of a tir.if are joined; a loop's next iteration sees what
// the body assigned (`c` is written in the second iteration).
// CHECK-LABEL: kernel "joined"
// CHECK-NEXT: # Parameters: a:output_tensor b:output_tensor c:output_tensor d:input_tensor n:attr{{$}}
func.func @joined(%a: !compass.ptr<si32, global> {compass.name = "a"},
                  %b: !compass.ptr<si32, global> {compass.name = "b"},
                  %c: !compass.ptr<si32, global> {compass.name = "c"},
                  %d: !compass.ptr<si32, global> {compass.name = "d"},
                  %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %v = tir.var_decl "v" : !tir.var<!compass.ptr<si32, global>>
  %cond = tir.cmp lt, %n, %c1 : si32
  tir.if %cond {
    tir.var_set %v, %a : !tir.var<!compass.ptr<si32, global>>
  } else {
    tir.var_set %v, %b : !tir.var<!compass.ptr<si32, global>>
  }
  %p = tir.var_get %v : !tir.var<!compass.ptr<si32, global>>
  tir.store %c0, %p[%c0] : !compass.ptr<si32, global>, si32
  %w = tir.var_decl "w" : !tir.var<!compass.ptr<si32, global>>
  tir.var_set %w, %d : !tir.var<!compass.ptr<si32, global>>
  tir.for %i = %c0 to %n step %c1 : si32 {
    tir.var_set %w, %c : !tir.var<!compass.ptr<si32, global>>
    %q = tir.var_get %w : !tir.var<!compass.ptr<si32, global>>
    tir.store %c0, %q[%c0] : !compass.ptr<si32, global>, si32
    tir.var_set %w, %c : !tir.var<!compass.ptr<si32, global>>
  }
  %e = tir.var_decl "e" : !tir.var<!compass.ptr<si32, global>>
  tir.var_set %e, %d : !tir.var<!compass.ptr<si32, global>>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %q = tir.var_get %e : !tir.var<!compass.ptr<si32, global>>
    %x = tir.load %q[%c0] : !compass.ptr<si32, global>, si32
    tir.var_set %e, %a : !tir.var<!compass.ptr<si32, global>>
  }
  return
}

// -----

// A loop's next iteration sees what the body assigned last: `y` is held by
// the variable only from the second iteration's store on.
// CHECK-LABEL: kernel "loop"
// CHECK-NEXT: # Parameters: x:output_tensor y:output_tensor n:attr fake_input:input_tensor{{$}}
func.func @loop(%x: !compass.ptr<si32, global> {compass.name = "x"},
                %y: !compass.ptr<si32, global> {compass.name = "y"},
                %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %v = tir.var_decl "v" : !tir.var<!compass.ptr<si32, global>>
  tir.var_set %v, %x : !tir.var<!compass.ptr<si32, global>>
  tir.for %i = %c0 to %n step %c1 : si32 {
    %p = tir.var_get %v : !tir.var<!compass.ptr<si32, global>>
    tir.store %c0, %p[%c0] : !compass.ptr<si32, global>, si32
    tir.var_set %v, %y : !tir.var<!compass.ptr<si32, global>>
  }
  return
}

// -----

// A subroutine writes through its parameter; a pointer it returns is
// derived from the argument it came from.
// CHECK-LABEL: kernel "calls"
// CHECK-NEXT: # Parameters: src:input_tensor dst:output_tensor other:output_tensor n:attr{{$}}
func.func @write(%p: !compass.ptr<si32, global> {compass.name = "p"},
                 %q: !compass.ptr<si32, global> {compass.name = "q"}) {
  %c0 = tir.const 0 : si32
  %x = tir.load %q[%c0] : !compass.ptr<si32, global>, si32
  tir.store %x, %p[%c0] : !compass.ptr<si32, global>, si32
  return
}
func.func @pick(%p: !compass.ptr<si32, global> {compass.name = "p"},
                %k: si32 {compass.name = "k"}) -> !compass.ptr<si32, global> {
  %q = tir.ptr_offset %p, %k : !compass.ptr<si32, global>, si32
  return %q : !compass.ptr<si32, global>
}
func.func @calls(%src: !compass.ptr<si32, global> {compass.name = "src"},
                 %dst: !compass.ptr<si32, global> {compass.name = "dst"},
                 %other: !compass.ptr<si32, global> {compass.name = "other"},
                 %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  func.call @write(%dst, %src) : (!compass.ptr<si32, global>, !compass.ptr<si32, global>) -> ()
  %r = func.call @pick(%other, %n) : (!compass.ptr<si32, global>, si32) -> !compass.ptr<si32, global>
  tir.store %c0, %r[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// DMA destinations are written, DMA sources read; so are memset, transpose
// and upsample destinations and asynchronous copies.
// CHECK-LABEL: kernel "dma"
// CHECK-NEXT: # Parameters: in:input_tensor out:output_tensor fill:output_tensor tr:output_tensor up:output_tensor async:output_tensor n:attr{{$}}
func.func @dma(%in: !compass.ptr<si16, global> {compass.name = "in"},
               %out: !compass.ptr<si16, global> {compass.name = "out"},
               %fill: !compass.ptr<si16, global> {compass.name = "fill"},
               %tr: !compass.ptr<si16, global> {compass.name = "tr"},
               %up: !compass.ptr<si16, global> {compass.name = "up"},
               %async: !compass.ptr<si16, global> {compass.name = "async"},
               %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %buf = tir.alloc "buf"[64] : !compass.ptr<si16, lsram>
  compass.dma_copy %buf, %in, %n, %n, %n, %n : !compass.ptr<si16, lsram>, !compass.ptr<si16, global>
  compass.dma_copy %out, %buf, %n, %n, %n, %n : !compass.ptr<si16, global>, !compass.ptr<si16, lsram>
  %z = tir.const 0 : si16
  compass.dma_memset %fill, %z, %n : !compass.ptr<si16, global>, si16
  compass.dma_transpose2d %tr, %buf, %n, %n, %n, %n : !compass.ptr<si16, global>, !compass.ptr<si16, lsram>
  compass.dma_upsample %up, %buf, %n, %n, %n, %n, %n, %n, %n : !compass.ptr<si16, global>, !compass.ptr<si16, lsram>
  %e = compass.alloc_event : !compass.event
  compass.async_dma_copy %async, %buf, %n, %n, %n, %n, %e : !compass.ptr<si16, global>, !compass.ptr<si16, lsram>
  compass.wait_events %e : !compass.event
  return
}

// -----

// A vector store writes; global.1 is a const_tensor when only read, an
// output when written (written first, as upstream); global.2 and global.3
// are inputs.
// CHECK-LABEL: kernel "spaces"
// CHECK-NEXT: # Parameters: w:const_tensor w2:input_tensor w3:input_tensor o1:output_tensor out:output_tensor{{$}}
func.func @spaces(%w: !compass.ptr<vector<8xsi32>, global.1> {compass.name = "w"},
                  %w2: !compass.ptr<si32, global.2> {compass.name = "w2"},
                  %w3: !compass.ptr<si32, global.3> {compass.name = "w3"},
                  %o1: !compass.ptr<si32, global.1> {compass.name = "o1"},
                  %out: !compass.ptr<si32, global> {compass.name = "out"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %v = tir.load %w[%c0] : !compass.ptr<vector<8xsi32>, global.1>, si32
  %m = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
  compass.vstore %v, %out, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
  %x = tir.load %w2[%c0] : !compass.ptr<si32, global.2>, si32
  %y = tir.load %w3[%c0] : !compass.ptr<si32, global.3>, si32
  tir.store %x, %o1[%c0] : !compass.ptr<si32, global.1>, si32
  return
}

// -----

// Pointers given to S.aiff are descriptors (not outputs though AIFF writes
// through them); with no input tensor the first tensor is also fake_input.
// CHECK-LABEL: kernel "aiff"
// CHECK-NEXT: # Parameters: c:descriptor p:descriptor a:descriptor out:output_tensor fake_input:input_tensor{{$}}
func.func @aiff(%c: !compass.ptr<ui32, global> {compass.name = "c"},
                %p: !compass.ptr<ui32, global> {compass.name = "p"},
                %a: !compass.ptr<ui32, global> {compass.name = "a"},
                %out: !compass.ptr<f32, global> {compass.name = "out"}) attributes {compass.kernel} {
  compass.aiff %c, %p, %a : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
  %c0 = tir.const 0 : si32
  %z = tir.const 1.5 : f32
  tir.store %z, %out[%c0] : !compass.ptr<f32, global>, si32
  return
}
