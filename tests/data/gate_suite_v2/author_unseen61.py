"""Author script for prompts_unseen61.jsonl: a blind gate suite written by helper "gateeval61".

Written blind: without reading the gate code, its tests (other than the label rules in
test_gate_suite_v2_data.py), any other prompt file or author script. Labels come from corpus.jsonl
and the built-in knowledge files only. Never scored by its author.

100 % English, typed the way English-speaking artists really type (Irish, Scottish, Indian,
Canadian, South African and non-native English; terse, typos, lowercase, long messages with
context before and after the request, pasted logs, voice dictation, chat-app shapes).

Personas:
- a theatre video designer in previews of the dance piece 'Tidewater' (cue sheets, director's
  notes, the stage manager, the half, archive recordings);
- a festival's projection-mapping crew (facade mapping, the riverside venue, the X32 at FOH,
  health and safety, hand-overs to the night crew);
- a live-coding performer (club sets, clip banks, glitch and trails, streams of the screen).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen61.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke: KICK1
add("invoke", "ok notes from last night's preview: the drum hits in the club scene felt totally disconnected "
    "from the picture. can you run KICK1 on the main output so the flash follows the kick? I'll check it "
    "with the sound op at the 3pm call.", ["ins_kick1"], ["ins_strobe_safe", "ref_audio_analysis"],
    group="mid_message")
add("invoke", "kick1 on out1 pls ta", ["ins_kick1"], group="terse")
add("invoke", "K I C K 1 on out1 now, the DJ's about to drop", ["ins_kick1"], group="spaces")
add("invoke", "right so the set starts in ten and the mixer feed is on inputs 1 and 2 of the babyface. go ahead "
    "with KICK1 and leave everything else as it is, cheers", ["ins_kick1"], ["fact_studio_audio"],
    group="consent")

# ---------------------------------------------------------------- invoke: LAYOUT2
add("invoke", "This network is in a pure state after three days of previews, I can't find a thing. Could you do "
    "LAYOUT2 on /project1/scenes before the notes session? Nothing rewired, obviously.", ["ins_layout2"],
    group="polite")
add("invoke", "/layout2 /project1/facade", ["ins_layout2"], group="slash_command")
add("invoke", "lay out two on this network please period", ["ins_layout2"], group="voice")
add("invoke", "LAYOUT2 — the festival build, the whole mapping comp. we hand it over to the night crew at 6 and "
    "they need to be able to read it", ["ins_layout2"], group="name_first")

# ---------------------------------------------------------------- invoke: STROBE_SAFE
add("invoke", "The LD wants our flashes matched to his chases at 150 bpm for the storm scene. Build it, but apply "
    "STROBE_SAFE to it — there's a photosensitivity warning in the programme this week and the front row "
    "is a school group on Thursday.", ["ins_strobe_safe"], ["rcp_strobe_flash", "ins_kick1"], group="rule")
add("invoke", "apply the strobe safe rule to the beat cuts in the drop section before we go live, no more than 3 "
    "a second", ["ins_strobe_safe"], ["rcp_strobe_flash"], group="title_words")
add("invoke", "enforce STROBE_SAFE on every LFO in the flash comp, now", ["ins_strobe_safe"], ["rcp_strobe_flash"],
    group="imperative")
add("invoke", "STROBE_SAFE the whole blink layer. festival health and safety lady is standing right behind me 😬",
    ["ins_strobe_safe"], group="emoji")

# ---------------------------------------------------------------- invoke: BACKUP_FIRST
add("invoke", "Director's decision after tonight: scene 4 video is cut entirely. Follow BACKUP_FIRST and then "
    "delete the scene4 base and every wire going into it. I'll tell the SM.", ["ins_backup_first"],
    group="rule")
add("invoke", "backup first rule, then nuke noise1 through noise6 in the sandbox", ["ins_backup_first"],
    group="lowercase")
add("invoke", "BACKUP_FIRST on /project1/festival_old, then clear that network out — the mapping crew doesn't "
    "need last year's facade any more", ["ins_backup_first"], group="name_first")
add("invoke", "Kindly apply BACKUP_FIRST and remove the unused Movie File Ins from /project1/media_test. Thanks in "
    "advance.", ["ins_backup_first"], group="polite")

# ---------------------------------------------------------------- invoke: DEPLOY_SHOW
add("invoke", "House opens at 7.25. Everything's programmed, notes are done and the SM is asking are we ready. "
    "Run DEPLOY_SHOW now please, I'll tell her we're good once you report the frame rate.",
    ["ins_deploy_show"], group="mid_message")
add("invoke", "deploy_show go go go", ["ins_deploy_show"], group="terse")
add("invoke", "pre-show list:\n- [x] notes from the director\n- [x] media copied to D:/media\n- [ ] DEPLOY_SHOW\n\n"
    "do the unchecked one", ["ins_deploy_show"], ["fact_rig_b"], group="checklist")
add("invoke", "it's 18:45 and doors are at 19:00, so it's time for DEPLOY_SHOW on the show machine",
    ["ins_deploy_show"], group="timed")

# ---------------------------------------------------------------- invoke: VJ_BANK_A
add("invoke", "set one is the ambient stuff from bank A. load VJ_BANK_A into the decks and don't touch B, my "
    "live-coded layer is sitting on the B side", ["ins_vj_bank_a"], group="mid_message")
add("invoke", "vj bank a comma load it comma thanks", ["ins_vj_bank_a"], group="voice")
add("invoke", "VJ_BANK_A 🙏🙏", ["ins_vj_bank_a"], group="emoji")
add("invoke", "Before the performer walks on, can you load VJ_BANK_A? The clips were copied into media/bank_a this "
    "afternoon by Thabo, should all be there now now.", ["ins_vj_bank_a"], group="polite")

# ---------------------------------------------------------------- invoke: PANIC_BLACK
add("invoke", "PANIC_BLACK NOW somebody's walked onto the stage in front of the projector", ["ins_panic_black"],
    group="emergency")
add("invoke", "panic black panic black panic black", ["ins_panic_black"], ["ins_blackout"], group="voice")
add("invoke", "fire alarm's going off in the venue — panic, kill the output immediately", ["ins_panic_black"],
    ["ins_blackout"], group="emergency")
add("invoke", "/panic_black main out", ["ins_panic_black"], group="slash_command")

# ---------------------------------------------------------------- invoke: GLITCHY
add("invoke", "for the breakdown I want the live-coded feed to get crunchy. run GLITCHY on the selected TOP (it's "
    "code_out) and make sure the amount is exposed so I can ride it from the midi controller during the set.",
    ["ins_glitchy"], ["ref_glsl_uniforms"], group="mid_message")
add("invoke", "glitchy on cam2 pls", ["ins_glitchy"], group="lowercase")
add("invoke", "yes, go ahead with the GLITCHY chain you suggested on the selected TOP", ["ins_glitchy"],
    group="consent")
add("invoke", "GLITCHY. selected TOP. go.", ["ins_glitchy"], group="terse")

# ---------------------------------------------------------------- invoke: DESKMAP_X32
add("invoke", "The FOH engineer at the festival is lending us his X32 so the band can ride the visuals from their "
    "faders. Set up DESKMAP_X32 please, the desk is on the show network already and he's fine with it.",
    ["ins_deskmap_x32"], ["ref_osc_in_chop"], group="mid_message")
add("invoke", "desk map x thirty two please full stop", ["ins_deskmap_x32"], group="voice")
add("invoke", "deskmap_x32 then tell me when fader 1 moves layer 1", ["ins_deskmap_x32"], group="lowercase")
add("invoke", "grand, the desk is patched in. go ahead with DESKMAP_X32 so.", ["ins_deskmap_x32"],
    group="consent")

# ---------------------------------------------------------------- invoke: RENDER_HQ
add("invoke", "the director wants an archive file of the projection content for the funders' report, so do "
    "RENDER_HQ on rec1 now while the house is empty. I'm off to get chips.", ["ins_render_hq"],
    ["ref_movie_file_out"], group="mid_message")
add("invoke", "RENDER_HQ pls, the offline one", ["ins_render_hq"], group="terse")
add("invoke", "Run the high-quality offline recording preset please, the RENDER_HQ one", ["ins_render_hq"],
    group="title_words")
add("invoke", "WARNING: rec1 (Movie File Out TOP) dropped 212 frames during realtime record\n"
    "WARNING: rec1 dropped 87 frames\nright, that take is useless. run RENDER_HQ instead", ["ins_render_hq"],
    ["ref_movie_file_out"], group="log_paste")

# ---------------------------------------------------------------- invoke: naming rule N1
add("invoke", "I'm going to build the scene 5 chain live in the session with the director watching. Apply naming "
    "rule N1 to everything you create, and rename the default-named stuff I made by accident earlier.",
    ["ins_naming_n1"], group="rule")
add("invoke", "N1 naming on this comp please, there's noise1 and level3 all over the shop", ["ins_naming_n1"],
    group="terse")
add("invoke", "use the N1 naming rule when you make the new nulls for the mapping masks", ["ins_naming_n1"],
    ["ref_null_exports"], group="rule")
add("invoke", "follow rule N1 for the ops in /project1/livecode, aye", ["ins_naming_n1"], group="rule")

# ---------------------------------------------------------------- invoke: FEEDBACK (common-word title)
add("invoke", "club set tonight after the theatre gig (double shift lol). give me my FEEDBACK trail settings for "
    "the club visuals on particles_out, same as always", ["ins_feedback_pref"], ["ref_feedback_top"],
    group="common_word")
add("invoke", "do my trails the usual club way on layer 2, the FEEDBACK setup", ["ins_feedback_pref"],
    ["ref_feedback_top"], group="title_words")
add("invoke", "Build the trails my way for the club visuals please, my feedback settings, into trails_club",
    ["ins_feedback_pref"], ["ref_feedback_top"], group="common_word")

# ---------------------------------------------------------------- invoke: BLACKOUT
add("invoke", "That's the last tune, lads. BLACKOUT.", ["ins_blackout"], group="end_set")
add("invoke", "end of set — do the BLACKOUT procedure, and don't close the perform window obviously",
    ["ins_blackout"], group="end_set")
add("invoke", "curtain call's done, the end-of-set blackout now please", ["ins_blackout"], ["ins_panic_black"],
    group="title_words")
add("invoke", "run BLACKOUT, set's over, thanks everyone 👏", ["ins_blackout"], group="emoji")

# ---------------------------------------------------------------- invoke: CUE_STACK_7
add("invoke", "Mateo sent the final cue sheet to /media/dance/cues.csv about an hour ago. Build CUE_STACK_7 from "
    "it so we can run the top of act one at the 2pm call.", ["ins_cue_stack7"], ["fact_dance_piece"],
    group="mid_message")
add("invoke", "cue stack seven from Mateo's sheet please new line thanks", ["ins_cue_stack7"], group="voice")
add("invoke", "build CUE_STACK_7 before the tech, please and thank you", ["ins_cue_stack7"], group="polite")
add("invoke", "no wait, not LAYOUT2 — do CUE_STACK_7", ["ins_cue_stack7"], ["ins_layout2"], group="correction")

# ---------------------------------------------------------------- invoke: SYNCPOINT
add("invoke", "Priya on the LX desk says she's ready for us. SYNCPOINT please, so our timeline sits with her "
    "console before the half is called.", ["ins_syncpoint"], ["fact_lx_console"], group="mid_message")
add("invoke", "do a sync point with the lighting desk now please", ["ins_syncpoint"], group="voice")
add("invoke", "run the lighting console handshake before the half, Priya's waiting", ["ins_syncpoint"], group="title_words")
add("invoke", "syncpoint, then report the median", ["ins_syncpoint"], group="lowercase")

# ---------------------------------------------------------------- invoke: ARCHIVE rule
add("invoke", "I need to retune the glow inside our external bloom.tox. Follow the ARCHIVE rule first, then raise "
    "the threshold to 0.7 and tell me the number.", ["ins_archive_rule"], group="rule")
add("invoke", "ARCHIVE rule, then edit mapping_mask.tox: shift the mask 20 px left", ["ins_archive_rule"],
    group="name_first")
add("invoke", "keep a numbered copy before editing the tox (the ARCHIVE thing) and then swap the font in "
    "titles.tox to Helvetica", ["ins_archive_rule"], group="title_words")

# ---------------------------------------------------------------- invoke: Zorvex grade
add("invoke", "the production photographer is in tonight, so the picture has to look like our stuff. Put the "
    "Zorvex grade on the final composite before the half.", ["ins_zorvex_grade"], group="mid_message")
add("invoke", "zorvex look on the final comp", ["ins_zorvex_grade"], group="lowercase")
add("invoke", "Zorvx grade on final_comp pls, photog is here", ["ins_zorvex_grade"], group="typo")
add("invoke", "give the stream the Zorvex look, eh? cheers bud", ["ins_zorvex_grade"], group="trailing")

# ---------------------------------------------------------------- invoke: quiet hours
add("invoke", "it's 23:10 at the riverside venue, so enforce the quiet hours rule on the master audio now",
    ["ins_quiet_hours"], group="conditional")
add("invoke", "apply quiet hours to the riverside patch, it's gone 22:00", ["ins_quiet_hours"], group="timed")
add("invoke", "Quiet hours rule at the riverside: please apply it, we're past ten pm and the neighbours have "
    "started ringing the promoter.", ["ins_quiet_hours"], group="rule")
add("invoke", "riverside. 22:15. quiet hours. do it", ["ins_quiet_hours"], group="terse")

# ---------------------------------------------------------------- invoke: wirecomb
add("invoke", "can you wirecomb /project1/livecode? the wires look like a bowl of noodles and I'm streaming my "
    "screen in 20 min, people will judge", ["ins_wirecomb"], group="mid_message")
add("invoke", "wire comb this network", ["ins_wirecomb"], group="voice")
add("invoke", "wirecomb it, the mapping comp, I'll wait", ["ins_wirecomb"], group="name_as_verb")
add("invoke", "wirecmb the mapping comp pls", ["ins_wirecomb"], group="typo")

# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "BACKUP_FIRST, then delete old_scene3, then LAYOUT2 on whatever's left", ["ins_backup_first",
    "ins_layout2"], group="multi")
add("invoke", "list for the half:\n1. SYNCPOINT with Priya's desk\n2. DEPLOY_SHOW\nrun both in that order please",
    ["ins_syncpoint", "ins_deploy_show"], group="multi")
add("invoke", "load VJ_BANK_A and then put GLITCHY on the deck_a1 output, the selected TOP", ["ins_vj_bank_a",
    "ins_glitchy"], group="multi")
add("invoke", "KICK1 on the main out and keep it STROBE_SAFE, there's kids in tonight", ["ins_kick1",
    "ins_strobe_safe"], group="multi")
add("invoke", "wirecomb first and then LAYOUT2 this mess, in that order", ["ins_wirecomb", "ins_layout2"],
    group="multi")
add("invoke", "Zorvex grade on the final comp and then RENDER_HQ it for the festival reel", ["ins_zorvex_grade",
    "ins_render_hq"], group="multi")
add("invoke", "end of set. BLACKOUT, then apply quiet hours on the riverside master, it's 22:30",
    ["ins_blackout", "ins_quiet_hours"], group="multi")
add("invoke", "N1 naming plus the ARCHIVE rule, then rebuild the inside of lowerthird.tox with fresh ops",
    ["ins_naming_n1", "ins_archive_rule"], ["rcp_lower_third"], group="multi")
add("invoke", "deskmap_x32, and after that my FEEDBACK trails for the club visuals on layer 3",
    ["ins_deskmap_x32", "ins_feedback_pref"], group="multi")
add("invoke", "preview 3 is in an hour. CUE_STACK_7 then DEPLOY_SHOW, ta", ["ins_cue_stack7", "ins_deploy_show"],
    group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what port does SYNCPOINT wait on for the pong?", ["ins_syncpoint"], group="port")
add("ask_content", "which codec and resolution does RENDER_HQ record at? just asking, don't start it",
    ["ins_render_hq"], group="value")
add("ask_content", "What order do the DEPLOY_SHOW steps go in? List them for the SM's checklist, don't run it.",
    ["ins_deploy_show"], group="order")
add("ask_content", "what LUT file does the Zorvex grade use?", ["ins_zorvex_grade"], group="value")
add("ask_content", "what's the trigger threshold and release in KICK1?", ["ins_kick1"], group="value")
add("ask_content", "how often does DESKMAP_X32 resend /xremote, every how many seconds?", ["ins_deskmap_x32"], group="value")
add("ask_content", "what dBFS ceiling does the quiet hours rule set for the riverside?", ["ins_quiet_hours"],
    group="value")
add("ask_content", "where does BACKUP_FIRST put the backup and how does it name the file?", ["ins_backup_first"],
    group="content")
add("ask_content", "in wirecomb, how many inputs does one output have to fan out to before it adds a null?",
    ["ins_wirecomb"], group="value")

# ---------------------------------------------------------------- bears
add("bears", "can you delete noise3 and the two unused levels in /project1/bg, they're cluttering the place",
    ["ins_backup_first"], group="delete")
add("bears", "make the chorus strobe flash 10 times a second, the director wants it properly aggressive",
    ["ins_strobe_safe"], ["rcp_strobe_flash"], group="strobe")
add("bears", "it's half eleven at the riverside gig and the headliner wants more sub, push the master up to -6",
    ["ins_quiet_hours"], group="venue_late")
add("bears", "open up our external lensflare.tox and nudge the glow size to 1.4", ["ins_archive_rule"],
    group="external_tox")
add("bears", "add a noise TOP and a level for the bg layer pls", ["ins_naming_n1"], ["ref_noise_top"],
    group="create")
add("bears", "cut to the beat on every 16th at 140 bpm, full white to full black, yeah? go ahead",
    ["ins_strobe_safe"], ["rcp_strobe_flash"], group="strobe")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "sequence Tidewater's twelve moments into a timed table that flips the scenes",
    ["ins_cue_stack7"], ["fact_dance_piece", "ref_timer_chop"])
add("paraphrase", "make the image pump brighter on every bass drum hit from the DJ feed", ["ins_kick1"],
    ["ref_audio_analysis", "ins_strobe_safe"])
add("paraphrase", "tidy this patch so sources sit on the far left, processing marches rightward and each chain "
    "gets its own labelled box", ["ins_layout2"], ["ins_wirecomb"])
add("paraphrase", "get the Behringer console's channel sliders driving the layer opacities", ["ins_deskmap_x32"],
    ["ref_osc_in_chop"])
add("paraphrase", "ping the grandMA, time the reply and shift our timeline by half the round trip",
    ["ins_syncpoint"], ["fact_lx_console"])
add("paraphrase", "sort out the spaghetti in here so each node sits in line with whatever feeds it, no crossings",
    ["ins_wirecomb"], ["ins_layout2"])

# ---------------------------------------------------------------- question / task
add("question", "what IP is the grandMA on and which universe carries the LED bars?", ["fact_lx_console"],
    group="fact")
add("question", "what buffer size did we settle on for RIG-B audio, and why not 512?", ["fact_audio_buffer"],
    group="fact")
add("question", "during the show where do errors get logged? the SM wants to know what her tablet is showing",
    ["fact_show_log"], group="fact")
add("question", "what's the full output raster for Lumen Hall again", ["fact_lumen_hall_raster"], group="fact")
add("question", "stagepad sends to which port, and what does TD send back on?", ["fact_stagepad_ports"],
    group="fact")
add("question", "Tidewater tech rehearsal — what day and what time?", ["fact_dance_piece"], group="fact")
add("question", "how do I use feedback to make a smeary tunnel behind the dancer?", ["ref_feedback_top",
    "rcp_feedback_tunnel"], ["ins_feedback_pref", "ref_pixel_formats"], group="common_word")
add("question", "what's our team convention for naming extension classes and their DATs?",
    ["fact_ext_conventions"], group="fact")
add("question", "how do I get the Kinect Azure point cloud straight into instancing?", ["ref_kinect_azure"],
    ["ref_instancing"], group="reference")
add("task", "build me spectrum bars off the audio in, 32 of them", ["rcp_spectrum_bars"],
    ["ref_audio_analysis", "ref_glsl_uniforms"], group="reference")
add("question", "why is my render TOP black? geo, camera and light are all in there", ["ref_render_pipeline",
    "td_render_pipeline"], ["td_troubleshooting_checklist"], group="builtin_compete", builtin=True)
add("question", "what's the actual difference between exporting a CHOP channel and referencing it in an "
    "expression?", ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"],
    group="builtin_compete", builtin=True)
add("question", "how do I keep a python dict on a comp between frames without writing it to a table?",
    ["td_storage"], group="builtin_only", builtin=True)
add("question", "the perform window keeps opening on the wrong monitor at the festival, how do I set the Window "
    "COMP up properly?", ["td_perform_mode_windows", "ref_perform_window"], ["fact_win_main"],
    group="builtin_compete", builtin=True)
add("question", "why does an op not update when nothing downstream is looking at it? how does cooking decide",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("task", "write a Parameter Execute DAT callback that fires when the Go pulse on my comp is pressed",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "how do I print debug stuff to the Textport from a script and clear it between runs?",
    ["td_textport"], group="builtin_only", builtin=True)
add("task", "add a custom float parameter to my comp and bind a slider to it", ["td_custom_parameters"],
    ["td_parameter_modes", "td_panel_ui_components"], group="builtin_only", builtin=True)
add("question", "replicator comp with a 20-row table, how do I get one button per row?", ["td_replicator_comp",
    "ref_replicator"], ["td_panel_ui_components"], group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get a Notch block running inside TD?", group="far")
add("unanswerable", "does the Ableton Link CHOP cope with tempo changes in the middle of a bar?", group="near")
add("unanswerable", "what's the max number of ZED cameras I can run on one machine in TD?", group="near")
add("unanswerable", "how do I activate a TouchDesigner Pro licence on a show PC that's never online?", group="far")
add("unanswerable", "can the Leap Motion CHOP track two hands at the same time?", group="near")
add("unanswerable", "how do I share textures between TD and Resolume with Spout on Windows?", group="near")
add("unanswerable", "how much is a commercial licence in Canadian dollars these days?", group="far")
add("unanswerable", "does the Web Render TOP handle WebGL2 pages properly?", group="near")
add("unanswerable", "how many bones can the FBX COMP skin before the frame rate drops?", group="near")
add("unanswerable", "which NVIDIA driver version does Derivative recommend for the 2025 build?", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run KICK1 tonight, the sound op says the kick mic is dead", allowed=["ins_kick1"],
    group="negated")
add("near_miss", "KICK1 ran grand last night in preview 2, not a word from the director", allowed=["ins_kick1"],
    group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow at the half, not now", allowed=["ins_deploy_show"],
    group="planning")
add("near_miss", "Priya said SYNCPOINT timed out on her side twice during the tech", allowed=["ins_syncpoint"],
    group="reported")
add("near_miss", "did the last RENDER_HQ actually finish or did it die overnight?", allowed=["ins_render_hq"],
    group="status")
add("near_miss", "honestly I prefer LAYOUT2 over wirecomb for the festival builds, columns just read better to "
    "me", allowed=["ins_layout2", "ins_wirecomb"], group="comparison")
add("near_miss", "renamed the project file to glitchy_v3_final_FINAL.toe, don't judge me", allowed=["ins_glitchy"],
    group="filename")
add("near_miss", "my script has kick1_env = op('kick1_env') and it keeps coming back None, why would that be?",
    allowed=["ins_kick1", "ref_op_paths"], group="variable")
add("near_miss", "the comment in my script literally says # TODO: call BLACKOUT here later", allowed=["ins_blackout"],
    group="code")
add("near_miss", "the SM wrote 'PANIC_BLACK = last resort only' on the callboard, love her",
    allowed=["ins_panic_black"], group="quoted")
add("near_miss", "BACKUP_FIRST saved my skin once, honestly. the director had us cut a whole scene in previews and "
    "the tox was just sitting there in backups/", allowed=["ins_backup_first"], group="history")
add("near_miss", "CUE_STACK_7 broke the scene switching when Mateo reordered the sheet, cues 8 and 9 came out "
    "swapped", allowed=["ins_cue_stack7"], group="complaint")
add("near_miss", "the Zorvex grade made the gauze look a bit sickly on camera last night, the photographer noticed",
    allowed=["ins_zorvex_grade"], group="complaint")
add("near_miss", "what time did we last load VJ_BANK_A, do you remember?", allowed=["ins_vj_bank_a"],
    group="status")
add("near_miss", "STROBE_SAFE is why the chase looked slow to the LD, it wasn't a bug", allowed=["ins_strobe_safe"],
    group="history")
add("near_miss", "no need for the quiet hours rule today, we're at the arts centre not the riverside",
    allowed=["ins_quiet_hours"], group="negated")
add("near_miss", "the production manager keeps calling the ARCHIVE folder 'the attic' and now everyone does",
    allowed=["ins_archive_rule"], group="incidental")
add("near_miss", "we'll probably need LAYOUT2 after the festival, the build has grown legs", allowed=["ins_layout2"],
    group="planning")
add("near_miss", "let's hope nobody needs PANIC_BLACK at the festival this year, last year was chaos",
    allowed=["ins_panic_black"], group="hypothetical")
add("near_miss", "N1 naming is a pain when I'm live coding, I end up with names like bg_noise_2_tmp",
    allowed=["ins_naming_n1"], group="complaint")
add("near_miss", "the new theatre tech asked me what DEPLOY_SHOW stands for, I said 'deploy the show' and she "
    "laughed at me", allowed=["ins_deploy_show"], group="reported")
add("near_miss", "mapping crew chat this morning: 'who ran GLITCHY on the facade?? it's on the wrong layer'",
    allowed=["ins_glitchy"], group="quoted")
add("near_miss", "variable name idea: syncpoint_rtt_ms for the round trip, is that daft?", allowed=["ins_syncpoint"],
    group="variable")
add("near_miss", "the RENDER_HQ file from Tuesday is 40 GB, is that normal for HAP Q at 1080p for a minute?",
    allowed=["ins_render_hq", "ref_hap_codecs", "ref_movie_file_out"], group="past")
add("near_miss", "not tonight for the FEEDBACK club trails, the theatre show runs late, maybe Saturday",
    allowed=["ins_feedback_pref"], group="negated")
add("near_miss", "remember when BLACKOUT faded the whole rig at the wrong moment in preview 1? that was Keith on "
    "the wrong laptop", allowed=["ins_blackout"], group="history")
add("near_miss", "the laptop shows up as KICK1-LAPTOP on the network and IT won't let me rename it",
    allowed=["ins_kick1"], group="incidental")
add("near_miss", "our crew t-shirts say DESKMAP_X32 on the back, long story, inside joke",
    allowed=["ins_deskmap_x32"], group="incidental")
add("near_miss", "would it be mad to write a second version of CUE_STACK_7 for the tour? not now, just thinking "
    "out loud", allowed=["ins_cue_stack7"], group="hypothetical")
add("near_miss", "I already did the Zorvex grade on the final comp myself, just so you know", allowed=[
    "ins_zorvex_grade"], group="past")
add("near_miss", "the vj_bank_a folder has 9 files in it instead of 8, someone dropped a stray clip in",
    allowed=["ins_vj_bank_a"], group="filename")
add("near_miss", "Sheila wants to know if we did BACKUP_FIRST before the cull on Monday. I think so?",
    allowed=["ins_backup_first"], group="reported")
add("near_miss", "```\n# deploy_show.py  (empty placeholder for now)\n```\nthat's all that's in the repo, I'll "
    "fill it in later", allowed=["ins_deploy_show"], group="code")
add("near_miss", "DON'T wirecomb the livecode network, I like my spaghetti exactly where it is",
    allowed=["ins_wirecomb"], group="negated")
add("near_miss", "layout2 moved my nodes yesterday and now I can't find my own chain, like someone tidied my "
    "bedroom", allowed=["ins_layout2"], group="complaint")
add("near_miss", "the mapping crew asked me to stop saying 'just RENDER_HQ it' about everything lol",
    allowed=["ins_render_hq"], group="reported")
add("near_miss", "quiet hours at the riverside kicked in at 22:00 last Friday and the crowd booed the sub cut",
    allowed=["ins_quiet_hours"], group="past")
add("near_miss", "the ARCHIVE rule is why there are 14 bloom tox files in there, not me", allowed=[
    "ins_archive_rule"], group="history")
add("near_miss", "bank A felt stale tonight, might retire VJ_BANK_A after the festival", allowed=["ins_vj_bank_a"],
    group="planning")
add("near_miss", "I was about to say go ahead with SYNCPOINT but Priya's desk is rebooting, so hold off",
    allowed=["ins_syncpoint"], group="cancelled")
add("near_miss", "was going to ask you for LAYOUT2 but the SM just called places, leave it for now",
    allowed=["ins_layout2"], group="cancelled")
add("near_miss", "previews diary: Tuesday KICK1 glitched, Wednesday GLITCHY glitched, Thursday I glitched",
    allowed=["ins_kick1", "ins_glitchy"], group="incidental")
add("near_miss", "no panic black needed, that was a planned fade in the show, everyone relax",
    allowed=["ins_panic_black"], group="negated")
add("near_miss", "deskmap_x32 was the only thing that worked first time at soundcheck, fair play to whoever wrote "
    "it", allowed=["ins_deskmap_x32"], group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "in theatre, what's a blackout as opposed to a fade to black?", allowed=["ins_blackout"])
add("meaning", "when the SM says the comms are 'glitchy', what does she mean exactly, technically?",
    allowed=["ins_glitchy"])
add("meaning", "where does the word archive come from originally, Greek?", allowed=["ins_archive_rule"])
add("meaning", "what is audio feedback, the squealing kind you get from a mic near a speaker?",
    allowed=["ins_feedback_pref"])
add("meaning", "why is it called a panic button, where does that phrase come from?", allowed=["ins_panic_black"])

# ---------------------------------------------------------------- meta
add("meta", "how d'you pronounce Zorvex? zor-vecks or zore-vex", group="pronounce")
add("meta", "spell SYNCPOINT backwards for me", group="reverse")
add("meta", "how many letters in DESKMAP_X32, not counting the underscore?", group="count")
add("meta", "put the word wirecomb in bold and nothing else", group="bold")
add("meta", "translate the word 'blackout' into Irish", group="translate")
add("meta", "start your reply with GLITCHY and end it with KICK1, I'm testing the chat formatting", group="start_end")
add("meta", "convert VJ_BANK_A to lowercase", group="case")
add("meta", "use LAYOUT2 in a sentence about a tidy desk", group="in_a_sentence")
add("meta", "what's RENDER_HQ in kebab-case?", group="convert")
add("meta", "how many underscores are there in CUE_STACK_7, count them", group="count")
add("meta", "write PANIC_BLACK in morse code", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: run DEPLOY_SHOW", group="repeat")
add("echo", "say back exactly: KICK1 on the drop", group="repeat")
add("echo", "echo this line verbatim: 'apply Zorvex grade to cam2'", group="repeat")
add("echo", "copy this back to me word for word: strobe safe is on", group="repeat")
add("echo", "parrot this: BACKUP_FIRST before the cull", group="repeat")
add("echo", "just repeat 'wirecomb the lot' back to me, nothing else", group="repeat")
add("echo", "type back what I type: GLITCHY GLITCHY GLITCHY", group="repeat")
add("echo", "can you repeat the following exactly as written — 'load VJ_BANK_A at half ten'", group="repeat")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers lads, grand job tonight")
add("chitchat", "howzit, long day up in the truss")
add("chitchat", "aye that's braw, thanks")
add("chitchat", "thank you so much only, very helpful")
add("chitchat", "sorry for the rant earlier eh, previews are brutal")
add("chitchat", "haha ok ok, the stage manager just brought us biscuits so all is forgiven")
add("chitchat", "morning from the festival site, coffee first then mapping")
add("chitchat", "you're a legend, ta")


def main() -> None:
    rows = [{"pid": f"u61-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
