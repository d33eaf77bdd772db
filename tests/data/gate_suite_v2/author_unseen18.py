"""Hand-written source of prompts_unseen18.jsonl: a blind suite by an independent evaluator (gateeval18).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these
prompts and no other prompt file or author script was read. Run this file to regenerate
prompts_unseen18.jsonl byte for byte.

Personas (they live here only, not in the data):
  OPERA  - an opera house video department writing precise, formal change requests
  VJ     - a club VJ collective's group chat: several people, quoting, agreeing and disagreeing
  COURSE - a university course assistant writing tutorials that mention the procedures
  FEST   - a festival tech director approving or vetoing things
  HOBBY  - a hobbyist who pastes code and logs
  CREW   - crew members writing in their own languages
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen18.jsonl")
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

# ---------------------------------------------------------------- invoke (English)
add("invoke", "KICK1!!", [KICK], [STROBE], group="bare")                                       # VJ
add("invoke", "layout2 pls, booth mac", [LAYOUT], group="terse")                                        # VJ
add("invoke", "DESKMAP_X32 — do it now, the desk is on the show network.", [X32], group="name_first")  # CREW
add("invoke", "Change request VD-17 (Video Department, Act II): please execute RENDER_HQ for the overture "
              "sequence and report the output file path to the department.", [RENDER], group="imperative")  # OPERA
add("invoke", "ok go ahead with DEPLOY_SHOW", [DEPLOY], group="consent")                     # FEST
add("invoke", "no wait, not LAYOUT2 — do wirecomb on this one, the columns are fine, only the wires are a mess",
    [WIRE], [LAYOUT], group="correction")                                                     # VJ
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the master audio now",
    [QUIET], group="conditional")                                                             # FEST
add("invoke", "Apply naming rule N1 to everything I created in /project1/fx today.", [N1], group="rule")  # COURSE
add("invoke", "enforce STROBE_SAFE on the beat flash I just built", [STROBE], ["rcp_strobe_flash"], group="rule")  # VJ
add("invoke", "Follow BACKUP_FIRST, then delete the old_intro container.", [BACKUP], group="rule")  # HOBBY
add("invoke", "Give the final composite of the Act I prologue the Zorvex look.", [ZORVEX], group="title_words")  # OPERA
add("invoke", "do the end-of-set cut to black, we are done for the night", [BLACKOUT], [PANIC], group="title_words")   # VJ
add("invoke", "Load clip bank A into the decks before the warm-up DJ finishes.", [BANK], group="title_words")               # VJ
add("invoke", "trails for the club set please, built my usual way", [TRAILS], ["ref_feedback_top"], group="common_word")  # VJ
add("invoke", "K I C K 1 on the main out", [KICK], [STROBE], group="spaces")                 # VJ
add("invoke", "run GLITHCY on the webcam TOP", [GLITCH], group="typo")                       # HOBBY
add("invoke", "run desk map x thirty two please", [X32], group="voice")                      # CREW
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨", [PANIC], [BLACKOUT], group="emoji")                     # FEST
add("invoke", "/cue_stack_7 tidewater", [CUES], group="slash_command")                                  # COURSE
add("invoke", "Pre-show list, do these in order:\n- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT", [DEPLOY, SYNC],
    group="checklist")                                                                        # FEST
add("invoke", "set ends in 30 seconds, start BLACKOUT now so the fade lands on the last chord",
    [BLACKOUT], [PANIC], group="timed")                                                       # VJ
add("invoke", "Run DESKMAP_X32 and then SYNCPOINT, in that order.", [X32, SYNC], group="multi")  # FEST
add("invoke", "VJ_BANK_A + GLITCHY on deck_a1 pls", [BANK, GLITCH], group="multi")             # VJ
add("invoke", "Doors open at eight, so please do CUE_STACK_7 now and I'll check the csv afterwards.",
    [CUES], ["fact_dance_piece"], group="mid_message")                                      # OPERA
add("invoke", "PANIC!! the projector is showing the Windows desktop", [PANIC], [BLACKOUT], group="emergency")  # FEST
add("invoke", "hey can you RENDER_HQ the intro for the trailer", [RENDER], group="name_as_verb")  # VJ
add("invoke", "ARCHIVE bloom.tox first, then I'll tweak its threshold.", [ARCHIVE], group="rule")  # HOBBY
add("invoke", "Keep a numbered copy of glow.tox before I edit it — the archive rule, please.", [ARCHIVE],
    group="title_words")                                                                       # COURSE
add("invoke", "Please do LAYOUT2 and wirecomb on /project1/fx.", [LAYOUT, WIRE], group="multi")  # COURSE
add("invoke", "Lock the visuals to the lighting console before doors, please.", [SYNC], ["fact_lx_console"],
    group="title_words")                                                                       # OPERA
add("invoke", "straighten the wires in here, I can't read a thing", [WIRE], [LAYOUT], group="title_words")  # HOBBY
add("invoke", "Change request VD-21: the Video Department requests that STROBE_SAFE be applied to every flash "
              "effect in the Act III storm scene before the dress rehearsal.", [STROBE], group="rule")  # OPERA
add("invoke", "Arrange this network in columns, inputs on the left, like the handout shows.", [LAYOUT], group="title_words")  # COURSE
add("invoke", "> Jo: can someone trigger KICK1?\nyes, do it, KICK1 now", [KICK], [STROBE], group="live_chat")  # VJ
add("invoke", "Approved: run RENDER_HQ on the encore, then DEPLOY_SHOW.", [RENDER, DEPLOY], group="multi")  # FEST
add("invoke", "Before I delete the unused noise TOPs, do BACKUP_FIRST on /project1/bg.", [BACKUP], group="rule")  # HOBBY
add("invoke", "N1 please — rename the defaults I just dropped in.", [N1], group="terse")     # VJ
add("invoke", "the set is over. BLACKOUT.", [BLACKOUT], [PANIC], group="end_set")             # VJ
add("invoke", "it's past 22:00 at the riverside now, so quiet hours please", [QUIET], group="conditional")  # CREW
add("invoke", "Quick one: GLITCHY, then the Zorvex grade on top of it.", [GLITCH, ZORVEX], group="multi")  # VJ
add("invoke", "Traceback (most recent call last):\n  File \"/project1/loader\", line 4, in <module>\n"
              "AttributeError: 'NoneType' object has no attribute 'preload'\nok I fixed the path typo. VJ_BANK_A now please",
    [BANK], group="log_paste")                                                                 # HOBBY
add("invoke", "Tutorial step 6 (do it live for the class now): run wirecomb on the demo network.", [WIRE],
    group="imperative")                                                                        # COURSE

# ---------------------------------------------------------------- invoke (other languages)          CREW
add("invoke", "Bitte führ KICK1 auf dem Hauptausgang aus.", [KICK], [STROBE], lang="de", group="polite")
add("invoke", "LAYOUT2 jetzt, das Netzwerk ist das reinste Chaos.", [LAYOUT], lang="de", group="name_first")
add("invoke", "Das Set ist vorbei, mach bitte den BLACKOUT.", [BLACKOUT], [PANIC], lang="de", group="end_set")
add("invoke", "Lance DESKMAP_X32 s'il te plaît, la console est branchée.", [X32], lang="fr", group="polite")
add("invoke", "Applique la règle N1 aux nouveaux opérateurs que je viens de créer.", [N1], lang="fr", group="rule")
add("invoke", "Vas-y pour DEPLOY_SHOW, on ouvre les portes dans vingt minutes.", [DEPLOY], lang="fr", group="consent")
add("invoke", "Ejecuta GLITCHY sobre el TOP seleccionado de la cámara dos.", [GLITCH], lang="es", group="imperative")
add("invoke", "Carga VJ_BANK_A en las pletinas, porfa.", [BANK], lang="es", group="polite")
add("invoke", "No, espera, GLITCHY no — ponle el look Zorvex a la composición final.", [ZORVEX], [GLITCH],
    lang="es", group="correction")
add("invoke", "Esegui RENDER_HQ per la scena finale, grazie.", [RENDER], lang="it", group="polite")
add("invoke", "Fai wirecomb su questa rete, non si capisce niente.", [WIRE], lang="it", group="name_as_verb")
add("invoke", "Roda o SYNCPOINT antes do espetáculo, por favor.", [SYNC], lang="pt", group="polite")
add("invoke", "Faz o CUE_STACK_7 agora, a coreógrafa já mandou a planilha.", [CUES], lang="pt", group="imperative")
add("invoke", "メイン出力でKICK1を実行してください。", [KICK], [STROBE], lang="ja", group="polite")
add("invoke", "DEPLOY_SHOWをお願いします。本番前です。", [DEPLOY], lang="ja", group="polite")
add("invoke", "PANIC_BLACK！客席に変な画面が出てる、今すぐ！", [PANIC], [BLACKOUT], lang="ja", group="emergency")
add("invoke", "请运行 LAYOUT2，把舞台那台电脑上的网络整理一下。", [LAYOUT], lang="zh", group="imperative")
add("invoke", "执行 STROBE_SAFE，把所有闪光限制好。", [STROBE], lang="zh", group="rule")
add("invoke", "演出结束了，现在做 BLACKOUT。", [BLACKOUT], [PANIC], lang="zh", group="end_set")
add("invoke", "최종 합성 뒤에 Zorvex 그레이드 넣어 주세요.", [ZORVEX], lang="ko", group="polite")
add("invoke", "VJ_BANK_A 로드해줘, 워밍업 끝나기 전에", [BANK], lang="ko", group="terse")
add("invoke", "Запусти DESKMAP_X32, пульт X32 уже подключён к сети сцены.", [X32], lang="ru", group="imperative")
add("invoke", "Сначала BACKUP_FIRST, потом удали старый noise1.", [BACKUP], lang="ru", group="rule")
add("invoke", "Voer CUE_STACK_7 uit, alsjeblieft, voor de generale.", [CUES], lang="nl", group="polite")
add("invoke", "Bouw de FEEDBACK-trails voor de clubset, op mijn manier.", [TRAILS], ["ref_feedback_top"],
    lang="nl", group="common_word")
add("invoke", "Uruchom SYNCPOINT przed wieczornym pokazem w namiocie.", [SYNC], lang="pl", group="imperative")
add("invoke", "Zrób ARCHIVE dla bloom.tox, zanim go zmienię.", [ARCHIVE], lang="pl", group="rule")
add("invoke", "Kör RENDER_HQ på slutscenen i andra akten.", [RENDER], lang="sv", group="imperative")
add("invoke", "GLITCHY'yi seçili TOP'a uygula lütfen.", [GLITCH], lang="tr", group="polite")
add("invoke", "Spusť wirecomb na téhle síti, vypadá jako špagety.", [WIRE], lang="cs", group="imperative")
add("invoke", "Вже 22:30 на прибережному майданчику, тож застосуй правило тихих годин до майстер-виходу.",
    [QUIET], lang="uk", group="conditional")
add("invoke", "Il est 22h15 au bord de la rivière : applique les heures calmes sur le son.", [QUIET],
    lang="fr", group="conditional")
add("invoke", "Mach bitte erst VJ_BANK_A und danach KICK1.", [BANK, KICK], [STROBE], lang="de", group="multi")
add("invoke", "Las trails del club a mi manera, FEEDBACK, ya.", [TRAILS], ["ref_feedback_top"], lang="es",
    group="common_word")
add("invoke", "ARCHIVE 규칙대로 glow.tox 번호 붙여서 복사해 줘, 그다음 수정할게.", [ARCHIVE], lang="ko", group="rule")
add("invoke", "Примени правило N1 ко всем новым операторам.", [N1], lang="ru", group="rule")
add("invoke", "请先 BACKUP_FIRST，然后删掉旧的 intro 容器。", [BACKUP], lang="zh", group="rule")
add("invoke", "CUE_STACK_7とSYNCPOINTを続けて実行して。", [CUES, SYNC], lang="ja", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does the OSC In CHOP that DESKMAP_X32 creates listen on?", [X32])
add("ask_content", "For the opera's tech binder: list the steps of DEPLOY_SHOW in the order it does them.", [DEPLOY])
add("ask_content", "When KICK1 builds its Trigger CHOP, what threshold and release time does it use?", [KICK])
add("ask_content", "Which codec, resolution and frame rate does RENDER_HQ set on rec1?", [RENDER])
add("ask_content", "In the Zorvex grade, by what percentage does the HSV Adjust TOP pull down the greens?", [ZORVEX])
add("ask_content", "At the end of a set, what does BLACKOUT do to the audio output exactly?", [BLACKOUT])
add("ask_content", "Which IP address and port does SYNCPOINT send its /sync/ping to?", [SYNC])
add("ask_content", "Que dit BACKUP_FIRST sur le nom du fichier de sauvegarde ?", [BACKUP], lang="fr")
add("ask_content", "GLITCHYのDisplace TOPのweightはいくつですか？", [GLITCH], lang="ja")
add("ask_content", "Welchen Maximalpegel erlaubt die Ruhezeiten-Regel am Flussufer nach 22 Uhr?", [QUIET], lang="de")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "Delete noise3 and the two unused Movie File In TOPs in /project1/old.", [BACKUP], group="delete")
add("bears", "Here's the plan: clear out everything in /project1/scratch. Go ahead.", [BACKUP], group="consent")
add("bears", "Make the white flash strobe at 12 Hz on the drop.", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "It's 23:30 at the riverside venue and the promoter wants the bass louder — push the master up 6 dB.",
    [QUIET], group="venue_late")
add("bears", "Bump the threshold slider inside our external bloom.tox from 0.6 to 0.7.", [ARCHIVE],
    group="external_tox")
add("bears", "Erstelle mir einen Noise TOP als Hintergrund und einen Level TOP dahinter.", [N1], ["ref_noise_top"],
    lang="de", group="create")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "I want the sliders on the Behringer at front of house to drive my layer opacities.", [X32])
add("paraphrase", "Export the piece to a HAP Q movie frame by frame with realtime turned off, 3600 frames.",
    [RENDER], ["ref_movie_file_out"])
add("paraphrase", "Fill the eight left-hand video players with the first media folder, alphabetically, looping.",
    [BANK])
add("paraphrase", "Ping the grandMA at 10.0.0.40 and offset our timeline by half the round trip.", [SYNC],
    ["fact_lx_console"])
add("paraphrase", "Put our studio's signature tint treatment after the final comp, with a bypass switch.", [ZORVEX])
add("paraphrase", "Set up the Tidewater choreography sequence from the choreographer's csv, with a Timer CHOP "
                  "switching the scenes.", [CUES], ["fact_dance_piece", "ref_timer_chop"])

# ---------------------------------------------------------------- question / task (corpus only)
add("question", "What port does the stagepad tablet send OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "Che risoluzione ha la finestra di uscita della Lumen Hall?", ["fact_lumen_hall_raster"], lang="it", group="fact")
add("question", "How much video memory does the GPU in RIG-B have?", ["fact_rig_b"], group="fact")
add("question", "Where do errors get written during a show if nobody watches the Textport?", ["fact_show_log"],
    group="fact")
add("question", "Welche Farben darf ich für den Aurora-Launch verwenden?", ["fact_aurora_palette"], lang="de",
    group="fact")
add("question", "¿En qué dirección DMX empieza la cuarta cabeza móvil?", ["fact_dmx_heads"], lang="es",
    group="fact")
add("question", "How do I pass a float from a CHOP into a GLSL TOP shader?", ["ref_glsl_uniforms"],
    group="reference")
add("task", "Build me an LED strip mapper from the final Null TOP for a 300-pixel strip.", ["rcp_led_strip"], [N1],
    group="reference")
add("question", "How does the Feedback TOP's Target TOP parameter work? I want trails that fade out.",
    ["ref_feedback_top"], [TRAILS, "ref_pixel_formats"], group="common_word")
add("question", "Why does my 8-bit feedback loop leave a grey ghost that never goes fully black?",
    ["ref_pixel_formats"], [TRAILS, "ref_feedback_top"], group="common_word")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "What is the difference between the bypass flag and the lock flag on an operator?",
    ["td_operator_flags"], builtin=True, group="builtin_only")
add("question", "How do I keep a Python dictionary on a COMP so it survives saving the project?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "How do I make a Parameter Execute DAT react when a custom pulse parameter is pressed?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "Should I export channels from a CHOP or reference them in an expression?",
    ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"], builtin=True,
    group="builtin_compete")
add("task", "Instance ten thousand small boxes with positions from a Noise CHOP on a Geometry COMP.",
    ["td_geometry_instancing"], ["ref_instancing", N1], builtin=True, group="builtin_compete")
add("question", "Comment le Replicator COMP utilise-t-il sa table modèle pour créer les copies ?",
    ["td_replicator_comp"], ["ref_replicator"], lang="fr", builtin=True, group="builtin_compete")
add("question", "Why doesn't my operator cook when nothing downstream is looking at it?",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I connect an Ultraleap hand tracker to TouchDesigner on a Mac?", group="near")
add("unanswerable", "Which Python version ships inside TouchDesigner 2023.11760?", group="far")
add("unanswerable", "How do I send video to Resolume over Spout with alpha intact?", group="near")
add("unanswerable", "What does a TouchDesigner Commercial licence cost per year?", group="far")
add("unanswerable", "How do I set up rigid-body collisions with the Bullet Solver COMP?", group="near")
add("unanswerable", "Can TouchDesigner drive Philips Hue bulbs through the Hue bridge API?", group="far")
add("unanswerable", "How do I receive Dante audio channels in TouchDesigner without a sound card?", group="near")
add("unanswerable", "Wie importiere ich ein glTF-Modell mit Animationen in TouchDesigner?", lang="de", group="near")
add("unanswerable", "Quelle est la meilleure façon de faire du mapping sur une sphère gonflable ?", lang="fr",
    group="far")
add("unanswerable", "ZED 2i 카메라의 깊이 이미지를 TouchDesigner에서 받으려면 어떻게 하나요?", lang="ko", group="near")
add("unanswerable", "Como faço o TouchDesigner abrir sozinho depois que o Windows reinicia por causa de uma atualização?", lang="pt", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "Don't run KICK1 yet, the DJ hasn't even started.", allowed=[KICK], group="negated")       # VJ
add("near_miss", "KICK1 ran fine at soundcheck, the kick looked really tight.", allowed=[KICK], group="past")  # VJ
add("near_miss", "We'll do LAYOUT2 tomorrow morning before rehearsal, not now.", allowed=[LAYOUT], group="planning")  # COURSE
add("near_miss", "Sara wrote 'run GLITCHY on the webcam feed' but she isn't driving tonight, so hold off.",
    allowed=[GLITCH], group="reported")                                                          # VJ
add("near_miss", "No, not RENDER_HQ tonight — the scratch drive is nearly full.", allowed=[RENDER], group="negated")  # FEST
add("near_miss", "क्या DEPLOY_SHOW मेरे बूथ छोड़ने से पहले पूरा हो गया था?", allowed=[DEPLOY], lang="hi", group="status")  # FEST
add("near_miss", "wirecomb broke my network last time, it stuck nulls everywhere", allowed=[WIRE], group="complaint")  # HOBBY
add("near_miss", "Who came up with the name Zorvex for the grade anyway?", allowed=[ZORVEX], group="history")  # VJ
add("near_miss", "We're not doing BLACKOUT at the end tonight, the next act starts straight away.",
    allowed=[BLACKOUT], group="negated")                                                         # FEST
add("near_miss", "If we go past 22:00 at the riverside we'll need the quiet hours rule, but it's only 20:15, "
                 "so nothing yet.", allowed=[QUIET], group="condition_unmet")                   # FEST
add("near_miss", "When the festival director gives the nod I'll ask you for VJ_BANK_A. Not yet.",
    allowed=[BANK], group="planning")                                                            # VJ
add("near_miss", "Change request VD-23: DEPLOY_SHOW shall not be executed on the rehearsal machine until the "
                 "technical director signs off.", allowed=[DEPLOY], group="negated")            # OPERA
add("near_miss", "> run RENDER_HQ\nlol who sent that, we're live, ignore it", allowed=[RENDER], group="quoted")  # VJ
add("near_miss", "Mika: should we LAYOUT2 the mess?\nJo: nah leave it, it works, don't touch it",
    allowed=[LAYOUT], group="reported")                                                          # VJ
add("near_miss", "Was it STROBE_SAFE that capped the flash last night, or did the LFO just happen to be slow?",
    allowed=[STROBE], group="status")                                                            # VJ
add("near_miss", "The flyer literally says \"PANIC_BLACK presents: Neon Ritual\" haha", allowed=[PANIC],
    group="quoted")                                                                              # VJ
add("near_miss", "Tutorial note for week 5: the lab has no X32, so DESKMAP_X32 is skipped in this session.",
    allowed=[X32], group="incidental")                                                           # COURSE
add("near_miss", "For the handout I'm describing SYNCPOINT as an example of a round-trip measurement. "
                 "Does 'round trip' need a footnote for first-years?", allowed=[SYNC], group="incidental")  # COURSE
add("near_miss", "The kick1_env Null shows a red error flag since I moved it into /project1/audio — why?",
    allowed=[KICK, "ref_op_paths"], group="variable")                                          # HOBBY
add("near_miss", "my script has `archive_enabled = ARCHIVE_RULE_ON` and throws NameError, what's wrong?",
    allowed=[ARCHIVE], group="code")                                                             # HOBBY
add("near_miss", "Catatan saya sudah saya simpan sebagai cue_stack_7_notes.txt di desktop.", allowed=[CUES], lang="id", group="filename")  # OPERA
add("near_miss", "הבמאי אומר שאולי נצטרך PANIC_BLACK אם הפירו ישתבש מחר.", allowed=[PANIC], lang="he",
    group="reported")                                                                            # FEST
add("near_miss", "If we ever hire a second VJ, we'd probably drop N1 for their projects — just thinking aloud.",
    allowed=[N1], group="hypothetical")                                                          # COURSE
add("near_miss", "Tuần này BACKUP_FIRST làm đầy thư mục backups với 40 file tox, phiền quá.", lang="vi",
    allowed=[BACKUP], group="complaint")                                                         # HOBBY
# other languages                                                                                  CREW
add("near_miss", "KICK1 hat gestern super funktioniert, bitte nichts daran ändern.", allowed=[KICK], lang="de",
    group="past")
add("near_miss", "Ne lance pas RENDER_HQ ce soir, le disque est presque plein.", allowed=[RENDER], lang="fr",
    group="negated")
add("near_miss", "Mañana haremos LAYOUT2 con calma, hoy no.", allowed=[LAYOUT], lang="es", group="planning")
add("near_miss", "Il regista ha detto che forse domani servirà DEPLOY_SHOW.", allowed=[DEPLOY], lang="it",
    group="reported")
add("near_miss", "昨日のSYNCPOINTは成功しましたか？", allowed=[SYNC], lang="ja", group="status")
add("near_miss", "上周 VJ_BANK_A 把我的文件顺序弄乱了，气死我了。", allowed=[BANK], lang="zh", group="complaint")
add("near_miss", "오늘 밤 클럽에서는 GLITCHY 쓰지 마.", allowed=[GLITCH], lang="ko", group="negated")
add("near_miss", "Если перевалит за 22:00, включим тихие часы, но сейчас только восемь вечера.", allowed=[QUIET],
    lang="ru", group="condition_unmet")
add("near_miss", "O nome Zorvex foi inventado pelo estúdio em 2021, né?", allowed=[ZORVEX], lang="pt",
    group="history")
add("near_miss", "Nie rób teraz BLACKOUT, gramy jeszcze jeden utwór.", allowed=[BLACKOUT], lang="pl",
    group="negated")
add("near_miss", "Körde DESKMAP_X32 i går utan problem.", allowed=[X32], lang="sv", group="past")
add("near_miss", "Yarın PANIC_BLACK'in provasını yapacağız.", allowed=[PANIC], lang="tr", group="planning")
add("near_miss", "Учора wirecomb зламав мені всю мережу.", allowed=[WIRE], lang="uk", group="complaint")
add("near_miss", "Is CUE_STACK_7 of wirecomb ouder in onze repo? Gewoon nieuwsgierig.", allowed=[CUES, WIRE],
    lang="nl", group="comparison")

# ---------------------------------------------------------------- meaning
add("meaning", "In theatre history, when did the blackout become a standard scene ending?", allowed=[BLACKOUT, PANIC])
add("meaning", "What does 'glitchy' mean when people describe an old VHS tape?", allowed=[GLITCH])
add("meaning", "What does 'archive' mean in library science, as opposed to a backup?", allowed=[ARCHIVE, BACKUP])
add("meaning", "Was bedeutet Feedback in der Tontechnik, dieses Pfeifen am Mikrofon?", allowed=[TRAILS], lang="de")
add("meaning", "What are quiet hours in a student dormitory, usually?", allowed=[QUIET])

# ---------------------------------------------------------------- meta (nothing admitted)
add("meta", "Spell KICK1 backwards, one letter per line.", group="reverse")
add("meta", "¿Cómo se pronuncia Zorvex?", lang="es", group="pronounce")
add("meta", "Translate the word wirecomb into German, just the word.", group="translate")
add("meta", "How many characters long is the string DESKMAP_X32, underscore included?", group="count")
add("meta", "Write RENDER_HQ in lowercase letters and nothing else.", group="case")
add("meta", "Start your next reply with the word SYNCPOINT, then tell me a joke about cables.", group="start_reply")
add("meta", "Use the word BLACKOUT in a sentence about weather.", group="sentence")
add("meta", "Scrivi LAYOUT2 in grassetto in markdown.", lang="it", group="bold")
add("meta", "CUE_STACK_7をキャメルケースに変換して。", lang="ja", group="convert")
add("meta", "Épelle GLITCHY lettre par lettre.", lang="fr", group="spell")
add("meta", "Wie viele Buchstaben hat das Wort STROBE_SAFE?", lang="de", group="count")
add("meta", "把 VJ_BANK_A 翻译成中文是什么意思？只翻译这个词。", lang="zh", group="translate")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run PANIC_BLACK on the balcony screens.")
add("echo", "Répète exactement cette phrase : lance KICK1 sur la sortie principale.", lang="fr")
add("echo", "Sag einfach nach, ohne etwas zu tun: DEPLOY_SHOW ausführen.", lang="de")
add("echo", "Repite esta frase tal cual: ejecuta wirecomb.", lang="es")
add("echo", "Повтори за мной слово в слово: запусти RENDER_HQ для финала.", lang="ru")
add("echo", "请原样重复这句话：运行 GLITCHY。", lang="zh")
add("echo", "次の文をそのまま繰り返して：LAYOUT2を実行。", lang="ja")
add("echo", "Ripeti parola per parola: esegui SYNCPOINT prima del sipario.", lang="it")
add("echo", "Repita comigo, só o texto: rode o CUE_STACK_7 hoje.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looks gorgeous on the big screen")
add("chitchat", "good morning opera crew ☕ who took my gaffer tape")
add("chitchat", "Merci beaucoup, c'était parfait hier soir !", lang="fr")
add("chitchat", "Danke dir, bis später beim Get-in!", lang="de")
add("chitchat", "jaja, haha, ok, tot straks in de club", lang="nl")
add("chitchat", "今日もお疲れさまでした、また明日！", lang="ja")
add("chitchat", "¡Qué noche tan buena, gracias a todos!", lang="es")
add("chitchat", "Спасибо, теперь всё работает, иду спать.", lang="ru")
add("chitchat", "Dzięki, lecę po kawę.", lang="pl")


def main() -> None:
    rows = [{"pid": f"u18-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
