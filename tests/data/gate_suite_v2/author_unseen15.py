"""Hand-written source of prompts_unseen15.jsonl: a blind suite by an independent evaluator (gateeval15).

Labels come from corpus.jsonl and the built-in knowledge entries only; the gate, the context command
and the benches were never run on these prompts. Run this file to regenerate prompts_unseen15.jsonl
byte for byte.

Personas (comments only, never in the data):
  GD   a game developer new to TouchDesigner who uses programming words
  BE   a broadcast studio engineer, precise and formal
  TC   a touring concert crew on a tight changeover, shorthand
  AS   an art student, long wandering messages with asides
  IDE  an agentic-IDE (Cursor) user, terse task lines and checklists
  NN   a non-native English speaker (grammar slips, word-order changes)
About 60 % English, 40 % other languages.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen15.jsonl")
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

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 on the main out, now please", [KICK], group="terse")  # TC
add("invoke", "kick1 main out asap, doors in 10", [KICK], group="lowercase")  # TC
add("invoke", "Lance KICK1 sur la sortie principale, s'il te plaît.", [KICK], lang="fr", group="non_en")
add("invoke", "Please to run the KICK1 for main output, the DJ is starting already.", [KICK], group="non_native")  # NN
add("invoke", "キックに反応するやつ、KICK1をお願いします。", [KICK], lang="ja", group="non_en")
# LAYOUT2
add("invoke", "- [ ] run LAYOUT2 in /project1/fx\n- [ ] screenshot the result for the PR", [LAYOUT],
    group="checklist")  # IDE
add("invoke", "Bitte wende LAYOUT2 auf das Netzwerk hier an, es ist total unübersichtlich.", [LAYOUT],
    lang="de", group="non_en")
add("invoke", "can you execute LAYOUT2 on this network? it reads like spaghetti code right now", [LAYOUT],
    group="imperative")  # GD
add("invoke", "L A Y O U T 2 on this one please", [LAYOUT], group="spaces")
# STROBE_SAFE
add("invoke", "Please apply the STROBE_SAFE rule to the beat-synced cut sequence on output B before we go "
    "to air.", [STROBE], group="rule")  # BE
add("invoke", "Aplica STROBE_SAFE al estrobo del segundo acto.", [STROBE], lang="es", group="non_en")
add("invoke", "enforce STROBE_SAFE on /project1/fx/strobe_lfo", [STROBE], group="terse")  # IDE
add("invoke", "Zastosuj regułę STROBE_SAFE do wszystkich błysków w tym projekcie.", [STROBE], lang="pl",
    group="non_en")
# BACKUP_FIRST
add("invoke", "so I've been going back and forth on this old particle system (it was my first ever TD "
    "thing, kind of sentimental lol, my flatmate calls it 'the blob') and I think it's finally time to let "
    "it go... could you do BACKUP_FIRST on /project1/particles_old and then delete it?", [BACKUP],
    group="mid_message")  # AS
add("invoke", "Esegui BACKUP_FIRST su /project1/post prima di cancellare i nodi inutilizzati.", [BACKUP],
    lang="it", group="non_en")
add("invoke", "backup_first on the fx comp then nuke the unused junk", [BACKUP], group="lowercase")  # TC
add("invoke", "Faz o BACKUP_FIRST do /project1/mixer antes de limpar, por favor.", [BACKUP], lang="pt",
    group="non_en")
# DEPLOY_SHOW
add("invoke", "Execute DEPLOY_SHOW now; transmission begins at 19:00.", [DEPLOY], group="imperative")  # BE
add("invoke", "DEPLOY_SHOWを実行してください。", [DEPLOY], lang="ja", group="non_en")
add("invoke", "it's 18:45 and doors are at 19:00, so DEPLOY_SHOW now please", [DEPLOY], group="conditional")
add("invoke", "deploy_shwo pls, we're late", [DEPLOY], group="typo")  # TC
# VJ_BANK_A
add("invoke", "vj_bank_a, go", [BANK], group="bare")  # TC
add("invoke", "Laad VJ_BANK_A in de decks alsjeblieft.", [BANK], lang="nl", group="non_en")
add("invoke", "Yes, go ahead with VJ_BANK_A.", [BANK], group="consent")
add("invoke", "🎛️ VJ_BANK_A pls 🙏", [BANK], group="emoji")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW!!", [PANIC], group="terse")  # TC
add("invoke", "PANIC_BLACK, срочно!", [PANIC], lang="ru", group="non_en")
add("invoke", "panic black panic black right now on the main output", [PANIC], group="voice")
add("invoke", "Sofort PANIC_BLACK ausführen, jemand ist auf der Bühne gestürzt!", [PANIC], lang="de",
    group="non_en")
# GLITCHY
add("invoke", "run GLITCHY on the selected TOP, basically call it like a post-process function", [GLITCH],
    group="imperative")  # GD
add("invoke", "선택한 TOP에 GLITCHY 실행해 줘.", [GLITCH], lang="ko", group="non_en")
add("invoke", "/glitchy", [GLITCH], group="slash_command")  # IDE
add("invoke", "Použij GLITCHY na vybraný TOP, prosím.", [GLITCH], lang="cs", group="non_en")
# DESKMAP_X32
add("invoke", "Please run DESKMAP_X32; the X32 is powered up and on the show network.", [X32],
    group="polite")  # BE
add("invoke", "请运行 DESKMAP_X32，调音台已经连上网络了。", [X32], lang="zh", group="non_en")
add("invoke", "DESKAMP_X32 go", [X32], group="typo")  # TC
add("invoke", "DESKMAP_X32'yi çalıştır lütfen, masa hazır.", [X32], lang="tr", group="non_en")
# RENDER_HQ
add("invoke", "ok so my tutor finally saw the piece and she wants a clean recording for the end-of-year "
    "show reel (which, honestly, I did not expect, she usually hates generative stuff), so could you do "
    "RENDER_HQ for me? I need the file by Friday", [RENDER], group="mid_message")  # AS
add("invoke", "Zrób RENDER_HQ, proszę.", [RENDER], lang="pl", group="non_en")
add("invoke", "RENDER_HQ -> then report the output path", [RENDER], group="terse")  # IDE
add("invoke", "Spusť RENDER_HQ a pak mi řekni, kam se soubor uložil.", [RENDER], lang="cs", group="non_en")
# N1
add("invoke", "Apply naming rule N1 to everything you create in this session.", [N1], group="rule")
add("invoke", "Applique la règle de nommage N1 aux opérateurs que tu viens de créer.", [N1], lang="fr",
    group="non_en")
add("invoke", "For the new operators please use the N1 rule of naming, the names is all default now.", [N1],
    group="non_native")  # NN
add("invoke", "N1-Namensregel bitte auf alles anwenden, was du gerade gebaut hast.", [N1], lang="de",
    group="non_en")
# FEEDBACK (ins_feedback_pref)
add("invoke", "Build my FEEDBACK trail settings for the club visuals.", [TRAILS], group="title_words")
add("invoke", "club trails on layer 2, my FEEDBACK settings pls", [TRAILS], group="common_word")  # TC
add("invoke", "Hazme los trails del club con mis ajustes FEEDBACK de siempre.", [TRAILS], lang="es",
    group="non_en")
add("invoke", "I want trails in the club set tonight, do them my way with my saved FEEDBACK settings.",
    [TRAILS], group="common_word")
# BLACKOUT
add("invoke", "last track done — end of set, BLACKOUT", [BLACKOUT], group="end_set")  # TC
add("invoke", "Fine del set: fai il BLACKOUT di fine set, per favore.", [BLACKOUT], lang="it", group="non_en")
add("invoke", "okay that is the end of the set thank you everyone run the end of set blackout", [BLACKOUT],
    group="voice")
add("invoke", "セット終了です。BLACKOUTをお願いします。", [BLACKOUT], lang="ja", group="non_en")
# wirecomb
add("invoke", "wirecomb this network", [WIRE], group="name_as_verb")
add("invoke", "Kannst du bitte wirecomb auf /project1/audio laufen lassen?", [WIRE], lang="de",
    group="non_en")
add("invoke", "## Tasks\n1. wirecomb /project1/scene_a\n2. list the Nulls it added", [WIRE],
    group="markdown")  # IDE
add("invoke", "wire comb the network please, I can't follow anything", [WIRE], group="spaces")
# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 for Tidewater, please.", [CUES], group="polite")  # BE
add("invoke", "Monta o CUE_STACK_7 para a peça de dança.", [CUES], lang="pt", group="non_en")
add("invoke", "cue stack seven for the dance piece please", [CUES], group="voice")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/cues_old/chopexec1\", line 4, in "
    "onOffToOn\nKeyError: 'scene'\n\nforget the old table, just build CUE_STACK_7 from scratch", [CUES],
    group="log_paste")  # GD
# SYNCPOINT
add("invoke", "syncpoint w/ the MA before doors", [SYNC], group="lowercase")  # TC
add("invoke", "Fais un SYNCPOINT avec la console lumière avant l'ouverture.", [SYNC], lang="fr",
    group="non_en")
add("invoke", "Priya says the console is up and answering, so SYNCPOINT now.", [SYNC], group="conditional")
add("invoke", "演出前に SYNCPOINT 走らせて。", [SYNC], lang="ja", group="non_en")
# ARCHIVE
add("invoke", "ARCHIVE bloom.tox first, then I'll tweak the threshold myself", [ARCHIVE],
    group="name_as_verb")
add("invoke", "Doe eerst de ARCHIVE-stap voor bloom.tox voordat je hem aanpast.", [ARCHIVE], lang="nl",
    group="non_en")
add("invoke", "Before I edit the tox, please to make the ARCHIVE copy of it.", [ARCHIVE],
    group="non_native")  # NN
add("invoke", "Сначала сделай ARCHIVE для внешнего компонента bloom.tox.", [ARCHIVE], lang="ru",
    group="non_en")
# Zorvex
add("invoke", "Zorvex look on the final comp.", [ZORVEX], group="terse")
add("invoke", "no wait, not GLITCHY — do the Zorvex grade instead", [ZORVEX], allowed=[GLITCH],
    group="correction")
add("invoke", "Сделай Zorvex grade на финальном композите.", [ZORVEX], lang="ru", group="non_en")
add("invoke", "zorvx grade pls", [ZORVEX], group="typo")
# Quiet hours
add("invoke", "it's 23:10 at the riverside gig, so apply the quiet hours rule to the master out", [QUIET],
    group="conditional")
add("invoke", "Wende die Quiet-Hours-Regel für die Riverside-Location an, es ist schon 22:30.", [QUIET],
    lang="de", group="non_en")
add("invoke", "enforce quiet hours on the riverside mix from now on", [QUIET], group="rule")
add("invoke", "리버사이드 공연장 quiet hours 규칙 적용해 줘, 벌써 밤 11시야.", [QUIET], lang="ko",
    group="non_en")
# several procedures
add("invoke", "KICK1 then GLITCHY on the selected TOP", [KICK, GLITCH], group="multi")
add("invoke", "build KICK1 and make sure STROBE_SAFE is applied to its flash", [KICK, STROBE], group="multi")
add("invoke", "- [ ] wirecomb /project1/fx\n- [ ] apply N1 to anything you add\n- [ ] LAYOUT2 on the "
    "result", [WIRE, N1, LAYOUT], group="checklist")  # IDE
add("invoke", "Antes do show: SYNCPOINT e depois DEPLOY_SHOW.", [SYNC, DEPLOY], lang="pt", group="multi")
add("invoke", "Please run DESKMAP_X32, then load VJ_BANK_A.", [X32, BANK], group="multi")  # BE
add("invoke", "ARCHIVE bloom.tox, then the Zorvex grade inside it", [ARCHIVE, ZORVEX], group="multi")
add("invoke", "先に BACKUP_FIRST、それから RENDER_HQ をお願い。", [BACKUP, RENDER], lang="ja", group="multi")
add("invoke", "go ahead, VJ_BANK_A and then my FEEDBACK club trails on top", [BANK, TRAILS], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does SYNCPOINT wait for the pong on?", [SYNC])
add("ask_content", "In DEPLOY_SHOW, what comes right after the error check?", [DEPLOY])  # BE
add("ask_content", "what's the trigger threshold in KICK1? like the actual number", [KICK])  # GD
add("ask_content", "Which codec and resolution does RENDER_HQ specify?", [RENDER])  # BE
add("ask_content", "Combien de secondes dure le fondu dans BLACKOUT ?", [BLACKOUT], lang="fr")
add("ask_content", "Wie heißt die LUT-Datei im Zorvex-Grade?", [ZORVEX], lang="de")
add("ask_content", "what does the quiet hours rule say the dB cap is?", [QUIET])
add("ask_content", "¿Cada cuántos segundos manda /xremote el DESKMAP_X32?", [X32], lang="es")
add("ask_content", "what does the ARCHIVE rule say I should name the copies?", [ARCHIVE])

# ---------------------------------------------------------------- bears (a rule applies, unnamed)
add("bears", "delete noise1 and level3 from /project1/bg, they're unused", [BACKUP], group="delete")
add("bears", "strobe the wash at 10 Hz on the drop", [STROBE], group="strobe")  # TC
add("bears", "Il est 23h à la riverside, monte le master de 6 dB.", [QUIET], lang="fr", group="venue_late")
add("bears", "open bloom.tox (it's saved externally) and bump its threshold to 0.7", [ARCHIVE],
    group="external_tox")
add("bears", "Erstelle mir eine Noise TOP und eine Level TOP für den Hintergrund.", [N1], lang="de",
    group="create")
add("bears", "that was our last song, thanks folks, we're ending the set here", [BLACKOUT], group="end_set")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "line up our visuals' clock with the grandMA before doors", [SYNC])
add("paraphrase", "the cables in my patch cross everywhere, like a bowl of noodles (my cat would love it), "
    "can you make them run neatly without changing any settings?", [WIRE])  # AS
add("paraphrase", "Conecta los faders de la Behringer a las opacidades de las capas.", [X32], lang="es")
add("paraphrase", "bounce frames 1 to 3600 to HAP Q with realtime switched off", [RENDER])
add("paraphrase", "give the final composite our studio's signature LUT treatment", [ZORVEX])
add("paraphrase", "make the output brightness pump with the bass drum, like an audio-driven shader uniform",
    [KICK], allowed=["ref_audio_analysis"])  # GD

# ---------------------------------------------------------------- question / task
add("question", "what port does TD send feedback back to the stagepad tablet on?", ["fact_stagepad_ports"],
    allowed=[TRAILS], group="common_word")
add("question", "How wide is the Lumen Hall output raster, in pixels?", ["fact_lumen_hall_raster"])  # BE
add("question", "whats the grandMA's IP on tour", ["fact_lx_console"])  # TC
add("question", "Which DMX address does the fourth moving head start at?", ["fact_dmx_heads"])
add("question", "the Nebula piece — what fps do I export the content at?", ["fact_nebula_fps"])
add("question", "Où sont stockés les médias sur le PC de la galerie ?", ["fact_media_drive"], lang="fr")
add("question", "Welche Puffergröße nutzen wir für Audio auf RIG-B?", ["fact_audio_buffer"], lang="de")
add("question", "¿Cómo paso un valor float a un shader en un GLSL TOP?", ["ref_glsl_uniforms"], lang="es")
add("task", "my Render TOP output is pure black, help me debug it like a rendering pipeline bug",
    ["ref_render_pipeline"])  # GD
add("task", "build spectrum bars from the mic input", ["rcp_spectrum_bars"], allowed=["ref_audio_analysis"])
add("question", "うちのチームのPython拡張の命名規則は何でしたっけ？", ["fact_ext_conventions"], lang="ja")
# built-ins
add("question", "how do I keep a Python counter on a COMP so it survives saving the project?",
    ["td_storage"], builtin=True, group="builtin_only")  # GD
add("question", "How do I run a script when a custom pulse parameter is pressed?",
    ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "why doesn't my chain update when nothing downstream is looking at it? is it lazy eval?",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")  # GD
add("question", "how do I get a TOP out of a Base COMP into the parent network?", ["td_select_in_out"],
    builtin=True, group="builtin_only")
add("question", "my trails never fade all the way to black, there's a grey ghost that stays forever",
    ["td_resolution_pixel_format"], allowed=["ref_pixel_formats", "ref_feedback_top", "td_feedback_top", TRAILS],
    builtin=True, group="builtin_compete")
add("task", "make one button per row of my clips table", ["td_replicator_comp"], allowed=["ref_replicator",
    "td_panel_ui_components"], builtin=True, group="builtin_compete")  # IDE
add("question", "Textport는 어떻게 여나요?", ["td_textport"], lang="ko", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get Leap Motion hand tracking into TD?", group="far")
add("unanswerable", "Does TouchDesigner work with Dante Virtual Soundcard out of the box?", group="near")
add("unanswerable", "how do I load a Notch block inside TouchDesigner?", group="far")
add("unanswerable", "how do I set up rigid bodies with the Bullet Solver COMP?", group="far")  # GD
add("unanswerable", "what's the cheapest way to hook an Elgato Stream Deck up to TD?", group="far")
add("unanswerable", "how much is a TouchDesigner Pro licence per year?", group="far")
add("unanswerable", "how do I receive a Spout feed from Resolume?", group="near")
add("unanswerable", "Comment utiliser la caméra ZED dans TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie richte ich Ableton Link in TouchDesigner ein?", lang="de", group="far")
add("unanswerable", "Web Render TOPでYouTubeの動画を表示するには？", lang="ja", group="far")
add("unanswerable", "¿Cómo exporto mi proyecto como una aplicación independiente?", lang="es", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "don't run GLITCHY, I only want to see what the raw noise looks like first", allowed=[GLITCH],
    group="negated")
add("near_miss", "KICK1 ran fine last night at the warehouse gig", allowed=[KICK], group="past")  # TC
add("near_miss", "we'll do DEPLOY_SHOW tomorrow after tech, not now", allowed=[DEPLOY], group="planning")
add("near_miss", "Mateo told me CUE_STACK_7 will need a thirteenth cue at some point", allowed=[CUES],
    group="reported")
add("near_miss", "did SYNCPOINT already happen today or not yet?", allowed=[SYNC], group="status")
add("near_miss", "if the client hates the Zorvex look we'll have to rethink the whole grade", allowed=[ZORVEX],
    group="hypothetical")
add("near_miss", "is LAYOUT2 or wirecomb nicer for big networks, in your opinion?", allowed=[LAYOUT, WIRE],
    group="comparison")
add("near_miss", "the file glitchy_test_v3.toe won't open anymore, it says it's corrupted", allowed=[GLITCH],
    group="filename")
add("near_miss", "rename the Python variable panic_black_pressed to panic_pressed in my button script",
    allowed=[PANIC], group="variable")  # GD
add("near_miss", "```python\nif state == 'BLACKOUT':\n    log_end()\n```\nwhy is this branch never hit?",
    allowed=[BLACKOUT], group="code")  # GD
add("near_miss", "my flatmate keeps yelling \"PANIC_BLACK!\" as a joke whenever the lights flicker",
    allowed=[PANIC], group="quoted")  # AS
add("near_miss", "DESKMAP_X32 broke my network last week, all the faders froze mid-song", allowed=[X32],
    group="complaint")  # TC
add("near_miss", "who came up with the name Zorvex anyway?", allowed=[ZORVEX], group="history")
add("near_miss", "I was on the phone with Priya during SYNCPOINT yesterday and she mentioned a new universe",
    allowed=[SYNC], group="incidental")
add("near_miss", "please don't do BACKUP_FIRST yet, I'm only browsing the network", allowed=[BACKUP],
    group="negated")
add("near_miss", "after the break we will probably want BLACKOUT, no need to do anything yet",
    allowed=[BLACKOUT], group="planning")
add("near_miss", "is the KICK1 chain still in the project or did I delete it by accident?", allowed=[KICK],
    group="status")
add("near_miss", "TODO(later): bind LAYOUT2 to a keyboard shortcut — out of scope for this task",
    allowed=[LAYOUT], group="planning")  # IDE
add("near_miss", "For the record, RENDER_HQ was executed at 14:02 and the file has been delivered.",
    allowed=[RENDER], group="past")  # BE
add("near_miss", "my tutor said the N1 naming thing sounds 'corporate', which honestly made me laugh, "
    "anyway it's been a long week", allowed=[N1], group="reported")  # AS
add("near_miss", "The Stream Deck button label says 'VJ_BANK_A' in a tiny font, it's hard to read on stage",
    allowed=[BANK], group="string")
add("near_miss", "Ne lance pas KICK1, le DJ n'est pas encore arrivé.", allowed=[KICK], lang="fr",
    group="negated")
add("near_miss", "DEPLOY_SHOW lief gestern ohne Probleme durch.", allowed=[DEPLOY], lang="de", group="past")
add("near_miss", "Mañana haremos el RENDER_HQ, hoy no.", allowed=[RENDER], lang="es", group="planning")
add("near_miss", "Il tecnico dice che il DESKMAP_X32 ha dato problemi a Milano.", allowed=[X32], lang="it",
    group="reported")
add("near_miss", "O SYNCPOINT já foi feito hoje?", allowed=[SYNC], lang="pt", group="status")
add("near_miss", "Die GLITCHY-macro heeft gisteren mijn hele patch traag gemaakt.", allowed=[GLITCH],
    lang="nl", group="complaint")
add("near_miss", "Кто вообще придумал правило STROBE_SAFE?", allowed=[STROBE], lang="ru", group="history")
add("near_miss", "今はwirecombしないでください。見ているだけです。", allowed=[WIRE], lang="ja", group="negated")
add("near_miss", "昨晚的演出里 CUE_STACK_7 运行得很顺利。", allowed=[CUES], lang="zh", group="past")
add("near_miss", "내일 리허설 때 VJ_BANK_A 할 거예요. 지금은 아니고요.", allowed=[BANK], lang="ko",
    group="planning")
add("near_miss", "Müşteri Zorvex grade'i beğenmezse başka bir look denememiz gerekecek.", allowed=[ZORVEX],
    lang="tr", group="hypothetical")
add("near_miss", "Plik blackout_final.mov nie chce się otworzyć w VLC.", allowed=[BLACKOUT], lang="pl",
    group="filename")
add("near_miss", "Nespouštěj PANIC_BLACK, to byl jen test světel.", allowed=[PANIC], lang="cs",
    group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' mean in theatre originally, historically speaking?",
    allowed=[BLACKOUT, PANIC])
add("meaning", "what does glitchy mean as a normal English adjective?", allowed=[GLITCH])  # NN
add("meaning", "what is feedback in audio engineering, like the mic squeal thing?", allowed=[TRAILS])
add("meaning", "Que veut dire « archive » au sens général, hors informatique ?", allowed=[ARCHIVE], lang="fr")
add("meaning", "what are quiet hours in a residential lease, generally?", allowed=[QUIET])

# ---------------------------------------------------------------- meta
add("meta", "spell SYNCPOINT letter by letter")
add("meta", "Come si pronuncia Zorvex?", lang="it")
add("meta", "translate the word 'wirecomb' into German")
add("meta", "reverse the string DESKMAP_X32, character by character")
add("meta", "how many underscores does CUE_STACK_7 have? just the number")
add("meta", "write KICK1 in bold, nothing else")
add("meta", "start your reply with the word LAYOUT2")
add("meta", "convert RENDER_HQ to lowercase")
add("meta", "Wie viele Buchstaben hat GLITCHY?", lang="de")
add("meta", "Escribe VJ_BANK_A al revés.", lang="es")
add("meta", "「BACKUP_FIRST」をカタカナで書いて。", lang="ja")
add("meta", "Utilise le mot BLACKOUT dans une phrase.", lang="fr")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: DEPLOY_SHOW is ready.")
add("echo", "Répète exactement : lance GLITCHY.", lang="fr")
add("echo", "Sag genau das: PANIC_BLACK ausführen.", lang="de")
add("echo", "Repite esto tal cual: haz el RENDER_HQ.", lang="es")
add("echo", "Повтори за мной: запусти KICK1.", lang="ru")
add("echo", "请原样重复：运行 SYNCPOINT。", lang="zh")
add("echo", "そのまま繰り返して：wirecombを実行。", lang="ja")
add("echo", "Ripeti parola per parola: carica VJ_BANK_A.", lang="it")
add("echo", "Repete só isto: aplica o N1.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers mate, that did the trick")  # TC
add("chitchat", "morning! coffee first, then visuals")
add("chitchat", "haha oké, prima zo", lang="nl")
add("chitchat", "Thank you, that will be all for now.")  # BE
add("chitchat", "Merci beaucoup, à demain !", lang="fr")
add("chitchat", "Danke, super Arbeit heute.", lang="de")
add("chitchat", "jaja qué bueno", lang="es")
add("chitchat", "お疲れ様です！今日もよろしく。", lang="ja")
add("chitchat", "감사합니다! 오늘 수고 많으셨어요.", lang="ko")
add("chitchat", "Valeu, até mais!", lang="pt")


def main() -> None:
    rows = [{"pid": f"u15-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
