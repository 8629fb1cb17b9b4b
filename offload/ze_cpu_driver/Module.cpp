//===- Module.cpp - CPU Level-Zero driver: modules, build logs, kernels ---===//
//
// SPIR-V IL -> llvm-spirv-15 -r -> SPIR 1.2 bitcode -> PoCL
// (clCreateProgramWithBinary). Debian's PoCL 3.1 has no IL support
// (CL_DEVICE_IL_VERSION is empty) but accepts SPIR bitcode as a binary; it
// must never be handed anything else (raw SPIR-V crashes it), so inputs are
// checked first.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace zecpu;

namespace zecpu_api {

// Native binaries are our own container: the SPIR-V (to know the kernel
// interface again) followed by the bitcode PoCL builds.
const char NativeMagic[8] = {'Z', 'E', 'C', 'P', 'U', 'B', 'C', '1'};

// Modules with live kernels may not be destroyed.
std::mutex KernelCountMutex;
std::map<const Module *, unsigned> KernelCount;

bool readFile(const std::string &Path, std::vector<uint8_t> &Out) {
  FILE *F = fopen(Path.c_str(), "rb");
  if (!F)
    return false;
  Out.clear();
  uint8_t Buf[65536];
  size_t N;
  while ((N = fread(Buf, 1, sizeof(Buf), F)) > 0)
    Out.insert(Out.end(), Buf, Buf + N);
  fclose(F);
  return true;
}

bool writeFile(const std::string &Path, const void *Data, size_t Size) {
  FILE *F = fopen(Path.c_str(), "wb");
  if (!F)
    return false;
  bool Ok = fwrite(Data, 1, Size, F) == Size;
  return fclose(F) == 0 && Ok;
}

/// Runs the Khronos reader on the SPIR-V; its diagnostics become the log.
bool translateToBitcode(const uint8_t *Spv, size_t Size, std::vector<uint8_t> &Bitcode, std::string &Log) {
  const char *Tmp = getenv("TMPDIR");
  std::string Dir = std::string(Tmp && *Tmp ? Tmp : "/tmp") + "/ze-cpu-XXXXXX";
  if (!mkdtemp(&Dir[0])) {
    Log = "cannot create a temporary directory: " + std::string(strerror(errno));
    return false;
  }
  std::string In = Dir + "/module.spv", Out = Dir + "/module.bc", Err = Dir + "/reader.log";
  bool Ok = false;
  if (!writeFile(In, Spv, Size)) {
    Log = "cannot write " + In;
  } else {
    const std::string &Reader = platform().LlvmSpirv;
    std::vector<std::string> Args = {Reader, "-r", In, "-o", Out};
    std::vector<char *> Argv;
    for (std::string &A : Args)
      Argv.push_back(&A[0]);
    Argv.push_back(nullptr);
    posix_spawn_file_actions_t FA;
    posix_spawn_file_actions_init(&FA);
    posix_spawn_file_actions_addopen(&FA, 1, Err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&FA, 1, 2);
    pid_t Pid;
    int SpawnErr = posix_spawn(&Pid, Reader.c_str(), &FA, nullptr, Argv.data(), environ);
    posix_spawn_file_actions_destroy(&FA);
    if (SpawnErr) {
      Log = "cannot run the SPIR-V reader '" + Reader + "': " + strerror(SpawnErr) +
            " (install llvm-spirv-15 or set ZE_CPU_LLVM_SPIRV)";
    } else {
      int Status = 0;
      while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
      }
      std::vector<uint8_t> Msg;
      readFile(Err, Msg);
      Log.assign(Msg.begin(), Msg.end());
      if (!WIFEXITED(Status) || WEXITSTATUS(Status) != 0) {
        Log = "SPIR-V reader (" + Reader + " -r) failed:\n" + Log;
      } else if (!readFile(Out, Bitcode) || Bitcode.size() < 4) {
        Log += "SPIR-V reader produced no bitcode";
      } else {
        Ok = true;
      }
    }
  }
  unlink(In.c_str());
  unlink(Out.c_str());
  unlink(Err.c_str());
  rmdir(Dir.c_str());
  return Ok;
}

/// Level-Zero build flags are -ze-*; OpenCL's are -cl-*. Map what has a
/// meaning here, pass through what PoCL may understand, drop the rest.
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

bool isBitcode(const std::vector<uint8_t> &B) {
  return B.size() >= 4 && B[0] == 'B' && B[1] == 'C' && B[2] == 0xC0 && B[3] == 0xDE;
}

ze_result_t buildProgram(Module &M, const char *Flags, std::string &Log) {
  Platform &P = platform();
  std::string Notes;
  std::string Options = translateOptions(Flags, Notes);
  Log = Notes;
  const unsigned char *Bin = M.Bitcode.data();
  size_t Len = M.Bitcode.size();
  cl_int BinStatus = CL_SUCCESS, Err = CL_SUCCESS;
  M.Program = clCreateProgramWithBinary(P.Ctx, 1, &P.Dev, &Len, &Bin, &BinStatus, &Err);
  if (!M.Program || Err != CL_SUCCESS) {
    Log += "OpenCL rejected the SPIR bitcode (clCreateProgramWithBinary error " + std::to_string(Err) + ")\n";
    return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
  }
  Err = clBuildProgram(M.Program, 1, &P.Dev, Options.c_str(), nullptr, nullptr);
  size_t N = 0;
  clGetProgramBuildInfo(M.Program, P.Dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &N);
  if (N > 1) {
    std::string CLLog(N, '\0');
    clGetProgramBuildInfo(M.Program, P.Dev, CL_PROGRAM_BUILD_LOG, N, &CLLog[0], nullptr);
    CLLog.resize(strlen(CLLog.c_str()));
    Log += CLLog;
  }
  if (Err != CL_SUCCESS) {
    if (Err == CL_INVALID_BUILD_OPTIONS)
      Log += "invalid build options: '" + std::string(Flags ? Flags : "") + "'\n";
    Log += "OpenCL build failed (clBuildProgram error " + std::to_string(Err) + ")\n";
    return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
  }
  return ZE_RESULT_SUCCESS;
}

ze_result_t createModule(const ze_module_desc_t *Desc, Module &M, std::string &Log) {
  if (Desc->pConstants && Desc->pConstants->numConstants) {
    Log = "specialization constants are not supported by the CPU device\n";
    return ZE_RESULT_ERROR_UNSUPPORTED_FEATURE;
  }
  const uint8_t *Spv = Desc->pInputModule;
  size_t SpvSize = Desc->inputSize;
  if (Desc->format == ZE_MODULE_FORMAT_NATIVE) {
    uint64_t Len = 0;
    if (SpvSize < 16 || memcmp(Spv, NativeMagic, 8) != 0 || (memcpy(&Len, Spv + 8, 8), Len > SpvSize - 16)) {
      Log = "not a native binary of this device\n";
      return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
    }
    M.Bitcode.assign(Spv + 16 + Len, Spv + SpvSize);
    SpvSize = Len;
    Spv += 16;
    if (!isBitcode(M.Bitcode)) {
      Log = "native binary holds no LLVM bitcode\n";
      return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
    }
  } else if (Desc->format != ZE_MODULE_FORMAT_IL_SPIRV) {
    return ZE_RESULT_ERROR_INVALID_ENUMERATION;
  }
  std::string Err;
  if (!spirv_info::parse(Spv, SpvSize, M.Info, Err)) {
    Log = "invalid SPIR-V module: " + Err + "\n";
    return Desc->format == ZE_MODULE_FORMAT_NATIVE ? ZE_RESULT_ERROR_INVALID_NATIVE_BINARY
                                                   : ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
  }
  if (M.Info.Version > 0x00010400) {
    Log = "SPIR-V " + spirv_info::versionString(M.Info.Version) +
          " is newer than the highest version this device reads (1.4)\n";
    return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
  }
  if (Desc->format == ZE_MODULE_FORMAT_IL_SPIRV) {
    std::vector<uint32_t> Words((SpvSize + 3) / 4);
    memcpy(Words.data(), Spv, SpvSize);
    spirv_info::clearDontInline(Words);
    std::vector<uint8_t> Bitcode;
    if (!translateToBitcode(reinterpret_cast<const uint8_t *>(Words.data()), SpvSize, Bitcode, Log))
      return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
    if (!isBitcode(Bitcode)) {
      Log += "SPIR-V reader output is not LLVM bitcode\n";
      return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
    }
    M.Bitcode = std::move(Bitcode);
  }
  std::string BuildLog;
  ze_result_t R = buildProgram(M, Desc->pBuildFlags, BuildLog);
  Log += BuildLog;
  if (R != ZE_RESULT_SUCCESS)
    return R;
  // Keep the SPIR-V with the bitcode so a native binary can be reloaded.
  std::vector<uint8_t> Native(NativeMagic, NativeMagic + 8);
  uint64_t Len = SpvSize;
  Native.insert(Native.end(), reinterpret_cast<uint8_t *>(&Len), reinterpret_cast<uint8_t *>(&Len) + 8);
  Native.insert(Native.end(), Spv, Spv + SpvSize);
  Native.insert(Native.end(), M.Bitcode.begin(), M.Bitcode.end());
  M.Bitcode.swap(Native);
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleCreate(ze_context_handle_t C, ze_device_handle_t D, const ze_module_desc_t *Desc,
                                      ze_module_handle_t *Out, ze_module_build_log_handle_t *LogOut) {
  if (!cast<Context>(C) || !cast<Device>(D))
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out || !Desc->pInputModule)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Desc->inputSize == 0)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  auto M = std::make_unique<Module>();
  std::string Log;
  ze_result_t R = createModule(Desc, *M, Log);
  if (!Log.empty())
    debug("module build log:\n%s", Log.c_str());
  if (LogOut) {
    auto *L = new BuildLog();
    L->Text = Log;
    *LogOut = reinterpret_cast<ze_module_build_log_handle_t>(static_cast<Object *>(L));
  }
  if (R != ZE_RESULT_SUCCESS) {
    *Out = nullptr;
    return fail(R, "zeModuleCreate failed");
  }
  *Out = reinterpret_cast<ze_module_handle_t>(static_cast<Object *>(M.release()));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeModuleDestroy(ze_module_handle_t H) {
  Module *M = cast<Module>(H);
  if (!M)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  {
    std::lock_guard<std::mutex> L(KernelCountMutex);
    auto It = KernelCount.find(M);
    if (It != KernelCount.end() && It->second)
      return fail(ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE, "zeModuleDestroy: %u kernels still exist", It->second);
    KernelCount.erase(M);
  }
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
    if (*Size < M->Bitcode.size())
      return ZE_RESULT_ERROR_INVALID_SIZE;
    memcpy(Data, M->Bitcode.data(), M->Bitcode.size());
  }
  *Size = M->Bitcode.size();
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
  cl_kernel CK = clCreateKernel(M->Program, Desc->pKernelName, &Err);
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
  Platform &P = platform();
  clGetKernelWorkGroupInfo(CK, P.Dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof(size_t), &K->MaxGroupSize, nullptr);
  cl_ulong LM = 0, PM = 0;
  clGetKernelWorkGroupInfo(CK, P.Dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(LM), &LM, nullptr);
  clGetKernelWorkGroupInfo(CK, P.Dev, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof(PM), &PM, nullptr);
  K->LocalMemSize = LM;
  K->PrivateMemSize = PM;
  if (!K->MaxGroupSize)
    K->MaxGroupSize = P.MaxGroupSize;
  K->Args.resize(Info->Params.size());
  if (Info->RequiredGroupSize[0])
    for (int D = 0; D < 3; ++D)
      K->GroupSize[D] = Info->RequiredGroupSize[D];
  {
    std::lock_guard<std::mutex> L(KernelCountMutex);
    ++KernelCount[M];
  }
  *Out = reinterpret_cast<ze_kernel_handle_t>(static_cast<Object *>(K));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelDestroy(ze_kernel_handle_t H) {
  Kernel *K = cast<Kernel>(H);
  if (!K)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  {
    std::lock_guard<std::mutex> L(KernelCountMutex);
    --KernelCount[K->Owner];
  }
  delete K; // recorded launches keep the OpenCL kernel alive via shared_ptr
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeKernelSetCacheConfig(ze_kernel_handle_t H, ze_cache_config_flags_t) {
  return cast<Kernel>(H) ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_NULL_HANDLE; // no configurable cache
}

ze_result_t checkGroupSize(const Kernel &K, uint32_t X, uint32_t Y, uint32_t Z) {
  Platform &P = platform();
  uint32_t G[3] = {X, Y, Z};
  for (int D = 0; D < 3; ++D)
    if (G[D] == 0 || G[D] > P.MaxItemSizes[D])
      return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION,
                  "group size %ux%ux%u: dimension %d must be in [1, %zu]", X, Y, Z, D, P.MaxItemSizes[D]);
  uint64_t Total = uint64_t(X) * Y * Z;
  if (Total > K.MaxGroupSize)
    return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION,
                "group size %ux%ux%u (%llu items) exceeds the kernel's maximum of %zu", X, Y, Z,
                (unsigned long long)Total, K.MaxGroupSize);
  const uint32_t *R = K.Info->RequiredGroupSize;
  if (R[0] && (R[0] != X || R[1] != Y || R[2] != Z))
    return fail(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION, "kernel requires group size %ux%ux%u", R[0], R[1],
                R[2]);
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

uint32_t largestDivisorAtMost(uint32_t N, uint64_t Limit) {
  for (uint64_t D = Limit < N ? Limit : N; D > 1; --D)
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
  // function per local size, so moderate groups keep compile times short.
  Platform &P = platform();
  uint64_t Budget = K->MaxGroupSize < 256 ? K->MaxGroupSize : 256;
  *X = largestDivisorAtMost(GX, Budget < P.MaxItemSizes[0] ? Budget : P.MaxItemSizes[0]);
  Budget /= *X;
  *Y = largestDivisorAtMost(GY, Budget < P.MaxItemSizes[1] ? Budget : P.MaxItemSizes[1]);
  Budget /= *Y;
  *Z = largestDivisorAtMost(GZ, Budget < P.MaxItemSizes[2] ? Budget : P.MaxItemSizes[2]);
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
    if (Value || Size == 0 || Size > platform().LocalMemSize)
      return fail(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE,
                  "argument %u is local memory: pass a null value and a size in [1, %llu], got %zu", Index,
                  (unsigned long long)platform().LocalMemSize, Size);
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
  P->requiredSubgroupSize = 0;
  P->maxSubgroupSize = 1;
  P->maxNumSubgroups = uint32_t(K->MaxGroupSize);
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
