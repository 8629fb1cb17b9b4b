"""What the SPIRV-LLVM-Translator's tests ask of the translator in their RUN
lines, for the scripts that give the same inputs to our compiler."""
import re

EXT_RE = re.compile(r"spirv-ext=([^\s]+)")


def extensions_in_run_lines(path):
    """The extensions the input's RUN lines enable for the translator
    (`-spirv-ext=+SPV_...`, or `all`)."""
    names = set()
    with open(path, errors="replace") as f:
        for line in f:
            if "RUN:" not in line:
                continue
            for arg in EXT_RE.findall(line):
                names.update(item[1:] for item in arg.split(",")
                             if item.startswith("+") and
                             (item[1:].startswith("SPV_") or item[1:] == "all"))
    return sorted(names)


def spirv_ext_option(names):
    """Our llc's --spirv-ext value enabling \\p names."""
    return ",".join(n if n == "all" else "+" + n for n in names)
