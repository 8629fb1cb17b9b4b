//===- Kernel.cpp - Kernels: parameters, arguments, launches --------------===//
#include "RuntimeInternal.h"

#include <cinttypes>
#include <cstring>

namespace {

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

/// Records argument I once the plugin has set it (S): the device pointer or
/// the image/sampler it holds, which launches check are still alive.
spvrt_result recordArg(const char *Call, spvrt_kernel K, uint32_t I, const Status &S, const void *Ptr = nullptr,
                       const void *Obj = nullptr) {
  if (S.failed())
    return fail(Call, S);
  K->Set[I] = true;
  K->Pointers[I] = Ptr;
  K->Objects[I] = Obj;
  return ok();
}

} // namespace

extern "C" {

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

spvrt_result spvrt_kernel_get_limits(spvrt_kernel K, spvrt_kernel_limits *Out) {
  const char *Call = "spvrt_kernel_get_limits";
  if (!K || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "null kernel or output");
  Status S = K->Impl->limits(*Out);
  if (S.failed())
    return fail(Call, S);
  const DeviceInfo &Info = K->Mod->Dev->Impl->info();
  Out->max_group_size = std::max<uint64_t>(std::min<uint64_t>(Out->max_group_size, Info.max_group_size), 1);
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
  return recordArg(Call, K, I, K->Impl->setArgValue(I, Size, Value));
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
  return recordArg(Call, K, I, K->Impl->setArgPointer(I, Ptr), Ptr);
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
  return recordArg(Call, K, I, K->Impl->setArgLocal(I, Bytes));
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
  return recordArg(Call, K, I, K->Impl->setArgImage(I, *Img->Impl), nullptr, Img);
}

spvrt_result spvrt_kernel_set_arg_sampler(spvrt_kernel K, uint32_t I, spvrt_sampler Smp) {
  const char *Call = "spvrt_kernel_set_arg_sampler";
  if (spvrt_result R = checkObjectArg(Call, K, I, Smp, spirv_info::ParamKind::Sampler))
    return R;
  return recordArg(Call, K, I, K->Impl->setArgSampler(I, *Smp->Impl), nullptr, Smp);
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
  const DeviceInfo &Info = K->Mod->Dev->Impl->info();
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

} // extern "C"
