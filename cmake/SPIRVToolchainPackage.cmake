# What `cmake --install` adds besides the targets' own install rules (the
# toolchain's bin/, lib/ and include/, docs/Install.md), and `cpack -G DEB`.

# The CMake package of the installed toolchain: find_package(SPIRVToolchain).
include(CMakePackageConfigHelpers)
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/cmake/SPIRVToolchainConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_SOURCE_DIR}/cmake/package/SPIRVToolchainConfig.cmake"
  "${PROJECT_BINARY_DIR}/cmake/SPIRVToolchainConfigVersion.cmake"
  DESTINATION lib/cmake/SPIRVToolchain)

# The Debian package: the same tree under /opt/spirv-toolchain (its clang and
# clang++ would clash with Debian's in /usr/bin). The binaries' own
# dependencies (libze1, ocl-icd-libopencl1, libz3-4, ...) come from
# dpkg-shlibdeps; the rest is what the toolchain runs or reads at run time:
#   libclang-common-22-dev  Clang's builtin headers (the driver's resource dir)
#   libstdc++-12-dev, libgcc-12-dev, libc6-dev, binutils
#                           host compilation and linking (clang++ uses GCC's
#                           C++ library, start files and ld)
#   pocl-opencl-icd         the CPU driver's PoCL device
#   llvm-spirv-15           the reader that turns SPIR-V into PoCL's IR
#   spirv-tools             spirv-link, for clang's link of OpenCL C modules
# Intel's OpenCL CPU runtime is not a Debian package: docs/Install.md says
# how to add it.
set(CPACK_PACKAGE_NAME "spirv-toolchain")
set(CPACK_PACKAGE_VENDOR "SPIR-V toolchain for LLVM")
set(CPACK_PACKAGE_CONTACT "SPIR-V toolchain maintainers <spirv-toolchain@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "SPIR-V compiler (llc, clang for OpenCL C, clang++ -fsycl), offload runtime and CPU Level-Zero driver")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "/opt/spirv-toolchain")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libclang-common-22-dev, libstdc++-12-dev, libgcc-12-dev, libc6-dev, binutils, pocl-opencl-icd, llvm-spirv-15, spirv-tools")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "An LLVM target that compiles LLVM IR to SPIR-V for OpenCL and Level-Zero
kernels, Clang 22 linked with it (OpenCL C, and SYCL 2020 with clang++ -fsycl
and this project's SYCL library), the offload runtime, spirv-run, sycl-ls and
a CPU Level-Zero driver that runs kernels through PoCL (and Intel's OpenCL CPU
runtime, where installed). Installed under /opt/spirv-toolchain.")
# clang -fopenmp links LLVM 22's OpenMP runtime from Debian's LLVM tree.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libomp-22-dev")
include(CPack)
