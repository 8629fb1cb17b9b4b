# lit configuration for the SPIR-V toolchain's test suites.
import os
import sys
import shutil

import lit.formats

config.name = "SPIRV-Toolchain"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test", ".cl", ".spvasm", ".mir"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.spirv_obj_root, "test")

# Our tools come first; LLVM's test utilities (FileCheck, not, count) next.
path = [config.spirv_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
config.environment["PATH"] = os.pathsep.join(path)
for var in ["HOME", "TMPDIR", "LD_LIBRARY_PATH", "OCL_ICD_VENDORS", "POCL_CACHE_DIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]


def require_tool(name, substitution=None, feature=None):
    found = shutil.which(name, path=os.pathsep.join(path))
    if found:
        config.substitutions.append((substitution or name, found))
        if feature:
            config.available_features.add(feature)
    return found


# Our compiler, always from the build tree: never Debian's llc.
config.substitutions.append(("%llc", os.path.join(config.spirv_tools_dir, "llc")))
config.substitutions.append(("%spirv_tools_dir", config.spirv_tools_dir))
config.substitutions.append(("%spirv_lib_dir", config.spirv_lib_dir))
config.substitutions.append(("%src_root", config.spirv_src_root))
# The grammar the target was generated from (utils/spirv-grammar).
config.substitutions.append(("%spirv_core_grammar", os.path.join(
    config.spirv_grammar_dir, "spirv.core.grammar.json")))
config.substitutions.append(("%python", sys.executable))

# The judges nobody here wrote.
for tool in ["spirv-val", "spirv-as", "spirv-dis"]:
    if not require_tool(tool, "%" + tool):
        lit_config.fatal("%s not found (install spirv-tools)" % tool)
if require_tool("llvm-spirv-15", "%llvm-spirv"):
    config.available_features.add("khronos-reader")
else:
    lit_config.fatal("llvm-spirv-15 not found (install llvm-spirv-15)")
# Debian's clang produces the LLVM IR of the OpenCL C tests;
# %cl-compile <triple> <-O> <src> <out.spv> takes one through our llc and
# both judges (spirv-val, the Khronos reader).
require_tool("clang-22", "%clang", "clang")
config.substitutions.append(("%cl-compile", os.path.join(config.test_source_root, "Inputs", "cl-compile.sh")))
