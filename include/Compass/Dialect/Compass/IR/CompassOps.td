//===- CompassOps.td - compass dialect operations ----------*- tablegen -*-===//
//
// One operation per hardware builtin. Each vector builtin records its OpenCL
// spelling in ODS so the emitter and the simulator stay table driven.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD
#define COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD

include "Compass/Dialect/Compass/IR/CompassBase.td"
include "Compass/Dialect/Compass/IR/CompassBuiltins.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/BuiltinAttributes.td"

class Compass_Op<string mnemonic, list<Trait> traits = []>
    : Op<Compass_Dialect, mnemonic, traits>;

/// An irregular builtin: an operation of its own shape whose front-end
/// handler and piece lowering are written by hand; its row gives the rest.
class Compass_IrregularOp<string mnemonic, string pyName_, string builtin,
                          int numArgs_, string lowering_,
                          list<Trait> traits = []>
    : Compass_Op<mnemonic, traits>, Compass_Builtin<"Irregular", pyName_> {
  let clName = builtin;
  let numArgs = numArgs_;
  let lowering = lowering_;
  let customPython = 1;
  let extraClassDeclaration = [{
    /// The OpenCL C builtin this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "}] # builtin # [{"; }
  }];
}

//===----------------------------------------------------------------------===//
// Masks
//===----------------------------------------------------------------------===//

def Compass_ConstMaskOp : Compass_Op<"const_mask", [ConstantLike, Pure]> {
  let summary = "constant predicate mask";
  let description = [{
    A mask whose lanes are known at compile time, lane 0 first.

    ```mlir
    %m = compass.const_mask [true, true, false, false, true, true, true, true] : !compass.mask<8>
    ```
  }];
  let arguments = (ins DenseBoolArrayAttr:$value);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$value attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let builders = [
    OpBuilder<(ins "unsigned":$lanes, "bool":$allTrue)>
  ];
  let extraClassDeclaration = [{
    /// True when every lane is active.
    bool isAllTrue();
  }];
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def Compass_VLoadOp : Compass_IrregularOp<"vload", "vload", "__vload", 1,
    "buildVLoad"> {
  let summary = "masked load of one native vector";
  let description = [{
    Loads a hardware-native vector starting at `ptr`. Inactive lanes read no
    memory and are zero.

    ```mlir
    %v = compass.vload %p, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead]>:$ptr, Compass_Mask:$mask);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $ptr `,` $mask attr-dict `:` type($ptr) `,` type($mask) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Compass_VStoreOp : Compass_IrregularOp<"vstore", "vstore", "__vstore", 2,
    "buildVStore"> {
  let hasResult = 0;
  let summary = "masked store of one native vector";
  let description = [{
    Stores the active lanes of `value` starting at `ptr`; inactive lanes
    touch no memory.

    ```mlir
    compass.vstore %v, %p, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    ```
  }];
  let arguments = (ins Compass_VectorType:$value,
                       Arg<Compass_Ptr, "", [MemWrite]>:$ptr,
                       Compass_Mask:$mask);
  let assemblyFormat = [{
    $value `,` $ptr `,` $mask attr-dict `:` type($value) `,` type($ptr) `,`
    type($mask)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Lane-wise builtins
//===----------------------------------------------------------------------===//

/// The C++ members a lane-wise family gives its operations: the facts the
/// LaneBuiltinOpInterface exposes.
class Compass_LaneMembers<int numLaneOperands, string cOp, bit unmasked,
                          string clName, string clNameUnsigned> {
  code laneMembers = [{
    static constexpr unsigned kNumLaneOperands = }] # numLaneOperands # [{;
    static constexpr ::llvm::StringLiteral kCOperator = "}] # cOp # [{";
    static constexpr bool kHasUnmaskedForm = }] # !if(unmasked, "true", "false") # [{;
    /// The OpenCL C builtin for this operation's lane type.
    ::llvm::StringRef getOpenCLName() {
      if (getType().getElementType().isUnsignedInteger())
        return "}] # !if(!empty(clNameUnsigned), clName, clNameUnsigned) # [{";
      return "}] # clName # [{";
    }
  }];
}

/// Lane-wise binary builtin: result[i] = mask[i] ? lhs[i] op rhs[i] : r[i].
/// Without `r` the inactive lanes are undefined. Never `Commutative`: that
/// trait lets canonicalization reorder every operand, mask and r included.
/// A builtin of this family is one definition: its mnemonic, S.* name,
/// lane types, simulator functor and summary, plus the facts that differ.
class Compass_LaneBinaryOp<string mnemonic, string pyName_, Compass_Lanes lanes,
                           string laneFn_, string summary_>
    : Compass_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>,
        OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">,
        Compass_LaneBuiltinOpInterface]>,
      Compass_Builtin<"LaneBinary", pyName_> {
  let summary = summary_;
  let description = [{
    On hardware-native vectors of the lane types below; see
    docs/builtins.md for the semantics of `S.}] # pyName_ # [{`.

    ```mlir
    %v = compass.}] # mnemonic # [{ %a, %b, %m r %old : vector<8xsi32>, !compass.mask<8>
    ```
  }];
  let dtypes = lanes.dtypes;
  let laneFn = laneFn_;
  let clName = "__" # mnemonic;
  let takesR = 1;
  let pyDoc = summary_;
  let lowering = "buildLaneBinary<$op>";
  let arguments = (ins lanes.vector:$lhs, lanes.vector:$rhs,
                       Compass_Mask:$mask, Optional<lanes.vector>:$r);
  let results = (outs lanes.vector:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $mask (`r` $r^)? attr-dict `:` type($result) `,` type($mask)
  }];
  let extraClassDeclaration =
      Compass_LaneMembers<2, cOperator, hasUnmaskedForm, clName,
                          clNameUnsigned>.laneMembers;
}

/// Lane-wise unary builtin: result[i] = mask[i] ? op input[i] : r[i].
class Compass_LaneUnaryOp<string mnemonic, string pyName_, Compass_Lanes lanes,
                          string laneFn_, string summary_>
    : Compass_Op<mnemonic, [Pure, AllTypesMatch<["input", "result"]>,
        OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">,
        Compass_LaneBuiltinOpInterface]>,
      Compass_Builtin<"LaneUnary", pyName_> {
  let summary = summary_;
  let description = [{
    On hardware-native vectors of the lane types below; see
    docs/builtins.md for the semantics of `S.}] # pyName_ # [{`.

    ```mlir
    %v = compass.}] # mnemonic # [{ %a, %m : vector<8xsi32>, !compass.mask<8>
    ```
  }];
  let dtypes = lanes.dtypes;
  let laneFn = laneFn_;
  let clName = "__" # mnemonic;
  let numArgs = 1;
  let pyParams = "x, mask=None";
  let pyDoc = summary_;
  let lowering = "buildLaneUnary<$op>";
  let arguments = (ins lanes.vector:$input, Compass_Mask:$mask,
                       Optional<lanes.vector>:$r);
  let results = (outs lanes.vector:$result);
  let assemblyFormat = [{
    $input `,` $mask (`r` $r^)? attr-dict `:` type($result) `,` type($mask)
  }];
  let extraClassDeclaration =
      Compass_LaneMembers<1, cOperator, hasUnmaskedForm, clName,
                          clNameUnsigned>.laneMembers;
}

// Arithmetic.
def Compass_VAddOp : Compass_LaneBinaryOp<"vadd", "vadd", Compass_AnyLanes,
    "AddFn", "lane-wise addition"> {
  let cOperator = "+";
  let pyOperator = "Add";
  let pyParams = "x, y, mask=None, saturate=False, out_sign=None, r=None";
}
def Compass_VSubOp : Compass_LaneBinaryOp<"vsub", "vsub", Compass_AnyLanes,
    "SubFn", "lane-wise subtraction"> {
  let cOperator = "-";
  let pyOperator = "Sub";
  let pyParams = "x, y, mask=None, saturate=False, out_sign=None, r=None";
}
def Compass_VMulOp : Compass_LaneBinaryOp<"vmul", "vmul", Compass_WideLanes,
    "MulFn", "lane-wise equal-width multiplication (low bits)"> {
  let cOperator = "*";
  let pyOperator = "Mult";
  let pyParams = "x, y, mask=None, out_sign=None, r=None";
  let dtypeError = "The 8bit equal-width multiply is meaningless.";
}
/// Integers truncate, x / 0 = 0 and the overflowing MIN / -1 clamps to MAX;
/// float32 divides as IEEE (so no C operator).
def Compass_VDivOp : Compass_LaneBinaryOp<"vdiv", "vdiv",
    Compass_IntegerOrF32Lanes, "LaneDivFn", "lane-wise division"> {
  let takesR = 0;
  let pyOperator = "Div";
  let dtypeError = "\"S.{name}\" supports integers and float32, but got: \"{dtype}\".";
}
/// S.vadd / S.vsub with saturate=True: integers clamp to the lane type.
class Compass_SaturatingOp<string mnemonic, string of, string laneFn_,
                           string summary_>
    : Compass_LaneBinaryOp<mnemonic, mnemonic, Compass_IntegerLanes, laneFn_,
                           summary_> {
  let variantOf = of;
  let variantOption = "saturate";
  let pyParams = "x, y, mask=None, saturate=False, out_sign=None, r=None";
  let dtypeError = "Saturate is meaningless for floating.";
}
def Compass_VAddsOp : Compass_SaturatingOp<"vadds", "vadd", "LaneAddSatFn",
    "lane-wise saturating addition">;
def Compass_VSubsOp : Compass_SaturatingOp<"vsubs", "vsub", "LaneSubSatFn",
    "lane-wise saturating subtraction">;

/// The remainder with the sign of x (C's %); x % 0 = 0.
def Compass_VModOp : Compass_LaneBinaryOp<"vmod", "vmod",
    Compass_IntegerLanes, "LaneModFn", "lane-wise remainder"> {
  let takesR = 0;
  let pyOperator = "Mod";
  let dtypeError = "Only support integer instruction.";
}
def Compass_VMaxOp : Compass_LaneBinaryOp<"vmax", "max", Compass_AnyLanes,
    "LaneMaxFn", "lane-wise maximum; a NaN lane yields the other operand"> {
  let customPython = 1;
  let pyParams = "x, y, mask=None, r=None";
}
def Compass_VMinOp : Compass_LaneBinaryOp<"vmin", "min", Compass_AnyLanes,
    "LaneMinFn", "lane-wise minimum; a NaN lane yields the other operand"> {
  let customPython = 1;
  let pyParams = "x, y, mask=None, r=None";
}

// Bitwise: on integers, and on masks without a mask argument.
class Compass_BitwiseOp<string mnemonic, string laneFn_, string maskOp,
                        string cOp, string pyOp, string summary_>
    : Compass_LaneBinaryOp<mnemonic, mnemonic, Compass_IntegerLanes, laneFn_,
                           summary_> {
  let takesR = 0;
  let hasMaskForm = 1;
  let cOperator = cOp;
  let pyOperator = pyOp;
  let lowering = "buildBitwise<$op, ::mlir::compass::" # maskOp # ">";
}
def Compass_VAndOp : Compass_BitwiseOp<"vand", "AndFn", "MaskAndOp", "&",
    "BitAnd", "lane-wise bitwise and">;
def Compass_VOrOp : Compass_BitwiseOp<"vor", "OrFn", "MaskOrOp", "|",
    "BitOr", "lane-wise bitwise or">;
def Compass_VXorOp : Compass_BitwiseOp<"vxor", "XorFn", "MaskXorOp", "^",
    "BitXor", "lane-wise bitwise exclusive or">;
def Compass_VInvOp : Compass_LaneUnaryOp<"vinv", "vinv", Compass_IntegerLanes,
    "NotFn", "lane-wise bitwise not"> {
  let takesR = 0;
  let hasMaskForm = 1;
  let cOperator = "~";
  let lowering = "buildBitwiseNot<$op, ::mlir::compass::MaskNotOp>";
}

// Shifts: counts of the lane width or more shift every bit out, unlike C.
def Compass_VShlOp : Compass_LaneBinaryOp<"vsl", "vsl", Compass_IntegerLanes,
    "LaneShlFn", "lane-wise shift left; counts of the lane width or more give 0"> {
  let clName = "__vlsl";
  let hasUnmaskedForm = 1;
  let pyOperator = "LShift";
  let pyParams = "x, shift, mask=None, saturate=False, r=None";
}
def Compass_VShrOp : Compass_LaneBinaryOp<"vsr", "vsr", Compass_IntegerLanes,
    "LaneShrFn", "lane-wise shift right: arithmetic for signed, logical for unsigned"> {
  let clName = "__vasr";
  let clNameUnsigned = "__vlsr";
  let hasUnmaskedForm = 1;
  let pyOperator = "RShift";
  let pyParams = "x, shift, mask=None, with_round=False, r=None";
}
/// S.vsl(saturate=True): signed lanes clamp instead of losing bits.
def Compass_VShlSatOp : Compass_LaneBinaryOp<"vsls", "vsls",
    Compass_SignedIntegerLanes, "LaneShlSatFn",
    "lane-wise saturating shift left of signed integers"> {
  let variantOf = "vsl";
  let variantOption = "saturate";
  let pyParams = "x, shift, mask=None, saturate=False, r=None";
  let dtypeError = "The saturating \"S.vsl\" supports signed integers, but got: \"{dtype}\".";
}
/// S.vsr(with_round=True): x / 2^shift rounded to nearest, ties to even.
def Compass_VShrRoundOp : Compass_LaneBinaryOp<"vsrr", "vsrr",
    Compass_IntegerLanes, "LaneShrRoundFn",
    "lane-wise shift right rounding the shifted-out bits, ties to even"> {
  let variantOf = "vsr";
  let variantOption = "with_round";
  let pyParams = "x, shift, mask=None, with_round=False, r=None";
}

//===----------------------------------------------------------------------===//
// DMA
//===----------------------------------------------------------------------===//

def Compass_DmaCopyOp : Compass_IrregularOp<"dma_copy", "dma_copy",
    "DmaDirect", 6, "buildDmaCopy"> {
  let summary = "synchronous DMA copy of `times` rows of `width` elements";
  let description = [{
    Row t copies `width` elements from `src + t * srcStride` to
    `dst + t * dstStride` (counts in elements of the pointee type, which
    both pointers share). Constant memory is never a side, and lsram/shared
    cannot copy to lsram/shared (upstream's refusals). The row and stride
    limits of the hardware are checked when it runs.

    ```mlir
    compass.dma_copy %dst, %src, %w, %ss, %t, %ds : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
    ```
  }];
  let hasResult = 0;
  let takesMask = 0;
  let onVectors = 0;
  let arguments = (ins Arg<Compass_Ptr, "", [MemWrite]>:$dst,
                       Arg<Compass_Ptr, "", [MemRead]>:$src, SI32:$width,
                       SI32:$srcStride, SI32:$times, SI32:$dstStride);
  let assemblyFormat = [{
    $dst `,` $src `,` $width `,` $srcStride `,` $times `,` $dstStride attr-dict
    `:` type($dst) `,` type($src)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Builtins I, part A: more lane-wise arithmetic, bitwise and float tests
//===----------------------------------------------------------------------===//

def Compass_ClzOp : Compass_LaneUnaryOp<"clz", "clz", Compass_IntegerLanes,
    "LaneClzFn", "lane-wise count of leading zero bits"> {
  let takesR = 0;
  let hasScalarForm = 1;
}
def Compass_VClsOp : Compass_LaneUnaryOp<"vcls", "vcls",
    Compass_SignedIntegerLanes, "LaneClsFn",
    "lane-wise count of the bits after the sign bit that equal it"> {
  let takesR = 0;
  let pyParams = "x, mask=None, out_sign=None";
}
def Compass_VPcntOp : Compass_LaneUnaryOp<"vpcnt", "vpcnt", Compass_IntegerLanes,
    "LanePopcountFn", "lane-wise count of set bits"> {
  let takesR = 0;
  let pyParams = "x, mask=None, out_sign=None";
}
def Compass_VBrevsOp : Compass_LaneUnaryOp<"vbrevs", "vbrevs",
    Compass_IntegerLanes, "LaneBitReverseFn", "lane-wise bit reversal"> {
  let takesR = 0;
}
/// Ties to even, whatever the rounding mode.
def Compass_RintOp : Compass_LaneUnaryOp<"rint", "rint", Compass_FloatLanes,
    "LaneRintFn", "lane-wise rounding to the nearest integer, ties to even"> {
  let takesR = 0;
  let hasScalarForm = 1;
}
/// Integers wrap (|MIN| is MIN) unless saturate=True picks vabss; floats
/// clear the sign bit.
def Compass_AbsOp : Compass_LaneUnaryOp<"abs", "abs", Compass_AnyLanes,
    "LaneAbsFn", "lane-wise absolute value"> {
  let takesR = 0;
  let hasScalarForm = 1;
  let pyParams = "x, mask=None, saturate=False";
  let clName = "__vabs";
}
def Compass_VAbssOp : Compass_LaneUnaryOp<"vabss", "vabss", Compass_IntegerLanes,
    "LaneAbsSatFn", "lane-wise saturating absolute value (|MIN| is MAX)"> {
  let takesR = 0;
  let variantOf = "abs";
  let variantOption = "saturate";
  let pyParams = "x, mask=None, saturate=False";
  let dtypeError = "Saturate is meaningless for floating.";
}
/// The count is read as unsigned, modulo the lane width.
def Compass_VRorOp : Compass_LaneBinaryOp<"vror", "vror", Compass_IntegerLanes,
    "LaneRorFn", "lane-wise rotation right"> {
  let takesR = 0;
  let pyParams = "x, shift, mask=None";
}


//===----------------------------------------------------------------------===//
// Builtins I, part B: widening, narrowing, pairwise and reducing builtins
//===----------------------------------------------------------------------===//


//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

def Compass_VCmpOp : Compass_Op<"vcmp", [Pure, AllTypesMatch<["lhs", "rhs"]>,
    AllTypesMatch<["mask", "result"]>]> {
  let summary = "lane-wise comparison into a mask";
  let description = [{
    Inactive lanes of the result are false. The S.* builtins of the
    comparisons are the `Compass_CompareBuiltin` rows below.

    ```mlir
    %m = compass.vcmp lt, %a, %b, %all : vector<8xf32>, !compass.mask<8>
    ```
  }];
  let arguments = (ins Compass_CmpPredicate:$predicate,
                       Compass_VectorType:$lhs, Compass_VectorType:$rhs,
                       Compass_Mask:$mask);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = [{
    $predicate `,` $lhs `,` $rhs `,` $mask attr-dict `:` type($lhs) `,` type($mask)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The OpenCL C builtin of this comparison on its lane type.
    ::llvm::StringRef getOpenCLName();
  }];
}

def Compass_VCEqBuiltin : Compass_CompareBuiltin<"vceq", "eq", "__vceq", "__vqeq", "Eq", "x == y">;
def Compass_VCNeqBuiltin : Compass_CompareBuiltin<"vcneq", "ne", "__vcneq", "__vqne", "NotEq", "x != y">;
def Compass_VCLtBuiltin : Compass_CompareBuiltin<"vclt", "lt", "__vclt", "__vqlt", "Lt", "x < y">;
def Compass_VCLeBuiltin : Compass_CompareBuiltin<"vcle", "le", "__vcle", "__vqle", "LtE", "x <= y">;
def Compass_VCGtBuiltin : Compass_CompareBuiltin<"vcgt", "gt", "__vcgt", "__vqgt", "Gt", "x > y">;
def Compass_VCGeBuiltin : Compass_CompareBuiltin<"vcge", "ge", "__vcge", "__vqge", "GtE", "x >= y">;

/// x < lo ? lo : x > hi ? hi : x on the active lanes (x on the others), with
/// compare and select so that a NaN lane stays NaN.
def Compass_ClipBuiltin : Compass_CompositeBuiltin<"clip", 3, "buildClip",
    "Lane-wise clamp of x to [min_val, max_val]; a NaN lane stays NaN."> {
  let pyParams = "x, min_val, max_val, mask=None";
  let dtypes = Compass_AnyLanes.dtypes;
}

//===----------------------------------------------------------------------===//
// Irregular builtins
//===----------------------------------------------------------------------===//

def Compass_VSelOp : Compass_IrregularOp<"vsel", "vsel", "__vsel", 2, "buildVSel", [Pure,
    AllTypesMatch<["onTrue", "onFalse", "result"]>]> {
  let summary = "lane-wise select: mask ? x : y";
  let description = [{
    ```mlir
    %s = compass.vsel %x, %y, %m : vector<16xf16>, !compass.mask<16>
    ```
  }];
  let arguments = (ins Compass_VectorType:$onTrue, Compass_VectorType:$onFalse,
                       Compass_Mask:$mask);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $onTrue `,` $onFalse `,` $mask attr-dict `:` type($result) `,` type($mask)
  }];
  let hasVerifier = 1;
}

def Compass_VBcastOp : Compass_IrregularOp<"vbcast", "vbcast", "__vbcast", 1,
    "buildVBcast", [Pure]> {
  let takesMask = 0;
  let summary = "a native vector with every lane set to a scalar";
  let description = [{
    ```mlir
    %v = compass.vbcast %x : si32 -> vector<8xsi32>
    ```
  }];
  let arguments = (ins Compass_ScalarType:$input);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Mask computations
//===----------------------------------------------------------------------===//

def Compass_TailMaskOp : Compass_IrregularOp<"tail_mask", "tail_mask", "", 1,
    "buildTailMask", [Pure]> {
  let takesMask = 0;
  let summary = "mask whose first n lanes are true";
  let description = [{
    `n` may be known only at run time; it must lie in [0, lanes].

    ```mlir
    %m = compass.tail_mask %n : si32 -> !compass.mask<8>
    ```
  }];
  let arguments = (ins SI32:$count);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$count attr-dict `:` type($count) `->` type($result)";
}

class Compass_MaskBinaryOp<string mnemonic>
    : Compass_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let arguments = (ins Compass_Mask:$lhs, Compass_Mask:$rhs);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let description = [{
    ```mlir
    %m = compass.}] # mnemonic # [{ %a, %b : !compass.mask<16>
    ```
  }];
}

def Compass_MaskAndOp : Compass_MaskBinaryOp<"mask_and"> {
  let summary = "lane-wise and of two masks";
}
def Compass_MaskOrOp : Compass_MaskBinaryOp<"mask_or"> {
  let summary = "lane-wise or of two masks";
}
def Compass_MaskXorOp : Compass_MaskBinaryOp<"mask_xor"> {
  let summary = "lane-wise exclusive or of two masks";
}

def Compass_MaskNotOp : Compass_Op<"mask_not", [Pure, SameOperandsAndResultType]> {
  let summary = "lane-wise not of a mask";
  let description = [{ `%n = compass.mask_not %m : !compass.mask<32>` }];
  let arguments = (ins Compass_Mask:$input);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// TECs and synchronization
//===----------------------------------------------------------------------===//

def Compass_GetLocalIdOp : Compass_Op<"get_local_id", [Pure]> {
  let summary = "id of the executing TEC, 0 to get_local_size() - 1";
  let description = [{
    ```mlir
    %tid = compass.get_local_id : si32
    ```
  }];
  let results = (outs SI32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Compass_GetLocalSizeOp : Compass_Op<"get_local_size", [Pure]> {
  let summary = "number of TECs running the kernel";
  let description = [{
    ```mlir
    %n = compass.get_local_size : si32
    ```
  }];
  let results = (outs SI32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Compass_BarrierOp : Compass_Op<"barrier"> {
  let summary = "work-group barrier with a local-memory fence";
  let description = [{
    Every TEC waits here until all TECs arrived.

    ```mlir
    compass.barrier
    ```
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// A builtin converting lanes between element types: its operands and its
/// result have different lane counts or widths, so the lowering builds each
/// native piece of the result from the pieces of the operands.
class Compass_ConvertBuiltin<string pyName_, int numArgs_, string lowering_,
                             string summary>
    : Compass_Builtin<"Convert", pyName_> {
  let numArgs = numArgs_;
  let alignedPieces = 0;
  let takesMask = 0;
  let lowering = lowering_;
  let customPython = 1;
  let pyDoc = summary;
  let clName = "__vcvt";
}

def Compass_VCvtOp : Compass_Op<"vcvt", [Pure]>,
    Compass_ConvertBuiltin<"cast", 4, "buildConvert",
        "Converts x (a vector, a tuple of 2-4 vectors, a scalar or a literal) to dtype."> {
  let pyParams = "x, dtype, part=\"all\", saturate=None";
  let summary = "lane conversion between element types";
  let description = [{
    The inputs (1 to 4 native vectors of one type) are read as one sequence
    of N lanes; result lane i is lane (offset + i * stride) mod N converted
    to the result's element type:
    - float to float rounds to nearest even (NaN stays NaN, overflow is
      infinite);
    - integer to float rounds to float32 to nearest even, then to the
      result type;
    - float to integer: NaN is 0, the value clamps to the int32 range and
      truncates toward zero, then wraps to the result type;
    - integer to integer clamps to the result type with `saturate`, else
      wraps (two's complement).

    ```mlir
    %w = compass.vcvt %b offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
    %n = compass.vcvt %p, %q offset 0 stride 1 saturate : vector<8xf32>, vector<8xf32> -> vector<16xf16>
    ```
  }];
  let arguments = (ins Variadic<Compass_VectorType>:$inputs,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$offset,
                       ConfinedAttr<I32Attr, [IntPositive]>:$stride,
                       UnitAttr:$saturate);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $inputs `offset` $offset `stride` $stride (`saturate` $saturate^)? attr-dict
    `:` type($inputs) `->` type($result)
  }];
  let hasVerifier = 1;
}

/// S.reinterpret: the bits of a native vector seen as another one.
def Compass_VBitcastOp : Compass_Op<"vbitcast", [Pure]>,
    Compass_ConvertBuiltin<"reinterpret", 1, "buildBitcast",
        "The bits of x (a vector or a scalar) seen as dtype, of the same total bits."> {
  let pyParams = "x, dtype";
  let clName = "__vreinterpret";
  let summary = "the bits of a native vector as another native vector";
  let description = [{
    ```mlir
    %b = compass.vbitcast %f : vector<8xf32> -> vector<32xui8>
    ```
  }];
  let arguments = (ins Compass_VectorType:$input);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

/// S.vxtl / S.vxth: the low / high half of an 8- or 16-bit integer vector,
/// sign- or zero-extended to twice the width (a compass.vcvt).
def Compass_VxtlBuiltin : Compass_ConvertBuiltin<"vxtl", 1, "buildExtendHalf<false>",
    "Extends the low half lanes of x to twice the width."> {
  let pyParams = "x";
  let dtypes = ["int8", "uint8", "int16", "uint16"];
}
def Compass_VxthBuiltin : Compass_ConvertBuiltin<"vxth", 1, "buildExtendHalf<true>",
    "Extends the high half lanes of x to twice the width."> {
  let pyParams = "x";
  let dtypes = ["int8", "uint8", "int16", "uint16"];
}

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD
