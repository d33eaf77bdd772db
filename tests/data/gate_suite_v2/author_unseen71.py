"""Blind prompt suite unseen71 (helper "gateeval71"), written by hand from corpus.jsonl and the built-in
knowledge ids only: the author read neither the gate code nor its tests, nor any other prompt file or author
script, and never ran the gate on these prompts.

Language mix: about two thirds non-English, only en plus fr, de, es, it, pt, ja, zh, ko, ru (5+ invocations in
each of the nine), typed as crews type in chat.

Personas (kept here only):
- a Milan design-week installation studio (Italian, English; a German freelancer and a Spanish intern),
- a Montreal and Lyon circus company's video team (Quebec and France French, English),
- an Osaka and Taipei theme-restaurant projection crew (Japanese, Traditional Chinese, a Korean animator) with
  Russian and Brazilian guest artists.

Run: python author_unseen71.py  -> writes prompts_unseen71.jsonl next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen71.jsonl")
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
VJ = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
DESK = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (Milan / Montreal / Osaka)
add("invoke", "KICK1 on the Fuorisalone wall output, please", [KICK], [STROBE], group="polite")
add("invoke", "layout2 the /project1/atrium net", [LAYOUT], group="name_as_verb")
add("invoke", "/wirecomb /project1/tent_fx", [COMB], group="slash_command")
add("invoke", "Run DESKMAP_X32 — the desk in the Lyon big top is on the same switch as us now.", [DESK],
    group="imperative")
add("invoke", "lunch service opens in 15, so go: DEPLOY_SHOW", [DEPLOY], group="trailing")
add("invoke", "R E N D E R _ H Q on the teaser comp, we need the file by six", [RENDER], group="spaces")
add("invoke", "apply naming rule N1 to everything you build in the chandelier comp today", [N1], group="rule")
add("invoke", "bring in the Zorvex look after the final composite of the showroom wall", [ZORV],
    group="title_words")
add("invoke", "🔥🔥 GLITCHY on the marble-room TOP I just selected 🔥🔥", [GLITCH], group="emoji")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/deck_loader\", line 12\n"
    "AttributeError: 'NoneType' object has no attribute 'preload'\n"
    "forget my loader script, just do VJ_BANK_A properly", [VJ], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/trapeze instead", [COMB], [LAYOUT],
    group="correction")
add("invoke", "PANIC_BLACK. the rigger is still up on the truss", [PANIC], [BLACK], group="emergency")
add("invoke", "that was the last number of the Montreal preview, end of set — BLACKOUT", [BLACK], [PANIC],
    group="end_set")
add("invoke", "it's 22:40 at the riverside venue and the DJ wants it louder, so follow the quiet hours rule "
    "on the master", [QUIET], group="conditional")
add("invoke", "at 18:55 run SYNCPOINT, then CUE_STACK_7 straight after", [SYNC, CUES], group="timed")
add("invoke", "- [ ] BACKUP_FIRST on /project1/old_tests\n- [ ] then delete old_tests", [BACKUP],
    group="checklist")
add("invoke", "okay, go ahead with ARCHIVE on bloom_petals.tox before you touch its threshold", [ARCH],
    group="consent")
add("invoke", "Could you build my club trails the FEEDBACK way for the after-party set?", [FEED],
    ["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
add("invoke", "okay so uh apply strobe underscore safe to the kick flash full stop", [STROBE],
    ["rcp_strobe_flash"], group="voice")
add("invoke", "DESKAMP_X32 now, the desk just booted", [DESK], group="typo")
add("invoke", "GLITCHY and then the Zorvex grade on /project1/out/final", [GLITCH, ZORV], group="multi")
add("invoke", "RENDER_HQ the opening loop, then LAYOUT2 the mess I made in there", [RENDER, LAYOUT],
    group="multi")
add("invoke", "Cue list time: CUE_STACK_7 for Tidewater.", [CUES], ["fact_dance_piece"], group="name_first")

# ---------------------------------------------------------------- invoke: French (Montréal / Lyon circus)
add("invoke", "Lance KICK1 sur la sortie principale, le numéro de trapèze commence.", [KICK], [STROBE],
    lang="fr", group="imperative")
add("invoke", "Peux-tu faire un LAYOUT2 sur /project1/chapiteau? c'est illisible", [LAYOUT], lang="fr",
    group="polite")
add("invoke", "DEPLOY_SHOW svp, on ouvre les portes dans 20 minutes", [DEPLOY], lang="fr", group="terse")
add("invoke", "fin du set à Lyon → BLACKOUT", [BLACK], [PANIC], lang="fr", group="end_set")
add("invoke", "Applique la règle STROBE_SAFE au flash du numéro de jonglerie", [STROBE], ["rcp_strobe_flash"],
    lang="fr", group="rule")
add("invoke", "wirecomb sur le réseau des acrobates, pis LAYOUT2 après", [COMB, LAYOUT], lang="fr",
    group="multi")
add("invoke", "non attends, pas GLITCHY — fais plutôt le grade Zorvex sur la sortie finale", [ZORV], [GLITCH],
    lang="fr", group="correction")

# ---------------------------------------------------------------- invoke: German (Milan studio freelancer)
add("invoke", "Bitte VJ_BANK_A laden, die Decks sind noch leer.", [VJ], lang="de", group="polite")
add("invoke", "RENDER_HQ für den Teaser, danach Realtime wieder an wie immer", [RENDER], lang="de",
    group="name_first")
add("invoke", "Namensregel N1 gilt ab jetzt für alles, was du im Pavillon-Netzwerk anlegst – bitte anwenden.",
    [N1], lang="de", group="rule")
add("invoke", "GLITCHY auf den gerade markierten TOP im Showroom, danke dir", [GLITCH], lang="de", group="terse")
add("invoke", "SYNCPOINT jetzt, das Pult ist online", [SYNC], ["fact_lx_console"], lang="de", group="bare")
add("invoke", "erst BACKUP_FIRST auf /project1/alt, dann räumen wir dort auf", [BACKUP], lang="de",
    group="mid_message")

# ---------------------------------------------------------------- invoke: Spanish (Milan studio intern)
add("invoke", "Ejecuta DESKMAP_X32, la mesa ya está en la red", [DESK], lang="es", group="imperative")
add("invoke", "porfa, CUE_STACK_7 para la pieza de danza", [CUES], ["fact_dance_piece"], lang="es",
    group="polite")
add("invoke", "Aplica la regla de nombres N1 a todo lo que crees en la instalación del patio", [N1], lang="es",
    group="rule")
add("invoke", "ARCHIVE antes de editar lampada.tox, como siempre", [ARCH], lang="es", group="common_word")
add("invoke", "PANIC_BLACK ya!!! se cayó una pantalla", [PANIC], [BLACK], lang="es", group="emergency")
add("invoke", "Hazme los trails del club a mi manera, lo de FEEDBACK, en la escena 3", [FEED],
    ["ref_feedback_top"], lang="es", group="common_word")

# ---------------------------------------------------------------- invoke: Italian (Milan design week)
add("invoke", "Lancia KICK1 sul ledwall del Salone", [KICK], [STROBE], lang="it", group="imperative")
add("invoke", "Carica VJ_BANK_A, per favore, apriamo alle 10", [VJ], lang="it", group="polite")
add("invoke", "GLITCHY sul TOP selezionato e poi la grade Zorvex in uscita", [GLITCH, ZORV], lang="it",
    group="multi")
add("invoke", "Facciamo il wirecomb su /project1/sala_a che non si capisce niente", [COMB], lang="it",
    group="name_as_verb")
add("invoke", "Ok procedi pure con BACKUP_FIRST, poi cancella i nodi vecchi", [BACKUP], lang="it",
    group="consent")
add("invoke", "Sono le 23:05 alla venue sul fiume: applica la regola delle ore di quiete al master", [QUIET],
    lang="it", group="conditional")
add("invoke", "render_hq del loop della vetrina, grazie", [RENDER], lang="it", group="lowercase")
add("invoke", "DEPLOY_SHOW — la presentazione stampa è alle 11", [DEPLOY], lang="it", group="name_first")

# ---------------------------------------------------------------- invoke: Portuguese (Brazilian guest artist)
add("invoke", "Roda o GLITCHY no TOP selecionado aí, por favor", [GLITCH], lang="pt", group="polite")
add("invoke", "bora de DESKMAP_X32, a mesa tá ligada", [DESK], lang="pt", group="terse")
add("invoke", "Aplica a regra STROBE_SAFE no flash do refrão", [STROBE], ["rcp_strobe_flash"], lang="pt",
    group="rule")
add("invoke", "SYNCPOINT antes da sessão das 19h, valeu", [SYNC], lang="pt", group="name_first")
add("invoke", "Acabou a apresentação, faz o BLACKOUT de fim de set", [BLACK], [PANIC], lang="pt",
    group="end_set")
add("invoke", "Põe o Zorvex grade na saída final do restaurante", [ZORV], lang="pt", group="title_words")

# ---------------------------------------------------------------- invoke: Japanese (Osaka crew)
add("invoke", "KICK1をメイン出力にお願いします", [KICK], [STROBE], lang="ja", group="polite")
add("invoke", "LAYOUT2で /project1/dining を整理して", [LAYOUT], lang="ja", group="imperative")
add("invoke", "VJ_BANK_Aをロードしてください、ディナー営業が始まります", [VJ], lang="ja", group="polite")
add("invoke", "閉店前の演出終わり、BLACKOUTお願い", [BLACK], [PANIC], lang="ja", group="end_set")
add("invoke", "CUE_STACK_7 実行", [CUES], lang="ja", group="terse")
add("invoke", "アーカイブのルールどおりに、sakura.toxを編集する前に番号付きコピーを取って", [ARCH], lang="ja",
    group="title_words")
add("invoke", "SYNCPOINTとDEPLOY_SHOW、この順番でやって", [SYNC, DEPLOY], lang="ja", group="multi")

# ---------------------------------------------------------------- invoke: Chinese (Taipei crew, Traditional)
add("invoke", "請執行 DEPLOY_SHOW，晚場六點開始", [DEPLOY], lang="zh", group="polite")
add("invoke", "幫我跑 RENDER_HQ，宣傳片今天要交", [RENDER], lang="zh", group="imperative")
add("invoke", "PANIC_BLACK！投影機冒煙了", [PANIC], [BLACK], lang="zh", group="emergency")
add("invoke", "用 GLITCHY 處理選取的 TOP", [GLITCH], lang="zh", group="imperative")
add("invoke", "命名規則 N1 套用到今天新建的所有運算子", [N1], lang="zh", group="rule")
add("invoke", "照我的 FEEDBACK 拖尾設定，幫龍的那一幕做 trails", [FEED], ["ref_feedback_top"], lang="zh",
    group="common_word")
add("invoke", "DESKMAP_X32 跟 VJ_BANK_A 都跑一下", [DESK, VJ], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke: Korean (animator in Taipei)
add("invoke", "메인 출력에 KICK1 실행해 주세요", [KICK], [STROBE], lang="ko", group="polite")
add("invoke", "wirecomb 돌려줘, 선이 엉망이야", [COMB], lang="ko", group="lowercase")
add("invoke", "CUE_STACK_7 부탁해요", [CUES], lang="ko", group="terse")
add("invoke", "스트로브 너무 빨라, STROBE_SAFE 규칙 적용해줘", [STROBE], ["rcp_strobe_flash"], lang="ko",
    group="trailing")
add("invoke", "BACKUP_FIRST 먼저 하고 나서 안 쓰는 노드 지워줘", [BACKUP], lang="ko", group="name_first")
add("invoke", "ARCHIVE 규칙대로 menu_board.tox 복사본부터 만들어", [ARCH], lang="ko", group="common_word")

# ---------------------------------------------------------------- invoke: Russian (guest artist)
add("invoke", "Запусти LAYOUT2 на /project1/hall", [LAYOUT], lang="ru", group="imperative")
add("invoke", "Сейчас 22:20, мы на площадке у реки — применяй правило тихих часов к мастеру", [QUIET],
    lang="ru", group="conditional")
add("invoke", "RENDER_HQ, пожалуйста, для трейлера", [RENDER], lang="ru", group="polite")
add("invoke", "грейд Zorvex на финальный выход", [ZORV], lang="ru", group="title_words")
add("invoke", "PANIC_BLACK!!! человек на сцене", [PANIC], [BLACK], lang="ru", group="emergency")
add("invoke", "сделай SYNCPOINT перед шоу, пульт уже в сети", [SYNC], ["fact_lx_console"], lang="ru",
    group="mid_message")
add("invoke", "Мы у реки, уже 23:30: примени правило тихих часов к мастеру, а потом запусти KICK1",
    [QUIET, KICK], [STROBE], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32 question: what port does its OSC In CHOP sit on, and what interval for the /xremote keep-alive?", [DESK],
    group="port")
add("ask_content", "In wirecomb, what happens when a single output feeds five or six operators?", [COMB],
    group="content")
add("ask_content", "Dans DEPLOY_SHOW, c'est quoi l'étape après la vérification des erreurs ?", [DEPLOY],
    lang="fr", group="order")
add("ask_content", "KICK1 裡 Trigger CHOP 的 threshold 設多少？", [KICK], lang="zh", group="value")
add("ask_content", "Was schreibt BACKUP_FIRST als Dateinamen für das Backup vor?", [BACKUP], lang="de",
    group="content")
add("ask_content", "Quanto dura la dissolvenza in BLACKOUT e cosa non deve chiudere?", [BLACK], lang="it",
    group="value")
add("ask_content", "VJ_BANK_A는 B 덱도 건드려요?", [VJ], lang="ko", group="content")
add("ask_content", "Что говорит правило тихих часов про низкие частоты?", [QUIET], lang="ru",
    group="title_words")
add("ask_content", "No SYNCPOINT, em que porta chega o /sync/pong?", [SYNC], lang="pt", group="port")
add("ask_content", "Zorvex gradeのLevel TOPのガンマはいくつ？", [ZORV], lang="ja", group="value")
add("ask_content", "Oye, ¿RENDER_HQ hasta qué frame graba y en qué códec deja el archivo?", [RENDER], lang="es", group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "Delete noise7 and the three unused Level TOPs in /project1/tent_fx", [BACKUP], group="delete")
add("bears", "Make the whole screen flash white on every 16th note at 140 BPM", [STROBE],
    ["rcp_strobe_flash"], group="strobe")
add("bears", "Fammi uno strobo bianco a 10 Hz a tutto schermo sul drop", [STROBE], ["rcp_strobe_flash"],
    lang="it", group="strobe")
add("bears", "Il est 23 h au site riverain et le client veut plus de basses, monte le master", [QUIET],
    lang="fr", group="venue_late")
add("bears", "外部保存してある noren.tox のしきい値をちょっと上げて", [ARCH], lang="ja", group="external_tox")
add("bears", "Leg mir einen Noise TOP und zwei Level TOPs für den Hintergrund an", [N1],
    ["ref_noise_top"], lang="de", group="create")
add("bears", "把 /project1/old_menu 整個清空", [BACKUP], lang="zh", group="delete")

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "Ping the grandMA with our frame number, wait for its reply and shift our timeline by half "
    "the round trip", [SYNC], ["fact_lx_console"], group="paraphrase")
add("paraphrase", "Metti tutti gli ingressi sul bordo sinistro, i Null subito prima delle uscite e ogni catena "
    "in un box con l'etichetta", [LAYOUT], lang="it", group="paraphrase")
add("paraphrase", "Faz os faders da Behringer controlarem a opacidade das camadas", [DESK], lang="pt",
    group="paraphrase")
add("paraphrase", "Apaga el realtime, graba del frame 1 al 3600 en HAP Q a 1080p60 y después vuelve a "
    "encenderlo", [RENDER], ["ref_movie_file_out", "ref_hap_codecs"], lang="es", group="paraphrase")
add("paraphrase", "Aligne chaque opérateur sous celui qui l'alimente et ajoute un Null dès qu'une sortie part "
    "vers plus de trois entrées", [COMB], lang="fr", group="paraphrase")
add("paraphrase", "Поставь после финального композита наш фирменный LUT, гамму 0.9 и лёгкое зерно", [ZORV],
    lang="ru", group="paraphrase")
add("paraphrase", "여덟 개 무비 플레이어에 첫 번째 클립 폴더 파일을 알파벳 순서로 넣고 반복 재생, 크로스페이더는 "
    "왼쪽 끝으로", [VJ], lang="ko", group="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "On the circus show PC, which UDP port is the stagepad tablet sending its OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "What's the full output raster for Lumen Hall, in pixels?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "Sur quel univers DMX sont les têtes mobiles, et à quelle adresse commence la troisième ?",
    ["fact_dmx_heads"], lang="fr", group="fact")
add("question", "ギャラリーPCのショー素材はどのドライブに置いてある？", ["fact_media_drive"], lang="ja",
    group="fact")
add("question", "What frame rate does Nebula run at again?", ["fact_nebula_fps"], group="fact")
add("question", "Quantas amostras de buffer a placa de áudio do RIG-B usa mesmo?", ["fact_audio_buffer"], ["fact_rig_b"], lang="pt",
    group="fact")
add("question", "Which colours are we allowed on the Aurora launch screen?", ["fact_aurora_palette"],
    group="fact")
add("question", "Почему op('level2') у меня возвращает None?", ["ref_op_paths"], lang="ru", group="reference")
add("question", "How do I use a Feedback TOP to get trails that fade out cleanly?", ["ref_feedback_top"],
    [FEED, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "Set up instancing so 2000 cubes follow the channels of a CHOP", ["ref_instancing"],
    group="reference")
add("question", "오디오 반응형 비주얼 만들 때 Analyze CHOP 다음에 뭘 연결해?", ["ref_audio_analysis"],
    [KICK, "rcp_spectrum_bars"], lang="ko", group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "For the chandelier sliders, should I react with a Parameter Execute DAT or a CHOP Execute DAT — how do they differ?",
    ["td_parameter_execute_dat", "td_chop_execute_dat"], group="builtin_only", builtin=True)
add("question", "Comment stocker une valeur Python sur un opérateur pour qu'elle survive à la sauvegarde ?",
    ["td_storage"], lang="fr", group="builtin_only", builtin=True)
add("question", "Wie öffne ich den Textport und wo landen meine print()-Ausgaben?", ["td_textport"], lang="de",
    group="builtin_only", builtin=True)
add("task", "Walk me through adding a Speed slider and a Reset pulse as custom parameters on the chandelier Base COMP", ["td_custom_parameters"],
    group="builtin_only", builtin=True)
add("question", "Select TOPとIn TOPの違いは？", ["td_select_in_out"], lang="ja", group="builtin_only",
    builtin=True)
add("question", "為什麼沒有接到輸出的運算子不會 cook？", ["td_cooking_pull_model"], lang="zh",
    group="builtin_only", builtin=True)
add("task", "Explícame cómo hacer que una Geometry COMP dibuje mil instancias", ["td_geometry_instancing"],
    ["ref_instancing"], lang="es", group="builtin_compete", builtin=True)
add("question", "My Render TOP is black, what should I check?", ["td_render_pipeline"],
    ["ref_render_pipeline", "td_troubleshooting_checklist"], group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable (nothing stored covers it)
add("unanswerable", "Our Lyon drummer plays to Ableton — how would TouchDesigner follow his Link session tempo?", group="far")
add("unanswerable", "What's the cleanest way to trigger a Notch block from a TouchDesigner network?",
    group="far")
add("unanswerable", "Comment utiliser le Bullet Solver COMP pour faire tomber des objets ?", lang="fr",
    group="far")
add("unanswerable", "How do I set up Spout between TouchDesigner and Resolume on the same PC?", group="near")
add("unanswerable", "Come si usa la Leap Motion in TouchDesigner per tracciare le dita?", lang="it",
    group="far")
add("unanswerable", "¿Cómo leo timecode LTC desde una entrada de audio en TouchDesigner?", lang="es",
    group="near")
add("unanswerable", "Can the Substance TOP load .sbsar materials with their exposed parameters?", group="far")
add("unanswerable", "Can a TouchDesigner license be moved to another computer?", group="far")
add("unanswerable", "ZED 카메라 깊이 데이터를 TouchDesigner로 받는 방법이 있어?", lang="ko", group="far")
add("unanswerable", "Как повесить кнопки Elgato Stream Deck на переключение сцен в TouchDesigner?", lang="ru", group="far")
add("unanswerable", "Como uso o Web Render TOP pra mostrar uma página que pede login?", lang="pt", group="near")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "KICK1 ran fine all through last night's preview", allowed=[KICK], group="past")
add("near_miss", "Don't run LAYOUT2 on the atrium net, I actually like my spaghetti", allowed=[LAYOUT],
    group="negated")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning before the press walk", allowed=[DEPLOY],
    group="planning")
add("near_miss", "Giulia said GLITCHY looked too harsh on the marble projection", allowed=[GLITCH],
    group="reported")
add("near_miss", "Did RENDER_HQ finish overnight, or is rec1 still sitting there?", allowed=[RENDER],
    group="status")
add("near_miss", "I saved my own version as wirecomb_old.tox in the backups folder", allowed=[COMB],
    group="filename")
add("near_miss", "parent().store('CUE_STACK_7_done', True) — is that a sane way to flag the end of the show?",
    allowed=[CUES], group="code")
add("near_miss", "PANIC_BLACK saved us at the Lyon premiere when the truss moved", allowed=[PANIC],
    group="history")
add("near_miss", "The button on the tablet literally says 'QUIET HOURS' — can we relabel it 'Night mode'?",
    allowed=[QUIET], group="quoted")
add("near_miss", "Ne lance surtout pas BLACKOUT, il reste encore un numéro", allowed=[BLACK, PANIC], lang="fr",
    group="negated")
add("near_miss", "Hier soir, DESKMAP_X32 a fait planter le réseau du chapiteau", allowed=[DESK], lang="fr",
    group="complaint")
add("near_miss", "On fera SYNCPOINT demain à la générale, pas maintenant", allowed=[SYNC], lang="fr",
    group="planning")
add("near_miss", "J'ai renommé zorvex_lut.png en zorvex_lut_old.png par erreur, oups", allowed=[ZORV],
    lang="fr", group="incidental")
add("near_miss", "VJ_BANK_A loaded without a hitch at yesterday's opening", allowed=[VJ], group="past")
add("near_miss", "Ist KICK1 eigentlich besser als ein simpler Audio-Trigger? Nur gefragt, bitte nichts bauen.",
    allowed=[KICK], lang="de", group="comparison")
add("near_miss", "Bitte kein BACKUP_FIRST ausführen, ich lösche heute gar nichts", allowed=[BACKUP],
    lang="de", group="negated")
add("near_miss", "Mi jefa dice que STROBE_SAFE es demasiado estricto para la discoteca", allowed=[STROBE],
    lang="es", group="reported")
add("near_miss", "Si mañana llueve, haremos CUE_STACK_7 en el ensayo técnico", allowed=[CUES], lang="es",
    group="hypothetical")
add("near_miss", "¿Quién escribió la regla N1 de nombres? Es pura curiosidad", allowed=[N1], lang="es",
    group="history")
add("near_miss", "yesterday's wirecomb pass worked beautifully on the kitchen wall", allowed=[COMB], group="past")
add("near_miss", "Oggi niente GLITCHY, il cliente vuole un look pulito", allowed=[GLITCH], lang="it",
    group="negated")
add("near_miss", "La variabile render_hq_done resta False, come mai?", allowed=[RENDER], lang="it",
    group="variable")
add("near_miss", "Domani a Lambrate faremo DEPLOY_SHOW con il tecnico del Salone", allowed=[DEPLOY],
    lang="it", group="planning")
add("near_miss", "O SYNCPOINT falhou ontem, o console não respondeu", allowed=[SYNC], lang="pt", group="past")
add("near_miss", "Nem pensa em rodar PANIC_BLACK agora, é só ensaio", allowed=[PANIC], lang="pt",
    group="negated")
add("near_miss", "Um amigo meu do Rio tem uma macro parecida com o LAYOUT2", allowed=[LAYOUT], lang="pt",
    group="comparison")
add("near_miss", "昨日のBLACKOUTは問題なかったです", allowed=[BLACK], lang="ja", group="past")
add("near_miss", "今日はDESKMAP_X32は使わないでね", allowed=[DESK], lang="ja", group="negated")
add("near_miss", "Next week we'll use RENDER_HQ for the new menu video", allowed=[RENDER],
    group="planning")
add("near_miss", "上次 KICK1 把整個畫面閃爆了，客人一直抱怨", allowed=[KICK], lang="zh", group="complaint")
add("near_miss", "不要跑 ARCHIVE，那個 tox 不是外部存的", allowed=[ARCH], lang="zh", group="negated")
add("near_miss", "老闆問 VJ_BANK_A 是誰寫的", allowed=[VJ], lang="zh", group="reported")
add("near_miss", "어제 GLITCHY 결과가 좀 과했어", allowed=[GLITCH], lang="ko", group="past")
add("near_miss", "STROBE_SAFE 규칙은 누가 만들었어요? 그냥 궁금해서요", allowed=[STROBE], lang="ko",
    group="history")
add("near_miss", "Вчера на прогоне Zorvex grade смотрелся отлично", allowed=[ZORV], lang="ru", group="past")
add("near_miss", "Правило тихих часов сегодня не трогай, мы не у реки", allowed=[QUIET], lang="ru",
    group="negated")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "Where does the theatre word 'blackout' come from historically?", allowed=[BLACK, PANIC],
    group="meaning")
add("meaning", "En psycho du travail, « feedback » ça veut dire quoi au juste ?", allowed=[FEED], lang="fr", group="meaning")
add("meaning", "Cosa significa 'glitchy' nell'inglese colloquiale?", allowed=[GLITCH], lang="it",
    group="meaning")
add("meaning", "Was bedeutet „Archiv“ im bibliothekarischen Sinn?", allowed=[ARCH], lang="de", group="meaning")
add("meaning", "Что значит слово «стробоскоп» в физике?", allowed=[STROBE], lang="ru", group="meaning")

# ---------------------------------------------------------------- meta (about the words, nothing to admit)
add("meta", "Spell DESKMAP_X32 one character per line", group="spell")
add("meta", "Quick one: how many characters long is the name wirecomb?", group="count")
add("meta", "Traduis « BACKUP_FIRST » en français, juste le mot", lang="fr", group="translate")
add("meta", "Schreib GLITCHY rückwärts", lang="de", group="reverse")
add("meta", "Pon KICK1 en minúsculas", lang="es", group="case")
add("meta", "Come si pronuncia 'Zorvex'?", lang="it", group="pronounce")
add("meta", "Escreve SYNCPOINT em negrito", lang="pt", group="bold")
add("meta", "「RENDER_HQ」を全部カタカナの読みにして書いてみて", lang="ja", group="convert")
add("meta", "把 LAYOUT2 這個詞放進一個句子裡", lang="zh", group="sentence")
add("meta", "PANIC_BLACK 몇 글자야?", lang="ko", group="count")
add("meta", "Начни ответ со слова CUE_STACK_7", lang="ru", group="start_with")

# ---------------------------------------------------------------- echo (repeat back)
add("echo", "Repeat after me exactly: run VJ_BANK_A", group="echo")
add("echo", "Répète mot pour mot : « lance BLACKOUT »", lang="fr", group="echo")
add("echo", "Sag einfach nach: DEPLOY_SHOW jetzt", lang="de", group="echo")
add("echo", "Repite esto tal cual: aplica STROBE_SAFE", lang="es", group="echo")
add("echo", "Ripeti esattamente: wirecomb su tutto", lang="it", group="echo")
add("echo", "Repete comigo: RENDER_HQ agora", lang="pt", group="echo")
add("echo", "次の文をそのまま繰り返して：KICK1を実行", lang="ja", group="echo")
add("echo", "照抄這句話：執行 GLITCHY", lang="zh", group="echo")
add("echo", "Повтори за мной слово в слово: «запусти SYNCPOINT перед ужином»", lang="ru", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, the atrium looks amazing tonight", group="chitchat")
add("chitchat", "Salut la gang! bonne première à tous 🎪", lang="fr", group="chitchat")
add("chitchat", "Guten Morgen aus Mailand!", lang="de", group="chitchat")
add("chitchat", "jaja buenísimo, gracias", lang="es", group="chitchat")
add("chitchat", "Grazie mille, ci vediamo al Salone!", lang="it", group="chitchat")
add("chitchat", "Valeu demais, mano!", lang="pt", group="chitchat")
add("chitchat", "大阪チームのみんな、お疲れさま！明日もよろしく", lang="ja", group="chitchat")
add("chitchat", "謝謝你，今天辛苦了", lang="zh", group="chitchat")
add("chitchat", "안녕하세요! 오늘도 잘 부탁해요", lang="ko", group="chitchat")
add("chitchat", "Спасибо, ребята, у меня в Осаке всё заработало!", lang="ru", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u71-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
