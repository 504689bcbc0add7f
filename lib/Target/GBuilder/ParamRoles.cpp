//===- ParamRoles.cpp - GBuilder roles of the entry kernel's parameters ---===//
//
// A pointer parameter is an output tensor when the kernel writes through it.
// The analysis tracks, for every pointer value of a function, the set of the
// function's pointer parameters it may be derived from, and collects the
// parameters written through (and used as AIFF descriptors). Functions are
// summarized once (written, descriptor and returned parameters) and call
// sites map a callee's summary onto their arguments.
//
// Pointer SSA values are derived from their pointer operands (ptr_offset,
// ptr_cast, select, …). Values held by tir variables are followed flow
// sensitively like upstream's analysis: var_set replaces what a variable
// holds, the two sides of a tir.if are joined, a loop's body is walked until
// what the variables hold no longer grows.
//
//===----------------------------------------------------------------------===//

#include "Compass/Target/GBuilder/ParamRoles.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::compass;

StringRef mlir::compass::stringifyParamRole(ParamRole role) {
  switch (role) {
  case ParamRole::InputTensor:
    return "input_tensor";
  case ParamRole::ConstTensor:
    return "const_tensor";
  case ParamRole::OutputTensor:
    return "output_tensor";
  case ParamRole::Descriptor:
    return "descriptor";
  case ParamRole::Attr:
    return "attr";
  }
  llvm_unreachable("unknown parameter role");
}

namespace {

/// Sets of parameter indices of one function.
using ParamSet = llvm::SmallBitVector;

/// What a function does with its pointer parameters.
struct Summary {
  ParamSet written;     ///< written through
  ParamSet descriptors; ///< given to S.aiff / S.async_aiff
  ParamSet returned;    ///< a returned pointer may be derived from them
};

class RoleAnalysis {
public:
  explicit RoleAnalysis(ModuleOp module) : symbols(module) {}

  /// The summary of `func`, computed once. A recursive call sees the
  /// callee's summary as far as it is known (the DSL has no recursion).
  const Summary &summarize(func::FuncOp func);

private:
  SymbolTable symbols;
  DenseMap<Operation *, Summary> summaries;
  llvm::SmallPtrSet<Operation *, 4> inProgress;

  friend class FunctionWalker;
};

/// Walks one function body, deriving parameter sets.
class FunctionWalker {
public:
  FunctionWalker(RoleAnalysis &analysis, func::FuncOp func)
      : analysis(analysis), size(func.getNumArguments()) {
    summary.written = summary.descriptors = summary.returned = empty();
    for (BlockArgument arg : func.getArguments())
      if (isa<PtrType>(arg.getType())) {
        ParamSet self = empty();
        self.set(arg.getArgNumber());
        values[arg] = self;
      }
  }

  Summary run(func::FuncOp func) {
    walkRegion(func.getBody());
    return summary;
  }

private:
  RoleAnalysis &analysis;
  unsigned size;
  DenseMap<Value, ParamSet> values; ///< pointer SSA values
  DenseMap<Value, ParamSet> vars;   ///< what each tir variable holds now
  Summary summary;

  ParamSet empty() const { return ParamSet(size); }

  ParamSet get(Value value) const {
    auto it = values.find(value);
    return it == values.end() ? empty() : it->second;
  }

  void walkRegion(Region &region) {
    for (Block &block : region)
      for (Operation &op : block)
        visit(&op);
  }

  /// `into` |= `from`, variable by variable; true when something grew.
  static bool join(DenseMap<Value, ParamSet> &into,
                   const DenseMap<Value, ParamSet> &from) {
    bool grew = false;
    for (const auto &[var, set] : from) {
      auto [it, inserted] = into.try_emplace(var, set);
      if (inserted) {
        grew |= set.any();
        continue;
      }
      ParamSet before = it->second;
      it->second |= set;
      grew |= it->second != before;
    }
    return grew;
  }

  void visit(Operation *op) {
    if (auto set = dyn_cast<tir::VarSetOp>(op)) {
      if (isa<PtrType>(set.getValue().getType()))
        vars[set.getVar()] = get(set.getValue()); // replaces, as upstream
      return;
    }
    if (auto read = dyn_cast<tir::VarGetOp>(op)) {
      if (isa<PtrType>(read.getType())) {
        auto it = vars.find(read.getVar());
        values[read.getResult()] = it == vars.end() ? empty() : it->second;
      }
      return;
    }
    if (auto branch = dyn_cast<tir::IfOp>(op)) {
      DenseMap<Value, ParamSet> before = vars;
      walkRegion(branch.getThenRegion());
      DenseMap<Value, ParamSet> afterThen = std::move(vars);
      vars = std::move(before);
      walkRegion(branch.getElseRegion());
      join(vars, afterThen);
      return;
    }
    if (op->getNumRegions() != 0) {
      // tir.for, tir.while: the body may run any number of times; walk it
      // until what the variables hold after it adds nothing to before it.
      while (true) {
        DenseMap<Value, ParamSet> before = vars;
        for (Region &region : op->getRegions())
          walkRegion(region);
        join(vars, before);
        if (!join(before, vars))
          break;
      }
      return;
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      visitCall(call);
      return;
    }
    if (isa<func::ReturnOp, tir::ReturnOp>(op)) {
      for (Value value : op->getOperands())
        if (isa<PtrType>(value.getType()))
          summary.returned |= get(value);
      return;
    }
    if (isa<AiffOp, AsyncAiffOp>(op)) {
      for (Value value : op->getOperands())
        if (isa<PtrType>(value.getType()))
          summary.descriptors |= get(value);
      return;
    }
    if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffects(instances);
      for (const MemoryEffects::EffectInstance &effect : instances)
        if (isa<MemoryEffects::Write>(effect.getEffect()))
          if (Value value = effect.getValue())
            if (isa<PtrType>(value.getType()))
              summary.written |= get(value);
    }
    // A pointer result is derived from the op's pointer operands.
    ParamSet derived = empty();
    for (Value value : op->getOperands())
      if (isa<PtrType>(value.getType()))
        derived |= get(value);
    for (Value result : op->getResults())
      if (isa<PtrType>(result.getType()))
        values[result] = derived;
  }

  void visitCall(func::CallOp call) {
    auto callee =
        analysis.symbols.lookup<func::FuncOp>(call.getCalleeAttr().getAttr());
    if (!callee || callee.isExternal())
      return;
    const Summary calleeSummary = analysis.summarize(callee);
    auto argumentsOf = [&](const ParamSet &params) {
      ParamSet set = empty();
      for (unsigned index : params.set_bits())
        if (index < call.getNumOperands())
          set |= get(call.getOperand(index));
      return set;
    };
    summary.written |= argumentsOf(calleeSummary.written);
    summary.descriptors |= argumentsOf(calleeSummary.descriptors);
    ParamSet returned = argumentsOf(calleeSummary.returned);
    for (Value result : call.getResults())
      if (isa<PtrType>(result.getType()))
        values[result] = returned;
  }
};

} // namespace

const Summary &RoleAnalysis::summarize(func::FuncOp func) {
  Operation *key = func.getOperation();
  auto it = summaries.find(key);
  if (it != summaries.end())
    return it->second;
  if (!inProgress.insert(key).second) {
    unsigned size = func.getNumArguments();
    return summaries[key] =
               Summary{ParamSet(size), ParamSet(size), ParamSet(size)};
  }
  Summary summary = FunctionWalker(*this, func).run(func);
  inProgress.erase(key);
  return summaries[key] = std::move(summary);
}

SmallVector<ParamRole> mlir::compass::analyzeParamRoles(func::FuncOp kernel) {
  auto module = kernel->getParentOfType<ModuleOp>();
  RoleAnalysis analysis(module);
  const Summary summary = analysis.summarize(kernel);
  SmallVector<ParamRole> roles;
  for (BlockArgument arg : kernel.getArguments()) {
    auto ptr = dyn_cast<PtrType>(arg.getType());
    unsigned index = arg.getArgNumber();
    if (!ptr)
      roles.push_back(ParamRole::Attr);
    else if (summary.descriptors.test(index))
      roles.push_back(ParamRole::Descriptor);
    else if (summary.written.test(index))
      roles.push_back(ParamRole::OutputTensor);
    else if (ptr.getSpace() == AddressSpace::Global1)
      roles.push_back(ParamRole::ConstTensor);
    else
      roles.push_back(ParamRole::InputTensor);
  }
  return roles;
}
