//===- OffloadExtract.cpp - clang-offload-extract ------------------------===//
//
// Writes the device images a SYCL executable (or shared library) carries, as
// DPC++'s tool of that name does:
//   clang-offload-extract [--stem=<stem>] <file>   ->  <stem>.0, <stem>.1, ...
// (default stem "target.bin"). The images are the raw SPIR-V modules that
// clang-linker-wrapper's registration object holds in the .llvm.offloading
// section, one after another, each aligned to 16 bytes; a module is read
// instruction by instruction (each gives its length), so its end is exact
// and the zero padding after it is skipped.
//
//===----------------------------------------------------------------------===//
#include "OffloadTools.h"

#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

using namespace llvm;

namespace {

constexpr uint32_t SPIRVMagic = 0x07230203;
constexpr size_t HeaderWords = 5;

int fail(const Twine &Message) {
  errs() << "clang-offload-extract: error: " << Message << "\n";
  return 1;
}

/// Splits the section's words into SPIR-V modules; an error for anything
/// else than modules and zero padding.
Expected<std::vector<ArrayRef<uint32_t>>> splitModules(ArrayRef<uint32_t> Words) {
  std::vector<ArrayRef<uint32_t>> Modules;
  size_t Pos = 0;
  while (Pos < Words.size()) {
    if (Words[Pos] == 0) { // alignment padding between modules
      ++Pos;
      continue;
    }
    if (Words[Pos] != SPIRVMagic || Pos + HeaderWords > Words.size())
      return createStringError("the .llvm.offloading section holds something other than SPIR-V modules "
                               "(word %zu)", Pos);
    size_t Start = Pos;
    Pos += HeaderWords;
    while (Pos < Words.size() && Words[Pos] != 0 && Words[Pos] != SPIRVMagic) {
      size_t Count = Words[Pos] >> 16;
      if (Count == 0 || Pos + Count > Words.size())
        return createStringError("a SPIR-V module in .llvm.offloading is truncated (word %zu)", Pos);
      Pos += Count;
    }
    Modules.push_back(Words.slice(Start, Pos - Start));
  }
  return Modules;
}

} // namespace

int offloadExtractMain(ArrayRef<const char *> Args) {
  std::string Stem = "target.bin", Input;
  for (StringRef A : Args) {
    if (A == "--help" || A == "-h") {
      outs() << "Usage: clang-offload-extract [--stem=<stem>] <executable or library>\n"
                "Writes the SPIR-V device images to <stem>.0, <stem>.1, ... (default stem target.bin)\n";
      return 0;
    }
    if (A.consume_front("--stem="))
      Stem = A.str();
    else if (A.starts_with("-"))
      return fail("unknown option '" + A + "'");
    else if (!Input.empty())
      return fail("more than one input file");
    else
      Input = A.str();
  }
  if (Input.empty())
    return fail("no input file (usage: clang-offload-extract [--stem=<stem>] <file>)");

  Expected<object::OwningBinary<object::ObjectFile>> Obj = object::ObjectFile::createObjectFile(Input);
  if (!Obj)
    return fail("'" + Input + "': " + toString(Obj.takeError()));
  std::optional<StringRef> Contents;
  for (const object::SectionRef &S : Obj->getBinary()->sections()) {
    Expected<StringRef> Name = S.getName();
    if (Name && *Name == ".llvm.offloading") {
      Expected<StringRef> Data = S.getContents();
      if (!Data)
        return fail("'" + Input + "': " + toString(Data.takeError()));
      Contents = *Data;
    } else if (!Name) {
      consumeError(Name.takeError());
    }
  }
  if (!Contents)
    return fail("'" + Input + "' has no device images (no .llvm.offloading section)");
  if (Contents->size() % 4)
    return fail("'" + Input + "': the .llvm.offloading section is not a whole number of words");
  std::vector<uint32_t> Words(Contents->size() / 4);
  for (size_t I = 0; I < Words.size(); ++I)
    Words[I] = support::endian::read32le(Contents->data() + 4 * I);
  Expected<std::vector<ArrayRef<uint32_t>>> Modules = splitModules(Words);
  if (!Modules)
    return fail("'" + Input + "': " + toString(Modules.takeError()));
  if (Modules->empty())
    return fail("'" + Input + "' has no device images");
  for (size_t I = 0; I < Modules->size(); ++I) {
    std::string Path = Stem + "." + std::to_string(I);
    std::error_code EC;
    raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
    if (EC)
      return fail("cannot write '" + Path + "': " + EC.message());
    ArrayRef<uint32_t> M = (*Modules)[I];
    OS.write(reinterpret_cast<const char *>(M.data()), M.size() * 4);
    outs() << "Saving target image " << Path << " (" << M.size() * 4 << " bytes)\n";
  }
  return 0;
}
