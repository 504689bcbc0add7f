//===- CompassOps.td - compass dialect operations ----------*- tablegen -*-===//
//
// One operation per hardware builtin. Each vector builtin records its OpenCL
// spelling in ODS so the emitter and the simulator stay table driven.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD
#define COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD

include "Compass/Dialect/Compass/IR/CompassBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/BuiltinAttributes.td"

class Compass_Op<string mnemonic, list<Trait> traits = []>
    : Op<Compass_Dialect, mnemonic, traits>;

/// A vector builtin: `builtin` is its OpenCL C name in runtime/.
class Compass_BuiltinOp<string mnemonic, string builtin,
                        list<Trait> traits = []>
    : Compass_Op<mnemonic, traits> {
  string openclBuiltin = builtin;
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

def Compass_VLoadOp : Compass_BuiltinOp<"vload", "__vload"> {
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

def Compass_VStoreOp : Compass_BuiltinOp<"vstore", "__vstore"> {
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
// Arithmetic
//===----------------------------------------------------------------------===//

/// Lane-wise binary builtin: result[i] = mask[i] ? lhs[i] op rhs[i] : r[i].
/// Without `r` the inactive lanes are undefined. Never `Commutative`: that
/// trait lets canonicalization reorder every operand, mask and r included.
class Compass_VectorBinaryOp<string mnemonic, string builtin,
                             list<Trait> traits = []>
    : Compass_BuiltinOp<mnemonic, builtin,
                        !listconcat(traits, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>,
                         OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">])> {
  let arguments = (ins Compass_VectorType:$lhs, Compass_VectorType:$rhs,
                       Compass_Mask:$mask, Optional<Compass_VectorType>:$r);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $mask (`r` $r^)? attr-dict `:` type($result) `,` type($mask)
  }];
  let hasVerifier = 1;
}

def Compass_VAddOp : Compass_VectorBinaryOp<"vadd", "__vadd"> {
  let summary = "lane-wise addition";
  let description = [{
    ```mlir
    %s = compass.vadd %a, %b, %m r %old : vector<8xsi32>, !compass.mask<8>
    ```
  }];
}

def Compass_VSubOp : Compass_VectorBinaryOp<"vsub", "__vsub"> {
  let summary = "lane-wise subtraction";
  let description = [{
    ```mlir
    %d = compass.vsub %a, %b, %m : vector<16xf16>, !compass.mask<16>
    ```
  }];
}

def Compass_VMulOp : Compass_VectorBinaryOp<"vmul", "__vmul"> {
  let summary = "lane-wise equal-width multiplication (low bits)";
  let description = [{
    8-bit integer lanes are rejected, as on the hardware.

    ```mlir
    %p = compass.vmul %a, %b, %m : vector<8xf32>, !compass.mask<8>
    ```
  }];
}

def Compass_VDivOp : Compass_VectorBinaryOp<"vdiv", "__vdiv"> {
  let summary = "lane-wise division";
  let description = [{
    Integers: truncating, x / 0 = 0 and the one overflowing quotient (MIN /
    -1) clamps to MAX. float32: IEEE. f16/bf16 lanes are rejected.

    ```mlir
    %q = compass.vdiv %a, %b, %m : vector<8xsi32>, !compass.mask<8>
    ```
  }];
}

/// Lane-wise integer builtin (bitwise and shifts).
class Compass_VectorIntegerOp<string mnemonic, string builtin>
    : Compass_VectorBinaryOp<mnemonic, builtin> {
  let description = [{
    Integer vectors only.

    ```mlir
    %r = compass.}] # mnemonic # [{ %a, %b, %m : vector<16xui16>, !compass.mask<16>
    ```
  }];
}

def Compass_VAndOp : Compass_VectorIntegerOp<"vand", "__vand"> {
  let summary = "lane-wise bitwise and";
}
def Compass_VOrOp : Compass_VectorIntegerOp<"vor", "__vor"> {
  let summary = "lane-wise bitwise or";
}
def Compass_VXorOp : Compass_VectorIntegerOp<"vxor", "__vxor"> {
  let summary = "lane-wise bitwise exclusive or";
}
def Compass_VShlOp : Compass_VectorIntegerOp<"vsl", "__vlsl"> {
  let summary = "lane-wise shift left; counts of the lane width or more give 0";
}
def Compass_VShrOp : Compass_VectorIntegerOp<"vsr", "__vasr"> {
  let summary = "lane-wise shift right: arithmetic for signed, logical for unsigned";
  let extraClassDeclaration = [{
    /// __vasr for signed lanes, __vlsr for unsigned; counts of the lane width
    /// or more give 0 (unsigned) or the sign (signed).
    static ::llvm::StringRef getBuiltinName() { return "__vasr"; }
  }];
}

def Compass_VInvOp : Compass_BuiltinOp<"vinv", "__vinv", [Pure,
    AllTypesMatch<["input", "result"]>,
    OptionalTypesMatchWith<"r has the result type", "result", "r", "$_self">]> {
  let summary = "lane-wise bitwise not of integers";
  let description = [{
    ```mlir
    %n = compass.vinv %a, %m : vector<32xui8>, !compass.mask<32>
    ```
  }];
  let arguments = (ins Compass_VectorType:$input, Compass_Mask:$mask,
                       Optional<Compass_VectorType>:$r);
  let results = (outs Compass_VectorType:$result);
  let assemblyFormat = [{
    $input `,` $mask (`r` $r^)? attr-dict `:` type($result) `,` type($mask)
  }];
  let hasVerifier = 1;
}

def Compass_VCmpOp : Compass_Op<"vcmp", [Pure, AllTypesMatch<["lhs", "rhs"]>,
    AllTypesMatch<["mask", "result"]>]> {
  let summary = "lane-wise comparison into a mask";
  let description = [{
    Inactive lanes of the result are false. Emitted as __vceq … __vclt for
    integers and __vqeq … __vqlt for floats.

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
}

def Compass_VSelOp : Compass_BuiltinOp<"vsel", "__vsel", [Pure,
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

def Compass_VBcastOp : Compass_BuiltinOp<"vbcast", "__vbcast", [Pure]> {
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

def Compass_TailMaskOp : Compass_Op<"tail_mask", [Pure]> {
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

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD
