//===- kernel_names.h - kernel names for the CPU driver's fault reports ---===//
#ifndef SYCL_LIB_KERNEL_NAMES_H
#define SYCL_LIB_KERNEL_NAMES_H

#include <cstddef>

// A kernel's name as its author wrote it (sycl::detail::kernel_display_name)
// into out[size] (cut and NUL-terminated); returns its whole length. The
// CPU Level-Zero driver's fault report finds it in the process by this name
// when the program uses this library, and shows module names otherwise.
extern "C" __attribute__((visibility("default"))) size_t spirv_kernel_display_name(const char *name, char *out,
                                                                                    size_t size);

#endif
