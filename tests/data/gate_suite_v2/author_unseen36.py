"""Author script for prompts_unseen36.jsonl: a blind suite written by helper "gateeval36".

Written blind (labels from corpus.jsonl and the built-in knowledge only; the gate code, its tests and
every other prompt file were not read). About 85 % English, written by four personas who write well:
a technical director (TD), a documentation writer (DOC), a careful beginner (BEG) and a programmer (PRG).
The persona lives in the comments only. Run it to regenerate prompts_unseen36.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen36.jsonl")
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
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "Could you please run KICK1 on the main output?", [KICK], group="polite")  # BEG
add("invoke", "KICK1: set it up now, the DJ starts in ten minutes.", [KICK], group="name_first")  # TD
add("invoke", "Richte bitte KICK1 für den Hauptausgang ein, der DJ legt gleich los.", [KICK], lang="de", group="imperative")
add("invoke", "kick one please run kick one on the output", [KICK], group="voice")
# LAYOUT2
add("invoke", "Run LAYOUT2 on /project1/fx.", [LAY], group="imperative")  # TD
add("invoke", "please do layout2 on this network", [LAY], group="lowercase")  # BEG
add("invoke", "Use the macro that arranges a network in columns on /project1/audio, please.", [LAY],
    group="title_words")  # DOC
add("invoke", "Applique LAYOUT2 au réseau courant, s'il te plaît.", [LAY], lang="fr", group="polite")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to every flash in the output chain.", [STROBE], group="rule")  # TD
add("invoke", "Please check the whole project against the STROBE_SAFE rule and clamp anything that breaks it.",
    [STROBE], group="rule")  # DOC
add("invoke", "Aplica la regla STROBE_SAFE a todos los destellos del espectáculo.", [STROBE], lang="es",
    group="rule")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST, then delete noise3 and blur2 from /project1/bg.", [BACKUP], group="rule")  # TD
add("invoke", "BACKUP_FIRST, and after that clear out the sandbox network in /project1/sandbox.", [BACKUP],
    group="name_first")
add("invoke", "Please apply the rule about backing up before deleting operators, then remove the three unused "
    "Movie File In TOPs.", [BACKUP], group="title_words")  # DOC
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW for the gallery opening.", [DEPLOY], group="name_first")
add("invoke", "Please go ahead with DEPLOY_SHOW; the doors open at 19:30.", [DEPLOY], group="timed")  # TD
add("invoke", "Esegui DEPLOY_SHOW adesso, per favore.", [DEPLOY], lang="it", group="polite")
add("invoke", "/deploy_show for the 20:00 performance", [DEPLOY], group="slash_command")  # PRG
# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks for the opening set.", [VJ], group="imperative")
add("invoke", "Please load VJ BANK A.", [VJ], group="spaces")
add("invoke", "VJ_BANK_A を読み込んでください。", [VJ], lang="ja", group="polite")
add("invoke", "You asked whether you should load VJ_BANK_A. Yes, go ahead.", [VJ], group="consent")
# PANIC_BLACK
add("invoke", "PANIC_BLACK now!", [PANIC], group="terse")  # TD
add("invoke", "🚨🚨 PANIC_BLACK on the main output 🚨🚨", [PANIC], group="emoji")
add("invoke", "Someone has walked in front of the projector beam on stage. Panic: black out the output "
    "immediately.", [PANIC], group="emergency")
add("invoke", "PANIC_BLACK, agora mesmo!", [PANIC], lang="pt", group="terse")
# GLITCHY
add("invoke", "Run GLITCHY on the selected TOP.", [GLITCH], group="imperative")
add("invoke", "please run GLITHCY on the top i selected", [GLITCH], group="typo")  # BEG
add("invoke", "I have selected the crop TOP on the camera feed, so go ahead and run GLITCHY there and tell me "
    "the name of the custom parameter it adds.", [GLITCH], group="mid_message")  # BEG
add("invoke", "Run G L I T C H Y on moviein_intro.", [GLITCH], group="spaces")
# DESKMAP_X32
add("invoke", "Set up DESKMAP_X32 so the desk faders drive the layer opacities.", [X32], group="imperative")
add("invoke", "Map the mixing desk for tonight, DESKMAP_X32.", [X32], group="trailing")
add("invoke", "OSC In CHOP /project1/x32/oscin1: no messages received on port 10023\n"
    "The X32 is now plugged into the switch. Please run DESKMAP_X32 again.", [X32], group="log_paste")  # PRG
add("invoke", "Voer DESKMAP_X32 uit, de mengtafel staat nu aan.", [X32], lang="nl", group="imperative")
# RENDER_HQ
add("invoke", "Start RENDER_HQ for the trailer.", [RENDER], group="imperative")
add("invoke", "The edit is locked, so please run the RENDER_HQ preset now.", [RENDER], group="polite")  # DOC
add("invoke", "If the client has approved the cut (she approved it five minutes ago), start RENDER_HQ.", [RENDER],
    group="conditional")  # TD
add("invoke", "Starte bitte RENDER_HQ für den Trailer.", [RENDER], lang="de", group="polite")
# N1
add("invoke", "Apply naming rule N1 to everything you created in /project1/bg.", [N1], group="rule")  # DOC
add("invoke", "Rename the default-named operators in this network according to N1.", [N1], group="rule")
add("invoke", "Please follow the naming rule for new operators and fix the noise1 and level3 you just made.",
    [N1], group="title_words")  # BEG
# FEEDBACK
add("invoke", "Build the trails for the club set my way, using my FEEDBACK settings.", [FEED],
    group="common_word")  # TD
add("invoke", "Apply my FEEDBACK trail settings to the club visuals, please.", [FEED], group="title_words")
add("invoke", "Please set up trails on the club output exactly as my FEEDBACK instruction describes.", [FEED],
    group="common_word")  # DOC
# BLACKOUT
add("invoke", "That was the final song of the set. BLACKOUT, please.", [BLACK], group="end_set")  # TD
add("invoke", "The set is over; please run the end-of-set blackout.", [BLACK], group="title_words")  # BEG
add("invoke", "Run BLACKOUT when the applause ends. It has just ended.", [BLACK], group="conditional")
add("invoke", "Fin du set : lance BLACKOUT.", [BLACK], lang="fr", group="end_set")
# wirecomb
add("invoke", "wirecomb the effects network, please", [COMB], group="name_as_verb")
add("invoke", "The wires in /project1/fx are a mess. Straighten them with wirecomb.", [COMB],
    group="situation_first")  # TD
add("invoke", "Yes, go ahead with wirecomb.", [COMB], group="consent")
# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 for the Tidewater run at the Kestrel.", [CUE], group="imperative")
add("invoke", "Please create CUE_STACK_7 from the choreographer's sheet.", [CUE], group="polite")  # DOC
add("invoke", "cue stack seven please, tech starts at two", [CUE], group="voice")
add("invoke", "It's 13:40 and tech rehearsal starts at 14:00, so time for CUE_STACK_7.", [CUE], group="timed")
# SYNCPOINT
add("invoke", "Run SYNCPOINT with the console before we open the house.", [SYNC], group="imperative")  # TD
add("invoke", "Do the lighting console handshake now so the visuals are locked to the desk.", [SYNC],
    group="title_words")
add("invoke", "Haz el SYNCPOINT con la consola de luces ahora, por favor.", [SYNC], lang="es", group="polite")
# ARCHIVE
add("invoke", "Follow the ARCHIVE rule, then change the threshold inside bloom.tox to 0.7.", [ARCH],
    group="common_word")  # TD
add("invoke", "Apply ARCHIVE to lensflare.tox before you touch it, then raise its intensity to 1.4.", [ARCH],
    group="rule")
add("invoke", "Keep a numbered copy of particles.tox first, as our archive rule says, and then rebuild its "
    "inside.", [ARCH], group="title_words")  # DOC
# Zorvex
add("invoke", "Apply the Zorvex grade to the final composite.", [ZORV], group="imperative")
add("invoke", "Give the output the Zorvex look, please.", [ZORV], group="polite")  # BEG
add("invoke", "zorvex the main output", [ZORV], group="name_as_verb")
add("invoke", "最終出力に Zorvex グレードをかけてください。", [ZORV], lang="ja", group="polite")
# Quiet hours
add("invoke", "Apply the quiet hours rule to the riverside audio now.", [QUIET], group="rule")
add("invoke", "It's 22:15 at the riverside venue, so apply quiet hours to the master output.", [QUIET],
    group="conditional")  # TD
add("invoke", "Please enforce the riverside quiet hours on the audio chain; it is already 22:30.", [QUIET],
    group="timed")  # DOC

# ---------------------------------------------------------------- invoke (corrections and several procedures)
add("invoke", "Run PANIC_BLACK. No wait, not that: the set has simply ended, so run BLACKOUT.", [BLACK],
    allowed=[PANIC], group="correction")
add("invoke", "Apply GLITCHY to the camera feed. Correction: not GLITCHY, I meant the Zorvex grade.", [ZORV],
    allowed=[GLITCH], group="correction")  # TD
add("invoke", "Run LAYOUT2 and then wirecomb on /project1/fx.", [LAY, COMB], group="multi")
add("invoke", "Apply BACKUP_FIRST, delete the old test chain in /project1/bg, then run LAYOUT2.", [BACKUP, LAY],
    group="multi")
add("invoke", "- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\n- [ ] VJ_BANK_A\n\nPlease work through this checklist now.",
    [DEPLOY, SYNC, VJ], group="checklist")  # PRG
add("invoke", "Build KICK1 and make sure STROBE_SAFE is enforced on it.", [KICK, STROBE], group="multi")  # TD
add("invoke", "Apply the Zorvex grade, then run GLITCHY on the grade's output.", [ZORV, GLITCH], group="multi")
add("invoke", "Please do DESKMAP_X32 and then SYNCPOINT, in that order.", [X32, SYNC], group="multi")  # DOC
add("invoke", "Apply N1 and ARCHIVE while you rebuild the inside of bloom.tox.", [N1, ARCH], group="multi")
add("invoke", "It's 23:10 at the riverside venue, so enforce quiet hours, and then run BLACKOUT: the set is done.",
    [QUIET, BLACK], group="multi")
add("invoke", "Run RENDER_HQ, and once it has finished, load VJ_BANK_A.", [RENDER, VJ], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does the OSC In CHOP use in DESKMAP_X32?", [X32], group="port")  # PRG
add("ask_content", "What threshold and release time does KICK1 put on the Trigger CHOP?", [KICK], group="value")
add("ask_content", "In what order does DEPLOY_SHOW do its steps? Please list them.", [DEPLOY], group="order")  # DOC
add("ask_content", "Which codec, resolution and frame rate does RENDER_HQ record with?", [RENDER], group="value")
add("ask_content", "How long is the fade in the BLACKOUT procedure, and what does it deliberately leave running?",
    [BLACK], group="value")
add("ask_content", "What IP address and port does SYNCPOINT send its ping to?", [SYNC], group="port")
add("ask_content", "What does the STROBE_SAFE rule say about tempo sync?", [STROBE], group="content")  # DOC
add("ask_content", "Which lookup image does the Zorvex grade use?", [ZORV], group="value")  # BEG
add("ask_content", "Where does BACKUP_FIRST put the backup .tox, and how is the file named?", [BACKUP],
    group="content")
add("ask_content", "Does LAYOUT2 ever rewire anything, or does it only move nodes?", [LAY], group="content")
add("ask_content", "Que fait exactement PANIC_BLACK avec le canal DMX master ?", [PANIC], lang="fr",
    group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "Please delete the unused noise and blur operators in /project1/fx.", [BACKUP], group="delete")  # BEG
add("bears", "Make the white flash on the chorus strobe at 12 Hz to match the hi-hats.", [STROBE],
    group="strobe")  # TD
add("bears", "It is 22:40 at the riverside venue and the promoter wants the master volume pushed up by 6 dB.",
    [QUIET], group="venue_late")
add("bears", "bloom.tox is saved externally. Please change its threshold parameter from 0.5 to 0.65.", [ARCH],
    group="external_tox")  # PRG
add("bears", "Create a Noise TOP and a Level TOP for the new background layer.", [N1], group="create")  # BEG
add("bears", "Lösche bitte alles in /project1/old_tests, das brauchen wir nicht mehr.", [BACKUP], lang="de",
    group="delete")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "Measure the round trip to the grandMA and offset our timeline by half of it so the pictures "
    "line up with the desk.", [SYNC])  # TD
add("paraphrase", "Make the brightness of the main output jump with every bass drum hit.", [KICK])  # BEG
add("paraphrase", "Reorganise this patch: sources at the far left, each processing stage stepping rightwards, "
    "and every null gathered just before the outputs.", [LAY])  # DOC
add("paraphrase", "Give the final picture our studio's signature tint and grain treatment.", [ZORV])
add("paraphrase", "Tidy the connections in this patch so no link runs behind an operator and big fan-outs go "
    "through a null.", [COMB])  # PRG
add("paraphrase", "Turn off realtime, capture the first 3600 frames to rec1 in HAP Q, then put realtime back on.",
    [RENDER])  # TD

# ---------------------------------------------------------------- question / task (corpus)
add("question", "What IP address does the lighting console have on the touring show network?", ["fact_lx_console"],
    group="fact")
add("question", "At which DMX address does the fourth moving head start?", ["fact_dmx_heads"], group="fact")  # TD
add("question", "What audio buffer size do we use on RIG-B, and why that value?", ["fact_audio_buffer"],
    group="fact")
add("question", "Where should I look first when something went wrong during last night's show?", ["fact_show_log"],
    group="fact")  # DOC
add("question", "Which hex colours may appear on the main screen at the Aurora launch?", ["fact_aurora_palette"],
    group="fact")
add("question", "On which drive and in which folder is the show media kept on the gallery PC?",
    ["fact_media_drive"], group="fact")
add("question", "Which UDP port does the stagepad tablet send its OSC messages to?", ["fact_stagepad_ports"],
    group="fact")  # PRG
add("task", "Build me a lower-third title band that slides in at the bottom of the frame.", ["rcp_lower_third"],
    group="reference")  # DOC
add("question", "How do I pass a float value from a CHOP into a uniform in my GLSL TOP shader?",
    ["ref_glsl_uniforms"], group="reference")  # PRG
add("question", "How do I use a Feedback TOP to leave trails behind a moving shape?", ["ref_feedback_top"],
    allowed=[FEED, "rcp_feedback_tunnel"], group="common_word")  # BEG
add("question", "Why does my feedback loop leave grey ghost trails that never fade to black?",
    ["ref_pixel_formats"], allowed=[FEED, "ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
add("task", "Explain why I should put a Null CHOP after my OSC In CHOP before exporting its channels.",
    ["ref_null_exports"], allowed=["ref_osc_in_chop"], group="reference")  # PRG
add("question", "¿Qué códec conviene para reproducir muchos clips 4K a la vez sin saturar la CPU?",
    ["ref_hap_codecs"], lang="es", group="reference")
# question (built-in knowledge only)
add("question", "How do I keep a Python counter on a component so that it survives saving the project?",
    ["td_storage"], builtin=True, group="builtin_only")  # PRG
add("question", "How does a DAT Execute DAT differ from a plain Execute DAT, and when would I choose each?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")  # DOC
add("question", "What does the lock flag do on an operator, compared with the bypass flag?",
    ["td_operator_flags"], builtin=True, group="builtin_only")  # BEG
add("question", "How do I bring a TOP from inside one component into another component without a wire?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "When does an operator actually cook if nothing downstream is viewing it?",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")  # PRG
add("task", "Walk me through adding a custom parameter page with a float slider to my Base COMP.",
    ["td_custom_parameters"], builtin=True, group="builtin_only")  # BEG
add("question", "For show-control messages that must never be lost, should I use the TCP/IP DAT or a UDP DAT?",
    ["td_network_protocols_dats"], builtin=True, group="builtin_only")  # TD
add("question", "How do I bind a parameter to a custom parameter instead of using an expression, and what is the "
    "difference between bind and export modes?", ["td_parameter_modes"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I connect a Leap Motion controller to TouchDesigner and read hand positions?",
    group="far")
add("unanswerable", "What are the licence differences between TouchDesigner Commercial and Pro?", group="far")  # DOC
add("unanswerable", "How do I display a web page with a transparent background using the Web Render TOP?",
    group="far")
add("unanswerable", "Which Python version ships with the 2023 builds of TouchDesigner?", group="far")  # PRG
add("unanswerable", "What is the keyboard shortcut to collapse a network box in the network editor?", group="near")
add("unanswerable", "How do I export the points of a SOP to a PLY file?", group="near")
add("unanswerable", "Can TouchDesigner follow the tempo of Ableton Link, and which operator does that?",
    group="near")  # TD
add("unanswerable", "How do I share a texture with Resolume through Spout?", group="near")
add("unanswerable", "How do I read depth frames from a ZED stereo camera?", group="near")  # BEG
add("unanswerable", "How can I warp a projection onto a curved wall with the Stoner palette component?",
    group="near")
add("unanswerable", "Comment charger un matériau Substance .sbsar dans TouchDesigner ?", lang="fr", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "Don't run KICK1 yet; I only want to look at the input meter first.", allowed=[KICK],
    group="negated")  # TD
add("near_miss", "Our stage manual mentions KICK1 on page four, but I have not read that chapter yet.",
    allowed=[KICK], group="incidental")  # DOC
add("near_miss", "When KICK1 was first written we still used a 512-sample buffer.", allowed=[KICK],
    group="history")
add("near_miss", "After the show we will run BLACKOUT properly; for now keep the output up.", allowed=[BLACK],
    group="planning")
add("near_miss", "If it were already 23:00 I would ask for the end-of-set blackout, but we still have forty "
    "minutes to play.", allowed=[BLACK], group="conditional_unmet")  # TD
add("near_miss", "DEPLOY_SHOW ran without a hitch last night, and the frame rate stayed at 60.", allowed=[DEPLOY],
    group="past")
add("near_miss", "We'll do VJ_BANK_A tomorrow at rehearsal, not today.", allowed=[VJ], group="planning")
add("near_miss", "VJ_BANK_A loaded yesterday, but deck_a5 showed a file I did not expect.", allowed=[VJ],
    group="past")
add("near_miss", "Priya asked whether SYNCPOINT changes the console's own settings; I told her I would find out "
    "after lunch.", allowed=[SYNC], group="reported")
add("near_miss", "If the set ran past 22:00 at the riverside venue we would have to turn the audio down, but "
    "tonight we finish at nine.", allowed=[QUIET], group="conditional_unmet")  # DOC
add("near_miss", "Is RENDER_HQ still recording, or has Realtime already been switched back on?", allowed=[RENDER],
    group="status")
add("near_miss", "Should we rename RENDER_HQ to RENDER_UHD now that the client wants 4K?", allowed=[RENDER],
    group="naming")  # DOC
add("near_miss", "GLITCHY broke my network last week: the displace weight was bound to a parameter that no longer "
    "existed.", allowed=[GLITCH], group="complaint")  # BEG
add("near_miss", "Which is better for a network with thirty chains, wirecomb or LAYOUT2?", allowed=[COMB, LAY],
    group="comparison")
add("near_miss", "I saved the experiment as zorvex_grade_test.toe in the scratch folder.", allowed=[ZORV],
    group="filename")  # PRG
add("near_miss", "In my callback the variable panic_black_done stays False. Why would a module-level variable "
    "reset?", allowed=[PANIC], group="variable")  # PRG
add("near_miss", "`if cue_stack_7_loaded: op('cues7').par.start.pulse()` — what does .pulse() do on a "
    "parameter?", allowed=[CUE], group="code")  # PRG
add("near_miss", "DESKMAP_X32 is also the subject line of an old email about the desk we rented in 2023.",
    allowed=[X32], group="incidental")
add("near_miss", "Before we had BACKUP_FIRST, we lost a whole network to a careless delete.", allowed=[BACKUP],
    group="history")  # TD
add("near_miss", "What if someone triggered PANIC_BLACK by accident during the encore? Would the crew notice "
    "straight away?", allowed=[PANIC], group="hypothetical")
add("near_miss", "Please do not apply the Zorvex grade to the preview monitor; it is fine as it is.",
    allowed=[ZORV], group="negated")  # TD
add("near_miss", "The club trails look different from my FEEDBACK settings tonight, but leave them alone.",
    allowed=[FEED], group="negated")
add("near_miss", "Once the dance piece closes on 15 March we will retire CUE_STACK_7.", allowed=[CUE],
    group="planning")
add("near_miss", "Mateo told me CUE_STACK_7 had the wrong fade on cue nine at the preview.", allowed=[CUE],
    group="reported")
add("near_miss", "The DESKMAP_X32 chain worked yesterday, although the faders felt slightly sluggish.",
    allowed=[X32], group="past")
add("near_miss", "Did STROBE_SAFE already exist when we did the Lumen Hall show?", allowed=[STROBE],
    group="history")  # DOC
add("near_miss", "Our handbook calls N1 \"the naming rule\". Should I capitalise that in chapter headings?",
    allowed=[N1], group="quoted")  # DOC
add("near_miss", "In the operator handbook, the chapter on SYNCPOINT comes right after the one on cue lists.",
    allowed=[SYNC], group="incidental")  # DOC
add("near_miss", "Draft commit message: \"Clarify wirecomb notes in README\". Is that clear enough?",
    allowed=[COMB], group="quoted")  # PRG
add("near_miss", "The GLITCHY button on our control panel is greyed out. What usually makes a Button COMP "
    "disabled?", allowed=[GLITCH], group="incidental")  # BEG
add("near_miss", "No need for LAYOUT2 today; the network is already tidy.", allowed=[LAY], group="negated")
add("near_miss", "The archive folder next to bloom.tox now holds fourteen numbered copies from the ARCHIVE rule.",
    allowed=[ARCH], group="status")
add("near_miss", "DEPLOY_SHOW lief gestern Abend problemlos durch.", allowed=[DEPLOY], lang="de", group="past")
add("near_miss", "Ne lance pas GLITCHY, je veux seulement comparer les deux rendus.", allowed=[GLITCH], lang="fr",
    group="negated")
add("near_miss", "Mañana haremos el SYNCPOINT con la consola; hoy no hace falta.", allowed=[SYNC], lang="es",
    group="planning")
add("near_miss", "The quiet hours rule only matters after 22:00, and this afternoon's soundcheck ends at 17:00.",
    allowed=[QUIET], group="conditional_unmet")  # TD

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean in wartime Britain?", allowed=[BLACK, PANIC])  # DOC
add("meaning", "Is 'glitchy' an informal adjective, and where does the word 'glitch' come from?", allowed=[GLITCH])
add("meaning", "In acoustics, what is feedback, and why does a microphone howl near a speaker?", allowed=[FEED])  # BEG
add("meaning", "Where does the word 'panic' come from in Greek mythology?", allowed=[PANIC])
add("meaning", "What is an archive in the sense a librarian or historian uses the word?", allowed=[ARCH])  # DOC

# ---------------------------------------------------------------- meta
add("meta", "What is wirecomb spelled backwards, letter by letter?", group="reverse")
add("meta", "How many underscores are there in CUE_STACK_7?", group="count")  # PRG
add("meta", "Write DEPLOY_SHOW in lowercase, and nothing else.", group="case")
add("meta", "Translate the phrase \"panic black\" into German.", group="translate")
add("meta", "How should I pronounce Zorvex?", group="pronounce")  # BEG
add("meta", "Put the word STROBE_SAFE in bold.", group="bold")  # DOC
add("meta", "Start your reply with the word GLITCHY and then name any primary colour.", group="start_reply")
add("meta", "Use the word SYNCPOINT in a sentence about clocks.", group="sentence")
add("meta", "Convert RENDER_HQ to camelCase.", group="case")  # PRG
add("meta", "Wrap VJ_BANK_A in backticks as an inline code literal.", group="code")  # PRG
add("meta", "How many letters does LAYOUT2 have, not counting the digit?", group="count")
add("meta", "Comment écrit-on BACKUP_FIRST en minuscules ?", lang="fr", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Repeat back exactly: run DEPLOY_SHOW now.")
add("echo", "Say this back to me word for word: BLACKOUT at the end of the set.")  # DOC
add("echo", "Répète exactement cette phrase : lance LAYOUT2.", lang="fr")
add("echo", "Wiederhole bitte wörtlich: GLITCHY auf den Hauptausgang.", lang="de")
add("echo", "Repite tal cual: PANIC_BLACK.", lang="es")
add("echo", "Ripeti esattamente: carica VJ_BANK_A.", lang="it")
add("echo", "次の文をそのまま繰り返してください：RENDER_HQ を実行して。", lang="ja")
add("echo", "Повтори дословно: запусти SYNCPOINT.", lang="ru")
add("echo", "请原样重复这句话：wirecomb。", lang="zh")
add("echo", "Repita exatamente: aplique o Zorvex grade.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Thanks, that worked perfectly.")
add("chitchat", "Good morning, I hope your day is going well.")  # BEG
add("chitchat", "That was a long day; I am off to get some sleep.")
add("chitchat", "Cheers, the show went beautifully tonight.")  # TD
add("chitchat", "Sorry for the slow reply, I was in a meeting.")  # DOC
add("chitchat", "Great, thank you for your patience with all my questions.")  # BEG
add("chitchat", "Happy Friday, everyone.")
add("chitchat", "Vielen Dank für heute, bis morgen früh!", lang="de")
add("chitchat", "ありがとうございます、とても助かりました。", lang="ja")


def main() -> None:
    rows = [{"pid": f"u36-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
