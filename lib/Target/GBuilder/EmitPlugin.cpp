//===- EmitPlugin.cpp - the GBuilder plugin aipubt_gb_<func>.py -----------===//
//
// The plugin registers op type DSL_<func> and a BuilderOpPlugin whose
// generate_params hands GBuilder the kernel's arguments in parameter order:
// tensors from the layer's inputs, outputs and constants, scalars as the
// integer bit pattern of their dtype.
//
//===----------------------------------------------------------------------===//

#include "Compass/Target/GBuilder/GBuilder.h"

#include "mlir/Support/IndentedOstream.h"

using namespace mlir;
using namespace mlir::compass;

/// Python blocks are indented by four spaces (raw_indented_ostream's step
/// is two).
static raw_indented_ostream &indent(raw_indented_ostream &os) {
  return os.indent().indent();
}
static raw_indented_ostream &unindent(raw_indented_ostream &os) {
  return os.unindent().unindent();
}

/// The integer GBuilder passes for attr `param`, read from the node's
/// params: the bits of the value in its dtype, as a signed integer of that
/// width (upstream's `int(np.<dtype>(value).view("int<bits>"))`).
static void printAttrValue(raw_indented_ostream &os,
                           const GBuilderParam &param) {
  std::string value = "nodes[0].params[\"" + param.name + "\"]";
  if (param.dtype == "bool") {
    os << "ro.append(int(bool(" << value << ")))\n";
    return;
  }
  if (param.dtype == "bfloat16") {
    // NumPy has no bfloat16: the upper half of the float32, rounded to even.
    os << "ro.append(_bfloat16_bits(" << value << "))\n";
    return;
  }
  unsigned bits = getDtypeBytes(param.dtype) * 8;
  // A void or unknown dtype only happens for a null pointer: its value 0.
  StringRef dtype = bits ? StringRef(param.dtype) : StringRef("int32");
  if (!bits)
    bits = 32;
  os << "value = np." << dtype << "(" << value << ")\n";
  os << "ro.append(int(value.view(\"int" << bits << "\")))\n";
}

static void printParam(raw_indented_ostream &os, const GBuilderParam &param) {
  switch (param.role) {
  case ParamRole::InputTensor:
    os << "ro.append(_get_addr(sgnode.inputs[" << *param.tensorIndex
       << "], " << param.pointerOffset << "))\n";
    return;
  case ParamRole::OutputTensor:
    os << "ro.append(_get_addr(sgnode.outputs[" << *param.tensorIndex
       << "], " << param.pointerOffset << "))\n";
    return;
  case ParamRole::ConstTensor:
    os << "ro.append(sgnode.constants[f\"{nodes[0].name}/" << param.name
       << "\"])\n";
    return;
  case ParamRole::Descriptor:
    os << "ro.append(_get_addr(desc_base, " << param.blobOffset << "))\n";
    return;
  case ParamRole::Attr:
    printAttrValue(os, param);
    return;
  }
}

LogicalResult mlir::compass::translateToGBuilderPlugin(Operation *op,
                                                       raw_ostream &output,
                                                       const KernelCall *call) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError() << "expected a module";
  FailureOr<GBuilderKernel> kernel = getGBuilderKernel(module, call);
  if (failed(kernel))
    return failure();
  std::string opType = "DSL_" + kernel->name;
  bool hasBfloat16 = llvm::any_of(kernel->params, [](const auto &param) {
    return param.role == ParamRole::Attr && param.dtype == "bfloat16";
  });

  raw_indented_ostream os(output);
  os << "# GBuilder plugin of the Compass DSL kernel \"" << kernel->name
     << "\" (compass-translate --to-gbuilder-plugin).\n";
  os << "# Parameters:";
  for (const GBuilderParam &param : kernel->params)
    os << " " << param.name << ":" << stringifyParamRole(param.role);
  os << "\n";
  os << "import numpy as np\n";
  os << "from AIPUBuilder.core import BuilderOpPlugin, register_optype, "
        "BuilderParams, Tensor\n";
  os << "from AIPUBuilder.plugin_loader import register_plugin, PluginType\n";
  os << "\n\nop_type = register_optype(\"" << opType << "\")\n\n\n";

  os << "def _get_addr(base, offset_in_byte):\n";
  indent(os);
  os << "if offset_in_byte == 0:\n";
  indent(os) << "return base\n";
  unindent(os) << "ret = Tensor(base)\n";
  os << "ret.memory_offset().set_base_offset(base.memory_offset())\n";
  os << "ret.memory_offset().relative_offset = offset_in_byte\n";
  os << "return ret\n";
  unindent(os);

  if (hasBfloat16) {
    os << "\n\ndef _bfloat16_bits(value):\n";
    indent(os);
    os << "bits = int(np.float32(value).view(\"uint32\"))\n";
    os << "bits = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF\n";
    os << "return int(np.uint16(bits).view(\"int16\"))\n";
    unindent(os);
  }

  os << "\n\n@register_plugin(PluginType.Builder, 0)\n";
  os << "class " << opType << "Plugin(BuilderOpPlugin):\n";
  indent(os);
  auto method = [&](StringRef signature, ArrayRef<StringRef> body) {
    os << "def " << signature << ":\n";
    indent(os);
    for (StringRef line : body)
      os << line << "\n";
    unindent(os) << "\n";
  };
  method("get_graph_pattern(self)", {"return ([(\"useless\", op_type)], [])"});
  method("get_score(self)", {"return 10"});
  method("set_target(self, target)", {"return True"});
  method("check_params(self, nodes)", {"return True"});
  method("setup(self, sgnode, nodes)",
         {"sgnode.attrs[\"keeping_layout\"] = False", "return True"});
  std::string codeName = "return \"op_lib/" + kernel->name + ".o\"";
  method("generate_code_name(self, sgnode, nodes)", {codeName});
  // The descriptor chains' words are not known here (docs/gbuilder.md).
  method("generate_descriptor(self, sgnode, nodes)",
         {"ro = BuilderParams()", "return ro"});

  os << "def generate_params(self, sgnode, nodes):\n";
  indent(os);
  os << "desc_base = sgnode.attrs[\"descriptorbase\"]\n";
  os << "ro = BuilderParams()\n";
  for (const GBuilderParam &param : kernel->params)
    printParam(os, param);
  os << "return ro\n";
  unindent(os);
  unindent(os);
  return success();
}
