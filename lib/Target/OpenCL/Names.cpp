//===- Names.cpp - C identifiers for Python names -------------------------===//
//
// Name legalization: Python identifiers and symbols become C identifiers
// that no OpenCL C keyword, builtin or runtime name takes.
//
//===----------------------------------------------------------------------===//

#include "EmitterSupport.h"

#include "Compass/Target/OpenCL/OpenCLEmitter.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::compass;

namespace mlir::compass::opencl {

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
          "ALL_TRUE_h", "ALL_TRUE_w",
          // Events (dsl.h).
          "alloc_event", "wait_events", "free_events"})
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

bool isReservedName(StringRef name) {
  return isReservedWord(name) || hasReservedPrefix(name);
}

/// The OpenCL C builtin functions and the runtime's DMA functions
/// (dsl/dma.h), and the families of them by prefix: a file-scope name (the
/// kernel, a subroutine, a table) must not take one, which it would
/// redeclare (POCL then finds no kernel of the name). A local name may: it
/// only shadows them, and the printed code calls no builtin the reserved
/// words leave out.
static bool hasBuiltinFunctionPrefix(StringRef name) {
  for (StringRef prefix :
       {"atomic_", "atom_", "native_", "half_", "read_image", "write_image",
        "get_image", "async_work_group_", "DmaDirect_", "AsyncDmaDirect_",
        "DmaUpsample_", "DMA_Transpose2D_"})
    if (name.starts_with(prefix))
      return true;
  return false;
}

static bool isBuiltinFunctionWord(StringRef name) {
  static const llvm::StringSet<> functions = [] {
    llvm::StringSet<> set;
    for (StringRef word :
         {// Work items and synchronization.
          "get_enqueued_local_size", "get_global_offset",
          "get_global_linear_id", "get_local_linear_id", "work_group_barrier",
          "read_mem_fence", "write_mem_fence", "wait_group_events", "prefetch",
          // Math.
          "acos", "acosh", "acospi", "asin", "asinh", "asinpi", "atan", "atan2",
          "atanh", "atanpi", "atan2pi", "cbrt", "ceil", "copysign", "cos",
          "cosh", "cospi", "erf", "erfc", "exp", "exp2", "exp10", "expm1",
          "fabs", "fdim", "fma", "fract", "frexp", "hypot", "ilogb", "ldexp",
          "lgamma", "lgamma_r", "log", "log2", "log10", "log1p", "logb", "mad",
          "maxmag", "minmag", "modf", "nan", "nextafter", "pown", "powr",
          "remainder", "remquo", "rint", "rootn", "round", "rsqrt", "sin",
          "sincos", "sinh", "sinpi", "sqrt", "tan", "tanh", "tanpi", "tgamma",
          "trunc",
          // Integer, common and geometric.
          "abs_diff", "add_sat", "hadd", "rhadd", "clz", "ctz", "mad_hi",
          "mad_sat", "mul_hi", "rotate", "sub_sat", "upsample", "popcount",
          "mad24", "mul24", "degrees", "mix", "radians", "step", "smoothstep",
          "sign", "cross", "dot", "distance", "length", "normalize",
          "fast_distance", "fast_length", "fast_normalize",
          // Relational and miscellaneous.
          "isequal", "isnotequal", "isgreater", "isgreaterequal", "isless",
          "islessequal", "islessgreater", "isfinite", "isinf", "isnan",
          "isnormal", "isordered", "isunordered", "signbit", "any", "all",
          "bitselect", "shuffle", "shuffle2", "vec_step",
          // The runtime's DMA.
          "DmaDirect", "AsyncDmaDirect", "Memset", "MemsetDDR", "MemsetSRAM",
          "DMA_Transpose2D", "DmaUpsample"})
      set.insert(word);
    return set;
  }();
  return functions.contains(name);
}

bool isBuiltinFunctionName(StringRef name) {
  return hasBuiltinFunctionPrefix(name) || isBuiltinFunctionWord(name) ||
         isReservedName(name);
}

std::string legalizeFunctionName(StringRef name) {
  std::string result = legalizeName(name);
  if (hasBuiltinFunctionPrefix(result))
    result.insert(result.begin(), '_');
  while (isBuiltinFunctionName(result))
    result.push_back('_');
  return result;
}

/// Replaces the characters C identifiers cannot hold by `_`.
std::string sanitizeName(StringRef name) {
  std::string result;
  for (char c : name)
    result.push_back(llvm::isAlnum(c) || c == '_' ? c : '_');
  return result;
}

/// Turns a Python identifier into a C identifier that is not reserved:
/// invalid characters become `_`, a leading digit or a reserved prefix gets
/// a `_` prefix (leading `__` loses an underscore first) and a reserved word
/// gets a `_` suffix.
std::string legalizeName(StringRef name) {
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


/// The Python name a location carries, if any: a NameLoc, possibly wrapping
/// a FileLineColLoc.
std::optional<StringRef> getLocName(Location loc) {
  if (auto nameLoc = dyn_cast<NameLoc>(loc))
    return nameLoc.getName().getValue();
  return std::nullopt;
}

} // namespace mlir::compass::opencl

std::string mlir::compass::getOpenCLKernelName(StringRef symbol) {
  return opencl::legalizeFunctionName(symbol);
}
