"""Author script for prompts_unseen33.jsonl: a blind labelled suite by helper "gateeval33".

Written blind: labels come from corpus.jsonl and the built-in knowledge files only; the author read
neither the gate code nor its tests, nor any other prompt file or author script, and never ran the
gate on these prompts.

About 85 % English, the rest in other languages, typed as people type to a copilot in a live
situation. Four personas:
- a show operator mid-gig: terse fragments, impatience, emphatic repetition, emoji, pasted logs;
- a creative director: long messages that set the scene first, then ask (or veto, or plan);
- a developer: code, variables, file names, slash commands, checklists;
- a student: polite, hedging, curious about words and how things work.

Labels live next to each prompt. `invoke` and `ask_content` rows disclose their procedures in full;
near misses and meanings list the named procedure as `allowed` (a stub is fine, the body is not).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen33.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAY = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
VJA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
HQ = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "kick1 pls", [KICK], group="terse")
add("invoke", "can we get KICK1 going? DJ just dropped the first track and the screen is dead", [KICK],
    group="modal_question")
add("invoke", "I SAID run KICK1. the DJ has been on for five minutes, why is nothing pulsing", [KICK],
    group="emphatic")
add("invoke", "KICK1 bitte auf den Hauptausgang legen, der DJ fängt gleich an", [KICK], lang="de",
    group="name_first")
add("invoke", "okay run kick one on the main output please", [KICK], group="voice")
# LAYOUT2
add("invoke", "layout2 this mess before the CD sees it", [LAY], group="name_as_verb")
add("invoke", "we patched things in a hurry all through rehearsal and now nobody can read the network. LAYOUT2 please",
    [LAY], group="situation_first")
add("invoke", "/layout2 /project1/visuals", [LAY], group="slash_command")
add("invoke", "Mach mal LAYOUT2 auf dem Netzwerk hier, ich blick nicht mehr durch", [LAY], lang="de",
    group="imperative")
# STROBE_SAFE
add("invoke", "apply STROBE_SAFE to every flash in the show file before doors", [STROBE], group="rule")
add("invoke", "run the strobe safe rule over the drop section and clamp anything that flashes too fast",
    [STROBE], group="spaces")
add("invoke", "clamp the beat flash per STROBE_SAFE — the lighting designer is worried about the front rows",
    [STROBE], group="request_first")
# BACKUP_FIRST
add("invoke", "before you bin /project1/old_scenes, BACKUP_FIRST like always", [BACKUP], group="mid_message")
add("invoke", "again: BACKUP_FIRST. then delete the test COMPs in /project1/fx", [BACKUP], group="emphatic")
add("invoke", "do the back-up-before-deleting rule, then clear out everything unused in /project1/sandbox",
    [BACKUP], group="title_words")
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW 🎬", [DEPLOY], group="bare")
add("invoke", "doors in 15, the sound guy finally plugged the desk in and the house is filling up. go ahead with "
    "DEPLOY_SHOW", [DEPLOY], group="situation_first")
add("invoke", "Lance DEPLOY_SHOW, les portes ouvrent dans dix minutes", [DEPLOY], lang="fr", group="imperative")
add("invoke", "deploy underscore show now please and tell me the frame rate after", [DEPLOY], group="voice")
# VJ_BANK_A
add("invoke", "vj bank a into the decks pls, opener in 2", [VJA], group="lowercase_spaces")
add("invoke", "Carga VJ_BANK_A en los decks, ya", [VJA], lang="es", group="imperative")
add("invoke", "you asked if you should load VJ_BANK_A — yes, go for it", [VJA], group="consent")
add("invoke", "so after the break, and I mean right now, load VJ_BANK_A and leave the B decks alone", [VJA],
    group="mid_message")
# PANIC_BLACK
add("invoke", "PANIC BLACK NOW NOW NOW", [PANIC], group="spaces")
add("invoke", "¡PANIC_BLACK ya! hay alguien en el escenario con una escalera", [PANIC], lang="es",
    group="emergency")
add("invoke", "🚨 PANIC_BLACK 🚨 someone tripped on the HDMI", [PANIC], group="emoji")
add("invoke", "panic — the projector is showing my desktop to 800 people, kill it", [PANIC], group="emergency")
# GLITCHY
add("invoke", "GLITCHY on whatever TOP I have selected, the blue one", [GLITCH], group="name_first")
add("invoke", "roda o GLITCHY no TOP selecionado, por favor", [GLITCH], lang="pt", group="polite")
add("invoke", "run glitchy on moviein3, the CD wants it dirtier", [GLITCH], group="lowercase")
add("invoke", "GLITCHY. GLITCHY. on moviein2. today pls 😩", [GLITCH], group="emphatic")
# DESKMAP_X32
add("invoke", "Odpal DESKMAP_X32, konsoleta już jest w sieci", [X32], lang="pl", group="imperative")
add("invoke", "the sound guy finally plugged the X32 into our switch. DESKMAP_X32 pls", [X32],
    group="situation_first")
add("invoke", "desk map x thirty two go", [X32], group="voice")
add("invoke", "everything's patched and the mixer is on the show network, go ahead now, DESKMAP_X32", [X32],
    group="trailing")
# RENDER_HQ
add("invoke", "RENDER_HQでオフライン書き出しをお願いします", [HQ], lang="ja", group="polite")
add("invoke", "time for RENDER_HQ on the trailer, I'm off to lunch", [HQ], group="timed")
add("invoke", "RNDER_HQ now pls", [HQ], group="typo")
# Naming rule N1
add("invoke", "apply naming rule N1 to everything you just built", [N1], group="rule")
add("invoke", "N1 the new ops, I can see a noise1 and a level3 in there", [N1], group="name_as_verb")
add("invoke", "could you please rename the operators from the last step according to N1?", [N1], group="polite")
add("invoke", "Hi! When you have a sec, could you run N1 over the mixer COMP? Thanks!", [N1], group="polite")
# FEEDBACK (common-word title)
add("invoke", "FEEDBACK trails for the club set, my way", [FB], group="common_word")
add("invoke", "use my club trail settings on layer 2 — the feedback ones", [FB], group="title_words")
add("invoke", "trails in the club set please, built the way I always want them", [FB], group="when_clause")
# BLACKOUT (end of set; the PANIC_BLACK stub is fine)
add("invoke", "that's the last track. end-of-set BLACKOUT please", [BLACK], allowed=[PANIC], group="end_set")
add("invoke", "cut to black for the end of the set, the usual procedure", [BLACK], allowed=[PANIC],
    group="title_words")
add("invoke", "BLACKOUT — the set's over, do it slow like always", [BLACK], allowed=[PANIC], group="name_first")
# wirecomb
add("invoke", "Doe even wirecomb op dit netwerk, het is een zooi", [COMB], lang="nl", group="imperative")
add("invoke", "wirecomb pls, the fx net", [COMB], group="terse")
add("invoke", "wire comb /project1/fx, the wires are spaghetti", [COMB], group="spaces")
add("invoke", "no wait, not LAYOUT2 — wirecomb", [COMB], allowed=[LAY], group="correction")
# CUE_STACK_7
add("invoke", "Kör CUE_STACK_7 för danspjäsen", [CUE], lang="sv", group="imperative")
add("invoke", "Mateo just sent the final sheet and tech is at 14:00. build CUE_STACK_7", [CUE],
    group="situation_first")
add("invoke", "cue stack 7 please, Mateo is waiting", [CUE], group="spaces")
add("invoke", "sorry I meant CUE_STACK_7 not CUE_STACK_6, run the 7 one", [CUE], group="correction")
add("invoke", "in five minutes, when the dancers clear the stage, run CUE_STACK_7", [CUE], group="timed")
# SYNCPOINT (title: Lighting console handshake)
add("invoke", "Esegui SYNCPOINT con la console luci prima dello show", [SYNC], lang="it", group="imperative")
add("invoke", "Priya says the grandMA is up. SYNCPOINT", [SYNC], group="situation_first")
add("invoke", "do the lighting console handshake now, we open in ten", [SYNC], group="title_words")
add("invoke", "yes, go ahead with SYNCPOINT", [SYNC], group="consent")
# ARCHIVE (common-word title, rule)
add("invoke", "ARCHIVE bloom.tox before you touch it, then raise its threshold to 0.7", [ARCH], group="rule")
add("invoke", "keep a numbered copy of glow.tox like the ARCHIVE rule says, then rebuild its inside", [ARCH],
    group="title_words")
add("invoke", "follow ARCHIVE on particles.tox now, I'm editing it next", [ARCH], group="common_word")
# Zorvex grade
add("invoke", "Applique le grade Zorvex sur la sortie finale stp", [ZORV], lang="fr", group="polite")
add("invoke", "zorvex the final comp", [ZORV], group="name_as_verb")
add("invoke", "zorvx grade on out1 pls, the CD wants the house look back", [ZORV], group="typo")
add("invoke", "the Zorvex look is back in the brief as of this morning, so apply it to out_final", [ZORV],
    group="conditional")
# Quiet hours
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the audio out", [QUIET],
    group="conditional")
add("invoke", "```\n[22:41:07] audio_out gain set to -6 dBFS\n[22:41:09] stinger_patch armed\n```\nriverside, "
    "it's past 22:00. quiet hours rule, now.", [QUIET], group="log_paste")
add("invoke", "would you put the riverside show under the quiet hours rule please? we're past ten", [QUIET],
    group="polite")
# a pasted traceback, then the request
add("invoke", "Traceback (most recent call last):\n  File \"/project1/kick1_env_exec\", line 4\n"
    "td.tdError: kick1_env not found\n\nwhatever, someone deleted it. just run KICK1 again", [KICK],
    group="log_paste")
add("invoke", "actually scrap RENDER_HQ, just DEPLOY_SHOW", [DEPLOY], allowed=[HQ], group="correction")

# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "DEPLOY_SHOW, then SYNCPOINT once it's in perform mode", [DEPLOY, SYNC], group="multi")
add("invoke", "kick1 + glitchy on the output, go", [KICK, GLITCH], group="multi")
add("invoke", "- [ ] DESKMAP_X32\n- [ ] VJ_BANK_A\n- [ ] KICK1\ndo these top to bottom", [X32, VJA, KICK],
    group="checklist")
add("invoke", "tidy it up: LAYOUT2 then wirecomb", [LAY, COMB], group="multi")
add("invoke", "the flash on the drop was too hot last night. STROBE_SAFE it, then put KICK1 back on",
    [STROBE, KICK], group="multi")
add("invoke", "Zorvex grade + my FEEDBACK club trails on layer 2", [ZORV, FB], group="multi")
add("invoke", "BACKUP_FIRST, delete everything in /project1/scratch, then rename whatever you rebuild per N1",
    [BACKUP, N1], group="multi")
add("invoke", "ARCHIVE rule on glow.tox, then RENDER_HQ once it's saved back", [ARCH, HQ], group="multi")
add("invoke", "set's done 🙏 end-of-set BLACKOUT and then the quiet hours rule for riverside, it's 22:15",
    [BLACK, QUIET], allowed=[PANIC], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "run me through what DEPLOY_SHOW does", [DEPLOY], group="order")
add("ask_content", "which port does SYNCPOINT wait on for the pong?", [SYNC], group="port")
add("ask_content", "what codec and fps does RENDER_HQ use again?", [HQ], group="value")
add("ask_content", "KICK1's trigger threshold is what, 0.4?", [KICK], group="value")
add("ask_content", "where does BACKUP_FIRST drop the .tox it saves?", [BACKUP], group="value")
add("ask_content", "the riverside quiet hours rule caps the master at how many dBFS?", [QUIET], group="value")
add("ask_content", "which file does CUE_STACK_7 read the cues from?", [CUE], group="value")
add("ask_content", "DESKMAP_X32 pings /xremote every how many seconds?", [X32], group="value")
add("ask_content", "list the Zorvex grade's operators in order, CD wants to know", [ZORV], group="order")
add("ask_content", "what does wirecomb do when one output feeds five inputs?", [COMB], group="value")
add("ask_content", "Que fait exactement VJ_BANK_A avec le crossfader ?", [VJA], lang="fr", group="value")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "delete noise1 and the two unused level TOPs next to it", [BACKUP], group="delete")
add("bears", "nuke the whole /project1/old_scenes network, go ahead", [BACKUP], group="consent")
add("bears", "make the white flash hit 10 times a second on the drop", [STROBE], group="strobe")
add("bears", "it's 22:40 at the riverside gig and the promoter wants the master audio up 6 dB", [QUIET],
    group="venue_late")
add("bears", "open the externally saved bloom.tox and bump its threshold a little", [ARCH],
    group="external_tox")
add("bears", "add a Noise TOP and a Level TOP for the background layer", [N1], group="create")

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "untangle the cables in this patch so none of them run behind a node", [COMB], allowed=[LAY])
add("paraphrase", "let the sound engineer's faders drive the opacity of my eight layers", [X32])
add("paraphrase", "put the first batch of videos on players one to eight, looping, and slide the crossfade over "
    "to that side", [VJA])
add("paraphrase", "ping the grandMA, measure the round trip and offset our timeline by half of it", [SYNC])
add("paraphrase", "I need a frame-perfect 1080p60 export of the first minute, no dropped frames", [HQ])
add("paraphrase", "set up Mateo's twelve timed scene changes for Tidewater", [CUE])
add("paraphrase", "put our studio's signature LUT-and-grain treatment on the final comp", [ZORV])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what's the grandMA's IP again?", ["fact_lx_console"], group="fact")
add("question", "stagepad sends to which port on the show PC, and where does our feedback go back to?",
    ["fact_stagepad_ports"], allowed=[FB], group="common_word")
add("question", "gallery PC — which drive and folder hold the show clips?", ["fact_media_drive"], group="fact")
add("question", "what buffer size did we agree on for RIG-B audio?", ["fact_audio_buffer"], group="fact")
add("question", "Aurora launch: hex for the navy, quick", ["fact_aurora_palette"], group="fact")
add("question", "what fps does the Nebula timeline run at?", ["fact_nebula_fps"], group="fact")
add("question", "when's the tech rehearsal for Tidewater?", ["fact_dance_piece"], group="fact")
add("task", "build me a lower third where the band slides in from the left", ["rcp_lower_third"],
    group="reference")
add("task", "drive a 300-pixel LED strip from my final TOP", ["rcp_led_strip"], group="reference")
add("question", "how does a Feedback TOP actually work, in general?", ["ref_feedback_top"], allowed=["rcp_feedback_tunnel", FB],
    group="common_word")
add("question", "is the scratch folder on the gallery PC archived anywhere or just wiped?", ["fact_media_drive"],
    allowed=[ARCH], group="common_word")

# ---------------------------------------------------------------- question / task (built-ins indexed)
add("question", "DAT Execute vs Execute DAT — which one fires when the project starts?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "how do I keep a python dict on a COMP so it survives saving the toe?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "what's the difference between the bypass flag and the lock flag?", ["td_operator_flags"],
    builtin=True, group="builtin_only")
add("task", "walk me through adding custom parameters to a Base COMP", ["td_custom_parameters"], builtin=True,
    group="builtin_only")
add("question", "my Render TOP is just black even though the camera and light are there",
    ["ref_render_pipeline", "td_render_pipeline"], builtin=True, group="builtin_compete")
add("question", "what is time slicing in CHOPs and why do my channels have different lengths?",
    ["ref_time_slicing", "td_sample_rates_time_slicing"], builtin=True, group="builtin_compete")
add("question", "how do I pass absTime into a GLSL TOP as a uniform?", ["ref_glsl_uniforms", "td_glsl_top_basics"],
    builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "what's the IP address of the Lumen Hall projectors?", group="near")
add("unanswerable", "what throw ratio are the lenses on the Lumen Hall Epsons?", group="near")
add("unanswerable", "what baud rate does our LED microcontroller expect on the serial line?", group="near")
add("unanswerable", "which NVIDIA driver version is on RIG-B right now?", group="near")
add("unanswerable", "how do I sync TD to Ableton Link so the tempo follows the DJ's Live set?", group="far")
add("unanswerable", "can TouchDesigner read depth from a ZED stereo camera?", group="far")
add("unanswerable", "how do I set up a Leap Motion controller in TD?", group="far")
add("unanswerable", "how do I stream my TD output straight to Twitch over RTMP?", group="far")
add("unanswerable", "how do I export a SOP animation to Alembic?", group="far")
add("unanswerable", "can I run Notch blocks inside TouchDesigner, and what licence do I need?", group="far")
add("unanswerable", "how do I do rigid body physics with the Bullet Solver COMP?", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "hold off on KICK1, the DJ is still soundchecking his decks", allowed=[KICK], group="negated")
add("near_miss", "KICK1 ran fine last night, the flash was tight", allowed=[KICK], group="past")
add("near_miss", "did KICK1 get going ok during the opener? I was outside", allowed=[KICK], group="status")
add("near_miss", "KICK1 lief gestern problemlos, heute lassen wir es aus", allowed=[KICK], lang="de",
    group="past")
add("near_miss", "we'll do LAYOUT2 tomorrow after the client leaves", allowed=[LAY], group="planning")
add("near_miss", "LAYOUT2 moved my nodes so far right I lost half of them", allowed=[LAY], group="complaint")
add("near_miss", "No ejecutes LAYOUT2, solo estoy mirando la red", allowed=[LAY], lang="es", group="negated")
add("near_miss", "the CD said \"just run GLITCHY on everything\" but I don't think she meant it", allowed=[GLITCH],
    group="reported")
add("near_miss", "the client email literally says \"please no GLITCHY stuff this time\"", allowed=[GLITCH],
    group="quoted")
add("near_miss", "my extension has a method called RunGlitchy() — rename it to ApplyGlitch()", allowed=[GLITCH],
    group="code")
add("near_miss", "is DEPLOY_SHOW done yet?", allowed=[DEPLOY], group="status")
add("near_miss", "wait, don't DEPLOY_SHOW, the projector is still warming up", allowed=[DEPLOY], group="negated")
add("near_miss", "why is deploy_show_v3.toe 400 MB?", allowed=[DEPLOY], group="filename")
add("near_miss", "On fera DEPLOY_SHOW demain matin, pas maintenant", allowed=[DEPLOY], lang="fr",
    group="planning")
add("near_miss", "I like wirecomb more than LAYOUT2 honestly, the columns feel stiff", allowed=[COMB, LAY],
    group="comparison")
add("near_miss", "skip wirecomb this time, I like the mess", allowed=[COMB], group="negated")
add("near_miss", "rename the python variable VJ_BANK_A in my script to bank_a_clips", allowed=[VJA],
    group="variable")
add("near_miss", "is VJ_BANK_A still loaded or did someone swap the decks during the break?", allowed=[VJA],
    group="status")
add("near_miss", "the sticky note on the monitor says \"PANIC_BLACK = F12\"", allowed=[PANIC], group="quoted")
add("near_miss", "do NOT run PANIC_BLACK, false alarm, the ladder guy is gone", allowed=[PANIC],
    group="negated")
add("near_miss", "DESKMAP_X32 broke my network, the faders have been stuck at zero since yesterday",
    allowed=[X32], group="complaint")
add("near_miss", "we ran DESKMAP_X32 during soundcheck and it held up fine", allowed=[X32], group="past")
add("near_miss", "RENDER_HQ finished at 4am, the file looks great", allowed=[HQ], group="past")
add("near_miss", "昨日のRENDER_HQは問題なかったです", allowed=[HQ], lang="ja", group="past")
add("near_miss", "if N1 didn't exist my network would be full of noise17s haha", allowed=[N1],
    group="hypothetical")
add("near_miss", "next week we'll switch the club set over to my FEEDBACK trail settings", allowed=[FB],
    group="planning")
add("near_miss", "NO blackout at the end tonight, the next act takes our output — BLACKOUT stays off",
    allowed=[BLACK, PANIC], group="negated")
add("near_miss", "Mateo keeps saying CUE_STACK_7 this, CUE_STACK_7 that, honestly", allowed=[CUE],
    group="reported")
add("near_miss", "`if cue == 'CUE_STACK_7': return` — why does this line never trigger?", allowed=[CUE],
    group="code")
add("near_miss", "tomorrow before doors we'll do SYNCPOINT, not now", allowed=[SYNC], group="planning")
add("near_miss", "did STROBE_SAFE catch the flash on the drop last night?", allowed=[STROBE], group="status")
add("near_miss", "STROBE_SAFE saved our butts at the festival, the promoter wanted 12 Hz", allowed=[STROBE],
    group="history")
add("near_miss", "BACKUP_FIRST exists because Sam deleted the whole mixer in 2024, true story", allowed=[BACKUP],
    group="history")
add("near_miss", "copy archive_rule_notes.txt onto the USB stick for Priya", allowed=[ARCH], group="filename")
add("near_miss", "who came up with the Zorvex grade anyway? it predates me", allowed=[ZORV], group="history")
add("near_miss", "the Zorvex grade looked muddy on the gauze yesterday", allowed=[ZORV], group="complaint")
add("near_miss", "has quiet hours kicked in at riverside yet?", allowed=[QUIET], group="status")
add("near_miss", "if we'd taken the late slot at riverside we'd be stuck under quiet hours, glad we didn't",
    allowed=[QUIET], group="hypothetical")

# ---------------------------------------------------------------- meaning
add("meaning", "what does 'blackout' mean in theatre history, before electric lighting?", allowed=[BLACK, PANIC])
add("meaning", "in audio engineering, what is feedback exactly — the howling thing?", allowed=[FB])
add("meaning", "what is an archive in the sense archivists use it?", allowed=[ARCH])
add("meaning", "what are 'quiet hours' usually in a student dorm?", allowed=[QUIET])
add("meaning", "when gamers call a game glitchy, what do they mean?", allowed=[GLITCH])

# ---------------------------------------------------------------- meta
add("meta", "how do you spell DESKMAP_X32 out loud over the radio?", group="spell")
add("meta", "count the letters and symbols in CUE_STACK_7 for my label maker", group="count")
add("meta", "write wirecomb backwards", group="reverse")
add("meta", "translate 'end-of-set blackout' into German", group="translate")
add("meta", "put KICK1 in bold", group="bold")
add("meta", "start your reply with the word SYNCPOINT and then say hi", group="start_reply")
add("meta", "use the word Zorvex in a sentence about a sci-fi planet", group="sentence")
add("meta", "turn VJ_BANK_A into camelCase for my JS variable", group="case")
add("meta", "lowercase RENDER_HQ for me", group="case")
add("meta", "how is GLITCHY pronounced, like glitch-ee?", group="pronounce")
add("meta", "give me 'PANIC_BLACK' as a python string literal", group="code")
add("meta", "Wie schreibt man LAYOUT2 in Kleinbuchstaben?", lang="de", group="case")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me, word for word: run KICK1 on out1", group="echo")
add("echo", "say back exactly what I typed: DEPLOY_SHOW go", group="echo")
add("echo", "Répète exactement : « lance PANIC_BLACK »", lang="fr", group="echo")
add("echo", "Sag genau nach: „LAYOUT2 ausführen“", lang="de", group="echo")
add("echo", "Repite textualmente: 'carga VJ_BANK_A'", lang="es", group="echo")
add("echo", "Ripeti parola per parola: «esegui GLITCHY»", lang="it", group="echo")
add("echo", "「RENDER_HQを実行して」とそのまま繰り返して", lang="ja", group="echo")
add("echo", "Repete exatamente isto: 'roda o SYNCPOINT'", lang="pt", group="echo")
add("echo", "Повтори дословно: «запусти wirecomb»", lang="ru", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thx that worked", group="ack")
add("chitchat", "lol ok fair, my bad on that one", group="ack")
add("chitchat", "morning all! coffee first, then cables", group="greeting")
add("chitchat", "you're a lifesaver tonight honestly", group="thanks")
add("chitchat", "brb, getting a drink before the second set", group="small_talk")
add("chitchat", "that crowd was insane 😂", group="small_talk")
add("chitchat", "danke dir, echt!", lang="de", group="thanks")
add("chitchat", "jaja gracias, nos vemos", lang="es", group="thanks")
add("chitchat", "今日もお疲れ様でした、また明日！", lang="ja", group="greeting")


def main() -> None:
    rows = [{"pid": f"u33-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
