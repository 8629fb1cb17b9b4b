# lit configuration for the SPIR-V toolchain's test suites.
import os
import sys
import shutil

import lit.formats

config.name = "SPIRV-Toolchain"


# The format lives in a module of its own: lit's workers unpickle it by name.
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "Inputs", "gpu-judge"))
import gpu_judge_format

config.test_format = gpu_judge_format.SPIRVShTest(execute_external=False)
config.suffixes = [".ll", ".test", ".cl", ".spvasm", ".mir"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.spirv_obj_root, "test")

# Our tools come first; the SPIR-V judges (SPIRV-Tools 2025.5 from
# .venv-spirv, see cmake/SPIRVToolchainTools.cmake) next, so that scripts
# calling spirv-val by name get them too; then LLVM's test utilities
# (FileCheck, not, count).
path = [config.spirv_tools_dir, config.spirv_judges_dir, config.llvm_tools_dir,
        config.environment.get("PATH", "")]
config.environment["PATH"] = os.pathsep.join(path)
for var in ["HOME", "TMPDIR", "LD_LIBRARY_PATH", "OCL_ICD_VENDORS", "POCL_CACHE_DIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# The runtime's device-code cache (docs/Runtime.md): a directory of the
# suite's own, emptied at every start, never the user's ~/.cache. Tests of
# the cache give their runs directories under their %t.
device_code_cache = os.path.join(config.test_exec_root, "device-code-cache")
shutil.rmtree(device_code_cache, ignore_errors=True)
config.environment["SPIRV_OFFLOAD_CACHE_DIR"] = device_code_cache


def require_tool(name, substitution=None, feature=None):
    found = shutil.which(name, path=os.pathsep.join(path))
    if found:
        config.substitutions.append((substitution or name, found))
        if feature:
            config.available_features.add(feature)
    return found


# Our compiler, always from the build tree: never Debian's llc.
config.substitutions.append(("%llc", os.path.join(config.spirv_tools_dir, "llc")))
# Our opt (llvm/tools/opt), which knows the target's IR passes: never Debian's.
config.substitutions.append(("%opt", os.path.join(config.spirv_tools_dir, "opt")))
config.substitutions.append(("%spirv_tools_dir", config.spirv_tools_dir))
config.substitutions.append(("%spirv_lib_dir", config.spirv_lib_dir))
config.substitutions.append(("%src_root", config.spirv_src_root))
# The grammar the target was generated from (utils/spirv-grammar).
config.substitutions.append(("%spirv_core_grammar", os.path.join(
    config.spirv_grammar_dir, "spirv.core.grammar.json")))
config.substitutions.append(("%python", sys.executable))

# The judges nobody here wrote. "spirv-tools-2025": tests of what only the
# current SPIRV-Tools and grammar accept (the new extensions) need it; without
# .venv-spirv they are unsupported, and lit says so at every start.
for tool in ["spirv-val", "spirv-as", "spirv-dis", "spirv-link"]:
    if not require_tool(tool, "%" + tool):
        lit_config.fatal("%s not found (install spirv-tools)" % tool)

# Intel's GPU compiler judges every module too: %spirv-val, and the
# spirv-val that scripts find first on PATH, is Inputs/gpu-judge/spirv-val,
# which validates and then runs ocloc for Gen12 (tgllp), Arc (dg2-g10) and
# PVC (pvc), or the devices in $SPIRV_GPU_DEVICES. Without ocloc (Debian's
# intel-opencl-icd) only spirv-val judges, with a warning; under CI that is
# an error.
gpu_judge_dir = os.path.join(config.test_source_root, "Inputs", "gpu-judge")
config.environment["SPIRV_VAL_REAL"] = shutil.which("spirv-val", path=os.pathsep.join(path))
config.environment["SPIRV_DIS_REAL"] = shutil.which("spirv-dis", path=os.pathsep.join(path))
config.substitutions = [(k, v) for (k, v) in config.substitutions if k != "%spirv-val"]
config.substitutions.append(("%spirv-val", os.path.join(gpu_judge_dir, "spirv-val")))
config.environment["PATH"] = os.pathsep.join([gpu_judge_dir, config.environment["PATH"]])
if shutil.which("ocloc"):
    config.environment["SPIRV_GPU_DEVICES"] = os.environ.get("SPIRV_GPU_DEVICES", "tgllp dg2-g10 pvc")
    config.available_features.add("ocloc")
else:
    config.environment["SPIRV_GPU_DEVICES"] = ""
    if os.environ.get("CI") == "true":
        lit_config.fatal("ocloc not found: CI judges every module with Intel's GPU compiler "
                         "(install intel-opencl-icd)")
    lit_config.warning("ocloc not found (install intel-opencl-icd): modules are not "
                       "compiled by Intel's GPU compiler")
if config.spirv_current_tools:
    config.available_features.add("spirv-tools-2025")
else:
    lit_config.warning("SPIRV-Tools 2025.5 not installed (.venv-spirv): validating with "
                       "Debian's 2023 tools; tests of newer extensions are unsupported")
# The second reader, a 2024 build of the Khronos translator:
# %spirv-reader2 -r in.spv -o out.bc; the scripts under Inputs/ find it in
# $SPIRV_READER2.
if config.spirv_reader2 and os.path.exists(config.spirv_reader2):
    config.substitutions.append(("%spirv-reader2", config.spirv_reader2))
    config.available_features.add("reader2")
    config.environment["SPIRV_READER2"] = config.spirv_reader2
if require_tool("llvm-spirv-15", "%llvm-spirv"):
    config.available_features.add("khronos-reader")
else:
    lit_config.fatal("llvm-spirv-15 not found (install llvm-spirv-15)")
# Debian's clang produces the LLVM IR of the OpenCL C tests;
# %cl-compile <triple> <-O> <src> <out.spv> takes one through our llc and
# both judges (spirv-val, the Khronos reader).
require_tool("clang-22", "%clang", "clang")
config.substitutions.append(("%cl-compile", os.path.join(config.test_source_root, "Inputs", "cl-compile.sh")))
