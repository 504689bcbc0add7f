//===- IntrinsicLowering.cpp - tir.intrin to compass builtins -------------===//
//
// Every call is lowered piecewise: a vector of L lanes whose native vector
// has N lanes becomes ceil(L / N) native vectors (the last one padded), its
// mask and `r` are split alike and scalar operands are shared by all
// pieces; the call's row of the builtin table names the builder of each
// piece (PieceBuilders.cpp). Masks the user left out become constant masks
// enabling the real lanes of each piece; memory accesses never enable
// padding lanes. The tir.intrin verifier has checked that the pieces line
// up.
//
//===----------------------------------------------------------------------===//

#include "Compass/Conversion/TIRToCompass/TIRToCompass.h"
#include "IntrinsicPiece.h"

using namespace mlir;
using namespace mlir::compass;

namespace {
struct IntrinOpLowering : public OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const tir::IntrinsicInfo *info = tir::lookupIntrinsic(op.getName());
    if (!info) // verified IR names builtins of the table
      return rewriter.notifyMatchFailure(op, "unknown builtin");
    IntrinsicBuilder build = getIntrinsicBuilder(*info);
    if (!info->onVectors) {
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
      Value result = build(piece);
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
    if (!info->alignedPieces) {
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
        results.push_back(build(piece));
      }
      rewriter.replaceOpWithMultiple(op, {results});
      return success();
    }

    // The pieces: of the result and of every vector or mask operand.
    unsigned lanes = getLanes(tir::getLaneTypes(op).front());
    if (!info->sameLanes)
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
      bool grouped = info->groupedDotMaskArg >= 0;
      return success(pieces.size() == count &&
                     (!info->sameLaneShape || grouped ||
                      getLanes(pieces.front()) == getLanes(pieceType)));
    };
    bool aligned = true;
    if (op->getNumResults() && info->sameLanes)
      aligned &= succeeded(addPieces(op->getResult(0).getType(), resultTypes));
    int indexArg = info->indexArg;
    for (auto [operand, pieces] :
         llvm::zip(op->getOperands(), adaptor.getOperands()))
      if (indexArg < 0 || operand != op.getArgs()[indexArg])
        aligned &= succeeded(addPieces(operand.getType(), pieces.getTypes()));
    if (!aligned || count == 0 ||
        (!resultTypes.empty() && !info->sameLanes &&
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
      if (Value result = build(piece))
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

void mlir::compass::populateTIRToCompassConversionPatterns(
    const TIRToCompassTypeConverter &typeConverter,
    RewritePatternSet &patterns) {
  patterns.add<IntrinOpLowering>(typeConverter, patterns.getContext());
  populateWidthLegalizationPatterns(typeConverter, patterns);
}
