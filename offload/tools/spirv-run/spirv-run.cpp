//===- spirv-run.cpp - Run a SPIR-V kernel from the command line ----------===//
//
// Loads a SPIR-V module or LLVM offload binary through the offload runtime,
// builds the kernel's arguments from --arg specifications, runs it, and
// prints, saves or checks the results.
//
//   spirv-run k.spv --list
//   spirv-run k.spv --kernel=vadd --global=1024 \
//       --arg=buffer:1024:seq --arg=buffer:1024:rand=7 --arg=buffer:1024 \
//       --expect='2=a0+a1' --time
//   spirv-run k.spv --device=all ...   (the same run on every device; the
//                                       devices must agree)
//
//===----------------------------------------------------------------------===//
#include "spirv_offload.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <csignal>
#include <fstream>
#include <random>
#include <sys/resource.h>

using namespace llvm;

static cl::OptionCategory Cat("spirv-run options");

static cl::opt<std::string> Input(cl::Positional, cl::desc("<SPIR-V module or offload binary>"), cl::cat(Cat));
static cl::opt<bool> ListKernels("list", cl::desc("List the kernels and their parameters, then exit"),
                                 cl::cat(Cat));
static cl::opt<bool> ListDevices("list-devices", cl::desc("List the devices, then exit"), cl::cat(Cat));
static cl::opt<std::string> DeviceChoice("device",
                                         cl::desc("Index of the device to use (default 0), or 'all': the same "
                                                  "run on every device, which must all agree"),
                                         cl::init("0"),
                                     cl::cat(Cat));
static cl::opt<std::string> KernelName("kernel", cl::desc("Kernel to run (default: the module's only kernel)"),
                                       cl::cat(Cat));
static cl::list<std::string>
    Args("arg",
         cl::desc("Kernel argument, one per parameter in order:\n"
                  "  <value>                     scalar or comma-separated vector, typed like the parameter\n"
                  "  struct:<t>=<v>,...          struct by value, fields packed with C alignment\n"
                  "                              (t: i8 i16 i32 i64 u8 u16 u32 u64 f32 f64)\n"
                  "  buffer[:<t>]:<n>[:<init>]   buffer of n elements; init is zero (default),\n"
                  "                              const=<v>, seq[=<start>[,<step>]],\n"
                  "                              rand[=<seed>[,<lo>,<hi>]] or file=<path>\n"
                  "  local:<bytes>               local-memory size\n"
                  "  null                        null pointer\n"
                  "  <image>:<size>:<format>[:<init>]\n"
                  "                              image of the parameter's type: image1d:W,\n"
                  "                              image1d_array:WxN, image1d_buffer:W, image2d:WxH,\n"
                  "                              image2d_array:WxHxN, image3d:WxHxD; format\n"
                  "                              <order>.<type> (order r rg rgba bgra; type u8 u16 u32\n"
                  "                              i8 i16 i32 unorm8 unorm16 snorm8 snorm16 f16 f32);\n"
                  "                              init as for buffers, over the channel values\n"
                  "  sampler:<addressing>,<filter>,<coords>\n"
                  "                              addressing none clamp_to_edge clamp repeat\n"
                  "                              mirrored_repeat; filter nearest linear; coords\n"
                  "                              normalized unnormalized"),
         cl::cat(Cat));
static cl::opt<std::string> Global("global",
                                   cl::desc("Global size X[,Y[,Z]] (default: the first buffer's element "
                                            "count or the first image's size)"),
                                   cl::cat(Cat));
static cl::opt<std::string> Local("local", cl::desc("Group size X[,Y[,Z]] (default: chosen by the runtime)"),
                                  cl::cat(Cat));
static cl::opt<std::string> Offset("offset", cl::desc("Global offset X[,Y[,Z]]"), cl::cat(Cat));
static cl::opt<std::string> BuildOptions("build-options", cl::desc("Options passed to the driver's compiler"),
                                         cl::cat(Cat));
static cl::opt<std::string> MemKind("mem", cl::desc("Memory for buffers: device (default), host or shared"),
                                    cl::init("device"), cl::cat(Cat));
static cl::list<unsigned> Print("print", cl::desc("Print buffer or image argument <index> after the run"),
                                cl::cat(Cat));
static cl::opt<unsigned> PrintLimit("print-limit", cl::desc("Print at most this many elements (0: all)"),
                                    cl::init(32), cl::cat(Cat));
static cl::list<std::string> Save("save", cl::desc("Save buffer or image argument: <index>=<file> (raw bytes)"),
                                  cl::cat(Cat));
static cl::list<std::string>
    Expect("expect",
           cl::desc("Check buffer or image argument after the run: <index>=<expression> evaluated per\n"
                    "  element, using aN (argument N's value before the run), i (element index), numbers,\n"
                    "  + - * / %, parentheses, min max abs sqrt; for images also x y z (pixel) and\n"
                    "  c (channel), and one expression per channel separated by ';';\n"
                    "  or <index>=file:<path>"),
           cl::cat(Cat));
static cl::opt<double> Tolerance("tolerance", cl::desc("Relative tolerance for floating-point checks"),
                                 cl::init(1e-5), cl::cat(Cat));
static cl::opt<bool> Time("time", cl::desc("Report build and kernel times"), cl::cat(Cat));
static cl::opt<unsigned> Repeat("repeat", cl::desc("Run the kernel this many times (reports the mean)"),
                                cl::init(1), cl::cat(Cat));

static const char *ToolName = "spirv-run";

[[noreturn]] static void die(const Twine &Msg) {
  WithColor::error(errs(), ToolName) << Msg << "\n";
  exit(1);
}

static void check(spvrt_result R) {
  if (R != SPVRT_SUCCESS)
    die(spvrt_last_error());
}

/// A device information key's value.
template <typename T> static T deviceInfo(spvrt_device D, spvrt_device_info_key Key) {
  T V{};
  check(spvrt_device_get_info(D, Key, sizeof V, &V));
  return V;
}
template <> std::string deviceInfo<std::string>(spvrt_device D, spvrt_device_info_key Key) {
  size_t Size = 0;
  check(spvrt_device_get_info_size(D, Key, &Size));
  std::string S(Size, '\0');
  check(spvrt_device_get_info(D, Key, Size, S.data()));
  return S.c_str(); // without the NUL
}

namespace {

enum class EK { Int, UInt, Float };
struct ElemType {
  EK Kind = EK::UInt;
  unsigned Bits = 8;
  unsigned bytes() const { return Bits / 8; }
};

bool parseType(StringRef S, ElemType &T) {
  if (S.size() < 2)
    return false;
  char C = S[0];
  unsigned Bits;
  if (S.drop_front().getAsInteger(10, Bits))
    return false;
  if ((C == 'i' || C == 'u') && (Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64)) {
    T = {C == 'i' ? EK::Int : EK::UInt, Bits};
    return true;
  }
  if (C == 'f' && (Bits == 16 || Bits == 32 || Bits == 64)) {
    T = {EK::Float, Bits};
    return true;
  }
  return false;
}

std::string typeName(ElemType T) {
  return (T.Kind == EK::Float ? "f" : T.Kind == EK::Int ? "i" : "u") + std::to_string(T.Bits);
}

double load(const uint8_t *P, ElemType T) {
  switch (T.Kind) {
  case EK::Float:
    if (T.Bits == 16) {
      uint16_t H;
      memcpy(&H, P, 2);
      return APFloat(APFloat::IEEEhalf(), APInt(16, H)).convertToFloat();
    } else if (T.Bits == 32) {
      float F;
      memcpy(&F, P, 4);
      return F;
    } else {
      double D;
      memcpy(&D, P, 8);
      return D;
    }
  case EK::Int: {
    int64_t V = 0;
    memcpy(&V, P, T.bytes());
    unsigned Shift = 64 - T.Bits;
    return double(int64_t(uint64_t(V) << Shift) >> Shift);
  }
  case EK::UInt: {
    uint64_t V = 0;
    memcpy(&V, P, T.bytes());
    return double(V);
  }
  }
  return 0;
}

void store(uint8_t *P, ElemType T, double V) {
  if (T.Kind == EK::Float) {
    if (T.Bits == 16) {
      APFloat H(V);
      bool Lost;
      H.convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven, &Lost);
      uint16_t Bits = uint16_t(H.bitcastToAPInt().getZExtValue());
      memcpy(P, &Bits, 2);
    } else if (T.Bits == 32) {
      float F = float(V);
      memcpy(P, &F, 4);
    } else {
      memcpy(P, &V, 8);
    }
    return;
  }
  int64_t I = T.Kind == EK::Int ? int64_t(V) : int64_t(uint64_t(V));
  memcpy(P, &I, T.bytes()); // little-endian: the low bytes
}

bool parseNumber(StringRef S, double &V) {
  S = S.trim();
  int64_t I;
  if (!S.getAsInteger(0, I)) {
    V = double(I);
    return true;
  }
  return !S.getAsDouble(V);
}

std::string formatValue(double V, ElemType T) {
  char Buf[64];
  if (T.Kind == EK::Float)
    snprintf(Buf, sizeof(Buf), "%g", V);
  else
    snprintf(Buf, sizeof(Buf), "%.0f", V);
  return Buf;
}

/// One kernel argument as the launcher prepares it. An image is handled like
/// a buffer of its channel values (pixels, rows, slices or layers).
struct Arg {
  enum { Value, Buffer, LocalMem, Null, Image, Sampler } Kind = Value;
  ElemType Type;
  std::vector<uint8_t> Bytes; // value bytes, or the buffer's or image's initial contents
  void *Dev = nullptr;
  size_t LocalBytes = 0;
  spvrt_image_desc ImageDesc = {};
  std::string ImageSpec; // "image2d 4x3 rgba.f32"
  size_t Extent[3] = {1, 1, 1}, Channels = 1; // images: pixels per dimension (layers included)
  spvrt_addressing_mode Addressing = SPVRT_ADDRESS_NONE;
  spvrt_filter_mode Filter = SPVRT_FILTER_NEAREST;
  bool Normalized = false;
  spvrt_image Img = nullptr;
  spvrt_sampler Smp = nullptr;
  bool hasElements() const { return Kind == Buffer || Kind == Image; }
  size_t count() const { return Type.bytes() ? Bytes.size() / Type.bytes() : 0; }
  double at(size_t I) const { return I < count() ? load(&Bytes[I * Type.bytes()], Type) : 0; }
};

ElemType defaultType(const spvrt_param_info &P) {
  ElemType T;
  if (P.elem == SPVRT_SCALAR_FLOAT && (P.elem_bits == 32 || P.elem_bits == 64))
    T = {EK::Float, P.elem_bits};
  else if ((P.elem == SPVRT_SCALAR_INT || P.elem == SPVRT_SCALAR_BOOL) &&
           (P.elem_bits == 8 || P.elem_bits == 16 || P.elem_bits == 32 || P.elem_bits == 64))
    T = {EK::Int, P.elem_bits};
  return T;
}

void initBuffer(Arg &A, size_t N, StringRef Init, unsigned Index) {
  A.Bytes.assign(N * A.Type.bytes(), 0);
  StringRef Key = Init.split('=').first, Val = Init.split('=').second;
  SmallVector<StringRef, 3> Parts;
  if (!Val.empty())
    Val.split(Parts, ',');
  auto num = [&](size_t I, double Default) {
    double V = Default;
    if (I < Parts.size() && !parseNumber(Parts[I], V))
      die("--arg " + Twine(Index) + ": '" + Parts[I] + "' is not a number");
    return V;
  };
  if (Key.empty() || Key == "zero")
    return;
  if (Key == "const") {
    double V = num(0, 0);
    for (size_t I = 0; I < N; ++I)
      store(&A.Bytes[I * A.Type.bytes()], A.Type, V);
  } else if (Key == "seq") {
    double Start = num(0, 0), Step = num(1, 1);
    for (size_t I = 0; I < N; ++I)
      store(&A.Bytes[I * A.Type.bytes()], A.Type, Start + Step * double(I));
  } else if (Key == "rand") {
    std::mt19937_64 Rng(uint64_t(num(0, 1)));
    bool F = A.Type.Kind == EK::Float;
    double Lo = num(1, 0), Hi = num(2, F ? 1 : 100);
    for (size_t I = 0; I < N; ++I) {
      double V = F ? std::uniform_real_distribution<double>(Lo, Hi)(Rng)
                   : double(std::uniform_int_distribution<int64_t>(int64_t(Lo), int64_t(Hi) - 1)(Rng));
      store(&A.Bytes[I * A.Type.bytes()], A.Type, V);
    }
  } else if (Key == "file") {
    std::ifstream F(Val.str(), std::ios::binary);
    if (!F)
      die("--arg " + Twine(Index) + ": cannot open '" + Val + "'");
    std::vector<uint8_t> Data((std::istreambuf_iterator<char>(F)), std::istreambuf_iterator<char>());
    if (Data.size() < A.Bytes.size())
      die("--arg " + Twine(Index) + ": '" + Val + "' has " + Twine(Data.size()) + " bytes, the buffer needs " +
          Twine(A.Bytes.size()));
    memcpy(A.Bytes.data(), Data.data(), A.Bytes.size());
  } else {
    die("--arg " + Twine(Index) + ": unknown buffer initializer '" + Init + "'");
  }
}

/// image1d:W, image2d:WxH, ... with a format and an optional initializer.
void parseImage(Arg &A, StringRef Spec, const spvrt_param_info &P, unsigned Index) {
  struct Shape {
    const char *Name;
    spvrt_image_type Type;
    unsigned Dims; // numbers in the size
  };
  static const Shape Shapes[] = {{"image1d", SPVRT_IMAGE_1D, 1},       {"image1d_array", SPVRT_IMAGE_1D_ARRAY, 2},
                                 {"image1d_buffer", SPVRT_IMAGE_1D_BUFFER, 1}, {"image2d", SPVRT_IMAGE_2D, 2},
                                 {"image2d_array", SPVRT_IMAGE_2D_ARRAY, 3}, {"image3d", SPVRT_IMAGE_3D, 3}};
  SmallVector<StringRef, 4> F;
  Spec.split(F, ':', 3);
  auto bad = [&](const Twine &Why) {
    die("--arg " + Twine(Index) + " ('" + Spec + "'): " + Why +
        " (expected <image>:<size>:<order>.<type>[:<init>], see --help)");
  };
  const Shape *S = nullptr;
  for (const Shape &X : Shapes)
    if (F[0] == X.Name)
      S = &X;
  if (!S)
    bad("unknown image type '" + F[0] + "'");
  if (S->Type != P.image_type)
    die("--arg " + Twine(Index) + " ('" + Spec + "'): an " + S->Name + " given for parameter " + Twine(Index) +
        " (" + P.type_name + ")");
  if (F.size() < 3)
    bad("missing size or format");
  SmallVector<StringRef, 3> Sizes;
  F[1].split(Sizes, 'x');
  if (Sizes.size() != S->Dims)
    bad("the size of an " + Twine(S->Name) + " has " + Twine(S->Dims) + " numbers");
  for (unsigned D = 0; D < S->Dims; ++D)
    if (Sizes[D].getAsInteger(0, A.Extent[D]) || A.Extent[D] == 0)
      bad("bad size '" + F[1] + "'");
  static const std::pair<const char *, spvrt_channel_order> Orders[] = {
      {"r", SPVRT_CHANNELS_R}, {"rg", SPVRT_CHANNELS_RG}, {"rgba", SPVRT_CHANNELS_RGBA}, {"bgra", SPVRT_CHANNELS_BGRA}};
  static const std::tuple<const char *, spvrt_channel_type, ElemType> Types[] = {
      {"u8", SPVRT_CHANNEL_UINT8, {EK::UInt, 8}},       {"u16", SPVRT_CHANNEL_UINT16, {EK::UInt, 16}},
      {"u32", SPVRT_CHANNEL_UINT32, {EK::UInt, 32}},    {"i8", SPVRT_CHANNEL_SINT8, {EK::Int, 8}},
      {"i16", SPVRT_CHANNEL_SINT16, {EK::Int, 16}},     {"i32", SPVRT_CHANNEL_SINT32, {EK::Int, 32}},
      {"unorm8", SPVRT_CHANNEL_UNORM8, {EK::UInt, 8}},  {"unorm16", SPVRT_CHANNEL_UNORM16, {EK::UInt, 16}},
      {"snorm8", SPVRT_CHANNEL_SNORM8, {EK::Int, 8}},   {"snorm16", SPVRT_CHANNEL_SNORM16, {EK::Int, 16}},
      {"f16", SPVRT_CHANNEL_HALF, {EK::Float, 16}},     {"f32", SPVRT_CHANNEL_FLOAT, {EK::Float, 32}}};
  auto [OrderPart, TypePart] = F[2].split('.');
  StringRef OrderS = OrderPart, TypeS = TypePart; // lambdas cannot capture bindings in C++17
  auto O = llvm::find_if(Orders, [&](const auto &X) { return OrderS == X.first; });
  auto T = llvm::find_if(Types, [&](const auto &X) { return TypeS == std::get<0>(X); });
  if (O == std::end(Orders) || T == std::end(Types))
    bad("unknown format '" + F[2] + "'");
  spvrt_image_desc &D = A.ImageDesc;
  D.type = S->Type;
  D.order = O->second;
  D.channel_type = std::get<1>(*T);
  D.width = A.Extent[0];
  // Arrays: the layers are the last number, and the region's y (1D) or z (2D).
  if (S->Type == SPVRT_IMAGE_1D_ARRAY)
    D.array_size = A.Extent[1];
  else if (S->Type == SPVRT_IMAGE_2D_ARRAY)
    D.height = A.Extent[1], D.array_size = A.Extent[2];
  else
    D.height = A.Extent[1], D.depth = A.Extent[2];
  D.kernel_write = P.image_access != SPVRT_IMAGE_READ_ONLY;
  A.Kind = Arg::Image;
  A.Type = std::get<2>(*T);
  A.Channels = O->second == SPVRT_CHANNELS_R ? 1 : O->second == SPVRT_CHANNELS_RG ? 2 : 4;
  A.ImageSpec = (S->Name + Twine(" ") + F[1] + " " + F[2]).str();
  initBuffer(A, A.Extent[0] * A.Extent[1] * A.Extent[2] * A.Channels, F.size() > 3 ? F[3] : "", Index);
}

/// sampler:<addressing>,<filter>,<normalized|unnormalized>
void parseSampler(Arg &A, StringRef Spec, unsigned Index) {
  SmallVector<StringRef, 3> F;
  StringRef Body = Spec;
  if (Body.consume_front("sampler:"))
    Body.split(F, ',');
  static const std::pair<const char *, spvrt_addressing_mode> Modes[] = {
      {"none", SPVRT_ADDRESS_NONE},
      {"clamp_to_edge", SPVRT_ADDRESS_CLAMP_TO_EDGE},
      {"clamp", SPVRT_ADDRESS_CLAMP},
      {"repeat", SPVRT_ADDRESS_REPEAT},
      {"mirrored_repeat", SPVRT_ADDRESS_MIRRORED_REPEAT}};
  auto M = F.size() == 3 ? llvm::find_if(Modes, [&](const auto &X) { return F[0] == X.first; }) : std::end(Modes);
  if (M == std::end(Modes) || (F[1] != "nearest" && F[1] != "linear") ||
      (F[2] != "normalized" && F[2] != "unnormalized"))
    die("--arg " + Twine(Index) + ": expected sampler:<addressing>,<filter>,<coords> (addressing none, "
        "clamp_to_edge, clamp, repeat or mirrored_repeat; filter nearest or linear; coords normalized or "
        "unnormalized), got '" + Spec + "'");
  A.Kind = Arg::Sampler;
  A.Addressing = M->second;
  A.Filter = F[1] == "linear" ? SPVRT_FILTER_LINEAR : SPVRT_FILTER_NEAREST;
  A.Normalized = F[2] == "normalized";
}

Arg parseArg(StringRef Spec, const spvrt_param_info &P, unsigned Index) {
  Arg A;
  A.Type = defaultType(P);
  auto mismatch = [&](const char *What) {
    die("--arg " + Twine(Index) + " ('" + Spec + "'): " + What + " given for parameter " + Twine(Index) + " (" +
        P.type_name + ")");
  };
  bool IsPtr = P.kind == SPVRT_PARAM_GLOBAL_POINTER || P.kind == SPVRT_PARAM_CONSTANT_POINTER ||
               P.kind == SPVRT_PARAM_GENERIC_POINTER;
  if (Spec == "null") {
    if (!IsPtr)
      mismatch("a null pointer");
    A.Kind = Arg::Null;
    return A;
  }
  if (Spec.starts_with("local:")) {
    if (P.kind != SPVRT_PARAM_LOCAL_POINTER)
      mismatch("local memory");
    A.Kind = Arg::LocalMem;
    if (Spec.drop_front(6).getAsInteger(0, A.LocalBytes))
      die("--arg " + Twine(Index) + ": bad local size '" + Spec.drop_front(6) + "'");
    return A;
  }
  if (Spec.starts_with("buffer")) {
    if (!IsPtr)
      mismatch("a buffer");
    A.Kind = Arg::Buffer;
    SmallVector<StringRef, 4> F;
    Spec.split(F, ':', 3);
    size_t I = 1;
    if (I < F.size() && parseType(F[I], A.Type))
      ++I;
    size_t N;
    if (I >= F.size() || F[I].getAsInteger(0, N) || N == 0)
      die("--arg " + Twine(Index) + ": expected buffer[:<type>]:<count>[:<init>], got '" + Spec + "'");
    initBuffer(A, N, I + 1 < F.size() ? F[I + 1] : "", Index);
    return A;
  }
  if (Spec.starts_with("image")) {
    if (P.kind != SPVRT_PARAM_IMAGE)
      mismatch("an image");
    parseImage(A, Spec, P, Index);
    return A;
  }
  if (Spec.starts_with("sampler")) {
    if (P.kind != SPVRT_PARAM_SAMPLER)
      mismatch("a sampler");
    parseSampler(A, Spec, Index);
    return A;
  }
  if (P.kind == SPVRT_PARAM_IMAGE || P.kind == SPVRT_PARAM_SAMPLER)
    mismatch("a value");
  if (IsPtr || P.kind == SPVRT_PARAM_LOCAL_POINTER)
    mismatch("a value");
  A.Kind = Arg::Value;
  if (Spec.starts_with("struct:")) {
    SmallVector<StringRef, 8> Fields;
    Spec.drop_front(7).split(Fields, ',');
    size_t MaxAlign = 1;
    for (StringRef Fld : Fields) {
      ElemType T;
      double V;
      if (!parseType(Fld.split('=').first, T) || !parseNumber(Fld.split('=').second, V))
        die("--arg " + Twine(Index) + ": bad struct field '" + Fld + "' (expected <type>=<value>)");
      A.Bytes.resize(alignTo(A.Bytes.size(), T.bytes()) + T.bytes());
      store(&A.Bytes[A.Bytes.size() - T.bytes()], T, V);
      MaxAlign = std::max<size_t>(MaxAlign, T.bytes());
    }
    A.Bytes.resize(alignTo(A.Bytes.size(), MaxAlign));
    A.Type = {EK::UInt, 8};
  } else {
    SmallVector<StringRef, 16> Comps;
    Spec.split(Comps, ',');
    if (P.elem == SPVRT_SCALAR_NONE)
      die("--arg " + Twine(Index) + ": parameter " + Twine(Index) + " (" + P.type_name +
          ") needs struct:<type>=<value>,...");
    // 3-element vectors occupy 4 elements.
    size_t Lanes = P.size / A.Type.bytes();
    if (Comps.size() != P.elem_vector)
      die("--arg " + Twine(Index) + ": " + Twine(Comps.size()) + " components given, parameter " + Twine(Index) +
          " (" + P.type_name + ") has " + Twine(P.elem_vector));
    A.Bytes.assign(Lanes * A.Type.bytes(), 0);
    for (size_t I = 0; I < Comps.size(); ++I) {
      double V;
      if (!parseNumber(Comps[I], V))
        die("--arg " + Twine(Index) + ": '" + Comps[I] + "' is not a number");
      store(&A.Bytes[I * A.Type.bytes()], A.Type, V);
    }
  }
  return A;
}

std::vector<uint64_t> parseSizes(StringRef S, const char *Opt) {
  SmallVector<StringRef, 3> Parts;
  S.split(Parts, ',');
  std::vector<uint64_t> Out;
  for (StringRef P : Parts) {
    uint64_t V;
    if (P.trim().getAsInteger(0, V))
      die(Twine("--") + Opt + ": '" + S + "' is not a list of up to 3 integers");
    Out.push_back(V);
  }
  if (Out.empty() || Out.size() > 3)
    die(Twine("--") + Opt + ": expected 1 to 3 sizes, got '" + S + "'");
  return Out;
}

/// Element-wise expressions for --expect: a tiny recursive-descent evaluator.
class Expr {
public:
  /// Image: the image whose elements are checked, for x, y, z and c.
  Expr(StringRef Text, const std::vector<Arg> &Args, const Arg *Image = nullptr)
      : Text(Text), Args(Args), Image(Image) {}
  double eval(size_t Index) {
    Pos = 0;
    I = Index;
    double V = sum();
    skip();
    if (Pos != Text.size())
      fail("unexpected '" + Text.substr(Pos).str() + "'");
    return V;
  }

private:
  [[noreturn]] void fail(const std::string &Msg) { die("--expect: " + Msg + " in '" + Text + "'"); }
  void skip() {
    while (Pos < Text.size() && isSpace(Text[Pos]))
      ++Pos;
  }
  bool eat(char C) {
    skip();
    if (Pos < Text.size() && Text[Pos] == C) {
      ++Pos;
      return true;
    }
    return false;
  }
  double sum() {
    double V = product();
    for (;;) {
      if (eat('+'))
        V += product();
      else if (eat('-'))
        V -= product();
      else
        return V;
    }
  }
  double product() {
    double V = unary();
    for (;;) {
      if (eat('*'))
        V *= unary();
      else if (eat('/'))
        V /= unary();
      else if (eat('%'))
        V = std::fmod(V, unary());
      else
        return V;
    }
  }
  double unary() { return eat('-') ? -unary() : primary(); }
  double primary() {
    skip();
    if (eat('(')) {
      double V = sum();
      if (!eat(')'))
        fail("missing ')'");
      return V;
    }
    size_t Start = Pos;
    while (Pos < Text.size() && (isAlnum(Text[Pos]) || Text[Pos] == '.' || Text[Pos] == '_'))
      ++Pos;
    StringRef Tok = Text.slice(Start, Pos);
    if (Tok.empty())
      fail("expected a value");
    if (Tok == "i")
      return double(I);
    if (Image && Tok.size() == 1 && StringRef("xyzc").contains(Tok[0])) {
      size_t Pixel = I / Image->Channels, E0 = Image->Extent[0], E1 = Image->Extent[1];
      switch (Tok[0]) {
      case 'x': return double(Pixel % E0);
      case 'y': return double(Pixel / E0 % E1);
      case 'z': return double(Pixel / (E0 * E1));
      default: return double(I % Image->Channels);
      }
    }
    if (Tok.size() > 1 && Tok[0] == 'a' && isDigit(Tok[1])) {
      unsigned N;
      if (Tok.drop_front().getAsInteger(10, N) || N >= Args.size())
        fail("no argument '" + Tok.str() + "'");
      const Arg &A = Args[N];
      if (A.Kind == Arg::Value)
        return A.at(0);
      if (!A.hasElements())
        fail("argument " + std::to_string(N) + " has no values");
      if (I >= A.count())
        fail("index " + std::to_string(I) + " is past the end of argument " + std::to_string(N));
      return A.at(I);
    }
    if (Tok == "min" || Tok == "max") {
      if (!eat('('))
        fail("expected '(' after " + Tok.str());
      double X = sum();
      if (!eat(','))
        fail("expected ','");
      double Y = sum();
      if (!eat(')'))
        fail("missing ')'");
      return Tok == "min" ? std::min(X, Y) : std::max(X, Y);
    }
    if (Tok == "abs" || Tok == "sqrt") {
      if (!eat('('))
        fail("expected '(' after " + Tok.str());
      double X = sum();
      if (!eat(')'))
        fail("missing ')'");
      return Tok == "abs" ? std::fabs(X) : std::sqrt(X);
    }
    double V;
    if (parseNumber(Tok, V))
      return V;
    fail("unknown name '" + Tok.str() + "'");
  }

  StringRef Text;
  const std::vector<Arg> &Args;
  const Arg *Image;
  size_t Pos = 0, I = 0;
};

std::pair<unsigned, StringRef> splitIndex(StringRef S, const char *Opt, size_t NumArgs) {
  auto [IdxS, Rest] = S.split('=');
  unsigned Idx;
  if (IdxS.trim().getAsInteger(10, Idx) || Rest.empty())
    die(Twine("--") + Opt + ": expected <index>=..., got '" + S + "'");
  if (Idx >= NumArgs)
    die(Twine("--") + Opt + ": no argument " + Twine(Idx));
  return {Idx, Rest};
}

void printVersion(raw_ostream &OS) {
  OS << "spirv-run (SPIR-V toolchain) " << spvrt_version() << "\n";
}

} // namespace

/// One run of this tool on one device, as a child process.
struct DeviceRun {
  std::string Device;
  int Exit = 0;
  std::string Out, Err;
};

static std::string readAndRemove(const SmallString<128> &Path) {
  auto Buf = MemoryBuffer::getFile(Path);
  std::string S = Buf ? (*Buf)->getBuffer().str() : "";
  sys::fs::remove(Path);
  return S;
}

/// --time lines ("build: ...", "kernel: ...") are each device's own.
static bool isTimeLine(StringRef L) { return L.starts_with("build: ") || L.starts_with("kernel: "); }

/// Splits a device's output into what must agree and its time lines.
static std::pair<std::string, std::string> splitTimes(StringRef Out) {
  std::string Common, Times;
  SmallVector<StringRef> Lines;
  Out.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (I + 1 == Lines.size() && Lines[I].empty())
      break;
    (isTimeLine(Lines[I]) ? Times : Common) += Lines[I].str() + "\n";
  }
  return {Common, Times};
}

/// --device=all: runs this command once per device (sequentially, with
/// --device=N) and prints the common result. Devices that disagree (exit
/// code or standard output) are a failure that even `not` cannot hide: the
/// tool then ends by SIGABRT. Error output and --time figures may differ
/// (build logs are each device's own); they are printed per device.
static int runOnEveryDevice(int argc, char **argv) {
  uint32_t N = 0;
  check(spvrt_device_count(&N));
  std::string Exe = sys::fs::getMainExecutable(argv[0], reinterpret_cast<void *>(&runOnEveryDevice));
  std::vector<std::string> Base = {Exe};
  for (int I = 1; I < argc; ++I) {
    StringRef A = argv[I];
    if (A == "--device" || A == "-device") {
      ++I;
      continue;
    }
    if (!A.starts_with("--device=") && !A.starts_with("-device="))
      Base.push_back(A.str());
  }
  std::vector<DeviceRun> Runs;
  for (uint32_t D = 0; D < N; ++D) {
    spvrt_device Dev;
    check(spvrt_device_get(D, &Dev));
    std::vector<std::string> Args = Base;
    Args.push_back("--device=" + std::to_string(D));
    std::vector<StringRef> Refs(Args.begin(), Args.end());
    SmallString<128> OutPath, ErrPath;
    if (sys::fs::createTemporaryFile("spirv-run-out", "txt", OutPath) ||
        sys::fs::createTemporaryFile("spirv-run-err", "txt", ErrPath))
      die("cannot create temporary files");
    std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(OutPath), StringRef(ErrPath)};
    std::string Msg;
    DeviceRun R;
    R.Device = "device " + std::to_string(D) + " (" + deviceInfo<std::string>(Dev, SPVRT_DEVICE_INFO_NAME) + ")";
    R.Exit = sys::ExecuteAndWait(Exe, Refs, std::nullopt, Redirects, 0, 0, &Msg);
    R.Out = readAndRemove(OutPath);
    R.Err = readAndRemove(ErrPath);
    if (R.Exit < 0)
      R.Err += "spirv-run: " + Msg + "\n";
    Runs.push_back(std::move(R));
  }
  bool Agree = true, SameErr = true;
  std::string Common = splitTimes(Runs[0].Out).first;
  for (const DeviceRun &R : Runs) {
    Agree &= R.Exit >= 0 && R.Exit == Runs[0].Exit && splitTimes(R.Out).first == Common;
    SameErr &= R.Err == Runs[0].Err;
  }
  if (!Agree) {
    WithColor::error(errs(), ToolName) << "the devices disagree:\n";
    for (const DeviceRun &R : Runs)
      errs() << "--- " << R.Device << ": exit code " << R.Exit << "\n" << R.Out << R.Err;
    errs().flush();
    // A signal, so that `not spirv-run ...` in a test fails too.
    struct rlimit NoCore = {0, 0};
    setrlimit(RLIMIT_CORE, &NoCore);
    signal(SIGABRT, SIG_DFL);
    raise(SIGABRT);
  }
  outs() << Common;
  for (const DeviceRun &R : Runs) {
    std::string Times = splitTimes(R.Out).second;
    if (!Times.empty())
      outs() << "--- " << R.Device << ":\n" << Times;
  }
  outs().flush();
  for (const DeviceRun &R : Runs) {
    if (SameErr) {
      errs() << R.Err;
      break;
    }
    errs() << "--- " << R.Device << ":\n" << R.Err;
  }
  return Runs[0].Exit;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(argc, argv, "run a SPIR-V kernel through the offload runtime\n");

  if (ListDevices) {
    uint32_t N = 0;
    check(spvrt_device_count(&N));
    for (uint32_t I = 0; I < N; ++I) {
      spvrt_device D;
      check(spvrt_device_get(I, &D));
      auto Type = deviceInfo<spvrt_device_type>(D, SPVRT_DEVICE_INFO_TYPE);
      auto SPIRV = deviceInfo<std::array<uint32_t, 2>>(D, SPVRT_DEVICE_INFO_SPIRV_VERSION);
      outs() << "device " << I << ": " << deviceInfo<std::string>(D, SPVRT_DEVICE_INFO_NAME) << " ["
             << deviceInfo<std::string>(D, SPVRT_DEVICE_INFO_PLUGIN) << ", "
             << (Type == SPVRT_DEVICE_CPU ? "cpu" : Type == SPVRT_DEVICE_GPU ? "gpu" : "other") << "] max group "
             << deviceInfo<uint32_t>(D, SPVRT_DEVICE_INFO_MAX_GROUP_SIZE) << ", local memory "
             << deviceInfo<uint64_t>(D, SPVRT_DEVICE_INFO_MAX_LOCAL_MEM) << " bytes, SPIR-V " << SPIRV[0] << "."
             << SPIRV[1] << "\n";
    }
    return 0;
  }
  if (Input.empty())
    die("no input file (see --help)");
  if (DeviceChoice == "all")
    return runOnEveryDevice(argc, argv);
  unsigned DeviceIndex;
  if (StringRef(DeviceChoice).getAsInteger(10, DeviceIndex))
    die("--device: expected a device index or 'all', got '" + DeviceChoice + "'");

  spvrt_device Dev;
  check(spvrt_device_get(DeviceIndex, &Dev));
  auto T0 = std::chrono::steady_clock::now();
  spvrt_module Mod;
  spvrt_result R = spvrt_module_load_file(Dev, Input.c_str(), BuildOptions.c_str(), &Mod);
  if (R != SPVRT_SUCCESS)
    die(spvrt_last_error());
  double BuildMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - T0).count();

  uint32_t NumKernels;
  check(spvrt_module_kernel_count(Mod, &NumKernels));
  if (ListKernels) {
    for (uint32_t KI = 0; KI < NumKernels; ++KI) {
      const char *Name;
      check(spvrt_module_kernel_name(Mod, KI, &Name));
      spvrt_kernel K;
      check(spvrt_kernel_create(Mod, Name, &K));
      uint32_t NP, Req[3];
      check(spvrt_kernel_param_count(K, &NP));
      check(spvrt_kernel_required_group_size(K, Req));
      outs() << "kernel " << Name << " (" << NP << (NP == 1 ? " parameter" : " parameters");
      if (Req[0])
        outs() << ", group size " << Req[0] << "x" << Req[1] << "x" << Req[2];
      outs() << ")\n";
      for (uint32_t PI = 0; PI < NP; ++PI) {
        spvrt_param_info P;
        check(spvrt_kernel_param_info(K, PI, &P));
        static const char *Kinds[] = {"value",       "buffer",      "constant buffer", "generic buffer",
                                      "local memory", "unsupported", "image",           "sampler"};
        outs() << "  " << PI << ": " << P.type_name;
        if (*P.name)
          outs() << " " << P.name;
        outs() << "  [" << Kinds[P.kind];
        if (P.kind == SPVRT_PARAM_VALUE)
          outs() << ", " << P.size << " bytes";
        outs() << "]\n";
      }
      check(spvrt_kernel_release(K));
    }
    check(spvrt_module_release(Mod));
    return 0;
  }

  std::string Name = KernelName;
  if (Name.empty()) {
    if (NumKernels != 1)
      die("the module has " + Twine(NumKernels) + " kernels; choose one with --kernel (see --list)");
    const char *N;
    check(spvrt_module_kernel_name(Mod, 0, &N));
    Name = N;
  }
  spvrt_kernel K;
  check(spvrt_kernel_create(Mod, Name.c_str(), &K));
  uint32_t NP;
  check(spvrt_kernel_param_count(K, &NP));
  if (Args.size() != NP)
    die("kernel '" + Name + "' has " + Twine(NP) + " parameters but " + Twine(Args.size()) +
        " --arg options were given (see --list)");

  spvrt_mem_kind Kind = MemKind == "host"     ? SPVRT_MEM_HOST
                        : MemKind == "shared" ? SPVRT_MEM_SHARED
                        : MemKind == "device" ? SPVRT_MEM_DEVICE
                                              : (die("--mem: expected device, host or shared"), SPVRT_MEM_DEVICE);
  std::vector<Arg> A;
  for (uint32_t I = 0; I < NP; ++I) {
    spvrt_param_info P;
    check(spvrt_kernel_param_info(K, I, &P));
    A.push_back(parseArg(Args[I], P, I));
    Arg &Cur = A.back();
    switch (Cur.Kind) {
    case Arg::Value:
      check(spvrt_kernel_set_arg_value(K, I, Cur.Bytes.size(), Cur.Bytes.data()));
      break;
    case Arg::Null:
      check(spvrt_kernel_set_arg_pointer(K, I, nullptr));
      break;
    case Arg::LocalMem:
      check(spvrt_kernel_set_arg_local(K, I, Cur.LocalBytes));
      break;
    case Arg::Buffer:
      check(spvrt_mem_alloc(Dev, Kind, Cur.Bytes.size(), 0, &Cur.Dev));
      check(spvrt_memcpy(Dev, Cur.Dev, Cur.Bytes.data(), Cur.Bytes.size()));
      check(spvrt_kernel_set_arg_pointer(K, I, Cur.Dev));
      break;
    case Arg::Image:
      check(spvrt_image_create(Dev, &Cur.ImageDesc, &Cur.Img));
      check(spvrt_image_write(Cur.Img, nullptr, nullptr, Cur.Bytes.data()));
      check(spvrt_kernel_set_arg_image(K, I, Cur.Img));
      break;
    case Arg::Sampler:
      check(spvrt_sampler_create(Dev, Cur.Addressing, Cur.Filter, Cur.Normalized, &Cur.Smp));
      check(spvrt_kernel_set_arg_sampler(K, I, Cur.Smp));
      break;
    }
  }

  std::vector<uint64_t> G;
  if (!Global.empty()) {
    G = parseSizes(Global, "global");
  } else {
    for (const Arg &X : A) {
      if (X.Kind == Arg::Buffer)
        G = {X.count()};
      else if (X.Kind == Arg::Image)
        G.assign(X.Extent, X.Extent + (X.Extent[2] > 1 ? 3 : X.Extent[1] > 1 ? 2 : 1));
      if (!G.empty())
        break;
    }
    if (G.empty())
      die("no --global size and no buffer or image argument to take it from");
  }
  std::vector<uint64_t> L, O;
  if (!Local.empty() && (L = parseSizes(Local, "local")).size() != G.size())
    die("--local has " + Twine(L.size()) + " dimensions, --global has " + Twine(G.size()));
  if (!Offset.empty() && (O = parseSizes(Offset, "offset")).size() != G.size())
    die("--offset has " + Twine(O.size()) + " dimensions, --global has " + Twine(G.size()));

  double KernelMs = 0;
  for (unsigned Rep = 0; Rep < std::max(1u, unsigned(Repeat)); ++Rep) {
    // Every repetition starts from the same inputs.
    if (Rep) {
      for (const Arg &X : A) {
        if (X.Kind == Arg::Buffer)
          check(spvrt_memcpy(Dev, X.Dev, X.Bytes.data(), X.Bytes.size()));
        else if (X.Kind == Arg::Image)
          check(spvrt_image_write(X.Img, nullptr, nullptr, X.Bytes.data()));
      }
    }
    // Kernel printf output goes to this process's stdout through the
    // device's C library: ours comes before it, and it is complete (the
    // launch has finished) and flushed before anything we print next.
    outs().flush();
    auto T1 = std::chrono::steady_clock::now();
    check(spvrt_kernel_launch(K, uint32_t(G.size()), G.data(), L.empty() ? nullptr : L.data(),
                              O.empty() ? nullptr : O.data()));
    check(spvrt_device_wait(Dev));
    KernelMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - T1).count();
    fflush(stdout);
  }
  KernelMs /= std::max(1u, unsigned(Repeat));

  // Results back on the host.
  std::vector<std::vector<uint8_t>> Out(NP);
  for (uint32_t I = 0; I < NP; ++I) {
    if (A[I].hasElements())
      Out[I].resize(A[I].Bytes.size());
    if (A[I].Kind == Arg::Buffer)
      check(spvrt_memcpy(Dev, Out[I].data(), A[I].Dev, Out[I].size()));
    else if (A[I].Kind == Arg::Image)
      check(spvrt_image_read(A[I].Img, nullptr, nullptr, Out[I].data()));
  }
  auto needBuffer = [&](unsigned I, const char *Opt) {
    if (!A[I].hasElements())
      die(Twine("--") + Opt + ": argument " + Twine(I) + " is not a buffer or an image");
  };

  for (unsigned I : Print) {
    if (I >= NP)
      die("--print: no argument " + Twine(I));
    needBuffer(I, "print");
    size_t N = A[I].count(), Shown = PrintLimit ? std::min<size_t>(N, PrintLimit) : N;
    outs() << "arg " << I << " (";
    if (A[I].Kind == Arg::Image)
      outs() << A[I].ImageSpec << ", ";
    outs() << typeName(A[I].Type) << "[" << N << "]):";
    for (size_t E = 0; E < Shown; ++E)
      outs() << " " << formatValue(load(&Out[I][E * A[I].Type.bytes()], A[I].Type), A[I].Type);
    if (Shown < N)
      outs() << " ...";
    outs() << "\n";
  }
  for (StringRef S : Save) {
    auto [I, Path] = splitIndex(S, "save", NP);
    needBuffer(I, "save");
    std::ofstream F(Path.str(), std::ios::binary);
    F.write(reinterpret_cast<const char *>(Out[I].data()), std::streamsize(Out[I].size()));
    if (!F)
      die("--save: cannot write '" + Path + "'");
  }
  bool Failed = false;
  for (StringRef S : Expect) {
    auto [I, What] = splitIndex(S, "expect", NP);
    needBuffer(I, "expect");
    const ElemType &T = A[I].Type;
    size_t N = A[I].count(), Bad = 0, First = 0;
    double Got0 = 0, Want0 = 0;
    std::vector<uint8_t> Ref;
    bool FromFile = What.starts_with("file:");
    if (FromFile) {
      std::ifstream F(What.drop_front(5).str(), std::ios::binary);
      if (F.is_open())
        Ref.assign(std::istreambuf_iterator<char>(F), std::istreambuf_iterator<char>());
      if (!F.is_open() || Ref.size() != Out[I].size())
        die("--expect: '" + What.drop_front(5) + "' is missing or has " + Twine(Ref.size()) + " bytes, expected " +
            Twine(Out[I].size()));
    }
    // Images may give one expression per channel.
    const Arg *Image = A[I].Kind == Arg::Image ? &A[I] : nullptr;
    SmallVector<StringRef, 4> PerChannel;
    if (!FromFile)
      What.split(PerChannel, ';');
    if (PerChannel.size() > 1 && (!Image || PerChannel.size() != Image->Channels))
      die("--expect: " + Twine(PerChannel.size()) + " expressions separated by ';' given for argument " + Twine(I) +
          (Image ? ", which has " + Twine(Image->Channels) + " channels" : Twine(", which is not an image")));
    std::vector<Expr> Exprs;
    for (StringRef Text : PerChannel)
      Exprs.emplace_back(Text, A, Image);
    for (size_t X = 0; X < N; ++X) {
      double Got = load(&Out[I][X * T.bytes()], T);
      double Want = FromFile ? load(&Ref[X * T.bytes()], T) : Exprs[X % Exprs.size()].eval(X);
      if (!FromFile) { // compare in the element's own type
        uint8_t Tmp[8];
        store(Tmp, T, Want);
        Want = load(Tmp, T);
      }
      bool Ok = T.Kind == EK::Float ? std::fabs(Got - Want) <= Tolerance * std::max(1.0, std::fabs(Want))
                                    : Got == Want;
      if (!Ok && Bad++ == 0) {
        First = X;
        Got0 = Got;
        Want0 = Want;
      }
    }
    if (Bad) {
      WithColor::error(errs(), ToolName) << "argument " << I << ": " << Bad << " of " << N
                                         << " elements differ from '" << What << "'; first at [" << First
                                         << "]: got " << formatValue(Got0, T) << ", expected "
                                         << formatValue(Want0, T) << "\n";
      Failed = true;
    } else {
      outs() << "argument " << I << ": all " << N << " elements match '" << What << "'\n";
    }
  }
  if (Time) {
    outs() << format("build: %.3f ms\n", BuildMs);
    outs() << format("kernel: %.3f ms (launch to completion", KernelMs)
           << (Repeat > 1 ? ", mean of " + std::to_string(Repeat) + " runs" : std::string()) << ")\n";
  }

  for (Arg &X : A) {
    if (X.Dev)
      check(spvrt_mem_free(Dev, X.Dev));
    if (X.Img)
      check(spvrt_image_release(X.Img));
    if (X.Smp)
      check(spvrt_sampler_release(X.Smp));
  }
  check(spvrt_kernel_release(K));
  check(spvrt_module_release(Mod));
  return Failed ? 1 : 0;
}
