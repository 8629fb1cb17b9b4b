//===- L0Device.cpp - Level-Zero discovery and device properties ----------===//
//
// The plugin calls zeInit and takes every device of every driver the loader
// gives it; which of them the runtime offers is the runtime's choice
// (SPIRV_OFFLOAD_DEVICE). The loader was configured before (LoaderSetup).
//
//===----------------------------------------------------------------------===//
#include "L0Plugin.h"
#include "../LevelZeroLoader.h"

#include <algorithm>

namespace spvrt {
namespace level_zero {

L0Device::~L0Device() {
  for (ze_command_list_handle_t L : Lanes)
    if (L)
      ZE(zeCommandListDestroy, L);
  for (ze_event_handle_t E : FreeEvents)
    ZE(zeEventDestroy, E);
  for (ze_event_pool_handle_t P : Pools)
    ZE(zeEventPoolDestroy, P);
  if (List)
    ZE(zeCommandListDestroy, List);
  if (Queue)
    ZE(zeCommandQueueDestroy, Queue);
  if (Ctx)
    ZE(zeContextDestroy, Ctx);
}

std::string L0Device::zeReason() const {
  const char *Text = nullptr;
  if (LastErrorDescription && LastErrorDescription(Drv, &Text) == ZE_RESULT_SUCCESS && Text)
    return Text;
  return "";
}

Status L0Device::init() {
  void *Fn = nullptr;
  if (ZE(zeDriverGetExtensionFunctionAddress, Drv, "zeDriverGetLastErrorDescription", &Fn) == ZE_RESULT_SUCCESS)
    LastErrorDescription = reinterpret_cast<decltype(LastErrorDescription)>(Fn);
  // A context of this device only: host allocations then belong to it.
  ze_context_desc_t CD = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr, 0};
  ZE_CHECK(zeContextCreateEx, Drv, &CD, 1u, &Dev, &Ctx);
  ze_command_queue_desc_t QD = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC, nullptr, 0, 0, 0,
                                ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS, ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
  ZE_CHECK(zeCommandQueueCreate, Ctx, Dev, &QD, &Queue);
  ze_command_list_desc_t LD = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, nullptr, 0, 0};
  ZE_CHECK(zeCommandListCreate, Ctx, Dev, &LD, &List);
  for (ze_command_list_handle_t &L : Lanes)
    ZE_CHECK(zeCommandListCreateImmediate, Ctx, Dev, &QD, &L);

  ze_device_properties_t P = {};
  P.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
  ZE_CHECK(zeDeviceGetProperties, Dev, &P);
  ze_device_compute_properties_t C = {};
  C.stype = ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES;
  ZE_CHECK(zeDeviceGetComputeProperties, Dev, &C);
  ze_float_atomic_ext_properties_t FA = {};
  FA.stype = ZE_STRUCTURE_TYPE_FLOAT_ATOMIC_EXT_PROPERTIES;
  ze_device_module_properties_t M = {};
  M.stype = ZE_STRUCTURE_TYPE_DEVICE_MODULE_PROPERTIES;
  M.pNext = &FA;
  ZE_CHECK(zeDeviceGetModuleProperties, Dev, &M);
  Info = DeviceInfo();
  snprintf(Info.name, sizeof(Info.name), "%s", P.name);
  snprintf(Info.plugin, sizeof(Info.plugin), "level_zero");
  Info.type = P.type == ZE_DEVICE_TYPE_GPU ? SPVRT_DEVICE_GPU
              : P.type == ZE_DEVICE_TYPE_CPU ? SPVRT_DEVICE_CPU
                                             : SPVRT_DEVICE_OTHER;
  Info.max_group_size = C.maxTotalGroupSize;
  Info.max_group_size_dim[0] = C.maxGroupSizeX;
  Info.max_group_size_dim[1] = C.maxGroupSizeY;
  Info.max_group_size_dim[2] = C.maxGroupSizeZ;
  Info.max_group_count[0] = C.maxGroupCountX;
  Info.max_group_count[1] = C.maxGroupCountY;
  Info.max_group_count[2] = C.maxGroupCountZ;
  Info.max_local_mem = C.maxSharedLocalMemory;
  Info.max_alloc_size = P.maxMemAllocSize;
  Info.integrated = (P.flags & ZE_DEVICE_PROPERTY_FLAG_INTEGRATED) != 0;
  TimerNs = P.timerResolution ? double(P.timerResolution) : 1.0; // ns per tick (1.0 properties)
  KernelTimestampMask = P.kernelTimestampValidBits >= 64 ? UINT64_MAX : (uint64_t(1) << P.kernelTimestampValidBits) - 1;
  TimestampMask = P.timestampValidBits >= 64 ? UINT64_MAX : (uint64_t(1) << P.timestampValidBits) - 1;
  Info.spirv_version_major = ZE_MAJOR_VERSION(M.spirvVersionSupported);
  Info.spirv_version_minor = ZE_MINOR_VERSION(M.spirvVersionSupported);
  Info.num_sub_group_sizes = std::min<uint32_t>(C.numSubGroupSizes, 8);
  std::copy_n(C.subGroupSizes, Info.num_sub_group_sizes, Info.sub_group_sizes);
  ze_device_image_properties_t I = {};
  I.stype = ZE_STRUCTURE_TYPE_DEVICE_IMAGE_PROPERTIES;
  ZE_CHECK(zeDeviceGetImageProperties, Dev, &I);
  Info.max_image_width_1d = I.maxImageDims1D;
  Info.max_image_size_2d = I.maxImageDims2D;
  Info.max_image_size_3d = I.maxImageDims3D;
  Info.max_image_array_size = I.maxImageArraySlices;
  Info.max_image_buffer_size = I.maxImageBufferSize;
  Info.max_samplers = I.maxSamplers;
  Info.fp64 = (M.flags & ZE_DEVICE_MODULE_FLAG_FP64) != 0;
  const ze_device_fp_atomic_ext_flags_t Native =
      ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_ADD | ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_MIN_MAX;
  Info.float_atomics = (FA.fp32Flags & Native) == Native;
  Info.vendor_id = P.vendorId;
  Info.device_id = P.deviceId;
  Info.compute_units = P.numSlices * P.numSubslicesPerSlice * P.numEUsPerSubslice * P.numThreadsPerEU;
  Info.clock_mhz = P.coreClockRate;
  Info.timer_resolution_ns = uint32_t(P.timerResolution); // ns in the 1.0 structure
  uint32_t NumMem = 1;
  ze_device_memory_properties_t Mem = {};
  Mem.stype = ZE_STRUCTURE_TYPE_DEVICE_MEMORY_PROPERTIES;
  ZE_CHECK(zeDeviceGetMemoryProperties, Dev, &NumMem, &Mem);
  Info.global_mem_size = NumMem ? Mem.totalSize : P.maxMemAllocSize;
  Info.max_param_size = M.maxArgumentsSize;
  Info.printf_buffer_size = M.printfBufferSize;
  Info.fp16_config = M.fp16flags;
  Info.fp32_config = M.fp32flags;
  Info.fp64_config = M.fp64flags;
  Info.int64_atomics = (M.flags & ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS) != 0;
  ze_device_memory_access_properties_t A = {};
  A.stype = ZE_STRUCTURE_TYPE_DEVICE_MEMORY_ACCESS_PROPERTIES;
  ZE_CHECK(zeDeviceGetMemoryAccessProperties, Dev, &A);
  const ze_memory_access_cap_flags_t SystemAtomic = ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT_ATOMIC;
  Info.usm_host_atomics = (A.hostAllocCapabilities & SystemAtomic) != 0;
  Info.usm_shared_atomics = (A.sharedSingleDeviceAllocCapabilities & SystemAtomic) != 0;
  Info.usm_system_allocations = A.sharedSystemAllocCapabilities != 0;
  ze_driver_properties_t DP = {};
  DP.stype = ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES;
  ZE_CHECK(zeDriverGetProperties, Drv, &DP);
  snprintf(Info.driver_version, sizeof(Info.driver_version), "%u.%u", ZE_MAJOR_VERSION(DP.driverVersion),
           ZE_MINOR_VERSION(DP.driverVersion));
  ze_api_version_t Api = {};
  ZE_CHECK(zeDriverGetApiVersion, Drv, &Api);
  snprintf(Info.api_version, sizeof(Info.api_version), "%u.%u", ZE_MAJOR_VERSION(Api), ZE_MINOR_VERSION(Api));
  // What makes a native binary of this device: the device and its driver's
  // identity and full version (the runtime adds its own build's).
  std::ostringstream Id;
  Id << Info.plugin << '\n' << Info.name << '\n' << std::hex << DP.driverVersion << '\n';
  for (uint8_t B : DP.uuid.id)
    Id << unsigned(B) << ' ';
  Id << '\n';
  Identity = Id.str();
  return Status::ok();
}

namespace {

class LevelZeroPlugin : public Plugin {
public:
  explicit LevelZeroPlugin(const LoaderSetup &Loader) : Loader(Loader) {}
  const char *name() const override { return "level_zero"; }

  Status init(std::vector<std::unique_ptr<Device>> &Devices) override {
    ze_result_t R = ZE(zeInit, ze_init_flags_t(0));
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeInit", R, "no driver found a device; " + Loader.Description);
    uint32_t NumDrivers = 0;
    ZE_CHECK(zeDriverGet, &NumDrivers, static_cast<ze_driver_handle_t *>(nullptr));
    std::vector<ze_driver_handle_t> Drivers(NumDrivers);
    ZE_CHECK(zeDriverGet, &NumDrivers, Drivers.data());
    for (ze_driver_handle_t Drv : Drivers) {
      uint32_t N = 0;
      ZE_CHECK(zeDeviceGet, Drv, &N, static_cast<ze_device_handle_t *>(nullptr));
      std::vector<ze_device_handle_t> Devs(N);
      ZE_CHECK(zeDeviceGet, Drv, &N, Devs.data());
      for (ze_device_handle_t D : Devs) {
        auto Dev = std::make_unique<L0Device>(Drv, D, Loader.SeveralDrivers);
        Status S = Dev->init();
        if (S.failed())
          return S;
        Devices.push_back(std::move(Dev));
      }
    }
    if (Devices.empty())
      return error(SPVRT_ERROR_NO_DEVICE, "Level-Zero reported no device");
    return Status::ok();
  }

private:
  LoaderSetup Loader;
};

} // namespace
} // namespace level_zero

std::unique_ptr<Plugin> createLevelZeroPlugin(const LoaderSetup &Loader) {
  return std::make_unique<level_zero::LevelZeroPlugin>(Loader);
}

} // namespace spvrt
