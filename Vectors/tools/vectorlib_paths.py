"""Where the vector tools read and write (VECTORS, KEYS, UPSTREAM: Vectors/upstream, the vendored
upstream inputs, or PAYSEAL_UPSTREAM), and load_upstream.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
VECTORS = TOOLS.parent
REPO = VECTORS.parent
KEYS = VECTORS / "keys"
# the upstream inputs vendored into the repository (Vectors/upstream/README.md names their sources)
UPSTREAM = Path(os.environ.get("PAYSEAL_UPSTREAM", VECTORS / "upstream")).resolve()


def load_upstream(rel: str):
    return json.loads((UPSTREAM / rel).read_text("utf-8"))
