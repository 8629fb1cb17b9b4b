//===- Image.cpp - CPU Level-Zero driver: images, samplers, image copies --===//
//
// A Level-Zero image is an OpenCL image of its device's context and a
// sampler an OpenCL sampler; kernels receive them as ordinary OpenCL kernel
// arguments. Image copies run in order with the other commands, as blocking
// clEnqueue{Read,Write,Copy}Image on the engine's queue of the image's device.
// Level-Zero regions of array images follow OpenCL: the layer is originY of
// a 1D array and originZ of a 2D array.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include <algorithm>
#include <array>
#include <cstring>

using namespace zecpu;

namespace zecpu_api {

/// The OpenCL format of a Level-Zero format, and its pixel size; false when
/// OpenCL has no such format (packed and media layouts, 8/16-bit floats,
/// 32-bit normalized types, swizzles other than the identity or BGRA).
bool clFormat(const ze_image_format_t &F, cl_image_format &Out, uint32_t &PixelBytes) {
  uint32_t Channels, Bits;
  switch (F.layout) {
  case ZE_IMAGE_FORMAT_LAYOUT_8: Channels = 1, Bits = 8; break;
  case ZE_IMAGE_FORMAT_LAYOUT_16: Channels = 1, Bits = 16; break;
  case ZE_IMAGE_FORMAT_LAYOUT_32: Channels = 1, Bits = 32; break;
  case ZE_IMAGE_FORMAT_LAYOUT_8_8: Channels = 2, Bits = 8; break;
  case ZE_IMAGE_FORMAT_LAYOUT_16_16: Channels = 2, Bits = 16; break;
  case ZE_IMAGE_FORMAT_LAYOUT_32_32: Channels = 2, Bits = 32; break;
  case ZE_IMAGE_FORMAT_LAYOUT_8_8_8_8: Channels = 4, Bits = 8; break;
  case ZE_IMAGE_FORMAT_LAYOUT_16_16_16_16: Channels = 4, Bits = 16; break;
  case ZE_IMAGE_FORMAT_LAYOUT_32_32_32_32: Channels = 4, Bits = 32; break;
  default: return false;
  }
  auto Pick = [Bits](cl_channel_type B8, cl_channel_type B16, cl_channel_type B32) {
    return Bits == 8 ? B8 : Bits == 16 ? B16 : B32;
  };
  const cl_channel_type None = 0;
  switch (F.type) {
  case ZE_IMAGE_FORMAT_TYPE_UINT:
    Out.image_channel_data_type = Pick(CL_UNSIGNED_INT8, CL_UNSIGNED_INT16, CL_UNSIGNED_INT32);
    break;
  case ZE_IMAGE_FORMAT_TYPE_SINT:
    Out.image_channel_data_type = Pick(CL_SIGNED_INT8, CL_SIGNED_INT16, CL_SIGNED_INT32);
    break;
  case ZE_IMAGE_FORMAT_TYPE_UNORM: Out.image_channel_data_type = Pick(CL_UNORM_INT8, CL_UNORM_INT16, None); break;
  case ZE_IMAGE_FORMAT_TYPE_SNORM: Out.image_channel_data_type = Pick(CL_SNORM_INT8, CL_SNORM_INT16, None); break;
  case ZE_IMAGE_FORMAT_TYPE_FLOAT: Out.image_channel_data_type = Pick(None, CL_HALF_FLOAT, CL_FLOAT); break;
  default: return false;
  }
  if (Out.image_channel_data_type == None)
    return false;
  // The components a format has must land in their own channels; the rest
  // of the swizzle is irrelevant to OpenCL, whose reads fill them with 0/1.
  const ze_image_format_swizzle_t Swz[4] = {F.x, F.y, F.z, F.w};
  bool Identity = true;
  for (uint32_t C = 0; C < Channels; ++C)
    Identity &= Swz[C] == ze_image_format_swizzle_t(ZE_IMAGE_FORMAT_SWIZZLE_R + C);
  bool Bgra = Channels == 4 && F.x == ZE_IMAGE_FORMAT_SWIZZLE_B && F.y == ZE_IMAGE_FORMAT_SWIZZLE_G &&
              F.z == ZE_IMAGE_FORMAT_SWIZZLE_R && F.w == ZE_IMAGE_FORMAT_SWIZZLE_A;
  if (!Identity && !Bgra)
    return false;
  Out.image_channel_order = Bgra ? CL_BGRA : Channels == 1 ? CL_R : Channels == 2 ? CL_RG : CL_RGBA;
  PixelBytes = Channels * Bits / 8;
  return true;
}

cl_mem_object_type clImageType(ze_image_type_t T) {
  switch (T) {
  case ZE_IMAGE_TYPE_1D: return CL_MEM_OBJECT_IMAGE1D;
  case ZE_IMAGE_TYPE_1DARRAY: return CL_MEM_OBJECT_IMAGE1D_ARRAY;
  case ZE_IMAGE_TYPE_2D: return CL_MEM_OBJECT_IMAGE2D;
  case ZE_IMAGE_TYPE_2DARRAY: return CL_MEM_OBJECT_IMAGE2D_ARRAY;
  case ZE_IMAGE_TYPE_3D: return CL_MEM_OBJECT_IMAGE3D;
  case ZE_IMAGE_TYPE_BUFFER: return CL_MEM_OBJECT_IMAGE1D_BUFFER;
  default: return 0;
  }
}

cl_mem_flags clImageFlags(const ze_image_desc_t &D) {
  return D.flags & ZE_IMAGE_FLAG_KERNEL_WRITE ? CL_MEM_READ_WRITE : CL_MEM_READ_ONLY;
}

/// The checks zeImageGetProperties and zeImageCreate share: descriptor
/// enumerations, then whether the device's OpenCL implementation has the
/// format for this image type.
ze_result_t checkImageDesc(Device &D, const ze_image_desc_t &Desc, cl_image_format &Fmt, uint32_t &PixelBytes,
                           const char *Api) {
  if (Desc.flags > (ZE_IMAGE_FLAG_KERNEL_WRITE | ZE_IMAGE_FLAG_BIAS_UNCACHED) || Desc.type > ZE_IMAGE_TYPE_BUFFER)
    return fail(ZE_RESULT_ERROR_INVALID_ENUMERATION, "%s: flags 0x%x or image type %d out of range", Api,
                Desc.flags, Desc.type);
  if (!D.CL.Images.maxImageDims1D)
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE, "%s: the device has no images", Api);
  if (!clFormat(Desc.format, Fmt, PixelBytes))
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT, "%s: layout %d, type %d and swizzle %d%d%d%d have no OpenCL format",
                Api, Desc.format.layout, Desc.format.type, Desc.format.x, Desc.format.y, Desc.format.z,
                Desc.format.w);
  cl_uint N = 0;
  cl_mem_object_type T = clImageType(Desc.type);
  clGetSupportedImageFormats(D.CL.Ctx, clImageFlags(Desc), T, 0, nullptr, &N);
  std::vector<cl_image_format> Formats(N);
  if (N)
    clGetSupportedImageFormats(D.CL.Ctx, clImageFlags(Desc), T, N, Formats.data(), nullptr);
  for (const cl_image_format &F : Formats)
    if (F.image_channel_order == Fmt.image_channel_order && F.image_channel_data_type == Fmt.image_channel_data_type)
      return ZE_RESULT_SUCCESS;
  return fail(ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT,
              "%s: OpenCL (channel order 0x%x, data type 0x%x) is not supported for this image type and access", Api,
              Fmt.image_channel_order, Fmt.image_channel_data_type);
}

ze_result_t ZE_APICALL zeImageGetProperties(ze_device_handle_t H, const ze_image_desc_t *Desc,
                                            ze_image_properties_t *P) {
  Device *D = cast<Device>(H);
  if (!D)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  cl_image_format Fmt;
  uint32_t PixelBytes;
  ze_result_t R = checkImageDesc(*D, *Desc, Fmt, PixelBytes, "zeImageGetProperties");
  if (R != ZE_RESULT_SUCCESS)
    return R;
  // OpenCL filters linearly only images it reads as floats.
  bool Integer = Desc->format.type == ZE_IMAGE_FORMAT_TYPE_UINT || Desc->format.type == ZE_IMAGE_FORMAT_TYPE_SINT;
  P->samplerFilterFlags = ZE_IMAGE_SAMPLER_FILTER_FLAG_POINT | (Integer ? 0 : ZE_IMAGE_SAMPLER_FILTER_FLAG_LINEAR);
  return ZE_RESULT_SUCCESS;
}

std::shared_ptr<void> holdMem(cl_mem M) {
  return std::shared_ptr<void>(M, [](void *P) { clReleaseMemObject(static_cast<cl_mem>(P)); });
}

ze_result_t ZE_APICALL zeImageCreate(ze_context_handle_t C, ze_device_handle_t H, const ze_image_desc_t *Desc,
                                     ze_image_handle_t *Out) {
  Device *D = cast<Device>(H);
  if (!cast<Context>(C) || !D)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  cl_image_format Fmt;
  uint32_t PixelBytes;
  ze_result_t R = checkImageDesc(*D, *Desc, Fmt, PixelBytes, "zeImageCreate");
  if (R != ZE_RESULT_SUCCESS)
    return R;
  if (Desc->miplevels != 0)
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE, "zeImageCreate: %u mip levels (OpenCL images have none)",
                Desc->miplevels);
  const ze_device_image_properties_t &Lim = D->CL.Images;
  bool Buffer = Desc->type == ZE_IMAGE_TYPE_BUFFER;
  if (Buffer && Desc->width % PixelBytes)
    return fail(ZE_RESULT_ERROR_INVALID_SIZE, "zeImageCreate: buffer image of %llu bytes is not whole pixels of %u bytes",
                (unsigned long long)Desc->width, PixelBytes);
  // Extent: width, then height or 1D array layers, then depth or 2D array layers.
  uint64_t E[3] = {Buffer ? Desc->width / PixelBytes : Desc->width, 1, 1};
  uint64_t Max[3] = {Lim.maxImageDims1D, 1, 1};
  switch (Desc->type) {
  case ZE_IMAGE_TYPE_1DARRAY: E[1] = Desc->arraylevels, Max[1] = Lim.maxImageArraySlices; break;
  case ZE_IMAGE_TYPE_2D: E[1] = Desc->height, Max[0] = Max[1] = Lim.maxImageDims2D; break;
  case ZE_IMAGE_TYPE_2DARRAY:
    E[1] = Desc->height, E[2] = Desc->arraylevels;
    Max[0] = Max[1] = Lim.maxImageDims2D, Max[2] = Lim.maxImageArraySlices;
    break;
  case ZE_IMAGE_TYPE_3D: E[1] = Desc->height, E[2] = Desc->depth, Max[0] = Max[1] = Max[2] = Lim.maxImageDims3D; break;
  case ZE_IMAGE_TYPE_BUFFER: Max[0] = Lim.maxImageBufferSize / PixelBytes; break;
  default: break;
  }
  for (int I = 0; I < 3; ++I)
    if (E[I] == 0 || E[I] > Max[I])
      return fail(ZE_RESULT_ERROR_INVALID_SIZE, "zeImageCreate: extent %llux%llux%llu is outside 1..%llux%llux%llu",
                  (unsigned long long)E[0], (unsigned long long)E[1], (unsigned long long)E[2],
                  (unsigned long long)Max[0], (unsigned long long)Max[1], (unsigned long long)Max[2]);
  auto Img = std::make_unique<Image>();
  Img->Dev = D;
  Img->Desc = *Desc;
  Img->Desc.pNext = nullptr;
  Img->PixelBytes = PixelBytes;
  std::copy(E, E + 3, Img->Extent);
  cl_image_desc CD = {};
  CD.image_type = clImageType(Desc->type);
  CD.image_width = E[0];
  cl_int Err = CL_SUCCESS;
  switch (Desc->type) {
  case ZE_IMAGE_TYPE_1DARRAY: CD.image_array_size = E[1]; break;
  case ZE_IMAGE_TYPE_2D: CD.image_height = E[1]; break;
  case ZE_IMAGE_TYPE_2DARRAY: CD.image_height = E[1], CD.image_array_size = E[2]; break;
  case ZE_IMAGE_TYPE_3D: CD.image_height = E[1], CD.image_depth = E[2]; break;
  case ZE_IMAGE_TYPE_BUFFER: {
    cl_mem B = clCreateBuffer(D->CL.Ctx, clImageFlags(*Desc), Desc->width, nullptr, &Err);
    if (!B)
      return fail(ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY, "zeImageCreate: clCreateBuffer failed with %d", Err);
    Img->Buffer = holdMem(B);
    CD.buffer = B;
    break;
  }
  default: break;
  }
  cl_mem M = clCreateImage(D->CL.Ctx, clImageFlags(*Desc), &Fmt, &CD, nullptr, &Err);
  if (!M)
    return fail(Err == CL_MEM_OBJECT_ALLOCATION_FAILURE || Err == CL_OUT_OF_RESOURCES
                    ? ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY
                    : ZE_RESULT_ERROR_UNSUPPORTED_FEATURE,
                "zeImageCreate: clCreateImage failed with %d", Err);
  Img->Mem = holdMem(M);
  static std::atomic<uint64_t> NextId{1};
  Img->Id = NextId++;
  *Out = reinterpret_cast<ze_image_handle_t>(static_cast<Object *>(Img.release()));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeImageDestroy(ze_image_handle_t H) { return destroyObject<Image>(H); }

ze_result_t ZE_APICALL zeImageGetAllocPropertiesExt(ze_context_handle_t C, ze_image_handle_t H,
                                                    ze_image_allocation_ext_properties_t *P) {
  Image *Img = cast<Image>(H);
  if (!cast<Context>(C) || !Img)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!P)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  P->id = Img->Id;
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeSamplerCreate(ze_context_handle_t C, ze_device_handle_t H, const ze_sampler_desc_t *Desc,
                                       ze_sampler_handle_t *Out) {
  Device *D = cast<Device>(H);
  if (!cast<Context>(C) || !D)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Desc || !Out)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (Desc->addressMode > ZE_SAMPLER_ADDRESS_MODE_MIRROR || Desc->filterMode > ZE_SAMPLER_FILTER_MODE_LINEAR)
    return fail(ZE_RESULT_ERROR_INVALID_ENUMERATION, "zeSamplerCreate: address mode %d or filter mode %d out of range",
                Desc->addressMode, Desc->filterMode);
  if (!D->CL.Images.maxSamplers)
    return fail(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE, "zeSamplerCreate: the device has no samplers");
  cl_addressing_mode Mode = CL_ADDRESS_NONE;
  switch (Desc->addressMode) {
  case ZE_SAMPLER_ADDRESS_MODE_NONE: Mode = CL_ADDRESS_NONE; break;
  case ZE_SAMPLER_ADDRESS_MODE_REPEAT: Mode = CL_ADDRESS_REPEAT; break;
  case ZE_SAMPLER_ADDRESS_MODE_CLAMP: Mode = CL_ADDRESS_CLAMP_TO_EDGE; break;
  case ZE_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER: Mode = CL_ADDRESS_CLAMP; break;
  case ZE_SAMPLER_ADDRESS_MODE_MIRROR: Mode = CL_ADDRESS_MIRRORED_REPEAT; break;
  default: break;
  }
  // OpenCL defines repeat and mirror only for normalized coordinates.
  if (!Desc->isNormalized && (Mode == CL_ADDRESS_REPEAT || Mode == CL_ADDRESS_MIRRORED_REPEAT))
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT,
                "zeSamplerCreate: repeat and mirror addressing need normalized coordinates");
  const cl_sampler_properties Props[] = {
      CL_SAMPLER_NORMALIZED_COORDS, cl_sampler_properties(Desc->isNormalized ? CL_TRUE : CL_FALSE),
      CL_SAMPLER_ADDRESSING_MODE,   cl_sampler_properties(Mode),
      CL_SAMPLER_FILTER_MODE,
      cl_sampler_properties(Desc->filterMode == ZE_SAMPLER_FILTER_MODE_LINEAR ? CL_FILTER_LINEAR : CL_FILTER_NEAREST),
      0};
  cl_int Err;
  cl_sampler S = clCreateSamplerWithProperties(D->CL.Ctx, Props, &Err);
  if (!S)
    return fail(ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY, "zeSamplerCreate: clCreateSamplerWithProperties failed with %d",
                Err);
  auto *Smp = new Sampler();
  Smp->Dev = D;
  Smp->CL = std::shared_ptr<void>(S, [](void *P) { clReleaseSampler(static_cast<cl_sampler>(P)); });
  *Out = reinterpret_cast<ze_sampler_handle_t>(static_cast<Object *>(Smp));
  return ZE_RESULT_SUCCESS;
}

ze_result_t ZE_APICALL zeSamplerDestroy(ze_sampler_handle_t H) { return destroyObject<Sampler>(H); }

//===--- Image copies -----------------------------------------------------===//

/// OpenCL's origin and region for a Level-Zero region of Img (null: all of
/// it); INVALID_SIZE when it is empty or leaves the image.
ze_result_t clRegion(const Image &Img, const ze_image_region_t *R, size_t Origin[3], size_t Region[3],
                     const char *Api) {
  if (!R) {
    std::fill(Origin, Origin + 3, 0);
    std::copy(Img.Extent, Img.Extent + 3, Region);
    return ZE_RESULT_SUCCESS;
  }
  const uint32_t O[3] = {R->originX, R->originY, R->originZ}, S[3] = {R->width, R->height, R->depth};
  for (int I = 0; I < 3; ++I) {
    if (S[I] == 0 || uint64_t(O[I]) + S[I] > Img.Extent[I])
      return fail(ZE_RESULT_ERROR_INVALID_SIZE,
                  "%s: region at (%u,%u,%u) of %ux%ux%u is empty or outside the image of %zux%zux%zu", Api, O[0],
                  O[1], O[2], S[0], S[1], S[2], Img.Extent[0], Img.Extent[1], Img.Extent[2]);
    Origin[I] = O[I];
    Region[I] = S[I];
  }
  return ZE_RESULT_SUCCESS;
}

ze_result_t queueOf(Engine &E, Device &D, cl_command_queue &Q, const char *Api) {
  Q = E.queue(D);
  return Q ? ZE_RESULT_SUCCESS
           : fail(ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY, "%s: cannot create an OpenCL command queue", Api);
}

ze_result_t clResult(cl_int Err, const char *Api) {
  return Err == CL_SUCCESS ? ZE_RESULT_SUCCESS : fail(ZE_RESULT_ERROR_DEVICE_LOST, "%s failed with %d", Api, Err);
}

ze_result_t ZE_APICALL zeCommandListAppendImageCopyRegion(ze_command_list_handle_t H, ze_image_handle_t DH,
                                                          ze_image_handle_t SH, const ze_image_region_t *DR,
                                                          const ze_image_region_t *SR, ze_event_handle_t Signal,
                                                          uint32_t NumWait, ze_event_handle_t *Wait) {
  const char *Api = "zeCommandListAppendImageCopyRegion";
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  Image *Dst = cast<Image>(DH), *Src = cast<Image>(SH);
  if (!Dst || !Src)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (Dst->Dev != Src->Dev || memcmp(&Dst->Desc.format, &Src->Desc.format, sizeof(ze_image_format_t)))
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "%s: the images differ in device or format", Api);
  size_t DO[3], DS[3], SO[3], SS[3];
  if ((R = clRegion(*Dst, DR, DO, DS, Api)) != ZE_RESULT_SUCCESS || (R = clRegion(*Src, SR, SO, SS, Api)))
    return R;
  if (!std::equal(DS, DS + 3, SS))
    return fail(ZE_RESULT_ERROR_INVALID_SIZE, "%s: the regions differ in extent", Api);
  bool Overlap = Dst == Src;
  for (int I = 0; I < 3; ++I)
    Overlap &= DO[I] < SO[I] + SS[I] && SO[I] < DO[I] + DS[I];
  if (Overlap)
    return fail(ZE_RESULT_ERROR_OVERLAPPING_REGIONS, "%s: the regions overlap", Api);
  // Buffer images are copied through their buffers (PoCL copies no image1d_buffer).
  std::shared_ptr<void> DM = Dst->Mem, SM = Src->Mem, DB = Dst->Buffer, SB = Src->Buffer;
  Device *Dev = Dst->Dev;
  size_t PB = Dst->PixelBytes;
  std::array<size_t, 9> Geo = {SO[0], SO[1], SO[2], DO[0], DO[1], DO[2], SS[0], SS[1], SS[2]};
  C.Action = [DM, SM, DB, SB, PB, Dev, Geo, Api](Engine &E, Event *) {
    cl_command_queue Q;
    ze_result_t R = queueOf(E, *Dev, Q, Api);
    if (R != ZE_RESULT_SUCCESS)
      return R;
    const size_t *SrcO = Geo.data(), *DstO = Geo.data() + 3, *Reg = Geo.data() + 6;
    auto Mem = [](const std::shared_ptr<void> &M) { return static_cast<cl_mem>(M.get()); };
    cl_event Ev = nullptr;
    cl_int Err = SB && DB ? clEnqueueCopyBuffer(Q, Mem(SB), Mem(DB), SrcO[0] * PB, DstO[0] * PB, Reg[0] * PB, 0,
                                                nullptr, &Ev)
                 : SB     ? clEnqueueCopyBufferToImage(Q, Mem(SB), Mem(DM), SrcO[0] * PB, DstO, Reg, 0, nullptr, &Ev)
                 : DB     ? clEnqueueCopyImageToBuffer(Q, Mem(SM), Mem(DB), SrcO, Reg, DstO[0] * PB, 0, nullptr, &Ev)
                          : clEnqueueCopyImage(Q, Mem(SM), Mem(DM), SrcO, DstO, Reg, 0, nullptr, &Ev);
    if (Err == CL_SUCCESS) {
      Err = clWaitForEvents(1, &Ev);
      clReleaseEvent(Ev);
    }
    return clResult(Err, "the OpenCL image copy");
  };
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendImageCopy(ze_command_list_handle_t H, ze_image_handle_t DH,
                                                    ze_image_handle_t SH, ze_event_handle_t Signal, uint32_t NumWait,
                                                    ze_event_handle_t *Wait) {
  Image *Dst = cast<Image>(DH), *Src = cast<Image>(SH);
  if (Dst && Src && (Dst->Desc.type != Src->Desc.type || !std::equal(Dst->Extent, Dst->Extent + 3, Src->Extent)))
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "zeCommandListAppendImageCopy: the images differ in type or size");
  if (Dst && Dst == Src)
    return fail(ZE_RESULT_ERROR_OVERLAPPING_REGIONS, "zeCommandListAppendImageCopy: an image copied onto itself");
  return zecpu_api::zeCommandListAppendImageCopyRegion(H, DH, SH, nullptr, nullptr, Signal, NumWait, Wait);
}

/// Image <-> memory: ToMemory reads the image, else writes it. Memory holds
/// the region's pixels tightly packed, rows then slices.
ze_result_t appendImageMemoryCopy(ze_command_list_handle_t H, ze_image_handle_t IH, void *Mem,
                                  const ze_image_region_t *Region, ze_event_handle_t Signal, uint32_t NumWait,
                                  ze_event_handle_t *Wait, bool ToMemory, const char *Api) {
  List *L;
  Command C;
  ze_result_t R = prepareCommand(H, Signal, NumWait, Wait, L, C);
  if (R != ZE_RESULT_SUCCESS)
    return R;
  Image *Img = cast<Image>(IH);
  if (!Img)
    return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
  if (!Mem)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  std::array<size_t, 6> Geo;
  if ((R = clRegion(*Img, Region, Geo.data(), Geo.data() + 3, Api)) != ZE_RESULT_SUCCESS)
    return R;
  // Buffer images are read and written through their buffers, like copies.
  std::shared_ptr<void> M = Img->Buffer ? Img->Buffer : Img->Mem;
  bool Buffer = Img->Buffer != nullptr;
  size_t PB = Img->PixelBytes;
  Device *Dev = Img->Dev;
  C.Action = [M, Buffer, PB, Dev, Geo, Mem, ToMemory, Api](Engine &E, Event *) {
    cl_command_queue Q;
    ze_result_t R = queueOf(E, *Dev, Q, Api);
    if (R != ZE_RESULT_SUCCESS)
      return R;
    cl_mem Obj = static_cast<cl_mem>(M.get());
    const size_t *Origin = Geo.data(), *Region = Geo.data() + 3;
    DeviceMemoryAccess Access{Mem};
    cl_int Err;
    if (Buffer)
      Err = ToMemory ? clEnqueueReadBuffer(Q, Obj, CL_TRUE, Origin[0] * PB, Region[0] * PB, Mem, 0, nullptr, nullptr)
                     : clEnqueueWriteBuffer(Q, Obj, CL_TRUE, Origin[0] * PB, Region[0] * PB, Mem, 0, nullptr,
                                            nullptr);
    else
      Err = ToMemory ? clEnqueueReadImage(Q, Obj, CL_TRUE, Origin, Region, 0, 0, Mem, 0, nullptr, nullptr)
                     : clEnqueueWriteImage(Q, Obj, CL_TRUE, Origin, Region, 0, 0, Mem, 0, nullptr, nullptr);
    return clResult(Err, ToMemory ? "the OpenCL image read" : "the OpenCL image write");
  };
  return L->add(std::move(C));
}

ze_result_t ZE_APICALL zeCommandListAppendImageCopyToMemory(ze_command_list_handle_t H, void *Dst,
                                                            ze_image_handle_t Src, const ze_image_region_t *Region,
                                                            ze_event_handle_t Signal, uint32_t NumWait,
                                                            ze_event_handle_t *Wait) {
  return appendImageMemoryCopy(H, Src, Dst, Region, Signal, NumWait, Wait, true,
                               "zeCommandListAppendImageCopyToMemory");
}

ze_result_t ZE_APICALL zeCommandListAppendImageCopyFromMemory(ze_command_list_handle_t H, ze_image_handle_t Dst,
                                                              const void *Src, const ze_image_region_t *Region,
                                                              ze_event_handle_t Signal, uint32_t NumWait,
                                                              ze_event_handle_t *Wait) {
  return appendImageMemoryCopy(H, Dst, const_cast<void *>(Src), Region, Signal, NumWait, Wait, false,
                               "zeCommandListAppendImageCopyFromMemory");
}

} // namespace zecpu_api

namespace zecpu {

/// The Level-Zero image types that can be passed to a parameter of an OpenCL
/// image type.
static bool imageFits(spirv_info::ImageShape S, ze_image_type_t T) {
  using spirv_info::ImageShape;
  switch (S) {
  case ImageShape::Image1D: return T == ZE_IMAGE_TYPE_1D;
  case ImageShape::Image1DArray: return T == ZE_IMAGE_TYPE_1DARRAY;
  case ImageShape::Image1DBuffer: return T == ZE_IMAGE_TYPE_BUFFER;
  case ImageShape::Image2D: return T == ZE_IMAGE_TYPE_2D;
  case ImageShape::Image2DArray: return T == ZE_IMAGE_TYPE_2DARRAY;
  case ImageShape::Image3D: return T == ZE_IMAGE_TYPE_3D;
  case ImageShape::None: break;
  }
  return false;
}

ze_result_t imageArgument(const Kernel &K, uint32_t Index, size_t Size, const void *Value, ArgValue &A) {
  const spirv_info::Param &P = K.Info->Params[Index];
  bool IsImage = P.Kind == spirv_info::ParamKind::Image;
  const char *What = IsImage ? "an image" : "a sampler";
  if (Size != sizeof(void *))
    return fail(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE, "argument %u is %s: pass a handle of %zu bytes, got %zu",
                Index, What, sizeof(void *), Size);
  if (!Value)
    return fail(ZE_RESULT_ERROR_INVALID_NULL_POINTER, "argument %u is %s: pass a pointer to its handle", Index, What);
  void *Handle;
  memcpy(&Handle, Value, sizeof(Handle));
  Device *Owner;
  if (IsImage) {
    Image *Img = cast<Image>(Handle);
    if (!Img)
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "argument %u (%s) is not a live image", Index, P.TypeName.c_str());
    if (!imageFits(P.Shape, Img->Desc.type))
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "argument %u (%s): the image's type (%d) does not match", Index,
                  P.TypeName.c_str(), Img->Desc.type);
    if (P.Access != spirv_info::ImageAccess::ReadOnly && !(Img->Desc.flags & ZE_IMAGE_FLAG_KERNEL_WRITE))
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT,
                  "argument %u (%s): the image was created without ZE_IMAGE_FLAG_KERNEL_WRITE", Index,
                  P.TypeName.c_str());
    Owner = Img->Dev;
    A.Keep = Img->Mem;
  } else {
    Sampler *S = cast<Sampler>(Handle);
    if (!S)
      return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "argument %u (sampler_t) is not a live sampler", Index);
    Owner = S->Dev;
    A.Keep = S->CL;
  }
  if (Owner != K.Dev)
    return fail(ZE_RESULT_ERROR_INVALID_ARGUMENT, "argument %u: %s of another device", Index, What);
  // OpenCL takes the cl_mem or cl_sampler itself as the argument's bytes.
  void *Raw = A.Keep.get();
  A.State = ArgValue::Bytes;
  A.Data.assign(reinterpret_cast<uint8_t *>(&Raw), reinterpret_cast<uint8_t *>(&Raw) + sizeof(Raw));
  return ZE_RESULT_SUCCESS;
}

void implementImage(ze_image_dditable_t &T) {
  T.pfnGetProperties = zecpu_api::zeImageGetProperties;
  T.pfnCreate = zecpu_api::zeImageCreate;
  T.pfnDestroy = zecpu_api::zeImageDestroy;
  T.pfnGetAllocPropertiesExt = zecpu_api::zeImageGetAllocPropertiesExt;
}
void implementSampler(ze_sampler_dditable_t &T) {
  T.pfnCreate = zecpu_api::zeSamplerCreate;
  T.pfnDestroy = zecpu_api::zeSamplerDestroy;
}
void implementImageCopies(ze_command_list_dditable_t &T) {
  T.pfnAppendImageCopy = zecpu_api::zeCommandListAppendImageCopy;
  T.pfnAppendImageCopyRegion = zecpu_api::zeCommandListAppendImageCopyRegion;
  T.pfnAppendImageCopyToMemory = zecpu_api::zeCommandListAppendImageCopyToMemory;
  T.pfnAppendImageCopyFromMemory = zecpu_api::zeCommandListAppendImageCopyFromMemory;
}

} // namespace zecpu
