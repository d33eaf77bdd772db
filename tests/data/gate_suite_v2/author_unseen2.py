"""Author of prompts_unseen2.jsonl: a blind suite on explicit invocation vs naming (issue 11).

Written by the session-4 independent evaluator "gateeval2", who read neither the gate code
(src/tdcontext/retrieval/) nor the other prompt files or their authors; labels come from
corpus.jsonl only and were committed before the gate was first run on them. Never fitted on.

Invariant: each prompt's label sits next to it; `full` lists exactly the procedures the prompt
explicitly invokes (or asks the content of); every other instruction shown in full is a
violation. Run `python author_unseen2.py` to regenerate the .jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parent / "prompts_unseen2.jsonl"

# ---- explicit invocations: (prompt, full ids, group) ------------------------------------------
INVOKE: list[tuple[str, list[str], str]] = [
    # imperative
    ("Run KICK1 on the main output.", ["ins_kick1"], "imperative"),
    ("Execute DESKMAP_X32 for tonight's desk.", ["ins_deskmap_x32"], "imperative"),
    ("Load VJ_BANK_A into the decks.", ["ins_vj_bank_a"], "imperative"),
    ("Apply GLITCHY to the selected TOP.", ["ins_glitchy"], "imperative"),
    ("Do the RENDER_HQ preset for this export.", ["ins_render_hq"], "imperative"),
    ("Trigger PANIC_BLACK.", ["ins_panic_black"], "imperative"),
    ("Build CUE_STACK_7 for the dance piece.", ["ins_cue_stack7"], "imperative"),
    ("Perform SYNCPOINT with the lighting console.", ["ins_syncpoint"], "imperative"),
    ("Apply the Zorvex grade to the final comp.", ["ins_zorvex_grade"], "imperative"),
    ("Use LAYOUT2 on this network.", ["ins_layout2"], "imperative"),
    # polite request
    ("Could you please run wirecomb on /project1/fx? The wires are a mess.", ["ins_wirecomb"], "polite"),
    ("Would you mind doing DEPLOY_SHOW before doors open?", ["ins_deploy_show"], "polite"),
    ("Please carry out the BLACKOUT procedure, we're done for the night.", ["ins_blackout"], "polite"),
    ("Can you kick off SYNCPOINT for me please", ["ins_syncpoint"], "polite"),
    ("I'd like you to apply STROBE_SAFE to every output in this patch.", ["ins_strobe_safe"], "polite"),
    ("Kindly follow BACKUP_FIRST and then clear /project1/old_scenes.", ["ins_backup_first"], "polite"),
    # name first, then a command
    ("KICK1 now please.", ["ins_kick1"], "name_first"),
    ("VJ_BANK_A, load it up.", ["ins_vj_bank_a"], "name_first"),
    ("GLITCHY on the selected top, go.", ["ins_glitchy"], "name_first"),
    ("RENDER_HQ: do it for the trailer render.", ["ins_render_hq"], "name_first"),
    ("DESKMAP_X32 - set it up, the desk is on the network now.", ["ins_deskmap_x32"], "name_first"),
    # name followed by further instructions
    ("Run LAYOUT2 and then save the project as v12.", ["ins_layout2"], "then_more"),
    ("Do CUE_STACK_7, then start the timer from cue 1.", ["ins_cue_stack7"], "then_more"),
    ("Apply the Zorvex grade, and after that bump the bloom a little.", ["ins_zorvex_grade"], "then_more"),
    ("Execute wirecomb then collapse the whole thing into a base COMP.", ["ins_wirecomb"], "then_more"),
    ("Run DEPLOY_SHOW and tell me when the perform window is up.", ["ins_deploy_show"], "then_more"),
    # several procedures in one prompt
    ("Run KICK1 and GLITCHY on the output.", ["ins_kick1", "ins_glitchy"], "multi"),
    ("Load VJ_BANK_A, then do LAYOUT2.", ["ins_vj_bank_a", "ins_layout2"], "multi"),
    ("First SYNCPOINT, then DEPLOY_SHOW.", ["ins_syncpoint", "ins_deploy_show"], "multi"),
    ("Execute DESKMAP_X32 and RENDER_HQ, in that order.", ["ins_deskmap_x32", "ins_render_hq"], "multi"),
    ("Apply wirecomb, LAYOUT2 and the Zorvex grade.", ["ins_wirecomb", "ins_layout2", "ins_zorvex_grade"], "multi"),
    # show-calling / cue language
    ("Standby PANIC_BLACK... PANIC_BLACK go!", ["ins_panic_black"], "cue_call"),
    ("Cue 14: BLACKOUT, go.", ["ins_blackout"], "cue_call"),
    ("House to half, then GLITCHY go.", ["ins_glitchy"], "cue_call"),
    ("Stand by VJ_BANK_A. Go.", ["ins_vj_bank_a"], "cue_call"),
    ("On my call: KICK1... go.", ["ins_kick1"], "cue_call"),
    # lower case
    ("run kick1", ["ins_kick1"], "lowercase"),
    ("do render_hq for the export pls", ["ins_render_hq"], "lowercase"),
    ("load vj_bank_a", ["ins_vj_bank_a"], "lowercase"),
    ("apply glitchy to the selected top", ["ins_glitchy"], "lowercase"),
    ("execute cue_stack_7", ["ins_cue_stack7"], "lowercase"),
    ("run syncpoint before we start", ["ins_syncpoint"], "lowercase"),
    # typos of one character
    ("Run KIKC1 on the output.", ["ins_kick1"], "typo"),
    ("Execute DESKMAP_X23 now.", ["ins_deskmap_x32"], "typo"),
    ("load VJ_BNK_A", ["ins_vj_bank_a"], "typo"),
    ("Run RENDER_HG for the final export.", ["ins_render_hq"], "typo"),
    ("do LAYUOT2 on this network", ["ins_layout2"], "typo"),
    ("run wirecom on this mess", ["ins_wirecomb"], "typo"),
    # spaces instead of underscores
    ("run vj bank a", ["ins_vj_bank_a"], "spaces"),
    ("Do the render hq preset.", ["ins_render_hq"], "spaces"),
    ("Execute cue stack 7 now.", ["ins_cue_stack7"], "spaces"),
    ("Run deskmap x32 for the mixer.", ["ins_deskmap_x32"], "spaces"),
    ("Panic black! Now!", ["ins_panic_black"], "spaces"),
    # trailing names
    ("Kill the picture right now, PANIC_BLACK.", ["ins_panic_black"], "trailing"),
    ("Time to wrap up the set, BLACKOUT.", ["ins_blackout"], "trailing"),
    ("Make the wires readable, wirecomb please.", ["ins_wirecomb"], "trailing"),
    ("Get the desk faders driving the layers: DESKMAP_X32.", ["ins_deskmap_x32"], "trailing"),
    # scheduling
    ("At the drop, run KICK1.", ["ins_kick1"], "scheduled"),
    ("When the song ends, do BLACKOUT.", ["ins_blackout"], "scheduled"),
    ("At 21:55 run SYNCPOINT, then wait for my go.", ["ins_syncpoint"], "scheduled"),
    ("After the intro, load VJ_BANK_A.", ["ins_vj_bank_a"], "scheduled"),
    # consent
    ("Yes, go ahead and run RENDER_HQ.", ["ins_render_hq"], "consent"),
    ("yep, do GLITCHY", ["ins_glitchy"], "consent"),
    ("Sure, run DEPLOY_SHOW.", ["ins_deploy_show"], "consent"),
    ("OK go ahead with CUE_STACK_7.", ["ins_cue_stack7"], "consent"),
    # rules and the unnamed procedures, invoked by their title
    ("Apply naming rule N1 to the operators you just created.", ["ins_naming_n1"], "rule"),
    ("Enforce the quiet hours rule for the riverside venue on this patch.", ["ins_quiet_hours"], "rule"),
    ("Follow the ARCHIVE rule and then edit bloom.tox.", ["ins_archive_rule"], "rule"),
    ("Build the trails with my FEEDBACK trail settings for the club visuals.", ["ins_feedback_pref"], "rule"),
]

# ---- ask_content: what does the procedure say (full is right) ---------------------------------
ASK: list[tuple[str, list[str], str]] = [
    ("What does KICK1 do?", ["ins_kick1"], "ask_content"),
    ("What are the steps in DEPLOY_SHOW?", ["ins_deploy_show"], "ask_content"),
    ("Which port does SYNCPOINT wait on?", ["ins_syncpoint"], "ask_content"),
    ("What's in the Zorvex grade?", ["ins_zorvex_grade"], "ask_content"),
    ("What would happen if I ran GLITCHY on the output?", ["ins_glitchy"], "hypothetical"),
    ("If I ran VJ_BANK_A, which decks would change?", ["ins_vj_bank_a"], "hypothetical"),
]

# ---- negatives that name a procedure without invoking it: (prompt, intent, allowed, group) ----
NEG: list[tuple[str, str, list[str], str]] = [
    # negated
    ("Don't run KICK1, the DJ is playing ambient tonight.", "near_miss", ["ins_kick1"], "negated"),
    ("Do not trigger PANIC_BLACK, that was a false alarm.", "near_miss", ["ins_panic_black"], "negated"),
    ("Whatever you do, don't execute DEPLOY_SHOW yet.", "near_miss", ["ins_deploy_show"], "negated"),
    ("No GLITCHY on this one, keep it clean.", "near_miss", ["ins_glitchy"], "negated"),
    ("never load VJ_BANK_A during the speech", "near_miss", ["ins_vj_bank_a"], "negated"),
    ("Skip BLACKOUT tonight, the next act starts right away.", "near_miss", ["ins_blackout"], "negated"),
    # past
    ("KICK1 ran fine yesterday at the club.", "near_miss", ["ins_kick1"], "past"),
    ("We did RENDER_HQ last week and the file was 40 GB.", "near_miss", ["ins_render_hq"], "past"),
    ("SYNCPOINT worked on the first try at the rehearsal.", "near_miss", ["ins_syncpoint"], "past"),
    ("I already ran wirecomb this morning.", "near_miss", ["ins_wirecomb"], "past"),
    ("CUE_STACK_7 was built on Monday by the assistant.", "near_miss", ["ins_cue_stack7"], "past"),
    ("Last night DESKMAP_X32 dropped fader 3 for a minute.", "near_miss", ["ins_deskmap_x32"], "past"),
    # questions about history
    ("When did we last use LAYOUT2?", "near_miss", ["ins_layout2"], "history"),
    ("Who wrote the Zorvex grade originally?", "near_miss", ["ins_zorvex_grade"], "history"),
    ("How many times has PANIC_BLACK been triggered this tour?", "near_miss", ["ins_panic_black"], "history"),
    ("Is DEPLOY_SHOW older than the naming rule?", "near_miss", ["ins_deploy_show", "ins_naming_n1"], "history"),
    # ordinary meaning of a name that is a word
    ("What does blackout mean in theatre lighting history?", "meaning", [], "meaning"),
    ("Is 'glitchy' a real English word?", "meaning", [], "meaning"),
    ("Where does the word blackout come from?", "meaning", [], "meaning"),
    ("What's a glitchy aesthetic in net art, historically?", "meaning", [], "meaning"),
    # quotes and code literals
    ("Why does `op('KICK1')` return None in my script?", "near_miss", ["ins_kick1"], "code_literal"),
    ("The log says \"RENDER_HQ\" forty times, is that normal?", "near_miss", ["ins_render_hq"], "quote"),
    ("In Python, is `VJ_BANK_A = 3` a valid constant name?", "meta", [], "code_literal"),
    ("print('PANIC_BLACK')  # why does this print twice?", "meta", [], "code_literal"),
    ("What does the string 'DESKMAP_X32' look like in base64?", "meta", [], "code_literal"),
    # file or variable names
    ("My file kick1_backup.toe won't open.", "near_miss", ["ins_kick1"], "file_name"),
    ("Rename the folder render_hq_old to archive_2024.", "near_miss", ["ins_render_hq"], "file_name"),
    ("The variable cue_stack_7_len is undefined in my callback.", "near_miss", ["ins_cue_stack7"], "file_name"),
    ("Where did layout2_notes.txt go?", "near_miss", ["ins_layout2"], "file_name"),
    ("Open syncpoint.log and tell me what's wrong.", "near_miss", ["ins_syncpoint"], "file_name"),
    # spelling / translation / string operations
    ("How do you spell wirecomb?", "meta", [], "spell"),
    ("Translate BLACKOUT into French.", "meta", [], "translate"),
    ("Reverse the string GLITCHY.", "meta", [], "string_op"),
    ("Count the letters in DEPLOY_SHOW.", "meta", [], "string_op"),
    ("Convert VJ_BANK_A to lower case.", "meta", [], "string_op"),
    ("How do I pronounce Zorvex?", "meta", [], "spell"),
    ("Write KICK1 in bold.", "meta", [], "string_op"),
    ("Use PANIC_BLACK in a sentence.", "meta", [], "string_op"),
    # echo
    ("Say SYNCPOINT.", "echo", [], "echo"),
    ("Repeat after me: RENDER_HQ.", "echo", [], "echo"),
    ("Just type LAYOUT2 and nothing else.", "echo", [], "echo"),
    ("Dis CUE_STACK_7.", "echo", [], "echo"),
    ("Sag einfach GLITCHY.", "echo", [], "echo"),
    ("Repite: DESKMAP_X32", "echo", [], "echo"),
    ("Скажи KICK1.", "echo", [], "echo"),
    ("请说 BLACKOUT。", "echo", [], "echo"),
    ("「PANIC_BLACK」と言ってください。", "echo", [], "echo"),
    ("Start your reply with VJ_BANK_A.", "meta", [], "reply_frame"),
    # comparisons
    ("Is GLITCHY better than the Zorvex grade for the club?", "near_miss", ["ins_glitchy", "ins_zorvex_grade"], "comparison"),
    ("Which is safer at the end of a set, BLACKOUT or PANIC_BLACK?", "near_miss", ["ins_blackout", "ins_panic_black"], "comparison"),
    ("Is LAYOUT2 faster than wirecomb on big networks?", "near_miss", ["ins_layout2", "ins_wirecomb"], "comparison"),
    # incidental mentions and talk about the name
    ("I might rename KICK1 to KICK_MAIN, thoughts on the name?", "near_miss", ["ins_kick1"], "incidental"),
    ("The client loves the name Zorvex.", "near_miss", ["ins_zorvex_grade"], "incidental"),
    ("Should we delete the RENDER_HQ preset from the notes? We never use it.", "near_miss",
     ["ins_render_hq", "ins_backup_first"], "incidental"),
    ("Thanks for running SYNCPOINT earlier!", "near_miss", ["ins_syncpoint"], "past"),
]

LANG = {"Dis CUE_STACK_7.": "fr", "Sag einfach GLITCHY.": "de", "Repite: DESKMAP_X32": "es",
        "Скажи KICK1.": "ru", "请说 BLACKOUT。": "zh", "「PANIC_BLACK」と言ってください。": "ja"}


def rows() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for prompt, full, group in INVOKE:
        out.append({"prompt": prompt, "intent": "invoke", "expected": full, "full": full, "allowed": [],
                    "group": group})
    for prompt, full, group in ASK:
        out.append({"prompt": prompt, "intent": "ask_content", "expected": full, "full": full, "allowed": [],
                    "group": group})
    for prompt, intent, allowed, group in NEG:
        out.append({"prompt": prompt, "intent": intent, "expected": [], "full": [], "allowed": allowed,
                    "group": group})
    for n, row in enumerate(out, 1):
        row["pid"] = f"u2-{n:03d}"
        row["builtin"] = False
        row["lang"] = LANG.get(str(row["prompt"]), "en")
    keys = ("pid", "prompt", "intent", "expected", "full", "allowed", "builtin", "lang", "group")
    return [{k: r[k] for k in keys} for r in out]


def main() -> None:
    data = rows()
    assert len({r["prompt"] for r in data}) == len(data)
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), encoding="utf-8")
    print(f"{len(data)} prompts -> {OUT.name}")


if __name__ == "__main__":
    main()
