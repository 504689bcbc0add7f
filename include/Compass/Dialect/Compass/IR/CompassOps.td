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

/// Every operation belongs to one family (`opFamily`, set by the family
/// classes below): the generated CompassOpVisitor (compass-tblgen
/// -gen-compass-op-visitor) dispatches an operation to `visit<Op>`, whose
/// default is its family's `visit<Family>Op`. A consumer handles a family
/// as a whole or each of its operations; one that does neither for a new
/// operation fails to compile (docs/adding-an-op.md).
class Compass_Op<string mnemonic, list<Trait> traits = []>
    : Op<Compass_Dialect, mnemonic, traits> {
  string opFamily = "";
}

/// An operation with run-time operand conditions (OperandRules.h); its
/// getOperandRule() is in lib/Dialect/Compass/IR/OperandRules.cpp.
defvar Compass_OperandRuled =
    DeclareOpInterfaceMethods<Compass_OperandRuleOpInterface>;

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

/// The Memory family: vector loads and stores (contiguous, strided,
/// indexed), each with its own handler in every consumer.
class Compass_MemoryOp<string mnemonic, string pyName_, string builtin,
                       int numArgs_, string lowering_,
                       list<Trait> traits = []>
    : Compass_IrregularOp<mnemonic, pyName_, builtin, numArgs_, lowering_,
                          traits> {
  let opFamily = "Memory";
}

/// The Dma family: synchronous DMA builtins of scalars and pointers (and the
/// data cache), lowered as one call; each has its own handler.
class Compass_DmaOp<string mnemonic, string pyName_, string builtin,
                    int numArgs_, string lowering_,
                    list<Trait> traits = []>
    : Compass_IrregularOp<mnemonic, pyName_, builtin, numArgs_, lowering_,
                          traits> {
  let opFamily = "Dma";
  let hasResult = 0;
  let takesMask = 0;
  let onVectors = 0;
}

//===----------------------------------------------------------------------===//
// Masks (the Mask family)
//===----------------------------------------------------------------------===//

def Compass_ConstMaskOp : Compass_Op<"const_mask", [ConstantLike, Pure]> {
  let opFamily = "Mask";
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

def Compass_VLoadOp : Compass_MemoryOp<"vload", "vload", "__vload", 1,
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

def Compass_VStoreOp : Compass_MemoryOp<"vstore", "vstore", "__vstore", 2,
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
                           string laneFn_, string summary_,
                           Trait typesMatch = AllTypesMatch<["lhs", "rhs", "result"]>>
    : Compass_Op<mnemonic, [Pure, typesMatch,
        OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">,
        Compass_LaneBuiltinOpInterface]>,
      Compass_Builtin<"LaneBinary", pyName_> {
  let opFamily = "LaneWise";
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
                          string laneFn_, string summary_,
                          Trait typesMatch = AllTypesMatch<["input", "result"]>>
    : Compass_Op<mnemonic, [Pure, typesMatch,
        OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">,
        Compass_LaneBuiltinOpInterface]>,
      Compass_Builtin<"LaneUnary", pyName_> {
  let opFamily = "LaneWise";
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

/// The values of an out_sign builtin: one shape and lane type, except that
/// integer lanes may differ in signedness (the result's is out_sign's).
class Compass_SameLanesButSign<list<string> names>
    : AllMatchSameOperatorTrait<names,
        "::mlir::compass::getWithoutSign($_self.getType())",
        "shape and lane type up to signedness">;

/// A lane-wise builtin taking `out_sign`: with it, integer operands of
/// either signedness give a result of the chosen one (without it, the
/// operands share their signedness with the result).
class Compass_OutSignBinaryOp<string mnemonic, string pyName_, Compass_Lanes lanes,
                              string laneFn_, string summary_>
    : Compass_LaneBinaryOp<mnemonic, pyName_, lanes, laneFn_, summary_,
        Compass_SameLanesButSign<["lhs", "rhs", "result"]>> {
  let hasOutSign = 1;
  // The operand types follow `from` when they differ from the result's.
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $mask (`r` $r^)? attr-dict `:` type($result) `,`
    type($mask) `` custom<OperandTypes>(type($lhs), type($rhs), ref(type($result)))
  }];
}
class Compass_OutSignUnaryOp<string mnemonic, string pyName_, Compass_Lanes lanes,
                             string laneFn_, string summary_>
    : Compass_LaneUnaryOp<mnemonic, pyName_, lanes, laneFn_, summary_,
        Compass_SameLanesButSign<["input", "result"]>> {
  let hasOutSign = 1;
  let assemblyFormat = [{
    $input `,` $mask (`r` $r^)? attr-dict `:` type($result) `,` type($mask) ``
    custom<OperandTypes>(type($input), ref(type($result)))
  }];
}

// Arithmetic.
def Compass_VAddOp : Compass_OutSignBinaryOp<"vadd", "vadd", Compass_AnyLanes,
    "AddFn", "lane-wise addition"> {
  let cOperator = "+";
  let pyOperator = "Add";
  let pyParams = "x, y, mask=None, saturate=False, out_sign=None, r=None";
}
def Compass_VSubOp : Compass_OutSignBinaryOp<"vsub", "vsub", Compass_AnyLanes,
    "SubFn", "lane-wise subtraction"> {
  let cOperator = "-";
  let pyOperator = "Sub";
  let pyParams = "x, y, mask=None, saturate=False, out_sign=None, r=None";
}
def Compass_VMulOp : Compass_OutSignBinaryOp<"vmul", "vmul", Compass_WideLanes,
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
    : Compass_OutSignBinaryOp<mnemonic, mnemonic, Compass_IntegerLanes, laneFn_,
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
  let clName = "__vasrr";
  let clNameUnsigned = "__vlsrr";
  let hasUnmaskedForm = 1;
  let variantOf = "vsr";
  let variantOption = "with_round";
  let pyParams = "x, shift, mask=None, with_round=False, r=None";
}

//===----------------------------------------------------------------------===//
// DMA
//===----------------------------------------------------------------------===//

def Compass_DmaCopyOp : Compass_DmaOp<"dma_copy", "dma_copy",
    "DmaDirect", 6, "buildDmaCopy", [Compass_OperandRuled]> {
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
// Events and asynchronous DMA
//===----------------------------------------------------------------------===//

/// A builtin on the DMA events of the executing TEC: scalars, pointers and
/// events only, lowered as one call. A row with `variadicArgs` takes 1 to
/// `numArgs` operands (the events to wait for or free: a TEC has four).
class Compass_EventOp<string mnemonic, string pyName_, string builtin,
                      int numArgs_, string lowering_,
                      list<Trait> traits = []>
    : Compass_IrregularOp<mnemonic, pyName_, builtin, numArgs_, lowering_,
                          traits> {
  let opFamily = "Event";
  let family = "Event";
  let onVectors = 0;
  let takesMask = 0;
  /// The tir.intrin takes 1 to numArgs arguments (the conversion's check
  /// of rows whose pieces do not line up).
  bit variadicArgs = 0;
  let alignedPieces = !not(variadicArgs);
}

def Compass_AllocEventOp : Compass_EventOp<"alloc_event", "alloc_events",
    "alloc_event", 0, "buildAllocEvent"> {
  let summary = "allocates one of the TEC's four events";
  let description = [{
    `S.alloc_events(n)` is n of these. Allocating a fifth event before
    freeing one is an error the simulator reports.

    ```mlir
    %ev = compass.alloc_event : !compass.event
    ```
  }];
  let results = (outs Compass_Event:$event);
  let assemblyFormat = "attr-dict `:` type($event)";
}

class Compass_EventSetOp<string mnemonic, string pyName_, string builtin,
                         string lowering_, string summary_>
    : Compass_EventOp<mnemonic, pyName_, builtin, 4, lowering_> {
  let variadicArgs = 1;
  let hasResult = 0;
  let summary = summary_;
  let arguments = (ins Variadic<Compass_Event>:$events);
  let assemblyFormat = "$events attr-dict `:` type($events)";
  let hasVerifier = 1;
}

def Compass_WaitEventsOp : Compass_EventSetOp<"wait_events", "wait_events",
    "wait_events", "buildEventSet<$op>",
    "blocks until the DMAs signalling the events finished"> {
  let description = [{
    Emitted as `wait_events(bitmask)`, bit i standing for event i.

    ```mlir
    compass.wait_events %ev0, %ev1 : !compass.event, !compass.event
    ```
  }];
}

def Compass_FreeEventsOp : Compass_EventSetOp<"free_events", "free_events",
    "free_events", "buildEventSet<$op>",
    "waits for the events, then returns them to the TEC"> {
  let description = [{
    ```mlir
    compass.free_events %ev0 : !compass.event
    ```
  }];
}

def Compass_AsyncDmaCopyOp : Compass_EventOp<"async_dma_copy",
    "async_dma_copy", "AsyncDmaDirect", 7, "buildAsyncDmaCopy",
    [Compass_OperandRuled]> {
  let hasResult = 0;
  let summary = "asynchronous DMA copy of `times` rows of `width` elements";
  let description = [{
    The rows of `compass.dma_copy`, copied while the TEC goes on; the
    transfer signals `event` when it is done. Until a wait on the event
    (or a barrier) the destination must not be accessed nor the source
    written. DMAs on one event run in the order they were started.

    ```mlir
    compass.async_dma_copy %dst, %src, %w, %ss, %t, %ds, %ev : !compass.ptr<si32, lsram>, !compass.ptr<si32, global>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemWrite]>:$dst,
                       Arg<Compass_Ptr, "", [MemRead]>:$src, SI32:$width,
                       SI32:$srcStride, SI32:$times, SI32:$dstStride,
                       Compass_Event:$event);
  let assemblyFormat = [{
    $dst `,` $src `,` $width `,` $srcStride `,` $times `,` $dstStride `,`
    $event attr-dict `:` type($dst) `,` type($src)
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
def Compass_VClsOp : Compass_OutSignUnaryOp<"vcls", "vcls",
    Compass_SignedIntegerLanes, "LaneClsFn",
    "lane-wise count of the bits after the sign bit that equal it"> {
  let takesR = 0;
  // x is signed; out_sign="u" gives an unsigned count.
  let arguments = (ins Compass_SignedIntegerLanes.vector:$input,
                       Compass_Mask:$mask,
                       Optional<Compass_IntegerLanes.vector>:$r);
  let results = (outs Compass_IntegerLanes.vector:$result);
  let pyParams = "x, mask=None, out_sign=None";
}
def Compass_VPcntOp : Compass_OutSignUnaryOp<"vpcnt", "vpcnt", Compass_IntegerLanes,
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
  let hasUnmaskedForm = 1;
  let pyParams = "x, shift, mask=None";
}


//===----------------------------------------------------------------------===//
// Builtins I, part B: widening, narrowing, pairwise and reducing builtins
//===----------------------------------------------------------------------===//

//--- Pairwise builtins (S.vaddh, S.vsubh, S.vmaxh, S.vminh) -------------------

/// A pairwise builtin on two native vectors of N lanes:
/// result[i] = f(lhs[2i], lhs[2i + 1]) and
/// result[N/2 + i] = f(rhs[2i], rhs[2i + 1]) for i < N/2. Every lane is
/// computed (no mask, no r). A multiple-width call of k pieces lowers piece j
/// to the builtin on pieces 2j and 2j + 1 of x ++ y, so x's pairs fill the low
/// half of the result and y's the high half.
class Compass_PairwiseOp<string mnemonic, string pyName_, string laneFn_,
                         string summary_>
    : Compass_Op<mnemonic, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]>,
      Compass_Builtin<"Pairwise", pyName_> {
  let opFamily = "Pairwise";
  let summary = summary_;
  let description = [{
    On hardware-native integer vectors; see docs/language.md for
    `S.}] # pyName_ # [{`.

    ```mlir
    %v = compass.}] # mnemonic # [{ %x, %y : vector<16xsi16>
    ```
  }];
  let dtypes = Compass_IntegerLanes.dtypes;
  let laneFn = laneFn_;
  let clName = "__" # mnemonic;
  let takesMask = 0;
  let pyParams = "x, y";
  let pyDoc = summary_;
  let lowering = "buildPairwise<$op>";
  let arguments = (ins Compass_IntegerLanes.vector:$lhs,
                       Compass_IntegerLanes.vector:$rhs);
  let results = (outs Compass_IntegerLanes.vector:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let extraClassDeclaration = [{
    /// The OpenCL C builtin this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "}] # clName # [{"; }
  }];
}
def Compass_VAddhOp : Compass_PairwiseOp<"vaddh", "vaddh", "LaneAddSatFn",
    "pairwise addition of adjacent lanes, clamped to the lane type">;
def Compass_VSubhOp : Compass_PairwiseOp<"vsubh", "vsubh", "LaneSubSatFn",
    "pairwise subtraction (lane 2i minus lane 2i + 1), clamped to the lane type">;
def Compass_VMaxhOp : Compass_PairwiseOp<"vmaxh", "vmaxh", "LaneMaxFn",
    "pairwise maximum of adjacent lanes"> {
  let dtypeError = "Only support integer instruction.";
}
def Compass_VMinhOp : Compass_PairwiseOp<"vminh", "vminh", "LaneMinFn",
    "pairwise minimum of adjacent lanes"> {
  let dtypeError = "Only support integer instruction.";
}

//--- Whole-mask tests (S.vall, S.vany) ----------------------------------------

/// A test of every lane of one native mask into a scalar bool: all lanes set
/// (vall) or any lane set (vany). A flexible-width or multiple-width call
/// tests every piece, its padding lanes set for vall and clear for vany, and
/// joins the pieces' answers with tir.and / tir.or.
class Compass_MaskTestOp<string mnemonic, string builtin, bit isAll,
                         string summary_>
    : Compass_Op<mnemonic, [Pure]>, Compass_Builtin<"MaskTest", mnemonic> {
  let opFamily = "MaskTest";
  let summary = summary_;
  let description = [{
    Printed as `}] # builtin # [{_b/_h/_w(mask)` by the mask's lane count.

    ```mlir
    %all = compass.}] # mnemonic # [{ %m : !compass.mask<8>
    ```
  }];
  let numArgs = 1;
  let takesMask = 0;
  let pyParams = "mask";
  let pyDoc = summary_;
  let clName = builtin;
  let lowering = "buildMaskTest<$op>";
  let arguments = (ins Compass_Mask:$input);
  let results = (outs I1:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let extraClassDeclaration = [{
    /// True for the test of every lane, false for the test of any lane.
    static constexpr bool kIsAll = }] # !if(isAll, "true", "false") # [{;
    /// The OpenCL C builtin, before its lane-size suffix.
    static ::llvm::StringRef getBuiltinName() { return "}] # builtin # [{"; }
  }];
}
def Compass_VAllOp : Compass_MaskTestOp<"vall", "__vandr", 1,
    "whether every lane of a mask is set">;
def Compass_VAnyOp : Compass_MaskTestOp<"vany", "__vorr", 0,
    "whether any lane of a mask is set">;

//--- Float classes (S.isnan, S.isinf, S.isfinite) -----------------------------

/// A float-class test into a mask (inactive lanes false), composed of
/// compass.vcmp and compass.vsub under the user's mask: x - x is 0 for a
/// finite x and NaN for an infinity or a NaN, and only a NaN differs from
/// itself. A scalar x is tested as lane 0 of its broadcast.
class Compass_FloatClassBuiltin<string pyName_, string lowering_,
                                string summary>
    : Compass_CompositeBuiltin<pyName_, 1, lowering_, summary> {
  let pyParams = "x, mask=None";
  let dtypes = Compass_FloatLanes.dtypes;
  let hasScalarForm = 1;
}
def Compass_IsNanBuiltin : Compass_FloatClassBuiltin<"isnan", "buildIsNan",
    "Lane-wise test for NaN into a mask (x != x).">;
def Compass_IsInfBuiltin : Compass_FloatClassBuiltin<"isinf", "buildIsInf",
    "Lane-wise test for an infinity into a mask (x == x, x - x is NaN).">;
def Compass_IsFiniteBuiltin : Compass_FloatClassBuiltin<"isfinite",
    "buildIsFinite",
    "Lane-wise test for a finite value into a mask (x - x == x - x).">;

//--- Reductions (S.vrpadd, S.vrpmax, S.vrpmin) --------------------------------

/// A reduction of the active lanes of one native vector into lane 0 of the
/// result; the other lanes are undefined (lane 1 holds an index for the
/// return_idx variants).
class Compass_ReduceOp<string mnemonic, string pyName_, Trait resultType,
                       string lowering_, string summary_>
    : Compass_Op<mnemonic, [Pure, resultType,
        TypesMatchWith<"mask has a lane per input lane", "input", "mask",
          "::mlir::compass::MaskType::get($_self.getContext(), "
          "::llvm::cast<::mlir::VectorType>($_self).getNumElements())">]>,
      Compass_Builtin<"Reduce", pyName_> {
  let opFamily = "Reduce";
  let summary = summary_;
  let description = [{
    ```mlir
    %r = compass.}] # mnemonic # [{ %x, %m : vector<8xsi32>, !compass.mask<8> -> vector<8xsi32>
    ```
  }];
  let numArgs = 1;
  let pyParams = "x, mask=None";
  let pyDoc = summary_;
  let dtypes = Compass_AnyLanes.dtypes;
  let clName = "__" # mnemonic;
  let lowering = lowering_;
  let arguments = (ins Compass_AnyLanes.vector:$input, Compass_Mask:$mask);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $input `,` $mask attr-dict `:` type($input) `,` type($mask) `->` type($result)
  }];
  let extraClassDeclaration = [{
    /// The OpenCL C builtin this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "}] # clName # [{"; }
  }];
}

/// Integers wrap; float lanes (16-bit ones as float32, half as many result
/// lanes) are summed as NumPy's pairwise sum of the native vector, inactive
/// lanes as +0, then added to +0. A multiple-width call sums its pieces'
/// sums in order.
def Compass_VRPAddOp : Compass_ReduceOp<"vrpadd", "vrpadd",
    TypesMatchWith<"result is the vector of the sum", "input", "result",
                   "::mlir::compass::VRPAddOp::getSumType($_self)">,
    "buildSum<$op>", "sum of the active lanes into lane 0"> {
  let sameLanes = 0;
  let extraClassDeclaration = [{
    static ::llvm::StringRef getBuiltinName() { return "__vrpadd"; }
    /// float32 lanes, half as many, for 16-bit float lanes; else the input.
    static ::mlir::Type getSumType(::mlir::Type input) {
      auto vector = ::llvm::cast<::mlir::VectorType>(input);
      ::mlir::Type element = vector.getElementType();
      if (!element.isF16() && !element.isBF16())
        return input;
      return ::mlir::VectorType::get({vector.getNumElements() / 2},
                                     ::mlir::Float32Type::get(input.getContext()));
    }
  }];
}
/// The first extreme in lane order wins a tie (+0 and -0); a NaN lane makes
/// the result NaN; without active lanes lane 0 is undefined.
class Compass_ExtremeOp<string mnemonic, string pyName_, string summary_>
    : Compass_ReduceOp<mnemonic, pyName_, AllTypesMatch<["input", "result"]>,
                       "buildNativeReduce<$op>", summary_>;
def Compass_VRPMaxOp : Compass_ExtremeOp<"vrpmax", "vrpmax",
    "maximum of the active lanes into lane 0"> {
  let pyParams = "x, mask=None, return_idx=False";
}
def Compass_VRPMinOp : Compass_ExtremeOp<"vrpmin", "vrpmin",
    "minimum of the active lanes into lane 0"> {
  let pyParams = "x, mask=None, return_idx=False";
}
/// return_idx=True (not on X2): lane 1 holds the lowest active index of the
/// extreme, as a bit pattern of the lane type.
def Compass_VRPMaxeOp : Compass_ExtremeOp<"vrpmaxe", "vrpmaxe",
    "maximum of the active lanes into lane 0, its lowest index into lane 1"> {
  let variantOf = "vrpmax";
  let variantOption = "return_idx";
  let pyParams = "x, mask=None, return_idx=False";
}
def Compass_VRPMineOp : Compass_ExtremeOp<"vrpmine", "vrpmine",
    "minimum of the active lanes into lane 0, its lowest index into lane 1"> {
  let variantOf = "vrpmin";
  let variantOption = "return_idx";
  let pyParams = "x, mask=None, return_idx=False";
}
/// S.vmull / S.vmulh: the low or the high half of the lanes of x and y,
/// each read by its signedness, multiplied into lanes twice as wide (8 → 16
/// and 16 → 32 bits, of the signedness of the result); the 64-bit products
/// of 32-bit lanes are (low word, high word) pairs of 32-bit lanes. The
/// mask has the lanes of x: result lane j (pair j for 32 bits) is active
/// when lane j of the half is; inactive lanes come from r.
class Compass_WideningOp<string mnemonic, bit high, string summary_>
    : Compass_Op<mnemonic, [Pure, Compass_SameLanesButSign<["lhs", "rhs"]>,
        OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">,
        Compass_LaneBuiltinOpInterface]>,
      Compass_Builtin<"Widening", mnemonic> {
  let opFamily = "LaneWise";
  let summary = summary_;
  let description = [{
    On hardware-native integer vectors; see docs/language.md for `S.}]
    # mnemonic # [{`.

    ```mlir
    %v = compass.}] # mnemonic # [{ %a, %b, %m : vector<16xsi16>, vector<16xui16>, !compass.mask<16> -> vector<8xsi32>
    ```
  }];
  let dtypes = Compass_IntegerLanes.dtypes;
  let dtypeError = "Only support integer instruction.";
  let laneFn = "LaneWideMulFn";
  let clName = "__" # mnemonic;
  let takesR = 1;
  let hasOutSign = 1;
  let sameLaneShape = 0;
  let pyParams = "x, y, mask=None, out_sign=None, r=None";
  let pyDoc = summary_;
  let lowering = "buildLaneBinary<$op>";
  let arguments = (ins Compass_IntegerLanes.vector:$lhs,
                       Compass_IntegerLanes.vector:$rhs, Compass_Mask:$mask,
                       Optional<Compass_IntegerLanes.vector>:$r);
  let results = (outs Compass_IntegerLanes.vector:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $mask (`r` $r^)? attr-dict `:` type($lhs) `,` type($rhs)
    `,` type($mask) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration =
      Compass_LaneMembers<2, "", 0, clName, "">.laneMembers # [{
    /// Whether it multiplies the high half of the lanes (else the low one).
    static constexpr bool kHighHalf = }] # !if(high, "true", "false") # [{;
  }];
}
def Compass_VMullOp : Compass_WideningOp<"vmull", 0,
    "widening multiplication of the low half of the lanes">;
def Compass_VMulhOp : Compass_WideningOp<"vmulh", 1,
    "widening multiplication of the high half of the lanes">;

/// 16- and 32-bit integers, the lanes S.vnsr narrows.
def Compass_NarrowableLanes : Compass_Lanes<[SI16, UI16, SI32, UI32],
    ["int16", "uint16", "int32", "uint32"]>;

/// S.vnsr: x shifted right by `shift` (the count read as unsigned; the
/// shift is arithmetic for signed x, logical for unsigned x) and narrowed
/// to the result's lanes: 8 bits, or 16 for 32-bit x (to_h=True), of the
/// result's signedness (out_sign). Lane i of x gives result lane i * k, k
/// being the ratio of the widths; the other lanes and the inactive ones are
/// 0. The options saturate (clamp to the result's range, else keep the low
/// bits) and with_round (round the shifted-out bits to nearest, ties to
/// even) are the variant rows vnsrs, vnsrr and vnsrsr (both).
class Compass_NarrowingOp<string mnemonic, string options, string laneFn_,
                          string summary_>
    : Compass_Op<mnemonic, [Pure, Compass_SameLanesButSign<["lhs", "rhs"]>,
        Compass_LaneBuiltinOpInterface]>,
      Compass_Builtin<"Narrowing", mnemonic> {
  let opFamily = "LaneWise";
  let summary = summary_;
  let description = [{
    On multiple-width integer vectors cut into native pieces; see
    docs/language.md for `S.vnsr`.

    ```mlir
    %v = compass.}] # mnemonic # [{ %x, %s, %m : vector<8xsi32>, vector<8xui32>, !compass.mask<8> -> vector<16xui16>
    ```
  }];
  let dtypes = Compass_NarrowableLanes.dtypes;
  let dtypeError = "Only support 16/32 bits integer instruction.";
  let laneFn = laneFn_;
  let clName = "__" # mnemonic;
  let hasOutSign = 1;
  let sameLaneShape = 0;
  let variantOf = !if(!empty(options), "", "vnsr");
  let variantOption = options;
  let pyParams = "x, shift, mask=None, saturate=False, out_sign=None, "
                 # "with_round=False, to_h=False";
  let pyDoc = summary_;
  let lowering = "buildNarrowing<$op>";
  let arguments = (ins Compass_NarrowableLanes.vector:$lhs,
                       Compass_NarrowableLanes.vector:$rhs, Compass_Mask:$mask);
  let results = (outs Compass_IntegerLanes.vector:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $mask attr-dict `:` type($lhs) `,` type($rhs) `,`
    type($mask) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration =
      Compass_LaneMembers<2, "", 0, clName, "">.laneMembers # [{
    /// Inactive lanes are 0: there is no r.
    ::mlir::Value getR() { return {}; }
  }];
}
def Compass_VNsrOp : Compass_NarrowingOp<"vnsr", "",
    "LaneNarrowFn<false, false>", "narrowing shift right">;
def Compass_VNsrsOp : Compass_NarrowingOp<"vnsrs", "saturate",
    "LaneNarrowFn<true, false>", "saturating narrowing shift right">;
def Compass_VNsrrOp : Compass_NarrowingOp<"vnsrr", "with_round",
    "LaneNarrowFn<false, true>", "rounding narrowing shift right">;
def Compass_VNsrsrOp : Compass_NarrowingOp<"vnsrsr", "saturate,with_round",
    "LaneNarrowFn<true, true>", "saturating rounding narrowing shift right">;


//===----------------------------------------------------------------------===//
// Dot products and multiply-accumulate (the Dot family)
//===----------------------------------------------------------------------===//

/// result[g * stride] = [acc +] sum of x[i] * y[i] over the active lanes i of
/// group g: lanes g*group … g*group+group-1 of x, or only lane
/// g*group+pick when pick >= 0 (the mask then has the result's lanes). The
/// stride (group * bits(x) / bits(result)) places the sums of 16-bit floats
/// in the even float32 lanes. Integers are summed exactly and saturate to
/// the result; floats are summed in double in lane order and rounded once.
/// Result lanes no active product reaches keep acc, or are undefined
/// without it. x and y may differ in signedness (the result is signed if
/// either is); the verifier checks the result type the group implies.
class Compass_DotOp<string mnemonic, string pyName_, bit accumulates,
                    int group_, int pick_, Compass_Lanes lanes,
                    string summary_>
    : Compass_Op<mnemonic, !listconcat([Pure, Compass_DotBuiltinOpInterface],
          !if(accumulates, [AllTypesMatch<["acc", "result"]>], []))>,
      Compass_Builtin<"Dot", pyName_> {
  let opFamily = "Dot";
  int group = group_;
  int pick = pick_;
  let summary = summary_;
  let description = [{
    On hardware-native vectors; see the Dot family in
    include/Compass/Dialect/Compass/IR/CompassOps.td and `S.}] # pyName_ # [{`.

    ```mlir
    %v = compass.}] # mnemonic # !if(accumulates, " %acc,", "") # [{ %x, %y, %m : ...
    ```
  }];
  let dtypes = lanes.dtypes;
  let customPython = 1;
  let numArgs = !if(accumulates, 3, 2);
  let pyParams = !if(accumulates, "acc, x, y, mask=None", "x, y, mask=None");
  let pyDoc = summary_;
  let clName = "__" # mnemonic;
  let lowering = "buildDot<$op>";
  let arguments = !if(accumulates,
      (ins Compass_VectorType:$acc, lanes.vector:$lhs, lanes.vector:$rhs,
           Compass_Mask:$mask),
      (ins lanes.vector:$lhs, lanes.vector:$rhs, Compass_Mask:$mask));
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = !if(accumulates,
      "$acc `,` $lhs `,` $rhs `,` $mask attr-dict `:` type($acc) `,` type($lhs) `,` type($rhs) `,` type($mask)",
      "$lhs `,` $rhs `,` $mask attr-dict `:` type($lhs) `,` type($rhs) `,` type($mask) `->` type($result)");
  let extraClassDeclaration = [{
    static constexpr unsigned kGroup = }] # group_ # [{;
    static constexpr int kPick = }] # pick_ # [{;
    static constexpr bool kAccumulates = }] # !if(accumulates, "true", "false") # [{;
    static constexpr ::llvm::StringLiteral kOpenCLName = "__}] # mnemonic # [{";
    ::mlir::Value getAccOrNull() { return }]
      # !if(accumulates, "getAcc()", "{}") # [{; }
  }];
}

/// acc + x * y on float32 lanes, rounded once (inactive lanes keep acc).
def Compass_VFmaOp : Compass_DotOp<"vfma", "fma", 1, 1, -1, Compass_F32Lanes,
    "lane-wise fused multiply-add acc + x * y, rounded once">;
/// Pairs: (u)int8 -> (u)int16, (u)int16 -> (u)int32, saturating.
def Compass_VDotOp : Compass_DotOp<"vdot", "vdot", 0, 2, -1,
    Compass_DotPairLanes, "dot products of adjacent lane pairs, saturated">;
/// Quads: (u)int8 -> (u)int32; float16/bfloat16 -> the even float32 lanes.
def Compass_VQDotOp : Compass_DotOp<"vqdot", "vqdot", 0, 4, -1,
    Compass_DotQuadLanes, "dot products of groups of four lanes">;
def Compass_VDpaOp : Compass_DotOp<"vdpa", "vdpa", 1, 2, -1,
    Compass_DotPairLanes,
    "accumulates dot products of adjacent lane pairs, saturating">;
def Compass_VQDpaOp : Compass_DotOp<"vqdpa", "vqdpa", 1, 4, -1,
    Compass_DotQuadLanes, "accumulates dot products of groups of four lanes">;
/// acc[i] + x[2i] * y[2i] (even) / x[2i+1] * y[2i+1] (odd) in float32.
def Compass_VFmaeOp : Compass_DotOp<"vfmae", "vfmae", 1, 2, 0,
    Compass_Half16Lanes, "multiply-add of the even lanes of x and y into float32">;
def Compass_VFmaoOp : Compass_DotOp<"vfmao", "vfmao", 1, 2, 1,
    Compass_Half16Lanes, "multiply-add of the odd lanes of x and y into float32">;

/// S.vmml / S.vmma (X2): the 4x4 matrix product of x (row major) and y
/// (column major), each float16 or bfloat16 (they may differ, as upstream
/// accepts), written as 16 float32 in row major
/// at ptr (vmma adds it to them): ptr[4r+c] = [ptr[4r+c] +] sum over k of
/// x[4r+k] * y[4c+k], summed in double in k order and rounded once.
class Compass_MatMulOp<string mnemonic, bit accumulates, string summary_>
    : Compass_IrregularOp<mnemonic, mnemonic, "__" # mnemonic, 3,
                          "buildMatMul<$op>", []> {
  let opFamily = "MatMul";
  let summary = summary_;
  let description = [{
    ```mlir
    compass.}] # mnemonic # [{ %p, %x, %y : !compass.ptr<f32, global>, vector<16xf16>, vector<16xbf16>
    ```
  }];
  let hasResult = 0;
  let takesMask = 0;
  let pyParams = !if(accumulates, "acc_ptr, x, y", "ptr, x, y");
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$ptr,
                       Compass_Half16Lanes.vector:$lhs,
                       Compass_Half16Lanes.vector:$rhs);
  let assemblyFormat = "$ptr `,` $lhs `,` $rhs attr-dict `:` type($ptr) `,` type($lhs) `,` type($rhs)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The OpenCL C builtin this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "__}] # mnemonic # [{"; }
    static constexpr bool kAccumulates = }] # !if(accumulates, "true", "false") # [{;
  }];
}
def Compass_VMmlOp : Compass_MatMulOp<"vmml", 0,
    "4x4 matrix product of float16/bfloat16 into 16 float32 at ptr">;
def Compass_VMmaOp : Compass_MatMulOp<"vmma", 1,
    "4x4 matrix product of float16/bfloat16 added to 16 float32 at ptr">;

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

def Compass_VCmpOp : Compass_Op<"vcmp", [Pure, AllTypesMatch<["lhs", "rhs"]>,
    AllTypesMatch<["mask", "result"]>]> {
  let opFamily = "Vector";
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
  let opFamily = "Vector";
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
  let hasFolder = 1;
}

def Compass_VBcastOp : Compass_IrregularOp<"vbcast", "vbcast", "__vbcast", 1,
    "buildVBcast", [Pure]> {
  let opFamily = "Vector";
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
    "buildTailMask", [Pure, Compass_OperandRuled]> {
  let opFamily = "Mask";
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
  let opFamily = "Mask";
  let arguments = (ins Compass_Mask:$lhs, Compass_Mask:$rhs);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let description = [{
    ```mlir
    %m = compass.}] # mnemonic # [{ %a, %b : !compass.mask<16>
    ```
  }];
}

/// Folds: x & all-true is x, x & all-false is all-false.
def Compass_MaskAndOp : Compass_MaskBinaryOp<"mask_and"> {
  let summary = "lane-wise and of two masks";
  let hasFolder = 1;
}
/// Folds: x | all-false is x, x | all-true is all-true.
def Compass_MaskOrOp : Compass_MaskBinaryOp<"mask_or"> {
  let summary = "lane-wise or of two masks";
  let hasFolder = 1;
}
def Compass_MaskXorOp : Compass_MaskBinaryOp<"mask_xor"> {
  let summary = "lane-wise exclusive or of two masks";
}

def Compass_MaskNotOp : Compass_Op<"mask_not", [Pure, SameOperandsAndResultType]> {
  let opFamily = "Mask";
  let summary = "lane-wise not of a mask";
  let description = [{ `%n = compass.mask_not %m : !compass.mask<32>` }];
  let arguments = (ins Compass_Mask:$input);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Internal instructions (docs/adding-a-builtin.md)
//===----------------------------------------------------------------------===//
//
// Hardware instructions with no S.* builtin: only the optimizer
// (-compass-combine-instructions) produces them, from compositions of
// builtins. Their rows have `internal = 1` and no pyName, so they have no
// tir.intrin and no Python face; the simulator and the emitter take them
// from the table like the builtins.

/// A lane-wise binary instruction on integer lanes:
/// result[i] = mask[i] ? f(lhs[i], rhs[i]) : r[i], inactive lanes undefined
/// without `r`. Its OpenCL C has the masked form `__<mnemonic>(r, x, y,
/// mask)` and the unmasked call `__<mnemonic>(x, y)`, never a C operator, so
/// that the instruction stays visible in the C.
class Compass_InternalBinaryOp<string mnemonic, string laneFn_,
                               string summary_>
    : Compass_LaneBinaryOp<mnemonic, "", Compass_IntegerLanes, laneFn_,
                           summary_> {
  let internal = 1;
  let lowering = "";
  let hasUnmaskedForm = 1;
  let description = [{
    An internal instruction (no `S.` builtin) on hardware-native vectors of
    integer lanes: }] # summary_ # [{ of the active lanes; inactive lanes
    are `r`'s, undefined without `r`.

    ```mlir
    %v = compass.}] # mnemonic # [{ %x, %y, %m r %old : vector<8xsi32>, !compass.mask<8>
    ```
  }];
}
def Compass_VBclrOp : Compass_InternalBinaryOp<"vbclr", "BitClearFn",
    "lane-wise bit clear, x & ~y">;
def Compass_VBsetOp : Compass_InternalBinaryOp<"vbset", "BitSetFn",
    "lane-wise bit set, x | ~y">;

/// A lane-wise instruction on two masks, of the shape of compass.mask_and,
/// printed in OpenCL C as the call `builtin(lhs, rhs)` on the predicates.
class Compass_MaskLogicOp<string mnemonic, string builtin, string meaning>
    : Compass_MaskBinaryOp<mnemonic> {
  let summary = "lane-wise " # meaning # " of two masks (internal)";
  let extraClassDeclaration = [{
    /// The OpenCL C function of dsl.h this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "}] # builtin # [{"; }
  }];
}
def Compass_MaskAndNotOp : Compass_MaskLogicOp<"mask_andnot", "__vbclr",
    "a & ~b">;
def Compass_MaskOrNotOp : Compass_MaskLogicOp<"mask_ornot", "__vbset",
    "a | ~b">;
def Compass_MaskNandOp : Compass_MaskLogicOp<"mask_nand", "__vnand",
    "~(a & b)">;
def Compass_MaskNorOp : Compass_MaskLogicOp<"mask_nor", "__vnor",
    "~(a | b)">;

/// `(a op b) & mask` as one instruction: the form of a mask builtin under a
/// mask (`S.vand(a, b, mask)` on masks: inactive lanes false), printed in
/// OpenCL C as the call `builtin(lhs, rhs, mask)` on the predicates. Folds:
/// an all-false mask is the result.
class Compass_MaskedLogicOp<string mnemonic, string builtin, string meaning,
                            string formula>
    : Compass_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let opFamily = "Mask";
  let summary = "lane-wise " # meaning # " of two masks under a third (internal)";
  let description = [{
    Lane i is `}] # formula # [{` where `mask[i]` is true, false elsewhere.

    ```mlir
    %m = compass.}] # mnemonic # [{ %a, %b, %mask : !compass.mask<16>
    ```
  }];
  let arguments = (ins Compass_Mask:$lhs, Compass_Mask:$rhs,
                   Compass_Mask:$mask);
  let results = (outs Compass_Mask:$result);
  let assemblyFormat = "$lhs `,` $rhs `,` $mask attr-dict `:` type($result)";
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// The OpenCL C function of dsl.h this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "}] # builtin # [{"; }
  }];
}
def Compass_MaskedAndOp : Compass_MaskedLogicOp<"masked_and", "__vand", "and",
    "a[i] & b[i]">;
def Compass_MaskedOrOp : Compass_MaskedLogicOp<"masked_or", "__vor", "or",
    "a[i] | b[i]">;
def Compass_MaskedXorOp : Compass_MaskedLogicOp<"masked_xor", "__vxor", "xor",
    "a[i] ^ b[i]">;
def Compass_MaskedAndNotOp : Compass_MaskedLogicOp<"masked_andnot", "__vbclr",
    "and-not", "a[i] & ~b[i]">;
def Compass_MaskedOrNotOp : Compass_MaskedLogicOp<"masked_ornot", "__vbset",
    "or-not", "a[i] | ~b[i]">;

//===----------------------------------------------------------------------===//
// TECs and synchronization
//===----------------------------------------------------------------------===//

def Compass_GetLocalIdOp : Compass_Op<"get_local_id", [Pure]> {
  let opFamily = "Tec";
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
  let opFamily = "Tec";
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
  let opFamily = "Tec";
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
  let opFamily = "Convert";
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
      wraps (two's complement);
    - with `round` (float to integer only), the float is first rounded to
      the nearest integer, ties to even: `S.rint` and the conversion in one
      (compass-combine-instructions makes it).

    ```mlir
    %w = compass.vcvt %b offset 8 stride 1 : vector<32xsi8> -> vector<8xsi32>
    %n = compass.vcvt %p, %q offset 0 stride 1 saturate : vector<8xf32>, vector<8xf32> -> vector<16xf16>
    ```
  }];
  let arguments = (ins Variadic<Compass_VectorType>:$inputs,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$offset,
                       ConfinedAttr<I32Attr, [IntPositive]>:$stride,
                       UnitAttr:$saturate, UnitAttr:$round);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $inputs `offset` $offset `stride` $stride (`saturate` $saturate^)?
    (`round` $round^)? attr-dict
    `:` type($inputs) `->` type($result)
  }];
  let hasVerifier = 1;
}

/// S.reinterpret: the bits of a native vector seen as another one.
def Compass_VBitcastOp : Compass_Op<"vbitcast", [Pure]>,
    Compass_ConvertBuiltin<"reinterpret", 1, "buildBitcast",
        "The bits of x (a vector or a scalar) seen as dtype, of the same total bits."> {
  let opFamily = "Convert";
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

//===----------------------------------------------------------------------===//
// Miscellaneous builtins (the Misc family): S.printf, S.perf_tick_begin,
// S.perf_tick_end, S.aiff, S.asm
//===----------------------------------------------------------------------===//

/// A builtin of whole operands: scalars, pointers and hardware-native
/// vectors taken as they are (no pieces, no mask, no r), possibly any number
/// of them (`variadic`). Each has its own operation; the simulator and the
/// emitter handle the family in lib/Simulator/Misc.cpp and
/// lib/Target/OpenCL/EmitMisc.cpp.
class Compass_MiscOp<string mnemonic, string pyName_, string builtin,
                     int numArgs_, string lowering_, list<Trait> traits = []>
    : Compass_IrregularOp<mnemonic, pyName_, builtin, numArgs_, lowering_,
                          traits> {
  let opFamily = "Misc";
  let family = "Misc";
  let takesMask = 0;
  let onVectors = 0;
  let hasResult = 0;
}

/// S.printf: `format` is the DSL's format string with string literals
/// already spliced in; each other conversion takes one operand of the type
/// the front end converted it to: %d %i %c si32; %u %o ui32; %x %X ui32 or
/// f32 (its bits); %f f32; %p a pointer; %v32hhx / %v16hx / %v8hlx a native
/// vector of ui8 / ui16 / ui32; %v16hf / %v8hlf a native float vector.
def Compass_PrintfOp : Compass_MiscOp<"printf", "printf", "printf", 0,
    "buildPrintf"> {
  let variadic = 1;
  let pyParams = "fmt, *args";
  let summary = "formatted output of a TEC (upstream's PySim format)";
  let description = [{
    Integers print as C does with `0x` before %x/%X and `0` before %o
    digits; %f prints 12 decimals rounded to nearest even, cut to 6 (NaN as
    `nan`); vector conversions print their lanes that way, separated by
    commas.

    ```mlir
    compass.printf "x=%d v=%v8hlx\n"(%x, %v : si32, vector<8xui32>)
    ```
  }];
  let arguments = (ins StrAttr:$format, Variadic<AnyType>:$args);
  let assemblyFormat = [{
    $format (`(` $args^ `:` type($args) `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

/// S.perf_tick_begin / S.perf_tick_end: the profiler's marks around a code
/// fragment identified by `cid`.
class Compass_PerfTickOp<string mnemonic, string builtin, string summary_>
    : Compass_MiscOp<mnemonic, mnemonic, builtin, 1,
                     "buildMiscOp<$op>"> {
  let pyParams = "cid";
  let summary = summary_;
  let description = [{
    The simulator counts the instructions each TEC executes between
    `perf_tick_begin` and `perf_tick_end` of one id; on POCL the marks do
    nothing.

    ```mlir
    compass.}] # mnemonic # [{ %cid : ui32
    ```
  }];
  let arguments = (ins UI32:$cid);
  let assemblyFormat = "$cid attr-dict `:` type($cid)";
}
def Compass_PerfTickBeginOp : Compass_PerfTickOp<"perf_tick_begin",
    "__perf_record_tick_begin", "begins a profiled code fragment">;
def Compass_PerfTickEndOp : Compass_PerfTickOp<"perf_tick_end",
    "__perf_record_tick_end", "ends a profiled code fragment">;

/// S.aiff: runs the AIFF accelerator on three descriptor chains (uint32 or
/// int32 pointers). No AIFF model exists here: the simulator and POCL refuse
/// it with a located error; the C spells it as upstream.
def Compass_AiffOp : Compass_MiscOp<"aiff", "aiff", "AIFF", 3,
    "buildMiscOp<$op>"> {
  let pyParams = "ctrl_desc, param_desc, act_desc";
  let summary = "synchronous AIFF computation from descriptor chains";
  let description = [{
    ```mlir
    compass.aiff %c, %p, %a : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$ctrl,
                       Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$param,
                       Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$act);
  let assemblyFormat = [{
    $ctrl `,` $param `,` $act attr-dict `:` type($ctrl) `,` type($param) `,`
    type($act)
  }];
  let hasVerifier = 1;
}

/// S.async_aiff: S.aiff started asynchronously, signalling `event` when done
/// (S.wait_events waits for it). Refused by the simulator and POCL as S.aiff.
def Compass_AsyncAiffOp : Compass_MiscOp<"async_aiff", "async_aiff",
    "ASYNC_AIFF", 4, "buildMiscOp<$op>"> {
  let pyParams = "ctrl_desc, param_desc, act_desc, event";
  let summary = "asynchronous AIFF computation from descriptor chains";
  let description = [{
    ```mlir
    compass.async_aiff %c, %p, %a, %e : !compass.ptr<ui32, global>, !compass.ptr<ui32, global>, !compass.ptr<ui32, global>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$ctrl,
                       Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$param,
                       Arg<Compass_Ptr, "", [MemRead, MemWrite]>:$act,
                       Compass_Event:$event);
  let assemblyFormat = [{
    $ctrl `,` $param `,` $act `,` $event attr-dict `:` type($ctrl) `,`
    type($param) `,` type($act)
  }];
  let hasVerifier = 1;
}

/// S.asm: GCC-style inline assembly. `operands` are the current values of
/// the outputs (one per output name, so "+" outputs start from them) then
/// the inputs; the results are the outputs' new values. Neither the
/// simulator nor POCL can run it: both refuse it with a located error.
def Compass_AsmOp : Compass_MiscOp<"asm", "asm", "__asm__", 0, "buildAsm"> {
  let variadic = 1;
  let hasResult = 1;
  let pyParams =
      "template, outputs=None, inputs=None, clobbers=None, qualifiers=None";
  let summary = "inline assembly";
  let description = [{
    Constraints are r, t, f or p, with the modifiers `=` and `+` (outputs
    only, one of them first) and `&`; the qualifier is "", "inline" or
    "volatile".

    ```mlir
    %y = compass.asm "add %[out].b, %[inp].b, 1;" qualifier "volatile"
        outputs ["out"] ["=&t"] inputs ["inp"] ["t"] clobbers ["t0"]
        (%y0, %x : vector<32xsi8>, vector<32xsi8>) -> vector<32xsi8>
    ```
  }];
  let arguments = (ins StrAttr:$asmTemplate, StrAttr:$qualifier,
                       StrArrayAttr:$outputNames,
                       StrArrayAttr:$outputConstraints,
                       StrArrayAttr:$inputNames, StrArrayAttr:$inputConstraints,
                       StrArrayAttr:$clobbers, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    $asmTemplate `qualifier` $qualifier `outputs` $outputNames
    $outputConstraints `inputs` $inputNames $inputConstraints `clobbers`
    $clobbers (`(` $operands^ `:` type($operands) `)`)? attr-dict
    (`->` type($outputs)^)?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The OpenCL C builtin this operation is emitted as.
    static ::llvm::StringRef getBuiltinName() { return "__asm__"; }
    /// The outputs' values before the assembly, then the inputs.
    ::mlir::OperandRange getOutputInits() {
      return getOperands().take_front(getOutputNames().size());
    }
    ::mlir::OperandRange getInputs() {
      return getOperands().drop_front(getOutputNames().size());
    }
  }];
}

//===----------------------------------------------------------------------===//
// Math (fact sheet §1.6)
//===----------------------------------------------------------------------===//

/// A float function of every lane (the Math family): lanes of float16,
/// bfloat16 or float32, no mask and no r (upstream's S.exp … take none), and
/// a scalar form on float16/float32. Each lane is computed by the one
/// algorithm of runtime/include/compass/dsl_math.h, which the simulator
/// (LaneMathFn) and dsl.h share: in double, rounded once to the lane type,
/// within the ULP bound docs/builtins.md states.
class Compass_MathUnaryOp<string name, string kind, string summary_>
    : Compass_LaneUnaryOp<"v" # name, name, Compass_FloatLanes,
                          "LaneMathFn<MathKind::" # kind # ">", summary_> {
  let family = "Math";
  let takesR = 0;
  let hasScalarForm = 1;
  let hasUnmaskedForm = 1;
  let pyParams = "x";
  let dtypeError = "Only support floating input.";
}
def Compass_VExpOp : Compass_MathUnaryOp<"exp", "Exp", "lane-wise e^x">;
def Compass_VLogOp : Compass_MathUnaryOp<"log", "Log", "lane-wise natural logarithm">;
def Compass_VTanhOp : Compass_MathUnaryOp<"tanh", "Tanh", "lane-wise hyperbolic tangent">;
def Compass_VSinOp : Compass_MathUnaryOp<"sin", "Sin", "lane-wise sine">;
def Compass_VCosOp : Compass_MathUnaryOp<"cos", "Cos", "lane-wise cosine">;
def Compass_VRsqrtOp : Compass_MathUnaryOp<"rsqrt", "Rsqrt",
    "lane-wise 1 / sqrt(x)">;
def Compass_VSqrtOp : Compass_MathUnaryOp<"sqrt", "Sqrt", "lane-wise square root">;
def Compass_VFloorOp : Compass_MathUnaryOp<"floor", "Floor",
    "lane-wise rounding toward -inf">;
def Compass_VCeilOp : Compass_MathUnaryOp<"ceil", "Ceil",
    "lane-wise rounding toward +inf">;
def Compass_VErfOp : Compass_MathUnaryOp<"erf", "Erf", "lane-wise error function">;
def Compass_VExp2Op : Compass_MathUnaryOp<"exp2", "Exp2", "lane-wise 2^x">;
/// x^y with C99's special cases (NumPy's power); a scalar x or exponent
/// is broadcast, two scalars give the scalar form.
def Compass_VPowOp : Compass_LaneBinaryOp<"vpow", "pow", Compass_FloatLanes,
    "LanePowFn", "lane-wise x to the power y"> {
  let family = "Math";
  let takesR = 0;
  let customPython = 1;
  let hasScalarForm = 1;
  let hasUnmaskedForm = 1;
  let pyOperator = "Pow";
  let pyParams = "x, exponent";
  let dtypeError = "Only support floating instruction.";
}


//===----------------------------------------------------------------------===//
// Memory II: strided and indexed vector accesses, DMA fill, transpose and
// upsample, the data cache
//===----------------------------------------------------------------------===//

/// The 16-bit integer vectors of lane indices (S.vload_gather and
/// S.vstore_scatter).
def Compass_IndexLanes : Compass_Lanes<[SI16, UI16], ["int16", "uint16"]>;

/// S.vload(stride=s): lane i from ptr + i * s elements.
def Compass_VLoadStrideOp : Compass_MemoryOp<"vload_stride", "vload_stride",
    "__vload_stride", 2, "buildVLoadStride", [Compass_OperandRuled]> {
  let variantOf = "vload";
  let variantOption = "stride";
  let summary = "masked load of one native vector from strided elements";
  let description = [{
    Lane i of the result is the element at `ptr + i * stride` (in elements;
    the stride must be at least 1 when it runs). Inactive lanes read no
    memory and are zero.

    ```mlir
    %v = compass.vload_stride %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead]>:$ptr, SI32:$stride,
                       Compass_Mask:$mask);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $ptr `,` $stride `,` $mask attr-dict `:` type($ptr) `,` type($mask) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

/// S.vstore(stride=s): lane i to ptr + i * s elements.
def Compass_VStoreStrideOp : Compass_MemoryOp<"vstore_stride",
    "vstore_stride", "__vstore_stride", 3, "buildVStoreStride",
    [Compass_OperandRuled]> {
  let variantOf = "vstore";
  let variantOption = "stride";
  let hasResult = 0;
  let summary = "masked store of one native vector to strided elements";
  let description = [{
    Stores active lane i of `value` at `ptr + i * stride` (in elements; at
    least 1 when it runs); inactive lanes touch no memory.

    ```mlir
    compass.vstore_stride %v, %p, %s, %m : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    ```
  }];
  let arguments = (ins Compass_VectorType:$value,
                       Arg<Compass_Ptr, "", [MemWrite]>:$ptr, SI32:$stride,
                       Compass_Mask:$mask);
  let assemblyFormat = [{
    $value `,` $ptr `,` $stride `,` $mask attr-dict `:` type($value) `,`
    type($ptr) `,` type($mask)
  }];
  let hasVerifier = 1;
}

/// S.vload_gather: lane i from ptr[indices[i]].
def Compass_VLoadGatherOp : Compass_MemoryOp<"vload_gather",
    "vload_gather", "__vload_gather", 2, "buildVLoadGather"> {
  let indexArg = 1;
  let summary = "masked load of one native vector from indexed elements";
  let description = [{
    The `indices` are one or two native 16-bit integer vectors read as one
    sequence of lanes; lane i of the result is the element at
    `ptr + indices[first + i]` (the index signed or unsigned as its type).
    Inactive lanes read no memory and are zero.

    ```mlir
    %v = compass.vload_gather %p [%i] first 8, %m : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8> -> vector<8xsi32>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemRead]>:$ptr,
                       Variadic<Compass_IndexLanes.vector>:$indices,
                       I32Attr:$first, Compass_Mask:$mask);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $ptr ` ` `[` $indices `]` `first` $first `,` $mask attr-dict `:` type($ptr)
    `,` `(` type($indices) `)` `,` type($mask) `->` type($result)
  }];
  let hasVerifier = 1;
}

/// S.vstore_scatter: active lane i to ptr[indices[i]], in lane order.
def Compass_VStoreScatterOp : Compass_MemoryOp<"vstore_scatter",
    "vstore_scatter", "__vstore_scatter", 3, "buildVStoreScatter"> {
  let indexArg = 2;
  let hasResult = 0;
  let summary = "masked store of one native vector to indexed elements";
  let description = [{
    Stores active lane i of `value` at `ptr + indices[first + i]` (indices
    as for compass.vload_gather), lane 0 first: when two active lanes have
    one index, the higher lane's value stays (upstream PySim's order).

    ```mlir
    compass.vstore_scatter %v, %p [%i] first 0, %m : vector<16xf16>, !compass.ptr<f16, global>, (vector<16xsi16>), !compass.mask<16>
    ```
  }];
  let arguments = (ins Compass_VectorType:$value,
                       Arg<Compass_Ptr, "", [MemWrite]>:$ptr,
                       Variadic<Compass_IndexLanes.vector>:$indices,
                       I32Attr:$first, Compass_Mask:$mask);
  let assemblyFormat = [{
    $value `,` $ptr ` ` `[` $indices `]` `first` $first `,` $mask attr-dict `:`
    type($value) `,` type($ptr) `,` `(` type($indices) `)` `,` type($mask)
  }];
  let hasVerifier = 1;
}

def Compass_DmaMemsetOp : Compass_DmaOp<"dma_memset", "dma_memset",
    "Memset", 3, "buildDmaMemset", [Compass_OperandRuled]> {
  let summary = "DMA fill of `num` elements with one value";
  let description = [{
    Writes `value` (of the pointee's element type; floats as their bits) to
    the `num` elements from `ptr`. Global (ASID 0), lsram, shared and
    private memory only (upstream's refusal); `num` must not be negative
    when it runs.

    ```mlir
    compass.dma_memset %p, %v, %n : !compass.ptr<f16, lsram>, f16
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemWrite]>:$ptr, AnyType:$value,
                       SI32:$num);
  let assemblyFormat = [{
    $ptr `,` $value `,` $num attr-dict `:` type($ptr) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Compass_DmaTranspose2dOp : Compass_DmaOp<"dma_transpose2d",
    "dma_transpose2d", "DMA_Transpose2D", 6, "buildDmaTranspose2d",
    [Compass_OperandRuled]> {
  let summary = "DMA transpose of a `row` x `col` matrix";
  let description = [{
    dst[j * dstStride + i] = src[i * srcStride + j] for i < row, j < col
    (elements of the type both pointers share). The unit attributes record
    which strides the user gave (upstream checks those against the 16-bit
    row width); the limits are checked when it runs.

    ```mlir
    compass.dma_transpose2d %dst, %src, %row, %col, %ds, %ss : !compass.ptr<si8, lsram>, !compass.ptr<si8, global>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemWrite]>:$dst,
                       Arg<Compass_Ptr, "", [MemRead]>:$src, SI32:$row,
                       SI32:$col, SI32:$dstStride, SI32:$srcStride,
                       UnitAttr:$dstStrideGiven, UnitAttr:$srcStrideGiven);
  let assemblyFormat = [{
    $dst `,` $src `,` $row `,` $col `,` $dstStride `,` $srcStride attr-dict
    `:` type($dst) `,` type($src)
  }];
  let hasVerifier = 1;
}

def Compass_DmaUpsampleOp : Compass_DmaOp<"dma_upsample",
    "dma_upsample", "DmaUpsample", 9, "buildDmaUpsample",
    [Compass_OperandRuled]> {
  let summary = "DMA upsampling of a W x C slab into H x W x C";
  let description = [{
    For x < w, a < hScale, b < wScale: the `c` elements at
    `src + x * srcCStride` go to `dst + a * dstWStride * dstCStride +
    (x * wScale + b) * dstCStride`. Only between global memory and lsram or
    shared (upstream's refusal); the limits are checked when it runs.

    ```mlir
    compass.dma_upsample %dst, %src, %h, %ws, %c, %w, %scs, %dcs, %dws : !compass.ptr<si32, global>, !compass.ptr<si32, lsram>
    ```
  }];
  let arguments = (ins Arg<Compass_Ptr, "", [MemWrite]>:$dst,
                       Arg<Compass_Ptr, "", [MemRead]>:$src, SI32:$hScale,
                       SI32:$wScale, SI32:$c, SI32:$w, SI32:$srcCStride,
                       SI32:$dstCStride, SI32:$dstWStride);
  let assemblyFormat = [{
    $dst `,` $src `,` $hScale `,` $wScale `,` $c `,` $w `,` $srcCStride `,`
    $dstCStride `,` $dstWStride attr-dict `:` type($dst) `,` type($src)
  }];
  let hasVerifier = 1;
}

def Compass_FlushCacheOp : Compass_DmaOp<"flush_cache", "flush_cache",
    "__flush_cache", 0, "buildFlushCache"> {
  let summary = "write the level-1 data cache back to DDR";
  let description = [{
    Nothing to do for the simulator and OpenCL devices without that cache;
    kept so that the kernel's text is upstream's.

    ```mlir
    compass.flush_cache {invalidate}
    ```
  }];
  let arguments = (ins UnitAttr:$invalidate);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Permutations (the Permute family)
//===----------------------------------------------------------------------===//

/// A builtin whose result lanes are lanes of its operands, moved: the front
/// end writes where each result lane comes from into the call's `indices`
/// (lane k of the result is lane indices[k] of the operands read as one
/// sequence), and `buildPermute` makes each native piece of the result a
/// compass.vperm of the operand pieces it reads (or the piece itself when
/// it moves nothing). A runtime `shift` (a scalar last operand) rotates the
/// sequence of a native operand.
class Compass_PermuteBuiltin<string pyName_, int numArgs_, string params,
                             string summary>
    : Compass_Builtin<"Permute", pyName_> {
  let numArgs = numArgs_;
  let alignedPieces = 0;
  let takesMask = 0;
  let lowering = "buildPermute";
  let customPython = 1;
  let pyParams = params;
  let pyDoc = summary;
  let dtypes = Compass_AnyLanes.dtypes;
  let clName = "__vperm";
}

def Compass_VPermOp : Compass_Op<"vperm", [Pure, AttrSizedOperandSegments,
    Compass_OperandRuled]> {
  let opFamily = "Permute";
  let summary = "lanes of one or two native vectors, moved";
  let description = [{
    `x` and `y` (of one type) are read as one sequence of T lanes (T is the
    lanes of x, twice that with y); result lane i is lane
    (indices[i] + shift) mod T of it, `shift` being 0 when absent. The
    result has the element type of the inputs and its native lanes. A
    `shift` outside [0, T) is an error of the program.

    ```mlir
    %z = compass.vperm %x, %y indices [0, 8, 1, 9, 2, 10, 3, 11] : vector<8xsi32>, vector<8xsi32> -> vector<8xsi32>
    %r = compass.vperm %x shift %s indices [0, 1, 2, 3, 4, 5, 6, 7] : vector<8xf32> -> vector<8xf32>
    ```
  }];
  let arguments = (ins Compass_VectorType:$x, Optional<Compass_VectorType>:$y,
                       Optional<SI32>:$shift, DenseI32ArrayAttr:$indices);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $x (`,` $y^)? (`shift` $shift^)? `indices` $indices attr-dict `:`
    type($x) (`,` type($y)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def Compass_VConcatBuiltin : Compass_PermuteBuiltin<"vconcat", 64,
    "inps, part=\"all\"",
    "The inputs concatenated, or the low/high/even/odd half of each, concatenated.">;
def Compass_VSplitBuiltin : Compass_PermuteBuiltin<"vsplit", 1, "x",
    "The native vectors a multiple-width vector is made of.">;
def Compass_VZipBuiltin : Compass_PermuteBuiltin<"vzip", 2,
    "x, y, part=\"all\"",
    "x and y interleaved (x0 y0 x1 y1 ...), or that half of them.">;
def Compass_VRevsBuiltin : Compass_PermuteBuiltin<"vrevs", 1, "x",
    "x with its lanes in reverse order.">;
def Compass_VShflBuiltin : Compass_PermuteBuiltin<"vshfl", 2, "x, shift",
    "x rotated toward lane 0 by shift lanes.">;
def Compass_VSldlBuiltin : Compass_PermuteBuiltin<"vsldl", 2, "x, y, shift",
    "x[shift:] followed by y[:shift].">;
def Compass_VReplicBuiltin : Compass_PermuteBuiltin<"vreplic", 2,
    "x, index=0", "Every lane set to lane index of x.">;

/// S.vcompt / S.vcompc: the active lanes of a native x packed to the bottom.
def Compass_VCompressOp : Compass_IrregularOp<"vcompress", "vcompt",
    "__vcompress", 1, "buildVCompress", [Pure,
    AllTypesMatch<["x", "result"]>,
    OptionalTypesMatchWith<"fill has the type of x", "x", "fill", "$_self">]> {
  let opFamily = "Permute";
  let dtypes = Compass_AnyLanes.dtypes;
  let pyParams = "x, mask";
  let pyDoc = "The active lanes of x packed to the bottom; the other lanes 0.";
  let summary = "active lanes packed to the bottom";
  let description = [{
    The lanes of `x` whose `mask` lane is set, in order, fill the lowest
    lanes of the result; the remaining lanes are the lowest lanes of `fill`
    (fill[0], fill[1], ...), or 0 without `fill`.

    ```mlir
    %c = compass.vcompress %x, %m : vector<8xsi32>, !compass.mask<8>
    %d = compass.vcompress %x, %m fill %y : vector<16xf16>, !compass.mask<16>
    ```
  }];
  let arguments = (ins Compass_VectorType:$x, Compass_Mask:$mask,
                       Optional<Compass_VectorType>:$fill);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $x `,` $mask (`fill` $fill^)? attr-dict `:` type($x) `,` type($mask)
  }];
  let hasVerifier = 1;
}
def Compass_VCompcBuiltin : Compass_Builtin<"Irregular", "vcompc"> {
  let numArgs = 2;
  let customPython = 1;
  let lowering = "buildVCompress";
  let clName = "__vcompress";
  let dtypes = Compass_AnyLanes.dtypes;
  let pyParams = "x, y, mask";
  let pyDoc = "The active lanes of x packed to the bottom; the other lanes y[0], y[1], ...";
}

/// S.vtbl: a table lookup in 2 to 4 native vectors.
def Compass_VTblOp : Compass_Op<"vtbl", [Pure]>,
    Compass_PermuteBuiltin<"vtbl", 5, "table, indices",
        "Lane i is lane indices[i] of the tables read as one sequence, 0 when out of range."> {
  let opFamily = "Permute";
  let lowering = "buildVTbl";
  let clName = "__vtbl";
  let summary = "table lookup in 2 to 4 native vectors";
  let description = [{
    The `tables` (2 to 4 native vectors of one type) are read as one
    sequence of T lanes; result lane i is lane indices[i] of it, read as an
    unsigned number, or 0 when indices[i] >= T. `indices` is a native
    integer vector with lanes as wide as the tables'.

    ```mlir
    %r = compass.vtbl %a, %b indices %i : vector<8xf32>, vector<8xf32> indices vector<8xui32> -> vector<8xf32>
    ```
  }];
  let arguments = (ins Variadic<Compass_VectorType>:$tables,
                       Compass_VectorType:$indices);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $tables `indices` $indices attr-dict `:` type($tables) `indices`
    type($indices) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Run-time checks (-compass-insert-checks)
//===----------------------------------------------------------------------===//

/// The Check family: a run-time check made explicit, carrying the user's
/// location. -compass-insert-checks places them; the checked C prints them
/// and the native tier lowers them to a branch to the runtime's error.
class Compass_CheckOp<string mnemonic, list<Trait> traits = []>
    : Compass_Op<mnemonic, traits> {
  let opFamily = "Check";
}

def Compass_CheckDivisorOp : Compass_CheckOp<"check_divisor",
    [NoMemoryEffect, AllTypesMatch<["divisor", "result"]>]> {
  let summary = "stops the run when an integer divisor is zero";
  let description = [{
    The value of `divisor`, which a tir division or remainder takes next:
    when it is zero, the run stops with "integer division by zero" at the
    operation's location (the division's). Each division has its own check,
    so a divisor used twice is checked at each use. It has no memory effect
    but is not speculatable: it stays where the division runs.

    ```mlir
    %d2 = compass.check_divisor %d : si32
    %q = tir.div %n, %d2 : si32
    ```
  }];
  let arguments = (ins AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32]>:$divisor);
  let results = (outs AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32]>:$result);
  let assemblyFormat = "$divisor attr-dict `:` type($divisor)";
  let extraClassDeclaration = [{
    /// What a run stops with when the divisor is zero (every path).
    static constexpr ::llvm::StringLiteral kMessage = "integer division by zero";
  }];
}

def Compass_CheckAccessOp : Compass_CheckOp<"check_access",
    [NoMemoryEffect, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "stops the run when element `index` of a pointer is outside the kernel's memory";
  let description = [{
    The pointer `ptr`, which a `tir.load` (or, with `write`, a `tir.store`)
    of element `index` takes next: when that element's bytes do not lie in
    one buffer, table or allocation of the kernel, the run stops with "out
    of bounds: read (write) of N bytes at byte offset K of <buffer>" at the
    operation's location (the access's). Each access has its own check.

    ```mlir
    %q = compass.check_access %p[%i] : !compass.ptr<f32, global>, si32
    %x = tir.load %q[%i] : !compass.ptr<f32, global>, si32
    ```
  }];
  let arguments = (ins Compass_Ptr:$ptr,
                       AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32]>:$index,
                       UnitAttr:$write);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = [{
    $ptr `[` $index `]` attr-dict `:` type($ptr) `,` type($index)
  }];
}

def Compass_CheckLanesOp : Compass_CheckOp<"check_lanes",
    [NoMemoryEffect, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "stops the run when an active lane of a vector access at a pointer is outside the kernel's memory";
  let description = [{
    The pointer `ptr`, which a `compass.vload` (or, with `write`, a
    `compass.vstore`) of a vector of type `access` under `mask` takes next:
    the run stops at the first active lane whose bytes do not lie in one
    buffer, table or allocation of the kernel, with the error of
    `compass.check_access` for that lane. Inactive lanes are not checked.

    ```mlir
    %q = compass.check_lanes %p, %m : !compass.ptr<si32, global>, !compass.mask<8>, vector<8xsi32>
    %v = compass.vload %q, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    ```
  }];
  let arguments = (ins Compass_Ptr:$ptr, Compass_Mask:$mask,
                       TypeAttrOf<Compass_VectorType>:$access, UnitAttr:$write);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = [{
    $ptr `,` $mask attr-dict `:` type($ptr) `,` type($mask) `,` $access
  }];
  let hasVerifier = 1;
}

def Compass_CheckStrideLanesOp : Compass_CheckOp<"check_stride_lanes",
    [NoMemoryEffect, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "stops the run when an active lane of a strided vector access is outside the kernel's memory";
  let description = [{
    The pointer `ptr`, which a `compass.vload_stride` (or, with `write`, a
    `compass.vstore_stride`) of a vector of type `access` under `mask`, lane
    i at element i * `stride`, takes next: the run stops at the first active
    lane whose bytes do not lie in one buffer, table or allocation of the
    kernel, with the error of `compass.check_access` for that lane.

    ```mlir
    %q = compass.check_stride_lanes %p, %s, %m : !compass.ptr<si32, global>, !compass.mask<8>, vector<8xsi32>
    %v = compass.vload_stride %q, %s, %m : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    ```
  }];
  let arguments = (ins Compass_Ptr:$ptr, SI32:$stride, Compass_Mask:$mask,
                       TypeAttrOf<Compass_VectorType>:$access, UnitAttr:$write);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = [{
    $ptr `,` $stride `,` $mask attr-dict `:` type($ptr) `,` type($mask) `,`
    $access
  }];
  let hasVerifier = 1;
}

def Compass_CheckIndexLanesOp : Compass_CheckOp<"check_index_lanes",
    [NoMemoryEffect, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "stops the run when an active lane of a gather or scatter is outside the kernel's memory";
  let description = [{
    The pointer `ptr`, which a `compass.vload_gather` (or, with `write`, a
    `compass.vstore_scatter`) of a vector of type `access` under `mask`,
    lane i at element `indices[first + i]`, takes next: the run stops at the
    first active lane whose bytes do not lie in one buffer, table or
    allocation of the kernel, with the error of `compass.check_access` for
    that lane.

    ```mlir
    %q = compass.check_index_lanes %p [%i] first 8, %m : !compass.ptr<si32, global>, (vector<16xui16>), !compass.mask<8>, vector<8xsi32>
    ```
  }];
  let arguments = (ins Compass_Ptr:$ptr,
                       Variadic<Compass_IndexLanes.vector>:$indices,
                       I32Attr:$first, Compass_Mask:$mask,
                       TypeAttrOf<Compass_VectorType>:$access, UnitAttr:$write);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = [{
    $ptr ` ` `[` $indices `]` `first` $first `,` $mask attr-dict `:` type($ptr)
    `,` `(` type($indices) `)` `,` type($mask) `,` $access
  }];
  let hasVerifier = 1;
}

def Compass_CheckRowsOp : Compass_CheckOp<"check_rows",
    [NoMemoryEffect, AttrSizedOperandSegments,
     AllTypesMatch<["ptr", "result"]>]> {
  let summary = "stops the run when a row of a DMA side is outside the kernel's memory";
  let description = [{
    The pointer `ptr` of one side of a DMA (`write`: the side written):
    `times` rows of `width` elements, `stride` elements apart (one row when
    they are not given), elements of the DMA's item size. The run stops at
    the first row whose bytes do not lie in one buffer, table or allocation
    of the kernel, with the error of `compass.check_access` for the row or,
    with `items` (a DMA that moves element by element), for its first
    element that does not.

    ```mlir
    %q = compass.check_rows %p, %w rows %t stride %s {write} : !compass.ptr<si32, global>
    %r = compass.check_rows %p, %n {items, write} : !compass.ptr<si8, lsram>
    ```
  }];
  let arguments = (ins Compass_Ptr:$ptr, SI32:$width, Optional<SI32>:$times,
                       Optional<SI32>:$stride, UnitAttr:$items,
                       UnitAttr:$write);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = [{
    $ptr `,` $width (`rows` $times^ `stride` $stride)? attr-dict `:`
    type($ptr)
  }];
  let hasVerifier = 1;
}

def Compass_CheckUpsampleOp : Compass_CheckOp<"check_upsample",
    [NoMemoryEffect, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "stops the run when an element an upsampling DMA writes is outside the kernel's memory";
  let description = [{
    The destination `ptr` of the `compass.dma_upsample` that takes it next,
    with that DMA's scales, shape and strides: `hScale` planes,
    `wStride * cStride` elements apart, each of `w * wScale` rows of `c`
    elements, `cStride` apart. When an element does not lie in one buffer,
    table or allocation of the kernel, the run stops with the error of
    `compass.check_access` for the first such element in the order the DMA
    writes them (for each source row, its copies plane by plane), at the
    operation's location (the DMA's); the checked C checks and reports whole
    rows. The DMA's source is a `compass.check_rows {items}`, checked first.

    ```mlir
    %q = compass.check_upsample %p, %h, %ws, %c, %w, %dcs, %dws : !compass.ptr<f16, global>
    compass.dma_upsample %q, %src, %h, %ws, %c, %w, %scs, %dcs, %dws : !compass.ptr<f16, global>, !compass.ptr<f16, lsram>
    ```
  }];
  let arguments = (ins Compass_Ptr:$ptr, SI32:$hScale, SI32:$wScale, SI32:$c,
                       SI32:$w, SI32:$cStride, SI32:$wStride);
  let results = (outs Compass_Ptr:$result);
  let assemblyFormat = [{
    $ptr `,` $hScale `,` $wScale `,` $c `,` $w `,` $cStride `,` $wStride
    attr-dict `:` type($ptr)
  }];
  let hasVerifier = 1;
}

def Compass_CheckIterationOp : Compass_CheckOp<"check_iteration"> {
  let summary = "counts an iteration of the enclosing loop against the TEC's step limit";
  let description = [{
    One iteration of the enclosing `tir.for` or `tir.while` (the op begins
    its body) counts against the step limit of the running TEC: when the TEC
    has no loop iteration left, the run stops with "step limit of N loop
    iterations reached in this loop (an endless loop?)" at the operation's
    location (the loop's). In a loop whose TECs vote on each iteration (a
    `compass.check_uniform_loop` follows it), the checked C counts the
    iteration in that vote, so that a TEC out of steps leaves the loop with
    the others.

    ```mlir
    tir.while {
      ...
    } do {
      compass.check_iteration
      ...
    }
    ```
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Compass_CheckUniformOp : Compass_CheckOp<"check_uniform", [NoMemoryEffect]> {
  let summary = "stops the run when the TECs take different ways at a branch holding a barrier";
  let description = [{
    The condition of the `tir.if` that takes it, whose branches hold a
    barrier (directly, through a call, or left by an early exit past one):
    every TEC must take the same way, or some would wait at a barrier the
    others never reach. The checked C takes the condition by a vote of all
    TECs (POCL runs such code with the TECs in lockstep) and stops the run
    at the operation's location (the branch's) when they differ. The native
    tier and the simulator take the value as it is: their TEC schedule
    finds a divergence at the barrier itself.

    ```mlir
    %agreed = compass.check_uniform %c
    tir.if %agreed {
      compass.barrier
    }
    ```
  }];
  let arguments = (ins I1:$condition);
  let results = (outs I1:$result);
  let assemblyFormat = "$condition attr-dict";
  let hasVerifier = 1;
}

def Compass_CheckUniformLoopOp : Compass_CheckOp<"check_uniform_loop"> {
  let summary = "stops the run when the TECs leave a loop holding a barrier at different iterations";
  let description = [{
    Begins the body of the `tir.for` or `tir.while` whose iterations hold a
    barrier (or follows the loop's `compass.check_iteration`): at each test
    of the loop's condition every TEC must decide alike. The checked C takes
    the condition by a vote of all TECs, its step count inside the vote, and
    stops the run at the operation's location (the loop's) when they
    differ. The native tier and the simulator find a divergence at the
    barrier itself.

    ```mlir
    tir.for %i = %c0 to %n step %c1 : si32 {
      compass.check_iteration
      compass.check_uniform_loop
      compass.barrier
    }
    ```
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The vote of the loop whose body is `body`, if it has one.
    static CheckUniformLoopOp getOfBody(::mlir::Block &body);
  }];
}

def Compass_CheckTripsOp : Compass_CheckOp<"check_trips",
    [AllTypesMatch<["start", "stop", "step"]>]> {
  let summary = "charges a counted loop's iterations against the TEC's step limit at its entry";
  let description = [{
    Comes right before the `tir.for` it charges, whose `start`, `stop` and
    `step` it takes, and which nothing leaves early: all the loop's
    iterations count against the step limit of the running TEC at once. When
    the TEC has fewer left, the run stops with the error of
    `compass.check_iteration` at the operation's location (the loop's)
    before the loop runs. One compare a loop instead of one an iteration.

    ```mlir
    compass.check_trips %c0, %n, %c1 : si32
    tir.for %i = %c0 to %n step %c1 : si32 {
      ...
    }
    ```
  }];
  let arguments = (ins AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32]>:$start,
                       AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32]>:$stop,
                       AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32]>:$step);
  let assemblyFormat = [{
    $start `,` $stop `,` $step attr-dict `:` type($start)
  }];
  let hasVerifier = 1;
}

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD
