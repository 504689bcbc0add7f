// A pointer parameter to a vector wider than a register has a description
// (KernelParams.cpp), but the simulator cannot access it: a located decode
// error.

// RUN: compass-sim %s --verify-diagnostics

// expected-error @below {{'func.func' op has parameter #0 of type '!compass.ptr<vector<16xsi32>, global>', which the simulator does not support}}
func.func @k(%p: !compass.ptr<vector<16xsi32>, global>) attributes {compass.kernel} {
  return
}
