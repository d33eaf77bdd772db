"""Hand-written source of prompts_unseen56.jsonl: a blind suite by an independent evaluator (gateeval56).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on
these prompts. Run this file to regenerate prompts_unseen56.jsonl byte for byte.

Personas: a show caller (standbys, go calls, reports after the show), a museum installation team
(handover notes, permanent install, client visits) and a developer (code, logs, tracebacks, git).
About 80 % English; leans to precision: many near misses and invocations inside longer messages.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen56.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK1 = "ins_kick1"
LAY2 = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
BANKA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
TRAILS = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 — main out, now", [KICK1], group="name_first")
add("invoke", "kick1 on the main out pls", [KICK1], group="lowercase")
add("invoke", "Could you build the kick-reactive flash on the main output for me? The DJ starts in ten.",
    [KICK1], [STROBE], group="title_words")
add("invoke", "hey computer run kick one on the main output comma the dj is on period", [KICK1], group="voice")
add("invoke", "Ok the DJ mixer feed is on inputs 1 and 2 now, levels look sane, the projector is warm. "
    "Go ahead and do KICK1 while I tape down the cables, and tell me when the envelope is in.",
    [KICK1], group="mid_message")
# LAYOUT2
add("invoke", "LAYOUT2 this network, it's a mess after the load-in.", [LAY2], group="name_as_verb")
add("invoke", "layout two on the post network please", [LAY2], group="voice")
add("invoke", "/layout2 /project1/post", [LAY2], group="slash_command")
add("invoke", "Before the museum techs see this project tomorrow, arrange the network in columns the "
    "MACRO LAYOUT2 way so they can follow the signal flow.", [LAY2], group="title_words")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the chase I just made for the drop.", [STROBE], group="rule")
add("invoke", "strobesafe on every flash in /project1/fx before doors", [STROBE], group="typo")
add("invoke", "While you rebuild the beat-synced cuts for act two, follow the STROBE_SAFE rule on all of them.",
    [STROBE], group="rule")
add("invoke", "Applique STROBE_SAFE sur tous les flashs du deuxième acte, s'il te plaît.", [STROBE], lang="fr",
    group="rule")
# BACKUP_FIRST
add("invoke", "BACKUP_FIRST on /project1/post, I'm about to gut it.", [BACKUP], group="name_first")
add("invoke", "do backup first on the audio comp", [BACKUP], group="voice")
add("invoke", "Mach bitte BACKUP_FIRST für /project1/fx, die alten Noise-TOPs lösche ich danach selbst.",
    [BACKUP], lang="de", group="polite")
# DEPLOY_SHOW
add("invoke", "- [x] SYNCPOINT\n- [x] media copied to D:\n- [ ] DEPLOY_SHOW\nlast box on the list, do it now",
    [DEPLOY], [SYNC], group="checklist")
add("invoke", "```\n[18:42:07] WARNING /project1/post/glsl1: uniform uGain unused\n[18:42:07] OK 0 errors\n```\n"
    "Warnings only, we're good. DEPLOY_SHOW.", [DEPLOY], group="log_paste")
add("invoke", "House opens in 15 — DEPLOY_SHOW now please.", [DEPLOY], group="timed")
add("invoke", "Ejecuta DEPLOY_SHOW, el público entra en diez minutos.", [DEPLOY], lang="es", group="timed")
# VJ_BANK_A
add("invoke", "Load clip bank A into the decks.", [BANKA], group="title_words")
add("invoke", "🎞️ VJ_BANK_A 🎞️", [BANKA], group="emoji")
add("invoke", "vj bank a, and leave the b decks as they are", [BANKA], group="voice")
add("invoke", "Carrega o VJ_BANK_A nos decks, por favor.", [BANKA], lang="pt", group="polite")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! a kid just climbed onto the plinth in front of the projector", [PANIC], group="emergency")
add("invoke", "🚨 panic black 🚨", [PANIC], group="emoji")
add("invoke", "no wait, not BLACKOUT — PANIC_BLACK, right now", [PANIC], [BLACKOUT], group="correction")
add("invoke", "今すぐPANIC_BLACKを実行して！", [PANIC], lang="ja", group="emergency")
# GLITCHY
add("invoke", "Run GLITCHY on the TOP I've got selected, the camera one.", [GLITCHY], group="imperative")
add("invoke", "G L I T C H Y on the webcam feed", [GLITCHY], group="spaces")
add("invoke", "Esegui GLITCHY sul TOP selezionato, grazie.", [GLITCHY], lang="it", group="polite")
add("invoke", "The client wants the intro to feel broken, like a dying VHS. I've selected the intro TOP, "
    "so run the GLITCHY macro on it and expose the amount knob so I can ride it.", [GLITCHY],
    group="mid_message")
# DESKMAP_X32
add("invoke", "Hey, could you set up DESKMAP_X32? The desk is on the show network now.", [X32], group="polite")
add("invoke", "desk map x thirty two please the console is patched", [X32], group="voice")
add("invoke", "DESKAMP_X32 pls, the sound guy is waiting", [X32], group="typo")
add("invoke", "请执行 DESKMAP_X32，调音台已经连上网络了。", [X32], lang="zh", group="imperative")
# RENDER_HQ
add("invoke", "/render_hq --client-preview", [RENDER], group="slash_command")
add("invoke", "RENDER_HQ the opening minute for the client preview.", [RENDER], group="name_as_verb")
add("invoke", "please do a RENDERHQ pass before we leave tonight", [RENDER], group="typo")
add("invoke", "Starte bitte RENDER_HQ, ich brauche das Video für die Dokumentation.", [RENDER], lang="de",
    group="polite")
# Naming rule N1
add("invoke", "Apply naming rule N1 to everything you make this session.", [N1], group="rule")
add("invoke", "use N1 naming for the new ops, I'm sick of noise7 and level12", [N1], group="rule")
add("invoke", "Pas naamregel N1 toe op alle nieuwe operators die je maakt.", [N1], lang="nl", group="rule")
# FEEDBACK club trails
add("invoke", "Build my club trails the FEEDBACK way.", [TRAILS], group="title_words")
add("invoke", "Trails for the club set please, my usual settings.", [TRAILS], group="title_words")
add("invoke", "Monta mis trails de FEEDBACK para el set del club.", [TRAILS], lang="es", group="title_words")
# BLACKOUT
add("invoke", "That was the last track of the set, so BLACKOUT.", [BLACKOUT], [PANIC], group="conditional")
add("invoke", "Set's done, give me the end-of-set cut to black.", [BLACKOUT], [PANIC], group="title_words")
add("invoke", "Le set est fini, lance BLACKOUT.", [BLACKOUT], [PANIC], lang="fr", group="end_set")
add("invoke", "Всё, последний трек отыграли — запускай BLACKOUT.", [BLACKOUT], [PANIC], lang="ru", group="end_set")
# wirecomb
add("invoke", "You asked whether to run wirecomb on /project1/audio — yes, go ahead.", [COMB], group="consent")
add("invoke", "wirecomb this pls, can't read a thing", [COMB], group="terse")
add("invoke", "このネットワークにwirecombをかけてください。", [COMB], lang="ja", group="polite")
# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 now, the Kestrel crew wants to walk the cues at four.", [CUES], group="imperative")
add("invoke", "okay computer cue stack seven for the dance piece please", [CUES], group="voice")
add("invoke", "帮我建立 CUE_STACK_7 的提示列表。", [CUES], lang="zh", group="imperative")
add("invoke", "Standing by for the tech. The choreographer finally emailed the sheet, it's in /media/dance "
    "as cues.csv. Set up CUE_STACK_7 from it, and then I'll walk the cues with the stage manager.", [CUES],
    group="mid_message")
# SYNCPOINT
add("invoke", "Before doors, SYNCPOINT with the console.", [SYNC], group="timed")
add("invoke", "sync point with the lighting desk now please", [SYNC], group="spaces")
add("invoke", "Can you lock the visuals to the lighting console? SYNCPOINT, I mean.", [SYNC], group="polite")
add("invoke", "Faz o SYNCPOINT com a mesa de luz agora.", [SYNC], lang="pt", group="imperative")
# ARCHIVE
add("invoke", "I'm about to edit bloom.tox — it's external — so do the ARCHIVE step first.", [ARCHIVE],
    group="rule")
add("invoke", "Follow the ARCHIVE rule for grain.tox, then I'll tweak its threshold.", [ARCHIVE], group="rule")
add("invoke", "Applica la regola ARCHIVE prima che io modifichi bloom.tox.", [ARCHIVE], lang="it", group="rule")
# Zorvex
add("invoke", "Zorvex look on the final comp, please.", [ZORVEX], group="polite")
add("invoke", "zorvex grade on out_final", [ZORVEX], group="lowercase")
add("invoke", "The museum curator wants the same colour as the lobby screens. Put the house colour look "
    "on the output, the Zorvex one, with the bypass toggle so we can compare.", [ZORVEX], group="mid_message")
# Quiet hours
add("invoke", "It's 23:10 at the riverside, so apply the quiet hours rule to the audio patch.", [QUIET],
    group="conditional")
add("invoke", "Quiet hours at the riverside venue: enforce them on the master now, it's past ten.", [QUIET],
    group="rule")
add("invoke", "Es ist 22:15 am Flussufer, wende bitte die Ruhezeiten-Regel (quiet hours) an.", [QUIET],
    lang="de", group="conditional")
# several procedures
add("invoke", "LAYOUT2 and then wirecomb on /project1/post, please.", [LAY2, COMB], group="multi")
add("invoke", "SYNCPOINT first, then DEPLOY_SHOW once the pong comes back.", [SYNC, DEPLOY], group="multi")
add("invoke", "Load VJ_BANK_A and put the Zorvex grade after the final composite.", [BANKA, ZORVEX],
    group="multi")
add("invoke", "BACKUP_FIRST, then delete the old kick chain and rebuild it with KICK1.", [BACKUP, KICK1],
    group="multi")
add("invoke", "Run GLITCHY on the selected TOP and name anything else you add per rule N1.", [GLITCHY, N1],
    group="multi")
add("invoke", "RENDER_HQ the opener for the client, then set up CUE_STACK_7 for tomorrow's dancers.",
    [RENDER, CUES], group="multi")
add("invoke", "Do the ARCHIVE step on lights.tox, then wirecomb its insides.", [ARCHIVE, COMB], group="multi")
add("invoke", "- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\n- [x] VJ_BANK_A\nrun the two unchecked ones, in that order",
    [X32, SYNC], [BANKA], group="checklist")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What threshold and release does KICK1 use on its Trigger CHOP?", [KICK1])
add("ask_content", "Remind me what DEPLOY_SHOW does right after it switches the cues table?", [DEPLOY])
add("ask_content", "For the client spec sheet: which codec, size and frame rate does RENDER_HQ write?", [RENDER])
add("ask_content", "How often does DESKMAP_X32 send /xremote to the desk?", [X32])
add("ask_content", "What IP and port does SYNCPOINT send its ping to?", [SYNC], ["fact_lx_console"])
add("ask_content", "Under the riverside quiet hours rule, what's the loudest the master may go?", [QUIET])
add("ask_content", "After PANIC_BLACK, what values does it tell me to restore?", [PANIC])
add("ask_content", "Where does BACKUP_FIRST put the .tox and how is the file named?", [BACKUP])
add("ask_content", "Welche Deckkraft hat der Level TOP in meiner FEEDBACK-Schleife für den Club?", [TRAILS],
    lang="de")
add("ask_content", "How much does the Zorvex grade pull down the green saturation?", [ZORVEX])

# ---------------------------------------------------------------- bears
add("bears", "Delete noise1 and the two unused Movie File In TOPs in /project1/post.", [BACKUP],
    group="delete")
add("bears", "Make the white flash strobe at 12 Hz on the drop, the DJ wants it aggressive.", [STROBE],
    ["rcp_strobe_flash"], group="strobe")
add("bears", "Blink the sponsor logo eight times a second during the countdown.", [STROBE],
    ["rcp_strobe_flash"], group="strobe")
add("bears", "It's half eleven at the riverside gig and the crowd wants it louder, push the master up 6 dB.",
    [QUIET], group="venue_late")
add("bears", "Open bloom.tox (it's saved externally) and bump its threshold to 0.7.", [ARCHIVE],
    group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the background behind the logo.", [N1],
    ["ref_noise_top"], group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Get the Behringer board's sliders driving the layer opacities over the network.", [X32],
    ["ref_osc_in_chop"])
add("paraphrase", "Lock our timing to the grandMA before the audience comes in.", [SYNC], ["fact_lx_console"])
add("paraphrase", "Export a pristine 1080p60 movie of the first minute, not in real time.", [RENDER],
    ["ref_movie_file_out", "ref_hap_codecs"])
add("paraphrase", "Add some datamosh-style displacement and an RGB split after the texture I picked.",
    [GLITCHY], ["rcp_webcam_glitch"])
add("paraphrase", "This spaghetti is unreadable: line each node up under its source and pull crossing "
    "chains apart, without changing any parameters.", [COMB])

# ---------------------------------------------------------------- question / task
add("question", "What IP and universes does the grandMA3 use on the touring show?", ["fact_lx_console"],
    [SYNC], group="fact")
add("question", "Which drive holds the show media on the gallery PC?", ["fact_media_drive"], group="fact")
add("question", "Why does the Nebula installation run at 50 FPS instead of 60?", ["fact_nebula_fps"],
    group="fact")
add("question", "During shows nobody reads the Textport, so where do the errors end up?", ["fact_show_log"],
    group="fact")
add("question", "How do I pass a float uniform into my GLSL TOP shader?", ["ref_glsl_uniforms"],
    group="reference")
add("question", "My clips stutter on their first frame every time they start. How do I stop that?",
    ["web_moviein_preload"], ["ref_hap_codecs"], group="reference")
add("task", "Write the Python line that preloads moviein3 a couple of seconds before I play it.",
    ["web_moviein_preload"], group="reference")
add("question", "How do I get trails out of a Feedback TOP without the ghosting that never fades?",
    ["ref_feedback_top"], ["ref_pixel_formats", "rcp_feedback_tunnel", TRAILS], group="common_word")
add("question", "¿En qué universo DMX y dirección empiezan las cabezas móviles?", ["fact_dmx_heads"], lang="es",
    group="fact")
add("question", "When should I export a CHOP channel to a parameter versus referencing it with an expression?",
    ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes", "td_null_reference_point"],
    group="builtin_compete", builtin=True)
add("question", "My Render TOP is completely black. What am I missing?", ["td_render_pipeline"],
    ["ref_render_pipeline", "td_troubleshooting_checklist"], group="builtin_compete", builtin=True)
add("task", "Show me how to attach a Python extension class to a Base COMP.", ["td_extensions"],
    ["fact_ext_conventions", "td_comp_family"], group="builtin_compete", builtin=True)
add("question", "Why is my operator not cooking when nothing downstream of it is viewed or used?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("question", "How do I keep a Python dictionary on an operator so it survives between frames?",
    ["td_storage"], group="builtin_only", builtin=True)
add("task", "Set up a Parameter Execute DAT that runs a function when my custom pulse parameter is pressed.",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "When should I use a Select TOP instead of an In TOP to bring an image into a component?",
    ["td_select_in_out"], group="builtin_only", builtin=True)
add("task", "Make a Replicator COMP that creates one button per row of my buttons table.",
    ["td_replicator_comp"], ["ref_replicator", "td_panel_ui_components"], group="builtin_compete",
    builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get an Ultraleap hand tracker into TouchDesigner?", group="far")
add("unanswerable", "What's the cleanest way to send Spout from TouchDesigner into Resolume Arena?", group="far")
add("unanswerable", "How do I make the Text TOP shape Arabic right-to-left text correctly?", group="far")
add("unanswerable", "Can TouchDesigner read a Bluetooth heart-rate chest strap directly?", group="far")
add("unanswerable", "How do I bake an ambient occlusion map inside TouchDesigner?", group="far")
add("unanswerable", "How do I edit the bezier handles of an Animation COMP channel from Python?", group="far")
add("unanswerable", "How do I control a Philips Hue bridge from TouchDesigner?", group="far")
add("unanswerable", "Can I read depth from a ZED 2 stereo camera in TouchDesigner?", allowed=["ref_kinect_azure"],
    group="near")
add("unanswerable", "How do I extrude a polygon with Python in a Script SOP?", group="far")
add("unanswerable", "How do I route Dante Virtual Soundcard channels into an Audio Device In CHOP?",
    allowed=["fact_studio_audio", "fact_audio_buffer"], group="near")
add("unanswerable", "How do I get a clearcoat layer on the PBR MAT for car paint?", group="far")

# ---------------------------------------------------------------- near_miss
# show caller
add("near_miss", "Standby on BLACKOUT — do NOT go until I call it.", allowed=[BLACKOUT], group="negated")
add("near_miss", "BLACKOUT went perfectly on Thursday, the four-second fade was lovely.", allowed=[BLACKOUT],
    group="past")
add("near_miss", "Note for the show report: PANIC_BLACK was triggered at 21:47 by accident during the bows.",
    allowed=[PANIC], group="report")
add("near_miss", "We'll run CUE_STACK_7 at the tech rehearsal on the 11th, not today.", allowed=[CUES],
    group="planning")
add("near_miss", "Did SYNCPOINT get a pong back from the console yet?", allowed=[SYNC], group="status")
add("near_miss", "Can you draft a short message to the ASM saying she should call DEPLOY_SHOW once the house "
    "is clear?", allowed=[DEPLOY], group="other_person")
add("near_miss", "Remind me tomorrow at 18:00 that SYNCPOINT still has to happen before doors.", allowed=[SYNC],
    group="planning")
add("near_miss", "Lighting asked whether KICK1 will be in act two. I told them maybe.", allowed=[KICK1],
    group="reported")
add("near_miss", "Don't touch BLACKOUT, the house lights are still up and people are finding their seats.",
    allowed=[BLACKOUT], group="negated")
add("near_miss", "The director keeps saying 'panic black' when she just means a slow fade, it drives me nuts.",
    allowed=[PANIC], group="complaint")
add("near_miss", "Skip the end-of-set BLACKOUT tonight, the next DJ starts straight after us.",
    allowed=[BLACKOUT], group="negated")
add("near_miss", "Did anyone ever work out why KICK1 double-triggered at the Lumen Hall show?", allowed=[KICK1],
    group="history")
add("near_miss", "The FEEDBACK club trails were a hit on Saturday, the promoter loved them.", allowed=[TRAILS],
    group="past")
# museum installation team
add("near_miss", "The Zorvex grade looked too green on the gallery projector yesterday, the client noticed.",
    allowed=[ZORVEX], group="complaint")
add("near_miss", "Last night's RENDER_HQ output is still sitting in the scratch folder, someone should move it "
    "eventually.", allowed=[RENDER], group="report")
add("near_miss", "For the handover doc: the museum techs should never run LAYOUT2 on the live network.",
    allowed=[LAY2], group="other_person")
add("near_miss", "Is VJ_BANK_A still loaded on the gallery PC, or did someone swap the decks over the weekend?",
    allowed=[BANKA], group="status")
add("near_miss", "We decided against DEPLOY_SHOW for the museum, it's a permanent install and not a show.",
    allowed=[DEPLOY], group="history")
add("near_miss", "Quiet hours don't matter at the museum, we're nowhere near the riverside.", allowed=[QUIET],
    group="negated")
add("near_miss", "If the museum ever commissions a strobe piece, STROBE_SAFE is going to matter a lot.",
    allowed=[STROBE], group="hypothetical")
add("near_miss", "The guard asked what the GLITCHY sticker on the PC means; I told him it's just a project name.",
    allowed=[GLITCHY], group="reported")
add("near_miss", "BACKUP_FIRST saved us last month when Ana wiped the whole audio comp.", allowed=[BACKUP],
    group="history")
add("near_miss", "Thinking about retiring the Zorvex grade next season, the new curator hates it.",
    allowed=[ZORVEX], group="planning")
add("near_miss", "I'll do LAYOUT2 myself after lunch, you don't need to.", allowed=[LAY2], group="negated")
add("near_miss", "Heads up: the X32 was swapped for a Yamaha desk, so DESKMAP_X32 is obsolete now.",
    allowed=[X32], group="report")
# developer
add("near_miss", "```python\nif cmd == 'KICK1':\n    build_kick()\n```\nWhy does pyflakes say build_kick is "
    "undefined?", allowed=[KICK1], group="code")
add("near_miss", "I renamed the variable wirecomb_done to wirecomb_ok in my extension. Is that a breaking change "
    "for callers?", allowed=[COMB], group="variable")
add("near_miss", "Is `layout2_before_cleanup_2026-03-14.toe` a sensible file name or too long?", allowed=[LAY2],
    group="filename")
add("near_miss", "git log shows 'fix RENDER_HQ leaving realtime off' from March. Who usually writes commits "
    "like that?", allowed=[RENDER], group="log")
add("near_miss", "Traceback (most recent call last):\n  File \"deploy_show.py\", line 12, in <module>\n"
    "NameError: name 'perform_win' is not defined\nwhat's the usual cause of a NameError like this?",
    allowed=[DEPLOY], group="log")
add("near_miss", "I'm writing unit tests for the SYNCPOINT reply parser. Should I mock the OSC In DAT or "
    "feed it recorded packets?", allowed=[SYNC], group="code")
add("near_miss", "Our CI job is literally called run-deskmap-x32, somebody was lazy with names lol",
    allowed=[X32], group="joke")
add("near_miss", "Why did DESKMAP_X32 break my network? Every fader has read zero since Tuesday.",
    allowed=[X32], group="complaint")
add("near_miss", "wirecomb dumped about forty Nulls into my network yesterday, kind of annoying.",
    allowed=[COMB], group="complaint")
add("near_miss", "Crew chat joke: 'how many VJs does it take to change a bulb? one, but first they VJ_BANK_A "
    "it.' Too nerdy?", allowed=[BANKA], group="joke")
add("near_miss", "Quote from our tech rider: \"No STROBE_SAFE exceptions will be granted.\" Is that wording too "
    "harsh for a client?", allowed=[STROBE], group="quoted")
add("near_miss", "Lisa's projects use LAYOUT2 and mine use manual placement. Neither is wrong, right?",
    allowed=[LAY2], group="comparison")
add("near_miss", "No ARCHIVE needed here, bloom.tox isn't external anymore, I embedded it.", allowed=[ARCHIVE],
    group="negated")
add("near_miss", "Hold off on the naming rule N1 for now, I'm just sketching ideas.", allowed=[N1],
    group="negated")
add("near_miss", "Who wrote MACRO GLITCHY originally? The comments in the tox don't say.", allowed=[GLITCHY],
    group="history")
add("near_miss", "My cat is named Zorvex now. The team thinks it's hilarious.", allowed=[ZORVEX], group="joke")
add("near_miss", "Hier soir on a fait BLACKOUT vers 23 h, tout s'est bien passé.", allowed=[BLACKOUT],
    lang="fr", group="past")
add("near_miss", "Bitte DEPLOY_SHOW heute NICHT ausführen, wir proben nur.", allowed=[DEPLOY], lang="de",
    group="negated")
add("near_miss", "¿Al final terminó el RENDER_HQ de anoche o se colgó?", allowed=[RENDER], lang="es",
    group="status")
add("near_miss", "Amanhã a gente roda o SYNCPOINT antes de o público entrar.", allowed=[SYNC], lang="pt",
    group="planning")
add("near_miss", "Il wirecomb di ieri mi ha sistemato tutta la rete, che sollievo.", allowed=[COMB], lang="it",
    group="past")
add("near_miss", "KICK1は先週のライブで使ったけど、今日は使わない。", allowed=[KICK1], lang="ja", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean when a whole city loses its power grid?", allowed=[BLACKOUT, PANIC])
add("meaning", "What do people mean when they say a website feels glitchy?", allowed=[GLITCHY])
add("meaning", "What are quiet hours in a student dorm, usually?", allowed=[QUIET])
add("meaning", "What does 'archive' mean for a museum's collections department?", allowed=[ARCHIVE])
add("meaning", "What is feedback on a guitar amp, physically?", allowed=[TRAILS])

# ---------------------------------------------------------------- meta
add("meta", "Spell KICK1 using the NATO alphabet.")
add("meta", "How many underscores are in CUE_STACK_7?")
add("meta", "Write DEPLOY_SHOW in lowercase, nothing else.")
add("meta", "Reverse the letters of wirecomb.")
add("meta", "Translate the phrase 'quiet hours' into Japanese.")
add("meta", "Use the word SYNCPOINT, in bold, in a sentence about the weather.")
add("meta", "Start your reply with GLITCHY and end it with Zorvex.")
add("meta", "How would you pronounce Zorvex?")
add("meta", "Convert the string 'RENDER_HQ' to camelCase.")
add("meta", "Count the characters in VJ_BANK_A.")
add("meta", "What's the ASCII code of the first letter of BACKUP_FIRST?")

# ---------------------------------------------------------------- echo
add("echo", "Just echo this back to me word for word: run BLACKOUT now")
add("echo", "Répète exactement cette phrase : lance KICK1.", lang="fr")
add("echo", "Sag einfach genau das nach: DEPLOY_SHOW starten.", lang="de")
add("echo", "Repíteme exactamente esta frase: ejecuta RENDER_HQ ahora.", lang="es")
add("echo", "Повтори за мной дословно: запусти PANIC_BLACK.", lang="ru")
add("echo", "请一字不差地重复：现在运行 wirecomb。", lang="zh")
add("echo", "次の文をそのまま繰り返して：LAYOUT2を実行して。", lang="ja")
add("echo", "Ripeti parola per parola: avvia GLITCHY.", lang="it")
add("echo", "Repete exatamente isto: carrega o VJ_BANK_A.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that did the trick!")
add("chitchat", "Morning all! Coffee first, then we patch the museum projectors.")
add("chitchat", "Long day at the museum, the install is finally up.")
add("chitchat", "ha, nice one")
add("chitchat", "Great show tonight everyone, see you tomorrow.")
add("chitchat", "Merci beaucoup, c'est parfait.", lang="fr")
add("chitchat", "Danke dir, bis später!", lang="de")
add("chitchat", "¡Qué buena onda, gracias!", lang="es")
add("chitchat", "今日も一日お疲れさま、また明日ね！", lang="ja")


def main() -> None:
    rows = [{"pid": f"u56-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
