//===- Poison.h - the bytes of undefined lanes ------------------*- C++ -*-===//
//
// A lane-wise builtin without `r` leaves its inactive lanes undefined; the
// simulator and the native tier both fill them from this pattern, so that a
// kernel that reads them gets the same (visibly arbitrary) bits on both.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_SUPPORT_POISON_H
#define COMPASS_SUPPORT_POISON_H

#include <cstdint>

namespace mlir::compass {

/// The low bytes of 32 steps of xorshift32 (13, 17, 5) from 0x2545F491:
/// byte k of a 256-bit register's undefined lanes.
inline constexpr uint8_t kPoisonPattern[32] = {
    0x3a, 0xab, 0xac, 0x26, 0xaf, 0x23, 0x1a, 0x71, 0x6c, 0x91, 0x5d,
    0x31, 0x18, 0x3e, 0xbc, 0xd2, 0xef, 0x51, 0x22, 0x9d, 0x72, 0x4f,
    0xdb, 0xd9, 0x6f, 0x39, 0x6e, 0xae, 0x2b, 0xc8, 0x22, 0x2f};

} // namespace mlir::compass

#endif // COMPASS_SUPPORT_POISON_H
