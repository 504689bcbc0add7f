//===- TranslateToOpenCL.cpp - compass-level IR to OpenCL C ---------------===//
//
// Prints a compass-level module as one OpenCL C file for the Compass builtins
// library (runtime/include/compass/dsl.h): the include, the __constant
// tables of tir.const_buffer, the result structs of the subroutines that
// return several values, forward declarations of the subroutines, their
// definitions and the entry kernel. The printer is a straight walk: every
// value-producing operation becomes one typed C declaration, constants are
// printed inline, structured tir control flow becomes C loops and branches.
// The arrays of tir.alloc are declared at the top of their function (where
// OpenCL wants __local arrays, and so that the storage outlives loop
// iterations); an early tir.return of the entry kernel jumps to its closing
// barrier, which every TEC must meet. Anything the printer cannot print is
// refused with a located diagnostic and nothing is written.
//
//===----------------------------------------------------------------------===//

#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/IndentedOstream.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

#include <sstream>

using namespace mlir;
using namespace mlir::compass;

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

/// Identifiers a generated name must not take: C and OpenCL C keywords,
/// address-space and access qualifiers, the OpenCL builtins and macros the
/// printed code uses and every type name of OpenCL C and runtime/dsl.h.
static bool isReservedWord(StringRef name) {
  static const llvm::StringSet<> reserved = [] {
    llvm::StringSet<> set;
    for (StringRef word :
         {// C99 and OpenCL C keywords.
          "auto", "break", "case", "const", "continue", "default", "do", "else",
          "enum", "extern", "for", "goto", "if", "inline", "register",
          "restrict", "return", "signed", "sizeof", "static", "struct",
          "switch", "typedef", "union", "unsigned", "volatile", "while", "true",
          "false", "void", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t",
          "event_t", "sampler_t", "image1d_t", "image2d_t", "image3d_t", "pipe",
          "uniform", "complex", "imaginary", "global", "local", "private",
          "constant", "kernel", "read_only", "write_only", "read_write",
          "lsram", "NULL", "_Bool", "_Complex", "_Imaginary", "_Float16",
          "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Noreturn",
          "_Static_assert", "_Thread_local",
          // Builtins and macros the emitted code relies on.
          "get_local_id", "get_local_size", "get_global_id", "get_global_size",
          "get_group_id", "get_num_groups", "get_work_dim", "barrier",
          "mem_fence", "min", "max", "fmin", "fmax", "fmod", "floor", "pow",
          "select", "clamp", "abs", "printf", "INFINITY", "NAN",
          "CLK_LOCAL_MEM_FENCE", "CLK_GLOBAL_MEM_FENCE", "ALL_TRUE_b",
          "ALL_TRUE_h", "ALL_TRUE_w"})
      set.insert(word);
    for (StringRef base :
         {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
          "float", "double", "half", "bool", "bf16", "quad"}) {
      set.insert(base);
      for (StringRef lanes : {"2", "3", "4", "8", "16", "32"})
        set.insert((base + lanes).str());
    }
    return set;
  }();
  return reserved.contains(name);
}

/// True for names in whole families of OpenCL builtins and the runtime's
/// own helpers.
static bool hasReservedPrefix(StringRef name) {
  return name.starts_with("__") || name.starts_with("convert_") ||
         name.starts_with("as_") || name.starts_with("vload") ||
         name.starts_with("vstore");
}

static bool isReservedName(StringRef name) {
  return isReservedWord(name) || hasReservedPrefix(name);
}

/// Replaces the characters C identifiers cannot hold by `_`.
static std::string sanitizeName(StringRef name) {
  std::string result;
  for (char c : name)
    result.push_back(llvm::isAlnum(c) || c == '_' ? c : '_');
  return result;
}

/// Turns a Python identifier into a C identifier that is not reserved:
/// invalid characters become `_`, a leading digit or a reserved prefix gets
/// a `_` prefix (leading `__` loses an underscore first) and a reserved word
/// gets a `_` suffix.
static std::string legalizeName(StringRef name) {
  std::string result = sanitizeName(name);
  while (StringRef(result).starts_with("__"))
    result.erase(result.begin());
  if (result.empty() || llvm::isDigit(result.front()) ||
      hasReservedPrefix(result))
    result.insert(result.begin(), '_');
  while (isReservedWord(result))
    result.push_back('_');
  return result;
}

std::string mlir::compass::getOpenCLKernelName(StringRef symbol) {
  return legalizeName(symbol);
}

/// The Python name a location carries, if any: a NameLoc, possibly wrapping
/// a FileLineColLoc.
static std::optional<StringRef> getLocName(Location loc) {
  if (auto nameLoc = dyn_cast<NameLoc>(loc))
    return nameLoc.getName().getValue();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// C spelling of a Compass scalar type, or an empty string.
static StringRef getScalarTypeName(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    if (intType.getWidth() == 1 && intType.isSignless())
      return "bool";
    bool isSigned = intType.isSigned();
    if (!isSigned && !intType.isUnsigned())
      return "";
    switch (intType.getWidth()) {
    case 8:
      return isSigned ? "char" : "uchar";
    case 16:
      return isSigned ? "short" : "ushort";
    case 32:
      return isSigned ? "int" : "uint";
    default:
      return "";
    }
  }
  if (type.isF16())
    return "half";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "float";
  return "";
}

/// Mask suffix of the runtime's mask builtins for a mask or vector of
/// `lanes` lanes: `b` for byte lanes, `h` for half-word lanes and `w` for
/// word lanes.
static std::optional<char> getLaneSuffix(unsigned lanes) {
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

/// OpenCL address-space qualifier (with a trailing space) of `space`.
static StringRef getQualifier(AddressSpace space) {
  switch (space) {
  case AddressSpace::Global:
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
static FailureOr<std::string> getTypeName(Type type) {
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

/// True for bfloat16 scalars: stored as raw bits, computed in float.
static bool isBF16(Type type) { return type.isBF16(); }

/// True for signed integers of the tir scalar types.
static bool isSignedInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSigned();
}

/// True for the integer number types (not i1).
static bool isNumberInt(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && !intType.isSignless();
}

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

/// The value of a float as a double (exact for the types printed here).
static double toDouble(APFloat value) {
  bool losesInfo = false;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble();
}

/// Prints the decimal value of a float in a comment, `/*3.000000e+00*/`.
static void printDecimalComment(raw_ostream &os, double number) {
  os << "/*" << llvm::format("%e", number) << "*/";
}

/// Prints an infinity as `INFINITY` or `-INFINITY`, and a finite float as a
/// hexadecimal float literal, `0x1.8p+1f`, followed by its decimal value in
/// a comment when `withDecimal` is set.
static void printNonNaNFloat(raw_ostream &os, const APFloat &value,
                             bool withDecimal) {
  if (value.isInfinity()) {
    os << (value.isNegative() ? "-INFINITY" : "INFINITY");
    return;
  }
  double number = toDouble(value);
  std::ostringstream hex;
  hex << std::hexfloat << number;
  os << hex.str() << "f";
  if (withDecimal)
    printDecimalComment(os, number);
}

/// Prints a finite float as a hexadecimal float literal with its decimal
/// value in a comment, `0x1.8p+1f/*3.000000e+00*/`, and infinities and NaN
/// as the OpenCL macros.
static void printFloatLiteral(raw_ostream &os, const APFloat &value) {
  if (value.isNaN())
    os << "NAN";
  else
    printNonNaNFloat(os, value, /*withDecimal=*/true);
}

/// Prints a float of a __constant table exactly: a hexadecimal float
/// literal (`0x1.8p+1f`), `INFINITY`, or a NaN with its payload through
/// clang's `__builtin_nan*` (OpenCL's NAN macro is no constant expression).
/// Half floats use the same literals: every half value is a float.
static void printTableFloat(raw_ostream &os, const APFloat &value) {
  if (!value.isNaN()) {
    printNonNaNFloat(os, value, /*withDecimal=*/false);
    return;
  }
  bool isHalf = &value.getSemantics() == &APFloat::IEEEhalf();
  APInt bits = value.bitcastToAPInt();
  unsigned mantissaBits = isHalf ? 10 : 23;
  uint64_t payload =
      bits.getZExtValue() & ((uint64_t(1) << (mantissaBits - 1)) - 1);
  bool isQuiet = bits[mantissaBits - 1];
  if (value.isNegative())
    os << "-";
  os << (isQuiet ? "__builtin_nanf" : "__builtin_nansf") << (isHalf ? "16" : "")
     << "(\"" << llvm::format_hex(payload, 0) << "\")";
}

/// Prints an integer of `type` as a C literal: INT32_MIN as a constant
/// expression, 32-bit unsigned values with a `u` suffix.
static void printIntLiteral(raw_ostream &os, const APInt &value,
                            IntegerType type) {
  if (type.isSigned()) {
    int64_t number = value.getSExtValue();
    if (type.getWidth() == 32 && number == INT32_MIN)
      os << "(-2147483647 - 1)";
    else
      os << number;
    return;
  }
  os << value.getZExtValue() << (type.getWidth() == 32 ? "u" : "");
}

//===----------------------------------------------------------------------===//
// Emitter
//===----------------------------------------------------------------------===//

namespace {

/// An operand of OpenCLEmitter::emit printed converted to float (bfloat16
/// and half values; others as they are).
struct AsFloat {
  Value value;
};

/// An operand of OpenCLEmitter::emit printed converted to uint (a
/// non-negative constant as an unsigned literal).
struct AsUint {
  Value value;
};

/// Prints one module. Owns the indenting stream and the naming state of the
/// function being printed.
struct OpenCLEmitter {
  explicit OpenCLEmitter(raw_ostream &os) : os(os) {}

  /// Prints the whole module.
  LogicalResult emitModule(ModuleOp module);

private:
  //===--- Types and names ----------------------------------------------===//

  /// Prints the C spelling of `type` or fails with "cannot emit type".
  LogicalResult emitType(Location loc, Type type);
  /// Returns the C spelling of `type` or fails with "cannot emit type".
  FailureOr<std::string> typeName(Location loc, Type type);

  /// True when `name` is reserved or visible in the current function.
  bool isNameTaken(StringRef name) const;
  /// Makes `name` legal and unique in the current scope and claims it.
  std::string claimName(StringRef name);
  /// Claims a name for a value without a Python name: `_<N>`.
  std::string claimTempName();
  /// Claims `name` for a file-scope name; while it is reserved or taken,
  /// appends `_<N>` when `numbered`, else an underscore.
  std::string claimGlobalName(const std::string &name, bool numbered);
  /// Names `value` after the NameLoc at `loc`, else `_<N>`.
  std::string nameValue(Value value, Location loc);

  /// Opens and closes a C block scope for names.
  void pushScope() { scopes.emplace_back(); }
  void popScope() { scopes.pop_back(); }

  //===--- Constant tables ----------------------------------------------===//

  /// Names and prints the file-scope __constant arrays of the
  /// tir.const_buffer operations of `module`.
  LogicalResult emitConstTables(ModuleOp module, StringRef entryName);
  /// Prints `__constant T <name>[N] = {...};` for `op`.
  LogicalResult emitConstTable(tir::ConstBufferOp op, StringRef name);

  //===--- Functions and blocks -----------------------------------------===//

  /// Names the result structs of the subroutines with several results,
  /// `<entry>_<name>_result`.
  void nameResultStructs(ArrayRef<func::FuncOp> subroutines);
  /// Prints `typedef struct { T0 r0; T1 r1; ... } <name>;` for each
  /// subroutine with several results.
  LogicalResult emitResultStructs(ArrayRef<func::FuncOp> subroutines);
  /// Prints `<ret> <cname>(<params>)` of a subroutine or the entry kernel,
  /// naming its arguments when `nameArgs` is set.
  LogicalResult emitSignature(func::FuncOp func, bool isEntry, bool nameArgs);
  LogicalResult emitFunction(func::FuncOp func, bool isEntry);
  /// Declares the arrays of the tir.alloc operations of `func`.
  LogicalResult emitAllocArrays(func::FuncOp func, bool isEntry);
  /// Prints the operations of `block` up to the first one that leaves it
  /// (tir.break, tir.return).
  LogicalResult emitBlock(Block &block);
  /// Prints `block` one indentation level deeper; as the body of a loop
  /// (for the names of nested loop variables) when `isLoopBody` is set.
  LogicalResult emitIndentedBlock(Block &block, bool isLoopBody = false);
  /// Prints `block` one level deeper in a C block scope of its own.
  LogicalResult emitScopedBlock(Block &block);
  /// Prints the body of a loop whose header opened a scope and a C block,
  /// then closes both.
  LogicalResult emitLoopBody(Block &block);

  //===--- Operations ---------------------------------------------------===//

  LogicalResult emitOperation(Operation &op);

  /// Prints `value` as an expression: its name or an inline literal.
  LogicalResult emitOperand(Value value);
  /// Prints `value` converted to float (bfloat16 and half operands).
  LogicalResult emitAsFloat(Value value);
  /// Prints `T name = ` for the single result of `op`.
  LogicalResult emitDeclarationPrefix(Operation *op);

  /// Prints `pieces` in turn: strings as they are, values as operands (in
  /// the form AsFloat or AsUint asks for), value ranges as comma-separated
  /// operands. Stops at the first that fails.
  template <typename... Pieces>
  LogicalResult emit(const Pieces &...pieces) {
    return success((succeeded(emitPiece(pieces)) && ...));
  }
  /// Prints `T name = ` for the single result of `op`, then `pieces`.
  template <typename... Pieces>
  LogicalResult emitDeclaration(Operation *op, const Pieces &...pieces) {
    if (failed(emitDeclarationPrefix(op)))
      return failure();
    return emit(pieces...);
  }
  LogicalResult emitPiece(StringRef text) {
    os << text;
    return success();
  }
  LogicalResult emitPiece(Value value) { return emitOperand(value); }
  LogicalResult emitPiece(AsFloat operand) {
    return emitAsFloat(operand.value);
  }
  LogicalResult emitPiece(AsUint operand);
  LogicalResult emitPiece(ValueRange values);

  LogicalResult printConstant(Location loc, Attribute value, Type type);
  LogicalResult printMask(ConstMaskOp op);

  LogicalResult printOp(tir::ConstOp op) { return success(); }
  LogicalResult printOp(ConstMaskOp op) { return success(); }
  LogicalResult printArithmetic(Operation *op, StringRef cOp);
  LogicalResult printOp(tir::AddOp op) { return printArithmetic(op, "+"); }
  LogicalResult printOp(tir::SubOp op) { return printArithmetic(op, "-"); }
  LogicalResult printOp(tir::MulOp op) { return printArithmetic(op, "*"); }
  LogicalResult printOp(tir::DivOp op);
  LogicalResult printOp(tir::ModOp op);
  LogicalResult printOp(tir::FloorDivOp op);
  /// Prints `function(lhs, rhs)` of two numbers computed in float (half
  /// and bfloat16 results rounded back).
  LogicalResult printFloatFunction(Operation *op, StringRef function);
  LogicalResult printOp(tir::MinOp op) { return printFloatFunction(op, "min"); }
  LogicalResult printOp(tir::MaxOp op) { return printFloatFunction(op, "max"); }
  /// Prints `lhs op rhs` of a comparison, in parentheses if `parenthesize`.
  LogicalResult emitCmpExpression(tir::CmpOp op, bool parenthesize);
  LogicalResult printOp(tir::CmpOp op);
  /// Prints `(T)(lhs cOp rhs)` of integers (the cast only for narrow ones)
  /// or `(lhs cOp rhs)` of bools.
  LogicalResult printBitwise(Operation *op, StringRef cOp);
  LogicalResult printOp(tir::AndOp op) { return printBitwise(op, "&"); }
  LogicalResult printOp(tir::OrOp op) { return printBitwise(op, "|"); }
  LogicalResult printOp(tir::XorOp op) { return printBitwise(op, "^"); }
  /// Prints a shift after C promotion with the count taken modulo 32.
  LogicalResult printShift(Operation *op, bool isLeft);
  LogicalResult printOp(tir::ShlOp op) { return printShift(op, true); }
  LogicalResult printOp(tir::ShrOp op) { return printShift(op, false); }
  LogicalResult printOp(tir::NotOp op);
  LogicalResult printOp(tir::PowOp op);
  LogicalResult printOp(tir::SelectOp op);
  LogicalResult printOp(tir::CastOp op);
  LogicalResult printOp(tir::ForOp op);
  LogicalResult printOp(tir::IfOp op);
  LogicalResult printOp(tir::YieldOp op) { return success(); }
  LogicalResult printOp(tir::WhileOp op);
  LogicalResult printOp(tir::ConditionOp op);
  LogicalResult printOp(tir::BreakOp op);
  LogicalResult printOp(tir::ReturnOp op);
  /// Prints `T name = array;` for the pointer result of `op` (named
  /// already).
  LogicalResult emitArrayPointer(Operation *op, StringRef array);
  LogicalResult printOp(tir::AllocOp op);
  LogicalResult printOp(tir::VarDeclOp op);
  LogicalResult printOp(tir::VarGetOp op);
  LogicalResult printOp(tir::VarSetOp op);
  LogicalResult printOp(tir::PtrOffsetOp op);
  LogicalResult printOp(tir::LoadOp op);
  LogicalResult printOp(tir::StoreOp op);
  LogicalResult printOp(tir::PtrIsNullOp op);
  LogicalResult printOp(tir::PtrCmpOp op);
  LogicalResult printOp(tir::PtrCastOp op);
  LogicalResult printOp(tir::ConstBufferOp op);
  /// Prints `__<name>(operands)` on a lane of a vector, or
  /// `__mask_<name>_<suffix>(operands)` on a lane of a mask; the vector or
  /// mask is the first operand.
  LogicalResult printLaneAccess(Operation *op, StringRef name,
                                ValueRange operands);
  LogicalResult printOp(tir::ExtractOp op) {
    return printLaneAccess(op, "extract", {op.getVector(), op.getIndex()});
  }
  LogicalResult printOp(tir::InsertOp op) {
    return printLaneAccess(op, "insert",
                           {op.getVector(), op.getIndex(), op.getValue()});
  }
  LogicalResult printOp(func::CallOp op);
  LogicalResult printOp(func::ReturnOp op);
  /// Prints the return of `values` from a subroutine: `return;`,
  /// `return x;` or `return (<struct>){a, b, ...};`.
  LogicalResult emitReturn(Operation *op, ValueRange values);
  LogicalResult printOp(GetLocalIdOp op);
  LogicalResult printOp(GetLocalSizeOp op);
  LogicalResult printOp(BarrierOp op);
  LogicalResult printOp(VLoadOp op);
  LogicalResult printOp(VStoreOp op);
  /// Prints a lane-wise builtin, `builtin(r, operands..., mask)` with r
  /// zero when absent. Marked `compass.unmasked` by
  /// compass-prepare-for-opencl it prints `(a cOp b)` (or `(cOp a)`) when
  /// the builtin has a C operator, else `builtin(operands...)`.
  LogicalResult printLaneBuiltin(LaneBuiltinOpInterface op);
  LogicalResult printOp(VCmpOp op);
  LogicalResult printOp(VSelOp op);
  LogicalResult printOp(VBcastOp op);
  LogicalResult printOp(TailMaskOp op);
  /// Prints `(lhs cOp rhs)` on two masks' predicates.
  LogicalResult printMaskBinary(Operation *op, StringRef cOp);
  LogicalResult printOp(MaskAndOp op) { return printMaskBinary(op, "&"); }
  LogicalResult printOp(MaskOrOp op) { return printMaskBinary(op, "|"); }
  LogicalResult printOp(MaskXorOp op) { return printMaskBinary(op, "^"); }
  LogicalResult printOp(MaskNotOp op);

  /// Prints a pointer operand cast to a pointer to `vector` in the same
  /// address space, unless it points to that vector already.
  LogicalResult emitVectorPointer(Location loc, Value ptr, VectorType vector);

  raw_indented_ostream os;

  /// C names of the functions: entry and `<entry>_<name>` subroutines.
  llvm::StringMap<std::string> functionNames;
  /// Names visible everywhere: the functions and constant tables.
  llvm::StringSet<> globalNames;
  /// The file-scope arrays of the tir.const_buffer operations.
  DenseMap<Operation *, std::string> constTables;
  /// The C struct types returned by the subroutines with several results,
  /// by symbol name.
  llvm::StringMap<std::string> resultStructs;

  /// Per-function state.
  DenseMap<Value, std::string> valueNames;
  SmallVector<llvm::StringSet<>> scopes;
  unsigned tempCounter = 0;
  unsigned loopDepth = 0;
  bool inEntry = false;
  /// The result struct of the subroutine being printed, if it returns
  /// several values.
  std::string resultStruct;
  /// The C arrays of the tir.alloc operations of the function (their
  /// pointers are named in valueNames).
  DenseMap<Operation *, std::string> allocArrays;
  /// Set once an early return of the entry kernel jumps to its exit label.
  bool needsExitLabel = false;
};

} // namespace

//===----------------------------------------------------------------------===//
// Types and names
//===----------------------------------------------------------------------===//

FailureOr<std::string> OpenCLEmitter::typeName(Location loc, Type type) {
  FailureOr<std::string> name = getTypeName(type);
  if (failed(name))
    return emitError(loc) << "cannot emit type " << type;
  return name;
}

LogicalResult OpenCLEmitter::emitType(Location loc, Type type) {
  FailureOr<std::string> name = typeName(loc, type);
  if (failed(name))
    return failure();
  os << *name;
  return success();
}

bool OpenCLEmitter::isNameTaken(StringRef name) const {
  if (isReservedName(name) || globalNames.contains(name))
    return true;
  return llvm::any_of(scopes, [&](const llvm::StringSet<> &scope) {
    return scope.contains(name);
  });
}

std::string OpenCLEmitter::claimName(StringRef name) {
  std::string base = legalizeName(name);
  std::string candidate = base;
  for (unsigned suffix = 1; isNameTaken(candidate); ++suffix)
    candidate = base + "_" + std::to_string(suffix);
  scopes.back().insert(candidate);
  return candidate;
}

std::string OpenCLEmitter::claimTempName() {
  std::string candidate;
  do
    candidate = "_" + std::to_string(tempCounter++);
  while (isNameTaken(candidate));
  scopes.back().insert(candidate);
  return candidate;
}

std::string OpenCLEmitter::claimGlobalName(const std::string &name,
                                           bool numbered) {
  std::string candidate = name;
  for (unsigned suffix = 1;
       globalNames.contains(candidate) || isReservedName(candidate); ++suffix)
    candidate =
        numbered ? name + "_" + std::to_string(suffix) : candidate + "_";
  globalNames.insert(candidate);
  return candidate;
}

std::string OpenCLEmitter::nameValue(Value value, Location loc) {
  std::optional<StringRef> pythonName = getLocName(loc);
  std::string name = pythonName ? claimName(*pythonName) : claimTempName();
  valueNames[value] = name;
  return name;
}

//===----------------------------------------------------------------------===//
// Module and functions
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::emitModule(ModuleOp module) {
  func::FuncOp entry;
  SmallVector<func::FuncOp> subroutines;
  for (Operation &op : *module.getBody()) {
    auto func = dyn_cast<func::FuncOp>(op);
    if (!func)
      return op.emitOpError("unable to find printer for op");
    if (func.isExternal())
      return func.emitOpError("cannot emit a function without a body");
    if (!isKernel(func)) {
      subroutines.push_back(func);
      continue;
    }
    if (entry) {
      InFlightDiagnostic diag =
          func.emitOpError("is a second entry kernel of the module");
      diag.attachNote(entry.getLoc()) << "the first entry kernel is here";
      return diag;
    }
    entry = func;
  }
  if (!entry)
    return module.emitError("cannot emit a module without an entry kernel "
                            "(a func.func with the compass.kernel attribute)");

  // C names: the entry keeps its name, subroutines are prefixed with it.
  std::string entryName = getOpenCLKernelName(entry.getSymName());
  functionNames[entry.getSymName()] = entryName;
  globalNames.insert(entryName);
  llvm::sort(subroutines, [](func::FuncOp lhs, func::FuncOp rhs) {
    return lhs.getSymName() < rhs.getSymName();
  });
  for (func::FuncOp func : subroutines)
    functionNames[func.getSymName()] = claimGlobalName(
        entryName + "_" + sanitizeName(func.getSymName()), /*numbered=*/false);
  nameResultStructs(subroutines);

  os << "#include <compass/dsl.h>\n\n";
  if (failed(emitConstTables(module, entryName)) ||
      failed(emitResultStructs(subroutines)))
    return failure();
  for (func::FuncOp func : subroutines) {
    if (failed(emitSignature(func, /*isEntry=*/false, /*nameArgs=*/false)))
      return failure();
    os << ";\n";
  }
  if (!subroutines.empty())
    os << "\n";
  for (func::FuncOp func : subroutines) {
    if (failed(emitFunction(func, /*isEntry=*/false)))
      return failure();
    os << "\n";
  }
  return emitFunction(entry, /*isEntry=*/true);
}

LogicalResult OpenCLEmitter::emitConstTables(ModuleOp module,
                                             StringRef entryName) {
  SmallVector<tir::ConstBufferOp> buffers;
  module.walk([&](tir::ConstBufferOp op) { buffers.push_back(op); });
  for (tir::ConstBufferOp op : buffers) {
    // `<entry>_<name>`, with a numeric suffix when taken.
    std::string name = claimGlobalName(
        (entryName + "_" +
         sanitizeName(op.getName().empty() ? "table" : op.getName()))
            .str(),
        /*numbered=*/true);
    constTables[op] = name;
    if (failed(emitConstTable(op, name)))
      return failure();
  }
  if (!buffers.empty())
    os << "\n";
  return success();
}

LogicalResult OpenCLEmitter::emitConstTable(tir::ConstBufferOp op,
                                            StringRef name) {
  Type element = op.getType().getPointee();
  if (failed(typeName(op.getLoc(), op.getType())))
    return failure();
  FailureOr<std::string> elementName = typeName(op.getLoc(), element);
  if (failed(elementName))
    return failure();
  // Every literal first, then as many per line as fit.
  SmallVector<std::string> literals;
  ElementsAttr value = op.getValue();
  if (auto intType = dyn_cast<IntegerType>(element)) {
    auto values = value.tryGetValues<APInt>();
    if (!values)
      return op.emitOpError("cannot emit the elements of ") << value;
    for (const APInt &number : *values) {
      llvm::raw_string_ostream literal(literals.emplace_back());
      printIntLiteral(literal, number, intType);
    }
  } else {
    auto values = value.tryGetValues<APFloat>();
    if (!values)
      return op.emitOpError("cannot emit the elements of ") << value;
    for (const APFloat &number : *values) {
      llvm::raw_string_ostream literal(literals.emplace_back());
      // bfloat16 is stored as its bits.
      if (element.isBF16())
        literal << llvm::format_hex(number.bitcastToAPInt().getZExtValue(), 6);
      else
        printTableFloat(literal, number);
    }
  }
  std::string head;
  llvm::raw_string_ostream(head)
      << "__constant " << *elementName << " __attribute__((aligned(32))) "
      << name << "[" << literals.size() << "] = {";
  size_t oneLine = head.size() + 2;
  for (const std::string &literal : literals)
    oneLine += literal.size() + 2;
  os << head;
  if (oneLine <= 80) {
    llvm::interleaveComma(literals, os);
    os << "};\n";
    return success();
  }
  constexpr size_t kIndent = 4, kWidth = 80;
  size_t column = kWidth;
  for (auto [index, literal] : llvm::enumerate(literals)) {
    bool last = index + 1 == literals.size();
    size_t width = literal.size() + (last ? 0 : 1);
    if (column + 1 + width > kWidth) {
      os << "\n" << std::string(kIndent, ' ');
      column = kIndent;
    } else {
      os << " ";
      ++column;
    }
    os << literal << (last ? "" : ",");
    column += width;
  }
  os << "\n};\n";
  return success();
}

void OpenCLEmitter::nameResultStructs(ArrayRef<func::FuncOp> subroutines) {
  for (func::FuncOp func : subroutines) {
    if (func.getFunctionType().getNumResults() < 2)
      continue;
    resultStructs[func.getSymName()] = claimGlobalName(
        functionNames[func.getSymName()] + "_result", /*numbered=*/false);
  }
}

LogicalResult
OpenCLEmitter::emitResultStructs(ArrayRef<func::FuncOp> subroutines) {
  bool any = false;
  for (func::FuncOp func : subroutines) {
    auto it = resultStructs.find(func.getSymName());
    if (it == resultStructs.end())
      continue;
    os << "typedef struct {";
    for (auto [index, type] :
         llvm::enumerate(func.getFunctionType().getResults())) {
      os << " ";
      if (failed(emitType(func.getLoc(), type)))
        return failure();
      os << " r" << index << ";";
    }
    os << " } " << it->second << ";\n";
    any = true;
  }
  if (any)
    os << "\n";
  return success();
}

LogicalResult OpenCLEmitter::emitSignature(func::FuncOp func, bool isEntry,
                                           bool nameArgs) {
  FunctionType type = func.getFunctionType();
  if (isEntry) {
    if (type.getNumResults() != 0)
      return func.emitOpError("entry kernel cannot return a value");
    os << "__kernel void ";
  } else {
    if (type.getNumResults() == 0)
      os << "void";
    else if (type.getNumResults() > 1)
      os << resultStructs[func.getSymName()];
    else if (failed(emitType(func.getLoc(), type.getResult(0))))
      return failure();
    os << " ";
  }
  os << functionNames[func.getSymName()] << "(";
  for (auto [index, argType] : llvm::enumerate(type.getInputs())) {
    Location loc = func.getArgument(index).getLoc();
    // Private and lsram memory belong to each TEC (each work item): the
    // host cannot pass them.
    auto ptr = dyn_cast<PtrType>(argType);
    if (isEntry && ptr &&
        (ptr.getSpace() == AddressSpace::Private ||
         ptr.getSpace() == AddressSpace::Lsram))
      return emitError(loc)
             << "entry kernel parameter " << index << " cannot point into "
             << stringifyAddressSpace(ptr.getSpace()) << " memory";
    if (index != 0)
      os << ", ";
    // OpenCL kernels cannot take bool: the host passes 0 or 1 in a byte.
    if (isEntry && argType.isInteger(1))
      os << "uchar";
    else if (failed(emitType(loc, argType)))
      return failure();
    if (!nameArgs)
      continue;
    std::string name;
    if (auto attr = func.getArgAttrOfType<StringAttr>(index, "compass.name"))
      name = claimName(attr.getValue());
    else
      name = claimName("arg" + std::to_string(index));
    valueNames[func.getArgument(index)] = name;
    os << " " << name;
  }
  os << ")";
  return success();
}

LogicalResult OpenCLEmitter::emitFunction(func::FuncOp func, bool isEntry) {
  if (!func.getBody().hasOneBlock())
    return func.emitOpError("cannot emit a function of several blocks");
  valueNames.clear();
  scopes.clear();
  tempCounter = 0;
  loopDepth = 0;
  inEntry = isEntry;
  allocArrays.clear();
  needsExitLabel = false;
  resultStruct.clear();
  if (!isEntry && func.getFunctionType().getNumResults() > 1)
    resultStruct = resultStructs[func.getSymName()];

  pushScope();
  if (failed(emitSignature(func, isEntry, /*nameArgs=*/true)))
    return failure();
  os << " {\n";
  os.indent();
  if (failed(emitAllocArrays(func, isEntry)) ||
      failed(emitBlock(func.getBody().front())))
    return failure();
  if (isEntry) {
    // Early returns jump here: every TEC meets the closing barrier. (Labels
    // have their own name space in C.)
    if (needsExitLabel)
      os << "compass_exit:\n";
    os << "barrier(CLK_LOCAL_MEM_FENCE);\n";
  }
  os.unindent();
  os << "}\n";
  popScope();
  return success();
}

LogicalResult OpenCLEmitter::emitAllocArrays(func::FuncOp func, bool isEntry) {
  WalkResult result = func.walk<WalkOrder::PreOrder>([&](tir::AllocOp op) {
    PtrType type = op.getType();
    if (type.getSpace() == AddressSpace::Shared && !isEntry) {
      op.emitOpError("shared allocations are only allowed in the entry kernel");
      return WalkResult::interrupt();
    }
    // The pointer type first: it refuses the pointees C cannot point to.
    FailureOr<std::string> element = typeName(op.getLoc(), type.getPointee());
    if (failed(typeName(op.getLoc(), type)) || failed(element))
      return WalkResult::interrupt();
    // The pointer's name is claimed for the whole function, so that the
    // array can be called after it.
    std::string pointer =
        op.getName().empty() ? claimTempName() : claimName(op.getName());
    std::string array = claimName(pointer + "_buf");
    valueNames[op.getResult()] = pointer;
    allocArrays[op] = array;
    os << getQualifier(type.getSpace()) << *element << " " << array << "["
       << op.getCount() << "];\n";
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult OpenCLEmitter::emitBlock(Block &block) {
  for (Operation &op : block) {
    if (failed(emitOperation(op)))
      return failure();
    // The rest of the block is dead code.
    if (isa<tir::BreakOp, tir::ReturnOp>(op))
      break;
  }
  return success();
}

LogicalResult OpenCLEmitter::emitIndentedBlock(Block &block, bool isLoopBody) {
  os.indent();
  if (isLoopBody)
    ++loopDepth;
  if (failed(emitBlock(block)))
    return failure();
  if (isLoopBody)
    --loopDepth;
  os.unindent();
  return success();
}

LogicalResult OpenCLEmitter::emitScopedBlock(Block &block) {
  pushScope();
  if (failed(emitIndentedBlock(block)))
    return failure();
  popScope();
  return success();
}

LogicalResult OpenCLEmitter::emitLoopBody(Block &block) {
  if (failed(emitIndentedBlock(block, /*isLoopBody=*/true)))
    return failure();
  os << "}\n";
  popScope();
  return success();
}

LogicalResult OpenCLEmitter::emitOperation(Operation &op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(&op)
      .Case<tir::ConstOp, tir::AddOp, tir::SubOp, tir::MulOp, tir::DivOp,
            tir::ModOp, tir::FloorDivOp, tir::MinOp, tir::MaxOp, tir::CmpOp,
            tir::AndOp, tir::OrOp, tir::XorOp, tir::ShlOp, tir::ShrOp,
            tir::NotOp, tir::PowOp, tir::SelectOp, tir::CastOp, tir::ForOp,
            tir::IfOp, tir::YieldOp, tir::WhileOp, tir::ConditionOp,
            tir::BreakOp, tir::ReturnOp, tir::AllocOp, tir::VarDeclOp,
            tir::VarGetOp, tir::VarSetOp, tir::PtrOffsetOp, tir::LoadOp,
            tir::StoreOp, tir::PtrIsNullOp, tir::PtrCmpOp, tir::PtrCastOp,
            tir::ConstBufferOp, tir::ExtractOp, tir::InsertOp>(
          [&](auto op) { return printOp(op); })
      .Case<func::CallOp, func::ReturnOp>([&](auto op) { return printOp(op); })
      .Case<LaneBuiltinOpInterface>(
          [&](auto op) { return printLaneBuiltin(op); })
      .Case<ConstMaskOp, GetLocalIdOp, GetLocalSizeOp, BarrierOp, VLoadOp,
            VStoreOp, VCmpOp, VSelOp, VBcastOp, TailMaskOp, MaskAndOp,
            MaskOrOp, MaskXorOp, MaskNotOp>(
          [&](auto op) { return printOp(op); })
      .Default([](Operation *op) {
        return op->emitOpError("unable to find printer for op");
      });
}

//===----------------------------------------------------------------------===//
// Operands and literals
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printConstant(Location loc, Attribute value,
                                           Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    auto intAttr = dyn_cast<IntegerAttr>(value);
    if (!intAttr)
      return emitError(loc) << "cannot emit constant " << value;
    if (type.isInteger(1)) {
      os << (intAttr.getValue().isZero() ? "false" : "true");
      return success();
    }
    FailureOr<std::string> name = typeName(loc, type);
    if (failed(name))
      return failure();
    // Narrow literals are cast to keep their type.
    if (intType.getWidth() != 32)
      os << "(" << *name << ")";
    printIntLiteral(os, intAttr.getValue(), intType);
    return success();
  }
  auto floatAttr = dyn_cast<FloatAttr>(value);
  if (!floatAttr || !isa<FloatType>(type))
    return emitError(loc) << "cannot emit constant " << value;
  if (failed(typeName(loc, type)))
    return failure();
  APFloat number = floatAttr.getValue();
  if (type.isBF16()) {
    // bfloat16 is stored as its bits; the comment gives the value.
    os << "(bf16)0x"
       << llvm::format_hex_no_prefix(number.bitcastToAPInt().getZExtValue(), 4);
    if (number.isFinite())
      printDecimalComment(os, toDouble(number));
    return success();
  }
  if (type.isF16())
    os << "(half)";
  printFloatLiteral(os, number);
  return success();
}

LogicalResult OpenCLEmitter::printMask(ConstMaskOp op) {
  unsigned lanes = op.getType().getLanes();
  std::optional<char> suffix = getLaneSuffix(lanes);
  if (!suffix)
    return op.emitOpError() << "cannot emit type " << op.getType();
  if (op.isAllTrue()) {
    os << "ALL_TRUE_" << *suffix;
    return success();
  }
  // One predicate bit per byte: lane i of a vector of k-byte elements is
  // bit i * k.
  unsigned stride = 32 / lanes;
  uint32_t bits = 0;
  for (auto [lane, active] : llvm::enumerate(op.getValue()))
    if (active)
      bits |= uint32_t(1) << (lane * stride);
  os << "__vmov_" << *suffix << "(" << llvm::format_hex(bits, 10) << ")";
  return success();
}

LogicalResult OpenCLEmitter::emitOperand(Value value) {
  if (auto constant = value.getDefiningOp<tir::ConstOp>())
    return printConstant(constant.getLoc(), constant.getValue(),
                         constant.getType());
  if (auto mask = value.getDefiningOp<ConstMaskOp>())
    return printMask(mask);
  auto it = valueNames.find(value);
  if (it == valueNames.end()) {
    Location loc = value.getLoc();
    if (Operation *def = value.getDefiningOp())
      loc = def->getLoc();
    return emitError(loc) << "value has no C name at its use";
  }
  os << it->second;
  return success();
}

LogicalResult OpenCLEmitter::emitAsFloat(Value value) {
  Type type = value.getType();
  if (isBF16(type))
    return emit("__bf16_to_float(", value, ")");
  if (type.isF16())
    os << "(float)";
  return emitOperand(value);
}

LogicalResult OpenCLEmitter::emitPiece(AsUint operand) {
  if (auto constant = operand.value.getDefiningOp<tir::ConstOp>()) {
    auto attr = dyn_cast<IntegerAttr>(constant.getValue());
    if (attr && attr.getValue().isNonNegative()) {
      os << attr.getValue().getZExtValue() << "u";
      return success();
    }
  }
  os << "(uint)";
  return emitOperand(operand.value);
}

LogicalResult OpenCLEmitter::emitPiece(ValueRange values) {
  for (auto [index, value] : llvm::enumerate(values)) {
    if (index != 0)
      os << ", ";
    if (failed(emitOperand(value)))
      return failure();
  }
  return success();
}

LogicalResult OpenCLEmitter::emitDeclarationPrefix(Operation *op) {
  Value result = op->getResult(0);
  if (failed(emitType(op->getLoc(), result.getType())))
    return failure();
  os << " " << nameValue(result, op->getLoc()) << " = ";
  return success();
}

//===----------------------------------------------------------------------===//
// Scalar expressions
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printArithmetic(Operation *op, StringRef cOp) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  Type type = lhs.getType();
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  if (isBF16(type))
    return emit("__float_to_bf16(", AsFloat{lhs}, " ", cOp, " ", AsFloat{rhs},
                ");\n");
  auto intType = dyn_cast<IntegerType>(type);
  if (intType && cOp != "/" && cOp != "%" &&
      ((intType.getWidth() == 32 && intType.isSigned()) ||
       (intType.getWidth() == 16 && cOp == "*"))) {
    // Wrap around as the hardware does: compute in uint, where overflow is
    // defined, then convert back. (16-bit products overflow int.)
    return emit("(", *name, ")(", AsUint{lhs}, " ", cOp, " ", AsUint{rhs},
                ");\n");
  }
  if (intType && intType.getWidth() < 32)
    os << "(" << *name << ")";
  else if (type.isF16())
    os << "(half)";
  return emit("(", lhs, " ", cOp, " ", rhs, ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::DivOp op) {
  // C division truncates integers; floats divide in their own precision.
  return printArithmetic(op, "/");
}

LogicalResult OpenCLEmitter::printOp(tir::ModOp op) {
  if (isNumberInt(op.getType()))
    return printArithmetic(op, "%");
  return printFloatFunction(op, "fmod");
}

LogicalResult OpenCLEmitter::printOp(tir::FloorDivOp op) {
  Type type = op.getType();
  Value lhs = op.getLhs(), rhs = op.getRhs();
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  if (isNumberInt(type)) {
    FailureOr<std::string> name = typeName(op.getLoc(), type);
    if (failed(name))
      return failure();
    if (!isSignedInt(type))
      return emit("(", *name, ")(", lhs, " / ", rhs, ");\n");
    // Truncating quotient, minus one when the division was inexact and the
    // operands have opposite signs.
    return emit("(", *name, ")(", lhs, " / ", rhs, " - ((", lhs, " % ", rhs,
                " != 0) & ((", lhs, " ^ ", rhs, ") < 0)));\n");
  }
  // floor of the quotient rounded to the type first.
  if (type.isF32())
    return emit("floor(", lhs, " / ", rhs, ");\n");
  if (type.isF16())
    return emit("(half)floor((float)(half)(", lhs, " / ", rhs, "));\n");
  return emit("__float_to_bf16(floor(__bf16_to_float(__float_to_bf16(",
              AsFloat{lhs}, " / ", AsFloat{rhs}, "))));\n");
}

LogicalResult OpenCLEmitter::printFloatFunction(Operation *op,
                                                StringRef function) {
  Type type = op->getResult(0).getType();
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  if (isBF16(type))
    os << "__float_to_bf16(";
  else if (type.isF16())
    os << "(half)";
  return emit(function, "(", AsFloat{op->getOperand(0)}, ", ",
              AsFloat{op->getOperand(1)}, ")", isBF16(type) ? ")" : "", ";\n");
}

/// The C operator of a tir comparison.
static StringRef getCOperator(tir::CmpPredicate predicate) {
  switch (predicate) {
  case tir::CmpPredicate::eq:
    return "==";
  case tir::CmpPredicate::ne:
    return "!=";
  case tir::CmpPredicate::lt:
    return "<";
  case tir::CmpPredicate::le:
    return "<=";
  case tir::CmpPredicate::gt:
    return ">";
  case tir::CmpPredicate::ge:
    return ">=";
  }
  llvm_unreachable("unknown comparison");
}

LogicalResult OpenCLEmitter::emitCmpExpression(tir::CmpOp op,
                                               bool parenthesize) {
  if (failed(typeName(op.getLoc(), op.getLhs().getType())))
    return failure();
  return emit(parenthesize ? "(" : "", AsFloat{op.getLhs()}, " ",
              getCOperator(op.getPredicate()), " ", AsFloat{op.getRhs()},
              parenthesize ? ")" : "");
}

LogicalResult OpenCLEmitter::printOp(tir::CmpOp op) {
  if (failed(typeName(op.getLoc(), op.getLhs().getType())) ||
      failed(emitDeclarationPrefix(op)) ||
      failed(emitCmpExpression(op, /*parenthesize=*/true)))
    return failure();
  os << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printBitwise(Operation *op, StringRef cOp) {
  Type type = op->getResult(0).getType();
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  // Narrow integers come back from int; a bool takes the 0 or 1 as is.
  if (cast<IntegerType>(type).getWidth() < 32 && !type.isInteger(1))
    os << "(" << *name << ")";
  return emit("(", op->getOperand(0), " ", cOp, " ", op->getOperand(1), ");\n");
}

LogicalResult OpenCLEmitter::printShift(Operation *op, bool isLeft) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto type = cast<IntegerType>(lhs.getType());
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  bool isWide = type.getWidth() == 32;
  // Left shifts go through uint, where they cannot overflow; right shifts
  // of the promoted value are arithmetic for signed types.
  bool viaUint = isLeft && !(isWide && type.isUnsigned());
  if (viaUint || !isWide)
    os << "(" << *name << ")";
  if (failed(emit("(", viaUint ? "(uint)" : "", lhs, isLeft ? " << " : " >> ")))
    return failure();
  // The count modulo 32.
  if (auto constant = rhs.getDefiningOp<tir::ConstOp>()) {
    auto count = cast<IntegerAttr>(constant.getValue());
    os << (count.getValue().getZExtValue() & 31) << ");\n";
    return success();
  }
  return emit("(", rhs, " & 31));\n");
}

LogicalResult OpenCLEmitter::printOp(tir::NotOp op) {
  Type type = op.getType();
  FailureOr<std::string> name = typeName(op.getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  if (type.isInteger(1))
    return emit("(!", op.getInput(), ");\n");
  if (cast<IntegerType>(type).getWidth() < 32)
    os << "(" << *name << ")";
  return emit("(~", op.getInput(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PowOp op) {
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  // half has no pow without cl_khr_fp16: through float.
  if (op.getType().isF16())
    os << "(half)";
  return emit("pow(", AsFloat{op.getLhs()}, ", ", AsFloat{op.getRhs()}, ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::SelectOp op) {
  return emitDeclaration(op, "(", op.getCondition(), " ? ", op.getTrueValue(),
                         " : ", op.getFalseValue(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::CastOp op) {
  Value input = op.getInput();
  Type from = input.getType(), to = op.getType();
  FailureOr<std::string> toName = typeName(op.getLoc(), to);
  if (failed(toName) || failed(typeName(op.getLoc(), from)) ||
      failed(emitDeclarationPrefix(op)))
    return failure();
  bool fromFloat = isa<FloatType>(from), toFloat = isa<FloatType>(to);
  if (from == to)
    return emit(input, ";\n");
  // Non-zero is true; -0.0 compares equal to zero.
  if (to.isInteger(1))
    return emit("(", AsFloat{input}, " != 0);\n");
  // Truncate toward zero, saturate to the target range, NaN to 0.
  if (fromFloat && !toFloat)
    return emit("convert_", *toName, "_sat_rtz(", AsFloat{input}, ");\n");
  // Through float: exact from half, i1 and integers up to 2^24.
  if (isBF16(to)) {
    if (from.isF32())
      return emit("__float_to_bf16(", input, ");\n");
    return emit("__float_to_bf16((float)(", input, "));\n");
  }
  os << "(" << *toName << ")(";
  if (isBF16(from))
    return emit(AsFloat{input}, ");\n");
  return emit(input, ");\n");
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// The conventional name of a loop variable at nesting `depth`.
static std::string getLoopVarName(unsigned depth) {
  static const char names[] = "ijklmn";
  if (depth < sizeof(names) - 1)
    return std::string(1, names[depth]);
  return "i" + std::to_string(depth);
}

LogicalResult OpenCLEmitter::printOp(tir::ForOp op) {
  BlockArgument iv = op.getInductionVar();
  FailureOr<std::string> ivType = typeName(op.getLoc(), iv.getType());
  if (failed(ivType))
    return failure();
  pushScope();
  std::optional<StringRef> pythonName = getLocName(iv.getLoc());
  if (!pythonName)
    pythonName = getLocName(op.getLoc());
  std::string name = pythonName ? claimName(*pythonName)
                                : claimName(getLoopVarName(loopDepth));
  valueNames[iv] = name;
  if (failed(emit("for (", *ivType, " ", name, " = ", op.getStart(), "; ", name,
                  " < ", op.getStop(), "; ", name, " += ", op.getStep(),
                  ") {\n")))
    return failure();
  return emitLoopBody(*op.getBodyBlock());
}

LogicalResult OpenCLEmitter::printOp(tir::IfOp op) {
  if (failed(emit("if (", op.getCondition(), ") {\n")) ||
      failed(emitScopedBlock(*op.getThenBlock())))
    return failure();
  if (Block *elseBlock = op.getElseBlock()) {
    os << "} else {\n";
    if (failed(emitScopedBlock(*elseBlock)))
      return failure();
  }
  os << "}\n";
  return success();
}

static bool canUseVarDirectly(tir::VarGetOp get);

/// True when the condition region of `op` prints as nothing but the C
/// expression of its tir.condition operand: constants, variable reads that
/// use the variable itself and at most one comparison whose only use is the
/// condition. That comparison, if any, is returned in `cmp`.
static bool hasInlineCondition(tir::WhileOp op, tir::CmpOp &cmp) {
  Block *block = op.getConditionBlock();
  Value condition = cast<tir::ConditionOp>(block->getTerminator()).getValue();
  cmp = nullptr;
  for (Operation &nested : block->without_terminator()) {
    if (isa<tir::ConstOp, ConstMaskOp>(nested))
      continue;
    if (auto get = dyn_cast<tir::VarGetOp>(nested)) {
      if (!canUseVarDirectly(get))
        return false;
      continue;
    }
    auto candidate = dyn_cast<tir::CmpOp>(nested);
    if (!candidate || cmp || candidate.getResult() != condition ||
        !candidate->hasOneUse())
      return false;
    cmp = candidate;
  }
  return true;
}

LogicalResult OpenCLEmitter::printOp(tir::WhileOp op) {
  Block *conditionBlock = op.getConditionBlock();
  tir::CmpOp cmp;
  pushScope();
  if (hasInlineCondition(op, cmp)) {
    // `while (cond) {`: the other operations of the region print nothing.
    for (Operation &nested : conditionBlock->without_terminator())
      if (&nested != cmp.getOperation() && failed(emitOperation(nested)))
        return failure();
    os << "while (";
    if (cmp ? failed(emitCmpExpression(cmp, /*parenthesize=*/false))
            : failed(emitOperand(
                  cast<tir::ConditionOp>(conditionBlock->getTerminator())
                      .getValue())))
      return failure();
    os << ") {\n";
  } else {
    // The condition region runs at the top of every iteration and leaves
    // the loop through its tir.condition.
    os << "while (1) {\n";
    if (failed(emitIndentedBlock(*conditionBlock)))
      return failure();
  }
  return emitLoopBody(*op.getBodyBlock());
}

LogicalResult OpenCLEmitter::printOp(tir::ConditionOp op) {
  if (failed(emit("if (!", op.getValue(), ") {\n")))
    return failure();
  os.indent() << "break;\n";
  os.unindent() << "}\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::BreakOp op) {
  // Leaves the innermost C loop: a tir.if is a C if, not a loop.
  os << "break;\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::ReturnOp op) {
  if (inEntry) {
    // The entry kernel ends with a barrier all work items must reach, and
    // a barrier in divergent control flow is undefined in OpenCL: jump to
    // the closing one.
    needsExitLabel = true;
    os << "goto compass_exit;\n";
    return success();
  }
  return emitReturn(op, op.getOperands());
}

//===----------------------------------------------------------------------===//
// Allocations
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::emitArrayPointer(Operation *op, StringRef array) {
  Value pointer = op->getResult(0);
  if (failed(emitType(op->getLoc(), pointer.getType())))
    return failure();
  os << " " << valueNames[pointer] << " = " << array << ";\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(tir::AllocOp op) {
  // The array itself and the pointer's name come from emitAllocArrays.
  auto it = allocArrays.find(op);
  if (it == allocArrays.end())
    return op.emitOpError("has no array in its function");
  return emitArrayPointer(op, it->second);
}

//===----------------------------------------------------------------------===//
// Variables
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(tir::VarDeclOp op) {
  Type type = op.getType().getElementType();
  if (failed(emitType(op.getLoc(), type)))
    return failure();
  std::string name = claimName(op.getName());
  valueNames[op.getResult()] = name;
  os << " " << name << ";\n";
  return success();
}

/// True when `op` or an operation nested in it assigns `var`.
static bool writesVar(Operation *op, Value var) {
  return op
      ->walk([&](tir::VarSetOp set) {
        return set.getVar() == var ? WalkResult::interrupt()
                                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// True when every use of the value `get` read sees the variable unchanged,
/// so the C variable itself can stand for the value: all uses sit in (or
/// under) operations of the read's block, and nothing between the read and
/// its last use assigns the variable. The last use may itself be a plain
/// assignment, which reads before it writes.
static bool canUseVarDirectly(tir::VarGetOp get) {
  Value var = get.getVar();
  Block *block = get->getBlock();
  Operation *last = nullptr;
  for (OpOperand &use : get->getUses()) {
    Operation *ancestor = block->findAncestorOpInBlock(*use.getOwner());
    if (!ancestor)
      return false;
    if (!last || last->isBeforeInBlock(ancestor))
      last = ancestor;
  }
  if (!last)
    return true;
  for (Operation *op = get->getNextNode(); op; op = op->getNextNode()) {
    if (op == last)
      return op->getNumRegions() == 0 || !writesVar(op, var);
    if (writesVar(op, var))
      return false;
  }
  return false;
}

LogicalResult OpenCLEmitter::printOp(tir::VarGetOp op) {
  auto it = valueNames.find(op.getVar());
  if (it == valueNames.end())
    return op.emitOpError("reads a variable declared elsewhere");
  if (canUseVarDirectly(op)) {
    valueNames[op.getResult()] = it->second;
    return success();
  }
  // A copy: naming the result may move the map's entries.
  std::string varName = it->second;
  return emitDeclaration(op, varName, ";\n");
}

LogicalResult OpenCLEmitter::printOp(tir::VarSetOp op) {
  auto it = valueNames.find(op.getVar());
  if (it == valueNames.end())
    return op.emitOpError("assigns a variable declared elsewhere");
  return emit(it->second, " = ", op.getValue(), ";\n");
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(tir::PtrOffsetOp op) {
  return emitDeclaration(op, "(", op.getPtr(), " + ", op.getOffset(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::LoadOp op) {
  return emitDeclaration(op, op.getPtr(), "[", op.getIndex(), "];\n");
}

LogicalResult OpenCLEmitter::printOp(tir::StoreOp op) {
  return emit(op.getPtr(), "[", op.getIndex(), "] = ", op.getValue(), ";\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PtrIsNullOp op) {
  if (failed(typeName(op.getLoc(), op.getPtr().getType())))
    return failure();
  return emitDeclaration(op, "(", op.getPtr(), " == 0);\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PtrCmpOp op) {
  if (failed(typeName(op.getLoc(), op.getLhs().getType())))
    return failure();
  return emitDeclaration(op, "(", op.getLhs(), " ",
                         getCOperator(op.getPredicate()), " ", op.getRhs(),
                         ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::PtrCastOp op) {
  FailureOr<std::string> name = typeName(op.getLoc(), op.getType());
  if (failed(name) || failed(typeName(op.getLoc(), op.getInput().getType())))
    return failure();
  return emitDeclaration(op, "((", *name, ")", op.getInput(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(tir::ConstBufferOp op) {
  auto it = constTables.find(op);
  if (it == constTables.end())
    return op.emitOpError("has no table in the module");
  // Named after the Python variable, else after the table.
  std::optional<StringRef> name = getLocName(op.getLoc());
  if (!name && !op.getName().empty())
    name = op.getName();
  valueNames[op.getResult()] = name ? claimName(*name) : claimTempName();
  return emitArrayPointer(op, it->second);
}

/// The runtime's suffix for the lanes of a mask type, if supported.
static std::optional<char> getMaskSuffix(Type type) {
  if (auto mask = dyn_cast<MaskType>(type))
    return getLaneSuffix(mask.getLanes());
  return std::nullopt;
}

LogicalResult OpenCLEmitter::printLaneAccess(Operation *op, StringRef name,
                                             ValueRange operands) {
  Type type = operands.front().getType();
  if (failed(typeName(op->getLoc(), type)) || failed(emitDeclarationPrefix(op)))
    return failure();
  // Masks are predicates: lane i is bit i * k, and a lane is set or cleared
  // with all its k predicate bits.
  if (std::optional<char> suffix = getMaskSuffix(type))
    os << "__mask_" << name << "_" << *suffix << "(";
  else
    os << "__" << name << "(";
  return emit(operands, ");\n");
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(func::CallOp op) {
  auto it = functionNames.find(op.getCallee());
  if (it == functionNames.end())
    return op.emitOpError() << "calls unknown function @" << op.getCallee();
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      op, op.getCalleeAttr());
  if (callee && isKernel(callee))
    return op.emitOpError("cannot call the entry kernel");
  // Several results come back in the callee's result struct, unpacked into
  // one C value each.
  std::string packed;
  if (op.getNumResults() > 1) {
    auto structIt = resultStructs.find(op.getCallee());
    if (structIt == resultStructs.end())
      return op.emitOpError("expects ")
             << op.getNumResults() << " results from @" << op.getCallee()
             << ", which does not return several values";
    packed = claimTempName();
    os << structIt->second << " " << packed << " = ";
  } else if (op.getNumResults() == 1 && failed(emitDeclarationPrefix(op))) {
    return failure();
  }
  if (failed(emit(it->second, "(", op.getOperands(), ");\n")))
    return failure();
  if (packed.empty())
    return success();
  for (auto [index, result] : llvm::enumerate(op.getResults())) {
    if (failed(emitType(op.getLoc(), result.getType())))
      return failure();
    os << " " << nameValue(result, op.getLoc()) << " = " << packed << ".r"
       << index << ";\n";
  }
  return success();
}

LogicalResult OpenCLEmitter::printOp(func::ReturnOp op) {
  // The entry kernel falls through to its closing barrier.
  if (inEntry)
    return success();
  // A void function falls through its end.
  if (op.getNumOperands() == 0)
    return success();
  return emitReturn(op, op.getOperands());
}

LogicalResult OpenCLEmitter::emitReturn(Operation *op, ValueRange values) {
  if (values.size() > 1 && resultStruct.empty())
    return op->emitOpError("returns ")
           << values.size() << " values from a function that does not";
  if (values.size() == 1)
    return emit("return ", values.front(), ";\n");
  if (values.empty()) {
    os << "return;\n";
    return success();
  }
  // Several values come back in the function's result struct.
  return emit("return (", resultStruct, "){", values, "};\n");
}

//===----------------------------------------------------------------------===//
// Compass operations
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::printOp(GetLocalIdOp op) {
  return emitDeclaration(op, "(int)get_local_id(0);\n");
}

LogicalResult OpenCLEmitter::printOp(GetLocalSizeOp op) {
  return emitDeclaration(op, "(int)get_local_size(0);\n");
}

LogicalResult OpenCLEmitter::printOp(BarrierOp op) {
  os << "barrier(CLK_LOCAL_MEM_FENCE);\n";
  return success();
}

LogicalResult OpenCLEmitter::emitVectorPointer(Location loc, Value ptr,
                                               VectorType vector) {
  auto ptrType = cast<PtrType>(ptr.getType());
  if (ptrType.getPointee() != vector) {
    FailureOr<std::string> vectorName = typeName(loc, vector);
    if (failed(vectorName))
      return failure();
    os << "(" << getQualifier(ptrType.getSpace()) << *vectorName << "*)";
  }
  return emitOperand(ptr);
}

LogicalResult OpenCLEmitter::printOp(VLoadOp op) {
  if (failed(emitDeclaration(op, op.getBuiltinName(), "(")) ||
      failed(emitVectorPointer(op.getLoc(), op.getPtr(), op.getType())))
    return failure();
  return emit(", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(VStoreOp op) {
  auto vector = cast<VectorType>(op.getValue().getType());
  if (failed(typeName(op.getLoc(), vector)) ||
      failed(emit(op.getBuiltinName(), "(", op.getValue(), ", ")) ||
      failed(emitVectorPointer(op.getLoc(), op.getPtr(), vector)))
    return failure();
  return emit(", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printLaneBuiltin(LaneBuiltinOpInterface op) {
  auto type = cast<VectorType>(op->getResult(0).getType());
  FailureOr<std::string> name = typeName(op->getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  OperandRange operands = op.getLaneOperands();
  if (op->hasAttr(CompassDialect::getUnmaskedAttrName())) {
    StringRef cOp = op.getCOperator();
    if (!cOp.empty() && operands.size() == 1)
      return emit("(", cOp, operands[0], ");\n");
    if (!cOp.empty())
      return emit("(", operands[0], " ", cOp, " ", operands[1], ");\n");
    return emit(op.getOpenCLName(), "(", ValueRange(operands), ");\n");
  }
  os << op.getOpenCLName() << "(";
  if (Value r = op.getR()) {
    if (failed(emitOperand(r)))
      return failure();
  } else if (isBF16(type.getElementType())) {
    // Inactive lanes are undefined: any value will do, zero reads best.
    os << "as_" << *name << "((ushort16)0)";
  } else {
    os << "(" << *name << ")0";
  }
  return emit(", ", ValueRange(operands), ", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(VCmpOp op) {
  auto type = cast<VectorType>(op.getLhs().getType());
  if (failed(typeName(op.getLoc(), type)) || failed(emitDeclarationPrefix(op)))
    return failure();
  return emit(op.getOpenCLName(), "(", op.getLhs(), ", ", op.getRhs(), ", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(VSelOp op) {
  return emitDeclaration(op, op.getBuiltinName(), "(", op.getOnTrue(), ", ",
                         op.getOnFalse(), ", ", op.getMask(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(VBcastOp op) {
  VectorType type = op.getType();
  FailureOr<std::string> name = typeName(op.getLoc(), type);
  if (failed(name) || failed(emitDeclarationPrefix(op)))
    return failure();
  // The cast syntax of OpenCL C; bfloat16 lanes broadcast their bits.
  if (isBF16(type.getElementType()))
    return emit("as_", *name, "((ushort16)(", op.getInput(), "));\n");
  return emit("(", *name, ")(", op.getInput(), ");\n");
}

LogicalResult OpenCLEmitter::printOp(TailMaskOp op) {
  unsigned lanes = op.getType().getLanes();
  std::optional<char> suffix = getLaneSuffix(lanes);
  if (!suffix)
    return op.emitOpError() << "cannot emit type " << op.getType();
  if (failed(emitDeclarationPrefix(op)))
    return failure();
  // The hardware's predicate of the first n lanes, n * k bits with k bits
  // per lane: ((((n * k) >> 5) ^ 1) << (n * k)) - 1, whose shift OpenCL
  // takes modulo 32 (n = lanes gives all ones).
  unsigned k = 32 / lanes;
  if (auto constant = op.getCount().getDefiningOp<tir::ConstOp>()) {
    uint32_t bits = uint32_t(
        cast<IntegerAttr>(constant.getValue()).getValue().getZExtValue() * k);
    uint32_t predicate = ((((bits >> 5) ^ 1u) << (bits & 31)) - 1u);
    if (predicate == 0xFFFFFFFFu)
      os << "ALL_TRUE_" << *suffix << ";\n";
    else
      os << "__vmov_" << *suffix << "(" << llvm::format_hex(predicate, 10)
         << ");\n";
    return success();
  }
  std::string scale = k == 1 ? "" : " * " + std::to_string(k) + "u";
  os << "__vmov_" << *suffix << "(((((";
  return emit("(uint)", op.getCount(), scale, ") >> 5) ^ 1u) << (", "(uint)",
              op.getCount(), scale, ")) - 1u);\n");
}

LogicalResult OpenCLEmitter::printMaskBinary(Operation *op, StringRef cOp) {
  // Masks are predicates: bitwise operations keep lane i in bit i * k.
  return emitDeclaration(op, "(", op->getOperand(0), " ", cOp, " ",
                         op->getOperand(1), ");\n");
}

LogicalResult OpenCLEmitter::printOp(MaskNotOp op) {
  return emitDeclaration(op, "(~", op.getInput(), ");\n");
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::translateToOpenCL(Operation *op, raw_ostream &os) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitOpError("cannot emit OpenCL C: expected a builtin.module");
  prepareForOpenCL(module);
  std::string buffer;
  llvm::raw_string_ostream bufferStream(buffer);
  OpenCLEmitter emitter(bufferStream);
  if (failed(emitter.emitModule(module)))
    return failure();
  os << buffer;
  return success();
}
