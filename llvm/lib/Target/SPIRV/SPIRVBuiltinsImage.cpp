//===- SPIRVBuiltinsImage.cpp - Image and sampler functions ---------------===//
//
// OpenCL C's image functions (6.15.15) and literal samplers, and the
// translator's __spirv_Image* / __spirv_SampledImage /
// __spirv_ConvertHandleTo*INTEL spellings (the image types themselves are
// checked by SPIRVCheckModule, by the environment's rules; __spirv_Image is
// OpImage, the image of a sampled image; __spirv_ImageFetch is refused:
// OpImageFetch reads images whose Sampled is 1, which the OpenCL SPIR-V
// environment does not have):
//  - read_image{f,i,ui,h} with a sampler: OpSampledImage, then
//    OpImageSampleExplicitLod with the Lod the call gives (0 without one) or
//    its Grad; without a sampler OpImageRead, with the Sample image operand
//    for a multisampled image (cl_khr_gl_msaa_sharing). A depth image's
//    float is OpImageRead's scalar result, or the first component of the
//    four a sample reads;
//  - write_image{f,i,ui,h}: OpImageWrite. The mipmap forms that name a level
//    are refused: SPIRV-Tools 2025.5 accepts the Lod image operand only on
//    explicit-lod sampling and OpImageFetch;
//  - get_image_{width,height,depth,dim,array_size}: components of
//    OpImageQuerySizeLod at level 0 (OpImageQuerySize for buffers and
//    multisampled images, which have no levels);
//    get_image_channel_{data_type,order}: OpImageQueryFormat / Order plus
//    OpenCL's first CL_* value (the OpenCL SPIR-V environment numbers them
//    from 0); get_image_num_mip_levels: OpImageQueryLevels;
//    get_image_num_samples: OpImageQuerySamples;
//  - __translate_sampler_initializer(i32 CLK_* bits): OpConstantSampler;
//  - SPV_INTEL_bindless_images: OpConvertHandleTo{Image,Sampler,
//    SampledImage}INTEL of an integer handle as wide as a pointer.
// The translator's image operands: SignExtend / ZeroExtend (SPIR-V 1.4) on
// reads and writes, Lod / Grad when sampling, Sample when reading a
// multisampled image; the Level-Zero SPIR-V environment specification
// allows none on OpImageWrite (-spirv-environment=level-zero). Their 8- and
// 16-bit integer texels are read and written as 32-bit components, as
// Intel's GPU compiler has them.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/SPIRVGrammar.h"
#include "MCTargetDesc/SPIRVMCTargetDesc.h"
#include "SPIRVBuiltinFamilies.h"
#include "SPIRVDiagnostics.h"
#include "SPIRVTypeInference.h"
#include "SPIRVTypeUtils.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
namespace IO = llvm::SPIRV::ImageOperands;

static const ImageBuiltin ImageBuiltins[] = {
    {"read_imagef", ImageBuiltin::Read, 0},
    {"read_imagei", ImageBuiltin::Read, 0},
    {"read_imageui", ImageBuiltin::Read, 0},
    {"read_imageh", ImageBuiltin::Read, 0},
    {"write_imagef", ImageBuiltin::Write, 0},
    {"write_imagei", ImageBuiltin::Write, 0},
    {"write_imageui", ImageBuiltin::Write, 0},
    {"write_imageh", ImageBuiltin::Write, 0},
    {"get_image_width", ImageBuiltin::SizeComponent, 0},
    {"get_image_height", ImageBuiltin::SizeComponent, 1},
    {"get_image_depth", ImageBuiltin::SizeComponent, 2},
    {"get_image_dim", ImageBuiltin::Dim, 0},
    {"get_image_array_size", ImageBuiltin::ArraySize, 0},
    {"get_image_channel_data_type", ImageBuiltin::Query, SPIRV::OpImageQueryFormat},
    {"get_image_channel_order", ImageBuiltin::Query, SPIRV::OpImageQueryOrder},
    {"get_image_num_mip_levels", ImageBuiltin::Query, SPIRV::OpImageQueryLevels},
    {"get_image_num_samples", ImageBuiltin::Query, SPIRV::OpImageQuerySamples},
    {"__translate_sampler_initializer", ImageBuiltin::LiteralSampler, 0},
    // The translator's: the instruction with the call's operands (an image
    // operand mask and its ids after the coordinate).
    {"__spirv_ImageRead", ImageBuiltin::Raw, SPIRV::OpImageRead},
    {"__spirv_ImageWrite", ImageBuiltin::Raw, SPIRV::OpImageWrite},
    {"__spirv_SampledImage", ImageBuiltin::Raw, SPIRV::OpSampledImage},
    {"__spirv_Image", ImageBuiltin::Raw, SPIRV::OpImage},
    {"__spirv_ImageFetch", ImageBuiltin::Raw, SPIRV::OpImageFetch},
    {"__spirv_ImageSampleExplicitLod", ImageBuiltin::Raw,
     SPIRV::OpImageSampleExplicitLod},
    {"__spirv_ImageQuerySize", ImageBuiltin::Raw, SPIRV::OpImageQuerySize},
    {"__spirv_ImageQuerySizeLod", ImageBuiltin::Raw, SPIRV::OpImageQuerySizeLod},
    {"__spirv_ImageQueryFormat", ImageBuiltin::Raw, SPIRV::OpImageQueryFormat},
    {"__spirv_ImageQueryOrder", ImageBuiltin::Raw, SPIRV::OpImageQueryOrder},
    {"__spirv_ImageQueryLevels", ImageBuiltin::Raw, SPIRV::OpImageQueryLevels},
    {"__spirv_ImageQuerySamples", ImageBuiltin::Raw, SPIRV::OpImageQuerySamples},
    {"__spirv_ConvertHandleToImageINTEL", ImageBuiltin::Raw,
     SPIRV::OpConvertHandleToImageINTEL},
    {"__spirv_ConvertHandleToSamplerINTEL", ImageBuiltin::Raw,
     SPIRV::OpConvertHandleToSamplerINTEL},
    {"__spirv_ConvertHandleToSampledImageINTEL", ImageBuiltin::Raw,
     SPIRV::OpConvertHandleToSampledImageINTEL},
};

/// OpenCL's values of the first image channel data type (CL_SNORM_INT8) and
/// channel order (CL_R), which SPIR-V's ImageChannelDataType SnormInt8 and
/// ImageChannelOrder R number 0 (OpenCL SPIR-V environment, "Image Channel
/// Order / Data Type Mapping").
constexpr uint32_t CLSnormInt8 = 0x10D0, CLChannelOrderR = 0x10B0;
static_assert(SPIRV::ImageChannelDataType::SnormInt8 == 0 &&
                  SPIRV::ImageChannelOrder::R == 0,
              "the environment's offsets assume SPIR-V numbers from 0");

/// OpenCL's sampler bits (cl_sampler_properties in a sampler_t literal):
/// CLK_NORMALIZED_COORDS_TRUE, the addressing mode field (CLK_ADDRESS_NONE
/// 0, _CLAMP_TO_EDGE 2, _CLAMP 4, _REPEAT 6, _MIRRORED_REPEAT 8) and the
/// filter field (CLK_FILTER_NEAREST 0x10, _LINEAR 0x20).
namespace CLSampler {
// CLK_FILTER_NEAREST, or no filter bits, is nearest.
constexpr uint32_t Normalized = 0x1, AddressMask = 0xE, FilterLinear = 0x20,
                   FilterMask = 0x30;
struct AddressingMode {
  uint32_t CLValue, Mode;
};
constexpr AddressingMode AddressingModes[] = {
    {0x0, SPIRV::SamplerAddressingMode::None},
    {0x2, SPIRV::SamplerAddressingMode::ClampToEdge},
    {0x4, SPIRV::SamplerAddressingMode::Clamp},
    {0x6, SPIRV::SamplerAddressingMode::Repeat},
    {0x8, SPIRV::SamplerAddressingMode::RepeatMirrored},
};
} // namespace CLSampler

/// OpConstantSampler's operands (addressing mode, normalized, filter) for
/// the sampler_t literal \p Bits; std::nullopt for bits OpenCL does not
/// define.
static std::optional<std::array<uint32_t, 3>> decodeSampler(uint64_t Bits) {
  using namespace CLSampler;
  if (Bits & ~uint64_t(Normalized | AddressMask | FilterMask) ||
      (Bits & FilterMask) == FilterMask)
    return std::nullopt;
  for (const AddressingMode &A : AddressingModes)
    if ((Bits & AddressMask) == A.CLValue)
      return std::array<uint32_t, 3>{
          A.Mode, uint32_t(Bits & Normalized),
          (Bits & FilterMask) == FilterLinear ? SPIRV::SamplerFilterMode::Linear
                                              : SPIRV::SamplerFilterMode::Nearest};
  return std::nullopt;
}

/// The components OpImageQuerySize[Lod] gives for an image: its dimensions,
/// then the number of layers of an array.
static unsigned sizeComponents(Type *Image) {
  unsigned Dims = 1;
  switch (imageParam(Image, ImageParam::Dim)) {
  case SPIRV::Dim::Dim2D: Dims = 2; break;
  case SPIRV::Dim::Dim3D: Dims = 3; break;
  }
  return Dims + imageParam(Image, ImageParam::Arrayed);
}

/// The translator's name without its _R<type> result postfix.
static StringRef withoutResultPostfix(StringRef Name) {
  if (!Name.starts_with("__spirv_"))
    return Name;
  return Name.substr(0, Name.find("_R", strlen("__spirv_")));
}

static bool isIntOrFloatOrVector(Type *T) {
  Type *S = T->getScalarType();
  return !T->isPointerTy() && (S->isIntegerTy() || S->isFloatingPointTy()) &&
         !S->isIntegerTy(1);
}

/// Why a call's image operand mask \p Mask and its ids, of types \p Ids,
/// cannot be given to \p Opcode on an image of type \p Image (empty when
/// they can).
/// SPIRV-Tools 2025.5 takes Lod only when sampling with an explicit level
/// (not on OpImageWrite, which cl_khr_mipmap_image_writes would need) and
/// Sample only on a multisampled image, where a read needs it; Offset needs
/// ImageGatherExtended, which needs Shader, and both environments forbid
/// ConstOffset. The Level-Zero SPIR-V environment specification allows no
/// operands on OpImageWrite. SPIR-V takes a float Lod, gradients of
/// one float per dimension and an integer sample number.
static BuiltinCallProblem imageOperandsProblem(unsigned Opcode, uint64_t Mask,
                                               ArrayRef<Type *> Ids, Type *Image) {
  bool Multisampled = imageParam(Image, ImageParam::MS);
  uint64_t Allowed = IO::SignExtend | IO::ZeroExtend;
  if (Opcode == SPIRV::OpImageSampleExplicitLod)
    Allowed |= IO::Lod | IO::Grad;
  if (Multisampled)
    Allowed |= IO::Sample;
  if (Opcode == SPIRV::OpImageWrite && (Mask & IO::Lod))
    return "the Lod image operand on OpImageWrite (SPIRV-Tools 2025.5 "
           "accepts Lod only on explicit-lod sampling and OpImageFetch)";
  if (Mask & ~Allowed)
    return "image operands 0x" + utohexstr(Mask) +
           " (the target gives Lod or Grad when sampling, Sample on a "
           "multisampled image, SignExtend and ZeroExtend)";
  if (Multisampled && !(Mask & IO::Sample))
    return "an access to a multisampled image without the Sample image "
           "operand";
  if (Opcode == SPIRV::OpImageSampleExplicitLod &&
      (Mask & (IO::Lod | IO::Grad)) != IO::Lod &&
      (Mask & (IO::Lod | IO::Grad)) != IO::Grad)
    return "an explicit-lod sample without exactly one of Lod and Grad";
  unsigned Wanted = (Mask & IO::Lod ? 1 : 0) + (Mask & IO::Grad ? 2 : 0) +
                    (Mask & IO::Sample ? 1 : 0);
  if (Wanted != Ids.size())
    return "image operands 0x" + utohexstr(Mask) + " with " + Twine(Ids.size()).str() +
           " operands";
  unsigned Dims = sizeComponents(Image) - imageParam(Image, ImageParam::Arrayed);
  for (Type *T : Ids) {
    auto *VT = dyn_cast<FixedVectorType>(T);
    bool OK = Mask & IO::Lod      ? T->isFloatTy()
              : Mask & IO::Grad   ? T->getScalarType()->isFloatTy() &&
                                      (VT ? VT->getNumElements() : 1) == Dims
              : Mask & IO::Sample ? T->isIntegerTy() && !T->isIntegerTy(1)
                                  : true;
    if (!OK)
      return "image operands 0x" + utohexstr(Mask) + " with an operand of type " +
             typeText(T) + " (SPIR-V takes a float level of detail, " +
             Twine(Dims).str() + " float components per gradient, an integer "
             "sample number)";
  }
  if (Opcode == SPIRV::OpImageWrite && Mask) {
    BuiltinCallProblem P(("image operands on OpImageWrite (" +
                          Twine(LevelZeroEnvironment) + " forbids them)")
                             .str());
    P.LevelZeroOnly = true;
    return P;
  }
  return {};
}

/// Whether the translator's call of \p Opcode, of result type \p Ret and
/// second operand \p Second (a coordinate or a level), has the types the
/// validator asks for: integer queries, one size component per dimension
/// and layer of \p Image, integer coordinates to read and write.
static bool validatorTypes(unsigned Opcode, Type *Ret, Type *Second, Type *Image) {
  Type *Scalar = Ret->getScalarType();
  bool IntRet = Scalar->isIntegerTy() && !Scalar->isIntegerTy(1);
  auto *RetV = dyn_cast<FixedVectorType>(Ret);
  switch (Opcode) {
  case SPIRV::OpImageQueryFormat: case SPIRV::OpImageQueryOrder:
  case SPIRV::OpImageQueryLevels: case SPIRV::OpImageQuerySamples:
    return IntRet && !RetV;
  case SPIRV::OpImageQuerySizeLod:
    if (!Second->isIntegerTy())
      return false;
    [[fallthrough]];
  case SPIRV::OpImageQuerySize:
    return IntRet && (RetV ? RetV->getNumElements() : 1) == sizeComponents(Image);
  case SPIRV::OpImageRead: case SPIRV::OpImageWrite:
    return Second->getScalarType()->isIntegerTy();
  }
  return true;
}

/// Whether \p T is an integer as wide as a pointer of the module of \p F
/// (a bindless handle: SPV_INTEL_bindless_images asks for a 32-bit scalar
/// under Physical32, a 64-bit one under Physical64).
static bool isPointerSizedInteger(Type *T, const Function &F) {
  return T->isIntegerTy(F.getParent()->getDataLayout().getPointerSizeInBits());
}

static std::optional<BuiltinDescription> describe(const BuiltinName &N) {
  const ImageBuiltin *I = findByName(ImageBuiltins, withoutResultPostfix(N.Name));
  if (!I)
    return std::nullopt;
  bool Translator = I->Form == ImageBuiltin::Raw;
  // OpenCL C's functions are overloadable; Clang's sampler initializer is
  // a C function.
  if (!Translator && N.Mangled != (I->Form != ImageBuiltin::LiteralSampler))
    return std::nullopt;
  BuiltinDescription D = newDescription(BuiltinFamily::Image, ImageFamily, N);
  D.Image = I;
  const Function &F = N.F;
  Type *Ret = F.getReturnType();
  unsigned Args = F.arg_size();
  auto arg = [&](unsigned A) { return F.getArg(A)->getType(); };
  auto fail = [&](std::string Why) {
    D.Unsupported = std::move(Why);
    return D;
  };
  if (I->Form == ImageBuiltin::LiteralSampler) {
    if (Args != 1 || !arg(0)->isIntegerTy(32) || !isSamplerType(Ret))
      return fail(unsupportedSignature(N));
    return D;
  }
  // A bindless handle becomes the opaque value the call returns.
  if (I->Opcode == SPIRV::OpConvertHandleToImageINTEL ||
      I->Opcode == SPIRV::OpConvertHandleToSamplerINTEL ||
      I->Opcode == SPIRV::OpConvertHandleToSampledImageINTEL) {
    bool OK = I->Opcode == SPIRV::OpConvertHandleToImageINTEL   ? isImageType(Ret)
              : I->Opcode == SPIRV::OpConvertHandleToSamplerINTEL ? isSamplerType(Ret)
                                                                  : isSampledImageType(Ret);
    if (!OK || Args != 1 || !arg(0)->isIntegerTy())
      return fail(unsupportedSignature(N));
    if (!isPointerSizedInteger(arg(0), F))
      return fail(("builtin " + N.Name + " of an " + typeText(arg(0)) +
                   " handle (SPV_INTEL_bindless_images: a handle is as wide "
                   "as a pointer)")
                      .str());
    return D;
  }
  if (I->Opcode == SPIRV::OpImageFetch)
    return fail(("builtin " + N.Name +
                 " (OpImageFetch reads an image whose Sampled is 1, which "
                 "the OpenCL SPIR-V environment does not allow)")
                    .str());
  // Everything else takes an image (a sampled image to sample, or to take
  // the image of) first.
  bool Sampling = I->Opcode == SPIRV::OpImageSampleExplicitLod;
  bool OfSampled = Sampling || I->Opcode == SPIRV::OpImage;
  if (Args == 0 || !(OfSampled ? isSampledImageType(arg(0)) : isImageType(arg(0))))
    return fail(unsupportedSignature(N));
  Type *Image = arg(0);
  bool Depth = imageParam(Image, ImageParam::Depth);
  // Multisampled images are read with a sample number, never sampled,
  // written or asked for levels (cl_khr_gl_msaa_sharing); only they have
  // samples.
  bool Multisampled = imageParam(Image, ImageParam::MS);
  bool NeverSampled = imageParam(Image, ImageParam::Sampled) == 2;
  if (I->Opcode == SPIRV::OpImageQuerySamples && !Multisampled)
    return fail(("builtin " + N.Name + " of a single-sampled image").str());
  if (Multisampled &&
      (Sampling || I->Form == ImageBuiltin::Write || I->Opcode == SPIRV::OpImageWrite ||
       I->Opcode == SPIRV::OpImageQueryLevels || I->Opcode == SPIRV::OpImageQuerySizeLod ||
       I->Opcode == SPIRV::OpSampledImage))
    return fail(("builtin " + N.Name + " of a multisampled image").str());
  switch (I->Form) {
  case ImageBuiltin::Read: {
    // (image, [sampler,] coordinate, [lod | gradient x, gradient y]).
    bool Sampler = Args >= 2 && isSamplerType(arg(1));
    unsigned Extra = Args - 2 - Sampler;
    auto *RetV = dyn_cast<FixedVectorType>(Ret);
    bool OK = Args >= 2u + Sampler && isIntOrFloatOrVector(arg(1 + Sampler)) &&
              (Depth ? Ret->isFloatTy()
                     : RetV && RetV->getNumElements() == 4 &&
                           isIntOrFloatOrVector(RetV));
    // A multisampled image takes an int sample number, nothing else does
    // without a sampler; levels of detail and gradients are floats.
    if (!OK || Extra > 2 || (Sampler && Multisampled) ||
        (!Sampler && Extra != unsigned(Multisampled)))
      return fail(unsupportedSignature(N));
    if (Sampler && NeverSampled)
      return fail(("builtin " + N.Name +
                   " with a sampler, of an image whose Sampled is 2 (never "
                   "used with a sampler)")
                      .str());
    for (unsigned A = Args - Extra; A < Args; ++A)
      if (Multisampled ? !arg(A)->isIntegerTy(32)
                       : !arg(A)->getScalarType()->isFloatTy())
        return fail(unsupportedSignature(N));
    return D;
  }
  case ImageBuiltin::Write:
    // (image, coordinate, [lod,] texel).
    if (Args == 4)
      return fail(("builtin " + N.Name +
                   " with a level of detail (SPIRV-Tools 2025.5 accepts the "
                   "Lod image operand only on explicit-lod sampling and "
                   "OpImageFetch, not on OpImageWrite)")
                      .str());
    if (Args != 3 || !Ret->isVoidTy() || !isIntOrFloatOrVector(arg(1)) ||
        !isIntOrFloatOrVector(arg(2)))
      return fail(unsupportedSignature(N));
    return D;
  case ImageBuiltin::SizeComponent:
  case ImageBuiltin::ArraySize:
  case ImageBuiltin::Dim: {
    unsigned Components = sizeComponents(Image);
    bool Arrayed = imageParam(Image, ImageParam::Arrayed);
    unsigned DimComponents = Components - Arrayed;
    bool OK = Args == 1;
    if (I->Form == ImageBuiltin::SizeComponent)
      OK &= I->Component < DimComponents && Ret->isIntegerTy(32);
    else if (I->Form == ImageBuiltin::ArraySize)
      OK &= Arrayed && Ret->isIntegerTy() && Ret->getIntegerBitWidth() >= 32;
    else // int2 for 2D images, int4 for 3D ones.
      OK &= DimComponents > 1 && Ret->isVectorTy() &&
            Ret->getScalarType()->isIntegerTy(32) &&
            cast<FixedVectorType>(Ret)->getNumElements() ==
                (DimComponents == 3 ? 4u : 2u);
    if (!OK)
      return fail(unsupportedSignature(N));
    return D;
  }
  case ImageBuiltin::Query:
    if (Args != 1 || !Ret->isIntegerTy(32) ||
        (I->Opcode == SPIRV::OpImageQueryLevels &&
         imageParam(Image, ImageParam::Dim) == SPIRV::Dim::Buffer))
      return fail(unsupportedSignature(N));
    return D;
  case ImageBuiltin::Raw: {
    // (image, [coordinate, [texel,]] [mask, ids...]) as the instruction's
    // grammar lays them out; the mask is checked on the call.
    unsigned Fixed = 1;
    switch (I->Opcode) {
    case SPIRV::OpImageRead: case SPIRV::OpImageSampleExplicitLod:
    case SPIRV::OpSampledImage: case SPIRV::OpImageQuerySizeLod:
      Fixed = 2;
      break;
    case SPIRV::OpImageWrite:
      Fixed = 3;
      break;
    }
    bool HasMask = I->Opcode == SPIRV::OpImageRead ||
                   I->Opcode == SPIRV::OpImageWrite || Sampling;
    bool OK = Args >= Fixed && (HasMask || Args == Fixed) &&
              (Args == Fixed || arg(Fixed)->isIntegerTy(32));
    if (I->Opcode == SPIRV::OpSampledImage)
      OK &= isSamplerType(arg(1)) && Ret == sampledImageType(Image) && !NeverSampled;
    else if (I->Opcode == SPIRV::OpImage)
      OK &= isImageType(Ret) && sampledImageType(Ret) == Image;
    else if (I->Opcode == SPIRV::OpImageWrite)
      OK &= Ret->isVoidTy() && isIntOrFloatOrVector(arg(1)) &&
            isIntOrFloatOrVector(arg(2));
    else
      OK &= isIntOrFloatOrVector(Ret) && (Fixed < 2 || isIntOrFloatOrVector(arg(1)));
    if (I->Opcode == SPIRV::OpImageRead || Sampling) {
      // Results of fewer than four components are read as four.
      auto *RetV = dyn_cast<FixedVectorType>(Ret);
      OK &= !RetV || RetV->getNumElements() <= 4;
    }
    for (unsigned A = Fixed + 1; OK && A < Args; ++A)
      OK = isIntOrFloatOrVector(arg(A));
    if (OK)
      OK = validatorTypes(I->Opcode, Ret, arg(Fixed > 1 ? 1 : 0), Image);
    if (!OK)
      return fail(unsupportedSignature(N));
    // Sampling names a level of detail.
    if (imageParam(Image, ImageParam::Dim) == SPIRV::Dim::Buffer &&
        (I->Opcode == SPIRV::OpImageQuerySizeLod || I->Opcode == SPIRV::OpImageQueryLevels ||
         Sampling))
      return fail(("builtin " + N.Name + " of a buffer image, which has no levels").str());
    return D;
  }
  case ImageBuiltin::LiteralSampler:
    break;
  }
  return D;
}

static BuiltinCallProblem check(const BuiltinDescription &D, const CallBase &Call) {
  const ImageBuiltin &I = *D.Image;
  if (I.Form == ImageBuiltin::LiteralSampler) {
    auto *Bits = dyn_cast<ConstantInt>(Call.getArgOperand(0));
    if (!Bits)
      return "a sampler initializer that is not a constant";
    if (!decodeSampler(Bits->getZExtValue()))
      return "sampler initializer 0x" + utohexstr(Bits->getZExtValue()) +
             " (not a combination of OpenCL's CLK_* sampler bits)";
    return "";
  }
  if (I.Form != ImageBuiltin::Raw ||
      (I.Opcode != SPIRV::OpImageRead && I.Opcode != SPIRV::OpImageWrite &&
       I.Opcode != SPIRV::OpImageSampleExplicitLod))
    return "";
  unsigned Fixed = I.Opcode == SPIRV::OpImageWrite ? 3 : 2;
  uint64_t Mask = 0;
  if (Call.arg_size() > Fixed) {
    auto *MaskArg = dyn_cast<ConstantInt>(Call.getArgOperand(Fixed));
    if (!MaskArg)
      return (D.Name + " with image operands that are not a constant").str();
    Mask = MaskArg->getZExtValue();
  }
  SmallVector<Type *, 2> Ids;
  for (unsigned A = Fixed + 1; A < Call.arg_size(); ++A)
    Ids.push_back(Call.getArgOperand(A)->getType());
  return imageOperandsProblem(I.Opcode, Mask, Ids, Call.getArgOperand(0)->getType());
}

/// Whether texels of element type \p Elem travel as 32-bit components: 8-
/// and 16-bit integers. The GPU compiler's library reads and writes only
/// 32-bit integer, float and half texels (OpenCL C's read_imagei/ui/f/h and
/// write_image*); OpenCL converts between the 32-bit values and the
/// image's channel type.
static bool isNarrowIntegerTexel(Type *Elem) {
  return Elem->isIntegerTy() && Elem->getIntegerBitWidth() < 32;
}

/// Defines \p Ret, of IR type \p RetTy, as the instruction \p Opcode reads
/// from an image of type \p ImageTy: the instruction's result directly when
/// it is a vector of four or a depth image's float read without a sampler
/// (the OpenCL SPIR-V environment's scalar OpImageRead, the only depth read
/// Intel's GPU compiler has), else the first components of the four it
/// reads (a depth image's sampled float). 8- and 16-bit integer texels are
/// read as 32-bit components and truncated.
static MachineInstrBuilder buildRead(MachineIRBuilder &B, unsigned Opcode,
                                     Register Ret, Type *RetTy, Type *ImageTy) {
  auto *VT = dyn_cast<FixedVectorType>(RetTy);
  bool DepthTexel = Opcode == SPIRV::OpImageRead && !VT &&
                    imageParam(ImageTy, ImageParam::Depth);
  Type *Elem = RetTy->getScalarType();
  bool Narrow = isNarrowIntegerTexel(Elem);
  if (((VT && VT->getNumElements() == 4) || DepthTexel) && !Narrow) {
    setSPIRVType(B, Ret, withDefaultPointees(RetTy, /*InMemory=*/false));
    return buildInstruction(B, Opcode, Ret);
  }
  MachineRegisterInfo &MRI = *B.getMRI();
  auto newReg = [&](Type *T) {
    auto *TV = dyn_cast<FixedVectorType>(T);
    LLT E = LLT::scalar(T->getScalarSizeInBits());
    Register R = MRI.createGenericVirtualRegister(
        TV ? LLT::fixed_vector(TV->getNumElements(), E) : E);
    setSPIRVType(B, R, T);
    return R;
  };
  Type *ReadElem = Narrow ? Type::getInt32Ty(RetTy->getContext()) : Elem;
  // What the instruction reads (a depth image's scalar, else four
  // components), and the call's texel in components of that width.
  Register Read = newReg(DepthTexel ? ReadElem : FixedVectorType::get(ReadElem, 4));
  Register Texel = Narrow ? newReg(VT ? FixedVectorType::get(ReadElem, VT->getNumElements())
                                     : ReadElem)
                          : Ret;
  // The uses follow once the caller has added the operands.
  MachineInstrBuilder MIB = buildInstruction(B, Opcode, Read);
  MachineBasicBlock &MBB = B.getMBB();
  MachineBasicBlock::iterator Saved = B.getInsertPt();
  B.setInsertPt(MBB, std::next(MIB->getIterator()));
  if (DepthTexel || (VT && VT->getNumElements() == 4)) {
    Texel = Read;
  } else if (!VT) {
    B.buildExtractVectorElementConstant(Texel, Read, 0);
  } else {
    SmallVector<int, 4> Lanes;
    for (unsigned L = 0; L < VT->getNumElements(); ++L)
      Lanes.push_back(L);
    B.buildShuffleVector(Texel, Read, Read, Lanes);
  }
  if (Narrow)
    B.buildTrunc(Ret, Texel);
  B.setInsertPt(MBB, Saved);
  return MIB;
}

/// Whether the translator's image write \p Call, with image operands
/// \p Mask, writes a signed integer texel: as its SignExtend / ZeroExtend
/// operand says, else as the texel's type in its Itanium-mangled name
/// (s c a signed, t h unsigned; the template spelling's too), else as its
/// parameter's signext / zeroext attribute; std::nullopt when none says.
static std::optional<bool> texelSignedness(const CallBase &Call, uint64_t Mask) {
  if (Mask & IO::SignExtend)
    return true;
  if (Mask & IO::ZeroExtend)
    return false;
  const unsigned TexelArg = 2;
  Type *Texel = Call.getArgOperand(TexelArg)->getType();
  if (const Function *F = Call.getCalledFunction()) {
    bool OpenCLC = F->getParent()->getNamedMetadata("opencl.ocl.version");
    std::optional<DemangledFunction> DF = demangleFunction(
        F->getName(), F->getContext(), OpenCLC, /*Templates=*/true);
    if (DF && DF->Params.size() > TexelArg && DF->Params[TexelArg].Ty &&
        DF->Params[TexelArg].Ty->getScalarType() == Texel->getScalarType())
      return DF->Params[TexelArg].Signed;
  }
  if (Call.paramHasAttr(TexelArg, Attribute::SExt))
    return true;
  if (Call.paramHasAttr(TexelArg, Attribute::ZExt))
    return false;
  return std::nullopt;
}

/// The texel \p Texel of type \p Ty that OpImageWrite writes to \p Image,
/// of type \p ImageTy: a colour image's texel of fewer than four
/// components widened to four with zeros (the GPU compiler's library has
/// only four-component writes, as OpenCL C's write_image*), a depth
/// image's float as it is. 8- and 16-bit integer components become 32-bit
/// ones, extended as \p Signed says: OpenCL converts the 32-bit value to
/// the image's channel type with saturation, so an unsigned 16-bit 0xFFFF
/// sign-extended would be written as 0 to an unsigned format. When the
/// call does not say (std::nullopt), the image's format does, at run time:
/// OpenCL writes signed integer texels only to the SignedInt formats
/// (write_imagei) and unsigned ones to the UnsignedInt formats
/// (write_imageui), so that is the signedness the texel has.
static Register fourComponentTexel(MachineIRBuilder &B, Register Texel, Type *Ty,
                                   Register Image, Type *ImageTy,
                                   std::optional<bool> Signed) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  unsigned N = VT ? VT->getNumElements() : 1;
  Type *Elem = Ty->getScalarType();
  bool Narrow = isNarrowIntegerTexel(Elem) && N <= 4;
  if ((N >= 4 && !Narrow) || imageParam(ImageTy, ImageParam::Depth))
    return Texel;
  LLVMContext &Ctx = Ty->getContext();
  Type *WideElem = Narrow ? Type::getInt32Ty(Ctx) : Elem;
  LLT ElemLLT = LLT::scalar(Elem->getPrimitiveSizeInBits());
  LLT WideLLT = LLT::scalar(WideElem->getPrimitiveSizeInBits());
  Register SignedFormat;
  if (Narrow && !Signed) {
    Register Format = B.getMRI()->createGenericVirtualRegister(LLT::scalar(32));
    setSPIRVType(B, Format, Type::getInt32Ty(Ctx));
    buildInstruction(B, SPIRV::OpImageQueryFormat, Format).addUse(Image);
    using namespace SPIRV::ImageChannelDataType;
    static_assert(SignedInt16 == SignedInt8 + 1 && SignedInt32 == SignedInt8 + 2,
                  "the SignedInt formats are consecutive");
    auto FromFirst = B.buildSub(LLT::scalar(32), Format, B.buildConstant(LLT::scalar(32), SignedInt8));
    SignedFormat = B.buildICmp(CmpInst::ICMP_ULT, LLT::scalar(1), FromFirst,
                               B.buildConstant(LLT::scalar(32), 3))
                       .getReg(0);
  }
  auto widen = [&](Register Lane) -> Register {
    if (!Narrow)
      return Lane;
    if (Signed)
      return *Signed ? B.buildSExt(WideLLT, Lane).getReg(0)
                     : B.buildZExt(WideLLT, Lane).getReg(0);
    return B.buildSelect(WideLLT, SignedFormat, B.buildSExt(WideLLT, Lane),
                         B.buildZExt(WideLLT, Lane))
        .getReg(0);
  };
  SmallVector<Register, 4> Lanes;
  for (unsigned L = 0; L < N && VT; ++L) {
    Register Lane = B.getMRI()->createGenericVirtualRegister(ElemLLT);
    setSPIRVType(B, Lane, Elem);
    Lanes.push_back(widen(B.buildExtractVectorElementConstant(Lane, Texel, L).getReg(0)));
  }
  if (!VT)
    Lanes.push_back(widen(Texel));
  while (Lanes.size() < 4)
    Lanes.push_back(WideElem->isFloatingPointTy() ? B.buildFConstant(WideLLT, 0.0).getReg(0)
                                                  : B.buildConstant(WideLLT, 0).getReg(0));
  Register Wide = B.getMRI()->createGenericVirtualRegister(LLT::fixed_vector(4, WideLLT));
  setSPIRVType(B, Wide, FixedVectorType::get(WideElem, 4));
  B.buildBuildVector(Wide, Lanes);
  return Wide;
}

/// The size query of \p Image: OpImageQuerySizeLod at level 0, or
/// OpImageQuerySize for a buffer or a multisampled image (which have no
/// levels); i32 components.
static Register querySize(MachineIRBuilder &B, Register Image, Type *ImageTy) {
  LLVMContext &Ctx = ImageTy->getContext();
  unsigned N = sizeComponents(ImageTy);
  LLT S32 = LLT::scalar(32);
  Register Size = B.getMRI()->createGenericVirtualRegister(
      N == 1 ? S32 : LLT::fixed_vector(N, S32));
  Type *I32 = Type::getInt32Ty(Ctx);
  setSPIRVType(B, Size, N == 1 ? I32 : FixedVectorType::get(I32, N));
  if (imageParam(ImageTy, ImageParam::Dim) == SPIRV::Dim::Buffer ||
      imageParam(ImageTy, ImageParam::MS)) {
    buildInstruction(B, SPIRV::OpImageQuerySize, Size).addUse(Image);
  } else {
    Register Level = B.buildConstant(S32, 0).getReg(0);
    buildInstruction(B, SPIRV::OpImageQuerySizeLod, Size).addUse(Image).addUse(Level);
  }
  return Size;
}

/// Component \p C of the size query \p Size of \p N components.
static Register sizeComponent(MachineIRBuilder &B, Register Size, unsigned N,
                              unsigned C) {
  if (N == 1)
    return Size;
  return B.buildExtractVectorElementConstant(LLT::scalar(32), Size, C).getReg(0);
}

/// A gradient of OpenCL's, \p Grad of type \p Ty, as Grad wants it: one
/// component per dimension of the image (OpenCL gives a 3D image float4
/// gradients).
static Register gradient(MachineIRBuilder &B, Register Grad, Type *Ty,
                         Type *ImageTy) {
  unsigned Dims = sizeComponents(ImageTy) - imageParam(ImageTy, ImageParam::Arrayed);
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  if (!VT || VT->getNumElements() == Dims)
    return Grad;
  LLT S32 = LLT::scalar(32);
  Type *F32 = Type::getFloatTy(Ty->getContext());
  if (Dims == 1) {
    Register X = B.getMRI()->createGenericVirtualRegister(S32);
    setSPIRVType(B, X, F32);
    B.buildExtractVectorElementConstant(X, Grad, 0);
    return X;
  }
  Register Trimmed = B.getMRI()->createGenericVirtualRegister(LLT::fixed_vector(Dims, S32));
  setSPIRVType(B, Trimmed, FixedVectorType::get(F32, Dims));
  SmallVector<int, 3> Lanes;
  for (unsigned L = 0; L < Dims; ++L)
    Lanes.push_back(L);
  B.buildShuffleVector(Trimmed, Grad, Grad, Lanes);
  return Trimmed;
}

static bool lower(MachineIRBuilder &B, const CallLowering::CallLoweringInfo &Info,
                  const BuiltinDescription &D) {
  const ImageBuiltin &I = *D.Image;
  const CallBase &Call = *Info.CB;
  // Values (coordinates, texels, levels of detail) with the IR's type:
  // optimized code may build a float texel from lanes whose register type
  // inference made integers. Typed here, before any instruction that uses
  // them (a COPY nothing uses is dropped by selection).
  // An undefined image (the translator's tests read undef ones) is an
  // OpUndef of its own type, not of the handle's register layout.
  SmallVector<Register, 8> Operands;
  for (unsigned A = 0; A < Call.arg_size(); ++A) {
    Register R = Info.OrigArgs[A].Regs[0];
    Value *V = Call.getArgOperand(A);
    Type *T = V->getType();
    if (isOpaqueHandleType(T) && isa<UndefValue>(V)) {
      R = B.getMRI()->createGenericVirtualRegister(B.getMRI()->getType(R));
      setSPIRVType(B, R, T);
      B.buildUndef(R);
    }
    Operands.push_back(isOpaqueHandleType(T) || isa<ConstantInt>(V)
                           ? R
                           : typedOperand(B, R, spirvTypeOfIRValue(T, nullptr)));
  }
  auto operand = [&](unsigned A) { return Operands[A]; };
  Register Ret = Info.OrigRet.Regs.empty() ? Register() : Info.OrigRet.Regs[0];
  Type *RetTy = Call.getType();
  LLT S32 = LLT::scalar(32);
  if (I.Form == ImageBuiltin::LiteralSampler) {
    auto Operands = *decodeSampler(
        cast<ConstantInt>(Call.getArgOperand(0))->getZExtValue());
    setSPIRVType(B, Ret, RetTy);
    B.buildInstr(SPIRV::OpConstantSampler)
        .addDef(Ret)
        .addImm(Operands[0])
        .addImm(Operands[1])
        .addImm(Operands[2]);
    return true;
  }
  Type *ImageTy = Call.getArgOperand(0)->getType();
  Register Image = operand(0);
  unsigned Args = Call.arg_size();
  switch (I.Form) {
  case ImageBuiltin::Read: {
    bool Sampler = isSamplerType(Call.getArgOperand(1)->getType());
    Register Coordinate = operand(1 + Sampler);
    if (!Sampler) {
      auto MIB = buildRead(B, SPIRV::OpImageRead, Ret, RetTy, ImageTy)
                     .addUse(Image)
                     .addUse(Coordinate);
      if (imageParam(ImageTy, ImageParam::MS))
        MIB.addImm(IO::Sample).addUse(operand(2));
      return true;
    }
    // OpSampledImage right before its one use, as SPIR-V requires.
    Type *SampledTy = sampledImageType(ImageTy);
    Register Sampled = B.getMRI()->createGenericVirtualRegister(B.getMRI()->getType(Image));
    setSPIRVType(B, Sampled, SampledTy);
    unsigned Extra = Args - 3;
    SmallVector<Register, 2> Lod;
    for (unsigned A = Args - Extra; A < Args; ++A)
      Lod.push_back(Extra == 2 ? gradient(B, operand(A), Call.getArgOperand(A)->getType(),
                                          ImageTy)
                               : operand(A));
    if (Lod.empty())
      Lod.push_back(B.buildFConstant(S32, 0.0).getReg(0));
    buildInstruction(B, SPIRV::OpSampledImage, Sampled)
        .addUse(Image)
        .addUse(operand(1));
    auto MIB = buildRead(B, SPIRV::OpImageSampleExplicitLod, Ret, RetTy, ImageTy)
                   .addUse(Sampled)
                   .addUse(Coordinate)
                   .addImm(Lod.size() == 1 ? IO::Lod : IO::Grad);
    for (Register L : Lod)
      MIB.addUse(L);
    return true;
  }
  case ImageBuiltin::Write:
    B.buildInstr(SPIRV::OpImageWrite).addUse(Image).addUse(operand(1)).addUse(operand(2));
    return true;
  case ImageBuiltin::SizeComponent:
  case ImageBuiltin::ArraySize:
  case ImageBuiltin::Dim: {
    unsigned N = sizeComponents(ImageTy);
    Register Size = querySize(B, Image, ImageTy);
    if (I.Form == ImageBuiltin::SizeComponent) {
      B.buildCopy(Ret, sizeComponent(B, Size, N, I.Component));
    } else if (I.Form == ImageBuiltin::ArraySize) {
      // size_t: the layers, zero-extended.
      B.buildZExtOrTrunc(Ret, sizeComponent(B, Size, N, N - 1));
    } else {
      // int2 (width, height), or int4 (width, height, depth, 0).
      unsigned Dims = N - imageParam(ImageTy, ImageParam::Arrayed);
      if (Dims == N && Dims == 2) {
        B.buildCopy(Ret, Size);
        return true;
      }
      SmallVector<Register, 4> Lanes;
      for (unsigned C = 0; C < Dims; ++C)
        Lanes.push_back(sizeComponent(B, Size, N, C));
      if (Dims == 3)
        Lanes.push_back(B.buildConstant(S32, 0).getReg(0));
      B.buildBuildVector(Ret, Lanes);
    }
    return true;
  }
  case ImageBuiltin::Query: {
    Register Raw = Ret;
    uint32_t Offset = I.Opcode == SPIRV::OpImageQueryFormat  ? CLSnormInt8
                      : I.Opcode == SPIRV::OpImageQueryOrder ? CLChannelOrderR
                                                             : 0;
    if (Offset)
      Raw = B.getMRI()->createGenericVirtualRegister(S32);
    setSPIRVType(B, Raw, RetTy);
    buildInstruction(B, I.Opcode, Raw).addUse(Image);
    if (Offset)
      B.buildAdd(Ret, Raw, B.buildConstant(S32, Offset));
    return true;
  }
  case ImageBuiltin::Raw: {
    // The operands before the image operand mask, which check() has found
    // constant where the call has one.
    bool Reads = I.Opcode == SPIRV::OpImageRead || I.Opcode == SPIRV::OpImageSampleExplicitLod;
    unsigned Fixed = I.Opcode == SPIRV::OpImageWrite ? 3 : Reads ? 2 : Args;
    uint64_t Mask =
        Args > Fixed ? cast<ConstantInt>(Call.getArgOperand(Fixed))->getZExtValue() : 0;
    MachineInstrBuilder MIB;
    if (I.Opcode == SPIRV::OpImageWrite) {
      Operands[2] = fourComponentTexel(B, operand(2), Call.getArgOperand(2)->getType(), Image,
                                       ImageTy, texelSignedness(Call, Mask));
      MIB = B.buildInstr(SPIRV::OpImageWrite);
    } else if (Reads) {
      MIB = buildRead(B, I.Opcode, Ret, RetTy, ImageTy);
    } else {
      setSPIRVType(B, Ret, withDefaultPointees(RetTy, /*InMemory=*/false));
      MIB = buildInstruction(B, I.Opcode, Ret);
    }
    for (unsigned A = 0; A < Fixed && A < Args; ++A)
      MIB.addUse(operand(A));
    if (Mask) {
      MIB.addImm(Mask);
      for (unsigned A = Fixed + 1; A < Args; ++A)
        MIB.addUse(operand(A));
    }
    return true;
  }
  case ImageBuiltin::LiteralSampler:
    break;
  }
  return false;
}

const BuiltinFamilyImpl llvm::ImageFamily = {describe, check, lower};
