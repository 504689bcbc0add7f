//===- CompassBase.td - compass dialect, enums and types ---*- tablegen -*-===//
//
// The compass dialect models the Zhouyi NPU vector hardware: 256-bit vectors,
// predicate masks and pointers into named address spaces. Its mask and pointer
// types are shared with the tir dialect.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSBASE_TD
#define COMPASS_DIALECT_COMPASS_IR_COMPASSBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "Compass/Dialect/Compass/IR/CompassTypeConstraints.td"

def Compass_Dialect : Dialect {
  let name = "compass";
  let cppNamespace = "::mlir::compass";
  let summary = "Zhouyi NPU vector operations, masks and pointers";
  let description = [{
    One operation per hardware builtin. Vector operations take the predicate
    mask as an operand and, where the hardware keeps inactive lanes from a
    source register, that source `r` as an optional operand (absent: the
    inactive lanes are undefined).
  }];
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasConstantMaterializer = 0;
  let extraClassDeclaration = [{
    /// Name of the unit attribute that marks a func.func as the entry kernel.
    static constexpr ::llvm::StringLiteral getKernelAttrName() {
      return ::llvm::StringLiteral("compass.kernel");
    }
    /// Name of the string argument attribute holding a parameter's Python
    /// name.
    static constexpr ::llvm::StringLiteral getArgNameAttrName() {
      return ::llvm::StringLiteral("compass.name");
    }
    /// Name of the bool attribute of a func.func from
    /// @S.prim_func(is_inline=…): the C marks it _CLC_INLINE (true) or
    /// _CLC_NOINLINE (false).
    static constexpr ::llvm::StringLiteral getInlineAttrName() {
      return ::llvm::StringLiteral("compass.inline");
    }
    /// Name of the unit attribute compass-prepare-for-opencl puts on a
    /// lane-wise builtin that computes every lane, so that OpenCL C prints
    /// it without its mask.
    static constexpr ::llvm::StringLiteral getUnmaskedAttrName() {
      return ::llvm::StringLiteral("compass.unmasked");
    }
  private:
    void registerTypes();
  public:
  }];
}

//===----------------------------------------------------------------------===//
// Address spaces
//===----------------------------------------------------------------------===//

def Compass_AddressSpace : I32EnumAttr<"AddressSpace",
    "memory an NPU pointer points into", [
      I32EnumAttrCase<"Global", 0, "global">,
      I32EnumAttrCase<"Lsram", 1, "lsram">,
      I32EnumAttrCase<"Shared", 2, "shared">,
      I32EnumAttrCase<"Private", 3, "private">,
      I32EnumAttrCase<"Constant", 4, "constant">,
      // Global memory of address-space-extension regions (ASID) 1 to 3:
      // global memory everywhere, kept apart for the DMA bases (kGlobal1…3)
      // and the GBuilder roles (a global.1 parameter is a const_tensor).
      I32EnumAttrCase<"Global1", 5, "global.1">,
      I32EnumAttrCase<"Global2", 6, "global.2">,
      I32EnumAttrCase<"Global3", 7, "global.3">
    ]> {
  let cppNamespace = "::mlir::compass";
  let genSpecializedAttr = 0;
}

def Compass_CmpPredicate : I32EnumAttr<"CmpPredicate",
    "lane-wise comparison", [
      I32EnumAttrCase<"eq", 0>, I32EnumAttrCase<"ne", 1>,
      I32EnumAttrCase<"lt", 2>, I32EnumAttrCase<"le", 3>,
      I32EnumAttrCase<"gt", 4>, I32EnumAttrCase<"ge", 5>]> {
  let cppNamespace = "::mlir::compass";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class Compass_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Compass_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Compass_MaskType : Compass_Type<"Mask", "mask"> {
  let summary = "predicate mask of N lanes";
  let description = [{
    One boolean per lane, lane 0 first: `!compass.mask<8>` predicates a
    vector of eight 32-bit lanes.
  }];
  let parameters = (ins "unsigned":$lanes);
  let assemblyFormat = "`<` $lanes `>`";
  let genVerifyDecl = 1;
}

def Compass_PtrType : Compass_Type<"Ptr", "ptr"> {
  let summary = "pointer to a scalar or vector in an address space";
  let description = [{
    `!compass.ptr<si32, global>` points at int32 elements in global memory;
    `!compass.ptr<vector<8xsi32>, lsram>` at whole vectors. Offsets count
    pointee elements.
  }];
  let parameters = (ins "::mlir::Type":$pointee,
                        EnumParameter<Compass_AddressSpace>:$space);
  let assemblyFormat = "`<` $pointee `,` $space `>`";
  let genVerifyDecl = 1;
}

def Compass_EventType : Compass_Type<"Event", "event"> {
  let summary = "one of the four DMA events of a TEC";
  let description = [{
    The handle `S.alloc_events` returns: asynchronous DMAs (and AIFF runs)
    signal it when they finish, `S.wait_events` blocks on it. A TEC owns
    four; the handle is only meaningful in the TEC that allocated it.
  }];
}

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSBASE_TD
