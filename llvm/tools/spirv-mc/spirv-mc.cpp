//===- spirv-mc.cpp - Print or re-encode SPIR-V binaries through MC -------===//
//
// Reads a SPIR-V binary (for example the output of spirv-as), turns each
// instruction into an MCInst following the target's convention (the target
// opcode, one immediate per operand word) and sends the module through the
// SPIR-V MC layer: --print writes the assembly llc -filetype=asm writes,
// --encode the binary llc -filetype=obj writes. It is both a disassembler in
// llc's syntax and a test driver for the MC layer without the code generator.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "MCTargetDesc/SPIRVTargetStreamer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

extern "C" void LLVMInitializeSPIRVTargetInfo();
extern "C" void LLVMInitializeSPIRVTargetMC();

namespace {
enum class Action { Print, Encode };
} // namespace

static cl::OptionCategory Category("spirv-mc options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input .spv>"),
                                          cl::init("-"), cl::cat(Category));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"), cl::cat(Category));
static cl::opt<Action> ActionOpt(
    cl::desc("Action:"), cl::init(Action::Print),
    cl::values(clEnumValN(Action::Print, "print",
                          "Print SPIR-V assembly as llc does (default)"),
               clEnumValN(Action::Encode, "encode",
                          "Write the binary llc would write")),
    cl::cat(Category));
static cl::opt<std::string>
    TripleName("mtriple", cl::desc("Target triple (default: spirv64)"),
               cl::init("spirv64-unknown-unknown"), cl::cat(Category));

static const char *ToolName;

[[noreturn]] static void fail(const Twine &Msg) {
  WithColor::error(errs(), ToolName) << Msg << '\n';
  exit(1);
}

/// Reads the module as little-endian words (spirv-as writes little-endian;
/// a byte-swapped magic number means a big-endian module, which we swap).
static std::vector<uint32_t> readWords(const MemoryBuffer &Buf) {
  StringRef Bytes = Buf.getBuffer();
  if (Bytes.size() % 4 != 0)
    fail("input size " + Twine(Bytes.size()) + " is not a multiple of 4");
  std::vector<uint32_t> Words(Bytes.size() / 4);
  for (size_t I = 0; I < Words.size(); ++I)
    Words[I] = support::endian::read32le(Bytes.data() + 4 * I);
  if (Words.size() < 5)
    fail("input is too short for a SPIR-V header");
  if (Words[0] == llvm::byteswap(SPIRV::MagicNumber))
    for (uint32_t &W : Words)
      W = llvm::byteswap(W);
  if (Words[0] != SPIRV::MagicNumber)
    fail("not a SPIR-V module (bad magic number)");
  return Words;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  ToolName = argv[0];
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "SPIR-V MC layer driver\n");

  LLVMInitializeSPIRVTargetInfo();
  LLVMInitializeSPIRVTargetMC();

  auto BufOrErr = MemoryBuffer::getFileOrSTDIN(InputFilename, /*IsText=*/false);
  if (!BufOrErr)
    fail(InputFilename + ": " + BufOrErr.getError().message());
  std::vector<uint32_t> Words = readWords(**BufOrErr);

  Triple TT(TripleName);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    fail(Err);
  MCTargetOptions MCOptions;
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TT));
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TT, MCOptions));
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TT, "", ""));
  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get(), nullptr, &MCOptions);
  std::unique_ptr<MCObjectFileInfo> MOFI(
      T->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());

  // SPIR-V opcode -> target opcode.
  DenseMap<unsigned, unsigned> TargetOpcodes;
  for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc)
    if (const SPIRV::GrammarInstruction *GI =
            SPIRV::getGrammarInstruction(Opc))
      TargetOpcodes[GI->Opcode] = Opc;

  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(
      OutputFilename, EC,
      ActionOpt == Action::Print ? sys::fs::OF_Text : sys::fs::OF_None);
  if (EC)
    fail(OutputFilename + ": " + EC.message());

  std::unique_ptr<MCStreamer> Str;
  if (ActionOpt == Action::Print) {
    std::unique_ptr<MCInstPrinter> IP(
        T->createMCInstPrinter(TT, 0, *MAI, *MII, *MRI));
    Str.reset(T->createAsmStreamer(
        Ctx, std::make_unique<formatted_raw_ostream>(Out->os()),
        std::move(IP), nullptr, nullptr));
  } else {
    Str = createSPIRVObjectStreamer(*T, TT, Ctx, Out->os(), *MII, *MRI, *STI,
                                    MCOptions);
  }
  Str->initSections(/*NoExecStack=*/false, *STI);
  auto *TS = static_cast<SPIRVTargetStreamer *>(Str->getTargetStreamer());
  // The generator word is not kept: our output says who wrote it.
  TS->emitHeader(Words[1], Words[3]);

  for (size_t Pos = 5; Pos < Words.size();) {
    unsigned Opcode = Words[Pos] & 0xFFFF;
    unsigned WordCount = Words[Pos] >> 16;
    if (WordCount == 0 || Pos + WordCount > Words.size())
      fail("bad word count " + Twine(WordCount) + " at word " + Twine(Pos));
    auto It = TargetOpcodes.find(Opcode);
    if (It == TargetOpcodes.end())
      fail("unknown opcode " + Twine(Opcode) + " at word " + Twine(Pos));
    MCInst Inst;
    Inst.setOpcode(It->second);
    for (unsigned I = 1; I < WordCount; ++I)
      Inst.addOperand(MCOperand::createImm(Words[Pos + I]));
    Str->emitInstruction(Inst, *STI);
    Pos += WordCount;
  }
  Str->finish();
  if (Ctx.hadError())
    return 1;
  Out->keep();
  return 0;
}
