//===- MemoryPatterns.cpp - pointers, variables and allocations ---------===//
//
// Every address space is plain memory on the host: a pointer is an
// `!llvm.ptr`, its offsets count pointee elements (getelementptr), a
// variable is an alloca in the function's entry block (so LLVM keeps it in
// registers). An allocation is a zero-initialized global: one copy per TEC
// for private and lsram memory, indexed by the running TEC, one for shared
// memory, which all TECs see. vload / vstore are LLVM's masked loads and
// stores: inactive lanes touch no memory and read as zero.
//
//===----------------------------------------------------------------------===//

#include "CoreBuilders.h"

#include "Compass/Dialect/Compass/IR/CompassDialect.h"
#include "Compass/Dialect/TIR/IR/TIRDialect.h"
#include "Compass/Native/RuntimeABI.h"
#include "Compass/Support/ExecutionLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::core;

/// The alignment loads and stores of `type` may assume: a lane's, since
/// compass pointers to vectors need not be vector-aligned.
static unsigned getLaneAlignment(Type type) {
  return getStoreBytes(getLaneType(type));
}

namespace {
struct VarDeclLowering : OpConversionPattern<tir::VarDeclOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::VarDeclOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type element =
        getTypeConverter()->convertType(op.getType().getElementType());
    Value one = arith::ConstantOp::create(rewriter, op.getLoc(),
                                          rewriter.getI64IntegerAttr(1));
    // Aligned as tir.var_get and var_set load and store it: a vector at its
    // natural alignment (its size).
    uint64_t alignment = getStoreBytes(getLaneType(element));
    if (isa<VectorType>(element))
      alignment = llvm::PowerOf2Ceil(getStoreBytes(element));
    rewriter.replaceOpWithNewOp<LLVM::AllocaOp>(
        op, LLVM::LLVMPointerType::get(op.getContext()), element, one,
        alignment);
    return success();
  }
};

struct VarGetLowering : OpConversionPattern<tir::VarGetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::VarGetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(
        op, getTypeConverter()->convertType(op.getType()), adaptor.getVar());
    return success();
  }
};

struct VarSetLowering : OpConversionPattern<tir::VarSetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::VarSetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::StoreOp>(op, adaptor.getValue(),
                                               adaptor.getVar());
    return success();
  }
};

/// A zero-initialized global byte array `bytes` long named after `name`
/// (made unique in the module).
static LLVM::GlobalOp createStorage(OpBuilder &b, Location loc, ModuleOp module,
                                    StringRef name, uint64_t bytes) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  std::string unique = ("compass_alloc_" + name).str();
  for (unsigned n = 1; module.lookupSymbol(unique); ++n)
    unique = ("compass_alloc_" + name + "_" + Twine(n)).str();
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), bytes);
  auto global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/false,
                                       LLVM::Linkage::Internal, unique,
                                       Attribute(), /*alignment=*/64);
  Block *init = b.createBlock(&global.getInitializerRegion());
  b.setInsertionPointToStart(init);
  LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, type));
  return global;
}

/// Adds to the module's reset function the registration of `global` as memory
/// of the kernel named `what` in errors (`copies` copies of `copyBytes` bytes,
/// one per TEC when several) and, with `poison`, its refill: each copy starting
/// the simulator's poison pattern anew.
static void addToReset(OpBuilder &b, Location loc, ModuleOp module,
                       LLVM::GlobalOp global, uint64_t copyBytes,
                       unsigned copies, const Twine &what, bool poison) {
  OpBuilder::InsertionGuard guard(b);
  setInsertionPointInReset(b, loc, module);
  Value base = LLVM::AddressOfOp::create(b, loc, global);
  Value bytes =
      arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(copyBytes));
  Value count = arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(copies));
  if (poison)
    callRuntime(b, loc, native::kPoisonFn, {}, {base, bytes, count});
  Value name = getStringAddress(b, loc, what.str());
  callRuntime(b, loc, native::kAddRegionFn, {}, {base, bytes, count, name});
}

/// tir.alloc: private and lsram storage per TEC, shared storage once, each
/// holding the simulator's poison pattern when a run starts.
struct AllocLowering : OpConversionPattern<tir::AllocOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::AllocOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto ptrType = cast<PtrType>(op.getType());
    uint64_t bytes =
        op.getCount() *
        getStoreBytes(getTypeConverter()->convertType(ptrType.getPointee()));
    bool perTec = ptrType.getSpace() != AddressSpace::Shared;
    auto module = op->getParentOfType<ModuleOp>();
    LLVM::GlobalOp global = createStorage(rewriter, loc, module, op.getName(),
                                          perTec ? bytes * kMaxTecs : bytes);
    addToReset(rewriter, loc, module, global, bytes, perTec ? kMaxTecs : 1,
               stringifyAddressSpace(ptrType.getSpace()) + " allocation \"" +
                   op.getName() + "\"",
               /*poison=*/true);
    Value base = LLVM::AddressOfOp::create(rewriter, loc, global);
    if (perTec) {
      Value tec = callRuntime(rewriter, loc, native::kLocalIdFn,
                              rewriter.getI32Type(), {})[0];
      Value wideTec =
          arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(), tec);
      Value stride = arith::ConstantOp::create(
          rewriter, loc, rewriter.getI64IntegerAttr(bytes));
      Value offset = arith::MulIOp::create(rewriter, loc, wideTec, stride);
      base = offsetPointer(rewriter, loc, base, rewriter.getI8Type(), offset);
    }
    rewriter.replaceOp(op, base);
    return success();
  }
};

/// tir.const_buffer: a constant global holding the table.
struct ConstBufferLowering : OpConversionPattern<tir::ConstBufferOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::ConstBufferOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!dense)
      return rewriter.notifyMatchFailure(op, "not a dense table");
    Type element = getTypeConverter()->convertType(dense.getElementType());
    if (element != dense.getElementType())
      dense = dense.bitcast(element);
    auto module = op->getParentOfType<ModuleOp>();
    Location loc = op.getLoc();
    LLVM::GlobalOp global;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      std::string unique = ("compass_table_" + op.getName()).str();
      for (unsigned n = 1; module.lookupSymbol(unique); ++n)
        unique = ("compass_table_" + op.getName() + "_" + Twine(n)).str();
      auto type = LLVM::LLVMArrayType::get(element, dense.getNumElements());
      global = LLVM::GlobalOp::create(rewriter, loc, type, /*isConstant=*/true,
                                      LLVM::Linkage::Internal, unique, dense,
                                      /*alignment=*/64);
    }
    addToReset(rewriter, loc, module, global,
               dense.getNumElements() * getStoreBytes(element), 1,
               "constant table \"" + op.getName() + "\"", /*poison=*/false);
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(op, global);
    return success();
  }
};

struct PtrOffsetLowering : OpConversionPattern<tir::PtrOffsetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::PtrOffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type pointee = cast<PtrType>(op.getType()).getPointee();
    Value offset = indexToOffset(rewriter, op.getLoc(), adaptor.getOffset(),
                                 op.getOffset().getType());
    rewriter.replaceOp(
        op, offsetPointer(rewriter, op.getLoc(), adaptor.getPtr(),
                          getTypeConverter()->convertType(pointee), offset));
    return success();
  }
};

struct LoadLowering : OpConversionPattern<tir::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type element = getTypeConverter()->convertType(op.getType());
    Value offset = indexToOffset(rewriter, op.getLoc(), adaptor.getIndex(),
                                 op.getIndex().getType());
    Value address =
        offsetPointer(rewriter, op.getLoc(), adaptor.getPtr(), element, offset);
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, element, address,
                                              getLaneAlignment(element));
    return success();
  }
};

struct StoreLowering : OpConversionPattern<tir::StoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type element = adaptor.getValue().getType();
    Value offset = indexToOffset(rewriter, op.getLoc(), adaptor.getIndex(),
                                 op.getIndex().getType());
    Value address =
        offsetPointer(rewriter, op.getLoc(), adaptor.getPtr(), element, offset);
    rewriter.replaceOpWithNewOp<LLVM::StoreOp>(op, adaptor.getValue(), address,
                                               getLaneAlignment(element));
    return success();
  }
};

struct PtrIsNullLowering : OpConversionPattern<tir::PtrIsNullOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::PtrIsNullOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value null =
        LLVM::ZeroOp::create(rewriter, op.getLoc(), adaptor.getPtr().getType());
    rewriter.replaceOpWithNewOp<LLVM::ICmpOp>(op, LLVM::ICmpPredicate::eq,
                                              adaptor.getPtr(), null);
    return success();
  }
};

/// Pointers compare as addresses (unsigned).
struct PtrCmpLowering : OpConversionPattern<tir::PtrCmpOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::PtrCmpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    static const LLVM::ICmpPredicate predicates[] = {
        LLVM::ICmpPredicate::eq,  LLVM::ICmpPredicate::ne,
        LLVM::ICmpPredicate::ult, LLVM::ICmpPredicate::ule,
        LLVM::ICmpPredicate::ugt, LLVM::ICmpPredicate::uge};
    rewriter.replaceOpWithNewOp<LLVM::ICmpOp>(
        op, predicates[static_cast<unsigned>(op.getPredicate())],
        adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

/// An opaque pointer is the same value whatever it points to.
struct PtrCastLowering : OpConversionPattern<tir::PtrCastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tir::PtrCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getInput());
    return success();
  }
};

struct VLoadLowering : OpConversionPattern<VLoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    Value zero = arith::ConstantOp::create(rewriter, op.getLoc(),
                                           rewriter.getZeroAttr(type));
    rewriter.replaceOpWithNewOp<LLVM::MaskedLoadOp>(op, type, adaptor.getPtr(),
                                                    adaptor.getMask(), zero,
                                                    getLaneAlignment(type));
    return success();
  }
};

struct VStoreLowering : OpConversionPattern<VStoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::MaskedStoreOp>(
        op, adaptor.getValue(), adaptor.getPtr(), adaptor.getMask(),
        rewriter.getI32IntegerAttr(
            getLaneAlignment(adaptor.getValue().getType())));
    return success();
  }
};
} // namespace

/// The lane addresses ptr + offsets[i] elements of `element`.
static Value laneAddresses(OpBuilder &b, Location loc, Value ptr, Type element,
                           Value offsets) {
  auto type = VectorType::get(cast<VectorType>(offsets.getType()).getShape(),
                              ptr.getType());
  return LLVM::GEPOp::create(b, loc, type, element, ptr,
                             ArrayRef<LLVM::GEPArg>{offsets});
}

Value core::strideOffsets(OpBuilder &b, Location loc, Value stride,
                          unsigned lanes) {
  Value wide = resizeInteger(b, loc, stride, 64, /*isSigned=*/true);
  auto type = VectorType::get({lanes}, b.getI64Type());
  SmallVector<int64_t> iota(lanes);
  for (unsigned i = 0; i < lanes; ++i)
    iota[i] = i;
  Value steps = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, ArrayRef<int64_t>(iota)));
  Value splat = vector::BroadcastOp::create(b, loc, type, wide);
  return arith::MulIOp::create(b, loc, steps, splat);
}

Value core::indexOffsets(OpBuilder &b, Location loc, ValueRange indices,
                         Type indexType, unsigned first, unsigned lanes) {
  Value all = indices[0];
  if (indices.size() == 2) {
    int64_t n = cast<VectorType>(all.getType()).getNumElements();
    SmallVector<int64_t> both(2 * n);
    for (int64_t i = 0; i < 2 * n; ++i)
      both[i] = i;
    all = vector::ShuffleOp::create(b, loc, indices[0], indices[1], both);
  }
  SmallVector<int64_t> picked(lanes);
  for (unsigned i = 0; i < lanes; ++i)
    picked[i] = first + i;
  Value lanesOf = vector::ShuffleOp::create(b, loc, all, all, picked);
  return resizeInteger(b, loc, lanesOf, 64,
                       getLaneType(indexType).isSignedInteger());
}

Value core::buildGather(OpBuilder &b, Location loc, VectorType type,
                        Value ptr, Value offsets, Value mask) {
  Value addresses = laneAddresses(b, loc, ptr, type.getElementType(), offsets);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  return LLVM::masked_gather::create(
      b, loc, type, addresses, mask, ValueRange{zero},
      b.getI32IntegerAttr(getLaneAlignment(type)));
}

/// A masked scatter of `value` to ptr + offsets[i] elements. LLVM's scatter
/// writes lanes in order, so the highest of two active lanes with one
/// address stays, as in the simulator.
static void buildScatter(OpBuilder &b, Location loc, Value value, Value ptr,
                         Value offsets, Value mask) {
  auto type = cast<VectorType>(value.getType());
  Value addresses = laneAddresses(b, loc, ptr, type.getElementType(), offsets);
  LLVM::masked_scatter::create(b, loc, value, addresses, mask,
                               b.getI32IntegerAttr(getLaneAlignment(type)));
}

namespace {
struct VLoadStrideLowering : OpConversionPattern<VLoadStrideOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VLoadStrideOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    Value offsets = strideOffsets(rewriter, op.getLoc(), adaptor.getStride(),
                                  type.getNumElements());
    rewriter.replaceOp(op, buildGather(rewriter, op.getLoc(), type,
                                       adaptor.getPtr(), offsets,
                                       adaptor.getMask()));
    return success();
  }
};

struct VStoreStrideLowering : OpConversionPattern<VStoreStrideOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VStoreStrideOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(adaptor.getValue().getType());
    Value offsets = strideOffsets(rewriter, op.getLoc(), adaptor.getStride(),
                                  type.getNumElements());
    buildScatter(rewriter, op.getLoc(), adaptor.getValue(), adaptor.getPtr(),
                 offsets, adaptor.getMask());
    rewriter.eraseOp(op);
    return success();
  }
};

struct VLoadGatherLowering : OpConversionPattern<VLoadGatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VLoadGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    Value offsets = indexOffsets(rewriter, op.getLoc(), adaptor.getIndices(),
                                 op.getIndices()[0].getType(), op.getFirst(),
                                 type.getNumElements());
    rewriter.replaceOp(op, buildGather(rewriter, op.getLoc(), type,
                                       adaptor.getPtr(), offsets,
                                       adaptor.getMask()));
    return success();
  }
};

struct VStoreScatterLowering : OpConversionPattern<VStoreScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VStoreScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(adaptor.getValue().getType());
    Value offsets = indexOffsets(rewriter, op.getLoc(), adaptor.getIndices(),
                                 op.getIndices()[0].getType(), op.getFirst(),
                                 type.getNumElements());
    buildScatter(rewriter, op.getLoc(), adaptor.getValue(), adaptor.getPtr(),
                 offsets, adaptor.getMask());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void core::populateMemoryPatterns(CoreTypeConverter &converter,
                                  RewritePatternSet &patterns) {
  patterns
      .add<VarDeclLowering, VarGetLowering, VarSetLowering, AllocLowering,
           ConstBufferLowering, PtrOffsetLowering, LoadLowering, StoreLowering,
           PtrIsNullLowering, PtrCmpLowering, PtrCastLowering, VLoadLowering,
           VStoreLowering, VLoadStrideLowering, VStoreStrideLowering,
           VLoadGatherLowering, VStoreScatterLowering>(converter,
                                                       patterns.getContext());
}
