"""Where the vector tools read and write (VECTORS, KEYS, UPSTREAM: ../shared/vectors-upstream or
PAYSEAL_UPSTREAM), and load_upstream.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
VECTORS = TOOLS.parent
REPO = VECTORS.parent
KEYS = VECTORS / "keys"
# ../shared/vectors-upstream relative to the repository root
UPSTREAM = Path(os.environ.get("PAYSEAL_UPSTREAM", REPO.parent / "shared" / "vectors-upstream")).resolve()


def load_upstream(rel: str):
    return json.loads((UPSTREAM / rel).read_text("utf-8"))
