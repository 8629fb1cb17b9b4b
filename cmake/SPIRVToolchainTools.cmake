# Finds the SPIR-V tools the project builds and tests against: SPIRV-Tools
# 2025.5, SPIRV-Headers 1.4.335 and the 2024 Khronos translator that
# utils/install-deps.sh installs from PyPI into .venv-spirv; Debian's 2023
# tools and grammar where that venv is absent (PyPI unreachable), with a
# warning, and an error under CI (CI=true), which must judge with the current
# tools. Sets:
#   SPIRV_GRAMMAR_DIR      the *.grammar.json the target is generated from
#   SPIRV_JUDGES_DIR       spirv-val, spirv-as, spirv-dis, spirv-link used by
#                          lit and the scripts
#   SPIRV_READER2          the second SPIR-V reader (2024 translator), or ""
#   SPIRV_CURRENT_TOOLS    ON when the current tools are used
# and the imported target SPIRV-Tools-static (the CPU driver's validator).

set(SPIRV_TOOLS_VENV "${PROJECT_SOURCE_DIR}/.venv-spirv")
if(EXISTS "${SPIRV_TOOLS_VENV}/installed" AND EXISTS "${SPIRV_TOOLS_VENV}/tools/spirv-val")
  set(SPIRV_CURRENT_TOOLS ON)
  set(_prefix "${SPIRV_TOOLS_VENV}/prefix")
  set(SPIRV_GRAMMAR_DIR "${_prefix}/include/spirv/unified1")
  set(SPIRV_JUDGES_DIR "${SPIRV_TOOLS_VENV}/tools")
  set(SPIRV_READER2 "${SPIRV_TOOLS_VENV}/tools/llvm-spirv-2024")
  # A normal variable wins over a SPIRV-Tools_DIR cached by an older
  # configure that found Debian's package.
  set(SPIRV-Tools_DIR "${_prefix}/lib/cmake/SPIRV-Tools")
  find_package(SPIRV-Tools REQUIRED CONFIG NO_DEFAULT_PATH)
  message(STATUS "SPIR-V tools: SPIRV-Tools 2025.5 and SPIRV-Headers 1.4.335 from ${SPIRV_TOOLS_VENV}")
else()
  set(SPIRV_CURRENT_TOOLS OFF)
  set(_why "${SPIRV_TOOLS_VENV} is missing (run utils/install-deps.sh)")
  if("$ENV{CI}" STREQUAL "true")
    message(FATAL_ERROR "SPIR-V tools: ${_why}; CI must validate with SPIRV-Tools 2025.5")
  endif()
  message(WARNING "SPIR-V tools: ${_why}. Falling back to Debian's SPIRV-Tools "
    "2023.1 and its grammar: newer extensions are not generated and their tests "
    "are unsupported; there is no second reader.")
  set(SPIRV_GRAMMAR_DIR "/usr/include/spirv/unified1")
  get_filename_component(SPIRV_JUDGES_DIR "/usr/bin/spirv-val" DIRECTORY)
  set(SPIRV_READER2 "")
  set(SPIRV-Tools_DIR "/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/cmake/SPIRV-Tools")
  find_package(SPIRV-Tools REQUIRED CONFIG)
endif()
unset(_prefix)
