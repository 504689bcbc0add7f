//===- Types.cpp - OpenCL C spellings of compass types --------------------===//
//
// Scalar, vector, mask and pointer types as OpenCL C and runtime/dsl.h spell
// them.
//
//===----------------------------------------------------------------------===//

#include "EmitterSupport.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Support/ElementTypes.h"

using namespace mlir;
using namespace mlir::compass;

namespace mlir::compass::opencl {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// C spelling of a Compass scalar type, or an empty string.
StringRef getScalarTypeName(Type type) {
  if (std::optional<ElementKind> kind = getElementKind(type))
    return getElementInfo(*kind).openclName;
  return "";
}

/// Mask suffix of the runtime's mask builtins for a mask or vector of
/// `lanes` lanes: `b` for byte lanes, `h` for half-word lanes and `w` for
/// word lanes.
std::optional<char> getLaneSuffix(unsigned lanes) {
  switch (lanes) {
  case 32:
    return 'b';
  case 16:
    return 'h';
  case 8:
    return 'w';
  default:
    return std::nullopt;
  }
}

StringRef getDmaBase(AddressSpace space) {
  switch (space) {
  case AddressSpace::Global:
  case AddressSpace::Constant:
    return "kGlobal";
  case AddressSpace::Global1:
    return "kGlobal1";
  case AddressSpace::Global2:
    return "kGlobal2";
  case AddressSpace::Global3:
    return "kGlobal3";
  case AddressSpace::Lsram:
    return "kLsram";
  case AddressSpace::Shared:
    return "kShared";
  case AddressSpace::Private:
    return "kPrivate";
  }
  llvm_unreachable("unknown address space");
}

/// OpenCL address-space qualifier (with a trailing space) of `space`.
StringRef getQualifier(AddressSpace space) {
  switch (space) {
  case AddressSpace::Global:
  case AddressSpace::Global1:
  case AddressSpace::Global2:
  case AddressSpace::Global3:
    return "__global ";
  case AddressSpace::Lsram:
    return "__lsram ";
  case AddressSpace::Shared:
    return "__local ";
  case AddressSpace::Private:
    return "";
  case AddressSpace::Constant:
    return "__constant ";
  }
  llvm_unreachable("unknown address space");
}

/// C spelling of `type`, or failure for a type the runtime does not have.
FailureOr<std::string> getTypeName(Type type) {
  StringRef scalar = getScalarTypeName(type);
  if (!scalar.empty())
    return scalar.str();
  if (auto vector = dyn_cast<VectorType>(type)) {
    Type element = vector.getElementType();
    StringRef elementName = getScalarTypeName(element);
    if (vector.getRank() != 1 || vector.isScalable() || elementName.empty() ||
        element.isInteger(1) || !isNativeVector(vector))
      return failure();
    return (elementName + Twine(vector.getNumElements())).str();
  }
  if (auto mask = dyn_cast<MaskType>(type)) {
    if (!getLaneSuffix(mask.getLanes()))
      return failure();
    return ("bool" + Twine(mask.getLanes())).str();
  }
  if (isa<EventType>(type))
    return std::string("int");
  if (auto ptr = dyn_cast<PtrType>(type)) {
    Type pointee = ptr.getPointee();
    std::string pointeeName;
    if (isa<NoneType>(pointee)) {
      pointeeName = "void";
    } else {
      if (isa<PtrType>(pointee))
        return failure();
      FailureOr<std::string> name = getTypeName(pointee);
      if (failed(name) || *name == "bool")
        return failure();
      pointeeName = *name;
    }
    return (getQualifier(ptr.getSpace()) + pointeeName + "*").str();
  }
  return failure();
}


/// True for signed integers of the tir scalar types.
bool isSignedInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSigned();
}

/// True for the integer number types (not i1).
bool isNumberInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && !intType.isSignless();
}

} // namespace mlir::compass::opencl
