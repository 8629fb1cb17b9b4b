//===- sycl/detail/device_builtins.hpp - OpenCL builtins for device code --===//
//
// Device code reaches work-item queries, barriers and math through the
// OpenCL C builtins our SPIR-V target already lowers. They are declared here
// under private names bound, with an asm label, to the Itanium-mangled
// OpenCL name (e.g. _Z13get_global_idj), so they cannot clash with the C and
// C++ library functions of the same name. Only the device compile sees them.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_DEVICE_BUILTINS_HPP
#define SYCL_DETAIL_DEVICE_BUILTINS_HPP

#include <cstddef>
#include <cstdint>

#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_LOCAL __attribute__((opencl_local))
#else
#define __SYCL_LOCAL
#endif

namespace sycl::detail::ocl {
#ifdef __SYCL_DEVICE_ONLY__
#define __SYCL_OCL(ret, name, params, mangled) ret name params __asm__(mangled);
// Work-item functions (OpenCL dimension numbering). Under
// -fsycl-id-queries-fit-in-int (the default, as in DPC++: the driver then
// defines __SYCL_ID_QUERIES_FIT_IN_INT__ and the library refuses larger
// ranges at submission) every id and range is known to fit in int, so the
// optimizer drops the sign extensions of `int i = get_local_id(0) / n`.
// Without that, such an index becomes (id << k) >> 32, which Intel's CPU
// compiler miscompiles as a local memory address.
#define __SYCL_OCL_ID(name, mangled)                                                                                   \
  size_t name##_query(unsigned) __asm__(mangled);                                                                      \
  inline size_t name(unsigned d) {                                                                                     \
    size_t v = name##_query(d);                                                                                        \
    __SYCL_ASSUME_INT(v);                                                                                              \
    return v;                                                                                                          \
  }
#ifdef __SYCL_ID_QUERIES_FIT_IN_INT__
#define __SYCL_ASSUME_INT(v) __builtin_assume((v) <= 2147483647u)
#else
#define __SYCL_ASSUME_INT(v)
#endif
__SYCL_OCL_ID(global_id, "_Z13get_global_idj")
__SYCL_OCL_ID(local_id, "_Z12get_local_idj")
__SYCL_OCL_ID(group_id, "_Z12get_group_idj")
__SYCL_OCL_ID(global_size, "_Z15get_global_sizej")
__SYCL_OCL_ID(local_size, "_Z14get_local_sizej")
__SYCL_OCL_ID(num_groups, "_Z14get_num_groupsj")
__SYCL_OCL_ID(global_offset, "_Z17get_global_offsetj")
#undef __SYCL_OCL_ID
#undef __SYCL_ASSUME_INT
__SYCL_OCL(void, barrier, (unsigned), "_Z7barrierj")
__SYCL_OCL(void, mem_fence, (unsigned), "_Z9mem_fencej")
// OpenCL.std printf in the translator's spelling; the target moves the
// string literals it reads to the constant address space.
__SYCL_OCL(int, printf, (const char *, ...), "_Z18__spirv_ocl_printfPKcz")
// Sub-group and work-group functions (cl_khr_subgroups and its
// extended_types / non_uniform_arithmetic / shuffle / shuffle_relative
// siblings), overloaded per element type T with its mangling code.
__SYCL_OCL(unsigned, sub_group_size, (), "_Z18get_sub_group_sizev")
__SYCL_OCL(unsigned, max_sub_group_size, (), "_Z22get_max_sub_group_sizev")
__SYCL_OCL(unsigned, num_sub_groups, (), "_Z18get_num_sub_groupsv")
__SYCL_OCL(unsigned, sub_group_id, (), "_Z16get_sub_group_idv")
__SYCL_OCL(unsigned, sub_group_local_id, (), "_Z22get_sub_group_local_idv")
__SYCL_OCL(void, sub_group_barrier, (unsigned), "_Z17sub_group_barrierj")
__SYCL_OCL(int, sub_group_all, (int), "_Z13sub_group_alli")
__SYCL_OCL(int, sub_group_any, (int), "_Z13sub_group_anyi")
__SYCL_OCL(int, work_group_all, (int), "_Z14work_group_alli")
__SYCL_OCL(int, work_group_any, (int), "_Z14work_group_anyi")
#define __SYCL_OCL_GROUP(T, c)                                                                                         \
  __SYCL_OCL(T, sub_group_reduce_add, (T), "_Z20sub_group_reduce_add" c)                                              \
  __SYCL_OCL(T, sub_group_reduce_min, (T), "_Z20sub_group_reduce_min" c)                                              \
  __SYCL_OCL(T, sub_group_reduce_max, (T), "_Z20sub_group_reduce_max" c)                                              \
  __SYCL_OCL(T, sub_group_scan_inclusive_add, (T), "_Z28sub_group_scan_inclusive_add" c)                              \
  __SYCL_OCL(T, sub_group_scan_inclusive_min, (T), "_Z28sub_group_scan_inclusive_min" c)                              \
  __SYCL_OCL(T, sub_group_scan_inclusive_max, (T), "_Z28sub_group_scan_inclusive_max" c)                              \
  __SYCL_OCL(T, sub_group_scan_exclusive_add, (T), "_Z28sub_group_scan_exclusive_add" c)                              \
  __SYCL_OCL(T, sub_group_scan_exclusive_min, (T), "_Z28sub_group_scan_exclusive_min" c)                              \
  __SYCL_OCL(T, sub_group_scan_exclusive_max, (T), "_Z28sub_group_scan_exclusive_max" c)                              \
  __SYCL_OCL(T, work_group_reduce_add, (T), "_Z21work_group_reduce_add" c)                                            \
  __SYCL_OCL(T, work_group_reduce_min, (T), "_Z21work_group_reduce_min" c)                                            \
  __SYCL_OCL(T, work_group_reduce_max, (T), "_Z21work_group_reduce_max" c)                                            \
  __SYCL_OCL(T, work_group_scan_inclusive_add, (T), "_Z29work_group_scan_inclusive_add" c)                            \
  __SYCL_OCL(T, work_group_scan_inclusive_min, (T), "_Z29work_group_scan_inclusive_min" c)                            \
  __SYCL_OCL(T, work_group_scan_inclusive_max, (T), "_Z29work_group_scan_inclusive_max" c)                            \
  __SYCL_OCL(T, work_group_scan_exclusive_add, (T), "_Z29work_group_scan_exclusive_add" c)                            \
  __SYCL_OCL(T, work_group_scan_exclusive_min, (T), "_Z29work_group_scan_exclusive_min" c)                            \
  __SYCL_OCL(T, work_group_scan_exclusive_max, (T), "_Z29work_group_scan_exclusive_max" c)                            \
  __SYCL_OCL(T, sub_group_non_uniform_reduce_mul, (T), "_Z32sub_group_non_uniform_reduce_mul" c)                      \
  __SYCL_OCL(T, sub_group_non_uniform_scan_inclusive_mul, (T), "_Z40sub_group_non_uniform_scan_inclusive_mul" c)      \
  __SYCL_OCL(T, sub_group_non_uniform_scan_exclusive_mul, (T), "_Z40sub_group_non_uniform_scan_exclusive_mul" c)      \
  __SYCL_OCL(T, sub_group_broadcast, (T, unsigned), "_Z19sub_group_broadcast" c "j")                                  \
  __SYCL_OCL(T, work_group_broadcast, (T, size_t), "_Z20work_group_broadcast" c "m")                                  \
  __SYCL_OCL(T, sub_group_shuffle, (T, unsigned), "_Z17sub_group_shuffle" c "j")                                      \
  __SYCL_OCL(T, sub_group_shuffle_xor, (T, unsigned), "_Z21sub_group_shuffle_xor" c "j")                              \
  __SYCL_OCL(T, sub_group_shuffle_up, (T, unsigned), "_Z20sub_group_shuffle_up" c "j")                                \
  __SYCL_OCL(T, sub_group_shuffle_down, (T, unsigned), "_Z22sub_group_shuffle_down" c "j")
// Bitwise operations: integers only.
#define __SYCL_OCL_GROUP_BITS(T, c)                                                                                    \
  __SYCL_OCL(T, sub_group_non_uniform_reduce_and, (T), "_Z32sub_group_non_uniform_reduce_and" c)                      \
  __SYCL_OCL(T, sub_group_non_uniform_reduce_or, (T), "_Z31sub_group_non_uniform_reduce_or" c)                        \
  __SYCL_OCL(T, sub_group_non_uniform_reduce_xor, (T), "_Z32sub_group_non_uniform_reduce_xor" c)                      \
  __SYCL_OCL(T, sub_group_non_uniform_scan_inclusive_and, (T), "_Z40sub_group_non_uniform_scan_inclusive_and" c)      \
  __SYCL_OCL(T, sub_group_non_uniform_scan_inclusive_or, (T), "_Z39sub_group_non_uniform_scan_inclusive_or" c)        \
  __SYCL_OCL(T, sub_group_non_uniform_scan_inclusive_xor, (T), "_Z40sub_group_non_uniform_scan_inclusive_xor" c)      \
  __SYCL_OCL(T, sub_group_non_uniform_scan_exclusive_and, (T), "_Z40sub_group_non_uniform_scan_exclusive_and" c)      \
  __SYCL_OCL(T, sub_group_non_uniform_scan_exclusive_or, (T), "_Z39sub_group_non_uniform_scan_exclusive_or" c)        \
  __SYCL_OCL(T, sub_group_non_uniform_scan_exclusive_xor, (T), "_Z40sub_group_non_uniform_scan_exclusive_xor" c)
__SYCL_OCL_GROUP(char, "c")
__SYCL_OCL_GROUP(signed char, "a")
__SYCL_OCL_GROUP(unsigned char, "h")
__SYCL_OCL_GROUP(short, "s")
__SYCL_OCL_GROUP(unsigned short, "t")
__SYCL_OCL_GROUP(int, "i")
__SYCL_OCL_GROUP(unsigned, "j")
__SYCL_OCL_GROUP(long, "l")
__SYCL_OCL_GROUP(unsigned long, "m")
__SYCL_OCL_GROUP(long long, "x")
__SYCL_OCL_GROUP(unsigned long long, "y")
__SYCL_OCL_GROUP(float, "f")
__SYCL_OCL_GROUP(double, "d")
__SYCL_OCL_GROUP_BITS(char, "c")
__SYCL_OCL_GROUP_BITS(signed char, "a")
__SYCL_OCL_GROUP_BITS(unsigned char, "h")
__SYCL_OCL_GROUP_BITS(short, "s")
__SYCL_OCL_GROUP_BITS(unsigned short, "t")
__SYCL_OCL_GROUP_BITS(int, "i")
__SYCL_OCL_GROUP_BITS(unsigned, "j")
__SYCL_OCL_GROUP_BITS(long, "l")
__SYCL_OCL_GROUP_BITS(unsigned long, "m")
__SYCL_OCL_GROUP_BITS(long long, "x")
__SYCL_OCL_GROUP_BITS(unsigned long long, "y")
__SYCL_OCL(int, sub_group_non_uniform_reduce_logical_and, (int), "_Z40sub_group_non_uniform_reduce_logical_andi")
__SYCL_OCL(int, sub_group_non_uniform_reduce_logical_or, (int), "_Z39sub_group_non_uniform_reduce_logical_ori")
__SYCL_OCL(int, sub_group_non_uniform_scan_inclusive_logical_and, (int), "_Z48sub_group_non_uniform_scan_inclusive_logical_andi")
__SYCL_OCL(int, sub_group_non_uniform_scan_inclusive_logical_or, (int), "_Z47sub_group_non_uniform_scan_inclusive_logical_ori")
__SYCL_OCL(int, sub_group_non_uniform_scan_exclusive_logical_and, (int), "_Z48sub_group_non_uniform_scan_exclusive_logical_andi")
__SYCL_OCL(int, sub_group_non_uniform_scan_exclusive_logical_or, (int), "_Z47sub_group_non_uniform_scan_exclusive_logical_ori")
#undef __SYCL_OCL_GROUP
#undef __SYCL_OCL_GROUP_BITS
#undef __SYCL_OCL
#endif
constexpr unsigned CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2;
} // namespace sycl::detail::ocl

#endif
