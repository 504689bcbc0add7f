//===- EmitModule.cpp - module and kernel ABI -----------------------------===//
//
// The file's layout (the include, __constant tables, result structs,
// forward declarations, subroutines, the entry kernel), function signatures
// and the naming state of the printer.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "Compass/Dialect/Compass/IR/KernelParams.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

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
  return isReservedName(name) || globalNames.contains(name) ||
         localNames.contains(name);
}

std::string OpenCLEmitter::claimName(StringRef name) {
  std::string base = legalizeName(name);
  std::string candidate = base;
  // Legalized again: `_` + `_1` would be reserved (`__`) forever. Distinct
  // suffixes stay distinct and legal after legalization, so each taken
  // candidate is a different claimed name: more tries than claimed names
  // would be a bug here, stopped at once instead of looping forever.
  size_t claimed = globalNames.size() + localNames.size();
  for (unsigned suffix = 1; isNameTaken(candidate); ++suffix) {
    if (suffix > claimed)
      llvm::report_fatal_error(
          llvm::Twine("OpenCL emitter: no free C name for '") + base + "'");
    candidate = legalizeName(base + "_" + std::to_string(suffix));
  }
  localNames.insert(candidate);
  return candidate;
}

std::string OpenCLEmitter::claimTempName() {
  std::string candidate;
  do
    candidate = "_" + std::to_string(tempCounter++);
  while (isNameTaken(candidate));
  localNames.insert(candidate);
  return candidate;
}

std::string OpenCLEmitter::claimGlobalName(const std::string &name,
                                           bool numbered) {
  std::string candidate = legalizeFunctionName(name);
  for (unsigned suffix = 1;
       globalNames.contains(candidate) || isBuiltinFunctionName(candidate);
       ++suffix) {
    // Unnumbered names grow by `_` while that gives a legal name; a name
    // that would turn reserved (`__`) is numbered instead, which ends.
    std::string grown = candidate + "_";
    candidate = !numbered && !isBuiltinFunctionName(grown)
                    ? grown
                    : legalizeFunctionName(name + "_" + std::to_string(suffix));
  }
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
  SmallVector<func::FuncOp> subroutines;
  for (Operation &op : *module.getBody()) {
    auto func = dyn_cast<func::FuncOp>(op);
    if (!func)
      return op.emitOpError("unable to find printer for op");
    if (func.isExternal())
      return func.emitOpError("cannot emit a function without a body");
    if (!isKernel(func))
      subroutines.push_back(func);
  }
  FailureOr<func::FuncOp> found = findKernelFunction(module, "emit");
  if (failed(found))
    return failure();
  func::FuncOp entry = *found;

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

  if (checked) {
    // The checks at the kernel's end, for what the module uses.
    module.walk([&](Operation *op) {
      checksEvents |= isa<AsyncDmaCopyOp>(op);
      checksPerfTicks |= isa<PerfTickBeginOp>(op);
    });
  }
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
    // @S.prim_func(is_inline=…) of a subroutine, as upstream spells it.
    if (auto inlineAttr = func->getAttrOfType<BoolAttr>(
            CompassDialect::getInlineAttrName()))
      os << (inlineAttr.getValue() ? "_CLC_INLINE " : "_CLC_NOINLINE ");
    if (type.getNumResults() == 0)
      os << "void";
    else if (type.getNumResults() > 1)
      os << resultStructs[func.getSymName()];
    else if (failed(emitType(func.getLoc(), type.getResult(0))))
      return failure();
    os << " ";
  }
  os << functionNames[func.getSymName()] << "(";
  // Checked mode: subroutines take the checks' context first.
  if (checked && !isEntry)
    os << (nameArgs ? "__compass_ctx* __ctx" : "__compass_ctx*")
       << (type.getNumInputs() ? ", " : "");
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
  // Checked mode: the entry kernel takes the buffers' extents (three per
  // parameter, emitCheckedPrologue) and the error record from the host.
  if (checked && isEntry)
    os << (type.getNumInputs() ? ", " : "")
       << "__global ulong* __compass_extents, __global int* __compass_err";
  os << ")";
  return success();
}

LogicalResult OpenCLEmitter::emitFunction(func::FuncOp func, bool isEntry) {
  if (!func.getBody().hasOneBlock())
    return func.emitOpError("cannot emit a function of several blocks");
  if (failed(planInlining(func, isEntry)))
    return failure();
  return printFunction(func, isEntry);
}

LogicalResult OpenCLEmitter::printFunction(func::FuncOp func, bool isEntry) {
  valueNames.clear();
  localNames.clear();
  tempCounter = 0;
  loopDepth = 0;
  inEntry = isEntry;
  allocArrays.clear();
  needsExitLabel = false;
  resultStruct.clear();
  if (!isEntry && func.getFunctionType().getNumResults() > 1)
    resultStruct = resultStructs[func.getSymName()];

  if (failed(emitSignature(func, isEntry, /*nameArgs=*/true)))
    return failure();
  os << " {\n";
  os.indent();
  if (failed(emitAllocArrays(func, isEntry)) ||
      (checked && failed(emitCheckedPrologue(func, isEntry))) ||
      failed(emitBlock(func.getBody().front())))
    return failure();
  // A void subroutine's arrays leave the regions at its end (returns with
  // values restore before returning).
  if (checked && !isEntry && func.getFunctionType().getNumResults() == 0)
    os << "__ctx->count = __compass_saved;\n";
  if (isEntry) {
    // Early returns jump here: every TEC meets the closing barrier. (Labels
    // have their own name space in C.)
    if (needsExitLabel)
      os << "compass_exit:\n";
    // Checked mode: no DMA in flight, no perf tick open (before the closing
    // barrier, which ends the DMAs); the TECs must all arrive, having passed
    // as many barriers.
    if (checked)
      emitKernelEndChecks();
    os << (checked ? "__compass_barrier(__ctx, -1);\n"
                   : "barrier(CLK_LOCAL_MEM_FENCE);\n");
  }
  os.unindent();
  os << "}\n";
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

//===----------------------------------------------------------------------===//
// Checked mode
//===----------------------------------------------------------------------===//

/// "file:line:col" of a location, looking through names and call sites.
static std::string renderLocation(Location loc) {
  if (auto named = dyn_cast<NameLoc>(loc))
    return renderLocation(named.getChildLoc());
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return renderLocation(callSite.getCallee());
  if (auto fused = dyn_cast<FusedLoc>(loc))
    return fused.getLocations().empty()
               ? "<unknown>"
               : renderLocation(fused.getLocations().front());
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return (file.getFilename().getValue() + ":" + Twine(file.getLine()) + ":" +
            Twine(file.getColumn()))
        .str();
  return "<unknown>";
}

LogicalResult OpenCLEmitter::emitCondition(Operation *owner, Value value) {
  auto loop = dyn_cast<tir::WhileOp>(owner);
  CheckUniformLoopOp vote =
      loop ? CheckUniformLoopOp::getOfBody(*loop.getBodyBlock()) : nullptr;
  if (!vote) {
    if (!isa<tir::IfOp>(owner))
      return emitOperand(value);
    // An inlined condition prints as the right side of `=` does and without
    // enclosing parentheses: `if (0 < (x % 127))`.
    FailureOr<std::string> text = operandText(value, /*assigned=*/true);
    if (failed(text))
      return failure();
    os << stripEnclosingParentheses(*text);
    return success();
  }
  return emitLoopVote(vote, [&] { return emitOperand(value); });
}

int OpenCLEmitter::addCheckSite(Location loc, StringRef what) {
  checkSites.push_back(renderLocation(loc));
  checkSiteOperands.push_back(what.str());
  return static_cast<int>(checkSites.size()) - 1;
}

LogicalResult OpenCLEmitter::emitCheckedPrologue(func::FuncOp func,
                                                 bool isEntry) {
  if (isEntry) {
    os << "__compass_ctx __compass_regions;\n"
       << "__compass_ctx* __ctx = &__compass_regions;\n"
       << "__local int __compass_votes[__COMPASS_VOTES];\n"
       << "__compass_init(__ctx, __compass_err, __compass_votes);\n";
    for (auto [index, argType] :
         llvm::enumerate(func.getFunctionType().getInputs())) {
      if (!isa<PtrType>(argType))
        continue;
      // The host gives each pointer parameter three extents: its region's
      // bytes, the pointer's offset in them (a NumPy view points into its
      // base) and the pointer's offset in the device buffer it is given
      // (arguments sharing memory share one buffer).
      std::string name = valueNames[func.getArgument(index)];
      os << name << " = (";
      if (failed(emitType(func.getLoc(), argType)))
        return failure();
      os << ")((ulong)" << name << " + __compass_extents[" << 3 * index + 2
         << "]);\n";
      os << "__compass_push(__ctx, (ulong)" << name << " - __compass_extents["
         << 3 * index + 1 << "], __compass_extents[" << 3 * index << "], "
         << index << ");\n";
      std::string python = name;
      if (auto attr = func.getArgAttrOfType<StringAttr>(index, "compass.name"))
        python = attr.getValue().str();
      checkRegions.emplace_back(index, "parameter " + python);
    }
    // In module order, so the printed code is deterministic.
    func->getParentOfType<ModuleOp>().walk([&](tir::ConstBufferOp buffer) {
      const std::string &table = constTables[buffer];
      int id = nextRegionId++;
      os << "__compass_push(__ctx, (ulong)" << table << ", sizeof(" << table
         << "), " << id << ");\n";
      checkRegions.emplace_back(id, "table " + (buffer.getName().empty()
                                                    ? table
                                                    : buffer.getName().str()));
    });
  } else {
    os << "int __compass_saved = __ctx->count;\n";
  }
  func.walk<WalkOrder::PreOrder>([&](tir::AllocOp alloc) {
    const std::string &array = allocArrays[alloc];
    int id = nextRegionId++;
    os << "__compass_push(__ctx, (ulong)" << array << ", sizeof(" << array
       << "), " << id << ");\n";
    checkRegions.emplace_back(
        id, "allocation " + (alloc.getName().empty() ? array
                                                     : alloc.getName().str()));
  });
  return success();
}

void OpenCLEmitter::emitCheckedTrailer() {
  os << "\n/* compass-checks\n";
  for (auto [index, site] : llvm::enumerate(checkSites))
    os << "site " << index << " " << site << "\n";
  for (auto [index, what] : llvm::enumerate(checkSiteOperands))
    if (!what.empty())
      os << "operand " << index << " " << what << "\n";
  for (auto &[id, what] : checkRegions)
    os << "region " << id << " " << what << "\n";
  os << "*/\n";
}

LogicalResult OpenCLEmitter::emitZero(Location loc, Type type) {
  FailureOr<std::string> name = typeName(loc, type);
  if (failed(name))
    return failure();
  auto vector = dyn_cast<VectorType>(type);
  if (vector && vector.getElementType().isBF16())
    os << "as_" << *name << "((ushort16)0)";
  else
    os << "(" << *name << ")0";
  return success();
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

LogicalResult OpenCLEmitter::emitIndentedBlock(Block &block) {
  os.indent();
  if (failed(emitBlock(block)))
    return failure();
  os.unindent();
  return success();
}

LogicalResult OpenCLEmitter::emitLoopBody(Block &block) {
  if (failed(emitIndentedBlock(block)))
    return failure();
  os << "}\n";
  return success();
}

LogicalResult OpenCLEmitter::visitInvalidTIROp(Operation *op) {
  if (auto call = dyn_cast<func::CallOp>(op))
    return printOp(call);
  if (auto ret = dyn_cast<func::ReturnOp>(op))
    return printOp(ret);
  return op->emitOpError("unable to find printer for op");
}

