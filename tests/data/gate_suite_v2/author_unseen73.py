"""Blind suite unseen73, written by helper "gateeval73" (independent evaluator).

Written blind: labels come only from corpus.jsonl and src/tdcontext/knowledge/*.md; the author read neither the
gate code nor its tests, nor any other prompt file or author script, and never ran the gate on these prompts.

100 % English, typed the way Irish, New Zealand, Nigerian, South African, Singaporean and non-native English
speakers write to a copilot: terse, typos, lowercase, long messages with context before and after the request,
pasted logs, voice dictation, chat-app shapes. Three personas:
  - DOME: a planetarium dome show operator (fulldome shows, star fields, school groups);
  - WED: a wedding-venue uplighting and projection freelancer (gobos, monograms, first dance);
  - ROBO: a university robotics lab's demo-day visuals student (robot arms, sensors, judges).
Running this script writes prompts_unseen73.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen73.jsonl")
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
VJA = "ins_vj_bank_a"
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

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "ok the robot arm demo has a DJ set after the judging, so build KICK1 on the main output now "
    "and keep the prefix thing you always do", [KICK], [STROBE], group="long")  # ROBO, Nigerian
add("invoke", "kick one on out one please, the bass is already coming through the babyface",
    [KICK], [STROBE], group="voice")  # DOME dictation
add("invoke", "Right so the first dance is a slow one but the after-party is all amapiano — can you set up the "
    "kick-reactive flash procedure on the master before the DJ starts?", [KICK], [STROBE], group="title_words")  # WED, SA
add("invoke", "k i c k 1 on the dome output pls, school group wants the planets to thump with the music",
    [KICK], [STROBE], group="spaced")  # DOME
add("invoke", "[pasted]\nAudio Device In CHOP: audiodevin1 OK 48000 Hz\nWarning: no Trigger CHOP found downstream\n"
    "[/pasted]\nyeah so that's why nothing pulses. just do KICK1 from scratch, replace whatever I had",
    [KICK], [STROBE], group="pasted_log")  # ROBO

# LAYOUT2
add("invoke", "my network for the robot telemetry looks like spaghetti after three weeks of hacking, please "
    "run LAYOUT2 on /project1/telemetry so the judges can read it if they peek", [LAY], group="long")  # ROBO
add("invoke", "Could you arrange the starfield network in columns with the MACRO LAYOUT2, the dome tech from "
    "Dunedin is visiting tomorrow and I want it tidy eh", [LAY], group="polite")  # DOME, NZ
add("invoke", "lay out two on the gobo network, the one called uplights, cheers", [LAY], group="voice")  # WED Irish

# STROBE_SAFE
add("invoke", "Building a sparkle flash for the confetti moment at the reception; apply STROBE_SAFE to it as "
    "you build, the bride's gran has epilepsy so this one matters", [STROBE], [KICK], group="rule")  # WED
add("invoke", "enforce the STROBE_SAFE rule on every blink in the robot demo, the LFO in /project1/leds "
    "included, then tell me what you clamped", [STROBE], group="rule")  # ROBO
add("invoke", "strobe safe on the meteor shower flashes please — clamp them, kids in the dome today",
    [STROBE], group="spaced")  # DOME

# BACKUP_FIRST
add("invoke", "I want to delete noise4, noise5 and the old level chain in /project1/sky. Follow BACKUP_FIRST "
    "and then go ahead with the deletion", [BACKUP], group="rule")  # DOME
add("invoke", "backup first then clear the test_arm network, abeg make sure the .tox lands in backups/",
    [BACKUP], group="lowercase")  # ROBO Nigerian
add("invoke", "Before you nuke the unused movie ins in the monogram comp, do the back-up-before-deleting rule "
    "properly and tell me the file name lah", [BACKUP], group="title_words")  # WED Singapore
add("invoke", "run BACKUP_FIRST on /project1/venue_old, I'm about to bin the whole thing", [BACKUP],
    group="short")

# DEPLOY_SHOW
add("invoke", "doors open at 18:30 for the Saturn show and the school bus is already in the car park, so "
    "DEPLOY_SHOW now please and tell me the frame rate after the minute", [DEPLOY], group="long")  # DOME
add("invoke", "/deploy_show now pls", [DEPLOY], group="slash")
add("invoke", "Please prepare the project for the show using the deploy show procedure — the couple arrive "
    "in forty minutes and I still have to iron my shirt", [DEPLOY], group="title_words")  # WED
add("invoke", "deply_show on the demo-day file, the judges are two booths away", [DEPLOY], group="typo")  # ROBO

# VJ_BANK_A
add("invoke", "The after-dinner set starts with the sunset loops, so load VJ_BANK_A into the decks and print "
    "the names to the textport so I can check the order", [VJA], group="long")  # WED
add("invoke", "vj bank a into the decks now, aunty is asking when the dancing starts", [VJA],
    group="lowercase")  # WED Nigerian
add("invoke", "Kindly load clip bank A into the eight decks, the robotics promo clips are in media/bank_a "
    "already", [VJA], group="title_words")  # ROBO, non-native
add("invoke", "🎬 VJ_BANK_A go", [VJA], group="emoji")

# PANIC_BLACK
add("invoke", "PANIC_BLACK!! the projector is on the wrong layer and the guests are looking at my desktop",
    [PANIC], group="urgent")  # WED
add("invoke", "panic — a kid just ran onto the dome floor and the laser sim is full white, kill it",
    [PANIC], group="urgent")  # DOME
add("invoke", "panic black now now now, robot arm cam is showing the lab's whiteboard passwords",
    [PANIC], group="voice")  # ROBO
add("invoke", "Sorry for shouting but PANIC_BLACK immediately please, the fire marshal wants the screen off",
    [PANIC], group="polite")

# GLITCHY
add("invoke", "for the sensor-failure bit of the demo narrative I want the robot cam to look broken, so run "
    "GLITCHY on the selected TOP (it's camfeed_null)", [GLITCH], group="long")  # ROBO
add("invoke", "glitchy on the selected top, the comet tail one, thanks a mil", [GLITCH],
    group="lowercase")  # DOME Irish
add("invoke", "add the glitch post chain from the GLITCHY macro after my monogram render, the couple asked "
    "for a 'retro VHS' intro, no joke", [GLITCH], group="mid_message")  # WED
add("invoke", "/glitchy on moviein_intro", [GLITCH], group="slash")

# DESKMAP_X32
add("invoke", "The venue band brought their X32 and they want the uplights to follow the faders, so please "
    "do DESKMAP_X32 and hook faders 1-8 to the layers like it says", [X32], group="long")  # WED
add("invoke", "desk map x thirty two please, the sound guy just plugged the network cable in",
    [X32], group="voice")  # DOME
add("invoke", "map the X32 mixing desk over OSC for me, the lab borrowed one from the music department",
    [X32], group="title_words")  # ROBO

# RENDER_HQ
add("invoke", "the planetarium director wants a clean capture of the whole Jupiter flythrough for the lobby "
    "screen, so do RENDER_HQ and tell me where the file ends up", [RHQ], group="long")  # DOME
add("invoke", "render hq the highlights reel, the couple paid for a keepsake file", [RHQ], group="lowercase")  # WED
add("invoke", "Can you do the offline high-quality render preset on rec1? Demo video for the department "
    "newsletter, has to be perfect", [RHQ], group="title_words")  # ROBO
add("invoke", "RENDERHQ pls", [RHQ], group="typo")

# Naming rule N1
add("invoke", "I'm about to build the whole aurora scene from nothing, apply naming rule N1 to every "
    "operator you create, no noise1 rubbish this time", [N1], group="rule")  # DOME
add("invoke", "please use the N1 naming convention for all the new nodes in the robot status HUD and "
    "rename any defaults you make by mistake", [N1], group="rule")  # ROBO
add("invoke", "create the gobo rotation chain for the dance floor and name everything per rule N1",
    [N1], group="rule")  # WED

# FEEDBACK (club trails)
add("invoke", "The couple want the after-party to feel like a club, so build me trails in the club set "
    "your way, with my usual feedback settings", [FB], [BLACK], group="common_word")  # WED
add("invoke", "do my FEEDBACK trail setup for the club visuals on the robot cam, the lab is turning the "
    "foyer into a club for the demo-day party", [FB], group="common_word")  # ROBO
add("invoke", "trails for the club set pls, my way, the usual feedback recipe", [FB], group="terse")

# BLACKOUT
add("invoke", "that's the last song done and the DJ is packing up — end of set, do the BLACKOUT",
    [BLACK], [PANIC], group="conditional_met")  # WED
add("invoke", "Show's finished, the kids are clapping. Run the end-of-set blackout procedure but leave the "
    "perform window open for the 3pm session", [BLACK], [PANIC], group="title_words")  # DOME

# wirecomb
add("invoke", "the wires in /project1/arm_ik cross behind half the operators, run wirecomb and list the "
    "nulls you added", [COMB], group="long")  # ROBO
add("invoke", "wire comb the uplight network please, I can't follow a single wire", [COMB], group="spaced")  # WED
add("invoke", "Would you mind straightening the wires of the constellation network with wirecomb? Cheers",
    [COMB], group="polite")  # DOME

# CUE_STACK_7
add("invoke", "Mateo just emailed the final cue sheet for the dance piece, it's in /media/dance/cues.csv, so "
    "build CUE_STACK_7 now", [CUE], group="long")
add("invoke", "cue stack seven please, for the Tidewater piece", [CUE], group="voice")
add("invoke", "build the cue list for the dance piece (CUE_STACK_7) — we're borrowing the dome for a "
    "crossover show and the choreographer wants it tonight", [CUE], group="mid_message")  # DOME

# SYNCPOINT
add("invoke", "before the light show we must lock to the grandMA, so do SYNCPOINT now and tell me the "
    "median round trip", [SYNC], group="long")
add("invoke", "syncpoint pls, console is up", [SYNC], group="terse")
add("invoke", "Do the lighting console handshake before the doors, the LX op says she's ready on her side",
    [SYNC], group="title_words")  # DOME

# ARCHIVE
add("invoke", "I need to tweak the threshold inside bloom.tox, it's saved externally — follow the ARCHIVE rule "
    "first and then make the change", [ARCH], group="rule")  # WED
add("invoke", "keep a numbered copy before editing the tox (the ARCHIVE one), then rebuild the inside of "
    "robot_hud.tox with the new layout", [ARCH], group="rule")  # ROBO
add("invoke", "apply ARCHIVE on starfield.tox then set its twinkle speed to 0.4", [ARCH], group="rule")  # DOME

# Zorvex
add("invoke", "Slap the Zorvex look on the final composite, the couple saw it on our Insta and want exactly that",
    [ZOR], group="mid_message")  # WED
add("invoke", "zorvex grade on the dome master pls", [ZOR], group="lowercase")
add("invoke", "Use the studio's house colour look on the demo reel output; the robotics comms office "
    "asked for something 'less clinical'", [ZOR], group="title_words")  # ROBO

# Quiet hours
add("invoke", "it's 23:10 at the riverside venue and the couple's cousin wants the speakers louder, so apply "
    "the quiet hours rule to the master audio", [QUIET], group="conditional_met")  # WED
add("invoke", "We're past ten at the riverside place now, 22:35 on my watch — enforce quiet hours on the "
    "audio before the neighbours ring again", [QUIET], group="conditional_met")  # WED, Irish
add("invoke", "apply the riverside venue's quiet hours now, it's 22:05 and the robot demo afterparty is "
    "getting rowdy", [QUIET], group="conditional_met")  # ROBO

# extra singles, mixed shapes
add("invoke", "no wait, not LAYOUT2 — do wirecomb instead, I like my columns as they are",
    [COMB], [LAY], group="correction")
add("invoke", "scratch that, don't glitch it; run the Zorvex grade on the output instead",
    [ZOR], [GLITCH], group="correction")
add("invoke", "sorry, wrong one — not VJ_BANK_A, I meant RENDER_HQ on rec1", [RHQ], [VJA], group="correction")
add("invoke", "Yes go ahead with DESKMAP_X32, the console is on the same subnet now", [X32], group="consent")
add("invoke", "you asked if I want SYNCPOINT before the show: yes please, do it", [SYNC], group="consent")
add("invoke", "in 5 minutes the planetarium lights dim, so run DEPLOY_SHOW right now while I grab the clicker",
    [DEPLOY], group="timed")
add("invoke", "at the end of this last song do BLACKOUT — actually the song just ended, go now",
    [BLACK], [PANIC], group="timed")
add("invoke", "howzit, quick one: CUE_STACK_7 on the theatre machine please, tech rehearsal is at 14:00",
    [CUE], group="chat")  # SA
add("invoke", "Oga, GLITCHY on the selected top abeg, demo in ten", [GLITCH], group="chat")  # Nigerian
add("invoke", "can or not run KICK1 on the uplight master? DJ starting already", [KICK], [STROBE],
    group="chat")  # Singapore
add("invoke", "Sweet as, now do the Zorvex look on the stars comp and we're good to go", [ZOR], group="chat")  # NZ
add("invoke", "Hello sir, I am kindly requesting you to load VJ_BANK_A for the decks, thank you in advance",
    [VJA], group="non_native")
add("invoke", "For me, please to run wirecomb on this network, is very messy with the many wire",
    [COMB], group="non_native")
add("invoke", "Please you can make LAYOUT2 in the robot network? I want that it is clean for the professor",
    [LAY], group="non_native")

# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "tidy up before the judges: LAYOUT2 first, then wirecomb on the same network", [LAY, COMB],
    group="multi")
add("invoke", "- [ ] SYNCPOINT with the console\n- [ ] DEPLOY_SHOW\n- [ ] VJ_BANK_A\nwork through that checklist "
    "top to bottom please", [SYNC, DEPLOY, VJA], group="checklist")
add("invoke", "After the speeches: load VJ_BANK_A, then put the Zorvex look on the output, the couple loved "
    "the warm tones", [VJA, ZOR], group="multi")
add("invoke", "Run GLITCHY on the selected top and then KICK1 on the output for the robot battle segment",
    [GLITCH, KICK], [STROBE], group="multi")
add("invoke", "I'm removing the old planet shaders, so BACKUP_FIRST and then apply N1 to the replacements "
    "you build", [BACKUP, N1], group="multi")
add("invoke", "show's over — BLACKOUT for the end of the set, then RENDER_HQ of the replay file for the "
    "planetarium archive", [BLACK, RHQ], [PANIC], group="multi")
add("invoke", "do DESKMAP_X32 and SYNCPOINT, both, the band desk and the grandMA are both live now",
    [X32, SYNC], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what threshold and release does KICK1 give its Trigger CHOP?", [KICK])
add("ask_content", "Remind me, which port does the X32 mapping listen on, and how often does it send /xremote?",
    [X32])
add("ask_content", "in DEPLOY_SHOW what comes right after the error check, before perform mode?", [DEPLOY])
add("ask_content", "what IP and port does SYNCPOINT ping, and how long does it wait for a pong?", [SYNC])
add("ask_content", "what order does the Zorvex grade put the Lookup, Level and HSV Adjust in?", [ZOR])
add("ask_content", "According to BACKUP_FIRST, what should the backup file be named and where does it go?",
    [BACKUP])
add("ask_content", "under the riverside quiet hours rule, what's the loudest the master may go after 22:00?",
    [QUIET])
add("ask_content", "how many frames does RENDER_HQ record and at what codec and size?", [RHQ])
add("ask_content", "what Level TOP opacity and Transform scale does my club trails procedure use?", [FB])

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "delete noise3 and the two unused Movie File In TOPs in /project1/galaxy, they're just clutter",
    [BACKUP])
add("bears", "the DJ wants the wash lights to strobe at 12 Hz on the drop, set the LFO to that", [STROBE],
    ["rcp_strobe_flash"])
add("bears", "it's 22:50 at the riverside venue and the best man wants the audio master at -6 dBFS for his "
    "speech, can you push it up?", [QUIET])
add("bears", "change the glow radius inside our external bloom.tox from 4 to 6, quick edit", [ARCH])
add("bears", "clear out the whole /project1/scratch network, none of it is used anymore", [BACKUP])
add("bears", "make the robot eyes blink really fast, like 8 times a second, when it detects a face",
    [STROBE], ["rcp_strobe_flash"])

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "make the whole picture pump brighter every time the bass drum hits", [KICK],
    ["ref_audio_analysis"])
add("paraphrase", "make the Behringer board's channel faders drive my layer opacities in the wedding mixer", [X32], ["ref_osc_in_chop"])
add("paraphrase", "put my eight sunset loops from the first folder into the players and cue the A side",
    [VJA])
add("paraphrase", "my cables in the editor overlap and hide behind nodes, can you make them readable without "
    "touching any parameters?", [COMB])
add("paraphrase", "measure the round trip to the grandMA and offset our timeline so we're in step with it",
    [SYNC], ["fact_lx_console"])
add("paraphrase", "give the final image our studio's signature tint, the one with the LUT ramp and faint grain",
    [ZOR])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what UDP port does the stagepad tablet send OSC to, and where does feedback go back?",
    ["fact_stagepad_ports"])
add("question", "which DMX start address does moving head number four sit at on universe 2?", ["fact_dmx_heads"])
add("question", "how do I get a float from a CHOP into my GLSL TOP shader?", ["ref_glsl_uniforms"])
add("question", "my feedback trails never fade fully to black, they leave a grey ghost, why?",
    ["ref_pixel_formats"], ["ref_feedback_top", FB], group="common_word")
add("question", "how does the Feedback TOP decide which frame it shows?", ["ref_feedback_top"], [FB],
    group="common_word")
add("question", "what time is the tech rehearsal for Tidewater and how long does the show run?",
    ["fact_dance_piece"], [CUE])
add("question", "what IP is the grandMA3 on, and which universe has the LED bars?", ["fact_lx_console"], [SYNC])
add("task", "make me 500 little cubes orbiting the robot model without killing the frame rate",
    ["ref_instancing"])
add("question", "my render TOP is just black, camera and geo are there, what am I missing?",
    ["ref_render_pipeline"])
add("question", "on RIG-B what audio buffer size did we agree on, and why not 512?", ["fact_audio_buffer"])

# ---------------------------------------------------------------- question / task (built-in)
add("question", "How does the Replicator COMP decide how many copies to make, and what happens to edits "
    "inside the clones?", ["td_replicator_comp"], builtin=True)
add("question", "what's the difference between storing a value with store() on an operator and a custom "
    "parameter?", ["td_storage"], ["td_custom_parameters"], builtin=True)
add("question", "how do I react in Python when someone presses a pulse button on my component's custom page?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True)
add("question", "why does an operator not cook when nothing is viewing it? the dome sky froze in the "
    "background", ["td_cooking_pull_model"], builtin=True)
add("task", "help me send my robot's status from one component to another with In and Out operators",
    ["td_select_in_out"], builtin=True)
add("question", "what's the difference between bypass and lock flags on a TOP?", ["td_operator_flags"],
    builtin=True)
add("question", "how do I print debug values to the Textport from a script and clear it?", ["td_textport"],
    builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I read ROS2 topics from the robot directly inside TouchDesigner?")
add("unanswerable", "what's the best fisheye lens setting for a 15 m tilted planetarium dome in the Dome "
    "Camera component?")
add("unanswerable", "can TouchDesigner talk to a Leap Motion controller for hand tracking on the wedding "
    "guest book table?")
add("unanswerable", "how do I stream the dome master to YouTube live over RTMP from TD?")
add("unanswerable", "which MQTT broker should I use with the MQTT Client DAT for the lab sensors?")
add("unanswerable", "how do I license TouchDesigner Commercial on a second machine for the venue?")
add("unanswerable", "does the ZED 2i stereo camera work with TouchDesigner on Windows 11?")
add("unanswerable", "how do I share textures with Resolume through Spout without a black frame every few "
    "seconds?")
add("unanswerable", "what's the syntax for a Script SOP that builds a Bezier curve through the robot's "
    "waypoints?")
add("unanswerable", "how do I map a pixel-mapped dance floor from a Chauvet controller over sACN with "
    "priority?")
add("unanswerable", "can I run Stable Diffusion inside TD for live guest portraits at a wedding?")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run LAYOUT2 on this network, I placed every node by hand for the dome rig and I like "
    "the chaos", allowed=[LAY], group="negated")
add("near_miss", "GLITCHY ran fine on Thursday's rehearsal, the judges' table loved the broken-cam effect",
    allowed=[GLITCH], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow morning before the school groups, not tonight — tonight "
    "I'm just looking at the Milky Way pass", allowed=[DEPLOY], group="planning")
add("near_miss", "Prof keeps telling the first-years to run RENDER_HQ before demo day, funny how none of them "
    "know what HAP Q is", allowed=[RHQ], group="reported")
add("near_miss", "did VJ_BANK_A actually finish last time or did it stall on deck_a5? just curious, not "
    "loading anything now", allowed=[VJA], group="status")
add("near_miss", "if I ever had to hit PANIC_BLACK during a first dance I would honestly emigrate",
    allowed=[PANIC], group="hypothetical")
add("near_miss", "I like the name wirecomb more than LAYOUT2, it sounds like a hairdresser in Ponsonby",
    allowed=[COMB, LAY], group="comparison")
add("near_miss", "zorvex_lut.png is missing from the USB stick, I'll copy it over from the studio NAS later",
    allowed=[ZOR], group="file_name")
add("near_miss", "is `mode = 'BLACKOUT'` a valid string assignment in Python, or do I need double quotes?",
    allowed=[BLACK], group="code")
add("near_miss", "the sticky note on the monitor says “CUE_STACK_7 – ask Mateo”, I'll ring him tomorrow",
    allowed=[CUE], group="quoted")
add("near_miss", "DESKMAP_X32 broke my network yesterday, every fader came in as zero and I lost an hour",
    allowed=[X32], group="complaint")
add("near_miss", "back in 2024 the team wrote SYNCPOINT because the console kept drifting during the tour",
    allowed=[SYNC], group="history")
add("near_miss", "I named the lab's new robot arm Zorvex after the colour grade, the supervisor hates it",
    allowed=[ZOR], group="incidental")
add("near_miss", "please don't KICK1 anything tonight, the ceremony is acoustic and the couple want calm light",
    allowed=[KICK], group="negated")
add("near_miss", "the quiet hours thing only matters at the riverside venue, tonight we're at the farm barn "
    "so no limits apply", allowed=[QUIET], group="incidental")
add("near_miss", "STROBE_SAFE saved us last year when the DJ begged for 15 Hz, I still remember his face",
    allowed=[STROBE], group="past")
add("near_miss", "my folder is called backup_first_tests, is that a silly name for a folder of .tox files?",
    allowed=[BACKUP], group="file_name")
add("near_miss", "the variable kick1_env in my script is shadowing something, I think I'll rename it to "
    "bass_env", allowed=[KICK], group="variable")
add("near_miss", "not now, but at some point next week I'd like to try DESKMAP_X32 with the lab's borrowed desk",
    allowed=[X32], group="planning")
add("near_miss", "the festival organiser asked me \"do you have a VJ_BANK_A style thing?\" and I said yes, "
    "obviously", allowed=[VJA], group="reported")
add("near_miss", "is RENDER_HQ still running from earlier? the fans are loud", allowed=[RHQ], group="status")
add("near_miss", "hypothetically, if GLITCHY went on the dome master, would the fisheye edges look weird? "
    "don't do it, just wondering", allowed=[GLITCH], group="hypothetical")
add("near_miss", "wirecomb is the only macro I trust, the others always surprise me", allowed=[COMB],
    group="incidental")
add("near_miss", "LAYOUT2 moved my nodes last week and I still can't find the OSC In, sigh",
    allowed=[LAY], group="complaint")
add("near_miss", "the BLACKOUT at the end of last night's set was perfectly timed, even the DJ noticed",
    allowed=[BLACK, PANIC], group="past")
add("near_miss", "should I rename the CUE_STACK_7 table to something with the dome show's name? it's just a "
    "naming question", allowed=[CUE], group="incidental")
add("near_miss", "log line: 2026-03-14 21:58 PANIC_BLACK triggered by operator — that was me testing, all "
    "good now, ignore", allowed=[PANIC], group="pasted_log")
add("near_miss", "the N1 rule is why my networks look neat, my lab mate still names things noise1 lol",
    allowed=[N1], group="incidental")
add("near_miss", "I printed the ARCHIVE rule and stuck it above the desk for the interns", allowed=[ARCH],
    group="incidental")
add("near_miss", "don't bother with SYNCPOINT today, there's no lighting console at this wedding, just my "
    "uplights", allowed=[SYNC], group="negated")
add("near_miss", "we did DEPLOY_SHOW at 17:00 and everything's already in perform mode, just letting you know",
    allowed=[DEPLOY], group="past")
add("near_miss", "my student asked why the procedure is called KICK1 and not KICK, I had no idea what to tell "
    "her", allowed=[KICK], group="reported")
add("near_miss", "the Zorvex grade makes the stars look a bit green on the dome, I'll deal with it next month",
    allowed=[ZOR], group="planning")
add("near_miss", "BACKUP_FIRST filled my drive with .tox files, 40 GB of backups/ folders now",
    allowed=[BACKUP], group="complaint")
add("near_miss", "who came up with the name DESKMAP_X32? it's so ugly compared to SYNCPOINT",
    allowed=[X32, SYNC], group="comparison")
add("near_miss", "in the Slack channel someone wrote 'just run wirecomb lol' as a joke about my network",
    allowed=[COMB], group="quoted")
add("near_miss", "the quiet hours agreement at the riverside venue was signed in 2023 after complaints, "
    "right? just history, no need to change anything", allowed=[QUIET], group="history")
add("near_miss", "if the STROBE_SAFE cap were 4 Hz instead of 3 would anyone notice? not changing it, just "
    "musing", allowed=[STROBE], group="hypothetical")
add("near_miss", "I won't need the club trails FEEDBACK setup at this wedding, it's a garden party",
    allowed=[FB], group="negated")
add("near_miss", "The camera op asked if RENDER_HQ and DEPLOY_SHOW are the same thing, I told him no",
    allowed=[RHQ, DEPLOY], group="reported")
add("near_miss", "`op('glitchy_out')` returns None in my textport, maybe I renamed the null at some point",
    allowed=[GLITCH, "ref_op_paths"], group="code")
add("near_miss", "the archive/ folder next to bloom.tox now has bloom_022.tox in it, that's a lot of edits "
    "this month", allowed=[ARCH], group="file_name")

# ---------------------------------------------------------------- meaning
add("meaning", "what does 'blackout' mean in the history of wartime cities, like the Blitz?", allowed=[BLACK, PANIC])
add("meaning", "in plain English what does it mean when someone says a website is 'glitchy'?", allowed=[GLITCH])
add("meaning", "in a library, what's the difference between an archive and a backup?",
    allowed=[ARCH, BACKUP])
add("meaning", "what are 'quiet hours' in a university residence hall?", allowed=[QUIET])
add("meaning", "what does 'feedback' mean when a microphone starts howling at a wedding speech?", allowed=[FB])

# ---------------------------------------------------------------- meta
add("meta", "spell STROBE_SAFE backwards, letter by letter")
add("meta", "how do you pronounce Zorvex, is it ZOR-vex or zor-VEX?")
add("meta", "write wirecomb in bold italics, nothing else in the reply")
add("meta", "count the underscores and digits in DESKMAP_X32 for me")
add("meta", "write DEPLOY_SHOW in lowercase for me")
add("meta", "start your reply with the word SYNCPOINT and then tell me a fun fact about owls")
add("meta", "use the word GLITCHY in a sentence about my laptop")
add("meta", "translate 'panic black' into Afrikaans, just the words")
add("meta", "turn CUE_STACK_7 into kebab-case, just the text")
add("meta", "what does the 'HQ' stand for in the word RENDER_HQ, literally as an abbreviation?")
add("meta", "call the next variable layout2_done and show me only the line `layout2_done = True`")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me exactly: run KICK1 on the output")
add("echo", "say back to me word for word: 'BLACKOUT at the end of the set'")
add("echo", "echo this line and nothing more: DEPLOY_SHOW then SYNCPOINT")
add("echo", "can you just parrot back 'wirecomb the uplights' so I can test the voice thing")
add("echo", "type back exactly what I wrote: VJ_BANK_A into the decks please")
add("echo", "repeat verbatim, no commentary: apply BACKUP_FIRST and delete noise1")
add("echo", "mirror this back to me: GLITCHY on the selected TOP")
add("echo", "Please echo: the Zorvex look on the dome master")
add("echo", "read back my message exactly as typed - RENDER_HQ on rec1 now")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that worked a treat")
add("chitchat", "howzit! long day at the venue, how are you doing?")
add("chitchat", "thanks ah, very shiok")
add("chitchat", "kia ora, just saying hi before the dome show")
add("chitchat", "nice one boss, well done o")
add("chitchat", "grand so, talk to you after the reception")
add("chitchat", "lol the robot just waved at the dean")
add("chitchat", "good morning! coffee first, then visuals")
add("chitchat", "you're a legend, honestly")


def main() -> None:
    rows = [{"pid": f"u73-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
