"""Blind gate suite unseen58, written by helper "gateeval58" (independent evaluator).

Labels come from corpus.jsonl and the built-in knowledge file names/contents only; the author read
neither the gate code nor its tests, nor any other prompt file or author script, and never ran the
gate on these prompts.

Every prompt is English (lang "en"), typed by three personas:
- a touring lighting/video operator: terse, lowercase, British/Australian slang, pasted logs, voice
  dictation from the desk, emergencies and end-of-set calls;
- a museum installation tech: careful, polite, long messages with context about the gallery and
  its visitors, tickets and checklists;
- a university lecturer teaching TouchDesigner: long rambling messages about students and slides,
  asides, mentions of procedures as course material (many near misses).
Some prompts are written as a non-native English speaker would type them.

Run: python author_unseen58.py  (writes prompts_unseen58.jsonl next to this file)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen58.jsonl")
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
VJA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RHQ = "ins_render_hq"
N1 = "ins_naming_n1"
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (84)
# KICK1
add("invoke", "right, DJ's on in ten and the main output looks dead flat. KICK1 please, the feed's on inputs 1 and 2 like always",
    [KICK], [STROBE, "fact_studio_audio"], group="mid_message")
add("invoke", "k i c k 1 on out1 — sorry, my keyboard is playing up tonight, spacebar keeps firing",
    [KICK], [STROBE], group="spaces")
add("invoke", "hey copilot kick one on the main output please full stop the bass is really pumping tonight full stop",
    [KICK], [STROBE], group="voice")
add("invoke", "kick1 pls, support act just finished and the headliner is all four-on-the-floor 🥁",
    [KICK], [STROBE], group="emoji")

# LAYOUT2
add("invoke", "/layout2 on /project1/fx — it's grown like a weed over three weeks of touring",
    [LAYOUT], group="slash_command")
add("invoke", "can u run LAYUOT2 on this network pls, i cant find anything in here anymore",
    [LAYOUT], group="typo")
add("invoke", "I've added three more OSC inputs and another movie chain this afternoon, so before we save and go for dinner: LAYOUT2.",
    [LAYOUT], group="trailing")
add("invoke", "run wirecomb on the post network — no wait, not wirecomb, I want everything sorted into columns this time. LAYOUT2 it is",
    [LAYOUT], [WIRECOMB], group="correction")

# STROBE_SAFE
add("invoke", "LD wants the white strobe hammering on the drop. apply STROBE_SAFE to it before doors, I'm not risking anyone in the front rows",
    [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "- [x] preload clips\n- [ ] STROBE_SAFE pass over every flash effect in /project1/fx\n- [ ] save the toe\n\ndo the second box now please",
    [STROBE], ["rcp_strobe_flash"], group="checklist")
add("invoke", "run strobe_safe over the whole show file please, the museum's access officer needs written confirmation that nothing in gallery 2 flickers too fast",
    [STROBE], ["rcp_strobe_flash"], group="lowercase")

# BACKUP_FIRST
add("invoke", "I'm about to gut the old lobby scene in /project1/lobby. Follow BACKUP_FIRST for that comp, then delete everything inside it.",
    [BACKUP], group="rule")
add("invoke", "BACKUP_FIRST, then bin noise1 and noise2 from the intro. cheers",
    [BACKUP], group="name_first")
add("invoke", "apply the back-up-before-deleting rule and then clear out /project1/tests, the students left about forty unused operators in there after the workshop",
    [BACKUP], group="title_words")
add("invoke", "yes, go ahead with BACKUP_FIRST on /project1/post and then remove the unused level TOPs like you suggested",
    [BACKUP], group="consent")

# DEPLOY_SHOW
add("invoke", "doors at 19:30, it's 18:50 now and the house is filling. DEPLOY_SHOW.",
    [DEPLOY], ["ref_perform_window"], group="timed")
add("invoke", "Good morning. The gallery opens to the public at ten and I've finished the last tweaks to the installation overnight, so please go through DEPLOY_SHOW now and tell me the frame rate at the end.",
    [DEPLOY], ["ref_perform_window"], group="polite")
add("invoke", "truck's unloaded, FOH is patched, we're on in half an hour — deploy show please mate",
    [DEPLOY], ["ref_perform_window"], group="lowercase")
add("invoke", "```\nPerform CHOP: fps 59.94\nerrors in /project1: 0\nwarnings: 2 (movie_bg: file not preloaded)\n```\nall clear on my end apart from those warnings. go ahead and execute DEPLOY_SHOW",
    [DEPLOY], ["web_moviein_preload"], group="log_paste")

# VJ_BANK_A
add("invoke", "first set is the ambient one, so load VJ_BANK_A into the decks now and leave the B side alone, the second DJ brings his own clips",
    [VJA], ["web_moviein_preload"], group="mid_message")
add("invoke", "opener's in 5 min!! VJ BANK A pls 🙏",
    [VJA], ["web_moviein_preload"], group="emoji")
add("invoke", "load v j bank a and print the file names to the textport thanks that is all",
    [VJA], ["web_moviein_preload"], group="voice")

# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! a punter has climbed onto the stage right in front of the projector",
    [PANIC], group="emergency")
add("invoke", "one of the hazers has set off the fire alarm in the venue and the stage manager is shouting at me — panic_black NOW",
    [PANIC], group="emergency")
add("invoke", "Museum security have just asked us to kill the image in gallery 3 immediately because a visitor has fallen. Execute PANIC_BLACK, I'll sort the restore later.",
    [PANIC], group="emergency")
add("invoke", "the LED processor is spitting garbage at full white and it's blinding the band. PANIC_BLACK, don't ask, just do it",
    [PANIC], group="emergency")

# GLITCHY
add("invoke", "ok, movie_main is selected now in /project1/post. run GLITCHY on it and I'll tweak the amount by hand afterwards",
    [GLITCHY], group="mid_message")
add("invoke", "For the week 8 lecture on post-processing I'd love a live example on the big screen — could you run the GLITCHY macro on the selected TOP?",
    [GLITCHY], group="polite")
add("invoke", "/glitchy\n(target: the Composite TOP I've got selected in /project1/post)",
    [GLITCHY], group="slash_command")
add("invoke", "give it the Zorvex grade — actually no, scrap that, the band want it much dirtier: GLITCHY on the selected TOP instead",
    [GLITCHY], [ZORVEX], group="correction")

# DESKMAP_X32
add("invoke", "can you do DESKMAP_X23 — sorry, X32 obviously, fat fingers — the desk is on the same switch now",
    [X32], ["ref_osc_in_chop"], group="typo")
add("invoke", "Hi! The venue has a Behringer desk in the booth tonight. Please carry out the DESKMAP_X32 procedure and let me know when x32_faders is live.",
    [X32], ["ref_osc_in_chop"], group="polite")
add("invoke", "OSC In: 0 messages received on port 10023 since 20:14\nOSC In: 0 messages received on port 10023 since 20:14\n\nright, I've just plugged the desk back in. run DESKMAP_X32 again from scratch",
    [X32], ["ref_osc_in_chop"], group="log_paste")

# RENDER_HQ
add("invoke", "client wants a clean capture of the whole piece for their archive reel. RENDER_HQ, and tell me the file path when it's done",
    [RHQ], ["ref_movie_file_out"], group="mid_message")
add("invoke", "render underscore h q please and make sure realtime goes back on after",
    [RHQ], ["ref_movie_file_out"], group="voice")
add("invoke", "If the gallery is closed, start RENDER_HQ. It's 18:15 and the doors were locked at 18:00, so we're clear.",
    [RHQ], ["ref_movie_file_out"], group="conditional")

# naming rule N1
add("invoke", "from now on, apply naming rule N1 to everything you create in this session, and rename the noise1 and level3 you made a minute ago",
    [N1], group="rule")
add("invoke", "N1 please — rename the defaults in /project1/scene2 that you just built, I can't tell them apart",
    [N1], group="name_first")
add("invoke", "my students keep leaving nodes called null7 and math12 everywhere. show them how it's done: run the N1 naming rule over the operators you created for the demo",
    [N1], group="rule")

# FEEDBACK (common-word title)
add("invoke", "club set tonight. build the trails my way, with my FEEDBACK settings for the club visuals, on the dancer layer",
    [FEEDBACK], ["ref_feedback_top"], group="common_word")
add("invoke", "use my FEEDBACK trail settings for the club visuals on layer 2 please, same as we did last weekend at the warehouse",
    [FEEDBACK], ["ref_feedback_top"], group="common_word")
add("invoke", "apply my club FEEDBACK trail preset to the silhouette layer and hook the reset to the cue DAT like usual",
    [FEEDBACK], ["ref_feedback_top"], group="common_word")

# BLACKOUT (end of set)
add("invoke", "last track's fading out, that's the set done. BLACKOUT please, and keep the window open like always",
    [BLACKOUT], [PANIC], group="end_set")
add("invoke", "Set's finished and the DJ's waving goodbye: the BLACKOUT procedure now, the end-of-set one, not the panic one",
    [BLACKOUT], [PANIC], group="end_set")
add("invoke", "end of set blackout please thanks everyone that was a great night",
    [BLACKOUT], [PANIC], group="voice")

# wirecomb
add("invoke", "the post network is proper spaghetti after three weeks on the road. wirecomb it please, and list the nulls you add",
    [WIRECOMB], group="mid_message")
add("invoke", "Could you run wirecomb on /project1/ui? I'm projecting it in the lecture tomorrow and nobody in the back row can follow the wires.",
    [WIRECOMB], group="polite")
add("invoke", "can you wire comb the audio network for me, I've got the artist coming in at 3 and they like to see what's going on",
    [WIRECOMB], group="spaces")

# CUE_STACK_7
add("invoke", "Tech rehearsal starts at 14:00 and the choreographer's already asking about cues. build CUE_STACK_7 now please",
    [CUES], ["fact_dance_piece"], group="timed")
add("invoke", "CUE_STACK_7 please — Mateo's csv is sitting in /media/dance/cues.csv as promised",
    [CUES], ["fact_dance_piece"], group="name_first")
add("invoke", "cue stack seven please for the dance piece thanks",
    [CUES], ["fact_dance_piece"], group="voice")

# SYNCPOINT
add("invoke", "Priya says the grandMA is up and patched. SYNCPOINT please, and tell me the median round trip when you're done",
    [SYNC], ["fact_lx_console"], group="mid_message")
add("invoke", "run the lighting console handshake now, the LX op has given me the thumbs up",
    [SYNC], ["fact_lx_console"], group="title_words")
add("invoke", "desk's booted, network's green, Priya's ready... time for syncpoint",
    [SYNC], ["fact_lx_console"], group="lowercase")

# ARCHIVE
add("invoke", "I need to tweak the threshold inside bloom.tox. Do the ARCHIVE step first so I've got a numbered copy, then set it to 0.6.",
    [ARCHIVE], group="rule")
add("invoke", "apply the ARCHIVE rule to /project1/lib/particles.tox and then rebuild its insides with POPs, I'm teaching POPs next week",
    [ARCHIVE], ["rcp_pop_particles"], group="rule")
add("invoke", "Please follow ARCHIVE before you touch the externally saved trails.tox — the museum's conservator will want the old version kept for the records.",
    [ARCHIVE], group="polite")

# Zorvex
add("invoke", "for the screenshot in my slides, apply the Zorvex grade to the output and leave its bypass toggle off",
    [ZORVEX], group="mid_message")
add("invoke", "the curator thinks the projection wall looks too green in daylight. put zorvex on it, that usually sorts it out",
    [ZORVEX], group="lowercase")

# quiet hours
add("invoke", "It's 23:10 at the riverside, so apply the quiet hours rule to the audio before the encore starts",
    [QUIET], group="conditional")
add("invoke", "we're at the riverside venue and it's gone half ten — enforce quiet hours on the master out please",
    [QUIET], group="conditional")
add("invoke", "Riverside gig, 22:45 on my watch. Quiet hours please, then tell me what you changed so I can tell the promoter",
    [QUIET], group="timed")

# multi-invocation (8)
add("invoke", "build KICK1 and afterwards run LAYOUT2 so the new kick1_ chain sits in its own tidy column",
    [KICK, LAYOUT], [STROBE], group="multi")
add("invoke", "KICK1 on the output, and enforce STROBE_SAFE on that flash while you're at it, the venue is strict",
    [KICK, STROBE], group="multi")
add("invoke", "Run SYNCPOINT with the grandMA first, then DEPLOY_SHOW once the offset is set. Doors in forty.",
    [SYNC, DEPLOY], ["fact_lx_console"], group="multi")
add("invoke", "load VJ_BANK_A and then wirecomb the mixer network, it's a mess after the changeover",
    [VJA, WIRECOMB], group="multi")
add("invoke", "apply the Zorvex grade and then RENDER_HQ, so the recording for the client has the look baked in",
    [ZORVEX, RHQ], ["ref_movie_file_out"], group="multi")
add("invoke", "for the club set: my FEEDBACK trails on layer 2 and the Zorvex look on the master, in that order",
    [FEEDBACK, ZORVEX], ["ref_feedback_top"], group="multi")
add("invoke", "I'm editing the externally saved ui.tox and deleting two sliders inside it. Follow ARCHIVE and BACKUP_FIRST, then go ahead with the edit.",
    [ARCHIVE, BACKUP], group="multi")
add("invoke", "it's 23:30 at the riverside and we're done for the night: apply quiet hours, then the end-of-set BLACKOUT",
    [QUIET, BLACKOUT], [PANIC], group="multi")
add("invoke", "GLITCHY on the selected TOP, and apply naming rule N1 to anything extra it creates",
    [GLITCHY, N1], group="multi")
add("invoke", "CUE_STACK_7 first, then LAYOUT2 so the cue stuff doesn't end up scattered all over /project1",
    [CUES, LAYOUT], ["fact_dance_piece"], group="multi")

# more inside longer messages
add("invoke", "So the thing is, half my class missed last week because of the strike, and they've never seen how a clip bank gets loaded properly. Would you mind loading VJ_BANK_A so I can walk them through the decks one by one?",
    [VJA], ["web_moviein_preload"], group="mid_message")
add("invoke", "changeover went long, the headliner's tech rider says no visuals during their set, so as soon as this tune ends I need the BLACKOUT for the end of our set — actually it's ending now, go",
    [BLACKOUT], [PANIC], group="end_set")
add("invoke", "ticket #482 (gallery 1): visitors report the image flickers on the strobe section. Action requested: apply STROBE_SAFE to /project1/scene_storm and confirm.",
    [STROBE], ["rcp_strobe_flash"], group="ticket")
add("invoke", "i know i said we'd leave it till tomorrow but the building's empty now and i've got the room — go on then, RENDER_HQ",
    [RHQ], ["ref_movie_file_out"], group="consent")
add("invoke", "Week 11, live coding session. I'll narrate while you work: please run the wirecomb macro on the network I've just opened, then stop so we can discuss what moved.",
    [WIRECOMB], group="polite")
add("invoke", "mate the desk's chucking OSC at us but nothing's moving — forget debugging, just redo DESKMAP_X32 and we'll see",
    [X32], ["ref_osc_in_chop"], group="mid_message")
add("invoke", "Zorvex pls. Client's rep just walked in and said the colours look 'flat and cheap' 🙃",
    [ZORVEX], group="emoji")
add("invoke", "Quick one before the doors: the LD and I agreed on SYNCPOINT every night this run, so do it now please and shout if the console doesn't answer.",
    [SYNC], ["fact_lx_console"], group="mid_message")
add("invoke", "Mateo changed two cue times again. Please rebuild the cue list for the dance piece with CUE_STACK_7 from the updated sheet.",
    [CUES], ["fact_dance_piece"], group="title_words")
add("invoke", "the intern made 30 operators this morning and every single one is called somethingN. go through /project1/intern and apply rule N1 to the lot",
    [N1], group="rule")
add("invoke", "hi again, sorry to bother — the archive copy thing: can you do ARCHIVE on grade.tox before I change the LUT path inside it?",
    [ARCHIVE], group="polite")
add("invoke", "riverside, 22:20, the band's manager wants it louder for the last song. quiet hours rule applies, so handle the audio per quiet hours and tell him why",
    [QUIET], group="conditional")

# ---------------------------------------------------------------- ask_content (9)
add("ask_content", "what port does SYNCPOINT listen on for the pong reply?", [SYNC], ["fact_lx_console"], group="port")
add("ask_content", "Before I teach it next term: in what order does DEPLOY_SHOW do its steps?", [DEPLOY], group="order")
add("ask_content", "which codec and frame range does RENDER_HQ record with?", [RHQ], group="value")
add("ask_content", "what's the low-pass cutoff KICK1 uses on the audio filter?", [KICK], group="value")
add("ask_content", "how many flashes per second does STROBE_SAFE allow? the museum's access officer is asking", [STROBE], group="value")
add("ask_content", "what dBFS limit does the quiet hours rule put on the riverside master?", [QUIET], group="value")
add("ask_content", "where does BACKUP_FIRST put the backup file, and how is it named?", [BACKUP], group="content")
add("ask_content", "what's the lag time on the faders in DESKMAP_X32, and which port does it listen on?", [X32], group="port")
add("ask_content", "remind me what's inside the Zorvex grade, the students want the exact gamma and contrast", [ZORVEX], group="content")

# ---------------------------------------------------------------- bears (6) + paraphrase (6)
add("bears", "delete noise3 and the three unused level TOPs in /project1/fx, they're just clutter", [BACKUP], group="delete")
add("bears", "make the white flash on the drop go at 8 Hz, the LD wants it to feel frantic", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "it's 22:40 at the riverside gig and the promoter wants the master audio up 6 dB for the last tune", [QUIET], group="venue_late")
add("bears", "bump the bloom threshold inside the externally saved bloom.tox to 0.7 please", [ARCHIVE], group="external_tox")
add("bears", "clear out everything in /project1/old_scenes, go ahead, I don't need any of it", [BACKUP], group="delete")
add("bears", "add a noise TOP, a level TOP and a null for a new background layer in /project1/bg", [N1], ["ref_noise_top"], group="create")
add("paraphrase", "get the visuals locked in time with the LX desk before doors, measure the round trip and offset the timeline", [SYNC], ["fact_lx_console"], group="paraphrase")
add("paraphrase", "the connections in here cross all over the place; line each node up under whatever feeds it and put a null where one output fans out to loads of inputs", [WIRECOMB], group="paraphrase")
add("paraphrase", "put our signature studio tint on the final output: the LUT ramp, a touch of gamma, less green and a faint grain", [ZORVEX], group="paraphrase")
add("paraphrase", "sort my operators: sources on the far left, processing stepping rightwards in signal order, nulls just before the outputs, each chain boxed", [LAYOUT], group="paraphrase")
add("paraphrase", "make the picture brighten on every bass drum hit from the DJ feed", [KICK], ["ref_audio_analysis", STROBE], group="paraphrase")
add("paraphrase", "bounce a flawless non-real-time movie of frames 1 to 3600 at 1080p60 in HAP Q, then put things back how they were", [RHQ], ["ref_movie_file_out", "ref_hap_codecs"], group="paraphrase")

# ---------------------------------------------------------------- question / task (18, 8 built-in)
add("question", "what's the total resolution of the Lumen Hall output window again?", ["fact_lumen_hall_raster"], group="fact")
add("question", "which UDP port does the stagepad tablet send its OSC on?", ["fact_stagepad_ports"], ["ref_osc_in_chop"], group="fact")
add("question", "what DMX address is the fourth moving head patched at?", ["fact_dmx_heads"], group="fact")
add("question", "what's the IP of the grandMA on the touring rig, and who do I ask before patching?", ["fact_lx_console"], group="fact")
add("question", "remind me of the Aurora hex codes, the designer wants them for the lower third", ["fact_aurora_palette"], ["rcp_lower_third"], group="fact")
add("question", "something went wrong in the second half last night; where's the show error log kept?", ["fact_show_log"], group="fact")
add("question", "how do I use feedback to get those long smeary trails behind moving things?", ["ref_feedback_top"], [FEEDBACK, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "my gradient on the sky background is banding horribly, fix the pixel format on that chain", ["ref_pixel_formats"], group="reference")
add("task", "set up ten thousand cubes driven by a noise CHOP, cheapest way possible", ["ref_instancing"], ["ref_chop_family", "ref_noise_top"], group="reference")
add("question", "how do store and fetch work on a component, and does the value survive a save?", ["td_storage"], builtin=True, group="builtin_only")
add("question", "what's the actual difference between a DAT Execute DAT and an Execute DAT? my students mix them up every year", ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("task", "make a python function fire whenever my button channel goes from 0 to 1", ["td_chop_execute_dat"], builtin=True, group="builtin_only")
add("question", "why does my operator stop cooking when I close its viewer? is that normal?", ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "how do I get a TOP from outside a component into it without a big mess of wires?", ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "which DAT should I use to talk to an Arduino over USB serial?", ["td_network_protocols_dats"], builtin=True, group="builtin_only")
add("question", "what's the difference between the bypass flag and the lock flag on a node?", ["td_operator_flags"], builtin=True, group="builtin_only")
add("task", "write me a python snippet that creates a noise TOP and a null TOP in /project1 and wires them together", ["td_python_network_scripting"], builtin=True, group="builtin_only")
add("question", "how do I pass a float from a slider into my GLSL TOP shader as a uniform?", ["td_glsl_top_basics"], ["ref_glsl_uniforms"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable (10)
add("unanswerable", "does the ZED TOP support the ZED X Mini camera, or only the older models?", group="near")
add("unanswerable", "how do I move a TouchDesigner Pro licence onto a CodeMeter dongle?", group="far")
add("unanswerable", "is there a way to bring a Substance Designer material straight into a PBR MAT with all its maps?", group="near")
add("unanswerable", "how many hands can the Leap Motion CHOP track at once?", group="near")
add("unanswerable", "how do I set up the Bullet Solver COMP so boxes fall and stack?", group="near")
add("unanswerable", "what's the keyboard shortcut to collapse every parameter page at once?", group="far")
add("unanswerable", "can I export a SOP network to FBX with its animation baked?", group="near")
add("unanswerable", "my Ouster lidar keeps showing 'no device' in TouchDesigner, what driver does it want?", group="far")
add("unanswerable", "how do I get a Stream Deck to trigger pulses in TD without paying for a plugin?", group="far")
add("unanswerable", "what's the difference between the Face Track CHOP and the MediaPipe plugin for tracking faces?", group="near")

# ---------------------------------------------------------------- near_miss (44)
add("near_miss", "don't run KICK1 tonight, the DJ is playing ambient and it'll just look silly", allowed=[KICK], group="negated")
add("near_miss", "KICK1 ran fine at soundcheck, the envelope looked lovely on the scope", allowed=[KICK], group="past")
add("near_miss", "we'll do CUE_STACK_7 tomorrow, after Mateo sends the final csv", allowed=[CUES], group="planning")
add("near_miss", "Priya mentioned that SYNCPOINT timed out on the other tour last spring, but she thinks it was their switch", allowed=[SYNC], group="reported")
add("near_miss", "did DEPLOY_SHOW actually finish yesterday before I left? the log looks short", allowed=[DEPLOY, "fact_show_log"], group="status")
add("near_miss", "the variable kick1_env in my script keeps coming back None, what am I doing wrong?", allowed=[KICK, "ref_op_paths"], group="variable")
add("near_miss", "`op('glitchy_out').cook(force=True)` — that line in my callback is intentional, just leave it alone", allowed=[GLITCHY], group="code")
add("near_miss", "the heading in my lecture notes reads \"RENDER_HQ vs realtime capture\" — does that sound like a decent title for week 9?", allowed=[RHQ], group="quoted")
add("near_miss", "VJ_BANK_A broke my network last night, half the decks went black mid-set and I had to busk it", allowed=[VJA], group="complaint")
add("near_miss", "I really hope we never need PANIC_BLACK on this tour, touch wood", allowed=[PANIC], group="incidental")
add("near_miss", "which came first in our notes, LAYOUT2 or wirecomb? I'm writing a little history of our tools for the course", allowed=[LAYOUT, WIRECOMB], group="history")
add("near_miss", "don't bother with the Zorvex grade on the preview monitor, it's only meant for the projector", allowed=[ZORVEX], group="negated")
add("near_miss", "the wirecomb macro tidied /project1/ui nicely yesterday, thanks for that", allowed=[WIRECOMB], group="past")
add("near_miss", "I'm planning to run RENDER_HQ on Friday when the gallery's closed, not before", allowed=[RHQ], group="planning")
add("near_miss", "my assistant says she already ran DESKMAP_X32 during the changeover, so that's sorted", allowed=[X32], group="reported")
add("near_miss", "has STROBE_SAFE ever actually stopped anything during a show? I'm filling in the risk assessment and want a real example", allowed=[STROBE], group="status")
add("near_miss", "the students asked whether BLACKOUT and PANIC_BLACK are the same thing; I'll explain it in class next week myself", allowed=[BLACKOUT, PANIC], group="reported")
add("near_miss", "no need for quiet hours tonight, we're at the warehouse, not the riverside", allowed=[QUIET], group="negated")
add("near_miss", "ARCHIVE is such a dull name for that rule, the students never remember it", allowed=[ARCHIVE], group="complaint")
add("near_miss", "stop SYNCPOINT, the console's being rebooted and Priya will ping me when it's back", allowed=[SYNC], group="negated")
add("near_miss", "cancel the DEPLOY_SHOW I asked for earlier, the director wants one more run-through in edit mode", allowed=[DEPLOY], group="negated")
add("near_miss", "hold off on VJ_BANK_A until the support act has finished, they're still sound-checking", allowed=[VJA], group="planning")
add("near_miss", "last night's RENDER_HQ file came out at 40 GB and the client can't download it", allowed=[RHQ, "ref_hap_codecs", "ref_movie_file_out"], group="complaint")
add("near_miss", "the museum's old system did something like LAYOUT2, but in Max/MSP and much slower", allowed=[LAYOUT], group="comparison")
add("near_miss", "Zorvex sounds like the villain from a low-budget sci-fi film, who came up with that?", allowed=[ZORVEX], group="incidental")
add("near_miss", "If I taught DESKMAP_X32 in week 10, would the students honestly need a real desk in the room, or is that overkill for a uni course?", allowed=[X32], group="hypothetical")
add("near_miss", "whoever wrote KICK1 deserves a pint, it's saved me at every gig this month", allowed=[KICK], group="incidental")
add("near_miss", "DEPLOY_SHOW went through all seven steps without a hitch at the matinee", allowed=[DEPLOY], group="past")
add("near_miss", "remind me tomorrow at 17:00 that CUE_STACK_7 needs doing before the tech", allowed=[CUES], group="planning")
add("near_miss", "the show log says BLACKOUT happened at 23:04, which matches what the stage manager wrote", allowed=[BLACKOUT, "fact_show_log"], group="reported")
add("near_miss", "a student handed in a file called strobe_safe_test.toe, I'll mark it on the train", allowed=[STROBE], group="filename")
add("near_miss", "print(\"SYNCPOINT ok\") is what my script logs when the round trip works, nothing more", allowed=[SYNC], group="code")
add("near_miss", "honestly if the X32 wasn't so flaky we wouldn't have needed DESKMAP_X32 twice last night", allowed=[X32], group="complaint")
add("near_miss", "is BACKUP_FIRST still in force, or did we switch that rule off for the museum build?", allowed=[BACKUP], group="status")
add("near_miss", "we won't need the Zorvex grade at the museum, they've asked for neutral colour throughout", allowed=[ZORVEX], group="planning")
add("near_miss", "the tour manager keeps saying 'LAYOUT2 the rider' as a joke because I'm obsessive about tidy networks", allowed=[LAYOUT], group="quoted")
add("near_miss", "RENDER_HQ, DEPLOY_SHOW and KICK1 are the three I'll cover in the advanced module next semester", allowed=[RHQ, DEPLOY, KICK], group="planning")
add("near_miss", "the N1 coach from Manchester was late, so I missed most of the load-in", allowed=[N1], group="incidental")
add("near_miss", "my FEEDBACK trail settings are for the club set only; the gallery piece has plain trails and that's fine", allowed=[FEEDBACK], group="incidental")
add("near_miss", "GLITCHY got a round of applause at the student showcase, which was nice to see", allowed=[GLITCHY], group="past")
add("near_miss", "the PANIC_BLACK button on my Stream Deck is still glowing red from the last show, but the output looks normal", allowed=[PANIC], group="status")
add("near_miss", "the folder called vj_bank_a_old on D: is from the 2023 tour, nobody's touched it since", allowed=[VJA], group="filename")
add("near_miss", "why did my lecturer tell us never to run wirecomb during a show? just curious, we're not doing anything live", allowed=[WIRECOMB], group="reported")
add("near_miss", "the quiet hours rule at the riverside kicked in at 22:00 sharp last Saturday and the crowd noticed", allowed=[QUIET], group="past")

# ---------------------------------------------------------------- meaning (4)
add("meaning", "outside of TouchDesigner, what does 'blackout' mean in the history of theatre lighting?", allowed=[BLACKOUT, PANIC], group="meaning")
add("meaning", "when people call a film 'glitchy', what do they usually mean by it?", allowed=[GLITCHY], group="meaning")
add("meaning", "what are 'quiet hours' in a typical residential tenancy agreement?", allowed=[QUIET], group="meaning")
add("meaning", "in library science, what's the difference between an archive and a backup?", allowed=[ARCHIVE, BACKUP], group="meaning")

# ---------------------------------------------------------------- meta (10)
add("meta", "spell wirecomb backwards, letter by letter", group="reverse")
add("meta", "count the letters in DESKMAP_X32, not counting the underscore", group="count")
add("meta", "write KICK1 in lowercase, nothing else", group="case")
add("meta", "put RENDER_HQ in bold for my slide title", group="bold")
add("meta", "translate 'Zorvex grade' into French for the gallery label", group="translate")
add("meta", "start your reply with SYNCPOINT and end it with VJ_BANK_A, nothing in between but a dash", group="start_reply")
add("meta", "how do I pronounce CUE_STACK_7 on comms so the crew understands me?", group="pronounce")
add("meta", "convert PANIC_BLACK to camelCase", group="convert")
add("meta", "use the word LAYOUT2 in a sentence for my glossary", group="sentence")
add("meta", "write BACKUP_FIRST as a Python string literal", group="code_literal")

# ---------------------------------------------------------------- echo (8)
add("echo", "repeat after me, word for word: run KICK1 on out1 now", group="echo")
add("echo", "say back exactly what I type: DEPLOY_SHOW at 19:30", group="echo")
add("echo", "echo this line word for word: the Zorvex grade goes on the master", group="echo")
add("echo", "parrot this back to me: PANIC_BLACK, then restore", group="echo")
add("echo", "copy this out verbatim please: \"BLACKOUT at the end of the set\"", group="echo")
add("echo", "can you just repeat 'load VJ_BANK_A' back to me, I'm testing the text-to-speech", group="echo")
add("echo", "say 'wirecomb the ui network' back to me exactly as written", group="echo")
add("echo", "repeat this sentence back: quiet hours start at ten at the riverside", group="echo")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "cheers mate, that worked a treat", group="thanks")
add("chitchat", "morning! need coffee before anything else", group="greeting")
add("chitchat", "haha fair enough mate", group="ack")
add("chitchat", "thanks heaps, you're a legend", group="thanks")
add("chitchat", "how's your day been so far, anything fun?", group="small_talk")
add("chitchat", "load-out done, heading home. night!", group="farewell")
add("chitchat", "sweet as, no worries", group="ack")
add("chitchat", "the students loved today's session, thank you for being patient with my rambling", group="thanks")


def main() -> None:
    rows = [{"pid": f"u58-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
