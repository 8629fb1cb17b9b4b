//===- sycl/detail/common.hpp - what every header of the library needs -----===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_COMMON_HPP
#define SYCL_DETAIL_COMMON_HPP

#include <sycl/detail/device_builtins.hpp>
#include <sycl/detail/index.hpp>
#include <sycl/math.hpp>
#include <sycl/vec.hpp>

// What DPC++'s <sycl/sycl.hpp> provides transitively and SYCL programs rely
// on without including it themselves (std::cout, std::chrono, assert, ...).
#include <algorithm>
#include <array>
#include <cassert>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <numeric>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>
#if __cplusplus >= 202002L && __has_include(<span>)
#include <span>
#endif

// A SYCL_EXTERNAL function is device code that another translation unit's
// kernels may call: Clang emits it in the device compile even when no kernel
// of its own unit calls it.
// Our clang's GNU spelling of it may also precede `extern "C"`, as DPC++'s
// does.
#if defined(SYCL_LANGUAGE_VERSION) && __has_attribute(sycl_device)
#define SYCL_EXTERNAL __attribute__((sycl_device))
#elif defined(SYCL_LANGUAGE_VERSION) && __has_cpp_attribute(clang::sycl_external)
#define SYCL_EXTERNAL [[clang::sycl_external]]
#else
#define SYCL_EXTERNAL
#endif
#define __SYCL2020 1
// Kernel objects and buffer contents reach the device as bytes, so a type
// that is_device_copyable names works there even when it is not trivially
// copyable (SYCL 2020 5.6).
#define SYCL_DEVICE_COPYABLE 1

#endif // SYCL_DETAIL_COMMON_HPP
