//===- Locations.h - a location as run-time errors name it ------*- C++ -*-===//
//
// "file:line:col": how the simulator, the native runtime and the Python
// diagnostics name where an operation stands.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_LOCATIONS_H
#define COMPASS_SUPPORT_LOCATIONS_H

#include "mlir/IR/Location.h"

#include <string>

namespace mlir::compass {

/// "file:line:col" of the first FileLineColLoc inside `loc` (looking through
/// NameLoc, CallSiteLoc and FusedLoc), or the printed location.
std::string formatLocation(Location loc);

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_LOCATIONS_H
