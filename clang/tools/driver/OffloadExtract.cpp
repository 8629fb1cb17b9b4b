//===- OffloadExtract.cpp - clang-offload-extract ------------------------===//
//
// Writes the device images a SYCL executable (or shared library) carries, as
// DPC++'s tool of that name does:
//   clang-offload-extract [--stem=<stem>] <file>   ->  <stem>.0, <stem>.1, ...
// (default stem "target.bin"). The images are the raw SPIR-V modules, and
// with -fsycl-targets=spir64_gen the native GPU binaries (ELF files), that
// clang-linker-wrapper's registration object holds in the .llvm.offloading
// section, one after another, each aligned to 16 bytes; a module is read
// instruction by instruction (each gives its length) and an ELF file by its
// section table, so each end is exact and the zero padding after it is
// skipped.
//
//===----------------------------------------------------------------------===//
#include "OffloadTools.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Alignment.h"
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

/// The length of the SPIR-V module at the start of Bytes (whole words, read
/// instruction by instruction up to the padding or the next image).
Expected<size_t> spirvLength(StringRef Bytes, size_t Offset) {
  auto word = [&](size_t W) { return support::endian::read32le(Bytes.data() + 4 * W); };
  size_t Words = Bytes.size() / 4, Pos = HeaderWords;
  if (Words < HeaderWords)
    return createStringError("a SPIR-V module in .llvm.offloading is truncated (byte %zu)", Offset);
  while (Pos < Words && word(Pos) != 0 && word(Pos) != SPIRVMagic &&
         !Bytes.substr(4 * Pos).starts_with(ELF::ElfMagic)) {
    size_t Count = word(Pos) >> 16;
    if (Count == 0 || Pos + Count > Words)
      return createStringError("a SPIR-V module in .llvm.offloading is truncated (byte %zu)", Offset + 4 * Pos);
    Pos += Count;
  }
  return 4 * Pos;
}

/// The length of the native GPU binary (a 64-bit ELF file, from ocloc) at the
/// start of Bytes: up to the end of its last section or of its section
/// header table, and the padding after that.
Expected<size_t> elfLength(StringRef Bytes, size_t Offset) {
  using namespace support::endian;
  auto bad = [&] { return createStringError("a native image in .llvm.offloading is truncated (byte %zu)", Offset); };
  if (Bytes.size() < 64 || Bytes[ELF::EI_CLASS] != ELF::ELFCLASS64)
    return bad();
  uint64_t ShOff = read64le(Bytes.data() + 0x28);
  uint16_t ShEntSize = read16le(Bytes.data() + 0x3a), ShNum = read16le(Bytes.data() + 0x3c);
  uint64_t End = std::max<uint64_t>(64, ShOff + uint64_t(ShEntSize) * ShNum);
  if (End > Bytes.size() || (ShNum && ShEntSize < 0x28))
    return bad();
  for (uint16_t I = 0; I < ShNum; ++I) {
    const char *Sh = Bytes.data() + ShOff + uint64_t(I) * ShEntSize;
    if (read32le(Sh + 4) != ELF::SHT_NOBITS)
      End = std::max(End, read64le(Sh + 0x18) + read64le(Sh + 0x20));
  }
  if (End > Bytes.size())
    return bad();
  // ocloc pads its files to the 8-byte alignment of their sections.
  return std::min<uint64_t>(alignTo(End, 8), Bytes.size());
}

/// Splits the section into its images: SPIR-V modules and the native GPU
/// binaries of -fsycl-targets=spir64_gen, each aligned to 16 bytes; an
/// error for anything else.
Expected<std::vector<StringRef>> splitImages(StringRef Section) {
  std::vector<StringRef> Images;
  size_t Pos = 0;
  while (Pos + 4 <= Section.size()) {
    StringRef Rest = Section.substr(Pos);
    if (support::endian::read32le(Rest.data()) == 0) { // alignment padding between images
      Pos += 4;
      continue;
    }
    bool SPIRV = support::endian::read32le(Rest.data()) == SPIRVMagic;
    if (!SPIRV && !Rest.starts_with(ELF::ElfMagic))
      return createStringError("the .llvm.offloading section holds something other than SPIR-V modules "
                               "and native GPU binaries (byte %zu)", Pos);
    Expected<size_t> Length = SPIRV ? spirvLength(Rest, Pos) : elfLength(Rest, Pos);
    if (!Length)
      return Length.takeError();
    Images.push_back(Rest.take_front(*Length));
    Pos += (*Length + 3) & ~size_t(3);
  }
  return Images;
}

} // namespace

int offloadExtractMain(ArrayRef<const char *> Args) {
  std::string Stem = "target.bin", Input;
  for (StringRef A : Args) {
    if (A == "--help" || A == "-h") {
      outs() << "Usage: clang-offload-extract [--stem=<stem>] <executable or library>\n"
                "Writes the device images (SPIR-V, native GPU binaries) to <stem>.0, <stem>.1, ... (default stem target.bin)\n";
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
  Expected<std::vector<StringRef>> Images = splitImages(*Contents);
  if (!Images)
    return fail("'" + Input + "': " + toString(Images.takeError()));
  if (Images->empty())
    return fail("'" + Input + "' has no device images");
  for (size_t I = 0; I < Images->size(); ++I) {
    std::string Path = Stem + "." + std::to_string(I);
    std::error_code EC;
    raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
    if (EC)
      return fail("cannot write '" + Path + "': " + EC.message());
    StringRef Image = (*Images)[I];
    OS << Image;
    outs() << "Saving target image " << Path << " (" << Image.size() << " bytes)\n";
  }
  return 0;
}
