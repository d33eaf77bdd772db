"""Hand-written source of prompts_unseen92.jsonl: a blind suite by an independent evaluator (gateeval92).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen92.jsonl byte for byte.

Personas (they live here only):
- MTL/ZRH: a Montreal Nuit Blanche crew (Québécois French, English) and a Zurich Street Parade crew (German);
- BUE/LIS: a Buenos Aires tango-festival team (Rioplatense Spanish) and a Lisbon Santo António team
  (European Portuguese);
- OSA/TPE: an Osaka esports-arena (Japanese, with a Korean guest crew) and Taipei lantern-festival
  (Traditional Chinese) projection company;
- LED/NAP: a Saint Petersburg (Russian) and a Naples (Italian) remote operator.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen92.jsonl")
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
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (MTL crew, everyone)
add("invoke", "KICK1, on the courtyard output", [KICK], [STROBE], group="terse")
add("invoke", "pls run layout2 on /project1/scene, its a total mes in ther", [LAYOUT], group="typo")
add("invoke", "Could you please apply STROBE_SAFE to the beat strobe I just wired up for the Nuit Blanche courtyard?",
    [STROBE], [KICK], group="rule")
add("invoke", "DEPLOY_SHOW. Doors at the Quartier des spectacles open in 40 minutes, go.", [DEPLOY], group="name_first")
add("invoke", "V J _ B A N K _ A please, the decks are still empty", [BANK], group="spaces")
add("invoke", "🚨🚨🚨 PANIC_BLACK 🚨🚨🚨 someone walked into the beam", [PANIC], group="emoji")
add("invoke", "/glitchy selected TOP, the one feeding out2", [GLITCH], group="slash_command")
add("invoke", "[21:58:03] oscin_x32: no messages received on /ch/*/mix/fader\n"
              "[21:58:09] mixer: layer opacities static for 120 s\n"
              "ok that's dead. run DESKMAP_X32 again from scratch", [X32], ["ref_osc_in_chop"], group="log_paste")
add("invoke", "no wait, not GLITCHY — do RENDER_HQ on the finale comp instead", [RENDER], [GLITCH], group="correction")
add("invoke", "For everything you build for me from here on: naming rule N1.", [N1], group="trailing")
add("invoke", "Set's done, folks. Trigger BLACKOUT.", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "wire comb this network please, it looks like a bowl of poutine", [WIRE], group="spaces")
add("invoke", "okay computer build cue stack seven for the dance piece period", [CUES], ["fact_dance_piece"],
    group="voice")
add("invoke", "It's 19:40 and the grandMA is up, so run SYNCPOINT now.", [SYNC], ["fact_lx_console"],
    group="conditional")
add("invoke", "Yes, go ahead with the ARCHIVE rule on bloom.tox before you change its threshold.", [ARCHIVE],
    group="consent")
add("invoke", "Give the final composite of the courtyard show the Zorvex grade.", [ZORVEX], group="title_words")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the master out.", [QUIET],
    group="conditional")
add("invoke", "Build the club set trails using my FEEDBACK settings.", [FEEDBACK], ["ref_feedback_top"],
    group="common_word")
add("invoke", "- [ ] KICK1\n- [ ] LAYOUT2\n- [ ] save the toe\nwork through this list top to bottom", [KICK, LAYOUT],
    [STROBE], group="checklist")
add("invoke", "Right after intermission: build CUE_STACK_7, then run SYNCPOINT against the console.", [CUES, SYNC],
    ["fact_lx_console"], group="timed")
add("invoke", "do BACKUP_FRIST then delete the unused noise ops in /project1/lab", [BACKUP], group="typo")
add("invoke", "Mathieu is already on the scaffold with the projector, so prepare the project for the show now.",
    [DEPLOY], group="mid_message")
add("invoke", "Lighting console handshake, please. Priya says the desk is ready.", [SYNC], ["fact_lx_console"],
    group="title_words")
add("invoke", "glitchy + zorvex on out1, in that order", [GLITCH, ZORVEX], group="multi")
add("invoke", "Run the end-of-set cut to black, the last track just faded.", [BLACKOUT], group="title_words")
add("invoke", "deskmap x32 then layout2 then wirecomb, all three in a row", [X32, LAYOUT, WIRE], group="multi")

# ---------------------------------------------------------------- invoke: French (MTL)
add("invoke", "Lance KICK1 sur la sortie principale, stp.", [KICK], [STROBE], lang="fr", group="imperative")
add("invoke", "Peux-tu exécuter LAYOUT2 sur le réseau de la projection du Vieux-Port ?", [LAYOUT], lang="fr",
    group="polite")
add("invoke", "PANIC_BLACK tout de suite, le projecteur 2 affiche le bureau Windows!!", [PANIC], lang="fr",
    group="emergency")
add("invoke", "Applique la règle BACKUP_FIRST, puis supprime les vieux TOP de test dans /project1/essais.", [BACKUP],
    lang="fr", group="rule")
add("invoke", "On a fini le set, fais le BLACKOUT de fin.", [BLACKOUT], lang="fr", group="end_set")
add("invoke", "Charge VJ_BANK_A et ensuite lance DEPLOY_SHOW.", [BANK, DEPLOY], lang="fr", group="multi")
add("invoke", "Non attends, pas LAYOUT2 — fais plutôt wirecomb sur ce réseau-là.", [WIRE], [LAYOUT], lang="fr",
    group="correction")

# ---------------------------------------------------------------- invoke: German (ZRH)
add("invoke", "Bitte STROBE_SAFE auf den neuen Beat-Strobe anwenden, bevor der Love Mobile an der Quaibrücke vorbeikommt.",
    [STROBE], lang="de", group="rule")
add("invoke", "DESKMAP_X32 ausführen, das Pult hängt jetzt im Netz.", [X32], lang="de", group="name_first")
add("invoke", "Mach mal GLITCHY auf das ausgewählte TOP.", [GLITCH], lang="de", group="imperative")
add("invoke", "Jetzt RENDER_HQ, Bild 1 bis 3600.", [RENDER], lang="de", group="terse")
add("invoke", "kannst du die regel n1 auf alle neuen operatoren anwenden", [N1], lang="de", group="lowercase")
add("invoke", "Es ist 22:30 an der Location am Fluss, also bitte die Ruhezeiten-Regel (quiet hours) anwenden.", [QUIET],
    lang="de", group="conditional")

# ---------------------------------------------------------------- invoke: Spanish (BUE)
add("invoke", "Che, corré CUE_STACK_7 para la obra de danza.", [CUES], lang="es", group="imperative")
add("invoke", "¿Podrías aplicar el grade Zorvex a la composición final?", [ZORVEX], lang="es", group="title_words")
add("invoke", "SYNCPOINT ya, que la consola está lista.", [SYNC], lang="es", group="terse")
add("invoke", "Aplicá la regla ARCHIVE antes de tocar el bloom.tox externo.", [ARCHIVE], lang="es", group="rule")
add("invoke", "armame las estelas del club con mis ajustes de FEEDBACK", [FEEDBACK], lang="es", group="common_word")
add("invoke", "KICK1 y después GLITCHY sobre el mismo TOP, dale.", [KICK, GLITCH], [STROBE], lang="es", group="multi")

# ---------------------------------------------------------------- invoke: Portuguese (LIS)
add("invoke", "Executa o DEPLOY_SHOW, as portas do arraial abrem às 21h.", [DEPLOY], lang="pt", group="imperative")
add("invoke", "Carrega o VJ_BANK_A nos decks, se faz favor.", [BANK], lang="pt", group="polite")
add("invoke", "Acabou o set. BLACKOUT.", [BLACKOUT], lang="pt", group="end_set")
add("invoke", "São 23h15 no recinto junto ao rio, por isso aplica a regra das horas de silêncio.", [QUIET], lang="pt",
    group="conditional")
add("invoke", "Segue a regra BACKUP_FIRST e depois apaga o noise3.", [BACKUP], lang="pt", group="rule")
add("invoke", "Sim, podes avançar com o wirecomb.", [WIRE], lang="pt", group="consent")

# ---------------------------------------------------------------- invoke: Japanese (OSA)
add("invoke", "大阪の決勝用に、KICK1を実行してください。", [KICK], [STROBE], lang="ja", group="polite")
add("invoke", "LAYOUT2お願いします、配置がバラバラなので", [LAYOUT], lang="ja", group="name_first")
add("invoke", "緊急！PANIC_BLACK！スクリーンにエラーダイアログが出てる", [PANIC], lang="ja", group="emergency")
add("invoke", "DESKMAP_X32 を走らせて。卓はもう繋がってる。", [X32], lang="ja", group="imperative")
add("invoke", "次はRENDER_HQで書き出して", [RENDER], lang="ja", group="terse")
add("invoke", "ルールN1を今回作るオペレーター全部に適用して", [N1], lang="ja", group="rule")

# ---------------------------------------------------------------- invoke: Chinese (TPE)
add("invoke", "請執行 CUE_STACK_7。", [CUES], lang="zh", group="polite")
add("invoke", "幫我跑一下 SYNCPOINT，燈控台已經開機了", [SYNC], lang="zh", group="imperative")
add("invoke", "把 Zorvex 調色套到最後的合成上", [ZORVEX], lang="zh", group="title_words")
add("invoke", "把 STROBE_SAFE 規則套用到燈籠的閃爍效果", [STROBE], lang="zh", group="rule")
add("invoke", "先 GLITCHY 再 RENDER_HQ", [GLITCH, RENDER], lang="zh", group="multi")
add("invoke", "照 ARCHIVE 規則先備份，再改 lantern.tox", [ARCHIVE], lang="zh", group="rule")

# ---------------------------------------------------------------- invoke: Korean (OSA guest crew)
add("invoke", "VJ_BANK_A 불러와 주세요.", [BANK], lang="ko", group="polite")
add("invoke", "DEPLOY_SHOW 실행해줘, 결승전 곧 시작이야", [DEPLOY], lang="ko", group="imperative")
add("invoke", "wirecomb 돌려줘", [WIRE], lang="ko", group="terse")
add("invoke", "클럽 트레일은 내 FEEDBACK 설정대로 만들어 줘", [FEEDBACK], lang="ko", group="common_word")
add("invoke", "KICK1 실행하고 STROBE_SAFE도 적용해", [KICK, STROBE], lang="ko", group="multi")

# ---------------------------------------------------------------- invoke: Russian (LED remote operator)
add("invoke", "Запусти DESKMAP_X32, пульт X32 уже подключён к сети площадки.", [X32], lang="ru", group="imperative")
add("invoke", "Примени правило BACKUP_FIRST и удали старые ноды из /project1/tmp.", [BACKUP], lang="ru",
    group="rule")
add("invoke", "PANIC_BLACK, срочно, на экране рабочий стол!", [PANIC], lang="ru", group="emergency")
add("invoke", "Сделай LAYOUT2 для этой сети, пожалуйста.", [LAYOUT], lang="ru", group="polite")
add("invoke", "Сейчас 23:05 на площадке у реки — примени правило тихих часов.", [QUIET], lang="ru",
    group="conditional")
add("invoke", "Нет, не RENDER_HQ — сначала сделай CUE_STACK_7.", [CUES], [RENDER], lang="ru", group="correction")

# ---------------------------------------------------------------- invoke: Italian (NAP remote operator)
add("invoke", "Esegui GLITCHY sul TOP che ho selezionato adesso.", [GLITCH], lang="it", group="imperative")
add("invoke", "Mi applichi il look Zorvex sull'uscita finale?", [ZORVEX], lang="it", group="title_words")
add("invoke", "Lancia SYNCPOINT, la console luci risponde.", [SYNC], lang="it", group="name_first")
add("invoke", "Applica la regola N1 ai nuovi operatori che crei.", [N1], lang="it", group="rule")
add("invoke", "Fine del set, BLACKOUT per favore.", [BLACKOUT], lang="it", group="end_set")
add("invoke", "Carica VJ_BANK_A e poi DESKMAP_X32.", [BANK, X32], lang="it", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does the X32 desk mapping procedure listen on?", [X32], group="port")
add("ask_content", "Qu'est-ce que dit la règle STROBE_SAFE exactement ?", [STROBE], lang="fr", group="content")
add("ask_content", "Was fügt GLITCHY genau ein, und in welcher Reihenfolge?", [GLITCH], lang="de", group="order")
add("ask_content", "¿Qué códec, qué resolución y cuántos fps usa RENDER_HQ para grabar?", [RENDER], lang="es", group="value")
add("ask_content", "O que diz a regra ARCHIVE quando a pasta archive não existe?", [ARCHIVE], lang="pt",
    group="content")
add("ask_content", "CUE_STACK_7 で作る cues7 テーブルの列は何ですか？", [CUES], lang="ja", group="content")
add("ask_content", "SYNCPOINT 會把 ping 送到哪個 IP 跟哪個埠？", [SYNC], ["fact_lx_console"], lang="zh", group="port")
add("ask_content", "Zorvex 그레이드는 어떤 순서로 TOP을 넣어?", [ZORVEX], lang="ko", group="order")
add("ask_content", "Какой максимальный уровень звука разрешает правило тихих часов после 22:00?", [QUIET], lang="ru",
    group="value")
add("ask_content", "Cosa prevede PANIC_BLACK per ripristinare l'uscita dopo?", [PANIC], lang="it", group="content")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "Delete noise1 and the three unused Level TOPs in /project1/bg.", [BACKUP], group="delete")
add("bears", "Fais clignoter tout l'écran à 10 Hz sur le drop.", [STROBE], ["rcp_strobe_flash"], lang="fr",
    group="strobe")
add("bears", "Es ist 22:45 an der Location am Fluss, dreh den Master um 6 dB hoch.", [QUIET], lang="de",
    group="venue_late")
add("bears", "Abrí el bloom.tox externo y cambiale el umbral a 0.7.", [ARCHIVE], lang="es", group="external_tox")
add("bears", "背景用に Noise TOP と Level TOP を一つずつ新しく作ってくれる？", [N1], ["ref_noise_top"], lang="ja", group="create")
add("bears", "Всё, сет окончен, последний трек отыграл.", [BLACKOUT], lang="ru", group="end_set")
add("bears", "Podes limpar a rede /project1/velho toda, avança.", [BACKUP], lang="pt", group="consent")

# ---------------------------------------------------------------- paraphrase (no content word of title or name)
add("paraphrase", "What's the routine that makes the picture pump with the bass drum on the main out?", [KICK],
    ["ref_audio_analysis"])
add("paraphrase", "那個讓畫面時間跟 grandMA 對齊的流程是什麼？", [SYNC], ["fact_lx_console"], lang="zh")
add("paraphrase", "Qual è la procedura che collega i fader del Behringer a TouchDesigner?", [X32], lang="it")
add("paraphrase", "우리 스튜디오 시그니처 톤 보정, LUT이랑 그레인 넣는 그거 뭐였지?", [ZORVEX], lang="ko")
add("paraphrase", "Qual é a rotina que põe os oito Movie File In com os vídeos do primeiro conjunto e faz preload?",
    [BANK], ["web_moviein_preload"], lang="pt")
add("paraphrase", "C'est quoi le truc qui exporte un fichier HAP Q d'une minute avec le temps réel coupé ?", [RENDER],
    ["ref_movie_file_out"], lang="fr")
add("paraphrase", "Wie heißt nochmal der Ablauf, der alle Quellen-Operatoren bei x = 0 stapelt und die Nulls direkt vor die Ausgänge setzt?",
    [LAYOUT], lang="de")

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "What's the grandMA's IP on the touring network, and which universes does it put out?",
    ["fact_lx_console"], group="fact")
add("question", "Sur quel univers DMX sont patchées les lyres, et à partir de quelle adresse ?", ["fact_dmx_heads"],
    ["fact_lx_console"], lang="fr", group="fact")
add("question", "Mit welcher Bildrate läuft eigentlich die Nebula-Installation, 50 oder 60?", ["fact_nebula_fps"], lang="de", group="fact")
add("question", "¿Dónde queda el log de errores durante el show?", ["fact_show_log"], lang="es", group="fact")
add("question", "Which ports does the stagepad tablet send and receive OSC on?", ["fact_stagepad_ports"],
    ["ref_osc_in_chop"], group="fact")
add("question", "RIG-Bのオーディオバッファはいくつに決まってる？", ["fact_audio_buffer"], ["fact_rig_b"], lang="ja",
    group="fact")
add("question", "Aurora 發表會的品牌色是哪幾個？", ["fact_aurora_palette"], lang="zh", group="fact")
add("question", "Почему мой Render TOP выдаёт чёрный кадр?", ["ref_render_pipeline"], lang="ru", group="reference")
add("question", "Come faccio un tunnel con il feedback?", ["rcp_feedback_tunnel"], ["ref_feedback_top", FEEDBACK],
    lang="it", group="common_word")
add("question", "영상 시작할 때 프레임 드랍이 나요. 미리 로드해 두는 방법 있어요?", ["web_moviein_preload"],
    ["ref_hap_codecs", "ref_movie_file_out"], lang="ko", group="reference")
add("task", "Build me audio spectrum bars from the DJ mixer feed on the studio interface.", ["rcp_spectrum_bars"],
    ["ref_audio_analysis", "fact_studio_audio"], group="reference")

# ---------------------------------------------------------------- question / task with the built-in knowledge
add("question", "Why does an operator that nothing downstream references never cook?", ["td_cooking_pull_model"],
    builtin=True, group="builtin_only")
add("question", "Comment réagir au bouton pulse d'un paramètre custom avec un Parameter Execute DAT ?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], lang="fr", builtin=True, group="builtin_only")
add("question", "Wie lese ich in TouchDesigner Daten über eine TCP-Verbindung ein?", ["td_network_protocols_dats"],
    lang="de", builtin=True, group="builtin_only")
add("question", "バイパスフラグとロックフラグの違いは何ですか？", ["td_operator_flags"], lang="ja", builtin=True,
    group="builtin_only")
add("question", "怎麼用 Select TOP 從另一個 COMP 裡面把畫面拿出來？", ["td_select_in_out"], lang="zh", builtin=True,
    group="builtin_only")
add("question", "¿Cómo guardo un diccionario de Python en un COMP para que siga ahí después de guardar el .toe?",
    ["td_storage"], lang="es", builtin=True, group="builtin_only")
add("task", "Сделай мне панель управления со слайдерами и кнопками для оператора.", ["td_panel_ui_components"],
    lang="ru", builtin=True, group="builtin_only")
add("question", "Come funziona il Feedback TOP quando voglio fare le scie dietro ai ballerini?", ["td_feedback_top"],
    ["ref_feedback_top", "rcp_feedback_tunnel", FEEDBACK], lang="it", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable (nothing stored covers them)
add("unanswerable", "Is there a way to get Leap Motion hand tracking into our Nuit Blanche patch?", group="far")
add("unanswerable", "Comment envoyer la sortie de TD vers Resolume avec Spout ?", lang="fr", group="near")
add("unanswerable", "Wie übertrage ich meine TouchDesigner-Lizenz auf den neuen Rechner?", lang="de", group="far")
add("unanswerable", "¿Cómo uso el Bullet Solver para que caigan cubos con física?", lang="es", group="far")
add("unanswerable", "Como ligo trackers Vive ao TouchDesigner?", lang="pt", group="far")
add("unanswerable", "How do I control TouchDesigner from the buttons on an Elgato Stream Deck?", group="near")
add("unanswerable", "Dante 音訊網路要怎麼接進 TouchDesigner？", lang="zh", group="far")
add("unanswerable", "Can the Web Render TOP keep a login cookie between sessions?", group="far")
add("unanswerable", "Как импортировать материалы Substance в TouchDesigner?", lang="ru", group="far")
add("unanswerable", "Come si collega una camera ZED per avere la profondità?", lang="it", group="near")
add("unanswerable", "What's the best way to follow an Ableton Live set's tempo from TD over Link?", group="near")

# ---------------------------------------------------------------- near misses (named, not invoked)
add("near_miss", "Don't run KICK1 tonight, the DJ hates it.", allowed=[KICK], group="negated")
add("near_miss", "LAYOUT2 ran fine last night on the Nuit Blanche install.", allowed=[LAYOUT], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning before load-in.", allowed=[DEPLOY], group="planning")
add("near_miss", "Priya said the SYNCPOINT kept timing out during tech.", allowed=[SYNC], group="reported")
add("near_miss", "Has anyone updated render_hq_notes.txt since the tour?", allowed=[RENDER], group="filename")
add("near_miss", "`if GLITCHY_ENABLED: op('glitchy_out').bypass = False` throws a NameError, where do I define that flag?",
    allowed=[GLITCH], group="code")
add("near_miss", "Is PANIC_BLACK still mapped to the big red button on the Street Parade float?", allowed=[PANIC],
    group="status")
add("near_miss", "If we ever put the Zorvex grade on the lantern show, it would clash with the red paper.",
    allowed=[ZORVEX], group="hypothetical")
add("near_miss", "The BLACKOUT at the end of last night's set came two seconds late, annoying.", allowed=[BLACKOUT],
    group="complaint")
add("near_miss", "Sending the photo of the quiet hours sign at the riverside venue to the group chat now.",
    allowed=[QUIET], group="incidental")
add("near_miss", "The file cue_stack_7_backup.toe is on Mathieu's USB key.", allowed=[CUES], group="filename")
add("near_miss", "Don't run wirecomb, I like the chaos exactly the way it is.", allowed=[WIRE], group="negated")
add("near_miss", "What if we tried GLITCHY at the milonga? Probably looks weird, never mind.", allowed=[GLITCH],
    group="hypothetical")
add("near_miss", "Does the variable layout2_done get set to True after every run?", allowed=[LAYOUT],
    group="variable")
add("near_miss", "The ARCHIVE rule has filled our folder with hundreds of numbered tox files.", allowed=[ARCHIVE],
    group="complaint")
add("near_miss", "Who made the zorvex_lut.png file in the first place?", allowed=[ZORVEX], group="filename")
add("near_miss", "Would something like the quiet hours rule make sense for the Osaka arena too?", allowed=[QUIET],
    group="hypothetical")
add("near_miss", "My colleague asked whether LAYOUT2 still works in the new TouchDesigner build.", allowed=[LAYOUT],
    group="reported")
add("near_miss", "There's a line that says run('DEPLOY_SHOW') in the startup script, but it never fires.",
    allowed=[DEPLOY], group="code")
add("near_miss", "Ne lance surtout pas PANIC_BLACK pendant la répétition, c'est juste un test de son.",
    allowed=[PANIC], lang="fr", group="negated")
add("near_miss", "Hier soir, VJ_BANK_A a pris une éternité à charger.", allowed=[BANK], lang="fr", group="past")
add("near_miss", "STROBE_SAFE hat uns letztes Jahr an der Street Parade den Drop ruiniert.", allowed=[STROBE],
    lang="de", group="complaint")
add("near_miss", "Morgen früh machen wir dann DESKMAP_X32 mit dem neuen Pult.", allowed=[X32], lang="de",
    group="planning")
add("near_miss", "El año pasado, en el festival de tango, el KICK1 andaba perfecto.", allowed=[KICK], lang="es",
    group="past")
add("near_miss", "Mateo dijo que el CUE_STACK_7 tiene un cue de más.", allowed=[CUES], lang="es", group="reported")
add("near_miss", "Não corras o RENDER_HQ agora, o disco está quase cheio.", allowed=[RENDER], lang="pt",
    group="negated")
add("near_miss", "Amanhã à tarde fazemos o SYNCPOINT com a mesa de luz do arraial.", allowed=[SYNC], lang="pt",
    group="planning")
add("near_miss", "昨日のeスポーツ決勝ではBLACKOUTが綺麗に決まった。", allowed=[BLACKOUT], lang="ja", group="past")
add("near_miss", "今はKICK1を使わないでね。", allowed=[KICK], lang="ja", group="negated")
add("near_miss", "上次在元宵燈會，DEPLOY_SHOW 跑了快十分鐘。", allowed=[DEPLOY], lang="zh", group="past")
add("near_miss", "不要執行 VJ_BANK_A，今晚用 B 組。", allowed=[BANK], lang="zh", group="negated")
add("near_miss", "어제 wirecomb 돌렸더니 Null이 엄청 많이 생겼어.", allowed=[WIRE], lang="ko", group="complaint")
add("near_miss", "내일 리허설 전에 DESKMAP_X32 할 예정이야.", allowed=[X32], lang="ko", group="planning")
add("near_miss", "Вчера GLITCHY сломал мне всю сеть.", allowed=[GLITCH], lang="ru", group="complaint")
add("near_miss", "Не трогай правило BACKUP_FIRST в памяти, оставляем его как есть.", allowed=[BACKUP], lang="ru",
    group="negated")
add("near_miss", "Non fare il BLACKOUT adesso, c'è ancora un pezzo.", allowed=[BLACKOUT], lang="it",
    group="negated")
add("near_miss", "La regola N1 l'abbiamo scritta l'anno scorso a Napoli.", allowed=[N1], lang="it", group="history")

# ---------------------------------------------------------------- meaning (ordinary sense of a procedure word)
add("meaning", "Where does the word 'blackout' come from, wartime Britain?", allowed=[BLACKOUT, PANIC])
add("meaning", "Que veut dire « archive » pour un bibliothécaire, au sens propre ?", allowed=[ARCHIVE], lang="fr")
add("meaning", "Was bedeutet 'Feedback' im Sinne von Rückmeldung im Job?", allowed=[FEEDBACK], lang="de")
add("meaning", "「キック」ってサッカー用語ではどういう意味？", allowed=[KICK], lang="ja")
add("meaning", "¿Qué significa 'glitchy' cuando lo dice un pibe en inglés coloquial?", allowed=[GLITCH], lang="es")
add("meaning", "O que significa 'horas de silêncio' num condomínio?", allowed=[QUIET], lang="pt")

# ---------------------------------------------------------------- meta (about the words, nothing to run)
add("meta", "Spell out DESKMAP_X32 one character at a time, with dashes in between.", group="spell")
add("meta", "How would a Montrealer pronounce Zorvex, is the x silent?", group="pronounce")
add("meta", "Comment on traduirait « PANIC_BLACK » en bon français québécois ?", lang="fr", group="translate")
add("meta", "Write 'wirecomb' backwards.", group="reverse")
add("meta", "¿Cuántas letras tiene la palabra SYNCPOINT, contando todas?", lang="es", group="count")
add("meta", "Escreve GLITCHY em minúsculas.", lang="pt", group="case")
add("meta", "「RENDER_HQ」を太字にして。", lang="ja", group="bold")
add("meta", "用 CUE_STACK_7 造一個句子。", lang="zh", group="sentence")
add("meta", "답변을 'VJ_BANK_A'로 시작해 줘.", lang="ko", group="start_reply")
add("meta", "Переведи слово BACKUP_FIRST на русский.", lang="ru", group="translate")
add("meta", "Scrivi LAYOUT2 alternando maiuscole e minuscole.", lang="it", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: KICK1 then BLACKOUT.")
add("echo", "Répète exactement ceci, sans rien faire : lance DEPLOY_SHOW.", lang="fr")
add("echo", "Sag einfach nach: STROBE_SAFE anwenden.", lang="de")
add("echo", "Repetí textual: «corré wirecomb».", lang="es")
add("echo", "Repete comigo, palavra por palavra: aplica o Zorvex ao arraial.", lang="pt")
add("echo", "「SYNCPOINTを実行」と繰り返して。", lang="ja")
add("echo", "照著說一遍：執行 GLITCHY。", lang="zh")
add("echo", "따라 해 봐: PANIC_BLACK 실행.", lang="ko")
add("echo", "Повтори за мной: запусти RENDER_HQ.", lang="ru")
add("echo", "Ripeti parola per parola: esegui DESKMAP_X32.", lang="it")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks, that looked amazing on the big wall at the Quartier")
add("chitchat", "Merci la gang, bonne Nuit Blanche à tous!", lang="fr")
add("chitchat", "Grüezi mitenand, alles guet bi eu am Umzug?", lang="de")
add("chitchat", "¡Qué noche de milonga, che! Gracias por todo.", lang="es")
add("chitchat", "Bom dia! Já comeram sardinhas hoje na Alfama?", lang="pt")
add("chitchat", "本日の決勝、お疲れさまでした！", lang="ja")
add("chitchat", "燈會辛苦了，大家明天見！", lang="zh")
add("chitchat", "고마워요, 오늘 수고 많았어요", lang="ko")
add("chitchat", "Спасибо, из Питера всё отлично видно, до завтра!", lang="ru")
add("chitchat", "Grazie mille da Napoli, a domani ragazzi!", lang="it")


def main() -> None:
    rows = [{"pid": f"u92-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
