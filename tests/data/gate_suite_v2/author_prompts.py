"""Hand-written source of prompts.jsonl (issue 11 suite v2). Run: python author_prompts.py"""
import json
from pathlib import Path

rows = []
def P(intent, prompt, expected=(), full=(), allowed=(), builtin=False, lang="en", group=None):
    rows.append({"intent": intent, "prompt": prompt, "expected": list(expected), "full": list(full),
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group or intent})
def inv(prompt, ins, *more, builtin=False):
    P("invoke", prompt, [ins, *more], [ins], builtin=builtin)
def ask(prompt, ins):
    P("ask_content", prompt, [ins], [ins])
def bears(prompt, ins, *more, allowed=()):
    P("bears", prompt, [ins, *more], [], allowed)
def para(prompt, ins, *more, allowed=()):
    P("paraphrase", prompt, [ins, *more], [], allowed)
def q(prompt, *exp, allowed=(), builtin=False, intent="question", group=None):
    P(intent, prompt, exp, [], allowed, builtin=builtin, group=group)
def neg(intent, prompt, lang="en", allowed=(), builtin=False, expected=()):
    P(intent, prompt, expected, [], allowed, builtin=builtin, lang=lang)

# ---------------- explicit invocations (full) ----------------
inv("kick1 please, on the deck B output", "ins_kick1")
inv("Could you apply KICK1 to the second projector?", "ins_kick1")
inv("hook the flashes up to the bass drum now, KICK1", "ins_kick1")
inv("time for KICK1 on the live feed", "ins_kick1")
inv("execute the KICK1 procedure now", "ins_kick1")
inv("I'd like you to do KICK1 for the rehearsal output", "ins_kick1")
inv("Go ahead with KICK1 on out2.", "ins_kick1")
inv("LAYOUT2 this mess please", "ins_layout2")
inv("tidy this network for me — LAYOUT2", "ins_layout2")
inv("Please carry out LAYOUT2 on /project1/scene3", "ins_layout2")
inv("can you perform the LAYOUT2 macro here?", "ins_layout2")
inv("time for LAYOUT2 on the audio section", "ins_layout2")
inv("Apply STROBE_SAFE to the flash patch before the show", "ins_strobe_safe")
inv("enforce STROBE_SAFE on every output tonight", "ins_strobe_safe")
inv("check the new chase against STROBE_SAFE and fix it", "ins_strobe_safe")
inv("follow BACKUP_FIRST, then clear out /project1/old", "ins_backup_first")
inv("do BACKUP_FIRST on the post network now", "ins_backup_first")
inv("BACKUP_FIRST before you touch anything, please", "ins_backup_first")
inv("execute the DEPLOY_SHOW procedure now", "ins_deploy_show")
inv("Kick off DEPLOY_SHOW, house opens at eight", "ins_deploy_show")
inv("we're ready on stage: DEPLOY_SHOW", "ins_deploy_show")
inv("please go through DEPLOY_SHOW step by step on this machine", "ins_deploy_show")
inv("start DEPLOY_SHOW", "ins_deploy_show")
inv("fire up VJ_BANK_A on both decks", "ins_vj_bank_a")
inv("Swap the decks over to VJ_BANK_A", "ins_vj_bank_a")
inv("time for VJ_BANK_A on deck 1", "ins_vj_bank_a")
inv("load the clips now, VJ_BANK_A", "ins_vj_bank_a")
inv("PANIC_BLACK now!!", "ins_panic_black")
inv("trigger PANIC_BLACK, the feed froze", "ins_panic_black")
inv("hit PANIC_BLACK please", "ins_panic_black")
inv("throw GLITCHY on the webcam TOP", "ins_glitchy")
inv("give the selected TOP the GLITCHY treatment", "ins_glitchy")
inv("apply the GLITCHY macro to /project1/cam1", "ins_glitchy")
inv("set up DESKMAP_X32 for tonight's desk", "ins_deskmap_x32")
inv("run the DESKMAP_X32 procedure, the mixer is on the network", "ins_deskmap_x32")
inv("connect the faders now, DESKMAP_X32", "ins_deskmap_x32")
inv("render the intro with RENDER_HQ", "ins_render_hq")
inv("Please use the RENDER_HQ preset for the trailer export", "ins_render_hq")
inv("time for RENDER_HQ on the final cut", "ins_render_hq")
inv("name the new operators per N1", "ins_naming_n1")
inv("rename everything in /project1/fx according to rule N1", "ins_naming_n1")
inv("apply N1 to the nodes I just made", "ins_naming_n1")
inv("BLACKOUT now, we're done for the night", "ins_blackout")
inv("execute the blackout procedure, the set is over", "ins_blackout")
inv("run BLACKOUT on the main output", "ins_blackout")
inv("that was the last track, go ahead with the BLACKOUT", "ins_blackout")
inv("wirecomb this network please", "ins_wirecomb")
inv("could you run wirecomb on /project1/audio?", "ins_wirecomb")
inv("the wires are a mess, wirecomb", "ins_wirecomb")
inv("time for wirecomb on the render section", "ins_wirecomb")
inv("build CUE_STACK_7", "ins_cue_stack7")
inv("set up CUE_STACK_7 for tomorrow's tech rehearsal", "ins_cue_stack7")
inv("please do CUE_STACK_7 inside a new base", "ins_cue_stack7")
inv("execute the CUE_STACK_7 procedure now", "ins_cue_stack7")
inv("SYNCPOINT with the console now", "ins_syncpoint")
inv("do a SYNCPOINT before doors", "ins_syncpoint")
inv("can you run SYNCPOINT? the desk is up", "ins_syncpoint")
inv("lock us to the desk — SYNCPOINT, go", "ins_syncpoint")
inv("give the final comp the Zorvex grade", "ins_zorvex_grade")
inv("apply Zorvex to the output", "ins_zorvex_grade")
inv("put the Zorvex look on this", "ins_zorvex_grade")
inv("execute the Zorvex grade procedure now", "ins_zorvex_grade")
inv("run my FEEDBACK procedure on the club output", "ins_feedback_pref")
inv("apply the FEEDBACK procedure to deck 2", "ins_feedback_pref")
inv("apply the quiet hours rule to the riverside patch", "ins_quiet_hours")
inv("follow the quiet hours rule tonight, we're at the riverside venue", "ins_quiet_hours")
inv("apply the ARCHIVE rule to bloom.tox before you edit it", "ins_archive_rule")
inv("use the archive rule on lens_flare.tox, then change its glow", "ins_archive_rule")
inv("Would you kindly run KICK1 on the projector feed?", "ins_kick1")
inv("I need VJ_BANK_A loaded, thanks", "ins_vj_bank_a")
inv("let's get DESKMAP_X32 going", "ins_deskmap_x32")
inv("Go: RENDER_HQ on /project1/final", "ins_render_hq")
inv("please, SYNCPOINT", "ins_syncpoint")
inv("next up, CUE_STACK_7 for the dance piece", "ins_cue_stack7")
inv("When you get a chance, please wirecomb /project1/lights", "ins_wirecomb")
inv("Now do the GLITCHY macro on the feed", "ins_glitchy")
inv("run KICK1 and LAYOUT2 on the new scene", "ins_kick1", "ins_layout2")
P("invoke", "run KICK1 and LAYOUT2 on the new scene", ["ins_kick1", "ins_layout2"], ["ins_kick1", "ins_layout2"])
rows.pop(-2)
inv("Run PANIC_BLACK — someone unplugged the show PC's second screen", "ins_panic_black")
inv("do the Zorvex thing on the final output", "ins_zorvex_grade")

# ---------------- asks what a procedure says (full) ----------------
ask("what does KICK1 do, step by step?", "ins_kick1")
ask("remind me what's in LAYOUT2", "ins_layout2")
ask("What exactly does the STROBE_SAFE rule require?", "ins_strobe_safe")
ask("show me the steps of CUE_STACK_7", "ins_cue_stack7")
ask("What are the SYNCPOINT steps again?", "ins_syncpoint")
ask("what's in the BLACKOUT procedure?", "ins_blackout")
ask("Which IP does SYNCPOINT ping?", "ins_syncpoint")
ask("read me the wirecomb macro", "ins_wirecomb")
ask("what does DEPLOY_SHOW check in step 2?", "ins_deploy_show")
ask("What LUT does the Zorvex grade use?", "ins_zorvex_grade")
ask("Which columns does CUE_STACK_7 put in the cue table?", "ins_cue_stack7")
ask("what's the trigger threshold in KICK1?", "ins_kick1")
ask("tell me about PANIC_BLACK", "ins_panic_black")
ask("Explain VJ_BANK_A to the new operator on the team", "ins_vj_bank_a")
ask("describe the RENDER_HQ settings", "ins_render_hq")
ask("what does rule N1 say about Null names?", "ins_naming_n1")
ask("How far apart does LAYOUT2 space the columns?", "ins_layout2")
ask("what port does DESKMAP_X32 listen on?", "ins_deskmap_x32")
ask("summarise the GLITCHY macro for me", "ins_glitchy")
ask("how long is the fade in BLACKOUT?", "ins_blackout")

# ---------------- a stored rule bears on the request (stub) ----------------
bears("get rid of /project1/tmp_noise", "ins_backup_first")
bears("I want to delete the old particle system in /project1/p2, go ahead", "ins_backup_first")
bears("clear the whole scene3 network, go ahead", "ins_backup_first")
bears("wipe the unused COMPs from the project", "ins_backup_first")
bears("yes, delete moviefilein3 and everything after it", "ins_backup_first")
bears("make the strobe hit every 16th note at 174 bpm", "ins_strobe_safe", allowed=["rcp_strobe_flash"])
bears("I need a faster flicker on the wash, like 8 per second", "ins_strobe_safe", allowed=["rcp_strobe_flash"])
bears("crank the blink rate of the LED bars way up", "ins_strobe_safe", allowed=["rcp_strobe_flash", "rcp_led_strip"])
bears("panic! the projector is showing my inbox", "ins_panic_black", allowed=["ins_blackout"])
bears("cut everything to black immediately, emergency", "ins_panic_black", allowed=["ins_blackout"])
bears("tweak the threshold inside bloom.tox to 0.6", "ins_archive_rule")
bears("rebuild the inside of the external lens_flare tox component", "ins_archive_rule")
bears("change a parameter in the externally saved particles.tox", "ins_archive_rule")
bears("it's 23:00 at the riverside gig, turn the bass up", "ins_quiet_hours")
bears("raise the master volume at the riverside venue, it's late evening", "ins_quiet_hours")
bears("what should I call the new blur operators I'm adding?", "ins_naming_n1")
bears("get the project ready for tonight's show", "ins_deploy_show", allowed=["ref_perform_window"])
bears("prepare this .toe for the performance this evening", "ins_deploy_show", allowed=["ref_perform_window"])
bears("the set is finished, end it cleanly", "ins_blackout", allowed=["ins_panic_black"])
bears("remove the three unused Movie File In TOPs, go ahead", "ins_backup_first")
bears("duplicate the noise chain and keep the new names tidy", "ins_naming_n1")
bears("add a strobe to the chorus, as fast as possible", "ins_strobe_safe", allowed=["rcp_strobe_flash"])
bears("the neighbours at the riverside venue complained last night, what level can the music be after ten?", "ins_quiet_hours")
bears("purge every unused operator from /project1/archive_scene", "ins_backup_first")
bears("trash the whole old_intro component", "ins_backup_first")

# ---------------- paraphrases with no shared content word (stub) ----------------
para("make the picture pulse brighter whenever the bass drum hits", "ins_kick1", allowed=["ref_audio_analysis", "fact_audio_buffer"])
para("I want the output to pop on each thump of the drums", "ins_kick1", allowed=["ref_audio_analysis"])
para("tidy up where the nodes sit, sources left, outputs right", "ins_layout2", allowed=["ins_wirecomb"])
para("put my operators in neat vertical rows by signal order", "ins_layout2", allowed=["ins_wirecomb"])
para("put the first set of loops onto both players", "ins_vj_bank_a", allowed=["web_moviein_preload"])
para("connect the sound desk's sliders to my visuals", "ins_deskmap_x32", allowed=["ref_osc_in_chop"])
para("I need a perfect export of the piece, no dropped frames, even if it takes ages", "ins_render_hq", allowed=["ref_movie_file_out"])
para("make the camera image look broken and corrupted, datamosh style", "ins_glitchy", allowed=["rcp_webcam_glitch"])
para("give it our studio's usual colour treatment", "ins_zorvex_grade")
para("measure the delay to the lighting desk and compensate the timeline", "ins_syncpoint", allowed=["fact_lx_console"])
para("make the table of cues for the Tidewater choreography with timers", "ins_cue_stack7", allowed=["ref_timer_chop", "fact_dance_piece"])
para("make the connections in this patch readable, nothing crossing behind boxes", "ins_wirecomb", allowed=["ins_layout2"])
para("set up those echoing tails the way I like them for the club", "ins_feedback_pref", allowed=["ref_feedback_top", "rcp_feedback_tunnel"])
para("the set's over, take everything down to dark the usual way", "ins_blackout", allowed=["ins_panic_black"])
para("get things ready for doors tonight", "ins_deploy_show", allowed=["ref_perform_window"])
para("make the lights throb in time with the low end of the music", "ins_kick1", allowed=["ref_audio_analysis"])
para("align the sources on the left and the outs on the right of this patch", "ins_layout2", allowed=["ins_wirecomb"])
para("hook the mixing console's channel levels into TouchDesigner", "ins_deskmap_x32", allowed=["ref_osc_in_chop"])
para("make a slow, flawless offline bounce of the whole piece", "ins_render_hq", allowed=["ref_movie_file_out"])
para("apply our signature film look with the LUT and grain", "ins_zorvex_grade")
para("load our opening batch of clips onto the decks", "ins_vj_bank_a", allowed=["web_moviein_preload"])
para("ping the grandMA and line our clock up with it", "ins_syncpoint", allowed=["fact_lx_console"])
para("how many flashes per second are we allowed on the big screen?", "ins_strobe_safe", allowed=["rcp_strobe_flash"])
para("shut down visuals, lights and sound at the end of the night", "ins_blackout", allowed=["ins_panic_black"])
para("what naming scheme do we use for operators?", "ins_naming_n1")

# ---------------- questions and tasks (facts and references) ----------------
q("which family of operators deals with channels of numbers?", "ref_chop_family")
q("how do point generators on the graphics card work?", "ref_pop_generators", allowed=["rcp_pop_particles"])
q("send a slider value into my fragment shader", "ref_glsl_uniforms")
q("what does the previous-frame operator do?", "ref_feedback_top", allowed=["rcp_feedback_tunnel"])
q("my gradients look steppy after many passes", "ref_pixel_formats", allowed=["ref_feedback_top"])
q("draw fifty thousand spheres efficiently", "ref_instancing", allowed=["rcp_pop_particles"])
q("why do my exported channels break when I rename an operator?", "ref_null_exports")
q("best codec for four simultaneous UHD clips?", "ref_hap_codecs", allowed=["fact_media_drive", "ref_movie_file_out"])
q("nothing shows up in my 3D render, just black", "ref_render_pipeline")
q("receive messages from a phone app over the network", "ref_osc_in_chop", allowed=["fact_stagepad_ports"])
q("why do some CHOPs give different results at 30 and 60 fps?", "ref_time_slicing")
q("which node is eating my frame time?", "ref_perf_monitor")
q("make one copy of a component for each line of a table", "ref_replicator")
q("how do I turn microphone input into a value that drives visuals?", "ref_audio_analysis", allowed=["fact_audio_buffer"])
q("full-screen output without a border on the second display", "ref_perform_window", allowed=["fact_win_main"])
q("op() gives me None, what am I doing wrong?", "ref_op_paths")
q("build me bars that jump with the frequencies of a song", "rcp_spectrum_bars", intent="task", allowed=["ref_audio_analysis"])
q("an infinite zoom tunnel from noise", "rcp_feedback_tunnel", intent="task", allowed=["ref_feedback_top", "ref_noise_top"])
q("drive a strip of addressable pixels from a video", "rcp_led_strip", intent="task")
q("put a name caption at the bottom of the screen for the speaker", "rcp_lower_third", intent="task")
q("a flash effect synced to beats", "rcp_strobe_flash", intent="task", allowed=["ins_strobe_safe", "ins_kick1"])
q("corrupt my laptop camera with a glitchy feedback look", "rcp_webcam_glitch", intent="task", allowed=["ins_glitchy", "ref_feedback_top"])
q("first frames of my videos stutter when they start", "web_moviein_preload", allowed=["ref_hap_codecs"])
q("how big is the canvas for the Lumen Hall projection?", "fact_lumen_hall_raster")
q("what soundcard runs in the studio?", "fact_studio_audio", allowed=["fact_audio_buffer"])
q("what UDP port should I open for the tablet controller?", "fact_stagepad_ports", allowed=["ref_osc_in_chop"])
q("frame rate of the Nebula piece?", "fact_nebula_fps")
q("what graphics card and drives are in RIG-B?", "fact_rig_b")
q("hex codes for the Aurora launch", "fact_aurora_palette")
q("what channel do the movers start on?", "fact_dmx_heads", allowed=["fact_lx_console"])
q("which depth camera operator gives me body joints?", "ref_kinect_azure")
q("the Azure camera won't open in TouchDesigner", "ref_kinect_azure")
q("how do I call Python when a countdown finishes?", "ref_timer_chop")
q("loop a sequence of timed segments from a table", "ref_timer_chop", allowed=["ins_cue_stack7"])
q("share my output with another computer on the LAN with low latency", "ref_ndi")
q("receive a video stream from the other machine over ethernet", "ref_ndi")
q("animate a procedural texture smoothly without jumps", "ref_noise_top")
q("what's the difference between Perlin and Simplex in the noise operator?", "ref_noise_top")
q("record my output to a ProRes file", "ref_movie_file_out", allowed=["ref_hap_codecs", "ins_render_hq"])
q("why does my recording drop frames?", "ref_movie_file_out", allowed=["ins_render_hq", "ref_perf_monitor"])
q("make a million GPU particles drift in a noise field", "rcp_pop_particles", intent="task", allowed=["ref_pop_generators"])
q("emit points from a sphere and render them as sprites", "rcp_pop_particles", intent="task", allowed=["ref_pop_generators"])
q("which monitor does the gallery window open on?", "fact_win_main", allowed=["ref_perform_window"])
q("what resolution is the gallery output?", "fact_win_main")
q("IP of the grandMA on tour?", "fact_lx_console", allowed=["ins_syncpoint"])
q("which sACN universe are the LED bars on?", "fact_lx_console", allowed=["fact_dmx_heads"])
q("where should I copy the show clips on the gallery computer?", "fact_media_drive")
q("when does the scratch folder get emptied?", "fact_media_drive")
q("what buffer size should the audio device use on the tour machine?", "fact_audio_buffer")
q("how much latency does our audio input have on RIG-B?", "fact_audio_buffer", allowed=["fact_rig_b"])
q("how do we name extension classes in our team?", "fact_ext_conventions")
q("where do shared Python helper functions go in our projects?", "fact_ext_conventions")
q("where do show errors get written?", "fact_show_log")
q("something broke during last night's show, where do I look first?", "fact_show_log")
q("when is tech rehearsal for Tidewater?", "fact_dance_piece")
q("how big is the gauze for the dance show?", "fact_dance_piece")
q("who is the choreographer of the dance piece?", "fact_dance_piece")
q("what do CHOPs carry, compared with TOPs?", "ref_chop_family")
q("can the new point operators replace SOPs for big clouds?", "ref_pop_generators")
q("how do I read an input texture inside a GLSL shader?", "ref_glsl_uniforms")
q("trails from the last frame slowly fading", "ref_feedback_top", allowed=["rcp_feedback_tunnel", "ins_feedback_pref"])
q("should I use 16-bit float to avoid banding?", "ref_pixel_formats")
q("render many copies of one geometry with per-copy positions from a CHOP", "ref_instancing")
q("why put a Null in front of a reference?", "ref_null_exports")
q("is HAP better than H.264 for live playback?", "ref_hap_codecs")
q("my Render TOP output is empty even though the camera is set", "ref_render_pipeline")
q("parse incoming OSC addresses into a table", "ref_osc_in_chop")
q("find the slowest operator in my network", "ref_perf_monitor")
q("generate UI buttons from a list automatically", "ref_replicator")
q("isolate the low frequencies of a track to drive brightness", "ref_audio_analysis", allowed=["ins_kick1"])
q("open a window on the projector output in perform mode", "ref_perform_window", allowed=["fact_win_main"])
q("difference between op('x') and op('/project1/x')", "ref_op_paths")
q("Préchargement des vidéos pour éviter les saccades au démarrage ?", "web_moviein_preload", allowed=["ref_hap_codecs"])
q("Wie übergebe ich einen Wert an einen GLSL-Shader?", "ref_glsl_uniforms")
q("¿Cómo recibo OSC desde una tableta?", "ref_osc_in_chop", allowed=["fact_stagepad_ports"])
q("tablet OSC ports again?", "fact_stagepad_ports")
q("DMX address for the moving heads", "fact_dmx_heads")
q("Lumen Hall raster", "fact_lumen_hall_raster")
q("Timer CHOP callbacks", "ref_timer_chop")
q("NDI", "ref_ndi")
q("Aurora colours", "fact_aurora_palette")
q("Noise TOP period", "ref_noise_top")
q("Kinect body tracking", "ref_kinect_azure")

# ---------------- common-word titles: questions, not invocations ----------------
q("how do I use feedback to make trails?", "ref_feedback_top", allowed=["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
q("set up a feedback trail", "ref_feedback_top", intent="task", allowed=["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
q("why does my feedback loop blow out to white?", "ref_feedback_top", allowed=["ins_feedback_pref", "ref_pixel_formats", "rcp_feedback_tunnel"], group="common_word")
q("how do I archive old projects so they still open in a newer build?", allowed=["ins_archive_rule"], group="common_word", intent="unanswerable")
q("can I get a blackout on the DMX lights from TouchDesigner?", "fact_dmx_heads", allowed=["ins_blackout", "ins_panic_black", "fact_lx_console"], group="common_word")
q("what is a good colour grade for a dark club?", allowed=["ins_zorvex_grade"], group="common_word", intent="unanswerable")
q("how does a layout of many projectors get blended at the edges?", allowed=["ins_layout2", "fact_lumen_hall_raster"], group="common_word", intent="unanswerable")
q("use feedback to smear the webcam image", "rcp_webcam_glitch", allowed=["ins_feedback_pref", "ref_feedback_top"], group="common_word", intent="task")
q("my audio feedback squeals through the speakers when the mic is near", allowed=["ins_feedback_pref", "fact_studio_audio"], group="common_word", intent="unanswerable")
q("during the show the panic button on my tablet did nothing", "fact_stagepad_ports", allowed=["ins_panic_black"], group="common_word")
q("is there a quiet way to check the hours a project has been running?", allowed=["ins_quiet_hours", "ref_perf_monitor"], group="common_word", intent="unanswerable")
q("render a high quality still of the sphere", "ref_render_pipeline", allowed=["ins_render_hq", "ref_movie_file_out"], group="common_word", intent="task")

# ---------------- user entries competing with built-in knowledge ----------------
q("which monitor does our perform window open on?", "fact_win_main", builtin=True)
q("how is perform mode started on the gallery machine?", "fact_win_main", builtin=True)
q("what's the lighting desk's address on the show network?", "fact_lx_console", builtin=True)
q("which universes does the console send sACN on?", "fact_lx_console", builtin=True)
q("where do I put show media on the gallery PC?", "fact_media_drive", builtin=True)
q("what audio buffer size do we use on RIG-B?", "fact_audio_buffer", builtin=True)
q("how should I name my extension class?", "fact_ext_conventions", builtin=True)
q("where do I check errors after the show?", "fact_show_log", builtin=True)
q("what codec do we encode gallery media in?", "fact_media_drive", builtin=True)
q("what frame rate is the Nebula installation?", "fact_nebula_fps", builtin=True)
q("which OSC port does stagepad use?", "fact_stagepad_ports", builtin=True)
q("what's the raster size at Lumen Hall?", "fact_lumen_hall_raster", builtin=True)
q("how do I make trails that decay to true black, the way I usually set them up?", "ins_feedback_pref", builtin=True)
q("how should the Window COMP be configured on the gallery PC?", "fact_win_main", builtin=True)
q("what's our convention for promoted extension methods?", "fact_ext_conventions", builtin=True)
q("at what sample rate does the studio interface run?", "fact_studio_audio", builtin=True)
q("how do I make a feedback loop in TouchDesigner?", "td_feedback_top", builtin=True)
q("what is the Textport for?", "td_textport", builtin=True)
q("how do I give a component its own custom parameters?", "td_custom_parameters", builtin=True)
q("replicate a component per table row", "td_replicator_comp", builtin=True)
inv("run KICK1 on the drum bus", "ins_kick1", builtin=True)
inv("time for DEPLOY_SHOW", "ins_deploy_show", builtin=True)
bears("prepare the project for tonight's installation opening", "ins_deploy_show", allowed=["td_show_deploy_checklist"])
rows[-1]["builtin"] = True
bears("delete the unused noise operators, go ahead", "ins_backup_first")
rows[-1]["builtin"] = True
neg("echo", "Reply: KICK1", builtin=True)
neg("echo", "say DEPLOY_SHOW back to me", builtin=True)
neg("meta", "how do you spell SYNCPOINT?", builtin=True)
neg("chitchat", "thanks, that's all", builtin=True)
neg("meta", "translate 'run the feedback procedure' into German", builtin=True)
neg("unanswerable", "how do I connect TouchDesigner to Unreal Engine via Live Link?", builtin=True)

# ---------------- unanswerable near misses ----------------
for t in [
    "How do I write a C++ CHOP plugin?",
    "What's the keyboard shortcut to collapse every network box?",
    "How do I sync TouchDesigner to Ableton Link?",
    "Which licence removes the 1280x1280 resolution limit?",
    "How can a Leap Motion controller steer particles?",
    "How do I show a web dashboard with the Web Render TOP?",
    "Can I import FBX animations with blend shapes?",
    "How do I send MIDI clock out to a drum machine?",
    "how do I stream my output to Twitch?",
    "what does a commercial licence cost?",
    "How do I map video onto a 3D-scanned building with CamSchnappr?",
    "what's the best way to version a project with git?",
    "how do I run TouchDesigner headless on a Linux server?",
    "which Arduino firmware works with the Serial DAT?",
    "how do I use Stable Diffusion inside a TOP?",
    "why does my Oculus headset show a grey screen?",
    "how to drive a laser projector over ILDA?",
    "What Python version ships with TouchDesigner 2019?",
    "how do I get Spout output into OBS?",
    "Can I control a DJI drone from a CHOP?",
    "how do I rig a character skeleton for motion capture retargeting?",
    "what are the audio channel limits of the Dante Virtual Soundcard?",
    "how many projectors can the Lumen Hall client add next year?",
    "who designed the Aurora logo?",
    "what did the Nebula installation cost?",
    "When does the RIG-B warranty expire?",
    "what's the weather forecast for the Tidewater opening?",
    "how do I connect a Kinect v1 on macOS?",
    "is there a timecode reader for LTC audio?",
    "what's the ticket price for the dance piece?",
]:
    neg("unanswerable", t)

# ---------------- near misses: the name appears but is not invoked ----------------
neg("near_miss", "Don't run KICK1 yet; first explain how Trigger CHOP attack and release work", expected=["ref_audio_analysis"], allowed=["ins_kick1"])
neg("near_miss", "I exported a file called LAYOUT2_v3.png — what's the best format for stills?", allowed=["ins_layout2", "ref_movie_file_out"])
neg("near_miss", "the variable syncpoint_count = 0 isn't updating in my Python. Why?", allowed=["ins_syncpoint", "ref_op_paths"])
neg("near_miss", "We never used CUE_STACK_7 in the end, the choreographer changed the cues", allowed=["ins_cue_stack7", "fact_dance_piece"])
neg("near_miss", "did we run SYNCPOINT before yesterday's show?", allowed=["ins_syncpoint"])
neg("near_miss", "stop the BLACKOUT fade, I pressed it too early", allowed=["ins_blackout"])
neg("near_miss", "how many times has wirecomb been used this month?", allowed=["ins_wirecomb"])
neg("near_miss", "My op called zorvex_old has an error flag; what does the red X mean?", allowed=["ins_zorvex_grade"])
neg("near_miss", "Is DEPLOY_SHOW documented anywhere for the client?", allowed=["ins_deploy_show"])
neg("near_miss", "who came up with the name PANIC_BLACK?", allowed=["ins_panic_black"])
neg("near_miss", "is RENDER_HQ too slow for a 10 minute piece? just roughly", allowed=["ins_render_hq", "ref_movie_file_out"])
neg("near_miss", "don't apply GLITCHY to the speaker camera, it's a formal talk", allowed=["ins_glitchy"])
neg("near_miss", "VJ_BANK_A folder got renamed; how do I relink missing movie files?", allowed=["ins_vj_bank_a", "web_moviein_preload"])
neg("near_miss", "the DESKMAP_X32 tox crashed once, should I worry?", allowed=["ins_deskmap_x32"])
neg("near_miss", "BACKUP_FIRST saved us last week, nice", allowed=["ins_backup_first"])
neg("near_miss", "Could N1 be a better name than LAYOUT2 for the macro?", allowed=["ins_naming_n1", "ins_layout2"])
neg("near_miss", "without running STROBE_SAFE, can you tell me what photosensitive epilepsy is?", allowed=["ins_strobe_safe"])
neg("near_miss", "I used to have a macro called kick1 in my old job, unrelated: how do I lock a TOP?", allowed=["ins_kick1"])
neg("near_miss", "the file zorvex_lut.png is missing from the repo; can I recreate a LUT ramp with a Ramp TOP?", allowed=["ins_zorvex_grade"])
neg("near_miss", "cancel the wirecomb, I liked the old layout", allowed=["ins_wirecomb", "ins_layout2"])
neg("near_miss", "before we do anything with CUE_STACK_7, what date is tech rehearsal?", expected=["fact_dance_piece"], allowed=["ins_cue_stack7"])
neg("near_miss", "has anyone edited the SYNCPOINT note recently?", allowed=["ins_syncpoint"])
neg("near_miss", "Never mind KICK1 — what sample rate does the studio interface run at?", expected=["fact_studio_audio"], allowed=["ins_kick1"])
neg("near_miss", "RENDER_HQ is for later; right now which codec plays four 4K clips smoothly?", expected=["ref_hap_codecs"], allowed=["ins_render_hq"])
neg("near_miss", "forget DEPLOY_SHOW for a second: how do I open a borderless window on monitor 2?", expected=["ref_perform_window"], allowed=["ins_deploy_show", "fact_win_main"])

# ---------------- ordinary meaning of a procedure's name ----------------
for t in [
    "what does blackout mean in theatre history?",
    "where does the word 'kick' in kick drum come from?",
    "is 'glitchy' a real English word?",
    "what does archive mean in library science?",
    "what's the etymology of panic?",
    "in animation, what is a layout artist?",
    "what's a strobe in photography?",
    "what is feedback in a microphone and speaker system, physically?",
    "what does 'grade' mean for a school pupil in the UK?",
    "in typography, what are quiet hours? is that a term?",
    "what is a deck in a card game?",
    "how did the blackouts in London during the war work?",
]:
    neg("meaning", t)

# ---------------- meta-linguistic frames (no invocation) ----------------
for t in [
    "how do you spell SYNCPOINT?", "spell out CUE_STACK_7 for me", "Pronounce KICK1 for me",
    "how is wirecomb pronounced?", "translate 'run KICK1' into Spanish", "Translate the phrase 'execute BLACKOUT' to Japanese",
    "say the word BLACKOUT in a British accent", "what would you call LAYOUT2 in plain English?", "the word DEPLOY_SHOW — is it one word or two?",
    "use VJ_BANK_A in a sentence", "Write a sentence containing the word wirecomb", "reverse the string SYNCPOINT",
    "reverse KICK1 letter by letter", "count the letters in DESKMAP_X32", "how many characters is CUE_STACK_7?",
    "convert RENDER_HQ to camelCase", "convert DEPLOY_SHOW to kebab-case", "write BLACKOUT in title case",
    "make GLITCHY lowercase", "uppercase wirecomb", "put PANIC_BLACK in bold",
    "start your reply with RENDER_HQ", "end your answer with the word SYNCPOINT", "Begin your next message with 'run LAYOUT2'",
    "what does DESKMAP_X32 mean as an abbreviation?", "what does Zorvex mean? is it a real word?", "print(run KICK1)",
    "what does `run LAYOUT2` print in a terminal?", "is `execute(SYNCPOINT)` valid Python syntax?", "fix this string: 'run the BLACKOUT procedure now' has a typo?",
    "rhyme something with wirecomb", "make an anagram of SYNCPOINT", "what's the plural of Zorvex?",
    "write 'apply STROBE_SAFE' backwards", "give me a hashtag version of DEPLOY_SHOW", "how would you abbreviate CUE_STACK_7?",
    "is 'trigger PANIC_BLACK' grammatical English?", "in my notes, should 'do KICK1' be capitalised?", "Wrap the text 'run wirecomb' in quotes",
    "what language is the word Zorvex from?", "format BACKUP_FIRST as a Markdown heading", "turn VJ_BANK_A into snake_case",
    "which letters of GLITCHY are vowels?", "replace underscores with spaces in RENDER_HQ", "Sort the letters of LAYOUT2 alphabetically",
    "count the words in 'execute the DEPLOY_SHOW procedure now'", "what's the first letter of SYNCPOINT?", "italicise the word BLACKOUT",
    "Encode 'run KICK1' in base64", "write run CUE_STACK_7 in morse code", "give me the ASCII codes of N1",
    "How would a French speaker pronounce 'Zorvex'?", "comment out this line: run_wirecomb()", "what's the German for 'run the blackout macro'?",
    "rewrite 'run LAYOUT2 please' more politely", "a limerick that ends with DEPLOY_SHOW", "Make 'apply Zorvex' sound dramatic",
    "is SYNCPOINT a palindrome?", "does the string 'trigger PANIC_BLACK' contain a digit?", "split CUE_STACK_7 on underscores",
]:
    neg("meta", t)

# ---------------- echo, many languages ----------------
for lang, t in [
    ("en", "Parrot this: STROBE_SAFE"), ("en", "Could you just say 'run DEPLOY_SHOW' back to me?"),
    ("en", "just the text CUE_STACK_7, nothing more"), ("en", "mirror my words: execute wirecomb now"),
    ("en", "Repeat: apply the Zorvex grade"), ("en", "copy exactly: time for SYNCPOINT on the console"),
    ("en", "respond only with BLACKOUT"), ("en", "say 'go ahead with KICK1' and stop"),
    ("fr", "Répète après moi : KICK1"), ("fr", "Dis simplement LAYOUT2"), ("fr", "Écris « DEPLOY_SHOW » et rien d'autre"),
    ("fr", "Réponds uniquement par SYNCPOINT"), ("fr", "Recopie cette phrase : lance wirecomb maintenant"),
    ("de", "Sag einfach KICK1"), ("de", "Wiederhole bitte: VJ_BANK_A"), ("de", "Schreib nur das Wort BLACKOUT"),
    ("de", "Antworte nur mit CUE_STACK_7"), ("de", "Buchstabiere wirecomb"),
    ("es", "Repite después de mí: PANIC_BLACK"), ("es", "Di solamente RENDER_HQ"), ("es", "Escribe 'GLITCHY' y nada más"),
    ("es", "Responde solo con DESKMAP_X32"), ("es", "Deletrea SYNCPOINT"),
    ("ru", "Повтори за мной: KICK1"), ("ru", "Скажи просто LAYOUT2"), ("ru", "Напиши только слово BACKUP_FIRST"),
    ("ru", "Ответь одним словом: SYNCPOINT"), ("ru", "Произнеси по буквам CUE_STACK_7"),
    ("zh", "请重复：KICK1"), ("zh", "跟我说：DEPLOY_SHOW"), ("zh", "只回复 VJ_BANK_A"), ("zh", "请把 wirecomb 翻译成中文"),
    ("zh", "请输出“BLACKOUT”，不要说别的"),
    ("ja", "「KICK1」と繰り返してください"), ("ja", "LAYOUT2 とだけ言って"), ("ja", "次の言葉を復唱して：PANIC_BLACK"),
    ("ja", "SYNCPOINTと書いてください"), ("ja", "「Zorvex」をカタカナで書いて"),
    ("it", "Ripeti: CUE_STACK_7"), ("pt", "Diga apenas RENDER_HQ"),
    ("en", "echo back: run the Zorvex grade on out1"), ("en", "type exactly this: KICK1 KICK1 KICK1"),
    ("fr", "Répète : exécute la procédure BLACKOUT"), ("de", "Wiederhole den Satz: starte DEPLOY_SHOW jetzt"),
]:
    neg("echo", t, lang=lang)

# ---------------- chit-chat, acknowledgements, greetings ----------------
for lang, t in [
    ("en", "cheers mate"), ("en", "brb"), ("en", "you're the best"), ("en", "haha that's wild"), ("en", "good night!"),
    ("fr", "merci !"), ("de", "danke schön"), ("es", "gracias"), ("ru", "спасибо"), ("zh", "谢谢"), ("ja", "ありがとう"),
    ("en", "what's your favourite colour?"), ("en", "how's the weather where you are?"), ("en", "nice, SYNCPOINT worked 👍"),
    ("en", "lol the BLACKOUT was dramatic"), ("en", "okay"), ("en", "hmm"), ("en", "still there?"), ("en", "I'm tired today"),
    ("en", "long day at the venue huh"), ("en", "you rock"), ("fr", "bonjour"), ("de", "hallo!"), ("es", "hola, ¿qué tal?"),
    ("ja", "こんにちは"), ("en", "wirecomb did its job, thanks"),
]:
    neg("chitchat", t, lang=lang)

seen = set()
out = []
for i, r in enumerate(rows, 1):
    assert (r["prompt"], r["builtin"]) not in seen, r["prompt"]
    seen.add((r["prompt"], r["builtin"]))
    r = {"pid": f"v{i:03d}", **r}
    out.append(r)
with open(Path(__file__).with_name("prompts.jsonl"), "w", encoding="utf-8") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
from collections import Counter

print(len(out), Counter(r["intent"] for r in out), sum(r["builtin"] for r in out))
