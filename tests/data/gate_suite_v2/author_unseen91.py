"""Blind gate suite unseen91, written by the independent evaluator gateeval91.

Written blind: from corpus.jsonl, the built-in knowledge files and the README's label rules only, never
scored by its author. 100 % English, typed by three personas:

- RINK: an ice-rink show projection crew (hockey intermissions, figure-skating gala, disco skate nights),
  Canadian prairie and Geordie crew members;
- GRAD: a university graduation-ceremony AV team (procession, conferring of degrees, lower thirds for names),
  Irish and Indian English;
- CIRCUS: a touring circus's lighting and video operator (big top, aerialists, clowns, a riverside tour stop),
  Nigerian and Texan English plus non-native English from the band.

Labels next to each prompt. Run it to write prompts_unseen91.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen91.jsonl")
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
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RHQ = "ins_render_hq"
N1 = "ins_naming_n1"
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE7 = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (86)
# KICK1
add("invoke", "Right so the skaters' opening number is all bass and thump, can you build KICK1 on the main "
    "output now and keep it listening to the rink PA feed?", [KICK], [STROBE], group="mid_message")
add("invoke", "Abeg run KICK1 for the acrobats' drum section, the drummer don start rehearsing already and we "
    "need the flash pulsing with his kick", [KICK], [STROBE], group="imperative")
add("invoke", "kick1 on out1 please, the clowns' drum bit is first after the interval and i want it sorted "
    "before house opens", [KICK], [STROBE], group="lowercase")
add("invoke", "okay new line build kick one the kick reactive flash on the main output for the hockey warm "
    "up full stop thanks", [KICK], [STROBE], group="voice")
# LAYOUT2
add("invoke", "The graduation network is a right mess after the rehearsal, would you run LAYOUT2 on it so the "
    "columns make sense before the Dean's run-through?", [LAY], group="polite")
add("invoke", "LAYOUT2 on /project1/rink_fx — the zamboni-break loops are scattered all over and I can't "
    "follow a single chain in there", [LAY], group="name_first")
add("invoke", "lay out 2 macro on this network please, arrange it into its columns, honestly I can't see a "
    "thing in here tonight", [LAY], group="spaces")
add("invoke", "cn u do LAYUOT2 on the circus net, the trapeze chains are all over the shop and the "
    "ringmaster's asking for a demo", [LAY], group="typo")
# STROBE_SAFE
add("invoke", "Before you touch the trapeze strobe, apply STROBE_SAFE to it — the ringmaster wants it on the "
    "snare hits but we have kids in the front rows", [STROBE], [], group="rule")
add("invoke", "Check the confetti-moment flash against STROBE_SAFE and clamp it if it's over, the disability "
    "office flagged two graduates with photosensitive epilepsy", [STROBE], [], group="rule")
add("invoke", "Y'all, run the STROBE_SAFE rule over every blink effect in the rink show before that hockey "
    "crowd rolls in tonight", [STROBE], group="imperative")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST and then delete the old noise1 and level3 from the grad_titles comp, "
    "they're leftovers from last year's ceremony", [BACKUP], group="rule")
add("invoke", "We're clearing out the unused ops in /project1/circus_old, so do it the BACKUP_FIRST way, "
    "tox into backups/ and only then clear it", [BACKUP], group="title_words")
add("invoke", "apply the backup first rule and then bin every unused CHOP in the ice_show comp, there's "
    "about forty of them cluttering the place", [BACKUP], group="lowercase")
# DEPLOY_SHOW
add("invoke", "Doors at the arena in forty minutes, so let's go: DEPLOY_SHOW on the ice show project, same "
    "as every other night of the run", [DEPLOY], group="timed")
add("invoke", "Would you be so kind as to carry out DEPLOY_SHOW now, the Chancellor's procession leaves "
    "the library at half ten sharp", [DEPLOY], group="polite")
add("invoke", "/deploy_show big top tonight, generator is stable, projectors warm, go", [DEPLOY],
    group="slash_command")
add("invoke", "Pre-show list for the conferring ceremony:\n- [x] projectors warmed\n- [x] name slides "
    "proofread\n- [ ] DEPLOY_SHOW\n\nthat last box is yours, tick it off for us please", [DEPLOY],
    group="checklist")
# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks, the warm-up skaters are on in five and the DJ wants the A "
    "clips rolling straight away", [BANK], group="imperative")
add("invoke", "Could you please load VJ_BANK_A for the procession loops? The media/bank_a folder has the "
    "new university crest animations in it", [BANK], group="polite")
add("invoke", "load VJ_BNAK_A on the decks for the clown walkaround, cheers, the band are already "
    "tuning up out there", [BANK], group="typo")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW — a skater's down on the ice and the medics are heading out to her", [PANIC],
    [BLACK], group="emergency")
add("invoke", "🚨 PANIC_BLACK 🚨 aerialist has frozen mid-act up on the silks, kill the picture this "
    "second", [PANIC], [BLACK], group="emoji")
add("invoke", "The fire alarm is going off in the great hall, PANIC_BLACK immediately please, we're "
    "evacuating the graduates and their families", [PANIC], [BLACK], group="emergency")
# GLITCHY
add("invoke", "On the webcam feed of the clowns, run GLITCHY on the selected TOP, they want it properly "
    "messy for the chaos routine", [GLITCH], group="mid_message")
add("invoke", "Select cam_in and do the GLITCHY macro on it, the student union asked for a broken-TV "
    "look on the valedictorian's walk-on", [GLITCH], group="imperative")
add("invoke", "glitchy macro on the selected top please 🙏 the hockey intermission bumper needs some "
    "attitude before the second period", [GLITCH], group="emoji")
# DESKMAP_X32
add("invoke", "The sound guy just wheeled in an X32, so go ahead and do DESKMAP_X32 so his faders drive "
    "our layer opacities tonight", [X32], group="consent")
add("invoke", "Run DESKMAP_X32 — the ringmaster's audio op wants to ride the video layers from his desk "
    "during the finale", [X32], group="imperative")
add("invoke", "please run desk map x thirty two so the audio desk faders control the layers full stop "
    "new paragraph thank you", [X32], group="voice")
# RENDER_HQ
add("invoke", "After the rehearsal we need a clean file of the conferring montage for the university, so "
    "start RENDER_HQ once the timeline's been reset", [RHQ], group="mid_message")
add("invoke", "RENDER_HQ on the opening montage pls, the rink owners want a proper 60 fps file for their "
    "socials by the morning", [RHQ], group="name_first")
# NAMING_N1
add("invoke", "Build the lower third for the graduates' names and apply naming rule N1 to every operator "
    "you create for it", [N1], ["rcp_lower_third"], group="rule")
add("invoke", "Use the N1 naming rule for all the new ops in the juggling scene, no more noise1 and level3 "
    "junk in my network please", [N1], group="rule")
# FEEDBACK preference
add("invoke", "Build me trails for the club set my way, the FEEDBACK settings I saved — the circus "
    "after-party is basically a club night anyway", [FEED], ["ref_feedback_top"], group="common_word")
add("invoke", "Put my saved FEEDBACK trail settings on the skater cam for the late-night disco skate, same "
    "as the club visuals", [FEED], ["ref_feedback_top"], group="common_word")
add("invoke", "do my club trails the way I saved them (FEEDBACK) on the source cam and stick the loop in "
    "trails_club like usual", [FEED], ["ref_feedback_top"], group="common_word")
# BLACKOUT
add("invoke", "That's the last skater off the ice and the set's over — BLACKOUT please, the end-of-set one",
    [BLACK], [PANIC], group="end_set")
add("invoke", "Final bow done, run the end-of-set BLACKOUT now and don't close the window, the second "
    "house starts at eight", [BLACK], [PANIC], group="end_set")
add("invoke", "The recessional music is ending, time for BLACKOUT on the ceremony output, the set is "
    "finished for the afternoon", [BLACK], [PANIC], group="end_set")
# wirecomb
add("invoke", "run wirecomb on the network, the graduation titles comp looks like a bowl of spaghetti "
    "after this morning", [COMB], [LAY], group="lowercase")
add("invoke", "wire comb this network before Siobhán sees it, she'll have a fit if she spots wires "
    "going behind the nodes", [COMB], [LAY], group="spaces")
add("invoke", "Can ya wirecomb the aerial scene network for me, there's wires crossing behind ops "
    "everywhere you look", [COMB], [LAY], group="name_as_verb")
# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 for the dance piece, the ice dancers are borrowing Mateo's choreography "
    "for the gala this weekend", [CUE7], ["fact_dance_piece"], group="imperative")
add("invoke", "cue stack 7 please, we're doing the dance piece at the graduation gala and the timer has "
    "to be ready by tea", [CUE7], ["fact_dance_piece"], group="spaces")
add("invoke", "Go on then, CUE_STACK_7 now, I'll check the timer segments once you're done with it",
    [CUE7], group="terse")
# SYNCPOINT
add("invoke", "Before the show starts, run SYNCPOINT so we're locked to the lighting console — Priya's "
    "on the grandMA and ready", [SYNC], ["fact_lx_console"], group="imperative")
add("invoke", "SYNCPOINT with the desk before the aerial act please, the silk drops have to land right "
    "on the lighting cues", [SYNC], ["fact_lx_console"], group="name_first")
add("invoke", "syncpoint. go. doors in ten.", [SYNC], group="terse")
# ARCHIVE
add("invoke", "I'm about to tweak the bloom tox, so apply the ARCHIVE rule first and tell me the archive "
    "number when you're done", [ARCH], group="common_word")
add("invoke", "Follow the ARCHIVE rule on the external crest.tox before you rebuild its inside for the "
    "new faculty colours", [ARCH], group="common_word")
add("invoke", "ARCHIVE rule then edit — rink_logo.tox needs the new sponsor colour before the gala "
    "on Saturday night", [ARCH], group="name_first")
# ZORVEX
add("invoke", "Put the Zorvex grade on the final composite of the rink show, the client loved it on "
    "the promo we did", [ZORV], group="imperative")
add("invoke", "Zorvex look on the procession feed please, the photographers are saying the whole thing "
    "looks too green on camera", [ZORV], group="name_first")
add("invoke", "slap zorvex on the output after the comp, we want that circus poster vibe for the "
    "matinee crowd", [ZORV], group="lowercase")
# QUIET HOURS
add("invoke", "It's 22:40 at the riverside venue and the ringmaster wants the music up — apply the quiet "
    "hours rule to the master before you touch it", [QUIET], group="conditional")
add("invoke", "We're at the riverside venue and it's gone eleven, so follow the quiet hours rule when you "
    "set the audio levels for the encore", [QUIET], group="conditional")
add("invoke", "apply quiet hours now, it's 23:15 by the river and the DJ's pushing the volume for the "
    "afterparty", [QUIET], group="timed")
# multi (9)
add("invoke", "DEPLOY_SHOW first, then SYNCPOINT with the console, and once that's all done load VJ_BANK_A "
    "for the pre-show loops", [DEPLOY, SYNC, BANK], group="multi")
add("invoke", "Run LAYOUT2 on the rink network and then wirecomb it, the crossing wires are still there "
    "after the columns", [LAY, COMB], group="multi")
add("invoke", "BACKUP_FIRST, then delete the old glitch chain off the clown cam, then run GLITCHY on the "
    "new cam input", [BACKUP, GLITCH], group="multi")
add("invoke", "Build KICK1 on the main out for the drum-off and apply STROBE_SAFE to it while you're at "
    "it, big crowd tonight", [KICK, STROBE], group="multi")
add("invoke", "Zorvex grade on the highlight reel, then RENDER_HQ it for the graduation office, they "
    "want it on the website tomorrow", [ZORV, RHQ], group="multi")
add("invoke", "BLACKOUT to end the first half, and once the house lights are up build CUE_STACK_7 for "
    "the dance piece in the second", [BLACK, CUE7], [PANIC], group="multi")
add("invoke", "Map the band's desk with DESKMAP_X32 and apply quiet hours too, it's 22:30 at the "
    "riverside venue already", [X32, QUIET], group="multi")
add("invoke", "Make the new flash scene inside spark.tox: ARCHIVE rule on the tox first, and N1 naming "
    "for every op you add", [ARCH, N1], [STROBE], group="multi")
add("invoke", "Abeg two things: my FEEDBACK trails on the aerial cam, then the Zorvex look after the "
    "final comp, thank you", [FEED, ZORV], ["ref_feedback_top"], group="multi")
# corrections, consent, conditionals, logs, checklists, slash, trailing, emoji
add("invoke", "Run LAYOUT2 — no wait, not LAYOUT2, the columns are fine, it's the wires that are bad, do "
    "wirecomb instead", [COMB], [LAY], group="correction")
add("invoke", "go RENDER_HQ... actually scratch that, DEPLOY_SHOW first, the render can wait until "
    "tomorrow morning", [DEPLOY], [RHQ], group="correction")
add("invoke", "no wait, not BLACKOUT, that's the slow one — PANIC_BLACK, right now, a rigger just walked "
    "onto the ring", [PANIC], [BLACK], group="correction")
add("invoke", "You asked earlier whether to run SYNCPOINT before the procession — yes, go ahead, run it "
    "now please", [SYNC], group="consent")
add("invoke", "yep, do BACKUP_FIRST and then clear the old hockey network, you've got my go-ahead on "
    "that one", [BACKUP], group="consent")
add("invoke", "If the grad_titles network is still a tangle after lunch, run wirecomb on it — it is, "
    "so off you go", [COMB], group="conditional")
add("invoke", "Rule says quiet hours after 22:00 at the riverside venue; the clock says 22:05 and the "
    "band want more, so apply it", [QUIET], group="conditional")
add("invoke", "```\n[21:14:02] Movie File In deck_a3: file not found media/bank_a/03_intro.mov\n"
    "[21:14:02] deck_a4: preload timeout\n```\nthe media drive was remounted, re-run VJ_BANK_A now please",
    [BANK], group="log_paste")
add("invoke", "```\nOSC In CHOP x32_in: no messages on port 10023 for 60s\n```\nthe desk was rebooted, "
    "set up DESKMAP_X32 again from scratch", [X32], group="log_paste")
add("invoke", "Big top tonight, two jobs left for ye:\n- [ ] SYNCPOINT\n- [ ] CUE_STACK_7\nboth boxes "
    "are yours, do them in that order", [SYNC, CUE7], group="checklist")
add("invoke", "/zorvex on the final comp of the rink show, client is in the booth", [ZORV],
    group="slash_command")
add("invoke", "The drummer's warming up and the house is filling, so build the kick-reactive flash "
    "for us now, KICK1", [KICK], [STROBE], group="trailing")
add("invoke", "The clowns wanted their cam looking broken and the director signed it off, so go on, "
    "GLITCHY", [GLITCH], group="trailing")
add("invoke", "Tidy up after the chaos of the last rehearsal by doing the macro that arranges a network "
    "in columns, LAYOUT2", [LAY], group="title_words")
add("invoke", "Do the offline high-quality recording preset on the figure-skating gala sequence, the "
    "RENDER_HQ one", [RHQ], group="title_words")
add("invoke", "Howay man, that's the set finished, do the end-of-set cut to black now, the BLACKOUT, "
    "the crowd's already heading out", [BLACK], [PANIC], group="end_set")
add("invoke", "Gradz dey enter the hall now 🎓 please load VJ_BANK_A make the crest loops dey play on "
    "all eight deck", [BANK], group="non_native")
add("invoke", "Mister operator, I am the band leader, please you make the X32 mapping procedure DESKMAP_X32 "
    "for our mixing desk now", [X32], group="non_native")
add("invoke", "Skaters are sitting at the boards, the Zamboni's done, and we're live in two — "
    "PANIC_BLACK if anything goes wrong, but right now just run DEPLOY_SHOW", [DEPLOY], [PANIC],
    group="mid_message")

# ---------------------------------------------------------------- ask_content (10)
add("ask_content", "What port does DESKMAP_X32 listen on? The band's engineer wants to check his desk "
    "settings match", [X32], group="port")
add("ask_content", "In what order does DEPLOY_SHOW do its steps? I want to print it for the rink crew's "
    "pre-show sheet", [DEPLOY], group="order")
add("ask_content", "How many flashes a second does STROBE_SAFE allow? The circus director keeps asking "
    "me and I don't want to guess", [STROBE], group="value")
add("ask_content", "What IP address and port does SYNCPOINT ping the lighting console on, and what "
    "happens if it doesn't answer?", [SYNC], group="port")
add("ask_content", "what codec, resolution and frame rate does RENDER_HQ record at? the university media "
    "office is asking", [RHQ], group="value")
add("ask_content", "Where does BACKUP_FIRST put the backup tox and how does it name the file?", [BACKUP],
    group="content")
add("ask_content", "What's the audio ceiling in the quiet hours rule for the riverside venue, in dBFS?",
    [QUIET], group="value")
add("ask_content", "What's actually in the Zorvex grade? The uni's colourist wants the recipe for the "
    "broadcast truck", [ZORV], group="content")
add("ask_content", "what threshold and release does KICK1 set on its Trigger CHOP? the drummer is "
    "playing quieter this week", [KICK], group="value")
add("ask_content", "How long is the fade in BLACKOUT, and does it close the perform window or stop the "
    "timeline?", [BLACK], [PANIC], group="content")

# ---------------------------------------------------------------- bears (6) + paraphrase (6)
add("bears", "Delete noise1 and the two unused Level TOPs in the rink intro, they're just clutter now",
    [BACKUP], group="delete")
add("bears", "ok wipe the whole old_circus network, we're never touring that show again, go ahead", [BACKUP],
    group="consent")
add("bears", "Make the white flash go at 8 Hz on the snare for the knife-thrower act, the director wants "
    "it frantic", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "It's half eleven at the riverside venue and the juggler wants his music louder, bump the "
    "master up 6 dB", [QUIET], group="venue_late")
add("bears", "Change the fade time inside the externally saved scoreboard.tox from one second to two",
    [ARCH], group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the icy background behind the skaters' names",
    [N1], ["ref_noise_top"], group="create")
add("paraphrase", "make the connections readable, nothing should pass behind a node and no output should "
    "fan out to loads of inputs", [COMB], group="paraphrase")
add("paraphrase", "hook up the Behringer board so its sliders drive our layer opacities", [X32],
    group="paraphrase")
add("paraphrase", "get the projection in step with Priya's grandMA before doors, measure the round trip "
    "and offset the timeline", [SYNC], ["fact_lx_console"], group="paraphrase")
add("paraphrase", "fill the eight A-side players with the first set of media and get them looping",
    [BANK], group="paraphrase")
add("paraphrase", "stack the operators so sources sit at the far left and each processing stage sits "
    "further right, nulls last before the outputs", [LAY], group="paraphrase")
add("paraphrase", "put the studio's signature tint treatment after the last composite, with a bypass "
    "toggle", [ZORV], group="paraphrase")

# ---------------------------------------------------------------- question / task (18, 9 built-in)
add("question", "Which UDP port does the stagepad tablet send its OSC on, and where does the feedback go?",
    ["fact_stagepad_ports"], group="fact")
add("question", "What's the full output raster for the Lumen Hall show, in pixels?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "What frame rate does the Nebula installation run at? The rink LED guy is asking why "
    "we're not on 60", ["fact_nebula_fps"], group="fact")
add("question", "Where's the show error log kept when we're not reading the Textport?", ["fact_show_log"],
    group="fact")
add("question", "What DMX address is the third moving head on, and which channel is its dimmer?",
    ["fact_dmx_heads"], group="fact")
add("question", "how do i use feedback to get trails behind the skaters without ghosts that never fade?",
    ["ref_feedback_top"], [FEED, "ref_pixel_formats", "rcp_feedback_tunnel"], group="common_word")
add("question", "Why does my Render TOP come out completely black for the 3D university crest?",
    ["ref_render_pipeline"], group="reference")
add("task", "HAP or H.264 for six 4K clips at once on the circus laptop? Pick one and say why",
    ["ref_hap_codecs"], group="reference")
add("task", "Show me how to build a lower third for the graduates' names over the live camera",
    ["rcp_lower_third"], [N1], group="reference")
add("question", "DAT Execute DAT versus Execute DAT, what's the actual difference? The grad team keeps swapping them",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "How do I keep a Python list of cues on a COMP so it's still there after saving the toe?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "what does the bypass flag actually do compared to the lock flag on a TOP?",
    ["td_operator_flags"], builtin=True, group="builtin_only")
add("question", "How do I open the Textport, and where do my print() lines from scripts show up?",
    ["td_textport"], ["fact_show_log"], builtin=True, group="builtin_only")
add("question", "Bind or export for one slider that drives five parameters on different ops, which "
    "parameter mode should I use?", ["td_parameter_modes"], ["td_chop_exports_references"], builtin=True,
    group="builtin_only")
add("task", "Set up a Parameter Execute DAT that reloads the name list when I press a pulse button on "
    "my titles comp", ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True,
    group="builtin_only")
add("task", "Instance two thousand snowflakes over the rink with a Geometry COMP, each with its own "
    "scale and spin", ["td_geometry_instancing", "ref_instancing"], builtin=True, group="builtin_compete")
add("question", "How do In and Out TOPs differ from a Select TOP for getting an image out of a component?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "Why do my manual edits inside the replicator clones keep vanishing?",
    ["td_replicator_comp", "ref_replicator"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable (10)
add("unanswerable", "How far away can the Kinect Azure reliably track a skater's body on an ice rink?",
    [], ["ref_kinect_azure"], group="near")
add("unanswerable", "Which TouchDesigner build first added the Dynamic Range TOP?", group="far")
add("unanswerable", "How do I get Dante audio into TouchDesigner for the graduation hall without a "
    "Dante card?", group="far")
add("unanswerable", "What does a TouchDesigner Pro licence cost for a university AV department?",
    group="far")
add("unanswerable", "Can the Bullet Solver COMP simulate juggling clubs bouncing off a trampoline?",
    group="far")
add("unanswerable", "How do I connect an Elgato Stream Deck to TouchDesigner without any plugin?",
    group="far")
add("unanswerable", "Best way to calibrate camSchnappr on the curved boards of an ice rink?", group="far")
add("unanswerable", "How do I read LTC timecode from the circus band's click track into TouchDesigner?",
    group="far")
add("unanswerable", "How do I fake ice refraction in a GLSL MAT for the skating gala logo?", [],
    ["ref_glsl_uniforms"], group="near")
add("unanswerable", "How much GPU memory does NotchLC decoding use for one 8K clip?", [],
    ["ref_movie_file_out", "ref_hap_codecs"], group="near")

# ---------------------------------------------------------------- near_miss (41)
add("near_miss", "Don't run DEPLOY_SHOW yet, the graduates' slideshow still has typos in three of the "
    "surnames", [], [DEPLOY], group="negated")
add("near_miss", "Whatever happens, no PANIC_BLACK during the bows, even if the feed hiccups a bit",
    [], [PANIC], group="negated")
add("near_miss", "Leave LAYOUT2 alone for now, Declan arranged this network by hand and he'll want to see "
    "it exactly as he left it", [], [LAY], group="negated")
add("near_miss", "We're not doing the Zorvex grade on the circus feed this tour, the director wants the "
    "raw colour", [], [ZORV], group="negated")
add("near_miss", "no need for SYNCPOINT tonight, the lighting desk is running off its own timecode for "
    "the graduation", [], [SYNC], group="negated")
add("near_miss", "don't bother with GLITCHY on the chancellor's speech feed, it's a formal occasion",
    [], [GLITCH], group="negated")
add("near_miss", "KICK1 ran grand last night at the rink, the hockey fans were going mad for it", [],
    [KICK], group="past")
add("near_miss", "Sure we did SYNCPOINT before the matinee and Priya said the drift was under a frame",
    [], [SYNC], group="past")
add("near_miss", "VJ_BANK_A loaded fine at the procession rehearsal this morning, all eight decks were "
    "looping", [], [BANK], group="past")
add("near_miss", "the wirecomb pass from yesterday held up well, nobody's touched the circus network "
    "since", [], [COMB], group="past")
add("near_miss", "CUE_STACK_7 was built on Monday for Tidewater and the timer's been solid ever since",
    [], [CUE7], group="past")
add("near_miss", "Tomorrow before the convocation we'll do RENDER_HQ of the montage, not now, I'm off "
    "for lunch", [], [RHQ], group="planning")
add("near_miss", "Next week on the prairie leg of the tour we'll need CUE_STACK_7 rebuilt for the new "
    "venue, just flagging it", [], [CUE7], group="planning")
add("near_miss", "we're planning to set up DESKMAP_X32 at the Saskatoon stop once the sound team gets "
    "their new desk", [], [X32], group="planning")
add("near_miss", "The Zorvex grade goes on the convocation stream next Friday, not today", [], [ZORV],
    group="planning")
add("near_miss", "Chidi says BACKUP_FIRST saved his neck when he nuked the wrong comp in Lagos last year",
    [], [BACKUP], group="reported")
add("near_miss", "The stage manager told me the BLACKOUT at the end of the first half was a bit slow for "
    "her liking", [], [BLACK, PANIC], group="reported")
add("near_miss", "Priya mentioned SYNCPOINT over coffee, she reckons the grandMA handles it fine", [],
    [SYNC], group="reported")
add("near_miss", "Is GLITCHY still on the clown cam, or did someone pull it out after the matinee?", [],
    [GLITCH], group="status")
add("near_miss", "did DEPLOY_SHOW finish on the backup machine earlier or did it get stuck somewhere?",
    [], [DEPLOY], group="status")
add("near_miss", "Has anyone already run RENDER_HQ on the rink promo, or is it still sitting on my list?",
    [], [RHQ], group="status")
add("near_miss", "If the ice plant ever fails mid-show I suppose PANIC_BLACK would be the call, but "
    "touch wood it won't", [], [PANIC], group="hypothetical")
add("near_miss", "in a world where the uni gave us a real budget we'd never be doing RENDER_HQ overnight "
    "on a laptop", [], [RHQ], group="hypothetical")
add("near_miss", "The Zorvex grade looks warmer than the circus's old LUT to my eye, might just be the "
    "monitors though", [], [ZORV], group="comparison")
add("near_miss", "someone saved a file called syncpoint_backup_v3.toe on the desktop of RIG-B, "
    "is that yours?", [], [SYNC], group="filename")
add("near_miss", "renamed kick1_old.tox to kick1_legacy.tox on the rink drive, just so you know",
    [], [KICK], group="filename")
add("near_miss", "the project is saved as deploy_show_grad2026.toe on the NAS if anyone's looking for it",
    [], [DEPLOY], group="filename")
add("near_miss", "i've got a custom par called Strobesafe on the flash comp, it's only a label on a "
    "toggle, ignore it", [], [STROBE], group="variable")
add("near_miss", "the storage key 'vj_bank_a' on the mixer COMP is just where I keep my clip list", [],
    [BANK], group="variable")
add("near_miss", "```python\nif mode == 'PANIC_BLACK':\n    log('panic pressed')\n```\nthat's just "
    "a logging stub I'm keeping for later, no action needed", [], [PANIC], group="code")
add("near_miss", "The tech rider literally says \"BACKUP_FIRST is mandatory\" in bold red letters, lol",
    [], [BACKUP], group="quoted")
add("near_miss", "Our tour poster says 'GLITCHY CIRCUS' across the top in pink letters this year", [],
    [GLITCH], group="quoted")
add("near_miss", "the Geordie lad on comms kept saying 'howay, DEPLOY_SHOW man' as a joke all night", [],
    [DEPLOY], group="quoted")
add("near_miss", "wirecomb added like nine Nulls last time and now the network is twice as wide, not "
    "impressed", [], [COMB], group="complaint")
add("near_miss", "the quiet hours thing at the riverside gig cost us the finale stinger, the crowd barely "
    "heard it", [], [QUIET], group="complaint")
add("near_miss", "the crew were giving out that PANIC_BLACK fired by accident in Tuesday's matinee, it "
    "was the tablet's fault in the end", [], [PANIC], group="complaint")
add("near_miss", "Back in 2023 we wrote KICK1 for a techno night, funny how it ended up in a circus", [],
    [KICK], group="history")
add("near_miss", "The ARCHIVE rule came about after Aoife lost a week of work on the crest tox", [],
    [ARCH], group="history")
add("near_miss", "Tell Femi his N1 naming cheat sheet is on the shared drive next to the run sheet", [],
    [N1], group="incidental")
add("near_miss", "If it's after 22:00 at the riverside venue we go quiet, but it's only half seven so the "
    "soundcheck is at normal levels", [], [QUIET], group="condition_unmet")
add("near_miss", "If the ringmaster calls the end of the set I'll shout for BLACKOUT — not yet though, "
    "he's still mid-speech", [], [BLACK, PANIC], group="condition_unmet")

# ---------------------------------------------------------------- meaning (5)
add("meaning", "What does 'blackout' mean in the theatre sense, as opposed to a power cut?", [],
    [BLACK, PANIC], group="meaning")
add("meaning", "In plain English what's a 'glitchy' video, is it just a broken signal?", [], [GLITCH],
    group="meaning")
add("meaning", "What does 'quiet hours' usually mean in a university hall of residence?", [], [QUIET],
    group="meaning")
add("meaning", "what does feedback mean to a sound engineer, the squealing thing from the mics?", [],
    [FEED], group="meaning")
add("meaning", "What's an archive in the library sense, like what counts as archival material?", [],
    [ARCH], group="meaning")

# ---------------------------------------------------------------- meta (11)
add("meta", "Spell SYNCPOINT backwards for the crew quiz at the hotel bar", group="reverse")
add("meta", "How many characters long is DESKMAP_X32 if you count the underscore and the digits?", group="count")
add("meta", "Write wirecomb in all caps for the label on the crew whiteboard, nothing else", group="case")
add("meta", "Use the word BLACKOUT in a sentence about figure skating", group="sentence")
add("meta", "The rink announcer wants to know how to pronounce Zorvex on the mic, ZOR-vex or zor-VEX?", group="pronounce")
add("meta", "Translate the phrase 'end-of-set blackout' into French for the Québec crew's signage",
    group="translate")
add("meta", "Convert KICK1 to lowercase and wrap it in backticks", group="convert")
add("meta", "Start your reply with the word PANIC_BLACK and then just say hello to the crew", group="start_reply")
add("meta", "Reverse the letters of GLITCHY for a joke on the circus poster", group="reverse")
add("meta", "Count the words in 'apply quiet hours at the riverside venue'", group="count")
add("meta", "Put DEPLOY_SHOW in bold, that's all I need for the run sheet header", group="bold")

# ---------------------------------------------------------------- echo (8)
add("echo", "Repeat after me exactly: run DEPLOY_SHOW at half seven.", group="echo")
add("echo", "Say back to me: 'CUE_STACK_7 is the dance piece cue list'", group="echo")
add("echo", "echo this back: VJ_BANK_A loaded, decks looping", group="echo")
add("echo", "Just parrot this line word for word — the rink is frozen, PANIC_BLACK not needed", group="echo")
add("echo", "Type back exactly what I write: KICK1 KICK1 KICK1", group="echo")
add("echo", "copy this back verbatim please: backup first, then delete", group="echo")
add("echo", "Repeat it to me: 'the Zorvex look is our house grade'", group="echo")
add("echo", "say this back to me in the same words: syncpoint pinged, console answering", group="echo")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "Cheers lads, great show tonight, the skaters were pure class", group="chitchat")
add("chitchat", "Howay, that's us done for the night, ta for the help with the wires", group="chitchat")
add("chitchat", "Thanks a million, the graduates' families were delighted with the screens", group="chitchat")
add("chitchat", "lol the clowns are doing their PANIC_BLACK dance backstage again", group="chitchat")
add("chitchat", "morning all! frost on the big top canvas today, brr", group="chitchat")
add("chitchat", "nice one, the BLACKOUT at the end got a massive cheer from the stands", group="chitchat")
add("chitchat", "y'all did great, first time I've seen a rink crowd go that wild", group="chitchat")
add("chitchat", "good night from Regina, the prairie wind nearly took the truck off the highway",
    group="chitchat")


def main() -> None:
    rows = [{"pid": f"u91-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
