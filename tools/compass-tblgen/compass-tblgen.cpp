//===- compass-tblgen.cpp - the builtin tables of the compass dialect -----===//
//
// Reads the compass dialect's ODS and writes the one table of S.* builtins
// every consumer includes, so no consumer keeps its own list of builtins:
//
//  -gen-compass-builtin-table  an X-macro `.inc` for C++: one macro per
//                              family, one row per builtin (the conversion,
//                              the simulator's decoder and the emitter
//                              define the macros they need);
//  -gen-compass-builtin-python the same rows as a Python module for the
//                              front end's family factories;
//  -gen-compass-op-visitor     a CRTP visitor over every operation of one
//                              dialect (-visitor-dialect), grouped by the
//                              `opFamily` of its ODS definition (the model
//                              is CIRCT's CombVisitors.h), and each family's
//                              operations as an X-macro (<NAME>_<FAMILY>_OPS)
//                              for the consumers' handler declarations;
//  -gen-tir-operator-table     an X-macro `.inc` of the tir dialect's binary
//                              scalar operators (OperatorTable.cpp);
//  -gen-tir-operator-python    the same rows as a Python module.
//
// Rows with `internal = 1` are instructions only the optimizer produces:
// they are in the op-class rows (simulator) but not in COMPASS_BUILTIN nor
// in the Python module.
//
// A builtin is a record deriving from `Compass_Builtin`
// (CompassBuiltins.td); an op's C++ class comes from its ODS definition.
//
//===----------------------------------------------------------------------===//

#include "DefinitionOrder.h"
#include "OperatorTable.h"

#include "mlir/TableGen/Operator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Main.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

using namespace llvm;

namespace {
enum class Action {
  BuiltinTable,
  BuiltinPython,
  OpVisitor,
  OperatorTable,
  OperatorPython
};

cl::opt<Action> action(
    cl::desc("what to generate"),
    cl::values(clEnumValN(Action::BuiltinTable, "gen-compass-builtin-table",
                          "X-macro table of the builtins for C++"),
               clEnumValN(Action::BuiltinPython, "gen-compass-builtin-python",
                          "Python table of the builtins"),
               clEnumValN(Action::OpVisitor, "gen-compass-op-visitor",
                          "CRTP visitor over the operations of a dialect"),
               clEnumValN(Action::OperatorTable, "gen-tir-operator-table",
                          "X-macro table of the tir scalar operators"),
               clEnumValN(Action::OperatorPython, "gen-tir-operator-python",
                          "Python table of the tir scalar operators")));

cl::opt<std::string> visitorDialect(
    "visitor-dialect",
    cl::desc("the dialect (its name) whose operations the visitor covers"),
    cl::init("compass"));
cl::opt<std::string> visitorName(
    "visitor-name",
    cl::desc("the visitor is <name>OpVisitor, with dispatch<name>OpVisitor, "
             "visitInvalid<name>Op and visitUnhandled<name>Op"),
    cl::init("Compass"));

/// The facts of one builtin record.
struct Builtin {
  const Record *def;
  StringRef family;
  /// The C++ class of the compass operation ("" for rows without an op of
  /// their own, such as the comparisons).
  std::string opClass;

  StringRef get(StringRef field) const { return def->getValueAsString(field); }
  bool bit(StringRef field) const { return def->getValueAsBit(field); }
  int64_t integer(StringRef field) const { return def->getValueAsInt(field); }
  /// The lowering builder with `$op` replaced by the op class.
  std::string getLowering() const {
    std::string lowering = get("lowering").str();
    for (size_t at; (at = lowering.find("$op")) != std::string::npos;)
      lowering.replace(at, 3, opClass);
    return lowering;
  }
};
} // namespace

static std::vector<Builtin> collectBuiltins(const RecordKeeper &records) {
  std::vector<Builtin> builtins;
  for (const Record *def : getDefinitionsInOrder(records, "Compass_Builtin")) {
    Builtin builtin{def, def->getValueAsString("family"), ""};
    if (def->isSubClassOf("Op"))
      builtin.opClass = mlir::tblgen::Operator(def).getQualCppClassName();
    // An internal instruction is known by its op class alone: it has no
    // S.* name, and only the families keyed by op class can hold it.
    if (def->getValueAsBit("internal") &&
        (builtin.opClass.empty() || !def->getValueAsString("pyName").empty() ||
         (builtin.family != "LaneBinary" && builtin.family != "LaneUnary")))
      PrintFatalError(def->getLoc(),
                      "an internal instruction is a lane-wise operation "
                      "with an empty pyName");
    if (!def->getValueAsBit("internal") &&
        def->getValueAsString("pyName").empty())
      PrintFatalError(def->getLoc(), "a builtin needs its S.* name (pyName), "
                                     "or `internal = 1`");
    builtins.push_back(std::move(builtin));
  }
  return builtins;
}

/// `text` as a string literal of C++ and Python.
static std::string quote(StringRef text) {
  std::string result = "\"";
  for (char c : text) {
    if (c == '\\' || c == '"')
      result += '\\';
    result += c == '\n' ? ' ' : c;
  }
  result += "\"";
  return result;
}

/// Writes the rows of one family macro, guarded so that a consumer sees
/// only the macros it defined.
static void emitFamily(raw_ostream &os, StringRef macro, StringRef comment,
                       ArrayRef<std::string> rows) {
  os << "// " << comment << "\n";
  os << "#ifdef " << macro << "\n";
  for (const std::string &row : rows)
    os << macro << "(" << row << ")\n";
  os << "#undef " << macro << "\n#endif\n\n";
}

static bool emitBuiltinTable(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("The S.* builtins of the compass dialect", os, records);
  std::vector<Builtin> builtins = collectBuiltins(records);

  // Every builtin: how -convert-tir-to-compass lowers its tir.intrin.
  std::vector<std::string> lowering, laneBinary, laneUnary, compare, pairwise,
      maskTest, reduce, outSignBinary, widening, narrowing;
  std::vector<std::string> dot;
  std::vector<std::string> indexArg;
  std::vector<std::string> permute;
  for (const Builtin &b : builtins) {
    // Internal instructions have no tir.intrin: the simulator and the
    // emitter know them by their op class only.
    if (!b.bit("internal"))
      lowering.push_back(
          formatv("{0}, {1}, {2}, {3}, {4}, {9}, {5}, {6}, {7}, {8}",
                  quote(b.get("pyName")), b.integer("numArgs"),
                  b.bit("hasResult") ? "true" : "false",
                  b.bit("takesR") ? "true" : "false",
                  b.bit("onVectors") ? "true" : "false",
                  b.bit("alignedPieces") ? "true" : "false",
                  b.bit("sameLanes") ? "true" : "false",
                  b.bit("sameLaneShape") ? "true" : "false", b.getLowering(),
                  b.bit("variadic") ? "true" : "false"));
    // The Math family's rows are lane-wise builtins without mask or r.
    bool math = b.family == "Math";
    if (b.family == "LaneBinary" || (math && b.integer("numArgs") == 2))
      laneBinary.push_back(
          formatv("{0}, {1}", b.opClass, b.get("laneFn")));
    if (b.family == "LaneBinary" && b.bit("hasOutSign"))
      outSignBinary.push_back(
          formatv("{0}, {1}", b.opClass, b.get("laneFn")));
    if (b.family == "Narrowing")
      narrowing.push_back(formatv("{0}, {1}", b.opClass, b.get("laneFn")));
    if (b.family == "Widening")
      widening.push_back(formatv("{0}, {1}", b.opClass, b.get("laneFn")));
    if (b.family == "LaneUnary" || (math && b.integer("numArgs") == 1))
      laneUnary.push_back(formatv("{0}, {1}", b.opClass, b.get("laneFn")));
    if (b.family == "Pairwise")
      pairwise.push_back(formatv("{0}, {1}", b.opClass, b.get("laneFn")));
    if (b.family == "MaskTest")
      maskTest.push_back(b.opClass);
    if (b.family == "Reduce")
      reduce.push_back(b.opClass);
    if (b.family == "Dot") {
      // The tir argument whose lanes the mask has: acc when one lane of a
      // group is picked, else x.
      int64_t pick = b.integer("pick");
      int64_t maskArg = pick >= 0 ? 0 : b.integer("numArgs") - 2;
      dot.push_back(formatv("{0}, {1}, {2}, {3}, {4}", quote(b.get("pyName")),
                            b.opClass, b.integer("group"), pick, maskArg));
    }
    if (b.integer("indexArg") >= 0)
      indexArg.push_back(formatv("{0}, {1}", quote(b.get("pyName")),
                                 b.integer("indexArg")));
    if (b.family == "Permute")
      permute.push_back(quote(b.get("pyName")));
    if (b.family == "Compare")
      compare.push_back(formatv("{0}, {1}, {2}, {3}, {4}",
                                quote(b.get("pyName")), b.get("predicate"),
                                quote(b.get("clName")),
                                quote(b.get("clNameFloat")), b.get("laneFn")));
  }
  emitFamily(os, "COMPASS_BUILTIN",
             "(S.name, operand count, has a result, takes r, works on vectors, "
             "variadic, pieces line up, result lanes like the operands', its vectors and "
             "masks share one lane shape, lowering builder in "
             "lib/Conversion/TIRToCompass)",
             lowering);
  emitFamily(os, "COMPASS_LANE_BINARY",
             "(op class, simulator lane functor): "
             "result[i] = mask[i] ? fn(lhs[i], rhs[i]) : r[i]",
             laneBinary);
  emitFamily(os, "COMPASS_LANE_UNARY",
             "(op class, simulator lane functor): "
             "result[i] = mask[i] ? fn(input[i]) : r[i]",
             laneUnary);
  emitFamily(os, "COMPASS_OUT_SIGN_BINARY",
             "(op class, simulator lane functor): the lane-wise binary rows "
             "whose integer operands may differ in signedness",
             outSignBinary);
  emitFamily(os, "COMPASS_WIDENING",
             "(op class, simulator lane functor): result lane j = "
             "fn(lhs[h + j], rhs[h + j]) in lanes twice as wide, h being 0 or "
             "half the lanes (OP::kHighHalf)",
             widening);
  emitFamily(os, "COMPASS_NARROWING",
             "(op class, simulator lane functor): result lane i * k = "
             "mask[i] ? fn(lhs[i], rhs[i]) : 0 in lanes k times narrower, the "
             "other lanes 0",
             narrowing);
  emitFamily(os, "COMPASS_DOT",
             "(S.name, op class, lanes of x per group, the lane of a group "
             "taken or -1 for all, the tir argument whose lanes the mask has)",
             dot);
  emitFamily(os, "COMPASS_INDEX_ARG",
             "(S.name, the tir argument of 16-bit lane indices whose pieces "
             "do not line up with the call's)",
             indexArg);
  emitFamily(os, "COMPASS_COMPARE",
             "(S.name, compass::CmpPredicate, OpenCL builtin for integer "
             "lanes, for float lanes, the simulator's CmpKind)",
             compare);
  emitFamily(os, "COMPASS_PAIRWISE",
             "(op class, simulator lane functor): result[i] = fn(lhs[2i], "
             "lhs[2i + 1]), result[N/2 + i] = fn(rhs[2i], rhs[2i + 1])",
             pairwise);
  emitFamily(os, "COMPASS_MASK_TEST",
             "(op class): a scalar bool from every lane of a mask", maskTest);
  emitFamily(os, "COMPASS_REDUCE",
             "(op class): lane 0 from the active lanes of a vector", reduce);
  emitFamily(os, "COMPASS_PERMUTE",
             "(S.name): result lanes are lanes of the operands, chosen by the "
             "call's `indices` (compass.vperm)",
             permute);
  return false;
}

/// A Python literal of a string list.
static std::string pythonList(ArrayRef<StringRef> items) {
  std::string result = "(";
  for (StringRef item : items)
    result += quote(item) + ", ";
  return result + ")";
}

static bool emitBuiltinPython(raw_ostream &os, const RecordKeeper &records) {
  os << "\"\"\"The S.* builtins of the compass dialect, one row each.\n\n"
        "Generated by compass-tblgen -gen-compass-builtin-python from\n"
        "include/Compass/Dialect/Compass/IR/CompassOps.td: do not edit.\n"
        "\"\"\"\n\n"
        "from collections import namedtuple\n\n"
        "Builtin = namedtuple(\"Builtin\", \"name family params dtypes "
        "dtype_error takes_r takes_mask mask_form operator doc custom "
        "scalar_form variant_of variant_option out_sign\")\n\n"
        "BUILTINS = (\n";
  for (const Builtin &b : collectBuiltins(records)) {
    // Internal instructions have no Python face.
    if (b.bit("internal"))
      continue;
    os << formatv(
        "    Builtin({0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}, {10}, "
        "{11}, {12}, {13}, {14}),\n",
        quote(b.get("pyName")), quote(b.family), quote(b.get("pyParams")),
        pythonList(b.def->getValueAsListOfStrings("dtypes")),
        quote(b.get("dtypeError")), b.bit("takesR") ? "True" : "False",
        b.bit("takesMask") ? "True" : "False",
        b.bit("hasMaskForm") ? "True" : "False", quote(b.get("pyOperator")),
        quote(b.get("pyDoc")), b.bit("customPython") ? "True" : "False",
        b.bit("hasScalarForm") ? "True" : "False", quote(b.get("variantOf")),
        quote(b.get("variantOption")),
        b.bit("hasOutSign") ? "True" : "False");
  }
  os << ")\n";
  return false;
}

/// One operation of the visited dialect.
struct VisitedOp {
  std::string cppClass; // qualified
  std::string method;   // visit<Class>
  std::string family;
};

static bool emitOpVisitor(raw_ostream &os, const RecordKeeper &records) {
  emitSourceFileHeader("A visitor over the operations of the " +
                           visitorDialect + " dialect",
                       os, records);
  std::vector<VisitedOp> ops;
  // Families in the order their first operation is defined.
  std::vector<std::string> families;
  for (const Record *def : getDefinitionsInOrder(records, "Op")) {
    mlir::tblgen::Operator op(def);
    if (op.getDialect().getName() != visitorDialect)
      continue;
    const RecordVal *field = def->getValue("opFamily");
    StringRef family = field ? def->getValueAsString("opFamily") : "";
    if (family.empty() || !llvm::all_of(family, llvm::isAlnum) ||
        !llvm::isUpper(family.front()))
      PrintFatalError(def->getLoc(),
                      "every operation belongs to a family: set `opFamily` "
                      "(a CamelCase name) through its family class");
    if (!llvm::is_contained(families, family))
      families.push_back(family.str());
    ops.push_back({op.getQualCppClassName(),
                   "visit" + op.getCppClassName().str(), family.str()});
  }
  if (ops.empty())
    PrintFatalError("no operation of the dialect '" + visitorDialect + "'");

  std::string name = visitorName;
  std::string visitor = name + "OpVisitor";
  std::string invalid = "visitInvalid" + name + "Op";
  std::string unhandled = "visitUnhandled" + name + "Op";
  os << formatv(R"cpp(/// Dispatches each operation of the {0} dialect to `visit<Op>` of
/// ConcreteType (CRTP), whose default is its family's `visit<Family>Op`,
/// whose default is `{2}`. Operations of other dialects
/// go to `{3}`. Neither last resort has a default that
/// compiles: a consumer defines them to accept what it leaves unhandled,
/// or, by leaving them out, makes an operation without a handler (its own
/// or its family's) an error at compile time.
template <typename ConcreteType, typename ResultType = void,
          typename... ExtraArgs>
class {1} {{
public:
  ResultType dispatch{1}(::mlir::Operation *op, ExtraArgs... args) {{
    return ::llvm::TypeSwitch<::mlir::Operation *, ResultType>(op)
)cpp",
                visitorDialect, visitor, unhandled, invalid);
  for (const VisitedOp &op : ops)
    os << formatv("        .template Case<{0}>([&]({0} op) -> ResultType {{\n"
                  "          return thisCast()->{1}(op, args...);\n"
                  "        })\n",
                  op.cppClass, op.method);
  os << formatv(R"cpp(        .Default([&](::mlir::Operation *op) -> ResultType {{
          return thisCast()->{0}(op, args...);
        });
  }

  /// An operation of another dialect.
  ResultType {0}(::mlir::Operation *op, ExtraArgs... args) {{
    static_assert(!std::is_same_v<ConcreteType, ConcreteType>,
                  "define {0}: what an operation of another "
                  "dialect does");
    return thisCast()->{0}(op, args...);
  }

  /// An operation with no handler of its own nor of its family.
  ResultType {1}(::mlir::Operation *op, ExtraArgs... args) {{
    static_assert(!std::is_same_v<ConcreteType, ConcreteType>,
                  "an operation has no handler: define visit<Op> or its "
                  "family's visit<Family>Op (see the instantiation chain)");
    return thisCast()->{1}(op, args...);
  }

)cpp",
                invalid, unhandled);
  for (const std::string &family : families) {
    os << "  /// The " << family << " family:";
    for (const VisitedOp &op : ops)
      if (op.family == family)
        os << " " << StringRef(op.cppClass).rsplit("::").second;
    os << ".\n";
    os << formatv("  ResultType visit{0}Op(::mlir::Operation *op, "
                  "ExtraArgs... args) {{\n"
                  "    return thisCast()->{1}(op, args...);\n  }\n",
                  family, unhandled);
  }
  os << "\n  // One method per operation, defaulting to its family's.\n";
  for (const VisitedOp &op : ops)
    os << formatv("  ResultType {0}({1} op, ExtraArgs... args) {{\n"
                  "    return thisCast()->visit{2}Op(op, args...);\n  }\n",
                  op.method, op.cppClass, op.family);
  os << "\nprivate:\n  ConcreteType *thisCast() {\n"
        "    return static_cast<ConcreteType *>(this);\n  }\n};\n";

  // The operations of each family as X-macro rows, so that a consumer
  // handling a family op by op declares its handlers from the list: a new
  // operation then needs its handler's definition only (a missing one is
  // an undefined reference at link time), no edit of the consumer's header.
  std::string prefix = StringRef(name).upper();
  for (const std::string &family : families) {
    os << formatv("\n/// X(Op, QualifiedOp) for each operation of the {0} "
                  "family.\n#define {1}_{2}_OPS(X)",
                  family, prefix, StringRef(family).upper());
    for (const VisitedOp &op : ops)
      if (op.family == family)
        os << formatv(" \\\n  X({0}, {1})",
                      StringRef(op.cppClass).rsplit("::").second, op.cppClass);
    os << "\n";
  }
  return false;
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv);
  return TableGenMain(argv[0], [](raw_ostream &os, const RecordKeeper &records) {
    switch (action) {
    case Action::BuiltinTable:
      return emitBuiltinTable(os, records);
    case Action::BuiltinPython:
      return emitBuiltinPython(os, records);
    case Action::OpVisitor:
      return emitOpVisitor(os, records);
    case Action::OperatorTable:
      return emitOperatorTable(os, records);
    case Action::OperatorPython:
      return emitOperatorPython(os, records);
    }
    return true;
  });
}
