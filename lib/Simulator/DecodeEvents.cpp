//===- DecodeEvents.cpp - the Event family to instructions ----------------===//
//
// The decoder's handlers of the builtins on a TEC's four DMA events
// (compass.alloc_event, wait_events, free_events, async_dma_copy); their
// instructions run in Events.cpp.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::sim;

LogicalResult Decoder::visitAllocEventOp(AllocEventOp op) {
  return emitSimple(op, &execAllocEvent, {});
}

/// The events in a, b, c, d.
LogicalResult Decoder::visitWaitEventsOp(WaitEventsOp op) {
  return emitSimple(op, &execWaitEvents, op.getEvents());
}

LogicalResult Decoder::visitFreeEventsOp(FreeEventsOp op) {
  return emitSimple(op, &execFreeEvents, op.getEvents());
}

/// The rows of dma_copy, and the event's slot in imm bits 32-63.
LogicalResult Decoder::visitAsyncDmaCopyOp(AsyncDmaCopyOp op) {
  FailureOr<size_t> index = decodeDmaRows(op, &getAsyncDmaCopyHandler);
  if (failed(index))
    return failure();
  at(*index).imm |= uint64_t(slot(op.getEvent())) << 32;
  return success();
}
