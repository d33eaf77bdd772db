"""Blind suite unseen82, written by independent evaluator "gateeval82".

Labels come from corpus.jsonl and the built-in knowledge ids only; the gate was never run on these
prompts by their author. 100 % English (Irish, South African, Kenyan, Malaysian, Londoner, Bostonian
and non-native English), typed by three personas:

- FAN: a motorsport fan-zone LED wall operator (race weekend, giant LED wall, DJ stage, podium);
- DRAMA: a school drama department's student tech crew (school play, teacher, tech week);
- VJ: an art museum's late-night party guest VJ (galleries after hours, riverside terrace).

Run it to regenerate prompts_unseen82.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen82.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAY = "ins_layout2"
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
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (82)
# FAN: motorsport fan-zone LED wall operator
add("invoke", "right so the DJ on the fan-zone stage just started his set, run KICK1 on the main LED wall output please",
    [KICK], group="mid_message")
add("invoke", "Eish the bass is pumping at the fan zone now now, do the kick-reactive flash procedure on the wall out so it breathes with the DJ",
    [KICK], group="title_words")
add("invoke", "kick one on the led wall please the dj is on and the crowd wants the screen to jump with the bass",
    [KICK], group="voice")
add("invoke", "before quali starts I need the wall tidy for the next guy, so LAYOUT2 the whole fan-zone network, cheers",
    [LAY], group="name_as_verb")
add("invoke", "The podium sequence is about to flash white on the LED wall, apply STROBE_SAFE to it before the winners come out",
    [STROBE], group="rule")
add("invoke", "I'm clearing out the old pit-lane countdown ops in /project1/fanzone, follow BACKUP_FIRST and then delete them",
    [BACKUP], group="rule")
add("invoke", "gates open at 10 and the wall has to be live, DEPLOY_SHOW on the fan-zone project now please mate",
    [DEPLOY], group="mid_message")
add("invoke", "PANIC_BLACK!!! marshal says red flag and a crash on screen, kill the LED wall right now",
    [PANIC], group="emergency")
add("invoke", "the wall's showing the crash replay we're not allowed to show, panic black the whole output immediately",
    [PANIC], group="emergency")
add("invoke", "sound desk in the fan zone is an X32, can you run DESKMAP_X32 so the engineer's faders drive our layers",
    [X32], group="polite")
add("invoke", "/render_hq the lap-record recap reel for the sponsor, they want a clean file by the end of the day",
    [RENDER], group="slash_command")
add("invoke", "Sawa, the race is over and the DJ is wrapping, do BLACKOUT on the wall for the end of the set please",
    [BLACK], group="end_set")
add("invoke", "my network after three days of race weekend is spaghetti, wirecomb it so I can actually see what feeds the wall",
    [COMB], group="name_as_verb")
add("invoke", "Put the Zorvex grade on the final composite of the wall, the sponsor says the livery colours look washed out",
    [ZOR], group="imperative")
add("invoke", "the team logo overlay lives in an external tox, I need to change its scale so apply the ARCHIVE rule and then edit logo_overlay.tox",
    [ARCH], group="common_word")
add("invoke", "ok lah before the night race the visuals must lock to the lighting desk, SYNCPOINT now can or not",
    [SYNC], group="mid_message")
add("invoke", "heres the textport:\n  Error: /project1/fanzone/chain_gearcam/glitch_src cook error\n  Warning: displace1 weight 0\nignore that, just run GLITCHY on the selected onboard cam TOP please",
    [GLITCH], group="log_paste")
add("invoke", "- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\nmorning checklist for race day, tick both of these off for me in that order",
    [DEPLOY, SYNC], group="checklist")
add("invoke", "big favour: run DESKMAP_X32 first so the audio guy has faders, then KICK1 on the wall for the DJ set",
    [X32, KICK], group="multi")
add("invoke", "Before the podium we need the grid walk clips loaded and the glitch post on the deck output: VJ_BANK_A then GLITCHY",
    [BANK, GLITCH], group="multi")
add("invoke", "no wait, not BLACKOUT, the race isn't over, there's been a crash, do PANIC_BLACK on the wall instead",
    [PANIC], allowed=[BLACK], group="correction")
add("invoke", "yeah go ahead with RENDER_HQ on rec1 then, the sponsor signed off on the recap cut",
    [RENDER], group="consent")
add("invoke", "I'm going to build six new ops for the lap timer overlay, apply naming rule N1 to every one of them as you create them",
    [N1], group="rule")
add("invoke", "please carry out the STROBE_SAFE rule on the chequered-flag flash effect I made, it's way too fast for the grandstand",
    [STROBE], group="polite")
add("invoke", "👉 LAYOUT2 👈 on the podium network please, the stewards want to see my patch on the laptop and it's a mess",
    [LAY], group="emoji")

# DRAMA: school drama department's student tech crew
add("invoke", "hi its the year 11 tech crew, Miss says we need the cue list for the dance piece so please do CUE_STACK_7 in our project",
    [CUE], group="mid_message")
add("invoke", "could you build the cue list for the dance piece for us, the choreographer's sheet is already in media/dance like it says",
    [CUE], group="title_words")
add("invoke", "cue stack seven please, dress rehearsal starts after lunch and nobody on the crew knows how to wire the timer",
    [CUE], group="voice")
add("invoke", "Mr O'Brien says the end of act two is a full blackout, so do BLACKOUT now for the end of the scene run",
    [BLACK], group="end_set")
add("invoke", "we messed up the wiring during tech week and it looks like a bowl of noodles, please run wirecomb on /project1/stage",
    [COMB], group="polite")
add("invoke", "its the end of the matinee and the headteacher wants us to cut to black, run the end-of-set BLACKOUT please",
    [BLACK], group="title_words")
add("invoke", "the lighting kid wants our projection locked to his desk before curtain up so run SYNCPOINT thanks",
    [SYNC], group="trailing")
add("invoke", "miss wants the projections for the storm scene to look old and broken so can we do GLITCHY on the selected movie TOP",
    [GLITCH], group="mid_message")
add("invoke", "our drama teacher is editing the set-dressing.tox that's saved externally, apply the ARCHIVE rule before she touches it",
    [ARCH], group="common_word")
add("invoke", "We want to delete the old panto scene comps from the project. BACKUP_FIRST please, then remove /project1/panto",
    [BACKUP], group="name_first")
add("invoke", "can u do the naming rule N1 on the ops we just made for the ghost scene, they're all called noise1 level3 and stuff",
    [N1], group="typo")
add("invoke", "D E P L O Y underscore S H O W please, opening night is in an hour and the perform window needs to be up",
    [DEPLOY], group="spaces")
add("invoke", "deploy show for opening night pls, we're the student crew and the head of drama is watching us",
    [DEPLOY], group="lowercase")
add("invoke", "dress rehearsal went long so here's the order: CUE_STACK_7, then SYNCPOINT with the lighting desk, then DEPLOY_SHOW",
    [CUE, SYNC, DEPLOY], group="multi")
add("invoke", "the sound desk in the school hall is a Behringer X32 so can you map it over OSC using DESKMAP_X32 for us please",
    [X32], group="polite")
add("invoke", "we need a recording of the final dress for the parents' DVD, please do RENDER_HQ on the rec1 output tonight",
    [RENDER], group="mid_message")
add("invoke", "Zorvex look on the final composite please, the art teacher wants the projections to feel like our other school shows",
    [ZOR], group="title_words")
add("invoke", "the ghost scene flicker is giving one of the cast a headache, please apply STROBE_SAFE to the flicker now",
    [STROBE], group="rule")
add("invoke", "someone's fainted in row C, PANIC_BLACK the projector now, the house lights are coming up",
    [PANIC], group="emergency")
add("invoke", "After todays rehersal pls run LAYOUT2 on our network, the teacher marks us on how neat the project is lol",
    [LAY], group="typo")
add("invoke", "if it's already after ten at the riverside venue then apply the quiet hours rule, and it's 22:20 now so yes apply it to our master audio",
    [QUIET], group="conditional")
add("invoke", "the school's hiring the riverside venue for the summer show and it's 22:35, so keep the quiet hours at the riverside venue on the audio out",
    [QUIET], group="conditional")
add("invoke", "load clip bank A into the decks please, the year 9 film clips are the ones in media/bank_a for the interval loop",
    [BANK], group="title_words")
add("invoke", "Can you do FEEDBACK, my trail settings for the club visuals, on the dream sequence source? I want the same trails in the school play",
    [FEED], group="common_word")

# VJ: art-museum late-night party guest VJ
add("invoke", "evening! guest VJ for the museum lates here. could you please load VJ_BANK_A into the decks before the doors open at nine",
    [BANK], group="polite")
add("invoke", "The curator wants something rougher on the Basquiat room projection, GLITCHY on the selected TOP please, ta",
    [GLITCH], group="name_first")
add("invoke", "sorry to be a pain but can you give the main comp the Zorvex grade, the curator's team asked for our house look on the atrium",
    [ZOR], group="polite")
add("invoke", "trails for the club set please, FEEDBACK the way I like them, on the atrium projection source",
    [FEED], group="common_word")
add("invoke", "last DJ is done at 1am, BLACKOUT for the end of the set on the museum wall please but leave the perform window open",
    [BLACK], group="end_set")
add("invoke", "the museum's sound guy has an X32 on the balcony, DESKMAP_X32 so his first eight faders fade my layers, cheers",
    [X32], group="trailing")
add("invoke", "it's 22:50 and we've moved the after-party to the riverside venue terrace, apply the quiet hours rule before I touch the volume",
    [QUIET], group="timed")
add("invoke", "so the museum wants an archival recording of the whole projection set, can you do the RENDER_HQ preset on rec1 now",
    [RENDER], group="polite")
add("invoke", "Right, I'm about to nuke the unused noise chains from my party patch, back up first like BACKUP_FIRST says and then delete them",
    [BACKUP], group="rule")
add("invoke", "patch looks like a plate of spaghetti after the opening set, could you straighten the wires of my network with wirecomb",
    [COMB], group="title_words")
add("invoke", "arrange my network in columns with LAYOUT2, the museum's tech wants to take over the projection at midnight",
    [LAY], group="title_words")
add("invoke", "new ops for the second room are coming, so apply N1 to them as I make them, no more level7 and noise12 please",
    [N1], group="rule")
add("invoke", "The museum's external bloom.tox needs a brighter threshold, follow the ARCHIVE rule and keep a numbered copy before editing it",
    [ARCH], group="rule")
add("invoke", "here's what the curator sent:\n> strobe on the atrium wall feels dangerous\ncan you apply STROBE_SAFE to the atrium flash effect please",
    [STROBE], group="log_paste")
add("invoke", "museum lates checklist:\n- [ ] VJ_BANK_A\n- [ ] KICK1\n- [ ] Zorvex grade\ndo all three now, doors at 9",
    [BANK, KICK, ZOR], group="checklist")
add("invoke", "ok before my set wirecomb the patch, then LAYOUT2 it, the curator's tech team is taking screenshots for the catalogue",
    [COMB, LAY], group="multi")
add("invoke", "no wait — don't glitch it, do the Zorvex grade on the atrium composite instead, GLITCHY was way too much",
    [ZOR], allowed=[GLITCH], group="correction")
add("invoke", "it's 23:10, we're on the riverside terrace so apply quiet hours to the master out before the next DJ, and also apply STROBE_SAFE to the terrace flash",
    [QUIET, STROBE], group="multi")
add("invoke", "yes, go ahead and do PANIC_BLACK, the fire alarm's going off in the east wing",
    [PANIC], group="consent")
add("invoke", "I've pasted the deck state below\n deck_a1: empty\n deck_a2: empty\n deck_a3: empty\nso please load VJ_BANK_A now",
    [BANK], group="log_paste")
add("invoke", "yo can u do the deploy show thing on the museum party project, the perform window has to go on monitor two",
    [DEPLOY], group="lowercase")
add("invoke", "guest VJ here, the night's over, please do BLACKOUT and then RENDER_HQ so I can hand the recap to the museum",
    [BLACK, RENDER], group="multi")
add("invoke", "glitchy on the selected top pls the dj just dropped something heavy and i want the sculpture projection to tear",
    [GLITCH], group="lowercase")
add("invoke", "thank you for the help so far, could you now run the lighting console handshake so my visuals lock to the grandMA",
    [SYNC], group="title_words")
add("invoke", "Before I delete the test comps in /project1/lates, run BACKUP_FIRST and tell me where the backup ends up",
    [BACKUP], group="name_first")
add("invoke", "so the X32 on the terrace is finally on the network, go on and map the X32 mixing desk over OSC for me",
    [X32], group="title_words")
add("invoke", "my trail look for the club visuals, FEEDBACK, on the sculpture hall feed please and reset it on scene changes like usual",
    [FEED], group="common_word")
add("invoke", "its 22:05 at the riverside venue and the promoter is asking for more volume, follow the quiet hours rule",
    [QUIET], group="conditional")
add("invoke", "wire comb my patch please, there are wires running behind half the ops on the atrium network",
    [COMB], group="spaces")
add("invoke", "fan zone again: apply naming rule N1 while you build the grid positions overlay, the last guy left default names everywhere",
    [N1], group="rule")
add("invoke", "cue stack 7 for the dance piece then, we've got the choreographer's csv and the dance captain is waiting on us",
    [CUE], group="spaces")
add("invoke", "tonight's rain delay means a long DJ set, the club FEEDBACK trails please on the wall source, then KICK1 on the output",
    [FEED, KICK], group="multi")
add("invoke", "the archive rule again please, I'm editing the external ticker.tox on the fan-zone wall to change the font size",
    [ARCH], group="common_word")

# ---------------------------------------------------------------- ask_content (10)
add("ask_content", "which OSC port does DESKMAP_X32 listen on? the fan-zone sound engineer is asking before he patches the desk",
    [X32], group="port")
add("ask_content", "what order does DEPLOY_SHOW do its steps in, the drama teacher wants it written on the whiteboard",
    [DEPLOY], group="order")
add("ask_content", "what IP and port does SYNCPOINT ping, I need to tell the museum's lighting tech",
    [SYNC], group="port")
add("ask_content", "What codec and frame range does RENDER_HQ record? just tell me, don't start a render",
    [RENDER], group="value")
add("ask_content", "how many flashes per second does STROBE_SAFE allow, the race director is asking about the chequered flag effect",
    [STROBE], group="value")
add("ask_content", "where does BACKUP_FIRST put the backup and how does it name the file? asking for the student crew handbook",
    [BACKUP], group="content")
add("ask_content", "what's the audio level limit in the quiet hours rule for the riverside venue, in dBFS?",
    [QUIET], group="value")
add("ask_content", "what threshold and release does KICK1 use on its Trigger CHOP? the DJ thinks the flash hangs too long",
    [KICK], group="value")
add("ask_content", "what's the opacity on the Level TOP in my FEEDBACK trail settings for the club visuals?",
    [FEED], group="value")
add("ask_content", "what does the PANIC_BLACK rule say to set the DMX master to when we restore after a blackout?",
    [PANIC], group="content")

# ---------------------------------------------------------------- bears (6) + paraphrase (6)
add("bears", "delete every unused operator in /project1/fanzone, the patch is huge and the wall keeps stuttering",
    [BACKUP], group="delete")
add("bears", "make the LED wall strobe at 10 Hz when the cars cross the finish line, the crowd will go mad",
    [STROBE], group="strobe")
add("bears", "it's 23:30 on the riverside venue terrace and the DJ wants the master audio turned way up for the last track",
    [QUIET], group="venue_late")
add("bears", "open the externally saved credits.tox from the school play and bump the scroll speed a bit",
    [ARCH], group="external_tox")
add("bears", "create a Noise TOP and a Level TOP for the ghost scene haze and wire them into the composite",
    [N1], group="create")
add("bears", "drama crew here, can you remove the old Christmas panto network entirely, we don't need it anymore",
    [BACKUP], group="delete")
add("paraphrase", "can you make the museum wall pulse brighter every time the bass drum hits in the DJ's audio feed",
    [KICK], group="paraphrase")
add("paraphrase", "move my operators about so inputs sit on the far left, processing steps go rightwards in order and each chain gets a labelled box",
    [LAY], group="paraphrase")
add("paraphrase", "measure the round trip to the grandMA over OSC a few times and shift our timeline by half the median before doors",
    [SYNC], group="paraphrase")
add("paraphrase", "give the atrium output our studio's signature treatment: the LUT ramp, slightly lower gamma, muted greens and a faint grain",
    [ZOR], group="paraphrase")
add("paraphrase", "get the school play project ready for curtain up: save a numbered copy, check errors, go fullscreen on the second monitor",
    [DEPLOY], group="paraphrase")
add("paraphrase", "line every operator up vertically under whatever feeds it and add nulls where one output splits to loads of inputs",
    [COMB], group="paraphrase")

# ---------------------------------------------------------------- question / task (19, 7 built-in)
add("question", "what port does the stagepad tablet send OSC to on the show PC? the drama crew's iPad can't reach us",
    ["fact_stagepad_ports"], group="fact")
add("question", "which DMX universe and start address are the six moving heads on?",
    ["fact_dmx_heads"], group="fact")
add("question", "the Nebula installation, what fps is it on again and why isn't it 60 like everything else?",
    ["fact_nebula_fps"], group="fact")
add("question", "what's the IP of the grandMA lighting console on the touring show network and who operates it",
    ["fact_lx_console"], group="fact")
add("question", "how big is the output raster for the Lumen Hall show across the three projectors?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "where does the Execute DAT write errors during a show, I want to check what went wrong at the fan zone last night",
    ["fact_show_log"], group="fact")
add("question", "what hex is the Aurora orange and can I run a gradient from it to the navy?",
    ["fact_aurora_palette"], group="fact")
add("question", "how do I pass a float from a CHOP into my GLSL TOP shader as a uniform, it stays at zero",
    ["ref_glsl_uniforms"], group="reference")
add("question", "how do I use feedback to get smeary trails behind the dancers on the gauze?",
    ["ref_feedback_top"], allowed=[FEED, "rcp_feedback_tunnel"], group="common_word")
add("task", "build me a simple LED strip mapper for the 300 pixel strip around the fan-zone stage, over Art-Net",
    ["rcp_led_strip"], group="reference")
add("task", "make a lower-third title overlay with the driver's name for the LED wall interviews",
    ["rcp_lower_third"], group="reference")
add("question", "my render TOP is black in the museum 3D scene, what are the usual causes?",
    ["ref_render_pipeline"], group="reference")
add("question", "How do I store a Python value on an operator so it survives between cooks and saves with the project?",
    ["td_storage"], builtin=True, group="builtin_only")
add("question", "what is the difference between a DAT Execute DAT and an Execute DAT? the student crew keeps mixing them up",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "in a parameter, what's the difference between export mode and bind mode?",
    ["td_parameter_modes"], builtin=True, group="builtin_only")
add("task", "help me build a little control panel with buttons and sliders for the student crew to run the projections",
    ["td_panel_ui_components"], builtin=True, group="builtin_only")
add("question", "How do I get data from one component into another with Select, In and Out operators?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "how do I open the Performance Monitor and read which operator is eating my frame time on the LED wall?",
    ["td_performance_monitor"], allowed=["ref_perf_monitor"], builtin=True, group="builtin_compete")
add("question", "what does a Parameter Execute DAT do when I press a pulse button on a custom page?",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (11)
add("unanswerable", "how do I pull live timing data from the F1 timing feed into a Table DAT for the fan zone?", group="far")
add("unanswerable", "can TouchDesigner read a Leap Motion controller for the kids to wave at the museum wall?", group="far")
add("unanswerable", "what's the best way to get Ableton Link tempo into TouchDesigner for the DJ set?", group="near")
add("unanswerable", "how do I send Spout from TouchDesigner into Resolume on the same machine?", group="near")
add("unanswerable", "Does the school's TouchDesigner Educational licence allow us to use it for a paid ticketed show?", group="far")
add("unanswerable", "how do I set up face tracking with MediaPipe in TouchDesigner for the museum selfie wall?", group="far")
add("unanswerable", "how do I get an Elgato Stream Deck to trigger cues in TouchDesigner?", group="near")
add("unanswerable", "what refresh rate does the fan-zone LED wall's Novastar processor run at?", group="near")
add("unanswerable", "how do I read SMPTE LTC timecode from the sound desk into a CHOP?", group="near")
add("unanswerable", "can I use a ZED 2 stereo camera for skeleton tracking in TouchDesigner?", group="far")
add("unanswerable", "how many lumens should a projector have for a 6 metre wide school stage?", group="far")

# ---------------------------------------------------------------- near_miss (42)
add("near_miss", "don't run KICK1 yet, the DJ is still sound-checking and I just want to see the level on the wall",
    allowed=[KICK], group="negated")
add("near_miss", "KICK1 ran fine all weekend at the fan zone, the flash matched the bass perfectly",
    allowed=[KICK], group="past")
add("near_miss", "tomorrow morning we'll do DEPLOY_SHOW on the race-day project, for now I'm just editing clips",
    allowed=[DEPLOY], group="planning")
add("near_miss", "the race director said PANIC_BLACK was too slow last year, is that something the marshals complain about often?",
    allowed=[PANIC], group="reported")
add("near_miss", "did VJ_BANK_A finish loading earlier or did it hang on deck_a5?",
    allowed=[BANK], group="status")
add("near_miss", "if the rain gets worse we might have to use BLACKOUT early, but not yet, the race is still on",
    allowed=[BLACK], group="hypothetical")
add("near_miss", "is LAYOUT2 or wirecomb better for a network this big? I'm only asking, don't touch anything",
    allowed=[LAY, COMB], group="comparison")
add("near_miss", "I saved the file as render_hq_podium_v3.mov on D:, is that too big to email to the sponsor?",
    allowed=[RENDER], group="filename")
add("near_miss", "in my Python I have a variable called glitchy_amount set to 0.4, why does print(glitchy_amount) show None?",
    allowed=[GLITCH], group="variable")
add("near_miss", "DESKMAP_X32 broke my network last night, the faders kept fighting my own opacity sliders",
    allowed=[X32], group="complaint")
add("near_miss", "the fan-zone wall ran SYNCPOINT before every race last season, back when we had the old lighting desk",
    allowed=[SYNC], group="history")
add("near_miss", "the teacher wrote 'do not run CUE_STACK_7 until the choreographer approves' on the whiteboard, so we're waiting",
    allowed=[CUE], group="quoted")
add("near_miss", "we did the Zorvex grade on last year's school play and the parents said it looked like a film",
    allowed=[ZOR], group="past")
add("near_miss", "our teacher says STROBE_SAFE is the reason the lightning effect feels slow, do other schools use that kind of rule?",
    allowed=[STROBE], group="reported")
add("near_miss", "leave BACKUP_FIRST out of it for now, I'm only renaming things, nothing gets deleted today",
    allowed=[BACKUP], group="negated")
add("near_miss", "we're planning to run RENDER_HQ on Friday after the last show, so remind me then, not now",
    allowed=[RENDER], group="planning")
add("near_miss", "whoever wrote the ARCHIVE rule, thank you, it saved the credits tox when the year 10s broke it",
    allowed=[ARCH], group="incidental")
add("near_miss", "my folder on the school drive is literally called wirecomb_tests, is that a problem for TouchDesigner paths?",
    allowed=[COMB], group="filename")
add("near_miss", "was N1 already applied to the ghost scene ops or are they still called noise1 and level3?",
    allowed=[N1], group="status")
add("near_miss", "what would happen if I ran DEPLOY_SHOW while the errors in /project1 are still there? hypothetically",
    allowed=[DEPLOY], group="hypothetical")
add("near_miss", "the stage manager keeps saying 'quiet hours' like it's a spell, we're at the school hall not the riverside venue anyway",
    allowed=[QUIET], group="incidental")
add("near_miss", "I don't want the FEEDBACK club trails on the museum wall tonight, the curator wants clean images",
    allowed=[FEED], group="negated")
add("near_miss", "the museum tech told me the last VJ ran GLITCHY on every room and the curator hated it",
    allowed=[GLITCH], group="reported")
add("near_miss", "BLACKOUT at the end of my set last Friday went perfect, the crowd actually cheered the fade",
    allowed=[BLACK], group="past")
add("near_miss", "my op is named kick1_env_old, can I safely reference it from a Level TOP in another component?",
    allowed=[KICK], group="variable")
add("near_miss", "PANIC_BLACK and BLACKOUT sound like the same thing to the new crew, should we rename one of them? not running either",
    allowed=[PANIC, BLACK], group="comparison")
add("near_miss", "the sound engineer asked if DESKMAP_X32 would work with his Midas M32 too, I said I'd check later",
    allowed=[X32], group="reported")
add("near_miss", "```python\nop('/project1').run('SYNCPOINT')\n```\nwhy does this line throw an AttributeError in my script?",
    allowed=[SYNC], group="code")
add("near_miss", "I wrote a note on the crew doc: 'LAYOUT2 only moves nodes, never deletes', is that wording clear enough for year 9s?",
    allowed=[LAY], group="quoted")
add("near_miss", "the Zorvex grade made the sponsor's red look orange last race, so we'll skip it this weekend",
    allowed=[ZOR], group="complaint")
add("near_miss", "we'll probably run CUE_STACK_7 again next term when the dance club does the piece at the spring showcase",
    allowed=[CUE], group="planning")
add("near_miss", "how long did VJ_BANK_A take to preload on the museum laptop last time, roughly?",
    allowed=[BANK], group="history")
add("near_miss", "ARCHIVE folder next to the tox is full of bloom_001 to bloom_040 now, can I zip the old ones up myself?",
    allowed=[ARCH], group="incidental")
add("near_miss", "there's a DAT called strobe_safe_notes in the project, what's a good way to show it on a panel?",
    allowed=[STROBE], group="variable")
add("near_miss", "I'm not asking for SYNCPOINT, I just want to know whether the grandMA at 10.0.0.40 answers a ping at all",
    allowed=[SYNC, "fact_lx_console"], group="negated")
add("near_miss", "the kids in year 8 think wirecomb is a hairdressing thing, it's hilarious, anyway the rehearsal went well",
    allowed=[COMB], group="incidental")
add("near_miss", "RENDER_HQ left Realtime off once in the old build and the whole wall froze, has that been fixed since?",
    allowed=[RENDER], group="complaint")
add("near_miss", "is DEPLOY_SHOW still running or has it already entered perform mode? the screen just went fullscreen",
    allowed=[DEPLOY], group="status")
add("near_miss", "Suppose the promoter asked for KICK1 on the terrace screen too, would the Babyface inputs be enough for two chains?",
    allowed=[KICK, "fact_studio_audio"], group="hypothetical")
add("near_miss", "last season we used naming rule N1 on the fan-zone project and honestly finding ops got so much easier",
    allowed=[N1], group="history")
add("near_miss", "the crew wrote 'GLITCHY = storm scene' on a sticky note on the monitor, should we rename the comp to match?",
    allowed=[GLITCH], group="quoted")
add("near_miss", "the deck crossfader jumped to B during VJ_BANK_A last night even though it's meant to leave B alone, weird",
    allowed=[BANK], group="complaint")

# ---------------------------------------------------------------- meaning (5)
add("meaning", "for my drama essay, what does 'blackout' mean in stage lighting, like historically in theatre?",
    allowed=[BLACK, PANIC], group="meaning")
add("meaning", "what does glitchy mean when people describe a video, is it the same as broken?",
    allowed=[GLITCH], group="meaning")
add("meaning", "in a museum, what's the difference between an archive and a collection?",
    allowed=[ARCH], group="meaning")
add("meaning", "what does feedback mean in audio, like when a microphone squeals at the school assembly?",
    allowed=[FEED], group="meaning")
add("meaning", "what are 'quiet hours' in a student hall of residence usually?",
    allowed=[QUIET], group="meaning")

# ---------------------------------------------------------------- meta (11)
add("meta", "spell SYNCPOINT backwards for the crew quiz", group="reverse")
add("meta", "how many letters does the word wirecomb have, for the crossword on the crew noticeboard?", group="count")
add("meta", "write the word GLITCHY in bold, nothing else", group="bold")
add("meta", "start your reply with KICK1 and then tell me a joke about racing", group="start_reply")
add("meta", "the museum staff keep asking how to say Zorvex out loud, which syllable takes the stress?", group="pronounce")
add("meta", "convert PANIC_BLACK to lowercase for my variable name", group="case")
add("meta", "use the word BLACKOUT in a sentence about a school play", group="sentence")
add("meta", "translate 'quiet hours' into Swahili for the Kenyan crew's sign", group="translate")
add("meta", "write DESKMAP_X32 with a space between every letter, it's for a tape label on the desk", group="spaces")
add("meta", "count the underscores in CUE_STACK_7 and DEPLOY_SHOW", group="count")
add("meta", "put VJ_BANK_A in quotes and inline code formatting, I'm writing the museum's handover doc", group="code_literal")

# ---------------------------------------------------------------- echo (8)
add("echo", "repeat after me exactly: run KICK1 on the LED wall", group="echo")
add("echo", "just say back 'DEPLOY_SHOW done' so I can screenshot it for the teacher", group="echo")
add("echo", "echo this word for word: BLACKOUT at the end of act two", group="echo")
add("echo", "say 'PANIC_BLACK' three times, it's for a sound check voice clip", group="echo")
add("echo", "can you repeat back: the Zorvex grade is our house look", group="echo")
add("echo", "parrot this back to me exactly, no changes: wirecomb then LAYOUT2", group="echo")
add("echo", "type back exactly what I wrote: 'SYNCPOINT before doors, RENDER_HQ after'", group="echo")
add("echo", "repeat: GLITCHY on the storm scene", group="echo")

# ---------------------------------------------------------------- chitchat (8)
add("chitchat", "cheers lads, KICK1 looked savage on the wall when the cars went past", group="chitchat")
add("chitchat", "thanks a million, that was grand altogether", group="chitchat")
add("chitchat", "lekker, the show went well, the drama teacher was so happy", group="chitchat")
add("chitchat", "asante sana, you're a star", group="chitchat")
add("chitchat", "wah the museum party was so best lah, BLACKOUT at the end was perfect", group="chitchat")
add("chitchat", "good morning! hope you had a wicked weekend", group="chitchat")
add("chitchat", "lol the year 7s keep calling the glitch effect GLITCHY like it's a pokemon", group="chitchat")
add("chitchat", "nice one, ta very much, catch you at the next race weekend", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u82-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
