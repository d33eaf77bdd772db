"""Blind gate suite unseen76, hand-written by the independent evaluator "gateeval76".

Written blind: from corpus.jsonl, the built-in knowledge files and the label rules only (no gate code,
no other prompt file or author script, never run through the gate by its author).

100 % English (Welsh, Australian, Indian, Ghanaian, Texan and non-native English), typed by three personas:
  - SHIP: a cruise ship's theatre lighting and video tech (deck theatre, lido parties, sea days, the captain's office)
  - MUSEUM: a children's science museum exhibit technician (dome, volcano, lightning and dinosaur exhibits, school groups)
  - CHURCH: a livestreamed church service's volunteer AV team (Sunday service, worship band, pastor, YouTube stream)
Leans to invocations inside longer messages and subtle near misses.

Run it to regenerate prompts_unseen76.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen76.jsonl")
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
DESK = "ins_deskmap_x32"
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

# ---------------------------------------------------------------- invoke (84)
# KICK1
add("invoke", "Right, service starts in twenty and the drummer wants the screens to pulse on his kick, so please build KICK1 on the main output now.", [KICK], [STROBE], group="mid_message")  # CHURCH, Welsh
add("invoke", "kick1 on the main out please, the ship's band is doing the seventies disco set in the theatre tonight and the cruise director wants it pumping", [KICK], [STROBE], group="lowercase")  # SHIP
add("invoke", "okay computer run kick one on the main output full stop the dinosaur stomp show starts after lunch full stop", [KICK], [STROBE], group="voice")  # MUSEUM
add("invoke", "can u set up KIKC1 for the dinosaur footsteps exhibit, the subwoofer under the T-rex is what it should listen to", [KICK], [STROBE], group="typo")  # MUSEUM
add("invoke", "Build KICK1 on the lido screen and then apply STROBE_SAFE over it, half the passengers at the sail-away party are kids and grandparents.", [KICK, STROBE], group="multi")  # SHIP

# LAYOUT2
add("invoke", "The exhibit network is a proper dog's breakfast after the school holidays, mate, LAYOUT2 it for me would ya, no rush before smoko.", [LAYOUT], group="name_as_verb")  # MUSEUM, Australian
add("invoke", "/layout2 on /project1/lobby_screens, the welcome wall comp is unreadable since the volunteers had a go at it", [LAYOUT], group="slash_command")  # CHURCH
add("invoke", "Please arrange the current network in columns for me, inputs on the left and the nulls at the end, like our macro does, before the relief tech takes over at midnight.", [LAYOUT], group="title_words")  # SHIP
add("invoke", "Kindly do the needful: run MACRO LAYOUT2 on the volcano comp, the new intern has to understand it by tomorrow itself.", [LAYOUT], group="polite")  # MUSEUM, Indian

# STROBE_SAFE
add("invoke", "Before the cabaret tonight, apply STROBE_SAFE to every flash effect in the theatre project, the captain's office forwarded a passenger complaint from the last cruise.", [STROBE], group="rule")  # SHIP
add("invoke", "Chale, enforce the STROBE_SAFE rule on the lightning exhibit blink chain for me, small small children dey stand in front of it all day.", [STROBE], group="rule")  # MUSEUM, Ghanaian
add("invoke", "go through the worship set's beat-synced cuts and make every one of them obey strobe_safe please, we have a photosensitive member who sits right at the front", [STROBE], group="lowercase")  # CHURCH
add("invoke", "hey so the lightning dome flashes are way too fast on the new build, use the never-more-than-3-flashes-per-second rule on it now before the 10am school group", [STROBE], group="title_words")  # MUSEUM

# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST and then remove the three unused noise TOPs from the planetarium dome network, they're left over from the comet show.", [BACKUP], group="rule")  # MUSEUM
add("invoke", "Y'all, do the BACKUP_FIRST step on /project1/sermon_gfx before I go deleting the old announcement slides, I'm fixing to clear out about forty of 'em.", [BACKUP], group="mid_message")  # CHURCH, Texan
add("invoke", "```\nWARNING /project1/deck_theatre: 14 operators have no outputs and are not referenced\n```\nokay, do BACKUP_FIRST on /project1/deck_theatre and then clear those 14 out", [BACKUP], group="log_paste")  # SHIP
add("invoke", "Yes, go ahead with BACKUP_FIRST on the kids_bubbles comp and only after that delete the broken ultrasonic sensor chain.", [BACKUP], group="consent")  # MUSEUM

# DEPLOY_SHOW
add("invoke", "House opens at 19:30 on deck five, so run DEPLOY_SHOW now on the theatre machine and tell me the frame rate when it's finished.", [DEPLOY], group="mid_message")  # SHIP
add("invoke", "Sunday checklist:\n- [x] cameras white balanced\n- [x] lyrics loaded\n- [ ] DEPLOY_SHOW\n- [ ] stream key checked\nplease do the DEPLOY_SHOW item now, I'll do the stream key myself", [DEPLOY], group="checklist")  # CHURCH
add("invoke", "d e p l o y _ s h o w on the exhibit PC please, the museum opens at nine and the first coach of school kids is already in the car park", [DEPLOY], group="spaces")  # MUSEUM
add("invoke", "Prepare the project for the show please, all the usual steps before the show, the headliner comedian is on at eight in the main theatre.", [DEPLOY], group="title_words")  # SHIP

# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks, the Caribbean night party up on the lido deck starts at ten and the DJ wants loops from the first song.", [BANK], group="imperative")  # SHIP
add("invoke", "could you kindly load vj bank a only, the bank B clips are for the second half itself, and please print the file names so I can check", [BANK], group="spaces")  # SHIP, Indian
add("invoke", "🎛️🎬 VJ_BANK_A pls!! kids' glow disco in the atrium starts in 5 min and the decks are still empty 🙏", [BANK], group="emoji")  # MUSEUM
add("invoke", "Can you load clip bank A into the decks for the youth service intro loop? The band starts the first song straight after the notices.", [BANK], group="title_words")  # CHURCH

# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW, the big screen is showing the livestream chat with someone's rude comment on it", [PANIC], group="emergency")  # CHURCH
add("invoke", "panic!! a kid just yanked the HDMI half out and the dome is flashing garbage, black it all out immediately", [PANIC], [STROBE], group="emergency")  # MUSEUM
add("invoke", "Mate, hit PANIC_BLACK, there's a medical emergency in row C and the captain wants the stage dark straight away.", [PANIC], group="emergency")  # SHIP, Australian
add("invoke", "panic black panic black the projector lens just fell out of the mount", [PANIC], group="voice")  # SHIP
add("invoke", "no wait, not the end-of-set BLACKOUT, do PANIC_BLACK right now, the smoke alarm has just gone off in the theatre", [PANIC], [BLACK], group="correction")  # SHIP

# GLITCHY
add("invoke", "For the robot exhibit's 'broken AI' screen, run GLITCHY on the selected TOP, I've already got moviein_robot selected in the network.", [GLITCH], group="mid_message")  # MUSEUM
add("invoke", "glitchy on the selected top pls, youth night theme is 'system error' and the teens will love it", [GLITCH], group="lowercase")  # CHURCH
add("invoke", "run GLITHCY on the selected TOP, it's the deck camera feed for the haunted Halloween party at sea tonight", [GLITCH], group="typo")  # SHIP
add("invoke", "/GLITCHY on the selected TOP — preview bus only, not the outgoing stream, the youth pastor wants to see it before Sunday", [GLITCH], group="slash_command")  # CHURCH
add("invoke", "For the late-night silent disco: KICK1 first on the main output, then GLITCHY on the selected TOP after it.", [KICK, GLITCH], [STROBE], group="multi")  # SHIP

# DESKMAP_X32
add("invoke", "The sound team just wheeled the X32 in for the Christmas carol service, so run DESKMAP_X32 and let faders one to eight drive the layers.", [DESK], group="mid_message")  # CHURCH
add("invoke", "Map the X32 mixing desk over OSC for the guest singer's set, she wants fader control over the backdrops like last cruise.", [DESK], group="title_words")  # SHIP
add("invoke", "desk map x thirty two please and thank you the mixer is plugged into the network switch now new paragraph", [DESK], group="voice")  # CHURCH

# RENDER_HQ
add("invoke", "The galley tour edit is locked, so go ahead and do RENDER_HQ now so the ship's TV channel gets a clean file for tomorrow's sea day.", [RENDER], group="consent")  # SHIP
add("invoke", "render_hq the volcano eruption loop please, the museum's web team wants it for the new homepage banner", [RENDER], group="name_as_verb")  # MUSEUM
add("invoke", "I need an offline high-quality recording of the Easter backdrop loop, the usual preset, so it can play off the laptop if the main PC dies.", [RENDER], group="title_words")  # CHURCH

# NAMING N1
add("invoke", "Apply naming rule N1 to everything you build for the magnetism exhibit today, the last tech left noise1 to noise9 all over the place.", [N1], group="rule")  # MUSEUM
add("invoke", "Rename the operators you just made in the welcome slides comp per N1, please, I honestly can't tell level3 from level4 any more.", [N1], group="rule")  # CHURCH
add("invoke", "Use N1 naming on every new operator tonight, y'all, the volunteer roster changes next week and the new folks gotta be able to read this.", [N1], group="mid_message")  # CHURCH, Texan
add("invoke", "use naming rule n1 when you build the offering countdown timer, cheers, it'll make Sian's life easier next month", [N1], group="lowercase")  # CHURCH, Welsh

# FEEDBACK (my trail settings)
add("invoke", "Build the trails my way, with my FEEDBACK settings, on the club visuals for the crew bar party tonight, it kicks off after the last show.", [FEED], group="common_word")  # SHIP
add("invoke", "FEEDBACK trails for the club set please, the usual loop inside trails_club, the DJ is on at eleven in the nightclub on deck twelve", [FEED], group="common_word")  # SHIP
add("invoke", "Use my trail settings for the club visuals on the neon deck camera feed, same as I always have them, we start in an hour.", [FEED], group="title_words")  # SHIP

# BLACKOUT
add("invoke", "Right, that's the last song of the Beatles tribute act done and the bows are over, do the BLACKOUT now please.", [BLACK], [PANIC], group="end_set")  # SHIP
add("invoke", "End of set, BLACKOUT, and log the time to the show log like always.", [BLACK], [PANIC], group="terse")  # SHIP
add("invoke", "Benediction's done and the stream is rolling the end credits, run BLACKOUT on the main screen so we finish clean.", [BLACK], [PANIC], group="end_set")  # CHURCH
add("invoke", "give me the end-of-set cut to black on the dome, the planetarium show just finished and the kids are filing out", [BLACK], [PANIC], group="title_words")  # MUSEUM
add("invoke", "It's 22:58 and the show ends on the hour, so start BLACKOUT now and the four-second fade lands right on time.", [BLACK], [PANIC], group="timed")  # SHIP

# WIRECOMB
add("invoke", "This network looks like a bowl of spaghetti after the science fair weekend, wirecomb it please so I can find the sensor input again.", [COMB], group="name_as_verb")  # MUSEUM
add("invoke", "Run wirecomb on /project1/exhibits/tornado, and keep the docked ops with their parents obviously, the DAT callbacks are docked.", [COMB], group="imperative")  # MUSEUM
add("invoke", "wire comb the lyrics comp before Sunday please, the new volunteers can't follow a single one of those wires", [COMB], group="spaces")  # CHURCH
add("invoke", "LAYOUT2 on the theatre network first, then wirecomb it, the relief tech from the other ship is taking over tomorrow.", [LAYOUT, COMB], group="multi")  # SHIP

# CUE_STACK_7
add("invoke", "The choreographer's sheet is in /media/dance/cues.csv now, so build CUE_STACK_7 for the dance piece in the ship's theatre before rehearsal.", [CUES], group="conditional")  # SHIP
add("invoke", "cue stack 7 pls, the guest dance company is rehearsing at 3pm on deck four and needs the cue table", [CUES], group="spaces")  # SHIP
add("invoke", "Make the cue list for the dance piece from Mateo's sheet, the twelve cues, same as the procedure says, we tech it this afternoon.", [CUES], group="title_words")  # SHIP
add("invoke", "CUE_STACK_7 and then DEPLOY_SHOW, the dance company's house opens at 19:00 and I still need to fix the gauze focus.", [CUES, DEPLOY], group="multi")  # SHIP

# SYNCPOINT
add("invoke", "The lighting desk is finally on the show network, so do the SYNCPOINT handshake before the doors open for the magic show.", [SYNC], group="mid_message")  # SHIP
add("invoke", "do the lighting console handshake before the matinee please, last time the pictures were a few frames behind the moving heads", [SYNC], group="title_words")  # SHIP
add("invoke", "The grandMA has just come back online at 10.0.0.40, so SYNCPOINT now please, before the worship band's first song.", [SYNC], group="conditional")  # CHURCH
add("invoke", "🔗 SYNCPOINT 🔗 go go go, five minutes to the magician's entrance and the lights need to match the reveal", [SYNC], group="emoji")  # SHIP
add("invoke", "Run DESKMAP_X32 first and then SYNCPOINT, the sound desk and the lighting console are both up for the carol service now.", [DESK, SYNC], group="multi")  # CHURCH

# ARCHIVE
add("invoke", "I'm about to tweak the brightness inside bloom.tox, so do the ARCHIVE step first, numbered copy in archive/ next to it, then I'll edit.", [ARCH], group="rule")  # SHIP
add("invoke", "Follow the ARCHIVE rule on lyrics_engine.tox and then bump its font size up to 64, the back rows can't read the words.", [ARCH], group="rule")  # CHURCH
add("invoke", "keep a numbered copy before editing the planets.tox, I need to slow the orbit speed down for the toddlers' session", [ARCH], group="title_words")  # MUSEUM
add("invoke", "Tidy, now do the ARCHIVE thing on hymnboard.tox before we touch it, there's a good lad, then I'll change the colours.", [ARCH], group="rule")  # CHURCH, Welsh

# ZORVEX
add("invoke", "Put the Zorvex grade on the final composite for the sunset sail-away loop, marketing want it to match the brochure.", [ZORV], group="imperative")  # SHIP
add("invoke", "zorvex look on the final comp please mate, the museum's new marketing lady wants the house colours everywhere", [ZORV], group="lowercase")  # MUSEUM, Australian
add("invoke", "Give the ocean exhibit our house colour look after the final composite, the kids' drawings look too saturated on the big wall.", [ZORV], group="title_words")  # MUSEUM
add("invoke", "GLITCHY on the final — no wait, scrap that, not GLITCHY, do the Zorvex grade instead, this is the baptism video not youth night.", [ZORV], [GLITCH], group="correction")  # CHURCH
add("invoke", "Apply the Zorvex grade to the sail-away loop and then RENDER_HQ the result, the ship's TV channel wants it by breakfast.", [ZORV, RENDER], group="multi")  # SHIP

# QUIET HOURS
add("invoke", "We're at the riverside venue tonight for the shore excursion party and it's 22:35, so apply the quiet hours rule to the audio now.", [QUIET], group="conditional")  # SHIP
add("invoke", "Quiet hours at the riverside venue, enforce it please, the clock on the wall says 23:10 and the neighbours are already out on their balcony.", [QUIET], group="name_first")  # SHIP
add("invoke", "apply quiet hours to the master audio, it's gone ten o'clock at the riverside venue and the neighbours have already phoned the hall", [QUIET], group="timed")  # CHURCH, Welsh
add("invoke", "It's 22:50 at the riverside venue and the band's finished: apply the quiet hours rule first, then do BLACKOUT.", [QUIET, BLACK], [PANIC], group="multi")  # SHIP

# more shapes, spread across procedures
add("invoke", "ok so the bishop is here early and wants to see the screens live, LAYOUT2 can wait, just DEPLOY_SHOW on the stream PC now", [DEPLOY], [LAYOUT], group="correction")  # CHURCH
add("invoke", "```\n[OSC In] /ch/01/mix/fader 0.75\n[OSC In] /ch/02/mix/fader 0.60\nno channels named fader01..fader32\n```\nthe desk is sending but nothing is mapped, run DESKMAP_X32 please", [DESK], group="log_paste")  # CHURCH
add("invoke", "Howdy, reckon you could run the RENDER_HQ preset on the rodeo night loop for the ship's promo reel before supper?", [RENDER], group="polite")  # SHIP, Texan
add("invoke", "load VJ_BANK_A and then give it my FEEDBACK trails, the crew party starts in twenty minutes down in the crew bar", [BANK, FEED], group="multi")  # SHIP
add("invoke", "me I want you run the wirecomb for the network of bubbles exhibit, it is very difficult to follow the lines now", [COMB], group="non_native")  # MUSEUM, non-native

# ---------------------------------------------------------------- ask_content (10)
add("ask_content", "Which UDP port does DESKMAP_X32 listen on? The ship's IT officer needs it for the firewall ticket.", [DESK], group="port")
add("ask_content", "What order does DEPLOY_SHOW do its steps in? I want to write it on the whiteboard for the Sunday volunteers.", [DEPLOY], group="order")
add("ask_content", "how long is the fade in BLACKOUT? need to time the house lights to it on the dimmer board", [BLACK], group="value")
add("ask_content", "what's the trigger threshold in KICK1? our drummer plays really soft on the ballads and I'm worried it won't fire", [KICK], group="value")
add("ask_content", "Where does BACKUP_FIRST put the backup, and what's the file named? The museum IT wants to include it in their nightly copy.", [BACKUP], group="content")
add("ask_content", "What does SYNCPOINT do if the lighting console never answers the ping?", [SYNC], group="content")
add("ask_content", "What Level opacity and Transform scale do my FEEDBACK trail settings use for the club visuals?", [FEED], group="value")
add("ask_content", "how many frames does RENDER_HQ record, and which codec does it set on rec1?", [RENDER], group="value")
add("ask_content", "In the quiet hours rule for the riverside venue, what's the maximum master level after 22:00 and where's the low cut?", [QUIET], group="value")
add("ask_content", "What exactly does the Zorvex grade do to the greens, and what's in it after the final composite?", [ZORV], group="content")

# ---------------------------------------------------------------- bears (7) + paraphrase (6)
add("bears", "delete noise2 and the two unused LFOs in the lobby comp, they're leftovers from the volcano exhibit", [BACKUP], group="delete")  # MUSEUM
add("bears", "make the lightning bolt exhibit flash at 8 Hz, the kids reckon it's way cooler when it's really fast", [STROBE], [ "rcp_strobe_flash"], group="strobe")  # MUSEUM
add("bears", "It's 22:40 at the riverside venue and the DJ wants the master audio pushed up to -6 dBFS, can you do that?", [QUIET], group="venue_late")  # SHIP
add("bears", "change the colour parameter inside the externally saved hymnboard.tox to gold for Easter", [ARCH], group="external_tox")  # CHURCH
add("bears", "add a Noise TOP and a Level TOP for the background of the welcome slide, soft blue please", [N1], ["ref_noise_top"], group="create")  # CHURCH
add("bears", "wipe the whole scratch network in /project1/scratch, yes I'm sure, go ahead", [BACKUP], group="delete")  # SHIP
add("bears", "sync the disco ball sparkle strobe to sixteenth notes at 140 bpm for the seventies night", [STROBE], ["rcp_strobe_flash"], group="strobe")  # SHIP

add("paraphrase", "make every link in this patch easy to follow: line each box up under whatever feeds it, and don't touch any settings", [COMB], [LAYOUT])  # MUSEUM
add("paraphrase", "kill every picture and the lighting master this instant, somebody is climbing the truss", [PANIC])  # SHIP
add("paraphrase", "hook the sound team's Behringer console up so its first eight sliders drive the layer opacities", [DESK], ["ref_osc_in_chop"])  # CHURCH
add("paraphrase", "point the eight players at the first folder of loops, preload them all and swing the crossfader to the left", [BANK], ["web_moviein_preload"])  # SHIP
add("paraphrase", "give the last composite our studio's signature LUT treatment with the muted greens and that faint film grain", [ZORV])  # MUSEUM
add("paraphrase", "measure the round trip to the grandMA and offset the timeline by half of it so pictures and lights line up", [SYNC], ["fact_lx_console"])  # SHIP

# ---------------------------------------------------------------- question / task (19, 7 built-in)
add("question", "What's the full output raster for the Lumen Hall show, and how much do the projectors overlap?", ["fact_lumen_hall_raster"], group="fact")
add("question", "which port does the stagepad tablet send OSC to, and where does feedback go back to?", ["fact_stagepad_ports"], ["ref_osc_in_chop"], group="fact")
add("question", "What frame rate does the Nebula installation run at? I'm exporting a clip for it from the museum edit suite.", ["fact_nebula_fps"], group="fact")
add("question", "what IP is the touring grandMA3 on, and which universes does it put out?", ["fact_lx_console"], group="fact")
add("question", "something went wrong in last night's show, where's the show error log kept?", ["fact_show_log"], group="fact")
add("question", "remind me which audio buffer size the crew settled on for RIG-B, the new sound tech wants to drop it to 128", ["fact_audio_buffer"], ["fact_rig_b"], group="fact")
add("question", "Which DMX address does the third moving head start at, and which channel is its dimmer?", ["fact_dmx_heads"], group="fact")
add("question", "what are the Aurora launch brand colours again? marketing sent a PDF but I lost it", ["fact_aurora_palette"], group="fact")
add("question", "how do I use feedback to get nice smoky trails on the kids' drawing wall?", ["ref_feedback_top"], ["rcp_feedback_tunnel", FEED, "ref_pixel_formats"], group="common_word")
add("question", "my 3D render of the solar system comes out completely black, what usually causes that?", ["ref_render_pipeline"], group="reference")
add("task", "the hymn background clips stutter for a second when they start, how do I stop that?", ["web_moviein_preload"], ["ref_hap_codecs"], group="reference")
add("question", "Is HAP better than H.264 for playing four 4K clips at once on the theatre PC?", ["ref_hap_codecs"], ["ref_movie_file_out"], group="reference")
add("question", "for the volcano sliders, should I export the CHOP channel to the parameter or reference it in an expression? what's the practical difference?", ["td_chop_exports_references"], ["ref_null_exports"], builtin=True, group="builtin_only")
add("question", "how do I keep a python list of cues on a component so it's still there after saving the toe?", ["td_storage"], builtin=True, group="builtin_only")
add("question", "where do my print() statements show up, and how do I open that console?", ["td_textport"], builtin=True, group="builtin_only")
add("task", "add a Speed slider and a Reset pulse to my exhibit's base comp so the volunteers don't have to dig inside it", ["td_custom_parameters"], ["td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "why does my Noise TOP stop updating when I close its viewer? nothing seems to be cooking", ["td_cooking_pull_model"], ["ref_noise_top"], builtin=True, group="builtin_only")
add("question", "How does the Feedback TOP work, and why can't I just wire a TOP back into its own input?", ["td_feedback_top", "ref_feedback_top"], ["rcp_feedback_tunnel", FEED], builtin=True, group="builtin_compete")
add("task", "I need the camera TOP from inside the stage comp in a different comp, without a long wire across the network", ["td_select_in_out"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (10)
add("unanswerable", "how do I get Leap Motion hand tracking into TouchDesigner for the touch-free exhibit?", group="near")
add("unanswerable", "can the Ableton Link CHOP follow tempo changes from the worship band's click track?", group="near")
add("unanswerable", "what's the cleanest way to send TD output into OBS over Spout for the stream?", group="near")
add("unanswerable", "Does the ZED 2i depth camera have a native operator, or do I need their SDK?", group="near")
add("unanswerable", "how much does a commercial TouchDesigner licence cost for a cruise line with four ships?", group="far")
add("unanswerable", "how do I pip install a package like opencv so the TouchDesigner python can import it?", group="near")
add("unanswerable", "can the Web Render TOP show the church's live donations page on screen?", group="near")
add("unanswerable", "what's the best GPU to buy in 2025 for a 6-projector dome with warping?", group="far")
add("unanswerable", "How do I set up StreamDiffusion in TouchDesigner to turn kids' drawings into animals live?", group="near")
add("unanswerable", "is there a way to run TouchDesigner on a Raspberry Pi for a small exhibit?", group="far")

# ---------------------------------------------------------------- near_miss (42)
add("near_miss", "KICK1 worked perfectly at last night's disco, the band's drummer kept grinning at the screens the whole set", allowed=[KICK], group="past")
add("near_miss", "Don't run LAYOUT2 on the sermon comp, I've placed everything by hand so the camera operator can find it.", allowed=[LAYOUT], group="negated")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning before the nine o'clock service, not tonight, I'm heading home.", allowed=[DEPLOY], group="planning")
add("near_miss", "Gareth from the other ship said PANIC_BLACK saved his bacon on the Atlantic crossing when the rig caught fire.", allowed=[PANIC], group="reported")
add("near_miss", "is DESKMAP_X32 still running, or did it stop when the desk rebooted during the sermon?", allowed=[DESK], group="status")
add("near_miss", "If we ever get a second X32 on board we'd probably want a second DESKMAP_X32, something to think about for next contract.", allowed=[DESK], group="hypothetical")
add("near_miss", "The kids liked the webcam glitch recipe better than GLITCHY anyway, so we're sticking with that one for the robot room.", allowed=[GLITCH], group="comparison")
add("near_miss", "why does `if BLACKOUT_DONE:` throw a NameError in my Execute DAT? I guess I never defined it anywhere", allowed=[BLACK], group="variable")
add("near_miss", "op('vj_bank_a_loader').par.play = 0 — is that the right syntax to pause the Movie File In?", allowed=[BANK], group="code")
add("near_miss", "the sticky note on the control room monitor says 'never wirecomb during service', who wrote that lol", allowed=[COMB], group="quoted")
add("near_miss", "wirecomb last week moved the camera switcher's nulls around and now none of the volunteers can find anything", allowed=[COMB], group="complaint")
add("near_miss", "Back when we first set up the dome we wrote CUE_STACK_7 for a dance troupe who never came back to the museum.", allowed=[CUES], group="history")
add("near_miss", "The laptop with the LAYOUT2 macro on it is the grey one; the blue one is the stream PC, don't mix them up.", allowed=[LAYOUT], group="incidental")
add("near_miss", "Please do NOT do RENDER_HQ right now, the stream is live and realtime must stay on until the service ends.", allowed=[RENDER], group="negated")
add("near_miss", "Next Sunday we'll need the Zorvex grade on the Easter backdrops, remind me on Saturday afternoon.", allowed=[ZORV], group="planning")
add("near_miss", "Pastor Dave keeps asking us to 'do the GLITCHY thing' on the youth slides and I keep telling him no.", allowed=[GLITCH], group="reported")
add("near_miss", "did BACKUP_FIRST actually make a tox last time? I can't see anything in the backups folder at all", allowed=[BACKUP], group="status")
add("near_miss", "the quiet hours thing kicked in at the riverside venue last Friday and the band was absolutely furious with me", allowed=[QUIET], group="past")
add("near_miss", "no KICK1 for the communion song please, it's meant to be calm and still", allowed=[KICK], group="negated")
add("near_miss", "The drummer asked for KICK1 again but the worship leader vetoed it, so the screens stay static this week.", allowed=[KICK], group="negated")
add("near_miss", "At tomorrow's sea-day rehearsal we'll try SYNCPOINT with the new console; today I'm only running cables.", allowed=[SYNC], group="planning")
add("near_miss", "what's inside deskmap_x32_old.toe? it's 300 MB on the desktop, which seems huge for a desk mapping", allowed=[DESK], group="filename")
add("near_miss", "Our old media server had something like PANIC_BLACK too, but you had to press two buttons at once.", allowed=[PANIC], group="comparison")
add("near_miss", "DEPLOY_SHOW took ages on the old exhibit PC last year, the recursive error check was the slow part I think.", allowed=[DEPLOY], group="complaint")
add("near_miss", "I'm calling the new channel zorvex_intensity on the grade comp, is that too long for a channel name?", allowed=[ZORV], group="variable")
add("near_miss", "is the archive folder supposed to have forty copies of bloom.tox in it? the ARCHIVE rule seems to be filling the drive", allowed=[ARCH], group="status")
add("near_miss", "The tech rider literally says 'DEPLOY_SHOW must be completed by 18:00', does that mean ship's time or port time?", allowed=[DEPLOY], group="quoted")
add("near_miss", "Suppose the X32 died mid-service, would we even notice without DESKMAP_X32 feeding the layers? Just wondering.", allowed=[DESK], group="hypothetical")
add("near_miss", "The captain's office emailed: 'no PANIC_BLACK tests during passenger hours'. Noted, we'll test at 3am.", allowed=[PANIC], group="reported")
add("near_miss", "Skip VJ_BANK_A tonight, it's the live camera only for the talent show.", allowed=[BANK], group="negated")
add("near_miss", "render_hq ran for about an hour last night and realtime was back on afterwards as expected, all good", allowed=[RENDER], group="past")
add("near_miss", "typing `run('LAYOUT2')` in the textport returns nothing, is run even a real function in TD python?", allowed=[LAYOUT], group="code")
add("near_miss", "We'll start using naming rule N1 from the next exhibit onwards; for this one leave the names exactly as they are.", allowed=[N1], group="planning")
add("near_miss", "my cat is literally called Glitchy and she just walked across the keyboard during the stream 😂", allowed=[GLITCH], group="incidental")
add("near_miss", "honestly the Zorvex grade makes the pastor look a bit green-grey on camera, I'm not a fan of it", allowed=[ZORV], group="complaint")
add("near_miss", "STROBE_SAFE was added after an incident at a kids' show in 2023, that's why the museum board is so strict about it", allowed=[STROBE], group="history")
add("near_miss", "Mateo told the dancers that CUE_STACK_7 has twelve cues, so they're rehearsing to twelve.", allowed=[CUES], group="reported")
add("near_miss", "Ran DESKMAP_X32 at soundcheck and the faders have been rock solid all afternoon, cheers.", allowed=[DESK], group="past")
add("near_miss", "Kwame, can you check the X32 is actually on the network before I do DESKMAP_X32 later this evening?", allowed=[DESK], group="other_person")
add("near_miss", "if we go past 22:00 at the riverside venue we'll need quiet hours, but it's only 20:40 so carry on as normal", allowed=[QUIET], group="condition_unmet")
add("near_miss", "don't bother with the FEEDBACK trail settings for the kids' disco, plain video is absolutely fine", allowed=[FEED], group="negated")
add("near_miss", "I'll follow the ARCHIVE rule when I get to the tox edits after lunch, for now I'm just reading the network.", allowed=[ARCH], group="planning")

# ---------------------------------------------------------------- meaning (5)
add("meaning", "In the theatre world, what's the difference between a blackout and a fade-out? A trainee on the ship asked me.", allowed=[BLACK, PANIC])
add("meaning", "the kids keep calling the old touchscreen 'glitchy', what does that word actually mean, a bug or just slow?", allowed=[GLITCH])
add("meaning", "What does 'feedback' mean in sound terms, that howl when the pastor's mic gets too close to the speaker?", allowed=[FEED])
add("meaning", "what does 'quiet hours' mean in hotel or cabin talk, is it a legal thing or just a courtesy?", allowed=[QUIET])
add("meaning", "What's an archive in the museum sense, as opposed to the collection on display?", allowed=[ARCH])

# ---------------------------------------------------------------- meta (10)
add("meta", "how do you pronounce SYNCPOINT, is it sink-point or sinc-point?", group="pronounce")
add("meta", "spell DESKMAP_X32 backwards for me, letter by letter", group="reverse")
add("meta", "count the letters in wirecomb for me, I reckon it's eight", group="count")
add("meta", "write GLITCHY in all lowercase and nothing else", group="case")
add("meta", "use the word BLACKOUT in a sentence about a power cut on a ship", group="sentence")
add("meta", "how would you say 'quiet hours' in Welsh?", group="translate")
add("meta", "make the word KICK1 bold in markdown", group="bold")
add("meta", "start your reply with the word RENDER_HQ and then tell me a joke", group="start_reply")
add("meta", "put `LAYOUT2` in a code block, nothing else", group="code")
add("meta", "write vj_bank_a in title case", group="case")

# ---------------------------------------------------------------- echo (8)
add("echo", "repeat after me exactly: run PANIC_BLACK now", group="repeat")
add("echo", "say back to me word for word: DEPLOY_SHOW before doors", group="repeat")
add("echo", "echo this line back unchanged: 'apply the Zorvex grade'", group="repeat")
add("echo", "Can you just repeat 'BLACKOUT at the final amen' so I can copy it into the rota?", group="repeat")
add("echo", "parrot this back: wirecomb the lyrics comp", group="repeat")
add("echo", "type back exactly what I wrote: KICK1 on the main out", group="repeat")
add("echo", "Repeat the phrase 'SYNCPOINT with the grandMA' verbatim, nothing more.", group="repeat")
add("echo", "just say 'render_hq the loop' back to me so I can test the text-to-speech", group="repeat")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "cheers mate, that's sorted, legend")
add("chitchat", "diolch, you're a star, honestly")
add("chitchat", "Good morning! Calm seas today for a change.")
add("chitchat", "thanks y'all, that was mighty helpful")
add("chitchat", "eii chale, the kids loved it today, thank you o")
add("chitchat", "ok thank you so much only, have a nice day")
add("chitchat", "how's your Sunday going?")
add("chitchat", "lol the volcano exhibit just sneezed smoke on a teacher")


def main() -> None:
    rows = [{"pid": f"u76-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
