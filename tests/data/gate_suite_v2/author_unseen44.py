"""Hand-written source of prompts_unseen44.jsonl: a blind suite by an independent evaluator (gateeval44).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen44.jsonl byte for byte.

About 75 % English, the rest in 11 other languages. Leans to precision: many subtle near misses written
by careful, fluent writers (the name inside a longer message that asks for something else, the procedure
as the object of a question about it, present-perfect reports, run-sheet and chat-log quotes,
instructions to someone other than the assistant, names that are also ordinary words, string and
formatting operations on a name). Invocations come with a situation around them.

Personas:
- a production manager writing long messages (schedules, sign-offs, team updates);
- a technical director (terse, precise, post-mortems, vetoes);
- a teacher writing exercises and workshop handouts.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen44.jsonl")
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
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
DESK = "ins_deskmap_x32"
RHQ = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 on out1, the DJ has just started the warm-up set.", [KICK], [STROBE], group="terse")
add("invoke", "The DJ mixer feed is finally coming through inputs 1 and 2 on the Babyface. Build KICK1 on the "
    "main output now, please.", [KICK], [STROBE, "fact_studio_audio"], group="situation_before")
add("invoke", "Bitte KICK1 auf den Hauptausgang bauen, der Bass kommt jetzt sauber rein.", [KICK], [STROBE],
    lang="de", group="polite")
add("invoke", "okay computer please run kick one on the main output now", [KICK], [STROBE], group="voice")
# LAYOUT2
add("invoke", "Run LAYOUT2 on /project1/fx — I'm sharing my screen with the client in ten minutes and the "
    "network looks like spaghetti.", [LAY], group="reason_after")
add("invoke", "/layout2 /project1/audio_in", [LAY], group="slash_command")
add("invoke", "Lance LAYOUT2 sur ce réseau, s'il te plaît, je n'arrive plus à suivre le signal.", [LAY],
    lang="fr", group="polite")
add("invoke", "can u do LAYUOT2 on the comp im in", [LAY], group="typo")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the flash chain I just built for the chorus.", [STROBE], [KICK],
    group="rule")
add("invoke", "The lighting designer is worried about the beat-synced cuts in scene 4. Check them against "
    "STROBE_SAFE and clamp whatever breaks the rule.", [STROBE], group="situation_before")
add("invoke", "Aplica STROBE_SAFE al LFO del estroboscopio antes de que abran puertas.", [STROBE],
    lang="es", group="rule")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST on /project1/old_scenes now; I'll decide what to delete once the backup "
    "exists.", [BACKUP], group="rule")
add("invoke", "BACKUP_FIRST, then remove noise4 and level9 from /project1/bg.", [BACKUP], group="name_first")
add("invoke", "Esegui BACKUP_FIRST su /project1/scena2 prima che cancelli i vecchi operatori.", [BACKUP],
    lang="it", group="rule")
add("invoke", "- [ ] BACKUP_FIRST on /project1/lab\n- [ ] then clear out the lab network\nStart with the "
    "first box.", [BACKUP], group="checklist")
# DEPLOY_SHOW
add("invoke", "Doors are at 19:30 and the house manager wants a green light from video by 19:00. The content "
    "is locked, the client signed off this afternoon, and I don't want any more tweaks tonight. Please run "
    "DEPLOY_SHOW now so I can report us ready.", [DEPLOY], group="situation_before")
add("invoke", "DEPLOY_SHOW を実行してください。本番30分前です。", [DEPLOY], lang="ja", group="polite")
add("invoke", "Carry out the steps-before-a-show procedure on this project; we open in an hour.", [DEPLOY],
    group="title_words")
add("invoke", "[19:02:11] saved tidewater.17.toe\n[19:02:12] 0 errors found in /project1\nLooks clean to me. "
    "Go ahead with DEPLOY_SHOW.", [DEPLOY], group="log_paste")
# VJ_BANK_A
add("invoke", "Load VJ_BANK_A — the opening DJ wants the bank A loops for the first hour.", [BANK],
    group="reason_after")
add("invoke", "Carrega o VJ_BANK_A nos decks, o set começa em cinco minutos.", [BANK], lang="pt",
    group="imperative")
add("invoke", "load clip bank A into the decks please", [BANK], group="title_words")
add("invoke", "🎛️ VJ_BANK_A → decks, go 🚀", [BANK], group="emoji")
# PANIC_BLACK
add("invoke", "PANIC_BLACK — someone just walked in front of the projector carrying a ladder.", [PANIC],
    group="emergency")
add("invoke", "panic, cut the output right now, the fire alarm is going off", [PANIC], group="emergency")
add("invoke", "立刻执行 PANIC_BLACK！舞台上有人摔倒了。", [PANIC], lang="zh", group="emergency")
add("invoke", "no wait, not BLACKOUT — the set isn't over, something is wrong on stage. PANIC_BLACK now.",
    [PANIC], [BLACK], group="correction")
# GLITCHY
add("invoke", "Select moviein_intro and run GLITCHY on it.", [GLITCH], group="imperative")
add("invoke", "The breakdown is coming up in two minutes. GLITCHY on the webcam TOP, I want it crunchy.",
    [GLITCH], group="situation_before")
add("invoke", "Draai GLITCHY op de geselecteerde TOP, graag.", [GLITCH], lang="nl", group="polite")
add("invoke", "ok run glitchy on whatever top i have selected", [GLITCH], group="lowercase")
# DESKMAP_X32
add("invoke", "The X32 is on the show network now at front of house. Please run DESKMAP_X32 so the faders "
    "drive the layers.", [DESK], group="situation_before")
add("invoke", "D E S K M A P _ X 3 2 please, the sound engineer is ready", [DESK], group="spaces")
add("invoke", "DESKMAP_X32 실행해 주세요. 믹서가 방금 연결됐어요.", [DESK], lang="ko", group="polite")
# RENDER_HQ
add("invoke", "The client wants the showreel file tonight. Run RENDER_HQ on this project.", [RHQ],
    group="situation_before")
add("invoke", "RENDER_HQ, and tell me where the file lands when it's done.", [RHQ], group="name_first")
add("invoke", "Mach bitte einen RENDER_HQ-Durchlauf, der Kunde braucht die Datei morgen früh.", [RHQ],
    lang="de", group="reason_after")
add("invoke", "Do the offline high-quality recording preset now, please.", [RHQ], group="title_words")
# Naming rule N1
add("invoke", "Go through the operators you added to /project1/fx today and rename them per rule N1.", [N1],
    group="rule")
add("invoke", "Applique la règle de nommage N1 à tous les nouveaux opérateurs, merci.", [N1], lang="fr",
    group="rule")
# FEEDBACK (common-word title)
add("invoke", "Build my club trails the way I like them: use my FEEDBACK trail settings for the club visuals.",
    [FB], group="common_word")
add("invoke", "The club set starts at midnight. Set up trails on the output using my saved FEEDBACK "
    "preferences for the club visuals.", [FB], group="common_word")
add("invoke", "Monta las estelas del set del club con mis ajustes de FEEDBACK, por favor.", [FB], lang="es",
    group="common_word")
# BLACKOUT
add("invoke", "That was the last track of the night. BLACKOUT.", [BLACK], group="end_set")
add("invoke", "Do the end-of-set cut to black, the DJ just dropped the final tune.", [BLACK],
    group="title_words")
add("invoke", "In thirty seconds run BLACKOUT — the headliner is taking a bow.", [BLACK], group="timed")
add("invoke", "Сет закончился, запусти BLACKOUT.", [BLACK], lang="ru", group="end_set")
# wirecomb
add("invoke", "wirecomb this network, I can't see where anything goes anymore.", [COMB], group="name_as_verb")
add("invoke", "Please run wirecomb on /project1/audio_fx before I hand it over to Lea tomorrow.", [COMB],
    group="reason_after")
add("invoke", "Fai wirecomb su questo network, per favore.", [COMB], lang="it", group="polite")
add("invoke", "run wirecmob on this one", [COMB], group="typo")
# CUE_STACK_7
add("invoke", "Mateo has sent the final cue sheet. Build CUE_STACK_7 for Tidewater.", [CUE],
    group="situation_before")
add("invoke", "cue stack seven please, tech rehearsal starts at two", [CUE], group="voice")
add("invoke", "振付師のシートが届いたので、CUE_STACK_7 を作ってください。", [CUE], lang="ja",
    group="situation_before")
# SYNCPOINT
add("invoke", "Run SYNCPOINT before we open the house; Priya says the console is up.", [SYNC],
    group="imperative")
add("invoke", "Do the lighting console handshake now.", [SYNC], group="title_words")
add("invoke", "If the grandMA is answering — and Priya has just confirmed it is — run SYNCPOINT.", [SYNC],
    group="conditional")
add("invoke", "SYNCPOINT ausführen, bitte, Einlass ist in zehn Minuten.", [SYNC], lang="de",
    group="reason_after")
# ARCHIVE
add("invoke", "I'm about to edit bloom.tox, which is saved externally. Apply the ARCHIVE rule to it first.",
    [ARCH], group="rule")
add("invoke", "Keep a numbered copy of particles.tox before you touch it, as the ARCHIVE rule says.", [ARCH],
    group="title_words")
add("invoke", "Yes, the ARCHIVE rule applies here — go ahead and archive hud.tox, then change the font "
    "size inside it.", [ARCH], group="consent")
# Zorvex
add("invoke", "zorvex look on out pls", [ZOR], group="lowercase")
add("invoke", "Applique le grade Zorvex sur la sortie finale, le client arrive.", [ZOR], lang="fr",
    group="reason_after")
add("invoke", "Apply the house colour look to the output before the photographers arrive.", [ZOR],
    group="title_words")
# Quiet hours
add("invoke", "We're at the riverside venue and it's 22:35, so apply the quiet hours rule to the audio "
    "output.", [QUIET], group="conditional")
add("invoke", "It's gone ten at the riverside venue. Enforce quiet hours on the master now, the neighbours' "
    "agreement has kicked in.", [QUIET], group="timed")
add("invoke", "Es ist 22:20 an der Riverside-Location — bitte jetzt die Ruhezeiten-Regel (quiet hours) auf "
    "den Master anwenden.", [QUIET], lang="de", group="conditional")
# multi
add("invoke", "Run DEPLOY_SHOW, and once the perform window is up, SYNCPOINT.", [DEPLOY, SYNC], group="multi")
add("invoke", "Load VJ_BANK_A and then GLITCHY on deck_a1.", [BANK, GLITCH], group="multi")
add("invoke", "BACKUP_FIRST on /project1/fx, then wirecomb it.", [BACKUP, COMB], group="multi")
add("invoke", "Do LAYOUT2 and wirecomb on this network, layout first.", [LAY, COMB], group="multi")
add("invoke", "Build KICK1 and apply STROBE_SAFE to its flash explicitly — the venue has a strict epilepsy "
    "policy.", [KICK, STROBE], group="multi")
add("invoke", "Tonight's prep, in order:\n1. CUE_STACK_7\n2. Zorvex grade on the output\n3. DEPLOY_SHOW\n"
    "Please do all three.", [CUE, ZOR, DEPLOY], group="multi")
add("invoke", "Archive the external hud.tox per the ARCHIVE rule, and apply naming rule N1 to whatever you "
    "add inside it.", [ARCH, N1], group="multi")
add("invoke", "Dopo l'ultimo brano: BLACKOUT, e poi RENDER_HQ del set registrato.", [BLACK, RHQ], lang="it",
    group="multi")
# a few more shapes
add("invoke", "The stagepad tablet keeps showing stale fader positions because someone nudged the desk. "
    "Re-run DESKMAP_X32 so it's in sync again.", [DESK], group="situation_before")
add("invoke", "Quick one before the photographers come in: GLITCHY off the table, Zorvex grade on. Just "
    "the Zorvex grade, please.", [ZOR], [GLITCH], group="correction")
add("invoke", "Run the Naming rule N1 pass over the new lighting comps — Priya is going to read them later.",
    [N1], group="reason_after")
add("invoke", "Per the run-sheet we're at cue 0, so go: CUE_STACK_7.", [CUE], group="trailing")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32 open its OSC In CHOP on, and how often does it send "
    "/xremote?", [DESK], group="port")
add("ask_content", "For my notes: what threshold, attack and release does KICK1 set on the Trigger CHOP?", [KICK],
    group="value")
add("ask_content", "In DEPLOY_SHOW, do the feedback TOPs get reset before or after we enter Perform mode?",
    [DEPLOY], group="order")
add("ask_content", "Before I book the render slot: which codec, resolution and frame range does RENDER_HQ use?", [RHQ], group="value")
add("ask_content", "What does wirecomb insert when a single output feeds more than three inputs?", [COMB],
    group="content")
add("ask_content", "List the TOPs in the Zorvex grade, in the order they're inserted.", [ZOR], group="order")
add("ask_content", "Where does BACKUP_FIRST say the backup .tox goes, and how is it named?", [BACKUP],
    group="content")
add("ask_content", "Auf welche IP und welche Ports schickt und hört SYNCPOINT?", [SYNC], lang="de",
    group="port")
add("ask_content", "Per PANIC_BLACK, what do I set back to restore the output afterwards?", [PANIC],
    group="value")
add("ask_content", "Dans mes réglages FEEDBACK pour les visuels du club, quelle opacité a le Level TOP ?",
    [FB], lang="fr", group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete noise3 and the unused Level TOPs in /project1/fx, they're just clutter.", [BACKUP],
    group="delete")
add("bears", "Supprime les vieux opérateurs inutilisés dans /project1/tests.", [BACKUP], lang="fr",
    group="delete")
add("bears", "Make the white flash run at 8 Hz on the drop, tight to the beat.", [STROBE], group="strobe")
add("bears", "It's 23:40 at the riverside gig and the promoter wants the master up another 6 dB.", [QUIET],
    group="venue_late")
add("bears", "Lower the bloom threshold inside bloom.tox — it's the externally saved one.", [ARCH],
    group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for a slow moving background behind the logo.", [N1],
    group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Make the picture pump brighter on every bass drum hit from the DJ.", [KICK])
add("paraphrase", "Make the cables in this patch readable, with nothing passing behind a node.", [COMB])
add("paraphrase", "Get the Behringer console's faders controlling my layer opacities.", [DESK])
add("paraphrase", "Give the final composite our studio's signature LUT treatment with the grain.", [ZOR])
add("paraphrase", "Lock the visuals to the grandMA before doors by measuring the round trip.", [SYNC])
add("paraphrase", "Sort my operators into vertical lanes: sources on the far left, nulls just before the "
    "outputs.", [LAY])

# ---------------------------------------------------------------- question / task
add("question", "What UDP port does the stagepad tablet send to, and which port gets the feedback?",
    ["fact_stagepad_ports"], group="fact")
add("question", "I'm patching the fixtures one by one — what start address does moving head number four sit at on its universe?", ["fact_dmx_heads"], group="fact")
add("question", "What frame rate should I export content at for the Nebula installation?", ["fact_nebula_fps"],
    group="fact")
add("question", "Where should I look first after the show if something went wrong during it?",
    ["fact_show_log"], group="fact")
add("question", "What's the full output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "Which drive holds the show media on RIG-B?", ["fact_rig_b"], group="fact")
add("question", "How do I use a Feedback TOP to get trails that fade all the way to black instead of "
    "leaving grey ghosts?", ["ref_feedback_top"], [FB, "ref_pixel_formats", "rcp_feedback_tunnel"],
    group="common_word")
add("task", "Build me a lower-third title overlay for the keynote speaker's name.", ["rcp_lower_third"],
    group="reference")
add("question", "¿Qué colores de marca usa el lanzamiento de Aurora?", ["fact_aurora_palette"], lang="es",
    group="fact")
add("question", "ギャラリーPCのパフォームウィンドウのWindow COMPは何という名前ですか？", ["fact_win_main"],
    lang="ja", group="fact")
add("question", "What does the Textport do, and how do I open it?", ["td_textport"], group="builtin_only",
    builtin=True)
add("question", "How do I keep a Python dictionary on a component so it survives saving the project?",
    ["td_storage"], group="builtin_only", builtin=True)
add("question", "When would I use a CHOP Execute DAT rather than a Parameter Execute DAT?",
    ["td_chop_execute_dat", "td_parameter_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I get a CHOP from inside one component into another without wiring across the "
    "component boundary?", ["td_select_in_out"], group="builtin_only", builtin=True)
add("question", "Why does an operator stop cooking when nothing downstream is looking at it?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("task", "Set up instancing so a few thousand cubes take their positions from a CHOP.",
    ["td_geometry_instancing"], ["ref_instancing"], group="builtin_compete", builtin=True)
add("question", "My Render TOP is completely black — what should I check, in order?", ["td_render_pipeline"],
    ["ref_render_pipeline"], group="builtin_compete", builtin=True)
add("question", "What does the bypass flag do compared to the lock flag?", ["td_operator_flags"],
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I sync TouchDesigner's tempo to Ableton Link over the network?", group="near")
add("unanswerable", "How can I control Philips Hue bulbs from TouchDesigner?", group="far")
add("unanswerable", "What's the best way to use the Bullet Solver COMP for a pile of falling boxes?",
    group="near")
add("unanswerable", "How do I load a web page in the Web Render TOP and click on it with the mouse?",
    group="near")
add("unanswerable", "How do I receive Spout textures from Resolume on the same machine?", group="near")
add("unanswerable", "How do I use a Leap Motion controller in TouchDesigner 2025?", group="far")
add("unanswerable", "Can TouchDesigner read Dante audio directly, without a virtual soundcard?", group="far")
add("unanswerable", "How do I set up an Elgato Stream Deck to fire cues in my project?", group="far")
add("unanswerable", "Comment faire du suivi de visage avec MediaPipe dans TouchDesigner ?", lang="fr",
    group="near")
add("unanswerable", "Wie steuere ich einen Laser über ILDA aus TouchDesigner heraus?", lang="de", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "How long did DEPLOY_SHOW take on Tuesday? I'm trying to plan the crew call times for the "
    "rest of the week.", allowed=[DEPLOY], group="object_question")
add("near_miss", "Do you know whether Priya has signed off on SYNCPOINT yet, or is she still testing it from "
    "her side?", allowed=[SYNC], group="object_question")
add("near_miss", "Who originally wrote the KICK1 macro? I'd like to credit them in the programme notes.",
    allowed=[KICK], group="object_question")
add("near_miss", "Jonas has already run wirecomb on the audio container this morning, so leave that one "
    "alone. Unrelated: is there a keyboard shortcut to collapse all network boxes?", allowed=[COMB],
    group="present_perfect")
add("near_miss", "Here's a line from tonight's run-sheet: '21:22 — BLACKOUT (video), house to 50% (LX)'. "
    "Could you reformat it as a markdown table row with the columns time, cue and department?",
    allowed=[BLACK, PANIC], group="run_sheet")
add("near_miss", "From the crew chat at 18:40, Sam: \"has anyone run RENDER_HQ on the new edit?\" Nobody "
    "answered. Can you draft a reply saying it's scheduled for after the show?", allowed=[RHQ],
    group="chat_log")
add("near_miss", "Note for Lea, not for you: please run LAYOUT2 on the projection container when you get in "
    "tomorrow.", allowed=[LAY], group="other_addressee")
add("near_miss", "The client's feedback on the lobby piece was that it feels too busy. Can you suggest three "
    "ways to calm a generative piece down visually?", allowed=[FB], group="common_word")
add("near_miss", "The wifi in the green room is glitchy again; who usually handles that at a theatre, the "
    "venue or the production?", allowed=[GLITCH], group="common_word")
add("near_miss", "The library next door has quiet hours until noon, so the loud sound check moves to the "
    "afternoon. Could you lay out a schedule for the rest of the day?", allowed=[QUIET],
    group="common_word")
add("near_miss", "I'm moving old festival photos into our archive on the NAS — what folder structure would "
    "you suggest, by year and by event?", allowed=[ARCH], group="common_word")
add("near_miss", "There was a city-wide blackout during last year's opening night and the generator saved "
    "us. I'm writing that up for our newsletter; can you tighten this sentence: 'When the lights went out "
    "across the district, our team simply kept going.'", allowed=[PANIC, BLACK], group="common_word")
add("near_miss", "Convert the string 'DESKMAP_X32' to camelCase for a JavaScript variable name.",
    allowed=[DESK], group="string")
add("near_miss", "Wie schreibe ich 'CUE_STACK_7' in Kleinbuchstaben und ohne Unterstriche?", allowed=[CUE],
    lang="de", group="string")
add("near_miss", "Combien de caractères y a-t-il dans « RENDER_HQ » ?", allowed=[RHQ], lang="fr",
    group="string")
add("near_miss", "Escribe 'VJ_BANK_A' al revés, letra por letra.", allowed=[BANK], lang="es", group="string")
add("near_miss", "「SYNCPOINT」をカタカナで書くとどうなりますか？", allowed=[SYNC], lang="ja", group="string")
add("near_miss", "The operator has run PANIC_BLACK twice during tonight's rehearsal because of the ladder "
    "crew; I've logged both times in the report.", allowed=[PANIC], group="present_perfect")
add("near_miss", "Please don't run GLITCHY on the keynote feed under any circumstances — the speaker's "
    "slides must stay clean. Just confirm you've understood.", allowed=[GLITCH], group="negated")
add("near_miss", "We'll do RENDER_HQ on Thursday once the edit is locked; for today I only need to know "
    "what time the editor arrives, and I'll ask her myself.", allowed=[RHQ], group="planning")
add("near_miss", "Hypothetically, if we add a second X32 on the bigger stage next season, we'd want a "
    "DESKMAP-style mapping for it too. Not now, though. What's a sensible way to document which OSC ports "
    "are reserved on a show network?", allowed=[DESK], group="hypothetical")
add("near_miss", "Which name do you think is easier for new crew to remember, wirecomb or LAYOUT2? We're "
    "renaming our macros next season.", allowed=[COMB, LAY], group="comparison")
add("near_miss", "The file deploy_show_checklist_v3.pdf has vanished from the shared drive — do Synology NAS "
    "boxes keep a recycle bin for deleted files?", allowed=[DEPLOY], group="filename")
add("near_miss", "In my script `zorvex_enabled = op('grade_zorvex').par.Bypass.eval()` reads True exactly "
    "when the grade is off. Is the variable name simply inverted?", allowed=[ZOR], group="variable")
add("near_miss", "```python\nif cue == 'KICK1':\n    start_kick()\n```\nWhy does this comparison never "
    "match when `cue` comes straight from a Table DAT cell?", allowed=[KICK], group="code")
add("near_miss", "Someone wrote \"never skip BACKUP_FIRST\" on the whiteboard in the control room, and "
    "honestly it made my day.", allowed=[BACKUP], group="quoted")
add("near_miss", "The ARCHIVE rule has filled the archive folder with forty copies of bloom.tox this month "
    "and the disk is nearly full. Is there a Windows tool that shows which folders use the most space?",
    allowed=[ARCH], group="complaint")
add("near_miss", "Back in 2023 we called the end-of-night routine 'lights down'; it only became BLACKOUT "
    "when Priya joined. Fun fact for the wiki page.", allowed=[BLACK], group="history")
add("near_miss", "Mateo asked me in the corridor whether the twelve cues in CUE_STACK_7 match the printed "
    "programme; I said I'd check with the stage manager tomorrow.", allowed=[CUE], group="reported")
add("near_miss", "Is RENDER_HQ still running from earlier, or has it already finished?", allowed=[RHQ],
    group="status")
add("near_miss", "Before tomorrow's tech I need a packing list for the video flight case — two laptops, the "
    "capture card, spare HDMI and so on. KICK1 and the strobe work we'll sort out on site. Can you write the "
    "packing list as a checklist?", allowed=[KICK, STROBE], group="longer_message")
add("near_miss", "Do you know whether the opening DJ still wants VJ_BANK_A tonight, or did they send over a "
    "new bank?", allowed=[BANK], group="object_question")
add("near_miss", "For tomorrow's workshop handout, write three quiz questions on CHOP time slicing. Don't "
    "mention KICK1 — the students haven't met it yet.", allowed=[KICK, "ref_time_slicing"],
    group="teacher")
add("near_miss", "Exercise 5 (for the students): sketch on paper how you would tidy a messy network, then "
    "compare your sketch with what LAYOUT2 produces. Could you check my exercise wording for clarity?",
    allowed=[LAY], group="teacher")
add("near_miss", "Quick update for the team email: video is ready, Priya has completed SYNCPOINT at 18:20, "
    "and doors are at 19:30. Can you turn that into a friendly two-line message?", allowed=[SYNC],
    group="present_perfect")
add("near_miss", "Don't panic about the projector quote — the hire company says they can match last year's "
    "price. Can you draft a short thank-you reply to them?", allowed=[PANIC], group="common_word")
add("near_miss", "If the gig had run past ten at the riverside venue, the quiet hours rule would have "
    "applied — luckily we wrapped at 21:40. Can you help me write a thank-you note to the venue?",
    allowed=[QUIET], group="conditional_unmet")
add("near_miss", "The constant STROBE_SAFE_MAX_HZ in my config.py is set to 3. Is it good practice to keep "
    "constants like that in a separate module?", allowed=[STROBE], group="variable")
add("near_miss", "@sam can you do the naming rule N1 pass on your own comps before you merge them into "
    "mine? Thanks!", allowed=[N1], group="other_addressee")
add("near_miss", "Ieri sera PANIC_BLACK ha funzionato benissimo, nessuno in sala se n'è accorto.",
    allowed=[PANIC], lang="it", group="past")
add("near_miss", "Não rode o RENDER_HQ agora, o editor ainda está mexendo no corte.", allowed=[RHQ],
    lang="pt", group="negated")
add("near_miss", "Morgen doen we DEPLOY_SHOW samen met de technisch directeur, vandaag nog niet.",
    allowed=[DEPLOY], lang="nl", group="planning")
add("near_miss", "CUE_STACK_7 是谁写的？我想在节目单上感谢他。", allowed=[CUE], lang="zh",
    group="object_question")
add("near_miss", "Коллега уже запускал wirecomb сегодня утром, трогать ничего не нужно.", allowed=[COMB],
    lang="ru", group="present_perfect")
add("near_miss", "내일 리허설 때 SYNCPOINT를 할 예정이에요. 지금은 안 해도 돼요.", allowed=[SYNC], lang="ko",
    group="planning")
add("near_miss", "Zorvex grade wyglądał wczoraj za zielono na projektorze Epson, ale to chyba kwestia "
    "kalibracji.", allowed=[ZOR], lang="pl", group="past")
add("near_miss", "Hat der Kollege gestern BACKUP_FIRST gemacht, bevor er aufgeräumt hat? Ich frage nur fürs "
    "Protokoll.", allowed=[BACKUP], lang="de", group="object_question")

# ---------------------------------------------------------------- meaning
add("meaning", "Where does the theatre term 'blackout' come from, historically?", allowed=[BLACK, PANIC])
add("meaning", "In everyday English, what does it mean when someone calls a device 'glitchy'?",
    allowed=[GLITCH])
add("meaning", "In general IT terms, what's the difference between an archive and a backup?",
    allowed=[ARCH, BACKUP])
add("meaning", "What does 'feedback' mean in control theory?", allowed=[FB])
add("meaning", "¿Qué significa 'quiet hours' en un contrato de alquiler?", allowed=[QUIET], lang="es")

# ---------------------------------------------------------------- meta
add("meta", "Spell 'TouchDesigner' letter by letter.", group="spell")
add("meta", "How do you pronounce 'Derivative', the name of the company behind TouchDesigner?",
    group="pronounce")
add("meta", "Start your reply with the word 'Ready' and then say nothing else.", group="start_reply")
add("meta", "Put the phrase 'doors at 19:30' in bold.", group="bold")
add("meta", "Count the words in this sentence: the gauze is nine by five metres.", group="count")
add("meta", "Convert 'show_control_v2' to Title Case.", group="case")
add("meta", "Use the word 'cook' in a sentence about baking bread.", group="sentence")
add("meta", "Écris « perform mode » en majuscules.", lang="fr", group="case")
add("meta", "Wie viele Buchstaben hat das Wort 'Projektor'?", lang="de", group="count")
add("meta", "Traduce 'mesa de luces' al inglés.", lang="es", group="translate")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly, and nothing else: 'run DEPLOY_SHOW at seven'")
add("echo", "Répète mot pour mot : « lance GLITCHY sur la sortie ».", lang="fr")
add("echo", "Sprich mir nach: Heute Abend kein Stroboskop.", lang="de")
add("echo", "Repite esta frase tal cual: el ensayo técnico empieza a las dos.", lang="es")
add("echo", "Повтори за мной: «BLACKOUT в конце сета».", lang="ru")
add("echo", "请原样重复这句话：明天早上九点装台。", lang="zh")
add("echo", "次の文をそのまま繰り返してください：「プロジェクターの電源を入れて」", lang="ja")
add("echo", "Ripeti esattamente: «prova audio alle sei».", lang="it")
add("echo", "Repete comigo: 'carrega o banco A nos decks'.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Thanks, that fixed it — you're a lifesaver.")
add("chitchat", "Long day. The show went really well though.")
add("chitchat", "Good morning! Coffee first, then patching.")
add("chitchat", "Tausend Dank, das war ein langer Tag. Gute Nacht euch allen!", lang="de")
add("chitchat", "Bonne soirée à toute l'équipe !", lang="fr")
add("chitchat", "¡Hola! ¿Qué tal va todo por ahí?", lang="es")
add("chitchat", "お疲れさまでした！今日もありがとう。", lang="ja")
add("chitchat", "Grazie mille, sei stato utilissimo stasera.", lang="it")


def main() -> None:
    rows = [{"pid": f"u44-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
