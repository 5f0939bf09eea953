#!/usr/bin/env python3
"""Every public declaration of PaySeal's Swift modules has a doc comment.

    check_doc_comments.py SYMBOL_GRAPH.json ...

Reads the symbol graphs Tests/docs/build_docs.sh extracts (public symbols only) and lists each symbol
declared under Sources/ (an extension block aside) whose declaration has no doc comment of its own
or inherited from the protocol requirement it implements (which DocC shows). DocC itself builds a
page without one.
"""

from __future__ import annotations

import json
import sys


def undocumented(path: str) -> list[str]:
    with open(path, encoding="utf-8") as f:
        graph = json.load(f)
    found = []
    for symbol in graph.get("symbols", []):
        uri = symbol.get("location", {}).get("uri", "")
        if "/Sources/" not in uri or symbol.get("docComment", {}).get("lines"):
            continue
        if symbol["kind"]["identifier"] == "swift.extension":  # an `extension` block: its members count
            continue
        where = uri.split("/Sources/", 1)[1]
        line = symbol["location"].get("position", {}).get("line", 0) + 1
        found.append(f"Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])} has no doc comment")
    return found


def main() -> int:
    problems = sorted({p for path in sys.argv[1:] for p in undocumented(path)})
    for problem in problems:
        print(problem)
    print(f"doc comments: {len(sys.argv) - 1} symbol graphs, {len(problems)} public declarations without one")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
