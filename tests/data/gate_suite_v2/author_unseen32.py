"""Author script for prompts_unseen32.jsonl: a blind gate suite written by helper "gateeval32".

Written blind: the author read only the README's "Labels" and "Intents" sections, corpus.jsonl, the data
test and the built-in knowledge files; never the gate code, its other tests, any other prompt file or
author script, and never ran the gate on these prompts. Labels sit next to each prompt.

Personas (the prompts are typed by):
- a university media-art teacher and her students (tutorial questions, class notes, student slang);
- a theatre video operator in the booth (cue calls, end of show, emergencies, formal and informal);
- a freelance installation artist working alone at odd hours (terse, typos, voice dictation, emoji);
- a broadcast graphics engineer (precise, formal, checklists, pasted logs).
About two thirds of the prompts are not in English (fr, de, es, ja, zh, pt at 8+ each, then ko, ru,
it, nl, pl, tr), in formal and informal registers, with English TouchDesigner words mixed in.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen32.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAY = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
VJA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RHQ = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English
add("invoke", "KICK1 :)", [KICK], [STROBE], group="bare")
add("invoke", "layout2 pls, this patch is a mess after class", [LAY], group="lowercase")
add("invoke", "Could you run DEPLOY_SHOW on the theatre project? Doors open in forty minutes.", [DEPLOY],
    ["fact_win_main", "ref_perform_window"], group="polite")
add("invoke", "VJ_BANK_A. go.", [VJA], group="terse")
add("invoke", "PANIC_BLACK!!! the projector is showing my desktop to the whole audience", [PANIC], group="emergency")
add("invoke", "G L I T C H Y on the camera TOP please", [GLITCH], group="spaces")
add("invoke", "Before the rehearsal starts, map the X32 mixing desk over OSC so the faders drive the layers.", [X32],
    ["ref_osc_in_chop"], group="title_words")
add("invoke", "render hq on the broadcast opener, then tell me where the file went", [RHQ],
    ["ref_movie_file_out"], group="spaces")
add("invoke", "Apply naming rule N1 while you build the lower third for the evening news package.", [N1],
    ["rcp_lower_third"], group="rule")
add("invoke", "club set starts in 10, build my trails the FEEDBACK way", [FB], ["ref_feedback_top"],
    group="common_word")
add("invoke", "that was the last song of the graduation gig, do the BLACKOUT", [BO], group="end_set")
add("invoke", "wire comb this network, the wires look like spaghetti", [WC], group="name_as_verb")
add("invoke", "/cue_stack_7 for the Kestrel tech run", [CUE], ["fact_dance_piece"], group="slash_command")
add("invoke", "Lock the visuals to the lighting console before the show: SYNCPOINT.", [SYNC], ["fact_lx_console"],
    group="trailing")
add("invoke", "Follow the ARCHIVE rule, then raise the bloom threshold inside fx_bloom.tox to 0.7.", [ARCH],
    group="rule")
add("invoke", "zorvex grade on the final comp, the student screening is at 6", [ZOR], group="lowercase")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the audio output now.", [QH],
    group="conditional")
add("invoke", "Pasted from the Textport:\n```\nWARNING: /project1/fx/flash_lfo square 8 Hz -> level_flash.opacity\n```\n"
    "enforce STROBE_SAFE on that flash", [STROBE], ["rcp_strobe_flash"], group="log_paste")
add("invoke", "BACKUP_FIRST, then delete noise1 and noise2 from /project1/bg.", [BACKUP], group="name_first")
add("invoke", "- [ ] LAYOUT2\n- [ ] wirecomb\n- [ ] DEPLOY_SHOW\nwork through this checklist top to bottom",
    [LAY, WC, DEPLOY], group="checklist")
add("invoke", "no wait, not VJ_BANK_A. run KICK1 instead", [KICK], [VJA, STROBE], group="correction")
add("invoke", "yes, go ahead with RENDER_HQ, the client approved the cut", [RHQ], group="consent")
add("invoke", "🎛️➡️ DESKMAP_X32 🙏", [X32], group="emoji")
add("invoke", "kick one then glitchy both on the main out period", [KICK, GLITCH], [STROBE], group="voice")
add("invoke", "Five minutes to doors. Run SYNCPOINT now.", [SYNC], group="timed")
add("invoke", "Can you do the Zorvex look and then the end-of-set blackout? We're wrapping up the graduation show.",
    [ZOR, BO], group="multi")
add("invoke", "ok so the projectors are warm and the cue table is loaded, please DEPLOY_SHOW while I go check "
    "the haze machine, thanks", [DEPLOY], group="mid_message")
add("invoke", "run DEPLOY_SHWO for the matinee", [DEPLOY], group="typo")

# ---------------------------------------------------------------- invoke: French
add("invoke", "Pourriez-vous lancer KICK1 sur la sortie principale, s'il vous plaît ?", [KICK], [STROBE],
    lang="fr", group="polite")
add("invoke", "lance wirecomb stp, j'y vois plus rien dans ce réseau", [WC], lang="fr", group="imperative")
add("invoke", "Appliquez la règle BACKUP_FIRST puis supprimez le Movie File In moviein3.", [BACKUP], lang="fr",
    group="rule")
add("invoke", "PANIC_BLACK tout de suite, le vidéoprojecteur affiche le bureau !!", [PANIC], lang="fr", group="emergency")
add("invoke", "Fais le VJ_BANK_A et ensuite le GLITCHY sur deck_a1", [VJA, GLITCH], lang="fr", group="multi")
add("invoke", "Il est 22h30 à la salle au bord de la rivière, donc applique la règle des heures calmes au son.",
    [QH], lang="fr", group="conditional")
add("invoke", "Exécutez le CUE_STACK_7 pour la pièce de danse, merci.", [CUE], lang="fr", group="polite")
add("invoke", "c'est la fin du set, fais le BLACKOUT stp", [BO], lang="fr", group="end_set")
add("invoke", "Suivez la règle de nommage N1 pour tous les opérateurs que vous créez dans ce patch.", [N1],
    lang="fr", group="rule")

# ---------------------------------------------------------------- invoke: German
add("invoke", "Bitte führen Sie RENDER_HQ für den Trailer aus.", [RHQ], lang="de", group="polite")
add("invoke", "mach mal LAYOUT2, das Netzwerk ist total chaotisch", [LAY], lang="de", group="imperative")
add("invoke", "Zorvex-Grade auf den finalen Composite, danke dir", [ZOR], lang="de", group="title_words")
add("invoke", "Nein, nicht PANIC_BLACK! Mach das normale BLACKOUT, das Set ist vorbei.", [BO], [PANIC],
    lang="de", group="correction")
add("invoke", "Halte dich an STROBE_SAFE und bau den Blitz auf dem Beat neu.", [STROBE], ["rcp_strobe_flash"],
    lang="de", group="rule")
add("invoke", "Starten Sie bitte SYNCPOINT, die Lichtkonsole ist jetzt online.", [SYNC], lang="de", group="polite")
add("invoke", "ARCHIVE-Regel anwenden, dann im externen glow.tox die Farbe auf Orange ändern", [ARCH], lang="de",
    group="rule")
add("invoke", "DEPLOY_SHOW und danach SYNCPOINT, Einlass in 20 Minuten", [DEPLOY, SYNC], lang="de", group="multi")

# ---------------------------------------------------------------- invoke: Spanish
add("invoke", "hazme el KICK1 porfa, el dj ya empezó", [KICK], [STROBE], lang="es", group="imperative")
add("invoke", "Aplique la regla STROBE_SAFE al flash de la escena 4.", [STROBE], lang="es", group="rule")
add("invoke", "carga el VJ_BANK_A en los decks", [VJA], lang="es", group="imperative")
add("invoke", "cue stack 7 ya, que empieza el ensayo técnico", [CUE], lang="es", group="spaces")
add("invoke", "Ejecute GLITCHY sobre el TOP seleccionado, gracias.", [GLITCH], lang="es", group="polite")
add("invoke", "haz el wirecomb y luego LAYOUT2", [WC, LAY], lang="es", group="multi")
add("invoke", "son las 22:15 en el local junto al río: aplica la regla de horas de silencio al audio", [QH],
    lang="es", group="conditional")

# ---------------------------------------------------------------- invoke: Japanese
add("invoke", "RENDER_HQお願いします、クライアント確認用です。", [RHQ], lang="ja", group="polite")
add("invoke", "DESKMAP_X32を実行していただけますか。卓はもう繋がっています。", [X32], lang="ja", group="polite")
add("invoke", "Zorvexグレードかけて", [ZOR], lang="ja", group="title_words")
add("invoke", "PANIC_BLACK！！今すぐ！", [PANIC], lang="ja", group="emergency")
add("invoke", "BACKUP_FIRSTのルールに従って、テスト用のnoise TOPを全部削除してください。", [BACKUP], lang="ja",
    group="rule")

# ---------------------------------------------------------------- invoke: Chinese
add("invoke", "运行 LAYOUT2，把网络整理一下", [LAY], lang="zh", group="imperative")
add("invoke", "请执行 CUE_STACK_7，舞蹈排练马上开始。", [CUE], ["fact_dance_piece"], lang="zh", group="polite")
add("invoke", "帮我跑一下 VJ_BANK_A", [VJA], lang="zh", group="terse")
add("invoke", "按照 N1 命名规则，新建一条背景噪声链", [N1], lang="zh", group="rule")
add("invoke", "现在做 SYNCPOINT，然后 DEPLOY_SHOW", [SYNC, DEPLOY], lang="zh", group="multi")
add("invoke", "俱乐部的拖尾按我的 FEEDBACK 设置来做", [FB], lang="zh", group="common_word")

# ---------------------------------------------------------------- invoke: Portuguese (BR)
add("invoke", "Roda o GLITCHY na câmera aí, por favor", [GLITCH], lang="pt", group="imperative")
add("invoke", "Você poderia executar o RENDER_HQ agora? O cliente está esperando.", [RHQ], lang="pt",
    group="polite")
add("invoke", "aplica a regra ARCHIVE antes de mexer no tox externo do logo", [ARCH], lang="pt", group="rule")
add("invoke", "faz o BLACKOUT, acabou o set", [BO], lang="pt", group="end_set")
add("invoke", "KICK1 e depois STROBE_SAFE pra garantir", [KICK, STROBE], lang="pt", group="multi")

# ---------------------------------------------------------------- invoke: Korean
add("invoke", "ZORVEX 그레이드 적용해 줘", [ZOR], lang="ko", group="imperative")
add("invoke", "DEPLOY_SHOW 실행해 주세요. 공연 30분 전이에요.", [DEPLOY], lang="ko", group="polite")
add("invoke", "강변 공연장인데 지금 22시 40분이에요. Quiet hours 규칙 적용해 주세요.", [QH], lang="ko",
    group="conditional")
add("invoke", "PANIC_BLACK 지금 당장!", [PANIC], lang="ko", group="emergency")

# ---------------------------------------------------------------- invoke: Russian, Italian, Dutch, Polish, Turkish
add("invoke", "Запусти DESKMAP_X32, звукорежиссёр уже включил пульт.", [X32], lang="ru", group="imperative")
add("invoke", "примени правило N1 и создай три новых LFO для фона", [N1], lang="ru", group="rule")
add("invoke", "Esegui LAYOUT2 e poi wirecomb, grazie", [LAY, WC], lang="it", group="multi")
add("invoke", "fammi le scie del club con le mie impostazioni FEEDBACK", [FB], lang="it", group="common_word")
add("invoke", "Voer BACKUP_FIRST uit en verwijder daarna de oude fx-container.", [BACKUP], lang="nl", group="rule")
add("invoke", "Uruchom proszę SYNCPOINT, konsola świateł już odpowiada.", [SYNC], lang="pl", group="polite")
add("invoke", "Kulüp seti için izleri FEEDBACK ayarlarımla kur.", [FB], lang="tr", group="common_word")
add("invoke", "VJ_BANK_A'yı yükler misin lütfen, set başlıyor.", [VJA], lang="tr", group="polite")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does SYNCPOINT listen on for the pong?", [SYNC], group="port")
add("ask_content", "Which codec and resolution does RENDER_HQ use?", [RHQ], group="value")
add("ask_content", "in wirecomb, what happens when a single output feeds more than three inputs?", [WC], group="content")
add("ask_content", "Dans DEPLOY_SHOW, quelle est l'étape juste avant le passage en mode Perform ?", [DEPLOY],
    lang="fr", group="order")
add("ask_content", "Welche Release-Zeit hat der Trigger CHOP in KICK1?", [KICK], lang="de", group="value")
add("ask_content", "¿Qué dice exactamente la regla de horas de silencio del local junto al río sobre el volumen "
    "máximo?", [QH], lang="es", group="value")
add("ask_content", "Zorvexグレードのガンマ値はいくつですか？", [ZOR], lang="ja", group="value")
add("ask_content", "BACKUP_FIRST 规则要求把备份放在哪个文件夹？", [BACKUP], lang="zh", group="content")
add("ask_content", "Quais colunas a tabela do CUE_STACK_7 tem?", [CUE], lang="pt", group="content")
add("ask_content", "STROBE_SAFE 규칙에서는 초당 최대 몇 번까지 깜빡일 수 있어요?", [STROBE], lang="ko", group="value")
add("ask_content", "На каком порту DESKMAP_X32 принимает OSC?", [X32], lang="ru", group="port")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "delete the old particle test comp in /project1/sandbox, we don't need it anymore", [BACKUP],
    group="delete")
add("bears", "yep, go ahead and remove all the unused operators in the fx network", [BACKUP], group="consent")
add("bears", "Fais clignoter tout l'écran en blanc 10 fois par seconde sur le drop.", [STROBE],
    ["rcp_strobe_flash"], lang="fr", group="strobe")
add("bears", "Es ist 22:30 an der Location am Fluss, dreh den Master-Pegel um 6 dB hoch.", [QH], lang="de",
    group="venue_late")
add("bears", "Abre el tox externo lower_third.tox y cambia la fuente a Helvetica.", [ARCH], lang="es",
    group="external_tox")
add("bears", "背景用にNoise TOPとLevel TOPを一個ずつ新規で作ってくれる？", [N1], lang="ja", group="create")
add("bears", "给副歌加一个每秒 8 次的全屏白闪", [STROBE], ["rcp_strobe_flash"], lang="zh", group="strobe")
add("paraphrase", "put every source operator at x = 0 and each processing step 200 units further right, "
    "in signal order", [LAY], group="paraphrase")
add("paraphrase", "get the Behringer sound board's faders driving my layer opacities", [X32], group="paraphrase")
add("paraphrase", "Exporte-moi une vidéo parfaite, image par image, sans le temps réel, des 3600 premières images.",
    [RHQ], ["ref_movie_file_out"], lang="fr", group="paraphrase")
add("paraphrase", "Pon en los ocho reproductores del lado A los loops de la primera carpeta, en orden alfabético.",
    [VJA], lang="es", group="paraphrase")
add("paraphrase", "Aplica o nosso visual de estúdio, com LUT, gama 0.9 e grão, na imagem final.", [ZOR],
    lang="pt", group="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "What's the total raster width of the Lumen Hall output?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "where does the show error log get written during shows?", ["fact_show_log"], group="fact")
add("question", "how do I use feedback to get smoky trails that actually fade out to black?",
    ["ref_feedback_top", "ref_pixel_formats"], ["rcp_feedback_tunnel", FB], group="common_word")
add("question", "Sur quel port UDP la tablette stagepad envoie-t-elle son OSC ?", ["fact_stagepad_ports"],
    lang="fr", group="fact")
add("question", "¿En qué dirección DMX arranca la cuarta cabeza móvil del patch?", ["fact_dmx_heads"], lang="es",
    group="fact")
add("question", "Auroraのブランドカラーのオレンジのhexコードは？", ["fact_aurora_palette"], lang="ja", group="fact")
add("question", "为什么我的 Render TOP 渲染出来是全黑的？", ["ref_render_pipeline"], lang="zh", group="reference")
add("question", "HAP ou H.264 pra tocar quatro vídeos 4K ao mesmo tempo?", ["ref_hap_codecs"], lang="pt",
    group="reference")
add("question", "Perché op('mio_null') mi restituisce None?", ["ref_op_paths"], lang="it", group="reference")
add("task", "Сделай для лекции полосы аудиоспектра (spectrum bars).", ["rcp_spectrum_bars"],
    ["ref_audio_analysis", N1], lang="ru", group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "What's the difference between a DAT Execute DAT and an Execute DAT?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "What do the bypass and lock flags on an operator actually do?", ["td_operator_flags"],
    builtin=True, group="builtin_only")
add("question", "For my class demo, how do I set up instancing on a Geometry COMP so it draws twelve thousand little cubes?", ["td_geometry_instancing"],
    ["ref_instancing"], builtin=True, group="builtin_compete")
add("question", "Wie speichere ich Python-Werte dauerhaft auf einer Komponente, mit store und fetch?",
    ["td_storage"], lang="de", builtin=True, group="builtin_only")
add("question", "Quels sont les quatre modes d'un paramètre : constant, expression, export et bind ?",
    ["td_parameter_modes"], lang="fr", builtin=True, group="builtin_only")
add("question", "Textportはどうやって開くんですか？", ["td_textport"], lang="ja", builtin=True, group="builtin_only")
add("task", "¿Cómo reacciono con Python cuando pulso un parámetro personalizado Pulse de mi componente?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], lang="es", builtin=True, group="builtin_only")
add("question", "Select TOP 和 In/Out 运算符在跨组件传数据时有什么区别？", ["td_select_in_out"], lang="zh",
    builtin=True, group="builtin_only")
add("question", "O que faz um operador cozinhar (cook) no TouchDesigner? Como funciona o modelo pull?",
    ["td_cooking_pull_model"], lang="pt", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get a Leap Motion 2 hand-tracking feed into TouchDesigner?", group="far")
add("unanswerable", "What's the MAC address of RIG-A?", group="near")
add("unanswerable", "How do I import a Substance Painter material into a PBR MAT with all its maps?", group="far")
add("unanswerable", "Comment faire un chroma key propre avec le Chroma Key TOP sur un fond vert mal éclairé ?",
    lang="fr", group="far")
add("unanswerable", "Wie lizenziere ich TouchDesigner Commercial auf einem zweiten Rechner?", lang="de", group="far")
add("unanswerable", "¿Cómo conecto un Stream Deck de Elgato a TouchDesigner para disparar escenas?", lang="es", group="far")
add("unanswerable", "Web Render TOPでYouTubeの動画を表示する方法は？", lang="ja", group="far")
add("unanswerable", "怎么在 TouchDesigner 里用 Bullet Solver COMP 做刚体碰撞？", lang="zh", group="far")
add("unanswerable", "Qual é a senha do Wi-Fi do Teatro Kestrel?", lang="pt", group="near")
add("unanswerable", "Spout로 Resolume에 영상 보내는 방법 알려줘", lang="ko", group="far")
add("unanswerable", "Как принять LTC-таймкод в TouchDesigner и синхронизировать таймлайн?", lang="ru", group="far")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "Don't run KICK1 tonight, the DJ wants clean visuals.", allowed=[KICK], group="negated")
add("near_miss", "DEPLOY_SHOW ran fine last night, the perform window came up on monitor 2 on the first try.",
    allowed=[DEPLOY], group="past")
add("near_miss", "We'll do the Zorvex grade tomorrow after the client review.", allowed=[ZOR], group="planning")
add("near_miss", "My student said LAYOUT2 made her network look like a spreadsheet, lol", allowed=[LAY],
    group="reported")
add("near_miss", "is VJ_BANK_A still loaded from the afternoon or did someone clear the decks?", allowed=[VJA],
    group="status")
add("near_miss", "Renamed the file render_hq_final_v3.mov, uploading it to the client now.", allowed=[RHQ],
    group="filename")
add("near_miss", "`if cfg['panic_black']: log('armed')` why does this line throw a KeyError?", allowed=[PANIC],
    group="code")
add("near_miss", "PANIC_BLACK wrecked my evening yesterday, the DMX master stayed at 0 for an hour and nobody noticed.",
    allowed=[PANIC], group="complaint")
add("near_miss", "The call sheet just says 'SYNCPOINT 19:30', but that's the lighting team's job, not ours.",
    allowed=[SYNC], group="vetoed")
add("near_miss", "Historically, wirecomb was written by our old TD for the 2023 tour.", allowed=[WC],
    group="history")
add("near_miss", "Set the variable deskmap_x32_enabled to False in the config table.", allowed=[X32],
    group="variable")
add("near_miss", "The student group called their final project \"BLACKOUT\". Cool title, right?", allowed=[BO],
    group="incidental")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Ne lance surtout pas PANIC_BLACK, on est en pleine répétition publique.", allowed=[PANIC],
    lang="fr", group="negated")
add("near_miss", "Le CUE_STACK_7 a très bien marché hier soir, merci.", allowed=[CUE], lang="fr", group="past")
add("near_miss", "Demain on fera le DESKMAP_X32 avec l'ingé son.", allowed=[X32], lang="fr", group="planning")
add("near_miss", "Bitte KEIN LAYOUT2 ausführen, ich habe die Knoten absichtlich so angeordnet.", allowed=[LAY],
    lang="de", group="negated")
add("near_miss", "Läuft SYNCPOINT gerade noch, oder ist es schon fertig?", allowed=[SYNC], lang="de", group="status")
add("near_miss", "Falls wir morgen den Zorvex-Look brauchen, sage ich Ihnen Bescheid.", allowed=[ZOR], lang="de",
    group="hypothetical")
add("near_miss", "No ejecutes RENDER_HQ todavía, el montaje no está cerrado.", allowed=[RHQ], lang="es",
    group="negated")
add("near_miss", "El profe dijo que wirecomb es su macro favorita.", allowed=[WC], lang="es", group="reported")
add("near_miss", "¿Me dejas correr KICK1 en la misa de la capilla? Es broma, ni se te ocurra.", allowed=[KICK],
    lang="es", group="vetoed")
add("near_miss", "DEPLOY_SHOWはまだ実行しないでください。リハーサル中です。", allowed=[DEPLOY], lang="ja",
    group="negated")
add("near_miss", "学生がSTROBE_SAFEについてレポートを書いています。", allowed=[STROBE], lang="ja", group="incidental")
add("near_miss", "もしquiet hoursのルールがなかったら、もっと低音出せるのになあ", allowed=[QH], lang="ja",
    group="hypothetical")
add("near_miss", "别运行 GLITCHY，客户不喜欢故障效果。", allowed=[GLITCH], lang="zh", group="negated")
add("near_miss", "上周的 DESKMAP_X32 映射出了问题，推子全反了。", allowed=[X32], lang="zh", group="complaint")
add("near_miss", "Não roda o LAYOUT2 agora não, tô no meio de uma edição.", allowed=[LAY], lang="pt",
    group="negated")
add("near_miss", "O arquivo se chama cue_stack_7_backup.toe e tá na pasta do projeto.", allowed=[CUE], lang="pt",
    group="filename")
add("near_miss", "VJ_BANK_A는 어제 이미 돌렸어요. 다시 할 필요 없어요.", allowed=[VJA], lang="ko", group="past")
add("near_miss", "교수님이 N1 명명 규칙 얘기를 하셨는데 나중에 다시 볼게.", allowed=[N1], lang="ko", group="reported")
add("near_miss", "Не запускай BLACKOUT, сет ещё не закончился.", allowed=[BO], lang="ru", group="negated")
add("near_miss", "Если бы у нас был пульт X32, мы бы сделали DESKMAP_X32.", allowed=[X32], lang="ru",
    group="hypothetical")
add("near_miss", "Ieri le scie FEEDBACK del club erano troppo lente, ne parliamo domani.", allowed=[FB], lang="it",
    group="complaint")
add("near_miss", "We hebben RENDER_HQ vorige week al gedaan voor de trailer.", allowed=[RHQ], lang="nl",
    group="past")
add("near_miss", "Nie uruchamiaj SYNCPOINT, konsola jest wyłączona.", allowed=[SYNC], lang="pl", group="negated")
add("near_miss", "Dün gece wirecomb her şeyi düzeltti, teşekkürler.", allowed=[WC], lang="tr", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in theatre history, like the old music-hall blackout sketches?",
    allowed=[BO, PANIC], group="meaning")
add("meaning", "Que veut dire « archive » en bibliothéconomie, au sens général ?", allowed=[ARCH], lang="fr",
    group="meaning")
add("meaning", "Was bedeutet „glitchy“ eigentlich in der Umgangssprache?", allowed=[GLITCH], lang="de",
    group="meaning")
add("meaning", "¿Qué significa «feedback» en pedagogía, cuando un profesor da feedback?", allowed=[FB], lang="es",
    group="meaning")
add("meaning", "「クワイエットアワー」って一般的にはどういう意味ですか？", allowed=[QH], lang="ja", group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "Spell DESKMAP_X32 backwards.", group="reverse")
add("meta", "How do you pronounce Zorvex?", group="pronounce")
add("meta", "Put VJ_BANK_A in a code block, nothing else.", group="code_literal")
add("meta", "Traduis le mot « wirecomb » en français.", lang="fr", group="translate")
add("meta", "Schreib GLITCHY in Kleinbuchstaben.", lang="de", group="case")
add("meta", "¿Cuántas letras tiene SYNCPOINT?", lang="es", group="count")
add("meta", "「PANIC_BLACK」をカタカナで書いてください。", lang="ja", group="convert")
add("meta", "把 RENDER_HQ 用粗体写出来。", lang="zh", group="bold")
add("meta", "Começa a tua resposta com a palavra KICK1, e só isso, tá?", lang="pt", group="start_reply")
add("meta", "CUE_STACK_7이라는 단어를 넣어서 예문 하나만 만들어 줘.", lang="ko", group="in_a_sentence")
add("meta", "Напиши LAYOUT2 задом наперёд.", lang="ru", group="reverse")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run BLACKOUT now.", group="echo")
add("echo", "Répète exactement cette phrase : « lance KICK1 ».", lang="fr", group="echo")
add("echo", "Sprich mir nach: DEPLOY_SHOW ausführen.", lang="de", group="echo")
add("echo", "Repite tal cual: ejecuta GLITCHY.", lang="es", group="echo")
add("echo", "Повтори дословно: «запусти PANIC_BLACK».", lang="ru", group="echo")
add("echo", "请原样重复这句话：运行 LAYOUT2。", lang="zh", group="echo")
add("echo", "「wirecombを実行して」とそのまま繰り返してください。", lang="ja", group="echo")
add("echo", "Ripeti esattamente: esegui RENDER_HQ.", lang="it", group="echo")
add("echo", "Repete exatamente o que eu escrevi: roda o SYNCPOINT.", lang="pt", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that fixed it 🙌", group="thanks")
add("chitchat", "Bonjour ! Je vous souhaite une bonne journée.", lang="fr", group="greeting")
add("chitchat", "Danke dir, bis morgen!", lang="de", group="thanks")
add("chitchat", "jaja gracias crack", lang="es", group="thanks")
add("chitchat", "お疲れ様です！今日もよろしくお願いします。", lang="ja", group="greeting")
add("chitchat", "谢谢你，辛苦了！", lang="zh", group="thanks")
add("chitchat", "valeu, tamo junto!", lang="pt", group="thanks")
add("chitchat", "고마워요! 좋은 하루 보내세요.", lang="ko", group="thanks")
add("chitchat", "Teşekkürler, harika iş çıkardın!", lang="tr", group="thanks")


def main() -> None:
    rows = [{"pid": f"u32-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
