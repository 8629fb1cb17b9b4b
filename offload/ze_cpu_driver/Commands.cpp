//===- Commands.cpp - CPU Level-Zero driver: queues, lists, events --------===//
#include "Driver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <utility>

using namespace zecpu;

namespace zecpu {

//===--- Events -----------------------------------------------------------===//

Event::~Event() {
  if (Direct)
    Direct->unref();
  if (!Pool)
    return;
  std::lock_guard<std::mutex> L(Pool->M);
  if (Index < Pool->Slots.size() && Pool->Slots[Index] == this)
    Pool->Slots[Index] = nullptr;
}

void Event::signal(ze_result_t Failure) {
  DirectLaunch *D;
  {
    std::lock_guard<std::mutex> L(M);
    D = std::exchange(Direct, nullptr);
    if (!Start && !End)
      Start = End = nowNs();
    Error = Failure;
    Signaled = true;
    CV.notify_all();
  }
  if (D)
    D->unref();
}

void Event::reset() {
  std::lock_guard<std::mutex> L(M);
  if (Direct) // reset while its launch runs (an application error): forget it
    std::exchange(Direct, nullptr)->unref();
  Signaled = false;
  Error = ZE_RESULT_SUCCESS;
  Start = End = 0;
}

bool Event::wait(uint64_t TimeoutNs) {
  std::unique_lock<std::mutex> L(M);
  if (Direct && TimeoutNs == UINT64_MAX) {
    DirectLaunch *D = Direct;
    ++D->Refs;
    L.unlock();
    clWaitForEvents(1, &D->Ev);
    D->complete();
    D->unref();
    L.lock();
  }
  if (TimeoutNs == UINT64_MAX)
    CV.wait(L, [&] { return Signaled; });
  else
    CV.wait_for(L, std::chrono::nanoseconds(TimeoutNs), [&] { return Signaled; });
  return Signaled;
}

//===--- Engine -----------------------------------------------------------===//

Engine::Engine() { Worker = std::thread([this] { run(); }); }

cl_command_queue Engine::queue(Device &D) {
  cl_command_queue &Q = Queues[&D];
  if (!Q) {
    // Profiling gives the kernel timestamps of events.
    const cl_queue_properties Props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    cl_int Err;
    Q = clCreateCommandQueueWithProperties(D.CL.Ctx, D.CL.Dev, Props, &Err);
    if (!Q)
      Q = clCreateCommandQueueWithProperties(D.CL.Ctx, D.CL.Dev, nullptr, &Err);
  }
  return Q;
}

Engine::~Engine() {
  {
    std::unique_lock<std::mutex> L(M);
    IdleCV.wait(L, [&] { return InFlight == 0; }); // their callbacks refer to the engine
    Stop = true;
  }
  CV.notify_all();
  Worker.join();
  for (auto &KV : Queues)
    if (KV.second)
      clReleaseCommandQueue(KV.second);
}

void CL_CALLBACK directComplete(cl_event, cl_int, void *P) {
  auto *D = static_cast<DirectLaunch *>(P);
  D->complete();
  D->unref();
}

DirectLaunch::DirectLaunch(Engine *E, Event *Signal, std::shared_ptr<const Launch> L)
    : E(E), Signal(Signal), L(std::move(L)) {
  Running.emplace(*this->L->Dev, this->L->Name, E);
}

void DirectLaunch::unref() {
  if (--Refs == 0) {
    if (Ev)
      clReleaseEvent(Ev);
    delete this;
  }
}

void DirectLaunch::complete() {
  if (Completed.exchange(true))
    return;
  ze_result_t R = Ev ? L->finish(Ev, Signal, StartNs) : StartError;
  Running.reset();
  // The engine is idle before the event is seen signalled, so that the
  // waiting thread's next launch is direct too; the engine may be destroyed
  // once idle, the event only after it is signalled.
  E->directDone(R);
  if (Signal)
    Signal->signal(R);
}

bool Engine::tryDirect(Command &C) {
  // A wait on a launch started directly that is still running is an OpenCL
  // wait list entry (the launches of a device share its OpenCL context).
  std::vector<DirectLaunch *> Running;
  auto Unref = [&] {
    for (DirectLaunch *R : Running)
      R->unref();
  };
  for (Event *W : C.WaitFor) {
    std::lock_guard<std::mutex> G(W->M);
    if (W->Signaled)
      continue;
    DirectLaunch *R = W->Direct;
    if (!R || !R->Ev || R->L->Dev != C.Direct->Dev) {
      Unref();
      return false;
    }
    ++R->Refs;
    Running.push_back(R);
  }
  {
    std::lock_guard<std::mutex> L(M);
    if (Stop || WorkerBusy || !Work.empty()) {
      Unref();
      return false;
    }
    ++InFlight;
    ++Pending;
  }
  std::vector<cl_event> After;
  for (DirectLaunch *R : Running)
    After.push_back(R->Ev);
  auto *D = new DirectLaunch(this, C.Signal, C.Direct);
  D->StartError = D->L->start(*this, D->Ev, D->StartNs, After);
  Unref();
  if (D->StartError != ZE_RESULT_SUCCESS) {
    D->complete();
    D->unref();
    return true;
  }
  clFlush(queue(*D->L->Dev));
  if (C.Signal) {
    std::lock_guard<std::mutex> G(C.Signal->M);
    ++D->Refs;
    C.Signal->Direct = D;
  }
  if (clSetEventCallback(D->Ev, CL_COMPLETE, directComplete, D) != CL_SUCCESS) {
    clWaitForEvents(1, &D->Ev);
    directComplete(D->Ev, CL_COMPLETE, D);
  }
  return true;
}

void Engine::retireLocked(ze_result_t R) {
  if (R != ZE_RESULT_SUCCESS && StickyError == ZE_RESULT_SUCCESS)
    StickyError = R;
  --Pending;
  IdleCV.notify_all();
}

void Engine::directDone(ze_result_t R) {
  std::lock_guard<std::mutex> L(M);
  --InFlight;
  retireLocked(R);
  // The worker waits for work that no longer waits for direct launches:
  // waking it for nothing at every launch cost a futex round trip, and on
  // an idle machine the wake-up of a sleeping thread (launch latency 39 µs
  // against 9 µs for a bare clEnqueueNDRangeKernel + clFinish).
  if (InFlight == 0 && !Work.empty())
    CV.notify_all();
}

void Engine::submit(std::vector<Command> Cmds, std::function<void()> Done) {
  if (Cmds.size() == 1 && !Done && Cmds[0].Direct && Cmds[0].ResetEvents.empty() && tryDirect(Cmds[0]))
    return;
  std::lock_guard<std::mutex> L(M);
  Work.push_back({std::move(Cmds), std::move(Done)});
  ++Pending;
  CV.notify_all();
}

ze_result_t Engine::synchronize(uint64_t TimeoutNs) {
  std::unique_lock<std::mutex> L(M);
  if (TimeoutNs == UINT64_MAX)
    IdleCV.wait(L, [&] { return Pending == 0; });
  else
    IdleCV.wait_for(L, std::chrono::nanoseconds(TimeoutNs), [&] { return Pending == 0; });
  if (Pending)
    return ZE_RESULT_NOT_READY;
  // A failure inside an asynchronous command is reported to the next
  // synchronization, once.
  ze_result_t R = StickyError;
  StickyError = ZE_RESULT_SUCCESS;
  return R;
}

void Engine::run() {
  for (;;) {
    Batch B;
    {
      std::unique_lock<std::mutex> L(M);
      CV.wait(L, [&] { return (Stop && Work.empty()) || (!Work.empty() && InFlight == 0); });
      if (Work.empty())
        return;
      B = std::move(Work.front());
      Work.pop_front();
      WorkerBusy = true;
    }
    ze_result_t R = ZE_RESULT_SUCCESS;
    for (Command &C : B.Cmds) {
      bool Abandon = false;
      // Poll so that destroying the engine can interrupt a wait on an event
      // that will never be signalled.
      for (Event *E : C.WaitFor)
        while (!E->wait(10000000))
          if (Stop) {
            Abandon = true;
            break;
          }
      if (Abandon) {
        R = fail(ZE_RESULT_ERROR_UNKNOWN, "command abandoned: its queue was destroyed while waiting on an event");
        break;
      }
      for (Event *E : C.ResetEvents)
        E->reset();
      ze_result_t AR = C.Action ? C.Action(*this, C.Signal) : ZE_RESULT_SUCCESS;
      if (AR != ZE_RESULT_SUCCESS && R == ZE_RESULT_SUCCESS)
        R = AR;
      if (C.Signal)
        C.Signal->signal(AR);
    }
    if (B.Done)
      B.Done();
    std::lock_guard<std::mutex> L(M);
    WorkerBusy = false;
    retireLocked(R);
  }
}

//===--- Command lists ----------------------------------------------------===//

List::~List() = default;

ze_result_t List::add(Command C) {
  if (!Immediate) {
    if (Closed)
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "append to a closed command list");
    Cmds.push_back(std::move(C));
    return ZE_RESULT_SUCCESS;
  }
  std::vector<Command> One;
  One.push_back(std::move(C));
  Imm->submit(std::move(One));
  return Synchronous ? Imm->synchronize(UINT64_MAX) : ZE_RESULT_SUCCESS;
}

ze_result_t collectEvents(uint32_t N, ze_event_handle_t *Handles, std::vector<Event *> &Out) {
  if (N && !Handles) // the specification's code for a missing wait list
    return ZE_RESULT_ERROR_INVALID_SIZE;
  for (uint32_t I = 0; I < N; ++I) {
    Event *E = cast<Event>(Handles[I]);
    if (!E)
      return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    Out.push_back(E);
  }
  return ZE_RESULT_SUCCESS;
}

ze_result_t prepareCommand(ze_command_list_handle_t H, ze_event_handle_t Signal, uint32_t NumWait,
                           ze_event_handle_t *Wait, List *&L, Command &C) {
  L = cast<List>(H);
  if (!L)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (Signal && !(C.Signal = cast<Event>(Signal)))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  return collectEvents(NumWait, Wait, C.WaitFor);
}

} // namespace zecpu

namespace zecpu_api {


ze_result_t ZE_APICALL zeCommandQueueCreate(ze_context_handle_t C, ze_device_handle_t D,
                                            const ze_command_queue_desc_t *Desc, ze_command_queue_handle_t *Out) {
  if (!cast<Context>(C) || !cast<Device>(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Desc->ordinal != 0)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeCommandQueueCreate: ordinal %u (only 0 exists)", Desc->ordinal);
  auto *Q = new Queue();
  Q->Synchronous = Desc->mode == ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
  *Out = reinterpret_cast<ze_command_queue_handle_t>(static_cast<Object *>(Q));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeCommandQueueDestroy(ze_command_queue_handle_t H) {
  return destroyObject<Queue>(H);
}

ze_result_t ZE_APICALL zeCommandQueueExecuteCommandLists(ze_command_queue_handle_t H, uint32_t N,
                                                         ze_command_list_handle_t *Lists, ze_fence_handle_t FH) {
  Queue *Q = cast<Queue>(H);
  if (!Q)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Lists)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (N == 0)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  Fence *F = nullptr;
  if (FH && !(F = cast<Fence>(FH)))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (F && F->Owner != Q)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "fence belongs to another queue");
  std::vector<Command> Batch;
  for (uint32_t I = 0; I < N; ++I) {
    List *L = cast<List>(Lists[I]);
    if (!L)
      return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    if (L->Immediate || !L->Closed)
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "command list %u is %s", I,
                  L->Immediate ? "immediate" : "not closed");
    Batch.insert(Batch.end(), L->Cmds.begin(), L->Cmds.end());
  }
  std::function<void()> Done;
  if (F)
    Done = [F] {
      std::lock_guard<std::mutex> G(F->M);
      F->Signaled = true;
      F->CV.notify_all();
    };
  Q->E.submit(std::move(Batch), std::move(Done));
  return Q->Synchronous ? Q->E.synchronize(UINT64_MAX) : ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeCommandQueueSynchronize(ze_command_queue_handle_t H, uint64_t Timeout) {
  Queue *Q = cast<Queue>(H);
  if (!Q)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  return Q->E.synchronize(Timeout);
}

ze_result_t ZE_APICALL zeCommandListCreate(ze_context_handle_t C, ze_device_handle_t D,
                                           const ze_command_list_desc_t *Desc, ze_command_list_handle_t *Out) {
  if (!cast<Context>(C) || !cast<Device>(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Desc->commandQueueGroupOrdinal != 0)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeCommandListCreate: ordinal %u (only 0 exists)",
                Desc->commandQueueGroupOrdinal);
  *Out = reinterpret_cast<ze_command_list_handle_t>(static_cast<Object *>(new List()));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeCommandListCreateImmediate(ze_context_handle_t C, ze_device_handle_t D,
                                                    const ze_command_queue_desc_t *Desc,
                                                    ze_command_list_handle_t *Out) {
  if (!cast<Context>(C) || !cast<Device>(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Desc->ordinal != 0)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeCommandListCreateImmediate: ordinal %u (only 0 exists)",
                Desc->ordinal);
  auto *L = new List();
  L->Immediate = true;
  L->Synchronous = Desc->mode == ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
  L->Imm = std::make_unique<Engine>();
  *Out = reinterpret_cast<ze_command_list_handle_t>(static_cast<Object *>(L));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeCommandListDestroy(ze_command_list_handle_t H) {
  return destroyObject<List>(H);
}

ze_result_t ZE_APICALL zeCommandListClose(ze_command_list_handle_t H) {
  List *L = cast<List>(H);
  if (!L)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  L->Closed = true;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeCommandListReset(ze_command_list_handle_t H) {
  List *L = cast<List>(H);
  if (!L)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (L->Immediate)
    return L->Imm->synchronize(UINT64_MAX);
  L->Cmds.clear();
  L->Closed = false;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeCommandListAppendBarrier(ze_command_list_handle_t H, ze_event_handle_t Signal,
                                                  uint32_t NumWait, ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  // Commands already run in order, so a barrier only waits and signals.
  return R != ZE_RESULT_SUCCESS ? R : L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendMemoryRangesBarrier(ze_command_list_handle_t H, uint32_t,
                                                              const size_t *, const void **,
                                                              ze_event_handle_t Signal, uint32_t NumWait,
                                                              ze_event_handle_t *Wait) {
  return zecpu_api::zeCommandListAppendBarrier(H, Signal, NumWait, Wait);
}

ze_result_t ZE_APICALL zeCommandListAppendMemoryCopy(ze_command_list_handle_t H, void *Dst, const void *Src,
                                                     size_t Size, ze_event_handle_t Signal, uint32_t NumWait,
                                                     ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  if (!Dst || !Src)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  // All device memory is host memory (fine-grained SVM, or a GPU profile's
  // pages, opened for the copy).
  C.Action = [Dst, Src, Size](Engine &, Event *) {
    DeviceMemoryAccess Access{Dst, Src};
    memmove(Dst, Src, Size);
    return ZE_RESULT_SUCCESS;
  };
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendMemoryCopyRegion(ze_command_list_handle_t H, void *Dst,
                                                           const ze_copy_region_t *DR, uint32_t DPitch,
                                                           uint32_t DSlice, const void *Src,
                                                           const ze_copy_region_t *SR, uint32_t SPitch,
                                                           uint32_t SSlice, ze_event_handle_t Signal,
                                                           uint32_t NumWait, ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  if (!Dst || !Src || !DR || !SR)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (DR->width != SR->width || DR->height != SR->height || DR->depth != SR->depth)
    return fail(ZE_RESULT_ERROR_INVALID_SIZE, "copy regions differ in extent");
  ze_copy_region_t D = *DR, S = *SR;
  C.Action = [=](Engine &, Event *) {
    DeviceMemoryAccess Access{Dst, Src};
    auto *DB = static_cast<uint8_t *>(Dst);
    auto *SB = static_cast<const uint8_t *>(Src);
    for (uint32_t Z = 0; Z < D.depth; ++Z)
      for (uint32_t Y = 0; Y < D.height; ++Y)
        memmove(DB + size_t(D.originZ + Z) * DSlice + size_t(D.originY + Y) * DPitch + D.originX,
                SB + size_t(S.originZ + Z) * SSlice + size_t(S.originY + Y) * SPitch + S.originX, D.width);
    return ZE_RESULT_SUCCESS;
  };
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendMemoryFill(ze_command_list_handle_t H, void *Ptr, const void *Pattern,
                                                     size_t PatternSize, size_t Size, ze_event_handle_t Signal,
                                                     uint32_t NumWait, ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  if (!Ptr || !Pattern)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (PatternSize == 0 || PatternSize > 128 || (PatternSize & (PatternSize - 1)) || Size % PatternSize)
    return fail(ZE_RESULT_ERROR_INVALID_SIZE,
                "fill: pattern size %zu must be a power of two <= 128 dividing the size %zu", PatternSize, Size);
  std::vector<uint8_t> Pat(static_cast<const uint8_t *>(Pattern), static_cast<const uint8_t *>(Pattern) + PatternSize);
  C.Action = [Ptr, Pat, Size](Engine &, Event *) {
    DeviceMemoryAccess Access{Ptr};
    auto *P = static_cast<uint8_t *>(Ptr);
    for (size_t Off = 0; Off < Size; Off += Pat.size())
      memcpy(P + Off, Pat.data(), Pat.size());
    return ZE_RESULT_SUCCESS;
  };
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendMemoryPrefetch(ze_command_list_handle_t H, const void *Ptr, size_t) {
  if (!cast<List>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  return Ptr ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_POINTER; // memory is always local
}

ze_result_t ZE_APICALL zeCommandListAppendMemAdvise(ze_command_list_handle_t H, ze_device_handle_t D,
                                                    const void *Ptr, size_t, ze_memory_advice_t) {
  if (!cast<List>(H) || !cast<Device>(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  return Ptr ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_POINTER; // advice has no effect
}

ze_result_t ZE_APICALL zeCommandListAppendSignalEvent(ze_command_list_handle_t H, ze_event_handle_t E) {
  if (!E)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, E, 0, nullptr, L, C);
  return R != ZE_RESULT_SUCCESS ? R : L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendWaitOnEvents(ze_command_list_handle_t H, uint32_t N,
                                                       ze_event_handle_t *Events) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, nullptr, N, Events, L, C);
  return R != ZE_RESULT_SUCCESS ? R : L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendEventReset(ze_command_list_handle_t H, ze_event_handle_t EH) {
  List *L = cast<List>(H);
  Event *E = cast<Event>(EH);
  if (!L || !E)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  Command C;
  C.ResetEvents.push_back(E);
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendWriteGlobalTimestamp(ze_command_list_handle_t H, uint64_t *Dst,
                                                               ze_event_handle_t Signal, uint32_t NumWait,
                                                               ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  if (!Dst)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  C.Action = [Dst](Engine &, Event *) {
    *Dst = nowNs();
    return ZE_RESULT_SUCCESS;
  };
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendQueryKernelTimestamps(ze_command_list_handle_t H, uint32_t N,
                                                                ze_event_handle_t *Events, void *Dst,
                                                                const size_t *Offsets, ze_event_handle_t Signal,
                                                                uint32_t NumWait, ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  std::vector<Event *> Evs;
  if ((R = collectEvents(N, Events, Evs)) != ZE_RESULT_SUCCESS)
    return R;
  if (!Dst)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  std::vector<size_t> Offs;
  for (uint32_t I = 0; I < N; ++I)
    Offs.push_back(Offsets ? Offsets[I] : I * sizeof(ze_kernel_timestamp_result_t));
  C.Action = [Evs, Offs, Dst](Engine &, Event *) {
    for (size_t I = 0; I < Evs.size(); ++I) {
      ze_kernel_timestamp_result_t T;
      std::lock_guard<std::mutex> G(Evs[I]->M);
      T.global.kernelStart = T.context.kernelStart = Evs[I]->Start;
      T.global.kernelEnd = T.context.kernelEnd = Evs[I]->End;
      memcpy(static_cast<uint8_t *>(Dst) + Offs[I], &T, sizeof(T));
    }
    return ZE_RESULT_SUCCESS;
  };
  return L->add(std::move(C));
}

} // namespace zecpu_api

namespace zecpu {

ze_result_t Launch::start(Engine &E, cl_event &Ev, uint64_t &StartNs, const std::vector<cl_event> &After) const {
  ClDevice &P = Dev->CL;
  cl_command_queue Queue = E.queue(*Dev);
  if (!Queue)
    return fail(ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY, "%s: cannot create an OpenCL command queue", Name.c_str());
  std::lock_guard<std::mutex> G(CLK->M);
  for (size_t I = 0; I < Args.size(); ++I) {
    const ArgValue &A = Args[I];
    cl_int Err = A.State == ArgValue::Pointer ? clSetKernelArgSVMPointer(CLK->K, cl_uint(I), A.Ptr)
                 : A.State == ArgValue::Local ? clSetKernelArg(CLK->K, cl_uint(I), A.LocalSize, nullptr)
                                              : clSetKernelArg(CLK->K, cl_uint(I), A.Data.size(), A.Data.data());
    if (Err != CL_SUCCESS)
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "%s: OpenCL rejected argument %zu (error %d)", Name.c_str(), I,
                  Err);
  }
  // Kernels may reach any allocation through pointers stored in memory; the
  // kernel keeps the set OpenCL was last given until allocations change.
  {
    std::lock_guard<std::mutex> AL(P.AllocMutex);
    if (CLK->SvmGeneration != P.AllocGeneration) {
      std::vector<void *> Ptrs;
      for (auto &KV : P.Allocs)
        Ptrs.push_back(reinterpret_cast<void *>(KV.first));
      clSetKernelExecInfo(CLK->K, CL_KERNEL_EXEC_INFO_SVM_PTRS, Ptrs.size() * sizeof(void *), Ptrs.data());
      CLK->SvmGeneration = P.AllocGeneration;
    }
  }
  StartNs = nowNs();
  cl_int Err = clEnqueueNDRangeKernel(Queue, CLK->K, 3, Offset, Global, Local, cl_uint(After.size()),
                                      After.empty() ? nullptr : After.data(), &Ev);
  if (Err != CL_SUCCESS)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "%s: clEnqueueNDRangeKernel failed with %d", Name.c_str(), Err);
  return ZE_RESULT_SUCCESS;
}

ze_result_t Launch::finish(cl_event Ev, Event *Signal, uint64_t StartNs) const {
  uint64_t Start = StartNs, End = nowNs();
  cl_int Status = CL_COMPLETE;
  clGetEventInfo(Ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(Status), &Status, nullptr);
  // The device's own start and end, moved to the host clock (which is the
  // device clock of zeDeviceGetGlobalTimestamps) by the device's measured
  // offset, or else by the time the command was queued; without profiling
  // information, the host times around the launch.
  cl_ulong Queued = 0, ClStart = 0, ClEnd = 0;
  if (clGetEventProfilingInfo(Ev, CL_PROFILING_COMMAND_QUEUED, sizeof(Queued), &Queued, nullptr) == CL_SUCCESS &&
      clGetEventProfilingInfo(Ev, CL_PROFILING_COMMAND_START, sizeof(ClStart), &ClStart, nullptr) == CL_SUCCESS &&
      clGetEventProfilingInfo(Ev, CL_PROFILING_COMMAND_END, sizeof(ClEnd), &ClEnd, nullptr) == CL_SUCCESS &&
      Queued <= ClStart && ClStart <= ClEnd) {
    const ClDevice &CL = Dev->CL;
    uint64_t OnHostStart = uint64_t(int64_t(ClStart) + CL.HostMinusDeviceNs);
    uint64_t OnHostEnd = uint64_t(int64_t(ClEnd) + CL.HostMinusDeviceNs);
    // The offset holds only if the profiling stamps come from the device
    // timer; a kernel cannot start before it was enqueued or end after now.
    constexpr uint64_t SlackNs = 1000000;
    if (CL.HasDeviceTimer && OnHostStart + SlackNs >= StartNs && OnHostEnd <= End + SlackNs) {
      // Within the host times around the launch despite the offset's own
      // error (a microsecond at most).
      Start = std::max(OnHostStart, StartNs);
      End = std::max(std::min(OnHostEnd, End), Start);
    } else {
      End = Start + (ClEnd - Queued);
      Start += ClStart - Queued;
    }
  }
  if (Signal) {
    std::lock_guard<std::mutex> G(Signal->M);
    Signal->Start = Start;
    Signal->End = End;
  }
  if (Status < 0)
    return fail(ZE_RESULT_ERROR_DEVICE_LOST, "%s: kernel execution failed (%d)", Name.c_str(), Status);
  return ZE_RESULT_SUCCESS;
}

/// Runs one launch on the engine's OpenCL queue and waits for it (on the
/// engine's worker thread).
ze_result_t runLaunch(Engine &E, Event *Signal, const Launch &L) {
  RunningKernel Running(*L.Dev, L.Name, &E); // names the kernel if it faults (FaultReport.cpp)
  cl_event Ev = nullptr;
  uint64_t Start = 0;
  ze_result_t R = L.start(E, Ev, Start);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  cl_int Err = clWaitForEvents(1, &Ev);
  R = L.finish(Ev, Signal, Start);
  clReleaseEvent(Ev);
  if (Err != CL_SUCCESS && R == ZE_RESULT_SUCCESS)
    return fail(ZE_RESULT_ERROR_DEVICE_LOST, "%s: kernel execution failed (%d)", L.Name.c_str(), Err);
  return R;
}

} // namespace zecpu

namespace zecpu_api {

ze_result_t ZE_APICALL zeCommandListAppendLaunchKernel(ze_command_list_handle_t H, ze_kernel_handle_t KH,
                                                       const ze_group_count_t *Count, ze_event_handle_t Signal,
                                                       uint32_t NumWait, ze_event_handle_t *Wait) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  Kernel *K = cast<Kernel>(KH);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  for (size_t I = 0; I < K->Args.size(); ++I)
    if (K->Args[I].State == ArgValue::Unset)
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "kernel '%s': argument %zu was not set", K->Info->Name.c_str(),
                  I);
  // Local memory: the kernel's own and its local arguments', within the
  // device's (a GPU profile's is below the OpenCL device's).
  uint64_t Local = K->LocalMemSize;
  for (const ArgValue &A : K->Args)
    if (A.State == ArgValue::Local)
      Local += A.LocalSize;
  if (Local > K->Dev->CL.LocalMemSize)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "kernel '%s' needs %llu bytes of local memory; %s has %llu",
                K->Info->Name.c_str(), (unsigned long long)Local, K->Dev->Name.c_str(),
                (unsigned long long)K->Dev->CL.LocalMemSize);
  uint32_t GC[3] = {Count->groupCountX, Count->groupCountY, Count->groupCountZ};
  // Snapshot the kernel state: later changes must not affect this launch.
  auto Snap = std::make_shared<Launch>();
  bool Empty = false;
  for (int D = 0; D < 3; ++D) {
    Snap->Local[D] = K->GroupSize[D];
    Snap->Global[D] = size_t(GC[D]) * K->GroupSize[D];
    Snap->Offset[D] = K->Offset[D];
    Empty |= GC[D] == 0;
  }
  Snap->CLK = K->CL;
  Snap->Dev = K->Dev;
  Snap->Args = K->Args;
  Snap->Name = K->Info->Name;
  if (!Empty)
    C.Direct = Snap;
  C.Action = [Snap, Empty](Engine &E, Event *Sig) { return Empty ? ZE_RESULT_SUCCESS : runLaunch(E, Sig, *Snap); };
  return L->add(std::move(C));
}

//===--- Event pools, events, fences --------------------------------------===//

ze_result_t ZE_APICALL zeEventPoolCreate(ze_context_handle_t C, const ze_event_pool_desc_t *Desc, uint32_t NumDevs,
                                         ze_device_handle_t *Devs, ze_event_pool_handle_t *Out) {
  if (!cast<Context>(C))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  for (uint32_t I = 0; I < NumDevs; ++I)
    if (!Devs || !cast<Device>(Devs[I]))
      return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (Desc->count == 0)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  auto *P = new EventPool();
  P->Count = Desc->count;
  P->Flags = Desc->flags;
  P->Slots.assign(Desc->count, nullptr);
  *Out = reinterpret_cast<ze_event_pool_handle_t>(static_cast<Object *>(P));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeEventPoolDestroy(ze_event_pool_handle_t H) {
  EventPool *P = cast<EventPool>(H);
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  {
    std::lock_guard<std::mutex> L(P->M);
    for (Event *E : P->Slots)
      if (E)
        return fail(ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE, "zeEventPoolDestroy: event %u still exists", E->Index);
  }
  delete P;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeEventCreate(ze_event_pool_handle_t H, const ze_event_desc_t *Desc, ze_event_handle_t *Out) {
  EventPool *P = cast<EventPool>(H);
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  std::lock_guard<std::mutex> L(P->M);
  if (Desc->index >= P->Count || P->Slots[Desc->index])
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeEventCreate: index %u is out of range or in use", Desc->index);
  auto *E = new Event();
  E->Pool = P;
  E->Index = Desc->index;
  P->Slots[Desc->index] = E;
  *Out = reinterpret_cast<ze_event_handle_t>(static_cast<Object *>(E));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeEventDestroy(ze_event_handle_t H) {
  return destroyObject<Event>(H);
}

ze_result_t ZE_APICALL zeEventHostSignal(ze_event_handle_t H) {
  Event *E = cast<Event>(H);
  if (!E)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  E->signal();
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeEventHostSynchronize(ze_event_handle_t H, uint64_t Timeout) {
  Event *E = cast<Event>(H);
  if (!E)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!E->wait(Timeout))
    return ZE_RESULT_NOT_READY;
  std::lock_guard<std::mutex> L(E->M);
  return E->Error;
}

ze_result_t ZE_APICALL zeEventQueryStatus(ze_event_handle_t H) { return zecpu_api::zeEventHostSynchronize(H, 0); }

ze_result_t ZE_APICALL zeEventHostReset(ze_event_handle_t H) {
  Event *E = cast<Event>(H);
  if (!E)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  E->reset();
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeEventQueryKernelTimestamp(ze_event_handle_t H, ze_kernel_timestamp_result_t *T) {
  Event *E = cast<Event>(H);
  if (!E)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!T)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  std::lock_guard<std::mutex> L(E->M);
  if (!E->Signaled)
    return ZE_RESULT_NOT_READY;
  T->global.kernelStart = T->context.kernelStart = E->Start;
  T->global.kernelEnd = T->context.kernelEnd = E->End;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeFenceCreate(ze_command_queue_handle_t H, const ze_fence_desc_t *Desc, ze_fence_handle_t *Out) {
  Queue *Q = cast<Queue>(H);
  if (!Q)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  auto *F = new Fence();
  F->Owner = Q;
  F->Signaled = Desc->flags & ZE_FENCE_FLAG_SIGNALED;
  *Out = reinterpret_cast<ze_fence_handle_t>(static_cast<Object *>(F));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeFenceDestroy(ze_fence_handle_t H) {
  return destroyObject<Fence>(H);
}

ze_result_t ZE_APICALL zeFenceHostSynchronize(ze_fence_handle_t H, uint64_t Timeout) {
  Fence *F = cast<Fence>(H);
  if (!F)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  std::unique_lock<std::mutex> L(F->M);
  if (Timeout == UINT64_MAX)
    F->CV.wait(L, [&] { return F->Signaled; });
  else
    F->CV.wait_for(L, std::chrono::nanoseconds(Timeout), [&] { return F->Signaled; });
  return F->Signaled ? ZE_RESULT_SUCCESS : ZE_RESULT_NOT_READY;
}

ze_result_t ZE_APICALL zeFenceQueryStatus(ze_fence_handle_t H) { return zecpu_api::zeFenceHostSynchronize(H, 0); }

ze_result_t ZE_APICALL zeFenceReset(ze_fence_handle_t H) {
  Fence *F = cast<Fence>(H);
  if (!F)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  std::lock_guard<std::mutex> L(F->M);
  F->Signaled = false;
  return ZE_RESULT_SUCCESS;
}

} // namespace

namespace zecpu {

void implementQueue(ze_command_queue_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeCommandQueueCreate;
  T.pfnDestroy = zecpu_api::zeCommandQueueDestroy;
  T.pfnExecuteCommandLists = zecpu_api::zeCommandQueueExecuteCommandLists;
  T.pfnSynchronize = zecpu_api::zeCommandQueueSynchronize;
}
void implementList(ze_command_list_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeCommandListCreate;
  T.pfnCreateImmediate = zecpu_api::zeCommandListCreateImmediate;
  T.pfnDestroy = zecpu_api::zeCommandListDestroy;
  T.pfnClose = zecpu_api::zeCommandListClose;
  T.pfnReset = zecpu_api::zeCommandListReset;
  T.pfnAppendWriteGlobalTimestamp = zecpu_api::zeCommandListAppendWriteGlobalTimestamp;
  T.pfnAppendBarrier = zecpu_api::zeCommandListAppendBarrier;
  T.pfnAppendMemoryRangesBarrier = zecpu_api::zeCommandListAppendMemoryRangesBarrier;
  T.pfnAppendMemoryCopy = zecpu_api::zeCommandListAppendMemoryCopy;
  T.pfnAppendMemoryFill = zecpu_api::zeCommandListAppendMemoryFill;
  T.pfnAppendMemoryCopyRegion = zecpu_api::zeCommandListAppendMemoryCopyRegion;
  T.pfnAppendMemoryPrefetch = zecpu_api::zeCommandListAppendMemoryPrefetch;
  T.pfnAppendMemAdvise = zecpu_api::zeCommandListAppendMemAdvise;
  T.pfnAppendSignalEvent = zecpu_api::zeCommandListAppendSignalEvent;
  T.pfnAppendWaitOnEvents = zecpu_api::zeCommandListAppendWaitOnEvents;
  T.pfnAppendEventReset = zecpu_api::zeCommandListAppendEventReset;
  T.pfnAppendQueryKernelTimestamps = zecpu_api::zeCommandListAppendQueryKernelTimestamps;
  T.pfnAppendLaunchKernel = zecpu_api::zeCommandListAppendLaunchKernel;
  implementImageCopies(T);
}
void implementEvent(ze_event_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeEventCreate;
  T.pfnDestroy = zecpu_api::zeEventDestroy;
  T.pfnHostSignal = zecpu_api::zeEventHostSignal;
  T.pfnHostSynchronize = zecpu_api::zeEventHostSynchronize;
  T.pfnQueryStatus = zecpu_api::zeEventQueryStatus;
  T.pfnHostReset = zecpu_api::zeEventHostReset;
  T.pfnQueryKernelTimestamp = zecpu_api::zeEventQueryKernelTimestamp;
}
void implementEventPool(ze_event_pool_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeEventPoolCreate;
  T.pfnDestroy = zecpu_api::zeEventPoolDestroy;
}
void implementFence(ze_fence_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeFenceCreate;
  T.pfnDestroy = zecpu_api::zeFenceDestroy;
  T.pfnHostSynchronize = zecpu_api::zeFenceHostSynchronize;
  T.pfnQueryStatus = zecpu_api::zeFenceQueryStatus;
  T.pfnReset = zecpu_api::zeFenceReset;
}

} // namespace zecpu
