/*===- spirv_offload.h - SPIR-V offload runtime C API ----------------------===
 *
 * Loads SPIR-V kernels (raw .spv files or LLVM offload binaries holding a
 * spirv64 image) onto a device and runs them. Devices come from plugins
 * behind a device-neutral interface; the Level-Zero plugin ships now and
 * reaches real Level-Zero drivers or the bundled CPU driver (ze_cpu_driver).
 *
 * Conventions: every call returns an spvrt_result. On failure,
 * spvrt_last_error() returns a message for the calling thread that names the
 * failing call, e.g. "spvrt_kernel_create: no kernel 'foo' in module
 * (kernels: vadd, vmul)". Handles are released by the matching *_release /
 * spvrt_mem_free call.
 *
 * Thread safety: every function may be called from any thread at any time.
 * Devices, modules and memory may be shared between threads: module loads,
 * kernel creation, allocation, copies, fills, launches and waits on one
 * device from several threads are serialized by the runtime where needed.
 * spvrt_device_wait waits for the launches of every thread. Errors
 * (spvrt_last_error, spvrt_last_build_log) are per thread; once a thread's
 * thread-local storage is gone (at exit, in atexit handlers and static
 * destructors), calls still work but their messages read as empty. A kernel handle
 * holds its arguments, so setting arguments of and launching one kernel
 * handle must not happen from two threads at once: create a kernel per
 * thread (from the same module). Releasing a module or kernel, or freeing
 * memory, while another thread still uses it is the caller's error.
 *
 * Environment:
 *   SPIRV_OFFLOAD_DEVICE = which devices the runtime offers, in this order:
 *       auto (default; all devices, GPUs first) | cpu | gpu | other |
 *       level_zero (a plugin) | <N> (the Nth device of auto) |
 *       <text> (devices whose name contains it, e.g. pocl, intel)
 *   SPIRV_OFFLOAD_TRACE  = 1   trace every Level-Zero call to stderr
 *   SPIRV_OFFLOAD_CPU_DRIVER = path of libze_cpu_driver.so (optional)
 *===----------------------------------------------------------------------===*/
#ifndef SPIRV_OFFLOAD_H
#define SPIRV_OFFLOAD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define SPVRT_API __attribute__((visibility("default")))
#else
#define SPVRT_API
#endif

typedef enum spvrt_result {
  SPVRT_SUCCESS = 0,
  SPVRT_ERROR_INVALID_ARGUMENT,   /* null/invalid handle or parameter */
  SPVRT_ERROR_NO_DEVICE,          /* no plugin found a device */
  SPVRT_ERROR_IO,                 /* a file could not be read */
  SPVRT_ERROR_INVALID_BINARY,     /* not SPIR-V / no usable offload image */
  SPVRT_ERROR_BUILD_FAILED,       /* the driver could not build the module */
  SPVRT_ERROR_KERNEL_NOT_FOUND,   /* no kernel of that name */
  SPVRT_ERROR_INVALID_ARG_INDEX,  /* argument index out of range */
  SPVRT_ERROR_INVALID_ARG_SIZE,   /* argument size does not match */
  SPVRT_ERROR_INVALID_ARG_KIND,   /* e.g. a value given for a pointer */
  SPVRT_ERROR_ARG_NOT_SET,        /* launch with an argument never set */
  SPVRT_ERROR_INVALID_LAUNCH,     /* sizes beyond the device limits, ... */
  SPVRT_ERROR_INVALID_POINTER,    /* unknown, freed or misused memory */
  SPVRT_ERROR_OUT_OF_MEMORY,
  SPVRT_ERROR_UNSUPPORTED,
  SPVRT_ERROR_DEVICE,               /* any other driver failure */
  SPVRT_ERROR_NOT_READY             /* the event has not completed */
} spvrt_result;

typedef struct spvrt_device_t *spvrt_device;
typedef struct spvrt_module_t *spvrt_module;
typedef struct spvrt_kernel_t *spvrt_kernel;
typedef struct spvrt_image_t *spvrt_image;
typedef struct spvrt_sampler_t *spvrt_sampler;
typedef struct spvrt_event_t *spvrt_event;

typedef enum spvrt_device_type {
  SPVRT_DEVICE_GPU = 1,
  SPVRT_DEVICE_CPU = 2,
  SPVRT_DEVICE_OTHER = 3
} spvrt_device_type;

/* Device information, one key at a time (as liboffload's olGetDeviceInfo),
 * so that a new key does not change the ABI. Each key's value has the type
 * given here; strings are NUL-terminated, and SUB_GROUP_SIZES is as long as
 * spvrt_device_get_info_size says. */
typedef enum spvrt_device_info_key {
  SPVRT_DEVICE_INFO_NAME = 0,               /* char[] */
  SPVRT_DEVICE_INFO_PLUGIN,                 /* char[]: "level_zero" */
  SPVRT_DEVICE_INFO_TYPE,                   /* spvrt_device_type */
  SPVRT_DEVICE_INFO_MAX_GROUP_SIZE,         /* uint32_t: items per group */
  SPVRT_DEVICE_INFO_MAX_GROUP_SIZE_DIM,     /* uint32_t[3] */
  SPVRT_DEVICE_INFO_MAX_GROUP_COUNT,        /* uint32_t[3] */
  SPVRT_DEVICE_INFO_MAX_LOCAL_MEM,          /* uint64_t: bytes of local (shared) memory per group */
  SPVRT_DEVICE_INFO_MAX_ALLOC_SIZE,         /* uint64_t: bytes */
  SPVRT_DEVICE_INFO_SPIRV_VERSION,          /* uint32_t[2]: major, minor */
  SPVRT_DEVICE_INFO_SUB_GROUP_SIZES,        /* uint32_t[]: none if the device has no sub-groups */
  /* Image limits in pixels (all 0: the device has no images). */
  SPVRT_DEVICE_INFO_MAX_IMAGE_WIDTH_1D,     /* uint32_t */
  SPVRT_DEVICE_INFO_MAX_IMAGE_SIZE_2D,      /* uint32_t: width and height */
  SPVRT_DEVICE_INFO_MAX_IMAGE_SIZE_3D,      /* uint32_t: width, height and depth */
  SPVRT_DEVICE_INFO_MAX_IMAGE_ARRAY_SIZE,   /* uint32_t: layers */
  SPVRT_DEVICE_INFO_MAX_IMAGE_BUFFER_SIZE,  /* uint64_t: bytes of a 1D buffer image */
  SPVRT_DEVICE_INFO_MAX_SAMPLERS,           /* uint32_t: per kernel */
  SPVRT_DEVICE_INFO_FP64,                   /* uint32_t: nonzero if the device has 64-bit floats */
  SPVRT_DEVICE_INFO_FLOAT_ATOMICS,          /* uint32_t: nonzero: native 32-bit float atomic add and min / max */
  SPVRT_DEVICE_INFO_VENDOR_ID,              /* uint32_t: PCI vendor id, 0 if none */
  SPVRT_DEVICE_INFO_COMPUTE_UNITS,          /* uint32_t: hardware threads that run work-groups */
  SPVRT_DEVICE_INFO_CLOCK_MHZ,              /* uint32_t */
  SPVRT_DEVICE_INFO_TIMER_RESOLUTION_NS,    /* uint32_t: of profiling timestamps */
  SPVRT_DEVICE_INFO_GLOBAL_MEM_SIZE,        /* uint64_t: bytes */
  SPVRT_DEVICE_INFO_MAX_PARAM_SIZE,         /* uint64_t: bytes of all kernel arguments */
  SPVRT_DEVICE_INFO_PRINTF_BUFFER_SIZE,     /* uint64_t: bytes */
  /* Floating-point capabilities as Level-Zero's ze_device_fp_flags_t bits
   * (denorm, inf_nan, round to nearest, zero, inf, fma, correctly rounded
   * divide and sqrt, soft float); 0: the type is not supported. */
  SPVRT_DEVICE_INFO_FP16_CONFIG,            /* uint32_t */
  SPVRT_DEVICE_INFO_FP32_CONFIG,            /* uint32_t */
  SPVRT_DEVICE_INFO_FP64_CONFIG,            /* uint32_t */
  SPVRT_DEVICE_INFO_INT64_ATOMICS,          /* uint32_t: nonzero: 64-bit integer atomics */
  /* Nonzero: atomics on host / shared USM are atomic with respect to the
   * host and other devices. */
  SPVRT_DEVICE_INFO_USM_HOST_ATOMICS,       /* uint32_t */
  SPVRT_DEVICE_INFO_USM_SHARED_ATOMICS,     /* uint32_t */
  SPVRT_DEVICE_INFO_USM_SYSTEM_ALLOCATIONS, /* uint32_t: nonzero: kernels may use malloc'ed memory */
  SPVRT_DEVICE_INFO_DRIVER_VERSION,         /* char[]: of the device's driver */
  SPVRT_DEVICE_INFO_API_VERSION,            /* char[]: of the plugin's API, e.g. "1.3" */
  /* uint32_t: nonzero if the device shares the host's memory (Level-Zero's
   * integrated flag), so the host may read and write its device allocations
   * directly. On a discrete device it may not: only copies and kernels
   * reach them. */
  SPVRT_DEVICE_INFO_INTEGRATED,
  SPVRT_DEVICE_INFO_DEVICE_ID               /* uint32_t: PCI device id, 0 if none */
} spvrt_device_info_key;

typedef enum spvrt_mem_kind {
  SPVRT_MEM_DEVICE = 0,
  SPVRT_MEM_HOST = 1,
  SPVRT_MEM_SHARED = 2
} spvrt_mem_kind;

typedef enum spvrt_param_kind {
  SPVRT_PARAM_VALUE = 0,        /* set with spvrt_kernel_set_arg_value */
  SPVRT_PARAM_GLOBAL_POINTER,   /* set with spvrt_kernel_set_arg_pointer */
  SPVRT_PARAM_CONSTANT_POINTER, /* idem */
  SPVRT_PARAM_GENERIC_POINTER,  /* idem */
  SPVRT_PARAM_LOCAL_POINTER,    /* set with spvrt_kernel_set_arg_local */
  SPVRT_PARAM_UNSUPPORTED,      /* depth images, events, ... */
  SPVRT_PARAM_IMAGE,            /* set with spvrt_kernel_set_arg_image */
  SPVRT_PARAM_SAMPLER           /* set with spvrt_kernel_set_arg_sampler */
} spvrt_param_kind;

/* Image types, as OpenCL C names them (image1d_t, ...). */
typedef enum spvrt_image_type {
  SPVRT_IMAGE_NONE = 0, /* not an image parameter */
  SPVRT_IMAGE_1D,
  SPVRT_IMAGE_1D_ARRAY,
  SPVRT_IMAGE_1D_BUFFER,
  SPVRT_IMAGE_2D,
  SPVRT_IMAGE_2D_ARRAY,
  SPVRT_IMAGE_3D
} spvrt_image_type;

typedef enum spvrt_image_access {
  SPVRT_IMAGE_READ_ONLY = 0,
  SPVRT_IMAGE_WRITE_ONLY,
  SPVRT_IMAGE_READ_WRITE
} spvrt_image_access;

typedef enum spvrt_scalar_kind {
  SPVRT_SCALAR_NONE = 0, /* struct, array or unknown */
  SPVRT_SCALAR_INT,
  SPVRT_SCALAR_FLOAT,
  SPVRT_SCALAR_BOOL
} spvrt_scalar_kind;

typedef struct spvrt_param_info {
  const char *name;       /* OpName of the parameter, "" if none */
  const char *type_name;  /* e.g. "global float*", "int", "struct S" */
  spvrt_param_kind kind;
  size_t size;            /* bytes to pass (pointer size for pointers) */
  /* Element of the value, or pointee of a pointer: */
  spvrt_scalar_kind elem;
  uint32_t elem_bits;     /* width of one scalar */
  uint32_t elem_vector;   /* vector length, 1 for scalars */
  size_t elem_size;       /* bytes of one element */
  /* Image parameters: */
  spvrt_image_type image_type;
  spvrt_image_access image_access;
} spvrt_param_info;

/* Channels of an image pixel, in memory order. */
typedef enum spvrt_channel_order {
  SPVRT_CHANNELS_R = 0,
  SPVRT_CHANNELS_RG,
  SPVRT_CHANNELS_RGBA,
  SPVRT_CHANNELS_BGRA
} spvrt_channel_order;

/* How one channel is stored: integers (read as int/uint by kernels),
 * normalized integers and floats (read as float). */
typedef enum spvrt_channel_type {
  SPVRT_CHANNEL_UINT8 = 0,
  SPVRT_CHANNEL_UINT16,
  SPVRT_CHANNEL_UINT32,
  SPVRT_CHANNEL_SINT8,
  SPVRT_CHANNEL_SINT16,
  SPVRT_CHANNEL_SINT32,
  SPVRT_CHANNEL_UNORM8,
  SPVRT_CHANNEL_UNORM16,
  SPVRT_CHANNEL_SNORM8,
  SPVRT_CHANNEL_SNORM16,
  SPVRT_CHANNEL_HALF,
  SPVRT_CHANNEL_FLOAT
} spvrt_channel_type;

typedef struct spvrt_image_desc {
  spvrt_image_type type;
  spvrt_channel_order order;
  spvrt_channel_type channel_type;
  size_t width;      /* pixels */
  size_t height;     /* 2D and 3D images; otherwise ignored */
  size_t depth;      /* 3D images; otherwise ignored */
  size_t array_size; /* layers of array images; otherwise ignored */
  int kernel_write;  /* nonzero: kernels may write it (write_only and read_write parameters) */
} spvrt_image_desc;

typedef enum spvrt_addressing_mode {
  SPVRT_ADDRESS_NONE = 0,
  SPVRT_ADDRESS_CLAMP_TO_EDGE,
  SPVRT_ADDRESS_CLAMP,           /* out of range reads the border colour */
  SPVRT_ADDRESS_REPEAT,          /* normalized coordinates only */
  SPVRT_ADDRESS_MIRRORED_REPEAT  /* normalized coordinates only */
} spvrt_addressing_mode;

typedef enum spvrt_filter_mode {
  SPVRT_FILTER_NEAREST = 0,
  SPVRT_FILTER_LINEAR
} spvrt_filter_mode;

/* Results and errors. */
SPVRT_API const char *spvrt_result_name(spvrt_result result);
SPVRT_API const char *spvrt_last_error(void);
/* Build log of the last module load on this thread ("" if none). */
SPVRT_API const char *spvrt_last_build_log(void);
SPVRT_API const char *spvrt_version(void);

/* Devices. Initialization is implicit; spvrt_init only reports its result. */
SPVRT_API spvrt_result spvrt_init(void);
SPVRT_API spvrt_result spvrt_device_count(uint32_t *count);
SPVRT_API spvrt_result spvrt_device_get(uint32_t index, spvrt_device *device);
/* Stores the value of key in out[size]: size must be at least the value's
 * size (spvrt_device_get_info_size), else SPVRT_ERROR_INVALID_ARGUMENT. An
 * unknown key is SPVRT_ERROR_UNSUPPORTED. */
SPVRT_API spvrt_result spvrt_device_get_info(spvrt_device device, spvrt_device_info_key key, size_t size, void *out);
/* The bytes of key's value (of a string, with its NUL). */
SPVRT_API spvrt_result spvrt_device_get_info_size(spvrt_device device, spvrt_device_info_key key, size_t *size);
/* Waits for all work launched on the device. */
SPVRT_API spvrt_result spvrt_device_wait(spvrt_device device);

/* Modules: raw SPIR-V or an LLVM offload binary (triple spirv64*, offload
 * kind sycl or openmp). build_options may be NULL. */
SPVRT_API spvrt_result spvrt_module_load_file(spvrt_device device, const char *path, const char *build_options,
                                              spvrt_module *module);
SPVRT_API spvrt_result spvrt_module_load_memory(spvrt_device device, const void *data, size_t size,
                                                const char *build_options, spvrt_module *module);
/* The same with specialization constants: each gives a SPIR-V SpecId and
 * the bytes of its value (the size of the constant's type; one byte for a
 * bool). Constants the module does not declare are ignored. */
typedef struct spvrt_spec_constant {
  uint32_t id;
  uint32_t size;
  const void *value;
} spvrt_spec_constant;
SPVRT_API spvrt_result spvrt_module_load_memory_spec(spvrt_device device, const void *data, size_t size,
                                                     const char *build_options, uint32_t num_constants,
                                                     const spvrt_spec_constant *constants, spvrt_module *module);
/* A module from a native binary for the device (an Intel GPU binary made by
 * ocloc ahead of time), with the SPIR-V module it was compiled from, which
 * describes its kernels. Fails with SPVRT_ERROR_INVALID_BINARY when the
 * device's driver refuses the binary (one for another GPU); the caller then
 * builds the SPIR-V. */
SPVRT_API spvrt_result spvrt_module_load_native(spvrt_device device, const void *native, size_t native_size,
                                                const void *spirv, size_t spirv_size, const char *build_options,
                                                spvrt_module *module);
SPVRT_API spvrt_result spvrt_module_release(spvrt_module module);
SPVRT_API spvrt_result spvrt_module_kernel_count(spvrt_module module, uint32_t *count);
SPVRT_API spvrt_result spvrt_module_kernel_name(spvrt_module module, uint32_t index, const char **name);

/* Kernels. */
SPVRT_API spvrt_result spvrt_kernel_create(spvrt_module module, const char *name, spvrt_kernel *kernel);
SPVRT_API spvrt_result spvrt_kernel_release(spvrt_kernel kernel);
SPVRT_API spvrt_result spvrt_kernel_param_count(spvrt_kernel kernel, uint32_t *count);
SPVRT_API spvrt_result spvrt_kernel_param_info(spvrt_kernel kernel, uint32_t index, spvrt_param_info *info);
SPVRT_API spvrt_result spvrt_kernel_required_group_size(spvrt_kernel kernel, uint32_t size[3]);
/* What the kernel's build allows on its device: the largest work-group it
 * runs (at most the device's; less where its resources, private memory say,
 * leave room for fewer work-items), the work-group local memory its own
 * variables take, and its largest sub-group size (0: the device has no
 * sub-groups). */
typedef struct spvrt_kernel_limits {
  uint64_t max_group_size;
  uint64_t local_mem_size;
  uint32_t max_sub_group_size;
} spvrt_kernel_limits;
SPVRT_API spvrt_result spvrt_kernel_get_limits(spvrt_kernel kernel, spvrt_kernel_limits *limits);
SPVRT_API spvrt_result spvrt_kernel_set_arg_value(spvrt_kernel kernel, uint32_t index, size_t size,
                                                  const void *value);
/* ptr must be NULL or inside a live allocation of the kernel's device. */
SPVRT_API spvrt_result spvrt_kernel_set_arg_pointer(spvrt_kernel kernel, uint32_t index, const void *ptr);
SPVRT_API spvrt_result spvrt_kernel_set_arg_local(spvrt_kernel kernel, uint32_t index, size_t bytes);
/* image must be a live image of the kernel's device whose type is the
 * parameter's, created with kernel_write for write_only/read_write ones. */
SPVRT_API spvrt_result spvrt_kernel_set_arg_image(spvrt_kernel kernel, uint32_t index, spvrt_image image);
SPVRT_API spvrt_result spvrt_kernel_set_arg_sampler(spvrt_kernel kernel, uint32_t index, spvrt_sampler sampler);
/* Group size the runtime would choose for a global size (dims 1..3). */
SPVRT_API spvrt_result spvrt_kernel_suggest_group_size(spvrt_kernel kernel, uint32_t dims, const uint64_t *global,
                                                       uint32_t group[3]);
/* Enqueues a launch over global[dims] work-items, in groups of local[dims]
 * (NULL: chosen by the runtime), starting at offset[dims] (NULL: 0). Each
 * global size must be a multiple of the group size. Asynchronous: use
 * spvrt_device_wait; errors of the execution itself are reported there. */
SPVRT_API spvrt_result spvrt_kernel_launch(spvrt_kernel kernel, uint32_t dims, const uint64_t *global,
                                           const uint64_t *local, const uint64_t *offset);

/* Memory. Copies and fills are ordered after earlier launches and complete
 * before returning. Host pointers not from spvrt_mem_alloc are allowed as
 * copy sources/destinations. */
SPVRT_API spvrt_result spvrt_mem_alloc(spvrt_device device, spvrt_mem_kind kind, size_t size, size_t alignment,
                                       void **ptr);
SPVRT_API spvrt_result spvrt_mem_free(spvrt_device device, void *ptr);
SPVRT_API spvrt_result spvrt_memcpy(spvrt_device device, void *dst, const void *src, size_t size);
SPVRT_API spvrt_result spvrt_memfill(spvrt_device device, void *dst, const void *pattern, size_t pattern_size,
                                     size_t size);

/* Images. A region is origin[3] and extent[3] in pixels, with the layer of
 * an array image as the y (1D arrays) or z (2D arrays) coordinate; NULL
 * origin and extent mean the whole image. Host memory holds a region's pixels
 * tightly packed (rows, then slices or layers). Like memory copies, image
 * copies are ordered after earlier launches and complete before returning. */
SPVRT_API spvrt_result spvrt_image_create(spvrt_device device, const spvrt_image_desc *desc, spvrt_image *image);
SPVRT_API spvrt_result spvrt_image_release(spvrt_image image);
/* Bytes of one pixel of the image. */
SPVRT_API spvrt_result spvrt_image_pixel_size(spvrt_image image, size_t *bytes);
SPVRT_API spvrt_result spvrt_image_write(spvrt_image image, const size_t *origin, const size_t *extent,
                                         const void *src);
SPVRT_API spvrt_result spvrt_image_read(spvrt_image image, const size_t *origin, const size_t *extent, void *dst);
/* Copies a region between images of one device and format (NULL origins: 0;
 * NULL extent: all of src). */
SPVRT_API spvrt_result spvrt_image_copy(spvrt_image dst, const size_t *dst_origin, spvrt_image src,
                                        const size_t *src_origin, const size_t *extent);

/* Samplers. */
SPVRT_API spvrt_result spvrt_sampler_create(spvrt_device device, spvrt_addressing_mode addressing,
                                            spvrt_filter_mode filter, int normalized_coords, spvrt_sampler *sampler);
SPVRT_API spvrt_result spvrt_sampler_release(spvrt_sampler sampler);

/* Asynchronous commands and events.
 *
 * A *_async call checks its command as the blocking call does, submits it and
 * returns at once. The command starts when the num_wait events of wait have
 * completed (events of another device are waited for on the host before it
 * is submitted) and, when event is not NULL, *event receives an event that
 * completes with it (release it with spvrt_event_release, also before it
 * completes). Asynchronous commands are ordered only by their wait lists:
 * independent ones may overlap, and they are not ordered with the launches,
 * copies and fills of the blocking calls. spvrt_device_wait waits for both.
 * Arguments are captured at submission; the memory a command uses must stay
 * allocated until it completes (spvrt_mem_free does not wait for
 * asynchronous commands). A command that fails while executing completes
 * its event with the failure, which spvrt_event_wait and spvrt_event_query
 * return. Timestamps are nanoseconds of the device's clock. */
SPVRT_API spvrt_result spvrt_kernel_launch_async(spvrt_kernel kernel, uint32_t dims, const uint64_t *global,
                                                 const uint64_t *local, const uint64_t *offset, uint32_t num_wait,
                                                 const spvrt_event *wait, spvrt_event *event);
SPVRT_API spvrt_result spvrt_memcpy_async(spvrt_device device, void *dst, const void *src, size_t size,
                                          uint32_t num_wait, const spvrt_event *wait, spvrt_event *event);
SPVRT_API spvrt_result spvrt_memfill_async(spvrt_device device, void *dst, const void *pattern, size_t pattern_size,
                                           size_t size, uint32_t num_wait, const spvrt_event *wait,
                                           spvrt_event *event);
/* A user event: device commands may wait for it; the host completes it with
 * spvrt_event_signal (e.g. when host work they depend on is done). */
SPVRT_API spvrt_result spvrt_event_create_user(spvrt_device device, spvrt_event *event);
SPVRT_API spvrt_result spvrt_event_signal(spvrt_event event);
/* Waits for all the events; returns the first failure among their commands. */
SPVRT_API spvrt_result spvrt_event_wait(uint32_t count, const spvrt_event *events);
/* *complete = 1 when the event has completed, else 0; a failed command's error. */
SPVRT_API spvrt_result spvrt_event_query(spvrt_event event, int *complete);
/* Device start and end of a completed command (SPVRT_ERROR_NOT_READY before). */
SPVRT_API spvrt_result spvrt_event_times(spvrt_event event, uint64_t *start_ns, uint64_t *end_ns);
SPVRT_API spvrt_result spvrt_event_release(spvrt_event event);
/* The device's clock now, in the timestamps' nanoseconds. */
SPVRT_API spvrt_result spvrt_device_timestamp(spvrt_device device, uint64_t *ns);

#ifdef __cplusplus
}
#endif

#endif /* SPIRV_OFFLOAD_H */
