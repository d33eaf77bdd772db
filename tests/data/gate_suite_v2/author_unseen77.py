"""Hand-written source of prompts_unseen77.jsonl: a blind suite by an independent evaluator (gateeval77).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen77.jsonl byte for byte.

Language mix: en plus fr, de, es, it, pt, ja, zh, ko, ru only (about two thirds non-English), 5+ invocations in
each of the nine. Personas (here only, not in the prompts' labels):
  A. a Paris fashion-week runway visuals studio (French, English; a Spanish-speaking stylist crew);
  B. a Munich and Zurich trade-fair booth agency (German, English; an Italian-speaking colleague from Ticino);
  C. a Tokyo and Busan e-sports broadcast graphics team (Japanese, Korean; a Chinese-speaking designer) with a
     Moscow and a São Paulo remote operator (Russian, Portuguese).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen77.jsonl")
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
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (all three personas)
add("invoke", "Apply STROBE_SAFE to the finale flash chain before the last walk starts.", [STROBE], group="rule")
add("invoke", "```\nWARNING /project1/booth/old_logo_loop: 0 cooks in 10 min\n"
    "WARNING /project1/booth/noise7: 0 cooks in 10 min\n```\n"
    "follow BACKUP_FIRST, then remove both of those", [BACKUP], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/stage instead", [COMB], [LAYOUT], group="correction")
add("invoke", "Yep, go ahead with DEPLOY_SHOW, doors open in forty minutes.", [DEPLOY], group="consent")
add("invoke", "/render_hq 3600 frames for the sponsor reel", [RENDER], group="slash_command")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the afterparty audio.", [QUIET],
    group="conditional")
add("invoke", "run S Y N C P O I N T against the console, broadcast starts in ten", [SYNC], group="spaces")
add("invoke", "hey copilot desk map x 32 please the audio guy just plugged the console in", [X32], group="voice")
add("invoke", "- [ ] VJ_BANK_A\n- [ ] Zorvex grade on the final comp\n- [ ] LAYOUT2\ndo all three, top to bottom",
    [BANK, ZORVEX, LAYOUT], group="checklist")
add("invoke", "CUE_STACK_7 — build it now, Mateo is at the theatre waiting for it", [CUES], group="name_first")
add("invoke", "the final composite is ready, so apply it there now: Zorvex grade", [ZORVEX], group="trailing")
add("invoke", "PANIC!! projector is showing the Windows desktop, kill the output NOW", [PANIC], group="emergency")
add("invoke", "last team eliminated, that's the end of our set — do the end-of-set blackout", [BLACK], [PANIC],
    group="end_set")
add("invoke", "pls run GLICHY on the caster cam TOP", [GLITCH], group="typo")
add("invoke", "run KICK1 and GLITCHY on the highlight feed, both right now", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "Apply naming rule N1 while you build the sponsor ticker nodes.", [N1], group="rule")
add("invoke", "Follow the ARCHIVE rule, then bump the bloom threshold inside the external bloom.tox to 0.7", [ARCH],
    group="rule")
add("invoke", "Build my FEEDBACK trails for the club visuals tonight, the usual settings.", [FEED],
    ["ref_feedback_top"], group="title_words")

# ---------------------------------------------------------------- invoke: French and English (A, Paris runway studio)
add("invoke", "Lance KICK1 sur la sortie podium, la musique du défilé démarre.", [KICK], [STROBE], lang="fr",
    group="imperative")
add("invoke", "Could you do the Zorvex grade on the final composite? thx", [ZORVEX], group="polite")
add("invoke", "VJ_BANK_A dans les decks, vite, le premier passage arrive", [BANK], lang="fr", group="terse")
add("invoke", "Applique la règle STROBE_SAFE au clignotement blanc du final avant le filage.", [STROBE], lang="fr",
    group="rule")
add("invoke", "Bon, c'est la fin du défilé, on coupe : BLACKOUT.", [BLACK], [PANIC], lang="fr", group="end_set")
add("invoke", "Non attends, pas RENDER_HQ — fais plutôt DEPLOY_SHOW, le show est dans une heure.", [DEPLOY], [RENDER],
    lang="fr", group="correction")
add("invoke", "wirecomb /project1/runway pls, can't read a thing", [COMB], group="lowercase")
add("invoke", "Fais mes traînées FEEDBACK comme pour le club, l'after du défilé commence.", [FEED],
    ["ref_feedback_top"], lang="fr", group="common_word")
add("invoke", "while you're building the runway lower thirds, stick to naming rule N1 for everything you create",
    [N1], group="rule")

# -------------------------------------------------- invoke: German and English (B, Munich / Zurich booth agency)
add("invoke", "Bitte LAYOUT2 auf das Netzwerk vom Messestand anwenden.", [LAYOUT], lang="de", group="polite")
add("invoke", "BACKUP_FIRST beachten und dann die alten Logo-Loops löschen.", [BACKUP], lang="de", group="rule")
add("invoke", "Execute SYNCPOINT with the lighting desk before the hall opens.", [SYNC], group="imperative")
add("invoke", "Es ist 22:30 an der Location am Fluss, also bitte die Quiet-hours-Regel auf den Master anwenden.",
    [QUIET], lang="de", group="conditional")
add("invoke", "DEPLOY_SHOW now, the fair opens at 9", [DEPLOY], group="terse")
add("invoke", "slap the Zorvex look on the final composite 👍", [ZORVEX], group="emoji")
add("invoke", "Nein, doch nicht GLITCHY – mach stattdessen KICK1 auf dem Standscreen.", [KICK], [GLITCH, STROBE],
    lang="de", group="correction")
add("invoke", "ARCHIVE-Regel befolgen und dann im externen ticker.tox die Schriftgröße auf 48 setzen.", [ARCH],
    lang="de", group="rule")
add("invoke", "Zuerst wirecomb, danach LAYOUT2 – beides im Netzwerk /project1/booth.", [COMB, LAYOUT], lang="de",
    group="multi")

# ---------------------------------------------------------------- invoke: Spanish (A's stylist crew, C's casters)
add("invoke", "Ejecuta DESKMAP_X32, el técnico de sonido ya conectó la mesa.", [X32], lang="es", group="imperative")
add("invoke", "¿Puedes cargar VJ_BANK_A en los decks, por favor?", [BANK], lang="es", group="polite")
add("invoke", "PANIC_BLACK ya, se ve el escritorio en la pantalla gigante", [PANIC], lang="es", group="emergency")
add("invoke", "Aplica la regla N1 a los operadores nuevos del marcador.", [N1], lang="es", group="rule")
add("invoke", "Haz el CUE_STACK_7 para la pieza de danza, Mateo lo necesita hoy.", [CUES], lang="es",
    group="imperative")
add("invoke", "render hq del resumen de la final, porfa", [RENDER], lang="es", group="spaces")
add("invoke", "GLITCHY en la cámara del caster 😎🔥 ya", [GLITCH], lang="es", group="emoji")

# ---------------------------------------------------------------- invoke: Italian (B's Ticino colleague)
add("invoke", "Esegui BACKUP_FIRST e poi cancella i vecchi noise nella rete dello stand.", [BACKUP], lang="it",
    group="imperative")
add("invoke", "Per favore applica la regola STROBE_SAFE agli strobo del palco.", [STROBE], lang="it", group="polite")
add("invoke", "Fai partire KICK1 sull'uscita principale, grazie", [KICK], [STROBE], lang="it", group="polite")
add("invoke", "SYNCPOINT con la console luci adesso, tra 5 minuti si va in onda", [SYNC], lang="it", group="timed")
add("invoke", "Sono le 22:45 al locale sul fiume, quindi applica le quiet hours all'audio.", [QUIET], lang="it",
    group="conditional")
add("invoke", "Carica VJ_BANK_A e poi applica il grade Zorvex all'uscita.", [BANK, ZORVEX], lang="it", group="multi")
add("invoke", "wirecomb per favore, i fili della rete sono un disastro", [COMB], lang="it", group="lowercase")

# ---------------------------------------------------------------- invoke: Portuguese (C's São Paulo remote operator)
add("invoke", "Roda o DESKMAP_X32 aí, a mesa já tá na rede", [X32], lang="pt", group="imperative")
add("invoke", "Faz o RENDER_HQ do replay da final, por favor", [RENDER], lang="pt", group="polite")
add("invoke", "Segue a regra ARCHIVE antes de mexer no placar.tox externo, aí muda a cor do placar pra azul", [ARCH],
    lang="pt", group="rule")
add("invoke", "PANIC_BLACK!!! caiu o sinal e tá aparecendo tela de erro no telão", [PANIC], lang="pt",
    group="emergency")
add("invoke", "Pode aplicar o GLITCHY na TOP selecionada? valeu", [GLITCH], lang="pt", group="polite")
add("invoke", "acabou o set, faz o BLACKOUT de fim de set", [BLACK], [PANIC], lang="pt", group="end_set")
add("invoke", "Primeiro SYNCPOINT, depois DEPLOY_SHOW — nessa ordem", [SYNC, DEPLOY], lang="pt", group="multi")

# ---------------------------------------------------------------- invoke: Japanese and English (C, Tokyo)
add("invoke", "KICK1を実行してください。メイン出力にお願いします。", [KICK], [STROBE], lang="ja", group="polite")
add("invoke", "LAYOUT2 please, the booth network looks like spaghetti", [LAYOUT], group="terse")
add("invoke", "配信開始前にSYNCPOINTで照明卓と同期して", [SYNC], lang="ja", group="imperative")
add("invoke", "命名ルールN1に従って、スコアボード用のオペレーターを作って", [N1], lang="ja", group="rule")
add("invoke", "RENDER_HQでハイライトを書き出して🙏", [RENDER], lang="ja", group="emoji")
add("invoke", "/deploy_show 本番30分前です", [DEPLOY], lang="ja", group="slash_command")
add("invoke", "BACKUP_FIRSTしてから未使用のオペレーターを全部消して", [BACKUP], lang="ja", group="name_as_verb")
add("invoke", "CUE_STACK_7, make it right now", [CUES], group="terse")

# ---------------------------------------------------------------- invoke: Chinese (C's designer)
add("invoke", "DESKMAP_X32 跑一下，调音台刚接上网络", [X32], lang="zh", group="imperative")
add("invoke", "请对最终合成做 Zorvex 调色", [ZORVEX], lang="zh", group="polite")
add("invoke", "先 BACKUP_FIRST，再把没用的算子删掉", [BACKUP], lang="zh", group="rule")
add("invoke", "按 ARCHIVE 规则走一遍，然后改外部 logo.tox 里的颜色", [ARCH], lang="zh", group="rule")
add("invoke", "现在是23:20，我们在河边场地，所以按安静时段规则处理音频", [QUIET], lang="zh", group="conditional")
add("invoke", "把 VJ_BANK_A 载入到 deck 里", [BANK], lang="zh", group="imperative")
add("invoke", "KICK1 和 STROBE_SAFE 都跑一下，闪光别超过每秒3次", [KICK, STROBE], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke: Korean (C, Busan)
add("invoke", "GLITCHY 실행해 주세요, 선택한 TOP에요", [GLITCH], lang="ko", group="polite")
add("invoke", "PANIC_BLACK 지금!! 화면에 에러창 떴어", [PANIC], lang="ko", group="emergency")
add("invoke", "CUE_STACK_7 만들어줘", [CUES], lang="ko", group="terse")
add("invoke", "부산 경기 끝났어, 세트 종료 BLACKOUT 해줘", [BLACK], [PANIC], lang="ko", group="end_set")
add("invoke", "STROBE_SAFE 규칙 적용해서 승리 연출 플래시 고쳐줘", [STROBE], lang="ko", group="rule")
add("invoke", "FEEDBACK 트레일 클럽 세팅대로 만들어줘", [FEED], ["ref_feedback_top"], lang="ko",
    group="title_words")
add("invoke", "wirecomb 돌려줘 ㅠㅠ 선이 너무 꼬였어", [COMB], lang="ko", group="lowercase")

# ---------------------------------------------------------------- invoke: Russian (C's Moscow remote operator)
add("invoke", "Запусти RENDER_HQ для повтора финала", [RENDER], lang="ru", group="imperative")
add("invoke", "DEPLOY_SHOW, пожалуйста, трансляция через час", [DEPLOY], lang="ru", group="polite")
add("invoke", "Примени правило N1 ко всем новым операторам оверлея", [N1], lang="ru", group="rule")
add("invoke", "Сделай DESKMAP_X32 — пульт уже в сети", [X32], lang="ru", group="imperative")
add("invoke", "Не KICK1, а GLITCHY на камеру кастера, сорри", [GLITCH], [KICK], lang="ru", group="correction")
add("invoke", "Сделай мои клубные трейлы FEEDBACK, как обычно", [FEED], ["ref_feedback_top"], lang="ru",
    group="title_words")
add("invoke", "Сначала VJ_BANK_A, потом LAYOUT2", [BANK, LAYOUT], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "For DESKMAP_X32, how often does it send /xremote to the desk?", [X32], group="value")
add("ask_content", "Dans SYNCPOINT, on envoie le ping à quelle IP et sur quel port ?", [SYNC], lang="fr", group="port")
add("ask_content", "RENDER_HQ nimmt welchen Codec, und mit wie vielen fps?", [RENDER], lang="de", group="value")
add("ask_content", "KICK1のローパスは何Hzで、トリガーのしきい値はいくつ？", [KICK], lang="ja", group="value")
add("ask_content", "DEPLOY_SHOW 단계 순서가 어떻게 돼?", [DEPLOY], lang="ko", group="order")
add("ask_content", "O que diz a regra BACKUP_FIRST sobre onde salvar o backup?", [BACKUP], lang="pt",
    group="content")
add("ask_content", "Что говорит правило тихих часов про уровень мастера после 22:00?", [QUIET], lang="ru",
    group="value")
add("ask_content", "Zorvex 调色里 Level TOP 的 gamma 是多少？", [ZORVEX], lang="zh", group="value")
add("ask_content", "¿Qué hace exactamente wirecomb cuando una salida va a más de tres entradas?", [COMB], lang="es",
    group="content")
add("ask_content", "What does STROBE_SAFE say about the max flash rate?", [STROBE], group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete noise3 and the two unused level TOPs in /project1/booth", [BACKUP], group="delete")
add("bears", "Mets le stroboscope à 12 Hz sur le drop du final", [STROBE], ["rcp_strobe_flash"], lang="fr",
    group="strobe")
add("bears", "Es ist 23 Uhr an der Location am Fluss, dreh den Bass am Master ordentlich auf", [QUIET], lang="de",
    group="venue_late")
add("bears", "外部保存の lowerthird.tox の中のフォントサイズを変えて", [ARCH], lang="ja", group="external_tox")
add("bears", "Noise TOP 하나랑 Level TOP 하나 새로 만들어줘", [N1], ["ref_noise_top"], lang="ko", group="create")
add("bears", "I want a full-screen white flicker at 8 times a second on the victory screen", [STROBE],
    ["rcp_strobe_flash"], group="strobe")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "hook up the sound guy's Behringer console so its channel faders drive our layer opacities", [X32],
    ["ref_osc_in_chop"])
add("paraphrase", "Miss die Laufzeit zum grandMA hin und zurück und verschieb unsere Timeline um die Hälfte", [SYNC],
    ["fact_lx_console"], lang="de")
add("paraphrase", "Mi serve un'esportazione perfetta, non in tempo reale, ogni fotogramma senza perdite", [RENDER],
    ["ref_movie_file_out"], lang="it")
add("paraphrase", "我的节点图乱成一团，让每个连接都看得清楚，参数一个都别动", [COMB], lang="zh")
add("paraphrase", "Tidewater用に、振付師のCSVから12行のタイミング表とタイマーを組んで", [CUES],
    ["fact_dance_piece", "ref_timer_chop"], lang="ja")
add("paraphrase", "Добавь на финальный композит наш фирменный LUT и лёгкое зерно, как всегда в студии", [ZORVEX],
    lang="ru")

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "What IP is the grandMA3 on, and which universe carries the LED bars?", ["fact_lx_console"], [SYNC],
    group="fact")
add("question", "Le raster de sortie du show Lumen Hall fait combien de pixels ?", ["fact_lumen_hall_raster"],
    lang="fr", group="fact")
add("question", "what graphics card did we put in RIG-B again?", ["fact_rig_b"], group="fact")
add("question", "Which port does the stagepad tablet send OSC to?", ["fact_stagepad_ports"], ["ref_osc_in_chop"],
    group="fact")
add("question", "Nebula install: is it 50 or 60 fps, I forget", ["fact_nebula_fps"], group="fact")
add("question", "What's the agreed audio buffer size on RIG-B?", ["fact_audio_buffer"], ["fact_studio_audio"],
    group="fact")
add("task", "Kinect Azure 포인트 클라우드로 인스턴싱하는 방법 알려줘", ["ref_kinect_azure"], ["ref_instancing"],
    lang="ko", group="reference")
add("question", "Как сделать шлейфы через feedback на Feedback TOP, чтобы хвост уходил в чёрный?",
    ["ref_feedback_top"], [FEED, "rcp_feedback_tunnel", "ref_pixel_formats"], lang="ru", group="common_word")
# built-in knowledge
add("question", "How do I store a Python dict on an operator so it survives between cooks?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "Expression Python dans un champ de paramètre ou script dans un Text DAT : "
    "quelle différence au juste ?",
    ["td_python_expressions_vs_scripts"], lang="fr", builtin=True, group="builtin_only")
add("task", "How do I build my own custom parameters on a Base COMP?", ["td_custom_parameters"], builtin=True,
    group="builtin_only")
add("question", "Select TOPとIn TOP・Out TOPの違いは？", ["td_select_in_out"], lang="ja", builtin=True,
    group="builtin_only")
add("question", "为什么我的算子不 cook？TouchDesigner 的 pull 模式是怎么回事？", ["td_cooking_pull_model"], lang="zh",
    builtin=True, group="builtin_only")
add("task", "how do I run python when a pulse button is pressed, with a Parameter Execute DAT?",
    ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("task", "¿Cómo uso la Replicator COMP para crear un botón por cada fila de una tabla?", ["td_replicator_comp"],
    ["ref_replicator", "td_panel_ui_components"], lang="es", builtin=True, group="builtin_compete")
add("question", "Como funcionam a bypass flag e a lock flag num operador?", ["td_operator_flags"], lang="pt",
    builtin=True, group="builtin_only")
add("question", "Come distinguo un errore da un warning su un operatore?", ["td_error_warning_flags"], lang="it",
    builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (plausible, not in the corpus)
add("unanswerable", "Is there a way to read Leap Motion finger positions in TD?", group="far")
add("unanswerable", "Le Web Render TOP peut-il afficher un site avec login ? Comment faire ?", lang="fr", group="far")
add("unanswerable", "How do I sync tempo with Ableton Link?", group="far")
add("unanswerable", "How do I use the Bullet Solver COMP to simulate physics?", group="far")
add("unanswerable", "Come si attiva una licenza Commercial offline su un PC senza internet?", lang="it", group="far")
add("unanswerable", "How do I use the Substance TOP with .sbsar materials?", group="far")
add("unanswerable", "ZEDカメラの深度をTouchDesignerで使うには？", lang="ja", group="near")
add("unanswerable", "怎么在 TouchDesigner 里用 MediaPipe 做人脸追踪？", lang="zh", group="far")
add("unanswerable", "TouchEngine으로 Unreal 안에서 tox를 돌리는 방법?", lang="ko", group="near")
add("unanswerable", "Как подключить Spout, чтобы обмениваться видео с Resolume?", lang="ru", group="far")
add("unanswerable", "Does the Photoshop In TOP still work in the 2025 build?", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "KICK1 ran fine all through last night's after-party, zero complaints.", allowed=[KICK], group="past")
add("near_miss", "don't run RENDER_HQ yet, the sponsor logos aren't final", allowed=[RENDER], group="negated")
add("near_miss", "I renamed deskmap_x32_v3.tox to deskmap_x32_old.tox so nobody loads it by mistake.", allowed=[X32],
    group="filename")
add("near_miss", "FYI I put a storage key called syncpoint_last_rtt on the root comp.", allowed=[SYNC],
    group="variable")
add("near_miss", "PANIC_BLACK got triggered by accident during the semifinal and the client was furious.",
    allowed=[PANIC], group="complaint")
add("near_miss", "We'll do VJ_BANK_A tomorrow morning at the fitting, not tonight.", allowed=[BANK], group="planning")
add("near_miss", "La directrice artistique trouve que GLITCHY fait trop cheap pour la maison.", allowed=[GLITCH],
    lang="fr", group="reported")
add("near_miss", "Ne lance surtout pas BLACKOUT maintenant, il reste deux silhouettes.", allowed=[BLACK, PANIC],
    lang="fr", group="negated")
add("near_miss", "STROBE_SAFE was added after an audience member complained last season.", allowed=[STROBE],
    group="history")
add("near_miss", "DEPLOY_SHOW went through in Munich yesterday without a single error.", allowed=[DEPLOY], group="past")
add("near_miss", "LAYOUT2 hat mir das ganze Netzwerk auseinandergerissen, furchtbar.", allowed=[LAYOUT], lang="de",
    group="complaint")
add("near_miss", "The ticket literally says \"forgot BACKUP_FIRST\" — who was that?", allowed=[BACKUP], group="quoted")
add("near_miss", "Zürich nimmt lieber wirecomb, München eher LAYOUT2 – reine Geschmackssache.",
    allowed=[COMB, LAYOUT], lang="de", group="comparison")
add("near_miss", "Mañana probamos DESKMAP_X32 con la mesa nueva, hoy no.", allowed=[X32], lang="es",
    group="planning")
add("near_miss", "No hagas PANIC_BLACK aunque parpadee la pantalla, es parte del efecto.", allowed=[PANIC, STROBE],
    lang="es", group="negated")
add("near_miss", "my cat is called Zorvex, like the studio grade lol 😂", allowed=[ZORVEX], group="incidental")
add("near_miss", "¿Ya corrió alguien el RENDER_HQ del resumen o sigo esperando?", allowed=[RENDER], lang="es",
    group="status")
add("near_miss", "Ieri sera SYNCPOINT ha misurato 12 ms di round trip, tutto ok.", allowed=[SYNC], lang="it",
    group="past")
add("near_miss", "La settimana prossima a Zurigo useremo CUE_STACK_7 per la performance di danza.", allowed=[CUES],
    lang="it", group="planning")
add("near_miss", "Marco says the ARCHIVE rule saved his life with the logo tox.", allowed=[ARCH],
    group="reported")
add("near_miss", "Não roda KICK1 agora, o DJ ainda tá passando som.", allowed=[KICK], lang="pt", group="negated")
add("near_miss", "O arquivo vj_bank_a_lista.txt sumiu da pasta media.", allowed=[BANK], lang="pt", group="filename")
add("near_miss", "O quiet hours cortou o grave do nosso evento às 22h em ponto, que saco.", allowed=[QUIET],
    lang="pt", group="complaint")
add("near_miss", "If we'd used BACKUP_FIRST yesterday we wouldn't have lost the scoreboard.", allowed=[BACKUP],
    group="hypothetical")
add("near_miss", "昨日の決勝ではGLITCHYがすごく好評でした。", allowed=[GLITCH], lang="ja", group="past")
add("near_miss", "まだDEPLOY_SHOWは実行しないで。リハ中です。", allowed=[DEPLOY], lang="ja", group="negated")
add("near_miss", "there's a line `run_layout2 = False` in the script, just ignore it", allowed=[LAYOUT], group="code")
add("near_miss", "导播说 BLACKOUT 那一下太突然了，观众以为断流了。", allowed=[BLACK, PANIC], lang="zh",
    group="reported")
add("near_miss", "下周釜山比赛再用 SYNCPOINT，这周不用。", allowed=[SYNC], lang="zh", group="planning")
add("near_miss", "Is naming rule N1 still in force these days?", allowed=[N1], group="status")
add("near_miss", "어제 DESKMAP_X32 돌렸을 때는 페이더가 잘 들어왔어요.", allowed=[X32], lang="ko", group="past")
add("near_miss", "이번 경기엔 KICK1 안 쓸 거야, 비트가 너무 빨라서.", allowed=[KICK], lang="ko", group="negated")
add("near_miss", "CUE_STACK_7 was originally made for the dance piece, apparently.", allowed=[CUES], group="history")
add("near_miss", "VJ_BANK_A опять загрузил клипы не в том порядке, бесит.", allowed=[BANK], lang="ru",
    group="complaint")
add("near_miss", "Коллега написал в чат «FEEDBACK опять тормозит», но это про другой проект.", allowed=[FEED],
    lang="ru", group="quoted")
add("near_miss", "We'll do the Zorvex grade once the client signs off the colours.", allowed=[ZORVEX], group="planning")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "In sports broadcasting, what is a 'blackout' on TV rights?", allowed=[BLACK, PANIC])
add("meaning", "Que signifie « archive » au sens général, hors informatique ?", allowed=[ARCH], lang="fr")
add("meaning", "Was bedeutet „Feedback“ eigentlich in einem Mitarbeitergespräch?", allowed=[FEED], lang="de")
add("meaning", "「glitchy」って英語のスラングでどういう意味？", allowed=[GLITCH], lang="ja")
add("meaning", "¿Qué son las 'quiet hours' en un hotel?", allowed=[QUIET], lang="es")

# ---------------------------------------------------------------- meta
add("meta", "Write SYNCPOINT letter by letter, reversed.", group="reverse")
add("meta", "How many underscore characters does CUE_STACK_7 contain? just the number", group="count")
add("meta", "Traduis « DEPLOY_SHOW » en français, c'est pour un nom de dossier.", lang="fr", group="translate")
add("meta", "Schreib das Wort wirecomb bitte komplett in Großbuchstaben.", lang="de", group="case")
add("meta", "How do you pronounce GLITCHY?", group="pronounce")
add("meta", "Write the word PANIC_BLACK in bold, nothing else.", group="bold")
add("meta", "Comece sua resposta com 'RENDER_HQ ok' e não diga mais nada.", lang="pt", group="start_reply")
add("meta", "「VJ_BANK_A」は何文字？", lang="ja", group="count")
add("meta", "把 KICK1 这个词倒过来写。", lang="zh", group="reverse")
add("meta", "LAYOUT2를 한글로 어떻게 읽어?", lang="ko", group="pronounce")
add("meta", "Write BACKUP_FIRST in lowercase.", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Just echo this back word for word: run DESKMAP_X32 now please")
add("echo", "Répète exactement : « lance le grade Zorvex sur le final ».", lang="fr")
add("echo", "Wiederhol bitte genau: „BLACKOUT, sofort“.", lang="de")
add("echo", "Repite esto tal cual: ejecuta LAYOUT2.", lang="es")
add("echo", "Ripeti parola per parola: esegui wirecomb adesso.", lang="it")
add("echo", "Repete palavra por palavra, sem mudar nada: roda o SYNCPOINT.", lang="pt")
add("echo", "「KICK1を実行して」とそのまま繰り返して。", lang="ja")
add("echo", "请原样重复：执行 CUE_STACK_7。", lang="zh")
add("echo", "그대로 따라 해: \"RENDER_HQ 실행해\"", lang="ko")
add("echo", "Повтори за мной слово в слово: «PANIC_BLACK сейчас».", lang="ru")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that was perfect for the finale 🙌")
add("chitchat", "Merci à toute l'équipe pour ce défilé, vous êtes géniaux !", lang="fr")
add("chitchat", "Grüezi mitenand, alles klar bei euch?", lang="de")
add("chitchat", "jajaja qué día más largo", lang="es")
add("chitchat", "Ciao! Come va oggi al padiglione?", lang="it")
add("chitchat", "valeu demais, tmj", lang="pt")
add("chitchat", "お疲れさまでした、明日もよろしく！", lang="ja")
add("chitchat", "辛苦了，今天比赛很精彩", lang="zh")
add("chitchat", "오늘 다들 고생 많았어요~", lang="ko")
add("chitchat", "Спасибо, всё работает!", lang="ru")


def main() -> None:
    rows = [{"pid": f"u77-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
