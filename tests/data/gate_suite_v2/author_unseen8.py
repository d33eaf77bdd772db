"""Hand-written source of prompts_unseen8.jsonl: the eighth blind gate suite (helper "gateeval8").

Written blind: labelled only from corpus.jsonl and the built-in knowledge, never run through the gate
by its author. Six personas type the prompts (club VJ on a phone, theatre designer in tech, museum
installation developer, student, touring tech in other languages, voice dictation); the persona is kept
in this script only (PERSONAS, printed by main) because the label schema has no field for it.
Invariant: running this script rewrites prompts_unseen8.jsonl byte for byte (pids u8-001...).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("prompts_unseen8.jsonl")

K, L, S, B = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
D, V, P, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, F = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C, SY = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
A, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

ROWS: list[dict[str, Any]] = []
PERSONAS: list[str] = []  # parallel to ROWS, never written to the jsonl
_persona = ["vj"]


def who(persona: str) -> None:
    """Set the persona typing the prompts that follow (vj, theatre, museum, student, touring, voice)."""
    _persona[0] = persona


def add(intent: str, prompt: str, expected: tuple[str, ...] = (), allowed: tuple[str, ...] = (),
        lang: str = "en", group: str = "", builtin: bool = False) -> None:
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})
    PERSONAS.append(_persona[0])


def inv(prompt: str, *ids: str, lang: str = "en", group: str = "", allowed: tuple[str, ...] = ()) -> None:
    add("invoke", prompt, ids, allowed, lang, group)


# ---------------------------------------------------------------- invoke
who("vj")
inv("kick1 pls 🔊", K, group="terse", allowed=(S,))
inv("yo run KICK1 on out1 before the drop", K, group="imperative", allowed=(S,))
inv("glitchy on the selected top rn 🔥", G, group="emoji")
inv("load vj bank a", V, group="lowercase")
inv("vj_bnak_a load it quick, decks r empty", V, group="typo")
inv("do my FEEDBACK trail settings for the club set pls", F, group="title_words")
inv("zorvex look on the final comp, go", Z, group="terse")
inv("GLITCHY + KICK1 both now 🙏", G, K, group="multi", allowed=(S,))
inv("wirecomb this mess pls 😵", W, group="name_as_verb")
inv("lay out 2 this network pls its chaos", L, group="spaces")
inv("panic black NOW", P, group="spaces")
inv("PANIC_BLACK!!! 😱", P, group="bare")
inv("/kick1 out1", K, group="slash_command", allowed=(S,))
inv("/glitchy selected", G, group="slash_command")
inv("set's done → blackout procedure pls", BO, group="title_words", allowed=(P,))
inv("ok do BLACKOUT, last track ended 👋", BO, group="imperative", allowed=(P,))
inv("kik1 again on the new out", K, group="typo", allowed=(S,))
inv("zorvx grade on it", Z, group="typo")
inv("load bank A decks (VJ_BANK_A) then glitchy on deck_a1", V, G, group="multi")
inv("if the floor wakes up run KICK1", K, group="conditional", allowed=(S,))
inv("in 5 min do vj bank a, prepping the mixer now", V, group="timed")
inv("yeah go for it, glitchy", G, group="consent")
inv("no not layout2 — wirecomb. my bad", W, group="correction", allowed=(L,))
inv("apply strobe safe to the flash on the drop 🙏", S, group="rule", allowed=("rcp_strobe_flash",))
inv("honestly the floor is dead so lets wake them up — KICK1, then FEEDBACK trails", K, F, group="multi",
    allowed=(S,))
inv("trails rn my FEEDBACK way, reset on scene change ok", F, group="lowercase")
inv("zorvex grade + glitchy, stack em", Z, G, group="multi")

who("theatre")
inv("Could you please run CUE_STACK_7 so we can start building the cues for Tidewater before the dinner break?",
    C, group="polite", allowed=("fact_dance_piece",))
inv("Standby SYNCPOINT... SYNCPOINT go.", SY, group="cue_call")
inv("LX and video, standby for the console handshake — go on the handshake please.", SY, group="title_words")
inv("When you have a moment, would you kindly carry out the BLACKOUT procedure for the end of act two? Thank you.",
    BO, group="polite", allowed=(P,))
inv("Stage management here: please execute DEPLOY_SHOW, house opens in forty minutes.", D, group="imperative")
inv("Cue 14 is the end of the set, so please go BLACKOUT now.", BO, group="cue_call", allowed=(P,))
inv("Before we move on to notes, I'd be grateful if you could enforce STROBE_SAFE on the lightning effect in "
    "the storm scene.", S, group="rule")
inv("Please apply the quiet hours rule; it's after ten and we're still teching at the riverside venue.", Q,
    group="title_words")
inv("Would you please do CUE_STACK_7 and then SYNCPOINT so the dance piece is locked to the desk?", C, SY,
    group="multi", allowed=("fact_dance_piece",))
inv("Apologies for the back and forth: go ahead with the handshake to the lighting console, then DEPLOY_SHOW.",
    SY, D, group="multi")
inv("Thank you. Next item on my list: RENDER_HQ of the prologue, we need it for the archive reel.", R,
    group="mid_message", allowed=(A,))
inv("GO on cue_stack_7 please", C, group="lowercase")
inv("Running order check:\n1. DEPLOY_SHOW\n2. SYNCPOINT\n3. house open\nPlease do 1 and 2.", D, SY,
    group="checklist")
inv("Dear assistant, the director would like the Zorvex look applied to the final composite for the dress run.",
    Z, group="polite")
inv("On your go: PANIC_BLACK. A performer is in the aisle.", P, group="cue_call")
inv("If the console doesn't answer we'll deal with it, but please attempt SYNCPOINT now.", SY, group="conditional")
inv("We're ready for doors now, so: DEPLOY_SHOW.", D, group="trailing")
inv("Yes please, go ahead with RENDER_HQ as you suggested, the producer wants the file tonight.", R,
    group="consent")
inv("Sorry, I meant the lighting console handshake, not the cue list. The handshake, please.", SY,
    group="correction", allowed=(C,))

who("museum")
inv("Run DEPLOY_SHOW on /project1 (gallery build, win_main on monitor 2).", D, group="imperative",
    allowed=("fact_win_main",))
inv("Execute LAYOUT2 inside /project1/scene_b. Columns only, no rewiring.", L, group="imperative")
inv("`wirecomb` on /project1/sensors please, then list the Nulls added.", W, group="polite")
inv("Apply naming rule N1 to everything you create in /project1/kinect_in from now on.", N, group="rule")
inv("RENDER_HQ for rec1 -> D:/shows/current/renders; confirm the path when done.", R, group="name_first",
    allowed=("fact_rig_b",))
inv("Invoke BACKUP_FIRST before you delete /project1/old_tracking.", B, group="rule")
inv("Archive rule applies here: I'm about to edit /project1/bloom (external tox). Do the numbered copy first.", A,
    group="title_words")
inv("Please follow the ARCHIVE procedure for lib/ui_kit.tox before the parameter tweak.", A, group="polite")
inv("Run the Zorvex grade after comp_final; leave the bypass toggle off.", Z, group="title_words")
inv("DESKMAP_X32 -> faders 1-8 to the layer opacities in /project1/mixer.", X, group="name_first")
inv("deploy: DEPLOY_SHOW (the step-7 fps report is required for the client log)", D, group="name_first")
inv("Execute the N1 renaming pass on noise1, level3 and null7 in /project1/bg.", N, group="rule")
inv("op('/project1/post').par... no wait. Just run GLITCHY on /project1/post/comp_final.", G, group="correction")
inv("Sequence: BACKUP_FIRST, then LAYOUT2, then wirecomb on /project1/tracking.", B, L, W, group="multi")
inv("```\n# todo before handover\n- [ ] RENDER_HQ\n- [ ] DEPLOY_SHOW\n```\ndo these two", R, D, group="markdown")
inv("Traceback (most recent call last):\n  File \"/project1/ctrl/cb\", line 4\nAttributeError: 'NoneType' object "
    "has no attribute 'par'\nignore that for now, run DESKMAP_X32 first", X, group="log_paste",
    allowed=("ref_op_paths",))
inv("Call SYNCPOINT against the console and report the median offset.", SY, group="imperative",
    allowed=("fact_lx_console",))
inv("Apply the FEEDBACK trail settings inside /project1/club.", F, group="title_words")
inv("enforce BACKUP_FIRST for the whole clean-up session", B, group="rule")
inv("Apply the ARCHIVE rule to every external .tox we touch today.", A, group="rule")

who("student")
inv("um can you do the KICK1 thing on my output? i think its called a macro?", K, group="polite", allowed=(S,))
inv("my teacher said to run wirecomb on my messy network, can u do that", W, group="mid_message")
inv("can you use LAYOUT2 to make my nodes less messy pls", L, group="polite")
inv("is it ok if you do the render hq thing for my final project? the high quality recording one", R,
    group="spaces")
inv("please do the glitchy macro thingy on my movie file node", G, group="lowercase")
inv("i want the zorvex colour look on my scene, can you add it?", Z, group="title_words")
inv("can you follow the naming rule (N1?) when you make the nodes for me", N, group="rule")
inv("hmm ok i guess use my FEEDBACK club trail settings? that one", F, group="title_words")
inv("could you load VJ_BANK_A into the deck nodes (the movie file things)", V, group="polite")
inv("so i need to delete some ops, do the back up first rule thing before, ok?", B, group="title_words")
inv("can u run the x32 desk mapping? DESKMAP_X32 i think it's called", X, group="polite")
inv("i think im supposed to use CUE_STACK_7 for the dance assignment, can you run it", C, group="mid_message")
inv("the strobe rule (STROBE_SAFE) - please apply it to my lfo flash thing", S, group="rule")
inv("can you do the quiet hours thing for the riverside gig, it goes past 10pm", Q, group="title_words")
inv("is PANIC_BLACK the emergency one? if so please do it, my screen is showing something bad", P,
    group="conditional")

who("voice")
inv("run kick one on the main output", K, group="voice", allowed=(S,))
inv("okay computer do layout two on this network", L, group="voice")
inv("execute cue stack seven", C, group="voice")
inv("desk map x thirty two please", X, group="voice")
inv("render h q now", R, group="voice")
inv("v j bank a load it", V, group="voice")
inv("apply naming rule n one", N, group="voice")
inv("do the strobe safe rule on the flash", S, group="voice")
inv("glitchee on the selected top", G, group="voice")
inv("sink point before the show please", SY, group="voice")
inv("zor vex grade on the final comp", Z, group="voice")
inv("back up first then delete noise three", B, group="voice")
inv("okay deploy show go now", D, group="voice")
inv("wire comb the network please", W, group="voice")
inv("panic black panic black", P, group="voice")
inv("black out procedure end of set", BO, group="voice", allowed=(P,))
inv("quiet hours rule please its after ten at the riverside", Q, group="voice")
inv("archive rule then edit the bloom tox", A, group="voice")
inv("kick one and then feedback trails my club settings", K, F, group="voice", allowed=(S,))

who("touring")
inv("KICK1を実行してください", K, lang="ja", group="non_en", allowed=(S,))
inv("VJ_BANK_Aをデッキにロードして", V, lang="ja", group="non_en")
inv("请运行 DEPLOY_SHOW，半小时后开演", D, lang="zh", group="non_en")
inv("执行 wirecomb，把连线理顺", W, lang="zh", group="non_en")
inv("GLITCHY 매크로 실행해 주세요", G, lang="ko", group="non_en")
inv("RENDER_HQ 돌려줘", R, lang="ko", group="non_en")
inv("Запусти SYNCPOINT перед шоу", SY, lang="ru", group="non_en")
inv("Примени правило STROBE_SAFE к стробу", S, lang="ru", group="non_en")
inv("شغّل BLACKOUT من فضلك، انتهى العرض", BO, lang="ar", group="non_en", allowed=(P,))
inv("कृपया DESKMAP_X32 चलाइए", X, lang="hi", group="non_en")
inv("Bitte LAYOUT2 auf dieses Netzwerk anwenden.", L, lang="de", group="non_en")
inv("Mach CUE_STACK_7 und danach SYNCPOINT.", C, SY, lang="de", group="multi")
inv("Lance GLITCHY sur le TOP sélectionné, s'il te plaît.", G, lang="fr", group="non_en")
inv("Applique la règle N1 pour les nouveaux opérateurs.", N, lang="fr", group="rule")
inv("Ejecuta PANIC_BLACK ya", P, lang="es", group="non_en")
inv("Aplica el look Zorvex al composite final", Z, lang="es", group="title_words")
inv("Esegui BACKUP_FIRST prima di cancellare quei nodi", B, lang="it", group="non_en")
inv("Carica VJ_BANK_A per favore", V, lang="it", group="non_en")
inv("Roda o KICK1 na saída principal", K, lang="pt", group="non_en", allowed=(S,))
inv("Aplica a regra quiet hours, já passou das 22h no palco do rio", Q, lang="pt", group="rule")
inv("Voer RENDER_HQ uit voor rec1", R, lang="nl", group="non_en")
inv("Uruchom DEPLOY_SHOW, proszę", D, lang="pl", group="non_en")
inv("ARCHIVE kuralını uygula, bloom.tox'u düzenleyeceğim", A, lang="tr", group="rule")
inv("Kör wirecomb på nätverket", W, lang="sv", group="non_en")
inv("Tolong jalankan LAYOUT2", L, lang="id", group="non_en")
inv("Chạy DESKMAP_X32 giúp mình", X, lang="vi", group="non_en")
inv("FEEDBACKのトレイル設定（クラブ用）でお願いします", F, lang="ja", group="title_words")
inv("Quiet-Hours-Regel anwenden, wir sind am Flussufer und es ist 23 Uhr", Q, lang="de", group="rule")
inv("Fais le BLACKOUT de fin de set", BO, lang="fr", group="non_en", allowed=(P,))
inv("Regla ARCHIVE: aplícala antes de editar el tox externo", A, lang="es", group="rule")
inv("CUE_STACK_7 실행하고 Zorvex 그레이드도 적용해줘", C, Z, lang="ko", group="multi")
inv("Примени Zorvex grade к финальному композиту", Z, lang="ru", group="title_words")

# ---------------------------------------------------------------- ask_content
who("theatre")
add("ask_content", "Which port does SYNCPOINT wait for the pong on?", (SY,))
add("ask_content", "How long is the fade in the BLACKOUT procedure, and does it close the perform window?", (BO,))
add("ask_content", "What are the columns of the cue table that CUE_STACK_7 builds?", (C,))
add("ask_content", "Quiet hours rule: what is the maximum output level after 22:00?", (Q,))
who("vj")
add("ask_content", "whats the attack on the trigger in kick1", (K,), group="lowercase")
add("ask_content", "how many flashes a sec does STROBE_SAFE let me do again", (S,))
add("ask_content", "VJ_BANK_A touch the B decks or nah?", (V,))
add("ask_content", "what opacity does my FEEDBACK trail setup use on the level", (F,), group="title_words")
who("museum")
add("ask_content", "Where exactly does BACKUP_FIRST write the backup .tox, and how is it named?", (B,))
add("ask_content", "DEPLOY_SHOW: which monitor does the perform window go on in step 3?", (D,))
add("ask_content", "What is the Displace TOP weight in GLITCHY?", (G,))
add("ask_content", "How often does DESKMAP_X32 send /xremote?", (X,))
add("ask_content", "Which codec and resolution does RENDER_HQ record with?", (R,))
who("student")
add("ask_content", "under N1 what are nulls supposed to end with?", (N,))
add("ask_content", "does wirecomb ever delete stuff? i'm scared to run it", (W,))
add("ask_content", "how far apart does LAYOUT2 put the columns? and the rows?", (L,))
add("ask_content", "the ARCHIVE rule - where do the numbered copies go?", (A,), group="title_words")
add("ask_content", "what does PANIC_BLACK set, and how do i undo it after?", (P,))
who("touring")
add("ask_content", "SYNCPOINTは何回測定して、どの値を使うの？", (SY,), lang="ja")
add("ask_content", "Welchen Schwellwert hat der Trigger in KICK1?", (K,), lang="de")
add("ask_content", "Zorvex grade: ¿cuánto baja la saturación de los verdes?", (Z,), lang="es", group="title_words")
who("voice")
add("ask_content", "what does render h q do with the realtime flag", (R,), group="voice")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
who("vj")
add("bears", "delete noise3 and level7 theyre unused", (B,), group="delete")
add("bears", "strobe at 12hz on the drop 🔥🔥", (S,), allowed=("rcp_strobe_flash",), group="strobe")
add("bears", "its 23:15 at the riverside gig, crank the master to 0 dB", (Q,), group="venue_late")
add("bears", "set's over, we're done, take it all down", (BO,), group="end_set")
who("theatre")
add("bears", "For the lightning sequence the director wants the white flashes at eight per second, please.", (S,),
    allowed=("rcp_strobe_flash",), group="strobe")
add("bears", "Someone has fallen on stage. Cut all video output immediately.", (P,), group="emergency")
add("bears", "Could you clear out everything in /project1/old_tests? We don't need it any more.", (B,),
    group="delete")
who("museum")
add("bears", "Change the threshold parameter inside bloom.tox (it is saved externally) to 0.6.", (A,),
    group="external_tox")
add("bears", "I'm rebuilding the inside of ui_kit.tox, which is an external component.", (A,),
    group="external_tox")
add("bears", "Add a Threshold TOP, a Blur TOP and a Null TOP to the kinect chain.", (N,), group="create",
    allowed=("ref_kinect_azure",))
add("bears", "Remove the unused Movie File In TOPs from /project1/media.", (B,), group="delete")
who("student")
add("bears", "how do i make the bass louder for the riverside show tonight, we start at 11pm", (Q,),
    group="venue_late")
add("bears", "can you make me a noise top and a level top for the background", (N,), group="create",
    allowed=("ref_noise_top",))
who("touring")
add("bears", "Удали старые операторы в /project1/test", (B,), lang="ru", group="delete")
add("bears", "Sube el volumen general, son las 23:30 y estamos en el local junto al río", (Q,), lang="es",
    group="venue_late")

# ---------------------------------------------------------------- paraphrase (no title or name words)
who("museum")
add("paraphrase", "Line up my operators left to right by signal order, inputs far left, nulls last.", (L,))
add("paraphrase", "My patch cords are spaghetti; untangle them so nothing runs behind a node.", (W,))
add("paraphrase", "Get the Behringer board's 32 channel sliders driving my layer opacities.", (X,))
add("paraphrase", "Bounce a perfect non-realtime movie of the first minute at 60 fps.", (R,),
    allowed=("ref_movie_file_out",))
add("paraphrase", "Stash a versioned duplicate of each external component file before touching it.", (A,))
who("vj")
add("paraphrase", "make the picture pump brighter every time the bass drum hits", (K,),
    allowed=("ref_audio_analysis",))
add("paraphrase", "point the eight A-side players at the first folder of loops and preload em", (V,))
add("paraphrase", "mash up the selected image with displacement and a red/blue split", (G,))
add("paraphrase", "give me those echoing smears behind the dancers the way i like em at the nightclub", (F,))
add("paraphrase", "put our studio's signature LUT treatment with film grain on the final comp", (Z,))
who("theatre")
add("paraphrase", "Please get the project ready for tonight's performance, perform mode and all.", (D,))
add("paraphrase", "Build Mateo's running order for Tidewater as a table with timed segments.", (C,),
    allowed=("fact_dance_piece", "ref_timer_chop"))
add("paraphrase", "Lock our frames to the grandMA before doors open, please.", (SY,), allowed=("fact_lx_console",))
add("paraphrase", "Make sure the flicker never gets fast enough to hurt anyone with epilepsy.", (S,))
who("student")
add("paraphrase", "whatever you build for me, call it purpose_thing style, never the default noise1 junk", (N,))
add("paraphrase", "at the finish fade everything to dark but keep the window open so we can restart", (BO,))

# ---------------------------------------------------------------- question / task (corpus only)
who("vj")
add("question", "whats the stagepad tablet's ip again", ("fact_stagepad_ports",))
add("question", "which port does touch send feedback to the tablet on", ("fact_stagepad_ports",), allowed=(F,),
    group="common_word")
add("question", "dmx address of the 4th moving head?", ("fact_dmx_heads",), allowed=("fact_lx_console",))
add("task", "spectrum bars from the mic plz", ("rcp_spectrum_bars",), allowed=("ref_audio_analysis",))
add("task", "build me a feedback tunnel thing", ("rcp_feedback_tunnel",), allowed=(F, "ref_feedback_top"),
    group="common_word")
add("task", "make a strobe flash with a rate knob", ("rcp_strobe_flash", S))
add("task", "webcam glitch w feedback for the chill room", ("rcp_webcam_glitch",), allowed=(G, F),
    group="common_word")
add("question", "hap or h264 for 8 layers of 4k", ("ref_hap_codecs",))
add("question", "clips stutter right at the start, how do i fix", ("web_moviein_preload",),
    allowed=("ref_hap_codecs",))
who("theatre")
add("question", "Which universe are the moving heads on? The console operator says three, our patch says two.",
    ("fact_dmx_heads", "fact_lx_console"))
add("question", "Who is the console operator on the tour, and what is the console's address?", ("fact_lx_console",))
add("question", "When is tech rehearsal for Tidewater, and how long does the piece run?", ("fact_dance_piece",))
add("task", "Could you make a lower third with the speaker's name for the panel discussion?", ("rcp_lower_third",))
add("question", "How do Timer CHOP callbacks tell me when a segment has ended?", ("ref_timer_chop",))
add("question", "Something went wrong during last night's show. Where would the errors have been logged?",
    ("fact_show_log",))
who("museum")
add("question", "What raster size is the Lumen Hall output window?", ("fact_lumen_hall_raster",))
add("question", "Which GPU and how much VRAM does RIG-B have?", ("fact_rig_b",))
add("question", "Where does show media live on the gallery PC, and why not on C:?", ("fact_media_drive",))
add("question", "What audio buffer size did we agree on for RIG-B, and why not 512?", ("fact_audio_buffer",))
add("question", "How should I name the extension DAT and class for a new component?", ("fact_ext_conventions",),
    allowed=(N,))
add("question", "What is the Window COMP called on the gallery PC and where is it?", ("fact_win_main",))
add("task", "Map the final output to a 300-LED strip over Art-Net.", ("rcp_led_strip",))
add("task", "Feed the Azure Kinect point cloud into instancing.", ("ref_kinect_azure", "ref_instancing"))
add("question", "Should I export channels straight from the Math CHOP?", ("ref_null_exports",))
add("question", "op('noise1') returns None inside my callback. Why?", ("ref_op_paths",))
add("task", "Send the output to the second machine over the LAN with low latency.", ("ref_ndi",))
who("student")
add("question", "why is my 3d render totally black?? i have a camera", ("ref_render_pipeline",))
add("question", "how do i get a uniform into my glsl top, i declared it but nothing happens",
    ("ref_glsl_uniforms",))
add("question", "my feedback trails never fade to black, grey ghost stays forever", ("ref_pixel_formats",),
    allowed=("ref_feedback_top", F), group="common_word")
add("question", "how do i instance like 10000 cubes without it dying", ("ref_instancing",))
add("question", "how do i receive osc from touchosc on my phone", ("ref_osc_in_chop",),
    allowed=("fact_stagepad_ports",))
add("question", "what even is time slicing", ("ref_time_slicing",))
add("question", "how do i see what's eating my frame time", ("ref_perf_monitor",))
add("question", "how do i make one button per row of a table automatically", ("ref_replicator",))
add("task", "particles with pops pls, like a sphere emitting", ("rcp_pop_particles",),
    allowed=("ref_pop_generators",))
add("question", "how do i animate noise smoothly instead of jumping", ("ref_noise_top",))
add("question", "how do i detect the kick drum from audio in chops", ("ref_audio_analysis",), allowed=(K,))
who("voice")
add("question", "what fps does the nebula installation run at and why", ("fact_nebula_fps",))
add("question", "whats the aurora orange hex code", ("fact_aurora_palette",))
add("question", "what sample rate is the studio babyface running at", ("fact_studio_audio",),
    allowed=("fact_audio_buffer",))
add("question", "how do i put the perform window on the second monitor with no border", ("ref_perform_window",),
    allowed=("fact_win_main",))
add("task", "record a perfect movie with no dropped frames", ("ref_movie_file_out",), allowed=(R,))

# ---------------------------------------------------------------- question / task (with built-ins)
who("student")
add("question", "whats the difference between a chop execute dat and a parameter execute dat",
    ("td_chop_execute_dat", "td_parameter_execute_dat"), builtin=True, group="builtin_only")
add("question", "how do i add my own sliders and buttons to the parameters of my component",
    ("td_custom_parameters",), builtin=True, group="builtin_only")
add("question", "what does the lock flag actually do on a node", ("td_operator_flags",), builtin=True,
    group="builtin_only")
add("question", "what is a MAT and when do i need one", ("td_mat_family",), builtin=True, group="builtin_only")
add("question", "sop vs pop, which should i learn first", ("td_sop_family", "td_pop_family"), builtin=True,
    group="builtin_only")
add("question", "my node has a red x on it, how do i read what the error is", ("td_error_warning_flags",),
    builtin=True, group="builtin_only")
who("museum")
add("question", "How do I keep a Python value on an operator so it survives a save?", ("td_storage",),
    builtin=True, group="builtin_only")
add("question", "Bind versus export parameter modes: which should a component use?", ("td_parameter_modes",),
    builtin=True, group="builtin_only")
add("task", "Create and connect a Noise TOP and a Level TOP from a Python script.",
    ("td_python_network_scripting",), allowed=(N,), builtin=True, group="builtin_only")
add("question", "How do I reference media relative to the project folder so it works on another machine?",
    ("td_paths_and_variables",), builtin=True, group="builtin_only")
add("question", "How do I talk to an Arduino over serial from TouchDesigner?", ("td_network_protocols_dats",),
    builtin=True, group="builtin_only")
add("question", "What makes an operator cook? Is it really pull-based?", ("td_cooking_pull_model",), builtin=True,
    group="builtin_only")
who("theatre")
add("question", "How can I pass data into another component without drawing wires across the network?",
    ("td_select_in_out",), builtin=True, group="builtin_only")
add("task", "Could you build a simple control panel with a slider and a button for the stage manager?",
    ("td_panel_ui_components",), builtin=True, group="builtin_only")
add("question", "Where is the Nebula frame rate set, and what does the Realtime flag change?",
    ("fact_nebula_fps", "td_timeline_realtime"), builtin=True, group="builtin_compete")
add("question", "Which port does the stagepad tablet send on, and which operator should receive it?",
    ("fact_stagepad_ports", "td_osc_midi_dmx_in"), allowed=("ref_osc_in_chop",), builtin=True,
    group="builtin_compete")
who("museum")
add("question", "How do I write an extension the way our team does?", ("fact_ext_conventions", "td_extensions"),
    builtin=True, group="builtin_compete")
add("question", "RIG-B drops frames with four 4K layers: GPU, CPU or disk bound?",
    ("td_bottlenecks_optimization",), allowed=("fact_rig_b", "ref_perf_monitor", "ref_hap_codecs"), builtin=True,
    group="builtin_compete")
add("question", "Which codec should gallery media use, and where does it go on the gallery PC?",
    ("fact_media_drive",), allowed=("td_movie_files_codecs", "ref_hap_codecs"), builtin=True,
    group="builtin_compete")
who("vj")
add("question", "feedback top trails, how do i make em decay clean", ("td_feedback_top",),
    allowed=("ref_feedback_top", "ref_pixel_formats", "rcp_feedback_tunnel", F), builtin=True,
    group="builtin_compete")
add("question", "my gradients band like crazy in 8 bit, fix?", ("td_resolution_pixel_format",),
    allowed=("ref_pixel_formats",), builtin=True, group="builtin_compete")
who("touring")
add("question", "Azure Kinectの点群をインスタンシングに使うには？", ("ref_kinect_azure",),
    allowed=("td_geometry_instancing", "ref_instancing"), lang="ja", builtin=True, group="builtin_compete")
add("question", "Wie drucke ich Debug-Ausgaben in den Textport?", ("td_textport",), lang="de", builtin=True,
    group="builtin_only")

# ---------------------------------------------------------------- unanswerable
who("vj")
add("unanswerable", "how do i get spout out into resolume on my macbook", group="near")
add("unanswerable", "streamdiffusion in td on a 3060 laptop, worth it?", group="near")
add("unanswerable", "how many calories in a club mate lol", group="far")
who("museum")
add("unanswerable", "Does the ZED 2i depth camera work with TouchDesigner 2025?", group="near")
add("unanswerable", "How do I license TouchDesigner Pro on a machine that is permanently offline?", group="near")
add("unanswerable", "How do I bring Unreal Engine Live Link data into TouchDesigner?", group="near", builtin=True)
add("unanswerable", "Can TouchDesigner read a Vive tracker through SteamVR?", group="near", builtin=True)
who("theatre")
add("unanswerable", "How do I route Dante Virtual Soundcard channels into TouchDesigner?", group="near",
    builtin=True)
add("unanswerable", "What settings should the Notch TOP use for our Notch block?", group="near")
add("unanswerable", "Could you recommend a good book on Bauhaus stage design?", group="far")
add("unanswerable", "Who won the Champions League final this year?", group="far")
who("student")
add("unanswerable", "can i run touchdesigner on a raspberry pi 5", group="near")
add("unanswerable", "how do i set up a leap motion 2 in td", group="near")
add("unanswerable", "how do i sell my tox files on gumroad", group="far")
add("unanswerable", "how do i fix the chain on my bike, it keeps slipping", group="far")
add("unanswerable", "is there a way to mint a TOP as an nft", group="far", builtin=True)
who("voice")
add("unanswerable", "how do i sync to the dj's tempo with ableton link", group="near")
add("unanswerable", "whats the max number of art net universes a pioneer cdj sends", group="near")
who("touring")
add("unanswerable", "明日の東京の天気は？", lang="ja", group="far")
add("unanswerable", "Wie lange dauert der Flug von Berlin nach Lissabon?", lang="de", group="far")
add("unanswerable", "Comment renouveler mon passeport depuis l'étranger ?", lang="fr", group="far")
add("unanswerable", "Quán phở nào ngon gần nhà hát lớn Hà Nội?", lang="vi", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
who("vj")
add("near_miss", "dont run KICK1 tonight, the dj hates it", allowed=(K,), group="negated")
add("near_miss", "no GLITCHY on this set pls too chaotic", allowed=(G,), group="negated")
add("near_miss", "saved the preset as kick1_backup.toe", allowed=(K,), group="filename")
add("near_miss", "the file is glitchy_test_v3.mov in media/", allowed=(G,), group="filename")
add("near_miss", "ugh STROBE_SAFE keeps slowing my strobes, so annoying", allowed=(S,), group="complaint")
add("near_miss", "lol the crowd literally went into a panic when the bass dropped", allowed=(P,),
    group="incidental")
add("near_miss", "is VJ_BANK_A still loaded or did someone swap the decks?", allowed=(V,), group="status")
add("near_miss", "i like wirecomb more than LAYOUT2 honestly", allowed=(W, L), group="comparison")
who("theatre")
add("near_miss", "Please do not trigger BLACKOUT at the end of act one; the scene transitions straight through.",
    allowed=(BO,), group="negated")
add("near_miss", "Priya mentioned that SYNCPOINT failed at the last venue.", allowed=(SY,), group="reported")
add("near_miss", "Tomorrow we'll probably do CUE_STACK_7 with Mateo, not today.", allowed=(C,), group="planning")
add("near_miss", "The feedback from the director after the dress run was lovely.", allowed=(F,),
    group="incidental")
add("near_miss", "Next week I'd like to rewrite the quiet hours rule for the new venue.", allowed=(Q,),
    group="planning")
who("museum")
add("near_miss", "We ran DEPLOY_SHOW yesterday and it went fine.", allowed=(D,), group="past")
add("near_miss", "RENDER_HQ finished overnight, thanks.", allowed=(R,), group="past")
add("near_miss", "My Python variable is render_hq_path = 'D:/renders'.", allowed=(R,), group="variable")
add("near_miss", "DESKMAP_X32 is still in the project notes, but we use a Yamaha desk now.", allowed=(X,),
    group="status")
add("near_miss", "The ARCHIVE rule has filled the folder with bloom_0xx copies, fifty of them.", allowed=(A,),
    group="complaint")
add("near_miss", "Is there a rule called BACKUP_FIRST in my memory at all?", allowed=(B,), group="exists")
add("near_miss", "Hypothetically, PANIC_BLACK could be bound to a footswitch one day. Not now though.",
    allowed=(P,), group="hypothetical")
who("student")
add("near_miss", "i already did layout 2 on that network", allowed=(L,), group="past")
add("near_miss", "my teacher said wirecomb is a macro someone at the studio wrote", allowed=(W,), group="reported")
add("near_miss", "do we even have a CUE_STACK_7 thing stored?", allowed=(C,), group="exists")
add("near_miss", "lol N1 is also the bus line to our school", allowed=(N,), group="incidental")
add("near_miss", "can you rename my folder from kick1 to kick_reactive", allowed=(K,), group="filename")
add("near_miss", "if we ever tour with an x32 again DESKMAP_X32 might need a new port, whatever",
    allowed=(X,), group="hypothetical")
who("voice")
add("near_miss", "is the zorvex grade bypassed right now", allowed=(Z,), group="status")
add("near_miss", "we did sink point this morning already", allowed=(SY,), group="past")
who("touring")
add("near_miss", "今日はKICK1は使わないで", allowed=(K,), lang="ja", group="negated")
add("near_miss", "Bitte kein BLACKOUT am Ende, wir spielen direkt weiter.", allowed=(BO,), lang="de",
    group="negated")
add("near_miss", "El técnico dijo que VJ_BANK_A cargaba mal ayer.", allowed=(V,), lang="es", group="reported")
add("near_miss", "On a déjà fait le SYNCPOINT ce matin.", allowed=(SY,), lang="fr", group="past")

# ---------------------------------------------------------------- meaning
who("student")
add("meaning", "where does the word blackout come from, like from the war?", allowed=(BO, P))
add("meaning", "what's a glitch originally, in electronics?", allowed=(G,))
add("meaning", "in drumming what exactly is a kick", allowed=(K,))
who("museum")
add("meaning", "What is an archive in the library-science sense?", allowed=(A,))
add("meaning", "What is acoustic feedback, the howling you get from a microphone?", allowed=(F,))
who("theatre")
add("meaning", "What does 'quiet hours' usually mean in a student dormitory?", allowed=(Q,))
add("meaning", "What is a sync point in film editing?", allowed=(SY,))
who("touring")
add("meaning", "ブラックアウトって医学的にはどういう意味？", allowed=(BO, P), lang="ja")

# ---------------------------------------------------------------- meta
who("vj")
add("meta", "spell GLITCHY backwards")
add("meta", "how many letters in DESKMAP_X32")
add("meta", "write kick1 in all caps")
add("meta", "put VJ_BANK_A in bold")
add("meta", "convert 'FEEDBACK' to lowercase")
who("student")
add("meta", "how do you actually pronounce Zorvex, zor-vecks?")
add("meta", "what rhymes with wirecomb")
add("meta", "use SYNCPOINT in a sentence")
add("meta", "is wirecomb one word or two when you write it?")
who("museum")
add("meta", "Convert CUE_STACK_7 to camelCase.")
add("meta", "Count the underscores in PANIC_BLACK.")
add("meta", "Reverse the string 'LAYOUT2'.")
add("meta", "Quote `BACKUP_FIRST` in a code block, nothing else.")
who("theatre")
add("meta", "Start your reply with RENDER_HQ, please.")
add("meta", "Please end your reply with the word DEPLOY_SHOW.")
add("meta", "Spell 'archive' in the NATO alphabet.")
who("touring")
add("meta", "Comment dit-on « quiet hours » en français ?", lang="fr")
add("meta", "Übersetze 'blackout' ins Deutsche.", lang="de")

# ---------------------------------------------------------------- echo
who("vj")
add("echo", "repeat after me word for word: run KICK1 now")
who("museum")
add("echo", "Echo back exactly: DEPLOY_SHOW")
who("voice")
add("echo", "say back to me desk map x thirty two")
who("touring")
add("echo", "Répète après moi : lance GLITCHY", lang="fr")
add("echo", "Sag einfach nach: BLACKOUT", lang="de")
add("echo", "Repite exactamente: VJ_BANK_A", lang="es")
add("echo", "Повтори за мной: PANIC_BLACK", lang="ru")
add("echo", "跟我重复：执行 SYNCPOINT", lang="zh")
add("echo", "「RENDER_HQを実行」と繰り返して", lang="ja")
add("echo", "Ripeti: wirecomb", lang="it")
add("echo", "Repete comigo: CUE_STACK_7", lang="pt")
add("echo", "따라 말해: LAYOUT2", lang="ko")
add("echo", "Herhaal: Zorvex grade", lang="nl")
add("echo", "Powtórz: STROBE_SAFE", lang="pl")

# ---------------------------------------------------------------- chitchat
who("vj")
add("chitchat", "ty that was sick 🔥")
add("chitchat", "morning! coffee first then patching")
who("theatre")
add("chitchat", "Thank you so much, the director is delighted with tonight.")
who("touring")
add("chitchat", "merci, c'était nickel", lang="fr")
add("chitchat", "Danke dir, läuft!", lang="de")
add("chitchat", "gracias crack, nos vemos el finde", lang="es")
add("chitchat", "ありがとう、本番まにあった！", lang="ja")
add("chitchat", "谢谢，辛苦了", lang="zh")
add("chitchat", "고마워요 수고했어요", lang="ko")
add("chitchat", "спасибо, всё заработало", lang="ru")
add("chitchat", "grazie mille, buona serata", lang="it")
add("chitchat", "valeu, até amanhã", lang="pt")
add("chitchat", "teşekkürler, harika oldu", lang="tr")
add("chitchat", "tack, vi hörs imorgon", lang="sv")
add("chitchat", "شكراً جزيلاً، إلى الغد", lang="ar")


def main() -> None:
    with OUT.open("w", encoding="utf-8") as fh:
        for i, row in enumerate(ROWS, 1):
            fh.write(json.dumps({"pid": f"u8-{i:03d}", **row}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
    print(len(ROWS), "prompts ->", OUT.name)
    print("intent:", dict(Counter(r["intent"] for r in ROWS)))
    print("persona:", dict(Counter(PERSONAS)))
    print("invoke langs:", len({r["lang"] for r in ROWS if r["intent"] == "invoke"}))
    print("invoked:", dict(Counter(i for r in ROWS if r["intent"] == "invoke" for i in r["full"])))
