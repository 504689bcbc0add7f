//===- ProfileTrace.cpp - a profile as Chrome trace-event JSON ------------===//
//
// One process (the kernel); per TEC a thread of its runs and barrier waits,
// then threads of its DMAs and of its S.perf_tick_* regions. Complete ("X")
// events on one thread must nest, so overlapping DMAs or regions are dealt
// to as many threads as needed (the first whose last span has ended).
// Events are written sorted by thread, then start (longest first), with
// `ts` and `dur` in steps, which the viewers show as microseconds.
//
//===----------------------------------------------------------------------===//

#include "Compass/Simulator/Simulator.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <tuple>

using namespace mlir;
namespace json = llvm::json;
using namespace mlir::compass::sim;

namespace {
/// Thread ids: TEC t owns [t * kTecStride, (t + 1) * kTecStride).
constexpr unsigned kTecStride = 100;
constexpr unsigned kDmaThreads = 10;
constexpr unsigned kPerfTickThreads = 50;

/// An event with its thread.
struct Placed {
  unsigned tid;
  const ProfileEvent *event;
};
} // namespace

/// Deals `event` (the events come in order of start) to the first thread of
/// `lanes` (their last ends) that is free at its start.
static unsigned deal(std::vector<uint64_t> &lanes, const ProfileEvent &event) {
  for (auto [i, end] : llvm::enumerate(lanes))
    if (end <= event.begin) {
      end = event.end;
      return static_cast<unsigned>(i);
    }
  lanes.push_back(event.end);
  return static_cast<unsigned>(lanes.size() - 1);
}

static std::string threadName(unsigned tid) {
  unsigned tec = tid / kTecStride, lane = tid % kTecStride;
  std::string name = "TEC " + std::to_string(tec);
  if (lane >= kPerfTickThreads)
    return name + " perf_tick" +
           (lane > kPerfTickThreads
                ? " " + std::to_string(lane - kPerfTickThreads + 1)
                : "");
  if (lane >= kDmaThreads)
    return name + " DMA" +
           (lane > kDmaThreads ? " " + std::to_string(lane - kDmaThreads + 1)
                               : "");
  return name;
}

std::string mlir::compass::sim::formatChromeTrace(const ProfileData &profile,
                                                  StringRef kernel) {
  std::vector<Placed> placed;
  std::map<std::pair<unsigned, bool>, std::vector<uint64_t>> lanes;
  for (const ProfileEvent &event : profile.events) {
    unsigned base = event.tec * kTecStride;
    switch (event.type) {
    case ProfileEvent::Type::Run:
    case ProfileEvent::Type::BarrierWait:
      placed.push_back({base, &event});
      break;
    case ProfileEvent::Type::Dma:
      placed.push_back({base + kDmaThreads +
                            deal(lanes[{event.tec, true}], event),
                        &event});
      break;
    case ProfileEvent::Type::PerfTick:
      placed.push_back({base + kPerfTickThreads +
                            deal(lanes[{event.tec, false}], event),
                        &event});
      break;
    }
  }
  llvm::stable_sort(placed, [](const Placed &a, const Placed &b) {
    return std::make_tuple(a.tid, a.event->begin, b.event->end) <
           std::make_tuple(b.tid, b.event->begin, a.event->end);
  });

  // One event a line, so that a diff or FileCheck reads it.
  std::string process = ("kernel " + kernel).str();
  std::vector<json::Value> events;
  events.push_back(json::Object{{"name", "process_name"},
                                {"ph", "M"},
                                {"pid", 1},
                                {"tid", 0},
                                {"args", json::Object{{"name", process}}}});
  // Each thread's name, and its order: by TEC, its DMAs and regions after.
  unsigned previous = ~0u;
  for (const Placed &item : placed) {
    if (item.tid == previous)
      continue;
    previous = item.tid;
    for (auto [name, key, value] :
         {std::make_tuple("thread_name", "name", json::Value(threadName(item.tid))),
          std::make_tuple("thread_sort_index", "sort_index",
                          json::Value(item.tid))})
      events.push_back(json::Object{{"name", name},
                                    {"ph", "M"},
                                    {"pid", 1},
                                    {"tid", item.tid},
                                    {"args", json::Object{{key, value}}}});
  }
  static const char *const names[] = {"run", "barrier wait", "DMA",
                                      "perf_tick"};
  static const char *const categories[] = {"run", "barrier", "dma",
                                           "perf_tick"};
  for (const Placed &item : placed) {
    const ProfileEvent &event = *item.event;
    unsigned type = static_cast<unsigned>(event.type);
    json::Object args{{"tec", event.tec},
                      {"at", event.loc < profile.locations.size()
                                 ? profile.locations[event.loc]
                                 : ""}};
    std::string name = names[type];
    switch (event.type) {
    case ProfileEvent::Type::Run:
      name += " " + std::to_string(event.value);
      args["interval"] = event.value;
      break;
    case ProfileEvent::Type::BarrierWait:
      break;
    case ProfileEvent::Type::Dma:
      name += " " + std::to_string(event.value) + " B";
      args["bytes"] = event.value;
      break;
    case ProfileEvent::Type::PerfTick:
      name += " " + std::to_string(event.value);
      args["cid"] = event.value;
      break;
    }
    events.push_back(json::Object{{"name", name},
                                  {"cat", categories[type]},
                                  {"ph", "X"},
                                  {"pid", 1},
                                  {"tid", item.tid},
                                  {"ts", event.begin},
                                  {"dur", event.end - event.begin},
                                  {"args", std::move(args)}});
  }

  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\"traceEvents\": [\n";
  for (auto [i, event] : llvm::enumerate(events))
    os << (i ? ",\n" : "") << event;
  json::Value other = json::Object{
      {"kernel", kernel.str()},
      {"clock", "steps of each TEC: its simulated instructions plus its "
                "barrier waits (not NPU cycles); ts and dur are steps"}};
  os << "\n],\n\"otherData\": " << other << "}\n";
  return text;
}
