//===- PrintfFormat.h - the conversions of S.printf ------------*- C++ -*-===//
//
// S.printf's format string cut into literal text and conversions, as
// upstream recognizes them (the first of %d %i %u %o %x %X %f %c %s %p %%
// %v32hhx %v16hx %v8hlx %v16hf %v8hlf that the text at a '%' starts with).
// The verifier of compass.printf, the simulator, the native runtime and the
// OpenCL emitter read a format through this one parser; the simulator and
// the native runtime print the operands through formatPrintf.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_DIALECT_COMPASS_IR_PRINTFFORMAT_H
#define COMPASS_DIALECT_COMPASS_IR_PRINTFFORMAT_H

#include "Compass/Support/ElementTypes.h"

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <vector>

namespace mlir::compass {

enum class PrintfConversion : uint8_t {
  Text,    // literal text
  Percent, // %%
  D,       // %d
  I,       // %i
  U,       // %u
  O,       // %o
  X,       // %x
  XUpper,  // %X
  F,       // %f
  C,       // %c
  S,       // %s
  P,       // %p
  V32hhx,  // %v32hhx
  V16hx,   // %v16hx
  V8hlx,   // %v8hlx
  V16hf,   // %v16hf
  V8hlf,   // %v8hlf
};

/// One piece of a format: literal text, or a conversion.
struct PrintfPiece {
  PrintfConversion kind;
  /// The literal text (Text), else the conversion as written.
  std::string text;

  /// Whether the piece consumes an argument (every conversion but %%).
  bool takesArgument() const {
    return kind != PrintfConversion::Text && kind != PrintfConversion::Percent;
  }
};

/// Cuts `format` into pieces; on an unsupported conversion returns false
/// and sets `rest` to the text from its '%' on.
bool parsePrintfFormat(StringRef format, std::vector<PrintfPiece> &pieces,
                       std::string &rest);

/// Whether `type` is the operand type compass.printf takes for `kind`
/// (docs: CompassOps.td, Compass_PrintfOp); `expected` describes it.
bool isPrintfOperandType(PrintfConversion kind, Type type,
                         std::string &expected);

/// The text S.printf's %f gives for `value` (upstream's PySim): 12
/// decimals rounded to nearest even, cut to 6; NaN is "nan", infinities
/// "inf" and "-inf".
std::string formatPrintfFloat(double value);

/// The element kind formatPrintf reads an operand of `type` (a compass-level
/// scalar, vector or pointer) with: a vector's lanes', a scalar's own (a
/// pointer, whose %p prints no value: UI32).
ElementKind getPrintfOperandKind(Type type);

/// Appends what S.printf prints for `pieces`, in upstream's PySim format:
/// operand i (the i-th conversion's) has the bytes `args[i]` (32 of them, a
/// scalar in its first bytes, as an engine's register holds it) and the
/// element kind `kinds[i]` (a vector's lanes).
void formatPrintf(llvm::raw_ostream &os, ArrayRef<PrintfPiece> pieces,
                  ArrayRef<const uint8_t *> args, ArrayRef<ElementKind> kinds);

} // namespace mlir::compass

#endif // COMPASS_DIALECT_COMPASS_IR_PRINTFFORMAT_H
