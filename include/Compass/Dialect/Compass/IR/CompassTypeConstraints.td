//===- CompassTypeConstraints.td - shared type constraints -*- tablegen -*-===//
//
// Constraints on compass types, usable from other dialects' ODS without
// pulling in the compass dialect's own definitions.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_COMPASSTYPECONSTRAINTS_TD
#define COMPASS_DIALECT_COMPASS_IR_COMPASSTYPECONSTRAINTS_TD

include "mlir/IR/CommonTypeConstraints.td"

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def Compass_ScalarType : AnyTypeOf<[SI8, UI8, SI16, UI16, SI32, UI32, F16, BF16,
                                    F32]>;
def Compass_VectorType : FixedVectorOfRankAndType<[1], [Compass_ScalarType]>;
def Compass_Mask : Type<CPred<"::llvm::isa<::mlir::compass::MaskType>($_self)">,
                        "compass mask", "::mlir::compass::MaskType">;
def Compass_Ptr : Type<CPred<"::llvm::isa<::mlir::compass::PtrType>($_self)">,
                       "compass pointer", "::mlir::compass::PtrType">;

def Compass_Event : Type<CPred<"::llvm::isa<::mlir::compass::EventType>($_self)">,
                         "compass event", "::mlir::compass::EventType">,
                    BuildableType<
                        "::mlir::compass::EventType::get($_builder.getContext())">;

#endif // COMPASS_DIALECT_COMPASS_IR_COMPASSTYPECONSTRAINTS_TD
