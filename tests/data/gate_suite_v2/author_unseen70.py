"""Blind suite unseen70, written by helper "gateeval70" (independent evaluator).

100 % English, typed by three personas: an ice-hockey arena's scoreboard and ribbon-board operator, a fashion
retailer's window-display installer and a hospital's calm-room media-art volunteer, in Canadian, Scottish,
Kenyan, Jamaican, Malaysian and non-native English. Leans to invocations inside longer messages and to subtle
near misses. Labels come from corpus.jsonl and the built-in knowledge only; the gate was never run on these.
Running this script writes prompts_unseen70.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen70.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# procedures
K = "ins_kick1"
L2 = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
X32 = "ins_deskmap_x32"
HQ = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
C7 = "ins_cue_stack7"
SY = "ins_syncpoint"
AR = "ins_archive_rule"
ZV = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (single procedure)
# arena scoreboard / ribbon-board operator (Canadian)
add("invoke", "ok bud, second intermission just started and the jumbotron feed is flat, run KICK1 on the main out so the goal-song bass actually hits", [K], [SS], group="mid_message")
add("invoke", "KICK1 — build it on the centre-hung cube output please, the DJ's got the warmup mix going and I want the screen thumping with it", [K], [SS], group="name_first")
add("invoke", "The Zamboni's out, I've got twelve minutes, eh. Can you set up the kick reactive flash procedure on out1 for the anthem remix?", [K], [SS], group="title_words")
add("invoke", "kick one please, like the K-I-C-K-1 thing, on the ribbon board output before the puck drops", [K], [SS], group="voice")
add("invoke", "Before the Leafs game tonight I need the network tidied, it's a disaster from last week's playoff package. Please run LAYOUT2 on /project1/scoreboard.", [L2], group="polite")
add("invoke", "the ribbon board network looks like a plate of poutine, lay it out with layout2 and don't touch any wires", [L2], group="lowercase")
add("invoke", "Hey, could you arrange the network in columns like the macro says — the LAYOUT2 one — for the penalty clock comp, the intern can't follow it", [L2], group="title_words")
add("invoke", "L A Y O U T 2 on the replay graphics network please, the other op is taking over for period three", [L2], group="spaces")
add("invoke", "ok so the scoreboard goal animation has a strobe on it that the league flagged, apply STROBE_SAFE to it now and tell me what rate it ends up at", [SS], ["rcp_strobe_flash"], group="rule")
add("invoke", "Ref just told me the photosensitivity complaint came in again. Enforce the STROBE_SAFE rule on every flash in the goal celebration comp, eh.", [SS], group="rule")
add("invoke", "time for DEPLOY_SHOW, doors open in forty and the home opener package is finally done", [DS], group="timed")
add("invoke", "Alright, it's game day, puck drop at 7. Could you please go through DEPLOY_SHOW for the arena project now and stop if you find errors?", [DS], group="polite")
add("invoke", "yes go ahead with deploy_show, i checked the monitors and the ribbon board is on display 2 like you asked", [DS], group="consent")
add("invoke", "Goal horn is stuck looping and the board is flashing garbage at 18,000 people. PANIC_BLACK NOW", [PB], [BO], group="emergency")
add("invoke", "panic black!! the sponsor loop is showing the wrong team logo on the whole bowl", [PB], [BO], group="emergency")
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨 ribbon board just blue-screened mid power play", [PB], [BO], group="emoji")
add("invoke", "Load VJ_BANK_A for the intermission crowd cam segment please, bank A is the fan-fav clips folder", [VJ], group="polite")
add("invoke", "ok so the between-periods music video bit needs the A decks full, do vj bank a and tell me what filenames loaded", [VJ], group="lowercase")
add("invoke", "Could you load clip bank A into the decks? I mean the VJ_BANK_A procedure, we go to the kiss cam in two minutes.", [VJ], group="title_words")
add("invoke", "The sound guy wants his X32 faders driving the jumbotron layers tonight, so go ahead and run DESKMAP_X32 on the mixer comp.", [X32], group="mid_message")
add("invoke", "deskmap x32 please, the desk at FOH is on and the network cable is in", [X32], group="lowercase")
add("invoke", "For the highlight reel the league wants a clean file, so please do the RENDER_HQ preset on rec1 and tell me where the output ends up.", [HQ], group="mid_message")
add("invoke", "render hq now, the playoff hype video has to be on the drive by the third period", [HQ], group="terse")
add("invoke", "I'm adding a bunch of new ops for the shot clock tonight, so follow naming rule N1 on everything you create, ok?", [N1], group="rule")
add("invoke", "the last 6 nodes I made are all called level1 noise2 etc, rename them per N1 please bud", [N1], group="rule")
# window-display installer (Scottish, Jamaican)
add("invoke", "Right, the Princes Street window's nearly done. Build ma trails the FEEDBACK way, the club settings, on the mannequin silhouette layer, aye?", [FB], group="common_word")
add("invoke", "Can ye set up my FEEDBACK trail settings for the club visuals on the boutique window loop? The brand folk loved them at the launch", [FB], group="title_words")
add("invoke", "yow, mi need di trails dem inna di window, do mi club feedback settings pon di dress layer please", [FB], group="dialect")
add("invoke", "The shop shuts at 9 and I'm stripping the window content. Run BLACKOUT now for the end of the set, don't kill the perform window.", [BO], [PB], group="end_set")
add("invoke", "last customer's gone, that's the end of the night. end-of-set BLACKOUT please, the wee fade one", [BO], [PB], group="end_set")
add("invoke", "Do BLACKOUT. We finish the display show for today.", [BO], [PB], group="non_native")
add("invoke", "That mannequin network is a right guddle, wires crossin everywhere. Can ye wirecomb it before the visual merchandiser sees it?", [WC], group="name_as_verb")
add("invoke", "straighten the wires of the window network, the wirecomb macro, and list whatever Nulls you add", [WC], group="title_words")
add("invoke", "GLITCHY on the selected TOP — the spring campaign wants that broken-VHS look on the handbag close-up", [GL], group="name_first")
add("invoke", "Please can you run the GLITCHY macro after moviein_bags, the art director wants it glitchy but subtle so expose the amount param", [GL], group="polite")
add("invoke", "mi select di hero TOP already, now run glitchy pon it ya man", [GL], group="dialect")
add("invoke", "Give the main window the Zorvex look before we photograph it for the head office, same grade as the flagship store", [ZV], group="title_words")
add("invoke", "Apply zorvex grade after the final comp on the Oxford Street window project please", [ZV], group="lowercase")
add("invoke", "The regional manager said the colours look cheap. Put the house colour look — the Zorvex one — on the output and give me the bypass toggle.", [ZV], group="mid_message")
add("invoke", "Before ye touch the scrolling-price component, it's an external tox, so follow ARCHIVE first and then bump the scroll speed to 1.4", [AR], group="rule")
add("invoke", "I need to edit price_ticker.tox. Do the ARCHIVE rule: numbered copy into archive/ then make the edit, and tell me the number.", [AR], group="rule")
add("invoke", "ok archive rule pls, then change the font size inside window_logo.tox to 72", [AR], group="terse")
# calm-room media-art volunteer (Kenyan, Malaysian, non-native)
add("invoke", "Good morning. Kindly assist me to run CUE_STACK_7 on the calm room project, the dance therapist wants to use the same sequence for her session today.", [C7], group="polite")
add("invoke", "cue stack 7 can or not? the choreographer sheet already in media/dance, just build it lah", [C7], group="dialect")
add("invoke", "Build the cue list for the dance piece now please, CUE_STACK_7, twelve cues from the csv", [C7], group="title_words")
add("invoke", "The lighting volunteer has the console up for the evening relaxation show. Please do SYNCPOINT now so the visuals are locked to her desk.", [SY], group="mid_message")
add("invoke", "syncpoint please, console is at .40 as usual and I'm on the show network", [SY], group="lowercase")
add("invoke", "Please do the lighting console handshake (SYNCPOINT) three times and keep the median, the nurse is ready to start", [SY], group="title_words")
add("invoke", "It is 22:40 at the riverside venue and the hospital fundraiser asks for louder music, so apply the quiet hours rule to the master before you change anything", [QH], group="conditional")
add("invoke", "we're at the riverside venue and it's gone half ten at night, so follow the quiet hours rule on the audio output now", [QH], group="conditional")
add("invoke", "Apply quiet hours at the riverside venue to the master audio, it is 23:05 already", [QH], group="rule")
add("invoke", "I want to delete the unused noise ops in the calm room network, but run BACKUP_FIRST before anything goes", [BF], group="rule")
add("invoke", "please follow the BACKUP_FIRST rule then clear /project1/old_waves, the ward manager said we can drop that scene", [BF], group="rule")
add("invoke", "back up before deleting, as the BACKUP_FIRST rule says, then remove noise1 from the breathing-circle comp", [BF], group="title_words")
add("invoke", "Hmm wait, not LAYOUT2 — do wirecomb on the breathing visuals network instead, I want the wires readable not the columns moved", [WC], [L2], group="correction")
add("invoke", "no sorry, not the end-of-set one. PANIC_BLACK, the projector is flashing white on the patient's face", [PB], [BO], group="correction")
add("invoke", "Scratch the GLITCHY idea for the calm room, far too harsh. Do the Zorvex grade on the output instead.", [ZV], [GL], group="correction")
add("invoke", "```\nWARNING: /project1/calm/noise3 cook time 12.4ms\nWARNING: /project1/calm/noise4 cook time 11.9ms\n```\nthose two are dead weight, BACKUP_FIRST then delete them", [BF], group="log_paste")
add("invoke", "Textport says:\nOSC In CHOP /project1/mixer/oscin1: no messages received on port 10023\nthe X32 is plugged in now, please run DESKMAP_X32 again", [X32], group="log_paste")
add("invoke", "log from last night:\n[21:59] render stopped at frame 1840\n[22:00] realtime still off\nplease just run RENDER_HQ again from the start and make sure realtime goes back on", [HQ], group="log_paste")
add("invoke", "- [x] projector warmed up\n- [x] audio on input 1\n- [ ] KICK1 on main out\nsecond box now please", [K], [SS], group="checklist")
add("invoke", "Todo for the window install:\n- [ ] run wirecomb on window_right\n- [ ] coffee\nDo the first one for me.", [WC], group="checklist")
add("invoke", "If the desk is on, do DESKMAP_X32. It's on — the faders are lit up green right now.", [X32], group="conditional")
add("invoke", "At the end of the last ward session I always cut to black, and the session just finished, so do the end-of-set BLACKOUT now", [BO], [PB], group="conditional")
add("invoke", "ya I consent, go ahead with SYNCPOINT, console guy says he's ready on his side", [SY], group="consent")
add("invoke", "Sure, go on then, load VJ_BANK_A — the deck B stuff stays as it is", [VJ], group="consent")
add("invoke", "Render HQ plz. Non-native speaker sorry, I mean the preset for offline high quality recording of rec1", [HQ], group="non_native")
add("invoke", "My English is not so good. Please you make CUE_STACK_7 for the dance piece, the table and timer.", [C7], group="non_native")
add("invoke", "I would like that you make the naming rule N1 for all operators you create in the calm room today.", [N1], group="non_native")
add("invoke", "comma new paragraph please run glitchy on the selected top full stop thanks", [GL], group="voice")
add("invoke", "hey assistant run d e p l o y underscore show for the arena project period", [DS], group="voice")
add("invoke", "pls make ARCHIVE before edit calm_ring.tox, I change only one colour", [AR], group="non_native")
add("invoke", "Strobe safe rule please on the sale-banner blink in the shop window, people with epilepsy walk past it all day", [SS], group="title_words")
add("invoke", "club feedback trails, my way, on the warmup video, now 🙏", [FB], group="emoji")
add("invoke", "/cue_stack_7 for the dance therapy session in the calm room, the csv is already in media/dance", [C7], group="slash_command")
add("invoke", "The volunteer coordinator cleared me to tidy up, so arrange the calm room network in columns with LAYOUT2 — nothing deleted, just moved", [L2], group="mid_message")
add("invoke", "naming rule N1 applies to the new ribbon-board comps as well, go ahead and enforce it while you build them", [N1], group="rule")
# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "Pre-game routine: run SYNCPOINT with the lighting desk first, then DEPLOY_SHOW on the arena project", [SY, DS], group="multi")
add("invoke", "Do KICK1 on the main output and keep STROBE_SAFE applied to it, the arena has had seizure complaints before", [K, SS], group="multi")
add("invoke", "Window's finished: wirecomb the network, then LAYOUT2 it into columns, then Zorvex grade on the out", [WC, L2, ZV], group="multi")
add("invoke", "ok end of the fundraiser — BLACKOUT for the end of the set, then render hq the recording of rec1 afterwards so the hospital gets a file", [BO, HQ], [PB], group="multi")
add("invoke", "Load VJ_BANK_A and then run GLITCHY on the deck_a1 TOP, the DJ wants glitchy clips during the second intermission", [VJ, GL], group="multi")
add("invoke", "Please run the ARCHIVE rule on the calm_breath.tox and BACKUP_FIRST on its parent, then delete the old noise chain inside it", [AR, BF], group="multi")
add("invoke", "tonight at the riverside venue after 22:00: apply quiet hours to the master audio and build my FEEDBACK club trails on the visuals", [QH, FB], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "quick one before puck drop: what port does DESKMAP_X32 put the OSC In CHOP on, and how often does it send /xremote?", [X32])
add("ask_content", "What order does DEPLOY_SHOW go in? I want to print the steps and tape them to the scoreboard desk.", [DS])
add("ask_content", "In KICK1, what's the trigger threshold and release time again? The ribbon board feels a bit late.", [K])
add("ask_content", "Where exactly does BACKUP_FIRST save the backup tox and how does it name it?", [BF])
add("ask_content", "What gamma and contrast does the Zorvex grade use, and what happens to the greens?", [ZV])
add("ask_content", "which codec, resolution and fps does RENDER_HQ record at? the league asked me", [HQ])
add("ask_content", "What IP and port does SYNCPOINT ping, and how long does it wait before giving up?", [SY])
add("ask_content", "Tell me what the quiet hours rule at the riverside venue says about the master level and the low frequencies", [QH])
add("ask_content", "For the shop window: what do LAYOUT2 and wirecomb each say they will never do to my network?", [L2, WC])

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "For the goal celebration I want the whole jumbotron strobing white at 12 Hz, synced to the horn. Set that up.", [SS], [K, "rcp_strobe_flash"], group="strobe")
add("bears", "Delete every unused operator in the ribbon board comp, there's loads of dead stuff in there, go ahead", [BF], group="delete")
add("bears", "It's 23:20 at the riverside venue and the host wants the music up by 6 dB, crank the master please", [QH], group="venue_late")
add("bears", "Open up the external ticker_scroll.tox and change the background colour inside it to navy", [AR], group="external_tox")
add("bears", "Make me a new noise, a level and a null for the calm room sky background, wire them up", [N1], ["ref_noise_top", "ref_null_exports"], group="create")
add("bears", "the window display needs the sale text blinking fast, like 8 blinks a second, to grab attention from the street", [SS], ["rcp_strobe_flash"], group="strobe")

# ---------------------------------------------------------------- paraphrase (no title/name words)
add("paraphrase", "Make the centre-hung screen pump brighter on every thump of the bass drum in the warmup music", [K], [SS])
add("paraphrase", "Hook the Behringer console's channel sliders into TouchDesigner so they control my layer opacities", [X32])
add("paraphrase", "Get our visuals' timing locked to the grandMA before doors by measuring the round trip and offsetting the timeline", [SY], ["fact_lx_console"])
add("paraphrase", "Fill the eight A-side players with the first collection of movies, alphabetically, and preload them", [VJ])
add("paraphrase", "Tidy the connections so no cable runs behind a node and every op sits under whatever feeds it", [WC], [L2])
add("paraphrase", "Produce a pristine non-realtime HAP Q file of frames 1 to 3600 from the recorder operator", [HQ], ["ref_movie_file_out"])

# ---------------------------------------------------------------- question / task (facts and references)
add("question", "What UDP port does the stagepad tablet send on, and where does TD send feedback back to it?", ["fact_stagepad_ports"])
add("question", "Which channel is the dimmer on the moving heads, and what address does the third fixture start at?", ["fact_dmx_heads"])
add("question", "what's the hex for the Aurora navy? the window vinyl printer needs it", ["fact_aurora_palette"])
add("question", "What FPS does the Nebula installation run at? The calm room might borrow its LED processor.", ["fact_nebula_fps"])
add("question", "Where does the show error log get written during shows, and who reads it?", ["fact_show_log"])
add("question", "How much video memory does RIG-B have, and where's the project folder on it?", ["fact_rig_b"])
add("question", "What buffer size did we agree on for RIG-B's audio and why not 512?", ["fact_audio_buffer"])
add("question", "How does the Feedback TOP work for trails? I want echoes on the goal replay", ["ref_feedback_top"], [FB, "rcp_feedback_tunnel"], group="common_word")
add("question", "Is HAP or H.264 better for playing six 4K clips at once in the shop window?", ["ref_hap_codecs"], ["ref_movie_file_out"])
add("question", "How do I pass a float uniform into a GLSL TOP shader?", ["td_glsl_top_basics"], ["ref_glsl_uniforms"], builtin=True, group="builtin_compete")
add("question", "What is the difference between a CHOP Execute DAT and a Parameter Execute DAT?", ["td_chop_execute_dat", "td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "How do I store a Python list on a component so it survives saving the project?", ["td_storage"], builtin=True, group="builtin_only")
add("task", "Build me audio spectrum bars for the arena warmup, 32 bars across the ribbon board", ["rcp_spectrum_bars"], ["ref_audio_analysis"])
add("task", "Set up a lower-third title overlay with the player name for the goal replay", ["rcp_lower_third"])
add("task", "My Render TOP shows pure black for the 3D jersey model, help me find why", ["td_render_pipeline"], ["ref_render_pipeline"], builtin=True, group="builtin_compete")
add("task", "Instance 4000 little pucks from a CHOP across the jumbotron, one copy per sample", ["td_geometry_instancing"], ["ref_instancing"], builtin=True, group="builtin_compete")
add("task", "Send the window-display output over the shop network to the second screen with NDI", ["ref_ndi"])
add("task", "Use a Replicator COMP to make one button per row of my sponsor table", ["td_replicator_comp"], ["ref_replicator"], builtin=True, group="builtin_compete")
add("task", "Write me a Python extension for the calm room controller comp, with a method to fade the scene", ["td_extensions", "fact_ext_conventions"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I read the Daktronics scoreboard controller's RTD serial feed for the game clock?", group="near")
add("unanswerable", "Can TouchDesigner drive a Leap Motion so shoppers wave at the window to change the dress?", group="near")
add("unanswerable", "What's the licence cost difference between TouchDesigner Commercial and Pro for a hospital charity?", group="far")
add("unanswerable", "How do I get Spout output from TD into OBS for the arena's YouTube stream?", group="near")
add("unanswerable", "Does the Stream Deck plugin for TouchDesigner support multi-action buttons?", group="near")
add("unanswerable", "how to make a Substance material work in a PBR MAT with displacement", group="near")
add("unanswerable", "What's the best way to run TouchDesigner on a Mac mini M2 headless in a shop window?", group="near")
add("unanswerable", "Is there a way to auto-update a TD project from a GitHub repo on boot?", group="near")
add("unanswerable", "How can I pull live NHL stats from an API into a Table DAT every 30 seconds?", group="near")
add("unanswerable", "How do I make the Text TOP render Ge'ez script properly for our Ethiopian donors' names?", group="near")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "KICK1 ran fine last night during the home game, no complaints from anybody, just letting you know", allowed=[K], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning at the arena, today I only want to fix the penalty graphic font", allowed=[DS], group="planning")
add("near_miss", "Don't run PANIC_BLACK, I'm just testing whether the level_out opacity slider is responsive", allowed=[PB], group="negated")
add("near_miss", "My supervisor keeps saying 'just LAYOUT2 it' whenever anything looks messy, it's become a running joke on the crew", allowed=[L2], group="reported")
add("near_miss", "Did the RENDER_HQ from the last playoff game actually finish, or did it crash halfway?", allowed=[HQ], group="status")
add("near_miss", "If we ever had to do the GLITCHY chain on the 4K window, would the GPU in the shop PC even cope?", allowed=[GL], group="hypothetical")
add("near_miss", "honestly wirecomb feels nicer than the old way I used to tidy things by hand", allowed=[WC], group="comparison")
add("near_miss", "the file is called deskmap_x32_backup_v3.toe, can you tell me how to open a .toe in read-only mode?", allowed=[X32], group="filename")
add("near_miss", "in my script I have `kick1_env = op('kick1_env')` and it returns None, why would op() return None?", allowed=[K, "ref_op_paths"], group="variable")
add("near_miss", "`VJ_BANK_A` keeps showing up as a string in my log output, how do I strip the underscores in Python?", allowed=[VJ], group="code")
add("near_miss", "The sticky note on the scoreboard desk says \"STROBE_SAFE!!\" in red marker — I've no idea who wrote it", allowed=[SS], group="quoted")
add("near_miss", "Ugh, BACKUP_FIRST filled the backups folder with forty tox files this week and the drive is almost full", allowed=[BF], group="complaint")
add("near_miss", "Back in 2023 the crew invented SYNCPOINT after the lights drifted half a second behind the visuals at a playoff game", allowed=[SY], group="history")
add("near_miss", "While the Zamboni does its lap I'm reading through the CUE_STACK_7 table just to learn how the dance crew labels cues", allowed=[C7], group="incidental")
add("near_miss", "no need for the BLACKOUT tonight, the mall keeps the window lit until midnight for the sale", allowed=[BO], group="negated")
add("near_miss", "the Zorvex grade got the window shortlisted for a retail design award, the manager's over the moon", allowed=[ZV], group="past")
add("near_miss", "Next week we're going to try the FEEDBACK club trails on the Christmas window, not yet though", allowed=[FB], group="planning")
add("near_miss", "The visual merchandiser asked me whether ARCHIVE keeps every old version forever, I said I'd check later", allowed=[AR], group="reported")
add("near_miss", "Aye, the quiet hours rule at the riverside venue is why the pop-up shop there has no music after ten, nothing to do tonight", allowed=[QH], group="incidental")
add("near_miss", "is GLITCHY already on the selected TOP or did I imagine seeing glitchy_out in the network?", allowed=[GL], group="status")
add("near_miss", "Please don't wirecomb the window_left network, I positioned those nodes by hand for a screenshot", allowed=[WC], group="negated")
add("near_miss", "Last spring the LAYOUT2 macro moved my network boxes around and I spent ages finding things again", allowed=[L2], group="complaint")
add("near_miss", "What would happen if somebody ran DESKMAP_X32 while the desk was switched off — would TD throw errors?", allowed=[X32], group="hypothetical")
add("near_miss", "The folder render_hq_outputs is eating my D: drive, how do I move it to another disk in Windows?", allowed=[HQ], group="filename")
add("near_miss", "Pole sana, the nurse asked if the BLACKOUT at the end of yesterday's session was on purpose, it was, all fine", allowed=[BO], group="past")
add("near_miss", "Our calm room playlist is called panic_black_free_zone as a joke because nothing there should ever need it", allowed=[PB], group="filename")
add("near_miss", "The ward sister once asked me to never say 'PANIC_BLACK' near patients because the word itself scares them", allowed=[PB], group="quoted")
add("near_miss", "we will run SYNCPOINT on Thursday before the evening relaxation show, right now I'm just updating the playlist", allowed=[SY], group="planning")
add("near_miss", "Not doing the CUE_STACK_7 thing this week, the dance therapist is on leave, so leave it alone lah", allowed=[C7], group="negated")
add("near_miss", "The zorvex_lut.png file went missing from the shared drive, any idea how to recover deleted files on Windows?", allowed=[ZV], group="filename")
add("near_miss", "My colleague wrote in the handover notes: 'ran KICK1 for the music therapy group, kids loved it'", allowed=[K], group="reported")
add("near_miss", "The quiet hours thing kicked in at 22:00 and the charity DJ was annoyed, but that's all done now", allowed=[QH], group="past")
add("near_miss", "Compared with the old gaffer tape method, naming rule N1 made the calm room network so much easier to hand over", allowed=[N1], group="comparison")
add("near_miss", "I keep a variable called backup_first_done = True in my startup script, is that bad style in Python?", allowed=[BF], group="variable")
add("near_miss", "The DEPLOY_SHOW checklist broke our NDI link last time because it switched the monitors around", allowed=[DS], group="complaint")
add("near_miss", "Did VJ_BANK_A finish loading all eight decks or is deck_a7 still preloading?", allowed=[VJ], group="status")
add("near_miss", "Suppose the venue asked for the club FEEDBACK trails on a 16K canvas, would float16 still be okay memory-wise?", allowed=[FB, "ref_pixel_formats"], group="hypothetical")
add("near_miss", "the ARCHIVE folder is now 3 GB, can I zip it up with 7-Zip without breaking anything? not editing any tox today", allowed=[AR], group="complaint")
add("near_miss", "In the hospital's volunteer handbook there's a line: 'STROBE_SAFE is always on in the calm room', which is nice to see", allowed=[SS], group="quoted")
add("near_miss", "Mi fren seh RENDER_HQ mash up him realtime flag one time, but dat was last year, nuh worry bout it", allowed=[HQ], group="history")
add("near_miss", "I'm writing a blog post about how naming rule N1 came about on our team — no building today, just writing", allowed=[N1], group="incidental")
add("near_miss", "Was it DESKMAP_X32 or the old MIDI mapping that the sound guy used at the charity gala? I can't remember", allowed=[X32], group="history")
add("near_miss", "The intern typed 'layout2' into the OP Create dialog thinking it was an operator, lol", allowed=[L2], group="incidental")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "What does blackout mean in ice hockey broadcasting? Is it about TV rights?", allowed=[BO, PB])
add("meaning", "In fashion, what does it mean when a print is described as glitchy?", allowed=[GL])
add("meaning", "What does feedback mean for a microphone in a hall, why does it squeal?", allowed=[FB])
add("meaning", "What's the difference between an archive and a backup in hospital records management?", allowed=[AR, BF])
add("meaning", "What does a panic room mean, like in houses? My nephew asked me", allowed=[PB])

# ---------------------------------------------------------------- meta
add("meta", "How do you spell DEPLOY_SHOW out loud in the NATO alphabet?")
add("meta", "How is wirecomb pronounced, wire-comb or wire-com?")
add("meta", "Translate the word 'blackout' into French for the shop's bilingual signage")
add("meta", "Write the word KICK1 backwards please")
add("meta", "How many letters are in SYNCPOINT?")
add("meta", "convert 'zorvex grade' to title case")
add("meta", "Start your reply with the word GLITCHY and then just say hi")
add("meta", "Put **CUE_STACK_7** in bold in a sentence about the weather")
add("meta", "Use 'panic black' in a sentence about a hockey fan's outfit")
add("meta", "Make an acrostic poem from the letters of LAYOUT2")

# ---------------------------------------------------------------- echo (English only)
add("echo", "Repeat after me exactly: run KICK1 on the main out")
add("echo", "Say back to me: DEPLOY_SHOW now")
add("echo", "echo this for the sound check: 'PANIC_BLACK'")
add("echo", "Please repeat word for word: wirecomb the window network")
add("echo", "Just parrot this back, nothing else: BLACKOUT at the end of the set")
add("echo", "Copy this line back to me verbatim — load VJ_BANK_A")
add("echo", "Type out exactly what I say: apply the quiet hours rule")
add("echo", "Say 'do the Zorvex grade' three times so I can test the text-to-speech")
add("echo", "can you repeat this back for the mic test eh: SYNCPOINT with the console")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks bud, that was a beauty")
add("chitchat", "Cheers pal, that's me away for ma tea")
add("chitchat", "Wah gwaan, how yuh doing today?")
add("chitchat", "ok lah, thank you ah")
add("chitchat", "Asante sana, have a good evening")
add("chitchat", "Good night from the calm room, the patients loved it today")
add("chitchat", "lol that goal was filthy, did you see it?")
add("chitchat", "Morning! Coffee's kicking in, how's your day going?")


def main() -> None:
    rows = [{"pid": f"u70-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
