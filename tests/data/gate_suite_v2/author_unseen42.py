"""Hand-written source of prompts_unseen42.jsonl: a blind suite by an independent evaluator (gateeval42).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen42.jsonl byte for byte.

Personas: a friendly crew on a long build day (greetings, coffee, thanks, jokes, short requests in
their own languages, with English TouchDesigner words), students in a workshop asking how things work,
and a producer relaying decisions and deadlines. About 60 % of the prompts are not in English; the
suite leans to recall (questions, bears, paraphrases, unanswerable questions) and to small talk.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen42.jsonl")
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
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (crew, producer, students)
# KICK1
add("invoke", "Tu peux lancer KICK1 sur la sortie principale quand tu as deux minutes ?", [KICK], [STROBE], lang="fr", group="polite")
add("invoke", "KICK1をお願いします。DJミキサーの音に合わせて。", [KICK], [STROBE, "fact_studio_audio"], lang="ja",
    group="name_first")
add("invoke", "okay so uh run kick one the kick reactive flash thing on the main out", [KICK], [STROBE], group="voice")
# LAYOUT2
add("invoke", "layout2 this spaghetti pls, producer walks in at 4", [LAYOUT], group="lowercase")
add("invoke", "Bitte LAYOUT2 auf das Netzwerk in /project1/fx anwenden, danke dir.", [LAYOUT], lang="de", group="polite")
add("invoke", "LAYOUT2 ahora, que el productor viene a ver la red en diez minutos.", [LAYOUT], lang="es",
    group="name_first")
add("invoke", "run LAYUOT2 on /project1/fx", [LAYOUT], group="typo")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the strobe I just built in /project1/fx.", [STROBE], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "Aplica a regra STROBE_SAFE ao flash do refrão, por favor.", [STROBE], ["rcp_strobe_flash"], lang="pt",
    group="rule")
add("invoke", "请对现在所有的闪烁效果执行 STROBE_SAFE 规则。", [STROBE], ["rcp_strobe_flash"], lang="zh", group="rule")
# BACKUP_FIRST
add("invoke", "BACKUP_FIRST on /project1/scene2, I'm about to gut it.", [BACKUP], group="name_first")
add("invoke", "Esegui BACKUP_FIRST su /project1/scene2 prima che la ripulisca.", [BACKUP], lang="it",
    group="imperative")
add("invoke", "BACKUP_FIRST 실행해 줘. 그다음에 noise2 지울 거야.", [BACKUP], lang="ko", group="imperative")
# DEPLOY_SHOW
add("invoke", "/deploy_show --tonight", [DEPLOY], group="slash_command")
add("invoke", "okay computer deploy underscore show now please", [DEPLOY], group="voice")
add("invoke", "Запусти DEPLOY_SHOW, через час открываем двери.", [DEPLOY], lang="ru", group="imperative")
add("invoke", "DEPLOY_SHOW graag, de zaal gaat om acht uur open.", [DEPLOY], lang="nl", group="polite")
# VJ_BANK_A
add("invoke", "Carga VJ_BANK_A en los decks, porfa.", [BANK], lang="es", group="polite")
add("invoke", "Załaduj VJ_BANK_A do decków, zaczynamy próbę.", [BANK], lang="pl", group="imperative")
add("invoke", "🎛️ VJ_BANK_A 🙏", [BANK], group="emoji")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW!!! wrong clip on the big screen", [PANIC], [BLACK], group="emergency")
add("invoke", "PANIC_BLACK! Sofort, der Beamer zeigt den Desktop!", [PANIC], [BLACK], lang="de", group="emergency")
add("invoke", "PANIC_BLACK çalıştır, hemen!", [PANIC], [BLACK], lang="tr", group="emergency")
add("invoke", "[ERROR] /project1/out/win1: source lost\n[WARN] projector 2 shows the Windows desktop\n"
    "-> PANIC_BLACK please", [PANIC], [BLACK], group="log_paste")
# GLITCHY
add("invoke", "run glitchy on the TOP i just selected, the one after the movie", [GLITCH], group="lowercase")
add("invoke", "Applique GLITCHY au TOP sélectionné.", [GLITCH], lang="fr", group="imperative")
add("invoke", "Kör GLITCHY på den valda TOPen.", [GLITCH], lang="sv", group="imperative")
add("invoke", "G L I T C H Y on moviein2, please", [GLITCH], group="spaces")
# DESKMAP_X32
add("invoke", "Sound guy just plugged the desk in: DESKMAP_X32.", [X32], group="trailing")
add("invoke", "DESKMAP_X32 を実行して。", [X32], lang="ja", group="imperative")
add("invoke", "Chạy DESKMAP_X32 giúp mình nhé.", [X32], lang="vi", group="polite")
add("invoke", "could you do deskmap x32 for us? the X32 is on the network now", [X32], group="spaces")
# RENDER_HQ
add("invoke", "ok so the client signed off, can you RENDER_HQ on rec1 and ping me when it's done", [RENDER],
    ["ref_movie_file_out"], group="mid_message")
add("invoke", "执行 RENDER_HQ，导出成片。", [RENDER], ["ref_movie_file_out"], lang="zh", group="imperative")
add("invoke", "Facciamo RENDER_HQ adesso, per favore.", [RENDER], ["ref_movie_file_out"], lang="it", group="polite")
add("invoke", "The producer needs the master file tonight, so go ahead with RENDER_HQ.", [RENDER],
    ["ref_movie_file_out"], group="consent")
# Naming rule N1
add("invoke", "apply naming rule N1 to everything you made in /project1/fx", [N1], group="rule")
add("invoke", "Wende die Namensregel N1 auf die neuen Operatoren an.", [N1], lang="de", group="rule")
add("invoke", "Aplica la regla de nombres N1 a lo que acabas de crear.", [N1], lang="es", group="rule")
# FEEDBACK (club trails)
add("invoke", "Build my FEEDBACK trails for the club visuals.", [FEED], ["ref_feedback_top"], group="common_word")
add("invoke", "Fais-moi mes trails FEEDBACK pour le club, comme d'habitude.", [FEED], ["ref_feedback_top"],
    lang="fr", group="common_word")
add("invoke", "Monta o meu FEEDBACK de trails para o set do clube.", [FEED], ["ref_feedback_top"], lang="pt",
    group="common_word")
add("invoke", "club set tonight, give me my trail settings for the club visuals", [FEED], ["ref_feedback_top"],
    group="title_words")
# BLACKOUT (end of set)
add("invoke", "That was the very last track of the night. BLACKOUT.", [BLACK], [PANIC], group="end_set")
add("invoke", "Se acabó el set: BLACKOUT, por favor.", [BLACK], [PANIC], lang="es", group="end_set")
add("invoke", "Сет закончен, делай BLACKOUT.", [BLACK], [PANIC], lang="ru", group="end_set")
add("invoke", "run the end-of-set blackout, we're done for tonight", [BLACK], [PANIC], group="title_words")
# wirecomb
add("invoke", "wirecomb.", [COMB], group="bare")
add("invoke", "wirecomb bitte, das Netzwerk ist ein einziges Chaos.", [COMB], lang="de", group="name_first")
add("invoke", "wirecombで配線を整えてください。", [COMB], lang="ja", group="name_as_verb")
add("invoke", "wire comb the fx network please", [COMB], group="spaces")
# CUE_STACK_7
add("invoke", "CUE_STACK_7 for tonight's Tidewater run", [CUES], ["fact_dance_piece"], group="name_first")
add("invoke", "Construis CUE_STACK_7 pour la pièce de danse.", [CUES], ["fact_dance_piece"], lang="fr",
    group="imperative")
add("invoke", "帮我跑一下 CUE_STACK_7。", [CUES], ["fact_dance_piece"], lang="zh", group="polite")
# SYNCPOINT
add("invoke", "SYNCPOINT before doors.", [SYNC], ["fact_lx_console"], group="timed")
add("invoke", "Haz el SYNCPOINT con la consola de luces.", [SYNC], ["fact_lx_console"], lang="es",
    group="imperative")
add("invoke", "SYNCPOINT 실행해 주세요.", [SYNC], ["fact_lx_console"], lang="ko", group="polite")
add("invoke", "do the lighting console handshake now, Priya is ready on her side", [SYNC], ["fact_lx_console"], group="title_words")
# ARCHIVE rule
add("invoke", "Follow the ARCHIVE rule on bloom.tox, then raise its threshold to 0.7.", [ARCH], group="rule")
add("invoke", "Applica la regola ARCHIVE a grade.tox prima di modificarlo.", [ARCH], lang="it", group="rule")
add("invoke", "Eerst de ARCHIVE-regel op particles.tox, daarna pas aanpassen.", [ARCH], lang="nl", group="rule")
# Zorvex grade
add("invoke", "Zorvex the final comp.", [ZORV], group="name_as_verb")
add("invoke", "Gib dem Master den Zorvex-Look.", [ZORV], lang="de", group="title_words")
add("invoke", "Nałóż Zorvex grade na wyjście.", [ZORV], lang="pl", group="imperative")
# Quiet hours
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the master level", [QUIET],
    group="conditional")
add("invoke", "Il est 22h30 au lieu au bord de la rivière : applique la règle des quiet hours.", [QUIET], lang="fr",
    group="conditional")
add("invoke", "Es ist 22:40 an der Riverside-Location, wende die Quiet-hours-Regel an.", [QUIET], lang="de",
    group="conditional")
# corrections, consent, timed, multi
add("invoke", "run GLITCHY on out1... no wait, scrap that, the Zorvex grade instead", [ZORV], [GLITCH],
    group="correction")
add("invoke", "- [ ] BACKUP_FIRST\n- [ ] LAYOUT2\n- [ ] wirecomb\nrun these in order", [BACKUP, LAYOUT, COMB],
    group="checklist")
add("invoke", "Primero SYNCPOINT y luego DEPLOY_SHOW.", [SYNC, DEPLOY], ["fact_lx_console"], lang="es",
    group="multi")
add("invoke", "VJ_BANK_A を読み込んでから GLITCHY をかけて。", [BANK, GLITCH], lang="ja", group="multi")
add("invoke", "KICK1 bauen und danach N1 auf alle neuen Operatoren anwenden.", [KICK, N1], [STROBE], lang="de",
    group="multi")
add("invoke", "Yes, go ahead with RENDER_HQ and then BLACKOUT.", [RENDER, BLACK], [PANIC, "ref_movie_file_out"],
    group="multi")
add("invoke", "CUE_STACK_7 puis DESKMAP_X32, merci.", [CUES, X32], ["fact_dance_piece"], lang="fr", group="multi")
add("invoke", "先执行 STROBE_SAFE 规则，然后运行 KICK1。", [STROBE, KICK], lang="zh", group="multi")
add("invoke", "Antes de mexer no bloom.tox aplica a regra ARCHIVE, e no fim o Zorvex grade na saída.", [ARCH, ZORV],
    lang="pt", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which OSC port does DESKMAP_X32 use, and how often does it send /xremote?", [X32], group="port")
add("ask_content", "Quel est le seuil du Trigger CHOP dans KICK1 ?", [KICK], lang="fr", group="value")
add("ask_content", "Was kommt bei DEPLOY_SHOW nach dem Fehlercheck?", [DEPLOY], lang="de", group="order")
add("ask_content", "¿Qué códec usa RENDER_HQ y cuántos frames graba?", [RENDER], lang="es", group="value")
add("ask_content", "SYNCPOINTはどのIPアドレスとポートに送信するの？", [SYNC], lang="ja", group="port")
add("ask_content", "What does BACKUP_FIRST say about where the .tox goes and how it's named?", [BACKUP],
    group="content")
add("ask_content", "Cosa fa esattamente PANIC_BLACK all'opacità e al master DMX?", [PANIC], lang="it",
    group="content")
add("ask_content", "Zorvex grade 里的 Level TOP 的 gamma 和 contrast 是多少？", [ZORV], lang="zh", group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete the unused level ops in /project1/old.", [BACKUP], group="delete")
add("bears", "Make the white strobe go 12 flashes a second on the drop.", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "It's 23:30 by the river and the crowd wants it louder, push the master up 6 dB.", [QUIET],
    group="venue_late")
add("bears", "Open the external bloom.tox and bump its threshold to 0.6.", [ARCH], group="external_tox")
add("bears", "Fais clignoter tout l'écran en blanc à 10 Hz pendant le refrain.", [STROBE], ["rcp_strobe_flash"],
    lang="fr", group="strobe")
add("bears", "Lösch bitte noise1 und die beiden Level-TOPs daneben.", [BACKUP], lang="de", group="delete")
add("bears", "Son las 23:15 en el local junto al río; sube el volumen general, que no se oye nada.", [QUIET],
    lang="es", group="venue_late")
add("bears", "外部保存されている particles.tox の中身を直したい。粒子の数を倍にして。", [ARCH], lang="ja",
    group="external_tox")
add("bears", "副歌的时候让整个画面每秒闪八次。", [STROBE], ["rcp_strobe_flash"], lang="zh", group="strobe")
add("bears", "Добавь новый Noise TOP для фона. Как его назвать?", [N1], ["ref_noise_top"], lang="ru",
    group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Make the picture pulse brighter every time the bass drum hits.", [KICK],
    [STROBE, "ref_audio_analysis"])
add("paraphrase", "Line up my patch: sources on the far left, processing stepping rightward in signal order, "
    "nulls last.", [LAYOUT])
add("paraphrase", "I need a flawless 1080p60 export of the piece, computed frame by frame, not live.", [RENDER],
    ["ref_movie_file_out"])
add("paraphrase", "my patch looks like spaghetti, make the cables neat so none of them pass behind nodes", [COMB])
add("paraphrase", "Prépare tout pour ce soir : copie versionnée du projet, vérification des erreurs, fenêtre de "
    "sortie sur l'écran 2 et mode Perform.", [DEPLOY], ["ref_perform_window"], lang="fr")
add("paraphrase", "Häng die Fader vom Behringer-Pult an die Deckkraft der Ebenen.", [X32], lang="de")
add("paraphrase", "Pon algo de corrupción digital, desplazamiento con ruido y separación RGB, detrás de la imagen "
    "que tengo seleccionada.", [GLITCH], lang="es")
add("paraphrase", "最終出力にうちのスタジオ定番の色味をのせて。LUTとフィルムっぽい粒子も。", [ZORV], lang="ja")
add("paraphrase", "Põe os oito players da esquerda a tocar os ficheiros da primeira pasta, em loop, com o "
    "crossfader todo à esquerda.", [BANK], lang="pt")
add("paraphrase", "为编舞 Mateo 的作品做那十二个场景切换的时间表。", [CUES], ["fact_dance_piece"], lang="zh")
add("paraphrase", "클럽 세트용으로 내 방식대로 잔상 효과 만들어 줘.", [FEED], ["ref_feedback_top"], lang="ko")

# ---------------------------------------------------------------- questions / tasks (corpus)
add("question", "What's the IP of the grandMA, and which universes does it output?", ["fact_lx_console"],
    group="fact")
add("question", "Quelle taille de buffer audio utilise-t-on sur RIG-B ?", ["fact_audio_buffer"], ["fact_rig_b"],
    lang="fr", group="fact")
add("question", "Wo liegen die Show-Medien auf dem Galerie-PC?", ["fact_media_drive"], lang="de", group="fact")
add("question", "¿En qué dirección DMX arranca la cuarta de las cabezas móviles?", ["fact_dmx_heads"], lang="es",
    group="fact")
add("question", "stagepadのタブレットはどのポートにOSCを送ってる？", ["fact_stagepad_ports"], ["ref_osc_in_chop"],
    lang="ja", group="fact")
add("question", "Nebula 装置的帧率是多少？", ["fact_nebula_fps"], lang="zh", group="fact")
add("task", "Fammi un gradiente per il lancio Aurora con i colori del brand.", ["fact_aurora_palette"], lang="it",
    group="fact")
add("question", "Como passo um valor float para um shader no GLSL TOP?", ["ref_glsl_uniforms"], lang="pt",
    group="reference")
add("question", "Tidewater 테크 리허설은 언제야?", ["fact_dance_piece"], lang="ko", group="fact")
add("question", "after the show, where do I look for the error log?", ["fact_show_log"], group="fact")
add("question", "Mijn Kinect Azure TOP krijgt geen beeld terwijl de Azure viewer openstaat. Hoe komt dat?",
    ["ref_kinect_azure"], lang="nl", group="reference")
add("question", "how do I use feedback to get smeary trails behind a moving shape?", ["ref_feedback_top"],
    [FEED, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "Отправь превью по NDI на второй компьютер в той же сети.", ["ref_ndi"], lang="ru", group="reference")

# ---------------------------------------------------------------- questions / tasks (built-in knowledge)
add("question", "What's the Textport and how do I open it?", ["td_textport"], group="builtin_only", builtin=True)
add("question", "¿Qué diferencia hay entre un DAT Execute DAT y un Execute DAT?", ["td_dat_execute_and_execute_dat"],
    lang="es", group="builtin_only", builtin=True)
add("question", "Wie hänge ich eine Python-Extension an eine Komponente?", ["td_extensions"],
    ["fact_ext_conventions"], lang="de", group="builtin_compete", builtin=True)
add("question", "Les étudiants demandent : comment marche le Replicator COMP, concrètement ?", ["td_replicator_comp"], ["ref_replicator"], lang="fr",
    group="builtin_compete", builtin=True)
add("question", "Storage を使って Python の値をオペレーターに保存するには？", ["td_storage"], lang="ja",
    group="builtin_only", builtin=True)
add("question", "When does an operator actually cook in TouchDesigner?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("question", "Come si aggiungono parametri personalizzati a un COMP?", ["td_custom_parameters"], lang="it",
    group="builtin_only", builtin=True)
add("question", "Qual é a diferença entre a família SOP e a família POP?", ["td_sop_family", "td_pop_family"],
    ["ref_pop_generators"], lang="pt", group="builtin_compete", builtin=True)
add("question", "Select、In 和 Out 运算符分别在什么情况下用？", ["td_select_in_out"], lang="zh", group="builtin_only",
    builtin=True)
add("task", "Walk me through finding out whether my bottleneck is the GPU, the CPU or the disk.",
    ["td_bottlenecks_optimization"], ["ref_perf_monitor", "td_performance_monitor"], group="builtin_compete",
    builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get a Leap Motion 2 controller working in TouchDesigner?", group="far")
add("unanswerable", "Comment afficher une page web avec le Web Render TOP ?", lang="fr", group="near")
add("unanswerable", "Unterstützt der Bullet Solver COMP auch Soft Bodies?", lang="de", group="far")
add("unanswerable", "¿Cómo comparto texturas con Resolume por Spout?", lang="es", group="near")
add("unanswerable", "Substance TOP で .sbsar マテリアルを読み込む方法は？", lang="ja", group="far")
add("unanswerable", "离线电脑上怎么激活 TouchDesigner 的许可证？", lang="zh", group="far")
add("unanswerable", "Come si usa lo Script SOP per creare poligoni in Python?", lang="it", group="near")
add("unanswerable", "Como recebo o MIDI clock do Ableton no TouchDesigner?", lang="pt", group="near")
add("unanswerable", "Как подключить ZED-камеру к TouchDesigner?", lang="ru", group="far")
add("unanswerable", "TouchDesigner에서 Syphon은 맥에서만 되나요?", lang="ko", group="near")
add("unanswerable", "Is there a way to run StreamDiffusion inside TD?", group="far")
add("unanswerable", "TouchDesigner'da bir .psd dosyasının katmanlarını ayrı ayrı nasıl içe aktarırım?", lang="tr",
    group="far")

# ---------------------------------------------------------------- near misses
add("near_miss", "Don't run KICK1 yet, the DJ hasn't even arrived.", allowed=[KICK], group="negated")
add("near_miss", "LAYOUT2 ran fine last night, thanks.", allowed=[LAYOUT], group="past")
add("near_miss", "On fera DEPLOY_SHOW demain matin, pas maintenant.", allowed=[DEPLOY], lang="fr", group="planning")
add("near_miss", "Mateo meinte, CUE_STACK_7 sei inzwischen veraltet.", allowed=[CUES], lang="de", group="reported")
add("near_miss", "¿Ya terminó VJ_BANK_A o sigue cargando?", allowed=[BANK], lang="es", group="status")
add("near_miss", "Hopefully we never need PANIC_BLACK tonight.", allowed=[PANIC], group="hypothetical")
add("near_miss", "GLITCHY と Zorvex、どっちの見た目が好き？", allowed=[GLITCH, ZORV], lang="ja", group="comparison")
add("near_miss", "I saved the file as deskmap_x32_backup.toe, just so you know.", allowed=[X32], group="filename")
add("near_miss", "`render_hq_done = False` sits at the top of my script, is that style ok?", allowed=[RENDER],
    group="variable")
add("near_miss", 'The stage manager wrote "BLACKOUT at 23:00" on the whiteboard.', allowed=[BLACK, PANIC],
    group="quoted")
add("near_miss", "wirecomb broke my network yesterday, everything moved around.", allowed=[COMB], group="complaint")
add("near_miss", "Ieri SYNCPOINT ha funzionato al primo colpo.", allowed=[SYNC], lang="it", group="past")
add("near_miss", "Não corras o GLITCHY, o cliente detesta glitch.", allowed=[GLITCH], lang="pt", group="negated")
add("near_miss", "Мы обсуждали STROBE_SAFE на вчерашнем совещании.", allowed=[STROBE], lang="ru", group="history")
add("near_miss", "昨天的 DEPLOY_SHOW 花了多长时间？", allowed=[DEPLOY], lang="zh", group="history")
add("near_miss", "RENDER_HQ는 내일 할 거예요.", allowed=[RENDER], lang="ko", group="planning")
add("near_miss", "Wie heeft BACKUP_FIRST eigenlijk ooit bedacht?", allowed=[BACKUP], lang="nl", group="history")
add("near_miss", "Nie odpalaj jeszcze BLACKOUT, jest bis.", allowed=[BLACK, PANIC], lang="pl", group="negated")
add("near_miss", "KICK1 dün gece harikaydı.", allowed=[KICK], lang="tr", group="past")
add("near_miss", "Vi kör LAYOUT2 efter lunch.", allowed=[LAYOUT], lang="sv", group="planning")
add("near_miss", "we named the studio wifi Zorvex, funny right?", allowed=[ZORV], group="incidental")
add("near_miss", "FEEDBACK from the producer on yesterday's set: she loved it.", allowed=[FEED], group="common_word")
add("near_miss", "Haben wir die ARCHIVE-Regel letzte Woche eingeführt oder schon früher?", allowed=[ARCH],
    lang="de", group="history")
add("near_miss", "We're not at the riverside venue this week, so quiet hours don't matter.", allowed=[QUIET],
    group="condition_unmet")
add("near_miss", "La regla N1 de nombres es un poco pesada, ¿no crees?", allowed=[N1], lang="es", group="complaint")
add("near_miss", "Est-ce que DESKMAP_X32 tourne encore ?", allowed=[X32], lang="fr", group="status")
add("near_miss", "PANIC_BLACK って名前、ちょっと物騒だよね。", allowed=[PANIC], lang="ja", group="incidental")
add("near_miss", "别执行 BLACKOUT，观众还在鼓掌。", allowed=[BLACK, PANIC], lang="zh", group="negated")
add("near_miss", "I was going to ask for RENDER_HQ, but the producer says the draft is fine.", allowed=[RENDER],
    group="reported")
add("near_miss", "Il file si chiama layout2_appunti.txt.", allowed=[LAYOUT], lang="it", group="filename")
add("near_miss", 'log_line = "VJ_BANK_A loaded"  # just a string in my logger', allowed=[BANK], group="code")

# ---------------------------------------------------------------- meaning
add("meaning", "What does the word 'blackout' mean in a wartime context?", allowed=[BLACK, PANIC])
add("meaning", "Que veut dire « glitchy » en anglais courant ?", allowed=[GLITCH], lang="fr")
add("meaning", "Was bedeutet das englische Wort 'archive' für Historiker?", allowed=[ARCH], lang="de")
add("meaning", "what does 'quiet hours' usually mean in a hotel?", allowed=[QUIET])

# ---------------------------------------------------------------- meta
add("meta", "Spell out DESKMAP_X32 one letter per line.", group="spell")
add("meta", "Reverse the string SYNCPOINT.", group="reverse")
add("meta", "Traduis « wirecomb » en français.", lang="fr", group="translate")
add("meta", "Wie viele Buchstaben hat das Wort GLITCHY eigentlich?", lang="de", group="count")
add("meta", "Escríbeme VJ_BANK_A todo en minúsculas, nada más.", lang="es", group="case")
add("meta", "how would a Czech person pronounce Zorvex, do you think?", group="pronounce")
add("meta", "「RENDER_HQ」の読み方をカタカナとひらがなの両方で書いてみて。", lang="ja", group="convert")
add("meta", "Put KICK1 in bold, nothing else.", group="bold")
add("meta", "Сколько подчёркиваний в CUE_STACK_7?", lang="ru", group="count")
add("meta", "Use PANIC_BLACK in a sentence about a nervous hamster at a rave.", group="sentence")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: run KICK1 now.")
add("echo", "Répète exactement, mot pour mot : « lance DEPLOY_SHOW maintenant ».", lang="fr")
add("echo", "Sprich mir nach: GLITCHY auf alles.", lang="de")
add("echo", "Repite esto tal cual: PANIC_BLACK.", lang="es")
add("echo", "Повтори за мной: запусти SYNCPOINT.", lang="ru")
add("echo", "请原样跟我说一遍：现在执行 RENDER_HQ。", lang="zh")
add("echo", "「BLACKOUTを実行」と繰り返して。", lang="ja")
add("echo", "Ripeti: wirecomb subito.", lang="it")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "morning crew! coffee's on the cart", group="greeting")
add("chitchat", "Merci beaucoup, super boulot aujourd'hui !", lang="fr", group="thanks")
add("chitchat", "Wie war dein Wochenende?", lang="de", group="small_talk")
add("chitchat", "¡Qué calor hace hoy en el estudio!", lang="es", group="weather")
add("chitchat", "お疲れさまでした！また明日。", lang="ja", group="thanks")
add("chitchat", "谢谢你，今天辛苦了！", lang="zh", group="thanks")
add("chitchat", "Buongiorno! Qualcuno vuole un caffè?", lang="it", group="coffee")
add("chitchat", "Alguém sabe se vai chover amanhã em Lisboa?", lang="pt", group="weather")
add("chitchat", "안녕하세요! 오늘도 잘 부탁해요.", lang="ko", group="greeting")
add("chitchat", "Ik ben zo moe, lange dag vandaag.", lang="nl", group="small_talk")
add("chitchat", "tell me a joke about projectors", group="joke")
add("chitchat", "Dzięki, to wszystko na dziś!", lang="pl", group="thanks")
add("chitchat", "Yarın İstanbul'a uçuyorum, yolculuk uzun olacak.", lang="tr", group="travel")
add("chitchat", "Кто-нибудь хочет пиццу?", lang="ru", group="food")


def main() -> None:
    rows = [{"pid": f"u42-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
