#!/usr/bin/env python3
"""Checks that SPIR-V modules declare only the capabilities and extensions
that docs/OpenCL.md allows (its "allowed-capabilities" list, which says for
each whether the Level-Zero SPIR-V environment requires it or why the target
goes beyond it).

  check-capabilities.py --doc docs/OpenCL.md [--spirv-dis spirv-dis] a.spv...

Prints what the modules declare; exits 1 naming each module that declares
something the list does not allow.
"""

import argparse
import os
import re
import subprocess
import sys

from doc_tables import doc_table

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import spirv_tools  # noqa: E402


def allowed_list(doc):
    """The names of the allowed-capabilities list, with their reasons."""
    return dict(doc_table(doc, "allowed-capabilities"))


def declared(spirv_dis, path):
    """The capabilities and extensions module `path` declares."""
    text = subprocess.run([spirv_dis, path], capture_output=True, text=True,
                          check=True).stdout
    return set(re.findall(r"^\s*OpCapability (\w+)", text, re.M)) | \
        set(re.findall(r'^\s*OpExtension "(\w+)"', text, re.M))


def main():
    spirv_tools.use_current()
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--doc", required=True)
    parser.add_argument("--spirv-dis", default="spirv-dis")
    parser.add_argument("modules", nargs="+")
    args = parser.parse_args()
    allowed = allowed_list(args.doc)
    seen = set()
    problems = []
    for path in args.modules:
        names = declared(args.spirv_dis, path)
        seen |= names
        for name in sorted(names - set(allowed)):
            problems.append("%s declares %s, which %s does not allow" % (path, name, args.doc))
    print("%d modules declare: %s" % (len(args.modules), " ".join(sorted(seen))))
    for p in problems:
        print("error: " + p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
