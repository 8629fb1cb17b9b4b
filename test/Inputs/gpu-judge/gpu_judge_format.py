# lit test format of the SPIR-V toolchain's suites (see ../../lit.cfg.py).
import re

import lit.formats
import lit.TestRunner


class SPIRVShTest(lit.formats.ShTest):
    """ShTest whose tests may say which GPU devices lack what they use:
    "GPU-COMPILER-LACKS: tgllp dg2-g10: Float64" lines become
    $SPIRV_GPU_LACKS ("tgllp=Float64,dg2-g10=Float64") for the spirv-val
    wrapper (Inputs/gpu-judge/spirv-val), which then does not give modules
    declaring that capability or extension to Intel's GPU compiler for those
    devices. "GPU-COMPILER-FAILS: tgllp dg2-g10 pvc: <text>" lines become
    $SPIRV_GPU_FAILS ("dev=text" items separated by "|"): a rejection by those
    devices whose messages contain the text is expected (a limit of the GPU
    compiler itself, which it shows from OpenCL C source too)."""

    LACKS = re.compile(r"GPU-COMPILER-LACKS:\s*([\w\s-]+?)\s*:\s*([\w]+)")
    FAILS = re.compile(r"GPU-COMPILER-FAILS:\s*([\w\s-]+?)\s*:\s*([^'|\n]*[^'|\s])")

    def execute(self, test, litConfig):
        pairs, fails = [], []
        with open(test.getSourcePath(), encoding="utf-8", errors="replace") as f:
            for line in f:
                m = self.LACKS.search(line)
                if m:
                    pairs += ["%s=%s" % (d, m.group(2)) for d in m.group(1).split()]
                m = self.FAILS.search(line)
                if m:
                    fails += ["%s=%s" % (d, m.group(2)) for d in m.group(1).split()]
        preamble = ["export SPIRV_GPU_LACKS=" + ",".join(pairs)] if pairs else []
        if fails:
            preamble.append("export 'SPIRV_GPU_FAILS=%s'" % "|".join(fails))
        return lit.TestRunner.executeShTest(test, litConfig, self.execute_external,
                                            self.extra_substitutions, preamble)
