"""Hand-written source of prompts_unseen88.jsonl: a blind suite by an independent evaluator (gateeval88).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen88.jsonl byte for byte.

100 % English (Cornish, Kenyan, Jamaican, New Zealand, South African, Liverpudlian and non-native English),
written as three personas:
  DOME   - a planetarium dome show operator (fulldome star shows, school groups, late "dome raves")
  RUNWAY - a fashion-week runway LED-wall crew (designers, models, photographers, the after-party)
  MUSEUM - a museum's permanent interactive-exhibit maintainer (kiosks, touch tables, night handovers)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen88.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAYOUT = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

KICK_SUPPORT = (STROBE, "ref_audio_analysis", "fact_studio_audio")
FEED_SUPPORT = ("ref_feedback_top", "rcp_feedback_tunnel", "ref_pixel_formats")

# ---------------------------------------------------------------- invoke: KICK1
# RUNWAY, Liverpudlian
add("invoke", "right lads, the designer wants the wall to thump with the bass on the closing walk, so can yer build "
    "KICK1 on the main output now, ta", [KICK], KICK_SUPPORT, group="mid_message")
# DOME, voice dictation
add("invoke", "okay copilot run kick one on the main output please full stop the DJ for the dome rave is already "
    "playing so it has to react to the bass", [KICK], KICK_SUPPORT, group="voice")
# RUNWAY, typo
add("invoke", "can u do KIKC1 for the runway wall? music director wants a flash on every kick from the Babyface feed",
    [KICK], KICK_SUPPORT, group="typo")
# RUNWAY, South African, name as verb
add("invoke", "KICK1 the main out for the finale walk, hey, the DJ feed is on inputs 1 and 2 and it's sounding "
    "lekker", [KICK], KICK_SUPPORT, group="name_as_verb")

# ---------------------------------------------------------------- invoke: LAYOUT2
# MUSEUM, non-native
add("invoke", "Before the museum is opening tomorrow I need the kiosk network readable for the next person, please "
    "apply LAYOUT2 on /project1/kiosk and touch nothing else", [LAYOUT], group="polite")
# DOME, slash command
add("invoke", "/layout2 on the dome network — the star field comp is a proper mess after last night's rebuild and I "
    "can't follow it", [LAYOUT], group="slash_command")
# MUSEUM, title words
add("invoke", "arrange this network in columns for me, the macro one, inputs at x zero and the nulls in the last "
    "column like we always do", [LAYOUT], group="title_words")

# ---------------------------------------------------------------- invoke: STROBE_SAFE
# DOME, rule
add("invoke", "the epilepsy charity folk are in the audience tonight, so apply STROBE_SAFE to every flash in the dome "
    "show before the 7pm start", [STROBE], ("rcp_strobe_flash",), group="rule")
# RUNWAY, name first
add("invoke", "STROBE_SAFE — enforce it on the runway strobe rig right now, the designer keeps cranking the LFO and "
    "I'm not having it", [STROBE], ("rcp_strobe_flash",), group="name_first")
# MUSEUM, voice
add("invoke", "please enforce strobe safe on the meteor shower flashes in the space gallery kiosk comma a school group "
    "is coming with a child who has epilepsy", [STROBE], ("rcp_strobe_flash",), group="voice")
# RUNWAY, Jamaican, emoji
add("invoke", "⚡🚫 run STROBE_SAFE over di kick flashes and clamp dem now please, di wall a go mad 😵 and "
    "photographers complaining", [STROBE], (KICK, "rcp_strobe_flash"), group="emoji")

# ---------------------------------------------------------------- invoke: BACKUP_FIRST
# MUSEUM
add("invoke", "the old dinosaur kiosk is being retired, so apply BACKUP_FIRST to /project1/exhibit_old and then clear "
    "that network out", [BACKUP], group="rule")
# RUNWAY, Liverpudlian
add("invoke", "follow the BACKUP_FIRST rule now on the runway comp, we're binning all the unused noise ops from last "
    "season, la", [BACKUP], group="imperative")
# DOME, typo
add("invoke", "do backup_frist on the dome network, then we'll delete the old aurora test chain that's eating the GPU",
    [BACKUP], group="typo")
# DOME, South African, polite
add("invoke", "Could you please run BACKUP_FIRST on /project1/stars before I start pruning operators? Ngiyabonga, "
    "you're a star", [BACKUP], group="polite")

# ---------------------------------------------------------------- invoke: DEPLOY_SHOW
# RUNWAY, checklist
add("invoke", "- [x] projectors warm\n- [x] audio line check with the DJ\n- [ ] DEPLOY_SHOW\nlast box is yours, "
    "tick it off for me on the runway machine", [DEPLOY], ("ref_perform_window",), group="checklist")
# RUNWAY, trailing
add("invoke", "models are in hair and makeup, the wall content is locked and the client has signed off, so go on "
    "then: DEPLOY_SHOW", [DEPLOY], ("ref_perform_window",), group="trailing")

# ---------------------------------------------------------------- invoke: VJ_BANK_A
# RUNWAY
add("invoke", "for the first half of the runway show we're on the A clips, so load VJ_BANK_A into the decks and leave "
    "B alone", [BANK], ("web_moviein_preload",), group="imperative")
# DOME, voice
add("invoke", "hey assistant load vj bank a please and print the file names so i can check them against the running "
    "order", [BANK], ("web_moviein_preload",), group="voice")
# RUNWAY, South African, name first
add("invoke", "VJ_BANK_A into the decks, the Joburg designer's looks are first out and her clips all live in "
    "bank a, shot", [BANK], ("web_moviein_preload",), group="name_first")
# RUNWAY, typo
add("invoke", "load VJ_BNAK_A real quick please, first model walks in five minutes and the decks are still empty",
    [BANK], ("web_moviein_preload",), group="typo")

# ---------------------------------------------------------------- invoke: PANIC_BLACK
add("invoke", "PANIC_BLACK NOW someone just walked onto the runway in front of the wall and the flashes are hitting "
    "her face", [PANIC], (BLACK,), group="emergency")
add("invoke", "a kid is being sick right under the dome projector and the ushers need it dark, cut everything with "
    "PANIC_BLACK immediately", [PANIC], (BLACK,), group="emergency")
add("invoke", "panic_black. fire alarm going off in the east wing of the museum, everyone out, kill the outputs",
    [PANIC], (BLACK,), group="lowercase")
add("invoke", "bredda do PANIC_BLACK quick quick, di wall a glitch out pon di live stream and di client a watch",
    [PANIC], (BLACK,), group="terse")

# ---------------------------------------------------------------- invoke: GLITCHY
add("invoke", "on the selected TOP, the clip of the walking model, run GLITCHY — the designer wants that broken VHS "
    "vibe for the cyberpunk collection", [GLITCH], group="mid_message")
add("invoke", "/glitchy on the selected top pls, then expose the amount on the parent so I can ride it live during "
    "the walk", [GLITCH], group="slash_command")
add("invoke", "ok so the astronaut section of the dome show needs a little malfunction moment, can you add the "
    "GLITCHY macro after the selected TOP and I'll tune the amount later", [GLITCH], group="polite")
add("invoke", "run glitchy on the selected top, the one feeding the centre panel of the runway wall, the designer "
    "is nodding along", [GLITCH], group="lowercase")

# ---------------------------------------------------------------- invoke: DESKMAP_X32
add("invoke", "the sound guy has patched his X32 into our switch, so go ahead and do DESKMAP_X32 so his faders drive "
    "our layers", [X32], ("ref_osc_in_chop",), group="consent")
add("invoke", "run desk map X32 please the mixing desk is on the network now and we want faders one to eight on the "
    "layer opacities", [X32], ("ref_osc_in_chop",), group="voice")
add("invoke", "Sasa, kindly map the X32 desk for us using DESKMAP_X32, the runway sound engineer is ready on his "
    "side", [X32], ("ref_osc_in_chop",), group="polite")
add("invoke", "DESKMAP_X32 now please, desk is up, the engineer's waving at me from front of house", [X32],
    ("ref_osc_in_chop",), group="name_first")

# ---------------------------------------------------------------- invoke: RENDER_HQ
add("invoke", "the museum wants a clean video of the exhibit loop for their website, so use RENDER_HQ and tell me "
    "where the file lands", [RENDER], ("ref_movie_file_out",), group="mid_message")
add("invoke", "do the high-quality offline render preset on the dome flythrough, we need a perfect file for the "
    "science festival trailer", [RENDER], ("ref_movie_file_out",), group="title_words")
add("invoke", "if the show's finished — and it is, the last guests left at ten — kick off RENDER_HQ on the runway "
    "recap", [RENDER], ("ref_movie_file_out",), group="conditional")

# ---------------------------------------------------------------- invoke: naming rule N1
add("invoke", "apply naming rule N1 to everything you built in the dome comp today, there's noise1 and level3 all "
    "over the place", [N1], group="rule")
add("invoke", "go through the new operators and rename them per our naming rule for new operators, purpose "
    "underscore what, before the night handover", [N1], group="title_words")
add("invoke", "N1 the kiosk network please, rename all the defaults before I hand over to the night technician at "
    "six", [N1], group="name_as_verb")

# ---------------------------------------------------------------- invoke: FEEDBACK (club trails)
add("invoke", "the runway after-party is a proper club set, so build my FEEDBACK trails the way I set them for the "
    "club visuals, on the wall now", [FEED], FEED_SUPPORT, group="common_word")
add("invoke", "trails for the club set please, my usual way, whole loop in trails_club, the DJ starts at eleven",
    [FEED], FEED_SUPPORT, group="common_word")
add("invoke", "the dome rave is basically our club set tonight, so use my FEEDBACK trail settings for the club "
    "visuals on the star layer", [FEED], FEED_SUPPORT, group="title_words")
add("invoke", "club set starts in ten — build my trails, the feedback loop my way with 16-bit float and the reset "
    "on scene change", [FEED], FEED_SUPPORT, group="timed")

# ---------------------------------------------------------------- invoke: BLACKOUT (end of set)
add("invoke", "that's the last look walked and the designer is taking her bow — do the end-of-set BLACKOUT now",
    [BLACK], (PANIC,), group="end_set")
add("invoke", "star show's over, the narrator's said goodnight to the kids, run BLACKOUT and keep the perform window "
    "open for the 8pm", [BLACK], (PANIC,), group="end_set")

# ---------------------------------------------------------------- invoke: wirecomb
add("invoke", "wirecomb the dome network pls, the wires cross behind the star field comp and I can't see what goes "
    "where", [COMB], group="name_as_verb")
add("invoke", "straighten the wires of this network for me, it looks like a plate of spaghetti after the touch "
    "table rebuild", [COMB], group="title_words")
add("invoke", "w i r e c o m b on the runway comp please, the LED mapping network is unreadable and the crew "
    "change is in an hour", [COMB], group="spaces")

# ---------------------------------------------------------------- invoke: CUE_STACK_7
add("invoke", "Mateo sent the choreographer's sheet this morning, so build CUE_STACK_7 for the dance piece now while "
    "the gauze goes up", [CUES], ("fact_dance_piece", "ref_timer_chop"), group="mid_message")
add("invoke", "CUE_STACK_7 please, the cues.csv is sitting in /media/dance and tech rehearsal is in two hours",
    [CUES], ("fact_dance_piece", "ref_timer_chop"), group="name_first")
add("invoke", "build cue stack seven for the dance piece please full stop tech rehearsal starts at fourteen hundred",
    [CUES], ("fact_dance_piece", "ref_timer_chop"), group="voice")
add("invoke", "cue_stak_7 now pls, the Kestrel tech is at 14:00 and i've got nothing built for the cues yet", [CUES],
    ("fact_dance_piece", "ref_timer_chop"), group="typo")

# ---------------------------------------------------------------- invoke: SYNCPOINT
add("invoke", "Priya's grandMA is up and patched, so lock us to it — run SYNCPOINT before the house opens at seven",
    [SYNC], ("fact_lx_console",), group="mid_message")
add("invoke", "do the lighting console handshake now so the visuals line up with the lamps for the runway opener",
    [SYNC], ("fact_lx_console",), group="title_words")
add("invoke", "the console's answering pings now, so go ahead with SYNCPOINT and tell me the median round trip",
    [SYNC], ("fact_lx_console",), group="conditional")

# ---------------------------------------------------------------- invoke: ARCHIVE
add("invoke", "apply the ARCHIVE rule to the external starfield.tox, then raise its twinkle speed to 0.4 for the "
    "school show", [ARCH], group="rule")
add("invoke", "keep a numbered copy before editing kiosk_ui.tox — do the ARCHIVE thing first and tell me the number "
    "it gets", [ARCH], group="title_words")
add("invoke", "ARCHIVE first on runway_logo.tox, then swap the old sponsor logo inside it for the new one the client "
    "sent", [ARCH], group="name_first")
add("invoke", "Me I want to change the inside of the external touch_map.tox, so please make the ARCHIVE copy before "
    "anything", [ARCH], group="polite")

# ---------------------------------------------------------------- invoke: Zorvex
add("invoke", "put the Zorvex grade on the final composite of the dome show, the director wants our house look for "
    "the premiere", [ZORV], group="imperative")
add("invoke", "time for Zorvex on the museum's welcome reel, the curator finally approved the edit so grade it now",
    [ZORV], group="timed")
add("invoke", "Kia ora, could you apply the Zorvexx grade after the final comp on the exhibit output, with the bypass "
    "toggle too", [ZORV], group="typo")

# ---------------------------------------------------------------- invoke: Quiet hours
add("invoke", "it's 22:15 at the riverside venue now, so enforce the quiet hours rule on our audio straight away",
    [QUIET], group="conditional")
add("invoke", "apply quiet hours to the riverside gig's audio chain, we're well past ten and the neighbours are "
    "already twitchy", [QUIET], group="rule")
add("invoke", "Quiet hours at the riverside venue — apply it now, one of the neighbours already rang the promoter "
    "twice", [QUIET], group="name_first")
add("invoke", "the riverside pop-up runs till midnight, and it's just gone ten past ten, so put the quiet hours rule "
    "on the master audio", [QUIET], group="conditional")

# ---------------------------------------------------------------- invoke: corrections, consent, logs, checklists
add("invoke", "no wait, not GLITCHY — do the Zorvex grade on the dome output instead, the director hated the glitch",
    [ZORV], (GLITCH,), group="correction")
add("invoke", "scratch LAYOUT2, I don't want columns, just run wirecomb on the kiosk network so the wires are "
    "readable", [COMB], (LAYOUT,), group="correction")
add("invoke", "you asked earlier whether to run DEPLOY_SHOW on the dome machine — yes, go ahead, the teachers are "
    "seating the kids", [DEPLOY], ("ref_perform_window",), group="consent")
add("invoke", "yes please, do RENDER_HQ on the runway recap now, the edit is locked and the sponsor's waiting",
    [RENDER], ("ref_movie_file_out",), group="consent")
add("invoke", "```\n22:41:07 WARNING /project1/out/level_out: opacity 1.0\n22:41:09 OSC In: no packets on 10023\n"
    "```\nignore the osc line for now, the X32 isn't even on yet, just run LAYOUT2 on /project1/out so I can read it",
    [LAYOUT], (X32,), group="log_paste")
add("invoke", "```\nTraceback (most recent call last):\n  File \"/project1/kiosk/ext_Kiosk\", line 12\n"
    "AttributeError: 'NoneType' object has no attribute 'par'\n```\nI'll fix that later, first apply N1 to the "
    "kiosk network so the names make sense", [N1], ("ref_op_paths",), group="log_paste")
add("invoke", "Hey, at 21:58 the DJ finishes the last track of the set, so at that point run the end-of-set "
    "BLACKOUT for the runway", [BLACK], (PANIC,), group="timed")
add("invoke", "no no, not the panic one — the calm end-of-set BLACKOUT, the show ended normally, nobody is in danger",
    [BLACK], (PANIC,), group="correction")

# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "run BACKUP_FIRST on the dome comp and then wirecomb it, I'm deleting the old comet layer after",
    [BACKUP, COMB], group="multi")
add("invoke", "load VJ_BANK_A and then do GLITCHY on the selected TOP, it's deck_a3's output for the menswear walk",
    [BANK, GLITCH], ("web_moviein_preload",), group="multi")
add("invoke", "house opens in ten minutes, so SYNCPOINT first and then DEPLOY_SHOW on the dome machine, in that "
    "order please", [SYNC, DEPLOY], ("fact_lx_console",), group="multi")
add("invoke", "LAYOUT2 then N1 on the kiosk network please, the new maintainer starts on Monday and I want it "
    "clean", [LAYOUT, N1], group="multi")
add("invoke", "desk's on the network and the DJ is playing, so DESKMAP_X32 and KICK1 both now for the after-party "
    "wall", [X32, KICK], KICK_SUPPORT, group="multi")
add("invoke", "Tidewater tech today, do these for me:\n- [ ] CUE_STACK_7\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW",
    [CUES, SYNC, DEPLOY], ("fact_dance_piece", "fact_lx_console"), group="checklist")
add("invoke", "apply the ARCHIVE rule to the external grade.tox and then put the Zorvex grade inside it on the dome "
    "output", [ARCH, ZORV], group="multi")
add("invoke", "RENDER_HQ the runway recap first, then the end-of-set BLACKOUT on the wall, we're closing for the "
    "night", [RENDER, BLACK], ("ref_movie_file_out",), group="multi")
add("invoke", "it's 22:30 at the riverside stage, so apply quiet hours on the audio and put STROBE_SAFE on the "
    "beat flashes too", [QUIET, STROBE], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port does DESKMAP_X32 listen on again? the sound engineer is asking before he patches",
    [X32], group="port")
add("ask_content", "what order do the DEPLOY_SHOW steps go in? I want to print them for the dome volunteers", [DEPLOY],
    group="order")
add("ask_content", "what gain does KICK1 put on its Math CHOP, and what's the trigger threshold?", [KICK],
    group="value")
add("ask_content", "which codec and resolution does RENDER_HQ set on rec1, the festival is asking for specs",
    [RENDER], group="value")
add("ask_content", "what does the ARCHIVE rule say to do if the archive folder is missing next to the tox?", [ARCH],
    group="content")
add("ask_content", "how many flashes per second does STROBE_SAFE allow, the runway producer wants a number", [STROBE],
    group="value")
add("ask_content", "what IP and port does SYNCPOINT send its ping to, bru? network guy is setting up the VLAN",
    [SYNC], group="port")
add("ask_content", "what's the dBFS ceiling that the quiet hours rule sets at the riverside venue? the promoter wants it in writing", [QUIET], group="value")
add("ask_content", "what does wirecomb do when one output fans out to lots of inputs? tell me what it says", [COMB],
    group="content")
add("ask_content", "which LUT file does the Zorvex grade use, and how much does it pull the greens down?", [ZORV],
    group="content")

# ---------------------------------------------------------------- bears (a stored rule applies)
add("bears", "delete the unused noise TOPs in /project1/dome, they're left over from the aurora test", [BACKUP],
    group="delete")
add("bears", "clear the whole old_kiosk network, nobody's touched it since 2023 — go ahead", [BACKUP],
    group="consent")
add("bears", "make the runway wall strobe at 10 Hz on the drop, the designer wants it really aggressive", [STROBE],
    ("rcp_strobe_flash",), group="strobe")
add("bears", "we're at the riverside venue and it's 22:40, can you push the master audio up by 6 dB, crowd can't "
    "hear", [QUIET], group="venue_late")
add("bears", "tweak the bloom threshold inside the externally saved bloom.tox to 0.7, it's glowing too much",
    [ARCH], group="external_tox")
add("bears", "add a noise TOP and a level TOP for the dome background shimmer, nothing fancy", [N1],
    ("ref_noise_top",), group="create")

# ---------------------------------------------------------------- paraphrase (no content word of title or name)
add("paraphrase", "my node graph is spaghetti: line each operator up under whatever feeds it and drop a null where "
    "one output goes to more than three inputs", [COMB])
add("paraphrase", "hook up the Behringer's channel sliders so the first eight control the opacity of our layers",
    [X32], ("ref_osc_in_chop",))
add("paraphrase", "measure the round trip to Priya's grandMA and shift our timeline by half of it, so video and "
    "lamps stay locked", [SYNC], ("fact_lx_console",))
add("paraphrase", "export the dome flythrough frame-perfect to a HAP Q movie, frames 1 to 3600, with realtime "
    "switched off while it runs", [RENDER], ("ref_movie_file_out", "ref_hap_codecs"))
add("paraphrase", "make the Tidewater table of twelve steps with a Timer segment per row that switches scenes and "
    "starts the fades", [CUES], ("fact_dance_piece", "ref_timer_chop"))
add("paraphrase", "after the final comp, add our studio LUT ramp, a touch of gamma and contrast, muted greens and a "
    "faint grain", [ZORV])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what's the full output raster for the Lumen Hall show? I'm setting up the window", [
    "fact_lumen_hall_raster"], ("ref_perform_window",), group="fact")
add("question", "which UDP port does the stagepad tablet send to on the show PC?", ["fact_stagepad_ports"],
    ("ref_osc_in_chop",), group="fact")
add("question", "what frame rate does the Nebula installation run at, I'm exporting content for it tonight",
    ["fact_nebula_fps"], group="fact")
add("question", "what DMX address does the fourth moving head start at, and which channel is its dimmer?",
    ["fact_dmx_heads"], group="fact")
add("question", "what audio buffer size did we agree for RIG-B, the kick visuals felt late at the museum",
    ["fact_audio_buffer"], ("fact_studio_audio",), group="fact")
add("question", "where is the show media kept on the gallery PC, which drive?", ["fact_media_drive"], group="fact")
add("question", "how do I use feedback to make the dome stars leave a slow trail that fades all the way to black?",
    ["ref_feedback_top"], (FEED, "rcp_feedback_tunnel", "ref_pixel_formats"), group="common_word")
add("question", "my render TOP is black on the runway 3D logo scene, what should I check first?",
    ["ref_render_pipeline"], group="reference")
add("task", "build a lower third for the museum captions with the exhibit title sliding in from the left",
    ["rcp_lower_third"], ("ref_timer_chop",), group="reference")
add("task", "map the final image onto the 300-LED strip that runs around the exhibit plinth, Art-Net please",
    ["rcp_led_strip"], group="reference")
add("question", "op('kiosk_ctrl') keeps returning None in my script, what am I doing wrong?", ["ref_op_paths"],
    group="reference")
add("question", "HAP or H.264 for the dome masters? they're huge and we play three at once", ["ref_hap_codecs"],
    ("ref_movie_file_out",), group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "how does storage work on a COMP? I want the exhibit visitor counter to survive a restart",
    ["td_storage"], group="builtin_only", builtin=True)
add("question", "where does print() output end up in TouchDesigner, and how do I open that console?",
    ["td_textport"], ("fact_show_log",), group="builtin_only", builtin=True)
add("question", "what's the difference between a DAT Execute DAT and an Execute DAT? the kiosk start-up script is "
    "confusing me", ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("task", "make a Parameter Execute DAT that fires when the Brightness custom parameter on the exhibit comp "
    "changes", ["td_parameter_execute_dat"], ("td_custom_parameters",), group="builtin_only", builtin=True)
add("question", "why does my CHOP only update when its viewer is open? it stops when I close the network",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("question", "how do I get a TOP from inside one COMP into another without a wire, the runway comps are nested",
    ["td_select_in_out"], group="builtin_only", builtin=True)
add("task", "build a row of touch buttons inside a container for the museum's kiosk screen",
    ["td_panel_ui_components"], ("td_replicator_comp", "ref_replicator"), group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I set up a fisheye domemaster camera for a 180 degree fulldome output?", group="far")
add("unanswerable", "what's the licence difference between Commercial and Pro for a museum that runs 24/7?",
    group="far")
add("unanswerable", "how do I connect a Leap Motion so visitors can wave at the planets?", group="far")
add("unanswerable", "can TouchDesigner read a DXF floor plan of the gallery for projection planning?", group="far")
add("unanswerable", "how do I trigger scenes from an Elgato Stream Deck on the runway desk?", group="far")
add("unanswerable", "what's the best way to do 7.1 surround output from TouchDesigner for the dome speakers?",
    group="near")
add("unanswerable", "how do I show a live webpage of the weather inside the exhibit with the Web Render TOP?",
    group="far")
add("unanswerable", "how do I send our output to Resolume over Spout on the same machine?", group="near")
add("unanswerable", "which projector lens is best for a 15 metre dome with edge blending on six units?",
    group="near")
add("unanswerable", "how do I use a ZED stereo camera for depth on the runway, any tips?", group="near")
add("unanswerable", "how do I make a night-time scheduler that shuts the museum PCs down at 18:00 and wakes them?",
    group="far")

# ---------------------------------------------------------------- near misses
add("near_miss", "don't run DEPLOY_SHOW yet, the school bus is stuck on the A30 and I still need to swap the planet "
    "textures", allowed=[DEPLOY], group="negated")
add("near_miss", "KICK1 ran fine on the runway last night, the designer loved the pulse on the closing walk",
    allowed=[KICK], group="past")
add("near_miss", "we'll do SYNCPOINT tomorrow at the tech, Priya's console isn't even off the truck yet",
    allowed=[SYNC], group="planning")
add("near_miss", "the producer said something about wanting GLITCHY on the menswear looks, but I doubt she meant it",
    allowed=[GLITCH], group="reported")
add("near_miss", "did DESKMAP_X32 get run this afternoon or was that still on the list for tomorrow?", allowed=[X32],
    group="status")
add("near_miss", "imagine the X32 gets swapped for a Yamaha desk next season, we'd need a new DESKMAP then, wouldn't "
    "we? not now, just thinking ahead", allowed=[X32], group="hypothetical")
add("near_miss", "which do you prefer, LAYOUT2 or wirecomb, just as a matter of taste? not running either today",
    allowed=[LAYOUT, COMB], group="comparison")
add("near_miss", "the file called render_hq_final_v3.mov shows up as 59.94 fps in VLC, weird, it's for a friend's "
    "project", allowed=[RENDER], group="filename")
add("near_miss", "in my kiosk script I've got a variable called kick1_env_gain, is Python fine with digits in "
    "variable names?", allowed=[KICK], group="variable")
add("near_miss", "```python\nif mode == 'BLACKOUT':\n    fade_out()\n```\nwhy does this never match when mode is "
    "'blackout' in lowercase?", allowed=[BLACK, PANIC], group="code")
add("near_miss", "the tour manager's email subject literally says \"RE: RE: VJ_BANK_A??\" and nothing else in the "
    "body, mad", allowed=[BANK], group="quoted")
add("near_miss", "wirecomb moved my docked ops away from their parent yesterday and the exhibit network is a mess, "
    "not impressed", allowed=[COMB], group="complaint")
add("near_miss", "who came up with the name Zorvex for our grade anyway? someone said it was a misspelt band name",
    allowed=[ZORV], group="history")
add("near_miss", "the Zorvex LUT png turned out to be 256 pixels wide, I noticed while tidying the media drive",
    allowed=[ZORV], group="incidental")
add("near_miss", "please don't do the end-of-set BLACKOUT after this one, the next act starts straight away and "
    "wants our loop running", allowed=[BLACK], group="negated")
add("near_miss", "the quiet hours rule kicked in at the riverside last Friday and the promoter was fuming about it",
    allowed=[QUIET], group="past")
add("near_miss", "next week we'll probably apply N1 across the whole museum project, just flagging it for the team "
    "meeting", allowed=[N1], group="planning")
add("near_miss", "Sipho reckons RENDER_HQ took forty minutes on RIG-B last time, shame, that's long", allowed=[RENDER],
    group="reported")
add("near_miss", "found backups/dome_2026-05-02_2215.tox on the drive from the BACKUP_FIRST run last month, I'll "
    "leave it there, it's tiny", allowed=[BACKUP], group="filename")
add("near_miss", "the DEPLOY_SHOW sticky note on the control room monitor keeps falling off, lol, need better tape",
    allowed=[DEPLOY], group="incidental")
add("near_miss", "PANIC_BLACK went off by accident when a stagehand leaned on the tablet and the whole runway went "
    "dark mid-walk, embarrassing", allowed=[PANIC], group="complaint")
add("near_miss", "LAYOUT2 sorted the exhibit network out nicely on Tuesday, the night tech actually thanked me",
    allowed=[LAYOUT], group="past")
add("near_miss", "Thursday we'll run DESKMAP_X32 when the sound crew arrive from Cape Town, not before then",
    allowed=[X32], group="planning")
add("near_miss", "the GLITCHY chain from last season is still in the runway comp but bypassed, leave it where it is",
    allowed=[GLITCH], group="negated")
add("near_miss", "archive/ already has bloom_014.tox in it from the ARCHIVE rule, I was only counting the copies",
    allowed=[ARCH], group="incidental")
add("near_miss", "my cousin in Nairobi asked what SYNCPOINT stands for in our project, I told him it's just a name "
    "we made up", allowed=[SYNC], group="reported")
add("near_miss", "don't bother with the quiet hours rule today, we're in the planetarium, not at the riverside "
    "venue", allowed=[QUIET], group="negated")
add("near_miss", "honestly KICK1 is a daft name, kick one what, a penalty? whoever named it was having a laugh",
    allowed=[KICK], group="complaint")
add("near_miss", "the cue_stack_7 list in my notebook is just timings I jotted down at the rehearsal, nothing to do "
    "with the project", allowed=[CUES], group="variable")
add("near_miss", "we skipped CUE_STACK_7 at Tuesday's rehearsal because Mateo changed the order of the cues again",
    allowed=[CUES], group="past")
add("near_miss", "zorvex_grade_old.py is the previous script name, I renamed it last week, nothing to do there now",
    allowed=[ZORV], group="filename")
add("near_miss", "the client asked whether RENDER_HQ would ever be used for the live stream; I told her no, live "
    "stays live", allowed=[RENDER], group="reported")
add("near_miss", "no need for BACKUP_FIRST here, I'm only nudging nodes around the dome network, nothing is being "
    "deleted", allowed=[BACKUP], group="negated")
add("near_miss", "the N1 rule sheet is printed and pinned in the control room, right beside the fire exit plan",
    allowed=[N1], group="incidental")
add("near_miss", "STROBE_SAFE saved our skins at the last fashion week, the council inspector checked the flash rate "
    "with a meter", allowed=[STROBE], group="history")
add("near_miss", "hold off on DEPLOY_SHOW until I give the word, the gauze is still being steamed on stage",
    allowed=[DEPLOY], group="negated")
add("near_miss", "VJ_BANK_A has loaded without a hitch every night this week, touch wood it stays that way",
    allowed=[BANK], group="past")
add("near_miss", "the word GLITCHY is printed on the designer's mood board in huge letters, it's the whole "
    "collection's theme", allowed=[GLITCH], group="incidental")
add("near_miss", "if the riverside gig ever runs past 22:00 the quiet hours rule would apply, but tonight we finish "
    "at nine so we're fine", allowed=[QUIET], group="condition_unmet")
add("near_miss", "if the X32 turns up tomorrow we'll map it with DESKMAP_X32 then; for today the faders stay "
    "unplugged", allowed=[X32], group="condition_unmet")
add("near_miss", "`trails_club` is the Base COMP name my FEEDBACK trail setup uses, I saw it in the project "
    "yesterday while browsing", allowed=[FEED], group="code")
add("near_miss", "the PANIC_BLACK button on the stage manager's tablet is now red and twice the size, much better "
    "than before", allowed=[PANIC], group="incidental")

# ---------------------------------------------------------------- meaning
add("meaning", "what did blackout mean in wartime Britain, like the Cornish fishing villages with their curtains?",
    allowed=[BLACK, PANIC])
add("meaning", "what does kick mean in a drum kit? I'm new to music, is it the big drum on the floor?",
    allowed=[KICK])
add("meaning", "in everyday speech what does feedback mean, like when a microphone squeals at a school assembly?",
    allowed=[FEED])
add("meaning", "what does 'quiet hours' usually mean in a block of flats or a hostel?", allowed=[QUIET])
add("meaning", "what does glitchy mean when teenagers say a phone game is glitchy?", allowed=[GLITCH])

# ---------------------------------------------------------------- meta
add("meta", "how do you spell wirecomb backwards? it's for a silly quiz at the crew party", group="reverse")
add("meta", "how many characters are in DESKMAP_X32, counting the underscore?", group="count")
add("meta", "write GLITCHY in lowercase letters only, nothing else", group="case")
add("meta", "use the word blackout in a sentence about the old Cornish tin mines", group="sentence")
add("meta", "translate the phrase 'quiet hours' into Swahili for the sign at the Nairobi venue", group="translate")
add("meta", "how does one pronounce Zorvex properly, does the stress fall on the first bit or the second?", group="pronounce")
add("meta", "make VJ_BANK_A bold in markdown for my running-order doc", group="bold")
add("meta", "start your reply with the word SYNCPOINT and then just say hello to the crew", group="start_reply")
add("meta", "convert render_hq to camelCase for a JavaScript variable on the dome's web page", group="convert")
add("meta", "write a Python string literal that contains the text PANIC_BLACK, nothing more", group="code_literal")
add("meta", "how do you spell the procedure name CUE_STACK_7 out loud letter by letter for the radio?",
    group="spell")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me exactly, ta: run DEPLOY_SHOW on the dome now", group="echo")
add("echo", "say back word for word: LAYOUT2 then wirecomb on the kiosk", group="echo")
add("echo", "echo this line and nothing else: /glitchy on the centre panel", group="echo")
add("echo", "parrot this back to me please, it's for a sound check: apply the Zorvex grade", group="echo")
add("echo", "just repeat my words: panic black the runway wall", group="echo")
add("echo", "type back exactly what I write, nothing more: KICK1 on the main output", group="echo")
add("echo", "copy this sentence verbatim into your answer: load VJ_BANK_A into the decks", group="echo")
add("echo", "can you repeat the following so I can hear the voice: enforce STROBE_SAFE on the dome flashes",
    group="echo")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "morning from Penzance! grey and drizzly here, how's your day going?")
add("chitchat", "asante sana, that really helped, the kids loved the planets today")
add("chitchat", "ya mon, everyting irie now, big up yuhself for the help with the flashing lights earlier")
add("chitchat", "sweet as bro, cheers for that, the runway crew is shouting you a flat white")
add("chitchat", "eish, long day on the runway, my feet are finished. thanks for sticking with me")
add("chitchat", "ta la, off to the chippy now, the museum's locked up for the night")
add("chitchat", "thank you very much, you are very kind helper, I am happy the exhibit is working again")
add("chitchat", "haha the dome audience clapped at the black hole bit again, every single time, love it")


def main() -> None:
    rows = [{"pid": f"u88-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
