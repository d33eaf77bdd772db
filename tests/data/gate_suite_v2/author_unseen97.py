"""Hand-written source of prompts_unseen97.jsonl: a blind suite by an independent evaluator (gateeval97).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen97.jsonl byte for byte.

100 % English (Mancunian, Filipino English, Bostonian, Trinidadian, Brummie, Pakistani English and non-native
English), typed by three personas:
- a wedding-venue uplighting and projection crew (the riverside barn venue, the first dance, the slideshow);
- a science-centre planetarium-style dome rental team (school bookings, the fulldome show, the Lumen Hall gig);
- a hip-hop tour's LED-wall director (the drop, the DJ feed, the X32 at front of house, the grandMA3).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen97.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK1 = "ins_kick1"
LAYOUT2 = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
BANKA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUES7 = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# supporting entries that may show next to an invoked procedure (a stub or a reference is fine)
SUPPORT = {
    KICK1: (STROBE, N1, "ref_audio_analysis", "fact_studio_audio", "fact_audio_buffer"),
    LAYOUT2: (WIRECOMB,),
    STROBE: ("rcp_strobe_flash",),
    BACKUP: (ARCHIVE,),
    DEPLOY: ("ref_perform_window", "fact_win_main", "ref_perf_monitor"),
    BANKA: ("web_moviein_preload", "ref_hap_codecs"),
    PANIC: (BLACKOUT, "fact_dmx_heads", "fact_lx_console"),
    GLITCHY: (N1, "ref_noise_top", "ref_glsl_uniforms", "rcp_webcam_glitch"),
    X32: (N1, "ref_osc_in_chop", "ref_null_exports"),
    RENDER: ("ref_movie_file_out", "ref_hap_codecs"),
    N1: (),
    FEEDBACK: (N1, "ref_feedback_top", "rcp_feedback_tunnel", "ref_pixel_formats"),
    BLACKOUT: (PANIC, "fact_dmx_heads"),
    WIRECOMB: (LAYOUT2, "ref_null_exports"),
    CUES7: (N1, "ref_timer_chop", "fact_dance_piece"),
    SYNC: ("fact_lx_console", "ref_osc_in_chop"),
    ARCHIVE: (BACKUP,),
    ZORVEX: (N1,),
    QUIET: (),
}


def inv(prompt, *procs, group="", extra=()):
    """An invocation: every named procedure carried out; supporting entries and named-but-not-run ones allowed."""
    allowed: list[str] = []
    for ref in [*extra, *(s for p in procs for s in SUPPORT[p])]:
        if ref not in procs and ref not in allowed:
            allowed.append(ref)
    add("invoke", prompt, procs, allowed, group=group)


def near(prompt, *named, group="", extra=()):
    """Names a procedure without asking to run it: the named ones may show as stubs, never in full."""
    add("near_miss", prompt, (), [*named, *extra], group=group)


# ---------------------------------------------------------------------------------------------------------------
# invoke (84)
# ---------------------------------------------------------------------------------------------------------------
# wedding crew (Brummie / Filipino English)
inv("right bab, the DJ's just dropped the first proper tune so can yer build KICK1 on the main output now ta",
    KICK1, group="polite")
inv("Hi po! The couple wants the uplights to pulse with the bass. Please do the KICK1 setup on out1, thank you so much",
    KICK1, group="polite")
inv("ok so the reception starts in 20 min, everyone's sat down, speeches are done-ish — KICK1 on the main out please, "
    "the best man wants the bass to hit the walls", KICK1, group="mid_message")
inv("kick one on the main output please, full chain, the groom's uncle is already dancing", KICK1, group="voice")
inv("Before the first dance I need the network tidy, so please run LAYOUT2 on the projection comp, "
    "the bride's brother keeps poking at it", LAYOUT2, group="polite")
inv("layout2 the uplighting network pls, its spaghetti after the rehearsal and the venue coordinator is watching",
    LAYOUT2, group="lowercase")
inv("Could you arrange the network in columns for me, inputs on the left and that, the way our macro does it, "
    "the slideshow comp is a right mess", LAYOUT2, group="title_words")
inv("LAYOUT 2 on /project1/wedding please — i said it into my phone so the spacing's odd but you know the one",
    LAYOUT2, group="spaces")
inv("The mother of the bride asked for a sparkly flash on the cake cut, so please apply STROBE_SAFE to the flash "
    "chain I'm building, keep it within the rule", STROBE, group="rule")
inv("apply the strobe safe rule to the confetti flash before we fire it, there's a little girl with epilepsy "
    "on table six", STROBE, group="title_words")
inv("We're about to delete the old rehearsal layers so follow BACKUP_FIRST on /project1/wedding before anything "
    "goes, yeah?", BACKUP, group="rule")
inv("Pls follow the backup-first rule now on the slideshow comp, the couple changed every photo and we're "
    "clearing it out", BACKUP, group="title_words")
inv("Sir the bride is crying because the projector shows the ex's photo!! PANIC_BLACK now now now", PANIC,
    group="emergency")
inv("panic!! the projector is pointing at the guests' faces during the vows, kill the output immediately",
    PANIC, group="emergency")
inv("end of the night, last song finished, the couple have left through the sparklers, do the BLACKOUT please "
    "but keep the perform window open for the pack-down", BLACKOUT, group="end_set")
inv("That's the set done, DJ's wrapped. End-of-set cut to black please, the slow fade one, not the panic thing",
    BLACKOUT, group="title_words", extra=(PANIC,))
inv("Zorvex grade on the final comp please, the venue's barn wood looks too green on camera and the photographer "
    "is moaning", ZORVEX, group="polite")
inv("it's 22:35 at the riverside barn and the DJ wants to push the volume, so apply the quiet hours rule to the "
    "master audio now", QUIET, group="conditional")
inv("Quiet hours at the riverside venue — enforce them on the audio output now pls, it's gone eleven and the "
    "neighbours have rung the manager twice", QUIET, group="conditional")
inv("Before I tweak the externally saved monogram.tox, follow the ARCHIVE rule on it please, the couple want "
    "their initials bigger", ARCHIVE, group="rule")
inv("Use the archive rule on slideshow_frame.tox before you touch it — keep the numbered copy, "
    "the planner wants a new border colour", ARCHIVE, group="title_words")
inv("Apply naming rule N1 to everything you create in the uplight comp tonight, the last freelancer left us "
    "with noise1 to noise14", N1, group="rule")
inv("N1 naming on the new monogram chain please — every op you add gets purpose_what names, no level3 nonsense",
    N1, group="name_first")
# dome rental team (Bostonian / Pakistani English)
inv("Wicked busy morning, three school groups back to back. Run DEPLOY_SHOW on the dome project, "
    "the first bus is pullin' in at 9:40", DEPLOY, group="mid_message")
inv("kindly do the needful and execute DEPLOY_SHOW for the planetarium show, the principal is already seated",
    DEPLOY, group="polite")
inv("/deploy_show the fulldome project, doors in fifteen, the teachers are herding the kids in", DEPLOY,
    group="slash_command")
inv("Please run SYNCPOINT with the lighting console before the star show, the rental client brought their own "
    "grandMA and wants the cues tight", SYNC, group="polite")
inv("lighting console handshake before doors please — lock our visuals to the desk, the dome rental starts at 7",
    SYNC, group="title_words")
inv("sync point with the desk now, I'm dictating from the lift so ignore the weird punctuation full stop",
    SYNC, group="voice")
inv("The dance company renting the dome gave us their sheet, so please build CUE_STACK_7 now, "
    "Mateo is coming in for tech at two", CUES7, group="polite")
inv("cue stack 7 for the dance piece please, the choreographer's csv is on the media drive already", CUES7,
    group="spaces")
inv("Can you build the cue list for the dance piece, the twelve-cue one from the choreographer's sheet, "
    "we rent the dome to them on Thursday", CUES7, group="title_words")
inv("Please carry out RENDER_HQ now on the dome master, the science centre wants a perfect file of the "
    "solar system show for their website", RENDER, group="imperative")
inv("render hq pls, the recording for the museum board has to be flawless, no dropped frames this time",
    RENDER, group="lowercase")
inv("Do the high-quality offline render preset on rec1 — the one that records frames 1 to 3600 — "
    "the rental client wants a take-home copy", RENDER, group="title_words")
inv("the dome network looks like a bird's nest after the intern, run wirecomb on it please before the "
    "school group arrives", WIRECOMB, group="mid_message")
inv("Wire comb the planetarium network for me, dictated, the wires cross all over the star field chain",
    WIRECOMB, group="voice")
inv("Straighten the wires of this network please, the way our macro does it, nobody can follow the "
    "constellation chain anymore", WIRECOMB, group="title_words")
inv("apply FEEDBACK trails my way on the nebula layer, the visiting dj night in the dome wants the club look",
    FEEDBACK, group="common_word")
inv("For the Friday dome rave, build the trails with my club settings please — the FEEDBACK preferences, "
    "the Base COMP one", FEEDBACK, group="common_word")
inv("Yaar please do my trail settings for the club visuals on the star layer, the laser night people "
    "rented the dome", FEEDBACK, group="title_words")
# hip-hop tour LED-wall director (Trinidadian / Mancunian)
inv("Oi, the DJ's bringin' the bass heavy tonight so do GLITCHY on the selected TOP, the wall need some grit "
    "before the headliner", GLITCHY, group="imperative")
inv("add the glitch post chain to the selected TOP for the second verse please, our macro, not a new one",
    GLITCHY, group="title_words")
inv("GLITCHY. on the tunnel TOP i've got selected. go", GLITCHY, group="terse")
inv("Mate the FOH engineer's got the X32 patched, do DESKMAP_X32 so his faders drive our wall layers, "
    "soundcheck's in ten", X32, group="imperative")
inv("map the X32 mixing desk over OSC please, FOH is stood here waiting with his coffee", X32,
    group="title_words")
inv("deskmap x32 pls, desk is on the network now, engineer says he can see us", X32, group="spaces")
inv("load VJ_BANK_A into the decks now, the warm-up DJ's set starts in five and the wall is showing the desktop",
    BANKA, group="imperative")
inv("Load clip bank A into the decks please, the opener's visuals, alphabetical like always", BANKA,
    group="title_words")
inv("vj bank a into the decks, tour manager is stood behind me tapping his watch", BANKA, group="spaces")
inv("It's the last tune of the night in Birmingham, the headliner's just said goodnight, so BLACKOUT "
    "the wall properly please", BLACKOUT, group="end_set")
inv("set's over innit, do the end-of-set blackout now and log it, don't close the window we've got a second "
    "show", BLACKOUT, group="end_set")
inv("PANIC_BLACK!!! someone's climbed the truss in front of the wall", PANIC, group="emergency")
inv("The rapper's mum is crying bc the wall is showing the wrong photo — panic black right now, no questions",
    PANIC, group="emergency")
inv("yo the MC wants a strobe hit on the drop so apply STROBE_SAFE to whatever you build for it, "
    "we had a complaint in Leeds", STROBE, group="rule")
inv("before we delete the old opener layers follow BACKUP_FIRST on /project1/wall, no drama", BACKUP,
    group="rule")
inv("ARCHIVE rule on the external lowerthird.tox first, then I'll change the tour dates font", ARCHIVE,
    group="name_first")
inv("SYNCPOINT now pls, lighting console is up, Priya says she's ready on the grandMA", SYNC, group="name_first")
inv("Zorvex look on the final composite for the encore, the LED wall's gone proper blue and the label "
    "rep hates it", ZORVEX, group="title_words")
inv("the wall needs the house colour look for the album visuals, zorvex grade please 🙏", ZORVEX,
    group="emoji")
inv("🚨 PANIC_BLACK 🚨 smoke alarm's gone off, kill the wall", PANIC, group="emoji")
# typos / log pastes / checklists / corrections / consent / timed / trailing
inv("cn u run DEPLY_SHOW on the tour project, we're first on in an hour and the wall's still in edit mode",
    DEPLOY, group="typo")
inv("please do the wircomb macro on the wall network, typed on my phone sorry, the wires are a mess", WIRECOMB,
    group="typo")
inv("Run GLITHCY on the selected TOP pls, typo sorry, my hands are freezing at this outdoor gig", GLITCHY,
    group="typo")
inv("[22:14:03] Audio Device In: 48000 Hz ASIO ok\n[22:14:03] out1: cooking 60fps\n"
    "that's the log, all good, so build KICK1 on the main out now", KICK1, group="log_paste")
inv("WARNING /project1/wall/deck_a3: file not found\nWARNING /project1/wall/deck_a5: file not found\n"
    "ok the bank was empty, media's copied now, load VJ_BANK_A again please", BANKA, group="log_paste")
inv("render log:\n  frame 1812 dropped\n  frame 1813 dropped\nugh realtime recording is useless, "
    "do RENDER_HQ on rec1 instead", RENDER, group="log_paste")
inv("pre-show for the dome rental:\n- [x] projectors warmed up\n- [ ] SYNCPOINT with the console\n"
    "- [ ] DEPLOY_SHOW\ndo the two unticked ones in that order", SYNC, DEPLOY, group="checklist")
inv("wedding load-in todo\n- [ ] LAYOUT2 the uplight network\n- [ ] wirecomb it after\n"
    "go through the list for me please", LAYOUT2, WIRECOMB, group="checklist")
inv("Run GLITCHY on the selected TOP — no wait, not GLITCHY, the client wants it clean, do the Zorvex grade "
    "instead", ZORVEX, group="correction", extra=(GLITCHY,))
inv("do LAYOUT2 — actually no, don't move things into columns, just run wirecomb so the wires are readable",
    WIRECOMB, group="correction", extra=(LAYOUT2,))
inv("You asked earlier whether to back up the dome comp before I clear the old planets — yes, follow "
    "BACKUP_FIRST, go ahead", BACKUP, group="consent")
inv("you offered to build the cue list for the dance company, yes please go ahead with CUE_STACK_7", CUES7,
    group="consent")
inv("it's 19:55 and the doors are at 20:00, so run DEPLOY_SHOW on the wall project now", DEPLOY, group="timed")
inv("at the top of the hour we start recording, which is now, so RENDER_HQ on rec1 please", RENDER,
    group="timed")
inv("the engineer's faders aren't doing anything yet, so just set it up now, DESKMAP_X32", X32,
    group="trailing")
inv("sorry for the mess in here, nobody labels anything on this tour, new ops from now on follow it please, N1",
    N1, group="trailing")
inv("proper boss job on the rehearsal today; the ceremony projection's ready, just need the colour, so "
    "quickly, Zorvex grade", ZORVEX, group="trailing")
inv("we need the bass to drive the flash but keep it epilepsy safe, so build KICK1 and apply STROBE_SAFE to it",
    KICK1, STROBE, group="multi")
inv("Please do VJ_BANK_A and then GLITCHY on the deck mixer output, opener starts when the lights go",
    BANKA, GLITCHY, group="multi")
inv("DESKMAP_X32 first, then SYNCPOINT with the grandMA, we're locking the wall to FOH and the lighting desk",
    X32, SYNC, group="multi")
inv("Zorvex grade on the dome master and then RENDER_HQ so the rental client gets the graded version",
    ZORVEX, RENDER, group="multi")
inv("before I edit the external trails.tox follow ARCHIVE, then build the FEEDBACK trails my club way inside it",
    ARCHIVE, FEEDBACK, group="multi")
inv("end of the wedding: BLACKOUT the projection, and then apply the quiet hours rule to the audio since it's "
    "23:05 at the riverside venue", BLACKOUT, QUIET, group="multi")
inv("build CUE_STACK_7 for the dance rental and follow N1 naming for every op it adds", CUES7, N1, group="multi")

# ---------------------------------------------------------------------------------------------------------------
# ask_content (9)
# ---------------------------------------------------------------------------------------------------------------
add("ask_content", "what port does DESKMAP_X32 use for the desk's OSC, FOH is asking me", [X32], group="port")
add("ask_content", "Which IP and port does SYNCPOINT ping, and which port does it listen on for the pong? "
    "The venue IT man wants to open the firewall", [SYNC], group="port")
add("ask_content", "what order does DEPLOY_SHOW go in? I want to walk the new dome tech through the steps",
    [DEPLOY], group="order")
add("ask_content", "What threshold and release does KICK1 use on the Trigger CHOP? The wedding DJ's kick is "
    "quite soft", [KICK1], group="value")
add("ask_content", "how long is the fade in BLACKOUT, the tour manager wants to know if it's 4 seconds or more",
    [BLACKOUT], group="value")
add("ask_content", "What codec, resolution and frame range does RENDER_HQ record? The science centre asks for "
    "the file specs", [RENDER], group="value")
add("ask_content", "remind me what's in the Zorvex grade — which LUT and how much grain, the colourist wants "
    "to copy it", [ZORVEX], group="content")
add("ask_content", "What does the quiet hours rule say about the low end at the riverside venue? The DJ wants "
    "to know before he plans his set", [QUIET], group="content")
add("ask_content", "where does BACKUP_FIRST put the .tox backups and how are they named? "
    "I can't find yesterday's one", [BACKUP], group="content")

# ---------------------------------------------------------------------------------------------------------------
# bears (6) and paraphrase (6)
# ---------------------------------------------------------------------------------------------------------------
add("bears", "delete all the unused noise TOPs in the dome comp, they're just clutter from last term", [BACKUP],
    group="delete")
add("bears", "Make the LED wall strobe white at 12 Hz on the drop, the MC wants it mental", [STROBE],
    group="strobe")
add("bears", "it's 22:40 at the riverside barn and the groom wants the bass turned right up for the last song",
    [QUIET], group="venue_late")
add("bears", "Open the externally saved monogram.tox and bump the text size a little, the couple say it's "
    "hard to read", [ARCHIVE], group="external_tox")
add("bears", "add a noise TOP and a level TOP for a slow moving star background in the dome", [N1],
    group="create")
add("bears", "the client said yes to clearing out the test network in /project1/scratch, so go ahead and "
    "wipe it", [BACKUP], group="consent")
add("paraphrase", "make the uplights thump with the bass drum on the main out, low end only, like a heartbeat",
    [KICK1], group="")
add("paraphrase", "tidy this network so sources sit on the left, processing steps march rightwards and the nulls "
    "line up at the end", [LAYOUT2], group="")
add("paraphrase", "lock our visuals to the lighting desk timing by pinging it and measuring the round trip",
    [SYNC], group="")
add("paraphrase", "hook the FOH engineer's Behringer faders up to our wall layer opacities over the network",
    [X32], group="")
add("paraphrase", "the connections in here are a tangle, make every link easy to follow without rewiring "
    "or deleting anything", [WIRECOMB], group="")
add("paraphrase", "put the eight opener clips into the left-hand decks, alphabetical, looping, crossfader "
    "all the way to that side", [BANKA], group="")

# ---------------------------------------------------------------------------------------------------------------
# question / task (17, 8 with built-ins)
# ---------------------------------------------------------------------------------------------------------------
add("question", "what UDP port does the stagepad tablet send OSC to, and where does TD send feedback back?",
    ["fact_stagepad_ports"], group="fact")
add("question", "Which DMX universe and start address are the six moving heads on? The wedding venue "
    "wants to use them for the first dance", ["fact_dmx_heads"], ["fact_lx_console"], group="fact")
add("question", "how big is the output raster for the Lumen Hall show, the dome team is borrowing two of "
    "those projectors", ["fact_lumen_hall_raster"], group="fact")
add("question", "what fps should I export the content for Nebula at? mine judders on the LED processor",
    ["fact_nebula_fps"], group="fact")
add("question", "Where does show media live on the gallery PC and which drive should I avoid?",
    ["fact_media_drive"], ["fact_rig_b"], group="fact")
add("question", "what buffer size are we meant to use on RIG-B for audio, the kick visuals feel late",
    ["fact_audio_buffer"], ["fact_studio_audio", KICK1], group="fact")
add("question", "What's the IP of the lighting console on the tour, and who do I ask before patching?",
    ["fact_lx_console"], [SYNC], group="fact")
add("task", "set up a GLSL TOP that takes a float uniform for the beat, I keep getting zero in the shader",
    ["ref_glsl_uniforms"], group="reference")
add("question", "my Render TOP is just black for the 3D planet in the dome, what usually causes that",
    ["ref_render_pipeline"], group="reference")
add("question", "how do I get feedback trails that actually fade to black instead of leaving grey ghosts?",
    ["ref_feedback_top", "ref_pixel_formats"], [FEEDBACK, "rcp_feedback_tunnel"], group="common_word")
add("question", "how do i print debug messages to the textport from a callback, and where do I open it?",
    ["td_textport"], ["fact_show_log"], builtin=True, group="builtin_only")
add("question", "how do I keep a python list of cues on a component so it's still there after I save the toe",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "What's the difference between a Select TOP and an In TOP for getting an image out of "
    "another comp?", ["td_select_in_out"], builtin=True, group="builtin_only")
add("task", "make one button per row of my playlist table with a Replicator COMP, the wedding slideshow has "
    "forty photos", ["td_replicator_comp"], ["ref_replicator"], builtin=True, group="builtin_compete")
add("question", "how do I run a python function when a custom pulse parameter on my comp is pressed?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "what does the Realtime flag actually do, and why would I turn it off for recording?",
    ["td_timeline_realtime"], ["ref_movie_file_out", RENDER], builtin=True, group="builtin_compete")
add("question", "why doesn't my operator cook when nothing is looking at it? the dome sensors stop updating",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "how does External .tox work, and does editing the file on disk update the project?",
    ["td_tox_components_palette"], [ARCHIVE], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------------------------------------------------------
# unanswerable (11)
# ---------------------------------------------------------------------------------------------------------------
add("unanswerable", "how do i warp and blend five projectors onto a 15 metre dome in TouchDesigner, fisheye "
    "domemaster input", group="near")
add("unanswerable", "does TouchDesigner read the Leap Motion 2 natively on a Mac with Apple silicon?",
    group="far")
add("unanswerable", "what's the max number of Art-Net universes the wedding venue's Enttec box can take?",
    group="near")
add("unanswerable", "How do I get Spout video from TD into Resolume on the same laptop?", group="near")
add("unanswerable", "which NVIDIA driver version is stable with TouchDesigner for a Quadro Sync card?",
    group="far")
add("unanswerable", "how do i drive a Kinetic Lights winch system from TD for the tour's flying LED panels",
    group="far")
add("unanswerable", "what's the licence price difference between Commercial and Pro for the rental dome?",
    group="far")
add("unanswerable", "how do i make a star catalogue point cloud from a Gaia CSV for the planetarium",
    group="near")
add("unanswerable", "can TouchDesigner decode NotchLC with alpha on the LED server, and how heavy is it",
    group="near")
add("unanswerable", "how do I sync timecode from the DJ's Pioneer CDJs into TD over Pro DJ Link?", group="near")
add("unanswerable", "is there a way to lock the TD network editor with a password so the venue staff can't "
    "touch it", group="far")

# ---------------------------------------------------------------------------------------------------------------
# near_miss (43)
# ---------------------------------------------------------------------------------------------------------------
near("don't run DEPLOY_SHOW yet, the school hasn't sent the final booking time, I'll tell you when", DEPLOY,
     group="negated")
near("whatever you do, no PANIC_BLACK during the vows even if the image wobbles a bit, it's fine", PANIC,
     group="negated")
near("Please don't do the BLACKOUT until the DJ's last track has completely finished, we've got ages", BLACKOUT,
     group="negated")
near("no glitchy tonight lads, the label wants the album visuals clean, just leave the chain as it is", GLITCHY,
     group="negated")
near("KICK1 ran fine at the wedding last night, the uplights pulsed lovely on the first dance", KICK1,
     group="past")
near("we did RENDER_HQ on Tuesday and the file was spot on, the science centre was chuffed", RENDER,
     group="past")
near("wirecomb sorted the dome network last week, it's still tidy so nowt to do there", WIRECOMB, group="past")
near("Last tour we used VJ_BANK_A for the opener every night and it never failed once", BANKA, group="past")
near("we'll do SYNCPOINT tomorrow at load-in when the grandMA is actually on the network", SYNC,
     group="planning")
near("next week we're planning to run CUE_STACK_7 for the dance company, can you remind me what I need "
     "to bring from home? just a list of my own stuff like laptop and cables", CUES7, group="planning")
near("on Saturday's wedding we'll probably want the Zorvex grade, but that's a decision for the couple",
     ZORVEX, group="planning")
near("the tour manager said DESKMAP_X32 is overkill for a festival slot, he might be right", X32,
     group="reported")
near("Priya told me SYNCPOINT timed out in Manchester because the console was on the wrong subnet", SYNC,
     group="reported")
near("the venue coordinator keeps saying 'quiet hours, quiet hours' at me like I don't know", QUIET,
     group="reported")
near("did DEPLOY_SHOW finish earlier or did it stop on the error check?", DEPLOY, group="status")
near("is LAYOUT2 still running or can I start moving things by hand now", LAYOUT2, group="status")
near("if we ever did RENDER_HQ on the old laptop, would it even survive an hour of frames?", RENDER,
     group="hypothetical")
near("hypothetically, if the bride's dad tripped over the cable, would PANIC_BLACK be the right call or "
     "just unplugging?", PANIC, group="hypothetical")
near("my mate reckons wirecomb is nicer than LAYOUT2, I'm not fussed either way tbh", WIRECOMB, LAYOUT2,
     group="comparison")
near("honestly the Zorvex grade and the GLITCHY chain look about the same on an LED wall at 30 metres",
     ZORVEX, GLITCHY, group="comparison")
near("rename the file deploy_show_checklist_v3.pdf on the desktop to something shorter please", DEPLOY,
     group="filename")
near("where did blackout_final_EDIT.mov go? it was in the media folder this morning", BLACKOUT,
     group="filename", extra=(PANIC,))
near("my python line kick1_thresh = 0.4 throws a NameError when I call it in the other DAT, why?", KICK1,
     group="variable")
near("what's wrong with this: op('glitchy_out').bypass == True — it doesn't bypass anything", GLITCHY,
     group="code", extra=("ref_op_paths",))
near("in the script I've got x32_faders = op('x32_faders') but it comes back None, any idea?", X32,
     group="code", extra=("ref_op_paths",))
near("the tour's group chat is literally called \"PANIC_BLACK survivors\" after the Glasgow show lol", PANIC,
     group="quoted")
near("the email from the planner just says 'BLACKOUT at midnight sharp' — i'll deal with that at midnight",
     BLACKOUT, group="quoted")
near("VJ_BANK_A messed up my deck order yesterday, deck_a3 was playing the wrong clip all night", BANKA,
     group="complaint")
near("GLITCHY made the wall flicker so hard in Bristol that the promoter had words with me", GLITCHY,
     group="complaint", extra=(STROBE,))
near("DESKMAP_X32 broke my network last gig, the OSC flood made everything stutter", X32, group="complaint")
near("who came up with the name Zorvex anyway? sounds like a Marvel villain", ZORVEX, group="history")
near("why's it called CUE_STACK_7, were there six others before it?", CUES7, group="history")
near("the kids at the dome were giggling because the intern's laptop wallpaper says SYNCPOINT in huge letters",
     SYNC, group="incidental")
near("while the FEEDBACK rule doc was open on my screen the groom asked if we do karaoke, we don't", FEEDBACK,
     group="incidental")
near("we never got round to ARCHIVE on that tox last month and it bit us, lesson learnt", ARCHIVE, group="past")
near("BACKUP_FIRST saved my skin at the wedding in Solihull when I deleted the wrong comp", BACKUP, group="past")
near("the N1 naming convention is why our wall project is readable, the promoter's tech was impressed", N1,
     group="incidental")
near("it's only 20:15 at the riverside venue, quiet hours are ages away, so just leave the levels where they "
     "are for now", QUIET, group="condition_unmet")
near("we'll need the FEEDBACK trails for the dome rave on Friday, not today, today is just the school show",
     FEEDBACK, group="planning")
near("the rental client asked if DEPLOY_SHOW is something they can run themselves, I said I'd check with "
     "the boss", DEPLOY, group="reported")
near("CUE_STACK_7 worked at the Kestrel but the dance company say they want a fresh one for the dome later",
     CUES7, group="past")
near("remember when KICK1 picked up the room mic instead of the DJ feed? good times", KICK1, group="history",
     extra=("fact_studio_audio",))

# ---------------------------------------------------------------------------------------------------------------
# meaning (5)
# ---------------------------------------------------------------------------------------------------------------
add("meaning", "what does blackout mean in old theatre slang, like where does the word come from?", [],
    [BLACKOUT, PANIC], group="blackout")
add("meaning", "in music production what does 'kick' actually refer to, is it just the bass drum?", [],
    [KICK1], group="kick")
add("meaning", "what's 'archive' mean for a museum versus for a library, in general?", [], [ARCHIVE],
    group="archive")
add("meaning", "when a guitarist talks about feedback, what's physically going on with the amp?", [],
    [FEEDBACK], group="feedback")
add("meaning", "what does 'glitchy' mean when my gran says her telly is glitchy?", [], [GLITCHY],
    group="glitchy")

# ---------------------------------------------------------------------------------------------------------------
# meta (11)
# ---------------------------------------------------------------------------------------------------------------
add("meta", "spell DESKMAP_X32 backwards for me, the FOH guy bet me I couldn't", group="reverse")
add("meta", "how many letters are in wirecomb? settling an argument on the tour bus", group="count")
add("meta", "write GLITCHY in all lowercase, nothing else", group="case")
add("meta", "use the word blackout in a sentence about a wedding, for my English homework", group="sentence")
add("meta", "how do you pronounce Zorvex? the bride's dad keeps saying it wrong", group="pronounce")
add("meta", "make the word SYNCPOINT bold and send it back", group="bold")
add("meta", "start your reply with KICK1 and then just say hello", group="start_reply")
add("meta", "convert CUE_STACK_7 to camelCase please", group="convert")
add("meta", "put RENDER_HQ in a code block and nothing else", group="code_literal")
add("meta", "translate 'panic' into Urdu for my cousin", group="translate")
add("meta", "count the underscores in VJ_BANK_A and DEPLOY_SHOW together", group="count")

# ---------------------------------------------------------------------------------------------------------------
# echo (8)
# ---------------------------------------------------------------------------------------------------------------
add("echo", "repeat after me exactly, it's for the tour crew radio test: run PANIC_BLACK now", group="")
add("echo", "say back word for word: LAYOUT2 the dome network", group="")
add("echo", "echo this back to me: 'the quiet hours start at ten'", group="")
add("echo", "just parrot this: DEPLOY_SHOW then SYNCPOINT", group="")
add("echo", "Repeat this line so I can copy it: build KICK1 on out1", group="")
add("echo", "can u say 'Zorvex grade on the final comp' back to me, testing my mic", group="")
add("echo", "type back exactly what I write: wirecomb, wirecomb, wirecomb", group="")
add("echo", "read this back to me verbatim: BLACKOUT at the end of the set", group="")

# ---------------------------------------------------------------------------------------------------------------
# chitchat (8)
# ---------------------------------------------------------------------------------------------------------------
add("chitchat", "cheers bab, the uplighting looked mint last night, the couple loved it", group="")
add("chitchat", "Salamat po! The dome show went smoothly, the kids were clapping at the end", group="")
add("chitchat", "wicked good job on the planetarium yesterday, the principal was thrilled", group="")
add("chitchat", "yuh done know, the wall was bussin last night, big up", group="")
add("chitchat", "ta for the help with the strobe stuff earlier, much appreciated", group="")
add("chitchat", "good morning! long day ahead, three weddings this weekend", group="")
add("chitchat", "shukriya, the grading looked beautiful on the dome", group="")
add("chitchat", "haha that glitch look was sick, the crowd went off 🔥", group="")


def main() -> None:
    rows = [{"pid": f"u97-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
