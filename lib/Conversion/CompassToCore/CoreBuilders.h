//===- CoreBuilders.h - helpers of -convert-compass-to-core -----*- C++ -*-===//
//
// What the pattern files of the conversion share: calls into the native
// runtime, run-time errors, and facts about the compass-level types the
// patterns convert from.
//
// The patterns build one op per statement, never two inside one call's
// arguments: C++ leaves the order of argument evaluation to the compiler,
// and the IR (and the FileCheck tests) must come out the same from GCC and
// clang.
//
//===----------------------------------------------------------------------===//

#ifndef COMPASS_LIB_CONVERSION_COMPASSTOCORE_COREBUILDERS_H
#define COMPASS_LIB_CONVERSION_COMPASSTOCORE_COREBUILDERS_H

#include "Compass/Conversion/CompassToCore/CompassToCore.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"

#include "mlir/IR/Builders.h"

namespace mlir::compass::core {

/// Calls the runtime function `name` (RuntimeABI.h), declaring it in the
/// module on first use.
ValueRange callRuntime(OpBuilder &builder, Location loc, StringRef name,
                       TypeRange results, ValueRange args);

/// Stops the run with "<loc>: error: <what>" when `condition` (i1) holds.
void failIf(OpBuilder &builder, Location loc, Value condition, StringRef what);

/// Emits the test of `op`'s operand rule (OperandRules.h) on the core
/// values `coreValueOf` gives for its compass-level operands: a bound that
/// fails stops the run with its message (OperandRuleChecks.cpp).
void testOperandRule(OpBuilder &builder, OperandRuleOpInterface op,
                     llvm::function_ref<Value(int n)> coreValueOf);

/// The address of a NUL-terminated copy of `text` (any bytes) in a constant
/// global of the module.
Value getStringAddress(OpBuilder &builder, Location loc, StringRef text);

/// The address of a constant copy of "file:line:col" of `loc`.
Value getLocationText(OpBuilder &builder, Location loc);

/// A stack slot of `count` elements of core type `element`, allocated in the
/// entry block of the function around the insertion point (so a loop does
/// not grow the stack).
Value createStackSlot(OpBuilder &builder, Location loc, Type element,
                      int64_t count = 1);

/// A masked gather of `type` (core) from ptr + offsets[i] elements of its
/// lane type (offsets: i64 lanes); inactive lanes read no memory and are 0.
Value buildGather(OpBuilder &builder, Location loc, VectorType type, Value ptr,
                  Value offsets, Value mask);

/// The lane offsets i * stride of a strided access (i64 lanes; the stride,
/// core, passed its operand rule).
Value strideOffsets(OpBuilder &builder, Location loc, Value stride,
                    unsigned lanes);

/// The lane offsets of a gather or scatter: lane i is index lane first + i
/// of the (core) index vectors read as one sequence, widened by the
/// signedness of `indexType` (their compass-level type).
Value indexOffsets(OpBuilder &builder, Location loc, ValueRange indices,
                   Type indexType, unsigned first, unsigned lanes);

/// The module around the builder's insertion point.
ModuleOp getEnclosingModule(OpBuilder &builder);

/// Sets the insertion point before the end of the module's reset function
/// (native::kResetAllocationsFn, created on first use), which a native run
/// calls before the TECs start.
void setInsertionPointInReset(OpBuilder &builder, Location loc,
                              ModuleOp module);

/// A stack slot holding `value`, for a runtime function that reads it.
Value spillToStack(OpBuilder &builder, Location loc, Value value);

/// True when `type` (a compass-level scalar or vector) has signed integer
/// lanes.
bool isSignedLanes(Type type);

/// The element type of a compass-level scalar or vector.
Type getLaneType(Type type);

/// The bytes (an i32 constant) of one element a DMA moves through `ptr`
/// (a compass pointer): a lane of its pointee.
Value dmaItemBytes(OpBuilder &builder, Location loc, Value ptr);

/// The bytes one element of core type `type` occupies in memory (a pointer
/// variable holds a host address).
uint64_t getStoreBytes(Type type);

/// `index` (a compass-level integer of type `type`, converted to core) as an
/// i64 element offset.
Value indexToOffset(OpBuilder &builder, Location loc, Value index, Type type);

/// ptr + offset elements of core type `element`.
Value offsetPointer(OpBuilder &builder, Location loc, Value ptr, Type element,
                    Value offset);

/// `value` (an integer scalar or vector) widened to `bits`, sign- or
/// zero-extended as `isSigned` says; truncated when narrower.
Value resizeInteger(OpBuilder &builder, Location loc, Value value,
                    unsigned bits, bool isSigned);

/// A constant of core type `type` (scalar or vector) with every lane `value`.
Value integerConstant(OpBuilder &builder, Location loc, Type type,
                      int64_t value);

/// The bit width of the lanes of a core integer scalar or vector.
unsigned laneBits(Type type);

/// What a lane functor computes on: the compass-level types (for signs) and
/// the core values of the lane operands.
struct LaneArgs {
  Type result;
  SmallVector<Type, 2> types;
  SmallVector<Value, 2> values;
};

/// The lanes the simulator leaves undefined in a result of core type
/// `type`: its poison pattern.
Value buildPoison(OpBuilder &builder, Location loc, VectorType type);

/// `value` (core float lanes) with each NaN lane the positive quiet NaN of
/// its type, selected as integers (LLVM may give a float select of NaNs
/// any NaN).
Value canonicalizeNan(OpBuilder &builder, Location loc, Value value);

/// True when `mask` (compass-level) is a constant with every lane active.
bool isAllTrue(Value mask);

/// `type` (a core scalar or vector) with lanes of type `lane`.
Type withLaneType(Type type, Type lane);

/// `value` (an integer scalar or vector) clamped to [low, high], compared
/// as signed.
Value clampSigned(OpBuilder &builder, Location loc, Value value, int64_t low,
                  int64_t high);

/// The smallest and largest value of an integer lane of `bits` bits.
int64_t laneMin(unsigned bits, bool isSigned);
int64_t laneMax(unsigned bits, bool isSigned);

/// Integer `value` (in 64-bit lanes) divided by 2^count, rounded to nearest,
/// ties to even; counts above 40 give 0 (LaneShrRoundFn).
Value buildShiftRightRound(OpBuilder &builder, Location loc, Value value,
                           Value count);

/// Float32 `value` rounded to bfloat16 to nearest even with integer
/// arithmetic, as the simulator's floatToBFloat16 does (NaN made quiet):
/// LLVM may lower a bf16 fptrunc to an instruction that flushes subnormals
/// (x86's vcvtneps2bf16).
Value truncateToBFloat16(OpBuilder &builder, Location loc, Value value);

void populateScalarPatterns(CoreTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateMemoryPatterns(CoreTypeConverter &converter,
                            RewritePatternSet &patterns);
void populateLanePatterns(CoreTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateDmaPatterns(CoreTypeConverter &converter,
                         RewritePatternSet &patterns);
void populatePermutePatterns(CoreTypeConverter &converter,
                             RewritePatternSet &patterns);
void populateMiscPatterns(CoreTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateDotPatterns(CoreTypeConverter &converter,
                         RewritePatternSet &patterns);
void populateCrossLanePatterns(CoreTypeConverter &converter,
                               RewritePatternSet &patterns);
void populateWidthPatterns(CoreTypeConverter &converter,
                           RewritePatternSet &patterns);
void populateConvertPatterns(CoreTypeConverter &converter,
                             RewritePatternSet &patterns);
void populateCheckPatterns(CoreTypeConverter &converter,
                           RewritePatternSet &patterns);
void populateOperandRulePatterns(CoreTypeConverter &converter,
                                 RewritePatternSet &patterns);

} // namespace mlir::compass::core

#endif // COMPASS_LIB_CONVERSION_COMPASSTOCORE_COREBUILDERS_H
