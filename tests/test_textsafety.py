"""Secret detection and redaction: a battery of credential formats, a battery of
innocent look-alikes from TouchDesigner work, and property tests for redaction.

Fake credentials are assembled at run time from a seeded generator so no literal
key-shaped string sits in the repository.
"""

from __future__ import annotations

import base64
import itertools
import random
import re
import string
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcontext.textsafety import (
    SecretFinding,
    contains_secret,
    find_secrets,
    looks_random,
    redact,
    shannon_entropy,
)

_RNG = random.Random(20261129)
B62 = string.ascii_letters + string.digits
B64URL = B62 + "-_"
B64 = B62 + "+/"
HEX = "0123456789abcdef"
U36 = string.ascii_uppercase + string.digits


def _r(alphabet: str, n: int) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(n))


def _pem(label: str) -> str:
    body = "\n".join(_r(B64, 64) for _ in range(4))
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def _jwt() -> str:
    def seg(obj: str) -> str:
        return base64.urlsafe_b64encode(obj.encode()).decode().rstrip("=")

    header = seg('{"alg":"HS256","typ":"JWT"}')
    payload = seg('{"sub":"1234567890","name":"op"}')
    return f"{header}.{payload}.{_r(B64URL, 43)}"


# (label, text holding the secret, secret substring, expected kind)
SECRET_CASES: list[tuple[str, str, str]] = []


def _case(template: str, secret: str, kind: str) -> None:
    SECRET_CASES.append((template.format(s=secret), secret, kind))


_case("OPENAI_API_KEY is {s}", "sk-" + _r(B62, 20) + "T3BlbkFJ" + _r(B62, 20), "openai_key")
_case("use {s} for the copilot", "sk-proj-" + _r(B64URL, 120), "openai_key")
_case("service account {s}", "sk-svcacct-" + _r(B64URL, 60), "openai_key")
_case("claude key {s} please", "sk-ant-api03-" + _r(B64URL, 93) + "AA", "anthropic_key")
_case("deepseek: {s}", "sk-" + _r(HEX, 32), "deepseek_key")
_case("router {s}", "sk-or-v1-" + _r(HEX, 64), "openrouter_key")
_case("some vendor key {s}", "sk-" + _r(B62, 48), "sk_key")
_case("stripe {s}", "sk_live_" + _r(B62, 24), "stripe_key")
_case("aws id {s} in us-east-1", "AKIA" + _r(U36, 16), "aws_access_key")
_case("temporary creds {s}", "ASIA" + _r(U36, 16), "aws_access_key")
_case("aws_secret_access_key = {s}", _r(B64, 40), "password_assignment")
_case("git push with {s}", "ghp_" + _r(B62, 36), "github_token")
_case("oauth {s}", "gho_" + _r(B62, 36), "github_token")
_case("fine-grained {s}", "github_pat_" + _r(B62 + "_", 82), "github_token")
_case("gitlab {s}", "glpat-" + _r(B64URL, 20), "gitlab_token")
_case("slack bot {s}", "xoxb-" + _r(string.digits, 12) + "-" + _r(string.digits, 13) + "-" + _r(B62, 24), "slack_token")
_case("user token {s}", "xoxp-" + _r(string.digits, 12) + "-" + _r(B62, 30), "slack_token")
_case("post to {s} on cue", "https://hooks.slack.com/services/T" + _r(U36, 8) + "/B" + _r(U36, 8) + "/" + _r(B62, 24), "slack_webhook")
_case("maps {s}", "AIza" + _r(B64URL, 35), "google_api_key")
_case("hub {s}", "hf_" + _r(string.ascii_letters, 34), "huggingface_token")
_case("npm {s}", "npm_" + _r(B62, 36), "npm_token")
_case("mail {s}", "SG." + _r(B64URL, 22) + "." + _r(B64URL, 43), "sendgrid_key")
_case("bot {s}", "123456789:AA" + _r(B64URL, 33), "telegram_bot_token")
_case("session cookie {s}", _jwt(), "jwt")
_case("key:\n{s}\n", _pem("RSA PRIVATE KEY"), "pem_private_key")
_case("{s}", _pem("OPENSSH PRIVATE KEY"), "pem_private_key")
_case("enc {s}", _pem("ENCRYPTED PRIVATE KEY"), "pem_private_key")
_case("gpg {s}", _pem("PGP PRIVATE KEY BLOCK"), "pem_private_key")
_case("db password={s}", "hunter2", "password_assignment")
_case("PASSWORD = '{s}'", "c0rrect-h0rse", "password_assignment")
_case("token: {s}", _r(B62, 12) + "9", "password_assignment")
_case('{{"api_key": "{s}"}}', _r(B62, 28), "password_assignment")
_case("DefaultEndpointsProtocol=https;AccountKey={s};", _r(B64, 86) + "==", "password_assignment")
_case("Authorization: Bearer {s}", _r(B64URL, 40), "bearer_token")
_case("Authorization: Basic {s}", base64.b64encode(b"admin:s3cr3t-pass").decode(), "basic_auth")
_case("db at postgres://td:{s}@10.0.0.5/show", "Pa55w0rdX", "url_credentials")
_case("the secret is {s} ok", "wJalrXUtnFEMI/K7MDENG/" + _r(B62, 18), "high_entropy_string")
_case("seed {s}", _r(HEX, 64), "high_entropy_string")
_case("random {s} here", _r(B62, 32), "high_entropy_string")
_case("lowercase {s}", _r(string.ascii_lowercase + string.digits, 40), "high_entropy_string")


@pytest.mark.parametrize(("text", "secret", "kind"), SECRET_CASES, ids=[c[2] for c in SECRET_CASES])
def test_secret_formats_are_found_with_their_kind(text: str, secret: str, kind: str) -> None:
    findings = find_secrets(text)
    assert findings, f"nothing found in a {kind} case"
    assert contains_secret(text) == findings[0].kind
    covering = [f for f in findings if f.start <= text.index(secret) < f.end]
    assert covering and covering[0].kind == kind
    redacted = redact(text)
    assert secret not in redacted
    assert f"[REDACTED:{kind}]" in redacted


def test_battery_is_large_enough() -> None:
    assert len(SECRET_CASES) >= 20
    assert len({kind for _, _, kind in SECRET_CASES}) >= 20
    assert len(INNOCENT) >= 20


INNOCENT = [
    "#ff8800",
    "background #1E90FF, accent #ff880080",
    "0xFF8800AA",
    "/project1/geo1/noise1",
    "op('/project1/base_audio/math3').par.gain = 0.8",
    "/project1/base_audio/audioSpectrum1/math3_gain",
    "node 7f3e9a2b-1c4d-4e8f-9a0b-123456789abc",
    "cam_7f3e9a2b-1c4d-4e8f-9a0b-123456789abc",
    "geo_5f3c2a1b9e8d4f7a",
    "TouchDesigner 2025.30280",
    "v1.2.3-rc.1",
    "pinned to commit 4bbf8c1a9e2d3f4b5c6d7e8f9a0b1c2d3e4f5a6b",
    "C:/Users/me/Documents/Derivative/TouchDesigner/Palette/tox/audioAnalysis.tox",
    "/home/vj/shows/2026-11-berlin/assets/kick_01_110bpm_Dmin_v3.wav",
    "dGVzdA==",
    "audioSpectrumBandLowpass",
    "getHTTPResponseCode2XX",
    "useTouchDesignerOscInDAT_port10000",
    "ProjectorMapping_LeftWall_Quad3_Warp12",
    "TDAbleton_Track1_Clip2_Scene3",
    "noise1_lfo2_math3_null4_ramp5_level6",
    "render_1920x1080_60fps_h264_out",
    "osc_in_port_7000_ch1_ch2_ch3_ch4",
    "kinect2_pointcloud_depth_1024x848",
    "fragColor = vec4(1.0, 0.5, 0.2, 1.0);",
    "uniform sampler2D sTD2DInputs[1]; vec3 c = texture(sTD2DInputs[0], vUV.st).rgb;",
    "https://docs.derivative.ca/Noise_TOP",
    "Keep the password manager closed during the show.",
    "Bearer tokens are rotated nightly by IT.",
    "token: the kick drum drives the bloom",
    "max_tokens=4096, token_count: 512",
    "api_key = os.environ['OPENAI_API_KEY']",
    "password=<your-password>",
    "PASSWORD=${DB_PASSWORD}",
    "The secret: keep the palette warm until the drop.",
    "Output 1 is /project1/out_program at 3840x2160 via NDI",
    "asset sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "osc 192.168.1.50:7000, MAC 00:1A:2B:3C:4D:5E, Art-Net universe 0:0:1",
    "D:\\Shows\\Berlin\\assets\\loops\\loop_01_HAP_Q_4k.mov",
    "me.par.tx = absTime.seconds * 0.25 + op('lfo1')['chan1']",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "moodboard https://i.pinimg.com/originals/02/94/c3/0294c3460b66d1fd50530e4bd5a2e1f5.jpg",
    "like the Oct4/Sox2/Klf4/Myc-iPSCs figure, but in red",
    "cHJpdmF0ZS9sci9pbWFnZXMvd2Vic2l0ZS8yMDIyLTExL2ZsNDg2NDgxOTYyMDMtaW1hZ2UuanBn",
]


@pytest.mark.parametrize("text", INNOCENT)
def test_innocent_look_alikes_are_not_flagged(text: str) -> None:
    assert find_secrets(text) == []
    assert contains_secret(text) is None
    assert redact(text) == text


def test_random_keys_are_flagged_and_identifiers_are_not_at_calibrated_rates() -> None:
    rng = random.Random(7)
    keys = ["".join(rng.choice(B62) for _ in range(40)) for _ in range(300)]
    assert sum(looks_random(k) for k in keys) >= 297
    short = ["".join(rng.choice(B64) for _ in range(24)) for _ in range(300)]
    assert sum(looks_random(k) for k in short) >= 285
    # Long hex digests are let through by their label ("sha256:"), not by looks_random.
    runs = re.findall(r"[A-Za-z0-9+/_\-]{16,}", " ".join(INNOCENT))
    words = [w for w in runs if len(w) < 56]
    assert len(words) >= 15
    assert not any(looks_random(w) for w in words)


def test_entropy_of_simple_strings() -> None:
    assert shannon_entropy("") == 0.0
    assert shannon_entropy("aaaa") == 0.0
    assert shannon_entropy("abcd") == pytest.approx(2.0)


def test_findings_do_not_overlap_and_prefer_specific_kinds() -> None:
    key = "sk-proj-" + _r(B64URL, 60)
    text = f"api_key={key} and Bearer {key}"
    findings = find_secrets(text)
    assert [f.kind for f in findings] == ["openai_key", "openai_key"]
    for a, b in itertools.pairwise(findings):
        assert a.end <= b.start


def test_only_the_random_segment_of_a_url_is_redacted() -> None:
    key = _r(B62, 40)
    text = f"see https://cdn.example.com/files/{key}/preview.png"
    [finding] = find_secrets(text)
    assert text[finding.start : finding.end] == key
    assert redact(text) == "see https://cdn.example.com/files/[REDACTED:high_entropy_string]/preview.png"


def test_redaction_marker_is_not_flagged_again() -> None:
    once = redact("password=hunter2 token: Zx81" + _r(B62, 12))
    assert once == redact(once)
    assert "[REDACTED:password_assignment]" in once


def test_unterminated_pem_is_still_caught() -> None:
    line1, line2 = _r(B64, 64), _r(B64, 30)
    text = f"note\n-----BEGIN PRIVATE KEY-----\n{line1}\n{line2}"
    assert contains_secret(text) == "pem_private_key"
    assert redact(text) == "note\n[REDACTED:pem_private_key]"


# ---------------------------------------------------------------- properties

_secret_strategy = st.sampled_from([secret for _, secret, _ in SECRET_CASES if len(secret) >= 16])
_filler = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)),
    max_size=60,
)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_redacted_text_holds_nothing_findable(text: str) -> None:
    assert find_secrets(redact(text)) == []


@settings(max_examples=200, deadline=None)
@given(_filler, _secret_strategy, _filler)
def test_embedded_secret_never_survives_redaction(before: str, secret: str, after: str) -> None:
    text = f"{before} {secret} {after}"
    assert secret not in redact(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_findings_are_sorted_disjoint_spans_inside_the_text(text: str) -> None:
    findings = find_secrets(text)
    for finding in findings:
        assert isinstance(finding, SecretFinding)
        assert 0 <= finding.start < finding.end <= len(text)
    for a, b in itertools.pairwise(findings):
        assert a.end <= b.start


@pytest.mark.parametrize(
    "text",
    [
        "a" * 16000,
        "a_" * 8000,
        "a." * 8000,
        "sk-" * 5000,
        "eyJ" * 5000,
        "password" * 2000,
        "x1Y_" * 4000,
        "1" * 16000,
        "Bearer " + "a" * 16000,
        "-----BEGIN PRIVATE KEY-----" * 500,
        "http://" + "u:" * 8000,
        "token=" * 3000,
    ],
    ids=lambda t: repr(t[:12]),
)
def test_pathological_input_stays_linear(text: str) -> None:
    # These took 5-20 s each before the patterns were made backtrack-free.
    started = time.perf_counter()
    redact(text)
    assert time.perf_counter() - started < 1.0
