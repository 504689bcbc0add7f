// RUN: compass-translate --to-opencl %s | FileCheck %s
// RUN: compass-translate --to-opencl-checked %s | FileCheck %s --check-prefix=CHECKED

// A variable assigned right after its declaration is declared with that
// value as its initializer (`int x = 0;`): the value was computed before
// the declaration. Anything between the two, or a value computed after the
// declaration, keeps the declaration and the assignment apart. A vector
// broadcast of a literal or a name is a cast without parentheses.

// CHECK-LABEL: __kernel void initializers(__global int* a, __global int8* v, int n) {
// CHECK-NEXT:    int zero = 0;
// CHECK-NEXT:    int8 splat = (int8)0;
// CHECK-NEXT:    int8 spread = (int8)n;
// CHECK-NEXT:    int copy = zero;
// CHECK-NEXT:    int sum = (int)((uint)n + 1u);
// CHECK-NEXT:    int later;
// CHECK-NEXT:    later = a[0];
// CHECK-NEXT:    int apart;
// CHECK-NEXT:    a[1] = n;
// CHECK-NEXT:    apart = n;
// CHECK-NEXT:    int other;
// CHECK-NEXT:    zero = n;
// CHECK-NEXT:    other = 1;
// CHECK-NEXT:    v[0] = splat;
// CHECK-NEXT:    v[1] = spread;
// CHECK-NEXT:    a[2] = (int)((uint)((int)((uint)((int)((uint)copy + (uint)sum)) + (uint)later)) + (uint)((int)((uint)apart + (uint)other)));
// CHECKED-LABEL: __kernel void initializers(
// CHECKED:         int zero = 0;
// CHECKED-NEXT:    int8 splat = (int8)0;
// CHECKED:         int later;
// CHECKED-NEXT:    int [[X:_[0-9]+]] = {{.*}}a + 0{{.*}};
// CHECKED-NEXT:    later = [[X]];
func.func @initializers(%a: !compass.ptr<si32, global> {compass.name = "a"},
                        %v: !compass.ptr<vector<8xsi32>, global> {compass.name = "v"},
                        %n: si32 {compass.name = "n"}) attributes {compass.kernel} {
  %c0 = tir.const 0 : si32
  %c1 = tir.const 1 : si32
  %c2 = tir.const 2 : si32
  %zero = tir.var_decl "zero" : !tir.var<si32>
  tir.var_set %zero, %c0 : !tir.var<si32>
  %b0 = compass.vbcast %c0 : si32 -> vector<8xsi32>
  %splat = tir.var_decl "splat" : !tir.var<vector<8xsi32>>
  tir.var_set %splat, %b0 : !tir.var<vector<8xsi32>>
  %bn = compass.vbcast %n : si32 -> vector<8xsi32>
  %spread = tir.var_decl "spread" : !tir.var<vector<8xsi32>>
  tir.var_set %spread, %bn : !tir.var<vector<8xsi32>>
  // A read of another variable, an expression.
  %z = tir.var_get %zero : !tir.var<si32>
  %copy = tir.var_decl "copy" : !tir.var<si32>
  tir.var_set %copy, %z : !tir.var<si32>
  %n1 = tir.add %n, %c1 : si32
  %sum = tir.var_decl "sum" : !tir.var<si32>
  tir.var_set %sum, %n1 : !tir.var<si32>
  // The value is computed after the declaration.
  %later = tir.var_decl "later" : !tir.var<si32>
  %x = tir.load %a[%c0] : !compass.ptr<si32, global>, si32
  tir.var_set %later, %x : !tir.var<si32>
  // A store between the declaration and the assignment.
  %apart = tir.var_decl "apart" : !tir.var<si32>
  tir.store %n, %a[%c1] : !compass.ptr<si32, global>, si32
  tir.var_set %apart, %n : !tir.var<si32>
  // The next assignment is another variable's.
  %other = tir.var_decl "other" : !tir.var<si32>
  tir.var_set %zero, %n : !tir.var<si32>
  tir.var_set %other, %c1 : !tir.var<si32>
  %gs = tir.var_get %splat : !tir.var<vector<8xsi32>>
  tir.store %gs, %v[%c0] : !compass.ptr<vector<8xsi32>, global>, si32
  %gn = tir.var_get %spread : !tir.var<vector<8xsi32>>
  tir.store %gn, %v[%c1] : !compass.ptr<vector<8xsi32>, global>, si32
  %g1 = tir.var_get %copy : !tir.var<si32>
  %g2 = tir.var_get %sum : !tir.var<si32>
  %g3 = tir.var_get %later : !tir.var<si32>
  %g4 = tir.var_get %apart : !tir.var<si32>
  %g5 = tir.var_get %other : !tir.var<si32>
  %s1 = tir.add %g1, %g2 : si32
  %s2 = tir.add %s1, %g3 : si32
  %s3 = tir.add %g4, %g5 : si32
  %s4 = tir.add %s2, %s3 : si32
  tir.store %s4, %a[%c2] : !compass.ptr<si32, global>, si32
  return
}
