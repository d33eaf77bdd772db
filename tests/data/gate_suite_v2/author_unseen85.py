"""Hand-written source of prompts_unseen85.jsonl: a blind suite by an independent evaluator (gateeval85).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen85.jsonl byte for byte.

100 % English. Personas (they live here only):
- CATH: a cathedral son-et-lumiere projection team on the Welsh border (Rhys, Gareth, the dean, volunteers);
- WARD: a children's hospital interactive-wall maintainer (Singaporean, Ugandan and non-native colleagues);
- TOUR: a rock band's touring video director (Glaswegian, Australian outback, Trinidadian crew).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen85.jsonl")
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
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "right lads, soundcheck's done and the kit is miked up — build KICK1 on the main output so the "
    "screen pumps with every kick drum hit", [KICK], [STROBE], group="mid_message")  # TOUR, Glaswegian
add("invoke", "gonnae set up K I C K 1 for the encore, the drummer wants the big screen flashing wi his kick an "
    "he'll no shut up about it", [KICK], [STROBE], group="spaces")
add("invoke", "Sorry for my english. Please to build the KIKC1 kick flash on main output before doors open at "
    "seven, the band is asking since morning.", [KICK], [STROBE], group="typo")
add("invoke", "We need the kick-reactive flash procedure on the main output for tonight's rock set, exactly like "
    "the last leg of the tour, cheers", [KICK], [STROBE], group="title_words")

# LAYOUT2
add("invoke", "this network's a dog's breakfast after three nights of patching fixes, mate — run LAYOUT2 on it "
    "before I hand the laptop to the Perth crew", [LAYOUT], group="mid_message")  # TOUR, outback
add("invoke", "/layout2 on the current network please, the hospital's IT fella has to read it tomorrow and I don't "
    "want him scared off", [LAYOUT], group="slash_command")
add("invoke", "Kindly assist me to arrange the network in columns as per the macro, inputs on the left and the "
    "nulls at the end, I have a handover to the new technician today", [LAYOUT], group="title_words")  # WARD, Ugandan
add("invoke", "can you lay it out for me or not lah, do LAYOUT2 on the network now, my boss coming to look at it "
    "after lunch", [LAYOUT], group="polite")  # WARD, Singaporean

# STROBE_SAFE
add("invoke", "The guitarist wants a white strobe on the last chorus of Hellfire; build it and apply STROBE_SAFE "
    "to the rate so nobody in the front rows gets hurt", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "check the flash on the birthday animation against STROBE_SAFE and clamp whatever breaks it, some "
    "of the kids on ward 4 are photosensitive", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "apply the strobe safe rule to every blink effect in the nave show, the dean is nervous about the "
    "old folk sat in the front pews, see", [STROBE], ["rcp_strobe_flash"], group="spaces")  # CATH

# BACKUP_FIRST
add("invoke", "I want the old generator chain in /project1/scratch gone for good — follow BACKUP_FIRST and then "
    "delete it, cheers", [BACKUP], group="rule")
add("invoke", "back up first as the rule says and then clear the unused operators out of /project1/wall_old, the "
    "hospital trust wants the file smaller", [BACKUP], group="title_words")
add("invoke", "aye, dae the BACKUP_FIRST thing on /project1/stage an then bin noise1 an noise2, they're pure "
    "useless the now", [BACKUP], group="mid_message")  # TOUR, Glaswegian
add("invoke", "Please apply BACKUP_FIRST before you remove the test pattern component from the cathedral project, "
    "Gareth made it and would like it kept somewhere", [BACKUP], group="polite")

# DEPLOY_SHOW
add("invoke", "doors are at eight and it's 19:20 now, so DEPLOY_SHOW please — rig-b is warmed up and the band are "
    "on at nine", [DEPLOY], group="conditional")
add("invoke", "Go ahead with the steps before a show on the cathedral project: save a copy, check the errors, "
    "perform window on monitor 2, the lot", [DEPLOY], group="title_words")
add("invoke", "D E P L O Y underscore S H O W on the son et lumiere file now please the bishop is taking his seat "
    "full stop", [DEPLOY], group="voice")

# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks now, the support act is finishing their last song and we open with "
    "the bank A clips", [BANK], group="imperative")
add("invoke", "Could you load clip bank A into the decks for the wall's morning cartoon loop, the children arrive "
    "on the ward at nine", [BANK], group="title_words")
add("invoke", "🎬🎬 VJ_BANK_A now pls, the crowd's going mental and deck A is still sitting there empty 🙏🙏",
    [BANK], group="emoji")

# PANIC_BLACK
add("invoke", "PANIC_BLACK!! some eejit has climbed the truss right in front of the projector lens, kill the "
    "output now", [PANIC], [BLACK], group="emergency")
add("invoke", "panic black panic black the fire alarm has gone off in the nave get the picture off the west wall "
    "now", [PANIC], [BLACK], group="voice")
add("invoke", "Emergency — do the PANIC_BLACK rule immediately, a little boy has got behind the wall's glass panel "
    "and the projector is in his eyes", [PANIC], [BLACK], group="rule")
add("invoke", "hit panic_black for me quick quick, the LED processor is flickering like mad and the singer's told "
    "us she's epileptic", [PANIC], [BLACK, STROBE], group="lowercase")  # TOUR, Trinidadian

# GLITCHY
add("invoke", "can you glitchy the camera feed on screen left for the drum solo, it's selected already and the "
    "solo's in ten minutes", [GLITCH], group="name_as_verb")
add("invoke", "Kindly add the glitch post chain to the selected TOP as per MACRO GLITCHY, it is for the monster "
    "game on the children's wall", [GLITCH], group="title_words")
add("invoke", "GLITCHY on movie_in_nave please, it's for the bit of the story where the lightning strikes the "
    "spire in 1645", [GLITCH], group="name_first")

# DESKMAP_X32
add("invoke", "our front-of-house bloke is on an X32 tonight, can you DESKMAP_X32 so his faders 1 to 8 push the "
    "video layers", [X32], group="name_as_verb")
add("invoke", "Map the X32 mixing desk over OSC like the procedure says, the sound engineer for the carol "
    "service already has it on the network", [X32], group="title_words")
add("invoke", "[osc] no data on /ch/01/mix/fader\n[osc] no data on /ch/02/mix/fader\n[osc] no data on "
    "/ch/03/mix/fader\nnothing's mapped yet — run DESKMAP_X32 and tell me when the faders come through",
    [X32], group="log_paste")

# RENDER_HQ
add("invoke", "the record label wants a proper capture of the intro visuals for the lyric video, so do RENDER_HQ "
    "now while the stage is empty", [RENDER], group="mid_message")
add("invoke", "Set up the offline high-quality recording preset and run it, the hospital comms team want a clip "
    "of the wall for the charity appeal", [RENDER], ["ref_movie_file_out"], group="title_words")
add("invoke", "render hq for me lah, the client waiting for the file already, remember realtime off first then "
    "on back after", [RENDER], group="lowercase")  # WARD, Singaporean

# NAMING_N1
add("invoke", "Build me a slow noise background for the ward wall and follow naming rule N1 for every operator you "
    "create", [N1], ["ref_noise_top"], group="rule")
add("invoke", "For the glow chain you're building in the cathedral file right now, use the naming rule N1 on "
    "every op you add, no defaults", [N1], group="title_words")
add("invoke", "Please you create the fade chain with N1 naming this time, not the default names like before, my "
    "boss checks every name", [N1], group="polite")  # WARD, non-native

# FEEDBACK (common-word title, no name)
add("invoke", "Set up my FEEDBACK trail settings, the club visuals ones, on the guitar cam so we can test them at "
    "soundcheck this arvo", [FEED], ["ref_feedback_top"], group="common_word")
add("invoke", "give me the trails my way for the club set on the drum riser cam — the usual feedback loop in "
    "trails_club, 16-bit and all", [FEED], ["ref_feedback_top"], group="common_word")
add("invoke", "Use my FEEDBACK: trail settings for the club visuals on this new source, it's for the band's "
    "after-party at the Barrowland", [FEED], ["ref_feedback_top"], group="title_words")
add("invoke", "club trails please on the keyboard player's close-up, build them the way my FEEDBACK settings say, "
    "scene resets from the cue DAT too", [FEED], ["ref_feedback_top"], group="common_word")

# BLACKOUT
add("invoke", "That's the last song done and the band are off stage — BLACKOUT please, and keep the perform window "
    "open for the DJ after", [BLACK], [PANIC], group="end_set")
add("invoke", "end of set, cut to black with the BLACKOUT procedure, Priya is bringing the house lights up on "
    "her side", [BLACK], [PANIC, "fact_lx_console"], group="end_set")
add("invoke", "We've finished the son et lumiere for tonight, run the end-of-set BLACKOUT — the slow one, not the "
    "panic one", [BLACK], [PANIC], group="correction")
add("invoke", "the curfew's hit so the encore is cancelled, do the BLACKOUT for the end of the set now and mute "
    "the audio with it", [BLACK], [PANIC, QUIET], group="end_set")

# wirecomb
add("invoke", "the wires in the ward wall patch are a proper mess after Friday's update — wirecomb it please "
    "before I lose my mind", [COMB], group="trailing")
add("invoke", "wire comb the current network eh, all the crossings behind the comps are doing my head in and "
    "the TM wants screenshots", [COMB], group="spaces")
add("invoke", "Straighten the wires of this network please (the wirecomb macro), I'm sending screenshots to the "
    "dean's tech volunteer later", [COMB], group="title_words")

# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 for the Tidewater run please, Mateo's sheet is sitting in /media/dance/cues.csv "
    "as usual", [CUES], ["fact_dance_piece"], group="imperative")
add("invoke", "cue stack 7 now pls, the tech rehearsal starts in an hour and the cues table is still empty on the "
    "show laptop", [CUES], ["fact_dance_piece"], group="spaces")
add("invoke", "Kindly create the cue list for the dance piece as per CUE_STACK_7, the choreographer is already "
    "waiting for us at the Kestrel", [CUES], ["fact_dance_piece"], group="title_words")
add("invoke", "The twelve cues need building for tonight's dance show — CUE_STACK_7 — before Mateo's run-through "
    "at two o'clock", [CUES], ["fact_dance_piece"], group="mid_message")

# SYNCPOINT
add("invoke", "doors in thirty minutes and the lighting desk is finally up, so lock us to the desk: SYNCPOINT "
    "please", [SYNC], ["fact_lx_console"], group="trailing")
add("invoke", "sync point with the lighting console now please the cathedral show starts at nine and the bells "
    "cue off the desk full stop", [SYNC], ["fact_lx_console"], group="voice")
add("invoke", "Do the lighting console handshake procedure now, the visuals were drifting off the lights in the "
    "second half last night", [SYNC], ["fact_lx_console"], group="title_words")

# ARCHIVE rule (common-word title, no name)
add("invoke", "Open bloom.tox and push its threshold down to 0.6 — use the ARCHIVE rule first so we get a "
    "numbered copy of it", [ARCH], group="rule")
add("invoke", "archive the tox first like the rule says, then change the colour on the external title_card.tox "
    "to the band's red", [ARCH], group="common_word")
add("invoke", "Please follow ARCHIVE: keep a numbered copy before editing a tox — it's wall_fish.tox, and I need "
    "the swim speed halved", [ARCH], group="title_words")
add("invoke", "apply the ARCHIVE rule to band_logo.tox and then rebuild the inside of it with the new logo the "
    "management sent over", [ARCH], group="rule")

# Zorvex
add("invoke", "zorvex look on the nave output please, the old stone looks too green under the projection and the "
    "dean noticed", [ZORV], group="lowercase")
add("invoke", "Give the ward wall the house colour look — the Zorvex one — before the newspaper photographers "
    "come round at eleven", [ZORV], group="title_words")
add("invoke", "apply the zorvex grade lah, the client keep saying the colour is flat flat one, can do it now or "
    "not", [ZORV], group="polite")  # WARD, Singaporean

# Quiet hours (no name)
add("invoke", "It's 22:40 at the riverside venue, so apply the quiet hours rule to the master audio before the "
    "encore starts", [QUIET], group="conditional")
add("invoke", "Quiet hours rule now please — we've just ticked past ten o'clock at the riverside gig and the "
    "neighbours complained last time", [QUIET], group="rule")
add("invoke", "It's 23:05 down by the river, so do the quiet hours thing on the master output, lows and all, "
    "before the last two songs", [QUIET], group="conditional")

# ---------------------------------------------------------------- invoke (more shapes)
add("invoke", "no wait, not LAYOUT2 — run wirecomb instead, I only want the wires sorted and the nodes where they "
    "are", [COMB], [LAYOUT], group="correction")
add("invoke", "scratch that, don't do BLACKOUT — PANIC_BLACK now, there's a fella down in the pit and security's "
    "running", [PANIC], [BLACK], group="correction")
add("invoke", "you asked earlier whether to run VJ_BANK_A — yes, go on then, the opener has just walked off the "
    "stage", [BANK], group="consent")
add("invoke", "Shall I run DESKMAP_X32 now, you asked? Yes please, go ahead, the engineer has plugged the desk "
    "into the show switch", [X32], group="consent")
add("invoke", "if it's after 22:00 at the riverside venue then apply the quiet hours rule — and it is, my watch "
    "says 22:17, so go", [QUIET], group="conditional")
add("invoke", "Run SYNCPOINT at 20:55 sharp, that's right when the choir finishes warming up and before the first "
    "bell", [SYNC], ["fact_lx_console"], group="timed")
add("invoke", "Error: /project1/wall/noise4: cook dependency loop\nWarning: /project1/wall/comp2: 14 wires "
    "crossing\nugh, anyway — wirecomb the wall network so I can actually see the loop", [COMB],
    ["ref_feedback_top"], group="log_paste")
add("invoke", "yo allyuh, doh study it, just RENDER_HQ the intro now so the label get their file before "
    "Carnival", [RENDER], group="terse")  # TOUR, Trinidadian
add("invoke", "GLITCHY. The camera TOP on the left is selected, the solo's on now, quick as you like please",
    [GLITCH], group="bare")
add("invoke", "okay so the bishop wants the colour warmer, the volunteers want it brighter, and I want the "
    "Zorvex grade on the final comp, so do that please", [ZORV], group="mid_message")

# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "Two things before doors open: SYNCPOINT with the lighting desk first, then DEPLOY_SHOW on rig-b, "
    "in that order", [SYNC, DEPLOY], ["fact_lx_console"], group="multi")
add("invoke", "checklist for tonight's show:\n- [ ] VJ_BANK_A into the decks\n- [ ] DESKMAP_X32 for the FOH desk\n"
    "- [ ] GLITCHY on the cam feed\nwork through it top to bottom please", [BANK, X32, GLITCH], group="checklist")
add("invoke", "Run LAYOUT2 and then wirecomb on the cathedral network so the new volunteer can follow it next "
    "week", [LAYOUT, COMB], group="multi")
add("invoke", "Apply BACKUP_FIRST and delete the old fish tank chain on the wall, then use N1 names for the "
    "replacement you build", [BACKUP, N1], group="multi")
add("invoke", "Build KICK1 on the main output and keep STROBE_SAFE applied to the flash, the drummer plays "
    "double-time in the last song", [KICK, STROBE], group="multi")
add("invoke", "Zorvex grade on the final comp, then RENDER_HQ so the label gets the graded version of the intro, "
    "not the raw one", [ZORV, RENDER], group="multi")
add("invoke", "CUE_STACK_7 first, then SYNCPOINT with Priya's desk — Mateo wants the lights and cues tight for "
    "the dress run", [CUES, SYNC], ["fact_dance_piece", "fact_lx_console"], group="multi")
add("invoke", "Archive the external intro.tox per the ARCHIVE rule, then build my club FEEDBACK trails inside it "
    "for the after-show", [ARCH, FEED], ["ref_feedback_top"], group="multi")
add("invoke", "it's 22:30 at the riverside gig and the set's over: apply the quiet hours rule to the audio and do "
    "the BLACKOUT", [QUIET, BLACK], [PANIC], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what port does DESKMAP_X32 listen on again? the sound engineer is asking and I've no idea",
    [X32], group="port")
add("ask_content", "what order does DEPLOY_SHOW do things in — does it check for errors before or after it sets "
    "the perform window?", [DEPLOY], group="order")
add("ask_content", "how long does the fade in BLACKOUT take, the lighting op wants to match it by hand", [BLACK],
    [PANIC], group="value")
add("ask_content", "what threshold and release does KICK1 use on the Trigger CHOP? the drummer is asking why it "
    "feels sluggish", [KICK], group="value")
add("ask_content", "which codec, size and frame rate does RENDER_HQ record at? the label's editor needs to know",
    [RENDER], group="value")
add("ask_content", "SYNCPOINT — which IP and port does it ping, and how many times does it repeat before it "
    "keeps the median?", [SYNC], ["fact_lx_console"], group="port")
add("ask_content", "what does the quiet hours rule say about the low end at the riverside venue after ten?",
    [QUIET], group="content")
add("ask_content", "remind me what the Zorvex grade does to the greens, the dean thinks the grass looks grey",
    [ZORV], group="content")
add("ask_content", "what's the maximum flash rate under STROBE_SAFE? the hospital safety officer wants it in "
    "writing", [STROBE], group="value")
add("ask_content", "where does the ARCHIVE rule put the numbered copy of a tox, and what happens if that folder "
    "isn't there?", [ARCH], group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "get rid of the old noise chain in /project1/bg, it's dead weight since we changed the intro",
    [BACKUP], group="delete")
add("bears", "make the white flash hit on every sixteenth note at 140 bpm for the breakdown, the band want it "
    "frantic", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "It's 23:15 at the riverside gig, bump the master audio up by 6 dB, the back of the crowd can't hear "
    "a thing", [QUIET], group="venue_late")
add("bears", "open the externally saved bloom.tox and nudge its threshold up to 0.7 please, it's blooming too "
    "much on the stone", [ARCH], group="external_tox")
add("bears", "add a Noise TOP and a Level TOP for the sea background on the children's wall, slow and blue",
    [N1], ["ref_noise_top"], group="create")
add("bears", "the stage manager wants all the unused operators in /project1/old cleared out before the tour "
    "ends — go ahead", [BACKUP], group="consent")
add("paraphrase", "the connections in my patch cross over each other and hide behind nodes — sort them out so "
    "every line is readable, without moving anything's settings", [COMB], group="paraphrase")
add("paraphrase", "hook up the Behringer console at front of house so its channel levels 1 to 8 drive our video "
    "layer opacities", [X32], group="paraphrase")
add("paraphrase", "fill the eight left-hand movie players with the first folder of footage, alphabetically, all "
    "looping", [BANK], group="paraphrase")
add("paraphrase", "make me a perfect non-real-time capture of the first minute of the show at 1080p60 to disk "
    "for the label", [RENDER], ["ref_movie_file_out"], group="paraphrase")
add("paraphrase", "tidy this patch so sources sit at the far left, each processing stage steps to the right and "
    "the nulls come last", [LAYOUT], group="paraphrase")
add("paraphrase", "build the table of twelve moments for Mateo's Tidewater choreography, with timer segments that "
    "switch the scenes", [CUES], ["fact_dance_piece", "ref_timer_chop"], group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "what UDP port does the stagepad tablet send its OSC to on the show PC?", ["fact_stagepad_ports"],
    group="fact")
add("question", "which DMX universe are the moving heads on, and what address does the third head start at?",
    ["fact_dmx_heads"], group="fact")
add("question", "what's the full output raster for the Lumen Hall show across the three projectors?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "remind me what frame rate the Nebula installation runs at, the new content looks juddery",
    ["fact_nebula_fps"], group="fact")
add("question", "how much video memory has the graphics card in RIG-B got? thinking of 8K textures",
    ["fact_rig_b"], group="fact")
add("question", "what buffer size did we settle on for the audio on RIG-B and why not 512?",
    ["fact_audio_buffer"], group="fact")
add("question", "after a show where do I look first for errors, seeing as nobody reads the Textport during it?",
    ["fact_show_log"], group="fact")
add("question", "what IP address is the grandMA on, and which universe carries the LED bars?",
    ["fact_lx_console"], [SYNC], group="fact")
add("question", "how do I make feedback trails that actually fade to black instead of leaving a grey ghost?",
    ["ref_feedback_top", "ref_pixel_formats"], [FEED, "rcp_feedback_tunnel"], group="common_word")
add("task", "write me the uniform declaration and the Vectors page setup to get absTime.seconds into my GLSL TOP",
    ["ref_glsl_uniforms"], group="reference")
add("question", "my render of the cathedral model comes out black, camera's pointing at it — what usually causes "
    "that?", ["ref_render_pipeline"], group="reference")
add("task", "sketch the chain for an LED strip of 300 pixels along the stage lip, fed from the final Null TOP",
    ["rcp_led_strip"], group="reference")
add("question", "what's the difference between a CHOP Execute DAT and a Parameter Execute DAT, in plain words?",
    ["td_chop_execute_dat", "td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "how do I keep a Python list of played cues on a component so it survives saving the project?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "how do I build one button per row of a table for the ward wall's menu?",
    ["td_replicator_comp"], ["ref_replicator", "td_panel_ui_components"], builtin=True, group="builtin_compete")
add("question", "where does print() output go in TouchDesigner and how do I open that console?",
    ["td_textport"], builtin=True, group="builtin_only")
add("question", "how do promoted methods work on a component extension? do they need a capital letter?",
    ["td_extensions"], ["fact_ext_conventions"], builtin=True, group="builtin_compete")
add("question", "for show control between two PCs, when should I use a TCP/IP DAT rather than a UDP one?",
    ["td_network_protocols_dats"], builtin=True, group="builtin_only")
add("question", "what's the difference between expression, export and bind modes on a parameter?",
    ["td_parameter_modes"], ["td_chop_exports_references"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get a Leap Motion controller working so the kids can wave at the wall?", group="near")
add("unanswerable", "what does a TouchDesigner Pro licence cost per seat for a hospital charity?", group="far")
add("unanswerable", "how do I map onto the curved vault of the cathedral ceiling with a fisheye domemaster "
    "lens?", group="near")
add("unanswerable", "can I send Ableton Link tempo into TouchDesigner so the visuals follow the band's click?",
    group="near")
add("unanswerable", "what's the best Spout sender setup to share frames with Resolume on the same machine?",
    group="near")
add("unanswerable", "how do I read a ZED stereo camera's depth image for a body-tracking wall?", group="near")
add("unanswerable", "does the Photoshop In TOP work on macOS with the newest Photoshop?", group="near")
add("unanswerable", "how do I get a Notch block to play inside TouchDesigner with exposed parameters?",
    group="near")
add("unanswerable", "which Elgato Stream Deck plugin works best for triggering TouchDesigner pulses?",
    group="near")
add("unanswerable", "what's the insurance requirement for projecting onto a listed building in Herefordshire?",
    group="far")
add("unanswerable", "how do I set up the Bullet Solver COMP so falling leaves bounce off the rood screen?",
    group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run LAYOUT2 on this one, the volunteer has memorised where everything sits — just tell me "
    "how many TOPs are in /project1/nave", allowed=[LAYOUT], group="negated")
add("near_miss", "KICK1 ran perfectly at the Glasgow show last night, the drummer actually hugged me after",
    allowed=[KICK], group="past")
add("near_miss", "we'll do the DESKMAP_X32 business at tomorrow's soundcheck in Leeds, not today, the desk isn't "
    "even off the truck", allowed=[X32], group="planning")
add("near_miss", "Gareth said the dean asked whether we could use the Zorvex grade on the west front next year",
    allowed=[ZORV], group="reported")
add("near_miss", "did SYNCPOINT finish all right earlier or did the console time out on you?", allowed=[SYNC],
    group="status")
add("near_miss", "imagine if GLITCHY had been around when we toured in 2019, the visuals would have been twice as "
    "good", allowed=[GLITCH], group="hypothetical")
add("near_miss", "the crew keep arguing wirecomb versus LAYOUT2 like it's the Old Firm, honestly it's "
    "hilarious to watch", allowed=[COMB, LAYOUT], group="comparison")
add("near_miss", "where did I save render_hq_notes.txt? it's not on the desktop and not in downloads either",
    allowed=[RENDER], group="filename")
add("near_miss", "in my script the flag deploy_show_done stays False after a reboot — why would a module-level "
    "variable reset?", allowed=[DEPLOY], group="variable")
add("near_miss", "what does this line do: `if cue_stack7_ready: op('cues7').par.active = 1` — is par.active even "
    "a thing?", allowed=[CUES], group="code")
add("near_miss", "the band's rider literally says 'no PANIC_BLACK unless the TM says so', which made the promoter "
    "laugh", allowed=[PANIC], group="quoted")
add("near_miss", "BACKUP_FIRST has filled the backups folder with forty tox files this week and the hospital PC's "
    "disk is nearly full", allowed=[BACKUP], group="complaint")
add("near_miss", "who came up with the name VJ_BANK_A in the first place? it was before my time with the band",
    allowed=[BANK], group="history")
add("near_miss", "Please do not run DEPLOY_SHOW yet — the bishop's rehearsal is still going and I need the editor "
    "open for a while", allowed=[DEPLOY], group="negated")
add("near_miss", "no BLACKOUT at the end tonight, the band want to walk off in the light for the live album "
    "photos", allowed=[BLACK, PANIC], group="negated")
add("near_miss", "we did the cue stack 7 build on Tuesday and Mateo hasn't changed a single thing since",
    allowed=[CUES], group="past")
add("near_miss", "Thursday we'll set up the Zorvex look for the photo call, so remind me to bring the LUT on a "
    "stick", allowed=[ZORV], group="planning")
add("near_miss", "the tour manager told me 'SYNCPOINT before every single show', but he's not the boss of me",
    allowed=[SYNC], group="reported")
add("near_miss", "is the RENDER_HQ from earlier still going? the fan on the laptop is roaring like a jet",
    allowed=[RENDER], group="status")
add("near_miss", "wirecomb added nine Nulls to my neat network yesterday and I'm still annoyed about it",
    allowed=[COMB], group="complaint")
add("near_miss", "the strobe safe rule came in back in 2022, after the gig in Cardiff where a fan fainted near "
    "the barrier", allowed=[STROBE], group="history")
add("near_miss", "if the X32 gets swapped for a Yamaha next tour then DESKMAP_X32 will be pointless, won't it, "
    "bit of a shame", allowed=[X32], group="hypothetical")
add("near_miss", "tomorrow arvo we'll do the KICK1 build for the Alice Springs show; for today just tell me which "
    "interface the studio uses", allowed=[KICK, "fact_studio_audio"],
    group="planning")
add("near_miss", "it's only 21:15 down by the river, so the quiet hours business doesn't kick in for a good while "
    "yet", allowed=[QUIET], group="condition_unmet")
add("near_miss", "the sticker on the old laptop says \"PANIC_BLACK = F12\" — somebody's idea of a joke, I think",
    allowed=[PANIC], group="quoted")
add("near_miss", "the nurse asked me what 'LAYOUT2' on the sticky note meant, she thought it was a ward number",
    allowed=[LAYOUT], group="reported")
add("near_miss", "plan for next week: VJ_BANK_A on night one, the B bank on night two, then both on the Friday",
    allowed=[BANK], group="planning")
add("near_miss", "has anyone looked at whether my FEEDBACK trail settings survived the upgrade to 2025, or is "
    "that still on the list?", allowed=[FEED], group="status")
add("near_miss", "Zorvex was the name of my old band's first album, that's where the grade got its name from",
    allowed=[ZORV], group="history")
add("near_miss", "skip GLITCHY for the ballad, just fade the camera in slowly over four seconds instead",
    allowed=[GLITCH], group="negated")
add("near_miss", "Priya said the SYNCPOINT round trip was 12 ms last night, nice and tight for a change",
    allowed=[SYNC, "fact_lx_console"], group="past")
add("near_miss", "```python\n# TODO: call run_blackout() when the set ends\n```\nwhy does my linter flag the "
    "TODO line as a warning?", allowed=[BLACK], group="code")
add("near_miss", "I saved the project as wirecomb_test.toe by mistake — how do I rename a .toe safely without "
    "losing anything?", allowed=[COMB], group="filename")
add("near_miss", "the stage manager wrote 'CUE_STACK_7 ✔' on the whiteboard, so I guess that's us sorted for "
    "tonight", allowed=[CUES], group="quoted")
add("near_miss", "Mateo reckons CUE_STACK_7 is overkill for a fifty-two minute piece, but he's not the one "
    "pressing go", allowed=[CUES, "fact_dance_piece"], group="reported")
add("near_miss", "the old venue's panic procedure was far clunkier than PANIC_BLACK, ours is just the one word",
    allowed=[PANIC], group="comparison")
add("near_miss", "just so you know where I stand, STROBE_SAFE is never getting switched off on the ward wall, "
    "whatever the charity says", allowed=[STROBE], group="incidental")
add("near_miss", "the ARCHIVE rule saved my skin on Monday when the bloom tox got corrupted, I'd have cried "
    "otherwise", allowed=[ARCH], group="past")
add("near_miss", "Rhys was asking whether N1 applies to the volunteers' test files too; I told him I'd find "
    "out tomorrow", allowed=[N1], group="reported")
add("near_miss", "the DEPLOY_SHOW run yesterday took eleven minutes because of the error check, longer than the "
    "interval", allowed=[DEPLOY], group="past")
add("near_miss", "my variable backup_first_path keeps pointing to the C: drive after I move the project, where "
    "do I fix it?", allowed=[BACKUP], group="variable")
add("near_miss", "the quiet hours at the riverside venue are the reason we lost the headline slot last summer, "
    "long story", allowed=[QUIET], group="history")

# ---------------------------------------------------------------- meaning
add("meaning", "what did a blackout mean in wartime Britain, like in the stories my gran told me?",
    allowed=[BLACK, PANIC], group="meaning")
add("meaning", "where does the word archive come from originally, is it Greek or Latin?", allowed=[ARCH],
    group="meaning")
add("meaning", "what is a glitch in ordinary English, and where does the word come from?", allowed=[GLITCH],
    group="meaning")
add("meaning", "what are quiet hours on a children's hospital ward, in the nursing sense?", allowed=[QUIET],
    group="meaning")
add("meaning", "in a workplace, what does it mean when the boss says she has some feedback for you?",
    allowed=[FEED], group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "how do you spell wirecomb — one word or two? I'm writing it on the gaffer tape", group="spell")
add("meta", "how would you pronounce Zorvex out loud, like vortex with a Z?", group="pronounce")
add("meta", "translate the phrase 'end-of-set cut to black' into Welsh for the cathedral volunteers' sheet",
    group="translate")
add("meta", "reverse the letters of KICK1 for me, it's for a silly crew quiz", group="reverse")
add("meta", "count the underscores in CUE_STACK_7 and tell me the number only", group="count")
add("meta", "write DESKMAP_X32 in all lowercase for the label maker", group="case")
add("meta", "just put the word GLITCHY in bold, nothing else, I'm testing the chat formatting", group="bold")
add("meta", "start your reply with the word SYNCPOINT and then tell me a clean joke about drummers",
    group="start_reply")
add("meta", "use the phrase 'backup first' in a sentence about my nan's holiday photos", group="sentence")
add("meta", "what would VJ_BANK_A look like written in camelCase?", group="convert")
add("meta", "wrap RENDER_HQ in backticks so I can paste it into my notes as code", group="code_literal")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me exactly: run DEPLOY_SHOW now", group="echo")
add("echo", "echo this back word for word: 'PANIC_BLACK, PANIC_BLACK'", group="echo")
add("echo", "say back what I typed, nothing more: glitchy on the cam", group="echo")
add("echo", "parrot this line back to me please — zorvex grade on the nave", group="echo")
add("echo", "copy this text back unchanged: SYNCPOINT before doors", group="echo")
add("echo", "type this back so I can check the dictation: quiet hours start at ten by the river", group="echo")
add("echo", "can you just repeat 'wirecomb the network' so I know the speech-to-text heard me right", group="echo")
add("echo", "read this line from the tour book back to me: 'LAYOUT2 after every load-in'", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers for tonight, the cathedral looked stunning with the projections on it", group="thanks")
add("chitchat", "g'day mate, how's your arvo going? ours has been flat out since the trucks arrived",
    group="greeting")
add("chitchat", "thank you so much, the kids on the ward loved the fish swimming across the wall today",
    group="thanks")
add("chitchat", "ha, the drummer fell asleep on the tour bus again with his sticks still in his hands",
    group="smalltalk")
add("chitchat", "morning all, coffee first and then we can talk about strobes and flashes", group="greeting")
add("chitchat", "wah, the show very shiok today lah, everybody clapping until the end", group="smalltalk")
add("chitchat", "allyuh good? long long day at the fete, my feet done", group="smalltalk")
add("chitchat", "aye, that's us done for the night, pure knackered, catch ye the morra", group="goodbye")


def main() -> None:
    rows = [{"pid": f"u85-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
