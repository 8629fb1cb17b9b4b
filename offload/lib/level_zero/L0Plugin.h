//===- L0Plugin.h - The Level-Zero plugin's objects -------------*- C++ -*-===//
//
// The Level-Zero plugin is a plain Level-Zero client: it calls zeInit,
// enumerates drivers and devices, and maps the runtime's validated requests
// onto them. How the loader finds its drivers is not its business
// (LevelZeroLoader.h). Its files follow the objects, as LLVM offload's
// Level-Zero plugin does: L0Device.cpp (discovery and properties),
// L0Memory.cpp (allocations, copies, images, samplers), L0Module.cpp,
// L0Kernel.cpp (arguments and launches), L0Queue.cpp (command lists) and
// L0Event.cpp; L0Trace.cpp traces calls and names results.
//
//===----------------------------------------------------------------------===//
#ifndef SPIRV_OFFLOAD_L0_PLUGIN_H
#define SPIRV_OFFLOAD_L0_PLUGIN_H

#include "../Plugin.h"

#include <level_zero/ze_api.h>

#include <cstdio>
#include <deque>
#include <functional>
#include <mutex>
#include <sstream>
#include <type_traits>

namespace spvrt::level_zero {

const char *zeResultName(ze_result_t R);

/// A failed call as a Status: "zeFoo failed: ZE_RESULT_...: Reason (Detail)",
/// Reason being the driver's own (L0Device::zeReason).
Status zeFailure(const char *Call, ze_result_t R, const std::string &Detail = "", const std::string &Reason = "");

/// The driver's reason for the calling thread's last failure, where a call
/// outside the objects below fails: none is known there. Members of the same
/// name take it from their device's driver, so that ZE_CHECK finds the one
/// that fits where it is used.
inline std::string zeReason() { return ""; }

template <typename T> void traceArg(std::ostream &OS, T V) {
  if constexpr (std::is_pointer_v<T>)
    OS << reinterpret_cast<const void *>(V);
  else if constexpr (std::is_enum_v<T>)
    OS << "0x" << std::hex << static_cast<uint64_t>(V) << std::dec;
  else
    OS << +V;
}

/// Calls a Level-Zero function, tracing name, arguments and result when
/// SPIRV_OFFLOAD_TRACE is set.
template <typename Fn, typename... Args> ze_result_t call(const char *Name, Fn F, Args... A) {
  ze_result_t R = F(A...);
  if (tracing()) {
    std::ostringstream OS;
    OS << "[ze] " << Name << "(";
    const char *Sep = "";
    ((OS << Sep, traceArg(OS, A), Sep = ", "), ...);
    OS << ") -> " << zeResultName(R) << "\n";
    fputs(OS.str().c_str(), stderr);
  }
  return R;
}
#define ZE(Fn, ...) call(#Fn, Fn, __VA_ARGS__)

#define ZE_CHECK(Fn, ...)                                                                                              \
  do {                                                                                                                 \
    ze_result_t R_ = ZE(Fn, __VA_ARGS__);                                                                              \
    if (R_ != ZE_RESULT_SUCCESS)                                                                                       \
      return zeFailure(#Fn, R_, "", zeReason());                                                                       \
  } while (0)

class L0Device;

class L0Image : public DeviceImage {
public:
  explicit L0Image(ze_image_handle_t H) : H(H) {}
  ~L0Image() override { ZE(zeImageDestroy, H); }
  ze_image_handle_t H;
};

class L0Sampler : public DeviceSampler {
public:
  explicit L0Sampler(ze_sampler_handle_t H) : H(H) {}
  ~L0Sampler() override { ZE(zeSamplerDestroy, H); }
  ze_sampler_handle_t H;
};

/// A Level-Zero event of one of the device's pools. Dropping it returns the
/// event to the device for reuse.
class L0Event : public DeviceEvent {
public:
  L0Event(L0Device &D, ze_event_handle_t E, int Lane) : Dev(D), E(E), Lane(Lane) {}
  ~L0Event() override;
  Status wait() override;
  Status query(bool &Done) override;
  Status times(uint64_t &Start, uint64_t &End) override;
  Status signal() override;
  std::string zeReason() const;

  L0Device &Dev;
  ze_event_handle_t E;
  int Lane; // the command list of the command that signals it; -1 for user events
};

inline ze_event_handle_t zeHandle(const EventRef &E) { return static_cast<L0Event &>(*E).E; }

class L0Kernel : public DeviceKernel {
public:
  L0Kernel(L0Device &D, ze_kernel_handle_t K) : Dev(D), K(K) {}
  ~L0Kernel() override { ZE(zeKernelDestroy, K); }
  Status setArgImage(uint32_t I, DeviceImage &Img) override;
  Status setArgSampler(uint32_t I, DeviceSampler &Smp) override;
  Status setArgValue(uint32_t I, size_t Size, const void *V) override;
  Status setArgPointer(uint32_t I, const void *P) override;
  Status setArgLocal(uint32_t I, size_t Bytes) override;
  Status suggestGroupSize(const uint64_t G[3], uint32_t Out[3]) override;
  Status limits(spvrt_kernel_limits &Out) override;
  Status launch(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3]) override;
  Status launchAsync(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3],
                     const EventList &Wait, EventRef &Out) override;
  std::string zeReason() const;

private:
  L0Device &Dev;
  ze_kernel_handle_t K;
  bool OffsetSet = false;
};

class L0Module : public DeviceModule {
public:
  L0Module(L0Device &D, ze_module_handle_t M) : Dev(D), M(M) {}
  ~L0Module() override { ZE(zeModuleDestroy, M); }
  Status createKernel(const std::string &Name, std::unique_ptr<DeviceKernel> &Out) override;
  ze_module_handle_t handle() const { return M; }
  std::string zeReason() const;

private:
  L0Device &Dev;
  ze_module_handle_t M;
};

/// A device, with a context of its own, one command queue and regular
/// command list for the blocking calls and immediate lists ("lanes") for
/// asynchronous commands.
class L0Device : public Device {
public:
  /// SeveralDrivers: the loader loaded more than one driver
  /// (LoaderSetup::SeveralDrivers).
  L0Device(ze_driver_handle_t Drv, ze_device_handle_t D, bool SeveralDrivers)
      : Drv(Drv), Dev(D), SeveralDrivers(SeveralDrivers) {}
  ~L0Device() override;
  // L0Device.cpp
  Status init();
  const DeviceInfo &info() const override { return Info; }
  /// The driver's description of the calling thread's last failure
  /// (zeDriverGetLastErrorDescription, Level-Zero 1.10, found with
  /// zeDriverGetExtensionFunctionAddress since the 1.8 loader lacks it), or
  /// "" where the driver has none. Valid right after the failed call only.
  std::string zeReason() const;
  std::string cacheIdentity() const override { return Identity; }
  // L0Memory.cpp
  Status allocate(spvrt_mem_kind Kind, size_t Size, size_t Align, void **Out) override;
  Status free(void *Ptr) override;
  Status copy(void *Dst, const void *Src, size_t Size) override;
  Status fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size) override;
  Status createImage(const spvrt_image_desc &Desc, std::unique_ptr<DeviceImage> &Out) override;
  Status createSampler(spvrt_addressing_mode Addressing, spvrt_filter_mode Filter, bool Normalized,
                       std::unique_ptr<DeviceSampler> &Out) override;
  Status imageTransfer(DeviceImage &Img, const size_t Origin[3], const size_t Extent[3], void *Host,
                       bool ToHost) override;
  Status imageCopy(DeviceImage &Dst, const size_t DstOrigin[3], DeviceImage &Src, const size_t SrcOrigin[3],
                   const size_t Extent[3]) override;
  // L0Module.cpp
  Status buildModule(const void *SPIRV, size_t Size, const char *Options,
                     const std::vector<spvrt_spec_constant> &Constants, std::unique_ptr<DeviceModule> &Out,
                     std::string &Log) override;
  Status loadNativeModule(const void *Binary, size_t Size, const char *Options,
                          std::unique_ptr<DeviceModule> &Out) override;
  Status nativeBinary(DeviceModule &M, std::vector<uint8_t> &Out) override;
  // L0Kernel.cpp
  Status appendLaunch(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Global[3],
                      const uint64_t Offset[3], bool &OffsetSet);
  Status appendLaunchAsync(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Global[3],
                           const uint64_t Offset[3], bool &OffsetSet, const EventList &Wait, EventRef &Out);
  // L0Queue.cpp
  Status synchronize() override;
  Status copyAsync(void *Dst, const void *Src, size_t Size, const EventList &Wait, EventRef &Out) override;
  Status fillAsync(void *Dst, const void *Pattern, size_t PatternSize, size_t Size, const EventList &Wait,
                   EventRef &Out) override;
  // L0Event.cpp
  Status createUserEvent(EventRef &Out) override;
  Status timestamp(uint64_t &Ns) override;
  uint64_t kernelTicksToNs(uint64_t Ticks) const { return toNs(Ticks & KernelTimestampMask); }
  void recycle(ze_event_handle_t E);

private:
  /// Appends one command to the lane chosen for it (L0Queue.cpp); Append
  /// gets the lane, the event to signal and the events to wait for.
  using AppendFn =
      std::function<ze_result_t(ze_command_list_handle_t, ze_event_handle_t, std::vector<ze_event_handle_t> &)>;
  Status createModule(ze_module_format_t Format, const void *Data, size_t Size, const char *Options,
                      const ze_module_constants_t *Spec, std::unique_ptr<DeviceModule> &Out, std::string *Log);
  Status setGeometryLocked(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Offset[3], bool &OffsetSet);
  Status newEventLocked(int Lane, EventRef &Out);
  void retireLocked();
  Status appendAsyncLocked(const EventList &Wait, EventRef &Out, const char *Call, const AppendFn &Append);
  Status flushLocked();
  uint64_t toNs(uint64_t Ticks) const { return uint64_t(double(Ticks) * TimerNs); }

  ze_driver_handle_t Drv;
  ze_device_handle_t Dev;
  bool SeveralDrivers;
  ze_result_t(ZE_APICALL *LastErrorDescription)(ze_driver_handle_t, const char **) = nullptr;
  ze_context_handle_t Ctx = nullptr;
  ze_command_queue_handle_t Queue = nullptr;
  ze_command_list_handle_t List = nullptr;
  std::mutex M;
  bool Pending = false;
  DeviceInfo Info = {};
  std::string Identity; // cacheIdentity()

  // Asynchronous commands go to immediate command lists ("lanes"), each in
  // order; commands on different lanes may overlap.
  static constexpr unsigned NumLanes = 4;
  ze_command_list_handle_t Lanes[NumLanes] = {};
  unsigned NextLane = 0;
  EventRef LaneLast[NumLanes]; // each lane's last command
  std::vector<ze_event_pool_handle_t> Pools;
  std::vector<ze_event_handle_t> FreeEvents;
  /// Commands not known to be complete, with the events they signal and wait
  /// for, which must live until then.
  struct InFlight {
    EventRef Signal;
    EventList Wait;
  };
  std::deque<InFlight> Flight;
  std::mutex EventsM; // guards FreeEvents (L0Event's destructor returns events with or without M held)
  double TimerNs = 1.0;
  uint64_t KernelTimestampMask = UINT64_MAX, TimestampMask = UINT64_MAX;
};

inline std::string L0Kernel::zeReason() const { return Dev.zeReason(); }
inline std::string L0Module::zeReason() const { return Dev.zeReason(); }
inline std::string L0Event::zeReason() const { return Dev.zeReason(); }

} // namespace spvrt::level_zero

#endif
