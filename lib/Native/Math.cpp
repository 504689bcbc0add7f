//===- Math.cpp - the Math builtins of a native run ---------------------===//
//
// compass_rt_math_<function>_<lane type>: S.exp … S.exp2 and S.pow on every
// lane of a native vector, each lane computed and rounded by
// Compass/Support/MathFunctions.h exactly as the simulator's LaneMathFn /
// LanePowFn compute it, and stored as the simulator stores a lane
// (Compass/Support/FloatBits.h), so the two engines agree bit for bit. The
// kernel selects the active lanes afterwards.
//
//===----------------------------------------------------------------------===//

#include "Compass/Native/NativeKernel.h"
#include "Compass/Native/RuntimeABI.h"
#include "Compass/Support/FloatBits.h"
#include "Compass/Support/MathFunctions.h"

#include <cstring>

using namespace mlir;
using namespace mlir::compass;

namespace {
/// How lanes of a float lane type are read and written.
template <ElementKind Lane>
struct LaneBits {
  using Storage = std::conditional_t<Lane == ElementKind::F32, float, uint16_t>;
  static constexpr unsigned kLanes = 32 / sizeof(Storage);

  static float load(Storage value) {
    if constexpr (Lane == ElementKind::F16)
      return halfToFloat(value);
    else if constexpr (Lane == ElementKind::BF16)
      return bfloat16ToFloat(value);
    else
      return value;
  }
  static Storage store(float value) {
    if constexpr (Lane == ElementKind::F16)
      return floatToHalf(value);
    else if constexpr (Lane == ElementKind::BF16)
      return floatToBFloat16(value);
    else
      return value;
  }
};

template <MathKind Kind, ElementKind Lane>
void computeMathVector(const void *x, void *result) {
  using Bits = LaneBits<Lane>;
  typename Bits::Storage in[Bits::kLanes], out[Bits::kLanes];
  std::memcpy(in, x, sizeof(in));
  for (unsigned i = 0; i < Bits::kLanes; ++i)
    out[i] = Bits::store(
        roundMathLane<Lane>(computeMathLane<Kind>(Bits::load(in[i]))));
  std::memcpy(result, out, sizeof(out));
}

template <ElementKind Lane>
void computePowVector(const void *x, const void *y, void *result) {
  using Bits = LaneBits<Lane>;
  typename Bits::Storage a[Bits::kLanes], b[Bits::kLanes], out[Bits::kLanes];
  std::memcpy(a, x, sizeof(a));
  std::memcpy(b, y, sizeof(b));
  for (unsigned i = 0; i < Bits::kLanes; ++i)
    out[i] = Bits::store(roundMathLane<Lane>(
        computePowLane(Bits::load(a[i]), Bits::load(b[i]))));
  std::memcpy(result, out, sizeof(out));
}

template <ElementKind Lane>
void registerLaneType(function_ref<void(StringRef, void *)> callback) {
#define COMPASS_MATH_SYMBOL(KIND, NAME)                                        \
  callback(native::getMathFnName(#NAME, Lane),                                 \
           reinterpret_cast<void *>(&computeMathVector<MathKind::KIND, Lane>));
  COMPASS_MATH_KINDS(COMPASS_MATH_SYMBOL)
#undef COMPASS_MATH_SYMBOL
  callback(native::getMathFnName("pow", Lane),
           reinterpret_cast<void *>(&computePowVector<Lane>));
}
} // namespace

/// LLVM's float to bfloat16 libcall, which the JIT calls where a bfloat16
/// kept as a float goes back to memory (NativeKernel.cpp leaves the host's
/// own instruction out: it flushes denormals). Rounds to nearest even, keeps
/// NaNs quiet; returns the bits in the float's low half, where the x86-64
/// ABI passes a bfloat16.
static float truncateToBFloat16(float value) {
  return bitsToFloat(floatToBFloat16(value));
}

void mlir::compass::native::forEachMathSymbol(
    function_ref<void(StringRef, void *)> callback) {
  callback("__truncsfbf2", reinterpret_cast<void *>(&truncateToBFloat16));
  registerLaneType<ElementKind::F32>(callback);
  registerLaneType<ElementKind::F16>(callback);
  registerLaneType<ElementKind::BF16>(callback);
}
