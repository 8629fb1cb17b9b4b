//===- Driver.cpp - CPU Level-Zero driver: driver, device, context, memory ===//
#include "Backend.h"

#include <algorithm>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>
#include <unordered_map>

namespace zecpu {

static bool debugEnabled() {
  static const bool On = [] {
    const char *E = getenv("ZE_CPU_DEBUG");
    return E && *E && strcmp(E, "0") != 0;
  }();
  return On;
}

void debug(const char *Fmt, ...) {
  if (!debugEnabled())
    return;
  va_list Ap;
  va_start(Ap, Fmt);
  fputs("ze_cpu_driver: ", stderr);
  vfprintf(stderr, Fmt, Ap);
  fputc('\n', stderr);
  va_end(Ap);
}

// Level-Zero's error description is per thread and lives until the thread's
// next call into the driver.
static thread_local std::string LastError;

void clearLastError() { LastError.clear(); }

ze_result_t fail(ze_result_t R, const char *Fmt, ...) {
  va_list Ap;
  va_start(Ap, Fmt);
  char Buf[1024];
  vsnprintf(Buf, sizeof(Buf), Fmt, Ap);
  va_end(Ap);
  LastError = Buf;
  if (debugEnabled())
    fprintf(stderr, "ze_cpu_driver: error: %s\n", Buf);
  return R;
}

// Level-Zero 1.10's zeDriverGetLastErrorDescription, which the 1.8 loader
// does not know: programs find it with zeDriverGetExtensionFunctionAddress.
// The description is the thread's, not the handle's, and the handle is not
// dereferenced: with several drivers loaded the loader hands programs its
// own handles, which they then pass here.
static ze_result_t ZE_APICALL lastErrorDescription(ze_driver_handle_t H, const char **Out) {
  if (!H)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *Out = LastError.c_str();
  return ZE_RESULT_SUCCESS;
}

uint64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Registry of live handles. A handle is checked before it is dereferenced, so
// destroyed or foreign handles give an error code instead of a crash.
static std::mutex &registryMutex() {
  static std::mutex M;
  return M;
}
static std::unordered_map<const Object *, Kind> &registry() {
  static auto *R = new std::unordered_map<const Object *, Kind>(); // outlives static destructors
  return *R;
}
Object::Object(Kind K) : K(K) {
  std::lock_guard<std::mutex> L(registryMutex());
  registry()[this] = K;
}
Object::~Object() {
  std::lock_guard<std::mutex> L(registryMutex());
  registry().erase(this);
}
bool isLive(const void *Handle, Kind K) {
  if (!Handle)
    return false;
  std::lock_guard<std::mutex> L(registryMutex());
  auto It = registry().find(static_cast<const Object *>(Handle));
  return It != registry().end() && It->second == K;
}

Device::Device() : Object(ThisKind) {}
Device::~Device() = default;

bool ClDevice::findAlloc(const void *P, uintptr_t &Base, Alloc &A) {
  std::lock_guard<std::mutex> L(AllocMutex);
  uintptr_t Addr = reinterpret_cast<uintptr_t>(P);
  auto It = Allocs.upper_bound(Addr);
  if (It == Allocs.begin())
    return false;
  --It;
  if (Addr >= It->first + It->second.Size)
    return false;
  Base = It->first;
  A = It->second;
  return true;
}

} // namespace zecpu

using namespace zecpu;

namespace zecpu_api {

Driver *TheDriver = nullptr;
}

Device *zecpu::findAllocation(const void *P, uintptr_t &Base, ClDevice::Alloc &A) {
  for (auto &D : zecpu_api::TheDriver->Devices)
    if (D->CL.findAlloc(P, Base, A))
      return D.get();
  return nullptr;
}

namespace zecpu_api {
ze_result_t InitResult = ZE_RESULT_ERROR_UNINITIALIZED;

template <typename T> T clValue(cl_device_id D, cl_device_info I) {
  T V{};
  clGetDeviceInfo(D, I, sizeof(T), &V, nullptr);
  return V;
}

/// ZE_CPU_DEVICE_PROFILE=<key>: one more device, over Intel's runtime,
/// that presents itself as that GPU (GpuProfile.cpp). The user asked for it,
/// so a profile that cannot be had is said on stderr.
void addProfileDevice(Driver &Drv) {
  const char *Key = getenv("ZE_CPU_DEVICE_PROFILE");
  if (!Key || !*Key)
    return;
  const GpuProfile *P = findGpuProfile(Key);
  auto Dev = std::make_unique<Device>();
  Dev->B = createIntelBackend();
  std::string Why;
  if (!P)
    Why = "no such profile (profiles: " + gpuProfileKeys() + ")";
  else if (Dev->B->pick(Dev->CL, Why) && Dev->CL.SubGroupSizes.empty())
    Why = "Intel's OpenCL CPU runtime has no sub-groups here";
  else if (Why.empty()) {
    applyGpuProfile(*Dev, *P);
    Dev->Owner = &Drv;
    Dev->Index = uint32_t(Drv.Devices.size());
    Drv.Devices.push_back(std::move(Dev));
    return;
  }
  fprintf(stderr, "ze_cpu_driver: warning: ZE_CPU_DEVICE_PROFILE=%s: %s; no GPU profile device\n", Key,
          Why.c_str());
}

/// One Level-Zero device per OpenCL backend that is present.
ze_result_t initDevices(Driver &Drv) {
  ForeignSignalHandlersGuard Guard; // loading an OpenCL implementation may install some
  std::string Why;
  for (auto Create : {createPoclBackend, createIntelBackend}) {
    auto Dev = std::make_unique<Device>();
    Dev->B = Create();
    std::string Reason;
    if (!Dev->B->pick(Dev->CL, Reason)) {
      debug("no %s device: %s", Dev->B->name(), Reason.c_str());
      Why += (Why.empty() ? "" : "; ") + Reason;
      continue;
    }
    // The backend and its version, not the processor: a processor's name may
    // contain another backend's vendor, and SPIRV_OFFLOAD_DEVICE matches names.
    Dev->Name = std::string("SPIR-V CPU device (") + Dev->B->name() + " " +
                clDeviceString(Dev->CL.Dev, CL_DRIVER_VERSION) + ")";
    Dev->Owner = &Drv;
    Dev->Index = uint32_t(Drv.Devices.size());
    Drv.Devices.push_back(std::move(Dev));
  }
  if (Drv.Devices.empty())
    return fail(ZE_RESULT_ERROR_UNINITIALIZED, "no OpenCL CPU device: %s", Why.c_str());
  addProfileDevice(Drv);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeInit(ze_init_flags_t Flags) {
  // These devices are neither GPUs nor VPUs: a caller asking only for those
  // must not get them.
  if (Flags & (ZE_INIT_FLAG_GPU_ONLY | ZE_INIT_FLAG_VPU_ONLY))
    return fail(ZE_RESULT_ERROR_UNINITIALIZED, "zeInit: flags request GPU/VPU only; these are CPU devices");
  static std::once_flag Once;
  std::call_once(Once, [] {
    // Never destroyed: handles must stay valid until the process exits.
    auto *D = new Driver();
    InitResult = initDevices(*D);
    if (InitResult == ZE_RESULT_SUCCESS)
      TheDriver = D;
  });
  return InitResult;
}

Device *device(ze_device_handle_t H) { return cast<Device>(H); }

//===--- Driver -----------------------------------------------------------===//

ze_result_t ZE_APICALL zeDriverGet(uint32_t *Count, ze_driver_handle_t *Drivers) {
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (!TheDriver)
    return ZE_RESULT_ERROR_UNINITIALIZED;
  if (*Count == 0 || !Drivers) {
    *Count = 1;
    return ZE_RESULT_SUCCESS;
  }
  *Count = 1;
  Drivers[0] = reinterpret_cast<ze_driver_handle_t>(static_cast<Object *>(TheDriver));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDriverGetApiVersion(ze_driver_handle_t H, ze_api_version_t *V) {
  if (!cast<Driver>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!V)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *V = ZE_API_VERSION_1_3;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDriverGetProperties(ze_driver_handle_t H, ze_driver_properties_t *P) {
  if (!cast<Driver>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  static const char Id[ZE_MAX_DRIVER_UUID_SIZE + 1] = "spirv-ze-cpu-drv";
  memcpy(P->uuid.id, Id, ZE_MAX_DRIVER_UUID_SIZE);
  P->driverVersion = ZE_MAKE_VERSION(0, 1);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDriverGetIpcProperties(ze_driver_handle_t H, ze_driver_ipc_properties_t *P) {
  if (!cast<Driver>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  P->flags = 0; // no IPC
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDriverGetExtensionProperties(ze_driver_handle_t H, uint32_t *Count,
                                                      ze_driver_extension_properties_t *Props) {
  if (!cast<Driver>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  static const ze_driver_extension_properties_t Extensions[] = {
      {ZE_GLOBAL_OFFSET_EXP_NAME, ZE_GLOBAL_OFFSET_EXP_VERSION_CURRENT},
      {ZE_IMAGE_QUERY_ALLOC_PROPERTIES_EXT_NAME, ZE_IMAGE_QUERY_ALLOC_PROPERTIES_EXT_VERSION_CURRENT},
  };
  const uint32_t N = sizeof(Extensions) / sizeof(Extensions[0]);
  if (*Count == 0 || !Props) {
    *Count = N;
    return ZE_RESULT_SUCCESS;
  }
  *Count = std::min(*Count, N);
  std::copy_n(Extensions, *Count, Props);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDriverGetExtensionFunctionAddress(ze_driver_handle_t H, const char *Name, void **Fn) {
  if (!cast<Driver>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Name || !Fn)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (!strcmp(Name, "zeDriverGetLastErrorDescription")) {
    *Fn = reinterpret_cast<void *>(&lastErrorDescription);
    return ZE_RESULT_SUCCESS;
  }
  return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "no extension function '%s'", Name);
}

//===--- Device -----------------------------------------------------------===//

ze_result_t ZE_APICALL zeDeviceGet(ze_driver_handle_t H, uint32_t *Count, ze_device_handle_t *Devs) {
  Driver *D = cast<Driver>(H);
  if (!D)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  uint32_t N = uint32_t(D->Devices.size());
  if (*Count == 0 || !Devs) {
    *Count = N;
    return ZE_RESULT_SUCCESS;
  }
  if (*Count > N)
    *Count = N;
  for (uint32_t I = 0; I < *Count; ++I)
    Devs[I] = reinterpret_cast<ze_device_handle_t>(static_cast<Object *>(D->Devices[I].get()));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetSubDevices(ze_device_handle_t H, uint32_t *Count, ze_device_handle_t *) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *Count = 0;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetProperties(ze_device_handle_t H, ze_device_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const ClDevice &Pl = device(H)->CL;
  const GpuProfile *GP = device(H)->Profile;
  P->type = GP ? ZE_DEVICE_TYPE_GPU : ZE_DEVICE_TYPE_CPU;
  P->vendorId = GP ? 0x8086 : 0;
  P->deviceId = GP ? GP->DeviceId : 0;
  P->flags = !GP || GP->Integrated ? ZE_DEVICE_PROPERTY_FLAG_INTEGRATED : 0;
  P->subdeviceId = 0;
  P->coreClockRate = Pl.ClockMHz;
  P->maxMemAllocSize = Pl.MaxAllocSize;
  P->maxHardwareContexts = 1;
  P->maxCommandQueuePriority = 0;
  P->numThreadsPerEU = GP ? GP->ThreadsPerEU : 1;
  P->physicalEUSimdWidth = GP ? GP->SimdWidth : 8;
  P->numEUsPerSubslice = GP ? GP->EUs : Pl.ComputeUnits;
  P->numSubslicesPerSlice = 1;
  P->numSlices = 1;
  // Units depend on the structure version the caller asked for.
  P->timerResolution = P->stype == ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2 ? 1000000000ull : 1ull;
  P->timestampValidBits = 64;
  P->kernelTimestampValidBits = 64;
  char Id[ZE_MAX_DEVICE_UUID_SIZE + 1];
  snprintf(Id, sizeof(Id), "spirv-ze-cpu-%03u", device(H)->Index);
  memcpy(P->uuid.id, Id, ZE_MAX_DEVICE_UUID_SIZE);
  snprintf(P->name, sizeof(P->name), "%s", device(H)->Name.c_str());
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetComputeProperties(ze_device_handle_t H, ze_device_compute_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const ClDevice &Pl = device(H)->CL;
  P->maxTotalGroupSize = uint32_t(Pl.MaxGroupSize);
  P->maxGroupSizeX = uint32_t(Pl.MaxItemSizes[0]);
  P->maxGroupSizeY = uint32_t(Pl.MaxItemSizes[1]);
  P->maxGroupSizeZ = uint32_t(Pl.MaxItemSizes[2]);
  P->maxGroupCountX = P->maxGroupCountY = P->maxGroupCountZ = UINT32_MAX;
  P->maxSharedLocalMemory = uint32_t(Pl.LocalMemSize);
  memset(P->subGroupSizes, 0, sizeof(P->subGroupSizes));
  P->numSubGroupSizes = uint32_t(std::min<size_t>(Pl.SubGroupSizes.size(), ZE_SUBGROUPSIZE_COUNT));
  std::copy_n(Pl.SubGroupSizes.begin(), P->numSubGroupSizes, P->subGroupSizes);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetModuleProperties(ze_device_handle_t H, ze_device_module_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const ClDevice &Pl = device(H)->CL;
  P->spirvVersionSupported = ZE_MAKE_VERSION(Pl.SpirvVersion >> 16, (Pl.SpirvVersion >> 8) & 0xFF);
  P->flags = ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS | (Pl.Fp64 ? ZE_DEVICE_MODULE_FLAG_FP64 : 0);
  const ze_device_fp_flags_t Full = ZE_DEVICE_FP_FLAG_DENORM | ZE_DEVICE_FP_FLAG_INF_NAN |
                                    ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST | ZE_DEVICE_FP_FLAG_ROUND_TO_ZERO |
                                    ZE_DEVICE_FP_FLAG_ROUND_TO_INF | ZE_DEVICE_FP_FLAG_FMA;
  P->fp16flags = 0;
  const std::pair<cl_device_fp_config, ze_device_fp_flags_t> HalfFlags[] = {
      {CL_FP_DENORM, ZE_DEVICE_FP_FLAG_DENORM},
      {CL_FP_INF_NAN, ZE_DEVICE_FP_FLAG_INF_NAN},
      {CL_FP_ROUND_TO_NEAREST, ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST},
      {CL_FP_ROUND_TO_ZERO, ZE_DEVICE_FP_FLAG_ROUND_TO_ZERO},
      {CL_FP_ROUND_TO_INF, ZE_DEVICE_FP_FLAG_ROUND_TO_INF},
      {CL_FP_FMA, ZE_DEVICE_FP_FLAG_FMA}};
  for (auto [CLFlag, ZeFlag] : HalfFlags)
    if (Pl.HalfConfig & CLFlag)
      P->fp16flags |= ZeFlag;
  if (P->fp16flags)
    P->flags |= ZE_DEVICE_MODULE_FLAG_FP16;
  P->fp32flags = Full;
  P->fp64flags = Pl.Fp64 ? Full : 0;
  P->maxArgumentsSize = uint32_t(clValue<size_t>(Pl.Dev, CL_DEVICE_MAX_PARAMETER_SIZE));
  P->printfBufferSize = uint32_t(clValue<size_t>(Pl.Dev, CL_DEVICE_PRINTF_BUFFER_SIZE));
  memset(&P->nativeKernelSupported, 0, sizeof(P->nativeKernelSupported));
  // ZE_extension_float_atomics: native float atomics are cl_ext_float_atomics.
  for (auto *E = static_cast<ze_base_properties_t *>(P->pNext); E; E = static_cast<ze_base_properties_t *>(E->pNext))
    if (E->stype == ZE_STRUCTURE_TYPE_FLOAT_ATOMIC_EXT_PROPERTIES) {
      auto *FA = reinterpret_cast<ze_float_atomic_ext_properties_t *>(E);
      const ze_device_fp_atomic_ext_flags_t All =
          ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_LOAD_STORE | ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_ADD |
          ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_MIN_MAX | ZE_DEVICE_FP_ATOMIC_EXT_FLAG_LOCAL_LOAD_STORE |
          ZE_DEVICE_FP_ATOMIC_EXT_FLAG_LOCAL_ADD | ZE_DEVICE_FP_ATOMIC_EXT_FLAG_LOCAL_MIN_MAX;
      const ze_device_fp_atomic_ext_flags_t LoadStore =
          ZE_DEVICE_FP_ATOMIC_EXT_FLAG_GLOBAL_LOAD_STORE | ZE_DEVICE_FP_ATOMIC_EXT_FLAG_LOCAL_LOAD_STORE;
      FA->fp16Flags = 0;
      FA->fp32Flags = Pl.FloatAtomics ? All : LoadStore;
      FA->fp64Flags = Pl.Fp64 ? FA->fp32Flags : 0;
    }
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetCommandQueueGroupProperties(ze_device_handle_t H, uint32_t *Count,
                                                              ze_command_queue_group_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (*Count == 0 || !P) {
    *Count = 1;
    return ZE_RESULT_SUCCESS;
  }
  *Count = 1;
  P[0].flags = ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE | ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY;
  P[0].maxMemoryFillPatternSize = 128;
  P[0].numQueues = 8;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetMemoryProperties(ze_device_handle_t H, uint32_t *Count,
                                                   ze_device_memory_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (*Count == 0 || !P) {
    *Count = 1;
    return ZE_RESULT_SUCCESS;
  }
  *Count = 1;
  P[0].flags = 0;
  P[0].maxClockRate = 0;
  P[0].maxBusWidth = 64;
  P[0].totalSize = device(H)->CL.GlobalMemSize;
  snprintf(P[0].name, sizeof(P[0].name), device(H)->CL.GuardDeviceMemory ? "device memory (emulated)" : "host memory");
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetMemoryAccessProperties(ze_device_handle_t H,
                                                         ze_device_memory_access_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const ze_memory_access_cap_flags_t All = ZE_MEMORY_ACCESS_CAP_FLAG_RW | ZE_MEMORY_ACCESS_CAP_FLAG_ATOMIC |
                                           ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT |
                                           ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT_ATOMIC;
  P->hostAllocCapabilities = P->deviceAllocCapabilities = All;
  P->sharedSingleDeviceAllocCapabilities = P->sharedCrossDeviceAllocCapabilities = All;
  P->sharedSystemAllocCapabilities = 0; // malloc'ed memory is not device-visible
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetCacheProperties(ze_device_handle_t H, uint32_t *Count,
                                                  ze_device_cache_properties_t *) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *Count = 0; // no user-controllable caches
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetImageProperties(ze_device_handle_t H, ze_device_image_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const ze_device_image_properties_t &I = device(H)->CL.Images;
  P->maxImageDims1D = I.maxImageDims1D;
  P->maxImageDims2D = I.maxImageDims2D;
  P->maxImageDims3D = I.maxImageDims3D;
  P->maxImageBufferSize = I.maxImageBufferSize;
  P->maxImageArraySlices = I.maxImageArraySlices;
  P->maxSamplers = I.maxSamplers;
  P->maxReadImageArgs = I.maxReadImageArgs;
  P->maxWriteImageArgs = I.maxWriteImageArgs;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetExternalMemoryProperties(ze_device_handle_t H,
                                                           ze_device_external_memory_properties_t *P) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  P->memoryAllocationImportTypes = P->memoryAllocationExportTypes = 0;
  P->imageImportTypes = P->imageExportTypes = 0;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetP2PProperties(ze_device_handle_t A, ze_device_handle_t B,
                                                ze_device_p2p_properties_t *P) {
  if (!device(A) || !device(B))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  P->flags = ZE_DEVICE_P2P_PROPERTY_FLAG_ACCESS | ZE_DEVICE_P2P_PROPERTY_FLAG_ATOMICS;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceCanAccessPeer(ze_device_handle_t A, ze_device_handle_t B, ze_bool_t *Can) {
  if (!device(A) || !device(B))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Can)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *Can = A == B;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeDeviceGetStatus(ze_device_handle_t H) {
  return device(H) ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
}

ze_result_t ZE_APICALL zeDeviceGetGlobalTimestamps(ze_device_handle_t H, uint64_t *Host, uint64_t *Dev) {
  if (!device(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Host || !Dev)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *Host = *Dev = nowNs(); // the device clock is the host clock
  return ZE_RESULT_SUCCESS;
}

//===--- Context ----------------------------------------------------------===//

ze_result_t ZE_APICALL zeContextCreate(ze_driver_handle_t H, const ze_context_desc_t *Desc,
                                       ze_context_handle_t *Out) {
  if (!cast<Driver>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *Out = reinterpret_cast<ze_context_handle_t>(static_cast<Object *>(new Context()));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeContextCreateEx(ze_driver_handle_t H, const ze_context_desc_t *Desc, uint32_t NumDevices,
                                         ze_device_handle_t *Devs, ze_context_handle_t *Out) {
  for (uint32_t I = 0; I < NumDevices; ++I)
    if (!Devs || !device(Devs[I]))
      return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  ze_result_t R = zecpu_api::zeContextCreate(H, Desc, Out);
  if (R == ZE_RESULT_SUCCESS && NumDevices == 1)
    cast<Context>(*Out)->Only = device(Devs[0]);
  return R;
}

ze_result_t ZE_APICALL zeContextDestroy(ze_context_handle_t H) {
  return destroyObject<Context>(H);
}

ze_result_t ZE_APICALL zeContextGetStatus(ze_context_handle_t H) {
  return cast<Context>(H) ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
}

ze_result_t ZE_APICALL zeContextMakeMemoryResident(ze_context_handle_t C, ze_device_handle_t D, void *Ptr, size_t) {
  if (!cast<Context>(C) || !device(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  return Ptr ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_POINTER; // all memory is resident
}

ze_result_t ZE_APICALL zeContextEvictMemory(ze_context_handle_t C, ze_device_handle_t D, void *Ptr, size_t S) {
  return zecpu_api::zeContextMakeMemoryResident(C, D, Ptr, S);
}

//===--- Memory -----------------------------------------------------------===//

size_t pageBytes(size_t Size) {
  static const size_t Page = size_t(sysconf(_SC_PAGESIZE));
  return (Size + Page - 1) / Page * Page;
}

/// Whole pages for a guarded device allocation, aligned to Align (a power
/// of two), inaccessible until applyAccess says otherwise.
void *mapGuarded(size_t Size, size_t Align) {
  size_t Len = pageBytes(Size), Page = pageBytes(1);
  size_t Extra = Align > Page ? Align : 0;
  void *Map = mmap(nullptr, Len + Extra, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Map == MAP_FAILED)
    return nullptr;
  uintptr_t Start = reinterpret_cast<uintptr_t>(Map), Aligned = Extra ? (Start + Align - 1) & ~(Align - 1) : Start;
  if (Aligned > Start)
    munmap(Map, Aligned - Start);
  if (Extra && Start + Len + Extra > Aligned + Len)
    munmap(reinterpret_cast<void *>(Aligned + Len), Start + Len + Extra - (Aligned + Len));
  return reinterpret_cast<void *>(Aligned);
}

/// Allocates SVM of device D, or for host memory (D null) of the context's
/// device (zeContextCreateEx with one device) or else the first device: OpenCL
/// SVM belongs to one OpenCL context.
ze_result_t allocate(ze_context_handle_t C, Device *D, size_t Size, size_t Align, ze_memory_type_t Type, void **Out,
                     const char *Api) {
  Context *Ctx = cast<Context>(C);
  if (!Ctx)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (!D)
    D = Ctx->Only ? Ctx->Only : TheDriver->Devices[0].get();
  ClDevice &P = D->CL;
  if (Size == 0 || Size > P.MaxAllocSize)
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_SIZE, "%s: size %zu is 0 or above the maximum %llu", Api, Size,
                (unsigned long long)P.MaxAllocSize);
  if (Align & (Align - 1))
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT, "%s: alignment %zu is not a power of two", Api, Align);
  static std::atomic<uint64_t> NextAllocId{1};
  if (P.GuardDeviceMemory && Type == ZE_MEMORY_TYPE_DEVICE) {
    // Pages of its own, which kernels reach as system SVM (Intel's runtime
    // has fine-grained system SVM); their access follows the device's users.
    void *Ptr = mapGuarded(Size, Align);
    if (!Ptr)
      return fail(ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY, "%s: mapping %zu bytes failed", Api, Size);
    // Here, not at discovery, whose signal handlers are taken back.
    watchDeviceMemory(*D);
    std::lock_guard<std::mutex> G(P.AccessMutex);
    std::lock_guard<std::mutex> L(P.AllocMutex);
    ClDevice::Alloc &A = P.Allocs[reinterpret_cast<uintptr_t>(Ptr)] = {Size, Type, NextAllocId++};
    P.applyAccess(reinterpret_cast<uintptr_t>(Ptr), A);
    ++P.AllocGeneration;
    *Out = Ptr;
    return ZE_RESULT_SUCCESS;
  }
  void *Ptr = clSVMAlloc(P.Ctx, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER, Size, cl_uint(Align));
  if (!Ptr)
    return fail(ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY, "%s: clSVMAlloc of %zu bytes failed", Api, Size);
  std::lock_guard<std::mutex> L(P.AllocMutex);
  P.Allocs[reinterpret_cast<uintptr_t>(Ptr)] = {Size, Type, NextAllocId++};
  ++P.AllocGeneration;
  *Out = Ptr;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeMemAllocShared(ze_context_handle_t C, const ze_device_mem_alloc_desc_t *DD,
                                        const ze_host_mem_alloc_desc_t *HD, size_t Size, size_t Align,
                                        ze_device_handle_t D, void **Out) {
  if (D && !device(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!DD || !HD)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  return allocate(C, device(D), Size, Align, ZE_MEMORY_TYPE_SHARED, Out, "zeMemAllocShared");
}

ze_result_t ZE_APICALL zeMemAllocDevice(ze_context_handle_t C, const ze_device_mem_alloc_desc_t *DD, size_t Size,
                                        size_t Align, ze_device_handle_t D, void **Out) {
  if (!device(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!DD)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  return allocate(C, device(D), Size, Align, ZE_MEMORY_TYPE_DEVICE, Out, "zeMemAllocDevice");
}

ze_result_t ZE_APICALL zeMemAllocHost(ze_context_handle_t C, const ze_host_mem_alloc_desc_t *HD, size_t Size,
                                      size_t Align, void **Out) {
  if (!HD)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  return allocate(C, nullptr, Size, Align, ZE_MEMORY_TYPE_HOST, Out, "zeMemAllocHost");
}

ze_result_t ZE_APICALL zeMemFree(ze_context_handle_t C, void *Ptr) {
  if (!cast<Context>(C))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Ptr)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  for (auto &D : TheDriver->Devices) {
    ClDevice &P = D->CL;
    bool Guarded = false;
    size_t Size = 0;
    {
      std::lock_guard<std::mutex> L(P.AllocMutex);
      auto It = P.Allocs.find(reinterpret_cast<uintptr_t>(Ptr));
      if (It == P.Allocs.end())
        continue;
      Guarded = P.GuardDeviceMemory && It->second.Type == ZE_MEMORY_TYPE_DEVICE;
      Size = It->second.Size;
      P.Allocs.erase(It);
      ++P.AllocGeneration;
    }
    if (Guarded)
      munmap(Ptr, pageBytes(Size));
    else
      clSVMFree(P.Ctx, Ptr);
    return ZE_RESULT_SUCCESS;
  }
  return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeMemFree: %p is not the base of a live allocation", Ptr);
}

ze_result_t ZE_APICALL zeMemGetAllocProperties(ze_context_handle_t C, const void *Ptr,
                                               ze_memory_allocation_properties_t *Props, ze_device_handle_t *Dev) {
  if (!cast<Context>(C))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Ptr || !Props)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  uintptr_t Base;
  ClDevice::Alloc A;
  if (Device *Owner = findAllocation(Ptr, Base, A)) {
    Props->type = A.Type;
    Props->id = A.Id;
    Props->pageSize = 4096;
    if (Dev)
      *Dev = A.Type == ZE_MEMORY_TYPE_HOST ? nullptr
                                           : reinterpret_cast<ze_device_handle_t>(static_cast<Object *>(Owner));
  } else {
    Props->type = ZE_MEMORY_TYPE_UNKNOWN;
    Props->id = 0;
    Props->pageSize = 0;
    if (Dev)
      *Dev = nullptr;
  }
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeMemGetAddressRange(ze_context_handle_t C, const void *Ptr, void **Base, size_t *Size) {
  if (!cast<Context>(C))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Ptr)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  uintptr_t B;
  ClDevice::Alloc A;
  if (!findAllocation(Ptr, B, A))
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeMemGetAddressRange: %p is not in a live allocation", Ptr);
  if (Base)
    *Base = reinterpret_cast<void *>(B);
  if (Size)
    *Size = A.Size;
  return ZE_RESULT_SUCCESS;
}

//===--- DDI tables -------------------------------------------------------===//

template <typename... A> ze_result_t ZE_APICALL unsupported(A...) {
  return fail(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE, "the CPU driver does not implement this entry point");
}
template <typename... A> void setUnsupported(ze_result_t(ZE_APICALL *&Slot)(A...)) { Slot = &unsupported<A...>; }

// Each table entry Id (numbered by the generator) calls the implementation
// after clearing the thread's error description.
template <int Id, typename... A> struct ClearingEntry {
  static inline ze_result_t(ZE_APICALL *Impl)(A...) = nullptr;
  static ze_result_t ZE_APICALL call(A... Args) {
    clearLastError();
    return Impl(Args...);
  }
};
template <int Id, typename... A> void clearErrorOnEntry(ze_result_t(ZE_APICALL *&Slot)(A...)) {
  ClearingEntry<Id, A...>::Impl = Slot;
  Slot = &ClearingEntry<Id, A...>::call;
}

// Tables the driver does not implement keep only "unsupported" entries.
template <typename T> void implement(T &) {}
void implement(ze_global_dditable_t &T) { T.pfnInit = zeInit; }
void implement(ze_driver_dditable_t &T) {
  T.pfnGet = zeDriverGet;
  T.pfnGetApiVersion = zeDriverGetApiVersion;
  T.pfnGetProperties = zeDriverGetProperties;
  T.pfnGetIpcProperties = zeDriverGetIpcProperties;
  T.pfnGetExtensionProperties = zeDriverGetExtensionProperties;
  T.pfnGetExtensionFunctionAddress = zeDriverGetExtensionFunctionAddress;
}
void implement(ze_device_dditable_t &T) {
  T.pfnGet = zeDeviceGet;
  T.pfnGetSubDevices = zeDeviceGetSubDevices;
  T.pfnGetProperties = zeDeviceGetProperties;
  T.pfnGetComputeProperties = zeDeviceGetComputeProperties;
  T.pfnGetModuleProperties = zeDeviceGetModuleProperties;
  T.pfnGetCommandQueueGroupProperties = zeDeviceGetCommandQueueGroupProperties;
  T.pfnGetMemoryProperties = zeDeviceGetMemoryProperties;
  T.pfnGetMemoryAccessProperties = zeDeviceGetMemoryAccessProperties;
  T.pfnGetCacheProperties = zeDeviceGetCacheProperties;
  T.pfnGetImageProperties = zeDeviceGetImageProperties;
  T.pfnGetExternalMemoryProperties = zeDeviceGetExternalMemoryProperties;
  T.pfnGetP2PProperties = zeDeviceGetP2PProperties;
  T.pfnCanAccessPeer = zeDeviceCanAccessPeer;
  T.pfnGetStatus = zeDeviceGetStatus;
  T.pfnGetGlobalTimestamps = zeDeviceGetGlobalTimestamps;
}
void implement(ze_context_dditable_t &T) {
  T.pfnCreate = zeContextCreate;
  T.pfnCreateEx = zeContextCreateEx;
  T.pfnDestroy = zeContextDestroy;
  T.pfnGetStatus = zeContextGetStatus;
  T.pfnMakeMemoryResident = zeContextMakeMemoryResident;
  T.pfnEvictMemory = zeContextEvictMemory;
}
void implement(ze_mem_dditable_t &T) {
  T.pfnAllocShared = zeMemAllocShared;
  T.pfnAllocDevice = zeMemAllocDevice;
  T.pfnAllocHost = zeMemAllocHost;
  T.pfnFree = zeMemFree;
  T.pfnGetAllocProperties = zeMemGetAllocProperties;
  T.pfnGetAddressRange = zeMemGetAddressRange;
}
void implement(ze_module_dditable_t &T) { implementModule(T); }
void implement(ze_module_build_log_dditable_t &T) { implementBuildLog(T); }
void implement(ze_kernel_dditable_t &T) { implementKernel(T); }
void implement(ze_kernel_exp_dditable_t &T) { implementKernelExp(T); }
void implement(ze_command_queue_dditable_t &T) { implementQueue(T); }
void implement(ze_command_list_dditable_t &T) { implementList(T); }
void implement(ze_event_dditable_t &T) { implementEvent(T); }
void implement(ze_event_pool_dditable_t &T) { implementEventPool(T); }
void implement(ze_fence_dditable_t &T) { implementFence(T); }
void implement(ze_image_dditable_t &T) { implementImage(T); }
void implement(ze_sampler_dditable_t &T) { implementSampler(T); }

// The loader passes the API version it was built for; tables only grow
// within a major version, so any 1.x request can be served.
ze_result_t checkTableRequest(ze_api_version_t Version, const void *Table) {
  if (!Table)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (ZE_MAJOR_VERSION(Version) != ZE_MAJOR_VERSION(ZE_API_VERSION_CURRENT))
    return ZE_RESULT_ERROR_UNSUPPORTED_VERSION;
  return ZE_RESULT_SUCCESS;
}

} // namespace zecpu_api

using zecpu_api::checkTableRequest;
using zecpu_api::implement;
using zecpu_api::setUnsupported;
using zecpu_api::clearErrorOnEntry;

// Generated from ze_ddi.h: fillUnsupported() for every table and the exported
// zeGet*ProcAddrTable functions the loader looks up.
#include "ze_ddi_tables.inc"
