//===- DecodeKinds.cpp - the profile kind of each instruction -------------===//
//
// A profile counts instructions by kind (InstKind, Simulator.h). The kind is
// the operation's: its ODS family picks it through the generated visitors,
// so a new operation gets its family's kind, and a new family fails to
// compile here until it is given one.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

namespace {
class KindClassifier : public CompassOpVisitor<KindClassifier, InstKind>,
                       public tir::TIROpVisitor<KindClassifier, InstKind> {
public:
  InstKind classify(Operation *op) { return dispatchCompassOpVisitor(op); }

private:
  friend class CompassOpVisitor<KindClassifier, InstKind>;
  friend class tir::TIROpVisitor<KindClassifier, InstKind>;

  InstKind visitInvalidCompassOp(Operation *op) {
    return dispatchTIROpVisitor(op);
  }
  /// func.call and func.return.
  InstKind visitInvalidTIROp(Operation *) { return InstKind::Control; }

  // compass.
  InstKind vector(Operation *) { return InstKind::Vector; }
  InstKind visitMaskOp(Operation *op) { return vector(op); }
  InstKind visitLaneWiseOp(Operation *op) { return vector(op); }
  InstKind visitPairwiseOp(Operation *op) { return vector(op); }
  InstKind visitMaskTestOp(Operation *op) { return vector(op); }
  InstKind visitReduceOp(Operation *op) { return vector(op); }
  InstKind visitDotOp(Operation *op) { return vector(op); }
  InstKind visitMatMulOp(Operation *op) { return vector(op); }
  InstKind visitVectorOp(Operation *op) { return vector(op); }
  InstKind visitConvertOp(Operation *op) { return vector(op); }
  InstKind visitPermuteOp(Operation *op) { return vector(op); }
  InstKind visitMemoryOp(Operation *) { return InstKind::Memory; }
  InstKind visitDmaOp(Operation *) { return InstKind::Dma; }
  InstKind visitEventOp(Operation *) { return InstKind::Dma; }
  /// get_local_id / get_local_size are scalars; a barrier is control.
  InstKind visitTecOp(Operation *op) {
    return isa<BarrierOp>(op) ? InstKind::Control : InstKind::Scalar;
  }
  InstKind visitMiscOp(Operation *) { return InstKind::Control; }
  /// A check tests a scalar.
  InstKind visitCheckOp(Operation *) { return InstKind::Scalar; }

  // tir.
  InstKind visitConstantOp(Operation *) { return InstKind::Scalar; }
  InstKind visitArithOp(Operation *) { return InstKind::Scalar; }
  InstKind visitScalarOp(Operation *) { return InstKind::Scalar; }
  InstKind visitVariableOp(Operation *) { return InstKind::Scalar; }
  InstKind visitControlOp(Operation *) { return InstKind::Control; }
  InstKind visitPointerOp(Operation *) { return InstKind::Memory; }
  InstKind visitLaneAccessOp(Operation *op) { return vector(op); }
  InstKind visitIntrinOp(Operation *) { return InstKind::Control; }
};
} // namespace

InstKind mlir::compass::sim::classifyInstKind(Operation *op) {
  return KindClassifier().classify(op);
}
