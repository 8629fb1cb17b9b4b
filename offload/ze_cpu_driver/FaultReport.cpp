//===- FaultReport.cpp - name the kernel that faulted ---------------------===//
//
// A kernel that faults on a CPU device (an out-of-range access, a null
// pointer, an integer division by zero on PoCL) faults in the process's own
// threads. Intel's OpenCL runtime installs LLVM's signal handlers, which
// print a request to report a bug to Intel, whichever device the kernel ran
// on. While a launch runs, the driver's handler comes first: it says which
// kernel faulted, on which device, and what the address is relative to the
// device's allocations, then lets the signal take its default action (the
// process ends by that signal). A fault while no kernel runs goes to the
// handler that was there before. The OpenCL implementations' own handlers
// never stay installed (ForeignSignalHandlersGuard).
//
// A GPU profile's device memory is inaccessible to the host outside its
// kernels and the driver's copies (GpuProfile.cpp): a fault there while the
// device has no user is the host touching device memory, and is reported as
// such.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "Driver.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <unistd.h>

namespace zecpu {
namespace {

constexpr int NumSlots = 128; // launches running or queued at once (see RunningKernel)
std::atomic<RunningKernel *> Running[NumSlots];

constexpr int Signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};

// Kernel names as their authors wrote them, from the SYCL library when the
// process has it (sycl/lib/kernel_names.h): a SYCL kernel's module name is
// a mangled type. Found when the handlers are installed, not in them.
using DisplayNameFn = size_t (*)(const char *, char *, size_t);
DisplayNameFn DisplayName = nullptr;

std::string displayName(const std::string &Name) {
  if (!DisplayName)
    return Name;
  char Buf[512];
  DisplayName(Name.c_str(), Buf, sizeof(Buf));
  return Buf;
}

constexpr int NumWatched = 8; // devices with guarded device memory
std::atomic<Device *> Watched[NumWatched];

/// Reports a fault at Addr inside a guarded device allocation while its
/// device has no user: the host touched device memory. Best effort, like
/// describeAddress.
bool hostAccessToDeviceMemory(uintptr_t Addr) {
  for (auto &Slot : Watched) {
    Device *D = Slot.load();
    if (!D || D->CL.Users.load() != 0 || !D->CL.AllocMutex.try_lock())
      continue;
    bool Found = false;
    char Msg[1024];
    int N = 0;
    auto It = D->CL.Allocs.upper_bound(Addr);
    if (It != D->CL.Allocs.begin()) {
      --It;
      const size_t Page = size_t(sysconf(_SC_PAGESIZE));
      size_t Mapped = (It->second.Size + Page - 1) / Page * Page;
      if (It->second.Type == ZE_MEMORY_TYPE_DEVICE && Addr < It->first + Mapped) {
        Found = true;
        N = snprintf(Msg, sizeof(Msg),
                     "error: host access to device memory at %p (byte %zu of the %zu-byte device allocation at %p) "
                     "of '%s': no kernel of the device runs; as on a discrete GPU, the host may reach device "
                     "allocations only through copies (or use host or shared allocations)\n",
                     reinterpret_cast<void *>(Addr), size_t(Addr - It->first), It->second.Size,
                     reinterpret_cast<void *>(It->first), D->Name.c_str());
      }
    }
    D->CL.AllocMutex.unlock();
    if (Found) {
      if (N > 0)
        (void)!write(STDERR_FILENO, Msg, size_t(std::min(N, int(sizeof(Msg) - 1))));
      return true;
    }
  }
  return false;
}
struct sigaction Previous[NSIG];

const char *what(int Sig, int Code) {
  switch (Sig) {
  case SIGSEGV:
    return "invalid memory access (SIGSEGV)";
  case SIGBUS:
    return "invalid memory access (SIGBUS)";
  case SIGFPE:
    return Code == FPE_INTDIV ? "integer division by zero (SIGFPE)"
           : Code == FPE_INTOVF ? "integer overflow (SIGFPE)"
                                : "arithmetic exception (SIGFPE)";
  default:
    return "illegal instruction (SIGILL)";
  }
}

/// Where Addr is relative to the device's allocations. Best effort: the
/// allocation map is skipped if another thread holds it.
void describeAddress(ClDevice &D, uintptr_t Addr, char *Out, size_t Size) {
  if (Addr < 4096) {
    snprintf(Out, Size, "a null pointer");
    return;
  }
  if (!D.AllocMutex.try_lock()) {
    snprintf(Out, Size, "allocations unknown");
    return;
  }
  const uintptr_t Near = 1 << 20;
  auto It = D.Allocs.upper_bound(Addr);
  if (It != D.Allocs.begin()) {
    auto Below = std::prev(It);
    uintptr_t End = Below->first + Below->second.Size;
    if (Addr < End)
      snprintf(Out, Size, "byte %zu of the %zu-byte allocation at %p", size_t(Addr - Below->first),
               Below->second.Size, reinterpret_cast<void *>(Below->first));
    else if (Addr - End < Near)
      snprintf(Out, Size, "%zu bytes past the end of the %zu-byte allocation at %p", size_t(Addr - End),
               Below->second.Size, reinterpret_cast<void *>(Below->first));
    else
      Below = D.Allocs.end();
    if (Below != D.Allocs.end()) {
      D.AllocMutex.unlock();
      return;
    }
  }
  if (It != D.Allocs.end() && It->first - Addr < Near)
    snprintf(Out, Size, "%zu bytes before the %zu-byte allocation at %p", size_t(It->first - Addr), It->second.Size,
             reinterpret_cast<void *>(It->first));
  else
    snprintf(Out, Size, "not in or near any allocation of the device");
  D.AllocMutex.unlock();
}

// Whether a launch marked before K on K's queue is still marked: K then
// waits for it (queued launches run in order).
bool queuedBehind(const RunningKernel *K) {
  for (auto &Slot : Running) {
    RunningKernel *Other = Slot.load();
    if (Other && Other != K && Other->Queue == K->Queue && Other->Seq < K->Seq)
      return true;
  }
  return false;
}

// The launch marked next after K on K's queue, if any.
RunningKernel *nextOnQueue(const RunningKernel *K) {
  RunningKernel *Next = nullptr;
  for (auto &Slot : Running) {
    RunningKernel *Other = Slot.load();
    if (Other && Other->Queue == K->Queue && Other->Seq > K->Seq && (!Next || Other->Seq < Next->Seq))
      Next = Other;
  }
  return Next;
}

void onFault(int Sig, siginfo_t *Info, void *Ctx) {
  if (Sig == SIGSEGV && hostAccessToDeviceMemory(reinterpret_cast<uintptr_t>(Info->si_addr))) {
    signal(Sig, SIG_DFL);
    return;
  }
  bool Any = false;
  for (auto &Slot : Running) {
    RunningKernel *K = Slot.load();
    if (!K || queuedBehind(K))
      continue;
    Any = true;
    char Where[256], Msg[1024];
    uintptr_t Addr = reinterpret_cast<uintptr_t>(Info->si_addr);
    if (Sig == SIGSEGV || Sig == SIGBUS)
      describeAddress(K->Dev, Addr, Where, sizeof(Where));
    else
      snprintf(Where, sizeof(Where), "the faulting instruction");
    int N = snprintf(Msg, sizeof(Msg), "error: kernel '%s' on the SPIR-V CPU device (%s) faulted: %s at %p (%s)\n",
                     displayName(K->Name).c_str(), K->Backend, what(Sig, Info->si_code),
                     Info->si_addr, Where);
    if (N > 0)
      (void)!write(STDERR_FILENO, Msg, size_t(std::min(N, int(sizeof(Msg) - 1))));
    // A launch is unmarked by its completion callback, which may come after
    // the next launch on the queue has started.
    if (RunningKernel *Next = nextOnQueue(K)) {
      std::string NextName = displayName(Next->Name);
      N = snprintf(Msg, sizeof(Msg), "note: or kernel '%s', queued after it, if '%s' had just completed\n",
                   NextName.c_str(), displayName(K->Name).c_str());
      if (N > 0)
        (void)!write(STDERR_FILENO, Msg, size_t(std::min(N, int(sizeof(Msg) - 1))));
    }
  }
  if (Any) {
    // The instruction faults again on return, now with the default action.
    signal(Sig, SIG_DFL);
    return;
  }
  // Not a kernel's fault: whoever handled it before.
  const struct sigaction &P = Previous[Sig];
  if (P.sa_flags & SA_SIGINFO) {
    if (P.sa_sigaction)
      return P.sa_sigaction(Sig, Info, Ctx);
  } else if (P.sa_handler != SIG_DFL && P.sa_handler != SIG_IGN) {
    return P.sa_handler(Sig);
  }
  signal(Sig, SIG_DFL);
}

/// Puts onFault first for the fault signals, once. What was there before,
/// usually the application's handlers or none, handles the other faults.
void install() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    DisplayName = reinterpret_cast<DisplayNameFn>(dlsym(RTLD_DEFAULT, "spirv_kernel_display_name"));
    for (int Sig : Signals) {
      struct sigaction A;
      memset(&A, 0, sizeof(A));
      A.sa_sigaction = onFault;
      A.sa_flags = SA_SIGINFO | SA_NODEFER;
      sigemptyset(&A.sa_mask);
      sigaction(Sig, &A, &Previous[Sig]);
    }
  });
}

bool sameHandler(const struct sigaction &A, const struct sigaction &B) {
  if ((A.sa_flags & SA_SIGINFO) != (B.sa_flags & SA_SIGINFO))
    return false;
  return (A.sa_flags & SA_SIGINFO) ? A.sa_sigaction == B.sa_sigaction : A.sa_handler == B.sa_handler;
}

} // namespace

ForeignSignalHandlersGuard::ForeignSignalHandlersGuard() {
  for (int Sig = 1; Sig < NumSignals; ++Sig)
    Valid[Sig] = sigaction(Sig, nullptr, &Saved[Sig]) == 0;
}

ForeignSignalHandlersGuard::~ForeignSignalHandlersGuard() {
  for (int Sig = 1; Sig < NumSignals; ++Sig) {
    struct sigaction Now;
    if (Valid[Sig] && sigaction(Sig, nullptr, &Now) == 0 && !sameHandler(Now, Saved[Sig]))
      sigaction(Sig, &Saved[Sig], nullptr);
  }
}

void watchDeviceMemory(Device &D) {
  install();
  for (auto &Slot : Watched) {
    Device *Free = nullptr;
    if (Slot.load() == &D || Slot.compare_exchange_strong(Free, &D))
      return;
  }
}

RunningKernel::RunningKernel(Device &D, const std::string &KernelName, const void *Queue)
    : Name(KernelName), Backend(D.B->name()), Dev(D.CL), Queue(Queue) {
  static std::atomic<uint64_t> NextSeq{0};
  Seq = NextSeq++;
  install();
  // The device's memory is open while its kernels run.
  if (Dev.GuardDeviceMemory)
    Dev.beginAccess();
  for (int I = 0; I < NumSlots; ++I) {
    RunningKernel *Free = nullptr;
    if (Running[I].compare_exchange_strong(Free, this)) {
      Index = I;
      return;
    }
  }
}

RunningKernel::~RunningKernel() {
  if (Index >= 0)
    Running[Index].store(nullptr);
  if (Dev.GuardDeviceMemory)
    Dev.endAccess();
}

} // namespace zecpu
