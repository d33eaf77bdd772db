"""Hand-written source of prompts_unseen6.jsonl: the sixth blind gate suite (helper "gateeval6").

Written blind: labelled only from corpus.jsonl and the built-in knowledge, never run through the gate
by its author. Invariant: running this script rewrites prompts_unseen6.jsonl byte for byte (pids u6-001...).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("prompts_unseen6.jsonl")

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


def inv(prompt: str, *ids: str, lang: str = "en", group: str = "", allowed: tuple[str, ...] = ()) -> None:
    add("invoke", prompt, ids, allowed, lang, group)


# ---------------------------------------------------------------- invoke
inv("KICK1 pls, on out1", K, group="terse", allowed=(S,))
inv("ok run kick one on the main out", K, group="voice", allowed=(S,))
inv("kcik1 now!!", K, group="typo", allowed=(S,))
inv("lance KICK1 sur la sortie principale stp, le DJ commence", K, lang="fr", group="non_en", allowed=(S,))
inv("KICK1 chala do main output pe, bass aa raha hai", K, lang="hi", group="non_en", allowed=(S,))
inv("layout2 this mess", L, group="name_as_verb")
inv("can you do LAYOUT2 on /project1/fx, its unreadable", L, group="polite")
inv("LAYOUT 2 please", L, group="spaces")
inv("Bitte LAYOUT2 auf das aktuelle Netzwerk anwenden.", L, lang="de", group="non_en")
inv("apply STROBE_SAFE to the LFO flash I just built", S, group="rule", allowed=("rcp_strobe_flash",))
inv("strobe safe rule on everything tonight pls, enforce it", S, group="voice")
inv("aplica STROBE_SAFE al flash del estribillo", S, lang="es", group="non_en", allowed=("rcp_strobe_flash",))
inv("BACKUP_FIRST, then nuke the old_scenes base", B, group="name_first")
inv("follow backup first and delete noise1 noise2 noise3", B, group="lowercase")
inv("BACKUP_FIRST に従ってから geo_old を削除して", B, lang="ja", group="non_en")
inv("DEPLOY_SHOW.", D, group="bare")
inv("doors in 20 min, deploy show now", D, group="voice")
inv("go ahead with DEPLOY_SHOW, we're green on all outputs", D, group="consent")
inv("executa o DEPLOY_SHOW agora por favor", D, lang="pt", group="non_en")
inv("DEPOLY_SHOW go go go", D, group="typo")
inv("load VJ_BANK_A into the A decks for the opener", V, group="imperative")
inv("okay load v j bank a please", V, group="voice")
inv("VJ_BANK_A 🎬🔥", V, group="emoji")
inv("carica VJ_BANK_A sui deck della parte A, grazie mille", V, lang="it", group="non_en")
inv("PANIC_BLACK!!!!! NOW", P, group="bare")
inv("panic black NOW someone walked on stage", P, group="voice", allowed=(BO,))
inv("PANIC_BLACK срочно", P, lang="ru", group="non_en")
inv("PANC_BLACK", P, group="typo")
inv("GLITCHY on whatever TOP I have selected rn", G, group="imperative")
inv("run the GLITCHY macro on comp_out, make it crunchy", G, group="imperative")
inv("对选中的TOP运行GLITCHY宏", G, lang="zh", group="non_en")
inv("DESKMAP_X32 please, desk is on the network now", X, group="polite", allowed=("ref_osc_in_chop",))
inv("map the x32 desk w/ deskmap x 32", X, group="voice")
inv("DESKMAP_X32 실행해줘", X, lang="ko", group="non_en")
inv("RENDER_HQ for the teaser, go", R, group="name_first")
inv("render hq preset on this comp pls", R, group="lowercase")
inv("Doe RENDER_HQ voor de trailer", R, lang="nl", group="non_en")
inv("use naming rule N1 for everything you make in this session", N, group="rule")
inv("rename these per N1, noise1 and level3 are default junk names", N, group="rule")
inv("följ namnregel N1 när du bygger det här", N, lang="sv", group="non_en")
inv("do my FEEDBACK trail settings for the club visuals on cam2", F, group="title_words",
    allowed=("ref_feedback_top",))
inv("club set trails pls, my way, on the dj cam", F, group="common_word", allowed=("ref_feedback_top",))
inv("mets mes réglages FEEDBACK de traînées pour le club sur la caméra", F, lang="fr", group="non_en")
inv("end of set, run BLACKOUT", BO, group="trailing", allowed=(P,))
inv("BLACKOUT procedure now, last track's done", BO, group="name_first", allowed=(P,))
inv("Set ist vorbei – BLACKOUT am Ende des Sets ausführen", BO, lang="de", group="non_en", allowed=(P,))
inv("wirecomb pls", W, group="terse")
inv("wire comb this network, it's spaghetti", W, group="spaces")
inv("hazme un wirecomb de /project1/fx", W, lang="es", group="non_en")
inv("CUE_STACK_7 for tidewater, the choreographer is waiting", C, group="terse", allowed=("fact_dance_piece",))
inv("build cue stack seven", C, group="voice")
inv("zbuduj CUE_STACK_7 dla spektaklu tanecznego", C, lang="pl", group="non_en")
inv("SYNCPOINT before we open the doors", SY, group="terse", allowed=("fact_lx_console",))
inv("sync point with the console, go", SY, group="voice", allowed=("fact_lx_console",))
inv("SYNCPOINT çalıştır, konsol hazır", SY, lang="tr", group="non_en")
inv("follow the ARCHIVE rule and then raise bloom.tox's threshold to 0.7", A, group="rule")
inv("keep a numbered copy before editing lens_fx.tox (ARCHIVE), then swap its blur for a bloom", A,
    group="title_words")
inv("ARCHIVEルールに従って bloom.tox を編集して", A, lang="ja", group="non_en")
inv("Zorvex grade on the final comp", Z, group="imperative")
inv("give it the zorvex look", Z, group="lowercase")
inv("applique le grade Zorvex sur la sortie finale, merci", Z, lang="fr", group="non_en")
inv("it's 22:10 at the riverside, apply the Quiet hours rule to the master out", Q, group="rule")
inv("enforce quiet hours for the riverside venue from now on", Q, group="lowercase")
inv("Ruhezeiten-Regel (Quiet hours) am Flussufer jetzt anwenden", Q, lang="de", group="non_en")
inv("LAYOUT2 then wirecomb, same network", L, W, group="multi")
inv("1. VJ_BANK_A\n2. DESKMAP_X32\n3. SYNCPOINT", V, X, SY, group="markdown")
inv("render hq after you apply zorvex grade", Z, R, group="multi")
inv("KICK1 + GLITCHY stp, et respecte STROBE_SAFE", K, G, S, lang="fr", group="multi")
inv("BACKUP_FIRST, delete the unused stuff, then LAYOUT2 what's left", B, L, group="multi")
inv("CUE_STACK_7 bauen und danach DEPLOY_SHOW", C, D, lang="de", group="multi")
inv("preshow: SYNCPOINT, VJ_BANK_A, then DEPLOY_SHOW", SY, V, D, group="multi")
inv("when the dj drops the first kick, fire KICK1", K, group="conditional", allowed=(S,))
inv("at 21:55 run BLACKOUT for the end of the set", BO, group="timed", allowed=(P,))
inv("yes, do the RENDER_HQ you suggested", R, group="consent")
inv("sure go ahead w/ wirecomb", W, group="consent")
inv("oui vas-y pour le DEPLOY_SHOW", D, lang="fr", group="consent")
inv("```\n[21:02:11] WARNING osc_in1: no data on port 10023\n```\ndesk just came up, DESKMAP_X32 now", X,
    group="log_paste")
inv("cue 14 — GLITCHY on layer2", G, group="cue_call")
inv("next cue: VJ_BANK_A, standby... GO", V, group="cue_call")
inv("no not GLITCHY, I meant the zorvex grade. do the zorvex one", Z, group="correction", allowed=(G,))
inv("skip LAYOUT2 today, just wirecomb it", W, group="mixed_negation", allowed=(L,))
inv("wirecomb 해줘 please", W, lang="ko", group="non_en")
inv("🚨 PANIC_BLACK 🚨", P, group="emoji")
inv("/run CUE_STACK_7", C, group="slash_command")
inv("/syncpoint", SY, group="slash_command")
inv("and don't forget N1 naming, build the bg noise chain with N1 names", N, group="dont_forget",
    allowed=("ref_noise_top",))
inv("any flash you add tonight falls under STROBE_SAFE, apply it to the chorus strobe now", S, group="rule",
    allowed=("rcp_strobe_flash",))
inv("hey copilot run render h q", R, group="voice")
inv("запусти wirecomb на этой сети", W, lang="ru", group="non_en")
inv("执行 DEPLOY_SHOW", D, lang="zh", group="non_en")
inv("fai il BLACKOUT di fine set", BO, lang="it", group="non_en", allowed=(P,))
inv("PANIC_BLACK ya, se cayó la pantalla del fondo", P, lang="es", group="non_en")
inv("roda o SYNCPOINT com a mesa de luz", SY, lang="pt", group="non_en")
inv("zorvex grade erop graag", Z, lang="nl", group="non_en")
inv("arrange this network in columns, the LAYOUT2 macro", L, group="title_words")
inv("do the offline high-quality recording preset on out_final", R, group="title_words")
inv("lighting console handshake, now please", SY, group="title_words", allowed=("fact_lx_console",))
inv("load clip bank A into the decks before the opener starts", V, group="title_words")
inv("straighten the wires of this network with wirecomb", W, group="title_words")
inv("aplica la regla de Quiet hours, ya son las 22:30 en el riverside", Q, lang="es", group="non_en")
inv("- [x] save\n- [ ] KICK1 on out1\n- [ ] GLITCHY on layer3\ndo the unchecked ones", K, G, group="checklist",
    allowed=(S,))
inv("ARCHIVE rule for mixer.tox pls, then bump its crossfade time", A, group="name_first")
inv("cue stack 7 is up, build it", C, group="voice")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what port does DESKMAP_X32 listen on for the faders?", (X,))
add("ask_content", "how many frames does RENDER_HQ record", (R,), group="lowercase")
add("ask_content", "KICK1 trigger threshold?", (K,), group="terse")
add("ask_content", "what flash rate does STROBE_SAFE cap us at, in Hz?", (S,))
add("ask_content", "where does BACKUP_FIRST put the tox file?", (B,))
add("ask_content", "what's step 3 of DEPLOY_SHOW", (D,))
add("ask_content", "which folder does VJ_BANK_A load clips from", (V,))
add("ask_content", "after PANIC_BLACK how do I restore, what values?", (P,))
add("ask_content", "GLITCHY displace weight??", (G,), group="terse")
add("ask_content", "naming rule N1, what do referenced nulls end in?", (N,))
add("ask_content", "what opacity does my FEEDBACK club trail setup use", (F,))
add("ask_content", "how long is the BLACKOUT fade", (BO,))
add("ask_content", "wait, does wirecomb ever delete any of my ops?", (W,))
add("ask_content", "which columns does CUE_STACK_7 create in the table", (C,))
add("ask_content", "SYNCPOINT: which IP and port does it ping?", (SY,))
add("ask_content", "how are files named in the ARCHIVE rule, like what number format", (A,))
add("ask_content", "zorvex grade gamma + contrast values?", (Z,), group="lowercase")
add("ask_content", "what's the dBFS cap in the Quiet hours rule", (Q,))
add("ask_content", "qu'est-ce que fait LAYOUT2 exactement ?", (L,), lang="fr", group="non_en")
add("ask_content", "Was macht SYNCPOINT genau, Schritt für Schritt?", (SY,), lang="de", group="non_en")

# ---------------------------------------------------------------- bears
add("bears", "delete noise1 and the unused blur chain", (B,), group="delete")
add("bears", "clear out /project1/old_tests completely", (B,), group="delete")
add("bears", "wipe this network, I want to start fresh", (B,), group="delete")
add("bears", "borra todos los operadores que no se usan", (B,), lang="es", group="delete")
add("bears", "make the strobe go 10 Hz on the drop", (S,), ("rcp_strobe_flash",), group="strobe")
add("bears", "flash the whole screen white on every 16th at 174 bpm", (S,), ("rcp_strobe_flash",), group="strobe")
add("bears", "lass das Bild mit 8 Hz blitzen", (S,), ("rcp_strobe_flash",), lang="de", group="strobe")
add("bears", "it's 23:00 at the riverside gig, crank the master audio +6 dB", (Q,), group="venue_late")
add("bears", "boost the subs a bit, we're at the riverside venue and it's past 22h", (Q,), group="venue_late")
add("bears", "I'm editing the externally saved bloom.tox, change its threshold to 0.7", (A,),
    group="external_tox")
add("bears", "open lens_fx.tox (saved externally) and rebuild the inside", (A,), group="external_tox")
add("bears", "create a noise top and a level top for the background", (N,), ("ref_noise_top",), group="create")
add("bears", "duplicate level3 four times", (N,), group="create")
add("bears", "that's the last track, wrap the set up visually", (BO,), (P,), group="end_set")
add("bears", "someone's on stage, kill the screen and every light immediately", (P,), (BO,), group="emergency")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "tidy this network into neat columns by signal order", (L,))
add("paraphrase", "line every node up under the one feeding it, I hate the crossing lines", (W,))
add("paraphrase", "get the 32 sliders of the sound board driving my layers", (X,))
add("paraphrase", "fill the left-side players with tonight's first batch of clips", (V,))
add("paraphrase", "prep everything for the performance: save a copy, check errors, go fullscreen", (D,))
add("paraphrase", "make the whole picture pump on each bass drum hit", (K,), ("ref_audio_analysis",))
add("paraphrase", "our signature tint on the master out please", (Z,))
add("paraphrase", "set up the timed list for the choreography, all twelve entries", (C,))
add("paraphrase", "a long crisp export with realtime off for the trailer", (R,), ("ref_movie_file_out",))
add("paraphrase", "shake hands with the grandMA before we open so the frames line up", (SY,), ("fact_lx_console",))
add("paraphrase", "make the image tear and jitter after the selected TOP the way my macro does", (G,))
add("paraphrase", "emergency, everything dark right now", (P,), (BO,))
add("paraphrase", "fade everything to nothing, the night is done", (BO,), (P,))
add("paraphrase", "give my operators proper purpose_what names", (N,))
add("paraphrase", "smear the nightclub images with my saved ghosting setup", (F,), ("ref_feedback_top",))

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what res are the lumen hall projectors", ("fact_lumen_hall_raster",), group="lowercase")
add("question", "which audio interface do we use in the studio again?", ("fact_studio_audio",))
add("question", "stagepad osc port?", ("fact_stagepad_ports",), group="terse")
add("question", "nebula runs at what fps", ("fact_nebula_fps",))
add("question", "rig-b gpu, how many gigs of vram?", ("fact_rig_b",))
add("question", "aurora orange hex pls", ("fact_aurora_palette",))
add("question", "moving heads dmx start address + universe?", ("fact_dmx_heads",))
add("question", "how do I pass a float into my glsl top shader", ("ref_glsl_uniforms",))
add("question", "my gradients band like crazy, 8 bit? fix?", ("ref_pixel_formats",))
add("task", "instance 5000 cubes from a noise chop", ("ref_instancing",))
add("question", "HAP or h264 for six layers of 4k clips", ("ref_hap_codecs",))
add("question", "render top is just black, cam and geo are there, why", ("ref_render_pipeline",))
add("question", "osc in chop vs osc in dat, which for faders?", ("ref_osc_in_chop",))
add("question", "what is time slicing in chops", ("ref_time_slicing",))
add("task", "help me find what's eating my frame time", ("ref_perf_monitor",))
add("task", "make one button per row of a table", ("ref_replicator",))
add("question", "where's our perform window on the gallery pc, which monitor?", ("fact_win_main",),
    ("ref_perform_window",))
add("question", "op('null1') returns None in my script??", ("ref_op_paths",))
add("task", "build me audio spectrum bars", ("rcp_spectrum_bars",), ("ref_audio_analysis",))
add("task", "map my final image to a 300 pixel LED strip", ("rcp_led_strip",))
add("task", "lower third with the client name, bottom of frame", ("rcp_lower_third",))
add("task", "make a glitchy webcam effect w/ feedback", ("rcp_webcam_glitch",), (G, "ref_feedback_top"),
    group="common_word")
add("question", "clips stutter on the first frames when they start, why", ("web_moviein_preload",))
add("question", "grandma ip address on the show network?", ("fact_lx_console",))
add("question", "where does show media live on the gallery pc", ("fact_media_drive",))
add("question", "rig-b audio buffer size?", ("fact_audio_buffer",))
add("question", "how do we name extension DATs in this team", ("fact_ext_conventions",))
add("question", "during shows where do errors get logged", ("fact_show_log",))
add("question", "can I get body joints out of the azure kinect", ("ref_kinect_azure",))
add("question", "timer chop with segments from a table, how", ("ref_timer_chop",))
add("task", "get video from my laptop into td over the network with ndi", ("ref_ndi",))
add("question", "noise top period vs harmonics?", ("ref_noise_top",))
add("question", "which codec in movie file out for editing in premiere", ("ref_movie_file_out",))
add("task", "gpu particles with pops please", ("rcp_pop_particles",), ("ref_pop_generators",))
add("question", "when is the tidewater tech rehearsal", ("fact_dance_piece",))
add("question", "how do i use feedback for a tunnel effect", ("rcp_feedback_tunnel",), (F, "ref_feedback_top"),
    group="common_word")
add("task", "make a strobe flash for the build-up", ("rcp_strobe_flash", S), group="common_word")
add("task", "the band is literally called Quiet Hours, make a lower third with their name",
    ("rcp_lower_third",), (Q,), group="incidental")
add("question", "¿qué puerto usa stagepad para el feedback de los faders?", ("fact_stagepad_ports",),
    lang="es", group="non_en")
add("question", "Welche Auflösung hat die Lumen Hall Ausgabe insgesamt?", ("fact_lumen_hall_raster",),
    lang="de", group="non_en")

# ---------------------------------------------------------------- question / task (built-ins)
add("question", "chop export vs reference, which one should I use", ("td_chop_exports_references",),
    ("ref_null_exports",), builtin=True, group="builtin_only")
add("question", "my op isn't updating unless I look at it, what's cooking about", ("td_cooking_pull_model",),
    ("td_troubleshooting_checklist",), builtin=True, group="builtin_only")
add("task", "add custom params (a slider + a toggle) to my base comp", ("td_custom_parameters",),
    builtin=True, group="builtin_only")
add("question", "print() shows nothing, where's the textport", ("td_textport",), builtin=True,
    group="builtin_only")
add("question", "replicator comp onReplicate callback, how do I set each clone", ("td_replicator_comp",
    "ref_replicator"), builtin=True, group="builtin_compete")
add("question", "how do feedback TOP trails work", ("td_feedback_top", "ref_feedback_top"),
    (F, "rcp_feedback_tunnel"), builtin=True, group="builtin_compete")
add("question", "should the realtime flag be off when I export frames?", ("td_timeline_realtime",),
    ("ref_movie_file_out", "td_movie_files_codecs", R), builtin=True, group="builtin_only")
add("question", "how do i store a python dict on an operator", ("td_storage",), builtin=True,
    group="builtin_only")
add("question", "select top vs in top, what's the difference", ("td_select_in_out",), builtin=True,
    group="builtin_only")
add("task", "run a script when a custom pulse parameter is pressed", ("td_parameter_execute_dat",),
    ("td_custom_parameters",), builtin=True, group="builtin_only")
add("question", "bypass flag vs lock flag??", ("td_operator_flags",), builtin=True, group="builtin_only")
add("question", "how do I make paths relative to the project folder", ("td_paths_and_variables",),
    builtin=True, group="builtin_only")
add("task", "talk to my arduino over serial or tcp from td", ("td_network_protocols_dats",), builtin=True,
    group="builtin_only")
add("question", "am I gpu or cpu bound, how do I tell", ("td_bottlenecks_optimization",),
    ("td_performance_monitor", "ref_perf_monitor"), builtin=True, group="builtin_only")
add("question", "what even is a SOP", ("td_sop_family",), builtin=True, group="builtin_only")
add("question", "phong vs pbr mat for a glossy logo?", ("td_mat_family",), builtin=True, group="builtin_only")
add("task", "audio reactive chain that follows the kick drum", ("td_audio_analysis_chain", "ref_audio_analysis"),
    (K,), builtin=True, group="builtin_compete")
add("question", "permanent museum installation, what should I check before handing it over?",
    ("td_show_deploy_checklist",), (D,), builtin=True, group="builtin_only")
add("task", "build a little slider panel ui for the operator", ("td_panel_ui_components",), builtin=True,
    group="builtin_only")
add("question", "how do I promote a method in a comp extension, and how do we name them here",
    ("td_extensions", "fact_ext_conventions"), builtin=True, group="builtin_compete")
add("question", "midi and osc input, which chops do I use", ("td_osc_midi_dmx_in",), ("ref_osc_in_chop",),
    builtin=True, group="builtin_compete")
add("question", "wie funktioniert die Pfadangabe mit parent() in op()?", ("td_op_paths", "ref_op_paths"),
    builtin=True, lang="de", group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
for text, grp, lang in [
    ("how do I hook up a Leap Motion controller", "near", "en"),
    ("ableton link tempo sync in td, how to set it up", "near", "en"),
    ("how much is a commercial TD license", "near", "en"),
    ("can I load Notch blocks inside touchdesigner", "near", "en"),
    ("spout out to resolume, how", "near", "en"),
    ("is there a stream deck plugin for td", "near", "en"),
    ("how do I bake lighting into textures in td", "near", "en"),
    ("pip install numpy into td's python, how", "near", "en"),
    ("webrtc streaming out of touchdesigner?", "near", "en"),
    ("comment envoyer du SMPTE ST 2110 depuis TouchDesigner ?", "near", "fr"),
    ("how do I set up a ZED camera depth feed", "near", "en"),
    ("best pizza near the venue?", "far", "en"),
    ("how do I file taxes as a freelance VJ in germany", "far", "en"),
    ("capital of mongolia", "far", "en"),
    ("recommend a synth for techno under 500 eur", "far", "en"),
    ("how long to boil an egg", "far", "en"),
    ("who won the champions league last year", "far", "en"),
    ("quelle heure est-il à Tokyo ?", "far", "fr"),
    ("wie wird das Wetter morgen in Berlin?", "far", "de"),
    ("receta fácil de paella para 4", "far", "es"),
    ("東京でおすすめのラーメン屋は？", "far", "ja"),
    ("airport code for lisbon?", "far", "en"),
]:
    add("unanswerable", text, lang=lang, group=grp)

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run KICK1 yet, I'm still soundchecking", allowed=(K,), group="negated")
add("near_miss", "no GLITCHY tonight, the client hated it", allowed=(G,), group="negated")
add("near_miss", "ne lance surtout pas PANIC_BLACK, c'était une fausse alerte", allowed=(P,), lang="fr",
    group="negated")
add("near_miss", "KICK1はまだ実行しないで", allowed=(K,), lang="ja", group="negated")
add("near_miss", "we're not doing N1 naming on this throwaway patch", allowed=(N,), group="negated")
add("near_miss", "the FEEDBACK thing in my notes is outdated, ignore it for now", allowed=(F,), group="negated")
add("near_miss", "DEPLOY_SHOW ran fine yesterday btw", allowed=(D,), group="past")
add("near_miss", "we did LAYOUT2 on this last week and it looked great", allowed=(L,), group="past")
add("near_miss", "ayer usé el Zorvex grade en el video del cliente", allowed=(Z,), lang="es", group="past")
add("near_miss", "I was about to hit PANIC_BLACK earlier but it turned out fine", allowed=(P,), group="past")
add("near_miss", "I removed the Quiet hours rule from our paper checklist last month", allowed=(Q,), group="past")
add("near_miss", "my collaborator said wirecomb moved her nodes around weirdly", allowed=(W,), group="reported")
add("near_miss", "the LD brought up SYNCPOINT at the production meeting", allowed=(SY,), group="reported")
add("near_miss", "同事说 VJ_BANK_A 昨天有问题", allowed=(V,), lang="zh", group="reported")
add("near_miss", "the client asked if we could skip the end-of-set BLACKOUT, I said I'd ask the director",
    allowed=(BO, P), group="reported")
add("near_miss", "is RENDER_HQ still running?", allowed=(R,), group="status")
add("near_miss", "did VJ_BANK_A finish loading or is it stuck", allowed=(V,), group="status")
add("near_miss", "Läuft DESKMAP_X32 schon?", allowed=(X,), lang="de", group="status")
add("near_miss", "do we even have a CUE_STACK_7 thing saved?", allowed=(C,), group="exists")
add("near_miss", "if I ever ran BLACKOUT mid-set by accident would anyone notice lol", allowed=(BO, P),
    group="hypothetical")
add("near_miss", "which did I save first, KICK1 or GLITCHY?", allowed=(K, G), group="comparison")
add("near_miss", "save this as deskmap_x32_v3.toe", allowed=(X,), group="filename")
add("near_miss", "open render_hq_notes.txt in the text editor", allowed=(R,), group="filename")
add("near_miss", "rename the variable kick1_env_old to kick_prev in my script", allowed=(K,), group="variable")
add("near_miss", "tomorrow we should decide whether to keep using DEPLOY_SHOW or go manual", allowed=(D,),
    group="planning")
add("near_miss", "note to self: add a STROBE_SAFE line to the rehearsal checklist doc", allowed=(S,),
    group="planning")
add("near_miss", "ugh BACKUP_FIRST filled my drive with tox files", allowed=(B,), group="complaint")
add("near_miss", "the ARCHIVE folder next to bloom.tox is huge now 😩", allowed=(A,), group="complaint")
add("near_miss", "haha SYNCPOINT is such a dramatic name", allowed=(SY,), group="incidental")
add("near_miss", "stop reminding me about BACKUP_FIRST every time, I know", allowed=(B,), group="complaint")

# ---------------------------------------------------------------- meaning
add("meaning", "what is a blackout in theatre lighting terminology", allowed=(BO, P))
add("meaning", "what does 'glitchy' mean in everyday english", allowed=(G,))
add("meaning", "archive vs backup, what's the difference in library science", allowed=(A, B))
add("meaning", "in live sound what is feedback, like the squeal", allowed=(F,))
add("meaning", "what are quiet hours in a residential lease", allowed=(Q,))
add("meaning", "what does panic mean in crowd-safety jargon", allowed=(P,))
add("meaning", "what is a kick drum exactly, I'm not a musician", allowed=(K,))
add("meaning", "que veut dire « blackout » en politique ?", allowed=(BO, P), lang="fr")

# ---------------------------------------------------------------- meta
for text, grp, lang in [
    ("spell KICK1 backwards", "reverse", "en"),
    ("how do you pronounce GLITCHY", "pronounce", "en"),
    ("translate 'BLACKOUT' into japanese", "translate", "en"),
    ("write DEPLOY_SHOW in lowercase", "case", "en"),
    ("how many letters are there in the word wirecomb, exactly", "count", "en"),
    ("say SYNCPOINT three times", "say", "en"),
    ("put PANIC_BLACK in bold and italics", "bold", "en"),
    ("start your next reply with the word RENDER_HQ", "start_with", "en"),
    ("use Zorvex in a sentence", "in_a_sentence", "en"),
    ("convert 'CUE_STACK_7' to camelCase", "convert", "en"),
    ("what's LAYOUT2 in base64", "convert", "en"),
    ("wrap `VJ_BANK_A` in a python string literal", "code_literal", "en"),
    ("count the underscores in DESKMAP_X32", "count", "en"),
    ("quote 'STROBE_SAFE' in a markdown blockquote", "quote_literal", "en"),
    ("épelle BACKUP_FIRST lettre par lettre", "spell", "fr"),
    ("schreib ARCHIVE rückwärts", "reverse", "de"),
    ("traduce 'quiet hours' al español", "translate", "es"),
    ("end your reply with the word FEEDBACK", "end_with", "en"),
]:
    add("meta", text, lang=lang, group=grp)

# ---------------------------------------------------------------- echo
for text, lang in [
    ("repeat after me: KICK1 then GLITCHY", "en"),
    ("répète mot pour mot, sans rien exécuter : lance DEPLOY_SHOW", "fr"),
    ("sprich mir nach: PANIC_BLACK", "de"),
    ("repite esto tal cual, sin hacer nada: haz el BLACKOUT", "es"),
    ("повтори за мной слово в слово: запусти SYNCPOINT", "ru"),
    ("跟我重复一遍：执行 wirecomb", "zh"),
    ("次の文をそのまま繰り返して：RENDER_HQを実行", "ja"),
    ("ripeti parola per parola: carica VJ_BANK_A", "it"),
    ("repete comigo: aplica o Zorvex grade", "pt"),
    ("따라 말해: DESKMAP_X32 실행", "ko"),
    ("herhaal letterlijk: LAYOUT2 nu", "nl"),
    ("powtórz dokładnie: CUE_STACK_7", "pl"),
    ("aynen tekrar et: BACKUP_FIRST", "tr"),
    ("upprepa ordagrant: kör STROBE_SAFE", "sv"),
]:
    add("echo", text, lang=lang)

# ---------------------------------------------------------------- chitchat
for text, lang in [
    ("thx that looked sick", "en"),
    ("gm ☕", "en"),
    ("lol the crowd loved it", "en"),
    ("merci beaucoup, c'était parfait !", "fr"),
    ("danke dir, echt top", "de"),
    ("jajaja gracias crack", "es"),
    ("спасибо огромное, теперь всё работает", "ru"),
    ("太棒了，谢谢你", "zh"),
    ("お疲れ様でした！", "ja"),
    ("grazie mille davvero", "it"),
    ("valeu demais!!", "pt"),
    ("고마워요 진짜", "ko"),
    ("top, bedankt hoor", "nl"),
    ("ok cool brb getting coffee", "en"),
]:
    add("chitchat", text, lang=lang)


def main() -> None:
    lines = []
    for i, row in enumerate(ROWS, 1):
        record = {"pid": f"u6-{i:03d}", **row}
        lines.append(json.dumps(record, ensure_ascii=False))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
