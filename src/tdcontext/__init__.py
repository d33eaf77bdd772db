"""tdcontext: a local-first context engine for AI copilots working in TouchDesigner."""

__version__ = "0.1.0"
