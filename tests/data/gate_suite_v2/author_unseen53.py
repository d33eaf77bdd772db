"""Author script for prompts_unseen53.jsonl: a blind gate suite written by helper "gateeval53".

Written blind: labels come only from corpus.jsonl, the README's Labels/Intents sections, the label rules in
test_gate_suite_v2_data.py and the built-in knowledge files (src/tdcontext/knowledge/*.md). The author read
no gate code, no other prompt file or author script, and never ran the gate on these prompts.

About 80 % English, the rest in 8 other languages (de, fr, es, ja, it, pt, zh, ru). Leans to subtle near misses
(reports, plans, state and history questions, instructions to other people, code, logs, quotes) and to
invocations inside longer messages. Three personas:
- a show caller on a theatre/concert headset ("standby ... go", cue numbers, end-of-set calls);
- a producer relaying decisions, approvals, vetoes and schedules from clients and crew;
- a developer pairing with the artist: tickets, slash commands, pasted logs, code and file names.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen53.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L, S, B = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
D, V, P, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, F = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C, SY = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
A, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (English)
# show caller
add("invoke", "Standby DEPLOY_SHOW... and go.", [D], group="standby_go")
add("invoke", "Cue 14 coming up, last song is done — go BLACKOUT, that's the end of the set, thank you everyone.",
    [BO], allowed=[P], group="end_set")
add("invoke", "PANIC_BLACK now, someone just walked in front of projector 2!", [P], group="emergency")
add("invoke", "House is open, doors in ten. Run SYNCPOINT so we're locked to Priya's desk before the preshow.",
    [SY], group="mid_message")
add("invoke", "Standby SYNCPOINT. SYNCPOINT go.", [SY], group="standby_go")
add("invoke", "Lights are going to black on stage and the visuals follow them: BLACKOUT go.", [BO], allowed=[P],
    group="end_set")
add("invoke", "Kill the output NOW, PANIC_BLACK", [P], allowed=[BO], group="emergency")
add("invoke", "panic! fire alarm in the foyer, black everything out immediately", [P], allowed=[BO],
    group="emergency")
add("invoke", "Standby CUE_STACK_7 and SYNCPOINT... go both.", [C, SY], group="multi")
add("invoke", "Scene change is done but the output looks dull, so... Zorvex grade.", [Z], group="trailing")
add("invoke", "Decks are empty and doors are in five, VJ_BANK_A.", [V], group="trailing")
add("invoke", "End of the night: BLACKOUT, then RENDER_HQ of the loop for the highlights reel.", [BO, R],
    allowed=[P], group="multi")
# producer
add("invoke", "Client signed off on the look this morning, so please apply the Zorvex grade to the final comp now "
    "and we'll show them at 3.", [Z], group="mid_message")
add("invoke", "Producer here: Mateo approved the cue sheet, so CUE_STACK_7 can be built now — please do it.", [C],
    group="mid_message")
add("invoke", "The venue confirmed the X32 is ours tonight. Please go ahead and map it with DESKMAP_X32.", [X],
    group="polite")
add("invoke", "Could you please run CUE_STACK_7 for Tidewater? Mateo wants to walk the cues at two.", [C],
    group="polite")
add("invoke", "Would you mind running DESKMAP_X32? The desk just came online.", [X], group="polite")
add("invoke", "It's 22:40 at the riverside venue, so apply the quiet hours rule to the master output before the "
    "encore.", [Q], group="conditional")
add("invoke", "Quiet hours: apply them now, we're past 22:00 at the riverside.", [Q], group="common_word")
add("invoke", "After 22:00 now at the riverside. Quiet hours rule, please apply it to the audio chain.", [Q],
    group="rule")
add("invoke", "Yes, you have my OK: run BLACKOUT, the set is over.", [BO], group="consent")
add("invoke", "You asked whether to go ahead with GLITCHY on the selected TOP — yes, go ahead.", [G],
    group="consent")
add("invoke", "Run RENDER_HQ now, I need the file on the producer's drive by 17:00.", [R], group="timed")
add("invoke", "Club set tonight — build my FEEDBACK trails on the main chain.", [F], group="common_word")
add("invoke", "give me trails for the club visuals, my usual settings", [F], group="common_word")
add("invoke", "FEEDBACK, my club settings, on the webcam chain now", [F], group="common_word")
add("invoke", "The drummer wants the visuals on his kick, so build KICK1 on out1 and tell me when the envelope null "
    "is up; I'll check levels after soundcheck.", [K], allowed=[S], group="mid_message")
# developer
add("invoke", "/layout2 /project1/fx_rack --now", [L], group="slash_command")
add("invoke", "/run CUE_STACK_7 (Tidewater tech at 14:00)", [C], group="slash_command")
add("invoke", "Textport says:\n```\nWARNING: /project1/decks/deck_a3: file not found\n```\nFixed the path. Load "
    "VJ_BANK_A again please.", [V], group="log_paste")
add("invoke", "Perform CHOP log:\nfps 38.2\nfps 37.9\nThat's with all the viewers on. Run DEPLOY_SHOW so it turns "
    "them off and goes to perform.", [D], group="log_paste")
add("invoke", "TICKET-212: project not show-ready. Action: run DEPLOY_SHOW. Assignee: you.", [D], group="ticket")
add("invoke", "I'm writing op('kick1_env') references in my script, but that chain doesn't exist yet. Build it "
    "for me: KICK1.", [K], allowed=[S], group="trailing")
add("invoke", "Run GLITCHY on moviein2 — no wait, not GLITCHY, I meant the Zorvex look. Do Zorvex on the final "
    "comp.", [Z], allowed=[G], group="correction")
add("invoke", "do LAYOUT2 on this — actually no, don't move it into columns, just wirecomb it.", [W], allowed=[L],
    group="correction")
add("invoke", "pls run DEPLOY_SHWO, doors at 8", [D], group="typo")
add("invoke", "kcik1 on the main out pls", [K], allowed=[S], group="typo")
add("invoke", "vj_bank_a into the decks pls", [V], group="lowercase")
add("invoke", "run K I C K 1 on out1", [K], allowed=[S], group="spaces")
add("invoke", "D E S K M A P _ X 3 2 please, the desk is on the network now", [X], group="spaces")
add("invoke", "okay computer run cue stack seven for the dance piece", [C], group="voice")
add("invoke", "hey run sync point please we're about to start", [SY], group="voice")
add("invoke", "🔥 GLITCHY on the webcam null 🔥 go go", [G], group="emoji")
add("invoke", "🚨🚨 panic black 🚨🚨", [P], group="emoji")
add("invoke", "Pre-show list:\n- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\n- [ ] DESKMAP_X32\nWork through these now, top "
    "to bottom.", [D, SY, X], group="checklist")
add("invoke", "Load VJ_BANK_A, then put GLITCHY on deck_a1's output.", [V, G], group="multi")
add("invoke", "Back up /project1/stage per BACKUP_FIRST and then LAYOUT2 the whole thing.", [B, L], group="multi")
add("invoke", "run KICK1 and make sure STROBE_SAFE is applied to it", [K, S], group="multi")
add("invoke", "Rename everything in /project1/bg by naming rule N1, then wirecomb it.", [N, W], group="multi")
add("invoke", "Before I touch bloom.tox, follow the ARCHIVE rule on it, then put the Zorvex grade inside it.",
    [A, Z], group="multi")
add("invoke", "Apply STROBE_SAFE to every flash in the chorus scene now.", [S], group="rule")
add("invoke", "Enforce naming rule N1 on the ops I just made in /project1/lights.", [N], group="rule")
add("invoke", "The LFO strobe on the bridge scene: run it through STROBE_SAFE before the band's run-through.", [S],
    allowed=["rcp_strobe_flash"], group="rule")
add("invoke", "Do the kick-reactive flash on the main output.", [K], allowed=[S], group="title_words")
add("invoke", "Do the lighting console handshake now please.", [SY], group="title_words")
add("invoke", "straighten the wires of this network for me", [W], group="title_words")
add("invoke", "Time to arrange /project1/audio in columns with the layout macro.", [L], group="title_words")
add("invoke", "I'm editing grain.tox next. Do the archive step for it first, the numbered copy thing.", [A],
    group="title_words")
add("invoke", "Run ARCHIVE on strobe_ctrl.tox, I'm about to change its rate range.", [A], allowed=[S],
    group="common_word")
add("invoke", "RENDER_HQ — the 60-second loop in rec1, please.", [R], group="name_first")
add("invoke", "BACKUP_FIRST: /project1/old_fx, I want it backed up before anyone deletes anything.", [B],
    group="name_first")
add("invoke", "N1 the whole /project1/vj network, there's a level7 and a noise12 in there.", [N],
    group="name_as_verb")
add("invoke", "wirecomb /project1/audio pls, can't read a thing", [W], group="terse")
add("invoke", "Put a GLITCHY chain after select1 now.", [G], group="imperative")
add("invoke", "Switch to RENDER_HQ and record the finale now.", [R], group="imperative")
add("invoke", "Run BACKUP_FIRST on /project1/post.", [B], group="imperative")
# ---------------------------------------------------------------- invoke (other languages)
add("invoke", "Bitte jetzt DEPLOY_SHOW ausführen, Einlass ist in zwanzig Minuten.", [D], lang="de", group="polite")
add("invoke", "Mach mal wirecomb auf /project1/audio, die Kabel sind das reinste Chaos.", [W], lang="de",
    group="imperative")
add("invoke", "Lance KICK1 sur out1, le DJ de 23 h attaque dans cinq minutes.", [K], allowed=[S],
    lang="fr", group="imperative")
add("invoke", "C'est la fin du set : BLACKOUT, s'il te plaît.", [BO], allowed=[P], lang="fr", group="end_set")
add("invoke", "Carga VJ_BANK_A en los decks, por favor, que empezamos ya.", [V], lang="es", group="polite")
add("invoke", "¡PANIC_BLACK ya! Hay alguien subido al escenario.", [P], lang="es", group="emergency")
add("invoke", "GLITCHYを選択中のTOPに適用してください。", [G], lang="ja", group="polite")
add("invoke", "本番前にSYNCPOINTを実行して、照明卓と同期しておいて。", [SY], lang="ja", group="mid_message")
add("invoke", "Esegui RENDER_HQ del loop finale, mi serve il file per stasera.", [R], lang="it", group="imperative")
add("invoke", "Applica la regola STROBE_SAFE allo strobo del ritornello, adesso.", [S], lang="it", group="rule")
add("invoke", "Roda o CUE_STACK_7 para a peça de dança, por favor.", [C], lang="pt", group="polite")
add("invoke", "Aplica o visual Zorvex no composite final agora.", [Z], lang="pt", group="title_words")
add("invoke", "请现在运行 DESKMAP_X32，调音台已经连上网络了。", [X], lang="zh", group="mid_message")
add("invoke", "按照 N1 命名规则把 /project1/bg 里的算子全部重命名。", [N], lang="zh", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32's OSC In listen on, and how often does it ping the desk?", [X],
    group="port")
add("ask_content", "Dans DEPLOY_SHOW, c'est quoi l'ordre des étapes ? Je dois le recopier sur la feuille de route.",
    [D], lang="fr", group="order")
add("ask_content", "For the delivery spec sheet: which codec, resolution and frame range does RENDER_HQ record with?", [R], group="value")
add("ask_content", "The LD is asking — what's the ceiling on flash rate under STROBE_SAFE?", [S], group="value")
add("ask_content", "Remind me which threshold and release KICK1 puts on its Trigger CHOP, I want to match them on the backup rig.", [K], group="value")
add("ask_content", "In SYNCPOINT, which ports do the ping and the pong use?", [SY], group="port")
add("ask_content", "What exactly does the Zorvex grade do to the greens?", [Z], group="content")
add("ask_content", "Where does BACKUP_FIRST save the .tox, and how does it name the file?", [B], group="content")
add("ask_content", "Remind me what the quiet hours rule says about low frequencies.", [Q], group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "Lösch bitte noise3 und die unbenutzten Level-TOPs in /project1/bg.", [B], lang="de", group="delete")
add("bears", "Clear out everything inside /project1/old_tests, go ahead.", [B], group="delete")
add("bears", "Make the white strobe on the chorus go at 8 flashes a second, the band wants it frantic.", [S],
    allowed=["rcp_strobe_flash"], group="strobe")
add("bears", "It's 23:15 at the riverside gig — can you push the master up 6 dB for the last song?", [Q],
    group="venue_late")
add("bears", "I want to change the blur size inside our externally saved bloom.tox.", [A], group="external_tox")
add("bears", "Create a Noise TOP and a Level TOP for the background layer.", [N], allowed=["ref_noise_top"],
    group="create")
add("paraphrase", "Line my operators up: sources at the far left, processing stepping rightward in signal order, "
    "nulls last before the outputs, one row per chain.", [L])
add("paraphrase", "The patch cords in here cross behind nodes everywhere — make them readable without changing a "
    "single parameter.", [W])
add("paraphrase", "Make the picture pump brighter on every bass drum hit from the DJ feed.", [K],
    allowed=["ref_audio_analysis", S])
add("paraphrase", "Hook the Behringer console's channel sliders up so sliders one to eight drive my layer "
    "opacities.", [X], allowed=["ref_osc_in_chop"])
add("paraphrase", "I need a flawless non-realtime capture of frames 1 to 3600 as HAP Q at 1080p60.", [R],
    allowed=["ref_movie_file_out", "ref_hap_codecs"])

# ---------------------------------------------------------------- question / task
add("question", "What UDP port does the stagepad tablet send to, and where does TouchDesigner send feedback?",
    ["fact_stagepad_ports"], group="fact")
add("question", "Producer asking: how wide and tall is the single output raster at Lumen Hall?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "Which DMX start address has moving head number four?", ["fact_dmx_heads"], group="fact")
add("question", "Producer question: what are the show times for Tidewater on the 13th?", ["fact_dance_piece"],
    allowed=[C], group="fact")
add("question", "What GPU is in RIG-B, and how much video memory does it have?", ["fact_rig_b"], group="fact")
add("question", "Which hex code is the Aurora navy?", ["fact_aurora_palette"], group="fact")
add("question", "¿Qué interfaz de audio usa el estudio y a qué frecuencia de muestreo?", ["fact_studio_audio"],
    allowed=["fact_audio_buffer"], lang="es", group="fact")
add("question", "Where does the show error log end up, and who reads it during the show?", ["fact_show_log"],
    group="fact")
add("question", "How do I send a CHOP value into a GLSL TOP as a uniform?", ["ref_glsl_uniforms"],
    group="reference")
add("question", "My feedback trails leave grey ghosts that never quite reach black, how do I get a clean fade?",
    ["ref_pixel_formats"], allowed=["ref_feedback_top", "rcp_feedback_tunnel", F], group="common_word")
add("task", "Add a Null after the OSC In CHOP for the stagepad faders and export from that instead.",
    ["ref_null_exports"], allowed=["ref_osc_in_chop", "fact_stagepad_ports", N], group="reference")
add("question", "Why doesn't my CHOP cook when nothing downstream is looking at it?", ["td_cooking_pull_model"],
    builtin=True, group="builtin_only")
add("question", "How do I keep a Python dict on a COMP between frames without using a table?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "What's the difference between a Parameter Execute DAT and a CHOP Execute DAT?",
    ["td_parameter_execute_dat", "td_chop_execute_dat"], builtin=True, group="builtin_only")
add("question", "How do I print values to the Textport from a callback while debugging?", ["td_textport"],
    builtin=True, group="builtin_only")
add("task", "Write me a Python snippet that creates a Level TOP and wires it after moviein1.",
    ["td_python_network_scripting"], allowed=[N], builtin=True, group="builtin_only")
add("question", "What do the lock and bypass flags do on an operator?", ["td_operator_flags"], builtin=True,
    group="builtin_only")
add("question", "My Render TOP is black even though the geometry is there — what should I check?",
    ["ref_render_pipeline", "td_render_pipeline"], allowed=["td_troubleshooting_checklist"], builtin=True,
    group="builtin_compete")
add("question", "When should I pick HAP over H.264 for a 4K playback clip?",
    ["ref_hap_codecs", "td_movie_files_codecs"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "TouchDesignerでLeap Motion 2を使うにはどうすればいいですか？", lang="ja", group="far")
add("unanswerable", "What's the keyboard shortcut to collapse every network box at once?", group="far")
add("unanswerable", "Can TouchDesigner read Zigbee sensor data directly?", group="far")
add("unanswerable", "How do I set up the Bullet Solver COMP so objects collide with a floor?", group="far")
add("unanswerable", "Which TouchDesigner licence tier do I need for 8K output?", group="far")
add("unanswerable", "How do I stream the output to YouTube over RTMP from TouchDesigner?", group="far")
add("unanswerable", "What throw ratio do the projectors need for the Kestrel Theatre gauze?",
    allowed=["fact_dance_piece"], group="near")
add("unanswerable", "What's the name of the sound engineer at the riverside venue?", group="near")
add("unanswerable", "How do I import an FBX with blendshapes and drive them from CHOPs?", group="far")
add("unanswerable", "Can I use Spout to send the output to Resolume on the same PC?", group="far")
add("unanswerable", "What's the password for the show network Wi-Fi?", group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "KICK1 ran fine at soundcheck; the flashes were nicely on the beat.", allowed=[K], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow at 18:00 once the projectors are focused.", allowed=[D],
    group="planning")
add("near_miss", "Don't run LAYOUT2 on /project1/fx — Jonas arranged it by hand and likes it that way.",
    allowed=[L], group="negated")
add("near_miss", "Has RENDER_HQ finished yet, or is rec1 still writing?", allowed=[R], group="status")
add("near_miss", "Priya mentioned SYNCPOINT timed out twice at yesterday's tech, on the second and fifth try.", allowed=[SY], group="reported")
add("near_miss", "Note for the night crew: do not trigger PANIC_BLACK unless there's a real emergency.",
    allowed=[P], group="to_others")
add("near_miss", "Tell Mateo the CUE_STACK_7 table has twelve rows, matching his sheet.", allowed=[C],
    group="to_others")
add("near_miss", "In my script I have `if state == 'BLACKOUT': fade_master()` — is that string comparison "
    "case-sensitive in Python?", allowed=[BO], group="code")
add("near_miss", "```python\nop('glitchy_out').bypass = True\n```\nWhy does this raise an AttributeError when the "
    "chain isn't there?", allowed=[G, "ref_op_paths"], group="code")
add("near_miss", "Log from last night:\n19:02 VJ_BANK_A loaded 8 files\n19:03 deck_a5 preload slow\nAnything odd "
    "in there besides deck_a5?", allowed=[V, "web_moviein_preload"], group="chat_log")
add("near_miss", "The stage manager's note literally says \"GLITCHY only in act two\". We're in act one, so leave "
    "it.", allowed=[G], group="quoted")
add("near_miss", "wirecomb added like nine Nulls to my audio network yesterday and now I can't find anything.",
    allowed=[W], group="complaint")
add("near_miss", "When did we first write the STROBE_SAFE rule? Was it after the Lumen Hall show?", allowed=[S],
    group="history")
add("near_miss", "If we moved the show to Saturday we'd have to redo the Zorvex sign-off with the client; not "
    "your problem, just venting.", allowed=[Z], group="hypothetical")
add("near_miss", "Our old show used a cut-to-black macro that was much cruder than BLACKOUT.", allowed=[BO],
    group="comparison")
add("near_miss", "I renamed deploy_show_notes.txt to run_sheet.txt, the old name confused people.", allowed=[D],
    group="filename")
add("near_miss", "Is render_hq_path a good name for a Python variable that holds the output file?", allowed=[R],
    group="variable")
add("near_miss", "The LAYOUT2 columns make the screenshots look great in the documentation, by the way.",
    allowed=[L], group="incidental")
add("near_miss", "Tomorrow's plan: VJ_BANK_A at 20:00, the B bank at 22:00. Just noting it here.", allowed=[V],
    group="planning")
add("near_miss", "Whatever happens during the speech, no BLACKOUT until the CEO has left the stage.",
    allowed=[BO, P], group="negated")
add("near_miss", "Is the DESKMAP_X32 mapping still live, or did the desk drop off the network?", allowed=[X],
    group="status")
add("near_miss", "Jonas told me he already ran N1 on his part of the network.", allowed=[N], group="reported")
add("near_miss", "RENDER_HQ left Realtime off once last month; that's why the warning got added.", allowed=[R],
    group="history")
add("near_miss", "The client hasn't approved the Zorvex grade yet, so hold off on it until I hear back.",
    allowed=[Z], group="negated")
add("near_miss", "For the budget report: how many hours did the team spend building CUE_STACK_7 last week?",
    allowed=[C], group="report")
add("near_miss", "Standby BLACKOUT... hold, hold, they're coming back for an encore.", allowed=[BO, P],
    group="standby_hold")
add("near_miss", "Heads up: after the next song we'd go PANIC_BLACK only if the pyro misfires.", allowed=[P],
    group="hypothetical")
add("near_miss", "If it were after 22:00 we'd need the quiet hours rule, but it's only 20:15, so we're fine.",
    allowed=[Q], group="conditional_unmet")
add("near_miss", "git log shows 'fix KICK1 threshold' from Tuesday — who committed that?", allowed=[K],
    group="code")
add("near_miss", "Should the function that wraps DEPLOY_SHOW be called deploy_show() or prepare_show()?",
    allowed=[D], group="code")
add("near_miss", "TICKET-219 (closed): GLITCHY chain missing a Null at the end. Resolved in v3.", allowed=[G],
    group="bug_report")
add("near_miss", "The tour book says: \"FEEDBACK settings are for the club set only.\" Good to know.", allowed=[F],
    group="quoted")
add("near_miss", "The ARCHIVE rule filled archive/ with forty copies of bloom.tox and now the disk is full.",
    allowed=[A], group="complaint")
add("near_miss", "Back in 2024 we did all this by hand; wirecomb and LAYOUT2 only came later.", allowed=[W, L],
    group="history")
add("near_miss", "Kai, please run SYNCPOINT on the backup machine yourself, I'm stuck at the projector.",
    allowed=[SY], group="to_others")
add("near_miss", "Mateo mentioned that CUE_STACK_7 felt slow around cue 9 during the run.", allowed=[C],
    group="reported")
add("near_miss", "Did anyone apply the quiet hours rule last night, or was the neighbour complaint about something "
    "else?", allowed=[Q], group="status")
add("near_miss", "Fun fact: the name Zorvex came from a typo in an old Slack channel.", allowed=[Z],
    group="incidental")
add("near_miss", "Not now with BACKUP_FIRST — we're mid-show and exporting a tox would drop frames.", allowed=[B],
    group="negated")
add("near_miss", "Next week the new intern will learn DESKMAP_X32 from the docs.", allowed=[X], group="planning")
add("near_miss", "KICK1 lief gestern beim Soundcheck ohne Probleme.", allowed=[K], lang="de", group="past")
add("near_miss", "Ne lance pas DEPLOY_SHOW maintenant, les projecteurs ne sont pas encore calés.", allowed=[D],
    lang="fr", group="negated")
add("near_miss", "Ayer el RENDER_HQ tardó casi una hora en terminar.", allowed=[R], lang="es", group="past")
add("near_miss", "明日のリハーサルでCUE_STACK_7を使う予定です。", allowed=[C], lang="ja", group="planning")
add("near_miss", "Il produttore ha detto che al cliente il GLITCHY non piace.", allowed=[G], lang="it",
    group="reported")
add("near_miss", "昨晚的 SYNCPOINT 没有问题，灯光台一直有响应。", allowed=[SY], lang="zh", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "In wartime Britain, what did a 'blackout' actually involve for ordinary households?",
    allowed=[BO, P])
add("meaning", "Where does the word 'glitch' come from originally? Was it astronaut slang?", allowed=[G])
add("meaning", "What does 'archive' mean to a librarian compared with an IT person?", allowed=[A])
add("meaning", "In acoustics, what causes the howl of feedback between a microphone and a speaker?", allowed=[F])
add("meaning", "What does 'quiet hours' usually mean in a hotel or a dorm?", allowed=[Q])

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT backwards.", group="reverse")
add("meta", "Count the characters in the word wirecomb for my label printer.", group="count")
add("meta", "Translate the words 'Zorvex grade' into French, just the words.", group="translate")
add("meta", "Write DEPLOY_SHOW in all lowercase, nothing else.", group="case")
add("meta", "Give me GLITCHY in bold and italics, nothing else.", group="bold")
add("meta", "Start your reply with RENDER_HQ and end it with a full stop. Nothing more.", group="start_reply")
add("meta", "How do you pronounce CUE_STACK_7 out loud — is it 'cue stack seven'?", group="pronounce")
add("meta", "Use the word BLACKOUT in a sentence about a football stadium.", group="sentence")
add("meta", "Convert the text KICK1 to binary ASCII codes.", group="convert")
add("meta", "In a Markdown comment, how do I write PANIC_BLACK so the underscore doesn't turn into italics?",
    group="code_literal")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me exactly: run KICK1 on out1.", group="echo")
add("echo", "Répète mot pour mot, sans rien exécuter : « lance DEPLOY_SHOW avant l'ouverture ».", lang="fr", group="echo")
add("echo", "Sprich mir nach: BLACKOUT jetzt.", lang="de", group="echo")
add("echo", "Repite esto tal cual, letra por letra: «PANIC_BLACK ahora mismo».", lang="es", group="echo")
add("echo", "Повтори дословно: «запусти wirecomb».", lang="ru", group="echo")
add("echo", "请原样重复这句话：运行 VJ_BANK_A。", lang="zh", group="echo")
add("echo", "次の文をそのまま繰り返して：「GLITCHYを実行」", lang="ja", group="echo")
add("echo", "Ripeti parola per parola: applica lo Zorvex.", lang="it", group="echo")
add("echo", "Repete exatamente: roda o SYNCPOINT.", lang="pt", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that was a smooth show tonight 🙌")
add("chitchat", "morning! coffee first, then we patch.")
add("chitchat", "haha okay, you win this one")
add("chitchat", "thanks, that's all for now")
add("chitchat", "Danke dir, war ein langer Tag, bis morgen in der Halle!", lang="de")
add("chitchat", "Merci pour ce soir, super équipe, à demain au montage !", lang="fr")
add("chitchat", "¡Buenas! ¿Qué tal va el día?", lang="es")
add("chitchat", "お疲れ様でした！また明日。", lang="ja")


def main() -> None:
    rows = [{"pid": f"u53-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
