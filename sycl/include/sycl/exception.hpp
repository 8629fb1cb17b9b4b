//===- sycl/exception.hpp - errc, exception, exception_list and async_handler ---===//
//
// Part of this project's SYCL 2020 library; <sycl/sycl.hpp> includes every
// header (the layout is in docs/SYCL.md).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXCEPTION_HPP
#define SYCL_EXCEPTION_HPP

#include <sycl/detail/common.hpp>

namespace sycl {
inline namespace _V1 {}

// ---------------------------------------------------------------- errors
enum class errc {
  success = 0,
  runtime,
  kernel,
  accessor,
  nd_range,
  event,
  kernel_argument,
  build,
  invalid,
  memory_allocation,
  platform,
  profiling,
  feature_not_supported,
  kernel_not_supported,
  backend_mismatch
};
const std::error_category &sycl_category() noexcept;
inline std::error_code make_error_code(errc e) noexcept { return {int(e), sycl_category()}; }

class context;
class exception : public virtual std::exception {
public:
  exception(std::error_code ec, const std::string &what) : ec(ec), msg(what) {}
  exception(std::error_code ec, const char *what) : ec(ec), msg(what) {}
  exception(std::error_code ec) : ec(ec) {}
  exception(int ev, const std::error_category &cat, const std::string &what) : exception({ev, cat}, what) {}
  exception(int ev, const std::error_category &cat, const char *what) : exception({ev, cat}, what) {}
  exception(int ev, const std::error_category &cat) : exception(std::error_code(ev, cat)) {}
  // With the context the error belongs to (context.hpp defines these).
  exception(context ctx, std::error_code ec, const std::string &what);
  exception(context ctx, std::error_code ec, const char *what);
  exception(context ctx, std::error_code ec);
  exception(context ctx, int ev, const std::error_category &cat, const std::string &what);
  exception(context ctx, int ev, const std::error_category &cat, const char *what);
  exception(context ctx, int ev, const std::error_category &cat);
  // The library's errors.
  exception(errc e, const std::string &what) : exception(make_error_code(e), what) {}
  exception(errc e, const char *what = "") : exception(make_error_code(e), what) {}

  const char *what() const noexcept override { return msg.c_str(); }
  const std::error_code &code() const noexcept { return ec; }
  const std::error_category &category() const noexcept { return ec.category(); }
  bool has_context() const noexcept { return ctx != nullptr; }
  context get_context() const;

private:
  std::error_code ec;
  std::string msg;
  std::shared_ptr<context> ctx;
};

class exception_list {
public:
  using value_type = std::exception_ptr;
  using reference = value_type &;
  using const_reference = const value_type &;
  using size_type = std::size_t;
  using iterator = std::vector<std::exception_ptr>::const_iterator;
  using const_iterator = std::vector<std::exception_ptr>::const_iterator;
  size_type size() const { return list.size(); }
  iterator begin() const { return list.begin(); }
  iterator end() const { return list.end(); }
  std::vector<std::exception_ptr> list;
};
using async_handler = std::function<void(exception_list)>;

} // namespace sycl

namespace std {
template <> struct is_error_code_enum<sycl::errc> : true_type {};
} // namespace std

#endif // SYCL_EXCEPTION_HPP
