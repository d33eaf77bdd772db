"""Hand-written source of prompts_unseen.jsonl: an independent admission-gate suite (issue 11).

Written by the session-3 helper "gateeval", who did not write the gate and did not read the gate
code (gate.py, invocation.py, context.py) nor the other prompt files or their authoring scripts.
Labels were set from corpus.jsonl and the built-in knowledge only, and the file was committed
before the gate was ever run on it. Run this script to regenerate prompts_unseen.jsonl.

Invariant: the labels live next to each prompt; `full` is a subset of `expected` and only names
instructions; context-free intents (echo, meta, chitchat, meaning, unanswerable) expect nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "prompts_unseen.jsonl"
ROWS: list[dict[str, Any]] = []


def P(intent: str, prompt: str, expected: tuple[str, ...] = (), full: tuple[str, ...] = (),
      allowed: tuple[str, ...] = (), builtin: bool = False, lang: str = "en", group: str = "plain") -> None:
    ROWS.append({"pid": f"u{len(ROWS) + 1:03d}", "prompt": prompt, "intent": intent, "expected": list(expected),
                 "full": list(full), "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


def inv(prompt: str, *ins: str, allowed: tuple[str, ...] = (), group: str = "plain") -> None:
    """An invocation: every named instruction must be present and disclosed in full."""
    P("invoke", prompt, expected=ins, full=ins, allowed=allowed, group=group)


def ask(prompt: str, ins: str, allowed: tuple[str, ...] = (), group: str = "plain") -> None:
    """A question about what a procedure says: full disclosure of that procedure."""
    P("ask_content", prompt, expected=(ins,), full=(ins,), allowed=allowed, group=group)


STROBE = ("ins_strobe_safe",)   # KICK1's text says it must respect STROBE_SAFE: a stub of it is fine

# ---------------------------------------------------------------- invocations (varied shapes)
inv("KICK1 on the main out please, the DJ starts in five", "ins_kick1", allowed=STROBE)
inv("can you set up kick1 for tonight's set", "ins_kick1", allowed=STROBE, group="lowercase")
inv("plz do KIKC1 on the output", "ins_kick1", allowed=STROBE, group="typo")
inv("run LAYOUT2, this network is a total mess", "ins_layout2")
inv("layout2 on /project1/fx pls", "ins_layout2", group="lowercase")
inv("Do DEPLOY_SHOW, doors open in 20 min", "ins_deploy_show")
inv("ok we're going live soon, DEPLOY_SHOW", "ins_deploy_show", group="trailing")
inv("run DEPLOY_SHWO", "ins_deploy_show", group="typo")
inv("load VJ_BANK_A into the decks", "ins_vj_bank_a")
inv("vj bank a please, warm-up set starts now", "ins_vj_bank_a", group="lowercase")
inv("I need VJ_BANK_A loaded before the opener", "ins_vj_bank_a")
inv("PANIC_BLACK!!! now!!", "ins_panic_black", allowed=("ins_blackout",))
inv("panic black now, the projector is showing the desktop", "ins_panic_black", allowed=("ins_blackout",),
    group="lowercase")
inv("GLITCHY on the selected TOP", "ins_glitchy")
inv("run glitchy on moviefilein2", "ins_glitchy", allowed=("rcp_webcam_glitch",), group="lowercase")
inv("map the desk with DESKMAP_X32", "ins_deskmap_x32")
inv("deskmap x32, the desk just arrived at FOH", "ins_deskmap_x32", group="lowercase")
inv("please execute the DESKMAP_X32 procedure", "ins_deskmap_x32")
inv("RENDER_HQ, then send me the file path", "ins_render_hq")
inv("kick off RENDER_HQ for the teaser clip", "ins_render_hq")
inv("Would you mind running RENDER_HQ on rec1 when you get a sec?", "ins_render_hq", group="polite")
inv("time to RENDER_HQ the intro loop", "ins_render_hq")
inv("rename everything in /project1/fx per N1", "ins_naming_n1")
inv("apply naming rule N1 to the ops you just made", "ins_naming_n1")
inv("build my FEEDBACK trails for the club visuals", "ins_feedback_pref",
    allowed=("ref_feedback_top", "rcp_feedback_tunnel"), group="common_word")
inv("end of set, do the BLACKOUT procedure", "ins_blackout", allowed=("ins_panic_black",))
inv("run the end-of-set BLACKOUT", "ins_blackout", allowed=("ins_panic_black",))
inv("wirecomb this whole network please", "ins_wirecomb", allowed=("ins_layout2",), group="lowercase")
inv("can u wirecomb /project1/audio its spaghetti", "ins_wirecomb", allowed=("ins_layout2",), group="lowercase")
inv("wirecom the network", "ins_wirecomb", allowed=("ins_layout2",), group="typo")
inv("build CUE_STACK_7 for the dance piece", "ins_cue_stack7", allowed=("fact_dance_piece",))
inv("cue stack 7 please, Mateo sent the csv", "ins_cue_stack7", allowed=("fact_dance_piece",), group="lowercase")
inv("let's do CUE_STACK_7", "ins_cue_stack7")
inv("SYNCPOINT with the console before doors", "ins_syncpoint", allowed=("fact_lx_console",))
inv("do a syncpoint, lx desk is up", "ins_syncpoint", allowed=("fact_lx_console",), group="lowercase")
inv("go ahead and SYNCPOINT", "ins_syncpoint")
inv("give the final comp the Zorvex look", "ins_zorvex_grade")
inv("zorvex grade on the output pls", "ins_zorvex_grade", group="lowercase")
inv("zorvx look on master", "ins_zorvex_grade", group="typo")
inv("apply STROBE_SAFE to the strobe I just built", "ins_strobe_safe", allowed=("rcp_strobe_flash",))
inv("BACKUP_FIRST, then clear out /project1/old_fx", "ins_backup_first")
inv("do the ARCHIVE routine on bloom.tox before you touch it", "ins_archive_rule", group="common_word")
inv("quiet hours are on at the riverside gig, apply the quiet hours rule to the audio chain", "ins_quiet_hours")
# cue-sheet / show-calling language
inv("Cue 12 - GO: BLACKOUT", "ins_blackout", allowed=("ins_panic_black",), group="cue_sheet")
inv("standby LAYOUT2 ... go", "ins_layout2", group="cue_sheet")
inv("LX 45 GO, video GO KICK1", "ins_kick1", allowed=STROBE, group="cue_sheet")
inv("Q7: GLITCHY on cam feed, go", "ins_glitchy", group="cue_sheet")
inv("stand by PANIC_BLACK. GO", "ins_panic_black", allowed=("ins_blackout",), group="cue_sheet")
inv("house to half, stand by VJ_BANK_A, go", "ins_vj_bank_a", group="cue_sheet")
# several at once
inv("LAYOUT2 then wirecomb, in that order", "ins_layout2", "ins_wirecomb", group="multi")
inv("DEPLOY_SHOW and then SYNCPOINT with the desk", "ins_deploy_show", "ins_syncpoint",
    allowed=("fact_lx_console",), group="multi")
inv("GLITCHY on deck_a3 and then the Zorvex grade on the master", "ins_glitchy", "ins_zorvex_grade", group="multi")

# ---------------------------------------------------------------- asks what a procedure says
ask("what port does SYNCPOINT send the ping to?", "ins_syncpoint", allowed=("fact_lx_console",))
ask("in DESKMAP_X32 how often is /xremote sent?", "ins_deskmap_x32")
ask("what codec does RENDER_HQ record in?", "ins_render_hq", allowed=("ref_hap_codecs", "ref_movie_file_out"))
ask("how many seconds does the BLACKOUT fade take?", "ins_blackout")
ask("remind me what's in the Zorvex grade", "ins_zorvex_grade")
ask("which prefix does KICK1 use for its operators?", "ins_kick1", allowed=STROBE)
ask("whats the trigger threshold in kick1 again", "ins_kick1", allowed=STROBE, group="lowercase")
ask("what columns does CUE_STACK_7's table have?", "ins_cue_stack7", allowed=("fact_dance_piece",))
ask("where does GLITCHY put its custom parameter?", "ins_glitchy")
ask("what does BACKUP_FIRST say about where the backups go?", "ins_backup_first")
ask("what's the max flash rate in STROBE_SAFE", "ins_strobe_safe")
ask("how far apart are the columns in LAYOUT2?", "ins_layout2")
ask("what does VJ_BANK_A set the crossfader to?", "ins_vj_bank_a")
ask("what's the dBFS limit in the quiet hours rule?", "ins_quiet_hours")

# ---------------------------------------------------------------- a stored rule applies, unnamed
P("bears", "delete noise3 and level7, they're unused", expected=("ins_backup_first",))
P("bears", "clear out everything inside /project1/test, go ahead", expected=("ins_backup_first",), group="consent")
P("bears", "nuke the old_fx container, we don't need it", expected=("ins_backup_first",))
P("bears", "remove the unused wires between the mixer and the out", expected=("ins_backup_first",))
P("bears", "make the white flash strobe at 12 Hz to the beat", expected=("ins_strobe_safe",),
  allowed=("rcp_strobe_flash",))
P("bears", "sync a full-screen strobe to 174 bpm, every 16th note", expected=("ins_strobe_safe",),
  allowed=("rcp_strobe_flash",))
P("bears", "make the whole screen blink super fast when the drop hits", expected=("ins_strobe_safe",),
  allowed=("rcp_strobe_flash", "ins_kick1"))
P("bears", "it's 23:15 at the riverside gig, push the master volume up a bit", expected=("ins_quiet_hours",))
P("bears", "client at the river venue wants way more bass, it's half ten at night", expected=("ins_quiet_hours",))
P("bears", "tweak the bloom amount inside fx_bloom.tox, it's saved externally", expected=("ins_archive_rule",))
P("bears", "change one parameter in the external lights.tox", expected=("ins_archive_rule",))
P("bears", "duplicate the deck chain four times", expected=("ins_naming_n1",))
P("bears", "add a noise TOP and a level TOP for the background layer", expected=("ins_naming_n1",),
  allowed=("ref_noise_top",))

# ---------------------------------------------------------------- paraphrases (no shared content word)
P("paraphrase", "make the picture pump with the bass drum", expected=("ins_kick1",),
  allowed=("ins_strobe_safe", "ref_audio_analysis"))
P("paraphrase", "tidy my operators so the whole thing reads left to right", expected=("ins_layout2",),
  allowed=("ins_wirecomb",))
P("paraphrase", "the connections cross all over the place, can you clean them up", expected=("ins_wirecomb",),
  allowed=("ins_layout2",))
P("paraphrase", "get everything ready for tonight's performance", expected=("ins_deploy_show",),
  allowed=("ref_perform_window", "fact_win_main"))
P("paraphrase", "put the first set of videos on the players", expected=("ins_vj_bank_a",),
  allowed=("web_moviein_preload",))
P("paraphrase", "kill the picture RIGHT NOW", expected=("ins_panic_black",), allowed=("ins_blackout",))
P("paraphrase", "make the selected image look broken and digital, like a corrupted file", expected=("ins_glitchy",),
  allowed=("rcp_webcam_glitch",))
P("paraphrase", "hook the Behringer sound console's faders up to the layer opacities", expected=("ins_deskmap_x32",),
  allowed=("ref_osc_in_chop",))
P("paraphrase", "export a perfect no-dropped-frames version of the piece to disk", expected=("ins_render_hq",),
  allowed=("ref_movie_file_out",))
P("paraphrase", "use sensible descriptive labels for the nodes you add", expected=("ins_naming_n1",))
P("paraphrase", "we're done for the night, fade it all down and kill the lights", expected=("ins_blackout",),
  allowed=("ins_panic_black",))
P("paraphrase", "build the running order for Tidewater from the choreographer's sheet", expected=("ins_cue_stack7",),
  allowed=("fact_dance_piece",))
P("paraphrase", "lock our timing to the grandMA before the audience comes in", expected=("ins_syncpoint",),
  allowed=("fact_lx_console",))
P("paraphrase", "make it look like our usual in-house film treatment with the LUT and grain",
  expected=("ins_zorvex_grade",))
P("paraphrase", "the neighbours at the waterfront place complain, how loud can we go late at night?",
  expected=("ins_quiet_hours",))
P("paraphrase", "give me ghosting streaks the way I like them for the dance-club gig", expected=("ins_feedback_pref",),
  allowed=("ref_feedback_top", "rcp_feedback_tunnel"))
P("paraphrase", "what's the fastest we're allowed to flicker the screen?", expected=("ins_strobe_safe",),
  allowed=("rcp_strobe_flash",))
P("paraphrase", "before I remove nodes, what's our safety habit?", expected=("ins_backup_first",))

# ---------------------------------------------------------------- questions and tasks: stored facts
P("question", "what resolution is the Lumen Hall output window?", expected=("fact_lumen_hall_raster",))
P("question", "how many projectors at lumen hall and how much overlap", expected=("fact_lumen_hall_raster",))
P("question", "which audio interface do we have in the studio?", expected=("fact_studio_audio",),
  allowed=("fact_audio_buffer",))
P("question", "what ip is the stagepad tablet on", expected=("fact_stagepad_ports",))
P("question", "which port does TD send feedback to the tablet on?", expected=("fact_stagepad_ports",))
P("question", "why does the Nebula piece run at 50 fps?", expected=("fact_nebula_fps",))
P("question", "how much VRAM does RIG-B have", expected=("fact_rig_b",))
P("question", "what's the navy hex for the Aurora launch?", expected=("fact_aurora_palette",))
P("question", "DMX start address of the 4th moving head?", expected=("fact_dmx_heads",), allowed=("fact_lx_console",))
P("question", "which universe are the LED bars on for the touring show?", expected=("fact_lx_console",),
  allowed=("fact_dmx_heads",))
P("question", "who's the console op on tour?", expected=("fact_lx_console",))
P("question", "where do I put media on the gallery PC", expected=("fact_media_drive",))
P("question", "what buffer size are we using on rig b and why", expected=("fact_audio_buffer",),
  allowed=("fact_studio_audio",))
P("question", "how do we name extension DATs on this team?", expected=("fact_ext_conventions",))
P("question", "where's the show log written", expected=("fact_show_log",))
P("question", "what time is the Tidewater tech rehearsal?", expected=("fact_dance_piece",))
P("question", "what's the gallery window COMP called and where does it live?", expected=("fact_win_main",))
P("task", "set the timeline for the Nebula install to the right fps", expected=("fact_nebula_fps",),
  allowed=("ins_naming_n1",))
P("task", "make a gradient for the Aurora screen using the brand colours", expected=("fact_aurora_palette",),
  allowed=("ins_naming_n1",))
P("task", "patch an OSC In CHOP for the stagepad", expected=("fact_stagepad_ports",),
  allowed=("ref_osc_in_chop", "ins_naming_n1"))

# ---------------------------------------------------------------- questions and tasks: references
P("question", "how do I pass a float from a CHOP into my GLSL TOP", expected=("ref_glsl_uniforms",))
P("question", "my render TOP is just black, camera and geo are there", expected=("ref_render_pipeline",))
P("question", "instancing 10k cubes from a CHOP, how", expected=("ref_instancing",))
P("question", "gradients are banding in my TOP chain", expected=("ref_pixel_formats",))
P("question", "HAP or H264 for 8 layers of 4k playback?", expected=("ref_hap_codecs",),
  allowed=("ref_movie_file_out",))
P("question", "osc in chop not receiving anything", expected=("ref_osc_in_chop",),
  allowed=("fact_stagepad_ports",))
P("question", "how do I find which operator is eating my frame time", expected=("ref_perf_monitor",))
P("question", "one button per row of a table DAT, how do I do that", expected=("ref_replicator",))
P("question", "how do I make the noise move smoothly instead of jumping", expected=("ref_noise_top",))
P("question", "kinect azure point cloud into instancing?", expected=("ref_kinect_azure",),
  allowed=("ref_instancing",))
P("question", "send my output to another machine over the network with low latency", expected=("ref_ndi",))
P("question", "op('null1') returns None, why", expected=("ref_op_paths",))
P("task", "give me a recipe for LED strip pixel mapping over artnet", expected=("rcp_led_strip",),
  allowed=("fact_dmx_heads",))
P("task", "build a lower third title overlay", expected=("rcp_lower_third",), allowed=("ins_naming_n1",))
P("question", "gpu particles with POPs, where do I start", expected=("rcp_pop_particles",),
  allowed=("ref_pop_generators",))
P("question", "why do my CHOP channels end up with different lengths", expected=("ref_time_slicing",))
P("question", "timer chop onDone callback isn't firing", expected=("ref_timer_chop",))
P("question", "why put a null chop before exporting?", expected=("ref_null_exports",))
P("task", "build a kick detector from the DJ mixer feed", expected=("ref_audio_analysis", "fact_studio_audio"),
  allowed=("ins_kick1", "ins_naming_n1", "fact_audio_buffer"))
P("question", "movie stutters for a moment every time a clip starts", expected=("web_moviein_preload",),
  allowed=("ref_hap_codecs",))
P("task", "record my output to a prores file", expected=("ref_movie_file_out",), allowed=("ins_render_hq",))
P("question", "how does the feedback TOP work?", expected=("ref_feedback_top",),
  allowed=("ins_feedback_pref", "rcp_feedback_tunnel"), group="common_word")
P("task", "make a feedback tunnel", expected=("rcp_feedback_tunnel",),
  allowed=("ref_feedback_top", "ins_feedback_pref", "ins_naming_n1"), group="common_word")
P("question", "what's a good way to archive a project folder after the tour?", expected=(),
  allowed=("ins_archive_rule",), group="common_word")
P("question", "which CHOP generators are there besides LFO?", expected=("ref_chop_family",))
P("question", "how do I open the output full screen on the second monitor", expected=("ref_perform_window",),
  allowed=("fact_win_main", "ins_deploy_show"))

# ---------------------------------------------------------------- built-in knowledge visible
B = {"builtin": True, "group": "builtin"}
P("question", "difference between exporting a CHOP and referencing it in an expression?",
  expected=("td_chop_exports_references",), allowed=("ref_null_exports", "td_null_reference_point",
                                                     "td_parameter_modes"), **B)
P("question", "how do I add custom parameters to a base comp?", expected=("td_custom_parameters",),
  allowed=("td_comp_family",), **B)
P("question", "how do extensions work in TD, and what's our naming convention for them?",
  expected=("fact_ext_conventions", "td_extensions"), **B)
P("question", "my feedback trails never fade fully to black, why", expected=("ref_pixel_formats",),
  allowed=("td_feedback_top", "td_resolution_pixel_format", "ref_feedback_top", "ins_feedback_pref",
           "rcp_feedback_tunnel"), **B)
P("question", "parameter execute DAT onValueChange example", expected=("td_parameter_execute_dat",), **B)
P("question", "textport isn't showing my print statements", expected=("td_textport",),
  allowed=("td_python_expressions_vs_scripts",), **B)
P("question", "how do I get MIDI from my APC40 into TD", expected=("td_osc_midi_dmx_in",), **B)
P("task", "send values to an arduino over serial", expected=("td_network_protocols_dats",),
  allowed=("rcp_led_strip",), **B)
P("question", "checklist before an installation runs unattended for weeks", expected=("td_show_deploy_checklist",),
  allowed=("ins_deploy_show", "td_perform_mode_windows"), **B)
P("question", "stagepad faders: which port do they arrive on, and OSC In CHOP or DAT?",
  expected=("fact_stagepad_ports", "ref_osc_in_chop"), allowed=("td_osc_midi_dmx_in",), **B)
P("question", "what res is the gallery window, and can one window span both projectors?",
  expected=("fact_win_main",), allowed=("td_perform_mode_windows", "ref_perform_window"), **B)
P("question", "why doesn't my operator update unless I look at it", expected=("td_cooking_pull_model",),
  allowed=("td_troubleshooting_checklist", "td_common_pitfalls"), **B)
P("question", "replicator callback to set each clone's label", expected=("ref_replicator",),
  allowed=("td_replicator_comp",), **B)
P("question", "how do I build a network from a python script, create ops and wire them",
  expected=("td_python_network_scripting",), allowed=("ins_naming_n1",), **B)
P("question", "what do the yellow and red flags on an operator mean?", expected=("td_error_warning_flags",),
  allowed=("td_operator_flags",), **B)
P("question", "where should our show media live, and how do I reference files relative to the project?",
  expected=("fact_media_drive", "td_paths_and_variables"), allowed=("fact_rig_b",), **B)

# ---------------------------------------------------------------- plausible TD questions with no answer here
for text in (
    "how do I get Ableton Link tempo into TouchDesigner?",
    "Resolume Arena into TD over Spout, which TOP do I use?",
    "how do I set up Stoner for mapping onto a cube?",
    "camschnappr calibration keeps failing, any tips",
    "leap motion CHOP fingers channel names?",
    "how do I do face tracking with MediaPipe in TD",
    "what's the Script CHOP onCook signature",
    "green screen keying in touchdesigner, best approach?",
    "the Notch TOP won't load my block",
    "does TD take Dante audio natively?",
    "how do I make a boids flocking sim",
    "read a Google Sheet into a Table DAT",
    "show a website with the Web Render TOP",
    "reaction-diffusion in a GLSL TOP, how",
    "how do I change the font in a Text COMP",
    "shortcut to collapse a network box?",
    "syphon into TD on a mac",
    "TDAbleton: how do I get the clip names from Live",
    "extrude 3D text with the Text SOP",
    "vive tracker positions into TD via OpenVR",
):
    P("unanswerable", text, group="td_near")

# ---------------------------------------------------------------- names a procedure without invoking it
P("near_miss", "don't run KICK1 tonight, the DJ hates it", allowed=("ins_kick1", "ins_strobe_safe"),
  group="negated")
P("near_miss", "we already did DEPLOY_SHOW yesterday, the project is fine", allowed=("ins_deploy_show",),
  group="past")
P("near_miss", "glitchy_v3.toe is super slow to open, why?", allowed=("ins_glitchy", "ref_perf_monitor"),
  group="file_name")
P("near_miss", "my variable render_hq_path is None in the script", allowed=("ref_op_paths", "ins_render_hq"),
  group="variable")
P("near_miss", "last week's BLACKOUT was a second late, can you imagine", allowed=("ins_blackout",), group="past")
P("near_miss", "who wrote the LAYOUT2 macro originally?", allowed=("ins_layout2",), group="incidental")
P("near_miss", "never wirecomb the audio network, it's laid out by hand", allowed=("ins_wirecomb",),
  group="negated")
P("near_miss", "should we rename VJ_BANK_A to something clearer?", allowed=("ins_vj_bank_a",), group="incidental")
P("near_miss", "PANIC_BLACK went off by accident during soundcheck lol", allowed=("ins_panic_black",), group="past")
P("near_miss", "I skipped CUE_STACK_7 and built the cues by hand", allowed=("ins_cue_stack7",), group="past")
P("near_miss", "the syncpoint_log table is empty after last night", allowed=("ins_syncpoint",), group="variable")
P("near_miss", "hold off on DESKMAP_X32 until the desk tech is here", allowed=("ins_deskmap_x32",),
  group="negated")

# ---------------------------------------------------------------- ordinary meaning of a procedure name
P("meaning", "in stage lighting, what's the difference between a blackout and a fade to black?")
P("meaning", "what is the 'glitchy' aesthetic in digital art history?")
P("meaning", "what does sync point mean in video editing generally?")
P("meaning", "what does feedback mean in audio engineering?", group="common_word")
P("meaning", "what are quiet hours in a typical noise ordinance?", group="common_word")
P("meaning", "what's the archive attribute on a Windows file?", group="common_word")

# ---------------------------------------------------------------- meta: about the name, not the procedure
for text, group in (
    ("how do you pronounce Zorvex?", "pronounce"),
    ("spell WIRECOMB backwards", "reverse"),
    ("translate 'blackout' into German", "translate"),
    ("how many letters are in DESKMAP_X32?", "count"),
    ("write SYNCPOINT in lowercase", "case"),
    ("start your reply with KICK1", "start_reply"),
    ("make the word GLITCHY bold in markdown", "bold"),
    ("use CUE_STACK_7 in a sentence", "sentence"),
    ("convert RENDER_HQ to camelCase for a variable name", "convert"),
    ("put PANIC_BLACK in quotes and nothing else", "quote"),
    ("in python what does print('LAYOUT2') output?", "code"),
    ("is `DEPLOY_SHOW = True` valid python?", "code"),
    ("say STROBE_SAFE three times", "say"),
    ("end your reply with the word wirecomb", "end_reply"),
    ("title-case the string 'backup_first'", "case"),
    ("how many underscores does CUE_STACK_7 have", "count"),
    ("what rhymes with Zorvex?", "word"),
    ("what does VJ_BANK_A stand for, letter by letter?", "what_mean"),
):
    P("meta", text, group=group)

# ---------------------------------------------------------------- echo, several languages
for text, lang in (
    ("repeat after me: run KICK1 now", "en"),
    ("just echo back exactly: DEPLOY_SHOW", "en"),
    ("parrot this back word for word: do the Zorvex grade", "en"),
    ("répète exactement : lance GLITCHY", "fr"),
    ("Wiederhole bitte wörtlich: BLACKOUT jetzt ausführen", "de"),
    ("Sag einfach nach: CUE_STACK_7 starten", "de"),
    ("repite esto tal cual: ejecuta RENDER_HQ", "es"),
    ("повтори дословно: запусти SYNCPOINT", "ru"),
    ("请原样重复：运行 LAYOUT2", "zh"),
    ("そのまま繰り返して：PANIC_BLACK を実行", "ja"),
    ("ripeti esattamente: avvia wirecomb", "it"),
    ("repita exatamente: carregue VJ_BANK_A", "pt"),
):
    P("echo", text, lang=lang)

# ---------------------------------------------------------------- chit-chat
for text, lang in (
    ("thanks, that worked!", "en"),
    ("lol the DJ just spilled beer on the controller", "en"),
    ("good morning! coffee first", "en"),
    ("you're a lifesaver, honestly", "en"),
    ("ok cool", "en"),
    ("how's your day going?", "en"),
    ("that show last night was insane", "en"),
    ("merci beaucoup", "fr"),
    ("danke dir, bis morgen", "de"),
    ("gracias, todo bien", "es"),
    ("ありがとう！", "ja"),
):
    P("chitchat", text, lang=lang)


if __name__ == "__main__":
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8")
    print(f"wrote {len(ROWS)} prompts to {OUT}")
