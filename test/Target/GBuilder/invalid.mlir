// RUN: compass-translate --to-gbuilder-plugin --split-input-file --verify-diagnostics %s
// RUN: not compass-translate --to-compass-ir %s 2>&1 | FileCheck %s --check-prefix=NOCALL

// What GBuilder cannot take is a located error.

// A kernel that writes none of its pointers has no output tensor.
// expected-error @+1 {{the kernel "readonly" has no output: it writes through none of its pointer parameters, and GBuilder needs at least one output tensor}}
func.func @readonly(%a: !compass.ptr<si32, global> {compass.name = "a"},
                    %w: !compass.ptr<si32, global.1> {compass.name = "w"},
                    %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  %y = tir.load %w[%c0] : !compass.ptr<si32, global.1>, si32
  return
}

// -----

// Writing only memory of its own is no output either.
// expected-error @+1 {{the kernel "local" has no output}}
func.func @local(%a: !compass.ptr<si32, global> {compass.name = "a"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %buf = tir.alloc "buf"[8] : !compass.ptr<si32, lsram>
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  tir.store %x, %buf[%c0] : !compass.ptr<si32, lsram>, si32
  return
}

// -----

// Names become attribute keys and Python strings: identifiers only.
// expected-error @+1 {{the parameter name "x=1" is not a Python identifier: GBuilder takes it as an attribute key and a Python string}}
func.func @k(%out: !compass.ptr<si32, global> {compass.name = "x=1"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  tir.store %c0, %out[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// expected-error @+1 {{the kernel name "my.kernel" is not a Python identifier: GBuilder's plugin class DSL_<name>Plugin needs one}}
func.func @"my.kernel"(%out: !compass.ptr<si32, global> {compass.name = "out"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  tir.store %c0, %out[%c0] : !compass.ptr<si32, global>, si32
  return
}

// -----

// expected-error @+1 {{has no func.func marked 'compass.kernel' to describe}}
module {
  func.func @helper() {
    return
  }
}

// NOCALL: error: --to-compass-ir needs the call's arrays: pass --compass-call=<json>

// -----

// expected-note @+1 {{the first entry kernel is here}}
func.func @first() attributes {compass.kernel} {
  return
}

// expected-error @+1 {{'func.func' op is a second entry kernel of the module}}
func.func @second() attributes {compass.kernel} {
  return
}
