//===- ThreadText.h - a thread's message that calls at exit may still set -===//
//
// Shared by the offload runtime and the SYCL library (each has its own
// strings).
//
//===----------------------------------------------------------------------===//
#ifndef SPVRT_COMMON_THREADTEXT_H
#define SPVRT_COMMON_THREADTEXT_H

#include <string>
#include <utility>

namespace spvrt {

/// A string per thread (a last error, a build log) that stays safe to use
/// after the thread's thread_local objects were destroyed. At exit the main
/// thread destroys them before static objects, whose destructors may still
/// call the runtime (a program's static queue releases its events then): a
/// thread_local std::string would be written after it was freed. The string
/// lives in a holder whose destructor marks it gone in a trivially
/// destructible flag, which stays valid until the thread ends; once gone,
/// the text reads as empty and writes are dropped. Each Tag is one string.
template <typename Tag> class ThreadText {
public:
  static void set(std::string S) {
    if (std::string *T = get())
      *T = std::move(S);
  }
  static std::string str() {
    std::string *T = get();
    return T ? *T : std::string();
  }
  /// Valid until the thread's next set.
  static const char *c_str() {
    std::string *T = get();
    return T ? T->c_str() : "";
  }

private:
  static bool &gone() {
    thread_local bool Gone = false;
    return Gone;
  }
  struct Holder {
    std::string Text;
    ~Holder() { gone() = true; }
  };
  static std::string *get() {
    if (gone())
      return nullptr;
    thread_local Holder H;
    return &H.Text;
  }
};

} // namespace spvrt

#endif // SPVRT_COMMON_THREADTEXT_H
