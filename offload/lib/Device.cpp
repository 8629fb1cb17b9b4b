//===- Device.cpp - Devices: discovery, choice, information ---------------===//
#include "RuntimeInternal.h"
#include "LevelZeroLoader.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <iterator>

namespace {

struct Runtime {
  std::vector<std::unique_ptr<spvrt_device_t>> Devices;
  Status InitStatus;
};

std::string lower(std::string S) {
  for (char &C : S)
    C = char(tolower(static_cast<unsigned char>(C)));
  return S;
}

const char *typeName(spvrt_device_type T) {
  return T == SPVRT_DEVICE_GPU ? "gpu" : T == SPVRT_DEVICE_CPU ? "cpu" : "other";
}

/// Applies SPIRV_OFFLOAD_DEVICE to the devices of every plugin. `auto` (or
/// `all`, or unset): every device, GPUs first. `cpu`, `gpu`, `other`: the
/// devices of that type. A plugin name (`level_zero`): its devices. A number
/// N: the Nth device of the `auto` order. Any other text: the devices whose
/// name contains it, ignoring case (`pocl`, `intel`, `dg2`). Several,
/// separated by commas: the devices any of them selects (`cpu,dg2`).
Status selectDevices(std::vector<std::unique_ptr<spvrt_device_t>> &Devices) {
  // GPUs first, each group in plugin order.
  std::vector<std::unique_ptr<spvrt_device_t>> Ordered;
  for (bool GPUs : {true, false})
    for (auto &D : Devices)
      if (D && (D->Impl->info().type == SPVRT_DEVICE_GPU) == GPUs)
        Ordered.push_back(std::move(D));
  Devices = std::move(Ordered);
  const char *Env = getenv("SPIRV_OFFLOAD_DEVICE");
  std::string Sel = lower(Env && *Env ? Env : "auto");
  if (Sel == "auto" || Sel == "all" || Devices.empty())
    return Status::ok();
  // A comma-separated list selects the devices any item selects. A type
  // name selects by type only (a GPU profile's name mentions the CPU driver).
  std::vector<std::string> Items;
  for (size_t At = 0; At <= Sel.size();) {
    size_t End = std::min(Sel.find(',', At), Sel.size());
    Items.push_back(Sel.substr(At, End - At));
    At = End + 1;
  }
  auto Selects = [&](const std::string &Item, size_t I, const DeviceInfo &Info) {
    if (Item.empty())
      return false;
    if (Item.find_first_not_of("0123456789") == std::string::npos)
      return std::to_string(I) == Item;
    if (Item == "cpu" || Item == "gpu" || Item == "other")
      return Item == typeName(Info.type);
    return Item == lower(Info.plugin) || lower(Info.name).find(Item) != std::string::npos;
  };
  std::vector<std::unique_ptr<spvrt_device_t>> Chosen;
  for (size_t I = 0; I < Devices.size(); ++I)
    for (const std::string &Item : Items)
      if (Selects(Item, I, Devices[I]->Impl->info())) {
        Chosen.push_back(std::move(Devices[I]));
        break;
      }
  if (Chosen.empty()) {
    std::string All;
    for (size_t I = 0; I < Devices.size(); ++I)
      All += (I ? "; " : "") + std::to_string(I) + ": " + Devices[I]->Impl->info().name;
    return error(SPVRT_ERROR_NO_DEVICE, "SPIRV_OFFLOAD_DEVICE='" + std::string(Env) +
                                            "' matches no device (devices: " + All + ")");
  }
  Devices = std::move(Chosen);
  return Status::ok();
}

// Created once and never destroyed: drivers may still hold threads at exit
// and must not see their objects torn down by static destructors.
Runtime &runtime() {
  static Runtime *R = [] {
    auto *R = new Runtime();
    // Each plugin's discovery: the Level-Zero plugin's runs with the loader
    // configured for it (LevelZeroLoader.h).
    struct Discovery {
      const char *Name;
      std::function<Status(std::vector<std::unique_ptr<Device>> &)> Run;
    };
    const Discovery Plugins[] = {
        {"level_zero", [](std::vector<std::unique_ptr<Device>> &Devs) {
           return withLevelZeroLoader(
               [&](const LoaderSetup &Loader) { return createLevelZeroPlugin(Loader)->init(Devs); });
         }}};
    std::string Why;
    for (const Discovery &P : Plugins) {
      std::vector<std::unique_ptr<Device>> Devs;
      Status S = P.Run(Devs);
      for (auto &D : Devs) {
        auto Dev = std::make_unique<spvrt_device_t>();
        Dev->Impl = std::move(D);
        R->Devices.push_back(std::move(Dev));
      }
      if (S.failed()) {
        Why += (Why.empty() ? "" : "; ") + std::string(P.Name) + ": " + S.Message;
        if (R->Devices.empty())
          R->InitStatus = S;
      }
    }
    if (R->Devices.empty() && !R->InitStatus.failed())
      R->InitStatus = error(SPVRT_ERROR_NO_DEVICE, "no device found");
    else if (R->Devices.empty())
      R->InitStatus.Message = Why;
    else if ((R->InitStatus = selectDevices(R->Devices)).failed())
      R->Devices.clear();
    return R;
  }();
  return *R;
}

} // namespace

namespace spvrt {

bool isDevice(spvrt_device D) {
  for (auto &P : runtime().Devices)
    if (P.get() == D)
      return true;
  return false;
}

} // namespace spvrt

extern "C" {

spvrt_result spvrt_init(void) {
  Runtime &R = runtime();
  return R.InitStatus.failed() ? fail("spvrt_init", R.InitStatus) : ok();
}

spvrt_result spvrt_device_count(uint32_t *Count) {
  if (!Count)
    return fail("spvrt_device_count", SPVRT_ERROR_INVALID_ARGUMENT, "null count");
  Runtime &R = runtime();
  *Count = uint32_t(R.Devices.size());
  if (R.Devices.empty())
    return fail("spvrt_device_count", R.InitStatus);
  return ok();
}

spvrt_result spvrt_device_get(uint32_t Index, spvrt_device *Out) {
  if (!Out)
    return fail("spvrt_device_get", SPVRT_ERROR_INVALID_ARGUMENT, "null output");
  Runtime &R = runtime();
  if (R.Devices.empty())
    return fail("spvrt_device_get", R.InitStatus);
  if (Index >= R.Devices.size())
    return fail("spvrt_device_get", SPVRT_ERROR_INVALID_ARGUMENT, "device %u requested, %zu available", Index,
                R.Devices.size());
  *Out = R.Devices[Index].get();
  return ok();
}

} // extern "C"

namespace {

/// The bytes of key's value; false for a key this runtime does not know.
bool infoValue(const DeviceInfo &I, spvrt_device_info_key Key, std::string &Out) {
  auto Put = [&](const auto &V) { Out.assign(reinterpret_cast<const char *>(&V), sizeof V); };
  auto Str = [&](const char *S) { Out.assign(S, strlen(S) + 1); };
  switch (Key) {
  case SPVRT_DEVICE_INFO_NAME: Str(I.name); return true;
  case SPVRT_DEVICE_INFO_PLUGIN: Str(I.plugin); return true;
  case SPVRT_DEVICE_INFO_TYPE: Put(I.type); return true;
  case SPVRT_DEVICE_INFO_MAX_GROUP_SIZE: Put(I.max_group_size); return true;
  case SPVRT_DEVICE_INFO_MAX_GROUP_SIZE_DIM: Put(I.max_group_size_dim); return true;
  case SPVRT_DEVICE_INFO_MAX_GROUP_COUNT: Put(I.max_group_count); return true;
  case SPVRT_DEVICE_INFO_MAX_LOCAL_MEM: Put(I.max_local_mem); return true;
  case SPVRT_DEVICE_INFO_MAX_ALLOC_SIZE: Put(I.max_alloc_size); return true;
  case SPVRT_DEVICE_INFO_SPIRV_VERSION: {
    uint32_t V[2] = {I.spirv_version_major, I.spirv_version_minor};
    Put(V);
    return true;
  }
  case SPVRT_DEVICE_INFO_SUB_GROUP_SIZES:
    Out.assign(reinterpret_cast<const char *>(I.sub_group_sizes),
               sizeof(uint32_t) * std::min<size_t>(I.num_sub_group_sizes, std::size(I.sub_group_sizes)));
    return true;
  case SPVRT_DEVICE_INFO_MAX_IMAGE_WIDTH_1D: Put(I.max_image_width_1d); return true;
  case SPVRT_DEVICE_INFO_MAX_IMAGE_SIZE_2D: Put(I.max_image_size_2d); return true;
  case SPVRT_DEVICE_INFO_MAX_IMAGE_SIZE_3D: Put(I.max_image_size_3d); return true;
  case SPVRT_DEVICE_INFO_MAX_IMAGE_ARRAY_SIZE: Put(I.max_image_array_size); return true;
  case SPVRT_DEVICE_INFO_MAX_IMAGE_BUFFER_SIZE: Put(I.max_image_buffer_size); return true;
  case SPVRT_DEVICE_INFO_MAX_SAMPLERS: Put(I.max_samplers); return true;
  case SPVRT_DEVICE_INFO_FP64: Put(I.fp64); return true;
  case SPVRT_DEVICE_INFO_FLOAT_ATOMICS: Put(I.float_atomics); return true;
  case SPVRT_DEVICE_INFO_VENDOR_ID: Put(I.vendor_id); return true;
  case SPVRT_DEVICE_INFO_COMPUTE_UNITS: Put(I.compute_units); return true;
  case SPVRT_DEVICE_INFO_CLOCK_MHZ: Put(I.clock_mhz); return true;
  case SPVRT_DEVICE_INFO_TIMER_RESOLUTION_NS: Put(I.timer_resolution_ns); return true;
  case SPVRT_DEVICE_INFO_GLOBAL_MEM_SIZE: Put(I.global_mem_size); return true;
  case SPVRT_DEVICE_INFO_MAX_PARAM_SIZE: Put(I.max_param_size); return true;
  case SPVRT_DEVICE_INFO_PRINTF_BUFFER_SIZE: Put(I.printf_buffer_size); return true;
  case SPVRT_DEVICE_INFO_FP16_CONFIG: Put(I.fp16_config); return true;
  case SPVRT_DEVICE_INFO_FP32_CONFIG: Put(I.fp32_config); return true;
  case SPVRT_DEVICE_INFO_FP64_CONFIG: Put(I.fp64_config); return true;
  case SPVRT_DEVICE_INFO_INT64_ATOMICS: Put(I.int64_atomics); return true;
  case SPVRT_DEVICE_INFO_USM_HOST_ATOMICS: Put(I.usm_host_atomics); return true;
  case SPVRT_DEVICE_INFO_USM_SHARED_ATOMICS: Put(I.usm_shared_atomics); return true;
  case SPVRT_DEVICE_INFO_USM_SYSTEM_ALLOCATIONS: Put(I.usm_system_allocations); return true;
  case SPVRT_DEVICE_INFO_DRIVER_VERSION: Str(I.driver_version); return true;
  case SPVRT_DEVICE_INFO_API_VERSION: Str(I.api_version); return true;
  case SPVRT_DEVICE_INFO_INTEGRATED: Put(I.integrated); return true;
  case SPVRT_DEVICE_INFO_DEVICE_ID: Put(I.device_id); return true;
  }
  return false;
}

} // namespace

extern "C" {

spvrt_result spvrt_device_get_info_size(spvrt_device D, spvrt_device_info_key Key, size_t *Size) {
  const char *Call = "spvrt_device_get_info_size";
  if (!D || !Size || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  std::string Value;
  if (!infoValue(D->Impl->info(), Key, Value))
    return fail(Call, SPVRT_ERROR_UNSUPPORTED, "unknown device information key %d", int(Key));
  *Size = Value.size();
  return ok();
}

spvrt_result spvrt_device_get_info(spvrt_device D, spvrt_device_info_key Key, size_t Size, void *Out) {
  const char *Call = "spvrt_device_get_info";
  if (!D || !isDevice(D) || (Size && !Out))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  std::string Value;
  if (!infoValue(D->Impl->info(), Key, Value))
    return fail(Call, SPVRT_ERROR_UNSUPPORTED, "unknown device information key %d", int(Key));
  if (Size < Value.size())
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "key %d takes %zu bytes, %zu given", int(Key), Value.size(),
                Size);
  if (!Value.empty())
    memcpy(Out, Value.data(), Value.size());
  return ok();
}

spvrt_result spvrt_device_wait(spvrt_device D) {
  if (!D || !isDevice(D))
    return fail("spvrt_device_wait", SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  Status S = D->Impl->synchronize();
  return S.failed() ? fail("spvrt_device_wait", S) : ok();
}

spvrt_result spvrt_device_timestamp(spvrt_device D, uint64_t *Ns) {
  const char *Call = "spvrt_device_timestamp";
  if (!D || !isDevice(D) || !Ns)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  Status S = D->Impl->timestamp(*Ns);
  return S.failed() ? fail(Call, S) : ok();
}

} // extern "C"
