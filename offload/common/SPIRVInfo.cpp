//===- SPIRVInfo.cpp - Kernel interface reflection of SPIR-V modules ------===//
#include "SPIRVInfo.h"
#include "SPIRVGrammarEnums.inc"

#include <cstdio>
#include <cstring>
#include <map>
#include <set>

namespace spirv_info {
namespace {

// The few opcodes and enumerants the kernel interface depends on, from
// the grammar-generated enums.
namespace G = llvm::SPIRV;
enum Opcode : uint32_t {
  OpName = G::Op::OpName,
  OpMemoryModel = G::Op::OpMemoryModel,
  OpEntryPoint = G::Op::OpEntryPoint,
  OpExecutionMode = G::Op::OpExecutionMode,
  OpTypeVoid = G::Op::OpTypeVoid,
  OpTypeBool = G::Op::OpTypeBool,
  OpTypeInt = G::Op::OpTypeInt,
  OpTypeFloat = G::Op::OpTypeFloat,
  OpTypeVector = G::Op::OpTypeVector,
  OpTypeImage = G::Op::OpTypeImage,
  OpTypeSampler = G::Op::OpTypeSampler,
  OpTypeSampledImage = G::Op::OpTypeSampledImage,
  OpTypeArray = G::Op::OpTypeArray,
  OpTypeStruct = G::Op::OpTypeStruct,
  OpTypeOpaque = G::Op::OpTypeOpaque,
  OpTypePointer = G::Op::OpTypePointer,
  OpTypeFunction = G::Op::OpTypeFunction,
  OpTypeEvent = G::Op::OpTypeEvent,
  OpConstant = G::Op::OpConstant,
  OpFunction = G::Op::OpFunction,
  OpFunctionParameter = G::Op::OpFunctionParameter,
  OpFunctionEnd = G::Op::OpFunctionEnd,
  OpFunctionCall = G::Op::OpFunctionCall,
  OpVariable = G::Op::OpVariable,
  OpDecorate = G::Op::OpDecorate,
  OpMemberDecorate = G::Op::OpMemberDecorate,
};
enum : uint32_t {
  ExecModelKernel = G::ExecutionModel::Kernel,
  ExecModeLocalSize = G::ExecutionMode::LocalSize,
  ExecModeSubgroupSize = G::ExecutionMode::SubgroupSize,
  DecoCPacked = G::Decoration::CPacked,
  DecoOffset = G::Decoration::Offset,
  DecoFuncParamAttr = G::Decoration::FuncParamAttr,
  ParamAttrByVal = G::FunctionParameterAttribute::ByVal,
  SCUniformConstant = G::StorageClass::UniformConstant,
  SCWorkgroup = G::StorageClass::Workgroup,
  SCCrossWorkgroup = G::StorageClass::CrossWorkgroup,
  SCFunction = G::StorageClass::Function,
  SCGeneric = G::StorageClass::Generic,
  AddressingPhysical32 = G::AddressingModel::Physical32,
  Dim1D = G::Dim::Dim1D,
  Dim2D = G::Dim::Dim2D,
  Dim3D = G::Dim::Dim3D,
  DimBuffer = G::Dim::Buffer,
  AccessWriteOnly = G::AccessQualifier::WriteOnly,
  AccessReadWrite = G::AccessQualifier::ReadWrite,
};

constexpr uint32_t Magic = G::MagicNumber;
constexpr uint32_t SwappedMagic = ((Magic & 0xff) << 24) | ((Magic & 0xff00) << 8) |
                                  ((Magic >> 8) & 0xff00) | (Magic >> 24);

enum class TK { Void, Bool, Int, Float, Vector, Array, Struct, Pointer, Image, Sampler, Event, Opaque, Function };

struct Type {
  TK Kind = TK::Opaque;
  uint32_t Bits = 0;
  uint32_t Elem = 0;    // vector/array element, pointee
  uint64_t Count = 0;   // vector/array length
  uint32_t Storage = 0; // pointer storage class
  std::vector<uint32_t> Members;
  ImageShape Shape = ImageShape::None; // images (None: a shape kernels cannot take, e.g. depth)
  ImageAccess Access = ImageAccess::ReadOnly;
};

/// The OpenCL image type of an OpTypeImage's Dim, Depth and Arrayed.
ImageShape imageShape(uint32_t Dim, uint32_t Depth, uint32_t Arrayed) {
  if (Depth == 1) // depth images have no Level-Zero format
    return ImageShape::None;
  switch (Dim) {
  case Dim1D: return Arrayed ? ImageShape::Image1DArray : ImageShape::Image1D;
  case Dim2D: return Arrayed ? ImageShape::Image2DArray : ImageShape::Image2D;
  case Dim3D: return Arrayed ? ImageShape::None : ImageShape::Image3D;
  case DimBuffer: return Arrayed ? ImageShape::None : ImageShape::Image1DBuffer;
  default: return ImageShape::None;
  }
}

struct Parser {
  const uint32_t *W;
  size_t N;
  std::string &Err;
  std::map<uint32_t, Type> Types;
  std::map<uint32_t, uint64_t> Constants;
  std::map<uint32_t, std::string> Names;
  std::set<uint32_t> ByVal, Packed;
  std::map<uint32_t, std::map<uint32_t, uint64_t>> MemberOffsets;
  std::map<uint32_t, std::vector<uint32_t>> FunctionParams;
  std::map<uint32_t, uint64_t> FunctionPrivate;              // its own Function variables' bytes
  std::map<uint32_t, std::vector<uint32_t>> FunctionCalls;   // callee of each call site

  /// The bytes of the arrays of at least 64 bytes in a variable of type Id,
  /// as members too (Kernel::PrivateBytes).
  uint64_t arrayBytes(uint32_t Id, int Depth = 0) const {
    const Type *T = type(Id);
    if (!T || Depth > 32)
      return 0;
    if (T->Kind == TK::Array) {
      uint64_t Size, Align;
      layout(Id, Size, Align);
      return Size >= 64 ? Size : 0;
    }
    uint64_t Sum = 0;
    if (T->Kind == TK::Struct)
      for (uint32_t M : T->Members)
        Sum += arrayBytes(M, Depth + 1);
    return Sum;
  }

  /// Kernel::PrivateBytes of function Fn. Valid modules have no recursion;
  /// a cycle (or a call chain deeper than 64) adds nothing more.
  uint64_t privateBytes(uint32_t Fn, std::map<uint32_t, uint64_t> &Memo, int Depth = 0) const {
    if (auto M = Memo.find(Fn); M != Memo.end())
      return M->second;
    if (Depth > 64)
      return 0;
    Memo[Fn] = 0; // a cycle back to Fn adds nothing
    auto Own = FunctionPrivate.find(Fn);
    uint64_t Sum = Own == FunctionPrivate.end() ? 0 : Own->second;
    if (auto C = FunctionCalls.find(Fn); C != FunctionCalls.end())
      for (uint32_t Callee : C->second) {
        uint64_t B = privateBytes(Callee, Memo, Depth + 1);
        Sum = B > UINT64_MAX - Sum ? UINT64_MAX : Sum + B;
      }
    return Memo[Fn] = Sum;
  }
  std::map<uint32_t, uint32_t> ParamTypes;
  uint32_t PointerBits = 64;

  Parser(const uint32_t *W, size_t N, std::string &Err) : W(W), N(N), Err(Err) {}

  static std::string literalString(const uint32_t *Words, size_t Count) {
    const char *C = reinterpret_cast<const char *>(Words);
    return std::string(C, strnlen(C, Count * 4));
  }

  const Type *type(uint32_t Id) const {
    auto It = Types.find(Id);
    return It == Types.end() ? nullptr : &It->second;
  }

  // OpenCL layout: 3-element vectors occupy 4 elements; sizes of unknown or
  // opaque types are 0 so callers can refuse them.
  void layout(uint32_t Id, uint64_t &Size, uint64_t &Align, int Depth = 0) const {
    Size = 0;
    Align = 1;
    const Type *T = type(Id);
    if (!T || Depth > 32)
      return;
    switch (T->Kind) {
    case TK::Bool:
      Size = Align = 1;
      return;
    case TK::Int:
    case TK::Float:
      Size = Align = T->Bits / 8;
      return;
    case TK::Pointer:
      Size = Align = PointerBits / 8;
      return;
    case TK::Vector: {
      uint64_t ES, EA;
      layout(T->Elem, ES, EA, Depth + 1);
      Size = Align = ES * (T->Count == 3 ? 4 : T->Count);
      return;
    }
    case TK::Array: {
      uint64_t ES, EA;
      layout(T->Elem, ES, EA, Depth + 1);
      Size = ES * T->Count;
      Align = EA;
      return;
    }
    case TK::Struct: {
      bool IsPacked = Packed.count(Id);
      auto Offs = MemberOffsets.find(Id);
      uint64_t Off = 0;
      for (size_t I = 0; I < T->Members.size(); ++I) {
        uint64_t MS, MA;
        layout(T->Members[I], MS, MA, Depth + 1);
        if (IsPacked)
          MA = 1;
        if (Offs != MemberOffsets.end() && Offs->second.count(I))
          Off = Offs->second.at(I);
        else
          Off = (Off + MA - 1) / MA * MA;
        Off += MS;
        if (MA > Align)
          Align = MA;
      }
      Size = (Off + Align - 1) / Align * Align;
      return;
    }
    default:
      return;
    }
  }

  std::string spell(uint32_t Id, int Depth = 0) const {
    const Type *T = type(Id);
    if (!T || Depth > 8)
      return "?";
    switch (T->Kind) {
    case TK::Void: return "void";
    case TK::Bool: return "bool";
    case TK::Int:
      switch (T->Bits) {
      case 8: return "char";
      case 16: return "short";
      case 32: return "int";
      case 64: return "long";
      default: return "i" + std::to_string(T->Bits);
      }
    case TK::Float:
      return T->Bits == 16 ? "half" : T->Bits == 32 ? "float" : T->Bits == 64 ? "double" : "f" + std::to_string(T->Bits);
    case TK::Vector: return spell(T->Elem, Depth + 1) + std::to_string(T->Count);
    case TK::Array: return spell(T->Elem, Depth + 1) + "[" + std::to_string(T->Count) + "]";
    case TK::Struct: {
      auto It = Names.find(Id);
      std::string S = "struct";
      if (It != Names.end() && !It->second.empty())
        return S + " " + It->second;
      S += " {";
      for (size_t I = 0; I < T->Members.size(); ++I)
        S += (I ? ", " : "") + spell(T->Members[I], Depth + 1);
      return S + "}";
    }
    case TK::Pointer: {
      const char *AS = "";
      switch (T->Storage) {
      case SCCrossWorkgroup: AS = "global "; break;
      case SCWorkgroup: AS = "local "; break;
      case SCUniformConstant: AS = "constant "; break;
      case SCGeneric: AS = ""; break;
      case SCFunction: AS = "private "; break;
      }
      return AS + spell(T->Elem, Depth + 1) + "*";
    }
    case TK::Image:
      if (T->Shape == ImageShape::None)
        return "image";
      return std::string(T->Access == ImageAccess::WriteOnly   ? "write_only "
                         : T->Access == ImageAccess::ReadWrite ? "read_write "
                                                               : "read_only ") +
             imageTypeName(T->Shape);
    case TK::Sampler: return "sampler_t";
    case TK::Event: return "event_t";
    default: return "opaque";
    }
  }

  // Scalar element of a value or pointee, for launchers that fill buffers.
  void element(uint32_t Id, Param &P) const {
    const Type *T = type(Id);
    if (!T)
      return;
    uint64_t Size, Align;
    layout(Id, Size, Align);
    P.ElemSize = Size;
    if (T->Kind == TK::Vector) {
      P.ElemVector = T->Count;
      T = type(T->Elem);
      if (!T)
        return;
    }
    if (T->Kind == TK::Int || T->Kind == TK::Float || T->Kind == TK::Bool) {
      P.Elem = T->Kind == TK::Int ? ScalarKind::Int : T->Kind == TK::Float ? ScalarKind::Float : ScalarKind::Bool;
      P.ElemBits = T->Kind == TK::Bool ? 8 : T->Bits;
    }
  }

  Param describe(uint32_t ParamId) const {
    Param P;
    auto NI = Names.find(ParamId);
    if (NI != Names.end())
      P.Name = NI->second;
    uint32_t TyId = ParamTypes.at(ParamId);
    const Type *T = type(TyId);
    P.TypeName = spell(TyId);
    if (!T)
      return P;
    uint64_t Size, Align;
    if (T->Kind == TK::Pointer) {
      element(T->Elem, P);
      switch (T->Storage) {
      case SCCrossWorkgroup: P.Kind = ParamKind::GlobalPointer; break;
      case SCUniformConstant: P.Kind = ParamKind::ConstantPointer; break;
      case SCWorkgroup: P.Kind = ParamKind::LocalPointer; break;
      case SCGeneric: P.Kind = ParamKind::GenericPointer; break;
      case SCFunction:
        // A struct passed by value arrives as a pointer to a private copy.
        if (ByVal.count(ParamId)) {
          layout(T->Elem, Size, Align);
          P.Kind = Size ? ParamKind::Value : ParamKind::Unsupported;
          P.Size = Size;
          P.TypeName = spell(T->Elem);
          return P;
        }
        P.Kind = ParamKind::Unsupported;
        break;
      default: P.Kind = ParamKind::Unsupported; break;
      }
      P.Size = PointerBits / 8;
      return P;
    }
    switch (T->Kind) {
    case TK::Bool: case TK::Int: case TK::Float: case TK::Vector: case TK::Array: case TK::Struct:
      layout(TyId, Size, Align);
      P.Size = Size;
      P.Kind = Size ? ParamKind::Value : ParamKind::Unsupported;
      element(TyId, P);
      break;
    case TK::Image:
      P.Kind = T->Shape == ImageShape::None ? ParamKind::Unsupported : ParamKind::Image;
      P.Shape = T->Shape;
      P.Access = T->Access;
      P.Size = PointerBits / 8;
      break;
    case TK::Sampler:
      P.Kind = ParamKind::Sampler;
      P.Size = PointerBits / 8;
      break;
    default:
      P.Kind = ParamKind::Unsupported;
      break;
    }
    return P;
  }

  bool run(Module &Out) {
    if (N < 5) {
      Err = "file is too small to be a SPIR-V module (" + std::to_string(N * 4) + " bytes)";
      return false;
    }
    if (W[0] != Magic) {
      Err = W[0] == 0x03022307 ? "big-endian SPIR-V modules are not supported" : "not a SPIR-V module (bad magic number)";
      return false;
    }
    Out.Version = W[1];
    struct EP { uint32_t Fn; std::string Name; };
    std::vector<EP> Entries;
    std::map<uint32_t, std::vector<uint32_t>> LocalSizes;
    std::map<uint32_t, uint32_t> SubgroupSizes;
    uint32_t CurrentFn = 0;
    for (size_t I = 5; I < N;) {
      uint32_t WordCount = W[I] >> 16, Op = W[I] & 0xffff;
      if (WordCount == 0) {
        Err = "invalid instruction with word count 0 at word " + std::to_string(I);
        return false;
      }
      if (I + WordCount > N) {
        Err = "truncated module: instruction at word " + std::to_string(I) + " needs " + std::to_string(WordCount) +
              " words, only " + std::to_string(N - I) + " left";
        return false;
      }
      const uint32_t *A = W + I + 1; // operands
      size_t NA = WordCount - 1;
      auto need = [&](size_t K) {
        if (NA < K) {
          Err = "malformed instruction (opcode " + std::to_string(Op) + ") at word " + std::to_string(I);
          return false;
        }
        return true;
      };
      switch (Op) {
      case OpName:
        if (!need(1)) return false;
        Names[A[0]] = literalString(A + 1, NA - 1);
        break;
      case OpMemoryModel:
        if (!need(2)) return false;
        PointerBits = A[0] == AddressingPhysical32 ? 32 : 64;
        break;
      case OpEntryPoint:
        if (!need(3)) return false;
        if (A[0] == ExecModelKernel)
          Entries.push_back({A[1], literalString(A + 2, NA - 2)});
        break;
      case OpExecutionMode:
        if (!need(2)) return false;
        if (A[1] == ExecModeLocalSize && NA >= 5)
          LocalSizes[A[0]] = {A[2], A[3], A[4]};
        if (A[1] == ExecModeSubgroupSize && NA >= 3)
          SubgroupSizes[A[0]] = A[2];
        break;
      case OpDecorate:
        if (!need(2)) return false;
        if (A[1] == DecoFuncParamAttr && NA >= 3 && A[2] == ParamAttrByVal)
          ByVal.insert(A[0]);
        if (A[1] == DecoCPacked)
          Packed.insert(A[0]);
        break;
      case OpMemberDecorate:
        if (!need(3)) return false;
        if (A[2] == DecoOffset && NA >= 4)
          MemberOffsets[A[0]][A[1]] = A[3];
        break;
      case OpTypeVoid: if (!need(1)) return false; Types[A[0]].Kind = TK::Void; break;
      case OpTypeBool: if (!need(1)) return false; Types[A[0]].Kind = TK::Bool; break;
      case OpTypeInt:
      case OpTypeFloat:
        if (!need(2)) return false;
        Types[A[0]].Kind = Op == OpTypeInt ? TK::Int : TK::Float;
        Types[A[0]].Bits = A[1];
        break;
      case OpTypeVector:
        if (!need(3)) return false;
        Types[A[0]] = Type{TK::Vector, 0, A[1], A[2], 0, {}};
        break;
      case OpTypeArray: {
        if (!need(3)) return false;
        auto C = Constants.find(A[2]);
        Types[A[0]] = Type{TK::Array, 0, A[1], C == Constants.end() ? 0 : C->second, 0, {}};
        break;
      }
      case OpTypeStruct:
        if (!need(1)) return false;
        Types[A[0]] = Type{TK::Struct, 0, 0, 0, 0, std::vector<uint32_t>(A + 1, A + NA)};
        break;
      case OpTypePointer:
        if (!need(3)) return false;
        Types[A[0]] = Type{TK::Pointer, 0, A[2], 0, A[1], {}};
        break;
      case OpTypeImage:
        if (!need(8)) return false;
        Types[A[0]].Kind = TK::Image;
        Types[A[0]].Shape = imageShape(A[2], A[3], A[4]);
        Types[A[0]].Access = NA < 9                     ? ImageAccess::ReadOnly
                             : A[8] == AccessWriteOnly ? ImageAccess::WriteOnly
                             : A[8] == AccessReadWrite ? ImageAccess::ReadWrite
                                                       : ImageAccess::ReadOnly;
        break;
      case OpTypeSampledImage:
        if (!need(1)) return false;
        Types[A[0]].Kind = TK::Image;
        break;
      case OpTypeSampler: if (!need(1)) return false; Types[A[0]].Kind = TK::Sampler; break;
      case OpTypeEvent: if (!need(1)) return false; Types[A[0]].Kind = TK::Event; break;
      case OpTypeOpaque: if (!need(1)) return false; Types[A[0]].Kind = TK::Opaque; break;
      case OpTypeFunction: if (!need(1)) return false; Types[A[0]].Kind = TK::Function; break;
      case OpConstant:
        if (!need(3)) return false;
        Constants[A[1]] = NA >= 4 ? (uint64_t(A[3]) << 32 | A[2]) : A[2];
        break;
      case OpFunction:
        if (!need(4)) return false;
        CurrentFn = A[1];
        FunctionParams[CurrentFn];
        break;
      case OpFunctionParameter:
        if (!need(2)) return false;
        if (!CurrentFn) {
          Err = "OpFunctionParameter outside a function at word " + std::to_string(I);
          return false;
        }
        FunctionParams[CurrentFn].push_back(A[1]);
        ParamTypes[A[1]] = A[0];
        break;
      case OpFunctionEnd:
        CurrentFn = 0;
        break;
      case OpVariable:
        if (!need(3)) return false;
        if (CurrentFn && A[2] == SCFunction)
          if (const Type *T = type(A[0]); T && T->Kind == TK::Pointer) {
            uint64_t Size = arrayBytes(T->Elem);
            uint64_t &Sum = FunctionPrivate[CurrentFn];
            Sum = Size > UINT64_MAX - Sum ? UINT64_MAX : Sum + Size;
          }
        break;
      case OpFunctionCall:
        if (!need(3)) return false;
        if (CurrentFn)
          FunctionCalls[CurrentFn].push_back(A[2]);
        break;
      default:
        break;
      }
      I += WordCount;
    }
    Out.PointerBits = PointerBits;
    std::map<uint32_t, uint64_t> PrivateMemo;
    for (const EP &E : Entries) {
      auto FP = FunctionParams.find(E.Fn);
      if (FP == FunctionParams.end()) {
        Err = "entry point '" + E.Name + "' has no function body";
        return false;
      }
      Kernel K;
      K.Name = E.Name;
      for (uint32_t P : FP->second)
        K.Params.push_back(describe(P));
      auto LS = LocalSizes.find(E.Fn);
      if (LS != LocalSizes.end())
        for (int D = 0; D < 3; ++D)
          K.RequiredGroupSize[D] = LS->second[D];
      auto SS = SubgroupSizes.find(E.Fn);
      if (SS != SubgroupSizes.end())
        K.RequiredSubGroupSize = SS->second;
      K.PrivateBytes = privateBytes(E.Fn, PrivateMemo);
      Out.Kernels.push_back(std::move(K));
    }
    return true;
  }
};

} // namespace

const char *imageTypeName(ImageShape S) {
  switch (S) {
  case ImageShape::Image1D: return "image1d_t";
  case ImageShape::Image1DArray: return "image1d_array_t";
  case ImageShape::Image1DBuffer: return "image1d_buffer_t";
  case ImageShape::Image2D: return "image2d_t";
  case ImageShape::Image2DArray: return "image2d_array_t";
  case ImageShape::Image3D: return "image3d_t";
  case ImageShape::None: break;
  }
  return "image";
}

const Kernel *Module::find(const std::string &Name) const {
  for (const Kernel &K : Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

bool looksLikeSPIRV(const void *Data, size_t Size) {
  if (Size < 4)
    return false;
  uint32_t M;
  memcpy(&M, Data, 4);
  return M == Magic || M == SwappedMagic;
}

bool parse(const void *Data, size_t Size, Module &Out, std::string &Error) {
  Out = Module();
  if (Size % 4) {
    Error = "size " + std::to_string(Size) + " is not a multiple of 4 bytes (truncated or not SPIR-V)";
    return false;
  }
  // Copy to guarantee word alignment whatever the caller's buffer.
  std::vector<uint32_t> Words(Size / 4);
  if (Size)
    memcpy(Words.data(), Data, Size);
  Parser P(Words.data(), Words.size(), Error);
  return P.run(Out);
}

std::string versionString(uint32_t Version) {
  return std::to_string((Version >> 16) & 0xff) + "." + std::to_string((Version >> 8) & 0xff);
}

/// Calls F(opcode, word index, word count) for every instruction of a
/// little-endian module, up to the first malformed one.
template <typename Fn> static void forEachInstruction(std::vector<uint32_t> &Words, Fn F) {
  for (size_t I = 5; I < Words.size();) {
    uint32_t Count = Words[I] >> 16;
    if (Count == 0 || I + Count > Words.size())
      return;
    F(Words[I] & 0xffff, I, Count);
    I += Count;
  }
}

void clearDontInline(std::vector<uint32_t> &Words) {
  forEachInstruction(Words, [&](uint32_t Op, size_t I, uint32_t Count) {
    // OpFunction: result type, result id, function control, function type.
    if (Op == OpFunction && Count >= 5)
      Words[I + 3] = (Words[I + 3] & ~uint32_t(G::FunctionControl::DontInline)) | G::FunctionControl::Inline;
  });
}

void madAsFma(std::vector<uint32_t> &Words) {
  // OpenCL.std instruction numbers of the extended instruction set.
  constexpr uint32_t Fma = 26, Mad = 42;
  uint32_t OpenCLStd = 0;
  forEachInstruction(Words, [&](uint32_t Op, size_t I, uint32_t Count) {
    // OpExtInstImport: result id, name; OpExtInst: result type, result id,
    // set, instruction, operands.
    if (Op == G::Op::OpExtInstImport && Count >= 3) {
      const char *Name = reinterpret_cast<const char *>(&Words[I + 2]);
      if (strnlen(Name, (Count - 2) * 4) == 10 && !memcmp(Name, "OpenCL.std", 10))
        OpenCLStd = Words[I + 1];
    } else if (Op == G::Op::OpExtInst && Count >= 5 && OpenCLStd && Words[I + 3] == OpenCLStd &&
               Words[I + 4] == Mad) {
      Words[I + 4] = Fma;
    }
  });
}

void dropMemoryBarriers(std::vector<uint32_t> &Words) {
  forEachInstruction(Words, [&](uint32_t Op, size_t I, uint32_t Count) {
    // One OpNop (a single word) per word keeps the layout.
    if (Op == G::Op::OpMemoryBarrier)
      for (uint32_t K = 0; K < Count; ++K)
        Words[I + K] = (1u << 16) | G::Op::OpNop;
  });
}

std::string shortName(const std::string &Name, size_t Max) {
  if (Name.size() <= Max)
    return Name;
  uint64_t Hash = 0xcbf29ce484222325ull; // FNV-1a
  for (unsigned char C : Name)
    Hash = (Hash ^ C) * 0x100000001b3ull;
  char Tail[18];
  snprintf(Tail, sizeof(Tail), "_%016llx", static_cast<unsigned long long>(Hash));
  return Name.substr(0, Max > 17 ? Max - 17 : 0) + Tail;
}

/// The literal string starting at word I of an instruction ending before End.
static std::string literalAt(const std::vector<uint32_t> &Words, size_t I, size_t End) {
  if (I >= End)
    return std::string();
  const char *S = reinterpret_cast<const char *>(&Words[I]);
  return std::string(S, strnlen(S, (End - I) * 4));
}

/// Appends Text as a nul-terminated literal string padded to whole words.
static void appendLiteral(std::vector<uint32_t> &Out, const std::string &Text) {
  size_t N = Text.size() / 4 + 1;
  size_t At = Out.size();
  Out.resize(At + N, 0);
  memcpy(&Out[At], Text.data(), Text.size());
}

void shortenEntryPointNames(std::vector<uint32_t> &Words, size_t Max) {
  // OpEntryPoint: execution model, function, name, interface ids;
  // OpName: target, name.
  std::map<uint32_t, std::string> Renamed; // function id -> short name
  forEachInstruction(Words, [&](uint32_t Op, size_t I, uint32_t Count) {
    if (Op == G::Op::OpEntryPoint && Count >= 4) {
      std::string Name = literalAt(Words, I + 3, I + Count);
      if (Name.size() > Max)
        Renamed[Words[I + 2]] = shortName(Name, Max);
    }
  });
  if (Renamed.empty())
    return;
  std::vector<uint32_t> Out(Words.begin(), Words.begin() + std::min<size_t>(5, Words.size()));
  size_t Done = Out.size();
  forEachInstruction(Words, [&](uint32_t Op, size_t I, uint32_t Count) {
    Done = I + Count;
    bool Entry = Op == G::Op::OpEntryPoint && Count >= 4;
    bool Named = Op == G::Op::OpName && Count >= 3;
    auto R = (Entry || Named) ? Renamed.find(Words[I + (Entry ? 2 : 1)]) : Renamed.end();
    if (R == Renamed.end()) {
      Out.insert(Out.end(), Words.begin() + I, Words.begin() + I + Count);
      return;
    }
    size_t NameAt = I + (Entry ? 3 : 2);
    std::string Old = literalAt(Words, NameAt, I + Count);
    size_t Start = Out.size();
    Out.insert(Out.end(), Words.begin() + I, Words.begin() + NameAt);
    appendLiteral(Out, R->second);
    // Operands after the name: the entry point's interface ids.
    Out.insert(Out.end(), Words.begin() + NameAt + Old.size() / 4 + 1, Words.begin() + I + Count);
    Out[Start] = uint32_t(Out.size() - Start) << 16 | Op;
  });
  // Words after a malformed instruction stay as they were.
  Out.insert(Out.end(), Words.begin() + std::min(Done, Words.size()), Words.end());
  Words.swap(Out);
}

void declareSampledImageCapabilities(std::vector<uint32_t> &Words) {
  forEachInstruction(Words, [&](uint32_t Op, size_t I, uint32_t Count) {
    if (Op != G::Op::OpCapability || Count != 2)
      return;
    if (Words[I + 1] == G::Capability::Image1D)
      Words[I + 1] = G::Capability::Sampled1D;
    else if (Words[I + 1] == G::Capability::ImageBuffer)
      Words[I + 1] = G::Capability::SampledBuffer;
  });
}

} // namespace spirv_info
