// RUN: compass-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The argument attributes the front end records for the call's checks
// (KernelParams.h): `compass.size` on an integer scalar, `compass.shapes` on
// a pointer, with constant extents and extents naming an integer scalar.

// CHECK-LABEL: func.func @k
// CHECK-SAME: compass.shapes = {{\[}}[4, "n"], [2]]
// CHECK-SAME: compass.size
func.func @k(%a: !compass.ptr<si8, global> {compass.name = "a", compass.shapes = [[4, "n"], [2]]},
             %n: si32 {compass.name = "n", compass.size}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{'compass.size' is a unit attribute of an integer scalar argument, got unit on 'f32'}}
func.func @size_on_a_float(%x: f32 {compass.size}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{'compass.size' is a unit attribute of an integer scalar argument, got 1 : i64 on 'si32'}}
func.func @size_not_unit(%x: si32 {compass.size = 1}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{'compass.shapes' is an array of shapes on a pointer argument, got [[4]] on 'si32'}}
func.func @shapes_on_a_scalar(%x: si32 {compass.shapes = [[4]]}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{'compass.shapes' holds non-empty arrays of extents, got []}}
func.func @empty_shape(%a: !compass.ptr<si8, global> {compass.shapes = [[]]}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{an extent of 'compass.shapes' is a positive integer or the name of an integer scalar argument, got 0 : i64}}
func.func @zero_extent(%a: !compass.ptr<si8, global> {compass.shapes = [[0]]}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{an extent of 'compass.shapes' is a positive integer or the name of an integer scalar argument, got "x"}}
func.func @float_extent(%a: !compass.ptr<si8, global> {compass.shapes = [["x"]]},
                        %x: f32 {compass.name = "x"}) attributes {compass.kernel} {
  return
}

// -----

// expected-error @+1 {{an extent of 'compass.shapes' is a positive integer or the name of an integer scalar argument, got "m"}}
func.func @unknown_name(%a: !compass.ptr<si8, global> {compass.shapes = [["m"]]},
                        %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  return
}
