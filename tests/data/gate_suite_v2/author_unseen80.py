"""Blind gate suite unseen80, written by helper "gateeval80" (independent evaluator).

Labels come from corpus.jsonl and the built-in knowledge file names only; the author read neither the gate
code nor its tests, nor any other prompt file or author script, and never ran the gate on these prompts.

Language mix: English plus fr, de, es, it, pt, ja, zh, ko, ru only (about two thirds non-English), 5+
invocations in each of the nine, written as crews type.

Personas (live in this script only):
- a Lyon light-festival projection collective (French, with a German-speaking projectionist from Basel),
- a Madrid and Buenos Aires theatre co-production (Castilian and Rioplatense Spanish),
- a Shanghai and Seoul K-pop concert visuals vendor (Chinese, Korean, a Japanese lighting partner and a
  Moscow media-server tech) with a Milan (Italian) and Lisbon (European Portuguese) freelance programmer.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen80.jsonl")
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

# ---------------------------------------------------------------- invoke: English (Lyon collective's English
# chat, the vendor's international channel, the theatre's touring crew)
add("invoke", "KICK1 on the quay output, go", [K], group="bare")
add("invoke", "layout2 the fx network", [L], group="name_as_verb")
add("invoke", "Could you please run DEPLOY_SHOW on this project? Doors open at the Fête in forty minutes.", [D],
    group="polite")
add("invoke", "VJ_BANK_A — load it now, the quay projection opens on the deck A clips.", [V], group="name_first")
add("invoke", "The teaser needs a clean file for the press tomorrow, so please, RENDER_HQ.", [R], group="trailing")
add("invoke", "ok the façade mask is set; apply GLITCHY to the selected TOP and then I'll check the edges", [G],
    group="mid_message")
add("invoke", "Apply naming rule N1 to everything you build for the Fête des Lumières patch.", [N], group="rule")
add("invoke", "Do the kick-reactive flash procedure on the main output.", [K], group="title_words")
add("invoke", "run D E S K M A P _ X 3 2 please", [X], group="spaces")
add("invoke", "hey copilot run sync point with the lighting desk before the show starts", [SY], group="voice")
add("invoke", "🔥🔥 zorvex grade on the final comp 🙏", [Z], group="emoji")
add("invoke", "/wirecomb the mapping network", [W], group="slash_command")
add("invoke", "- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\nwork through this checklist now, top to bottom", [SY, D],
    group="checklist")
add("invoke", "[12:04:11] OSC In: port 10023 no data\n[12:04:12] x32_faders: 0 channels\nThe desk just rebooted — "
    "run DESKMAP_X32 again.", [X], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb instead, I only want the wires straight", [W], allowed=[L],
    group="correction")
add("invoke", "You asked whether to go ahead with BACKUP_FIRST before I delete the old mask COMPs: yes, go ahead.",
    [B], group="consent")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the master output now.", [Q],
    group="conditional")
add("invoke", "When this last track ends in about 30 seconds, run BLACKOUT.", [BO], group="timed")
add("invoke", "PANIC_BLACK NOW someone climbed the truss", [P], group="emergency")
add("invoke", "That's the end of our set, thank you Lyon — do the end-of-set BLACKOUT.", [BO], group="end_set")
add("invoke", "Build trails with my FEEDBACK settings for the club visuals.", [F], group="common_word")
add("invoke", "Use the ARCHIVE rule, then edit bloom.tox: threshold to 0.7.", [A], group="rule")
add("invoke", "load VJ_BNAK_A into the decks for the Lisbon warm-up", [V], group="typo")
add("invoke", "Run KICK1 and then GLITCHY on the kick1 output.", [K, G], group="multi")
add("invoke", "Apply STROBE_SAFE to the beat-synced cuts in the chorus scene.", [S], group="imperative")
add("invoke", "the façade network is a plate of spaghetti, wirecomb it pls", [W], group="lowercase")
add("invoke", "glitchy on the selected TOP for the Buenos Aires dream scene, thanks", [G], group="lowercase")

# ---------------------------------------------------------------- invoke: French (Lyon collective)
add("invoke", "Lance KICK1 sur la sortie principale, on teste la façade de Saint-Jean.", [K], lang="fr",
    group="imperative")
add("invoke", "Peux-tu exécuter DEPLOY_SHOW ? La projection commence à 21h.", [D], lang="fr", group="polite")
add("invoke", "Applique la règle STROBE_SAFE sur tous les flashs de la séquence finale.", [S], lang="fr",
    group="rule")
add("invoke", "Le grade Zorvex sur le composite final, s'il te plaît.", [Z], lang="fr", group="title_words")
add("invoke", "Il est 22h40 à la salle au bord de la rivière, donc applique la règle des heures calmes au son.",
    [Q], lang="fr", group="conditional")
add("invoke", "Enchaîne SYNCPOINT puis CUE_STACK_7, on attaque la générale.", [SY, C], lang="fr", group="multi")

# ---------------------------------------------------------------- invoke: German (Basel projectionist)
add("invoke", "Bitte führe RENDER_HQ aus, wir brauchen die Aufnahme für die Doku.", [R], lang="de", group="polite")
add("invoke", "LAYOUT2 auf das aktuelle Netzwerk anwenden.", [L], lang="de", group="terse")
add("invoke", "PANIC_BLACK! Sofort, der Beamer blendet das Publikum!", [P], lang="de", group="emergency")
add("invoke", "Namensregel N1 gilt ab jetzt – wende sie auf alle neuen Operatoren an.", [N], lang="de",
    group="rule")
add("invoke", "Kannst du VJ_BANK_A laden? Die A-Decks sind leer.", [V], lang="de", group="polite")
add("invoke", "Mach bitte ARCHIVE für die bloom.tox, bevor ich den Threshold ändere.", [A], lang="de",
    group="common_word")

# ---------------------------------------------------------------- invoke: Spanish (Madrid / Buenos Aires)
add("invoke", "Ejecutá CUE_STACK_7 para el ensayo general de esta noche.", [C], lang="es", group="imperative")
add("invoke", "Por favor, aplica BACKUP_FIRST y luego borra el nodo noise1.", [B], lang="es", group="rule")
add("invoke", "SYNCPOINT con la consola de luces, ya.", [SY], lang="es", group="name_first")
add("invoke", "Fin de la función: hacé el BLACKOUT de final de set.", [BO], lang="es", group="end_set")
add("invoke", "no, esperá, no RENDER_HQ — corré DEPLOY_SHOW, que el público ya está entrando", [D], allowed=[R],
    lang="es", group="correction")
add("invoke", "Son las 22:30 en el local junto al río, así que aplicá la regla de horas de silencio al master "
    "de audio.", [Q], lang="es", group="conditional")

# ---------------------------------------------------------------- invoke: Italian (Milan freelancer)
add("invoke", "Esegui DESKMAP_X32, il mixer è appena stato collegato.", [X], lang="it", group="imperative")
add("invoke", "Per favore lancia KICK1 e poi applica STROBE_SAFE ai flash.", [K, S], lang="it", group="multi")
add("invoke", "Zorvex sul finale, grazie", [Z], lang="it", group="terse")
add("invoke", "Fai il LAYOUT2 della rete, poi wirecomb.", [L, W], lang="it", group="multi")
add("invoke", "Costruisci le scie con le mie impostazioni FEEDBACK per le visual del club.", [F], lang="it",
    group="common_word")
add("invoke", "Applica la regola ARCHIVE prima di modificare logo.tox.", [A], lang="it", group="rule")

# ---------------------------------------------------------------- invoke: Portuguese (Lisbon freelancer)
add("invoke", "Corre o VJ_BANK_A agora, por favor.", [V], lang="pt", group="polite")
add("invoke", "Aplica a regra de nomes N1 a tudo o que criares no patch do concerto de Xangai.", [N], lang="pt", group="rule")
add("invoke", "PANIC_BLACK, já!", [P], lang="pt", group="emergency")
add("invoke", "Faz o RENDER_HQ do teaser, o cliente quer o ficheiro amanhã.", [R], lang="pt", group="imperative")
add("invoke", "Podes executar o BACKUP_FIRST antes de eu limpar os operadores não usados?", [B], lang="pt",
    group="polite")
add("invoke", "GLITCHY no TOP selecionado e depois Zorvex no composite final.", [G, Z], lang="pt", group="multi")

# ---------------------------------------------------------------- invoke: Japanese (lighting partner)
add("invoke", "DEPLOY_SHOWを実行してください。本番まであと30分です。", [D], lang="ja", group="polite")
add("invoke", "SYNCPOINTお願いします、照明卓と合わせたい", [SY], lang="ja", group="name_first")
add("invoke", "ミキサーが繋がったのでDESKMAP_X32を走らせて", [X], lang="ja", group="trailing")
add("invoke", "CUE_STACK_7を作って。ダンス作品のリハです。", [C], lang="ja", group="imperative")
add("invoke", "ネットワークがぐちゃぐちゃなのでwirecombして", [W], lang="ja", group="name_as_verb")
add("invoke", "KICK1 をメイン出力に。", [K], lang="ja", group="terse")

# ---------------------------------------------------------------- invoke: Chinese (Shanghai vendor)
add("invoke", "执行 BLACKOUT，这一场结束了。", [BO], lang="zh", group="end_set")
add("invoke", "请运行 VJ_BANK_A，A 组素材要上了。", [V], lang="zh", group="polite")
add("invoke", "PANIC_BLACK！舞台上有人摔倒了", [P], lang="zh", group="emergency")
add("invoke", "按命名规则 N1 给上海场新建的所有算子命名。", [N], lang="zh", group="rule")
add("invoke", "先 SYNCPOINT，再 DEPLOY_SHOW，然后开演。", [SY, D], lang="zh", group="multi")
add("invoke", "用我的 FEEDBACK 拖尾设置给俱乐部视觉做拖尾。", [F], lang="zh", group="common_word")

# ---------------------------------------------------------------- invoke: Korean (Seoul vendor)
add("invoke", "RENDER_HQ 실행해 주세요. 뮤직비디오용 녹화 파일이 필요해요.", [R], lang="ko", group="polite")
add("invoke", "서울 공연 네트워크에 LAYOUT2 돌려줘", [L], lang="ko", group="terse")
add("invoke", "STROBE_SAFE 규칙을 후렴 플래시에 적용해.", [S], lang="ko", group="rule")
add("invoke", "CUE_STACK_7 만들어 주세요 🙏", [C], lang="ko", group="emoji")
add("invoke", "ARCHIVE 규칙대로 stage.tox 사본 먼저 남기고 수정해 줘", [A], lang="ko", group="rule")
add("invoke", "Zorvex 그레이드를 최종 컴포지트 뒤에 넣어 주세요.", [Z], lang="ko", group="title_words")

# ---------------------------------------------------------------- invoke: Russian (Moscow media-server tech)
add("invoke", "Запусти DESKMAP_X32, пульт подключён.", [X], lang="ru", group="imperative")
add("invoke", "Выполни BACKUP_FIRST, потом удалим старые ноды.", [B], lang="ru", group="imperative")
add("invoke", "Сейчас 22:15 на площадке у реки — примени правило тихих часов к мастеру.", [Q], lang="ru",
    group="conditional")
add("invoke", "Сделай трейлы по моим настройкам FEEDBACK для клубного сета.", [F], lang="ru", group="common_word")
add("invoke", "Конец сета, BLACKOUT.", [BO], lang="ru", group="end_set")
add("invoke", "KICK1 и GLITCHY на главный выход, пожалуйста.", [K, G], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32 open for the Behringer desk on the Lyon stage?", [X], group="port")
add("ask_content", "In what order does DEPLOY_SHOW go through its steps before the festival opens?", [D], group="order")
add("ask_content", "Quel gamma le grade Zorvex met-il sur le Level TOP ?", [Z], lang="fr", group="value")
add("ask_content", "Welche Frequenz hat der Tiefpass in KICK1?", [K], lang="de", group="value")
add("ask_content", "¿Qué dice exactamente la regla BACKUP_FIRST sobre dónde guardar la copia?", [B], lang="es",
    group="content")
add("ask_content", "Quanti fotogrammi registra RENDER_HQ?", [R], lang="it", group="value")
add("ask_content", "O que diz a regra STROBE_SAFE sobre o limite de flashes?", [S], lang="pt", group="content")
add("ask_content", "SYNCPOINTって照明卓のどのIPアドレスとポート番号にpingを投げる手順だっけ？", [SY], lang="ja", group="port")
add("ask_content", "CUE_STACK_7 建的那张 Table DAT 一共有哪几列？", [C], lang="zh", group="content")
add("ask_content", "강변 공연장 조용한 시간 규칙은 마스터 오디오를 몇 dBFS 이하로 제한하나요?", [Q], lang="ko",
    group="value")
add("ask_content", "Что делает PANIC_BLACK с DMX-мастером?", [P], lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Delete the unused noise and level operators in /project1/fx.", [B], group="delete")
add("bears", "Remove kick_old and its wires, go ahead.", [B], group="consent")
add("bears", "Fais clignoter le flash blanc 12 fois par seconde sur le drop.", [S], allowed=["rcp_strobe_flash"],
    lang="fr", group="strobe")
add("bears", "Son las 23:00 en el local del río; subí el volumen del master a tope.", [Q], lang="es",
    group="venue_late")
add("bears", "把 /project1/mapping 里所有没用的节点都删了。", [B], lang="zh", group="delete")
add("bears", "Ändere in der externen bloom.tox den Threshold auf 0.6.", [A], lang="de", group="external_tox")
add("bears", "배경용 Noise TOP 하나랑 Level TOP 하나 새로 만들어 줘.", [N], allowed=["ref_noise_top"], lang="ko",
    group="create")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "Make the main picture pump brighter on every bass drum hit from the DJ mixer.", [K],
    allowed=["ref_audio_analysis", "fact_studio_audio"])
add("paraphrase", "Voglio che i fader della console Behringer comandino l'opacità dei layer.", [X],
    allowed=["ref_osc_in_chop"], lang="it")
add("paraphrase", "Mede o tempo de ida e volta até à grandMA e ajusta o offset da timeline para o vídeo e a "
    "grandMA ficarem alinhados.", [SY], allowed=["fact_lx_console"], lang="pt")
add("paraphrase", "最終合成の後に、スタジオ定番のLUTと粒子ノイズと緑の彩度ダウンをまとめて入れて", [Z], lang="ja")
add("paraphrase", "Prepará la tabla de tiempos de las doce escenas de Tidewater a partir del csv de la coreógrafa.",
    [C], allowed=["fact_dance_piece", "ref_timer_chop"], lang="es")
add("paraphrase", "Сними безупречный файл HAP Q с кадра 1 по 3600 без пропусков, не в реальном времени.", [R],
    allowed=["ref_movie_file_out", "ref_hap_codecs"], lang="ru")
add("paraphrase", "把左边八个播放器装上第一个素材文件夹里的视频，按字母顺序，循环播放。", [V],
    allowed=["web_moviein_preload"], lang="zh")

# ---------------------------------------------------------------- question / task (facts, references)
add("question", "What port does the stagepad tablet send its OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "How does the Feedback TOP's Target TOP parameter work?", ["ref_feedback_top"], allowed=[F],
    group="common_word")
add("task", "Build me an LED strip mapper for the 300-pixel truss strip on the K-pop stage, over Art-Net.", ["rcp_led_strip"], allowed=[N],
    group="reference")
add("question", "Quelle est la résolution totale du raster pour Lumen Hall ?", ["fact_lumen_hall_raster"],
    lang="fr", group="fact")
add("question", "Auf welchem DMX-Universum liegen die Moving Heads und ab welcher Adresse?", ["fact_dmx_heads"],
    allowed=["fact_lx_console"], lang="de", group="fact")
add("question", "Quanta VRAM ha la GPU di RIG-B?", ["fact_rig_b"], lang="it", group="fact")
add("question", "Qual é o buffer de áudio acordado na RIG-B?", ["fact_audio_buffer"], allowed=["fact_studio_audio"],
    lang="pt", group="fact")
add("question", "ギャラリーPCだと、本番用の映像素材ってどのドライブのどのフォルダ？", ["fact_media_drive"], lang="ja", group="fact")
add("question", "Aurora 发布会允许用哪些品牌颜色？", ["fact_aurora_palette"], lang="zh", group="fact")
add("question", "Nebula 설치 작품은 몇 FPS로 돌아가요?", ["fact_nebula_fps"], lang="ko", group="fact")
add("question", "Как передать float-юниформ в шейдер GLSL TOP?", ["ref_glsl_uniforms"], lang="ru",
    group="reference")
# built-in knowledge indexed
add("question", "Why does an operator only cook when something downstream asks for it?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("question", "Comment utiliser un Replicator COMP pour créer un bouton par ligne d'une table ?",
    ["td_replicator_comp"], allowed=["ref_replicator", "td_panel_ui_components"], lang="fr",
    group="builtin_compete", builtin=True)
add("question", "Wie speichere ich Python-Werte mit store() auf einem Operator?", ["td_storage"], lang="de",
    group="builtin_only", builtin=True)
add("question", "¿Qué diferencia hay entre una expresión de parámetro y un script de Python en TouchDesigner?",
    ["td_python_expressions_vs_scripts"], lang="es", group="builtin_only", builtin=True)
add("question", "Textportでprintの出力を見るにはどうする？", ["td_textport"], lang="ja", group="builtin_only",
    builtin=True)
add("task", "怎么用 Parameter Execute DAT 响应自定义参数的变化？", ["td_parameter_execute_dat"],
    allowed=["td_custom_parameters"], lang="zh", group="builtin_only", builtin=True)
add("question", "Select CHOP이나 In/Out 연산자로 다른 네트워크의 데이터를 가져오는 방법은?", ["td_select_in_out"],
    lang="ko", group="builtin_only", builtin=True)
add("task", "Come si costruisce un'interfaccia con i panel COMP, tipo slider e pulsanti?",
    ["td_panel_ui_components"], lang="it", group="builtin_only", builtin=True)
add("task", "Como faço instancing de 10 mil cubos num Geometry COMP?", ["td_geometry_instancing"],
    allowed=["ref_instancing"], lang="pt", group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I license TouchDesigner Commercial on an offline machine with a CodeMeter dongle?",
    group="far")
add("unanswerable", "What's the best way to drive a Bullet Solver COMP with wind forces?", group="near")
add("unanswerable", "Comment relier un capteur LiDAR Ouster à TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie steuere ich einen Blackmagic ATEM Bildmischer aus TouchDesigner?", lang="de", group="far")
add("unanswerable", "¿Se puede usar el Web Render TOP para reproducir un stream de Twitch con audio?", lang="es",
    group="near")
add("unanswerable", "Come collego un Leap Motion 2 a TouchDesigner su Mac?", lang="it", group="far")
add("unanswerable", "Como exporto uma animação do TouchDesigner para o After Effects com keyframes?", lang="pt",
    group="far")
add("unanswerable", "TouchDesignerでStable Diffusionをリアルタイムに動かす方法は？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 怎么接收 Ableton Link 的节拍并处理变速？", lang="zh", group="near")
add("unanswerable", "TouchDesigner에서 Spout으로 Unreal Engine에 영상 보내는 방법?", lang="ko", group="far")
add("unanswerable", "Как подключить Novation Launchpad к TouchDesigner, чтобы подсветка кнопок работала?",
    lang="ru", group="near")

# ---------------------------------------------------------------- near_miss (named, not to be carried out)
add("near_miss", "Don't run KICK1 yet, I'm still testing the mic input.", allowed=[K], group="negated")
add("near_miss", "DEPLOY_SHOW ran fine last night on the quay.", allowed=[D], group="past")
add("near_miss", "We'll do the Zorvex grade tomorrow after the Madrid producers review the cut.", allowed=[Z], group="planning")
add("near_miss", "Marco said the SYNCPOINT timed out twice at the Seoul arena.", allowed=[SY], group="reported")
add("near_miss", "Has RENDER_HQ finished yet?", allowed=[R], group="status")
add("near_miss", "If we ever had to use PANIC_BLACK mid-show, how would we explain it to the label?",
    allowed=[P], group="hypothetical")
add("near_miss", "I prefer wirecomb over LAYOUT2 for small networks, just my taste.", allowed=[W, L],
    group="comparison")
add("near_miss", "The notes are in vj_bank_a_notes.txt on the desktop of RIG-B.", allowed=[V], group="filename")
add("near_miss", "Is cue_stack_7_done a PEP 8 friendly variable name?", allowed=[C], group="variable")
add("near_miss", "Why does my line print('GLITCHY done') never show up in the textport?", allowed=[G], group="code")
add("near_miss", "STROBE_SAFE kept clamping my LFO last night and the drop felt flat.", allowed=[S],
    group="complaint")
add("near_miss", "The stage manager's note just says \"BACKUP_FIRST!!\" in red marker, lol.", allowed=[B],
    group="quoted")
add("near_miss", "Who on the team first wrote the DESKMAP_X32 procedure, back in 2024?", allowed=[X],
    group="history")
add("near_miss", "Ne lance pas GLITCHY sur la façade, le client déteste.", allowed=[G], lang="fr", group="negated")
add("near_miss", "Hier soir, le BLACKOUT s'est bien passé à la fin du set.", allowed=[BO], lang="fr", group="past")
add("near_miss", "On fera le DEPLOY_SHOW demain matin, pas maintenant.", allowed=[D], lang="fr", group="planning")
add("near_miss", "RENDER_HQ ist gestern mitten in der Aufnahme abgestürzt.", allowed=[R], lang="de",
    group="complaint")
add("near_miss", "Nächste Woche testen wir SYNCPOINT mit dem neuen Pult.", allowed=[SY], lang="de", group="planning")
add("near_miss", "No ejecutes CUE_STACK_7 todavía, la coreógrafa está cambiando las escenas.", allowed=[C],
    lang="es", group="negated")
add("near_miss", "El director dijo que el Zorvex quedó demasiado verde en Buenos Aires.", allowed=[Z], lang="es",
    group="reported")
add("near_miss", "¿Ya terminó el VJ_BANK_A o sigue cargando?", allowed=[V], lang="es", group="status")
add("near_miss", "Se usassimo KICK1 con un microfono al posto del mixer, funzionerebbe lo stesso?", allowed=[K],
    lang="it", group="hypothetical")
add("near_miss", "Ieri sera il wirecomb ha funzionato benissimo sulla rete del palco.", allowed=[W], lang="it",
    group="past")
add("near_miss", "Não corras o DESKMAP_X32, a mesa ainda não chegou.", allowed=[X], lang="pt", group="negated")
add("near_miss", "O ARCHIVE de ontem criou a pasta archive/ duas vezes, que chatice.", allowed=[A], lang="pt",
    group="complaint")
add("near_miss", "昨日のBLACKOUTは完璧だった。", allowed=[BO], lang="ja", group="past")
add("near_miss", "まだPANIC_BLACKは押さないで、様子を見てる。", allowed=[P], lang="ja", group="negated")
add("near_miss", "変数名をglitchy_amountにしたんだけど、わかりやすい？", allowed=[G], lang="ja", group="variable")
add("near_miss", "昨晚 SYNCPOINT 一直超时，控台没回应。", allowed=[SY], lang="zh", group="complaint")
add("near_miss", "先别跑 LAYOUT2，我还在改首尔场的连线。", allowed=[L], lang="zh", group="negated")
add("near_miss", "我们下周再测试 FEEDBACK 拖尾设置。", allowed=[F], lang="zh", group="planning")
add("near_miss", "KICK1은 어제 리허설에서 잘 됐어요.", allowed=[K], lang="ko", group="past")
add("near_miss", "조용한 시간 규칙 때문에 어제 공연 소리가 너무 작았다는 불만이 있었어요.", allowed=[Q], lang="ko",
    group="complaint")
add("near_miss", "Не запускай BACKUP_FIRST, я просто смотрю на сеть.", allowed=[B], lang="ru", group="negated")
add("near_miss", "Вчера VJ_BANK_A загрузил не те клипы.", allowed=[V], lang="ru", group="complaint")
add("near_miss", "Коллега спросил, зачем нам вообще STROBE_SAFE.", allowed=[S], lang="ru", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean during the London Blitz?", allowed=[BO, P])
add("meaning", "Au sens des bibliothécaires lyonnais, que veut dire le mot « archive » ?", allowed=[A], lang="fr")
add("meaning", "Was bedeutet Feedback in der Tontechnik, also das Pfeifen am Mikro?", allowed=[F], lang="de")
add("meaning", "音楽用語で「キック」ってどういう意味？", allowed=[K], lang="ja")
add("meaning", "Cosa significa 'glitch' nella cultura dei videogiochi?", allowed=[G], lang="it")

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT in reverse, with hyphens between the letters.", group="reverse")
add("meta", "How do you pronounce Zorvex — is the Z hard like in zebra?", group="pronounce")
add("meta", "Write DESKMAP_X32 in lowercase.", group="case")
add("meta", "Traduis le mot « wirecomb » en français, juste le mot.", lang="fr", group="translate")
add("meta", "Wie viele Buchstaben hat RENDER_HQ?", lang="de", group="count")
add("meta", "Usa CUE_STACK_7 en una frase.", lang="es", group="sentence")
add("meta", "Scrivi VJ_BANK_A in grassetto.", lang="it", group="bold")
add("meta", "Converte BLACKOUT para minúsculas.", lang="pt", group="case")
add("meta", "GLITCHYという単語をカタカナ表記にして。", lang="ja", group="convert")
add("meta", "把 PANIC_BLACK 倒过来写。", lang="zh", group="reverse")
add("meta", "BACKUP_FIRST를 한국어로 어떻게 읽어요?", lang="ko", group="pronounce")
add("meta", "Сколько символов в STROBE_SAFE?", lang="ru", group="count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run DEPLOY_SHOW before the Shanghai doors open.")
add("echo", "Répète mot pour mot, sans rien faire : « lance KICK1 sur la façade ».", lang="fr")
add("echo", "Sag mir genau nach: PANIC_BLACK jetzt.", lang="de")
add("echo", "Repite esto tal cual, sin hacer nada más: ejecuta GLITCHY en la escena del sueño.", lang="es")
add("echo", "Ripeti parola per parola: applica la regola N1.", lang="it")
add("echo", "Repete comigo: corre o RENDER_HQ.", lang="pt")
add("echo", "「SYNCPOINTを実行」とそのまま繰り返して。", lang="ja")
add("echo", "照着我说一遍：运行 wirecomb。", lang="zh")
add("echo", "그대로 따라 말해 줘: Zorvex 그레이드 적용.", lang="ko")
add("echo", "Повтори за мной: запусти VJ_BANK_A.", lang="ru")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Cheers, that saved our night on the quay!")
add("chitchat", "Merci, t'es un chef 😄", lang="fr")
add("chitchat", "Danke dir, bis morgen beim Aufbau am Quai!", lang="de")
add("chitchat", "Che, genial, gracias por la paciencia.", lang="es")
add("chitchat", "Grazie mille, ci sentiamo dopo il soundcheck!", lang="it")
add("chitchat", "Obrigado, estás a ser uma grande ajuda.", lang="pt")
add("chitchat", "今日もお疲れさまでした！ソウル公演、最高でした", lang="ja")
add("chitchat", "好的，辛苦啦～", lang="zh")
add("chitchat", "감사합니다, 오늘 수고 많으셨어요!", lang="ko")
add("chitchat", "Спасибо, ты лучший.", lang="ru")


def main() -> None:
    rows = [{"pid": f"u80-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
