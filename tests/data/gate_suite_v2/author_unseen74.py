"""Blind gate suite unseen74, hand-written by helper "gateeval74" (never scored by its author).

Labels come from corpus.jsonl and src/tdcontext/knowledge/*.md only. About two thirds of the prompts are
in fr, de, es, it, pt, ja, zh, ko, ru (5+ invocations in each), the rest English.

Personas (they live here only):
- a Barcelona and Lisbon light-festival collective (es, pt, en; a French lighting designer types fr);
- a Hamburg and Vienna opera house's projection department (de; an Italian scenographer types it);
- a Seoul and Shanghai K-pop tour visuals crew (ko, zh; a Russian programmer types ru) with a Kyoto
  guest VJ (ja).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen74.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
DX = "ins_deskmap_x32"
RH = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
CS = "ins_cue_stack7"
SP = "ins_syncpoint"
AR = "ins_archive_rule"
ZG = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (festival collective, tour crew)
add("invoke", "KICK1 on the main out, the DJ on the cloister stage just started", [K], [SS], group="terse")
add("invoke", "Could you please run LAYOUT2 on /project1/lightfest_cloister? The Lisbon crew left it in a state.",
    [L], group="polite")
add("invoke", "wirecomb the facade mapping network before the Barcelona projectionists take over at eight",
    [WC], group="name_as_verb")
add("invoke", "RENDER_HQ — the festival website wants the teaser file by noon, go", [RH], ["ref_movie_file_out"],
    group="name_first")
add("invoke", "ok that was the last loop of the night on the cathedral facade. end of set, do the BLACKOUT",
    [BO], [PB], group="end_set")
add("invoke", "PANIC!!! someone just climbed the scaffold in front of projector 2", [PB], [BO], group="emergency")
add("invoke", "the second projector layer looks way too clean, i've selected the TOP, glitchy", [GL],
    group="trailing")
add("invoke", "D E S K M A P _ X 3 2 please, the sound op wants his faders on our layers", [DX], ["ref_osc_in_chop"],
    group="spaces")
add("invoke", "load vj bank a into the decks for the opening act", [VJ], group="title_words")
add("invoke", "Zorvex look on the final comp please, and name every new op by rule N1 while you're at it",
    [ZG, N1], group="multi")
add("invoke", "/cue_stack_7 for tidewater", [CS], ["fact_dance_piece"], group="slash_command")
add("invoke", "```\n[oscin_sync] no /sync/pong after 2000 ms\nSYNCPOINT: console not answering\n```\n"
    "Priya rebooted the grandMA and it's back up. Run SYNCPOINT again.", [SP], ["fact_lx_console"],
    group="log_paste")
add("invoke", "No wait, not LAYOUT2 — do wirecomb instead, the columns are fine, it's the wires that are a mess",
    [WC], [L], group="correction")
add("invoke", "It's 22:40 at the riverside stage and the promoter wants the bass up, so apply the quiet hours rule",
    [QH], group="conditional")
add("invoke", "I'm about to change the glow radius in bloom.tox, which is saved externally, so follow the ARCHIVE rule "
    "first", [AR], group="common_word")
add("invoke", "Apply BACKUP_FIRST, then delete the unused Noise TOPs in /project1/old_tests", [BF], group="rule")
add("invoke", "Apply STROBE_SAFE to the white flash I'm building for the drop", [SS], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "Doors open in ten minutes. Time for DEPLOY_SHOW.", [DS], group="timed")
add("invoke", "yes, go ahead with GLITCHY on that TOP, the plan you described is fine", [GL], group="consent")
add("invoke", "- [ ] KICK1\n- [ ] FEEDBACK trails for the club set\n- [x] stagepad ports checked\n"
    "do the unchecked ones", [K, FB], [SS], group="checklist")
add("invoke", "okay so uh run render h q now please full stop the teaser has to go out tonight", [RH],
    group="voice")
add("invoke", "🎆🎆 CUE_STACK_7 for the dance piece pls 🙏", [CS], ["fact_dance_piece"], group="emoji")
add("invoke", "DESKMAP_X32.", [DX], ["ref_osc_in_chop"], group="bare")

# ---------------------------------------------------------------- invoke: French (guest lighting designer)
add("invoke", "Lance KICK1 sur la sortie du cloître, s'il te plaît, le DJ démarre.", [K], [SS], lang="fr", group="polite")
add("invoke", "Tu peux faire un wirecomb sur le réseau du cloître ? Les fils se croisent dans tous les sens.",
    [WC], lang="fr", group="name_as_verb")
add("invoke", "SYNCPOINT avec la console lumière avant l'ouverture des portes, merci", [SP], ["fact_lx_console"],
    lang="fr", group="name_first")
add("invoke", "Applique la règle STROBE_SAFE au stroboscope que je suis en train de monter.", [SS],
    ["rcp_strobe_flash"], lang="fr", group="rule")
add("invoke", "Non attends, pas GLITCHY — lance plutôt le grade Zorvex sur la compo finale.", [ZG], [GL],
    lang="fr", group="correction")
add("invoke", "fin du set, on passe au BLACKOUT", [BO], [PB], lang="fr", group="end_set")
add("invoke", "Exécute DEPLOY_SHOW, puis RENDER_HQ pour la captation de ce soir.", [DS, RH], lang="fr",
    group="multi")

# ---------------------------------------------------------------- invoke: German (opera projection department)
add("invoke", "Bitte LAYOUT2 auf /project1/oper_akt2 ausführen.", [L], lang="de", group="polite")
add("invoke", "Wir löschen gleich die alten Projektions-COMPs aus dem ersten Akt: erst BACKUP_FIRST anwenden, dann weg "
    "damit.", [BF], lang="de", group="rule")
add("invoke", "DEPLOY_SHOW, die Vorstellung beginnt in zwanzig Minuten.", [DS], lang="de", group="timed")
add("invoke", "Notfall!! PANIC_BLACK sofort, der Eiserne Vorhang klemmt und der Chor steht im Bild", [PB], [BO],
    lang="de", group="emergency")
add("invoke", "cue_stack_7 bitte für das Ballett heute Abend", [CS], ["fact_dance_piece"], lang="de",
    group="lowercase")
add("invoke", "Wende die Namensregel N1 auf die neuen Operatoren in /project1/szene3 an", [N1], lang="de",
    group="rule")
add("invoke", "Ich ändere gleich die extern gespeicherte hintergrund.tox – halte dich an die ARCHIVE-Regel.", [AR],
    lang="de", group="common_word")

# ---------------------------------------------------------------- invoke: Spanish (Barcelona)
add("invoke", "Carga VJ_BANK_A en los decks, que empieza el primer pase", [VJ], lang="es", group="imperative")
add("invoke", "Aplica GLITCHY al TOP seleccionado, porfa", [GL], lang="es", group="polite")
add("invoke", "oye, el técnico de sonido quiere mover las capas con sus faders, así que haz el DESKMAP_X32 y me "
    "avisas", [DX], ["ref_osc_in_chop"], lang="es", group="mid_message")
add("invoke", "Son las 23:10 en el escenario del río y nos piden más volumen: aplica la regla de quiet hours.",
    [QH], lang="es", group="conditional")
add("invoke", "KIKC1 en la salida principal ya", [K], [SS], lang="es", group="typo")
add("invoke", "Hazme el FEEDBACK con mis ajustes de estelas para el set del club", [FB],
    ["ref_feedback_top", "rcp_feedback_tunnel"], lang="es", group="common_word")
add("invoke", "/render_hq para el vídeo resumen del festival", [RH], lang="es", group="slash_command")

# ---------------------------------------------------------------- invoke: Portuguese (Lisbon)
add("invoke", "Faz o SYNCPOINT com a mesa de luz antes do espetáculo, por favor", [SP], ["fact_lx_console"],
    lang="pt", group="polite")
add("invoke", "Corre o LAYOUT2 nesta rede, está uma confusão", [L], lang="pt", group="imperative")
add("invoke", "Aplica a regra N1 aos operadores novos que vais criar agora", [N1], lang="pt", group="rule")
add("invoke", "Zorvex no comp final, já!", [ZG], lang="pt", group="terse")
add("invoke", "Acabou o último set da noite — BLACKOUT", [BO], [PB], lang="pt", group="end_set")
add("invoke", "Carrega o banco A de clips nos decks (VJ_BANK_A), o DJ chega daqui a pouco", [VJ], lang="pt",
    group="mid_message")
add("invoke", "sim, podes avançar com o wirecomb", [WC], lang="pt", group="consent")

# ---------------------------------------------------------------- invoke: Italian (scenographer at the opera)
add("invoke", "Esegui RENDER_HQ per il trailer dell'opera", [RH], lang="it", group="imperative")
add("invoke", "Per favore lancia DESKMAP_X32, il fonico vuole regolare i livelli dal mixer", [DX],
    ["ref_osc_in_chop"], lang="it", group="polite")
add("invoke", "CUE_STACK_7 adesso, grazie", [CS], ["fact_dance_piece"], lang="it", group="terse")
add("invoke", "Applica STROBE_SAFE al lampeggio del secondo atto", [SS], ["rcp_strobe_flash"], lang="it",
    group="rule")
add("invoke", "Prima di modificare la tox esterna dei sottotitoli, segui la regola ARCHIVE", [AR], lang="it",
    group="rule")
add("invoke", "GLITCHY e poi il look Zorvex sull'uscita finale", [GL, ZG], lang="it", group="multi")

# ---------------------------------------------------------------- invoke: Japanese (Kyoto guest VJ)
add("invoke", "KICK1を京都セットのメイン出力にお願いします", [K], [SS], lang="ja", group="polite")
add("invoke", "VJ_BANK_Aをデッキに読み込んで", [VJ], lang="ja", group="imperative")
add("invoke", "線がぐちゃぐちゃなのでwirecombお願い🙏", [WC], lang="ja", group="emoji")
add("invoke", "セット終了、BLACKOUTを実行して", [BO], [PB], lang="ja", group="end_set")
add("invoke", "FEEDBACKの残像設定でクラブ用のトレイルを組んで", [FB], ["ref_feedback_top"], lang="ja",
    group="common_word")
add("invoke", "LAYOUT2を実行してから、DEPLOY_SHOWも頼む", [L, DS], lang="ja", group="multi")

# ---------------------------------------------------------------- invoke: Chinese (Shanghai)
add("invoke", "马上执行PANIC_BLACK！舞台上有人", [PB], [BO], lang="zh", group="emergency")
add("invoke", "请运行DESKMAP_X32，调音台的推子要控制图层透明度", [DX], ["ref_osc_in_chop"], lang="zh",
    group="polite")
add("invoke", "把RENDER_HQ跑一下，宣传片要用", [RH], lang="zh", group="imperative")
add("invoke", "现在是22:30，我们在河边场地，主办方要调高音量——按quiet hours规则来", [QH], lang="zh",
    group="conditional")
add("invoke", "cue_stack_7 给舞蹈那一段", [CS], ["fact_dance_piece"], lang="zh", group="lowercase")
add("invoke", "先SYNCPOINT对齐灯光台，然后DEPLOY_SHOW", [SP, DS], ["fact_lx_console"], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke: Korean (Seoul)
add("invoke", "선택한 TOP에 GLITCHY 적용해줘", [GL], lang="ko", group="imperative")
add("invoke", "DEPLOY_SHOW 실행해 주세요, 공연 30분 전이에요", [DS], lang="ko", group="timed")
add("invoke", "지금 바로 PANIC_BLACK!!", [PB], [BO], lang="ko", group="emergency")
add("invoke", "N1 규칙대로 새 오퍼레이터 이름 지어줘", [N1], lang="ko", group="rule")
add("invoke", "Zorvex 그레이드 최종 출력에 넣어줘", [ZG], lang="ko", group="title_words")
add("invoke", "아니, LAYOUT2 말고 wirecomb 해줘", [WC], [L], lang="ko", group="correction")
add("invoke", "KICK1 만들고 STROBE_SAFE도 같이 적용해줘", [K, SS], lang="ko", group="multi")

# ---------------------------------------------------------------- invoke: Russian (tour programmer)
add("invoke", "Запусти KICK1 на основной выход", [K], [SS], lang="ru", group="imperative")
add("invoke", "Пожалуйста, выполни SYNCPOINT с пультом света", [SP], ["fact_lx_console"], lang="ru",
    group="polite")
add("invoke", "Примени правило BACKUP_FIRST и удали старые ноды в /project1/tmp", [BF], lang="ru", group="rule")
add("invoke", "Сейчас буду править внешнюю tox с титрами, сначала сделай всё по правилу ARCHIVE", [AR], lang="ru",
    group="common_word")
add("invoke", "FEEDBACK: собери мои шлейфы для клубного сета", [FB], ["ref_feedback_top"], lang="ru",
    group="name_first")
add("invoke", "Деки пустые, а диджей уже на сцене, так что давай: VJ_BANK_A", [VJ], lang="ru", group="trailing")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which port is DESKMAP_X32's OSC In on, and how often does it send /xremote to the desk?", [DX],
    ["ref_osc_in_chop"], group="port")
add("ask_content", "In what order does DEPLOY_SHOW do its steps? Just list them, don't run it.", [DS], group="order")
add("ask_content", "Quelle valeur de gamma utilise le grade Zorvex ?", [ZG], lang="fr", group="value")
add("ask_content", "Welche Schwelle und welche Release-Zeit hat der Trigger in KICK1?", [K], lang="de", group="value")
add("ask_content", "¿En qué carpeta guarda BACKUP_FIRST las copias de seguridad?", [BF], lang="es", group="content")
add("ask_content", "Qual é o IP e a porta que o SYNCPOINT usa para o ping?", [SP], ["fact_lx_console"], lang="pt",
    group="port")
add("ask_content", "Cosa dice esattamente la regola STROBE_SAFE?", [SS], lang="it", group="content")
add("ask_content", "RENDER_HQはどのコーデックと解像度で書き出すの？", [RH], lang="ja", group="value")
add("ask_content", "BLACKOUT的淡出要多少秒？", [BO], lang="zh", group="value")
add("ask_content", "CUE_STACK_7 테이블에는 어떤 열이 있어?", [CS], lang="ko", group="content")
add("ask_content", "Какой максимальный уровень звука разрешён после 22:00 по правилу quiet hours?", [QH], lang="ru",
    group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete everything in /project1/old_facade_tests, we don't need any of it anymore.", [BF],
    group="delete")
add("bears", "Pon un estrobo a 12 Hz en el drop, que quede bestial", [SS], ["rcp_strobe_flash"], lang="es",
    group="strobe")
add("bears", "Wir sind auf der Riverside-Bühne, es ist 22:45 – dreh den Master-Audioausgang deutlich lauter.", [QH],
    lang="de", group="venue_late")
add("bears", "Vou mexer na tox externa do logótipo: muda o blur lá dentro para 4.", [AR], lang="pt",
    group="external_tox")
add("bears", "새 Noise TOP이랑 Level TOP 만들어서 배경 체인에 연결해줘", [N1], ["ref_noise_top"], lang="ko",
    group="create")
add("bears", "このネットワークで使っていないオペレーターを全部消して", [BF], lang="ja", group="delete")
add("bears", "把闪光频率调到每秒10次，跟着鼓点走", [SS], ["rcp_strobe_flash"], lang="zh", group="strobe")

# ---------------------------------------------------------------- paraphrase (no word of the title or name)
add("paraphrase", "Hook up the sound engineer's Behringer board so its faders drive our layer opacities", [DX],
    ["ref_osc_in_chop"])
add("paraphrase", "Aligne les entrées tout à gauche, les traitements au milieu et les nulls juste avant les sorties",
    [L], lang="fr")
add("paraphrase", "Vor der Vorstellung müssen die Visuals mit der grandMA synchron laufen – miss die Laufzeit und "
    "gleich den Versatz aus.", [SP], ["fact_lx_console"], lang="de")
add("paraphrase", "Esporta il loop in un file perfetto, fotogramma per fotogramma, senza scatti", [RH],
    ["ref_movie_file_out"], lang="it")
add("paraphrase", "ノードの縦位置をそろえて、線が他のノードの裏を通らないようにして", [WC], lang="ja")
add("paraphrase", "Раскидай восемь роликов из первой папки по плеерам по алфавиту и поставь на повтор", [VJ],
    ["web_moviein_preload"], lang="ru")
add("paraphrase", "最终画面加上我们工作室那套LUT风格：降低绿色饱和度，再叠一点颗粒", [ZG], lang="zh")

# ---------------------------------------------------------------- question / task
add("question", "Which UDP port does our stagepad tablet send its OSC on?", ["fact_stagepad_ports"], group="fact")
add("task", "Build me a lower third with the artist's name over the festival video", ["rcp_lower_third"],
    group="reference")
add("question", "¿A qué resolución total sale la ventana del espectáculo de Lumen Hall?", ["fact_lumen_hall_raster"],
    lang="es", group="fact")
add("question", "A instalação Nebula corre a quantos fps?", ["fact_nebula_fps"], lang="pt", group="fact")
add("question", "Wo landet während der Vorstellung das Fehlerlog?", ["fact_show_log"], lang="de", group="fact")
add("question", "조명 콘솔 IP 주소가 뭐였지?", ["fact_lx_console"], [SP], lang="ko", group="fact")
add("question", "移动灯的DMX地址是从多少开始的？", ["fact_dmx_heads"], lang="zh", group="fact")
add("question", "ギャラリーPCだと素材はどのドライブに置くの？", ["fact_media_drive"], lang="ja", group="fact")
add("question", "Comment passer une valeur float à un shader dans un GLSL TOP ?", ["ref_glsl_uniforms"], lang="fr",
    group="reference")
add("question", "Come funziona il Feedback TOP, in generale?", ["ref_feedback_top"], [FB, "rcp_feedback_tunnel"],
    lang="it", group="common_word")
add("question", "Почему мой Render TOP выдаёт чёрную картинку?", ["ref_render_pipeline"], lang="ru",
    group="reference")
add("question", "Execute DAT vs DAT Execute DAT: when do I use which?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "Wie speichere ich einen Python-Wert dauerhaft auf einer Komponente?", ["td_storage"], lang="de",
    builtin=True, group="builtin_only")
add("question", "¿Qué hace exactamente el flag de bypass en un operador?", ["td_operator_flags"], lang="es",
    builtin=True, group="builtin_only")
add("question", "Comment savoir si mon projet est limité par le GPU ou par le CPU ?",
    ["td_bottlenecks_optimization"], ["ref_perf_monitor", "td_performance_monitor"], lang="fr", builtin=True,
    group="builtin_only")
add("question", "Parameter Execute DATでパルスに反応させるには？", ["td_parameter_execute_dat"], lang="ja",
    builtin=True, group="builtin_only")
add("question", "Select TOP이랑 In TOP 차이가 뭐야?", ["td_select_in_out"], lang="ko", builtin=True,
    group="builtin_only")
add("question", "GLSL TOP里怎么声明uniform并传值？", ["ref_glsl_uniforms", "td_glsl_top_basics"], lang="zh",
    builtin=True, group="builtin_compete")
add("question", "Как открыть Textport и что в нём видно?", ["td_textport"], lang="ru", builtin=True,
    group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I lock TouchDesigner's tempo to Ableton Link?", group="near")
add("unanswerable", "Can TouchDesigner run headless on a Linux render server?", group="far")
add("unanswerable", "Comment recevoir un flux Spout de Resolume dans TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie bekomme ich die Handdaten eines Leap Motion in TouchDesigner?", lang="de", group="far")
add("unanswerable", "¿Cómo uso el Web Render TOP para mostrar una web que pide login?", lang="es", group="far")
add("unanswerable", "Como faço tracking de pessoas com uma câmara ZED 2?", lang="pt", group="far")
add("unanswerable", "Come si trasferisce la licenza Pro su un altro computer?", lang="it", group="far")
add("unanswerable", "MIDIタイムコードでタイムラインを同期する方法は？", lang="ja", group="near")
add("unanswerable", "怎么在TouchDesigner里调用Stable Diffusion的API？", lang="zh", group="far")
add("unanswerable", "Bullet Solver로 강체 시뮬레이션은 어떻게 해?", lang="ko", group="far")
add("unanswerable", "Как подключить DMX через USB-адаптер Enttec Open DMX?", allowed=["fact_dmx_heads"], lang="ru",
    group="near")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "Don't run DEPLOY_SHOW yet, the Lisbon team is still patching projector 3.", allowed=[DS],
    group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the teaser is already on the shared drive.", allowed=[RH],
    group="past")
add("near_miss", "We'll do CUE_STACK_7 tomorrow at the tech rehearsal, nothing to do today.", allowed=[CS],
    group="planning")
add("near_miss", "Marta told me KICK1 looked amazing on the Barcelona facade.", allowed=[K], group="reported")
add("near_miss", "Is wirecomb still going, or has it finished already?", allowed=[WC], group="status")
add("near_miss", "If the client hates the Zorvex look we'll switch to plain Rec.709, but let's wait for their feedback "
    "first.", allowed=[ZG, FB], group="hypothetical")
add("near_miss", "my file is called glitchy_v3_final.toe, why does it take so long to open?", allowed=[GL],
    group="filename")
add("near_miss", "LAYOUT2 pushed my nodes so far to the right I couldn't find them, it wrecked my evening",
    allowed=[L], group="complaint")
add("near_miss", "In my script I have `panic_black_armed = False` — is that a sensible variable name?",
    allowed=[PB, N1], group="variable")
add("near_miss", "Which is quicker on a 400-node network, LAYOUT2 or wirecomb?", allowed=[L, WC],
    group="comparison")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Ne lance surtout pas PANIC_BLACK, le type sur l'échafaudage était un technicien.", allowed=[PB], lang="fr",
    group="negated")
add("near_miss", "Le DESKMAP_X32 d'hier soir a marché du premier coup.", allowed=[DX], lang="fr", group="past")
add("near_miss", "Demain on fera le BLACKOUT à la fin du set de minuit, pas maintenant.", allowed=[BO, PB], lang="fr",
    group="planning")
add("near_miss", "KICK1 bitte nicht starten, wir proben heute ohne Musik.", allowed=[K], lang="de", group="negated")
add("near_miss", "Der Regisseur meinte, die Zorvex-Farbgebung sei gestern zu grün gewesen.", allowed=[ZG], lang="de",
    group="reported")
add("near_miss", "Läuft DEPLOY_SHOW schon, oder hängt es noch beim Fehlercheck?", allowed=[DS], lang="de",
    group="status")
add("near_miss", "El GLITCHY de ayer me rompió toda la red, madre mía", allowed=[GL], lang="es", group="complaint")
add("near_miss", "Si algún día perdemos la X32, el DESKMAP_X32 ya no tendrá sentido.", allowed=[DX], lang="es",
    group="hypothetical")
add("near_miss", "Mañana hacemos el VJ_BANK_A con los clips nuevos, hoy no.", allowed=[VJ], lang="es",
    group="planning")
add("near_miss", "O RENDER_HQ de ontem deixou o Realtime desligado? Acho que não.", allowed=[RH], lang="pt",
    group="past")
add("near_miss", "Guardei o script como cue_stack_7_backup.py na pen.", allowed=[CS], lang="pt", group="filename")
add("near_miss", "Não faças o wirecomb agora, estou a meio de ligar coisas.", allowed=[WC], lang="pt",
    group="negated")
add("near_miss", "Il LAYOUT2 l'abbiamo già fatto stamattina, grazie.", allowed=[L], lang="it", group="past")
add("near_miss", "Secondo Giulia il SYNCPOINT non serve per la prova generale.", allowed=[SP], lang="it",
    group="reported")
add("near_miss", "Nel 2023 non avevamo ancora lo STROBE_SAFE e nessuno se ne lamentava.", allowed=[SS], lang="it",
    group="history")
add("near_miss", "昨日のVJ_BANK_Aは問題なかったよ", allowed=[VJ], lang="ja", group="past")
add("near_miss", "まだDEPLOY_SHOWはやらないで、リハ中だから", allowed=[DS], lang="ja", group="negated")
add("near_miss", "京都ではGLITCHYみたいなマクロは使ってなかった", allowed=[GL], lang="ja", group="history")
add("near_miss", "上周的BLACKOUT做得太早了，导演不太高兴", allowed=[BO, PB], lang="zh", group="complaint")
add("near_miss", "别运行RENDER_HQ，机器还在跑别的任务", allowed=[RH], lang="zh", group="negated")
add("near_miss", "名字叫kick1_env的那个Null是谁建的？", allowed=[K], lang="zh", group="variable")
add("near_miss", "어제 공연에서 SYNCPOINT 잘 됐어", allowed=[SP], lang="ko", group="past")
add("near_miss", "내일 리허설 때 CUE_STACK_7 할 거야, 지금은 아니고", allowed=[CS], lang="ko", group="planning")
add("near_miss", "grade_zorvex.tox 파일 이름 바꿔도 괜찮아?", allowed=[ZG, AR], lang="ko", group="filename")
add("near_miss", "Вчера правило BACKUP_FIRST спасло нам весь проект", allowed=[BF], lang="ru", group="history")
add("near_miss", "Саша говорит, что DESKMAP_X32 шлёт /xremote слишком часто", allowed=[DX], lang="ru",
    group="reported")
add("near_miss", "Правило quiet hours на набережной нас сегодня не касается, мы в студии.", allowed=[QH], lang="ru",
    group="incidental")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean in theatre before electric lighting existed?", allowed=[BO, PB])
add("meaning", "En psychologie, que signifie exactement le mot « feedback » ?", allowed=[FB], lang="fr")
add("meaning", "Was bedeutet das Wort „Archiv“ ursprünglich im Griechischen?", allowed=[AR], lang="de")
add("meaning", "¿Qué significa «glitchy» cuando lo dicen los gamers?", allowed=[GL], lang="es")
add("meaning", "「パニック」という言葉の語源は何？", allowed=[PB], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "Spell out DESKMAP_X32 one character at a time.", group="spell")
add("meta", "Count the letters in the word wirecomb for me.", group="count")
add("meta", "Write GLITCHY backwards.", group="reverse")
add("meta", "Écris SYNCPOINT en minuscules.", lang="fr", group="case")
add("meta", "Übersetze das Wort „Blackout“ ins Koreanische.", lang="de", group="translate")
add("meta", "Pon RENDER_HQ en negrita.", lang="es", group="bold")
add("meta", "Como se pronuncia Zorvex?", lang="pt", group="pronounce")
add("meta", "Usa la parola KICK1 in una frase.", lang="it", group="sentence")
add("meta", "返事を「CUE_STACK_7」で始めて", lang="ja", group="start_reply")
add("meta", "PANIC_BLACK를 소문자로 써줘", lang="ko", group="case")
add("meta", "Сколько символов в LAYOUT2?", lang="ru", group="count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: run KICK1 at the drop.")
add("echo", "Répète exactement : « lance le BLACKOUT »", lang="fr")
add("echo", "Sag einfach nach: DEPLOY_SHOW ist erledigt.", lang="de")
add("echo", "Repite esto tal cual: aplica GLITCHY", lang="es")
add("echo", "Repete comigo: wirecomb na rede toda", lang="pt")
add("echo", "Ripeti parola per parola: RENDER_HQ alle dieci", lang="it")
add("echo", "そのまま繰り返して：「SYNCPOINTを実行」", lang="ja")
add("echo", "照着说一遍：执行CUE_STACK_7", lang="zh")
add("echo", "따라 해 봐: PANIC_BLACK 지금", lang="ko")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that's the lot for tonight 🍻")
add("chitchat", "Merci, super boulot ce soir !", lang="fr")
add("chitchat", "Schöne Grüße aus Wien, bis morgen!", lang="de")
add("chitchat", "¡Qué noche más buena en Barcelona!", lang="es")
add("chitchat", "Obrigado, até amanhã!", lang="pt")
add("chitchat", "お疲れさまでした！京都に戻ります", lang="ja")
add("chitchat", "大家辛苦了，上海站圆满结束！", lang="zh")
add("chitchat", "오늘 공연 진짜 최고였어요", lang="ko")
add("chitchat", "Спасибо за помощь, отличный был тур!", lang="ru")


def main() -> None:
    rows = [{"pid": f"u74-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
