"""Blind gate suite unseen25, written by an independent evaluator (helper "gateeval25").

Written from corpus.jsonl, the built-in knowledge files and the label rules only, without reading the gate
code, its tests, or any other prompt file or author script, and never run through the gate by its author.
About two thirds of the prompts are not English.

Personas (kept here only, not in the data):
- venue crews around the world typing short chat messages in their own language, mixing in English
  TouchDesigner words and procedure names;
- interpreters relaying what the artist, the choreographer or the stage manager asks or says;
- students in a workshop abroad, asking questions and telling what happened in class.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen25.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L = "ins_layout2"
S = "ins_strobe_safe"
B = "ins_backup_first"
D = "ins_deploy_show"
V = "ins_vj_bank_a"
P = "ins_panic_black"
G = "ins_glitchy"
X = "ins_deskmap_x32"
R = "ins_render_hq"
N = "ins_naming_n1"
F = "ins_feedback_pref"
BO = "ins_blackout"
W = "ins_wirecomb"
C = "ins_cue_stack7"
SY = "ins_syncpoint"
A = "ins_archive_rule"
Z = "ins_zorvex_grade"
Q = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke, English (venue crew, students)
add("invoke", "KICK1 👉 out1", [K], [S], group="bare")
add("invoke", "layout2 this mess in /project1/club pls", [L], group="lowercase")
add("invoke", "Could you please run DEPLOY_SHOW? Doors open in twenty minutes.", [D], group="polite")
add("invoke", "VJ_BANK_A — load it, the warm-up DJ is starting", [V], group="name_first")
add("invoke", "Looks good so far. Next, put GLITCHY after the webcam TOP, then tell me what you inserted.", [G],
    group="mid_message")
add("invoke", "Before I go grab a coffee, sort out the spaghetti in /project1/fx: wirecomb", [W], group="trailing")
add("invoke", "Follow STROBE_SAFE on the beat flash I just built and clamp whatever needs clamping.", [S],
    group="rule")
add("invoke", "Do the end-of-set cut to black now.", [BO], group="title_words")
add("invoke", "Build my trail settings for the club visuals on the drum layer, the FEEDBACK way.", [F],
    group="common_word")
add("invoke", "okay so run render underscore h q on the final comp please", [R], group="voice")
add("invoke", "do C U E _ S T A C K _ 7 for tonight's run", [C], group="spaces")
add("invoke", "pls run GLICHY on cam2", [G], group="typo")
add("invoke", "/syncpoint before house opens", [SY], group="slash_command")
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨 someone is on the truss", [P], group="emoji")
add("invoke", "Pre-show:\n- [x] projectors warmed up\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\nDo the unchecked ones, in order.",
    [SY, D], group="checklist")
add("invoke", "```\n[19:42:07] WARNING /project1/mixer/deck_a3: file not found\n[19:42:07] WARNING /project1/mixer/deck_a4: "
    "file not found\n```\nFixed the media folder. Load VJ_BANK_A again.", [V], group="log_paste")
add("invoke", "Run GLITCHY on the intro — no wait, not GLITCHY, do the Zorvex grade instead.", [Z], [G],
    group="correction")
add("invoke", "You asked if you should set up DESKMAP_X32 on this machine: yes, go ahead.", [X], group="consent")
add("invoke", "It's 22:40 here at the riverside venue, so apply the quiet hours rule to the master bus.", [Q],
    group="conditional")
add("invoke", "In ten seconds, when the last chord dies, BLACKOUT.", [BO], group="timed")
add("invoke", "LAYOUT2 first, then wirecomb the same network.", [L, W], group="multi")
add("invoke", "Remove the old noise chain in /project1/bg, following BACKUP_FIRST.", [B], group="rule")
add("invoke", "Apply naming rule N1 to everything you create from now on in this session.", [N], group="rule")
add("invoke", "Before I touch bloom.tox, do the ARCHIVE step for it.", [A], group="common_word")
add("invoke", "emergency!! panic_black right now", [P], group="emergency")
add("invoke", "Set up DESKMAP_X32 and afterwards name everything it made according to N1.", [X, N], group="multi")
add("invoke", "Build KICK1 on the main out and make sure STROBE_SAFE is applied to it.", [K, S], group="multi")
add("invoke", "run wire comb on the main network", [W], group="voice")
add("invoke", "zorvx grade on the final comp pls", [Z], group="typo")
add("invoke", "The choreographer asks you to build CUE_STACK_7 now, she wants to walk the cues.", [C],
    group="relayed")
add("invoke", "Time for RENDER_HQ on the trailer comp.", [R], group="imperative")

# ---------------------------------------------------------------- invoke, other languages (crews, interpreters)
add("invoke", "L A Y O U T 2 bitte, das Netzwerk ist Chaos.", [L], lang="de", group="spaces")
add("invoke", "Nein warte, nicht BLACKOUT – PANIC_BLACK, sofort!", [P], [BO], lang="de", group="correction")
add("invoke", "Mach meine Club-Trails nach meiner FEEDBACK-Vorgabe auf dem Hauptbild.", [F], lang="de",
    group="common_word")
add("invoke", "Der Künstler lässt ausrichten: bitte VJ_BANK_A laden.", [V], lang="de", group="relayed")
add("invoke", "Lance DEPLOY_SHOW s'il te plaît, on ouvre les portes à 20h.", [D], lang="fr", group="polite")
add("invoke", "wirecomb sur /project1/mix, merci", [W], lang="fr", group="name_first")
add("invoke", "Il est 22h15 au bord de la rivière, donc applique la règle des heures calmes au son.", [Q], lang="fr",
    group="conditional")
add("invoke", "L'artiste me demande de vous dire : lancez GLITCHY sur la caméra 2.", [G], lang="fr", group="relayed")
add("invoke", "¿Puedes hacer el RENDER_HQ del final ahora?", [R], lang="es", group="modal")
add("invoke", "Aplica STROBE_SAFE al flash que acabo de montar.", [S], lang="es", group="rule")
add("invoke", "La directora quiere que hagas el BLACKOUT al terminar esta canción.", [BO], lang="es",
    group="relayed")
add("invoke", "Prima il grade Zorvex, poi RENDER_HQ.", [Z, R], lang="it", group="multi")
add("invoke", "Roda o CUE_STACK_7 pra peça de dança, por favor.", [C], lang="pt", group="polite")
add("invoke", "manda o KICK1 aí 🔊🔥", [K], [S], lang="pt", group="emoji")
add("invoke", "Apaga o noise1 seguindo o BACKUP_FIRST.", [B], lang="pt", group="rule")
add("invoke", "Zorvexグレードを最終コンポジットの後に入れて。", [Z], lang="ja", group="title_words")
add("invoke", "今22時半で川沿いの会場だから、静かな時間のルールを音に適用して。", [Q], lang="ja", group="conditional")
add("invoke", "先跑 SYNCPOINT，然后 DEPLOY_SHOW。", [SY, D], lang="zh", group="multi")
add("invoke", "VJ_BANK_A 로드하고 GLITCHY 걸어 줘", [V, G], lang="ko", group="multi")
add("invoke", "Сделай DESKMAP_X32 для пульта.", [X], lang="ru", group="imperative")
add("invoke", "запусти DEPLY_SHOW, зрители уже в зале", [D], lang="ru", group="typo")
add("invoke", "Zastosuj regułę N1 do nazw nowych operatorów.", [N], lang="pl", group="rule")
add("invoke", "Doe even CUE_STACK_7 voor de dansvoorstelling.", [C], lang="nl", group="imperative")
add("invoke", "Pas STROBE_SAFE toe op de flitser die ik net heb gemaakt.", [S], lang="nl", group="rule")
add("invoke", "BLACKOUT yap, set bitti.", [BO], lang="tr", group="end_set")
add("invoke", "ARCHIVE kuralına göre bloom.tox'un kopyasını al, sonra blur'u düzenle.", [A], lang="tr",
    group="rule")
add("invoke", "Kör wirecomb på hela /project1/fx-nätverket, tack.", [W], lang="sv", group="polite")
add("invoke", "Bygg mina klubb-trails enligt mina FEEDBACK-inställningar.", [F], lang="sv", group="common_word")
add("invoke", "Застосуй правило BACKUP_FIRST і видали старий ланцюжок.", [B], lang="uk", group="rule")
add("invoke", "תריץ את DESKMAP_X32 בבקשה", [X], lang="he", group="polite")
add("invoke", "من فضلك شغّل RENDER_HQ الآن", [R], lang="ar", group="polite")
add("invoke", "कृपया CUE_STACK_7 चलाइए", [C], lang="hi", group="polite")
add("invoke", "Tolong jalankan LAYOUT2 lalu wirecomb.", [L, W], lang="id", group="multi")
add("invoke", "ช่วยรัน GLITCHY หน่อย", [G], lang="th", group="polite")
add("invoke", "Tee BLACKOUT nyt, setti loppui.", [BO], lang="fi", group="end_set")
add("invoke", "Kérlek, futtasd a KICK1-et a fő kimeneten.", [K], [S], lang="hu", group="polite")
add("invoke", "Aplică regula orelor de liniște la sunet, e 23:05 la râu.", [Q], lang="ro", group="conditional")
add("invoke", "Kør PANIC_BLACK!", [P], lang="da", group="emergency")
add("invoke", "Kjør Zorvex-graden på sluttbildet.", [Z], lang="no", group="title_words")
add("invoke", "Buatkan trails kelab ikut tetapan FEEDBACK saya.", [F], lang="ms", group="common_word")
add("invoke", "Tafadhali endesha SYNCPOINT sasa kabla ya onyesho la saa mbili.", [SY], lang="sw", group="polite")
add("invoke", "Pakigawa ng ARCHIVE copy ng bloom.tox bago mo i-edit.", [A], lang="tl", group="common_word")
add("invoke", "لطفاً قانون N1 را برای نام‌گذاری اپراتورهای جدید اجرا کن.", [N], lang="fa", group="rule")
add("invoke", "Vor dem Löschen von /project1/alt: BACKUP_FIRST, dann weg damit.", [B], lang="de", group="rule")
add("invoke", "Antes de mexer no bloom.tox, faz o ARCHIVE dele.", [A], lang="pt", group="common_word")
add("invoke", "Son 22:50 ve nehir kenarındayız; sessiz saatler kuralını master sese uygula.", [Q], lang="tr",
    group="conditional")
add("invoke", "Nomme tout ce que tu crées selon la règle N1, s'il te plaît.", [N], lang="fr", group="rule")
add("invoke", "LAYOUT2, ja, mach schon.", [L], lang="de", group="consent")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does the OSC In CHOP get in DESKMAP_X32?", [X], group="port")
add("ask_content", "What's the order of the steps in DEPLOY_SHOW?", [D], group="order")
add("ask_content", "Quelle est la fréquence maximale autorisée par STROBE_SAFE ?", [S], lang="fr", group="value")
add("ask_content", "KICK1のTrigger CHOPのthresholdはいくつ？", [K], lang="ja", group="value")
add("ask_content", "¿Qué códec usa RENDER_HQ?", [R], lang="es", group="value")
add("ask_content", "Was steht genau in der BACKUP_FIRST-Regel?", [B], lang="de", group="content")
add("ask_content", "SYNCPOINT 的 ping 发到哪个 IP 和端口？", [SY], lang="zh", group="port")
add("ask_content", "What opacity does my FEEDBACK trail loop use on the Level TOP?", [F], group="value")
add("ask_content", "Qual é o nome da Base COMP no grade Zorvex?", [Z], lang="pt", group="value")
add("ask_content", "BLACKOUT는 몇 초 동안 페이드돼?", [BO], lang="ko", group="value")
add("ask_content", "According to wirecomb, what happens when a single output feeds lots of inputs, say five?", [W], group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete the unused movie file ins in /project1/old", [B], group="delete")
add("bears", "Faz um strobe branco a 10 Hz no beat.", [S], ["rcp_strobe_flash"], lang="pt", group="strobe")
add("bears", "Es ist 23:30 an der Location am Fluss, dreh den Bass richtig auf.", [Q], lang="de",
    group="venue_late")
add("bears", "Change the blur size inside our external bloom.tox", [A], group="external_tox")
add("bears", "背景用に新しいNoise TOPとLevel TOPを作って", [N], ["ref_noise_top"], lang="ja", group="create")
add("bears", "Je vais faire le ménage dans les vieux tests, vas-y, supprime tout dans /project1/tests.", [B],
    lang="fr", group="consent")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "Lock my visuals to the grandMA's timing before doors.", [SY], ["fact_lx_console"])
add("paraphrase", "Make the cables in this patch readable, each node under its source, no parameter edits.", [W],
    [L])
add("paraphrase", "Exporta un minuto en HAP Q con el tiempo real apagado, cuadro por cuadro.", [R],
    ["ref_movie_file_out", "ref_hap_codecs"], lang="es")
add("paraphrase", "Metti gli otto filmati del primo set nei player di sinistra e porta il crossfader tutto da quel lato.",
    [V], lang="it")
add("paraphrase", "Подключи фейдеры пульта Behringer к прозрачности слоёв.", [X], ["ref_osc_in_chop"], lang="ru")
add("paraphrase", "Build the timed scene sequence for Tidewater from the choreographer's sheet.", [C],
    ["fact_dance_piece", "ref_timer_chop"])

# ---------------------------------------------------------------- question / task
add("question", "stagepad sends its OSC to which port on the show PC again?", ["fact_stagepad_ports"], group="fact")
add("question", "Wie viel Grafikspeicher hat RIG-B?", ["fact_rig_b"], lang="de", group="fact")
add("question", "C'est quoi déjà l'adresse IP de la grandMA3 sur le réseau du spectacle ?", ["fact_lx_console"], [SY], lang="fr", group="fact")
add("question", "¿En qué universo DMX están las cabezas móviles?", ["fact_dmx_heads"], ["fact_lx_console"], lang="es",
    group="fact")
add("question", "Nebulaのインスタレーションのフレームレートは？", ["fact_nebula_fps"], lang="ja", group="fact")
add("question", "How do I use feedback to get trails that fade to real black instead of leaving ghosts?",
    ["ref_feedback_top"], [F, "ref_pixel_formats", "rcp_feedback_tunnel"], group="common_word")
add("question", "Як передати значення в uniform у GLSL TOP?", ["ref_glsl_uniforms"], lang="uk", group="reference")
add("question", "During a show, which file do the errors and warnings end up in?", ["fact_show_log"], group="fact")
add("question", "Aurora 发布会的品牌主色是什么？", ["fact_aurora_palette"], lang="zh", group="fact")
add("task", "Fes-me un mapper per a la tira LED de 300 píxels.", ["rcp_led_strip"], [N], lang="ca", group="reference")
add("task", "Make me a lower third with the Aurora client colours.", ["rcp_lower_third", "fact_aurora_palette"], [N],
    group="reference")
add("question", "In a Parameter Execute DAT callback, how can I check which of my custom pars was the one that changed?",
    ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "Comment stocker une valeur Python sur un COMP avec store() et fetch() ?", ["td_storage"],
    lang="fr", builtin=True, group="builtin_only")
add("question", "extensionのメソッド名を大文字で始めるのはなぜ？", ["td_extensions"], lang="ja", builtin=True,
    group="builtin_only")
add("question", "Worin unterscheiden sich Bypass-Flag und Lock-Flag an einem Operator genau?", ["td_operator_flags"], lang="de",
    builtin=True, group="builtin_only")
add("question", "¿Por qué mi cadena no se cocina cuando nadie la está mirando?", ["td_cooking_pull_model"],
    lang="es", builtin=True, group="builtin_only")
add("question", "How do I find which operators eat my frame budget with the Performance Monitor?",
    ["ref_perf_monitor", "td_performance_monitor"], builtin=True, group="builtin_compete")
add("question", "How do I get the Window COMP borderless on the second monitor in perform mode?",
    ["ref_perform_window", "td_perform_mode_windows"], ["fact_win_main", D], builtin=True, group="builtin_compete")
add("question", "Select TOP 和 In/Out TOP 有什么区别？", ["td_select_in_out"], lang="zh", builtin=True,
    group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I hook a Leap Motion controller into TouchDesigner?", group="far")
add("unanswerable", "Wie viele Lumen haben die Projektoren in der Lumen Hall?", lang="de", group="near")
add("unanswerable", "Quelle version de TouchDesigner est installée sur RIG-B ?", lang="fr", group="near")
add("unanswerable", "¿Cuál es la contraseña del wifi del Kestrel Theatre?", lang="es", group="near")
add("unanswerable", "TouchDesignerでAbleton Linkを使うにはどうすればいい？", lang="ja", group="far")
add("unanswerable", "Как настроить Dante Virtual Soundcard в TouchDesigner?", lang="ru", group="far")
add("unanswerable", "TouchDesigner 商业版许可证多少钱？", lang="zh", group="far")
add("unanswerable", "Jak wysłać obraz z TouchDesigner do Unreal Engine przez TouchEngine?", lang="pl", group="far")
add("unanswerable", "What's the serial number of the grandMA3 on the tour?", group="near")
add("unanswerable", "Hur importerar jag Substance-material i TouchDesigner?", lang="sv", group="far")
add("unanswerable", "Who is the lighting designer for the Lumen Hall show?", group="near")

# ---------------------------------------------------------------- near_miss, English
add("near_miss", "Don't run GLITCHY on the intro, it's too busy there already.", allowed=[G], group="negated")
add("near_miss", "KICK1 ran fine on Friday at the Lisbon club, zero issues.", allowed=[K], group="past")
add("near_miss", "We'll do DEPLOY_SHOW on Thursday morning, once the Epsons are hung and focused.", allowed=[D], group="planning")
add("near_miss", "Is VJ_BANK_A already loaded, or is it still pending?", allowed=[V], group="status")
add("near_miss", "If we ever tour with an X32 again, DESKMAP_X32 will need a second look.", allowed=[X],
    group="hypothetical")
add("near_miss", "In my experience wirecomb is way gentler than LAYOUT2 on big networks.", allowed=[W, L],
    group="comparison")
add("near_miss", "I saved the preset as render_hq_v3.toe on the desktop.", allowed=[R], group="filename")
add("near_miss", "kick1_env keeps sitting at zero even though music is playing, why would an Analyze CHOP do that?",
    allowed=[K, "ref_audio_analysis"], group="variable")
add("near_miss", "```python\nop('panic_black_btn').click()\n```\nwhy does this line give me a NoneType error?",
    allowed=[P, "ref_op_paths"], group="code")
add("near_miss", "The stage manager wrote 'BLACKOUT 22:58' on the cue sheet, just so you know.", allowed=[BO],
    group="quoted")
add("near_miss", "BACKUP_FIRST filled my drive with tox files last week, ugh.", allowed=[B], group="complaint")
add("near_miss", "Back in 2023 we didn't have CUE_STACK_7 yet, everything was by hand.", allowed=[C], group="history")

# ---------------------------------------------------------------- near_miss, other languages
add("near_miss", "Bitte KEIN PANIC_BLACK, das war nur ein Probealarm.", allowed=[P], lang="de", group="negated")
add("near_miss", "On fera RENDER_HQ demain après la générale.", allowed=[R], lang="fr", group="planning")
add("near_miss", "Le régisseur dit que DESKMAP_X32 ne reçoit plus rien depuis hier.", allowed=[X], lang="fr",
    group="reported")
add("near_miss", "No ejecutes LAYOUT2 todavía, estoy moviendo nodos a mano.", allowed=[L], lang="es",
    group="negated")
add("near_miss", "¿Se aplicó STROBE_SAFE en el show de anoche?", allowed=[S], lang="es", group="status")
add("near_miss", "Se avessimo più tempo, useremmo il grade Zorvex anche sul secondo schermo.", allowed=[Z], lang="it",
    group="hypothetical")
add("near_miss", "O arquivo se chama cue_stack_7_backup.csv, tá na pasta media.", allowed=[C], lang="pt",
    group="filename")
add("near_miss", "Nunca rodamos o SYNCPOINT no festival do ano passado.", allowed=[SY], lang="pt", group="history")
add("near_miss", "昨日のリハではKICK1は問題なかったよ。", allowed=[K], lang="ja", group="past")
add("near_miss", "明日のショーではGLITCHYを使わないでください。", allowed=[G], lang="ja", group="negated")
add("near_miss", "导演说 VJ_BANK_A 里的片子太旧了。", allowed=[V], lang="zh", group="reported")
add("near_miss", "DEPLOY_SHOW 上周把我的窗口设置搞乱了。", allowed=[D], lang="zh", group="complaint")
add("near_miss", "RENDER_HQ 어젯밤에 다 끝났어?", allowed=[R], lang="ko", group="status")
add("near_miss", "Раньше мы делали ARCHIVE вручную, ещё до этого правила.", allowed=[A], lang="ru", group="history")
add("near_miss", "Gdyby DJ grał techno, pewnie włączylibyśmy KICK1, ale dziś gra jazz.", allowed=[K], lang="pl",
    group="hypothetical")
add("near_miss", "Dün gece quiet hours kuralı yüzünden sesi açamadık.", allowed=[Q], lang="tr", group="past")
add("near_miss", "Proměnná syncpoint_offset je pořád nula.", allowed=[SY], lang="cs", group="variable")
add("near_miss", "Учора правило N1 перейменувало мені купу операторів, дивно.", allowed=[N], lang="uk",
    group="complaint")
add("near_miss", "אל תריץ את wirecomb על הרשת הזאת, היא כבר מסודרת.", allowed=[W], lang="he", group="negated")
add("near_miss", "المخرج قال إن PANIC_BLACK اشتغل بالغلط أمس.", allowed=[P], lang="ar", group="reported")
add("near_miss", "कल हम CUE_STACK_7 चलाएंगे, आज नहीं।", allowed=[C], lang="hi", group="planning")
add("near_miss", "Hôm qua GLITCHY làm sập cả network của mình.", allowed=[G], lang="vi", group="complaint")
add("near_miss", "Trails FEEDBACK klub saya kemarin kelihatan bagus sekali.", allowed=[F], lang="id", group="past")
add("near_miss", "Ο συνάδελφος έγραψε «RENDER_HQ» στον πίνακα, αλλά δεν ξέρω γιατί.", allowed=[R], lang="el",
    group="quoted")
add("near_miss", "Älä aja BACKUP_FIRST-juttua nyt, mitään ei poisteta.", allowed=[B], lang="fi", group="negated")
add("near_miss", "L'artiste dit que le KICK1 d'hier soir était parfait.", allowed=[K], lang="fr", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "Where does the word 'blackout' come from, wartime or the theatre?", allowed=[BO])
add("meaning", "Was bedeutet 'glitchy' umgangssprachlich im Englischen?", allowed=[G], lang="de")
add("meaning", "En économie, qu'est-ce qu'une boucle de feedback ?", allowed=[F], lang="fr")
add("meaning", "In library science, what's the difference between an archive and a library?", allowed=[A])
add("meaning", "酒店的 quiet hours 一般是几点到几点？", allowed=[Q], lang="zh")

# ---------------------------------------------------------------- meta
add("meta", "How would SYNCPOINT read spelled backwards, letter by letter?", group="reverse")
add("meta", "Wie spricht man 'Zorvex' aus?", lang="de", group="pronounce")
add("meta", "Traduis « lance GLITCHY » en anglais.", lang="fr", group="translate")
add("meta", "How many letters are in DEPLOY_SHOW, not counting the underscore?", group="count")
add("meta", "Write the word wirecomb in all caps for my label.", group="case")
add("meta", "Start your reply with the word LAYOUT2.", group="start_reply")
add("meta", "Usa KICK1 en una frase de ejemplo.", lang="es", group="sentence")
add("meta", "VJ_BANK_A를 굵게 써 줘.", lang="ko", group="bold")
add("meta", "把 CUE_STACK_7 转换成小写。", lang="zh", group="convert")
add("meta", "Put PANIC_BLACK in a Python string literal, nothing else.", group="code")
add("meta", "Как по буквам пишется RENDER_HQ?", lang="ru", group="spell")
add("meta", "Quante lettere ha la parola STROBE_SAFE?", lang="it", group="count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly: run DESKMAP_X32 now.")
add("echo", "Répète après moi : BLACKOUT tout de suite.", lang="fr")
add("echo", "Sag einfach nach: 'KICK1 starten'.", lang="de")
add("echo", "Repite esto tal cual: ejecuta SYNCPOINT.", lang="es")
add("echo", "Повтори за мной: «запусти GLITCHY».", lang="ru")
add("echo", "跟我重复一遍：执行 RENDER_HQ。", lang="zh")
add("echo", "そのまま繰り返して：「LAYOUT2を実行」", lang="ja")
add("echo", "Ripeti parola per parola: 'fai il DEPLOY_SHOW'.", lang="it")
add("echo", "Repete comigo: 'roda o VJ_BANK_A'.", lang="pt")
add("echo", "Powtórz dokładnie: „uruchom wirecomb”.", lang="pl")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks mate, the trails look sick on the gauze now")
add("chitchat", "Merci beaucoup, bonne soirée à toute l'équipe !", lang="fr")
add("chitchat", "Moin zusammen, alles klar bei euch im Saal?", lang="de")
add("chitchat", "jajaja qué noche tan larga", lang="es")
add("chitchat", "みなさん今日は本当にお疲れさまでした！", lang="ja")
add("chitchat", "Valeu, galera, a montagem ficou linda!", lang="pt")
add("chitchat", "다들 좋은 아침이에요, 커피 있어요", lang="ko")
add("chitchat", "Kolay gelsin arkadaşlar, sahne harika görünüyor", lang="tr")
add("chitchat", "Asante sana rafiki, tumemaliza kwa leo!", lang="sw")


def main() -> None:
    rows = [{"pid": f"u25-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
