// RUN: compass-opt %s -convert-compass-to-core -verify-diagnostics

// A builtin without a native lowering yet is refused where it stands, once
// per kind, never lowered wrong.
// (compass.vperm lowers with constant indices, not with a runtime shift.)
func.func @k(%x: vector<8xsi32>, %y: vector<8xsi32>, %s: si32) -> (vector<8xsi32>, vector<8xsi32>) {
  // expected-error @below {{'compass.vperm' is not lowered on the native path yet; run the kernel in the simulator or on POCL}}
  %z = compass.vperm %x, %y shift %s indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  %w = compass.vperm %y, %x shift %s indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
  return %z, %w : vector<8xsi32>, vector<8xsi32>
}
