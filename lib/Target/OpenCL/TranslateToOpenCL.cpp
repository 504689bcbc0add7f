//===- TranslateToOpenCL.cpp - compass-level IR to OpenCL C ---------------===//
//
// Prints a compass-level module as one OpenCL C file for the Compass builtins
// library (runtime/include/compass/dsl.h): the include, the __constant
// tables of tir.const_buffer, the result structs of the subroutines that
// return several values, forward declarations of the subroutines, their
// definitions and the entry kernel. The printer is a straight walk: every
// value-producing operation becomes one typed C declaration, unless its value
// prints inside its single use (EmitInline.cpp decides where that is exactly
// equivalent), constants are printed inline, structured tir control flow
// becomes C loops and branches.
// The arrays of tir.alloc are declared at the top of their function (where
// OpenCL wants __local arrays, and so that the storage outlives loop
// iterations); an early tir.return of the entry kernel jumps to its closing
// barrier, which every TEC must meet. Anything the printer cannot print is
// refused with a located diagnostic and nothing is written.
//
// This file is the entry point: compass-prepare-for-opencl decides which
// builtins print without their mask, then the printer (Emitter.h) walks the
// module. The emitter is split by concern: Names.cpp, Types.cpp and
// Literals.cpp (stateless spellings), EmitModule.cpp (file layout and
// kernel ABI), EmitStatements.cpp (scalar code and control flow),
// EmitBuiltins.cpp (the builtins) and EmitInline.cpp (inlined values).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "Compass/Dialect/Compass/Transforms/Passes.h"
#include "Compass/Target/OpenCL/OpenCLEmitter.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult mlir::compass::translateToOpenCL(Operation *op, raw_ostream &os,
                                              const OpenCLOptions &options) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitOpError("cannot emit OpenCL C: expected a builtin.module");
  prepareForOpenCL(module);
  // The checked C prints the run-time checks compass-insert-checks places,
  // on a copy: the caller's module (which the simulator may run) keeps none.
  OwningOpRef<ModuleOp> withChecks;
  if (options.checked) {
    withChecks = module.clone();
    insertChecks(*withChecks);
    module = *withChecks;
  }
  std::string buffer;
  llvm::raw_string_ostream bufferStream(buffer);
  OpenCLEmitter emitter(bufferStream, options.checked);
  if (failed(emitter.emitModule(module)))
    return failure();
  if (options.checked)
    emitter.emitCheckedTrailer();
  os << buffer;
  return success();
}
