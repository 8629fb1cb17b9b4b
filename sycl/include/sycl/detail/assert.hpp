//===- sycl/detail/assert.hpp - assert() in device code --------------------===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
// A failed assert() in a kernel prints the expression, file, line, function,
// kernel and work-item, then aborts the program, when the kernel completes:
//  - each launch gets an assert_record in shared USM, passed in the kernel's
//    patches; the entry point makes it the work-item's current record;
//  - in device code __assert_fail (which glibc's assert() calls) is a macro
//    for device_assert_fail, which fills the record once (the first failing
//    work-item wins); the work-item then goes on, as a device cannot stop it;
//  - the host looks at the record when the command has completed
//    (assert_check::check) and aborts if an assertion failed.
// /work/notes/assert.md describes the hook for the runtime.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_ASSERT_HPP
#define SYCL_DETAIL_ASSERT_HPP

#include <sycl/detail/runtime.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>

namespace sycl::detail {

struct assert_record {
  uint32_t failed; // 1 once a work-item has claimed the record
  uint32_t line;
  uint32_t dims; // of the launch (set by the host)
  uint32_t reserved;
  uint64_t global_id[3], local_id[3]; // OpenCL dimension order
  char expr[512], file[256], func[256];
};

#ifdef __SYCL_DEVICE_ONLY__
// The running launch's record: every work-item stores the same address.
// An integer, not a pointer: after the device link (which makes it
// internal), LLVM's GlobalOpt deletes the stores to an integer variable that
// nothing reads, but keeps those to a pointer variable (a leak checker's
// root), so kernels of programs without device assertions would still store.
inline uintptr_t current_assert_record;

inline void copy_text(char *to, size_t size, const char *from) {
  size_t i = 0;
  for (; from && from[i] && i + 1 < size; ++i)
    to[i] = from[i];
  to[i] = 0;
}
inline void device_assert_fail(const char *expr, const char *file, unsigned line, const char *func) {
  auto *r = reinterpret_cast<assert_record *>(current_assert_record);
  if (!r)
    return;
  uint32_t expected = 0;
  if (!__scoped_atomic_compare_exchange_n((__attribute__((opencl_global)) uint32_t *)&r->failed, &expected, 1u,
                                          false, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE))
    return;
  r->line = line;
  for (unsigned d = 0; d < 3; ++d) {
    r->global_id[d] = ocl::global_id(d);
    r->local_id[d] = ocl::local_id(d);
  }
  copy_text(r->expr, sizeof r->expr, expr);
  copy_text(r->file, sizeof r->file, file);
  copy_text(r->func, sizeof r->func, func);
}
#endif

// The record of one launch, from before it starts until it has completed.
class assert_check {
public:
  assert_check(size_t device, unsigned dims)
      : device(device), record(static_cast<assert_record *>(acquire_launch_record(device, sizeof(assert_record)))) {
    if (record) {
      std::memset(record, 0, sizeof(assert_record));
      record->dims = dims;
    }
  }
  assert_check(const assert_check &) = delete;
  assert_check &operator=(const assert_check &) = delete;
  ~assert_check() { release_launch_record(device, record, sizeof(assert_record)); }
  // After the command has completed: a failed assertion ends the program.
  void check(const char *kernel_name) const {
    if (!record || !record->failed)
      return;
    const assert_record &r = *record;
    // Kernel names are type names (_ZTS<type>): show the type.
    int status = 0;
    const char *type = std::strncmp(kernel_name, "_ZTS", 4) == 0 ? kernel_name + 4 : kernel_name;
    char *readable = abi::__cxa_demangle(type, nullptr, nullptr, &status);
    std::fflush(stdout);
    std::fprintf(stderr, "%s:%u: %s: Assertion `%s' failed in kernel %s, work-item", r.file, r.line, r.func, r.expr,
                 readable ? readable : kernel_name);
    // SYCL dimension d is OpenCL dimension dims-1-d.
    for (const uint64_t *ids : {r.global_id, r.local_id}) {
      std::fprintf(stderr, ids == r.global_id ? " global id [" : ", local id [");
      for (uint32_t d = 0; d < r.dims && d < 3; ++d)
        std::fprintf(stderr, "%s%llu", d ? ", " : "", (unsigned long long)ids[r.dims - 1 - d]);
      std::fprintf(stderr, "]");
    }
    std::fprintf(stderr, "\n");
    std::free(readable);
    std::abort();
  }
  const size_t device;
  assert_record *const record;
};

} // namespace sycl::detail

#ifdef __SYCL_DEVICE_ONLY__
// glibc's assert() calls __assert_fail; in device code that is the record's
// writer. The declarations of <assert.h> are made (or skipped) first, so
// that including it again only redefines assert().
#include <assert.h>
#ifndef _ASSERT_H_DECLS
#define _ASSERT_H_DECLS
#endif
#undef __assert_fail
#define __assert_fail(expr, file, line, func) ::sycl::detail::device_assert_fail(expr, file, line, func)
#endif

#endif // SYCL_DETAIL_ASSERT_HPP
