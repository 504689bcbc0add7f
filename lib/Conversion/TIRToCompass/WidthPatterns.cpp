//===- WidthPatterns.cpp - split operations on flexible-width values ------===//
//
// The -convert-tir-to-compass patterns for the operations other than
// tir.intrin whose vectors, masks, variables or pointers the type converter
// changes:
//  - operations that work lane-wise or hold a value (tir.select, variables,
//    mask operations, pointer comparisons and casts) are repeated once per
//    piece, scalar operands shared;
//  - constant and tail masks are cut into native masks;
//  - lane access picks the piece of the lane (a select chain for run-time
//    lane indices);
//  - a pointer to a virtual vector becomes a pointer to its element: moves
//    and allocations scale by the lane count, loads and stores become masked
//    piecewise vector accesses;
//  - functions, calls and returns pass every piece.
//
//===----------------------------------------------------------------------===//

#include "VectorPieces.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::compass;

/// The lanes of a pointer's pointee when it is a virtual vector, else 0.
static unsigned getVirtualPointeeLanes(Value ptr) {
  Type pointee = cast<PtrType>(ptr.getType()).getPointee();
  return isVirtualVector(pointee) ? getLanes(pointee) : 0;
}

/// `index · lanes` as an si32 (or ui32) element offset.
static Value scaleIndex(OpBuilder &builder, Location loc, Value index,
                        unsigned lanes) {
  auto type = cast<IntegerType>(index.getType());
  if (type.getWidth() < 32) {
    Type wide = builder.getIntegerType(32, type.isSigned());
    index = tir::CastOp::create(builder, loc, wide, index);
  }
  return tir::MulOp::create(
      builder, loc, index, buildIntConst(builder, loc, index.getType(), lanes));
}

/// The value of a constant integer lane index, if it is one.
static std::optional<int64_t> getConstantIndex(Value index) {
  APInt value;
  if (!matchPattern(index, m_ConstantInt(&value)))
    return std::nullopt;
  return cast<IntegerType>(index.getType()).isUnsigned()
             ? static_cast<int64_t>(value.getZExtValue())
             : value.getSExtValue();
}

LogicalResult mlir::compass::verifyConstantLaneIndices(Operation *root) {
  WalkResult walk = root->walk([](Operation *op) {
    Value vector, index;
    if (auto extract = dyn_cast<tir::ExtractOp>(op)) {
      vector = extract.getVector();
      index = extract.getIndex();
    } else if (auto insert = dyn_cast<tir::InsertOp>(op)) {
      vector = insert.getVector();
      index = insert.getIndex();
    } else {
      return WalkResult::advance();
    }
    std::optional<int64_t> lane = getConstantIndex(index);
    unsigned lanes = getLanes(vector.getType());
    if (!lane || (*lane >= 0 && *lane < lanes))
      return WalkResult::advance();
    op->emitOpError() << "lane " << *lane << " is out of range for "
                      << vector.getType();
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// Every piece of every operand, in order.
static SmallVector<Value> flattenPieces(ArrayRef<ValueRange> operands) {
  SmallVector<Value> values;
  for (ValueRange range : operands)
    llvm::append_range(values, range);
  return values;
}

/// Replaces `op` by the pieces of each of its results, or erases it when it
/// has none.
static void replaceWithPieces(ConversionPatternRewriter &rewriter,
                              Operation *op,
                              SmallVector<SmallVector<Value>> &&results) {
  if (results.empty())
    rewriter.eraseOp(op);
  else
    rewriter.replaceOpWithMultiple(op, std::move(results));
}

/// The element pointer of the `lanes`-lane vector `ptr`[`index`]: `ptr`
/// moved by `index`·`lanes` elements.
static Value buildVectorBase(OpBuilder &builder, Location loc, Value ptr,
                             Value index, unsigned lanes) {
  return tir::PtrOffsetOp::create(builder, loc, ptr,
                                  scaleIndex(builder, loc, index, lanes));
}

namespace {
//===----------------------------------------------------------------------===//
// Piecewise operations
//===----------------------------------------------------------------------===//

/// Repeats `op` once per piece: operand ranges of one value are shared by
/// all pieces, the others give piece k its k-th value. A variable's pieces
/// are named `name_k`.
template <typename OpTy>
struct PiecewiseLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OneToNOpAdaptor = typename OpConversionPattern<OpTy>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *this->getTypeConverter();
    SmallVector<SmallVector<Type>> resultTypes;
    size_t count = 1;
    for (Value result : op->getResults()) {
      SmallVector<Type> &types = resultTypes.emplace_back();
      if (failed(converter.convertType(result, types)))
        return rewriter.notifyMatchFailure(op, "result has no hardware form");
      count = std::max(count, types.size());
    }
    ArrayRef<ValueRange> operands = adaptor.getOperands();
    for (ValueRange range : operands)
      count = std::max(count, range.size());
    if (llvm::any_of(resultTypes,
                     [&](auto &types) { return types.size() != count; }) ||
        llvm::any_of(operands, [&](ValueRange range) {
          return range.size() != 1 && range.size() != count;
        }))
      return rewriter.notifyMatchFailure(op, "pieces do not line up");

    SmallVector<SmallVector<Value>> results(op->getNumResults());
    for (size_t index = 0; index < count; ++index) {
      OperationState state(op.getLoc(), op->getName());
      for (ValueRange range : operands)
        state.addOperands(range.size() == 1 ? range.front() : range[index]);
      for (SmallVector<Type> &types : resultTypes)
        state.addTypes(types[index]);
      state.addAttributes(op->getAttrs());
      Operation *piece = rewriter.create(state);
      if (auto decl = dyn_cast<tir::VarDeclOp>(piece); decl && count > 1)
        decl.setName((decl.getName() + "_" + Twine(index)).str());
      for (auto [pieces, result] : llvm::zip(results, piece->getResults()))
        pieces.push_back(result);
    }
    replaceWithPieces(rewriter, op, std::move(results));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Masks
//===----------------------------------------------------------------------===//

/// Piece `index` of a constant mask cut into N-lane pieces: lanes
/// [index·N, index·N + N) of its value, padding lanes false.
static Value buildMaskPiece(OpBuilder &builder, ConstMaskOp op,
                            ArrayRef<ValueRange>, MaskType type, unsigned index,
                            unsigned) {
  ArrayRef<bool> values = op.getValue();
  unsigned pieceLanes = type.getLanes();
  size_t first = static_cast<size_t>(index) * pieceLanes;
  SmallVector<bool> lanes(pieceLanes, false);
  size_t last = std::min(values.size(), first + pieceLanes);
  if (first < last)
    std::copy(values.begin() + first, values.begin() + last, lanes.begin());
  return ConstMaskOp::create(builder, op.getLoc(), type,
                             builder.getDenseBoolArrayAttr(lanes));
}

/// Piece `index` of `count` of a tail mask.
static Value buildMaskPiece(OpBuilder &builder, TailMaskOp op,
                            ArrayRef<ValueRange> operands, MaskType type,
                            unsigned index, unsigned count) {
  return buildTailMaskPiece(builder, op.getLoc(), operands.front().front(),
                            type, index, count);
}

/// Cuts a constant or tail mask into one native mask per piece.
template <typename OpTy>
struct MaskCutLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OneToNOpAdaptor = typename OpConversionPattern<OpTy>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(this->getTypeConverter()->convertType(op.getResult(), types)))
      return rewriter.notifyMatchFailure(op, "mask has no hardware form");
    SmallVector<Value> pieces;
    for (auto [index, type] : llvm::enumerate(types))
      pieces.push_back(buildMaskPiece(rewriter, op, adaptor.getOperands(),
                                      cast<MaskType>(type), index,
                                      types.size()));
    rewriter.replaceOpWithMultiple(op, {pieces});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Lanes
//===----------------------------------------------------------------------===//

/// Where lane `index` lives: the piece (`piece`) and the lane in it
/// (`lane`), computed at run time unless `index` is a constant.
struct LanePosition {
  std::optional<int64_t> constantPiece;
  Value piece;
  Value lane;
};

static LanePosition locateLane(OpBuilder &builder, Location loc, Value index,
                               unsigned pieceLanes) {
  Type type = index.getType();
  if (std::optional<int64_t> constant = getConstantIndex(index))
    return {*constant / pieceLanes, Value(),
            buildIntConst(builder, loc, type, *constant % pieceLanes)};
  Value width = buildIntConst(builder, loc, type, pieceLanes);
  return {std::nullopt, tir::DivOp::create(builder, loc, index, width),
          tir::ModOp::create(builder, loc, index, width)};
}

/// `position.piece == index` for a run-time lane position.
static Value isPiece(OpBuilder &builder, Location loc,
                     const LanePosition &position, unsigned index) {
  Value constant = buildIntConst(builder, loc, position.piece.getType(), index);
  return tir::CmpOp::create(builder, loc, tir::CmpPredicate::eq, position.piece,
                            constant);
}

/// v[i] of a split vector or mask: the lane of piece i / N, selected among
/// all pieces when i is known only at run time.
struct ExtractLowering : public OpConversionPattern<tir::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::ExtractOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange pieces = adaptor.getVector();
    Value index = adaptor.getIndex().front();
    Type type = op.getType();
    if (pieces.size() == 1) {
      rewriter.replaceOpWithNewOp<tir::ExtractOp>(op, type, pieces.front(),
                                                  index);
      return success();
    }
    LanePosition position =
        locateLane(rewriter, loc, index, getLanes(pieces.front().getType()));
    if (position.constantPiece) {
      rewriter.replaceOpWithNewOp<tir::ExtractOp>(
          op, type, pieces[*position.constantPiece], position.lane);
      return success();
    }
    Value result = tir::ExtractOp::create(rewriter, loc, type, pieces.back(),
                                          position.lane);
    for (unsigned k = pieces.size() - 1; k-- > 0;) {
      Value lane =
          tir::ExtractOp::create(rewriter, loc, type, pieces[k], position.lane);
      result = tir::SelectOp::create(
          rewriter, loc, isPiece(rewriter, loc, position, k), lane, result);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// v[i] = x of a split vector or mask: piece i / N gets the lane, chosen
/// per piece when i is known only at run time.
struct InsertLowering : public OpConversionPattern<tir::InsertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::InsertOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value value = adaptor.getValue().front();
    ValueRange pieces = adaptor.getVector();
    Value index = adaptor.getIndex().front();
    auto insert = [&](Value piece, Value lane) -> Value {
      return tir::InsertOp::create(rewriter, loc, piece.getType(), value, piece,
                                   lane);
    };
    SmallVector<Value> results(pieces.begin(), pieces.end());
    if (pieces.size() == 1) {
      results.front() = insert(pieces.front(), index);
    } else {
      LanePosition position =
          locateLane(rewriter, loc, index, getLanes(pieces.front().getType()));
      if (position.constantPiece) {
        Value &piece = results[*position.constantPiece];
        piece = insert(piece, position.lane);
      } else {
        for (auto [k, piece] : llvm::enumerate(results))
          piece = tir::SelectOp::create(rewriter, loc,
                                        isPiece(rewriter, loc, position, k),
                                        insert(piece, position.lane), piece);
      }
    }
    rewriter.replaceOpWithMultiple(op, {results});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Pointers to virtual vectors
//===----------------------------------------------------------------------===//

/// p + k on a pointer to L-lane vectors moves the element pointer by k·L.
struct PtrOffsetLowering : public OpConversionPattern<tir::PtrOffsetOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::PtrOffsetOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned lanes = getVirtualPointeeLanes(op.getPtr());
    if (!lanes)
      return rewriter.notifyMatchFailure(op, "not a virtual-vector pointer");
    Value offset =
        scaleIndex(rewriter, op.getLoc(), adaptor.getOffset().front(), lanes);
    rewriter.replaceOpWithNewOp<tir::PtrOffsetOp>(op, adaptor.getPtr().front(),
                                                  offset);
    return success();
  }
};

/// An allocation of n L-lane vectors allocates n·L elements.
struct AllocLowering : public OpConversionPattern<tir::AllocOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::AllocOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned lanes = getVirtualPointeeLanes(op.getResult());
    Type type = getTypeConverter()->convertType(op.getType());
    if (!lanes || !type)
      return rewriter.notifyMatchFailure(op, "not a virtual-vector pointer");
    rewriter.replaceOpWithNewOp<tir::AllocOp>(op, type, op.getName(),
                                              op.getCount() * lanes);
    return success();
  }
};

/// p[i] of an L-lane vector: the pieces at element i·L, padding unread.
struct LoadLowering : public OpConversionPattern<tir::LoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::LoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned lanes = getVirtualPointeeLanes(op.getPtr());
    SmallVector<Type> types;
    if (!lanes ||
        failed(getTypeConverter()->convertType(op.getResult(), types)))
      return rewriter.notifyMatchFailure(op, "not a virtual-vector pointer");
    Location loc = op.getLoc();
    Value base = buildVectorBase(rewriter, loc, adaptor.getPtr().front(),
                                 adaptor.getIndex().front(), lanes);
    rewriter.replaceOpWithMultiple(
        op, {buildPiecewiseLoad(rewriter, loc, base, types, lanes, {})});
    return success();
  }
};

/// p[i] = v of an L-lane vector: the pieces at element i·L, padding
/// unwritten.
struct StoreLowering : public OpConversionPattern<tir::StoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::StoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned lanes = getVirtualPointeeLanes(op.getPtr());
    if (!lanes)
      return rewriter.notifyMatchFailure(op, "not a virtual-vector pointer");
    Location loc = op.getLoc();
    Value base = buildVectorBase(rewriter, loc, adaptor.getPtr().front(),
                                 adaptor.getIndex().front(), lanes);
    buildPiecewiseStore(rewriter, loc, adaptor.getValue(), base, lanes, {});
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

/// The attributes of piece `index` of `count` of an argument with
/// `attributes`: the same, with `compass.name` suffixed by `_index` when the
/// argument is split.
static DictionaryAttr getPieceAttrs(DictionaryAttr attributes, size_t index,
                                    size_t count) {
  StringRef nameAttr = CompassDialect::getArgNameAttrName();
  auto name = attributes.getAs<StringAttr>(nameAttr);
  if (count == 1 || !name)
    return attributes;
  NamedAttrList list(attributes);
  list.set(nameAttr, StringAttr::get(attributes.getContext(),
                                     name.getValue() + "_" + Twine(index)));
  return list.getDictionary(attributes.getContext());
}

/// Spreads per-argument attributes over the pieces of each argument.
static SmallVector<Attribute>
spreadAttrs(ArrayAttr attributes, ArrayRef<size_t> counts, MLIRContext *ctx) {
  SmallVector<Attribute> result;
  for (auto [index, count] : llvm::enumerate(counts)) {
    auto dict = attributes ? dyn_cast_or_null<DictionaryAttr>(attributes[index])
                           : DictionaryAttr();
    if (!dict)
      dict = DictionaryAttr::get(ctx);
    for (size_t piece = 0; piece < count; ++piece)
      result.push_back(getPieceAttrs(dict, piece, count));
  }
  return result;
}

/// Converts a function's signature: every argument and result becomes its
/// pieces. Results convert like the values the function returns.
struct FuncLowering : public OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp func, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = func.getFunctionType();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    SmallVector<Type> results;
    SmallVector<size_t> argCounts, resultCounts;
    auto ret =
        func.isExternal()
            ? func::ReturnOp()
            : dyn_cast<func::ReturnOp>(func.getBody().back().getTerminator());
    for (unsigned i = 0; i < type.getNumInputs(); ++i) {
      LogicalResult converted =
          func.isExternal()
              ? converter.convertSignatureArg(i, type.getInput(i), signature)
              : converter.convertSignatureArg(i, func.getArgument(i),
                                              signature);
      if (failed(converted))
        return rewriter.notifyMatchFailure(func, "argument has no hw form");
      argCounts.push_back(signature.getInputMapping(i)->size);
    }
    for (unsigned i = 0; i < type.getNumResults(); ++i) {
      size_t before = results.size();
      LogicalResult converted =
          ret ? converter.convertType(ret.getOperand(i), results)
              : converter.convertType(type.getResult(i), results);
      if (failed(converted))
        return rewriter.notifyMatchFailure(func, "result has no hw form");
      resultCounts.push_back(results.size() - before);
    }

    MLIRContext *ctx = func.getContext();
    rewriter.modifyOpInPlace(func, [&] {
      func.setType(
          FunctionType::get(ctx, signature.getConvertedTypes(), results));
      if (ArrayAttr argAttrs = func.getAllArgAttrs())
        func.setAllArgAttrs(spreadAttrs(argAttrs, argCounts, ctx));
      if (ArrayAttr resultAttrs = func.getAllResultAttrs())
        func.setAllResultAttrs(spreadAttrs(resultAttrs, resultCounts, ctx));
    });
    if (!func.isExternal())
      rewriter.applySignatureConversion(&func.getBody().front(), signature,
                                        &converter);
    return success();
  }
};

/// A call passes every piece and receives every piece.
struct CallLowering : public OpConversionPattern<func::CallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::CallOp call, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands = flattenPieces(adaptor.getOperands());
    SmallVector<Type> types;
    SmallVector<size_t> counts;
    for (Value result : call.getResults()) {
      size_t before = types.size();
      if (failed(getTypeConverter()->convertType(result, types)))
        return rewriter.notifyMatchFailure(call, "result has no hw form");
      counts.push_back(types.size() - before);
    }
    auto newCall = func::CallOp::create(rewriter, call.getLoc(),
                                        call.getCalleeAttr(), types, operands);
    SmallVector<SmallVector<Value>> results;
    size_t first = 0;
    for (size_t count : counts) {
      results.emplace_back(newCall.getResults().slice(first, count));
      first += count;
    }
    replaceWithPieces(rewriter, call, std::move(results));
    return success();
  }
};

/// func.return and tir.return return every piece.
template <typename OpTy>
struct ReturnLowering : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OneToNOpAdaptor = typename OpConversionPattern<OpTy>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<OpTy>(op, flattenPieces(adaptor.getOperands()));
    return success();
  }
};
} // namespace

void mlir::compass::populateWidthLegalizationPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  // clang-format off
  patterns.add<
      PiecewiseLowering<tir::SelectOp>,
      PiecewiseLowering<tir::VarDeclOp>,
      PiecewiseLowering<tir::VarGetOp>,
      PiecewiseLowering<tir::VarSetOp>,
      PiecewiseLowering<tir::PtrCmpOp>,
      PiecewiseLowering<tir::PtrIsNullOp>,
      PiecewiseLowering<tir::PtrCastOp>,
      PiecewiseLowering<MaskAndOp>,
      PiecewiseLowering<MaskOrOp>,
      PiecewiseLowering<MaskXorOp>,
      PiecewiseLowering<MaskNotOp>,
      MaskCutLowering<ConstMaskOp>,
      MaskCutLowering<TailMaskOp>,
      ExtractLowering,
      InsertLowering,
      PtrOffsetLowering,
      AllocLowering,
      LoadLowering,
      StoreLowering,
      FuncLowering,
      CallLowering,
      ReturnLowering<func::ReturnOp>,
      ReturnLowering<tir::ReturnOp>>(typeConverter, patterns.getContext());
  // clang-format on
}
