"""Blind gate suite unseen113, written by the independent evaluator "gateeval113".

Written blind: from corpus.jsonl, the Labels and Intents sections of README.md, the label rules in
test_gate_suite_v2_data.py and the built-in knowledge files only; never scored by its author.

Personas (they live here only):
- a Montreux jazz and Munich opera-festival crew (en, fr, de, it);
- a Seville Feria and Porto São João team (es, pt);
- an Osaka castle-mapping and Xian city-wall show company (ja, zh) with a remote operator in Jeonju (ko)
  and Yekaterinburg (ru), plus their English-writing touring lead.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen113.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L, S, B = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
D, V, P, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, F = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C, SY = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
A, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: the touring lead (en)
add("invoke", "KICK1 ⏎", [K], [S], group="bare")
add("invoke", "GLITCHY on the selected top pls", [G], group="terse")
add("invoke", "Could you please run DESKMAP_X32 for the Montreux front-of-house desk?", [X], group="polite")
add("invoke", "LAYOUT2 — this network is chaos after the jazz soundcheck.", [L], group="name_first")
add("invoke", "Lakeside stage patch is a spaghetti bowl, so go ahead and apply wirecomb", [W], group="trailing")
add("invoke", "the last tune just ended and the band is bowing, run BLACKOUT now please", [BO], group="end_set")
add("invoke", "Per our BACKUP_FIRST rule, back up /project1/stage and then delete the three unused noise TOPs in it.",
    [B], group="rule")
add("invoke", "Build the house colour look on the final composite, the Montreux client signed off on it.", [Z],
    group="title_words")
add("invoke", "run DEPLOY_SHWO, doors at 8", [D], group="typo")
add("invoke", "run S Y N C P O I N T before the opera overture starts", [SY], group="spaces")
add("invoke", "okay copilot comma run cue stack seven for the Tidewater piece full stop", [C], group="voice")
add("invoke", "🎬 RENDER_HQ please 🙏", [R], group="emoji")
add("invoke", "/vj_bank_a deck A side only", [V], group="slash_command")
add("invoke", "- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\nDo both items on this list now.", [X, SY], group="checklist")
add("invoke", "WARNING: /project1/stage/noise7 cook time 14.2 ms\nWARNING: /project1/stage/blur3 cook time 9.8 ms\n"
    "ok whatever, just run LAYOUT2 on this mess", [L], group="log_paste")
add("invoke", "Run BLACKOUT — no wait, not BLACKOUT, we're mid-set: do PANIC_BLACK, someone just climbed the truss",
    [P], [BO], group="correction")
add("invoke", "You asked whether to put the Zorvex grade on the Munich feed — yes, go ahead.", [Z], group="consent")
add("invoke", "It's 23:10 and we're at the riverside venue tonight, so apply the quiet hours rule to the master out.", [Q],
    group="conditional")
add("invoke", "Doors in five minutes — DEPLOY_SHOW now.", [D], group="timed")
add("invoke", "Load VJ_BANK_A, then GLITCHY on deck_a3's output.", [V, G], group="multi")
add("invoke", "strobe_safe on the flash chain i just built, clamp it", [S], group="lowercase")
add("invoke", "Naming rule N1 please: apply it to everything you made in /project1/fx tonight.", [N], group="imperative")
add("invoke", "Time for the FEEDBACK trails on the club set, my usual settings.", [F], group="common_word")
add("invoke", "Apply the ARCHIVE rule to lens_flare.tox, I'm about to retune its glow.", [A], group="title_words")
add("invoke", "wirecomb then LAYOUT2, in that order", [W, L], group="multi")
add("invoke", "KICK1 and RENDER_HQ back to back, the Montreux recap reel needs both", [K, R], [S], group="multi")

# ---------------------------------------------------------------- invoke: Montreux crew (fr)
add("invoke", "Lance KICK1 sur la sortie du Montreux Jazz, s'il te plaît.", [K], [S], lang="fr", group="polite")
add("invoke", "MACRO GLITCHY sur le TOP sélectionné, merci", [G], lang="fr", group="terse")
add("invoke", "Peux-tu appliquer la règle BACKUP_FIRST puis supprimer le vieux conteneur intro_old ?", [B], lang="fr",
    group="rule")
add("invoke", "Fais SYNCPOINT puis DEPLOY_SHOW, le concert à l'Auditorium Stravinski commence dans vingt minutes.",
    [SY, D], lang="fr", group="multi")
add("invoke", "CUE_STACK_7 maintenant, la chorégraphe attend en coulisses.", [C], lang="fr", group="name_first")
add("invoke", "Non attends, pas LAYOUT2 — fais plutôt wirecomb, je veux juste des fils bien droits.", [W], [L],
    lang="fr", group="correction")

# ---------------------------------------------------------------- invoke: Munich opera crew (de)
add("invoke", "Bitte STROBE_SAFE auf den Blitz-Effekt im Finale anwenden.", [S], lang="de", group="rule")
add("invoke", "RENDER_HQ starten, wir brauchen die Aufzeichnung der Generalprobe im Nationaltheater.", [R],
    lang="de", group="imperative")
add("invoke", "Führ mal SYNCPOINT mit dem Lichtpult aus, bevor der Vorhang hochgeht.", [SY], lang="de",
    group="polite")
add("invoke", "zorvex-look auf den finalen composite, danke", [Z], lang="de", group="lowercase")
add("invoke", "Namensregel N1 auf alle neuen Operatoren in /project1/buehne anwenden.", [N], lang="de", group="rule")
add("invoke", "Es ist schon 22:40 am Flussufer-Venue, also bitte die Quiet-hours-Regel auf den Master-Ausgang anwenden.",
    [Q], lang="de", group="conditional")

# ---------------------------------------------------------------- invoke: Seville Feria team (es)
add("invoke", "Carga VJ_BANK_A en los decks, que empieza la Feria.", [V], lang="es", group="imperative")
add("invoke", "¡PANIC_BLACK ya, que hay alguien en el escenario!", [P], lang="es", group="emergency")
add("invoke", "Por favor, ejecuta DESKMAP_X32 para la mesa del escenario de la portada.", [X], lang="es",
    group="polite")
add("invoke", "BLACKOUT, se acabó el set de sevillanas.", [BO], lang="es", group="end_set")
add("invoke", "Aplica la regla ARCHIVE antes de tocar farolillos.tox.", [A], lang="es", group="rule")
add("invoke", "Haz LAYOUT2 y después KICK1 en la salida principal.", [L, K], [S], lang="es", group="multi")

# ---------------------------------------------------------------- invoke: Porto São João team (pt)
add("invoke", "Corre o GLITCHY no TOP selecionado, por favor.", [G], lang="pt", group="polite")
add("invoke", "Faz o CUE_STACK_7 para a peça de dança.", [C], lang="pt", group="imperative")
add("invoke", "Aplica a regra BACKUP_FIRST e depois apaga o noise3.", [B], lang="pt", group="rule")
add("invoke", "RENDER_HQ agora, o cliente do São João quer o vídeo em alta qualidade.", [R], lang="pt",
    group="name_first")
add("invoke", "Monta os rastos FEEDBACK do set do clube com as minhas definições de sempre.", [F], lang="pt",
    group="common_word")
add("invoke", "Carrega o VJ_BANK_A e aplica o look Zorvex na saída final.", [V, Z], lang="pt", group="multi")

# ---------------------------------------------------------------- invoke: Osaka castle company (ja)
add("invoke", "大阪城の本番用にKICK1を実行してください。", [K], [S], lang="ja", group="polite")
add("invoke", "LAYOUT2お願いします、ネットワークがぐちゃぐちゃです。", [L], lang="ja", group="name_first")
add("invoke", "大阪城のプロジェクションマッピング本番前にDEPLOY_SHOWを実行して。", [D], lang="ja", group="mid_message")
add("invoke", "STROBE_SAFEをフラッシュのチェーンに適用してください。", [S], lang="ja", group="rule")
add("invoke", "wirecombでワイヤーを整理して", [W], lang="ja", group="terse")
add("invoke", "命名規則N1を新しく作ったオペレーター全部に適用して。", [N], lang="ja", group="rule")

# ---------------------------------------------------------------- invoke: Xian city-wall company (zh)
add("invoke", "执行SYNCPOINT，城墙那边的灯光台已经准备好了。", [SY], lang="zh", group="imperative")
add("invoke", "请运行DESKMAP_X32。", [X], lang="zh", group="polite")
add("invoke", "PANIC_BLACK！马上！", [P], lang="zh", group="emergency")
add("invoke", "给城墙秀的最终合成加上Zorvex调色。", [Z], lang="zh", group="title_words")
add("invoke", "运行 RENDER_HQ，录一版城墙秀的高清视频。", [R], lang="zh", group="imperative")
add("invoke", "先跑GLITCHY，然后跑KICK1。", [G, K], [S], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke: Jeonju remote operator (ko)
add("invoke", "전주 공연용으로 VJ_BANK_A 로드해 주세요.", [V], lang="ko", group="polite")
add("invoke", "CUE_STACK_7 실행해 줘.", [C], lang="ko", group="imperative")
add("invoke", "BLACKOUT 해 주세요, 세트 끝났어요.", [BO], lang="ko", group="end_set")
add("invoke", "ARCHIVE 규칙대로 hanok_glow.tox 편집 전에 번호 붙은 사본 만들어 줘.", [A], lang="ko", group="rule")
add("invoke", "지금 23시 넘었으니까 강변 공연장 quiet hours 규칙 적용해 줘.", [Q], lang="ko", group="conditional")
add("invoke", "FEEDBACK 트레일, 클럽 세트용으로 내 설정대로 만들어 줘.", [F], lang="ko", group="common_word")

# ---------------------------------------------------------------- invoke: Yekaterinburg remote operator (ru)
add("invoke", "Запусти LAYOUT2, пожалуйста.", [L], lang="ru", group="polite")
add("invoke", "Примени STROBE_SAFE к стробоскопу в финале.", [S], lang="ru", group="rule")
add("invoke", "Сделай DEPLOY_SHOW, через полчаса начало.", [D], lang="ru", group="timed")
add("invoke", "PANIC_BLACK, срочно, человек на сцене!", [P], lang="ru", group="emergency")
add("invoke", "Выполни правило N1 для всех новых операторов в этой сети.", [N], lang="ru", group="rule")
add("invoke", "Сначала wirecomb, потом DESKMAP_X32.", [W, X], lang="ru", group="multi")

# ---------------------------------------------------------------- invoke: the crew's Italian operator (it)
add("invoke", "Esegui SYNCPOINT con la console luci, per favore.", [SY], lang="it", group="polite")
add("invoke", "Applica la regola quiet hours: sono le 22:30 al locale sul fiume.", [Q], lang="it", group="conditional")
add("invoke", "Carica VJ_BANK_A sui deck.", [V], lang="it", group="imperative")
add("invoke", "Fai il BLACKOUT di fine set.", [BO], lang="it", group="end_set")
add("invoke", "CUE_STACK_7, grazie.", [C], lang="it", group="terse")
add("invoke", "Applica la regola ARCHIVE prima di modificare palco.tox.", [A], lang="it", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does DESKMAP_X32 listen on for the X32?", [X], group="port")
add("ask_content", "In DEPLOY_SHOW, what's the step right after the error check?", [D], group="order")
add("ask_content", "Quel codec RENDER_HQ utilise-t-il, et combien d'images enregistre-t-il ?", [R], lang="fr",
    group="value")
add("ask_content", "Auf welche Schwelle ist der Trigger CHOP in KICK1 eingestellt?", [K], lang="de", group="value")
add("ask_content", "¿En qué carpeta guarda la copia la regla BACKUP_FIRST, y con qué nombre?", [B], lang="es",
    group="content")
add("ask_content", "Qual é o endereço IP e a porta que o SYNCPOINT usa?", [SY], lang="pt", group="port")
add("ask_content", "PANIC_BLACKの後、元に戻すにはどうすると書いてある？", [P], lang="ja", group="content")
add("ask_content", "舞蹈那场的 CUE_STACK_7，cues7 表里的列分别叫什么？", [C], lang="zh", group="content")
add("ask_content", "GLITCHY 매크로에서 Displace 가중치는 얼마로 설정돼 있어?", [G], lang="ko", group="value")
add("ask_content", "Какой уровень громкости разрешён по правилу quiet hours после 22:00?", [Q], lang="ru",
    group="value")
add("ask_content", "Quanti flash al secondo permette la regola STROBE_SAFE?", [S], lang="it", group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "Delete the unused movie players in /project1/decks, they're just clutter.", [B], group="delete")
add("bears", "Fais clignoter tout l'écran à 10 Hz sur le solo de batterie.", [S], lang="fr", group="strobe")
add("bears", "Es ist 23:30 am Flussufer-Venue, dreh den Master-Pegel für die Zugabe auf -6 dBFS hoch.", [Q],
    lang="de", group="venue_late")
add("bears", "Cambia el brillo dentro de feria_bloom.tox, que está guardado como componente externo.", [A],
    lang="es", group="external_tox")
add("bears", "このネットワークを全部消して、最初から作り直して。", [B], lang="ja", group="delete")
add("bears", "把频闪调到每秒八次，跟着鼓点走。", [S], lang="zh", group="strobe")
add("bears", "Add a couple of noise generators and a level to the intro scene.", [N], group="create")
add("bears", "Remove noise1 from the Montreux stage network, we don't need it anymore.", [B], group="delete")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "Make the picture pump with the bass drum on the main out.", [K])
add("paraphrase", "Relie les curseurs de la console Behringer à l'opacité des calques.", [X], lang="fr")
add("paraphrase", "Mach das Projekt fertig für die Premiere heute Abend: Fehler prüfen, Ausgabefenster auf Monitor 2, dann Perform-Modus.", [D],
    lang="de")
add("paraphrase", "Pon los vídeos de la primera colección en los ocho reproductores de la izquierda.", [V], lang="es")
add("paraphrase", "grandMAと映像のタイミングを合わせて、往復の遅延を測って。", [SY], lang="ja")
add("paraphrase", "Aplica à imagem final o visual do estúdio: LUT, grão e verdes menos saturados.", [Z], lang="pt")
add("paraphrase", "关掉实时，把第1到3600帧导出成HAP Q文件。", [R], lang="zh")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "Which UDP port does our stagepad tablet send its OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "Quelle est la taille totale du raster pour Lumen Hall ?", ["fact_lumen_hall_raster"], lang="fr",
    group="fact")
add("question", "Auf welchem DMX-Universum hängen die Moving Heads, und ab welcher Adresse?", ["fact_dmx_heads"],
    lang="de", group="fact")
add("question", "¿Por qué mi render 3D sale completamente negro?", ["ref_render_pipeline"], lang="es",
    group="reference")
add("question", "Quantas amostras tem o buffer de áudio no RIG-B?", ["fact_audio_buffer"], lang="pt", group="fact")
add("question", "ネビュラのインスタレーションは何FPSで動いてる？", ["fact_nebula_fps"], lang="ja", group="fact")
add("question", "op()返回None是什么原因？", ["ref_op_paths"], lang="zh", group="reference")
add("question", "Куда пишется лог ошибок, пока идёт шоу?", ["fact_show_log"], lang="ru", group="fact")
add("question", "How do I get feedback trails to fade all the way to black instead of leaving grey ghosts?",
    ["ref_pixel_formats"], ["ref_feedback_top", F, "rcp_feedback_tunnel"], group="common_word")
add("question", "How do I pass a float from a slider into a uniform in my GLSL TOP?", ["ref_glsl_uniforms"],
    group="reference")
add("task", "Set up a Replicator that makes one button per row of my scenes table.", ["ref_replicator"],
    group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "How do I keep a Python dictionary on an operator so it survives between cooks?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Comment réagir au pulse d'un paramètre personnalisé avec un Parameter Execute DAT ?",
    ["td_parameter_execute_dat"], lang="fr", group="builtin_only", builtin=True)
add("question", "Wie hole ich Kanäle aus einer anderen Komponente mit einem Select CHOP?", ["td_select_in_out"],
    lang="de", group="builtin_only", builtin=True)
add("question", "¿Cómo abro el Textport para ver los print de Python?", ["td_textport"], lang="es",
    group="builtin_only", builtin=True)
add("question", "オペレーターのバイパスフラグとロックフラグの違いは？", ["td_operator_flags"], lang="ja",
    group="builtin_only", builtin=True)
add("question", "为什么没人看的算子就不cook？拉取式cook是怎么回事？", ["td_cooking_pull_model"], lang="zh",
    group="builtin_only", builtin=True)
add("task", "Как отправить сообщение по WebSocket из TouchDesigner?", ["td_network_protocols_dats"], lang="ru",
    group="builtin_only", builtin=True)
add("task", "Como faço um botão num Container COMP para a interface de controlo?", ["td_panel_ui_components"],
    lang="pt", group="builtin_only", builtin=True)
add("question", "프로젝트 시작할 때 스크립트를 실행하려면 Execute DAT를 어떻게 써?",
    ["td_dat_execute_and_execute_dat"], ["fact_win_main"], lang="ko", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I sync the TouchDesigner timeline to an Ableton Link session tempo?", group="far")
add("unanswerable", "Which Leap Motion CHOP channels give me the palm position?", group="far")
add("unanswerable", "Avec le Bullet Solver COMP, comment faire rebondir des cubes sur un sol ?", lang="fr", group="far")
add("unanswerable", "Wie binde ich einen Notch-Block in TouchDesigner ein?", lang="de", group="far")
add("unanswerable", "¿Cómo paso una licencia Commercial a un segundo ordenador?", lang="es", group="far")
add("unanswerable", "Como uso a câmara ZED no TouchDesigner para obter profundidade?", lang="pt", group="far")
add("unanswerable", "TouchDesignerでSubstanceのマテリアルを読み込む方法は？", lang="ja", group="far")
add("unanswerable", "怎么在TouchDesigner里接Oculus Rift头显？", lang="zh", group="far")
add("unanswerable", "How do I read an Arduino's sensor values over serial in TouchDesigner?", group="far")
add("unanswerable", "How do I write my own operator in C++ with the CPlusPlus TOP?", group="far")
add("unanswerable", "How do I track faces with MediaPipe inside TouchDesigner?", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "Don't run KICK1 yet — the drummer is still soundchecking.", allowed=[K], group="negated")
add("near_miss", "DEPLOY_SHOW ran fine last night in Montreux, no issues at all.", allowed=[D], group="past")
add("near_miss", "We'll do RENDER_HQ tomorrow morning after the last show.", allowed=[R], group="planning")
add("near_miss", "`cue_stack7_done = True` — where should I put this flag in my script?", allowed=[C],
    group="variable")
add("near_miss", "VJ_BANK_A broke my network last week, half the decks went offline.", allowed=[V],
    group="complaint")
add("near_miss", "We called the glitch chain GLITCHY back in 2019 because of an old festival VJ.", allowed=[G],
    group="history")
add("near_miss", "My colleague wrote 'apply Zorvex grade' on a sticky note and it's still stuck to the monitor lol.",
    allowed=[Z], group="quoted")
add("near_miss", "Our intern keeps forgetting naming rule N1, it's getting annoying.", allowed=[N], group="complaint")
add("near_miss", "Ne lance surtout pas BLACKOUT, il reste deux morceaux.", allowed=[BO], lang="fr", group="negated")
add("near_miss", "Hier soir, DESKMAP_X32 a marché du premier coup.", allowed=[X], lang="fr", group="past")
add("near_miss", "On fera CUE_STACK_7 demain à la répétition technique.", allowed=[C], lang="fr", group="planning")
add("near_miss", "Der Regisseur meinte, RENDER_HQ dauert ihm zu lange.", allowed=[R], lang="de", group="reported")
add("near_miss", "Läuft KICK1 gerade noch, oder ist das schon aus?", allowed=[K], lang="de", group="status")
add("near_miss", "Bitte noch kein DEPLOY_SHOW, die Sänger proben noch.", allowed=[D], lang="de", group="negated")
add("near_miss", "Ayer el GLITCHY quedó precioso en la Feria.", allowed=[G], lang="es", group="past")
add("near_miss", "Mañana por la tarde haremos SYNCPOINT con la consola nueva del Real.", allowed=[SY], lang="es", group="planning")
add("near_miss", "El archivo se llama vj_bank_a_notas.txt, ¿lo abro con el Bloc de notas?", allowed=[V], lang="es",
    group="filename")
add("near_miss", "Não faças o BACKUP_FIRST agora, só estou a ver a rede.", allowed=[B], lang="pt", group="negated")
add("near_miss", "O PANIC_BLACK do ano passado no São João assustou toda a gente.", allowed=[P], lang="pt",
    group="history")
add("near_miss", "Se um dia mudarmos de mesa, o DESKMAP_X32 deixa de servir, certo?", allowed=[X], lang="pt",
    group="hypothetical")
add("near_miss", "昨日のリハでLAYOUT2を使ったけど、問題なかったよ。", allowed=[L], lang="ja", group="past")
add("near_miss", "まだKICK1は実行しないでね。", allowed=[K], lang="ja", group="negated")
add("near_miss", "RENDER_HQは明日の朝にやる予定です。", allowed=[R], lang="ja", group="planning")
add("near_miss", "上次wirecomb把我的网络弄得更乱了。", allowed=[W], lang="zh", group="complaint")
add("near_miss", "别运行BLACKOUT，还有一首歌。", allowed=[BO], lang="zh", group="negated")
add("near_miss", "变量名叫 zorvex_bypass，要用布尔值吗？", allowed=[Z], lang="zh", group="variable")
add("near_miss", "어제 DEPLOY_SHOW 돌렸을 때 아무 문제 없었어.", allowed=[D], lang="ko", group="past")
add("near_miss", "STROBE_SAFE 규칙 때문에 감독님이 불만이 많아.", allowed=[S], lang="ko", group="complaint")
add("near_miss", "내일 CUE_STACK_7 할 거예요.", allowed=[C], lang="ko", group="planning")
add("near_miss", "Вчера SYNCPOINT отработал без сбоев.", allowed=[SY], lang="ru", group="past")
add("near_miss", "Не запускай VJ_BANK_A, я ещё не скопировал клипы.", allowed=[V], lang="ru", group="negated")
add("near_miss", "Коллега сказал, что ARCHIVE занимает слишком много места на диске.", allowed=[A], lang="ru",
    group="reported")
add("near_miss", "Non applicare ancora il look Zorvex, il regista deve decidere.", allowed=[Z], lang="it",
    group="negated")
add("near_miss", "Il file si chiama feedback_club_v3.toe, è l'ultima versione.", allowed=[F], lang="it",
    group="filename")
add("near_miss", "Ieri sera la regola delle quiet hours ci ha salvato dai vicini.", allowed=[Q], lang="it",
    group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "Where does the word 'blackout' come from in the history of theatre lighting?", allowed=[BO, P])
add("meaning", "In plain English, what does it mean when a video looks 'glitchy'?", allowed=[G])
add("meaning", "Que signifie le mot « feedback » en psychologie ?", allowed=[F], lang="fr")
add("meaning", "Was versteht man in der Bibliothekswissenschaft unter einem „Archiv“?", allowed=[A], lang="de")
add("meaning", "¿Qué significa «pánico» en psicología?", allowed=[P], lang="es")

# ---------------------------------------------------------------- meta
add("meta", "Spell KICK1 backwards, letter by letter.", group="reverse")
add("meta", "How do you pronounce 'wirecomb'? Is it wire-comb?", group="pronounce")
add("meta", "Traduis « DEPLOY_SHOW » en français, juste le mot.", lang="fr", group="translate")
add("meta", "Schreib das Wort GLITCHY bitte komplett in Kleinbuchstaben.", lang="de", group="case")
add("meta", "¿Cuántas letras tiene la palabra SYNCPOINT, sin contar espacios?", lang="es", group="count")
add("meta", "Começa a tua resposta com a palavra BLACKOUT.", lang="pt", group="start_reply")
add("meta", "「PANIC_BLACK」をカタカナで書いて。", lang="ja", group="convert")
add("meta", "把 RENDER_HQ 这个词加粗写出来。", lang="zh", group="bold")
add("meta", "Use CUE_STACK_7 in one sentence about a dance rehearsal.", group="sentence")
add("meta", "Напиши слово LAYOUT2 задом наперёд.", lang="ru", group="reverse")
add("meta", "Write VJ_BANK_A in all lowercase, nothing else.", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me exactly: run STROBE_SAFE on the finale.")
add("echo", "Répète mot pour mot : lance DESKMAP_X32.", lang="fr")
add("echo", "Sag einfach nach: BACKUP_FIRST ausführen.", lang="de")
add("echo", "Repite esto tal cual: «ejecuta CUE_STACK_7».", lang="es")
add("echo", "Ripeti esattamente: «applica il grade Zorvex».", lang="it")
add("echo", "Say back to me, word for word: run LAYOUT2.")
add("echo", "そのまま繰り返して：「wirecombを実行」", lang="ja")
add("echo", "照着我说一遍：运行 KICK1。", lang="zh")
add("echo", "따라 말해 봐: \"RENDER_HQ 실행\"", lang="ko")
add("echo", "Повтори за мной слово в слово: «выполни SYNCPOINT на Урале».", lang="ru")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Merci à toute l'équipe, quelle soirée au bord du lac !", lang="fr")
add("chitchat", "Servus, wie geht's dir heute?", lang="de")
add("chitchat", "¡Olé! Qué noche más bonita en el Real de la Feria.", lang="es")
add("chitchat", "Obrigado, até amanhã no São João!", lang="pt")
add("chitchat", "大阪城の本番、お疲れさまでした！", lang="ja")
add("chitchat", "谢谢大家，城墙秀今晚太成功了！", lang="zh")
add("chitchat", "고마워요, 수고하셨습니다!", lang="ko")
add("chitchat", "Thanks all, see you at the Porto sound check tomorrow!")
add("chitchat", "Lovely work today, the Munich crew says hi.")


def main() -> None:
    rows = [{"pid": f"u113-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
