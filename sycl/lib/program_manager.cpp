//===- program_manager.cpp - __sycl_register_lib and kernels by name ------===//
//
// Records the SPIR-V images a SYCL program registers at startup and builds an
// image for a device only when one of its kernels is first requested: most
// programs use a few of their kernels on one device, and building is the
// expensive step. A kernel with specialization constants is built alone:
// each set of values is a build of its own, and an image may hold hundreds
// of kernels. A program built with -fsycl-targets=spir64_gen also registers
// native Intel GPU binaries after each SPIR-V image, which a matching GPU
// loads instead of building. Builds go through the offload runtime's generic
// calls (spvrt_module_load_memory_spec, spvrt_module_load_native,
// spvrt_kernel_create), which know nothing of SYCL.
//
//===----------------------------------------------------------------------===//

#include "program_manager.h"
#include "SPIRVExtract.h"
#include "ThreadText.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <tuple>
#include <vector>

namespace sycl::detail::program_manager {
namespace {

struct RegisteredImage {
  const __sycl_tgt_bin_desc *Desc;
  const __sycl_tgt_device_image *Image;
  std::vector<std::string> Kernels; // from the image's offload entries
  // By device, specialization constants (specKey) and, when there are
  // constants, the one kernel the module holds.
  std::map<std::tuple<spvrt_device, std::string, std::string>, spvrt_module> Modules;
  // The SpecIds each kernel reads, found for all kernels at the first query.
  std::optional<std::map<std::string, std::vector<uint32_t>>> SpecIds;
};

struct Registry {
  std::mutex Lock;
  // Set by an atexit handler: the runtime's static objects may already be
  // gone when programs unregister from their destructors (_dl_fini runs
  // after the atexit list), so device objects are then left to the process
  // teardown instead of being released.
  bool Exiting = false;
  std::vector<std::unique_ptr<RegisteredImage>> Images;
  uint64_t Registrations = 0; // registration_count()
  // By device, kernel name and specialization constants (specKey).
  std::map<std::tuple<spvrt_device, std::string, std::string>, std::pair<spvrt_kernel, RegisteredImage *>> Kernels;
};

// Never destroyed: programs unregister from their own destructors, which may
// run after this library's static destructors.
Registry &registry() {
  static Registry *R = new Registry;
  return *R;
}

/// The bytes of a set of specialization constants, ordered by SpecId: modules
/// built with equal sets are shared.
std::string specKey(uint32_t Count, const spvrt_spec_constant *Constants) {
  std::vector<const spvrt_spec_constant *> Sorted;
  for (uint32_t I = 0; I < Count; ++I)
    Sorted.push_back(&Constants[I]);
  std::sort(Sorted.begin(), Sorted.end(), [](auto *A, auto *B) { return A->id < B->id; });
  std::string Key;
  for (const spvrt_spec_constant *C : Sorted) {
    Key.append(reinterpret_cast<const char *>(&C->id), sizeof(C->id));
    Key.append(reinterpret_cast<const char *>(&C->size), sizeof(C->size));
    Key.append(static_cast<const char *>(C->value), C->size);
  }
  return Key;
}

/// The image's SPIR-V words; empty when it is not whole words.
std::vector<uint32_t> words(const RegisteredImage &I) {
  size_t Size = size_t(I.Image->image_end - I.Image->image_begin);
  std::vector<uint32_t> Words(Size % 4 ? 0 : Size / 4);
  memcpy(Words.data(), I.Image->image_begin, Words.size() * 4);
  return Words;
}

// The image formats wrapSYCLBinaries records (LLVM's offload image kinds).
constexpr uint8_t NativeFormat = 1; // IMG_Object: a GPU binary from ocloc

/// SYCL_DUMP_IMAGES (set, and not 0): each registered image is written to the
/// current directory as DPC++ names its dumps, <prefix><target>[_<n>].spv
/// (.bin for a native GPU binary), where <prefix> is SYCL_DUMP_IMAGES_PREFIX
/// (default "sycl_"), <target> the image's architecture (spirv64,
/// spir64_gen) and <n> counts the images after the process's first.
void dumpImage(const __sycl_tgt_device_image &Image) {
  const char *Dump = getenv("SYCL_DUMP_IMAGES");
  if (!Dump || !*Dump || !strcmp(Dump, "0"))
    return;
  static unsigned Sequence = 0; // under the registry's lock
  const char *Prefix = getenv("SYCL_DUMP_IMAGES_PREFIX");
  std::string Target = Image.target ? Image.target : "spirv64";
  std::string Name = std::string(Prefix ? Prefix : "sycl_") + Target.substr(0, Target.find('-'));
  if (Sequence)
    Name += "_" + std::to_string(Sequence);
  ++Sequence;
  Name += Image.format == NativeFormat ? ".bin" : ".spv";
  size_t Size = size_t(Image.image_end - Image.image_begin);
  FILE *F = fopen(Name.c_str(), "wb");
  bool OK = F && fwrite(Image.image_begin, 1, Size, F) == Size;
  if (F)
    OK &= fclose(F) == 0;
  if (!OK)
    fprintf(stderr, "SYCL_DUMP_IMAGES: cannot write %s: %s\n", Name.c_str(), strerror(errno));
}

bool isNative(const RegisteredImage &I) { return I.Image->format == NativeFormat; }

/// The GPU a native image is for: what follows ':' in its target,
/// "spir64_gen-unknown-unknown:<arch>" (an IP version such as 12.60.7, or a
/// PCI device id such as 0x0bd5; clang-linker-wrapper writes it).
std::string nativeArch(const RegisteredImage &I) {
  std::string Target = I.Image->target ? I.Image->target : "";
  size_t Colon = Target.find(':');
  return Colon == std::string::npos ? std::string() : Target.substr(Colon + 1);
}

/// The native images to try for SPIR-V image Spirv on Device, best first:
/// those registered with it (after it, holding its kernels), for an Intel
/// GPU only, the one named by the device's PCI device id first. Level-Zero
/// 1.4, which the runtime is built with, has no IP-version query; the GPU's
/// driver refuses a binary for another GPU, and the next one is tried.
std::vector<const RegisteredImage *> nativeCandidates(const Registry &R, const RegisteredImage &Spirv,
                                                      spvrt_device Device) {
  std::vector<const RegisteredImage *> Found;
  spvrt_device_type Type;
  uint32_t VendorId = 0, DeviceId = 0;
  if (spvrt_device_get_info(Device, SPVRT_DEVICE_INFO_TYPE, sizeof(Type), &Type) != SPVRT_SUCCESS ||
      Type != SPVRT_DEVICE_GPU ||
      spvrt_device_get_info(Device, SPVRT_DEVICE_INFO_VENDOR_ID, sizeof(VendorId), &VendorId) != SPVRT_SUCCESS ||
      VendorId != 0x8086 ||
      spvrt_device_get_info(Device, SPVRT_DEVICE_INFO_DEVICE_ID, sizeof(DeviceId), &DeviceId) != SPVRT_SUCCESS)
    return Found;
  size_t I = 0;
  while (I < R.Images.size() && R.Images[I].get() != &Spirv)
    ++I;
  for (++I; I < R.Images.size() && isNative(*R.Images[I]) && R.Images[I]->Desc == Spirv.Desc; ++I)
    Found.push_back(R.Images[I].get());
  char Id[16];
  snprintf(Id, sizeof(Id), "0x%04x", DeviceId);
  std::vector<const RegisteredImage *> Ordered;
  for (bool Named : {true, false})
    for (const RegisteredImage *Native : Found)
      if ((nativeArch(*Native) == Id) == Named)
        Ordered.push_back(Native);
  return Ordered;
}

bool holds(const RegisteredImage &I, const std::string &Name) {
  for (const std::string &K : I.Kernels)
    if (K == Name)
      return true;
  return false;
}

using LastError = spvrt::ThreadText<struct LastErrorTag>;

spvrt_result failure(spvrt_result Code, std::string Message) {
  LastError::set(std::move(Message));
  return Code;
}

} // namespace

std::string last_error() { return LastError::str(); }

} // namespace sycl::detail::program_manager

using namespace sycl::detail::program_manager;

extern "C" void __sycl_register_lib(__sycl_tgt_bin_desc *Desc) {
  if (!Desc)
    return;
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  static bool AtExitSet = false;
  if (!AtExitSet) {
    AtExitSet = true;
    std::atexit([] { registry().Exiting = true; });
  }
  for (uint16_t I = 0; I < Desc->image_count; ++I) {
    auto Img = std::make_unique<RegisteredImage>();
    Img->Desc = Desc;
    Img->Image = &Desc->images[I];
    dumpImage(*Img->Image);
    for (const __tgt_offload_entry *E = Img->Image->entries_begin; E && E != Img->Image->entries_end; ++E)
      if (E->name)
        Img->Kernels.emplace_back(E->name);
    R.Images.push_back(std::move(Img));
  }
  ++R.Registrations;
}

extern "C" void __sycl_unregister_lib(__sycl_tgt_bin_desc *Desc) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  for (auto It = R.Kernels.begin(); It != R.Kernels.end();) {
    if (It->second.second->Desc == Desc) {
      if (!R.Exiting)
        spvrt_kernel_release(It->second.first);
      It = R.Kernels.erase(It);
    } else {
      ++It;
    }
  }
  for (auto It = R.Images.begin(); It != R.Images.end();) {
    if ((*It)->Desc == Desc) {
      for (auto &[Key, Mod] : (*It)->Modules)
        if (!R.Exiting)
          spvrt_module_release(Mod);
      It = R.Images.erase(It);
    } else {
      ++It;
    }
  }
  ++R.Registrations;
}

namespace sycl::detail::program_manager {

spvrt_result get_kernel(spvrt_device Device, const char *Name, uint32_t NumConstants,
                        const spvrt_spec_constant *Constants, spvrt_kernel *Kernel) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  std::string Spec = specKey(NumConstants, Constants);
  auto Key = std::make_tuple(Device, std::string(Name), Spec);
  auto Found = R.Kernels.find(Key);
  if (Found != R.Kernels.end()) {
    *Kernel = Found->second.first;
    return SPVRT_SUCCESS;
  }
  for (auto &Img : R.Images) {
    if (isNative(*Img) || !holds(*Img, Name))
      continue;
    const unsigned char *Begin = Img->Image->image_begin;
    size_t Size = size_t(Img->Image->image_end - Begin);
    std::vector<uint32_t> Alone; // the kernel alone
    if (NumConstants)
      spirv_info::extractKernel(words(*Img), Name, Alone); // else the whole image
    auto ModKey = std::make_tuple(Device, Spec, Alone.empty() ? std::string() : std::string(Name));
    spvrt_module &Mod = Img->Modules[ModKey];
    // A native binary for the device, made ahead of time, has the
    // specialization constants' default values.
    if (!Mod && !NumConstants)
      for (const RegisteredImage *Native : nativeCandidates(R, *Img, Device)) {
        const unsigned char *Binary = Native->Image->image_begin;
        if (spvrt_module_load_native(Device, Binary, size_t(Native->Image->image_end - Binary), Begin, Size,
                                     Img->Image->compile_options, &Mod) == SPVRT_SUCCESS)
          break;
      }
    if (!Mod) {
      const void *Data = Alone.empty() ? static_cast<const void *>(Begin) : Alone.data();
      size_t DataSize = Alone.empty() ? Size : Alone.size() * 4;
      spvrt_result Res = spvrt_module_load_memory_spec(Device, Data, DataSize, Img->Image->compile_options,
                                                       NumConstants, Constants, &Mod);
      if (Res != SPVRT_SUCCESS) {
        Img->Modules.erase(ModKey);
        return failure(Res, spvrt_last_error());
      }
    }
    spvrt_kernel K = nullptr;
    spvrt_result Res = spvrt_kernel_create(Mod, Name, &K);
    if (Res != SPVRT_SUCCESS)
      return failure(Res, spvrt_last_error());
    R.Kernels[Key] = {K, Img.get()};
    *Kernel = K;
    return SPVRT_SUCCESS;
  }
  return failure(SPVRT_ERROR_KERNEL_NOT_FOUND, "no image of the program holds kernel '" + std::string(Name) + "' (" +
                                                   std::to_string(R.Images.size()) + " images registered)");
}

std::vector<std::string> kernel_names() {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  std::vector<std::string> All;
  std::unordered_set<std::string_view> Seen; // a kernel may be in several images
  for (auto &Img : R.Images)
    for (const std::string &K : Img->Kernels)
      if (Seen.insert(K).second)
        All.push_back(K);
  return All;
}

uint64_t registration_count() {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  return R.Registrations;
}

std::vector<uint32_t> kernel_spec_ids(const std::string &Name) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  for (auto &Img : R.Images) {
    if (isNative(*Img) || !holds(*Img, Name))
      continue;
    if (!Img->SpecIds) {
      std::map<std::string, std::vector<uint32_t>> ByKernel;
      if (!spirv_info::kernelSpecIds(words(*Img), ByKernel))
        return {}; // not SPIR-V this reads: its build reports it
      Img->SpecIds = std::move(ByKernel);
    }
    auto It = Img->SpecIds->find(Name);
    if (It != Img->SpecIds->end())
      return It->second;
    // else listed by the image's entries, not one of its entry points
  }
  return {};
}

} // namespace sycl::detail::program_manager
