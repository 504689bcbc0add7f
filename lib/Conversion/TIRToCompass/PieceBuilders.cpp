//===- PieceBuilders.cpp - compass operations for one piece of a call -----===//
//
// A builtin's lowering is one row of the builtin table: the S.* name, its
// operand count and the builder here that makes the compass operations for
// one native piece of a call (IntrinsicLowering.cpp cuts the call into
// pieces). The builders may rely on the call having passed the tir.intrin
// verifier.
//
//===----------------------------------------------------------------------===//

#include "IntrinsicPiece.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::compass;

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

/// The builders in the order of the table's rows (IntrinsicInfo::row).
static const IntrinsicBuilder kIntrinsicBuilders[] = {
#define COMPASS_BUILTIN(NAME, NUM_ARGS, HAS_RESULT, TAKES_R, ON_VECTORS,       \
                        VARIADIC, ALIGNED, SAME_LANES, SAME_LANE_SHAPE, ...)   \
  __VA_ARGS__,
#include "Compass/Dialect/Compass/IR/CompassBuiltinTable.inc"
};

IntrinsicBuilder mlir::compass::getIntrinsicBuilder(
    const tir::IntrinsicInfo &info) {
  assert(info.row < std::size(kIntrinsicBuilders) && "a row past the table");
  return kIntrinsicBuilders[info.row];
}
