//===- SPIRVMCTargetDesc.h - SPIR-V target descriptions --------*- C++ -*-===//
//
// The MC layer of the SPIR-V target: TableGen'erated enums (SPIRV::OpIAdd,
// SPIRV::ID, SPIRV::IDRegClassID), helpers that read the SPIR-V opcode out of
// an instruction description, and factories for the MC objects.
//
// MCInst convention (shared by the AsmPrinter, the printer and the encoder):
// the opcode is a target opcode SPIRV::OpXxx; the operands are one immediate
// per 32-bit word after the opcode word, in binary order.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVMCTARGETDESC_H
#define LLVM_LIB_TARGET_SPIRV_MCTARGETDESC_SPIRVMCTARGETDESC_H

#include "SPIRVGrammar.h"
#include "llvm/MC/MCInstrDesc.h"
#include <cstdint>
#include <memory>

namespace llvm {
class MCAsmBackend;
class MCCodeEmitter;
class MCContext;
class MCInstrInfo;
class MCObjectWriter;
class MCRegisterInfo;
class MCStreamer;
class MCSubtargetInfo;
class MCTargetOptions;
class Target;
class Triple;
class raw_pwrite_stream;

namespace SPIRV {

/// The SPIR-V opcode of a grammar instruction (TSFlags bits 0-15).
inline unsigned getSPIRVOpcode(const MCInstrDesc &D) {
  return D.TSFlags & 0xFFFF;
}

/// Whether the SPIR-V instruction has a result type (TSFlags bit 16).
inline bool hasResultType(const MCInstrDesc &D) { return (D.TSFlags >> 16) & 1; }

/// The grammar entry of target opcode \p Opcode, or null when \p Opcode is
/// not a SPIR-V instruction (a pseudo or a generic opcode).
const GrammarInstruction *getGrammarInstruction(unsigned Opcode);
/// The target opcode of a grammar instruction (0 if it has none).
unsigned getTargetOpcode(const GrammarInstruction &GI);

/// The generator word of the module header. The SPIR-V tool registry
/// (spir-v.xml) assigns no id to this project and the specification allows 0,
/// so we write 0 rather than another tool's id (docs/Design.md, "The header's
/// generator word"); the low 16 bits are our own version: (major << 8) |
/// minor of the project.
constexpr uint32_t SPIRVGeneratorToolId = 0;
#ifndef SPIRV_TOOLCHAIN_VERSION_MAJOR
#define SPIRV_TOOLCHAIN_VERSION_MAJOR 0
#endif
#ifndef SPIRV_TOOLCHAIN_VERSION_MINOR
#define SPIRV_TOOLCHAIN_VERSION_MINOR 1
#endif
constexpr uint32_t SPIRVGeneratorVersion =
    ((SPIRV_TOOLCHAIN_VERSION_MAJOR & 0xFF) << 8) |
    (SPIRV_TOOLCHAIN_VERSION_MINOR & 0xFF);
constexpr uint32_t SPIRVGeneratorWord =
    (SPIRVGeneratorToolId << 16) | SPIRVGeneratorVersion;

} // namespace SPIRV

MCCodeEmitter *createSPIRVMCCodeEmitter(const MCInstrInfo &MCII,
                                        MCContext &Ctx);

MCAsmBackend *createSPIRVAsmBackend(const Target &T, const MCSubtargetInfo &STI,
                                    const MCRegisterInfo &MRI,
                                    const MCTargetOptions &Options);

/// An object writer that writes exactly the bytes the streamer emitted: the
/// module header comes from SPIRVTargetStreamer::emitHeader. (LLVM's own
/// SPIRVObjectWriter, which MCAsmBackend::createObjectWriter would pick for
/// Triple::SPIRV, prepends a header of its own and must not be used.)
std::unique_ptr<MCObjectWriter> createSPIRVBinaryWriter(raw_pwrite_stream &OS);

/// Creates the object streamer for SPIR-V binaries around
/// createSPIRVBinaryWriter. The target machine's createMCStreamer must use this
/// for CodeGenFileType::ObjectFile instead of the generic path.
std::unique_ptr<MCStreamer>
createSPIRVObjectStreamer(const Target &T, const Triple &TT, MCContext &Ctx,
                          raw_pwrite_stream &OS, const MCInstrInfo &MII,
                          const MCRegisterInfo &MRI, const MCSubtargetInfo &STI,
                          const MCTargetOptions &Options);

} // namespace llvm

// Register and register-class enums: SPIRV::ID0, SPIRV::IDRegClassID.
#define GET_REGINFO_ENUM
#include "SPIRVGenRegisterInfo.inc"

// Target opcodes: SPIRV::OpIAdd, ...
#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
#include "SPIRVGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "SPIRVGenSubtargetInfo.inc"

#endif
