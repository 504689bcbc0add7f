//===- compass-lsp-server.cpp - MLIR's language server for compass IR ----===//
//
// MLIR's language server (MlirLspServerMain) with the dialects of
// compass-level and tir-level IR: an editor pointed at it gets diagnostics
// (the verifiers' errors at their lines), hover, go-to-definition and
// completion in `.mlir` files of the compass and tir dialects. It speaks the
// Language Server Protocol over stdin and stdout (docs/author-tools.md,
// "Editing IR").
//
//===----------------------------------------------------------------------===//

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Support/Nesting.h"
#include "Compass/Support/Version.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::compass::registerVersionPrinter("compass-lsp-server");
  mlir::DialectRegistry registry;
  // The compass-level and tir-level dialects, and the core dialects the
  // native tier lowers them to (so compass-opt's output opens too).
  registry.insert<mlir::compass::CompassDialect, mlir::tir::TIRDialect,
                  mlir::func::FuncDialect, mlir::arith::ArithDialect,
                  mlir::cf::ControlFlowDialect, mlir::scf::SCFDialect,
                  mlir::math::MathDialect, mlir::vector::VectorDialect,
                  mlir::LLVM::LLVMDialect>();
  // On compass-opt's large stack: a document nested deep enough to exhaust
  // a default stack in the parser would otherwise end the server.
  return mlir::compass::runWithLargeStack([&] {
    return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
  });
}
