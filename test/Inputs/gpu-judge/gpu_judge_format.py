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
    devices."""

    LACKS = re.compile(r"GPU-COMPILER-LACKS:\s*([\w\s-]+?)\s*:\s*([\w]+)")

    def execute(self, test, litConfig):
        pairs = []
        with open(test.getSourcePath(), encoding="utf-8", errors="replace") as f:
            for line in f:
                m = self.LACKS.search(line)
                if m:
                    pairs += ["%s=%s" % (d, m.group(2)) for d in m.group(1).split()]
        preamble = ["export SPIRV_GPU_LACKS=" + ",".join(pairs)] if pairs else []
        return lit.TestRunner.executeShTest(test, litConfig, self.execute_external,
                                            self.extra_substitutions, preamble)
