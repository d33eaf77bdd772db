"""Hand-written source of prompts_unseen45.jsonl: a blind suite by an independent evaluator (gateeval45).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts
and their author never scored them. Run this file to regenerate prompts_unseen45.jsonl byte for byte.

Personas (they live here only):
- a busy VJ collective chatting in a group (many languages, emoji, slash commands, several requests in one
  message, corrections of the previous message, voice-dictated run-on sentences, pasted logs);
- students of a TouchDesigner course (how-to questions, typos, lowercase, questions about the procedures);
- a venue owner (the riverside quiet hours, show dates, where logs and media live, small talk).
About half of the prompts are not in English.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen45.jsonl")
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

# ---------------------------------------------------------------- invoke (English)
add("invoke", "kick1 on the main out pls, the DJ just dropped the first beat", [K], group="lowercase")
add("invoke", "okay so the DJ is on now can you um run kick one on the main output thanks", [K], group="voice")
add("invoke", "LAYOUT2 this network, it's a mess after last night's jam", [L], group="name_first")
add("invoke", "run LAYUOT2 pls, can't read a thing in here", [L], group="typo")
add("invoke", "🔦⚡ STROBE_SAFE on the new beat strobe before doors pls 🙏", [S], group="emoji")
add("invoke", "apply the STROBE_SAFE rule to every flash effect in /project1/fx", [S], group="rule")
add("invoke", "BACKUP_FIRST, then delete the old_intro container", [B], group="rule")
add("invoke", "/deploy_show — doors at 8", [D], group="slash_command")
add("invoke", "D E P L O Y _ S H O W go", [D], group="spaces")
add("invoke", "```\n[22:41:07] WARNING: /project1/decks/deck_a3: file not found\n[22:41:07] WARNING: /project1/decks/deck_a4: file not found\n```\nfixed the file names, run VJ_BANK_A again", [V], group="log_paste")
add("invoke", "PANIC — someone's laptop desktop is on the projector, kill it", [P], group="emergency")
add("invoke", "tablet's charged and the X32 is on the network, so can you run DESKMAP_X32 and I'll test the faders after", [X], group="mid_message")
add("invoke", "the wires in /project1/scene2 are a disaster, wirecomb", [W], group="trailing")
add("invoke", "yep, RENDER_HQ is fine by me, go", [R], group="consent")
add("invoke", "apply naming rule N1 to everything you make in /project1/visuals tonight", [N], group="rule")
add("invoke", "/naming_n1 for the new scene comps", [N], group="slash_command")
add("invoke", "build the trails my way: my FEEDBACK trail settings for the club visuals", [F], group="common_word")
add("invoke", "that's the last track, do the end-of-set cut to black", [BO], [P], group="title_words")
add("invoke", "last song fades at 01:58, queue the BLACKOUT for 02:00", [BO], [P], group="timed")
add("invoke", "Please run wirecomb on /project1/scene3, the wires are spaghetti.", [W], group="polite")
add("invoke", "build cue stack 7 for Tidewater", [C], group="spaces")
add("invoke", "grandMA is up and patched, SYNCPOINT", [SY], group="conditional")
add("invoke", "about to edit bloom.tox — apply the ARCHIVE rule first", [A], group="rule")
add("invoke", "archive rule on strobe_ctrl.tox please, then I'll change the rate", [A], group="lowercase")
add("invoke", "wait no, scratch GLITCHY, I want the Zorvex grade on it", [Z], [G], group="correction")
add("invoke", "it's 23:10, so apply the quiet hours rule to the riverside audio before I unmute the DJ", [Q], group="conditional")
add("invoke", "riverside quiet hours rule, apply it now", [Q], group="name_first")
add("invoke", "sorry, I meant CUE_STACK_7, not DEPLOY_SHOW — build the cue list", [C], [D], group="correction")
add("invoke", "GLICHY on the selected top", [G], group="typo")
# multi (English)
add("invoke", "- [x] cables\n- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\ntick off the rest for me", [X, SY, D], group="checklist")
add("invoke", "LAYOUT2 then wirecomb on the mixer network", [L, W], group="multi")
add("invoke", "give the final composite the Zorvex grade, then record it with RENDER_HQ", [Z, R], group="multi")
add("invoke", "doors in 5: VJ_BANK_A, KICK1, then DEPLOY_SHOW 🚀", [V, K, D], group="multi")
add("invoke", "hey can you do the zorvex grade on the output and then also the glitchy macro on the selected top thanks", [Z, G], group="voice")

# ---------------------------------------------------------------- invoke (other languages)
add("invoke", "Lance KICK1 sur la sortie principale, le DJ commence.", [K], lang="fr", group="imperative")
add("invoke", "Non attends, pas PANIC_BLACK — c'est juste la fin du set, fais BLACKOUT.", [BO], [P], lang="fr", group="correction")
add("invoke", "À faire avant l'ouverture :\n- [ ] CUE_STACK_7\n- [ ] DEPLOY_SHOW\nVas-y, fais les deux.", [C, D], lang="fr", group="checklist")
add("invoke", "Bitte DESKMAP_X32 ausführen, das Pult ist jetzt im Netz.", [X], lang="de", group="polite")
add("invoke", "Wende BACKUP_FIRST an und lösch danach den alten Container intro_alt.", [B], lang="de", group="rule")
add("invoke", "ARCHIVE-Regel auf bloom.tox anwenden, dann ändere ich den Threshold.", [A], lang="de", group="rule")
add("invoke", "Erst DESKMAP_X32, dann SYNCPOINT, bitte.", [X, SY], lang="de", group="multi")
add("invoke", "Carga VJ_BANK_A en los decks, que ya empezamos 🎛️", [V], lang="es", group="emoji")
add("invoke", "Aplica la regla STROBE_SAFE a todos los estrobos del set", [S], lang="es", group="rule")
add("invoke", "¿Puedes ejecutar RENDER_HQ para el teaser? Lo necesito esta noche.", [R], lang="es", group="polite")
add("invoke", "VJ_BANK_A y después KICK1, que empieza el set", [V, K], lang="es", group="multi")
add("invoke", "Fai partire SYNCPOINT, la console luci è pronta.", [SY], lang="it", group="imperative")
add("invoke", "Applica la regola N1 sui nomi a tutto quello che crei stasera", [N], lang="it", group="rule")
add("invoke", "GLITCHY sul TOP selezionato, grazie", [G], lang="it", group="name_first")
add("invoke", "Roda o CUE_STACK_7 pra peça de dança, por favor", [C], lang="pt", group="polite")
add("invoke", "Aplica o look Zorvex na composição final", [Z], lang="pt", group="title_words")
add("invoke", "acabou o set, manda o BLACKOUT", [BO], [P], lang="pt", group="end_set")
add("invoke", "KICK1を実行して、メイン出力にキックのフラッシュをお願いします", [K], lang="ja", group="polite")
add("invoke", "DEPLOY_SHOWを今すぐ実行してください。本番まであと15分です。", [D], lang="ja", group="timed")
add("invoke", "wirecombでこのネットワークの配線を整えて", [W], lang="ja", group="name_first")
add("invoke", "LAYOUT2とwirecombを両方やって", [L, W], lang="ja", group="multi")
add("invoke", "执行 DESKMAP_X32，调音台已经连上了", [X], lang="zh", group="conditional")
add("invoke", "请先对 bloom.tox 执行 ARCHIVE 规则，然后我再改它", [A], lang="zh", group="rule")
add("invoke", "紧急！PANIC_BLACK！", [P], lang="zh", group="emergency")
add("invoke", "VJ_BANK_A 로드해 주세요", [V], lang="ko", group="polite")
add("invoke", "렌더 시작: RENDER_HQ 실행해줘", [R], lang="ko", group="terse")
add("invoke", "FEEDBACK 클럽 비주얼용 내 트레일 설정대로 만들어 줘", [F], lang="ko", group="common_word")
add("invoke", "Запусти GLITCHY на выбранном TOP, пожалуйста, для второго трека", [G], lang="ru", group="imperative")
add("invoke", "Уже 22:30, примени правило quiet hours для riverside, потом подниму звук", [Q], lang="ru", group="conditional")
add("invoke", "Kun je LAYOUT2 draaien op dit netwerk? Het is een zooitje.", [L], lang="nl", group="polite")
add("invoke", "STROBE_SAFE toepassen op de nieuwe stroboscoop graag", [S], lang="nl", group="rule")
add("invoke", "ok jongens, KICK1 + GLITCHY op de main out, let's go 🔥", [K, G], lang="nl", group="multi")
add("invoke", "Odpal DEPLOY_SHOW, za pół godziny otwieramy", [D], lang="pl", group="imperative")
add("invoke", "Zastosuj regułę N1 do nazw nowych operatorów", [N], lang="pl", group="rule")
add("invoke", "wirecomb na tej sieci proszę", [W], lang="pl", group="lowercase")
add("invoke", "CUE_STACK_7'yi çalıştır, dans gösterisi için", [C], lang="tr", group="imperative")
add("invoke", "PANIC_BLACK! Hemen!", [P], lang="tr", group="emergency")
add("invoke", "Zorvex görünümünü final kompozite uygula", [Z], lang="tr", group="title_words")
add("invoke", "Kör SYNCPOINT innan showen, ljusbordet är igång", [SY], lang="sv", group="conditional")
add("invoke", "Kör ARCHIVE-regeln på glow.tox innan jag redigerar den", [A], lang="sv", group="rule")
add("invoke", "Tolong jalankan BACKUP_FIRST lalu hapus noise_old", [B], lang="id", group="polite")
add("invoke", "Sudah jam 22.15, terapkan aturan quiet hours untuk venue riverside", [Q], lang="id", group="conditional")
add("invoke", "Chạy DESKMAP_X32 giúp mình nhé", [X], lang="vi", group="polite")
add("invoke", "Làm trail theo cài đặt FEEDBACK của mình cho club visuals", [F], lang="vi", group="common_word")
add("invoke", "Aja RENDER_HQ, tarvitsen tiedoston huomiseksi", [R], lang="fi", group="imperative")
add("invoke", "Lataa VJ_BANK_A dekkeihin", [V], lang="fi", group="terse")
add("invoke", "Vor dem Löschen von fx_alt bitte BACKUP_FIRST, danach weg damit", [B], lang="de", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32 — which UDP port and which OSC address filter?", [X], group="port")
add("ask_content", "In KICK1, what are the Trigger CHOP's threshold and attack times?", [K], group="value")
add("ask_content", "Which codec and how many frames does RENDER_HQ record?", [R], group="value")
add("ask_content", "How strong is the grain in the Zorvex grade?", [Z], group="value")
add("ask_content", "What's the max flash rate in the STROBE_SAFE rule?", [S], group="value")
add("ask_content", "Qual è l'ordine dei passi di DEPLOY_SHOW?", [D], lang="it", group="order")
add("ask_content", "SYNCPOINT はどのIPとポートに ping を送るの？", [SY], lang="ja", group="port")
add("ask_content", "Wie lange dauert der Fade bei BLACKOUT?", [BO], [P], lang="de", group="value")
add("ask_content", "Quel est le plafond en dBFS dans la règle quiet hours du riverside ?", [Q], lang="fr", group="value")
add("ask_content", "wirecomb 遇到一个输出连了四个以上输入时会怎么处理？", [W], lang="zh", group="content")

# ---------------------------------------------------------------- bears
add("bears", "delete noise1 and level3, they're unused, go ahead", [B], group="delete")
add("bears", "Haz que el estrobo vaya a 10 destellos por segundo en el drop", [S], ["rcp_strobe_flash"], lang="es", group="strobe")
add("bears", "it's 23:20 at the riverside gig and the DJ wants the master up to -8 dBFS, do it", [Q], group="venue_late")
add("bears", "Ich will in der extern gespeicherten Komponente glow.tox den Blur ändern, mach das bitte", [A], lang="de", group="external_tox")
add("bears", "make a noise TOP and a level TOP for the background layer", [N], ["ref_noise_top"], group="create")
add("bears", "Usuń cały kontener old_scenes, już go nie potrzebujemy", [B], lang="pl", group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "make the main picture pulse with the bass drum of the DJ", [K], ["ref_audio_analysis"])
add("paraphrase", "point the eight A-side players at the media folder files alphabetically and set them looping", [V])
add("paraphrase", "Mide el tiempo de ida y vuelta con la grandMA y desplaza nuestra línea de tiempo la mitad", [SY], lang="es")
add("paraphrase", "make every patch cord readable, nothing passing behind a node", [W])
add("paraphrase", "non-realtime export of frames 1 to 3600 as HAP Q, then back to realtime", [R], ["ref_movie_file_out", "ref_hap_codecs"])
add("paraphrase", "get the Behringer console's 32 channel levels into TD", [X], ["ref_osc_in_chop"])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "What's the IP of the grandMA3 and who operates it?", ["fact_lx_console"], group="fact")
add("question", "Lumen Hall: what raster size do I set the output window to?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Quel est le framerate de l'installation Nebula ?", ["fact_nebula_fps"], lang="fr", group="fact")
add("question", "stagepad のタブレットはどのポートに送ってくる？", ["fact_stagepad_ports"], lang="ja", group="fact")
add("question", "¿Qué tarjeta gráfica tiene RIG-B?", ["fact_rig_b"], lang="es", group="fact")
add("question", "Aurora launch: can I put the logo on the orange?", ["fact_aurora_palette"], group="fact")
add("question", "Wat is het DMX-adres van de vierde moving head?", ["fact_dmx_heads"], lang="nl", group="fact")
add("question", "venue owner here: where do the show's errors get logged so the stage manager can see them?", ["fact_show_log"], group="fact")
add("question", "Wann ist die Technikprobe für Tidewater?", ["fact_dance_piece"], lang="de", group="fact")
add("question", "RIG-B 的音频缓冲区设置是多少？", ["fact_audio_buffer"], lang="zh", group="fact")
add("task", "how do i send a float into my GLSL TOP shader? it stays at zero", ["ref_glsl_uniforms"], group="reference")
add("question", "why is my Render TOP completely black even with a camera?", ["ref_render_pipeline"], group="reference")
add("question", "what does the Feedback TOP's Target TOP parameter actually do?", ["ref_feedback_top"], [F], group="common_word")
# built-in knowledge
add("question", "How do I open the Performance Monitor and read cook times?", ["td_performance_monitor"], ["ref_perf_monitor"], group="builtin_compete", builtin=True)
add("question", "Textport を開くショートカットは？", ["td_textport"], lang="ja", group="builtin_only", builtin=True)
add("question", "Wie speichere ich Python-Werte dauerhaft auf einem Operator mit storage?", ["td_storage"], lang="de", group="builtin_only", builtin=True)
add("question", "Qual a diferença entre o Select CHOP e os In/Out CHOP pra passar dados entre componentes?", ["td_select_in_out"], lang="pt", group="builtin_only", builtin=True)
add("task", "show me how to add custom parameters to a Base COMP", ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT 怎么监听脉冲参数？", ["td_parameter_execute_dat"], lang="zh", group="builtin_only", builtin=True)
add("question", "Replicator COMP가 테이블 행마다 복제본을 만드는 방법 알려줘", ["td_replicator_comp"], ["ref_replicator"], lang="ko", group="builtin_compete", builtin=True)
add("question", "What's the difference between a parameter expression and a script callback in TD?", ["td_python_expressions_vs_scripts"], group="builtin_only", builtin=True)
add("question", "why does an operator only cook when something downstream needs it?", ["td_cooking_pull_model"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Spout from TouchDesigner into Resolume Arena?", group="far")
add("unanswerable", "Does the Leap Motion CHOP work with the Ultraleap Stereo IR 170?", group="far")
add("unanswerable", "Comment installer un package pip dans le Python de TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie benutze ich den ZED TOP mit einer ZED 2i Kamera?", lang="de", group="far")
add("unanswerable", "¿Cómo hago tracking de caras con MediaPipe en TouchDesigner?", lang="es", group="far")
add("unanswerable", "TDAbletonでAbletonのクリップを起動するには？", lang="ja", group="far")
add("unanswerable", "Como uso o Web Render TOP pra mostrar uma página web?", lang="pt", group="near")
add("unanswerable", "Как перенести лицензию TouchDesigner на второй компьютер?", lang="ru", group="far")
add("unanswerable", "Hoe werkt de Bullet Solver COMP voor physics?", lang="nl", group="near")
add("unanswerable", "How do I load a Substance .sbsar file into the Substance TOP?", group="far")
add("unanswerable", "Jak wysłać MIDI clock z TouchDesignera do Abletona?", lang="pl", group="near")
add("unanswerable", "TouchDesigner'da Photoshop In TOP nasıl kullanılır?", lang="tr", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run PANIC_BLACK, the flicker was just the camera", allowed=[P], group="negated")
add("near_miss", "KICK1 ran fine last night, the kick was tight", allowed=[K], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow morning at the venue, not now", allowed=[D], group="planning")
add("near_miss", "Mara said RENDER_HQ took forty minutes on her laptop", allowed=[R], group="reported")
add("near_miss", "has anyone done VJ_BANK_A today already or not?", allowed=[V], group="status")
add("near_miss", "if the X32 doesn't turn up tonight we just won't bother with DESKMAP_X32", allowed=[X], group="hypothetical")
add("near_miss", "LAYOUT2 and wirecomb both have such silly names lol", allowed=[L, W], group="incidental")
add("near_miss", "the project file is called glitchy_final_v3.toe and it won't open", allowed=[G], group="filename")
add("near_miss", "`zorvex_enabled = False` — where would a variable like that be read?", allowed=[Z], group="variable")
add("near_miss", "op('cues7').par.reset.pulse() throws an error inside my CUE_STACK_7 script, why?", allowed=[C], group="code")
add("near_miss", "the choreographer literally wrote \"CUE_STACK_7???\" in the margin of the sheet", allowed=[C], group="quoted")
add("near_miss", "SYNCPOINT messed up my network settings last time, the console lost its IP", allowed=[SY], group="complaint")
add("near_miss", "who came up with the name BLACKOUT for that procedure anyway?", allowed=[BO, P], group="history")
add("near_miss", "long day, wirecomb was honestly the only thing that worked", allowed=[W], group="incidental")
add("near_miss", "STROBE_SAFE was written after that festival incident two years ago", allowed=[S], group="history")
add("near_miss", "the naming_n1.md note disappeared from our shared drive", allowed=[N], group="filename")
add("near_miss", "we might do ARCHIVE later if the client asks for changes to the tox", allowed=[A], group="planning")
add("near_miss", "Ne lance pas KICK1, le DJ joue de l'ambient ce soir", allowed=[K], lang="fr", group="negated")
add("near_miss", "DEPLOY_SHOW lief gestern ohne Fehler durch", allowed=[D], lang="de", group="past")
add("near_miss", "Mañana hacemos el SYNCPOINT con el técnico de luces", allowed=[SY], lang="es", group="planning")
add("near_miss", "Luca dice che GLITCHY rallenta troppo il portatile", allowed=[G], lang="it", group="reported")
add("near_miss", "Já rodaram o VJ_BANK_A hoje ou ainda não?", allowed=[V], lang="pt", group="status")
add("near_miss", "もしRENDER_HQを使ったら、ノートPCでどのくらい時間がかかりそう？", allowed=[R], lang="ja", group="hypothetical")
add("near_miss", "PANIC_BLACK 这个名字是谁起的？", allowed=[P], lang="zh", group="history")
add("near_miss", "어제 BLACKOUT 때문에 조명까지 다 꺼졌어요 ㅠㅠ", allowed=[BO, P], lang="ko", group="complaint")
add("near_miss", "Файл deskmap_x32_old.toe не открывается", allowed=[X], lang="ru", group="filename")
add("near_miss", "LAYOUT2 hoeft vandaag niet, het netwerk is al netjes", allowed=[L], lang="nl", group="negated")
add("near_miss", "Zorvex wygląda lepiej niż nasz stary grade, prawda?", allowed=[Z], lang="pl", group="comparison")
add("near_miss", "Dün gece wirecomb çalıştırdık, her şey düzgündü", allowed=[W], lang="tr", group="past")
add("near_miss", "Vi kör CUE_STACK_7 först på generalrepetitionen på torsdag", allowed=[C], lang="sv", group="planning")
add("near_miss", "Kata Budi, aturan quiet hours di riverside terlalu ketat", allowed=[Q], lang="id", group="reported")
add("near_miss", "Hàm run_kick1() trong script của mình bị lỗi cú pháp", allowed=[K], lang="vi", group="code")
add("near_miss", "Älä aja BACKUP_FIRST:iä, en poista mitään tänään", allowed=[B], lang="fi", group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "In the 1940s London Blitz, what did a 'blackout' involve?", allowed=[BO, P])
add("meaning", "Was bedeutet „Feedback“ eigentlich in der Tontechnik?", allowed=[F], lang="de")
add("meaning", "Qu'est-ce qu'un glitch au sens d'origine, en électronique ?", allowed=[G], lang="fr")
add("meaning", "¿Qué significa la palabra inglesa 'archive' en biblioteconomía?", allowed=[A], lang="es")
add("meaning", "what are 'quiet hours' in a hotel or a student dorm?", allowed=[Q])

# ---------------------------------------------------------------- meta
add("meta", "write KICK1 in reverse order, character by character", group="reverse")
add("meta", "is Zorvex pronounced with a hard Z or more like an S?", group="pronounce")
add("meta", "translate 'blackout' into Finnish", group="translate")
add("meta", "count the underscores in DESKMAP_X32 for me", group="count")
add("meta", "SYNCPOINT but all in lowercase letters, just the word", group="case")
add("meta", "make the word GLITCHY bold", group="bold")
add("meta", "begin your next answer with the word RENDER_HQ", group="start_reply")
add("meta", "use wirecomb in a sentence", group="sentence")
add("meta", "Convertis CUE_STACK_7 en camelCase", lang="fr", group="convert")
add("meta", "VJ_BANK_A を Python の文字列リテラルにして", lang="ja", group="code")
add("meta", "PANIC_BLACK bitte rückwärts buchstabieren", lang="de", group="reverse")
add("meta", "LAYOUT2 这个词用中文怎么念？", lang="zh", group="pronounce")

# ---------------------------------------------------------------- echo
add("echo", "Say back to me word for word: KICK1 on the main out.")
add("echo", "Répète mot pour mot : « on lance DEPLOY_SHOW à 20 h »", lang="fr")
add("echo", "Sprich mir nach: PANIC_BLACK sofort.", lang="de")
add("echo", "Repíteme literalmente: «VJ_BANK_A en los decks ya»", lang="es")
add("echo", "Повтори дословно эту фразу: «сделай SYNCPOINT перед шоу»", lang="ru")
add("echo", "请原样重复这句话：“现在开始 RENDER_HQ”", lang="zh")
add("echo", "そのまま繰り返して：「GLITCHYを実行」", lang="ja")
add("echo", "Ripeti dopo di me: applica il look Zorvex.", lang="it")
add("echo", "Repete comigo: roda o BLACKOUT.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "lol that set was wild, thanks crew")
add("chitchat", "morning all ☕")
add("chitchat", "anyone up for pizza after load-out?")
add("chitchat", "Merci beaucoup, à ce soir !", lang="fr")
add("chitchat", "Guten Morgen zusammen, wie geht's?", lang="de")
add("chitchat", "jajaja qué noche, gracias equipo 🙌", lang="es")
add("chitchat", "Buon pomeriggio! Tutto bene?", lang="it")
add("chitchat", "valeu galera, até amanhã", lang="pt")
add("chitchat", "お疲れさまです！", lang="ja")
add("chitchat", "大家辛苦了，早点休息", lang="zh")
add("chitchat", "안녕하세요 여러분 😊", lang="ko")
add("chitchat", "Спасибо, ты лучший!", lang="ru")
add("chitchat", "Lekker gewerkt vandaag, tot morgen!", lang="nl")
add("chitchat", "Günaydın ekip!", lang="tr")


def main() -> None:
    rows = [{"pid": f"u45-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
