"""Hand-written source of prompts_unseen95.jsonl: a blind suite by an independent evaluator (gateeval95).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on
these prompts. Run this file to regenerate prompts_unseen95.jsonl byte for byte.

Language mix: en plus fr, de, es, it, pt, ja, zh, ko, ru only, about two thirds non-English.
Personas (they live here only):
- a Marseille and Lausanne lake-festival crew (French; the Lausanne crew's Bernese technician writes German),
- a Valencia Fallas (Spanish) and Recife frevo (Brazilian Portuguese) carnival team,
- a Sapporo snow-festival (Japanese, with a Korean guest operator) and Hangzhou lakeside (Simplified Chinese)
  projection company,
- a Kazan (Russian) and Turin (Italian) remote operator,
- and the English-speaking producers and tour techs who coordinate all of them.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen95.jsonl")
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

# ---------------------------------------------------------------- invoke: English (producers, tour techs)
add("invoke", "KICK1 → main out", [KICK], [STROBE], group="terse")
add("invoke", "wirecomb this mess pls", [WIRE], group="terse")
add("invoke", "Could you run DEPLOY_SHOW for tonight's Vieux-Port set? Doors open at 21:00.", [DEPLOY],
    group="polite")
add("invoke", "LAYOUT2 on /project1/lakefx — nobody can read that network any more", [LAYOUT], group="name_first")
add("invoke", "the X32 just got rolled onto the quay stage and powered up, so go ahead: DESKMAP_X32", [X32],
    group="trailing")
add("invoke", "We're short on time. Before anything else, follow BACKUP_FIRST and then delete the old "
    "fireworks_sim COMP.", [BACKUP], group="rule")
add("invoke", "render hq please, the festival wants the teaser file by the morning", [RENDER], group="spaces")
add("invoke", "okay load vee jay bank a into the decks please comma the doors are open", [BANK], group="voice")
add("invoke", "🚨🚨 PANIC_BLACK on the lake screen 🚨🚨", [PANIC], [BLACKOUT], group="emoji")
add("invoke", "/glitchy on the webcam TOP I have selected", [GLITCH], group="slash_command")
add("invoke", "- [ ] SYNCPOINT with the MA\n- [ ] DEPLOY_SHOW\nrun both of these, in that order", [SYNC, DEPLOY],
    group="checklist")
add("invoke", "[21:58:03] WARNING /project1/lake/noise1 uses a default name\n"
    "[21:58:04] WARNING /project1/lake/level3 uses a default name\n"
    "apply naming rule N1 to what you just built, those defaults have to go", [N1], group="log_paste")
add("invoke", "no wait, not GLITCHY — apply the Zorvex grade to the final composite instead", [ZORVEX], [GLITCH],
    group="correction")
add("invoke", "yes, go ahead with CUE_STACK_7 for Tidewater", [CUES], group="consent")
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the audio chain before the "
    "encore", [QUIET], group="conditional")
add("invoke", "It's 23:55 and that was the last track of the set. BLACKOUT.", [BLACKOUT], [PANIC], group="timed")
add("invoke", "run the wirecmob macro on the lakeside network", [WIRE], group="typo")
add("invoke", "set up trails on the DJ layer with my club feedback settings", [TRAILS], group="title_words")
add("invoke", "Follow the ARCHIVE rule, then bump the threshold inside /project1/fx/bloom.tox (external) to 0.7",
    [ARCHIVE], group="rule")
add("invoke", "KICK1 on the main out and then GLITCHY on the kick layer", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "apply STROBE_SAFE to every flash in the frevo scene before we send it to Recife", [STROBE],
    group="rule")
add("invoke", "load VJ_BANK_A and once it's playing do a RENDER_HQ of the loop", [BANK, RENDER], group="multi")
add("invoke", "time for SYNCPOINT, the console op says she's ready", [SYNC], group="mid_message")

add("invoke", "hey can you LAYOUT2 the Hangzhou network when you get a sec? it's all over the place", [LAYOUT],
    group="name_as_verb")
add("invoke", "Zorvex grade on the final comp, same look as Sapporo.", [ZORVEX], group="name_first")
add("invoke", "PANIC_BLACK NOW — the projector is showing the desktop!!", [PANIC], [BLACKOUT], group="emergency")
add("invoke", "cue stack 7 — build it, the choreographer's sheet is in /media/dance", [CUES], group="lowercase")
# ---------------------------------------------------------------- invoke: French (Marseille / Lausanne crew)
add("invoke", "Lance DEPLOY_SHOW, on ouvre les portes à 21h sur le Vieux-Port.", [DEPLOY], lang="fr",
    group="imperative")
add("invoke", "tu peux faire un LAYOUT2 sur le réseau du quai ? merci", [LAYOUT], lang="fr", group="polite")
add("invoke", "Applique la règle STROBE_SAFE aux flashs du feu d'artifice, le public est juste devant.", [STROBE],
    lang="fr", group="rule")
add("invoke", "c'est la fin du set → BLACKOUT", [BLACKOUT], [PANIC], lang="fr", group="end_set")
add("invoke", "non attends, pas LAYOUT2 — fais plutôt wirecomb sur /project1/lac", [WIRE], [LAYOUT], lang="fr",
    group="correction")
add("invoke", "Il est 22h40 à la salle au bord de la rivière, donc applique la règle quiet hours sur la sortie "
    "audio.", [QUIET], lang="fr", group="conditional")
add("invoke", "charge VJ_BANK_A puis KICK1 sur la sortie principale", [BANK, KICK], [STROBE], lang="fr",
    group="multi")

# ---------------------------------------------------------------- invoke: German (Lausanne, Bernese technician)
add("invoke", "Bitte DESKMAP_X32 ausführen, das Pult steht jetzt am Steg.", [X32], lang="de", group="polite")
add("invoke", "RENDER_HQ starten, wir brauchen das Video für die Presse.", [RENDER], lang="de", group="imperative")
add("invoke", "Vor dem Löschen von /project1/alt bitte BACKUP_FIRST befolgen, dann weg damit.", [BACKUP], lang="de",
    group="rule")
add("invoke", "PANIC_BLACK!!! sofort", [PANIC], [BLACKOUT], lang="de", group="emergency")
add("invoke", "Namensregel N1 auf alles anwenden, was du gerade gebaut hast.", [N1], lang="de", group="rule")
add("invoke", "CUE STACK 7 bitte jetzt aufbauen", [CUES], lang="de", group="spaces")

# ---------------------------------------------------------------- invoke: Spanish (Valencia Fallas)
add("invoke", "¿Puedes hacer el SYNCPOINT con la consola antes de la cremà?", [SYNC], lang="es", group="polite")
add("invoke", "vale, ya está montada la falla en la plaza, así que DEPLOY_SHOW", [DEPLOY], lang="es",
    group="trailing")
add("invoke", "Aplica la regla de nombres N1 a los operadores nuevos de la falla", [N1], lang="es", group="rule")
add("invoke", "no, espera, PANIC_BLACK no — haz el BLACKOUT de fin de set", [BLACKOUT], [PANIC], lang="es",
    group="correction")
add("invoke", "/wirecomb en la red de la plaza del Ayuntamiento", [WIRE], lang="es", group="slash_command")

# ---------------------------------------------------------------- invoke: Portuguese (Recife frevo)
add("invoke", "Roda o GLITCHY no TOP selecionado, o bloco do frevo tá chegando", [GLITCH], lang="pt",
    group="imperative")
add("invoke", "Pode carregar o VJ_BANK_A nos decks? valeu", [BANK], lang="pt", group="polite")
add("invoke", "segue a regra ARCHIVE antes de mexer no sombrinha.tox externo", [ARCHIVE], lang="pt", group="rule")
add("invoke", "são 23h05 no palco da beira-rio, então aplica as quiet hours no áudio", [QUIET], lang="pt",
    group="conditional")
add("invoke", "monta os rastros com as minhas configurações de feedback do clube no palco do frevo", [TRAILS],
    lang="pt", group="title_words")

# ---------------------------------------------------------------- invoke: Japanese (Sapporo snow festival)
add("invoke", "DEPLOY_SHOWを実行してください。雪まつりの本番は19時です。", [DEPLOY], lang="ja", group="polite")
add("invoke", "LAYOUT2お願いします", [LAYOUT], lang="ja", group="terse")
add("invoke", "ＷＩＲＥＣＯＭＢ", [WIRE], lang="ja", group="bare")
add("invoke", "KICK1を実行して、そのあとGLITCHYも", [KICK, GLITCH], [STROBE], lang="ja", group="multi")
add("invoke", "本番前にSYNCPOINTで照明卓と同期しておいて", [SYNC], lang="ja", group="timed")
add("invoke", "えーと、レンダー、RENDER_HQで書き出しお願いします", [RENDER], lang="ja", group="voice")
add("invoke", "雪像のフラッシュ全部にSTROBE_SAFEルールを適用して", [STROBE], lang="ja", group="rule")

# ---------------------------------------------------------------- invoke: Chinese (Hangzhou lakeside)
add("invoke", "执行 DESKMAP_X32，调音台已经接好了", [X32], lang="zh", group="imperative")
add("invoke", "西湖投影的最终合成上加 Zorvex grade", [ZORVEX], lang="zh", group="title_words")
add("invoke", "PANIC_BLACK 立刻！", [PANIC], [BLACKOUT], lang="zh", group="emergency")
add("invoke", "删除 /project1/old_lake 之前先按 BACKUP_FIRST 备份", [BACKUP], lang="zh", group="rule")
add("invoke", "先 VJ_BANK_A 再 KICK1", [BANK, KICK], [STROBE], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke: Russian (Kazan remote operator)
add("invoke", "Запусти RENDER_HQ, нужен файл для фестиваля", [RENDER], lang="ru", group="imperative")
add("invoke", "Пожалуйста, выполни SYNCPOINT перед началом шоу", [SYNC], lang="ru", group="polite")
add("invoke", "Примени правило ARCHIVE, потом поправь внешний glow.tox", [ARCHIVE], lang="ru", group="rule")
add("invoke", "BLACKOUT — сет закончился", [BLACKOUT], [PANIC], lang="ru", group="end_set")
add("invoke", "Сделай DESKMAP_X32, а потом LAYOUT2", [X32, LAYOUT], lang="ru", group="multi")

# ---------------------------------------------------------------- invoke: Italian (Turin remote operator)
add("invoke", "Esegui CUE_STACK_7 per il pezzo di danza", [CUES], lang="it", group="imperative")
add("invoke", "Puoi seguire la regola BACKUP_FIRST e poi cancellare noise1?", [BACKUP], lang="it", group="polite")
add("invoke", "le mie scie del club (FEEDBACK), montale sul layer principale", [TRAILS], lang="it",
    group="title_words")
add("invoke", "sono le 22:30 al locale sul fiume, quindi applica le quiet hours all'uscita audio", [QUIET],
    lang="it", group="conditional")
add("invoke", "vai con DEPLOY_SHOW 🎬", [DEPLOY], lang="it", group="emoji")

# ---------------------------------------------------------------- invoke: Korean (Sapporo guest operator)
add("invoke", "메인 출력에서 KICK1 실행해 주세요, 삿포로 무대예요", [KICK], [STROBE], lang="ko", group="polite")
add("invoke", "최종 합성에 zorvex 그레이드 적용해줘", [ZORVEX], lang="ko", group="title_words")
add("invoke", "명명 규칙 N1 적용해 주세요", [N1], lang="ko", group="rule")
add("invoke", "VJ_BANK_A 로드하고 RENDER_HQ 시작해", [BANK, RENDER], lang="ko", group="multi")
add("invoke", "지금 23시고 강변 공연장이니까 quiet hours 규칙 적용해줘", [QUIET], lang="ko", group="conditional")
add("invoke", "ARCHIVE 규칙 따라서 외부 tox 수정해줘, 파일은 snow_fx.tox", [ARCHIVE], lang="ko", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32 listen on?", [X32], group="port")
add("ask_content", "What order does DEPLOY_SHOW go in, step by step? Don't run it, I just want the list.", [DEPLOY],
    group="order")
add("ask_content", "Quel codec utilise RENDER_HQ ?", [RENDER], lang="fr", group="value")
add("ask_content", "Wie viele Blitze pro Sekunde erlaubt STROBE_SAFE höchstens?", [STROBE], lang="de", group="value")
add("ask_content", "¿A qué frecuencia corta el filtro de KICK1?", [KICK], lang="es", group="value")
add("ask_content", "Onde o BACKUP_FIRST salva os backups?", [BACKUP], lang="pt", group="content")
add("ask_content", "SYNCPOINTは照明卓が応答しないときどうなるの？", [SYNC], lang="ja", group="content")
add("ask_content", "Zorvex grade 里面那个 Level TOP 的 gamma 设成多少？", [ZORVEX], lang="zh", group="value")
add("ask_content", "Какой предел громкости задаёт правило quiet hours после 22:00?", [QUIET], lang="ru",
    group="value")
add("ask_content", "Cosa dice la regola N1 sui nomi dei Null?", [N1], lang="it", group="content")
add("ask_content", "VJ_BANK_A는 크로스페이더를 어느 쪽으로 설정해요?", [BANK], lang="ko", group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Delete noise1 and level3 in /project1/lake, they're unused.", [BACKUP], group="delete")
add("bears", "Mets le stroboscope à 10 flashs par seconde sur le drop.", [STROBE], lang="fr", group="strobe")
add("bears", "Son las 23:15 en el local junto al río, sube el master de audio 6 dB.", [QUIET], lang="es",
    group="venue_late")
add("bears", "Apri bloom.tox (è salvato esternamente) e cambia la soglia a 0.6.", [ARCHIVE], lang="it",
    group="external_tox")
add("bears", "背景用にNoise TOPとLevel TOPを追加して", [N1], lang="ja", group="create")
add("bears", "Это был последний трек, заканчиваем сет.", [BLACKOUT], [PANIC], lang="ru", group="end_set")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "Make the connections in this patch readable: nothing passing behind nodes, no parameter "
    "changes.", [WIRE])
add("paraphrase", "Sortier mir den Patch: Eingänge links, dann in Signalreihenfolge nach rechts, Nulls ganz am "
    "Ende.", [LAYOUT], lang="de")
add("paraphrase", "把 Behringer 调音台的推子接进来，用来控制各层的透明度", [X32], lang="zh")
add("paraphrase", "Exporta a peça num arquivo na melhor qualidade possível, quadro a quadro, sem tempo real.",
    [RENDER], lang="pt")
add("paraphrase", "선택한 화면을 디지털 오류처럼 깨져 보이게 해줘, RGB 분리랑 픽셀 밀림으로", [GLITCH], lang="ko")
add("paraphrase", "Prima dello spettacolo aggancia la timeline delle immagini al banco luci grandMA con un ping.",
    [SYNC], lang="it")

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "What resolution is the full output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "C'est quoi l'IP de la console lumière pour la tournée, déjà ?", ["fact_lx_console"], lang="fr",
    group="fact")
add("question", "Auf welchem Universum liegen die Moving Heads, und ab welcher Adresse?", ["fact_dmx_heads"],
    lang="de", group="fact")
add("question", "¿Dónde está el log de errores del show?", ["fact_show_log"], lang="es", group="fact")
add("question", "Qual é o buffer de áudio combinado no RIG-B?", ["fact_audio_buffer"], ["fact_rig_b"], lang="pt",
    group="fact")
add("question", "Nebulaのインスタレーションは何fpsで動いてる？", ["fact_nebula_fps"], lang="ja", group="fact")
add("question", "播放的时候 HAP 和 H.264 哪个更合适？", ["ref_hap_codecs"], ["web_moviein_preload"], lang="zh",
    group="reference")
add("question", "Почему Render TOP выдаёт чёрный кадр?", ["ref_render_pipeline"], lang="ru", group="reference")
add("question", "Come funzionano i segmenti del Timer CHOP?", ["ref_timer_chop"], lang="it", group="reference")
add("task", "NDI Out TOP으로 다른 PC에 영상 보내는 방법 알려줘", ["ref_ndi"], lang="ko", group="reference")
add("question", "How do I make a feedback loop for trails in general? Just the theory, not my club look.",
    ["ref_feedback_top"], [TRAILS, "rcp_feedback_tunnel", "rcp_webcam_glitch"], group="common_word")
add("question", "What are the Aurora launch brand colours?", ["fact_aurora_palette"], group="fact")
# with the built-in knowledge indexed
add("question", "How does storage work for keeping Python values on a COMP between frames?", ["td_storage"],
    builtin=True, group="builtin_only")
add("task", "Comment ajouter des paramètres personnalisés à un composant ?", ["td_custom_parameters"], lang="fr",
    builtin=True, group="builtin_only")
add("question", "Was ist der Unterschied zwischen Select-Operatoren und In/Out-Operatoren?", ["td_select_in_out"],
    lang="de", builtin=True, group="builtin_only")
add("question", "¿Cómo uso el Textport para depurar mis scripts de Python?", ["td_textport"], lang="es",
    builtin=True, group="builtin_only")
add("question", "Parameter Execute DATでパラメータの変更に反応するにはどうする？", ["td_parameter_execute_dat"],
    lang="ja", builtin=True, group="builtin_only")
add("question", "SOP 和 POP 有什么区别？", ["td_sop_family", "td_pop_family"], ["ref_pop_generators"], lang="zh",
    builtin=True, group="builtin_only")
add("question", "Что значит, что оператор «готовится» (cook), и почему он не обновляется, если его никто не "
    "смотрит?", ["td_cooking_pull_model"], ["td_troubleshooting_checklist"], lang="ru", builtin=True,
    group="builtin_only")
add("task", "Come si usa il Replicator COMP per creare un operatore per ogni riga di una tabella?",
    ["ref_replicator"], ["td_replicator_comp"], lang="it", builtin=True, group="builtin_compete")

add("question", "stagepad tablet → show PC: which UDP port is the OSC going to?", ["fact_stagepad_ports"], group="fact")
# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get a ZED 2 depth camera into TouchDesigner?", group="near")
add("unanswerable", "What's the licence price difference between TouchDesigner Commercial and Pro?", group="far")
add("unanswerable", "Comment utiliser le Bullet Solver COMP pour faire de la physique ?", lang="fr", group="near")
add("unanswerable", "Wie importiere ich eine FBX-Datei mit Skelettanimation?", lang="de", group="near")
add("unanswerable", "¿Cómo meto un Leap Motion en TouchDesigner para controlar la falla con las manos?", lang="es", group="near")
add("unanswerable", "Como faço pra usar o Web Render TOP com uma página feita em React?", lang="pt", group="near")
add("unanswerable", "TouchDesignerでMQTTのメッセージを受け取るには？", lang="ja", group="near")
add("unanswerable", "怎么用 Substance TOP 加载 .sbsar 材质？", lang="zh", group="near")
add("unanswerable", "Как сделать keystone-коррекцию проектора с помощью Stoner?", lang="ru", group="near")
add("unanswerable", "Come faccio il tracking con un Vive tracker in TouchDesigner?", lang="it", group="near")
add("unanswerable", "터치디자이너 라이선스를 다른 PC로 옮기려면 어떻게 해요?", lang="ko", group="far")

add("unanswerable", "Can TouchDesigner drive a Pixera media server through its API?", group="far")
# ---------------------------------------------------------------- near_miss: English
add("near_miss", "Don't run DEPLOY_SHOW yet, the Lausanne crew is still focusing the projectors.", allowed=[DEPLOY],
    group="negated")
add("near_miss", "KICK1 ran fine at last night's Marseille set, no notes.", allowed=[KICK], group="past")
add("near_miss", "We'll do SYNCPOINT tomorrow during the Turin tech check.", allowed=[SYNC], group="planning")
add("near_miss", "Is GLITCHY still somewhere in the project or did someone remove it?", allowed=[GLITCH],
    group="status")
add("near_miss", "rename layout2_old.toe to lakefx_march.toe in the shows folder", allowed=[LAYOUT],
    group="filename")
add("near_miss", "Priya's message just came in: 'tell them BLACKOUT is at 23:45 tonight'. Noted.",
    allowed=[BLACKOUT, PANIC], group="reported")
add("near_miss", "honestly wirecomb wrecked my network last time, it pulled the docked DATs away", allowed=[WIRE],
    group="complaint")
add("near_miss", "The sticker on the laptop lid says \"PANIC_BLACK = F12\", ha.", allowed=[PANIC, BLACKOUT],
    group="quoted")
add("near_miss", "We used LAYOUT2 way more than wirecomb this season, funny how that goes.", allowed=[LAYOUT, WIRE],
    group="comparison")
add("near_miss", "The DEPLOY_SHOW procedure was first written for the 2024 Fallas, before the Recife tour.",
    allowed=[DEPLOY], group="history")
add("near_miss", "My Text DAT has a comment `# TODO: zorvex grade later` — leave it alone for now.",
    allowed=[ZORVEX], group="code")

add("near_miss", "When did DESKMAP_X32 last run on the quay machine? I can't find it in the log.", allowed=[X32],
    group="status")
add("near_miss", "If the MA ever dies mid-show we'd probably just skip SYNCPOINT for the rest of the night.",
    allowed=[SYNC], group="hypothetical")
add("near_miss", "the variable quiet_hours_start = 22 in my script only drives a label on the tablet", allowed=[QUIET],
    group="variable")
# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Ne lance pas BLACKOUT, il reste encore deux morceaux.", allowed=[BLACKOUT, PANIC], lang="fr",
    group="negated")
add("near_miss", "Demain on fera DESKMAP_X32 avec la nouvelle console.", allowed=[X32], lang="fr", group="planning")
add("near_miss", "RENDER_HQ lief gestern über Nacht durch, danke.", allowed=[RENDER], lang="de", group="past")
add("near_miss", "Der Techniker meinte, SYNCPOINT habe beim letzten Mal zwei Sekunden gehangen.", allowed=[SYNC],
    lang="de", group="reported")
add("near_miss", "No hagas PANIC_BLACK, lo del iluminador era una broma.", allowed=[PANIC, BLACKOUT], lang="es",
    group="negated")
add("near_miss", "¿El CUE_STACK_7 ya está hecho o falta todavía?", allowed=[CUES], lang="es", group="status")
add("near_miss", "Ontem o KICK1 travou o PC do palco, que raiva", allowed=[KICK], lang="pt", group="complaint")
add("near_miss", "Se um dia sobrar tempo, quem sabe a gente usa o VJ_BANK_A no desfile — mas hoje não.",
    allowed=[BANK], lang="pt", group="hypothetical")
add("near_miss", "o arquivo deploy_show_checklist.pdf tá na pasta de Recife", allowed=[DEPLOY], lang="pt",
    group="filename")
add("near_miss", "DEPLOY_SHOWはまだ実行しないでください。プロジェクターを調整中です。", allowed=[DEPLOY], lang="ja",
    group="negated")
add("near_miss", "昨日のwirecombはうまくいきました。", allowed=[WIRE], lang="ja", group="past")
add("near_miss", "マネージャーがKICK1は明日やるって言ってた", allowed=[KICK], lang="ja", group="reported")
add("near_miss", "别运行 VJ_BANK_A，B 组素材还没拷完", allowed=[BANK], lang="zh", group="negated")
add("near_miss", "把变量名 zorvex_amt 改成 grade_amt 吧", allowed=[ZORVEX], lang="zh", group="variable")
add("near_miss", "Не запускай DEPLOY_SHOW, ждём подтверждения из Турина.", allowed=[DEPLOY], lang="ru",
    group="negated")
add("near_miss", "Коллега сказал, что STROBE_SAFE слишком строгое для клуба.", allowed=[STROBE], lang="ru",
    group="reported")
add("near_miss", "Non fare ancora LAYOUT2, sto ancora collegando le camere.", allowed=[LAYOUT], lang="it",
    group="negated")
add("near_miss", "Domani proviamo il BLACKOUT finale insieme alle luci.", allowed=[BLACKOUT, PANIC], lang="it",
    group="planning")
add("near_miss", "Il file si chiama kick1_backup.tox, l'ho messo nella cartella archive.", allowed=[KICK, ARCHIVE],
    lang="it", group="filename")
add("near_miss", "아직 PANIC_BLACK 하지 마세요, 테스트 중이에요", allowed=[PANIC, BLACKOUT], lang="ko",
    group="negated")
add("near_miss", "팀장님이 내일 DEPLOY_SHOW 한다고 하셨어요", allowed=[DEPLOY], lang="ko", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in the history of theatre lighting?", allowed=[BLACKOUT, PANIC])
add("meaning", "Que veut dire « glitchy » en argot anglais ?", allowed=[GLITCH], lang="fr")
add("meaning", "¿Qué significa 'archive' en informática, en general?", allowed=[ARCHIVE], lang="es")
add("meaning", "「フィードバック」って一般的にはどういう意味？", allowed=[TRAILS], lang="ja")
add("meaning", "Was bedeutet 'quiet hours' eigentlich im Mietrecht?", allowed=[QUIET], lang="de")

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT backwards for me, letter by letter.", group="reverse")
add("meta", "How many letters does the word WIRECOMB have?", group="count")
add("meta", "Traduis « quiet hours » en français, juste les mots.", lang="fr", group="translate")
add("meta", "Schreib das Wort DEPLOY_SHOW in Kleinbuchstaben.", lang="de", group="case")
add("meta", "¿Cómo se pronuncia 'Zorvex'?", lang="es", group="pronounce")
add("meta", "Escreve GLITCHY em negrito, só isso.", lang="pt", group="bold")
add("meta", "「PANIC_BLACK」をカタカナで書いて", lang="ja", group="spell")
add("meta", "把 KICK1 这个词倒过来写", lang="zh", group="reverse")
add("meta", "Начни свой ответ со слова LAYOUT2.", lang="ru", group="start_reply")
add("meta", "Usa RENDER_HQ in una frase di esempio, senza eseguirlo.", lang="it", group="sentence")

# ---------------------------------------------------------------- echo
add("echo", "Echo back verbatim, nothing else: 'KICK1 is my favourite macro'")
add("echo", "Répète exactement : « le mistral se lève sur le Vieux-Port »", lang="fr")
add("echo", "Sag genau das nach: Der Genfersee glitzert heute.", lang="de")
add("echo", "Repite: 'la cremà empieza a medianoche'", lang="es")
add("echo", "Repete comigo: 'o frevo não para'", lang="pt")
add("echo", "そのまま繰り返して：「雪が降ってきた」", lang="ja")
add("echo", "请原样重复：“西湖的灯亮了”", lang="zh")
add("echo", "Повтори дословно: «Казань на связи»", lang="ru")
add("echo", "Ripeti parola per parola: 'Torino è pronta'", lang="it")
add("echo", "그대로 따라 말해: '삿포로는 춥다'", lang="ko")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looked amazing on the water")
add("chitchat", "Salut l'équipe, bien arrivés à Lausanne ?", lang="fr")
add("chitchat", "Guten Morgen zusammen, gut geschlafen?", lang="de")
add("chitchat", "¡Qué noche, compañeros! Gracias a todos.", lang="es")
add("chitchat", "valeu galera, arrasamos 🎉", lang="pt")
add("chitchat", "皆さん、お疲れさまでした！", lang="ja")
add("chitchat", "辛苦了各位，今晚西湖收工，早点休息", lang="zh")
add("chitchat", "Спасибо, Казань прощается, до завтра!", lang="ru")
add("chitchat", "Ciao, tutto bene lì a Torino?", lang="it")
add("chitchat", "다들 수고하셨습니다!", lang="ko")


def main() -> None:
    rows = [{"pid": f"u95-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
