//===- L0Event.cpp - Level-Zero events, pools and timestamps --------------===//
#include "L0Plugin.h"

namespace spvrt::level_zero {

L0Event::~L0Event() { Dev.recycle(E); }

Status L0Event::times(uint64_t &Start, uint64_t &End) {
  ze_kernel_timestamp_result_t T = {};
  ZE_CHECK(zeEventQueryKernelTimestamp, E, &T);
  Start = Dev.kernelTicksToNs(T.global.kernelStart);
  End = Dev.kernelTicksToNs(T.global.kernelEnd);
  return Status::ok();
}

Status L0Event::wait() {
  ze_result_t R = ZE(zeEventHostSynchronize, E, UINT64_MAX);
  return R == ZE_RESULT_SUCCESS ? Status::ok() : zeFailure("zeEventHostSynchronize", R, "the command failed", zeReason());
}
Status L0Event::query(bool &Done) {
  ze_result_t R = ZE(zeEventQueryStatus, E);
  Done = R != ZE_RESULT_NOT_READY;
  return R == ZE_RESULT_SUCCESS || R == ZE_RESULT_NOT_READY ? Status::ok()
                                                             : zeFailure("zeEventQueryStatus", R, "the command failed", zeReason());
}
Status L0Event::signal() {
  if (Lane >= 0)
    return error(SPVRT_ERROR_INVALID_ARGUMENT, "only user events can be signalled by the host");
  ZE_CHECK(zeEventHostSignal, E);
  return Status::ok();
}

Status L0Device::createUserEvent(EventRef &Out) {
  std::lock_guard<std::mutex> L(M);
  return newEventLocked(-1, Out);
}

Status L0Device::timestamp(uint64_t &Ns) {
  uint64_t Host = 0, Ticks = 0;
  ZE_CHECK(zeDeviceGetGlobalTimestamps, Dev, &Host, &Ticks);
  Ns = toNs(Ticks & TimestampMask);
  return Status::ok();
}

/// Returns an event to the free list (L0Event's destructor).
void L0Device::recycle(ze_event_handle_t E) {
  std::lock_guard<std::mutex> L(EventsM);
  FreeEvents.push_back(E);
}

/// An event of the device's pools, reset; pools grow as needed.
Status L0Device::newEventLocked(int Lane, EventRef &Out) {
  std::lock_guard<std::mutex> L(EventsM);
  if (FreeEvents.empty()) {
    constexpr uint32_t PoolSize = 64;
    ze_event_pool_desc_t PD = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr,
                               ZE_EVENT_POOL_FLAG_HOST_VISIBLE | ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP, PoolSize};
    ze_event_pool_handle_t Pool = nullptr;
    ZE_CHECK(zeEventPoolCreate, Ctx, &PD, 1u, &Dev, &Pool);
    Pools.push_back(Pool);
    for (uint32_t I = 0; I < PoolSize; ++I) {
      ze_event_desc_t ED = {ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, I, ZE_EVENT_SCOPE_FLAG_HOST,
                            ZE_EVENT_SCOPE_FLAG_HOST};
      ze_event_handle_t E = nullptr;
      ZE_CHECK(zeEventCreate, Pool, &ED, &E);
      FreeEvents.push_back(E);
    }
  }
  ze_event_handle_t E = FreeEvents.back();
  ZE_CHECK(zeEventHostReset, E);
  FreeEvents.pop_back();
  Out = std::make_shared<L0Event>(*this, E, Lane);
  return Status::ok();
}

} // namespace spvrt::level_zero
