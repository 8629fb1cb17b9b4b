//===- L0Module.cpp - Level-Zero modules: builds, native binaries ---------===//
#include "L0Plugin.h"

namespace spvrt::level_zero {

/// zeModuleCreate of SPIR-V or a native binary; Log receives the build log.
Status L0Device::createModule(ze_module_format_t Format, const void *Data, size_t Size, const char *Options,
                    const ze_module_constants_t *Spec, std::unique_ptr<DeviceModule> &Out, std::string *Log) {
  ze_module_desc_t Desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, nullptr, Format, Size, static_cast<const uint8_t *>(Data),
                           Options ? Options : "", Spec};
  ze_module_handle_t Mod = nullptr;
  ze_module_build_log_handle_t BL = nullptr;
  ze_result_t R = ZE(zeModuleCreate, Ctx, Dev, &Desc, &Mod, Log ? &BL : nullptr);
  std::string Why = R != ZE_RESULT_SUCCESS ? zeReason() : ""; // before the build log calls replace it
  if (R != ZE_RESULT_SUCCESS && SeveralDrivers) {
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
    return zeFailure("zeModuleCreate", R, "", Why);
  Out = std::make_unique<L0Module>(*this, Mod);
  return Status::ok();
}

Status L0Device::buildModule(const void *SPIRV, size_t Size, const char *Options,
                   const std::vector<spvrt_spec_constant> &Constants, std::unique_ptr<DeviceModule> &Out,
                   std::string &Log) {
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

Status L0Device::loadNativeModule(const void *Binary, size_t Size, const char *Options,
                        std::unique_ptr<DeviceModule> &Out) {
  if (tracing())
    fprintf(stderr, "[ze] module: native, %zu bytes, build flags '%s'\n", Size, Options ? Options : "");
  // No build log: with more than one driver, the 1.8 loader hands out the
  // driver's own log handle when a build fails, and crashes on its use.
  return createModule(ZE_MODULE_FORMAT_NATIVE, Binary, Size, Options, nullptr, Out, nullptr);
}

Status L0Device::nativeBinary(DeviceModule &M, std::vector<uint8_t> &Out) {
  ze_module_handle_t H = static_cast<L0Module &>(M).handle();
  size_t N = 0;
  ZE_CHECK(zeModuleGetNativeBinary, H, &N, static_cast<uint8_t *>(nullptr));
  Out.resize(N);
  ZE_CHECK(zeModuleGetNativeBinary, H, &N, Out.data());
  Out.resize(N);
  return Status::ok();
}

Status L0Module::createKernel(const std::string &Name, std::unique_ptr<DeviceKernel> &Out) {
  ze_kernel_desc_t Desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, Name.c_str()};
  ze_kernel_handle_t K = nullptr;
  ze_result_t R = ZE(zeKernelCreate, M, &Desc, &K);
  if (R != ZE_RESULT_SUCCESS)
    return zeFailure("zeKernelCreate", R, "kernel '" + Name + "'", zeReason());
  // Kernels may read USM through pointers held in memory (SYCL kernel
  // objects and accessors); real GPUs fault on those unless told.
  R = ZE(zeKernelSetIndirectAccess, K,
         ZE_KERNEL_INDIRECT_ACCESS_FLAG_DEVICE | ZE_KERNEL_INDIRECT_ACCESS_FLAG_HOST |
             ZE_KERNEL_INDIRECT_ACCESS_FLAG_SHARED);
  if (R != ZE_RESULT_SUCCESS) {
    std::string Why = zeReason();
    ZE(zeKernelDestroy, K);
    return zeFailure("zeKernelSetIndirectAccess", R, "kernel '" + Name + "'", Why);
  }
  Out = std::make_unique<L0Kernel>(Dev, K);
  return Status::ok();
}

} // namespace spvrt::level_zero
