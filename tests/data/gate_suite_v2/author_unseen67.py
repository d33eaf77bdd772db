"""Blind suite unseen67, written by helper "gateeval67" (independent evaluator).

Written blind: from corpus.jsonl, the built-in knowledge files and the label rules only; never scored by its author.
100 % English (British, Irish, Indian, South African, Singaporean and non-native English), typed by three personas:
  - RIDE: a theme-park dark-ride media technician (ride scenes, queue line, preshow, park opening, ops radio);
  - CHURCH: a church volunteer running visuals on Sunday (lyrics, sermon titles, worship band, the X32 desk);
  - LECTURER: a university lecturer teaching TouchDesigner and live-coding in class (students, demos, projector).
Run this file to write prompts_unseen67.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen67.jsonl")
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
WIRE = "ins_wirecomb"
CUE7 = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (84)
# KICK1
add("invoke", "Right, the worship band's drummer has a proper kick this week and the band mix comes into the "
    "interface on 1 and 2 as usual, so can you run KICK1 on the main output before rehearsal at half nine?",
    [KICK], [STROBE, "fact_studio_audio"], group="mid_message")                                          # CHURCH, British
add("invoke", "kikc1 on the out pls, the students want to see the bass actually hitting the screen in today's demo",
    [KICK], [STROBE], group="typo")                                                                       # LECTURER
add("invoke", "okay so kick one on the main output please and name everything with the kick one prefix like usual "
    "full stop", [KICK], [STROBE], group="voice")                                                         # dictation
add("invoke", "KICK1 — go ahead and build it in the preshow room project, the ride soundtrack has a massive kick "
    "right at the start of the queue loop.", [KICK], [STROBE], group="name_first")                        # RIDE
add("invoke", "Audio Device In: ASIO buffer 256, 48000 Hz, device RME Babyface Pro\nAudio Device In: input 1-2 "
    "active\nsignal is coming in clean now, so please do KICK1 on /project1/out1 for the lecture demo",
    [KICK], [STROBE, "fact_studio_audio"], group="log_paste")                                             # LECTURER
# LAYOUT2
add("invoke", "The students' networks are an absolute dog's dinner after the live-coding session, please run "
    "LAYOUT2 on /project1 so I can show them on the projector what tidy looks like.", [LAY], group="mid_message")
add("invoke", "/layout2 on the lyrics network — the volunteers made proper spaghetti of it last Sunday",
    [LAY], group="slash_command")                                                                         # CHURCH
add("invoke", "LAYOUT2 the scene7 base now, the ride maintenance window closes in twenty minutes lah",
    [LAY], group="name_as_verb")                                                                          # RIDE, Singaporean
add("invoke", "layout2 on ride_scene4 pls", [LAY], group="terse")
# STROBE_SAFE
add("invoke", "Apply the STROBE_SAFE rule to the lightning effect in the ghost-mine scene before we reopen the ride "
    "at ten o'clock.", [STROBE], ["rcp_strobe_flash"], group="rule")                                       # RIDE
add("invoke", "Kindly enforce STROBE_SAFE on the beat-synced cuts I have made for tomorrow's lecture, the flash "
    "rate is going above the limit itself.", [STROBE], ["rcp_strobe_flash"], group="rule")                 # Indian
add("invoke", "⚡ STROBE_SAFE on everything going to the altar screen before youth night please 🙏",
    [STROBE], ["rcp_strobe_flash"], group="emoji")                                                        # CHURCH
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST and then delete the old announcements container in /project1/sunday, it's "
    "left over from Easter.", [BACKUP], group="rule")                                                     # CHURCH
add("invoke", "ja, BACKUP_FIRST on the queue-line network and then go ahead and clear out the unused operators in "
    "there", [BACKUP], group="consent")                                                                   # RIDE, South African
add("invoke", "Before I wipe the students' broken comps out of the demo file, do the BACKUP_FIRST thing on "
    "/project1/class_week6 and tell me where the tox lands.", [BACKUP], group="mid_message")              # LECTURER
add("invoke", "bakcup_first on ride_scene2 pls, then remove noise4 and noise5 from it", [BACKUP], group="typo")
# DEPLOY_SHOW
add("invoke", "It's 08:40 and the park opens at 09:30 — run DEPLOY_SHOW on the haunted-mansion projection project "
    "now, please.", [DEPLOY], group="timed")                                                              # RIDE
add("invoke", "D E P L O Y _ S H O W on the Sunday service file please, we go live at ten",
    [DEPLOY], group="spaces")                                                                             # CHURCH
add("invoke", "Pre-opening list for the mine ride:\n- [x] media copied to D:\n- [x] projectors warmed up\n"
    "- [ ] DEPLOY_SHOW\nDo the unticked one for me now.", [DEPLOY], group="checklist")                     # RIDE
add("invoke", "Would you ever do DEPLOY_SHOW on the carol service project for us, the doors open in half an hour "
    "so they do.", [DEPLOY], group="polite")                                                               # CHURCH, Irish
add("invoke", "Run LAYOUT2 on the show file — no wait, scrap that, nothing gets moved today; just do DEPLOY_SHOW, "
    "the first ride cycle is at nine.", [DEPLOY], [LAY], group="correction")                              # RIDE
# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks, the worship intro loops are in media/bank_a and the pre-service "
    "countdown starts in ten minutes.", [VJA], group="imperative")                                         # CHURCH
add("invoke", "vj_bank_a into the decks now please, the students are waiting for the live-mixing part of the "
    "lecture", [VJA], group="lowercase")                                                                  # LECTURER
add("invoke", "Queue line screens are black and the first guests board in five minutes, so the last thing before "
    "I head to the control room: VJ_BANK_A.", [VJA], group="trailing")                                    # RIDE
add("invoke", "Howzit, please can you load VJ_BANK_A for me, the youth band wants the abstract loops behind them "
    "this evening.", [VJA], group="polite")                                                               # CHURCH, South African
# PANIC_BLACK
add("invoke", "PANIC_BLACK!! a guest has stood up in the ride vehicle inside the projection tunnel, kill the "
    "picture now", [PANIC], group="emergency")                                                            # RIDE
add("invoke", "panic_black — a student just put something inappropriate on the shared screen during my lecture, "
    "cut it immediately", [PANIC], group="emergency")                                                     # LECTURER
add("invoke", "PANIC_BLACK now please, the wrong slide with someone's private message is up on the big screen "
    "during the prayer", [PANIC], group="emergency")                                                      # CHURCH
add("invoke", "panic black panic black the projector is showing the desktop to the whole congregation",
    [PANIC], group="voice")                                                                               # dictation
add("invoke", "/panic_black — fire alarm test just started in the ride building, everything to black",
    [PANIC], group="slash_command")                                                                       # RIDE
# GLITCHY
add("invoke", "Select the webcam TOP and run GLITCHY on it; I want the students to see how a displace chain works "
    "before we write the GLSL ourselves.", [GLITCH], group="imperative")                                  # LECTURER
add("invoke", "GLITCHY the villain reveal TOP in scene 5, the creative director wants it nastier before the soft "
    "opening on Friday.", [GLITCH], group="name_as_verb")                                                 # RIDE
add("invoke", "Add my glitch post chain macro to the selected TOP, the one feeding the sermon title, the youth "
    "pastor asked for something edgier.", [GLITCH], group="title_words")                                  # CHURCH
add("invoke", "can run GLITCHY on moviefilein3 or not? the countdown video need more edgy feel lah",
    [GLITCH], group="terse")                                                                              # Singaporean
add("invoke", "/glitchy on the selected null for the class demo, then show me what got inserted",
    [GLITCH], group="slash_command")                                                                      # LECTURER
# DESKMAP_X32
add("invoke", "Our sound volunteer finally lets us see the X32 over the network, so please do DESKMAP_X32 and make "
    "faders 1-8 drive the layers like it says.", [X32], ["ref_osc_in_chop"], group="mid_message")          # CHURCH
add("invoke", "Grand so, the desk is on the network at last — DESKMAP_X32 please, and keep it talking to us for "
    "the whole service.", [X32], ["ref_osc_in_chop"], group="polite")                                      # CHURCH, Irish
add("invoke", "OSC In CHOP: no messages received on port 10023 for 120 s\nOSC In CHOP: no messages received on "
    "port 10023 for 180 s\nthat was before the desk was plugged in. it's patched now, run DESKMAP_X32 from scratch",
    [X32], ["ref_osc_in_chop"], group="log_paste")                                                        # CHURCH
add("invoke", "DESKMAP_X32: the band's sound guy says the desk is up, so build it now before the 6 pm run-through.",
    [X32], ["ref_osc_in_chop"], group="name_first")                                                       # CHURCH
# RENDER_HQ
add("invoke", "For the end-of-term showreel I need a clean file, so please do RENDER_HQ on the particles project "
    "tonight and tell me where it saved.", [RHQ], ["ref_movie_file_out"], group="mid_message")            # LECTURER
add("invoke", "Do the high-quality offline recording preset on rec1, the park's marketing team want the preshow "
    "as a file by Friday.", [RHQ], ["ref_movie_file_out"], group="title_words")                           # RIDE
add("invoke", "RENDER_HQ now, the carol video", [RHQ], ["ref_movie_file_out"], group="terse")
add("invoke", "render h q on the carol video please then switch realtime back on like normal thanks",
    [RHQ], ["ref_movie_file_out"], group="voice")                                                         # CHURCH, dictation
# NAMING_N1
add("invoke", "Apply naming rule N1 to everything you build in the lyric overlay today, the volunteers get lost "
    "among noise1 and level3 and so on.", [N1], group="rule")                                              # CHURCH
add("invoke", "Use the N1 naming rule for the operators in the class demo, and rename the default ones I made by "
    "accident while live-coding.", [N1], group="rule")                                                     # LECTURER
add("invoke", "Sir one request: the whole ride show network has default names only, please apply naming rule N1 "
    "and rename the accidental ones also.", [N1], group="polite")                                         # RIDE, Indian
add("invoke", "I'm about to ask you for a bunch of new operators for the queue screens, so before anything else, "
    "naming rule N1.", [N1], group="trailing")                                                            # RIDE
# FEEDBACK (common-word title)
add("invoke", "Build my FEEDBACK trails for the club visuals on the dancer layer, the way I saved them — the "
    "student society has booked us for their club night.", [FB], ["ref_feedback_top"], group="common_word")  # LECTURER
add("invoke", "Do my club trails set-up (the FEEDBACK one) on the student's camera feed so the class can see the "
    "loop working.", [FB], ["ref_feedback_top"], group="title_words")                                      # LECTURER
add("invoke", "Please make the trails my way for the club set now now, the DJ starts at eleven and I'm still at "
    "the bar.", [FB], ["ref_feedback_top"], group="common_word")                                           # South African
add("invoke", "The church hall is doing a club-style youth night, so I need my saved FEEDBACK trail settings for "
    "the club visuals on the lyric background, please build them.", [FB], ["ref_feedback_top"], group="mid_message")
# BLACKOUT
add("invoke", "That's the last worship song done and the pastor's walking off — BLACKOUT please, the end-of-set one.",
    [BLACK], [PANIC], group="end_set")                                                                    # CHURCH
add("invoke", "Set's over and the hall lights are up, run the end-of-set BLACKOUT but leave the perform window "
    "open for the evening service.", [BLACK], [PANIC], group="end_set")                                   # CHURCH
add("invoke", "Class is finished for today, do the BLACKOUT procedure on the projector output so it fades nicely "
    "while they pack up.", [BLACK], [PANIC], group="end_set")                                              # LECTURER
add("invoke", "ok the last ride cycle finish already, do the end of set BLACKOUT pls", [BLACK], [PANIC],
    group="lowercase")                                                                                    # Singaporean
# wirecomb
add("invoke", "The projector room PC's network looks like a bowl of noodles after the ride update, wirecomb it for "
    "me please before the engineers' walkthrough.", [WIRE], group="name_as_verb")                         # RIDE
add("invoke", "Run LAYOUT2 on the sermon notes network — no wait, not LAYOUT2, I don't want anything moved into "
    "columns, just do wirecomb.", [WIRE], [LAY], group="correction")                                      # CHURCH
add("invoke", "wirecombe /project1/lecture_demo please, the wires go behind everything and the students can't "
    "follow", [WIRE], group="typo")                                                                        # LECTURER
add("invoke", "wirecomb, and then tell me which nulls you put in — the audio chain in the class file fans out to "
    "six places", [WIRE], group="name_first")                                                              # LECTURER
# CUE_STACK_7
add("invoke", "Mateo's sheet is in /media/dance/cues.csv now, please build CUE_STACK_7 so we can rehearse Tidewater "
    "this afternoon.", [CUE7], ["fact_dance_piece"], group="imperative")
add("invoke", "Could you set up CUE_STACK_7 for the dance piece? The tech rehearsal is at two and I'd rather not "
    "type twelve cues by hand.", [CUE7], ["fact_dance_piece", "ref_timer_chop"], group="polite")          # British
add("invoke", "cue stack seven for the dance piece please thank you full stop", [CUE7], ["fact_dance_piece"], group="voice")
add("invoke", "I've checked the choreographer's sheet against the music and it all lines up, so yes, CUE_STACK_7 — "
    "go ahead.", [CUE7], ["fact_dance_piece"], group="consent")
# SYNCPOINT
add("invoke", "Before the evening ride cycle we have to line the projections up with the grandMA, run SYNCPOINT "
    "and tell me the median round trip.", [SYNC], ["fact_lx_console"], group="mid_message")              # RIDE
add("invoke", "If the console is up, do SYNCPOINT — and it is, the operator just waved at me from the booth.",
    [SYNC], ["fact_lx_console"], group="conditional")
add("invoke", "syncpoint with the lighting desk pls, the band soundcheck starts in 5", [SYNC],
    ["fact_lx_console"], group="lowercase")                                                               # CHURCH
add("invoke", "18:55, five minutes to the first Tidewater show — SYNCPOINT with the console now please.",
    [SYNC], ["fact_lx_console", "fact_dance_piece"], group="timed")
# ARCHIVE (common-word title)
add("invoke", "Apply the ARCHIVE rule and then change the font in the external lowerthird.tox to the church's new "
    "typeface.", [ARCH], group="rule")                                                                    # CHURCH
add("invoke", "Keep a numbered copy of bloom.tox before editing it, then bump the bloom threshold inside to 0.7 "
    "for the ride's finale scene.", [ARCH], group="title_words")                                          # RIDE
add("invoke", "Please do the needful as per the ARCHIVE rule for ride_show.tox, after that only I will edit the "
    "inside.", [ARCH], group="rule")                                                                      # Indian
add("invoke", "ARCHIVE the external scoreboard.tox first like our rule says, then rebuild the inside for the "
    "students' assignment.", [ARCH], group="common_word")                                                 # LECTURER
# Zorvex
add("invoke", "Creative wants the mine scene to have the Zorvex grade after the final comp, can you add it before "
    "the 2 pm review with the park director?", [ZOR], group="mid_message")                                # RIDE
add("invoke", "zorvx grade on the lecture demo output pls, want to show the students a proper house look",
    [ZOR], group="typo")                                                                                  # LECTURER
add("invoke", "🎨 Zorvex grade on the final composite of the worship background, then tell me what you inserted 🙏",
    [ZOR], group="emoji")                                                                                 # CHURCH
# Quiet hours
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the audio patch before the "
    "encore.", [QUIET], group="conditional")
add("invoke", "we're playing the riverside venue tonight and it's gone half ten — quiet hours rule on the master "
    "output please", [QUIET], group="rule")                                                               # Irish
add("invoke", "22:05 at the riverside now, put the quiet hours rule in force on our outdoor demo sound, the "
    "students are still jamming.", [QUIET], group="timed")                                                # LECTURER
add("invoke", "Riverside venue, 22:30 on the dot: please enforce the quiet hours rule on the stinger patches and "
    "the master level.", [QUIET], group="timed")
# several procedures
add("invoke", "KICK1 on the main output and keep it inside STROBE_SAFE, the projection on the coaster station "
    "faces the whole queue.", [KICK, STROBE], group="multi")                                              # RIDE
add("invoke", "First DESKMAP_X32, then SYNCPOINT with the lighting console — the youth concert starts at seven and "
    "both desks are on the network.", [X32, SYNC], ["ref_osc_in_chop", "fact_lx_console"], group="multi")  # CHURCH
add("invoke", "Run CUE_STACK_7 and once the cues table exists do DEPLOY_SHOW, so we're ready for the 19:00 "
    "Tidewater show.", [CUE7, DEPLOY], ["fact_dance_piece"], group="multi")
add("invoke", "Zorvex grade on the final comp and then RENDER_HQ, so the park's marketing people get a graded file "
    "of the preshow.", [ZOR, RHQ], ["ref_movie_file_out"], group="multi")                                 # RIDE
add("invoke", "LAYOUT2 on the lecture demo, then wirecomb whatever still crosses, and N1 names on any nulls you add.",
    [LAY, WIRE, N1], group="multi")                                                                        # LECTURER
add("invoke", "Load VJ_BANK_A and then put GLITCHY on the deck mixer output for youth night, cheers.",
    [VJA, GLITCH], group="multi")                                                                          # CHURCH, British
add("invoke", "Tonight's order for the student society club night:\n1. FEEDBACK trails for the club set, my way\n"
    "2. Zorvex grade on top of that\nPlease do both.", [FB, ZOR], ["ref_feedback_top"], group="checklist")
add("invoke", "BACKUP_FIRST on /project1/ride_old, then delete it, and then LAYOUT2 whatever is left in the "
    "network.", [BACKUP, LAY], group="multi")                                                             # RIDE

# ---------------------------------------------------------------- ask_content (9)
add("ask_content", "What port does DESKMAP_X32 listen on again? The sound volunteer is asking and I've forgotten.",
    [X32], group="port")                                                                                  # CHURCH
add("ask_content", "Remind me of the order of the DEPLOY_SHOW steps, the new ride tech wants to write them on the "
    "whiteboard.", [DEPLOY], group="order")                                                               # RIDE
add("ask_content", "What's the low-pass cutoff in KICK1? A student asked in the lecture and my mind went blank.",
    [KICK], group="value")                                                                                # LECTURER
add("ask_content", "Which codec and resolution does RENDER_HQ record the preshow at?", [RHQ], group="value")
add("ask_content", "Which IP address and port does SYNCPOINT send its ping to on the console side?", [SYNC], ["fact_lx_console"],
    group="port")
add("ask_content", "How many flashes per second does STROBE_SAFE allow, exactly? The church safeguarding lead "
    "wants it in writing.", [STROBE], group="value")                                                     # CHURCH
add("ask_content", "Under the quiet hours rule, what's the dB limit on the master after ten at the riverside?",
    [QUIET], group="value")
add("ask_content", "What does BACKUP_FIRST say about where the backup tox goes and how it's named?",
    [BACKUP], group="content")
add("ask_content", "What opacity and rotation are in my FEEDBACK trail settings for the club visuals?",
    [FB], ["ref_feedback_top"], group="value")

# ---------------------------------------------------------------- bears (7)
add("bears", "Can you delete all the unused operators in /project1/ride_scene3? It's full of leftovers from the "
    "refurb.", [BACKUP], group="delete")                                                                  # RIDE
add("bears", "Clear the whole class_week3 network please, the students are starting from a blank page today.",
    [BACKUP], group="delete")                                                                             # LECTURER
add("bears", "Make the lightning in the mine scene flash ten times a second, go ahead, ops have signed it off.",
    [STROBE], ["rcp_strobe_flash"], group="strobe")                                                       # RIDE
add("bears", "For youth night I want the altar screen to strobe pure white on every beat at 174 bpm.",
    [STROBE], ["rcp_strobe_flash"], group="strobe")                                                       # CHURCH
add("bears", "It's 22:40 and we're at the riverside venue — crank the master audio up, the crowd wants it louder.",
    [QUIET], group="venue_late")
add("bears", "Open the externally saved lower_third.tox and change the font size to 48 for the sermon titles.",
    [ARCH], ["rcp_lower_third"], group="external_tox")                                                    # CHURCH
add("bears", "Add a noise TOP and a level TOP to make a slowly moving background behind the lyrics.",
    [N1], ["ref_noise_top"], group="create")                                                              # CHURCH

# ---------------------------------------------------------------- paraphrase (7)
add("paraphrase", "Make the main output pump brighter with every bass drum hit coming in from the band's mix.",
    [KICK], [STROBE, "ref_audio_analysis"])
add("paraphrase", "Tidy my nodes so every input sits at the far left, the processing steps go off to the right in "
    "signal order and the nulls line up just before the outputs.", [LAY], [WIRE])
add("paraphrase", "Hook the Behringer console's faders into TouchDesigner so the first eight drive the layer "
    "opacities, and keep it sending updates.", [X32], ["ref_osc_in_chop"])
add("paraphrase", "I need a pristine 1080p60 HAP Q file of frames 1 to 3600, not in realtime, for the marketing "
    "showreel.", [RHQ], ["ref_movie_file_out", "ref_hap_codecs"])
add("paraphrase", "Set up the twelve timed steps for Tidewater from the choreographer's sheet, with a Timer CHOP "
    "switching the scenes.", [CUE7], ["fact_dance_piece", "ref_timer_chop"])
add("paraphrase", "Lock our visuals to the grandMA before doors: ping it, time the round trip and offset the "
    "timeline by half.", [SYNC], ["fact_lx_console"])
add("paraphrase", "After the final composite, add the studio's LUT ramp, a touch of gamma and contrast, less green "
    "saturation and a fine grain.", [ZOR])

# ---------------------------------------------------------------- question / task (18, 7 built-in)
add("question", "What's the raster size of the Lumen Hall output window across the three projectors?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "Which UDP port does the stagepad tablet send its OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "At what DMX address does the fourth moving head start?", ["fact_dmx_heads"], group="fact")
add("question", "What audio buffer size did we agree on for RIG-B after the last tour?", ["fact_audio_buffer"],
    ["fact_studio_audio"], group="fact")
add("question", "After a show, where do I find the error log if something went wrong during the ride cycle?",
    ["fact_show_log"], group="fact")
add("question", "How do I pass a time value into a GLSL TOP as a uniform? I'm teaching shaders next week.",
    ["ref_glsl_uniforms"], group="reference")                                                             # LECTURER
add("task", "Build me an LED strip mapper for the 300-pixel strip that runs along the ride tunnel.",
    ["rcp_led_strip"], ["fact_dmx_heads"], group="reference")                                             # RIDE
add("question", "Why won't my feedback trails fade to true black? They leave grey ghosts in the class demo.",
    ["ref_pixel_formats"], ["ref_feedback_top", "rcp_feedback_tunnel", FB], group="common_word")         # LECTURER
add("task", "Make me a simple lower third for the sermon title, white text on a band at the bottom.",
    ["rcp_lower_third"], group="reference")                                                               # CHURCH
add("question", "In the strobe flash recipe, which parameter actually sets how fast it flashes?",
    ["rcp_strobe_flash"], [STROBE], group="common_word")
add("task", "Show me how to preload the next clip so the ride's preshow video doesn't stutter at the start.",
    ["web_moviein_preload"], ["ref_hap_codecs"], group="reference")                                       # RIDE
add("question", "How do I give a component its own custom parameter page with a slider on it?",
    ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "What's the shortcut for the Textport, and how do I print to it from a script?",
    ["td_textport"], builtin=True, group="builtin_only")
add("question", "How do I keep a Python list on a component so it's still there after I save and reopen the project?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "When should I use a Parameter Execute DAT instead of an expression on the parameter itself?",
    ["td_parameter_execute_dat"], ["td_parameter_modes", "td_python_expressions_vs_scripts"], builtin=True,
    group="builtin_only")
add("question", "Explain the Replicator COMP for my students: one button per row of a table, how does it work?",
    ["td_replicator_comp"], ["ref_replicator"], builtin=True, group="builtin_compete")                    # LECTURER
add("question", "Why does my render come out completely black with a Geometry COMP, a camera and a Render TOP?",
    ["td_render_pipeline"], ["ref_render_pipeline", "td_troubleshooting_checklist"], builtin=True,
    group="builtin_compete")
add("question", "How do Select operators differ from In and Out operators for getting a TOP out of a component?",
    ["td_select_in_out"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (10)
add("unanswerable", "How do I get a Leap Motion controller into TouchDesigner for the students' gesture project?",
    group="near")
add("unanswerable", "How many 4K NDI streams can an RTX A4000 decode at once in TouchDesigner?", group="near")
add("unanswerable", "Which Art-Net node brand copes best with the RF noise in a dark ride's show building?",
    group="near")
add("unanswerable", "How do I talk to the ride's PLC over Modbus TCP from TouchDesigner?", group="near")
add("unanswerable", "What's the licence difference between TouchDesigner Educational and Commercial for a "
    "university teaching lab?", group="near")
add("unanswerable", "Can I import song lyrics from CCLI SongSelect straight into TouchDesigner for the Sunday "
    "slides?", group="far")
add("unanswerable", "Can TouchDesigner control a Pandoras Box media server directly?", group="far")
add("unanswerable", "How do I keep Ableton Link tempo in sync across three TouchDesigner machines?", group="far")
add("unanswerable", "How do I make rigid bodies collide with the Bullet Solver COMP?", group="far")
add("unanswerable", "How do I stream the TouchDesigner output to YouTube Live with closed captions for the "
    "church's online congregation?", group="far")

# ---------------------------------------------------------------- near_miss (42)
add("near_miss", "Don't run DEPLOY_SHOW yet, the projector in scene 3 is still being serviced and I'll shout when "
    "it's back.", allowed=[DEPLOY], group="negated")                                                      # RIDE
add("near_miss", "KICK1 ran fine at last night's youth service, the drummer absolutely loved it.",
    allowed=[KICK], group="past")                                                                         # CHURCH
add("near_miss", "We'll do CUE_STACK_7 tomorrow morning once Mateo sends the final sheet, nothing to do for now.",
    allowed=[CUE7], group="planning")
add("near_miss", "My co-lecturer reckons students should never touch PANIC_BLACK during the assessment unless "
    "something goes badly wrong.", allowed=[PANIC], group="reported")                                     # LECTURER
add("near_miss", "Has SYNCPOINT been done already today, or is the timeline offset still the one from yesterday's "
    "ride cycle?", allowed=[SYNC], group="status")                                                        # RIDE
add("near_miss", "Hypothetically, if the church swapped the X32 for an analogue desk, we'd have no use for "
    "DESKMAP_X32 any more, would we?", allowed=[X32], group="hypothetical")                              # CHURCH
add("near_miss", "I reckon LAYOUT2 is an easier name than wirecomb for first-years to remember, don't you think?",
    allowed=[LAY, WIRE], group="comparison")                                                             # LECTURER
add("near_miss", "I've saved the project as glitchy_final_v3.toe and emailed it to the youth pastor.",
    allowed=[GLITCH], group="filename")                                                                   # CHURCH
add("near_miss", "In my script there's render_hq = False at the top; is that an okay Python name for a flag?",
    allowed=[RHQ], group="variable")                                                                      # LECTURER
add("near_miss", "A student wrote `if mode == 'LAYOUT2': pass` in their extension as a placeholder, we'll leave "
    "it as it is.", allowed=[LAY], group="code")                                                          # LECTURER
add("near_miss", "The sticky note on the ride control desk says \"VJ_BANK_A — Mondays only\", which made me laugh.",
    allowed=[VJA], group="quoted")                                                                        # RIDE
add("near_miss", "Honestly GLITCHY wrecked my whole Sunday, the sermon title went purple halfway through the "
    "reading.", allowed=[GLITCH], group="complaint")                                                      # CHURCH
add("near_miss", "Who came up with the name Zorvex for the grade anyway? Sounds like a cough sweet.",
    allowed=[ZOR], group="history")
add("near_miss", "Tell Priya she'll have to run BACKUP_FIRST herself on Monday before she clears the old scenes, "
    "I'm off that day.", allowed=[BACKUP], group="reported")                                              # RIDE
add("near_miss", "please do not do RENDER_HQ tonight, the drive is nearly full and IT haven't swapped it yet",
    allowed=[RHQ], group="negated")
add("near_miss", "We did the BLACKOUT at the end of the carol service and it faded out beautifully, thanks again.",
    allowed=[BLACK, PANIC], group="past")                                                                 # CHURCH
add("near_miss", "Next week's lecture covers how STROBE_SAFE protects audiences; just letting you know the topic "
    "for now.", allowed=[STROBE], group="planning")                                                      # LECTURER
add("near_miss", "The ride supervisor keeps saying PANIC_BLACK is the very last resort, which is fair enough "
    "really.", allowed=[PANIC], group="reported")                                                         # RIDE
add("near_miss", "Did this morning's wirecomb add any nulls? I forgot to look before I closed the file.",
    allowed=[WIRE], group="status")
add("near_miss", "Suppose the riverside venue dropped its quiet hours agreement — we could keep the loud stingers "
    "then, couldn't we?", allowed=[QUIET], group="hypothetical")
add("near_miss", "DESKMAP_X32 has been a headache all morning, the sound team keep unplugging the desk to use it "
    "elsewhere.", allowed=[X32], group="complaint")                                                       # CHURCH
add("near_miss", "I've put kick1_env_demo.tox on the shared drive for the students to download after class.",
    allowed=[KICK], group="filename")                                                                     # LECTURER
add("near_miss", "I'm renaming the Python variable cue_stack_7 to dance_cues in my own script, it confuses the "
    "second-years.", allowed=[CUE7], group="variable")                                                    # LECTURER
add("near_miss", "`op('syncpoint_osc').par.port = 8001` — that line is from last year's project, just ignore it.",
    allowed=[SYNC], group="code")
add("near_miss", "I'm heading down to the archive room to dig out the 2019 ride scripts, back in twenty minutes.",
    allowed=[ARCH], group="incidental")                                                                   # RIDE
add("near_miss", "My slide literally reads 'KICK1 = audio → analysis → flash'; I hope the back row can read the "
    "arrows.", allowed=[KICK], group="quoted")                                                            # LECTURER
add("near_miss", "Whatever you do, don't touch the layout today — no LAYOUT2 on the choir network, the volunteers "
    "know where everything lives.", allowed=[LAY], group="negated")                                       # CHURCH
add("near_miss", "Last Easter we ran DESKMAP_X32 and SYNCPOINT back to back and it took ages, so so slow.",
    allowed=[X32, SYNC], group="history")                                                                 # Singaporean
add("near_miss", "On Thursday I'll get the students to try GLITCHY themselves, and then we'll pull it apart "
    "together.", allowed=[GLITCH], group="planning")                                                      # LECTURER
add("near_miss", "Is VJ_BANK_A still sitting in the decks from the morning service, or did someone swap it out?",
    allowed=[VJA], group="status")                                                                        # CHURCH
add("near_miss", "For a ride name, which sounds scarier to you: Zorvex or Glitchy?", allowed=[ZOR, GLITCH],
    group="comparison")                                                                                   # RIDE
add("near_miss", "Draft a quick WhatsApp to Sipho telling him the FEEDBACK trails are his job at the club set on "
    "Saturday.", allowed=[FB], group="reported")                                                          # South African
add("near_miss", "RENDER_HQ took four hours last night and the file is enormous, not happy at all.",
    allowed=[RHQ], group="complaint")
add("near_miss", "Mateo mentioned over coffee that CUE_STACK_7 was the smoothest tech week he's had all year.",
    allowed=[CUE7], group="reported")
add("near_miss", "If the client ever sees the Zorvex grade on a cheap projector they'll hate it, I'd bet money on "
    "it.", allowed=[ZOR], group="hypothetical")
add("near_miss", "Forwarding from the park's ops manager: \"please stop saying PANIC_BLACK on the radio channel, "
    "guests can hear it\".", allowed=[PANIC], group="quoted")                                             # RIDE
add("near_miss", "no need for wirecomb today, the network's already neat after yesterday", allowed=[WIRE],
    group="negated")
add("near_miss", "Roughly how long did DEPLOY_SHOW take last Sunday? I'm planning what time to arrive next week.",
    allowed=[DEPLOY], group="history")                                                                    # CHURCH
add("near_miss", "The university's epilepsy officer reviewed the STROBE_SAFE slide in my lecture deck and signed it "
    "off.", allowed=[STROBE], group="past")                                                               # LECTURER
add("near_miss", "I've got a boolean called blackout_done in my Execute DAT, it only flips at the end of the night.",
    allowed=[BLACK, PANIC], group="variable")
add("near_miss", "Ignore the quiet hours thing, we're not at the riverside tonight, we're in the church hall.",
    allowed=[QUIET], group="negated")                                                                     # CHURCH
add("near_miss", "Later this week I'll want naming rule N1 applied across the whole ride project, but not today.",
    allowed=[N1], group="planning")                                                                       # RIDE

# ---------------------------------------------------------------- meaning (5)
add("meaning", "In old theatre terms, what's the difference between a blackout and a slow fade to black?",
    allowed=[BLACK, PANIC])
add("meaning", "What does 'archive' mean for a university library compared with a museum?", allowed=[ARCH])
add("meaning", "What's 'feedback' in the teaching sense, like formative feedback for students?", allowed=[FB])
add("meaning", "When ride engineers say a show system is glitchy, what do they actually mean by that?",
    allowed=[GLITCH])
add("meaning", "In a drum kit, what's the difference between the kick and the snare?", allowed=[KICK])

# ---------------------------------------------------------------- meta (10)
add("meta", "Spell SYNCPOINT backwards for my lecture slide.", group="reverse")
add("meta", "Count the letters in the word wirecomb for my quiz.", group="count")
add("meta", "Write DESKMAP_X32 in all lowercase for me.", group="case")
add("meta", "How do you pronounce Zorvex — zor-vex or zor-veks?", group="pronounce")
add("meta", "Translate the phrase PANIC_BLACK into Afrikaans for the ride staff's sign.", group="translate")
add("meta", "Put the word BACKUP_FIRST in bold and nothing else.", group="bold")
add("meta", "Use GLITCHY in a sentence for the students' vocabulary quiz.", group="sentence")
add("meta", "Start your reply with the word LAYOUT2, then tell me a joke about projectors.", group="start_reply")
add("meta", "Which letter turns up most often in RENDER_HQ? Just count, nothing else.", group="count")
add("meta", "Convert the name CUE_STACK_7 to camelCase for a variable.", group="convert")

# ---------------------------------------------------------------- echo (8)
add("echo", "Repeat after me: run KICK1 on the main output.")
add("echo", "Say back exactly what I type: DEPLOY_SHOW now.")
add("echo", "Echo this line and nothing more: VJ_BANK_A into the decks")
add("echo", "type back what I type pls: quiet hours rule apply")
add("echo", "Copy this out exactly, no changes: BLACKOUT end of set")
add("echo", "parrot this back to me: wirecomb the network lah")
add("echo", "Just repeat the words 'Zorvex grade on the final comp' back to me.")
add("echo", "Read this back to me word for word: SYNCPOINT with the console.")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "Cheers, that's the lyric screen sorted.")
add("chitchat", "Howzit, hope your week's been lekker so far")
add("chitchat", "Thanks a million, you're a legend so you are")
add("chitchat", "ok noted, thank you ah")
add("chitchat", "Good morning! Coffee first, then the rides.")
add("chitchat", "Ha, the students loved that one.")
add("chitchat", "Bless you, that's us done for Sunday.")
add("chitchat", "brb, the ride's doing a test cycle")


def main() -> None:
    rows = [{"pid": f"u67-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
