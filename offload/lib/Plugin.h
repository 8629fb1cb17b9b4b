//===- Plugin.h - Device-neutral plugin interface of the offload runtime --===//
//
// The C API (Runtime.cpp) does everything that does not depend on the device
// API: reading files and offload binaries, reflecting the kernel interface
// from SPIR-V, checking arguments, launch geometry and pointers. A plugin only
// maps already-validated operations onto one device API. Level-Zero is the
// plugin shipped now (level_zero/L0Plugin.h).
//
//===----------------------------------------------------------------------===//
#ifndef SPIRV_OFFLOAD_PLUGIN_H
#define SPIRV_OFFLOAD_PLUGIN_H

#include "spirv_offload.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace spvrt {

/// Result of an internal operation: a code and, on failure, a message that
/// already names the device call that failed.
struct Status {
  spvrt_result Code = SPVRT_SUCCESS;
  std::string Message;
  bool failed() const { return Code != SPVRT_SUCCESS; }
  static Status ok() { return Status(); }
};
inline Status error(spvrt_result Code, std::string Message) { return Status{Code, std::move(Message)}; }

/// What a plugin knows of a device; spvrt_device_get_info gives it out one
/// key at a time (spvrt_device_info_key says what each field is).
struct DeviceInfo {
  char name[256];
  char plugin[32];
  spvrt_device_type type;
  uint32_t max_group_size;
  uint32_t max_group_size_dim[3];
  uint32_t max_group_count[3];
  uint64_t max_local_mem;
  uint64_t max_alloc_size;
  uint32_t spirv_version_major, spirv_version_minor;
  uint32_t num_sub_group_sizes;
  uint32_t sub_group_sizes[8];
  uint32_t max_image_width_1d;
  uint32_t max_image_size_2d;
  uint32_t max_image_size_3d;
  uint32_t max_image_array_size;
  uint64_t max_image_buffer_size;
  uint32_t max_samplers;
  uint32_t fp64;
  uint32_t float_atomics;
  uint32_t vendor_id;
  uint32_t compute_units;
  uint32_t clock_mhz;
  uint32_t timer_resolution_ns;
  uint64_t global_mem_size;
  uint64_t max_param_size;
  uint64_t printf_buffer_size;
  uint32_t fp16_config, fp32_config, fp64_config;
  uint32_t int64_atomics;
  uint32_t usm_host_atomics, usm_shared_atomics;
  uint32_t usm_system_allocations;
  char driver_version[64];
  char api_version[16];
  uint32_t integrated;
  uint32_t device_id;
};

/// A device's image or sampler; what it holds is the plugin's.
class DeviceImage {
public:
  virtual ~DeviceImage() = default;
};
class DeviceSampler {
public:
  virtual ~DeviceSampler() = default;
};

/// The completion of one asynchronous command, or a user event the host
/// completes. The plugin keeps what a command signals or waits on alive until
/// the command has finished, whoever else drops it.
class DeviceEvent {
public:
  virtual ~DeviceEvent() = default;
  /// Waits for completion; a command that failed returns its failure.
  virtual Status wait() = 0;
  /// Done becomes true on completion; a command that failed returns its failure.
  virtual Status query(bool &Done) = 0;
  /// Start and end of a completed command in nanoseconds of the device's
  /// clock (Device::timestamp).
  virtual Status times(uint64_t &Start, uint64_t &End) = 0;
  /// Completes a user event (Device::createUserEvent).
  virtual Status signal() = 0;
};
using EventRef = std::shared_ptr<DeviceEvent>;
/// Events of the same device that a command waits for.
using EventList = std::vector<EventRef>;

class DeviceKernel {
public:
  virtual ~DeviceKernel() = default;
  virtual Status setArgImage(uint32_t Index, DeviceImage &Image) = 0;
  virtual Status setArgSampler(uint32_t Index, DeviceSampler &Sampler) = 0;
  virtual Status setArgValue(uint32_t Index, size_t Size, const void *Value) = 0;
  virtual Status setArgPointer(uint32_t Index, const void *Ptr) = 0;
  virtual Status setArgLocal(uint32_t Index, size_t Bytes) = 0;
  virtual Status suggestGroupSize(const uint64_t Global[3], uint32_t Group[3]) = 0;
  /// max_group_size is not yet bounded by the device's (the caller does).
  virtual Status limits(spvrt_kernel_limits &Out) = 0;
  /// Global is a multiple of Group in every dimension (checked by the caller).
  virtual Status launch(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3]) = 0;
  /// A launch that starts when Wait has completed and signals Out; unordered
  /// with every other command but through events.
  virtual Status launchAsync(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3],
                             const EventList &Wait, EventRef &Out) = 0;
};

class DeviceModule {
public:
  virtual ~DeviceModule() = default;
  virtual Status createKernel(const std::string &Name, std::unique_ptr<DeviceKernel> &Out) = 0;
};

class Device {
public:
  virtual ~Device() = default;
  virtual const DeviceInfo &info() const = 0;
  virtual Status allocate(spvrt_mem_kind Kind, size_t Size, size_t Align, void **Out) = 0;
  virtual Status free(void *Ptr) = 0;
  /// Copies and fills are ordered after earlier launches and complete before
  /// returning.
  virtual Status copy(void *Dst, const void *Src, size_t Size) = 0;
  virtual Status fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size) = 0;
  /// Images and samplers (descriptors, regions and modes already checked).
  /// Image copies are ordered and complete like memory copies.
  virtual Status createImage(const spvrt_image_desc &Desc, std::unique_ptr<DeviceImage> &Out) = 0;
  virtual Status createSampler(spvrt_addressing_mode Addressing, spvrt_filter_mode Filter, bool Normalized,
                               std::unique_ptr<DeviceSampler> &Out) = 0;
  /// Host memory <-> a region of an image (ToHost: read the image).
  virtual Status imageTransfer(DeviceImage &Image, const size_t Origin[3], const size_t Extent[3], void *Host,
                               bool ToHost) = 0;
  virtual Status imageCopy(DeviceImage &Dst, const size_t DstOrigin[3], DeviceImage &Src,
                           const size_t SrcOrigin[3], const size_t Extent[3]) = 0;
  /// Builds SPIR-V; Log receives the driver's build log (also on success).
  /// Constants: the module's specialization constants to set (may be empty).
  virtual Status buildModule(const void *SPIRV, size_t Size, const char *Options,
                             const std::vector<spvrt_spec_constant> &Constants, std::unique_ptr<DeviceModule> &Out,
                             std::string &Log) = 0;
  /// A module from a native binary that nativeBinary gave for this device;
  /// the driver refuses one that is damaged or for another device.
  virtual Status loadNativeModule(const void *Binary, size_t Size, const char *Options,
                                  std::unique_ptr<DeviceModule> &Out) = 0;
  virtual Status nativeBinary(DeviceModule &M, std::vector<uint8_t> &Out) = 0;
  /// What, besides the module, build options and specialization constants,
  /// determines the device's native binary: device, driver and their
  /// versions. Empty: the device's modules are not cached.
  virtual std::string cacheIdentity() const = 0;
  /// Waits for every launch enqueued so far, asynchronous commands included.
  virtual Status synchronize() = 0;
  /// Asynchronous copies and fills: they start when Wait has completed and
  /// signal Out.
  virtual Status copyAsync(void *Dst, const void *Src, size_t Size, const EventList &Wait, EventRef &Out) = 0;
  virtual Status fillAsync(void *Dst, const void *Pattern, size_t PatternSize, size_t Size, const EventList &Wait,
                           EventRef &Out) = 0;
  /// An event that completes when the host signals it.
  virtual Status createUserEvent(EventRef &Out) = 0;
  /// The device's clock now, in nanoseconds.
  virtual Status timestamp(uint64_t &Ns) = 0;
};

class Plugin {
public:
  virtual ~Plugin() = default;
  virtual const char *name() const = 0;
  /// Discovers devices. A plugin that finds no usable API returns an error
  /// explaining why; the runtime reports it when no plugin has devices.
  virtual Status init(std::vector<std::unique_ptr<Device>> &Devices) = 0;
};

/// The Level-Zero plugin (level_zero/), for the loader configured as Loader
/// says (LevelZeroLoader.h).
struct LoaderSetup;
std::unique_ptr<Plugin> createLevelZeroPlugin(const LoaderSetup &Loader);

/// Whether SPIRV_OFFLOAD_TRACE asks for a trace of device calls on stderr.
bool tracing();

/// Device::buildModule through the persistent device-code cache
/// (ModuleCache.cpp): loads the native binary a previous build stored, or
/// builds and stores it.
Status buildModuleCached(Device &D, const void *SPIRV, size_t Size, const char *Options,
                         const std::vector<spvrt_spec_constant> &Constants, std::unique_ptr<DeviceModule> &Out,
                         std::string &Log);

/// Extracts the SPIR-V to load from a file's bytes: the bytes themselves for
/// SPIR-V, or the spirv64 image of an LLVM offload binary.
Status extractSPIRV(const void *Data, size_t Size, std::vector<uint8_t> &SPIRV, std::string &Origin);

} // namespace spvrt

#endif
