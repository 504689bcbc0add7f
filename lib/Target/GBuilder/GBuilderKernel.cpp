//===- GBuilderKernel.cpp - the kernel's parameters as GBuilder sees them -===//
//
// Combines the parameter roles with a call (null pointers, shapes) into the
// list both emitted files walk, and checks what GBuilder needs: an output
// tensor, Python identifiers for names.
//
//===----------------------------------------------------------------------===//

#include "Compass/Target/GBuilder/GBuilder.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/KernelParams.h"
#include "Compass/Support/ElementTypes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::compass;

FailureOr<KernelCall> mlir::compass::parseKernelCall(StringRef json,
                                                     Location loc) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed)
    return emitError(loc) << "the call description is not JSON: "
                          << llvm::toString(parsed.takeError());
  const llvm::json::Array *items = parsed->getAsArray();
  if (!items)
    return emitError(loc) << "the call description must be a JSON array "
                             "with one item per kernel parameter";
  KernelCall call;
  for (auto [index, item] : llvm::enumerate(*items)) {
    CallArgument argument;
    if (item.kind() == llvm::json::Value::Null) {
      argument.kind = CallArgument::Kind::Null;
    } else if (const llvm::json::Object *array = item.getAsObject()) {
      argument.kind = CallArgument::Kind::Array;
      const llvm::json::Array *shape = array->getArray("shape");
      std::optional<StringRef> dtype = array->getString("dtype");
      if (!shape || !dtype)
        return emitError(loc) << "call argument " << index
                              << ": an array needs \"shape\" (a list of "
                                 "integers) and \"dtype\" (a string)";
      for (const llvm::json::Value &extent : *shape) {
        std::optional<int64_t> value = extent.getAsInteger();
        if (!value || *value < 0)
          return emitError(loc) << "call argument " << index
                                << ": a shape holds non-negative integers";
        argument.shape.push_back(*value);
      }
      argument.dtype = dtype->str();
      if (const llvm::json::Value *offset = array->get("offset")) {
        std::optional<int64_t> bytes = offset->getAsInteger();
        if (!bytes || *bytes < 0)
          return emitError(loc) << "call argument " << index
                                << ": an offset is a non-negative integer";
        argument.offset = static_cast<uint64_t>(*bytes);
      }
    } else if (std::optional<StringRef> text = item.getAsString()) {
      argument.value = text->str();
    } else if (std::optional<bool> flag = item.getAsBoolean()) {
      argument.value = *flag ? "True" : "False"; // as Python prints it
    } else if (item.kind() == llvm::json::Value::Number) {
      argument.value = llvm::formatv("{0}", item).str();
    } else {
      return emitError(loc) << "call argument " << index
                            << ": expected an array object, null, a string "
                               "or a number";
    }
    call.push_back(std::move(argument));
  }
  return call;
}

unsigned mlir::compass::getDtypeBytes(StringRef dtype) {
  for (const ElementInfo &info : getElementInfos())
    if (info.dtype == dtype)
      return info.bytes();
  // NumPy's other fixed-size numbers, should a call pass one.
  return llvm::StringSwitch<unsigned>(dtype)
      .Cases({"int64", "uint64", "float64"}, 8)
      .Default(0);
}

/// The DSL dtype of a scalar or of a pointer's element ("void" for void).
static std::string getParamDtype(Type type) {
  if (auto ptr = dyn_cast<PtrType>(type)) {
    type = ptr.getPointee();
    if (isa<NoneType>(type))
      return "void";
  }
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  if (std::optional<ElementKind> kind = getElementKind(type))
    return getElementInfo(*kind).dtype.str();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Names go into `key=value` lines and Python string literals and the
/// kernel's into a class name: each must be a Python identifier (ASCII).
/// Python keywords are fine: no name is ever a Python identifier of its own
/// in the plugin, only part of one (DSL_<func>Plugin) or of a string.
static bool isPythonIdentifier(StringRef name) {
  if (name.empty() || !(llvm::isAlpha(name[0]) || name[0] == '_'))
    return false;
  return llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

FailureOr<GBuilderKernel>
mlir::compass::getGBuilderKernel(ModuleOp module, const KernelCall *call) {
  FailureOr<func::FuncOp> found = findKernelFunction(module, "describe");
  if (failed(found))
    return failure();
  func::FuncOp kernel = *found;
  GBuilderKernel result;
  result.name = kernel.getSymName().str();
  if (!isPythonIdentifier(result.name))
    return kernel.emitError()
           << "the kernel name \"" << result.name
           << "\" is not a Python identifier: GBuilder's plugin class "
              "DSL_<name>Plugin needs one";
  unsigned count = kernel.getNumArguments();
  if (call && call->size() != count)
    return kernel.emitError()
           << "the call has " << call->size() << " arguments, the kernel \""
           << result.name << "\" takes " << count;

  SmallVector<ParamRole> roles = analyzeParamRoles(kernel);
  unsigned inputs = 0, outputs = 0;
  uint64_t constBytes = 0, descriptorBytes = 0;
  for (unsigned index = 0; index < count; ++index) {
    GBuilderParam param;
    param.argIndex = index;
    if (auto name = kernel.getArgAttrOfType<StringAttr>(
            index, CompassDialect::getArgNameAttrName()))
      param.name = name.getValue().str();
    else
      param.name = "arg" + std::to_string(index);
    if (!isPythonIdentifier(param.name))
      return kernel.emitError()
             << "the parameter name \"" << param.name
             << "\" is not a Python identifier: GBuilder takes it as an "
                "attribute key and a Python string";
    Type type = kernel.getArgument(index).getType();
    param.dtype = getParamDtype(type);
    param.role = roles[index];
    if (call) {
      const CallArgument &argument = (*call)[index];
      bool isPointer = isa<PtrType>(type);
      bool isNull = argument.kind == CallArgument::Kind::Null ||
                    (argument.kind == CallArgument::Kind::Scalar &&
                     argument.value == "0");
      if (isPointer && isNull) {
        param.role = ParamRole::Attr; // upstream: a null pointer is attr 0
      } else if (isPointer != (argument.kind == CallArgument::Kind::Array)) {
        return kernel.emitError()
               << "call argument " << index << " (\"" << param.name
               << "\"): the parameter is "
               << (isPointer ? "a pointer, expected an array or null"
                             : "a scalar, expected its value");
      } else if (argument.kind == CallArgument::Kind::Array) {
        uint64_t bytes = getDtypeBytes(argument.dtype);
        for (int64_t extent : argument.shape)
          bytes *= extent;
        param.pointerOffset = argument.offset;
        if (param.role == ParamRole::ConstTensor) {
          param.blobOffset = constBytes;
          constBytes += bytes;
        } else if (param.role == ParamRole::Descriptor) {
          param.blobOffset = descriptorBytes;
          descriptorBytes += bytes;
        }
      }
    }
    if (param.role == ParamRole::InputTensor)
      param.tensorIndex = inputs++;
    else if (param.role == ParamRole::OutputTensor)
      param.tensorIndex = outputs++;
    result.params.push_back(std::move(param));
  }

  if (outputs == 0)
    return kernel.emitError()
           << "the kernel \"" << result.name
           << "\" has no output: it writes through none of its pointer "
              "parameters, and GBuilder needs at least one output tensor";

  if (inputs == 0) {
    // GBuilder needs an input: the first tensor stands in for one.
    for (const GBuilderParam &param : result.params) {
      if (param.role != ParamRole::InputTensor &&
          param.role != ParamRole::ConstTensor &&
          param.role != ParamRole::OutputTensor)
        continue;
      GBuilderParam fake = param;
      fake.name = "fake_input";
      fake.role = ParamRole::InputTensor;
      fake.tensorIndex = 0;
      fake.isFakeInput = true;
      result.params.push_back(std::move(fake));
      break;
    }
  }
  return result;
}
