// The tables compass-tblgen writes from the facts of binary scalar
// operators (TIR_OperatorFacts, as in TIROps.td), and its refusals.
// RUN: compass-tblgen -gen-tir-operator-table -I %mlir_include %s | FileCheck %s
// RUN: compass-tblgen -gen-tir-operator-python -I %mlir_include %s | FileCheck %s --check-prefix=PY
// RUN: not compass-tblgen -gen-tir-operator-table -I %mlir_include -DUNPAIRED %s 2>&1 | FileCheck %s --check-prefix=UNPAIRED
// RUN: not compass-tblgen -gen-tir-operator-python -I %mlir_include -DUNKNOWN_OPERANDS %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

include "mlir/IR/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
}
def TIR_Numeric : AnyTypeOf<[SI32, F32]>;
def TIR_IntegerOrBool : AnyTypeOf<[SI32, I1]>;
def TIR_Float : AnyTypeOf<[F32]>;
def Test_Other : AnyTypeOf<[SI32]>;

class TIR_OperatorFacts {
  string simKind = ?;
  string cPrinter = "";
  string cOperator = "";
  string pyOperator = "";
  string pyDunder = "";
  string pyOnIntegers = "";
  string leftIdentity = "";
  string rightIdentity = "";
}
class Test_BinaryOp<string mnemonic, Type operand>
    : Op<Test_Dialect, mnemonic>, TIR_OperatorFacts {
  let arguments = (ins operand:$lhs, operand:$rhs);
}

def Test_SubOp : Test_BinaryOp<"sub", TIR_Numeric> {
  let simKind = "Sub";
  let cPrinter = "Arithmetic";
  let cOperator = "-";
  let pyOperator = "Sub";
  let pyDunder = "sub";
  let rightIdentity = "0";
}
def Test_FloorDivOp : Test_BinaryOp<"floordiv", TIR_Numeric> {
  let simKind = "FloorDiv";
  let pyOperator = "FloorDiv";
  let pyDunder = "floordiv";
  let pyOnIntegers = "div";
}
def Test_OrOp : Test_BinaryOp<"or", TIR_IntegerOrBool> {
  let simKind = "Or";
  let cPrinter = "Bitwise";
  let cOperator = "|";
}
def Test_PowOp : Test_BinaryOp<"pow", TIR_Float> { let simKind = "Pow"; }
#ifdef UNPAIRED
def Test_LostOp : Test_BinaryOp<"lost", TIR_Numeric> {
  let simKind = "Lost";
  let cOperator = "?";
}
#endif
#ifdef UNKNOWN_OPERANDS
def Test_OddOp : Test_BinaryOp<"odd", Test_Other> { let simKind = "Odd"; }
#endif

// One row per operator in definition order; absent identities are
// std::nullopt and an operator without a printer is Custom.
// CHECK:      #ifndef TIR_OPERATOR
// CHECK:      TIR_OPERATOR(SubOp, "sub", Sub, Arithmetic, "-", std::nullopt, 0)
// CHECK-NEXT: TIR_OPERATOR(FloorDivOp, "floordiv", FloorDiv, Custom, "", std::nullopt, std::nullopt)
// CHECK-NEXT: TIR_OPERATOR(OrOp, "or", Or, Bitwise, "|", std::nullopt, std::nullopt)
// CHECK-NEXT: TIR_OPERATOR(PowOp, "pow", Pow, Custom, "", std::nullopt, std::nullopt)
// CHECK-NEXT: #undef TIR_OPERATOR

// The operand kinds are the ops' operand constraints.
// PY:      OPERATORS = (
// PY-NEXT:     Operator("sub", "Sub", "sub", "", "numeric"),
// PY-NEXT:     Operator("floordiv", "FloorDiv", "floordiv", "div", "numeric"),
// PY-NEXT:     Operator("or", "", "", "", "integer_or_bool"),
// PY-NEXT:     Operator("pow", "", "", "", "float"),
// PY-NEXT: )

// UNPAIRED: error: cPrinter and cOperator go together
// UNKNOWN: error: no operand kind for constraint Test_Other
