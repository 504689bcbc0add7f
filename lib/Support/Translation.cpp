//===- Translation.cpp - translations of a checked input ------------------===//

#include "Compass/Support/Translation.h"
#include "Compass/Support/Nesting.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Tools/ParseUtilities.h"

#include "llvm/Support/SourceMgr.h"

using namespace mlir;

void mlir::compass::registerFromMLIRTranslation(
    llvm::StringRef name, llvm::StringRef description,
    const TranslateFromMLIRFunction &function,
    const DialectRegistrationFunction &dialectRegistration) {
  TranslateRegistration registration(
      name, description,
      [function, dialectRegistration](
          const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
          raw_ostream &output, MLIRContext *context) -> LogicalResult {
        if (!checkNestingDepth(
                *sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID())))
          return failure();
        DialectRegistry registry;
        dialectRegistration(registry);
        context->appendDialectRegistry(registry);
        OwningOpRef<Operation *> op = parseSourceFileForTool(
            sourceMgr, context, /*insertImplicitModule=*/true);
        if (!op || failed(verify(*op)))
          return failure();
        return function(op.get(), output);
      });
}
