//===- PrintfFormat.cpp - the conversions of S.printf ---------------------===//

#include "Compass/Dialect/Compass/IR/PrintfFormat.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "Compass/Support/FloatBits.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <cstring>

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

/// Lane `i` of a value holding lanes of `kind`, as a double.
static double getFloatLane(const uint8_t *bytes, ElementKind kind, unsigned i) {
  uint16_t half;
  switch (kind) {
  case ElementKind::F16:
    std::memcpy(&half, bytes + 2 * i, 2);
    return halfToFloat(half);
  case ElementKind::BF16:
    std::memcpy(&half, bytes + 2 * i, 2);
    return bfloat16ToFloat(half);
  default: {
    float value;
    std::memcpy(&value, bytes + 4 * i, 4);
    return value;
  }
  }
}

/// Lane `i` of `bytes`-wide unsigned lanes.
static uint32_t getUintLane(const uint8_t *reg, unsigned bytes, unsigned i) {
  uint32_t value = 0;
  std::memcpy(&value, reg + bytes * i, bytes); // little endian
  return value;
}

/// The first bytes of `bytes` as a T.
template <typename T>
static T read(const uint8_t *bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

/// Appends one conversion of the operand `reg` (its bytes; of element kind
/// `kind`).
static void formatArgument(raw_ostream &os, PrintfConversion conversion,
                           const uint8_t *reg, ElementKind kind) {
  switch (conversion) {
  case PrintfConversion::D:
  case PrintfConversion::I:
    os << read<int32_t>(reg);
    return;
  case PrintfConversion::C:
    // C's %c: the int converted to unsigned char, one byte.
    os << static_cast<char>(static_cast<unsigned char>(read<int32_t>(reg)));
    return;
  case PrintfConversion::U:
    os << read<uint32_t>(reg);
    return;
  case PrintfConversion::O:
    os << '0' << llvm::format("%o", read<uint32_t>(reg));
    return;
  case PrintfConversion::X:
  case PrintfConversion::XUpper: {
    // A float prints the bits of its float32 value.
    uint32_t bits = read<uint32_t>(reg);
    os << "0x"
       << llvm::format(conversion == PrintfConversion::X ? "%x" : "%X", bits);
    return;
  }
  case PrintfConversion::F:
    os << formatPrintfFloat(read<float>(reg));
    return;
  case PrintfConversion::P:
    // Meaningless off the NPU; upstream's PySim leaves it as it is.
    os << "%p";
    return;
  case PrintfConversion::V32hhx:
  case PrintfConversion::V16hx:
  case PrintfConversion::V8hlx: {
    unsigned bytes = conversion == PrintfConversion::V32hhx  ? 1
                     : conversion == PrintfConversion::V16hx ? 2
                                                             : 4;
    for (unsigned i = 0; i < 32 / bytes; ++i)
      os << (i ? ",0x" : "0x")
         << llvm::format("%x", getUintLane(reg, bytes, i));
    return;
  }
  case PrintfConversion::V16hf:
  case PrintfConversion::V8hlf: {
    unsigned lanes = kind == ElementKind::F32 ? 8 : 16;
    for (unsigned i = 0; i < lanes; ++i)
      os << (i ? "," : "") << formatPrintfFloat(getFloatLane(reg, kind, i));
    return;
  }
  case PrintfConversion::Text:
  case PrintfConversion::Percent:
  case PrintfConversion::S:
    return;
  }
}

ElementKind mlir::compass::getPrintfOperandKind(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  return getElementKind(type).value_or(ElementKind::UI32);
}

void mlir::compass::formatPrintf(raw_ostream &os, ArrayRef<PrintfPiece> pieces,
                                 ArrayRef<const uint8_t *> args,
                                 ArrayRef<ElementKind> kinds) {
  unsigned next = 0;
  for (const PrintfPiece &piece : pieces) {
    if (piece.kind == PrintfConversion::Text) {
      os << piece.text;
    } else if (piece.kind == PrintfConversion::Percent) {
      os << '%';
    } else {
      formatArgument(os, piece.kind, args[next], kinds[next]);
      ++next;
    }
  }
}
