//===- SPIRVExtract.cpp - One kernel of a SPIR-V module -------------------===//
#include "SPIRVExtract.h"
#include "SPIRVGrammarEnums.inc"
#include "SPIRVGrammarResults.inc"

#include <algorithm>
#include <cstring>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace spirv_info {
namespace {

namespace G = llvm::SPIRV;
namespace DI = G::OpenCLDebugInfo100;

constexpr size_t HeaderWords = 5;
// DebugFunction's operand that names its OpFunction (after the opcode, the
// result type and id, the set and the instruction number).
constexpr size_t DebugFunctionFunctionWord = 14;

struct Instruction {
  size_t At;
  uint32_t Op, Count;
  int Function; // the function that holds it; -1 at module scope
};

/// Module-scope instructions that name a function without using it: a
/// kernel keeps a function only through code or data that uses it.
bool cannotReferToFunction(uint32_t Op) {
  switch (Op) {
  case G::Op::OpEntryPoint:
  case G::Op::OpExecutionMode:
  case G::Op::OpExecutionModeId:
  case G::Op::OpName:
  case G::Op::OpMemberName:
  case G::Op::OpDecorate:
  case G::Op::OpDecorateId:
  case G::Op::OpDecorateString:
  case G::Op::OpMemberDecorate:
  case G::Op::OpMemberDecorateString:
  case G::Op::OpDecorationGroup:
  case G::Op::OpGroupDecorate:
  case G::Op::OpGroupMemberDecorate:
    return true;
  default:
    return false;
  }
}

/// Calls F with each word of Words[First, Count) that the grammar's operand
/// layout Layout reads as a used id (not the result): literals, strings and
/// enumerants are told apart from ids, so a literal that happens to equal an
/// id is never taken for one.
template <typename Fn>
void forEachUsedId(const uint32_t *Words, size_t First, size_t Count, G::RawOperand::Range Layout, Fn F) {
  namespace R = G::RawOperand;
  if (!Layout.Known) { // An instruction the grammar does not know: any word may be an id.
    for (size_t W = First; W < Count; ++W)
      F(Words[W]);
    return;
  }
  std::vector<R::Operand> Pending(R::Pool + Layout.First, R::Pool + Layout.First + Layout.Count);
  size_t W = First;
  for (size_t Next = 0; Next < Pending.size() && W < Count;) {
    R::Operand Op = Pending[Next];
    // A variadic operand repeats after the parameters of its enumerant.
    size_t ParametersAt = Op.Count == R::Variadic ? Next : Next + 1;
    if (Op.Count != R::Variadic)
      ++Next;
    auto AddParameters = [&](uint32_t Value) {
      R::Range P = R::parameters(Op.Enum, Value);
      Pending.insert(Pending.begin() + ParametersAt, R::Pool + P.First, R::Pool + P.First + P.Count);
      ParametersAt += P.Count;
    };
    switch (Op.Kind) {
    case R::Result:
    case R::Word:
      ++W;
      break;
    case R::Id:
      F(Words[W++]);
      break;
    case R::String:
      while (W < Count && (Words[W++] >> 24) != 0) {
      }
      break;
    case R::Rest:
      W = Count;
      break;
    case R::IdWord:
      F(Words[W]);
      W += 2;
      break;
    case R::IdId:
      F(Words[W++]);
      if (W < Count)
        F(Words[W++]);
      break;
    case R::ValueEnum:
      AddParameters(Words[W++]);
      break;
    case R::Opcode: { // The operands of the instruction named, after its result.
      R::Range Inner = R::instruction(Words[W++]);
      if (!Inner.Known || Inner.Count < 2 || R::Pool[Inner.First + 1].Kind != R::Result) {
        forEachUsedId(Words, W, Count, R::Range{0, 0, false}, F);
        return;
      }
      const R::Operand *Operands = R::Pool + Inner.First + 2;
      Pending.insert(Pending.begin() + ParametersAt, Operands, Operands + Inner.Count - 2);
      break;
    }
    case R::BitEnum: {
      uint32_t Mask = Words[W++];
      for (uint32_t Bit = 1; Bit && Mask; Bit <<= 1)
        if (Mask & Bit) {
          Mask &= ~Bit;
          AddParameters(Bit);
        }
      break;
    }
    }
  }
}

std::string literalString(const uint32_t *Words, size_t Count) {
  const char *C = reinterpret_cast<const char *>(Words);
  return std::string(C, strnlen(C, Count * 4));
}

/// A kernel of a module and the functions it reaches.
struct KernelReach {
  const std::vector<uint32_t> &In;
  std::vector<Instruction> Insts;
  std::unordered_map<uint32_t, int> FunctionIndex;      // OpFunction id -> index
  std::vector<std::pair<size_t, size_t>> FunctionInsts; // [first, last) of Insts
  std::vector<bool> Kept;                               // by function index
  uint32_t Entry = 0, DebugSet = 0, OpenCLStdSet = 0;

  std::map<std::string, uint32_t> Entries; // kernel name -> OpFunction id

  explicit KernelReach(const std::vector<uint32_t> &In) : In(In) {}

  /// False when the module is not one this reads.
  bool parse() {
    if (In.size() < HeaderWords || In[0] != G::MagicNumber)
      return false;
    int Current = -1;
    for (size_t At = HeaderWords; At < In.size();) {
      uint32_t Op = In[At] & 0xFFFF, Count = In[At] >> 16;
      if (Count == 0 || At + Count > In.size())
        return false;
      if (Op == G::Op::OpFunction) {
        if (Current >= 0 || Count < 5)
          return false;
        Current = int(FunctionInsts.size());
        FunctionIndex[In[At + 2]] = Current;
        FunctionInsts.push_back({Insts.size(), 0});
      }
      Insts.push_back({At, Op, Count, Current});
      if (Op == G::Op::OpFunctionEnd) {
        if (Current < 0)
          return false;
        FunctionInsts[Current].second = Insts.size();
        Current = -1;
      } else if (Op == G::Op::OpEntryPoint && Count >= 4 && In[At + 1] == G::ExecutionModel::Kernel) {
        Entries[literalString(&In[At + 3], Count - 3)] = In[At + 2];
      } else if (Op == G::Op::OpExtInstImport && Count >= 3) {
        std::string Set = literalString(&In[At + 2], Count - 2);
        if (Set == "OpenCL.DebugInfo.100")
          DebugSet = In[At + 1];
        else if (Set == "OpenCL.std")
          OpenCLStdSet = In[At + 1];
      }
      At += Count;
    }
    return Current < 0;
  }

  /// Makes kernel Name the entry and finds what it reaches; false when the
  /// module has no such kernel.
  bool select(const std::string &Name) {
    auto It = Entries.find(Name);
    if (It == Entries.end() || !FunctionIndex.count(It->second))
      return false;
    Entry = It->second;
    reach();
    return true;
  }

  /// Calls F with every id I uses, as the grammar lays out its operands.
  /// Debug information names functions only in DebugFunction, which does
  /// not make a kernel use them.
  template <typename Fn> void operands(const Instruction &I, Fn F) const {
    const uint32_t *Words = &In[I.At];
    if (I.Op != G::Op::OpExtInst) {
      forEachUsedId(Words, 1, I.Count, G::RawOperand::instruction(I.Op), F);
      return;
    }
    // Result type, result, set, instruction number, then the set's operands.
    constexpr size_t SetWord = 3, FirstSetOperand = 5;
    if (I.Count < FirstSetOperand)
      return;
    if (Words[SetWord] == DebugSet)
      return;
    F(Words[1]);
    G::RawOperand::Range Layout = Words[SetWord] == OpenCLStdSet ? G::RawOperand::openclStd(Words[4])
                                                                 : G::RawOperand::Range{0, 0, false};
    forEachUsedId(Words, FirstSetOperand, I.Count, Layout, F);
  }

  // The functions the kernel reaches. Any word equal to a function's id
  // counts as a reference: a literal that happens to match keeps a function
  // for nothing, which costs build time, never validity.
  void reach() {
    Kept.assign(FunctionInsts.size(), false);
    std::vector<int> Work;
    auto Reach = [&](uint32_t Word) {
      auto It = FunctionIndex.find(Word);
      if (It != FunctionIndex.end() && !Kept[It->second]) {
        Kept[It->second] = true;
        Work.push_back(It->second);
      }
    };
    Reach(Entry);
    for (const Instruction &I : Insts)
      if (I.Function < 0 && !cannotReferToFunction(I.Op))
        operands(I, Reach);
    while (!Work.empty()) {
      int F = Work.back();
      Work.pop_back();
      for (size_t K = FunctionInsts[F].first; K < FunctionInsts[F].second; ++K)
        operands(Insts[K], Reach);
    }
  }
};

} // namespace

bool extractKernel(const std::vector<uint32_t> &In, const std::string &Name, std::vector<uint32_t> &Out) {
  Out.clear();
  KernelReach K(In);
  if (!K.parse() || !K.select(Name))
    return false;
  const std::vector<Instruction> &Insts = K.Insts;
  const std::vector<bool> &Kept = K.Kept;
  uint32_t Entry = K.Entry, DebugSet = K.DebugSet;

  // What the left-out functions define, so that their names and decorations
  // go with them.
  std::unordered_set<uint32_t> Dropped;
  uint32_t DebugInfoNone = 0;
  for (const Instruction &I : Insts) {
    if (I.Function >= 0 && !Kept[I.Function]) {
      unsigned W = G::resultIdWord(I.Op);
      if (W && W < I.Count)
        Dropped.insert(In[I.At + W]);
    } else if (I.Function < 0 && I.Op == G::Op::OpExtInst && I.Count == 5 && DebugSet &&
               In[I.At + 3] == DebugSet && In[I.At + 4] == DI::DebugInfoNone) {
      DebugInfoNone = In[I.At + 2];
    }
  }

  uint32_t Bound = In[3];
  Out.assign(In.begin(), In.begin() + HeaderWords);
  for (const Instruction &I : Insts) {
    const uint32_t *Words = &In[I.At];
    if (I.Function >= 0) {
      if (Kept[I.Function])
        Out.insert(Out.end(), Words, Words + I.Count);
      continue;
    }
    switch (I.Op) {
    case G::Op::OpEntryPoint:
      if (Words[2] != Entry)
        continue;
      break;
    case G::Op::OpExecutionMode:
    case G::Op::OpExecutionModeId:
      if (Words[1] != Entry)
        continue;
      break;
    case G::Op::OpName:
    case G::Op::OpDecorate:
    case G::Op::OpDecorateId:
    case G::Op::OpDecorateString:
      if (I.Count >= 2 && Dropped.count(Words[1]))
        continue;
      break;
    case G::Op::OpGroupDecorate: {
      if (I.Count < 2)
        break;
      std::vector<uint32_t> Targets;
      for (size_t W = 2; W < I.Count; ++W)
        if (!Dropped.count(Words[W]))
          Targets.push_back(Words[W]);
      if (!Targets.empty()) {
        Out.push_back(uint32_t(2 + Targets.size()) << 16 | I.Op);
        Out.push_back(Words[1]);
        Out.insert(Out.end(), Targets.begin(), Targets.end());
      }
      continue;
    }
    case G::Op::OpExtInst:
      // A DebugFunction of a function left out describes no code any more.
      if (I.Count > DebugFunctionFunctionWord && Words[3] == DebugSet && Words[4] == DI::DebugFunction &&
          Dropped.count(Words[DebugFunctionFunctionWord])) {
        if (!DebugInfoNone) {
          DebugInfoNone = Bound++;
          Out.insert(Out.end(), {5u << 16 | G::Op::OpExtInst, Words[1], DebugInfoNone, DebugSet,
                                 uint32_t(DI::DebugInfoNone)});
        }
        size_t Start = Out.size();
        Out.insert(Out.end(), Words, Words + I.Count);
        Out[Start + DebugFunctionFunctionWord] = DebugInfoNone;
        continue;
      }
      break;
    default:
      break;
    }
    Out.insert(Out.end(), Words, Words + I.Count);
  }
  Out[3] = Bound;
  return true;
}

bool kernelSpecIds(const std::vector<uint32_t> &In, std::map<std::string, std::vector<uint32_t>> &ByKernel) {
  ByKernel.clear();
  KernelReach K(In);
  if (!K.parse())
    return false;
  // Module scope, read once: the SpecId of each decorated constant, and the
  // constants each OpSpecConstantOp or OpSpecConstantComposite is made of
  // (a spec constant may be read through one), last first so that one pass
  // follows a chain (definitions come before uses).
  std::unordered_map<uint32_t, uint32_t> SpecIdOf;
  std::vector<const Instruction *> Composites;
  for (auto It = K.Insts.rbegin(); It != K.Insts.rend(); ++It) {
    const Instruction &I = *It;
    if (I.Function >= 0)
      continue;
    const uint32_t *Words = &In[I.At];
    if (I.Op == G::Op::OpDecorate && I.Count >= 4 && Words[2] == G::Decoration::SpecId)
      SpecIdOf[Words[1]] = Words[3];
    else if ((I.Op == G::Op::OpSpecConstantOp || I.Op == G::Op::OpSpecConstantComposite) &&
             G::resultIdWord(I.Op) && G::resultIdWord(I.Op) < I.Count)
      Composites.push_back(&I);
  }
  for (const auto &Kernel : K.Entries) {
    if (!K.select(Kernel.first))
      continue;
    // The ids the kernel's functions use, then what those ids are made of.
    std::unordered_set<uint32_t> Used;
    auto Use = [&](uint32_t Word) { Used.insert(Word); };
    for (const Instruction &I : K.Insts)
      if (I.Function >= 0 && K.Kept[I.Function])
        K.operands(I, Use);
    for (const Instruction *I : Composites)
      if (Used.count(In[I->At + G::resultIdWord(I->Op)]))
        K.operands(*I, Use);
    std::vector<uint32_t> &Ids = ByKernel[Kernel.first];
    for (const auto &[Target, SpecId] : SpecIdOf)
      if (Used.count(Target))
        Ids.push_back(SpecId);
    std::sort(Ids.begin(), Ids.end());
    Ids.erase(std::unique(Ids.begin(), Ids.end()), Ids.end());
  }
  return true;
}

} // namespace spirv_info
