"""Blind gate suite unseen112, written by helper "gateeval112" (independent evaluator).

Written blind: labels come only from corpus.jsonl, the built-in knowledge file names/contents, the README's
"Labels" and "Intents" sections and the label rules in test_gate_suite_v2_data.py. Never scored by its author.

100 % English, in Geordie, Nigerian, Jamaican, Cape Town, Singaporean, New Zealand, Boston and non-native
(Turkish, Japanese, Spanish speakers) English. Personas (this script only):
- a cathedral projection-mapping crew (nave, apse, rose window, organist, bishop);
- a roller-derby arena screens team (jams, jammers, refs, scoreboard, halftime);
- a touring circus big-top lighting and video operator (ringmaster, trapeze, clowns, riverside venue).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen112.jsonl")
ROWS: list[dict] = []

K = "ins_kick1"
L = "ins_layout2"
S = "ins_strobe_safe"
B = "ins_backup_first"
D = "ins_deploy_show"
V = "ins_vj_bank_a"
P = "ins_panic_black"
G = "ins_glitchy"
X = "ins_deskmap_x32"
R = "ins_render_hq"
N = "ins_naming_n1"
F = "ins_feedback_pref"
BO = "ins_blackout"
W = "ins_wirecomb"
C = "ins_cue_stack7"
SY = "ins_syncpoint"
A = "ins_archive_rule"
Z = "ins_zorvex_grade"
Q = "ins_quiet_hours"


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "Howay pet, the derby jam starts in twenty and the big screens look dead flat, so can you run KICK1 "
    "on the main out and keep the DJ feed driving it, ta.", [K], [S], group="mid_message")
add("invoke", "okay computer run kick one on the arena output full stop the bass needs to punch the scoreboard "
    "flash full stop", [K], [S], group="voice")
add("invoke", "abeg oga, set up the KCIK1 kick flash on the ring screen sharp sharp, the drummer don start "
    "warming up and the ringmaster wan see am", [K], [S], group="typo")
add("invoke", "Excuse me, for the nave projection tonight please kindly execute KICK1 procedure, so the low "
    "organ pedal notes make the flash on the output. Thank you very much.", [K], [S], group="polite")
add("invoke", "[audio] Audio Device In CHOP: ASIO Babyface ok 48000 Hz\n[render] out1 cooking 60 fps, no errors\n"
    "logs look clean now, so go ahead and build KICK1 on out1 please", [K], [S], group="log_paste")
# LAYOUT2
add("invoke", "LAYOUT2 on /project1/derby_screens please, it's a total dog's breakfast after the halftime edits "
    "and the ref needs the scores up in ten, sweet as.", [L], group="name_first")
add("invoke", "the circus network very messy lah, can you do layout2 on it now, inputs on the left side then "
    "the rest, don't rewire anything ok", [L], group="lowercase")
add("invoke", "/layout2 /project1/cathedral_main — the apse chain and the organ audio chain are sitting on top "
    "of each other again after the rehearsal", [L], group="slash_command")
add("invoke", "Can you arrange the network in columns the way my macro does it, inputs at x zero and the Nulls "
    "last before the outputs? It's the big-top rig, ta.", [L], group="title_words")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the LFO flash I just built for the jammer lap — the derby crowd has kids in "
    "the front row, wicked important, kid.", [S], [K, "rcp_strobe_flash"], group="rule")
add("invoke", "Ringmaster wants the trapeze reveal to flash on the drum roll. Before anything else, run the "
    "STROBE_SAFE rule over the flash chain and tell me what rate you clamped it to.", [S],
    ["rcp_strobe_flash"], group="mid_message")
add("invoke", "if the rose-window flash is above 3 Hz (it's at 7 right now, I just checked the LFO) then enforce "
    "STROBE_SAFE on it, cheers", [S], ["rcp_strobe_flash"], group="conditional")
add("invoke", "s t r o b e _ s a f e on the scoreboard blink please, the league safety officer is sitting right "
    "behind me watching the screens", [S], ["rcp_strobe_flash"], group="spaces")
# BACKUP_FIRST
add("invoke", "Following BACKUP_FIRST, clear out the old 2023 season chains in /project1/derby_legacy — back the "
    "comp up first like the rule says, then bin them.", [B], group="rule")
add("invoke", "Howzit bru, do the BACKUP_FIRST thing on /project1/ring_fx and then delete noise7 and the dead "
    "feedback loop next to it, lekker.", [B], group="mid_message")
add("invoke", "Back up before deleting, like always: export the nave COMP as a timestamped tox into backups/ and "
    "then remove the unused ramps inside it.", [B], group="title_words")
add("invoke", "pls run BACKUP_FRIST and then kill the three orphan Movie File Ins in the apse comp, they're just "
    "eating VRAM for nothing", [B], group="typo")
# DEPLOY_SHOW
add("invoke", "Doors at the arena in forty, kid. Go ahead with DEPLOY_SHOW on the derby project — perform window "
    "on monitor two, the whole nine yards.", [D], group="consent")
add("invoke", "- [x] projectors warmed up\n- [x] organ mic checked\n- [ ] DEPLOY_SHOW\nplease do the unchecked "
    "one now, we're opening the cathedral doors at 19:30", [D], group="checklist")
add("invoke", "Wah gwaan, mi need yuh fi run di DEPLOY_SHOW procedure pon di big top project right now, di crowd "
    "a come in soon soon.", [D], group="polite")
add("invoke", "It's 18:45 on the dot, which is when we said, so time for DEPLOY_SHOW on the big-top project, then "
    "tell me the frame rate after the minute.", [D], group="timed")
# VJ_BANK_A
add("invoke", "Hello, is possible you load VJ_BANK_A in the decks now? The derby halftime show start soon and I "
    "need the A clips ready, gracias.", [V], group="polite")
add("invoke", "🎬🎬 load VJ_BANK_A into decks a1 to a8 please, the intermission reel for the clowns is up next "
    "and they go on in five 🤡", [V], group="emoji")
add("invoke", "vj_bank_a mate, chuck it on the decks before the jammers skate out, heaps of time but let's not "
    "risk it eh", [V], group="name_first")
add("invoke", "Load clip bank A into the decks for the cathedral's second half; the alphabetical order matters "
    "because the files are numbered by scene.", [V], group="title_words")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW — someone has just walked in front of the nave projector carrying a ladder!!",
    [P], group="emergency")
add("invoke", "haway man, panic black the lot right now, the trapeze net's come loose and the ringmaster's "
    "stopped the show", [P], group="name_as_verb")
add("invoke", "The derby ref just blew for a medical stop and the screens are still pumping the jam cam, do "
    "PANIC_BLACK straight away and tell me how to bring it back after.", [P], group="mid_message")
add("invoke", "hey assistant panic black right now period the fire marshal wants every screen in the tent dark "
    "period", [P], group="voice")
add("invoke", "no wait, not BLACKOUT — this is an emergency, PANIC_BLACK right now, the rigging alarm in the big "
    "top is going off!", [P], [BO], group="correction")
# GLITCHY
add("invoke", "Please, you can run the GLITCHY macro on the selected jamcam TOP? The derby girls want glitch look "
    "for the player intros, thank you.", [G], group="polite")
add("invoke", "I've selected the clown-cam Null TOP in the big-top network, so go ahead and hit it with GLITCHY",
    [G], group="trailing")
add("invoke", "can run GLITCHY on the selected TOP or not? the ringmaster intro must look broken broken one lah, "
    "he said so himself", [G], group="lowercase")
add("invoke", "No wait, not the Zorvex look on the acrobat intro — do GLITCHY on the selected TOP instead, the "
    "colour pass comes later.", [G], [Z], group="correction")
# DESKMAP_X32
add("invoke", "The sound guy don bring the X32 to the ring side, abeg run DESKMAP_X32 so his faders fit control "
    "the layer opacity, make we no waste time.", [X], group="mid_message")
add("invoke", "deskmap_x32 now pls, the cathedral organist's engineer wants to ride the projection layers from "
    "his own faders tonight", [X], group="lowercase")
add("invoke", "OSC In CHOP: nothing on port 10023\nX32 says it's on 192.168.1.50 and online\nok the desk is up "
    "now — do DESKMAP_X32 so we get fader01 to fader32.", [X], group="log_paste")
add("invoke", "Map the X32 mixing desk over OSC for the derby PA guy, he wants faders one to eight on the screen "
    "layers before warm-ups.", [X], group="title_words")
# RENDER_HQ
add("invoke", "Need a wicked clean file of the intro for the league's socials — run RENDER_HQ on the arena "
    "project and tell me where the movie lands.", [R], group="imperative")
add("invoke", "Sorry to bother you, for keeping a record of the cathedral mapping, please do RENDER_HQ and "
    "afterwards confirm that Realtime is turned on again.", [R], group="polite")
add("invoke", "The tent's empty and the crew have gone for tea, so it's time for RENDER_HQ on the big-top "
    "opener, full run of frames please.", [R], group="timed")
add("invoke", "R E N D E R _ H Q please, the promoter wants the sixty fps trailer of the derby intro on his desk "
    "by the morning", [R], group="spaces")
# NAMING_N1
add("invoke", "Build me a noise background for the rose window and stick to naming rule N1 for every op you "
    "make, no noise1 rubbish this time.", [N], group="rule")
add("invoke", "Eish, the last guy left level3 and noise12 all over the derby comp — apply rule N1 and rename "
    "them properly, no rush, just now is fine.", [N], group="mid_message")
add("invoke", "Follow my naming rule for new operators on everything you create for the clown entrance: purpose "
    "underscore what, and the Nulls ending in _out.", [N], group="title_words")
add("invoke", "apply the n1 naming rule to the ops you just duplicated in the big top comp pls, they all still "
    "have default names", [N], group="lowercase")
# FEEDBACK (common-word title)
add("invoke", "Give the club set after the derby my usual FEEDBACK trail settings — the 0.93 loop in "
    "trails_club, you know the drill.", [F], group="common_word")
add("invoke", "For the club visuals tonight, build the trails with my trail settings for the club, exactly the "
    "way I always have them.", [F], group="title_words")
add("invoke", "Chur bro, for the club set after the bout we need trails — do the FEEDBACK trails my way, the "
    "trails_club base and all.", [F], group="mid_message")
add("invoke", "Mi waan di club trails dem now, yuh know, mi FEEDBACK settings, build dem fi di dancehall club "
    "set afta di show.", [F], group="common_word")
# BLACKOUT
add("invoke", "That's the last jam, final whistle's gone — do the end-of-set BLACKOUT, but leave the perform "
    "window open for the after-show.", [BO], group="end_set")
add("invoke", "Reet, that's the set done, pet. Gan on and run BLACKOUT for us, the canny slow fade like, not "
    "the panic one.", [BO], [P], group="end_set")
add("invoke", "Please, the circus act is finished now, you can make the BLACKOUT procedure? Fade of 4 seconds "
    "like always, thanks.", [BO], group="polite")
add("invoke", "set finish already, blackout now can? the end-of-set one lah, the acrobats are taking their bow",
    [BO], group="lowercase")
# wirecomb
add("invoke", "wirecomb the cathedral network please, the wires are crossing behind the projector ops and I "
    "can't read a thing", [W], group="name_as_verb")
add("invoke", "The arena comp's a rat's nest, kid. Run wirecomb on it and then list me the Nulls you add, "
    "wicked appreciated.", [W], group="imperative")
add("invoke", "pls do wirecmob on /project1/bigtop_lx, the fan-outs into the DMX side are mental and I can't "
    "follow them", [W], group="typo")
add("invoke", "🧶➡️📏 wirecomb time on the derby network, wires everywhere and the halftime show is next",
    [W], group="emoji")
# CUE_STACK_7
add("invoke", "Could you build CUE_STACK_7 for Tidewater now? Mateo's sheet is in /media/dance/cues.csv and tech "
    "is at two.", [C], group="polite")
add("invoke", "Hocam, please make the CUE_STACK_7 now, the choreographer sheet is ready in the media folder "
    "and we have tech rehearsal today.", [C], group="polite")
add("invoke", "cue stack 7 please — build the dance piece cue list with all twelve cues, I'm at the Kestrel "
    "already", [C], group="spaces")
add("invoke", "/cue_stack_7 build it now, Mateo just emailed over the final version of the sheet", [C],
    group="slash_command")
# SYNCPOINT
add("invoke", "Do the lighting console handshake with the grandMA before doors, median of three like usual, and "
    "tell me the offset.", [SY], group="title_words")
add("invoke", "Ja, the MA's booted at 10.0.0.40 — run SYNCPOINT now so the big top visuals are locked before the "
    "ringmaster walks on.", [SY], group="imperative")
add("invoke", "syncpoint pls, priya says the console is ready on her side and we open the arena doors in 15",
    [SY], group="lowercase")
add("invoke", "If Priya's console is answering on 10.0.0.40 — she just texted that it is — then run SYNCPOINT and "
    "tell me the offset.", [SY], group="conditional")
# ARCHIVE
add("invoke", "I need to bump the bloom threshold in the externally saved rose_bloom.tox — follow the ARCHIVE "
    "rule first and tell me the archive number.", [A], group="rule")
add("invoke", "Keep a numbered copy before editing the scoreboard.tox, like the rule says, then change its font "
    "size to 96.", [A], group="title_words")
add("invoke", "Yeah nah, before you touch halo_fx.tox do the ARCHIVE thing, numbered copy into archive/, then "
    "rebuild the inside, sweet.", [A], group="mid_message")
add("invoke", "Abeg do the ARCHIVE copy for clown_titles.tox before you edit am, then make I know the archive "
    "number after.", [A], group="rule")
# Zorvex
add("invoke", "Put di Zorvex grade pon di final composite fi di big top tonight, di ringmaster love dat look "
    "bad.", [Z], group="imperative")
add("invoke", "Please apply the Zorvex look to the final composite of the cathedral mapping, with the bypass "
    "toggle, thank you very much.", [Z], group="polite")
add("invoke", "the derby intro reel is all comped, so the last thing it needs is the house colour look — "
    "Zorvex it", [Z], group="trailing")
add("invoke", "add the zorvex grade to the final comp comma the one with the lut and the grain full stop",
    [Z], group="voice")
# quiet hours
add("invoke", "It's 23:10 at the riverside venue and the circus encore is on, so apply the quiet hours rule to "
    "the master audio now.", [Q], group="conditional")
add("invoke", "We're at the riverside gig and it's past ten — enforce the quiet hours rule on the audio before "
    "the neighbors call the cops again, kid.", [Q], group="rule")
add("invoke", "riverside venue, 22:30 already, apply the quiet hours on the audio chain can? cap the master lah",
    [Q], group="conditional")
# several procedures
add("invoke", "Two things before the cathedral doors open: run SYNCPOINT with Priya's console first, then "
    "DEPLOY_SHOW on the project.", [SY, D], group="multi")
add("invoke", "Set's done — BLACKOUT first please, and then once the tent is empty run RENDER_HQ on the finale "
    "for the promoter.", [BO, R], group="multi")
add("invoke", "Follow BACKUP_FIRST and delete the old warm-up chain in /project1/derby, then LAYOUT2 whatever is "
    "left over.", [B, L], group="multi")
add("invoke", "Load VJ_BANK_A and then do DESKMAP_X32, the sound op wants to ride the deck layers from his desk "
    "at tonight's bout.", [V, X], group="multi")
add("invoke", "On the clown intro: GLITCHY on the selected TOP, then the Zorvex grade at the very end, and name "
    "everything you create per rule N1.", [G, Z, N], group="multi")
add("invoke", "Build KICK1 on the derby out and apply STROBE_SAFE on top of it so the flash never goes past "
    "three per second.", [K, S], group="multi")
add("invoke", "wirecomb the inside of the externally saved halo.tox component — and follow the ARCHIVE rule "
    "before you edit it, obviously.", [W, A], group="multi")
add("invoke", "For the Tidewater after-party club night: CUE_STACK_7 for the cue table first, then my FEEDBACK "
    "trails for the club set.", [C, F], group="multi")
add("invoke", "It's 22:20 at the riverside site and the set's over: run BLACKOUT and keep the quiet hours rule "
    "on the audio while you do it.", [BO, Q], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Quick one: which port does DESKMAP_X32 open the OSC In on, and how often does it send "
    "/xremote to the desk?", [X], group="port")
add("ask_content", "In RENDER_HQ, what codec and resolution does rec1 get, and how many frames does it record?",
    [R], group="value")
add("ask_content", "What's the order of the steps in DEPLOY_SHOW — does it check errors before or after the "
    "perform window bit?", [D], group="order")
add("ask_content", "What threshold and release does KICK1 put on the Trigger CHOP? The derby bass is boomy and I "
    "want to know before we run it.", [K], group="value")
add("ask_content", "How long is the fade in BLACKOUT, and does it close the perform window or not?", [BO],
    group="value")
add("ask_content", "What IP and port does SYNCPOINT ping, and which port does it listen for the pong on?", [SY],
    group="port")
add("ask_content", "Which LUT file does the Zorvex grade use, and what gamma does it set on the Level TOP?", [Z],
    group="content")
add("ask_content", "Remind me what the quiet hours rule says about low frequencies at the riverside venue?", [Q],
    group="content")
add("ask_content", "What does GLITCHY put between the Noise TOP and the glitchy_out Null, and in what order?", [G],
    group="order")
add("ask_content", "Where does BACKUP_FIRST save the tox, and how is the backup file named?", [B], group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "Bin noise4 and the two unused ramps in the cathedral apse comp, they're just clutter now.", [B],
    group="delete")
add("bears", "Make the jammer-star flash strobe at 10 Hz on every lead-jammer call, the crowd loves it.", [S],
    ["rcp_strobe_flash"], group="strobe")
add("bears", "It's quarter to midnight at the riverside site and the ringmaster wants the drum stinger louder, "
    "push the master up 8 dB.", [Q], group="venue_late")
add("bears", "Open the externally saved trapeze_titles.tox and nudge its text size up a touch.", [A],
    group="external_tox")
add("bears", "Add a Noise TOP, a Level TOP and a Null for the nave background texture.", [N],
    ["ref_noise_top"], group="create")
add("bears", "those three dead Movie File Ins in /project1/bigtop/media, you can wipe them, go ahead", [B],
    group="consent")
add("paraphrase", "The patch cords in my derby comp cross behind nodes all over; tidy the cabling so every op "
    "sits directly under the one feeding it and nothing else changes.", [W])
add("paraphrase", "Sort the nodes in the rose-window project so sources sit at the far left, processing steps "
    "march rightward in signal order with the Nulls last, each chain on its own row, boxed and labelled.", [L])
add("paraphrase", "Hook up the Behringer console the sound op brought so its first eight faders ride the layer "
    "opacities in TD.", [X])
add("paraphrase", "Before doors, lock our visuals to Priya's grandMA: ping it, time the round trip and offset the "
    "timeline by half.", [SY], ["fact_lx_console"])
add("paraphrase", "Put the studio's signature treatment on the final comp — the LUT ramp, slightly desaturated "
    "greens and faint grain.", [Z])
add("paraphrase", "Build the Tidewater running order from Mateo's sheet: a table of the twelve moments with "
    "times, scenes and fades, and a Timer CHOP stepping through them.", [C], ["fact_dance_piece", "ref_timer_chop"])

# ---------------------------------------------------------------- question / task
add("question", "What's the full output raster for the Lumen Hall projectors, and how wide are the blend "
    "overlaps?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Which DMX universe are the six moving heads on, and which channel is their dimmer?",
    ["fact_dmx_heads"], group="fact")
add("task", "Set up the OSC In CHOP for the stagepad tablet on the right port, with a Null after it.",
    ["fact_stagepad_ports", "ref_osc_in_chop"], [N], group="fact")
add("question", "How much video memory has RIG-B got? Thinking of running the big-top 4K clips on it.",
    ["fact_rig_b"], group="fact")
add("question", "What buffer size did we agree on for the RIG-B audio interface, and why not 512?",
    ["fact_audio_buffer"], ["fact_studio_audio"], group="fact")
add("question", "Where do errors get logged during shows? The stage manager says her tablet shows something.",
    ["fact_show_log"], group="fact")
add("question", "What's the grandMA's IP on the touring network, and who do I ask before patching anything?",
    ["fact_lx_console"], group="fact")
add("task", "My uniform vec3 uColor stays black in the GLSL TOP — how do I feed it from a CHOP?",
    ["ref_glsl_uniforms"], group="reference")
add("question", "The Render TOP's coming out pure black on the derby 3D logo, what should I check first?",
    ["ref_render_pipeline"], group="reference")
add("question", "How do I use a Feedback TOP to get trails in general — what's the Target TOP parameter for?",
    ["ref_feedback_top"], [F, "rcp_feedback_tunnel"], group="common_word")
add("question", "For archiving the cathedral run, which codec should the Movie File Out TOP record to if we're "
    "going to edit it later?", ["ref_movie_file_out"], [A, "ref_hap_codecs"], group="common_word")
add("question", "What keys get me into perform mode and back out again, and does the network keep cooking in "
    "there?", ["td_perform_mode_windows"], ["ref_perform_window"], group="builtin_compete", builtin=True)
add("question", "How do I set up a Replicator COMP so I get one button per row of a table DAT?",
    ["td_replicator_comp"], ["ref_replicator"], group="builtin_compete", builtin=True)
add("question", "What's the shortcut to open the Textport, and can I type Python straight into it?",
    ["td_textport"], group="builtin_only", builtin=True)
add("task", "Add a float slider custom parameter to the scoreboard COMP so the derby crew can set the size.",
    ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "Which op is eating my frame on the derby project? How do I use the Performance Monitor to find "
    "it?", ["td_performance_monitor"], ["ref_perf_monitor"], group="builtin_compete", builtin=True)
add("question", "How do I give a COMP an extension and promote a method so other operators can call it?",
    ["td_extensions"], ["fact_ext_conventions"], group="builtin_compete", builtin=True)
add("question", "What's the default project FPS, and what does turning off the Realtime flag actually do?",
    ["td_timeline_realtime"], ["ref_movie_file_out"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get an Elgato Stream Deck to fire TouchDesigner pulses without installing any "
    "plugin?", group="near")
add("unanswerable", "Can the Web Render TOP play a DRM-protected streaming service in the big top?", group="far")
add("unanswerable", "What's the best way to export an animated SOP to Alembic for the cathedral model team?",
    group="near")
add("unanswerable", "For the juggling act, how many hands at once can the Leap Motion CHOP keep tracking before it drops one?", group="near")
add("unanswerable", "Does a TouchDesigner Commercial licence transfer when the company that bought it gets sold?",
    group="far")
add("unanswerable", "How do I read embedded LTC timecode from the SDI input of a Blackmagic DeckLink in TD?",
    group="near")
add("unanswerable", "Is there a Python call to bake a Substance .sbsar file into a PBR MAT?", group="near")
add("unanswerable", "How do I calibrate a Vive tracker to the big-top ring floor so the spot follows the "
    "juggler?", group="far")
add("unanswerable", "Which exact Python version is bundled with the TouchDesigner 2023.11760 build we tour with?", group="far")
add("unanswerable", "What's the maximum number of Spout senders TouchDesigner can publish at the same time?",
    group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run KICK1 on the cathedral output tonight, the organist hates flashing — just leave the "
    "level where it is.", allowed=[K], group="negated")
add("near_miss", "LAYOUT2 ran fine on the derby comp last night, everything's in neat columns now, cheers for "
    "that.", allowed=[L], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow at the big top once the projector's been swapped, nothing "
    "tonight.", allowed=[D], group="planning")
add("near_miss", "The ringmaster keeps shouting 'PANIC_BLACK' as a joke whenever a clown trips, it's driving me "
    "up the wall.", allowed=[P], group="reported")
add("near_miss", "Did VJ_BANK_A finish preloading all eight decks earlier, or did one of them hang?",
    allowed=[V], group="status")
add("near_miss", "If we ever had to run RENDER_HQ on the old laptop, would that take all night, roughly?",
    allowed=[R], group="hypothetical")
add("near_miss", "Is GLITCHY heavier on the GPU than the webcam glitch recipe, roughly speaking?",
    allowed=[G, "rcp_webcam_glitch"], group="comparison")
add("near_miss", "Found deskmap_x32_backup.toe on the D: drive this morning, anyone know who saved that?",
    allowed=[X], group="filename")
add("near_miss", "In my script `syncpoint_offset = median(rtts) / 2` keeps coming out negative, is median() "
    "even a builtin?", allowed=[SY], group="variable")
add("near_miss", "op('cue_stack_7_old').destroy() — will that line throw if the op is already gone?",
    allowed=[C, B], group="code")
add("near_miss", "The stage manager's clipboard literally says \"BLACKOUT at 22:04\" in red pen and nobody "
    "knows why, typical.", allowed=[BO], group="quoted")
add("near_miss", "Wirecomb added like nine Nulls to the derby network yesterday and now I can't find anything, "
    "not impressed.", allowed=[W], group="complaint")
add("near_miss", "Back when we first toured the big top, the Zorvex grade didn't exist yet and everything looked "
    "so flat.", allowed=[Z], group="history")
add("near_miss", "I named my cat Kick after the KICK1 flash, true story, she's asleep on the keyboard right now.",
    allowed=[K], group="incidental")
add("near_miss", "Divvent touch the STROBE_SAFE stuff, pet, I only wanted to say the rose window looks lush "
    "tonight.", allowed=[S], group="negated")
add("near_miss", "BACKUP_FIRST saved us last Tuesday when I nuked the wrong comp — the tox was sitting right "
    "there in backups/.", allowed=[B], group="past")
add("near_miss", "Next week we'll want the FEEDBACK trail settings for the club night, not for the derby — just "
    "a heads up for now.", allowed=[F], group="planning")
add("near_miss", "Priya said SYNCPOINT timed out twice at the matinee, she reckons the switch is dodgy.",
    allowed=[SY], group="reported")
add("near_miss", "Has anyone run CUE_STACK_7 at the Kestrel yet this week, or is it still untouched?",
    allowed=[C], group="status")
add("near_miss", "It's only 20:40 at the riverside venue, so the quiet hours rule doesn't kick in yet — bump the "
    "circus intro music up 3 dB.", allowed=[Q], group="condition_unmet")
add("near_miss", "Which is quicker in a real emergency, PANIC_BLACK or just yanking the HDMI? Asking for the "
    "derby crew's training doc.", allowed=[P], group="comparison")
add("near_miss", "render_hq_bigtop_final_v3.mov has a weird green frame at 00:41, is that a HAP Q thing?",
    allowed=[R, "ref_hap_codecs"], group="filename")
add("near_miss", "my python has `layout2_done = False` at the top and it never flips, where should I set it "
    "true?", allowed=[L], group="variable")
add("near_miss", "`if mode == 'GLITCHY': run_fx()` — is that string comparison case sensitive in Python?",
    allowed=[G], group="code")
add("near_miss", "The league safety officer emailed: 'Please confirm STROBE_SAFE was active at every bout this "
    "season.' How do I word my reply?", allowed=[S], group="quoted")
add("near_miss", "VJ_BANK_A loaded the clips in the wrong order again because someone renamed the files with "
    "capitals, eish.", allowed=[V], group="complaint")
add("near_miss", "DESKMAP_X32 was written for the old church gig, back when the organist's engineer had the "
    "desk.", allowed=[X], group="history")
add("near_miss", "Mum asked if the RENDER_HQ thing is why I'm never home, I said no, it's the clowns.",
    allowed=[R], group="incidental")
add("near_miss", "Do NOT run DEPLOY_SHOW yet, kid, the arena house lights are still up and the refs are doing "
    "a walk-through.", allowed=[D], group="negated")
add("near_miss", "don't need to wirecomb lah, I just want to know how many ops are in /project1/ring",
    allowed=[W], group="negated")
add("near_miss", "Mi run di BLACKOUT last night afta di set an it work nice, everyting fade out smooth.",
    allowed=[BO], group="past")
add("near_miss", "My oga says we go do GLITCHY for the acrobat intro next show, but nobody don decide yet.",
    allowed=[G], group="reported")
add("near_miss", "Please, the ARCHIVE copy from yesterday, it was number 014 or 015? I don't remember it.",
    allowed=[A], group="status")
add("near_miss", "If the bishop ever agrees to colour on the stained-glass piece, maybe we try the Zorvex grade "
    "there someday.", allowed=[Z], group="hypothetical")
add("near_miss", "Yeah nah, KICK1 versus the spectrum bars recipe — which one do the derby fans like more, "
    "reckon?", allowed=[K, "rcp_spectrum_bars"], group="comparison")
add("near_miss", "There's a folder called backup_first_tests on the desktop with ten .tox files in it, any idea "
    "which show they're from?", allowed=[B], group="filename")
add("near_miss", "Who added `naming_n1_strict = True` to the config DAT? It wasn't me, the log says Tuesday.",
    allowed=[N], group="variable")
add("near_miss", "The sticky note on the monitor says \"SYNCPOINT before doors\" but it's from last tour and "
    "nobody remembers who wrote it.", allowed=[SY], group="quoted")
add("near_miss", "That PANIC_BLACK went off by accident during the finale, man, the whole tent went dark for "
    "nowt.", allowed=[P], group="complaint")
add("near_miss", "Please no do the FEEDBACK trails this time, the client want clean image without any tail.",
    allowed=[F], group="negated")
add("near_miss", "The quiet hours rule came in after the 2024 complaint from the riverside flats, the council "
    "were proper fuming.", allowed=[Q], group="history")
add("near_miss", "The sound op told me DESKMAP_X32 made his faders jump around all through soundcheck.",
    allowed=[X], group="reported")
add("near_miss", "Is the Zorvex grade still on the cathedral finale, or did someone bypass it during the "
    "rehearsal?", allowed=[Z], group="status")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in old theatre — like a blackout sketch in vaudeville?", allowed=[BO])
add("meaning", "In plain English, what's a glitch? My nan asked me at dinner and I fumbled it.", allowed=[G])
add("meaning", "What does feedback mean when the mic squeals in the derby announcer's booth?", allowed=[F])
add("meaning", "What's the difference between a panic attack and a panic button, in everyday usage?",
    allowed=[P])
add("meaning", "What does 'quiet hours' mean in a hotel or a student dorm?", allowed=[Q])

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT out letter by letter for the radio check.", group="spell")
add("meta", "How do you pronounce Zorvex — ZOR-veks or zor-VEX?", group="pronounce")
add("meta", "Write DESKMAP_X32 backwards, character by character.", group="reverse")
add("meta", "How many characters are in CUE_STACK_7, counting the underscores?", group="count")
add("meta", "Give me 'wirecomb' in ALL CAPS and in Title Case.", group="case")
add("meta", "Translate the words 'panic blackout' into Afrikaans for the crew sign.", group="translate")
add("meta", "Start your reply with the word KICK1, then tell me a roller-derby pun.", group="start_reply")
add("meta", "Put GLITCHY in bold markdown and write nothing else.", group="bold")
add("meta", "Use RENDER_HQ in a sentence about a sleepy clown.", group="sentence")
add("meta", "Convert LAYOUT2 to kebab-case and to camelCase.", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me exactly: run DEPLOY_SHOW at the big top.", group="echo")
add("echo", "Say back to me word for word: BLACKOUT after the last jam.", group="echo")
add("echo", "Echo this back and do nothing else: PANIC_BLACK.", group="echo")
add("echo", "Parrot this line for the radio test: 'VJ_BANK_A loaded, decks ready.'", group="echo")
add("echo", "Just repeat this back: wirecomb the nave network.", group="echo")
add("echo", "Copy this sentence back to me verbatim: Zorvex grade on the finale, please.", group="echo")
add("echo", "Read this back so I can check the spelling: STROBE_SAFE, KICK1, CUE_STACK_7.", group="echo")
add("echo", "Can you say 'quiet hours start at ten' back to me? Testing the speech thing.", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Cheers pet, that trail looked canny on the big screen.")
add("chitchat", "lol the clowns loved the glitch intro, thanks lah")
add("chitchat", "Morning! Kettle's on at the cathedral, how's your day going?")
add("chitchat", "Wicked good bout tonight, the screens were the star, kid.")
add("chitchat", "Eish, long day — the big top's finally quiet. Thanks for all the help.")
add("chitchat", "Chur bro, sweet as, that network's heaps tidier now.")
add("chitchat", "Nice one, the blackout at the end gave me chills.")
add("chitchat", "Arigato, the projection on the nave was very beautiful tonight.")


def main() -> None:
    rows = [{"pid": f"u112-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
