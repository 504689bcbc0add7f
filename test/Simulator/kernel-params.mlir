// A kernel parameter no caller can pass (a vector) is a located decode
// error of the parameters' description (KernelParams.cpp), never an abort.

// RUN: compass-sim %s --verify-diagnostics

// expected-error @below {{'func.func' op has parameter #1 of type 'vector<8xsi32>', which a kernel's caller cannot pass}}
func.func @k(%p: !compass.ptr<si32, global>, %v: vector<8xsi32>) attributes {compass.kernel} {
  return
}
