//===- KernelNames.cpp - kernel names as users wrote them -----------------===//
//
// SYCL kernels are named by __builtin_sycl_unique_stable_name of their name
// type: "_ZTS" and the type's mangling. displayName demangles the type and,
// for an unnamed kernel (the SYCL library's detail::auto_name of its kernel
// wrapper), gives the user's function object, e.g.
// "main::{lambda(sycl::id<1>)#1}". Other names are returned as they are.
// Used by the runtime's SYCL library and by the CPU driver's fault reports.
//
//===----------------------------------------------------------------------===//

#include "KernelNames.h"

#include <cstdlib>
#include <cxxabi.h>
#include <memory>
#include <vector>

namespace kernel_names {
namespace {

// The template arguments of the outermost template in `s`, split at
// top-level commas.
std::vector<std::string> templateArgs(const std::string &s) {
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

} // namespace

std::string displayName(const std::string &n) {
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
  std::vector<std::string> outer = templateArgs(s);
  if (outer.size() != 1)
    return s;
  std::vector<std::string> inner = templateArgs(outer[0]);
  if (inner.empty())
    return s;
  return inner.size() == 1 ? inner[0] : inner[1];
}

} // namespace kernel_names
