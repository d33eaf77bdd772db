"""`tdcontext skills ...`: list, show, check and scaffold skill packs; trust project packs.

A thin click adapter: parse, call `tdcontext.skills`, print. Exit 1 on a `TdcontextError`
(its message on stderr), 2 on bad arguments (click's own usage errors).

Invariant: no skill logic lives here; every decision is made by the skills core.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from .main import ErrorPresentingGroup, json_option

if TYPE_CHECKING:
    from ..skills import SkillLoader


def _loader(ctx: click.Context) -> SkillLoader:
    # Imported here so `tdcontext --help` does not pay for YAML and the skills package.
    from ..config import load_settings
    from ..skills import SkillLoader

    obj = ctx.obj if isinstance(ctx.obj, dict) else {}
    root = obj.get("project_root")
    return SkillLoader(load_settings(home=obj.get("home")), project_root=root)


def _echo_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


@click.group(name="skills", cls=ErrorPresentingGroup)
@click.option(
    "--project-root",
    type=click.Path(file_okay=False, path_type=Path),
    envvar="TDCONTEXT_PROJECT_ROOT",
    help="Project folder whose .tdcontext/skills/ packs are added (env TDCONTEXT_PROJECT_ROOT).",
)
@click.pass_context
def skills_group(ctx: click.Context, project_root: Path | None) -> None:
    """Skill packs: task-specific TouchDesigner guidance (SKILL.md folders)."""
    ctx.ensure_object(dict)
    ctx.obj["project_root"] = project_root.resolve() if project_root else None


@skills_group.command(name="list")
@json_option
@click.pass_context
def list_cmd(ctx: click.Context, as_json: bool) -> None:
    """List skill packs (names and descriptions); broken packs are reported on stderr."""
    catalog = _loader(ctx).catalog()
    if as_json:
        _echo_json(
            {
                "skills": [p.summary() for p in catalog.packs],
                "held_back": [p.summary() for p in catalog.held_back],
                "problems": [pr.to_dict() for pr in catalog.problems],
                "notes": list(catalog.notes),
            }
        )
        return
    width = max((len(p.name) for p in catalog.packs), default=4)
    for pack in (*catalog.packs, *catalog.held_back):
        desc = " ".join(pack.description.split())
        if len(desc) > 90:
            desc = desc[:87] + "..."
        source = pack.source if pack.trusted else "project (untrusted)"
        click.echo(f"{pack.name:<{width}}  {source:<7}  {pack.size_tokens:>5} tok  {desc}")
    for note in catalog.notes:
        click.echo(f"note: {note}", err=True)
    for problem in catalog.problems:
        click.echo(f"skipped: {problem.message}", err=True)


@skills_group.command(name="show")
@click.argument("name")
@click.option("--file", "file", default=None, help="Print this file from the pack's references/ instead.")
@json_option
@click.pass_context
def show_cmd(ctx: click.Context, name: str, file: str | None, as_json: bool) -> None:
    """Print a skill pack's body (or one of its reference files)."""
    loader = _loader(ctx)
    if file is not None:
        click.echo(loader.read_reference(name, file))
        return
    pack = loader.get(name)
    if as_json:
        data = pack.to_dict(include_body=True)
        data["references"] = list(loader.list_references(pack.name))
        _echo_json(data)
        return
    refs = loader.list_references(pack.name)
    click.echo(f"# {pack.name}  ({pack.source}, {pack.size_tokens} tokens, {pack.path})")
    click.echo(pack.body)
    if refs:
        click.echo(f"\nreferences: {', '.join(refs)}")


@skills_group.command(name="check")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
def check_cmd(path: Path) -> None:
    """Validate a pack directory (or its SKILL.md) before you share it."""
    from ..skills import check_pack

    pack = check_pack(path)
    click.echo(f"ok: {pack.name} ({pack.size_tokens} tokens, {len(pack.auto_load_keywords)} keywords)")
    for warning in pack.warnings:
        click.echo(f"warning: {warning}", err=True)


@skills_group.command(name="new")
@click.argument("name")
@click.option("--description", default=None, help="The description to put in the frontmatter.")
@click.pass_context
def new_cmd(ctx: click.Context, name: str, description: str | None) -> None:
    """Scaffold a new pack in the user skills directory and print its SKILL.md path."""
    path = _loader(ctx).new_pack(name, description=description)
    click.echo(str(path))


def _root_argument(ctx: click.Context, root: Path | None) -> Path:
    from ..errors import InvalidInputError

    if root is None:
        obj = ctx.obj if isinstance(ctx.obj, dict) else {}
        root = obj.get("project_root")
    if root is None:
        raise InvalidInputError(
            "give the project folder: `tdcontext skills trust /path/to/project` "
            "(or set --project-root / TDCONTEXT_PROJECT_ROOT)"
        )
    return Path(root)


@skills_group.command(name="trust")
@click.argument("root", required=False, type=click.Path(file_okay=False, path_type=Path))
@json_option
@click.pass_context
def trust_cmd(ctx: click.Context, root: Path | None, as_json: bool) -> None:
    """Trust the skill packs in ROOT/.tdcontext/skills/ (review them first).

    ROOT defaults to --project-root / TDCONTEXT_PROJECT_ROOT. Until a project is trusted its
    packs are listed but never auto-load, never activate and never replace a built-in or
    user pack. The decision is kept in $TDCONTEXT_HOME; revoke it with `skills untrust`.
    """
    from ..config import load_settings
    from ..skills import SkillLoader

    obj = ctx.obj if isinstance(ctx.obj, dict) else {}
    target = _root_argument(ctx, root)
    settings = load_settings(home=obj.get("home"))
    loader = SkillLoader(settings, project_root=target)
    real, added = loader.trust_store.trust(target)
    loader = SkillLoader(settings, project_root=real)
    names = [p.name for p in loader.catalog().packs if p.source == "project"]
    if as_json:
        _echo_json({"root": str(real), "trusted": True, "newly_trusted": added, "project_packs": names})
        return
    state = "now trusted" if added else "already trusted"
    click.echo(f"{real}: {state}; project packs: {', '.join(names) or '(none)'}")


@skills_group.command(name="untrust")
@click.argument("root", required=False, type=click.Path(file_okay=False, path_type=Path))
@json_option
@click.pass_context
def untrust_cmd(ctx: click.Context, root: Path | None, as_json: bool) -> None:
    """Revoke trust in ROOT's skill packs (ROOT defaults to --project-root)."""
    from ..config import load_settings
    from ..skills import TrustStore

    obj = ctx.obj if isinstance(ctx.obj, dict) else {}
    target = _root_argument(ctx, root)
    store = TrustStore(load_settings(home=obj.get("home")).home)
    key, removed = store.untrust(target)
    if as_json:
        _echo_json({"root": key, "removed": removed})
        return
    click.echo(f"{key}: trust revoked" if removed else f"{key}: was not trusted; nothing changed")


@skills_group.command(name="trusted")
@json_option
@click.pass_context
def trusted_cmd(ctx: click.Context, as_json: bool) -> None:
    """List the project folders whose skill packs you trust."""
    from ..config import load_settings
    from ..skills import TrustStore

    obj = ctx.obj if isinstance(ctx.obj, dict) else {}
    store = TrustStore(load_settings(home=obj.get("home")).home)
    if as_json:
        _echo_json(store.to_dict())
        return
    roots = store.list()
    if not roots:
        click.echo("no project is trusted; `tdcontext skills trust ROOT` trusts one")
    for item in roots:
        click.echo(f"{item.root}  (since {item.trusted_at})")
