//===- EmitCompassIR.cpp - compass_ir.txt of a kernel call ----------------===//
//
// The one-layer graph GBuilder builds the kernel's executable from: an Input
// layer per input tensor, the kernel's layer DSL_<func> from all inputs to
// all outputs, then the constant tensors' places in compass_ir.bin (their
// bytes concatenated in parameter order) and one `name=value` line per
// attribute. Shapes and dtypes are the call's arrays'.
//
//===----------------------------------------------------------------------===//

#include "Compass/Target/GBuilder/GBuilder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass;

namespace {

/// key=value lines, lists printed as Python prints them.
class KeyValuePrinter {
public:
  explicit KeyValuePrinter(raw_ostream &os) : os(os) {}

  void line(StringRef key, const Twine &value) {
    os << key << "=" << value << "\n";
  }
  /// `[a,b]`: names, no spaces (upstream joins them with ",").
  void names(StringRef key, ArrayRef<std::string> values) {
    os << key << "=[" << llvm::join(values, ",") << "]\n";
  }
  /// `[4, 8]`: a shape as Python's list repr.
  void shape(StringRef key, ArrayRef<int64_t> shape) {
    os << key << "=";
    printShape(shape);
    os << "\n";
  }
  /// `[[4, 8], [4]]`: a list of shapes.
  void shapes(StringRef key, ArrayRef<ArrayRef<int64_t>> shapes) {
    os << key << "=[";
    llvm::interleave(
        shapes, os, [&](ArrayRef<int64_t> shape) { printShape(shape); }, ", ");
    os << "]\n";
  }
  void blank() { os << "\n"; }

private:
  raw_ostream &os;

  void printShape(ArrayRef<int64_t> shape) {
    os << "[";
    llvm::interleave(shape, os, ", ");
    os << "]";
  }
};

/// One tensor of the layer: its name in the graph, shape and dtype.
struct LayerTensor {
  std::string name;
  ArrayRef<int64_t> shape;
  std::string dtype;
};

} // namespace

LogicalResult mlir::compass::translateToCompassIR(Operation *op,
                                                  raw_ostream &output,
                                                  const KernelCall &call) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError() << "expected a module";
  FailureOr<GBuilderKernel> kernel = getGBuilderKernel(module, &call);
  if (failed(kernel))
    return failure();

  SmallVector<LayerTensor> inputs, outputs;
  for (const GBuilderParam &param : kernel->params) {
    const CallArgument &argument = call[param.argIndex];
    if (param.role == ParamRole::InputTensor)
      inputs.push_back({"input" + std::to_string(*param.tensorIndex),
                        argument.shape, argument.dtype});
    else if (param.role == ParamRole::OutputTensor)
      outputs.push_back({"output" + std::to_string(*param.tensorIndex),
                         argument.shape, argument.dtype});
  }
  auto namesOf = [](ArrayRef<LayerTensor> tensors) {
    return llvm::map_to_vector(tensors,
                               [](const LayerTensor &t) { return t.name; });
  };
  auto dtypesOf = [](ArrayRef<LayerTensor> tensors) {
    return llvm::map_to_vector(tensors,
                               [](const LayerTensor &t) { return t.dtype; });
  };
  auto shapesOf = [](ArrayRef<LayerTensor> tensors) {
    return llvm::map_to_vector(tensors,
                               [](const LayerTensor &t) { return t.shape; });
  };

  KeyValuePrinter kv(output);
  unsigned layers = inputs.size() + 1;
  kv.line("model_name", "unknown");
  kv.line("layer_number", Twine(layers));
  kv.line("data_format", "NHWC");
  kv.line("precision", "float32");
  kv.line("batch_size", "1");
  kv.names("input_tensors", namesOf(inputs));
  kv.names("output_tensors", namesOf(outputs));
  kv.line("compat_quantized_model", "false");

  for (auto [index, input] : llvm::enumerate(inputs)) {
    kv.blank();
    kv.line("layer_id", Twine(index));
    kv.line("layer_name", Twine(index) + "_input");
    kv.line("layer_type", "Input");
    kv.names("layer_bottom", {});
    kv.names("layer_bottom_shape", {});
    kv.names("layer_bottom_type", {});
    kv.names("layer_top", {input.name});
    kv.shape("layer_top_shape", input.shape);
    kv.names("layer_top_type", {input.dtype});
  }

  kv.blank();
  kv.line("layer_id", Twine(layers - 1));
  kv.line("layer_name", "dsl_func");
  kv.line("layer_type", "DSL_" + kernel->name);
  kv.names("layer_bottom", namesOf(inputs));
  kv.shapes("layer_bottom_shape", shapesOf(inputs));
  kv.names("layer_bottom_type", dtypesOf(inputs));
  kv.names("layer_top", namesOf(outputs));
  kv.shapes("layer_top_shape", shapesOf(outputs));
  kv.names("layer_top_type", dtypesOf(outputs));

  // The constant tensors, their bytes concatenated in compass_ir.bin.
  for (const GBuilderParam &param : kernel->params) {
    if (param.role != ParamRole::ConstTensor)
      continue;
    const CallArgument &argument = call[param.argIndex];
    uint64_t bytes = getDtypeBytes(argument.dtype);
    for (int64_t extent : argument.shape)
      bytes *= extent;
    kv.line(param.name + "_type", argument.dtype);
    kv.shape(param.name + "_shape", argument.shape);
    kv.line(param.name + "_offset", Twine(param.blobOffset));
    kv.line(param.name + "_size", Twine(bytes));
  }

  // The scalars; a null pointer is the attribute 0.
  for (const GBuilderParam &param : kernel->params) {
    if (param.role != ParamRole::Attr)
      continue;
    const CallArgument &argument = call[param.argIndex];
    kv.line(param.name,
            argument.kind == CallArgument::Kind::Scalar ? argument.value : "0");
  }
  return success();
}
