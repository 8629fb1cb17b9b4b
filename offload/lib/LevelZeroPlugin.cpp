//===- LevelZeroPlugin.cpp - Level-Zero plugin of the offload runtime -----===//
//
// Talks to every driver the Level-Zero loader can load: the real drivers that
// are installed and the bundled CPU driver. The 1.8 loader loads either its
// default drivers or the list in ZE_ENABLE_ALT_DRIVERS, which it reads once,
// at the first zeInit; so unless the user configured the loader, the plugin
// lists both there. Which devices are used is the runtime's choice
// (SPIRV_OFFLOAD_DEVICE, Runtime.cpp), not the plugin's.
//
//===----------------------------------------------------------------------===//
#include "Plugin.h"

#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <dlfcn.h>
#include <mutex>
#include <sstream>
#include <sys/stat.h>

namespace spvrt {

bool tracing() {
  static const bool On = [] {
    const char *E = getenv("SPIRV_OFFLOAD_TRACE");
    return E && *E && strcmp(E, "0") != 0;
  }();
  return On;
}

namespace {

const char *zeResultName(ze_result_t R) {
  switch (R) {
#define NAME(X) \
  case X:       \
    return #X;
    NAME(ZE_RESULT_SUCCESS)
    NAME(ZE_RESULT_NOT_READY)
    NAME(ZE_RESULT_ERROR_DEVICE_LOST)
    NAME(ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY)
    NAME(ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)
    NAME(ZE_RESULT_ERROR_MODULE_BUILD_FAILURE)
    NAME(ZE_RESULT_ERROR_MODULE_LINK_FAILURE)
    NAME(ZE_RESULT_ERROR_UNINITIALIZED)
    NAME(ZE_RESULT_ERROR_UNSUPPORTED_VERSION)
    NAME(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE)
    NAME(ZE_RESULT_ERROR_INVALID_ARGUMENT)
    NAME(ZE_RESULT_ERROR_INVALID_NULL_HANDLE)
    NAME(ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE)
    NAME(ZE_RESULT_ERROR_INVALID_NULL_POINTER)
    NAME(ZE_RESULT_ERROR_INVALID_SIZE)
    NAME(ZE_RESULT_ERROR_UNSUPPORTED_SIZE)
    NAME(ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT)
    NAME(ZE_RESULT_ERROR_INVALID_ENUMERATION)
    NAME(ZE_RESULT_ERROR_UNSUPPORTED_ENUMERATION)
    NAME(ZE_RESULT_ERROR_INVALID_NATIVE_BINARY)
    NAME(ZE_RESULT_ERROR_INVALID_KERNEL_NAME)
    NAME(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX)
    NAME(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE)
    NAME(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION)
    NAME(ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED)
    NAME(ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT)
    NAME(ZE_RESULT_ERROR_OVERLAPPING_REGIONS)
    NAME(ZE_RESULT_ERROR_UNKNOWN)
#undef NAME
  default:
    return "ZE_RESULT_(unknown)";
  }
}

// Debian's 1.8 loader wraps every handle when it loads more than one
// driver, but zeModuleCreate returns before wrapping the build log when the
// build fails: the handle it gives back is the driver's own, and passing it
// to zeModuleBuildLogGetString crashes the loader. Set by init.
bool LoaderHasSeveralDrivers = false;

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

spvrt_result mapResult(ze_result_t R) {
  switch (R) {
  case ZE_RESULT_SUCCESS: return SPVRT_SUCCESS;
  case ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY:
  case ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY: return SPVRT_ERROR_OUT_OF_MEMORY;
  case ZE_RESULT_ERROR_MODULE_BUILD_FAILURE:
  case ZE_RESULT_ERROR_MODULE_LINK_FAILURE: return SPVRT_ERROR_BUILD_FAILED;
  case ZE_RESULT_ERROR_INVALID_NATIVE_BINARY: return SPVRT_ERROR_INVALID_BINARY;
  case ZE_RESULT_ERROR_INVALID_KERNEL_NAME: return SPVRT_ERROR_KERNEL_NOT_FOUND;
  case ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX: return SPVRT_ERROR_INVALID_ARG_INDEX;
  case ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE: return SPVRT_ERROR_INVALID_ARG_SIZE;
  case ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION: return SPVRT_ERROR_INVALID_LAUNCH;
  case ZE_RESULT_ERROR_UNSUPPORTED_FEATURE:
  case ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT:
  case ZE_RESULT_ERROR_UNSUPPORTED_SIZE:
  case ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT: return SPVRT_ERROR_UNSUPPORTED;
  default: return SPVRT_ERROR_DEVICE;
  }
}

Status zeFailure(const char *Call, ze_result_t R, const std::string &Detail = "") {
  std::string M = std::string(Call) + " failed: " + zeResultName(R);
  if (!Detail.empty())
    M += " (" + Detail + ")";
  return error(mapResult(R), M);
}

#define ZE_CHECK(Fn, ...)                      \
  do {                                         \
    ze_result_t R_ = ZE(Fn, __VA_ARGS__);      \
    if (R_ != ZE_RESULT_SUCCESS)               \
      return zeFailure(#Fn, R_);               \
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

/// The Level-Zero image descriptor of a runtime one.
ze_image_desc_t zeImageDesc(const spvrt_image_desc &D) {
  static const ze_image_format_layout_t Layouts[3][3] = {
      {ZE_IMAGE_FORMAT_LAYOUT_8, ZE_IMAGE_FORMAT_LAYOUT_16, ZE_IMAGE_FORMAT_LAYOUT_32},
      {ZE_IMAGE_FORMAT_LAYOUT_8_8, ZE_IMAGE_FORMAT_LAYOUT_16_16, ZE_IMAGE_FORMAT_LAYOUT_32_32},
      {ZE_IMAGE_FORMAT_LAYOUT_8_8_8_8, ZE_IMAGE_FORMAT_LAYOUT_16_16_16_16, ZE_IMAGE_FORMAT_LAYOUT_32_32_32_32}};
  ze_image_format_type_t Type;
  int Width; // 0: 8 bits, 1: 16, 2: 32
  switch (D.channel_type) {
  case SPVRT_CHANNEL_UINT8: Type = ZE_IMAGE_FORMAT_TYPE_UINT, Width = 0; break;
  case SPVRT_CHANNEL_UINT16: Type = ZE_IMAGE_FORMAT_TYPE_UINT, Width = 1; break;
  case SPVRT_CHANNEL_UINT32: Type = ZE_IMAGE_FORMAT_TYPE_UINT, Width = 2; break;
  case SPVRT_CHANNEL_SINT8: Type = ZE_IMAGE_FORMAT_TYPE_SINT, Width = 0; break;
  case SPVRT_CHANNEL_SINT16: Type = ZE_IMAGE_FORMAT_TYPE_SINT, Width = 1; break;
  case SPVRT_CHANNEL_SINT32: Type = ZE_IMAGE_FORMAT_TYPE_SINT, Width = 2; break;
  case SPVRT_CHANNEL_UNORM8: Type = ZE_IMAGE_FORMAT_TYPE_UNORM, Width = 0; break;
  case SPVRT_CHANNEL_UNORM16: Type = ZE_IMAGE_FORMAT_TYPE_UNORM, Width = 1; break;
  case SPVRT_CHANNEL_SNORM8: Type = ZE_IMAGE_FORMAT_TYPE_SNORM, Width = 0; break;
  case SPVRT_CHANNEL_SNORM16: Type = ZE_IMAGE_FORMAT_TYPE_SNORM, Width = 1; break;
  case SPVRT_CHANNEL_HALF: Type = ZE_IMAGE_FORMAT_TYPE_FLOAT, Width = 1; break;
  default: Type = ZE_IMAGE_FORMAT_TYPE_FLOAT, Width = 2; break;
  }
  int Channels = D.order == SPVRT_CHANNELS_R ? 0 : D.order == SPVRT_CHANNELS_RG ? 1 : 2;
  bool Bgra = D.order == SPVRT_CHANNELS_BGRA;
  ze_image_format_t F = {Layouts[Channels][Width], Type,
                         Bgra ? ZE_IMAGE_FORMAT_SWIZZLE_B : ZE_IMAGE_FORMAT_SWIZZLE_R, ZE_IMAGE_FORMAT_SWIZZLE_G,
                         Bgra ? ZE_IMAGE_FORMAT_SWIZZLE_R : ZE_IMAGE_FORMAT_SWIZZLE_B, ZE_IMAGE_FORMAT_SWIZZLE_A};
  ze_image_desc_t Z = {ZE_STRUCTURE_TYPE_IMAGE_DESC, nullptr, 0, ZE_IMAGE_TYPE_2D, F, D.width, 1, 1, 1, 0};
  Z.flags = D.kernel_write ? ZE_IMAGE_FLAG_KERNEL_WRITE : 0;
  switch (D.type) {
  case SPVRT_IMAGE_1D: Z.type = ZE_IMAGE_TYPE_1D; break;
  case SPVRT_IMAGE_1D_ARRAY: Z.type = ZE_IMAGE_TYPE_1DARRAY, Z.arraylevels = uint32_t(D.array_size); break;
  case SPVRT_IMAGE_1D_BUFFER: {
    // Level-Zero sizes buffer images in bytes.
    static const uint32_t ChannelCount[] = {1, 2, 4};
    Z.type = ZE_IMAGE_TYPE_BUFFER;
    Z.width = D.width * ChannelCount[Channels] * (1u << Width);
    break;
  }
  case SPVRT_IMAGE_2D: Z.height = uint32_t(D.height); break;
  case SPVRT_IMAGE_2D_ARRAY:
    Z.type = ZE_IMAGE_TYPE_2DARRAY, Z.height = uint32_t(D.height), Z.arraylevels = uint32_t(D.array_size);
    break;
  default: Z.type = ZE_IMAGE_TYPE_3D, Z.height = uint32_t(D.height), Z.depth = uint32_t(D.depth); break;
  }
  return Z;
}

ze_image_region_t zeRegion(const size_t Origin[3], const size_t Extent[3]) {
  return {uint32_t(Origin[0]), uint32_t(Origin[1]), uint32_t(Origin[2]),
          uint32_t(Extent[0]), uint32_t(Extent[1]), uint32_t(Extent[2])};
}

/// A Level-Zero event of one of the device's pools. Dropping it returns the
/// event to the device for reuse.
class L0Event : public DeviceEvent {
public:
  L0Event(L0Device &D, ze_event_handle_t E, int Lane) : Dev(D), E(E), Lane(Lane) {}
  ~L0Event() override;
  Status wait() override {
    ze_result_t R = ZE(zeEventHostSynchronize, E, UINT64_MAX);
    return R == ZE_RESULT_SUCCESS ? Status::ok() : zeFailure("zeEventHostSynchronize", R, "the command failed");
  }
  Status query(bool &Done) override {
    ze_result_t R = ZE(zeEventQueryStatus, E);
    Done = R != ZE_RESULT_NOT_READY;
    return R == ZE_RESULT_SUCCESS || R == ZE_RESULT_NOT_READY ? Status::ok()
                                                               : zeFailure("zeEventQueryStatus", R, "the command failed");
  }
  Status times(uint64_t &Start, uint64_t &End) override;
  Status signal() override {
    if (Lane >= 0)
      return error(SPVRT_ERROR_INVALID_ARGUMENT, "only user events can be signalled by the host");
    ZE_CHECK(zeEventHostSignal, E);
    return Status::ok();
  }

  L0Device &Dev;
  ze_event_handle_t E;
  int Lane; // the command list of the command that signals it; -1 for user events
};

ze_event_handle_t zeHandle(const EventRef &E) { return static_cast<L0Event &>(*E).E; }

class L0Kernel : public DeviceKernel {
public:
  L0Kernel(L0Device &D, ze_kernel_handle_t K) : Dev(D), K(K) {}
  ~L0Kernel() override { ZE(zeKernelDestroy, K); }
  Status setArgImage(uint32_t I, DeviceImage &Img) override {
    ze_image_handle_t H = static_cast<L0Image &>(Img).H;
    ZE_CHECK(zeKernelSetArgumentValue, K, I, sizeof(H), static_cast<const void *>(&H));
    return Status::ok();
  }
  Status setArgSampler(uint32_t I, DeviceSampler &Smp) override {
    ze_sampler_handle_t H = static_cast<L0Sampler &>(Smp).H;
    ZE_CHECK(zeKernelSetArgumentValue, K, I, sizeof(H), static_cast<const void *>(&H));
    return Status::ok();
  }
  Status setArgValue(uint32_t I, size_t Size, const void *V) override {
    ZE_CHECK(zeKernelSetArgumentValue, K, I, Size, V);
    return Status::ok();
  }
  Status setArgPointer(uint32_t I, const void *P) override {
    ZE_CHECK(zeKernelSetArgumentValue, K, I, sizeof(void *), static_cast<const void *>(&P));
    return Status::ok();
  }
  Status setArgLocal(uint32_t I, size_t Bytes) override {
    ZE_CHECK(zeKernelSetArgumentValue, K, I, Bytes, static_cast<const void *>(nullptr));
    return Status::ok();
  }
  Status suggestGroupSize(const uint64_t G[3], uint32_t Out[3]) override {
    ZE_CHECK(zeKernelSuggestGroupSize, K, uint32_t(G[0]), uint32_t(G[1]), uint32_t(G[2]), &Out[0], &Out[1], &Out[2]);
    return Status::ok();
  }
  Status launch(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3]) override;
  Status launchAsync(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3],
                     const EventList &Wait, EventRef &Out) override;

private:
  L0Device &Dev;
  ze_kernel_handle_t K;
  bool OffsetSet = false;
};

class L0Module : public DeviceModule {
public:
  L0Module(L0Device &D, ze_module_handle_t M) : Dev(D), M(M) {}
  ~L0Module() override { ZE(zeModuleDestroy, M); }
  Status createKernel(const std::string &Name, std::unique_ptr<DeviceKernel> &Out) override {
    ze_kernel_desc_t Desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, Name.c_str()};
    ze_kernel_handle_t K = nullptr;
    ze_result_t R = ZE(zeKernelCreate, M, &Desc, &K);
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeKernelCreate", R, "kernel '" + Name + "'");
    // Kernels may read USM through pointers held in memory (SYCL kernel
    // objects and accessors); real GPUs fault on those unless told.
    R = ZE(zeKernelSetIndirectAccess, K,
           ZE_KERNEL_INDIRECT_ACCESS_FLAG_DEVICE | ZE_KERNEL_INDIRECT_ACCESS_FLAG_HOST |
               ZE_KERNEL_INDIRECT_ACCESS_FLAG_SHARED);
    if (R != ZE_RESULT_SUCCESS) {
      ZE(zeKernelDestroy, K);
      return zeFailure("zeKernelSetIndirectAccess", R, "kernel '" + Name + "'");
    }
    Out = std::make_unique<L0Kernel>(Dev, K);
    return Status::ok();
  }

  ze_module_handle_t handle() const { return M; }

private:
  L0Device &Dev;
  ze_module_handle_t M;
};

std::string buildStamps();

class L0Device : public Device {
public:
  L0Device(ze_driver_handle_t Drv, ze_device_handle_t D) : Drv(Drv), Dev(D) {}
  ~L0Device() override {
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

  Status init() {
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
    Info = spvrt_device_info();
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
    // What makes a native binary of this device: the device, its driver's
    // identity and full version, and the builds of this runtime and of the
    // CPU driver (whose versions do not change with their code).
    std::ostringstream Id;
    Id << Info.plugin << '\n' << Info.name << '\n' << std::hex << DP.driverVersion << '\n';
    for (uint8_t B : DP.uuid.id)
      Id << unsigned(B) << ' ';
    Id << '\n' << buildStamps();
    Identity = Id.str();
    return Status::ok();
  }

  const spvrt_device_info &info() const override { return Info; }

  Status allocate(spvrt_mem_kind Kind, size_t Size, size_t Align, void **Out) override {
    ze_device_mem_alloc_desc_t DD = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, nullptr, 0, 0};
    ze_host_mem_alloc_desc_t HD = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, nullptr, 0};
    switch (Kind) {
    case SPVRT_MEM_DEVICE:
      ZE_CHECK(zeMemAllocDevice, Ctx, &DD, Size, Align, Dev, Out);
      break;
    case SPVRT_MEM_HOST:
      ZE_CHECK(zeMemAllocHost, Ctx, &HD, Size, Align, Out);
      break;
    case SPVRT_MEM_SHARED:
      ZE_CHECK(zeMemAllocShared, Ctx, &DD, &HD, Size, Align, Dev, Out);
      break;
    }
    return Status::ok();
  }

  Status free(void *Ptr) override {
    // Launches of the blocking API still in flight may use the memory.
    // Asynchronous commands are the caller's to wait for: one may wait for
    // a user event that the thread freeing the memory has yet to signal.
    Status S;
    {
      std::lock_guard<std::mutex> L(M);
      S = flushLocked();
    }
    ze_result_t R = ZE(zeMemFree, Ctx, Ptr);
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeMemFree", R);
    return S;
  }

  Status copy(void *Dst, const void *Src, size_t Size) override {
    std::lock_guard<std::mutex> L(M);
    ZE_CHECK(zeCommandListAppendMemoryCopy, List, Dst, Src, Size, static_cast<ze_event_handle_t>(nullptr), 0u,
             static_cast<ze_event_handle_t *>(nullptr));
    Pending = true;
    return flushLocked();
  }

  Status fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size) override {
    std::lock_guard<std::mutex> L(M);
    ZE_CHECK(zeCommandListAppendMemoryFill, List, Dst, Pattern, PatternSize, Size,
             static_cast<ze_event_handle_t>(nullptr), 0u, static_cast<ze_event_handle_t *>(nullptr));
    Pending = true;
    return flushLocked();
  }

  Status createImage(const spvrt_image_desc &Desc, std::unique_ptr<DeviceImage> &Out) override {
    ze_image_desc_t Z = zeImageDesc(Desc);
    ze_image_handle_t H = nullptr;
    ZE_CHECK(zeImageCreate, Ctx, Dev, &Z, &H);
    Out = std::make_unique<L0Image>(H);
    return Status::ok();
  }

  Status createSampler(spvrt_addressing_mode Addressing, spvrt_filter_mode Filter, bool Normalized,
                       std::unique_ptr<DeviceSampler> &Out) override {
    ze_sampler_desc_t Z = {ZE_STRUCTURE_TYPE_SAMPLER_DESC, nullptr, ZE_SAMPLER_ADDRESS_MODE_NONE,
                           Filter == SPVRT_FILTER_LINEAR ? ZE_SAMPLER_FILTER_MODE_LINEAR
                                                         : ZE_SAMPLER_FILTER_MODE_NEAREST,
                           ze_bool_t(Normalized)};
    switch (Addressing) {
    case SPVRT_ADDRESS_NONE: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_NONE; break;
    case SPVRT_ADDRESS_CLAMP_TO_EDGE: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_CLAMP; break;
    case SPVRT_ADDRESS_CLAMP: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER; break;
    case SPVRT_ADDRESS_REPEAT: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_REPEAT; break;
    case SPVRT_ADDRESS_MIRRORED_REPEAT: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_MIRROR; break;
    }
    ze_sampler_handle_t H = nullptr;
    ZE_CHECK(zeSamplerCreate, Ctx, Dev, &Z, &H);
    Out = std::make_unique<L0Sampler>(H);
    return Status::ok();
  }

  Status imageTransfer(DeviceImage &Img, const size_t Origin[3], const size_t Extent[3], void *Host,
                       bool ToHost) override {
    std::lock_guard<std::mutex> L(M);
    ze_image_handle_t H = static_cast<L0Image &>(Img).H;
    ze_image_region_t R = zeRegion(Origin, Extent);
    if (ToHost)
      ZE_CHECK(zeCommandListAppendImageCopyToMemory, List, Host, H, &R, static_cast<ze_event_handle_t>(nullptr),
               0u, static_cast<ze_event_handle_t *>(nullptr));
    else
      ZE_CHECK(zeCommandListAppendImageCopyFromMemory, List, H, static_cast<const void *>(Host), &R,
               static_cast<ze_event_handle_t>(nullptr), 0u, static_cast<ze_event_handle_t *>(nullptr));
    Pending = true;
    return flushLocked();
  }

  Status imageCopy(DeviceImage &Dst, const size_t DstOrigin[3], DeviceImage &Src, const size_t SrcOrigin[3],
                   const size_t Extent[3]) override {
    std::lock_guard<std::mutex> L(M);
    ze_image_region_t DR = zeRegion(DstOrigin, Extent), SR = zeRegion(SrcOrigin, Extent);
    ZE_CHECK(zeCommandListAppendImageCopyRegion, List, static_cast<L0Image &>(Dst).H, static_cast<L0Image &>(Src).H,
             static_cast<const ze_image_region_t *>(&DR), static_cast<const ze_image_region_t *>(&SR),
             static_cast<ze_event_handle_t>(nullptr), 0u, static_cast<ze_event_handle_t *>(nullptr));
    Pending = true;
    return flushLocked();
  }

  Status buildModule(const void *SPIRV, size_t Size, const char *Options,
                     const std::vector<spvrt_spec_constant> &Constants, std::unique_ptr<DeviceModule> &Out,
                     std::string &Log) override {
    std::vector<uint32_t> Ids;
    std::vector<const void *> Values;
    for (const spvrt_spec_constant &C : Constants) {
      Ids.push_back(C.id);
      Values.push_back(C.value);
    }
    ze_module_constants_t Spec = {uint32_t(Ids.size()), Ids.data(), Values.data()};
    if (tracing())
      fprintf(stderr, "[ze] module: SPIR-V, %zu bytes, build flags '%s', %zu specialization constant(s)\n", Size,
              Options ? Options : "", Ids.size());
    return createModule(ZE_MODULE_FORMAT_IL_SPIRV, SPIRV, Size, Options, Ids.empty() ? nullptr : &Spec, Out, &Log);
  }

  Status loadNativeModule(const void *Binary, size_t Size, const char *Options,
                          std::unique_ptr<DeviceModule> &Out) override {
    if (tracing())
      fprintf(stderr, "[ze] module: native, %zu bytes, build flags '%s'\n", Size, Options ? Options : "");
    // No build log: with more than one driver, the 1.8 loader hands out the
    // driver's own log handle when a build fails, and crashes on its use.
    return createModule(ZE_MODULE_FORMAT_NATIVE, Binary, Size, Options, nullptr, Out, nullptr);
  }

  Status nativeBinary(DeviceModule &M, std::vector<uint8_t> &Out) override {
    ze_module_handle_t H = static_cast<L0Module &>(M).handle();
    size_t N = 0;
    ZE_CHECK(zeModuleGetNativeBinary, H, &N, static_cast<uint8_t *>(nullptr));
    Out.resize(N);
    ZE_CHECK(zeModuleGetNativeBinary, H, &N, Out.data());
    Out.resize(N);
    return Status::ok();
  }

  std::string cacheIdentity() const override { return Identity; }

  /// zeModuleCreate of SPIR-V or a native binary; Log receives the build log.
  Status createModule(ze_module_format_t Format, const void *Data, size_t Size, const char *Options,
                      const ze_module_constants_t *Spec, std::unique_ptr<DeviceModule> &Out, std::string *Log) {
    ze_module_desc_t Desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, nullptr, Format, Size, static_cast<const uint8_t *>(Data),
                             Options ? Options : "", Spec};
    ze_module_handle_t Mod = nullptr;
    ze_module_build_log_handle_t BL = nullptr;
    ze_result_t R = ZE(zeModuleCreate, Ctx, Dev, &Desc, &Mod, Log ? &BL : nullptr);
    if (R != ZE_RESULT_SUCCESS && LoaderHasSeveralDrivers) {
      if (Log)
        *Log = "(no build log: the Level-Zero loader does not return a failed build's log while several drivers "
               "are loaded)";
    } else if (BL) {
      size_t N = 0;
      if (ZE(zeModuleBuildLogGetString, BL, &N, static_cast<char *>(nullptr)) == ZE_RESULT_SUCCESS && N > 1) {
        std::string S(N, '\0');
        if (ZE(zeModuleBuildLogGetString, BL, &N, &S[0]) == ZE_RESULT_SUCCESS)
          *Log = S.c_str();
      }
      ZE(zeModuleBuildLogDestroy, BL);
    }
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeModuleCreate", R);
    Out = std::make_unique<L0Module>(*this, Mod);
    return Status::ok();
  }

  Status synchronize() override {
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

  Status copyAsync(void *Dst, const void *Src, size_t Size, const EventList &Wait, EventRef &Out) override {
    std::lock_guard<std::mutex> L(M);
    return appendAsyncLocked(Wait, Out, "zeCommandListAppendMemoryCopy", [&](ze_command_list_handle_t List,
                                                                          ze_event_handle_t Signal,
                                                                          std::vector<ze_event_handle_t> &W) {
      return ZE(zeCommandListAppendMemoryCopy, List, Dst, Src, Size, Signal, uint32_t(W.size()), W.data());
    });
  }

  Status fillAsync(void *Dst, const void *Pattern, size_t PatternSize, size_t Size, const EventList &Wait,
                   EventRef &Out) override {
    std::lock_guard<std::mutex> L(M);
    return appendAsyncLocked(Wait, Out, "zeCommandListAppendMemoryFill", [&](ze_command_list_handle_t List,
                                                                          ze_event_handle_t Signal,
                                                                          std::vector<ze_event_handle_t> &W) {
      return ZE(zeCommandListAppendMemoryFill, List, Dst, Pattern, PatternSize, Size, Signal, uint32_t(W.size()),
                W.data());
    });
  }

  Status createUserEvent(EventRef &Out) override {
    std::lock_guard<std::mutex> L(M);
    return newEventLocked(-1, Out);
  }

  Status timestamp(uint64_t &Ns) override {
    uint64_t Host = 0, Ticks = 0;
    ZE_CHECK(zeDeviceGetGlobalTimestamps, Dev, &Host, &Ticks);
    Ns = toNs(Ticks & TimestampMask);
    return Status::ok();
  }

  uint64_t kernelTicksToNs(uint64_t Ticks) const { return toNs(Ticks & KernelTimestampMask); }

  /// Returns an event to the free list (L0Event's destructor).
  void recycle(ze_event_handle_t E) {
    std::lock_guard<std::mutex> L(EventsM);
    FreeEvents.push_back(E);
  }

  /// An asynchronous launch: like appendLaunch, on a lane, with events.
  Status appendLaunchAsync(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Global[3],
                           const uint64_t Offset[3], bool &OffsetSet, const EventList &Wait, EventRef &Out) {
    std::lock_guard<std::mutex> L(M);
    if (Status S = setGeometryLocked(K, Group, Offset, OffsetSet); S.failed())
      return S;
    ze_group_count_t Count = groupCount(Global, Group);
    return appendAsyncLocked(Wait, Out, "zeCommandListAppendLaunchKernel", [&](ze_command_list_handle_t List,
                                                                            ze_event_handle_t Signal,
                                                                            std::vector<ze_event_handle_t> &W) {
      return ZE(zeCommandListAppendLaunchKernel, List, K, static_cast<const ze_group_count_t *>(&Count), Signal,
                uint32_t(W.size()), W.data());
    });
  }

  /// Appends a launch; the kernel's group size and offset are set first, and
  /// the lock keeps another thread's launch of the same kernel from
  /// interleaving.
  Status appendLaunch(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Global[3],
                      const uint64_t Offset[3], bool &OffsetSet) {
    std::lock_guard<std::mutex> L(M);
    if (Status S = setGeometryLocked(K, Group, Offset, OffsetSet); S.failed())
      return S;
    ze_group_count_t Count = groupCount(Global, Group);
    ZE_CHECK(zeCommandListAppendLaunchKernel, List, K, &Count, static_cast<ze_event_handle_t>(nullptr), 0u,
             static_cast<ze_event_handle_t *>(nullptr));
    Pending = true;
    return Status::ok();
  }

private:
  static ze_group_count_t groupCount(const uint64_t Global[3], const uint32_t Group[3]) {
    return {uint32_t(Global[0] / Group[0]), uint32_t(Global[1] / Group[1]), uint32_t(Global[2] / Group[2])};
  }

  Status setGeometryLocked(ze_kernel_handle_t K, const uint32_t Group[3], const uint64_t Offset[3], bool &OffsetSet) {
    ZE_CHECK(zeKernelSetGroupSize, K, Group[0], Group[1], Group[2]);
    bool NeedOffset = Offset[0] || Offset[1] || Offset[2];
    if (NeedOffset || OffsetSet) {
      ze_result_t R = ZE(zeKernelSetGlobalOffsetExp, K, uint32_t(Offset[0]), uint32_t(Offset[1]),
                         uint32_t(Offset[2]));
      if (R != ZE_RESULT_SUCCESS)
        return zeFailure("zeKernelSetGlobalOffsetExp", R, "global offsets need ZE_experimental_global_offset");
      OffsetSet = NeedOffset;
    }
    return Status::ok();
  }

  uint64_t toNs(uint64_t Ticks) const { return uint64_t(double(Ticks) * TimerNs); }

  /// An event of the device's pools, reset; pools grow as needed.
  Status newEventLocked(int Lane, EventRef &Out) {
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

  /// Forgets the commands that have completed, from the oldest on.
  void retireLocked() {
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
  /// else the first idle lane (so that commands issued one after another
  /// keep to one lane, whose OpenCL queue on the CPU device stays warm),
  /// else the next lane in turn, so that independent commands overlap.
  template <typename AppendFn>
  Status appendAsyncLocked(const EventList &Wait, EventRef &Out, const char *Call, AppendFn Append) {
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
      return zeFailure(Call, R);
    Flight.push_back({Signal, Wait});
    LaneLast[Lane] = Signal;
    Out = std::move(Signal);
    return Status::ok();
  }

  // Runs what the command list holds and waits; the list is then reused.
  Status flushLocked() {
    if (!Pending)
      return Status::ok();
    Pending = false;
    ZE_CHECK(zeCommandListClose, List);
    ze_result_t R = ZE(zeCommandQueueExecuteCommandLists, Queue, 1u, &List, static_cast<ze_fence_handle_t>(nullptr));
    ze_result_t S = R == ZE_RESULT_SUCCESS ? ZE(zeCommandQueueSynchronize, Queue, UINT64_MAX) : R;
    ze_result_t X = ZE(zeCommandListReset, List);
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeCommandQueueExecuteCommandLists", R);
    if (S != ZE_RESULT_SUCCESS)
      return zeFailure("zeCommandQueueSynchronize", S, "a command failed while executing");
    if (X != ZE_RESULT_SUCCESS)
      return zeFailure("zeCommandListReset", X);
    return Status::ok();
  }

  ze_driver_handle_t Drv;
  ze_device_handle_t Dev;
  ze_context_handle_t Ctx = nullptr;
  ze_command_queue_handle_t Queue = nullptr;
  ze_command_list_handle_t List = nullptr;
  std::mutex M;
  bool Pending = false;
  spvrt_device_info Info = {};
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

L0Event::~L0Event() { Dev.recycle(E); }

Status L0Event::times(uint64_t &Start, uint64_t &End) {
  ze_kernel_timestamp_result_t T = {};
  ZE_CHECK(zeEventQueryKernelTimestamp, E, &T);
  Start = Dev.kernelTicksToNs(T.global.kernelStart);
  End = Dev.kernelTicksToNs(T.global.kernelEnd);
  return Status::ok();
}

Status L0Kernel::launch(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3]) {
  return Dev.appendLaunch(K, Group, Global, Offset, OffsetSet);
}

Status L0Kernel::launchAsync(const uint64_t Global[3], const uint32_t Group[3], const uint64_t Offset[3],
                             const EventList &Wait, EventRef &Out) {
  return Dev.appendLaunchAsync(K, Group, Global, Offset, OffsetSet, Wait, Out);
}

bool fileExists(const std::string &P) {
  struct stat St;
  return stat(P.c_str(), &St) == 0;
}

/// The CPU driver sits next to this library (build/lib, or the install
/// libdir); SPIRV_OFFLOAD_CPU_DRIVER overrides. Empty when it is missing.
std::string cpuDriverPath(std::string &Why) {
  if (const char *E = getenv("SPIRV_OFFLOAD_CPU_DRIVER"); E && *E) {
    if (fileExists(E))
      return E;
    Why = std::string("CPU Level-Zero driver not found at ") + E + " (SPIRV_OFFLOAD_CPU_DRIVER)";
    return "";
  }
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&fileExists), &Info) && Info.dli_fname) {
    std::string Self = Info.dli_fname;
    size_t Slash = Self.rfind('/');
    std::string Candidate = (Slash == std::string::npos ? "." : Self.substr(0, Slash)) + "/libze_cpu_driver.so";
    if (fileExists(Candidate))
      return Candidate;
  }
  if (fileExists(SPVRT_DEFAULT_CPU_DRIVER))
    return SPVRT_DEFAULT_CPU_DRIVER;
  Why = "CPU Level-Zero driver not found at " SPVRT_DEFAULT_CPU_DRIVER " (set SPIRV_OFFLOAD_CPU_DRIVER)";
  return "";
}

/// Size and modification time of this library and of the CPU driver.
std::string buildStamps() {
  std::string Stamps, Why;
  auto Stamp = [&](const std::string &Path) {
    struct stat St;
    if (!Path.empty() && stat(Path.c_str(), &St) == 0)
      Stamps += Path + ' ' + std::to_string(St.st_size) + ' ' + std::to_string(St.st_mtim.tv_sec) + '.' +
                std::to_string(St.st_mtim.tv_nsec) + '\n';
  };
  Dl_info Self;
  if (dladdr(reinterpret_cast<void *>(&fileExists), &Self) && Self.dli_fname)
    Stamp(Self.dli_fname);
  Stamp(cpuDriverPath(Why));
  return Stamps;
}

/// The drivers the 1.8 loader loads by default that are installed and find
/// a device. Each is asked through its own zeInit (its global DDI table), as
/// the loader would: Intel's GPU driver is installed with Debian's
/// intel-opencl-icd on machines without a GPU, and the loader must not see
/// it there. A driver that fails its zeInit drops out of the loader's list,
/// but the loader has by then chosen to wrap every handle of the remaining
/// driver, and it does not wrap the build log of a failed zeModuleCreate:
/// reading that log crashes in the 1.8 loader.
std::vector<std::string> realDrivers() {
  std::vector<std::string> Found;
  for (const char *Lib : {"libze_intel_gpu.so.1", "libze_intel_vpu.so.1"}) {
    void *H = dlopen(Lib, RTLD_LAZY | RTLD_LOCAL);
    if (!H)
      continue;
    auto GetGlobal = reinterpret_cast<ze_pfnGetGlobalProcAddrTable_t>(dlsym(H, "zeGetGlobalProcAddrTable"));
    ze_global_dditable_t Global{};
    ze_result_t R = ZE_RESULT_ERROR_UNINITIALIZED;
    if (GetGlobal && GetGlobal(ZE_API_VERSION_CURRENT, &Global) == ZE_RESULT_SUCCESS && Global.pfnInit)
      R = Global.pfnInit(ze_init_flags_t(0));
    if (tracing())
      fprintf(stderr, "[ze] %s: zeInit -> %s%s\n", Lib, zeResultName(R),
              R == ZE_RESULT_SUCCESS ? "" : " (no device: not given to the loader)");
    if (R == ZE_RESULT_SUCCESS)
      Found.push_back(Lib);
    else
      dlclose(H);
  }
  return Found;
}

class LevelZeroPlugin : public Plugin {
public:
  const char *name() const override { return "level_zero"; }

  Status init(std::vector<std::unique_ptr<Device>> &Devices) override {
    // An explicit loader configuration wins; otherwise the installed real
    // drivers and the bundled CPU driver. The 1.8 loader has no call that
    // adds a driver (zeInitDrivers, API 1.10 and absent here, takes driver
    // types, not paths); it reads ZE_ENABLE_ALT_DRIVERS once, in the first
    // zeInit, and searches only its built-in names otherwise. So the
    // variable exists only for that call and is removed after it: the
    // user's getenv and child processes never see it.
    std::string Why, Configured;
    bool SetDrivers = false;
    if (const char *User = getenv("ZE_ENABLE_ALT_DRIVERS")) {
      Configured = std::string("ZE_ENABLE_ALT_DRIVERS=") + User;
      LoaderHasSeveralDrivers = strchr(User, ',') != nullptr;
    } else {
      std::vector<std::string> Drivers = realDrivers();
      std::string Cpu = cpuDriverPath(Why);
      if (!Cpu.empty())
        Drivers.push_back(Cpu);
      if (Drivers.empty())
        return error(SPVRT_ERROR_NO_DEVICE, Why);
      std::string List;
      for (const std::string &D : Drivers)
        List += (List.empty() ? "" : ",") + D;
      setenv("ZE_ENABLE_ALT_DRIVERS", List.c_str(), 1);
      SetDrivers = true;
      Configured = "drivers: " + List;
      LoaderHasSeveralDrivers = Drivers.size() > 1;
      if (tracing())
        fprintf(stderr, "[ze] drivers: %s\n", List.c_str());
    }
    ze_result_t R = ZE(zeInit, ze_init_flags_t(0));
    if (SetDrivers)
      unsetenv("ZE_ENABLE_ALT_DRIVERS");
    // A missing CPU driver is the first thing to say when nothing else
    // found a device either (an installed GPU driver without its GPU).
    if (R != ZE_RESULT_SUCCESS && !Why.empty())
      return error(SPVRT_ERROR_NO_DEVICE, Why + "; no other Level-Zero driver found a device");
    if (R != ZE_RESULT_SUCCESS)
      return zeFailure("zeInit", R, "no driver found a device; " + Configured +
                                        "; the CPU driver needs PoCL or Intel's OpenCL runtime, a GPU driver its GPU");
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
        auto Dev = std::make_unique<L0Device>(Drv, D);
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
};

} // namespace

std::unique_ptr<Plugin> createLevelZeroPlugin() { return std::make_unique<LevelZeroPlugin>(); }

} // namespace spvrt
