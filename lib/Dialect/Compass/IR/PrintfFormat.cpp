//===- PrintfFormat.cpp - the conversions of S.printf ---------------------===//

#include "Compass/Dialect/Compass/IR/PrintfFormat.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::compass;

namespace {
struct Spelling {
  const char *text;
  PrintfConversion kind;
};
} // namespace

/// Upstream's order: the first that the text at a '%' starts with wins.
static const Spelling kSpellings[] = {
    {"%d", PrintfConversion::D},           {"%i", PrintfConversion::I},
    {"%u", PrintfConversion::U},           {"%o", PrintfConversion::O},
    {"%x", PrintfConversion::X},           {"%X", PrintfConversion::XUpper},
    {"%f", PrintfConversion::F},           {"%c", PrintfConversion::C},
    {"%s", PrintfConversion::S},           {"%p", PrintfConversion::P},
    {"%%", PrintfConversion::Percent},     {"%v32hhx", PrintfConversion::V32hhx},
    {"%v16hx", PrintfConversion::V16hx},   {"%v8hlx", PrintfConversion::V8hlx},
    {"%v16hf", PrintfConversion::V16hf},   {"%v8hlf", PrintfConversion::V8hlf},
};

bool mlir::compass::parsePrintfFormat(StringRef format,
                                      std::vector<PrintfPiece> &pieces,
                                      std::string &rest) {
  pieces.clear();
  size_t at = 0;
  while (at < format.size()) {
    size_t percent = format.find('%', at);
    if (percent != at) {
      size_t end = percent == StringRef::npos ? format.size() : percent;
      pieces.push_back({PrintfConversion::Text, format.slice(at, end).str()});
      at = end;
      continue;
    }
    StringRef here = format.drop_front(at);
    const Spelling *found = nullptr;
    for (const Spelling &spelling : kSpellings)
      if (here.starts_with(spelling.text)) {
        found = &spelling;
        break;
      }
    if (!found) {
      rest = here.str();
      return false;
    }
    pieces.push_back({found->kind, found->text});
    at += StringRef(found->text).size();
  }
  return true;
}

bool mlir::compass::isPrintfOperandType(PrintfConversion kind, Type type,
                                        std::string &expected) {
  auto isInt = [&](unsigned bits, bool isSigned) {
    auto integer = dyn_cast<IntegerType>(type);
    return integer && integer.getWidth() == bits &&
           (isSigned ? integer.isSigned() : integer.isUnsigned());
  };
  auto isVectorOf = [&](unsigned lanes, unsigned bits) {
    auto vector = dyn_cast<VectorType>(type);
    if (!vector || vector.getNumElements() != lanes)
      return false;
    auto integer = dyn_cast<IntegerType>(vector.getElementType());
    return integer && integer.isUnsigned() && integer.getWidth() == bits;
  };
  switch (kind) {
  case PrintfConversion::D:
  case PrintfConversion::I:
  case PrintfConversion::C:
    expected = "si32";
    return isInt(32, true);
  case PrintfConversion::U:
  case PrintfConversion::O:
    expected = "ui32";
    return isInt(32, false);
  case PrintfConversion::X:
  case PrintfConversion::XUpper:
    expected = "ui32 or f32";
    return isInt(32, false) || type.isF32();
  case PrintfConversion::F:
    expected = "f32";
    return type.isF32();
  case PrintfConversion::P:
    expected = "a pointer";
    return isa<PtrType>(type);
  case PrintfConversion::V32hhx:
    expected = "vector<32xui8>";
    return isVectorOf(32, 8);
  case PrintfConversion::V16hx:
    expected = "vector<16xui16>";
    return isVectorOf(16, 16);
  case PrintfConversion::V8hlx:
    expected = "vector<8xui32>";
    return isVectorOf(8, 32);
  case PrintfConversion::V16hf:
  case PrintfConversion::V8hlf: {
    expected = "a native float vector";
    auto vector = dyn_cast<VectorType>(type);
    return vector && isa<FloatType>(vector.getElementType()) &&
           isNativeVector(vector);
  }
  case PrintfConversion::S:
    expected = "no operand (string literals are part of the format)";
    return false;
  case PrintfConversion::Text:
  case PrintfConversion::Percent:
    break;
  }
  expected = "no operand";
  return false;
}

std::string mlir::compass::formatPrintfFloat(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  // Upstream's PySim: f"{x:.12f}"[:-6] (the value exactly, rounded to 12
  // decimals, then cut).
  int size = std::snprintf(nullptr, 0, "%.12f", value);
  std::string text(static_cast<size_t>(size) + 1, '\0');
  std::snprintf(text.data(), text.size(), "%.12f", value);
  text.resize(static_cast<size_t>(size) - 6);
  return text;
}
