"""Hand-written source of prompts_unseen110.jsonl: a blind suite by an independent evaluator (gateeval110).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run.
Run this file to regenerate prompts_unseen110.jsonl byte for byte.

Personas (they live here only):
- a Lyon Fête des Lumières crew (fr, with an Italian video operator, it) who also runs the Hamburg
  Hafengeburtstag harbour-birthday show (de);
- a Valencia Fallas (es) and Recife carnival (pt) team;
- a Sapporo snow-festival (ja) and Chengdu lantern-show (zh) company, with a remote operator who works
  from Busan (ko) and Novosibirsk (ru);
- the touring English-speaking lead who writes to all of them (en).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen110.jsonl")
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

# ---------------------------------------------------------------- invoke: English (touring lead)
add("invoke", "KICK1 — harbour stage", [KICK], [STROBE], group="terse")
add("invoke", "layout2 pls, harbour patch is chaos", [LAYOUT], group="lowercase")
add("invoke", "Could you please run DEPLOY_SHOW for tonight's harbour set?", [DEPLOY], group="polite")
add("invoke", "VJ_BANK_A — go.", [BANK], group="name_first")
add("invoke", "it's 23:10 and we're at the riverside venue, so apply the quiet hours rule before I touch the "
    "master fader", [QUIET], group="conditional")
add("invoke", "no wait, not BLACKOUT — do PANIC_BLACK, someone just climbed the truss", [PANIC], [BLACKOUT],
    group="correction")
add("invoke", "/wirecomb /project1/harbour", [WIRE], group="slash_command")
add("invoke", "- [x] load media\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\nrun the two unchecked ones in that order",
    [SYNC, DEPLOY], group="checklist")
add("invoke", "ERROR 19:42:03 /project1/out1 cook time 41.7 ms\nWARNING 19:42:03 frame dropped\nWARNING 19:42:04 "
    "frame dropped\nok forget live capture, run the RENDER_HQ preset so we get a clean file", [RENDER],
    group="log_paste")
add("invoke", "G L I T C H Y on whatever TOP I have selected, please", [GLITCH], group="spaces")
add("invoke", "desk map x thirty two run it now", [X32], group="voice")
add("invoke", "🎛️➡️ Zorvex grade on the final comp 🙏", [ZORVEX], group="emoji")
add("invoke", "For the whole harbour rebuild today, apply naming rule N1 to every operator you drop in.", [N1], group="rule")
add("invoke", "Run CUE_STACK_7 at 21:25 sharp, just before the late Tidewater show.", [CUES], ["fact_dance_piece"],
    group="timed")
add("invoke", "Follow BACKUP_FIRST, then delete the whole old_tests COMP.", [BACKUP], group="rule")
add("invoke", "keep a numbered copy of bloom.tox in the archive like our ARCHIVE rule says, then raise its "
    "threshold to 0.7", [ARCHIVE], group="title_words")
add("invoke", "club trails, my FEEDBACK way please, same as last weekend at the warehouse", [TRAILS],
    group="common_word")
add("invoke", "strobe safe check on the new flash chain, clamp it", [STROBE], group="title_words")
add("invoke", "Tonight's set is done, so do the end-of-set BLACKOUT.", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "PANIC_BLACK now, the haze machine set off the fire alarm", [PANIC], [BLACKOUT], group="emergency")
add("invoke", "ok go ahead with CUE_STACK_7, Mateo is ready in the wings", [CUES], group="consent")
add("invoke", "the X32 is finally on the network, so DESKMAP_X32 please", [X32], group="trailing")
add("invoke", "run vj bank a on the pier decks", [BANK], group="lowercase")
add("invoke", "yes, do it — RENDER_HQ, same as for the harbour teaser", [RENDER], group="consent")
add("invoke", "execute the KICK1 procedure now on out1", [KICK], [STROBE], group="imperative")
add("invoke", "Time for the Zorvex look on the lantern feed.", [ZORVEX], group="title_words")
add("invoke", "Follow naming rule N1 while you rebuild the ui COMP.", [N1], group="rule")
add("invoke", "strobesafe the new chain pls", [STROBE], group="typo")
add("invoke", "Run LAYUOT2 on /project1/fx, it's a mess in there.", [LAYOUT], group="typo")
add("invoke", "When you get a sec, wirecomb the network in /project1/lanterns, then LAYOUT2 it.", [WIRE, LAYOUT],
    group="multi")

# ---------------------------------------------------------------- invoke: French (Lyon, Fête des Lumières)
add("invoke", "Lance KICK1 sur la sortie principale, la façade de Saint-Jean attend.", [KICK], [STROBE], lang="fr",
    group="imperative")
add("invoke", "Vas-y pour LAYOUT2, le réseau est illisible.", [LAYOUT], lang="fr", group="name_as_verb")
add("invoke", "Non attends, pas GLITCHY — fais plutôt le Zorvex grade sur la compo finale.", [ZORVEX], [GLITCH],
    lang="fr", group="correction")
add("invoke", "Il est 22h30 et on est au lieu au bord de la rivière, donc applique la règle des heures calmes "
    "avant que je touche au son.", [QUIET], lang="fr", group="conditional")
add("invoke", "wirecomb puis LAYOUT2 s'il te plaît", [WIRE, LAYOUT], lang="fr", group="multi")
add("invoke", "PANIC_BLACK !!! tout de suite, quelqu'un est monté sur la scène", [PANIC], [BLACKOUT], lang="fr",
    group="emergency")

# ---------------------------------------------------------------- invoke: German (Hamburg, Hafengeburtstag)
add("invoke", "Bitte VJ_BANK_A laden, die Barkassen legen gleich an.", [BANK], lang="de", group="polite")
add("invoke", "SYNCPOINT mit dem Lichtpult, jetzt.", [SYNC], ["fact_lx_console"], lang="de", group="terse")
add("invoke", "deskmap_x32 ausführen, der Mischer hängt jetzt im Netz", [X32], lang="de", group="lowercase")
add("invoke", "Set ist vorbei – BLACKOUT bitte.", [BLACKOUT], [PANIC], lang="de", group="end_set")
add("invoke", "Wende BACKUP_FIRST an und lösch danach noise1 bis noise4.", [BACKUP], lang="de", group="rule")
add("invoke", "Erst CUE_STACK_7, dann SYNCPOINT – genau in der Reihenfolge.", [CUES, SYNC], lang="de",
    group="multi")

# ---------------------------------------------------------------- invoke: Spanish (Valencia, Fallas)
add("invoke", "Ejecuta GLITCHY en el TOP seleccionado, que la falla arde en cinco minutos.", [GLITCH], lang="es",
    group="imperative")
add("invoke", "Por favor, aplica la regla STROBE_SAFE al estrobo nuevo de la mascletà.", [STROBE], lang="es",
    group="rule")
add("invoke", "Carga VJ_BANK_A y luego pon GLITCHY encima del deck_a1.", [BANK, GLITCH], lang="es", group="multi")
add("invoke", "Se acabó la sesión, haz el BLACKOUT de final de set.", [BLACKOUT], [PANIC], lang="es",
    group="end_set")
add("invoke", "Aplica la regla de nombres N1 a todo lo que crees hoy.", [N1], lang="es", group="rule")
add("invoke", "Mis estelas FEEDBACK para el club, como siempre, porfa.", [TRAILS], lang="es", group="common_word")

# ---------------------------------------------------------------- invoke: Portuguese (Recife, carnaval)
add("invoke", "Roda o DEPLOY_SHOW aí, o bloco sai às 22h.", [DEPLOY], lang="pt", group="imperative")
add("invoke", "Faz o wirecomb nessa rede, tá uma bagunça.", [WIRE], lang="pt", group="name_as_verb")
add("invoke", "Pode aplicar o Zorvex grade na saída final? Valeu.", [ZORVEX], lang="pt", group="polite")
add("invoke", "PANIC_BLACK agora, caiu uma parte da estrutura!", [PANIC], [BLACKOUT], lang="pt", group="emergency")
add("invoke", "Segue a regra ARCHIVE: guarda uma cópia numerada do frevo_fx.tox antes de eu mexer nele.", [ARCHIVE],
    lang="pt", group="rule")
add("invoke", "Antes de apagar o container velho, faz o BACKUP_FIRST e só depois apaga.", [BACKUP], lang="pt",
    group="mid_message")

# ---------------------------------------------------------------- invoke: Italian (video operator of the Lyon crew)
add("invoke", "Esegui LAYOUT2 per favore, non si capisce più niente.", [LAYOUT], lang="it", group="polite")
add("invoke", "Vai con RENDER_HQ, ci serve il video pulito per il cliente.", [RENDER], lang="it", group="imperative")
add("invoke", "Per la facciata di Lione applica la regola N1 a ogni operatore nuovo che aggiungi.", [N1], lang="it", group="rule")
add("invoke", "Sono le 23:05 alla venue sul fiume, quindi applica la regola delle ore di quiete prima di alzare "
    "il volume.", [QUIET], lang="it", group="conditional")
add("invoke", "Fai SYNCPOINT e poi DEPLOY_SHOW.", [SYNC, DEPLOY], lang="it", group="multi")
add("invoke", "Le mie scie FEEDBACK per il club, grazie.", [TRAILS], lang="it", group="common_word")

# ---------------------------------------------------------------- invoke: Japanese (Sapporo snow festival)
add("invoke", "KICK1を実行してください。雪像のプロジェクション用です。", [KICK], [STROBE], lang="ja", group="polite")
add("invoke", "GLITCHYお願いします、選択中のTOPに。", [GLITCH], lang="ja", group="name_first")
add("invoke", "セット終了、BLACKOUTして。", [BLACKOUT], [PANIC], lang="ja", group="end_set")
add("invoke", "ARCHIVEルールに従って、snow_bloom.toxの番号付きコピーを取ってから編集して。", [ARCHIVE], lang="ja",
    group="rule")
add("invoke", "STROBE_SAFEルールを適用して、新しいフラッシュを直して。", [STROBE], lang="ja", group="rule")
add("invoke", "wirecombとLAYOUT2、両方やって", [WIRE, LAYOUT], lang="ja", group="multi")

# ---------------------------------------------------------------- invoke: Chinese (Chengdu lantern show)
add("invoke", "执行 DEPLOY_SHOW，灯会七点开场。", [DEPLOY], lang="zh", group="imperative")
add("invoke", "请运行 RENDER_HQ，导出高质量成片。", [RENDER], lang="zh", group="polite")
add("invoke", "DESKMAP_X32 走一遍", [X32], lang="zh", group="terse")
add("invoke", "按命名规则 N1 来建新节点。", [N1], lang="zh", group="rule")
add("invoke", "先 Zorvex grade 再 RENDER_HQ。", [ZORVEX, RENDER], lang="zh", group="multi")
add("invoke", "用我的 FEEDBACK 拖尾设置做俱乐部的视觉。", [TRAILS], lang="zh", group="common_word")

# ---------------------------------------------------------------- invoke: Korean (Busan remote operator)
add("invoke", "부산 리허설 시작합니다, CUE_STACK_7 실행해 주세요.", [CUES], lang="ko", group="polite")
add("invoke", "SYNCPOINT 해줘, 콘솔이랑 맞춰야 돼.", [SYNC], lang="ko", group="terse")
add("invoke", "Zorvex grade 적용해 주세요.", [ZORVEX], lang="ko", group="title_words")
add("invoke", "BACKUP_FIRST 규칙 따라서 백업하고 old_fx 지워줘.", [BACKUP], lang="ko", group="rule")
add("invoke", "지금 23시 20분이고 강변 공연장이니까 조용한 시간 규칙 적용해 줘.", [QUIET], lang="ko", group="conditional")
add("invoke", "KICK1 돌리고 GLITCHY도 걸어줘.", [KICK, GLITCH], [STROBE], lang="ko", group="multi")

# ---------------------------------------------------------------- invoke: Russian (Novosibirsk remote operator)
add("invoke", "Запусти VJ_BANK_A.", [BANK], lang="ru", group="imperative")
add("invoke", "Выполни wirecomb для этой сети.", [WIRE], lang="ru", group="imperative")
add("invoke", "DESKMAP_X32, пожалуйста.", [X32], lang="ru", group="bare")
add("invoke", "Применяй правило ARCHIVE: сначала пронумерованная копия ice_fx.tox, потом правки.", [ARCHIVE],
    lang="ru", group="rule")
add("invoke", "Всё, сет в Новосибирске отыграли — делай BLACKOUT.", [BLACKOUT], [PANIC], lang="ru", group="end_set")
add("invoke", "Правило STROBE_SAFE примени к стробу на дропе.", [STROBE], lang="ru", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What threshold and release does the Trigger CHOP get in KICK1?", [KICK], group="value")
add("ask_content", "Which codec and which frame range does RENDER_HQ use?", [RENDER], group="value")
add("ask_content", "Dans DEPLOY_SHOW, quelle est l'étape juste avant le mode Perform ?", [DEPLOY], lang="fr",
    group="order")
add("ask_content", "Auf welchem Port lauscht DESKMAP_X32, und wie oft schickt es /xremote?", [X32], lang="de",
    group="port")
add("ask_content", "¿Qué hace SYNCPOINT si la consola no responde?", [SYNC], lang="es", group="content")
add("ask_content", "O que o wirecomb faz quando uma saída alimenta mais de três entradas?", [WIRE], lang="pt",
    group="content")
add("ask_content", "Zorvex gradeでは、Level TOPのガンマとコントラストは何に設定するんだっけ？", [ZORVEX], lang="ja", group="value")
add("ask_content", "BACKUP_FIRST 规定备份文件放在哪个文件夹、怎么命名？", [BACKUP], lang="zh", group="content")
add("ask_content", "VJ_BANK_A는 크로스페이더를 어느 값으로 맞추나요?", [BANK], lang="ko", group="value")
add("ask_content", "Что говорит правило тихих часов на площадке у реки — какой предел громкости после 22:00?",
    [QUIET], lang="ru", group="value")
add("ask_content", "Cosa dice la regola N1 su come chiamare i Null?", [N1], lang="it", group="content")

# ---------------------------------------------------------------- bears (a rule applies, unnamed)
add("bears", "Wipe every unused operator out of /project1/scratch, go ahead.", [BACKUP], group="consent")
add("bears", "Mach den weißen Strobo auf 10 Blitze pro Sekunde, synchron zum Drop.", [STROBE], lang="de",
    group="strobe")
add("bears", "Il est 23h au lieu au bord de la rivière ; monte le master audio de 8 dB, le public n'entend rien.",
    [QUIET], lang="fr", group="venue_late")
add("bears", "Cambia el umbral dentro del componente externo glow.tox a 0.6.", [ARCHIVE], lang="es",
    group="external_tox")
add("bears", "Apaga o nó noise3, não serve pra nada.", [BACKUP], lang="pt", group="delete")
add("bears", "把闪光频率调到每秒八次，跟着鼓点走。", [STROBE], lang="zh", group="strobe")
add("bears", "Удали старую ветку с тестами, давай.", [BACKUP], lang="ru", group="delete")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "For the harbour party, I want the whole image to punch brighter every time the bass drum lands.", [KICK], [STROBE])
add("paraphrase", "The connections in this patch are spaghetti — line each node up under whatever feeds it.", [WIRE])
add("paraphrase", "Je veux un fichier impeccable à 60 images/s, calculé image par image, sans temps réel.", [RENDER],
    lang="fr")
add("paraphrase", "Hol die Fader vom Behringer-Pult rein, damit sie die Deckkraft der Ebenen steuern.", [X32],
    lang="de")
add("paraphrase", "最終出力に、うちのスタジオのいつものLUTと粒子ノイズの質感をかけて。", [ZORVEX], lang="ja")
add("paraphrase", "Sporca l'immagine selezionata con uno spostamento a rumore e uno sfasamento dei canali rosso e blu.",
    [GLITCH], lang="it")
add("paraphrase", "마테오 안무용 12개 큐 테이블이랑 타이머 만들어 줘.", [CUES], ["fact_dance_piece"], lang="ko")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "For Lumen Hall on 14 March, how wide and tall is the one big output raster across the projectors?", ["fact_lumen_hall_raster"],
    group="fact")
add("task", "Set up an NDI Out TOP so the front-of-house laptop can see our feed.", ["ref_ndi"], group="reference")
add("question", "Explain how a Feedback TOP reads the previous frame — I keep getting a cook loop.",
    ["ref_feedback_top"], [TRAILS], group="common_word")
add("question", "La tablette stagepad du régisseur, elle envoie son OSC sur quel port UDP déjà ?", ["fact_stagepad_ports"], lang="fr",
    group="fact")
add("question", "Welche Grafikkarte steckt in RIG-B?", ["fact_rig_b"], lang="de", group="fact")
add("question", "¿En qué dirección DMX empieza la tercera cabeza móvil?", ["fact_dmx_heads"], lang="es",
    group="fact")
add("question", "Pro lançamento Aurora, quais hex de cor da marca a gente pode usar no telão?", ["fact_aurora_palette"], lang="pt",
    group="fact")
add("question", "Per l'installazione Nebula, a quanti fotogrammi al secondo dobbiamo esportare i contenuti?", ["fact_nebula_fps"], lang="it", group="fact")
add("question", "ギャラリーPCだと、札幌の映像素材はどのドライブのどのフォルダに入れればいい？", ["fact_media_drive"], lang="ja", group="fact")
add("question", "RIG-B 的音频缓冲设成多少？", ["fact_audio_buffer"], lang="zh", group="fact")
add("question", "조명 콘솔 IP 주소가 뭐예요?", ["fact_lx_console"], lang="ko", group="fact")
add("question", "Где лежит лог ошибок шоу?", ["fact_show_log"], lang="ru", group="fact")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "Where can I stash a Python dict of cue states on the lanterns COMP so it is still there after I save and reopen the .toe?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Comment faire passer un CHOP d'un composant à l'autre sans fil, avec Select ou In/Out ?",
    ["td_select_in_out"], lang="fr", group="builtin_only", builtin=True)
add("task", "Ich will per Python reagieren, wenn jemand den Pulse-Parameter an meiner Komponente drückt.",
    ["td_parameter_execute_dat"], lang="de", group="builtin_only", builtin=True)
add("question", "¿Qué hace la bandera de bypass y en qué se diferencia de lock?", ["td_operator_flags"], lang="es",
    group="builtin_only", builtin=True)
add("question", "TouchDesignerでオペレーターがクックされる条件は？プルモデルって何？", ["td_cooking_pull_model"],
    lang="ja", group="builtin_only", builtin=True)
add("question", "怎么打开 Textport 看 Python 报错？", ["td_textport"], lang="zh", group="builtin_only", builtin=True)
add("task", "Como deixo os caminhos de arquivo relativos pro projeto rodar em outra máquina?",
    ["td_paths_and_variables"], lang="pt", group="builtin_only", builtin=True)
add("question", "Как назначить материал на Geometry COMP и какие вообще бывают MAT?", ["td_mat_family"], lang="ru",
    group="builtin_only", builtin=True)
add("question", "I keep mixing them up: when do I want a DAT Execute DAT versus a plain Execute DAT for the lantern cue table?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get hand tracking from a Leap Motion 2 into TouchDesigner?", group="far")
add("unanswerable", "Can TouchDesigner host VST3 plugins on an audio chain?", group="far")
add("unanswerable", "Is there a way to drive TouchDesigner scenes from an Elgato Stream Deck?", group="far")
add("unanswerable", "Comment intégrer une caméra de profondeur ZED 2 ?", lang="fr", group="far")
add("unanswerable", "Wie installiere ich numpy oder eine andere pip-Bibliothek in TouchDesigner?", lang="de",
    group="far")
add("unanswerable", "¿Se puede usar TouchEngine dentro de Unreal Engine?", lang="es", group="far")
add("unanswerable", "Dá pra sincronizar o andamento com o Ableton Link?", lang="pt", group="far")
add("unanswerable", "Come si mostra una pagina web con il Web Render TOP?", lang="it", group="far")
add("unanswerable", "商业版和教育版许可证有什么区别？", lang="zh", group="far")
add("unanswerable", "Bullet Solver COMP로 물리 시뮬레이션 어떻게 해요?", lang="ko", group="far")
add("unanswerable", "Как отправить картинку в Resolume через Spout?", lang="ru", group="far")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "Don't run LAYOUT2, I like my mess the way it is.", allowed=[LAYOUT], group="negated")
add("near_miss", "KICK1 ran fine last night at the harbour, no notes.", allowed=[KICK], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow at 18:00, not now.", allowed=[DEPLOY], group="planning")
add("near_miss", "Priya said SYNCPOINT timed out twice during the rehearsal.", allowed=[SYNC], group="reported")
add("near_miss", "Did RENDER_HQ finish already?", allowed=[RENDER], group="status")
add("near_miss", "I renamed the file glitchy_v3.toe so it sorts first in the folder.", allowed=[GLITCH],
    group="filename")
add("near_miss", "self.cue_stack7_done = False  # reset in onStart", allowed=[CUES], group="code")
add("near_miss", "PANIC_BLACK broke my DMX master mapping last week and I'm still annoyed.", allowed=[PANIC],
    group="complaint")
add("near_miss", "Back in 2024 the wirecomb macro didn't exist yet, we straightened everything by hand.",
    allowed=[WIRE], group="history")
add("near_miss", "The Chengdu poster literally says \"Zorvex grade: coming soon\" lol", allowed=[ZORVEX],
    group="quoted")
add("near_miss", "Please don't trigger BLACKOUT until the encore is over.", allowed=[BLACKOUT], group="negated")
add("near_miss", "Our vj_bank_a folder is 40 GB now, just so you know.", allowed=[BANK], group="incidental")
add("near_miss", "What if STROBE_SAFE didn't exist — would the venue even let us play?", allowed=[STROBE],
    group="hypothetical")
add("near_miss", "The commit message reads 'tweak DESKMAP_X32 fader names', that's all I changed.", allowed=[X32],
    group="quoted")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Ne lance surtout pas PANIC_BLACK pendant les tests, les riverains filment.", allowed=[PANIC],
    lang="fr", group="negated")
add("near_miss", "Hier soir GLITCHY a tourné sans souci sur la cathédrale.", allowed=[GLITCH], lang="fr",
    group="past")
add("near_miss", "On fera le DESKMAP_X32 demain matin avec l'ingé son.", allowed=[X32], lang="fr", group="planning")
add("near_miss", "RENDER_HQ hat gestern drei Stunden gedauert, krass.", allowed=[RENDER], lang="de", group="past")
add("near_miss", "Kein LAYOUT2 heute, bitte nichts verschieben.", allowed=[LAYOUT], lang="de", group="negated")
add("near_miss", "Mañana haremos CUE_STACK_7 con el coreógrafo, hoy no.", allowed=[CUES], lang="es",
    group="planning")
add("near_miss", "El técnico dice que el wirecomb le dejó la red preciosa.", allowed=[WIRE], lang="es",
    group="reported")
add("near_miss", "O KICK1 quebrou minha rede ontem, acho que foi o Trigger.", allowed=[KICK], lang="pt",
    group="complaint")
add("near_miss", "Não faz o BLACKOUT agora, o bloco ainda tá passando!", allowed=[BLACKOUT], lang="pt",
    group="negated")
add("near_miss", "Il DEPLOY_SHOW di ieri è andato liscio.", allowed=[DEPLOY], lang="it", group="past")
add("near_miss", "Il file si chiama ancora naming_n1_bozza.txt.", allowed=[N1], lang="it", group="filename")
add("near_miss", "昨日のVJ_BANK_Aは問題なかったよ。", allowed=[BANK], lang="ja", group="past")
add("near_miss", "明日、札幌でDESKMAP_X32を試す予定です。", allowed=[X32], lang="ja", group="planning")
add("near_miss", "别运行 wirecomb，我的网络是故意这样排的。", allowed=[WIRE], lang="zh", group="negated")
add("near_miss", "变量名叫 kick1_env，别改。", allowed=[KICK], lang="zh", group="variable")
add("near_miss", "어제 부산에서 PANIC_BLACK 잘 작동했어요.", allowed=[PANIC], lang="ko", group="past")
add("near_miss", "CUE_STACK_7 이미 끝났나요?", allowed=[CUES], lang="ko", group="status")
add("near_miss", "Пока не запускай SYNCPOINT: Прия перезагружает grandMA, подожди.", allowed=[SYNC], lang="ru", group="negated")
add("near_miss", "Коллега говорит, что LAYOUT2 вчера всё красиво расставил.", allowed=[LAYOUT], lang="ru",
    group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "My gran talks about the blackout during the Blitz — what did that word mean for Londoners back then?", allowed=[BLACKOUT, PANIC])
add("meaning", "Dans l'argot des gamers anglophones, « glitchy » veut dire quoi au juste, à part « buggé » ?", allowed=[GLITCH], lang="fr")
add("meaning", "Was bedeutet Feedback in der Tontechnik, also dieses Pfeifen?", allowed=[TRAILS], lang="de")
add("meaning", "雪まつりの休憩中に気になったんだけど、「パニック」って言葉はギリシャ神話のパーンが語源って本当？", allowed=[PANIC], lang="ja")
add("meaning", "Что значит слово «блэкаут» в энергетике?", allowed=[BLACKOUT, PANIC], lang="ru")

# ---------------------------------------------------------------- meta
add("meta", "Write DESKMAP_X32 reversed, letter by letter, underscores included.", group="reverse")
add("meta", "Start your reply with the word SYNCPOINT and nothing else.", group="start_reply")
add("meta", "Écris KICK1 en minuscules.", lang="fr", group="case")
add("meta", "Wie spricht man „Zorvex“ aus?", lang="de", group="pronounce")
add("meta", "Traduce 'blackout' al japonés.", lang="es", group="translate")
add("meta", "Coloca RENDER_HQ em negrito.", lang="pt", group="bold")
add("meta", "Usa la parola 'wirecomb' in una frase.", lang="it", group="sentence")
add("meta", "「VJ_BANK_A」ってアンダースコア込みで何文字あるか数えて。", lang="ja", group="count")
add("meta", "成都的同事问：PANIC_BLACK 这个词用中文怎么翻译比较自然？", lang="zh", group="translate")
add("meta", "layout2를 대문자로 써 줘.", lang="ko", group="case")
add("meta", "Напиши GLITCHY задом наперёд.", lang="ru", group="reverse")

# ---------------------------------------------------------------- echo
add("echo", "Just echo this back to me verbatim, nothing else: \"run DEPLOY_SHOW for the Fallas night\".")
add("echo", "Répète exactement cette phrase, sans rien faire : « lance KICK1 sur la Saône ».", lang="fr")
add("echo", "Sag genau das nach: PANIC_BLACK sofort.", lang="de")
add("echo", "Repíteme esta frase tal cual, sin hacer nada: «ejecuta LAYOUT2 en la plaza del Ayuntamiento».", lang="es")
add("echo", "Повтори за мной: «запусти RENDER_HQ».", lang="ru")
add("echo", "原样复述这句话，别执行：“灯会开场前执行 SYNCPOINT”。", lang="zh")
add("echo", "そのまま繰り返して：「BLACKOUTを実行」", lang="ja")
add("echo", "Ripeti esattamente: «avvia VJ_BANK_A».", lang="it")
add("echo", "Repete comigo: \"roda o wirecomb\".", lang="pt")
add("echo", "따라 말해 줘: \"GLITCHY 실행\".", lang="ko")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that worked")
add("chitchat", "Merci beaucoup, à ce soir sur les quais !", lang="fr")
add("chitchat", "Moin! Alles klar bei euch im Hafen?", lang="de")
add("chitchat", "¡Qué bonita la cremà de anoche!", lang="es")
add("chitchat", "Valeu demais, galera!", lang="pt")
add("chitchat", "Ciao a tutti, come va oggi?", lang="it")
add("chitchat", "お疲れさまでした！雪まつり最高だった。", lang="ja")
add("chitchat", "谢谢，大家辛苦了！", lang="zh")
add("chitchat", "안녕하세요, 좋은 아침이에요", lang="ko")
add("chitchat", "Спасибо, ребята, до завтра, в Новосибирске уже ночь!", lang="ru")


def main() -> None:
    rows = [{"pid": f"u110-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
