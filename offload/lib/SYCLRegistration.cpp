//===- SYCLRegistration.cpp - __sycl_register_lib and kernels by name -----===//
//
// Records the SPIR-V images a SYCL program registers at startup and builds an
// image for a device only when one of its kernels is first requested: most
// programs use a few of their kernels on one device, and building is the
// expensive step.
//
//===----------------------------------------------------------------------===//

#include "spirv_offload_sycl.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

// Runtime.cpp: sets spvrt_last_error() for the calling thread.
spvrt_result spvrtReportError(const char *Call, spvrt_result Code, const std::string &Message);

namespace {

struct RegisteredImage {
  const __sycl_tgt_bin_desc *Desc;
  const __sycl_tgt_device_image *Image;
  std::vector<std::string> Kernels; // from the image's offload entries
  std::map<spvrt_device, spvrt_module> Modules;
};

struct Registry {
  std::mutex Lock;
  // Set by an atexit handler: the runtime's static objects may already be
  // gone when programs unregister from their destructors (_dl_fini runs
  // after the atexit list), so device objects are then left to the process
  // teardown instead of being released.
  bool Exiting = false;
  std::vector<std::unique_ptr<RegisteredImage>> Images;
  std::map<std::pair<spvrt_device, std::string>, std::pair<spvrt_kernel, RegisteredImage *>> Kernels;
};

// Never destroyed: programs unregister from their own destructors, which may
// run after this library's static destructors.
Registry &registry() {
  static Registry *R = new Registry;
  return *R;
}

bool holds(const RegisteredImage &I, const std::string &Name) {
  for (const std::string &K : I.Kernels)
    if (K == Name)
      return true;
  return false;
}

} // namespace

extern "C" {

void __sycl_register_lib(__sycl_tgt_bin_desc *Desc) {
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
    for (const __tgt_offload_entry *E = Img->Image->entries_begin; E && E != Img->Image->entries_end; ++E)
      if (E->name)
        Img->Kernels.emplace_back(E->name);
    R.Images.push_back(std::move(Img));
  }
}

void __sycl_unregister_lib(__sycl_tgt_bin_desc *Desc) {
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
      for (auto &[Dev, Mod] : (*It)->Modules)
        if (!R.Exiting)
          spvrt_module_release(Mod);
      It = R.Images.erase(It);
    } else {
      ++It;
    }
  }
}

spvrt_result spvrt_sycl_kernel_get(spvrt_device Device, const char *Name, spvrt_kernel *Kernel) {
  const char *Call = "spvrt_sycl_kernel_get";
  if (!Device || !Name || !Kernel)
    return spvrtReportError(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null device, name or output");
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  auto Key = std::make_pair(Device, std::string(Name));
  auto Found = R.Kernels.find(Key);
  if (Found != R.Kernels.end()) {
    *Kernel = Found->second.first;
    return SPVRT_SUCCESS;
  }
  for (auto &Img : R.Images) {
    if (!holds(*Img, Key.second))
      continue;
    spvrt_module &Mod = Img->Modules[Device];
    if (!Mod) {
      const unsigned char *Begin = Img->Image->image_begin;
      spvrt_result Res = spvrt_module_load_memory(Device, Begin, size_t(Img->Image->image_end - Begin),
                                                  Img->Image->compile_options, &Mod);
      if (Res != SPVRT_SUCCESS) {
        Img->Modules.erase(Device);
        return Res;
      }
    }
    spvrt_kernel K = nullptr;
    spvrt_result Res = spvrt_kernel_create(Mod, Name, &K);
    if (Res != SPVRT_SUCCESS)
      return Res;
    R.Kernels[Key] = {K, Img.get()};
    *Kernel = K;
    return SPVRT_SUCCESS;
  }
  return spvrtReportError(Call, SPVRT_ERROR_KERNEL_NOT_FOUND,
                          "no registered SYCL image holds kernel '" + Key.second + "' (" +
                              std::to_string(R.Images.size()) + " images registered)");
}

spvrt_result spvrt_sycl_kernel_names(uint32_t *Count, const char **Names) {
  if (!Count)
    return spvrtReportError("spvrt_sycl_kernel_names", SPVRT_ERROR_INVALID_ARGUMENT, "null count");
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  std::vector<const char *> All;
  for (auto &Img : R.Images)
    for (const std::string &K : Img->Kernels)
      if (std::find_if(All.begin(), All.end(), [&](const char *N) { return K == N; }) == All.end())
        All.push_back(K.c_str());
  if (Names)
    std::copy_n(All.begin(), std::min<size_t>(*Count, All.size()), Names);
  *Count = uint32_t(All.size());
  return SPVRT_SUCCESS;
}

} // extern "C"
