"""Blind gate suite unseen94, hand-written by the independent evaluator "gateeval94".

Written without reading the gate code, its tests or any other prompt file or author script; the labels
come from corpus.jsonl and the built-in knowledge (src/tdcontext/knowledge/*.md) only.

100 % English, typed as three crews would type it:
- a cathedral son-et-lumière projection crew (Welsh English; the dean, Gareth, Rhodri),
- a drive-in cinema pre-show visuals team (Appalachian and Australian outback English),
- a cruise ship's theatre AV operator (Singaporean, Ghanaian and Glaswegian crew, non-native English).

Running this script writes prompts_unseen94.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen94.jsonl")
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

# ---------------------------------------------------------------------------------------------
# invoke: cathedral son-et-lumière crew (Welsh English)
# ---------------------------------------------------------------------------------------------
add("invoke", "Right then, doors at the cathedral open in forty minutes and the choir's warming up in the "
    "nave, so could you run DEPLOY_SHOW for us now, there's lovely.", [DEPLOY], group="polite")
add("invoke", "The west-front projection network is an absolute mess after Gareth's been at it all week; do "
    "LAYOUT2 on it please, and I'll check the blend masks myself after, mind.", [LAYOUT], group="mid_message")
add("invoke", "I'm about to change the gobo mask values inside rosewindow.tox, which is saved externally, so "
    "follow the ARCHIVE rule for it first before I touch anything.", [ARCHIVE], group="rule")
add("invoke", "Can you put the house colour look on the final composite of the nave projection? The vicar "
    "says the stone looks far too green on the monitor.", [ZORVEX], group="title_words")
add("invoke", "If the lighting desk is already up on the show network (and Priya says it is, it's been "
    "answering for ten minutes) then do SYNCPOINT before the organ intro.", [SYNC], group="conditional")
add("invoke", "Put the Zorvex grade on the tower sequence, no wait, not Zorvex, sorry, do GLITCHY on the "
    "selected TOP for the storm over the tower instead.", [GLITCHY], allowed=[ZORVEX], group="correction")
add("invoke", "You asked earlier whether to remove the old candle_noise operators in the choir network: yes, "
    "go ahead, and follow BACKUP_FIRST like always before they go.", [BACKUP], group="consent")
add("invoke", "For the drum-corps bit in the cloister, build KICK1 on the main out and keep STROBE_SAFE in "
    "force on it, half the visitors tonight are pensioners.", [KICK, STROBE], group="multi")
add("invoke", "okay computer run render underscore h q for the cathedral trailer full stop then tell me the "
    "file path when it's finished", [RENDER], group="voice")
add("invoke", "That's the last projection cycle done for tonight and the dean's giving the closing blessing, "
    "so do the BLACKOUT for the end of the set now please.", [BLACKOUT], allowed=[PANIC], group="end_set")
add("invoke", "gareth's wires are crossing behind every node in the apse network, can you wirecomb it before "
    "the bishop's tech walk in ten", [WIRECOMB], group="name_as_verb")
add("invoke", "Build me three new noise layers for the clerestory windows and apply naming rule N1 to all of "
    "them, no noise1, noise2 nonsense this time, isn't it.", [N1], group="rule")
add("invoke", "The choreographer sent the Tidewater sheet through this morning, so build the cue list for the "
    "dance piece from it now please, we tech tomorrow afternoon.", [CUES], group="title_words")
add("invoke", "plz run DESKMPA_X32 for the chapter house sound desk, we need faders 1 to 8 on the layer "
    "opacities again for the evensong projection", [X32], group="typo")
add("invoke", "For the pre-show slideshow in the north transept, please run V J _ B A N K _ A so the eight A "
    "decks are loaded and looping before people come in.", [BANK], group="spaces")
add("invoke", "It's 22:35 at the riverside venue for the cathedral's outreach gig and the choir wants the "
    "backing track louder, so apply the quiet hours rule to that before touching the audio.", [QUIET],
    group="conditional")
add("invoke", "PANIC_BLACK now, someone's just walked a ladder straight through the beam at the west door!",
    [PANIC], group="emergency")
add("invoke", "Pre-show checklist for tonight's son-et-lumière:\n- [ ] SYNCPOINT with the lighting desk\n"
    "- [ ] DEPLOY_SHOW\nPlease tick both off, in that order.", [SYNC, DEPLOY], group="checklist")
add("invoke", "For the youth-night remix we're doing a proper club set in the nave, so build the trails your "
    "usual way, my FEEDBACK trail settings for the club visuals, please.", [FEEDBACK], group="title_words")
add("invoke", "Before Rhodri opens the project on the backup rig, run LAYOUT2 first and then wirecomb on the "
    "same network so the poor dab can actually read it.", [LAYOUT, WIRECOMB], group="multi")

# ---------------------------------------------------------------------------------------------
# invoke: drive-in cinema pre-show team (Appalachian, Australian outback)
# ---------------------------------------------------------------------------------------------
add("invoke", "Y'all, the pre-show loop for the drive-in starts right at dusk, so would you load VJ_BANK_A "
    "into the decks for me, I'd be much obliged.", [BANK], group="polite")
add("invoke", "Mate, the ute stereo test is pumping right across the car park, do KICK1 on the main out so the "
    "screen jumps with the kick, yeah?", [KICK], allowed=[STROBE], group="imperative")
add("invoke", "RENDER_HQ: we need the intermission countdown as a proper offline file for the backup media "
    "player up in the projection booth.", [RENDER], group="name_first")
add("invoke", "📼⚡ GLITCHY on the selected TOP please, the retro VHS bumper before the second feature needs "
    "that chewed-up tape vibe 📼⚡", [GLITCHY], group="emoji")
add("invoke", "the dusk light is washing the whole screen out, chuck the zorvex grade on the final composite "
    "and let's see if it holds up against the sunset", [ZORVEX], group="lowercase")
add("invoke", "I'm fixin' to add a few new ops for the snack-bar ad carousel, so mind naming rule N1 on every "
    "one you create and then show me the network.", [N1], group="mid_message")
add("invoke", "/panic_black the projector's shining straight into a station wagon full of kids at the front "
    "row, cut it!", [PANIC], group="slash_command")
add("invoke", "/deploy_show for the drive-in double feature, the first car's already through the gate and the "
    "FM transmitter is live", [DEPLOY], group="slash_command")
add("invoke", "```\nWARNING: /project1/preshow/old_ads (3 unused operators)\nWARNING: "
    "/project1/preshow/trailer_v1 (unused)\n```\nI want those old ad ops gone, so do BACKUP_FIRST and then "
    "delete them.", [BACKUP], group="log_paste")
add("invoke", "The credits of the late feature finish at 23:40, which is right about now, so do the BLACKOUT "
    "for the end of the set: screen to black and DMX master down.", [BLACKOUT], allowed=[PANIC],
    group="timed")
add("invoke", "uh hey can you do sync point with the lighting console before the car park lamps come down "
    "the lamp posts are on the desk now", [SYNC], group="voice")
add("invoke", "CUE_STACK_7 for the dance piece tonight; Mateo's stuck at the servo but reckons the sheet's "
    "already in the folder, so build it.", [CUES], group="name_first")
add("invoke", "The fella runnin' sound brung his X32 out to the field, so go on and do DESKMAP_X32 so his "
    "faders run our layer opacities.", [X32], group="imperative")
add("invoke", "The lightning-storm bumper has a white flash on every thunder hit; apply STROBE_SAFE to that "
    "flash before we play it up on the big screen.", [STROBE], allowed=["rcp_strobe_flash"], group="rule")
add("invoke", "It's gone half ten at the riverside venue where we're doing the outdoor screening, so follow "
    "the quiet hours rule on the audio out before the encore reel.", [QUIET], group="conditional")
add("invoke", "I aim to tweak the speaker-pole ad timing inside intermission.tox, and that one's saved "
    "external, so do the ARCHIVE step on it first, then I'll edit.", [ARCHIVE], group="mid_message")
add("invoke", "the concession-stand network's a bird's nest after last weekend, wires going every which way, "
    "so yeah, wirecomb", [WIRECOMB], group="trailing")
add("invoke", "layout2 the preshow network pls, inputs on the left and nulls at the end, the sponsor's rep "
    "wants to see it at six", [LAYOUT], group="terse")
add("invoke", "Go ahead and build the FEEDBACK trails the way I like them for the club visuals, but on the "
    "neon diner logo layer this time.", [FEEDBACK], group="common_word")
add("invoke", "Load VJ_BANK_A into the A decks, then run GLITCHY on deck_a3's output for the scratchy "
    "film-leader look before the cartoon rolls.", [BANK, GLITCHY], group="multi")

# ---------------------------------------------------------------------------------------------
# invoke: cruise ship theatre AV operator (Singaporean, Ghanaian, Glaswegian, non-native English)
# ---------------------------------------------------------------------------------------------
add("invoke", "Captain's welcome show starts at 20:00 leh, can you run DEPLOY_SHOW now or not? The cruise "
    "director already asked me three times.", [DEPLOY], group="polite")
add("invoke", "PANIC_BLACK the noo, there's a wean climbed onto the stage lift and the projector's right in "
    "his eyes!", [PANIC], group="emergency")
add("invoke", "Chale, the highlife band wants the screen to jump with the kick drum tonight, please do KICK1 "
    "on the main output for me.", [KICK], allowed=[STROBE], group="polite")
add("invoke", "I beg, the ship's dance troupe is doing Tidewater in the main theatre, so build CUE_STACK_7 "
    "from the choreographer's sheet before rehearsal starts.", [CUES], group="polite")
add("invoke", "Gonnae run GLITCHY on the selected TOP for the robot number? The cast want it pure glitched "
    "oot like a broken telly.", [GLITCHY], group="imperative")
add("invoke", "Zorvex grade on the final composite please, the magic show backdrop looks damn flat under the "
    "theatre lights sia.", [ZORVEX], group="name_first")
add("invoke", "Before the 21:30 show the lighting desk must lock with us, so do the SYNCPOINT procedure now "
    "and then tell me the offset lah.", [SYNC], group="imperative")
add("invoke", "In the ship theatre the sound engineer is using X32 desk, please you make the DESKMAP_X32 so "
    "his faders are controlling our layers.", [X32], group="non_native")
add("invoke", "Need the captain's farewell montage as a proper file for the cabin telly channel, so do "
    "RENDER_HQ and gie us the path when it's done.", [RENDER], group="imperative")
add("invoke", "Wah this network got so many dead operators, delete all the unused ones lah, but follow "
    "BACKUP_FIRST before you delete ah.", [BACKUP], group="rule")
add("invoke", "Please, before I adjust the curtain-warp values inside the externally saved stage_warp.tox, "
    "apply the ARCHIVE rule on it so we keep a numbered copy.", [ARCHIVE], group="rule")
add("invoke", "Make us four new Level TOPs for the deck screens and stick to naming rule N1, nae level1 "
    "level2 rubbish, aye?", [N1], group="rule")
add("invoke", "Please execute the LAYOUT2 macro on the current network, the cruise director want to see the "
    "flow and now it is very messy.", [LAYOUT], group="non_native")
add("invoke", "Ei, the wires in the theatre network are crossing everywhere like Makola market, please run "
    "wirecomb on it small small.", [WIRECOMB], group="polite")
add("invoke", "load v j bank a intae the decks please the piano bar loop's needing tae start in five "
    "minutes", [BANK], group="voice")
add("invoke", "Tonight the lido deck got club night, so build the trails my FEEDBACK way for the club "
    "visuals can? The usual settings hor.", [FEEDBACK], group="title_words")
add("invoke", "That's the last number done and the cast are taking their bows, right, BLACKOUT for the end "
    "of the set, fade it oot.", [BLACKOUT], allowed=[PANIC], group="end_set")
add("invoke", "The magician wants very fast strobe for his disappearing trick, please keep STROBE_SAFE on "
    "this effect, we have many children in audience.", [STROBE], allowed=["rcp_strobe_flash"],
    group="non_native")
add("invoke", "It's 23:05 and we are at the riverside venue for the shore excursion party, apply the quiet "
    "hours rule before anybody pushes the DJ volume.", [QUIET], group="conditional")

# ---------------------------------------------------------------------------------------------
# invoke: more shapes, all three crews
# ---------------------------------------------------------------------------------------------
add("invoke", "Put the Zorvex grade on the final composite and then do RENDER_HQ of the cathedral sequence "
    "so the dean gets a preview file tonight.", [ZORVEX, RENDER], group="multi")
add("invoke", "Follow BACKUP_FIRST, delete the three dead Text TOPs on the sponsor reel, and then run LAYOUT2 "
    "over what's left so it reads left to right.", [BACKUP, LAYOUT], group="multi")
add("invoke", "Apply the ARCHIVE rule to the externally saved bumper.tox, then inside it run GLITCHY on the "
    "selected TOP, the VHS bumper needs it.", [ARCHIVE, GLITCHY], group="multi")
add("invoke", "The band's X32 is up on the ship network: do DESKMAP_X32 first, and once the faders are in, "
    "build KICK1 on the main out as well.", [X32, KICK], allowed=[STROBE], group="multi")
add("invoke", "Tech rehearsal timetable says build CUE_STACK_7 and then run SYNCPOINT with the console at "
    "14:00; it's 14:02, so do both now please.", [CUES, SYNC], group="timed")
add("invoke", "Riverside gig, 22:50: apply the quiet hours rule to the audio and STROBE_SAFE to the lightning "
    "flash, both before the finale.", [QUIET, STROBE], group="multi")
add("invoke", "Rename any default-named ops I made according to naming rule N1, and then wirecomb the whole "
    "network before I hand it to the relief operator.", [N1, WIRECOMB], group="multi")
add("invoke", "```\n[audio] Audio Device In CHOP: ASIO RME Babyface 48000 Hz OK\n[audio] inputs 1-2 signal "
    "detected\n```\nAudio's coming in clean now, so build KICK1 on the main out.", [KICK], allowed=[STROBE],
    group="log_paste")
add("invoke", "Console log says:\n> grandMA3 10.0.0.40 online, OSC enabled\n> port 8001 open\nSo we're good, "
    "run SYNCPOINT now please and I'll wait for the median.", [SYNC], group="log_paste")
add("invoke", "pls do rendr_hq on the drive-in intermission countdown, the booth's backup player needs a clean "
    "file by tonight", [RENDER], group="typo")
add("invoke", "Apply the Zorvx grade, the house look, to the final comp on the cathedral nave; the stone looks "
    "sickly green on the monitor.", [ZORVEX], group="typo")
add("invoke", "On the selected TOP, run G L I T C H Y for the haunted-crypt segment, the dean has approved "
    "spooky for Halloween week.", [GLITCHY], group="spaces")
add("invoke", "Map the X32 mixing desk over OSC for us, the ship's Behringer is on the network now and the "
    "sound op is waiting on me.", [X32], group="title_words")
add("invoke", "Piano bar pre-show list:\n- [x] projector warm\n- [ ] VJ_BANK_A into the decks\n"
    "Do the unticked one now please, guests are coming in.", [BANK], group="checklist")
add("invoke", "Run PANIC_BLACK, no wait, nobody's in danger, it's just the end of the set, do the normal "
    "BLACKOUT with the four-second fade instead.", [BLACKOUT], allowed=[PANIC], group="correction")
add("invoke", "panic_black right now the cruise director just walked in front of the lens in the middle of "
    "the stage", [PANIC], group="lowercase")
add("invoke", "💃 build CUE_STACK_7 for the dance piece please, the troupe's in the theatre at 3 and the "
    "choreographer's cues.csv is in media/dance 💃", [CUES], group="emoji")
add("invoke", "Arrange this network in columns the way the macro does, inputs at x zero and nulls last, "
    "because the relief operator's taking over at midnight.", [LAYOUT], group="title_words")
add("invoke", "Going to rebuild the inside of the externally saved lobby_screens.tox for the new sponsor, so "
    "first things first: ARCHIVE.", [ARCHIVE], group="trailing")
add("invoke", "Aye, go on then, build the three new fog-layer ops you suggested, and naming rule N1 applies "
    "to every one of them.", [N1], group="consent")
add("invoke", "Quiet hours at the riverside venue apply now, it's 22:20, so follow them before you touch the "
    "master audio for the encore.", [QUIET], group="title_words")
add("invoke", "Use the feedback tunnel recipe on the logo, actually no, scrap the recipe, do it my FEEDBACK "
    "way for the club set instead.", [FEEDBACK], allowed=["rcp_feedback_tunnel"], group="correction")
add("invoke", "Since the cathedral's open to the public tonight and there's a photosensitivity notice on the "
    "door, apply STROBE_SAFE to every flash in the storm sequence.", [STROBE], group="conditional")
add("invoke", "deploy show please for the drive in we're on in twenty the first feature's reel is already "
    "loaded", [DEPLOY], group="voice")
add("invoke", "Straighten the wires of this network the way the macro does, every op lined up under its "
    "source, before the chief electrician sees it.", [WIRECOMB], group="title_words")
add("invoke", "Doors in five at the theatre, so DEPLOY_SHOW now and then SYNCPOINT straight after, and shout "
    "if the console isn't answering.", [DEPLOY, SYNC], group="timed")

# ---------------------------------------------------------------------------------------------
# ask_content
# ---------------------------------------------------------------------------------------------
add("ask_content", "Which port does DESKMAP_X32 listen on for the desk, and how often does it send "
    "/xremote?", [X32], group="port")
add("ask_content", "In DEPLOY_SHOW, what comes straight after the error check: the perform window or the "
    "cues table?", [DEPLOY], group="order")
add("ask_content", "What threshold and release time does KICK1 set on its Trigger CHOP?", [KICK], group="value")
add("ask_content", "What codec, resolution and frame range does RENDER_HQ record with?", [RENDER],
    group="value")
add("ask_content", "Where exactly does BACKUP_FIRST say the .tox backup goes, and how is it named?", [BACKUP],
    group="content")
add("ask_content", "What gamma and contrast does the Zorvex grade put on its Level TOP?", [ZORVEX],
    group="value")
add("ask_content", "What's the maximum flash rate STROBE_SAFE allows, and what does it tell you to offer "
    "instead?", [STROBE], group="value")
add("ask_content", "What IP and port does SYNCPOINT send its ping to, and which port does it listen on for "
    "the reply?", [SYNC], group="port")
add("ask_content", "What does the quiet hours rule for the riverside venue say about the low frequencies?",
    [QUIET], group="content")
add("ask_content", "Remind me, what opacity and transform do my FEEDBACK trail settings for the club visuals "
    "use?", [FEEDBACK], group="content")

# ---------------------------------------------------------------------------------------------
# bears (a rule applies, not named) and paraphrase (a procedure's effect, no title or name word)
# ---------------------------------------------------------------------------------------------
add("bears", "Delete the old trailer_v1 Movie File In and the three unused Text TOPs in the drive-in preshow "
    "network.", [BACKUP], group="delete")
add("bears", "Make the lightning flash on the ship's stage screen strobe at 8 Hz to match the hi-hats in the "
    "song.", [STROBE], allowed=["rcp_strobe_flash"], group="strobe")
add("bears", "It's 23:15 at the riverside venue and the DJ wants the subs pushed way up for the last track, "
    "can you raise the master audio?", [QUIET], group="venue_late")
add("bears", "Bump the bloom strength inside the externally saved halo.tox on the cathedral tower from 0.4 to "
    "0.6.", [ARCHIVE], group="external_tox")
add("bears", "Create a Noise TOP and a Level TOP for the fog layer over the chapter house projection.", [N1],
    allowed=["ref_noise_top"], group="create")
add("bears", "That's us done for the night, the last guests are leaving the theatre, so end the set.",
    [BLACKOUT], allowed=[PANIC], group="end_set")
add("paraphrase", "Tidy my nodes so sources sit at the far left, processing steps march rightwards in signal "
    "order, and every null lines up just before the outputs.", [LAYOUT])
add("paraphrase", "Fill the eight A-side movie players with the media from that first folder, alphabetically, "
    "looping, with the crossfader over on the A side.", [BANK])
add("paraphrase", "Get the project ready for tonight: save a new version, check for errors, open the perform "
    "window on monitor 2 and go into perform mode.", [DEPLOY], allowed=["ref_perform_window"])
add("paraphrase", "Turn realtime off and capture frames 1 to 3600 to rec1 as HAP Q at 1080p60, then switch "
    "realtime back on.", [RENDER], allowed=["ref_movie_file_out", "ref_hap_codecs"])
add("paraphrase", "Measure the round trip to the grandMA with an OSC ping and pong and set our timeline offset "
    "to half of it, median of three tries.", [SYNC], allowed=["fact_lx_console"])
add("paraphrase", "Make the main output brighten with each bass drum hit from the DJ feed, using a low-pass, "
    "RMS power and a trigger envelope.", [KICK], allowed=["ref_audio_analysis", STROBE])

# ---------------------------------------------------------------------------------------------
# question / task (corpus facts and references; built-in knowledge)
# ---------------------------------------------------------------------------------------------
add("question", "What resolution is the single output window at Lumen Hall, the full raster across the three "
    "Epsons?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Which DMX universe and start address are the six moving heads patched on?", ["fact_dmx_heads"],
    allowed=["fact_lx_console"], group="fact")
add("question", "What UDP port does the stagepad tablet send its OSC to, and which port does the feedback go "
    "back on?", ["fact_stagepad_ports"], group="fact")
add("question", "Why would the Nebula content judder if I export it at 60 fps?", ["fact_nebula_fps"],
    group="fact")
add("question", "On the ship rig, how do I feed a CHOP value into my GLSL TOP shader as a uniform float?", ["ref_glsl_uniforms"],
    group="reference")
add("question", "My Render TOP on the cruise theatre's 3D set comes out completely black, what should I "
    "check?", ["ref_render_pipeline"], group="reference")
add("question", "For six 4K clips playing at once on the ship's LED wall, is HAP or H.264 the better "
    "choice?", ["ref_hap_codecs"], allowed=["ref_movie_file_out"], group="reference")
add("question", "What buffer size did we agree on for the audio interface on RIG-B, and why not 512?",
    ["fact_audio_buffer"], allowed=["fact_studio_audio"], group="fact")
add("question", "How does a Feedback TOP make trails in general, what's the basic loop?", ["ref_feedback_top"],
    allowed=[FEEDBACK, "rcp_feedback_tunnel"], group="common_word")
add("question", "Is there somewhere to archive old scratch renders on the gallery PC, and when does that "
    "folder get wiped?", ["fact_media_drive"], allowed=[ARCHIVE], group="common_word")
add("task", "Build me a lower-third title with the captain's name over the welcome video on the theatre "
    "screen.", ["rcp_lower_third"], allowed=[N1], group="reference")
add("task", "Set up an LED strip mapper for the 300-pixel strip running around the drive-in screen frame.",
    ["rcp_led_strip"], allowed=[N1], group="reference")
add("question", "What's the difference between an Execute DAT and a DAT Execute DAT? I keep mixing them up.",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "How do I make my media paths relative so the project opens on the ship's backup PC without "
    "missing files?", ["td_paths_and_variables"], builtin=True, group="builtin_only")
add("question", "What do the bypass, lock and display flags on a node actually do?", ["td_operator_flags"],
    builtin=True, group="builtin_only")
add("question", "How do I print a channel's value in the Textport to debug a script?", ["td_textport"],
    builtin=True, group="builtin_only")
add("question", "What does the Performance Monitor show me, and why does an idle project still read about "
    "16 ms a frame?", ["td_performance_monitor"], allowed=["ref_perf_monitor"], builtin=True,
    group="builtin_compete")
add("task", "Show me how to set up a Replicator COMP that makes one button per row of a table.",
    ["td_replicator_comp"], allowed=["ref_replicator", "td_panel_ui_components"], builtin=True,
    group="builtin_compete")
add("question", "Select TOP or In and Out TOPs: which should I use to pull an image out of another "
    "component?", ["td_select_in_out"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------------------------------------
# unanswerable
# ---------------------------------------------------------------------------------------------
add("unanswerable", "How do I warp the projection onto the curved vault of the cathedral with the Stoner "
    "tool, step by step?", group="far")
add("unanswerable", "Can one TouchDesigner Commercial licence run on both theatre PCs at the same time?",
    group="far")
add("unanswerable", "How do I get LTC timecode from the ship's Pro Tools rig into TouchDesigner?", group="far")
add("unanswerable", "Does the Leap Motion CHOP still work with the newer Ultraleap hand-tracking drivers?",
    group="far")
add("unanswerable", "How do I make a Web Render TOP show the drive-in's ticketing page with a transparent "
    "background?", group="far")
add("unanswerable", "How many 4K NDI streams can the ship's crew Wi-Fi realistically carry at once?",
    group="near")
add("unanswerable", "How do I write a custom C++ TOP plugin to decode our projector's status feed?",
    group="far")
add("unanswerable", "Why does Kinect Azure body tracking lose the choir members wearing long black robes in "
    "the nave?", group="near")
add("unanswerable", "How bright do the projectors need to be, in lumens, to cover a 40-metre cathedral facade "
    "with streetlights on?", group="far")
add("unanswerable", "How do I send our output to Resolume on the same ship PC with Spout?", group="far")
add("unanswerable", "What Bullet Solver COMP settings make confetti settle realistically on a stage floor?",
    group="far")

# ---------------------------------------------------------------------------------------------
# near_miss: names a procedure without asking for it to be carried out
# ---------------------------------------------------------------------------------------------
add("near_miss", "Don't run GLITCHY on the altar projection, the dean was very clear about that; just make "
    "the candle flicker a touch warmer.", allowed=[GLITCHY], group="negated")
add("near_miss", "KICK1 ran fine at Tuesday's matinee on the ship, the highlife band were well chuffed with "
    "it.", allowed=[KICK], group="past")
add("near_miss", "We'll do SYNCPOINT with the grandMA at tomorrow's tech, not tonight, so leave the console "
    "alone for now.", allowed=[SYNC], group="planning")
add("near_miss", "The cruise director told me DEPLOY_SHOW was her favourite thing I built this contract, "
    "which was nice to hear.", allowed=[DEPLOY], group="reported")
add("near_miss", "Has RENDER_HQ finished on the booth PC yet, or is it still going?", allowed=[RENDER],
    group="status")
add("near_miss", "If the generator trips mid-show we'd probably reach for PANIC_BLACK, but the engineer says "
    "that's very unlikely tonight.", allowed=[PANIC], group="hypothetical")
add("near_miss", "Our old cathedral rig had something a lot like VJ_BANK_A, only with twelve decks and no "
    "crossfader at all.", allowed=[BANK], group="comparison")
add("near_miss", "The file layout2_before.toe from last week won't open, it says it was saved in a newer "
    "build.", allowed=[LAYOUT], group="filename")
add("near_miss", "op('kick1_env')['chan1'] keeps coming back as None in my Level TOP expression, why would "
    "that be?", allowed=[KICK, "ref_op_paths"], group="variable")
add("near_miss", "In my script I wrote `if mode == 'BLACKOUT': fade_out()`; is comparing strings like that "
    "fine in Python?", allowed=[BLACKOUT, PANIC], group="code")
add("near_miss", "The stage manager's whiteboard literally just says \"WIRECOMB!!!\" in red marker with no "
    "explanation, ha.", allowed=[WIRECOMB], group="quoted")
add("near_miss", "DESKMAP_X32 went mental during the sea-shanty night, faders jumping everywhere; I swear "
    "that desk has a mind of its own.", allowed=[X32], group="complaint")
add("near_miss", "Who first came up with calling the house look Zorvex anyway, was it Gareth or the old "
    "lighting designer?", allowed=[ZORVEX], group="history")
add("near_miss", "No need for BACKUP_FIRST here, I'm not deleting anything, I'm only nudging the text TOP up a "
    "bit.", allowed=[BACKUP], group="negated")
add("near_miss", "Next season we're thinking of running the whole ship show off CUE_STACK_7-style tables, but "
    "that's a conversation for the winter refit.", allowed=[CUES], group="planning")
add("near_miss", "The BLACKOUT at the end of last night's drive-in went perfectly, fade and all, and the owner "
    "was happy.", allowed=[BLACKOUT, PANIC], group="past")
add("near_miss", "Rhodri reckons STROBE_SAFE is over-cautious for a cathedral crowd, but I told him it's "
    "staying in.", allowed=[STROBE], group="reported")
add("near_miss", "Did LAYOUT2 ever get run on the west-front network before Gareth left, or is that still his "
    "mess?", allowed=[LAYOUT], group="status")
add("near_miss", "Hypothetically, if the dean banned GLITCHY outright we'd need a different storm look, but "
    "he hasn't yet.", allowed=[GLITCHY], group="hypothetical")
add("near_miss", "It's only 20:40 at the riverside venue, so the quiet hours rule isn't in play yet and the "
    "band can stay where they are.", allowed=[QUIET], group="condition_unmet")
add("near_miss", "If the lighting console were answering we'd do SYNCPOINT, but Priya says it's still "
    "booting, so hold off.", allowed=[SYNC], group="condition_unmet")
add("near_miss", "Please don't touch RENDER_HQ tonight, the booth PC needs realtime on for the live "
    "feature.", allowed=[RENDER], group="negated")
add("near_miss", "Where did deploy_show_log.txt end up? I can't find it anywhere in the project folder.",
    allowed=[DEPLOY], group="filename")
add("near_miss", "There's a custom parameter called Vjbanka on the mixer COMP and I can't remember what I "
    "wired it to.", allowed=[BANK], group="variable")
add("near_miss", "`op('glitchy_out').par.resolutionw` throws an error; is resolutionw even a parameter on a "
    "Null TOP?", allowed=[GLITCHY], group="code")
add("near_miss", "PANIC_BLACK cut everything during rehearsal because a dancer shouted 'panic' as a joke, "
    "which was a bit much.", allowed=[PANIC], group="complaint")
add("near_miss", "Honestly I prefer wirecomb's results to LAYOUT2's, but that's just taste, the crew's split "
    "on it.", allowed=[WIRECOMB, LAYOUT], group="comparison")
add("near_miss", "Tomorrow arvo we'll do the Zorvex grade on the drive-in trailers once the new LUT arrives "
    "from the colourist.", allowed=[ZORVEX], group="planning")
add("near_miss", "Last contract, on the other ship, we ran DESKMAP_X32 every single night and never had an "
    "issue.", allowed=[X32], group="past")
add("near_miss", "The bosun keeps calling PANIC_BLACK 'the big red button', and now the whole crew does "
    "too.", allowed=[PANIC], group="reported")
add("near_miss", "Over lunch the youth group asked what the KICK1 sticker on my laptop means, and I just "
    "laughed.", allowed=[KICK], group="incidental")
add("near_miss", "Back in 2024 we built the first version of CUE_STACK_7 in a hotel room in Cardiff at three "
    "in the morning.", allowed=[CUES], group="history")
add("near_miss", "Not asking for LAYOUT2 this time; just tell me why a Null CHOP goes before an export.",
    allowed=[LAYOUT, "ref_null_exports"], group="negated")
add("near_miss", "The sponsor's email subject line was literally 'RE: RE: RENDER_HQ???' with nothing in the "
    "body at all.", allowed=[RENDER], group="quoted")
add("near_miss", "Is VJ_BANK_A still sitting on the A decks from the matinee, or did somebody swap the "
    "media?", allowed=[BANK], group="status")
add("near_miss", "strobe_safe_test.mov plays fine in VLC but stutters at the start in the Movie File In TOP, "
    "any idea?", allowed=[STROBE, "web_moviein_preload", "ref_hap_codecs"], group="filename")
add("near_miss", "Would be funny if the best man said 'blackout' in his speech on deck and the whole show "
    "went dark, eh?", allowed=[BLACKOUT, PANIC], group="hypothetical")
add("near_miss", "We're going to need naming rule N1 drilled into the new intern's head before she touches "
    "the drive-in network next week.", allowed=[N1], group="planning")
add("near_miss", "Our FEEDBACK club trails got a shout-out in the ship's newsletter this week, front page no "
    "less.", allowed=[FEEDBACK], group="incidental")
add("near_miss", "We did the BACKUP_FIRST thing before clearing the lobby network yesterday, so the .tox is in "
    "backups/ if anyone asks.", allowed=[BACKUP], group="past")
add("near_miss", "No ARCHIVE copy needed for this one, the tox isn't external, it's embedded in the .toe.",
    allowed=[ARCHIVE], group="negated")

# ---------------------------------------------------------------------------------------------
# meaning, meta, echo, chit-chat
# ---------------------------------------------------------------------------------------------
add("meaning", "What did 'blackout' mean in wartime Britain, and why did towns have them?",
    allowed=[BLACKOUT, PANIC])
add("meaning", "In ordinary English, what does 'archive' mean as a verb compared with as a noun?",
    allowed=[ARCHIVE])
add("meaning", "What does 'feedback' mean when the cathedral PA starts howling, what's physically going "
    "on?", allowed=[FEEDBACK])
add("meaning", "In the old Welsh chapels, what would 'quiet hours' on a Sunday traditionally have meant?",
    allowed=[QUIET])
add("meaning", "What do people mean by a 'glitchy' look when they describe an old VHS tape?",
    allowed=[GLITCHY])
add("meta", "Spell SYNCPOINT backwards for the crew quiz, letter by letter.", group="reverse")
add("meta", "How many letters are there in the word wirecomb?", group="count")
add("meta", "Write GLITCHY in all lowercase for the crew sticker.", group="case")
add("meta", "Use the word 'blackout' in a sentence about a drive-in cinema.", group="sentence")
add("meta", "How would a Glaswegian pronounce Zorvex?", group="pronounce")
add("meta", "Translate the phrase 'quiet hours' into Welsh for the riverside poster.", group="translate")
add("meta", "Put DEPLOY_SHOW in bold and say nothing else.", group="bold")
add("meta", "Start your reply with KICK1 and then just say hello.", group="start_reply")
add("meta", "Convert 'cue stack seven' into snake_case.", group="convert")
add("meta", "Spell RENDER_HQ out in the NATO phonetic alphabet.", group="spell")
add("meta", "What's the character count of the string `VJ_BANK_A`?", group="code_literal")
add("echo", "Repeat after me exactly: run DEPLOY_SHOW now.")
add("echo", "Say back to me, word for word: PANIC_BLACK on my signal.")
add("echo", "Echo this line and nothing else: layout2 done, wirecomb next.")
add("echo", "Parrot this back: 'the Zorvex grade is on the nave'.")
add("echo", "Type back exactly what I write: trails in the club set, my FEEDBACK way.")
add("echo", "Copy this sentence back verbatim: BACKUP_FIRST before any delete.")
add("echo", "Just repeat this: load VJ_BANK_A into the decks.")
add("echo", "Read back to me: 'quiet hours at the riverside from 22:00'.")
add("chitchat", "Cheers mate, KICK1 looked unreal on the drive-in screen last night.")
add("chitchat", "Diolch! That's lovely, the dean was well pleased with the projection.")
add("chitchat", "Ha, you're a legend, chale.")
add("chitchat", "Morning all, the ship's docked in Penang and it's roasting out here lah.")
add("chitchat", "Aye, nae bother, catch ye after the show.")
add("chitchat", "Y'all have a good one, see you at dusk for the double feature.")
add("chitchat", "Thanks for sorting the wires earlier, the apse network actually looks tidy now.")
add("chitchat", "Good night from the lido deck, the sunset behind the screen was gorgeous.")


def main() -> None:
    rows = [{"pid": f"u94-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
