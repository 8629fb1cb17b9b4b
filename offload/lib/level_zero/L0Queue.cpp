//===- L0Queue.cpp - Level-Zero command lists and their order -------------===//
//
// Launches of the blocking calls are appended to one regular command list;
// copies, fills, synchronize and free close it, execute it on the device's
// queue, wait and reset it. Asynchronous commands go to immediate command
// lists ("lanes"), each in order.
//
//===----------------------------------------------------------------------===//
#include "L0Plugin.h"

namespace spvrt::level_zero {

Status L0Device::synchronize() {
  std::vector<InFlight> Waiting;
  Status S;
  {
    std::lock_guard<std::mutex> L(M);
    S = flushLocked();
    Waiting.assign(Flight.begin(), Flight.end());
  }
  // Without the lock: other threads may go on submitting meanwhile.
  for (InFlight &F : Waiting) {
    Status W = F.Signal->wait();
    if (!S.failed() && W.failed())
      S = W;
  }
  Waiting.clear();
  std::lock_guard<std::mutex> L(M);
  retireLocked();
  return S;
}

Status L0Device::copyAsync(void *Dst, const void *Src, size_t Size, const EventList &Wait, EventRef &Out) {
  std::lock_guard<std::mutex> L(M);
  return appendAsyncLocked(Wait, Out, "zeCommandListAppendMemoryCopy", [&](ze_command_list_handle_t List,
                                                                        ze_event_handle_t Signal,
                                                                        std::vector<ze_event_handle_t> &W) {
    return ZE(zeCommandListAppendMemoryCopy, List, Dst, Src, Size, Signal, uint32_t(W.size()), W.data());
  });
}

Status L0Device::fillAsync(void *Dst, const void *Pattern, size_t PatternSize, size_t Size, const EventList &Wait,
                 EventRef &Out) {
  std::lock_guard<std::mutex> L(M);
  return appendAsyncLocked(Wait, Out, "zeCommandListAppendMemoryFill", [&](ze_command_list_handle_t List,
                                                                        ze_event_handle_t Signal,
                                                                        std::vector<ze_event_handle_t> &W) {
    return ZE(zeCommandListAppendMemoryFill, List, Dst, Pattern, PatternSize, Size, Signal, uint32_t(W.size()),
              W.data());
  });
}

/// Forgets the commands that have completed, from the oldest on.
void L0Device::retireLocked() {
  while (!Flight.empty()) {
    bool Done = false;
    Flight.front().Signal->query(Done);
    if (!Done)
      break;
    Flight.pop_front();
  }
}

/// Appends one asynchronous command to a lane: the lane of the first
/// event it waits for that has one (in-order lanes make that wait free),
/// else the first idle lane (commands issued one after another stay on one
/// in-order list, with no dependency between lists to resolve), else the
/// next lane in turn, so that independent commands overlap.
Status L0Device::appendAsyncLocked(const EventList &Wait, EventRef &Out, const char *Call, const AppendFn &Append) {
  retireLocked();
  int Lane = -1;
  std::vector<ze_event_handle_t> W;
  for (const EventRef &E : Wait) {
    W.push_back(zeHandle(E));
    // Joining the lane of a command still to complete keeps a chain on one
    // lane; behind a completed one, a command would wait for whatever that
    // lane runs now (a kernel that waits for another device, say).
    bool Done = false;
    if (Lane < 0 && static_cast<L0Event &>(*E).Lane >= 0 && (E->query(Done).failed() || !Done))
      Lane = static_cast<L0Event &>(*E).Lane;
  }
  for (unsigned I = 0; I < NumLanes && Lane < 0; ++I) {
    bool Done = true;
    if (!LaneLast[I] || (!LaneLast[I]->query(Done).failed() && Done))
      Lane = int(I);
  }
  if (Lane < 0)
    Lane = int(NextLane++ % NumLanes);
  EventRef Signal;
  if (Status S = newEventLocked(Lane, Signal); S.failed())
    return S;
  ze_result_t R = Append(Lanes[Lane], zeHandle(Signal), W);
  if (R != ZE_RESULT_SUCCESS)
    return zeFailure(Call, R, "", zeReason());
  Flight.push_back({Signal, Wait});
  LaneLast[Lane] = Signal;
  Out = std::move(Signal);
  return Status::ok();
}

// Runs what the command list holds and waits; the list is then reused.
Status L0Device::flushLocked() {
  if (!Pending)
    return Status::ok();
  Pending = false;
  ZE_CHECK(zeCommandListClose, List);
  ze_result_t R = ZE(zeCommandQueueExecuteCommandLists, Queue, 1u, &List, static_cast<ze_fence_handle_t>(nullptr));
  ze_result_t S = R == ZE_RESULT_SUCCESS ? ZE(zeCommandQueueSynchronize, Queue, UINT64_MAX) : R;
  std::string Why = S != ZE_RESULT_SUCCESS ? zeReason() : ""; // before the next call replaces it
  ze_result_t X = ZE(zeCommandListReset, List);
  if (R != ZE_RESULT_SUCCESS)
    return zeFailure("zeCommandQueueExecuteCommandLists", R, "", Why);
  if (S != ZE_RESULT_SUCCESS)
    return zeFailure("zeCommandQueueSynchronize", S, "a command failed while executing", Why);
  if (X != ZE_RESULT_SUCCESS)
    return zeFailure("zeCommandListReset", X, "", zeReason());
  return Status::ok();
}

} // namespace spvrt::level_zero
