//===- EmitInline.cpp - values printed inline at their single use ---------===//
//
// A value used once may print as an expression inside its use,
// `b[0] = __vlsl(a[0], ((int8)(2)));`, instead of a named C value per
// operation. That moves the computation from its own statement to the
// statement of its use, so a value is inlined only where that cannot change
// what the program does (docs/architecture.md, "Inlined expressions"):
//
//  - its operation computes one result, which has no Python name (named
//    values keep their statement under the kernel's name, as upstream's C
//    declares them), has no regions, reads at most (memory or variables: no
//    write, no unknown effect) and prints one expression after the
//    declaration of its result; in checked mode it carries no check (a check
//    reports the first violation, so checks keep their order);
//  - the value has one use, printed once, by an operation of the same block
//    after it, which has no regions and is no terminator handing values to
//    its parent (tir.yield, tir.condition): never into a loop or a branch.
//    The bounds of a tir.for print in its header, as upstream's
//    `for (int i = 0; i < (n >> 5); i += 1)`; C evaluates the stop and the
//    step before every iteration, so their expressions must read nothing
//    (memory or variables the body may write) and call no compass builtin;
//  - if its expression reads memory or a variable (its own operation reads,
//    or an inlined operand's expression does, or an operand is a variable
//    read naming the variable itself), no operation between it and its use
//    may write (any write effect, unknown effects, regions).
//
// The decision takes a planning print of the function, whose text is
// discarded: it tells which operations print one expression, which carry
// checks and how often each value is printed. The printers themselves are
// unchanged: the expression of an inlined operation is captured by
// redirecting the output while it prints, and its uses print that text, in
// parentheses unless it is a primary expression, and cast back to its type
// when C would promote it (bool, char, short, bf16).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "ValueRanges.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

//===----------------------------------------------------------------------===//
// Effects
//===----------------------------------------------------------------------===//

/// True when `op` declares its effects and they are reads at most.
static bool onlyReads(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects || op->getNumRegions() != 0)
    return false;
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  return llvm::all_of(instances, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Read>(e.getEffect());
  });
}

/// True when `op` (which only reads) reads something.
static bool hasReadEffect(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  return effects && effects.hasEffect<MemoryEffects::Read>();
}

/// True when `op` prints at each use of its value, never as a statement: a
/// constant, a run-time check (a divisor's printCheck; the access or DMA a
/// pointer's check is for prints that).
static bool printsAtEachUse(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() || isCheckOp(op);
}

/// True when `user` is a vector store builtin (`__vstore(value, ...)`) and
/// `value` what it stores.
static bool isStoredByBuiltin(Operation *user, Value value) {
  if (auto store = dyn_cast<VStoreOp>(user))
    return store.getValue() == value;
  if (auto store = dyn_cast<VStoreStrideOp>(user))
    return store.getValue() == value;
  if (auto store = dyn_cast<VStoreScatterOp>(user))
    return store.getValue() == value;
  return false;
}

/// The rules that depend on the IR alone: one result without a Python name
/// (a value the kernel names keeps its statement; an operation a lowering or
/// a rewrite made on the way to it carries the name too, and its single use
/// by an operation of the same name does not keep it), no regions, reads at
/// most, one use in the same block after it, by an operation without
/// regions (but a tir.for, whose operands are its bounds, and a tir.if,
/// whose condition is evaluated once before its branches) that hands no
/// values to an enclosing operation; and not the
/// value a vector store builtin stores, which keeps its statement
/// (`short16 _7 = __vmulh(...);` then `__vstore(_7, ...)`, the kernel's
/// `vo = S.vmul(...)` then `S.vstore(vo, ...)`).
static bool isInlineCandidate(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      printsAtEachUse(op) || !onlyReads(op))
    return false;
  Value result = op->getResult(0);
  if (!result.hasOneUse())
    return false;
  Operation *user = *result.getUsers().begin();
  std::optional<StringRef> name = getLocName(op->getLoc());
  if ((name && getLocName(user->getLoc()) != name) ||
      user->getBlock() != op->getBlock() || !op->isBeforeInBlock(user) ||
      (user->getNumRegions() != 0 && !isa<tir::ForOp, tir::IfOp>(user)) ||
      isStoredByBuiltin(user, result))
    return false;
  return !user->hasTrait<OpTrait::IsTerminator>() ||
         isa<FunctionOpInterface>(user->getParentOp());
}

/// True when `value` is a parameter of the function it belongs to (an
/// argument of its body's entry block): the C function never assigns it.
static bool isFunctionParameter(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

/// The values used several times (or once, where rule 3 keeps them: in a
/// loop body) that may still print at each use (rule 7 of "Inlined
/// expressions"): one result without a Python name, no regions, and
///  - a splat of a constant (`(float8)0x1.066666p+3f`), a literal;
///  - a tir.load (`a[3]`, checked by its text later), read again at each
///    use in the same block when no write comes in between;
///  - one pure tir operation on scalars whose operands are constants and the
///    function's scalar parameters (`(n >> 5)`), which the C compiler
///    evaluates once, wherever it is used.
static RematKind getRematKind(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      printsAtEachUse(op) || op->getResult(0).use_empty() ||
      getLocName(op->getLoc()))
    return RematKind::None;
  if (auto splat = dyn_cast<VBcastOp>(op))
    return splat.getInput().getDefiningOp<tir::ConstOp>() ? RematKind::Literal
                                                          : RematKind::None;
  if (isa<tir::LoadOp>(op))
    return llvm::all_of(op->getUsers(),
                        [&](Operation *user) {
                          return user->getBlock() == op->getBlock() &&
                                 op->isBeforeInBlock(user) &&
                                 user->getNumRegions() == 0 &&
                                 !user->hasTrait<OpTrait::IsTerminator>() &&
                                 !isStoredByBuiltin(user, op->getResult(0));
                        })
               ? RematKind::Load
               : RematKind::None;
  auto isScalar = [](Type type) { return isa<IntegerType, FloatType>(type); };
  if (!isa<tir::TIRDialect>(op->getDialect()) || !isMemoryEffectFree(op) ||
      !isScalar(op->getResult(0).getType()))
    return RematKind::None;
  return llvm::all_of(op->getOperands(),
                      [&](Value operand) {
                        operand = lookThroughChecks(operand);
                        return isScalar(operand.getType()) &&
                               (operand.getDefiningOp<tir::ConstOp>() ||
                                isFunctionParameter(operand));
                      })
             ? RematKind::ParamExpr
             : RematKind::None;
}

//===----------------------------------------------------------------------===//
// Expression text
//===----------------------------------------------------------------------===//

/// True for a C primary or postfix expression that needs no parentheses as
/// an operand: an identifier followed by calls and subscripts, or one
/// parenthesized expression. With `onlyElements`, only an identifier
/// followed by subscripts (a variable or an array element, which has the
/// type it is declared with).
static bool isPrimaryExpression(StringRef text, bool onlyElements = false) {
  if (text.empty())
    return false;
  size_t i = 0;
  bool parenthesized = text.front() == '(';
  if (parenthesized && onlyElements)
    return false;
  if (!parenthesized) {
    if (!llvm::isAlpha(text.front()) && text.front() != '_')
      return false;
    while (i < text.size() && (llvm::isAlnum(text[i]) || text[i] == '_'))
      ++i;
  }
  while (i < text.size()) {
    if (text[i] != '[' && (text[i] != '(' || onlyElements))
      return false;
    // Skip the balanced group.
    int depth = 0;
    do {
      if (text[i] == '(' || text[i] == '[')
        ++depth;
      else if (text[i] == ')' || text[i] == ']')
        --depth;
      ++i;
    } while (i < text.size() && depth > 0);
    if (depth != 0)
      return false;
    // `(a)(b)` is a cast, not a parenthesized expression.
    if (parenthesized)
      return i == text.size();
  }
  return true;
}

bool mlir::compass::opencl::isCastOperand(StringRef text) {
  if (isPrimaryExpression(text))
    return true;
  // A number literal: one token, unsigned.
  return !text.empty() && llvm::isDigit(text.front()) &&
         !text.contains(' ') && !text.contains('(');
}

StringRef mlir::compass::opencl::stripEnclosingParentheses(StringRef text) {
  if (!text.starts_with("(") || !text.ends_with(")"))
    return text;
  // The first parenthesis must close at the end: `(a) < (b)` keeps both.
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
    if (depth == 0)
      return i + 1 == text.size() ? text.drop_front().drop_back() : text;
  }
  return text;
}

/// True for the types C promotes to int in expressions: an expression
/// computing them may have type int.
static bool isPromotedInC(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return (intType && intType.getWidth() < 32) || type.isBF16();
}

/// True when `op` prints a call whose C type is its result's: OpenCL's
/// integer min / max return their operands' type, which C does not promote.
static bool printsItsType(Operation *op) {
  return isa<tir::MinOp, tir::MaxOp>(op) &&
         !isa<FloatType>(op->getResult(0).getType());
}

/// True for `(T)x` with T one word and x a cast operand: a vector splat.
/// As an operand of a call or a C operator it needs no parentheses (a cast
/// binds tighter than every binary operator); vector values are never
/// subscripted, the one postfix use that would need them.
static bool isVectorCastOfOperand(StringRef expr, Type type) {
  if (!isa<VectorType>(type) || !expr.consume_front("("))
    return false;
  auto [typeName, operand] = expr.split(')');
  return !typeName.empty() &&
         llvm::all_of(typeName,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; }) &&
         isCastOperand(operand);
}

/// `expr` as an operand of the value of `type`: cast to the type when C
/// would promote it (unless `expr` is that cast already, a variable or
/// array element, or has the type already: `typed`), in parentheses unless
/// it is a primary expression or a vector splat.
static std::string formatInlineOperand(StringRef expr, Type type,
                                       bool typed) {
  if (isVectorCastOfOperand(expr, type))
    return expr.str();
  std::string text = expr.str();
  if (isPromotedInC(type) && !typed &&
      !isPrimaryExpression(expr, /*onlyElements=*/true)) {
    std::string cast = ("(" + getScalarTypeName(type) + ")").str();
    if (!expr.starts_with(cast) ||
        !isPrimaryExpression(expr.drop_front(cast.size())))
      text = cast + (isPrimaryExpression(text) ? text : "(" + text + ")");
  }
  if (isPrimaryExpression(text))
    return text;
  return "(" + text + ")";
}

/// True when `expr`, the expression of a value of `kind` used several times,
/// may print at each use: a literal always, a load printed as a plain
/// subscript (`a[3]`, `a[i]`: no call, no cast), an expression on the
/// parameters that calls nothing (`(n >> 5)`; not `floor(…)`, nor bf16's
/// conversions).
static bool isRematText(RematKind kind, StringRef expr) {
  if (kind == RematKind::Literal)
    return true;
  if (kind == RematKind::Load)
    return isPrimaryExpression(expr, /*onlyElements=*/true) &&
           !expr.contains('(');
  if (kind != RematKind::ParamExpr)
    return false;
  for (size_t i = 1; i < expr.size(); ++i)
    if (expr[i] == '(' && (llvm::isAlnum(expr[i - 1]) || expr[i - 1] == '_'))
      return false;
  return true;
}

/// True when `op` and the operations inlined into its expression (members
/// of `inlined`) are all tir's scalar operations: no compass builtin.
static bool isScalarExpression(Operation *op,
                               const DenseSet<Operation *> &inlined) {
  if (!isa<tir::TIRDialect>(op->getDialect()))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    Operation *def = operand.getDefiningOp();
    return !def || !inlined.contains(def) || isScalarExpression(def, inlined);
  });
}

//===----------------------------------------------------------------------===//
// Planning and capture
//===----------------------------------------------------------------------===//

LogicalResult OpenCLEmitter::planInlining(func::FuncOp func, bool isEntry) {
  candidates.clear();
  printsOneExpression.clear();
  printCounts.clear();
  inlinedOps.clear();
  inlinedReads.clear();
  inlineTexts.clear();
  inlineAssigned.clear();
  rematKinds.clear();
  userPrintCounts.clear();
  rematTexts.clear();
  func.walk([&](Operation *op) {
    if (isInlineCandidate(op)) {
      candidates.insert(op);
    } else if (RematKind kind = getRematKind(op); kind != RematKind::None) {
      candidates.insert(op);
      rematKinds[op] = kind;
    }
  });
  if (candidates.empty())
    return success();

  // The planning print: every candidate is captured; the checks it
  // registers are dropped again.
  std::string scratch;
  llvm::raw_string_ostream scratchStream(scratch);
  raw_ostream *output = sink.redirect(&scratchStream);
  size_t sites = checkSites.size(), regions = checkRegions.size();
  int regionId = nextRegionId;
  planning = true;
  LogicalResult printed = printFunction(func, isEntry);
  planning = false;
  sink.redirect(output);
  checkSites.resize(sites);
  checkSiteOperands.resize(sites);
  checkRegions.resize(regions);
  nextRegionId = regionId;
  inlineTexts.clear();
  inlineAssigned.clear();
  if (failed(printed))
    return failure();

  // The number of operations before each one in its block that may write
  // (any effect but reads, unknown effects, regions): something between a
  // definition and its use may write when the counts differ.
  DenseMap<Operation *, unsigned> writesBefore;
  func.walk([&](Block *block) {
    unsigned writes = 0;
    for (Operation &op : *block) {
      writesBefore[&op] = writes;
      // A declaration makes a new variable: nothing read before it changes.
      if (!onlyReads(&op) && !isa<tir::VarDeclOp>(op))
        ++writes;
    }
  });

  // How deep each inlined expression nests inlined operands: a value that
  // would nest deeper keeps its name (clang refuses more than 256 nested
  // brackets, and each level may add a cast and parentheses).
  constexpr unsigned kMaxNesting = 32;
  DenseMap<Operation *, unsigned> nesting;

  // Definitions come before their uses in a block, so the operands of an
  // operation are decided before it.
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!printsOneExpression.contains(op))
      return;
    Value result = op->getResult(0);
    if (RematKind kind = rematKinds.lookup(op); kind != RematKind::None) {
      if (decideRemat(op, kind, writesBefore))
        inlinedOps.insert(op);
      if (kind == RematKind::Load && inlinedOps.contains(op))
        inlinedReads.insert(op);
      return;
    }
    if (printCounts.lookup(result) != 1)
      return;
    unsigned depth = 1;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && inlinedOps.contains(def))
        depth = std::max(depth, nesting.lookup(def) + 1);
    if (depth > kMaxNesting)
      return;
    // Does the expression read memory or a variable?
    bool reads = hasReadEffect(op) ||
                 llvm::any_of(op->getOperands(), [&](Value operand) {
                   Operation *def = operand.getDefiningOp();
                   if (!def)
                     return false;
                   if (auto get = dyn_cast<tir::VarGetOp>(def))
                     return inlinedOps.contains(def) || canUseVarDirectly(get);
                   return inlinedReads.contains(def);
                 });
    Operation *user = *result.getUsers().begin();
    // `op` only reads: it adds no write of its own to the count.
    if (reads && writesBefore.lookup(user) != writesBefore.lookup(op))
      return;
    // A loop's stop and step are evaluated again before every iteration:
    // only tir's scalar operators over values, which the compiler hoists.
    if (auto loop = dyn_cast<tir::ForOp>(user);
        loop && result != loop.getStart() &&
        (reads || !isScalarExpression(op, inlinedOps)))
      return;
    inlinedOps.insert(op);
    nesting[op] = depth;
    if (reads)
      inlinedReads.insert(op);
  });
  return success();
}

bool OpenCLEmitter::decideRemat(
    Operation *op, RematKind kind,
    const DenseMap<Operation *, unsigned> &writesBefore) {
  // A literal prints wherever it is used, as constants do.
  if (kind == RematKind::Literal)
    return true;
  // A load only in the plain C (a checked load reports in program order),
  // printed as a plain subscript (no call, no cast: `a[3]`, `a[i]`).
  if (!rematTexts.contains(op) || (kind == RematKind::Load && checked))
    return false;
  // Each use prints it once (a use printing it several times would compute
  // it several times: a signed floor division), and a load sees no write
  // between it and its last use.
  Value result = op->getResult(0);
  return llvm::all_of(result.getUsers(), [&](Operation *user) {
    unsigned operands = llvm::count(user->getOperands(), result);
    return userPrintCounts.lookup({result, user}) == operands &&
           (kind != RematKind::Load ||
            writesBefore.lookup(user) == writesBefore.lookup(op));
  });
}

LogicalResult OpenCLEmitter::captureExpression(Operation &op) {
  std::string text;
  llvm::raw_string_ostream buffer(text);
  raw_ostream *output = sink.redirect(&buffer);
  capturing = &op;
  captureDeclared = false;
  captureText = &text;
  size_t sites = checkSites.size();
  LogicalResult printed = printOperation(op);
  sink.redirect(output);
  capturing = nullptr;
  captureText = nullptr;
  if (failed(printed))
    return failure();

  // `T name = ` was left out: the rest is the expression and `;\n`.
  StringRef expr = StringRef(text).ltrim(' ');
  bool oneExpression = captureDeclared && expr.consume_back(";\n") &&
                       !expr.empty() && !expr.contains('\n');
  Value result = op.getResult(0);
  if (planning) {
    if (oneExpression && (!checked || checkSites.size() == sites))
      printsOneExpression.insert(&op);
    if (oneExpression && isRematText(rematKinds.lookup(&op), expr))
      rematTexts.insert(&op);
    // Whatever else it printed: a name for the rest of the planning print.
    if (!oneExpression && !valueNames.count(result))
      valueNames[result] = "_";
  } else if (!oneExpression) {
    return op.emitOpError(
        "was to print inline but printed more than one expression");
  }
  if (oneExpression) {
    inlineTexts[result] =
        formatInlineOperand(expr, result.getType(), printsItsType(&op));
    inlineAssigned[result] = expr.str();
  }
  return success();
}

LogicalResult OpenCLEmitter::emitOperation(Operation &op) {
  Operation *outer = printingOp;
  // A loop's charge prints as the head of the loop's statement: the values
  // it prints count as the loop's (one statement printing them twice).
  printingOp = isa<CheckTripsOp>(op) ? op.getNextNode() : &op;
  LogicalResult printed =
      (planning ? candidates.contains(&op) : inlinedOps.contains(&op))
          ? captureExpression(op)
          : printOperation(op);
  printingOp = outer;
  return printed;
}
