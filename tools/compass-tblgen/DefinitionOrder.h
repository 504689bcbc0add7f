//===- DefinitionOrder.h - records in .td order --------------*- C++ -*-===//
//
// The backends write their tables in definition order, so that a table
// reads as the .td file it comes from (TableGen hands records out by name).
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_TBLGEN_DEFINITIONORDER_H
#define COMPASS_TBLGEN_DEFINITIONORDER_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/TableGen/Record.h"

#include <vector>

/// The definitions deriving from `className`, in definition order.
inline std::vector<const llvm::Record *>
getDefinitionsInOrder(const llvm::RecordKeeper &records,
                      llvm::StringRef className) {
  auto derived = records.getAllDerivedDefinitions(className);
  std::vector<const llvm::Record *> defs(derived.begin(), derived.end());
  llvm::sort(defs, [](const llvm::Record *a, const llvm::Record *b) {
    return a->getID() < b->getID();
  });
  return defs;
}

#endif // COMPASS_TBLGEN_DEFINITIONORDER_H
