"""Blind suite unseen100 (helper "gateeval100"), hand-written; labels live next to each prompt.

Written without reading the gate code, its tests (other than the data test's label rules), any other prompt
file or author script; labels come from corpus.jsonl and the built-in knowledge ids only. Never scored by its
author. 100 % English, typed by three personas (the persona lives here only):

- PIT: a motorsport fan-zone LED crew (Scouse, Yorkshire and Kenyan coastal crew members);
- WARD: a children's hospital interactive-wall maintainer (Maltese English, non-native English);
- JAZZ: a jazz festival's live-visuals VJ (Louisiana, Hawaiian pidgin-tinged).

Run it to regenerate prompts_unseen100.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen100.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K1 = "ins_kick1"
L2 = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
X32 = "ins_deskmap_x32"
RH = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
CS7 = "ins_cue_stack7"
SP = "ins_syncpoint"
AR = "ins_archive_rule"
ZV = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (82)
# KICK1
add("invoke", "ey la, the fan zone DJ's just started his set and the wall's dead flat, can you do KICK1 on the main output so it pumps with the bass?", [K1], [SS], group="mid_message")  # PIT scouse
add("invoke", "right, audio from the pit stage desk is into the Babyface, levels look sound, so the last thing before the cars come round is KICK1", [K1], [SS], group="trailing")
add("invoke", "can u run KIK1 now pls, crowd are going mad for the drum n bass and the screen needs to hit on every kick", [K1], [SS], group="typo")
add("invoke", "okay computer run kick one on the main output please and give everything the kick one prefix like usual", [K1], [SS], group="voice")
# LAYOUT2
add("invoke", "the hospital wall network is a proper bird's nest after the last update, please run LAYOUT2 on it so the next maintainer can follow the signal flow", [L2], group="polite")  # WARD
add("invoke", "LAYOUT2 on /project1/wall_touch, nowt else, just sort it into columns before I hand it over to the night tech", [L2], group="name_first")  # PIT yorkshire
add("invoke", "mela the network is a mess again, do layout2 on it ejja, I need to read it before the kids' ward opens at nine", [L2], group="lowercase")  # WARD maltese
add("invoke", "/layout2 the whole jazz_visuals network, inputs on the left and the nulls at the end like always", [L2], group="slash_command")  # JAZZ
# STROBE_SAFE
add("invoke", "I just added a white flash for the chequered-flag moment, apply STROBE_SAFE to it before the crowd sees it, there's kids in the grandstand", [SS], ["rcp_strobe_flash"], group="rule")
add("invoke", "brah check da kine flash I made for the drum solo against STROBE_SAFE and clamp it if it stay too fast, shoots", [SS], ["rcp_strobe_flash"], group="rule")  # JAZZ pidgin
add("invoke", "for the hospital wall, enforce strobe_safe on every blink effect in the games network, some of our patients are photosensitive", [SS], group="lowercase")
# BACKUP_FIRST
add("invoke", "follow BACKUP_FIRST and then delete the old sponsor_banner COMP from the fan zone project, the sponsor pulled out this morning", [BF], group="rule")
add("invoke", "need to clear the unused noise TOPs out of /project1/jazz_fx, cher, so do BACKUP_FIRST on that network and then bin 'em", [BF], group="mid_message")  # JAZZ louisiana
add("invoke", "backup first rule please, then wipe the test bubbles component off the ward wall network, it's been sitting there since March", [BF], group="title_words")
add("invoke", "yes, go ahead with BACKUP_FIRST and after that remove noise7 and noise8 from the pit board, they're leftovers", [BF], group="consent")
# DEPLOY_SHOW
add("invoke", "doors at the jazz tent open in forty minutes and the mics are checked, so please go ahead with DEPLOY_SHOW now and tell me the frame rate", [DS], group="polite")
add("invoke", "we agreed to deploy once the race control feed was stable for ten minutes; it's been fifteen now, so DEPLOY_SHOW please", [DS], group="conditional")
add("invoke", "D E P L O Y _ S H O W, do it now please, the grid walk for the fan zone starts in a quarter of an hour", [DS], group="spaces")
add("invoke", "deploy underscore show please we are going live at the fan zone in twenty minutes full stop", [DS], group="voice")
add("invoke", "```\n[12:01:44] /project1 errors: 0\n[12:01:45] monitor 2 connected 1920x1080\n```\nlooks clean to me bana, run DEPLOY_SHOW haraka before the marshals open the gates", [DS], group="log_paste")  # PIT kenyan
# VJ_BANK_A
add("invoke", "the sax quartet's up next and their visuals are the bank A clips, so load VJ_BANK_A into the decks please and leave the B side alone", [VJ], group="polite")
add("invoke", "🎷🎷 VJ_BANK_A now pls, the first set is about to start and I'm still finding my headphones 🎺", [VJ], group="emoji")
add("invoke", "can you VJ_BANK_A me before the trumpet player walks on, I'm still plugging in the midi controller under the table", [VJ], group="name_as_verb")
add("invoke", "load the vj bank a clips (VJ_BANKA or whatever I called it) into the decks, the piano trio starts in five minutes", [VJ], group="typo")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW, a kid's tripped over the cable on the ward wall and the projector's pointing at the ceiling", [PB], [BO], group="emergency")
add("invoke", "panic!! the sponsor feed is showing the wrong team logo on the big screen, black the lot out, PANIC_BLACK", [PB], [BO], group="emergency")
add("invoke", "brah do PANIC_BLACK quick, da projector stay flickering all weird and the whole crowd looking at it", [PB], [BO], group="terse")
add("invoke", "no wait, not BLACKOUT, the set isn't over, something's wrong with the main feed, do PANIC_BLACK instead right now", [PB], [BO], group="correction")
# GLITCHY
add("invoke", "select the trumpet cam TOP, it's the one called cam_tpt, and run GLITCHY on it for the free-jazz section after the break", [GL], group="imperative")
add("invoke", "GLITCHY on null_rallycam please, the onboard feed should look broken during the replay sting between the heats", [GL], group="name_first")
add("invoke", "ok glitchy on the selected top now, and leave the glitchamount at whatever the default is, sawa", [GL], group="lowercase")
# DESKMAP_X32
add("invoke", "the sound lad has just wheeled an X32 onto the jazz stage, run DESKMAP_X32 so faders one to eight drive our layers", [X32], group="mid_message")
add("invoke", "cher, do the DESKMAP_X32 mapping now before the band's line check, y'all know the drill by now", [X32], group="polite")
add("invoke", "pls run DESKMAP_X23 sorry I mean X32, the desk at the fan zone is finally showing up on the network", [X32], group="typo")
# RENDER_HQ
add("invoke", "after the race the marketing team want a clean recording of the LED loop, so run RENDER_HQ and tell me where the file lands", [RH], group="imperative")
add("invoke", "render hq please, the hospital comms team need a proper video of the wall animation for the charity appeal next week", [RH], group="title_words")
add("invoke", "at 02:00 tonight when the jazz tent is empty, run RENDER_HQ on the opening loop so it's ready for the morning", [RH], group="timed")
# NAMING_N1
add("invoke", "build me a small lap counter for the LED wall and use Naming rule N1 for every operator you make in it", [N1], group="rule")
add("invoke", "follow N1 when you add the new bubble game operators, the last lot were all called noise1 and level3 and nobody could read them", [N1], group="rule")
add("invoke", "apply naming rule N1 to /project1/pit_board now and rename any default-named ops you find in there", [N1], group="imperative")
# FEEDBACK
add("invoke", "give me trails on the piano cam done my FEEDBACK way, the trail settings I saved for the club visuals", [FB], group="title_words")
add("invoke", "use my FEEDBACK trail settings on the drum overhead cam please, exactly like the club set, I don't want to retune it", [FB], group="polite")
add("invoke", "do the FEEDBACK procedure on the car silhouettes for the night session, with my saved trail settings from the club", [FB], group="imperative")
# BLACKOUT
add("invoke", "that's the last tune of the night from the quintet, run BLACKOUT and log the time, the stage manager is waving at me", [BO], [PB], group="end_set")
add("invoke", "end of set, BLACKOUT please, but leave the perform window alone because the DJ follows us straight after", [BO], [PB], group="end_set")
add("invoke", "ey up, that's us done for t'night, do BLACKOUT will ya, I'm nithered and want me tea", [BO], [PB], group="terse")
add("invoke", "we said BLACKOUT goes when the chequered flag drops on the last race, it's just dropped, go now", [BO], [PB], group="conditional")
# wirecomb
add("invoke", "run wirecomb on the games network, it's pure spaghetti and there are fan-outs going everywhere behind the nodes", [WC], group="imperative")
add("invoke", "wire comb the jazz network please, I honestly can't see which LFO feeds which level any more", [WC], group="spaces")
add("invoke", "the nurse who looks after the wall at night can't follow my wires, wirecomb it before I hand over please, ta", [WC], group="trailing")
# CUE_STACK_7
add("invoke", "the choreographer emailed the updated cues.csv this morning, so build CUE_STACK_7 for the dance piece now please", [CS7], group="polite")
add("invoke", "run cue stack seven for the dance piece please the csv is in the usual media folder thank you", [CS7], group="voice")
add("invoke", "before Mateo arrives for the tech rehearsal I only need one thing from you: CUE_STACK_7", [CS7], group="trailing")
# SYNCPOINT
add("invoke", "Priya's desk is up at 10.0.0.40 now, do SYNCPOINT so our visuals lock to her lights before the headline set", [SP], group="mid_message")
add("invoke", "syncpoint pls, the grandMA is finally answering on the network and the headliner is on in ten", [SP], group="lowercase")
add("invoke", "ebu do SYNCPOINT with the lighting console now, Priya says she is ready on her side, sawa?", [SP], group="polite")
# ARCHIVE
add("invoke", "I'm about to tweak the threshold inside bloom.tox, it's saved externally, so ARCHIVE it first like the rule says and then make the edit", [AR], group="rule")
add("invoke", "apply the ARCHIVE rule to led_map.tox before you rebuild its insides for the fan-zone barrier strip", [AR], group="rule")
add("invoke", "keep a numbered copy of hospital_ui.tox in archive before editing it, the ARCHIVE thing, then change the button colours", [AR], group="title_words")
# Zorvex
add("invoke", "stick the Zorvex grade on after the final comp please, the organisers want the house look on the big screen tonight", [ZV], group="polite")
add("invoke", "zorvex look on the wall pls, the kids think the greens are too loud anyway and the nurses agree", [ZV], group="lowercase")
add("invoke", "do the Zorvx grade after the last composite, the sponsor wants it a bit moody for the night race", [ZV], group="typo")
# Quiet hours
add("invoke", "it's 22:15 at the riverside venue now, so apply the quiet hours rule to the audio before I touch any of the levels", [QH], group="conditional")
add("invoke", "apply quiet hours for the riverside gig, it's 23:05 and the neighbours have already rung the organiser twice", [QH], group="rule")
add("invoke", "mela it's past ten at the riverside, enforce the quiet hours rule on the master output before the encore", [QH], group="rule")
# more single shapes
add("invoke", "Could you please carry out KICK1 for the second DJ too? Same chain as before, he plays harder so watch the envelope", [K1], [SS], group="polite")
add("invoke", "- [x] projector focus\n- [x] audio in\n- [ ] RENDER_HQ of the loop for the sponsor\ntick the last box for me, run it", [RH], group="checklist")
add("invoke", "the ward wall is on a new PC with a messy network I inherited, could you run wirecomb on /project1 so it's readable", [WC], group="polite")
add("invoke", "quick one: GLITCHY on cam_drums, the bebop tune is about to kick off and I want it crunchy", [GL], group="terse")
add("invoke", "y'all ready? good. SYNCPOINT now cher, then I'll tell Priya we're locked", [SP], group="name_first")
add("invoke", "Hi, I am new maintainer of the wall. Please do the CUE_STACK_7 procedure, the dance students come for their show tomorrow", [CS7], group="polite")  # non-native
add("invoke", "Please for me load VJ_BANK_A, the festival director wants the opening clips on the decks before she does her speech", [VJ], group="polite")  # non-native
add("invoke", "Kindly run the Zorvex grade on the output of the wall, the hospital designer asked me for the house look", [ZV], group="polite")  # non-native
add("invoke", "it's 22:40 and we're still at the riverside, so yes, the quiet hours rule applies, carry it out on the levels", [QH], group="conditional")
add("invoke", "no wait, not LAYOUT2 this time, I don't want things moved into columns, just run wirecomb on the wires", [WC], [L2], group="correction")
add("invoke", "we're editing fanzone_ticker.tox which is saved externally, so do the ARCHIVE step before anything else then change the font", [AR], group="mid_message")
# multi
add("invoke", "run KICK1 and then apply STROBE_SAFE to it straight after, the bass is heavy tonight and the flag stand is full of kids", [K1, SS], group="multi")
add("invoke", "run GLITCHY on cam_bass and then put the Zorvex grade after the final composite, in that order please", [GL, ZV], group="multi")
add("invoke", "the X32 is patched and Priya's console is up, so do DESKMAP_X32 first and then SYNCPOINT, both before doors", [X32, SP], group="multi")
add("invoke", "LAYOUT2 first, then wirecomb, both on /project1/fanzone, the handover to the weekend crew is at five", [L2, WC], group="multi")
add("invoke", "build CUE_STACK_7 for the dance piece and when that's done go ahead with DEPLOY_SHOW, we open at half seven", [CS7, DS], group="multi")
add("invoke", "pre-show list for the jazz tent:\n- [ ] DESKMAP_X32\n- [ ] VJ_BANK_A\n- [ ] KICK1\nrun all three top to bottom please", [X32, VJ, K1], group="checklist")
add("invoke", "edit bloom.tox for the ward: ARCHIVE rule first, and name any new operators you add inside it per N1", [AR, N1], group="multi")
add("invoke", "that's the flag, race over: BLACKOUT now, and once it's black run RENDER_HQ on the intro loop for the archive reel", [BO, RH], [PB], group="multi")
add("invoke", "use my FEEDBACK trails on the sax cam and after that run GLITCHY on the result, it's the noisy free bit of the set", [FB, GL], group="multi")

# ---------------------------------------------------------------- ask_content (9)
add("ask_content", "what UDP port does DESKMAP_X32 listen on again? the sound lad is asking", [X32], group="port")
add("ask_content", "what's step 3 of DEPLOY_SHOW, which monitor does the perform window go on?", [DS], group="order")
add("ask_content", "remind me what threshold and release KICK1 sets on the Trigger CHOP", [K1], group="value")
add("ask_content", "what opacity does my FEEDBACK trail setup use on the Level TOP, and what's the rotate per frame?", [FB], group="value")
add("ask_content", "which LUT image does the Zorvex grade load, and how strong is the grain?", [ZV], group="value")
add("ask_content", "what's the dBFS ceiling in the quiet hours rule for the riverside, and what happens to the low end?", [QH], group="value")
add("ask_content", "where does BACKUP_FIRST put the backup file and how's it named?", [BF], group="content")
add("ask_content", "which address and port does SYNCPOINT send its ping to, and how many rounds does it do?", [SP], group="port")
add("ask_content", "what codec and frame range does RENDER_HQ record, cher?", [RH], group="value")

# ---------------------------------------------------------------- bears (6) + paraphrase (6)
add("bears", "clear out all the unused operators in /project1/fanzone_old, they're just clutter from last season", [BF], group="delete")
add("bears", "make the whole LED wall flash white ten times a second when the leader crosses the line", [SS], ["rcp_strobe_flash"], group="strobe")
add("bears", "it's 22:45 at the riverside and the band want the bass cranked, push the master up by 6 dB", [QH], group="venue_late")
add("bears", "open ward_games.tox, the externally saved one, and bump the bubble speed parameter to 1.5", [AR], group="external_tox")
add("bears", "delete noise3 from the jazz network, it's not feeding anything", [BF], group="delete")
add("bears", "add a few new operators to count laps and show the number on the wall", [N1], group="create")
add("paraphrase", "make every connection in my patch easy to follow, each node lined up under whatever feeds it and nothing hidden behind anything", [WC])
add("paraphrase", "lock our picture timing to the grandMA's clock before the headline set starts", [SP])
add("paraphrase", "get the Behringer's faders driving our layer opacities for the jazz stage", [X32])
add("paraphrase", "make the screen punch brighter on every bass drum hit from the DJ", [K1], [SS])
add("paraphrase", "bounce a proper non-realtime HAP Q file of frames 1 to 3600 for the sponsor reel", [RH], ["ref_movie_file_out"])
add("paraphrase", "get the rig ready for the gig: save a copy, check errors, perform window on monitor 2, then tell me the fps", [DS])

# ---------------------------------------------------------------- question / task (18; 8 with built-ins)
add("question", "which port does the stagepad tablet send OSC to, and where does feedback go back?", ["fact_stagepad_ports"], group="fact")
add("question", "what DMX universe and start address are the six moving heads on?", ["fact_dmx_heads"], group="fact")
add("question", "what's the grandMA3's IP and which sACN universes does it put out?", ["fact_lx_console"], group="fact")
add("question", "what buffer size did we settle on for RIG-B audio and why not 512?", ["fact_audio_buffer"], group="fact")
add("question", "during a gig where do the errors get logged if nobody's reading the Textport?", ["fact_show_log"], group="fact")
add("question", "when is the Tidewater tech rehearsal and how long does the piece run?", ["fact_dance_piece"], group="fact")
add("task", "build me spectrum bars from the sax mic for the jazz tent screen", ["rcp_spectrum_bars"], ["ref_audio_analysis"], group="reference")
add("task", "make a lower-third with the driver's name over the pit-lane video feed", ["rcp_lower_third"], group="reference")
add("task", "map the final image onto a 300-LED strip along the fan-zone barrier", ["rcp_led_strip"], group="reference")
add("question", "how do I use feedback to get a tunnel effect on the kids' wall?", ["rcp_feedback_tunnel"], ["ref_feedback_top", FB], group="common_word")
add("question", "why does my Render TOP come out black for the 3D race car model?", ["ref_render_pipeline"], group="reference")
add("question", "how do I keep a python value on a component between cooks, like the current lap count?", ["td_storage"], group="builtin_only", builtin=True)
add("question", "where does print() output show up in TouchDesigner and what's the shortcut to open it?", ["td_textport"], group="builtin_only", builtin=True)
add("task", "build a slider and a button panel so the nurses can change the wall colour themselves", ["td_panel_ui_components"], group="builtin_only", builtin=True)
add("question", "how do I run python when someone presses a custom pulse parameter on my component?", ["td_parameter_execute_dat"], ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "bypass flag versus lock flag on a node, what does each one actually do to cooking?", ["td_operator_flags"], group="builtin_only", builtin=True)
add("question", "how does a Replicator COMP make one operator for each row of a table?", ["td_replicator_comp"], ["ref_replicator"], group="builtin_compete", builtin=True)
add("task", "turn a CHOP channel of lap speeds into a TOP image I can feed to the LED wall", ["td_family_conversions"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable (11)
add("unanswerable", "how do I pull live telemetry from the racing sim's UDP stream into TouchDesigner channels?", group="near")
add("unanswerable", "how much does a TouchDesigner Commercial licence cost for a hospital charity project?", group="far")
add("unanswerable", "does the Leap Motion CHOP work with the newer Ultraleap 3Di sensor?", group="near")
add("unanswerable", "how do I set up an Elgato Stream Deck to fire cues in TouchDesigner?", group="near")
add("unanswerable", "can TouchDesigner run on a Raspberry Pi for the little barrier screens?", group="far")
add("unanswerable", "how do I sync Ableton Link tempo so the visuals follow the jazz drummer's count-in?", group="near")
add("unanswerable", "how do I do hand tracking with MediaPipe in TouchDesigner for the kids' wall?", group="near")
add("unanswerable", "which Art-Net node brand copes best with forty universes over one cable?", group="far")
add("unanswerable", "how do I show a live lap-timing website inside TouchDesigner with the Web Render TOP?", group="near")
add("unanswerable", "what's the native resolution of the Christie projector they've hung in the jazz tent?", group="far")
add("unanswerable", "how do I make a Kinect v2 skeleton drive a puppet rig in TouchDesigner?", group="near")

# ---------------------------------------------------------------- near_miss (43)
add("near_miss", "KICK1 went off perfect during the final lap yesterday, the whole grandstand was bouncing", allowed=[K1], group="past")
add("near_miss", "don't run LAYOUT2 on the ward network, the maintainer before me laid it out like that on purpose", allowed=[L2], group="negated")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow after the soundcheck, not today, the truss isn't even up", allowed=[DS], group="planning")
add("near_miss", "Kamau told me RENDER_HQ took nearly three hours on the old laptop, mad that", allowed=[RH], group="reported")
add("near_miss", "is SYNCPOINT still saved in your memory from the tour, or did that get wiped with the old laptop?", allowed=[SP], group="status")
add("near_miss", "glitchy_out is just the name of my null here, it's not the macro, so don't read into it", allowed=[GL], group="incidental")
add("near_miss", "VJ_BANK_A messed up my B deck mapping last week and honestly I'm still annoyed about it", allowed=[VJ], group="complaint")
add("near_miss", "the file's called deskmap_x32_notes.txt, I'll email it to the sound lad after lunch", allowed=[X32], group="filename")
add("near_miss", "if we ever needed PANIC_BLACK during the charity gala that would be a nightmare, fingers crossed", allowed=[PB], group="hypothetical")
add("near_miss", "our stage manager calls the end cue BLACKOUT and the lighting lot call it dead black, same thing really", allowed=[BO], group="incidental")
add("near_miss", "the ARCHIVE rule saved my skin last spring when bloom.tox got corrupted on the tour bus", allowed=[AR], group="history")
add("near_miss", "Mateo asked whether CUE_STACK_7 was ready and I told him not until Thursday", allowed=[CS7], group="reported")
add("near_miss", "no Zorvex grade tonight, the jazz promoter wants everything raw and ungraded", allowed=[ZV], group="negated")
add("near_miss", "quiet hours don't apply yet, it's only half eight, so leave the levels where they are for now", allowed=[QH], group="condition_unmet")
add("near_miss", "I left a comment `# TODO: wirecomb before handover` in the script DAT, ignore it for now", allowed=[WC], group="code")
add("near_miss", "someone's stuck a sticker saying 'STROBE_SAFE' on the operator laptop, made me laugh", allowed=[SS], group="quoted")
add("near_miss", "confusingly, N1 is also the name of the ward where the interactive wall lives", allowed=[N1], group="incidental")
add("near_miss", "those FEEDBACK trail settings were from the club era, I don't think we'll need them at the jazz fest", allowed=[FB], group="status")
add("near_miss", "DESKMAP_X32 worked fine at soundcheck, every fader was responding", allowed=[X32], group="past")
add("near_miss", "someone on the crew wants to know who wrote BACKUP_FIRST originally, was it you or Kamau?", allowed=[BF], group="history")
add("near_miss", "skipping GLITCHY for the ballad, it would wreck the mood", allowed=[GL], group="negated")
add("near_miss", "the LAYOUT2 columns made the pit network look lovely last time, proper boss la", allowed=[L2], group="past")
add("near_miss", "remind me tomorrow morning that we still owe the headliner a SYNCPOINT before doors", allowed=[SP], group="planning")
add("near_miss", "y'all, the RENDER_HQ file from last night is sitting in the renders folder, go have a look", allowed=[RH], group="past")
add("near_miss", "Zorvex is also what the drummer's calling his new album, funny coincidence eh", allowed=[ZV], group="incidental")
add("near_miss", "if the drummer ever switches to a double kick I might bring KICK1 back, but not at this festival", allowed=[K1], group="hypothetical")
add("near_miss", "the sound guy keeps saying 'deskmap' like it's a verb, cracks me up every time", allowed=[X32], group="quoted")
add("near_miss", "print(\"VJ_BANK_A loaded\") is the line at the bottom of my script, I added it for the log", allowed=[VJ], group="code")
add("near_miss", "wirecomb didn't break anything last night, it only moved nodes like it promised", allowed=[WC], group="past")
add("near_miss", "do we even still need PANIC_BLACK now the ward wall has no projector, just the LED panel?", allowed=[PB], group="status")
add("near_miss", "archive/bloom_014.tox is the newest numbered copy in that folder at the moment", allowed=[AR], group="filename")
add("near_miss", "the BLACKOUT at the end of the rally was a bit early, the last car hadn't even crossed the line", allowed=[BO], group="complaint")
add("near_miss", "stop, don't do DEPLOY_SHOW, the promoter has just pushed doors back an hour", allowed=[DS], group="negated")
add("near_miss", "we planned on quiet hours at the riverside but the gig's moved indoors, so it's moot now", allowed=[QH], group="planning")
add("near_miss", "naming rule N1 was my idea back in 2024 if I remember right", allowed=[N1], group="history")
add("near_miss", "honestly STROBE_SAFE is the reason the hospital let us put the wall in at all", allowed=[SS], group="incidental")
add("near_miss", "if Priya's console was online I'd ask you for SYNCPOINT, but she's still at lunch", allowed=[SP], group="condition_unmet")
add("near_miss", "the old tour PDF lists GLITCHY, KICK1 and the Zorvex grade as the post effects we used back then", allowed=[GL, K1, ZV], group="history")
add("near_miss", "my flag variable is layout2_done = True and it flips once the tidy has finished", allowed=[L2], group="variable")
add("near_miss", "last season's rookie was convinced LAYOUT2 would delete his operators, it didn't, obviously", allowed=[L2], group="history")
add("near_miss", "mahalo for earlier, the FEEDBACK trails on the piano looked so choice", allowed=[FB], group="past")
add("near_miss", "RENDER_HQ gets a mention on page 3 of the hospital's tech handover doc, that's all", allowed=[RH], group="incidental")
add("near_miss", "would be nice to have CUE_STACK_7 for the fan-zone dancers someday, but that's one for next year", allowed=[CS7], group="planning")

# ---------------------------------------------------------------- meaning (5)
add("meaning", "me nan always talks about the blackout in wartime Liverpool, what did a blackout actually involve back then?", allowed=[BO, PB])
add("meaning", "what's feedback in the audio sense, like when a mic squeals next to the monitor?", allowed=[FB])
add("meaning", "in plain English what does 'glitchy' mean when someone says their telly is glitchy?", allowed=[GL])
add("meaning", "where does the word panic come from, is it really named after the god Pan?", allowed=[PB])
add("meaning", "what are quiet hours on a hospital ward, generally speaking, for visitors?", allowed=[QH])

# ---------------------------------------------------------------- meta (11)
add("meta", "spell DESKMAP_X32 out letter by letter for me, I'm reading it over the radio", group="spell")
add("meta", "is Zorvex said with the stress on the first bit or the second, like zor-VEX?", group="pronounce")
add("meta", "reverse the string SYNCPOINT for me, letter by letter", group="reverse")
add("meta", "how many characters are there in CUE_STACK_7 including the underscores?", group="count")
add("meta", "give me wirecomb written in capital letters, that's all", group="case")
add("meta", "wrap the word GLITCHY in markdown bold asterisks for the crew doc", group="bold")
add("meta", "start your reply with the word BLACKOUT, then just say hello", group="start_reply")
add("meta", "use the phrase 'quiet hours' in a sentence about a jazz gig by the river", group="sentence")
add("meta", "convert the 32 in DESKMAP_X32 into binary", group="convert")
add("meta", "how would you say 'panic button' in Swahili?", group="translate")
add("meta", "write the python string literal 'RENDER_HQ' with double quotes instead of single", group="code_literal")

# ---------------------------------------------------------------- echo (8)
add("echo", "repeat after me: run KICK1 on the main output")
add("echo", "say back exactly what I typed: LAYOUT2 then wirecomb")
add("echo", "echo this word for word: DEPLOY_SHOW at six sharp")
add("echo", "parrot this back to me, cher: apply STROBE_SAFE")
add("echo", "copy this line back to me unchanged: load VJ_BANK_A")
add("echo", "repeat exactly, nothing more: PANIC_BLACK PANIC_BLACK")
add("echo", "just type back 'run the Zorvex grade' so I can screenshot it for the crew chat")
add("echo", "say it back to me word for word: quiet hours start at ten")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "ta la, that were boss, the kick flashes had the whole fan zone jumping")
add("chitchat", "mahalo brah, da wall stay looking mean tonight")
add("chitchat", "asante sana, you're a star, the crowd loved it")
add("chitchat", "ey up, how's thee doing today?")
add("chitchat", "laissez les bons temps rouler, cher, great gig tonight")
add("chitchat", "ha, the X32 lads are still arguing about who stole fader 7")
add("chitchat", "good morning from the hospital, the kids are already waving at the wall")
add("chitchat", "tea break, back in ten, don't go anywhere")


def main() -> None:
    rows = [{"pid": f"u100-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
