"""Blind suite unseen68, written by the independent evaluator "gateeval68".

Written from corpus.jsonl, the built-in knowledge files and the label rules only: the author read neither the
gate code nor its tests, nor any other prompt file or author script, and never ran the gate on these prompts.

Personas (they live here only):
- BER: a Berlin techno club's resident VJ team, typing German and English fragments between sets;
- OPE: the video department of an opera co-production between Madrid and Buenos Aires (Spanish with Argentine
  voseo, a French lighting designer, a Brazilian video tech writing Portuguese);
- KPOP: a Seoul and Tokyo K-pop / idol concert touring crew (Korean, Japanese, a Chinese crew member), with
  Russian and Italian guest programmers.

Run it to write prompts_unseen68.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen68.jsonl")
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

# ---------------------------------------------------------------- invoke, English (BER / OPE / KPOP in English)
add("invoke", "VJ_BANK_A — floor two decks", [V], group="terse")
add("invoke", "CUE_STACK_7 !", [C], group="bare")
add("invoke", "layout2 on the visuals base pls", [L], group="lowercase")
add("invoke", "Could you please run DEPLOY_SHOW on the club machine? Doors open in forty minutes.", [D],
    group="polite")
add("invoke", "SYNCPOINT — Priya says the grandMA is ready on her side, lock us in.", [SY], group="name_first")
add("invoke", "Main output looks flat against the bass, put the kick flash on it: KICK1.", [K], group="trailing")
add("invoke", "ok so the resident set starts at 2, the LED wall looks washed out, give it the Zorvex grade before "
    "I forget, then I'm grabbing a Club-Mate", [Z], group="mid_message")
add("invoke", "Apply STROBE_SAFE to the strobe layer we built for the drop.", [S], group="rule")
add("invoke", "Straighten the wires of this network, I can't follow a single chain.", [W], group="title_words")
add("invoke", "run the GLITHCY macro on the selected top", [G], group="typo")
add("invoke", "D E S K M A P _ X 3 2 now please", [X], group="spaces")
add("invoke", "okay computer run render h q on the current project", [R], group="voice")
add("invoke", "🌀🌀 my club trails please, the FEEDBACK setup, layer 2 🌀🌀", [F], group="emoji")
add("invoke", "/blackout", [BO], group="slash_command")
add("invoke", "Open items for you:\n- [x] projectors warmed up\n- [ ] CUE_STACK_7\n- [ ] check the cue 0 preset", [C],
    group="checklist")
add("invoke", "```\n[21:02:11] OSC In: no messages on port 10023\n[21:02:41] OSC In: no messages on port 10023\n```\n"
    "the desk is cabled now, redo DESKMAP_X32", [X], group="log_paste")
add("invoke", "run GLITCHY on the feed — no wait, not GLITCHY, give it the Zorvex grade instead", [Z], [G],
    group="correction")
add("invoke", "You asked earlier whether to wirecomb /project1/stage. Yes, go ahead.", [W], group="consent")
add("invoke", "It's 23:10 at the riverside now, so switch on the quiet hours limits for the audio.", [Q],
    group="conditional")
add("invoke", "When this track ends, run BLACKOUT.", [BO], group="timed")
add("invoke", "PANIC_BLACK now, someone's climbing the truss", [P], group="emergency")
add("invoke", "BACKUP_FIRST, then clear out the old test chain, then LAYOUT2 on whatever is left.", [B, L],
    group="multi")
add("invoke", "run SYNCPOINT and then DEPLOY_SHOW, house opens in an hour", [SY, D], group="multi")
add("invoke", "wirecomb the fx base please, it's spaghetti", [W], group="name_as_verb")
add("invoke", "Do RENDER_HQ of the opening sequence, usual frames.", [R], group="imperative")
add("invoke", "Do my FEEDBACK trails for the club set on the second layer.", [F], group="common_word")
add("invoke", "Follow naming rule N1 and rename the defaults I left in /project1/fx.", [N], group="rule")

# ---------------------------------------------------------------- invoke, German (BER)
add("invoke", "Mach mal LAYOUT2 in /project1/visuals, ist total chaotisch.", [L], lang="de", group="imperative")
add("invoke", "KICK1 auf den Main Out bitte, die Bassdrum muss man sehen.", [K], lang="de", group="polite")
add("invoke", "glitchy auf den ausgewählten TOP, danke", [G], lang="de", group="lowercase")
add("invoke", "Set ist durch. BLACKOUT.", [BO], lang="de", group="end_set")
add("invoke", "Bevor du noise4 löschst: BACKUP_FIRST, dann weg damit.", [B], lang="de", group="rule")
add("invoke", "Erst VJ_BANK_A laden, dann GLITCHY drüber.", [V, G], lang="de", group="multi")
add("invoke", "ok touchdesigner starte deskmap x zweiunddreißig", [X], lang="de", group="voice")

# ---------------------------------------------------------------- invoke, Spanish (OPE, Madrid and Buenos Aires)
add("invoke", "Ejecuta CUE_STACK_7 ahora, la coreógrafa quiere probar las transiciones.", [C], lang="es",
    group="imperative")
add("invoke", "dale, corré SYNCPOINT con la consola de luces", [SY], lang="es", group="terse")
add("invoke", "Aplicá la regla STROBE_SAFE al destello del segundo acto", [S], lang="es", group="rule")
add("invoke", "RENDER_HQ del prólogo, porfa, que lo pide prensa", [R], lang="es", group="name_first")
add("invoke", "Necesito el look Zorvex en la salida final antes de la función, por favor.", [Z], lang="es",
    group="polite")
add("invoke", "Haz BLACKOUT... no, espera, no es el final, es una emergencia: PANIC_BLACK ya", [P], [BO], lang="es",
    group="correction")
add("invoke", "deploy_show y despues syncpoint, en ese orden", [D, SY], lang="es", group="multi")

# ---------------------------------------------------------------- invoke, French (OPE lighting designer)
add("invoke", "Lance DEPLOY_SHOW s'il te plait, on ouvre les portes dans 30 min", [D], lang="fr", group="polite")
add("invoke", "wirecomb sur le réseau /project1/scene stp", [W], lang="fr", group="terse")
add("invoke", "Il est 22h15 au site riverside : applique la règle des quiet hours sur le son.", [Q], lang="fr",
    group="conditional")
add("invoke", "mets en place KICK1 sur la sortie principale", [K], lang="fr", group="imperative")
add("invoke", "Avant de toucher au bloom.tox, applique la règle ARCHIVE, puis monte le threshold à 0.6.", [A],
    lang="fr", group="rule")

# ---------------------------------------------------------------- invoke, Italian (KPOP guest programmer)
add("invoke", "Esegui DESKMAP_X32, il mixer è già in rete.", [X], lang="it", group="imperative")
add("invoke", "fammi il layout2 della rete fx per favore", [L], lang="it", group="lowercase")
add("invoke", "Carica VJ_BANK_A sui deck, grazie 🙏", [V], lang="it", group="emoji")
add("invoke", "Applica la regola di naming N1 a tutti gli operatori nuovi", [N], lang="it", group="rule")
add("invoke", "Lancia GLITCHY sul TOP selezionato", [G], lang="it", group="imperative")
add("invoke", "Se sono passate le 22 al riverside — e sono le 22:30 — attiva la regola quiet hours.", [Q], lang="it",
    group="conditional")

# ---------------------------------------------------------------- invoke, Portuguese (OPE Brazilian video tech)
add("invoke", "Roda o RENDER_HQ aí, por favor", [R], lang="pt", group="polite")
add("invoke", "faz o BACKUP_FIRST e depois apaga a chain de teste", [B], lang="pt", group="lowercase")
add("invoke", "Executa o CUE_STACK_7 pra peça de dança", [C], lang="pt", group="imperative")
add("invoke", "bora, BLACKOUT que acabou o set", [BO], lang="pt", group="end_set")
add("invoke", "monta as trails do FEEDBACK do jeito do clube, na camada 3", [F], lang="pt", group="common_word")

# ---------------------------------------------------------------- invoke, Japanese (KPOP Tokyo)
add("invoke", "開場30分前なので、DEPLOY_SHOWを実行してください。", [D], lang="ja", group="polite")
add("invoke", "KICK1お願いします、メイン出力に。", [K], lang="ja", group="name_first")
add("invoke", "Zorvexグレードを最終出力にかけて", [Z], lang="ja", group="title_words")
add("invoke", "SYNCPOINTやって、照明卓とロックしたい", [SY], lang="ja", group="terse")
add("invoke", "至急!PANIC_BLACK!", [P], lang="ja", group="emergency")
add("invoke", "VJ_BANK_Aを読み込んでからLAYOUT2で整理して", [V, L], lang="ja", group="multi")

# ---------------------------------------------------------------- invoke, Korean (KPOP Seoul)
add("invoke", "DESKMAP_X32 실행해 주세요", [X], lang="ko", group="polite")
add("invoke", "선택한 TOP에 GLITCHY 돌려줘", [G], lang="ko", group="imperative")
add("invoke", "CUE_STACK_7 만들어 주세요, 내일 리허설용", [C], lang="ko", group="polite")
add("invoke", "RENDER_HQ 부탁드려요 🙇", [R], lang="ko", group="emoji")
add("invoke", "STROBE_SAFE 규칙 적용해줘", [S], lang="ko", group="rule")
add("invoke", "새로 만든 오퍼레이터들 N1 네이밍 규칙대로 이름 바꿔줘", [N], lang="ko", group="rule")

# ---------------------------------------------------------------- invoke, Chinese (KPOP crew member)
add("invoke", "执行 VJ_BANK_A", [V], lang="zh", group="imperative")
add("invoke", "帮我跑一下 wirecomb,线太乱了", [W], lang="zh", group="terse")
add("invoke", "先 BACKUP_FIRST,再删掉 noise1", [B], lang="zh", group="rule")
add("invoke", "对 bloom.tox 执行 ARCHIVE 规则,然后再改参数", [A], lang="zh", group="rule")
add("invoke", "用 FEEDBACK 的俱乐部拖尾设置,放在第二层", [F], lang="zh", group="common_word")
add("invoke", "现在启动 SYNCPOINT 和 KICK1", [SY, K], lang="zh", group="multi")

# ---------------------------------------------------------------- invoke, Russian (KPOP guest programmer)
add("invoke", "Запусти DEPLOY_SHOW, пожалуйста", [D], lang="ru", group="polite")
add("invoke", "примени zorvex grade к финальному композиту перед выходом на LED", [Z], lang="ru", group="title_words")
add("invoke", "PANIC_BLACK, срочно!!", [P], lang="ru", group="emergency")
add("invoke", "уже 22:40 на riverside, включи правило quiet hours", [Q], lang="ru", group="conditional")
add("invoke", "ARCHIVE перед правкой bloom.tox, потом меняй параметры", [A], lang="ru", group="rule")
add("invoke", "DESKMAP_X32, а потом CUE_STACK_7", [X, C], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content (what a procedure says)
add("ask_content", "Which steps does DEPLOY_SHOW go through, in order? Just list them, don't run it.", [D],
    group="order")
add("ask_content", "Welchen Port nutzt DESKMAP_X32 für das OSC In?", [X], lang="de", group="port")
add("ask_content", "¿Con qué opacidad queda el Level TOP en mi FEEDBACK del club?", [F], lang="es", group="value")
add("ask_content", "Qu'est-ce que dit exactement la règle STROBE_SAFE ?", [S], lang="fr", group="content")
add("ask_content", "Quali passaggi fa CUE_STACK_7? Elencameli in ordine.", [C], lang="it", group="order")
add("ask_content", "Qual codec o RENDER_HQ usa na gravação?", [R], lang="pt", group="value")
add("ask_content", "SYNCPOINTはどのIPアドレスとポートに送信しますか?", [SY], lang="ja", group="port")
add("ask_content", "KICK1에서 Trigger CHOP threshold 값이 얼마예요?", [K], lang="ko", group="value")
add("ask_content", "BLACKOUT 里 master 淡出要几秒?", [BO], lang="zh", group="value")
add("ask_content", "Куда правило BACKUP_FIRST сохраняет бэкап и как его называет?", [B], lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete noise3 and level7 from /project1/fx, they're dead weight", [B], group="delete")
add("bears", "the old chain in /project1/legacy can go, go ahead and remove it", [B], group="delete")
add("bears", "Mach den Strobe auf dem Drop bitte auf 12 Hz, richtig aggressiv.", [S], ["rcp_strobe_flash"],
    lang="de", group="strobe")
add("bears", "Son las 23:30 en el venue riverside y el director musical quiere subir el master de audio.", [Q],
    lang="es", group="venue_late")
add("bears", "外部保存しているbloom.toxの中のthresholdを0.7に変えてください。", [A], lang="ja", group="external_tox")
add("bears", "배경용으로 노이즈 TOP이랑 레벨 TOP 새로 만들어줘", [N], ["ref_noise_top"], lang="ko", group="create")
add("bears", "Удали все неиспользуемые операторы в /project1/old", [B], lang="ru", group="delete")

# ---------------------------------------------------------------- paraphrase (no word of the title or name)
add("paraphrase", "Voglio che l'immagine pulsi a tempo con la cassa.", [K], ["ref_audio_analysis"], lang="it",
    group="paraphrase")
add("paraphrase", "Quero controlar as opacidades das camadas com os faders do técnico de som, aquele Behringer de "
    "32 canais.", [X], lang="pt", group="paraphrase")
add("paraphrase", "把整场演出导出成一个完美的视频文件,一帧都不能掉,不需要实时。", [R], ["ref_movie_file_out"], lang="zh",
    group="paraphrase")
add("paraphrase", "Il faut caler le timing de nos visuels sur le grandMA de Priya avant le spectacle.", [SY],
    ["fact_lx_console"], lang="fr", group="paraphrase")
add("paraphrase", "Give the final picture our studio's signature treatment: the LUT ramp, a touch less gamma, "
    "muted greens, a hint of grain.", [Z], group="paraphrase")
add("paraphrase", "Bau mir die zeitgesteuerte Szenenliste für Tidewater aus Mateos Blatt.", [C], ["fact_dance_piece"],
    lang="de", group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "Which UDP port is the stagepad tablet sending to on the show network?", ["fact_stagepad_ports"], group="fact")
add("question", "How does the Feedback TOP work in general? Mainly confused by the Target TOP parameter.",
    ["ref_feedback_top"], [F, "rcp_feedback_tunnel"], group="common_word")
add("question", "When should I reach for a CHOP Execute DAT rather than a Parameter Execute DAT?",
    ["td_chop_execute_dat", "td_parameter_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I pass a float into a GLSL TOP shader as a uniform?", ["ref_glsl_uniforms"],
    group="reference")
add("task", "Build me a lower third with the opera's title over the video.", ["rcp_lower_third"], [N],
    group="reference")
add("question", "how do I make the Performance Monitor catch only the slow frames?", ["td_performance_monitor"],
    ["ref_perf_monitor"], group="builtin_compete", builtin=True)
add("question", "Auf welchem DMX-Universum hängen die Moving Heads?", ["fact_dmx_heads"], ["fact_lx_console"],
    lang="de", group="fact")
add("question", "Wie speichere ich Python-Werte mit store() und fetch() auf einer COMP?", ["td_storage"], lang="de",
    group="builtin_only", builtin=True)
add("question", "¿Cuántos píxeles mide en total el raster de salida de Lumen Hall?", ["fact_lumen_hall_raster"], lang="es",
    group="fact")
add("question", "¿Con qué atajo se abre el Textport y qué se puede hacer ahí?", ["td_textport"], lang="es", group="builtin_only",
    builtin=True)
add("question", "Combien de mémoire vidéo a la carte graphique de RIG-B ?", ["fact_rig_b"], lang="fr", group="fact")
add("question", "Quelle est la différence entre le flag bypass et le flag lock ?", ["td_operator_flags"], lang="fr",
    group="builtin_only", builtin=True)
add("question", "Come funziona il cooking pull-based in TouchDesigner? Quando cucina un operatore?",
    ["td_cooking_pull_model"], lang="it", group="builtin_only", builtin=True)
add("question", "Quais são as cores da marca no lançamento Aurora?", ["fact_aurora_palette"], lang="pt",
    group="fact")
add("question", "Como crio parâmetros customizados num COMP?", ["td_custom_parameters"], lang="pt",
    group="builtin_only", builtin=True)
add("question", "ショー中のエラーログはどこに書き出されていますか?", ["fact_show_log"], lang="ja", group="fact")
add("question", "Replicator COMPの使い方を教えてください", ["td_replicator_comp"], ["ref_replicator"], lang="ja",
    group="builtin_compete", builtin=True)
add("question", "RIG-B 오디오 버퍼 몇 샘플로 하기로 했죠?", ["fact_audio_buffer"], ["fact_rig_b"], lang="ko",
    group="fact")
add("question", "Phong MAT 和 PBR MAT 有什么区别?", ["td_mat_family"], lang="zh", group="builtin_only", builtin=True)
add("question", "Как настроить instancing на Geometry COMP?", ["td_geometry_instancing"], ["ref_instancing"],
    lang="ru", group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable (the corpus has no answer)
add("unanswerable", "Can TouchDesigner follow the Ableton Link tempo from the DJ's laptop at the club?", group="near")
add("unanswerable", "How do I get a Notch block running inside TouchDesigner?", group="near")
add("unanswerable", "Is there a way to trigger TouchDesigner scenes from an Elgato Stream Deck?", group="far")
add("unanswerable", "Wie kriege ich per Spout das Bild aus TouchDesigner in Resolume rein?", lang="de", group="near")
add("unanswerable", "¿Cómo uso el Stoner para hacer keystone en una proyección?", lang="es", group="near")
add("unanswerable", "Comment lire du timecode LTC dans TouchDesigner ?", lang="fr", group="near")
add("unanswerable", "Come si installa un pacchetto pip esterno dentro TouchDesigner?", lang="it", group="near")
add("unanswerable", "Como uso o Leap Motion no TouchDesigner?", lang="pt", group="near")
add("unanswerable", "Web Render TOPでYouTubeを表示する方法は?", lang="ja", group="near")
add("unanswerable", "TouchDesigner 상업용 라이선스 가격이 얼마예요?", lang="ko", group="far")
add("unanswerable", "怎么用 Substance TOP 加载 sbsar 材质?", lang="zh", group="near")

# ---------------------------------------------------------------- near misses (named, not asked to run)
add("near_miss", "Don't run DEPLOY_SHOW yet, the stage manager hasn't signed off.", allowed=[D], group="negated")
add("near_miss", "KICK1 ran fine at last night's warehouse gig, zero complaints.", allowed=[K], group="past")
add("near_miss", "We'll do RENDER_HQ of the teaser tomorrow morning, not tonight.", allowed=[R], group="planning")
add("near_miss", "Is VJ_BANK_A still loaded from soundcheck, or did someone swap the decks?", allowed=[V],
    group="status")
add("near_miss", "wirecomb shoved my docked ops all over the place last time, honestly.", allowed=[W],
    group="complaint")
add("near_miss", "rename the python variable layout2_offsets to col_offsets in this line: "
    "`layout2_offsets = [0, 200, 400]`", allowed=[L], group="variable")
add("near_miss", "Hypothetically, if PANIC_BLACK fired by accident mid-show, would the crowd even notice?",
    allowed=[P], group="hypothetical")
add("near_miss", "The promoter's email literally says \"no GLITCHY during the headliner\". Just so you know.",
    allowed=[G], group="quoted")
add("near_miss", "Back when we toured with the old rig, CUE_STACK_7 was still called CUE_STACK_5.", allowed=[C],
    group="history")
add("near_miss", "Der Resident meinte, GLITCHY hätte gestern den Main Out eingefroren.", allowed=[G], lang="de",
    group="reported")
add("near_miss", "Bitte KEIN BLACKOUT, der Closing-DJ spielt noch zwanzig Minuten.", allowed=[BO], lang="de",
    group="negated")
add("near_miss", "Was ist eigentlich schneller bei großen Netzwerken, LAYOUT2 oder wirecomb? Nur eine Einschätzung, "
    "nichts ausführen.", allowed=[L, W], lang="de", group="comparison")
add("near_miss", "Mañana en el ensayo general hacemos el SYNCPOINT con la consola; hoy no.", allowed=[SY], lang="es",
    group="planning")
add("near_miss", "El DEPLOY_SHOW de ayer en el Colón salió perfecto.", allowed=[D], lang="es", group="past")
add("near_miss", "El CUE_STACK_7 me pisó la tabla de cues la semana pasada, qué bronca.", allowed=[C], lang="es",
    group="complaint")
add("near_miss", "Ne lance surtout pas PANIC_BLACK, c'était une fausse alerte.", allowed=[P], lang="fr",
    group="negated")
add("near_miss", "On a passé le grade Zorvex hier à la générale, le metteur en scène a adoré.", allowed=[Z],
    lang="fr", group="past")
add("near_miss", "Le stagiaire porte un t-shirt avec GLITCHY écrit dessus, trop drôle.", allowed=[G], lang="fr",
    group="incidental")
add("near_miss", "Domani pomeriggio facciamo DESKMAP_X32 con il fonico, per ora lascia stare.", allowed=[X],
    lang="it", group="planning")
add("near_miss", "VJ_BANK_A l'ho già caricato io stamattina, tranquillo.", allowed=[V], lang="it", group="past")
add("near_miss", "Nel mio script la variabile si chiama strobe_safe_hz, ti sembra un nome sensato?", allowed=[S],
    lang="it", group="variable")
add("near_miss", "O BLACKOUT de ontem cortou o áudio antes da hora, fiquei pistola.", allowed=[BO], lang="pt",
    group="complaint")
add("near_miss", "E se a gente tivesse rodado o SYNCPOINT antes, será que o atraso teria sumido?", allowed=[SY],
    lang="pt", group="hypothetical")
add("near_miss", "Salvei o projeto como kick1_backup_final.toe no pendrive.", allowed=[K], lang="pt",
    group="filename")
add("near_miss", "昨日のリハでDEPLOY_SHOWは問題なく動きました。", allowed=[D], lang="ja", group="past")
add("near_miss", "明日のドーム公演の前にSYNCPOINTをやる予定です。今はやらないで。", allowed=[SY], lang="ja",
    group="planning")
add("near_miss", "舞台監督がBLACKOUTのタイミングが早すぎたと言ってました。", allowed=[BO], lang="ja", group="reported")
add("near_miss", "어제 서울 공연에서 KICK1 잘 돌아갔어요.", allowed=[K], lang="ko", group="past")
add("near_miss", "내일 리허설 끝나고 RENDER_HQ 할 거예요, 지금 말고요.", allowed=[R], lang="ko", group="planning")
add("near_miss", "PANIC_BLACK 누르지 마세요! 방금 건 오작동이었어요.", allowed=[P], lang="ko", group="negated")
add("near_miss", "上周深圳那场跑完 wirecomb 之后网络清爽多了。", allowed=[W], lang="zh", group="past")
add("near_miss", "先别跑 VJ_BANK_A,素材还在拷贝。", allowed=[V], lang="zh", group="negated")
add("near_miss", "导演在群里说:“今晚别管 ARCHIVE 规则了。”我只是转述一下。", allowed=[A], lang="zh", group="reported")
add("near_miss", "Завтра перед концертом сделаем BACKUP_FIRST, сегодня ничего не трогаем.", allowed=[B], lang="ru",
    group="planning")
add("near_miss", "Вчера FEEDBACK-трейлы в клубе смотрелись отлично.", allowed=[F], lang="ru", group="past")
add("near_miss", "Этот DESKMAP_X32 опять завис на концерте в Сеуле, бесит.", allowed=[X], lang="ru",
    group="complaint")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "In everyday speech, what does 'glitchy' mean when people describe an app?", allowed=[G],
    group="meaning")
add("meaning", "In WWII London, what did the word 'blackout' refer to?", allowed=[BO], group="meaning")
add("meaning", "Was bedeutet 'Feedback' eigentlich im Büroalltag, also beim Mitarbeitergespräch?", allowed=[F],
    lang="de", group="meaning")
add("meaning", "Que veut dire « archive » au sens historique, pour un musée ?", allowed=[A], lang="fr",
    group="meaning")
add("meaning", "「パニック」という言葉の本来の意味は何ですか?", allowed=[P], lang="ja", group="meaning")

# ---------------------------------------------------------------- meta (about the words, not the procedures)
add("meta", "Give me SYNCPOINT spelled backwards, just for the crew quiz.", group="reverse")
add("meta", "Count the letters in DESKMAP_X32, ignoring the underscore.", group="count")
add("meta", "Write the word wirecomb in all caps, nothing else.", group="case")
add("meta", "Wie spricht man 'wirecomb' eigentlich aus?", lang="de", group="pronounce")
add("meta", "Traducime 'quiet hours' al castellano rioplatense, nada más.", lang="es", group="translate")
add("meta", "Écris VJ_BANK_A en minuscules.", lang="fr", group="case")
add("meta", "Inizia la risposta con la parola GLITCHY, poi salutami.", lang="it", group="start_with")
add("meta", "Põe KICK1 em negrito nesta frase: vamos testar amanhã o KICK1.", lang="pt", group="bold")
add("meta", "「RENDER_HQ」をカタカナで書くとどうなりますか?", lang="ja", group="convert")
add("meta", "CUE_STACK_7 을 한국어로 어떻게 읽어요?", lang="ko", group="pronounce")
add("meta", "把 PANIC_BLACK 这个词翻译成中文。", lang="zh", group="translate")
add("meta", "Сколько букв в слове ZORVEX?", lang="ru", group="count")

# ---------------------------------------------------------------- echo (repeat back)
add("echo", "Repeat after me word for word: run LAYOUT2 on the club rig", group="echo")
add("echo", "Sag einfach nach: BACKUP_FIRST, dann löschen", lang="de", group="echo")
add("echo", "Repetí esto tal cual: ejecutar DEPLOY_SHOW", lang="es", group="echo")
add("echo", "Répète mot pour mot : lance GLITCHY sur la sortie", lang="fr", group="echo")
add("echo", "Ripeti esattamente questa frase: carica VJ_BANK_A sui deck", lang="it", group="echo")
add("echo", "Repete comigo: BLACKOUT agora", lang="pt", group="echo")
add("echo", "「KICK1を実行」とそのまま繰り返して", lang="ja", group="echo")
add("echo", "따라 말해 봐: SYNCPOINT 시작", lang="ko", group="echo")
add("echo", "原样重复这句话:执行 RENDER_HQ", lang="zh", group="echo")
add("echo", "Повтори дословно: запусти DESKMAP_X32", lang="ru", group="echo")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "lol that drop was insane, cheers", group="chitchat")
add("chitchat", "morning crew ☕ who has the van keys", group="chitchat")
add("chitchat", "Danke dir, Club läuft wieder 🙌", lang="de", group="chitchat")
add("chitchat", "Che, gracias, sos un genio", lang="es", group="chitchat")
add("chitchat", "Bonne nuit l'équipe, à demain", lang="fr", group="chitchat")
add("chitchat", "Grazie mille, a dopo!", lang="it", group="chitchat")
add("chitchat", "Valeu, mano!", lang="pt", group="chitchat")
add("chitchat", "お疲れさまでした!", lang="ja", group="chitchat")
add("chitchat", "수고하셨습니다~", lang="ko", group="chitchat")
add("chitchat", "辛苦了,大家早点休息", lang="zh", group="chitchat")
add("chitchat", "Спасибо, ребята, до завтрашнего саундчека!", lang="ru", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u68-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
