"""Blind suite unseen37, written by helper gateeval37 from corpus.jsonl and the built-in knowledge only.

About 85 % English in clear, careful prose, by four personas (the persona lives here only):
a systems integrator writing handover notes (SI), a lighting programmer (LX), a teacher (T),
a QA tester writing reproducible reports (QA); plus crew members in their own languages (X).
Near misses lean to subtle English: handbook sentences, conditions not met, plans, status and
test reports, quoted requests, hypotheticals, comparisons. Never scored by its author.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen37.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K1, L2, SS, BF = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DS, VJ, PB, GL = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
DX, RH, N1, FB = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, WC, CS, SP = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
AR, ZG, QH = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (80)
# SI: handover notes turned into requests
add("invoke", "Please run KICK1 on the main output.", [K1], [SS], group="polite")
add("invoke", "KICK1 — main out.", [K1], [SS], group="bare")
add("invoke", "kick1 on out1, thanks", [K1], [SS], group="lowercase")
add("invoke", "K I C K 1 — build it now please", [K1], [SS], group="spaces")
add("invoke", "Before the support act finishes, set up the kick-reactive flash procedure on the main output.",
    [K1], [SS], group="title_words")
add("invoke", "LAYOUT2 on /project1/fx, please; the network has grown messy since Tuesday.", [L2], group="name_first")
add("invoke", "Could you tidy this network with LAYOUT2?", [L2], group="polite")
add("invoke", "/layout2 /project1/fx", [L2], group="slash_command")
add("invoke", "Arrange this network in columns using the LAYOUT2 macro.", [L2], group="title_words")
add("invoke", "Apply STROBE_SAFE to the white flash I built in /project1/fx and clamp whatever is over the limit.",
    [SS], group="rule")
add("invoke", "Go through the beat-synced cuts and enforce STROBE_SAFE on every one of them.", [SS], group="rule")
add("invoke", "strobe safe on the LFO in flash_fx, please", [SS], group="lowercase")
add("invoke", "Follow BACKUP_FIRST, then delete noise1 and blur3 from /project1/bg.", [BF], group="rule")
add("invoke", "Using the BACKUP_FIRST rule, clear out every unused operator in /project1/old_scenes.", [BF],
    group="rule")
add("invoke", "Back up before deleting, per BACKUP_FIRST, and then remove the whole /project1/test_area COMP.",
    [BF], group="title_words")
add("invoke", "DEPLOY_SHOW now, please. Doors open in forty minutes.", [DS], group="timed")
add("invoke", "We are ready for the audience: execute DEPLOY_SHOW.", [DS], group="trailing")
add("invoke", "deploy show now, we're at places", [DS], group="terse")
add("invoke", "Go ahead with the steps before a show from DEPLOY_SHOW; I have saved and closed the editors.", [DS],
    group="consent")
add("invoke", "Load VJ_BANK_A into the eight A decks now.", [VJ], group="imperative")
add("invoke", "Please load clip bank A into the decks, as in VJ_BANK_A.", [VJ], group="title_words")
add("invoke", "🎬 VJ_BANK_A please", [VJ], group="emoji")
add("invoke", "PANIC_BLACK!", [PB], group="emergency")
add("invoke", "Someone walked into the projector beam: PANIC_BLACK right now.", [PB], group="emergency")
add("invoke", "No wait, not BLACKOUT — this is an emergency, do PANIC_BLACK immediately.", [PB], [BO],
    group="correction")
add("invoke", "Run GLITCHY on whichever TOP I have selected.", [GL], group="imperative")
add("invoke", "glitchy on moviein3 pls", [GL], group="lowercase")
add("invoke", "Add the glitch post chain from the GLITCHY macro after the selected TOP.", [GL], group="title_words")
add("invoke", "Would you please run DESKMAP_X32 now? The desk has just been powered up.", [DX], group="polite")
add("invoke", "Voice note, please transcribe and act: desk map X thirty two, go.", [DX], group="voice")
add("invoke", "DESKMAP_X23 — sorry, I mean DESKMAP_X32. Map the desk.", [DX], group="typo")
add("invoke", "RENDER_HQ, please; the edit is locked.", [RH], group="polite")
add("invoke", "Record the offline high-quality version with the RENDER_HQ preset.", [RH], group="title_words")
add("invoke", "rendr_hq now", [RH], group="typo")
add("invoke", "Apply naming rule N1 to everything I created in /project1/intro and rename the defaults.", [N1],
    group="rule")
add("invoke", "Build a Noise TOP into a Level TOP for the background, and follow N1 for the names.", [N1],
    group="rule")
add("invoke", "Rename the operators in /project1/fx according to naming rule N1.", [N1], group="title_words")
add("invoke", "Build my club trails with the FEEDBACK settings on deck_out.", [FB], group="common_word")
add("invoke", "Trails for the club set, please, using my usual FEEDBACK trail settings.", [FB], group="title_words")
add("invoke", "Set up the FEEDBACK trails for the club visuals on the master chain now.", [FB], group="common_word")
add("invoke", "That was the last song. BLACKOUT.", [BO], group="end_set")
add("invoke", "End of set: do the end-of-set BLACKOUT, please.", [BO], group="end_set")
add("invoke", "blackout procedure for the end of the set, go", [BO], group="lowercase")
add("invoke", "Straighten the wires here with wirecomb.", [WC], group="imperative")
add("invoke", "wirecomb this.", [WC], group="bare")
add("invoke", "Please run wire comb on /project1/audio; I cannot follow any of these connections.", [WC],
    group="spaces")
add("invoke", "Build CUE_STACK_7 for Tidewater.", [CS], group="imperative")
add("invoke", "The choreographer's sheet is final. Please build the cue list with CUE_STACK_7.", [CS],
    group="situation_first")
add("invoke", "cue stack 7, now, before the tech rehearsal", [CS], group="timed")
add("invoke", "SYNCPOINT, please. Priya says the console is up.", [SP], group="name_first")
add("invoke", "Lock the visuals to the lighting console with SYNCPOINT before the house opens.", [SP],
    group="title_words")
add("invoke", "Run the lighting console handshake now.", [SP], group="title_words")
add("invoke", "Follow the ARCHIVE rule and then raise the threshold inside bloom.tox to 0.6.", [AR], group="rule")
add("invoke", "Keep a numbered ARCHIVE copy first, then rebuild the inside of the external particles.tox.", [AR],
    group="title_words")
add("invoke", "Apply the ARCHIVE rule before you touch the externally saved ui_panel.tox.", [AR], group="rule")
add("invoke", "Put the Zorvex grade on the final composite.", [ZG], group="imperative")
add("invoke", "Give me the Zorvex look on the output, please.", [ZG], group="polite")
add("invoke", "zorvex on out_final", [ZG], group="lowercase")
add("invoke", "It is 22:35 at the riverside venue, so apply the quiet hours rule to the master audio now.", [QH],
    group="conditional")
add("invoke", "Enforce quiet hours at the riverside venue on every audio output.", [QH], group="rule")
add("invoke", "It's 23:10 at the riverside gig. Please put the quiet hours limits on the sound before the encore.",
    [QH], group="conditional")
add("invoke", "Here is the Textport after the desk restart:\n```\nOSC In CHOP: no messages received on port 10023\n"
    "```\nPlease run DESKMAP_X32 again.", [DX], group="log_paste")
add("invoke", "Console log:\n```\n19:58:02 sync timeout\n19:58:04 console reachable again\n```\n"
    "Now that it's reachable, run SYNCPOINT.", [SP], group="log_paste")
add("invoke", "Tonight's checklist, do these now:\n- [ ] VJ_BANK_A\n- [ ] Zorvex grade on the output", [VJ, ZG],
    group="checklist")
add("invoke", "Run LAYOUT2 on /project1/lights, then wirecomb the same network.", [L2, WC], group="multi")
add("invoke", "DEPLOY_SHOW, then SYNCPOINT once the perform window is up.", [DS, SP], group="multi")
add("invoke", "Build KICK1 and keep it within STROBE_SAFE.", [K1, SS], group="multi")
add("invoke", "Add GLITCHY after moviein1 and name all of the new operators per N1.", [GL, N1], group="multi")
add("invoke", "First DESKMAP_X32, then CUE_STACK_7, please.", [DX, CS], group="multi")
add("invoke", "Back up per BACKUP_FIRST, then delete the old trail loop, and rebuild it with my club FEEDBACK "
    "settings.", [BF, FB], group="multi")
# X: crews in their own languages
add("invoke", "Bitte jetzt KICK1 auf dem Hauptausgang bauen.", [K1], [SS], lang="de", group="polite")
add("invoke", "Führ bitte RENDER_HQ aus, der Schnitt ist fertig.", [RH], lang="de", group="polite")
add("invoke", "Lance VJ_BANK_A, s'il te plaît.", [VJ], lang="fr", group="polite")
add("invoke", "C'est la fin du set : BLACKOUT maintenant.", [BO], lang="fr", group="end_set")
add("invoke", "Ejecuta DEPLOY_SHOW, por favor; abrimos puertas en media hora.", [DS], lang="es", group="timed")
add("invoke", "Aplica la regla BACKUP_FIRST y luego borra noise1.", [BF], lang="es", group="rule")
add("invoke", "CUE_STACK_7を今すぐ作ってください。", [CS], lang="ja", group="polite")
add("invoke", "wirecombで配線を整理してください。", [WC], lang="ja", group="imperative")
add("invoke", "Per favore, esegui GLITCHY sul TOP selezionato.", [GL], lang="it", group="polite")
add("invoke", "Aplica o visual Zorvex na saída final, por favor.", [ZG], lang="pt", group="polite")
add("invoke", "Voer LAYOUT2 uit op dit netwerk, alsjeblieft.", [L2], lang="nl", group="polite")

# ---------------------------------------------------------------- ask_content (10)
add("ask_content", "Which OSC address pattern does DESKMAP_X32 filter the incoming faders on?", [DX], group="value")
add("ask_content", "What threshold and release time does KICK1 put on its Trigger CHOP?", [K1], group="value")
add("ask_content", "In DEPLOY_SHOW, does the error check come before or after entering Perform mode?", [DS],
    group="order")
add("ask_content", "Which codec, resolution and frame range does RENDER_HQ record?", [RH], group="value")
add("ask_content", "How many times does SYNCPOINT repeat the ping, and which measurement does it keep?", [SP],
    group="value")
add("ask_content", "What is the highest flash rate that STROBE_SAFE allows?", [SS], group="value")
add("ask_content", "Where does BACKUP_FIRST put its .tox backups, and how are they named?", [BF], group="content")
add("ask_content", "Would LAYOUT2 ever rewire or delete anything, or does it only move nodes?", [L2],
    group="content")
add("ask_content", "Besides moving nodes, what does wirecomb add to a network, and what does it report at the end?",
    [WC], group="content")
add("ask_content", "What ceiling does the quiet hours rule put on the master audio after 22:00?", [QH],
    group="value")

# ---------------------------------------------------------------- bears (6) + paraphrase (6)
add("bears", "Delete the unused moviein4 and the two old Level TOPs in /project1/intro.", [BF], group="delete")
add("bears", "Make the white flash strobe at 12 Hz on the drop; the DJ wants it frantic.", [SS], group="strobe")
add("bears", "It's 23:20 at the riverside venue and the promoter wants more bass. Push the master up by 6 dB.",
    [QH], group="venue_late")
add("bears", "Change the glow size inside the externally saved bloom.tox from 4 to 6.", [AR],
    group="external_tox")
add("bears", "Create a Noise TOP, a Blur TOP and a Null for the background layer.", [N1], group="create")
add("bears", "A lamp just exploded over the stage — cut all the light and video instantly!", [PB],
    [BO], group="emergency")
add("paraphrase", "Put my inputs at the far left, step the processing to the right in signal order, and keep the "
    "nulls at the end.", [L2], group="layout")
add("paraphrase", "Make the picture pump on every bass drum hit coming from the DJ mixer.", [K1], ["fact_studio_audio", "ref_audio_analysis", SS],
    group="audio")
add("paraphrase", "Give this image a broken-signal look with displacement and a red/blue channel offset.", [GL], ["rcp_webcam_glitch"], group="post")
add("paraphrase", "Measure the round trip to the grandMA and offset our timeline by half of it.", [SP], ["fact_lx_console"], group="sync")
add("paraphrase", "Set up the timed scene changes for Tidewater from Mateo's csv sheet.", [CS], ["fact_dance_piece", "ref_timer_chop"],
    group="show")
add("paraphrase", "Put our studio's signature LUT-and-grain finishing on the last composite.", [ZG], group="grade")

# ---------------------------------------------------------------- question / task (18, 7 built-in)
add("question", "What is the total pixel size of the Lumen Hall output raster?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "On which UDP port does the stagepad tablet send OSC to the show PC?", ["fact_stagepad_ports"],
    group="fact")
add("question", "At what frame rate should I export content for the Nebula installation?", ["fact_nebula_fps"],
    group="fact")
add("question", "After a show, which file should I check first when something went wrong?", ["fact_show_log"],
    group="fact")
add("question", "What is the IP address of the touring lighting console, and who operates it?", ["fact_lx_console"],
    group="fact")
add("question", "At which DMX address does moving head number four begin?", ["fact_dmx_heads"], group="fact")
add("task", "Write a GLSL TOP snippet that receives a float uniform for time, and tell me where to fill it in.",
    ["ref_glsl_uniforms"], group="reference")
add("question", "For eight simultaneous 4K clips, should I encode in HAP or H.264?", ["ref_hap_codecs"],
    group="reference")
add("question", "How should I use feedback to make trails in a gallery piece that has nothing to do with the club?",
    ["ref_feedback_top"], [FB, "rcp_feedback_tunnel"], group="common_word")
add("question", "Where should scratch renders go on the gallery PC, and is anything there ever archived or "
    "deleted?", ["fact_media_drive"], [AR], group="common_word")
add("question", "Welche Puffergröße nutzt das Audiointerface auf RIG-B?", ["fact_audio_buffer"], lang="de",
    group="fact")
add("question", "What is the difference between exporting a CHOP channel and referencing it in an expression?",
    ["td_chop_exports_references"], ["ref_null_exports"], builtin=True, group="builtin_only")
add("question", "How do I read the red and yellow flags in the corner of an operator?", ["td_error_warning_flags"],
    builtin=True, group="builtin_only")
add("question", "Why does an operator whose output nobody views stop cooking?", ["td_cooking_pull_model"],
    builtin=True, group="builtin_only")
add("task", "Show me how to keep a Python dictionary on an operator so it survives saving the project.",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "How can a Parameter Execute DAT react when someone presses a pulse parameter?",
    ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "When I use a Feedback TOP, why does the image get stuck when I reset it?", ["td_feedback_top"],
    ["ref_feedback_top"], builtin=True, group="builtin_compete")
add("question", "What does switching off the Realtime flag do to playback and recording?", ["td_timeline_realtime"],
    ["ref_movie_file_out", RH], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable (11)
add("unanswerable", "How do I get skeleton data from an OAK-D camera into TouchDesigner?", group="near")
add("unanswerable", "What's the best way to drive a Bullet Solver COMP with audio for rigid-body chaos?",
    group="near")
add("unanswerable", "Can the Web Render TOP play a page that needs a login cookie?", group="near")
add("unanswerable", "How do I send timecode from TouchDesigner to Ableton Live over MTC?", group="near")
add("unanswerable", "Which Python version ships with the 2022 builds of TouchDesigner?", group="near")
add("unanswerable", "How do I configure Dante Virtual Soundcard for a 64-channel input?", group="far")
add("unanswerable", "Is there a way to script the Palette browser to add my own folder?", group="near")
add("unanswerable", "How do I license TouchDesigner Pro on a machine without internet access?", group="far")
add("unanswerable", "What's the correct way to calibrate a Vive tracker against a projector?", group="near")
add("unanswerable", "How many lumens do I need for a 9 metre wide screen in a lit foyer?", group="far")
add("unanswerable", "¿Cómo recibo los datos de un LiDAR Ouster OS1 en TouchDesigner?", lang="es", group="near")

# ---------------------------------------------------------------- near_miss (38)
add("near_miss", "Per the handbook, KICK1 builds its envelope from an Analyze CHOP set to RMS Power.", allowed=[K1],
    group="documentation")
add("near_miss", "Handover note: DEPLOY_SHOW was run at 18:40 by Sam; perform mode is live on monitor 2.",
    allowed=[DS], group="past")
add("near_miss", "We will run RENDER_HQ on Thursday once the edit is locked, not before.", allowed=[RH],
    group="planning")
add("near_miss", "The director asked me this afternoon, \"Can someone load VJ_BANK_A before doors?\" It was "
    "already loaded by then.", allowed=[VJ], group="reported")
add("near_miss", "Please don't trigger PANIC_BLACK during rehearsal; the dancers need the light.", allowed=[PB],
    group="negated")
add("near_miss", "Steps to reproduce: 1. Run LAYOUT2 on /project1/fx. 2. Open the network editor. Expected: all "
    "Nulls in the last column. Actual: two Nulls stay in column 2.", allowed=[L2], group="test_report")
add("near_miss", "Test report: GLITCHY was run on a 1280x720 Movie File In. Result: pass, glitchy_out cooks at "
    "0.4 ms.", allowed=[GL], group="test_report")
add("near_miss", "Status: SYNCPOINT completed three rounds at 19:02, median 12 ms. No further action needed.",
    allowed=[SP], group="status")
add("near_miss", "Quiet hours only start at 22:00 and it is 20:30, so the normal levels still apply tonight.",
    allowed=[QH], group="condition_not_met")
add("near_miss", "We only rebuild CUE_STACK_7 when Mateo sends a new sheet, and he hasn't sent one this week.",
    allowed=[CS], group="condition_not_met")
add("near_miss", "If the X32 is ever swapped for a different desk, DESKMAP_X32 will have to be rewritten.",
    allowed=[DX], group="hypothetical")
add("near_miss", "For the record, I prefer the Zorvex grade to the teal look we used last spring.", allowed=[ZG],
    group="comparison")
add("near_miss", "Our old venue called its end-of-night cut 'fade to black'; here we call it BLACKOUT, which I "
    "find clearer.", allowed=[BO], group="comparison")
add("near_miss", "The kick1_env Null shows a warning flag in the network editor.", allowed=[K1],
    group="filename")
add("near_miss", "Our backup folder is full of files called post_2026-03-14_1930.tox from BACKUP_FIRST; can I "
    "move the old ones to an external drive myself?", allowed=[BF], group="filename")
add("near_miss", "In my extension I wrote `mode = 'DEPLOY_SHOW'` as a default; is a plain string fine there?",
    allowed=[DS, "fact_ext_conventions"], group="variable")
add("near_miss", "```python\nif cue == 'CUE_STACK_7':\n    print('dance piece')\n```\nWhy does this print nothing "
    "when cue is 'cue_stack_7'?", allowed=[CS], group="code")
add("near_miss", "Mateo's message, quoted verbatim: \"whoever runs wirecomb next, leave my docked DATs alone\".",
    allowed=[WC], group="quoted")
add("near_miss", "GLITCHY broke my network last week: the Null at the end was never created.", allowed=[GL],
    group="complaint")
add("near_miss", "Historically we ran STROBE_SAFE checks by hand before every tour, long before the copilot.",
    allowed=[SS], group="history")
add("near_miss", "The ARCHIVE folder next to bloom.tox already has fourteen numbered copies in it.", allowed=[AR],
    group="incidental")
add("near_miss", "VJ_BANK_A loaded fine last night; the B decks stayed untouched, as expected.", allowed=[VJ],
    group="past")
add("near_miss", "Tomorrow morning we'll do DESKMAP_X32 with the new desk firmware, after the sound check.",
    allowed=[DX], group="planning")
add("near_miss", "The lighting programmer said, \"I'll run SYNCPOINT myself from the booth,\" so leave it to him.",
    allowed=[SP], group="reported")
add("near_miss", "Has RENDER_HQ finished yet, or is the recording still going?", allowed=[RH], group="status")
add("near_miss", "Do not run BLACKOUT after this song; the band is playing two more.", allowed=[BO],
    group="negated")
add("near_miss", "If the client had insisted on default operator names, we would have had to drop naming rule "
    "N1; luckily they did not.", allowed=[N1], group="hypothetical")
add("near_miss", "Lesson plan for week 4: students compare LAYOUT2 with wirecomb and discuss which one they "
    "would use.", allowed=[L2, WC], group="documentation")
add("near_miss", "Section 3.2 of our handover document describes the FEEDBACK trail settings for the club set.",
    allowed=[FB], group="documentation")
add("near_miss", "QA note: PANIC_BLACK restored cleanly with opacity back to 1 in build 2023.11880. Closing the "
    "ticket.", allowed=[PB], group="test_report")
add("near_miss", "The Zorvex LUT file zorvex_lut.png is 256 pixels wide; is that a sensible size for a Lookup "
    "TOP?", allowed=[ZG], group="filename")
add("near_miss", "Reminder for Friday: the quiet hours agreement at the riverside venue gets renegotiated with "
    "the neighbours.", allowed=[QH], group="planning")
add("near_miss", "If the promoter ever asks for a 10 Hz strobe, remember that STROBE_SAFE exists; no strobe is "
    "planned this week.", allowed=[SS], group="condition_not_met")
add("near_miss", "Where did the name KICK1 come from, anyway? Was there ever a KICK2?", allowed=[K1],
    group="history")
add("near_miss", "Der Kunde fragt, ob DEPLOY_SHOW gestern Abend schon gelaufen ist – ja, um 19 Uhr.", allowed=[DS],
    lang="de", group="reported")
add("near_miss", "Ne lance pas GLITCHY sur la sortie principale, on garde l'image propre ce soir.", allowed=[GL],
    lang="fr", group="negated")
add("near_miss", "昨日のリハーサルでBLACKOUTは問題なく動きました。", allowed=[BO], lang="ja", group="past")
add("near_miss", "Expected result after DEPLOY_SHOW: frame rate reported after one minute. Actual result: no "
    "report appeared. Severity: minor.", allowed=[DS], group="test_report")

# ---------------------------------------------------------------- meaning (5)
add("meaning", "In theatre history, when did a blackout between scenes become common?", allowed=[BO, PB])
add("meaning", "What does the adjective 'glitchy' mean when people describe old video games?", allowed=[GL])
add("meaning", "In audio engineering, what causes the howling kind of feedback between a microphone and a "
    "speaker?", allowed=[FB])
add("meaning", "What does an archivist mean by the word 'archive' as opposed to a backup?", allowed=[AR, BF])
add("meaning", "What are quiet hours in a student residence, usually?", allowed=[QH])

# ---------------------------------------------------------------- meta (12)
add("meta", "Spell KICK1 backwards, one character per line.")
add("meta", "How many letters are there in SYNCPOINT?")
add("meta", "Translate the word 'blackout' into German.")
add("meta", "Write wirecomb in upper case.")
add("meta", "Start your reply with the word RENDER_HQ and nothing else.")
add("meta", "Put DEPLOY_SHOW in bold.")
add("meta", "Use the word Zorvex in a sentence about a fictional planet.")
add("meta", "Rewrite VJ_BANK_A in camelCase, please.")
add("meta", "How would you pronounce DESKMAP_X32 out loud on a radio call?")
add("meta", "Count the underscores in CUE_STACK_7.")
add("meta", "Write the string 'PANIC_BLACK' as a Python string literal, nothing more.")
add("meta", "Wie schreibt man GLITCHY in Kleinbuchstaben?", lang="de")

# ---------------------------------------------------------------- echo (9)
add("echo", "Repeat exactly what I type: LAYOUT2 done, network tidy.")
add("echo", "Répète après moi : « on lance KICK1 ce soir ».", lang="fr")
add("echo", "Sag genau das zurück: BACKUP_FIRST ist erledigt.", lang="de")
add("echo", "Repite esta frase tal cual: el archivo de STROBE_SAFE está aquí.", lang="es")
add("echo", "次の文をそのまま繰り返してください：「SYNCPOINTは明日です」", lang="ja")
add("echo", "Повтори дословно: «DEPLOY_SHOW в семь».", lang="ru")
add("echo", "请原样重复这句话：“今晚用Zorvex调色”。", lang="zh")
add("echo", "Ripeti esattamente: «wirecomb domani mattina».", lang="it")
add("echo", "Repita exatamente esta frase: \"RENDER_HQ às dez\".", lang="pt")

# ---------------------------------------------------------------- chitchat (9)
add("chitchat", "Thank you, that was exactly what I needed.")
add("chitchat", "Good morning! I hope the week is going well for you.")
add("chitchat", "That's all for today; I'll pick this up again on Monday.")
add("chitchat", "Understood, thanks for the clear explanation.")
add("chitchat", "Have a good weekend.")
add("chitchat", "Merci, à demain !", lang="fr")
add("chitchat", "Danke dir, das war sehr hilfreich.", lang="de")
add("chitchat", "¡Gracias! Hasta luego.", lang="es")
add("chitchat", "お疲れさまでした。", lang="ja")


def main() -> None:
    rows = [{"pid": f"u37-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
