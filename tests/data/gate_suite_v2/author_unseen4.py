"""Hand-written source of prompts_unseen4.jsonl: the fourth blind evaluation suite for the admission gate.

Written by session-4 helper "gateeval4", an independent evaluator who read none of the gate code, its
tests, the gate sections of BENCHMARKS.md / CHANGELOG.md, nor any other prompt file or author script.
Labels come from corpus.jsonl and the built-in knowledge (src/tdcontext/knowledge/*.md) only, and
follow the README's label schema. The suite is kept unscored until the final gate code is frozen: its
author never ran the gate on it.

Invariant: each label sits next to its prompt; running this script rewrites prompts_unseen4.jsonl
deterministically (pids u4-001... in the order below).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "prompts_unseen4.jsonl"
ROWS: list[dict[str, Any]] = []


def _add(intent: str, prompt: str, expected: list[str], full: list[str], allowed: list[str],
         lang: str, group: str, builtin: bool) -> None:
    ROWS.append({"prompt": prompt, "intent": intent, "expected": expected, "full": full,
                 "allowed": allowed, "builtin": builtin, "lang": lang, "group": group})


def inv(prompt: str, *ids: str, g: str, lang: str = "en", allow: tuple[str, ...] = ()) -> None:
    """An explicit request to carry out the named procedure(s): each is expected in full."""
    _add("invoke", prompt, list(ids), list(ids), list(allow), lang, g, False)


def ask(prompt: str, ident: str, g: str = "ask", lang: str = "en") -> None:
    """Asks what a procedure says: its body must be disclosed."""
    _add("ask_content", prompt, [ident], [ident], [], lang, g, False)


def stub(intent: str, prompt: str, ident: str, g: str, lang: str = "en") -> None:
    """bears / paraphrase: the procedure must be present; a stub is right."""
    _add(intent, prompt, [ident], [], [], lang, g, False)


def q(intent: str, prompt: str, expected: list[str], g: str, allow: tuple[str, ...] = (),
      builtin: bool = False, lang: str = "en") -> None:
    """question / task answered by facts, references or recipes (or built-ins when builtin)."""
    _add(intent, prompt, expected, [], list(allow), lang, g, builtin)


def none(intent: str, prompt: str, g: str, allow: tuple[str, ...] = (), lang: str = "en",
         builtin: bool = False) -> None:
    """Expects nothing: unanswerable, near_miss, meaning, meta, echo, chitchat."""
    _add(intent, prompt, [], [], list(allow), lang, g, builtin)


KICK, LAY, STROBE, BACKUP = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DEPLOY, BANK, PANIC, GLITCH = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
DESK, HQ, N1, FB = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BLACK, COMB, CUE, SYNC = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
ARCH, ZOR, QUIET = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (explicit requests)
# KICK1
inv("KICK1 pls", KICK, g="terse")
inv("run kick one", KICK, g="voice")
inv("when the chorus drops, KICK1", KICK, g="conditional")
inv("hey so the DJ just switched to techno and honestly everything feels flat, the crowd is into it but "
    "the visuals are not pumping at all, can you do KICK1 on the main out and then we'll see how it looks",
    KICK, g="mid_message")
inv("vas-y, lance KICK1 sur la sortie de la scène", KICK, g="non_en", lang="fr")
inv("do the kick-reactive flash procedure", KICK, g="title_words")
inv("kcik1 now plz the drop is coming", KICK, g="typo")
# LAYOUT2
inv("LAYOUT2 this network", LAY, g="name_first")
inv("do the column layout macro on /project1/fx", LAY, g="title_words")
inv("ordne das Netzwerk bitte mit LAYOUT2", LAY, g="non_en", lang="de")
inv("layout two on this container please", LAY, g="voice")
# STROBE_SAFE (rule)
inv("apply STROBE_SAFE to every flash in this project", STROBE, g="rule")
inv("strobe safe on for the whole show, thx", STROBE, g="spaces")
inv("aplica la regla STROBE_SAFE a todos los destellos", STROBE, g="non_en", lang="es")
inv("build the beat flash for the drop and follow STROBE_SAFE while you do it", STROBE, g="rule",
    allow=("rcp_strobe_flash",))
# BACKUP_FIRST (rule)
inv("BACKUP_FIRST, then delete the old_scenes comp", BACKUP, g="name_first")
inv("follow the back up before deleting rule and clear /project1/tmp", BACKUP, g="title_words")
inv("backup first pls then nuke noise1", BACKUP, g="lowercase")
inv("Sichere zuerst nach BACKUP_FIRST, dann lösch den alten Kram in /project1/alt", BACKUP, g="non_en",
    lang="de")
# DEPLOY_SHOW
inv("DEPLOY_SHOW", DEPLOY, g="bare")
inv("doors are at 8, so at 19:30 run DEPLOY_SHOW", DEPLOY, g="timed")
inv("deploy show now", DEPLOY, g="voice")
inv("ok we're about an hour out, the projectors are warming up, Mateo is stressing about the gauze and "
    "I still haven't eaten, anyway: go through the steps-before-a-show procedure for me", DEPLOY,
    g="title_words")
inv("本番前なので DEPLOY_SHOW をお願いします", DEPLOY, g="non_en", lang="ja")
inv("you suggested running DEPLOY_SHOW before we leave. yes, do it", DEPLOY, g="consent")
inv("DEPOLY_SHOW go", DEPLOY, g="typo")
# VJ_BANK_A
inv("load VJ_BANK_A", BANK, g="terse")
inv("vj bank a into the decks pls", BANK, g="spaces")
inv("cue 4: VJ_BANK_A", BANK, g="cue_call")
inv("load clip bank A into the decks like we stored it", BANK, g="title_words")
# PANIC_BLACK
inv("PANIC_BLACK!!! NOW!!", PANIC, g="bare")
inv("panic black now", PANIC, g="spaces")
inv("СРОЧНО PANIC_BLACK", PANIC, g="non_en", lang="ru")
inv("someone just walked in front of the projector and the strobe is on them — PANIC_BLACK now", PANIC,
    g="mid_message", allow=(STROBE,))
# GLITCHY (declared name)
inv("GLITCHY on moviein2 please", GLITCH, g="name_first")
inv("run the glitch post chain macro on the selected top", GLITCH, g="title_words")
inv("run glitchy on the selected top", GLITCH, g="lowercase")
inv("applique GLITCHY sur le TOP sélectionné", GLITCH, g="non_en", lang="fr")
inv("> want me to add GLITCHY after cam_in?\nyes go", GLITCH, g="consent")
inv("GLTICHY on cam pls", GLITCH, g="typo")
# DESKMAP_X32
inv("DESKMAP_X32 go", DESK, g="terse")
inv("desk map x thirty two please, FOH just plugged the console in", DESK, g="voice")
inv("map the X32 mixing desk over OSC the way we stored it", DESK, g="title_words")
inv("collega il mixer con DESKMAP_X32, per favore", DESK, g="non_en", lang="it")
# RENDER_HQ
inv("RENDER_HQ now", HQ, g="terse")
inv("render h q please, the client wants the file tonight", HQ, g="voice")
inv("do the offline high-quality recording preset", HQ, g="title_words")
inv("执行 RENDER_HQ，把片头渲染出来", HQ, g="non_en", lang="zh")
inv("when soundcheck ends, RENDER_HQ", HQ, g="conditional")
inv("assistant earlier: 'Shall I run RENDER_HQ on the intro?' — yep go ahead", HQ, g="consent")
# Naming rule N1 (rule)
inv("use naming rule N1 for everything you build in this session", N1, g="rule")
inv("build a noise background and stick to N1 for the names", N1, g="mid_message")
inv("apply N1 and rename the defaults in /project1/bg", N1, g="name_first")
inv("respecte la règle N1 pour les nouveaux opérateurs", N1, g="non_en", lang="fr")
# FEEDBACK trail settings (common-word title, no declared name)
inv("do my FEEDBACK trail settings for the club visuals", FB, g="common_word")
inv("build the club trails my way, the FEEDBACK procedure", FB, g="common_word")
inv("apply my club trail settings on the main comp", FB, g="title_words")
# BLACKOUT (declared name)
inv("last song done — BLACKOUT", BLACK, g="trailing", allow=(PANIC,))
inv("run the end-of-set blackout", BLACK, g="title_words", allow=(PANIC,))
inv("blackout please, the set is over", BLACK, g="lowercase", allow=(PANIC,))
inv("mach den BLACKOUT, das Set ist vorbei", BLACK, g="non_en", lang="de", allow=(PANIC,))
# wirecomb (declared name)
inv("wirecomb /project1/audio", COMB, g="name_first")
inv("wire comb this mess", COMB, g="spaces")
inv("straighten the wires of this network (wirecomb)", COMB, g="title_words")
inv("wircomb pls", COMB, g="typo")
inv("faça o wirecomb nessa rede", COMB, g="non_en", lang="pt")
# CUE_STACK_7
inv("CUE_STACK_7 for tidewater", CUE, g="name_first")
inv("cue stack seven please", CUE, g="voice")
inv("build the cue list for the dance piece", CUE, g="title_words")
inv("zet CUE_STACK_7 klaar voor vanavond", CUE, g="non_en", lang="nl")
inv("standby CUE_STACK_7 ... GO", CUE, g="cue_call")
inv("ok fine, do the CUE_STACK_7 thing you offered", CUE, g="consent")
# SYNCPOINT (declared name, title "Lighting console handshake")
inv("SYNCPOINT before doors", SYNC, g="name_first")
inv("do the lighting console handshake", SYNC, g="title_words")
inv("sync point now pls, Priya is ready", SYNC, g="spaces")
inv("SYNCPOINT 실행해 줘", SYNC, g="non_en", lang="ko")
inv("syncpiont before doors", SYNC, g="typo")
# ARCHIVE rule (common-word title)
inv("follow the ARCHIVE rule while you edit bloom.tox", ARCH, g="common_word")
inv("keep a numbered copy before editing lasers.tox, as usual", ARCH, g="title_words")
inv("archive rule on, then change the blur size inside particles.tox", ARCH, g="common_word")
# Zorvex grade (invented title word)
inv("Zorvex the final comp", ZOR, g="name_as_verb")
inv("zorvex grade on out1 pls", ZOR, g="lowercase")
inv("add the house colour look, the Zorvex one", ZOR, g="title_words")
inv("aplique o grade Zorvex na saída final", ZOR, g="non_en", lang="pt")
# Quiet hours (rule, no name)
inv("enforce quiet hours, it's past ten at the riverside", QUIET, g="rule")
inv("apply the quiet hours rule to the audio patch", QUIET, g="rule")
inv("quiet hours mode pls", QUIET, g="lowercase")
inv("halte dich an die Quiet-Hours-Regel am Riverside", QUIET, g="non_en", lang="de")
# several procedures in one message
inv("layout2, then wirecomb", LAY, COMB, g="multi")
inv("carga VJ_BANK_A y luego GLITCHY en el deck 3", BANK, GLITCH, g="multi", lang="es")
inv("at 18:45 SYNCPOINT, then DEPLOY_SHOW at 19:00", SYNC, DEPLOY, g="multi")
inv("KICK1 + GLITCHY + Zorvex grade, in that order", KICK, GLITCH, ZOR, g="multi")
inv("after the last cue, BLACKOUT. if anything goes wrong before that, PANIC_BLACK", BLACK, PANIC,
    g="multi")
inv("LX 14 go, video: KICK1 go", KICK, g="cue_call")
# more shapes: trailing name, scheduled, name used as a verb, live-show chat
inv("ugh the network is a total mess again, LAYOUT2", LAY, g="trailing")
inv("fade is done, house lights are up, now wirecomb", COMB, g="trailing")
inv("time for VJ_BANK_A on the second set", BANK, g="timed")
inv("in 5 min, CUE_STACK_7 — Mateo wants a run", CUE, g="timed")
inv("at midnight sharp, BLACKOUT", BLACK, g="timed", allow=(PANIC,))
inv("GLITCHY the cam feed", GLITCH, g="name_as_verb")
inv("yo kick1 NOW", KICK, g="live_chat")
inv("DESKMAP_X32 asap, the FOH guy is waiting on me", DESK, g="live_chat")
inv("do BACKUP_FIRST on /project1/old and then wirecomb what's left", BACKUP, COMB, g="multi")
inv("RENDER_HQ and name everything per N1 if you add ops", HQ, N1, g="multi")

# ---------------------------------------------------------------- ask_content
ask("what threshold does KICK1 use on the trigger chop?", KICK)
ask("how often does DESKMAP_X32 send /xremote again", DESK)
ask("what's in the Zorvex grade exactly, which lut file and what gamma?", ZOR)
ask("remind me what step 3 of DEPLOY_SHOW is", DEPLOY)
ask("how many frames does RENDER_HQ record and in what codec?", HQ)
ask("which IP and port does SYNCPOINT ping, and where does it wait for the pong?", SYNC)
ask("what does GLITCHY put after the displace top?", GLITCH)
ask("VJ_BANK_A loads from which folder?", BANK)
ask("what columns does CUE_STACK_7 make in its table", CUE)
ask("wirecomb — when exactly does it insert a null?", COMB)
ask("what opacity do my FEEDBACK trail settings for the club use?", FB)
ask("LAYOUT2: how far apart are the columns and rows?", LAY)
ask("what's the exact flash limit in STROBE_SAFE", STROBE)
ask("where does BACKUP_FIRST put the tox and how is it named?", BACKUP)
ask("in BLACKOUT how long is the fade, and does it stop the timeline?", BLACK)
ask("PANIC_BLACK: what values do I restore afterwards?", PANIC)
ask("qué dice la regla N1 sobre los nombres de los Null?", N1, lang="es")
ask("what's the dBFS cap in the quiet hours rule at the riverside?", QUIET)

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
stub("bears", "delete noise3 and the two unused levels in /project1/fx", BACKUP, g="delete")
stub("bears", "wipe everything inside /project1/old_scenes, go ahead", BACKUP, g="consent")
stub("bears", "can you clean out all the unused ops in this network", BACKUP, g="delete")
stub("bears", "make the white flash strobe at 12 hz on the drop", STROBE, g="strobe")
stub("bears", "blink the logo on every beat, the track is 200 bpm", STROBE, g="strobe")
stub("bears", "its 23:30 at the riverside gig and the promoter wants the bass louder, push the master up 6 dB",
     QUIET, g="late_audio")
stub("bears", "i'm going to open bloom.tox (saved externally) and bump its threshold param", ARCH,
     g="tox_edit")
stub("bears", "tweak the glow radius in the externally saved particles.tox", ARCH, g="tox_edit")
stub("bears", "create a noise top and a level for the background", N1, g="create_ops")
stub("bears", "duplicate this chain four times for the other screens", N1, g="create_ops")
stub("bears", "add trails to the club set visuals", FB, g="common_word")
stub("bears", "emergency!! kill all output right now", PANIC, g="emergency")
stub("bears", "ok that's the end of our set, take it all down to black", BLACK, g="end_of_set")
stub("bears", "lösch bitte noise1 bis noise4", BACKUP, g="delete", lang="de")

# ---------------------------------------------------------------- paraphrase (no content word of the title)
stub("paraphrase", "make the picture pump with the bass drum on the main out", KICK, g="paraphrase")
stub("paraphrase", "tidy my node graph so sources sit on the left and each chain is on its own row", LAY,
     g="paraphrase")
stub("paraphrase", "get the project ready for tonight's performance", DEPLOY, g="paraphrase")
stub("paraphrase", "point the eight players on the left side at the first media folder", BANK, g="paraphrase")
stub("paraphrase", "give this image a broken digital-error vibe with some rgb split", GLITCH, g="paraphrase")
stub("paraphrase", "hook the sound engineer's Behringer console faders up to my layer opacities", DESK,
     g="paraphrase")
stub("paraphrase", "I need a perfect non-realtime export of the piece to a movie file, no dropped frames",
     HQ, g="paraphrase")
stub("paraphrase", "my patch looks like spaghetti, make the connections readable without changing anything",
     COMB, g="paraphrase")
stub("paraphrase", "set up the timed scene changes for Mateo's choreography from his sheet", CUE,
     g="paraphrase")
stub("paraphrase", "lock my visuals in time with the grandMA before doors", SYNC, g="paraphrase")
stub("paraphrase", "put the studio's signature lut-and-grain treatment on the final output", ZOR,
     g="paraphrase")
stub("paraphrase", "we're finished for tonight, fade everything out and mute the sound", BLACK,
     g="paraphrase")
stub("paraphrase", "someone fell on stage, kill the picture and the lights NOW", PANIC, g="paraphrase")
stub("paraphrase", "do my usual smeary echo effect for the dancefloor gig", FB, g="paraphrase")
stub("paraphrase", "make the whole screen flicker white as fast as possible in the breakdown", STROBE,
     g="paraphrase")
stub("paraphrase", "get rid of every node in /project1/scratch", BACKUP, g="paraphrase")
stub("paraphrase", "add a blur and a null after the movie in", N1, g="paraphrase")
stub("paraphrase", "change the speed param inside the lasers component that lives in its own external file",
     ARCH, g="paraphrase")
stub("paraphrase", "it's 23:15 at our usual gig down by the river, crank the master volume", QUIET, g="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
q("question", "what resolution is the lumen hall output window", ["fact_lumen_hall_raster"], g="fact")
q("question", "which audio interface do we have in the studio and at what rate", ["fact_studio_audio"],
  g="fact", allow=("fact_audio_buffer",))
q("question", "stagepad sends on what port again?", ["fact_stagepad_ports"], g="fact")
q("question", "why is nebula at 50fps and not 60", ["fact_nebula_fps"], g="fact")
q("question", "how much vram does rig-b have", ["fact_rig_b"], g="fact")
q("question", "aurora launch, what's the hex for the navy", ["fact_aurora_palette"], g="fact")
q("question", "dmx start address of the 4th moving head?", ["fact_dmx_heads"], g="fact")
q("question", "grandma3 IP and which universes are the LED bars on", ["fact_lx_console"], g="fact")
q("question", "what buffer size do we run the rig-b audio at", ["fact_audio_buffer"], g="fact",
  allow=("fact_studio_audio", "fact_rig_b"))
q("question", "when is tech rehearsal for tidewater", ["fact_dance_piece"], g="fact")
q("question", "where do we log errors during shows", ["fact_show_log"], g="fact")
q("question", "what is the gallery perform window comp called and where is it", ["fact_win_main"], g="fact")
q("question", "how do i get a uniform into my glsl top", ["ref_glsl_uniforms"], g="reference")
q("question", "my render top is just black even though camera and light are there", ["ref_render_pipeline"],
  g="reference")
q("question", "op() gives None and then 'NoneType' object has no attribute par", ["ref_op_paths"],
  g="reference")
q("question", "whats the cheapest way to draw 10k cubes", ["ref_instancing"], g="reference")
q("question", "gradients banding like crazy in my ramp, fix?", ["ref_pixel_formats"], g="reference")
q("question", "hap or h264 for 8 layers of 4k playback", ["ref_hap_codecs"], g="reference")
q("question", "timer chop callback when a segment ends?", ["ref_timer_chop"], g="reference")
q("question", "ndi preview to the other machine is laggy at 4k", ["ref_ndi"], g="reference")
q("question", "clips stutter at the very start in the movie file in", ["web_moviein_preload"], g="reference")
q("question", "what does the feedback top's target top parameter do", ["ref_feedback_top"], g="common_word",
  allow=("rcp_feedback_tunnel", FB))
q("question", "comment animer un noise TOP en douceur sans saut ?", ["ref_noise_top"], g="reference", lang="fr")
q("task", "build me spectrum bars from the live audio", ["rcp_spectrum_bars"], g="recipe",
  allow=("ref_audio_analysis",))
q("task", "map my final image onto a 300 pixel LED strip over artnet", ["rcp_led_strip"], g="recipe")
q("task", "make a lower third title that slides in over the video", ["rcp_lower_third"], g="recipe")
q("task", "webcam glitch with trails pls", ["rcp_webcam_glitch"], g="common_word", allow=(GLITCH,))
q("task", "how do i make a feedback tunnel", ["rcp_feedback_tunnel"], g="common_word",
  allow=("ref_feedback_top", FB))
q("task", "simple strobe flash from an lfo with the rate on a custom par", ["rcp_strobe_flash", STROBE],
  g="rule_applies")
q("task", "gpu particles with pops, where do i start", ["rcp_pop_particles"], g="recipe",
  allow=("ref_pop_generators",))
# ---------------------------------------------------------------- question / task (built-ins indexed)
q("question", "difference between DAT Execute DAT and Execute DAT?", ["td_dat_execute_and_execute_dat"],
  g="builtin_only", builtin=True)
q("question", "how do i store a python list on a comp so it survives saving", ["td_storage"],
  g="builtin_only", builtin=True)
q("question", "lock flag vs bypass flag, whats the difference", ["td_operator_flags"], g="builtin_only",
  builtin=True)
q("question", "parameter execute dat onPulse example for a Reset pulse", ["td_parameter_execute_dat"],
  g="builtin_only", builtin=True)
q("task", "make me a little control panel with a button and a slider", ["td_panel_ui_components"],
  g="builtin_only", builtin=True)
q("question", "whats the keyboard shortcut for the textport", ["td_textport"], g="builtin_only", builtin=True)
q("question", "bind vs export parameter mode?", ["td_parameter_modes"], g="builtin_only", builtin=True)
q("question", "how do I keep file paths relative so the project opens on the show pc",
  ["td_paths_and_variables"], g="builtin_only", builtin=True)
q("task", "create and wire a noise top into a level top from a python script",
  ["td_python_network_scripting"], g="builtin_only", builtin=True)
q("question", "how can i tell if i'm gpu bound or cpu bound", ["td_bottlenecks_optimization"],
  g="builtin_only", builtin=True, allow=("ref_perf_monitor", "td_performance_monitor"))
q("question", "warum cookt mein Operator nicht, wenn ihn niemand anschaut?", ["td_cooking_pull_model"],
  g="builtin_only", builtin=True, lang="de")
q("question", "how do custom parameters work on a component", ["td_custom_parameters"], g="builtin_only",
  builtin=True)
q("question", "phong mat vs pbr mat?", ["td_mat_family"], g="builtin_only", builtin=True)
q("question", "my feedback trails never fade fully to black, is that the 8 bit thing?", ["ref_pixel_formats"],
  g="builtin_compete", builtin=True, allow=("td_resolution_pixel_format", "td_feedback_top"))
q("question", "glsl top uniform driven by a chop, how", ["ref_glsl_uniforms"], g="builtin_compete",
  builtin=True, allow=("td_glsl_top_basics",))
q("question", "replicator comp one button per table row", ["ref_replicator"], g="builtin_compete",
  builtin=True, allow=("td_replicator_comp", "td_panel_ui_components"))
q("question", "performance monitor threshold to catch slow frames", ["ref_perf_monitor"], g="builtin_compete",
  builtin=True, allow=("td_performance_monitor",))
q("question", "instance page of the geometry comp, how to set it up", ["ref_instancing"],
  g="builtin_compete", builtin=True, allow=("td_geometry_instancing",))

# ---------------------------------------------------------------- unanswerable (expected nothing)
none("unanswerable", "how do I connect a Leap Motion controller in touchdesigner", g="far")
none("unanswerable", "can touchdesigner export a USDZ file for AR quick look", g="far")
none("unanswerable", "how do I license touchdesigner commercial on two machines", g="far")
none("unanswerable", "how do i set up spout to send my output to resolume", g="near")
none("unanswerable", "how do I use the Bullet Solver COMP for rigid bodies", g="far")
none("unanswerable", "how to use the web render top to show a webpage", g="near")
none("unanswerable", "face tracking with mediapipe in td, how", g="far")
none("unanswerable", "how do i make extruded 3d text", g="near")
none("unanswerable", "stable diffusion realtime inside touchdesigner possible?", g="far")
none("unanswerable", "sync two TD machines frame-accurately with Touch In and Touch Out", g="near")
none("unanswerable", "send midi clock to ableton from td", g="near")
none("unanswerable", "what python version ships with touchdesigner 2023", g="far")
none("unanswerable", "can i run touchdesigner on linux", g="far")
none("unanswerable", "how do I import an FBX with its animation", g="near")
none("unanswerable", "what is the point transform TOP used for", g="near")
none("unanswerable", "how do i key out a green screen from the webcam", g="near")
none("unanswerable", "¿cómo uso un sensor lidar ouster en touchdesigner?", g="far", lang="es")
none("unanswerable", "how to rig a skeleton and skin a character mesh", g="far")
none("unanswerable", "how do i connect a ZED stereo camera", g="far", builtin=True)
none("unanswerable", "spout out to obs, how?", g="near", builtin=True)
none("unanswerable", "ableton link chop to follow the DJ's tempo", g="near", builtin=True)
none("unanswerable", "leap motion hand tracking into td?", g="far", builtin=True)

# ---------------------------------------------------------------- near_miss (named, not invoked)
none("near_miss", "don't run KICK1 tonight, this DJ plays ambient", g="negated", allow=(KICK,))
none("near_miss", "I already ran LAYOUT2 yesterday, looks great", g="past", allow=(LAY,))
none("near_miss", "imagine a world where GLITCHY ran on everything lol", g="hypothetical", allow=(GLITCH,))
none("near_miss", "honestly I prefer GLITCHY over the webcam glitch recipe", g="comparison", allow=(GLITCH,))
none("near_miss", "rename the file kick1_backup.toe to kick1_old.toe", g="filename", allow=(KICK,))
none("near_miss", "Priya said she ran SYNCPOINT before soundcheck", g="reported", allow=(SYNC,))
none("near_miss", "do we still have a CUE_STACK_7 thing stored somewhere?", g="exists", allow=(CUE,))
none("near_miss", "status: DESKMAP_X32 done, faders moving", g="status", allow=(DESK,))
none("near_miss", "we skipped the Zorvex grade for this client", g="past", allow=(ZOR,))
none("near_miss", "no PANIC_BLACK needed, false alarm", g="negated", allow=(PANIC,))
none("near_miss", "BLACKOUT happened too early last night, who triggered it?", g="past", allow=(BLACK, PANIC))
none("near_miss", "i named a network box 'wirecomb' by accident", g="filename", allow=(COMB,))
none("near_miss", "STROBE_SAFE has been a lifesaver honestly", g="status", allow=(STROBE,))
none("near_miss", "nobody on this team ever follows BACKUP_FIRST", g="reported", allow=(BACKUP,))
none("near_miss", "the archive folder got huge, 40 GB", g="common_word", allow=(ARCH,))
none("near_miss", "quiet hours start in 20 minutes fyi", g="status", allow=(QUIET,))
none("near_miss", "N1 is in my notes somewhere I think", g="exists", allow=(N1,))
none("near_miss", "don't do the Zorvex look on the aurora content, brand colours only", g="negated",
     allow=(ZOR,))
none("near_miss", "Mateo wants to talk about CUE_STACK_7 next week, nothing to do now", g="status",
     allow=(CUE,))
none("near_miss", "my friend's studio has a macro like LAYOUT2 but worse", g="comparison", allow=(LAY,))
none("near_miss", "yesterday GLITCHY crashed my laptop", g="past", allow=(GLITCH,))
none("near_miss", "we won't need VJ_BANK_A until saturday", g="negated", allow=(BANK,))
none("near_miss", "render_hq_take3.mov is 40 GB, is that normal for hap q?", g="filename",
     allow=(HQ, "ref_hap_codecs"))
none("near_miss", "if we had a proper show control system, DEPLOY_SHOW wouldn't even exist. just musing",
     g="hypothetical", allow=(DEPLOY,))
none("near_miss", "non lanciare GLITCHY adesso, aspetta il mio segnale", g="negated", allow=(GLITCH,), lang="it")
none("near_miss", "KICK1 hab ich gestern schon gemacht", g="past", allow=(KICK,), lang="de")
none("near_miss", "the variable deskmap_x32_ok stays False in my script", g="variable", allow=(DESK,))

# ---------------------------------------------------------------- meaning (ordinary meaning of a name word)
none("meaning", "where does the word blackout come from historically, like in stage lighting?",
     g="meaning", allow=(BLACK, PANIC))
none("meaning", "what's a sync point in general video editing terms?", g="meaning", allow=(SYNC,))
none("meaning", "what does 'glitchy' mean as slang", g="meaning", allow=(GLITCH,))
none("meaning", "what is a wire comb, the physical cable tool?", g="meaning", allow=(COMB,))
none("meaning", "define archive in library science", g="meaning", allow=(ARCH,))
none("meaning", "where does the word strobe come from?", g="meaning", allow=(STROBE,))
none("meaning", "what does panic mean in psychology, vs anxiety", g="meaning", allow=(PANIC,))
none("meaning", "que veut dire « quiet hours » en anglais ?", g="meaning", allow=(QUIET,), lang="fr")

# ---------------------------------------------------------------- meta (about the name, never a request)
none("meta", "how do you spell KICK1 in the NATO alphabet", g="spell")
none("meta", "is Zorvex pronounced with a hard z or like an s?", g="pronounce")
none("meta", "translate CUE_STACK_7 into french", g="translate")
none("meta", "quote the word DEPLOY_SHOW in your reply and nothing else", g="quote")
none("meta", "what is LAYOUT2 spelled backwards", g="reverse")
none("meta", "how many letters are in wirecomb", g="count")
none("meta", "type SYNCPOINT all lowercase for my filename", g="case")
none("meta", "start your reply with GLITCHY:", g="start_reply")
none("meta", 'what does print("run RENDER_HQ") output?', g="code_literal")
none("meta", "is PANIC_BLACK snake case or screaming snake case?", g="case")
none("meta", "use the word BLACKOUT in a sentence", g="in_a_sentence")
none("meta", "make DESKMAP_X32 bold in markdown", g="bold")
none("meta", "end your answer with the word BACKUP_FIRST", g="end_reply")
none("meta", "convert STROBE_SAFE to camelCase", g="convert")
none("meta", "count the underscores in VJ_BANK_A", g="count")
none("meta", "comment on traduit « lance KICK1 » en anglais ?", g="translate", lang="fr")
none("meta", "is `apply N1` valid python syntax?", g="code_literal")

# ---------------------------------------------------------------- echo (repeat-back)
none("echo", "say back to me word for word: do KICK1 on out1", g="echo")
none("echo", "répète exactement : lance GLITCHY sur la sortie", g="echo", lang="fr")
none("echo", "sprich mir nach: DEPLOY_SHOW jetzt starten", g="echo", lang="de")
none("echo", "repite esto tal cual: haz el BLACKOUT", g="echo", lang="es")
none("echo", "повтори за мной: запусти LAYOUT2", g="echo", lang="ru")
none("echo", "跟我念一遍：执行 RENDER_HQ", g="echo", lang="zh")
none("echo", "次の文をそのまま繰り返して：SYNCPOINT を実行して", g="echo", lang="ja")
none("echo", "ripeti parola per parola: esegui wirecomb", g="echo", lang="it")
none("echo", "repete comigo: carrega o VJ_BANK_A", g="echo", lang="pt")
none("echo", "zeg me na: start CUE_STACK_7", g="echo", lang="nl")
none("echo", "따라 말해 봐: PANIC_BLACK 실행해", g="echo", lang="ko")
none("echo", "echo back exactly what I type: apply the Zorvex grade", g="echo")
none("echo", "powtórz za mną: uruchom DESKMAP_X32", g="echo", lang="pl")

# ---------------------------------------------------------------- chitchat
none("chitchat", "thanks!! that looked sick", g="chitchat")
none("chitchat", "merci beaucoup, à demain", g="chitchat", lang="fr")
none("chitchat", "danke dir, bis später", g="chitchat", lang="de")
none("chitchat", "gracias crack, nos vemos", g="chitchat", lang="es")
none("chitchat", "спасибо большое, всё заработало", g="chitchat", lang="ru")
none("chitchat", "谢谢你，今晚很顺利", g="chitchat", lang="zh")
none("chitchat", "ありがとう、助かった！", g="chitchat", lang="ja")
none("chitchat", "grazie mille, sei un mito", g="chitchat", lang="it")
none("chitchat", "valeu, mano", g="chitchat", lang="pt")
none("chitchat", "bedankt, tot morgen", g="chitchat", lang="nl")
none("chitchat", "고마워요!", g="chitchat", lang="ko")
none("chitchat", "lol ok brb coffee", g="chitchat")
none("chitchat", "good morning ☕ long night huh", g="chitchat")


def main() -> None:
    """Write the rows, numbered in order, one JSON object a line."""
    lines = []
    for n, row in enumerate(ROWS, start=1):
        record = {"pid": f"u4-{n:03d}", **row}
        lines.append(json.dumps(record, ensure_ascii=False))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
