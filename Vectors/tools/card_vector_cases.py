"""What the card-brand vector generators share: the case list with unique ids, and the note on
the `table` member of a case."""

from __future__ import annotations

import collections
from typing import Any, Dict, List

TABLE_NOTE = ("`table` is the brand table: null for the built-in table, otherwise a JSON value to serialize "
              "compactly and parse; `table_text`, where present instead, is the table's JSON text, passed as it is.")


class Cases:
    def __init__(self) -> None:
        self.cases: List[Dict[str, Any]] = []
        self.ids: collections.Counter = collections.Counter()

    def add(self, cid: str, comment: str, **fields: Any) -> Dict[str, Any]:
        self.ids[cid] += 1
        if self.ids[cid] > 1:
            cid = f"{cid}-{self.ids[cid]}"
        case = {"id": cid, "comment": comment, "result": "invalid" if "status" in fields else "valid"}
        case.update(fields)
        self.cases.append(case)
        return case
