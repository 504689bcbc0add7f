//===- TecSchedule.cpp - the TECs' rendezvous at barriers ---------------===//

#include "Compass/Support/TecSchedule.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::compass;

std::string mlir::compass::describeTecs(llvm::ArrayRef<TecPlace> tecs) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (auto [id, tec] : llvm::enumerate(tecs)) {
    os << (id ? ", " : "") << "TEC " << id;
    switch (tec.kind) {
    case TecPlace::Kind::NotStarted:
      os << " has not started";
      break;
    case TecPlace::Kind::Running:
      os << " runs at " << tec.where;
      break;
    case TecPlace::Kind::AtBarrier:
      os << " waits at the barrier at " << tec.where;
      break;
    case TecPlace::Kind::Ended:
      os << " reached the end of the kernel";
      break;
    case TecPlace::Kind::Returned:
      os << " returned from the kernel at " << tec.where;
      break;
    case TecPlace::Kind::Failed:
      os << " failed at " << tec.where;
      break;
    }
  }
  return text;
}

Rendezvous mlir::compass::meetAtBarrier(llvm::ArrayRef<TecPlace> tecs) {
  Rendezvous meeting;
  const TecPlace *first = nullptr;
  bool allSame = true;
  for (auto [id, tec] : llvm::enumerate(tecs)) {
    if (tec.kind != TecPlace::Kind::AtBarrier) {
      allSame = false;
      continue;
    }
    if (!first) {
      first = &tec;
      meeting.firstWaiting = id;
    } else if (tec.barrier != first->barrier) {
      allSame = false;
    }
  }
  if (!first)
    return meeting;
  if (allSame) {
    meeting.outcome = Rendezvous::Outcome::Release;
    return meeting;
  }
  meeting.outcome = Rendezvous::Outcome::Diverged;
  meeting.message = "barrier divergence: " + describeTecs(tecs);
  return meeting;
}
