//===- GpuProfile.cpp - a CPU device that behaves like an Intel GPU -------===//
//
// ZE_CPU_DEVICE_PROFILE=dg2 (or tgllp, pvc) adds one device to the driver: a
// second device over Intel's OpenCL CPU runtime that reports the GPU device
// type, Intel's vendor id and the GPU's limits, and enforces them, so that a
// program written for that GPU meets on the CPU what it would meet there:
//  - its limits: group size, local memory, sub-group sizes, no fp64 where
//    the GPU has none (Validate.cpp refuses such modules by name);
//  - Intel's GPU compiler: each module must also build with ocloc for the
//    GPU, where ocloc is installed;
//  - discrete memory: device allocations are the driver's own pages, mapped
//    inaccessible while none of the device's kernels runs and none of the
//    driver's copies or fills touches them, so a host access faults where it
//    would on a discrete GPU (FaultReport.cpp names it).
// Intel's runtime, not PoCL, because it has sub-groups (PoCL 3.1 has none).
//
//===----------------------------------------------------------------------===//
#include "Backend.h"
#include "SPIRVGrammarEnums.inc"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace zecpu {

namespace {

// The GPUs' limits as their Level-Zero driver reports them.
const GpuProfile Profiles[] = {
    // Arc A770 (Xe-HPG, DG2-G10): discrete, no fp64.
    {"dg2", "Xe-HPG, Arc A770 class", "dg2-g10", 0x56a0, false, false, {8, 16, 32}, 1024, 64 << 10, 512, 8, 8},
    // Tiger Lake's Gen12 (Xe-LP) GPU: integrated, no fp64.
    {"tgllp", "Xe-LP, Tiger Lake Gen12", "tgllp", 0x9a49, true, false, {8, 16, 32}, 512, 64 << 10, 96, 7, 8},
    // Data Center GPU Max 1550 (Xe-HPC): discrete, fp64.
    {"pvc", "Xe-HPC, Data Center GPU Max class", "pvc", 0x0bd5, false, true, {16, 32}, 1024, 128 << 10, 1024, 8,
     16},
};

size_t pageSize() {
  static const size_t Page = size_t(sysconf(_SC_PAGESIZE));
  return Page;
}

} // namespace

const GpuProfile *findGpuProfile(const std::string &Key) {
  for (const GpuProfile &P : Profiles)
    if (Key == P.Key)
      return &P;
  return nullptr;
}

std::string gpuProfileKeys() {
  std::string Keys;
  for (const GpuProfile &P : Profiles)
    Keys += (Keys.empty() ? "" : ", ") + std::string(P.Key);
  return Keys;
}

void applyGpuProfile(Device &D, const GpuProfile &P) {
  ClDevice &CL = D.CL;
  D.Profile = &P;
  D.Name = std::string("Emulated GPU: ") + P.Description + " (profile " + P.Key + " of the SPIR-V CPU driver)";
  CL.MaxGroupSize = std::min<size_t>(CL.MaxGroupSize, P.MaxGroupSize);
  for (size_t &S : CL.MaxItemSizes)
    S = std::min<size_t>(S, P.MaxGroupSize);
  CL.LocalMemSize = std::min<uint64_t>(CL.LocalMemSize, P.LocalMemSize);
  std::vector<uint32_t> Sizes;
  for (uint32_t S : P.SubGroupSizes)
    if (std::find(CL.SubGroupSizes.begin(), CL.SubGroupSizes.end(), S) != CL.SubGroupSizes.end())
      Sizes.push_back(S);
  CL.SubGroupSizes = Sizes;
  if (!P.Fp64) {
    CL.Fp64 = false;
    // What a module may declare: the OpenCL device's list without Float64
    // and the capabilities that need it.
    namespace Cap = llvm::SPIRV::Capability;
    auto &Caps = CL.SpirvCapabilities;
    Caps.erase(std::remove_if(Caps.begin(), Caps.end(),
                              [](uint32_t C) {
                                return C == Cap::Float64 || C == Cap::AtomicFloat64AddEXT ||
                                       C == Cap::AtomicFloat64MinMaxEXT;
                              }),
               Caps.end());
  }
  CL.GuardDeviceMemory = !P.Integrated;
}

bool gpuCompilerAccepts(const GpuProfile &P, const std::vector<uint32_t> &Words, std::string &Log) {
  // ZE_CPU_OCLOC names the compiler; by default the one on PATH, and without
  // one there is no check.
  std::string Ocloc;
  if (const char *Env = getenv("ZE_CPU_OCLOC"); Env && *Env) {
    Ocloc = Env;
  } else {
    const char *Path = getenv("PATH");
    std::string Dirs = Path ? Path : "/usr/bin:/bin";
    for (size_t At = 0; At <= Dirs.size() && Ocloc.empty();) {
      size_t End = Dirs.find(':', At);
      std::string Dir = Dirs.substr(At, End == std::string::npos ? std::string::npos : End - At);
      std::string Candidate = (Dir.empty() ? "." : Dir) + "/ocloc";
      if (access(Candidate.c_str(), X_OK) == 0)
        Ocloc = Candidate;
      At = End == std::string::npos ? Dirs.size() + 1 : End + 1;
    }
    if (Ocloc.empty())
      return true;
  }
  TempDir Dir;
  if (!Dir.ok(Log))
    return false;
  std::string In = Dir.file("module.spv");
  FILE *F = fopen(In.c_str(), "wb");
  bool Written = F && fwrite(Words.data(), 4, Words.size(), F) == Words.size();
  if (F)
    Written &= fclose(F) == 0;
  if (!Written) {
    Log += "cannot write " + In + " for the GPU compiler\n";
    return false;
  }
  std::string Output, Err;
  if (runProgram({Ocloc, "compile", "-file", In, "-spirv_input", "-device", P.OclocDevice, "-output",
                  Dir.file("module")},
                 Output, Err))
    return true;
  Log += "Intel's GPU compiler (" + Ocloc + " -device " + P.OclocDevice + ") rejected the module (" + Err +
         "):\n" + Output;
  if (!Output.empty() && Output.back() != '\n')
    Log += "\n";
  return false;
}

//===--- Guarded device memory --------------------------------------------===//

void ClDevice::applyAccess(uintptr_t Base, const Alloc &A) const {
  size_t Len = (A.Size + pageSize() - 1) / pageSize() * pageSize();
  mprotect(reinterpret_cast<void *>(Base), Len, Users ? PROT_READ | PROT_WRITE : PROT_NONE);
}

void ClDevice::beginAccess() {
  std::lock_guard<std::mutex> G(AccessMutex);
  if (Users++ != 0)
    return;
  std::lock_guard<std::mutex> L(AllocMutex);
  for (auto &KV : Allocs)
    if (KV.second.Type == ZE_MEMORY_TYPE_DEVICE)
      applyAccess(KV.first, KV.second);
}

void ClDevice::endAccess() {
  std::lock_guard<std::mutex> G(AccessMutex);
  if (--Users != 0)
    return;
  std::lock_guard<std::mutex> L(AllocMutex);
  for (auto &KV : Allocs)
    if (KV.second.Type == ZE_MEMORY_TYPE_DEVICE)
      applyAccess(KV.first, KV.second);
}

DeviceMemoryAccess::DeviceMemoryAccess(std::initializer_list<const void *> Ptrs) {
  size_t N = 0;
  for (const void *P : Ptrs) {
    uintptr_t Base;
    ClDevice::Alloc A;
    Device *D = findAllocation(P, Base, A);
    if (!D || !D->CL.GuardDeviceMemory || A.Type != ZE_MEMORY_TYPE_DEVICE || N == 2 ||
        std::find(Held, Held + N, &D->CL) != Held + N)
      continue;
    D->CL.beginAccess();
    Held[N++] = &D->CL;
  }
}

DeviceMemoryAccess::~DeviceMemoryAccess() {
  for (ClDevice *D : Held)
    if (D)
      D->endAccess();
}

} // namespace zecpu
