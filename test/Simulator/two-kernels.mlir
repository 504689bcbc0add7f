// A module has one entry kernel: a second is a located error on every path
// that runs it (the simulator and the native tier find it alike).

// RUN: compass-sim %s --verify-diagnostics
// RUN: compass-sim %s --engine=native --verify-diagnostics

// expected-note @below {{the first entry kernel is here}}
func.func @first() attributes {compass.kernel} {
  return
}

// expected-error @below {{'func.func' op is a second entry kernel of the module}}
func.func @second() attributes {compass.kernel} {
  return
}
