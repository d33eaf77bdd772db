"""Blind gate suite unseen47, hand-written by helper "gateeval47" (independent evaluator).

Written blind: from corpus.jsonl, the built-in knowledge files and the label rules of
test_gate_suite_v2_data.py only; never scored by its author.

About 80 % English, the rest in de, fr, es, it, pt, ja, zh, nl, ko, ru. Invocations sit inside longer
messages with context before and after; near misses are just as long (reports, plans, questions about a
procedure, notes addressed to other people).

Personas (they live here only):
- a production manager writing schedules, radio-style requests and reports to the crew;
- a museum installation team (technicians and a curator) keeping visitor-facing projections running;
- a teacher running a TouchDesigner class who demonstrates the studio's macros to students.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen47.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke: KICK1
add("invoke", "Morning team. The DJ feed is patched into inputs 1 and 2 on the Babyface now. Please run KICK1 on "
    "the main output so the flash follows the kick, and send me a screenshot of the chain before lunch.",
    ["ins_kick1"], ["ins_strobe_safe", "fact_studio_audio"], group="mid_message")
add("invoke", "kick1 pls, out1 still has no reactive flash and the warm-up DJ is on in ten",
    ["ins_kick1"], ["ins_strobe_safe"], group="lowercase")
add("invoke", "Könntest du bitte KICK1 auf den Hauptausgang legen? Der Bass soll das Bild heller machen, "
    "die Probe beginnt gleich.", ["ins_kick1"], ["ins_strobe_safe"], lang="de", group="polite")
add("invoke", "okay computer run kick one on the main output thanks",
    ["ins_kick1"], ["ins_strobe_safe"], group="voice")
add("invoke", "run KCIK1 on the output please, the techno set starts in twenty minutes and the students want to "
    "see the kick drive the brightness", ["ins_kick1"], ["ins_strobe_safe"], group="typo")

# ---------------------------------------------------------------- invoke: LAYOUT2
add("invoke", "LAYOUT2 on /project1/scene_b — the visitors' screen network has grown into spaghetti since the last "
    "content update and I'd like it readable before the museum opens at ten.",
    ["ins_layout2"], group="name_first")
add("invoke", "/layout2 /project1/kiosk", ["ins_layout2"], group="slash_command")
add("invoke", "LAYOUT2.", ["ins_layout2"], group="bare")
add("invoke", "Peux-tu lancer LAYOUT2 sur le réseau /project1/intro, s'il te plaît ? Les étudiants n'arrivent plus "
    "à suivre la chaîne de traitement.", ["ins_layout2"], lang="fr", group="polite")
add("invoke", "Run the arrange-a-network-in-columns macro on /project1/fx; I'm projecting it for the class in five "
    "minutes and it should read left to right.", ["ins_layout2"], group="title_words")

# ---------------------------------------------------------------- invoke: STROBE_SAFE
add("invoke", "Before tonight's doors at 19:00, apply STROBE_SAFE to every flash chain in /project1/fx and tell me "
    "which LFOs you had to clamp, so I can pass it on to the venue's safety officer.",
    ["ins_strobe_safe"], ["rcp_strobe_flash"], group="rule")
add("invoke", "Tech list for the gallery opening:\n- [x] check projector focus\n- [ ] apply STROBE_SAFE to the beat "
    "cuts in /project1/loop\n- [x] print visitor signage\nPlease do the unchecked item now.",
    ["ins_strobe_safe"], ["rcp_strobe_flash"], group="checklist")
add("invoke", "Aplica STROBE_SAFE al destello del estribillo antes del ensayo, por favor; la coreógrafa se quejó "
    "del parpadeo en la primera fila.", ["ins_strobe_safe"], ["rcp_strobe_flash"], lang="es", group="rule")
add("invoke", "enforce S T R O B E _ S A F E on the club output now, the new VJ cranked the chase",
    ["ins_strobe_safe"], ["rcp_strobe_flash"], group="spaces")

# ---------------------------------------------------------------- invoke: BACKUP_FIRST
add("invoke", "Following BACKUP_FIRST, back up /project1/old_scenes and then delete it — we migrated every scene "
    "into the new scenes COMP last week and the old one only confuses the night technician.",
    ["ins_backup_first"], group="rule")
add("invoke", "Could you do BACKUP_FIRST on /project1/post right now? I'm about to clear out the test operators "
    "myself and I want the .tox somewhere safe before I start.", ["ins_backup_first"], group="polite")
add("invoke", "Esegui BACKUP_FIRST su /project1/audio prima che io cancelli i vecchi filtri, grazie.",
    ["ins_backup_first"], lang="it", group="imperative")
add("invoke", "💾 BACKUP_FIRST on /project1/lobby please 🙏 after that I'll clear the unused stuff myself",
    ["ins_backup_first"], group="emoji")

# ---------------------------------------------------------------- invoke: DEPLOY_SHOW
add("invoke", "Hi all, house opens at 19:30 and the client is already in the foyer. Please go ahead with "
    "DEPLOY_SHOW on the Lumen Hall machine now, and give me the frame rate on the radio channel once it's done.",
    ["ins_deploy_show"], ["fact_lumen_hall_raster"], group="mid_message")
add("invoke", "If the error check comes back clean — and it does, I just looked at every COMP myself — run "
    "DEPLOY_SHOW.", ["ins_deploy_show"], group="conditional")
add("invoke", "DEPLOY_SHOW を実行してください。開場まであと15分で、お客様がもうロビーに並んでいます。",
    ["ins_deploy_show"], lang="ja", group="imperative")
add("invoke", "Everything is patched, the cables are taped down and the projectors have warmed up: DEPLOY_SHOW.",
    ["ins_deploy_show"], group="trailing")
add("invoke", "The schedule says 18:45 for show prep, and it's 18:45 now, so execute the DEPLOY_SHOW procedure.",
    ["ins_deploy_show"], group="timed")

# ---------------------------------------------------------------- invoke: VJ_BANK_A
add("invoke", "load VJ_BANK_A, opener in 5", ["ins_vj_bank_a"], ["web_moviein_preload"], group="terse")
add("invoke", "Carrega o VJ_BANK_A nos decks, por favor, o DJ começa em cinco minutos.",
    ["ins_vj_bank_a"], ["web_moviein_preload"], lang="pt", group="polite")
add("invoke", "[21:02:11] deck_a3: file not found media/bank_a/03_waves.mov\n[21:02:11] deck_a4: file not found "
    "media/bank_a/04_dust.mov\nI've copied the files back into media/bank_a — load VJ_BANK_A again, please.",
    ["ins_vj_bank_a"], ["web_moviein_preload"], group="log_paste")
add("invoke", "Load clip bank A into the decks, the usual eight, and leave the B side exactly as it is because "
    "the guest VJ has his own clips there.", ["ins_vj_bank_a"], ["web_moviein_preload"], group="title_words")

# ---------------------------------------------------------------- invoke: PANIC_BLACK
add("invoke", "PANIC_BLACK!! someone just walked into the projector beam on stage",
    ["ins_panic_black"], group="emergency")
add("invoke", "panic_blak now, the wall is showing the windows desktop to the whole room",
    ["ins_panic_black"], group="typo")
add("invoke", "PANIC_BLACK, nu meteen! Er staat een bezoeker vlak voor de projector.",
    ["ins_panic_black"], lang="nl", group="emergency")
add("invoke", "PANIC_BLACK — the fire alarm test is starting in the east wing and the projections there must go "
    "dark immediately; I'll call you when we can bring them back.", ["ins_panic_black"], group="name_first")

# ---------------------------------------------------------------- invoke: GLITCHY
add("invoke", "Select the webcam_in TOP and run GLITCHY on it; the students want a glitch post chain they can take "
    "apart after the break.", ["ins_glitchy"], ["rcp_webcam_glitch"], group="imperative")
add("invoke", "GLITCHY the selected TOP, then tell me where the Glitchamount parameter ended up.",
    ["ins_glitchy"], group="name_as_verb")
add("invoke", "请在选中的 TOP 上运行 GLITCHY，学生们想看看效果。", ["ins_glitchy"], lang="zh", group="imperative")
add("invoke", "Yes, go ahead and run GLITCHY on bg_noise_out like you proposed.", ["ins_glitchy"], group="consent")

# ---------------------------------------------------------------- invoke: DESKMAP_X32
add("invoke", "The sound engineer just rolled the X32 in and plugged it into the show switch. Do DESKMAP_X32 so "
    "faders 1 to 8 control the layers, then tell me whether the desk is actually sending.",
    ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="mid_message")
add("invoke", "okay so desk map x thirty two on the show network please", ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="voice")
add("invoke", "Lance DESKMAP_X32, la console est branchée sur le réseau du spectacle depuis ce matin.",
    ["ins_deskmap_x32"], ["ref_osc_in_chop"], lang="fr", group="imperative")
add("invoke", "/deskmap_x32 --now (sound check starts at 16:00)", ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="slash_command")

# ---------------------------------------------------------------- invoke: RENDER_HQ
add("invoke", "The museum wants a clean file of the intro loop for their website. Run RENDER_HQ now and send me "
    "the output path when it has finished; I'll forward it to the web team.",
    ["ins_render_hq"], ["ref_movie_file_out"], group="mid_message")
add("invoke", "Export the loop as H.264 for the — no wait, not a quick export, do RENDER_HQ with the preset "
    "settings.", ["ins_render_hq"], ["ref_movie_file_out"], group="correction")
add("invoke", "Bitte RENDER_HQ ausführen, wir brauchen das Video morgen für die Ausstellung.",
    ["ins_render_hq"], ["ref_movie_file_out"], lang="de", group="polite")
add("invoke", "RENDER_HQ — museum web loop", ["ins_render_hq"], ["ref_movie_file_out"], group="terse")

# ---------------------------------------------------------------- invoke: naming rule N1
add("invoke", "Apply naming rule N1 to everything you build in this session, starting with the background noise "
    "and its level adjustment.", ["ins_naming_n1"], ["ref_noise_top"], group="rule")
add("invoke", "Rename the defaults I left in /project1/bg according to N1 — noise1, level3 and their friends — the "
    "students copy my naming, so it has to be right.", ["ins_naming_n1"], group="rule")
add("invoke", "Aplica la regla N1 al crear los operadores nuevos del fondo, por favor.",
    ["ins_naming_n1"], lang="es", group="rule")

# ---------------------------------------------------------------- invoke: FEEDBACK (common-word title)
add("invoke", "Build the club visuals' trails using my FEEDBACK trail settings, on top of layer_2, before the "
    "doors open at eleven.", ["ins_feedback_pref"], ["ref_feedback_top", "rcp_feedback_tunnel"],
    group="common_word")
add("invoke", "Use my FEEDBACK settings for the club visuals on the kaleido source — the same ones as last "
    "weekend.", ["ins_feedback_pref"], ["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
add("invoke", "Costruisci le scie per il set del club con le mie impostazioni FEEDBACK, grazie.",
    ["ins_feedback_pref"], ["ref_feedback_top", "rcp_feedback_tunnel"], lang="it", group="common_word")

# ---------------------------------------------------------------- invoke: BLACKOUT
add("invoke", "That's the last track of the night — BLACKOUT, the end-of-set one, please.",
    ["ins_blackout"], ["ins_panic_black"], group="end_set")
add("invoke", "The DJ is waving goodbye to the crowd, time for BLACKOUT.",
    ["ins_blackout"], ["ins_panic_black"], group="end_set")
add("invoke", "세트 끝났어요. BLACKOUT 실행해 주세요.", ["ins_blackout"], ["ins_panic_black"], lang="ko",
    group="end_set")
add("invoke", "Do the end-of-set cut to black now; the next act sets up in ten minutes and needs the same state.",
    ["ins_blackout"], ["ins_panic_black"], group="title_words")

# ---------------------------------------------------------------- invoke: wirecomb
add("invoke", "wirecomb the network in /project1/sensors, the visitors' touch input chain is impossible to read",
    ["ins_wirecomb"], group="lowercase")
add("invoke", "Run LAYOUT2 on /project1/fx — no wait, not LAYOUT2, I don't want columns there; do wirecomb "
    "instead.", ["ins_wirecomb"], ["ins_layout2"], group="correction")
add("invoke", "wirecomb bitte auf /project1/projektion anwenden, die Kabel kreuzen sich überall.",
    ["ins_wirecomb"], lang="de", group="imperative")
add("invoke", "Straighten the wires of this network for me; the students present it in ten minutes and nobody "
    "can follow which Null feeds what.", ["ins_wirecomb"], group="title_words")

# ---------------------------------------------------------------- invoke: CUE_STACK_7
add("invoke", "Mateo sent the final sheet to /media/dance/cues.csv this morning. Build CUE_STACK_7 from it now so "
    "we can run the tech at 14:00 without typing cues by hand.",
    ["ins_cue_stack7"], ["fact_dance_piece", "ref_timer_chop"], group="mid_message")
add("invoke", "C U E _ S T A C K _ 7 please", ["ins_cue_stack7"], ["fact_dance_piece"], group="spaces")
add("invoke", "Construis CUE_STACK_7 pour la pièce de danse, la répétition technique commence bientôt.",
    ["ins_cue_stack7"], ["fact_dance_piece"], lang="fr", group="imperative")
add("invoke", "run CUE_STAK_7, the choreographer is waiting in the front row",
    ["ins_cue_stack7"], ["fact_dance_piece"], group="typo")

# ---------------------------------------------------------------- invoke: SYNCPOINT
add("invoke", "Priya says the grandMA is up on 10.0.0.40. Please run SYNCPOINT now, and if it doesn't answer, just "
    "tell me — don't touch her console.", ["ins_syncpoint"], ["fact_lx_console"], group="mid_message")
add("invoke", "syncpoint before doors pls, grandMA is up", ["ins_syncpoint"], ["fact_lx_console"], group="terse")
add("invoke", "ショーの前に SYNCPOINT を実行して。照明卓はもう起動しています。",
    ["ins_syncpoint"], ["fact_lx_console"], lang="ja", group="imperative")
add("invoke", "Do the lighting console handshake now, doors are in fifteen minutes.",
    ["ins_syncpoint"], ["fact_lx_console"], group="title_words")

# ---------------------------------------------------------------- invoke: ARCHIVE
add("invoke", "Apply the ARCHIVE rule to bloom.tox, then set its threshold to 0.6 and save it back.",
    ["ins_archive_rule"], group="rule")
add("invoke", "Follow ARCHIVE for the external lobby_ui.tox before you rebuild its buttons, and tell me the "
    "archive number afterwards so I can note it in the maintenance log.", ["ins_archive_rule"], group="rule")
add("invoke", "Segue a regra ARCHIVE antes de editar o tunnel.tox externo, por favor.",
    ["ins_archive_rule"], lang="pt", group="rule")

# ---------------------------------------------------------------- invoke: Zorvex grade
add("invoke", "Put the Zorvex grade on the final composite of the trailer.", ["ins_zorvex_grade"],
    group="imperative")
add("invoke", "Could we have the Zorvex look on the entrance projection? The curator saw it in the studio "
    "yesterday and wants the same feeling for the visitors.", ["ins_zorvex_grade"], group="polite")
add("invoke", "zorvex it 🎨 on comp_final", ["ins_zorvex_grade"], group="emoji")
add("invoke", "给最终合成加上 Zorvex 调色，谢谢。", ["ins_zorvex_grade"], lang="zh", group="imperative")

# ---------------------------------------------------------------- invoke: Quiet hours
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the master audio before the "
    "encore starts.", ["ins_quiet_hours"], group="conditional")
add("invoke", "We're at the riverside venue and it's past 22:00 now; enforce quiet hours on the audio chain and "
    "tell me what you changed so I can report it to the venue manager.", ["ins_quiet_hours"], group="rule")
add("invoke", "Es ist 22:30 am Flussufer-Veranstaltungsort – bitte jetzt die Quiet-hours-Regel auf den Master "
    "anwenden.", ["ins_quiet_hours"], lang="de", group="conditional")

# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "Run BACKUP_FIRST on /project1/old_fx, then wirecomb whatever remains in /project1.",
    ["ins_backup_first", "ins_wirecomb"], group="multi")
add("invoke", "Pre-show list:\n1. SYNCPOINT\n2. CUE_STACK_7\n3. DEPLOY_SHOW\nGo through all three now, in that "
    "order, and stop if the console doesn't answer.",
    ["ins_syncpoint", "ins_cue_stack7", "ins_deploy_show"], ["fact_lx_console", "fact_dance_piece"], group="multi")
add("invoke", "Load VJ_BANK_A and then GLITCHY the deck_a1 output, the guest VJ wants a dirty look for the opener.",
    ["ins_vj_bank_a", "ins_glitchy"], ["web_moviein_preload"], group="multi")
add("invoke", "Do KICK1 on out1 and apply STROBE_SAFE to the flash while you're at it.",
    ["ins_kick1", "ins_strobe_safe"], group="multi")
add("invoke", "Ejecuta DESKMAP_X32 y después LAYOUT2 en /project1/mixer, por favor.",
    ["ins_deskmap_x32", "ins_layout2"], ["ref_osc_in_chop"], lang="es", group="multi")
add("invoke", "After the last cue: BLACKOUT, and then RENDER_HQ of the loop for the website.",
    ["ins_blackout", "ins_render_hq"], ["ins_panic_black", "ref_movie_file_out"], group="multi")
add("invoke", "Zorvex grade on comp_final, then apply naming rule N1 to whatever you created for it.",
    ["ins_zorvex_grade", "ins_naming_n1"], group="multi")
add("invoke", "Quiet hours are in force at the riverside venue (it's 22:15) — apply that rule, then run BLACKOUT "
    "for the end of the set.", ["ins_quiet_hours", "ins_blackout"], ["ins_panic_black"], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32 open its OSC In CHOP on? The sound team needs it for their "
    "network sheet.", ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="port")
add("ask_content", "For my teaching notes: in KICK1, what threshold and release does the Trigger CHOP get?", ["ins_kick1"],
    ["ins_strobe_safe"], group="value")
add("ask_content", "In what order does DEPLOY_SHOW work — does it enter Perform mode before or after resetting the "
    "feedback TOPs?", ["ins_deploy_show"], group="order")
add("ask_content", "What does the ARCHIVE rule say about naming the copy, and where does the copy go?",
    ["ins_archive_rule"], group="content")
add("ask_content", "How many times does SYNCPOINT repeat the ping, and which of the measurements does it keep?",
    ["ins_syncpoint"], ["fact_lx_console"], group="value")
add("ask_content", "What codec and frame range does RENDER_HQ record? The museum's web team is asking.",
    ["ins_render_hq"], ["ref_movie_file_out"], group="value")
add("ask_content", "Under the quiet hours rule at the riverside venue, what's the ceiling for the master output "
    "in dBFS?", ["ins_quiet_hours"], group="value")
add("ask_content", "What opacity does my FEEDBACK trail setup use on the Level TOP, and what is its Base COMP "
    "called?", ["ins_feedback_pref"], ["ref_feedback_top"], group="value")
add("ask_content", "Que fait exactement BLACKOUT avec l'audio à la fin du set ?", ["ins_blackout"],
    ["ins_panic_black"], lang="fr", group="content")
add("ask_content", "What rate limit does STROBE_SAFE set, and what should we offer instead when a client asks "
    "for faster flashing?", ["ins_strobe_safe"], ["rcp_strobe_flash"], group="content")
add("ask_content", "What name does GLITCHY give the last TOP it adds, and what is its custom parameter called?",
    ["ins_glitchy"], group="content")

# ---------------------------------------------------------------- bears
add("bears", "Delete the unused noise operators in /project1/bg, they're just clutter from last term's class.",
    ["ins_backup_first"], group="delete")
add("bears", "Make the white flash pulse at 8 Hz on the drop, the promoter wants it to hit hard.",
    ["ins_strobe_safe"], ["rcp_strobe_flash"], group="strobe")
add("bears", "We're at the riverside venue and it's 22:40 — push the master audio up by 6 dB, the crowd is "
    "asking for it louder.", ["ins_quiet_hours"], group="venue_late")
add("bears", "Ouvre le bloom.tox sauvegardé en externe et monte son seuil à 0.7.", ["ins_archive_rule"],
    lang="fr", group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the background of the lobby screen.", ["ins_naming_n1"],
    ["ref_noise_top"], group="create")
add("bears", "The clean-up list you showed looks right: remove those fourteen orphaned operators, go ahead.",
    ["ins_backup_first"], group="consent")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Point the eight left-side movie players at our first folder of loops, sorted by name, and slide "
    "the mix fully to that side.", ["ins_vj_bank_a"], ["web_moviein_preload"], group="paraphrase")
add("paraphrase", "Tidy my operators so the inputs sit at the far left, processing steps march rightwards every "
    "200 units, and the nulls line up just before the outputs.", ["ins_layout2"], group="paraphrase")
add("paraphrase", "I need a perfect one-minute HAP Q file of frames 1 to 3600 at 1080p60, with the realtime flag "
    "off while it writes and back on afterwards.", ["ins_render_hq"], ["ref_movie_file_out"], group="paraphrase")
add("paraphrase", "Give the trailer's final image our studio's usual treatment: the LUT ramp, a touch less gamma, "
    "greens pulled down and a faint grain.", ["ins_zorvex_grade"], group="paraphrase")
add("paraphrase", "Build the Tidewater timing table from Mateo's sheet, one Timer CHOP segment per row driving the "
    "scene switch.", ["ins_cue_stack7"], ["fact_dance_piece", "ref_timer_chop"], group="paraphrase")
add("paraphrase", "Get the Behringer's channel faders into TouchDesigner so the first eight drive the layer "
    "opacities in the mixer.", ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "Which DMX universe and start address are the six moving heads patched at?",
    ["fact_dmx_heads"], ["fact_lx_console"], group="fact")
add("question", "What's the output raster for the Lumen Hall show, and how wide are the blend overlaps?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "The Nebula footage judders on the LED wall — what frame rate should I export it at?",
    ["fact_nebula_fps"], group="fact")
add("question", "Where on the gallery PC should I copy the new HAP Q files for the spring show?",
    ["fact_media_drive"], ["ref_hap_codecs"], group="fact")
add("question", "Which ports does the stagepad tablet use to talk to the show PC, and which one comes back?",
    ["fact_stagepad_ports"], ["ref_osc_in_chop"], group="fact")
add("question", "How does feedback work in TouchDesigner, and why do my trails never fade completely to black?",
    ["ref_feedback_top", "ref_pixel_formats"], ["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
add("task", "Build me a lower-third title overlay for the museum's speaker names at the symposium.",
    ["rcp_lower_third"], ["ins_naming_n1"], group="reference")
add("task", "Set up a strobe flash I can show the students, with its rate exposed as a custom parameter.",
    ["rcp_strobe_flash"], ["ins_strobe_safe"], group="reference")
add("question", "Wer bedient auf der Tour das Lichtpult, und welche IP-Adresse hat die grandMA3?",
    ["fact_lx_console"], lang="de", group="fact")
add("question", "After a show, where do I look first when something went wrong — the Textport?",
    ["fact_show_log"], group="fact")
add("question", "How should I name the extension DAT and its class for the new ticket_kiosk component, following "
    "our team conventions?", ["fact_ext_conventions"], group="fact")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "What's the difference between a DAT Execute DAT and an Execute DAT? I need to explain it to "
    "first-years tomorrow.", ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I keep a Python dictionary on a component so it's still there after saving the .toe?",
    ["td_storage"], group="builtin_only", builtin=True)
add("question", "A student asked me how the bypass flag differs from the lock flag on an operator — how would you explain it?",
    ["td_operator_flags"], group="builtin_only", builtin=True)
add("task", "Instance a thousand spheres from a CHOP on a Geometry COMP for the atrium piece.",
    ["td_geometry_instancing", "ref_instancing"], group="builtin_compete", builtin=True)
add("question", "Why is my Render TOP black even though the Geometry COMP has a sphere inside it?",
    ["td_render_pipeline", "ref_render_pipeline"], group="builtin_compete", builtin=True)
add("question", "How does a Parameter Execute DAT react when someone presses a pulse parameter on a custom page?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "¿Cómo paso una textura de un COMP a otro con Select o con In/Out?", ["td_select_in_out"],
    lang="es", group="builtin_only", builtin=True)
add("question", "What does cooking mean in TouchDesigner, and why does an operator stop updating when nothing "
    "downstream is looking at it?", ["td_cooking_pull_model"], ["td_troubleshooting_checklist"],
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable (close to the corpus)
add("unanswerable", "What's the serial number of the RTX 4080 in RIG-B? Insurance wants it.",
    allowed=["fact_rig_b"], group="near")
add("unanswerable", "Which lens is mounted on the middle Epson projector at Lumen Hall?",
    allowed=["fact_lumen_hall_raster"], group="near")
add("unanswerable", "What's Priya's mobile number? I need to reach her about the lighting desk.",
    allowed=["fact_lx_console"], group="near")
add("unanswerable", "Which firmware version does the Nebula installation's LED processor run?",
    allowed=["fact_nebula_fps"], group="near")
add("unanswerable", "What's the Windows login password on the gallery PC?",
    allowed=["fact_win_main", "fact_media_drive"], group="near")
add("unanswerable", "How many seats does the Kestrel Theatre have for Tidewater?",
    allowed=["fact_dance_piece"], group="near")
add("unanswerable", "Which typeface does the Aurora launch use for its on-screen titles?",
    allowed=["fact_aurora_palette"], group="near")
add("unanswerable", "On which page of the stagepad TouchOSC layout is the master fader?",
    allowed=["fact_stagepad_ports"], group="near")
add("unanswerable", "What MIDI channel does the DJ mixer send its clock on in the studio?",
    allowed=["fact_studio_audio"], group="near")
add("unanswerable", "When was RIG-A last reimaged, and who did it?", allowed=["fact_rig_b"], group="near")
add("unanswerable", "What's the gain of the gauze used as the Tidewater projection surface?",
    allowed=["fact_dance_piece"], group="near")
add("unanswerable", "Which Art-Net node model feeds universe 2 for the moving heads?",
    allowed=["fact_dmx_heads"], group="near")
add("unanswerable", "Qual è la temperatura colore dei proiettori nella sala al piano terra del museo?",
    lang="it", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run KICK1 tonight — the string quartet has no kick drum and the flash would just flicker "
    "on the cello. Leave out1 exactly as it is.", allowed=["ins_kick1"], group="negated")
add("near_miss", "For the report: DEPLOY_SHOW ran fine last night at Lumen Hall, the frame rate held at 60 all "
    "evening and nobody touched the machine afterwards.", allowed=["ins_deploy_show"], group="past")
add("near_miss", "We'll do CUE_STACK_7 tomorrow morning once Mateo has signed off the sheet; today is only about "
    "focusing the projector on the gauze.", allowed=["ins_cue_stack7", "fact_dance_piece"], group="planning")
add("near_miss", "My assistant said she already put the Zorvex grade on the trailer before she left, so nobody "
    "needs to do it again today.", allowed=["ins_zorvex_grade"], group="reported")
add("near_miss", "Has anyone run SYNCPOINT since the console was rebooted? I only need a yes or no for the stage "
    "manager's log, not a new handshake.", allowed=["ins_syncpoint"], group="status")
add("near_miss", "If the client ever asks for a faster strobe, we'd have to walk them through STROBE_SAFE — but "
    "that's a conversation for the next project, not this one.", allowed=["ins_strobe_safe"],
    group="hypothetical")
add("near_miss", "Our interns keep saying wirecomb is their favourite macro and LAYOUT2 is the one they never "
    "remember; funny how some names stick and others don't.", allowed=["ins_wirecomb", "ins_layout2"],
    group="comparison")
add("near_miss", "The file deploy_show_checklist_v3.pdf on the shared drive is outdated; the stage manager will "
    "print the new version herself on Friday.", allowed=["ins_deploy_show"], group="filename")
add("near_miss", "In my script, vj_bank_a_paths = sorted(glob('media/bank_a/*.mov')) returns an empty list — is a "
    "glob like that relative to the project folder or to where TouchDesigner was started?",
    allowed=["ins_vj_bank_a"], group="variable")
add("near_miss", "```python\nif op('/project1/master/level_out').par.opacity == 0:\n    print('PANIC_BLACK "
    "active')\n```\nWhy does this never print, even when the screen is black?",
    allowed=["ins_panic_black", "ref_op_paths"], group="code")
add("near_miss", "The note taped to the rack says \"BLACKOUT only at the end of the set\" — does anyone know who "
    "wrote it? The handwriting isn't mine.", allowed=["ins_blackout", "ins_panic_black"], group="quoted")
add("near_miss", "GLITCHY broke my network yesterday: the Displace TOP ended up on the wrong input and I spent an "
    "hour unpicking it. I've fixed it by hand, I'm just venting.", allowed=["ins_glitchy"], group="complaint")
add("near_miss", "Back in 2024 we used to call DESKMAP_X32 'the desk thing', until the sound team insisted it "
    "get a proper name.", allowed=["ins_deskmap_x32"], group="history")
add("near_miss", "The poster for the student show uses PANIC_BLACK as its title, as a joke — the students thought "
    "it sounded like a band from the nineties.", allowed=["ins_panic_black"], group="incidental")
add("near_miss", "Note for Sam on the morning shift: do not run RENDER_HQ on the gallery PC while visitors are in, "
    "it switches the realtime flag off. Thanks, the production office.", allowed=["ins_render_hq"],
    group="instruction_to_other")
add("near_miss", "Please don't go applying ARCHIVE to welcome.tox this week; it isn't saved externally yet and "
    "we'll sort that out on Monday with the whole team.", allowed=["ins_archive_rule"], group="negated")
add("near_miss", "Next Tuesday I want to demo wirecomb to the class, so please leave the messy example network "
    "untouched until then.", allowed=["ins_wirecomb"], group="planning")
add("near_miss", "LAYOUT2 already tidied /project1/fx this morning and the columns still look good, so we can "
    "move on to the colour work after lunch.", allowed=["ins_layout2"], group="past")
add("near_miss", "Is VJ_BANK_A still what's on the decks, or did someone switch to bank B during the break? I "
    "can't see the screen from the bar.", allowed=["ins_vj_bank_a"], group="status")
add("near_miss", "Hypothetically, if we moved the show to the small hall, would we even need DESKMAP_X32? The band "
    "there mixes on an old analogue desk.", allowed=["ins_deskmap_x32"], group="hypothetical")
add("near_miss", "Priya told me SYNCPOINT measured a 12 ms round trip yesterday, which she says is normal for the "
    "touring network.", allowed=["ins_syncpoint", "fact_lx_console"], group="reported")
add("near_miss", "Schedule for Thursday: 10:00 rig check, 12:00 lunch, 14:00 tech, and around 18:30 someone "
    "will run DEPLOY_SHOW — I'll confirm who later in the week.", allowed=["ins_deploy_show"], group="planning")
add("near_miss", "Forget the Zorvex look for the lobby; the client wants the raw footage there after all, so "
    "leave comp_final alone.", allowed=["ins_zorvex_grade"], group="negated")
add("near_miss", "Why is it called KICK1 and not just KICK? Was there ever a KICK2 in the studio?",
    allowed=["ins_kick1"], group="history")
add("near_miss", "The quiet hours rule made my encore at the riverside venue sound thin last Friday — the bass "
    "just vanished. I'm not asking for anything, just passing on what the audience said.",
    allowed=["ins_quiet_hours"], group="complaint")
add("near_miss", "op('cues7') returns None in my Text DAT since I renamed the table that CUE_STACK_7 built last "
    "week. Should I switch to an absolute path?", allowed=["ins_cue_stack7", "ref_op_paths"], group="code")
add("near_miss", "Where did glitchy_out_v2.mov on the desktop come from? I don't remember recording it and it's "
    "eating space.", allowed=["ins_glitchy"], group="filename")
add("near_miss", "No N1 renaming on this one please — it's a throwaway sketch for the students, default names "
    "are fine here.", allowed=["ins_naming_n1"], group="negated")
add("near_miss", "My FEEDBACK trail settings worked beautifully at the club on Saturday; the tail faded right "
    "down to black, as promised.", allowed=["ins_feedback_pref"], group="past")
add("near_miss", "I told the lighting team our side follows STROBE_SAFE, and they agreed to keep their fast "
    "chase on the moving heads only.", allowed=["ins_strobe_safe"], group="reported")
add("near_miss", "Morgen früh machen wir BACKUP_FIRST und räumen danach das Projekt auf; heute gibt es nur noch "
    "Kaffee.", allowed=["ins_backup_first"], lang="de", group="planning")
add("near_miss", "Hier soir, RENDER_HQ a tourné pendant deux heures sans problème et le fichier est parfait.",
    allowed=["ins_render_hq"], lang="fr", group="past")
add("near_miss", "¿Ya se aplicó la regla de quiet hours esta noche en el local del río? Solo lo pregunto para el "
    "informe.", allowed=["ins_quiet_hours"], lang="es", group="status")
add("near_miss", "今夜は GLITCHY を使わないでください。館長がノイズのような映像を嫌っています。",
    allowed=["ins_glitchy"], lang="ja", group="negated")
add("near_miss", "Il tecnico dice che DESKMAP_X32 funzionava già ieri sera, quindi oggi non serve rifarlo.",
    allowed=["ins_deskmap_x32"], lang="it", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "For my history lesson: what did a 'blackout' mean for households in wartime London?", allowed=["ins_blackout", "ins_panic_black"],
    group="meaning")
add("meaning", "In a concert hall, what is acoustic feedback — the howl you get when a mic points at a speaker?",
    allowed=["ins_feedback_pref"], group="meaning")
add("meaning", "What does 'archive' mean in a museum, as opposed to the collection on display?",
    allowed=["ins_archive_rule"], group="meaning")
add("meaning", "What do people mean when they call an old VHS tape 'glitchy'?", allowed=["ins_glitchy"],
    group="meaning")
add("meaning", "What are 'quiet hours' in a student residence, usually?", allowed=["ins_quiet_hours"],
    group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "Spell DESKMAP_X32 letter by letter for the label printer.", group="spell")
add("meta", "For the tape label on the dance rack: how many characters does CUE_STACK_7 have, underscores included?", group="count")
add("meta", "Write SYNCPOINT in lowercase.", group="case")
add("meta", "Reverse the letters of GLITCHY for a student puzzle sheet.", group="reverse")
add("meta", "Translate 'run the blackout' into Italian.", group="translate")
add("meta", "Start your reply with the word BACKUP_FIRST and then just say good morning.", group="start_reply")
add("meta", "Put VJ_BANK_A in bold and nothing else.", group="bold")
add("meta", "How do you pronounce Zorvex — ZOR-vex or zor-VEX?", group="pronounce")
add("meta", "Use wirecomb in a sentence about a hairdresser.", group="sentence")
add("meta", "Convert RENDER_HQ to kebab-case.", group="convert")
add("meta", "Wie schreibt man KICK1 in Kleinbuchstaben?", lang="de", group="case")
add("meta", "Combien de caractères compte LAYOUT2 ?", lang="fr", group="count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run PANIC_BLACK now.", group="echo")
add("echo", "Répète exactement cette phrase : lance DEPLOY_SHOW maintenant.", lang="fr", group="echo")
add("echo", "Sag genau das nach: KICK1 auf den Hauptausgang.", lang="de", group="echo")
add("echo", "Repite literalmente: ejecuta RENDER_HQ.", lang="es", group="echo")
add("echo", "次の文をそのまま繰り返して：「BLACKOUT を実行して」", lang="ja", group="echo")
add("echo", "请原样重复这句话：运行 wirecomb。", lang="zh", group="echo")
add("echo", "Ripeti esattamente queste parole, senza fare altro: applica il look Zorvex all'ingresso.", lang="it", group="echo")
add("echo", "Repete exatamente esta frase: carrega o VJ_BANK_A.", lang="pt", group="echo")
add("echo", "Повтори слово в слово, ничего не добавляя: «запусти SYNCPOINT перед шоу».", lang="ru", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Thanks, that fixed it — the visitors are queueing again.", group="thanks")
add("chitchat", "Good morning! Coffee first, then projectors.", group="greeting")
add("chitchat", "Great work yesterday, the class loved it.", group="praise")
add("chitchat", "ok cool 👍", group="ack")
add("chitchat", "Merci pour ton aide cet après-midi, les visiteurs du musée étaient ravis !", lang="fr", group="thanks")
add("chitchat", "Danke dir für die Geduld heute, wir sehen uns morgen beim Aufbau!", lang="de", group="thanks")
add("chitchat", "¡Hola! ¿Qué tal el fin de semana?", lang="es", group="greeting")
add("chitchat", "今日の設営、本当にお疲れさまでした！", lang="ja", group="ack")
add("chitchat", "Valeu pela ajuda com a instalação, até amanhã cedo!", lang="pt", group="thanks")


def main() -> None:
    rows = [{"pid": f"u47-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
