"""Hand-written source of prompts_unseen65.jsonl: a blind suite by an independent evaluator (gateeval65).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen65.jsonl byte for byte.

Personas (they live here only):
- a Paris fashion-show production team (French and English; runway feeds, fittings, the show caller),
- a Shanghai immersive dining venue (Chinese and English; table projections, courses, the floor manager),
- a Lisbon street-art projection collective (Portuguese and Spanish members; facades, murals, night shoots),
with guest crew writing in German, Italian, Japanese, Korean and Russian.
About 65 % of the prompts are not English; the only other languages are fr, de, es, it, pt, ja, zh, ko, ru.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen65.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L2 = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
X32 = "ins_deskmap_x32"
RH = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
C7 = "ins_cue_stack7"
SY = "ins_syncpoint"
AR = "ins_archive_rule"
ZV = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English
add("invoke", "KICK1.", [K], [SS], group="bare")
add("invoke", "kick1 on the runway feed pls", [K], [SS], group="lowercase")
add("invoke", "Could you please run LAYOUT2 on /project1/catwalk? It's a mess before the couture run-through.",
    [L2], group="polite")
add("invoke", "wirecomb this network, the wires behind the runway comp are unreadable", [WC], group="name_as_verb")
add("invoke", "Before we delete the old intro chain, follow BACKUP_FIRST, then remove intro_old.", [BF],
    group="rule")
add("invoke", "/deploy_show (fashion week, show 2)", [DS], group="slash_command")
add("invoke", "Load VJ_BANK_A into the decks, the Lisbon wall set starts in ten.", [VJ], group="imperative")
add("invoke", "PANIC!!! the projector is showing the desktop to the whole restaurant, PANIC_BLACK", [PB],
    group="emergency")
add("invoke", "add GLITCHY after the selected TOP \U0001f47e", [GL], group="emoji")
add("invoke", "D E S K M A P _ X 3 2 please, the X32 just got patched in", [X32], group="spaces")
add("invoke", "ok the edit is locked, do the RENDER_HQ pass on rec1 now", [RH], allowed=["ref_movie_file_out"],
    group="imperative")
add("invoke", "New ops for the dining-room tables: apply naming rule N1 to everything you create, starting with a "
    "noise for the tablecloth texture.", [N1], group="rule")
add("invoke", "that's the last track of the night, BLACKOUT please", [BO], [PB], group="end_set")
add("invoke", "Build CUE_STACK_7 for the dance piece, please.", [C7], allowed=["fact_dance_piece"], group="polite")
add("invoke", "It's 23:10 at the riverside venue and the tasting menu is on course six, so apply the quiet hours rule to the audio output now.", [QH],
    group="conditional")
add("invoke", "Give the final comp the Zorvex look, the stylist signed off on it.", [ZV], group="title_words")
add("invoke", "syncpoint with the console pls, doors in 5", [SY], allowed=["fact_lx_console"], group="lowercase")
add("invoke", "Build the club trails my way, with my FEEDBACK settings, inside trails_club.", [FB],
    allowed=["ref_feedback_top"], group="common_word")
add("invoke", "I'm about to rebuild the inside of bloom.tox, it's saved externally; follow ARCHIVE first.", [AR],
    group="rule")
add("invoke", "[19:02:11] WARNING /project1/out1: cook time 31 ms\n[19:02:12] WARNING dropped frame\n"
    "fine, those are known. run DEPLOY_SHOW", [DS], group="log_paste")
add("invoke", "Run LAYOUT2 and then wirecomb on the projection network.", [L2, WC], group="multi")
add("invoke", "- [ ] VJ_BANK_A\n- [ ] GLITCHY on the deck mix\n- [ ] KICK1\ngo through this list top to bottom",
    [VJ, GL, K], [SS], group="checklist")
add("invoke", "Do BLACKOUT... no wait, not BLACKOUT, the show is still on: PANIC_BLACK, there's a crash dialog on "
    "the screen!", [PB], [BO], group="correction")
add("invoke", "You asked whether to run SYNCPOINT against the grandMA. Yes, go ahead.", [SY],
    allowed=["fact_lx_console"], group="consent")
add("invoke", "run DESKMPA_X32 please, the desk is on the network", [X32], group="typo")
add("invoke", "hey copilot run render underscore h q now full stop", [RH], group="voice")
add("invoke", "It's 19:55, doors at 20:00. SYNCPOINT now.", [SY], allowed=["fact_lx_console"], group="timed")
add("invoke", "The models walk at nine, the stylist wants more grain, and the lights look fine. Can you apply the "
    "Zorvex grade to the main output? Also the DJ is late again.", [ZV], group="mid_message")
add("invoke", "everything's wired, cables taped, projectors warm... now, CUE_STACK_7", [C7], group="trailing")
add("invoke", "STROBE_SAFE: apply it to the flash on the chorus before the audience comes in", [SS],
    allowed=["rcp_strobe_flash"], group="name_first")
add("invoke", "Rename everything you made today according to the N1 rule and then straighten the wires with wirecomb.",
    [N1, WC], group="multi")

# ---------------------------------------------------------------- invoke: French (Paris fashion show)
add("invoke", "Lance KICK1 sur la sortie du défilé, s'il te plaît.", [K], [SS], lang="fr", group="polite")
add("invoke", "Le dernier passage est fini, merci à tous : BLACKOUT.", [BO], [PB], lang="fr", group="end_set")
add("invoke", "Applique la règle BACKUP_FIRST puis supprime le vieux réseau intro_mannequins.", [BF], lang="fr",
    group="rule")
add("invoke", "fais le DEPLOY_SHOW, le défilé commence dans 20 minutes", [DS], lang="fr", group="terse")
add("invoke", "Peux-tu démêler les fils du réseau avec wirecomb ? On n'y voit plus rien.", [WC], lang="fr",
    group="polite")
add("invoke", "Charge VJ_BANK_A puis ajoute GLITCHY sur le mix final.", [VJ, GL], lang="fr", group="multi")

# ---------------------------------------------------------------- invoke: German (guest crew)
add("invoke", "Bitte LAYOUT2 auf das Laufsteg-Netzwerk anwenden.", [L2], lang="de", group="polite")
add("invoke", "RENDER_HQ starten, rec1 ist bereit.", [RH], lang="de", group="imperative")
add("invoke", "PANIK! Notfall, PANIC_BLACK sofort!", [PB], lang="de", group="emergency")
add("invoke", "Halte dich an Namensregel N1, wenn du die neuen Operatoren für den Laufsteg anlegst.", [N1],
    lang="de", group="rule")
add("invoke", "mach mal GLITCHY auf das gewählte TOP", [GL], lang="de", group="terse")
add("invoke", "Korrektur: nicht LAYOUT2, mach wirecomb.", [WC], [L2], lang="de", group="correction")

# ---------------------------------------------------------------- invoke: Spanish (Lisbon collective)
add("invoke", "Carga VJ_BANK_A en las pletinas, porfa, que el mural ya está iluminado.", [VJ], lang="es", group="polite")
add("invoke", "ejecuta syncpoint con la consola antes del show", [SY], allowed=["fact_lx_console"], lang="es",
    group="lowercase")
add("invoke", "Aplica el grade Zorvex a la composición final.", [ZV], lang="es", group="title_words")
add("invoke", "CUE_STACK_7, ya.", [C7], lang="es", group="terse")
add("invoke", "Voy a editar el componente externo mural.tox: sigue la regla ARCHIVE antes de tocarlo.", [AR],
    lang="es", group="rule")
add("invoke", "Primero DESKMAP_X32 y después KICK1, por favor.", [X32, K], [SS], lang="es", group="multi")

# ---------------------------------------------------------------- invoke: Italian (guest crew)
add("invoke", "metti il kick1 sull'uscita principale", [K], [SS], lang="it", group="lowercase")
add("invoke", "Fai il BLACKOUT di fine set, abbiamo chiuso.", [BO], [PB], lang="it", group="end_set")
add("invoke", "Regola STROBE_SAFE: applicala allo strobo che ho appena fatto.", [SS], allowed=["rcp_strobe_flash"],
    lang="it", group="rule")
add("invoke", "Carica VJ_BANK_A \U0001f3ac", [VJ], lang="it", group="emoji")
add("invoke", "Sono le 23:15 al locale sul fiume, quindi segui la regola delle quiet hours per l'audio.", [QH],
    lang="it", group="conditional")

# ---------------------------------------------------------------- invoke: Portuguese (Lisbon collective)
add("invoke", "Corre o GLITCHY no TOP selecionado, a parede precisa de ruído.", [GL], lang="pt", group="imperative")
add("invoke", "faz o LAYOUT2 aí, tá tudo baralhado", [L2], lang="pt", group="terse")
add("invoke", "Antes de apagar a cadeia velha do mural, segue o BACKUP_FIRST.", [BF], lang="pt", group="rule")
add("invoke", "Podes fazer o RENDER_HQ do loop da fachada? Obrigado!", [RH], lang="pt", group="polite")
add("invoke", "Constrói os rastos do clube à minha maneira, com as minhas definições FEEDBACK.", [FB],
    allowed=["ref_feedback_top"], lang="pt", group="common_word")
add("invoke", "Aplica a regra de nomes N1 a tudo o que criares hoje.", [N1], lang="pt", group="rule")

# ---------------------------------------------------------------- invoke: Japanese (guest crew)
add("invoke", "ランウェイの映像にKICK1を実行してください。", [K], [SS], lang="ja", group="polite")
add("invoke", "DEPLOY_SHOWお願いします、開演まで15分です。", [DS], lang="ja", group="polite")
add("invoke", "wirecombで配線を整えて", [WC], lang="ja", group="name_first")
add("invoke", "パニック！PANIC_BLACK！", [PB], lang="ja", group="emergency")
add("invoke", "Zorvexのルックを最終コンポジットにかけて", [ZV], lang="ja", group="title_words")
add("invoke", "SYNCPOINTをやってから、CUE_STACK_7を作って。", [SY, C7], allowed=["fact_lx_console"], lang="ja",
    group="multi")

# ---------------------------------------------------------------- invoke: Chinese (Shanghai dining venue)
add("invoke", "请运行DESKMAP_X32，调音台已经连好了。", [X32], lang="zh", group="polite")
add("invoke", "执行 RENDER_HQ", [RH], lang="zh", group="terse")
add("invoke", "现在是晚上十一点，我们在河边场地，请按照安静时段规则处理音频输出。", [QH], lang="zh",
    group="conditional")
add("invoke", "删掉旧的餐桌投影网络之前，先执行BACKUP_FIRST。", [BF], lang="zh", group="rule")
add("invoke", "按我的方式做俱乐部的拖尾效果，用我的 FEEDBACK 设置。", [FB], allowed=["ref_feedback_top"], lang="zh",
    group="common_word")

# ---------------------------------------------------------------- invoke: Korean (guest crew)
add("invoke", "VJ_BANK_A 로드해 주세요.", [VJ], lang="ko", group="polite")
add("invoke", "LAYOUT2 실행해", [L2], lang="ko", group="terse")
add("invoke", "세트 끝났어요, BLACKOUT 해주세요.", [BO], [PB], lang="ko", group="end_set")
add("invoke", "STROBE_SAFE 규칙 적용해서 지금 스트로브 다시 맞춰 줘", [SS], allowed=["rcp_strobe_flash"], lang="ko",
    group="rule")
add("invoke", "외부 tox 파일 편집하기 전에 ARCHIVE 규칙 따라 줘", [AR], lang="ko", group="rule")
add("invoke", "네 진행하세요, SYNCPOINT 돌려도 돼요.", [SY], allowed=["fact_lx_console"], lang="ko", group="consent")

# ---------------------------------------------------------------- invoke: Russian (guest crew)
add("invoke", "Запусти CUE_STACK_7, пожалуйста.", [C7], lang="ru", group="polite")
add("invoke", "паника!!! PANIC_BLACK", [PB], lang="ru", group="emergency")
add("invoke", "Сделай DESKMAP_X32, пульт уже в сети.", [X32], lang="ru", group="imperative")
add("invoke", "Наложи грейд Zorvex на финальный композит.", [ZV], lang="ru", group="title_words")
add("invoke", "Создавая новые операторы, следуй правилу именования N1.", [N1], lang="ru", group="rule")
add("invoke", "RENDER_HQ, а потом DEPLOY_SHOW.", [RH, DS], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "In DESKMAP_X32, which UDP port is the OSC In CHOP set to?", [X32], group="port")
add("ask_content", "What order are the DEPLOY_SHOW steps in? Just list them, don't run anything.", [DS], group="order")
add("ask_content", "What attack and release does KICK1 put on the Trigger CHOP?", [K], group="value")
add("ask_content", "Quel fichier LUT utilise le grade Zorvex ?", [ZV], lang="fr", group="content")
add("ask_content", "Wie lange dauert laut BLACKOUT-Prozedur das Ausblenden?", [BO], [PB], lang="de", group="value")
add("ask_content", "¿A qué IP y puerto manda SYNCPOINT el ping?", [SY], lang="es", group="port")
add("ask_content", "Dove salva il backup la regola BACKUP_FIRST?", [BF], lang="it", group="content")
add("ask_content", "Qual é o limite de flashes por segundo na regra STROBE_SAFE?", [SS], lang="pt", group="value")
add("ask_content", "RENDER_HQではコーデックとフレームレートは何に設定しますか？", [RH], lang="ja", group="value")
add("ask_content", "wirecomb 宏在什么情况下会自动插入 Null 运算符？", [WC], lang="zh", group="content")
add("ask_content", "VJ_BANK_A는 크로스페이더를 어떤 값으로 설정해?", [VJ], lang="ko", group="value")
add("ask_content", "Что говорит правило тихих часов на площадке у реки про уровень звука после 22:00?", [QH],
    lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Clean up: delete every unused operator in /project1/catwalk.", [BF], group="delete")
add("bears", "Riverside gig, it's 22:45: turn the subs up, the crowd wants more bass.", [QH], group="venue_late")
add("bears", "Fais clignoter le blanc 8 fois par seconde sur le drop.", [SS], allowed=["rcp_strobe_flash"], lang="fr",
    group="strobe")
add("bears", "现在晚上十一点半，我们在河边场地，把主音量调大一点，低音也加强。", [QH], lang="zh", group="venue_late")
add("bears", "Ändere den Schwellwert im extern gespeicherten bloom.tox auf 0.6.", [AR], lang="de",
    group="external_tox")
add("bears", "Cria um Noise TOP e um Level TOP para o fundo do mural.", [N1], allowed=["ref_noise_top"], lang="pt",
    group="create")
add("bears", "Metti uno strobo a 12 Hz sincronizzato sul BPM.", [SS], allowed=["rcp_strobe_flash"], lang="it",
    group="strobe")

# ---------------------------------------------------------------- paraphrase (no word of the title or name)
add("paraphrase", "Make the runway picture pump brighter on every bass drum hit coming in from the DJ mixer.", [K],
    allowed=["ref_audio_analysis", SS])
add("paraphrase", "オペレーターを信号の順に左から右へ整列させて、入力は一番左、Nullは出力の直前に置いて。", [L2],
    lang="ja")
add("paraphrase", "Behringer 콘솔의 페이더 32개를 레이어 불투명도에 연결해 줘.", [X32], allowed=["ref_osc_in_chop"],
    lang="ko")
add("paraphrase", "Подгрузи восемь видео из первой папки на плееры по алфавиту и поставь кроссфейдер на сторону A.",
    [VJ], lang="ru")
add("paraphrase", "Allinea il timing delle immagini al banco grandMA prima dello spettacolo, misurando il ritardo "
    "di andata e ritorno.", [SY], allowed=["fact_lx_console"], lang="it")
add("paraphrase", "Exporta los primeros 3600 fotogramas en HAP Q a 1080p60 sin tiempo real.", [RH],
    allowed=["ref_movie_file_out", "ref_hap_codecs"], lang="es")
add("paraphrase", "给最终合成加上我们工作室招牌的 LUT 处理和胶片颗粒。", [ZV], lang="zh")

# ---------------------------------------------------------------- question / task (facts and references)
add("question", "Which DMX universe and start address are the moving heads on?", ["fact_dmx_heads"], group="fact")
add("question", "Quelle est la taille totale de la sortie pour le Lumen Hall ?", ["fact_lumen_hall_raster"],
    lang="fr", group="fact")
add("question", "Über welchen UDP-Port schickt unser stagepad-Tablet seine OSC-Daten an den Show-Rechner?", ["fact_stagepad_ports"],
    lang="de", group="fact")
add("question", "¿A cuántos fotogramas por segundo corre la instalación Nebula?", ["fact_nebula_fps"], lang="es", group="fact")
add("question", "Quanta memoria video ha RIG-B?", ["fact_rig_b"], lang="it", group="fact")
add("question", "Quais são os códigos hex das cores da marca no lançamento Aurora?", ["fact_aurora_palette"], lang="pt",
    group="fact")
add("question", "Где лежит лог ошибок во время шоу?", ["fact_show_log"], lang="ru", group="fact")
add("task", "Build me an LED strip mapper for 300 pixels over Art-Net.", ["rcp_led_strip"], group="reference")
add("question", "How do I use a Feedback TOP to get trails without a cook loop?", ["ref_feedback_top"],
    allowed=[FB, "rcp_feedback_tunnel"], group="common_word")
add("question", "What pixel format should my feedback loop use so the trails actually reach black?",
    ["ref_pixel_formats"], allowed=["ref_feedback_top", FB], group="common_word")
add("question", "How do I pass a float uniform into a GLSL TOP?", ["ref_glsl_uniforms"], group="reference")
add("question", "How do I open the Textport and print something to it?", ["td_textport"], builtin=True,
    group="builtin_only")
add("question", "Comment ajouter des paramètres personnalisés à un COMP ?", ["td_custom_parameters"], lang="fr",
    builtin=True, group="builtin_only")
add("question", "Wie speichere ich Python-Werte im storage eines Operators?", ["td_storage"], lang="de",
    builtin=True, group="builtin_only")
add("question", "¿Cuál es la diferencia entre un Select TOP y un In TOP?", ["td_select_in_out"], lang="es",
    builtin=True, group="builtin_only")
add("question", "Come funziona il Replicator COMP con una tabella?", ["td_replicator_comp"],
    allowed=["ref_replicator"], lang="it", builtin=True, group="builtin_compete")
add("question", "TouchDesignerでオペレーターがクックされる条件は何ですか？", ["td_cooking_pull_model"], lang="ja",
    builtin=True, group="builtin_only")
add("question", "op() 返回 None 一般是什么原因？", ["td_op_paths"], allowed=["ref_op_paths"], lang="zh", builtin=True,
    group="builtin_compete")
add("question", "컴포넌트에 Python 익스텐션을 붙이는 방법 알려줘", ["td_extensions"], allowed=["fact_ext_conventions"],
    lang="ko", builtin=True, group="builtin_only")
add("question", "Объясни, как устроен time slicing в CHOP и зачем он нужен.", ["td_sample_rates_time_slicing"], allowed=["ref_time_slicing"],
    lang="ru", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I activate a TouchDesigner license on a machine that never goes online?", group="far")
add("unanswerable", "Does the ZED TOP support the ZED X Mini camera?", group="near")
add("unanswerable", "Wie bekomme ich Live Link von TouchDesigner nach Unreal Engine 5?", lang="de", group="far")
add("unanswerable", "¿Cómo se conecta un LiDAR Ouster a TouchDesigner?", lang="es", group="near")
add("unanswerable", "Quanto costa quest'anno la licenza Commercial di TouchDesigner?", lang="it", group="far")
add("unanswerable", "Como simulo tecido com o Bullet Solver COMP?", lang="pt", group="near")
add("unanswerable", "StreamDiffusionをTouchDesignerで動かすにはどうすればいいですか？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 能直接读取 Blender 的 .blend 文件吗？", lang="zh", group="far")
add("unanswerable", "Ableton Link CHOP에서 템포가 조금씩 밀리는 이유가 뭐야?", lang="ko", group="near")
add("unanswerable", "Как подключить Leap Motion Controller 2 к TouchDesigner?", lang="ru", group="near")

# ---------------------------------------------------------------- near misses: English
add("near_miss", "Don't run GLITCHY on the runway feed, the designer hates it.", allowed=[GL], group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file is already on D:.", allowed=[RH], group="past")
add("near_miss", "We'll do SYNCPOINT tomorrow at the tech rehearsal, not today.", allowed=[SY], group="planning")
add("near_miss", "The stage manager said DEPLOY_SHOW takes ages on the gallery PC.", allowed=[DS], group="reported")
add("near_miss", "Is KICK1 still active on out1, or did someone switch it off?", allowed=[K], group="status")
add("near_miss", "Would wirecomb be overkill on a network with only six nodes? Just curious.", allowed=[WC],
    group="hypothetical")
add("near_miss", "I renamed layout2_before.toe to layout2_old.toe, the producer asked for it.", allowed=[L2],
    group="filename")
add("near_miss", "In my script the list is called VJ_BANK_A_files; I'll rename it to clips_a myself later.",
    allowed=[VJ], group="variable")
add("near_miss", "`if mode == 'PANIC_BLACK': pass` is just a placeholder in our cue script for now.", allowed=[PB],
    group="code")
add("near_miss", "BACKUP_FIRST filled the show drive with tox files again \U0001f624", allowed=[BF], group="complaint")
add("near_miss", "Who came up with the N1 naming rule in the first place?", allowed=[N1], group="history")
add("near_miss", 'The client email literally says "please no Zorvex grade on the finale", so keep that in mind.',
    allowed=[ZV], group="quoted")
add("near_miss", "The taxi driver asked what CUE_STACK_7 on my T-shirt means, ha.", allowed=[C7], group="incidental")
add("near_miss", "LAYOUT2 or wirecomb for a patch with 200 nodes, which do you prefer? Don't run either.",
    allowed=[L2, WC], group="comparison")

# ---------------------------------------------------------------- near misses: other languages
add("near_miss", "Surtout ne lance pas BLACKOUT, il reste deux passages.", allowed=[BO, PB], lang="fr",
    group="negated")
add("near_miss", "Le DESKMAP_X32 d'hier soir a très bien marché.", allowed=[X32], lang="fr", group="past")
add("near_miss", "La directrice artistique a dit que le grade Zorvex était trop vert.", allowed=[ZV], lang="fr",
    group="reported")
add("near_miss", "Bitte jetzt kein RENDER_HQ, wir proben noch.", allowed=[RH], lang="de", group="negated")
add("near_miss", "wirecomb hat gestern unser ganzes Layout durcheinandergebracht.", allowed=[WC], lang="de",
    group="complaint")
add("near_miss", "No hagas PANIC_BLACK, era una falsa alarma.", allowed=[PB], lang="es", group="negated")
add("near_miss", "Mañana haremos LAYOUT2 con calma.", allowed=[L2], lang="es", group="planning")
add("near_miss", "Ieri il GLITCHY è andato benissimo sul muro.", allowed=[GL], lang="it", group="past")
add("near_miss", "Qui non serve la regola ARCHIVE, il tox non è salvato esternamente.", allowed=[AR], lang="it",
    group="negated")
add("near_miss", "O KICK1 rebentou-me a rede ontem, ficou tudo vermelho.", allowed=[K], lang="pt", group="complaint")
add("near_miss", "No grafite da parede está escrito ZORVEX em letras enormes, fica lindo.", allowed=[ZV], lang="pt",
    group="incidental")
add("near_miss", "昨日のリハでRENDER_HQはうまくいきました。", allowed=[RH], lang="ja", group="past")
add("near_miss", "今はwirecombしないでください、作業中です。", allowed=[WC], lang="ja", group="negated")
add("near_miss", "先别运行CUE_STACK_7，编舞还没定。", allowed=[C7], lang="zh", group="negated")
add("near_miss", "经理说今晚不用做BLACKOUT，客人会待到很晚。", allowed=[BO, PB], lang="zh", group="reported")
add("near_miss", "어제 GLITCHY 돌렸는데 괜찮았어요.", allowed=[GL], lang="ko", group="past")
add("near_miss", "다음 주에 FEEDBACK 설정으로 클럽 트레일 만들 거예요.", allowed=[FB], lang="ko", group="planning")
add("near_miss", "Не запускай DEPLOY_SHOW, ещё не все проекторы включены.", allowed=[DS], lang="ru", group="negated")
add("near_miss", "STROBE_SAFE вчера спас нас от жалобы зрителя.", allowed=[SS], lang="ru", group="past")
add("near_miss", "Папка quiet_hours_logs уже занимает 2 ГБ.", allowed=[QH], lang="ru", group="filename")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'glitchy' mean when people describe old VHS footage?", allowed=[GL])
add("meaning", "Que veut dire « blackout » dans l'histoire du théâtre ?", allowed=[BO, PB], lang="fr")
add("meaning", "Was bedeutet das Wort „Archiv“ ursprünglich?", allowed=[AR], lang="de")
add("meaning", "Cosa significa 'feedback' in psicologia?", allowed=[FB], lang="it")
add("meaning", "「パニック」という言葉の語源は何ですか？", allowed=[PB], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT backwards, one letter per line.", group="reverse")
add("meta", "Count the characters in CUE_STACK_7, underscores included.", group="count")
add("meta", "Écris DEPLOY_SHOW en minuscules.", lang="fr", group="case")
add("meta", "Übersetze „Blackout“ ins Koreanische.", lang="de", group="translate")
add("meta", "¿Cómo se pronuncia KICK1 en español?", lang="es", group="pronounce")
add("meta", "Scrivi una frase che contenga la parola wirecomb.", lang="it", group="sentence")
add("meta", "Começa a tua resposta com a palavra GLITCHY.", lang="pt", group="start_reply")
add("meta", "「RENDER_HQ」をカタカナ表記にするとどうなりますか？", lang="ja", group="transliterate")
add("meta", "把 VJ_BANK_A 用粗体写出来。", lang="zh", group="bold")
add("meta", "ZORVEX를 거꾸로 써 줘.", lang="ko", group="reverse")
add("meta", "Сколько букв в слове DESKMAP?", lang="ru", group="count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: PANIC_BLACK now.")
add("echo", "Répète exactement : « lance LAYOUT2 ».", lang="fr")
add("echo", "Sprich mir genau nach: BACKUP_FIRST ausführen.", lang="de")
add("echo", "Repite tal cual: ejecuta RENDER_HQ.", lang="es")
add("echo", "Ripeti parola per parola: fai KICK1.", lang="it")
add("echo", "Repete exatamente isto: corre o SYNCPOINT.", lang="pt")
add("echo", "照着说一遍：运行 wirecomb。", lang="zh")
add("echo", "그대로 따라 해: CUE_STACK_7 실행.", lang="ko")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks, the runway looked amazing tonight")
add("chitchat", "Bonjour l'équipe ! Tout le monde a bien dormi ?", lang="fr")
add("chitchat", "jajaja qué noche más larga, el mural quedó precioso", lang="es")
add("chitchat", "Boa noite malta, até amanhã \U0001f44b", lang="pt")
add("chitchat", "皆さん、今日のショーお疲れさまでした！", lang="ja")
add("chitchat", "辛苦了，今晚的客人都很开心。", lang="zh")
add("chitchat", "좋은 아침이에요!", lang="ko")
add("chitchat", "Спасибо, всё супер.", lang="ru")


def main() -> None:
    rows = [{"pid": f"u65-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
