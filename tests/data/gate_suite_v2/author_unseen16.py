"""Blind suite unseen16, hand-written by independent evaluator "gateeval16".

Labels come from corpus.jsonl and the built-in knowledge file names/contents only. The author read neither
the gate code nor any other prompt file or author script, and never ran the gate on these prompts.

Personas (comments only, never in the data):
  LD  - lighting designer who also runs video in a black-box theatre, writes like cue notes
  ST  - streamer typing Twitch-chat slang with emoji
  MU  - museum technician writing formal tickets ("Request: ...", "Expected: ...")
  BG  - beginner who asks a lot and hedges ("maybe we could ... ?")
  PR  - busy producer forwarding other people's words ("the director says ...")
  SH  - multilingual stagehand (most non-English prompts)

Run it to regenerate prompts_unseen16.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen16.jsonl")
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
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# LD: cue notes
add("invoke", "Q22 standby... Q22 GO. PANIC_BLACK, actor down.", [PANIC], [BLACKOUT], group="emergency")
add("invoke", "Note 7: run wirecomb on /project1/video, it's spaghetti.", [WIRECOMB], group="imperative")
add("invoke", "End of act 2 → BLACKOUT, hold for applause.", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "Q30 GO: SYNCPOINT with the desk, then CUE_STACK_7.", [SYNC, CUES], group="multi")
# ST: twitch chat
add("invoke", "yo chat wants GLITCHY on the cam TOP 🔥🔥 pls", [GLITCHY], group="emoji")
add("invoke", "!kick1 lets gooo 🥁", [KICK], [STROBE], group="slash_command")
add("invoke", "/zorvex on the final comp, chat voted for it", [ZORVEX], group="slash_command")
add("invoke", "ngl the trails need my FEEDBACK club settings rn, slap em on the source 🙏", [FEEDBACK],
    group="title_words")
add("invoke", "W stream chat, BLACKOUT to end it 💀", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "glitchy + kick1 combo on the output, no cap", [GLITCHY, KICK], [STROBE], group="multi")
# MU: formal tickets
add("invoke", "Request: run DEPLOY_SHOW on the gallery build.\nExpected: perform mode on monitor 2, FPS reported.",
    [DEPLOY], group="ticket")
add("invoke", "Ticket #2231\nRequest: apply naming rule N1 to the operators you add today.\n"
    "Expected: no default names remain.", [N1], group="rule")
add("invoke", "Request: execute BACKUP_FIRST for /project1/exhibit, then remove the old kiosk COMP.\n"
    "Expected: backup path reported.", [BACKUP], group="rule")
add("invoke", "Request: follow the ARCHIVE rule for the external ui_kiosk.tox, then raise its idle timeout "
    "to 90 s.\nExpected: archive number in the reply.", [ARCHIVE], group="rule")
add("invoke", "Request: LAYOUT2 and then wirecomb on /project1/exhibit.\nExpected: nothing rewired, "
    "list of added Nulls.", [LAYOUT, WIRECOMB], group="multi")
# BG: beginner, hedged but clearly asking
add("invoke", "um, could you maybe run LAYOUT2 for me? my network is a mess", [LAYOUT], group="polite")
add("invoke", "sorry if this is dumb but can you apply STROBE_SAFE to my flash effect?", [STROBE],
    group="modal_question")
add("invoke", "can you set up the x32 desk mapping? DESKMAP_X32 I mean", [X32], group="modal_question")
# PR: forwarded, with an explicit request to act
add("invoke", "The director says: 'PANIC_BLACK now, someone's on stage.' Do it.", [PANIC], [BLACKOUT],
    group="forwarded")
add("invoke", "From Mateo: build CUE_STACK_7 so we can run the cues tonight. Go ahead.", [CUES],
    group="forwarded")
add("invoke", "Producer here. Load VJ_BANK_A for the opener, and afterwards RENDER_HQ a backup recording.",
    [VJ, RENDER], group="multi")
# SH: multilingual stagehand
add("invoke", "Peux-tu lancer RENDER_HQ sur la boucle d'intro ?", [RENDER], lang="fr", group="modal_question")
add("invoke", "On passe au BLACKOUT, c'est la fin du set.", [BLACKOUT], [PANIC], lang="fr", group="end_set")
add("invoke", "Kannst du GLITCHY auf das ausgewählte TOP anwenden?", [GLITCHY], lang="de",
    group="modal_question")
add("invoke", "Bitte BACKUP_FIRST, bevor du den alten Mixer löschst.", [BACKUP], lang="de", group="rule")
add("invoke", "¿Puedes ejecutar KICK1 en la salida principal?", [KICK], [STROBE], lang="es",
    group="modal_question")
add("invoke", "Carga VJ_BANK_A en los decks, porfa, que empieza el set.", [VJ], lang="es", group="imperative")
add("invoke", "Puoi fare DEPLOY_SHOW adesso? Apriamo le porte tra un'ora.", [DEPLOY], lang="it",
    group="modal_question")
add("invoke", "Applica la regola N1 ai nuovi operatori che crei, per favore.", [N1], lang="it", group="rule")
add("invoke", "Pode rodar o wirecomb nessa rede? Não consigo ler nada.", [WIRECOMB], lang="pt", group="modal_question")
add("invoke", "Aplica o grade Zorvex no composite final.", [ZORVEX], lang="pt", group="imperative")
add("invoke", "卓の準備ができたので DESKMAP_X32 を実行してもらえますか?", [X32], lang="ja", group="modal_question")
add("invoke", "PANIC_BLACK!客席で人が倒れた、今すぐ!", [PANIC], [BLACKOUT], lang="ja", group="emergency")
add("invoke", "请运行 SYNCPOINT,和灯光台对一下时间。", [SYNC], lang="zh", group="imperative")
add("invoke", "能帮我在这个网络上跑一下 LAYOUT2 吗?太乱了", [LAYOUT], lang="zh", group="modal_question")
add("invoke", "Можешь запустить CUE_STACK_7 для танцевального спектакля?", [CUES], lang="ru", group="modal_question")
add("invoke", "Применяй STROBE_SAFE ко всем вспышкам в сцене.", [STROBE], lang="ru", group="rule")
add("invoke", "인트로 루프에 RENDER_HQ 돌려줄 수 있어?", [RENDER], lang="ko", group="modal_question")
add("invoke", "Het is al half twaalf op de riverside-locatie, dus pas de quiet hours-regel toe op de master.",
    [QUIET], lang="nl", group="conditional")
add("invoke", "Odpal KICK1 i GLITCHY na wyjściu.", [KICK, GLITCHY], [STROBE], lang="pl", group="multi")
add("invoke", "Kan du köra mina FEEDBACK-inställningar för klubbvisualerna på källan?", [FEEDBACK], lang="sv",
    group="title_words")
add("invoke", "ARCHIVE kuralını uygula, sonra bloom.tox'u düzenle.", [ARCHIVE], lang="tr", group="rule")
add("invoke", "Lade bitte VJ_BANK_A, die B-Decks bleiben wie sie sind.", [VJ], lang="de", group="polite")
# EN: more shapes
add("invoke", "DEPLOY_SHOW, black-box house is open in 30", [DEPLOY], group="terse")
add("invoke", "wirecomb. this patch is a bird's nest", [WIRECOMB], group="bare")
add("invoke", "syncpoint now, house lights are going down", [SYNC], group="lowercase")
add("invoke", "desk map x32 please, the faders are live", [X32], group="spaces")
add("invoke", "okay copilot run render underscore h q on rec one", [RENDER], group="voice")
add("invoke", "hey copilot run cue stack seven please", [CUES], group="voice")
add("invoke", "plz run GLTICHY on the selected top", [GLITCHY], group="typo")
add("invoke", "load VJ_BNAK_A into the decks", [VJ], group="typo")
add("invoke", "```\nWARNING: /project1/fx/strobe1 rate 9.0 Hz\n```\nsaw this in the log — enforce STROBE_SAFE on "
    "that strobe.", [STROBE], group="log_paste")
add("invoke", "```\n[23:05:12] audio master -8 dBFS\n[23:05:13] venue: riverside\n```\nIt's past 22:00 here, "
    "apply the quiet hours rule.", [QUIET], group="log_paste")
add("invoke", "- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\nrun both, top to bottom", [DEPLOY, SYNC], group="checklist")
add("invoke", "**To do now:** apply N1 naming to everything you create in this session, then build me a "
    "Noise TOP feeding a Level TOP.", [N1], group="markdown")
add("invoke", "run LAYOUT2 — no wait, not LAYOUT2, do wirecomb instead", [WIRECOMB], [LAYOUT],
    group="correction")
add("invoke", "BLACKOUT — no sorry, this is an emergency, PANIC_BLACK!", [PANIC], [BLACKOUT], group="correction")
add("invoke", "> Shall I run BACKUP_FIRST before deleting the old post COMP?\nyes, do it", [BACKUP],
    group="consent")
add("invoke", "you offered to run the Zorvex grade earlier — yes please, go ahead", [ZORVEX], group="consent")
add("invoke", "it's 23:10, so the riverside quiet hours rule applies — enforce it on the master bus now",
    [QUIET], group="conditional")
add("invoke", "it's 18:00 now, so as planned: DEPLOY_SHOW, go", [DEPLOY], group="timed")
add("invoke", "enforce BACKUP_FIRST while you clear out /project1/old", [BACKUP], group="rule")
add("invoke", "do the kick-reactive flash procedure on out1", [KICK], [STROBE], group="title_words")
add("invoke", "please arrange this network in columns, the layout macro", [LAYOUT], group="title_words")
add("invoke", "load clip bank A into the decks for the late set", [VJ], group="title_words")
add("invoke", "do the offline high-quality recording preset on rec1", [RENDER], group="title_words")
add("invoke", "do the lighting console handshake, the show is in 20", [SYNC], group="title_words")
add("invoke", "ok so the projector's warm, the gauze is up, run CUE_STACK_7, and then I'll grab coffee",
    [CUES], group="mid_message")
add("invoke", "the set's over, fade it all down — BLACKOUT", [BLACKOUT], [PANIC], group="trailing")
add("invoke", "ARCHIVE rule: apply it to lowerthird.tox, then change its font size to 48", [ARCHIVE],
    group="name_first")
add("invoke", "🎛️ DESKMAP_X32 ▶️", [X32], group="emoji")
add("invoke", "FEEDBACK club trails on the main source please, my usual settings", [FEEDBACK],
    group="title_words")
add("invoke", "Apply the quiet hours rule for the riverside venue to tonight's patch.", [QUIET], group="rule")
add("invoke", "Archive rule for bloom.tox and N1 naming for anything new — then add a glow stage inside it",
    [ARCHIVE, N1], group="multi")
add("invoke", "when I say go you run STROBE_SAFE on the fx chain. go.", [STROBE], group="timed")
add("invoke", "could you do my FEEDBACK trails for the club visuals on the webcam?", [FEEDBACK],
    group="modal_question")
add("invoke", "zorvex grade pls on the last comp before out", [ZORVEX], group="lowercase")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What threshold and release does KICK1 set on the Trigger CHOP?", [KICK])
add("ask_content", "which codec and resolution does RENDER_HQ record at?", [RENDER])
add("ask_content", "Where does BACKUP_FIRST put the .tox, and how is it named?", [BACKUP])
add("ask_content", "under STROBE_SAFE, how many flashes per second is the ceiling for the hazer scene?", [STROBE])
add("ask_content", "In DEPLOY_SHOW, which step comes right after the recursive error check — the perform window?", [DEPLOY])
add("ask_content", "remind me: what opacity does my FEEDBACK club setup put on its Level TOP, 0.93 or 0.95?", [FEEDBACK])
add("ask_content", "Wie viele Sekunden dauert das Ausblenden der Master-Opacity bei BLACKOUT am Setende?", [BLACKOUT], lang="de")
add("ask_content", "¿Qué hace wirecomb exactamente cuando una salida alimenta a más de tres entradas?", [WIRECOMB], lang="es")
add("ask_content", "SYNCPOINT は照明卓のどの IP とポートに ping を送る手順ですか?", [SYNC], lang="ja")
add("ask_content", "Request: state which UDP port the OSC In CHOP of DESKMAP_X32 uses.\nExpected: port number.",
    [X32])
add("ask_content", "list what the Zorvex grade inserts after the final composite, step by step", [ZORVEX])

# ---------------------------------------------------------------- bears
add("bears", "delete noise1 and level3 from the lobby loop, they're unused leftovers", [BACKUP], group="delete")
add("bears", "make the white flash strobe at 10 per second when the bass drops", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "it's 22:40 at the riverside venue, push the master up to -6 dBFS", [QUIET], group="venue_late")
add("bears", "open the external bloom.tox and bump its threshold to 0.7", [ARCHIVE], group="external_tox")
add("bears", "add a Noise TOP and a Blur TOP after the movie in", [N1], group="create")
add("bears", "> Soll ich /project1/old komplett leeren?\nJa, lösch alles da drin.", [BACKUP], lang="de",
    group="consent")
add("bears", "haz que el flash parpadee a 12 Hz con el bombo", [STROBE], ["rcp_strobe_flash"], lang="es",
    group="strobe")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "tidy my nodes: sources on the far left, each chain on its own row, nulls at the end, labelled "
    "boxes around them — but don't rewire anything", [LAYOUT])
add("paraphrase", "hook the Behringer's 32 channel sliders up so sliders 1-8 drive my layer opacities, and keep "
    "it sending updates", [X32])
add("paraphrase", "I need a flawless one-minute 1080p60 HAP Q file of this, every frame rendered, then put the "
    "project back to live", [RENDER], ["ref_movie_file_out"])
add("paraphrase", "ping the grandMA with our frame number and shift our timeline by half the round trip, median "
    "of three tries", [SYNC], ["fact_lx_console"])
add("paraphrase", "put a noise-driven displace and a red/blue channel split after the image I've got highlighted, "
    "with an amount slider on the parent", [GLITCHY])
add("paraphrase", "set up Tidewater's twelve moments from Mateo's sheet as a timed table that steps the scene "
    "switch and crossfades", [CUES], ["fact_dance_piece"])

# ---------------------------------------------------------------- question / task
add("question", "Lumen Hall: how wide is the single output raster in pixels, all three projectors together?", ["fact_lumen_hall_raster"], group="fact")
add("question", "stagepad on the tablet — which UDP port is it sending to on the show PC?", ["fact_stagepad_ports"], group="fact")
add("question", "what audio buffer size are we on for RIG-B, and why that one?", ["fact_audio_buffer"],
    ["fact_rig_b", "fact_studio_audio"], group="fact")
add("question", "Request: confirm where show media is stored on the gallery PC.\nExpected: drive and folder.",
    ["fact_media_drive"], group="fact")
add("question", "which hex codes are allowed on the Aurora main screen?", ["fact_aurora_palette"], group="fact")
add("question", "what frame rate should I export the Nebula content at?", ["fact_nebula_fps"], group="fact")
add("question", "what day and time is the Tidewater tech rehearsal at the Kestrel?", ["fact_dance_piece"], [CUES], group="fact")
add("question", "after a show, where do I look first for errors?", ["fact_show_log"], group="fact")
add("question", "how do I make feedback trails that actually fade to black instead of leaving ghosts?",
    ["ref_feedback_top", "ref_pixel_formats"], [FEEDBACK, "rcp_feedback_tunnel"], group="common_word")
add("question", "Quelle est l'adresse IP de la console lumière ?", ["fact_lx_console"], [SYNC], lang="fr",
    group="fact")
add("question", "Welches Audio-Interface hat das Studio, und mit welcher Samplerate läuft es?",
    ["fact_studio_audio"], ["fact_audio_buffer"], lang="de", group="fact")
add("task", "give me the recipe for a lower-third title over the video", ["rcp_lower_third"], group="recipe")
add("question", "¿Cómo paso un valor float a un shader del GLSL TOP?", ["ref_glsl_uniforms"], lang="es",
    group="reference")
add("question", "how do I keep values on a COMP in Python so they survive saving the project?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "what's the keyboard shortcut to open the Textport on Windows?", ["td_textport"], builtin=True, group="builtin_only")
add("question", "which Parameter Execute DAT callback fires when a custom parameter changes?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("task", "make one button per row of my cues table, there are about forty rows", ["td_replicator_comp"], ["ref_replicator", "td_panel_ui_components"],
    builtin=True, group="builtin_compete")
add("question", "what's the difference between the bypass and lock flags on a TOP in my post chain?", ["td_operator_flags"], builtin=True,
    group="builtin_only")
add("question", "Select TOP と In TOP / Out TOP の違いは何ですか?", ["td_select_in_out"], lang="ja", builtin=True,
    group="builtin_only")
add("task", "my Render TOP is black, walk me through what to check", ["td_render_pipeline"],
    ["ref_render_pipeline", "td_troubleshooting_checklist"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Ableton Link tempo and phase into TouchDesigner for the black-box show?", group="far")
add("unanswerable", "Does the Substance TOP expose .sbsar parameters as custom parameters?", group="near")
add("unanswerable", "how do I pip install opencv into the python that TD uses?", group="far")
add("unanswerable", "what's the cleanest way to send a TOP to OBS over Spout?", group="near")
add("unanswerable", "how do I set up the Bullet Solver COMP so cubes fall onto a floor?", group="far")
add("unanswerable", "Request: explain how to move a TouchDesigner Commercial licence to a second machine.\n"
    "Expected: steps.", group="far")
add("unanswerable", "can the Web Render TOP mute the audio of the page it loads?", group="near")
add("unanswerable", "Comment utiliser le ZED TOP avec une caméra stéréo ?", lang="fr", group="far")
add("unanswerable", "Wie richte ich Syphon auf dem Mac ein, um TOPs an MadMapper zu schicken?", lang="de", group="near")
add("unanswerable", "¿Cómo conecto un Leap Motion a TouchDesigner para seguir las manos?", lang="es", group="far")
add("unanswerable", "how many fps can the Blob Track TOP handle at 4K?", group="near")

# ---------------------------------------------------------------- near_miss
# LD
add("near_miss", "Note: KICK1 ran clean in the dress, no change.", allowed=[KICK], group="past")
add("near_miss", "Q40 is cut — we won't be doing CUE_STACK_7 tonight.", allowed=[CUES], group="negated")
add("near_miss", "Tomorrow's work call: LAYOUT2 on the lx network, first thing. Nothing for now.",
    allowed=[LAYOUT], group="planning")
# ST
add("near_miss", "lmaooo GLITCHY wrecked my whole scene last stream 💀", allowed=[GLITCHY], group="complaint")
add("near_miss", "chat keeps spamming !panic_black lol, ignore them", allowed=[PANIC], group="reported")
# MU
add("near_miss", "Ticket #2240 (closed): DEPLOY_SHOW completed on 03/02, no issues. No action needed.",
    allowed=[DEPLOY], group="past")
add("near_miss", "Question: was SYNCPOINT run before yesterday's opening? I am only auditing the log.",
    allowed=[SYNC], group="status")
# BG
add("near_miss", "maybe someday we could use the Zorvex grade? not for this project though", allowed=[ZORVEX],
    group="hypothetical")
add("near_miss", "I'm not sure I even need wirecomb, my network is only four nodes", allowed=[WIRECOMB],
    group="hedged")
add("near_miss", "if I ever get an X32 I guess DESKMAP_X32 would be handy, right?", allowed=[X32],
    group="hypothetical")
# PR
add("near_miss", "The director says we might need PANIC_BLACK if the haze gets too thick — we'll decide at the "
    "tech.", allowed=[PANIC], group="conditional_unmet")
add("near_miss", "Mateo said CUE_STACK_7 felt slow in rehearsal, FYI.", allowed=[CUES], group="reported")
add("near_miss", "The client asked whether VJ_BANK_A has the new clips; I told them I'd check later.",
    allowed=[VJ], group="reported")
add("near_miss", "Priya says only run SYNCPOINT once she gives the nod — she hasn't yet.", allowed=[SYNC],
    group="conditional_unmet")
add("near_miss", "Sound says if we're still going after 22:00 at the riverside they'll want quiet hours. We "
    "finish at 21:30.", allowed=[QUIET], group="conditional_unmet")
# misc EN
add("near_miss", "`render_hq_done = False` — rename this variable to recording_finished", allowed=[RENDER],
    group="variable")
add("near_miss", "I saved the project as zorvex_test_v4.toe, just so you know.", allowed=[ZORVEX],
    group="filename")
add("near_miss", "```python\n# STROBE_SAFE: TODO later\nrate = 2.5\n```\nwhy does running this print nothing?",
    allowed=[STROBE], group="code")
add("near_miss", "honestly I like wirecomb more than LAYOUT2, just my taste", allowed=[WIRECOMB, LAYOUT],
    group="comparison")
add("near_miss", "when did we start using the ARCHIVE rule for tox files? before the tour, right?",
    allowed=[ARCHIVE], group="history")
add("near_miss", "no need for the FEEDBACK club trails tonight, it's the ambient set", allowed=[FEEDBACK],
    group="negated")
add("near_miss", "The stage manager's notes literally say \"BLACKOUT happened 2 s late\" — I'll talk to her.",
    allowed=[BLACKOUT], group="quoted")
# SH, non-English
add("near_miss", "On a déjà fait le DEPLOY_SHOW hier soir, tout allait bien.", allowed=[DEPLOY], lang="fr",
    group="past")
add("near_miss", "Ne lance pas PANIC_BLACK, c'était une fausse alerte du régisseur.", allowed=[PANIC], lang="fr",
    group="negated")
add("near_miss", "Den BLACKOUT machen wir erst morgen am Ende der Premiere.", allowed=[BLACKOUT], lang="de",
    group="planning")
add("near_miss", "Wenn der Regisseur zustimmt, machen wir GLITCHY — er hat aber noch nicht geantwortet.",
    allowed=[GLITCHY], lang="de", group="conditional_unmet")
add("near_miss", "VJ_BANK_A funcionó perfecto anoche, gracias.", allowed=[VJ], lang="es", group="past")
add("near_miss", "Il regista dice che il RENDER_HQ di ieri era troppo scuro.", allowed=[RENDER], lang="it",
    group="reported")
add("near_miss", "Talvez a gente use o LAYOUT2 na semana que vem, ainda não sei.", allowed=[LAYOUT], lang="pt",
    group="hedged")
add("near_miss", "昨日の KICK1 はうまく動きました。", allowed=[KICK], lang="ja", group="past")
add("near_miss", "先别跑 wirecomb,我还在改线。", allowed=[WIRECOMB], lang="zh", group="negated")
add("near_miss", "Не запускай DESKMAP_X32, пульт ещё не подключён.", allowed=[X32], lang="ru", group="negated")
add("near_miss", "CUE_STACK_7은 내일 할 거예요.", allowed=[CUES], lang="ko", group="planning")
add("near_miss", "Als het na tienen is passen we de quiet hours toe, maar het is pas acht uur.", allowed=[QUIET],
    lang="nl", group="conditional_unmet")

# ---------------------------------------------------------------- meaning
add("meaning", "what does 'blackout' mean in a play script, as opposed to a power cut?",
    allowed=[BLACKOUT, PANIC])
add("meaning", "where does the word 'glitch' come from originally?", allowed=[GLITCHY])
add("meaning", "what is a quiet-hours bylaw, in general terms?", allowed=[QUIET])
add("meaning", "in archival science, what does the word 'archive' actually mean?", allowed=[ARCHIVE])
add("meaning", "Que veut dire « feedback » en psychologie ?", allowed=[FEEDBACK], lang="fr")

# ---------------------------------------------------------------- meta
add("meta", "how would an English speaker pronounce SYNCPOINT out loud?", group="pronounce")
add("meta", "spell DESKMAP_X32 backwards, letter by letter", group="reverse")
add("meta", "how many letters does the word wirecomb have, exactly?", group="count")
add("meta", "translate the words 'panic black' into German", group="translate")
add("meta", "write KICK1 in bold markdown and nothing else at all", group="bold")
add("meta", "start your reply with the word LAYOUT2 and then tell me a joke about nodes", group="start_with")
add("meta", "convert the string CUE_STACK_7 to lowercase for my label", group="case")
add("meta", "use the word Zorvex in a sentence about a spaceship", group="in_a_sentence")
add("meta", "put BACKUP_FIRST in a code block, just the word", group="code_literal")
add("meta", "Comment écrit-on GLITCHY en minuscules ?", lang="fr", group="case")
add("meta", "Wie spricht man VJ_BANK_A auf Deutsch aus?", lang="de", group="pronounce")
add("meta", "「RENDER_HQ」をカタカナで書いてください。", lang="ja", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: DEPLOY_SHOW is ready for tonight.")
add("echo", "Répète exactement : lance KICK1.", lang="fr")
add("echo", "Sag mir genau nach: BLACKOUT am Ende.", lang="de")
add("echo", "Repite esto tal cual: GLITCHY en la cámara.", lang="es")
add("echo", "Повтори за мной: SYNCPOINT готов.", lang="ru")
add("echo", "跟我重复一遍:wirecomb 完成了。", lang="zh")
add("echo", "そのまま繰り返して:PANIC_BLACK。", lang="ja")
add("echo", "Ripeti esattamente: VJ_BANK_A caricato.", lang="it")
add("echo", "Repita exatamente: RENDER_HQ terminou.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thx fam 🙏 the overlay looks sick now")
add("chitchat", "gm chat, how's everyone doing this fine evening")
add("chitchat", "Thank you, that is all for today; the gallery closes at five.")
add("chitchat", "merci beaucoup, bonne soirée et à demain pour le filage !", lang="fr")
add("chitchat", "Danke, passt so, bis zur Probe morgen!", lang="de")
add("chitchat", "jaja gracias crack, ya funciona el proyector", lang="es")
add("chitchat", "今日の仕込みお疲れ様でした!", lang="ja")
add("chitchat", "谢谢你,今天装台辛苦了", lang="zh")
add("chitchat", "감사합니다, 리허설 잘 끝났어요!", lang="ko")


def main() -> None:
    rows = [{"pid": f"u16-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
