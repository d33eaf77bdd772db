"""Hand-written source of prompts_unseen64.jsonl: a blind suite by an independent evaluator (gateeval64).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen64.jsonl byte for byte.

100 % English, typed the way English-speaking artists really type (American, Australian, New Zealand,
Nigerian, Filipino and non-native English), by three personas:
- a cruise-ship entertainment tech (pool deck, theatre on deck 5, captain's gala, port calls, the cruise director);
- a planetarium show operator (dome, starfield, school groups, laser show, preshow loop);
- a wedding VJ (first dance, bride and groom, slideshow, the DJ, the riverside venue after 22:00).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen64.jsonl")
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

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "ok so the resident DJ starts at 9 on the pool deck and he wants the big screen to punch with the bass. "
    "can you run KICK1 on the main output, then tell me which null I grab if I want the LED rail to follow too", [KICK],
    allowed=[STROBE], group="mid_message")
add("invoke", "kick1 pls, pool deck set in 20", [KICK], allowed=[STROBE], group="terse")
add("invoke", "okay copilot run kick one on the main output comma the DJ is about to start full stop", [KICK],
    allowed=[STROBE], group="voice")
add("invoke", "K I C K 1 on out1 — the wedding band's drummer just sat down", [KICK], allowed=[STROBE], group="spaces")

# LAYOUT2
add("invoke", "this network is a proper dog's breakfast after three cruises of late-night edits. run LAYOUT2 on "
    "/project1/fx so I can see what feeds what, then I'll screenshot it for the handover doc", [LAYOUT],
    group="mid_message")
add("invoke", "LAYOUT2 — the starfield network, please. Columns, network boxes, the lot.", [LAYOUT], group="name_first")
add("invoke", "can u do LAYUOT2 on this net, the wedding one, i cant find anything in it", [LAYOUT], group="typo")
add("invoke", "Please arrange this network in columns the way the layout macro does it, the planetarium director "
    "is coming to look at the patch after lunch.", [LAYOUT], group="title_words")

# STROBE_SAFE
add("invoke", "the wedding planner wants a white strobe on the confetti cannon moment. build it, but apply "
    "STROBE_SAFE to it — the bride's nan has epilepsy and she's sitting right at the front", [STROBE],
    allowed=["rcp_strobe_flash", N1], group="rule")
add("invoke", "before i send this beat-synced cut patch up to the deck 5 theatre, check it against STROBE_SAFE "
    "and clamp whatever is over the limit", [STROBE], group="mid_message")
add("invoke", "follow the strobe safe rule on the LFO in /project1/flash, somebody left it at 8 hz", [STROBE],
    group="lowercase")
add("invoke", "I measured the flash chain at 6 Hz with a stopwatch, which is way over, so enforce STROBE_SAFE on "
    "it now before the school group comes in", [STROBE], group="conditional")

# BACKUP_FIRST
add("invoke", "delete the three unused movie file ins in /project1/decks, and do BACKUP_FIRST before you touch "
    "anything", [BACKUP], group="imperative")
add("invoke", "per the backup first rule, export /project1/dome_old and then clear it out. we need the GPU "
    "memory for the new galaxy flythrough", [BACKUP], group="rule")
add("invoke", "```\nWARNING: /project1/old_intro/moviein3: file not found\nWARNING: /project1/old_intro/moviein4: "
    "file not found\n```\nthat old intro comp is dead weight from the last contract. BACKUP_FIRST then bin "
    "/project1/old_intro", [BACKUP], group="log_paste")
add("invoke", "yep go ahead and remove noise7 and lfo2 like you suggested, BACKUP_FIRST as always", [BACKUP],
    group="consent")

# DEPLOY_SHOW
add("invoke", "doors are 19:30 in the deck 5 theatre and we're done tweaking for today. DEPLOY_SHOW please, and "
    "give me the frame rate once the minute is up", [DEPLOY], group="mid_message")
add("invoke", "DEPOLY_SHOW now abeg, the captain's gala starts in 15 minutes", [DEPLOY], group="typo")
add("invoke", "run deploy underscore show full stop then read me the frame rate", [DEPLOY], group="voice")
add("invoke", "Go through the steps-before-a-show procedure on this project now please, house opens at 7 and "
    "the school buses are already in the car park.", [DEPLOY],
    group="title_words")

# VJ_BANK_A
add("invoke", "first dance is done and the party set is starting. load VJ_BANK_A into the decks and leave the B "
    "side alone, I've got the slow songs cued there", [BANK], group="mid_message")
add("invoke", "/vj_bank_a deck side A only", [BANK], group="slash_command")
add("invoke", "can you please load vj bank a for me? the dj just switched to afrobeats and the crowd is up", [BANK],
    group="lowercase")
add("invoke", "🎬 VJ_BANK_A 🎬 party mode, go go", [BANK], group="emoji")

# PANIC_BLACK
add("invoke", "PANIC_BLACK!! somebody just walked in front of the projector carrying the cake", [PANIC],
    allowed=[BLACK], group="emergency")
add("invoke", "PANIC BLACK NOW the captain is coming on the PA", [PANIC], allowed=[BLACK], group="spaces")
add("invoke", "guys the fire alarm test on deck 7 is starting in seconds and the cruise director wants every "
    "screen dark immediately — PANIC_BLACK, don't ask me to confirm", [PANIC], allowed=[BLACK],
    group="mid_message")
add("invoke", "Apply the PANIC_BLACK rule right now, the dome projector is showing my desktop to 200 "
    "schoolkids", [PANIC], allowed=[BLACK], group="rule")

# GLITCHY
add("invoke", "i've selected the DJ camera TOP. run GLITCHY on it, the groomsmen want the glitch look for "
    "their hype entrance", [GLITCH], allowed=[N1], group="mid_message")
add("invoke", "GLITCHY on the selected top po, thank you!", [GLITCH], allowed=[N1], group="name_first")
add("invoke", "I've got the camera TOP selected, the one that feeds the LED wall behind the band. whenever "
    "you're ready: GLITCHY", [GLITCH], allowed=[N1], group="trailing")
add("invoke", "add the glitch post chain to the selected TOP please, same one we use for the late-night party "
    "set", [GLITCH], allowed=[N1], group="title_words")

# DESKMAP_X32
add("invoke", "the band's sound engineer finally put the X32 on our network. DESKMAP_X32 please so faders 1-8 "
    "drive my layers, I want the singer's fader to bring her close-up in", [X32], group="mid_message")
add("invoke", "run deskmap x32", [X32], group="lowercase")
add("invoke", "```\nOSC In CHOP /project1/x32_in: no messages received on port 10023\n```\nok got the desk IP "
    "sorted with the engineer, redo DESKMAP_X32 from scratch", [X32], group="log_paste")
add("invoke", "Could you map the X32 desk over OSC for me the usual way? The show band's engineer says it's "
    "live on the network now.", [X32], group="title_words")

# RENDER_HQ
add("invoke", "the couple want a clean file of the slideshow for their parents overseas. RENDER_HQ please, and "
    "tell me the output path when it finishes", [RENDER], group="mid_message")
add("invoke", "render hq pls", [RENDER], group="lowercase")
add("invoke", "it's 02:10 now and the ship's late show is over, nobody's watching the screens, so it's time "
    "for RENDER_HQ on the preshow loop", [RENDER], group="timed")
add("invoke", "Would you mind running RENDER_HQ on the planetarium intro? The museum wants a perfect file for "
    "its records.", [RENDER], group="polite")

# Naming rule N1
add("invoke", "build me a noise background and a level for the starfield, and stick to naming rule N1 for "
    "everything you make", [N1], allowed=["ref_noise_top"], group="rule")
add("invoke", "apply N1 to what you just created, I can see noise1 and level3 sitting in there", [N1],
    group="terse")
add("invoke", "when you duplicate the deck chain for the second screen, use the N1 naming rule on every copy "
    "please, last time it was level7 level8 level9 and I got lost mid-show", [N1], group="mid_message")

# FEEDBACK (common-word title)
add("invoke", "club set tonight on the lido deck — give me trails on the DJ cam with my FEEDBACK settings "
    "please", [FEED], allowed=["ref_feedback_top", "rcp_feedback_tunnel", N1], group="common_word")
add("invoke", "build the trails my way for the club visuals, the settings I saved, on /project1/club/src", [FEED],
    allowed=["ref_feedback_top", "rcp_feedback_tunnel", N1], group="title_words")
add("invoke", "set up my FEEDBACK trail settings on the main layer of the club set, the after-party starts "
    "at midnight", [FEED], allowed=["ref_feedback_top", "rcp_feedback_tunnel", N1], group="common_word")

# BLACKOUT
add("invoke", "last song's done and the bride and groom have left. BLACKOUT please, that's the end of the set",
    [BLACK], allowed=[PANIC], group="end_set")
add("invoke", "that's a wrap on the pool deck set, run BLACKOUT and log the time", [BLACK], allowed=[PANIC],
    group="end_set")
add("invoke", "ok the crowd is clearing and the house lights are coming up, end of the set — BLACKOUT", [BLACK],
    allowed=[PANIC], group="trailing")
add("invoke", "no wait, not PANIC_BLACK — nothing's wrong, it's just the end of the set. do BLACKOUT", [BLACK],
    allowed=[PANIC], group="correction")

# wirecomb
add("invoke", "can you wirecomb /project1/dome_ctrl? the wires look like a plate of pancit canton", [COMB],
    group="polite")
add("invoke", "wirecomb the mess in /project1/lights before the client walks in, and list the nulls you add",
    [COMB], group="name_as_verb")
add("invoke", "run LAYOUT2 on the fx net — no wait, not LAYOUT2, I don't want it in columns. wirecomb it instead",
    [COMB], allowed=[LAYOUT], group="correction")
add("invoke", "straighten the wires of this network for me, the wirecomb macro, nothing else", [COMB],
    group="title_words")

# CUE_STACK_7
add("invoke", "the dance troupe joins the ship next week and the choreographer's sheet is already in "
    "/media/dance/cues.csv. build CUE_STACK_7 now so I can rehearse the timings tonight", [CUES],
    group="mid_message")
add("invoke", "CUE_STACK_7 pls", [CUES], group="bare")
add("invoke", "cue stack 7 — build it, Mateo's sheet is in the folder already", [CUES], group="spaces")
add("invoke", "make the cue list for the dance piece now, the twelve cues from the sheet", [CUES],
    allowed=["fact_dance_piece"], group="title_words")

# SYNCPOINT
add("invoke", "the LX desk is up at 10.0.0.40 and answering. SYNCPOINT please before the laser show, I want "
    "the median in the textport", [SYNC], allowed=["fact_lx_console"], group="mid_message")
add("invoke", "sync point now, doors in ten", [SYNC], group="voice")
add("invoke", "since the console is finally answering pings after the network fix, run SYNCPOINT", [SYNC],
    allowed=["fact_lx_console"], group="conditional")
add("invoke", "Do the lighting console handshake now please — Priya says she's ready on her side.", [SYNC],
    allowed=["fact_lx_console"], group="title_words")

# ARCHIVE (common-word title)
add("invoke", "I need to change the threshold inside bloom.tox (it's saved externally). follow the ARCHIVE rule "
    "and tell me the number it gets", [ARCH], group="rule")
add("invoke", "apply the archive rule to stars.tox before I edit it, keep a numbered copy", [ARCH],
    group="common_word")
add("invoke", "keep a numbered copy before editing the tox — logo_intro.tox, external — then set its fade in to "
    "2 seconds", [ARCH], group="title_words")

# Zorvex
add("invoke", "put the Zorvex look on the final composite for the wedding highlight reel", [ZORV],
    group="imperative")
add("invoke", "Zorvex grade on the planetarium preshow loop please, leave the bypass toggle off", [ZORV],
    group="name_first")
add("invoke", "zorvex pls", [ZORV], group="terse")
add("invoke", "the client loved the Lagos show's colours. can we get the house colour look — Zorvex — on the "
    "dome out too? thanks", [ZORV], group="mid_message")

# Quiet hours
add("invoke", "it's 22:35 at the riverside venue and the couple's uncle keeps asking for louder. apply the quiet "
    "hours rule to the audio out", [QUIET], group="rule")
add("invoke", "it's 23:10 at the riverside venue, so enforce quiet hours on the master now", [QUIET],
    group="conditional")
add("invoke", "quiet hours have kicked in at the riverside gig, apply them to my audio chain pls", [QUIET],
    group="lowercase")

# more shapes, single
add("invoke", "you asked whether to run DEPLOY_SHOW — yes, go ahead", [DEPLOY], group="consent")
add("invoke", "Zorvex on the out — actually scratch that, GLITCHY on the selected TOP instead", [GLITCH],
    allowed=[ZORV, N1], group="correction")
add("invoke", "Sure thing, load VJ_BANK_A, the DJ is ready when you are", [BANK], group="consent")
add("invoke", "hey team 👋 quick one before the captain's cocktail party — RENDER_HQ on the loop in "
    "/project1/cocktail, the cruise line marketing people want a copy. cheers", [RENDER], group="emoji")
add("invoke", "/deskmap_x32 --band-engineer-says-go", [X32], group="slash_command")
add("invoke", "For the record I'd rather not, but the planetarium board says every new op must follow N1 from "
    "today, so please rename the defaults you created in /project1/nebula to N1 names.", [N1],
    group="mid_message")
add("invoke", "it is 22:50 and we are at the riverside venue. please make my audio follow the quiet hours "
    "rule now, the neighbours already came once", [QUIET], group="timed")
add("invoke", "time for SYNCPOINT, the laser operator just gave me a thumbs up", [SYNC], group="timed")
add("invoke", "- [x] projector warmed up\n- [x] media on D:\n- [ ] CUE_STACK_7\nlast box is yours, do it", [CUES],
    group="checklist")
add("invoke", "editing fog_machine.tox (external file) in a sec — ARCHIVE first please, same as always", [ARCH],
    group="consent")
add("invoke", "blackout for the end of set pls 🙏 couple's gone home", [BLACK], allowed=[PANIC], group="emoji")

# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "BACKUP_FIRST on /project1/old_cues, then delete it, then build CUE_STACK_7 fresh", [BACKUP, CUES],
    group="multi")
add("invoke", "pre-show list for the dome tonight:\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\ngo through both in that "
    "order please", [SYNC, DEPLOY], allowed=["fact_lx_console"], group="multi")
add("invoke", "run KICK1 and then GLITCHY on the kick1 output, the DJ wants it crunchy", [KICK, GLITCH],
    allowed=[STROBE, N1], group="multi")
add("invoke", "party's starting: load VJ_BANK_A, then put the Zorvex grade on the final comp", [BANK, ZORV],
    group="multi")
add("invoke", "wirecomb /project1/fx first and then LAYOUT2 it, in that order", [COMB, LAYOUT], group="multi")
add("invoke", "end of the set — BLACKOUT, and once it's dark start RENDER_HQ of tonight's loop for the couple",
    [BLACK, RENDER], allowed=[PANIC], group="multi")
add("invoke", "DESKMAP_X32, and apply STROBE_SAFE to anything those faders can flash", [X32, STROBE],
    group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port is the pong supposed to come back on in SYNCPOINT, the laser guy is asking", [SYNC], group="port")
add("ask_content", "remind me what order DEPLOY_SHOW does its steps in, the captain asked", [DEPLOY], group="order")
add("ask_content", "whats the trigger threshold in KICK1", [KICK], group="value")
add("ask_content", "how many frames does RENDER_HQ record, and at what fps?", [RENDER], group="value")
add("ask_content", "what gamma and contrast does the Zorvex grade use?", [ZORV], group="value")
add("ask_content", "what's the max flash rate STROBE_SAFE lets me have?", [STROBE], group="value")
add("ask_content", "where does BACKUP_FIRST put the backup tox files and how are they named?", [BACKUP],
    group="content")
add("ask_content", "what's the dBFS ceiling in the quiet hours rule for the riverside venue?", [QUIET],
    group="value")
add("ask_content", "in DESKMAP_X32, how many seconds between the /xremote messages to the desk?", [X32], group="value")

# ---------------------------------------------------------------- bears
add("bears", "can you delete the old kaleidoscope comp in /project1/fx, we don't use it on this cruise anymore",
    [BACKUP], group="delete")
add("bears", "make the logo strobe at 12 hz on the drop for the bridal party entrance", [STROBE],
    allowed=["rcp_strobe_flash", N1], group="strobe")
add("bears", "its 23:15 here at the riverside venue and the groom wants the bass cranked, push the master up "
    "6 dB", [QUIET], group="venue_late")
add("bears", "open bloom.tox (the externally saved one) and bump its threshold to 0.7", [ARCH],
    group="external_tox")
add("bears", "build me a noise texture and a level TOP for the dome background", [N1],
    allowed=["ref_noise_top"], group="create")
add("bears", "clear out everything inside /project1/scratch, it's all leftovers from the last port", [BACKUP],
    group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "make the picture pump brighter on every bass drum hit for the pool party", [KICK],
    allowed=["ref_audio_analysis", STROBE], group="paraphrase")
add("paraphrase", "tidy up the spaghetti so every connection line runs clean and nothing crosses behind a node",
    [COMB], allowed=[LAYOUT], group="paraphrase")
add("paraphrase", "get the visuals in step with the grandMA before doors by measuring the ping round trip",
    [SYNC], allowed=["fact_lx_console"], group="paraphrase")
add("paraphrase", "give the final image our studio's signature LUT treatment with the subtle grain on top", [ZORV],
    group="paraphrase")
add("paraphrase", "hook up the Behringer's faders so they drive the layer opacities in the mixer", [X32],
    allowed=["ref_osc_in_chop"], group="paraphrase")
add("paraphrase", "I need a frame-perfect HAP Q export of frames 1 to 3600 at 1080p60, not in real time", [RENDER],
    allowed=["ref_movie_file_out", "ref_hap_codecs"], group="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what size is the one big output raster for the Lumen Hall show, all three projectors together?", ["fact_lumen_hall_raster"], group="fact")
add("question", "the cruise theatre LX guy asked: which DMX universe are our six moving heads on and where does the first one start?", ["fact_dmx_heads"],
    group="fact")
add("question", "what fps does the Nebula install run at again", ["fact_nebula_fps"], group="fact")
add("question", "what's the grandMA's IP on the touring show network?", ["fact_lx_console"], group="fact")
add("question", "how do I get a float from a CHOP into my GLSL TOP shader as a uniform?", ["ref_glsl_uniforms"],
    group="reference")
add("question", "my Render TOP is completely black but the geometry and camera are there, what am I missing?",
    ["ref_render_pipeline"], group="reference")
add("question", "how do i use feedback to leave a trail behind the planets in the dome show", ["ref_feedback_top"],
    allowed=[FEED, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "build me a lower third with the couple's names for the wedding slideshow", ["rcp_lower_third"],
    allowed=[N1], group="reference")
add("question", "which drive and folder hold the show media on the gallery PC, I need to copy the planetarium clips over", ["fact_media_drive"], group="fact")
add("question", "which codec should I use to play eight 4K clips at once without dropping frames?",
    ["ref_hap_codecs"], allowed=["ref_movie_file_out", "web_moviein_preload"], group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "how do I keep a python list on a comp so it survives saving and reopening the project?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "what's the shortcut for the textport and can I type python straight into it?", ["td_textport"],
    builtin=True, group="builtin_only")
add("question", "why does my planetarium starfield op stop cooking whenever I close its viewer and nothing downstream uses it?",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "what's the difference between expression mode and bind mode on a parameter?",
    ["td_parameter_modes"], builtin=True, group="builtin_only")
add("question", "how do I get an image from inside one comp to another comp without a wire — Select TOP or "
    "In/Out?", ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "how does a Replicator COMP make one button per row of a table?", ["td_replicator_comp"],
    allowed=["ref_replicator"], builtin=True, group="builtin_compete")
add("task", "set up instancing on a Geometry COMP so I get ten thousand little cubes for the starfield",
    ["td_geometry_instancing"], allowed=["ref_instancing", N1], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get Leap Motion finger positions into TouchDesigner?", group="far")
add("unanswerable", "what's the python to change a Spout sender name while the project is running?", group="near")
add("unanswerable", "how do I activate a commercial TouchDesigner licence on a ship PC that has no internet at "
    "all?", group="far")
add("unanswerable", "what's the best way to output a fisheye domemaster for a planetarium projector in TD?",
    group="near")
add("unanswerable", "can I control TouchDesigner from an Elgato Stream Deck, and what's the setup?", group="far")
add("unanswerable", "is there a way to do live speech-to-text captions for the wedding speeches inside TD?",
    group="far")
add("unanswerable", "how do I show a Google Slides deck with the Web Render TOP?", group="near")
add("unanswerable", "what LTC In CHOP settings do I need for 29.97 drop-frame timecode from the ship's AV "
    "system?", group="near")
add("unanswerable", "how do I map a 360 equirectangular video onto a sphere and preview it in a VR headset?",
    group="near")
add("unanswerable", "which Ableton Link CHOP parameters keep TD in time with the DJ's laptop?", group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run KICK1 tonight, the string quartet has no kick drum lol", allowed=[KICK],
    group="negated")
add("near_miss", "DEPLOY_SHOW ran fine last night on the Pacific crossing, no errors at all", allowed=[DEPLOY],
    group="past")
add("near_miss", "we'll do CUE_STACK_7 tomorrow when the dancers board in Cozumel", allowed=[CUES],
    group="planning")
add("near_miss", "the cruise director told me she called PANIC_BLACK during the captain's speech yesterday, "
    "fair enough I reckon", allowed=[PANIC], group="reported")
add("near_miss", "did SYNCPOINT finish earlier or did it time out?", allowed=[SYNC], group="status")
add("near_miss", "if the bride hadn't vetoed it we would've run GLITCHY for the entrance, such a shame",
    allowed=[GLITCH], group="hypothetical")
add("near_miss", "is LAYOUT2 or wirecomb the nicer one for a network with 200 ops? just curious, don't change "
    "anything", allowed=[LAYOUT, COMB], group="comparison")
add("near_miss", "whoops, I saved the tox as vj_bank_a_final_FINAL2.tox, my producer is going to roast me",
    allowed=[BANK], group="filename")
add("near_miss", "in my script `zorvex_enabled = False` keeps flipping back to True after I reload, any idea "
    "why?", allowed=[ZORV], group="variable")
add("near_miss", "```python\nop('kick1_env')['chan1']\n```\nthis throws a NoneType error while the chain is being "
    "rebuilt, is that normal?", allowed=[KICK, "ref_op_paths"], group="code")
add("near_miss", "the stage manager's note literally says \"PANIC_BLACK only if someone is on stage\" — who "
    "writes these lol", allowed=[PANIC], group="quoted")
add("near_miss", "BACKUP_FIRST filled my C drive with tox files last week 😤", allowed=[BACKUP],
    group="complaint")
add("near_miss", "back when we first made the Zorvex grade it was just one LUT, now it's a whole comp",
    allowed=[ZORV], group="history")
add("near_miss", "no need for STROBE_SAFE on this one, it's a slow colour drift with no flashing at all",
    allowed=[STROBE], group="negated")
add("near_miss", "please don't BLACKOUT yet, the couple want one more song", allowed=[BLACK, PANIC],
    group="negated")
add("near_miss", "not now with the DESKMAP_X32 stuff, the engineer hasn't even patched the desk", allowed=[X32],
    group="negated")
add("near_miss", "VJ_BANK_A is already loaded, I did it by hand before the ceremony", allowed=[BANK],
    group="past")
add("near_miss", "the wirecomb you did earlier added 4 nulls, that's fine by me", allowed=[COMB], group="past")
add("near_miss", "Priya asked if we've done SYNCPOINT yet, I told her after dinner", allowed=[SYNC],
    group="reported")
add("near_miss", "can you remind me tomorrow morning that RENDER_HQ still needs doing on the preshow?",
    allowed=[RENDER], group="planning")
add("near_miss", "our old intern used to call LAYOUT2 'the tetris macro' haha", allowed=[LAYOUT],
    group="history")
add("near_miss", "kick1_env looks really heavy in the perf monitor tonight, like 2 ms, weird", allowed=[KICK,
    "ref_perf_monitor"], group="incidental")
add("near_miss", "GLITCHY ran at the last wedding and the photographer hated it", allowed=[GLITCH],
    group="complaint")
add("near_miss", "quiet hours at the riverside venue don't matter this week, we're at sea the whole time",
    allowed=[QUIET], group="negated")
add("near_miss", "the archive folder next to bloom.tox is already up to 014, we edit that thing way too much",
    allowed=[ARCH], group="incidental")
add("near_miss", "N1 naming is fine but it makes my expressions so long to type", allowed=[N1],
    group="complaint")
add("near_miss", "I wrote 'run KICK1' in the show notes for Thursday's cover band", allowed=[KICK],
    group="quoted")
add("near_miss", "is KICK1 still on out1 or did someone pull it after the sound check?", allowed=[KICK],
    group="status")
add("near_miss", "deck 5's screen went dark because of PANIC_BLACK, not a fault — just so you know for the log",
    allowed=[PANIC], group="past")
add("near_miss", "`if mode == 'RENDER_HQ': return` — is that allowed inside a parameter expression?",
    allowed=[RENDER], group="code")
add("near_miss", "skip the Zorvex grade this week, the planetarium director wants raw colour on the dome",
    allowed=[ZORV], group="negated")
add("near_miss", "last cruise STROBE_SAFE saved us from a guest complaint, the DJ wanted 10 Hz", allowed=[STROBE],
    group="past")
add("near_miss", "the X32 is still on old firmware, I'll try DESKMAP_X32 after the port call in Nassau",
    allowed=[X32], group="planning")
add("near_miss", "who made CUE_STACK_7 so long, twelve cues for one dance piece is wild", allowed=[CUES],
    group="complaint")
add("near_miss", "we'll want BACKUP_FIRST on the new laptop too once IT installs TouchDesigner", allowed=[BACKUP],
    group="planning")
add("near_miss", "SYNCPOINT timed out yesterday at the planetarium, the console wasn't answering", allowed=[SYNC],
    group="past")
add("near_miss", "fun fact, the name wirecomb came from our old studio in Lagos", allowed=[COMB], group="history")
add("near_miss", "haha the groom asked me if GLITCHY was a Pokémon", allowed=[GLITCH], group="incidental")
add("near_miss", "my FEEDBACK trails from the club set looked muddy on the LED wall last night, not sure why",
    allowed=[FEED, "ref_pixel_formats", "ref_feedback_top"], group="complaint")
add("near_miss", "I'd rather not do VJ_BANK_A this time, the couple brought their own clips on a USB",
    allowed=[BANK], group="negated")
add("near_miss", "the captain asked me what DEPLOY_SHOW was, I told him it's just our pre-show routine",
    allowed=[DEPLOY], group="reported")
add("near_miss", "did the ARCHIVE rule ever get used on the stars.tox edits last month? trying to trace a bug "
    "from the logs", allowed=[ARCH, "fact_show_log"], group="status")

# ---------------------------------------------------------------- meaning
add("meaning", "outside of TouchDesigner, what does 'blackout' mean in theatre — is it just all lights off?",
    allowed=[BLACK, PANIC])
add("meaning", "what's the everyday meaning of glitchy, like when someone says their phone is glitchy?",
    allowed=[GLITCH])
add("meaning", "in a museum or library, what does the word archive actually mean as a noun?", allowed=[ARCH])
add("meaning", "in music production what does 'kick' refer to exactly?", allowed=[KICK])

# ---------------------------------------------------------------- meta
add("meta", "spell out DESKMAP_X32 letter by letter")
add("meta", "how do you pronounce Zorvex, zor-vex or zor-vay?")
add("meta", "count the letters in VJ_BANK_A, underscores not included")
add("meta", "write wirecomb in all caps and nothing else")
add("meta", "make the word SYNCPOINT bold in markdown, that's all")
add("meta", "write RENDER_HQ backwards, letter by letter")
add("meta", "turn CUE_STACK_7 into kebab-case for me")
add("meta", "use GLITCHY in a sentence about a wedding DJ")
add("meta", "how many underscores are in DEPLOY_SHOW?")
add("meta", "translate 'PANIC_BLACK' into Tagalog for my crew sheet")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me, word for word: run KICK1 on the pool deck now")
add("echo", "say back exactly: DEPLOY_SHOW go")
add("echo", "echo this back verbatim: blackout, blackout, blackout")
add("echo", "just parrot this back: load VJ_BANK_A")
add("echo", "type back word for word what I write: execute RENDER_HQ please")
add("echo", "copy this line back to me unchanged: apply STROBE_SAFE")
add("echo", "repeat exactly: wirecomb the whole network")
add("echo", "can you repeat 'PANIC_BLACK' back to me so I know the voice input heard it")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers mate, that fixed it")
add("chitchat", "good morning from deck 9 ☀️")
add("chitchat", "haha the dome crowd loved it tonight")
add("chitchat", "thank you po! 🙏")
add("chitchat", "ok sweet as")
add("chitchat", "no wahala, we move")
add("chitchat", "lol the bride cried at the first dance visuals")
add("chitchat", "long day. talk tomorrow")


def main() -> None:
    rows = [{"pid": f"u64-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
