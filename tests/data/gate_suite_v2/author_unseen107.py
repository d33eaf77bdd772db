"""Hand-written source of prompts_unseen107.jsonl: a blind suite by an independent evaluator (gateeval107).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen107.jsonl byte for byte.

Language mix: English plus fr, de, es, it, pt, ja, zh, ko, ru only (about two thirds non-English),
with invocations and near misses in all nine.

Personas (they live here only, not in the labels):
- a Bordeaux wine-festival crew (fr) and a Zurich lake-show crew (de), both also typing English;
- a Pamplona San Fermín team (es) and a Belo Horizonte street-festival team (pt);
- a Kanazawa garden-illumination company (ja) and a Suzhou canal projection company (zh), with a
  Korean-speaking technician on the same company (ko);
- a remote operator in Kazan (ru) and one in Verona (it).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen107.jsonl")
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

# ---------------------------------------------------------------- invoke: English (both festival crews, lake show)
add("invoke", "KICK1 — barge main out", [KICK], [STROBE], group="bare")
add("invoke", "Could you please run DEPLOY_SHOW for the Bordeaux wine-festival screens?", [DEPLOY], group="polite")
add("invoke", "GLITCHY on the selected webcam TOP, go", [GLITCH], group="name_first")
add("invoke", "Okay so the desk just arrived on the Zurich barge and I'd like you to do DESKMAP_X32 before the "
    "sound check starts, thanks", [X32], group="mid_message")
add("invoke", "Per the STROBE_SAFE rule, clamp the chorus flash I just built.", [STROBE], group="rule")
add("invoke", "Set's over on the lake stage — do the end-of-set cut to black.",
    [BLACKOUT], [PANIC], group="title_words")
add("invoke", "run wircomb on /project1/fx", [WIRE], group="typo")
add("invoke", "render_hq now please", [RENDER], group="lowercase")
add("invoke", "S Y N C P O I N T — go", [SYNC], group="spaces")
add("invoke", "hey copilot run glitchy on the selected top period", [GLITCH], group="voice")
add("invoke", "🚨🚨 PANIC_BLACK on the barge 🚨🚨", [PANIC], group="emoji")
add("invoke", "/layout2 bordeaux", [LAYOUT], group="slash_command")
add("invoke", "- [x] projectors warm\n- [x] media copied to D:\n- [ ] DEPLOY_SHOW ← do this one now", [DEPLOY],
    group="checklist")
add("invoke", "[19:42:03] OSC In: /ch/01/mix/fader 0.75\n[19:42:03] OSC In: /ch/02/mix/fader 0.10\n"
    "ok the desk is talking. run DESKMAP_X32 so the faders drive the layers", [X32], group="log_paste")
add("invoke", "run LAYOUT2 on the tasting-tent net — no wait, scratch LAYOUT2, wirecomb it instead",
    [WIRE], [LAYOUT], group="correction")
add("invoke", "You suggested the Zorvex grade on the final comp for the tasting tent. Yes, go ahead and apply it.",
    [ZORVEX], group="consent")
add("invoke", "It's 23:10 at the riverside venue, so enforce the quiet hours rule on the master now.", [QUIET],
    group="conditional")
add("invoke", "BACKUP_FIRST, then delete the unused operators in /project1/old_rig", [BACKUP], group="rule")
add("invoke", "Do KICK1 and then GLITCHY on the kick flash output", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "apply naming rule N1 to what you just made, and then run LAYOUT2 on it", [N1, LAYOUT], group="multi")

# ---------------------------------------------------------------- invoke: French (Bordeaux wine festival)
add("invoke", "Lance DEPLOY_SHOW, on ouvre les portes du festival dans vingt minutes.", [DEPLOY], lang="fr",
    group="timed")
add("invoke", "Tu peux appliquer la règle N1 aux opérateurs que tu viens de créer, stp ?", [N1], lang="fr",
    group="polite")
add("invoke", "ZORVEX sur le composite final, merci", [ZORVEX], lang="fr", group="name_first")
add("invoke", "Avant de supprimer l'ancienne chaîne de projection des chais, fais BACKUP_FIRST.", [BACKUP], lang="fr",
    group="trailing")
add("invoke", "Non attends, pas RENDER_HQ — fais plutôt VJ_BANK_A.", [BANK], [RENDER], lang="fr", group="correction")
add("invoke", "Applique la règle ARCHIVE puis modifie bloom.tox : mets le seuil à 0.7.", [ARCHIVE], lang="fr",
    group="rule")
add("invoke", "Enchaîne DESKMAP_X32 puis SYNCPOINT avant la balance.", [X32, SYNC], lang="fr", group="multi")

# ---------------------------------------------------------------- invoke: German (Zurich lake show)
add("invoke", "Bitte einmal RENDER_HQ für den Seenachtsfest-Trailer.", [RENDER], lang="de", group="polite")
add("invoke", "STROBE_SAFE anwenden auf den Blitz im Refrain, sofort.", [STROBE], lang="de", group="name_first")
add("invoke", "Führ CUE_STACK_7 aus, die Choreografin hat die Tabelle geschickt.", [CUES], ["fact_dance_piece"],
    lang="de", group="imperative")
add("invoke", "P A N I C _ B L A C K !!!", [PANIC], lang="de", group="spaces")
add("invoke", "Es ist 22:40 am Flussufer-Spielort, also bitte die Quiet-Hours-Regel auf den Master anwenden.", [QUIET],
    lang="de", group="conditional")
add("invoke", "GLITCHY und danach den Zorvex-Look auf die Ausgabe der Seebühne.", [GLITCH, ZORVEX], lang="de",
    group="multi")
add("invoke", "/deskmap_x32 lago", [X32], lang="de", group="slash_command")

# ---------------------------------------------------------------- invoke: Spanish (Pamplona San Fermín)
add("invoke", "Ejecuta KICK1 en la salida principal, que empieza el encierro.", [KICK], [STROBE], lang="es",
    group="imperative")
add("invoke", "Por favor, carga VJ_BANK_A en los decks antes del chupinazo.", [BANK], lang="es", group="polite")
add("invoke", "pánico!! PANIC_BLACK ya", [PANIC], lang="es", group="emergency")
add("invoke", "Haz el BLACKOUT de fin de set, ya terminó la banda en la plaza del Castillo.", [BLACKOUT], [PANIC],
    lang="es", group="end_set")
add("invoke", "Antes de borrar noise1 y noise2, aplica BACKUP_FIRST.", [BACKUP], lang="es", group="rule")
add("invoke", "CUE STACK 7, dale", [CUES], lang="es", group="spaces")
add("invoke", "Aplica la regla de nombres N1 y luego LAYOUT2 a la red de la plaza.", [N1, LAYOUT], lang="es",
    group="multi")

# ---------------------------------------------------------------- invoke: Italian (Verona remote operator)
add("invoke", "Esegui DEPLOY_SHOW per l'Arena, grazie.", [DEPLOY], lang="it", group="polite")
add("invoke", "wirecomb, la rete è un disastro", [WIRE], lang="it", group="name_first")
add("invoke", "Mi lanci RENDER_HQ del teaser? Serve entro stasera.", [RENDER], lang="it", group="modal")
add("invoke", "Applica il look Zorvex dopo il composite finale.", [ZORVEX], lang="it", group="title_words")
add("invoke", "Sono le 22:15 al locale sul fiume: applica la regola delle quiet hours al master audio.", [QUIET],
    lang="it", group="conditional")
add("invoke", "FEEDBACK: costruiscimi le scie come al solito per il set del club.", [TRAILS], lang="it",
    group="title_words")
add("invoke", "Esegui DESKMAP_X32 e poi KICK1.", [X32, KICK], [STROBE], lang="it", group="multi")

# ---------------------------------------------------------------- invoke: Portuguese (Belo Horizonte street festival)
add("invoke", "Por favor, executa o LAYOUT2 nessa rede bagunçada.", [LAYOUT], lang="pt", group="polite")
add("invoke", "Pode aplicar a regra ARCHIVE antes de mexer no bloom.tox?", [ARCHIVE], lang="pt", group="modal")
add("invoke", "CUE_STACK_7 agora", [CUES], lang="pt", group="terse")
add("invoke", "Carrega VJ_BANK_A, valeu", [BANK], lang="pt", group="terse")
add("invoke", "Deu ruim, PANIC_BLACK!", [PANIC], lang="pt", group="emergency")
add("invoke", "Faz o FEEDBACK do jeito que eu gosto, os rastros do set do clube.", [TRAILS], lang="pt",
    group="title_words")
add("invoke", "Aplica o STROBE_SAFE e depois a regra N1 em tudo que você criou hoje.", [STROBE, N1], lang="pt",
    group="multi")

# ---------------------------------------------------------------- invoke: Japanese (Kanazawa garden illumination)
add("invoke", "DEPLOY_SHOWを実行してください。兼六園の点灯まであと15分です。", [DEPLOY], lang="ja", group="timed")
add("invoke", "選択中のTOPにGLITCHYお願いします", [GLITCH], lang="ja", group="polite")
add("invoke", "ワイヤーが絡まってるので wirecomb かけて", [WIRE], lang="ja", group="mid_message")
add("invoke", "RENDER_HQで庭園のティザーを書き出して", [RENDER], lang="ja", group="imperative")
add("invoke", "ARCHIVEルールに従ってから lantern.tox を編集して", [ARCHIVE], lang="ja", group="rule")
add("invoke", "じゃあ SYNCPOINT で照明卓と同期して", [SYNC], lang="ja", group="imperative")
add("invoke", "ZORVEXとLAYOUT2、両方やって", [ZORVEX, LAYOUT], lang="ja", group="multi")

# ---------------------------------------------------------------- invoke: Chinese (Suzhou canal projection)
add("invoke", "运行 DESKMAP_X32，调音台已经接好了。", [X32], lang="zh", group="imperative")
add("invoke", "请执行 BLACKOUT，这一场结束了。", [BLACKOUT], [PANIC], lang="zh", group="end_set")
add("invoke", "cue_stack_7 跑一下", [CUES], lang="zh", group="lowercase")
add("invoke", "给这个网络做一下 LAYOUT2", [LAYOUT], lang="zh", group="mid_message")
add("invoke", "加载 VJ_BANK_A 到 A 组播放器", [BANK], lang="zh", group="imperative")
add("invoke", "先 BACKUP_FIRST，再把旧的投影链删掉", [BACKUP], lang="zh", group="rule")
add("invoke", "KICK1 和 GLITCHY 都跑一下，运河那面墙用", [KICK, GLITCH], [STROBE], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke: Korean (garden/canal technician)
add("invoke", "KICK1 실행해줘", [KICK], [STROBE], lang="ko", group="terse")
add("invoke", "RENDER_HQ 돌려 주세요, 오늘 밤까지 필요해요", [RENDER], lang="ko", group="polite")
add("invoke", "지금 23시니까 강변 공연장 quiet hours 규칙 적용해줘", [QUIET], lang="ko", group="conditional")
add("invoke", "네이밍 규칙 N1 적용해 주세요", [N1], lang="ko", group="rule")
add("invoke", "좋아요, 그럼 DEPLOY_SHOW 진행하세요.", [DEPLOY], lang="ko", group="consent")
add("invoke", "FEEDBACK 클럽 트레일 세팅 만들어줘, 늘 하던 대로", [TRAILS], lang="ko", group="title_words")
add("invoke", "wirecomb 그리고 LAYOUT2 순서대로", [WIRE, LAYOUT], lang="ko", group="multi")

# ---------------------------------------------------------------- invoke: Russian (Kazan remote operator)
add("invoke", "Запусти SYNCPOINT, пульт уже в сети.", [SYNC], lang="ru", group="imperative")
add("invoke", "Сделай, пожалуйста, CUE_STACK_7 для танцевального спектакля.", [CUES], ["fact_dance_piece"], lang="ru",
    group="polite")
add("invoke", "Применяй правило ARCHIVE и потом правь bloom.tox.", [ARCHIVE], lang="ru", group="rule")
add("invoke", "PANIC_BLACK срочно!!!", [PANIC], lang="ru", group="emergency")
add("invoke", "Нет, не GLITCHY — сделай KICK1.", [KICK], [GLITCH, STROBE], lang="ru", group="correction")
add("invoke", "Построй мне FEEDBACK как обычно для клубного сета", [TRAILS], lang="ru", group="title_words")
add("invoke", "STROBE_SAFE и DESKMAP_X32, по очереди", [STROBE, X32], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "For DESKMAP_X32 on the barge: which UDP port does it listen on, and every how many seconds "
    "does it ping /xremote?",
    [X32], group="port")
add("ask_content", "In what order does DEPLOY_SHOW do its steps? Just list them, don't run anything.", [DEPLOY],
    group="order")
add("ask_content", "Que dit exactement la règle STROBE_SAFE ? Combien de flashs par seconde au maximum ?", [STROBE],
    lang="fr", group="value")
add("ask_content", "Mit welchem Codec und in welcher Auflösung schreibt RENDER_HQ den Seenachtsfest-Clip?",
    [RENDER], lang="de", group="value")
add("ask_content", "En KICK1, ¿a qué umbral dispara el Trigger CHOP y cuánto dura el release?",
    [KICK], lang="es", group="value")
add("ask_content", "Cosa fa di preciso GLITCHY? Quali operatori inserisce?", [GLITCH], lang="it", group="content")
add("ask_content", "Qual é o IP e a porta que o SYNCPOINT usa pra mandar o ping?", [SYNC], lang="pt", group="port")
add("ask_content", "BLACKOUTの手順では何秒かけてフェードしますか？", [BLACKOUT], lang="ja", group="value")
add("ask_content", "Zorvex 调色里绿色的饱和度降低多少？", [ZORVEX], lang="zh", group="value")
add("ask_content", "CUE_STACK_7은 어떤 컬럼으로 테이블을 만들어요?", [CUES], lang="ko", group="content")
add("ask_content", "Куда BACKUP_FIRST сохраняет .tox и как называет файл?", [BACKUP], lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "Delete noise1 and the three unused Level TOPs in /project1/fx.", [BACKUP], group="delete")
add("bears", "Make the white flash on the drop strobe at 10 Hz, tempo-synced.", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "Il est 23h au site au bord de la rivière, monte le volume du master de 6 dB.", [QUIET], lang="fr",
    group="venue_late")
add("bears", "Ich will an der extern gespeicherten bloom.tox den Threshold ändern, mach das bitte.", [ARCHIVE],
    lang="de", group="external_tox")
add("bears", "Vacía toda la red /project1/test, ya no la necesitamos.", [BACKUP], lang="es", group="delete")
add("bears", "サビでフラッシュを毎秒8回点滅させたい", [STROBE], ["rcp_strobe_flash"], lang="ja", group="strobe")
add("bears", "Создаю новый Null, на который будут ссылаться параметры фона. Как его правильно назвать?", [N1],
    ["ref_null_exports"], lang="ru", group="create")
add("bears", "晚上十一点了，河边场地那边想把低音再推大一点", [QUIET], lang="zh", group="venue_late")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "Hook the Behringer console's faders up so channels 1-8 drive the layer opacities.", [X32])
add("paraphrase", "Make the scene table for Tidewater with the twelve timings from Mateo's sheet and a timer driving "
    "the switches.", [CUES], ["fact_dance_piece"])
add("paraphrase", "Sistema questa patch: ingressi a sinistra, i null in fondo, una catena per riga, dentro box "
    "etichettati.", [LAYOUT], lang="it")
add("paraphrase", "Aponta os oito Movie File In da esquerda pros vídeos em ordem alfabética, com preload e loop, e "
    "o crossfader todo pro primeiro lado.", [BANK], lang="pt")
add("paraphrase", "그랜드MA랑 영상 타이밍 맞춰줘, 핑 왕복 시간 재서 타임라인 오프셋 잡고", [SYNC], ["fact_lx_console"], lang="ko")
add("paraphrase", "把前 3600 帧用 HAP Q 导出成 1080p60 的完美文件，不要掉帧", [RENDER],
    ["ref_movie_file_out", "ref_hap_codecs"], lang="zh")
add("paraphrase", "Gib dem Endbild unseren Studio-LUT-Stil mit entsättigtem Grün und leichtem Korn.", [ZORVEX],
    lang="de")

# ---------------------------------------------------------------- questions and tasks
add("question", "Which port do I open in the firewall so the stagepad tablet gets through to the show PC?",
    ["fact_stagepad_ports"], ["ref_osc_in_chop"], group="fact")
add("question", "How do I use feedback for trails in the lake projection without the grey ghosting that never "
    "fully fades out?",
    ["ref_feedback_top", "ref_pixel_formats"], [TRAILS, "rcp_feedback_tunnel"], group="common_word")
add("question", "À quelle fréquence d'images tourne l'installation Nebula ?", ["fact_nebula_fps"], lang="fr",
    group="fact")
add("question", "Se nos colgó algo en pleno encierro: ¿dónde quedan guardados los errores del show?",
    ["fact_show_log"], lang="es", group="fact")
add("question", "Perché il mio Render TOP è tutto nero?", ["ref_render_pipeline"], lang="it", group="reference")
add("question", "Qual o IP do grandMA da turnê?", ["fact_lx_console"], lang="pt", group="fact")
add("question", "HAPとH.264、8本同時再生ならどっちがいい？", ["ref_hap_codecs"], ["web_moviein_preload"], lang="ja",
    group="reference")
add("question", "op() 返回 None 是什么原因？", ["ref_op_paths"], lang="zh", group="reference")
add("question", "Какие цвета бренда у запуска Aurora?", ["fact_aurora_palette"], lang="ru", group="fact")
add("task", "帮我搭一个音频频谱条的效果", ["rcp_spectrum_bars"], ["ref_audio_analysis"], lang="zh", group="recipe")
add("task", "Build me a Replicator that makes one button per row of the scenes table.", ["td_replicator_comp"],
    ["ref_replicator", "td_panel_ui_components"], group="builtin_compete", builtin=True)
add("question", "How do I keep a Python dictionary on a component so it survives saving the .toe?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Comment ajouter une page de paramètres personnalisés à mon COMP ?", ["td_custom_parameters"],
    lang="fr", group="builtin_only", builtin=True)
add("question", "Wie hole ich ein TOP aus einer anderen Komponente, ohne Kabel zu ziehen?", ["td_select_in_out"],
    lang="de", group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT에서 값이 바뀔 때 콜백 쓰는 법 알려줘", ["td_parameter_execute_dat"], lang="ko",
    group="builtin_only", builtin=True)
add("question", "誰も見ていないオペレーターはなぜクックされないの？", ["td_cooking_pull_model"], lang="ja",
    group="builtin_only", builtin=True)
add("task", "Escríbeme una extensión Python para mi componente mixer siguiendo nuestra convención.",
    ["td_extensions", "fact_ext_conventions"], lang="es", group="builtin_compete", builtin=True)
add("question", "Como funciona a flag de lock num TOP?", ["td_operator_flags"], lang="pt", group="builtin_only",
    builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "Can TouchDesigner follow the tempo of an Ableton Link session running on the Bordeaux DJ laptop?",
    group="far")
add("unanswerable", "What's the cleanest way to blend two projectors on a curved wall with the Stoner?", group="near")
add("unanswerable", "Comment configurer le Bullet Solver COMP pour des collisions ?", lang="fr", group="far")
add("unanswerable", "Wie lese ich einen ZED-Tiefensensor in TouchDesigner aus?", lang="de", group="far")
add("unanswerable", "¿Cómo uso el Substance TOP con materiales de Adobe?", lang="es", group="far")
add("unanswerable", "Quanti Kinect v2 posso collegare allo stesso PC con TouchDesigner?", lang="it", group="near")
add("unanswerable", "Como ativo a licença do TouchDesigner num dongle CodeMeter?", lang="pt", group="far")
add("unanswerable", "Photoshop の PSD をレイヤーごとに読み込む方法は？", lang="ja", group="far")
add("unanswerable", "怎么用 Web Render TOP 显示一个网页并且能点击？", lang="zh", group="far")
add("unanswerable", "ST2110 영상을 TouchDesigner로 받을 수 있나요?", lang="ko", group="far")

# ---------------------------------------------------------------- near misses (named, not to be carried out)
add("near_miss", "Don't run DEPLOY_SHOW yet, the festival screens are still warming up.", allowed=[DEPLOY],
    group="negated")
add("near_miss", "KICK1 ran fine last night at the lake show, zero complaints.", allowed=[KICK], group="past")
add("near_miss", "Priya told me she'd handle SYNCPOINT herself from the console side, just so you know.",
    allowed=[SYNC], group="reported")
add("near_miss", "Open wirecomb_notes.txt from the docs folder and summarise it.", allowed=[WIRE], group="filename")
add("near_miss", "In my script `if panic_black_armed: op('status').text = 'armed'` throws a NameError — why?",
    allowed=[PANIC], group="code")
add("near_miss", "GLITCHY broke my network — the displace is pulling from the wrong noise now.", allowed=[GLITCH],
    group="complaint")
add("near_miss", "Honestly I prefer wirecomb's result to LAYOUT2's on big networks.", allowed=[WIRE, LAYOUT],
    group="comparison")
add("near_miss", 'The sticky note on the monitor just says "LAYOUT2?" with a question mark — no idea who wrote it.',
    allowed=[LAYOUT], group="quoted")
add("near_miss", "Ne lance surtout pas PANIC_BLACK, le type sur la scène des chais c'était une fausse alerte.",
    allowed=[PANIC], lang="fr",
    group="negated")
add("near_miss", "DEPLOY_SHOW s'est bien passé hier soir à Bordeaux, merci.", allowed=[DEPLOY], lang="fr", group="past")
add("near_miss", "On fera ZORVEX demain pour la dégustation, pas ce soir.", allowed=[ZORVEX], lang="fr",
    group="planning")
add("near_miss", "Bitte NICHT wirecomb ausführen, ich mag das Chaos gerade.", allowed=[WIRE], lang="de",
    group="negated")
add("near_miss", "Der Kollege meinte, KICK1 sei am Seeufer zu empfindlich eingestellt gewesen.", allowed=[KICK],
    lang="de", group="reported")
add("near_miss", "Warum heißt die Datei eigentlich render_hq_final_v3.mov?", allowed=[RENDER], lang="de",
    group="filename")
add("near_miss", "No hagas GLITCHY, al cliente le horrorizan los glitches.", allowed=[GLITCH], lang="es",
    group="negated")
add("near_miss", "Ayer el DESKMAP_X32 se nos colgó dos veces en la plaza.", allowed=[X32], lang="es",
    group="complaint")
add("near_miss", "¿El SYNCPOINT de anoche tardó mucho?", allowed=[SYNC], lang="es", group="status")
add("near_miss", "LAYOUT2 l'abbiamo già fatto stamattina, non serve rifarlo.", allowed=[LAYOUT], lang="it",
    group="past")
add("near_miss", "Se un giorno dovessimo usare CUE_STACK_7 all'Arena, ci servirebbe un'altra tabella.",
    allowed=[CUES], lang="it", group="hypothetical")
add("near_miss", "Il mio collega chiama STROBE_SAFE 'la regola della nonna', fa ridere.", allowed=[STROBE], lang="it",
    group="incidental")
add("near_miss", "Não roda o BLACKOUT agora, o bloco ainda tá tocando!", allowed=[BLACKOUT, PANIC], lang="pt",
    group="negated")
add("near_miss", "O VJ_BANK_A travou o PC de novo ontem, que raiva.", allowed=[BANK], lang="pt", group="complaint")
add("near_miss", "Amanhã a gente faz o RENDER_HQ do aftermovie.", allowed=[RENDER], lang="pt", group="planning")
add("near_miss", "KICK1はまだ実行しないでください。リハ中です。", allowed=[KICK], lang="ja", group="negated")
add("near_miss", "昨日のDEPLOY_SHOWは問題なく終わりました", allowed=[DEPLOY], lang="ja", group="past")
add("near_miss", "変数名を panic_black_flag にしたけど分かりやすい？", allowed=[PANIC], lang="ja", group="variable")
add("near_miss", "别跑 LAYOUT2，我自己排好了", allowed=[LAYOUT], lang="zh", group="negated")
add("near_miss", "上周的 ZORVEX 调色客户很喜欢", allowed=[ZORVEX], lang="zh", group="past")
add("near_miss", "同事说 wirecomb 在大网络上有点慢", allowed=[WIRE], lang="zh", group="reported")
add("near_miss", "DESKMAP_X32는 내일 리허설 때 할 거예요", allowed=[X32], lang="ko", group="planning")
add("near_miss", "어제 GLITCHY 결과가 너무 과했어요", allowed=[GLITCH], lang="ko", group="complaint")
add("near_miss", "BACKUP_FIRST 규칙이 언제 생겼는지 아세요?", allowed=[BACKUP], lang="ko", group="history")
add("near_miss", "Не запускай CUE_STACK_7, хореограф ещё не прислал таблицу.", allowed=[CUES], lang="ru",
    group="negated")
add("near_miss", "Вчера RENDER_HQ отработал без ошибок.", allowed=[RENDER], lang="ru", group="past")
add("near_miss", "Файл syncpoint_results.csv куда-то потерялся, найду сам.", allowed=[SYNC], lang="ru",
    group="filename")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in old theatre lighting terminology?", allowed=[BLACKOUT, PANIC])
add("meaning", "What's a 'sync point' in film editing, generally speaking?", allowed=[SYNC])
add("meaning", "Was bedeutet „Quiet Hours“ eigentlich in einer Hausordnung?", allowed=[QUIET], lang="de")
add("meaning", "¿Qué es el 'kick' en una batería de rock?", allowed=[KICK], lang="es")
add("meaning", "一般的に「ブラックアウト」って停電のことですよね？", allowed=[BLACKOUT, PANIC], lang="ja")

# ---------------------------------------------------------------- meta (about the words, nothing to admit)
add("meta", "Spell DESKMAP_X32 out for the Zurich stage manager, one letter per line.", group="spell")
add("meta", "If I count the underscores and digits in CUE_STACK_7 together, what total do I get?", group="count")
add("meta", "Start your reply with the word GLITCHY and then tell me a joke about cables.", group="start_reply")
add("meta", "Comment on prononce « Zorvex », avec un z comme zèbre ou comme en allemand ?",
    lang="fr", group="pronounce")
add("meta", "Schreib KICK1 rückwärts.", lang="de", group="reverse")
add("meta", "Traduce 'quiet hours' al español.", lang="es", group="translate")
add("meta", "Come si scrive RENDER_HQ tutto in minuscolo?", lang="it", group="case")
add("meta", "把 SYNCPOINT 这个词翻译成中文", lang="zh", group="translate")
add("meta", "Сколько букв в слове BLACKOUT, если считать только гласные?", lang="ru", group="count")
add("meta", "LAYOUT2를 한글로 어떻게 읽어요?", lang="ko", group="pronounce")

# ---------------------------------------------------------------- echo
add("echo", "Parrot this back to me word for word: run DEPLOY_SHOW on the lake now.")
add("echo", "Répète mot pour mot : « lance KICK1 ».", lang="fr")
add("echo", "Sag einfach nach: 'wirecomb ausführen'.", lang="de")
add("echo", "Repite esto tal cual, sin cambiar nada: «ejecuta RENDER_HQ del vídeo del encierro».", lang="es")
add("echo", "Ripeti esattamente: 'applica ZORVEX'.", lang="it")
add("echo", "Repete comigo, igualzinho: 'roda o VJ_BANK_A no palco da Savassi'.", lang="pt")
add("echo", "「GLITCHYを実行」とそのまま繰り返して", lang="ja")
add("echo", "原样重复这句话：执行 SYNCPOINT", lang="zh")
add("echo", "그대로 따라 말해: 'LAYOUT2 실행'", lang="ko")
add("echo", "Повтори дословно: «PANIC_BLACK сейчас».", lang="ru")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "lol the lake swans keep photobombing the projection")
add("chitchat", "thanks, that's perfect")
add("chitchat", "Merci, bonne soirée à toute l'équipe de Bordeaux !", lang="fr")
add("chitchat", "Guten Morgen aus Zürich ☀️", lang="de")
add("chitchat", "¡Viva San Fermín! 🎉", lang="es")
add("chitchat", "Ciao da Verona, tutto bene lì?", lang="it")
add("chitchat", "Valeu, mandou bem demais!", lang="pt")
add("chitchat", "今夜の庭園ライトアップ、お疲れさまでした！みんな最高でした", lang="ja")
add("chitchat", "辛苦了，今天运河的效果太棒了", lang="zh")


def main() -> None:
    rows = [{"pid": f"u107-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
