"""The block's token budget with counting deferred to a byte bound: same entries kept, same text,
as counting every piece, and never over budget."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdcontext.retrieval.block import (
    HEADER,
    BlockItem,
    _render_item,
    end_at_boundary,
    render_block,
    stub_line,
    truncation_note,
)
from tdcontext.tokens import count_tokens, truncate_to_tokens

NONCE = "feedc0de"


def _reference(items: list[BlockItem], budget: int) -> tuple[str, list[str]]:
    """The budget rule with every piece counted, as it was before the byte bound."""
    if not items or budget <= 0:
        return "", []
    header = HEADER.format(nonce=NONCE)
    used, parts, kept = count_tokens(header), [header], []
    for n, item in enumerate(items, start=1):
        piece = _render_item(n, item, NONCE, stub_line(item) if item.disclosure == "stub" else item.text)
        cost = count_tokens(piece) + 2
        if used + cost <= budget:
            parts.append(piece)
            kept.append(item.id)
            used += cost
            continue
        if not kept:
            note = truncation_note(item.id)
            frame = count_tokens(_render_item(n, item, NONCE, "…\n" + note)) + 8
            room = budget - used - frame
            if room > 20:
                parts.append(_render_item(n, item, NONCE, end_at_boundary(truncate_to_tokens(item.text, room)) + "\n" + note))
                kept.append(item.id)
        break
    return ("\n\n".join(parts), kept) if kept else ("", [])


# Text that tokenises far below its bytes (ASCII words), near one token per byte (CJK, emoji,
# digits, punctuation runs) and in between, so the bound is sometimes loose and sometimes tight.
_TEXT = st.one_of(
    st.text(min_size=1, max_size=400),
    st.lists(st.sampled_from(["word", "feedback", "TOP", "12345", "。", "渲染", "🎛️", "…", "\n", "!!", "ж"]),
             min_size=1, max_size=300).map(" ".join),
)
_ITEM = st.builds(lambda i, text, stub: BlockItem(f"e{i}", "knowledge", "instruction" if stub else "fact",
                                                   f"Title {i}", text, disclosure="stub" if stub else "full"),
                  st.integers(0, 99), _TEXT, st.booleans())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_ITEM, min_size=0, max_size=6, unique_by=lambda i: i.id), st.integers(-5, 2500))
def test_the_byte_bound_keeps_what_exact_counting_keeps(items: list[BlockItem], budget: int) -> None:
    block, kept = render_block(items, budget_tokens=budget, count_tokens=count_tokens, truncate=truncate_to_tokens,
                               nonce=NONCE)
    assert (block, kept) == _reference(items, budget)
    assert count_tokens(block) <= max(budget, 0)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=600))
def test_the_shipped_tokenizer_spends_at_least_one_byte_per_token(text: str) -> None:
    assert count_tokens(text) <= len(text.encode("utf-8"))


def test_no_token_is_counted_while_the_bytes_fit() -> None:
    calls: list[str] = []

    def counting(text: str) -> int:
        calls.append(text)
        return count_tokens(text)

    items = [BlockItem(f"e{i}", "knowledge", "fact", f"T{i}", "short note") for i in range(3)]
    _, kept = render_block(items, budget_tokens=4000, count_tokens=counting, truncate=truncate_to_tokens)
    assert kept == ["e0", "e1", "e2"] and calls == []
    _, kept = render_block(items, budget_tokens=260, count_tokens=counting, truncate=truncate_to_tokens)
    assert calls and kept == [item.id for item in items][:len(kept)]
