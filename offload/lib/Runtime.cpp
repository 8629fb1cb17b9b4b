//===- Runtime.cpp - SPIR-V offload runtime C API -------------------------===//
//
// Validates every request against what the runtime knows for itself (the
// kernel interface read from the SPIR-V, the live and freed allocations, the
// device limits) before a plugin sees it, so errors are precise and the same
// on every device, and misuse such as use-after-free is caught instead of
// crashing a driver.
//
//===----------------------------------------------------------------------===//
#include "Plugin.h"
#include "SPIRVInfo.h"
#include "SPIRVGrammarEnums.inc"

#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <set>

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

void spvrt_device_t::rememberFreed(uintptr_t Base, size_t Size) {
  Freed[Base] = {Size, ++FreeSerial};
  FreedOrder.emplace_back(Base, FreeSerial);
  while (FreedOrder.size() > MaxFreed) {
    auto [Addr, Serial] = FreedOrder.front();
    FreedOrder.pop_front();
    auto It = Freed.find(Addr);
    if (It != Freed.end() && It->second.Serial == Serial)
      Freed.erase(It);
  }
}

void spvrt_device_t::forgetFreed(uintptr_t Base, size_t Size) {
  // Ranges that start inside the new allocation, and one that starts before
  // it and reaches into it. Their FreedOrder entries no longer match a serial
  // and are dropped when they age out.
  for (auto It = Freed.lower_bound(Base); It != Freed.end() && It->first < Base + Size;)
    It = Freed.erase(It);
  auto Prev = Freed.lower_bound(Base);
  if (Prev != Freed.begin() && (--Prev)->first + Prev->second.Size > Base)
    Freed.erase(Prev);
}

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

namespace {

thread_local std::string LastError;
thread_local std::string LastBuildLog;

spvrt_result fail(const char *Call, spvrt_result Code, const char *Fmt, ...) __attribute__((format(printf, 3, 4)));
spvrt_result fail(const char *Call, spvrt_result Code, const char *Fmt, ...) {
  char Buf[2048];
  va_list Ap;
  va_start(Ap, Fmt);
  vsnprintf(Buf, sizeof(Buf), Fmt, Ap);
  va_end(Ap);
  LastError = std::string(Call) + ": " + Buf;
  return Code;
}

spvrt_result fail(const char *Call, const Status &S) {
  LastError = std::string(Call) + ": " + S.Message;
  return S.Code;
}

spvrt_result ok() {
  LastError.clear();
  return SPVRT_SUCCESS;
}

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
  auto Selects = [&](const std::string &Item, size_t I, const spvrt_device_info &Info) {
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
    std::vector<std::unique_ptr<Plugin>> Plugins;
    Plugins.push_back(createLevelZeroPlugin());
    std::string Why;
    for (auto &P : Plugins) {
      std::vector<std::unique_ptr<Device>> Devs;
      Status S = P->init(Devs);
      for (auto &D : Devs) {
        auto Dev = std::make_unique<spvrt_device_t>();
        Dev->Impl = std::move(D);
        R->Devices.push_back(std::move(Dev));
      }
      if (S.failed()) {
        Why += (Why.empty() ? "" : "; ") + std::string(P->name()) + ": " + S.Message;
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
    Plugins.clear(); // plugins hold no state past discovery
    return R;
  }();
  return *R;
}

bool isDevice(spvrt_device D) {
  for (auto &P : runtime().Devices)
    if (P.get() == D)
      return true;
  return false;
}

// Live images and samplers: a released or foreign handle is an error, not
// a crash.
std::mutex ObjectsMutex;
std::set<const void *> &liveObjects() {
  static auto *S = new std::set<const void *>(); // outlives static destructors
  return *S;
}
void addObject(const void *O) {
  std::lock_guard<std::mutex> L(ObjectsMutex);
  liveObjects().insert(O);
}
bool isLiveObject(const void *O) {
  std::lock_guard<std::mutex> L(ObjectsMutex);
  return O && liveObjects().count(O);
}
bool removeObject(const void *O) {
  std::lock_guard<std::mutex> L(ObjectsMutex);
  return O && liveObjects().erase(O);
}

enum class PtrState { Live, Freed, Unknown };

/// Classifies [P, P+Size) against the device's allocations.
PtrState classify(spvrt_device D, const void *P, size_t Size, std::string &Why) {
  std::lock_guard<std::mutex> L(D->M);
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  auto It = D->Live.upper_bound(A);
  if (It != D->Live.begin()) {
    --It;
    if (A < It->first + It->second.Size) {
      if (Size > It->first + It->second.Size - A) {
        char Buf[256];
        snprintf(Buf, sizeof(Buf), "%zu bytes at %p overrun the allocation of %zu bytes at %p", Size, P,
                 It->second.Size, reinterpret_cast<void *>(It->first));
        Why = Buf;
        return PtrState::Unknown;
      }
      return PtrState::Live;
    }
  }
  auto F = D->Freed.upper_bound(A);
  if (F != D->Freed.begin()) {
    --F;
    if (A < F->first + F->second.Size) {
      char Buf[160];
      snprintf(Buf, sizeof(Buf), "%p is in memory already freed by spvrt_mem_free (use after free)", P);
      Why = Buf;
      return PtrState::Freed;
    }
  }
  return PtrState::Unknown;
}

const char *paramKindName(spirv_info::ParamKind K) {
  switch (K) {
  case spirv_info::ParamKind::Value: return "a value";
  case spirv_info::ParamKind::GlobalPointer: return "a global pointer";
  case spirv_info::ParamKind::ConstantPointer: return "a constant pointer";
  case spirv_info::ParamKind::GenericPointer: return "a generic pointer";
  case spirv_info::ParamKind::LocalPointer: return "a local-memory pointer";
  case spirv_info::ParamKind::Image: return "an image";
  case spirv_info::ParamKind::Sampler: return "a sampler";
  default: return "of an unsupported type";
  }
}

std::string describeParam(const spvrt_kernel_t *K, uint32_t I) {
  const spirv_info::Param &P = K->Info->Params[I];
  std::string S = "parameter " + std::to_string(I);
  if (!P.Name.empty())
    S += " ('" + P.Name + "')";
  return S + " of kernel '" + K->Info->Name + "' (" + P.TypeName + ")";
}

spvrt_image_type imageType(spirv_info::ImageShape S) {
  switch (S) {
  case spirv_info::ImageShape::Image1D: return SPVRT_IMAGE_1D;
  case spirv_info::ImageShape::Image1DArray: return SPVRT_IMAGE_1D_ARRAY;
  case spirv_info::ImageShape::Image1DBuffer: return SPVRT_IMAGE_1D_BUFFER;
  case spirv_info::ImageShape::Image2D: return SPVRT_IMAGE_2D;
  case spirv_info::ImageShape::Image2DArray: return SPVRT_IMAGE_2D_ARRAY;
  case spirv_info::ImageShape::Image3D: return SPVRT_IMAGE_3D;
  case spirv_info::ImageShape::None: break;
  }
  return SPVRT_IMAGE_NONE;
}

const char *imageTypeName(spvrt_image_type T) {
  switch (T) {
  case SPVRT_IMAGE_1D: return "image1d_t";
  case SPVRT_IMAGE_1D_ARRAY: return "image1d_array_t";
  case SPVRT_IMAGE_1D_BUFFER: return "image1d_buffer_t";
  case SPVRT_IMAGE_2D: return "image2d_t";
  case SPVRT_IMAGE_2D_ARRAY: return "image2d_array_t";
  case SPVRT_IMAGE_3D: return "image3d_t";
  default: return "no image type";
  }
}

/// Bytes of a pixel, 0 for an unknown order or channel type.
size_t pixelBytes(spvrt_channel_order O, spvrt_channel_type T) {
  static const size_t ChannelBytes[] = {1, 2, 4, 1, 2, 4, 1, 2, 1, 2, 2, 4};
  static const size_t Channels[] = {1, 2, 4, 4};
  if (unsigned(O) > SPVRT_CHANNELS_BGRA || unsigned(T) > SPVRT_CHANNEL_FLOAT)
    return 0;
  return Channels[O] * ChannelBytes[T];
}

spvrt_result checkArgIndex(const char *Call, spvrt_kernel K, uint32_t I) {
  if (!K)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null kernel");
  if (I >= K->Info->Params.size())
    return fail(Call, SPVRT_ERROR_INVALID_ARG_INDEX, "kernel '%s' has %zu parameters; index %u is out of range",
                K->Info->Name.c_str(), K->Info->Params.size(), I);
  return SPVRT_SUCCESS;
}

/// The checks an image or sampler argument shares: index, parameter kind, a
/// live object of the kernel's device.
template <typename T>
spvrt_result checkObjectArg(const char *Call, spvrt_kernel K, uint32_t I, T *Obj, spirv_info::ParamKind Kind) {
  if (spvrt_result R = checkArgIndex(Call, K, I))
    return R;
  bool Image = Kind == spirv_info::ParamKind::Image;
  const char *What = Image ? "an image" : "a sampler", *Noun = Image ? "image" : "sampler";
  const spirv_info::Param &P = K->Info->Params[I];
  if (P.Kind != Kind)
    return fail(Call, SPVRT_ERROR_INVALID_ARG_KIND, "%s is %s, not %s", describeParam(K, I).c_str(),
                paramKindName(P.Kind), What);
  if (!isLiveObject(Obj))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%s: not a live %s", describeParam(K, I).c_str(), Noun);
  if (Obj->Dev != K->Mod->Dev)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%s: the %s belongs to another device", describeParam(K, I).c_str(),
                Noun);
  return SPVRT_SUCCESS;
}

/// Records an image or sampler argument the plugin has set (S).
spvrt_result setObjectArg(const char *Call, spvrt_kernel K, uint32_t I, const void *Obj, const Status &S) {
  if (S.failed())
    return fail(Call, S);
  K->Set[I] = true;
  K->Pointers[I] = nullptr;
  K->Objects[I] = Obj;
  return ok();
}

} // namespace

extern "C" {

const char *spvrt_result_name(spvrt_result R) {
  switch (R) {
  case SPVRT_SUCCESS: return "SPVRT_SUCCESS";
  case SPVRT_ERROR_INVALID_ARGUMENT: return "SPVRT_ERROR_INVALID_ARGUMENT";
  case SPVRT_ERROR_NO_DEVICE: return "SPVRT_ERROR_NO_DEVICE";
  case SPVRT_ERROR_IO: return "SPVRT_ERROR_IO";
  case SPVRT_ERROR_INVALID_BINARY: return "SPVRT_ERROR_INVALID_BINARY";
  case SPVRT_ERROR_BUILD_FAILED: return "SPVRT_ERROR_BUILD_FAILED";
  case SPVRT_ERROR_KERNEL_NOT_FOUND: return "SPVRT_ERROR_KERNEL_NOT_FOUND";
  case SPVRT_ERROR_INVALID_ARG_INDEX: return "SPVRT_ERROR_INVALID_ARG_INDEX";
  case SPVRT_ERROR_INVALID_ARG_SIZE: return "SPVRT_ERROR_INVALID_ARG_SIZE";
  case SPVRT_ERROR_INVALID_ARG_KIND: return "SPVRT_ERROR_INVALID_ARG_KIND";
  case SPVRT_ERROR_ARG_NOT_SET: return "SPVRT_ERROR_ARG_NOT_SET";
  case SPVRT_ERROR_INVALID_LAUNCH: return "SPVRT_ERROR_INVALID_LAUNCH";
  case SPVRT_ERROR_INVALID_POINTER: return "SPVRT_ERROR_INVALID_POINTER";
  case SPVRT_ERROR_OUT_OF_MEMORY: return "SPVRT_ERROR_OUT_OF_MEMORY";
  case SPVRT_ERROR_UNSUPPORTED: return "SPVRT_ERROR_UNSUPPORTED";
  case SPVRT_ERROR_DEVICE: return "SPVRT_ERROR_DEVICE";
  case SPVRT_ERROR_NOT_READY: return "SPVRT_ERROR_NOT_READY";
  }
  return "SPVRT_ERROR_(unknown)";
}

const char *spvrt_last_error(void) { return LastError.c_str(); }
const char *spvrt_last_build_log(void) { return LastBuildLog.c_str(); }
const char *spvrt_version(void) { return SPVRT_VERSION_STRING; }

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

spvrt_result spvrt_device_get_info(spvrt_device D, spvrt_device_info *Info) {
  if (!D || !Info || !isDevice(D))
    return fail("spvrt_device_get_info", SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Info = D->Impl->info();
  return ok();
}

spvrt_result spvrt_device_wait(spvrt_device D) {
  if (!D || !isDevice(D))
    return fail("spvrt_device_wait", SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  Status S = D->Impl->synchronize();
  return S.failed() ? fail("spvrt_device_wait", S) : ok();
}

namespace {

/// The first capability the module declares that the device lacks by its
/// Level-Zero module properties (the FP64 and INT64_ATOMICS flags), with the
/// feature it needs; false when there is none. A driver refuses the rest
/// itself: the CPU driver checks sub-groups, images, float atomics, the
/// SPIR-V extensions and capabilities its OpenCL device reports, which
/// Level-Zero has no query for (docs/Runtime.md, "What a device lacks").
bool missingCapability(const std::vector<uint8_t> &SPIRV, const spvrt_device_info &I, std::string &Name,
                       std::string &Feature) {
  namespace Cap = llvm::SPIRV::Capability;
  struct Need {
    uint32_t C;
    const char *Name;
    bool Has;
    const char *Feature;
  };
  const Need Needs[] = {
      {Cap::Float64, "Float64", I.fp64 != 0, "fp64"},
      {Cap::AtomicFloat64AddEXT, "AtomicFloat64AddEXT", I.fp64 != 0, "fp64"},
      {Cap::AtomicFloat64MinMaxEXT, "AtomicFloat64MinMaxEXT", I.fp64 != 0, "fp64"},
      {Cap::Int64Atomics, "Int64Atomics", I.int64_atomics != 0, "64-bit integer atomics"},
  };
  // OpCapability instructions come first in a module, after the header.
  const size_t Words = SPIRV.size() / 4;
  auto Word = [&](size_t At) {
    uint32_t W;
    memcpy(&W, SPIRV.data() + At * 4, 4);
    return W;
  };
  for (size_t At = 5; At < Words;) {
    uint32_t Op = Word(At) & 0xFFFF, Count = Word(At) >> 16;
    if (Op != llvm::SPIRV::Op::OpCapability || Count != 2 || At + 2 > Words)
      break;
    for (const Need &N : Needs)
      if (N.C == Word(At + 1) && !N.Has) {
        Name = N.Name;
        Feature = N.Feature;
        return true;
      }
    At += Count;
  }
  return false;
}

} // namespace

spvrt_result spvrt_module_load_memory(spvrt_device D, const void *Data, size_t Size, const char *Options,
                                      spvrt_module *Out) {
  return spvrt_module_load_memory_spec(D, Data, Size, Options, 0, nullptr, Out);
}

spvrt_result spvrt_module_load_memory_spec(spvrt_device D, const void *Data, size_t Size, const char *Options,
                                           uint32_t NumConstants, const spvrt_spec_constant *Constants,
                                           spvrt_module *Out) {
  const char *Call = "spvrt_module_load_memory";
  LastBuildLog.clear();
  if (!D || !isDevice(D) || !Out || (!Data && Size) || (NumConstants && !Constants))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null pointer");
  for (uint32_t I = 0; I < NumConstants; ++I)
    if (!Constants[I].value || !Constants[I].size)
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "specialization constant %u has no value", Constants[I].id);
  *Out = nullptr;
  std::vector<uint8_t> SPIRV;
  std::string Origin;
  Status S = extractSPIRV(Data, Size, SPIRV, Origin);
  if (S.failed())
    return fail(Call, S);
  auto M = std::make_unique<spvrt_module_t>();
  std::string Err;
  if (!spirv_info::parse(SPIRV.data(), SPIRV.size(), M->Info, Err))
    return fail(Call, SPVRT_ERROR_INVALID_BINARY, "invalid SPIR-V%s%s: %s", Origin == "SPIR-V" ? "" : " in ",
                Origin == "SPIR-V" ? "" : Origin.c_str(), Err.c_str());
  const spvrt_device_info &I = D->Impl->info();
  uint32_t Max = (I.spirv_version_major << 16) | (I.spirv_version_minor << 8);
  if (M->Info.Version > Max)
    return fail(Call, SPVRT_ERROR_INVALID_BINARY, "SPIR-V %s module, but the device reads at most SPIR-V %u.%u",
                spirv_info::versionString(M->Info.Version).c_str(), I.spirv_version_major, I.spirv_version_minor);
  if (M->Info.Kernels.empty())
    return fail(Call, SPVRT_ERROR_INVALID_BINARY, "the module has no kernel entry point");
  std::string Capability, Feature;
  if (missingCapability(SPIRV, I, Capability, Feature))
    return fail(Call, SPVRT_ERROR_BUILD_FAILED, "the module needs capability %s, which device '%s' does not have (no %s)",
                Capability.c_str(), I.name, Feature.c_str());
  S = buildModuleCached(*D->Impl, SPIRV.data(), SPIRV.size(), Options,
                           std::vector<spvrt_spec_constant>(Constants, Constants + NumConstants), M->Impl,
                           LastBuildLog);
  if (S.failed()) {
    LastError = std::string(Call) + ": " + S.Message;
    if (!LastBuildLog.empty())
      LastError += "\nbuild log:\n" + LastBuildLog;
    return S.Code;
  }
  M->Dev = D;
  *Out = M.release();
  return ok();
}

spvrt_result spvrt_module_load_file(spvrt_device D, const char *Path, const char *Options, spvrt_module *Out) {
  if (!Path)
    return fail("spvrt_module_load_file", SPVRT_ERROR_INVALID_ARGUMENT, "null path");
  FILE *F = fopen(Path, "rb");
  if (!F)
    return fail("spvrt_module_load_file", SPVRT_ERROR_IO, "cannot open '%s': %s", Path, strerror(errno));
  std::vector<uint8_t> Bytes;
  uint8_t Buf[65536];
  size_t N;
  while ((N = fread(Buf, 1, sizeof(Buf), F)) > 0)
    Bytes.insert(Bytes.end(), Buf, Buf + N);
  bool ReadErr = ferror(F);
  fclose(F);
  if (ReadErr)
    return fail("spvrt_module_load_file", SPVRT_ERROR_IO, "error reading '%s'", Path);
  spvrt_result R = spvrt_module_load_memory(D, Bytes.data(), Bytes.size(), Options, Out);
  if (R != SPVRT_SUCCESS)
    LastError = "spvrt_module_load_file: " + std::string(Path) + ": " +
                LastError.substr(strlen("spvrt_module_load_memory: "));
  return R;
}

spvrt_result spvrt_module_release(spvrt_module M) {
  if (!M)
    return fail("spvrt_module_release", SPVRT_ERROR_INVALID_ARGUMENT, "null module");
  if (M->Kernels)
    return fail("spvrt_module_release", SPVRT_ERROR_INVALID_ARGUMENT, "%u kernels of the module are still alive",
                M->Kernels.load());
  Status S = M->Dev->Impl->synchronize(); // launches may still use the module
  delete M;
  return S.failed() ? fail("spvrt_module_release", S) : ok();
}

spvrt_result spvrt_module_kernel_count(spvrt_module M, uint32_t *Count) {
  if (!M || !Count)
    return fail("spvrt_module_kernel_count", SPVRT_ERROR_INVALID_ARGUMENT, "null module or output");
  *Count = uint32_t(M->Info.Kernels.size());
  return ok();
}

spvrt_result spvrt_module_kernel_name(spvrt_module M, uint32_t Index, const char **Name) {
  if (!M || !Name)
    return fail("spvrt_module_kernel_name", SPVRT_ERROR_INVALID_ARGUMENT, "null module or output");
  if (Index >= M->Info.Kernels.size())
    return fail("spvrt_module_kernel_name", SPVRT_ERROR_INVALID_ARGUMENT, "kernel index %u, module has %zu", Index,
                M->Info.Kernels.size());
  *Name = M->Info.Kernels[Index].Name.c_str();
  return ok();
}

spvrt_result spvrt_kernel_create(spvrt_module M, const char *Name, spvrt_kernel *Out) {
  const char *Call = "spvrt_kernel_create";
  if (!M || !Name || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null module, name or output");
  *Out = nullptr;
  const spirv_info::Kernel *Info = M->Info.find(Name);
  if (!Info) {
    std::string All;
    for (const auto &K : M->Info.Kernels)
      All += (All.empty() ? "" : ", ") + K.Name;
    return fail(Call, SPVRT_ERROR_KERNEL_NOT_FOUND, "no kernel '%s' in the module (kernels: %s)", Name, All.c_str());
  }
  auto K = std::make_unique<spvrt_kernel_t>();
  Status S = M->Impl->createKernel(Name, K->Impl);
  if (S.failed())
    return fail(Call, S);
  K->Mod = M;
  K->Info = Info;
  K->Set.assign(Info->Params.size(), false);
  K->Pointers.assign(Info->Params.size(), nullptr);
  K->Objects.assign(Info->Params.size(), nullptr);
  ++M->Kernels;
  *Out = K.release();
  return ok();
}

spvrt_result spvrt_kernel_release(spvrt_kernel K) {
  if (!K)
    return fail("spvrt_kernel_release", SPVRT_ERROR_INVALID_ARGUMENT, "null kernel");
  Status S = K->Mod->Dev->Impl->synchronize(); // pending launches may use it
  --K->Mod->Kernels;
  delete K;
  return S.failed() ? fail("spvrt_kernel_release", S) : ok();
}

spvrt_result spvrt_kernel_param_count(spvrt_kernel K, uint32_t *Count) {
  if (!K || !Count)
    return fail("spvrt_kernel_param_count", SPVRT_ERROR_INVALID_ARGUMENT, "null kernel or output");
  *Count = uint32_t(K->Info->Params.size());
  return ok();
}

spvrt_result spvrt_kernel_param_info(spvrt_kernel K, uint32_t I, spvrt_param_info *Out) {
  if (spvrt_result R = checkArgIndex("spvrt_kernel_param_info", K, I))
    return R;
  if (!Out)
    return fail("spvrt_kernel_param_info", SPVRT_ERROR_INVALID_ARGUMENT, "null output");
  const spirv_info::Param &P = K->Info->Params[I];
  Out->name = P.Name.c_str();
  Out->type_name = P.TypeName.c_str();
  switch (P.Kind) {
  case spirv_info::ParamKind::Value: Out->kind = SPVRT_PARAM_VALUE; break;
  case spirv_info::ParamKind::GlobalPointer: Out->kind = SPVRT_PARAM_GLOBAL_POINTER; break;
  case spirv_info::ParamKind::ConstantPointer: Out->kind = SPVRT_PARAM_CONSTANT_POINTER; break;
  case spirv_info::ParamKind::GenericPointer: Out->kind = SPVRT_PARAM_GENERIC_POINTER; break;
  case spirv_info::ParamKind::LocalPointer: Out->kind = SPVRT_PARAM_LOCAL_POINTER; break;
  case spirv_info::ParamKind::Image: Out->kind = SPVRT_PARAM_IMAGE; break;
  case spirv_info::ParamKind::Sampler: Out->kind = SPVRT_PARAM_SAMPLER; break;
  default: Out->kind = SPVRT_PARAM_UNSUPPORTED; break;
  }
  Out->image_type = imageType(P.Shape);
  Out->image_access = P.Access == spirv_info::ImageAccess::WriteOnly   ? SPVRT_IMAGE_WRITE_ONLY
                      : P.Access == spirv_info::ImageAccess::ReadWrite ? SPVRT_IMAGE_READ_WRITE
                                                                       : SPVRT_IMAGE_READ_ONLY;
  Out->size = P.Size;
  Out->elem = P.Elem == spirv_info::ScalarKind::Int     ? SPVRT_SCALAR_INT
              : P.Elem == spirv_info::ScalarKind::Float ? SPVRT_SCALAR_FLOAT
              : P.Elem == spirv_info::ScalarKind::Bool  ? SPVRT_SCALAR_BOOL
                                                        : SPVRT_SCALAR_NONE;
  Out->elem_bits = P.ElemBits;
  Out->elem_vector = P.ElemVector;
  Out->elem_size = P.ElemSize;
  return ok();
}

spvrt_result spvrt_kernel_required_group_size(spvrt_kernel K, uint32_t Size[3]) {
  if (!K || !Size)
    return fail("spvrt_kernel_required_group_size", SPVRT_ERROR_INVALID_ARGUMENT, "null kernel or output");
  memcpy(Size, K->Info->RequiredGroupSize, sizeof(uint32_t) * 3);
  return ok();
}

spvrt_result spvrt_kernel_set_arg_value(spvrt_kernel K, uint32_t I, size_t Size, const void *Value) {
  const char *Call = "spvrt_kernel_set_arg_value";
  if (spvrt_result R = checkArgIndex(Call, K, I))
    return R;
  const spirv_info::Param &P = K->Info->Params[I];
  if (P.Kind != spirv_info::ParamKind::Value)
    return fail(Call, SPVRT_ERROR_INVALID_ARG_KIND, "%s is %s, not a value", describeParam(K, I).c_str(),
                paramKindName(P.Kind));
  if (Size != P.Size)
    return fail(Call, SPVRT_ERROR_INVALID_ARG_SIZE, "%s takes %" PRIu64 " bytes, got %zu",
                describeParam(K, I).c_str(), P.Size, Size);
  if (!Value)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null value for %s", describeParam(K, I).c_str());
  Status S = K->Impl->setArgValue(I, Size, Value);
  if (S.failed())
    return fail(Call, S);
  K->Set[I] = true;
  K->Pointers[I] = nullptr;
  K->Objects[I] = nullptr;
  return ok();
}

spvrt_result spvrt_kernel_set_arg_pointer(spvrt_kernel K, uint32_t I, const void *Ptr) {
  const char *Call = "spvrt_kernel_set_arg_pointer";
  if (spvrt_result R = checkArgIndex(Call, K, I))
    return R;
  const spirv_info::Param &P = K->Info->Params[I];
  if (P.Kind != spirv_info::ParamKind::GlobalPointer && P.Kind != spirv_info::ParamKind::ConstantPointer &&
      P.Kind != spirv_info::ParamKind::GenericPointer)
    return fail(Call, SPVRT_ERROR_INVALID_ARG_KIND, "%s is %s, not a global pointer", describeParam(K, I).c_str(),
                paramKindName(P.Kind));
  if (Ptr) {
    std::string Why;
    PtrState St = classify(K->Mod->Dev, Ptr, 1, Why);
    if (St == PtrState::Freed)
      return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s: %s", describeParam(K, I).c_str(), Why.c_str());
    if (St == PtrState::Unknown)
      return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s: %p is not memory allocated by spvrt_mem_alloc on this device",
                  describeParam(K, I).c_str(), Ptr);
  }
  Status S = K->Impl->setArgPointer(I, Ptr);
  if (S.failed())
    return fail(Call, S);
  K->Set[I] = true;
  K->Pointers[I] = Ptr;
  K->Objects[I] = nullptr;
  return ok();
}

spvrt_result spvrt_kernel_set_arg_local(spvrt_kernel K, uint32_t I, size_t Bytes) {
  const char *Call = "spvrt_kernel_set_arg_local";
  if (spvrt_result R = checkArgIndex(Call, K, I))
    return R;
  const spirv_info::Param &P = K->Info->Params[I];
  if (P.Kind != spirv_info::ParamKind::LocalPointer)
    return fail(Call, SPVRT_ERROR_INVALID_ARG_KIND, "%s is %s, not a local-memory pointer",
                describeParam(K, I).c_str(), paramKindName(P.Kind));
  uint64_t Max = K->Mod->Dev->Impl->info().max_local_mem;
  if (Bytes == 0 || Bytes > Max)
    return fail(Call, SPVRT_ERROR_INVALID_ARG_SIZE, "%s: %zu bytes of local memory, the device allows 1 to %" PRIu64,
                describeParam(K, I).c_str(), Bytes, Max);
  Status S = K->Impl->setArgLocal(I, Bytes);
  if (S.failed())
    return fail(Call, S);
  K->Set[I] = true;
  K->Pointers[I] = nullptr;
  K->Objects[I] = nullptr;
  return ok();
}

spvrt_result spvrt_kernel_set_arg_image(spvrt_kernel K, uint32_t I, spvrt_image Img) {
  const char *Call = "spvrt_kernel_set_arg_image";
  if (spvrt_result R = checkObjectArg(Call, K, I, Img, spirv_info::ParamKind::Image))
    return R;
  const spirv_info::Param &P = K->Info->Params[I];
  if (Img->Desc.type != imageType(P.Shape))
    return fail(Call, SPVRT_ERROR_INVALID_ARG_KIND, "%s: the image is an %s", describeParam(K, I).c_str(),
                imageTypeName(Img->Desc.type));
  if (P.Access != spirv_info::ImageAccess::ReadOnly && !Img->Desc.kernel_write)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%s: the image was created without kernel_write",
                describeParam(K, I).c_str());
  return setObjectArg(Call, K, I, Img, K->Impl->setArgImage(I, *Img->Impl));
}

spvrt_result spvrt_kernel_set_arg_sampler(spvrt_kernel K, uint32_t I, spvrt_sampler Smp) {
  const char *Call = "spvrt_kernel_set_arg_sampler";
  if (spvrt_result R = checkObjectArg(Call, K, I, Smp, spirv_info::ParamKind::Sampler))
    return R;
  return setObjectArg(Call, K, I, Smp, K->Impl->setArgSampler(I, *Smp->Impl));
}

spvrt_result spvrt_kernel_suggest_group_size(spvrt_kernel K, uint32_t Dims, const uint64_t *Global,
                                             uint32_t Group[3]) {
  const char *Call = "spvrt_kernel_suggest_group_size";
  if (!K || !Global || !Group || Dims < 1 || Dims > 3)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null kernel/pointer or dims %u not in 1..3", Dims);
  uint64_t G[3] = {1, 1, 1};
  for (uint32_t D = 0; D < Dims; ++D) {
    if (Global[D] == 0 || Global[D] > UINT32_MAX)
      return fail(Call, SPVRT_ERROR_INVALID_LAUNCH, "global size %" PRIu64 " in dimension %u must be in [1, 2^32)",
                  Global[D], D);
    G[D] = Global[D];
  }
  Status S = K->Impl->suggestGroupSize(G, Group);
  return S.failed() ? fail(Call, S) : ok();
}

} // extern "C"

namespace {

/// Checks a launch and resolves its geometry (G, L, O in 3 dimensions).
spvrt_result checkLaunch(const char *Call, spvrt_kernel K, uint32_t Dims, const uint64_t *Global,
                         const uint64_t *Local, const uint64_t *Offset, uint64_t G[3], uint32_t L[3], uint64_t O[3]) {
  if (!K || !Global)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null kernel or global size");
  if (Dims < 1 || Dims > 3)
    return fail(Call, SPVRT_ERROR_INVALID_LAUNCH, "%u dimensions; 1, 2 or 3 are allowed", Dims);
  const std::string &Name = K->Info->Name;
  for (size_t I = 0; I < K->Set.size(); ++I) {
    if (!K->Set[I])
      return fail(Call, SPVRT_ERROR_ARG_NOT_SET, "%s was never set", describeParam(K, uint32_t(I)).c_str());
    if (K->Pointers[I]) {
      std::string Why;
      if (classify(K->Mod->Dev, K->Pointers[I], 1, Why) != PtrState::Live)
        return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s points to freed memory: %s",
                    describeParam(K, uint32_t(I)).c_str(), Why.c_str());
    }
    if (K->Objects[I] && !isLiveObject(K->Objects[I]))
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%s was released after it was set",
                  describeParam(K, uint32_t(I)).c_str());
  }
  const spvrt_device_info &Info = K->Mod->Dev->Impl->info();
  for (int D = 0; D < 3; ++D)
    G[D] = 1, O[D] = 0, L[D] = 1;
  for (uint32_t D = 0; D < Dims; ++D) {
    G[D] = Global[D];
    if (G[D] == 0)
      return fail(Call, SPVRT_ERROR_INVALID_LAUNCH, "kernel '%s': global size is 0 in dimension %u", Name.c_str(), D);
    if (Offset)
      O[D] = Offset[D];
    if (O[D] > UINT32_MAX)
      return fail(Call, SPVRT_ERROR_INVALID_LAUNCH, "offset %" PRIu64 " in dimension %u exceeds 32 bits", O[D], D);
  }
  const uint32_t *Req = K->Info->RequiredGroupSize;
  if (Local) {
    for (uint32_t D = 0; D < Dims; ++D) {
      if (Local[D] == 0 || Local[D] > Info.max_group_size_dim[D])
        return fail(Call, SPVRT_ERROR_INVALID_LAUNCH,
                    "kernel '%s': group size %" PRIu64 " in dimension %u is outside the device's range 1..%u",
                    Name.c_str(), Local[D], D, Info.max_group_size_dim[D]);
      L[D] = uint32_t(Local[D]);
    }
  } else if (Req[0]) {
    memcpy(L, Req, 3 * sizeof(uint32_t));
  } else {
    Status S = K->Impl->suggestGroupSize(G, L);
    if (S.failed())
      return fail(Call, S);
  }
  uint64_t Total = uint64_t(L[0]) * L[1] * L[2];
  if (Total > Info.max_group_size)
    return fail(Call, SPVRT_ERROR_INVALID_LAUNCH,
                "kernel '%s': group of %ux%ux%u = %" PRIu64 " work-items exceeds the device maximum of %u",
                Name.c_str(), L[0], L[1], L[2], Total, Info.max_group_size);
  if (Req[0] && (L[0] != Req[0] || L[1] != Req[1] || L[2] != Req[2]))
    return fail(Call, SPVRT_ERROR_INVALID_LAUNCH, "kernel '%s' requires group size %ux%ux%u, got %ux%ux%u",
                Name.c_str(), Req[0], Req[1], Req[2], L[0], L[1], L[2]);
  for (int D = 0; D < 3; ++D) {
    if (G[D] % L[D])
      return fail(Call, SPVRT_ERROR_INVALID_LAUNCH,
                  "kernel '%s': global size %" PRIu64 " in dimension %d is not a multiple of the group size %u",
                  Name.c_str(), G[D], D, L[D]);
    if (G[D] / L[D] > Info.max_group_count[D])
      return fail(Call, SPVRT_ERROR_INVALID_LAUNCH,
                  "kernel '%s': %" PRIu64 " groups in dimension %d exceed the device maximum of %u", Name.c_str(),
                  G[D] / L[D], D, Info.max_group_count[D]);
  }
  return SPVRT_SUCCESS;
}

/// The events of a wait list that the plugin waits for: those of the
/// device D. Events of other devices are waited for here, on the host.
spvrt_result collectWaits(const char *Call, spvrt_device D, uint32_t N, const spvrt_event *Wait, EventList &Out) {
  if (N && !Wait)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%u events to wait for, but a null wait list", N);
  for (uint32_t I = 0; I < N; ++I) {
    if (!isLiveObject(Wait[I]))
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "wait list entry %u is not a live event", I);
    if (Wait[I]->Dev == D)
      Out.push_back(Wait[I]->Impl);
    else
      Wait[I]->Impl->wait(); // a failure belongs to that event's own waiters
  }
  return SPVRT_SUCCESS;
}

/// Hands out the event of a command just submitted (Out may be null: the
/// caller does not want it; the plugin keeps it while the command runs).
spvrt_result giveEvent(spvrt_device D, EventRef Impl, std::string What, spvrt_event *Out) {
  if (Out) {
    auto *E = new spvrt_event_t{D, std::move(Impl), std::move(What)};
    addObject(E);
    *Out = E;
  }
  return ok();
}

} // namespace

extern "C" {

spvrt_result spvrt_kernel_launch(spvrt_kernel K, uint32_t Dims, const uint64_t *Global, const uint64_t *Local,
                                 const uint64_t *Offset) {
  const char *Call = "spvrt_kernel_launch";
  uint64_t G[3], O[3];
  uint32_t L[3];
  if (spvrt_result R = checkLaunch(Call, K, Dims, Global, Local, Offset, G, L, O))
    return R;
  Status S = K->Impl->launch(G, L, O);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_kernel_launch_async(spvrt_kernel K, uint32_t Dims, const uint64_t *Global, const uint64_t *Local,
                                       const uint64_t *Offset, uint32_t NumWait, const spvrt_event *Wait,
                                       spvrt_event *Out) {
  const char *Call = "spvrt_kernel_launch_async";
  if (Out)
    *Out = nullptr;
  uint64_t G[3], O[3];
  uint32_t L[3];
  if (spvrt_result R = checkLaunch(Call, K, Dims, Global, Local, Offset, G, L, O))
    return R;
  EventList W;
  if (spvrt_result R = collectWaits(Call, K->Mod->Dev, NumWait, Wait, W))
    return R;
  EventRef E;
  Status S = K->Impl->launchAsync(G, L, O, W, E);
  if (S.failed())
    return fail(Call, S);
  return giveEvent(K->Mod->Dev, std::move(E), "kernel '" + K->Info->Name + "'", Out);
}

spvrt_result spvrt_mem_alloc(spvrt_device D, spvrt_mem_kind Kind, size_t Size, size_t Align, void **Out) {
  const char *Call = "spvrt_mem_alloc";
  if (!D || !isDevice(D) || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Out = nullptr;
  if (Kind != SPVRT_MEM_DEVICE && Kind != SPVRT_MEM_HOST && Kind != SPVRT_MEM_SHARED)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown memory kind %d", int(Kind));
  if (Size == 0)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "size 0");
  if (Align & (Align - 1))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "alignment %zu is not a power of two", Align);
  if (Size > D->Impl->info().max_alloc_size)
    return fail(Call, SPVRT_ERROR_OUT_OF_MEMORY, "%zu bytes exceed the device's maximum allocation of %" PRIu64,
                Size, D->Impl->info().max_alloc_size);
  void *P = nullptr;
  Status S = D->Impl->allocate(Kind, Size, Align, &P);
  if (S.failed())
    return fail(Call, S);
  std::lock_guard<std::mutex> L(D->M);
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  D->Live[A] = {Size, Kind};
  D->forgetFreed(A, Size);
  *Out = P;
  return ok();
}

spvrt_result spvrt_mem_free(spvrt_device D, void *Ptr) {
  const char *Call = "spvrt_mem_free";
  if (!D || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  if (!Ptr)
    return ok(); // like free(NULL)
  {
    std::lock_guard<std::mutex> L(D->M);
    auto It = D->Live.find(reinterpret_cast<uintptr_t>(Ptr));
    if (It == D->Live.end()) {
      if (D->Freed.count(reinterpret_cast<uintptr_t>(Ptr)))
        return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%p was already freed (double free)", Ptr);
      return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%p is not the start of an allocation of this device", Ptr);
    }
    D->rememberFreed(It->first, It->second.Size);
    D->Live.erase(It);
  }
  Status S = D->Impl->free(Ptr);
  return S.failed() ? fail(Call, S) : ok();
}

} // extern "C"

namespace {

/// Checks a copy; Empty is set for a copy of 0 bytes, which does nothing.
spvrt_result checkCopy(const char *Call, spvrt_device D, void *Dst, const void *Src, size_t Size, bool &Empty) {
  if (!D || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  if (!Dst || !Src)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "null %s pointer", Dst ? "source" : "destination");
  Empty = Size == 0;
  if (Empty)
    return SPVRT_SUCCESS;
  for (const void *P : {static_cast<const void *>(Dst), Src}) {
    std::string Why;
    // Memory the runtime does not know is host memory, allowed in copies.
    // That includes freed device ranges: on a CPU device the host heap may
    // reuse their addresses, so only overruns of live allocations are errors.
    if (classify(D, P, Size, Why) == PtrState::Unknown && !Why.empty())
      return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s %s", P == Dst ? "destination" : "source", Why.c_str());
  }
  return SPVRT_SUCCESS;
}

spvrt_result checkFill(const char *Call, spvrt_device D, void *Dst, const void *Pattern, size_t PatternSize,
                       size_t Size, bool &Empty) {
  if (!D || !isDevice(D))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device");
  if (!Dst || !Pattern)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "null destination or pattern");
  if (PatternSize == 0 || (PatternSize & (PatternSize - 1)) || PatternSize > 128 || Size % PatternSize)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT,
                "pattern size %zu must be a power of two up to 128 that divides the size %zu", PatternSize, Size);
  Empty = Size == 0;
  if (Empty)
    return SPVRT_SUCCESS;
  std::string Why;
  PtrState St = classify(D, Dst, Size, Why);
  if (St != PtrState::Live)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "destination %s",
                Why.empty() ? "is not memory allocated by spvrt_mem_alloc on this device" : Why.c_str());
  return SPVRT_SUCCESS;
}

/// An empty command still gives an event, which completes when its wait
/// list has: a user event signalled once they are done.
spvrt_result emptyCommand(const char *Call, spvrt_device D, const EventList &Wait, const char *What,
                          spvrt_event *Out) {
  if (!Out)
    return ok();
  for (const EventRef &W : Wait)
    W->wait();
  EventRef E;
  Status S = D->Impl->createUserEvent(E);
  if (!S.failed())
    S = E->signal();
  if (S.failed())
    return fail(Call, S);
  return giveEvent(D, std::move(E), What, Out);
}

/// An asynchronous copy or fill: Check validates the command (and says
/// whether it is empty, which completes when its wait list has), Submit
/// hands it to the plugin with the wait list.
template <typename CheckFn, typename SubmitFn>
spvrt_result submitMemoryCommand(const char *Call, spvrt_device D, const char *What, uint32_t NumWait,
                                 const spvrt_event *Wait, spvrt_event *Out, CheckFn Check, SubmitFn Submit) {
  if (Out)
    *Out = nullptr;
  bool Empty;
  EventList W;
  if (spvrt_result R = Check(Empty))
    return R;
  if (spvrt_result R = collectWaits(Call, D, NumWait, Wait, W))
    return R;
  if (Empty)
    return emptyCommand(Call, D, W, What, Out);
  EventRef E;
  Status S = Submit(W, E);
  return S.failed() ? fail(Call, S) : giveEvent(D, std::move(E), What, Out);
}

} // namespace

extern "C" {

spvrt_result spvrt_memcpy(spvrt_device D, void *Dst, const void *Src, size_t Size) {
  const char *Call = "spvrt_memcpy";
  bool Empty;
  if (spvrt_result R = checkCopy(Call, D, Dst, Src, Size, Empty))
    return R;
  if (Empty)
    return ok();
  Status S = D->Impl->copy(Dst, Src, Size);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_memfill(spvrt_device D, void *Dst, const void *Pattern, size_t PatternSize, size_t Size) {
  const char *Call = "spvrt_memfill";
  bool Empty;
  if (spvrt_result R = checkFill(Call, D, Dst, Pattern, PatternSize, Size, Empty))
    return R;
  if (Empty)
    return ok();
  Status S = D->Impl->fill(Dst, Pattern, PatternSize, Size);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_memcpy_async(spvrt_device D, void *Dst, const void *Src, size_t Size, uint32_t NumWait,
                                const spvrt_event *Wait, spvrt_event *Out) {
  const char *Call = "spvrt_memcpy_async";
  return submitMemoryCommand(
      Call, D, "copy", NumWait, Wait, Out, [&](bool &Empty) { return checkCopy(Call, D, Dst, Src, Size, Empty); },
      [&](const EventList &W, EventRef &E) { return D->Impl->copyAsync(Dst, Src, Size, W, E); });
}

spvrt_result spvrt_memfill_async(spvrt_device D, void *Dst, const void *Pattern, size_t PatternSize, size_t Size,
                                 uint32_t NumWait, const spvrt_event *Wait, spvrt_event *Out) {
  const char *Call = "spvrt_memfill_async";
  return submitMemoryCommand(
      Call, D, "fill", NumWait, Wait, Out,
      [&](bool &Empty) { return checkFill(Call, D, Dst, Pattern, PatternSize, Size, Empty); },
      [&](const EventList &W, EventRef &E) { return D->Impl->fillAsync(Dst, Pattern, PatternSize, Size, W, E); });
}

spvrt_result spvrt_event_create_user(spvrt_device D, spvrt_event *Out) {
  const char *Call = "spvrt_event_create_user";
  if (!D || !isDevice(D) || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Out = nullptr;
  EventRef E;
  Status S = D->Impl->createUserEvent(E);
  if (S.failed())
    return fail(Call, S);
  auto *Ev = new spvrt_event_t{D, std::move(E), "user event"};
  Ev->User = true;
  addObject(Ev);
  *Out = Ev;
  return ok();
}

spvrt_result spvrt_event_signal(spvrt_event E) {
  const char *Call = "spvrt_event_signal";
  if (!isLiveObject(E))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live event");
  if (!E->User)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "the event of a %s is signalled by its command, not the host",
                E->What.c_str());
  Status S = E->Impl->signal();
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_event_wait(uint32_t N, const spvrt_event *Events) {
  const char *Call = "spvrt_event_wait";
  if (N && !Events)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "%u events, but a null list", N);
  for (uint32_t I = 0; I < N; ++I)
    if (!isLiveObject(Events[I]))
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "entry %u is not a live event", I);
  // Every event is waited for, and the first failure reported.
  spvrt_result Result = SPVRT_SUCCESS;
  std::string Message;
  for (uint32_t I = 0; I < N; ++I) {
    Status S = Events[I]->Impl->wait();
    if (S.failed() && Result == SPVRT_SUCCESS) {
      Result = S.Code;
      Message = Events[I]->What + " failed: " + S.Message;
    }
  }
  return Result == SPVRT_SUCCESS ? ok() : fail(Call, Result, "%s", Message.c_str());
}

spvrt_result spvrt_event_query(spvrt_event E, int *Complete) {
  const char *Call = "spvrt_event_query";
  if (!isLiveObject(E) || !Complete)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live event, or null output");
  bool Done = false;
  Status S = E->Impl->query(Done);
  *Complete = Done;
  return S.failed() ? fail(Call, S.Code, "%s failed: %s", E->What.c_str(), S.Message.c_str()) : ok();
}

spvrt_result spvrt_event_times(spvrt_event E, uint64_t *Start, uint64_t *End) {
  const char *Call = "spvrt_event_times";
  if (!isLiveObject(E) || !Start || !End)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live event, or null output");
  bool Done = false;
  E->Impl->query(Done);
  if (!Done)
    return fail(Call, SPVRT_ERROR_NOT_READY, "the %s has not completed", E->What.c_str());
  Status S = E->Impl->times(*Start, *End);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_event_release(spvrt_event E) {
  if (!removeObject(E))
    return fail("spvrt_event_release", SPVRT_ERROR_INVALID_ARGUMENT, "not a live event");
  delete E; // the plugin keeps the device's event while its command runs
  return ok();
}

spvrt_result spvrt_device_timestamp(spvrt_device D, uint64_t *Ns) {
  const char *Call = "spvrt_device_timestamp";
  if (!D || !isDevice(D) || !Ns)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  Status S = D->Impl->timestamp(*Ns);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_image_create(spvrt_device D, const spvrt_image_desc *Desc, spvrt_image *Out) {
  const char *Call = "spvrt_image_create";
  if (!D || !isDevice(D) || !Desc || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null descriptor or output");
  *Out = nullptr;
  const spvrt_device_info &Info = D->Impl->info();
  if (!Info.max_image_width_1d)
    return fail(Call, SPVRT_ERROR_UNSUPPORTED, "device '%s' has no images", Info.name);
  size_t Pixel = pixelBytes(Desc->order, Desc->channel_type);
  if (!Pixel)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown channel order %d or type %d", int(Desc->order),
                int(Desc->channel_type));
  // The extent as a region (layers of arrays in y or z) and its limits.
  size_t E[3] = {Desc->width, 1, 1};
  uint64_t Max[3] = {Info.max_image_width_1d, 1, 1};
  switch (Desc->type) {
  case SPVRT_IMAGE_1D: break;
  case SPVRT_IMAGE_1D_ARRAY: E[1] = Desc->array_size, Max[1] = Info.max_image_array_size; break;
  case SPVRT_IMAGE_1D_BUFFER: Max[0] = Info.max_image_buffer_size / Pixel; break;
  case SPVRT_IMAGE_2D: E[1] = Desc->height, Max[0] = Max[1] = Info.max_image_size_2d; break;
  case SPVRT_IMAGE_2D_ARRAY:
    E[1] = Desc->height, E[2] = Desc->array_size;
    Max[0] = Max[1] = Info.max_image_size_2d, Max[2] = Info.max_image_array_size;
    break;
  case SPVRT_IMAGE_3D:
    E[1] = Desc->height, E[2] = Desc->depth;
    Max[0] = Max[1] = Max[2] = Info.max_image_size_3d;
    break;
  default: return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown image type %d", int(Desc->type));
  }
  for (int I = 0; I < 3; ++I)
    if (E[I] == 0 || E[I] > Max[I])
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT,
                  "%s of %zux%zux%zu pixels is outside the device's 1..%" PRIu64 "x%" PRIu64 "x%" PRIu64,
                  imageTypeName(Desc->type), E[0], E[1], E[2], Max[0], Max[1], Max[2]);
  auto Img = std::make_unique<spvrt_image_t>();
  Status S = D->Impl->createImage(*Desc, Img->Impl);
  if (S.failed())
    return fail(Call, S);
  Img->Dev = D;
  Img->Desc = *Desc;
  std::copy(E, E + 3, Img->Extent);
  Img->PixelBytes = Pixel;
  addObject(Img.get());
  *Out = Img.release();
  return ok();
}

spvrt_result spvrt_image_release(spvrt_image Img) {
  if (!removeObject(Img))
    return fail("spvrt_image_release", SPVRT_ERROR_INVALID_ARGUMENT, "not a live image");
  Status S = Img->Dev->Impl->synchronize(); // pending launches may use it
  delete Img;
  return S.failed() ? fail("spvrt_image_release", S) : ok();
}

spvrt_result spvrt_image_pixel_size(spvrt_image Img, size_t *Bytes) {
  if (!isLiveObject(Img) || !Bytes)
    return fail("spvrt_image_pixel_size", SPVRT_ERROR_INVALID_ARGUMENT, "not a live image, or null output");
  *Bytes = Img->PixelBytes;
  return ok();
}

} // extern "C"

namespace {

/// Resolves a region of Img (null origin: 0; null extent: the rest of the
/// image from the origin) and checks that it lies inside.
spvrt_result imageRegion(const char *Call, const char *Which, spvrt_image Img, const size_t *Origin,
                         const size_t *Extent, size_t O[3], size_t E[3]) {
  for (int I = 0; I < 3; ++I) {
    O[I] = Origin ? Origin[I] : 0;
    E[I] = Extent ? Extent[I] : (O[I] < Img->Extent[I] ? Img->Extent[I] - O[I] : 0);
  }
  for (int I = 0; I < 3; ++I)
    if (E[I] == 0 || O[I] > Img->Extent[I] || E[I] > Img->Extent[I] - O[I])
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT,
                  "%s region at (%zu,%zu,%zu) of %zux%zux%zu pixels is empty or leaves the %s of %zux%zux%zu", Which,
                  O[0], O[1], O[2], E[0], E[1], E[2], imageTypeName(Img->Desc.type), Img->Extent[0], Img->Extent[1],
                  Img->Extent[2]);
  return SPVRT_SUCCESS;
}

spvrt_result imageTransfer(const char *Call, spvrt_image Img, const size_t *Origin, const size_t *Extent,
                           void *Host, bool ToHost) {
  if (!isLiveObject(Img))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live image");
  if (!Host)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "null host pointer");
  size_t O[3], E[3];
  if (spvrt_result R = imageRegion(Call, "the", Img, Origin, Extent, O, E))
    return R;
  // Device allocations may be used as the host side; they must hold the region.
  std::string Why;
  if (classify(Img->Dev, Host, E[0] * E[1] * E[2] * Img->PixelBytes, Why) == PtrState::Unknown && !Why.empty())
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s", Why.c_str());
  Status S = Img->Dev->Impl->imageTransfer(*Img->Impl, O, E, Host, ToHost);
  return S.failed() ? fail(Call, S) : ok();
}

} // namespace

extern "C" {

spvrt_result spvrt_image_write(spvrt_image Img, const size_t *Origin, const size_t *Extent, const void *Src) {
  return imageTransfer("spvrt_image_write", Img, Origin, Extent, const_cast<void *>(Src), false);
}

spvrt_result spvrt_image_read(spvrt_image Img, const size_t *Origin, const size_t *Extent, void *Dst) {
  return imageTransfer("spvrt_image_read", Img, Origin, Extent, Dst, true);
}

spvrt_result spvrt_image_copy(spvrt_image Dst, const size_t *DstOrigin, spvrt_image Src, const size_t *SrcOrigin,
                              const size_t *Extent) {
  const char *Call = "spvrt_image_copy";
  if (!isLiveObject(Dst) || !isLiveObject(Src))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live %s image", isLiveObject(Dst) ? "source" : "destination");
  if (Dst->Dev != Src->Dev || Dst->Desc.order != Src->Desc.order || Dst->Desc.channel_type != Src->Desc.channel_type)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "the images differ in device or format");
  size_t SO[3], SE[3], DO[3], DE[3];
  if (spvrt_result R = imageRegion(Call, "source", Src, SrcOrigin, Extent, SO, SE))
    return R;
  if (spvrt_result R = imageRegion(Call, "destination", Dst, DstOrigin, SE, DO, DE))
    return R;
  bool Overlap = Dst == Src;
  for (int I = 0; I < 3; ++I)
    Overlap &= DO[I] < SO[I] + SE[I] && SO[I] < DO[I] + SE[I];
  if (Overlap)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "the source and destination regions overlap");
  Status S = Dst->Dev->Impl->imageCopy(*Dst->Impl, DO, *Src->Impl, SO, SE);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_sampler_create(spvrt_device D, spvrt_addressing_mode Addressing, spvrt_filter_mode Filter,
                                  int Normalized, spvrt_sampler *Out) {
  const char *Call = "spvrt_sampler_create";
  if (!D || !isDevice(D) || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Out = nullptr;
  if (!D->Impl->info().max_samplers)
    return fail(Call, SPVRT_ERROR_UNSUPPORTED, "device '%s' has no samplers", D->Impl->info().name);
  if (unsigned(Addressing) > SPVRT_ADDRESS_MIRRORED_REPEAT || unsigned(Filter) > SPVRT_FILTER_LINEAR)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown addressing mode %d or filter mode %d", int(Addressing),
                int(Filter));
  if (!Normalized && (Addressing == SPVRT_ADDRESS_REPEAT || Addressing == SPVRT_ADDRESS_MIRRORED_REPEAT))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "repeat and mirrored repeat need normalized coordinates");
  auto Smp = std::make_unique<spvrt_sampler_t>();
  Status S = D->Impl->createSampler(Addressing, Filter, Normalized != 0, Smp->Impl);
  if (S.failed())
    return fail(Call, S);
  Smp->Dev = D;
  addObject(Smp.get());
  *Out = Smp.release();
  return ok();
}

spvrt_result spvrt_sampler_release(spvrt_sampler Smp) {
  if (!removeObject(Smp))
    return fail("spvrt_sampler_release", SPVRT_ERROR_INVALID_ARGUMENT, "not a live sampler");
  Status S = Smp->Dev->Impl->synchronize(); // pending launches may use it
  delete Smp;
  return S.failed() ? fail("spvrt_sampler_release", S) : ok();
}

} // extern "C"

