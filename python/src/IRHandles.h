//===- IRHandles.h - MLIR objects shared by the bindings ---------*- C++
//-*-===//
//
// The Python-visible owner of an MLIR module. Every binding file that takes a
// module from Python (passes, translation, simulator) receives a PyModule.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_PYTHON_SRC_IRHANDLES_H
#define COMPASS_PYTHON_SRC_IRHANDLES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include <memory>

namespace compass::python {

/// A module and the context that owns it. The context is shared so that a
/// module stays valid while any Python object refers to it.
struct PyModule {
  std::shared_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

/// Creates a context with every Compass dialect loaded.
std::shared_ptr<mlir::MLIRContext> createContext();

} // namespace compass::python

#endif // COMPASS_PYTHON_SRC_IRHANDLES_H
