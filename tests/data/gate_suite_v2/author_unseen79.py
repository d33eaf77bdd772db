"""Hand-written source of prompts_unseen79.jsonl: a blind suite by an independent evaluator (gateeval79).

100 % English, typed by three crews in many Englishes (Scottish, New Zealand, Nigerian, Filipino, Canadian,
Jamaican, non-native): a touring circus's video designer, a university planetarium dome operator and a hotel
ballroom conference AV crew. Leans to invocations inside longer messages (many by title words) and subtle
near misses.

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen79.jsonl byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen79.jsonl")
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

# ---------------------------------------------------------------- invoke (84)
# KICK1
add("invoke", "Right, the clowns' trampoline bit is next and the drummer's going hard, so can ye run KICK1 on the "
    "main output before the ringmaster comes back in, cheers pal", [KICK], [STROBE], group="mid_message")
add("invoke", "need the kick-reactive flash on the main out for the acrobats' drum section, sweet as, just build it "
    "the usual way with the envelope null", [KICK], [STROBE], group="title_words")
add("invoke", "okay computer kick one procedure on the main output please then tell me what you called the envelope "
    "null", [KICK], [STROBE], group="voice")
add("invoke", "abeg do KIKC1 for me now, the guest drummer don start for the dome party and the stars need to pump "
    "with the kick o", [KICK], [STROBE], group="typo")
# LAYOUT2
add("invoke", "LAYOUT2 on the ballroom network please, eh, the AV crew left it looking like a plate of poutine after "
    "the keynote rehearsal", [LAYOUT], group="name_first")
add("invoke", "the planetarium show file is a right mess after three guest presenters poked at it, so before I head "
    "home tonight: layout2", [LAYOUT], group="trailing")
add("invoke", "can you arrange this network in columns for me the way the macro does it, inputs at the left and nulls "
    "at the end, I cannot read it anymore", [LAYOUT], group="title_words")
add("invoke", "/layout2 the ring-cam network, only move things around, the director is watching over my shoulder",
    [LAYOUT], group="slash_command")
# STROBE_SAFE
add("invoke", "for the fire-dancer flash I'm about to ask you for, apply STROBE_SAFE strictly, we've got a school "
    "matinee in the big top with loads of wee ones", [STROBE], group="rule")
add("invoke", "build me the white flash on the lfo for the gala and keep it within strobe_safe, the hotel has a "
    "guest with epilepsy on the registration list", [STROBE], ["rcp_strobe_flash"], group="lowercase")
add("invoke", "please follow the never-more-than-three-flashes-a-second rule on every blink you add to the dome "
    "tonight, the lecture crowd includes kids", [STROBE], group="title_words")
add("invoke", "mi need di beat strobe fi di dancehall after-party inna di ballroom, but run it through STROBE_SAFE "
    "first, yuh zimme", [STROBE], group="mid_message")
# BACKUP_FIRST
add("invoke", "clear out the old sponsor-loop operators in /project1/ballroom, and do BACKUP_FIRST as always before "
    "you delete anything in there", [BACKUP], group="rule")
add("invoke", "Pls apply backup first po before deleting the unused noise and ramp TOPs in the dome network, thank "
    "you so much", [BACKUP], group="lowercase")
add("invoke", "B A C K U P _ F I R S T then delete the clown_cam chain, it's from last season and nobody uses it",
    [BACKUP], group="spaces")
add("invoke", "Aye the old trapeze comp has tae go, it's eating GPU for nothing. Dae yer BACKUP_FIRST thing on it then "
    "bin it, and tell me where the tox went.", [BACKUP], group="mid_message")
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW now please, doors at the big top open in forty minutes and the ringmaster wants the "
    "projection locked", [DEPLOY], group="name_first")
add("invoke", "we're ready on our side, so prepare the project for the show with the full seven-step deploy "
    "procedure and report the frame rate after", [DEPLOY], group="title_words")
add("invoke", "deploy underscore show go ahead the dome audience is seated and the lights are going down",
    [DEPLOY], group="voice")
add("invoke", "Oga the keynote speaker is on in 20 minutes and the client is breathing down my neck. Run deploy_show "
    "on the ballroom machine make we dey go, then tell me the fps when e finish.", [DEPLOY], group="mid_message")
# VJ_BANK_A
add("invoke", "load VJ_BANK_A for the circus opener, decks only, the B side stays as it is", [BANK], group="terse")
add("invoke", "load clip bank A into the decks for the gala dinner walk-in loop please, the guests are queuing at "
    "the cloakroom", [BANK], group="title_words")
add("invoke", "chur, the ballroom's filling up, can you load vj bank a onto the decks now and print what's loaded so "
    "I can check the sponsor clips are in", [BANK], group="lowercase")
add("invoke", "pls load VJ_BNAK_A into deck_a1 to a8 before the aerial act starts, the music cue is in five",
    [BANK], group="typo")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW the projector is showing the wrong slide to six hundred delegates", [PANIC], [BLACKOUT],
    group="emergency")
add("invoke", "panic, panic, kill everything, a performer slipped on the wire and we need the ring dark this second",
    [PANIC], [BLACKOUT], group="emergency")
add("invoke", "panic_black, a kid climbed over the ring curb and is standing in the projector beam", [PANIC],
    [BLACKOUT], group="lowercase")
add("invoke", "Sir please do the immediate blackout right now po, there is smoke near the projector booth", [PANIC],
    [BLACKOUT], group="title_words")
# GLITCHY
add("invoke", "GLITCHY on the selected TOP please, the clown's TV-head moment needs that broken-signal look before "
    "the second house", [GLITCH], group="name_first")
add("invoke", "Could you run GLITCHY on moviefilein_juggler when you get a sec, eh? The director wants it crunchy for "
    "the interlude.", [GLITCH], group="polite")
add("invoke", "add the glitch post chain after the TOP I've got selected, with the Glitchamount knob exposed on the "
    "parent like always", [GLITCH], group="title_words")
add("invoke", "the sun texture in the dome network is selected and the solar-flare scene needs it to break up, so go "
    "ahead with GLITCHY on it", [GLITCH], group="trailing")
# DESKMAP_X32
add("invoke", "The hotel's house desk is an X32 so run DESKMAP_X32 and let faders one to eight drive the layers for "
    "the awards night", [X32], group="mid_message")
add("invoke", "map the X32 mixing desk over OSC for the circus band's sound engineer, same as the procedure, she's "
    "patched in now", [X32], group="title_words")
add("invoke", "desk map x thirty two please the sound lad's plugged his cable in at last", [X32], group="voice")
add("invoke", "osc in: no data on port 10023\nosc in: no data on port 10023\nosc in: no data on port 10023\n"
    "ok the desk is on the network now, do DESKMAP_X32 from scratch", [X32], group="log_paste")
# RENDER_HQ
add("invoke", "Render the dome's star-field flythrough with RENDER_HQ tonight so the planetarium has a clean file for "
    "the Monday school groups", [RENDER], group="mid_message")
add("invoke", "do the offline high-quality recording preset on rec1 for the circus trailer, I'll grab the file path "
    "from you after", [RENDER], group="title_words")
add("invoke", "run RENDR_HQ on the sponsor reel please, the client wants a perfect file and not a realtime grab",
    [RENDER], group="typo")
add("invoke", "no wait, don't run GLITCHY on the opener after all, do RENDER_HQ of the clean version instead so the "
    "client has a master", [RENDER], [GLITCH], group="correction")
# N1
add("invoke", "Build the spotlight-follow chain for the aerialist and stick to naming rule N1 for every operator you "
    "create, the touring crew needs to read it", [N1], group="rule")
add("invoke", "apply n1 naming when you duplicate those six projector blend TOPs for the dome, I'm sick of blend7",
    [N1], group="lowercase")
add("invoke", "follow our naming rule for new operators while you set up the lectern cam in the ballroom, no noise1 "
    "or level3 rubbish this time", [N1], group="title_words")
add("invoke", "yeah nah the last build had default names everywhere, redo the podium graphics and use N1 this time "
    "round", [N1], group="mid_message")
# FEEDBACK trails
add("invoke", "The circus does a late club night in the tent on Saturday, so build my club trails on the fire-poi "
    "camera, FEEDBACK settings, the trails_club base", [TRAILS], group="common_word")
add("invoke", "the after-party in the ballroom is basically our club set, so do my trail settings for the club "
    "visuals on the DJ cam please", [TRAILS], group="title_words")
add("invoke", "do the FEEDBACK trails the way I like them for the club visuals on the dancer layer, then show me the "
    "loop", [TRAILS], group="common_word")
add("invoke", "consent given, go ahead with my FEEDBACK club trails on the warehouse stage layer like you offered "
    "earlier", [TRAILS], group="consent")
# BLACKOUT
add("invoke", "That's the last act done, end the set with BLACKOUT and leave the perform window open for the second "
    "house at nine", [BLACKOUT], [PANIC], group="mid_message")
add("invoke", "give me the end-of-set cut to black now, the keynote just wrapped and the applause is dying down",
    [BLACKOUT], [PANIC], group="title_words")
add("invoke", "set done, mi bredda, run di BLACKOUT procedure, nice an easy fade, mi nuh want no panic", [BLACKOUT],
    [PANIC], group="mid_message")
add("invoke", "the finale music just ended, so as we agreed at the production meeting, BLACKOUT", [BLACKOUT], [PANIC],
    group="conditional")
# wirecomb
add("invoke", "wirecomb the ballroom switcher network, the intern's wiring looks like a bowl of spaghetti and I have "
    "to debug it", [WIRE], group="name_as_verb")
add("invoke", "straighten the wires of this network please, the ones crossing behind the Composite are driving me "
    "up the wall", [WIRE], group="title_words")
add("invoke", "Please could you make wirecomb on /project1/dome_master, I cannot follow the wires anymore, thank you "
    "very much", [WIRE], group="polite")
add("invoke", "\U0001f9f6\u27a1\ufe0f\U0001f4cf wirecomb pls on the juggling-cam patch, it's knotted like the safety "
    "net", [WIRE], group="emoji")
# CUE_STACK_7
add("invoke", "build CUE_STACK_7 for the dance piece now, the choreographer just emailed the final cues.csv and the "
    "crew is waiting", [CUES], group="imperative")
add("invoke", "set up the cue list for the dance piece from Mateo's sheet, the Timer CHOP one with the Cross TOP "
    "fades, please", [CUES], group="title_words")
add("invoke", "cue stack 7 please, the Tidewater crew is in the theatre for tech and they want the table", [CUES],
    group="spaces")
add("invoke", "Kuya please build the cue stack seven now po, the dancers are already warming up on stage", [CUES],
    group="voice")
# SYNCPOINT
add("invoke", "SYNCPOINT with the grandMA before we open the house, the dome laser cues have to land with the video",
    [SYNC], group="name_first")
add("invoke", "do the lighting console handshake now and keep the median, the LX op has the console online",
    [SYNC], group="title_words")
add("invoke", "syncpoint pls, lx op says the console's up and she's waiting on us for the preshow", [SYNC],
    group="lowercase")
add("invoke", "if the lighting desk is answering pings, and it is, Siobhan just confirmed on comms, run SYNCPOINT",
    [SYNC], group="conditional")
# ARCHIVE
add("invoke", "I'm about to change the bloom amount inside the external bloom.tox, so follow the ARCHIVE rule before "
    "you touch it", [ARCHIVE], group="rule")
add("invoke", "apply ARCHIVE to the dome_warp.tox edit: keep the numbered copy first, then swap in the new mesh",
    [ARCHIVE], group="rule")
add("invoke", "keep a numbered copy before editing the lower-thirds tox, then change the font to the hotel's brand "
    "one", [ARCHIVE], group="title_words")
add("invoke", "edit the external sponsor_ticker.tox to slow the scroll down a bit, and do the archive thing first, eh",
    [ARCHIVE], group="common_word")
# Zorvex
add("invoke", "put the Zorvex look on the final composite of the trapeze show, the touring photographer is in "
    "tonight", [ZORVEX], group="imperative")
add("invoke", "apply the house colour look after the final comp, the studio grade with the bypass toggle and all",
    [ZORVEX], group="title_words")
add("invoke", "zorvx grade on the ballroom out please, the client loved it at the last gala and asked for it again",
    [ZORVEX], group="typo")
add("invoke", "Oya put Zorvex on top of the dome master make the greens calm down small, the aurora scene too "
    "loud", [ZORVEX], group="mid_message")
# Quiet hours
add("invoke", "it's 22:35 at the riverside venue and the promoter wants the bass louder, so apply the quiet hours "
    "rule to whatever you change", [QUIET], group="conditional")
add("invoke", "we're at the riverside venue and it's past eleven, so follow quiet hours on the master audio for the "
    "rest of the circus encore", [QUIET], group="conditional")
add("invoke", "apply the riverside venue quiet hours now, the clock in the tent just ticked past 22:00", [QUIET],
    group="title_words")
add("invoke", "Half ten at the riverside gig, so the quiet hours rule applies, sort the master audio out "
    "accordingly", [QUIET], group="conditional")
# several at once
add("invoke", "run KICK1 and then LAYOUT2 right after so I can actually see where the new chain landed", [KICK, LAYOUT],
    [STROBE], group="multi")
add("invoke", "BACKUP_FIRST, then delete the old deck_b chain in the circus project, then wirecomb whatever is left",
    [BACKUP, WIRE], group="multi")
add("invoke", "SYNCPOINT first and then DEPLOY_SHOW, doors are in ten and the dome is nearly full", [SYNC, DEPLOY],
    group="multi")
add("invoke", "tonight's list, top to bottom:\n- [ ] VJ_BANK_A\n- [ ] GLITCHY on deck_a3\n- [ ] Zorvex grade on the "
    "output\ngo", [BANK, GLITCH, ZORVEX], group="checklist")
add("invoke", "End of the night at the riverside venue: BLACKOUT, and after that RENDER_HQ of the encore for the "
    "socials", [BLACKOUT, RENDER], [PANIC], group="multi")
add("invoke", "apply N1 and STROBE_SAFE while you build the beat flash for the closing act of the gala", [N1, STROBE],
    [KICK], group="multi")
add("invoke", "DESKMAP_X32 then CUE_STACK_7 please, tech rehearsal with Mateo starts in an hour and the desk is in",
    [X32, CUES], group="multi")
add("invoke", "I need to edit the external logo_sting.tox so follow ARCHIVE on it, then put the Zorvex grade on the "
    "ballroom output", [ARCHIVE, ZORVEX], group="multi")

# ---------------------------------------------------------------- ask_content (10)
add("ask_content", "what threshold and release does KICK1 put on the Trigger CHOP? the dome feels sluggish",
    [KICK], [STROBE])
add("ask_content", "which port does DESKMAP_X32 listen on, and how often does it send the /xremote message?", [X32])
add("ask_content", "remind me what order DEPLOY_SHOW goes in, I want to know what step 4 does before we open the dome",
    [DEPLOY])
add("ask_content", "what IP and port does SYNCPOINT ping? the hotel IT guy wants exact firewall rules", [SYNC])
add("ask_content", "what codec and resolution does RENDER_HQ set on rec1, and at what fps?", [RENDER])
add("ask_content", "how long is the fade in the BLACKOUT procedure, and does it stop the timeline or not?",
    [BLACKOUT], [PANIC])
add("ask_content", "what does the Zorvex grade do to the greens exactly, the planetarium director is asking",
    [ZORVEX])
add("ask_content", "what's the dB ceiling in the quiet hours rule for the riverside venue, and from what time?",
    [QUIET])
add("ask_content", "where does BACKUP_FIRST put the tox, and how is the backup file named?", [BACKUP])
add("ask_content", "what weight does GLITCHY give the Displace TOP, and what's the custom parameter called?",
    [GLITCH])

# ---------------------------------------------------------------- bears (6) + paraphrase (6)
add("bears", "delete noise4 and the two unused ramps in the dome network, they're just sitting there", [BACKUP],
    group="delete")
add("bears", "make the white flash on the big top scrim strobe at 10 Hz, locked to the drummer's tempo", [STROBE],
    [KICK], group="strobe")
add("bears", "it's 23:20 at the riverside venue, push the sub bass up, the acrobats can't feel the beat", [QUIET],
    group="venue_late")
add("bears", "open the external lowerthird.tox and bump the text size up a touch for the back of the ballroom",
    [ARCHIVE], group="external_tox")
add("bears", "add three new Noise TOPs for the nebula background with a Level TOP after each one", [N1],
    group="create")
add("bears", "the client said go ahead, so wipe the old sponsor network in the ballroom project clean", [BACKUP],
    group="consent")
add("paraphrase", "make the picture thump brighter every time the bass drum hits, the low end from the band is huge",
    [KICK], [STROBE])
add("paraphrase", "tidy my patch so sources sit at the far left and each chain gets its own row inside a labelled box",
    [LAYOUT])
add("paraphrase", "lock our video timing to the grandMA before the doors open, measure the round trip and offset it",
    [SYNC])
add("paraphrase", "bounce a flawless non-realtime movie of frames 1 to 3600 for the circus trailer", [RENDER])
add("paraphrase", "hook up the Behringer console's channel faders so they drive my layer opacities", [X32])
add("paraphrase", "give the final output our studio's signature tint treatment before the photographers arrive",
    [ZORVEX])

# ---------------------------------------------------------------- question / task (19, 7 with built-ins)
add("question", "what's the output raster for the Lumen Hall show, how many pixels across in total?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "which port does the stagepad tablet send its OSC to? the ballroom wifi guy needs it",
    ["fact_stagepad_ports"], group="fact")
add("question", "for the Nebula installation, what frame rate should I export the content at?", ["fact_nebula_fps"],
    group="fact")
add("question", "RIG-B audio buffer, what did we settle on after the crackles on tour? the circus band is asking", ["fact_audio_buffer"],
    ["fact_studio_audio", "fact_rig_b"], group="fact")
add("task", "how do I use feedback to make a tunnel effect for the circus intro, noise in the middle spinning out?",
    ["rcp_feedback_tunnel"], ["ref_feedback_top", TRAILS, "ref_pixel_formats"], group="common_word")
add("question", "what are the Aurora brand colours again? the launch in the ballroom is tomorrow morning",
    ["fact_aurora_palette"], group="fact")
add("question", "where do the errors get logged during a show? the stage manager's asking", ["fact_show_log"],
    group="fact")
add("question", "how do I pass a float from a slider into a GLSL TOP shader?", ["ref_glsl_uniforms"], group="reference")
add("task", "build me a lower third for the keynote speaker's name and title at the bottom of the frame",
    ["rcp_lower_third"], group="reference")
add("question", "why do my feedback trails never fade fully to black? they leave a grey ghost", ["ref_pixel_formats"],
    ["ref_feedback_top", TRAILS, "rcp_feedback_tunnel"], group="common_word")
add("question", "what IP address does the touring lighting console sit at on the show network?", ["fact_lx_console"],
    [SYNC], group="fact")
add("question", "how do I stop clips stuttering at the start when the ringmaster triggers them?",
    ["web_moviein_preload"], ["ref_hap_codecs"], group="reference")
add("question", "what's the difference between a DAT Execute DAT and an Execute DAT? I keep mixing them up",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "how do I keep a python counter on a COMP between cooks, like how many times the cannon has fired?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "how do I react to a pulse parameter on my dome control comp with a Parameter Execute DAT?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "what does the bypass flag do compared with the lock flag on an operator?", ["td_operator_flags"],
    builtin=True, group="builtin_only")
add("question", "how do I get a TOP from inside one COMP into another without a wire, Select TOP or an Out?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("task", "build a slider and a couple of buttons in a panel for the ballroom operator to run the screens",
    ["td_panel_ui_components"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "bind mode versus export mode on a parameter, what's the actual difference?", ["td_parameter_modes"],
    ["td_chop_exports_references"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (11)
add("unanswerable", "how do I set up a Leap Motion so the ringmaster can wave his hand and move the spotlight?",
    group="far")
add("unanswerable", "what fisheye domemaster resolution should I aim for with four blended projectors in a 15 m dome?",
    group="near")
add("unanswerable", "how do I get Dante audio straight into TouchDesigner without a physical sound card?", group="far")
add("unanswerable", "can TouchDesigner receive PosiStageNet from the flying rig's tracker, and which operator does it?",
    group="far")
add("unanswerable", "how do I show a live PowerPoint deck inside TD for the conference keynote?", group="far")
add("unanswerable", "how do I install numpy or another pip package into TouchDesigner's own python?", group="far")
add("unanswerable", "what does the Substance TOP need to load an .sbsar material for the stage set?", group="far")
add("unanswerable", "how do I send my output to Resolume over Spout on the same machine?", group="far")
add("unanswerable", "is there a way to read the hotel's Crestron room controller from TouchDesigner?", group="far")
add("unanswerable", "how do I turn the star catalogue's right ascension and declination into xyz on a sphere?",
    group="near")
add("unanswerable", "what's the licence difference between Commercial and Pro if I only need two outputs?", group="far")

# ---------------------------------------------------------------- near_miss (42)
add("near_miss", "don't run KICK1 tonight, the trapeze act is silent, just leave the main output alone", allowed=[KICK],
    group="negated")
add("near_miss", "KICK1 was grand at the matinee, the weans loved the bass flashes on the ring floor", allowed=[KICK],
    group="past")
add("near_miss", "we'll do LAYOUT2 on the dome file tomorrow morning when it's quiet, not now", allowed=[LAYOUT],
    group="planning")
add("near_miss", "the stage manager says LAYOUT2 moved her favourite nodes around last week and she's still fuming",
    allowed=[LAYOUT], group="reported")
add("near_miss", "is STROBE_SAFE still in force for the ballroom or did the client sign some kind of waiver?",
    allowed=[STROBE], group="status")
add("near_miss", "STROBE_SAFE honestly saved our bacon at the school matinee last week", allowed=[STROBE],
    group="past")
add("near_miss", "I skipped BACKUP_FIRST once back in 2023 and lost a whole circus season's network, never again",
    allowed=[BACKUP], group="history")
add("near_miss", "the backups folder BACKUP_FIRST fills is at 40 GB on RIG-B now, is that normal for tox files?",
    allowed=[BACKUP, "fact_rig_b"], group="incidental")
add("near_miss", "DEPLOY_SHOW is pencilled in for 18:30, I'll ping you then, nothing to do yet", allowed=[DEPLOY],
    group="planning")
add("near_miss", "did DEPLOY_SHOW finish on the ballroom machine before I went for lunch? the screen looked right",
    allowed=[DEPLOY], group="status")
add("near_miss", "we don't need VJ_BANK_A in the planetarium project at all, there are no decks in it", allowed=[BANK],
    group="negated")
add("near_miss", "VJ_BANK_A picked up the wrong sponsor clips at the last gala because somebody renamed the folder",
    allowed=[BANK], group="complaint")
add("near_miss", "my notes file is called vj_bank_a_notes.txt and I've lost it somewhere on the laptop",
    allowed=[BANK], group="filename")
add("near_miss", "PANIC_BLACK went off by accident during the clown entry yesterday, the tablet button sits too close "
    "to GO", allowed=[PANIC], group="past")
add("near_miss", "if we ever had to use PANIC_BLACK in the dome, who'd be on the button, the duty manager or me?",
    allowed=[PANIC], group="hypothetical")
add("near_miss", "GLITCHY looks cheap on an 18 metre dome, so we're keeping it out of the astronomy shows for good",
    allowed=[GLITCH], group="complaint")
add("near_miss", "the director prefers the old webcam glitch to GLITCHY, so leave the juggler clip as it is",
    allowed=[GLITCH, "rcp_webcam_glitch"], group="comparison")
add("near_miss", "DESKMAP_X32 is no use to us here, the hotel swapped their X32 for a Yamaha CL5 over the summer",
    allowed=[X32], group="negated")
add("near_miss", "DESKMAP_X32 worked first try at the awards night, the sound guy was gobsmacked", allowed=[X32],
    group="past")
add("near_miss", "RENDER_HQ took four hours on the dome flythrough last time, so hold off until the school group "
    "leaves", allowed=[RENDER], group="planning")
add("near_miss", "whose idea was it to call the preset RENDER_HQ anyway, it sounds like a garage band", allowed=[RENDER],
    group="incidental")
add("near_miss", "render_hq_final_v3.mov is the one the planetarium director signed off on, keep it safe",
    allowed=[RENDER], group="filename")
add("near_miss", "the intern keeps ignoring N1 and the ballroom network is full of noise1 and level3 again, typical",
    allowed=[N1], group="complaint")
add("near_miss", "N1 is a bit strict for quick tests, I reckon we relax it for the rehearsal patches next season",
    allowed=[N1], group="planning")
add("near_miss", "the FEEDBACK trail settings were made for the club, not the dome, they'd smear the stars to mush",
    allowed=[TRAILS], group="comparison")
add("near_miss", "I wrote that FEEDBACK trails note two years ago for the warehouse club nights in Lagos",
    allowed=[TRAILS], group="history")
add("near_miss", "BLACKOUT sits on the cue sheet as cue 47, right after the finale bows", allowed=[BLACKOUT, PANIC],
    group="incidental")
add("near_miss", "nobody press BLACKOUT until the awards host has walked off the stage, understood?",
    allowed=[BLACKOUT, PANIC], group="negated")
add("near_miss", "the BLACKOUT at the end of the first house was too slow, four seconds felt like forever",
    allowed=[BLACKOUT, PANIC], group="complaint")
add("near_miss", "wirecomb is the only macro the ballroom crew actually likes, the rest they ignore", allowed=[WIRE],
    group="incidental")
add("near_miss", "let's not wirecomb the dome file during the show, the redraw would be a nightmare", allowed=[WIRE],
    group="negated")
add("near_miss", "CUE_STACK_7 belongs to the Tidewater dance piece, it's got nothing to do with the circus",
    allowed=[CUES], group="incidental")
add("near_miss", "Mateo asked whether CUE_STACK_7 could have thirteen cues next season, I told him I'd think about it",
    allowed=[CUES], group="reported")
add("near_miss", "SYNCPOINT failed twice yesterday because the console was sitting on the wrong VLAN", allowed=[SYNC],
    group="past")
add("near_miss", "op('status').par.text = 'SYNCPOINT ok' throws for me, does the op need a full path?",
    allowed=[SYNC, "ref_op_paths"], group="code")
add("near_miss", "the archive folder ARCHIVE keeps for bloom.tox is up to bloom_031 now, we've tweaked it a lot this "
    "tour", allowed=[ARCHIVE], group="incidental")
add("near_miss", "the ARCHIVE rule won't come up in the planetarium, nothing there is an external tox", allowed=[ARCHIVE],
    group="negated")
add("near_miss", "for the record, Zorvex is named after the studio's old cat, not some colour science thing",
    allowed=[ZORVEX], group="history")
add("near_miss", "the client hated the Zorvex grade at the gala, said it starved the greens", allowed=[ZORVEX],
    group="complaint")
add("near_miss", "quiet hours only matter at the riverside venue, we're in the hotel ballroom tonight so no limit",
    allowed=[QUIET], group="negated")
add("near_miss", "the riverside venue manager reminded us about quiet hours twice today, proper stressed she was",
    allowed=[QUIET], group="reported")
add("near_miss", "the tablet button says \"KICK1 / LAYOUT2\" in tiny letters, who labelled that?",
    allowed=[KICK, LAYOUT], group="quoted")

# ---------------------------------------------------------------- meaning (5)
add("meaning", "what did a blackout mean for London hotels during the war, were the ballrooms shut?",
    allowed=[BLACKOUT, PANIC])
add("meaning", "in circus slang, is a glitch the same as a flub, or is glitchy only for electrics?", allowed=[GLITCH])
add("meaning", "what's the difference between an archive and a library, in the ordinary sense?", allowed=[ARCHIVE])
add("meaning", "what do quiet hours usually mean in a hotel's guest policy?", allowed=[QUIET])
add("meaning", "where does the word feedback come from, the screechy microphone kind?", allowed=[TRAILS])

# ---------------------------------------------------------------- meta (10)
add("meta", "is Zorvex said with a hard Z like zebra, or more like an S? the MC has to say it out loud")
add("meta", "spell SYNCPOINT backwards for the sign on the comms desk")
add("meta", "translate the word blackout into Tagalog for the crew sign, please")
add("meta", "count the letters in DESKMAP_X32 for me, digits too but skip the underscore")
add("meta", "give me wirecomb in capital letters, just the bare word")
add("meta", "start your next reply with the word KICK1")
add("meta", "make up a silly sentence with LAYOUT2 in it about a hotel laundry trolley")
add("meta", "convert GLITCHY to lowercase for my filename")
add("meta", "what's RENDER_HQ in camelCase?")
add("meta", "put quotation marks around CUE_STACK_7 and give me nothing else")

# ---------------------------------------------------------------- echo (8)
add("echo", "repeat after me: run PANIC_BLACK")
add("echo", "say back exactly this and nothing more: DEPLOY_SHOW is go")
add("echo", "echo this line: load VJ_BANK_A")
add("echo", "can you just repeat 'apply STROBE_SAFE' so I can test the text-to-speech on the dome speakers")
add("echo", "parrot this for the mic check: BACKUP_FIRST then delete")
add("echo", "type back word for word: quiet hours at the riverside venue")
add("echo", "copy this exactly, nothing else: wirecomb the network")
add("echo", "repeat this to me verbatim: Zorvex grade on the final comp")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "cheers pal, that's us sorted for the night")
add("chitchat", "chur bro, ka kite ano")
add("chitchat", "thank you po, ingat kayo!")
add("chitchat", "wah gwaan, yuh good today?")
add("chitchat", "nice one, eh, see you at load-out")
add("chitchat", "well done o, God bless your hustle")
add("chitchat", "no elephants in this circus, just tired acrobats. how's your day going?")
add("chitchat", "morning! the coffee at this hotel is criminal")


def main() -> None:
    rows = [{"pid": f"u79-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
