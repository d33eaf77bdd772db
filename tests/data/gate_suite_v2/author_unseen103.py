"""Blind suite unseen103 (helper "gateeval103"): about 200 English prompts for the admission gate.

Written blind: labels come from corpus.jsonl and the built-in knowledge files only. Never scored by its author.
Personas (here only): a rooftop cinema's pre-show crew (the rooftop is the riverside venue), a corporate
product-launch stage team (the Aurora launch), a shopping-mall holiday light-show operator. Voices: Cockney,
Zimbabwean, Sri Lankan English, Newfoundland, Edinburgh, Minnesotan and non-native English; terse, typos, lowercase,
long messages with context before and after the request, pasted logs, voice dictation, chat-app shapes.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen103.jsonl")
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
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------------------------------------- invoke
# rooftop cinema pre-show crew
add("invoke", "Right guv, film's rolling at half nine and the bass bins are already thumping, so do us KICK1 on the main out would ya", [KICK], group="trailing")
add("invoke", "KICK1 on the pre-show loop please, the DJ warm-up starts in ten minutes and the rooftop crowd wants the screen to pulse with the beat", [KICK], group="name_first")
add("invoke", "okay so the warm-up DJ is on at 8, the mixer feed is on inputs 1 and 2 like always, please set up the kick-reactive flash procedure on the main output and tell me when the kick1 chain is placed", [KICK], group="title_words")
add("invoke", "run kick one on the main output full stop then tell me when it is done full stop", [KICK], group="voice")
add("invoke", "Aye, the wee cinema network's a right guddle after Tuesday, so could ye run LAYOUT2 on it before the projectionist comes up the stair?", [LAY], group="polite")
add("invoke", "layout2 the preshow network pls, inputs on the left like usual, i can't find anything in there since the intern touched it", [LAY], group="lowercase")
add("invoke", "Before the launch rehearsal the stage manager will screen-share our network to the client, so please arrange it in columns with the LAYOUT2 macro now", [LAY], group="mid_message")
add("invoke", "Uff da, the strobe-y countdown for the mall finale is being built right now, so apply STROBE_SAFE to it and clamp whatever's flashing, you betcha", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "The client asked for a beat-synced white flash on the Aurora reveal. Please build it, and follow the STROBE_SAFE rule on it, there will be 800 people in that ballroom", [STROBE], ["rcp_strobe_flash", N1], group="rule")
add("invoke", "STROBE_SAFE applies here, b'y: make the snowflake blink on the atrium wall and keep it legal for the crowd below", [STROBE], ["rcp_strobe_flash", N1], group="name_first")
add("invoke", "I want the old noise TOPs gone from /project1/preshow, but BACKUP_FIRST as per the rule, then delete them and tell me where the tox went", [BACKUP], group="rule")
add("invoke", "Aney machan, please do the BACKUP_FIRST thing on the mall_lights COMP and then clear out the unused operators, no? We have too much junk inside", [BACKUP], group="rule")
add("invoke", "following the back up before deleting rule, please strip the dead testing chain out of the launch network, the one with the three Level TOPs nobody uses", [BACKUP], group="title_words")
add("invoke", "Doors at 19:30 and the film is loaded, so it's time to DEPLOY_SHOW on the rooftop machine, go through the whole thing and report the frame rate at the end", [DEPLOY], group="timed")
add("invoke", "DEPLOY_SHWO now please, the client is walking in for the launch run-through and we need it in perform mode", [DEPLOY], group="typo")
add("invoke", "- [x] projector warm\n- [x] audio line check\n- [ ] DEPLOY_SHOW\n- [ ] house lights down\nnext item on the list please, do DEPLOY_SHOW for me", [DEPLOY], group="checklist")
add("invoke", "Would you mind going through the steps before a show on the mall rig? The holiday show opens at five and I want the procedure done properly this time", [DEPLOY], group="title_words")
add("invoke", "Oi, the warm-up DJ wants the visuals going, load VJ_BANK_A into the decks sharpish and print me the file names, cheers", [BANK], group="imperative")
add("invoke", "vj_bank_a pls, the rooftop crowd is already sitting down with popcorn and the decks are still showing last week's trailers", [BANK], group="lowercase")
add("invoke", "Oh ya, so for the holiday loop tonight we're on the A side only, could you load clip bank A into the decks for me? The B decks stay as they are, you betcha", [BANK], group="title_words")
add("invoke", "V J underscore bank underscore A please, load it now, the shoppers are gathering at the fountain", [BANK], group="voice")
add("invoke", "PANIC_BLACK!!! someone just walked in front of the projector on the roof edge, kill it", [PANIC], group="emergency")
add("invoke", "panic - the launch screen is showing the unreleased price list, black it out NOW", [PANIC], group="emergency")
add("invoke", "Fire alarm in the mall atrium, we have been told to clear the area, please PANIC_BLACK the light show immediately and then tell me how to restore it", [PANIC], group="mid_message")
add("invoke", "🚨🚨 P A N I C _ B L A C K 🚨🚨 the tree mapping is throwing garbage everywhere", [PANIC], group="spaces")
add("invoke", "Bit of edge for the indie horror short before the film: put GLITCHY on the title card TOP, cheers mate", [GLITCH], group="trailing")
add("invoke", "/glitchy on moviefilein_trailer, glitchamount exposed on the parent as usual", [GLITCH], group="slash_command")
add("invoke", "Hey, the client wants the 'disruption' slide of the keynote to feel broken for two seconds, so would you please run the GLITCHY macro on the selected slide TOP", [GLITCH], group="polite")
add("invoke", "GLTICHY on the selected TOP please, the teaser loop needs that broken look before the reveal", [GLITCH], group="typo")
add("invoke", "The sound guy just wheeled in the X32 for the launch and wants the faders to drive our layers, so please run DESKMAP_X32 now and tell me the Null name", [X32], group="mid_message")
add("invoke", "```\n[18:02:11] OSC In CHOP x32_in: no messages on port 10023\n[18:02:11] Null x32_faders: 0 channels\n```\nrebuilt the desk, it's back on the network. redo DESKMAP_X32 from scratch please", [X32], group="log_paste")
add("invoke", "Eh, the mixing desk is up on the rooftop booth now, where ya to with the mapping? Go ahead and map the X32 mixing desk over OSC for me, b'y", [X32], group="title_words")
add("invoke", "For the sizzle reel the marketing team wants a clean file of the launch visuals, so RENDER_HQ it please and give me the output path when it's back in realtime", [RHQ], group="trailing")
add("invoke", "Can you do the offline high-quality recording preset for the holiday show loop? Mall management wants a copy for their socials", [RHQ], group="title_words")
add("invoke", "render hq now pls, we need the rooftop intro sting as a file before the sponsors arrive", [RHQ], group="lowercase")
add("invoke", "I am not very good in English sorry. Please you make RENDER_HQ for the pre-show loop, the festival want the file tomorrow morning", [RHQ], group="non_native")
add("invoke", "We're about to build the whole new lobby section for the launch, so apply naming rule N1 to every operator you make, no default names please", [N1], group="rule")
add("invoke", "follow N1 while you build the ticket-counter graphics, last time everything came out as level7 and noise12 and the projectionist couldn't find a thing", [N1], group="rule")
add("invoke", "Ach, the new snow chain's gonnae have about twenty operators, use the N1 naming rule on the lot of them as you go, ken?", [N1], group="rule")
add("invoke", "Trails time for the club after-party on the roof, build them my FEEDBACK way with the usual settings, in trails_club", [FEED], group="common_word")
add("invoke", "Yo the after-show set is starting, do my FEEDBACK trail settings for the club visuals on the main layer", [FEED], group="title_words")
add("invoke", "The launch after-party is basically a club set now, so can you please build the trails my way using the FEEDBACK preferences I stored? The DJ is on in 20", [FEED], group="polite")
add("invoke", "That's the last song of the night done, the credits are over, go on and BLACKOUT, we're wrapping the roof", [BLACK], group="end_set")
add("invoke", "end of set, BLACKOUT please, the CEO just walked off stage and the applause is fading", [BLACK], group="end_set")
add("invoke", "Last light show of the evening is over, the mall's closing, so please do the end-of-set cut to black procedure and log it", [BLACK], group="title_words")
add("invoke", "Shame, the network is like spaghetti after that last-minute fix, please wirecomb it for me now now so I can read it before the show", [COMB], group="name_as_verb")
add("invoke", "wirecomb /project1/launch please, the wires are crossing behind everything and the client's tech lead is looking over my shoulder", [COMB], group="lowercase")
add("invoke", "Run wirecomb on the tree mapping network, yeah? Don't move anything else around, just the wires straightened out", [COMB], group="imperative")
add("invoke", "We're doing a one-off screening of the Tidewater dance film with live projection cues, so please build CUE_STACK_7 from Mateo's sheet like before", [CUES], group="mid_message")
add("invoke", "CUE_STACK_7 now. The choreographer is on the roof and wants to see the cue table before the run", [CUES], group="name_first")
add("invoke", "Please could you build the cue list for the dance piece, it's going on the rooftop screen at the arts weekend and the timings must match the sheet", [CUES], group="title_words")
add("invoke", "cue stack 7 please, the one for the dance thing, twelve cues, we're teching it this afternoon", [CUES], group="spaces")
add("invoke", "Lighting desk is powered and the op says she's ready, so lock us to the console with SYNCPOINT before doors, yeah?", [SYNC], group="imperative")
add("invoke", "Five minutes to the launch walk-in, do the lighting console handshake now and tell me the round trip", [SYNC], group="title_words")
add("invoke", "sync point now please, the grandMA is answering pings and the light show starts with the first shop bell", [SYNC], group="spaces")
add("invoke", "Ahead of the show tonight I need our visuals locked to the lighting console, please run the SYNCPOINT procedure and stop if the console isn't answering", [SYNC], group="polite")
add("invoke", "Got to tweak the bloom in the external snowglobe.tox, go through the ARCHIVE rule first and tell me which number it lands on", [ARCH], group="rule")
add("invoke", "Follow ARCHIVE before you touch lowerthird.tox, the client wants the font size bumped for the CEO's name", [ARCH], group="rule")
add("invoke", "Please apply the keep a numbered copy before editing a tox rule to countdown.tox, then change the countdown to 90 seconds", [ARCH], group="title_words")
add("invoke", "Give the film trailer loop the Zorvex grade, the house look, before the projector warms up and the punters start queuing", [ZOR], group="imperative")
add("invoke", "🎄✨ zorvex look on the final comp of the tree mapping pls ✨🎄", [ZOR], group="emoji")
add("invoke", "The brand team signed off on the studio's house colour look, so go ahead and apply the Zorvex grade to the keynote output", [ZOR], group="consent")
add("invoke", "It's 23:10 at the riverside venue and the DJ wants more level on the after-show, so apply the quiet hours rule before you touch the master audio", [QUIET], group="conditional")
add("invoke", "We're past 22:00 at the rooftop now, so enforce quiet hours on the audio output before the encore, the neighbours already phoned twice", [QUIET], group="conditional")
add("invoke", "Quiet hours rule at the riverside venue, please apply it now, it's gone half ten and I'm changing the levels for the late screening", [QUIET], group="rule")
# multi-invocation
add("invoke", "Two things before doors open on the roof: first load VJ_BANK_A for the warm-up DJ, then run LAYOUT2 on the deck network so the projectionist can follow it", [BANK, LAY], group="multi")
add("invoke", "For the launch teaser: GLITCHY on the logo TOP, then the Zorvex grade on the final composite, in that order please", [GLITCH, ZOR], group="multi")
add("invoke", "Sound desk's in and the lighting op is ready, so DESKMAP_X32 first and then SYNCPOINT, we're on in fifteen minutes", [X32, SYNC], group="multi")
add("invoke", "Set up KICK1 on the main out for the mall's DJ hour and keep STROBE_SAFE enforced on it, there are kids in the atrium", [KICK, STROBE], group="multi")
add("invoke", "Build CUE_STACK_7 for the dance screening and then DEPLOY_SHOW on the rooftop machine, house opens at 21:00", [CUES, DEPLOY], group="multi")
add("invoke", "The network's a mess: wirecomb it, then LAYOUT2 it, and don't delete a thing", [COMB, LAY], group="multi")
add("invoke", "Credits are rolling, we're done for the night: BLACKOUT, and after that do RENDER_HQ of the pre-show loop for tomorrow's socials", [BLACK, RHQ], group="multi")
add("invoke", "I'll be editing the external titles.tox and creating a few new operators inside it, so apply ARCHIVE and N1 both while you do it", [ARCH, N1], group="multi")
# more shapes
add("invoke", "no wait, not LAYOUT2, I don't want the nodes shuffled into columns, just do wirecomb so the wires are readable", [COMB], [LAY], group="correction")
add("invoke", "Scratch that last message about GLITCHY, the client hates it. Apply the Zorvex grade to the launch output instead", [ZOR], [GLITCH], group="correction")
add("invoke", "yes go ahead with DEPLOY_SHOW, the projectionist says the film is cued and the rooftop is half full", [DEPLOY], group="consent")
add("invoke", "Aye, on ye go with BACKUP_FIRST and then bin the old particle test chain, I've nae use for it anymore", [BACKUP], group="consent")
add("invoke", "Heya, lovely evening up here, the bar is open and the projector's warming. Anyway, could you run KICK1 on the out1 Level? After that I'll sort the popcorn machine, don't worry about it", [KICK], group="long_context")
add("invoke", "Just had the client call, they're fine with everything except the layout of the network for the handover. Please LAYOUT2 it and I'll send screenshots tonight. Thanks, Priyanka from the launch team", [LAY], group="long_context")
add("invoke", "so yeah the holiday show's been running all week, shoppers love the snowfall bit. Tonight the centre manager wants a recording, please do RENDER_HQ on it after closing, she'll collect the file in the morning", [RHQ], group="long_context")
add("invoke", "[22:58] sam: mate the roof is emptying\n[22:59] sam: film's done\n[22:59] me: BLACKOUT it then, end of set", [BLACK], group="live_chat")
add("invoke", "hey so the lx op just radioed that the console is up, can you do the SYNCPOINT thing now? cheers, the mall show starts at six", [SYNC], group="live_chat")
add("invoke", "If the X32 is patched, which it is as of two minutes ago, then please map it with DESKMAP_X32 for the keynote mixers", [X32], group="conditional")
add("invoke", "please FEEDBACK trails, my club settings, on the after-party layer - quick, the DJ has already started the first track", [FEED], group="terse")

# ---------------------------------------------------------------------------------------------- ask_content
add("ask_content", "What port does DESKMAP_X32 listen on again? The sound lad is asking before he patches the desk", [X32], group="port")
add("ask_content", "Remind me what order the DEPLOY_SHOW steps go in, I want to print them for the rooftop crew", [DEPLOY], group="order")
add("ask_content", "How many flashes a second does STROBE_SAFE let us go up to? The client wants to know before the reveal", [STROBE], group="value")
add("ask_content", "the quiet hours rule at the riverside venue, what dBFS ceiling does it set and which frequencies get cut?", [QUIET], group="value")
add("ask_content", "Where does BACKUP_FIRST put the backup tox and what does it name it?", [BACKUP], group="content")
add("ask_content", "What IP and port does SYNCPOINT ping the lighting console on?", [SYNC], group="port")
add("ask_content", "Which codec and frame rate does RENDER_HQ record with, b'y? The socials team wants to know", [RHQ], group="value")
add("ask_content", "What threshold does the Trigger CHOP use in KICK1? Just curious, not building it", [KICK], group="value")
add("ask_content", "What opacity and scale are in my FEEDBACK trail settings for the club?", [FEED], group="value")
add("ask_content", "Which LUT file does the Zorvex grade use, and what's the grain amount?", [ZOR], group="content")

# ---------------------------------------------------------------------------------------------- bears
add("bears", "Delete the old ticker_test COMP from the launch project, it's just clutter now", [BACKUP], group="delete")
add("bears", "Make the snowflakes strobe at 12 flashes a second on the beat for the big finale, the mall wants it to feel like a rave", [STROBE], group="strobe")
add("bears", "It's 23:40 at the riverside venue and the after-show DJ wants the master audio turned up, go ahead and push it to -6 dBFS", [QUIET], group="venue_late")
add("bears", "Open the externally saved countdown.tox and change its font to the brand typeface", [ARCH], group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the popcorn-machine steam effect on the roof screen", [N1], group="create")
add("bears", "That's the last screening done for the night, I'm ending the set now", [BLACK], group="end_set")

# ---------------------------------------------------------------------------------------------- paraphrase
add("paraphrase", "Tidy my patch so all the sources sit on the far left, the processing steps march rightward in signal order and the nulls line up just before the outputs", [LAY])
add("paraphrase", "My cables cross behind nodes everywhere; make the connections readable, with a null wherever one output fans out to loads of inputs", [COMB])
add("paraphrase", "Hook the Behringer board's faders up so they drive my layer opacities, with a bit of smoothing", [X32])
add("paraphrase", "I need a pristine export of frames 1 to 3600 to disk at 1080p, not in real time, then put things back how they were", [RHQ])
add("paraphrase", "Make the main output pulse brighter on every bass drum hit from the DJ mixer", [KICK])
add("paraphrase", "Give the keynote output our studio's signature LUT treatment with the muted greens and the faint grain", [ZOR])

# ---------------------------------------------------------------------------------------------- question / task
add("question", "What's the output raster for the Lumen Hall show, total pixels across?", ["fact_lumen_hall_raster"], group="fact")
add("question", "What are the Aurora brand hex codes again? The keynote designer needs the orange and the navy", ["fact_aurora_palette"], group="fact")
add("question", "Which DMX addresses are the six moving heads on, and which channel is the dimmer?", ["fact_dmx_heads"], group="fact")
add("question", "What buffer size is RIG-B's audio interface set to?", ["fact_audio_buffer"], group="fact")
add("question", "Where does the show error log live when something goes wrong mid-screening?", ["fact_show_log"], group="fact")
add("question", "How much video memory has RIG-B got? Thinking of running the 4K trailer on it", ["fact_rig_b"], group="fact")
add("question", "What IP is the lighting console on for the touring show, and who runs it?", ["fact_lx_console"], group="fact")
add("question", "HAP or H.264 for the rooftop trailer playback? It keeps dropping frames on scrubbing", ["ref_hap_codecs"], ["web_moviein_preload", RHQ], group="reference")
add("task", "Build me a lower-third overlay for the CEO's name during the launch keynote", ["rcp_lower_third"], [N1, "fact_aurora_palette"], group="reference")
add("question", "how does feedback work in TD? i want soft trails on the tree projection at the mall, nothing clubby", ["ref_feedback_top"], [FEED, "rcp_feedback_tunnel"], group="common_word")
add("question", "How do I get a Window COMP to open on the second projector in perform mode for the rooftop screen?", ["td_perform_mode_windows"], ["ref_perform_window", "fact_win_main"], group="builtin_compete", builtin=True)
add("question", "Why would my Render TOP be black even though the Geometry COMP and camera are there?", ["td_render_pipeline"], ["ref_render_pipeline", "td_troubleshooting_checklist"], group="builtin_compete", builtin=True)
add("question", "What's the difference between exporting a CHOP channel to a parameter and just referencing it in an expression?", ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"], group="builtin_compete", builtin=True)
add("question", "How do I keep a Python value on an operator between frames, like a running count of shoppers who pressed the button?", ["td_storage"], group="builtin_only", builtin=True)
add("task", "Use a Replicator COMP to make one button per row of my snowflake table for the mall control panel", ["td_replicator_comp"], ["ref_replicator", "td_panel_ui_components", N1], group="builtin_compete", builtin=True)
add("question", "Where does print() output go when I call it from a CHOP Execute DAT? I see nothing", ["td_textport"], ["td_chop_execute_dat"], group="builtin_only", builtin=True)
add("question", "How can I tell whether the holiday show is GPU-bound or CPU-bound when it drops frames?", ["td_bottlenecks_optimization"], ["td_performance_monitor", "ref_perf_monitor"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------------------------------------- unanswerable
add("unanswerable", "How do I pull a Spout feed from Resolume into TouchDesigner on the rooftop laptop?", group="far")
add("unanswerable", "Can TouchDesigner control Philips Hue bulbs in the mall atrium, and how?", group="far")
add("unanswerable", "What's the throw ratio of the rooftop cinema projector?", group="near")
add("unanswerable", "How do I burn subtitles from an .srt file over the film in TD?", group="far")
add("unanswerable", "Is there a native way to read Elgato Stream Deck buttons in TouchDesigner?", group="far")
add("unanswerable", "How do I follow the DJ's tempo with Ableton Link in TouchDesigner?", group="far")
add("unanswerable", "Which TouchDesigner licence do we need for 4K output on the launch machine?", group="far")
add("unanswerable", "How do I do face tracking with MediaPipe in TD for the mall selfie wall?", group="far")
add("unanswerable", "What time does the shopping centre close on Christmas Eve, do we run the show late?", group="near")
add("unanswerable", "What's the password for the rooftop's show network Wi-Fi?", group="near")
add("unanswerable", "How do I send serial shutter commands to a Christie projector from TouchDesigner?", group="far")

# ---------------------------------------------------------------------------------------------- near_miss
add("near_miss", "KICK1 ran sweet as a nut at the rooftop preview last night, the crowd was nodding along", allowed=[KICK], group="past")
add("near_miss", "Don't run DEPLOY_SHOW yet, the client is still swapping the intro video", allowed=[DEPLOY], group="negated")
add("near_miss", "We'll do the LAYOUT2 tidy tomorrow morning before the launch rehearsal, not tonight", allowed=[LAY], group="planning")
add("near_miss", "Gary reckons GLITCHY made the product shots look cheap at the last launch", allowed=[GLITCH], group="reported")
add("near_miss", "Is PANIC_BLACK still mapped to the big red button on the operator desk, or did someone move it?", allowed=[PANIC], group="status")
add("near_miss", "saved the project as deploy_show_v3.toe on the desktop, just so you know where it is", allowed=[DEPLOY], group="filename")
add("near_miss", "the sticky note on the monitor says \"BLACKOUT = F12\", who wrote that?", allowed=[BLACK], group="quoted")
add("near_miss", "Who came up with the name Zorvex for the house grade anyway? Sounds like a cough syrup", allowed=[ZOR], group="history")
add("near_miss", "We're not doing BLACKOUT tonight, the film just rolls into the credits and the house lights come up", allowed=[BLACK], group="negated")
add("near_miss", "the VJ_BANK_A clips are still the summer ones, I'll swap the files in the folder myself later", allowed=[BANK], group="incidental")
add("near_miss", "Honestly wirecomb is the best thing we've got, saved me an hour on the launch network last week", allowed=[COMB], group="past")
add("near_miss", "If the wind picks up we might need PANIC_BLACK later, but everything's fine for now, just keep an eye on it with me", allowed=[PANIC], group="hypothetical")
add("near_miss", "Did RENDER_HQ finish last night? The marketing folder's still empty", allowed=[RHQ], group="status")
add("near_miss", "Uff da, SYNCPOINT timed out twice at the mall yesterday, the console was asleep", allowed=[SYNC], group="complaint")
add("near_miss", "The sound op was asking if DESKMAP_X32 would work with his new Yamaha desk instead, I told him I'd check later", allowed=[X32], group="reported")
add("near_miss", "my python has `kick1_env = op('kick1_env')` at the top and it works fine now, just telling you", allowed=[KICK], group="variable")
add("near_miss", "No need for the Zorvex grade on the film itself, the distributor's colour is final", allowed=[ZOR], group="negated")
add("near_miss", "CUE_STACK_7 went through all twelve cues without a hitch at the dance screening, well chuffed", allowed=[CUES], group="past")
add("near_miss", "The backups folder is full of BACKUP_FIRST tox files from last month, 4 GB of them", allowed=[BACKUP], group="incidental")
add("near_miss", "STROBE_SAFE is the reason the finale flash looks a bit slow, the client noticed but accepted it", allowed=[STROBE], group="incidental")
add("near_miss", "Aye, the N1 names are brilliant for finding things, the projectionist loves them", allowed=[N1], group="incidental")
add("near_miss", "archive/ has like forty numbered copies of titles.tox now from the ARCHIVE rule, we should prune them after the season", allowed=[ARCH], group="planning")
add("near_miss", "Quiet hours at the riverside venue start at 22:00 but tonight we're finished by nine, so none of that applies", allowed=[QUIET], group="condition_unmet")
add("near_miss", "My FEEDBACK club trails are lovely but the mall crowd isn't a club crowd, so leave them off the tree", allowed=[FEED], group="negated")
add("near_miss", "The ops manual has a page called 'GLITCHY and friends' that somebody printed, it's taped to the booth door", allowed=[GLITCH], group="quoted")
add("near_miss", "We did LAYOUT2 and wirecomb on this network on Monday, that's why it looks tidy", allowed=[LAY, COMB], group="past")
add("near_miss", "Which is older, KICK1 or VJ_BANK_A? Trying to date the project for the handover doc", allowed=[KICK, BANK], group="history")
add("near_miss", "The stage manager says she'll call DEPLOY_SHOW herself from the booth at seven, so hold off", allowed=[DEPLOY], group="reported")
add("near_miss", "if RENDER_HQ ever leaves realtime off again I'm going to scream, it happened at the Christmas launch", allowed=[RHQ], group="complaint")
add("near_miss", "`run('DESKMAP_X32')` is what the old stream-deck script calls, I found it in a DAT", allowed=[X32], group="code")
add("near_miss", "Shame, PANIC_BLACK fired by accident during the kids' matinee at the mall, a cleaner leaned on the button", allowed=[PANIC], group="past")
add("near_miss", "Sure we'll want SYNCPOINT before the Friday show, but the lighting console won't arrive until Thursday", allowed=[SYNC], group="planning")
add("near_miss", "machan, the cue_stack_7_backup.csv on the desktop, is that the right one or the old one?", allowed=[CUES], group="filename")
add("near_miss", "In my last job we had something like BACKUP_FIRST but nobody followed it", allowed=[BACKUP], group="comparison")
add("near_miss", "Imagine if we'd had the Zorvex grade on the old mall show, it would've looked way less cheap", allowed=[ZOR], group="hypothetical")
add("near_miss", "The vj_bank_a folder name has a typo on the mall PC, it says vj_bnak_a", allowed=[BANK], group="filename")
add("near_miss", "Oh ya, the quiet hours thing at the riverside venue was the neighbours' idea back in 2023, fun story", allowed=[QUIET], group="history")
add("near_miss", "The new tech keeps saying 'wirecomb' like it's a verb for everything, it's getting silly", allowed=[COMB], group="quoted")
add("near_miss", "Last year's launch team ignored N1 and the handover was a nightmare", allowed=[N1], group="past")
add("near_miss", "I think STROBE_SAFE's 3 per second limit is sensible, the venue safety officer agreed at the briefing", allowed=[STROBE], group="incidental")
add("near_miss", "Right so DESKMAP_X32 is on the list for Saturday's launch, the desk is still in its flight case", allowed=[X32], group="planning")
add("near_miss", "The BLACKOUT at the end of last night's screening was a bit abrupt according to the manager", allowed=[BLACK], group="complaint")

# ---------------------------------------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean in old theatre before electric lighting? Bit of history for the rooftop programme notes", allowed=[BLACK, PANIC], group="meaning")
add("meaning", "In film editing generally, what is a sync point? Not our thing, just the general term", allowed=[SYNC], group="meaning")
add("meaning", "What does the word 'archive' mean to a librarian, strictly speaking?", allowed=[ARCH], group="meaning")
add("meaning", "What's audio feedback, the squeal a PA makes, in plain words?", allowed=[FEED], group="meaning")
add("meaning", "In ordinary English, what do people mean when they call a website 'glitchy'?", allowed=[GLITCH], group="meaning")

# ---------------------------------------------------------------------------------------------- meta
add("meta", "Spell KICK1 backwards for me", group="reverse")
add("meta", "Is Zorvex said with the stress on the ZOR or on the vex? The launch host has to say it on mic", group="pronounce")
add("meta", "Write the word wirecomb in all caps", group="case")
add("meta", "Count the characters in DESKMAP_X32 for the label printer, underscore included", group="count")
add("meta", "Start your reply with the word BLACKOUT and then just say hello", group="start_reply")
add("meta", "Translate 'panic' into Scots Gaelic for the crew t-shirt", group="translate")
add("meta", "Put RENDER_HQ in bold and nothing else", group="bold")
add("meta", "Convert 'cue stack seven' to snake_case", group="convert")
add("meta", "Use the word SYNCPOINT in a sentence about a cat", group="sentence")
add("meta", "How many underscores does VJ_BANK_A have?", group="count")
add("meta", "What does the abbreviation HQ stand for in RENDER_HQ, just the letters?", group="what_mean")

# ---------------------------------------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word, mate: run DEPLOY_SHOW on the rooftop machine now", group="echo")
add("echo", "Say back exactly what I type: GLITCHY on the logo, then LAYOUT2", group="echo")
add("echo", "Echo this word for word: PANIC_BLACK the roof", group="echo")
add("echo", "Parrot this back to me please: \"load VJ_BANK_A into the decks\"", group="echo")
add("echo", "Just repeat the phrase 'wirecomb the tree network' and nothing else", group="echo")
add("echo", "type back: BLACKOUT at the end of the set", group="echo")
add("echo", "Read this back to me verbatim: Zorvex grade on the keynote output", group="echo")
add("echo", "Copy this line exactly into your reply: apply quiet hours at the riverside venue", group="echo")

# ---------------------------------------------------------------------------------------------- chitchat
add("chitchat", "cheers mate, the trails looked proper lush on the roof last night", group="thanks")
add("chitchat", "Good morning from the mall! The holiday lights are twinkling already", group="greeting")
add("chitchat", "Ta very much, you're a diamond", group="thanks")
add("chitchat", "some good view up here on the rooftop tonight, b'y, you should see the sunset", group="smalltalk")
add("chitchat", "Oh ya, the launch went real good, the client loved the orange and navy, thanks a bunch", group="thanks")
add("chitchat", "haha that glitch look made the CEO jump, brilliant", group="smalltalk")
add("chitchat", "Aye, braw, that'll do for now, I'm off for a pint", group="bye")
add("chitchat", "Thank you machan, the cue timings were perfect", group="thanks")
add("chitchat", "how's your day going? mine's all fairy lights and shoppers", group="smalltalk")


def main() -> None:
    rows = [{"pid": f"u103-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
