"""Author script for prompts_unseen57.jsonl: a blind gate suite written by helper "gateeval57".

Written blind: labels come only from corpus.jsonl, the built-in knowledge files, the README's "Labels" and
"Intents" sections and the data test's label rules; the author never ran the gate or any bench on these prompts.

Personas (kept here only):
- a VJ collective's group chat: short chat-app messages in many languages, @mentions, slash commands, emoji,
  several requests in one message, corrections of the previous message, pasted logs;
- students of a TouchDesigner course asking what things are, what procedures say, and talking about past runs;
- a producer relaying plans, vetoes, schedules and complaints, and asking for show facts.

About 60 % of the prompts are not in English (14+ languages, including hi, vi, id, uk, cs, el, he, ar, fi, tr,
pl, sv, nl besides the usual ones).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen57.jsonl")
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

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 pls, the DJ starts in ten", [K], [S], group="terse")
add("invoke", "@copilot lance KICK1 sur la sortie principale stp 🙏", [K], [S], "fr", "live_chat")
add("invoke", "कृपया KICK1 चलाओ, डीजे सेट शुरू होने वाला है", [K], [S], "hi", "polite")
add("invoke", "kick 1 graag, de bas moet het beeld laten pompen", [K], [S], "nl", "spaces")
add("invoke", "KCIK1 go go go, typo sorry, you know which one", [K], [S], group="typo")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! someone's phone desktop is on the projector", [P], group="emergency")
add("invoke", "pánico, PANIC_BLACK ya mismo", [P], lang="es", group="emergency")
add("invoke", "PANIC_BLACK 지금 당장!! 화면에 에러창 떴어", [P], lang="ko", group="emergency")
add("invoke", "תפעיל PANIC_BLACK עכשיו, מישהו עלה על הבמה", [P], lang="he", group="emergency")
# LAYOUT2
add("invoke", "/layout2 /project1/vj_mixer", [L], group="slash_command")
add("invoke", "Kannst du bitte LAYOUT2 auf das aktuelle Netzwerk anwenden? Danke!", [L], lang="de", group="polite")
add("invoke", "kör layout2 på /project1/fx tack", [L], lang="sv", group="lowercase")
add("invoke", "my network looks like a bowl of noodles. LAYOUT2.", [L], group="trailing")
# STROBE_SAFE
add("invoke", "Enforce STROBE_SAFE on every flash in the show file now", [S], group="rule")
add("invoke", "applica STROBE_SAFE allo strobo del drop, grazie", [S], lang="it", group="rule")
add("invoke", "Zastosuj regułę STROBE_SAFE do LFO w /project1/strobe", [S], lang="pl", group="rule")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST and then remove the unused noise ops in /project1/bg", [B], group="rule")
add("invoke", "Aplica o BACKUP_FIRST e depois apaga o container velho do palco", [B], lang="pt", group="rule")
add("invoke", "BACKUP_FIRST kuralını uygula, sonra /project1/old klasörünü sil", [B], lang="tr", group="rule")
# DEPLOY_SHOW
add("invoke", "Checklist for tonight:\n- [x] soundcheck\n- [x] projector focus\n- [ ] DEPLOY_SHOW  <- do this one now",
    [D], group="checklist")
add("invoke", "DEPLOY_SHOW をお願いします。開場まであと30分です。", [D], lang="ja", group="polite")
add("invoke", "tolong jalankan DEPLOY_SHOW sekarang, pintu venue udah dibuka", [D], lang="id", group="polite")
add("invoke", "Запусти DEPLOY_SHOW, будь ласка, глядачі вже заходять", [D], lang="uk", group="polite")
add("invoke", "doors in 2 min → DEPLOY_SHOW now", [D], group="timed")
# VJ_BANK_A
add("invoke", "load VJ BANK A onto the decks, we open the night with it", [V], group="spaces")
add("invoke", "carga VJ_BANK_A en los decks porfa, abrimos con esos loops", [V], lang="es", group="imperative")
add("invoke", "nạp VJ_BANK_A giúp mình nhé, sắp lên sóng rồi", [V], lang="vi", group="polite")
add("invoke", "Загрузи VJ_BANK_A в деки, начинаем через пять минут", [V], lang="ru", group="imperative")
# GLITCHY
add("invoke", "GLITCHY on cam_in please, it's the selected TOP", [G], group="name_first")
add("invoke", "いま選んでるカメラのTOPにGLITCHYかけといて〜", [G], lang="ja", group="imperative")
add("invoke", "Τρέξε το GLITCHY στο επιλεγμένο TOP", [G], lang="el", group="imperative")
add("invoke", "spusť GLITCHY na vybraný TOP, díky", [G], lang="cs", group="imperative")
add("invoke", "Так, ребята, пока Лёша ставит проектор — запусти GLITCHY на камеру, а про свет потом поговорим",
    [G], lang="ru", group="mid_message")
# DESKMAP_X32
add("invoke", "The X32 just arrived at FOH. DESKMAP_X32, go.", [X], group="trailing")
add("invoke", "DESKMAP_X32 bitte, das Pult ist jetzt verkabelt", [X], lang="de", group="name_first")
add("invoke", "Aja DESKMAP_X32, mikseri on nyt verkossa", [X], lang="fi", group="imperative")
add("invoke", "🎛️➡️💻 DESKMAP_X32 🙏", [X], group="emoji")
# RENDER_HQ
add("invoke", "okay computer run render underscore h q for the client teaser", [R], group="voice")
add("invoke", "RENDER_HQ pour le teaser du client, merci", [R], lang="fr", group="name_first")
add("invoke", "请执行 RENDER_HQ，客户要高清版本", [R], lang="zh", group="imperative")
add("invoke", "شغّل RENDER_HQ من فضلك، العميل يريد النسخة النهائية", [R], lang="ar", group="polite")
add("invoke", "You asked whether to start RENDER_HQ for the trailer — yes, go ahead.", [R], group="consent")
# NAMING N1
add("invoke", "Apply naming rule N1 to the stuff you just built", [N], group="title_words")
add("invoke", "Benenne die neuen Operatoren nach Regel N1 um", [N], lang="de", group="rule")
add("invoke", "방금 만든 노드들에 N1 명명 규칙 적용해줘", [N], lang="ko", group="rule")
# FEEDBACK (club trail settings)
add("invoke", "Build my FEEDBACK trails for the club set, my usual settings", [F], group="common_word")
add("invoke", "Monta os trails do set do clube do meu jeito, a configuração FEEDBACK", [F], lang="pt",
    group="common_word")
add("invoke", "Pas mijn FEEDBACK trail-instellingen toe voor de clubset", [F], lang="nl", group="common_word")
# BLACKOUT
add("invoke", "last track is done, set's over: BLACKOUT", [BO], group="end_set")
add("invoke", "Fine del set: esegui BLACKOUT", [BO], lang="it", group="end_set")
add("invoke", "Sista låten är slut, kör BLACKOUT-proceduren", [BO], lang="sv", group="end_set")
# wirecomb
add("invoke", "wirecomb this mess before the students see it", [W], group="name_as_verb")
add("invoke", "passe un coup de wirecomb sur le réseau, les fils se croisent partout", [W], lang="fr",
    group="name_as_verb")
add("invoke", "zrób wirecomb na tej sieci, kable się krzyżują", [W], lang="pl", group="imperative")
add("invoke", "no wait, scratch my last msg, not LAYOUT2 — do wirecomb on it instead", [W], [L], group="correction")
# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 before the tech rehearsal", [C], group="imperative")
add("invoke", "Monta el CUE_STACK_7 para la pieza de danza, porfa", [C], lang="es", group="polite")
add("invoke", "CUE_STACK_7'yi kur lütfen", [C], lang="tr", group="polite")
add("invoke", "CUE STACK 7 बना दो यार", [C], lang="hi", group="spaces")
# SYNCPOINT
add("invoke", "lock us to the desk before doors — SYNCPOINT", [SY], group="trailing")
add("invoke", "SYNCPOINT ausführen, die Lichtkonsole ist online", [SY], lang="de", group="name_first")
add("invoke", "jalankan SYNCPOINT dengan konsol lighting ya", [SY], lang="id", group="imperative")
add("invoke", "```\nWARNING: /project1/out1 cook time 41 ms\nERROR: osc_in2: port 8001 already in use\n```\n"
    "ignore that, I closed the other app. just run SYNCPOINT", [SY], group="log_paste")
# ARCHIVE
add("invoke", "Follow the ARCHIVE rule, then bump the threshold inside bloom.tox to 0.6", [A], group="common_word")
add("invoke", "Regola ARCHIVE prima di toccare bloom.tox, poi cambia il blur a 4", [A], lang="it",
    group="common_word")
add("invoke", "ARCHIVE ルールに従ってから bloom.tox を編集して", [A], lang="ja", group="rule")
# Zorvex
add("invoke", "Zorvex look on the final comp please", [Z], group="title_words")
add("invoke", "Applique le grade Zorvex sur le composite final", [Z], lang="fr", group="title_words")
add("invoke", "给最终合成加上 Zorvex 调色", [Z], lang="zh", group="title_words")
# Quiet hours
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule", [Q], group="conditional")
add("invoke", "Es ist 22:30 am Riverside-Venue — wende die Quiet-Hours-Regel an", [Q], lang="de", group="conditional")
add("invoke", "Het is 22:45 bij de riverside venue, quiet hours toepassen graag", [Q], lang="nl", group="conditional")
# several at once
add("invoke", "DEPLOY_SHOW first, SYNCPOINT right after, both before 19:45", [D, SY], group="multi")
add("invoke", "Charge VJ_BANK_A et mets le Zorvex look derrière", [V, Z], lang="fr", group="multi")
add("invoke", "Erst BACKUP_FIRST, dann wirecomb auf /project1/fx", [B, W], lang="de", group="multi")
add("invoke", "KICK1 y luego GLITCHY sobre la salida", [K, G], [S], lang="es", group="multi")
add("invoke", "LAYOUT2 のあと N1 で名前を直して", [L, N], lang="ja", group="multi")
add("invoke", "/run CUE_STACK_7\n/run RENDER_HQ", [C, R], group="multi")
add("invoke", "Aplica ARCHIVE no bloom.tox e depois faz os FEEDBACK trails do clube", [A, F], lang="pt", group="multi")
add("invoke", "It's 22:20 by the river: apply quiet hours and STROBE_SAFE to the whole patch", [Q, S], group="multi")
add("invoke", "Запусти DESKMAP_X32 і KICK1 одразу", [X, K], [S], lang="uk", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32 — quel port UDP déjà ?", [X], lang="fr", group="port")
add("ask_content", "What threshold does the Trigger CHOP get in KICK1?", [K], group="value")
add("ask_content", "RENDER_HQ は何フレームまで録画するの？", [R], lang="ja", group="value")
add("ask_content", "Which folder does BACKUP_FIRST put the .tox in?", [B], group="content")
add("ask_content", "Was macht wirecomb, wenn ein Ausgang an mehr als drei Eingänge geht?", [W], lang="de", group="content")
add("ask_content", "quick one for the students: what's the fastest flash rate STROBE_SAFE lets through?", [S], group="value")
add("ask_content", "SYNCPOINT ping hangi IP adresine gidiyor?", [SY], lang="tr", group="port")
add("ask_content", "In CUE_STACK_7, what columns does the cue table have?", [C], group="content")
add("ask_content", "Zorvex grade: qual è il gamma del Level TOP?", [Z], lang="it", group="value")
add("ask_content", "PANIC_BLACK 之后怎么恢复？按步骤说一下", [P], lang="zh", group="order")

# ---------------------------------------------------------------- bears
add("bears", "Borra todos los operadores sin usar de /project1/fx", [B], lang="es", group="delete")
add("bears", "Make the white strobe flicker at 12 Hz on the drop", [S], group="strobe")
add("bears", "Es ist 22:40 am Riverside-Venue, dreh den Master auf 0 dBFS und den Sub voll auf", [Q], lang="de",
    group="venue_late")
add("bears", "Change the threshold inside bloom.tox (it's saved externally) to 0.7", [A], group="external_tox")
add("bears", "Ajoute trois Noise TOP et un Level pour le fond", [N], lang="fr", group="create")
add("bears", "Smaž noise1 a level3, už je nepotřebuju", [B], lang="cs", group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Can you get the channel sliders of our Behringer console flowing into TouchDesigner?", [X], ["ref_osc_in_chop"])
add("paraphrase", "Mein Patch ist Spaghetti — sortier die Nodes so, dass Quellen ganz links stehen und jede Stufe "
    "200 Einheiten weiter rechts", [L], lang="de")
add("paraphrase", "Exporta una captura perfecta, sin tiempo real, de los fotogramas 1 a 3600", [R], lang="es")
add("paraphrase", "Build the timed scene-change table for Tidewater from the choreographer's csv", [C], ["fact_dance_piece"])
add("paraphrase", "最后合成后面加上我们工作室的招牌色调和胶片颗粒", [Z], lang="zh")
add("paraphrase", "Ping the grandMA over OSC, measure the round trip and offset our timeline by half of it", [SY],
    ["fact_lx_console"])

# ---------------------------------------------------------------- question / task
add("question", "producer here — what IP does the grandMA3 sit on for the touring show?", ["fact_lx_console"], group="fact")
add("question", "Op welk DMX-adres begint de vierde moving head?", ["fact_dmx_heads"], ["fact_lx_console"], "nl", "fact")
add("question", "Nebula は何FPSで動いてる？", ["fact_nebula_fps"], lang="ja", group="fact")
add("question", "How big is the Lumen Hall output raster in pixels?", ["fact_lumen_hall_raster"], group="fact")
add("question", "stagepad 的 OSC 端口是多少？", ["fact_stagepad_ports"], lang="zh", group="fact")
add("question", "What's the hex code for the Aurora orange?", ["fact_aurora_palette"], group="fact")
add("question", "Onde fica a mídia do show no PC da galeria?", ["fact_media_drive"], lang="pt", group="fact")
add("question", "Jaký audio buffer používá RIG-B?", ["fact_audio_buffer"], lang="cs", group="fact")
add("question", "how do i make trails with a feedback top, like the classic tunnel thing?", ["ref_feedback_top"],
    ["rcp_feedback_tunnel", F, "ref_pixel_formats"], group="common_word")
add("question", "Почему мой Render TOP выдаёт чёрный экран?", ["ref_render_pipeline"], lang="ru", group="reference")
add("question", "op('bg_noise') gibt None zurück, warum?", ["ref_op_paths"], lang="de", group="reference")
add("question", "HAP o H.264 per otto clip in contemporanea?", ["ref_hap_codecs"], lang="it", group="reference")
add("question", "Where do I find the show error log after the gig?", ["fact_show_log"], group="fact")
add("question", "Tidewater की टेक रिहर्सल कब है?", ["fact_dance_piece"], lang="hi", group="fact")
add("task", "Build an LED strip mapper for 300 pixels going out over Art-Net", ["rcp_led_strip"], group="reference")
add("task", "Haz unas barras de espectro de audio para la pantalla lateral", ["rcp_spectrum_bars"],
    ["ref_audio_analysis"], "es", "reference")
add("question", "Hur får jag Replicator COMP att skapa en knapp per rad?", ["td_replicator_comp"], ["ref_replicator"],
    "sv", "builtin_compete", builtin=True)
add("question", "What's the difference between a Python expression and a script in TouchDesigner?",
    ["td_python_expressions_vs_scripts"], group="builtin_only", builtin=True)
add("question", "Jak działa model cooking w TD, pull-based? Kiedy operator się przelicza?", ["td_cooking_pull_model"],
    lang="pl", group="builtin_only", builtin=True)
add("task", "Add a custom parameter page with a Speed slider to my COMP", ["td_custom_parameters"],
    group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT でパラメータの変化に反応するには？", ["td_parameter_execute_dat"], lang="ja",
    group="builtin_only", builtin=True)
add("question", "Que veulent dire les drapeaux rouges et jaunes sur mes opérateurs ?", ["td_error_warning_flags"],
    lang="fr", group="builtin_only", builtin=True)
add("question", "how do I print debug output to the Textport and read it back?", ["td_textport"],
    group="builtin_only", builtin=True)
add("question", "Select TOP ile In/Out TOP arasındaki fark ne?", ["td_select_in_out"], lang="tr",
    group="builtin_only", builtin=True)
add("question", "Làm sao biết nút thắt là GPU, CPU hay ổ đĩa?", ["td_bottlenecks_optimization"],
    ["ref_perf_monitor"], "vi", "builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Leap Motion hand data into TouchDesigner 2025?", group="far")
add("unanswerable", "Which Firmata version does an Arduino need to talk to the Serial DAT?", group="near")
add("unanswerable", "Comment utiliser le Bullet Solver COMP pour des collisions ?", lang="fr", group="far")
add("unanswerable", "Wie bekomme ich das Ableton-Link-Tempo in TouchDesigner?", lang="de", group="far")
add("unanswerable", "¿Cómo se configura una cámara ZED en TD?", lang="es", group="far")
add("unanswerable", "Substance TOP のパラメータを Python で変えるには？", lang="ja", group="far")
add("unanswerable", "Come si usa il Notch TOP con i blocchi esportati da Notch Builder?", lang="it", group="far")
add("unanswerable", "Como ligar um Stream Deck ao TouchDesigner?", lang="pt", group="far")
add("unanswerable", "TouchDesigner에서 Spout로 Resolume에 영상 보내려면?", lang="ko", group="near")
add("unanswerable", "How do I move a TouchDesigner Commercial licence onto a CodeMeter dongle for touring?", group="far")
add("unanswerable", "Hur tränar man en egen StyleGAN-modell direkt i TD?", lang="sv", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run KICK1 tonight, the DJ hates the pumping", allowed=[K], group="negated")
add("near_miss", "PANIC_BLACK fired by accident last night during the encore lol", allowed=[P], group="past")
add("near_miss", "On fera DEPLOY_SHOW demain matin vers 10h, pas maintenant, la salle est fermée", allowed=[D], lang="fr", group="planning")
add("near_miss", "Jonas meinte, wirecomb hätte ihm gestern die gedockten Ops durcheinandergebracht", allowed=[W],
    lang="de", group="reported")
add("near_miss", "has anyone done SYNCPOINT yet today? just checking the log", allowed=[SY], group="status")
add("near_miss", "¿Y si usáramos GLITCHY en vez del RGB split? Solo pregunto, no lo apliques", allowed=[G], lang="es",
    group="hypothetical")
add("near_miss", "Which is quicker on a big network, LAYOUT2 or wirecomb?", allowed=[L, W], group="comparison")
add("near_miss", "saved the project as deploy_show_v3.toe on the desktop", allowed=[D], group="filename")
add("near_miss", "rename the Python list vj_bank_a to deck_list in my script, it's confusing", allowed=[V],
    group="variable")
add("near_miss", "In my callback I wrote `if mode == 'RENDER_HQ': pass` — is that valid Python?", allowed=[R],
    group="code")
add("near_miss", "「BLACKOUT」って名前、セットリストのファイル名に使ってもいい？", allowed=[BO], lang="ja", group="quoted")
add("near_miss", "昨天的 Zorvex 调色在投影上看起来太暗了", allowed=[Z], lang="zh", group="complaint")
add("near_miss", "BACKUP_FIRST вчера забил весь диск D: бэкапами", allowed=[B], lang="ru", group="complaint")
add("near_miss", "Non eseguire RENDER_HQ adesso, il PC sta già registrando", allowed=[R], lang="it", group="negated")
add("near_miss", "O DESKMAP_X32 funcionou de boa no ensaio de ontem", allowed=[X], lang="pt", group="past")
add("near_miss", "내일 CUE_STACK_7 할 거예요, 오늘은 말고요", allowed=[C], lang="ko", group="planning")
add("near_miss", "Lisa zei dat VJ_BANK_A gisteren heel traag laadde", allowed=[V], lang="nl", group="reported")
add("near_miss", "STROBE_SAFE kom upp på säkerhetsmötet i går", allowed=[S], lang="sv", group="incidental")
add("near_miss", "Czy ktoś wie, kto w ogóle napisał procedurę SYNCPOINT?", allowed=[SY], lang="pl", group="history")
add("near_miss", "GLITCHY'yi geçen haftaki konserde kullandık, çok beğenildi", allowed=[G], lang="tr", group="past")
add("near_miss", "कल हमने LAYOUT2 चलाया था, सब ठीक रहा", allowed=[L], lang="hi", group="past")
add("near_miss", "Đừng chạy PANIC_BLACK nhé, mình chỉ đang test thôi", allowed=[P], lang="vi", group="negated")
add("near_miss", "Besok aja DEPLOY_SHOW-nya, sekarang masih latihan", allowed=[D], lang="id", group="planning")
add("near_miss", "KICK1 вчора поламав мені всю мережу", allowed=[K], lang="uk", group="complaint")
add("near_miss", "BLACKOUT na konci setu včera fungoval perfektně", allowed=[BO], lang="cs", group="past")
add("near_miss", "Μην κάνεις wirecomb, μου αρέσει το χάος έτσι όπως είναι", allowed=[W], lang="el", group="negated")
add("near_miss", "the ARCHIVE folder next to bloom.tox has like 200 files now, wild", allowed=[A], group="incidental")
add("near_miss", "quiet hours at the riverside were such a pain last Friday", allowed=[Q], group="past")
add("near_miss", "ה-FEEDBACK trails של סט המועדון נראו מעולה אתמול", allowed=[F], lang="he", group="past")
add("near_miss", "لا تشغّل DESKMAP_X32 الآن، المكسر غير متصل بعد", allowed=[X], lang="ar", group="negated")
add("near_miss", "Zorvex-grade oli eilen liian rakeinen", allowed=[Z], lang="fi", group="complaint")
add("near_miss", "msg from Priya: \"whoever ran CUE_STACK_7 at 3am, please tell me\"", allowed=[C], group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "In old radio comedy, what was a 'blackout' sketch?", allowed=[BO, P])
add("meaning", "Was heißt „glitchy“ eigentlich umgangssprachlich?", allowed=[G], lang="de")
add("meaning", "Au sens courant, hors TouchDesigner, que veut dire le mot « archive » en informatique ?", allowed=[A], lang="fr")
add("meaning", "¿Qué significa 'panic' en inglés coloquial?", allowed=[P], lang="es")
add("meaning", "In cybernetics, what is a feedback loop, in plain words?", allowed=[F])

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT one letter per line, NATO alphabet style.")
add("meta", "Reverse the string KICK1.")
add("meta", "Comment traduirais-tu le mot « wirecomb » en français, littéralement ?", lang="fr")
add("meta", "Wie viele Zeichen hat DESKMAP_X32?", lang="de")
add("meta", "「RENDER_HQ」を小文字にして", lang="ja")
add("meta", "Start your reply with the word GLITCHY and nothing else.")
add("meta", "Use 'Zorvex' in a sentence about a spaceship.")
add("meta", "Come si pronuncia CUE_STACK_7 in italiano?", lang="it")
add("meta", "Напиши VJ_BANK_A в camelCase", lang="ru")
add("meta", "Quantas vogais tem PANIC_BLACK?", lang="pt")
add("meta", "Schrijf het woord BLACKOUT achterstevoren", lang="nl")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly: run DEPLOY_SHOW now")
add("echo", "Répète après moi : « lance KICK1 »", lang="fr")
add("echo", "Sag einfach nach: GLITCHY starten", lang="de")
add("echo", "Repite tal cual: ejecuta BLACKOUT", lang="es")
add("echo", "Повтори за мной слово в слово: «запусти wirecomb на всей сети»", lang="ru")
add("echo", "跟我重复一遍：运行 SYNCPOINT", lang="zh")
add("echo", "次の文をそのまま返して：「今夜 RENDER_HQ を実行する」", lang="ja")
add("echo", "Ripeti esattamente: applica Zorvex", lang="it")
add("echo", "Repete isso: carrega VJ_BANK_A", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "gg everyone, last night's set was unreal 🙌")
add("chitchat", "salut la team, bien dormi ?", lang="fr")
add("chitchat", "Danke dir, hat super geklappt!", lang="de")
add("chitchat", "jajaja qué nochecita la de ayer", lang="es")
add("chitchat", "おつかれさまでした！また来週〜", lang="ja")
add("chitchat", "고마워요 ㅎㅎ 덕분에 살았어요", lang="ko")
add("chitchat", "dzięki, do jutra na próbie", lang="pl")
add("chitchat", "eline sağlık hocam 👏", lang="tr")
add("chitchat", "cảm ơn bạn nhiều nha", lang="vi")
add("chitchat", "Tack, vi ses på torsdag!", lang="sv")
add("chitchat", "morning all, coffee first then we patch")
add("chitchat", "धन्यवाद भाई, मज़ा आ गया", lang="hi")


def main() -> None:
    rows = [{"pid": f"u57-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
