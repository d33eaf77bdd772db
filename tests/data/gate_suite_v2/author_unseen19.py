"""Author script for prompts_unseen19.jsonl: a blind gate suite by helper "gateeval19".

Written blind: labels come from corpus.jsonl and src/tdcontext/knowledge/*.md only; the gate code, its
tests and the other prompt files were not read, and the gate was never run on these prompts.

Personas (they live here only):
- TOUR: crews on an international tour, short chat messages in their own language with English
  TouchDesigner words (most non-English prompts);
- FEST: volunteers at a community arts festival, unsure, polite, sometimes rambling (mostly English);
- RELAY: a technician relaying what the artist said ("she says ...", "the artist wants ...").
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen19.jsonl")
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
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1!!", [KICK], [STROBE], group="bare")  # FEST: just the name in the chat box
add("invoke", "Monta el KICK1 en la salida principal, el DJ empieza en diez minutos.", [KICK], [STROBE],
    lang="es", group="imperative")  # TOUR
add("invoke", "Možeš li molim te napraviti KICK1 na glavnom izlazu?", [KICK], [STROBE], lang="hr",
    group="modal")  # TOUR
add("invoke", "the artist says: put KICK1 on the main out before the second song, please do it now", [KICK],
    [STROBE], group="relayed")  # RELAY

# LAYOUT2
add("invoke", "layout2 this network pls, it's a mess", [LAYOUT], group="lowercase")  # FEST
add("invoke", "Pots fer el LAYOUT2 en aquesta xarxa, si us plau?", [LAYOUT], lang="ca", group="polite")
add("invoke", "L A Y O U T 2 on /project1 please", [LAYOUT], group="spaces")

# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the beat strobe I just built.", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "Applique la règle STROBE_SAFE au flash que je viens d'ajouter.", [STROBE], ["rcp_strobe_flash"],
    lang="fr", group="rule")
add("invoke", "Anvend STROBE_SAFE på den nye blink-effekt, tak.", [STROBE], ["rcp_strobe_flash"], lang="da",
    group="rule")
add("invoke", "Uporabi pravilo STROBE_SAFE na tem LFO stroboskopu.", [STROBE], ["rcp_strobe_flash"], lang="sl",
    group="rule")

# BACKUP_FIRST
add("invoke", "Siga a regra BACKUP_FIRST e depois apague o container antigo.", [BACKUP], lang="pt", group="rule")
add("invoke", "Urob BACKUP_FIRST a potom vymaž starý kontajner.", [BACKUP], lang="sk", group="imperative")
add("invoke", "Gerðu BACKUP_FIRST áður en þú eyðir gamla netinu.", [BACKUP], lang="is", group="imperative")

# DEPLOY_SHOW
add("invoke", "/deploy_show lumen_hall", [DEPLOY], group="slash_command")
add("invoke", "Пусни DEPLOY_SHOW, моля.", [DEPLOY], lang="bg", group="polite")
add("invoke", "Run the steps-before-a-show procedure now, doors open in 30.", [DEPLOY], group="title_words")
add("invoke", "Ja, mach DEPLOY_SHOW, wir sind bereit.", [DEPLOY], lang="de", group="consent")

# VJ_BANK_A
add("invoke", "Pakiload ang VJ_BANK_A sa mga deck.", [BANK], lang="tl", group="polite")
add("invoke", "Carga o VJ_BANK_A nos decks, por favor.", [BANK], lang="gl", group="polite")
add("invoke", "okay run vee jay bank A now", [BANK], group="voice")  # FEST, phone dictation

# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW, smoke machine set off the alarm", [PANIC], [BLACKOUT], group="emergency")
add("invoke", "PANIC_BLACK, срочно, в зале паника!", [PANIC], [BLACKOUT], lang="ru", group="emergency")
add("invoke", "Odmah PANIC_BLACK, neko je pao na bini!", [PANIC], [BLACKOUT], lang="sr", group="emergency")
add("invoke", "Jalankan PANIC_BLACK sekarang juga!", [PANIC], [BLACKOUT], lang="ms", group="imperative")

# GLITCHY
add("invoke", "Odpal GLITCHY na zaznaczonym TOP-ie.", [GLITCH], lang="pl", group="imperative")
add("invoke", "Palaid GLITCHY uz izvēlēto TOP.", [GLITCH], lang="lv", group="imperative")
add("invoke", "在选中的TOP上运行GLITCHY。", [GLITCH], lang="zh", group="imperative")

# DESKMAP_X32
add("invoke", "ok the X32 is patched and the network's up, go: DESKMAP_X32", [X32], group="trailing")
add("invoke", "bitte desk map x32 ausführen, das Pult ist verbunden", [X32], lang="de", group="voice")
add("invoke", "DESKMAP_X32 ஐ இயக்கவும்.", [X32], lang="ta", group="polite")
add("invoke", "🎛️ DESKMAP_X32 pls 🙏", [X32], group="emoji")

# RENDER_HQ
add("invoke", "run RENDR_HQ on rec1 pls", [RENDER], ["ref_movie_file_out"], group="typo")
add("invoke", "براہ کرم RENDER_HQ چلائیں۔", [RENDER], ["ref_movie_file_out"], lang="ur", group="polite")
add("invoke", "do the offline high-quality recording preset on the intro scene", [RENDER], ["ref_movie_file_out"],
    group="title_words")
add("invoke", "Yes, go ahead with RENDER_HQ.", [RENDER], ["ref_movie_file_out"], group="consent")

# Naming rule N1
add("invoke", "apply naming rule N1 to everything you just created", [N1], group="rule")
add("invoke", "Aplica la regla N1 a los operadores nuevos.", [N1], lang="es", group="rule")
add("invoke", "新しいオペレーターに命名ルールN1を適用して。", [N1], lang="ja", group="rule")

# FEEDBACK (common-word title)
add("invoke", "Trails for the club set please, my usual FEEDBACK settings.", [FEEDBACK], ["ref_feedback_top"],
    group="common_word")
add("invoke", "Fammi le scie per il club come al solito, con le mie impostazioni FEEDBACK.", [FEEDBACK],
    ["ref_feedback_top"], lang="it", group="common_word")
add("invoke", "Monte o FEEDBACK do club com as minhas configurações de rastro.", [FEEDBACK], ["ref_feedback_top"],
    lang="pt", group="common_word")

# BLACKOUT (declared name, end of set)
add("invoke", "That's the end of the set — BLACKOUT.", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "Se acabó el set, haz el BLACKOUT de cierre.", [BLACKOUT], [PANIC], lang="es", group="end_set")
add("invoke", "Fes el BLACKOUT de final de set, ja hem acabat.", [BLACKOUT], [PANIC], lang="ca", group="end_set")
add("invoke", "Sættet er slut, kør BLACKOUT.", [BLACKOUT], [PANIC], lang="da", group="end_set")

# wirecomb
add("invoke", "wirecomb this mess please", [WIRE], group="name_as_verb")
add("invoke", "Tu peux lancer wirecomb sur ce réseau ? Les fils sont illisibles.", [WIRE], lang="fr",
    group="modal")
add("invoke", "Patakbuhin mo ang wirecomb sa network na ito.", [WIRE], lang="tl", group="imperative")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/fx instead", [WIRE], [LAYOUT], group="correction")

# CUE_STACK_7
add("invoke", "Kun je CUE_STACK_7 opbouwen voor de dansvoorstelling?", [CUES],
    ["fact_dance_piece", "ref_timer_chop"], lang="nl", group="modal")
add("invoke", "Sukurk CUE_STACK_7 šokio spektakliui.", [CUES], ["fact_dance_piece", "ref_timer_chop"], lang="lt",
    group="imperative")
add("invoke", "Tafadhali tengeneza CUE_STACK_7 kwa onyesho la densi.", [CUES],
    ["fact_dance_piece", "ref_timer_chop"], lang="sw", group="polite")

# SYNCPOINT
add("invoke", "La console luci è pronta, quindi fai pure SYNCPOINT.", [SYNC], ["fact_lx_console"], lang="it",
    group="conditional")
add("invoke", "Egin SYNCPOINT argiztapen-kontsolarekin orain.", [SYNC], ["fact_lx_console"], lang="eu",
    group="imperative")
add("invoke", "It's 21:58 and the show is at 22:00 — right now, run SYNCPOINT.", [SYNC], ["fact_lx_console"],
    group="timed")
add("invoke", "do the lighting console handshake, Priya is ready on her side", [SYNC], ["fact_lx_console"],
    group="title_words")

# ARCHIVE (common-word title, rule)
add("invoke", "Apply the ARCHIVE rule, then change the bloom threshold in bloom.tox to 0.7.", [ARCHIVE],
    group="rule")
add("invoke", "Wende die ARCHIVE-Regel an und bearbeite dann bloom.tox.", [ARCHIVE], lang="de", group="rule")
add("invoke", "Bruk ARCHIVE-regelen før du endrer lights.tox.", [ARCHIVE], lang="no", group="rule")

# Zorvex grade
add("invoke", "최종 합성 뒤에 Zorvex 그레이드 넣어줘.", [ZORVEX], lang="ko", group="verb_final")
add("invoke", "Lisa Zorvex grade lõppkompositsioonile.", [ZORVEX], lang="et", group="imperative")

# Quiet hours (rule, condition met)
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the audio out.", [QUIET],
    group="conditional")
add("invoke", "Son las 22:30 en el recinto del río: aplica la regla de horas de silencio.", [QUIET], lang="es",
    group="conditional")
add("invoke", "Klukkan er orðin 22:15 á árbakkastaðnum, notaðu kyrrðartímaregluna.", [QUIET], lang="is",
    group="conditional")
add("invoke", "Primijeni pravilo tihih sati, već je 22:40 na riječnom prostoru.", [QUIET], lang="hr",
    group="rule")

# mixed shapes
add("invoke", "Textport says:\n>>> op('deck_a1').par.file\n'media/bank_a/01_intro.mov'\nlooks right, now load VJ_BANK_A properly",
    [BANK], group="log_paste")
add("invoke", "before the doors open can you RENDER_HQ the intro loop so we have a safety file", [RENDER],
    ["ref_movie_file_out"], group="mid_message")
add("invoke", "No, espera, KICK1 no — haz GLITCHY en el TOP seleccionado.", [GLITCH], [KICK], lang="es",
    group="correction")
add("invoke", "Time for BLACKOUT, the band just left the stage.", [BLACKOUT], [PANIC], group="end_set")

# multi-invocation
add("invoke", "- [ ] BACKUP_FIRST\n- [ ] then delete the old_fx container\n- [ ] LAYOUT2 on what's left",
    [BACKUP, LAYOUT], group="checklist")
add("invoke", "KICK1 then GLITCHY on the output, both now", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "Erst VJ_BANK_A laden, dann DESKMAP_X32.", [BANK, X32], lang="de", group="multi")
add("invoke", "Haz SYNCPOINT y después DEPLOY_SHOW.", [SYNC, DEPLOY], ["fact_lx_console"], lang="es",
    group="multi")
add("invoke", "Zorvex sur la sortie puis RENDER_HQ, s'il te plaît.", [ZORVEX, RENDER], ["ref_movie_file_out"],
    lang="fr", group="multi")
add("invoke", "wirecombしてからLAYOUT2もお願い。", [WIRE, LAYOUT], lang="ja", group="multi")
add("invoke", "Kør CUE_STACK_7 og anvend N1 på de nye operatorer.", [CUES, N1],
    ["fact_dance_piece", "ref_timer_chop"], lang="da", group="multi")
add("invoke", "**Tonight's list**\n1. ARCHIVE rule on stage.tox\n2. then the Zorvex grade inside it\nstart now",
    [ARCHIVE, ZORVEX], group="markdown")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does the DESKMAP_X32 OSC In use, and how often does it send /xremote?", [X32])
add("ask_content", "What order are the steps in DEPLOY_SHOW?", [DEPLOY], group="order")
add("ask_content", "Welchen Codec und welche Auflösung nimmt RENDER_HQ?", [RENDER], lang="de", group="value")
add("ask_content", "Que dit exactement la règle BACKUP_FIRST sur le nom des sauvegardes ?", [BACKUP], lang="fr")
add("ask_content", "¿Qué umbral usa el Trigger CHOP de KICK1?", [KICK], lang="es", group="value")
add("ask_content", "SYNCPOINTのOSCはどのIPとポートに送るの？", [SYNC], lang="ja", group="port")
add("ask_content", "Qual é a opacidade do Level TOP nas minhas definições FEEDBACK do club?", [FEEDBACK],
    lang="pt", group="value")
add("ask_content", "Koliko bljeskova u sekundi dopušta STROBE_SAFE?", [STROBE], lang="hr", group="value")
add("ask_content", "what does the Zorvex grade do to the greens?", [ZORVEX])
add("ask_content", "Cosa fa esattamente PANIC_BLACK con il canale DMX master?", [PANIC], lang="it")
add("ask_content", "Welke kolommen heeft de tabel van CUE_STACK_7?", [CUES], lang="nl")

# ---------------------------------------------------------------- bears
add("bears", "Delete noise1 and the two unused blur TOPs.", [BACKUP], group="delete")
add("bears", "Wyczyść całą sieć /project1/old, już jej nie potrzebujemy.", [BACKUP], lang="pl", group="delete")
add("bears", "Fais clignoter tout l'écran en blanc à 10 Hz sur le drop.", [STROBE], ["rcp_strobe_flash"],
    lang="fr", group="strobe")
add("bears", "Posa un estrobo de 12 flaixos per segon al final del tema.", [STROBE], ["rcp_strobe_flash"],
    lang="ca", group="strobe")
add("bears", "It's 23:30 at the riverside venue, push the master audio up, the crowd wants it louder.", [QUIET],
    group="venue_late")
add("bears", "Ändere in der extern gespeicherten bloom.tox den Schwellenwert auf 0.6.", [ARCHIVE], lang="de",
    group="external_tox")
add("bears", "Crea un Noise TOP y un Level TOP para el fondo.", [N1], ["ref_noise_top"], lang="es",
    group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Can you pipe the low end of the music into a brightness pulse on the main screen?", [KICK],
    [STROBE, "ref_audio_analysis"])
add("paraphrase", "line my nodes up left to right by signal flow, inputs first, nulls last", [LAYOUT], [WIRE])
add("paraphrase", "Kannst du die Farbstimmung unseres Studios auf das Endbild legen?", [ZORVEX], lang="de")
add("paraphrase", "Cale le timing des visuels sur le pupitre des lumières avant le spectacle.", [SYNC],
    ["fact_lx_console"], lang="fr")
add("paraphrase", "Saca un vídeo impecable del proyecto, sin prisa, fotograma a fotograma.", [RENDER],
    ["ref_movie_file_out"], lang="es")
add("paraphrase", "Rendi leggibile questo groviglio di collegamenti tra i nodi, senza toccare i parametri.",
    [WIRE], [LAYOUT], lang="it")
add("paraphrase", "hook the sound engineer's board faders up to my layer opacities", [X32],
    ["ref_osc_in_chop"])

# ---------------------------------------------------------------- question / task
add("question", "What's the output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Auf welchem Port schickt das stagepad-Tablet OSC an den Show-PC?", ["fact_stagepad_ports"],
    lang="de", group="fact")
add("question", "¿A cuántos FPS va la instalación Nebula?", ["fact_nebula_fps"], lang="es", group="fact")
add("question", "Quelle carte graphique a RIG-B ?", ["fact_rig_b"], lang="fr", group="fact")
add("question", "Quali sono i colori del brand per il lancio Aurora?", ["fact_aurora_palette"], lang="it",
    group="fact")
add("question", "Em que universo DMX estão as cabeças móveis?", ["fact_dmx_heads"], lang="pt", group="fact")
add("question", "Welke buffergrootte gebruiken we op RIG-B voor audio?", ["fact_audio_buffer"], lang="nl",
    group="fact")
add("question", "Gdje je log grešaka tijekom showa?", ["fact_show_log"], lang="hr", group="fact")
add("question", "How do I preload a movie so the first frames of a clip don't stutter?", ["web_moviein_preload"],
    ["ref_hap_codecs"], group="reference")
add("question", "how does feedback give motion trails in general? not my club settings, just the idea",
    ["ref_feedback_top"], [FEEDBACK, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "GLSL TOPにuniformで値を渡す方法を教えて。", ["ref_glsl_uniforms"], lang="ja", group="reference")
add("question", "How do Select TOPs move data between components?", ["td_select_in_out"], builtin=True,
    group="builtin_only")
add("question", "Was ist der Unterschied zwischen Export und Bind bei Parametern?", ["td_parameter_modes"],
    ["td_chop_exports_references"], lang="de", builtin=True, group="builtin_only")
add("question", "How does storage on a COMP work in Python?", ["td_storage"], builtin=True, group="builtin_only")
add("question", "¿Cómo funciona el cooking por demanda (pull) en TouchDesigner?", ["td_cooking_pull_model"],
    lang="es", builtin=True, group="builtin_only")
add("question", "Comment fonctionne le Replicator COMP ?", ["td_replicator_comp"], ["ref_replicator"], lang="fr",
    builtin=True, group="builtin_compete")
add("question", "Come si usa la Textport per fare debug?", ["td_textport"], lang="it", builtin=True,
    group="builtin_only")
add("task", "Write a Parameter Execute DAT that prints when my custom Speed parameter changes.",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "Jak działają rozszerzenia (extensions) w COMP-ach?", ["td_extensions"], ["fact_ext_conventions"],
    lang="pl", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "What's the IP address of the projector at the Kestrel Theatre?", group="near")
add("unanswerable", "How do I send Spout output to Resolume Arena?", group="far")
add("unanswerable", "Wie richte ich einen Leap Motion Controller in TouchDesigner ein?", lang="de", group="far")
add("unanswerable", "Comment utiliser le Bullet Solver COMP pour la physique ?", lang="fr", group="far")
add("unanswerable", "¿Cómo conecto un Arduino por puerto serie a TouchDesigner?", lang="es", group="far")
add("unanswerable", "Qual è la password del Wi-Fi del teatro?", lang="it", group="near")
add("unanswerable", "Substance TOPの使い方を教えて。", lang="ja", group="far")
add("unanswerable", "Как настроить Timecode CHOP на LTC с пульта?", lang="ru", group="far")
add("unanswerable", "Quantos lúmens têm os projetores do Lumen Hall?", lang="pt", group="near")
add("unanswerable", "Com faig un mapatge amb el Kantan Mapper?", lang="ca", group="far")
add("unanswerable", "Which version of TouchDesigner is installed on RIG-A?", group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run GLITCHY on this one, the client hates glitch looks.", allowed=[GLITCH], group="negated")
add("near_miss", "KICK1 ran fine last night at the club, no notes.", allowed=[KICK], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning once the projectors are hung.", allowed=[DEPLOY],
    group="planning")
add("near_miss", "Priya said the SYNCPOINT handshake timed out twice during her test.", allowed=[SYNC],
    group="reported")
add("near_miss", "Is RENDER_HQ still recording or has it finished?", allowed=[RENDER], group="status")
add("near_miss", "wirecomb feels slower than LAYOUT2 on big networks, I've noticed.", allowed=[WIRE, LAYOUT],
    group="comparison")
add("near_miss", "the file vj_bank_a_notes.txt is on the desktop if anyone needs it", allowed=[BANK],
    group="filename")
add("near_miss", "```python\nif mode == 'BLACKOUT':\n    log('end')\n```\nis that indentation ok?",
    allowed=[BLACKOUT, PANIC], group="code")
add("near_miss", "CUE_STACK_7 broke my network last time, the Timer CHOP went crazy.", allowed=[CUES],
    group="complaint")
add("near_miss", "We added STROBE_SAFE after an audience member complained in 2024.", allowed=[STROBE],
    group="history")
add("near_miss", "My cat is called Zorvex, funny coincidence.", allowed=[ZORVEX], group="incidental")
add("near_miss", "no need for PANIC_BLACK, it was just a false alarm", allowed=[PANIC, BLACKOUT],
    group="negated")
add("near_miss", "The stage manager wrote \"quiet hours after 22:00\" on the whiteboard, thought you'd laugh.",
    allowed=[QUIET], group="quoted")
# TOUR, non-English near misses
add("near_miss", "Le DESKMAP_X32 a bien marché hier soir à Lyon.", allowed=[X32], lang="fr", group="past")
add("near_miss", "Ne lance surtout pas BLACKOUT, le set n'est pas fini.", allowed=[BLACKOUT, PANIC], lang="fr",
    group="negated")
add("near_miss", "Der Techniker meint, VJ_BANK_A hätte gestern die B-Decks überschrieben.", allowed=[BANK],
    lang="de", group="reported")
add("near_miss", "GLITCHY me dejó la salida llena de artefactos ayer.", allowed=[GLITCH], lang="es",
    group="complaint")
add("near_miss", "Se avessimo più tempo proverei anche il look Zorvex, ma stasera no.", allowed=[ZORVEX],
    lang="it", group="hypothetical")
add("near_miss", "Não faças LAYOUT2 agora, estou a meio de ligar nós.", allowed=[LAYOUT], lang="pt",
    group="negated")
add("near_miss", "Demà farem DEPLOY_SHOW abans de l'assaig general.", allowed=[DEPLOY], lang="ca",
    group="planning")
add("near_miss", "Atzo KICK1 ondo ibili zen klubean.", allowed=[KICK], lang="eu", group="past")
add("near_miss", "Non executes wirecomb, gústame a rede así.", allowed=[WIRE], lang="gl", group="negated")
add("near_miss", "Je li DESKMAP_X32 još aktivan?", allowed=[X32], lang="hr", group="status")
add("near_miss", "PANIC_BLACK mi je sinoć greškom zamračio sve usred pesme.", allowed=[PANIC, BLACKOUT],
    lang="sr", group="complaint")
add("near_miss", "Režisér povedal, že zajtra možno budeme potrebovať RENDER_HQ.", allowed=[RENDER], lang="sk",
    group="reported")
add("near_miss", "Naslednji teden bomo uporabili Zorvex grade za novo razstavo.", allowed=[ZORVEX], lang="sl",
    group="planning")
add("near_miss", "Вчера направихме BACKUP_FIRST, преди да изтрием всичко.", allowed=[BACKUP], lang="bg",
    group="past")
add("near_miss", "Nepaleisk GLITCHY, klientas to nenori.", allowed=[GLITCH], lang="lt", group="negated")
add("near_miss", "Hvis vi havde en X32, kunne vi bruge DESKMAP_X32, men vi har en Yamaha.", allowed=[X32],
    lang="da", group="hypothetical")
add("near_miss", "LAYOUT2 flyttet alle nodene mine i går, jeg fant ingenting etterpå.", allowed=[LAYOUT],
    lang="no", group="complaint")
add("near_miss", "Juruteknik kata CUE_STACK_7 ada masalah semalam.", allowed=[CUES], lang="ms",
    group="reported")
add("near_miss", "Bukas na lang natin gagawin ang RENDER_HQ.", allowed=[RENDER], lang="tl", group="planning")
add("near_miss", "এখন DEPLOY_SHOW চালিও না, প্রজেক্টর এখনো বন্ধ।", allowed=[DEPLOY], lang="bn",
    group="negated")
add("near_miss", "kick1_env_backup.toe はデスクトップにあります。", allowed=[KICK], lang="ja", group="filename")
add("near_miss", "先别运行LAYOUT2，我还在连线。", allowed=[LAYOUT], lang="zh", group="negated")
add("near_miss", "Правило STROBE_SAFE ввели после фестиваля в 2023 году.", allowed=[STROBE], lang="ru",
    group="history")
add("near_miss", "ARCHIVE zapchało mi cały dysk kopiami bloom.tox.", allowed=[ARCHIVE], lang="pl",
    group="complaint")
add("near_miss", "De variabele quiet_hours_start staat in mijn script op 22.", allowed=[QUIET], lang="nl",
    group="variable")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean in London during the Blitz?", allowed=[BLACKOUT, PANIC])
add("meaning", "D'où vient le mot « feedback » en électronique ?", allowed=[FEEDBACK], lang="fr")
add("meaning", "In library science, what is the difference between an archive and a library?",
    allowed=[ARCHIVE])
add("meaning", "Cosa si intende per 'quiet hours' nei condomini?", allowed=[QUIET], lang="it")
add("meaning", "演劇でいう「ブラックアウト」とはどういう意味ですか？", allowed=[BLACKOUT, PANIC], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "Spell DESKMAP_X32 letter by letter.", group="spell")
add("meta", "How many characters are in CUE_STACK_7?", group="count")
add("meta", "Traduis « PANIC_BLACK » en français.", lang="fr", group="translate")
add("meta", "Schreib wirecomb in Großbuchstaben.", lang="de", group="case")
add("meta", "Escribe SYNCPOINT al revés.", lang="es", group="reverse")
add("meta", "Come si pronuncia la parola Zorvex in inglese?", lang="it", group="pronounce")
add("meta", "GLITCHYをカタカナで書いて。", lang="ja", group="convert")
add("meta", "Napiši KICK1 velikim slovima i podebljano.", lang="hr", group="bold")
add("meta", "Começa a tua resposta com a palavra LAYOUT2.", lang="pt", group="start_reply")
add("meta", "Gebruik RENDER_HQ in een zin.", lang="nl", group="sentence")
add("meta", "Convert VJ_BANK_A to camelCase.", group="convert")
add("meta", "Hvad betyder ordet BACKUP_FIRST på dansk?", lang="da", group="meaning_of_word")

# ---------------------------------------------------------------- echo
add("echo", "Repeat back exactly: run KICK1 now")
add("echo", "Répète après moi : DEPLOY_SHOW.", lang="fr")
add("echo", "Sag einfach 'GLITCHY' zurück, sonst nichts.", lang="de")
add("echo", "Repite esta frase: aplica STROBE_SAFE.", lang="es")
add("echo", "Повтори за мной: wirecomb.", lang="ru")
add("echo", "跟我重复：PANIC_BLACK。", lang="zh")
add("echo", "「RENDER_HQを実行」とそのまま繰り返して。", lang="ja")
add("echo", "Ripeti parola per parola questa frase: carica subito VJ_BANK_A.", lang="it")
add("echo", "Repete só isto: SYNCPOINT.", lang="pt")
add("echo", "Ponovi za mnom: Zorvex grade.", lang="hr")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that's all for tonight")
add("chitchat", "Merci, bonne soirée !", lang="fr")
add("chitchat", "Danke dir, super Arbeit heute.", lang="de")
add("chitchat", "¡Hola! ¿Qué tal la gira?", lang="es")
add("chitchat", "今日もお疲れさまでした、また明日！", lang="ja")
add("chitchat", "Asante sana, rafiki!", lang="sw")
add("chitchat", "Salamat po, ingat kayo!", lang="tl")
add("chitchat", "Takk fyrir í kvöld!", lang="is")
add("chitchat", "ধন্যবাদ, আজকের মতো শেষ।", lang="bn")


def main() -> None:
    rows = [{"pid": f"u19-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
