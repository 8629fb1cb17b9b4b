//===- Module.cpp - CPU Level-Zero driver: modules, build logs, kernels ---===//
//
// A module is validated (Validate.h) and then built by its device's backend
// (Backend.h); kernels are the OpenCL kernels of the built program, described
// by the interface read from the SPIR-V.
//
//===----------------------------------------------------------------------===//
#include "Backend.h"

#include <algorithm>
#include "Validate.h"
#include "SPIRVGrammarEnums.inc"

#include <cmath>
#include <cstring>
#include <map>
#include <sstream>

using namespace zecpu;
namespace G = llvm::SPIRV;

namespace zecpu_api {

// Native binaries are our own container: the backend's eight-byte magic, the
// SPIR-V's size (8 bytes), a checksum of the rest (8 bytes), the SPIR-V (to
// know the kernel interface again) and what the backend keeps (PoCL: the SPIR
// bitcode; Intel: its program binary, or nothing, and then the SPIR-V is
// built again). The checksum keeps damaged binaries from the backends, which
// do not survive them.
constexpr size_t NativeHeader = 24;

uint64_t checksum(const uint8_t *Data, size_t Size) {
  uint64_t H = 0xcbf29ce484222325ull; // FNV-1a
  for (size_t I = 0; I < Size; ++I)
    H = (H ^ Data[I]) * 0x100000001b3ull;
  return H;
}

/// Level-Zero build flags are -ze-*; OpenCL's are -cl-*. Map what has a
/// meaning here, pass through what OpenCL may understand, drop the rest.
std::string translateOptions(const char *Flags, std::string &Notes) {
  std::string Out;
  if (!Flags)
    return Out;
  std::istringstream S(Flags);
  std::string Tok;
  while (S >> Tok) {
    if (Tok == "-ze-opt-disable") {
      Out += " -cl-opt-disable";
    } else if (Tok.rfind("-ze-", 0) == 0) {
      Notes += "note: ignoring build option '" + Tok + "' (no effect on the CPU device)\n";
    } else {
      Out += " " + Tok;
    }
  }
  return Out;
}

/// Specializes a SPIR-V module: each OpSpecConstant, OpSpecConstantTrue or
/// OpSpecConstantFalse whose SpecId is given gets the given value, so both
/// backends build the specialized module (OpenCL's own specialization calls
/// are not in every OpenCL implementation). SpecIds the module does not
/// declare are ignored, as Level-Zero drivers do.
bool specialize(std::vector<uint32_t> &Words, const ze_module_constants_t &C, std::string &Log) {
  std::map<uint32_t, const void *> ById;
  for (uint32_t I = 0; I < C.numConstants; ++I) {
    if (!C.pConstantIds || !C.pConstantValues || !C.pConstantValues[I]) {
      Log = "specialization constant " + std::to_string(I) + " has no id or value\n";
      return false;
    }
    ById[C.pConstantIds[I]] = C.pConstantValues[I];
  }
  // Result id -> SpecId, and integer/float type id -> width.
  std::map<uint32_t, uint32_t> SpecIds;
  std::map<uint32_t, uint32_t> Scalars;
  const size_t Header = 5;
  for (size_t At = Header; At < Words.size();) {
    uint32_t Op = Words[At] & 0xFFFF, Count = Words[At] >> 16;
    if (Count == 0 || At + Count > Words.size())
      return true; // malformed: validation reports it
    if (Op == G::Op::OpDecorate && Count >= 4 && Words[At + 2] == G::Decoration::SpecId)
      SpecIds[Words[At + 1]] = Words[At + 3];
    else if (Op == G::Op::OpTypeInt && Count >= 4)
      Scalars[Words[At + 1]] = Words[At + 2];
    else if (Op == G::Op::OpTypeFloat && Count >= 3)
      Scalars[Words[At + 1]] = Words[At + 2];
    At += Count;
  }
  for (size_t At = Header; At < Words.size();) {
    uint32_t Op = Words[At] & 0xFFFF, Count = Words[At] >> 16;
    if (Count == 0 || At + Count > Words.size())
      break;
    auto Id = Count >= 3 ? SpecIds.find(Words[At + 2]) : SpecIds.end();
    auto Value = Id == SpecIds.end() ? ById.end() : ById.find(Id->second);
    if (Value != ById.end()) {
      if (Op == G::Op::OpSpecConstantTrue || Op == G::Op::OpSpecConstantFalse) {
        bool B = *static_cast<const uint8_t *>(Value->second) != 0;
        Words[At] = (Count << 16) | (B ? G::Op::OpSpecConstantTrue : G::Op::OpSpecConstantFalse);
      } else if (Op == G::Op::OpSpecConstant) {
        auto Type = Scalars.find(Words[At + 1]);
        if (Type == Scalars.end() || Count != 3 + (Type->second + 31) / 32)
          return true;
        uint32_t Bits = Type->second;
        // Kernel modules' integers have no signedness: narrow literals are
        // zero-extended.
        uint64_t V = 0;
        memcpy(&V, Value->second, Bits / 8);
        Words[At + 3] = uint32_t(V);
        if (Bits == 64)
          Words[At + 4] = uint32_t(V >> 32);
      }
    }
    At += Count;
  }
  return true;
}

ze_result_t createModule(Device &D, const ze_module_desc_t *Desc, Module &M, std::string &Log) {
  const uint8_t *Spv = Desc->pInputModule;
  size_t SpvSize = Desc->inputSize;
  bool Native = Desc->format == ZE_MODULE_FORMAT_NATIVE;
  // What each failure of the module's contents returns.
  ze_result_t Invalid = Native ? ZE_RESULT_ERROR_INVALID_NATIVE_BINARY : ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
  std::vector<uint8_t> Payload;
  if (Native) {
    uint64_t Len = 0, Sum = 0;
    if (SpvSize < NativeHeader || memcmp(Spv, D.B->nativeMagic(), 8) != 0) {
      Log = std::string("not a native binary of this device (") + D.B->name() + ")\n";
      return Invalid;
    }
    memcpy(&Len, Spv + 8, 8);
    memcpy(&Sum, Spv + 16, 8);
    if (Len > SpvSize - NativeHeader || checksum(Spv + NativeHeader, SpvSize - NativeHeader) != Sum) {
      Log = "damaged native binary (wrong size or checksum)\n";
      return Invalid;
    }
    Payload.assign(Spv + NativeHeader + Len, Spv + SpvSize);
    SpvSize = Len;
    Spv += NativeHeader;
  } else if (Desc->format != ZE_MODULE_FORMAT_IL_SPIRV) {
    return ZE_RESULT_ERROR_INVALID_ENUMERATION;
  }
  if (SpvSize % 4) {
    Log = "invalid SPIR-V module: size " + std::to_string(SpvSize) + " is not a multiple of 4 bytes\n";
    return Invalid;
  }
  std::vector<uint32_t> Words(SpvSize / 4);
  memcpy(Words.data(), Spv, SpvSize);
  if (Desc->pConstants && Desc->pConstants->numConstants && !Native) {
    if (!specialize(Words, *Desc->pConstants, Log))
      return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    Spv = reinterpret_cast<const uint8_t *>(Words.data()); // the native binary keeps the specialized module
  }
  DeviceLimits Limits{D.Name, D.CL.SpirvVersion, D.CL.Fp64, D.CL.SubGroupSizes, D.CL.Images.maxImageDims1D != 0,
                      D.CL.FloatAtomics};
  if (D.CL.SpirvQueried) {
    Limits.Extensions = &D.CL.SpirvExtensions;
    Limits.Capabilities = &D.CL.SpirvCapabilities;
  }
  if (!validateModule(Words, Limits, Log))
    return Invalid;
  // A profile's module must also be one its GPU's compiler builds.
  if (D.Profile && !Native && !gpuCompilerAccepts(*D.Profile, Words, Log))
    return Invalid;
  std::string Err;
  if (!spirv_info::parse(Spv, SpvSize, M.Info, Err)) {
    Log = "invalid SPIR-V module: " + Err + "\n";
    return Invalid;
  }
  std::string Options = translateOptions(Desc->pBuildFlags, Log);
  ze_result_t R;
  {
    ForeignSignalHandlersGuard Guard;
    R = Native && !Payload.empty() ? D.B->buildNative(D.CL, Payload, Options, M.Program, Log)
                                   : D.B->build(D.CL, Words, Options, M.Program, Payload, Log);
  }
  if (R != ZE_RESULT_SUCCESS) {
    if (Desc->pBuildFlags && *Desc->pBuildFlags && Log.find("invalid build options") == std::string::npos)
      Log += "build options: '" + std::string(Desc->pBuildFlags) + "'\n";
    return R;
  }
  M.Native.assign(NativeHeader, 0);
  memcpy(M.Native.data(), D.B->nativeMagic(), 8);
  uint64_t Len = SpvSize;
  memcpy(M.Native.data() + 8, &Len, 8);
  M.Native.insert(M.Native.end(), Spv, Spv + SpvSize);
  M.Native.insert(M.Native.end(), Payload.begin(), Payload.end());
  uint64_t Sum = checksum(M.Native.data() + NativeHeader, M.Native.size() - NativeHeader);
  memcpy(M.Native.data() + 16, &Sum, 8);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleCreate(ze_context_handle_t C, ze_device_handle_t D, const ze_module_desc_t *Desc,
                                      ze_module_handle_t *Out, ze_module_build_log_handle_t *LogOut) {
  Device *Dev = cast<Device>(D);
  if (!cast<Context>(C) || !Dev)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out || !Desc->pInputModule)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Desc->inputSize == 0)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  auto M = std::make_unique<Module>();
  M->Dev = Dev;
  std::string Log;
  ze_result_t R = createModule(*Dev, Desc, *M, Log);
  if (!Log.empty())
    debug("module build log:\n%s", Log.c_str());
  if (LogOut) {
    auto *L = new BuildLog();
    L->Text = Log;
    *LogOut = reinterpret_cast<ze_module_build_log_handle_t>(static_cast<Object *>(L));
  }
  if (R != ZE_RESULT_SUCCESS) {
    *Out = nullptr;
    // A native binary is one the program has no build log for: its reason
    // is the log's first line.
    if (Desc->format == ZE_MODULE_FORMAT_NATIVE)
      return fail(R, "the native binary does not load on '%s': %s", Dev->Name.c_str(),
                  Log.substr(0, Log.find('\n')).c_str());
    return fail(R, "the module does not build for '%s'; its build log says why", Dev->Name.c_str());
  }
  *Out = reinterpret_cast<ze_module_handle_t>(static_cast<Object *>(M.release()));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleDestroy(ze_module_handle_t H) {
  Module *M = cast<Module>(H);
  if (!M)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (unsigned N = M->Kernels.load())
    return fail(ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE, "zeModuleDestroy: %u kernels still exist", N);
  delete M;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleGetNativeBinary(ze_module_handle_t H, size_t *Size, uint8_t *Data) {
  Module *M = cast<Module>(H);
  if (!M)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Size)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Data) {
    if (*Size < M->Native.size())
      return ZE_RESULT_ERROR_INVALID_SIZE;
    memcpy(Data, M->Native.data(), M->Native.size());
  }
  *Size = M->Native.size();
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleGetKernelNames(ze_module_handle_t H, uint32_t *Count, const char **Names) {
  Module *M = cast<Module>(H);
  if (!M)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Count)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  uint32_t N = uint32_t(M->Info.Kernels.size());
  if (*Count == 0 || !Names) {
    *Count = N;
    return ZE_RESULT_SUCCESS;
  }
  if (*Count > N)
    *Count = N;
  for (uint32_t I = 0; I < *Count; ++I)
    Names[I] = M->Info.Kernels[I].Name.c_str();
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleGetProperties(ze_module_handle_t H, ze_module_properties_t *P) {
  if (!cast<Module>(H))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  P->flags = 0;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleBuildLogDestroy(ze_module_build_log_handle_t H) {
  return destroyObject<BuildLog>(H);
}

ze_result_t ZE_APICALL zeModuleBuildLogGetString(ze_module_build_log_handle_t H, size_t *Size, char *Out) {
  BuildLog *L = cast<BuildLog>(H);
  if (!L)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Size)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  size_t Need = L->Text.size() + 1;
  if (!Out) {
    *Size = Need;
    return ZE_RESULT_SUCCESS;
  }
  if (*Size < Need)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  memcpy(Out, L->Text.c_str(), Need);
  *Size = Need;
  return ZE_RESULT_SUCCESS;
}

//===--- Kernels ----------------------------------------------------------===//

ze_result_t ZE_APICALL zeKernelCreate(ze_module_handle_t H, const ze_kernel_desc_t *Desc, ze_kernel_handle_t *Out) {
  Module *M = cast<Module>(H);
  if (!M)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out || !Desc->pKernelName)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const spirv_info::Kernel *Info = M->Info.find(Desc->pKernelName);
  if (!Info)
    return fail(ZE_RESULT_ERROR_INVALID_KERNEL_NAME, "zeKernelCreate: no kernel '%s' in the module",
                Desc->pKernelName);
  cl_int Err;
  cl_kernel CK;
  {
    ForeignSignalHandlersGuard Guard;
    CK = clCreateKernel(M->Program, M->Dev->B->clKernelName(Desc->pKernelName).c_str(), &Err);
  }
  if (!CK)
    return fail(ZE_RESULT_ERROR_INVALID_KERNEL_NAME, "zeKernelCreate: clCreateKernel('%s') failed with %d",
                Desc->pKernelName, Err);
  cl_uint NumArgs = 0;
  clGetKernelInfo(CK, CL_KERNEL_NUM_ARGS, sizeof(NumArgs), &NumArgs, nullptr);
  if (NumArgs != Info->Params.size()) {
    clReleaseKernel(CK);
    return fail(ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED,
                "zeKernelCreate: '%s' has %zu SPIR-V parameters but %u after translation", Desc->pKernelName,
                Info->Params.size(), NumArgs);
  }
  auto *K = new Kernel();
  K->Owner = M;
  K->Info = Info;
  K->CL = std::make_shared<ClKernel>();
  K->CL->K = CK;
  K->Dev = M->Dev;
  ClDevice &P = M->Dev->CL;
  clGetKernelWorkGroupInfo(CK, P.Dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof(size_t), &K->MaxGroupSize, nullptr);
  cl_ulong LM = 0, PM = 0;
  clGetKernelWorkGroupInfo(CK, P.Dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(LM), &LM, nullptr);
  clGetKernelWorkGroupInfo(CK, P.Dev, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof(PM), &PM, nullptr);
  K->LocalMemSize = LM;
  K->PrivateMemSize = PM;
  debug("kernel '%s': CL_KERNEL_WORK_GROUP_SIZE %zu, CL_KERNEL_PRIVATE_MEM_SIZE %llu, CL_KERNEL_LOCAL_MEM_SIZE %llu",
        Desc->pKernelName, K->MaxGroupSize, (unsigned long long)PM, (unsigned long long)LM);
  // The device's limit bounds the kernel's (a GPU profile's is below the
  // OpenCL device's).
  if (!K->MaxGroupSize || K->MaxGroupSize > P.MaxGroupSize)
    K->MaxGroupSize = P.MaxGroupSize;
  // Where the work-items' private memory shares one thread's stack and the
  // implementation does not say so, the module says how much each needs.
  if (uint64_t Stack = M->Dev->B->groupStackBytes(); Stack && Info->PrivateBytes) {
    K->PrivateMemSize = std::max<uint64_t>(K->PrivateMemSize, Info->PrivateBytes);
    if (Stack / Info->PrivateBytes < K->MaxGroupSize) {
      K->MaxGroupSize = size_t(Stack / Info->PrivateBytes);
      K->GroupStackBytes = Stack;
    }
  }
  K->Args.resize(Info->Params.size());
  if (Info->RequiredGroupSize[0])
    for (int D = 0; D < 3; ++D)
      K->GroupSize[D] = Info->RequiredGroupSize[D];
  ++M->Kernels;
  *Out = reinterpret_cast<ze_kernel_handle_t>(static_cast<Object *>(K));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelDestroy(ze_kernel_handle_t H) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  --K->Owner->Kernels;
  delete K; // recorded launches keep the OpenCL kernel alive via shared_ptr
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelSetCacheConfig(ze_kernel_handle_t H, ze_cache_config_flags_t) {
  return cast<Kernel>(H) ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_HANDLE; // no configurable cache
}

ze_result_t checkGroupSize(const Kernel &K, uint32_t X, uint32_t Y, uint32_t Z) {
  const ClDevice &P = K.Dev->CL;
  uint32_t G[3] = {X, Y, Z};
  const char *Name = K.Info->Name.c_str();
  for (int D = 0; D < 3; ++D)
    if (G[D] == 0 || G[D] > P.MaxItemSizes[D])
      return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION,
                  "kernel '%s': group size %ux%ux%u: %u work-items in dimension %d, outside the device's range 1..%zu",
                  Name, X, Y, Z, G[D], D, P.MaxItemSizes[D]);
  uint64_t Total = uint64_t(X) * Y * Z;
  if (Total > K.MaxGroupSize && K.GroupStackBytes)
    return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION,
                "kernel '%s': group size %ux%ux%u (%llu work-items) exceeds the kernel's maximum of %zu on %s: each "
                "work-item has %llu bytes of private memory, and a work-group's must fit in %llu bytes of one "
                "thread's stack",
                Name, X, Y, Z, (unsigned long long)Total, K.MaxGroupSize, K.Dev->Name.c_str(),
                (unsigned long long)K.PrivateMemSize, (unsigned long long)K.GroupStackBytes);
  if (Total > K.MaxGroupSize)
    return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION,
                "kernel '%s': group size %ux%ux%u (%llu work-items) exceeds the kernel's maximum of %zu on %s "
                "(CL_KERNEL_WORK_GROUP_SIZE, with %llu bytes of private memory)",
                Name, X, Y, Z, (unsigned long long)Total, K.MaxGroupSize, K.Dev->Name.c_str(),
                (unsigned long long)K.PrivateMemSize);
  const uint32_t *R = K.Info->RequiredGroupSize;
  if (R[0] && (R[0] != X || R[1] != Y || R[2] != Z))
    return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION, "kernel '%s' requires group size %ux%ux%u, not %ux%ux%u",
                Name, R[0], R[1], R[2], X, Y, Z);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelSetGroupSize(ze_kernel_handle_t H, uint32_t X, uint32_t Y, uint32_t Z) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  ze_result_t R = checkGroupSize(*K, X, Y, Z);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  K->GroupSize[0] = X;
  K->GroupSize[1] = Y;
  K->GroupSize[2] = Z;
  return ZE_RESULT_SUCCESS;
}

/// The largest divisor of N at most Limit that is a multiple of Multiple,
/// or else the largest divisor at most Limit.
uint32_t largestDivisorAtMost(uint32_t N, uint64_t Limit, uint32_t Multiple = 1) {
  uint64_t Start = Limit < N ? Limit : N;
  for (uint64_t D = Start - Start % Multiple; Multiple > 1 && D >= Multiple; D -= Multiple)
    if (N % D == 0)
      return uint32_t(D);
  for (uint64_t D = Start; D > 1; --D)
    if (N % D == 0)
      return uint32_t(D);
  return 1;
}

ze_result_t ZE_APICALL zeKernelSuggestGroupSize(ze_kernel_handle_t H, uint32_t GX, uint32_t GY, uint32_t GZ,
                                                uint32_t *X, uint32_t *Y, uint32_t *Z) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!X || !Y || !Z)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (!GX || !GY || !GZ)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeKernelSuggestGroupSize: zero global size");
  const uint32_t *R = K->Info->RequiredGroupSize;
  if (R[0]) {
    *X = R[0], *Y = R[1], *Z = R[2];
    return ZE_RESULT_SUCCESS;
  }
  // Groups must tile the global size exactly. PoCL compiles one work-group
  // function per group size, so moderate groups keep its compile times
  // short. Intel's runtime compiles once, runs a group's work-items 16 (or
  // 8, 4) at a time in vector lanes and pays for each group: there groups of
  // 256 or, for large ranges, about the square root of the item count (as
  // many groups as items in each, about what it chooses itself for a null
  // local size), a multiple of 16 where one divides the size. 250 items per
  // group made a 1e7-item vector add take 1.25x the time of 2000
  // (docs/results/SYCL-benchmarks.md).
  const ClDevice &P = K->Dev->CL;
  uint64_t Budget = 256;
  uint32_t Multiple = 1;
  if (!K->Dev->B->compilesPerGroupSize()) {
    Budget = std::max<uint64_t>(Budget, uint64_t(std::sqrt(double(GX) * GY * GZ)));
    Multiple = 16;
  }
  Budget = std::min<uint64_t>(Budget, K->MaxGroupSize);
  *X = largestDivisorAtMost(GX, std::min<uint64_t>(Budget, P.MaxItemSizes[0]), Multiple);
  Budget /= *X;
  *Y = largestDivisorAtMost(GY, std::min<uint64_t>(Budget, P.MaxItemSizes[1]));
  Budget /= *Y;
  *Z = largestDivisorAtMost(GZ, std::min<uint64_t>(Budget, P.MaxItemSizes[2]));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelSetArgumentValue(ze_kernel_handle_t H, uint32_t Index, size_t Size,
                                                const void *Value) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (Index >= K->Args.size())
    return fail(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX, "kernel '%s' has %zu arguments, index %u is invalid",
                K->Info->Name.c_str(), K->Args.size(), Index);
  const spirv_info::Param &P = K->Info->Params[Index];
  ArgValue A;
  switch (P.Kind) {
  case spirv_info::ParamKind::LocalPointer:
    if (Value || Size == 0 || Size > K->Dev->CL.LocalMemSize)
      return fail(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE,
                  "argument %u is local memory: pass a null value and a size in [1, %llu], got %zu", Index,
                  (unsigned long long)K->Dev->CL.LocalMemSize, Size);
    A.State = ArgValue::Local;
    A.LocalSize = Size;
    break;
  case spirv_info::ParamKind::GlobalPointer:
  case spirv_info::ParamKind::ConstantPointer:
  case spirv_info::ParamKind::GenericPointer:
    if (Size != P.Size)
      return fail(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE, "argument %u is a pointer of %llu bytes, got %zu",
                  Index, (unsigned long long)P.Size, Size);
    A.State = ArgValue::Pointer;
    if (Value)
      memcpy(&A.Ptr, Value, sizeof(void *));
    break;
  case spirv_info::ParamKind::Value:
    if (Size != P.Size)
      return fail(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE, "argument %u (%s) has %llu bytes, got %zu", Index,
                  P.TypeName.c_str(), (unsigned long long)P.Size, Size);
    if (!Value)
      return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    A.State = ArgValue::Bytes;
    A.Data.assign(static_cast<const uint8_t *>(Value), static_cast<const uint8_t *>(Value) + Size);
    break;
  case spirv_info::ParamKind::Image:
  case spirv_info::ParamKind::Sampler:
    if (ze_result_t R = imageArgument(*K, Index, Size, Value, A))
      return R;
    break;
  default:
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE, "argument %u has unsupported type %s", Index,
                P.TypeName.c_str());
  }
  K->Args[Index] = std::move(A);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelSetIndirectAccess(ze_kernel_handle_t H, ze_kernel_indirect_access_flags_t F) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  K->Indirect = F;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelGetIndirectAccess(ze_kernel_handle_t H, ze_kernel_indirect_access_flags_t *F) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!F)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  *F = K->Indirect;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelGetSourceAttributes(ze_kernel_handle_t H, uint32_t *Size, char **Out) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Size)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  static thread_local std::string Attr;
  const uint32_t *R = K->Info->RequiredGroupSize;
  Attr = R[0] ? "reqd_work_group_size(" + std::to_string(R[0]) + "," + std::to_string(R[1]) + "," +
                    std::to_string(R[2]) + ")"
              : "";
  if (uint32_t S = K->Info->RequiredSubGroupSize)
    Attr += (Attr.empty() ? "" : " ") + std::string("intel_reqd_sub_group_size(") + std::to_string(S) + ")";
  if (Out) {
    if (*Size < Attr.size() + 1)
      return ZE_RESULT_ERROR_INVALID_SIZE;
    memcpy(*Out, Attr.c_str(), Attr.size() + 1);
  }
  *Size = uint32_t(Attr.size() + 1);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelGetProperties(ze_kernel_handle_t H, ze_kernel_properties_t *P) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  P->numKernelArgs = uint32_t(K->Args.size());
  P->requiredGroupSizeX = K->Info->RequiredGroupSize[0];
  P->requiredGroupSizeY = K->Info->RequiredGroupSize[1];
  P->requiredGroupSizeZ = K->Info->RequiredGroupSize[2];
  P->requiredNumSubGroups = 0;
  P->requiredSubgroupSize = K->Info->RequiredSubGroupSize;
  // Level-Zero 1.4 has no per-kernel group limit: callers take it as
  // maxNumSubgroups * maxSubgroupSize, which stays within the OpenCL
  // kernel's (its private memory can make that less than the device's).
  // A kernel allowed fewer work-items than the largest sub-group size has no
  // sub-groups that large; with no sub-groups the count is of work-items.
  P->maxSubgroupSize = K->Info->RequiredSubGroupSize;
  if (!P->maxSubgroupSize)
    for (uint32_t S : K->Dev->CL.SubGroupSizes)
      if (S <= K->MaxGroupSize)
        P->maxSubgroupSize = std::max(P->maxSubgroupSize, S);
  P->maxNumSubgroups = uint32_t(K->MaxGroupSize / std::max(P->maxSubgroupSize, 1u));
  P->localMemSize = uint32_t(K->LocalMemSize);
  P->privateMemSize = uint32_t(K->PrivateMemSize);
  P->spillMemSize = 0;
  memset(&P->uuid, 0, sizeof(P->uuid));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelGetName(ze_kernel_handle_t H, size_t *Size, char *Name) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Size)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  const std::string &N = K->Info->Name;
  if (Name) {
    if (*Size < N.size() + 1)
      return ZE_RESULT_ERROR_INVALID_SIZE;
    memcpy(Name, N.c_str(), N.size() + 1);
  }
  *Size = N.size() + 1;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelSetGlobalOffsetExp(ze_kernel_handle_t H, uint32_t X, uint32_t Y, uint32_t Z) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  K->Offset[0] = X;
  K->Offset[1] = Y;
  K->Offset[2] = Z;
  return ZE_RESULT_SUCCESS;
}

} // namespace

namespace zecpu {

Module::~Module() {
  if (Program)
    clReleaseProgram(Program);
}

ClKernel::~ClKernel() {
  if (K)
    clReleaseKernel(K);
}

void implementModule(ze_module_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeModuleCreate;
  T.pfnDestroy = zecpu_api::zeModuleDestroy;
  T.pfnGetNativeBinary = zecpu_api::zeModuleGetNativeBinary;
  T.pfnGetKernelNames = zecpu_api::zeModuleGetKernelNames;
  T.pfnGetProperties = zecpu_api::zeModuleGetProperties;
}
void implementBuildLog(ze_module_build_log_dditable_t &T) {
  T.pfnDestroy = zecpu_api::zeModuleBuildLogDestroy;
  T.pfnGetString = zecpu_api::zeModuleBuildLogGetString;
}
void implementKernel(ze_kernel_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeKernelCreate;
  T.pfnDestroy = zecpu_api::zeKernelDestroy;
  T.pfnSetCacheConfig = zecpu_api::zeKernelSetCacheConfig;
  T.pfnSetGroupSize = zecpu_api::zeKernelSetGroupSize;
  T.pfnSuggestGroupSize = zecpu_api::zeKernelSuggestGroupSize;
  T.pfnSetArgumentValue = zecpu_api::zeKernelSetArgumentValue;
  T.pfnSetIndirectAccess = zecpu_api::zeKernelSetIndirectAccess;
  T.pfnGetIndirectAccess = zecpu_api::zeKernelGetIndirectAccess;
  T.pfnGetSourceAttributes = zecpu_api::zeKernelGetSourceAttributes;
  T.pfnGetProperties = zecpu_api::zeKernelGetProperties;
  T.pfnGetName = zecpu_api::zeKernelGetName;
}
void implementKernelExp(ze_kernel_exp_dditable_t &T) { T.pfnSetGlobalOffsetExp = zecpu_api::zeKernelSetGlobalOffsetExp; }

} // namespace zecpu
