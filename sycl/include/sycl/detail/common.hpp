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

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <system_error>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#define SYCL_EXTERNAL
#define __SYCL2020 1

#endif // SYCL_DETAIL_COMMON_HPP
