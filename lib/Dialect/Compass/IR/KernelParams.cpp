//===- KernelParams.cpp - the entry kernel's parameters -------------------===//
//
// Reads the description of a kernel's parameters (KernelParams.h) from its
// argument types and attributes, and verifies the attributes the front end
// puts there for the call's checks (`compass.size`, `compass.shapes`).
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/FloatBits.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::compass;

std::string KernelParam::describe() const {
  if (isPointer)
    return "ptr:" + dtype + ":" + space;
  return dtype;
}

uint64_t KernelParam::encodeInteger(int64_t value) const {
  if (isPointer)
    return 0;
  if (isFloat)
    return encodeFloat(static_cast<double>(value));
  if (bits == 1)
    return value != 0;
  return static_cast<uint64_t>(value) & ((uint64_t(1) << bits) - 1);
}

uint64_t KernelParam::encodeFloat(double value) const {
  if (isPointer)
    return 0;
  if (bits == 1)
    return value != 0;
  if (isFloat) {
    if (dtype == "float32")
      return floatToBits(static_cast<float>(value));
    if (dtype == "float16")
      return doubleToHalf(value);
    return doubleToBFloat16(value);
  }
  // C conversion to an integer: truncate and saturate, NaN gives 0.
  uint64_t mask = (uint64_t(1) << bits) - 1;
  int64_t converted;
  if (isSigned)
    converted = bits == 8    ? floatToIntSaturating<int8_t>(value)
                : bits == 16 ? floatToIntSaturating<int16_t>(value)
                             : floatToIntSaturating<int32_t>(value);
  else
    converted = bits == 8    ? floatToIntSaturating<uint8_t>(value)
                : bits == 16 ? floatToIntSaturating<uint16_t>(value)
                             : floatToIntSaturating<uint32_t>(value);
  return static_cast<uint64_t>(converted) & mask;
}

func::FuncOp mlir::compass::getKernelFunction(ModuleOp module) {
  for (auto func : module.getOps<func::FuncOp>())
    if (isKernel(func))
      return func;
  return {};
}

FailureOr<func::FuncOp> mlir::compass::findKernelFunction(ModuleOp module,
                                                          StringRef purpose) {
  func::FuncOp kernel;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!isKernel(func))
      continue;
    if (kernel) {
      InFlightDiagnostic diag =
          func.emitOpError("is a second entry kernel of the module");
      diag.attachNote(kernel.getLoc()) << "the first entry kernel is here";
      return diag;
    }
    kernel = func;
  }
  if (!kernel)
    return module.emitError("has no func.func marked '")
           << CompassDialect::getKernelAttrName() << "' to " << purpose;
  return kernel;
}

/// The DSL dtype of a pointee: an element but bool, a vector of them, void.
static std::optional<std::string> getPointeeDtype(Type pointee) {
  if (isa<NoneType>(pointee))
    return std::string("void");
  Type element = pointee;
  auto vector = dyn_cast<VectorType>(pointee);
  if (vector)
    element = vector.getElementType();
  std::optional<ElementKind> kind = getElementKind(element);
  if (!kind || *kind == ElementKind::I1)
    return std::nullopt;
  std::string dtype = getElementInfo(*kind).dtype.str();
  if (vector)
    dtype += "x" + std::to_string(vector.getNumElements());
  return dtype;
}

/// The integer scalar parameter named `name`, or -1.
static int findIntegerParam(FunctionOpInterface function, StringRef name) {
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i) {
    auto attr = function.getArgAttrOfType<StringAttr>(
        i, CompassDialect::getArgNameAttrName());
    auto type = dyn_cast<IntegerType>(function.getArgumentTypes()[i]);
    if (attr && attr.getValue() == name && type && !type.isSignless())
      return static_cast<int>(i);
  }
  return -1;
}

bool mlir::compass::isNeverNegativeParam(FunctionOpInterface function,
                                         unsigned index) {
  // Only the kernel's: a subroutine's arguments come from the kernel's code,
  // unchecked.
  if (!function->hasAttr(CompassDialect::getKernelAttrName()))
    return false;
  if (function.getArgAttr(index, kSizeAttrName))
    return true;
  auto name = function.getArgAttrOfType<StringAttr>(
      index, CompassDialect::getArgNameAttrName());
  if (!name)
    return false;
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i) {
    auto shapes = function.getArgAttrOfType<ArrayAttr>(i, kShapesAttrName);
    for (Attribute shape : shapes ? shapes.getValue() : ArrayRef<Attribute>())
      if (llvm::is_contained(cast<ArrayAttr>(shape).getValue(),
                             Attribute(name)))
        return true;
  }
  return false;
}

LogicalResult mlir::compass::verifyKernelParamAttribute(Operation *op,
                                                        unsigned index,
                                                        NamedAttribute attr) {
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' belongs on a function's argument";
  Type type = function.getArgumentTypes()[index];
  if (attr.getName() == kSizeAttrName) {
    auto integer = dyn_cast<IntegerType>(type);
    if (!isa<UnitAttr>(attr.getValue()) || !integer || integer.isSignless())
      return op->emitError() << "'" << kSizeAttrName
                             << "' is a unit attribute of an integer "
                                "scalar argument, got "
                             << attr.getValue() << " on " << type;
    return success();
  }
  auto shapes = dyn_cast<ArrayAttr>(attr.getValue());
  if (!shapes || !isa<PtrType>(type))
    return op->emitError() << "'" << kShapesAttrName
                           << "' is an array of shapes on a pointer "
                              "argument, got "
                           << attr.getValue() << " on " << type;
  for (Attribute shape : shapes) {
    auto extents = dyn_cast<ArrayAttr>(shape);
    if (!extents || extents.empty())
      return op->emitError() << "'" << kShapesAttrName
                             << "' holds non-empty arrays of extents, got "
                             << shape;
    for (Attribute extent : extents) {
      if (auto value = dyn_cast<IntegerAttr>(extent);
          value && value.getValue().isStrictlyPositive())
        continue;
      auto name = dyn_cast<StringAttr>(extent);
      if (!name || findIntegerParam(function, name.getValue()) < 0)
        return op->emitError()
               << "an extent of '" << kShapesAttrName
               << "' is a positive integer or the name of an integer "
                  "scalar argument, got "
               << extent;
    }
  }
  return success();
}

FailureOr<std::vector<KernelParam>>
mlir::compass::describeKernelParams(func::FuncOp kernel) {
  std::vector<KernelParam> params;
  for (auto [i, type] : llvm::enumerate(kernel.getArgumentTypes())) {
    KernelParam param;
    if (auto name = kernel.getArgAttrOfType<StringAttr>(
            i, CompassDialect::getArgNameAttrName()))
      param.name = name.getValue().str();
    else
      param.name = "arg" + std::to_string(i);
    std::optional<std::string> dtype;
    if (auto ptr = dyn_cast<PtrType>(type)) {
      param.isPointer = true;
      param.space = stringifyAddressSpace(ptr.getSpace()).str();
      dtype = getPointeeDtype(ptr.getPointee());
    } else if (std::optional<ElementKind> kind = getElementKind(type)) {
      const ElementInfo &info = getElementInfo(*kind);
      dtype = info.dtype.str();
      param.bits = info.bits;
      param.isFloat = info.isFloat();
      param.isSigned = info.isSigned();
    }
    if (!dtype)
      return kernel.emitOpError()
             << "has parameter #" << i << " of type " << type
             << ", which a kernel's caller cannot pass";
    param.dtype = std::move(*dtype);
    param.isSize = kernel.getArgAttr(i, kSizeAttrName) != nullptr;
    auto shapes = kernel.getArgAttrOfType<ArrayAttr>(i, kShapesAttrName);
    for (Attribute shape : shapes ? shapes.getValue() : ArrayRef<Attribute>()) {
      std::vector<ShapeExtent> &extents = param.shapes.emplace_back();
      for (Attribute extent : cast<ArrayAttr>(shape)) {
        ShapeExtent &out = extents.emplace_back();
        if (auto value = dyn_cast<IntegerAttr>(extent))
          out.value = value.getInt();
        else
          out.param = findIntegerParam(
              cast<FunctionOpInterface>(kernel.getOperation()),
              cast<StringAttr>(extent).getValue());
      }
    }
    params.push_back(std::move(param));
  }
  return params;
}
