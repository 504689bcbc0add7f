//===- TIRToCompass.cpp - tir to hardware-native compass IR ---------------===//
//
// Lowers the generic `tir.intrin` calls of the front end to compass builtins
// and legalizes vectors of any width to hardware-native ones.
//
// A builtin's lowering is one row of `kIntrinsicLowerings`: the S.* name,
// its operand count and how to build the compass operation for one native
// piece. Every call is lowered piecewise: a vector of L lanes whose native
// vector has N lanes becomes ceil(L / N) native vectors (the last one
// padded), its mask and `r` are split alike and scalar operands are shared
// by all pieces. Masks the user left out become constant masks enabling the
// real lanes of each piece; memory accesses never enable padding lanes.
//
// The type converter does the splitting (1:N); MaskLayout decides how masks
// are split, as they carry no element type. The patterns for the other
// operations touching split values live in WidthPatterns.cpp.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "VectorPieces.h"

#include "Compass/Conversion/Passes.h"
#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringSwitch.h"

namespace mlir::compass {
#define GEN_PASS_DEF_CONVERTTIRTOCOMPASS
#include "Compass/Conversion/Passes.h.inc"
} // namespace mlir::compass

using namespace mlir;
using namespace mlir::compass;

//===----------------------------------------------------------------------===//
// Type converter
//===----------------------------------------------------------------------===//

/// Appends the pieces of a mask of `lanes` lanes cut into `pieceLanes`.
static void splitMask(MLIRContext *context, unsigned lanes, unsigned pieceLanes,
                      SmallVectorImpl<Type> &results) {
  results.append(getNumPieces(lanes, pieceLanes),
                 MaskType::get(context, pieceLanes));
}

/// Converts what a variable may hold (everything but a variable) by type.
/// Vectors the hardware cannot hold in any form stay as they are (the pass
/// rejects them up front).
static void convertHeldType(Type type, SmallVectorImpl<Type> &results) {
  if (auto vector = dyn_cast<VectorType>(type);
      vector && isLegalizableVector(vector)) {
    unsigned pieceLanes = getNativeLanes(vector.getElementType());
    results.append(getNumPieces(vector.getNumElements(), pieceLanes),
                   VectorType::get({pieceLanes}, vector.getElementType()));
    return;
  }
  if (auto mask = dyn_cast<MaskType>(type)) {
    splitMask(type.getContext(), mask.getLanes(),
              getDefaultMaskPieceLanes(mask.getLanes()), results);
    return;
  }
  if (auto ptr = dyn_cast<PtrType>(type)) {
    // Pointers to virtual vectors become pointers to their elements.
    if (isVirtualVector(ptr.getPointee()))
      type = PtrType::get(type.getContext(),
                          cast<VectorType>(ptr.getPointee()).getElementType(),
                          ptr.getSpace());
  }
  results.push_back(type);
}

TIRToCompassTypeConverter::TIRToCompassTypeConverter(const MaskLayout *layout) {
  addConversion([](Type type) { return type; });
  addConversion(
      [](Type type,
         SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        if (!isa<VectorType, MaskType, PtrType>(type))
          return std::nullopt;
        convertHeldType(type, results);
        return success();
      });
  addConversion(
      [](tir::VarType type,
         SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        SmallVector<Type> held;
        convertHeldType(type.getElementType(), held);
        for (Type piece : held)
          results.push_back(tir::VarType::get(type.getContext(), piece));
        return success();
      });
  if (!layout)
    return;
  // Masks and mask variables of the analyzed module split as the layout
  // says. Added last so that it is tried first.
  addConversion([layout](Value value, SmallVectorImpl<Type> &results)
                    -> std::optional<LogicalResult> {
    unsigned pieceLanes = layout->getPieceLanes(value);
    if (!pieceLanes)
      return std::nullopt;
    auto var = dyn_cast<tir::VarType>(value.getType());
    auto mask = cast<MaskType>(var ? var.getElementType() : value.getType());
    SmallVector<Type> pieces;
    splitMask(value.getContext(), mask.getLanes(), pieceLanes, pieces);
    for (Type piece : pieces)
      results.push_back(var ? tir::VarType::get(value.getContext(), piece)
                            : piece);
    return success();
  });
}

//===----------------------------------------------------------------------===//
// Intrinsic lowerings
//===----------------------------------------------------------------------===//

namespace {
/// One native piece of an intrinsic call being lowered.
struct IntrinsicPiece {
  IntrinsicPiece(OpBuilder &builder, Location loc, unsigned index,
                 unsigned count, unsigned pieceLanes, unsigned realLanes)
      : builder(builder), loc(loc), index(index), count(count),
        pieceLanes(pieceLanes), realLanes(realLanes) {}

  OpBuilder &builder;
  Location loc;
  /// The piece's arguments; scalars and pointers are the same in all pieces.
  SmallVector<Value> args;
  /// Rows whose pieces do not line up (conversions): the call.
  tir::IntrinOp call;
  /// Every piece of every argument, for builtins whose piece reads other
  /// pieces than its own (conversions, pairwise builtins, reductions).
  SmallVector<ValueRange> argPieces;
  /// The piece of the user's mask, or null.
  Value userMask;
  /// Every piece of the user's mask (empty without one).
  ValueRange userMasks;
  /// The piece of `r`, or null.
  Value r;
  /// The piece's result type, or null.
  Type resultType;
  /// Off vectors: every result type of the call (S.asm has several).
  SmallVector<Type> resultTypes;
  /// Which piece this is, of how many, with how many lanes of which the
  /// first `realLanes` are not padding.
  unsigned index;
  unsigned count;
  unsigned pieceLanes;
  unsigned realLanes;
  /// The lanes of the whole call.
  unsigned totalLanes = 0;

  /// The mask of a lane-wise piece: the user's, else the real lanes.
  Value getMask() const {
    return userMask ? userMask
                    : buildPrefixMask(builder, loc, pieceLanes, realLanes);
  }
  /// The mask of a memory access: the user's, limited to the real lanes.
  Value getAccessMask() const {
    return buildAccessMask(builder, loc, userMask, pieceLanes, realLanes);
  }
  /// Pointer argument `arg` moved to this piece's first element.
  Value getAddress(unsigned arg, VectorType vector) const {
    return buildPieceAddress(builder, loc, args[arg], vector.getElementType(),
                             vector, int64_t(index) * pieceLanes);
  }
};

/// Builds the compass operation for one piece of an intrinsic call; returns
/// its result or null.
using IntrinsicBuilder = Value (*)(const IntrinsicPiece &);

struct IntrinsicLowering {
  StringLiteral name;
  unsigned numArgs;
  bool hasResult;
  /// Whether the builtin keeps inactive lanes from an `r` operand.
  bool takesR;
  /// Whether it works on vectors (cut into native pieces); builtins of
  /// scalars and pointers only are one piece.
  bool onVectors;
  /// Whether it takes `numArgs` or more arguments (and, off vectors, any
  /// number of results), its native vectors as they are (the Misc family).
  bool variadic;
  /// Whether the pieces of its operands and result line up; if not, the
  /// builder makes each result piece from `argPieces`, and `numArgs` is the
  /// most arguments a call may have.
  bool alignedPieces;
  /// Whether its result has the lanes and lane width of its operands.
  bool sameLanes;
  /// Whether its vectors and masks share one lane count and lane width
  /// (not so for widening and narrowing builtins, whose native pieces still
  /// correspond one to one).
  bool sameLaneShape;
  IntrinsicBuilder build;
};
} // namespace

// The piece builders the builtin table names (CompassBuiltinTable.inc).

template <typename OpTy>
static Value buildLaneBinary(const IntrinsicPiece &p) {
  return OpTy::create(p.builder, p.loc, p.resultType, p.args[0], p.args[1],
                      p.getMask(), p.r);
}

template <typename OpTy>
static Value buildLaneUnary(const IntrinsicPiece &p) {
  return OpTy::create(p.builder, p.loc, p.resultType, p.args[0], p.getMask(),
                      p.r);
}

/// Narrowing builtins have no r: their inactive lanes are 0.
template <typename OpTy>
static Value buildNarrowing(const IntrinsicPiece &p) {
  return OpTy::create(p.builder, p.loc, p.resultType, p.args[0], p.args[1],
                      p.getMask());
}

/// Bitwise builtins work on integer vectors and, without a mask, on masks.
template <typename VectorOpTy, typename MaskOpTy>
static Value buildBitwise(const IntrinsicPiece &p) {
  if (isa<MaskType>(p.args[0].getType()))
    return MaskOpTy::create(p.builder, p.loc, p.args[0], p.args[1]);
  return buildLaneBinary<VectorOpTy>(p);
}

template <typename VectorOpTy, typename MaskOpTy>
static Value buildBitwiseNot(const IntrinsicPiece &p) {
  if (isa<MaskType>(p.args[0].getType()))
    return MaskOpTy::create(p.builder, p.loc, p.args[0]);
  return buildLaneUnary<VectorOpTy>(p);
}

static Value buildVLoad(const IntrinsicPiece &p) {
  auto vector = cast<VectorType>(p.resultType);
  Value address = p.getAddress(0, vector);
  return VLoadOp::create(p.builder, p.loc, vector, address, p.getAccessMask());
}

static Value buildVStore(const IntrinsicPiece &p) {
  auto vector = cast<VectorType>(p.args[0].getType());
  Value address = p.getAddress(1, vector);
  VStoreOp::create(p.builder, p.loc, p.args[0], address, p.getAccessMask());
  return {};
}

template <CmpPredicate predicate>
static Value buildCompare(const IntrinsicPiece &p) {
  return VCmpOp::create(p.builder, p.loc, predicate, p.args[0], p.args[1],
                        p.getMask());
}

/// clip(x, lo, hi): two compares under the user's mask and two selects, so
/// inactive lanes keep x and a NaN lane (no compare holds) stays NaN.
static Value buildClip(const IntrinsicPiece &p) {
  Value x = p.args[0], low = p.args[1], high = p.args[2];
  Value below = VCmpOp::create(p.builder, p.loc, CmpPredicate::lt, x, low,
                               p.getMask());
  Value raised = VSelOp::create(p.builder, p.loc, low, x, below);
  Value above = VCmpOp::create(p.builder, p.loc, CmpPredicate::gt, x, high,
                               p.getMask());
  return VSelOp::create(p.builder, p.loc, high, raised, above);
}

/// A Dot-family builtin on one piece. Grouped ones (vdot, vdpa, …) take
/// hardware-native or multiple-width vectors only, so every piece is whole;
/// their mask has the lanes of x (or of acc when one lane of a group is
/// picked), not of the result.
template <typename OpTy>
static Value buildDot(const IntrinsicPiece &p) {
  Value mask;
  if (OpTy::kGroup > 1 && !p.userMask) {
    Value follows = p.args[OpTy::kPick >= 0 ? 0 : p.args.size() - 2];
    mask = ConstMaskOp::create(p.builder, p.loc, getLanes(follows.getType()),
                               /*allTrue=*/true);
  } else {
    mask = p.getMask();
  }
  if constexpr (OpTy::kAccumulates)
    return OpTy::create(p.builder, p.loc, p.resultType, p.args[0], p.args[1],
                        p.args[2], mask);
  else
    return OpTy::create(p.builder, p.loc, p.resultType, p.args[0], p.args[1],
                        mask);
}

/// vmml / vmma: x and y are native, the pointer as converted.
template <typename OpTy>
static Value buildMatMul(const IntrinsicPiece &p) {
  OpTy::create(p.builder, p.loc, p.args[0], p.args[1], p.args[2]);
  return {};
}

static Value buildVSel(const IntrinsicPiece &p) {
  return VSelOp::create(p.builder, p.loc, p.args[0], p.args[1], p.getMask());
}

static Value buildVBcast(const IntrinsicPiece &p) {
  return VBcastOp::create(p.builder, p.loc, p.resultType, p.args[0]);
}

static Value buildDmaCopy(const IntrinsicPiece &p) {
  DmaCopyOp::create(p.builder, p.loc, p.args[0], p.args[1], p.args[2],
                    p.args[3], p.args[4], p.args[5]);
  return {};
}

//===----------------------------------------------------------------------===//
// Miscellaneous builtins (the Misc family)
//===----------------------------------------------------------------------===//

/// A Misc operation of the call's operands, no result (S.perf_tick_*,
/// S.aiff).
template <typename OpTy>
static Value buildMiscOp(const IntrinsicPiece &p) {
  OpTy::create(p.builder, p.loc, TypeRange(), p.args);
  return {};
}

/// S.printf: the format is the call's `format` attribute.
static Value buildPrintf(const IntrinsicPiece &p) {
  auto format = p.call->getAttrOfType<StringAttr>("format");
  PrintfOp::create(p.builder, p.loc,
                   format ? format : p.builder.getStringAttr(""), p.args);
  return {};
}

/// S.asm: its strings are attributes of the call; the results, the
/// outputs' new values.
static Value buildAsm(const IntrinsicPiece &p) {
  Operation *call = p.call;
  auto str = [&](StringRef name) {
    auto attr = call->getAttrOfType<StringAttr>(name);
    return attr ? attr : p.builder.getStringAttr("");
  };
  auto list = [&](StringRef name) {
    auto attr = call->getAttrOfType<ArrayAttr>(name);
    return attr ? attr : p.builder.getStrArrayAttr({});
  };
  auto op = AsmOp::create(p.builder, p.loc, p.resultTypes, str("template"),
                          str("qualifier"), list("output_names"),
                          list("output_constraints"), list("input_names"),
                          list("input_constraints"), list("clobbers"), p.args);
  return op->getNumResults() ? op->getResult(0) : Value();
}

// Events and asynchronous DMA.

static Value buildAllocEvent(const IntrinsicPiece &p) {
  return AllocEventOp::create(p.builder, p.loc,
                              EventType::get(p.builder.getContext()));
}

/// wait_events / free_events: the events as they are.
template <typename OpTy>
static Value buildEventSet(const IntrinsicPiece &p) {
  OpTy::create(p.builder, p.loc, p.args);
  return {};
}

static Value buildAsyncDmaCopy(const IntrinsicPiece &p) {
  AsyncDmaCopyOp::create(p.builder, p.loc, p.args[0], p.args[1], p.args[2],
                         p.args[3], p.args[4], p.args[5], p.args[6]);
  return {};
}

//--- Memory II: strided and indexed accesses, DMA fill, transpose, upsample --

/// Pointer argument `arg` moved to piece p's first element of a strided
/// access: index * pieceLanes * stride elements on.
static Value getStridedAddress(const IntrinsicPiece &p, unsigned arg,
                               VectorType vector, Value stride) {
  Value base = buildPieceAddress(p.builder, p.loc, p.args[arg],
                                 vector.getElementType(), vector, 0);
  if (p.index == 0)
    return base;
  if (cast<PtrType>(base.getType()).getPointee() != vector.getElementType())
    base = tir::PtrCastOp::create(
        p.builder, p.loc,
        PtrType::get(p.builder.getContext(), vector.getElementType(),
                     cast<PtrType>(base.getType()).getSpace()),
        base);
  Value lanes = buildIntConst(p.builder, p.loc, stride.getType(),
                              int64_t(p.index) * p.pieceLanes);
  Value count = tir::MulOp::create(p.builder, p.loc, stride, lanes);
  return tir::PtrOffsetOp::create(p.builder, p.loc, base, count);
}

static Value buildVLoadStride(const IntrinsicPiece &p) {
  auto vector = cast<VectorType>(p.resultType);
  Value address = getStridedAddress(p, 0, vector, p.args[1]);
  return VLoadStrideOp::create(p.builder, p.loc, vector, address, p.args[1],
                               p.getAccessMask());
}

static Value buildVStoreStride(const IntrinsicPiece &p) {
  auto vector = cast<VectorType>(p.args[0].getType());
  Value address = getStridedAddress(p, 1, vector, p.args[2]);
  VStoreStrideOp::create(p.builder, p.loc, p.args[0], address, p.args[2],
                         p.getAccessMask());
  return {};
}

/// The index pieces of piece p of a gather or scatter and the lane of the
/// first of them its lane 0 reads: one 16-lane piece serves two pieces of
/// 32-bit lanes, a piece of 8-bit lanes reads two (the second repeats the
/// last when the call's lanes end in the first).
static std::pair<SmallVector<Value, 2>, int32_t>
getIndexPieces(const IntrinsicPiece &p, unsigned arg) {
  ValueRange pieces = p.argPieces[arg];
  unsigned indexLanes = getLanes(pieces.front().getType());
  unsigned first = p.index * p.pieceLanes;
  unsigned k = first / indexLanes;
  SmallVector<Value, 2> chosen{pieces[k]};
  if (p.pieceLanes > indexLanes)
    chosen.push_back(pieces[std::min<size_t>(k + 1, pieces.size() - 1)]);
  return {chosen, int32_t(first % indexLanes)};
}

/// The base of every piece of a gather or scatter: the pointer itself (the
/// indices count from it), as a pointer to the elements.
static Value getIndexBase(const IntrinsicPiece &p, unsigned arg,
                          VectorType vector) {
  return buildPieceAddress(p.builder, p.loc, p.args[arg],
                           vector.getElementType(), vector, 0);
}

static Value buildVLoadGather(const IntrinsicPiece &p) {
  auto vector = cast<VectorType>(p.resultType);
  Value address = getIndexBase(p, 0, vector);
  auto [indices, first] = getIndexPieces(p, 1);
  return VLoadGatherOp::create(p.builder, p.loc, vector, address, indices,
                               first, p.getAccessMask());
}

static Value buildVStoreScatter(const IntrinsicPiece &p) {
  auto vector = cast<VectorType>(p.args[0].getType());
  Value address = getIndexBase(p, 1, vector);
  auto [indices, first] = getIndexPieces(p, 2);
  VStoreScatterOp::create(p.builder, p.loc, p.args[0], address, indices,
                          first, p.getAccessMask());
  return {};
}

static Value buildDmaMemset(const IntrinsicPiece &p) {
  DmaMemsetOp::create(p.builder, p.loc, p.args[0], p.args[1], p.args[2]);
  return {};
}

static Value buildDmaTranspose2d(const IntrinsicPiece &p) {
  auto op = DmaTranspose2dOp::create(p.builder, p.loc, p.args[0], p.args[1],
                                     p.args[2], p.args[3], p.args[4],
                                     p.args[5]);
  op.setDstStrideGiven(p.call->hasAttr("dst_stride_given"));
  op.setSrcStrideGiven(p.call->hasAttr("src_stride_given"));
  return {};
}

static Value buildDmaUpsample(const IntrinsicPiece &p) {
  DmaUpsampleOp::create(p.builder, p.loc, p.args[0], p.args[1], p.args[2],
                        p.args[3], p.args[4], p.args[5], p.args[6], p.args[7],
                        p.args[8]);
  return {};
}

static Value buildFlushCache(const IntrinsicPiece &p) {
  FlushCacheOp::create(p.builder, p.loc, p.call->hasAttr("invalidate"));
  return {};
}

static Value buildTailMask(const IntrinsicPiece &p) {
  return buildTailMaskPiece(p.builder, p.loc, p.args[0],
                            cast<MaskType>(p.resultType), p.index, p.count);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// The lane selection of S.cast's `part` on a native input of `lanes`
/// lanes: (offset, stride).
static std::pair<unsigned, unsigned> getPartSelection(StringRef part,
                                                      unsigned lanes) {
  return llvm::StringSwitch<std::pair<unsigned, unsigned>>(part)
      .Case("high", {lanes / 2, 1})
      .Case("even", {0, 2})
      .Case("odd", {1, 2})
      .Case("lh", {lanes / 4, 1})
      .Case("hl", {lanes / 2, 1})
      .Case("hh", {3 * lanes / 4, 1})
      .Default({0, 1}); // all, low, ll
}

/// S.cast: result piece p of a vector x holds the lanes [p·N, p·N + N) of x
/// converted (N the result's native lanes): one piece of x when the result
/// lanes are as wide or wider, the r = N / N_x pieces p·r … p·r + r - 1 when
/// they are narrower. A `part` other than "all" (native x) selects half or
/// quarter of x; a tuple of native vectors is read as one sequence. Lanes
/// beyond the inputs wrap around (upstream's narrowing of a native vector to
/// more lanes repeats it).
static Value buildConvert(const IntrinsicPiece &p) {
  tir::IntrinOp call = p.call;
  auto source = cast<VectorType>(call.getArgs().front().getType());
  unsigned inLanes = getNativeLanes(source.getElementType());
  StringRef part = "all";
  if (auto attr = call->getAttrOfType<StringAttr>("part"))
    part = attr.getValue();
  bool saturate = call->hasAttr("saturate");
  SmallVector<Value> inputs;
  unsigned offset = 0, stride = 1;
  if (p.argPieces.size() > 1) {
    for (ValueRange arg : p.argPieces)
      inputs.push_back(arg.front());
  } else if (part != "all") {
    inputs.push_back(p.argPieces.front().front());
    std::tie(offset, stride) = getPartSelection(part, inLanes);
  } else {
    ValueRange pieces = p.argPieces.front();
    unsigned first = p.index * p.pieceLanes;
    if (p.pieceLanes <= inLanes) {
      inputs.push_back(pieces[first / inLanes]);
      offset = first % inLanes;
    } else {
      unsigned ratio = p.pieceLanes / inLanes;
      for (unsigned k = p.index * ratio;
           k < std::min<unsigned>(pieces.size(), p.index * ratio + ratio); ++k)
        inputs.push_back(pieces[k]);
    }
  }
  return VCvtOp::create(p.builder, p.loc, p.resultType, inputs, offset, stride,
                        saturate);
}

/// S.vxtl / S.vxth: the low or high half of a native vector, extended.
template <bool High>
static Value buildExtendHalf(const IntrinsicPiece &p) {
  Value input = p.argPieces.front().front();
  unsigned lanes = getLanes(input.getType());
  return VCvtOp::create(p.builder, p.loc, p.resultType, ValueRange{input},
                        High ? lanes / 2 : 0, 1, false);
}

/// S.reinterpret: piece p of the result is the bits of piece p of x (both
/// are whole registers; the front end refuses flexible widths).
static Value buildBitcast(const IntrinsicPiece &p) {
  return VBitcastOp::create(p.builder, p.loc, p.resultType,
                            p.argPieces.front()[p.index]);
}

//--- Pairwise builtins (S.vaddh, S.vsubh, S.vmaxh, S.vminh) -------------------

/// Piece j of a pairwise builtin on k pieces is the builtin on pieces 2j and
/// 2j + 1 of x ++ y: the pairs of x fill the low half of the whole result
/// and those of y the high half, as on one native vector.
template <typename OpTy>
static Value buildPairwise(const IntrinsicPiece &p) {
  auto source = [&](unsigned k) {
    return k < p.count ? p.argPieces[0][k] : p.argPieces[1][k - p.count];
  };
  return OpTy::create(p.builder, p.loc, p.resultType, source(2 * p.index),
                      source(2 * p.index + 1));
}

//--- Whole-mask tests (S.vall, S.vany) ----------------------------------------

/// Tests every piece of the mask, its padding lanes set for vall (they must
/// not fail it) and clear for vany (they must not pass it), and joins the
/// answers with tir.and / tir.or.
template <typename OpTy>
static Value buildMaskTest(const IntrinsicPiece &p) {
  OpBuilder &b = p.builder;
  Type boolType = b.getI1Type();
  Value result;
  for (auto [index, mask] : llvm::enumerate(p.argPieces[0])) {
    unsigned lanes = cast<MaskType>(mask.getType()).getLanes();
    unsigned real = getRealLanes(p.totalLanes, lanes, index);
    Value tested = mask;
    if (real < lanes) {
      Value prefix = buildPrefixMask(b, p.loc, lanes, real);
      tested = OpTy::kIsAll
                   ? MaskOrOp::create(b, p.loc, mask,
                                      MaskNotOp::create(b, p.loc, prefix))
                         .getResult()
                   : MaskAndOp::create(b, p.loc, mask, prefix).getResult();
    }
    Value test = OpTy::create(b, p.loc, boolType, tested);
    if (!result)
      result = test;
    else if (OpTy::kIsAll)
      result = tir::AndOp::create(b, p.loc, boolType, result, test);
    else
      result = tir::OrOp::create(b, p.loc, boolType, result, test);
  }
  return result;
}

//--- Float classes (S.isnan, S.isinf, S.isfinite) -----------------------------

/// x - x under the piece's mask: 0 for a finite x, NaN for an infinity or a
/// NaN.
static Value buildSelfDifference(const IntrinsicPiece &p) {
  Value x = p.args[0];
  return VSubOp::create(p.builder, p.loc, x.getType(), x, x, p.getMask(),
                        Value());
}

/// Only a NaN differs from itself.
static Value buildIsNan(const IntrinsicPiece &p) {
  Value x = p.args[0];
  return VCmpOp::create(p.builder, p.loc, CmpPredicate::ne, x, x,
                        p.getMask());
}

/// Not a NaN, and x - x is NaN.
static Value buildIsInf(const IntrinsicPiece &p) {
  Value x = p.args[0];
  Value number =
      VCmpOp::create(p.builder, p.loc, CmpPredicate::eq, x, x, p.getMask());
  Value difference = buildSelfDifference(p);
  Value unbounded = VCmpOp::create(p.builder, p.loc, CmpPredicate::ne,
                                   difference, difference, p.getMask());
  return MaskAndOp::create(p.builder, p.loc, number, unbounded);
}

/// x - x is a number (0).
static Value buildIsFinite(const IntrinsicPiece &p) {
  Value difference = buildSelfDifference(p);
  return VCmpOp::create(p.builder, p.loc, CmpPredicate::eq, difference,
                        difference, p.getMask());
}

//--- Reductions (S.vrpadd, S.vrpmax, S.vrpmin) --------------------------------

/// The mask of piece `k` of a reduction: the user's, else its real lanes.
static Value getPieceMask(const IntrinsicPiece &p, unsigned k) {
  if (!p.userMasks.empty())
    return p.userMasks[k];
  return buildPrefixMask(p.builder, p.loc, p.pieceLanes,
                         getRealLanes(p.totalLanes, p.pieceLanes, k));
}

/// A reduction of one native vector (the front end refuses wider ones).
template <typename OpTy>
static Value buildNativeReduce(const IntrinsicPiece &p) {
  return OpTy::create(p.builder, p.loc, p.resultType, p.args[0], p.getMask());
}

/// A sum: every piece sums its own lanes; lane 0 of piece 0 becomes the sum
/// of every piece's lane 0, in piece order (the other lanes stay undefined).
template <typename OpTy>
static Value buildSum(const IntrinsicPiece &p) {
  Value own = buildNativeReduce<OpTy>(p);
  if (p.index != 0 || p.count == 1)
    return own;
  OpBuilder &b = p.builder;
  Type element = cast<VectorType>(p.resultType).getElementType();
  Value lane0 = buildIntConst(b, p.loc, b.getIntegerType(32, true), 0);
  Value total = tir::ExtractOp::create(b, p.loc, element, own, lane0);
  for (unsigned k = 1; k < p.count; ++k) {
    Value sum = OpTy::create(b, p.loc, p.resultType, p.argPieces[0][k],
                             getPieceMask(p, k));
    total = tir::AddOp::create(
        b, p.loc, element, total,
        tir::ExtractOp::create(b, p.loc, element, sum, lane0));
  }
  return tir::InsertOp::create(b, p.loc, p.resultType, total, own, lane0);
}

//--- Permutations (S.vconcat, S.vzip, S.vrevs, ..., S.vtbl, S.vcompt) ---------

/// A Permute-family builtin: result lane k is lane indices[k] of the call's
/// vector arguments read as one sequence (`indices`, an attribute of the
/// call, written by the front end); a scalar last argument rotates that
/// sequence at run time (a native argument only). Each piece reads lanes of
/// a few argument pieces: one compass.vperm takes two of them and the
/// others are merged in one at a time; a piece that is one argument piece
/// unmoved is that piece.
static Value buildPermute(const IntrinsicPiece &p) {
  OpBuilder &b = p.builder;
  tir::IntrinOp call = p.call;
  ArrayRef<int32_t> indices =
      call->getAttrOfType<DenseI32ArrayAttr>("indices").asArrayRef();
  unsigned lanes = p.pieceLanes;
  SmallVector<int64_t> argLanes;
  Value shift;
  for (auto [k, arg] : llvm::enumerate(call.getArgs())) {
    if (auto vector = dyn_cast<VectorType>(arg.getType()))
      argLanes.push_back(vector.getNumElements());
    else
      shift = p.argPieces[k].front();
  }
  // The argument pieces read, in order of first use, and what each real
  // lane reads: which of them, which lane.
  SmallVector<std::pair<unsigned, unsigned>> sources;
  SmallVector<int> which(lanes, -1);
  SmallVector<int32_t> lane(lanes, 0);
  for (unsigned i = 0; i < p.realLanes; ++i) {
    int64_t global = indices[p.index * lanes + i];
    unsigned arg = 0;
    while (global >= argLanes[arg])
      global -= argLanes[arg++];
    std::pair<unsigned, unsigned> source{arg, unsigned(global / lanes)};
    auto *it = llvm::find(sources, source);
    which[i] = it - sources.begin();
    if (it == sources.end())
      sources.push_back(source);
    lane[i] = int32_t(global % lanes);
  }
  auto piece = [&](unsigned k) {
    return p.argPieces[sources[k].first][sources[k].second];
  };
  bool unmoved = !shift && sources.size() == 1;
  for (unsigned i = 0; i < p.realLanes; ++i)
    unmoved &= lane[i] == int32_t(i);
  if (unmoved)
    return piece(0);
  // The first one or two pieces, then one more at a time: lanes of the
  // newcomer are y's (lanes + lane), the others stay where they are.
  SmallVector<int32_t> first(lanes);
  for (unsigned i = 0; i < lanes; ++i)
    first[i] = which[i] == 0 ? lane[i]
               : which[i] == 1 ? int32_t(lanes) + lane[i]
                               : int32_t(i);
  Value y = sources.size() > 1 ? piece(1) : Value();
  Value result = VPermOp::create(b, p.loc, p.resultType, piece(0), y, shift,
                                 b.getDenseI32ArrayAttr(first));
  for (unsigned k = 2; k < sources.size(); ++k) {
    SmallVector<int32_t> merge(lanes);
    for (unsigned i = 0; i < lanes; ++i)
      merge[i] = which[i] == int(k) ? int32_t(lanes) + lane[i] : int32_t(i);
    result = VPermOp::create(b, p.loc, p.resultType, result, piece(k), Value(),
                             b.getDenseI32ArrayAttr(merge));
  }
  return result;
}

/// S.vtbl on native tables and indices: one compass.vtbl.
static Value buildVTbl(const IntrinsicPiece &p) {
  SmallVector<Value> tables;
  for (ValueRange arg : ArrayRef(p.argPieces).drop_back())
    tables.push_back(arg.front());
  return VTblOp::create(p.builder, p.loc, p.resultType, tables,
                        p.argPieces.back().front());
}

/// S.vcompt (x, mask) / S.vcompc (x, y, mask) on native vectors.
static Value buildVCompress(const IntrinsicPiece &p) {
  Value fill = p.args.size() > 1 ? p.args[1] : Value();
  return VCompressOp::create(p.builder, p.loc, p.args[0], p.getMask(), fill);
}

/// Whether `name` is a Permute-family builtin.
static bool isPermute(StringRef name) {
#define COMPASS_PERMUTE(NAME)                                                  \
  if (name == NAME)                                                            \
    return true;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return false;
}

/// Permutations: vector arguments with the result's lane width (a runtime
/// shift last), no mask or r, and `indices` (an array<i32>) naming argument
/// lanes wherever buildPermute lowers the call.
static LogicalResult verifyPermute(tir::IntrinOp op,
                                   const IntrinsicLowering &lowering) {
  auto result = op->getNumResults() == 1
                    ? dyn_cast<VectorType>(op->getResult(0).getType())
                    : VectorType();
  if (!result || !isLegalizableVector(result))
    return op.emitOpError() << "'" << op.getName() << "' returns a vector";
  if (op.getMask() || op.getR())
    return op.emitOpError() << "'" << op.getName() << "' takes no mask or r";
  unsigned bits = getScalarBits(result.getElementType());
  int64_t total = 0;
  for (auto [k, arg] : llvm::enumerate(op.getArgs())) {
    auto vector = dyn_cast<VectorType>(arg.getType());
    if (!vector) {
      if (k + 1 != op.getArgs().size() || isa<MaskType>(arg.getType()))
        return op.emitOpError() << "'" << op.getName()
                                << "' takes vectors and a scalar shift last";
      continue;
    }
    if (!isLegalizableVector(vector) ||
        getScalarBits(vector.getElementType()) != bits)
      return op.emitOpError()
             << "'" << op.getName() << "' moves lanes of " << vector
             << " into " << result << ", which must have one lane width";
    total += vector.getNumElements();
  }
  auto indices = op->getAttrOfType<DenseI32ArrayAttr>("indices");
  if (!indices && lowering.build != buildPermute)
    return success(); // vtbl: its indices are a vector argument
  if (!indices)
    return op.emitOpError() << "'" << op.getName()
                            << "' needs `indices`, an array<i32> of lanes";
  if (int64_t(indices.size()) != result.getNumElements())
    return op.emitOpError() << "'" << op.getName() << "' has "
                            << indices.size() << " indices for " << result;
  for (int32_t index : indices.asArrayRef())
    if (index < 0 || index >= total)
      return op.emitOpError() << "'" << op.getName() << "' has index "
                              << index << " outside its " << total
                              << " argument lanes";
  return success();
}

static const IntrinsicLowering kIntrinsicLowerings[] = {
#define COMPASS_BUILTIN(NAME, NUM_ARGS, HAS_RESULT, TAKES_R, ON_VECTORS,       \
                        VARIADIC, ALIGNED, SAME_LANES, SAME_LANE_SHAPE, ...)   \
  {NAME,     NUM_ARGS, HAS_RESULT, TAKES_R,         ON_VECTORS,                \
   VARIADIC, ALIGNED,  SAME_LANES, SAME_LANE_SHAPE, __VA_ARGS__},
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
};

int mlir::compass::getGroupedDotMaskArg(StringRef name) {
#define COMPASS_DOT(NAME, OP, GROUP, PICK, MASK_ARG)                           \
  if (GROUP > 1 && name == NAME)                                               \
    return MASK_ARG;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return -1;
}

int mlir::compass::getIndexArg(StringRef name) {
#define COMPASS_INDEX_ARG(NAME, ARG)                                           \
  if (name == NAME)                                                            \
    return ARG;
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
  return -1;
}

static SmallVector<Type> getLaneTypes(tir::IntrinOp op);

/// A grouped Dot builtin: its vectors have different lane counts and widths
/// but fill the same registers, and its mask has the lanes of one argument.
static LogicalResult verifyGroupedDot(tir::IntrinOp op, unsigned maskArg) {
  SmallVector<Type> types = getLaneTypes(op);
  auto bits = [](Type type) {
    auto vector = cast<VectorType>(type);
    return uint64_t(vector.getNumElements()) *
           getScalarBits(vector.getElementType());
  };
  for (Type type : types) {
    if (isa<MaskType>(type))
      continue;
    if (!isLegalizableVector(type) || bits(type) % kVectorBits != 0 ||
        bits(type) != bits(types.front()))
      return op.emitOpError()
             << "'" << op.getName()
             << "' needs vectors filling the same whole registers, got "
             << types.front() << " and " << type;
  }
  Value follows = op.getArgs()[maskArg];
  if (Value mask = op.getMask();
      mask && getLanes(mask.getType()) != getLanes(follows.getType()))
    return op.emitOpError() << "'" << op.getName() << "' needs a mask of "
                            << getLanes(follows.getType()) << " lanes, got "
                            << mask.getType();
  return success();
}

static const IntrinsicLowering *lookupIntrinsic(StringRef name) {
  for (const IntrinsicLowering &lowering : kIntrinsicLowerings)
    if (lowering.name == name)
      return &lowering;
  return nullptr;
}

/// The vector and mask types an intrinsic call works on: its result, its
/// arguments, its mask and `r`.
static SmallVector<Type> getLaneTypes(tir::IntrinOp op) {
  SmallVector<Type> types;
  int indexArg = getIndexArg(op.getName());
  Value indices = indexArg >= 0 && unsigned(indexArg) < op.getArgs().size()
                      ? op.getArgs()[indexArg]
                      : Value();
  for (Type type : op->getResultTypes())
    if (isa<VectorType, MaskType>(type))
      types.push_back(type);
  for (Value operand : op->getOperands())
    if (operand != indices && isa<VectorType, MaskType>(operand.getType()))
      types.push_back(operand.getType());
  return types;
}

/// A gather or scatter: its indices are a vector of 16-bit integers with
/// the lanes of the call.
static LogicalResult verifyIndices(tir::IntrinOp op, unsigned indexArg) {
  Type type = op.getArgs()[indexArg].getType();
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || !isLegalizableVector(vector) ||
      getScalarBits(vector.getElementType()) != 16 ||
      !vector.getElementType().isInteger())
    return op.emitOpError() << "'" << op.getName()
                            << "' needs 16-bit integer indices, got " << type;
  SmallVector<Type> types = getLaneTypes(op);
  if (!types.empty() && getLanes(types.front()) != vector.getNumElements())
    return op.emitOpError() << "'" << op.getName() << "' has "
                            << vector.getNumElements() << " indices for "
                            << types.front();
  return success();
}

/// Conversions: vector arguments of one type and a vector result.
static LogicalResult verifyConversion(tir::IntrinOp op) {
  Type first = op.getArgs().front().getType();
  for (Value arg : op.getArgs())
    if (arg.getType() != first || !isLegalizableVector(arg.getType()))
      return op.emitOpError() << "'" << op.getName()
                              << "' converts vectors of one type, got "
                              << first << " and " << arg.getType();
  if (op->getNumResults() != 1 ||
      !isLegalizableVector(op->getResult(0).getType()))
    return op.emitOpError() << "'" << op.getName()
                            << "' returns a vector";
  if (op.getMask() || op.getR())
    return op.emitOpError() << "'" << op.getName() << "' takes no mask or r";
  return success();
}

/// Checks what the pattern relies on, with a located error for the user:
/// the vectors and masks of one call have one lane count and the vectors one
/// lane width, so that their pieces line up.
static LogicalResult verifyIntrinsic(tir::IntrinOp op) {
  const IntrinsicLowering *lowering = lookupIntrinsic(op.getName());
  if (!lowering)
    return op.emitOpError()
           << "has no lowering for builtin '" << op.getName() << "'";
  size_t numArgs = op.getArgs().size();
  bool argCountOk = lowering->variadic ? numArgs >= lowering->numArgs
                    : lowering->alignedPieces
                        ? numArgs == lowering->numArgs
                        : numArgs >= 1 && numArgs <= lowering->numArgs;
  bool anyResults = lowering->variadic && !lowering->onVectors;
  if (!argCountOk ||
      (!anyResults &&
       op->getNumResults() != (lowering->hasResult ? 1u : 0u)))
    return op.emitOpError() << "'" << op.getName() << "' takes "
                            << lowering->numArgs << " arguments and returns "
                            << (lowering->hasResult ? "a value" : "nothing");
  if (op.getR() && !lowering->takesR)
    return op.emitOpError() << "'" << op.getName() << "' takes no r operand";
  if (int maskArg = getGroupedDotMaskArg(op.getName()); maskArg >= 0)
    return verifyGroupedDot(op, maskArg);
  if (int indexArg = getIndexArg(op.getName());
      indexArg >= 0 && failed(verifyIndices(op, indexArg)))
    return failure();
  if (isPermute(op.getName()))
    return verifyPermute(op, *lowering);
  SmallVector<Type> types = getLaneTypes(op);
  if (!lowering->sameLanes && op->getNumResults() && !types.empty() &&
      types.front() == op->getResult(0).getType())
    types.erase(types.begin()); // the result's lanes are the builder's
  if (!lowering->onVectors && lowering->variadic) {
    // The Misc family: native vectors pass as they are, no masks.
    for (Type type : types)
      if (!isa<VectorType>(type) || !isNativeVector(cast<VectorType>(type)))
        return op.emitOpError()
               << "'" << op.getName()
               << "' takes hardware-native vectors only, got " << type;
    if (op.getMask())
      return op.emitOpError() << "'" << op.getName() << "' takes no mask";
    return success();
  }
  if (!lowering->onVectors) {
    if (!types.empty() || op.getMask())
      return op.emitOpError()
             << "'" << op.getName() << "' takes no vectors, masks or mask";
    return success();
  }
  if (types.empty())
    return op.emitOpError()
           << "'" << op.getName() << "' needs a vector operand or result";
  if (!lowering->alignedPieces)
    return verifyConversion(op);
  if (op.getR() && op->getNumResults() &&
      op.getR().getType() != op->getResult(0).getType())
    return op.emitOpError()
           << "'" << op.getName() << "' has r of type " << op.getR().getType()
           << " but a result of type " << op->getResult(0).getType();
  if (!lowering->sameLaneShape) {
    // Widening and narrowing builtins: as many native pieces everywhere.
    auto getPieces = [](Type type) {
      auto vector = dyn_cast<VectorType>(type);
      if (!vector || !isLegalizableVector(vector))
        return 0u;
      return getNumPieces(vector.getNumElements(),
                          getNativeLanes(vector.getElementType()));
    };
    for (Type type : types)
      if (getPieces(type) && getPieces(type) != getPieces(types.front()))
        return op.emitOpError()
               << "'" << op.getName() << "' mixes " << types.front() << " and "
               << type << ", which have different numbers of native pieces";
    return success();
  }
  std::optional<unsigned> elementBits;
  for (Type type : types) {
    if (getLanes(type) != getLanes(types.front()))
      return op.emitOpError()
             << "'" << op.getName() << "' mixes " << types.front() << " and "
             << type << ", which have different lane counts";
    auto vector = dyn_cast<VectorType>(type);
    if (!vector || !isLegalizableVector(vector))
      continue;
    unsigned bits = getScalarBits(vector.getElementType());
    if (elementBits && *elementBits != bits)
      return op.emitOpError()
             << "'" << op.getName() << "' mixes vectors of " << *elementBits
             << "-bit and " << bits << "-bit lanes";
    elementBits = bits;
  }
  return success();
}

namespace {
struct IntrinOpLowering : public OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const IntrinsicLowering *lowering = lookupIntrinsic(op.getName());
    if (!lowering)
      return rewriter.notifyMatchFailure(op, "unknown builtin");
    if (!lowering->onVectors) {
      // Scalars and pointers only: one piece, the arguments as they are.
      IntrinsicPiece piece(rewriter, op.getLoc(), 0, 1, 0, 0);
      piece.call = op;
      for (ValueRange arg : adaptor.getArgs())
        piece.args.push_back(arg.front());
      for (Value result : op->getResults())
        piece.resultTypes.push_back(
            getTypeConverter()->convertType(result.getType()));
      if (op->getNumResults())
        piece.resultType = piece.resultTypes.front();
      Value result = lowering->build(piece);
      if (op->getNumResults() > 1)
        // Several results (S.asm's outputs): all of the built operation.
        rewriter.replaceOp(op, result.getDefiningOp()->getResults());
      else if (op->getNumResults())
        rewriter.replaceOp(op, result);
      else
        rewriter.eraseOp(op);
      return success();
    }
    SmallVector<Type> resultTypes;
    if (op->getNumResults() &&
        failed(getTypeConverter()->convertType(op->getResult(0), resultTypes)))
      return rewriter.notifyMatchFailure(op, "result has no hardware form");
    if (!lowering->alignedPieces) {
      // Each result piece from any pieces of the arguments.
      unsigned lanes = getLanes(op->getResult(0).getType());
      unsigned pieceLanes = getLanes(resultTypes.front());
      SmallVector<Value> results;
      for (auto [index, type] : llvm::enumerate(resultTypes)) {
        IntrinsicPiece piece(rewriter, op.getLoc(), index, resultTypes.size(),
                             pieceLanes,
                             getRealLanes(lanes, pieceLanes, index));
        piece.call = op;
        piece.argPieces.append(adaptor.getArgs().begin(),
                               adaptor.getArgs().end());
        piece.resultType = type;
        results.push_back(lowering->build(piece));
      }
      rewriter.replaceOpWithMultiple(op, {results});
      return success();
    }

    // The pieces: of the result and of every vector or mask operand.
    unsigned lanes = getLanes(getLaneTypes(op).front());
    if (!lowering->sameLanes)
      lanes = getLanes(op.getArgs().front().getType());
    unsigned count = 0;
    Type pieceType;
    auto addPieces = [&](Type original, TypeRange pieces) {
      if (!isa<VectorType, MaskType>(original) || pieces.empty())
        return success();
      if (count == 0) {
        count = pieces.size();
        pieceType = pieces.front();
      }
      // Grouped Dot builtins: pieces of other lane counts, one register each.
      bool grouped = getGroupedDotMaskArg(op.getName()) >= 0;
      return success(pieces.size() == count &&
                     (!lowering->sameLaneShape || grouped ||
                      getLanes(pieces.front()) == getLanes(pieceType)));
    };
    bool aligned = true;
    if (op->getNumResults() && lowering->sameLanes)
      aligned &= succeeded(addPieces(op->getResult(0).getType(), resultTypes));
    int indexArg = getIndexArg(op.getName());
    for (auto [operand, pieces] :
         llvm::zip(op->getOperands(), adaptor.getOperands()))
      if (indexArg < 0 || operand != op.getArgs()[indexArg])
        aligned &= succeeded(addPieces(operand.getType(), pieces.getTypes()));
    if (!aligned || count == 0 ||
        (!resultTypes.empty() && !lowering->sameLanes &&
         resultTypes.size() != count))
      return rewriter.notifyMatchFailure(op, "pieces do not line up");

    unsigned pieceLanes = getLanes(pieceType);
    // A scalar result (a test of every lane) is built once, from all pieces.
    bool scalarResult = op->getNumResults() &&
                        !isa<VectorType, MaskType>(op->getResult(0).getType());
    SmallVector<Value> results;
    for (unsigned index = 0; index < (scalarResult ? 1 : count); ++index) {
      IntrinsicPiece piece(rewriter, op.getLoc(), index, count, pieceLanes,
                           getRealLanes(lanes, pieceLanes, index));
      piece.totalLanes = lanes;
      for (auto [position, arg] : llvm::enumerate(adaptor.getArgs())) {
        bool indices = indexArg >= 0 && position == unsigned(indexArg);
        piece.args.push_back(arg.size() == 1 || indices ? arg.front()
                                                        : arg[index]);
        piece.argPieces.push_back(arg);
      }
      if (ValueRange mask = adaptor.getMask(); !mask.empty()) {
        piece.userMask = mask[index];
        piece.userMasks = mask;
      }
      if (ValueRange r = adaptor.getR(); !r.empty())
        piece.r = r[index];
      if (!resultTypes.empty())
        piece.resultType = resultTypes[index];
      if (Value result = lowering->build(piece))
        results.push_back(result);
    }
    if (op->getNumResults())
      rewriter.replaceOpWithMultiple(op, {results});
    else
      rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Legality and the pass
//===----------------------------------------------------------------------===//

bool mlir::compass::isLegalForCompass(const TypeConverter &typeConverter,
                                      Operation *op) {
  if (isa<tir::IntrinOp>(op))
    return false;
  if (auto func = dyn_cast<func::FuncOp>(op)) {
    if (func.isExternal())
      return typeConverter.isSignatureLegal(func.getFunctionType());
    if (!typeConverter.isLegal(ValueRange(func.getArguments())))
      return false;
    // The results must be what the returned values convert to (compared
    // with the declared types, as the return is rewritten after the
    // function).
    auto ret = dyn_cast<func::ReturnOp>(func.getBody().back().getTerminator());
    if (!ret)
      return typeConverter.isLegal(func.getResultTypes());
    SmallVector<Type> results;
    return succeeded(typeConverter.convertTypes(ValueRange(ret.getOperands()),
                                                results)) &&
           TypeRange(results) == func.getResultTypes();
  }
  return typeConverter.isLegal(ValueRange(op->getOperands())) &&
         typeConverter.isLegal(ValueRange(op->getResults()));
}

/// Whether the conversion can give `type` a hardware form: vectors, also
/// inside variables, must be rank-1 vectors of compass scalars.
static bool hasHardwareForm(Type type) {
  if (auto var = dyn_cast<tir::VarType>(type))
    type = var.getElementType();
  if (auto mask = dyn_cast<MaskType>(type))
    return getNumPieces(mask.getLanes(), 32) <= kMaxVectorRegisters;
  return !isa<VectorType>(type) || isLegalizableVector(type);
}

/// Names the first value in `module` the conversion cannot give a hardware
/// form: an operation result or a block argument (function parameters
/// included).
static LogicalResult verifyConvertibleTypes(ModuleOp module) {
  static constexpr StringLiteral kUnsupported =
      ", which has no hardware form (vectors are rank-1 vectors of si8 … "
      "ui32, f16, bf16 or f32 spanning at most 256 registers)";
  WalkResult walk = module.walk([&](Operation *op) {
    for (Value value : op->getResults())
      if (!hasHardwareForm(value.getType())) {
        op->emitOpError() << "produces " << value.getType() << kUnsupported;
        return WalkResult::interrupt();
      }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (!hasHardwareForm(argument.getType())) {
            op->emitOpError()
                << "has argument #" << argument.getArgNumber() << " of type "
                << argument.getType() << kUnsupported;
            return WalkResult::interrupt();
          }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

namespace {
struct ConvertTIRToCompassPass
    : public compass::impl::ConvertTIRToCompassBase<ConvertTIRToCompassPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool intrinsicsOk = true;
    module.walk([&](tir::IntrinOp op) {
      intrinsicsOk &= succeeded(verifyIntrinsic(op));
    });
    if (!intrinsicsOk || failed(verifyConstantLaneIndices(module)))
      return signalPassFailure();
    std::optional<MaskLayout> layout = layOutMasks(module);
    if (!layout)
      return signalPassFailure();
    if (failed(verifyConvertibleTypes(module)))
      return signalPassFailure();
    TIRToCompassTypeConverter typeConverter(&*layout);

    ConversionTarget target(getContext());
    target.addDynamicallyLegalDialect<CompassDialect, tir::TIRDialect,
                                      func::FuncDialect>(
        [&](Operation *op) { return isLegalForCompass(typeConverter, op); });
    target.addIllegalOp<tir::IntrinOp>();

    RewritePatternSet patterns(&getContext());
    populateTIRToCompassConversionPatterns(typeConverter, patterns);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::compass::populateTIRToCompassConversionPatterns(
    const TIRToCompassTypeConverter &typeConverter,
    RewritePatternSet &patterns) {
  patterns.add<IntrinOpLowering>(typeConverter, patterns.getContext());
  populateWidthLegalizationPatterns(typeConverter, patterns);
}
