// RUN: compass-opt %s -compass-lower | FileCheck %s --check-prefix=ALL
// RUN: compass-opt %s '-compass-lower=disable=cse' | FileCheck %s --check-prefix=NOCSE
// RUN: compass-opt %s '-compass-lower=disable=canonicalize,cse,compass-remove-loop-guards,compass-combine-instructions,compass-simplify' | FileCheck %s --check-prefix=NONE

// RUN: not compass-opt %s '-compass-lower=disable=cse,nonexistent-pass' 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// BuildManager(disabled_pass=...) skips the optional passes of -compass-lower:
// without cse the repeated product stays twice; without canonicalize the
// dead add stays too (the optimizer passes, which also drop dead code, are off).

// A name that is no optional pass is refused, not ignored.
// UNKNOWN: error: compass-lower: disable=nonexistent-pass names no optional pass (canonicalize, cse, compass-remove-loop-guards, compass-combine-instructions, compass-simplify)

// ALL-LABEL: func.func @twice
// ALL-COUNT-1: tir.mul
// ALL-NOT: tir.mul
// ALL-NOT: tir.add
// NOCSE-LABEL: func.func @twice
// NOCSE-COUNT-2: tir.mul
// NOCSE-NOT: tir.add
// NONE-LABEL: func.func @twice
// NONE: tir.add
// NONE-COUNT-2: tir.mul
func.func @twice(%a: !compass.ptr<si32, global> {compass.name = "a"},
                 %i: si32 {compass.name = "i"}) attributes {compass.kernel} {
  %two = tir.const 2 : si32
  %dead = tir.add %i, %two : si32
  %x = tir.mul %i, %two : si32
  %y = tir.mul %i, %two : si32
  tir.store %i, %a[%x] : !compass.ptr<si32, global>, si32
  tir.store %i, %a[%y] : !compass.ptr<si32, global>, si32
  return
}
