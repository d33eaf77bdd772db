"""One module per panel page; each turns engine facts into a template context (no HTML here)."""
