"""Blind suite unseen40 (helper "gateeval40"), written from corpus.jsonl and the built-in knowledge ids only.

Personas: stage managers on headset calling cues, VJs mid-set typing one-handed, lighting operators
reading a cue list aloud, and a director texting from the back of the room. About 80 % English; leans to
terse invocations (bare names with a time word, "standby NAME ... go", lists of names in order, typos,
lowercase, names split by spaces or hyphens, titles instead of names) and to equally terse near misses
(status reports, cue-sheet lines that are not calls, questions about whether something ran).

Labels sit next to each prompt. Run this file to regenerate prompts_unseen40.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen40.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAYOUT = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (terse, under pressure)
# KICK1
add("invoke", "KICK1, now.", [KICK], group="terse_time")
add("invoke", "kick1 on my go... go", [KICK], group="go_call")
add("invoke", "K I C K 1 please, the DJ just dropped the beat", [KICK], group="spaces")
add("invoke", "KICK1 bitte, jetzt sofort", [KICK], lang="de", group="terse_time")
add("invoke", "🔥 KICK1 🔥 go go", [KICK], group="emoji")
# LAYOUT2
add("invoke", "LAYOUT2!", [LAYOUT], group="punct")
add("invoke", "layout 2 this mess before the director walks over", [LAYOUT], group="spaces")
add("invoke", "run MACRO LAYOUT2 on /project1/fx, quick", [LAYOUT], group="name_first")
add("invoke", "LAYOUT2 sur ce réseau, vite", [LAYOUT], lang="fr", group="terse")
# STROBE_SAFE
add("invoke", "STROBE_SAFE on the chase I just built, clamp it.", [STROBE], group="rule")
add("invoke", "strobe safe — apply it to flash2 right now", [STROBE], group="spaces")
add("invoke", "apply the never-exceed-3-flashes-per-second rule to lfo_beat", [STROBE], group="title_words")
add("invoke", "aplica STROBE_SAFE al estrobo del final, ya", [STROBE], lang="es", group="rule")
# BACKUP_FIRST
add("invoke", "BACKUP_FIRST, then kill the old noise chain.", [BACKUP], group="rule")
add("invoke", "backup-first before I nuke /project1/old_fx. go", [BACKUP], group="hyphen")
add("invoke", "follow BACKUP_FIRST for this cleanup: delete every unused op in /project1/scratch",
    [BACKUP], group="rule")
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW. Doors in ten.", [DEPLOY], group="terse_time")
add("invoke", "deploy show, now now now", [DEPLOY], group="lowercase")
add("invoke", "SM on headset: DEPLOY_SHOW on my go... GO.", [DEPLOY], group="go_call")
add("invoke", "run the steps-before-a-show procedure, house is open", [DEPLOY], group="title_words")
add("invoke", "DEPLOY_SHOW をお願い、今すぐ", [DEPLOY], lang="ja", group="polite")
add("invoke", "deploy underscore show, go", [DEPLOY], group="voice")
# VJ_BANK_A
add("invoke", "VJ_BANK_A!!", [BANK], group="punct")
add("invoke", "load clip bank A into the decks, now", [BANK], group="title_words")
add("invoke", "vj bank a — go", [BANK], group="lowercase")
add("invoke", "carrega o VJ_BANK_A agora, por favor", [BANK], lang="pt", group="polite")
# PANIC_BLACK
add("invoke", "PANIC_BLACK, PANIC_BLACK", [PANIC], allowed=[BLACK], group="bare")
add("invoke", "panic black NOW, cable down on stage", [PANIC], allowed=[BLACK], group="emergency")
add("invoke", "PANIC — kill the output, someone's on the truss", [PANIC], allowed=[BLACK], group="emergency")
add("invoke", "PANIC_BLACK subito, c'è gente sul palco!", [PANIC], allowed=[BLACK], lang="it", group="emergency")
add("invoke", "PANIC_BLACK, срочно", [PANIC], allowed=[BLACK], lang="ru", group="emergency")
# GLITCHY
add("invoke", "GLITCHY on the selected TOP, the chorus hits in 4", [GLITCH], group="name_first")
add("invoke", "GLICHTY now pls", [GLITCH], group="typo")
add("invoke", "对选中的TOP执行GLITCHY", [GLITCH], lang="zh", group="imperative")
add("invoke", "run glitchy on moviein2, the drop is in 8 bars", [GLITCH], group="lowercase")
# DESKMAP_X32
add("invoke", "DESKMAP_X32 — the X32 just got plugged in, map it", [X32], group="name_first")
add("invoke", "deskmap x32 pls", [X32], group="spaces")
add("invoke", "DESKMAP-X32, now", [X32], group="hyphen")
add("invoke", "DESKMAP_X32 graag, nu meteen", [X32], lang="nl", group="polite")
add("invoke",
    "[19:58:02] WARNING osc_in1: no packets on 10023\n[19:58:05] x32_faders: all channels 0\n"
    "re-run DESKMAP_X32 please", [X32], group="log_paste")
# RENDER_HQ
add("invoke", "RENDER_HQ. Off you go.", [RENDER], group="punct")
add("invoke", "render hq, go, client wants the file tonight", [RENDER], group="lowercase")
add("invoke", "RENDR_HQ now, last take of the night", [RENDER], group="typo")
add("invoke", "lance RENDER_HQ maintenant", [RENDER], lang="fr", group="imperative")
add("invoke", "yes, go ahead with RENDER_HQ", [RENDER], group="consent")
# N1
add("invoke", "apply naming rule N1 to everything I just made in /project1/fx", [N1], group="rule")
add("invoke", "N1 on these new ops, then we're done", [N1], group="terse")
add("invoke", "rename per N1. now.", [N1], group="terse_time")
# FEEDBACK (common-word title)
add("invoke", "FEEDBACK preset for the club set, go", [FEED], group="common_word")
add("invoke", "my trail settings for the club visuals — build them now", [FEED], group="title_words")
add("invoke", "use my FEEDBACK trail settings on the club output", [FEED], group="common_word")
add("invoke", "FEEDBACK-Trails für den Club, meine Einstellungen, jetzt", [FEED], lang="de", group="common_word")
# BLACKOUT
add("invoke", "BLACKOUT. That's the set.", [BLACK], allowed=[PANIC], group="end_set")
add("invoke", "standby BLACKOUT ... and go", [BLACK], allowed=[PANIC], group="standby_go")
add("invoke", "last track fading — BLACKOUT on my go — GO", [BLACK], allowed=[PANIC], group="go_call")
add("invoke", "BLACKOUT, se acabó el set", [BLACK], allowed=[PANIC], lang="es", group="end_set")
add("invoke", "end-of-set cut to black, please, that was the encore", [BLACK], allowed=[PANIC], group="title_words")
# wirecomb
add("invoke", "wirecomb, this network, thx", [COMB], group="bare")
add("invoke", "wire comb this network please", [COMB], group="spaces")
add("invoke", "WIRECOMB now, I can't read a thing", [COMB], group="terse_time")
add("invoke", "/wirecomb", [COMB], group="slash_command")
# CUE_STACK_7
add("invoke", "CUE_STACK_7, now", [CUES], group="terse_time")
add("invoke", "cue stack 7 — build it, tech in twenty", [CUES], group="spaces")
add("invoke", "CUE_STAK_7 go", [CUES], group="typo")
add("invoke", "CUE_STACK_7 per favore, adesso", [CUES], lang="it", group="polite")
add("invoke", "run cue stack seven", [CUES], group="voice")
# SYNCPOINT
add("invoke", "SYNCPOINT. Go.", [SYNC], group="go_call")
add("invoke", "sync point with the desk now please", [SYNC], group="spaces")
add("invoke", "lock us to the lighting console before doors — SYNCPOINT", [SYNC], group="trailing")
add("invoke", "Lighting console handshake, now", [SYNC], group="title_words")
add("invoke", "SYNCPOINT 実行して", [SYNC], lang="ja", group="imperative")
add("invoke", "- [x] soundcheck\n- [ ] SYNCPOINT  <- do this one now", [SYNC], group="checklist")
# ARCHIVE
add("invoke", "ARCHIVE first, then open bloom.tox and bump the threshold", [ARCH], group="rule")
add("invoke", "keep a numbered copy before editing a tox — do it for grade.tox", [ARCH], group="title_words")
add("invoke", "ARCHIVE rule on particles.tox, I'm about to edit it", [ARCH], group="rule")
# Zorvex
add("invoke", "Zorvex. Now.", [ZORV], group="terse_time")
add("invoke", "zorvx grade now", [ZORV], group="typo")
add("invoke", "Zorvex грейд на выход, сейчас", [ZORV], lang="ru", group="terse_time")
add("invoke", "director here, pls zorvex the main screen now, it looks flat", [ZORV], group="director_text")
# Quiet hours
add("invoke", "it's 22:15, so quiet hours — apply them", [QUIET], group="conditional")
add("invoke", "Quiet hours rule, now: we're at the riverside and it's 23:00", [QUIET], group="rule")
add("invoke", "riverside, past 22h — enforce quiet hours", [QUIET], group="conditional")
# corrections
add("invoke", "LAYOUT2 — no wait, scrap that, wirecomb instead", [COMB], allowed=[LAYOUT], group="correction")
add("invoke", "GLITCHY — no, scratch that, Zorvex", [ZORV], allowed=[GLITCH], group="correction")
# timed
add("invoke", "in 2 min: SYNCPOINT", [SYNC], group="timed")
# multi
add("invoke", "KICK1 then GLITCHY", [KICK, GLITCH], group="multi")
add("invoke", "LAYOUT2, wirecomb, in that order", [LAYOUT, COMB], group="multi")
add("invoke", "BACKUP_FIRST, then LAYOUT2", [BACKUP, LAYOUT], group="multi")
add("invoke", "DESKMAP_X32 and SYNCPOINT, go", [X32, SYNC], group="multi")
add("invoke", "VJ_BANK_A + Zorvex on the out, now", [BANK, ZORV], group="multi")
add("invoke", "CUE_STACK_7, then RENDER_HQ", [CUES, RENDER], group="multi")
add("invoke", "BLACKOUT, then DEPLOY_SHOW for the 21:30 house", [BLACK, DEPLOY], allowed=[PANIC], group="multi")
add("invoke", "LX reading the list aloud: KICK1, STROBE_SAFE, GLITCHY — go on all three", [KICK, STROBE, GLITCH],
    group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port does DESKMAP_X32 listen on?", [X32], group="param")
add("ask_content", "KICK1's trigger: what threshold and release did we set?", [KICK], group="param")
add("ask_content", "SYNCPOINT — what IP and port does it ping?", [SYNC], group="param")
add("ask_content", "how many seconds is the BLACKOUT fade?", [BLACK], allowed=[PANIC], group="param")
add("ask_content", "RENDER_HQ — which codec, what resolution, how many frames?", [RENDER], group="param")
add("ask_content", "what does PANIC_BLACK set to zero, and how do I undo it?", [PANIC], allowed=[BLACK], group="content")
add("ask_content", "quiet hours: what's the dBFS ceiling again?", [QUIET], group="param")
add("ask_content", "what's step 3 of DEPLOY_SHOW?", [DEPLOY], group="order")
add("ask_content", "Was macht wirecomb, wenn ein Ausgang auf mehr als drei Eingänge geht?", [COMB], lang="de",
    group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "nuke noise4 and level7 from the main network, nobody uses them", [BACKUP], group="delete")
add("bears", "make the white flash strobe at 8 Hz on the drop", [STROBE], allowed=["rcp_strobe_flash"], group="strobe")
add("bears", "it's 22:30 at the riverside gig, push the master up 6 dB", [QUIET], group="venue_late")
add("bears", "open bloom.tox (it's external) and set the threshold to 0.7", [ARCH], group="external_tox")
add("bears", "add a noise TOP and a level for the background", [N1], allowed=["ref_noise_top"], group="create")
add("bears", "borra todo lo que hay en /project1/old, dale", [BACKUP], lang="es", group="delete")
add("paraphrase", "hook the Behringer console's faders up to the layer opacities", [X32],
    allowed=["ref_osc_in_chop"], group="paraphrase")
add("paraphrase", "have the main picture throb on every bass drum hit", [KICK], allowed=["ref_audio_analysis"], group="paraphrase")
add("paraphrase", "put the studio's signature LUT-and-grain finish on the final comp", [ZORV], group="paraphrase")
add("paraphrase", "make the connections readable, with a null where one output fans out to lots of inputs",
    [COMB], allowed=[LAYOUT], group="paraphrase")
add("paraphrase", "lock our timing to the grandMA before doors", [SYNC], allowed=["fact_lx_console"],
    group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "what raster is the Lumen Hall output?", ["fact_lumen_hall_raster"], group="fact")
add("question", "which port does stagepad send on?", ["fact_stagepad_ports"], group="fact")
add("question", "where's the error log during a show?", ["fact_show_log"], group="fact")
add("question", "moving heads — what DMX address do they start at?", ["fact_dmx_heads"], group="fact")
add("question", "RIG-B: what audio buffer did we settle on?", ["fact_audio_buffer"], allowed=["fact_rig_b"], group="fact")
add("question", "what fps does Nebula run at?", ["fact_nebula_fps"], group="fact")
add("question", "Tidewater tech rehearsal — when?", ["fact_dance_piece"], allowed=[CUES], group="fact")
add("question", "how do I get feedback trails that actually fade to black instead of leaving ghosts?",
    ["ref_feedback_top"], allowed=["ref_pixel_formats", "rcp_feedback_tunnel", FEED], group="common_word")
add("question", "c'est quoi l'IP de la console lumière ?", ["fact_lx_console"], allowed=[SYNC], lang="fr",
    group="fact")
add("task", "build an LED strip mapper from the final null, 300 pixels", ["rcp_led_strip"], group="reference")
add("question", "how do I see which operator is eating my frame time?", ["td_performance_monitor"],
    allowed=["ref_perf_monitor", "td_bottlenecks_optimization"], builtin=True, group="builtin_compete")
add("task", "one button per table row — set that up with a replicator", ["td_replicator_comp"],
    allowed=["ref_replicator", "td_panel_ui_components"], builtin=True, group="builtin_compete")
add("question", "how do I print debug lines to the textport from a script?", ["td_textport"], builtin=True,
    group="builtin_only")
add("question", "op('bg_out') returns None inside my callback, why?", ["td_op_paths"], allowed=["ref_op_paths"],
    builtin=True, group="builtin_compete")
add("question", "how do I receive MIDI notes from a keyboard?", ["td_osc_midi_dmx_in"], builtin=True,
    group="builtin_only")
add("task", "add a custom float parameter Speed to my base COMP", ["td_custom_parameters"], builtin=True,
    group="builtin_only")
add("task", "write a Parameter Execute DAT that prints when Rate changes", ["td_parameter_execute_dat"],
    builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I bake a Substance material into TouchDesigner?", group="far")
add("unanswerable", "can TD follow Ableton Link tempo?", group="near")
add("unanswerable", "how do I get Dante audio into TouchDesigner?", group="near")
add("unanswerable", "what does the Cache TOP's step parameter do?", group="near")
add("unanswerable", "can a TouchDesigner licence live on a dongle instead of the machine?", group="far")
add("unanswerable", "Web Render TOP with a local html page — how?", group="near")
add("unanswerable", "how do I import a USD scene?", group="far")
add("unanswerable", "how do I get Spout out of Resolume into TD?", group="near")
add("unanswerable", "Leap Motion hand tracking in TD, which operator?", group="far")
add("unanswerable", "Photoshopのレイヤーを直接読み込める？", lang="ja", group="far")

# ---------------------------------------------------------------- near_miss (terse, not calls)
add("near_miss", "KICK1 ran fine last night.", allowed=[KICK], group="past")
add("near_miss", "don't run LAYOUT2, I like my mess", allowed=[LAYOUT], group="negated")
add("near_miss", "did DEPLOY_SHOW finish?", allowed=[DEPLOY], group="status")
add("near_miss", "PANIC_BLACK armed. holding.", allowed=[PANIC], group="status")
add("near_miss", "standby SYNCPOINT. not yet.", allowed=[SYNC], group="standby")
add("near_miss", "cue sheet p.3, Q14 reads 'BLACKOUT, 4s' — just noting it for tomorrow", allowed=[BLACK, PANIC],
    group="cue_sheet")
add("near_miss", "GLITCHY broke my network last time", allowed=[GLITCH], group="complaint")
add("near_miss", "we'll do RENDER_HQ tomorrow morning", allowed=[RENDER], group="planning")
add("near_miss", "Priya says SYNCPOINT timed out twice", allowed=[SYNC], group="reported")
add("near_miss", "did VJ_BANK_A load all eight?", allowed=[BANK], group="status")
add("near_miss", "what if we skipped wirecomb this time", allowed=[COMB], group="hypothetical")
add("near_miss", "LAYOUT2 or wirecomb, honestly no idea which I prefer", allowed=[LAYOUT, COMB], group="comparison")
add("near_miss", "saved as deploy_show_v3.toe", allowed=[DEPLOY], group="filename")
add("near_miss", "zorvex_lut.png is missing from the media folder", allowed=[ZORV], group="filename")
add("near_miss", "kick1_env is flatlining", allowed=[KICK], group="variable")
add("near_miss", "if cue == 'CUE_STACK_7': pass  # why is this never true?", allowed=[CUES], group="code")
add("near_miss", "he typed \"PANIC_BLACK\" in the group chat as a joke", allowed=[PANIC], group="quoted")
add("near_miss", "BACKUP_FIRST ate 4 GB of disk this week", allowed=[BACKUP], group="complaint")
add("near_miss", "quiet hours don't matter tonight, we're at the warehouse", allowed=[QUIET], group="negated")
add("near_miss", "never run DESKMAP_X32 on RIG-A", allowed=[X32], group="negated")
add("near_miss", "STROBE_SAFE — who wrote that rule originally?", allowed=[STROBE], group="history")
add("near_miss", "N1 naming was Lea's idea back in 2024", allowed=[N1], group="history")
add("near_miss", "DEPLOY_SHOW done ✔", allowed=[DEPLOY], group="status")
add("near_miss", "RENDER_HQ still going? says 40%", allowed=[RENDER], group="status")
add("near_miss", "skip KICK1 tonight, the DJ is playing ambient", allowed=[KICK], group="negated")
add("near_miss", "BLACKOUT went two seconds late on show one", allowed=[BLACK, PANIC], group="complaint")
add("near_miss", "I'll call CUE_STACK_7 after the interval", allowed=[CUES], group="planning")
add("near_miss", "the FEEDBACK trails looked muddy on the LED wall yesterday", allowed=[FEED], group="past")
add("near_miss", "director: 'no GLITCHY in act two'", allowed=[GLITCH], group="reported")
add("near_miss", "render_hq_done = False", allowed=[RENDER], group="variable")
add("near_miss", "DEPLOY_SHOW lief gestern ohne Fehler", allowed=[DEPLOY], lang="de", group="past")
add("near_miss", "on ne lance pas BLACKOUT avant la fin du rappel", allowed=[BLACK, PANIC], lang="fr",
    group="negated")
add("near_miss", "¿ya corrió RENDER_HQ?", allowed=[RENDER], lang="es", group="status")
add("near_miss", "PANIC_BLACKは押さないで", allowed=[PANIC], lang="ja", group="negated")
add("near_miss", "VJ_BANK_A昨晚加载得很慢", allowed=[BANK], lang="zh", group="complaint")
add("near_miss", "Zorvex l'abbiamo usato solo alla prova", allowed=[ZORV], lang="it", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "what does 'blackout' mean in old theatre slang?", allowed=[BLACK, PANIC], group="meaning")
add("meaning", "what's a 'glitchy' sound in music production, in plain words?", allowed=[GLITCH], group="meaning")
add("meaning", "in film, what is an archive print?", allowed=[ARCH], group="meaning")
add("meaning", "why does a guitar amp squeal with feedback?", allowed=[FEED], group="meaning")
add("meaning", "what's the MIDI 'panic' button on a synth for?", allowed=[PANIC], group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "spell DEPLOY_SHOW backwards", group="reverse")
add("meta", "Zorvex: is the Z said like in \"zoo\" or like \"ts\"?", group="pronounce")
add("meta", "translate the word 'wirecomb' into French", group="translate")
add("meta", "how many underscores are there in CUE_STACK_7? just the number", group="count")
add("meta", "give me KICK1 in lowercase letters only", group="case")
add("meta", "bold the word SYNCPOINT", group="bold")
add("meta", "begin your answer with RENDER_HQ in capitals, nothing before it", group="start_reply")
add("meta", "make up a sentence using the word GLITCHY", group="sentence")
add("meta", "Wie viele Buchstaben hat PANIC_BLACK?", lang="de", group="count")
add("meta", "put BACKUP_FIRST in a python string literal", group="code_literal")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: LAYOUT2 on my go", group="echo")
add("echo", "répète exactement : KICK1 maintenant", lang="fr", group="echo")
add("echo", "Sprich mir nach: BLACKOUT, los", lang="de", group="echo")
add("echo", "repite: VJ_BANK_A ya", lang="es", group="echo")
add("echo", "повтори за мной: DEPLOY_SHOW", lang="ru", group="echo")
add("echo", "跟我重复：SYNCPOINT 开始", lang="zh", group="echo")
add("echo", "そのまま繰り返して：PANIC_BLACK", lang="ja", group="echo")
add("echo", "ripeti: wirecomb adesso", lang="it", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks all, good show tonight", group="chitchat")
add("chitchat", "copy that, standing by", group="chitchat")
add("chitchat", "merci, bonne soirée à tous", lang="fr", group="chitchat")
add("chitchat", "danke, alles gut hier", lang="de", group="chitchat")
add("chitchat", "gracias crack, nos vemos el jueves", lang="es", group="chitchat")
add("chitchat", "本番おつかれ！打ち上げ行こう", lang="ja", group="chitchat")
add("chitchat", "coffee break, back in 15", group="chitchat")
add("chitchat", "valeu galera, até amanhã cedo", lang="pt", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u40-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
