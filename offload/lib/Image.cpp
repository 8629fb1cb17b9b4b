//===- Image.cpp - Images and samplers ------------------------------------===//
#include "RuntimeInternal.h"

#include <cinttypes>
#include <cstring>

namespace spvrt {

spvrt_image_type imageType(spirv_info::ImageShape S) {
  switch (S) {
  case spirv_info::ImageShape::Image1D: return SPVRT_IMAGE_1D;
  case spirv_info::ImageShape::Image1DArray: return SPVRT_IMAGE_1D_ARRAY;
  case spirv_info::ImageShape::Image1DBuffer: return SPVRT_IMAGE_1D_BUFFER;
  case spirv_info::ImageShape::Image2D: return SPVRT_IMAGE_2D;
  case spirv_info::ImageShape::Image2DArray: return SPVRT_IMAGE_2D_ARRAY;
  case spirv_info::ImageShape::Image3D: return SPVRT_IMAGE_3D;
  case spirv_info::ImageShape::None: break;
  }
  return SPVRT_IMAGE_NONE;
}

const char *imageTypeName(spvrt_image_type T) {
  switch (T) {
  case SPVRT_IMAGE_1D: return "image1d_t";
  case SPVRT_IMAGE_1D_ARRAY: return "image1d_array_t";
  case SPVRT_IMAGE_1D_BUFFER: return "image1d_buffer_t";
  case SPVRT_IMAGE_2D: return "image2d_t";
  case SPVRT_IMAGE_2D_ARRAY: return "image2d_array_t";
  case SPVRT_IMAGE_3D: return "image3d_t";
  default: return "no image type";
  }
}


} // namespace spvrt

namespace {

/// Bytes of a pixel, 0 for an unknown order or channel type.
size_t pixelBytes(spvrt_channel_order O, spvrt_channel_type T) {
  static const size_t ChannelBytes[] = {1, 2, 4, 1, 2, 4, 1, 2, 1, 2, 2, 4};
  static const size_t Channels[] = {1, 2, 4, 4};
  if (unsigned(O) > SPVRT_CHANNELS_BGRA || unsigned(T) > SPVRT_CHANNEL_FLOAT)
    return 0;
  return Channels[O] * ChannelBytes[T];
}

/// Releases a live image or sampler (What) once the device's pending
/// launches, which may use it, are done.
template <typename T> spvrt_result releaseObject(const char *Call, T *Obj, const char *What) {
  if (!removeObject(Obj))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live %s", What);
  Status S = Obj->Dev->Impl->synchronize();
  delete Obj;
  return S.failed() ? fail(Call, S) : ok();
}

} // namespace

extern "C" {

spvrt_result spvrt_image_create(spvrt_device D, const spvrt_image_desc *Desc, spvrt_image *Out) {
  const char *Call = "spvrt_image_create";
  if (!D || !isDevice(D) || !Desc || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null descriptor or output");
  *Out = nullptr;
  const DeviceInfo &Info = D->Impl->info();
  if (!Info.max_image_width_1d)
    return fail(Call, SPVRT_ERROR_UNSUPPORTED, "device '%s' has no images", Info.name);
  size_t Pixel = pixelBytes(Desc->order, Desc->channel_type);
  if (!Pixel)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown channel order %d or type %d", int(Desc->order),
                int(Desc->channel_type));
  // The extent as a region (layers of arrays in y or z) and its limits.
  size_t E[3] = {Desc->width, 1, 1};
  uint64_t Max[3] = {Info.max_image_width_1d, 1, 1};
  switch (Desc->type) {
  case SPVRT_IMAGE_1D: break;
  case SPVRT_IMAGE_1D_ARRAY: E[1] = Desc->array_size, Max[1] = Info.max_image_array_size; break;
  case SPVRT_IMAGE_1D_BUFFER: Max[0] = Info.max_image_buffer_size / Pixel; break;
  case SPVRT_IMAGE_2D: E[1] = Desc->height, Max[0] = Max[1] = Info.max_image_size_2d; break;
  case SPVRT_IMAGE_2D_ARRAY:
    E[1] = Desc->height, E[2] = Desc->array_size;
    Max[0] = Max[1] = Info.max_image_size_2d, Max[2] = Info.max_image_array_size;
    break;
  case SPVRT_IMAGE_3D:
    E[1] = Desc->height, E[2] = Desc->depth;
    Max[0] = Max[1] = Max[2] = Info.max_image_size_3d;
    break;
  default: return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown image type %d", int(Desc->type));
  }
  for (int I = 0; I < 3; ++I)
    if (E[I] == 0 || E[I] > Max[I])
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT,
                  "%s of %zux%zux%zu pixels is outside the device's 1..%" PRIu64 "x%" PRIu64 "x%" PRIu64,
                  imageTypeName(Desc->type), E[0], E[1], E[2], Max[0], Max[1], Max[2]);
  auto Img = std::make_unique<spvrt_image_t>();
  Status S = D->Impl->createImage(*Desc, Img->Impl);
  if (S.failed())
    return fail(Call, S);
  Img->Dev = D;
  Img->Desc = *Desc;
  std::copy(E, E + 3, Img->Extent);
  Img->PixelBytes = Pixel;
  addObject(Img.get());
  *Out = Img.release();
  return ok();
}

spvrt_result spvrt_image_release(spvrt_image Img) { return releaseObject("spvrt_image_release", Img, "image"); }

spvrt_result spvrt_image_pixel_size(spvrt_image Img, size_t *Bytes) {
  if (!isLiveObject(Img) || !Bytes)
    return fail("spvrt_image_pixel_size", SPVRT_ERROR_INVALID_ARGUMENT, "not a live image, or null output");
  *Bytes = Img->PixelBytes;
  return ok();
}

} // extern "C"

namespace {

/// Resolves a region of Img (null origin: 0; null extent: the rest of the
/// image from the origin) and checks that it lies inside.
spvrt_result imageRegion(const char *Call, const char *Which, spvrt_image Img, const size_t *Origin,
                         const size_t *Extent, size_t O[3], size_t E[3]) {
  for (int I = 0; I < 3; ++I) {
    O[I] = Origin ? Origin[I] : 0;
    E[I] = Extent ? Extent[I] : (O[I] < Img->Extent[I] ? Img->Extent[I] - O[I] : 0);
  }
  for (int I = 0; I < 3; ++I)
    if (E[I] == 0 || O[I] > Img->Extent[I] || E[I] > Img->Extent[I] - O[I])
      return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT,
                  "%s region at (%zu,%zu,%zu) of %zux%zux%zu pixels is empty or leaves the %s of %zux%zux%zu", Which,
                  O[0], O[1], O[2], E[0], E[1], E[2], imageTypeName(Img->Desc.type), Img->Extent[0], Img->Extent[1],
                  Img->Extent[2]);
  return SPVRT_SUCCESS;
}

spvrt_result imageTransfer(const char *Call, spvrt_image Img, const size_t *Origin, const size_t *Extent,
                           void *Host, bool ToHost) {
  if (!isLiveObject(Img))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live image");
  if (!Host)
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "null host pointer");
  size_t O[3], E[3];
  if (spvrt_result R = imageRegion(Call, "the", Img, Origin, Extent, O, E))
    return R;
  // Device allocations may be used as the host side; they must hold the region.
  std::string Why;
  if (classify(Img->Dev, Host, E[0] * E[1] * E[2] * Img->PixelBytes, Why) == PtrState::Unknown && !Why.empty())
    return fail(Call, SPVRT_ERROR_INVALID_POINTER, "%s", Why.c_str());
  Status S = Img->Dev->Impl->imageTransfer(*Img->Impl, O, E, Host, ToHost);
  return S.failed() ? fail(Call, S) : ok();
}

} // namespace

extern "C" {

spvrt_result spvrt_image_write(spvrt_image Img, const size_t *Origin, const size_t *Extent, const void *Src) {
  return imageTransfer("spvrt_image_write", Img, Origin, Extent, const_cast<void *>(Src), false);
}

spvrt_result spvrt_image_read(spvrt_image Img, const size_t *Origin, const size_t *Extent, void *Dst) {
  return imageTransfer("spvrt_image_read", Img, Origin, Extent, Dst, true);
}

spvrt_result spvrt_image_copy(spvrt_image Dst, const size_t *DstOrigin, spvrt_image Src, const size_t *SrcOrigin,
                              const size_t *Extent) {
  const char *Call = "spvrt_image_copy";
  if (!isLiveObject(Dst) || !isLiveObject(Src))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "not a live %s image", isLiveObject(Dst) ? "source" : "destination");
  if (Dst->Dev != Src->Dev || Dst->Desc.order != Src->Desc.order || Dst->Desc.channel_type != Src->Desc.channel_type)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "the images differ in device or format");
  size_t SO[3], SE[3], DO[3], DE[3];
  if (spvrt_result R = imageRegion(Call, "source", Src, SrcOrigin, Extent, SO, SE))
    return R;
  if (spvrt_result R = imageRegion(Call, "destination", Dst, DstOrigin, SE, DO, DE))
    return R;
  bool Overlap = Dst == Src;
  for (int I = 0; I < 3; ++I)
    Overlap &= DO[I] < SO[I] + SE[I] && SO[I] < DO[I] + SE[I];
  if (Overlap)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "the source and destination regions overlap");
  Status S = Dst->Dev->Impl->imageCopy(*Dst->Impl, DO, *Src->Impl, SO, SE);
  return S.failed() ? fail(Call, S) : ok();
}

spvrt_result spvrt_sampler_create(spvrt_device D, spvrt_addressing_mode Addressing, spvrt_filter_mode Filter,
                                  int Normalized, spvrt_sampler *Out) {
  const char *Call = "spvrt_sampler_create";
  if (!D || !isDevice(D) || !Out)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "invalid device or null output");
  *Out = nullptr;
  if (!D->Impl->info().max_samplers)
    return fail(Call, SPVRT_ERROR_UNSUPPORTED, "device '%s' has no samplers", D->Impl->info().name);
  if (unsigned(Addressing) > SPVRT_ADDRESS_MIRRORED_REPEAT || unsigned(Filter) > SPVRT_FILTER_LINEAR)
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "unknown addressing mode %d or filter mode %d", int(Addressing),
                int(Filter));
  if (!Normalized && (Addressing == SPVRT_ADDRESS_REPEAT || Addressing == SPVRT_ADDRESS_MIRRORED_REPEAT))
    return fail(Call, SPVRT_ERROR_INVALID_ARGUMENT, "repeat and mirrored repeat need normalized coordinates");
  auto Smp = std::make_unique<spvrt_sampler_t>();
  Status S = D->Impl->createSampler(Addressing, Filter, Normalized != 0, Smp->Impl);
  if (S.failed())
    return fail(Call, S);
  Smp->Dev = D;
  addObject(Smp.get());
  *Out = Smp.release();
  return ok();
}

spvrt_result spvrt_sampler_release(spvrt_sampler Smp) {
  return releaseObject("spvrt_sampler_release", Smp, "sampler");
}

} // extern "C"
