//===- kernel_names.cpp - kernel names in the library's messages ----------===//
//
// The runtime's messages name kernels as the module does ("_ZTS..."); the
// library shows them as users wrote them (offload/common/KernelNames.cpp).
//
//===----------------------------------------------------------------------===//

#include "sycl/detail/runtime.hpp"

#include "KernelNames.h"

#include <cctype>

namespace sycl::detail {

std::string kernel_display_name(const char *name) { return kernel_names::displayName(name ? name : ""); }

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
