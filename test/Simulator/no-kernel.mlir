// A module without a compass.kernel function has nothing to run.

// RUN: compass-sim %s --verify-diagnostics
// RUN: compass-sim %s --engine=native --verify-diagnostics

// expected-error @below {{has no func.func marked 'compass.kernel' to simulate}}
module {
  func.func @helper(%x: si32) -> si32 {
    return %x : si32
  }
}
