//===- ElementTypes.h - The Compass DSL's element types ---------*- C++ -*-===//
//
// Facts of the ten element types, from ElementTypes.def: their kinds, names
// in the DSL, in MLIR and in OpenCL C, widths, and the MLIR type of each.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_ELEMENTTYPES_H
#define COMPASS_SUPPORT_ELEMENTTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::compass {

/// The element types, in the order of ElementTypes.def.
enum class ElementKind : uint8_t {
#define COMPASS_ELEMENT(KIND, ...) KIND,
#include "Compass/Support/ElementTypes.def"
};

/// How an element's bits are read.
enum class ElementClass : uint8_t { Signed, Unsigned, Float, BFloat, Bool };

/// One row of ElementTypes.def.
struct ElementInfo {
  ElementKind kind;
  llvm::StringLiteral dtype;      ///< the DSL's name: int8 … bool
  llvm::StringLiteral mlirName;   ///< the MLIR type's spelling: si8 … i1
  unsigned bits;                  ///< storage bits (1 for bool)
  ElementClass elementClass;
  llvm::StringLiteral openclName; ///< the OpenCL C scalar type of dsl.h

  unsigned bytes() const { return (bits + 7) / 8; }
  bool isSigned() const { return elementClass == ElementClass::Signed; }
  bool isFloat() const {
    return elementClass == ElementClass::Float ||
           elementClass == ElementClass::BFloat;
  }
};

/// Every element type, in table order (indexable by ElementKind).
inline llvm::ArrayRef<ElementInfo> getElementInfos() {
  static const ElementInfo infos[] = {
#define COMPASS_ELEMENT(KIND, DTYPE, MLIR, BITS, CLASS, OPENCL, STORAGE)        \
  {ElementKind::KIND, DTYPE, MLIR, BITS, ElementClass::CLASS, OPENCL},
#include "Compass/Support/ElementTypes.def"
  };
  return infos;
}

inline const ElementInfo &getElementInfo(ElementKind kind) {
  return getElementInfos()[static_cast<size_t>(kind)];
}

/// The kind named `name` in the DSL ("int8") or, with `mlirName`, in MLIR ("si8").
inline std::optional<ElementKind> parseElementKind(llvm::StringRef name,
                                                   bool mlirName = false) {
  for (const ElementInfo &info : getElementInfos())
    if ((mlirName ? info.mlirName : info.dtype) == name)
      return info.kind;
  return std::nullopt;
}

/// The MLIR type of an element: si8 … ui32, f16, bf16, f32, i1.
inline Type getElementType(MLIRContext *context, ElementKind kind) {
  const ElementInfo &info = getElementInfo(kind);
  switch (info.elementClass) {
  case ElementClass::Signed:
    return IntegerType::get(context, info.bits, IntegerType::Signed);
  case ElementClass::Unsigned:
    return IntegerType::get(context, info.bits, IntegerType::Unsigned);
  case ElementClass::Bool:
    return IntegerType::get(context, 1);
  case ElementClass::BFloat:
    return BFloat16Type::get(context);
  case ElementClass::Float:
    return info.bits == 16 ? Type(Float16Type::get(context))
                           : Type(Float32Type::get(context));
  }
  return {};
}

/// The kind of an MLIR type, if it is one of the element types (types are
/// uniqued, so comparing with each row's type decides).
inline std::optional<ElementKind> getElementKind(Type type) {
  for (const ElementInfo &info : getElementInfos())
    if (getElementType(type.getContext(), info.kind) == type)
      return info.kind;
  return std::nullopt;
}

/// The APFloat semantics of a floating-point element, else null.
inline const llvm::fltSemantics *getFloatSemantics(ElementKind kind) {
  const ElementInfo &info = getElementInfo(kind);
  if (info.elementClass == ElementClass::BFloat)
    return &llvm::APFloat::BFloat();
  if (info.elementClass != ElementClass::Float)
    return nullptr;
  return info.bits == 16 ? &llvm::APFloat::IEEEhalf()
                         : &llvm::APFloat::IEEEsingle();
}

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_ELEMENTTYPES_H
