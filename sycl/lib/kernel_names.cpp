//===- kernel_names.cpp - kernel names as users wrote them ----------------===//
//
// SYCL kernels are named by __builtin_sycl_unique_stable_name of their name
// type: "_ZTS" and the type's mangling. The runtime's messages name kernels
// as the module does; the library shows them as users wrote them: the type
// demangled and, for an unnamed kernel (the library's detail::auto_name of
// its kernel wrapper), the user's function object, e.g.
// "main::{lambda(sycl::id<1>)#1}". Other names are shown as they are.
//
//===----------------------------------------------------------------------===//

#include "sycl/detail/runtime.hpp"

#include "kernel_names.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <memory>
#include <vector>

namespace sycl::detail {
namespace {

// The template arguments of the outermost template in `s`, split at
// top-level commas.
std::vector<std::string> template_args(const std::string &s) {
  std::vector<std::string> args;
  size_t open = s.find('<');
  if (open == std::string::npos || s.back() != '>')
    return args;
  int depth = 0;
  size_t start = open + 1;
  for (size_t i = open + 1; i + 1 < s.size(); ++i) {
    char c = s[i];
    if (c == '<' || c == '(' || c == '{')
      ++depth;
    else if (c == '>' || c == ')' || c == '}')
      --depth;
    else if (c == ',' && depth == 0) {
      args.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  args.push_back(s.substr(start, s.size() - 1 - start));
  for (std::string &a : args) {
    size_t b = a.find_first_not_of(' '), e = a.find_last_not_of(' ');
    a = b == std::string::npos ? "" : a.substr(b, e - b + 1);
  }
  return args;
}

std::string display_name(const std::string &n) {
  if (n.rfind("_ZTS", 0) != 0)
    return n;
  int status = 0;
  std::unique_ptr<char, void (*)(void *)> d(abi::__cxa_demangle(n.c_str() + 4, nullptr, nullptr, &status), std::free);
  if (status != 0 || !d)
    return n;
  std::string s = d.get();
  const std::string automatic = "sycl::detail::auto_name<";
  if (s.rfind(automatic, 0) != 0)
    return s;
  // auto_name<wrapper<...>>: the wrapper's function object is its only
  // argument (single_task_kernel) or its second (the others).
  std::vector<std::string> outer = template_args(s);
  if (outer.size() != 1)
    return s;
  std::vector<std::string> inner = template_args(outer[0]);
  if (inner.empty())
    return s;
  return inner.size() == 1 ? inner[0] : inner[1];
}

} // namespace

std::string kernel_display_name(const char *name) { return display_name(name ? name : ""); }

std::string with_kernel_names_demangled(const std::string &message) {
  std::string out;
  size_t i = 0;
  while (i < message.size()) {
    size_t at = message.find("_ZTS", i);
    if (at == std::string::npos || (at > 0 && (std::isalnum(static_cast<unsigned char>(message[at - 1])) ||
                                               message[at - 1] == '_'))) {
      out += message.substr(i, at == std::string::npos ? std::string::npos : at + 4 - i);
      if (at == std::string::npos)
        break;
      i = at + 4;
      continue;
    }
    size_t end = at;
    while (end < message.size() && (std::isalnum(static_cast<unsigned char>(message[end])) || message[end] == '_' ||
                                    message[end] == '$' || message[end] == '.'))
      ++end;
    out += message.substr(i, at - i) + kernel_display_name(message.substr(at, end - at).c_str());
    i = end;
  }
  return out;
}

} // namespace sycl::detail

extern "C" size_t spirv_kernel_display_name(const char *name, char *out, size_t size) {
  std::string s = sycl::detail::kernel_display_name(name);
  if (size) {
    size_t n = std::min(s.size(), size - 1);
    memcpy(out, s.data(), n);
    out[n] = '\0';
  }
  return s.size();
}
