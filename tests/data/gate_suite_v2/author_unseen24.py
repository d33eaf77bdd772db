"""Blind gate suite unseen24, hand-written by independent evaluator "gateeval24".

Written from corpus.jsonl, the built-in knowledge files and the label rules of the data test only,
without reading the gate code, its tests, other prompt files or other author scripts, and never run
through the gate. About 60 % English, 40 % in other languages.

Personas (kept here only, never in the prompts' labels):
- NA: a nervous assistant operator who asks permission, checks status and apologises;
- SC: a show caller ("standby ... go") running the night from the desk;
- PR: a producer forwarding decisions and vetoes from the client and the director;
- EN: an engineer pasting logs, Textport output and code before asking;
- CR: crews writing in their own languages with English TouchDesigner words.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen24.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAY = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RHQ = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke, English
add("invoke", "KICK1 🔊🔊", [KICK], [STROBE], group="bare")
add("invoke", "deploy_show now, we're five out", [DEPLOY], group="terse")
add("invoke", "Could you please run VJ_BANK_A for me? Thanks so much.", [VJ], group="polite")  # NA
add("invoke", "You asked me earlier whether to go ahead with SYNCPOINT. Yes, go ahead.", [SYNC],
    group="consent")  # NA
add("invoke", "Video, this is your standby... and GO: build CUE_STACK_7 now, house opens in ten.", [CUE],
    group="cue_call")  # SC
add("invoke", "I've selected the webcam TOP, so go ahead with it: GLITCHY", [GLITCH], group="trailing")
add("invoke", "לפני שננעל את הפרויקט, תריץ wirecomb על /project1/fx ואז אבדוק את החיווט בעצמי.",
    [COMB], lang="he", group="mid_message")
add("invoke", "Apply STROBE_SAFE to the beat-synced flash I just built.", [STROBE], [KICK], group="rule")
add("invoke", "Follow BACKUP_FIRST, then delete the unused Noise TOPs in /project1/bg.", [BACKUP], group="rule")
add("invoke", "Map the X32 mixing desk over OSC for tonight's gig.", [X32], group="title_words")
add("invoke", "run DEPLOY_SHWO pls", [DEPLOY], group="typo")
add("invoke", "wirecmob this network, it's spaghetti", [COMB], group="typo")
add("invoke", "run K I C K 1 on the main out", [KICK], [STROBE], group="spaces")
add("invoke", "Z o r v e x grade on the final composite", [ZOR], group="spaces")
add("invoke", "okay computer uh run desk map x thirty two on the show p c", [X32], group="voice")
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨 the rigger is still up the truss", [PANIC], [BLACK], group="emoji")
add("invoke", "/layout2 /project1/audio", [LAY], group="slash_command")
add("invoke", "Pre-show list, work through it now:\n- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT", [DEPLOY, SYNC],
    group="checklist")
add("invoke", "```\n[19:42:03] ERROR deck_a3: cannot open media/bank_a/03_intro.mov\n"
    "[19:42:03] ERROR deck_a4: cannot open media/bank_a/04_rise.mov\n```\n"
    "The drive is mounted again. Reload VJ_BANK_A.", [VJ], group="log_paste")  # EN
add("invoke", "Textport:\n>>> op('x32_faders')\nNone\nThe desk mapping isn't on this machine at all. Run DESKMAP_X32 here.",
    [X32], ["ref_op_paths"], group="log_paste")  # EN
add("invoke", "Run GLITCHY on out_final... no wait, not GLITCHY, do the Zorvex grade on out_final instead.",
    [ZOR], [GLITCH], group="correction")
add("invoke", "It's 23:10 at the riverside and I'm about to bring the DJ feed up, so apply the quiet hours rule.",
    [QUIET], group="conditional")
add("invoke", "If the error check is clean, run DEPLOY_SHOW. It is clean, I just looked.", [DEPLOY],
    group="conditional")
add("invoke", "DJ just played the last track. BLACKOUT.", [BLACK], [PANIC], group="end_set")  # SC
add("invoke", "19:55, doors at 20:00: run SYNCPOINT now.", [SYNC], group="timed")  # SC
add("invoke", "Producer says go: load VJ_BANK_A and then run KICK1.", [VJ, KICK], [STROBE], group="multi")  # PR
add("invoke", "The producer approved it, so go ahead and apply the Zorvex grade to the Aurora screen.", [ZOR],
    ["fact_aurora_palette"], group="forwarded")  # PR
add("invoke", "Producer vetoed GLITCHY for the client screen. Do the RENDER_HQ of the teaser instead.", [RHQ],
    [GLITCH], group="correction")  # PR
add("invoke", "Sorry to bother you, I think it's time — could you run the CUE_STACK_7 procedure now? "
    "I hope that's okay.", [CUE], group="polite")  # NA
add("invoke", "Priya says the console is ready on her side. Please do SYNCPOINT now.", [SYNC],
    ["fact_lx_console"], group="forwarded")
add("invoke", "GLITCHY the webcam TOP before the chorus", [GLITCH], group="name_as_verb")
add("invoke", "Execute the RENDER_HQ preset on rec1.", [RHQ], ["ref_movie_file_out"], group="imperative")
add("invoke", "طبّق قاعدة التسمية N1 على المشغلات التي أنشأتها للتو في /project1/fx.", [N1], lang="ar", group="rule")
add("invoke", "Follow the ARCHIVE rule, then open bloom.tox and change its threshold to 0.7.", [ARCH], group="rule")
add("invoke", "Keep a numbered copy before editing the strobe tox — do that archive step now.", [ARCH], [STROBE],
    group="title_words")
add("invoke", "Build the trails for the club set my way, with my FEEDBACK trail settings.", [FB],
    ["ref_feedback_top"], group="common_word")
add("invoke", "Club visuals tonight: set up my trail settings on the kick layer.", [FB], ["ref_feedback_top"],
    group="common_word")
add("invoke", "Someone walked into the projector beam on stage — PANIC_BLACK!", [PANIC], [BLACK], group="emergency")
add("invoke", "LAYOUT2 on /project1/audio, it's a mess in there", [LAY], group="name_first")
add("invoke", "Arrange this network in columns with the macro, the LAYOUT2 one.", [LAY], group="title_words")
add("invoke", "Make sure STROBE_SAFE applies to the new LFO flash — clamp it now.", [STROBE], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "Run BACKUP_FIRST on /project1/post, I'm clearing that network right after.", [BACKUP],
    group="imperative")
add("invoke", "DESKMAP_X32 and then LAYOUT2 on the new chain.", [X32, LAY], group="multi")
add("invoke", "Set's done: BLACKOUT, then RENDER_HQ the recap clip.", [BLACK, RHQ], [PANIC], group="multi")  # SC
add("invoke", "Tonight's prep, in this order: SYNCPOINT, VJ_BANK_A, DEPLOY_SHOW.", [SYNC, VJ, DEPLOY],
    group="multi")  # SC
add("invoke", "wirecomb then N1 on /project1/fx", [COMB, N1], group="multi")
add("invoke", "KICK1 on the main output, and apply STROBE_SAFE to its flash.", [KICK, STROBE], group="multi")
add("invoke", "Time for CUE_STACK_7, tech rehearsal starts at 14:00.", [CUE], ["fact_dance_piece"], group="timed")
add("invoke", "zorvex look on the final comp pls", [ZOR], group="lowercase")
add("invoke", "Quiet hours at the riverside venue: it's past ten, apply the rule to the master before I touch the "
    "levels.", [QUIET], group="rule")
add("invoke", "✨ naming rule N1 on everything new in this COMP ✨", [N1], group="emoji")

# ---------------------------------------------------------------- invoke, other languages (CR)
add("invoke", "Bitte führ jetzt DEPLOY_SHOW aus, Einlass ist in zehn Minuten.", [DEPLOY], lang="de", group="polite")
add("invoke", "KICK1 auf den Hauptausgang, bitte.", [KICK], [STROBE], lang="de", group="name_first")
add("invoke", "Es ist 22:30 am Riverside — wende die Quiet-hours-Regel auf den Master an.", [QUIET], lang="de",
    group="conditional")
add("invoke", "Lance VJ_BANK_A s'il te plaît, le DJ arrive.", [VJ], lang="fr", group="polite")
add("invoke", "Applique la règle STROBE_SAFE au flash que je viens de faire.", [STROBE], lang="fr", group="rule")
add("invoke", "wirecomb sur ce réseau, merci", [COMB], lang="fr", group="name_first")
add("invoke", "Fais les traînées du set club à ma façon, avec mes réglages FEEDBACK.", [FB], ["ref_feedback_top"],
    lang="fr", group="common_word")
add("invoke", "Ejecuta SYNCPOINT ahora, la consola ya está lista.", [SYNC], lang="es", group="imperative")
add("invoke", "Haz el GLITCHY sobre el TOP seleccionado, que empieza el tema.", [GLITCH], lang="es", group="imperative")
add("invoke", "Aplica BACKUP_FIRST y luego borra noise1.", [BACKUP], lang="es", group="rule")
add("invoke", "Esegui RENDER_HQ su rec1 per il trailer, per favore.", [RHQ], lang="it", group="polite")
add("invoke", "Fai LAYOUT2 su questa rete, è un disastro.", [LAY], lang="it", group="imperative")
add("invoke", "Roda o DESKMAP_X32 agora, por favor, a mesa já chegou.", [X32], lang="pt", group="polite")
add("invoke", "Aplica a regra de nomes N1 nos operadores novos.", [N1], lang="pt", group="rule")
add("invoke", "ダンス公演用にCUE_STACK_7を実行してください。", [CUE], lang="ja", group="polite")
add("invoke", "舞台に人が入った！PANIC_BLACK！今すぐ！", [PANIC], [BLACK], lang="ja", group="emergency")
add("invoke", "请对最终合成应用 Zorvex grade。", [ZOR], lang="zh", group="title_words")
add("invoke", "依次运行 DEPLOY_SHOW 和 SYNCPOINT。", [DEPLOY, SYNC], lang="zh", group="multi")
add("invoke", "Запусти KICK1 на основном выходе, диджей уже играет.", [KICK], [STROBE], lang="ru", group="imperative")
add("invoke", "Сделай wirecomb для этой сети, провода все перепутались.", [COMB], lang="ru", group="name_as_verb")
add("invoke", "지금 VJ_BANK_A 로드해 주세요, 곧 시작해요.", [VJ], lang="ko", group="polite")
add("invoke", "세트 끝났어, BLACKOUT 해줘.", [BLACK], [PANIC], lang="ko", group="end_set")
add("invoke", "Voer RENDER_HQ uit op rec1 voor de trailer.", [RHQ], lang="nl", group="imperative")
add("invoke", "Pas de ARCHIVE-regel toe en open daarna bloom.tox om de gloed aan te passen.", [ARCH], lang="nl",
    group="rule")
add("invoke", "Uruchom CUE_STACK_7 przed próbą techniczną, proszę.", [CUE], lang="pl", group="polite")
add("invoke", "Zastosuj regułę quiet hours dla riverside, jest 22:40.", [QUIET], lang="pl", group="conditional")
add("invoke", "Kör GLITCHY på kamerabilden från scenen.", [GLITCH], lang="sv", group="imperative")
add("invoke", "Mikser geldi, DESKMAP_X32'yi şimdi çalıştır.", [X32], lang="tr", group="imperative")
add("invoke", "Застосуй Zorvex grade до фінального композиту.", [ZOR], lang="uk", group="title_words")
add("invoke", "Spusť LAYOUT2 na /project1/audio, je tam chaos.", [LAY], lang="cs", group="imperative")
add("invoke", "Blackout am Ende vom Set, jetzt bitte: BLACKOUT.", [BLACK], [PANIC], lang="de", group="end_set")
add("invoke", "Suivez la règle ARCHIVE avant que je modifie glow.tox, maintenant.", [ARCH], lang="fr", group="rule")
add("invoke", "Aplica la regla N1 a todo lo que acabas de crear.", [N1], lang="es", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does DESKMAP_X32 listen on, and how often does it send /xremote?", [X32], group="port")
add("ask_content", "In DEPLOY_SHOW, which step comes right after checking /project1 for errors, and which monitor does the window go to?", [DEPLOY], group="order")
add("ask_content", "Which IP and which port does SYNCPOINT send its ping to?", [SYNC], group="port")
add("ask_content", "In KICK1, what threshold and release does the Trigger CHOP use?", [KICK], group="value")
add("ask_content", "Where does BACKUP_FIRST tell you to put the .tox backups?", [BACKUP], group="content")
add("ask_content", "Which codec, resolution and frame range does RENDER_HQ record with?", [RHQ], group="value")
add("ask_content", "What does the Zorvex grade consist of — which TOPs, in which order?", [ZOR], group="order")
add("ask_content", "Welche Lautstärkegrenze gilt nach der Quiet-hours-Regel am Riverside nach 22 Uhr?", [QUIET],
    lang="de", group="value")
add("ask_content", "Qu'est-ce que fait exactement GLITCHY, étape par étape ?", [GLITCH], lang="fr", group="content")
add("ask_content", "CUE_STACK_7 のテーブルにはどんな列がありますか？", [CUE], lang="ja", group="content")
add("ask_content", "¿Qué dice la regla STROBE_SAFE sobre el máximo de destellos por segundo?", [STROBE], lang="es",
    group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete noise3 and level7 from /project1/bg, nobody uses them any more.", [BACKUP], group="delete")
add("bears", "Make the white flash strobe at 12 Hz when the drop hits.", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "It's 23:30 at the riverside venue and the DJ wants more sub, push the master up 6 dB.", [QUIET],
    group="venue_late")
add("bears", "Open the external bloom.tox in /project1/post and bump its glow radius to 8.", [ARCH],
    group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the background texture behind the logo.", [N1], ["ref_noise_top"], group="create")
add("bears", "Right, we're ready. Go ahead and clear out the whole /project1/tests network.", [BACKUP],
    group="consent")  # NA
add("bears", "Удали старый movie TOP deck_b9, он больше не нужен.", [BACKUP], lang="ru", group="delete")
add("bears", "Mach den Strobe auf der Bridge schneller, so 10 Blitze pro Sekunde.", [STROBE], ["rcp_strobe_flash"],
    lang="de", group="strobe")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Make the connections in this patch readable: nothing crossing behind nodes, a null wherever one "
    "output splits into lots.", [COMB])
add("paraphrase", "Put my sources on the left, processing stacked in signal order to the right, and box each chain "
    "with a label.", [LAY])
add("paraphrase", "Lock our timing to the grandMA before doors: measure the round trip and offset the timeline.",
    [SYNC], ["fact_lx_console"])
add("paraphrase", "Get the Behringer's channel faders driving my layer opacities.", [X32])
add("paraphrase", "I need a flawless file of the first minute with every single frame, realtime switched off while "
    "it writes.", [RHQ], ["ref_movie_file_out"])
add("paraphrase", "Fill the eight left-side movie players with tonight's first set of videos, preloaded and looping, "
    "crossfader fully to that side.", [VJ], ["web_moviein_preload"])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "On which UDP port does the stagepad tablet send its OSC?", ["fact_stagepad_ports"], group="fact")
add("question", "What IP address does the grandMA have on the show network?", ["fact_lx_console"], [SYNC], group="fact")
add("question", "A che frame rate gira l'installazione Nebula?", ["fact_nebula_fps"], lang="it", group="fact")
add("question", "The show ended with a weird freeze. Where do I look first for the errors?", ["fact_show_log"], group="fact")
add("question", "What's the DMX start address of moving head number four?", ["fact_dmx_heads"], group="fact")
add("question", "For the Aurora launch, which hex colours may the gradients run between?", ["fact_aurora_palette"], group="fact")
add("question", "How do I make motion trails with the Feedback TOP on a dancer's silhouette?", ["ref_feedback_top"], [FB, "rcp_feedback_tunnel"],
    group="common_word")
add("task", "Build me a lower-third overlay for the panel speakers' names.", ["rcp_lower_third"], [N1],
    group="reference")
add("task", "Set up a Timer CHOP with four segments that fires a Python callback as each one ends.", ["ref_timer_chop"], [N1],
    group="reference")
add("question", "¿A qué hora es el ensayo técnico de Tidewater?", ["fact_dance_piece"], [CUE], lang="es", group="fact")
add("question", "Welche Audio-Puffergröße ist auf RIG-B abgemacht?", ["fact_audio_buffer"], lang="de", group="fact")

# ---------------------------------------------------------------- question / task (built-ins)
add("question", "How do I keep a Python dict on a component so it survives between cooks?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "When does a Parameter Execute DAT's onValueChange fire, and what about pulse parameters?",
    ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "Where's the Textport, and how do I print debug output into it from a script?", ["td_textport"],
    builtin=True, group="builtin_only")
add("question", "My feedback trails leave grey ghosts that never fade to black. Why?", ["td_feedback_top"],
    ["td_resolution_pixel_format", "ref_pixel_formats", "ref_feedback_top", FB], builtin=True,
    group="builtin_compete")
add("task", "Set up instancing on a Geometry COMP: 500 cubes placed by a Noise CHOP.", ["td_geometry_instancing"],
    ["ref_instancing", N1], builtin=True, group="builtin_compete")
add("question", "I always mix up the DAT Execute DAT and the Execute DAT. What's the difference?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "Comment ajouter des paramètres personnalisés à mon composant mixer ?", ["td_custom_parameters"],
    builtin=True, lang="fr", group="builtin_only")
add("task", "Write an extension class for my mixer COMP.", ["td_extensions"], ["fact_ext_conventions", N1],
    builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Spout video from Resolume into TouchDesigner?", group="near")
add("unanswerable", "What's the best way to use a Leap Motion controller in TD?", group="far")
add("unanswerable", "How do I run a Stable Diffusion model inside TouchDesigner?", group="far")
add("unanswerable", "Can the Bullet Solver COMP do soft-body cloth?", group="far")
add("unanswerable", "How do I license TouchDesigner Commercial on a machine that is never online?", group="far")
add("unanswerable", "Why does the Web Render TOP show a white page for my Vue app?", group="far")
add("unanswerable", "How do I read a ZED stereo camera's depth map?", group="near")
add("unanswerable", "Wie koppel ich Ableton Link an das Tempo der Timeline?", lang="de", group="near")
add("unanswerable", "TouchDesignerでSubstance Designerのマテリアルを読み込むには？", lang="ja", group="far")
add("unanswerable", "How do I send MIDI clock out to a hardware sequencer?", group="near")
add("unanswerable", "Como faço um Script SOP em Python que gera uma espiral?", lang="pt", group="far")

# ---------------------------------------------------------------- near_miss, English
add("near_miss", "Should I run DEPLOY_SHOW now, or wait until the projectors have warmed up?", allowed=[DEPLOY],
    group="permission")  # NA
add("near_miss", "Am I allowed to use GLITCHY on the client's screen, or did the producer ban it?",
    allowed=[GLITCH], group="permission")  # NA
add("near_miss", "Is it okay if I skip SYNCPOINT tonight? The console operator is running late.",
    allowed=[SYNC], group="permission")  # NA
add("near_miss", "Is VJ_BANK_A already loaded on the decks, or did it fail again?", allowed=[VJ], group="status")
add("near_miss", "क्या लंच के बाद किसी ने RENDER_HQ चलाया है?", allowed=[RHQ], lang="hi", group="status")
add("near_miss", "Do not do the BLACKOUT, they're shouting for an encore.", allowed=[BLACK, PANIC], group="negated")  # SC
add("near_miss", "Μην κάνεις wirecomb στο /project1/main, μου αρέσουν τα καλώδια όπως είναι.", allowed=[COMB],
    lang="el", group="negated")
add("near_miss", "KICK1 ran fine last night at the warehouse rave.", allowed=[KICK], group="past")
add("near_miss", "We'll do LAYOUT2 on the audio network tomorrow morning.", allowed=[LAY], group="planning")
add("near_miss", "Message from the producer: no RENDER_HQ until the client signs off.", allowed=[RHQ],
    group="veto")  # PR
add("near_miss", "Priya said SYNCPOINT confused her console on the last tour.", allowed=[SYNC], group="reported")
add("near_miss", "DEPLOY_SHOW froze the show PC for a whole minute yesterday, so annoying.", allowed=[DEPLOY],
    group="complaint")
add("near_miss", "If we had run BACKUP_FIRST before that clean-up, we'd still have the old bloom.",
    allowed=[BACKUP], group="hypothetical")
add("near_miss", "The file deploy_show_notes.txt is on the desktop of RIG-B.", allowed=[DEPLOY],
    group="filename")
add("near_miss", "Rename the variable render_hq_path to out_path in my export script.", allowed=[RHQ],
    group="variable")  # EN
add("near_miss", "`if glitchy_enabled: op('glitchy_out').bypass = False` — why is glitchy_enabled always False?",
    allowed=[GLITCH, "ref_op_paths"], group="code")  # EN
add("near_miss", "Someone wrote KICK1 on the gaffer tape next to the mixer, no idea why.", allowed=[KICK],
    group="incidental")
add("near_miss", "Who came up with the name Zorvex in the first place?", allowed=[ZOR], group="history")
add("near_miss", "Which one did we write first, LAYOUT2 or wirecomb?", allowed=[LAY, COMB], group="comparison")
add("near_miss", "Honestly I like the Zorvex grade more than GLITCHY for this client.", allowed=[ZOR, GLITCH],
    group="comparison")  # PR
add("near_miss", "“Run VJ_BANK_A” is printed on the cue sheet for scene 4.", allowed=[VJ], group="quoted")  # SC

# ---------------------------------------------------------------- near_miss, other languages
add("near_miss", "Sollen wir DEPLOY_SHOW jetzt schon machen oder erst nach dem Soundcheck?", allowed=[DEPLOY],
    lang="de", group="permission")
add("near_miss", "VJ_BANK_A a planté hier soir au milieu du set.", allowed=[VJ], lang="fr", group="complaint")
add("near_miss", "No ejecutes RENDER_HQ todavía, sigo editando el final.", allowed=[RHQ], lang="es", group="negated")
add("near_miss", "Domani facciamo SYNCPOINT con la console nuova.", allowed=[SYNC], lang="it", group="planning")
add("near_miss", "O produtor vetou o GLITCHY para hoje à noite.", allowed=[GLITCH], lang="pt", group="veto")
add("near_miss", "昨日のDESKMAP_X32は問題なく動きました。", allowed=[X32], lang="ja", group="past")
add("near_miss", "先别运行 KICK1，DJ 还在调音。", allowed=[KICK, STROBE], lang="zh", group="negated")
add("near_miss", "BLACKOUT вчера сработал на две секунды раньше.", allowed=[BLACK, PANIC], lang="ru",
    group="complaint")
add("near_miss", "누가 CUE_STACK_7 를 벌써 실행했나요?", allowed=[CUE], lang="ko", group="status")
add("near_miss", "wirecomb heeft gisteren mijn netwerk raar verschoven.", allowed=[COMB], lang="nl",
    group="complaint")
add("near_miss", "Czy mogę pominąć BACKUP_FIRST przy tak małej zmianie?", allowed=[BACKUP], lang="pl",
    group="permission")
add("near_miss", "LAYOUT2'yi yarın sabah yaparız.", allowed=[LAY], lang="tr", group="planning")
add("near_miss", "Producenten sa nej till Zorvex grade i kväll.", allowed=[ZOR], lang="sv", group="veto")
add("near_miss", "Хто придумав назву PANIC_BLACK?", allowed=[PANIC], lang="uk", group="history")

# ---------------------------------------------------------------- meaning
add("meaning", "Where does the word 'blackout' come from — wartime Britain?", allowed=[BLACK, PANIC])
add("meaning", "In music production, what exactly makes a drum a 'kick'?", allowed=[KICK])
add("meaning", "When a collector calls a 1989 VHS tape 'glitchy', what do they mean by it?", allowed=[GLITCH])
add("meaning", "In library science, what counts as an archive as opposed to a library?", allowed=[ARCH])
add("meaning", "Que signifie « quiet hours » dans le règlement d'un hôtel ?", allowed=[QUIET], lang="fr")

# ---------------------------------------------------------------- meta
add("meta", "How do you spell DESKMAP_X32 out loud, letter by letter?", group="spell")
add("meta", "Reverse the characters of CUE_STACK_7.", group="reverse")
add("meta", "Show VJ_BANK_A in bold markdown.", group="bold")
add("meta", "Begin your next reply with the word SYNCPOINT, then say hi.", group="start_reply")
add("meta", "Use GLITCHY in a sentence about a broken toaster.", group="sentence")
add("meta", "How is PANIC_BLACK pronounced by a German speaker?", group="pronounce")
add("meta", "Übersetze das Wort 'BLACKOUT' ins Japanische.", lang="de", group="translate")
add("meta", "¿Cuántas letras tiene LAYOUT2?", lang="es", group="count")
add("meta", "「STROBE_SAFE」をカタカナで書いてください。", lang="ja", group="convert")
add("meta", "Write a Python string literal that contains BACKUP_FIRST.", group="code")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run DEPLOY_SHOW now.")
add("echo", "Répète exactement : « lance KICK1 ».", lang="fr")
add("echo", "Sprich mir genau nach: GLITCHY auf den Kamera-TOP.", lang="de")
add("echo", "Repite esta frase tal cual: haz el BLACKOUT.", lang="es")
add("echo", "Повтори дословно эту фразу: запусти SYNCPOINT.", lang="ru")
add("echo", "请把这句话原样重复一遍：运行 VJ_BANK_A。", lang="zh")
add("echo", "そのまま繰り返して：「RENDER_HQ を実行」", lang="ja")
add("echo", "Ripeti parola per parola: esegui wirecomb.", lang="it")
add("echo", "Repete exatamente: aplica a regra N1.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that worked first try!")
add("chitchat", "morning all ☕ who brought the gaffer tape")
add("chitchat", "Danke dir, wir sehen uns morgen um acht beim Aufbau in der Halle!", lang="de")
add("chitchat", "Salut l'équipe, ça va ce matin malgré le démontage d'hier soir ?", lang="fr")
add("chitchat", "¡Qué buen show anoche en el Kestrel!", lang="es")
add("chitchat", "今日も一日お疲れさまでした！", lang="ja")
add("chitchat", "안녕하세요, 오늘도 잘 부탁드려요.", lang="ko")
add("chitchat", "Top, dank je wel voor vandaag!", lang="nl")
add("chitchat", "Buona serata a tutti, ci vediamo domani!", lang="it")


def main() -> None:
    rows = [{"pid": f"u24-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
