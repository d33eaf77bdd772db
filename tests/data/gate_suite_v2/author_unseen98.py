"""Hand-written source of prompts_unseen98.jsonl: a blind suite by an independent evaluator (gateeval98).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen98.jsonl byte for byte.

Language mix: en plus fr, de, es, it, pt, ja, zh, ko, ru only (about two thirds non-English), written natively,
as crews type. Personas (they live here only):
- a Nantes (Théâtre Graslin, French) and Vienna (Staatsoper, German) opera-house projection crew, with an English
  production manager;
- a Madrid Pride (Spanish) and Porto São João (European Portuguese) street-party team;
- a Nagoya planetarium (Japanese) and Chengdu night-market (Simplified Chinese) projection company, with a Korean
  dome technician;
- a remote operator in Yekaterinburg (Russian) and one in Bologna (Italian).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen98.jsonl")
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
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (English: the production manager,
# the Pride stage tech and the planetarium's English-speaking contractor)
add("invoke", "CUE_STACK_7 for the 21:30 Tidewater show", [CUES], group="terse")
add("invoke", "Could you please run DESKMAP_X32 on the stage machine? The desk is patched and on the network.",
    [X32], group="polite")
add("invoke", "SYNCPOINT — the grandMA is up on 10.0.0.40, go.", [SYNC], group="name_first")
add("invoke", "projector's warmed up and the intro clip is cued, now VJ_BANK_A", [BANK], group="trailing")
add("invoke", "ok so the foyer loop is fine, can you do GLITCHY on the selected Movie File In, then I'll check "
    "the look from the booth", [GLITCH], group="mid_message")
add("invoke", "Apply STROBE_SAFE to the lightning flashes in act 2 of Dido", [STROBE], allowed=["rcp_strobe_flash"],
    group="rule")
add("invoke", "put the house colour look on the final comp please", [ZORVEX], group="title_words")
add("invoke", "run DEPLOY_SHWO now, doors in 20", [DEPLOY], group="typo")
add("invoke", "K I C K 1 on the main out, the DJ is starting", [KICK], allowed=[STROBE], group="spaces")
add("invoke", "hey copilot run render underscore H Q for the opera trailer full stop", [RENDER], group="voice")
add("invoke", "🔥🔥 wirecomb this mess please 🙏", [WIRECOMB], group="emoji")
add("invoke", "- [x] projectors on\n- [x] audio check\n- [ ] DEPLOY_SHOW ← do this one now", [DEPLOY],
    group="checklist")
add("invoke", "```\nWARNING: /project1/out1 cook 41.2ms\nWARNING: /project1/out1 cook 39.8ms\n```\nignore those. "
    "PANIC_BLACK now, someone is on the stage", [PANIC], group="log_paste")
add("invoke", "LAYOUT2 on the foyer net — no wait, not LAYOUT2, I want my columns kept as they are; wirecomb it "
    "instead", [WIRECOMB], allowed=[LAYOUT], group="correction")
add("invoke", "You asked whether to go ahead with RENDER_HQ for the Vienna trailer: yes, go ahead.", [RENDER],
    group="consent")
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the DJ's master before the encore",
    [QUIET], group="conditional")
add("invoke", "Run SYNCPOINT now, it's 19:25 and curtain is at 19:30", [SYNC], group="timed")
add("invoke", "BACKUP_FIRST, then clear out the unused ops in /project1/old_scenes, then LAYOUT2", [BACKUP, LAYOUT],
    group="multi")
add("invoke", "load VJ_BANK_A and then GLITCHY on deck_a3", [BANK, GLITCH], group="multi")
add("invoke", "Build KICK1 off the RME inputs 1-2.", [KICK], allowed=[STROBE, "fact_studio_audio"],
    group="imperative")
add("invoke", "zorvex the last composite before out1", [ZORVEX], group="name_as_verb")
add("invoke", "that's the last track of the set, BLACKOUT please", [BLACKOUT], group="end_set")
add("invoke", "follow the ARCHIVE rule and then bump the threshold in bloom.tox to 0.7", [ARCHIVE], group="rule")

# ---------------------------------------------------------------- invoke (French: Nantes opera crew)
add("invoke", "Lance KICK1 sur la sortie principale, le DJ de l'after commence.", [KICK], allowed=[STROBE],
    lang="fr", group="imperative")
add("invoke", "Tu peux faire un DEPLOY_SHOW avant l'entrée du public ? Merci !", [DEPLOY], lang="fr", group="polite")
add("invoke", "BACKUP_FIRST puis supprime noise4 et level9 dans /project1/acte2", [BACKUP], lang="fr", group="rule")
add("invoke", "wirecomb /project1/set_pieces, I can't read a thing in there", [WIRECOMB], group="terse")
add("invoke", "Applique la règle N1 à tout ce que tu crées pour Carmen", [N1], lang="fr", group="rule")
add("invoke", "Le rideau tombe, fin du set : BLACKOUT.", [BLACKOUT], lang="fr", group="end_set")
add("invoke", "CUE_STACK_7 et ensuite SYNCPOINT avec la console, on enchaîne", [CUES, SYNC], lang="fr", group="multi")
add("invoke", "Fais GLITCHY sur moviein2 — ah non pardon, pas GLITCHY, mets plutôt le look Zorvex sur le composite "
    "final", [ZORVEX], allowed=[GLITCH], lang="fr", group="correction")

# ---------------------------------------------------------------- invoke (German: Vienna opera crew)
add("invoke", "Bitte DESKMAP_X32 einrichten, das Pult ist über Port 10023 erreichbar.", [X32], lang="de",
    group="polite")
add("invoke", "RENDER_HQ für den Trailer der Zauberflöte starten.", [RENDER], lang="de", group="imperative")
add("invoke", "LAYOUT2 für /project1/buehne, danach wirecomb", [LAYOUT, WIRECOMB], lang="de", group="multi")
add("invoke", "Jetzt PANIC_BLACK, der Eiserne Vorhang klemmt!", [PANIC], lang="de", group="emergency")
add("invoke", "Es ist 22:30 an der Riverside-Venue – also die Quiet-hours-Regel anwenden, bevor du den Pegel "
    "anfasst.", [QUIET], lang="de", group="conditional")
add("invoke", "Bevor du glow.tox änderst: ARCHIVE-Regel befolgen, dann Schwelle auf 0.4.", [ARCHIVE], lang="de",
    group="rule")
add("invoke", "kick1 pls, the low-pass is fine as it is", [KICK], allowed=[STROBE], group="lowercase")

# ---------------------------------------------------------------- invoke (Spanish: Madrid Pride)
add("invoke", "Carga VJ_BANK_A en los decks, que ya sale la carroza", [BANK], lang="es", group="imperative")
add("invoke", "Aplica STROBE_SAFE a los flashes del escenario de Chueca", [STROBE], lang="es", group="rule")
add("invoke", "GLITCHY al TOP seleccionado y luego el look Zorvex en la salida", [GLITCH, ZORVEX], lang="es",
    group="multi")
add("invoke", "🌈🌈 hazme mis estelas FEEDBACK del club, las de siempre 🌈", [FEEDBACK], lang="es",
    group="common_word")
add("invoke", "Son las 23:40 en el recinto riverside, así que aplica las quiet hours antes de subir el master",
    [QUIET], lang="es", group="conditional")
add("invoke", "/panic_black — ya, hay gente subiendo al escenario", [PANIC], lang="es", group="slash_command")
add("invoke", "Sí, adelante con DEPLOY_SHOW.", [DEPLOY], lang="es", group="consent")

# ---------------------------------------------------------------- invoke (Portuguese: Porto São João)
add("invoke", "Faz o DESKMAP_X32, que a mesa já está ligada", [X32], lang="pt", group="imperative")
add("invoke", "CUE_STACK_7 já, o bailado começa às 21h30", [CUES], lang="pt", group="terse")
add("invoke", "RENDER_HQ do vídeo das marchas de São João, por favor", [RENDER], lang="pt", group="polite")
add("invoke", "Antes de apagar o noise2, segue a regra BACKUP_FIRST", [BACKUP], lang="pt", group="rule")
add("invoke", "acabou o set, BLACKOUT", [BLACKOUT], lang="pt", group="end_set")
add("invoke", "LAYOUT2 na rede /project1/fogo e depois aplica a N1 aos nomes", [LAYOUT, N1], lang="pt",
    group="multi")
add("invoke", "ok copiloto faz o kick um na saída principal ponto final", [KICK], allowed=[STROBE], lang="pt",
    group="voice")

# ---------------------------------------------------------------- invoke (Italian: Bologna remote operator)
add("invoke", "Esegui SYNCPOINT con la console, sono le 20:55", [SYNC], lang="it", group="imperative")
add("invoke", "Per favore, fai wirecomb su /project1/main", [WIRECOMB], lang="it", group="polite")
add("invoke", "ARCHIVE prima di toccare bloom.tox, grazie", [ARCHIVE], lang="it", group="rule")
add("invoke", "z o r v e x sul composite finale", [ZORVEX], lang="it", group="spaces")
add("invoke", "VJ_BANK_A e poi KICK1, il dj attacca", [BANK, KICK], allowed=[STROBE], lang="it", group="multi")
add("invoke", "Applica la regola STROBE_SAFE ai lampi del temporale", [STROBE], lang="it", group="rule")

# ---------------------------------------------------------------- invoke (Japanese: Nagoya planetarium)
add("invoke", "DEPLOY_SHOWお願いします。開場30分前です。", [DEPLOY], lang="ja", group="polite")
add("invoke", "RENDER_HQ for the dome master, go", [RENDER], group="terse")
add("invoke", "GLITCHYを選択中のTOPにかけて", [GLITCH], lang="ja", group="name_first")
add("invoke", "星空用のノイズを作って。命名はN1ルールに従ってね", [N1], allowed=["ref_noise_top"], lang="ja",
    group="rule")
add("invoke", "PANIC_BLACK今すぐ！ドームの投影を止めて", [PANIC], lang="ja", group="emergency")
add("invoke", "上映終わり、BLACKOUTで締めて", [BLACKOUT], lang="ja", group="end_set")
add("invoke", "STROBE_SAFEを適用してから流星のフラッシュを作って", [STROBE], allowed=["rcp_strobe_flash", N1],
    lang="ja", group="rule")

# ---------------------------------------------------------------- invoke (Chinese: Chengdu night market)
add("invoke", "把 VJ_BANK_A 装进 A 组的 deck", [BANK], lang="zh", group="imperative")
add("invoke", "麻烦执行一下 DESKMAP_X32，调音台已经连好了", [X32], lang="zh", group="polite")
add("invoke", "FEEDBACK 拖尾按我夜店那套来", [FEEDBACK], lang="zh", group="common_word")
add("invoke", "wirecomb 一下 /project1/market，线太乱了", [WIRECOMB], lang="zh", group="terse")
add("invoke", "先 BACKUP_FIRST，再删掉 /project1/old 里没用的节点", [BACKUP], lang="zh", group="rule")
add("invoke", "lighting desk at the night market is ready, SYNCPOINT", [SYNC], group="trailing")
add("invoke", "LAYOUT2 然后上 Zorvex 调色", [LAYOUT, ZORVEX], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke (Korean: dome technician)
add("invoke", "메인 출력에 KICK1 실행해 줘", [KICK], allowed=[STROBE], lang="ko", group="imperative")
add("invoke", "CUE_STACK_7 부탁드려요", [CUES], lang="ko", group="polite")
add("invoke", "RENDER_HQ 돌려줘, 돔 영상이야", [RENDER], lang="ko", group="terse")
add("invoke", "ARCHIVE 규칙대로 glow.tox 복사해 두고 수정해", [ARCHIVE], lang="ko", group="rule")
add("invoke", "지금 22:40이고 리버사이드 공연장이니까 quiet hours 규칙 적용해", [QUIET], lang="ko", group="conditional")
add("invoke", "FEEDBACK 트레일 클럽 세팅으로 만들어줘", [FEEDBACK], lang="ko", group="common_word")

# ---------------------------------------------------------------- invoke (Russian: Yekaterinburg remote operator)
add("invoke", "Сделай LAYOUT2 в /project1/scene", [LAYOUT], lang="ru", group="imperative")
add("invoke", "Повесь GLITCHY на выбранный TOP, пожалуйста", [GLITCH], lang="ru", group="polite")
add("invoke", "Примени правило N1 ко всем операторам, которые создашь для ярмарки", [N1], lang="ru", group="rule")
add("invoke", "VJ_BANK_A, load it up, the float is rolling", [BANK], group="name_first")
add("invoke", "FEEDBACK — мои клубные шлейфы, собери", [FEEDBACK], lang="ru", group="common_word")
add("invoke", "Сначала SYNCPOINT, потом DEPLOY_SHOW", [SYNC, DEPLOY], lang="ru", group="multi")
add("invoke", "zorvex на финальный композит", [ZORVEX], lang="ru", group="lowercase")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which UDP port does DESKMAP_X32 listen on, and how often does it send /xremote?", [X32],
    group="port")
add("ask_content", "Dans quel ordre DEPLOY_SHOW fait ses étapes ? Je veux juste la liste.", [DEPLOY], lang="fr",
    group="order")
add("ask_content", "Welchen Gamma-Wert setzt der Zorvex-Grade im Level TOP?", [ZORVEX], lang="de", group="value")
add("ask_content", "¿A qué frecuencia corta el filtro paso bajo de KICK1?", [KICK], lang="es", group="value")
add("ask_content", "Quanto dura la dissolvenza del BLACKOUT a fine set?", [BLACKOUT], lang="it", group="value")
add("ask_content", "Qual é o limite de dBFS que a regra das quiet hours impõe depois das 22:00?", [QUIET], lang="pt",
    group="value")
add("ask_content", "SYNCPOINTはどのIPとポートにpingを送るんですか？", [SYNC], lang="ja", group="port")
add("ask_content", "GLITCHY 里 Displace 的权重是多少？", [GLITCH], lang="zh", group="value")
add("ask_content", "RENDER_HQ는 몇 번 프레임까지 녹화해요?", [RENDER], lang="ko", group="value")
add("ask_content", "Как по правилу N1 должны заканчиваться имена нуллов?", [N1], lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete noise3 and level7 from /project1/foyer, nobody uses them", [BACKUP], group="delete")
add("bears", "Mets le flash blanc à 10 Hz sur le drop de l'after, ça va claquer", [STROBE],
    allowed=["rcp_strobe_flash"], lang="fr", group="strobe")
add("bears", "Es ist 23:15 an der Riverside-Venue, dreh bitte den Master-Ausgang um 6 dB hoch", [QUIET], lang="de",
    group="venue_late")
add("bears", "Abre el bloom.tox externo y súbele el umbral a 0.6", [ARCHIVE], lang="es", group="external_tox")
add("bears", "Cria um LFO CHOP e um Noise TOP para o fundo das marchas", [N1], allowed=["ref_noise_top"], lang="pt",
    group="create")
add("bears", "今夜のセットはこれで終わりです。締めてください。", [BLACKOUT], allowed=[PANIC], lang="ja", group="end_set")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "this patch is spaghetti — make every cable readable, line each op up under whatever feeds it, "
    "and don't touch any parameters", [WIRECOMB])
add("paraphrase", "Allinea i visual al grandMA3 prima dello spettacolo, misurando il ritardo di andata e ritorno",
    [SYNC], allowed=["fact_lx_console"], lang="it")
add("paraphrase", "Хочу, чтобы первые восемь фейдеров Behringer управляли прозрачностью слоёв в /project1/mixer",
    [X32], lang="ru")
add("paraphrase", "첫 번째 영상 묶음을 왼쪽 무비 플레이어 여덟 개에 순서대로 올리고 반복 재생으로 해줘", [BANK], lang="ko")
add("paraphrase", "不用实时，逐帧导出一条 HAP Q、60 帧的成片", [RENDER], allowed=["ref_movie_file_out", "ref_hap_codecs"],
    lang="zh")
add("paraphrase", "Ponle a la salida final nuestra LUT de estudio con el grano suave de siempre", [ZORVEX], lang="es")

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "the grandMA3 for the tour: which IP is it on and which sACN universes does it send?", ["fact_lx_console"], group="fact")
add("task", "build a lower third for the Pride hosts' names", ["rcp_lower_third"], allowed=[N1], group="reference")
add("question", "how do I stop feedback trails from leaving grey ghosts that never go fully black?",
    ["ref_pixel_formats"], allowed=[FEEDBACK, "ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
add("question", "for the Nebula piece, what fps does it actually run at, 50 or 60?", ["fact_nebula_fps"], group="fact")
add("question", "what DMX start addresses do the six moving heads have, and which channel is the dimmer?",
    ["fact_dmx_heads"], group="fact")
add("question", "which hex colours are in the Aurora brand palette?", ["fact_aurora_palette"], group="fact")
add("question", "on which port does the stagepad tablet get its feedback from TouchDesigner?", ["fact_stagepad_ports"],
    group="fact")
add("question", "GLSL TOPにuniformで経過時間を渡すにはどうすればいい？", ["ref_glsl_uniforms"], lang="ja",
    group="reference")
add("task", "用 Replicator 给表格里的每一行做一个按钮", ["ref_replicator"], allowed=[N1], lang="zh", group="reference")
add("question", "where does the show error log end up during a performance?", ["fact_show_log"], group="fact")
add("task", "Как сделать туннель с feedback из шума?", ["rcp_feedback_tunnel"], allowed=[FEEDBACK, "ref_feedback_top"],
    lang="ru", group="common_word")

# ---------------------------------------------------------------- question / task (with the built-in knowledge)
add("question", "how do store() and fetch() work on a component? I want to keep a counter between sessions",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "Comment j'ouvre le Textport et j'y affiche du debug ?", ["td_textport"], lang="fr", builtin=True,
    group="builtin_only")
add("question", "Wie bekomme ich Daten aus einer COMP heraus – mit In/Out-Operatoren oder einem Select?",
    ["td_select_in_out"], lang="de", builtin=True, group="builtin_only")
add("question", "¿Qué diferencia hay entre el flag de bypass y el de lock?", ["td_operator_flags"], lang="es",
    builtin=True, group="builtin_only")
add("question", "Parameter Execute DATでカスタムパラメータのパルスを拾うには？", ["td_parameter_execute_dat"], lang="ja",
    builtin=True, group="builtin_only")
add("task", "帮我用 panel COMP 做一个带滑块和按钮的控制界面", ["td_panel_ui_components"], allowed=[N1], lang="zh",
    builtin=True, group="builtin_only")
add("question", "op('noise1') возвращает None — почему?", ["ref_op_paths"], allowed=["td_op_paths"], lang="ru",
    builtin=True, group="builtin_compete")
add("question", "Il Render TOP mi dà un'immagine nera, cosa devo controllare?", ["ref_render_pipeline"],
    allowed=["td_render_pipeline", "td_troubleshooting_checklist"], lang="it", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get the Ableton Link tempo into TouchDesigner for the Pride DJ?", group="far")
add("unanswerable", "is there a shortcut that folds every network box closed in one go?", group="near")
add("unanswerable", "Comment brancher un Leap Motion 2 sur TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie übertrage ich meine TouchDesigner-Pro-Lizenz auf einen CodeMeter-Dongle?", lang="de",
    group="far")
add("unanswerable", "can a TouchDesigner project be exported to run on a Raspberry Pi?", group="far")
add("unanswerable", "Como é que ponho um bloco do Notch a correr dentro do TD?", lang="pt", group="far")
add("unanswerable", "ZED 2iカメラの深度をTDで取得するにはどうすればいい？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 里怎么用 Stream Deck 控制切换场景？", lang="zh", group="far")
add("unanswerable", "how do I send a Spout feed from TD into Unreal Engine 5?", group="far")
add("unanswerable", "Как настроить Dante Virtual Soundcard с TouchDesigner на маке?", lang="ru", group="far")
add("unanswerable", "how do I use the Bullet Solver COMP to drop a pile of cubes?", group="near")

# ---------------------------------------------------------------- near_miss (names a procedure, does not ask to run it)
add("near_miss", "don't trigger PANIC_BLACK during the aria, whatever happens on the stream", allowed=[PANIC],
    group="negated")
add("near_miss", "KICK1 ran fine at last night's Pride warm-up, the envelope looked great", allowed=[KICK],
    group="past")
add("near_miss", "the stage manager said someone already ran wirecomb on the foyer network", allowed=[WIRECOMB],
    group="reported")
add("near_miss", "has RENDER_HQ finished on the trailer yet?", allowed=[RENDER], group="status")
add("near_miss", "my script has `syncpoint_ok = False` at the top and it never flips to True, any idea?",
    allowed=[SYNC], group="variable")
add("near_miss", "honestly I liked the old paper cue sheet from the Nantes Tosca better than CUE_STACK_7",
    allowed=[CUES], group="comparison")
add("near_miss", "`print('BLACKOUT done')` sits at the end of my show script — is print okay in a DAT callback?",
    allowed=[BLACKOUT], group="code")
add("near_miss", "the sign on the booth door literally says \"NO DEPLOY_SHOW WITHOUT THE SM\" lol", allowed=[DEPLOY],
    group="quoted")
add("near_miss", "I named my cat Zorvex after the grade, she's asleep on the lighting keyboard again",
    allowed=[ZORVEX], group="incidental")
add("near_miss", "Surtout ne lance pas BLACKOUT maintenant, il reste le dernier acte.", allowed=[BLACKOUT], lang="fr",
    group="negated")
add("near_miss", "Le DEPLOY_SHOW d'hier soir à Graslin s'est bien passé, rien à signaler.", allowed=[DEPLOY],
    lang="fr", group="past")
add("near_miss", "On fera LAYOUT2 demain matin, là je n'ai pas le temps.", allowed=[LAYOUT], lang="fr",
    group="planning")
add("near_miss", "Nicht DESKMAP_X32 ausführen, das Pult gehört heute der Gasttruppe.", allowed=[X32], lang="de",
    group="negated")
add("near_miss", "Der Regisseur meinte, GLITCHY sei für die Zauberflöte zu modern.", allowed=[GLITCH], lang="de",
    group="reported")
add("near_miss", "Was wäre, wenn wir RENDER_HQ auf RIG-A statt auf RIG-B laufen ließen?", allowed=[RENDER, "fact_rig_b"],
    lang="de", group="hypothetical")
add("near_miss", "No hagas PANIC_BLACK por un simple corte de red, avísame primero.", allowed=[PANIC], lang="es",
    group="negated")
add("near_miss", "El VJ_BANK_A del año pasado tenía vídeos demasiado pesados para el portátil.", allowed=[BANK],
    lang="es", group="history")
add("near_miss", "¿Ya terminó el CUE_STACK_7 que lanzó Marta?", allowed=[CUES], lang="es", group="status")
add("near_miss", "Não faças o wirecomb agora, o técnico está a mexer na rede.", allowed=[WIRECOMB], lang="pt",
    group="negated")
add("near_miss", "O STROBE_SAFE estragou o efeito de trovoada no ano passado, ficou lento demais.", allowed=[STROBE],
    lang="pt", group="complaint")
add("near_miss", "A variável quiet_hours_ok no meu script fica sempre False, porquê?", allowed=[QUIET], lang="pt",
    group="variable")
add("near_miss", "Stasera niente KICK1, il dj suona ambient.", allowed=[KICK], lang="it", group="negated")
add("near_miss", "Se domani piove, useremmo comunque DEPLOY_SHOW in piazza Maggiore?", allowed=[DEPLOY], lang="it",
    group="hypothetical")
add("near_miss", "Il file render_hq_finale.mov pesa 40 GB, è normale?", allowed=[RENDER, "ref_hap_codecs"], lang="it",
    group="filename")
add("near_miss", "GLITCHYはまだ使わないで。監督の確認待ちです。", allowed=[GLITCH], lang="ja", group="negated")
add("near_miss", "来週のドーム公演でSYNCPOINTを試す予定です。", allowed=[SYNC], lang="ja", group="planning")
add("near_miss", "PANIC_BLACKって誰が作ったルールなの？", allowed=[PANIC], lang="ja", group="history")
add("near_miss", "别跑 DEPLOY_SHOW，今晚只是彩排。", allowed=[DEPLOY], lang="zh", group="negated")
add("near_miss", "上周 LAYOUT2 把我的网络框全挪乱了。", allowed=[LAYOUT], lang="zh", group="complaint")
add("near_miss", "`zorvex_strength = 0.5` 这个变量是谁加的？", allowed=[ZORVEX], lang="zh", group="variable")
add("near_miss", "BLACKOUT은 아직 하지 마, 앵콜 남았어.", allowed=[BLACKOUT], lang="ko", group="negated")
add("near_miss", "어제 CUE_STACK_7 리허설 잘 됐어요.", allowed=[CUES], lang="ko", group="past")
add("near_miss", "다음 주에 DESKMAP_X32 테스트할 예정이야.", allowed=[X32], lang="ko", group="planning")
add("near_miss", "Не запускай VJ_BANK_A, деки сейчас занимает приглашённый VJ.", allowed=[BANK], lang="ru",
    group="negated")
add("near_miss", "Если бы площадка в Екатеринбурге стояла у реки, пригодились бы нам quiet hours?", allowed=[QUIET],
    lang="ru", group="hypothetical")
add("near_miss", "Файл wirecomb_notes.txt я положил в папку проекта.", allowed=[WIRECOMB], lang="ru",
    group="filename")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "what did 'blackout' originally mean in theatre, before it meant power cuts?",
    allowed=[BLACKOUT, PANIC])
add("meaning", "Que veut dire « feedback » en sonorisation ? Juste le sens du mot, pas TouchDesigner.",
    allowed=[FEEDBACK], lang="fr")
add("meaning", "what does 'glitchy' mean as everyday slang, outside of video?", allowed=[GLITCH])
add("meaning", "¿Qué significa la palabra 'archive' en inglés, en general?", allowed=[ARCHIVE], lang="es")
add("meaning", "架子鼓里的 kick 是什么意思？", allowed=[KICK], lang="zh")

# ---------------------------------------------------------------- meta
add("meta", "spell KICK1 backwards, one letter per line", group="reverse")
add("meta", "type DEPLOY_SHOW all in lowercase and nothing else please", group="case")
add("meta", "Et « Zorvex », ça se prononce comment en français ?", lang="fr", group="pronounce")
add("meta", "Übersetze „blackout“ ins Deutsche, nur das Wort.", lang="de", group="translate")
add("meta", "Escribe SYNCPOINT en negrita", lang="es", group="bold")
add("meta", "Inizia la risposta con la parola GLITCHY e poi basta.", lang="it", group="start_reply")
add("meta", "Usa a palavra CUE_STACK_7 numa frase qualquer", lang="pt", group="sentence")
add("meta", "「PANIC_BLACK」をカタカナで書くと？", lang="ja", group="transliterate")
add("meta", "reverse the letters of VJ_BANK_A for me", group="reverse")
add("meta", "LAYOUT2를 소문자로 바꿔줘", lang="ko", group="case")
add("meta", "Сколько символов в слове RENDER_HQ?", lang="ru", group="count")

# ---------------------------------------------------------------- echo
add("echo", "repeat exactly what I type: DEPLOY_SHOW starts at eight")
add("echo", "Répète après moi : « les projecteurs sont chauds »", lang="fr")
add("echo", "Sag einfach nach: BLACKOUT um zehn nach elf", lang="de")
add("echo", "Repite esta frase tal cual: el orgullo no se negocia", lang="es")
add("echo", "Ripeti parola per parola: GLITCHY va sul secondo atto", lang="it")
add("echo", "Repete comigo: o São João é no Porto", lang="pt")
add("echo", "「星がきれいですね」とそのまま繰り返して", lang="ja")
add("echo", "照着说一遍：夜市十点收摊", lang="zh")
add("echo", "그대로 따라 해: 돔 상영 준비 완료", lang="ko")
add("echo", "Повтори за мной: KICK1 работает", lang="ru")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that's the lot for tonight 👋")
add("chitchat", "Merci l'équipe, belle première à Nantes !", lang="fr")
add("chitchat", "Servus, alles klar bei euch in Wien?", lang="de")
add("chitchat", "¡Feliz Orgullo a todas y todos! 🏳️‍🌈", lang="es")
add("chitchat", "Boa noite e bom São João, malta!", lang="pt")
add("chitchat", "Ciao, tutto bene qui a Bologna, buon lavoro", lang="it")
add("chitchat", "お疲れさまでした！明日もよろしくお願いします🌟", lang="ja")
add("chitchat", "辛苦了，今晚收工", lang="zh")
add("chitchat", "오늘 다들 수고하셨습니다~ 돔 최고", lang="ko")
add("chitchat", "Спасибо, ребята, до завтра!", lang="ru")


def main() -> None:
    rows = [{"pid": f"u98-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
