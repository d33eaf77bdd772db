"""Blind labelled prompt suite unseen34 for the admission gate (helper "gateeval34").

Written by an independent evaluator who read only the Labels/Intents sections of README.md,
corpus.jsonl, test_gate_suite_v2_data.py and the built-in knowledge files; never the gate code,
other prompt files or author scripts, and never ran the gate on these prompts.

Personas:
- a power user of AI copilots who talks to it as to a colleague mid-session ("and now ... on layer 2",
  "same as before but with ...", "ok next: ...");
- a live-coding performer typing short bursts between phrases (lowercase, typos, slash commands);
- a museum AV manager writing calm, complete sentences.
Near misses talk ABOUT the copilot's earlier actions, statuses, plans, vetoes and hypotheticals.
About half English, the rest in 15 other languages.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen34.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke: single procedures
# KICK1
add("invoke", "ok and now KICK1 on the second layer pls", ["ins_kick1"], ["ins_strobe_safe"], group="live_chat")
add("invoke", "Kannst du bitte KICK1 auf den Hauptausgang legen?", ["ins_kick1"], ["ins_strobe_safe"], lang="de", group="polite")
add("invoke", "mete K I C K 1 en la salida principal", ["ins_kick1"], ["ins_strobe_safe"], lang="es", group="spaces")
add("invoke", "okay computer run kick one on the main output", ["ins_kick1"], ["ins_strobe_safe"], group="voice")
# LAYOUT2
add("invoke", "ok, next up: LAYOUT2 on this mess", ["ins_layout2"], group="live_chat")
add("invoke", "Fais un LAYOUT2 sur /project1/fx, stp.", ["ins_layout2"], lang="fr", group="imperative")
add("invoke", "このネットワークにLAYOUT2をかけて", ["ins_layout2"], lang="ja", group="imperative")
add("invoke", "you suggested LAYOUT2 for the audio comp a minute ago — yes, go ahead", ["ins_layout2"], group="consent")
# STROBE_SAFE
add("invoke", "apply STROBE_SAFE to the strobe I just built on out1", ["ins_strobe_safe"], ["rcp_strobe_flash"], group="rule")
add("invoke", "Applica la regola STROBE_SAFE a tutti i flash del set.", ["ins_strobe_safe"], lang="it", group="rule")
add("invoke", "the flashes on the chorus feel aggressive, run STROBE_SAFE over them and tell me what changed",
    ["ins_strobe_safe"], group="mid_message")
add("invoke", "Zastosuj STROBE_SAFE do stroboskopu na warstwie 3.", ["ins_strobe_safe"], lang="pl", group="rule")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST, then delete the old particles COMP.", ["ins_backup_first"], group="rule")
add("invoke", "Faz o BACKUP_FIRST do /project1/post agora.", ["ins_backup_first"], lang="pt", group="imperative")
add("invoke", "Please carry out the BACKUP_FIRST rule for the lobby network before anything else today.",
    ["ins_backup_first"], group="polite")
add("invoke", "Сделай BACKUP_FIRST для /project1/stage, потом удали noise1.", ["ins_backup_first"], lang="ru", group="rule")
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW — we open doors in 20.", ["ins_deploy_show"], group="name_first")
add("invoke", "现在执行 DEPLOY_SHOW。", ["ins_deploy_show"], lang="zh", group="imperative")
add("invoke", "- [x] media copied\n- [x] projectors warmed up\n- [ ] DEPLOY_SHOW  <- do this one now",
    ["ins_deploy_show"], group="checklist")
add("invoke", "Um 19:30 ist Einlass, also jetzt bitte DEPLOY_SHOW.", ["ins_deploy_show"], lang="de", group="timed")
add("invoke", "depoly_show pls, doors soon", ["ins_deploy_show"], group="typo")
# VJ_BANK_A
add("invoke", "same as last night: VJ_BANK_A into the decks", ["ins_vj_bank_a"], group="live_chat")
add("invoke", "Carga VJ_BANK_A, porfa.", ["ins_vj_bank_a"], lang="es", group="polite")
add("invoke", "/vj_bank_a now", ["ins_vj_bank_a"], group="slash_command")
add("invoke", "VJ_BANK_A 불러와 줘", ["ins_vj_bank_a"], lang="ko", group="imperative")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! NOW!!! the projector is showing the desktop", ["ins_panic_black"], group="emergency")
add("invoke", "Vite, PANIC_BLACK, l'écran affiche le bureau Windows !", ["ins_panic_black"], lang="fr", group="emergency")
add("invoke", "PANIC_BLACK'i hemen çalıştır!", ["ins_panic_black"], lang="tr", group="emergency")
add("invoke", "panic_blakc go go go", ["ins_panic_black"], group="typo")
add("invoke", "no wait, not BLACKOUT — PANIC_BLACK, right now!", ["ins_panic_black"], ["ins_blackout"], group="correction")
# GLITCHY
add("invoke", "same as before but with GLITCHY on the webcam TOP", ["ins_glitchy"], ["rcp_webcam_glitch"], group="live_chat")
add("invoke", "GLITCHY on the selected TOP pls 🔥⚡", ["ins_glitchy"], group="emoji")
add("invoke", "Zet GLITCHY op de geselecteerde TOP.", ["ins_glitchy"], lang="nl", group="imperative")
add("invoke", "Spusť GLITCHY na vybraném TOPu.", ["ins_glitchy"], lang="cs", group="imperative")
# DESKMAP_X32
add("invoke", "Would you please map the mixing desk using DESKMAP_X32? The technician has just connected it.",
    ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="polite")
add("invoke", "Kör DESKMAP_X32, bordet är inkopplat nu.", ["ins_deskmap_x32"], lang="sv", group="imperative")
add("invoke", "[OSC] 192.168.1.40:10023 connected\n[OSC] /xinfo reply received\nok desk is up, DESKMAP_X32 please",
    ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="log_paste")
add("invoke", "Esegui DESKMAP_X32 adesso.", ["ins_deskmap_x32"], lang="it", group="imperative")
# RENDER_HQ
add("invoke", "RENDER_HQ of the intro please, client wants the file tonight", ["ins_render_hq"], ["ref_movie_file_out"],
    group="name_first")
add("invoke", "あと10分で帰るから、今RENDER_HQ回して", ["ins_render_hq"], lang="ja", group="timed")
add("invoke", "Everything is in place for the capture, so go ahead: RENDER_HQ.", ["ins_render_hq"], group="trailing")
add("invoke", "Odpal RENDER_HQ.", ["ins_render_hq"], lang="pl", group="terse")
# Naming rule N1
add("invoke", "apply naming rule N1 to everything you create in this comp", ["ins_naming_n1"], group="rule")
add("invoke", "Applique la règle N1 aux opérateurs que tu viens de créer.", ["ins_naming_n1"], lang="fr", group="rule")
add("invoke", "renombra todo lo nuevo según la regla N1", ["ins_naming_n1"], lang="es", group="rule")
# FEEDBACK (club trails)
add("invoke", "do my FEEDBACK trail settings for the club visuals on this layer", ["ins_feedback_pref"],
    ["ref_feedback_top"], group="title_words")
add("invoke", "Bau mir meine FEEDBACK-Trails für die Club-Visuals.", ["ins_feedback_pref"], ["ref_feedback_top"],
    lang="de", group="title_words")
add("invoke", "club set, layer 4: my FEEDBACK trail settings, now", ["ins_feedback_pref"], ["ref_feedback_top"],
    group="live_chat")
# BLACKOUT
add("invoke", "last track's done — BLACKOUT", ["ins_blackout"], group="end_set")
add("invoke", "Fin del set, haz el BLACKOUT.", ["ins_blackout"], lang="es", group="end_set")
add("invoke", "The evening performance has ended; please run the end-of-set BLACKOUT now.", ["ins_blackout"],
    group="polite")
add("invoke", "Всё, конец сета. BLACKOUT.", ["ins_blackout"], lang="ru", group="end_set")
# wirecomb
add("invoke", "wirecomb pls, this patch is spaghetti", ["ins_wirecomb"], group="lowercase")
add("invoke", "Roda o wirecomb nessa rede.", ["ins_wirecomb"], lang="pt", group="imperative")
add("invoke", "w i r e c o m b this network", ["ins_wirecomb"], group="spaces")
add("invoke", "对当前网络执行 wirecomb", ["ins_wirecomb"], lang="zh", group="imperative")
# CUE_STACK_7
add("invoke", "build CUE_STACK_7 for tonight's run", ["ins_cue_stack7"], ["fact_dance_piece"], group="imperative")
add("invoke", "cue stack seven please build it now", ["ins_cue_stack7"], ["fact_dance_piece"], group="voice")
add("invoke", "Monte le CUE_STACK_7 pour la répétition.", ["ins_cue_stack7"], ["fact_dance_piece"], lang="fr",
    group="imperative")
add("invoke", "CUE_STACK_7'yi kur lütfen.", ["ins_cue_stack7"], ["fact_dance_piece"], lang="tr", group="polite")
# SYNCPOINT
add("invoke", "Priya says the console is up, so SYNCPOINT now", ["ins_syncpoint"], ["fact_lx_console"], group="conditional")
add("invoke", "SYNCPOINTお願いします。", ["ins_syncpoint"], ["fact_lx_console"], lang="ja", group="polite")
add("invoke", "syncpoint, go", ["ins_syncpoint"], ["fact_lx_console"], group="terse")
add("invoke", "Fai il SYNCPOINT con la console prima dello show.", ["ins_syncpoint"], ["fact_lx_console"], lang="it",
    group="imperative")
# ARCHIVE rule
add("invoke", "use the ARCHIVE rule before you touch bloom.tox, then set its threshold to 0.6", ["ins_archive_rule"],
    group="rule")
add("invoke", "Pas de ARCHIVE-regel toe op stage.tox voordat je hem aanpast.", ["ins_archive_rule"], lang="nl",
    group="rule")
add("invoke", "Before editing the external projector component, please follow our ARCHIVE rule and keep a numbered copy.",
    ["ins_archive_rule"], group="title_words")
# Zorvex grade
add("invoke", "Nein, warte — nicht GLITCHY, mach lieber den Zorvex-Grade.", ["ins_zorvex_grade"], ["ins_glitchy"],
    lang="de", group="correction")
add("invoke", "최종 출력에 Zorvex 그레이드 걸어줘", ["ins_zorvex_grade"], lang="ko", group="imperative")
add("invoke", "Zorvex look on out_final, leave the bypass toggle off for now", ["ins_zorvex_grade"], group="name_first")
# Quiet hours
add("invoke", "it's 22:15 at the riverside venue, so apply the quiet hours rule to the audio now", ["ins_quiet_hours"],
    group="conditional")
add("invoke", "Il est 23 h à la salle au bord de la rivière : applique la règle des quiet hours.", ["ins_quiet_hours"],
    lang="fr", group="conditional")
add("invoke", "It is past ten o'clock at the riverside venue; please apply the quiet hours rule to all audio outputs.",
    ["ins_quiet_hours"], group="polite")

# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "LAYOUT2, then wirecomb, then tell me what you moved", ["ins_layout2", "ins_wirecomb"], group="multi")
add("invoke", "VJ_BANK_A first, then GLITCHY on deck_a3 once it's loaded", ["ins_vj_bank_a", "ins_glitchy"], group="multi")
add("invoke", "Primero SYNCPOINT y después DEPLOY_SHOW.", ["ins_syncpoint", "ins_deploy_show"], ["fact_lx_console"],
    lang="es", group="multi")
add("invoke", "Erst BACKUP_FIRST, dann wirecomb auf /project1/fx.", ["ins_backup_first", "ins_wirecomb"], lang="de",
    group="multi")
add("invoke", "tonight:\n1. DESKMAP_X32\n2. CUE_STACK_7\n3. DEPLOY_SHOW\ngo through them in order",
    ["ins_deskmap_x32", "ins_cue_stack7", "ins_deploy_show"], ["fact_dance_piece"], group="checklist")
add("invoke", "KICK1とSTROBE_SAFEを両方やって", ["ins_kick1", "ins_strobe_safe"], lang="ja", group="multi")
add("invoke", "Now that the last visitors have left, please run BLACKOUT and afterwards RENDER_HQ of today's loop.",
    ["ins_blackout", "ins_render_hq"], group="multi")
add("invoke", "Zorvex grade na saída final e depois a regra N1 em tudo o que criaste.",
    ["ins_zorvex_grade", "ins_naming_n1"], lang="pt", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What threshold does KICK1 set on the Trigger CHOP?", ["ins_kick1"])
add("ask_content", "which port does SYNCPOINT listen on for the pong?", ["ins_syncpoint"])
add("ask_content", "What order are the DEPLOY_SHOW steps in? just list them", ["ins_deploy_show"])
add("ask_content", "Could you tell me what the BLACKOUT procedure does with the audio output?", ["ins_blackout"])
add("ask_content", "Um wie viele Pixel verschiebt GLITCHY den Rot- und den Blaukanal?", ["ins_glitchy"], lang="de")
add("ask_content", "Qu'est-ce qu'il y a dans la chaîne du Zorvex grade, dans l'ordre ?", ["ins_zorvex_grade"], lang="fr")
add("ask_content", "¿Cada cuánto envía DESKMAP_X32 el /xremote?", ["ins_deskmap_x32"], lang="es")
add("ask_content", "what codec, size and frame rate does RENDER_HQ put on rec1?", ["ins_render_hq"])
add("ask_content", "Secondo la regola quiet hours, qual è il livello massimo dell'audio dopo le 22?", ["ins_quiet_hours"],
    lang="it")
add("ask_content", "N1の命名ルールでは、参照されるNullの名前は何で終わる？", ["ins_naming_n1"], lang="ja")
add("ask_content", "what does the ARCHIVE rule say the numbered copy should be called?", ["ins_archive_rule"])

# ---------------------------------------------------------------- bears (a rule applies, unnamed)
add("bears", "Clear out all the unused operators in /project1/old_fx, go ahead.", ["ins_backup_first"], group="delete")
add("bears", "Make the white flash on the drop go at 10 per second, locked to tempo.", ["ins_strobe_safe"],
    ["rcp_strobe_flash"], group="strobe")
add("bears", "We are at the riverside venue this evening; it is now 22:35 and the guests would like the music louder. "
    "Please raise the master output by 6 dB.", ["ins_quiet_hours"], group="venue_late")
add("bears", "Abre o bloom.tox externo e muda o threshold para 0.7.", ["ins_archive_rule"], lang="pt", group="external_tox")
add("bears", "Crea un Noise TOP e un Level TOP per lo sfondo.", ["ins_naming_n1"], ["ref_noise_top"], lang="it",
    group="create")
add("bears", "Usuń noise1 i level3 z tej sieci, śmiało.", ["ins_backup_first"], lang="pl", group="delete")

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "make the picture pump with the bass drum on the main out, the way I usually have it", ["ins_kick1"],
    ["ref_audio_analysis"])
add("paraphrase", "line every node up in tidy vertical stacks by signal order, sources at the far left, and box each row",
    ["ins_layout2"], ["ins_wirecomb"])
add("paraphrase", "Branche les faders de la console Behringer pour qu'ils pilotent l'opacité des calques.",
    ["ins_deskmap_x32"], ["ref_osc_in_chop"], lang="fr")
add("paraphrase", "Bitte die zwölf Szenenwechsel vom Blatt der Choreografin für Tidewater anlegen.", ["ins_cue_stack7"],
    ["fact_dance_piece"], lang="de")
add("paraphrase", "Antes de abrir puertas, mide el retardo de ida y vuelta con la grandMA y ajusta nuestro timeline a la "
    "mitad.", ["ins_syncpoint"], ["fact_lx_console"], lang="es")
add("paraphrase", "give me a frame-perfect 60 fps HAP Q file of frames 1 to 3600, not in real time", ["ins_render_hq"],
    ["ref_movie_file_out"])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what port is the stagepad layout sending its OSC to on the show PC?", ["fact_stagepad_ports"], group="fact")
add("question", "What is the full raster size for the Lumen Hall output?", ["fact_lumen_hall_raster"], group="fact")
add("question", "what buffer size did we agree on for the audio on RIG-B?", ["fact_audio_buffer"], group="fact")
add("question", "Where does the show error log end up? It's not in the textport.", ["fact_show_log"], group="fact")
add("question", "Welche Farben darf ich beim Aurora-Launch auf dem Hauptscreen benutzen?", ["fact_aurora_palette"],
    lang="de", group="fact")
add("question", "How do I pass a time value into a uniform in my GLSL TOP?", ["ref_glsl_uniforms"], group="reference")
add("question", "how does the feedback TOP decide which frame it reads from?", ["ref_feedback_top"], ["ins_feedback_pref"],
    group="common_word")
add("question", "Replicator COMPで表の行ごとにボタンを作るにはどうすればいい？", ["ref_replicator"], lang="ja",
    group="reference")
add("task", "Build me an LED strip mapper for 300 pixels going out over Art-Net.", ["rcp_led_strip"], group="reference")
add("question", "À quelle adresse DMX commence la première lyre ?", ["fact_dmx_heads"], ["fact_lx_console"], lang="fr",
    group="fact")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "What's the practical difference between a CHOP export and a reference expression?",
    ["td_chop_exports_references"], ["td_parameter_modes", "ref_null_exports"], builtin=True, group="builtin_only")
add("question", "how do I keep a python dict on an operator so it survives saving the toe?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "Bypass flag vs lock flag — when would I use which?", ["td_operator_flags"], builtin=True,
    group="builtin_only")
add("question", "¿Cómo creo y conecto operadores desde un script de Python?", ["td_python_network_scripting"],
    lang="es", builtin=True, group="builtin_only")
add("question", "Is my project GPU-bound or CPU-bound, and how do I tell?", ["td_bottlenecks_optimization"],
    ["td_performance_monitor", "ref_perf_monitor"], builtin=True, group="builtin_compete")
add("question", "Parameter Execute DAT 怎么响应脉冲参数？", ["td_parameter_execute_dat"], lang="zh", builtin=True,
    group="builtin_only")
add("task", "Set up a Select TOP that pulls the render out of /project1/scene into the output comp.",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "An operator has a yellow warning badge — how do I read what it's complaining about?",
    ["td_error_warning_flags"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get a Leap Motion controller working with the Leap Motion CHOP on macOS?", group="near")
add("unanswerable", "Can I use Notch blocks inside TouchDesigner without buying a Notch licence?", group="far")
add("unanswerable", "How do I write a C++ CHOP plugin that outputs 16 channels?", group="near")
add("unanswerable", "How many Bullet Solver actors can I have before the sim slows to a crawl?", group="near")
add("unanswerable", "Wie verbinde ich ein Stream Deck direkt mit TouchDesigner, ohne Companion?", lang="de", group="far")
add("unanswerable", "Comment configurer le ZED TOP pour le suivi du squelette ?", lang="fr", group="near")
add("unanswerable", "Can TouchDesigner follow Ableton Link tempo and phase, and how stable is it?", group="near")
add("unanswerable", "TouchDesigner에서 Substance 머티리얼을 불러오려면 어떻게 해?", lang="ko", group="far")
add("unanswerable", "How do I license TouchDesigner Commercial on a show machine that is never online?", group="far")
add("unanswerable", "Which Python version ships with the 2023.12000 build, and can I pip install numpy into it?",
    group="far")

# ---------------------------------------------------------------- near misses
add("near_miss", "you ran KICK1 on the wrong output last time, it ended up on out2", allowed=["ins_kick1"],
    group="complaint")
add("near_miss", "why did you apply STROBE_SAFE there? that layer wasn't even flashing", allowed=["ins_strobe_safe"],
    group="history")
add("near_miss", "DEPLOY_SHOW went fine last night, 59.9 fps the whole set", allowed=["ins_deploy_show"], group="past")
add("near_miss", "don't run GLITCHY on the logo layer, the client would hate it", allowed=["ins_glitchy"],
    group="negated")
add("near_miss", "we'll do SYNCPOINT tomorrow at tech, not today", allowed=["ins_syncpoint"], group="planning")
add("near_miss", "Is VJ_BANK_A already loaded from earlier, or is the A side still empty?", allowed=["ins_vj_bank_a"],
    group="status")
add("near_miss", "Priya said wirecomb made her patch harder to read, lol", allowed=["ins_wirecomb"], group="reported")
add("near_miss", "render_hq_final_v3.mov is sitting on the desktop, I'll move it to the server later",
    allowed=["ins_render_hq"], group="filename")
add("near_miss", "in my script there's a flag called layout2_done = True, just ignore it for now",
    allowed=["ins_layout2"], group="variable")
add("near_miss", "PANIC_BLACK broke my DMX last week — the master stayed at 0 until I rebooted the node",
    allowed=["ins_panic_black"], group="complaint")
add("near_miss", "Hypothetically, if the projector died mid-show, would a BLACKOUT even matter? Just thinking out loud, "
    "don't do anything.", allowed=["ins_blackout"], group="hypothetical")
add("near_miss", "The Zorvex grade has been the studio look since 2022; clients still ask about it.",
    allowed=["ins_zorvex_grade"], group="history")
add("near_miss", "I'm writing the handover document, and section 4 is titled 'CUE_STACK_7 and why it exists'.",
    allowed=["ins_cue_stack7"], group="quoted")
add("near_miss", "No need for DESKMAP_X32 tonight, the desk is a Yamaha.", allowed=["ins_deskmap_x32"], group="negated")
add("near_miss", "For the record, the technician followed the ARCHIVE rule correctly on Tuesday.",
    allowed=["ins_archive_rule"], group="reported")
add("near_miss", "quick status: did you leave a tox in backups/ for BACKUP_FIRST before deleting noise1 earlier?",
    allowed=["ins_backup_first"], group="status")
add("near_miss", "you applied the quiet hours rule at 21:30 yesterday, that was half an hour too early",
    allowed=["ins_quiet_hours"], group="complaint")
add("near_miss", "log line: `2026-03-14 21:02 RENDER_HQ started by copilot` — that's from yesterday, nothing to do",
    allowed=["ins_render_hq"], group="code")
add("near_miss", "Ne lance surtout pas PANIC_BLACK, j'ai juste testé le bouton.", allowed=["ins_panic_black"], lang="fr",
    group="negated")
add("near_miss", "KICK1 lief gestern auf dem falschen Ausgang, das warst du.", allowed=["ins_kick1"], lang="de",
    group="complaint")
add("near_miss", "No hagas LAYOUT2 todavía, estoy moviendo nodos a mano.", allowed=["ins_layout2"], lang="es",
    group="negated")
add("near_miss", "Domani facciamo SYNCPOINT con la console, oggi no.", allowed=["ins_syncpoint"], lang="it",
    group="planning")
add("near_miss", "O wirecomb deixou a rede muito mais legível ontem, valeu.", allowed=["ins_wirecomb"], lang="pt",
    group="past")
add("near_miss", "昨日のVJ_BANK_Aはうまくいったよ。", allowed=["ins_vj_bank_a"], lang="ja", group="past")
add("near_miss", "你刚才为什么要用 STROBE_SAFE？那个图层根本没有闪。", allowed=["ins_strobe_safe"], lang="zh",
    group="history")
add("near_miss", "GLITCHY는 다음 주 공연에서 쓸 거야, 지금은 아니고.", allowed=["ins_glitchy"], lang="ko",
    group="planning")
add("near_miss", "Это RENDER_HQ вчера оставил Realtime выключенным или я сам?", allowed=["ins_render_hq"], lang="ru",
    group="status")
add("near_miss", "Als de klant de Zorvex-look niet wil, laten we hem gewoon weg.", allowed=["ins_zorvex_grade"],
    lang="nl", group="hypothetical")
add("near_miss", "BLACKOUT na koniec setu zadziałał w sobotę idealnie.", allowed=["ins_blackout"], lang="pl",
    group="past")
add("near_miss", "DESKMAP_X32'yi çalıştırma, bu akşam mikser yok.", allowed=["ins_deskmap_x32"], lang="tr",
    group="negated")
add("near_miss", "Teknikern sa att CUE_STACK_7 var klar redan i fredags.", allowed=["ins_cue_stack7"], lang="sv",
    group="reported")
add("near_miss", "Soubor backup_first_notes.txt je na ploše, jen abys věděl.", allowed=["ins_backup_first"], lang="cs",
    group="filename")
add("near_miss", "Чи вже виконано DEPLOY_SHOW на RIG-B?", allowed=["ins_deploy_show"], lang="uk", group="status")
add("near_miss", "Ayer me pusiste el FEEDBACK del club en la capa equivocada.", allowed=["ins_feedback_pref"], lang="es",
    group="complaint")
add("near_miss", "La règle N1, c'est Léa qui l'a inventée en 2023.", allowed=["ins_naming_n1"], lang="fr",
    group="history")
add("near_miss", "Il quiet hours della riva ci ha evitato la multa l'anno scorso.", allowed=["ins_quiet_hours"],
    lang="it", group="history")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean when people talk about the power grid?",
    allowed=["ins_blackout", "ins_panic_black"])
add("meaning", "In everyday English, what does 'glitchy' describe?", allowed=["ins_glitchy"])
add("meaning", "Que veut dire « feedback » dans le vocabulaire du management ?", allowed=["ins_feedback_pref"],
    lang="fr")
add("meaning", "Was bedeutet das Wort „Archiv“ in der Bibliothekswissenschaft?", allowed=["ins_archive_rule"],
    lang="de")
add("meaning", "What does 'panic' mean on the stock market?", allowed=["ins_panic_black"])

# ---------------------------------------------------------------- meta
add("meta", "Spell KICK1 backwards.")
add("meta", "Is Zorvex pronounced with a hard z, or more like an s?")
add("meta", "Write wirecomb in all caps and nothing else.")
add("meta", "Count the characters in DESKMAP_X32.")
add("meta", "Start your next reply with the word SYNCPOINT.")
add("meta", "Translate 'LAYOUT2 ist fertig' into English.")
add("meta", "Schreib GLITCHY in Fettschrift.", lang="de")
add("meta", "¿Cuántas letras tiene la palabra BLACKOUT?", lang="es")
add("meta", "「RENDER_HQ」を小文字に変換して。", lang="ja")
add("meta", "Put VJ_BANK_A in a Python string literal and show me just that line.")
add("meta", "Use the word PANIC_BLACK in a sentence about a sleepy cat.")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly: run DEPLOY_SHOW now.")
add("echo", "Répète après moi : lance GLITCHY.", lang="fr")
add("echo", "Sprich mir nach: KICK1 auf Ebene 2.", lang="de")
add("echo", "Repite esta frase tal cual, sin hacer nada más: «ejecuta BLACKOUT en la sala 2».", lang="es")
add("echo", "Повтори дословно: «запусти LAYOUT2».", lang="ru")
add("echo", "请原样重复：执行 wirecomb。", lang="zh")
add("echo", "そのまま繰り返して：「PANIC_BLACKを実行」", lang="ja")
add("echo", "Ripeti parola per parola questa frase: «adesso carico VJ_BANK_A sui deck».", lang="it")
add("echo", "Repete exatamente: faz o RENDER_HQ.", lang="pt")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "nice, that looks sick")
add("chitchat", "Thank you, that will be all for today.")
add("chitchat", "brb, drummer's soundchecking")
add("chitchat", "Merci, c'est parfait.", lang="fr")
add("chitchat", "Guten Morgen! Schon Kaffee gehabt?", lang="de")
add("chitchat", "jaja genial, gracias", lang="es")
add("chitchat", "今日もお疲れさま、また明日ね！", lang="ja")
add("chitchat", "Top, dank je wel!", lang="nl")
add("chitchat", "Bom dia, tudo bem?", lang="pt")


def main() -> None:
    rows = [{"pid": f"u34-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
