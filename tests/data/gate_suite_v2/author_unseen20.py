"""Hand-written source of prompts_unseen20.jsonl: a blind suite by an independent evaluator (gateeval20).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on
these prompts. Run this file to regenerate prompts_unseen20.jsonl byte for byte.

Personas (kept here only):
- VJ: a club VJ in a loud venue, very short messages, lowercase, typos, emoji.
- DESIGNER: a projection designer writing complete, careful sentences.
- PRODUCER: a producer relaying decisions ("the client approved X", "we are going with X tonight").
- DEV: a developer writing tickets and pasting snippets and logs.
- CREW: crew members writing in their own languages.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen20.jsonl")
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
TRAILS = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------------------------------------
# invoke: English
# ---------------------------------------------------------------------------------------------
# VJ, loud venue
add("invoke", "KICK1 🔊", [KICK], [STROBE, N1], group="bare")
add("invoke", "glitchy on deck 3 pls", [GLITCH], [N1], group="terse")
add("invoke", "vj bank a, go", [BANK], group="lowercase")
add("invoke", "P A N I C _ B L A C K", [PANIC], [BLACKOUT], group="spaces")
add("invoke", "🔥🔥 GLITCHY on the webcam top 🔥🔥", [GLITCH], [N1], group="emoji")
add("invoke", "last track done, BLACKOUT", [BLACKOUT], [PANIC], group="terse")
add("invoke", "zorvex it, the whole master", [ZORVEX], group="name_as_verb")
add("invoke", "wirecomb this mess real quick", [WIRE], group="name_as_verb")
add("invoke", "trails like my club setup, the FEEDBACK way, now", [TRAILS], ["ref_feedback_top"],
    group="title_words")
add("invoke", "panic panic kill the output", [PANIC], group="terse")
add("invoke", "load VJ_BANK_A and then KICK1 on top", [BANK, KICK], [STROBE, N1], group="multi")
add("invoke", "crowd's in, GLITCHY + zorvex on the master, in that order", [GLITCH, ZORVEX], [N1],
    group="multi")
# DESIGNER, full sentences
add("invoke", "Could you please run LAYOUT2 on the network I'm in? It has become impossible to read.",
    [LAYOUT], group="polite")
add("invoke", "Before we open the doors, please perform the lighting console handshake so the projections "
    "stay locked to the desk.", [SYNC], ["fact_lx_console"], group="title_words")
add("invoke", "Please carry out CUE_STACK_7 now; the choreographer's sheet is already in the media folder.",
    [CUES], ["fact_dance_piece", N1], group="polite")
add("invoke", "I have finished adjusting the blend; the next step is DEPLOY_SHOW, so please go through it.",
    [DEPLOY], ["fact_win_main"], group="mid_message")
add("invoke", "For tonight's recording I need RENDER_HQ, so please go ahead and set it up and run it.",
    [RENDER], ["ref_movie_file_out"], group="polite")
add("invoke", "The wires in /project1/stage are crossing behind half the operators. Please straighten "
    "them with wirecomb, and then tidy the columns with LAYOUT2.", [WIRE, LAYOUT], group="multi")
add("invoke", "I need to remove the old noise chain in /project1/bg. Following BACKUP_FIRST, back it up "
    "and then delete it.", [BACKUP], group="rule")
add("invoke", "When you create the new operators for the title sequence, follow naming rule N1 throughout.",
    [N1], ["rcp_lower_third"], group="rule")
add("invoke", "We are editing the external bloom.tox today; apply the ARCHIVE rule and then raise its "
    "threshold to 0.6.", [ARCHIVE], group="rule")
add("invoke", "It is 23:10 at the riverside venue, so apply the quiet hours rule to the audio chain now.",
    [QUIET], group="conditional")
add("invoke", "Every flash effect in this project must obey STROBE_SAFE; please go through them and "
    "enforce it.", [STROBE], ["rcp_strobe_flash"], group="rule")
# PRODUCER relaying decisions
add("invoke", "The client approved the Zorvex grade, so please put it on the main output now.", [ZORVEX],
    group="relayed")
add("invoke", "We're going with VJ_BANK_A tonight — load it into the decks.", [BANK], group="relayed")
add("invoke", "Mateo signed off on the cue list, so go ahead and build CUE_STACK_7.", [CUES],
    ["fact_dance_piece", N1], group="relayed")
add("invoke", "Director's call: do DESKMAP_X32 first, then the lighting console handshake.", [X32, SYNC],
    ["fact_lx_console"], group="multi")
# DEV tickets and snippets
add("invoke", "/deskmap_x32 --show-pc", [X32], ["ref_osc_in_chop"], group="slash_command")
add("invoke", "TICKET-412: Execute DESKMAP_X32 on the show PC. Acceptance: x32_faders exists and faders "
    "1-8 move the layers.", [X32], ["ref_osc_in_chop"], group="ticket")
add("invoke", "- [ ] save\n- [ ] error check\n- [ ] perform window\nrun DEPLOY_SHOW and tick these off",
    [DEPLOY], ["fact_win_main"], group="checklist")
add("invoke", "```\nWARNING: /project1/out1 cook time 31 ms\nWARNING: wires overlapping in /project1/fx\n```\n"
    "ok that's noisy. run wirecomb on /project1/fx", [WIRE], ["ref_perf_monitor"], group="log_paste")
add("invoke", "```\nTraceback (most recent call last):\n  File \"/project1/cue_exec\", line 4\n"
    "NoneType object has no attribute 'par'\n```\nforget fixing that for now, just rebuild CUE_STACK_7 "
    "from scratch", [CUES], ["ref_op_paths", N1], group="log_paste")
add("invoke", "## Todo\n1. LAYOUT2 on /project1\n2. wirecomb on /project1\nplease do both", [LAYOUT, WIRE],
    group="markdown")
add("invoke", "hold on, not GLITCHY on this one — Zorvex grade it is, put that on instead", [ZORVEX], [GLITCH], group="correction")
add("invoke", "scratch the RENDER_HQ, we don't need it. what I do need is KICK1 on out1", [KICK],
    [RENDER, STROBE, N1], group="correction")
add("invoke", "You suggested running LAYOUT2 first. Yes, go ahead.", [LAYOUT], group="consent")
add("invoke", "My set ends in ten minutes; when the last track fades, do the BLACKOUT.", [BLACKOUT],
    [PANIC], group="timed")
add("invoke", "kick one, glitchy, zorvex grade. all three please", [KICK, GLITCH, ZORVEX], [STROBE, N1],
    group="voice")
add("invoke", "okay computer run desk map x thirty two", [X32], group="voice")
add("invoke", "syncpiont", [SYNC], group="typo")
add("invoke", "backup first, then delete everything unused in /project1/old", [BACKUP], group="rule")
add("invoke", "Name the new ops for this effect using N1, then build my club trails.", [N1, TRAILS],
    ["ref_feedback_top"], group="multi")
add("invoke", "The feedback trails for the club set — build them with my usual settings, please.", [TRAILS],
    ["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
add("invoke", "I'm about to tweak the inside of lightning.tox. ARCHIVE rule first, please.", [ARCHIVE],
    group="rule")
add("invoke", "STROBE_SAFE on the beat flash I just made, clamp it", [STROBE], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "riverside, 22:45 — apply quiet hours to the sound before we continue", [QUIET],
    group="conditional")

# ---------------------------------------------------------------------------------------------
# invoke: other languages (CREW)
# ---------------------------------------------------------------------------------------------
add("invoke", "Bitte führe jetzt KICK1 auf dem Hauptausgang aus.", [KICK], [STROBE, N1], lang="de",
    group="polite")
add("invoke", "Mach mal wirecomb im aktuellen Netzwerk, danke.", [WIRE], lang="de", group="imperative")
add("invoke", "Lance VJ_BANK_A sur les decks, s'il te plaît.", [BANK], lang="fr", group="polite")
add("invoke", "Applique la règle STROBE_SAFE à tous les flashs, maintenant.", [STROBE], lang="fr",
    group="rule")
add("invoke", "Ejecuta PANIC_BLACK ya, ¡rápido!", [PANIC], lang="es", group="imperative")
add("invoke", "Por favor, haz el RENDER_HQ de la escena y luego vuelve a tiempo real.", [RENDER], lang="es",
    group="polite")
add("invoke", "Esegui LAYOUT2 e poi wirecomb sulla rete corrente.", [LAYOUT, WIRE], lang="it",
    group="multi")
add("invoke", "Fai il DEPLOY_SHOW, siamo pronti.", [DEPLOY], lang="it", group="imperative")
add("invoke", "Roda o DESKMAP_X32 agora, por favor.", [X32], lang="pt", group="polite")
add("invoke", "Aplica o Zorvex grade na saída final.", [ZORVEX], lang="pt", group="imperative")
add("invoke", "Voer CUE_STACK_7 uit voor de dansvoorstelling.", [CUES], ["fact_dance_piece"], lang="nl",
    group="imperative")
add("invoke", "Uruchom SYNCPOINT z konsolą świateł, proszę.", [SYNC], ["fact_lx_console"], lang="pl",
    group="polite")
add("invoke", "GLITCHYを選択中のTOPに実行して。", [GLITCH], [N1], lang="ja", group="imperative")
add("invoke", "BLACKOUTお願いします、セット終わりです。", [BLACKOUT], [PANIC], lang="ja", group="polite")
add("invoke", "请现在运行 KICK1。", [KICK], [STROBE], lang="zh", group="polite")
add("invoke", "按照 BACKUP_FIRST 先备份，再删除 noise1。", [BACKUP], lang="zh", group="rule")
add("invoke", "DEPLOY_SHOW 실행해 주세요.", [DEPLOY], lang="ko", group="polite")
add("invoke", "Запусти GLITCHY и потом Zorvex grade.", [GLITCH, ZORVEX], [N1], lang="ru", group="multi")
add("invoke", "Сделай BLACKOUT, сет закончился.", [BLACKOUT], [PANIC], lang="ru", group="imperative")
add("invoke", "VJ_BANK_A'yı yükle lütfen.", [BANK], lang="tr", group="polite")
add("invoke", "Kör RENDER_HQ nu, tack.", [RENDER], lang="sv", group="imperative")
add("invoke", "Použij pravidlo N1 pro pojmenování nových operátorů.", [N1], lang="cs", group="rule")
add("invoke", "Εφάρμοσε τον κανόνα ARCHIVE πριν αλλάξεις το bloom.tox.", [ARCHIVE], lang="el", group="rule")
add("invoke", "Futtasd le a DESKMAP_X32-t, kérlek.", [X32], lang="hu", group="polite")
add("invoke", "Kello on 22:30 ja olemme jokirannan paikalla, joten ota quiet hours -sääntö käyttöön nyt.",
    [QUIET], lang="fi", group="conditional")
add("invoke", "Запусти CUE_STACK_7, будь ласка.", [CUES], ["fact_dance_piece"], lang="uk", group="polite")
add("invoke", "Chạy LAYOUT2 cho mạng này giúp mình.", [LAYOUT], lang="vi", group="polite")
add("invoke", "Tolong jalankan SYNCPOINT sekarang.", [SYNC], ["fact_lx_console"], lang="id", group="polite")
add("invoke", "תפעיל את PANIC_BLACK עכשיו!", [PANIC], lang="he", group="imperative")
add("invoke", "شغّل wirecomb على الشبكة الحالية من فضلك.", [WIRE], lang="ar", group="polite")
add("invoke", "Construiește trail-urile mele de club, cu setările FEEDBACK obișnuite.", [TRAILS],
    ["ref_feedback_top"], lang="ro", group="title_words")
add("invoke", "Efter 22 på flodscenen: tillämpa quiet hours-regeln på ljudet nu, klockan är 22:20.", [QUIET],
    lang="sv", group="conditional")

# ---------------------------------------------------------------------------------------------
# ask_content
# ---------------------------------------------------------------------------------------------
add("ask_content", "Which IP address and port does SYNCPOINT send its ping to?", [SYNC], ["fact_lx_console"],
    group="port")
add("ask_content", "In DEPLOY_SHOW, does the save come before or after the error check?", [DEPLOY],
    group="order")
add("ask_content", "what threshold does KICK1 put on the trigger chop?", [KICK], group="value")
add("ask_content", "How many flashes per second does STROBE_SAFE allow at most?", [STROBE], group="value")
add("ask_content", "What does LAYOUT2 do with the Null operators?", [LAYOUT], group="content")
add("ask_content", "Over how many seconds does BLACKOUT fade the master?", [BLACKOUT], group="value")
add("ask_content", "Quale codec usa RENDER_HQ e a quanti fps?", [RENDER], lang="it", group="value")
add("ask_content", "Was sagt die Quiet-hours-Regel über den maximalen Pegel nach 22 Uhr?", [QUIET], lang="de",
    group="value")
add("ask_content", "VJ_BANK_A lit les fichiers dans quel dossier ?", [BANK], lang="fr", group="content")
add("ask_content", "Under naming rule N1, how should Nulls that others reference be named?", [N1],
    group="content")

# ---------------------------------------------------------------------------------------------
# bears (a stored rule applies, not named) and paraphrase (what a procedure does, no title words)
# ---------------------------------------------------------------------------------------------
add("bears", "Delete noise1 and the three unused Movie File In TOPs in /project1.", [BACKUP], group="delete")
add("bears", "On the second drop, make the white wash strobe at 14 Hz for eight bars.", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "We're at the riverside venue, it's 22:40 — push the master audio up by 6 dB.", [QUIET],
    group="venue_late")
add("bears", "Open the externally saved glow.tox and nudge its blur size to 4.", [ARCHIVE],
    group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for a new background layer.", [N1], ["ref_noise_top"],
    group="create")
add("bears", "Lösche den ganzen Container /project1/alt, den brauchen wir nicht mehr.", [BACKUP], lang="de",
    group="delete")
add("paraphrase", "Make the picture pump on every bass drum hit from the DJ mixer.", [KICK],
    ["ref_audio_analysis", "fact_studio_audio"], group="paraphrase")
add("paraphrase", "My patch cords cross all over the place; untangle them so they read cleanly.", [WIRE],
    group="paraphrase")
add("paraphrase", "Get the faders of our Behringer console into TouchDesigner so they drive the layer "
    "opacities.", [X32], ["ref_osc_in_chop"], group="paraphrase")
add("paraphrase", "Set up the twelve scene changes for Mateo's choreography as a table driven by a timer.",
    [CUES], ["fact_dance_piece", "ref_timer_chop"], group="paraphrase")
add("paraphrase", "Give the final image our studio's signature tint: the LUT, less green, a bit of grain.",
    [ZORVEX], group="paraphrase")
add("paraphrase", "Measure the round trip to the grandMA and offset our timeline so we stay in step with it.",
    [SYNC], ["fact_lx_console"], group="paraphrase")

# ---------------------------------------------------------------------------------------------
# question / task
# ---------------------------------------------------------------------------------------------
add("question", "What is the total output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "which udp port does the stagepad tablet send to?", ["fact_stagepad_ports"], group="fact")
add("question", "What frame rate does the Nebula installation run at, and why?", ["fact_nebula_fps"],
    group="fact")
add("question", "Where do I put show media on the gallery PC?", ["fact_media_drive"], group="fact")
add("question", "Aurora 네이비 색상의 헥스 코드가 뭐예요?", ["fact_aurora_palette"], lang="ko", group="fact")
add("question", "What DMX address does the fourth moving head start at?", ["fact_dmx_heads"], group="fact")
add("question", "Clips stutter on their first frames. How do I preload a Movie File In TOP?",
    ["web_moviein_preload"], ["ref_hap_codecs"], group="reference")
add("task", "Pass absTime.seconds into my GLSL TOP as a uniform called uTime.", ["ref_glsl_uniforms"],
    group="reference")
add("question", "How do I use feedback to get smeared tunnel trails behind a noise pattern?",
    ["rcp_feedback_tunnel"], ["ref_feedback_top", TRAILS], group="common_word")
add("question", "Mein Render TOP ist komplett schwarz, woran kann das liegen?", ["ref_render_pipeline"],
    lang="de", group="reference")
add("question", "RIG-B の音声バッファは何サンプルに設定されていますか？", ["fact_audio_buffer"], lang="ja",
    group="fact")
add("question", "How do I keep a Python dict on a COMP between cooks with store and fetch?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "What is the difference between a DAT Execute DAT and an Execute DAT?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("task", "Add custom parameters to my Base COMP so the operator can set speed and colour from outside.",
    ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "When does an operator actually cook if nothing is viewing it?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("question", "How can I tell whether my project is GPU-bound or CPU-bound?",
    ["td_bottlenecks_optimization"], ["ref_perf_monitor", "td_performance_monitor"], group="builtin_only",
    builtin=True)
add("question", "How do I set up instancing on a Geometry COMP for ten thousand cubes?",
    ["ref_instancing", "td_geometry_instancing"], group="builtin_compete", builtin=True)
add("question", "Comment passer des données d'un COMP à un autre avec des In et Out TOP ?",
    ["td_select_in_out"], lang="fr", group="builtin_only", builtin=True)
add("question", "¿Cómo hago que un Parameter Execute DAT reaccione cuando cambia un parámetro personalizado?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], lang="es", group="builtin_only", builtin=True)

# ---------------------------------------------------------------------------------------------
# unanswerable
# ---------------------------------------------------------------------------------------------
add("unanswerable", "Jak dostać tempo z Ableton Link do TouchDesignera?", lang="pl", group="near")
add("unanswerable", "Does the Leap Motion CHOP still work with the Ultraleap Gemini driver?", group="near")
add("unanswerable", "How much does a TouchDesigner Commercial licence cost per year?", group="far")
add("unanswerable", "How do I send Spout between TouchDesigner and Resolume on the same PC?", group="near")
add("unanswerable", "What's the best way to do rigid-body physics with Bullet in TD?", group="near")
add("unanswerable", "Can I import a LiDAR scan in .las format straight into a POP?", group="near")
add("unanswerable", "How do I log into a website with the Web Render TOP and keep the cookies?", group="near")
add("unanswerable", "Which version of Python ships with TouchDesigner 2023?", group="far")
add("unanswerable", "Wie steuere ich einen ZED-2-Kamera-Tracker in TouchDesigner an?", lang="de", group="near")
add("unanswerable", "Comment faire du mapping sur un dôme avec plusieurs projecteurs fisheye ?", lang="fr",
    group="near")
add("unanswerable", "¿Qué tarjeta de captura 4K recomiendan para usar con TouchDesigner en Mac?", lang="es",
    group="far")

# ---------------------------------------------------------------------------------------------
# near_miss: names a procedure without asking to run it
# ---------------------------------------------------------------------------------------------
add("near_miss", "don't run KICK1, the DJ hates it", allowed=[KICK], group="negated")
add("near_miss", "Whatever happens tonight, do not touch PANIC_BLACK.", allowed=[PANIC], group="negated")
add("near_miss", "GLITCHY broke my network last night, half the chain went red.", allowed=[GLITCH],
    group="complaint")
add("near_miss", "wirecomb moved my comment boxes again, annoying", allowed=[WIRE], group="complaint")
add("near_miss", "LAYOUT2 ran fine yesterday on the festival build.", allowed=[LAYOUT], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning at the venue, not now.", allowed=[DEPLOY],
    group="planning")
add("near_miss", "The client approved the Zorvex grade for next week's launch; no changes to the project "
    "today.", allowed=[ZORVEX], group="relayed_plan")
add("near_miss", "Priya asked whether we ever ran SYNCPOINT with her old console. Did we?", allowed=[SYNC],
    group="history")
add("near_miss", "The director wants to know if RENDER_HQ will be ready by Friday; I'll tell him.",
    allowed=[RENDER], group="reported")
add("near_miss", "Va acabar de carregar-se el VJ_BANK_A abans que es pengés l'ordinador?", allowed=[BANK], lang="ca",
    group="status")
add("near_miss", "If the console stops answering tonight we'll rerun SYNCPOINT; for now it's fine.",
    allowed=[SYNC], group="condition_unmet")
add("near_miss", "It's only 20:15, so quiet hours at the riverside don't apply yet. Leave the levels alone.",
    allowed=[QUIET], group="condition_unmet")
add("near_miss", "Is BLACKOUT better than PANIC_BLACK for the end of a set, in your opinion?",
    allowed=[BLACKOUT, PANIC], group="comparison")
add("near_miss", "I renamed the file to cue_stack_7_old.csv so nobody picks it up.", allowed=[CUES],
    group="filename")
add("near_miss", "```python\nRENDER_HQ_FPS = 60\n```\nis a module-level constant like this OK style inside "
    "an extension?", allowed=[RENDER, "fact_ext_conventions"], group="code")
add("near_miss", "The variable deskmap_x32_enabled is False in my config table, which is expected.",
    allowed=[X32], group="variable")
add("near_miss", "Somebody wrote \"BACKUP_FIRST!!\" on the whiteboard in the control room, lol.",
    allowed=[BACKUP], group="quoted")
add("near_miss", "Hypothetically, if we had run GLITCHY on the camera feed, would the grain have doubled?",
    allowed=[GLITCH], group="hypothetical")
add("near_miss", "The producer vetoed KICK1 for the ballet, so leave the output alone.", allowed=[KICK],
    group="vetoed")
add("near_miss", "Back in 2023 we didn't have STROBE_SAFE yet and a festival complained.", allowed=[STROBE],
    group="history")
add("near_miss", "No CUE_STACK_7 today — Mateo is still rewriting the choreography.", allowed=[CUES],
    group="negated")
add("near_miss", "My assistant keeps saying 'just zorvex it' about everything, even coffee.", allowed=[ZORVEX],
    group="incidental")
add("near_miss", "Has anyone actually followed the ARCHIVE rule since the tour started? The folder looks empty.",
    allowed=[ARCHIVE], group="status")
add("near_miss", "Vores ticket-system har et label, der hedder naming-n1, som ingen bruger.", allowed=[N1],
    lang="da", group="incidental")
add("near_miss", "KICK1 nicht ausführen, wir testen nur das Audio.", allowed=[KICK], lang="de",
    group="negated")
add("near_miss", "Le DEPLOY_SHOW d'hier soir s'est bien passé, merci.", allowed=[DEPLOY], lang="fr",
    group="past")
add("near_miss", "El RENDER_HQ lo dejamos para el jueves por la tarde, hoy ni lo toques.", allowed=[RENDER], lang="es", group="planning")
add("near_miss", "Il regista ha detto che GLITCHY è troppo aggressivo per il secondo atto.", allowed=[GLITCH],
    lang="it", group="reported")
add("near_miss", "O VJ_BANK_A travou o computador ontem à noite.", allowed=[BANK], lang="pt",
    group="complaint")
add("near_miss", "Wirecomb heeft gisteren mijn netwerk verpest.", allowed=[WIRE], lang="nl",
    group="complaint")
add("near_miss", "昨日のSYNCPOINTは問題なく終わりました。", allowed=[SYNC], lang="ja", group="past")
add("near_miss", "不要运行 PANIC_BLACK，只是测试一下。", allowed=[PANIC], lang="zh", group="negated")
add("near_miss", "Не запускай LAYOUT2, я сам всё расставил.", allowed=[LAYOUT], lang="ru", group="negated")
add("near_miss", "BLACKOUT 절차는 다음 주에 테스트할 예정이에요.", allowed=[BLACKOUT], lang="ko",
    group="planning")
add("near_miss", "DESKMAP_X32 dün gece sorunsuz çalıştı.", allowed=[X32], lang="tr", group="past")
add("near_miss", "Jeśli będzie po 22:00, zastosujemy quiet hours, ale teraz jest 19:00.", allowed=[QUIET],
    lang="pl", group="condition_unmet")

# ---------------------------------------------------------------------------------------------
# meaning
# ---------------------------------------------------------------------------------------------
add("meaning", "In sketch comedy, what is a blackout sketch?", allowed=[BLACKOUT], group="meaning")
add("meaning", "Where does the word 'glitchy' come from? Is it from electronics slang?", allowed=[GLITCH],
    group="meaning")
add("meaning", "Is it true that the word panic comes from the Greek god Pan?", allowed=[PANIC], group="meaning")
add("meaning", "What is a feedback loop in biology, like in hormone regulation?", allowed=[TRAILS],
    group="meaning")
add("meaning", "Was bedeutet „Archiv“ im Unterschied zu „Bibliothek“ im Museumsbereich?", allowed=[ARCHIVE],
    lang="de", group="meaning")

# ---------------------------------------------------------------------------------------------
# meta
# ---------------------------------------------------------------------------------------------
add("meta", "WIRECOMB kelimesinde kaç harf var?", lang="tr", group="count")
add("meta", "Convert DEPLOY_SHOW to camelCase.", group="case")
add("meta", "spell SYNCPOINT backwards", group="reverse")
add("meta", "Write the word GLITCHY in bold and nothing else.", group="bold")
add("meta", "Start your reply with KICK1 and tell me a joke about drummers.", group="start_reply")
add("meta", "Use PANIC_BLACK in a sentence about a nervous cat.", group="sentence")
add("meta", "Wie spricht man Zorvex aus?", lang="de", group="pronounce")
add("meta", "Traduis « quiet hours » en français.", lang="fr", group="translate")
add("meta", "Escribe VJ_BANK_A en minúsculas.", lang="es", group="case")
add("meta", "「CUE_STACK_7」は何文字ですか？", lang="ja", group="count")
add("meta", "Переведи слово BLACKOUT на русский.", lang="ru", group="translate")
add("meta", "Hoe spel je LAYOUT2 letter voor letter?", lang="nl", group="spell")

# ---------------------------------------------------------------------------------------------
# echo
# ---------------------------------------------------------------------------------------------
add("echo", "Repeat after me: run RENDER_HQ now.", group="echo")
add("echo", "Répète mot pour mot cette phrase : « lance GLITCHY sur la caméra ».", lang="fr", group="echo")
add("echo", "Sag einfach nach: DEPLOY_SHOW ausführen.", lang="de", group="echo")
add("echo", "Repite esta frase tal cual: ejecuta KICK1.", lang="es", group="echo")
add("echo", "Повтори за мной: запусти wirecomb.", lang="ru", group="echo")
add("echo", "跟我重复一遍：运行 SYNCPOINT。", lang="zh", group="echo")
add("echo", "次の文をそのまま繰り返して：「BLACKOUTを実行」", lang="ja", group="echo")
add("echo", "Ripeti parola per parola: avvia DESKMAP_X32.", lang="it", group="echo")
add("echo", "Repete comigo: carrega o VJ_BANK_A.", lang="pt", group="echo")

# ---------------------------------------------------------------------------------------------
# chitchat
# ---------------------------------------------------------------------------------------------
add("chitchat", "cheers mate, that was a great set", group="thanks")
add("chitchat", "good morning! coffee first, then patching", group="greeting")
add("chitchat", "ahah la macchina del fumo ha fatto scattare l'allarme antincendio", lang="it", group="small_talk")
add("chitchat", "Danke, passt so.", lang="de", group="thanks")
add("chitchat", "Bonne nuit tout le monde, à demain !", lang="fr", group="greeting")
add("chitchat", "¡Qué buena fiesta anoche!", lang="es", group="small_talk")
add("chitchat", "今日も長かったね、おつかれ〜", lang="ja", group="thanks")
add("chitchat", "谢谢你，辛苦了。", lang="zh", group="thanks")
add("chitchat", "Hej hej! Sov du något i natt efter get-outen?", lang="sv", group="greeting")


def main() -> None:
    rows = [{"pid": f"u20-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
