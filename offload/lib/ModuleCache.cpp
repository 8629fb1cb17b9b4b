//===- ModuleCache.cpp - Persistent cache of device code ------------------===//
//
// A device's native binary of each module it builds is kept in a directory
// of the user's cache, so that a program's next run loads it instead of
// building again. An entry's file name is the SHA-256 of everything that
// determines the binary (the runtime's version, the device's identity, the
// build options, the specialization constants and the SPIR-V); the entry
// repeats that key and carries a SHA-256 of its contents, so a damaged,
// truncated or foreign file is never given to the driver, and the driver
// itself refuses a native binary of another device. Either is built again
// and replaced. Entries are written to a temporary file and renamed, so
// processes that share the directory never see half an entry. docs/Runtime.md
// ("Device-code cache") lists the environment variables.
//
//===----------------------------------------------------------------------===//
#include "LevelZeroLoader.h"
#include "Plugin.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/SHA256.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace spvrt {
namespace {

constexpr char Magic[8] = {'S', 'P', 'V', 'R', 'T', 'D', 'C', '1'};
// Magic, key, log size, binary size, SHA-256 of log and binary.
constexpr size_t HeaderSize = 8 + 32 + 8 + 8 + 32;
constexpr const char *Suffix = ".bin";
constexpr uint64_t DefaultMaxSize = 1ull << 30;

using Digest = std::array<uint8_t, 32>;

struct CacheConfig {
  bool Enabled = false;
  std::string Dir;
  uint64_t MaxSize = DefaultMaxSize; // 0: unbounded
};

const char *env(const char *Name) {
  const char *V = getenv(Name);
  return V && *V ? V : nullptr;
}

bool isOff(const char *V) {
  std::string S(V);
  std::transform(S.begin(), S.end(), S.begin(), [](unsigned char C) { return char(tolower(C)); });
  return S == "0" || S == "off" || S == "false" || S == "no";
}

void note(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
void note(const char *Fmt, ...) {
  if (!tracing())
    return;
  char Buf[1024];
  va_list Ap;
  va_start(Ap, Fmt);
  vsnprintf(Buf, sizeof(Buf), Fmt, Ap);
  va_end(Ap);
  fprintf(stderr, "[cache] %s\n", Buf);
}

/// Our variables first; DPC++'s equivalents where ours are unset.
const CacheConfig &config() {
  static const CacheConfig C = [] {
    CacheConfig C;
    const char *On = env("SPIRV_OFFLOAD_CACHE");
    if (!On)
      On = env("SYCL_CACHE_PERSISTENT");
    if (On && isOff(On))
      return C;
    if (const char *D = env("SPIRV_OFFLOAD_CACHE_DIR"))
      C.Dir = D;
    else if (const char *D = env("SYCL_CACHE_DIR"))
      C.Dir = std::string(D) + "/spirv-toolchain"; // apart from DPC++'s own entries
    else if (const char *D = env("XDG_CACHE_HOME"))
      C.Dir = std::string(D) + "/spirv-toolchain/device-code";
    else if (const char *D = env("HOME"))
      C.Dir = std::string(D) + "/.cache/spirv-toolchain/device-code";
    else
      return C; // nowhere to keep it
    const char *Max = env("SPIRV_OFFLOAD_CACHE_MAX_SIZE");
    if (!Max)
      Max = env("SYCL_CACHE_MAX_SIZE");
    if (Max) {
      char *End = nullptr;
      unsigned long long V = strtoull(Max, &End, 10);
      if (End && *End == '\0')
        C.MaxSize = V;
      else
        fprintf(stderr, "spirv-offload: warning: ignoring SPIRV_OFFLOAD_CACHE_MAX_SIZE='%s' (not a number of bytes)\n",
                Max);
    }
    C.Enabled = true;
    return C;
  }();
  return C;
}

void addField(llvm::SHA256 &H, const void *Data, size_t Size) {
  uint64_t N = Size; // length-prefixed: fields cannot run into each other
  H.update(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(&N), sizeof N));
  H.update(llvm::ArrayRef<uint8_t>(static_cast<const uint8_t *>(Data), Size));
}
void addField(llvm::SHA256 &H, const std::string &S) { addField(H, S.data(), S.size()); }

Digest cacheKey(const std::string &Identity, const void *SPIRV, size_t Size, const char *Options,
                const std::vector<spvrt_spec_constant> &Constants) {
  llvm::SHA256 H;
  addField(H, std::string("spirv-offload device code 1 ") + SPVRT_VERSION_STRING);
  addField(H, Identity);
  addField(H, std::string(Options ? Options : ""));
  uint64_t N = Constants.size();
  addField(H, &N, sizeof N);
  for (const spvrt_spec_constant &C : Constants) {
    addField(H, &C.id, sizeof C.id);
    addField(H, C.value, C.size);
  }
  addField(H, SPIRV, Size);
  return H.final();
}

std::string hex(const Digest &D) {
  static const char Digits[] = "0123456789abcdef";
  std::string S;
  for (uint8_t B : D) {
    S += Digits[B >> 4];
    S += Digits[B & 15];
  }
  return S;
}

bool readFile(const std::string &Path, std::vector<uint8_t> &Out) {
  FILE *F = fopen(Path.c_str(), "rb");
  if (!F)
    return false;
  uint8_t Buf[65536];
  size_t N;
  while ((N = fread(Buf, 1, sizeof(Buf), F)) > 0)
    Out.insert(Out.end(), Buf, Buf + N);
  bool Ok = !ferror(F);
  fclose(F);
  return Ok;
}

Digest contentSum(const uint8_t *Data, size_t Size) {
  return llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(Data, Size));
}

/// Checks an entry against its key; gives its build log and binary.
bool parseEntry(const std::vector<uint8_t> &E, const Digest &Key, std::string &Log, const uint8_t *&Binary,
                size_t &BinarySize, std::string &Why) {
  if (E.size() < HeaderSize || memcmp(E.data(), Magic, 8) != 0) {
    Why = "not a cache entry of this runtime";
    return false;
  }
  if (memcmp(E.data() + 8, Key.data(), 32) != 0) {
    Why = "the entry is for another module or device";
    return false;
  }
  uint64_t LogSize, BinSize;
  memcpy(&LogSize, E.data() + 40, 8);
  memcpy(&BinSize, E.data() + 48, 8);
  size_t Rest = E.size() - HeaderSize;
  if (LogSize > Rest || BinSize != Rest - LogSize || BinSize == 0) {
    Why = "truncated or wrong sizes";
    return false;
  }
  if (memcmp(E.data() + 56, contentSum(E.data() + HeaderSize, Rest).data(), 32) != 0) {
    Why = "damaged (checksum mismatch)";
    return false;
  }
  Log.assign(reinterpret_cast<const char *>(E.data() + HeaderSize), LogSize);
  Binary = E.data() + HeaderSize + LogSize;
  BinarySize = BinSize;
  return true;
}

bool makeDirs(const std::string &Dir) {
  for (size_t At = 1; At <= Dir.size(); ++At)
    if (At == Dir.size() || Dir[At] == '/')
      if (mkdir(Dir.substr(0, At).c_str(), 0777) != 0 && errno != EEXIST)
        return false;
  return true;
}

bool writeAll(int Fd, const uint8_t *Data, size_t Size) {
  while (Size) {
    ssize_t N = write(Fd, Data, Size);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data += N, Size -= size_t(N);
  }
  return true;
}

/// Removes the least recently used entries (hits refresh an entry's
/// modification time) until the directory holds at most MaxSize bytes, and
/// temporary files a writer left behind more than an hour ago.
void evict(const CacheConfig &C) {
  DIR *D = opendir(C.Dir.c_str());
  if (!D)
    return;
  struct Entry {
    std::string Path;
    uint64_t Size;
    struct timespec Time;
  };
  std::vector<Entry> Entries;
  uint64_t Total = 0;
  time_t Now = time(nullptr);
  while (dirent *DE = readdir(D)) {
    std::string Name = DE->d_name, Path = C.Dir + "/" + Name;
    struct stat St;
    if (Name[0] == '.' || stat(Path.c_str(), &St) != 0 || !S_ISREG(St.st_mode))
      continue;
    if (Name.find(".tmp.") != std::string::npos) {
      if (Now - St.st_mtime > 3600)
        unlink(Path.c_str());
      continue;
    }
    if (Name.size() > strlen(Suffix) && Name.compare(Name.size() - strlen(Suffix), strlen(Suffix), Suffix) == 0) {
      Entries.push_back({Path, uint64_t(St.st_size), St.st_mtim});
      Total += uint64_t(St.st_size);
    }
  }
  closedir(D);
  if (Total <= C.MaxSize)
    return;
  std::sort(Entries.begin(), Entries.end(), [](const Entry &A, const Entry &B) {
    return A.Time.tv_sec != B.Time.tv_sec ? A.Time.tv_sec < B.Time.tv_sec : A.Time.tv_nsec < B.Time.tv_nsec;
  });
  for (const Entry &E : Entries) {
    if (Total <= C.MaxSize)
      break;
    if (unlink(E.Path.c_str()) == 0)
      note("evicted %s (the cache holds more than %llu bytes)", E.Path.c_str(), (unsigned long long)C.MaxSize);
    Total -= E.Size;
  }
}

void store(const CacheConfig &C, const std::string &Path, const Digest &Key, const std::string &Log,
           const std::vector<uint8_t> &Binary) {
  std::vector<uint8_t> E(HeaderSize);
  memcpy(E.data(), Magic, 8);
  memcpy(E.data() + 8, Key.data(), 32);
  uint64_t LogSize = Log.size(), BinSize = Binary.size();
  memcpy(E.data() + 40, &LogSize, 8);
  memcpy(E.data() + 48, &BinSize, 8);
  E.insert(E.end(), Log.begin(), Log.end());
  E.insert(E.end(), Binary.begin(), Binary.end());
  Digest Sum = contentSum(E.data() + HeaderSize, E.size() - HeaderSize);
  memcpy(E.data() + 56, Sum.data(), 32);
  if (C.MaxSize && E.size() > C.MaxSize) {
    note("not storing %s: %zu bytes is more than the cache's %llu", Path.c_str(), E.size(),
         (unsigned long long)C.MaxSize);
    return;
  }
  // A name of this process and call: concurrent writers of one entry each
  // write their own file, and the last rename wins with a whole entry.
  static std::atomic<unsigned> Counter{0};
  std::string Tmp = Path + ".tmp." + std::to_string(getpid()) + "." + std::to_string(Counter++);
  int Fd = -1;
  if (makeDirs(C.Dir))
    Fd = open(Tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  bool Ok = Fd >= 0 && writeAll(Fd, E.data(), E.size());
  if (Fd >= 0)
    Ok = close(Fd) == 0 && Ok;
  if (Ok)
    Ok = rename(Tmp.c_str(), Path.c_str()) == 0;
  if (!Ok) {
    note("cannot store %s: %s", Path.c_str(), strerror(errno));
    if (Fd >= 0)
      unlink(Tmp.c_str());
    return;
  }
  note("stored %s", Path.c_str());
  if (C.MaxSize)
    evict(C);
}

} // namespace

Status buildModuleCached(Device &D, const void *SPIRV, size_t Size, const char *Options,
                         const std::vector<spvrt_spec_constant> &Constants, std::unique_ptr<DeviceModule> &Out,
                         std::string &Log) {
  const CacheConfig &C = config();
  std::string Identity = C.Enabled ? D.cacheIdentity() : std::string();
  if (Identity.empty())
    return D.buildModule(SPIRV, Size, Options, Constants, Out, Log);
  Identity += buildStamps(); // the runtime's and the CPU driver's builds
  Digest Key = cacheKey(Identity, SPIRV, Size, Options, Constants);
  std::string Path = C.Dir + "/" + hex(Key) + Suffix;
  std::vector<uint8_t> Entry;
  if (readFile(Path, Entry)) {
    std::string Why, CachedLog;
    const uint8_t *Binary = nullptr;
    size_t BinarySize = 0;
    if (parseEntry(Entry, Key, CachedLog, Binary, BinarySize, Why)) {
      Status S = D.loadNativeModule(Binary, BinarySize, Options, Out);
      if (!S.failed()) {
        note("loaded %s", Path.c_str());
        Log = CachedLog; // the log of the build that made it
        utimensat(AT_FDCWD, Path.c_str(), nullptr, 0); // recently used
        return S;
      }
      Why = "the device refused it: " + S.Message;
    }
    note("ignoring %s: %s; building the module again", Path.c_str(), Why.c_str());
  }
  Status S = D.buildModule(SPIRV, Size, Options, Constants, Out, Log);
  if (S.failed())
    return S;
  std::vector<uint8_t> Binary;
  Status N = D.nativeBinary(*Out, Binary);
  if (N.failed() || Binary.empty())
    note("not storing %s: the device gives no native binary%s%s", Path.c_str(), N.failed() ? ": " : "",
         N.Message.c_str());
  else
    store(C, Path, Key, Log, Binary);
  return S;
}

} // namespace spvrt
