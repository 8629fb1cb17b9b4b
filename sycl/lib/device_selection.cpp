//===- device_selection.cpp - ONEAPI_DEVICE_SELECTOR and "no device" errors ==//
//
// ONEAPI_DEVICE_SELECTOR as DPC++ reads it: terms separated by ';', each
// `[!]backend:device[,device...]`. A backend is level_zero (the only one
// here), opencl, cuda, hip, native_cpu or *; a device is *, cpu, gpu, fpga
// or the index of a device among that backend's devices. A device is kept
// when it matches a positive term (any, if there are only negative ones)
// and no negative term. The runtime's order is kept.
//
//===----------------------------------------------------------------------===//

#include "device_selection.h"

#include "sycl/sycl.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>

namespace sycl::detail {
namespace {

struct Term {
  bool negative = false;
  std::string backend;              // "*" or a backend name
  std::vector<std::string> devices; // "*", "cpu", "gpu", "fpga" or an index
};

// What device enumeration saw, for the "no device" errors.
struct Record {
  std::vector<device_properties> all;
  std::vector<bool> kept;
  std::string selector, runtime_error;
};
Record &record() {
  static auto *R = new Record;
  return *R;
}

std::string lower(std::string s) {
  for (char &c : s)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<std::string> split(const std::string &s, char sep) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (;;) {
    size_t end = s.find(sep, start);
    parts.push_back(trim(s.substr(start, end - start)));
    if (end == std::string::npos)
      return parts;
    start = end + 1;
  }
}

[[noreturn]] void bad(const std::string &selector, const std::string &why) {
  throw_error(int(errc::invalid), "ONEAPI_DEVICE_SELECTOR='" + selector + "': " + why);
}

std::vector<Term> parse(const std::string &selector) {
  std::vector<Term> terms;
  for (std::string text : split(lower(selector), ';')) {
    if (text.empty())
      continue;
    Term t;
    if (text[0] == '!') {
      t.negative = true;
      text = trim(text.substr(1));
    }
    size_t colon = text.find(':');
    if (colon == std::string::npos)
      bad(selector, "'" + text + "' needs a backend and devices, as in level_zero:cpu");
    t.backend = trim(text.substr(0, colon));
    if (t.backend.rfind("ext_oneapi_", 0) == 0)
      t.backend = t.backend.substr(11);
    if (t.backend != "*" && t.backend != "level_zero" && t.backend != "opencl" && t.backend != "cuda" &&
        t.backend != "hip" && t.backend != "native_cpu")
      bad(selector, "unknown backend '" + t.backend + "' (level_zero, opencl, cuda, hip, native_cpu or *)");
    for (const std::string &d : split(text.substr(colon + 1), ',')) {
      if (d.empty())
        bad(selector, "'" + text + "' names no device (*, cpu, gpu, fpga or an index)");
      if (d.find('.') != std::string::npos)
        bad(selector, "'" + d + "' names a sub-device; no device here can be partitioned");
      bool index = d.find_first_not_of("0123456789") == std::string::npos;
      if (!index && d != "*" && d != "cpu" && d != "gpu" && d != "fpga")
        bad(selector, "unknown device '" + d + "' (*, cpu, gpu, fpga or an index)");
      t.devices.push_back(d);
    }
    terms.push_back(std::move(t));
  }
  if (terms.empty())
    bad(selector, "no term (expected e.g. level_zero:cpu)");
  return terms;
}

bool matches(const Term &t, const device_properties &p, size_t index_in_backend) {
  if (t.backend != "*" && t.backend != p.plugin)
    return false;
  for (const std::string &d : t.devices)
    if (d == "*" || (d == "cpu" && p.is_cpu) || (d == "gpu" && p.is_gpu) ||
        (d == "fpga" && !p.is_cpu && !p.is_gpu) || d == std::to_string(index_in_backend))
      return true;
  return false;
}

std::string describe(size_t i, const device_properties &p) {
  return std::to_string(i) + ": " + p.name + " [" + p.plugin + ", " +
         (p.is_gpu ? "gpu" : p.is_cpu ? "cpu" : "other") + "]";
}

} // namespace

std::vector<size_t> apply_device_selector(const std::vector<device_properties> &all,
                                          const std::string &runtime_error) {
  static std::once_flag warned;
  if (const char *old = std::getenv("SYCL_DEVICE_FILTER"); old && *old)
    std::call_once(warned, [] {
      std::fprintf(stderr, "warning: SYCL_DEVICE_FILTER is ignored (DPC++ removed it); use "
                           "ONEAPI_DEVICE_SELECTOR, e.g. ONEAPI_DEVICE_SELECTOR=level_zero:cpu\n");
    });
  Record &r = record();
  r.all = all;
  r.kept.assign(all.size(), true);
  r.runtime_error = runtime_error;
  const char *env = std::getenv("ONEAPI_DEVICE_SELECTOR");
  r.selector = env ? env : "";
  std::vector<size_t> kept;
  if (trim(r.selector).empty()) {
    for (size_t i = 0; i < all.size(); ++i)
      kept.push_back(i);
    return kept;
  }
  std::vector<Term> terms = parse(r.selector);
  bool any_positive = false;
  for (const Term &t : terms)
    any_positive |= !t.negative;
  std::map<std::string, size_t> per_backend;
  for (size_t i = 0; i < all.size(); ++i) {
    size_t n = per_backend[all[i].plugin]++;
    bool in = !any_positive, out = false;
    for (const Term &t : terms)
      if (matches(t, all[i], n))
        (t.negative ? out : in) = true;
    r.kept[i] = in && !out;
    if (r.kept[i])
      kept.push_back(i);
  }
  return kept;
}

void throw_no_device(const std::string &what) {
  const Record &r = record();
  std::string msg = what + "; ";
  if (r.all.empty()) {
    msg += "no device found";
    if (!r.runtime_error.empty())
      msg += " (" + r.runtime_error + ")";
  } else {
    std::string found, excluded;
    for (size_t i = 0, n = 0; i < r.all.size(); ++i) {
      if (!r.kept[i]) {
        excluded += (excluded.empty() ? "" : "; ") + r.all[i].name;
        continue;
      }
      found += (found.empty() ? "" : "; ") + describe(n++, r.all[i]);
    }
    msg += "devices found: " + (found.empty() ? std::string("none") : found);
    if (!excluded.empty())
      msg += "; excluded by ONEAPI_DEVICE_SELECTOR='" + r.selector + "': " + excluded;
  }
  throw_error(int(errc::runtime), msg);
}

} // namespace sycl::detail
