"""Hand-written source of prompts_unseen106.jsonl: a blind suite by an independent evaluator (gateeval106).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
100 % English, in Belfast, Ugandan, Malaysian, Tasmanian, Black Country, Alabama and non-native English.
Personas (this script only): a zoo's night-safari projection crew, an e-sports final's stage-screen team,
and a folk festival's barn-stage lighting and video operator.
Run this file to regenerate prompts_unseen106.jsonl byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen106.jsonl")
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

# ---------------------------------------------------------------- invoke (zoo night-safari crew)
add("invoke", "Right so the keepers are wanting the savannah wall tidied before the 8 o'clock tour, "
    "run LAYOUT2 on /project1/savannah there, so it is", [LAYOUT], group="trailing")
add("invoke", "kindly assist me to do KICK1 on the main output, the drummers at the elephant house start at "
    "seven and we want the wall to pulse with them", [KICK], [STROBE], group="polite")
add("invoke", "lah the giraffe feed looks too clean, the client wants it rough. GLITCHY on the selected TOP "
    "please, can or not?", [GLITCH], group="name_first")
add("invoke", "ok mate the nocturnal house projection is a dog's breakfast of wires, give it the wirecomb "
    "treatment before the ranger walks the VIPs through", [WIRE], group="name_as_verb")
add("invoke", "y'all, the big cat enclosure projector just threw a fit and a kid is crying, PANIC_BLACK right "
    "now please", [PANIC], group="emergency")
add("invoke", "I am requesting for you to carry out the Zorvex grade on the final composite of the "
    "nocturnal house wall, the curator approved the look yesterday", [ZORVEX], group="non_native")
add("invoke", "the tour just finished and the last truck is back at the gate, so that's the set over for "
    "tonight, do the BLACKOUT now", [BLACKOUT], group="end_set")
add("invoke", "need the lemur clip set in: load VJ_BANK_A into the decks for the 9pm tour, we're using "
    "bank A the whole night", [BANK], group="imperative")
add("invoke", "we need the hippo wall recorded for the zoo's socials, could you run RENDER_HQ on rec1 "
    "when you get a sec, cheers", [RENDER], group="polite")
add("invoke", "it's 23:10 now at the riverside venue and the zoo's after-dark gig is still going, "
    "so apply the quiet hours rule to the master audio before the encore", [QUIET], group="conditional")
add("invoke", "Before I open bloom.tox to change the glow on the fireflies scene, follow the ARCHIVE rule "
    "on it and tell me the number", [ARCHIVE], group="rule")
add("invoke", "apply naming rule N1 to whatever you build in the aviary container tonight, the last "
    "lad left us noise1 to noise14 and nobody knows what's what", [N1], group="rule")
add("invoke", "spotlight crew ready on the savannah side. please do the lighting console handshake so "
    "the visuals lock to the desk before gates open", [SYNC], [ "fact_lx_console"], group="title_words")
add("invoke", "eh boss, I need my club trails on the bat cave projection, build them the FEEDBACK way "
    "with my saved trail settings", [TRAILS], group="common_word")
add("invoke", "k i c k 1 on the output for the drum tour, the spaced-out name is from my phone, sorry "
    "about that", [KICK], [STROBE], group="spaces")
add("invoke", "quick one while the tapirs are fed, run backup first on /project1/aviary because I'm "
    "about to delete the old parrot feed inside it", [BACKUP], group="lowercase")
add("invoke", "Apply STROBE_SAFE to the lightning effect on the storm wall, the keepers said the "
    "strobe was far too quick for the kids last night", [STROBE], group="rule")
add("invoke", "voice note from the jeep: run cue stack seven for the dance piece full stop the "
    "choreographer is on her way comma so go ahead now", [CUES], group="voice")
add("invoke", "🦁🌙 night safari opens in ten, go ahead with SYNCPOINT so the lights and the screens "
    "are locked together 🙏", [SYNC], group="emoji")
add("invoke", "/layout2 on the reptile house network please, it's gone wild and I need to find the "
    "crocodile chain in a hurry", [LAYOUT], group="slash_command")
add("invoke", "Pre-tour checklist for tonight:\n- [x] media copied\n- [x] projector lamps warm\n"
    "- [ ] run DEPLOY_SHOW\n- [ ] run SYNCPOINT\nplease tick off the last two for me now",
    [DEPLOY, SYNC], group="checklist")
add("invoke", "no wait, not LAYOUT2 — I want the wires straightened, do wirecomb on the flamingo "
    "network instead, positions are fine", [WIRE], [LAYOUT], group="correction")

# ---------------------------------------------------------------- invoke (e-sports final stage-screen team)
add("invoke", "ERROR 19:42:03 /project1/stage/out1: Level TOP flat\nWARN 19:42:03 audio in: kick detected 0 times\n"
    "ok that's the log, the casters want the stage to hit on the bass drop so please build KICK1 now",
    [KICK], [STROBE], group="log_paste")
add("invoke", "the grand final walk-out is in 15 minutes and the LED wall looks too clean, put GLITCHY "
    "on the selected TOP for the team intros, ta", [GLITCH], group="imperative")
add("invoke", "trophy lift is done and that's the end of the set, cut to black with BLACKOUT please, "
    "the stage manager just called it", [BLACKOUT], group="end_set")
add("invoke", "the production audio desk is an X32, so can you map the X32 mixing desk over OSC for "
    "us, faders one to eight on the layers", [X32], group="title_words")
add("invoke", "Ok team, the stage screens are drifting from the lighting desk. Run SYNCPOINT now, "
    "then DEPLOY_SHOW, then I'll call doors.", [SYNC, DEPLOY], group="multi")
add("invoke", "yo, the bracket graphics comp is gonna get new nodes tonight, follow N1 when you "
    "create them so the broadcast guys can read the network", [N1], group="rule")
add("invoke", "strobe safe rule on the kill-feed flash please, the team captain's rep asked us to "
    "keep it epilepsy friendly for the stream", [STROBE], group="lowercase")
add("invoke", "I'm about to delete the old qualifier bracket container from the stage project, so do "
    "BACKUP_FIRST on /project1/stage and tell me where the tox went", [BACKUP], group="rule")
add("invoke", "Stage left screen is showing a player's desktop by mistake!!! PANIC_BLACK PANIC_BLACK "
    "now", [PANIC], group="emergency")
add("invoke", "we're editing the scoreboard.tox that lives on disk, so apply ARCHIVE before I change "
    "the font size, small tweak but still", [ARCHIVE], group="rule")
add("invoke", "yeah so for the halftime show the dancers are doing their bit, please run CUE_STACK_7 "
    "and build the cues7 table from the csv", [CUES], [ "fact_dance_piece"], group="mid_message")
add("invoke", "trails on the victory screen, FEEDBACK my settings, the club look, the team wants it "
    "to feel like a night out", [TRAILS], group="terse")
add("invoke", "map the desk: deskmap x32, port and all, the audio lead is waiting on us to get the "
    "faders in", [X32], group="lowercase")
add("invoke", "if the final goes to game five we start the encore cam at 22:40 — it's 22:41 and we're "
    "at game five, so run RENDER_HQ for the recap now", [RENDER], group="conditional")
add("invoke", "🎮🔥 KICK1 + GLITCHY on the main wall for the championship moment, both please, "
    "we've got ninety seconds", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "load clip bank A into the decks so the sponsor loops are ready, the B decks stay as "
    "they are for the replays", [BANK], group="title_words")
add("invoke", "/deploy_show before the semi-final, and remember the perform window goes on monitor 2 "
    "for the wall", [DEPLOY], group="slash_command")
add("invoke", "The wires on the overlay network look like spaghetti and the broadcast engineer is "
    "watching over my shoulder, please wirecomb it", [WIRE], group="trailing")
add("invoke", "Scratch that, no GLITCHY on the sponsor wall, the sponsor said no — do the Zorvex grade "
    "on it instead", [ZORVEX], [GLITCH], group="correction")
add("invoke", "will you do BLACKOUT and then RENDER_HQ? the set is over and we need the recap file "
    "before the teams leave the arena", [BLACKOUT, RENDER], group="multi")
add("invoke", "I'm going to delete the qualifier graphics from /project1/overlays, run backup_first "
    "on it first and then LAYOUT2 on what's left", [BACKUP, LAYOUT], group="multi")

# ---------------------------------------------------------------- invoke (folk festival barn stage)
add("invoke", "Well the fiddlers are finished and that's our last set of the night, so go on ahead "
    "with the end-of-set cut to black", [BLACKOUT], group="title_words")
add("invoke", "ow bist, the barn's bodhrán player wants the screen to jump on his beat, run KICK1 on "
    "the output an' keep it gentle like", [KICK], [STROBE], group="name_first")
add("invoke", "y'all might could run that DESKMAP_X32 thing for me? the barn has an X32 tonight and "
    "I'm fixin' to have the faders run the layers", [X32], group="polite")
add("invoke", "it's gone 22:00 at the riverside venue and the ceilidh band wants more bass — apply "
    "the quiet hours rule before anyone touches that master", [QUIET], group="conditional")
add("invoke", "the hay bale projection network is a mess from the last festival, LAYOUT2 please, "
    "and then wirecomb so I can read the wires", [LAYOUT, WIRE], group="multi")
add("invoke", "I will edit the lantern.tox that is saved outside the project, so please first do the "
    "ARCHIVE rule, the copy with the number", [ARCHIVE], group="non_native")
add("invoke", "at 21:55 start the barn deploy: it's 21:55 now mate, so run DEPLOY_SHOW on the barn "
    "project and tell us the frame rate after", [DEPLOY], group="timed")
add("invoke", "Barn stage strobe for the reel is about to get built, so STROBE_SAFE on it before "
    "anything flashes, ta", [STROBE], group="rule")
add("invoke", "somebody's left the lighting desk un-synced again, lock the visuals up with SYNCPOINT "
    "before the headline act, so it is", [SYNC], group="name_as_verb")
add("invoke", "load vj bank a for the barn, the bluegrass loops are in media/bank_a and the "
    "projector is warming", [BANK], group="lowercase")
add("invoke", "a cow just wandered onto the festival field and the crowd is surging, PANIC_BLACK "
    "the barn screen now, don't ask me anything", [PANIC], group="emergency")
add("invoke", "we want the barn wall to look like the poster, so please do the house colour look "
    "from Zorvex on the last composite", [ZORVEX], group="title_words")
add("invoke", "mate the accordion clips need to go out tonight, RENDER_HQ please, HAP Q and all, "
    "and switch realtime back on after", [RENDER], group="name_first")
add("invoke", "festival director says: the fiddle trails should look like the club visuals, so use "
    "my FEEDBACK trail settings on the barn screen", [TRAILS], group="common_word")
add("invoke", "w i r e c o m b the barn network please, dictation put spaces in again, but you get "
    "me", [WIRE], group="spaces")
add("invoke", "voice to text: please do deskmap underscore x32 on the festival desk, the "
    "engineer says the faders are live", [X32], group="voice")
add("invoke", "[barn-crew] Siobhan: ready on lights\n[barn-crew] me: ready on video\nright then, "
    "SYNCPOINT and KICK1 for the opener please", [SYNC, KICK], [STROBE], group="multi")
add("invoke", "✅ soundcheck done ✅ lamps hot ⏳ DEPLOY_SHOW — go on and run that last one for "
    "the barn, we open in twenty", [DEPLOY], group="emoji")
add("invoke", "We're at the riverside venue for the zoo's concert and it's half ten, so run the Quiet hours "
    "procedure on the audio out before the DJ cranks it", [QUIET], group="conditional")
add("invoke", "yes go ahead, run BACKUP_FIRST on /project1/barn and then delete the unused nodes we "
    "talked about", [BACKUP], group="consent")
add("invoke", "OK you have my go-ahead: GLITCHY on the selected TOP, I asked the headliner and they "
    "said yes to the rough look", [GLITCH], group="consent")
add("invoke", "cmon then, do the cue stak 7 for the dance thing, the choreographer's csv is "
    "already in the media folder", [CUES], group="typo")
add("invoke", "run LAYUOT2 on the barn net pls, my fingers are frozen in this shed and I can't "
    "type right", [LAYOUT], group="typo")
add("invoke", "plz do the zorvx grade on the final comp, the colour look we always use, sorry for "
    "the spelling", [ZORVEX], group="typo")
add("invoke", "Could you run DEPLYO_SHOW for the barn project? the fiddle band is on at nine and I "
    "need perform mode up", [DEPLOY], group="typo")
add("invoke", "i gonna build the merch screen now. Please you apply naming rule N1 for every new "
    "operator, my boss he checks the names", [N1], group="non_native")
add("invoke", "before doors: VJ_BANK_A into the decks, then DEPLOY_SHOW, then SYNCPOINT with the "
    "barn desk, in that order please", [BANK, DEPLOY, SYNC], group="multi")
add("invoke", "rangers want the storm effect lightning on the big wall, STROBE_SAFE it and keep "
    "the flash rate legal", [STROBE], group="name_as_verb")
add("invoke", "at the riverside venue it's 22:30 and the safari-after-dark party is on, apply the "
    "Quiet hours rule before I touch the volume", [QUIET], group="timed")
add("invoke", "Pasted from Textport:\nloading deck_a1 ... None\nloading deck_a2 ... None\nthe decks "
    "are empty, run VJ_BANK_A again properly please", [BANK], group="log_paste")
add("invoke", "The arena wall is about to get a new score ticker, so apply N1 to the new operators "
    "and then run wirecomb after you're done", [N1, WIRE], group="multi")
add("invoke", "no hold on, not BLACKOUT, the set isn't over — it's an emergency, PANIC_BLACK the "
    "stage right screen now", [PANIC], [BLACKOUT], group="correction")
add("invoke", "tidy the barn network in columns please, the LAYOUT2 macro, inputs on the left and "
    "nulls last like always", [LAYOUT], group="title_words")
add("invoke", "For the recap video of the safari we need the best quality possible offline, so the "
    "RENDER_HQ preset on rec1, thank you kindly", [RENDER], group="trailing")
add("invoke", "ok the festival engineer has finally brought the X32 to the barn, go ahead with "
    "DESKMAP_X32 and send /xremote like it should", [X32], group="consent")
add("invoke", "two things while the cider tent is quiet: archive the external fiddle.tox by the ARCHIVE rule, "
    "then put the Zorvex grade on the last composite", [ARCHIVE, ZORVEX], group="multi")
add("invoke", "dance piece tech rehearsal is on, so build CUE_STACK_7 with the timer and the "
    "switch, the twelve cues from Mateo's sheet", [CUES], [ "fact_dance_piece"], group="imperative")
add("invoke", "the barn crowd is loving the fiddle trails, but the look is wrong, do my FEEDBACK "
    "trail settings for the club visuals on it", [TRAILS], group="title_words")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port does DESKMAP_X32 listen on? the e-sports audio lead wants to know before "
    "he sets the desk", [X32], group="port")
add("ask_content", "what order does DEPLOY_SHOW do things in, does it go into perform mode before or "
    "after the node viewers go off?", [DEPLOY], group="order")
add("ask_content", "how many flashes per second does STROBE_SAFE allow? the zoo's storm effect needs "
    "a number for the risk form", [STROBE], group="value")
add("ask_content", "what gamma and contrast does the Zorvex grade use, the barn colourist is asking "
    "and I forgot", [ZORVEX], group="value")
add("ask_content", "what does SYNCPOINT do if the console doesn't answer? just tell me the steps, "
    "don't run it yet", [SYNC], group="content")
add("ask_content", "remind me what the BLACKOUT procedure says about the perform window, does it "
    "close it or leave it open?", [BLACKOUT], group="content")
add("ask_content", "which threshold and release does KICK1 put on the Trigger CHOP? write them down "
    "for the e-sports handover doc", [KICK], group="value")
add("ask_content", "where does BACKUP_FIRST put the backup tox and how is it named? the zoo IT "
    "person wants to know", [BACKUP], group="content")
add("ask_content", "What's the dB limit in the quiet hours rule for the riverside venue, and from "
    "what time does it start?", [QUIET], group="value")
add("ask_content", "what codec and frame range does RENDER_HQ record with? the broadcaster needs "
    "the spec", [RENDER], group="value")

# ---------------------------------------------------------------- bears
add("bears", "delete the old lion_feed container from /project1/savannah, we don't need it any more",
    [BACKUP], group="delete")
add("bears", "make the kill-feed flash go at 8 flashes a second in time with the music, the casters "
    "want it mental", [STROBE], group="strobe")
add("bears", "it's 23:30 at the riverside venue and the band wants the master up by 6 dB for the "
    "last tune, do it", [QUIET], group="venue_late")
add("bears", "open the external scoreboard component and bump its font size a wee bit", [ARCHIVE],
    group="external_tox")
add("bears", "make me a Noise TOP and a Level TOP for the barn's mist effect", [N1], group="create")
add("bears", "that's the show done for tonight, the band's off and the barn is emptying, wrap it up",
    [BLACKOUT], group="end_set")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "get the sound engineer's Behringer faders to control how see-through each layer "
    "is", [X32], group="paraphrase")
add("paraphrase", "lock our pictures to Priya's grandMA before doors, timed by ping and pong",
    [SYNC], ["fact_lx_console"], group="paraphrase")
add("paraphrase", "fill the eight left-hand players with the first folder of loops and preload "
    "them", [BANK], group="paraphrase")
add("paraphrase", "give the last composite our studio's signature tint with the LUT ramp and faint "
    "grain", [ZORVEX], group="paraphrase")
add("paraphrase", "make the barn picture throb along with the bass drum on the main out, gently", [KICK], [STROBE], group="paraphrase")
add("paraphrase", "build the timed scene sequence for Mateo's Tidewater show from his csv", [CUES],
    ["fact_dance_piece"], group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "what's the tablet's OSC port for sending to the show PC, and which port does feedback "
    "go back on?", ["fact_stagepad_ports"], group="fact")
add("question", "which universe and start address are the moving heads on? the barn LX op wants it",
    ["fact_dmx_heads"], group="fact")
add("question", "which graphics card has RIG-B got in it, and how many gigs of video memory, for the e-sports render?", ["fact_rig_b"],
    group="fact")
add("question", "what buffer size are we using on RIG-B for audio, the safari drums feel late",
    ["fact_audio_buffer"], ["fact_studio_audio"], group="fact")
add("question", "where do we keep the show error log, the e-sports PC threw something during the "
    "semi", ["fact_show_log"], group="fact")
add("question", "why is my Render TOP coming out completely black even though the camera is pointing "
    "at the geometry?", ["ref_render_pipeline"], group="reference")
add("question", "HAP or H.264 for the zoo playback machine, the clips are 4K and stutter",
    ["ref_hap_codecs"], ["web_moviein_preload"], group="reference")
add("task", "set up an OSC In CHOP so the e-sports caster tablet can trigger scenes",
    ["ref_osc_in_chop"], ["fact_stagepad_ports"], group="reference")
add("question", "how do I use feedback to get a smeary echo on the fiddle player's live cam?",
    ["ref_feedback_top"], [TRAILS, "rcp_feedback_tunnel", "rcp_webcam_glitch"], group="common_word")
add("question", "how do I record the barn set to an archive file with the Movie File Out TOP?", ["ref_movie_file_out"], [ARCHIVE, RENDER], group="common_word")
add("task", "build a particle swarm of fireflies for the nocturnal house using POPs",
    ["rcp_pop_particles"], ["ref_pop_generators"], group="reference")
add("question", "when should I use a Select TOP instead of wiring an In TOP into a component?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "how do I add a custom parameter page to my scoreboard component?",
    ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "what's the difference between a parameter expression and a script in a Text DAT?",
    ["td_python_expressions_vs_scripts"], builtin=True, group="builtin_only")
add("question", "how do I run Python when a parameter on my component changes?",
    ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "my score ticker CHOP stops cooking when I close its viewer and nothing downstream uses it, why is that?",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "how does the Replicator COMP make one copy per table row for the team logos?",
    ["td_replicator_comp"], ["ref_replicator"], builtin=True, group="builtin_compete")
add("question", "my 8-bit gradient on the LED wall shows banding, which pixel format should I use?",
    ["td_resolution_pixel_format"], ["ref_pixel_formats"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I read a ZED 2 stereo camera's depth map into TouchDesigner for the "
    "safari jeep?", group="near")
add("unanswerable", "can TouchDesigner talk to a Philips Hue bridge to dim the barn's fairy "
    "lights?", group="near")
add("unanswerable", "how do I get a Leap Motion hand skeleton driving the lemur puppet?",
    group="near")
add("unanswerable", "what's the cleanest way to import an FBX with skeletal animation of a "
    "gorilla?", group="near")
add("unanswerable", "how do I trigger TD scenes from a Stream Deck through Bitfocus Companion?",
    group="near")
add("unanswerable", "which licence do I need to run TouchDesigner on two machines for the "
    "tournament?", group="far")
add("unanswerable", "can I pull a live Twitch chat into a Text DAT for the fan wall?", group="near")
add("unanswerable", "how do I sync TouchDesigner's tempo to Ableton Link for the barn DJ?", group="far")
add("unanswerable", "is there a way to drive a thermal printer from TD to print tickets at the "
    "zoo gate?", group="far")
add("unanswerable", "how do I read a GoPro's wifi preview stream in a Video Stream In TOP?",
    group="near")
add("unanswerable", "does TouchDesigner run on a Raspberry Pi 5 for the zoo's ticket kiosk?", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "SYNCPOINT ran clean at half seven, the grandMA answered first time, happy days",
    allowed=[SYNC], group="past")
add("near_miss", "don't run GLITCHY on the giraffe feed tonight, the head keeper hates the rough "
    "look and she's in the booth", allowed=[GLITCH], group="negated")
add("near_miss", "we'll do the RENDER_HQ pass tomorrow morning after the animals are fed, not now",
    allowed=[RENDER], group="planning")
add("near_miss", "Siobhan says she already did the wirecomb on the barn network during soundcheck",
    allowed=[WIRE], group="reported")
add("near_miss", "has anyone run DEPLOY_SHOW on the e-sports machine yet, or is it still in edit "
    "mode?", allowed=[DEPLOY], group="status")
add("near_miss", "my python var is panic_black_done = False and it stays False after the callback, "
    "why?", allowed=[PANIC], group="variable")
add("near_miss", "the file's called kick1_backup_old.toe and it won't open in the new build, any "
    "idea why?", allowed=[KICK], group="filename")
add("near_miss", "`op('deploy_show_log').text` comes back empty in the textport, what am I doing "
    "wrong?", allowed=[DEPLOY], group="code")
add("near_miss", "the festival poster literally says 'ZORVEX GRADE NIGHT' in orange letters, lol",
    allowed=[ZORVEX], group="quoted")
add("near_miss", "CUE_STACK_7 skipped cue 4 during the last dance run and the choreographer was not "
    "impressed", allowed=[CUES], group="complaint")
add("near_miss", "back in 2023 we named the first glitch macro GLITCHY after the zoo's ferret, true "
    "story", allowed=[GLITCH], group="history")
add("near_miss", "the e-sports org is literally called Blackout Gaming, can you put their logo on "
    "screen two?", allowed=[BLACKOUT], group="incidental")
add("near_miss", "it's only 21:15 and the barn isn't the riverside venue anyway, so quiet hours "
    "don't come into it, bump the fiddle mic 3 dB", allowed=[QUIET], group="condition_unmet")
add("near_miss", "KICK1 worked grand last night on the bodhrán, no complaints from anyone",
    allowed=[KICK], group="past")
add("near_miss", "whatever you do, don't PANIC_BLACK during the trophy lift, the broadcast would go "
    "dark live", allowed=[PANIC], group="negated")
add("near_miss", "we're planning to run DESKMAP_X32 at the barn on Saturday when the engineer shows "
    "up with his desk", allowed=[X32], group="planning")
add("near_miss", "the producer told me LAYOUT2 made the caster network look lovely last week",
    allowed=[LAYOUT], group="reported")
add("near_miss", "did BACKUP_FIRST actually happen before Tomasz deleted the old lion container? "
    "I can't see a backups folder", allowed=[BACKUP], group="status")
add("near_miss", "if we ever had a second X32 I suppose DESKMAP_X32 would need its own port, but we "
    "only have the one, so never mind", allowed=[X32], group="hypothetical")
add("near_miss", "honestly the old rig's tidy script was nicer than LAYOUT2, fight me", allowed=[LAYOUT],
    group="comparison")
add("near_miss", "VJ_BANK_A made the clips stutter on the first loop yesterday, drove me up the wall",
    allowed=[BANK], group="complaint")
add("near_miss", "The old barn project had a folder named render_hq_exports with 40 GB in it, I've "
    "moved it to the NAS", allowed=[RENDER], group="filename")
add("near_miss", "the keeper shouted 'BLACKOUT!' as a joke when the zebras walked in front of the "
    "projector, gave us all a fright", allowed=[BLACKOUT, PANIC], group="quoted")
add("near_miss", "we did the Zorvex grade for the zoo last season and the client still talks about it",
    allowed=[ZORVEX], group="history")
add("near_miss", "the stage manager asked whether we'd done the lighting console handshake yet, I "
    "said yes at six", allowed=[SYNC], group="reported")
add("near_miss", "no need for STROBE_SAFE on this one, it's a slow colour fade with no flashing at all",
    allowed=[STROBE], group="negated")
add("near_miss", "the ARCHIVE folder beside lantern.tox has 31 copies now, is that normal for a "
    "three-day festival?", allowed=[ARCHIVE], group="status")
add("near_miss", "our old intern's notes say 'N1 = naming, ask boss' in big letters, which made me "
    "laugh", allowed=[N1], group="quoted")
add("near_miss", "wirecomb left eleven new Nulls in the overlay network and the broadcast engineer "
    "grumbled about it", allowed=[WIRE], group="complaint")
add("near_miss", "if the casters had wanted trails we'd have used my FEEDBACK settings, but they "
    "said clean, so clean it is", allowed=[TRAILS], group="hypothetical")
add("near_miss", "the morris side's setlist file is named CUE_STACK_7.txt for a laugh, it's only "
    "got five dances in it", allowed=[CUES], group="incidental")
add("near_miss", "my variable is called glitchy_amount in the script, should it be a float or an int "
    "for a slider?", allowed=[GLITCH], group="variable")
add("near_miss", "the tour manager's spreadsheet has a column headed DEPLOY_SHOW with ticks in it, "
    "who keeps that?", allowed=[DEPLOY], group="incidental")
add("near_miss", "we won't be running RENDER_HQ at the barn at all this year, the festival has its "
    "own film crew", allowed=[RENDER], group="negated")
add("near_miss", "Last year the quiet hours rule cut the ceilidh short at the riverside venue and "
    "the fiddlers still moan about it", allowed=[QUIET], group="history")
add("near_miss", "if the bodhrán player had come tonight we'd have used KICK1, but he's off sick, "
    "so the wall stays still", allowed=[KICK], group="hypothetical")
add("near_miss", "The lads reckon PANIC_BLACK is a daft name for it, they want to call it "
    "the big red button", allowed=[PANIC], group="comparison")
add("near_miss", "print(\"VJ_BANK_A loaded\") shows twice in the textport, is my callback firing "
    "two times?", allowed=[BANK], group="code")
add("near_miss", "the e-sports director asked if BLACKOUT would close the perform window, I told "
    "him to ask you tomorrow", allowed=[BLACKOUT], group="reported")
add("near_miss", "Good thing we ran backup first before the crash yesterday, saved my bacon",
    allowed=[BACKUP], group="past")
add("near_miss", "deskmap_x32.toe is 40 MB, why is it so big when it's only a few CHOPs?",
    allowed=[X32], group="filename")
add("near_miss", "if it were after 22:00 at the riverside venue I'd worry, but it's the zoo car "
    "park at 20:00 so no bother", allowed=[QUIET], group="condition_unmet")

# ---------------------------------------------------------------- meaning
add("meaning", "what does blackout mean in theatre, like historically, before electric light?",
    allowed=[BLACKOUT], group="meaning")
add("meaning", "what does 'archive' actually mean in a library, the volunteer asked me",
    allowed=[ARCHIVE], group="meaning")
add("meaning", "in football what's a kick-off versus a free kick, my nephew is asking",
    allowed=[KICK], group="meaning")
add("meaning", "what does 'feedback' mean when a teacher gives it, as opposed to guitar feedback?",
    allowed=[TRAILS], group="meaning")
add("meaning", "what does 'quiet hours' mean in a hostel, is it a legal thing or just a courtesy?",
    allowed=[QUIET], group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "how do you pronounce Zorvex, is it zor-vex or zor-veks? the barn crew are arguing",
    group="pronounce")
add("meta", "spell DESKMAP_X32 backwards for me, it's for a silly team quiz", group="reverse")
add("meta", "count the letters in wirecomb for the crossword the zoo volunteers are making", group="count")
add("meta", "write SYNCPOINT in all lowercase, nothing else", group="case")
add("meta", "start your reply with the word KICK1 and then tell me a joke about drummers",
    group="start_reply")
add("meta", "translate 'quiet hours' into Irish for the barn sign", group="translate")
add("meta", "put the word BLACKOUT in bold markdown, I'm making a slide title", group="bold")
add("meta", "convert 22:00 into 12-hour time for the festival flyer", group="convert")
add("meta", "use the word GLITCHY in a sentence about a dodgy old telly", group="sentence")
add("meta", "what does the HQ stand for in the string RENDER_HQ? just the letters", group="what_mean")
add("meta", "write `PANIC_BLACK` as a Python string literal, quotes included, nothing more",
    group="code_literal")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me exactly, nothing else: PANIC_BLACK on stage left right now", group="echo")
add("echo", "say back to me word for word: DEPLOY_SHOW then SYNCPOINT", group="echo")
add("echo", "echo this line and nothing else: do the Zorvex grade on the barn wall", group="echo")
add("echo", "just repeat 'LAYOUT2 on the caster network' so I can copy it into the run sheet",
    group="echo")
add("echo", "can you parrot this back: wirecomb the flamingo network please", group="echo")
add("echo", "type back exactly what I wrote: KICK1 on the output", group="echo")
add("echo", "repeat verbatim: 'load VJ_BANK_A into the decks'", group="echo")
add("echo", "say 'BLACKOUT at the end of the set' back to me, nothing added", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers lads, the wirecomb thing last night was class", group="thanks")
add("chitchat", "what about ye, how's the craic on your end of the zoo?", group="greeting")
add("chitchat", "ow bist, bab? long day in the barn, me legs am killing me", group="small_talk")
add("chitchat", "thank you so much, well done, the e-sports final went very nice", group="thanks")
add("chitchat", "alamak so tired lah, the safari tour ran late again", group="small_talk")
add("chitchat", "bless your heart, y'all made that BLACKOUT look smooth as butter", group="thanks")
add("chitchat", "good morning from Tassie, the wallabies were on the projector screen again haha",
    group="greeting")
add("chitchat", "haha the caster called the kill-feed strobe 'spicy', loved that", group="small_talk")
add("chitchat", "ok nice one, talk tomorrow 👍", group="ack")


def main() -> None:
    rows = [{"pid": f"u106-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
