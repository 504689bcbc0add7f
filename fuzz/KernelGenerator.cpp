//===- KernelGenerator.cpp - random compass-level kernels ------------------===//

#include "KernelGenerator.h"
#include "FuzzSupport.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Support/ElementTypes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>

using namespace mlir::compass::fuzz;

namespace {

/// An element type of ElementTypes.def a vector can have (every one but
/// bool, in table order).
struct Element {
  const char *name;
  unsigned bytes;
  bool isFloat;
  bool isSigned;
};

const std::vector<Element> &elements() {
  static const std::vector<Element> all = [] {
    std::vector<Element> all;
    for (const mlir::compass::ElementInfo &info :
         mlir::compass::getElementInfos())
      if (info.elementClass != mlir::compass::ElementClass::Bool)
        all.push_back({info.mlirName.data(), info.bytes(), info.isFloat(),
                       info.isSigned()});
    return all;
  }();
  return all;
}

/// A lane-wise operation of the builtin table (CompassBuiltinTable.inc, so
/// a new builtin is generated without editing this file), with what its
/// verifier accepts, by index into elements(): the element type, and an `r`
/// operand on it.
struct LaneOp {
  llvm::StringRef name;
  unsigned arity;
  std::vector<bool> takes, takesR;
};

/// Whether `compass.<op>` verifies on vectors of `element` (with `r` if
/// `withR`): asked of the verifier, once per row, rather than restated.
bool verifies(mlir::MLIRContext &context, const LaneOp &op,
              const Element &element, bool withR) {
  std::string vector =
      ("vector<" + llvm::Twine(32 / element.bytes) + "x" + element.name + ">")
          .str();
  std::string mask =
      ("!compass.mask<" + llvm::Twine(32 / element.bytes) + ">").str();
  std::string text = "func.func @probe(%a: " + vector + ", %m: " + mask +
                     ") {\n  %v = " + op.name.str() + " %a" +
                     (op.arity == 2 ? ", %a" : "") + ", %m" +
                     (withR ? " r %a" : "") + " : " + vector + ", " + mask +
                     "\n  return\n}\n";
  return bool(parseModule(text, context));
}

const std::vector<LaneOp> &laneOps() {
  static const std::vector<LaneOp> ops = [] {
    std::vector<LaneOp> ops;
#define COMPASS_LANE_BINARY(OP, FN)                                            \
  ops.push_back({OP::getOperationName(), 2, {}, {}});
#define COMPASS_LANE_UNARY(OP, FN)                                             \
  ops.push_back({OP::getOperationName(), 1, {}, {}});
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
    auto context = makeQuietContext();
    for (LaneOp &op : ops)
      for (const Element &element : elements()) {
        bool takes = verifies(*context, op, element, /*withR=*/false);
        op.takes.push_back(takes);
        op.takesR.push_back(takes &&
                            verifies(*context, op, element, /*withR=*/true));
      }
    return ops;
  }();
  return ops;
}

constexpr const char *kPredicates[] = {"eq", "ne", "lt", "le", "gt", "ge"};
constexpr const char *kFloatLiterals[] = {"0.0", "1.0",   "-2.5", "0.5",
                                          "-0.0", "100.0", "3.25", "-7.0"};

/// Writes one kernel. Values live in scopes: a region's values are
/// forgotten when it closes.
class Writer {
public:
  Writer(FuzzedDataProvider &data, size_t elementIndex, unsigned lanes,
         unsigned slots)
      : data(data), elementIndex(elementIndex),
        element(elements()[elementIndex]), lanes(lanes), slots(slots) {}

  std::string run();

private:
  FuzzedDataProvider &data;
  size_t elementIndex;
  const Element &element;
  unsigned lanes;
  /// Vectors per TEC region.
  unsigned slots;
  std::string out;
  unsigned indent = 1;
  unsigned next = 0;
  std::vector<std::string> vectors, masks;
  bool hasAccumulator = false;

  std::string fresh(llvm::StringRef stem) {
    return ("%" + stem + llvm::Twine(next++)).str();
  }
  void line(const llvm::Twine &text) {
    out.append(2 * indent, ' ');
    out += text.str();
    out += '\n';
  }
  std::string vectorType() const {
    return ("vector<" + llvm::Twine(lanes) + "x" + element.name + ">").str();
  }
  std::string maskType() const {
    return ("!compass.mask<" + llvm::Twine(lanes) + ">").str();
  }
  std::string ptrType() const {
    return (llvm::Twine("!compass.ptr<") + element.name + ", global>").str();
  }
  template <typename T> const T &pick(const std::vector<T> &pool) {
    // Half the time one of the three newest values, so that operations
    // chain (the optimizer's patterns are chains) rather than fan out.
    size_t first = data.ConsumeBool() && pool.size() > 3 ? pool.size() - 3 : 0;
    return pool[data.ConsumeIntegralInRange<size_t>(first, pool.size() - 1)];
  }
  bool chance(unsigned outOf) {
    return data.ConsumeIntegralInRange<unsigned>(1, outOf) == 1;
  }

  std::string constant(int64_t value) {
    std::string name = fresh("c");
    line(name + " = tir.const " + llvm::Twine(value) + " : si32");
    return name;
  }
  std::string scalarLiteral() {
    if (element.isFloat)
      return kFloatLiterals[data.ConsumeIntegralInRange<size_t>(
          0, std::size(kFloatLiterals) - 1)];
    int64_t bits = 8 * element.bytes;
    int64_t low = element.isSigned ? -(int64_t(1) << (bits - 1)) : 0;
    int64_t high = element.isSigned ? (int64_t(1) << (bits - 1)) - 1
                                     : (int64_t(1) << bits) - 1;
    // Mostly small values (shift counts, divisors), sometimes the extremes.
    switch (data.ConsumeIntegralInRange<unsigned>(0, 3)) {
    case 0:
      return std::to_string(low);
    case 1:
      return std::to_string(high);
    default:
      return std::to_string(std::clamp<int64_t>(
          data.ConsumeIntegralInRange<int64_t>(-9, 9), low, high));
    }
  }

  /// The element offset of slot `index` as an si32 value.
  std::string slotOffset(unsigned index) {
    return constant(int64_t(index) * lanes);
  }
  /// A slot index, now and then one region too far (another TEC's region,
  /// or past the end of the buffer for the last TEC).
  unsigned slot() {
    return chance(250) ? slots : data.ConsumeIntegralInRange<unsigned>(
                                    0, slots - 1);
  }

  void load(llvm::StringRef base, llvm::StringRef offset) {
    std::string pointer = fresh("p");
    line(pointer + " = tir.ptr_offset " + base + ", " + offset + " : " +
         ptrType() + ", si32");
    std::string value = fresh("v");
    line(value + " = compass.vload " + pointer + ", " + pick(masks) + " : " +
         ptrType() + ", " + maskType() + " -> " + vectorType());
    vectors.push_back(value);
  }
  void store(llvm::StringRef offset) {
    std::string pointer = fresh("p");
    line(pointer + " = tir.ptr_offset %out_tec, " + offset + " : " +
         ptrType() + ", si32");
    line("compass.vstore " + pick(vectors) + ", " + pointer + ", " +
         pick(masks) + " : " + vectorType() + ", " + ptrType() + ", " +
         maskType());
  }

  void laneOp() {
    std::vector<const LaneOp *> usable;
    for (const LaneOp &op : laneOps())
      if (op.takes[elementIndex])
        usable.push_back(&op);
    const LaneOp &op = *pick(usable);
    std::string operands = pick(vectors);
    if (op.arity == 2)
      operands += ", " + pick(vectors);
    std::string r =
        op.takesR[elementIndex] && chance(3) ? " r " + pick(vectors) : "";
    std::string value = fresh("v");
    line(value + " = " + op.name + " " + operands + ", " +
         pick(masks) + r + " : " + vectorType() + ", " + maskType());
    vectors.push_back(value);
  }
  /// A permutation: a vperm of lanes chosen now (with a runtime shift now
  /// and then), a vcompress (with a fill now and then) or a vtbl.
  void permute() {
    std::string type = vectorType();
    std::string value = fresh("v");
    switch (data.ConsumeIntegralInRange<unsigned>(0, 2)) {
    case 0: {
      bool two = data.ConsumeBool();
      unsigned total = two ? 2 * lanes : lanes;
      std::string indices;
      for (unsigned i = 0; i < lanes; ++i)
        indices += (i ? ", " : "") +
                   std::to_string(
                       data.ConsumeIntegralInRange<unsigned>(0, total - 1));
      std::string inputs = pick(vectors), types = type;
      if (two) {
        inputs += ", " + pick(vectors);
        types += ", " + type;
      }
      // A shift of n (any value: outside [0, T) an error) or in range.
      std::string shift;
      if (chance(2))
        shift = " shift " +
                (chance(4) ? std::string("%n")
                           : constant(data.ConsumeIntegralInRange<int>(
                                 0, int(total) - 1)));
      line(value + " = compass.vperm " + inputs + shift + " indices [" +
           indices + "] : " + types + " -> " + type);
      break;
    }
    case 1: {
      std::string x = pick(vectors), mask = pick(masks);
      std::string fill = chance(2) ? " fill " + pick(vectors) : "";
      line(value + " = compass.vcompress " + x + ", " + mask + fill + " : " +
           type + ", " + maskType());
      break;
    }
    default: {
      unsigned count = data.ConsumeIntegralInRange<unsigned>(2, 4);
      std::string tables, types;
      for (unsigned k = 0; k < count; ++k) {
        tables += (k ? ", " : "") + pick(vectors);
        types += (k ? ", " : "") + type;
      }
      // Integer lanes index as they are; float lanes by their bits.
      std::string indices = pick(vectors), indexType = type;
      if (element.isFloat) {
        indexType = ("vector<" + llvm::Twine(lanes) + "xui" +
                     llvm::Twine(8 * element.bytes) + ">")
                        .str();
        std::string bits = fresh("v");
        line(bits + " = compass.vbitcast " + indices + " : " + type + " -> " +
             indexType);
        indices = bits;
      }
      line(value + " = compass.vtbl " + tables + " indices " + indices +
           " : " + types + " indices " + indexType + " -> " + type);
      break;
    }
    }
    vectors.push_back(value);
  }
  void broadcast() {
    std::string scalar = fresh("s");
    line(scalar + " = tir.const " + scalarLiteral() + " : " + element.name);
    std::string value = fresh("v");
    line(value + " = compass.vbcast " + scalar + " : " + element.name +
         " -> " + vectorType());
    vectors.push_back(value);
  }
  void select() {
    std::string value = fresh("v");
    line(value + " = compass.vsel " + pick(vectors) + ", " + pick(vectors) +
         ", " + pick(masks) + " : " + vectorType() + ", " + maskType());
    vectors.push_back(value);
  }
  void compare() {
    std::string mask = fresh("m");
    const char *predicate = kPredicates[data.ConsumeIntegralInRange<size_t>(
        0, std::size(kPredicates) - 1)];
    line(mask + " = compass.vcmp " + predicate + ", " + pick(vectors) + ", " +
         pick(vectors) + ", " + pick(masks) + " : " + vectorType() + ", " +
         maskType());
    masks.push_back(mask);
  }
  void maskOp() {
    std::string mask = fresh("m");
    switch (data.ConsumeIntegralInRange<unsigned>(0, 5)) {
    case 0:
      line(mask + " = compass.mask_not " + pick(masks) + " : " + maskType());
      break;
    case 1: {
      std::string count =
          chance(2) ? std::string("%n")
                    : constant(data.ConsumeIntegralInRange<int>(-2, lanes + 2));
      line(mask + " = compass.tail_mask " + count + " : si32 -> " +
           maskType());
      break;
    }
    case 2: {
      std::string bits;
      for (unsigned i = 0; i < lanes; ++i)
        bits += std::string(i ? ", " : "") +
                (data.ConsumeBool() ? "true" : "false");
      line(mask + " = compass.const_mask [" + bits + "] : " + maskType());
      break;
    }
    default: {
      const char *ops[] = {"mask_and", "mask_or", "mask_xor"};
      line(mask + " = compass." + ops[data.ConsumeIntegralInRange(0, 2)] +
           " " + pick(masks) + ", " + pick(masks) + " : " + maskType());
    }
    }
    masks.push_back(mask);
  }
  void accumulate() {
    std::string varType = "!tir.var<" + vectorType() + ">";
    std::string old = fresh("v");
    line(old + " = tir.var_get %acc : " + varType);
    vectors.push_back(old);
    laneOp();
    line("tir.var_set %acc, " + vectors.back() + " : " + varType);
  }

  /// A loop over the slots; `guarded` wraps the body in `iv < n` as the
  /// front end writes a vector loop's tail.
  void loop(unsigned depth) {
    std::string start = constant(0), stop = constant(slots), step = constant(1);
    std::string iv = fresh("i");
    line("tir.for " + iv + " = " + start + " to " + stop + " step " + step +
         " : si32 {");
    ++indent;
    bool guarded = chance(2);
    if (guarded) {
      std::string bound = chance(2) ? std::string("%n") : stop;
      std::string condition = fresh("g");
      line(condition + " = tir.cmp lt, " + iv + ", " + bound + " : si32");
      line("tir.if " + condition + " {");
      ++indent;
    }
    size_t vectorMark = vectors.size(), maskMark = masks.size();
    std::string offset = fresh("o");
    line(offset + " = tir.mul " + iv + ", %lanes : si32");
    load(chance(2) ? "%a_tec" : "%b_tec", offset);
    block(depth + 1, data.ConsumeIntegralInRange<unsigned>(1, 5));
    store(offset);
    vectors.resize(vectorMark);
    masks.resize(maskMark);
    if (guarded) {
      --indent;
      line("}");
    }
    --indent;
    line("}");
  }
  void branch(unsigned depth) {
    std::string condition = fresh("g");
    const char *predicate = kPredicates[data.ConsumeIntegralInRange<size_t>(
        0, std::size(kPredicates) - 1)];
    line(condition + " = tir.cmp " + predicate + ", %n, " +
         constant(data.ConsumeIntegralInRange<int>(-1, 20)) + " : si32");
    line("tir.if " + condition + " {");
    ++indent;
    size_t vectorMark = vectors.size(), maskMark = masks.size();
    block(depth + 1, data.ConsumeIntegralInRange<unsigned>(1, 4));
    store(slotOffset(slot()));
    vectors.resize(vectorMark);
    masks.resize(maskMark);
    --indent;
    line("}");
  }

  void statement(unsigned depth) {
    switch (data.ConsumeIntegralInRange<unsigned>(0, 15)) {
    case 0:
    case 1:
      return load(chance(2) ? "%a_tec" : "%b_tec", slotOffset(slot()));
    case 2:
      return store(slotOffset(slot()));
    case 3:
    case 11:
      return broadcast();
    case 4:
      return select();
    case 5:
      return compare();
    case 6:
      return maskOp();
    case 7:
      if (depth < 2)
        return loop(depth);
      break;
    case 8:
      if (depth < 2)
        return branch(depth);
      break;
    case 9:
      // A barrier inside a branch on n diverges only if TECs disagree on
      // n, which they cannot; in a loop every TEC meets it equally often.
      return line("compass.barrier");
    case 10:
      if (hasAccumulator)
        return accumulate();
      break;
    case 12:
      return permute();
    default:
      break;
    }
    laneOp();
  }
  void block(unsigned depth, unsigned count) {
    for (unsigned i = 0; i < count && data.remaining_bytes(); ++i)
      statement(depth);
  }
};

std::string Writer::run() {
  std::string ptr = ptrType();
  out += "func.func @fuzz(%a: " + ptr + ", %b: " + ptr + ", %out: " + ptr +
         ", %n: si32) attributes {compass.kernel} {\n";
  line("%tid = compass.get_local_id : si32");
  line("%lanes = tir.const " + std::to_string(lanes) + " : si32");
  line("%region = tir.const " + std::to_string(lanes * slots) + " : si32");
  line("%base = tir.mul %tid, %region : si32");
  for (const char *name : {"a", "b", "out"})
    line(std::string("%") + name + "_tec = tir.ptr_offset %" + name +
         ", %base : " + ptr + ", si32");
  std::string all;
  for (unsigned i = 0; i < lanes; ++i)
    all += i ? ", true" : "true";
  line("%all = compass.const_mask [" + all + "] : " + maskType());
  masks.push_back("%all");
  std::string zero = constant(0);
  load("%a_tec", zero);
  load("%b_tec", zero);
  if (chance(2)) {
    std::string varType = "!tir.var<" + vectorType() + ">";
    line("%acc = tir.var_decl \"acc\" : " + varType);
    line("tir.var_set %acc, " + vectors.front() + " : " + varType);
    hasAccumulator = true;
  }
  block(0, data.ConsumeIntegralInRange<unsigned>(1, 24));
  if (hasAccumulator) {
    std::string value = fresh("v");
    line(value + " = tir.var_get %acc : !tir.var<" + vectorType() + ">");
    vectors.push_back(value);
  }
  store(zero);
  line("return");
  out += "}\n";
  return out;
}

} // namespace

GeneratedKernel mlir::compass::fuzz::generateKernel(FuzzedDataProvider &data) {
  size_t elementIndex =
      data.ConsumeIntegralInRange<size_t>(0, elements().size() - 1);
  const Element &element = elements()[elementIndex];
  // Compass-level vectors are hardware-native: 256 bits.
  unsigned lanes = 32 / element.bytes;
  unsigned slots = data.ConsumeIntegralInRange<unsigned>(1, 3);
  GeneratedKernel kernel;
  kernel.element = element.name;
  kernel.elementBytes = element.bytes;
  kernel.lanes = lanes;
  kernel.bufferElements = 4 * slots * lanes;
  kernel.n = data.ConsumeIntegralInRange<int32_t>(-3, int32_t(2 * slots + 3));
  kernel.text = Writer(data, elementIndex, lanes, slots).run();
  // The structure came from the input's end, the data from its front.
  size_t bytes = size_t(kernel.bufferElements) * element.bytes;
  for (std::vector<uint8_t> *buffer : {&kernel.a, &kernel.b, &kernel.out}) {
    *buffer = data.ConsumeBytes<uint8_t>(bytes);
    buffer->resize(bytes, 0);
  }
  return kernel;
}

std::vector<mlir::compass::KernelArg>
mlir::compass::fuzz::launchArgs(KernelRun &run, const GeneratedKernel &kernel) {
  auto buffer = [](std::vector<uint8_t> &bytes) {
    KernelArg arg;
    arg.kind = KernelArg::Kind::Buffer;
    arg.data = bytes.data();
    arg.bytes = bytes.size();
    return arg;
  };
  KernelArg n;
  n.kind = KernelArg::Kind::Scalar;
  n.bits = uint32_t(kernel.n);
  return {buffer(run.a), buffer(run.b), buffer(run.out), n};
}

KernelRun mlir::compass::fuzz::simulateKernel(const sim::Program &program,
                                              const GeneratedKernel &kernel) {
  KernelRun run{false, "", kernel.a, kernel.b, kernel.out};
  std::vector<KernelArg> args = launchArgs(run, kernel);
  sim::RunOptions options;
  options.stepLimit = 1'000'000;
  sim::RunStats stats;
  run.ok = succeeded(program.run(args, options, stats, run.error));
  return run;
}
