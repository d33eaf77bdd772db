"""Finding 9 follow-up: a secret given to an option of the top-level group (parsed before any
subcommand runs) is redacted in click's usage error too, and the exit code stays 2."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tdcontext.cli import main

SECRETS = ["sk-proj-" + "A" * 40, "ghp_" + "b" * 36, "AKIAIOSFODNN7EXAMPLE",
           "xoxb-123456789012-123456789012-abcdefghijklmnopqrstuvwx"]


@pytest.mark.parametrize("secret", SECRETS)
@pytest.mark.parametrize("where", [["--retrieval-mode", "{s}", "list"], ["list", "--kind", "{s}"],
                                   ["skills", "list", "--json", "--bogus={s}"]])
def test_usage_errors_never_echo_a_secret(secret: str, where: list[str]) -> None:
    args = [a.format(s=secret) for a in where]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert secret not in result.output
    assert "Traceback" not in result.output
