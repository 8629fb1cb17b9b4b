# The CMake package of an installed SPIR-V toolchain (<prefix>/lib/cmake/
# SPIRVToolchain). A project finds it with
#
#   find_package(SPIRVToolchain REQUIRED)    # -DCMAKE_PREFIX_PATH=<prefix>
#   add_executable(app main.cpp util.cpp)
#   add_sycl_to_target(TARGET app SOURCES main.cpp)
#
# and is configured with the toolchain's compiler,
# -DCMAKE_CXX_COMPILER=<prefix>/bin/clang++, as DPC++'s IntelSYCL package
# requires its own. Defines:
#   SPIRVToolchain_PREFIX         the installation prefix
#   SPIRVToolchain_CXX_COMPILER   <prefix>/bin/clang++ (SYCL and C++)
#   SPIRVToolchain_C_COMPILER     <prefix>/bin/clang (OpenCL C to SPIR-V)
#   SPIRVToolchain_LLC            <prefix>/bin/llc
#   SPIRVToolchain::offload       the offload runtime's C API (spirv_offload.h)
#   SPIRVToolchain::sycl          the SYCL library (linked by -fsycl itself)
#   add_sycl_to_target(TARGET <t> [SOURCES <src>...])
#     compiles the SOURCES (every source of <t> without SOURCES) as SYCL
#     (-fsycl) and links <t> with -fsycl, which embeds the device code and
#     links the SYCL library and the runtime.

get_filename_component(SPIRVToolchain_PREFIX "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(SPIRVToolchain_CXX_COMPILER "${SPIRVToolchain_PREFIX}/bin/clang++")
set(SPIRVToolchain_C_COMPILER "${SPIRVToolchain_PREFIX}/bin/clang")
set(SPIRVToolchain_LLC "${SPIRVToolchain_PREFIX}/bin/llc")

foreach(_spirv_lib offload sycl)
  if(NOT TARGET SPIRVToolchain::${_spirv_lib})
    add_library(SPIRVToolchain::${_spirv_lib} SHARED IMPORTED)
    set_target_properties(SPIRVToolchain::${_spirv_lib} PROPERTIES
      IMPORTED_LOCATION "${SPIRVToolchain_PREFIX}/lib/libspirv_${_spirv_lib}.so"
      INTERFACE_INCLUDE_DIRECTORIES "${SPIRVToolchain_PREFIX}/include")
  endif()
endforeach()
unset(_spirv_lib)

# Whether CMAKE_CXX_COMPILER is this toolchain's driver (under any of its
# names, or through a link to it).
function(_spirv_toolchain_is_compiler out)
  get_filename_component(_mine "${SPIRVToolchain_PREFIX}/bin/clang" REALPATH)
  get_filename_component(_used "${CMAKE_CXX_COMPILER}" REALPATH)
  if(_mine STREQUAL _used)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

function(add_sycl_to_target)
  cmake_parse_arguments(PARSE_ARGV 0 _arg "" "TARGET" "SOURCES")
  if(NOT _arg_TARGET OR NOT TARGET "${_arg_TARGET}")
    message(FATAL_ERROR "add_sycl_to_target: TARGET must name an existing target (got '${_arg_TARGET}')")
  endif()
  if(_arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "add_sycl_to_target: unknown arguments: ${_arg_UNPARSED_ARGUMENTS}")
  endif()
  _spirv_toolchain_is_compiler(_ours)
  if(NOT _ours)
    message(FATAL_ERROR "add_sycl_to_target: the C++ compiler is ${CMAKE_CXX_COMPILER}; SYCL "
      "code needs this toolchain's: configure with -DCMAKE_CXX_COMPILER=${SPIRVToolchain_CXX_COMPILER}")
  endif()
  if(_arg_SOURCES)
    set_property(SOURCE ${_arg_SOURCES} TARGET_DIRECTORY "${_arg_TARGET}"
      APPEND PROPERTY COMPILE_OPTIONS -fsycl)
  else()
    target_compile_options("${_arg_TARGET}" PRIVATE -fsycl)
  endif()
  target_link_options("${_arg_TARGET}" PRIVATE -fsycl)
endfunction()
