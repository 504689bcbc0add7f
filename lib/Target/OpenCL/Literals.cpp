//===- Literals.cpp - OpenCL C literals -----------------------------------===//
//
// Exact literals for integers and floats (hexadecimal float literals with
// their decimal value in a comment, infinities and NaNs as macros).
//
//===----------------------------------------------------------------------===//

#include "EmitterSupport.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::compass;

namespace mlir::compass::opencl {

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

/// The value of a float as a double (exact for the types printed here).
double toDouble(APFloat value) {
  bool losesInfo = false;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble();
}

/// Prints the decimal value of a float in a comment, `/*3.000000e+00*/`.
void printDecimalComment(raw_ostream &os, double number) {
  os << "/*" << llvm::format("%e", number) << "*/";
}

/// Prints an infinity as `INFINITY` or `-INFINITY`, and a finite float as a
/// hexadecimal float literal, `0x1.8p+1f`, followed by its decimal value in
/// a comment when `withDecimal` is set.
void printNonNaNFloat(raw_ostream &os, const APFloat &value,
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

/// Prints a NaN with its sign and payload through clang's `__builtin_nan*`
/// (OpenCL's NAN macro has neither, and is no constant expression).
static void printNaN(raw_ostream &os, const APFloat &value) {
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

/// Prints a finite float as a hexadecimal float literal with its decimal
/// value in a comment, `0x1.8p+1f/*3.000000e+00*/`, infinities as the
/// OpenCL macro and NaNs bit for bit.
void printFloatLiteral(raw_ostream &os, const APFloat &value) {
  if (value.isNaN())
    printNaN(os, value);
  else
    printNonNaNFloat(os, value, /*withDecimal=*/true);
}

/// Prints a float of a __constant table exactly: a hexadecimal float
/// literal (`0x1.8p+1f`), `INFINITY`, or a NaN bit for bit. Half floats use
/// the same literals: every half value is a float.
void printTableFloat(raw_ostream &os, const APFloat &value) {
  if (value.isNaN())
    printNaN(os, value);
  else
    printNonNaNFloat(os, value, /*withDecimal=*/false);
}

/// Prints an integer of `type` as a C literal: INT32_MIN as a constant
/// expression, 32-bit unsigned values with a `u` suffix.
void printIntLiteral(raw_ostream &os, const APInt &value,
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

} // namespace mlir::compass::opencl
