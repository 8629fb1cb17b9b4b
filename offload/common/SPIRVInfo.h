//===- SPIRVInfo.h - Kernel interface reflection of SPIR-V modules --------===//
//
// Both the runtime (to describe kernels and check arguments before any driver
// sees them) and the CPU Level-Zero driver (to know which arguments are
// pointers, values or local-memory sizes) need the interface of a module's
// kernels. This reads it directly from the SPIR-V binary: header, entry points,
// parameter types and names, required work-group sizes.
//
//===----------------------------------------------------------------------===//
#ifndef SPIRV_OFFLOAD_COMMON_SPIRVINFO_H
#define SPIRV_OFFLOAD_COMMON_SPIRVINFO_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace spirv_info {

enum class ParamKind {
  Value,          // passed by value (scalar, vector, struct, by-value pointer)
  GlobalPointer,  // CrossWorkgroup
  ConstantPointer,// UniformConstant
  LocalPointer,   // Workgroup: the caller passes only a size
  GenericPointer, // Generic
  Image,          // an image handle (Image describes it)
  Sampler,        // a sampler handle
  Unsupported,    // depth images, events, ... (not supported by the runtime)
};

/// The image types a kernel parameter may have, as OpenCL C names them.
enum class ImageShape { None, Image1D, Image1DArray, Image1DBuffer, Image2D, Image2DArray, Image3D };
enum class ImageAccess { ReadOnly, WriteOnly, ReadWrite };

enum class ScalarKind { None, Int, Float, Bool };

struct Param {
  std::string Name;     // OpName of the parameter, may be empty
  std::string TypeName; // OpenCL C-like spelling, e.g. "global float*"
  ParamKind Kind = ParamKind::Unsupported;
  uint64_t Size = 0;    // bytes the caller passes (pointer size for pointers)
  // The element a pointer points to, or the value's scalar/vector element.
  ScalarKind Elem = ScalarKind::None;
  uint32_t ElemBits = 0;   // width of one scalar of the element
  uint32_t ElemVector = 1; // vector length of the element (1 for scalars)
  uint64_t ElemSize = 0;   // bytes of one element (pointee size for pointers)
  ImageShape Shape = ImageShape::None; // for ParamKind::Image
  ImageAccess Access = ImageAccess::ReadOnly;
};

/// "image2d_array_t" for a shape.
const char *imageTypeName(ImageShape S);

struct Kernel {
  std::string Name;
  std::vector<Param> Params;
  uint32_t RequiredGroupSize[3] = {0, 0, 0}; // all zero when not required
  uint32_t RequiredSubGroupSize = 0;          // SubgroupSize execution mode
  /// The private memory a work-item keeps in memory once every function is
  /// inlined, as far as the module tells: the arrays of at least 64 bytes
  /// (alone or as members) among the Function-storage variables of the
  /// kernel and of every call it makes, each call site counted once. An
  /// optimizer keeps scalars, small aggregates and arrays indexed by
  /// constants in registers (at -O0 a SYCL kernel has hundreds of such
  /// variables) and only the arrays indexed at run time in memory.
  /// Saturates at UINT64_MAX.
  uint64_t PrivateBytes = 0;
};

struct Module {
  uint32_t Version = 0;   // 0x00MMmm00 as in the header
  uint32_t PointerBits = 64;
  std::vector<Kernel> Kernels;
  const Kernel *find(const std::string &Name) const;
};

/// True when the bytes start with the SPIR-V magic number (either byte order).
bool looksLikeSPIRV(const void *Data, size_t Size);

/// Parses the kernel interface of a SPIR-V module. On failure returns false
/// and sets Error to a one-line description (e.g. where the file is
/// truncated).
bool parse(const void *Data, size_t Size, Module &Out, std::string &Error);

/// "1.2" for a header version word.
std::string versionString(uint32_t Version);

/// Clears the DontInline hint of every OpFunction in a little-endian module.
/// PoCL builds its work-item loops after inlining every function into its
/// kernel; a function kept out of line that reads work-item ids then fails
/// to link. DontInline is only a hint, so the CPU device drops it.
void clearDontInline(std::vector<uint32_t> &Words);

/// Makes every OpenCL.std mad of a little-endian module an fma. A
/// full-profile mad is either a correctly rounded fma or a multiply and an
/// add each correctly rounded, the implementation's choice (docs/Design.md,
/// "Multiply-add"); PoCL's is always the latter, even where the CPU has
/// fused multiply-add instructions, which its OpenCL C compiler uses for
/// a * b + c.
void madAsFma(std::vector<uint32_t> &Words);

/// Replaces every OpMemoryBarrier of a little-endian module by OpNops. For
/// PoCL 3.1: the Khronos reader makes OpMemoryBarrier a call to OpenCL 1.2's
/// mem_fence, which PoCL's kernel library lacks (its own mem_fence is a
/// macro for an empty function), so a module with a fence (atomic_fence,
/// nd_item::mem_fence) failed to link. Nothing is lost: the reader makes
/// every atomic instruction one of OpenCL 1.2's atomic_* functions, which
/// PoCL implements as acquire-release read-modify-writes (a load is an
/// atomic_add of 0, a store an atomic_xchg), so each atomic already orders
/// the accesses around it as a fence would.
void dropMemoryBarriers(std::vector<uint32_t> &Words);

/// Name (unchanged when at most Max bytes long) cut to Max bytes, its end
/// a hash of the whole name, so that distinct names stay distinct.
std::string shortName(const std::string &Name, size_t Max);

/// Renames, in a little-endian module, every entry point whose name is
/// longer than Max bytes to shortName(name, Max), and its function's OpName
/// with it. For PoCL 3.1: it makes a directory named after each kernel in
/// its cache, and a name longer than a file name may be (255 bytes; SYCL's
/// kernel names of nested templates reach 300) aborts the process.
void shortenEntryPointNames(std::vector<uint32_t> &Words, size_t Max);

/// Replaces the capabilities Image1D and ImageBuffer by Sampled1D and
/// SampledBuffer in a little-endian module. Level-Zero requires the former
/// for written 1D and buffer images (the Level-Zero SPIR-V programming guide); Intel's OpenCL CPU runtime
/// refuses them and takes the latter (what the Khronos translator declares),
/// with which OpenCL's 1D and buffer images are the same.
void declareSampledImageCapabilities(std::vector<uint32_t> &Words);

} // namespace spirv_info

#endif
