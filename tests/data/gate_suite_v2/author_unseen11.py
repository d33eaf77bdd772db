"""Hand-written source of prompts_unseen11.jsonl: the eleventh blind admission-gate suite.

Written by an independent evaluator (helper "gateeval11") who read only the suite README's
Labels/Intents sections, corpus.jsonl, the data-consistency test and the built-in knowledge files.
It never read the gate code, its tests, other prompt files or author scripts, and never ran the gate.
Each prompt's label sits next to it and is decided by meaning: would a careful human operator,
reading this message, carry the procedure out now (invoke), read it out (ask_content), or neither?

Personas (comments only): TOUR = touring show programmer in tech rehearsal, under time pressure;
STUDENT = university student new to TouchDesigner, hesitant; SM = theatre stage manager calling
cues; DEV = developer pasting Python, logs and tracebacks; CREW = multilingual crew who sometimes
write only in their own language; VOICE = voice dictation.

Run: python tests/data/gate_suite_v2/author_unseen11.py  (rewrites prompts_unseen11.jsonl)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen11.jsonl")
ROWS: list[dict] = []

# instruction ids
KICK = "ins_kick1"
LAY = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
DESK = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BLACK = "ins_blackout"
WIRE = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------------------------------------
# invoke: one procedure, carried out now
# ---------------------------------------------------------------------------------------------

# KICK1
add("invoke", "ok so for the opener can you kick1 it? the low end is massive tonight", [KICK], [STROBE], group="name_as_verb")
add("invoke", "2 min to doors. need the kick flash. K I C K 1, go", [KICK], [STROBE], group="spaces")
add("invoke", "Lance KICK1 sur la sortie principale, s'il te plaît, le DJ arrive.", [KICK], [STROBE], lang="fr", group="non_en")
add("invoke", "メイン出力にKICK1を今すぐ組んでください。", [KICK], [STROBE], lang="ja", group="non_en")
add("invoke", "/kick1 --target out1", [KICK], [STROBE], group="slash_command")  # DEV
add("invoke", "run kick one on the main output period", [KICK], [STROBE], group="voice")  # VOICE
add("invoke", "um, sorry if this is a dumb question, but could you maybe set up KICK1 for me? I think that's what my teacher uses", [KICK], [STROBE], group="polite")  # STUDENT

# LAYOUT2
add("invoke", "this network is pure chaos, LAYOUT2 it before the director sees", [LAY], group="name_as_verb")
add("invoke", "Could you please run the LAYOUT2 macro on /project1/fx? Thank you so much!", [LAY], group="polite")
add("invoke", "layuot2 pls", [LAY], group="typo")
add("invoke", "Por favor, ejecuta LAYOUT2 en esta red antes del ensayo general.", [LAY], lang="es", group="non_en")
add("invoke", "노드가 너무 엉망이야. LAYOUT2 돌려줘.", [LAY], lang="ko", group="non_en")

# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the flash I just built in /project1/fx/strobe1.", [STROBE], group="rule")
add("invoke", "strobe_safe pass on everything that has an LFO square in it, now", [STROBE], group="lowercase")
add("invoke", "Примени STROBE_SAFE к стробоскопу на втором экране.", [STROBE], lang="ru", group="non_en")
add("invoke", "before doors, run STROBE_SAFE over the beat-synced cuts on the LED wall", [STROBE], group="trailing")
add("invoke", "طبّق قاعدة STROBE_SAFE على الوميض الآن من فضلك", [STROBE], lang="ar", group="non_en")

# BACKUP_FIRST
add("invoke", "Delete noise1 and level3. BACKUP_FIRST, obviously.", [BACKUP], group="rule")
add("invoke", "follow BACKUP_FIRST and then clear out the old test network in /project1/scratch", [BACKUP], group="rule")
add("invoke", "BACKUP_FIRST を守って、使ってないオペレーターを全部消して。", [BACKUP], lang="ja", group="non_en")
add("invoke", "Doe eerst BACKUP_FIRST en verwijder daarna de oude feedback-loop.", [BACKUP], lang="nl", group="non_en")
add("invoke", "backup_first then nuke geo_old, it's been dead since Tuesday", [BACKUP], group="lowercase")

# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW. Doors in 20.", [DEPLOY], group="terse")  # TOUR
add("invoke", "Kan du köra DEPLOY_SHOW nu? Publiken kommer om en halvtimme.", [DEPLOY], lang="sv", group="non_en")
add("invoke", "run deploy underscore show now", [DEPLOY], group="voice")  # VOICE
add("invoke", "执行 DEPLOY_SHOW，准备今晚的演出。", [DEPLOY], lang="zh", group="non_en")
add("invoke", "If there are no errors left in /project1, DEPLOY_SHOW straight away.", [DEPLOY], group="conditional")

# VJ_BANK_A
add("invoke", "VJ_BANK_A load, now", [BANK], group="bare")
add("invoke", "vj bank a into the decks quick, the b2b starts in a minute", [BANK], group="spaces")
add("invoke", "VJ_BANK_A'yı yükle lütfen, set başlıyor.", [BANK], lang="tr", group="non_en")
add("invoke", "भाई VJ_BANK_A अभी लोड कर दो", [BANK], lang="hi", group="non_en")
add("invoke", "time for VJ_BANK_A 🎬", [BANK], group="emoji")

# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW", [PANIC], group="terse")
add("invoke", "panic_black!!! someone just walked in front of the projector", [PANIC], group="lowercase")
add("invoke", "¡PANIC_BLACK ya, ya, ya!", [PANIC], lang="es", group="non_en")
add("invoke", "PANIC_BLACK 바로 실행해!!", [PANIC], lang="ko", group="non_en")
add("invoke", "Standby PANIC_BLACK... PANIC_BLACK GO.", [PANIC], group="cue_call")  # SM

# GLITCHY
add("invoke", "GLITCHY on the TOP I have selected, go", [GLITCHY], group="name_first")
add("invoke", "run glitchy on moviein2 pls", [GLITCHY], group="lowercase")
add("invoke", "I've selected comp_final. Run the GLITCHY macro on it.", [GLITCHY], group="trailing")
add("invoke", "選択中のTOPにGLITCHYをかけてください。", [GLITCHY], lang="ja", group="non_en")
add("invoke", "Mets GLITCHY sur le TOP sélectionné, on veut voir le rendu.", [GLITCHY], lang="fr", group="non_en")

# DESKMAP_X32
add("invoke", "DESKMAP_X32 please, the desk is on the network now", [DESK], group="name_first")
add("invoke", "the FOH guy wants his faders on our layers: run DESKMAP_X32", [DESK], group="trailing")
add("invoke", "Запусти DESKMAP_X32, пульт уже в сети.", [DESK], lang="ru", group="non_en")
add("invoke", "deskmap x32 go", [DESK], group="spaces")
add("invoke", "DESKMAP_X32'yi çalıştır, mikser bağlandı.", [DESK], lang="tr", group="non_en")

# RENDER_HQ
add("invoke", "RENDER_HQ for the client preview", [RENDER], group="bare")
add("invoke", "kick off RENDER_HQ and ping me when the file is written", [RENDER], group="imperative")
add("invoke", "start render_hq now so it runs while we're at dinner", [RENDER], group="lowercase")
add("invoke", "Lancia RENDER_HQ adesso, per favore.", [RENDER], lang="it", group="non_en")
add("invoke", "RENDER_HQ 실행해 줘", [RENDER], lang="ko", group="non_en")

# Naming rule N1
add("invoke", "Use naming rule N1 for everything you build in this session.", [N1], group="rule")
add("invoke", "apply N1 and rename the defaults you just made (noise1, level3, null7)", [N1], group="rule")
add("invoke", "Aplica la regla de nombres N1 y renombra lo que creaste.", [N1], lang="es", group="non_en")
add("invoke", "按 N1 命名规则，把刚才新建的算子都改名。", [N1], lang="zh", group="non_en")

# FEEDBACK: my trail settings
add("invoke", "Use my FEEDBACK trail settings for the club visuals on scene 4.", [FB], group="title_words")
add("invoke", "build the trails my FEEDBACK way, the club-set ones, on the dancer cam", [FB], group="common_word")
add("invoke", "クラブ用のFEEDBACKトレイル設定で、このシーンにトレイルを作って。", [FB], lang="ja", group="non_en")
add("invoke", "apply FEEDBACK (my club trails procedure) to layer 2", [FB], group="common_word")

# BLACKOUT
add("invoke", "BLACKOUT. thanks everyone, good night!", [BLACK], group="terse")
add("invoke", "last track is done, BLACKOUT please", [BLACK], group="trailing")
add("invoke", "Standby BLACKOUT. ... BLACKOUT GO.", [BLACK], group="cue_call")  # SM
add("invoke", "Fais le BLACKOUT de fin de set maintenant.", [BLACK], lang="fr", group="non_en")
add("invoke", "BLACKOUT uitvoeren, de set is klaar.", [BLACK], lang="nl", group="non_en")

# wirecomb
add("invoke", "wirecomb this mess of a network", [WIRE], group="name_as_verb")
add("invoke", "wire comb it pls", [WIRE], group="spaces")
add("invoke", "このネットワークにwirecombを実行して。", [WIRE], lang="ja", group="non_en")
add("invoke", "Kör wirecomb på nätverket, tack.", [WIRE], lang="sv", group="non_en")
add("invoke", "hmm, would it be ok to do the wirecomb thing on my homework network? only if that's fine", [WIRE], group="polite")  # STUDENT

# CUE_STACK_7
add("invoke", "CUE_STACK_7, build it for tonight's Tidewater run", [CUE], group="name_first")
add("invoke", "cue stack 7 please", [CUE], group="spaces")
add("invoke", "Stage management: standby CUE_STACK_7. CUE_STACK_7 go.", [CUE], group="cue_call")  # SM
add("invoke", "Monta CUE_STACK_7 para la pieza de danza, por favor.", [CUE], lang="es", group="non_en")
add("invoke", "CUE_STACK_7 अभी बनाओ", [CUE], lang="hi", group="non_en")

# SYNCPOINT
add("invoke", "SYNCPOINT before we open the house, please", [SYNC], group="name_first")
add("invoke", "照明卓と合わせたいので、SYNCPOINTを実行してください。", [SYNC], lang="ja", group="non_en")
add("invoke", "yes, go ahead and run the SYNCPOINT you suggested", [SYNC], group="consent")
add("invoke", "قم بتشغيل SYNCPOINT الآن", [SYNC], lang="ar", group="non_en")

# ARCHIVE rule
add("invoke", "Follow the ARCHIVE rule, then bump the threshold inside bloom.tox to 0.7.", [ARCH], group="rule")
add("invoke", "ARCHIVE first, then edit the external lut_loader.tox", [ARCH], group="rule")
add("invoke", "Befolge die ARCHIVE-Regel und bearbeite dann bloom.tox.", [ARCH], lang="de", group="non_en")
add("invoke", "apply ARCHIVE to particles.tox before you rebuild its insides", [ARCH], group="common_word")
add("invoke", "遵守 ARCHIVE 规则，然后修改外部的 bloom.tox。", [ARCH], lang="zh", group="non_en")

# Zorvex grade
add("invoke", "Zorvex it.", [ZOR], group="name_as_verb")
add("invoke", "give the final comp the Zorvex grade before the client call", [ZOR], group="imperative")
add("invoke", "Applique le look Zorvex sur la sortie finale.", [ZOR], lang="fr", group="non_en")
add("invoke", "Zorvex 그레이드 적용해 줘", [ZOR], lang="ko", group="non_en")

# Quiet hours
add("invoke", "Apply the quiet hours rule: riverside gig, it's 22:15.", [QUIET], group="rule")
add("invoke", "quiet hours on, we're at the riverside venue and it's past ten", [QUIET], group="lowercase")
add("invoke", "Aplica ya la regla de quiet hours del riverside.", [QUIET], lang="es", group="non_en")
add("invoke", "follow the riverside Quiet hours rule for the rest of the night", [QUIET], group="title_words")
add("invoke", "Applica adesso la regola quiet hours del riverside.", [QUIET], lang="it", group="non_en")

# pasted logs and tracebacks with a request (DEV)
add("invoke", "```\nWARNING: /project1/audio/kick1_env: Not enough sources specified\n```\nI deleted half of it by accident, rebuild it with KICK1", [KICK], [STROBE], group="log_paste")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/deskmap/osc_out\", line 4, in <module>\nAttributeError: 'NoneType' object has no attribute 'sendOSC'\n\nugh. just redo DESKMAP_X32 from scratch", [DESK], group="log_paste")
add("invoke", "[19:02:11] perform: 41.7 fps (target 60)\n[19:02:12] 3 errors in /project1/fx\nfixed those errors now. DEPLOY_SHOW again please", [DEPLOY], group="log_paste")
add("invoke", "**todo right now**\n1. Zorvex grade on the out\n\nthat's it, go", [ZOR], group="markdown")
add("invoke", "don't run LAYOUT2, run wirecomb instead, I want the wiring readable not rearranged", [WIRE], [LAY], group="mixed_negation")
add("invoke", "⚡ GLITCHY ⚡ on the logo TOP", [GLITCHY], group="emoji")
add("invoke", "and don't forget SYNCPOINT, do it now while the console is up", [SYNC], group="dont_forget")
add("invoke", "Right now: CUE_STACK_7.", [CUE], group="timed")

# ---------------------------------------------------------------------------------------------
# invoke: several procedures in one message (and corrections)
# ---------------------------------------------------------------------------------------------
add("invoke", "KICK1 then LAYOUT2", [KICK, LAY], [STROBE], group="multi")
add("invoke", "DEPLOY_SHOW and SYNCPOINT, in that order. doors in 15", [DEPLOY, SYNC], group="multi")
add("invoke", "VJ_BANK_A + DESKMAP_X32 + the Zorvex grade on out. go go go", [BANK, DESK, ZOR], group="multi")
add("invoke", "GLITCHY on moviein1, then wirecomb the network afterwards", [GLITCHY, WIRE], group="multi")
add("invoke", "Run CUE_STACK_7 and then SYNCPOINT so the console and the cues line up.", [CUE, SYNC], group="multi")
add("invoke", "apply the Zorvex grade and then RENDER_HQ the result for the client", [ZOR, RENDER], group="multi")
add("invoke", "I'm rebuilding bloom.tox: ARCHIVE rule first, and N1 names on everything new", [ARCH, N1], group="multi")
add("invoke", "Delete the test chain following BACKUP_FIRST, then LAYOUT2 whatever is left", [BACKUP, LAY], group="multi")
add("invoke", "Pre-show:\n- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\n- [ ] VJ_BANK_A\nDo all three now.", [DEPLOY, SYNC, BANK], group="checklist")
add("invoke", "kick1 + strobe_safe, the flash has to stay legal", [KICK, STROBE], group="multi")
add("invoke", "Can you do the Zorvex look and my FEEDBACK club trails on scene 3?", [ZOR, FB], group="multi")
add("invoke", "DESKMAP_X32とVJ_BANK_Aを続けて実行して。", [DESK, BANK], lang="ja", group="multi")
add("invoke", "Ejecuta BLACKOUT y después LAYOUT2 para dejar la red ordenada para mañana.", [BLACK, LAY], lang="es", group="multi")
add("invoke", "quiet hours rule + KICK1 on the riverside stage, it's 22:30", [QUIET, KICK], [STROBE], group="multi")
add("invoke", "BLACKOUT, no wait, PANIC_BLACK! someone is on the truss!", [PANIC], [BLACK], group="correction")
add("invoke", "LAYOUT2 — no sorry, I meant wirecomb", [WIRE], [LAY], group="correction")
add("invoke", "RENDER_HQ... actually scrap that, DEPLOY_SHOW, we're going live instead", [DEPLOY], [RENDER], group="correction")

# ---------------------------------------------------------------------------------------------
# ask_content: what a procedure says
# ---------------------------------------------------------------------------------------------
add("ask_content", "what threshold does KICK1 use on the Trigger CHOP?", [KICK])
add("ask_content", "which UDP port does DESKMAP_X32 listen on again?", [DESK])
add("ask_content", "what codec and resolution does RENDER_HQ record with?", [RENDER])
add("ask_content", "STROBE_SAFE caps flashes at how many per second, exactly?", [STROBE])
add("ask_content", "where does BACKUP_FIRST put the .tox backup, and how is it named?", [BACKUP])
add("ask_content", "DEPLOY_SHOW step 3: which monitor does the perform window go on?", [DEPLOY])
add("ask_content", "which media folder does VJ_BANK_A take its clips from?", [BANK])
add("ask_content", "what does PANIC_BLACK set the DMX master to, and how do I restore it after?", [PANIC])
add("ask_content", "GLITCHY's displace weight, what was it again?", [GLITCHY])
add("ask_content", "what does rule N1 say about Nulls that other parts reference?", [N1])
add("ask_content", "in my FEEDBACK trail settings, what's the Level opacity and the scale per frame?", [FB])
add("ask_content", "how many seconds does the BLACKOUT procedure take to fade the master?", [BLACK])
add("ask_content", "does wirecomb ever delete anything? what exactly does it add?", [WIRE])
add("ask_content", "CUE_STACK_7: which csv does it read the cues from?", [CUE])
add("ask_content", "SYNCPOINT pings which IP and port, and how many times does it repeat?", [SYNC])
add("ask_content", "ARCHIVE rule: what does the numbered copy look like, and where does it go?", [ARCH])
add("ask_content", "what's in the Zorvex grade, step by step?", [ZOR])
add("ask_content", "quiet hours at the riverside: what's the dBFS ceiling after 22:00?", [QUIET])
add("ask_content", "LAYOUT2 spacing: how far apart are the columns and the rows?", [LAY])
add("ask_content", "DESKMAP_X32は/xremoteを何秒ごとに送るんだっけ？", [DESK], lang="ja")
add("ask_content", "Que dit exactement la procédure RENDER_HQ ?", [RENDER], lang="fr")
add("ask_content", "read me the steps of DEPLOY_SHOW, I want to print them for the crew", [DEPLOY])

# ---------------------------------------------------------------------------------------------
# bears: a stored rule or procedure applies, but is not named
# ---------------------------------------------------------------------------------------------
add("bears", "delete noise1, it's unused", [BACKUP], group="delete")
add("bears", "clear the whole /project1/scratch network, I don't need any of it", [BACKUP], group="delete")
add("bears", "yeah go ahead and remove those 14 unused operators you found", [BACKUP], group="consent")
add("bears", "Supprime les trois Level TOP inutilisés dans /project1/post.", [BACKUP], lang="fr", group="delete")
add("bears", "make the white flash strobe at 12 Hz locked to the bpm", [STROBE], group="strobe")
add("bears", "the LFO square on the wash layer: crank it to 8 flashes a second", [STROBE], group="strobe")
add("bears", "ストロボを毎秒10回に上げて。", [STROBE], lang="ja", group="strobe")
add("bears", "we're at the riverside gig, it's 23:10, the promoter wants the master up 6 dB", [QUIET], group="venue_late")
add("bears", "riverside venue, 22:40: can you add a loud sub-drop stinger on the last cue?", [QUIET], group="venue_late")
add("bears", "change the bloom amount in the externally saved bloom.tox to 0.4", [ARCH], group="external_tox")
add("bears", "open up lut_loader.tox (it's an external tox) and rebuild what's inside", [ARCH], group="external_tox")
add("bears", "create a Noise TOP and a Level TOP feeding the background", [N1], group="create")
add("bears", "duplicate the kick envelope chain so we have one for the snare", [N1], group="create")
add("bears", "last song's over, end the set", [BLACK], group="end_set")
add("bears", "EMERGENCY everything to black right now!!", [PANIC], group="emergency")
add("bears", "can you get the project ready for the show tonight?", [DEPLOY], group="prepare")
add("bears", "lock the visuals to the lighting console before we open", [SYNC], group="when")

# ---------------------------------------------------------------------------------------------
# paraphrase: what a procedure does, with none of its title or name words
# ---------------------------------------------------------------------------------------------
add("paraphrase", "make the picture pump brighter each time the bass drum hits", [KICK])
add("paraphrase", "sort my nodes by signal order: sources on the far left, processing stepping right, nulls last", [LAY])
add("paraphrase", "put the first set of eight videos onto the left-hand players and preload them", [BANK])
add("paraphrase", "make this picked image look broken and digitally corrupted, with a red/blue split", [GLITCHY])
add("paraphrase", "hook the Behringer console's faders up so they drive my layer opacities", [DESK])
add("paraphrase", "export a pristine movie of frames 1 to 3600 without dropping a single one, HAP Q", [RENDER])
add("paraphrase", "build the twelve-step timing table for Mateo's choreography in Tidewater", [CUE])
add("paraphrase", "ping the grandMA, measure the round trip and offset our timeline by half", [SYNC])
add("paraphrase", "apply the studio's signature LUT-and-grain treatment to the final comp", [ZOR])
add("paraphrase", "give me those smeary echoes behind the performers, the way I always do them at the Saturday residency", [FB])
add("paraphrase", "get everything ready for tonight's performance: incremented save, error check, perform mode", [DEPLOY])
add("paraphrase", "untangle the links between my nodes so none pass behind a node, and drop in nulls where one output fans out to lots of inputs", [WIRE])
add("paraphrase", "we're done for the night: fade the picture to nothing over four seconds and mute the sound", [BLACK])
add("paraphrase", "Haz que la imagen lata con el bombo, más brillo en cada golpe.", [KICK], lang="es")
add("paraphrase", "把第1到3600帧一帧不丢地导出成 HAP Q 影片，1920x1080，60fps。", [RENDER], lang="zh")
add("paraphrase", "synchronisiere unsere Bilder mit dem grandMA: Ping hin, Pong zurück, dreimal messen, Median nehmen", [SYNC], lang="de")

# ---------------------------------------------------------------------------------------------
# question / task: needs facts or references (built-ins hidden)
# ---------------------------------------------------------------------------------------------
add("question", "what's the full pixel size of the Lumen Hall output raster?", ["fact_lumen_hall_raster"])
add("question", "which audio interface do we use in the studio, and at what sample rate?", ["fact_studio_audio"])
add("question", "tablet to show PC: which UDP port does stagepad send on?", ["fact_stagepad_ports"])
add("question", "is nebula 50 or 60 fps? exporting content for it right now", ["fact_nebula_fps"])
add("question", "how much VRAM has RIG-B got?", ["fact_rig_b"])
add("question", "hex code for the Aurora navy?", ["fact_aurora_palette"])
add("question", "DMX start address for moving head number 4?", ["fact_dmx_heads"])
add("question", "where do the show media files live on the gallery machine?", ["fact_media_drive"])
add("question", "what's the audio buffer size on RIG-B and why not 512?", ["fact_audio_buffer"])
add("question", "what do we name the DAT that holds a component's extension?", ["fact_ext_conventions"], [N1])
add("question", "the show crashed mid-cue last night, where's the error log?", ["fact_show_log"])
add("question", "grandMA IP, and which universe are the LED bars on?", ["fact_lx_console"])
add("question", "what time does Tidewater's tech rehearsal start?", ["fact_dance_piece"])
add("question", "what's the Window COMP called on the gallery PC and which monitor does it open on?", ["fact_win_main"])
add("question", "how do I get a vec3 colour into my GLSL TOP shader?", ["ref_glsl_uniforms"])
add("question", "my render is black even though the camera is pointed at the sphere, what am I missing?", ["ref_render_pipeline"])
add("question", "why do my trails never fade to black? there's a grey ghost forever", ["ref_pixel_formats"], ["ref_feedback_top", FB])
add("question", "instancing 10k cubes: the Copy SOP is crawling, what's the faster way?", ["ref_instancing"])
add("question", "OSC In CHOP or OSC In DAT for faders from a controller?", ["ref_osc_in_chop"])
add("question", "```\nAttributeError: 'NoneType' object has no attribute 'par'\n```\nwhat does this mean? the line is op('level_out').par.opacity", ["ref_op_paths"])  # DEV
add("question", "HAP or H.264 for eight 4K layers at once?", ["ref_hap_codecs"])
add("question", "my clips stutter on the first frames when they start, any fix?", ["web_moviein_preload"])
add("task", "build me audio spectrum bars from the DJ feed", ["rcp_spectrum_bars"], ["ref_audio_analysis", N1])
add("task", "drive a 300-LED pixel strip from my final TOP", ["rcp_led_strip"], [N1])
add("task", "make a lower-third title that slides in", ["rcp_lower_third"], [N1])
add("question", "where do I put onSegmentEnter for a Timer CHOP?", ["ref_timer_chop"])
add("question", "can the Kinect Azure point cloud feed instancing directly?", ["ref_kinect_azure"], ["ref_instancing"])
add("question", "how do I send a preview of the output to the FOH laptop over the network with low latency?", ["ref_ndi"])
add("question", "what is time slicing in CHOPs, in plain words?", ["ref_time_slicing"])
add("question", "how do I do a feedback tunnel?", ["rcp_feedback_tunnel"], [FB, "ref_feedback_top"], group="common_word")
add("question", "where should I keep old scratch renders? they get wiped on Mondays, right? do I need to archive them?", ["fact_media_drive"], [ARCH], group="common_word")
add("question", "my whole Render TOP is a blackout, nothing shows, light is there", ["ref_render_pipeline"], [BLACK, PANIC], group="common_word")
add("question", "how do I make an LFO drive the flash rate of a strobe from a custom parameter?", ["rcp_strobe_flash"], [STROBE], group="common_word")
add("task", "make a 1280x720 webcam glitch with a feedback loop", ["rcp_webcam_glitch"], [GLITCHY, N1, FB], group="common_word")
add("task", "GPU particles with POPs, it must run on my laptop", ["rcp_pop_particles"], ["ref_pop_generators", N1])
add("question", "why should I export from a Null CHOP and not straight from the Math CHOP?", ["ref_null_exports"])
add("question", "recording with Movie File Out drops frames, how do I get a perfect file?", ["ref_movie_file_out"], [RENDER])
add("question", "what key enters perform mode, and what should the window's source be?", ["ref_perform_window"])
add("question", "Skip the Zorvex grade for this one, just tell me the Aurora navy hex.", ["fact_aurora_palette"], [ZOR], group="mixed_negation")
add("question", "Don't run LAYOUT2. Instead explain how the Replicator COMP lays out its clones.", ["ref_replicator"], [LAY], group="mixed_negation")
add("question", "Lumen Hallのプロジェクター配置と解像度は？", ["fact_lumen_hall_raster"], lang="ja")
add("question", "¿En qué puerto recibe la tablet el feedback de TouchDesigner?", ["fact_stagepad_ports"], [FB], lang="es", group="common_word")

# question / task with the built-in knowledge indexed
add("question", "DAT Execute vs Execute DAT: which one fires when the project starts?", ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "how do I keep a list of cues on a COMP from Python so it survives a save?", ["td_storage"], builtin=True, group="builtin_only")
add("question", "do custom parameter names have to start with a capital letter?", ["td_custom_parameters"], builtin=True, group="builtin_only")
add("task", "set up an extension for my show COMP the way our team does it", ["fact_ext_conventions", "td_extensions"], builtin=True, group="builtin_compete")
add("question", "bypass flag vs lock flag, what's the difference?", ["td_operator_flags"], builtin=True, group="builtin_only")
add("question", "bind or export: which parameter mode for exposing an inner control on my component?", ["td_parameter_modes"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "why does my chain stop updating when I close its viewer?", ["td_cooking_pull_model"], ["td_troubleshooting_checklist"], builtin=True, group="builtin_only")
add("question", "how do I open the textport and check which Python version TD embeds?", ["td_textport"], builtin=True, group="builtin_only")
add("question", "TCP or UDP DAT for show-control commands that must never get lost?", ["td_network_protocols_dats"], builtin=True, group="builtin_only")
add("question", "how do I make media paths relative so the project opens on the show PC without missing files?", ["td_paths_and_variables"], ["fact_rig_b", "fact_media_drive"], builtin=True, group="builtin_only")
add("question", "Select TOP or In/Out TOPs to get an image out of a component?", ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "how can I tell if I'm GPU bound or CPU bound?", ["td_bottlenecks_optimization"], ["td_performance_monitor", "ref_perf_monitor"], builtin=True, group="builtin_only")
add("question", "how do I run a script when a pulse custom parameter is pressed?", ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "python: how do I create a Noise TOP and wire it into a Level TOP from a script?", ["td_python_network_scripting"], [N1], builtin=True, group="builtin_only")
add("question", "I edited an external .tox but the changes vanished after reopening, why?", ["td_tox_components_palette"], [ARCH], builtin=True, group="builtin_only")
add("question", "what's the classic Feedback TOP trail network?", ["ref_feedback_top", "td_feedback_top"], [FB, "rcp_feedback_tunnel"], builtin=True, group="builtin_compete")
add("question", "black render again, geo, camera and light are all there. what do I check?", ["ref_render_pipeline", "td_render_pipeline"], ["td_troubleshooting_checklist"], builtin=True, group="builtin_compete")
add("task", "get OSC from the stagepad tablet into TouchDesigner, right port please", ["fact_stagepad_ports", "td_osc_midi_dmx_in"], ["ref_osc_in_chop"], builtin=True, group="builtin_compete")
add("question", "Performance Monitor: how do I catch a hitch that happens once every few minutes?", ["ref_perf_monitor", "td_performance_monitor"], builtin=True, group="builtin_compete")
add("question", "I multiply the audio by a 60 fps fade and it steps audibly, why?", ["td_sample_rates_time_slicing"], ["ref_time_slicing", "td_common_pitfalls"], builtin=True, group="builtin_compete")
add("task", "send DMX to our moving heads from TD: which universe and start address, and which operator?", ["fact_dmx_heads", "td_osc_midi_dmx_in"], builtin=True, group="builtin_compete")
add("question", "Nebula runs at 50: where do I set the project FPS?", ["fact_nebula_fps", "td_timeline_realtime"], builtin=True, group="builtin_compete")
add("question", "what's a generic checklist for handing over a permanent museum installation?", ["td_show_deploy_checklist"], [DEPLOY], builtin=True, group="builtin_only")
add("question", "nothing updates and nothing is red. step by step, how do I debug it?", ["td_troubleshooting_checklist"], ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "Replicator: how do I place each clone in onReplicate?", ["ref_replicator", "td_replicator_comp"], builtin=True, group="builtin_compete")
add("question", "GLSL TOP: what are vUV and TDOutputSwizzle for?", ["td_glsl_top_basics"], ["ref_glsl_uniforms"], builtin=True, group="builtin_only")
add("question", "how do I get a CHOP spectrum into a GLSL TOP as a texture?", ["td_family_conversions"], ["rcp_spectrum_bars", "td_glsl_top_basics", "td_audio_analysis_chain"], builtin=True, group="builtin_compete")
add("question", "kick-reactive brightness: what's the usual audio chain, and where does our RIG-B buffer sit?", ["td_audio_analysis_chain", "fact_audio_buffer"], ["ref_audio_analysis", KICK], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------------------------------------
# unanswerable: plausible TouchDesigner questions neither the corpus nor the built-ins answer
# ---------------------------------------------------------------------------------------------
add("unanswerable", "how do I send my output to Resolume over Spout?", group="near")
add("unanswerable", "how do I lock TouchDesigner's tempo to Ableton Live with Link?", group="near")
add("unanswerable", "the sound desk sends LTC timecode: how do I chase it in TouchDesigner?", group="near")
add("unanswerable", "best way to chroma key a green-screen camera feed in TD?", group="near")
add("unanswerable", "can TD read the X32 scribble-strip channel names?", allowed=[DESK], group="near")
add("unanswerable", "what throw ratio lens do we need for the Kestrel gauze?", group="near")
add("unanswerable", "how do I write a Script CHOP that builds channels in Python?", group="near", builtin=True)
add("unanswerable", "Blackmagic DeckLink SDI in: how do I pick the input format?", group="near")
add("unanswerable", "Dante audio into TouchDesigner, possible without a sound card?", group="near")
add("unanswerable", "Syphon to MadMapper on a Mac, which TOP?", group="near", builtin=True)
add("unanswerable", "what's the max resolution on a non-commercial licence?", group="far")
add("unanswerable", "how much does a TouchDesigner Pro licence cost?", group="far")
add("unanswerable", "Bullet Solver COMP: how do I make rigid bodies collide with the floor?", group="far", builtin=True)
add("unanswerable", "Web Render TOP: how do I click buttons on the loaded page?", group="far")
add("unanswerable", "compiling a C++ CHOP plugin on macOS, which Xcode?", group="far")
add("unanswerable", "can I stream straight to Twitch over RTMP from TD?", group="far", builtin=True)
add("unanswerable", "is there a live link between TouchDesigner and Unreal Engine?", group="far")
add("unanswerable", "how do I map a PS5 gamepad's sticks to parameters?", group="far")
add("unanswerable", "MediaPipe hand tracking in TD: which plugin do people use?", group="far")
add("unanswerable", "does TouchDesigner support ACES colour management?", group="far", builtin=True)
add("unanswerable", "Leap Motion CHOP shows no hands, what driver version works?", group="far")
add("unanswerable", "Notch blocks inside TouchDesigner: what licence do I need?", group="far")
add("unanswerable", "¿Cómo conecto un Stream Deck a TouchDesigner?", lang="es", group="far")

# ---------------------------------------------------------------------------------------------
# near_miss: names a procedure without asking to carry it out now
# ---------------------------------------------------------------------------------------------
add("near_miss", "don't run KICK1 yet, the DJ is still soundchecking", allowed=[KICK], group="negated")
add("near_miss", "No PANIC_BLACK during the speech, whatever happens, unless I call it myself.", allowed=[PANIC], group="negated")
add("near_miss", "Ne lance pas DEPLOY_SHOW, on n'a pas fini les réglages.", allowed=[DEPLOY], lang="fr", group="negated")
add("near_miss", "No hagas el BLACKOUT todavía, queda una canción.", allowed=[BLACK], lang="es", group="negated")
add("near_miss", "아직 VJ_BANK_A 로드하지 마, 순서 바뀌었어", allowed=[BANK], lang="ko", group="negated")
add("near_miss", "I already ran LAYOUT2 on that network an hour ago, it looked fine", allowed=[LAY], group="past")
add("near_miss", "昨日RENDER_HQはもう回した。結果は良かったよ。", allowed=[RENDER], lang="ja", group="past")
add("near_miss", "Я уже сделал BACKUP_FIRST вручную перед обедом.", allowed=[BACKUP], lang="ru", group="past")
add("near_miss", "```\n[22:14:03] RENDER_HQ finished: D:/renders/tidewater_0001-3600.mov\n```\nnice, it worked first time", allowed=[RENDER], group="past")
add("near_miss", "Priya said the SYNCPOINT thing timed out during her test this morning.", allowed=[SYNC], group="reported")
add("near_miss", "导演说昨天 SYNCPOINT 没有回应。", allowed=[SYNC], lang="zh", group="reported")
add("near_miss", "is VJ_BANK_A still loaded on the decks, or did someone swap them?", allowed=[BANK], group="status")
add("near_miss", "did SYNCPOINT finish already? what median did it settle on?", allowed=[SYNC], group="status")
add("near_miss", "do we even have a DESKMAP_X32 procedure saved somewhere?", allowed=[DESK], group="exists")
add("near_miss", "if the crowd gets rowdy we might need PANIC_BLACK later, just so you know", allowed=[PANIC], group="hypothetical")
add("near_miss", "Falls der Strom ausfällt: bräuchten wir dann überhaupt PANIC_BLACK?", allowed=[PANIC], lang="de", group="hypothetical")
add("near_miss", "I like the Zorvex grade way more than the teal look we used last year", allowed=[ZOR], group="comparison")
add("near_miss", "rename render_hq_test.toe to tidewater_final.toe", allowed=[RENDER], group="filename")
add("near_miss", "in my script `env = op('kick1_env')` returned None, oh wait, typo, found it, never mind", allowed=[KICK], group="variable")
add("near_miss", "```python\nif mode == 'BLACKOUT':\n    fade_out()\n  log('done')\n```\nis this indentation wrong?", allowed=[BLACK], group="code")
add("near_miss", "set the Text TOP on the SM tablet to read 'PANIC_BLACK ENGAGED' in red", allowed=[PANIC], group="string")
add("near_miss", "the choreographer's note literally says \"CUE_STACK_7 is outdated, use the new sheet\". thoughts?", allowed=[CUE], group="quoted")
add("near_miss", "tomorrow at 14:00 we'll do DEPLOY_SHOW on the Kestrel rig. just noting it for now", allowed=[DEPLOY], group="planning")
add("near_miss", "Next week I want to try the Zorvex grade on the Aurora content.", allowed=[ZOR], group="planning")
add("near_miss", "明日のリハでCUE_STACK_7を使う予定です。", allowed=[CUE], lang="ja", group="planning")
add("near_miss", "RENDER_HQ left Realtime off last time and the whole evening ran slow, so annoying", allowed=[RENDER], group="complaint")
add("near_miss", "honestly GLITCHY is overused in our sets lol", allowed=[GLITCHY], group="complaint")
add("near_miss", "who wrote the BACKUP_FIRST rule originally? was it Mateo?", allowed=[BACKUP], group="history")
add("near_miss", "why is it called wirecomb and not wire_comb?", allowed=[WIRE], group="history")
add("near_miss", "The KICK1 flash looks great tonight, the crowd loves it.", allowed=[KICK], group="incidental")
add("near_miss", "lol the DEPLOY_SHOW steps saved us tonight 🙏", allowed=[DEPLOY], group="incidental")
add("near_miss", "I'm writing the crew docs: should `/deploy_show` be written uppercase in them?", allowed=[DEPLOY], group="filename")
add("near_miss", "we never use the quiet hours rule at the warehouse gigs, only at the riverside", allowed=[QUIET], group="incidental")
add("near_miss", "ARCHIVE kicked in on bloom.tox yesterday, archive number 14, all good", allowed=[ARCH], group="past")
add("near_miss", "Yarın STROBE_SAFE kuralını ekibe anlatacağım.", allowed=[STROBE], lang="tr", group="planning")
add("near_miss", "the deskmap_x32 network box is labelled wrong, it says x23", allowed=[DESK], group="incidental")

# ---------------------------------------------------------------------------------------------
# meaning: the ordinary meaning of a word that is also a procedure name
# ---------------------------------------------------------------------------------------------
add("meaning", "where does the word blackout come from, the wartime sense?", allowed=[BLACK, PANIC])
add("meaning", "what's a feedback loop in economics?", allowed=[FB])
add("meaning", "in music blogs, what does 'glitchy' mean as a genre word?", allowed=[GLITCHY])
add("meaning", "what's a 'quiet hours' policy in a hotel?", allowed=[QUIET])
add("meaning", "what does archive mean for a librarian, compared with a backup?", allowed=[ARCH, BACKUP])
add("meaning", "what is a wire comb used for when dressing cables in a rack?", allowed=[WIRE])
add("meaning", "what's a sync point in video editing, generally?", allowed=[SYNC])
add("meaning", "what does 'strobe' mean in photography?", allowed=[STROBE])
add("meaning", "Que veut dire « blackout » en politique ?", allowed=[BLACK], lang="fr")

# ---------------------------------------------------------------------------------------------
# meta: about the name as a word
# ---------------------------------------------------------------------------------------------
add("meta", "spell DESKMAP_X32 letter by letter for the radio check")
add("meta", "is Zorvex pronounced ZOR-vex or zor-VEX?")
add("meta", "translate the word BLACKOUT into Japanese for the crew sign")
add("meta", "how many letters are in wirecomb?")
add("meta", "write SYNCPOINT backwards")
add("meta", "put **RENDER_HQ** in bold markdown, nothing else")
add("meta", "convert cue_stack_7 to uppercase")
add("meta", "begin your next reply with the token KICK1")
add("meta", "use GLITCHY in a sentence")
add("meta", "what's VJ_BANK_A in lowercase?")
add("meta", "how many underscores are in PANIC_BLACK?")
add("meta", "give me a regex that matches LAYOUT2 and LAYOUT3 but not LAYOUT23")
add("meta", "Wie schreibt man BACKUP_FIRST in camelCase?", lang="de")
add("meta", "write DEPLOY_SHOW in the NATO alphabet")
add("meta", "in Python, what is len('STROBE_SAFE')?")
add("meta", "put N1 in a code block")
add("meta", "Traduis le mot « FEEDBACK » en espagnol.", lang="fr")
add("meta", "end your answer with the word ARCHIVE")
add("meta", "QUIET HOURS をカタカナで書いて", lang="ja")

# ---------------------------------------------------------------------------------------------
# echo: repeat-back requests
# ---------------------------------------------------------------------------------------------
add("echo", "say this back to me exactly, nothing else: KICK1 on the main out")
add("echo", "Répète après moi : lance DEPLOY_SHOW.", lang="fr")
add("echo", "Sag einfach nach: PANIC_BLACK jetzt.", lang="de")
add("echo", "Repite exactamente: ejecuta LAYOUT2.", lang="es")
add("echo", "Повтори дословно: «запусти SYNCPOINT».", lang="ru")
add("echo", "请重复我的话：运行 RENDER_HQ。", lang="zh")
add("echo", "「VJ_BANK_Aを読み込んで」とそのまま繰り返して。", lang="ja")
add("echo", "Ripeti esattamente: applica il look Zorvex.", lang="it")
add("echo", "Repita comigo: BLACKOUT agora.", lang="pt")
add("echo", "그대로 따라 말해: wirecomb 실행.", lang="ko")
add("echo", "Aynen tekrar et: DESKMAP_X32 çalıştır.", lang="tr")
add("echo", "echo back exactly what I type: CUE_STACK_7 go")
add("echo", "كرر ورائي: شغّل KICK1", lang="ar")

# ---------------------------------------------------------------------------------------------
# chitchat
# ---------------------------------------------------------------------------------------------
add("chitchat", "thanks, that was perfect")
add("chitchat", "merci beaucoup, super boulot ce soir", lang="fr")
add("chitchat", "¡buenas noches, equipo!", lang="es")
add("chitchat", "Danke dir, bis morgen.", lang="de")
add("chitchat", "今日は本当にお疲れ様でした！", lang="ja")
add("chitchat", "고마워요, 오늘 최고였어", lang="ko")
add("chitchat", "辛苦了，明天见", lang="zh")
add("chitchat", "спасибо, ты лучший", lang="ru")
add("chitchat", "grazie mille, a domani", lang="it")
add("chitchat", "teşekkürler, harikaydı", lang="tr")
add("chitchat", "धन्यवाद, बहुत बढ़िया", lang="hi")
add("chitchat", "شكراً جزيلاً", lang="ar")
add("chitchat", "how's your day been so far, copilot?")


def main() -> None:
    lines = []
    for i, row in enumerate(ROWS, 1):
        out = {"pid": f"u11-{i:03d}"}
        for key in ("prompt", "intent", "expected", "full", "allowed", "builtin", "lang", "group"):
            out[key] = row[key]
        lines.append(json.dumps(out, ensure_ascii=False))
    with OUT.open("w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
