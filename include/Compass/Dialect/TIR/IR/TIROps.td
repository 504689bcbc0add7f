//===- TIROps.td - tir dialect: the program as written ----*- tablegen -*-===//
//
// tir mirrors TVM TIR: scalar expressions with signedness in the type and C
// semantics, structured control flow, pointer memory access, mutable
// variables and generic intrinsic calls that -convert-tir-to-compass turns
// into hardware builtins.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_TIR_IR_TIROPS_TD
#define COMPASS_DIALECT_TIR_IR_TIROPS_TD

include "Compass/Dialect/Compass/IR/CompassBuiltins.td"
include "Compass/Dialect/Compass/IR/CompassTypeConstraints.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TIR_Dialect : Dialect {
  let name = "tir";
  let cppNamespace = "::mlir::tir";
  let summary = "TVM-TIR-like program representation of Compass DSL kernels";
  let dependentDialects = ["::mlir::compass::CompassDialect"];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

/// `opFamily` groups the operations for the generated TIROpVisitor, as
/// Compass_Op's does for CompassOpVisitor.
class TIR_Op<string mnemonic, list<Trait> traits = []>
    : Op<TIR_Dialect, mnemonic, traits> {
  string opFamily = "";
}

//===----------------------------------------------------------------------===//
// Types and constraints
//===----------------------------------------------------------------------===//

def TIR_VarType : TypeDef<TIR_Dialect, "Var"> {
  let mnemonic = "var";
  let summary = "a mutable variable holding one scalar, vector or mask";
  let description = [{
    Python names that are assigned more than once become variables:
    `!tir.var<si32>`. In C they are plain local variables.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let genVerifyDecl = 1;
}

def TIR_Scalar : AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32, F16, BF16, F32, I1],
                           "tir scalar">;
def TIR_Numeric : AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32, F16, BF16, F32],
                            "tir number">;
def TIR_Integer : AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32], "tir integer">;
def TIR_IntegerOrBool : AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32, I1],
                                  "tir integer or bool">;
def TIR_Float : AnyTypeOf<[F16, F32], "tir float">;
def TIR_Value : AnyTypeOf<[TIR_Scalar, Compass_VectorType, Compass_Mask,
                            Compass_Ptr], "tir scalar, vector, mask or pointer">;
def TIR_Var : Type<CPred<"::llvm::isa<::mlir::tir::VarType>($_self)">,
                   "tir variable", "::mlir::tir::VarType">;

def TIR_CmpPredicate : I32EnumAttr<"CmpPredicate", "scalar comparison", [
    I32EnumAttrCase<"eq", 0>, I32EnumAttrCase<"ne", 1>,
    I32EnumAttrCase<"lt", 2>, I32EnumAttrCase<"le", 3>,
    I32EnumAttrCase<"gt", 4>, I32EnumAttrCase<"ge", 5>]> {
  let cppNamespace = "::mlir::tir";
}

def TIR_ForKind : I32EnumAttr<"ForKind", "how a tir.for executes", [
    I32EnumAttrCase<"serial", 0>, I32EnumAttrCase<"unroll", 1>,
    I32EnumAttrCase<"vectorized", 2>]> {
  let cppNamespace = "::mlir::tir";
}

//===----------------------------------------------------------------------===//
// Scalar expressions
//===----------------------------------------------------------------------===//

def TIR_ConstOp : TIR_Op<"const", [ConstantLike, Pure,
    AllTypesMatch<["value", "result"]>]> {
  let opFamily = "Constant";
  let summary = "scalar constant";
  let description = [{
    ```mlir
    %c = tir.const 3 : si32
    %f = tir.const 1.5 : f32
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs TIR_Scalar:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
}

/// The facts of a binary scalar operator, declared here once and read by
/// every consumer through the tables compass-tblgen writes from them
/// (-gen-tir-operator-table for C++, -gen-tir-operator-python for the front
/// end): the front end's Python operator, the simulator's kind, the C
/// spelling, and the operands folding drops. Which operand types the Python
/// operator accepts is the op's own operand constraint.
class TIR_OperatorFacts {
  /// The simulator's BinaryKind (lib/Simulator/Operations.h).
  string simKind = ?;
  /// How the OpenCL emitter prints it: "Arithmetic" (`a op b` in the
  /// operand type), "Bitwise" (`(T)(a op b)`), "Shift" (after C
  /// promotion), or "" when the emitter has a printOp of its own.
  string cPrinter = "";
  string cOperator = "";
  /// The Python operator (its `ast` class name) and the special method
  /// (`__<pyDunder>__`) that build this op; "" when only a builtin does.
  string pyOperator = "";
  string pyDunder = "";
  /// The op the Python operator builds on integer operands instead ("" for
  /// this one): `//` on integers is C division, as upstream's.
  string pyOnIntegers = "";
  /// Integer operands that folding drops: `x op rightIdentity` and
  /// `leftIdentity op x` are x ("" for none; never for floats, where
  /// x + 0.0 is not x when x is -0.0).
  string leftIdentity = "";
  string rightIdentity = "";
}

/// Binary scalar expression on operands of one type.
class TIR_BinaryOp<string mnemonic, list<Trait> traits = []>
    : TIR_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])>,
      TIR_OperatorFacts {
  let opFamily = "Arith";
  let arguments = (ins TIR_Numeric:$lhs, TIR_Numeric:$rhs);
  let results = (outs TIR_Numeric:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}

def TIR_AddOp : TIR_BinaryOp<"add", [Commutative]> {
  let summary = "addition, wrapping for integers";
  let description = [{ `%r = tir.add %a, %b : si32` }];
  let simKind = "Add";
  let cPrinter = "Arithmetic";
  let cOperator = "+";
  let pyOperator = "Add";
  let pyDunder = "add";
  let leftIdentity = "0";
  let rightIdentity = "0";
}
def TIR_SubOp : TIR_BinaryOp<"sub"> {
  let summary = "subtraction, wrapping for integers";
  let description = [{ `%r = tir.sub %a, %b : ui8` }];
  let simKind = "Sub";
  let cPrinter = "Arithmetic";
  let cOperator = "-";
  let pyOperator = "Sub";
  let pyDunder = "sub";
  let rightIdentity = "0";
}
def TIR_MulOp : TIR_BinaryOp<"mul", [Commutative]> {
  let summary = "multiplication, wrapping for integers";
  let description = [{ `%r = tir.mul %a, %b : f32` }];
  let simKind = "Mul";
  let cPrinter = "Arithmetic";
  let cOperator = "*";
  let pyOperator = "Mult";
  let pyDunder = "mul";
  let leftIdentity = "1";
  let rightIdentity = "1";
}
def TIR_DivOp : TIR_BinaryOp<"div"> {
  let summary = "C division: truncating for integers";
  let description = [{ `%r = tir.div %a, %b : si32` — `-7 / 2` is `-3`. }];
  let simKind = "Div";
  let pyOperator = "Div";
  let pyDunder = "truediv";
}
def TIR_FloorDivOp : TIR_BinaryOp<"floordiv"> {
  let summary = "division rounded toward negative infinity";
  let description = [{ `%r = tir.floordiv %a, %b : f32` — `floor(a / b)`. }];
  let simKind = "FloorDiv";
  let pyOperator = "FloorDiv";
  let pyDunder = "floordiv";
  let pyOnIntegers = "div";
}
def TIR_ModOp : TIR_BinaryOp<"mod"> {
  let summary = "C remainder: sign of the dividend (fmod for floats)";
  let description = [{ `%r = tir.mod %a, %b : si32` — `-7 % 2` is `-1`. }];
  let simKind = "Mod";
  let pyOperator = "Mod";
  let pyDunder = "mod";
}
def TIR_MinOp : TIR_BinaryOp<"min", [Commutative]> {
  let summary = "smaller of two scalars";
  let description = [{ `%r = tir.min %a, %b : si32` }];
  let simKind = "Min";
}
def TIR_MaxOp : TIR_BinaryOp<"max", [Commutative]> {
  let summary = "larger of two scalars";
  let description = [{ `%r = tir.max %a, %b : ui16` }];
  let simKind = "Max";
}

/// Bitwise operation on integers (and logical on i1).
class TIR_BitwiseOp<string mnemonic, list<Trait> traits = []>
    : TIR_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])>,
      TIR_OperatorFacts {
  let cPrinter = "Bitwise";
  let opFamily = "Arith";
  let arguments = (ins TIR_IntegerOrBool:$lhs, TIR_IntegerOrBool:$rhs);
  let results = (outs TIR_IntegerOrBool:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}

def TIR_AndOp : TIR_BitwiseOp<"and", [Commutative]> {
  let summary = "bitwise and";
  let description = [{ `%r = tir.and %a, %b : ui8` }];
  let simKind = "And";
  let cOperator = "&";
  let pyOperator = "BitAnd";
  let pyDunder = "and";
}
def TIR_OrOp : TIR_BitwiseOp<"or", [Commutative]> {
  let summary = "bitwise or";
  let description = [{ `%r = tir.or %a, %b : i1` }];
  let simKind = "Or";
  let cOperator = "|";
  let pyOperator = "BitOr";
  let pyDunder = "or";
}
def TIR_XorOp : TIR_BitwiseOp<"xor", [Commutative]> {
  let summary = "bitwise exclusive or";
  let description = [{ `%r = tir.xor %a, %b : si32` }];
  let simKind = "Xor";
  let cOperator = "^";
  let pyOperator = "BitXor";
  let pyDunder = "xor";
}

/// Shift with C semantics after promotion to 32 bits: the count is taken
/// modulo 32, the result truncated to the operand type.
class TIR_ShiftOp<string mnemonic>
    : TIR_Op<mnemonic, [Pure, SameOperandsAndResultType]>, TIR_OperatorFacts {
  let cPrinter = "Shift";
  let opFamily = "Arith";
  let arguments = (ins TIR_Integer:$lhs, TIR_Integer:$rhs);
  let results = (outs TIR_Integer:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}

def TIR_ShlOp : TIR_ShiftOp<"shl"> {
  let summary = "shift left";
  let description = [{ `%r = tir.shl %a, %n : si32` }];
  let simKind = "Shl";
  let cOperator = "<<";
  let pyOperator = "LShift";
  let pyDunder = "lshift";
}
def TIR_ShrOp : TIR_ShiftOp<"shr"> {
  let summary = "shift right: arithmetic for signed, logical for unsigned";
  let description = [{ `%r = tir.shr %a, %n : ui16` }];
  let simKind = "Shr";
  let cOperator = ">>";
  let pyOperator = "RShift";
  let pyDunder = "rshift";
}

def TIR_NotOp : TIR_Op<"not", [Pure, SameOperandsAndResultType]> {
  let opFamily = "Scalar";
  let summary = "bitwise not of an integer, logical not of an i1";
  let description = [{ `%r = tir.not %a : si8` }];
  let arguments = (ins TIR_IntegerOrBool:$input);
  let results = (outs TIR_IntegerOrBool:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
  let hasFolder = 1;
}

def TIR_PowOp : TIR_Op<"pow", [Pure, SameOperandsAndResultType]>,
    TIR_OperatorFacts {
  let simKind = "Pow";
  let pyOperator = "Pow";
  let pyDunder = "pow";
  let opFamily = "Arith";
  let summary = "x to the power y on floats";
  let description = [{ `%r = tir.pow %x, %y : f32` }];
  let arguments = (ins TIR_Float:$lhs, TIR_Float:$rhs);
  let results = (outs TIR_Float:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def TIR_CmpOp : TIR_Op<"cmp", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let opFamily = "Scalar";
  let summary = "scalar comparison";
  let description = [{ `%b = tir.cmp lt, %a, %n : si32` }];
  let arguments = (ins TIR_CmpPredicate:$predicate, TIR_Scalar:$lhs,
                       TIR_Scalar:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
}

def TIR_SelectOp : TIR_Op<"select", [Pure,
    AllTypesMatch<["trueValue", "falseValue", "result"]>]> {
  let opFamily = "Scalar";
  let summary = "pick one of two values by a scalar condition";
  let description = [{ `%r = tir.select %c, %a, %b : si32` }];
  let arguments = (ins I1:$condition, TIR_Value:$trueValue,
                       TIR_Value:$falseValue);
  let results = (outs TIR_Value:$result);
  let assemblyFormat = [{
    $condition `,` $trueValue `,` $falseValue attr-dict `:` type($result)
  }];
  let hasFolder = 1;
}

def TIR_CastOp : TIR_Op<"cast", [Pure]> {
  let opFamily = "Scalar";
  let summary = "scalar conversion with C semantics";
  let description = [{
    Integer narrowing wraps; float to integer truncates toward zero; a
    conversion to i1 compares with zero.

    ```mlir
    %f = tir.cast %i : si32 to f32
    ```
  }];
  let arguments = (ins TIR_Scalar:$input);
  let results = (outs TIR_Scalar:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($result)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def TIR_YieldOp : TIR_Op<"yield", [Pure, Terminator,
    ParentOneOf<["ForOp", "IfOp", "WhileOp"]>]> {
  let opFamily = "Control";
  let summary = "end of a tir.for, tir.if or tir.while body";
  let description = [{ Implicit in the custom syntax of its parents. }];
  let assemblyFormat = "attr-dict";
}

def TIR_ForOp : TIR_Op<"for", [
    SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<Compass_OperandRuleOpInterface>,
    AllTypesMatch<["start", "stop", "step"]>]> {
  let opFamily = "Control";
  let summary = "counted loop over [start, stop) by step";
  let description = [{
    The body runs for `iv = start, start + step, …` while `iv < stop`; the
    bounds are evaluated once. `kind` is a hint (serial by default).

    ```mlir
    tir.for %i = %c0 to %n step %c1 : si32 {
      ...
    }
    ```
  }];
  let arguments = (ins TIR_Integer:$start, TIR_Integer:$stop,
                       TIR_Integer:$step,
                       DefaultValuedAttr<TIR_ForKind, "ForKind::serial">:$kind);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$start, "::mlir::Value":$stop,
                   "::mlir::Value":$step)>
  ];
  let extraClassDeclaration = [{
    /// The loop variable.
    ::mlir::BlockArgument getInductionVar() { return getBody().getArgument(0); }
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
  }];
}

def TIR_IfOp : TIR_Op<"if", [
    SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects,
    NoRegionArguments]> {
  let opFamily = "Control";
  let summary = "two-way branch on a scalar condition";
  let description = [{
    ```mlir
    tir.if %c {
      ...
    } else {
      ...
    }
    ```
  }];
  let arguments = (ins I1:$condition);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$condition, "bool":$withElse)>
  ];
  let extraClassDeclaration = [{
    ::mlir::Block *getThenBlock() { return &getThenRegion().front(); }
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().front();
    }
  }];
}

def TIR_WhileOp : TIR_Op<"while", [RecursiveMemoryEffects]> {
  let opFamily = "Control";
  let summary = "loop while a condition holds";
  let description = [{
    The `condition` region is evaluated before every iteration and ends with
    `tir.condition`; the body runs while it yields true.

    ```mlir
    tir.while {
      %c = tir.cmp lt, ... : si32
      tir.condition %c
    } do {
      ...
    }
    ```
  }];
  let regions = (region SizedRegion<1>:$condition, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins)>];
  let extraClassDeclaration = [{
    ::mlir::Block *getConditionBlock() { return &getCondition().front(); }
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
  }];
}

def TIR_ConditionOp : TIR_Op<"condition", [Pure, Terminator,
    HasParent<"WhileOp">]> {
  let opFamily = "Control";
  let summary = "ends the condition region of a tir.while";
  let description = [{ `tir.condition %c` — the loop goes on while %c is true. }];
  let arguments = (ins I1:$value);
  let assemblyFormat = "$value attr-dict";
}

def TIR_BreakOp : TIR_Op<"break"> {
  let opFamily = "Control";
  let summary = "leave the innermost tir.for or tir.while";
  let description = [{
    May sit inside tir.if regions of the loop body; the operations after it
    in its block are not executed.

    ```mlir
    tir.if %done {
      tir.break
    }
    ```
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def TIR_ReturnOp : TIR_Op<"return"> {
  let opFamily = "Control";
  let summary = "return early from the enclosing function";
  let description = [{
    A `return` inside structured control flow; the operations after it in
    its block are not executed. In the entry kernel every TEC still meets
    the final barrier.

    ```mlir
    tir.if %c {
      tir.return %x : si32
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Allocations
//===----------------------------------------------------------------------===//

def TIR_AllocOp : TIR_Op<"alloc"> {
  let opFamily = "Pointer";
  let summary = "allocate `count` elements in private, lsram or shared memory";
  let description = [{
    Private and lsram allocations belong to each TEC, a shared allocation is
    one buffer all TECs of the core see. The storage lives as long as the
    kernel runs; `name` is the Python name, kept for readable C.

    ```mlir
    %buf = tir.alloc "buf"[1024] : !compass.ptr<vector<16xf16>, lsram>
    ```
  }];
  let arguments = (ins StrAttr:$name, ConfinedAttr<I64Attr, [IntPositive]>:$count);
  let results = (outs Res<Compass_Ptr, "", [MemAlloc]>:$result);
  let assemblyFormat = "$name `[` $count `]` attr-dict `:` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes the allocation takes.
    int64_t getByteSize();
  }];
}

//===----------------------------------------------------------------------===//
// Variables
//===----------------------------------------------------------------------===//

def TIR_VarDeclOp : TIR_Op<"var_decl"> {
  let opFamily = "Variable";
  let summary = "declare a mutable variable";
  let description = [{
    `name` is the Python name, kept for readable C.

    ```mlir
    %acc = tir.var_decl "acc" : !tir.var<si32>
    ```
  }];
  let arguments = (ins StrAttr:$name);
  let results = (outs TIR_Var:$result);
  let assemblyFormat = "$name attr-dict `:` type($result)";
}

def TIR_VarGetOp : TIR_Op<"var_get", [
    TypesMatchWith<"result is the variable's element type", "var", "result",
                   "::llvm::cast<::mlir::tir::VarType>($_self).getElementType()">]> {
  let opFamily = "Variable";
  let summary = "read a variable";
  let description = [{ `%v = tir.var_get %acc : !tir.var<si32>` }];
  let arguments = (ins Arg<TIR_Var, "", [MemRead]>:$var);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$var attr-dict `:` type($var)";
}

def TIR_VarSetOp : TIR_Op<"var_set", [
    TypesMatchWith<"value is the variable's element type", "var", "value",
                   "::llvm::cast<::mlir::tir::VarType>($_self).getElementType()">]> {
  let opFamily = "Variable";
  let summary = "assign a variable";
  let description = [{ `tir.var_set %acc, %v : !tir.var<si32>` }];
  let arguments = (ins Arg<TIR_Var, "", [MemWrite]>:$var, AnyType:$value);
  let assemblyFormat = "$var `,` $value attr-dict `:` type($var)";
}

//===----------------------------------------------------------------------===//
// Pointers and memory
//===----------------------------------------------------------------------===//

def TIR_PtrOffsetOp : TIR_Op<"ptr_offset", [Pure,
    AllTypesMatch<["ptr", "result"]>]> {
  let opFamily = "Pointer";
  let summary = "move a pointer by a number of pointee elements";
  let description = [{
    Void pointers cannot move.

    `%q = tir.ptr_offset %p, %k : !compass.ptr<si32, global>, si32`
  }];
  let arguments = (ins Compass_Ptr:$ptr, TIR_Integer:$offset);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = "$ptr `,` $offset attr-dict `:` type($ptr) `,` type($offset)";
  let hasVerifier = 1;
}

def TIR_LoadOp : TIR_Op<"load", [
    TypesMatchWith<"result is the pointee", "ptr", "result",
                   "::llvm::cast<::mlir::compass::PtrType>($_self).getPointee()">]> {
  let opFamily = "Pointer";
  let summary = "read element `index` of a pointer: p[i]";
  let description = [{ `%x = tir.load %p[%i] : !compass.ptr<f32, global>, si32` }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead]>:$ptr, TIR_Integer:$index);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$ptr `[` $index `]` attr-dict `:` type($ptr) `,` type($index)";
  let hasVerifier = 1;
}

def TIR_StoreOp : TIR_Op<"store", [
    TypesMatchWith<"value is the pointee", "ptr", "value",
                   "::llvm::cast<::mlir::compass::PtrType>($_self).getPointee()">]> {
  let opFamily = "Pointer";
  let summary = "write element `index` of a pointer: p[i] = v";
  let description = [{ `tir.store %x, %p[%i] : !compass.ptr<f32, global>, si32` }];
  let arguments = (ins AnyType:$value, Arg<Compass_Ptr, "", [MemWrite]>:$ptr,
                       TIR_Integer:$index);
  let assemblyFormat = [{
    $value `,` $ptr `[` $index `]` attr-dict `:` type($ptr) `,` type($index)
  }];
  let hasVerifier = 1;
}

def TIR_PtrIsNullOp : TIR_Op<"ptr_is_null", [Pure]> {
  let opFamily = "Pointer";
  let summary = "whether a pointer is null";
  let description = [{ `%b = tir.ptr_is_null %p : !compass.ptr<si32, global>` }];
  let arguments = (ins Compass_Ptr:$ptr);
  let results = (outs I1:$result);
  let assemblyFormat = "$ptr attr-dict `:` type($ptr)";
}

def TIR_PtrCmpOp : TIR_Op<"ptr_cmp", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let opFamily = "Pointer";
  let summary = "compare the addresses of two pointers of one type";
  let description = [{ `%b = tir.ptr_cmp lt, %p, %q : !compass.ptr<f32, global>` }];
  let arguments = (ins TIR_CmpPredicate:$predicate, Compass_Ptr:$lhs,
                       Compass_Ptr:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def TIR_PtrCastOp : TIR_Op<"ptr_cast", [Pure]> {
  let opFamily = "Pointer";
  let summary = "view a pointer as one to another element type (as_ptr)";
  let description = [{
    The address space stays; offsets of the result count its own pointee.

    ```mlir
    %q = tir.ptr_cast %p : !compass.ptr<si32, global> to !compass.ptr<ui8, global>
    ```
  }];
  let arguments = (ins Compass_Ptr:$input);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($result)";
  let hasVerifier = 1;
}

def TIR_ConstBufferOp : TIR_Op<"const_buffer", [Pure]> {
  let opFamily = "Pointer";
  let summary = "a table of constants in constant memory";
  let description = [{
    NumPy arrays bound in a kernel and `S.alloc_const` tables.

    ```mlir
    %t = tir.const_buffer "lut" dense<[1, 2, 3]> : tensor<3xsi32> -> !compass.ptr<si32, constant>
    ```
  }];
  let arguments = (ins StrAttr:$name, ElementsAttr:$value);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = "$name $value attr-dict `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Vector elements
//===----------------------------------------------------------------------===//

def TIR_ExtractOp : TIR_Op<"extract", [Pure,
    DeclareOpInterfaceMethods<Compass_OperandRuleOpInterface>,
    TypesMatchWith<"result is a lane of the vector", "vector", "result",
                   "::mlir::tir::getLaneType($_self)">]> {
  let opFamily = "LaneAccess";
  let summary = "one lane of a vector or mask: v[i]";
  let description = [{
    ```mlir
    %x = tir.extract %v[%i] : vector<8xsi32>, si32
    %b = tir.extract %m[%i] : !compass.mask<8>, si32
    ```
  }];
  let arguments = (ins AnyType:$vector, TIR_Integer:$index);
  let results = (outs TIR_Scalar:$result);
  let assemblyFormat = "$vector `[` $index `]` attr-dict `:` type($vector) `,` type($index)";
  let hasVerifier = 1;
}

def TIR_InsertOp : TIR_Op<"insert", [Pure, AllTypesMatch<["vector", "result"]>,
    DeclareOpInterfaceMethods<Compass_OperandRuleOpInterface>,
    TypesMatchWith<"value is a lane of the vector", "vector", "value",
                   "::mlir::tir::getLaneType($_self)">]> {
  let opFamily = "LaneAccess";
  let summary = "a vector or mask with one lane replaced: v[i] = x";
  let description = [{
    ```mlir
    %w = tir.insert %x, %v[%i] : vector<8xsi32>, si32
    ```
  }];
  let arguments = (ins TIR_Scalar:$value, AnyType:$vector, TIR_Integer:$index);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$value `,` $vector `[` $index `]` attr-dict `:` type($vector) `,` type($index)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

def TIR_IntrinOp : TIR_Op<"intrin", [AttrSizedOperandSegments]> {
  let opFamily = "Intrin";
  let summary = "call of a Compass DSL builtin as the user wrote it";
  let description = [{
    `name` is the `S.*` builtin. Vectors may have any width and the mask and
    the inactive-lane source `r` are optional; -convert-tir-to-compass
    chooses the hardware operations.

    ```mlir
    %s = tir.intrin "vadd"(%a, %b) mask(%m : !compass.mask<8>)
        : (vector<8xsi32>, vector<8xsi32>) -> vector<8xsi32>
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<AnyType>:$args,
                       Optional<Compass_Mask>:$mask, Optional<AnyType>:$r);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $name `(` $args `)` (`mask` `(` $mask^ `:` type($mask) `)`)?
    (`r` `(` $r^ `:` type($r) `)`)? attr-dict `:` functional-type($args, $results)
  }];
  let hasVerifier = 1;
}

#endif // COMPASS_DIALECT_TIR_IR_TIROPS_TD
