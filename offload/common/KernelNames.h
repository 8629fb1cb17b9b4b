//===- KernelNames.h - kernel names as users wrote them -------------------===//
#ifndef SPIRV_OFFLOAD_KERNEL_NAMES_H
#define SPIRV_OFFLOAD_KERNEL_NAMES_H

#include <string>

namespace kernel_names {
/// A kernel's name as its author wrote it: SYCL's "_ZTS..." names demangled
/// (an unnamed kernel's function object), other names unchanged.
std::string displayName(const std::string &Name);
} // namespace kernel_names

#endif
