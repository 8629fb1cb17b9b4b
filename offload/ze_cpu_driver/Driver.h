//===- Driver.h - CPU Level-Zero driver objects ---------------------------===//
//
// A Level-Zero driver that the standard loader (libze_loader) loads as an
// alternative driver. Each OpenCL CPU implementation it can reach through the
// OpenCL ICD loader is one Level-Zero device, behind a Backend (Backend.h):
// PoCL (SPIR-V -> llvm-spirv-15 -r -> SPIR bitcode) and Intel's CPU runtime
// (clCreateProgramWithIL). Every module is validated (Validate.h) before a
// backend sees it. Every Level-Zero allocation is fine-grained OpenCL SVM of
// its device, i.e. host memory that kernels can use directly, so copies and
// fills are plain memory operations done in order with the kernels.
//
// Execution model: each command queue and each immediate command list owns an
// Engine, a worker thread that runs submitted commands strictly in order (a
// kernel launch waits for the OpenCL implementation to finish it), so
// zeCommandQueueExecuteCommandLists and appends to asynchronous immediate
// lists return at once and commands of different engines overlap. Events are
// host-side flags with a condition variable, so waits across queues and
// host-signalled events need no OpenCL user events; kernel timestamps come
// from OpenCL's profiling information.
//
//===----------------------------------------------------------------------===//
#ifndef ZE_CPU_DRIVER_DRIVER_H
#define ZE_CPU_DRIVER_DRIVER_H

#define CL_TARGET_OPENCL_VERSION 300
#include <csignal>
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>
#include <level_zero/zes_ddi.h>
#include <level_zero/zet_ddi.h>

#include "SPIRVInfo.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace zecpu {

/// Prints a diagnostic when ZE_CPU_DEBUG is set.
void debug(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
/// Records the failure reason as the calling thread's error description
/// (zeDriverGetLastErrorDescription), logs it under ZE_CPU_DEBUG and returns
/// the code, for `return fail(...)`.
ze_result_t fail(ze_result_t R, const char *Fmt, ...) __attribute__((format(printf, 2, 3)));
/// Forgets the calling thread's error description: every entry point of the
/// driver starts with it (the DDI tables' entries, ze_ddi_tables.inc), so a
/// description always belongs to the thread's last call.
void clearLastError();

enum class Kind : uint32_t {
  Driver = 0x5a450001, Device, Context, Module, BuildLog, Kernel, Queue, List, EventPool, Event, Fence, Image,
  Sampler,
};

/// Common header of every handle, so a handle can be checked before use: the
/// registry knows which objects are alive and of which kind.
struct Object {
  Kind K;
  explicit Object(Kind K);
  virtual ~Object();
  Object(const Object &) = delete;
  Object &operator=(const Object &) = delete;
};
bool isLive(const void *Handle, Kind K);

template <typename T> T *cast(const void *Handle) {
  return isLive(Handle, T::ThisKind) ? static_cast<T *>(const_cast<Object *>(static_cast<const Object *>(Handle)))
                                     : nullptr;
}

/// The body of every zeXxxDestroy whose object needs nothing but deletion.
template <typename T> ze_result_t destroyObject(const void *Handle) {
  T *Obj = cast<T>(Handle);
  if (!Obj)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  delete Obj;
  return ZE_RESULT_SUCCESS;
}

struct Device;
class Backend;

/// A GPU that a CPU device may present itself as (ZE_CPU_DEVICE_PROFILE):
/// its identity and the limits the driver reports and enforces.
struct GpuProfile {
  const char *Key;         // the value of ZE_CPU_DEVICE_PROFILE ("dg2")
  const char *Description; // in the device name
  const char *OclocDevice; // the GPU compiler's name for it (ocloc -device)
  uint32_t DeviceId;       // PCI device id of the real GPU
  bool Integrated, Fp64;
  std::vector<uint32_t> SubGroupSizes;
  uint32_t MaxGroupSize;
  uint64_t LocalMemSize;
  uint32_t EUs, ThreadsPerEU, SimdWidth;
};
/// The profile named Key, or null.
const GpuProfile *findGpuProfile(const std::string &Key);
/// The profiles' keys, for messages.
std::string gpuProfileKeys();

/// The OpenCL side of one Level-Zero device: platform, device and context.
struct ClDevice {
  cl_platform_id Plat = nullptr;
  cl_device_id Dev = nullptr;
  cl_context Ctx = nullptr;
  std::string DeviceName;
  size_t MaxGroupSize = 1;
  size_t MaxItemSizes[3] = {1, 1, 1};
  uint64_t LocalMemSize = 0, GlobalMemSize = 0, MaxAllocSize = 0;
  uint32_t ComputeUnits = 1, ClockMHz = 0;
  bool Fp64 = false;
  /// The OpenCL device's half-precision capabilities (CL_DEVICE_HALF_FP_CONFIG
  /// with cl_khr_fp16); 0 without it.
  uint64_t HalfConfig = 0;
  /// Whether the OpenCL device has cl_ext_float_atomics (min / max on
  /// floating-point values).
  bool FloatAtomics = false;
  /// The sub-group sizes the device may choose (cl_intel_required_subgroup_size);
  /// empty when it has no sub-groups.
  std::vector<uint32_t> SubGroupSizes;
  uint32_t SpirvVersion = 0; // highest SPIR-V version read, 0x00MMmm00
  /// Host clock (nowNs) minus the OpenCL device timer, which also stamps
  /// profiling events, measured once (clGetDeviceAndHostTimer); valid when
  /// HasDeviceTimer. One offset for every event keeps the order of their
  /// timestamps: anchoring each launch to its own enqueue time added the
  /// delay between the two readings to each event, differently.
  bool HasDeviceTimer = false;
  int64_t HostMinusDeviceNs = 0;
  /// The OpenCL device's image limits; all zero without image support.
  ze_device_image_properties_t Images = {};
  /// cl_khr_spirv_queries: the SPIR-V extensions and capabilities the
  /// OpenCL device reads (Intel's runtime reports them, PoCL 3.1 does not:
  /// then SpirvQueried is false). A profile removes what its GPU lacks.
  bool SpirvQueried = false;
  std::vector<std::string> SpirvExtensions;
  std::vector<uint32_t> SpirvCapabilities;

  // Live allocations: base address -> record. Kernels may reach any of them
  // indirectly, so launches pass the whole set to OpenCL.
  struct Alloc {
    size_t Size;
    ze_memory_type_t Type;
    uint64_t Id;
  };
  std::mutex AllocMutex;
  std::map<uintptr_t, Alloc> Allocs;
  uint64_t AllocGeneration = 0; // changes with Allocs (under AllocMutex)
  bool findAlloc(const void *P, uintptr_t &Base, Alloc &A);

  /// A discrete device's device allocations are the driver's own pages,
  /// inaccessible (PROT_NONE) while none of its kernels runs and none of the
  /// driver's copies or fills touches them. Users counts those (under
  /// AccessMutex, taken before AllocMutex); the pages are readable and
  /// writable exactly while it is nonzero.
  bool GuardDeviceMemory = false;
  std::mutex AccessMutex;
  std::atomic<unsigned> Users{0};
  void beginAccess();
  void endAccess();
  /// Protects or opens one device allocation as Users says (under AccessMutex).
  void applyAccess(uintptr_t Base, const Alloc &A) const;
};

/// Opens the guarded device memory of the devices whose allocations hold the
/// given pointers for the guard's lifetime (a copy or fill of the driver).
class DeviceMemoryAccess {
public:
  DeviceMemoryAccess(std::initializer_list<const void *> Ptrs);
  ~DeviceMemoryAccess();
  DeviceMemoryAccess(const DeviceMemoryAccess &) = delete;
  DeviceMemoryAccess &operator=(const DeviceMemoryAccess &) = delete;

private:
  ClDevice *Held[2] = {};
};

struct Driver : Object {
  static constexpr Kind ThisKind = Kind::Driver;
  Driver() : Object(ThisKind) {}
  std::vector<std::unique_ptr<Device>> Devices;
};

struct Device : Object {
  static constexpr Kind ThisKind = Kind::Device;
  Device();
  ~Device() override;
  Driver *Owner = nullptr;
  uint32_t Index = 0;
  std::unique_ptr<Backend> B;
  ClDevice CL;
  /// Its Level-Zero name, "SPIR-V CPU device (<backend> <version>)", which
  /// refusals name too.
  std::string Name;
  /// The GPU it presents itself as, or null for a CPU device.
  const GpuProfile *Profile = nullptr;
};

/// Makes the fault handler report host accesses to D's guarded device
/// memory (FaultReport.cpp); once per device.
void watchDeviceMemory(Device &D);

/// Marks a launch as running from construction to destruction: a fault in
/// that time is reported with the kernel's name, the device and the address
/// (FaultReport.cpp). Launches of one in-order queue (Queue) run in the
/// order they were marked, so of those only the first marked is reported.
class RunningKernel {
public:
  RunningKernel(Device &D, const std::string &KernelName, const void *Queue);
  ~RunningKernel();
  RunningKernel(const RunningKernel &) = delete;
  RunningKernel &operator=(const RunningKernel &) = delete;
  const std::string &Name; // as in the module; demangled only when reporting
  const char *Backend;
  ClDevice &Dev;
  const void *Queue;
  uint64_t Seq; // order of marking

private:
  int Index = -1;
};

/// Scopes a call into an OpenCL implementation: the signal handlers it
/// installs (Intel's runtime installs LLVM's crash handlers, which ask to
/// report any fault of the process to Intel) are taken back when the scope
/// ends, so faults outside kernels reach the application's handlers.
class ForeignSignalHandlersGuard {
public:
  ForeignSignalHandlersGuard();
  ~ForeignSignalHandlersGuard();
  ForeignSignalHandlersGuard(const ForeignSignalHandlersGuard &) = delete;
  ForeignSignalHandlersGuard &operator=(const ForeignSignalHandlersGuard &) = delete;

private:
  static constexpr int NumSignals = 32; // the standard signals, 1 to 31
  struct sigaction Saved[NumSignals];
  bool Valid[NumSignals] = {};
};

/// The device whose live allocation contains P, or null.
Device *findAllocation(const void *P, uintptr_t &Base, ClDevice::Alloc &A);

struct Context : Object {
  static constexpr Kind ThisKind = Kind::Context;
  Context() : Object(ThisKind) {}
  Device *Only = nullptr; // zeContextCreateEx with one device: host memory goes there
};

struct BuildLog : Object {
  static constexpr Kind ThisKind = Kind::BuildLog;
  BuildLog() : Object(ThisKind) {}
  std::string Text;
};

struct Module : Object {
  static constexpr Kind ThisKind = Kind::Module;
  Module() : Object(ThisKind) {}
  ~Module() override;
  Device *Dev = nullptr;
  cl_program Program = nullptr;
  spirv_info::Module Info;
  std::vector<uint8_t> Native; // what zeModuleGetNativeBinary returns
  std::atomic<unsigned> Kernels{0}; // live kernels; a module in use may not be destroyed
};

/// One argument as captured at append time.
struct ArgValue {
  enum { Unset, Bytes, Pointer, Local } State = Unset;
  std::vector<uint8_t> Data;
  /// The OpenCL image or sampler whose handle Data holds, kept alive until
  /// every launch that captured it has run.
  std::shared_ptr<void> Keep;
  void *Ptr = nullptr;
  size_t LocalSize = 0;
};

/// The OpenCL kernel object; launches from several engines share it, and
/// setting arguments + enqueueing must not interleave.
struct ClKernel {
  std::mutex M;
  cl_kernel K = nullptr;
  /// The device's AllocGeneration when the live allocations were last
  /// given to OpenCL for this kernel (under M).
  uint64_t SvmGeneration = UINT64_MAX;
  ~ClKernel();
};

struct Kernel : Object {
  static constexpr Kind ThisKind = Kind::Kernel;
  Kernel() : Object(ThisKind) {}
  Module *Owner = nullptr;
  const spirv_info::Kernel *Info = nullptr;
  std::shared_ptr<ClKernel> CL;
  Device *Dev = nullptr;
  size_t MaxGroupSize = 1; // CL_KERNEL_WORK_GROUP_SIZE, or less (zeKernelCreate)
  uint64_t LocalMemSize = 0, PrivateMemSize = 0;
  /// The stack a work-group's private memory must fit in, where that limits
  /// MaxGroupSize (Backend::groupStackBytes); else 0.
  uint64_t GroupStackBytes = 0;
  std::vector<ArgValue> Args;
  uint32_t GroupSize[3] = {1, 1, 1};
  uint32_t Offset[3] = {0, 0, 0};
  ze_kernel_indirect_access_flags_t Indirect = 0;
};

/// An image: an OpenCL image of its device's context (an image1d_buffer
/// also owns the buffer it views).
struct Image : Object {
  static constexpr Kind ThisKind = Kind::Image;
  Image() : Object(ThisKind) {}
  Device *Dev = nullptr;
  ze_image_desc_t Desc = {};
  std::shared_ptr<void> Mem; // cl_mem
  std::shared_ptr<void> Buffer; // the cl_mem under a buffer image
  size_t Extent[3] = {1, 1, 1};  // OpenCL's region of the whole image (array layers included)
  uint32_t PixelBytes = 0;
  uint64_t Id = 0;
};

struct Sampler : Object {
  static constexpr Kind ThisKind = Kind::Sampler;
  Sampler() : Object(ThisKind) {}
  Device *Dev = nullptr;
  std::shared_ptr<void> CL; // cl_sampler
};

/// Checks an image or sampler handle given as kernel argument Index of K
/// (zeKernelSetArgumentValue) and captures it in A.
ze_result_t imageArgument(const struct Kernel &K, uint32_t Index, size_t Size, const void *Value, ArgValue &A);

struct EventPool;
struct Event : Object {
  static constexpr Kind ThisKind = Kind::Event;
  Event() : Object(ThisKind) {}
  ~Event() override;
  EventPool *Pool = nullptr;
  uint32_t Index = 0;
  std::mutex M;
  std::condition_variable CV;
  bool Signaled = false;
  /// The failure of the command that signalled it, returned by host waits
  /// and queries (a real device reports a faulting kernel as device lost).
  ze_result_t Error = ZE_RESULT_SUCCESS;
  uint64_t Start = 0, End = 0; // kernel timestamps (ns)
  /// A launch started directly that will signal it (Engine): a host wait
  /// waits in OpenCL for its event, where the runtime may run the kernel on
  /// the waiting thread as for a bare clFinish, then completes the launch.
  struct DirectLaunch *Direct = nullptr;
  void signal(ze_result_t Failure = ZE_RESULT_SUCCESS);
  void reset();
  /// Waits up to TimeoutNs; true when signalled.
  bool wait(uint64_t TimeoutNs);
};

struct EventPool : Object {
  static constexpr Kind ThisKind = Kind::EventPool;
  EventPool() : Object(ThisKind) {}
  uint32_t Count = 0;
  ze_event_pool_flags_t Flags = 0;
  std::mutex M;
  std::vector<Event *> Slots;
};

/// A kernel launch as appended: the kernel's state captured then.
class Engine;
struct Launch {
  std::shared_ptr<ClKernel> CLK;
  Device *Dev;
  std::vector<ArgValue> Args;
  size_t Global[3], Local[3], Offset[3];
  std::string Name;
  /// Sets the arguments and enqueues the NDRange on the engine's OpenCL
  /// queue, after the OpenCL events After, without waiting; Ev is its
  /// OpenCL event, StartNs the host time.
  ze_result_t start(Engine &E, cl_event &Ev, uint64_t &StartNs, const std::vector<cl_event> &After = {}) const;
  /// Once Ev has completed: its timestamps go to Signal; the launch's result.
  ze_result_t finish(cl_event Ev, Event *Signal, uint64_t StartNs) const;
};

/// A launch that the submitting thread started (Engine::submit), until it
/// has completed: completed by the first of its OpenCL event's callback and
/// a host wait for the event it signals. Counted references: the callback,
/// the signalled event's, and a waiting thread's.
struct DirectLaunch {
  DirectLaunch(Engine *E, Event *Signal, std::shared_ptr<const Launch> L);
  Engine *E;
  Event *Signal;
  std::shared_ptr<const Launch> L;
  cl_event Ev = nullptr;
  uint64_t StartNs = 0;
  ze_result_t StartError = ZE_RESULT_SUCCESS;
  std::atomic<int> Refs{1};
  std::atomic<bool> Completed{false};
  std::optional<RunningKernel> Running; // names the kernel if it faults (FaultReport.cpp)
  /// Once Ev has completed (or failed to start): timestamps, the engine's
  /// state, the event.
  void complete();
  void unref();
};

/// A recorded command: what to wait for, what to do, what to signal.
struct Command {
  std::vector<Event *> WaitFor;
  Event *Signal = nullptr;
  std::function<ze_result_t(Engine &, Event *Signal)> Action; // empty for barriers
  std::vector<Event *> ResetEvents;                 // zeCommandListAppendEventReset
  /// A kernel launch, which the engine may start from the submitting thread.
  std::shared_ptr<const Launch> Direct;
};

/// In-order worker that runs batches of commands. A single kernel launch
/// submitted while the worker is idle is started by the submitting thread
/// instead, on the engine's in-order OpenCL queue, and completed by the
/// OpenCL event's callback: no hand-off to the worker thread on the way in
/// or out, as with a bare clEnqueueNDRangeKernel. Its wait list may hold
/// launches started that way that are still running: they become its
/// OpenCL wait list, so a chain of dependent kernels is queued at once and
/// runs back to back, as on an OpenCL queue. The worker starts nothing
/// while such launches are in flight.
class Engine {
public:
  Engine();
  ~Engine();
  void submit(std::vector<Command> Batch, std::function<void()> Done = nullptr);
  /// The end of a launch started directly (called by its event's callback).
  void directDone(ze_result_t R);
  /// Waits until all submitted work finished; NOT_READY on timeout.
  ze_result_t synchronize(uint64_t TimeoutNs);
  /// The engine's in-order OpenCL queue on a device (created on first use;
  /// only the worker thread calls this). Null if OpenCL refuses one.
  cl_command_queue queue(Device &D);
  bool stopping() const { return Stop; }

private:
  struct Batch {
    std::vector<Command> Cmds;
    std::function<void()> Done;
  };
  void run();
  bool tryDirect(Command &C);
  /// A batch or direct launch has ended with R (under M).
  void retireLocked(ze_result_t R);
  std::mutex M;
  std::condition_variable CV, IdleCV;
  std::deque<Batch> Work;
  size_t Pending = 0;
  bool WorkerBusy = false; // a batch running
  unsigned InFlight = 0;    // direct launches running
  std::atomic<bool> Stop{false};
  ze_result_t StickyError = ZE_RESULT_SUCCESS;
  std::map<Device *, cl_command_queue> Queues;
  std::thread Worker;
};

struct Fence;
struct Queue : Object {
  static constexpr Kind ThisKind = Kind::Queue;
  Queue() : Object(ThisKind) {}
  bool Synchronous = false;
  Engine E;
};

struct List : Object {
  static constexpr Kind ThisKind = Kind::List;
  List() : Object(ThisKind) {}
  ~List() override;
  bool Immediate = false, Synchronous = false, Closed = false;
  std::vector<Command> Cmds;
  std::unique_ptr<Engine> Imm; // immediate lists run on their own engine
  /// Records a command, or runs it now on an immediate list.
  ze_result_t add(Command C);
};

struct Fence : Object {
  static constexpr Kind ThisKind = Kind::Fence;
  Fence() : Object(ThisKind) {}
  Queue *Owner = nullptr;
  std::mutex M;
  std::condition_variable CV;
  bool Signaled = false;
};

uint64_t nowNs();

// Table fillers, one per DDI table the driver implements (Driver.cpp etc.).
void implementModule(ze_module_dditable_t &T);
void implementBuildLog(ze_module_build_log_dditable_t &T);
void implementKernel(ze_kernel_dditable_t &T);
void implementKernelExp(ze_kernel_exp_dditable_t &T);
void implementQueue(ze_command_queue_dditable_t &T);
void implementList(ze_command_list_dditable_t &T);
void implementEvent(ze_event_dditable_t &T);
void implementEventPool(ze_event_pool_dditable_t &T);
void implementFence(ze_fence_dditable_t &T);
void implementImage(ze_image_dditable_t &T);
void implementSampler(ze_sampler_dditable_t &T);
/// The image commands of command lists (Image.cpp).
void implementImageCopies(ze_command_list_dditable_t &T);
/// Common prologue of every append: list, signal event and wait list.
ze_result_t prepareCommand(ze_command_list_handle_t H, ze_event_handle_t Signal, uint32_t NumWait,
                           ze_event_handle_t *Wait, List *&L, Command &C);

} // namespace zecpu

#endif
