"""Hand-written source of prompts_unseen7.jsonl: the seventh blind gate suite (helper "gateeval7").

Written blind: labelled only from corpus.jsonl and the built-in knowledge ids, never run through the
gate by its author. Labels say what a careful human would want, not what any gate does.
Invariant: running this script rewrites prompts_unseen7.jsonl byte for byte (pids u7-001...).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("prompts_unseen7.jsonl")

K, L, S, B = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
D, V, P, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, F = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C, SY = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
A, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

ROWS: list[dict[str, Any]] = []


def add(intent: str, prompt: str, expected: tuple[str, ...] = (), allowed: tuple[str, ...] = (),
        lang: str = "en", group: str = "", builtin: bool = False) -> None:
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


def inv(prompt: str, *ids: str, lang: str = "en", group: str = "", allowed: tuple[str, ...] = (),
        builtin: bool = False) -> None:
    add("invoke", prompt, ids, allowed, lang, group, builtin)


def ask(prompt: str, ident: str, lang: str = "en", group: str = "") -> None:
    add("ask_content", prompt, (ident,), (), lang, group)


def q(prompt: str, *ids: str, allowed: tuple[str, ...] = (), lang: str = "en", group: str = "",
      builtin: bool = False, intent: str = "question") -> None:
    add(intent, prompt, ids, allowed, lang, group, builtin)


def t(prompt: str, *ids: str, allowed: tuple[str, ...] = (), lang: str = "en", group: str = "",
      builtin: bool = False) -> None:
    q(prompt, *ids, allowed=allowed, lang=lang, group=group, builtin=builtin, intent="task")


def nm(prompt: str, *named: str, group: str, lang: str = "en", builtin: bool = False) -> None:
    add("near_miss", prompt, (), named, lang, group, builtin)


def free(intent: str, prompt: str, lang: str = "en", group: str = "") -> None:
    add(intent, prompt, (), (), lang, group)


# ---------------------------------------------------------------- invoke
# bare / terse
inv("KICK1", K, group="bare", allowed=(S,))
inv("wirecomb pls, cant read a thing", W, group="terse")
inv("LAYOUT2 this mess", L, group="terse")
inv("deploy_show. go", D, group="terse")
inv("SYNCPOINT.", SY, group="bare")
# voice dictation
inv("okay um run kick one on the main output please", K, group="voice", allowed=(S,))
inv("hey can you do layout two on the network i'm in right now", L, group="voice")
inv("deploy underscore show please", D, group="voice")
inv("run desk map x thirty two", X, group="voice")
inv("cue stack seven comma build it for tonight's run", C, group="voice")
inv("render h q now please the client wants the file by the morning", R, group="voice")
inv("vee jay bank a into the decks thanks", V, group="voice")
inv("sync point with the lighting desk full stop", SY, group="voice")
# spaces / typos / lowercase
inv("run DESK MAP X32", X, group="spaces")
inv("strobe safe for this whole set, enforce it", S, group="spaces")
inv("pls run KIKC1 on out1", K, group="typo", allowed=(S,))
inv("do the LAYUOT2 thing on /project1", L, group="typo")
inv("wirecom the fx network its total spaghetti", W, group="typo")
inv("SYNCPIONT before doors", SY, group="typo")
inv("zorvx grade on the final comp", Z, group="typo")
inv("run glitchey on the webcam TOP", G, group="typo")
inv("depoly_show, we're 10 min out", D, group="typo")
inv("rendr_hq on rec1 when ur ready", R, group="typo")
inv("cue_stak_7 pls, dancers are warming up", C, group="typo")
inv("vj_bank_a into the decks", V, group="lowercase")
inv("deskmap_x32 again, i rebooted the desk", X, group="lowercase")
# live-show chat
inv("PANIC_BLACK PANIC_BLACK", P, group="live_chat", allowed=(BO,))
inv("doors in 5!! SYNCPOINT asap", SY, group="live_chat")
inv("crowd's leaving, BLACKOUT", BO, group="live_chat", allowed=(P,))
inv("mid-set — vj_bank_a now, quick quick", V, group="live_chat")
inv("panic_black!!! projector showing the desktop", P, group="live_chat", allowed=(BO,))
# emoji
inv("🔥 GLITCHY on the selected top 🔥", G, group="emoji")
inv("🎬 RENDER_HQ pls 🙏", R, group="emoji")
inv("🧹 wirecomb 🧹", W, group="emoji")
inv("KICK1 🥁⚡ on the main out", K, group="emoji", allowed=(S,))
# slash commands
inv("/run LAYOUT2", L, group="slash_command")
inv("/deskmap_x32", X, group="slash_command")
inv("/cue_stack_7 build", C, group="slash_command")
inv("/panic_black", P, group="slash_command", allowed=(BO,))
# imperative / polite
inv("Apply the Zorvex grade after the final composite.", Z, group="imperative")
inv("Could you please run CUE_STACK_7 for the Tidewater run-through?", C, group="polite")
inv("Would you mind doing the VJ_BANK_A load before my set starts?", V, group="polite")
inv("Please execute SYNCPOINT with the grandMA before we open the house.", SY, group="polite")
inv("Kindly run RENDER_HQ on rec1, thank you!", R, group="polite")
inv("Execute GLITCHY on moviein_intro.", G, group="imperative")
# name first
inv("KICK1 — build it on the main out, usual prefix", K, group="name_first", allowed=(S,))
inv("Zorvex look, on the master comp, with the bypass toggle", Z, group="name_first")
inv("N1: rename everything you just made", N, group="name_first")
inv("GLITCHY, selected TOP, go", G, group="name_first")
inv("FEEDBACK — my club trail settings, on the noise source", F, group="name_first")
# name as verb
inv("wirecomb /project1/fx for me", W, group="name_as_verb")
inv("can you glitchy the moviein real quick?", G, group="name_as_verb")
inv("zorvex the final output pls", Z, group="name_as_verb")
# trailing / mid-message
inv("the network is unreadable again, LAYOUT2", L, group="trailing")
inv("we're about to open doors, time for DEPLOY_SHOW", D, group="trailing")
inv("ok the dancers are in position, go ahead with CUE_STACK_7", C, group="trailing")
inv("new desk firmware is on and the faders look sane so run DESKMAP_X32 and then tell me what channel 1 reads",
    X, group="mid_message")
# rule-style
inv("enforce STROBE_SAFE on every flash in the project", S, group="rule", allowed=("rcp_strobe_flash",))
inv("apply the BACKUP_FIRST rule before touching anything in /project1/stage", B, group="rule")
inv("follow naming rule N1 for everything you create tonight", N, group="rule")
inv("apply the quiet hours rule, it's past ten at the riverside", Q, group="rule")
inv("apply the ARCHIVE rule to bloom.tox, then bump its threshold to 0.6", A, group="rule")
inv("BACKUP_FIRST, then delete the old test COMPs", B, group="rule")
inv("enforce quiet hours from now on tonight", Q, group="rule")
inv("respect STROBE_SAFE while you build the beat flashes", S, group="rule", allowed=("rcp_strobe_flash",))
inv("N1 applies — rename noise1 and level3 properly", N, group="rule")
# title words, no name
inv("do my club trail settings on the fresh source", F, group="title_words")
inv("apply the house colour look to the final composite", Z, group="title_words")
inv("run the lighting console handshake", SY, group="title_words")
inv("do the end-of-set cut to black", BO, group="title_words", allowed=(P,))
inv("keep a numbered copy before editing glow.tox, then open it up", A, group="title_words")
inv("run the quiet hours procedure for the riverside gig", Q, group="title_words")
inv("straighten the wires of the /project1/audio network for me", W, group="title_words")
# common-word names
inv("set up the FEEDBACK trails for the club set like I always have them", F, group="common_word",
    allowed=("ref_feedback_top",))
inv("BLACKOUT, that was the last song", BO, group="common_word", allowed=(P,))
inv("ARCHIVE rule first, I'm about to edit the external particles.tox", A, group="common_word")
# multi
inv("LAYOUT2 then wirecomb on /project1", L, W, group="multi")
inv("DESKMAP_X32 and SYNCPOINT before doors please", X, SY, group="multi")
inv("VJ_BANK_A, then GLITCHY on deck_a1, then the Zorvex grade on the master", V, G, Z, group="multi")
inv("DEPLOY_SHOW — and once it's up, SYNCPOINT with the console", D, SY, group="multi")
inv("Build KICK1 and enforce STROBE_SAFE on it", K, S, group="multi")
inv("Zorvex grade then RENDER_HQ of the result", Z, R, group="multi")
inv("apply N1 and then wirecomb whatever you built", N, W, group="multi")
# markdown / checklists
inv("- [ ] BACKUP_FIRST\n- [ ] delete noise1..noise9\n- [ ] LAYOUT2", B, L, group="checklist")
inv("## tonight\n1. CUE_STACK_7\n2. DEPLOY_SHOW", C, D, group="markdown")
inv("todo for you:\n* run DESKMAP_X32\n* tell me when the faders move", X, group="checklist")
inv("**now:** RENDER_HQ\n**later:** coffee", R, group="markdown")
# pasted logs with a request
inv("```\nWARNING: /project1/mixer Xfade = 0.62\n```\nwhatever, just load VJ_BANK_A", V, group="log_paste")
inv(">>> op('rec1').par.record\nFalse\nok run RENDER_HQ, rec1 is ready", R, group="log_paste")
inv("[12:01:33] osc in: no packets on 10023\nrun DESKMAP_X32 again to rebuild the chain", X, group="log_paste")
inv("Error: /project1/post/displace1 missing input 2\nnvm, redo GLITCHY on the selected TOP from scratch",
    G, group="log_paste")
# conditional / timed
inv("if the X32 shows up on the network, run DESKMAP_X32", X, group="conditional")
inv("if it's after 22:00 at the riverside, apply quiet hours", Q, group="conditional")
inv("if the console answers, do SYNCPOINT, otherwise tell me", SY, group="conditional")
inv("at the end of this track, BLACKOUT", BO, group="timed", allowed=(P,))
inv("in 2 min: VJ_BANK_A", V, group="timed")
inv("right after soundcheck run KICK1", K, group="timed", allowed=(S,))
inv("end-of-set BLACKOUT in 30 seconds", BO, group="timed", allowed=(P,))
# consent to an offer
inv("yes, do the LAYOUT2 you offered", L, group="consent")
inv("sure, go ahead with wirecomb", W, group="consent")
inv("yep — RENDER_HQ, go for it", R, group="consent")
inv("ok fine, apply BACKUP_FIRST like you suggested and then remove it", B, group="consent")
# corrections / mixed negation
inv("run LAYOUT2 — no wait, wirecomb instead, keep my columns", W, group="correction", allowed=(L,))
inv("GLITCHY on the webcam... actually no, do the Zorvex grade instead", Z, group="correction", allowed=(G,))
inv("load VJ_BANK_A, sorry I mean run CUE_STACK_7", C, group="correction", allowed=(V,))
inv("not LAYOUT2, just wirecomb", W, group="mixed_negation", allowed=(L,))
inv("skip SYNCPOINT tonight, only DEPLOY_SHOW", D, group="mixed_negation", allowed=(SY,))
# don't forget
inv("don't forget BACKUP_FIRST before you clear /project1/old", B, group="dont_forget")
inv("and don't forget N1 for the names", N, group="dont_forget")
# cue calls
inv("video standby... video GO: BLACKOUT", BO, group="cue_call", allowed=(P,))
inv("SM: standby DEPLOY_SHOW ... and GO", D, group="cue_call")
# with built-ins indexed
inv("DEPLOY_SHOW for the gallery opening, the full procedure", D, group="builtin", builtin=True,
    allowed=("td_show_deploy_checklist",))
inv("FEEDBACK: do my trails on the kinect image", F, group="builtin", builtin=True,
    allowed=("td_feedback_top", "ref_feedback_top"))
# other languages
inv("Mach bitte LAYOUT2 im aktuellen Netzwerk", L, lang="de", group="non_en")
inv("Führ KICK1 aus, aber halte STROBE_SAFE ein", K, S, lang="de", group="non_en")
inv("Ruhezeiten-Regel anwenden, wir sind am Fluss und es ist nach 22 Uhr", Q, lang="de", group="non_en")
inv("Lance DEPLOY_SHOW s'il te plaît, on ouvre dans dix minutes", D, lang="fr", group="non_en")
inv("applique la règle BACKUP_FIRST avant de supprimer le vieux réseau", B, lang="fr", group="non_en")
inv("Fais le grade Zorvex sur la sortie finale", Z, lang="fr", group="non_en")
inv("ejecuta PANIC_BLACK ya!!", P, lang="es", group="non_en", allowed=(BO,))
inv("haz el wirecomb en /project1/fx porfa", W, lang="es", group="non_en")
inv("aplica la regla ARCHIVE antes de editar glow.tox", A, lang="es", group="non_en")
inv("carica VJ_BANK_A nei deck per favore", V, lang="it", group="non_en")
inv("applica STROBE_SAFE a tutti i flash", S, lang="it", group="non_en")
inv("roda o RENDER_HQ no rec1, por favor", R, lang="pt", group="non_en")
inv("faz o FEEDBACK das minhas trilhas do clube", F, lang="pt", group="non_en")
inv("voer DESKMAP_X32 uit, de mixer staat aan", X, lang="nl", group="non_en")
inv("odpal SYNCPOINT z konsolą światła", SY, lang="pl", group="non_en")
inv("GLITCHY'yi seçili TOP'a uygula", G, lang="tr", group="non_en")
inv("kör CUE_STACK_7 inför genrepet", C, lang="sv", group="non_en")
inv("KICK1を実行して、メイン出力に", K, lang="ja", group="non_en", allowed=(S,))
inv("ARCHIVEルールでbloom.toxを番号付きでコピーしてから編集して", A, lang="ja", group="non_en")
inv("请对最终合成执行 Zorvex 调色", Z, lang="zh", group="non_en")
inv("运行 wirecomb 整理一下连线", W, lang="zh", group="non_en")
inv("BLACKOUT 실행해줘, 세트 끝났어", BO, lang="ko", group="non_en", allowed=(P,))
inv("SYNCPOINT 먼저 해줘, 문 열기 전에", SY, lang="ko", group="non_en")
inv("примени правило N1 ко всем новым операторам", N, lang="ru", group="non_en")
inv("запусти RENDER_HQ, пожалуйста", R, lang="ru", group="non_en")
inv("شغّل LAYOUT2 على الشبكة الحالية من فضلك", L, lang="ar", group="non_en")
inv("कृपया DEPLOY_SHOW चलाओ, शो शुरू होने वाला है", D, lang="hi", group="non_en")

# ---------------------------------------------------------------- ask_content
ask("what port does DESKMAP_X32 listen on again?", X)
ask("how many flashes a second does STROBE_SAFE allow", S)
ask("which codec + fps does RENDER_HQ record in?", R)
ask("what opacity is the level in my FEEDBACK club trails?", F, group="common_word")
ask("what does wirecomb do when one output fans out to lots of inputs?", W)
ask("SYNCPOINT — which IP and port does it ping?", SY)
ask("what gamma and contrast does the Zorvex grade use", Z)
ask("from what time do the riverside quiet hours kick in, and what's the dBFS cap?", Q)
ask("where does BACKUP_FIRST put the backup file and how is it named", B)
ask("remind me of the naming pattern in N1", N)
ask("how many cues does CUE_STACK_7 build and where's the csv", C)
ask("in LAYOUT2 which column do the nulls go in?", L)
ask("kick1 low-pass cutoff and trigger threshold?", K, group="lowercase")
ask("which folder does VJ_BANK_A pull clips from", V)
ask("after PANIC_BLACK how do I bring the output back?", P)
ask("BLACKOUT fades the master over how many seconds?", BO)
ask("what's the displace weight in GLITCHY?", G)
ask("DEPLOY_SHOW step 3, which monitor is the perform window on?", D)
ask("the ARCHIVE rule — how are the archive copies numbered?", A, group="common_word")
ask("was steht in DESKMAP_X32 über /xremote?", X, lang="de")
ask("¿cuántos segundos tarda el fundido de BLACKOUT?", BO, lang="es")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete noise1 through noise4, they're unused", (B,), group="delete")
add("bears", "clear the whole /project1/test network, it's junk", (B,), group="delete")
add("bears", "yeah go ahead and remove the orphan movie ins", (B,), group="consent")
add("bears", "make the white flash go 10 times a second on the drop", (S,), ("rcp_strobe_flash",), group="strobe")
add("bears", "sync the strobe LFO to 174 bpm sixteenths", (S,), ("rcp_strobe_flash",), group="strobe")
add("bears", "it's 23:30 at the riverside and the DJ wants the master louder, push it to -6", (Q,),
    group="venue_late")
add("bears", "boost the sub bass on the output, we're at the river venue, 22:40", (Q,), group="venue_late")
add("bears", "change the bloom threshold inside bloom.tox, it's an external component", (A,),
    group="external_tox")
add("bears", "rebuild the insides of the externally saved particles.tox", (A,), group="external_tox")
add("bears", "add a noise TOP and a blur for the background layer", (N,), group="create")
add("bears", "duplicate the level TOP chain three times", (N,), group="create")
add("bears", "last track's done, we're wrapping up my set", (BO,), (P,), group="end_set")
add("bears", "EVERYTHING IS WRONG ON SCREEN KILL THE OUTPUT", (P,), (BO,), group="emergency")
add("bears", "someone fell on stage, screens off immediately", (P,), (BO,), group="emergency")
add("bears", "lösch bitte die alten Test-Operatoren in /project1/tmp", (B,), lang="de", group="delete")
add("bears", "fais clignoter le flash blanc à 8 Hz sur le refrain", (S,), ("rcp_strobe_flash",), lang="fr",
    group="strobe")

# ---------------------------------------------------------------- paraphrase (no title/name words)
add("paraphrase", "make the main out pump with every bass drum hit", (K,), ("ref_audio_analysis",))
add("paraphrase", "tidy this network into neat columns by signal order without rewiring anything", (L,))
add("paraphrase", "untangle all these crisscrossing connections, don't change any params", (W,))
add("paraphrase", "get the sound engineer's faders driving my layer opacities", (X,))
add("paraphrase", "bounce a flawless non-realtime export of the piece at 60 fps", (R,), ("ref_movie_file_out",))
add("paraphrase", "put the A folder videos into players one to eight and preload them", (V,))
add("paraphrase", "make this image look broken, datamosh and rgb split style", (G,), ("rcp_webcam_glitch",))
add("paraphrase", "set up the twelve scene changes for Mateo's choreography from his csv", (C,),
    ("fact_dance_piece",))
add("paraphrase", "prep the project for tonight's gig", (D,))
add("paraphrase", "lock the visuals to Priya's desk timing before we open", (SY,), ("fact_lx_console",))
add("paraphrase", "give the final composite our studio's signature tint", (Z,))
add("paraphrase", "every op you make should get a purpose_what style label, not noise1", (N,))
add("paraphrase", "before you touch the outside-saved component, stash a versioned duplicate of the file", (A,))
add("paraphrase", "cap how loud things get late at night at the river gig", (Q,))
add("paraphrase", "keep any blinking slow enough that nobody photosensitive has a seizure", (S,))
add("paraphrase", "when I finish performing, fade everything to dark, dimmer to zero and mute the sound", (BO,),
    (P,))
add("paraphrase", "my usual echo-smear look with the tiny zoom and rotation, the nightclub version", (F,),
    ("ref_feedback_top",), builtin=True)

# ---------------------------------------------------------------- question / task (corpus only)
q("what's the output raster for lumen hall", "fact_lumen_hall_raster", group="lowercase")
q("which port does stagepad send to", "fact_stagepad_ports")
q("dmx start address for the moving heads?", "fact_dmx_heads", allowed=("fact_lx_console",))
q("rig b gpu — how many gigs of vram on it", "fact_rig_b")
q("nebula content is juddering, what fps should I export at", "fact_nebula_fps")
q("aurora brand hexes? need the navy one", "fact_aurora_palette")
q("where do I put media on the gallery pc", "fact_media_drive")
q("what audio buffer did we settle on for rig-b and why", "fact_audio_buffer")
q("naming convention for extension DATs on our team?", "fact_ext_conventions")
q("show glitched out earlier, where's the log file", "fact_show_log")
q("when's the tech rehearsal for tidewater", "fact_dance_piece")
q("who runs the lighting desk and what's its ip", "fact_lx_console", allowed=(SY,))
q("what's the window comp called on the gallery machine", "fact_win_main")
q("which inputs on the babyface carry the DJ feed", "fact_studio_audio")
q("how do I pass a float into my GLSL TOP", "ref_glsl_uniforms")
q("my uniform stays at zero in the shader, why", "ref_glsl_uniforms")
q("hap or h264 for 8 simultaneous 4k clips?", "ref_hap_codecs")
q("instancing 10k cubes, how", "ref_instancing")
q("what even is time slicing", "ref_time_slicing")
q("which op eats my frame budget? how do I see cook times", "ref_perf_monitor")
q("'NoneType' object has no attribute 'par' — from op('bg_noise').par.period", "ref_op_paths")
q("export channels straight from a math chop or put a null first?", "ref_null_exports")
q("touchosc isn't arriving in TD, what should I check", "ref_osc_in_chop", allowed=("fact_stagepad_ports",))
q("which CHOPs for a kick-drum reactive chain?", "ref_audio_analysis", allowed=(K,))
q("how do I get one window across the 3 projectors at lumen hall",
  "ref_perform_window", "fact_lumen_hall_raster")
q("wie animiere ich einen Noise TOP weich statt ruckelig?", "ref_noise_top", lang="de")
q("¿cómo recibo la salida de otro portátil por NDI?", "ref_ndi", lang="es")
q("how do I use feedback to make a tunnel", "rcp_feedback_tunnel", allowed=(F, "ref_feedback_top"),
  group="common_word")
q("feedback trails never fade to black, stuck grey ghosts, why", "ref_pixel_formats",
  allowed=(F, "ref_feedback_top"), group="common_word")
q("is a glitchy webcam look possible with just feedback + glsl?", "rcp_webcam_glitch", allowed=(G, F),
  group="common_word")
t("build me spectrum bars from the mic input", "rcp_spectrum_bars")
t("led strip, 300 pixels, from my final null", "rcp_led_strip")
t("make a lower third for the speaker names", "rcp_lower_third")
t("clips stutter on the first frames, fix it", "web_moviein_preload")
t("azure kinect point cloud into instancing", "ref_kinect_azure", allowed=("ref_instancing",))
t("wire a timer chop callback that fires when each segment starts", "ref_timer_chop")
t("record a 30s clip of the output for instagram", "ref_movie_file_out", allowed=(R, "ref_hap_codecs"))
t("gpu particles with pops on my laptop", "rcp_pop_particles", allowed=("ref_pop_generators",))
t("make one button per row of the scenes table", "ref_replicator")

# ---------------------------------------------------------------- question / task (built-ins indexed)
BO_ = "builtin_only"
q("what's the difference between a parameter in expression mode and bind mode", "td_parameter_modes",
  builtin=True, group=BO_)
t("add custom parameters to my base comp, a float and a pulse", "td_custom_parameters", builtin=True, group=BO_)
t("run some python whenever a chop channel changes value", "td_chop_execute_dat", builtin=True, group=BO_)
q("how do I keep a python dict on an op so it survives a save", "td_storage", builtin=True, group=BO_)
q("textport — how do I print debug stuff from a script", "td_textport", builtin=True, group=BO_)
q("how do select tops and in/out ops move stuff between comps", "td_select_in_out", builtin=True, group=BO_)
q("why doesn't my op cook when nothing is looking at it", "td_cooking_pull_model", builtin=True, group=BO_)
q("bypass flag vs lock flag?", "td_operator_flags", builtin=True, group=BO_)
q("what does the red X vs yellow triangle on an op mean", "td_error_warning_flags", builtin=True, group=BO_)
t("post some JSON to a web server over http from TD", "td_network_protocols_dats", builtin=True, group=BO_)
t("create 20 ops from a python script and wire them in a chain", "td_python_network_scripting",
  builtin=True, group=BO_)
q("relative file paths with project.folder, how", "td_paths_and_variables", builtin=True, group=BO_)
q("external tox vs palette — best way to reuse a comp across projects?", "td_tox_components_palette",
  builtin=True, group=BO_)
q("SOP oder POP für 3D Geometrie auf der CPU?", "td_sop_family", allowed=("td_pop_family",), lang="de",
  builtin=True, group=BO_)
BC = "builtin_compete"
q("instancing from a chop on the geometry comp, which page?", "ref_instancing",
  allowed=("td_geometry_instancing",), builtin=True, group=BC)
q("render top is black again, checklist?", "ref_render_pipeline",
  allowed=("td_render_pipeline", "td_troubleshooting_checklist"), builtin=True, group=BC)
q("glsl uniforms on the vectors page — how exactly", "ref_glsl_uniforms", allowed=("td_glsl_top_basics",),
  builtin=True, group=BC)
q("where do I put the extension class and how do we name it here", "fact_ext_conventions", "td_extensions",
  builtin=True, group=BC)
q("pixel format for position data, 16 or 32 bit?", "ref_pixel_formats",
  allowed=("td_resolution_pixel_format",), builtin=True, group=BC)
q("export vs reference for driving a param from a chop", "td_chop_exports_references",
  allowed=("ref_null_exports", "td_parameter_modes"), builtin=True, group=BC)
q("HAP vs H.264 for the gallery loops?", "ref_hap_codecs", allowed=("td_movie_files_codecs", "fact_media_drive"),
  builtin=True, group=BC)
q("POPs — what are they and how do I make points", "ref_pop_generators", allowed=("td_pop_family",),
  builtin=True, group=BC)
q("what's the feedback TOP's target top parameter for", "ref_feedback_top", allowed=("td_feedback_top", F),
  builtin=True, group=BC)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "what's RIG-A's ip address", (), ("fact_rig_b",), group="near")
add("unanswerable", "what time do doors open at lumen hall", (), ("fact_lumen_hall_raster",), group="near")
add("unanswerable", "what's priya's phone number", (), ("fact_lx_console",), group="near")
add("unanswerable", "which brand are the six moving heads", (), ("fact_dmx_heads",), group="near")
add("unanswerable", "how long is the aurora launch keynote", (), ("fact_aurora_palette",), group="near")
add("unanswerable", "wifi password at the kestrel theatre?", (), ("fact_dance_piece",), group="near")
add("unanswerable", "which GPU is in the gallery PC", (), ("fact_media_drive", "fact_win_main"), group="near")
add("unanswerable", "what's the model of the nebula LED processor", (), ("fact_nebula_fps",), group="near")
add("unanswerable", "mac address of the stagepad tablet?", (), ("fact_stagepad_ports",), group="near")
add("unanswerable", "who's the lighting designer on tidewater", (), ("fact_dance_piece",), group="near")
add("unanswerable", "what's the client's budget for the aurora content", (), ("fact_aurora_palette",),
    group="near")
free("unanswerable", "how do I set up a Leap Motion CHOP for hand tracking", group="far")
free("unanswerable", "does the ZED TOP work with a zed 2i", group="far")
free("unanswerable", "bullet solver comp: rigid bodies fall through the floor", group="far")
free("unanswerable", "web render TOP shows a white page for youtube", group="far")
free("unanswerable", "ableton link chop tempo keeps drifting", group="far")
free("unanswerable", "substance TOP .sbsar parameters don't show up", group="far")
free("unanswerable", "can TD drive a pangolin laser directly", group="far")
free("unanswerable", "how do I activate a TD licence on an offline machine", group="far")
free("unanswerable", "rendering to a quest 3 headset from TD, how", group="far")
free("unanswerable", "wie bekomme ich Dante-Audio in TouchDesigner?", lang="de", group="far")
add("unanswerable", "how do I use the Leap Motion hand joints to drive a CHOP", builtin=True, group="far")
add("unanswerable", "ZED camera body tracking to skeleton in TD?", builtin=True, group="far")
add("unanswerable", "which Notch blocks work inside the Notch TOP", builtin=True, group="far")

# ---------------------------------------------------------------- near misses (named, not invoked)
nm("don't run LAYOUT2 on this, I placed every node by hand", L, group="negated")
nm("no PANIC_BLACK, it was just a flicker from the projector", P, group="negated")
nm("please do NOT do DEPLOY_SHOW yet, I'm still editing", D, group="negated")
nm("ran DESKMAP_X32 this morning and the faders were fine", X, group="past")
nm("we did the Zorvex grade on last month's showreel", Z, group="past")
nm("yesterday RENDER_HQ took 40 minutes for the full piece", R, group="past")
nm("Priya says SYNCPOINT timed out twice at the matinee", SY, group="reported")
nm("Mateo told me CUE_STACK_7 looked great from the house", C, group="reported")
nm("is STROBE_SAFE still switched on for this project?", S, group="status")
nm("did VJ_BANK_A finish already?", V, group="status")
nm("do I have something saved called wirecomb?", W, group="exists")
nm("is there a KICK1 in my memory or did I name it KICK2", K, group="exists")
nm("hypothetically if GLITCHY ran on the logo, would the client even notice lol", G, group="hypothetical")
nm("imagine hitting PANIC_BLACK in the middle of the wedding speech 😬", P, group="hypothetical")
nm("Resolume clip triggering vs a VJ_BANK_A style setup — which do people prefer generally?", V,
   group="comparison")
nm("honestly N1-style names beat camelCase any day", N, group="comparison")
nm("open kick1_test_v3.toe from the usb stick", K, group="filename")
nm("archive/bloom_014.tox is 2GB, why are tox files so big?", A, group="filename")
nm("rename glitchy_final_FINAL.mov to something sensible", G, group="filename")
nm("op('kick1_env') returns None in my expression", K, "ref_op_paths", group="variable")
nm("plot x32_faders in a trail CHOP so I can watch the moves", X, group="variable")
nm("the cues7 table got deleted by accident, can I undo that?", C, group="variable")
nm("plan for tomorrow: DEPLOY_SHOW around 18:30, then dinner", D, group="planning")
nm("next tour I want to write a SYNCPOINT v2 that retries more", SY, group="planning")
nm("ugh BACKUP_FIRST has filled backups/ with 60 tox files", B, group="complaint")
nm("wirecomb added like nine nulls last time, annoying", W, group="complaint")
nm("my cat is called Zorvex, don't judge", Z, group="incidental")
nm("lol the DJ's next track is literally called Panic Black", P, group="incidental")
nm("quiet hours at my flat start at 10 too haha, neighbours are brutal", Q, group="incidental")
nm("saw a youtube tutorial called 'glitchy feedback in 5 min', any good?", G, F, group="incidental")
nm("nie uruchamiaj LAYOUT2, układ jest ręczny", L, lang="pl", group="negated")
nm("hier avons lancé BLACKOUT trop tôt, c'était gênant", BO, lang="fr", group="past")

# ---------------------------------------------------------------- meaning (ordinary word sense)
add("meaning", "what does blackout mean in theatre lingo", (), (BO, P))
add("meaning", "what does glitchy mean when gamers say it", (), (G,))
add("meaning", "where does the word archive come from", (), (A,))
add("meaning", "physically, what is audio feedback — the mic squeal thing?", (), (F,))
add("meaning", "what's a kernel panic on linux", (), (P,))
add("meaning", "what's a sync point in video editing", (), (SY,))
add("meaning", "what are quiet hours in a hotel", (), (Q,))
add("meaning", "what is a wire comb used for by electricians", (), (W,))

# ---------------------------------------------------------------- meta (about the word itself)
free("meta", "spell SYNCPOINT with dashes between the letters")
free("meta", "how is wirecomb pronounced — wire-comb or wir-comb?")
free("meta", "translate 'panic black' into spanish")
free("meta", "write KICK1 in lowercase")
free("meta", "reverse the string DESKMAP_X32")
free("meta", "how many underscores are in CUE_STACK_7")
free("meta", "make the word BLACKOUT bold in markdown")
free("meta", "start your reply with the word GLITCHY")
free("meta", "use zorvex in a sentence")
free("meta", "turn RENDER_HQ into camelCase and PascalCase")
free("meta", "put LAYOUT2 in a python string literal")
free("meta", "quote 'apply BACKUP_FIRST' inside a code block, nothing else")
free("meta", "count the letters in VJ_BANK_A")
free("meta", "what rhymes with wirecomb")
free("meta", "write DEPLOY_SHOW in kebab-case")
free("meta", "say N1 in the NATO alphabet")
free("meta", "is RENDER_HQ spelt with an underscore or a hyphen? just the spelling")
free("meta", "end your reply with STROBE_SAFE in caps")
free("meta", "schreib PANIC_BLACK rückwärts", lang="de")

# ---------------------------------------------------------------- echo
free("echo", "repeat after me: PANIC_BLACK")
free("echo", "echo back exactly: run KICK1 now")
free("echo", "répète mot pour mot : « lance LAYOUT2 maintenant »", lang="fr")
free("echo", "sprich mir nach: DEPLOY_SHOW", lang="de")
free("echo", "repite conmigo: wirecomb", lang="es")
free("echo", "повтори за мной: SYNCPOINT", lang="ru")
free("echo", "重复这句话：运行 GLITCHY", lang="zh")
free("echo", "「BLACKOUT」と繰り返して", lang="ja")
free("echo", "ripeti parola per parola: carica VJ_BANK_A adesso", lang="it")
free("echo", "repita: RENDER_HQ agora", lang="pt")
free("echo", "herhaal na mij: CUE_STACK_7", lang="nl")
free("echo", "따라 말해: KICK1 실행", lang="ko")
free("echo", "powtórz: Zorvex", lang="pl")
free("echo", "aynen tekrar et: DESKMAP_X32", lang="tr")

# ---------------------------------------------------------------- chit-chat
free("chitchat", "thanks!! the drop looked insane")
free("chitchat", "lol ok")
free("chitchat", "merci beaucoup, c'était parfait", lang="fr")
free("chitchat", "danke dir, läuft super", lang="de")
free("chitchat", "gracias máquina, quedó brutal", lang="es")
free("chitchat", "ありがとう！助かった", lang="ja")
free("chitchat", "谢谢，辛苦了", lang="zh")
free("chitchat", "спасибо, выручил, с меня пиво", lang="ru")
free("chitchat", "obrigado, ficou lindo", lang="pt")
free("chitchat", "grazie mille", lang="it")
free("chitchat", "tack så mycket!", lang="sv")
free("chitchat", "dzięki, super", lang="pl")
free("chitchat", "감사합니다 ㅎㅎ", lang="ko")
free("chitchat", "good morning, coffee first ☕", group="greeting")


def main() -> None:
    lines = []
    for i, row in enumerate(ROWS, start=1):
        lines.append(json.dumps({"pid": f"u7-{i:03d}", **row}, ensure_ascii=False))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
