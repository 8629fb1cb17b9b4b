//===- Runtime.cpp - SPIR-V offload runtime: errors and handles -----------===//
#include "RuntimeInternal.h"

#include <cstdarg>
#include <cstring>
#include <set>

namespace spvrt {

spvrt_result fail(const char *Call, spvrt_result Code, const char *Fmt, ...) {
  char Buf[2048];
  va_list Ap;
  va_start(Ap, Fmt);
  vsnprintf(Buf, sizeof(Buf), Fmt, Ap);
  va_end(Ap);
  LastError::set(std::string(Call) + ": " + Buf);
  return Code;
}

spvrt_result fail(const char *Call, const Status &S) {
  LastError::set(std::string(Call) + ": " + S.Message);
  return S.Code;
}

spvrt_result ok() {
  LastError::set({});
  return SPVRT_SUCCESS;
}

// Live images and samplers: a released or foreign handle is an error, not
// a crash.
std::mutex ObjectsMutex;
std::set<const void *> &liveObjects() {
  static auto *S = new std::set<const void *>(); // outlives static destructors
  return *S;
}
void addObject(const void *O) {
  std::lock_guard<std::mutex> L(ObjectsMutex);
  liveObjects().insert(O);
}
bool isLiveObject(const void *O) {
  std::lock_guard<std::mutex> L(ObjectsMutex);
  return O && liveObjects().count(O);
}
bool removeObject(const void *O) {
  std::lock_guard<std::mutex> L(ObjectsMutex);
  return O && liveObjects().erase(O);
}

bool tracing() {
  static const bool On = [] {
    const char *E = getenv("SPIRV_OFFLOAD_TRACE");
    return E && *E && strcmp(E, "0") != 0;
  }();
  return On;
}

} // namespace spvrt

extern "C" {

const char *spvrt_result_name(spvrt_result R) {
  switch (R) {
  case SPVRT_SUCCESS: return "SPVRT_SUCCESS";
  case SPVRT_ERROR_INVALID_ARGUMENT: return "SPVRT_ERROR_INVALID_ARGUMENT";
  case SPVRT_ERROR_NO_DEVICE: return "SPVRT_ERROR_NO_DEVICE";
  case SPVRT_ERROR_IO: return "SPVRT_ERROR_IO";
  case SPVRT_ERROR_INVALID_BINARY: return "SPVRT_ERROR_INVALID_BINARY";
  case SPVRT_ERROR_BUILD_FAILED: return "SPVRT_ERROR_BUILD_FAILED";
  case SPVRT_ERROR_KERNEL_NOT_FOUND: return "SPVRT_ERROR_KERNEL_NOT_FOUND";
  case SPVRT_ERROR_INVALID_ARG_INDEX: return "SPVRT_ERROR_INVALID_ARG_INDEX";
  case SPVRT_ERROR_INVALID_ARG_SIZE: return "SPVRT_ERROR_INVALID_ARG_SIZE";
  case SPVRT_ERROR_INVALID_ARG_KIND: return "SPVRT_ERROR_INVALID_ARG_KIND";
  case SPVRT_ERROR_ARG_NOT_SET: return "SPVRT_ERROR_ARG_NOT_SET";
  case SPVRT_ERROR_INVALID_LAUNCH: return "SPVRT_ERROR_INVALID_LAUNCH";
  case SPVRT_ERROR_INVALID_POINTER: return "SPVRT_ERROR_INVALID_POINTER";
  case SPVRT_ERROR_OUT_OF_MEMORY: return "SPVRT_ERROR_OUT_OF_MEMORY";
  case SPVRT_ERROR_UNSUPPORTED: return "SPVRT_ERROR_UNSUPPORTED";
  case SPVRT_ERROR_DEVICE: return "SPVRT_ERROR_DEVICE";
  case SPVRT_ERROR_NOT_READY: return "SPVRT_ERROR_NOT_READY";
  }
  return "SPVRT_ERROR_(unknown)";
}

const char *spvrt_last_error(void) { return LastError::c_str(); }
const char *spvrt_last_build_log(void) { return LastBuildLog::c_str(); }
const char *spvrt_version(void) { return SPVRT_VERSION_STRING; }

} // extern "C"
