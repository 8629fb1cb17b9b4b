//===- LevelZeroLoader.h - The Level-Zero loader's drivers ------*- C++ -*-===//
//
// The one place that configures the Level-Zero loader for the bundled CPU
// driver, and the runtime's one owner of process-wide side effects: it sets
// ZE_ENABLE_ALT_DRIVERS for the plugin's zeInit and removes it after. The
// Level-Zero plugin is a plain client of whatever the loader then offers.
// docs/Runtime.md ("The Level-Zero loader") describes the policy.
//
//===----------------------------------------------------------------------===//
#ifndef SPIRV_OFFLOAD_LEVEL_ZERO_LOADER_H
#define SPIRV_OFFLOAD_LEVEL_ZERO_LOADER_H

#include "Plugin.h"

#include <functional>
#include <string>

namespace spvrt {

/// What the loader was given, for the plugin.
struct LoaderSetup {
  /// The drivers, for a failed zeInit's message.
  std::string Description;
  /// The loader loads more than one driver. Debian's 1.8 loader then wraps
  /// every handle, but zeModuleCreate returns before wrapping the build log
  /// when the build fails: the handle it gives back is the driver's own, and
  /// passing it to zeModuleBuildLogGetString crashes the loader. A plugin
  /// does not read a failed build's log then.
  bool SeveralDrivers = false;
};

/// Configures the loader, runs Init (the plugin's zeInit and discovery) and
/// restores the environment. A user's ZE_ENABLE_ALT_DRIVERS wins;
/// otherwise the loader gets the installed real drivers that find a device
/// and the CPU driver. Fails without calling Init when there is no driver
/// at all; refines Init's failure when the CPU driver is missing.
Status withLevelZeroLoader(const std::function<Status(const LoaderSetup &)> &Init);

/// Size and modification time of the runtime library and of the CPU
/// driver: part of a cached native binary's key, since their versions do
/// not change with their code (ModuleCache.cpp).
std::string buildStamps();

} // namespace spvrt

#endif
