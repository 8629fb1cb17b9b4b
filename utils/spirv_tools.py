"""The SPIR-V tools the scripts under utils/ judge with.

utils/install-deps.sh installs SPIRV-Tools 2025.5 and the 2024 Khronos
translator (llvm-spirv-2024) into .venv-spirv/tools; use_current() puts that
directory first on PATH, so that spirv-val, spirv-dis, spirv-as and
llvm-spirv-2024 called by name are those, as under lit. Without it the
scripts fall back to Debian's tools on PATH, with a warning: their figures
are then not comparable.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, ".venv-spirv", "tools")


def use_current():
    """Puts .venv-spirv/tools first on PATH; False (and a warning) without it."""
    if os.access(os.path.join(TOOLS, "spirv-val"), os.X_OK):
        if os.environ.get("PATH", "").split(os.pathsep)[0] != TOOLS:
            os.environ["PATH"] = TOOLS + os.pathsep + os.environ.get("PATH", "")
        return True
    print("%s: WARNING: %s missing (run utils/install-deps.sh); judging with the "
          "SPIR-V tools on PATH" % (os.path.basename(sys.argv[0]), TOOLS), file=sys.stderr)
    return False
