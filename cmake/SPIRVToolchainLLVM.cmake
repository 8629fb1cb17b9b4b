# Finds Debian's LLVM 22 and provides helpers that link LLVM statically from
# its component libraries (never libLLVM.so, never LLVM's own LLVMSPIRV*).

# LLVM's version check rejects "22"; it accepts the major.minor form.
find_package(LLVM 22.1 REQUIRED CONFIG
  HINTS /usr/lib/llvm-22/lib/cmake/llvm)
message(STATUS "Using LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")

list(APPEND CMAKE_MODULE_PATH "${LLVM_CMAKE_DIR}")
include(AddLLVM)  # TableGen.cmake calls get_subproject_title from here.
include(TableGen)

set(LLVM_TABLEGEN_EXE "${LLVM_TOOLS_BINARY_DIR}/llvm-tblgen")
set(SPIRV_LLVM_TOOLS_DIR "${LLVM_TOOLS_BINARY_DIR}")

include_directories(SYSTEM ${LLVM_INCLUDE_DIRS})
separate_arguments(_llvm_defs NATIVE_COMMAND "${LLVM_DEFINITIONS}")
add_definitions(${_llvm_defs})  # LLVM_DEFINITIONS carries -D flags.
if(NOT LLVM_ENABLE_RTTI)
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fno-rtti>)
endif()
add_compile_options(-Wall -Wno-unused-parameter)

# spirv_link_llvm_components(<target> <component>...)
# Links the static libraries of the named LLVM components (and what they need).
function(spirv_link_llvm_components target)
  llvm_map_components_to_libnames(_libs ${ARGN})
  foreach(_lib IN LISTS _libs)
    if(_lib MATCHES "^LLVMSPIRV")
      message(FATAL_ERROR "LLVM's own SPIR-V libraries must not be linked (${_lib})")
    endif()
  endforeach()
  target_link_libraries(${target} PRIVATE ${_libs})
endfunction()
