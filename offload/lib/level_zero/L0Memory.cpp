//===- L0Memory.cpp - Level-Zero allocations, copies, images, samplers ----===//
#include "L0Plugin.h"

namespace spvrt::level_zero {
namespace {

/// The Level-Zero image descriptor of a runtime one.
ze_image_desc_t zeImageDesc(const spvrt_image_desc &D) {
  static const ze_image_format_layout_t Layouts[3][3] = {
      {ZE_IMAGE_FORMAT_LAYOUT_8, ZE_IMAGE_FORMAT_LAYOUT_16, ZE_IMAGE_FORMAT_LAYOUT_32},
      {ZE_IMAGE_FORMAT_LAYOUT_8_8, ZE_IMAGE_FORMAT_LAYOUT_16_16, ZE_IMAGE_FORMAT_LAYOUT_32_32},
      {ZE_IMAGE_FORMAT_LAYOUT_8_8_8_8, ZE_IMAGE_FORMAT_LAYOUT_16_16_16_16, ZE_IMAGE_FORMAT_LAYOUT_32_32_32_32}};
  ze_image_format_type_t Type;
  int Width; // 0: 8 bits, 1: 16, 2: 32
  switch (D.channel_type) {
  case SPVRT_CHANNEL_UINT8: Type = ZE_IMAGE_FORMAT_TYPE_UINT, Width = 0; break;
  case SPVRT_CHANNEL_UINT16: Type = ZE_IMAGE_FORMAT_TYPE_UINT, Width = 1; break;
  case SPVRT_CHANNEL_UINT32: Type = ZE_IMAGE_FORMAT_TYPE_UINT, Width = 2; break;
  case SPVRT_CHANNEL_SINT8: Type = ZE_IMAGE_FORMAT_TYPE_SINT, Width = 0; break;
  case SPVRT_CHANNEL_SINT16: Type = ZE_IMAGE_FORMAT_TYPE_SINT, Width = 1; break;
  case SPVRT_CHANNEL_SINT32: Type = ZE_IMAGE_FORMAT_TYPE_SINT, Width = 2; break;
  case SPVRT_CHANNEL_UNORM8: Type = ZE_IMAGE_FORMAT_TYPE_UNORM, Width = 0; break;
  case SPVRT_CHANNEL_UNORM16: Type = ZE_IMAGE_FORMAT_TYPE_UNORM, Width = 1; break;
  case SPVRT_CHANNEL_SNORM8: Type = ZE_IMAGE_FORMAT_TYPE_SNORM, Width = 0; break;
  case SPVRT_CHANNEL_SNORM16: Type = ZE_IMAGE_FORMAT_TYPE_SNORM, Width = 1; break;
  case SPVRT_CHANNEL_HALF: Type = ZE_IMAGE_FORMAT_TYPE_FLOAT, Width = 1; break;
  default: Type = ZE_IMAGE_FORMAT_TYPE_FLOAT, Width = 2; break;
  }
  int Channels = D.order == SPVRT_CHANNELS_R ? 0 : D.order == SPVRT_CHANNELS_RG ? 1 : 2;
  bool Bgra = D.order == SPVRT_CHANNELS_BGRA;
  ze_image_format_t F = {Layouts[Channels][Width], Type,
                         Bgra ? ZE_IMAGE_FORMAT_SWIZZLE_B : ZE_IMAGE_FORMAT_SWIZZLE_R, ZE_IMAGE_FORMAT_SWIZZLE_G,
                         Bgra ? ZE_IMAGE_FORMAT_SWIZZLE_R : ZE_IMAGE_FORMAT_SWIZZLE_B, ZE_IMAGE_FORMAT_SWIZZLE_A};
  ze_image_desc_t Z = {ZE_STRUCTURE_TYPE_IMAGE_DESC, nullptr, 0, ZE_IMAGE_TYPE_2D, F, D.width, 1, 1, 1, 0};
  Z.flags = D.kernel_write ? ZE_IMAGE_FLAG_KERNEL_WRITE : 0;
  switch (D.type) {
  case SPVRT_IMAGE_1D: Z.type = ZE_IMAGE_TYPE_1D; break;
  case SPVRT_IMAGE_1D_ARRAY: Z.type = ZE_IMAGE_TYPE_1DARRAY, Z.arraylevels = uint32_t(D.array_size); break;
  case SPVRT_IMAGE_1D_BUFFER: {
    // Level-Zero sizes buffer images in bytes.
    static const uint32_t ChannelCount[] = {1, 2, 4};
    Z.type = ZE_IMAGE_TYPE_BUFFER;
    Z.width = D.width * ChannelCount[Channels] * (1u << Width);
    break;
  }
  case SPVRT_IMAGE_2D: Z.height = uint32_t(D.height); break;
  case SPVRT_IMAGE_2D_ARRAY:
    Z.type = ZE_IMAGE_TYPE_2DARRAY, Z.height = uint32_t(D.height), Z.arraylevels = uint32_t(D.array_size);
    break;
  default: Z.type = ZE_IMAGE_TYPE_3D, Z.height = uint32_t(D.height), Z.depth = uint32_t(D.depth); break;
  }
  return Z;
}

ze_image_region_t zeRegion(const size_t Origin[3], const size_t Extent[3]) {
  return {uint32_t(Origin[0]), uint32_t(Origin[1]), uint32_t(Origin[2]),
          uint32_t(Extent[0]), uint32_t(Extent[1]), uint32_t(Extent[2])};
}

} // namespace

Status L0Device::allocate(spvrt_mem_kind Kind, size_t Size, size_t Align, void **Out) {
  ze_device_mem_alloc_desc_t DD = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, nullptr, 0, 0};
  ze_host_mem_alloc_desc_t HD = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, nullptr, 0};
  switch (Kind) {
  case SPVRT_MEM_DEVICE:
    ZE_CHECK(zeMemAllocDevice, Ctx, &DD, Size, Align, Dev, Out);
    break;
  case SPVRT_MEM_HOST:
    ZE_CHECK(zeMemAllocHost, Ctx, &HD, Size, Align, Out);
    break;
  case SPVRT_MEM_SHARED:
    ZE_CHECK(zeMemAllocShared, Ctx, &DD, &HD, Size, Align, Dev, Out);
    break;
  }
  return Status::ok();
}

Status L0Device::free(void *Ptr) {
  // Launches of the blocking API still in flight may use the memory.
  // Asynchronous commands are the caller's to wait for: one may wait for
  // a user event that the thread freeing the memory has yet to signal.
  Status S;
  {
    std::lock_guard<std::mutex> L(M);
    S = flushLocked();
  }
  ze_result_t R = ZE(zeMemFree, Ctx, Ptr);
  if (R != ZE_RESULT_SUCCESS)
    return zeFailure("zeMemFree", R, "", zeReason());
  return S;
}

Status L0Device::copy(void *Dst, const void *Src, size_t Size) {
  std::lock_guard<std::mutex> L(M);
  ZE_CHECK(zeCommandListAppendMemoryCopy, List, Dst, Src, Size, static_cast<ze_event_handle_t>(nullptr), 0u,
           static_cast<ze_event_handle_t *>(nullptr));
  Pending = true;
  return flushLocked();
}

Status L0Device::fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size) {
  std::lock_guard<std::mutex> L(M);
  ZE_CHECK(zeCommandListAppendMemoryFill, List, Dst, Pattern, PatternSize, Size,
           static_cast<ze_event_handle_t>(nullptr), 0u, static_cast<ze_event_handle_t *>(nullptr));
  Pending = true;
  return flushLocked();
}

Status L0Device::createImage(const spvrt_image_desc &Desc, std::unique_ptr<DeviceImage> &Out) {
  ze_image_desc_t Z = zeImageDesc(Desc);
  ze_image_handle_t H = nullptr;
  ZE_CHECK(zeImageCreate, Ctx, Dev, &Z, &H);
  Out = std::make_unique<L0Image>(H);
  return Status::ok();
}

Status L0Device::createSampler(spvrt_addressing_mode Addressing, spvrt_filter_mode Filter, bool Normalized,
                     std::unique_ptr<DeviceSampler> &Out) {
  ze_sampler_desc_t Z = {ZE_STRUCTURE_TYPE_SAMPLER_DESC, nullptr, ZE_SAMPLER_ADDRESS_MODE_NONE,
                         Filter == SPVRT_FILTER_LINEAR ? ZE_SAMPLER_FILTER_MODE_LINEAR
                                                       : ZE_SAMPLER_FILTER_MODE_NEAREST,
                         ze_bool_t(Normalized)};
  switch (Addressing) {
  case SPVRT_ADDRESS_NONE: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_NONE; break;
  case SPVRT_ADDRESS_CLAMP_TO_EDGE: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_CLAMP; break;
  case SPVRT_ADDRESS_CLAMP: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER; break;
  case SPVRT_ADDRESS_REPEAT: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_REPEAT; break;
  case SPVRT_ADDRESS_MIRRORED_REPEAT: Z.addressMode = ZE_SAMPLER_ADDRESS_MODE_MIRROR; break;
  }
  ze_sampler_handle_t H = nullptr;
  ZE_CHECK(zeSamplerCreate, Ctx, Dev, &Z, &H);
  Out = std::make_unique<L0Sampler>(H);
  return Status::ok();
}

Status L0Device::imageTransfer(DeviceImage &Img, const size_t Origin[3], const size_t Extent[3], void *Host,
                     bool ToHost) {
  std::lock_guard<std::mutex> L(M);
  ze_image_handle_t H = static_cast<L0Image &>(Img).H;
  ze_image_region_t R = zeRegion(Origin, Extent);
  if (ToHost)
    ZE_CHECK(zeCommandListAppendImageCopyToMemory, List, Host, H, &R, static_cast<ze_event_handle_t>(nullptr),
             0u, static_cast<ze_event_handle_t *>(nullptr));
  else
    ZE_CHECK(zeCommandListAppendImageCopyFromMemory, List, H, static_cast<const void *>(Host), &R,
             static_cast<ze_event_handle_t>(nullptr), 0u, static_cast<ze_event_handle_t *>(nullptr));
  Pending = true;
  return flushLocked();
}

Status L0Device::imageCopy(DeviceImage &Dst, const size_t DstOrigin[3], DeviceImage &Src, const size_t SrcOrigin[3],
                 const size_t Extent[3]) {
  std::lock_guard<std::mutex> L(M);
  ze_image_region_t DR = zeRegion(DstOrigin, Extent), SR = zeRegion(SrcOrigin, Extent);
  ZE_CHECK(zeCommandListAppendImageCopyRegion, List, static_cast<L0Image &>(Dst).H, static_cast<L0Image &>(Src).H,
           static_cast<const ze_image_region_t *>(&DR), static_cast<const ze_image_region_t *>(&SR),
           static_cast<ze_event_handle_t>(nullptr), 0u, static_cast<ze_event_handle_t *>(nullptr));
  Pending = true;
  return flushLocked();
}

} // namespace spvrt::level_zero
