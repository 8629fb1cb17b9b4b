//===- Event.cpp - Events of asynchronous commands ------------------------===//
#include "RuntimeInternal.h"

namespace spvrt {

/// The events of a wait list that the plugin waits for: those of the
/// device D. Events of other devices are waited for here, on the host.
spvrt_result collectWaits(const char *Call, spvrt_device D, uint32_t N, const spvrt_event *Wait, EventList &Out) {
  if (N && !Wait)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%u events to wait for, but a null wait list", N);
  for (uint32_t I = 0; I < N; ++I) {
    if (!isLiveObject(Wait[I]))
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "wait list entry %u is not a live event", I);
    if (Wait[I]->Dev == D)
      Out.push_back(Wait[I]->Impl);
    else
      Wait[I]->Impl->wait(); // a failure belongs to that event's own waiters
  }
  return SPVRT_SUCCESS;
}

/// Hands out the event of a command just submitted (Out may be null: the
/// caller does not want it; the plugin keeps it while the command runs).
spvrt_result giveEvent(spvrt_device D, EventRef Impl, std::string What, spvrt_event *Out) {
  if (Out) {
    auto *E = new spvrt_event_t{D, std::move(Impl), std::move(What)};
    addObject(E);
    *Out = E;
  }
  return ok();
}

} // namespace spvrt

extern "C" {

spvrt_result spvrt_event_create_user(spvrt_device D, spvrt_event *Out) {
  const char *Call = "spvrt_event_create_user";
  if (!D || !isDevice(D) || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Out = nullptr;
  EventRef E;
  Status S = D->Impl->createUserEvent(E);
  if (S.failed())
    return fail(Call, S);
  auto *Ev = new spvrt_event_t{D, std::move(E), "user event"};
  Ev->User = true;
  addObject(Ev);
  *Out = Ev;
  return ok();
}

spvrt_result spvrt_event_signal(spvrt_event E) {
  const char *Call = "spvrt_event_signal";
  if (!isLiveObject(E))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live event");
  if (!E->User)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "the event of a %s is signalled by its command, not the host",
                E->What.c_str());
  Status S = E->Impl->signal();
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_event_wait(uint32_t N, const spvrt_event *Events) {
  const char *Call = "spvrt_event_wait";
  if (N && !Events)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%u events, but a null list", N);
  for (uint32_t I = 0; I < N; ++I)
    if (!isLiveObject(Events[I]))
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "entry %u is not a live event", I);
  // Every event is waited for, and the first failure reported.
  spvrt_result Result = SPVRT_SUCCESS;
  std::string Message;
  for (uint32_t I = 0; I < N; ++I) {
    Status S = Events[I]->Impl->wait();
    if (S.failed() && Result == SPVRT_SUCCESS) {
      Result = S.Code;
      Message = Events[I]->What + " failed: " + S.Message;
    }
  }
  return Result == SPVRT_SUCCESS ? ok() : fail(Call, Result, "%s", Message.c_str());
}

spvrt_result spvrt_event_query(spvrt_event E, int *Complete) {
  const char *Call = "spvrt_event_query";
  if (!isLiveObject(E) || !Complete)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live event, or null output");
  bool Done = false;
  Status S = E->Impl->query(Done);
  *Complete = Done;
  return S.failed() ? fail(Call, S.Code, "%s failed: %s", E->What.c_str(), S.Message.c_str()) : ok();
}

spvrt_result spvrt_event_times(spvrt_event E, uint64_t *Start, uint64_t *End) {
  const char *Call = "spvrt_event_times";
  if (!isLiveObject(E) || !Start || !End)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live event, or null output");
  bool Done = false;
  E->Impl->query(Done);
  if (!Done)
    return fail(Call, SPVRT_ERROR_NOT_READY, "the %s has not completed", E->What.c_str());
  Status S = E->Impl->times(*Start, *End);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_event_release(spvrt_event E) {
  if (!removeObject(E))
    return fail("spvrt_event_release", SPVRT_ERROR_INVALID_ARGUMENT, "not a live event");
  delete E; // the plugin keeps the device's event while its command runs
  return ok();
}

} // extern "C"
