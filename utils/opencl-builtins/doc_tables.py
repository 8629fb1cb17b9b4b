"""The machine-readable lists of docs/OpenCL.md: a two-column Markdown table
between <!-- name --> and <!-- /name --> whose first column is in backquotes."""

import re


def doc_table(doc, name):
    """(first cell without backquotes, second cell) of each row of list `name`."""
    with open(doc) as f:
        text = f.read()
    m = re.search(r"<!-- %s -->\n(.*?)<!-- /%s -->" % (name, name), text, re.S)
    if not m:
        raise SystemExit("%s: no %s list" % (doc, name))
    rows = []
    for line in m.group(1).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0].startswith("`"):
            rows.append((cells[0].strip("`"), cells[1]))
    return rows
