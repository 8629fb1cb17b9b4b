//===- ze-image-test.cpp - CPU driver images and samplers through Level-Zero ===//
//
// Images and samplers of the CPU driver straight through the loader, on every
// device: device image limits, format support, argument checks and result
// codes of every image entry point, copy round trips of each image type
// (memory -> image -> image region -> memory), and kernels that take images
// and samplers (test/Runtime/Inputs/images.spvasm), checked on the host.
// Usage: ze-image-test <images.spv>; run with ZE_ENABLE_ALT_DRIVERS pointing
// at libze_cpu_driver.so.
//
//===----------------------------------------------------------------------===//
#include "ZeTest.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

/// Checks that a call gives the expected result code.
static void expect(ze_result_t Got, ze_result_t Want, const char *What) {
  if (Got != Want)
    printf("  got 0x%x, want 0x%x\n", unsigned(Got), unsigned(Want));
  check(Got == Want, What);
}

static ze_image_format_t format(ze_image_format_layout_t L, ze_image_format_type_t T) {
  return {L, T, ZE_IMAGE_FORMAT_SWIZZLE_R, ZE_IMAGE_FORMAT_SWIZZLE_G, ZE_IMAGE_FORMAT_SWIZZLE_B,
          ZE_IMAGE_FORMAT_SWIZZLE_A};
}

static ze_image_desc_t imageDesc(ze_image_type_t Type, ze_image_format_t F, uint64_t W, uint32_t H = 1,
                                 uint32_t D = 1, uint32_t Layers = 1, ze_image_flags_t Flags = 0) {
  return {ZE_STRUCTURE_TYPE_IMAGE_DESC, nullptr, Flags, Type, F, W, H, D, Layers, 0};
}

struct Env {
  ze_context_handle_t Ctx;
  ze_device_handle_t Dev;
  ze_command_list_handle_t List; // synchronous immediate list
};

/// Limits, format support and the result codes of bad requests.
static void argumentChecks(const Env &E) {
  ze_device_image_properties_t IP = {ZE_STRUCTURE_TYPE_DEVICE_IMAGE_PROPERTIES};
  ZE_OK(zeDeviceGetImageProperties(E.Dev, &IP));
  check(IP.maxImageDims1D > 0 && IP.maxImageDims2D > 0 && IP.maxImageDims3D > 0 && IP.maxImageBufferSize > 0 &&
            IP.maxImageArraySlices > 0 && IP.maxSamplers > 0 && IP.maxReadImageArgs > 0 && IP.maxWriteImageArgs > 0,
        "device image limits come from OpenCL");

  ze_image_properties_t P = {ZE_STRUCTURE_TYPE_IMAGE_PROPERTIES};
  ze_image_desc_t D = imageDesc(ZE_IMAGE_TYPE_2D, format(ZE_IMAGE_FORMAT_LAYOUT_8_8_8_8, ZE_IMAGE_FORMAT_TYPE_UNORM), 4, 4);
  ZE_OK(zeImageGetProperties(E.Dev, &D, &P));
  check(P.samplerFilterFlags == (ZE_IMAGE_SAMPLER_FILTER_FLAG_POINT | ZE_IMAGE_SAMPLER_FILTER_FLAG_LINEAR),
        "normalized images filter linearly");
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_32, ZE_IMAGE_FORMAT_TYPE_UINT);
  ZE_OK(zeImageGetProperties(E.Dev, &D, &P));
  check(P.samplerFilterFlags == ZE_IMAGE_SAMPLER_FILTER_FLAG_POINT, "integer images filter by points only");

  // Every common layout and type OpenCL has is supported by both backends.
  unsigned Supported = 0;
  for (auto L : {ZE_IMAGE_FORMAT_LAYOUT_8, ZE_IMAGE_FORMAT_LAYOUT_16, ZE_IMAGE_FORMAT_LAYOUT_32,
                 ZE_IMAGE_FORMAT_LAYOUT_8_8, ZE_IMAGE_FORMAT_LAYOUT_16_16, ZE_IMAGE_FORMAT_LAYOUT_32_32,
                 ZE_IMAGE_FORMAT_LAYOUT_8_8_8_8, ZE_IMAGE_FORMAT_LAYOUT_16_16_16_16,
                 ZE_IMAGE_FORMAT_LAYOUT_32_32_32_32})
    for (auto T : {ZE_IMAGE_FORMAT_TYPE_UINT, ZE_IMAGE_FORMAT_TYPE_SINT, ZE_IMAGE_FORMAT_TYPE_UNORM,
                   ZE_IMAGE_FORMAT_TYPE_SNORM, ZE_IMAGE_FORMAT_TYPE_FLOAT}) {
      D.format = format(L, T);
      ze_result_t R = zeImageGetProperties(E.Dev, &D, &P);
      Supported += R == ZE_RESULT_SUCCESS;
      if (R != ZE_RESULT_SUCCESS && R != ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT)
        check(false, "format query gives success or UNSUPPORTED_IMAGE_FORMAT");
    }
  printf("supported 2D formats: %u of 45\n", Supported);
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_8, ZE_IMAGE_FORMAT_TYPE_FLOAT);
  expect(zeImageGetProperties(E.Dev, &D, &P), ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT, "8-bit float format");
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_10_10_10_2, ZE_IMAGE_FORMAT_TYPE_UNORM);
  expect(zeImageGetProperties(E.Dev, &D, &P), ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT, "packed 10_10_10_2 format");
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_NV12, ZE_IMAGE_FORMAT_TYPE_UNORM);
  expect(zeImageGetProperties(E.Dev, &D, &P), ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT, "media format");
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_32_32, ZE_IMAGE_FORMAT_TYPE_FLOAT);
  D.format.x = ZE_IMAGE_FORMAT_SWIZZLE_G;
  expect(zeImageGetProperties(E.Dev, &D, &P), ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT, "swizzled format");
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_8_8_8_8, ZE_IMAGE_FORMAT_TYPE_UNORM);
  D.format.x = ZE_IMAGE_FORMAT_SWIZZLE_B, D.format.z = ZE_IMAGE_FORMAT_SWIZZLE_R;
  ZE_OK(zeImageGetProperties(E.Dev, &D, &P)); // BGRA

  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_32, ZE_IMAGE_FORMAT_TYPE_FLOAT);
  ze_image_handle_t Img;
  expect(zeImageCreate(E.Ctx, E.Dev, nullptr, &Img), ZE_RESULT_ERROR_INVALID_NULL_POINTER, "null image desc");
  expect(zeImageCreate(E.Ctx, E.Dev, &D, nullptr), ZE_RESULT_ERROR_INVALID_NULL_POINTER, "null image output");
  expect(zeImageCreate(E.Ctx, nullptr, &D, &Img), ZE_RESULT_ERROR_INVALID_NULL_HANDLE, "null device");
  ze_image_desc_t Bad = D;
  Bad.flags = 0x4;
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_INVALID_ENUMERATION, "unknown image flag");
  Bad = D;
  Bad.type = ze_image_type_t(ZE_IMAGE_TYPE_BUFFER + 1);
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_INVALID_ENUMERATION, "unknown image type");
  Bad = D;
  Bad.miplevels = 2;
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_UNSUPPORTED_FEATURE, "mip levels");
  Bad = D;
  Bad.width = 0;
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_INVALID_SIZE, "zero width");
  Bad = D;
  Bad.height = IP.maxImageDims2D + 1;
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_INVALID_SIZE, "height above the device limit");
  Bad = imageDesc(ZE_IMAGE_TYPE_2DARRAY, D.format, 4, 4, 1, 0);
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_INVALID_SIZE, "array of no layers");
  Bad = imageDesc(ZE_IMAGE_TYPE_BUFFER, D.format, 10);
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_INVALID_SIZE, "buffer image of partial pixels");
  Bad = D;
  Bad.format = format(ZE_IMAGE_FORMAT_LAYOUT_5_6_5, ZE_IMAGE_FORMAT_TYPE_UNORM);
  expect(zeImageCreate(E.Ctx, E.Dev, &Bad, &Img), ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT, "packed 5_6_5 image");

  ze_sampler_desc_t SD = {ZE_STRUCTURE_TYPE_SAMPLER_DESC, nullptr, ZE_SAMPLER_ADDRESS_MODE_CLAMP,
                          ZE_SAMPLER_FILTER_MODE_LINEAR, true};
  ze_sampler_handle_t S;
  ZE_OK(zeSamplerCreate(E.Ctx, E.Dev, &SD, &S));
  ZE_OK(zeSamplerDestroy(S));
  expect(zeSamplerDestroy(S), ZE_RESULT_ERROR_INVALID_NULL_HANDLE, "destroyed sampler");
  expect(zeSamplerCreate(E.Ctx, E.Dev, nullptr, &S), ZE_RESULT_ERROR_INVALID_NULL_POINTER, "null sampler desc");
  SD.addressMode = ze_sampler_address_mode_t(ZE_SAMPLER_ADDRESS_MODE_MIRROR + 1);
  expect(zeSamplerCreate(E.Ctx, E.Dev, &SD, &S), ZE_RESULT_ERROR_INVALID_ENUMERATION, "unknown address mode");
  SD.addressMode = ZE_SAMPLER_ADDRESS_MODE_CLAMP;
  SD.filterMode = ze_sampler_filter_mode_t(2);
  expect(zeSamplerCreate(E.Ctx, E.Dev, &SD, &S), ZE_RESULT_ERROR_INVALID_ENUMERATION, "unknown filter mode");
  SD = {ZE_STRUCTURE_TYPE_SAMPLER_DESC, nullptr, ZE_SAMPLER_ADDRESS_MODE_REPEAT, ZE_SAMPLER_FILTER_MODE_NEAREST,
        false};
  expect(zeSamplerCreate(E.Ctx, E.Dev, &SD, &S), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "repeat needs normalized coordinates");
}

/// Memory -> image -> (region) image -> memory for one image type; the
/// second image receives the first with a one-pixel shift along x.
static void roundTrip(const Env &E, ze_image_type_t Type, const char *Name, uint64_t W, uint32_t H, uint32_t D,
                      uint32_t Layers) {
  ze_image_format_t F = format(ZE_IMAGE_FORMAT_LAYOUT_32, ZE_IMAGE_FORMAT_TYPE_UINT); // 4 bytes per pixel
  ze_image_desc_t Desc = imageDesc(Type, F, Type == ZE_IMAGE_TYPE_BUFFER ? W * 4 : W, H, D, Layers);
  // The extent as OpenCL sees it: layers in y (1D arrays) or z (2D arrays).
  uint32_t EX = uint32_t(W), EY = Type == ZE_IMAGE_TYPE_1DARRAY ? Layers : H,
           EZ = Type == ZE_IMAGE_TYPE_2DARRAY ? Layers : D;
  size_t Pixels = size_t(EX) * EY * EZ;
  std::vector<uint32_t> In(Pixels), Out(Pixels, 0xdeadbeef), Back(Pixels, 0);
  for (size_t I = 0; I < Pixels; ++I)
    In[I] = uint32_t(I * 2654435761u);
  ze_image_handle_t A, B;
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &Desc, &A));
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &Desc, &B));
  ZE_OK(zeCommandListAppendImageCopyFromMemory(E.List, A, In.data(), nullptr, nullptr, 0, nullptr));
  ZE_OK(zeCommandListAppendImageCopy(E.List, B, A, nullptr, 0, nullptr));
  ZE_OK(zeCommandListAppendImageCopyToMemory(E.List, Back.data(), B, nullptr, nullptr, 0, nullptr));
  bool Whole = Back == In;
  // Region copy: A[x + 1] -> B[x] for x < W - 1 in every row, slice and layer.
  ze_image_region_t SrcR = {1, 0, 0, EX - 1, EY, EZ}, DstR = {0, 0, 0, EX - 1, EY, EZ};
  ZE_OK(zeCommandListAppendImageCopyRegion(E.List, B, A, &DstR, &SrcR, nullptr, 0, nullptr));
  ZE_OK(zeCommandListAppendImageCopyToMemory(E.List, Out.data(), B, nullptr, nullptr, 0, nullptr));
  bool Region = true;
  for (size_t I = 0; I < Pixels; ++I) {
    size_t X = I % EX;
    Region &= Out[I] == (X + 1 < EX ? In[I + 1] : In[I]);
  }
  // A sub-region read: the last pixel alone.
  ze_image_region_t Last = {EX - 1, EY - 1, EZ - 1, 1, 1, 1};
  uint32_t One = 0;
  ZE_OK(zeCommandListAppendImageCopyToMemory(E.List, &One, A, &Last, nullptr, 0, nullptr));
  std::string What = std::string(Name) + " round trip, region copy and pixel read";
  check(Whole && Region && One == In[Pixels - 1], What.c_str());
  ze_image_region_t Outside = {EX, 0, 0, 1, 1, 1};
  What = std::string(Name) + ": a region outside the image";
  expect(zeCommandListAppendImageCopyToMemory(E.List, &One, A, &Outside, nullptr, 0, nullptr),
         ZE_RESULT_ERROR_INVALID_SIZE, What.c_str());
  ZE_OK(zeImageDestroy(A));
  ZE_OK(zeImageDestroy(B));
}

static void copyChecks(const Env &E) {
  roundTrip(E, ZE_IMAGE_TYPE_1D, "1D", 37, 1, 1, 1);
  roundTrip(E, ZE_IMAGE_TYPE_1DARRAY, "1D array", 19, 1, 1, 3);
  roundTrip(E, ZE_IMAGE_TYPE_2D, "2D", 13, 7, 1, 1);
  roundTrip(E, ZE_IMAGE_TYPE_2DARRAY, "2D array", 5, 6, 1, 4);
  roundTrip(E, ZE_IMAGE_TYPE_3D, "3D", 6, 5, 4, 1);
  roundTrip(E, ZE_IMAGE_TYPE_BUFFER, "buffer", 64, 1, 1, 1);

  ze_image_desc_t D = imageDesc(ZE_IMAGE_TYPE_2D, format(ZE_IMAGE_FORMAT_LAYOUT_32, ZE_IMAGE_FORMAT_TYPE_FLOAT), 8, 8);
  ze_image_handle_t A, B, C;
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &D, &A));
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &D, &B));
  D.format = format(ZE_IMAGE_FORMAT_LAYOUT_32, ZE_IMAGE_FORMAT_TYPE_UINT);
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &D, &C));
  ze_image_allocation_ext_properties_t AP = {ZE_STRUCTURE_TYPE_IMAGE_ALLOCATION_EXT_PROPERTIES}, BP = AP;
  ZE_OK(zeImageGetAllocPropertiesExt(E.Ctx, A, &AP));
  ZE_OK(zeImageGetAllocPropertiesExt(E.Ctx, B, &BP));
  check(AP.id && BP.id && AP.id != BP.id, "images have distinct allocation ids");
  expect(zeCommandListAppendImageCopy(E.List, C, A, nullptr, 0, nullptr), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "copy between formats");
  expect(zeCommandListAppendImageCopy(E.List, A, A, nullptr, 0, nullptr), ZE_RESULT_ERROR_OVERLAPPING_REGIONS,
         "image copied onto itself");
  ze_image_region_t R1 = {0, 0, 0, 4, 4, 1}, R2 = {2, 2, 0, 4, 4, 1}, R3 = {4, 4, 0, 4, 4, 1}, R4 = {0, 0, 0, 3, 4, 1};
  expect(zeCommandListAppendImageCopyRegion(E.List, A, A, &R1, &R2, nullptr, 0, nullptr),
         ZE_RESULT_ERROR_OVERLAPPING_REGIONS, "overlapping regions of one image");
  ZE_OK(zeCommandListAppendImageCopyRegion(E.List, A, A, &R1, &R3, nullptr, 0, nullptr));
  expect(zeCommandListAppendImageCopyRegion(E.List, B, A, &R1, &R4, nullptr, 0, nullptr), ZE_RESULT_ERROR_INVALID_SIZE,
         "regions of different extents");
  float Host[64];
  expect(zeCommandListAppendImageCopyToMemory(E.List, nullptr, A, nullptr, nullptr, 0, nullptr),
         ZE_RESULT_ERROR_INVALID_NULL_POINTER, "copy to null memory");
  expect(zeCommandListAppendImageCopyToMemory(E.List, Host, A, nullptr, nullptr, 1, nullptr),
         ZE_RESULT_ERROR_INVALID_SIZE, "wait events counted but not given");
  expect(zeCommandListAppendImageCopyFromMemory(E.List, nullptr, Host, nullptr, nullptr, 0, nullptr),
         ZE_RESULT_ERROR_INVALID_NULL_HANDLE, "copy to a null image");
  ZE_OK(zeImageDestroy(C));
  expect(zeCommandListAppendImageCopyToMemory(E.List, Host, C, nullptr, nullptr, 0, nullptr),
         ZE_RESULT_ERROR_INVALID_NULL_HANDLE, "copy from a destroyed image");
  expect(zeImageDestroy(C), ZE_RESULT_ERROR_INVALID_NULL_HANDLE, "image destroyed twice");

  // Copies are ordered with the other commands of a regular list.
  ze_command_queue_handle_t Q;
  ze_command_list_handle_t L;
  createQueueAndList(E.Ctx, E.Dev, Q, L);
  for (int I = 0; I < 64; ++I)
    Host[I] = float(I) * 0.5f;
  float Back[64] = {};
  ZE_OK(zeCommandListAppendImageCopyFromMemory(L, A, Host, nullptr, nullptr, 0, nullptr));
  ZE_OK(zeCommandListAppendImageCopy(L, B, A, nullptr, 0, nullptr));
  ZE_OK(zeCommandListAppendImageCopyToMemory(L, Back, B, nullptr, nullptr, 0, nullptr));
  ZE_OK(zeCommandListClose(L));
  ZE_OK(zeCommandQueueExecuteCommandLists(Q, 1, &L, nullptr));
  ZE_OK(zeCommandQueueSynchronize(Q, UINT64_MAX));
  check(memcmp(Host, Back, sizeof(Host)) == 0, "image copies in order on a command queue");
  ZE_OK(zeCommandListDestroy(L));
  ZE_OK(zeCommandQueueDestroy(Q));
  ZE_OK(zeImageDestroy(A));
  ZE_OK(zeImageDestroy(B));
}

static void launch(const Env &E, ze_kernel_handle_t K, uint32_t X, uint32_t Y = 1, uint32_t Z = 1) {
  ZE_OK(zeKernelSetGroupSize(K, 1, 1, 1));
  ze_group_count_t G = {X, Y, Z};
  ZE_OK(zeCommandListAppendLaunchKernel(E.List, K, &G, nullptr, 0, nullptr));
}

/// Kernels with images and samplers.
static void kernels(const Env &E, const std::vector<uint8_t> &Spv) {
  ze_module_desc_t MD = {ZE_STRUCTURE_TYPE_MODULE_DESC, nullptr, ZE_MODULE_FORMAT_IL_SPIRV, Spv.size(), Spv.data(),
                         "", nullptr};
  ze_module_handle_t Mod;
  ze_module_build_log_handle_t Log;
  ze_result_t R = zeModuleCreate(E.Ctx, E.Dev, &MD, &Mod, &Log);
  if (R != ZE_RESULT_SUCCESS) {
    size_t N = 0;
    zeModuleBuildLogGetString(Log, &N, nullptr);
    std::string S(N, '\0');
    zeModuleBuildLogGetString(Log, &N, &S[0]);
    printf("FAIL: the image module does not build: %s\n", S.c_str());
    exit(1);
  }
  zeModuleBuildLogDestroy(Log);
  auto kernel = [&](const char *Name) {
    ze_kernel_desc_t KD = {ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, Name};
    ze_kernel_handle_t K;
    ZE_OK(zeKernelCreate(Mod, &KD, &K));
    return K;
  };

  // fill2d writes (x, y, x + y, 7) into a write-only 32-bit uint RGBA image.
  const uint32_t W = 9, H = 5;
  ze_image_desc_t UD = imageDesc(ZE_IMAGE_TYPE_2D, format(ZE_IMAGE_FORMAT_LAYOUT_32_32_32_32, ZE_IMAGE_FORMAT_TYPE_UINT),
                                 W, H, 1, 1, ZE_IMAGE_FLAG_KERNEL_WRITE);
  ze_image_handle_t U, ReadOnly;
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &UD, &U));
  UD.flags = 0;
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &UD, &ReadOnly));
  ze_kernel_handle_t Fill = kernel("fill2d");
  expect(zeKernelSetArgumentValue(Fill, 0, sizeof(ReadOnly), &ReadOnly), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "read-only image for a write_only parameter");
  expect(zeKernelSetArgumentValue(Fill, 0, 4, &U), ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE,
         "image argument of the wrong size");
  expect(zeKernelSetArgumentValue(Fill, 0, sizeof(U), nullptr), ZE_RESULT_ERROR_INVALID_NULL_POINTER,
         "null image argument");
  void *NotAnImage = &UD;
  expect(zeKernelSetArgumentValue(Fill, 0, sizeof(NotAnImage), &NotAnImage), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "a pointer that is no image");
  ZE_OK(zeKernelSetArgumentValue(Fill, 0, sizeof(U), &U));
  launch(E, Fill, W, H);
  std::vector<uint32_t> Px(W * H * 4);
  ZE_OK(zeCommandListAppendImageCopyToMemory(E.List, Px.data(), U, nullptr, nullptr, 0, nullptr));
  bool FillOk = true;
  for (uint32_t Y = 0; Y < H; ++Y)
    for (uint32_t X = 0; X < W; ++X) {
      const uint32_t *P = &Px[(Y * W + X) * 4];
      FillOk &= P[0] == X && P[1] == Y && P[2] == X + Y && P[3] == 7;
    }
  check(FillOk, "fill2d: write_imageui of every pixel");

  // sample2d: nearest, unnormalized, clamp to edge; a float image of
  // distinct texels, read at pixel centres and outside the image.
  const uint32_t SW = 4, SH = 3;
  ze_image_desc_t FD = imageDesc(ZE_IMAGE_TYPE_2D, format(ZE_IMAGE_FORMAT_LAYOUT_32_32_32_32, ZE_IMAGE_FORMAT_TYPE_FLOAT),
                                 SW, SH);
  ze_image_handle_t F;
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &FD, &F));
  float Texels[SW * SH * 4];
  for (uint32_t I = 0; I < SW * SH * 4; ++I)
    Texels[I] = float(I) + 0.25f;
  ZE_OK(zeCommandListAppendImageCopyFromMemory(E.List, F, Texels, nullptr, nullptr, 0, nullptr));
  ze_sampler_desc_t SD = {ZE_STRUCTURE_TYPE_SAMPLER_DESC, nullptr, ZE_SAMPLER_ADDRESS_MODE_CLAMP,
                          ZE_SAMPLER_FILTER_MODE_NEAREST, false};
  ze_sampler_handle_t S;
  ZE_OK(zeSamplerCreate(E.Ctx, E.Dev, &SD, &S));
  ze_device_mem_alloc_desc_t DD = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC};
  ze_host_mem_alloc_desc_t HD = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC};
  const uint32_t N = 6;
  float *Coord, *Out;
  ZE_OK(zeMemAllocShared(E.Ctx, &DD, &HD, N * 2 * sizeof(float), 0, E.Dev, (void **)&Coord));
  ZE_OK(zeMemAllocShared(E.Ctx, &DD, &HD, N * 4 * sizeof(float), 0, E.Dev, (void **)&Out));
  const float C[N][2] = {{0.5f, 0.5f}, {3.5f, 2.5f}, {1.5f, 2.5f}, {-3.0f, 1.5f}, {9.0f, -4.0f}, {2.75f, 1.25f}};
  memcpy(Coord, C, sizeof(C));
  ze_kernel_handle_t Sample = kernel("sample2d");
  expect(zeKernelSetArgumentValue(Sample, 1, sizeof(F), &F), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "an image for a sampler parameter");
  expect(zeKernelSetArgumentValue(Sample, 0, sizeof(S), &S), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "a sampler for an image parameter");
  ze_image_desc_t D3 = imageDesc(ZE_IMAGE_TYPE_3D, FD.format, 2, 2, 2);
  ze_image_handle_t Img3;
  ZE_OK(zeImageCreate(E.Ctx, E.Dev, &D3, &Img3));
  expect(zeKernelSetArgumentValue(Sample, 0, sizeof(Img3), &Img3), ZE_RESULT_ERROR_INVALID_ARGUMENT,
         "a 3D image for an image2d_t parameter");
  ZE_OK(zeImageDestroy(Img3));
  ZE_OK(zeKernelSetArgumentValue(Sample, 0, sizeof(F), &F));
  ZE_OK(zeKernelSetArgumentValue(Sample, 1, sizeof(S), &S));
  ZE_OK(zeKernelSetArgumentValue(Sample, 2, sizeof(Coord), &Coord));
  ZE_OK(zeKernelSetArgumentValue(Sample, 3, sizeof(Out), &Out));
  launch(E, Sample, N);
  bool SampleOk = true;
  for (uint32_t I = 0; I < N; ++I) {
    int X = std::min(std::max(int(std::floor(C[I][0])), 0), int(SW) - 1);
    int Y = std::min(std::max(int(std::floor(C[I][1])), 0), int(SH) - 1);
    for (int Ch = 0; Ch < 4; ++Ch)
      SampleOk &= Out[I * 4 + Ch] == Texels[(Y * SW + X) * 4 + Ch];
  }
  check(SampleOk, "sample2d: nearest, clamp to edge, unnormalized");

  // The launch captured the sampler and image: destroying them after the
  // append does not disturb it (a regular list executed later).
  ze_command_queue_handle_t Q;
  ze_command_list_handle_t L;
  createQueueAndList(E.Ctx, E.Dev, Q, L);
  memset(Out, 0, N * 4 * sizeof(float));
  ze_group_count_t G = {N, 1, 1};
  ZE_OK(zeCommandListAppendLaunchKernel(L, Sample, &G, nullptr, 0, nullptr));
  ZE_OK(zeCommandListClose(L));
  ZE_OK(zeSamplerDestroy(S));
  ZE_OK(zeImageDestroy(F));
  ZE_OK(zeCommandQueueExecuteCommandLists(Q, 1, &L, nullptr));
  ZE_OK(zeCommandQueueSynchronize(Q, UINT64_MAX));
  check(Out[0] == Texels[0] && Out[4] == Texels[(2 * SW + 3) * 4], "a launch keeps its image and sampler alive");
  ZE_OK(zeCommandListDestroy(L));
  ZE_OK(zeCommandQueueDestroy(Q));

  ZE_OK(zeKernelDestroy(Fill));
  ZE_OK(zeKernelDestroy(Sample));
  ZE_OK(zeImageDestroy(U));
  ZE_OK(zeImageDestroy(ReadOnly));
  ZE_OK(zeMemFree(E.Ctx, Coord));
  ZE_OK(zeMemFree(E.Ctx, Out));
  ZE_OK(zeModuleDestroy(Mod));
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <images.spv>\n", argv[0]);
    return 2;
  }
  std::vector<uint8_t> Spv = readFile(argv[1]);
  ze_driver_handle_t Drv;
  std::vector<ze_device_handle_t> Devs = driverDevices(Drv);
  for (ze_device_handle_t Dev : Devs) {
    ze_device_properties_t Props = {ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES};
    ZE_OK(zeDeviceGetProperties(Dev, &Props));
    printf("device: %s\n", Props.name);
    Env E;
    E.Dev = Dev;
    ze_context_desc_t CD = {ZE_STRUCTURE_TYPE_CONTEXT_DESC};
    ZE_OK(zeContextCreateEx(Drv, &CD, 1, &Dev, &E.Ctx));
    ze_command_queue_desc_t QD = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC, nullptr, 0, 0, 0,
                                  ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS, ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    ZE_OK(zeCommandListCreateImmediate(E.Ctx, Dev, &QD, &E.List));
    argumentChecks(E);
    copyChecks(E);
    kernels(E, Spv);
    ZE_OK(zeCommandListDestroy(E.List));
    ZE_OK(zeContextDestroy(E.Ctx));
  }
  printf("ze-image-test: %zu devices: %s\n", Devs.size(), Failures ? "FAILED" : "OK");
  return Failures != 0;
}
