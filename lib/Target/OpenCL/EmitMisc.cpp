//===- EmitMisc.cpp - S.printf, S.perf_tick_*, S.aiff, S.asm --------------===//
//
// The OpenCL C of the Misc family, spelled as upstream: `printf(...)`,
// `__perf_record_tick_begin(cid)`, `AIFF(ctrl, param, act, 0)` and
// `__asm__ [qualifier](template : outputs : inputs : clobbers)`.
//
// S.printf's conversions print in upstream's format whatever printf the C
// runs on: %x/%X/%o get their `0x`/`0` as literal text, %f prints
// __compass_printf_f(x) (runtime/include/compass/dsl.h: the value rounded to
// 12 decimals and cut to 6, so that printf's own rounding to 6 keeps it),
// and a vector conversion becomes one conversion per lane, separated by
// commas. In checked mode (the C run on POCL) S.aiff and S.asm are refused
// with a located error: nothing here can run them.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "Compass/Dialect/Compass/IR/PrintfFormat.h"

#include "llvm/Support/Format.h"

#include <functional>

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

/// `text` as the inside of a C string literal.
static std::string escapeC(StringRef text) {
  std::string result;
  llvm::raw_string_ostream os(result);
  for (unsigned char c : text) {
    switch (c) {
    case '\\':
      os << "\\\\";
      break;
    case '"':
      os << "\\\"";
      break;
    case '\n':
      os << "\\n";
      break;
    case '\t':
      os << "\\t";
      break;
    default:
      if (c < 0x20 || c >= 0x7f)
        os << llvm::format("\\%03o", c);
      else
        os << c;
    }
  }
  return result;
}

// Checked mode: the pairs of perf ticks are tracked as the simulator does.
LogicalResult OpenCLEmitter::printOp(PerfTickBeginOp op) {
  return failure((checked && failed(printCheckedPerfTick(op))) ||
                 failed(emit(op.getBuiltinName(), "(", op.getCid(), ");\n")));
}

LogicalResult OpenCLEmitter::printOp(PerfTickEndOp op) {
  return failure((checked && failed(printCheckedPerfTick(op))) ||
                 failed(emit(op.getBuiltinName(), "(", op.getCid(), ");\n")));
}

LogicalResult OpenCLEmitter::printOp(AiffOp aiff) {
  if (checked)
    return aiff.emitError(describeUnrunnable(aiff, "on POCL"));
  return emit(aiff.getBuiltinName(), "(", aiff.getCtrl(), ", ",
              aiff.getParam(), ", ", aiff.getAct(), ", 0);\n");
}

LogicalResult OpenCLEmitter::printOp(AsyncAiffOp aiff) {
  if (checked)
    return aiff.emitError(describeUnrunnable(aiff, "on POCL"));
  return emit(aiff.getBuiltinName(), "(", aiff.getCtrl(), ", ",
              aiff.getParam(), ", ", aiff.getAct(), ", ", aiff.getEvent(),
              ", 0);\n");
}

LogicalResult OpenCLEmitter::printOp(PrintfOp op) {
  std::vector<PrintfPiece> pieces;
  std::string rest;
  if (!parsePrintfFormat(op.getFormat(), pieces, rest))
    return op.emitOpError() << "has an unsupported conversion at \"" << rest
                            << "\"";
  // The C format, and per argument a function printing it.
  std::string format;
  SmallVector<std::function<LogicalResult()>> args;
  auto floatArg = [&](Value value, Type element, std::string lane) {
    StringRef helper = isa<BFloat16Type>(element) ? "__compass_printf_bf16"
                                                  : "__compass_printf_f";
    args.push_back([this, value, helper, lane]() {
      if (lane.empty())
        return emit(helper, "(", value, ")");
      return emit(helper, "(__extract(", value, ", ", lane, "))");
    });
  };
  unsigned next = 0;
  for (const PrintfPiece &piece : pieces) {
    if (piece.kind == PrintfConversion::Text) {
      format += escapeC(piece.text);
      continue;
    }
    if (piece.kind == PrintfConversion::Percent) {
      format += "%%";
      continue;
    }
    Value value = op.getArgs()[next++];
    Type type = value.getType();
    switch (piece.kind) {
    case PrintfConversion::D:
    case PrintfConversion::I:
    case PrintfConversion::C:
    case PrintfConversion::U:
    case PrintfConversion::P:
      format += piece.text;
      args.push_back([this, value]() { return emitOperand(value); });
      break;
    case PrintfConversion::O:
      format += "0%o";
      args.push_back([this, value]() { return emitOperand(value); });
      break;
    case PrintfConversion::X:
    case PrintfConversion::XUpper:
      format += piece.kind == PrintfConversion::X ? "0x%x" : "0x%X";
      args.push_back([this, value, type]() {
        if (type.isF32())
          return emit("as_uint(", value, ")");
        return emitOperand(value);
      });
      break;
    case PrintfConversion::F:
      format += "%f";
      floatArg(value, type, "");
      break;
    case PrintfConversion::V32hhx:
    case PrintfConversion::V16hx:
    case PrintfConversion::V8hlx: {
      unsigned lanes = cast<VectorType>(type).getNumElements();
      for (unsigned i = 0; i < lanes; ++i) {
        format += i ? ",0x%x" : "0x%x";
        std::string lane = std::to_string(i);
        args.push_back([this, value, lane]() {
          return emit("(uint)__extract(", value, ", ", lane, ")");
        });
      }
      break;
    }
    case PrintfConversion::V16hf:
    case PrintfConversion::V8hlf: {
      auto vector = cast<VectorType>(type);
      for (unsigned i = 0; i < vector.getNumElements(); ++i) {
        format += i ? ",%f" : "%f";
        floatArg(value, vector.getElementType(), std::to_string(i));
      }
      break;
    }
    default:
      return op.emitOpError() << "cannot print conversion " << piece.text;
    }
  }
  os << "printf(\"" << format << "\"";
  for (auto &arg : args) {
    os << ", ";
    if (failed(arg()))
      return failure();
  }
  os << ");\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(AsmOp op) {
  if (checked)
    return op.emitError(describeUnrunnable(op, "on POCL"));
  // The outputs are variables starting from their values before.
  for (auto [result, init] : llvm::zip(op.getResults(), op.getOutputInits())) {
    if (failed(emitType(op.getLoc(), result.getType())))
      return failure();
    os << " " << nameValue(result, op.getLoc()) << " = ";
    if (failed(emit(init, ";\n")))
      return failure();
  }
  StringRef qualifier = op.getQualifier();
  os << op.getBuiltinName();
  if (!qualifier.empty())
    os << " " << qualifier << " ";
  os << "(\n";
  os.indent();
  os << "\"" << escapeC(op.getAsmTemplate()) << "\"\n";
  auto operands = [&](ArrayAttr names, ArrayAttr constraints,
                      auto values) -> LogicalResult {
    os << ": ";
    for (auto [i, name, constraint, value] :
         llvm::enumerate(names.getAsValueRange<StringAttr>(),
                         constraints.getAsValueRange<StringAttr>(), values)) {
      os << (i ? ", " : "") << "[" << name << "] \"" << escapeC(constraint)
         << "\"(";
      if (failed(emit(value, ")")))
        return failure();
    }
    os << "\n";
    return success();
  };
  if (failed(operands(op.getOutputNames(), op.getOutputConstraints(),
                      op.getResults())) ||
      failed(operands(op.getInputNames(), op.getInputConstraints(),
                      op.getInputs())))
    return failure();
  os << ": ";
  llvm::interleave(
      op.getClobbers().getAsValueRange<StringAttr>(), os,
      [&](StringRef clobber) { os << "\"" << escapeC(clobber) << "\""; },
      ", ");
  os << "\n";
  os.unindent();
  os << ");\n";
  return success();
}
