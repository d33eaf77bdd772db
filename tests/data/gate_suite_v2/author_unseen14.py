"""Hand-written source of prompts_unseen14.jsonl: a blind suite by an independent evaluator (gateeval14).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these
prompts. About half the prompts are in English and half in other languages. Run this file to
regenerate prompts_unseen14.jsonl byte for byte.

Personas (kept here only, never in the rows):
  CREW  - festival installation crew lead typing on a phone between jobs
  CHOR  - choreographer's assistant in rehearsal, describing what the dancers need
  ARCH  - architect projection-mapping a facade, long careful paragraphs
  TEACH - high-school teacher running a workshop, explaining to students while asking
  DJ    - DJ's visual partner in a loud club, typing fragments
  MIX   - code-switchers mixing their language with English TouchDesigner words
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen14.jsonl")
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
VJ = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
TRAILS = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "KICK1 ...", [KICK], [STROBE], group="bare")  # DJ
add("invoke", "Tu peux me faire le KICK1 sur la sortie principale stp ?", [KICK], [STROBE], lang="fr",
    group="polite")  # MIX
add("invoke", "kick1 pls. now. drop in 30s", [KICK], [STROBE], group="lowercase")  # DJ
add("invoke", "KICK1を実行してください。", [KICK], [STROBE], lang="ja", group="polite")
# LAYOUT2
add("invoke", "The network for the facade has grown over three weeks of site visits and I can no longer "
    "follow it. Before I hand it to the client's technician tomorrow, please run LAYOUT2 on /project1/facade "
    "so that it reads cleanly; nothing should be rewired.", [LAYOUT], group="mid_message")  # ARCH
add("invoke", "Bitte wende LAYOUT2 jetzt auf mein Fassaden-Netzwerk an.", [LAYOUT], lang="de", group="imperative")
add("invoke", "L A Y O U T 2 on this network please", [LAYOUT], group="spaces")
add("invoke", "Odpal LAYOUT2, ta sieć to jakiś chaos.", [LAYOUT], lang="pl", group="imperative")  # MIX
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to everything that blinks in the club scene.", [STROBE], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "Aplica la regla STROBE_SAFE a los destellos del segundo acto, por favor.", [STROBE],
    ["rcp_strobe_flash"], lang="es", group="rule")
add("invoke", "Okay class, watch how I ask it to keep us safe. Copilot, please enforce STROBE_SAFE on the LFO "
    "flash we just built so nobody in the audience gets hurt.", [STROBE], ["rcp_strobe_flash"],
    group="polite")  # TEACH
# BACKUP_FIRST
add("invoke", "follow BACKUP_FIRST and then delete the old test chain in /project1/sandbox", [BACKUP],
    group="rule")
add("invoke", "Segui la regola BACKUP_FIRST e poi cancella noise1.", [BACKUP], lang="it", group="rule")
add("invoke", "backup first rule then clear out the unused operators in stage period", [BACKUP],
    group="voice")
add("invoke", "BACKUP_FIRST toepassen, daarna de oude moviein nodes weggooien.", [BACKUP], lang="nl",
    group="name_first")  # MIX
# DEPLOY_SHOW
add("invoke", "gates open 18:00. DEPLOY_SHOW now", [DEPLOY], ["ref_perform_window"], group="terse")  # CREW
add("invoke", "Executa o DEPLOY_SHOW, por favor, o público já está a entrar.", [DEPLOY], ["ref_perform_window"],
    lang="pt", group="polite")
add("invoke", "- [x] projectors warmed up\n- [x] audio check\n- [ ] DEPLOY_SHOW  <- do this one now",
    [DEPLOY], ["ref_perform_window"], group="checklist")  # CREW
add("invoke", "DEPLOY_SHOW 진행해 주세요.", [DEPLOY], ["ref_perform_window"], lang="ko", group="polite")
add("invoke", "Saat 19:00 oldu, DEPLOY_SHOW başlat.", [DEPLOY], ["ref_perform_window"], lang="tr",
    group="timed")
# VJ_BANK_A
add("invoke", "VJ_BANK_A'yı yükle, B destesine dokunma.", [VJ], lang="tr", group="imperative")  # MIX
add("invoke", "/vj_bank_a", [VJ], group="slash_command")  # DJ
add("invoke", "Загрузи VJ_BANK_A в деки, пожалуйста.", [VJ], lang="ru", group="polite")
# PANIC_BLACK
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨 !!", [PANIC], [BLACK], group="emoji")  # DJ
add("invoke", "PANIC_BLACK! Sofort!", [PANIC], [BLACK], lang="de", group="emergency")
add("invoke", "someone just walked in front of projector 2 mid-show, panic, kill the output NOW", [PANIC],
    [BLACK], group="emergency")  # CREW
add("invoke", "紧急！PANIC_BLACK，马上！", [PANIC], [BLACK], lang="zh", group="emergency")
add("invoke", "Yes, go ahead with PANIC_BLACK.", [PANIC], [BLACK], group="consent")
# GLITCHY
add("invoke", "run GLITCHY on the TOP I have selected in /project1/fx", [GLITCH], group="imperative")
add("invoke", "mete el GLITCHY después del moviein que tengo seleccionado", [GLITCH], lang="es",
    group="name_as_verb")  # MIX
add("invoke", "glichy on sel top pls", [GLITCH], group="typo")  # DJ
add("invoke", "कृपया चुने हुए TOP पर GLITCHY चलाओ।", [GLITCH], lang="hi", group="polite")
# DESKMAP_X32
add("invoke", "Could you set up DESKMAP_X32 for tonight's band?", [X32], ["ref_osc_in_chop"], group="polite")
add("invoke", "Lance DESKMAP_X32, l'ingé son vient de brancher la console.", [X32], ["ref_osc_in_chop"],
    lang="fr", group="imperative")
add("invoke", "okay um desk map x thirty two for the band please", [X32], ["ref_osc_in_chop"], group="voice")
add("invoke", "Kör DESKMAP_X32 innan soundcheck.", [X32], ["ref_osc_in_chop"], lang="sv", group="imperative")
# RENDER_HQ
add("invoke", "RENDER_HQ please, the client wants the file tonight", [RENDER], ["ref_movie_file_out"],
    group="name_first")  # ARCH
add("invoke", "RENDER_HQでオフラインレンダーお願い", [RENDER], ["ref_movie_file_out"], lang="ja",
    group="name_first")  # MIX
add("invoke", "Movie File Out TOP rec1: Warning: dropped 14 frames while recording\nugh. ok, do it properly: "
    "RENDER_HQ", [RENDER], ["ref_movie_file_out"], group="log_paste")
add("invoke", "Зроби RENDER_HQ, будь ласка.", [RENDER], ["ref_movie_file_out"], lang="uk", group="polite")
# Naming rule N1
add("invoke", "Use naming rule N1 for everything you create in this session.", [N1], group="rule")
add("invoke", "Halte dich bei den neuen Operatoren an die Namensregel N1.", [N1], lang="de", group="rule")
add("invoke", "Students, notice how I tell it which names to use. Copilot, build a noise background and "
    "name every operator per rule N1.", [N1], group="rule")  # TEACH
# FEEDBACK trail settings
add("invoke", "trails my way for the club set. go", [TRAILS], ["ref_feedback_top", "rcp_feedback_tunnel"],
    group="title_words")  # DJ
add("invoke", "Fais-moi les trails à ma façon pour le club, avec mes réglages FEEDBACK habituels.", [TRAILS],
    ["ref_feedback_top", "rcp_feedback_tunnel"], lang="fr", group="common_word")  # MIX
add("invoke", "Apply my FEEDBACK trail settings for the club visuals to the current source.", [TRAILS],
    ["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
# BLACKOUT
add("invoke", "that's the last track, BLACKOUT", [BLACK], [PANIC], group="end_set")  # DJ
add("invoke", "Se acabó el set, ejecuta BLACKOUT.", [BLACK], [PANIC], lang="es", group="end_set")
add("invoke", "Set sudah selesai, jalankan BLACKOUT ya.", [BLACK], [PANIC], lang="id", group="end_set")
# wirecomb
add("invoke", "wirecomb this mess in the kick network", [COMB], group="name_as_verb")
add("invoke", "Puoi fare un wirecomb della rete? I fili si incrociano dappertutto.", [COMB], lang="it",
    group="polite")
add("invoke", "the wires in /project1/fx are spaghetti, wirecomb please", [COMB], group="trailing")
add("invoke", "Chạy wirecomb cho network này giúp mình.", [COMB], lang="vi", group="imperative")  # MIX
# CUE_STACK_7
add("invoke", "Mateo wants the cues ready for the run-through, build CUE_STACK_7 now.", [CUES],
    ["fact_dance_piece", "ref_timer_chop"], group="trailing")  # CHOR
add("invoke", "תבנה את CUE_STACK_7 בבקשה, החזרה מתחילה בעוד עשר דקות.", [CUES],
    ["fact_dance_piece", "ref_timer_chop"], lang="he", group="timed")
add("invoke", "cue stack seven build it", [CUES], ["fact_dance_piece", "ref_timer_chop"], group="voice")
add("invoke", "Zbuduj CUE_STACK_7 dla spektaklu tanecznego.", [CUES], ["fact_dance_piece", "ref_timer_chop"],
    lang="pl", group="imperative")
# SYNCPOINT
add("invoke", "Priya says the console is up, so go ahead with SYNCPOINT.", [SYNC], ["fact_lx_console"],
    group="conditional")
add("invoke", "من فضلك شغّل SYNCPOINT قبل العرض.", [SYNC], ["fact_lx_console"], lang="ar", group="polite")
add("invoke", "Doe even SYNCPOINT met de lichttafel.", [SYNC], ["fact_lx_console"], lang="nl",
    group="imperative")
# ARCHIVE rule
add("invoke", "Follow the ARCHIVE rule, then raise the threshold inside bloom.tox to 0.7.", [ARCHIVE],
    group="rule")
add("invoke", "ARCHIVE-Regel anwenden und dann im externen glow.tox die Farbe ändern.", [ARCHIVE], lang="de",
    group="rule")  # MIX
add("invoke", "keep a numbered copy of lensflare.tox like the ARCHIVE rule says, then rebuild its inside",
    [ARCHIVE], group="title_words")
# Zorvex grade
add("invoke", "give the last composite our Zorvex look before the client arrives", [ZORVEX], group="title_words")
add("invoke", "最終コンポジットにZorvexグレードをかけて。", [ZORVEX], lang="ja", group="imperative")
add("invoke", "zorvx grade on the output pls", [ZORVEX], group="typo")
add("invoke", "Zorvex grade 적용해줘, 클라이언트가 곧 와.", [ZORVEX], lang="ko", group="name_first")  # MIX
# Quiet hours
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the master out", [QUIET],
    group="conditional")  # CREW
add("invoke", "Il est 22h45 au site au bord de la rivière : applique la règle des heures calmes.", [QUIET],
    lang="fr", group="conditional")
add("invoke", "Enforce the riverside quiet hours rule now, the neighbours already called.", [QUIET],
    group="rule")

# ---------------------------------------------------------------- invoke (several, corrections, mixed)
add("invoke", "KICK1 then GLITCHY on the result", [KICK, GLITCH], [STROBE], group="multi")  # DJ
add("invoke", "run GLITCHY, no wait, not GLITCHY, do the Zorvex grade instead", [ZORVEX], [GLITCH],
    group="correction")
add("invoke", "VJ_BANK_A, then DESKMAP_X32 so the faders work", [VJ, X32], ["ref_osc_in_chop"], group="multi")
add("invoke", "Erst LAYOUT2, dann wirecomb.", [LAYOUT, COMB], lang="de", group="multi")
add("invoke", "Haz DEPLOY_SHOW y después SYNCPOINT con la consola.", [DEPLOY, SYNC], ["fact_lx_console"],
    lang="es", group="multi")
add("invoke", "Pre-show:\n1. SYNCPOINT\n2. CUE_STACK_7\n3. DEPLOY_SHOW\nrun all three in that order",
    [SYNC, CUES, DEPLOY], ["fact_lx_console", "fact_dance_piece"], group="markdown")  # CHOR
add("invoke", "按BACKUP_FIRST删掉noise1，然后按N1规则新建一个背景噪声。", [BACKUP, N1], lang="zh", group="multi")
add("invoke", "doors in five: RENDER_HQ is done, so now DEPLOY_SHOW", [DEPLOY], [RENDER, "ref_perform_window"],
    group="mixed_negation")  # CREW
add("invoke", "Сделай KICK1 и соблюдай STROBE_SAFE.", [KICK, STROBE], lang="ru", group="multi")
add("invoke", "faz o wirecomb e aplica o Zorvex no final", [COMB, ZORVEX], lang="pt", group="multi")  # MIX

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which OSC address filter does DESKMAP_X32 use, and how often does it send /xremote?", [X32])
add("ask_content", "What threshold and release does KICK1 put on the Trigger CHOP?", [KICK])
add("ask_content", "In DEPLOY_SHOW, which step comes right after the error check?", [DEPLOY])  # CREW
add("ask_content", "what does the wirecomb macro do when one output fans out to lots of inputs?", [COMB])
add("ask_content", "Remind me what BLACKOUT does with the audio.", [BLACK])
add("ask_content", "Quelle adresse IP et quel port utilise SYNCPOINT pour le ping ?", [SYNC], lang="fr")
add("ask_content", "Welche Ordner und Dateinamen verlangt BACKUP_FIRST für die Sicherung?", [BACKUP], lang="de")
add("ask_content", "¿Qué codec y resolución usa RENDER_HQ?", [RENDER], lang="es")
add("ask_content", "CUE_STACK_7のテーブルにはどんな列がありますか？", [CUES], lang="ja")
add("ask_content", "Zorvex调色里绿色的饱和度降低多少？", [ZORVEX], lang="zh")
add("ask_content", "Cosa dice esattamente la regola STROBE_SAFE sul limite di lampeggi?", [STROBE], lang="it")

# ---------------------------------------------------------------- bears (a rule applies, unnamed)
add("bears", "delete noise1 and level3, they're unused", [BACKUP], group="delete")  # DJ
add("bears", "make the white flash strobe at 10 Hz on the drop, tempo-synced", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "23:40 at the riverside gig and the promoter wants more sub, push the master to -8 dBFS", [QUIET],
    group="venue_late")  # CREW
add("bears", "Ändere im extern gespeicherten bloom.tox die Intensität auf 0.5.", [ARCHIVE], lang="de",
    group="external_tox")
add("bears", "Créame un Noise TOP y un Level TOP para el fondo.", [N1], lang="es", group="create")
add("bears", "Vide complètement le réseau /project1/test, on n'en a plus besoin.", [BACKUP], lang="fr",
    group="delete")
add("bears", "サビでストロボを毎秒12回点滅させて。", [STROBE], ["rcp_strobe_flash"], lang="ja", group="strobe")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "make the picture pump with the bass drum on the main output", [KICK], [STROBE,
    "ref_audio_analysis"])  # DJ
add("paraphrase", "Could you measure the ping time to the grandMA, shift our timeline by half of the round "
    "trip, and repeat that three times keeping the median?", [SYNC], ["fact_lx_console"])  # ARCH
add("paraphrase", "Hook the sound engineer's Behringer up so its faders 1 to 8 drive my layer opacities",
    [X32], ["ref_osc_in_chop"])
add("paraphrase", "build the timed scene sequence for Mateo's Tidewater show from his sheet", [CUES],
    ["fact_dance_piece", "ref_timer_chop"])  # CHOR
add("paraphrase", "Mets les huit vidéos du dossier A dans les lecteurs de gauche et pousse le crossfader du "
    "côté A.", [VJ], lang="fr")
add("paraphrase", "bounce frames 1 to 3600 to a HAP Q movie without dropping a single frame, and put realtime "
    "back after", [RENDER], ["ref_movie_file_out", "ref_hap_codecs"])

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "which UDP port does the stagepad tablet send to?", ["fact_stagepad_ports"], group="fact")
add("question", "For the Lumen Hall facade test I need the exact size in pixels of the output window across the "
    "three projectors, overlaps included. What should I set?", ["fact_lumen_hall_raster"],
    group="fact")  # ARCH
add("question", "Welche Puffergröße nutzen wir auf RIG-B für das Audio?", ["fact_audio_buffer"], lang="de",
    group="fact")
add("question", "¿Qué colores puedo usar en los degradados de Aurora?", ["fact_aurora_palette"], lang="es",
    group="fact")
add("question", "show went weird around 22:00, where do I look for the error log?", ["fact_show_log"],
    group="fact")  # CREW
add("question", "my trails never fade to black in the feedback loop, why?", ["ref_pixel_formats"],
    ["ref_feedback_top", "rcp_feedback_tunnel", TRAILS], group="common_word")
add("task", "Comment passer une valeur float dans un shader GLSL TOP ?", ["ref_glsl_uniforms"], lang="fr",
    group="reference")  # MIX
add("question", "Nebula 설치 작품은 몇 fps로 돌아가?", ["fact_nebula_fps"], lang="ko", group="fact")
add("question", "The students ask how to draw ten thousand cubes without killing the GPU. What is the cheapest "
    "way?", ["ref_instancing"], group="reference")  # TEACH
# built-in knowledge indexed
add("task", "How do I open the Textport and print a value from a script?", ["td_textport"], builtin=True,
    group="builtin_only")  # TEACH
add("question", "what's the difference between a DAT Execute DAT and an Execute DAT?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("task", "Wie speichere ich Python-Werte dauerhaft auf einem COMP?", ["td_storage"], lang="de", builtin=True,
    group="builtin_only")
add("question", "bypass flag vs lock flag, what's the difference?", ["td_operator_flags"], builtin=True,
    group="builtin_only")  # DJ
add("task", "コンポーネントにカスタムパラメータを追加する方法は？", ["td_custom_parameters"], lang="ja",
    builtin=True, group="builtin_only")
add("task", "how do I receive a websocket feed in TD?", ["td_network_protocols_dats"], builtin=True,
    group="builtin_only")
add("question", "¿Por qué mi operador no se cocina si nadie lo está mirando?", ["td_cooking_pull_model"],
    lang="es", builtin=True, group="builtin_only")
add("question", "how does the Replicator COMP make one button per table row?", ["td_replicator_comp"],
    ["ref_replicator"], builtin=True, group="builtin_compete")  # TEACH
add("task", "Como funciona uma extensão Python num componente?", ["td_extensions"], ["fact_ext_conventions"],
    lang="pt", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get a Leap Motion working in TD 2023?", group="far")
add("unanswerable", "how much does a TouchDesigner Commercial licence cost per year?", group="far")
add("unanswerable", "Is there a way to run TouchDesigner natively on Linux?", group="far")
add("unanswerable", "How do I set up the Bullet Solver COMP for rigid body collisions?", group="near")
add("unanswerable", "how do i install numpy into TD's python", group="near")
add("unanswerable", "Ableton Link CHOP: how do I make it follow Live's tempo?", group="near")  # DJ
add("unanswerable", "Comment recevoir un flux Spout depuis Resolume ?", lang="fr", group="near")
add("unanswerable", "Wie liest man die Tiefendaten einer ZED-Kamera in TouchDesigner?", lang="de", group="near")
add("unanswerable", "¿Cómo se usa el Substance TOP con materiales .sbsar?", lang="es", group="far")
add("unanswerable", "Как подключить Stream Deck к TouchDesigner?", lang="ru", group="far")
add("unanswerable", "怎么用Web Render TOP显示一个网页？", lang="zh", group="near")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "don't run KICK1, I just want to look at the audio levels", allowed=[KICK, "ref_audio_analysis"],
    group="negated")  # DJ
add("near_miss", "DEPLOY_SHOW ran fine last night, the crowd loved it", allowed=[DEPLOY], group="past")  # CREW
add("near_miss", "we'll do the Zorvex grade tomorrow once the client signs off", allowed=[ZORVEX],
    group="planning")  # ARCH
add("near_miss", "Priya said SYNCPOINT was too slow on the last tour", allowed=[SYNC, "fact_lx_console"],
    group="reported")
add("near_miss", "is VJ_BANK_A already loaded or not? just check, don't reload", allowed=[VJ], group="status")
add("near_miss", "if we ever moved to a Yamaha desk, DESKMAP_X32 would be useless, right?", allowed=[X32],
    group="hypothetical")
add("near_miss", "honestly I like wirecomb more than LAYOUT2", allowed=[COMB, LAYOUT], group="comparison")
add("near_miss", "I saved the project as render_hq_test.toe, is that a bad file name?", allowed=[RENDER],
    group="filename")
add("near_miss", "my Text DAT has a variable called cue_stack7_rows, rename it to cue_rows everywhere",
    allowed=[CUES], group="variable")
add("near_miss", "```\n# STROBE_SAFE checked by hand 12/03\n    lfo1.par.frequency = 2\n```\njust fix the "
    "indentation of this snippet", allowed=[STROBE], group="code")
add("near_miss", "the stage manager's sheet literally says \"LAYOUT2 (optional)\" next to act 2, no idea why",
    allowed=[LAYOUT], group="quoted")  # CHOR
add("near_miss", "GLITCHY broke my network yesterday, everything went red", allowed=[GLITCH],
    group="complaint")
add("near_miss", "no BLACKOUT yet, the encore is coming", allowed=[BLACK, PANIC], group="negated")  # DJ
add("near_miss", "the quiet hours at the riverside venue are why we moved the party indoors lol",
    allowed=[QUIET], group="incidental")  # CREW
add("near_miss", "those FEEDBACK trail settings from the club worked really well on Saturday", allowed=[TRAILS],
    group="past")  # DJ
add("near_miss", "we're not doing RENDER_HQ tonight, the realtime capture is good enough", allowed=[RENDER],
    group="negated")
add("near_miss", "Hier soir, KICK1 a parfaitement marché avec le DJ.", allowed=[KICK], lang="fr", group="past")
add("near_miss", "Surtout ne lance pas PANIC_BLACK, c'était une fausse alerte.", allowed=[PANIC, BLACK],
    lang="fr", group="negated")
add("near_miss", "Morgen früh machen wir DESKMAP_X32, heute nicht mehr.", allowed=[X32], lang="de",
    group="planning")
add("near_miss", "wirecomb hat mir gestern lauter Nulls reingesetzt, nervig.", allowed=[COMB], lang="de",
    group="complaint")  # MIX
add("near_miss", "Mateo dice que CUE_STACK_7 tiene un cue de más.", allowed=[CUES], lang="es",
    group="reported")  # CHOR
add("near_miss", "¿Ya se ejecutó DEPLOY_SHOW en el RIG-B?", allowed=[DEPLOY], lang="es", group="status")
add("near_miss", "Non applicare ancora lo Zorvex, il cliente deve decidere.", allowed=[ZORVEX], lang="it",
    group="negated")
add("near_miss", "O RENDER_HQ de ontem demorou duas horas.", allowed=[RENDER], lang="pt", group="past")
add("near_miss", "Volgende week gaan we VJ_BANK_A opnieuw vullen met nieuwe clips.", allowed=[VJ], lang="nl",
    group="planning")
add("near_miss", "GLITCHY zepsuł mi kolory na wyjściu, wszystko jest różowe.", allowed=[GLITCH], lang="pl",
    group="complaint")
add("near_miss", "SYNCPOINT вчера не получил ответа от пульта.", allowed=[SYNC], lang="ru", group="past")
add("near_miss", "Не запускай BLACKOUT, ще буде біс.", allowed=[BLACK, PANIC], lang="uk", group="negated")
add("near_miss", "照明のプリヤさんが、LAYOUT2はもう使わないと言っていました。", allowed=[LAYOUT], lang="ja",
    group="reported")
add("near_miss", "KICK1现在还开着吗？", allowed=[KICK], lang="zh", group="status")
add("near_miss", "만약 BACKUP_FIRST가 없었다면 어제 파일을 다 잃었을 거야.", allowed=[BACKUP], lang="ko",
    group="hypothetical")
add("near_miss", "Dosyanın adı strobe_safe_v2.toe, bunu değiştirmem gerekir mi?", allowed=[STROBE], lang="tr",
    group="filename")
add("near_miss", "Vi började använda ARCHIVE-regeln efter att bloom.tox gick sönder förra året.",
    allowed=[ARCHIVE], lang="sv", group="history")
add("near_miss", "कल हम quiet hours वाले नियम पर बात करेंगे।", allowed=[QUIET], lang="hi", group="planning")  # MIX
add("near_miss", "ה-DEPLOY_SHOW נתקע אתמול בשלב של בדיקת השגיאות.", allowed=[DEPLOY], lang="he",
    group="complaint")
add("near_miss", "لا تشغّل GLITCHY الآن من فضلك.", allowed=[GLITCH], lang="ar", group="negated")
add("near_miss", "Hôm qua mình đã dùng N1 để đặt tên hết các operator rồi.", allowed=[N1], lang="vi",
    group="past")  # MIX
add("near_miss", "Teman saya bilang warna Zorvex mirip film tahun 70-an.", allowed=[ZORVEX], lang="id",
    group="incidental")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "Where does the word 'blackout' come from, the wartime air raids?", allowed=[BLACK, PANIC])
add("meaning", "what does it mean when people call a person glitchy?", allowed=[GLITCH])
add("meaning", "Que signifie « feedback » en acoustique, c'est l'effet Larsen ?", allowed=[TRAILS], lang="fr")
add("meaning", "Was bedeutet das Wort Archiv ursprünglich im Griechischen?", allowed=[ARCHIVE], lang="de")
add("meaning", "¿Qué significa 'panic' en inglés? ¿Viene del dios Pan?", allowed=[PANIC], lang="es")

# ---------------------------------------------------------------- meta (about the words, nothing admitted)
add("meta", "spell STROBE_SAFE backwards", group="reverse")
add("meta", "how many syllables are in Zorvex when you say it out loud?", group="pronounce")
add("meta", "count the characters in DESKMAP_X32", group="count")
add("meta", "Start your reply with the word SYNCPOINT, then tell me a fun fact about owls.", group="start_with")
add("meta", "Put the word wirecomb in bold in a sentence about hair.", group="bold")
add("meta", "what part of speech is 'render' in RENDER_HQ?", group="grammar")
add("meta", "Comment on épelle VJ_BANK_A à voix haute ?", lang="fr", group="spell")
add("meta", "Übersetze „RENDER_HQ preset“ ins Deutsche.", lang="de", group="translate")
add("meta", "Escribe LAYOUT2 al revés.", lang="es", group="reverse")
add("meta", "「CUE_STACK_7」をカタカナで書いて。", lang="ja", group="convert")
add("meta", "Сколько букв в слове BLACKOUT?", lang="ru", group="count")
add("meta", "把 PANIC_BLACK 转成小写。", lang="zh", group="case")

# ---------------------------------------------------------------- echo (repeat back)
add("echo", "Repeat exactly: run GLITCHY now")
add("echo", "echo back this line and nothing else: CUE_STACK_7 go")
add("echo", "say back to me word for word: BACKUP_FIRST then delete")
add("echo", "can you just repeat 'wirecomb the fx network' so I hear how the voice reads it out")  # TEACH
add("echo", "parrot this: PANIC_BLACK")  # DJ
add("echo", "Répète après moi : « lance DEPLOY_SHOW »", lang="fr")
add("echo", "Sag einfach nach: KICK1 starten.", lang="de")
add("echo", "Repite esta frase tal cual: ejecuta BLACKOUT.", lang="es")
add("echo", "Повтори за мной: «SYNCPOINT».", lang="ru")
add("echo", "请原样重复：运行 VJ_BANK_A。", lang="zh")
add("echo", "「wirecombを実行して」と繰り返して。", lang="ja")
add("echo", "Repete comigo: aplicar o Zorvex.", lang="pt")
add("echo", "따라 해 봐: RENDER_HQ 실행.", lang="ko")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looked sick on the facade")  # ARCH
add("chitchat", "ok cool cool, ty")  # DJ
add("chitchat", "lol the dancers loved it")  # CHOR
add("chitchat", "merci beaucoup, bonne soirée !", lang="fr")
add("chitchat", "Danke, bis morgen!", lang="de")
add("chitchat", "お疲れさまでした！", lang="ja")
add("chitchat", "谢谢，一切正常。", lang="zh")
add("chitchat", "спасибо огромное, теперь всё работает как надо", lang="ru")


def main() -> None:
    rows = [{"pid": f"u14-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
