//===- EmitterSupport.h - names, types and literals of OpenCL C -*- C++ -*-===//
//
// The pieces of the emitter that need no printer state: Names.cpp (C
// identifiers), Types.cpp (type spellings) and Literals.cpp (literals).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_TARGET_OPENCL_EMITTERSUPPORT_H
#define COMPASS_LIB_TARGET_OPENCL_EMITTERSUPPORT_H

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/Compass/IR/CompassVisitors.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace mlir::compass::opencl {

// Names.cpp

/// True for identifiers a generated name must not take.
bool isReservedName(StringRef name);
/// True for a name a file-scope C name must not take: a reserved name or
/// an OpenCL C (or runtime) builtin function, by name or family prefix.
bool isBuiltinFunctionName(StringRef name);
/// legalizeName for a file-scope name: also clear of the builtin functions
/// (a `_` prefix against a family, `_` suffixes against a name).
std::string legalizeFunctionName(StringRef name);

/// Replaces the characters C identifiers cannot hold by `_`.
std::string sanitizeName(StringRef name);

/// Turns a Python identifier into a C identifier that is not reserved:
/// invalid characters become `_`, a leading digit or a reserved prefix gets
/// a `_` prefix (leading `__` loses an underscore first) and a reserved word
/// gets a `_` suffix.
std::string legalizeName(StringRef name);

/// The Python name a location carries, if any: a NameLoc, possibly wrapping
/// a FileLineColLoc.
std::optional<StringRef> getLocName(Location loc);

// Types.cpp

/// C spelling of a Compass scalar type, or an empty string.
StringRef getScalarTypeName(Type type);

/// Mask suffix of the runtime's mask builtins for a mask or vector of
/// `lanes` lanes: `b` for byte lanes, `h` for half-word lanes and `w` for
/// word lanes.
std::optional<char> getLaneSuffix(unsigned lanes);

/// OpenCL address-space qualifier (with a trailing space) of `space`.
StringRef getQualifier(AddressSpace space);
/// The DMA macros' name of the memory `space` points into: kGlobal,
/// kGlobal1…3 (upstream's ASID bases), kLsram, kShared, kPrivate.
StringRef getDmaBase(AddressSpace space);

/// C spelling of `type`, or failure for a type the runtime does not have.
FailureOr<std::string> getTypeName(Type type);

/// True for bfloat16 scalars: stored as raw bits, computed in float.
inline bool isBF16(Type type) { return type.isBF16(); }

/// True for an operation of the Check family (compass-insert-checks): it
/// prints where what it checks is used, never as a statement.
inline bool isCheckOp(Operation *op) {
#define COMPASS_IS_CHECK(Op, QualifiedOp) || isa<QualifiedOp>(op)
  return op && (false COMPASS_CHECK_OPS(COMPASS_IS_CHECK));
#undef COMPASS_IS_CHECK
}

/// The plain C's refusal of a run-time check: it has none.
inline LogicalResult refuseInPlainC(Operation *check) {
  return check->emitOpError("needs the checked C (--to-opencl-checked): the "
                            "plain C has no run-time checks");
}

/// True for signed integers of the tir scalar types.
bool isSignedInt(Type type);

/// True for the integer number types (not i1).
bool isNumberInt(Type type);

// Literals.cpp

/// The value of a float as a double (exact for the types printed here).
double toDouble(APFloat value);

/// Prints the decimal value of a float in a comment, `/*3.000000e+00*/`.
void printDecimalComment(raw_ostream &os, double number);

/// Prints an infinity as `INFINITY` or `-INFINITY`, and a finite float as a
/// hexadecimal float literal, `0x1.8p+1f`, followed by its decimal value in
/// a comment when `withDecimal` is set.
void printNonNaNFloat(raw_ostream &os, const APFloat &value,
                      bool withDecimal);

/// Prints a finite float as a hexadecimal float literal with its decimal
/// value in a comment, `0x1.8p+1f/*3.000000e+00*/`, and infinities and NaN
/// as the OpenCL macros.
void printFloatLiteral(raw_ostream &os, const APFloat &value);

/// Prints a float of a __constant table exactly: a hexadecimal float
/// literal (`0x1.8p+1f`), `INFINITY`, or a NaN with its payload through
/// clang's `__builtin_nan*` (OpenCL's NAN macro is no constant expression).
/// Half floats use the same literals: every half value is a float.
void printTableFloat(raw_ostream &os, const APFloat &value);

/// Prints an integer of `type` as a C literal: INT32_MIN as a constant
/// expression, 32-bit unsigned values with a `u` suffix.
void printIntLiteral(raw_ostream &os, const APInt &value, IntegerType type);

} // namespace mlir::compass::opencl

#endif // COMPASS_LIB_TARGET_OPENCL_EMITTERSUPPORT_H
