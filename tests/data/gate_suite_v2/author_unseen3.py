"""Hand-written source of prompts_unseen3.jsonl: the third blind suite for the admission gate (issue 11).

Written by the session-4 helper "gateeval3", an independent evaluator who read neither the gate code,
its tests, the gate sections of BENCHMARKS.md / CHANGELOG.md, nor any other prompt file or author
script. Labels come from `corpus.jsonl` and the built-in knowledge (`src/tdcontext/knowledge/*.md`)
only, following the label schema and intents in README.md. The suite was committed before the gate
was first run on it and is never used for fitting.

Invariant: each label sits next to its prompt, here; running this file rewrites
prompts_unseen3.jsonl deterministically (pids u3-001... in the order below).

    python tests/data/gate_suite_v2/author_unseen3.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "prompts_unseen3.jsonl"
ROWS: list[dict[str, Any]] = []

# Supporting entries that may be shown for a procedure (fine either way, never required).
SUPPORT: dict[str, tuple[str, ...]] = {
    "ins_kick1": ("ins_strobe_safe", "ref_audio_analysis"),
    "ins_layout2": ("ins_wirecomb",),
    "ins_wirecomb": ("ins_layout2",),
    "ins_strobe_safe": ("rcp_strobe_flash",),
    "ins_backup_first": (),
    "ins_deploy_show": ("ref_perform_window",),
    "ins_vj_bank_a": ("web_moviein_preload",),
    "ins_panic_black": ("ins_blackout",),
    "ins_blackout": ("ins_panic_black",),
    "ins_glitchy": ("rcp_webcam_glitch",),
    "ins_deskmap_x32": ("ref_osc_in_chop",),
    "ins_render_hq": ("ref_movie_file_out", "ref_hap_codecs"),
    "ins_naming_n1": (),
    "ins_feedback_pref": ("ref_feedback_top", "rcp_feedback_tunnel", "ref_pixel_formats"),
    "ins_cue_stack7": ("fact_dance_piece", "ref_timer_chop"),
    "ins_syncpoint": ("fact_lx_console",),
    "ins_archive_rule": (),
    "ins_zorvex_grade": (),
    "ins_quiet_hours": (),
}


def add(prompt: str, intent: str, expected: tuple[str, ...] = (), full: tuple[str, ...] = (),
        allowed: tuple[str, ...] = (), *, builtin: bool = False, lang: str = "en", group: str = "") -> None:
    exp = list(dict.fromkeys(expected))
    allow = [a for a in dict.fromkeys(allowed) if a not in exp]
    ROWS.append({"pid": f"u3-{len(ROWS) + 1:03d}", "prompt": prompt, "intent": intent, "expected": exp,
                 "full": list(dict.fromkeys(full)), "allowed": allow, "builtin": builtin, "lang": lang,
                 "group": group or intent})


def inv(prompt: str, *procs: str, extra: tuple[str, ...] = (), builtin: bool = False, lang: str = "en",
        group: str) -> None:
    """An explicit invocation: every procedure named is expected in full."""
    support = tuple(s for p in procs for s in SUPPORT[p]) + extra
    add(prompt, "invoke", procs, procs, support, builtin=builtin, lang=lang, group=group)


def ask(prompt: str, *procs: str, lang: str = "en", group: str = "ask_content") -> None:
    """Asks what a procedure says: full."""
    support = tuple(s for p in procs for s in SUPPORT[p])
    add(prompt, "ask_content", procs, procs, support, lang=lang, group=group)


def near(prompt: str, *procs: str, extra: tuple[str, ...] = (), lang: str = "en", group: str) -> None:
    """Names a procedure without invoking it: a stub is fine, the body is not."""
    add(prompt, "near_miss", (), (), procs + extra, lang=lang, group=group)


def empty(prompt: str, intent: str, *, lang: str = "en", group: str = "", builtin: bool = False,
          allowed: tuple[str, ...] = ()) -> None:
    add(prompt, intent, (), (), allowed, builtin=builtin, lang=lang, group=group)


# ---------------------------------------------------------------------------------------------
# invoke: explicit requests to carry out a named procedure, in many shapes
# ---------------------------------------------------------------------------------------------
inv("KICK1 on the main out please", "ins_kick1", group="name_first")
inv("run LAYOUT2", "ins_layout2", group="imperative")
inv("can you do LAYOUT2 on /project1/fx, it's a mess in there", "ins_layout2", group="polite")
inv("ok the drop is at 1:32 - when it hits, KICK1", "ins_kick1", group="conditional")
inv("yes, run it: LAYOUT2", "ins_layout2", group="consent")
inv("yep go ahead with DESKMAP_X32, the desk is on the network now", "ins_deskmap_x32", group="consent")
inv("lance KICK1 sur la sortie principale", "ins_kick1", lang="fr", group="non_en")
inv("führe LAYOUT2 aus, bitte", "ins_layout2", lang="de", group="non_en")
inv("Cue 14... GO PANIC_BLACK", "ins_panic_black", group="cue_call")
inv("standby RENDER_HQ. and... go", "ins_render_hq", group="cue_call")
inv("doors in five, everything's patched. DEPLOY_SHOW", "ins_deploy_show", group="trailing")
inv("First LAYOUT2, then wirecomb, then save the toe.", "ins_layout2", "ins_wirecomb", group="multi")
inv("load VJ_BANK_A and then put GLITCHY on deck_a3", "ins_vj_bank_a", "ins_glitchy", group="multi")
inv("apply the Zorvex grade to the final comp", "ins_zorvex_grade", group="title_words")
inv("give me the Zorvex look on out1", "ins_zorvex_grade", group="title_words")
inv("wirecomb this network pls", "ins_wirecomb", group="name_as_verb")
inv("can u wirecomb /project1/audio? cant read a thing in there", "ins_wirecomb", group="lowercase")
inv("SYNCPOINT before doors, we open in 10", "ins_syncpoint", group="declared_name")
inv("do the lighting console handshake now", "ins_syncpoint", group="title_words")
inv("execute CUE_STACK_7 for tonight's performance", "ins_cue_stack7", group="imperative")
inv("build cue stack 7 for me", "ins_cue_stack7", group="spaces")
inv("vj bank a pls", "ins_vj_bank_a", group="spaces")
inv("pls rnu RENDER_HQ on rec1, client wants the master file", "ins_render_hq", group="typo")
inv("GLITCHY the selected top", "ins_glitchy", group="name_as_verb")
inv("Hey, could you run DESKMAP_X32 for me? Soundcheck starts in 20.", "ins_deskmap_x32", group="polite")
inv("time for BLACKOUT, last track just ended", "ins_blackout", group="timed")
inv("that was the last tune, thank you all. BLACKOUT.", "ins_blackout", group="trailing")
inv("when the countdown hits zero run BLACKOUT", "ins_blackout", group="conditional")
inv("RENDER_HQ. frames 1 to 3600, the usual.", "ins_render_hq", group="name_first")
inv("ok let's go: DEPLOY_SHOW", "ins_deploy_show", group="consent")
inv("do STROBE_SAFE on the strobe i just built, the LFO is at 8 Hz", "ins_strobe_safe", group="rule")
inv("apply BACKUP_FIRST and then delete noise1 to noise9", "ins_backup_first", group="rule")
inv("follow rule N1 for every op you create in this session", "ins_naming_n1", group="rule")
inv("use the ARCHIVE rule on bloom.tox before you touch it", "ins_archive_rule", group="rule")
inv("it's 22:15 at the riverside, enforce the quiet hours rule on the master out", "ins_quiet_hours",
    group="title_words")
inv("ejecuta VJ_BANK_A por favor", "ins_vj_bank_a", lang="es", group="non_en")
inv("запусти KICK1 на главном выходе", "ins_kick1", lang="ru", group="non_en")
inv("请执行 LAYOUT2", "ins_layout2", lang="zh", group="non_en")
inv("DEPLOY_SHOW を実行してください", "ins_deploy_show", lang="ja", group="non_en")
inv("fai partire RENDER_HQ, grazie", "ins_render_hq", lang="it", group="non_en")
inv("roda o DESKMAP_X32 aí pra mim", "ins_deskmap_x32", lang="pt", group="non_en")
inv("voer CUE_STACK_7 uit", "ins_cue_stack7", lang="nl", group="non_en")
inv("uruchom GLITCHY na zaznaczonym TOP-ie", "ins_glitchy", lang="pl", group="non_en")
inv("mach mal den Zorvex-Look auf den finalen Output", "ins_zorvex_grade", lang="de", group="non_en")
inv("on passe au BLACKOUT, fin du set", "ins_blackout", lang="fr", group="non_en")
inv("alright mate, kick1 time", "ins_kick1", group="lowercase")
inv("layout2 + wirecomb on /project1/mixer, in that order", "ins_layout2", "ins_wirecomb", group="multi")
inv("Three things before doors: DEPLOY_SHOW, SYNCPOINT, and VJ_BANK_A.", "ins_deploy_show", "ins_syncpoint",
    "ins_vj_bank_a", group="multi")
inv("so the client just signed off on the edit, colours approved, everyone's happy, but I need the final "
    "file tonight, so could you kick off RENDER_HQ on rec1 and tell me where it lands", "ins_render_hq",
    group="mid_message")
inv("ugh the network is spaghetti again after rehearsal, everything overlapping, i can't even find the "
    "audio chain anymore... wirecomb it please and then LAYOUT2", "ins_wirecomb", "ins_layout2",
    group="mid_message")
inv("Panic black!!! now", "ins_panic_black", group="spaces")
inv("run the GLITCHY macro on moviein3", "ins_glitchy", group="the_name_macro")
inv("execute the kick-reactive flash procedure now", "ins_kick1", group="title_words")
inv("arrange this network in columns with the LAYOUT2 macro", "ins_layout2", group="the_name_macro")
inv("map the desk the usual way - DESKMAP_X32", "ins_deskmap_x32", group="trailing")
inv("load clip bank A into the decks", "ins_vj_bank_a", group="title_words")
inv("Next up: CUE_STACK_7", "ins_cue_stack7", group="cue_call")
inv("GO on SYNCPOINT", "ins_syncpoint", group="cue_call")
inv("deskmap_x32 pls", "ins_deskmap_x32", group="lowercase")
inv("could you please run RENDER HQ", "ins_render_hq", group="spaces")
inv("We're at the end of the set now, BLACKOUT", "ins_blackout", group="trailing")
inv("yes do it, STROBE_SAFE on all outputs", "ins_strobe_safe", group="consent")
inv("sounds good, go ahead with the Zorvex grade", "ins_zorvex_grade", group="consent")
inv("after the intro video ends, VJ_BANK_A", "ins_vj_bank_a", group="timed")
inv("in 5 min: DEPLOY_SHOW then SYNCPOINT", "ins_deploy_show", "ins_syncpoint", group="multi")
inv("club set tonight, so do my FEEDBACK trails the way I set them up for the club visuals",
    "ins_feedback_pref", group="common_word")
inv("build the trails per my FEEDBACK procedure on the club output", "ins_feedback_pref", group="common_word")
inv("apply N1 naming to the ops you just made", "ins_naming_n1", group="rule")
inv("BACKUP_FIRST, then clear /project1/old_scenes", "ins_backup_first", group="name_first")
inv("ARCHIVE rule on fx_bloom.tox, then raise its threshold to 0.7", "ins_archive_rule", group="name_first")
inv("apply the riverside quiet hours procedure to the audio out, it's past ten", "ins_quiet_hours",
    group="title_words")
inv("PANIC_BLACK", "ins_panic_black", group="bare")
inv("run glitchy on deck_a2", "ins_glitchy", group="lowercase")
inv("DEPLOY_SHOW now please", "ins_deploy_show", extra=("td_show_deploy_checklist", "td_perform_mode_windows"),
    builtin=True, group="builtin")
inv("run LAYOUT2 on this comp", "ins_layout2", extra=("td_python_network_scripting",), builtin=True,
    group="builtin")
inv("KICK1, and keep STROBE_SAFE on it", "ins_kick1", "ins_strobe_safe", extra=("td_audio_analysis_chain",),
    builtin=True, group="builtin")
inv("lock us to the desk, SYNCPOINT, then cue_stack_7", "ins_syncpoint", "ins_cue_stack7", group="multi")
inv("plz runn KICK1 on teh main out", "ins_kick1", group="typo")
inv("cna you do the wirecomb thing on /project1/fx", "ins_wirecomb", group="typo")
inv("exectue VJ_BANK_A", "ins_vj_bank_a", group="typo")
inv("DEPLOY_SHWO pls, doors soon", "ins_deploy_show", group="typo")

# ---------------------------------------------------------------------------------------------
# ask_content: what a procedure says (full)
# ---------------------------------------------------------------------------------------------
ask("what port does SYNCPOINT listen on for the pong?", "ins_syncpoint")
ask("what does KICK1 actually do, step by step?", "ins_kick1")
ask("remind me what threshold the trigger uses in KICK1", "ins_kick1")
ask("which folder does VJ_BANK_A read the clips from?", "ins_vj_bank_a")
ask("how often does DESKMAP_X32 send /xremote?", "ins_deskmap_x32")
ask("what codec and fps does RENDER_HQ record with?", "ins_render_hq")
ask("what gamma is in the Zorvex grade?", "ins_zorvex_grade")
ask("BLACKOUT fades over how many seconds again?", "ins_blackout")
ask("where does BACKUP_FIRST put the backups and how are they named?", "ins_backup_first")
ask("which columns does CUE_STACK_7's table have?", "ins_cue_stack7")
ask("c'est quoi les étapes de DEPLOY_SHOW ?", "ins_deploy_show", lang="fr")
ask("what does wirecomb do when one output feeds lots of inputs?", "ins_wirecomb")
ask("according to my quiet hours rule, how loud can the riverside venue go after 22:00?", "ins_quiet_hours")
ask("what's the max flash rate STROBE_SAFE allows?", "ins_strobe_safe")
ask("what opacity does my FEEDBACK trail procedure use for the club?", "ins_feedback_pref", group="common_word")
ask("show me the GLITCHY macro", "ins_glitchy")
ask("in LAYOUT2 how far apart are the columns?", "ins_layout2")
ask("what's the difference between PANIC_BLACK and BLACKOUT?", "ins_panic_black", "ins_blackout",
    group="compare")

# ---------------------------------------------------------------------------------------------
# bears: a request a stored rule applies to, without naming it (stub is right)
# ---------------------------------------------------------------------------------------------
add("delete all the unused ops in /project1/old", "bears", ("ins_backup_first",), group="delete")
add("make the strobe go 12 Hz on the drop", "bears", ("ins_strobe_safe",), allowed=("rcp_strobe_flash",),
    group="strobe")
add("clear out the whole fx network, we're starting over", "bears", ("ins_backup_first",), group="delete")
add("tweak the threshold inside my external bloom.tox", "bears", ("ins_archive_rule",), group="tox_edit")
add("it's 23:00 at the riverside gig, can you push the master volume up a bit", "bears", ("ins_quiet_hours",),
    group="venue_audio")
add("add a blinking white flash on every 16th note at 174 bpm", "bears", ("ins_strobe_safe",),
    allowed=("rcp_strobe_flash",), group="strobe")
add("create a couple of new noise tops and a level for the background", "bears", ("ins_naming_n1",),
    allowed=("ref_noise_top",), group="create_ops")
add("remove noise3, don't need it anymore", "bears", ("ins_backup_first",), group="delete")
add("more bass at the river venue show please, it's almost midnight", "bears", ("ins_quiet_hours",),
    group="venue_audio")
add("rebuild the inside of lightrig.tox, it's saved as an external component", "bears", ("ins_archive_rule",),
    group="tox_edit")
add("wipe the network and start fresh, go ahead", "bears", ("ins_backup_first",), group="delete")
add("strobe the whole LED wall as fast as it can go", "bears", ("ins_strobe_safe",),
    allowed=("rcp_strobe_flash", "rcp_led_strip"), group="strobe")
add("cut the wires between the old mixer and the output and bin the old mixer", "bears", ("ins_backup_first",),
    group="delete")
add("make the stingers louder at the riverside venue tonight, we go on at 22:30", "bears", ("ins_quiet_hours",),
    group="venue_audio")
add("duplicate the kick chain three times for the other bands", "bears", ("ins_naming_n1",),
    allowed=("ins_kick1",), group="create_ops")

# ---------------------------------------------------------------------------------------------
# paraphrase: what a procedure does, with no content word of its title or name (stub is right)
# ---------------------------------------------------------------------------------------------
add("tidy my node graph so sources sit on the left and each stage lines up further right", "paraphrase",
    ("ins_layout2",), allowed=("ins_wirecomb",))
add("my connections cross all over the place, make the patch cords readable", "paraphrase", ("ins_wirecomb",),
    allowed=("ins_layout2",))
add("make the picture pump brighter on every bass drum hit", "paraphrase", ("ins_kick1",),
    allowed=("ref_audio_analysis", "ins_strobe_safe"))
add("put the first set of videos onto the eight players on the left side", "paraphrase", ("ins_vj_bank_a",),
    allowed=("web_moviein_preload",))
add("emergency!! kill all light output right away", "paraphrase", ("ins_panic_black",), allowed=("ins_blackout",))
add("the gig's over, fade everything out to nothing and mute the sound", "paraphrase", ("ins_blackout",),
    allowed=("ins_panic_black",))
add("hook the Behringer console's faders up so they move the layer opacities", "paraphrase",
    ("ins_deskmap_x32",), allowed=("ref_osc_in_chop",))
add("I need a perfect export of the piece, every single frame, no drops, for the client", "paraphrase",
    ("ins_render_hq",), allowed=("ref_movie_file_out", "ref_hap_codecs"))
add("get the project ready for tonight's performance: save, check errors, perform mode, all of it",
    "paraphrase", ("ins_deploy_show",), allowed=("ref_perform_window",))
add("make the chosen image look broken and digitally corrupted, with the colour channels offset",
    "paraphrase", ("ins_glitchy",), allowed=("rcp_webcam_glitch",))
add("set up the sequence of scene changes for Tidewater from the choreographer's sheet", "paraphrase",
    ("ins_cue_stack7",), allowed=("fact_dance_piece", "ref_timer_chop"))
add("measure the round trip to the grandMA and lock our timeline to it before doors", "paraphrase",
    ("ins_syncpoint",), allowed=("fact_lx_console",))
add("give the final output our studio's signature LUT treatment", "paraphrase", ("ins_zorvex_grade",))
add("make echoes of the previous frames for tonight's DJ gig, the way I like them", "paraphrase",
    ("ins_feedback_pref",), allowed=("ref_feedback_top", "rcp_feedback_tunnel"))
add("whenever you add nodes, call them purpose_what instead of noise1-style defaults", "paraphrase",
    ("ins_naming_n1",))
add("stash a timestamped .tox of /project1/fx somewhere safe and then trash the old nodes", "paraphrase",
    ("ins_backup_first",))
add("make sure nothing blinks fast enough to hurt the people with epilepsy in the crowd", "paraphrase",
    ("ins_strobe_safe",), allowed=("rcp_strobe_flash",))
add("save a versioned duplicate of the external component beside it before you change it", "paraphrase",
    ("ins_archive_rule",))
add("limit the sound after ten at night down by the river so the neighbours don't complain", "paraphrase",
    ("ins_quiet_hours",))

# ---------------------------------------------------------------------------------------------
# question / task: answered by corpus facts and references
# ---------------------------------------------------------------------------------------------
add("what resolution is the Lumen Hall output raster?", "question", ("fact_lumen_hall_raster",), group="fact")
add("which port does stagepad send on", "question", ("fact_stagepad_ports",), allowed=("ref_osc_in_chop",),
    group="fact")
add("nebula fps?", "question", ("fact_nebula_fps",), group="fact")
add("rig b gpu memory, how many gigs?", "question", ("fact_rig_b",), group="fact")
add("hex code for the aurora orange?", "question", ("fact_aurora_palette",), group="fact")
add("moving heads: which universe and where's the dimmer channel?", "question", ("fact_dmx_heads",),
    allowed=("fact_lx_console",), group="fact")
add("my feedback trails leave a grey ghost that never goes fully black, why", "question",
    ("ref_pixel_formats",), allowed=("ref_feedback_top", "rcp_feedback_tunnel", "ins_feedback_pref"),
    group="common_word")
add("how do I use feedback for a tunnel effect", "question", ("rcp_feedback_tunnel",),
    allowed=("ref_feedback_top", "ins_feedback_pref", "ref_pixel_formats"), group="common_word")
add("glsl uniform just stays at 0, what am I doing wrong", "question", ("ref_glsl_uniforms",), group="reference")
add("best way to draw 10k cubes without killing the fps?", "question", ("ref_instancing",), group="reference")
add("HAP or h264 for four 4k clips playing at once?", "question", ("ref_hap_codecs",),
    allowed=("ref_movie_file_out",), group="reference")
add("my render top is completely black :(", "question", ("ref_render_pipeline",), group="reference")
add("op() keeps giving me None, 'NoneType' object has no attribute 'par'", "question", ("ref_op_paths",),
    group="reference")
add("osc from my phone isn't arriving in TD at all", "question", ("ref_osc_in_chop",),
    allowed=("fact_stagepad_ports",), group="reference")
add("clips stutter for a moment right when they start playing", "question", ("web_moviein_preload",),
    allowed=("ref_hap_codecs",), group="reference")
add("what is a time slice in chops?", "question", ("ref_time_slicing",), allowed=("ref_chop_family",),
    group="reference")
add("how do I find which operators eat my frame time?", "question", ("ref_perf_monitor",), group="reference")
add("one button per row of a table, how?", "question", ("ref_replicator",), group="reference")
add("kinect azure point cloud straight into instances?", "question", ("ref_kinect_azure",),
    allowed=("ref_instancing",), group="reference")
add("send my output to the other pc over the lan with low latency", "question", ("ref_ndi",), group="reference")
add("how do I animate noise smoothly instead of it jumping around", "question", ("ref_noise_top",),
    group="reference")
add("record the piece to a file without any dropped frames", "task", ("ref_movie_file_out",),
    allowed=("ins_render_hq", "ref_hap_codecs"), group="reference")
add("gpu particles with pops, where do I start", "task", ("rcp_pop_particles",), allowed=("ref_pop_generators",),
    group="reference")
add("where do we keep show media on the gallery machine?", "question", ("fact_media_drive",), group="fact")
add("what buffer size do we run on rig-b", "question", ("fact_audio_buffer",), allowed=("fact_rig_b",),
    group="fact")
add("what day and time is the Tidewater tech?", "question", ("fact_dance_piece",), allowed=("ins_cue_stack7",),
    group="fact")
add("what's the IP of the grandMA?", "question", ("fact_lx_console",), allowed=("ins_syncpoint",), group="fact")
add("where's the show log written?", "question", ("fact_show_log",), group="fact")
add("how do we name our extension DATs and classes?", "question", ("fact_ext_conventions",), group="fact")
add("what's the perform window called on the gallery pc and which monitor?", "question", ("fact_win_main",),
    allowed=("ref_perform_window",), group="fact")
add("make a lower third with a band that slides in", "task", ("rcp_lower_third",), group="reference")
add("pixels to an LED strip over artnet", "task", ("rcp_led_strip",), group="reference")
add("build me spectrum bars for the live input", "task", ("rcp_spectrum_bars",), allowed=("ref_audio_analysis",),
    group="reference")
add("how do I make a strobe with an LFO?", "question", ("rcp_strobe_flash", "ins_strobe_safe"), group="strobe")
add("webcam glitch effect", "task", ("rcp_webcam_glitch",), allowed=("ins_glitchy", "ref_feedback_top"),
    group="reference")
add("why end a control chain in a null before exporting", "question", ("ref_null_exports",), group="reference")
add("quel port pour le stagepad ?", "question", ("fact_stagepad_ports",), lang="fr", group="fact")
add("wie viele fps hat die Nebula Installation?", "question", ("fact_nebula_fps",), lang="de", group="fact")
# built-in knowledge visible
add("how do I store a python list on a component so it survives saving?", "question", ("td_storage",),
    builtin=True, group="builtin_only")
add("whats the shortcut to open the textport", "question", ("td_textport",), builtin=True, group="builtin_only")
add("how do I get an image from inside one comp to another without wires", "question", ("td_select_in_out",),
    builtin=True, group="builtin_only")
add("difference between the bypass and lock flags?", "question", ("td_operator_flags",), builtin=True,
    group="builtin_only")
add("how should I name my extension DAT and its class?", "question", ("fact_ext_conventions",),
    allowed=("td_extensions",), builtin=True, group="builtin_compete")
add("how do I set up an external .tox so several projects share it", "question",
    ("td_tox_components_palette",), allowed=("ins_archive_rule",), builtin=True, group="builtin_only")
add("TCP or UDP DAT for show control commands?", "question", ("td_network_protocols_dats",), builtin=True,
    group="builtin_only")
add("absTime vs me.time, which one pauses with the timeline?", "question", ("td_timeline_realtime",),
    builtin=True, group="builtin_only")
add("how do I turn a chop into a texture for a shader", "question", ("td_family_conversions",),
    allowed=("ref_glsl_uniforms", "rcp_spectrum_bars", "td_glsl_top_basics"), builtin=True, group="builtin_only")
add("my phong material renders black", "question", ("ref_render_pipeline",),
    allowed=("td_mat_family", "td_render_pipeline", "td_troubleshooting_checklist"), builtin=True,
    group="builtin_compete")
add("when does an operator actually cook? is it pull based?", "question", ("td_cooking_pull_model",),
    builtin=True, group="builtin_only")
add("how do I add custom parameters to a base comp", "question", ("td_custom_parameters",), builtin=True,
    group="builtin_only")
add("run some python when a button channel goes from 0 to 1", "task", ("td_chop_execute_dat",),
    allowed=("td_panel_ui_components",), builtin=True, group="builtin_only")
add("how do I react to a pulse parameter in python", "question", ("td_parameter_execute_dat",),
    allowed=("td_custom_parameters",), builtin=True, group="builtin_only")
add("is a Transform SOP slower than moving the geometry comp itself?", "question", ("td_sop_family",),
    allowed=("ref_instancing", "td_geometry_instancing"), builtin=True, group="builtin_only")
add("F2 perf monitor, how do I read it to find the slow operators?", "question", ("ref_perf_monitor",),
    allowed=("td_performance_monitor", "td_bottlenecks_optimization"), builtin=True, group="builtin_compete")
add("feedback trails fade to grey instead of black", "question", ("ref_pixel_formats",),
    allowed=("td_feedback_top", "td_resolution_pixel_format", "td_common_pitfalls", "ref_feedback_top",
             "ins_feedback_pref", "rcp_feedback_tunnel"), builtin=True, group="builtin_compete")
add("which file do we log show errors to?", "question", ("fact_show_log",), allowed=("td_textport",),
    builtin=True, group="builtin_compete")
add("in general, what should I check before handing an installation over to a client?", "question",
    ("td_show_deploy_checklist",), allowed=("ins_deploy_show",), builtin=True, group="builtin_only")
add("how do i read CC knobs from my midi controller", "question", ("td_osc_midi_dmx_in",), builtin=True,
    group="builtin_only")
add("how do I get the project folder path in python", "question", ("td_paths_and_variables",), builtin=True,
    group="builtin_only")

# ---------------------------------------------------------------------------------------------
# unanswerable: plausible TouchDesigner questions the corpus (and built-ins, if visible) cannot answer
# ---------------------------------------------------------------------------------------------
empty("how do I get Ableton Link tempo into TD?", "unanswerable", group="far")
empty("leap motion hand tracking setup?", "unanswerable", group="far")
empty("can TD read a Spout stream from Resolume?", "unanswerable", group="near")
empty("how do I move my commercial licence key to the new show pc", "unanswerable", group="far")
empty("face tracking with mediapipe in touchdesigner how", "unanswerable", group="far")
empty("stable diffusion in realtime inside TD, is that possible?", "unanswerable", group="far")
empty("what's the wifi password at the gallery?", "unanswerable", group="near")
empty("what projector model do we use for the Nebula installation?", "unanswerable", group="near")
empty("who is the lighting designer for the Aurora launch?", "unanswerable", group="near")
empty("what gain is the room mic set to in the studio?", "unanswerable", group="near")
empty("how do I bake ambient occlusion into a texture in TD?", "unanswerable", group="far")
empty("can I run touchdesigner headless on linux?", "unanswerable", group="far")
empty("how to chase LTC timecode from the DAW", "unanswerable", group="near")
empty("route 8 channels of audio out over Dante?", "unanswerable", group="far")
empty("oculus quest in TD, how do i get the headset pose", "unanswerable", group="far")
empty("what time is load-in at the Lumen Hall?", "unanswerable", group="near")
empty("what's the serial number of RIG-A?", "unanswerable", group="near")
empty("how do I hook up a Stream Deck to trigger cues?", "unanswerable", builtin=True, group="far")
empty("can TD send video to Resolume over Spout?", "unanswerable", builtin=True, group="near")
empty("how do I use a RealSense depth camera?", "unanswerable", builtin=True, group="near")
empty("ILDA laser output from touchdesigner?", "unanswerable", builtin=True, group="near")
empty("how do I chroma key a green screen feed", "unanswerable", builtin=True, group="far")

# ---------------------------------------------------------------------------------------------
# near_miss: names a procedure without invoking it (no full body; a stub is fine)
# ---------------------------------------------------------------------------------------------
near("don't run KICK1 yet, the DJ is still warming up", "ins_kick1", group="negated")
near("KICK1 worked fine last night btw", "ins_kick1", group="past")
near("did LAYOUT2 already run on this network?", "ins_layout2", group="status")
near("what if we had a KICK2 that also followed the hi-hats?", "ins_kick1", group="hypothetical")
near("honestly I prefer LAYOUT2 over wirecomb, it's less fiddly", "ins_layout2", "ins_wirecomb",
     group="comparison")
near("rename deploy_show_v3.toe to final.toe", "ins_deploy_show", group="filename")
near("tell Priya we're skipping SYNCPOINT tonight, the console is offline", "ins_syncpoint",
     extra=("fact_lx_console",), group="third_party")
near("do we even have a procedure called RENDER_HQ?", "ins_render_hq", group="exists")
near("never PANIC_BLACK during the speech, only if something actually goes wrong", "ins_panic_black",
     group="negated")
near("last week GLITCHY crashed TD on the laptop", "ins_glitchy", group="past")
near("I wrote VJ_BANK_A back in 2024 for the club residency", "ins_vj_bank_a", group="past")
near("maybe later we'll do DESKMAP_X32, not now", "ins_deskmap_x32", group="negated")
near("hold off on BLACKOUT, there's an encore coming", "ins_blackout", extra=("ins_panic_black",),
     group="negated")
near("my friend has a macro like wirecomb but for Resolume", "ins_wirecomb", group="incidental")
near("Zorvex is actually the name of the studio cat", "ins_zorvex_grade", group="incidental")
near("should I make a RENDER_HQ_4K variant at some point?", "ins_render_hq", group="hypothetical")
near("the backups folder from BACKUP_FIRST is 40 GB already lol", "ins_backup_first", group="incidental")
near("Sam asked whether STROBE_SAFE covers the haze machine, I told him it doesn't", "ins_strobe_safe",
     group="third_party")
near("I'm going to write a procedure like DEPLOY_SHOW for the gallery too", "ins_deploy_show",
     group="hypothetical")
near("N1 is such a boring name for a rule", "ins_naming_n1", group="incidental")
near("skip LAYOUT2 this time, just save the file", "ins_layout2", group="negated")
near("please don't put the Zorvex grade on the preview output", "ins_zorvex_grade", group="negated")
near("after SYNCPOINT failed yesterday the timeline was off by 40 ms", "ins_syncpoint", group="past")
near("is VJ_BANK_A still in this project or did I delete it?", "ins_vj_bank_a", group="exists")
near("ne lance pas KICK1 maintenant", "ins_kick1", lang="fr", group="negated")
near("KICK1 bitte noch nicht starten", "ins_kick1", lang="de", group="negated")
near("the CUE_STACK_7 table got saved as cues7_old.csv by accident", "ins_cue_stack7", group="filename")

# ---------------------------------------------------------------------------------------------
# meaning: the ordinary meaning of a word that is also a procedure name
# ---------------------------------------------------------------------------------------------
empty("what does blackout mean for an electricity grid?", "meaning", allowed=("ins_blackout", "ins_panic_black"))
empty("what do people mean when they call an aesthetic glitchy?", "meaning", allowed=("ins_glitchy",))
empty("what is feedback in audio, like when a mic squeals?", "meaning", allowed=("ins_feedback_pref",),
      group="common_word")
empty("what is an archive in the library-science sense?", "meaning", allowed=("ins_archive_rule",),
      group="common_word")
empty("what are quiet hours in a hotel?", "meaning", allowed=("ins_quiet_hours",), group="common_word")
empty("what's a kick in music production terms?", "meaning", allowed=("ins_kick1",))
empty("why is a comedy sketch ending called a blackout?", "meaning", allowed=("ins_blackout", "ins_panic_black"))
empty("what does deploy mean in the military?", "meaning", allowed=("ins_deploy_show",))
empty("what's a layout in graphic design?", "meaning", allowed=("ins_layout2",))

# ---------------------------------------------------------------------------------------------
# meta: spell / pronounce / translate / quote / string operations / reply frames / code literals
# ---------------------------------------------------------------------------------------------
empty("how do you spell DESKMAP_X32 out loud, letter by letter?", "meta", group="spell")
empty("how is Zorvex pronounced?", "meta", group="pronounce")
empty("translate 'PANIC_BLACK' into German", "meta", group="translate")
empty("reverse the string LAYOUT2", "meta", group="reverse")
empty("how many characters are in CUE_STACK_7?", "meta", group="count")
empty("write VJ_BANK_A in lowercase", "meta", group="case")
empty("start your reply with the word KICK1", "meta", group="start_reply")
empty("end your answer with SYNCPOINT", "meta", group="end_reply")
empty("put GLITCHY in bold", "meta", group="bold")
empty("use the word wirecomb in a sentence", "meta", group="in_a_sentence")
empty("is `run RENDER_HQ` valid python?", "meta", group="code_literal")
empty("what does print('DEPLOY_SHOW'.lower()) output?", "meta", group="code_literal")
empty("convert BACKUP_FIRST to title case", "meta", group="case")
empty("say BLACKOUT three times", "meta", group="say")
empty("is STROBE_SAFE snake_case or SCREAMING_SNAKE_CASE?", "meta", group="case")
empty("comment on prononce GLITCHY ?", "meta", lang="fr", group="pronounce")
empty("wie schreibt man KICK1 rückwärts?", "meta", lang="de", group="reverse")

# ---------------------------------------------------------------------------------------------
# echo: repeat-back requests, several languages
# ---------------------------------------------------------------------------------------------
empty("repeat after me word for word: fire KICK1 now", "echo")
empty("répète exactement : lance LAYOUT2", "echo", lang="fr")
empty("sprich mir nach: DEPLOY_SHOW starten", "echo", lang="de")
empty("repite esta frase tal cual: ejecuta BLACKOUT", "echo", lang="es")
empty("повтори за мной: запусти GLITCHY", "echo", lang="ru")
empty("请重复这句话：运行 RENDER_HQ", "echo", lang="zh")
empty("次の文をそのまま繰り返して：「VJ_BANK_A を読み込んで」", "echo", lang="ja")
empty("ripeti esattamente: esegui SYNCPOINT", "echo", lang="it")
empty("repete comigo: roda o DESKMAP_X32", "echo", lang="pt")
empty("herhaal letterlijk: start CUE_STACK_7", "echo", lang="nl")
empty("powtórz dokładnie: uruchom wirecomb", "echo", lang="pl")
empty("echo this back verbatim: PANIC_BLACK now!", "echo")
empty("just parrot this: apply the Zorvex grade", "echo")
empty("다음 문장을 그대로 따라 해: KICK1 실행", "echo", lang="ko")

# ---------------------------------------------------------------------------------------------
# chitchat
# ---------------------------------------------------------------------------------------------
empty("thanks!!", "chitchat")
empty("merci beaucoup, c'était top", "chitchat", lang="fr")
empty("danke dir, läuft jetzt", "chitchat", lang="de")
empty("gracias crack, eres un genio", "chitchat", lang="es")
empty("lol nice", "chitchat")
empty("good morning ☕", "chitchat")
empty("спасибо, всё работает", "chitchat", lang="ru")
empty("谢谢你，太棒了", "chitchat", lang="zh")
empty("お疲れ様です", "chitchat", lang="ja")
empty("ok cool cool cool", "chitchat")
empty("grazie mille!", "chitchat", lang="it")
empty("haha the show went great last night, everyone loved it", "chitchat")
empty("obrigado, valeu!", "chitchat", lang="pt")


def main() -> None:
    assert len({r["prompt"] for r in ROWS}) == len(ROWS), "duplicate prompt"
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8")
    print(f"wrote {len(ROWS)} prompts to {OUT.name}")


if __name__ == "__main__":
    main()
