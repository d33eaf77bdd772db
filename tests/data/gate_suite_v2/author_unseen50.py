"""Blind suite unseen50, written by the independent evaluator "gateeval50".

Written without reading the gate code, its tests, or any other prompt file or author script; the labels come
from corpus.jsonl and the built-in knowledge entries only. Never scored by its author.

Leans to precision: about 80 % English, with subtle near misses (show reports, plans, status and history
questions, instructions to other people, code, file names, chat logs, bug reports, quotes) and invocations that
mostly sit inside longer messages.

Personas (they live here only):
- a technical director running a touring show, writing long messages with context, approvals and vetoes;
- a stage manager writing show reports, calling cues and relaying what the crew said;
- a developer pairing with the artist, pasting code, logs, file names and tickets.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen50.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK, LAY, STROBE, BACKUP = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DEPLOY, VJ, PANIC, GLITCH = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X32, RENDER, N1, FEED = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BLACK, WIRE, CUE7, SYNC = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
ARCH, ZORVEX, QUIET = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (83)
# KICK1
add("invoke", "Doors in forty. The DJ just confirmed the feed is on inputs 1 and 2 of the Babyface. Please build "
    "KICK1 on the main output now, then tell me what the envelope looks like on a four-on-the-floor loop.",
    [KICK], [STROBE], group="mid_message")
add("invoke", "Der DJ fängt gleich an und das Bild wirkt tot. Kannst du bitte KICK1 auf den Hauptausgang bauen? "
    "Danach schauen wir uns die Hüllkurve zusammen an.", [KICK], [STROBE], lang="de", group="polite")
add("invoke", "ok the bass feels dead on screen. run KIKC1 pls, the kick-reactive flash thing, on out1 before the "
    "headliner goes on.", [KICK], [STROBE], group="typo")
add("invoke", "hey assistant kick one please set up kick one on the main output right now thank you", [KICK],
    [STROBE], group="voice")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/out1_level\", line 1\nNameError: name "
    "'kick1_env' is not defined\nSomeone deleted the chain during changeover. Rebuild it from scratch: KICK1 "
    "again, same place left of the output.", [KICK], [STROBE, BACKUP], group="log_paste")
# LAYOUT2
add("invoke", "LAYOUT2 on /project1/fx — the network got messy during rehearsal and Sam has to read it tomorrow "
    "morning. Go ahead and tidy it now.", [LAY], [WIRE], group="name_first")
add("invoke", "Le réseau /project1/scenes est illisible après la répétition. Tu peux lancer LAYOUT2 dessus, s'il "
    "te plaît ? Sam le reprend demain.", [LAY], [WIRE], lang="fr", group="polite")
add("invoke", "The intake network is total chaos after the merge. Do L A Y O U T 2 on it please, columns and "
    "network boxes and all.", [LAY], [WIRE], group="spaces")
add("invoke", "The kids' workshop starts after lunch and I want them to look at a tidy network instead of this "
    "mess, so before they arrive — LAYOUT2.", [LAY], [WIRE], group="trailing")
# STROBE_SAFE
add("invoke", "I just added a beat-synced LFO on the level TOP's brightness for the chorus. Apply STROBE_SAFE to "
    "it now, before the client walks in.", [STROBE], [KICK], group="rule")
add("invoke", "Hemos puesto un estrobo en la capa de fondo para el estribillo. Aplica la regla STROBE_SAFE ahora "
    "mismo, que ya hay público en la sala.", [STROBE], lang="es", group="rule")
add("invoke", "The flash on the drop is way too aggressive for a seated audience. Enforce the never-exceed-3-"
    "flashes-per-second rule on every output before we open the house.", [STROBE], group="title_words")
# BACKUP_FIRST
add("invoke", "We're clearing out the old test chains in /project1/sandbox today. Follow BACKUP_FIRST, then "
    "delete them — yes, go ahead, I've checked nothing references them.", [BACKUP], [N1], group="consent")
add("invoke", "noise1がもう要らないので消したいです。BACKUP_FIRSTに従って、まずバックアップを取ってから削除して"
    "ください。", [BACKUP], lang="ja", group="rule")
add("invoke", "Pairing note: my cleanup script is about to nuke /project1/legacy, and I want the BACKUP_FIRST "
    "step done by you before it runs. Do it now and paste me the backup path.", [BACKUP], group="mid_message")
# DEPLOY_SHOW
add("invoke", "Pre-show checklist for Lumen Hall:\n- [x] projectors warmed up\n- [x] media copied to D:/media\n"
    "- [x] blend checked\n- [ ] DEPLOY_SHOW\nPlease do the unchecked item now.", [DEPLOY], group="checklist")
add("invoke", "It's 18:45 and the house opens at 19:00. Run DEPLOY_SHOW now and report the frame rate when it's "
    "done, I'll be at the desk.", [DEPLOY], group="timed")
add("invoke", "A casa abre daqui a meia hora e está tudo ligado. Executa o DEPLOY_SHOW agora, por favor, e "
    "diz-me o frame rate no fim.", [DEPLOY], lang="pt", group="polite")
add("invoke", "ok everything's patched and the window's on monitor 2. deploy_show now please, then we go to "
    "places.", [DEPLOY], group="lowercase")
# VJ_BANK_A
add("invoke", "Set one is for the house crowd, so they'll want the old loops. Load VJ_BANK_A into the decks now "
    "and print the file list, I'll check it from the booth.", [VJ], group="mid_message")
add("invoke", "Stasera si parte con i loop della banca A. Carica VJ_BANK_A sui deck, per favore, e stampa i "
    "nomi dei file nella Textport.", [VJ], lang="it", group="polite")
add("invoke", "/vj_bank_a\nwarm-up set starts in ten minutes, the B decks stay as they are.", [VJ],
    group="slash_command")
add("invoke", "VJ_BANK_A for the opener, B decks untouched.", [VJ], group="terse")
# PANIC_BLACK
add("invoke", "Someone's laptop feed just popped up on the main screen with their inbox open!! PANIC_BLACK now",
    [PANIC], [BLACK], group="emergency")
add("invoke", "[21:14:02] WARN projector 2 lamp temperature high\n[21:14:05] ERROR win_main: texture lost\nthe "
    "screen is flashing garbage at the whole room — PANIC_BLACK immediately.", [PANIC], [BLACK, STROBE],
    group="log_paste")
add("invoke", "屏幕上出现了错误画面，观众都看到了！马上执行 PANIC_BLACK！", [PANIC], [BLACK], lang="zh",
    group="emergency")
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨 fire alarm in the venue, kill the picture and the lights now", [PANIC],
    [BLACK], group="emoji")
# GLITCHY
add("invoke", "The webcam layer looks too clean for this track. GLITCHY it — the selected TOP is cam_grade — and "
    "I'll ride the amount from the parent.", [GLITCH], group="name_as_verb")
add("invoke", "While I write the OSC bindings, could you run GLITCHY on the selected TOP (moviein_hero)? I'll map "
    "Glitchamount to a knob afterwards.", [GLITCH], group="polite")
add("invoke", "Für den zweiten Song brauchen wir mehr Dreck im Bild: bitte GLITCHY auf das ausgewählte TOP "
    "anwenden, danach regle ich die Stärke selbst.", [GLITCH], lang="de", group="imperative")
# DESKMAP_X32
add("invoke", "The sound guy wheeled in an X32 for the panel talk. Map it with DESKMAP_X32 now so faders 1-8 "
    "drive the layers, then I'll test it with him.", [X32], group="mid_message")
add("invoke", "desk is finally on the show network. please run DESKMAP-X32 so the faders come in, we're line "
    "checking in 10.", [X32], group="typo")
add("invoke", "La mesa X32 ya está conectada a la red. Ejecuta DESKMAP_X32 ahora para que los faders controlen "
    "las capas.", [X32], lang="es", group="imperative")
# RENDER_HQ
add("invoke", "The house is empty and the client wants a clean file of the loop by morning. Kick off RENDER_HQ "
    "now and tell me where the file lands.", [RENDER], group="mid_message")
add("invoke", "We need the offline high-quality recording of the opening for the archive reel. Run that preset "
    "now, rec1 is already in place.", [RENDER], [ARCH], group="title_words")
add("invoke", "Le client veut un fichier propre de la boucle pour demain. Lance RENDER_HQ maintenant et "
    "donne-moi le chemin du fichier.", [RENDER], lang="fr", group="imperative")
add("invoke", "okay computer run render h q now and read me the file path when it's done", [RENDER],
    group="voice")
# N1
add("invoke", "I'll be asking you for a bunch of new operators over the next hour. Apply naming rule N1 to all "
    "of them, starting with the noise and level you're about to make for the background.", [N1],
    group="rule")
add("invoke", "Code review finding: half the ops in /project1/ui are still called button1, button2 and so on, "
    "and you made most of them. Apply N1 now and rename the defaults you created.", [N1], group="rule")
add("invoke", "new bg chain for the foyer screen: noise → level → null. N1 naming on all three, please.", [N1],
    group="terse")
# FEEDBACK
add("invoke", "Club set tonight. Give me trails on the dancer layer the way I like them — my FEEDBACK settings, "
    "in trails_club.", [FEED], group="common_word")
add("invoke", "Build my FEEDBACK trail loop for the club visuals now; the source is cam_dancer and the cue DAT "
    "is cues_club.", [FEED], group="common_word")
add("invoke", "今夜はクラブのセットです。いつもの設定でFEEDBACKのトレイルを今すぐ組んでください。", [FEED],
    lang="ja", group="common_word")
# BLACKOUT
add("invoke", "That's the last track of the set — BLACKOUT now, and log the time.", [BLACK], [PANIC],
    group="end_set")
add("invoke", "Set two is over and the DJ is waving at me. Please do the BLACKOUT procedure, but keep the window "
    "open, there's a third set after the break.", [BLACK], [PANIC], group="end_set")
add("invoke", "Der letzte Song ist durch, das Set ist zu Ende. Bitte jetzt BLACKOUT und die Uhrzeit ins Log.",
    [BLACK], [PANIC], lang="de", group="end_set")
# wirecomb
add("invoke", "ugh the audio network looks like spaghetti after today. wirecomb it please, and list the nulls "
    "you add at the end.", [WIRE], [LAY], group="name_as_verb")
add("invoke", "Before I hand this project over to the night crew, could you run wirecomb on /project1/audio so "
    "they can actually follow the wires?", [WIRE], [LAY], group="polite")
add("invoke", "Les fils de /project1/fx se croisent dans tous les sens. Passe wirecomb dessus, s'il te plaît.",
    [WIRE], [LAY], lang="fr", group="polite")
add("invoke", "/wirecomb /project1/render\nit's unreadable after this morning's merge", [WIRE], [LAY],
    group="slash_command")
# CUE_STACK_7
add("invoke", "Mateo finally sent the cue sheet, it's in /media/dance/cues.csv. Build CUE_STACK_7 now so we can "
    "walk the cues at tech.", [CUE7], group="mid_message")
add("invoke", "Tech for Tidewater starts at 14:00 and it's 13:20 now. Set up CUE_STACK_7 right away please.",
    [CUE7], group="timed")
add("invoke", "Ya tenemos la hoja de cues de Mateo en la carpeta de danza. Construye CUE_STACK_7 ahora, por "
    "favor.", [CUE7], lang="es", group="polite")
add("invoke", "You asked earlier whether to build CUE_STACK_7 from the new CSV or wait for Mateo's corrections. "
    "He's signed it off — yes, go ahead.", [CUE7], group="consent")
# SYNCPOINT
add("invoke", "Priya says the grandMA is up and answering pings. That was the only thing we were waiting for, so "
    "run SYNCPOINT now.", [SYNC], group="conditional")
add("invoke", "SYNCPOINT, please — doors in twenty and the lights have to be locked to us before then.", [SYNC],
    group="name_first")
add("invoke", "O console de luz já está ligado e a responder. Faz o SYNCPOINT agora, por favor.", [SYNC],
    lang="pt", group="polite")
add("invoke", "/syncpoint\n(lights just came up on the console, we're 15 min from doors)", [SYNC],
    group="slash_command")
# ARCHIVE
add("invoke", "I need to raise the bloom threshold in bloom.tox, which is saved externally. Follow the ARCHIVE "
    "rule first, then change it to 0.7.", [ARCH], group="rule")
add("invoke", "Keep a numbered copy before you edit lowerthird.tox, then swap the font to Inter — the usual "
    "archive step first, and tell me the number.", [ARCH], group="title_words")
add("invoke", "Devo cambiare un parametro in bloom.tox. Applica prima la regola ARCHIVE e poi dimmi il numero "
    "dell'archivio.", [ARCH], lang="it", group="rule")
add("invoke", "If bloom.tox is an external tox, the ARCHIVE rule applies before any edit. I just checked: it is "
    "external. So do the ARCHIVE copy and then lower the intensity to 0.5.", [ARCH], group="conditional")
# Zorvex
add("invoke", "The client loved yesterday's stills from the rehearsal. Could you put the Zorvex grade on the "
    "final composite now?", [ZORVEX], group="polite")
add("invoke", "add the zorvx grade after the final comp pls, the house look, with the bypass toggle", [ZORVEX],
    group="typo")
add("invoke", "Bitte jetzt den Zorvex-Look nach dem finalen Composite einsetzen, mit Bypass-Schalter, der Kunde "
    "kommt um drei.", [ZORVEX], lang="de", group="title_words")
# quiet hours
add("invoke", "It's 22:40 at the riverside venue and the band wants more level. Apply the quiet hours rule to "
    "the master output now.", [QUIET], group="conditional")
add("invoke", "riverside gig, clock says 23:05. quiet hours rule please — cut the lows and cap the master.",
    [QUIET], group="timed")
add("invoke", "Il est 22h30 au lieu au bord de la rivière. Applique maintenant la règle des quiet hours à la "
    "sortie audio.", [QUIET], lang="fr", group="rule")
# multi
add("invoke", "Show-call prep, in order:\n1. DEPLOY_SHOW\n2. SYNCPOINT\n3. VJ_BANK_A\nRun all three now, stop "
    "if one fails.", [DEPLOY, SYNC, VJ], group="multi")
add("invoke", "End of the night: BLACKOUT first, and once the screen is black start RENDER_HQ for the archive "
    "file.", [BLACK, RENDER], [PANIC], group="multi")
add("invoke", "While I'm refactoring the UI extension, please LAYOUT2 the fx network and then wirecomb it so the "
    "wires are straight too.", [LAY, WIRE], group="multi")
add("invoke", "Bitte KICK1 auf den Ausgang bauen und danach gleich STROBE_SAFE darauf anwenden, der Saal ist "
    "voll.", [KICK, STROBE], lang="de", group="multi")
add("invoke", "Before I gut /project1/old_scenes: BACKUP_FIRST, then delete it, and use N1 names for the "
    "replacement ops you build afterwards.", [BACKUP, N1], group="multi")
add("invoke", "🎛️ DESKMAP_X32 + 🎞️ VJ_BANK_A, both now pls, the DJ arrives in 5", [X32, VJ], group="multi")
add("invoke", "Aplica el grado Zorvex al composite final y después ejecuta DEPLOY_SHOW, que abrimos puertas en "
    "veinte minutos.", [ZORVEX, DEPLOY], lang="es", group="multi")
add("invoke", "Changeover checklist for the club night:\n- [ ] GLITCHY on the selected TOP\n- [ ] FEEDBACK "
    "trails for the club set, my way\n- [ ] KICK1 on the main out\nGo through the list now.",
    [GLITCH, FEED, KICK], [STROBE], group="multi")
# corrections and the rest
add("invoke", "Run LAYOUT2 on the audio network — no wait, not LAYOUT2, the crossing wires are the real problem: "
    "do wirecomb instead.", [WIRE], [LAY], group="correction")
add("invoke", "GLITCHY on cam_grade please. Actually scratch that, the client hates glitch looks — put the Zorvex "
    "grade on the final comp instead.", [ZORVEX], [GLITCH], group="correction")
add("invoke", "Stand by the end-of-set BLACKOUT — no, forget that, someone just climbed the truss, it's an "
    "emergency: PANIC_BLACK now!", [PANIC], [BLACK], group="correction")
add("invoke", "> Shall I run DESKMAP_X32 now that the desk is on the network?\nyes, do it, the engineer is "
    "waiting.", [X32], group="consent")
add("invoke", "STROBE_SAFE: apply it to the new blink on the LED bars right now, the client's epilepsy "
    "consultant is in the room.", [STROBE], group="name_first")
add("invoke", "The ops you created for the lower third are named text1, over2 and null5. That breaks our naming "
    "rule N1 — fix them now following N1.", [N1], group="rule")
add("invoke", "Riverside again tonight and it's already 22:15. Before you touch the audio mixer, apply quiet "
    "hours to the master bus.", [QUIET], group="timed")

# ---------------------------------------------------------------- ask_content (10)
add("ask_content", "Which UDP port does DESKMAP_X32 listen on for the faders?", [X32], group="port")
add("ask_content", "What threshold and release does KICK1 set on its Trigger CHOP?", [KICK], group="value")
add("ask_content", "In DEPLOY_SHOW, what's the step right after the recursive error check?", [DEPLOY],
    group="order")
add("ask_content", "What does SYNCPOINT do if the console hasn't replied within two seconds?", [SYNC],
    group="content")
add("ask_content", "Where exactly does BACKUP_FIRST save the .tox, and how is the file named?", [BACKUP],
    group="content")
add("ask_content", "Which codec and which frame range does RENDER_HQ record with?", [RENDER], group="value")
add("ask_content", "How long is the opacity fade in the BLACKOUT procedure, and what ramps it?", [BLACK],
    group="value")
add("ask_content", "Does VJ_BANK_A touch the B decks at all if I run it mid-set?", [VJ], group="content")
add("ask_content", "Welchen Gamma- und Kontrastwert setzt die Zorvex grade im Level TOP?", [ZORVEX], lang="de",
    group="value")
add("ask_content", "Dans la règle ARCHIVE, où va la copie numérotée et comment s'appelle-t-elle ?", [ARCH],
    lang="fr", group="content")

# ---------------------------------------------------------------- bears (6) and paraphrase (5)
add("bears", "Delete noise2 and level7 from /project1/bg, they haven't been used since the spring tour.",
    [BACKUP], group="delete")
add("bears", "Make the whole screen strobe full white at 10 Hz on the drop, the DJ asked for it.", [STROBE],
    [KICK], group="strobe")
add("bears", "We're at the riverside venue, it's 23:30, and the promoter wants the master 6 dB louder. Do it.",
    [QUIET], group="venue_late")
add("bears", "Change the glow size inside lowerthird.tox to 12 — it's loaded from an external file.", [ARCH],
    group="external_tox")
add("bears", "Add a noise TOP and a blur TOP to the foyer network for a new background texture.", [N1],
    group="create")
add("bears", "Pon un parpadeo blanco de pantalla completa a ocho por segundo en el estribillo.", [STROBE],
    lang="es", group="strobe")
add("paraphrase", "Get the Behringer console's channel sliders into TouchDesigner so sliders 1 to 8 ride the "
    "layer opacities.", [X32], group="paraphrase")
add("paraphrase", "Make the main picture pump in time with the bass drum.", [KICK], [STROBE], group="paraphrase")
add("paraphrase", "Fill the eight left-hand movie players with the first set of footage, looping, crossfader all "
    "the way to their side.", [VJ], group="paraphrase")
add("paraphrase", "Time-align our picture with the grandMA before doors: ping it, measure the round trip, offset "
    "by half.", [SYNC], ["fact_lx_console"], group="paraphrase")
add("paraphrase", "Put the studio's signature LUT, gamma tweak and film grain on the final composite.", [ZORVEX],
    group="paraphrase")

# ---------------------------------------------------------------- question / task (17, 7 built-in)
add("question", "What's the total pixel size of the Lumen Hall output raster across the three projectors?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "Which port does the stagepad tablet send its OSC to, and which port gets the feedback?",
    ["fact_stagepad_ports"], ["ref_osc_in_chop"], group="fact")
add("question", "What frame rate does the Nebula installation run at, and why not 60?", ["fact_nebula_fps"],
    group="fact")
add("question", "Remind me which buffer size we settled on for the RIG-B audio interface after the tour, and why not 512?", ["fact_audio_buffer"],
    ["fact_rig_b", "fact_studio_audio"], group="fact")
add("question", "What DMX start address does the third moving head sit at, and which channel is its dimmer?",
    ["fact_dmx_heads"], group="fact")
add("question", "After last night's show something went wrong with the video — where's the error log written?",
    ["fact_show_log"], group="fact")
add("question", "¿Cuándo es el ensayo técnico de Tidewater y a qué hora son las funciones?", ["fact_dance_piece"],
    lang="es", group="fact")
add("question", "For looping 4K background clips on the gallery PC, should I encode HAP or H.264?",
    ["ref_hap_codecs"], ["fact_media_drive", "web_moviein_preload"], group="reference")
add("question", "Conceptually, how does the Feedback TOP get hold of the previous frame? I just want the idea, "
    "no build.", ["ref_feedback_top"], [FEED, "rcp_feedback_tunnel"], group="common_word")
add("task", "Build a lower-third title overlay for tomorrow's panel talk, name and role on two lines.",
    ["rcp_lower_third"], [N1], group="reference")
add("question", "How do I pass a float uniform from a CHOP into a GLSL TOP shader?", ["td_glsl_top_basics"],
    ["ref_glsl_uniforms"], builtin=True, group="builtin_compete")
add("question", "What's the practical difference between exporting a CHOP channel and referencing it in an "
    "expression?", ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"], builtin=True,
    group="builtin_compete")
add("question", "How do I keep a Python dict on an operator so it survives saving and reopening the project?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "In a Parameter Execute DAT, which callback runs when someone presses a pulse parameter?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "My Render TOP shows pure black even though the geometry is there. What are the usual suspects?",
    ["td_render_pipeline"], ["ref_render_pipeline", "td_troubleshooting_checklist"], builtin=True,
    group="builtin_compete")
add("task", "Use a Replicator COMP to make one button per row of my scenes table.", ["td_replicator_comp"],
    ["ref_replicator", "td_panel_ui_components", N1], builtin=True, group="builtin_compete")
add("question", "Why doesn't a CHOP that nothing is viewing or referencing cook at all? Explain the pull model.",
    ["td_cooking_pull_model"], ["td_performance_monitor"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (10)
add("unanswerable", "How do I get Leap Motion hand tracking data into TouchDesigner?", group="far")
add("unanswerable", "What's the cleanest way to control Philips Hue bulbs from TouchDesigner?", group="far")
add("unanswerable", "Can TouchDesigner receive a Spout sender from Resolume on the same machine?", group="near")
add("unanswerable", "How do I import an Alembic file and keep its animation in TouchDesigner?", group="far")
add("unanswerable", "Is there a good way to do face landmark tracking with MediaPipe inside TouchDesigner?",
    group="far")
add("unanswerable", "How do I activate a Commercial licence on a show machine that is never online?",
    group="near")
add("unanswerable", "How do I unwrap UVs on an imported FBX so a texture maps cleanly?", group="far")
add("unanswerable", "Can I run TouchDesigner headless on a Linux render server?", group="far")
add("unanswerable", "How do I show a live web page inside my network with the Web Render TOP?", group="near")
add("unanswerable", "What's the maximum number of Art-Net universes one DMX Out CHOP can send reliably?",
    group="near")

# ---------------------------------------------------------------- near_miss (47)
# stage manager: show reports
add("near_miss", "Show report, Tidewater night 2: house opened 18:58, CUE_STACK_7 ran clean through all twelve "
    "cues, one late GO on cue 9 (my call, not the system). No video issues.", [], [CUE7], group="show_report")
add("near_miss", "Show report: at 21:14 the operator hit PANIC_BLACK when a laptop feed leaked onto the screen; "
    "we restored opacity at 21:16 and the audience barely noticed.", [], [PANIC], group="show_report")
add("near_miss", "Note for tomorrow's show report: we'll do DEPLOY_SHOW at 18:30 instead of 18:45 because front "
    "of house opens earlier.", [], [DEPLOY], group="planning")
add("near_miss", "Stage manager here — just so you know, Jonas is running SYNCPOINT from the other machine, so "
    "leave it alone on yours.", [], [SYNC], group="to_others")
add("near_miss", "Report from the night crew: RENDER_HQ left Realtime off at some point and the morning team "
    "thought the project had frozen.", [], [RENDER], group="complaint")
add("near_miss", "Was the quiet hours rule actually respected at the riverside gig on Friday? The neighbours "
    "complained to the promoter again.", [], [QUIET], group="status")
add("near_miss", "Show report, Saturday: BLACKOUT at the end of set two came about four seconds late; the DJ "
    "had already walked off. Flagging for the debrief.", [], [BLACK, PANIC], group="show_report")
add("near_miss", "Mateo wrote on the call sheet: \"CUE_STACK_7 stays locked after tech, no edits.\" Noted.", [],
    [CUE7], group="quoted")
add("near_miss", "[Kim 19:02] did anyone run DESKMAP_X32 yet?\n[Leo 19:03] yep, faders are live\n[Kim 19:03] 👍",
    [], [X32], group="chat_log")
add("near_miss", "@Sam when you get in, please run LAYOUT2 on the scenes network — I'll be at the venue all day.",
    [], [LAY], group="to_others")
add("near_miss", "The client saw the DEPLOY_SHOW frame-rate report (59.9 fps) on the tablet and was happy.", [],
    [DEPLOY], group="report")
add("near_miss", "Priya asked whether we're using DESKMAP_X32 or a Yamaha mapping at the festival; I told her "
    "I'd check with the sound team.", [], [X32], group="reported")
# technical director
add("near_miss", "Don't run GLITCHY on the hero layer tonight — the director wants it clean. Everything else "
    "stays as planned.", [], [GLITCH], group="negated")
add("near_miss", "We'll LAYOUT2 the whole project after the tour ends, not before — too risky in the middle of a "
    "run.", [], [LAY], group="planning")
add("near_miss", "Who on the crew should be allowed to trigger PANIC_BLACK? I want to put names on the call "
    "sheet before Thursday.", [], [PANIC], group="status")
add("near_miss", "Honestly the KICK1 look was tighter than Ana's sidechain version at the festival, and the "
    "crowd noticed.", [], [KICK], group="comparison")
add("near_miss", "Policy from the TD: nobody runs RENDER_HQ on RIG-B during show hours, it stalls the output.",
    [], [RENDER], group="quoted")
add("near_miss", "If the tour gets extended to Lisbon, we might need a mapping for their Yamaha desk instead of "
    "DESKMAP_X32. Just thinking out loud.", [], [X32], group="hypothetical")
add("near_miss", "Please do not trigger BLACKOUT at the end of this set; the DJ is going straight into an "
    "encore.", [], [BLACK, PANIC], group="negated")
add("near_miss", "Note for the operators' handbook: RENDER_HQ is for the office machine only, never the show "
    "PCs.", [], [RENDER], group="to_others")
add("near_miss", "Last week's SYNCPOINT log showed a 40 ms round trip. Was the show network just busy that "
    "night, do you think?", [], [SYNC], group="history")
add("near_miss", "Tomorrow at tech we'll go through STROBE_SAFE with the lighting designer so she understands "
    "why the chorus flashes are capped.", [], [STROBE], group="planning")
add("near_miss", "No need for naming rule N1 on this throwaway sketch — it's getting deleted right after the "
    "demo anyway.", [], [N1], group="negated")
add("near_miss", "Our Zorvex grade is basically a cheaper cousin of what the film crew did in DaVinci, "
    "honestly.", [], [ZORVEX], group="comparison")
add("near_miss", "We wrote the FEEDBACK trail setup back in 2023 for the first club residency, before we had "
    "the 4080.", [], [FEED], group="history")
add("near_miss", "Next week I'd like to rewrite KICK1 so it uses a Beat CHOP instead of the Trigger — let's "
    "talk about it on Monday.", [], [KICK], group="planning")
add("near_miss", "If the riverside gig moves to a Sunday matinee, the quiet hours rule won't even come into "
    "play.", [], [QUIET], group="hypothetical")
add("near_miss", "Is VJ_BANK_A still loaded from last night, or did the reboot clear the decks?", [], [VJ],
    group="status")
add("near_miss", "Did anyone make the ARCHIVE copy before Leo edited bloom.tox this morning?", [], [ARCH],
    group="status")
add("near_miss", "BACKUP_FIRST saved us yesterday — the 19:30 backup still had the old post chain in it.", [],
    [BACKUP], group="past")
add("near_miss", "The poster slogan for Friday's club night is literally 'PANIC BLACK — dance till dawn', lol.",
    [], [PANIC], group="quoted")
# developer pairing
add("near_miss", "In my script I have `if cell.val == 'BLACKOUT': fade_out()` and it never matches when the "
    "DAT cell has a trailing space. Why?", [], [BLACK], group="code")
add("near_miss", "Rename deploy_show_v2.py to deploy_show_helpers.py in the repo and fix the one import that "
    "points at it.", [], [DEPLOY], group="filename")
add("near_miss", "Is `kick1_threshold_override` too long as a variable name in my extension? It reads badly in "
    "the parameter dialog.", [], [KICK, "fact_ext_conventions"], group="variable")
add("near_miss", "Write a pytest stub called test_syncpoint_median that checks our median helper on "
    "[12, 9, 15].", [], [SYNC], group="code")
add("near_miss", "git log shows 'fix wirecomb adding duplicate nulls' from Tuesday — was that your commit or "
    "mine?", [], [WIRE], group="history")
add("near_miss", "The CI job zorvex_grade_snapshot failed on the LUT path again; I'll look at it after lunch.",
    [], [ZORVEX], group="incidental")
add("near_miss", "Bug: after GLITCHY, the Glitchamount parameter goes back to 0 when the tox reloads. Repro: "
    "open, move the slider, save, reopen.", [], [GLITCH], group="bug_report")
add("near_miss", "wirecomb added something like nine nulls to my audio chain yesterday and the cook time went "
    "up. Not cool.", [], [WIRE], group="complaint")
add("near_miss", "Why is archive/bloom_014.tox 40 MB when every other archived copy is about 2 MB?", [], [ARCH],
    group="filename")
add("near_miss", "The file strobe_safe_limits.json starts with a BOM and json.load chokes on it. What's the "
    "right way to open it in Python?", [], [STROBE], group="filename")
# other languages
add("near_miss", "KICK1 lief gestern den ganzen Abend stabil, kein einziger Aussetzer.", [], [KICK], lang="de",
    group="past")
add("near_miss", "Demain on fera DEPLOY_SHOW à 18h, pas avant, la régie n'est pas prête.", [], [DEPLOY],
    lang="fr", group="planning")
add("near_miss", "Hoy no hace falta wirecomb, la red ya quedó ordenada ayer.", [], [WIRE], lang="es",
    group="negated")
add("near_miss", "照明のPriyaさんが、昨日のSYNCPOINTはうまくいったと言っていました。", [], [SYNC], lang="ja",
    group="reported")
add("near_miss", "Ieri VJ_BANK_A ha caricato i file nell'ordine sbagliato, che disastro.", [], [VJ], lang="it",
    group="complaint")
add("near_miss", "上周演出里的 Zorvex 调色效果很好，客户很满意。", [], [ZORVEX], lang="zh", group="past")

# ---------------------------------------------------------------- meaning (4)
add("meaning", "In theatre history, what did a 'blackout' originally mean as a lighting cue?", [], [BLACK, PANIC],
    group="meaning")
add("meaning", "Outside of any software, what does 'quiet hours' usually mean in a residential lease?", [],
    [QUIET], group="meaning")
add("meaning", "In live sound, what is 'feedback' and why does a microphone start to howl?", [], [FEED],
    group="meaning")
add("meaning", "When gamers call a game 'glitchy', what do they mean exactly?", [], [GLITCH], group="meaning")

# ---------------------------------------------------------------- meta (10)
add("meta", "How would you spell DESKMAP_X32 out loud, letter by letter, over a headset?", group="spell")
add("meta", "Translate 'run the end-of-set blackout' into German — just the sentence, nothing else.",
    group="translate")
add("meta", "How many underscores does the string CUE_STACK_7 contain? Just the number.", group="count")
add("meta", "Write KICK1 backwards.", group="reverse")
add("meta", "Put the word SYNCPOINT in bold and reply with nothing else.", group="bold")
add("meta", "Start your reply with the word wirecomb, then tell me one fact about octopuses.",
    group="start_reply")
add("meta", "Is 'Zorvex' pronounced with a buzzing Z like 'zebra'? Only the pronunciation, please.",
    group="pronounce")
add("meta", "Convert RENDER_HQ to lowercase.", group="case")
add("meta", "Use the word GLITCHY in a sentence about a cat.", group="sentence")
add("meta", "Show me 'VJ_BANK_A' as a Python string literal in a code block, nothing more.", group="code_literal")

# ---------------------------------------------------------------- echo (8)
add("echo", "Repeat exactly, and nothing else: LAYOUT2, then wirecomb, then DEPLOY_SHOW.", group="echo")
add("echo", "Répète mot pour mot : « lance PANIC_BLACK ».", lang="fr", group="echo")
add("echo", "Sprich mir genau nach: BLACKOUT um Mitternacht.", lang="de", group="echo")
add("echo", "Repite esta frase tal cual: KICK1 y GLITCHY en el drop.", lang="es", group="echo")
add("echo", "Повтори дословно: «Zorvex grade на финальный композит».", lang="ru", group="echo")
add("echo", "请原样重复这句话：先跑 RENDER_HQ 再跑 DEPLOY_SHOW。", lang="zh", group="echo")
add("echo", "次の文をそのまま繰り返してください：「SYNCPOINTを実行」", lang="ja", group="echo")
add("echo", "Ripeti esattamente questa frase: CUE_STACK_7 per Tidewater.", lang="it", group="echo")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "Thanks, that was the last cue of the night. Good work, everyone.", group="thanks")
add("chitchat", "morning! coffee first, then we start", group="greeting")
add("chitchat", "haha that glitch on the second screen was beautiful by accident", group="small_talk")
add("chitchat", "Danke dir für die Geduld heute, bis morgen beim Aufbau!", lang="de", group="thanks")
add("chitchat", "¡Qué función! Gracias por todo, de verdad.", lang="es", group="thanks")
add("chitchat", "今日の本番、お疲れさまでした！ゆっくり休んでね。", lang="ja", group="thanks")
add("chitchat", "ok cool, nice one 👍 heading to catering", group="ack")
add("chitchat", "Merci, on se voit à la générale demain.", lang="fr", group="thanks")


def main() -> None:
    rows = [{"pid": f"u50-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
