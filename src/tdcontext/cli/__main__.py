"""`python -m tdcontext.cli ...` runs the CLI (used when the venv script is not on PATH)."""

from .main import main

main()
