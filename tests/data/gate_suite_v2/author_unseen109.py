"""Hand-written source of prompts_unseen109.jsonl: a blind suite by an independent evaluator (gateeval109).

English only, written in Glaswegian, Kenyan, Trinidadian, Newfoundland, Welsh valleys, Texas and non-native
(Polish, Brazilian, Vietnamese speakers) English: terse, typos, lowercase, long messages with context before and
after the request, pasted logs, voice dictation, chat-app shapes.

Personas (here only, never in the labels):
- DOME: a planetarium dome-show crew (star shows, guest shows, school matinees);
- RUNWAY: a fashion-week runway video team (designer walks, after-party in the club downstairs);
- FAIR: a county-fair grandstand lighting and screens operator (bands, demolition derby, sponsors, riverside stage).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen109.jsonl byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen109.jsonl")
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
TRAILS = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: one procedure each
# KICK1
add("invoke", "right, the dome's main output needs tae pulse wi the bass for the space-rock matinee, "
    "gonnae build KICK1 on it now please, cheers", [KICK], group="polite")
add("invoke", "The DJ for the runway after-party just plugged into inputs 1 and 2 of the Babyface. "
    "Run the KICK1 procedure on /project1/out1 and tell me when the chain is in.", [KICK], group="mid_message")
add("invoke", "Kindly set up K I C K 1 for the fashion show output, the designer wants the models lit by "
    "the beat of the track", [KICK], group="spaces")
add("invoke", "okay computer build kick one on the main output full stop the runway DJ starts in ten "
    "minutes full stop thanks", [KICK], group="voice")

# LAYOUT2
add("invoke", "This network is a right midden after three weeks of dome shows. Do LAYOUT2 on it so the "
    "new tech can follow it when she starts tomorrow.", [LAYOUT], group="mid_message")
add("invoke", "LAYOUT2 — the runway network, please, the inputs are scattered everywhere and the nulls "
    "are sitting in the middle of nowhere", [LAYOUT], group="name_first")
add("invoke", "macro layout2 on /project1/grandstand pls i cant read a thing on this wee laptop screen in "
    "the sun", [LAYOUT], group="lowercase")
add("invoke", "Please you make the LAYUOT2 for my network, it is very chaos after I copy everything from "
    "the old dome project", [LAYOUT], group="typo")

# STROBE_SAFE
add("invoke", "Building the lightning effect for the thunderstorm scene of the dome show now — apply "
    "STROBE_SAFE to the whole thing while you wire it up.", [STROBE], group="rule")
add("invoke", "Follow the STROBE_SAFE rule on the runway flash, the designer wants it synced to a 170 bpm "
    "track and I'm not having it go mental", [STROBE], group="rule")
add("invoke", "strobe safe on everything at the grandstand tonight please, there's loads of wee ones in "
    "the front rows for the tractor pull", [STROBE], group="spaces")
add("invoke", "The MC keeps asking for faster cuts on the fair intro. Enforce STROBE_SAFE on the "
    "beat-synced cuts and tell him why if he complains.", [STROBE], group="imperative")

# BACKUP_FIRST
add("invoke", "I'm about to gut the old constellation comp — do BACKUP_FIRST on /project1/constellations "
    "and only then delete the unused bits inside it.", [BACKUP], group="rule")
add("invoke", "Apply BACKUP_FIRST before you remove noise3 and level7 from the runway network, the "
    "producer wants them gone before the 4pm walk", [BACKUP], group="rule")
add("invoke", "back-up-first rule please, then wipe /project1/test_area, it's all leftovers from the "
    "county fair last summer", [BACKUP], group="spaces")
add("invoke", "BACKUP_FIRST then clear out the sandbox COMP, b'y, it's full of junk from the "
    "school matinee", [BACKUP], group="name_first")

# DEPLOY_SHOW
add("invoke", "Doors at 7 and it's 6:15 now. Run DEPLOY_SHOW on the dome project so we go into perform "
    "mode on monitor 2 before the school groups arrive.", [DEPLOY], group="timed")
add("invoke", "Ok we are ready now, please execute DEPLOY SHOW procedure, I am checking the projectors "
    "in the meantime with my colleague", [DEPLOY], group="spaces")

# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks, the first designer's walk opens on the bank A loops and "
    "we're on in fifteen.", [BANK], group="imperative")
add("invoke", "vj bank a please — grandstand opener for the country band, I'll sort the B side myself "
    "later on", [BANK], group="spaces")
add("invoke", "Please to load VJ_BANK_A now, my friend, the runway starts in 20 minutes and all the decks "
    "are empty still", [BANK], group="polite")
add("invoke", "Can ye load vj_bank_a for the dome's pre-show loop, the planetarium doors open at half "
    "past and the foyer's mobbed", [BANK], group="lowercase")

# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW — some eejit has climbed the truss at the grandstand and security wants "
    "everything dark!!", [PANIC], group="emergency")
add("invoke", "panic black panic black, a model fell on the runway, kill the screens right now", [PANIC],
    group="emergency")
add("invoke", "Trigger PANIC_BLACK right away please, the fire marshal just walked into the dome and wants "
    "every output dark", [PANIC], group="imperative")
add("invoke", "🚨 PANIC_BLACK 🚨 the left projector in the dome is smoking, go dark on all outputs", [PANIC],
    group="emoji")

# GLITCHY
add("invoke", "Select the runway camera TOP, it's called cam_runway, and now run GLITCHY on it for the "
    "streetwear collection.", [GLITCH], group="imperative")
add("invoke", "GLITCHY on null_dome_stars please, the planetarium's Halloween show wants the sky to look "
    "broken and haunted", [GLITCH], group="name_first")
add("invoke", "Allyuh, the selected TOP is the catwalk cam — do the GLITCHY macro on it nah, and start "
    "the amount low", [GLITCH], group="polite")

# DESKMAP_X32
add("invoke", "The sound guy's X32 is on the network now, so run DESKMAP_X32 so faders 1 to 8 drive the "
    "layers for the fair show.", [X32], group="imperative")
add("invoke", "The Behringer is patched and its IP is answering pings. Please do the DESKMAP_X32 mapping "
    "and then I'll test fader 1.", [X32], group="mid_message")
add("invoke", "Mapping time for the dome rig, the guest presenter brought her own X32 — DESKMAP_X32 "
    "please", [X32], group="trailing")

# RENDER_HQ
add("invoke", "We need a clean file of the full dome show for the science museum's archive, so run "
    "RENDER_HQ now while nobody is using the machine.", [RENDER], group="mid_message")
add("invoke", "Do the RENDER HQ job tonight on the grandstand intro, the tractor sponsor wants a copy by "
    "morning", [RENDER], group="spaces")
add("invoke", "Before we strike the runway set tonight I need the RENDER_HQ preset done on rec1, "
    "please and thank you", [RENDER], group="polite")

# Naming rule N1
add("invoke", "Follow naming rule N1 while you build the new constellation chain for the dome, I'm "
    "scunnered wi noise1 and level3 everywhere.", [N1], group="rule")
add("invoke", "apply N1 to everything you create for the runway countdown, the rest of the team need to "
    "read it at 3am", [N1], group="lowercase")
add("invoke", "Use the N1 naming rule when you duplicate the grandstand sponsor slots please, there's "
    "twelve of them to do", [N1], group="rule")
add("invoke", "naming rule n1 on, then add the new sponsor ticker operators for the county fair "
    "screens", [N1], group="title_words")

# FEEDBACK trail settings (club set)
add("invoke", "Runway after-party is in the club downstairs tonight — build my trails the FEEDBACK way, "
    "my usual club settings please.", [TRAILS], group="title_words")
add("invoke", "use my FEEDBACK trail settings for the club visuals on tonight's after-party set, same as "
    "always", [TRAILS], group="title_words")
add("invoke", "trails for the club set please, my usual feedback settings, trails_club base and all "
    "that, the DJ is on at midnight", [TRAILS], group="common_word")

# BLACKOUT (end of set)
add("invoke", "That's the last band done at the grandstand, so do the end-of-set BLACKOUT now and don't "
    "close the window.", [BLACKOUT], group="conditional")
add("invoke", "End of set — BLACKOUT please, the final model's off the runway and the designer's done "
    "her bow", [BLACKOUT], group="end_set")
add("invoke", "The presenter just said goodnight to the last school group, set's finished: run the "
    "BLACKOUT procedure on the dome", [BLACKOUT], group="end_set")
add("invoke", "Time for BLACKOUT on the fair grandstand, the fireworks are over and that's our set "
    "finished for the night", [BLACKOUT], group="end_set")

# wirecomb
add("invoke", "wirecomb this network please, the wires under the dome comp look like a plate of spaghetti "
    "hoops", [WIRE], group="name_as_verb")
add("invoke", "Could ye wirecomb the grandstand patch, b'y? Can't tell which wire goes where anymore "
    "with all the sponsors in it.", [WIRE], group="name_as_verb")
add("invoke", "wire comb the network pls, it's the dome one, I'm presenting it at the staff meeting "
    "after lunch", [WIRE], group="spaces")

# CUE_STACK_7
add("invoke", "The dance piece is coming to the dome as a guest show and the choreographer's sheet is in "
    "media, so build CUE_STACK_7 for us.", [CUES], group="mid_message")
add("invoke", "Go ahead with CUE STACK 7 for Tidewater now, the dancers are warming up on the gauze side",
    [CUES], group="spaces")
add("invoke", "Please make the CUE_STACK_7, the choreographer is waiting in the hall since ten minutes "
    "already", [CUES], group="polite")

# SYNCPOINT
add("invoke", "Before the dome show, SYNCPOINT please — lock us to the grandMA so the lasers and the star "
    "field line up.", [SYNC], group="name_first")
add("invoke", "run syncpoint, the console op says the desk is ready at 10.0.0.40 and she's waiting on "
    "us", [SYNC], group="lowercase")
add("invoke", "Do the SYNCPOINT handshake with the lighting desk now, the fair's headline act is up in "
    "twenty minutes", [SYNC], group="timed")
add("invoke", "yep, go ahead with the SYNCPOINT you suggested, the console is answering pings now",
    [SYNC], group="consent")

# ARCHIVE rule
add("invoke", "Apply the ARCHIVE rule, then open bloom.tox and tweak the threshold to 0.7 for the runway "
    "look.", [ARCHIVE], group="rule")
add("invoke", "ARCHIVE rule first please, I'm about to rebuild the inside of starfield.tox for the new "
    "dome season", [ARCHIVE], group="name_first")
add("invoke", "follow the archive rule on sponsor_ticker.tox before you change the font size, the fair "
    "board want bigger text", [ARCHIVE], group="common_word")

# Zorvex grade
add("invoke", "Give the runway output the Zorvex look, the designer loved it at the fitting and wants it "
    "on the livestream.", [ZORVEX], group="title_words")
add("invoke", "Put the Zorvex grade on the grandstand screens, y'all, the sponsors are filming the "
    "rodeo tonight", [ZORVEX], group="imperative")
add("invoke", "Please apply zorvex on the output, the collection is very pastel and it needs our look "
    "before the walk", [ZORVEX], group="typo")

# Quiet hours
add("invoke", "It's 22:40 at the riverside venue and the after-show DJ wants it louder — apply the quiet "
    "hours rule to the master.", [QUIET], group="conditional")
add("invoke", "We're doing the riverside fair stage tonight and it's gone eleven, so follow the quiet "
    "hours rule on the audio output", [QUIET], group="conditional")
add("invoke", "Quiet hours at the riverside venue apply now, it's 23:05, set the audio up according to "
    "the rule please", [QUIET], group="rule")

# ---------------------------------------------------------------- invoke: more shapes
add("invoke", "no wait, not LAYOUT2 — do wirecomb instead, I just want the wires on the runway network "
    "straightened", [WIRE], allowed=[LAYOUT], group="correction")
add("invoke", "Scratch that, not RENDER_HQ yet — run DEPLOY_SHOW first, the dome doors open in ten",
    [DEPLOY], allowed=[RENDER], group="correction")
add("invoke", "- [x] projectors warm\n- [x] audio line check\n- [ ] DEPLOY_SHOW  <- do this one now "
    "please\n- [ ] doors", [DEPLOY], group="checklist")
add("invoke", "```\n[19:02:11] WARNING /project1/out1: cook time 41 ms\n[19:02:12] ERROR "
    "op('deck_a3') returned None\n```\nugh. anyway, load VJ_BANK_A again so the decks are populated",
    [BANK], group="log_paste")
add("invoke", "```\nOSC In: no messages on port 10023 for 60 s\n```\nthe desk was rebooted, so run "
    "DESKMAP_X32 again from scratch please", [X32], group="log_paste")
add("invoke", "Ach it's 22:15 already and the riverside crowd's still dancing, so aye, quiet hours rule on "
    "the master now please", [QUIET], group="conditional")
add("invoke", "sure thing, go ahead with KICK1 on the dome output like you offered, the bass is "
    "rumbling nicely", [KICK], group="consent")
add("invoke", "Yes please, go ahead and apply the ARCHIVE rule you mentioned before editing "
    "lowerthird.tox for the fair", [ARCHIVE], group="consent")
add("invoke", "in five minutes, when the sponsor reel ends, run GLITCHY on the selected TOP for the "
    "derby intro", [GLITCH], group="timed")
add("invoke", "oi, the riverside stage is loud and it's gone 22:00 — so do the quiet hours thing on the "
    "master 🙏", [QUIET], group="emoji")
add("invoke", "the planetarium board wants the file tonight so ya gotta gimme RENDER_HQ of the dome intro ✅",
    [RENDER], group="emoji")
add("invoke", "one more thing and then I'm off for lunch: the Zorvex look on the runway stream, please",
    [ZORVEX], group="trailing")
add("invoke", "/cue_stack_7 for the Tidewater guest run in the dome, the sheet is where it always is",
    [CUES], group="slash_command")

# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "Right, first BACKUP_FIRST on /project1/old_dome, then LAYOUT2 whatever's left, and then "
    "wirecomb the lot.", [BACKUP, LAYOUT, WIRE], group="multi")
add("invoke", "deploy_show then syncpoint please, doors in fifteen and the LD is standing by on the "
    "grandMA", [DEPLOY, SYNC], group="multi")
add("invoke", "Load VJ_BANK_A and then give it the Zorvex look, that's the runway opener sorted",
    [BANK, ZORVEX], group="multi")
add("invoke", "KICK1 with STROBE_SAFE please — the metal band at the grandstand wants flashes on every "
    "single kick", [KICK, STROBE], group="multi")
add("invoke", "Set's over — do the BLACKOUT now, and once that's done run RENDER_HQ so we have the "
    "finale on file.", [BLACKOUT, RENDER], group="multi")
add("invoke", "DESKMAP_X32 and CUE_STACK_7 both please, the dance company brought their own X32 to the "
    "dome", [X32, CUES], group="multi")
add("invoke", "Apply N1 naming and the ARCHIVE rule while you rebuild the inside of sponsors.tox for "
    "the fair screens", [N1, ARCHIVE], group="multi")
add("invoke", "GLITCHY on the selected TOP, and then my FEEDBACK trails for the club set on top of it",
    [GLITCH, TRAILS], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what port does the X32 mapping listen on again? the desk op's asking", [X32],
    group="port")
add("ask_content", "In DEPLOY_SHOW, what comes right after the error check? I always forget the order",
    [DEPLOY], group="order")
add("ask_content", "what flash rate does STROBE_SAFE cap us at? the fair MC wants a number", [STROBE],
    group="value")
add("ask_content", "Which codec and resolution does RENDER_HQ set on rec1?", [RENDER], group="value")
add("ask_content", "where does BACKUP_FIRST save the backup tox, and what does it call the file?", [BACKUP],
    group="content")
add("ask_content", "what threshold and release time does KICK1 use on its Trigger CHOP?", [KICK],
    group="value")
add("ask_content", "Remind me what the Zorvex grade does to the greens, the designer's asking", [ZORVEX],
    group="content")
add("ask_content", "what IP and port does SYNCPOINT ping, b'y? the console moved racks", [SYNC],
    group="port")
add("ask_content", "which folder does VJ_BANK_A read the clips from, and in what order does it load "
    "them?", [BANK], group="content")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "clear out all the unused operators in /project1/dome_fx, they're just clutter now",
    [BACKUP], group="delete")
add("bears", "make the white flash on the runway screens hit 8 times a second on the drop", [STROBE],
    group="strobe")
add("bears", "We're at the riverside venue, it's half ten at night, push the master audio up 6 dB for "
    "the encore", [QUIET], group="venue_late")
add("bears", "Open up the externally saved bloom.tox and bump its threshold to 0.7 for the dome", [ARCHIVE],
    group="external_tox")
add("bears", "create a noise TOP and a level TOP for the fair background loop please", [N1],
    group="create")
add("bears", "and that's the final song of the night at the grandstand, the set is done, take us out",
    [BLACKOUT], group="end_set")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "make the dome picture pump with the bass drum, a thump-driven brightness pulse on "
    "the main out", [KICK], group="paraphrase")
add("paraphrase", "sort this patch into tidy vertical lanes, sources on the left and nulls at the end",
    [LAYOUT], group="paraphrase")
add("paraphrase", "hook the Behringer console's faders into TouchDesigner so they ride the layer "
    "opacities", [X32], group="paraphrase")
add("paraphrase", "I need a perfect non-realtime capture of the whole runway show to a file, top quality",
    [RENDER], group="paraphrase")
add("paraphrase", "put our studio's signature LUT treatment on the last composite before the output",
    [ZORVEX], group="paraphrase")
add("paraphrase", "time the round trip to the grandMA and shift our timeline by half of it so we're in step with "
    "the desk", [SYNC], group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "what's the output raster size for the Lumen Hall show again?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "dmx universe and start address for the six moving heads, anyone remember?", ["fact_dmx_heads"],
    group="fact")
add("question", "what UDP port does the stagepad tablet send its OSC to?", ["fact_stagepad_ports"],
    group="fact")
add("question", "how much video memory has RIG-B got, we're thinking of a 4K dome master", ["fact_rig_b"],
    group="fact")
add("question", "what audio buffer did we settle on for RIG-B after the last tour?", ["fact_audio_buffer"],
    group="fact")
add("question", "Where is the show error log kept? Something went weird in the second half of the derby",
    ["fact_show_log"], group="fact")
add("question", "Nebula install frame rate — what is it, and why isn't it 60 like everything else?", ["fact_nebula_fps"],
    group="fact")
add("question", "my Render TOP is just black on the dome camera, what usually causes that?",
    ["ref_render_pipeline"], group="reference")
add("task", "how do I pass a float from a CHOP into my GLSL TOP shader as a uniform?",
    ["ref_glsl_uniforms"], group="reference")
add("question", "HAP or H.264 for four 4K clips playing at once on the runway LED wall?", ["ref_hap_codecs"],
    group="reference")
add("task", "how do I use feedback to get long star trails in the dome, nothing fancy?", ["ref_feedback_top"],
    allowed=[TRAILS, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("question", "CHOP exports versus referencing a channel in an expression — which should I use for the dome "
    "sliders?", ["td_chop_exports_references"], builtin=True, group="builtin_only")
add("task", "how do I run a bit of python every time a channel value changes, like a button from the "
    "fair's controller?", ["td_chop_execute_dat"], builtin=True, group="builtin_only")
add("question", "what is the Textport for and how do I print debug stuff to it?", ["td_textport"],
    builtin=True, group="builtin_only")
add("task", "how do I add my own custom parameters to a Base COMP so the dome crew get sliders?",
    ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "how do I keep a python dictionary stored on an operator between cooks?", ["td_storage"],
    builtin=True, group="builtin_only")
add("task", "replicator COMP: how do I make one button per row of a table for the sponsor list?",
    ["td_replicator_comp"], allowed=["ref_replicator"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get Leap Motion hand tracking into TouchDesigner for a dome interactive?",
    group="far")
add("unanswerable", "does Spout work on macOS or is that a Windows-only thing?", group="far")
add("unanswerable", "how do I make a domemaster fisheye from a cube map render in TD?", group="near")
add("unanswerable", "what's the licence difference between Commercial and Pro if we need four outputs?",
    group="far")
add("unanswerable", "how do i read Stream Deck button presses in touchdesigner", group="far")
add("unanswerable", "can TouchDesigner chase Ableton Link tempo for the runway DJ?", group="far")
add("unanswerable", "what's the shortcut to collapse every network box at once?", group="far")
add("unanswerable", "how do I load an .sbsar file with the Substance TOP?", group="far")
add("unanswerable", "can TD talk to an Arduino over Firmata for the fair's bumper-car sensors?",
    group="far")
add("unanswerable", "how do I warp the output for a curved runway LED wall with a mesh from the vendor?",
    group="near")

# ---------------------------------------------------------------- near misses
add("near_miss", "don't run BLACKOUT yet, the encore's still coming — just drop the dome brightness to "
    "60 percent for now", allowed=[BLACKOUT], group="negated")
add("near_miss", "doh touch PANIC_BLACK at all tonight unless I say so, the derby crowd does get vex "
    "when the screens go dark", allowed=[PANIC], group="negated")
add("near_miss", "No KICK1 on the runway this time, the designer wants everything calm and slow for the "
    "bridal walk", allowed=[KICK], group="negated")
add("near_miss", "we're not doing DEPLOY_SHOW today, it's just a rehearsal in the dome, leave perform "
    "mode off", allowed=[DEPLOY], group="negated")
add("near_miss", "nae GLITCHY the night, the designer says it's far too much for the bridal collection",
    allowed=[GLITCH], group="negated")
add("near_miss", "RENDER_HQ ran fine overnight, the file is 14 GB and plays back lovely, cheers",
    allowed=[RENDER], group="past")
add("near_miss", "syncpoint worked a treat at the grandstand last night, the round trip was 12 ms",
    allowed=[SYNC], group="past")
add("near_miss", "we did the Zorvex grade on the runway reel last season and the client loved it",
    allowed=[ZORVEX], group="past")
add("near_miss", "wirecomb sorted the dome network yesterday, it looks tidy as now", allowed=[WIRE],
    group="past")
add("near_miss", "Yesterday my colleague make RENDER_HQ and the file is very smooth, the director was "
    "happy", allowed=[RENDER], group="past")
add("near_miss", "we'll do CUE_STACK_7 tomorrow when Mateo sends the final sheet, not today",
    allowed=[CUES], group="planning")
add("near_miss", "Next week we're planning DESKMAP_X32 for the fair, so I'll need to bring a network "
    "switch", allowed=[X32], group="planning")
add("near_miss", "Thinking we'll load VJ_BANK_A on Saturday for the opener, Friday is all B bank anyway",
    allowed=[BANK], group="planning")
add("near_miss", "The stage manager said she ran GLITCHY on the backup machine and it looked class",
    allowed=[GLITCH], group="reported")
add("near_miss", "Priya told me somebody hit PANIC_BLACK during the matinee by mistake, the kids "
    "cheered", allowed=[PANIC], group="reported")
add("near_miss", "the runway producer keeps asking me whether LAYOUT2 is something we bought or built "
    "ourselves", allowed=[LAYOUT], group="reported")
add("near_miss", "has DEPLOY_SHOW finished yet, or is it still sitting on the error check?",
    allowed=[DEPLOY], group="status")
add("near_miss", "is STROBE_SAFE still active on the fair build or did someone switch it off?",
    allowed=[STROBE], group="status")
add("near_miss", "did BACKUP_FIRST already leave a tox in backups from the dome_fx delete earlier?",
    allowed=[BACKUP], group="status")
add("near_miss", "if the headliner cancels we might need the BLACKOUT early, but for now just keep "
    "looping the sponsor reel", allowed=[BLACKOUT], group="hypothetical")
add("near_miss", "If the X32 dies mid-show we'd lose the DESKMAP_X32 faders, so I'm keeping the MIDI "
    "controller on standby", allowed=[X32], group="hypothetical")
add("near_miss", "I like wirecomb more than LAYOUT2 honestly, LAYOUT2 spreads things too far apart for "
    "my liking", allowed=[WIRE, LAYOUT], group="comparison")
add("near_miss", "RENDER_HQ is slower than just recording in realtime, but the quality's worth it, "
    "isn't it", allowed=[RENDER], group="comparison")
add("near_miss", "the file kick1_old_backup.toe is eating 3 GB on the dome PC, can I just bin it?",
    allowed=[KICK], group="filename")
add("near_miss", "rename zorvex_lut_v2.png to zorvex_lut_final.png in the runway media folder when you "
    "get a sec", allowed=[ZORVEX], group="filename")
add("near_miss", "my variable glitchy_amount comes back None in the script, why would op() give me "
    "None?", allowed=[GLITCH, "ref_op_paths"], group="variable")
add("near_miss", "the CHOP named quiet_hours_gate shows a yellow warning flag on the fair build, how do I "
    "read it?", allowed=[QUIET], group="variable")
add("near_miss", "```python\nop('/project1/blackout_ctrl').par.opacity = 0\n```\nwhy does this throw "
    "'NoneType' object has no attribute 'par'?", allowed=[BLACKOUT, PANIC, "ref_op_paths"], group="code")
add("near_miss", "this line `run('LAYOUT2')` is in an Execute DAT from the old dome project, is run() "
    "even a real TouchDesigner thing?", allowed=[LAYOUT], group="code")
add("near_miss", "The poster for the fair literally says \"GLITCHY NIGHTS\" lol, the board think it's a "
    "band", allowed=[GLITCH], group="quoted")
add("near_miss", "my mate's new t-shirt says 'BACKUP_FIRST' across the chest, what a nerd", allowed=[BACKUP],
    group="quoted")
add("near_miss", "DESKMAP_X32 broke my whole network last time, the faders went mad and the layers "
    "flickered", allowed=[X32], group="complaint")
add("near_miss", "honestly the Zorvex grade makes the runway whites look yellow and the designer hates it",
    allowed=[ZORVEX], group="complaint")
add("near_miss", "VJ_BANK_A keeps loading the clips in the wrong order on the fair laptop, it's doing my "
    "head in", allowed=[BANK], group="complaint")
add("near_miss", "who came up with CUE_STACK_7 anyway, was it for the very first Tidewater run?",
    allowed=[CUES], group="history")
add("near_miss", "back in the day we ran RENDER_HQ at 30 fps, before RIG-B arrived", allowed=[RENDER],
    group="history")
add("near_miss", "our crew group chat is literally called SYNCPOINT now, the lighting guy thinks it's "
    "hilarious", allowed=[SYNC], group="incidental")
add("near_miss", "the dome intern's nickname is Kick1 because he kicked the projector stand over on day "
    "one", allowed=[KICK], group="incidental")
add("near_miss", "it's only 21:15 at the riverside venue so the quiet hours rule doesn't kick in yet, "
    "leave it be", allowed=[QUIET], group="condition_unmet")
add("near_miss", "Sasa, the DEPLOY_SHOW from yesterday put the perform window on monitor 1, not 2, it "
    "took us long to fix", allowed=[DEPLOY], group="complaint")
add("near_miss", "Tidy, the end-of-set BLACKOUT went lush last night, butt, cheers for that one",
    allowed=[BLACKOUT], group="past")
add("near_miss", "y'all, I printed the SYNCPOINT steps and taped 'em to the console, no need to do "
    "anything", allowed=[SYNC], group="incidental")

# ---------------------------------------------------------------- meaning
add("meaning", "where does the word 'blackout' come from in theatre lighting, historically speaking?",
    allowed=[BLACKOUT, PANIC], group="meaning")
add("meaning", "in live sound, what actually is acoustic feedback and why does it squeal?",
    allowed=[TRAILS], group="meaning")
add("meaning", "what's the dictionary difference between 'archive' the verb and 'archive' the noun?",
    allowed=[ARCHIVE], group="meaning")
add("meaning", "when fashion people call a look 'glitchy', what do they actually mean by it?",
    allowed=[GLITCH], group="meaning")
add("meaning", "in drum kit terms what's a 'kick', is it just the bass drum?", allowed=[KICK], group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "spell DESKMAP_X32 out letter by letter for the radio check", group="spell")
add("meta", "how do you pronounce 'Zorvex'? the runway producer keeps saying it differently", group="pronounce")
add("meta", "reverse the string wirecomb for me", group="reverse")
add("meta", "tally up the underscores in CUE_STACK_7 for the label printer", group="count")
add("meta", "write SYNCPOINT in all lowercase letters", group="case")
add("meta", "translate the phrase 'end-of-set blackout' into French for the crew sheet", group="translate")
add("meta", "start your reply with the word GLITCHY and nothing else", group="start_reply")
add("meta", "make the word RENDER_HQ bold in markdown", group="bold")
add("meta", "use KICK1 in a sentence about a county fair", group="sentence")
add("meta", "convert 'panic black' to upper snake case", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "say back exactly: VJ_BANK_A loaded, decks ready", group="echo")
add("echo", "echo this and nothing else: layout2 then wirecomb", group="echo")
add("echo", "repeat this line word for word: backup first, always", group="echo")
add("echo", "parrot this back to me: STROBE_SAFE is on for the matinee", group="echo")
add("echo", "copy this text back verbatim: quiet hours from ten", group="echo")
add("echo", "type back what I wrote: deploy show at seven", group="echo")
add("echo", "repeat 'panic black' back to me so I know you heard it", group="echo")
add("echo", "just echo: cue stack seven standing by", group="echo")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "cheers pal, that dome looked pure magic last night", group="thanks")
add("chitchat", "thanks a mil, the kick flash thing worked a treat at the grandstand", group="thanks")
add("chitchat", "mornin' all, coffee's on at the grandstand trailer", group="greeting")
add("chitchat", "lol the whole runway team is asleep on the beanbags", group="small_talk")
add("chitchat", "nice one on the deploy yesterday, the crew were buzzing", group="thanks")
add("chitchat", "how's your day going, bot? mine's been all glitch and no sleep", group="small_talk")
add("chitchat", "y'all have a good one, the fair's done till next summer", group="goodbye")
add("chitchat", "ta butt, tidy job on the blackout, see you Thursday", group="thanks")


def main() -> None:
    rows = [{"pid": f"u109-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
