"""Hand-written source of prompts_unseen9.jsonl: the ninth blind gate suite (helper "gateeval9").

Written blind: labelled only from corpus.jsonl and the built-in knowledge, never run through the gate
by its author. Invariant: running this script rewrites prompts_unseen9.jsonl byte for byte (pids u9-001...).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("prompts_unseen9.jsonl")

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
# terse / bare / live chat
inv("kick1 pls, drop in 8 bars", K, group="live_chat", allowed=(S,))
inv("LAYOUT2", L, group="bare")
inv("glitchy on the cam feed now!!", G, group="live_chat")
inv("x32 deskmap go", X, group="terse")
inv("vj bank a, quick, doors are open", V, group="live_chat")
inv("PANIC BLACK", P, group="bare", allowed=(BO,))
inv("blackout. set's done, thanks everyone", BO, group="live_chat", allowed=(P,))
inv("syncpoint before we start plz", SY, group="terse")
inv("wirecomb this mess of a base comp", W, group="terse")
inv("render_hq", R, group="bare")
inv("zorvex it, final output", Z, group="terse")
inv("cue_stack_7 go", C, group="terse")
# typos / spaces / lowercase / spoken
inv("cna you run kik1 on the main out", K, group="typo", allowed=(S,))
inv("layuot2 the network pls its unreadable", L, group="typo")
inv("run deploy show", D, group="spaces")
inv("do the render h q thing for the trailer clip", R, group="spaces")
inv("uh cue stack seven please go", C, group="voice")
inv("desk map x thirty two now please", X, group="voice")
inv("run kick one on the output comma then stop", K, group="voice", allowed=(S,))
inv("vee jay bank a please", V, group="voice")
inv("run glitchee on the selected top", G, group="typo")
inv("wire comb the patch please its spaghetti", W, group="spaces")
inv("sync point please we're 10 min from doors", SY, group="spaces")
inv("do zorvx grade on the final comp", Z, group="typo")
inv("deploy_shwo", D, group="typo")
# imperative / polite / theatre
inv("Execute DEPLOY_SHOW now.", D, group="imperative")
inv("Apply the Zorvex grade right after comp_final, bypass off.", Z, group="imperative")
inv("Build CUE_STACK_7 for tonight's run.", C, group="imperative")
inv("Run SYNCPOINT and tell me the round trip.", SY, group="imperative")
inv("Hello! When you have a moment, could you please run CUE_STACK_7 for the dance piece? "
    "The choreographer is in the room and we would like to start the cue-to-cue in fifteen minutes. "
    "Thank you so much.", C, group="polite")
inv("Would you kindly perform the SYNCPOINT procedure with the lighting desk before the house opens?",
    SY, group="polite")
inv("I'd be really grateful if you could do LAYOUT2 on /project1 — the director wants to look at the patch.",
    L, group="polite")
inv("Could you please run RENDER_HQ so we have a clean recording for the archive of the production?",
    R, group="polite")
inv("sorry to bother, i'm new to this, could you maybe run wirecomb on my network? i tried to fix the wires myself "
    "but made it worse", W, group="polite")
inv("if it's not too much trouble, please apply the FEEDBACK trail settings to the club visuals", F, group="polite")
# name first / trailing / mid message
inv("GLITCHY -> on the webcam TOP, I have it selected", G, group="name_first")
inv("DESKMAP_X32: go, the desk is on the network now", X, group="name_first")
inv("VJ_BANK_A, then set the crossfader to A", V, group="name_first")
inv("ok the audio is routed in and the level looks healthy, now KICK1", K, group="trailing", allowed=(S,))
inv("the band just finished the last song, lights are going down... BLACKOUT", BO, group="trailing",
    allowed=(P,))
inv("tidy this up for me, LAYOUT2", L, group="trailing")
inv("the clip folder is ready so please load VJ_BANK_A and tell me the file names", V, group="mid_message")
inv("we're recording the piece tonight, can you run RENDER_HQ once the cue is set, thanks", R,
    group="mid_message")
# conditional / timed / consent / correction
inv("if the desk is answering, run DESKMAP_X32", X, group="conditional")
inv("if there are no errors left, go ahead with DEPLOY_SHOW", D, group="conditional")
inv("at the end of the encore, BLACKOUT", BO, group="timed", allowed=(P,))
inv("time for GLITCHY on the second chorus", G, group="timed")
inv("in five minutes do SYNCPOINT, but set it up now", SY, group="timed")
inv("yes, go ahead with the Zorvex grade you suggested", Z, group="consent")
inv("yep do KICK1 like you offered", K, group="consent", allowed=(S,))
inv("sure, run wirecomb", W, group="consent")
inv("ok yes please deploy_show", D, group="consent")
inv("no wait, not LAYOUT2 — I meant wirecomb. run wirecomb", W, group="correction", allowed=(L,))
inv("sorry, I said render preview but I meant RENDER_HQ. do RENDER_HQ", R, group="correction")
inv("not bank B, VJ_BANK_A please", V, group="correction")
# slash / markdown / checklist / log paste / code
inv("/kick1 main out", K, group="slash_command", allowed=(S,))
inv("/deploy_show", D, group="slash_command")
inv("/glitchy strength low", G, group="slash_command")
inv("/cue_stack_7", C, group="slash_command")
inv("- [ ] DESKMAP_X32\n- [ ] check faders 1-8\n\ndo the first item", X, group="checklist")
inv("Pre-show:\n1. SYNCPOINT\n2. DEPLOY_SHOW\nrun both in that order", SY, D, group="checklist")
inv("**todo now:** LAYOUT2 then wirecomb", L, W, group="markdown")
inv("```\nWARNING: /project1/trails feedback1 reset\n```\nfine, whatever. apply my FEEDBACK trails to the new scene",
    F, group="log_paste")
inv("Traceback (most recent call last):\n  File \"/project1/deck_a3\", line 1\ntd.tdError: File not found\n"
    "I fixed the path. run VJ_BANK_A again", V, group="log_paste")
inv("ERROR osc_in1: port 10023 already in use\nclosed the other app. DESKMAP_X32 again please", X, group="log_paste")
# multi
inv("VJ_BANK_A and then GLITCHY on deck_a1", V, G, group="multi")
inv("KICK1 + Zorvex grade on the output", K, Z, group="multi", allowed=(S,))
inv("run SYNCPOINT, then CUE_STACK_7, then DEPLOY_SHOW", SY, C, D, group="multi")
inv("wirecomb and LAYOUT2 both pls", W, L, group="multi")
inv("RENDER_HQ, and when it's done BLACKOUT", R, BO, group="multi", allowed=(P,))
# rules invoked explicitly / title words / common word
inv("apply STROBE_SAFE to everything in the show file", S, group="rule")
inv("enforce BACKUP_FIRST for this session", B, group="rule")
inv("apply naming rule N1 to the operators you just made", N, group="rule")
inv("use N1 naming for the new scene", N, group="rule")
inv("follow the ARCHIVE rule for the bloom tox I'm about to edit", A, group="rule")
inv("quiet hours are on now, apply the quiet hours rule", Q, group="rule")
inv("Enforce the riverside quiet hours rule on the audio chain.", Q, group="title_words")
inv("check the strobes against STROBE_SAFE and clamp anything over", S, group="rule")
inv("apply BACKUP_FIRST before you touch anything in /project1/post", B, group="rule")
inv("run the ARCHIVE procedure on /project1/bloom before editing", A, group="rule")
inv("do my FEEDBACK thing in the club set", F, group="common_word")
inv("panic", P, group="bare", allowed=(BO,))
inv("do the end-of-set BLACKOUT", BO, group="title_words", allowed=(P,))
inv("straighten the wires with wirecomb", W, group="name_as_verb")
inv("zorvex the final composite", Z, group="name_as_verb")
inv("GLITCHY it 🔥🔥", G, group="emoji")
inv("🎛️ DESKMAP_X32 pls", X, group="emoji")
inv("🚨🚨 PANIC_BLACK 🚨🚨 now", P, group="emoji", allowed=(BO,))
# non-English
inv("KICK1 をお願いします、メイン出力に", K, lang="ja", group="non_en", allowed=(S,))
inv("请运行 LAYOUT2，网络太乱了", L, lang="zh", group="non_en")
inv("DEPLOY_SHOW 실행해 주세요", D, lang="ko", group="non_en")
inv("Запусти VJ_BANK_A, пожалуйста", V, lang="ru", group="non_en")
inv("من فضلك شغّل PANIC_BLACK الآن", P, lang="ar", group="non_en", allowed=(BO,))
inv("कृपया RENDER_HQ चलाओ", R, lang="hi", group="non_en")
inv("Bitte wende die Zorvex-Korrektur auf das Endbild an", Z, lang="de", group="non_en")
inv("Lance SYNCPOINT avec la console lumière, s'il te plaît", SY, lang="fr", group="non_en")
inv("Haz el BLACKOUT del final, ya terminó el set", BO, lang="es", group="non_en", allowed=(P,))
inv("Esegui CUE_STACK_7 per lo spettacolo di danza", C, lang="it", group="non_en")
inv("Roda o GLITCHY na câmera, por favor", G, lang="pt", group="non_en")
inv("Voer DESKMAP_X32 uit, de tafel staat aan", X, lang="nl", group="non_en")
inv("Zrób wirecomb na tej sieci proszę", W, lang="pl", group="non_en")
inv("Lütfen FEEDBACK iz ayarlarımı kulüp görseline uygula", F, lang="tr", group="non_en")
inv("Kör KICK1 och sedan LAYOUT2, tack", K, L, lang="sv", group="non_en", allowed=(S,))
inv("Applique la règle N1 aux nouveaux opérateurs", N, lang="fr", group="non_en")
inv("Wende BACKUP_FIRST an, bevor du etwas löschst", B, lang="de", group="non_en")
inv("ARCHIVE 규칙을 적용하고 bloom.tox를 수정해 줘", A, lang="ko", group="non_en")
inv("применяй STROBE_SAFE ко всем вспышкам", S, lang="ru", group="non_en")
inv("aplica las horas de silencio del local del río, ya son las 23:00", Q, lang="es", group="non_en")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what threshold does KICK1 use on the trigger?", (K,))
add("ask_content", "how far apart are the columns in LAYOUT2", (L,))
add("ask_content", "what's the max flash rate in STROBE_SAFE again", (S,))
add("ask_content", "where does BACKUP_FIRST put the .tox backups?", (B,))
add("ask_content", "DEPLOY_SHOW sends the perform window to which monitor, 1 or 2?", (D,))
add("ask_content", "does VJ_BANK_A touch the B decks?", (V,))
add("ask_content", "how do I restore things after PANIC_BLACK?", (P,))
add("ask_content", "what's the displace weight in GLITCHY", (G,))
add("ask_content", "which port does DESKMAP_X32 listen on and how often does it send /xremote?", (X,))
add("ask_content", "what codec and fps does RENDER_HQ record at?", (R,))
add("ask_content", "remind me, what does rule N1 want nulls to end in", (N,))
add("ask_content", "how long is the fade in the BLACKOUT procedure?", (BO,))
add("ask_content", "does wirecomb ever change parameters?", (W,))
add("ask_content", "what columns does CUE_STACK_7 put in the table", (C,))
add("ask_content", "SYNCPOINT: what IP and port does it ping?", (SY,))
add("ask_content", "what's in the Zorvex grade exactly? list the TOPs", (Z,))
add("ask_content", "after 22:00 what's the level limit at the riverside venue", (Q,))
add("ask_content", "Welche Opazität nutzt meine FEEDBACK-Einstellung im Level TOP?", (F,), lang="de")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "delete noise1 and noise2, they're unused", (B,), group="delete")
add("bears", "clear out everything in /project1/old_scenes", (B,), group="delete")
add("bears", "remove the wire between blur1 and comp2", (B,), group="delete")
add("bears", "make the whole screen strobe at 12 hz on the drop", (S,), group="strobe")
add("bears", "can the white flash go faster? like 8 per second", (S,), group="strobe")
add("bears", "LFO square into the level brightness at 1/16 notes at 174 bpm", (S,), group="strobe")
add("bears", "it's 23:15 at the riverside gig, crank the master audio up 6 dB", (Q,), group="venue_late")
add("bears", "riverside show, half eleven, can we add a big sub drop stinger", (Q,), group="venue_late")
add("bears", "open bloom.tox (it's saved externally) and change the threshold to 0.7", (A,), group="external_tox")
add("bears", "edit the inside of the external lens_fx.tox, swap the blur for a bokeh", (A,), group="external_tox")
add("bears", "make me a noise TOP and a level TOP for the background", (N,), group="create")
add("bears", "duplicate the particle chain for the second screen", (N,), group="create")
add("bears", "that's the last track, end the set", (BO,), group="end_set")
add("bears", "EMERGENCY something's wrong on stage kill the output NOW", (P,), group="emergency")
add("bears", "get the project ready for the show tonight", (D,), group="prepare")
add("bears", "Löschen Sie bitte den Container alt_ui", (B,), lang="de", group="delete")

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "make the picture pulse with the bass drum", (K,))
add("paraphrase", "sort my nodes into neat vertical stacks by signal order", (L,))
add("paraphrase", "point the eight Movie File Ins at the first media folder and preload them", (V,))
add("paraphrase", "add that broken-tv look with the displaced noise and the red/blue shift", (G,))
add("paraphrase", "hook the sound console faders up so they drive the layer opacities", (X,))
add("paraphrase", "capture the piece to a file frame by frame at the best settings, not in real time", (R,))
add("paraphrase", "lock the visuals to the lamp board's clock before doors", (SY,))
add("paraphrase", "give me the studio's signature tint on the final image", (Z,))
add("paraphrase", "build the timed scene table for the choreographer's work", (C,))
add("paraphrase", "make every connection line readable, no crossings behind nodes", (W,))
add("paraphrase", "fade everything to zero over four seconds and mute the sound, we're done for the night", (BO,))
add("paraphrase", "build my usual echo tails for the dance night", (F,))
add("paraphrase", "what should I call the nodes I make for this client?", (N,))
add("paraphrase", "save an incremented toe, check errors, go fullscreen on the second monitor — the usual pre-doors routine",
    (D,))
add("paraphrase", "mets les faders de la console son sur les opacités des calques", (X,), lang="fr")
add("paraphrase", "ilk medya klasörünü sekiz oynatıcıya yükle ve önceden belleğe al", (V,), lang="tr")

# ---------------------------------------------------------------- question / task (store only)
add("question", "whats the ip of the lighting console and which universes", ("fact_lx_console",))
add("question", "what res is the lumen hall output raster, how many projectors", ("fact_lumen_hall_raster",))
add("question", "what sample rate is the studio interface running at?", ("fact_studio_audio",))
add("question", "which ports does the stagepad tablet send on", ("fact_stagepad_ports",))
add("question", "what frame rate does nebula run at", ("fact_nebula_fps",))
add("question", "what GPU is in RIG-B?", ("fact_rig_b",))
add("question", "remind me the aurora launch colours (hex)", ("fact_aurora_palette",))
add("question", "dmx address of the moving heads?", ("fact_dmx_heads",))
add("question", "on the gallery pc which monitor is the perform window", ("fact_win_main",))
add("question", "where do we keep show media on the gallery machine", ("fact_media_drive",))
add("question", "what audio buffer size did we settle on for RIG-B", ("fact_audio_buffer",))
add("question", "what are our conventions for python extensions?", ("fact_ext_conventions",))
add("question", "where's the show error log file", ("fact_show_log",))
add("question", "when and where is the dance piece performed", ("fact_dance_piece",))
add("question", "why is my render TOP completely black", ("ref_render_pipeline",))
add("question", "op('thing') returns None, why", ("ref_op_paths",))
add("question", "HAP or H.264 for 4k playback on a media server?", ("ref_hap_codecs",))
add("question", "why do my gradients band in 8 bit", ("ref_pixel_formats",))
add("question", "should I put a null before exporting a CHOP channel", ("ref_null_exports",))
add("question", "movies stutter when i switch clips, how do people avoid dropped frames",
    ("web_moviein_preload",), allowed=("ref_hap_codecs",))
add("question", "how does the Kinect Azure TOP give me the depth image?", ("ref_kinect_azure",))
add("question", "how do Timer CHOP segments and callbacks work", ("ref_timer_chop",))
add("question", "can I send my output over the network with NDI?", ("ref_ndi",))
add("question", "what does period do on the noise TOP", ("ref_noise_top",))
add("question", "how does time slicing work in CHOPs, my values skip", ("ref_time_slicing",))
add("question", "how do i find which op is slow? cook times", ("ref_perf_monitor",))
add("task", "make spectrum bars from the mic input", ("rcp_spectrum_bars",), allowed=("ref_audio_analysis", N))
add("task", "build me a feedback tunnel", ("rcp_feedback_tunnel",), allowed=(F, "ref_feedback_top", N),
    group="common_word")
add("task", "map a 144 pixel LED strip from a TOP", ("rcp_led_strip",), allowed=(N,))
add("task", "I need a lower third title for the livestream", ("rcp_lower_third",), allowed=(N,))
add("task", "glitchy webcam look with feedback, from scratch, just a recipe", ("rcp_webcam_glitch",), allowed=(G, N),
    group="common_word")
add("task", "make one button per row of a table with the replicator", ("ref_replicator",), allowed=(N,))
add("task", "set up GPU particles with POPs", ("rcp_pop_particles",), allowed=("ref_pop_generators", N))
add("task", "pass a float uniform from a CHOP into my GLSL TOP", ("ref_glsl_uniforms",))
add("task", "instance 10k cubes from a CHOP", ("ref_instancing",), allowed=(N,))
add("task", "receive OSC from my phone into touch", ("ref_osc_in_chop",))
add("task", "record the output to a movie file in realtime, nothing fancy", ("ref_movie_file_out",), allowed=(R,))
add("question", "how do I use feedback to get trails in a general sketch, not the club one?", ("ref_feedback_top",),
    allowed=(F,), group="common_word")
add("unanswerable", "should I archive old versions of my toe somewhere? how do people do it", (),
    allowed=(A,), group="near")
add("question", "¿cómo hago que las barras del espectro sigan el audio?", ("rcp_spectrum_bars",), lang="es")
add("question", "Wie bekomme ich OSC vom Tablet in TouchDesigner?", ("ref_osc_in_chop",),
    allowed=("fact_stagepad_ports",), lang="de")
# with the built-in knowledge
add("question", "how do extensions work on a COMP, promote methods etc", ("td_extensions",), builtin=True,
    group="builtin_only")
add("question", "how do i add a custom parameter page to my component", ("td_custom_parameters",), builtin=True,
    group="builtin_only")
add("question", "where do print() outputs go? the textport?", ("td_textport",), builtin=True, group="builtin_only")
add("question", "what's the difference between storage and a table DAT for keeping state",
    ("td_storage",), builtin=True, group="builtin_only")
add("question", "how do select TOPs and in/out ops pass data between components", ("td_select_in_out",),
    builtin=True, group="builtin_only")
add("question", "run python when a parameter changes", ("td_parameter_execute_dat",), builtin=True,
    group="builtin_only")
add("question", "CHOP execute DAT offToOn callback not firing", ("td_chop_execute_dat",), builtin=True,
    group="builtin_only")
add("question", "when should i use a python expression vs a script", ("td_python_expressions_vs_scripts",),
    builtin=True, group="builtin_only")
add("question", "what are the parameter modes, constant expression export bind?", ("td_parameter_modes",),
    builtin=True, group="builtin_only")
add("question", "bypass vs lock vs display flag, whats what", ("td_operator_flags",), builtin=True,
    group="builtin_only")
add("question", "how do I make a slider panel for my controls", ("td_panel_ui_components",), builtin=True,
    group="builtin_only")
add("question", "what's the difference between realtime on and off on the timeline", ("td_timeline_realtime",),
    builtin=True, group="builtin_only")
add("question", "how do I turn a TOP into CHOP values", ("td_family_conversions",), builtin=True,
    group="builtin_only")
add("question", "my project is slow, is it GPU or CPU bound?", ("td_bottlenecks_optimization",),
    allowed=("ref_perf_monitor", "td_performance_monitor"), builtin=True, group="builtin_only")
add("task", "write a script that creates ten noise TOPs and wires them to a composite",
    ("td_python_network_scripting", N), builtin=True, group="builtin_only")
add("question", "how do I read a UDP message with a DAT", ("td_network_protocols_dats",), builtin=True,
    group="builtin_only")
add("question", "what makes an operator cook when nothing is looking at it", ("td_cooking_pull_model",),
    builtin=True, group="builtin_only")
add("question", "feedback TOP trails fading to grey instead of black", ("ref_feedback_top",),
    allowed=("td_feedback_top", F), builtin=True, group="builtin_compete")
add("question", "how do I pass uniforms into a GLSL TOP", ("ref_glsl_uniforms",), allowed=("td_glsl_top_basics",),
    builtin=True, group="builtin_compete")
add("question", "replicator comp make one per row, how", ("ref_replicator",), allowed=("td_replicator_comp",),
    builtin=True, group="builtin_compete")
add("question", "perform mode window on the second monitor borderless", ("ref_perform_window",),
    allowed=("td_perform_mode_windows", "fact_win_main", D), builtin=True, group="builtin_compete")
add("question", "HAP vs H264 again, with built-in docs", ("ref_hap_codecs",), allowed=("td_movie_files_codecs",),
    builtin=True, group="builtin_compete")
add("question", "パフォーマンスモニターで重いオペレーターを探す方法は？", ("ref_perf_monitor",),
    allowed=("td_performance_monitor",), builtin=True, lang="ja", group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
for text, lang in [
    ("how do I get a Leap Motion 2 working in touch", "en"),
    ("is touchdesigner going to run on linux natively", "en"),
    ("how do i license TouchPlayer for a permanent install", "en"),
    ("best way to get Ableton Link tempo into td?", "en"),
    ("how do I write a custom C++ CHOP with the SDK", "en"),
    ("can i do MediaPipe face tracking in td without a plugin", "en"),
    ("how to make a dome master fisheye for a planetarium", "en"),
    ("what's the Dante setup for 64 channels into touch", "en"),
    ("how do i control td from a Stream Deck", "en"),
    ("Arduino serial at 115200 keeps dropping bytes, fix?", "en"),
    ("can touchdesigner export a WebGL version of my patch", "en"),
    ("how do I use the ZED 2i camera point cloud", "en"),
    ("is there a way to use Unreal Live Link with td", "en"),
    ("how much does the commercial license cost this year", "en"),
    ("how do I calibrate projectors with camschnappr", "en"),
    ("Vulkan device lost error on an AMD card, what to do", "en"),
    ("Comment connecter un capteur LiDAR Ouster à TouchDesigner ?", "fr"),
    ("wie kann ich mit TouchDesigner einen Bitcoin-Kurs-Ticker bauen", "de"),
    ("TouchDesignerでSpoutとSyphonの違いは？Macでも使える？", "ja"),
    ("怎么在TouchDesigner里接入抖音直播弹幕", "zh"),
    ("как подключить DMX через Art-Net к Madrix из TouchDesigner", "ru"),
    ("how do I drive a laser with ILDA from td", "en"),
]:
    add("unanswerable", text, lang=lang, group="far")
add("unanswerable", "which projector lens should i rent for the lumen hall balcony", (),
    allowed=("fact_lumen_hall_raster",), group="near")
add("unanswerable", "what's the wifi password at the riverside venue", (), allowed=(Q,), group="near")

# ---------------------------------------------------------------- near_miss (named, not carried out)
def nm(prompt: str, *ids: str, lang: str = "en", group: str = "") -> None:
    add("near_miss", prompt, (), ids, lang, group)


nm("don't run KICK1 tonight, the drummer hates it", K, group="negated")
nm("no LAYOUT2 please, I like my messy network", L, group="negated")
nm("we ran DEPLOY_SHOW an hour ago, all good", D, group="past")
nm("VJ_BANK_A loaded fine yesterday, no idea why deck_a4 is empty now", V, group="past")
nm("the stage manager said someone hit PANIC_BLACK during the rehearsal, who was it?", P, group="reported")
nm("my friend says GLITCHY looks cheap lol", G, group="reported")
nm("is DESKMAP_X32 still running? the faders feel laggy", X, group="status")
nm("did RENDER_HQ finish or is realtime still off?", R, group="status")
nm("do we even have a BLACKOUT procedure saved?", BO, group="exists")
nm("is there something like wirecomb for TOP networks in the palette?", W, group="exists")
nm("what would happen if I ran CUE_STACK_7 twice in a row? just asking, don't do it", C, group="hypothetical")
nm("hypothetically, if the console never answers, does SYNCPOINT hang forever?", SY, group="hypothetical")
nm("is the Zorvex grade warmer than a standard rec709 LUT?", Z, group="comparison")
nm("KICK1 vs a plain audio reactive level — which is lighter on CPU?", K, group="comparison")
nm("rename the file layout2_notes.txt to layout_notes.txt", L, group="filename")
nm("open deploy_show_checklist.pdf from the desktop", D, group="filename")
nm("my variable is called glitchy_amt, why does it say undefined", G, group="variable")
nm("```python\nkick1_env = op('kick1_env')\nprint(kick1_env['chan1'])\n```\nwhy does this print None", K,
   "ref_op_paths", group="code")
nm("tomorrow we'll probably do SYNCPOINT before the show, remind me what we need cabled", SY, group="planning")
nm("next week I want to rewrite the CUE_STACK_7 sheet, not now", C, group="planning")
nm("ugh RENDER_HQ left realtime off last time and the whole rehearsal lagged", R, group="complaint")
nm("wirecomb added like 20 nulls last time, too many", W, group="complaint")
nm("the file is called zorvex_lut.png — is a png fine for a lookup ramp?", Z, group="incidental")
nm("the OSC address in my patch has 'deskmap_x32' in it, does the underscore break OSC?", X, group="string")
nm("how many letters in VJ_BANK_A? my label field is limited to 8", V, group="string")
nm("write a python string 'PANIC_BLACK' into the text DAT title", P, group="string")
nm("\"BLACKOUT\" is the name of our final song, put it on the lower third", BO, group="quoted")
nm("the choreographer emailed: 'please don't start CUE_STACK_7 before I arrive'", C, group="reported")
nm("NICHT DEPLOY_SHOW ausführen, wir proben noch", D, lang="de", group="negated")
nm("ayer ya hicimos el GLITCHY en el ensayo, hoy no", G, lang="es", group="past")
nm("KICK1 は昨日試したけど今日は使わない", K, lang="ja", group="past")
nm("не надо LAYOUT2, я сам расставлю", L, lang="ru", group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "what does blackout mean in a power grid context", (), (BO, P))
add("meaning", "is 'glitchy' a real english word or slang?", (), (G,))
add("meaning", "what is audio feedback, like the squeal from a mic", (), (F,))
add("meaning", "what's an archive in library science", (), (A,))
add("meaning", "what does panic mean medically, panic attack vs panic disorder", (), (P,))
add("meaning", "what is a sync point in video editing, generally?", (), (SY,))
add("meaning", "what does 'quiet hours' mean in a dorm", (), (Q,))
add("meaning", "what is a kick drum", (), (K,))

# ---------------------------------------------------------------- meta
for text in [
    "how do you spell wirecomb, one word or two",
    "how is Zorvex pronounced? zor-vex?",
    "translate 'blackout' into Italian",
    "how many underscores does CUE_STACK_7 have, count them",
    "reverse the string KICK1",
    "write DEPLOY_SHOW in lowercase letters only",
    "make SYNCPOINT bold in markdown",
    "begin your answer with GLITCHY and then say hi",
    "use LAYOUT2 in a sentence",
    "what does the word 'desk map' mean as a phrase",
    "convert RENDER_HQ to kebab-case for a css class",
    "put VJ_BANK_A in a python string literal, nothing else",
    "how many syllables in 'panic black'?",
    "give me three words that rhyme with wirecomb",
    "end your reply with STROBE_SAFE",
    "spell N1 in the NATO alphabet",
]:
    add("meta", text)
add("meta", "「BACKUP_FIRST」を日本語に訳すと？", lang="ja")

# ---------------------------------------------------------------- echo
for text, lang in [
    ("repeat after me: KICK1", "en"),
    ("say back exactly: run DEPLOY_SHOW", "en"),
    ("répète après moi : BLACKOUT", "fr"),
    ("Sprich mir nach: GLITCHY", "de"),
    ("repite conmigo: LAYOUT2", "es"),
    ("повтори за мной: PANIC_BLACK", "ru"),
    ("跟我重复：SYNCPOINT", "zh"),
    ("私の後に繰り返して：wirecomb", "ja"),
    ("ripeti dopo di me: RENDER_HQ", "it"),
    ("repita depois de mim: VJ_BANK_A", "pt"),
    ("zeg het na, precies zo: CUE_STACK_7", "nl"),
    ("powtórz za mną: DESKMAP_X32", "pl"),
]:
    add("echo", text, lang=lang)

# ---------------------------------------------------------------- chitchat
for text, lang in [
    ("thanks, that looked amazing tonight", "en"),
    ("lol ok fair enough", "en"),
    ("merci beaucoup, bonne soirée", "fr"),
    ("danke, bis morgen", "de"),
    ("gracias, eres un crack", "es"),
    ("спасибо, ты спас мне вечер, всё заработало", "ru"),
    ("谢谢你，今晚辛苦了", "zh"),
    ("ありがとう、お疲れさま", "ja"),
    ("고마워요 좋은 밤 되세요", "ko"),
    ("grazie mille, a domani ragazzi!", "it"),
    ("valeu demais, até amanhã no ensaio", "pt"),
    ("tack så mycket", "sv"),
]:
    add("chitchat", text, lang=lang)


def main() -> None:
    with OUT.open("w", encoding="utf-8") as fh:
        for i, row in enumerate(ROWS, 1):
            fh.write(json.dumps({"pid": f"u9-{i:03d}", **row}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
