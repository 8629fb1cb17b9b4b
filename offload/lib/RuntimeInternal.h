//===- RuntimeInternal.h - The C API's objects and shared checks ----------===//
//
// The C API (spirv_offload.h) validates every request against what the
// runtime knows for itself (the kernel interface read from the SPIR-V, the
// live and freed allocations, the device limits) before a plugin sees it,
// so errors are precise and the same on every device, and misuse such as
// use after free is caught instead of crashing a driver. Its files follow
// its objects: Runtime.cpp (errors, live handles), Device.cpp, Memory.cpp,
// Module.cpp, Kernel.cpp (arguments and launches), Event.cpp and Image.cpp
// (images and samplers).
//
//===----------------------------------------------------------------------===//
#ifndef SPIRV_OFFLOAD_RUNTIME_INTERNAL_H
#define SPIRV_OFFLOAD_RUNTIME_INTERNAL_H

#include "Plugin.h"
#include "SPIRVInfo.h"
#include "ThreadText.h"

#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <string>

using namespace spvrt;

struct spvrt_device_t {
  std::unique_ptr<Device> Impl;
  std::mutex M; // guards the allocation maps
  struct Alloc {
    size_t Size;
    spvrt_mem_kind Kind;
  };
  std::map<uintptr_t, Alloc> Live;
  // Recently freed ranges, remembered to diagnose use after free. Bounded:
  // only the last MaxFreed frees are remembered (FreedOrder, oldest first),
  // and a range is forgotten as soon as a new allocation reuses it.
  struct FreedRange {
    size_t Size;
    uint64_t Serial; // which free made it, to match FreedOrder entries
  };
  static constexpr size_t MaxFreed = 4096;
  std::map<uintptr_t, FreedRange> Freed;
  std::deque<std::pair<uintptr_t, uint64_t>> FreedOrder;
  uint64_t FreeSerial = 0;
  void rememberFreed(uintptr_t Base, size_t Size);
  void forgetFreed(uintptr_t Base, size_t Size);
};

struct spvrt_module_t {
  spvrt_device Dev;
  std::unique_ptr<DeviceModule> Impl;
  spirv_info::Module Info;
  std::atomic<unsigned> Kernels{0}; // kernels may be created from several threads
};

struct spvrt_kernel_t {
  spvrt_module Mod;
  const spirv_info::Kernel *Info;
  std::unique_ptr<DeviceKernel> Impl;
  std::vector<bool> Set;
  std::vector<const void *> Pointers; // pointer arguments, rechecked at launch
  std::vector<const void *> Objects;  // image and sampler arguments, rechecked at launch
};

struct spvrt_image_t {
  spvrt_device Dev;
  spvrt_image_desc Desc;
  size_t Extent[3];  // the whole image as a region: width, height or layers, depth or layers
  size_t PixelBytes;
  std::unique_ptr<DeviceImage> Impl;
};

struct spvrt_sampler_t {
  spvrt_device Dev;
  std::unique_ptr<DeviceSampler> Impl;
};

struct spvrt_event_t {
  spvrt_device Dev;
  EventRef Impl;
  std::string What; // the command, for messages: "kernel 'vadd'", "copy", ...
  bool User = false;
};

namespace spvrt {

/// The calling thread's build log (spvrt_last_build_log).
using LastBuildLog = ThreadText<struct BuildLogTag>;
/// The calling thread's error (spvrt_last_error).
using LastError = ThreadText<struct LastErrorTag>;
/// Sets the calling thread's error to "<Call>: <message>" and returns Code.
spvrt_result fail(const char *Call, spvrt_result Code, const char *Fmt, ...) __attribute__((format(printf, 3, 4)));
spvrt_result fail(const char *Call, const Status &S);
/// Clears the calling thread's error.
spvrt_result ok();

/// Whether D is one of the runtime's devices (Device.cpp).
bool isDevice(spvrt_device D);

/// Live images, samplers and events: a released or foreign handle is an
/// error, not a crash (Runtime.cpp).
void addObject(const void *O);
bool isLiveObject(const void *O);
bool removeObject(const void *O);

/// Classifies [P, P+Size) against the device's allocations (Memory.cpp);
/// Why says what is wrong with a range that is not simply unknown.
enum class PtrState { Live, Freed, Unknown };
PtrState classify(spvrt_device D, const void *P, size_t Size, std::string &Why);

/// Image types and sizes (Image.cpp).
spvrt_image_type imageType(spirv_info::ImageShape S);
const char *imageTypeName(spvrt_image_type T);

/// The events of a wait list that the plugin waits for: those of the device
/// D; events of other devices are waited for on the host (Event.cpp).
spvrt_result collectWaits(const char *Call, spvrt_device D, uint32_t N, const spvrt_event *Wait, EventList &Out);
/// Hands out the event of a command just submitted (Out may be null).
spvrt_result giveEvent(spvrt_device D, EventRef Impl, std::string What, spvrt_event *Out);

} // namespace spvrt

#endif
