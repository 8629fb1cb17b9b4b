//===- OffloadImage.cpp - Find the SPIR-V to load in a file ---------------===//
//
// A file is either raw SPIR-V or something LLVM's offloading tools write: an
// offload binary (llvm-offload-binary, clang-offload-packager), possibly
// several concatenated, or an object/bitcode/archive embedding them. LLVM's
// own reader handles all of those.
//
//===----------------------------------------------------------------------===//
#include "Plugin.h"
#include "SPIRVInfo.h"

#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace llvm::object;

namespace spvrt {

Status extractSPIRV(const void *Data, size_t Size, std::vector<uint8_t> &SPIRV, std::string &Origin) {
  const auto *Bytes = static_cast<const uint8_t *>(Data);
  if (spirv_info::looksLikeSPIRV(Data, Size)) {
    SPIRV.assign(Bytes, Bytes + Size);
    Origin = "SPIR-V";
    return Status::ok();
  }
  MemoryBufferRef Buf(StringRef(static_cast<const char *>(Data), Size), "input");
  SmallVector<OffloadFile, 4> Files;
  if (Error E = extractOffloadBinaries(Buf, Files))
    return error(SPVRT_ERROR_INVALID_BINARY, "malformed LLVM offload binary: " + toString(std::move(E)));
  if (Files.empty())
    return error(SPVRT_ERROR_INVALID_BINARY,
                 Size < 4 ? "file is too small to be SPIR-V or an LLVM offload binary (" + std::to_string(Size) +
                                " bytes)"
                          : "neither a SPIR-V module (magic 0x07230203) nor an LLVM offload binary");
  std::string Seen;
  for (const OffloadFile &F : Files) {
    const OffloadBinary &B = *F.getBinary();
    Triple T(B.getTriple());
    OffloadKind K = B.getOffloadKind();
    bool KindOk = K == OFK_SYCL || K == OFK_OpenMP;
    if (T.getArch() == Triple::spirv64 && KindOk) {
      StringRef Image = B.getImage();
      if (!spirv_info::looksLikeSPIRV(Image.data(), Image.size())) {
        StringRef ImageKind = getImageKindName(B.getImageKind());
        return error(SPVRT_ERROR_INVALID_BINARY, "the " + B.getTriple().str() + " image (image kind " +
                                                     (ImageKind.empty() ? "none" : ImageKind.str()) +
                                                     ") of the offload binary is not SPIR-V");
      }
      SPIRV.assign(Image.bytes_begin(), Image.bytes_end());
      Origin = "offload binary image " + B.getTriple().str() + "/" + getOffloadKindName(K).str();
      return Status::ok();
    }
    Seen += (Seen.empty() ? "" : ", ") + (B.getTriple().empty() ? std::string("<no triple>") : B.getTriple().str()) +
            "/" + getOffloadKindName(K).str();
  }
  return error(SPVRT_ERROR_INVALID_BINARY,
               "offload binary has no spirv64 image of kind sycl or openmp (images: " + Seen + ")");
}

} // namespace spvrt
