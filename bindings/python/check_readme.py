"""Runs every ```python block of README.md and bindings/python/README.md, as written.

    python bindings/python/check_readme.py        (payseal importable; run_tests.sh runs it)

The blocks of one file run in order in one namespace (a later block may use an earlier one's
names), which starts with the names the snippets take as given: a Client API key and its private
key (Vectors/keys), a session's ids, an IIN answer, a product and a products list (examples/). A block that
raises fails the check with the README's line number. Prints one line per file.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path
from typing import Any, Dict, List, Tuple

REPO_ROOT = Path(__file__).resolve().parents[2]
READMES = [REPO_ROOT / "README.md", REPO_ROOT / "bindings" / "python" / "README.md"]


def given() -> Dict[str, Any]:
    """What the snippets take as given (what a checkout page has by the time it runs them)."""
    keys = REPO_ROOT / "Vectors" / "keys"
    examples = REPO_ROOT / "examples"
    return {
        "client_api_json": (keys / "test-rsa-2048.client-api.json").read_text("utf-8"),
        "private_pem": (keys / "test-rsa-2048.private.pem").read_text("utf-8"),
        "client_session_id": "8e9b1e2f6a0c4d5b9f3a7c1d2e4f6a8b",
        "customer_id": "9991-0b6f3b5ea4a54d3f9c2e6a1b5d7f9e0c",
        "client_api_url": "https://payment.preprod.example.com",
        "response_body": (examples / "iin-supported.json").read_bytes(),
        "product_json": (examples / "product-1-visa.json").read_text("utf-8"),
        "products_json": (examples / "products.json").read_text("utf-8"),
    }


def python_blocks(readme: Path) -> List[Tuple[int, str]]:
    """(first line number, source) of each ```python block."""
    blocks: List[Tuple[int, str]] = []
    lines: List[str] = []
    start = 0
    inside = False
    for number, line in enumerate(readme.read_text("utf-8").splitlines(), start=1):
        if not inside and line.strip() == "```python":
            inside, start, lines = True, number + 1, []
        elif inside and line.strip() == "```":
            inside = False
            blocks.append((start, "\n".join(lines) + "\n"))
        elif inside:
            lines.append(line)
    return blocks


def check(readme: Path) -> bool:
    namespace = given()
    blocks = python_blocks(readme)
    name = readme.relative_to(REPO_ROOT)
    for start, source in blocks:
        try:
            # line numbers in a traceback are the README's own
            code = compile("\n" * (start - 1) + source, str(name), "exec")
            exec(code, namespace)
        except Exception:
            print(f"{name}:{start}: the ```python block fails:", file=sys.stderr)
            traceback.print_exc()
            return False
    print(f"{name}: {len(blocks)} Python blocks run as written")
    return bool(blocks)


if __name__ == "__main__":
    results = [check(readme) for readme in READMES]
    sys.exit(0 if all(results) else 1)
