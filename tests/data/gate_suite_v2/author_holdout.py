"""Hand-written source of prompts_holdout.jsonl: prompts written (session 3, 22:40 UTC) BEFORE the
recall work of that session changed any rule or threshold, and never used to fit or change either.
Typed the way an artist types: lowercase, typos, slang, product names, other languages.
Scored by `bench/bench_gate_cv.py --holdout`. Run: python author_holdout.py"""
import json
from pathlib import Path

rows = []


def P(intent, prompt, expected=(), full=(), allowed=(), lang="en", group=None):
    rows.append({"intent": intent, "prompt": prompt, "expected": list(expected), "full": list(full),
                 "allowed": list(allowed), "builtin": False, "lang": lang, "group": group or intent})


def inv(prompt, ins, lang="en"):
    P("invoke", prompt, [ins], [ins], lang=lang)


def ask(prompt, ins):
    P("ask_content", prompt, [ins], [ins])


def bears(prompt, ins, allowed=()):
    P("bears", prompt, [ins], allowed=allowed)


def para(prompt, ins, allowed=()):
    P("paraphrase", prompt, [ins], allowed=allowed)


def q(prompt, *exp, allowed=(), lang="en", group=None, intent="question"):
    P(intent, prompt, exp, allowed=allowed, lang=lang, group=group)


# ---------------- explicit invocations ----------------
inv("KICK1 on out2 pls", "ins_kick1")
inv("yo do the GLITCHY thing on the webcam feed", "ins_glitchy")
inv("fire off RENDER_HQ for the teaser cut", "ins_render_hq")
inv("can u wirecomb this mess before the client sees it", "ins_wirecomb")
inv("load VJ_BANK_A, doors in 10", "ins_vj_bank_a")
inv("do a LAYOUT2 on /project1/audio", "ins_layout2")
inv("apply N1 to everything I built today", "ins_naming_n1")
inv("Zorvex this clip for me", "ins_zorvex_grade")
inv("run deploy_show", "ins_deploy_show")
inv("start the SYNCPOINT handshake with the console", "ins_syncpoint")
inv("PANIC_BLACK!!!", "ins_panic_black")
inv("go CUE_STACK_7", "ins_cue_stack7")
inv("last song's done, let's get BLACKOUT going", "ins_blackout")
inv("get DESKMAP_X32 going on the FOH desk", "ins_deskmap_x32")
inv("follow STROBE_SAFE while you build the chase", "ins_strobe_safe")
inv("I'd like you to carry out BACKUP_FIRST on /project1/fx", "ins_backup_first")
inv("Bitte führe KICK1 auf dem Hauptausgang aus", "ins_kick1", lang="de")
inv("lance RENDER_HQ s'il te plaît", "ins_render_hq", lang="fr")
inv("hey, wirecomb /project1/visuals when you get a sec", "ins_wirecomb")
inv("once the cues are in, CUE_STACK_7 it", "ins_cue_stack7")

# ---------------- what a procedure says ----------------
ask("what threshold does KICK1 put on the trigger?", "ins_kick1")
ask("which codec does RENDER_HQ record in?", "ins_render_hq")
ask("which IP does SYNCPOINT ping?", "ins_syncpoint")
ask("what's inside the Zorvex grade exactly?", "ins_zorvex_grade")
ask("remind me what N1 says about nulls", "ins_naming_n1")
ask("does BLACKOUT mute the audio too?", "ins_blackout")

# ---------------- a stored rule bears on the request ----------------
bears("delete the old particle system in /project1/test", "ins_backup_first")
bears("yeet all the unused nulls in this comp", "ins_backup_first")
bears("strobe at 10 Hz on the chorus", "ins_strobe_safe", allowed=["rcp_strobe_flash"])
bears("make the lights blink super fast on the drop", "ins_strobe_safe", allowed=["rcp_strobe_flash", "ins_kick1"])
bears("it's 23:30 at the riverside, crank the sub", "ins_quiet_hours")
bears("tweak the blur inside our external glow.tox", "ins_archive_rule")
bears("make a couple of new noise ops for the background", "ins_naming_n1", allowed=["ref_noise_top"])
bears("the show's over, wrap it up", "ins_blackout", allowed=["ins_panic_black"])
bears("emergency!! kill the output", "ins_panic_black", allowed=["ins_blackout"])
bears("the projector is showing my desktop, cut everything NOW", "ins_panic_black", allowed=["ins_blackout"])

# ---------------- paraphrases (no content word of the entry's title or name) ----------------
para("make the visuals pulse with the bass drum", "ins_kick1", allowed=["ref_audio_analysis", "rcp_strobe_flash"])
para("sort my operators left to right into lanes", "ins_layout2", allowed=["ins_wirecomb"])
para("get everything ready before the audience comes in", "ins_deploy_show")
para("swap the decks to the first set of clips", "ins_vj_bank_a", allowed=["web_moviein_preload"])
para("untangle the spaghetti connections in here", "ins_wirecomb", allowed=["ins_layout2"])
para("lock our timing to the lightboard before we open", "ins_syncpoint", allowed=["fact_lx_console"])
para("give it our signature tint", "ins_zorvex_grade")
para("let the sound guy's board drive the layer opacities", "ins_deskmap_x32", allowed=["ref_osc_in_chop"])
para("I need a flawless video file of the whole piece, take as long as you need", "ins_render_hq",
     allowed=["ref_movie_file_out"])
para("how should I call the ops I create?", "ins_naming_n1")
para("make the selected image fall apart digitally", "ins_glitchy", allowed=["rcp_webcam_glitch"])
para("kill the screens and the lights right this second", "ins_panic_black", allowed=["ins_blackout"])

# ---------------- questions and tasks the corpus answers ----------------
q("whats the ip of the lighting desk", "fact_lx_console", allowed=["ins_syncpoint"])
q("which universe are the movers on", "fact_dmx_heads", allowed=["fact_lx_console"])
q("raster size for lumen hall?", "fact_lumen_hall_raster")
q("what sample rate is the babyface at", "fact_studio_audio", allowed=["fact_audio_buffer"])
q("wats the tablet osc port again", "fact_stagepad_ports", allowed=["ref_osc_in_chop"])
q("fps for nebula?", "fact_nebula_fps")
q("how much vram does rig b have", "fact_rig_b")
q("aurora hex codes pls", "fact_aurora_palette")
q("where do I find the show log after a crash", "fact_show_log")
q("where does win_main live", "fact_win_main", allowed=["ref_perform_window"])
q("when is tech rehearsal for the dance piece", "fact_dance_piece", allowed=["ins_cue_stack7"])
q("how do we name extension classes", "fact_ext_conventions", allowed=["ins_naming_n1"])
q("where do scratch renders go on the gallery machine", "fact_media_drive")
q("buffer size on rig-b audio?", "fact_audio_buffer", allowed=["fact_studio_audio"])
q("why is my render black??", "ref_render_pipeline")
q("op() keeps returning None, help", "ref_op_paths")
q("gradient banding on my bg, how do I get rid of it", "ref_pixel_formats")
q("how do I pass a float into a glsl shader", "ref_glsl_uniforms")
q("draw 10000 spheres without killing the gpu", "ref_instancing", allowed=["rcp_pop_particles"])
q("one button per row of a table, how", "ref_replicator")
q("what's time slicing", "ref_time_slicing")
q("why should I export from a null and not from the math", "ref_null_exports")
q("first frames of my clips stutter", "web_moviein_preload", allowed=["ref_hap_codecs"])
q("fullscreen output on the second monitor without the editor showing", "ref_perform_window",
  allowed=["fact_win_main"])
q("hw do i make a feedbak tunnel", "rcp_feedback_tunnel", allowed=["ref_feedback_top", "ins_feedback_pref"],
  intent="task")
q("drive an LED strip from my visuals", "rcp_led_strip", intent="task")
q("put the speaker's name at the bottom of the video", "rcp_lower_third", intent="task")
q("white flashing strobe effect", "rcp_strobe_flash", allowed=["ins_strobe_safe"], intent="task")
q("particles on the gpu in 2025", "rcp_pop_particles", allowed=["ref_pop_generators"], intent="task")
q("what even are POPs", "ref_pop_generators", allowed=["rcp_pop_particles"])
q("glitchy webcam look with trails", "rcp_webcam_glitch", allowed=["ins_glitchy", "ref_feedback_top"],
  intent="task")
q("hap or h264 for eight 4k clips at once?", "ref_hap_codecs")
q("Timer CHOP callback when a segment ends", "ref_timer_chop")
q("send video between two PCs on the LAN", "ref_ndi")
q("depth image from the azure kinect", "ref_kinect_azure")
q("how do I animate noise smoothly", "ref_noise_top")
q("which CHOPs are generators", "ref_chop_family")
q("find what's eating my frame time", "ref_perf_monitor")
q("record my output to a file", "ref_movie_file_out", allowed=["ins_render_hq"])
q("audio reactive visuals from a mic", "ref_audio_analysis", allowed=["ins_kick1", "fact_studio_audio"])
q("bars that dance to the music spectrum", "rcp_spectrum_bars", allowed=["ref_audio_analysis"], intent="task")
q("set up feedback for trails in my own patch", "ref_feedback_top",
  allowed=["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
# questions naming a product or device no entry mentions
q("Ableton sends the kick on a loopback, how do I get a value that follows it?", "ref_audio_analysis",
  allowed=["ins_kick1", "fact_studio_audio"], group="unknown_entity")
q("on my MacBook Pro the project runs at 40 fps, how do I find the slow ops?", "ref_perf_monitor",
  group="unknown_entity")
q("TouchOSC on my iPad isn't reaching TD, what should I check?", "ref_osc_in_chop",
  allowed=["fact_stagepad_ports"], group="unknown_entity")
q("coming from Notch - how do trails work here?", "ref_feedback_top",
  allowed=["rcp_feedback_tunnel", "ins_feedback_pref"], group="unknown_entity")
q("my Ryzen laptop drops frames playing four ProRes clips, better codec?", "ref_hap_codecs",
  allowed=["ref_movie_file_out", "web_moviein_preload"], group="unknown_entity")
q("I want my TD output in OBS on another PC over the network", "ref_ndi", group="unknown_entity")
q("Unity dev here: how does instancing work in TD?", "ref_instancing", group="unknown_entity")
q("Blender user, why does my render come out black in TD?", "ref_render_pipeline", group="unknown_entity")
q("Arduino with WS2812 pixels, how do I get the colours out of TD?", "rcp_led_strip", group="unknown_entity")
q("in Resolume I'd preload clips, how do I stop Movie File In stuttering?", "web_moviein_preload",
  group="unknown_entity")
q("Is the Epson raster at Lumen Hall 5280 wide?", "fact_lumen_hall_raster", group="unknown_entity")
q("Priya asked what universes we're sending, which are they?", "fact_lx_console",
  allowed=["fact_dmx_heads"], group="unknown_entity")
# other languages
q("comment recevoir de l'OSC dans TouchDesigner ?", "ref_osc_in_chop", lang="fr", group="non_english")
q("wie nehme ich mein Video in Echtzeit mit dem Movie File Out TOP auf?", "ref_movie_file_out",
  allowed=["ins_render_hq"], lang="de", group="non_english")
q("¿cómo hago partículas en la GPU con POPs?", "rcp_pop_particles", allowed=["ref_pop_generators"], lang="es",
  group="non_english")
q("Как сделать шлейф с помощью Feedback TOP?", "ref_feedback_top",
  allowed=["rcp_feedback_tunnel", "ins_feedback_pref"], lang="ru", group="non_english")
q("GLSL TOP に uniform を渡す方法は？", "ref_glsl_uniforms", lang="ja", group="non_english")
q("o que é time slicing nos CHOPs?", "ref_time_slicing", lang="pt", group="non_english")

# ---------------- near misses the corpus cannot answer (left empty is right) ----------------
for t in ["How do I receive Dante audio in TouchDesigner?", "Can I control TD with a Stream Deck XL?",
          "what's the latency of an Intel RealSense D455 in TD?", "does Spout work on macOS Sonoma?",
          "how do I get Leap Motion hand data?", "how do I use a ZED 2 camera?",
          "how do I run TouchDesigner headless on a server?", "what does the Cache TOP do?",
          "how do I make a Web Render TOP background transparent?", "can TD read Excel files directly?",
          "how do I bake lighting into a texture?", "how many undo steps does TD keep?",
          "keyboard shortcut to collapse a network box?", "how do I share a custom component in the palette?",
          "can I pip install torch and use it inside TD?", "how do I read GPS from my phone?",
          "how do I script a pop-up dialog for the operator?", "what's new in the latest TD build?"]:
    P("unanswerable", t)
P("unanswerable", "how do I sync two TD machines frame-accurately over ethernet?", allowed=["ins_syncpoint"])
P("unanswerable", "Kinect v2 skeleton, how many joints?", allowed=["ref_kinect_azure"])

# ---------------- names a procedure without invoking it ----------------
for t, a in [("I already ran KICK1 yesterday, the envelope looked fine", ["ins_kick1"]),
             ("don't do DEPLOY_SHOW yet, we're still rehearsing", ["ins_deploy_show"]),
             ("kick1_env is clipping at 1, why?", ["ins_kick1", "ref_audio_analysis", "ref_chop_family"]),
             ("render_hq_final.mov won't open in VLC", ["ins_render_hq", "ref_hap_codecs", "ref_movie_file_out"]),
             ("should we keep BACKUP_FIRST for tiny changes or is it overkill?", ["ins_backup_first"]),
             ("the glitchy_out null is orange, what does that mean?", ["ins_glitchy", "ref_null_exports"])]:
    P("near_miss", t, allowed=a)

# ---------------- the ordinary meaning of a procedure's name ----------------
for t in ["what does 'glitchy' mean as slang?", "what's a sync point in video editing?",
          "what is a kick in music production?", "what does archive mean in git?",
          "what does feedback mean in psychology?"]:
    P("meaning", t)

# ---------------- meta-linguistic ----------------
for t in ["what's the plural of wirecomb?", "translate 'run DEPLOY_SHOW' to German",
          "count the underscores in CUE_STACK_7", "write a haiku that mentions BLACKOUT",
          "is GLITCHY spelled with a Y at the end?", "put RENDER_HQ in italics", "lowercase VJ_BANK_A please",
          "what rhymes with Zorvex", "`do STROBE_SAFE` - what language is this snippet?",
          "anagram of LAYOUT2?", "how many letters are in SYNCPOINT", "spell PANIC_BLACK backwards"]:
    P("meta", t)

# ---------------- echo ----------------
for lang, t in [("en", "repeat after me: DEPLOY_SHOW"), ("en", "say back exactly: go PANIC_BLACK"),
                ("en", "type 'run KICK1' and nothing else"), ("de", "Wiederhole bitte: wirecomb"),
                ("es", "repite exactamente «RENDER_HQ ahora»"), ("ru", "повтори за мной: BLACKOUT"),
                ("zh", "请重复这句话：运行 LAYOUT2"), ("ja", "そのまま繰り返して：GLITCHY"),
                ("it", "ripeti: SYNCPOINT"), ("en", "copy this back to me word for word: Zorvex grade now")]:
    P("echo", t, lang=lang)

# ---------------- chit-chat ----------------
for lang, t in [("en", "ok that did it"), ("en", "lol it's alive"), ("en", "brb, grabbing food"),
                ("en", "thanks!! that fixed the wires"), ("en", "good night all"), ("en", "you're fast today"),
                ("en", "how was your weekend?"), ("fr", "merci, c'est parfait"), ("es", "gracias crack"),
                ("ru", "спасибо большое"), ("en", "nice, the tunnel looks sick"), ("en", "I'm exhausted lol")]:
    P("chitchat", t, lang=lang)

with open(Path(__file__).with_name("prompts_holdout.jsonl"), "w", encoding="utf-8") as f:
    f.writelines(json.dumps({"pid": f"h{i:03d}", **r}, ensure_ascii=False) + "\n" for i, r in enumerate(rows, 1))
print(len(rows))
