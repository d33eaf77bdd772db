"""Turn receipts: one bounded, redacted audit record per copilot turn, with a verdict.

`receipt.py` builds and caps a receipt, `verify.py` holds the per-family verification
adapters, `store.py` the opt-in bounded store, `observer.py` the copilot hooks.
Invariant: a receipt holds allowlisted facts only and never more than 8 KiB.
"""

from .observer import ReceiptObserver, skip_reason
from .receipt import MAX_RECEIPT_BYTES, STATUSES, VERDICTS, ReceiptBuilder, summary_line
from .store import ReceiptStore, ReceiptStoreError, persist_safely

__all__ = [
    "MAX_RECEIPT_BYTES",
    "STATUSES",
    "VERDICTS",
    "ReceiptBuilder",
    "ReceiptObserver",
    "ReceiptStore",
    "ReceiptStoreError",
    "persist_safely",
    "skip_reason",
    "summary_line",
]
