//===- IRBindings.cpp - the IR builder behind the Python front end --------===//
//
// A Triton-style builder: the Python AST visitor calls `create`-like methods
// that build tir/compass operations at the current insertion point, each
// located at the Python file:line:col set with `set_loc`. Modules are never
// built by printing text; `parse_module` exists for tests and tools.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "IRHandles.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Support/ElementTypes.h"
#include "Compass/Support/Nesting.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

namespace py = pybind11;
using namespace mlir;

namespace compass::python {

std::shared_ptr<MLIRContext> createContext() {
  DialectRegistry registry;
  registry.insert<mlir::compass::CompassDialect, tir::TIRDialect,
                  func::FuncDialect>();
  auto context =
      std::make_shared<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  // Users get located messages; a dump of the failing operation is noise.
  context->printOpOnDiagnostic(false);
  return context;
}

namespace {

/// Raised for IR the bindings refuse; the text holds located diagnostics.
struct IRError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

[[noreturn]] void fail(const std::string &message) { throw IRError(message); }

/// The MLIR type of a Compass DSL scalar dtype name.
Type getScalarType(MLIRContext *context, const std::string &dtype) {
  if (std::optional<mlir::compass::ElementKind> kind =
          mlir::compass::parseElementKind(dtype))
    return mlir::compass::getElementType(context, *kind);
  fail("unknown scalar dtype '" + dtype + "'");
}

std::string typeToString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// Builds operations for the front end at a stack of insertion points.
class Builder {
public:
  explicit Builder(std::shared_ptr<PyModule> module)
      : module(std::move(module)), builder(this->module->context.get()),
        loc(UnknownLoc::get(this->module->context.get())) {
    builder.setInsertionPointToEnd(this->module->module->getBody());
  }

  MLIRContext *getContext() { return module->context.get(); }

  void setLoc(const std::string &file, unsigned line, unsigned column,
              const std::string &name) {
    loc = namedLoc(FileLineColLoc::get(getContext(), file, line, column), name);
  }

  // Types -------------------------------------------------------------------
  Type scalarType(const std::string &dtype) {
    return getScalarType(getContext(), dtype);
  }
  Type vectorType(Type element, int64_t lanes) {
    return VectorType::get({lanes}, element);
  }
  Type maskType(unsigned lanes) {
    return mlir::compass::MaskType::get(getContext(), lanes);
  }
  Type eventType() { return mlir::compass::EventType::get(getContext()); }
  Type ptrType(std::optional<Type> pointee, const std::string &space) {
    std::optional<mlir::compass::AddressSpace> addressSpace =
        mlir::compass::symbolizeAddressSpace(space);
    if (!addressSpace)
      fail("unknown address space '" + space + "'");
    return mlir::compass::PtrType::get(
        getContext(), pointee ? *pointee : NoneType::get(getContext()),
        *addressSpace);
  }
  Type varType(Type element) {
    return tir::VarType::get(getContext(), element);
  }

  // Functions and blocks ----------------------------------------------------
  py::tuple createFunction(const std::string &name,
                           const std::vector<Type> &argTypes,
                           const std::vector<std::string> &argNames,
                           const std::vector<Type> &resultTypes,
                           bool isKernel, std::optional<bool> isInline) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(module->module->getBody());
    auto type = builder.getFunctionType(argTypes, resultTypes);
    auto func = func::FuncOp::create(builder, loc, name, type);
    if (isKernel)
      func->setAttr(mlir::compass::CompassDialect::getKernelAttrName(),
                    builder.getUnitAttr());
    // @S.prim_func(is_inline=True/False); absent when the author chose neither.
    if (isInline)
      func->setAttr("compass.inline", builder.getBoolAttr(*isInline));
    for (auto [index, argName] : llvm::enumerate(argNames))
      func.setArgAttr(index, "compass.name", builder.getStringAttr(argName));
    Block *entry = func.addEntryBlock();
    py::list args;
    for (BlockArgument arg : entry->getArguments())
      args.append(Value(arg));
    return py::make_tuple(entry, args);
  }

  void enterBlock(Block *block) {
    stack.push_back(builder.saveInsertionPoint());
    if (!block->empty() && block->back().hasTrait<OpTrait::IsTerminator>())
      builder.setInsertionPoint(&block->back());
    else
      builder.setInsertionPointToEnd(block);
  }

  void exitBlock() {
    if (stack.empty())
      fail("exit_block without enter_block");
    builder.restoreInsertionPoint(stack.back());
    stack.pop_back();
  }

  /// `loc` with the Python name `name` (a NameLoc around it), or `loc`
  /// itself for an empty name.
  Location namedLoc(Location at, const std::string &name) {
    return name.empty() ? at
                        : Location(NameLoc::get(
                              StringAttr::get(getContext(), name), at));
  }

  /// A tir.for whose loop variable the kernel calls `name` (the emitter's C
  /// name for it).
  py::tuple createFor(Value start, Value stop, Value step,
                      const std::string &name) {
    auto loop = tir::ForOp::create(builder, namedLoc(loc, name), start, stop,
                                   step);
    return py::make_tuple(loop.getBodyBlock(), Value(loop.getInductionVar()));
  }

  /// Gives `value` the Python name it is bound to once, `name = value`, for
  /// the emitter's C name: its defining operation's location becomes a
  /// NameLoc around the one it had (so diagnostics keep the file:line).
  /// Block arguments, constants (printed as literals), operations of several
  /// results and values already named (`y = x`) keep theirs.
  void nameValue(Value value, const std::string &name) {
    Operation *op = value.getDefiningOp();
    if (!op || name.empty() || op->getNumResults() != 1 ||
        op->hasTrait<OpTrait::ConstantLike>() || isa<NameLoc>(op->getLoc()))
      return;
    op->setLoc(namedLoc(op->getLoc(), name));
  }

  py::tuple createWhile() {
    auto loop = tir::WhileOp::create(builder, loc);
    return py::make_tuple(loop.getConditionBlock(), loop.getBodyBlock());
  }

  void condition(Value value) { tir::ConditionOp::create(builder, loc, value); }
  void breakLoop() { tir::BreakOp::create(builder, loc); }
  void earlyReturn(const std::vector<Value> &values) {
    tir::ReturnOp::create(builder, loc, values);
  }

  Value alloc(const std::string &name, int64_t count, Type ptrType) {
    return tir::AllocOp::create(builder, loc, ptrType, name, count);
  }

  py::tuple createIf(Value condition, bool withElse) {
    auto branch = tir::IfOp::create(builder, loc, condition, withElse);
    py::object elseBlock = py::none();
    if (withElse)
      elseBlock =
          py::cast(branch.getElseBlock(), py::return_value_policy::reference);
    return py::make_tuple(branch.getThenBlock(), elseBlock);
  }

  // Scalars -------------------------------------------------------------------
  Value constInt(py::int_ value, Type type) {
    auto intType = dyn_cast<IntegerType>(type);
    if (!intType)
      fail("integer constant of non-integer type " + typeToString(type));
    // Python ints are unbounded: go through the decimal text.
    std::string digits = py::str(value);
    APInt bits(intType.getWidth() + 1, digits, 10);
    return tir::ConstOp::create(
        builder, loc, type,
        IntegerAttr::get(type, bits.trunc(intType.getWidth())));
  }

  Value constFloat(double value, Type type) {
    if (!isa<FloatType>(type))
      fail("float constant of non-float type " + typeToString(type));
    return tir::ConstOp::create(builder, loc, type,
                                FloatAttr::get(type, value));
  }

  Value binary(const std::string &kind, Value lhs, Value rhs) {
    using Create = Value (*)(OpBuilder &, Location, Value, Value);
    // The binary operators of TIROps.td, by mnemonic.
    static const llvm::StringMap<Create> creators = {
#define TIR_OPERATOR(CLASS, MNEMONIC, ...)                                     \
  {MNEMONIC, [](OpBuilder &b, Location l, Value x, Value y) -> Value {         \
     return tir::CLASS::create(b, l, x, y);                                    \
   }},
#include "Compass/Dialect/TIR/IR/TIROperatorTable.inc"
    };
    auto it = creators.find(kind);
    if (it == creators.end())
      fail("unknown binary operation '" + kind + "'");
    return it->second(builder, loc, lhs, rhs);
  }

  Value cmp(const std::string &predicate, Value lhs, Value rhs) {
    std::optional<tir::CmpPredicate> pred =
        tir::symbolizeCmpPredicate(predicate);
    if (!pred)
      fail("unknown comparison '" + predicate + "'");
    return tir::CmpOp::create(builder, loc, *pred, lhs, rhs);
  }

  Value bitwiseNot(Value input) {
    return tir::NotOp::create(builder, loc, input);
  }

  Value extract(Value vector, Value index) {
    return tir::ExtractOp::create(builder, loc, vector, index);
  }

  Value insert(Value value, Value vector, Value index) {
    return tir::InsertOp::create(builder, loc, value, vector, index);
  }

  Value ptrIsNull(Value ptr) {
    return tir::PtrIsNullOp::create(builder, loc, ptr);
  }

  Value ptrCmp(const std::string &predicate, Value lhs, Value rhs) {
    std::optional<tir::CmpPredicate> pred =
        tir::symbolizeCmpPredicate(predicate);
    if (!pred)
      fail("unknown comparison '" + predicate + "'");
    return tir::PtrCmpOp::create(builder, loc, *pred, lhs, rhs);
  }

  /// Whether `ptr` was computed by moving another pointer.
  bool isPtrOffset(Value ptr) {
    return isa_and_present<tir::PtrOffsetOp>(ptr.getDefiningOp());
  }

  Value ptrCast(Value ptr, Type type) {
    return tir::PtrCastOp::create(builder, loc, type, ptr);
  }

  /// A constant table from the raw little-endian bytes of its elements.
  Value constBuffer(const std::string &name, py::bytes data, Type element,
                    int64_t count, Type ptrType) {
    std::string bytes = data;
    // Only numbers make a dense table; what is not one (a vector, the bytes
    // of another count) is the front end's bug, an exception, not a crash.
    if (!element.isIntOrFloat() ||
        bytes.size() * 8 !=
            static_cast<uint64_t>(count) * element.getIntOrFloatBitWidth())
      throw py::value_error("const_buffer: " + std::to_string(bytes.size()) +
                            " bytes are no table of " + std::to_string(count) +
                            " scalars of that type");
    auto tensor = RankedTensorType::get({count}, element);
    auto value = DenseElementsAttr::getFromRawBuffer(
        tensor, ArrayRef<char>(bytes.data(), bytes.size()));
    return tir::ConstBufferOp::create(builder, loc, ptrType, name, value);
  }

  Value select(Value condition, Value trueValue, Value falseValue) {
    return tir::SelectOp::create(builder, loc, condition, trueValue,
                                 falseValue);
  }

  Value cast(Value input, Type type) {
    return tir::CastOp::create(builder, loc, type, input);
  }

  // Variables and memory
  // -------------------------------------------------------
  Value varDecl(const std::string &name, Type type) {
    return tir::VarDeclOp::create(builder, loc, varType(type), name);
  }
  Value varGet(Value var) { return tir::VarGetOp::create(builder, loc, var); }
  void varSet(Value var, Value value) {
    tir::VarSetOp::create(builder, loc, var, value);
  }
  Value ptrOffset(Value ptr, Value offset) {
    return tir::PtrOffsetOp::create(builder, loc, ptr, offset);
  }
  Value load(Value ptr, Value index) {
    return tir::LoadOp::create(builder, loc, ptr, index);
  }
  void store(Value value, Value ptr, Value index) {
    tir::StoreOp::create(builder, loc, value, ptr, index);
  }

  // Intrinsics and hardware ---------------------------------------------------
  py::list intrin(const std::string &name, const std::vector<Value> &args,
                  std::optional<Value> mask, std::optional<Value> r,
                  const std::vector<Type> &resultTypes,
                  const py::dict &attrs) {
    auto op =
        tir::IntrinOp::create(builder, loc, resultTypes, name, args,
                              mask.value_or(Value()), r.value_or(Value()));
    // Options of the builtin (S.cast's part and saturate): strings and true
    // flags become attributes.
    for (auto [key, value] : attrs) {
      auto attrName = key.cast<std::string>();
      if (py::isinstance<py::bool_>(value)) {
        if (value.cast<bool>())
          op->setAttr(attrName, builder.getUnitAttr());
      } else if ((py::isinstance<py::list>(value) ||
                  py::isinstance<py::tuple>(value)) &&
                 py::len(value) > 0 && py::isinstance<py::int_>(value[py::int_(0)])) {
        // A permutation's `indices`: one source lane a result lane.
        op->setAttr(attrName, builder.getDenseI32ArrayAttr(
                                  value.cast<std::vector<int32_t>>()));
      } else if (py::isinstance<py::list>(value) ||
                 py::isinstance<py::tuple>(value)) {
        // Lists of strings (S.asm's names, constraints and clobbers).
        auto strings = value.cast<std::vector<std::string>>();
        op->setAttr(attrName, builder.getStrArrayAttr(SmallVector<StringRef>(
                                  strings.begin(), strings.end())));
      } else {
        op->setAttr(attrName, builder.getStringAttr(value.cast<std::string>()));
      }
    }
    py::list results;
    for (Value result : op->getResults())
      results.append(result);
    return results;
  }

  Value constMask(const std::vector<bool> &lanes) {
    SmallVector<bool> value(lanes.begin(), lanes.end());
    return mlir::compass::ConstMaskOp::create(
        builder, loc, maskType(lanes.size()),
        builder.getDenseBoolArrayAttr(value));
  }
  Value getLocalId() {
    return mlir::compass::GetLocalIdOp::create(builder, loc,
                                               scalarType("int32"));
  }
  Value getLocalSize() {
    return mlir::compass::GetLocalSizeOp::create(builder, loc,
                                                 scalarType("int32"));
  }
  void barrier() { mlir::compass::BarrierOp::create(builder, loc); }

  py::list call(const std::string &callee, const std::vector<Value> &args) {
    auto func = module->module->lookupSymbol<func::FuncOp>(callee);
    if (!func)
      fail("call of unknown function '" + callee + "'");
    auto call = func::CallOp::create(builder, loc, func, args);
    py::list results;
    for (Value result : call->getResults())
      results.append(result);
    return results;
  }

  void ret(const std::vector<Value> &values) {
    func::ReturnOp::create(builder, loc, values);
  }

private:
  std::shared_ptr<PyModule> module;
  OpBuilder builder;
  Location loc;
  std::vector<OpBuilder::InsertPoint> stack;
};

std::shared_ptr<PyModule> createModule() {
  auto context = createContext();
  auto module = std::make_shared<PyModule>();
  module->context = context;
  module->module = ModuleOp::create(UnknownLoc::get(context.get()));
  return module;
}

std::shared_ptr<PyModule> parseModule(const std::string &text) {
  // As the tools: a bounded depth, parsed on a stack that holds it.
  auto buffer = llvm::MemoryBuffer::getMemBuffer(text, "<string>",
                                                 /*RequiresNullTerminator=*/false);
  if (std::optional<llvm::SMLoc> at =
          mlir::compass::findTooDeepNesting(buffer->getMemBufferRef())) {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    auto [line, col] = sourceMgr.getLineAndColumn(*at);
    fail("<string>:" + std::to_string(line) + ":" + std::to_string(col) +
         ": error: the input nests deeper than " +
         std::to_string(mlir::compass::kMaxNestingDepth) +
         " levels of brackets, which Compass does not parse");
  }
  auto context = createContext();
  DiagnosticCollector diagnostics(context.get());
  OwningOpRef<ModuleOp> parsed;
  {
    py::gil_scoped_release release;
    mlir::compass::runWithLargeStack([&] {
      parsed = parseSourceString<ModuleOp>(text, ParserConfig(context.get()));
      return 0;
    });
  }
  if (!parsed)
    fail(diagnostics.text());
  auto module = std::make_shared<PyModule>();
  module->context = context;
  module->module = std::move(parsed);
  return module;
}

std::string printModule(PyModule &module, bool withLocations) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (withLocations)
    flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/true);
  mlir::compass::runWithLargeStack([&] {
    module.module->print(os, flags);
    return 0;
  });
  return text;
}

} // namespace

void initIR(py::module_ &m) {
  py::register_exception<IRError>(m, "IRError", PyExc_RuntimeError);

  py::class_<Type>(m, "Type")
      .def("__str__", &typeToString)
      .def("__eq__", [](Type a, Type b) { return a == b; })
      .def("__hash__", [](Type t) { return hash_value(t); });
  py::class_<Value>(m, "Value").def_property_readonly("type", [](Value v) {
    return v.getType();
  });
  py::class_<Block, std::unique_ptr<Block, py::nodelete>>(m, "Block");

  py::class_<PyModule, std::shared_ptr<PyModule>>(m, "Module")
      .def(py::init(&createModule))
      .def("__str__", [](PyModule &m) { return printModule(m, false); })
      .def("to_string", &printModule, py::arg("with_locations") = false)
      .def("verify",
           [](PyModule &m) {
             DiagnosticCollector diagnostics(m.context.get());
             if (failed(verify(*m.module)))
               fail(diagnostics.text());
           })
      .def("clone", [](PyModule &m) {
        auto copy = std::make_shared<PyModule>();
        copy->context = m.context;
        copy->module = m.module->clone();
        return copy;
      });
  m.def("parse_module", &parseModule, py::arg("text"));

  py::class_<Builder>(m, "Builder")
      .def(py::init<std::shared_ptr<PyModule>>())
      .def("set_loc", &Builder::setLoc, py::arg("file"), py::arg("line"),
           py::arg("col"), py::arg("name") = "")
      .def("scalar_type", &Builder::scalarType)
      .def("vector_type", &Builder::vectorType)
      .def("mask_type", &Builder::maskType)
      .def("ptr_type", &Builder::ptrType)
      .def("event_type", &Builder::eventType)
      .def("var_type", &Builder::varType)
      .def("create_function", &Builder::createFunction, py::arg("name"),
           py::arg("arg_types"), py::arg("arg_names"), py::arg("result_types"),
           py::arg("is_kernel"), py::arg("is_inline") = py::none(),
           py::return_value_policy::reference)
      .def("enter_block", &Builder::enterBlock)
      .def("exit_block", &Builder::exitBlock)
      .def("create_for", &Builder::createFor, py::arg("start"),
           py::arg("stop"), py::arg("step"), py::arg("name") = "",
           py::return_value_policy::reference)
      .def("name_value", &Builder::nameValue)
      .def("create_if", &Builder::createIf, py::return_value_policy::reference)
      .def("create_while", &Builder::createWhile,
           py::return_value_policy::reference)
      .def("condition", &Builder::condition)
      .def("break_loop", &Builder::breakLoop)
      .def("early_return", &Builder::earlyReturn)
      .def("alloc", &Builder::alloc)
      .def("const_int", &Builder::constInt)
      .def("const_float", &Builder::constFloat)
      .def("binary", &Builder::binary)
      .def("cmp", &Builder::cmp)
      .def("select", &Builder::select)
      .def("bitwise_not", &Builder::bitwiseNot)
      .def("extract", &Builder::extract)
      .def("insert", &Builder::insert)
      .def("ptr_is_null", &Builder::ptrIsNull)
      .def("ptr_cmp", &Builder::ptrCmp)
      .def("ptr_cast", &Builder::ptrCast)
      .def("is_ptr_offset", &Builder::isPtrOffset)
      .def("const_buffer", &Builder::constBuffer)
      .def("cast", &Builder::cast)
      .def("var_decl", &Builder::varDecl)
      .def("var_get", &Builder::varGet)
      .def("var_set", &Builder::varSet)
      .def("ptr_offset", &Builder::ptrOffset)
      .def("load", &Builder::load)
      .def("store", &Builder::store)
      .def("intrin", &Builder::intrin, py::arg("name"), py::arg("args"),
           py::arg("mask"), py::arg("r"), py::arg("result_types"),
           py::arg("attrs") = py::dict())
      .def("const_mask", &Builder::constMask)
      .def("get_local_id", &Builder::getLocalId)
      .def("get_local_size", &Builder::getLocalSize)
      .def("barrier", &Builder::barrier)
      .def("call", &Builder::call)
      .def("ret", &Builder::ret);
}

} // namespace compass::python
