"""Author script for prompts_unseen30.jsonl: a blind labelled suite for the admission gate (helper "gateeval30").

Written blind: from corpus.jsonl, the built-in knowledge files and the label rules in
test_gate_suite_v2_data.py only (no gate code, no other prompt file or author script, never scored by its author).

About 80 % English, written the way native English speakers really type: long rambling messages with the
request buried in the middle or at the end, slang, sarcasm, mild swearing, British / Australian / American
idioms, rehearsal notes and chat logs pasted with or without a request, arguments with the copilot, quoted
earlier messages, and questions about what a procedure would do, how long it takes and whether it is safe.

Personas:
- a burnt-out show programmer at 3 a.m. (typos, lowercase, swearing, pasted logs, arguing with the copilot);
- a creative director giving notes (long paragraphs, notes lists, "let's", decisions, vetoes);
- a freelance developer filing issues (tickets, code, file names, variables, reported behaviour);
- a student on a deadline (rambling, jokes, panicky asides, "is it safe to ...").
Plus crew members writing in their own language (about 20 % of the prompts).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen30.jsonl")
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
VJA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
TRAILS = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "KICK1 ffs", [KICK], [STROBE], group="terse")
add("invoke", "ok so the DJ just switched to proper four-on-the-floor techno and the visuals look absolutely "
    "dead, the client keeps side-eyeing me from the bar and I've had four coffees and zero dinner. anyway. "
    "can you do KICK1 on the main out before the next drop. cheers", [KICK], [STROBE], group="mid_message")
add("invoke", "run kick one please full stop the bass is pumping now", [KICK], [STROBE], group="voice")
add("invoke", "Lance KICK1 sur la sortie principale, le DJ vient de passer à la techno.", [KICK], [STROBE],
    lang="fr", group="imperative")
# LAYOUT2
add("invoke", "/layout2", [LAYOUT], group="slash_command")
add("invoke", "mate this network looks like two bowls of spaghetti had a punch-up. LAYOUT2 it, would ya?",
    [LAYOUT], group="name_as_verb")
add("invoke", "Mach bitte LAYOUT2 auf dem aktuellen Netzwerk, ich finde gar nichts mehr.", [LAYOUT], lang="de",
    group="polite")
# STROBE_SAFE
add("invoke", "apply STROBE_SAFE to the white flash I just built, the LFO is sitting at 12 Hz and I'm not "
    "trying to get sued", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "right, enforce the never-more-than-3-flashes-a-second strobe rule on flash_main before the "
    "doors open", [STROBE], group="title_words")
add("invoke", "no wait, not GLITCHY — apply STROBE_SAFE to the intro flash instead, the glitch can wait",
    [STROBE], [GLITCHY], group="correction")
# BACKUP_FIRST
add("invoke", "follow BACKUP_FIRST and then bin noise1, it's been doing nothing since Tuesday", [BACKUP],
    group="rule")
add("invoke", "back up first like the rule says, then nuke the whole old_tests base. I'm sick of scrolling "
    "past it", [BACKUP], group="title_words")
add("invoke", "Aplica BACKUP_FIRST y luego borra /project1/pruebas, ya no la usamos.", [BACKUP], lang="es",
    group="rule")
# DEPLOY_SHOW
add("invoke", "doors in 20. DEPLOY_SHOW. go.", [DEPLOY], ["ref_perform_window"], group="terse")
add("invoke", "it's 18:40 and house opens at 19:00, so do DEPLOY_SHOW now please", [DEPLOY],
    ["ref_perform_window"], group="conditional")
add("invoke", "Faz o DEPLOY_SHOW agora, por favor, as portas abrem daqui a dez minutos.", [DEPLOY], lang="pt",
    group="polite")
# VJ_BANK_A
add("invoke", "load vj bank a pls, the A decks are empty and the opener is in five", [VJA],
    ["web_moviein_preload"], group="spaces")
add("invoke", "VJ_BANK_A 🎞️🚀 go go go", [VJA], group="emoji")
add("invoke", "Carica VJ_BANK_A nei deck, grazie mille.", [VJA], lang="it", group="polite")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW", [PANIC], group="emergency")
add("invoke", "panic!! some idiot's kid just wandered in front of the projector, kill the output", [PANIC],
    [BLACKOUT], group="emergency")
add("invoke", "PANIC_BLACK を今すぐ実行して！", [PANIC], lang="ja", group="emergency")
# GLITCHY
add("invoke", "run glitchy on the selected top pls", [GLITCHY], group="lowercase")
add("invoke", "Could you please run the GLITCHY macro on moviein_intro when you get a moment? Cheers.",
    [GLITCHY], group="polite")
add("invoke", "Запусти GLITCHY на выбранном TOP, пожалуйста.", [GLITCHY], lang="ru", group="imperative")
add("invoke", "> run KICK1\nthat was yesterday's message, ignore it. today I want GLITCHY on the intro clip",
    [GLITCHY], [KICK], group="quoted_then_request")
# DESKMAP_X32
add("invoke", "DESKMAP_X32 — the sound guy has FINALLY plugged the desk into the switch", [X32],
    ["ref_osc_in_chop"], group="name_first")
add("invoke", "desk map x 32 please", [X32], ["ref_osc_in_chop"], group="voice")
add("invoke", "Voer DESKMAP_X32 uit, de mengtafel staat aan en hangt aan het netwerk.", [X32], lang="nl",
    group="imperative")
# RENDER_HQ
add("invoke", "run RENDER_HQ, I'm off to get a kebab", [RENDER], ["ref_movie_file_out"], group="terse")
add("invoke", "I have been staring at this timeline for six hours and the client wants a clean file by the "
    "morning because the realtime capture had dropped frames (no kidding, Sherlock), so yeah, RENDER_HQ when "
    "you get a sec. also is it normal that my left eye is twitching", [RENDER], ["ref_movie_file_out"],
    group="mid_message")
add("invoke", "RENDER_HQ bitte, der Kunde will die Datei bis morgen früh.", [RENDER], lang="de",
    group="name_first")
# N1
add("invoke", "apply naming rule N1 to everything you build this session, I'm done with noise14 and level22",
    [N1], group="rule")
add("invoke", "rename the defaults per N1 — there's noise1, level3 and transform7 lurking in /project1/bg",
    [N1], group="rule")
add("invoke", "Stosuj konwencję nazw N1 dla łańcucha, który zaraz zbudujesz.", [N1], lang="pl", group="rule")
# FEEDBACK trails (club)
add("invoke", "trails for the club set please, my usual way", [TRAILS], ["ref_feedback_top"],
    group="common_word")
add("invoke", "do my FEEDBACK trail settings on the club visuals, layer 2", [TRAILS], ["ref_feedback_top"],
    group="title_words")
add("invoke", "Fais-moi mes trails pour le set du club, comme d'habitude.", [TRAILS], ["ref_feedback_top"],
    lang="fr", group="common_word")
# BLACKOUT
add("invoke", "that's the set, folks. BLACKOUT.", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "right, last track's done and the DJ's packing up — run the end-of-set BLACKOUT", [BLACKOUT],
    [PANIC], group="end_set")
add("invoke", "at 22:45 sharp do BLACKOUT, that's when our slot ends", [BLACKOUT], [PANIC], group="timed")
add("invoke", "Se acabó el set, haz el BLACKOUT de final de set.", [BLACKOUT], [PANIC], lang="es",
    group="end_set")
# wirecomb
add("invoke", "wirecomb", [WIRECOMB], group="bare")
add("invoke", "I SAID run wirecomb, not LAYOUT2. I don't want my columns moved, just the wires sorted. "
    "wirecomb. please.", [WIRECOMB], [LAYOUT], group="correction")
add("invoke", "could you run wire comb on /project1/fx, it's a rat's nest in there", [WIRECOMB],
    group="spaces")
# CUE_STACK_7
add("invoke", "build CUE_STACK_7 for Tidewater, Mateo's sheet is in the media folder", [CUES],
    ["fact_dance_piece", "ref_timer_chop"], group="imperative")
add("invoke", "cue stack seven pls, the choreographer finally sent the csv (only three days late, bless him)",
    [CUES], ["fact_dance_piece"], group="voice")
add("invoke", "请运行 CUE_STACK_7，编舞的表已经放在 media/dance 里了。", [CUES], ["fact_dance_piece"], lang="zh",
    group="polite")
# SYNCPOINT
add("invoke", "syncpoint", [SYNC], ["fact_lx_console"], group="bare")
add("invoke", "Priya says the grandMA is up and she's ready when we are, so go ahead and do SYNCPOINT",
    [SYNC], ["fact_lx_console"], group="consent")
add("invoke", "Could you do the SYNCPOINT handshake before we open doors? Ta.", [SYNC], ["fact_lx_console"],
    group="polite")
# ARCHIVE
add("invoke", "follow the ARCHIVE rule and then bump the threshold in bloom.tox to 0.6", [ARCHIVE],
    group="rule")
add("invoke", "ARCHIVE first, then change the blur size inside fx_stack.tox to 4. don't argue, just do it",
    [ARCHIVE], group="name_first")
add("invoke", "keep a numbered copy before editing the tox like our archive rule says, then swap the LUT in "
    "grade_club.tox", [ARCHIVE], group="title_words")
# Zorvex
add("invoke", "zorvex the whole thing, it looks grim", [ZORVEX], group="name_as_verb")
add("invoke", "최종 컴포지트에 Zorvex 그레이드 적용해 줘. 지금 병원 복도 같아.", [ZORVEX], lang="ko",
    group="imperative")
add("invoke", "give me the zorvx look on out_final", [ZORVEX], group="typo")
# Quiet hours
add("invoke", "it's 23:10 at the riverside, so apply the quiet hours rule to the audio now", [QUIET],
    group="conditional")
add("invoke", "enforce quiet hours on the master out, the neighbours have already called the venue twice",
    [QUIET], group="rule")
add("invoke", "Es ist 22:30 am Flussufer, wende bitte die Ruhezeiten-Regel (quiet hours) auf das Audio an.",
    [QUIET], lang="de", group="conditional")

# more shapes, single procedure
add("invoke", "Hi! Quick one from the director: once the desk is patched, please run DESKMAP_X32 so the band's "
    "faders drive the layers. Thanks so much!", [X32], group="polite")
add("invoke", "[14:02:11] WARNING /project1/deck_a3: file not found\n[14:02:11] WARNING /project1/deck_a5: "
    "file not found\nugh, someone emptied the decks. VJ_BANK_A again please", [VJA], group="log_paste")
add("invoke", "rendr_hq pls im begging", [RENDER], group="typo")
add("invoke", "- [ ] build the cue list for the dance piece (CUE_STACK_7)\nthat's the only item today, go",
    [CUES], group="checklist")
add("invoke", "yes, go ahead with GLITCHY on the selected TOP", [GLITCHY], group="consent")
add("invoke", "can you KICK1 the main output? the drummer's going mental and the screen's just sitting there",
    [KICK], [STROBE], group="name_as_verb")
add("invoke", "the Behringer's answering on the network now, so time for DESKMAP_X32", [X32], group="conditional")
add("invoke", "ok uni deadline is in 9 hours, I haven't slept, my flatmate is playing bagpipes (why) — just run "
    "LAYOUT2 so my tutor can actually read this network", [LAYOUT], group="mid_message")
add("invoke", "S Y N C P O I N T", [SYNC], group="spaces")

# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "DEPLOY_SHOW, then SYNCPOINT once the perform window is up", [DEPLOY, SYNC], group="multi")
add("invoke", "- [ ] LAYOUT2\n- [ ] wirecomb\n- [ ] RENDER_HQ\ntop to bottom please, I'm going to sleep under "
    "the desk", [LAYOUT, WIRECOMB, RENDER], group="checklist")
add("invoke", "KICK1 on the main out and keep STROBE_SAFE on it, there's a lass in the front row who told me "
    "she's photosensitive", [KICK, STROBE], group="multi")
add("invoke", "VJ_BANK_A + DESKMAP_X32, the band's on in five and I've got no pictures and no faders",
    [VJA, X32], group="multi")
add("invoke", "glitchy and zorvex on the intro clip, then N1 everything you added because last time it was "
    "noise1 through noise9", [GLITCHY, ZORVEX, N1], group="multi")
add("invoke", "build CUE_STACK_7 and then LAYOUT2 so Mateo can actually follow the network when he peeks over "
    "my shoulder", [CUES, LAYOUT], group="multi")
add("invoke", "Fais BACKUP_FIRST puis wirecomb sur /project1/fx, et après supprime les vieux nulls.",
    [BACKUP, WIRECOMB], lang="fr", group="multi")
add("invoke", "set's done: BLACKOUT, and since it's gone 22:00 at the riverside apply quiet hours to whatever "
    "audio is still up", [BLACKOUT, QUIET], [PANIC], group="multi")
add("invoke", "follow the ARCHIVE rule on trails.tox, then do my club FEEDBACK trails inside it", [ARCHIVE, TRAILS],
    group="multi")
add("invoke", "KICK1 auf den Hauptausgang und GLITCHY auf den ausgewählten TOP, der Drop kommt gleich.",
    [KICK, GLITCHY], [STROBE], lang="de", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what port does DESKMAP_X32 listen on again? the sound guy is asking", [X32], group="port")
add("ask_content", "how long does BLACKOUT take to fade out? like 4 secs or something?", [BLACKOUT],
    group="value")
add("ask_content", "which codec does RENDER_HQ record in, and how long is the bit it records?", [RENDER],
    group="value")
add("ask_content", "what's the actual flash limit in STROBE_SAFE? the LD reckons it's 5 per second", [STROBE],
    group="value")
add("ask_content", "remind me what order DEPLOY_SHOW does things in, I want to know when it goes into perform "
    "mode", [DEPLOY], group="order")
add("ask_content", "¿A qué IP y a qué puerto manda el ping SYNCPOINT?", [SYNC], lang="es", group="port")
add("ask_content", "is LAYOUT2 safe to run on the client's network? will it rewire or delete anything?", [LAYOUT],
    group="content")
add("ask_content", "what threshold and release does KICK1 put on the Trigger CHOP?", [KICK], group="value")
add("ask_content", "how hard does GLITCHY displace stuff by default? I don't want it going full VHS", [GLITCHY],
    group="value")
add("ask_content", "what's the dB ceiling in the quiet hours rule for the riverside venue?", [QUIET],
    group="value")
add("ask_content", "Comment s'appelle la table que CUE_STACK_7 crée, et quelles colonnes elle a ?", [CUES],
    lang="fr", group="content")
add("ask_content", "what does wirecomb do when one output fans out to loads of inputs?", [WIRECOMB],
    group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "delete all the unused noise TOPs in /project1/scratch, they're cluttering everything", [BACKUP],
    group="delete")
add("bears", "make the white flash go at like 8 Hz on the drop, go ahead", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "it's half eleven at the riverside gig and the promoter wants more bass, crank the master out to "
    "-6 dB", [QUIET], group="venue_late")
add("bears", "open bloom.tox (the external one) and nudge the threshold down to 0.7", [ARCHIVE],
    group="external_tox")
add("bears", "add a couple of LFOs and a noise to drive the background layer", [N1], group="create")
add("bears", "wipe the whole /project1/old_experiments network, it's dead weight. yes I'm sure, go ahead",
    [BACKUP], group="consent")
add("bears", "make the whole screen strobe on sixteenth notes at 128 bpm, the drop deserves it", [STROBE],
    ["rcp_strobe_flash"], group="strobe")
add("paraphrase", "build me that thing where the picture pumps brighter on every bass drum hit, on the main out",
    [KICK], ["ref_audio_analysis"])
add("paraphrase", "sort my operators so sources sit on the far left, each processing stage steps right, nulls "
    "at the end, and a labelled box round each chain", [LAYOUT])
add("paraphrase", "the patch cords in here are spaghetti, line things up so every cord runs clean and nothing "
    "hides behind a node", [WIRECOMB])
add("paraphrase", "lock our timing to the grandMA before doors, ping-pong style, median of three", [SYNC],
    ["fact_lx_console"])
add("paraphrase", "give the final composite our in-house LUT treatment with the greens pulled back and a bit "
    "of grain", [ZORVEX])
add("paraphrase", "bounce out a pristine HAP Q file of frames 1 to 3600 at 60, not in real time", [RENDER],
    ["ref_movie_file_out"])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what port is the stagepad tablet sending to? and where does feedback go back?",
    ["fact_stagepad_ports"], group="fact")
add("question", "remind me the output raster for Lumen Hall, the projectionist is asking and I've forgotten "
    "everything I ever knew", ["fact_lumen_hall_raster"], group="fact")
add("question", "what fps does the Nebula install run at again? my export looks juddery as hell",
    ["fact_nebula_fps"], group="fact")
add("question", "where does the show error log end up? something died in act 2 and nobody saw it",
    ["fact_show_log"], group="fact")
add("question", "we keep getting crackles on RIG-B audio, what buffer size did we agree on?",
    ["fact_audio_buffer"], ["fact_studio_audio"], group="fact")
add("question", "what's the hex for the Aurora orange, and can I run a gradient from it to teal?",
    ["fact_aurora_palette"], group="fact")
add("question", "what's the IP of the lighting desk? I just want to ping it from the show machine",
    ["fact_lx_console"], [SYNC], group="fact")
add("question", "my feedback trails leave a grey smudge that never goes fully black, wtf is going on",
    ["ref_pixel_formats"], ["ref_feedback_top", TRAILS, "rcp_feedback_tunnel"], group="common_word")
add("task", "build me a lower third with the speaker's name sliding in from the left", ["rcp_lower_third"],
    [N1], group="reference")
add("task", "make a strobe flash layer with a Rate parameter on the comp", ["rcp_strobe_flash", STROBE], [N1],
    group="reference")
add("question", "where does show media live on the gallery PC? I need to copy the new clips over",
    ["fact_media_drive"], group="fact")
add("question", "my python has `env = op('kick1_env')` and it comes back None, why??", ["ref_op_paths"], [KICK],
    group="reference")

# ---------------------------------------------------------------- question / task (built-ins)
add("question", "explain like I'm tired: what's the difference between referencing a CHOP channel in an "
    "expression and exporting it?", ["td_chop_exports_references"], ["ref_null_exports"], builtin=True,
    group="builtin_compete")
add("question", "why is this operator cooking every single frame when I'm not even looking at it?",
    ["td_cooking_pull_model"], ["ref_perf_monitor"], builtin=True, group="builtin_only")
add("question", "how do I give my Base COMP its own sliders on a custom page?", ["td_custom_parameters"],
    builtin=True, group="builtin_only")
add("question", "what's the actual difference between the bypass flag and the lock flag?", ["td_operator_flags"],
    builtin=True, group="builtin_only")
add("question", "how do I get a TOP out of one COMP and into another without dragging wires across the whole "
    "project?", ["td_select_in_out"], builtin=True, group="builtin_only")
add("task", "I need one button per row of a table, what's the proper way to do that?", ["td_replicator_comp"],
    ["ref_replicator"], builtin=True, group="builtin_compete")
add("question", "how do I send a WebSocket message from TouchDesigner to a little node server?",
    ["td_network_protocols_dats"], builtin=True, group="builtin_only")
add("question", "in my GLSL TOP how do I pass a time value in as a uniform?", ["td_glsl_top_basics"],
    ["ref_glsl_uniforms"], builtin=True, group="builtin_compete")
add("question", "Wie funktioniert der Feedback TOP eigentlich, warum liest er das vorherige Bild?",
    ["td_feedback_top"], ["ref_feedback_top", TRAILS], builtin=True, lang="de", group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "Spout out to Resolume shows up as a sender but it's just black, any ideas?", group="far")
add("unanswerable", "will TouchDesigner run a Blackmagic DeckLink capture card on an M3 MacBook?", group="far")
add("unanswerable", "how do I save several Kantan Mapper presets and switch between them mid-show?", group="far")
add("unanswerable", "what's the least painful way to run StreamDiffusion in TD on a 3060 laptop?", group="far")
add("unanswerable", "my Bullet Solver objects jitter forever when they come to rest, how do I calm them down?",
    group="far")
add("unanswerable", "how do I pip install opencv-contrib into TouchDesigner's own Python?", group="near")
add("unanswerable", "Como é que eu trago as articulações da mão do Leap Motion para o TD?", lang="pt", group="far")
add("unanswerable", "what resolution cap does the non-commercial licence have these days?", group="near")
add("unanswerable", "can a Web Render TOP show a Google Slides deck with a transparent background?", group="far")
add("unanswerable", "how do I write a Script SOP that builds a spiral staircase?", group="near")
add("unanswerable", "Syphon from Resolume on my Mac just shows up green in TD, what gives?", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run KICK1 tonight, the DJ is playing ambient drone and it'd look like a heart monitor",
    allowed=[KICK], group="negated")
add("near_miss", "LAYOUT2 ran fine last night btw, Mateo actually said the network looked nice for once",
    allowed=[LAYOUT], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow at 5, not now, I'm still changing things", allowed=[DEPLOY],
    group="planning")
add("near_miss", "Sam reckons RENDER_HQ took forty minutes on his laptop, which sounds like a Sam problem",
    allowed=[RENDER], group="reported")
add("near_miss", "did VJ_BANK_A actually finish loading earlier or did it die halfway?", allowed=[VJA],
    group="status")
add("near_miss", "if we had the time I'd run GLITCHY over the intro, but we absolutely don't, so moving on",
    allowed=[GLITCHY], group="hypothetical")
add("near_miss", "honestly wirecomb is the best-named macro we've got, LAYOUT2 sounds like a printer setting",
    allowed=[WIRECOMB, LAYOUT], group="comparison")
add("near_miss", "renamed the file to deploy_show_FINAL_final2.toe, I'm a professional", allowed=[DEPLOY],
    group="filename")
add("near_miss", "> run KICK1\nthat was yesterday, ignore it", allowed=[KICK], group="quoted")
add("near_miss", "GLITCHY broke my network. everything downstream of the displace is red now and I want to cry",
    allowed=[GLITCHY], group="complaint")
add("near_miss", "who came up with the name Zorvex anyway? sounds like a Bond villain's energy drink",
    allowed=[ZORVEX], group="history")
add("near_miss", "no, I said DON'T run BLACKOUT. why did you fade everything out?! the band is still playing",
    allowed=[BLACKOUT, PANIC], group="arguing")
add("near_miss", "FYI PANIC_BLACK is bound to F12 on the show laptop now, in case anyone asks",
    allowed=[PANIC], group="incidental")
add("near_miss", "the stage manager keeps shouting 'panic' at me as a joke every time the kettle boils",
    allowed=[PANIC], group="reported")
add("near_miss", "CUE_STACK_7 is for the dance piece only, please keep it well away from the gala project",
    allowed=[CUES], group="incidental")
add("near_miss", "De backups-map die BACKUP_FIRST steeds vult is nu 40 GB, echt belachelijk.", allowed=[BACKUP],
    lang="nl", group="complaint")
add("near_miss", "STROBE_SAFE saved our bacon at the festival, the LD wanted 10 Hz and the safety officer was "
    "standing right there", allowed=[STROBE], group="past")
add("near_miss", "quiet hours don't matter tonight, we're at the warehouse not the riverside", allowed=[QUIET],
    group="negated")
add("near_miss", "N1 is such a pain when I'm just prototyping tbh, naming things is the hardest problem in "
    "computer science", allowed=[N1], group="complaint")
add("near_miss", "REHEARSAL NOTES 11/03\n- cue 4 late by a bar\n- SYNCPOINT ran ok, 12 ms offset\n- gauze "
    "wrinkled stage right\n- Mateo wants the blue warmer", allowed=[SYNC], group="pasted_notes")
add("near_miss", "[22:14] mia: can someone run RENDER_HQ\n[22:15] dev: on it\n[22:31] dev: done, file's in "
    "renders/", allowed=[RENDER], group="pasted_chat")
add("near_miss", "what a day. VJ_BANK_A, DESKMAP_X32, the lot, all fell over at soundcheck. I'm going home",
    allowed=[VJA, X32], group="complaint")
add("near_miss", "oh yeah sure Kev, let's just run DEPLOY_SHOW with 47 errors in the network, brilliant idea, "
    "top marks", allowed=[DEPLOY], group="sarcasm")
add("near_miss", "Non lanciare mai LAYOUT2 sulla rete del cliente, la sistemano a mano e se ne accorgono.",
    allowed=[LAYOUT], lang="it", group="negated")
add("near_miss", "found `macros['wirecomb']()` commented out in the startup DAT, somebody's leftover, I'm "
    "leaving it be", allowed=[WIRECOMB], group="code")
add("near_miss", "it's only 21:15 so quiet hours haven't kicked in yet, nothing to do", allowed=[QUIET],
    group="conditional_unmet")
add("near_miss", "> BLACKOUT\nsorry, that was the cat walking across the keyboard, ignore", allowed=[BLACKOUT, PANIC],
    group="quoted")
add("near_miss", "ticket #212: ARCHIVE rule creates archive/ with the wrong permissions on the NAS. repro steps "
    "to follow", allowed=[ARCHIVE], group="ticket")
add("near_miss", "the variable name deck_a_bank = 'VJ_BANK_A' in config.py is confusing, should probably rename "
    "it at some point", allowed=[VJA], group="variable")
add("near_miss", "my tutor asked whether KICK1 was my own idea. it wasn't, it came with the studio template lol",
    allowed=[KICK], group="reported")
add("near_miss", "Bitte heute KEIN GLITCHY, der Kunde hasst Glitch-Effekte.", allowed=[GLITCHY], lang="de",
    group="negated")
add("near_miss", "On a lancé DEPLOY_SHOW hier soir, tout s'est bien passé.", allowed=[DEPLOY], lang="fr",
    group="past")
add("near_miss", "No ejecutes PANIC_BLACK, lo de antes era una broma.", allowed=[PANIC], lang="es",
    group="negated")
add("near_miss", "昨日の RENDER_HQ は問題なく終わりました。", allowed=[RENDER], lang="ja", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' mean in the war, like the London air-raid thing?", allowed=[BLACKOUT, PANIC])
add("meaning", "when gamers say a game feels glitchy, what do they actually mean?", allowed=[GLITCHY])
add("meaning", "in library-science terms, what's the difference between an archive and a library?",
    allowed=[ARCHIVE])
add("meaning", "what are quiet hours in a uni dorm usually, like what times?", allowed=[QUIET])
add("meaning", "what is feedback in the audio sense, the horrible howl when a mic gets near a speaker?",
    allowed=[TRAILS])

# ---------------------------------------------------------------- meta
add("meta", "how do you spell wirecomb backwards?", group="reverse")
add("meta", "how many characters are in DESKMAP_X32?", group="count")
add("meta", "translate 'run the end-of-set blackout' into Spanish for the local crew", group="translate")
add("meta", "put the word GLITCHY in bold for my slide", group="bold")
add("meta", "start your reply with PANIC_BLACK and then tell me a joke", group="start_with")
add("meta", "lowercase RENDER_HQ for me, it's for a file name", group="case")
add("meta", "use SYNCPOINT in a sentence so I can check it reads well in the programme", group="sentence")
add("meta", "how do you pronounce Zorvex? zor-vex or zor-veks?", group="pronounce")
add("meta", "Converti CUE_STACK_7 in camelCase, per favore.", lang="it", group="convert")
add("meta", "give me a python string literal that contains VJ_BANK_A, nothing else", group="code_literal")
add("meta", "count the underscores in BACKUP_FIRST", group="count")

# ---------------------------------------------------------------- echo
add("echo", "parrot this back word for word: run KICK1 now, mate", group="echo")
add("echo", "Répète exactement : lance DEPLOY_SHOW", lang="fr", group="echo")
add("echo", "Sag genau das nach: LAYOUT2 bitte", lang="de", group="echo")
add("echo", "Repite tal cual: BLACKOUT al final del set", lang="es", group="echo")
add("echo", "Повтори за мной: запусти GLITCHY", lang="ru", group="echo")
add("echo", "请原样重复：运行 RENDER_HQ", lang="zh", group="echo")
add("echo", "そのまま繰り返して：SYNCPOINT を実行", lang="ja", group="echo")
add("echo", "Ripeti esattamente: carica VJ_BANK_A", lang="it", group="echo")
add("echo", "Repete exatamente: faz o PANIC_BLACK", lang="pt", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers mate, you're a legend", group="thanks")
add("chitchat", "lol ok fair enough, you win this round", group="ack")
add("chitchat", "morning! coffee's finally kicking in", group="greeting")
add("chitchat", "good grief what a night, anyway how's your day going", group="small_talk")
add("chitchat", "Merci, t'es au top !", lang="fr", group="thanks")
add("chitchat", "Danke dir, schönen Feierabend!", lang="de", group="thanks")
add("chitchat", "¡Gracias, crack!", lang="es", group="thanks")
add("chitchat", "おつかれさまです！", lang="ja", group="greeting")
add("chitchat", "Спасибо, всё заработало!", lang="ru", group="thanks")


def main() -> None:
    rows = [{"pid": f"u30-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
