//===- Translation.h - translations of a checked input ---------*- C++ -*-===//
//
// mlir-translate's TranslateFromMLIRRegistration parses the input itself;
// this one checks the input's nesting first (Nesting.h), then parses,
// verifies and translates as it does.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_TRANSLATION_H
#define COMPASS_SUPPORT_TRANSLATION_H

#include "mlir/Tools/mlir-translate/Translation.h"

namespace mlir::compass {

/// Registers the translation `name` of a parsed and verified module (always
/// wrapped in an implicit module, as mlir-translate does by default).
void registerFromMLIRTranslation(
    llvm::StringRef name, llvm::StringRef description,
    const TranslateFromMLIRFunction &function,
    const DialectRegistrationFunction &dialectRegistration);

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_TRANSLATION_H
