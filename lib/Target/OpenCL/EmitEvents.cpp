//===- EmitEvents.cpp - events and asynchronous DMA -----------------------===//
//
// Upstream's spelling: an event is an `int` from `alloc_event()`, the event
// sets of `wait_events` / `free_events` are bitmasks (bit i for event i), and
// an asynchronous copy is `AsyncDmaDirect_<src>_to_<dst>(…, event)`, the
// arguments of DmaDirect followed by the event.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::compass;
using namespace mlir::compass::opencl;

// Checked mode: the TEC's events are tracked as the simulator tracks them
// (EmitOperandChecks.cpp).

LogicalResult OpenCLEmitter::printOp(AllocEventOp op) {
  if (checked)
    return printCheckedEvent(op);
  return emitDeclaration(op, "alloc_event();\n");
}

LogicalResult OpenCLEmitter::printEventSet(StringRef name,
                                           OperandRange events) {
  os << name << "(";
  for (auto [i, event] : llvm::enumerate(events)) {
    if (i)
      os << " | ";
    if (failed(emit("(1 << ", event, ")")))
      return failure();
  }
  os << ");\n";
  return success();
}

LogicalResult OpenCLEmitter::printOp(WaitEventsOp op) {
  if (checked)
    return printCheckedEvent(op);
  return printEventSet("wait_events", op.getEvents());
}

LogicalResult OpenCLEmitter::printOp(FreeEventsOp op) {
  if (checked)
    return printCheckedEvent(op);
  return printEventSet("free_events", op.getEvents());
}

LogicalResult OpenCLEmitter::printOp(AsyncDmaCopyOp op) {
  return printDmaDirect(op, "AsyncDmaDirect", op.getEvent());
}
