//===- Module.cpp - Modules: loads, builds, kernel names ------------------===//
#include "RuntimeInternal.h"
#include "SPIRVGrammarEnums.inc"

#include <algorithm>
#include <cstring>

extern "C" {

namespace {

/// The first capability the module declares that the device lacks by its
/// Level-Zero module properties (the FP64 and INT64_ATOMICS flags), with the
/// feature it needs; false when there is none. A driver refuses the rest
/// itself: the CPU driver checks sub-groups, images, float atomics, the
/// SPIR-V extensions and capabilities its OpenCL device reports, which
/// Level-Zero has no query for (docs/Runtime.md, "What a device lacks").
bool missingCapability(const std::vector<uint8_t> &SPIRV, const DeviceInfo &I, std::string &Name,
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

namespace {

/// The module that SPIR-V Data (or the SPIR-V of an offload binary) describes,
/// checked against device D: its kernels, versions and capabilities. SPIRV
/// receives the module's words.
spvrt_result describeModule(const char *Call, spvrt_device D, const void *Data, size_t Size,
                            std::unique_ptr<spvrt_module_t> &M, std::vector<uint8_t> &SPIRV) {
  std::string Origin;
  Status S = extractSPIRV(Data, Size, SPIRV, Origin);
  if (S.failed())
    return fail(Call, S);
  M = std::make_unique<spvrt_module_t>();
  std::string Err;
  if (!spirv_info::parse(SPIRV.data(), SPIRV.size(), M->Info, Err))
    return fail(Call, SPVRT_ERROR_INVALID_BINARY, "invalid SPIR-V%s%s: %s", Origin == "SPIR-V" ? "" : " in ",
                Origin == "SPIR-V" ? "" : Origin.c_str(), Err.c_str());
  const DeviceInfo &I = D->Impl->info();
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
  return SPVRT_SUCCESS;
}

} // namespace

spvrt_result spvrt_module_load_native(spvrt_device D, const void *Native, size_t NativeSize, const void *Data,
                                      size_t Size, const char *Options, spvrt_module *Out) {
  const char *Call = "spvrt_module_load_native";
  LastBuildLog::set({});
  if (!D || !isDevice(D) || !Out || !Native || !NativeSize || (!Data && Size))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null pointer");
  *Out = nullptr;
  std::unique_ptr<spvrt_module_t> M;
  std::vector<uint8_t> SPIRV;
  if (spvrt_result R = describeModule(Call, D, Data, Size, M, SPIRV); R != SPVRT_SUCCESS)
    return R;
  Status S = D->Impl->loadNativeModule(Native, NativeSize, Options, M->Impl);
  if (S.failed())
    return fail(Call, SPVRT_ERROR_INVALID_BINARY, "device '%s' does not take the native binary: %s",
                D->Impl->info().name, S.Message.c_str());
  M->Dev = D;
  *Out = M.release();
  return ok();
}

spvrt_result spvrt_module_load_memory_spec(spvrt_device D, const void *Data, size_t Size, const char *Options,
                                           uint32_t NumConstants, const spvrt_spec_constant *Constants,
                                           spvrt_module *Out) {
  const char *Call = "spvrt_module_load_memory";
  LastBuildLog::set({});
  if (!D || !isDevice(D) || !Out || (!Data && Size) || (NumConstants && !Constants))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null pointer");
  for (uint32_t I = 0; I < NumConstants; ++I)
    if (!Constants[I].value || !Constants[I].size)
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "specialization constant %u has no value", Constants[I].id);
  *Out = nullptr;
  std::unique_ptr<spvrt_module_t> M;
  std::vector<uint8_t> SPIRV;
  if (spvrt_result R = describeModule(Call, D, Data, Size, M, SPIRV); R != SPVRT_SUCCESS)
    return R;
  std::string Log;
  Status S = buildModuleCached(*D->Impl, SPIRV.data(), SPIRV.size(), Options,
                           std::vector<spvrt_spec_constant>(Constants, Constants + NumConstants), M->Impl, Log);
  LastBuildLog::set(Log);
  if (S.failed()) {
    LastError::set(std::string(Call) + ": " + S.Message + (Log.empty() ? "" : "\nbuild log:\n" + Log));
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
  if (R != SPVRT_SUCCESS) {
    std::string E = LastError::str();
    LastError::set("spvrt_module_load_file: " + std::string(Path) + ": " +
                   E.substr(std::min(E.size(), strlen("spvrt_module_load_memory: "))));
  }
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

} // extern "C"
