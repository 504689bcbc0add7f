//===- CompassOps.td - compass dialect operations ----------*- tablegen -*-===//
//
// One operation per hardware builtin. Each vector builtin records its OpenCL
// spelling in ODS so the emitter and the simulator stay table driven.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD
#define COMPASS_DIALECT_COMPASS_IR_COMPASSOPS_TD

include "Compass/Dialect/Compass/IR/CompassBase.td"
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
