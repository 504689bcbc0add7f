//===- MathKind.h - the functions of the Math builtins ----------*- C++ -*-===//
//
// The one-operand functions of the Math family (S.exp … S.exp2; S.pow takes
// two and is named apart): the builtin table names each row's simulator
// functor by its kind (LaneMathFn<MathKind::Exp>), and the native tier names
// the runtime function that computes it (RuntimeABI.h) by the kind's name.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_MATHKIND_H
#define COMPASS_SUPPORT_MATHKIND_H

#include "llvm/ADT/StringRef.h"

namespace mlir::compass {

/// X(kind, name): every one-operand Math function, `name` being its S.*
/// name.
#define COMPASS_MATH_KINDS(X)                                                  \
  X(Exp, exp)                                                                  \
  X(Log, log)                                                                  \
  X(Tanh, tanh)                                                                \
  X(Sin, sin)                                                                  \
  X(Cos, cos)                                                                  \
  X(Rsqrt, rsqrt)                                                              \
  X(Sqrt, sqrt)                                                                \
  X(Floor, floor)                                                              \
  X(Ceil, ceil)                                                                \
  X(Erf, erf)                                                                  \
  X(Exp2, exp2)

enum class MathKind {
#define COMPASS_MATH_KIND_ENUM(KIND, NAME) KIND,
  COMPASS_MATH_KINDS(COMPASS_MATH_KIND_ENUM)
#undef COMPASS_MATH_KIND_ENUM
};

/// The S.* name of `kind`: "exp" … "exp2".
inline llvm::StringRef getMathKindName(MathKind kind) {
  switch (kind) {
#define COMPASS_MATH_KIND_NAME(KIND, NAME)                                     \
  case MathKind::KIND:                                                         \
    return #NAME;
    COMPASS_MATH_KINDS(COMPASS_MATH_KIND_NAME)
#undef COMPASS_MATH_KIND_NAME
  }
  return "";
}

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_MATHKIND_H
