"""Hand-written source of prompts_unseen89.jsonl: a blind suite by an independent evaluator (gateeval89).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on
these prompts. Run this file to regenerate prompts_unseen89.jsonl byte for byte.

Personas (they live here only):
- LYON_BERLIN: a Lyon Fête des Lumières and Berlin Festival of Lights crew (French, German, English,
  plus an Italian lighting tech from Turin who joined the Lyon crew);
- SEVILLE_RIO: a Seville Feria and Rio carnival float team (Spanish, Brazilian Portuguese, English);
- KYOTO_BUSAN: a Kyoto temple illumination and Busan street-art projection company (Japanese, Korean,
  English), with a Shenzhen (Chinese) and a Novosibirsk (Russian) remote operator.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen89.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L = "ins_layout2"
S = "ins_strobe_safe"
B = "ins_backup_first"
D = "ins_deploy_show"
V = "ins_vj_bank_a"
P = "ins_panic_black"
G = "ins_glitchy"
X = "ins_deskmap_x32"
R = "ins_render_hq"
N = "ins_naming_n1"
F = "ins_feedback_pref"
BO = "ins_blackout"
W = "ins_wirecomb"
C = "ins_cue_stack7"
SY = "ins_syncpoint"
A = "ins_archive_rule"
Z = "ins_zorvex_grade"
Q = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (all personas)
add("invoke", "KICK1 — main out, the Berlin DJ is already on", [K], [S], group="bare")
add("invoke", "render_hq. now. lyon master.", [R], group="terse")
add("invoke", "/deploy_show lyon_cathedral", [D], group="slash_command")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on the cathedral network instead", [W], [L], group="correction")
add("invoke", "it's 22:40 at the riverside venue and the DJ wants more bass, so apply the quiet hours rule on "
    "the master first", [Q], group="conditional")
add("invoke", "- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\ngo through this list top to bottom before doors", [SY, D],
    [], group="checklist")
add("invoke", "ERROR /project1/deck_a3: could not open media/bank_a/03_torches.mov\n"
    "ERROR /project1/deck_a5: could not open media/bank_a/05_lanterns.mov\n"
    "the drive is remounted, reload VJ_BANK_A please", [V], group="log_paste")
add("invoke", "🚨 PANIC_BLACK 🚨 wrong clip on the tower!!", [P], group="emoji")
add("invoke", "okay run kick one on the main output period", [K], [S], group="voice")
add("invoke", "pls run wirecmob on the berlin tower network", [W], group="typo")
add("invoke", "G L I T C H Y on the selected top please", [G], group="spaces")
add("invoke", "Zorvex grade — after the final comp on the Kyoto temple output, please", [Z], group="name_first")
add("invoke", "last song just ended, thank you Berlin — BLACKOUT", [BO], [P], group="trailing")
add("invoke", "Follow naming rule N1 while you build the new Brandenburg Gate layer: a noise for the background "
    "and a level on top of it.", [N], group="rule")
add("invoke", "yes, go ahead with RENDER_HQ, the Lyon master can render overnight", [R], group="consent")
add("invoke", "at 19:55 sharp run CUE_STACK_7 so the dance cues are ready for the 20:00 show", [C], group="timed")
add("invoke", "Load clip bank A into the decks for the Rio opener", [V], group="title_words")
add("invoke", "Run ARCHIVE on float_logo.tox, then BACKUP_FIRST before I delete the old shaders inside it",
    [A, B], group="multi")
add("invoke", "FEEDBACK procedure for the club set — trails my way please", [F], group="common_word")
add("invoke", "Apply STROBE_SAFE to the beat-synced cuts on the Busan wall", [S], group="rule")

# ---------------------------------------------------------------- invoke: French (LYON_BERLIN)
add("invoke", "Tu peux appliquer le look Zorvex après le composite final, s'il te plaît ?", [Z], lang="fr",
    group="title_words")
add("invoke", "GLITCHY sur la TOP sélectionnée, vite, la cathédrale Saint-Jean est en attente", [G], lang="fr",
    group="name_first")
add("invoke", "Avant que je modifie bloom_bellecour.tox, applique la règle ARCHIVE.", [A], lang="fr", group="rule")
add("invoke", "on bascule la façade en Perform : exécute DEPLOY_SHOW maintenant et préviens-moi à la fin",
    [D], lang="fr", group="mid_message")
add("invoke", "Ok pour moi, vas-y avec RENDER_HQ", [R], lang="fr", group="consent")
add("invoke", "Range le réseau avec LAYOUT2 puis passe wirecomb pour les fils, merci", [L, W], lang="fr",
    group="multi")
add("invoke", "à 21h30 pile tu déclenches SYNCPOINT avec la console lumière", [SY], lang="fr", group="timed")

# ---------------------------------------------------------------- invoke: German (LYON_BERLIN)
add("invoke", "Bitte DESKMAP_X32 ausführen, das Pult steht jetzt am FOH.", [X], lang="de", group="polite")
add("invoke", "Mach PANIC_BLACK!!! sofort, falsches Video auf dem Fernsehturm", [P], lang="de", group="emergency")
add("invoke", "Leg die neuen Operatoren fürs Brandenburger Tor nach Namensregel N1 an: ein Noise TOP und ein "
    "Level TOP für den Hintergrund.", [N], lang="de", group="rule")
add("invoke", "Die Kabel im Netzwerk sind das reine Chaos. wirecomb bitte.", [W], lang="de", group="trailing")
add("invoke", "Zuerst BACKUP_FIRST anwenden, dann lösch den alten noise1 im Fassaden-Container.", [B], lang="de",
    group="rule")
add("invoke", "Cue-Liste fürs Tanzstück bauen, CUE_STACK_7 bitte", [C], lang="de", group="trailing")
add("invoke", "Zorvex-Grade drauf und danach GLITCHY auf den Kanal für die Siegessäule", [Z, G], lang="de",
    group="multi")

# ---------------------------------------------------------------- invoke: Spanish (SEVILLE_RIO)
add("invoke", "Ejecuta KICK1 ya, que empieza la sesión de sevillanas electrónicas", [K], [S], "es", "imperative")
add("invoke", "¿Me haces el favor de cargar VJ_BANK_A en los decks?", [V], lang="es", group="polite")
add("invoke", "aplica STROBE_SAFE al flash de la portada de la Feria", [S], lang="es", group="rule")
add("invoke", "lo de la mesa, DESKMAP_X32, hazlo antes de la prueba de sonido", [X], lang="es",
    group="mid_message")
add("invoke", "Son las 23:15 en el escenario del río, así que aplica la regla de horas de silencio antes de tocar "
    "el volumen.", [Q], lang="es", group="conditional")
add("invoke", "cue stack 7 porfa", [C], lang="es", group="spaces")
add("invoke", "- [ ] BACKUP_FIRST\n- [ ] ARCHIVE sobre portada.tox\nsigue la lista antes de limpiar", [B, A],
    lang="es", group="checklist")

# ---------------------------------------------------------------- invoke: Portuguese (SEVILLE_RIO)
add("invoke", "Roda o GLITCHY no TOP selecionado do carro alegórico", [G], lang="pt", group="imperative")
add("invoke", "Pode fazer o SYNCPOINT com a mesa de luz antes do desfile?", [SY], lang="pt", group="polite")
add("invoke", "RENDER_HQ agora, o cliente quer o arquivo ainda hoje", [R], lang="pt", group="name_first")
add("invoke", "Aplica a regra N1 de nomes nos operadores novos do carro abre-alas", [N], lang="pt", group="rule")
add("invoke", "já passou das 22h no palco da beira-rio, então aplica a regra de quiet hours no master", [Q],
    lang="pt", group="conditional")
add("invoke", "Trails do club do meu jeito: procedimento FEEDBACK, por favor", [F], lang="pt",
    group="common_word")
add("invoke", "DEPLOY_SHOW e depois RENDER_HQ, nessa ordem", [D, R], lang="pt", group="multi")

# ---------------------------------------------------------------- invoke: Italian (LYON_BERLIN, Turin tech)
add("invoke", "Esegui DESKMAP_X32 sul banco del palco", [X], lang="it", group="imperative")
add("invoke", "Per favore applica la regola BACKUP_FIRST prima di cancellare la rete vecchia", [B], lang="it",
    group="polite")
add("invoke", "KICK1 e STROBE_SAFE insieme, grazie: il pubblico è vicinissimo", [K, S], lang="it", group="multi")
add("invoke", "wirecomb, la rete è illeggibile", [W], lang="it", group="name_first")
add("invoke", "no aspetta, non GLITCHY — fai il look Zorvex", [Z], [G], "it", "correction")
add("invoke", "Fine set: BLACKOUT adesso, grazie a tutti", [BO], [P], "it", "end_set")
add("invoke", "archive prima di toccare lumiere_fourviere.tox per favore", [A], lang="it", group="lowercase")

# ---------------------------------------------------------------- invoke: Japanese (KYOTO_BUSAN)
add("invoke", "パニック！PANIC_BLACK今すぐ", [P], lang="ja", group="emergency")
add("invoke", "本堂のネットワーク、LAYOUT2で列に整列して", [L], lang="ja", group="imperative")
add("invoke", "照明卓とSYNCPOINTやって。本番前に合わせたい", [SY], lang="ja", group="terse")
add("invoke", "ZORVEXグレードを最終コンポジットの後に入れてください", [Z], lang="ja", group="polite")
add("invoke", "命名ルールN1に従って、背景用のNoise TOPを新しく作って", [N], lang="ja", group="rule")
add("invoke", "えっと、VJ_BANK_Aロードして、あとDESKMAP_X32もお願い", [V, X], lang="ja", group="multi")

# ---------------------------------------------------------------- invoke: Chinese (Shenzhen remote operator)
add("invoke", "执行一下 DEPLOY_SHOW", [D], lang="zh", group="terse")
add("invoke", "请运行 GLITCHY，加在选中的 TOP 后面", [G], lang="zh", group="polite")
add("invoke", "帮我跑一下 wirecomb，线太乱了", [W], lang="zh", group="imperative")
add("invoke", "用 FEEDBACK 流程做俱乐部的拖尾，按我的设置来", [F], lang="zh", group="common_word")
add("invoke", "BACKUP_FIRST 先做，然后删掉没用的算子", [B], lang="zh", group="name_first")
add("invoke", "现在 BLACKOUT，这一场结束了", [BO], [P], "zh", "end_set")
add("invoke", "按 ARCHIVE 规则先存一份编号副本再改 facade.tox", [A], lang="zh", group="rule")

# ---------------------------------------------------------------- invoke: Korean (KYOTO_BUSAN)
add("invoke", "CUE_STACK_7 실행해 주세요", [C], lang="ko", group="polite")
add("invoke", "부산 벽화 플래시에 STROBE_SAFE 규칙 적용해 줘", [S], lang="ko", group="rule")
add("invoke", "SYNCPOINT 해주세요. 조명 콘솔이랑 맞춰야 해요", [SY], lang="ko", group="polite")
add("invoke", "vj bank a 로드해줘", [V], lang="ko", group="spaces")
add("invoke", "긴급! PANIC_BLACK 지금!", [P], lang="ko", group="emergency")
add("invoke", "FEEDBACK 절차로 클럽 트레일 만들어 줘", [F], lang="ko", group="common_word")

# ---------------------------------------------------------------- invoke: Russian (Novosibirsk remote operator)
add("invoke", "Запусти KICK1 на основном выходе", [K], [S], "ru", "imperative")
add("invoke", "Пожалуйста, выполни LAYOUT2 в текущей сети", [L], lang="ru", group="polite")
add("invoke", "Примени правило N1 к новым операторам, которые ты сейчас создашь", [N], lang="ru", group="rule")
add("invoke", "STROBE_SAFE, мигалка слишком быстрая", [S], lang="ru", group="name_first")
add("invoke", "ладно, давай, запускай DEPLOY_SHOW", [D], lang="ru", group="consent")
add("invoke", "Уже 23:00 на площадке у реки — примени правило тихих часов к мастеру звука", [Q], lang="ru",
    group="conditional")
add("invoke", "лэйаут два... то есть LAYOUT2, запусти на сети фасада", [L], lang="ru", group="voice")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32 open for the desk, and what's the OSC filter?", [X])
add("ask_content", "What order does BLACKOUT do things in — fade first or DMX first?", [BO], [P])
add("ask_content", "Que dit exactement BACKUP_FIRST sur l'endroit où ranger les sauvegardes ?", [B], lang="fr")
add("ask_content", "In welcher Reihenfolge laufen die Schritte von DEPLOY_SHOW ab?", [D], lang="de")
add("ask_content", "¿Con qué códec y a qué resolución graba RENDER_HQ?", [R], lang="es")
add("ask_content", "Qual é o limite de flashes por segundo do STROBE_SAFE?", [S], lang="pt")
add("ask_content", "Che soglia usa il Trigger CHOP in KICK1?", [K], lang="it")
add("ask_content", "SYNCPOINTって、pingはどのIPアドレスの何番ポート宛て？", [SY], lang="ja")
add("ask_content", "Zorvex 调色那一步，Level TOP 的 gamma 和 contrast 各设多少？", [Z], lang="zh")
add("ask_content", "Что говорит правило тихих часов про уровень звука после 22:00?", [Q], lang="ru")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete the old fountain_test container, we don't need it for Berlin", [B], group="delete")
add("bears", "Fais clignoter toute la façade à 8 flashs par seconde sur le drop", [S], ["rcp_strobe_flash"],
    "fr", "strobe")
add("bears", "Es ist 22:45 an der Bühne am Fluss, dreh den Master-Sound um 6 dB hoch", [Q], lang="de",
    group="venue_late")
add("bears", "Cambia el blur a 4 dentro de la tox externa portada_feria.tox", [A], lang="es",
    group="external_tox")
add("bears", "Cria um Noise TOP e um Level TOP novos pro fundo do carro", [N], ["ref_noise_top"], "pt", "create")
add("bears", "使ってないオペレーター、まとめて削除していいよ。進めて", [B], lang="ja", group="delete")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title/name words)
add("paraphrase", "get our frames aligned with the grandMA timing before doors open", [SY], ["fact_lx_console"])
add("paraphrase", "tidy my nodes so sources sit on the left and each chain reads left to right in one row", [L])
add("paraphrase", "Häng die acht Clips aus dem ersten Medienordner in die linken Player", [V], lang="de")
add("paraphrase", "Conecta los faders de la Behringer para que muevan las opacidades de las capas", [X],
    ["ref_osc_in_chop"], "es")
add("paraphrase", "给最后的合成加上我们工作室的招牌色调", [Z], lang="zh")
add("paraphrase", "Сделай так, чтобы картинка вспыхивала от бочки в музыке", [K], [S, "ref_audio_analysis"], "ru")

# ---------------------------------------------------------------- question / task
add("question", "Which DMX universe are the six moving heads on, and which channel is the dimmer?",
    ["fact_dmx_heads"], ["fact_lx_console"], group="fact")
add("question", "what fps is the Nebula piece locked to, 50 or 60?", ["fact_nebula_fps"], group="fact")
add("task", "Give me the output raster for the Lumen Hall show so I can set the window size",
    ["fact_lumen_hall_raster"], ["ref_perform_window"], group="fact")
add("question", "How do feedback loops fade to true black instead of leaving a grey ghost?",
    ["ref_pixel_formats"], ["ref_feedback_top", F, "rcp_feedback_tunnel"], group="common_word")
add("question", "Quel port utilise la tablette stagepad pour envoyer l'OSC au PC de spectacle ?",
    ["fact_stagepad_ports"], lang="fr", group="fact")
add("question", "Welcher Audio-Buffer ist auf RIG-B abgesprochen?", ["fact_audio_buffer"],
    ["fact_studio_audio"], "de", "fact")
add("question", "¿Cómo paso un valor de tiempo a un shader en el GLSL TOP?", ["ref_glsl_uniforms"], lang="es",
    group="reference")
add("task", "Monta a cadeia de barras de espectro de áudio pro carro", ["rcp_spectrum_bars"],
    ["ref_audio_analysis"], "pt", "reference")
add("question", "Come funziona l'instancing nel Geometry COMP?", ["ref_instancing"], lang="it",
    group="reference")
add("question", "Replicator COMPはテーブルの行ごとにどうやって複製するの？", ["ref_replicator"], lang="ja",
    group="reference")
add("question", "同时播放很多高分辨率视频，HAP 和 H.264 哪个更合适？", ["ref_hap_codecs"], lang="zh",
    group="reference")
add("question", "부산 프로젝트에서 op() 경로가 자꾸 None이 나오는데 왜 그래?", ["ref_op_paths"], lang="ko", group="reference")
add("question", "Explain the pull-based cooking model: why doesn't my chain cook when nothing is viewing it?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("question", "Comment fonctionne le Parameter Execute DAT pour réagir à un pulse ?",
    ["td_parameter_execute_dat"], lang="fr", group="builtin_only", builtin=True)
add("question", "Was ist der Unterschied zwischen Export und Referenz bei CHOP-Kanälen?",
    ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"], "de", "builtin_only",
    builtin=True)
add("question", "¿Cómo guardo valores de Python dentro de un operador con storage?", ["td_storage"], lang="es",
    group="builtin_only", builtin=True)
add("question", "Textportでデバッグ出力を見る方法を教えて", ["td_textport"], ["fact_show_log"], "ja",
    "builtin_only", builtin=True)
add("question", "Select 算子和 In/Out 算子怎么在不同网络之间传数据？", ["td_select_in_out"], lang="zh",
    group="builtin_only", builtin=True)
add("task", "Como crio parâmetros customizados num componente do carro?", ["td_custom_parameters"], lang="pt",
    group="builtin_only", builtin=True)
add("question", "Как работают флаги оператора: bypass, lock и display?", ["td_operator_flags"], lang="ru",
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable (plausible, not in the corpus)
add("unanswerable", "How do I get a Leap Motion hand skeleton into TouchDesigner?", group="far")
add("unanswerable", "Can TouchDesigner receive a Spout sender from Resolume running on the same PC?", group="far")
add("unanswerable", "Comment brancher un LiDAR Ouster dans TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie steuere ich einen Schrittmotor über Arduino Firmata aus TD?", lang="de", group="far")
add("unanswerable", "¿Cómo importo un modelo de Blender con huesos animados a TouchDesigner?", lang="es",
    group="far")
add("unanswerable", "Como uso o Stable Diffusion em tempo real dentro do TouchDesigner?", lang="pt", group="far")
add("unanswerable", "Come ricevo il feedback dei LED su un Akai APC40 da TouchDesigner?", lang="it", group="near")
add("unanswerable", "TouchDesignerでWebRTCの映像を受信するには？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 怎么读取 Vive 追踪器的位置？", lang="zh", group="far")
add("unanswerable", "터치디자이너 라이선스를 다른 PC로 옮기는 방법은?", lang="ko", group="near")
add("unanswerable", "Как подключить камеру Intel RealSense D435 к TouchDesigner?", lang="ru", group="near")

# ---------------------------------------------------------------- near misses: English
add("near_miss", "don't run GLITCHY on the river facade, the client hated it last year", allowed=[G],
    group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file is already on the drive", allowed=[R], group="past")
add("near_miss", "we'll do SYNCPOINT tomorrow at the Berlin tech rehearsal", allowed=[SY], group="planning")
add("near_miss", "how long did DEPLOY_SHOW take on Friday in Lyon?", allowed=[D], group="status")
add("near_miss", "rename kick1_old_v3.toe to kick1_lyon_2024.toe on the desktop, nothing else", allowed=[K],
    group="filename")
add("near_miss", "I set panic_black_armed = False in the startup script, just so you know", allowed=[P],
    group="variable")
add("near_miss", "for Saturday's talk my slide literally says 'wirecomb only moves nodes'", allowed=[W],
    group="quoted")
add("near_miss", "our Zorvex grade looks greener in Kyoto than in Busan, probably the projectors", allowed=[Z],
    group="comparison")
add("near_miss", "CUE_STACK_7 broke my network yesterday, the whole timer chain was wired wrong", allowed=[C],
    group="complaint")
add("near_miss", "back in 2023 we didn't even have LAYOUT2 and every network was spaghetti", allowed=[L],
    group="history")
add("near_miss", "Marta said the BLACKOUT at the end of last night's set was perfect", allowed=[BO, P],
    group="reported")
add("near_miss", "the ARCHIVE folder next to the float tox has 40 files in it now, lol", allowed=[A],
    group="incidental")
add("near_miss", "is DESKMAP_X32 still running? the faders look frozen on my side", allowed=[X], group="status")

# ---------------------------------------------------------------- near misses: other languages
add("near_miss", "Ne lance surtout pas PANIC_BLACK pendant la répétition, on filme.", allowed=[P], lang="fr",
    group="negated")
add("near_miss", "Hier soir LAYOUT2 a tout bien rangé, merci.", allowed=[L], lang="fr", group="past")
add("near_miss", "Léa trouve que le BLACKOUT de fin de set était trop long hier.", allowed=[BO], lang="fr",
    group="reported")
add("near_miss", "KICK1 hat gestern das ganze Netzwerk zerschossen, lass es bloß aus.", allowed=[K, S],
    lang="de", group="complaint")
add("near_miss", "DEPLOY_SHOW machen wir erst morgen früh vor der Generalprobe.", allowed=[D], lang="de",
    group="planning")
add("near_miss", "Der Kollege fragt, ob VJ_BANK_A schon mal auf RIG-A gelaufen ist.", allowed=[V], lang="de",
    group="reported")
add("near_miss", "No hagas BACKUP_FIRST ahora, solo estoy mirando la red.", allowed=[B], lang="es",
    group="negated")
add("near_miss", "El año pasado en la Feria usamos DESKMAP_X32 con otra mesa.", allowed=[X], lang="es",
    group="history")
add("near_miss", "Sube render_hq_feria_final.mov a la carpeta compartida del cliente.", allowed=[R], lang="es",
    group="filename")
add("near_miss", "Não roda o VJ_BANK_A, as pastas ainda estão copiando", allowed=[V], lang="pt",
    group="negated")
add("near_miss", "O GLITCHY deixou o carro lindo ontem no ensaio", allowed=[G], lang="pt", group="past")
add("near_miss", "Amanhã a gente faz o CUE_STACK_7 com a coreógrafa", allowed=[C], lang="pt", group="planning")
add("near_miss", "Non fare wirecomb adesso, sto ancora collegando", allowed=[W], lang="it", group="negated")
add("near_miss", "Ieri sera il BLACKOUT è partito due secondi in ritardo", allowed=[BO], lang="it",
    group="complaint")
add("near_miss", "Un giorno faremo ARCHIVE anche sui vecchi tox del 2019", allowed=[A], lang="it",
    group="planning")
add("near_miss", "RENDER_HQはまだ実行しないで。確認中です", allowed=[R], lang="ja", group="negated")
add("near_miss", "昨日のSYNCPOINTはうまくいきました", allowed=[SY], lang="ja", group="past")
add("near_miss", "変数名を zorvex_grade_on にしたけど、わかりにくいかな", allowed=[Z], lang="ja", group="variable")
add("near_miss", "别运行 KICK1，DJ 还没到", allowed=[K], lang="zh", group="negated")
add("near_miss", "同事说 FEEDBACK 那套拖尾设置是他写的", allowed=[F], lang="zh", group="reported")
add("near_miss", "LAYOUT2는 하지 마, 내가 직접 정리할게", allowed=[L], lang="ko", group="negated")
add("near_miss", "어제 PANIC_BLACK 눌러서 관객들이 깜짝 놀랐어", allowed=[P], lang="ko", group="past")
add("near_miss", "Не запускай GLITCHY, заказчик против", allowed=[G], lang="ru", group="negated")
add("near_miss", "Вчера BACKUP_FIRST спас нас, когда удалили не тот контейнер", allowed=[B], lang="ru",
    group="past")

# ---------------------------------------------------------------- meaning (ordinary sense of a procedure word)
add("meaning", "when someone calls an old VHS tape 'glitchy', what do they mean by it?", allowed=[G])
add("meaning", "where does the word 'blackout' come from, historically?", allowed=[BO, P])
add("meaning", "Que veut dire « archive » en dehors de l'informatique ?", allowed=[A], lang="fr")
add("meaning", "¿Qué significa 'horas de silencio' en un contrato de alquiler?", allowed=[Q], lang="es")
add("meaning", "フィードバックという言葉の一般的な意味は？", allowed=[F], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "How do you spell KICK1 in the NATO alphabet?")
add("meta", "Write the word BLACKOUT backwards.")
add("meta", "Put DESKMAP_X32 in bold and say nothing else")
add("meta", "Combien de lettres dans PANIC_BLACK ?", lang="fr")
add("meta", "Schreib DEPLOY_SHOW in Kleinbuchstaben.", lang="de")
add("meta", "¿Cómo se pronuncia 'wirecomb' en inglés?", lang="es")
add("meta", "Traduz 'quiet hours' pro português", lang="pt")
add("meta", "SYNCPOINTをカタカナで書いて", lang="ja")
add("meta", "用“RENDER_HQ”这个词造一个句子", lang="zh")
add("meta", "ZORVEX 글자 수 세어 줘", lang="ko")
add("meta", "Начни свой ответ со слова VJ_BANK_A", lang="ru")

# ---------------------------------------------------------------- echo
add("echo", "Repeat back exactly: run DESKMAP_X32 now")
add("echo", "Répète après moi : « lance KICK1 sur la cathédrale »", lang="fr")
add("echo", "Sprich mir einfach nach: „PANIC_BLACK sofort“", lang="de")
add("echo", "Repite esta frase tal cual: ejecuta LAYOUT2", lang="es")
add("echo", "Repete comigo: roda o CUE_STACK_7 no carro", lang="pt")
add("echo", "Ripeti parola per parola: applica STROBE_SAFE", lang="it")
add("echo", "「BLACKOUTを実行」とそのまま繰り返して", lang="ja")
add("echo", "照抄这句话：执行 wirecomb", lang="zh")
add("echo", "그대로 따라 말해 봐: RENDER_HQ 실행", lang="ko")
add("echo", "Повтори слово в слово: «запусти SYNCPOINT на пульте»", lang="ru")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "cheers crew, Berlin was amazing tonight")
add("chitchat", "Merci à tous, on se retrouve place Bellecour demain !", lang="fr")
add("chitchat", "Olé, qué noche más bonita en el Real de la Feria", lang="es")
add("chitchat", "Valeu galera, até o próximo desfile na Sapucaí!", lang="pt")
add("chitchat", "Buonanotte a tutti, ottimo lavoro a Fourvière", lang="it")
add("chitchat", "清水寺チームのみなさん、お疲れさまでした！", lang="ja")
add("chitchat", "深圳这边下班了，大家辛苦", lang="zh")
add("chitchat", "부산 팀 오늘 수고 많으셨어요", lang="ko")
add("chitchat", "Спасибо, из Новосибирска всё видно отлично", lang="ru")


def main() -> None:
    rows = [{"pid": f"u89-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
