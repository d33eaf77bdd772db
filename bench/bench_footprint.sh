#!/usr/bin/env bash
# Install footprint: a fresh venv in /tmp, `pip install <repo>` with the default dependencies
# (no extras, no --no-deps), then the venv's size and its biggest installed packages.
# Invariant: only the throwaway venv is created and removed; the repo is not touched.
#
#   bash bench/bench_footprint.sh [REPO_DIR] [PYTHON]
set -euo pipefail

REPO="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
PY="${2:-python3.11}"
VENV="$(mktemp -d /tmp/tdcontext-footprint-XXXXXX)"
trap 'rm -rf "$VENV"' EXIT

echo "# install footprint of $REPO ($("$PY" --version), $(uname -m))"
"$PY" -m venv "$VENV"
start=$(date +%s)
# (pip's complaints about absent local index dirs from the machine's pip.conf are filtered out)
"$VENV/bin/python" -m pip install --quiet "$REPO" 2>&1 | { grep -v "^WARNING: Location '" || true; }
echo "pip install took $(( $(date +%s) - start )) s"
"$VENV/bin/python" -c "import tdcontext.engine, tdcontext.embedding.model" && echo "import check: ok"

echo
echo "venv total:    $(du -sh "$VENV" | cut -f1)  ($(du -sm "$VENV" | cut -f1) MiB)"
SITE="$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
echo "site-packages: $(du -sh "$SITE" | cut -f1)"
echo "pip itself:    $(du -sh "$SITE/pip" | cut -f1)  (part of every venv)"
echo
echo "biggest top-level items in site-packages (MiB):"
du -sm "$SITE"/* | sort -rn | head -20 | awk '{ n=$2; sub(".*/", "", n); printf "  %6d  %s\n", $1, n }'
echo
echo "installed distributions: $("$VENV/bin/python" -m pip list --format=freeze | wc -l)"
"$VENV/bin/python" -m pip list --format=freeze | tr '\n' ' '
echo
