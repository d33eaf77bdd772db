"""Compute the shipped vectors of the built-in knowledge and the token counts of the built-in
skill packs (run after editing `knowledge/*.md` or `skills/builtin/*/SKILL.md`).

    .venv/bin/python tools/build_builtin_vectors.py [--check]

Indexes the built-in entries into a throwaway index exactly as a home would (same chunker,
same "title, newline, chunk" text), embeds every chunk in process with the shipped model, and
writes `src/tdcontext/embedding/data/builtin-vectors.npy` + `builtin-vectors.json` (model
version, entry id and sha256 of the embedded text per row). It also loads every built-in skill
pack, recording each text the loader counts tokens of, and writes their counts with the real
tokenizer to `src/tdcontext/data/token-counts.json`, so start-up needs no tokenizer, and their
parsed frontmatter to `src/tdcontext/data/yaml-documents.json`, so start-up needs no PyYAML.
Commit all four.
`--check` writes nothing and exits 1 when the committed files are stale (a text or the model
changed), so CI or a release script can catch a forgotten rebuild.
Invariant: nothing outside a temp dir and those four files is written.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tdcontext import tokens
from tdcontext.corpus.files import BUILTIN_DIR, CorpusStore
from tdcontext.embedding.base import MODEL_VERSION
from tdcontext.embedding.model import OnnxMiniLM
from tdcontext.embedding.shipped import MANIFEST_FILE, text_hash, write_shipped
from tdcontext.index.db import Index
from tdcontext.index.sync import sync_index
from tdcontext.retrieval.chunking import chunk_text
from tdcontext.yamlfast import KNOWN_DOCUMENTS_FILE


def _texts_passed_to(name: str) -> list[str]:
    """Every text the loading of the built-in skill packs passes to `skills.pack.<name>`."""
    from tdcontext.skills import pack as pack_mod
    from tdcontext.skills.loader import BUILTIN_DIR as SKILLS_DIR

    seen: list[str] = []
    real = getattr(pack_mod, name)

    def recording(text: str) -> object:
        seen.append(text)
        return real(text)

    setattr(pack_mod, name, recording)
    try:
        for skill_file in sorted(SKILLS_DIR.glob("*/SKILL.md")):
            pack_mod.load_pack(skill_file, source="builtin")
    finally:
        setattr(pack_mod, name, real)
    return seen


def skill_token_counts() -> dict[str, object]:
    """{"tokenizer": key, "counts": {sha256(text): n}} for every text the built-in packs' loading counts."""
    seen = _texts_passed_to("count_tokens")
    tokens._known = {}  # measure with the tokenizer itself, never with an older table
    counts = {tokens.text_key(t): tokens.count_tokens(t) for t in seen if t}
    return {"tokenizer": tokens.tokenizer_key(), "counts": dict(sorted(counts.items()))}


def skill_yaml_documents() -> dict[str, object]:
    """{"documents": {sha256(yaml text): value}} for every frontmatter the built-in packs' loading
    parses, parsed by PyYAML itself; only values a JSON round trip gives back exactly."""
    import yaml

    from tdcontext import yamlfast

    docs: dict[str, object] = {}
    for text in _texts_passed_to("safe_load"):
        value = yaml.safe_load(text)
        if yamlfast.json_exact(value) and json.loads(json.dumps(value)) == value:
            docs[yamlfast.text_key(text)] = value
    return {"documents": dict(sorted(docs.items()))}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the committed files are current")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tdcontext-builtin-") as tmp:
        index = Index(Path(tmp) / "index.sqlite")
        try:
            sync_index(index, CorpusStore(Path(tmp) / "corpus", builtin_dir=BUILTIN_DIR, include_builtin=True),
                       chunk_text)
            chunks = index.pending_chunks(MODEL_VERSION, limit=1_000_000)
        finally:
            index.close()
    wanted = sorted((c.entry_id, text_hash(c.text)) for c in chunks)
    if args.check:
        try:
            manifest = json.loads(MANIFEST_FILE.read_text(encoding="utf-8"))
            have = sorted((r["entry_id"], r["sha256"]) for r in manifest["rows"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"stale: {MANIFEST_FILE} unreadable ({exc})")
            return 1
        try:
            shipped_counts = json.loads(tokens.KNOWN_COUNTS_FILE.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            shipped_counts = None
        try:
            shipped_docs = json.loads(KNOWN_DOCUMENTS_FILE.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            shipped_docs = None
        if (manifest.get("model_version") != MODEL_VERSION or have != wanted
                or shipped_counts != skill_token_counts() or shipped_docs != skill_yaml_documents()):
            print(f"stale: rebuild with `{Path(sys.executable).name} tools/build_builtin_vectors.py`")
            return 1
        print(f"current: {len(wanted)} chunks, {MODEL_VERSION}")
        return 0
    model = OnnxMiniLM()
    try:
        vectors = model.embed([c.text for c in chunks])
    finally:
        model.close()
    npy, man = write_shipped(chunks, vectors, MODEL_VERSION)
    counts = skill_token_counts()
    tokens.KNOWN_COUNTS_FILE.parent.mkdir(parents=True, exist_ok=True)
    tokens.KNOWN_COUNTS_FILE.write_text(json.dumps(counts, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(counts['counts'])} skill-pack token counts to {tokens.KNOWN_COUNTS_FILE.relative_to(ROOT)}")
    docs = skill_yaml_documents()
    KNOWN_DOCUMENTS_FILE.write_text(json.dumps(docs, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(docs['documents'])} skill-pack frontmatter values to {KNOWN_DOCUMENTS_FILE.relative_to(ROOT)}")
    print(f"wrote {len(chunks)} vectors ({MODEL_VERSION}) to {npy.relative_to(ROOT)} and {man.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
