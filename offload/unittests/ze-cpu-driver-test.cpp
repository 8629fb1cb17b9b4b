//===- ze-cpu-driver-test.cpp - The CPU driver through the Level-Zero API -===//
//
// Exercises what the runtime does not use, straight through the loader:
// immediate command lists (synchronous and asynchronous), events and event
// pools across queues, host-signalled events, fences, barriers, region
// copies, kernel timestamps, native binaries, build logs and an unsupported
// entry point; then malformed modules (truncated, bit-flipped, wrong
// versions, damaged native binaries), which must give a clean result and a
// build log, never a crash. Every device of the driver goes through all of it.
// Usage: ze-cpu-driver-test <vadd.spv>; run with ZE_ENABLE_ALT_DRIVERS
// pointing at libze_cpu_driver.so.
//
//===----------------------------------------------------------------------===//
#include "ZeTest.h"

#include <cstring>
#include <string>

/// Builds Bytes as a module of Format; the result must be success or one of
/// the two clean failures, and a failure must come with a build log.
static ze_result_t tryModule(ze_context_handle_t Ctx, ze_device_handle_t Dev, ze_module_format_t Format,
                             const std::vector<uint8_t> &Bytes, bool &LogOk) {
  ze_module_desc_t MD = {ZE_STRUCTURE_TYPE_MODULE_DESC, nullptr, Format, Bytes.size(), Bytes.data(), "", nullptr};
  ze_module_handle_t Mod = nullptr;
  ze_module_build_log_handle_t Log = nullptr;
  ze_result_t R = zeModuleCreate(Ctx, Dev, &MD, &Mod, &Log);
  size_t LogSize = 0;
  LogOk = Log && zeModuleBuildLogGetString(Log, &LogSize, nullptr) == ZE_RESULT_SUCCESS &&
          (R == ZE_RESULT_SUCCESS || LogSize > 1);
  if (Log)
    zeModuleBuildLogDestroy(Log);
  if (Mod)
    zeModuleDestroy(Mod);
  return R;
}

using LastErrorFn = ze_result_t(ZE_APICALL *)(ze_driver_handle_t, const char **);

/// The driver's description of the thread's last failure (Level-Zero 1.10's
/// zeDriverGetLastErrorDescription, which the 1.8 loader reaches only as an
/// extension function).
static std::string lastError(ze_driver_handle_t Drv) {
  void *Fn = nullptr;
  ZE_OK(zeDriverGetExtensionFunctionAddress(Drv, "zeDriverGetLastErrorDescription", &Fn));
  const char *Text = nullptr;
  ZE_OK(reinterpret_cast<LastErrorFn>(Fn)(Drv, &Text));
  return Text ? Text : "(null)";
}

static void setWord(std::vector<uint8_t> &B, size_t Word, uint32_t V) { memcpy(&B[Word * 4], &V, 4); }

/// Malformed modules: every truncation at a word boundary, bit flips spread
/// over the module, wrong header versions, and damaged native binaries.
static void badModules(ze_context_handle_t Ctx, ze_device_handle_t Dev, const std::vector<uint8_t> &Spv,
                       const std::vector<uint8_t> &Native) {
  const ze_result_t Build = ZE_RESULT_ERROR_MODULE_BUILD_FAILURE, BadNative = ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
  bool Ok = true, LogOk;
  unsigned Cut = 0, Flipped = 0, FlipRefused = 0;
  for (size_t Size = 1; Size < Spv.size(); Size += Size < 24 ? 1 : 4, ++Cut) {
    std::vector<uint8_t> B(Spv.begin(), Spv.begin() + Size);
    Ok &= tryModule(Ctx, Dev, ZE_MODULE_FORMAT_IL_SPIRV, B, LogOk) == Build && LogOk;
  }
  // One bit in each of 48 words spread over the module (the header included);
  // a flip the validator accepts (a name, an alignment) must then build.
  size_t Words = Spv.size() / 4;
  for (unsigned I = 0; I < 48; ++I, ++Flipped) {
    std::vector<uint8_t> B = Spv;
    size_t W = 1 + (I * 7919u) % (Words - 1);
    B[W * 4 + (I % 4)] ^= uint8_t(1u << (I % 8));
    ze_result_t R = tryModule(Ctx, Dev, ZE_MODULE_FORMAT_IL_SPIRV, B, LogOk);
    Ok &= (R == ZE_RESULT_SUCCESS || R == Build) && LogOk;
    FlipRefused += R == Build;
  }
  unsigned Versions = 0;
  for (uint32_t V : {0x00010500u, 0x00010600u, 0x00020000u, 0x00000900u, 0x01010000u}) {
    std::vector<uint8_t> B = Spv;
    setWord(B, 1, V);
    Ok &= tryModule(Ctx, Dev, ZE_MODULE_FORMAT_IL_SPIRV, B, LogOk) == Build && LogOk;
    ++Versions;
  }
  unsigned NativeBad = 0;
  for (size_t Size : {size_t(8), size_t(20), Native.size() / 2, Native.size() - 1}) {
    std::vector<uint8_t> B(Native.begin(), Native.begin() + Size);
    Ok &= tryModule(Ctx, Dev, ZE_MODULE_FORMAT_NATIVE, B, LogOk) == BadNative && LogOk;
    ++NativeBad;
  }
  for (size_t At : {size_t(9), size_t(30), Native.size() / 2, Native.size() - 3}) {
    std::vector<uint8_t> B = Native;
    B[At] ^= 0x10;
    Ok &= tryModule(Ctx, Dev, ZE_MODULE_FORMAT_NATIVE, B, LogOk) == BadNative && LogOk;
    ++NativeBad;
  }
  printf("bad modules: %u truncated, %u bit flips (%u refused, the rest built), %u wrong versions, "
         "%u damaged native binaries\n",
         Cut, Flipped, FlipRefused, Versions, NativeBad);
  check(Ok, "bad modules give a clean result and a build log");
}

/// A native binary of another device is not one of this device's.
static void foreignNative(ze_context_handle_t Ctx, ze_device_handle_t Dev, const std::vector<uint8_t> &Native) {
  bool LogOk;
  check(tryModule(Ctx, Dev, ZE_MODULE_FORMAT_NATIVE, Native, LogOk) == ZE_RESULT_ERROR_INVALID_NATIVE_BINARY &&
            LogOk,
        "another device's native binary is refused");
}

static std::vector<uint8_t> exercise(ze_driver_handle_t Drv, ze_device_handle_t Dev, const std::vector<uint8_t> &Spv) {
  ze_device_properties_t Props = {ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES};
  ZE_OK(zeDeviceGetProperties(Dev, &Props));
  printf("device: %s\n", Props.name);
  uint32_t NumExt = 0;
  ZE_OK(zeDriverGetExtensionProperties(Drv, &NumExt, nullptr));
  std::vector<ze_driver_extension_properties_t> Ext(NumExt);
  ZE_OK(zeDriverGetExtensionProperties(Drv, &NumExt, Ext.data()));
  for (auto &E : Ext)
    printf("extension: %s\n", E.name);

  ze_context_desc_t CD = {ZE_STRUCTURE_TYPE_CONTEXT_DESC};
  ze_context_handle_t Ctx;
  ZE_OK(zeContextCreateEx(Drv, &CD, 1, &Dev, &Ctx));

  // A module that does not build returns a log.
  std::vector<uint8_t> Broken(Spv.begin(), Spv.begin() + 24);
  ze_module_desc_t MD = {ZE_STRUCTURE_TYPE_MODULE_DESC, nullptr, ZE_MODULE_FORMAT_IL_SPIRV, Broken.size(),
                         Broken.data(), "", nullptr};
  ze_module_handle_t Mod = nullptr;
  ze_module_build_log_handle_t Log;
  ze_result_t R = zeModuleCreate(Ctx, Dev, &MD, &Mod, &Log);
  printf("broken module: %s\n", lastError(Drv).c_str());
  size_t LogSize = 0;
  ZE_OK(zeModuleBuildLogGetString(Log, &LogSize, nullptr));
  std::string LogText(LogSize, '\0');
  ZE_OK(zeModuleBuildLogGetString(Log, &LogSize, &LogText[0]));
  ZE_OK(zeModuleBuildLogDestroy(Log));
  printf("broken module log: %s", LogText.c_str());
  check(R == ZE_RESULT_ERROR_MODULE_BUILD_FAILURE, "broken module fails to build");

  MD.inputSize = Spv.size();
  MD.pInputModule = Spv.data();
  ZE_OK(zeModuleCreate(Ctx, Dev, &MD, &Mod, nullptr));
  // The native binary reloads.
  size_t NativeSize = 0;
  ZE_OK(zeModuleGetNativeBinary(Mod, &NativeSize, nullptr));
  std::vector<uint8_t> Native(NativeSize);
  ZE_OK(zeModuleGetNativeBinary(Mod, &NativeSize, Native.data()));
  ze_module_desc_t ND = {ZE_STRUCTURE_TYPE_MODULE_DESC, nullptr, ZE_MODULE_FORMAT_NATIVE, Native.size(),
                         Native.data(), "", nullptr};
  ze_module_handle_t Mod2;
  ZE_OK(zeModuleCreate(Ctx, Dev, &ND, &Mod2, nullptr));
  badModules(Ctx, Dev, Spv, Native);
  ND.pInputModule = Spv.data(); // SPIR-V is not a native binary
  ND.inputSize = Spv.size();
  ze_module_handle_t Mod3 = nullptr;
  check(zeModuleCreate(Ctx, Dev, &ND, &Mod3, nullptr) == ZE_RESULT_ERROR_INVALID_NATIVE_BINARY,
        "SPIR-V rejected as a native binary");

  ze_kernel_desc_t KD = {ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, "vadd"};
  ze_kernel_handle_t K, K2;
  ZE_OK(zeKernelCreate(Mod, &KD, &K));
  ZE_OK(zeKernelCreate(Mod2, &KD, &K2));
  ze_kernel_desc_t Missing = {ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, "nope"};
  ze_kernel_handle_t KM;
  check(zeKernelCreate(Mod, &Missing, &KM) == ZE_RESULT_ERROR_INVALID_KERNEL_NAME, "unknown kernel name");
  ze_kernel_properties_t KP = {ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES};
  ZE_OK(zeKernelGetProperties(K, &KP));
  check(KP.numKernelArgs == 3, "kernel has 3 arguments");
  check(zeModuleDestroy(Mod) == ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE, "module with kernels is in use");

  const size_t Count = 1024, Bytes = Count * sizeof(float);
  ze_device_mem_alloc_desc_t DD = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC};
  ze_host_mem_alloc_desc_t HD = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC};
  float *A, *B, *C, *H;
  ZE_OK(zeMemAllocDevice(Ctx, &DD, Bytes, 64, Dev, (void **)&A));
  ZE_OK(zeMemAllocShared(Ctx, &DD, &HD, Bytes, 0, Dev, (void **)&B));
  ZE_OK(zeMemAllocDevice(Ctx, &DD, Bytes, 0, Dev, (void **)&C));
  ZE_OK(zeMemAllocHost(Ctx, &HD, Bytes, 0, (void **)&H));
  ze_memory_allocation_properties_t MP = {ZE_STRUCTURE_TYPE_MEMORY_ALLOCATION_PROPERTIES};
  ZE_OK(zeMemGetAllocProperties(Ctx, B + 10, &MP, nullptr));
  check(MP.type == ZE_MEMORY_TYPE_SHARED, "shared allocation reported as shared");
  void *Base;
  size_t Size;
  ZE_OK(zeMemGetAddressRange(Ctx, A + 100, &Base, &Size));
  check(Base == A && Size == Bytes, "address range of an interior pointer");

  for (size_t I = 0; I < Count; ++I)
    H[I] = float(I);

  // Event pool with timestamps; events chain two queues.
  ze_event_pool_desc_t PD = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr,
                             ZE_EVENT_POOL_FLAG_HOST_VISIBLE | ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP, 4};
  ze_event_pool_handle_t Pool;
  ZE_OK(zeEventPoolCreate(Ctx, &PD, 1, &Dev, &Pool));
  ze_event_handle_t Ev[4];
  for (uint32_t I = 0; I < 4; ++I) {
    ze_event_desc_t ED = {ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, I, 0, ZE_EVENT_SCOPE_FLAG_HOST};
    ZE_OK(zeEventCreate(Pool, &ED, &Ev[I]));
  }

  // Asynchronous immediate list: waits for a host-signalled event first.
  ze_command_queue_desc_t QD = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC, nullptr, 0, 0, 0,
                                ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS, ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
  ze_command_list_handle_t Imm;
  ZE_OK(zeCommandListCreateImmediate(Ctx, Dev, &QD, &Imm));
  ZE_OK(zeCommandListAppendMemoryCopy(Imm, A, H, Bytes, nullptr, 1, &Ev[0]));
  float Two = 2.0f;
  ZE_OK(zeCommandListAppendMemoryFill(Imm, B, &Two, sizeof(Two), Bytes, Ev[1], 0, nullptr));
  check(zeEventQueryStatus(Ev[1]) == ZE_RESULT_NOT_READY, "fill waits behind an unsignalled event");
  ZE_OK(zeEventHostSignal(Ev[0]));
  ZE_OK(zeEventHostSynchronize(Ev[1], UINT64_MAX));
  check(B[7] == 2.0f, "immediate fill done after the host signal");

  // A regular list on a queue: launch after the immediate list's event,
  // signal a timestamped event, then a barrier and a region copy.
  ZE_OK(zeKernelSetArgumentValue(K2, 0, sizeof(A), &A));
  ZE_OK(zeKernelSetArgumentValue(K2, 1, sizeof(B), &B));
  ZE_OK(zeKernelSetArgumentValue(K2, 2, sizeof(C), &C));
  check(zeKernelSetArgumentValue(K2, 3, sizeof(C), &C) == ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX,
        "argument index out of range");
  check(zeKernelSetArgumentValue(K2, 0, 4, &A) == ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE,
        "pointer argument of the wrong size");
  uint32_t GX, GY, GZ;
  ZE_OK(zeKernelSuggestGroupSize(K2, uint32_t(Count), 1, 1, &GX, &GY, &GZ));
  check(Count % GX == 0 && GY == 1 && GZ == 1, "suggested group size divides the global size");
  check(zeKernelSetGroupSize(K2, 100000, 1, 1) == ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION,
        "oversized group rejected");
  printf("oversized group: %s\n", lastError(Drv).c_str());
  ZE_OK(zeKernelSetGroupSize(K2, GX, GY, GZ));
  // A successful call leaves no description behind.
  check(lastError(Drv).empty(), "no error description after a successful call");
  ze_command_queue_handle_t Q;
  ze_command_list_handle_t L;
  createQueueAndList(Ctx, Dev, Q, L);
  ze_group_count_t Groups = {uint32_t(Count) / GX, 1, 1};
  ZE_OK(zeCommandListAppendLaunchKernel(L, K2, &Groups, Ev[2], 1, &Ev[1]));
  ZE_OK(zeCommandListAppendBarrier(L, nullptr, 0, nullptr));
  // Copy a 4x2 block of floats from C (rows of 16 floats) into H at (2, 1).
  ze_copy_region_t Src = {0, 0, 0, 4 * sizeof(float), 2, 1}, Dst = {2 * sizeof(float), 1, 0, 4 * sizeof(float), 2, 1};
  ZE_OK(zeCommandListAppendMemoryCopyRegion(L, H, &Dst, 16 * sizeof(float), 0, C, &Src, 16 * sizeof(float), 0,
                                            Ev[3], 0, nullptr));
  ZE_OK(zeCommandListClose(L));
  ze_fence_desc_t FD = {ZE_STRUCTURE_TYPE_FENCE_DESC};
  ze_fence_handle_t Fence;
  ZE_OK(zeFenceCreate(Q, &FD, &Fence));
  check(zeFenceQueryStatus(Fence) == ZE_RESULT_NOT_READY, "fence starts unsignalled");
  ZE_OK(zeCommandQueueExecuteCommandLists(Q, 1, &L, Fence));
  ZE_OK(zeFenceHostSynchronize(Fence, UINT64_MAX));
  bool RegionOk = true;
  for (int Y = 0; Y < 2; ++Y)
    for (int X = 0; X < 4; ++X)
      RegionOk &= H[(1 + Y) * 16 + 2 + X] == float(Y * 16 + X) + 2.0f;
  RegionOk &= H[0] == 0.0f && H[16 + 1] == 17.0f; // outside the region: untouched
  check(RegionOk, "kernel, barrier and region copy");
  ze_kernel_timestamp_result_t TS;
  ZE_OK(zeEventQueryKernelTimestamp(Ev[2], &TS));
  check(TS.global.kernelEnd >= TS.global.kernelStart && TS.global.kernelStart > 0, "kernel timestamps");

  // Re-executing the same list reruns it; a reset fence signals again.
  ZE_OK(zeFenceReset(Fence));
  ZE_OK(zeEventHostReset(Ev[2]));
  ZE_OK(zeCommandQueueExecuteCommandLists(Q, 1, &L, Fence));
  ZE_OK(zeCommandQueueSynchronize(Q, UINT64_MAX));
  check(zeFenceQueryStatus(Fence) == ZE_RESULT_SUCCESS && zeEventQueryStatus(Ev[2]) == ZE_RESULT_SUCCESS,
        "list executed twice");

  // Synchronous immediate list: copy back and check vadd on the host.
  QD.mode = ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
  ze_command_list_handle_t Sync;
  ZE_OK(zeCommandListCreateImmediate(Ctx, Dev, &QD, &Sync));
  ZE_OK(zeCommandListAppendMemoryCopy(Sync, H, C, Bytes, nullptr, 0, nullptr));
  bool AddOk = true;
  for (size_t I = 0; I < Count; ++I)
    AddOk &= H[I] == float(I) + 2.0f;
  check(AddOk, "vadd results through a synchronous immediate list");

  // Not implemented: virtual memory.
  size_t PageSize;
  check(zeVirtualMemQueryPageSize(Ctx, Dev, 4096, &PageSize) == ZE_RESULT_ERROR_UNSUPPORTED_FEATURE,
        "virtual memory is unsupported");
  check(zeMemFree(Ctx, A + 1) == ZE_RESULT_ERROR_INVALID_ARGUMENT, "freeing an interior pointer fails");

  ZE_OK(zeCommandListDestroy(Sync));
  ZE_OK(zeFenceDestroy(Fence));
  ZE_OK(zeCommandListDestroy(L));
  ZE_OK(zeCommandQueueDestroy(Q));
  ZE_OK(zeCommandListDestroy(Imm));
  for (auto E : Ev)
    ZE_OK(zeEventDestroy(E));
  ZE_OK(zeEventPoolDestroy(Pool));
  for (void *P : {(void *)A, (void *)B, (void *)C, (void *)H})
    ZE_OK(zeMemFree(Ctx, P));
  ZE_OK(zeKernelDestroy(K));
  ZE_OK(zeKernelDestroy(K2));
  ZE_OK(zeModuleDestroy(Mod));
  ZE_OK(zeModuleDestroy(Mod2));
  ZE_OK(zeContextDestroy(Ctx));
  return Native;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <vadd.spv>\n", argv[0]);
    return 2;
  }
  std::vector<uint8_t> Spv = readFile(argv[1]);
  ze_driver_handle_t Drv;
  std::vector<ze_device_handle_t> Devs = driverDevices(Drv);
  uint32_t NumDevs = uint32_t(Devs.size());
  std::vector<std::vector<uint8_t>> Natives;
  for (ze_device_handle_t Dev : Devs)
    Natives.push_back(exercise(Drv, Dev, Spv));
  if (NumDevs > 1) {
    ze_context_desc_t CD = {ZE_STRUCTURE_TYPE_CONTEXT_DESC};
    ze_context_handle_t Ctx;
    ZE_OK(zeContextCreate(Drv, &CD, &Ctx));
    foreignNative(Ctx, Devs[1], Natives[0]);
    foreignNative(Ctx, Devs[0], Natives[1]);
    ZE_OK(zeContextDestroy(Ctx));
  }
  printf("ze-cpu-driver-test: %u devices: %s\n", NumDevs, Failures ? "FAILED" : "OK");
  return Failures != 0;
}
