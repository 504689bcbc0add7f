//===- CompassBuiltins.td - the facts of the S.* builtins --*- tablegen -*-===//
//
// Every S.* builtin is a record deriving from `Compass_Builtin`: usually the
// compass operation it lowers to (through a family class in CompassOps.td),
// otherwise a row of its own (the comparisons share compass.vcmp).
// compass-tblgen turns these records into the tables the conversion, the
// simulator's decoder, the OpenCL emitter and the Python front end include,
// so a builtin's facts are written here once (docs/adding-a-builtin.md).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSBUILTINS_TD
#define COMPASS_DIALECT_COMPASS_IR_COMPASSBUILTINS_TD

include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/Interfaces.td"

//===----------------------------------------------------------------------===//
// Lane types
//===----------------------------------------------------------------------===//

/// The element types a builtin accepts: the ODS constraint of its vectors
/// and the same set as the front end's dtype names, side by side.
class Compass_Lanes<list<Type> types, list<string> names> {
  Type vector = FixedVectorOfRankAndType<[1], types>;
  list<string> dtypes = names;
}

def Compass_AnyLanes : Compass_Lanes<
    [SI8, UI8, SI16, UI16, SI32, UI32, F16, BF16, F32],
    ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float16",
     "bfloat16", "float32"]>;
def Compass_IntegerLanes : Compass_Lanes<
    [SI8, UI8, SI16, UI16, SI32, UI32],
    ["int8", "uint8", "int16", "uint16", "int32", "uint32"]>;
def Compass_SignedIntegerLanes : Compass_Lanes<
    [SI8, SI16, SI32], ["int8", "int16", "int32"]>;
def Compass_FloatLanes : Compass_Lanes<
    [F16, BF16, F32], ["float16", "bfloat16", "float32"]>;
/// Integers and float32 (the division of the hardware).
def Compass_IntegerOrF32Lanes : Compass_Lanes<
    [SI8, UI8, SI16, UI16, SI32, UI32, F32],
    ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float32"]>;
/// Everything but 8-bit integers (the equal-width multiply).
def Compass_WideLanes : Compass_Lanes<
    [SI16, UI16, SI32, UI32, F16, BF16, F32],
    ["int16", "uint16", "int32", "uint32", "float16", "bfloat16", "float32"]>;

//===----------------------------------------------------------------------===//
// Builtin facts
//===----------------------------------------------------------------------===//

/// The facts of one builtin. A family class sets most of them; a builtin
/// overrides what differs.
class Compass_Builtin<string family_, string pyName_> {
  /// LaneBinary, LaneUnary, Compare, Composite, Pairwise, MaskTest, Reduce
  /// or Irregular.
  string family = family_;

  // The Python face (python/compass/script/builtins.py).
  /// The builtin is S.<pyName>, and its tir.intrin is named so.
  string pyName = pyName_;
  /// The parameters as upstream spells them; those the family does not know
  /// are refused unless they keep their default ("not supported yet").
  string pyParams = "x, y, mask=None";
  /// One line for help(S.<pyName>).
  string pyDoc = "";
  /// The Python operator (an `ast` class name) that means this builtin on
  /// vectors, if any.
  string pyOperator = "";
  /// The front end has a hand-written handler (irregular builtins and those
  /// with scalar forms); the table still gives the others' facts.
  bit customPython = 0;
  /// The element types of the vectors it takes, and the message when a
  /// vector has another one (`{name}` and `{dtype}` are filled in; empty:
  /// the family's message).
  list<string> dtypes = [];
  string dtypeError = "";
  /// Masks (bool vectors) are accepted too, without a mask argument, and
  /// lower to the mask operation given in `lowering`.
  bit hasMaskForm = 0;
  /// A scalar x is accepted too (without mask): the builtin on the scalar
  /// broadcast to a native vector, lane 0 of the result.
  bit hasScalarForm = 0;
  /// A variant row is no S.* name of its own: the builtin `variantOf` chooses
  /// it when its option `variantOption` is true (S.vadd(saturate=True) is
  /// the row vadds).
  string variantOf = "";
  string variantOption = "";
  /// Takes `out_sign`: integer operands may differ in signedness, and the
  /// result's is the one asked for (else the operands').
  bit hasOutSign = 0;
  /// The vectors and masks of a call share one lane count and lane width;
  /// 0 for widening and narrowing builtins, whose vectors have other lanes
  /// (their native pieces still correspond one to one, and the mask has
  /// the lanes of the operands).
  bit sameLaneShape = 1;
  /// The tir argument holding 16-bit lane indices, or -1: its lanes are the
  /// call's but its native pieces are 16-bit vectors, which the builder
  /// takes from IntrinsicPiece::argPieces (S.vload_gather, S.vstore_scatter).
  int indexArg = -1;

  // The tir face: how -convert-tir-to-compass lowers the tir.intrin.
  int numArgs = 2;
  bit hasResult = 1;
  /// Works on vectors (its call is cut into native pieces); 0 for builtins
  /// of scalars and pointers only, lowered as one call (DMA).
  bit onVectors = 1;
  /// Takes `numArgs` or more arguments and, with onVectors = 0, any number
  /// of results; its native vectors are passed as they are (the Misc
  /// family: S.printf, S.asm).
  bit variadic = 0;
  /// The pieces of its operands and result line up (one lane count, one
  /// lane width). 0 for conversions: `lowering` builds each result piece
  /// from every operand piece (IntrinsicPiece::argPieces).
  bit alignedPieces = 1;
  /// Its result has the lane count and lane width of its vector operands;
  /// 0 when it may differ (S.vrpadd sums 16-bit float lanes into float32
  /// lanes, half as many).
  bit sameLanes = 1;
  /// Keeps inactive lanes from an `r` operand.
  bit takesR = 0;
  bit takesMask = 1;
  /// The builder of one native piece in lib/Conversion/TIRToCompass; `$op`
  /// stands for the operation's C++ class.
  string lowering = "";

  // The OpenCL face (lib/Target/OpenCL, runtime/include/compass/dsl.h).
  string clName = "";
  /// For unsigned integer lanes, when it differs (shift right).
  string clNameUnsigned = "";
  /// For float lanes, when it differs (comparisons).
  string clNameFloat = "";
  /// The C operator that computes it when every lane is active and no `r`
  /// is given (the compass-prepare-for-opencl pass uses it).
  string cOperator = "";
  /// The runtime has a form without mask and r: builtin(operands...).
  bit hasUnmaskedForm = 0;

  // The simulator face (lib/Simulator/LaneFunctions.h).
  /// The lane functor computing one lane.
  string laneFn = "";
  /// Comparisons: the compass::CmpPredicate case.
  string predicate = "";

  /// An internal instruction: an operation only the optimizer produces
  /// (compass.vbclr from x & ~y), with no S.* name, no tir.intrin and no
  /// Python face. compass-tblgen leaves it out of the conversion's rows and
  /// of builtin_table.py; the simulator's and the emitter's rows keep it.
  /// Its pyName is "".
  bit internal = 0;
}

/// A builtin that lowers to a composition of compass operations (no
/// operation, lane functor or dsl.h function of its own): `lowering` builds
/// the composition of one native piece.
class Compass_CompositeBuiltin<string pyName_, int numArgs_, string lowering_,
                               string summary>
    : Compass_Builtin<"Composite", pyName_> {
  let numArgs = numArgs_;
  let lowering = lowering_;
  let customPython = 1;
  let pyDoc = summary;
}

/// A comparison into a mask; all of them lower to compass.vcmp.
class Compass_CompareBuiltin<string pyName_, string predicate_,
                             string intName, string floatName,
                             string pyOperator_, string meaning>
    : Compass_Builtin<"Compare", pyName_> {
  let predicate = predicate_;
  let clName = intName;
  let clNameFloat = floatName;
  let pyOperator = pyOperator_;
  let dtypes = Compass_AnyLanes.dtypes;
  let laneFn = "CmpKind::" # !toupper(!substr(predicate_, 0, 1))
               # !substr(predicate_, 1);
  let lowering = "buildCompare<::mlir::compass::CmpPredicate::" # predicate_ # ">";
  let pyDoc = "Lane-wise " # meaning # " into a mask (inactive lanes False).";
}

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

def Compass_OperandRuleOpInterface : OpInterface<"OperandRuleOpInterface"> {
  let cppNamespace = "::mlir::compass";
  let description = [{
    An operation some of whose run-time operands it refuses (a stride below
    1, a lane index past the last lane, a DMA's rows against upstream's
    limits, a loop's step): getOperandRule() states the condition once, in
    upstream's words (OperandRules.h). The simulator checks it before the
    operation runs, the native lowering emits its test and the checked
    OpenCL C prints it; none of them lists the operations that have one.
  }];
  let methods = [
    InterfaceMethod<"The condition the run-time operands must meet.",
      "::mlir::compass::OperandRule", "getOperandRule">,
  ];
}

def Compass_LaneBuiltinOpInterface : OpInterface<"LaneBuiltinOpInterface"> {
  let cppNamespace = "::mlir::compass";
  let description = [{
    A lane-wise builtin on one native vector:
    result[i] = mask[i] ? f(operands[i]...) : r[i], inactive lanes undefined
    without `r`. Exposes what the emitter and the passes need without
    knowing the operation.
  }];
  let methods = [
    InterfaceMethod<"The vector operands f takes, in order.",
      "::mlir::OperandRange", "getLaneOperands", (ins), [{}],
      [{ return $_op->getOperands().take_front($_op.kNumLaneOperands); }]>,
    InterfaceMethod<"The predicate mask.", "::mlir::Value", "getMask", (ins),
      [{}], [{ return $_op.getMask(); }]>,
    InterfaceMethod<"The source of the inactive lanes, or null.",
      "::mlir::Value", "getR", (ins), [{}], [{ return $_op.getR(); }]>,
    InterfaceMethod<"The OpenCL C builtin for this operation's lane type.",
      "::llvm::StringRef", "getOpenCLName", (ins), [{}],
      [{ return $_op.getOpenCLName(); }]>,
    InterfaceMethod<[{The C operator computing it when every lane is active
                      and there is no r, or "".}],
      "::llvm::StringRef", "getCOperator", (ins), [{}],
      [{ return $_op.kCOperator; }]>,
    InterfaceMethod<"Whether the runtime has builtin(operands...) without mask.",
      "bool", "hasUnmaskedForm", (ins), [{}],
      [{ return $_op.kHasUnmaskedForm; }]>,
  ];
  let verify = [{ return ::mlir::compass::verifyLaneBuiltin($_op); }];
}

//===----------------------------------------------------------------------===//
// Dot products and multiply-accumulate (the Dot family)
//===----------------------------------------------------------------------===//

/// The lane types of the Dot family's x and y.
def Compass_DotPairLanes : Compass_Lanes<[SI8, UI8, SI16, UI16],
    ["int8", "uint8", "int16", "uint16"]>;
def Compass_DotQuadLanes : Compass_Lanes<[SI8, UI8, F16, BF16],
    ["int8", "uint8", "float16", "bfloat16"]>;
def Compass_F32Lanes : Compass_Lanes<[F32], ["float32"]>;
def Compass_Half16Lanes : Compass_Lanes<[F16, BF16], ["float16", "bfloat16"]>;

def Compass_DotBuiltinOpInterface : OpInterface<"DotBuiltinOpInterface"> {
  let cppNamespace = "::mlir::compass";
  let description = [{
    A builtin summing products x[i] * y[i] over groups of lanes of one
    native x, y into one result lane each, optionally on top of an
    accumulator `acc` (the Dot family; docs/adding-a-builtin.md):
    group g = lanes g*G … g*G+G-1 of x (only lane g*G+pick when pick >= 0)
    goes to result lane g * (G * bits(x) / bits(result)). Integer sums are
    exact, then saturate; float sums are formed in double in lane order and
    rounded once. Result lanes no active product reaches keep acc, or are
    undefined without acc.
  }];
  let methods = [
    InterfaceMethod<"The accumulator, or null.", "::mlir::Value", "getAccOrNull",
      (ins), [{}], [{ return $_op.getAccOrNull(); }]>,
    InterfaceMethod<"x.", "::mlir::Value", "getLhs", (ins), [{}],
      [{ return $_op.getLhs(); }]>,
    InterfaceMethod<"y.", "::mlir::Value", "getRhs", (ins), [{}],
      [{ return $_op.getRhs(); }]>,
    InterfaceMethod<"The predicate mask.", "::mlir::Value", "getMask", (ins),
      [{}], [{ return $_op.getMask(); }]>,
    InterfaceMethod<"Lanes of x per group.", "unsigned", "getGroup", (ins),
      [{}], [{ return $_op.kGroup; }]>,
    InterfaceMethod<"The one lane of a group taken, or -1 for all.", "int",
      "getPick", (ins), [{}], [{ return $_op.kPick; }]>,
    InterfaceMethod<"The OpenCL C builtin.", "::llvm::StringRef",
      "getOpenCLName", (ins), [{}], [{ return $_op.kOpenCLName; }]>,
  ];
  let verify = [{ return ::mlir::compass::verifyDotBuiltin($_op); }];
}

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSBUILTINS_TD
