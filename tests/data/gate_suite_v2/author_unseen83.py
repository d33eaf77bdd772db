"""Blind suite unseen83, written by helper "gateeval83" from corpus.jsonl and the built-in knowledge only.

Never run through the gate by its author. Languages: en plus fr, de, es, it, pt, ja, zh, ko, ru.
Personas (here only):
  A) a Marseille and Geneva watch-brand launch studio (French, with a German-speaking Geneva colleague,
     some English with the client);
  B) a Barcelona and Lisbon beach-club residency (Spanish and Portuguese, English with the DJs);
  C) an Osaka and Taipei anime-convention stage crew (Japanese, Traditional Chinese, a Korean guest crew)
     with a Saint Petersburg (Russian) and a Naples (Italian) remote coder.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen83.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K1, L2, SS, BF = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DS, VJ, PB, GL = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X32, RHQ, N1, FB = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, WC, CS7, SP = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
AR, ZV, QH = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (client calls, DJs, crew)
add("invoke", "KICK1 on main out", [K1], [SS], group="terse")
add("invoke", "CUE_STACK_7!", [CS7], group="bare")
add("invoke", "LAYOUT2 pls, the reveal comp is spaghetti", [L2], group="terse")
add("invoke", "Could you kindly run DEPLOY_SHOW for tonight's watch reveal in Geneva?", [DS], group="polite")
add("invoke", "DESKMAP_X32 - the beach bar's desk is patched in now, go", [X32], group="name_first")
add("invoke", "last track is fading out, the DJ is waving, time for the BLACKOUT", [BO], [PB], group="end_set")
add("invoke", "PANIC_BLACK!!! someone's on the stage truss", [PB], [BO], group="emergency")
add("invoke", "/glitchy on the selected dial_render TOP", [GL], group="slash_command")
add("invoke", "z o r v e x  on the final composite please", [ZV], group="spaces")
add("invoke", "okay assistant run render h q on the reveal loop period thanks", [RHQ], group="voice")
add("invoke", "🔥🔥 VJ_BANK_A 🔥🔥 load it up, doors in ten", [VJ], group="emoji")
add("invoke", "- [x] projectors warmed up\n- [ ] SYNCPOINT with the lighting desk\n- [ ] doors\nnext box please",
    [SP], group="checklist")
add("invoke", "WARNING: /project1/club/trails_old: Feedback TOP target not found\n"
    "WARNING: /project1/club/trails_old: cook dependency loop\n\n"
    "ugh. scrap that, rebuild my club trails the FEEDBACK way", [FB], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/reveal_fx, the wires are the problem", [WC], [L2], group="correction")
add("invoke", "You asked whether to run SYNCPOINT before the Geneva doors open. Yes, go ahead.", [SP],
    group="consent")
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the master output now",
    [QH], group="conditional")
add("invoke", "choreographer arrives in 5 min, run CUE_STACK_7 now so the list is waiting for her", [CS7],
    group="timed")
add("invoke", "BACKUP_FIRST, then wirecomb, then LAYOUT2, all on /project1/showroom", [BF, WC, L2], group="multi")
add("invoke", "pls run DEPOLY_SHOW for the launch", [DS], group="typo")
add("invoke", "Apply naming rule N1 to every operator you just made in /project1/watchface", [N1], group="rule")
add("invoke", "do the archive thing please: numbered copy of bezel.tox before you touch it", [AR],
    group="title_words")
add("invoke", "strobe_safe on the kick flash, there are kids near the front tonight", [SS], group="lowercase")
add("invoke", "final pass on the hero screen: the house look, Zorvex", [ZV], group="trailing")

# ---------------------------------------------------------------- invoke: French (Marseille / Geneva studio)
add("invoke", "Lance DEPLOY_SHOW, on ouvre les portes à 19h au pavillon de Genève.", [DS], lang="fr",
    group="imperative")
add("invoke", "tu peux faire le zorvex sur la sortie finale stp", [ZV], lang="fr", group="lowercase")
add("invoke", "GLITCHY on the selected dial TOP, cheers", [GL], group="name_first")
add("invoke", "Avant d'effacer le vieux chrono_intro, applique BACKUP_FIRST.", [BF], lang="fr", group="rule")
add("invoke", "KICK1 sur la sortie principale, et applique STROBE_SAFE dessus", [K1, SS], lang="fr",
    group="multi")
add("invoke", "On enregistre le teaser du bracelet en qualité max : RENDER_HQ, maintenant.", [RHQ], lang="fr",
    group="trailing")
add("invoke", "ah non attends, pas GLITCHY — fais plutôt le look Zorvex sur la vitrine", [ZV], [GL], lang="fr",
    group="correction")

# ---------------------------------------------------------------- invoke: German (Geneva colleague)
add("invoke", "Bitte SYNCPOINT ausführen, das Lichtpult ist jetzt online.", [SP], lang="de", group="polite")
add("invoke", "LAYOUT2 auf /project1/uhrwerk, danke", [L2], lang="de", group="terse")
add("invoke", "Mach mal wirecomb, das Netzwerk ist ein einziger Kabelsalat", [WC], lang="de",
    group="imperative")
add("invoke", "ARCHIVE-Regel anwenden: zifferblatt.tox nummeriert sichern, bevor ich ihn bearbeite", [AR],
    lang="de", group="rule")
add("invoke", "Es ist 22:30 an der Location am Fluss, also jetzt die Quiet-Hours-Regel auf den Master anwenden.",
    [QH], lang="de", group="conditional")
add("invoke", "Erst RENDER_HQ für den Teaser, danach DEPLOY_SHOW für heute Abend", [RHQ, DS], lang="de",
    group="multi")
add("invoke", "CUE_STACK_7 jetzt bitte, die Probe beginnt gleich", [CS7], lang="de", group="timed")

# ---------------------------------------------------------------- invoke: Spanish (Barcelona beach club)
add("invoke", "VJ_BANK_A ya, que empieza el set", [VJ], lang="es", group="terse")
add("invoke", "porfa, pon el KICK1 en la salida principal", [K1], [SS], lang="es", group="polite")
add("invoke", "Se acabó el set de la noche, BLACKOUT de fin de set.", [BO], [PB], lang="es", group="end_set")
add("invoke", "¡¡PÁNICO!! PANIC_BLACK ya, se ha caído un foco", [PB], [BO], lang="es", group="emergency")
add("invoke", "hazme los trails del club a mi manera, lo de FEEDBACK", [FB], lang="es", group="common_word")
add("invoke", "hey, can you DESKMAP_X32 for the sunset set? the booth desk is on the network now", [X32],
    group="mid_message")
add("invoke", "aplica strobe_safe al flash del drop, hay mucho público en primera fila", [SS], lang="es",
    group="rule")

# ---------------------------------------------------------------- invoke: Portuguese (Lisbon beach club)
add("invoke", "faz o wirecomb nesta rede, tá uma bagunça", [WC], lang="pt", group="lowercase")
add("invoke", "BLACKOUT, acabou o último set da noite", [BO], [PB], lang="pt", group="end_set")
add("invoke", "corre o SYNCPOINT antes de abrirmos as portas", [SP], lang="pt", group="imperative")
add("invoke", "Aplica a regra de nomes N1 aos nós novos da praia", [N1], lang="pt", group="rule")
add("invoke", "são 22h40 no espaço junto ao rio, por isso aplica já as quiet hours ao master", [QH], lang="pt",
    group="conditional")
add("invoke", "KICK1 e a seguir GLITCHY no logo selecionado", [K1, GL], [SS], lang="pt", group="multi")

# ---------------------------------------------------------------- invoke: Japanese (Osaka crew)
add("invoke", "CUE_STACK_7 を実行してください", [CS7], lang="ja", group="polite")
add("invoke", "ステージ出力に KICK1 お願いします", [K1], [SS], lang="ja", group="polite")
add("invoke", "パニック！PANIC_BLACK！客席に人が倒れた", [PB], [BO], lang="ja", group="emergency")
add("invoke", "RENDER_HQでオープニング映像を書き出して", [RHQ], lang="ja", group="imperative")
add("invoke", "いま選んでるロゴのTOPにGLITCHYかけといて", [GL], lang="ja", group="mid_message")
add("invoke", "開場30分前です。DEPLOY_SHOWお願いします", [DS], lang="ja", group="timed")

# ---------------------------------------------------------------- invoke: Chinese (Taipei crew, traditional)
add("invoke", "執行 SYNCPOINT，燈光控台已經開機了", [SP], lang="zh", group="imperative")
add("invoke", "幫我跑 DESKMAP_X32", [X32], lang="zh", group="terse")
add("invoke", "最後輸出套用 Zorvex 調色", [ZV], lang="zh", group="title_words")
add("invoke", "刪掉舊的 intro 之前先做 BACKUP_FIRST", [BF], lang="zh", group="rule")
add("invoke", "VJ_BANK_A 載入，謝謝", [VJ], lang="zh", group="name_first")
add("invoke", "照 ARCHIVE 規則：改 mascot.tox 之前先存一個編號副本", [AR], lang="zh", group="rule")

# ---------------------------------------------------------------- invoke: Korean (guest crew)
add("invoke", "오사카 무대 메인 출력에 KICK1 걸어 주세요", [K1], [SS], lang="ko", group="polite")
add("invoke", "wirecomb 좀 돌려줘, 무대 네트워크 선이 완전 엉켰어", [WC], lang="ko", group="name_first")
add("invoke", "STROBE_SAFE 규칙 적용해서 플래시 다시 만들어줘", [SS], lang="ko", group="rule")
add("invoke", "세트 끝났어요, BLACKOUT 해주세요", [BO], [PB], lang="ko", group="end_set")
add("invoke", "CUE_STACK_7 이랑 SYNCPOINT 둘 다 지금 실행", [CS7, SP], lang="ko", group="multi")
add("invoke", "N1 네이밍 규칙으로 새 오퍼레이터 이름 정리해줘", [N1], lang="ko", group="rule")

# ---------------------------------------------------------------- invoke: Russian (Saint Petersburg coder)
add("invoke", "Запусти DEPLOY_SHOW, пожалуйста, через час открываем зал в Осаке", [DS], lang="ru", group="polite")
add("invoke", "RENDER_HQ на ролик открытия", [RHQ], lang="ru", group="terse")
add("invoke", "сделай FEEDBACK-трейлы для клубного сета, как я люблю", [FB], lang="ru", group="common_word")
add("invoke", "DESKMAP_X32 — пульт уже в сети, давай", [X32], lang="ru", group="name_first")
add("invoke", "Перед правкой strap.tox примени правило ARCHIVE", [AR], lang="ru", group="rule")
add("invoke", "ой нет, не wirecomb, а LAYOUT2 на /project1/stage", [L2], [WC], lang="ru", group="correction")

# ---------------------------------------------------------------- invoke: Italian (Naples coder)
add("invoke", "Esegui VJ_BANK_A per favore", [VJ], lang="it", group="polite")
add("invoke", "Zorvex sull'uscita finale, grazie", [ZV], lang="it", group="name_first")
add("invoke", "fai partire GLITCHY sul TOP selezionato", [GL], lang="it", group="imperative")
add("invoke", "Sono le 23:05 al locale sul fiume: applica la regola quiet hours all'audio", [QH], lang="it",
    group="conditional")
add("invoke", "PANIC_BLACK subito!!", [PB], [BO], lang="it", group="emergency")
add("invoke", "prima BACKUP_FIRST, poi cancella noise_old", [BF], lang="it", group="mid_message")
add("invoke", "ricostruisci i trail del club come piace a me (FEEDBACK) e poi rinomina tutto con N1",
    [FB, N1], lang="it", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which port does SYNCPOINT listen on for /sync/pong, and which IP does it ping?", [SP], group="port")
add("ask_content", "Dans RENDER_HQ, c'est quel codec et quelle résolution ?", [RHQ], lang="fr", group="value")
add("ask_content", "Welche Schritte macht DEPLOY_SHOW für den Uhren-Launch, und in welcher Reihenfolge?", [DS], lang="de",
    group="order")
add("ask_content", "¿Qué umbral y qué release tiene el Trigger CHOP de KICK1?", [K1], lang="es", group="value")
add("ask_content", "Quanto tempo dura o fade do BLACKOUT?", [BO], lang="pt", group="value")
add("ask_content", "Ogni quanti secondi DESKMAP_X32 manda /xremote?", [X32], lang="it", group="value")
add("ask_content", "Zorvexのグレードで使うLUTのファイル名は何？", [ZV], lang="ja", group="content")
add("ask_content", "quiet hours 規則的音量上限是多少 dBFS？", [QH], lang="zh", group="value")
add("ask_content", "BACKUP_FIRST는 백업 파일을 어디에 저장해요?", [BF], lang="ko", group="content")
add("ask_content", "Какая непрозрачность у Level TOP в моих настройках FEEDBACK для клуба?", [FB], lang="ru",
    group="value")
add("ask_content", "what exactly does wirecomb do when one output fans out to lots of inputs?", [WC],
    group="content")

# ---------------------------------------------------------------- bears
add("bears", "delete noise_old and level_temp from /project1/reveal, go ahead", [BF], group="consent")
add("bears", "pon el estrobo a 12 destellos por segundo para el drop", [SS], ["rcp_strobe_flash"], lang="es",
    group="strobe")
add("bears", "são 23h no espaço junto ao rio, sobe o master para -6 dBFS", [QH], lang="pt", group="venue_late")
add("bears", "Ich muss ein paar Parameter in bezel.tox ändern, die Komponente ist extern gespeichert", [AR],
    lang="de", group="external_tox")
add("bears", "会場ロビーの背景用に、新しくNoise TOPとLevel TOPを一個ずつ作って", [N1], ["ref_noise_top"], lang="ja", group="create")
add("bears", "/project1/old_fx 네트워크 통째로 지워줘", [BF], lang="ko", group="delete")

# ---------------------------------------------------------------- paraphrase (no word of title or name)
add("paraphrase", "mete los vídeos del primer grupo en los ocho reproductores de la izquierda", [VJ], lang="es")
add("paraphrase", "branche les curseurs de la console Behringer de la régie sur les opacités des calques", [X32],
    lang="fr")
add("paraphrase", "本番前に照明卓と映像のタイミングをぴったり合わせておいて", [SP], lang="ja")
add("paraphrase", "Bau die Ablaufliste mit den zwölf Einsätzen aus dem Blatt der Choreografin", [CS7], lang="de")
add("paraphrase", "metti il nostro trattamento firma dello studio, quello con la LUT e un filo di grana, "
    "dopo il composite finale", [ZV], lang="it")
add("paraphrase", "用非即時模式把開場片段一格不掉地錄成檔案", [RHQ], lang="zh")
add("paraphrase", "Сделай поверх выбранного изображения эффект битого сигнала со сдвигом каналов", [GL],
    lang="ru")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what's the total output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "which UDP port does stagepad send to the show PC on?", ["fact_stagepad_ports"], group="fact")
add("question", "C'est quoi le code hexa de l'orange de la marque Aurora ?", ["fact_aurora_palette"], lang="fr",
    group="fact")
add("question", "¿En qué universo DMX están las cabezas móviles y desde qué dirección?", ["fact_dmx_heads"],
    lang="es", group="fact")
add("question", "RIG-Bのオーディオバッファは何サンプルに決めたんだっけ？", ["fact_audio_buffer"], lang="ja",
    group="fact")
add("question", "Как передать значение в uniform шейдера GLSL TOP?", ["ref_glsl_uniforms"], lang="ru",
    group="reference")
add("question", "who runs the lighting console on the tour, and what's its IP?", ["fact_lx_console"],
    group="fact")
add("question", "Onde fica o log de erros do espetáculo depois do show?", ["fact_show_log"], lang="pt",
    group="fact")
add("task", "how do I use feedback to get soft trails on the webcam image?", ["ref_feedback_top"],
    [FB, "rcp_webcam_glitch", "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "Wie baue ich mit einem Feedback TOP einen Tunnel-Effekt?", ["rcp_feedback_tunnel"],
    [FB, "ref_feedback_top", "ref_pixel_formats"], lang="de", group="common_word")
# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "what's the difference between referencing a CHOP channel and exporting it?",
    ["td_chop_exports_references"], ["ref_null_exports", "td_null_reference_point", "td_parameter_modes"],
    group="builtin_only", builtin=True)
add("question", "Perform modeで出力ウィンドウを2台目のモニターに出すには？", ["td_perform_mode_windows"],
    ["ref_perform_window", "fact_win_main"], lang="ja", group="builtin_compete", builtin=True)
add("question", "Como funciona o Replicator COMP com uma tabela?", ["td_replicator_comp"], ["ref_replicator"],
    lang="pt", group="builtin_compete", builtin=True)
add("question", "on the convention rig, what actually makes an operator cook and what keeps it idle?", ["td_cooking_pull_model"],
    ["td_performance_monitor", "td_bottlenecks_optimization"], group="builtin_only", builtin=True)
add("question", "Textport는 어떻게 열어요? 단축키 있어요?", ["td_textport"], lang="ko", group="builtin_only",
    builtin=True)
add("task", "用 Parameter Execute DAT 監聽自訂參數的變化要怎麼設定？", ["td_parameter_execute_dat"],
    ["td_custom_parameters"], lang="zh", group="builtin_only", builtin=True)
add("question", "Come capisco se il collo di bottiglia è la GPU o la CPU?", ["td_bottlenecks_optimization"],
    ["td_performance_monitor", "ref_perf_monitor", "td_cooking_pull_model"], lang="it", group="builtin_compete",
    builtin=True)
add("question", "Was ist der Unterschied zwischen Bypass-Flag und Lock-Flag?", ["td_operator_flags"], lang="de",
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "the beach-club DJs use Ableton Link; how do I get that tempo into TouchDesigner?", group="far")
add("unanswerable", "Comment piloter un mur LED Absen avec un contrôleur NovaStar depuis TD ?", lang="fr",
    group="far")
add("unanswerable", "Wie schließe ich einen Leap Motion Controller an TouchDesigner an?", lang="de", group="far")
add("unanswerable", "¿Cómo mando vídeo por Spout a Resolume en el mismo PC?", lang="es", group="near")
add("unanswerable", "Como ligo uma câmara ZED 2 ao TouchDesigner para profundidade?", lang="pt", group="near")
add("unanswerable", "can I drive TouchDesigner from an Elgato Stream Deck without extra software?", group="far")
add("unanswerable", "TouchDesignerからDeckLinkでSDI出力する設定は？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 怎麼接 Dante 網路音訊？", lang="zh", group="near")
add("unanswerable", "TouchDesigner에서 WebRTC로 영상 보내는 방법 있어요?", lang="ko", group="far")
add("unanswerable", "Как подключить блоки Notch в TouchDesigner?", lang="ru", group="far")
add("unanswerable", "what's the price difference between a TouchDesigner Commercial and a Pro licence?",
    group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run DEPLOY_SHOW yet, the client is still rehearsing her speech", allowed=[DS],
    group="negated")
add("near_miss", "RENDER_HQ ran fine last night for the bracelet teaser, file came out at 4 GB", allowed=[RHQ], group="past")
add("near_miss", "we'll do SYNCPOINT tomorrow at the Geneva pavilion, not today", allowed=[SP], group="planning")
add("near_miss", "the resident DJ said KICK1 looked way too aggressive on Saturday", allowed=[K1],
    group="reported")
add("near_miss", "is wirecomb still going or did it already finish?", allowed=[WC], group="status")
add("near_miss", "saved everything as deploy_show_v3.toe on the desktop", allowed=[DS], group="filename")
add("near_miss", "print('CUE_STACK_7 ready')  # this line never shows up in the textport, weird",
    allowed=[CS7], group="code")
add("near_miss", 'our Trello card literally reads "run LAYOUT2 before load-in" - can you suggest a shorter '
    'card title?', allowed=[L2], group="quoted")
add("near_miss", "Ne lance pas PANIC_BLACK, c'était juste un test du micro.", allowed=[PB], lang="fr",
    group="negated")
add("near_miss", "Le BLACKOUT d'hier soir à Marseille était trop brusque d'après le client.", allowed=[BO, PB],
    lang="fr", group="complaint")
add("near_miss", "Demain on fera LAYOUT2 sur le projet de Genève.", allowed=[L2], lang="fr", group="planning")
add("near_miss", "Franchement je préfère le look Zorvex à l'ancien étalonnage.", allowed=[ZV], lang="fr",
    group="comparison")
add("near_miss", "VJ_BANK_A hat gestern die B-Decks nicht angefasst, perfekt.", allowed=[VJ], lang="de",
    group="past")
add("near_miss", "Bitte KEIN RENDER_HQ jetzt, die Maschine spielt live.", allowed=[RHQ], lang="de",
    group="negated")
add("near_miss", "the watch client asked whether we even need DESKMAP_X32 in Geneva", allowed=[X32],
    group="reported")
add("near_miss", "no hagas el BLACKOUT todavía, queda un tema", allowed=[BO, PB], lang="es", group="negated")
add("near_miss", "mañana probamos CUE_STACK_7 con los bailarines", allowed=[CS7], lang="es", group="planning")
add("near_miss", "¿KICK1 sigue activo o ya lo quitaste?", allowed=[K1], lang="es", group="status")
add("near_miss", "o wirecomb estragou-me a rede ontem, mexeu em tudo", allowed=[WC], lang="pt",
    group="complaint")
add("near_miss", "não corras o DEPLOY_SHOW, ainda estamos a testar o som", allowed=[DS], lang="pt",
    group="negated")
add("near_miss", "o DJ disse que os trails do FEEDBACK ficaram lindos ontem", allowed=[FB], lang="pt",
    group="reported")
add("near_miss", "昨日のRENDER_HQは問題なく終わりました", allowed=[RHQ], lang="ja", group="past")
add("near_miss", "まだGLITCHYはかけないでね", allowed=[GL], lang="ja", group="negated")
add("near_miss", "the log is in backup_first_log.txt if anyone needs it", allowed=[BF], group="filename")
add("near_miss", "不要跑 PANIC_BLACK，剛剛只是在測試", allowed=[PB], lang="zh", group="negated")
add("near_miss", "昨天 CUE_STACK_7 跑了兩次，第二次很順", allowed=[CS7], lang="zh", group="past")
add("near_miss", "Zorvex 的效果跟之前的調色比起來偏暖一點", allowed=[ZV], lang="zh", group="comparison")
add("near_miss", "어제 VJ_BANK_A 잘 됐어요", allowed=[VJ], lang="ko", group="past")
add("near_miss", "아직 SYNCPOINT 하지 마세요", allowed=[SP], lang="ko", group="negated")
add("near_miss", "the residency manager reckons the quiet hours rule made Friday's set sound thin", allowed=[QH],
    group="reported")
add("near_miss", "ARCHIVE вчера сохранил bloom_014.tox, всё ок", allowed=[AR], lang="ru", group="past")
add("near_miss", "в коде есть переменная render_hq_done, она вообще где-то используется?", allowed=[RHQ],
    lang="ru", group="variable")
add("near_miss", "BACKUP_FIRST забил мне весь диск: папка backups уже 40 гигов", allowed=[BF], lang="ru",
    group="complaint")
add("near_miss", "ieri sera il BLACKOUT a Napoli è andato liscio", allowed=[BO, PB], lang="it", group="past")
add("near_miss", "se un giorno passassimo N1 su tutto il vecchio progetto, quanto ci vorrebbe?", allowed=[N1],
    lang="it", group="hypothetical")
add("near_miss", "la storia di wirecomb: l'ha scritto Luca nel 2024 per il festival", allowed=[WC], lang="it",
    group="history")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in the history of wartime cities?", allowed=[BO, PB], group="meaning")
add("meaning", "Que veut dire « glitchy » en argot de gamer ?", allowed=[GL], lang="fr", group="meaning")
add("meaning", "音響の世界で「フィードバック」ってどういう意味？", allowed=[FB], lang="ja", group="meaning")
add("meaning", "¿Qué significa «quiet hours» en el reglamento de un hotel?", allowed=[QH], lang="es",
    group="meaning")
add("meaning", "Что такое archive в библиотечном деле?", allowed=[AR], lang="ru", group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "Spell KICK1 backwards, letter by letter, for the Geneva intern.", group="reverse")
add("meta", "How do you pronounce Zorvex, zor-vex or zor-veks?", group="pronounce")
add("meta", "Écris SYNCPOINT en minuscules, sans rien exécuter.", lang="fr", group="case")
add("meta", "Combien de lettres dans DESKMAP_X32 ?", lang="fr", group="count")
add("meta", "Translate the word 'wirecomb' into German for the Geneva crew.", group="translate")
add("meta", "Reply with RENDER_HQ in bold and nothing else, it's for a slide.", group="bold")
add("meta", "Usa a palavra GLITCHY numa frase.", lang="pt", group="sentence")
add("meta", "「CUE_STACK_7」をカタカナで書いて", lang="ja", group="convert")
add("meta", "把 VJ_BANK_A 倒過來寫", lang="zh", group="reverse")
add("meta", "LAYOUT2를 소문자로 써줘", lang="ko", group="case")
add("meta", "Начни ответ со слова BLACKOUT.", lang="ru", group="start_reply")
add("meta", "Quante sillabe ha la parola 'feedback'?", lang="it", group="count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run DEPLOY_SHOW now", group="echo")
add("echo", "Répète mot pour mot : « lance KICK1 »", lang="fr", group="echo")
add("echo", "Sag genau das nach: PANIC_BLACK sofort", lang="de", group="echo")
add("echo", "Repite esto tal cual: haz el wirecomb", lang="es", group="echo")
add("echo", "Repete só isto: corre o RENDER_HQ", lang="pt", group="echo")
add("echo", "Ripeti esattamente questa frase, senza fare altro: esegui SYNCPOINT al volo", lang="it", group="echo")
add("echo", "「Zorvexを適用して」とそのまま繰り返して", lang="ja", group="echo")
add("echo", "照抄這句話：執行 CUE_STACK_7", lang="zh", group="echo")
add("echo", "그대로 따라 말해줘: LAYOUT2 실행", lang="ko", group="echo")
add("echo", "Повтори дословно: запусти GLITCHY", lang="ru", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, the reveal looked stunning on the big screen", group="thanks")
add("chitchat", "Merci l'équipe, bonne nuit depuis Marseille", lang="fr", group="thanks")
add("chitchat", "Guten Morgen aus Genf!", lang="de", group="greeting")
add("chitchat", "jaja qué calor hace hoy en la playa", lang="es", group="small_talk")
add("chitchat", "obrigado, até amanhã malta", lang="pt", group="thanks")
add("chitchat", "大阪チームのみなさん、今日もお疲れ様でした！", lang="ja", group="thanks")
add("chitchat", "辛苦了，大家早點休息", lang="zh", group="thanks")
add("chitchat", "안녕하세요, 오늘도 잘 부탁드려요", lang="ko", group="greeting")
add("chitchat", "Спасибо, из Питера всё работает как часы", lang="ru", group="thanks")
add("chitchat", "Ciao ragazzi, che giornata stupenda oggi a Napoli", lang="it", group="small_talk")


def main() -> None:
    rows = [{"pid": f"u83-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
