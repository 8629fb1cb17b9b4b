//===- Memory.cpp - Allocations, copies and fills -------------------------===//
#include "RuntimeInternal.h"

#include <cinttypes>

void spvrt_device_t::rememberFreed(uintptr_t Base, size_t Size) {
  Freed[Base] = {Size, ++FreeSerial};
  FreedOrder.emplace_back(Base, FreeSerial);
  while (FreedOrder.size() > MaxFreed) {
    auto [Addr, Serial] = FreedOrder.front();
    FreedOrder.pop_front();
    auto It = Freed.find(Addr);
    if (It != Freed.end() && It->second.Serial == Serial)
      Freed.erase(It);
  }
}

void spvrt_device_t::forgetFreed(uintptr_t Base, size_t Size) {
  // Ranges that start inside the new allocation, and one that starts before
  // it and reaches into it. Their FreedOrder entries no longer match a serial
  // and are dropped when they age out.
  for (auto It = Freed.lower_bound(Base); It != Freed.end() && It->first < Base + Size;)
    It = Freed.erase(It);
  auto Prev = Freed.lower_bound(Base);
  if (Prev != Freed.begin() && (--Prev)->first + Prev->second.Size > Base)
    Freed.erase(Prev);
}

namespace spvrt {

/// Classifies [P, P+Size) against the device's allocations.
PtrState classify(spvrt_device D, const void *P, size_t Size, std::string &Why) {
  std::lock_guard<std::mutex> L(D->M);
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  auto It = D->Live.upper_bound(A);
  if (It != D->Live.begin()) {
    --It;
    if (A < It->first + It->second.Size) {
      if (Size > It->first + It->second.Size - A) {
        char Buf[256];
        snprintf(Buf, sizeof(Buf), "%zu bytes at %p overrun the allocation of %zu bytes at %p", Size, P,
                 It->second.Size, reinterpret_cast<void *>(It->first));
        Why = Buf;
        return PtrState::Unknown;
      }
      return PtrState::Live;
    }
  }
  auto F = D->Freed.upper_bound(A);
  if (F != D->Freed.begin()) {
    --F;
    if (A < F->first + F->second.Size) {
      char Buf[160];
      snprintf(Buf, sizeof(Buf), "%p is in memory already freed by spvrt_mem_free (use after free)", P);
      Why = Buf;
      return PtrState::Freed;
    }
  }
  return PtrState::Unknown;
}

} // namespace spvrt

extern "C" {

spvrt_result spvrt_mem_alloc(spvrt_device D, spvrt_mem_kind Kind, size_t Size, size_t Align, void **Out) {
  const char *Call = "spvrt_mem_alloc";
  if (!D || !isDevice(D) || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Out = nullptr;
  if (Kind != SPVRT_MEM_DEVICE && Kind != SPVRT_MEM_HOST && Kind != SPVRT_MEM_SHARED)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown memory kind %d", int(Kind));
  if (Size == 0)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "size 0");
  if (Align & (Align - 1))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "alignment %zu is not a power of two", Align);
  if (Size > D->Impl->info().max_alloc_size)
    return fail(Call, SPVRT_ERROR_OUT_OF_MEMORY, "%zu bytes exceed the device's maximum allocation of %" PRIu64,
                Size, D->Impl->info().max_alloc_size);
  void *P = nullptr;
  Status S = D->Impl->allocate(Kind, Size, Align, &P);
  if (S.failed())
    return fail(Call, S);
  std::lock_guard<std::mutex> L(D->M);
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  D->Live[A] = {Size, Kind};
  D->forgetFreed(A, Size);
  *Out = P;
  return ok();
}

spvrt_result spvrt_mem_free(spvrt_device D, void *Ptr) {
  const char *Call = "spvrt_mem_free";
  if (!D || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  if (!Ptr)
    return ok(); // like free(NULL)
  {
    std::lock_guard<std::mutex> L(D->M);
    auto It = D->Live.find(reinterpret_cast<uintptr_t>(Ptr));
    if (It == D->Live.end()) {
      if (D->Freed.count(reinterpret_cast<uintptr_t>(Ptr)))
        return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%p was already freed (double free)", Ptr);
      return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%p is not the start of an allocation of this device", Ptr);
    }
    D->rememberFreed(It->first, It->second.Size);
    D->Live.erase(It);
  }
  Status S = D->Impl->free(Ptr);
  return S.failed() ? fail(Call, S) : ok();
}

} // extern "C"

namespace {

/// Checks a copy; Empty is set for a copy of 0 bytes, which does nothing
/// and may name null pointers (SYCL programs copy the result of a 0-element
/// malloc_device, as DPC++ allows).
spvrt_result checkCopy(const char *Call, spvrt_device D, void *Dst, const void *Src, size_t Size, bool &Empty) {
  if (!D || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  Empty = Size == 0;
  if (Empty)
    return SPVRT_SUCCESS;
  if (!Dst || !Src)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "null %s pointer", Dst ? "source" : "destination");
  for (const void *P : {static_cast<const void *>(Dst), Src}) {
    std::string Why;
    // Memory the runtime does not know is host memory, allowed in copies.
    // That includes freed device ranges: on a CPU device the host heap may
    // reuse their addresses, so only overruns of live allocations are errors.
    if (classify(D, P, Size, Why) == PtrState::Unknown && !Why.empty())
      return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s %s", P == Dst ? "destination" : "source", Why.c_str());
  }
  return SPVRT_SUCCESS;
}

spvrt_result checkFill(const char *Call, spvrt_device D, void *Dst, const void *Pattern, size_t PatternSize,
                       size_t Size, bool &Empty) {
  if (!D || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  if (PatternSize == 0 || (PatternSize & (PatternSize - 1)) || PatternSize > 128 || Size % PatternSize)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT,
                "pattern size %zu must be a power of two up to 128 that divides the size %zu", PatternSize, Size);
  Empty = Size == 0; // like an empty copy, null pointers are then allowed
  if (Empty)
    return SPVRT_SUCCESS;
  if (!Dst || !Pattern)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "null destination or pattern");
  std::string Why;
  PtrState St = classify(D, Dst, Size, Why);
  if (St != PtrState::Live)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "destination %s",
                Why.empty() ? "is not memory allocated by spvrt_mem_alloc on this device" : Why.c_str());
  return SPVRT_SUCCESS;
}

/// An empty command still gives an event, which completes when its wait
/// list has: a user event signalled once they are done.
spvrt_result emptyCommand(const char *Call, spvrt_device D, const EventList &Wait, const char *What,
                          spvrt_event *Out) {
  if (!Out)
    return ok();
  for (const EventRef &W : Wait)
    W->wait();
  EventRef E;
  Status S = D->Impl->createUserEvent(E);
  if (!S.failed())
    S = E->signal();
  if (S.failed())
    return fail(Call, S);
  return giveEvent(D, std::move(E), What, Out);
}

/// An asynchronous copy or fill: Check validates the command (and says
/// whether it is empty, which completes when its wait list has), Submit
/// hands it to the plugin with the wait list.
template <typename CheckFn, typename SubmitFn>
spvrt_result submitMemoryCommand(const char *Call, spvrt_device D, const char *What, uint32_t NumWait,
                                 const spvrt_event *Wait, spvrt_event *Out, CheckFn Check, SubmitFn Submit) {
  if (Out)
    *Out = nullptr;
  bool Empty;
  EventList W;
  if (spvrt_result R = Check(Empty))
    return R;
  if (spvrt_result R = collectWaits(Call, D, NumWait, Wait, W))
    return R;
  if (Empty)
    return emptyCommand(Call, D, W, What, Out);
  EventRef E;
  Status S = Submit(W, E);
  return S.failed() ? fail(Call, S) : giveEvent(D, std::move(E), What, Out);
}

} // namespace

extern "C" {

spvrt_result spvrt_memcpy(spvrt_device D, void *Dst, const void *Src, size_t Size) {
  const char *Call = "spvrt_memcpy";
  bool Empty;
  if (spvrt_result R = checkCopy(Call, D, Dst, Src, Size, Empty))
    return R;
  if (Empty)
    return ok();
  Status S = D->Impl->copy(Dst, Src, Size);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_memfill(spvrt_device D, void *Dst, const void *Pattern, size_t PatternSize, size_t Size) {
  const char *Call = "spvrt_memfill";
  bool Empty;
  if (spvrt_result R = checkFill(Call, D, Dst, Pattern, PatternSize, Size, Empty))
    return R;
  if (Empty)
    return ok();
  Status S = D->Impl->fill(Dst, Pattern, PatternSize, Size);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_memcpy_async(spvrt_device D, void *Dst, const void *Src, size_t Size, uint32_t NumWait,
                                const spvrt_event *Wait, spvrt_event *Out) {
  const char *Call = "spvrt_memcpy_async";
  return submitMemoryCommand(
      Call, D, "copy", NumWait, Wait, Out, [&](bool &Empty) { return checkCopy(Call, D, Dst, Src, Size, Empty); },
      [&](const EventList &W, EventRef &E) { return D->Impl->copyAsync(Dst, Src, Size, W, E); });
}

spvrt_result spvrt_memfill_async(spvrt_device D, void *Dst, const void *Pattern, size_t PatternSize, size_t Size,
                                 uint32_t NumWait, const spvrt_event *Wait, spvrt_event *Out) {
  const char *Call = "spvrt_memfill_async";
  return submitMemoryCommand(
      Call, D, "fill", NumWait, Wait, Out,
      [&](bool &Empty) { return checkFill(Call, D, Dst, Pattern, PatternSize, Size, Empty); },
      [&](const EventList &W, EventRef &E) { return D->Impl->fillAsync(Dst, Pattern, PatternSize, Size, W, E); });
}

} // extern "C"
