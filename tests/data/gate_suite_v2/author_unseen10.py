"""Hand-written source of prompts_unseen10.jsonl: the tenth blind suite of the v2 admission gate.

Written by an independent evaluator (helper "gateeval10") who read only the suite README's label
schema, corpus.jsonl, the data-consistency test and the built-in knowledge files; never the gate
code, its tests, the benches, or any other prompt file or author script. Each label sits next to
its prompt and says what a careful human operator would do with the message.

Personas (they live here only):
  FEST   lighting-and-video operator at a music festival, typing on a phone between acts
  TWITCH generative-art streamer talking to the copilot while live
  MUSEUM museum AV integrator writing careful long messages
  MIX    non-native English speaker mixing their language with English
  VOICE  voice dictation in a noisy venue (spoken names, no punctuation, misheard words)

Run it to rewrite prompts_unseen10.jsonl byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen10.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


def inv(prompt, *ids, allowed=(), lang="en", group="", builtin=False):
    add("invoke", prompt, ids, allowed, lang, group, builtin)


# ---------------------------------------------------------------- invoke: KICK1
inv("kick1 pls quick, dj is on in 2", "ins_kick1", group="terse")  # FEST
inv("kick one please build the kick one chain on the main output", "ins_kick1", group="voice")  # VOICE
inv("Good afternoon. For this evening's opening reception soundcheck, please carry out the KICK1 procedure "
    "on /project1/out1; the chain should sit to the left of the output as usual. Thank you.", "ins_kick1",
    allowed=["ins_strobe_safe"], group="polite")  # MUSEUM
inv("```\nWARNING: /project1/out1/level_kick: Invalid path 'kick1_env'\n```\nprobably lost it in the cleanup "
    "earlier. just rebuild it, KICK1 again from scratch", "ins_kick1", group="log_paste")

# ---------------------------------------------------------------- invoke: LAYOUT2
inv("/layout2", "ins_layout2", group="slash_command")
inv("this network is a crime scene lol. LAYOUT2 it", "ins_layout2", group="name_as_verb")  # TWITCH
inv("Zrób LAYOUT2 na tej sieci, proszę, bo nic nie widzę", "ins_layout2", lang="pl", group="non_en")  # MIX
inv("can u do LAYUOT2 on /project1/fx real quick", "ins_layout2", group="typo")  # FEST
inv("Before I hand the file over to the museum's in-house team, could you run MACRO LAYOUT2 on "
    "/project1/content so every chain reads left to right in tidy columns?", "ins_layout2",
    group="title_words")  # MUSEUM

# ---------------------------------------------------------------- invoke: STROBE_SAFE (a rule, applied on request)
inv("apply STROBE_SAFE to every flash in this project before doors", "ins_strobe_safe", group="rule")
inv("LD wants the strobe faster on the drop. run it through STROBE_SAFE first and clamp whatever needs clamping",
    "ins_strobe_safe", allowed=["rcp_strobe_flash"], group="rule")  # FEST
inv("aplica o STROBE_SAFE no blink do logo, tá piscando rápido demais", "ins_strobe_safe", lang="pt",
    group="non_en")  # MIX
inv("strobe safe check on the lfo strobe now please clamp it", "ins_strobe_safe", group="voice")  # VOICE
inv("תפעיל STROBE_SAFE על כל הפלאשים לפני שהקהל נכנס", "ins_strobe_safe", lang="he", group="non_en")  # MIX

# ---------------------------------------------------------------- invoke: BACKUP_FIRST
inv("BACKUP_FIRST, then nuke noise1 through noise4", "ins_backup_first", group="rule")
inv("làm BACKUP_FIRST rồi xóa hết mấy operator không dùng trong /project1/old nhé", "ins_backup_first",
    lang="vi", group="non_en")  # MIX
inv("We need to remove the legacy kiosk container today. Please follow BACKUP_FIRST before you delete anything "
    "inside /project1/kiosk_old, and let me know where the .tox ends up.", "ins_backup_first",
    group="polite")  # MUSEUM
inv("- [ ] BACKUP_FIRST on /project1/fx\n- [ ] then delete the three unused blur TOPs\ngo", "ins_backup_first",
    group="markdown")
inv("backup_first on the stage comp before you clear it out", "ins_backup_first", group="lowercase")

# ---------------------------------------------------------------- invoke: DEPLOY_SHOW
inv("doors in 10. DEPLOY_SHOW", "ins_deploy_show", group="terse")  # FEST
inv("DEPLOY_SHOW now pls", "ins_deploy_show", allowed=["td_show_deploy_checklist"], group="builtin",
    builtin=True)
inv("ช่วยรัน DEPLOY_SHOW ให้หน่อยครับ ใกล้เปิดงานแล้ว", "ins_deploy_show", lang="th", group="non_en")  # MIX
inv("deploy underscore show go go", "ins_deploy_show", group="voice")  # VOICE
inv("> Shall I run DEPLOY_SHOW now?\nyes pls", "ins_deploy_show", group="consent")

# ---------------------------------------------------------------- invoke: VJ_BANK_A
inv("VJ_BANK_A", "ins_vj_bank_a", group="bare")
inv("load vj bank a into the decks", "ins_vj_bank_a", group="spaces")
inv("carga VJ_BANK_A en los decks, porfa, que ya empieza el set", "ins_vj_bank_a", lang="es",
    group="non_en")  # MIX
inv("vj_bnak_a quick the DJ switched early", "ins_vj_bank_a", group="typo")  # FEST
inv("🎬 VJ_BANK_A 🎬 go go go", "ins_vj_bank_a", group="emoji")  # TWITCH
inv("Traceback (most recent call last):\n  File \"/project1/decks/load_script\", line 4, in <module>\n"
    "AttributeError: 'NoneType' object has no attribute 'par'\nthat's my old loader script. forget it, "
    "just do VJ_BANK_A the proper way", "ins_vj_bank_a", allowed=["ref_op_paths"], group="log_paste")

# ---------------------------------------------------------------- invoke: PANIC_BLACK
inv("PANIC_BLACK!!! NOW", "ins_panic_black", group="bare")  # FEST
inv("panic panic someone climbed the truss", "ins_panic_black", group="terse")  # FEST
inv("panic black panic black now", "ins_panic_black", group="voice")  # VOICE
inv("PANIC_BLACK tout de suite, il y a un souci sur scène", "ins_panic_black", lang="fr", group="non_en")
inv("/panic_black now", "ins_panic_black", group="slash_command")

# ---------------------------------------------------------------- invoke: GLITCHY (declared name, a dictionary word)
inv("glitchy on the selected top", "ins_glitchy", group="lowercase")
inv("ayy chat voted for chaos, run GLITCHY on the webcam TOP", "ins_glitchy", group="live_chat")  # TWITCH
inv("on the selected TOP (the logo comp) please GLITCHY, then tell me where the amount param ended up",
    "ins_glitchy", group="mid_message")
inv("選択中のTOPにGLITCHYをかけて", "ins_glitchy", lang="ja", group="non_en")

# ---------------------------------------------------------------- invoke: DESKMAP_X32
inv("DESKMAP_X32 pls, desk is on the network", "ins_deskmap_x32", group="terse")  # FEST
inv("bora fazer o DESKMAP_X32, a mesa já tá ligada", "ins_deskmap_x32", lang="pt", group="non_en")  # MIX
inv("desk map x thirty two please map the desk", "ins_deskmap_x32", group="voice")  # VOICE
inv("The X32 for the auditorium has arrived and is patched into the AV network. Could you execute "
    "DESKMAP_X32 now so faders 1-8 drive the layers?", "ins_deskmap_x32", group="polite")  # MUSEUM

# ---------------------------------------------------------------- invoke: RENDER_HQ
inv("gonna grab a clean file for youtube — RENDER_HQ time chat", "ins_render_hq", group="live_chat")  # TWITCH
inv("chạy RENDER_HQ giúp mình, client cần file sạch tối nay", "ins_render_hq", lang="vi", group="non_en")
inv("would you mind doing a RENDER_HQ of the current comp? no rush at all", "ins_render_hq",
    group="polite")
inv("rendr_hq now plz", "ins_render_hq", group="typo")

# ---------------------------------------------------------------- invoke: N1 (a rule, applied on request)
inv("apply N1 to what you just built", "ins_naming_n1", group="rule")
inv("build me a noise -> level -> null chain for the background, N1 naming please", "ins_naming_n1",
    allowed=["ref_noise_top"], group="rule")
inv("rename the defaults per naming rule N1", "ins_naming_n1", group="title_words")
inv("benenn die neuen Operatoren bitte nach N1 um", "ins_naming_n1", lang="de", group="non_en")
inv("yeni operatörlere N1 kuralını uygula lütfen", "ins_naming_n1", lang="tr", group="non_en")

# ---------------------------------------------------------------- invoke: FEEDBACK (common-word title, no name)
inv("FEEDBACK my way on the club set pls", "ins_feedback_pref", allowed=["ref_feedback_top"],
    group="common_word")
inv("trails for the club set, my usual FEEDBACK settings", "ins_feedback_pref", allowed=["ref_feedback_top"],
    group="common_word")
inv("ok chat, club trails incoming — build my FEEDBACK loop", "ins_feedback_pref",
    allowed=["ref_feedback_top"], group="live_chat")  # TWITCH
inv("monta o FEEDBACK do jeito que eu gosto pro set do clube", "ins_feedback_pref", lang="pt",
    group="non_en")  # MIX

# ---------------------------------------------------------------- invoke: BLACKOUT (declared name)
inv("last track fading, BLACKOUT", "ins_blackout", allowed=["ins_panic_black"], group="terse")  # FEST
inv("end of set — run the BLACKOUT procedure", "ins_blackout", allowed=["ins_panic_black"],
    group="title_words")
inv("koniec seta, BLACKOUT proszę", "ins_blackout", allowed=["ins_panic_black"], lang="pl", group="non_en")
inv("จบเซ็ตแล้ว ทำ BLACKOUT ได้เลย", "ins_blackout", allowed=["ins_panic_black"], lang="th", group="non_en")
inv("that's the set thanks everyone do the end of set blackout", "ins_blackout", allowed=["ins_panic_black"],
    group="voice")  # VOICE

# ---------------------------------------------------------------- invoke: wirecomb (declared lowercase name)
inv("wirecomb this mess pls 🍝", "ins_wirecomb", group="name_as_verb")  # TWITCH
inv("The client's technician will maintain this patch after handover, so please run wirecomb on "
    "/project1/sensors to make the wiring legible.", "ins_wirecomb", group="polite")  # MUSEUM
inv("תעשה wirecomb לרשת הזאת, אי אפשר לקרוא כלום", "ins_wirecomb", lang="he", group="non_en")
inv("Wirecomb /project1/fx and list the nulls you add", "ins_wirecomb", group="name_first")

# ---------------------------------------------------------------- invoke: CUE_STACK_7
inv("CUE_STACK_7 for Tidewater", "ins_cue_stack7", group="terse")
inv("build CUE_STACK_7 pls, Mateo's sheet is in", "ins_cue_stack7", group="imperative")
inv("cue stack seven build it", "ins_cue_stack7", group="voice")  # VOICE
inv("lance CUE_STACK_7, la répétition technique commence", "ins_cue_stack7", lang="fr", group="non_en")
inv("cue_stak_7 now, tech starts at 2", "ins_cue_stack7", group="typo")

# ---------------------------------------------------------------- invoke: SYNCPOINT (declared name)
inv("sync point with the console please", "ins_syncpoint", group="spaces")
inv("SYNCPOINT 실행해줘, 콘솔 켜졌어", "ins_syncpoint", lang="ko", group="non_en")
inv("Priya confirms the grandMA3 is up and on the network. Please perform the SYNCPOINT handshake now and "
    "report the median round trip.", "ins_syncpoint", group="polite")  # MUSEUM
inv("go ahead and syncpoint", "ins_syncpoint", group="name_as_verb")

# ---------------------------------------------------------------- invoke: ARCHIVE (common-word title, a rule)
inv("ARCHIVE rule on bloom.tox, then raise its threshold to 0.6", "ins_archive_rule", group="rule")
inv("follow ARCHIVE and rebuild the inside of the external lens.tox", "ins_archive_rule", group="rule")
inv("applica la regola ARCHIVE prima di modificare il tox esterno bloom", "ins_archive_rule", lang="it",
    group="non_en")
inv("keep a numbered copy of the tox before you edit it, the ARCHIVE way, then set grain size to 2",
    "ins_archive_rule", group="title_words")
inv("ARCHIVE-Regel bitte, dann den Blur im externen grain.tox auf 4", "ins_archive_rule", lang="de",
    group="non_en")

# ---------------------------------------------------------------- invoke: Zorvex (invented title word)
inv("zorvex it pls, looks flat", "ins_zorvex_grade", group="name_as_verb")
inv("chat says it looks too clean, slap the zorvex look on it", "ins_zorvex_grade", group="live_chat")
inv("cho mình cái Zorvex look lên output cuối nhé", "ins_zorvex_grade", lang="vi", group="non_en")
inv("zorevx grade on out pls", "ins_zorvex_grade", group="typo")

# ---------------------------------------------------------------- invoke: Quiet hours (title words, a rule)
inv("it's 22:15 at the riverside, apply the quiet hours rule now", "ins_quiet_hours", group="rule")
inv("Wir sind am Riverside und es ist nach zehn: bitte die Quiet-Hours-Regel anwenden", "ins_quiet_hours",
    lang="de", group="non_en")
inv("neighbours complaining already. quiet hours, now", "ins_quiet_hours", group="terse")  # FEST
inv("zastosuj quiet hours, jest po 22 nad rzeką", "ins_quiet_hours", lang="pl", group="non_en")

# ---------------------------------------------------------------- invoke: more shapes (consent, correction,
# conditional, slash commands, markdown, trailing name)
inv("you suggested the GLITCHY chain on the webcam earlier — yep, go ahead", "ins_glitchy", group="consent")
inv("sounds good, run wirecomb like you said", "ins_wirecomb", group="consent")
inv("run LAYOUT2 — no wait, wirecomb, I don't want anything moved into columns", "ins_wirecomb",
    allowed=["ins_layout2"], group="correction")
inv("BLACKOUT— sorry, I mean PANIC_BLACK, there's smoke near the stage", "ins_panic_black",
    allowed=["ins_blackout"], group="correction")  # FEST
inv("the desk answers pings now, so as planned: DESKMAP_X32", "ins_deskmap_x32", group="conditional")
inv("if the clock says past 22:00 — it does — quiet hours for riverside", "ins_quiet_hours",
    group="conditional")
inv("/zorvex", "ins_zorvex_grade", group="slash_command")
inv("/wirecomb /project1/ui", "ins_wirecomb", group="slash_command")
inv("## tonight\n**RENDER_HQ** of the loop comp, then send me the path", "ins_render_hq", group="markdown")
inv("everything's patched, now's the moment, SYNCPOINT", "ins_syncpoint", group="trailing")
inv("one more favour before I leave for the airport: the trails for the club set need rebuilding, "
    "FEEDBACK please", "ins_feedback_pref", group="trailing")
inv("hi! sorry to bother, could you maybe KICK1 the main output if that's ok? 🙏", "ins_kick1",
    group="polite")  # TWITCH
inv("CUE_STACK_7 naar Tidewater bouwen graag, de techrepetitie begint zo", "ins_cue_stack7", lang="nl",
    group="non_en")
inv("请执行 RENDER_HQ，客户要高清文件", "ins_render_hq", lang="zh", group="non_en")

# ---------------------------------------------------------------- invoke: several procedures in one message
inv("KICK1 then GLITCHY on out1", "ins_kick1", "ins_glitchy", allowed=["ins_strobe_safe"], group="multi")
inv("DESKMAP_X32 + SYNCPOINT, then DEPLOY_SHOW. doors at 8", "ins_deskmap_x32", "ins_syncpoint",
    "ins_deploy_show", group="multi")  # FEST
inv("wirecomb and then LAYOUT2 on /project1/fx", "ins_wirecomb", "ins_layout2", group="multi")
inv("load VJ_BANK_A and put the Zorvex grade on the output", "ins_vj_bank_a", "ins_zorvex_grade",
    group="multi")
inv("BACKUP_FIRST, clear /project1/old, then run N1 over whatever's left", "ins_backup_first",
    "ins_naming_n1", group="multi")
inv("1. CUE_STACK_7\n2. SYNCPOINT\n3. DEPLOY_SHOW\nin that order please", "ins_cue_stack7", "ins_syncpoint",
    "ins_deploy_show", group="multi")
inv("club set starts now: FEEDBACK trails my way and KICK1 underneath", "ins_feedback_pref", "ins_kick1",
    allowed=["ins_strobe_safe"], group="multi")
inv("Bitte erst STROBE_SAFE prüfen, dann KICK1 bauen", "ins_strobe_safe", "ins_kick1", lang="de",
    group="multi")
inv("faz o KICK1 e o GLITCHY, depois LAYOUT2 pra arrumar", "ins_kick1", "ins_glitchy", "ins_layout2",
    lang="pt", group="multi")
inv("we're over time at riverside: quiet hours + BLACKOUT", "ins_quiet_hours", "ins_blackout",
    allowed=["ins_panic_black"], group="multi")
inv("the grade lives in grade_zorvex.tox (external). ARCHIVE it, then re-apply the Zorvex grade fresh",
    "ins_archive_rule", "ins_zorvex_grade", group="multi")
inv("GLITCHY yes, KICK1 no — the DJ hates the pumping", "ins_glitchy", allowed=["ins_kick1"],
    group="mixed_negation")
inv("do RENDER_HQ but leave DEPLOY_SHOW alone, we're not live today", "ins_render_hq",
    allowed=["ins_deploy_show"], group="mixed_negation")
inv("không cần SYNCPOINT đâu, chỉ DESKMAP_X32 thôi", "ins_deskmap_x32", allowed=["ins_syncpoint"], lang="vi",
    group="mixed_negation")

# ---------------------------------------------------------------- ask_content: what a procedure says
add("ask_content", "which port does DESKMAP_X32 put the OSC In on?", ["ins_deskmap_x32"])
add("ask_content", "KICK1 — what's the trigger threshold in it again?", ["ins_kick1"])
add("ask_content", "which codec and resolution does RENDER_HQ record at", ["ins_render_hq"])
add("ask_content", "BLACKOUT fade length — how many seconds, and what ramps it?", ["ins_blackout"])
add("ask_content", "remind me which IP SYNCPOINT pings", ["ins_syncpoint"])
add("ask_content", "where does VJ_BANK_A read the clips from", ["ins_vj_bank_a"])
add("ask_content", "what does the Zorvex grade do to the greens exactly?", ["ins_zorvex_grade"])
add("ask_content", "what's the dB ceiling in the riverside quiet hours rule?", ["ins_quiet_hours"])
add("ask_content", "how does BACKUP_FIRST want the backup file named?", ["ins_backup_first"])
add("ask_content", "per N1, what should nulls that get referenced end in?", ["ins_naming_n1"])
add("ask_content", "step 3 of DEPLOY_SHOW — which monitor does the perform window go on?", ["ins_deploy_show"])
add("ask_content", "CUE_STACK_7: which csv does it read and how many cues are in it?", ["ins_cue_stack7"])
add("ask_content", "how many units apart are the rows in LAYOUT2?", ["ins_layout2"])
add("ask_content", "what opacity does my FEEDBACK trail loop use, and what's the comp called?",
    ["ins_feedback_pref"], allowed=["ref_feedback_top"])
add("ask_content", "STROBE_SAFE max rate? the LD is asking", ["ins_strobe_safe"])
add("ask_content", "Wie stelle ich laut PANIC_BLACK danach alles wieder her?", ["ins_panic_black"], lang="de")
add("ask_content", "o wirecomb apaga alguma coisa ou só move os nodes?", ["ins_wirecomb"], lang="pt")
add("ask_content", "what does the ARCHIVE rule say to do if the archive folder is missing?",
    ["ins_archive_rule"])
add("ask_content", "GLITCHY: what's the displace weight and what's the custom par called?", ["ins_glitchy"])
add("ask_content", "DESKMAP_X32は何秒ごとに/xremoteを送るの？", ["ins_deskmap_x32"], lang="ja")
add("ask_content", "what does SYNCPOINT do when the console doesn't reply in time?", ["ins_syncpoint"])

# ---------------------------------------------------------------- bears: a stored rule applies, unnamed
add("bears", "delete noise1, it's not used anywhere", ["ins_backup_first"], group="delete")
add("bears", "clear out everything in /project1/scratch_fx, it's all junk", ["ins_backup_first"], group="delete")
add("bears", "pode apagar os operadores que não estão sendo usados nesse comp", ["ins_backup_first"], lang="pt",
    group="delete")  # MIX
add("bears", "make the white flash go 12 Hz on the drop", ["ins_strobe_safe"], allowed=["rcp_strobe_flash"],
    group="strobe")  # FEST
add("bears", "beat-sync the logo blink to 16th notes, we're at 174 bpm", ["ins_strobe_safe"],
    allowed=["rcp_strobe_flash"], group="strobe")
add("bears", "it's 23:00 here at the riverside gig, crank the master up 6 dB", ["ins_quiet_hours"],
    group="venue_late")
add("bears", "push the sub bass louder please, riverside, half eleven", ["ins_quiet_hours"], group="venue_late")
add("bears", "bump the threshold param inside bloom.tox (it's saved externally) to 0.7", ["ins_archive_rule"],
    group="external_tox")
add("bears", "rebuild the inside of the external particles.tox, the old network is a mess",
    ["ins_archive_rule"], group="external_tox")
add("bears", "quick, drop a noise TOP and a level TOP in for the backdrop", ["ins_naming_n1"],
    allowed=["ref_noise_top"], group="create")
add("bears", "duplicate the deck comp four times for the new screens", ["ins_naming_n1"], group="create")
add("bears", "someone fell off the stage, kill all outputs NOW", ["ins_panic_black"], allowed=["ins_blackout"],
    group="emergency")  # FEST
add("bears", "last song done, take everything down for the night, fade and mute like always", ["ins_blackout"],
    allowed=["ins_panic_black"], group="end_set")
add("bears", "prep the project for tonight's show please", ["ins_deploy_show"], group="prepare")
add("bears", "I need a high-quality offline render of the loop for the client", ["ins_render_hq"],
    allowed=["ref_movie_file_out"], group="render")
add("bears", "wyczyść całą sieć /project1/test, nie jest już potrzebna", ["ins_backup_first"], lang="pl",
    group="delete")
add("bears", "the strobe should hit 8 flashes a second on the breakdown", ["ins_strobe_safe"],
    allowed=["rcp_strobe_flash"], group="strobe")

# ---------------------------------------------------------------- paraphrase: the procedure's job, none of its words
add("paraphrase", "make the picture punch brighter on every bass drum hit", ["ins_kick1"],
    allowed=["ref_audio_analysis"])
add("paraphrase", "line my operators up, sources on the far left, nulls at the end, one row per signal path",
    ["ins_layout2"])
add("paraphrase", "put the first batch of videos into the eight players on the left side and crossfade to them",
    ["ins_vj_bank_a"])
add("paraphrase", "give this image a broken-digital-signal look with displacement and an rgb split",
    ["ins_glitchy"], allowed=["rcp_webcam_glitch"])
add("paraphrase", "get the Behringer console's channel sliders driving my layer alphas", ["ins_deskmap_x32"],
    allowed=["ref_osc_in_chop"])
add("paraphrase", "export a pristine 60 fps HAP Q file of the first minute, not in realtime", ["ins_render_hq"],
    allowed=["ref_movie_file_out"])
add("paraphrase", "give me that smeary echo effect, the way I like it, for the Saturday dance-floor gig",
    ["ins_feedback_pref"], allowed=["ref_feedback_top"])
add("paraphrase", "we're done for the night: fade everything down, dim the lights and mute the sound",
    ["ins_blackout"], allowed=["ins_panic_black"])
add("paraphrase", "my patch is a bowl of spaghetti, make every connection readable but don't change any values",
    ["ins_wirecomb"])
add("paraphrase", "make the twelve-row timing table for Tidewater from the choreographer's csv",
    ["ins_cue_stack7"], allowed=["fact_dance_piece", "ref_timer_chop"])
add("paraphrase", "lock our timing to the grandMA before doors, measure the round trip", ["ins_syncpoint"],
    allowed=["fact_lx_console"])
add("paraphrase", "put our studio's signature LUT-and-grain finish on the final composite", ["ins_zorvex_grade"])
add("paraphrase", "get everything ready for tonight: save a new version, check for errors, go fullscreen on "
    "monitor 2", ["ins_deploy_show"], allowed=["td_show_deploy_checklist"], builtin=True)
add("paraphrase", "from now on, anything you create should be called like bg_noise, not noise1", ["ins_naming_n1"])
add("paraphrase", "bring the image to zero and the lighting master to zero right this second, no questions",
    ["ins_panic_black"], allowed=["ins_blackout"])
add("paraphrase", "trava o tempo com o grandMA antes do público entrar", ["ins_syncpoint"],
    allowed=["fact_lx_console"], lang="pt")
add("paraphrase", "faders of the Behringer into chop channels, smoothed, ending in a named null",
    ["ins_deskmap_x32"], allowed=["ref_osc_in_chop", "ref_null_exports"])

# ---------------------------------------------------------------- question / task: facts and references
add("question", "lumen hall — total output raster in pixels, all three projectors?", ["fact_lumen_hall_raster"])
add("question", "which port does stagepad send to, and which one does it listen on?", ["fact_stagepad_ports"])
add("question", "nebula fps? exporting content for it right now", ["fact_nebula_fps"])
add("question", "how many GB of video memory on the RIG-B card? planning 8k textures", ["fact_rig_b"])
add("question", "aurora launch: am I allowed to put the logo on the orange?", ["fact_aurora_palette"])
add("question", "moving head 4, what's its DMX start address?", ["fact_dmx_heads"])
add("question", "what IP is the grandMA on and who do I ask before patching stuff?", ["fact_lx_console"])
add("question", "where do scratch renders go on the gallery PC", ["fact_media_drive"])
add("question", "RIG-B audio buffer, was it 256 or 512?", ["fact_audio_buffer"])
add("question", "show crashed during the interval. where's the error log?", ["fact_show_log"])
add("question", "when's the Tidewater tech rehearsal?", ["fact_dance_piece"])
add("question", "what's the perform window called on the gallery PC and where does it live?", ["fact_win_main"])
add("question", "which input does the DJ feed come in on in the studio?", ["fact_studio_audio"])
add("question", "my GLSL uniform stays at 0 no matter what i type on the vectors page", ["ref_glsl_uniforms"])
add("question", "feedback trails never fade all the way to black, there's always a ghost", ["ref_pixel_formats"],
    allowed=["ref_feedback_top", "ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
add("question", "how do I use feedback to make a tunnel that zooms into the middle?", ["rcp_feedback_tunnel"],
    allowed=["ref_feedback_top", "ins_feedback_pref"], group="common_word")
add("question", "render TOP is black. camera and light are there, geo too", ["ref_render_pipeline"])
add("question", "HAP or H.264 for eight 4k clips playing at once?", ["ref_hap_codecs"])
add("task", "map my 300-pixel LED strip from the final null", ["rcp_led_strip"])
add("task", "need a lower third for the speaker names at the panel talk", ["rcp_lower_third"])
add("question", "clips stutter on their first frames every time they start", ["web_moviein_preload"])
add("question", "how do I get the kinect azure point cloud into instancing?", ["ref_kinect_azure"],
    allowed=["ref_instancing"])
add("question", "timer chop: which callback fires when a segment starts?", ["ref_timer_chop"])
add("question", "NDI preview to the FOH laptop is choppy at 4k, any tips?", ["ref_ndi"])
add("question", "noise TOP jumps when i animate it, how do i make it drift smoothly", ["ref_noise_top"])
add("task", "spectrum bars from the mic input, 32ish bars", ["rcp_spectrum_bars"])
add("question", "how many POP particles can my laptop GPU take, roughly?", ["rcp_pop_particles"])
add("question", "op('kick1_env') returns None inside my script, why?", ["ref_op_paths"], allowed=["ins_kick1"],
    group="incidental")
add("task", "build me a strobe with an LFO for the chorus", ["rcp_strobe_flash", "ins_strobe_safe"])
add("question", "why do my CHOP channels come out with different lengths after a merge?", ["ref_time_slicing"])
add("question", "is there a glitch recipe that uses the webcam?", ["rcp_webcam_glitch"], allowed=["ins_glitchy"],
    group="common_word")
add("question", "how do I record a perfect file with no dropped frames?", ["ref_movie_file_out"],
    allowed=["ins_render_hq"])
add("task", "set the output window up for the Lumen Hall raster", ["fact_lumen_hall_raster"],
    allowed=["ref_perform_window"])
add("task", "patch the six moving heads' dimmers into a DMX out", ["fact_dmx_heads"])
add("task", "use the aurora navy as the background constant", ["fact_aurora_palette"])
add("question", "Qual é o endereço do tablet stagepad na rede do show?", ["fact_stagepad_ports"], lang="pt")
add("question", "Jaka jest rozdzielczość okna wyjściowego w Lumen Hall?", ["fact_lumen_hall_raster"], lang="pl")

# question / task with the built-in knowledge indexed (builtin_only and builtin_compete)
add("question", "DAT Execute vs Execute DAT, which one fires when the project starts?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "how do I keep a python list of cue names on a component so it survives saving?",
    ["td_storage"], group="builtin_only", builtin=True)
add("question", "where do I put the code for a custom pulse button so it runs when pressed?",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters"], group="builtin_only", builtin=True)
add("task", "make me a little slider panel with three faders for the operator", ["td_panel_ui_components"],
    group="builtin_only", builtin=True)
add("question", "what's the shortcut to open the textport?", ["td_textport"], group="builtin_only", builtin=True)
add("question", "bypass flag vs lock flag, what's the difference?", ["td_operator_flags"], group="builtin_only",
    builtin=True)
add("question", "how do I get an image out of one component into another without wires across?",
    ["td_select_in_out"], group="builtin_only", builtin=True)
add("question", "how do I make media paths relative so the project opens on RIG-A too?",
    ["td_paths_and_variables"], allowed=["fact_rig_b"], group="builtin_compete", builtin=True)
add("question", "TCP DAT or UDP DAT for show-control messages that must not get lost?",
    ["td_network_protocols_dats"], group="builtin_only", builtin=True)
add("question", "phong or PBR MAT for a shiny product shot?", ["td_mat_family"], group="builtin_only",
    builtin=True)
add("question", "why does my op stop cooking when I close its viewer?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("question", "how do I promote a method on an extension, and what's our team's naming for them?",
    ["td_extensions", "fact_ext_conventions"], group="builtin_compete", builtin=True)
add("question", "bind vs export vs expression on a parameter — when do I use which?", ["td_parameter_modes"],
    allowed=["td_chop_exports_references"], group="builtin_only", builtin=True)
add("question", "how do I fire a python function when a button channel goes from 0 to 1?",
    ["td_chop_execute_dat"], group="builtin_only", builtin=True)
add("question", "how do I get a TOP's pixels into a CHOP?", ["td_family_conversions"], group="builtin_only",
    builtin=True)
add("question", "how can I tell if I'm GPU bound or CPU bound?", ["td_bottlenecks_optimization"],
    allowed=["td_performance_monitor", "ref_perf_monitor"], group="builtin_only", builtin=True)
add("question", "red badge on my movie file in, how do I read what it says?", ["td_error_warning_flags"],
    group="builtin_only", builtin=True)
add("question", "what does turning the Realtime flag off actually do to the timeline?", ["td_timeline_realtime"],
    allowed=["ref_movie_file_out"], group="builtin_only", builtin=True)
add("task", "write a python snippet that creates a noise TOP and wires it into a null", [
    "td_python_network_scripting"], allowed=["ins_naming_n1"], group="builtin_only", builtin=True)
add("question", "SOPs or POPs for a million points in 2025?", ["td_pop_family"],
    allowed=["td_sop_family", "ref_pop_generators"], group="builtin_only", builtin=True)
add("question", "how do external .tox files work with git?", ["td_tox_components_palette"],
    allowed=["ins_archive_rule"], group="builtin_only", builtin=True)
add("question", "output is black and nothing updates. walk me through it step by step",
    ["td_troubleshooting_checklist"], allowed=["ref_render_pipeline"], group="builtin_only", builtin=True)
add("question", "before the gallery opens for good, what belongs on a proper handover checklist?",
    ["td_show_deploy_checklist"], allowed=["ins_deploy_show"], group="builtin_compete", builtin=True)
add("question", "what fps does the Nebula install run at, and where do I set it?", ["fact_nebula_fps"],
    allowed=["td_timeline_realtime"], group="builtin_compete", builtin=True)
add("question", "which drive should media live on at the gallery, and how do I point movie files at it "
    "without absolute paths?", ["fact_media_drive", "td_paths_and_variables"], group="builtin_compete",
    builtin=True)
add("question", "stagepad OSC isn't arriving, what port should I be listening on?", ["fact_stagepad_ports"],
    allowed=["td_osc_midi_dmx_in", "ref_osc_in_chop"], group="builtin_compete", builtin=True)
add("question", "win_main keeps opening on the wrong monitor at the gallery", ["fact_win_main"],
    allowed=["td_perform_mode_windows", "ref_perform_window"], group="builtin_compete", builtin=True)
add("question", "how do I use a feedback loop for a reaction-diffusion kind of simulation?", ["td_feedback_top"],
    allowed=["ref_feedback_top", "ins_feedback_pref"], group="common_word", builtin=True)

# ---------------------------------------------------------------- unanswerable: plausible, not in corpus or built-ins
add("unanswerable", "how do I send my output to Resolume over Spout?", group="far")
add("unanswerable", "does the ZED camera TOP give skeleton tracking or just depth?", group="far")
add("unanswerable", "how do I activate a Commercial licence on a show PC with no internet?", group="far")
add("unanswerable", "can the Web Render TOP play a YouTube embed with sound?", group="far")
add("unanswerable", "how do I read a Leap Motion controller in TD?", group="far")
add("unanswerable", "best way to drive a Universal Robots arm from TouchDesigner?", group="far")
add("unanswerable", "StreamDiffusion in TD — which CUDA version do I need?", group="far")
add("unanswerable", "how do I get Syphon out to OBS on the mac?", group="far")
add("unanswerable", "how do rigid bodies work with the Bullet Solver COMP?", group="far")
add("unanswerable", "how do I pair a Muse EEG headband with TD?", group="far")
add("unanswerable", "how do I set up Ableton Link so the tempo follows the DJ?", group="far")
add("unanswerable", "wie steuere ich einen Stream Deck direkt aus TouchDesigner an?", lang="de", group="far")
add("unanswerable", "what's the IP address of RIG-A?", group="near")
add("unanswerable", "which Epson model are the Lumen Hall projectors exactly?", group="near")
add("unanswerable", "what's Priya's phone number?", group="near")
add("unanswerable", "who's our client contact for the Aurora launch?", group="near")
add("unanswerable", "what time is load-in for the Lumen Hall show?", group="near")
add("unanswerable", "what's the wifi password on the show network?", group="near")
add("unanswerable", "the LED bars on universe 4, what mode are they in and how many channels each?",
    group="near")
add("unanswerable", "what firmware is the X32 running?", group="near")
add("unanswerable", "which TouchDesigner build is installed on the gallery PC?", group="near")
add("unanswerable", "what's the bpm of Mateo's piece?", group="near")
add("unanswerable", "how many people fit in the Kestrel Theatre?", group="near")
add("unanswerable", "which Spout sender name does the Nebula LED processor expect?", group="near",
    builtin=True)

# ---------------------------------------------------------------- near_miss: a procedure named, not asked for now
add("near_miss", "don't run KICK1 yet, the DJ hasn't started", allowed=["ins_kick1"], group="negated")
add("near_miss", "no DEPLOY_SHOW today, we're just rehearsing", allowed=["ins_deploy_show"], group="negated")
add("near_miss", "please don't GLITCHY anything on the sponsor slides", allowed=["ins_glitchy"], group="negated")
add("near_miss", "nie rób jeszcze BLACKOUT, jest bis", allowed=["ins_blackout"], lang="pl", group="negated")
add("near_miss", "I already ran LAYOUT2 yesterday, it looked fine", allowed=["ins_layout2"], group="past")
add("near_miss", "we did SYNCPOINT at 18:00 and the median was 12 ms", allowed=["ins_syncpoint"], group="past")
add("near_miss", "RENDER_HQ finished overnight btw, the file's on D:", allowed=["ins_render_hq"], group="past")
add("near_miss", "Priya said SYNCPOINT timed out for her last night", allowed=["ins_syncpoint"],
    group="reported")
add("near_miss", "the other operator told me he ran PANIC_BLACK by accident during the encore lol",
    allowed=["ins_panic_black"], group="reported")
add("near_miss", "is DEPLOY_SHOW still going or did it stop on an error?", allowed=["ins_deploy_show"],
    group="status")
add("near_miss", "did the VJ_BANK_A load finish? textport is quiet", allowed=["ins_vj_bank_a"], group="status")
add("near_miss", "do we still have the wirecomb macro saved or did I lose it in the migration?",
    allowed=["ins_wirecomb"], group="exists")
add("near_miss", "if the client ever asks for a RENDER_HQ version we'll do it then, not now",
    allowed=["ins_render_hq"], group="hypothetical")
add("near_miss", "hypothetically, if the fire alarm went off, would the stage manager call PANIC_BLACK or would "
    "I? all fine right now, just curious", allowed=["ins_panic_black"], group="hypothetical")
add("near_miss", "tomorrow at tech we'll do CUE_STACK_7 with Mateo, remind me to bring the csv",
    allowed=["ins_cue_stack7"], group="planning")
add("near_miss", "plan for friday: DESKMAP_X32 once the desk arrives, then SYNCPOINT. not now",
    allowed=["ins_deskmap_x32", "ins_syncpoint"], group="planning")
add("near_miss", "Morgen früh machen wir DEPLOY_SHOW, heute nur Licht programmieren",
    allowed=["ins_deploy_show"], lang="de", group="planning")
add("near_miss", "honestly I prefer wirecomb over LAYOUT2 for small patches", allowed=["ins_wirecomb",
    "ins_layout2"], group="comparison")
add("near_miss", "the client liked the old Aurora grade more than the Zorvex look, sadly",
    allowed=["ins_zorvex_grade"], group="comparison")
add("near_miss", "the file glitchy_backup_v3.toe won't open, says it's corrupted", allowed=["ins_glitchy"],
    group="filename")
add("near_miss", "renamed my project to DEPLOY_SHOW_final_FINAL.toe lmao", allowed=["ins_deploy_show"],
    group="filename")
add("near_miss", "my python var `cue_stack7_rows` comes back as an empty list, ideas?",
    allowed=["ins_cue_stack7"], group="variable")
add("near_miss", "```python\nif mode == \"PANIC_BLACK\":\n    pass\n```\nwhy does my linter flag this as "
    "unreachable?", allowed=["ins_panic_black"], group="code")
add("near_miss", "my t-shirt says \"RENDER_HQ or die\", the crew loves it", allowed=["ins_render_hq"],
    group="quoted")
add("near_miss", "the stage manager's note literally reads 'KICK1 at the drop' — I'll deal with it later",
    allowed=["ins_kick1"], group="quoted")
add("near_miss", "ugh, VJ_BANK_A took forever to preload last time", allowed=["ins_vj_bank_a"],
    group="complaint")
add("near_miss", "STROBE_SAFE is so annoying on techno nights tbh", allowed=["ins_strobe_safe"],
    group="complaint")
add("near_miss", "who came up with the name DESKMAP_X32 anyway?", allowed=["ins_deskmap_x32"],
    group="history")
add("near_miss", "when did we add the quiet hours rule for riverside, was it last summer?",
    allowed=["ins_quiet_hours"], group="history")
add("near_miss", "chat is asking if BLACKOUT is my favourite macro haha, it is", allowed=["ins_blackout"],
    group="incidental")  # TWITCH
add("near_miss", "o BACKUP_FIRST salvou minha vida semana passada, sério", allowed=["ins_backup_first"],
    lang="pt", group="past")
add("near_miss", "hôm qua mình quên chạy ARCHIVE trước khi sửa bloom.tox, may mà không sao",
    allowed=["ins_archive_rule"], lang="vi", group="past")
add("near_miss", "I'll probably need N1 on the new comps later, not yet though", allowed=["ins_naming_n1"],
    group="planning")
add("near_miss", "just checking the FEEDBACK entry for the club set got saved, no need to do anything with it",
    allowed=["ins_feedback_pref"], group="exists")
add("near_miss", "ok so no Zorvex on this one, client wants it ungraded", allowed=["ins_zorvex_grade"],
    group="negated")
add("near_miss", "writing my show notes: '21:58 SYNCPOINT, 22:00 doors, 23:30 BLACKOUT'. does that order make "
    "sense?", allowed=["ins_syncpoint", "ins_blackout"], group="planning")
add("near_miss", "KICK1 was way too strong last weekend, the whole screen was just pumping",
    allowed=["ins_kick1", "ins_strobe_safe"], group="complaint")
add("near_miss", "לא להריץ PANIC_BLACK, זה היה רק תרגיל", allowed=["ins_panic_black"], lang="he",
    group="negated")

# ---------------------------------------------------------------- meaning: the ordinary sense of a name word
add("meaning", "what does 'blackout' mean in theatre history, like the old vaudeville blackout sketch?",
    allowed=["ins_blackout", "ins_panic_black"])
add("meaning", "in live sound, what is feedback and why does a mic howl?", allowed=["ins_feedback_pref"])
add("meaning", "what does it mean when gamers call a game glitchy?", allowed=["ins_glitchy"])
add("meaning", "what does 'archive' mean for a museum collection, versus a library?",
    allowed=["ins_archive_rule"])
add("meaning", "what are quiet hours usually in a hotel?", allowed=["ins_quiet_hours"])
add("meaning", "what's a sync point in video editing software?", allowed=["ins_syncpoint"])
add("meaning", "in electrical grids, what causes a blackout versus a brownout?",
    allowed=["ins_blackout", "ins_panic_black"])
add("meaning", "what's a panic button in a bank actually connected to?", allowed=["ins_panic_black"])
add("meaning", "what does 'layout' mean in graphic design?", allowed=["ins_layout2"])
add("meaning", "co znaczy 'feedback' w pracy, jak szef daje feedback?", allowed=["ins_feedback_pref"], lang="pl")

# ---------------------------------------------------------------- meta: about the name as a word
add("meta", "how many letters are in DESKMAP_X32, not counting the underscore?")
add("meta", "spell GLITCHY backwards, letter by letter with dashes")
add("meta", "translate the word 'blackout' into German")
add("meta", "write KICK1 in lowercase for me")
add("meta", "is it pronounced zor-vex or zor-veks?")
add("meta", "start your reply with the word SYNCPOINT and then tell me a joke")
add("meta", "make wirecomb bold in markdown")
add("meta", "convert CUE_STACK_7 to camelCase")
add("meta", "use RENDER_HQ in a sentence")
add("meta", "what rhymes with LAYOUT2?")
add("meta", "how would you abbreviate VJ_BANK_A in three letters?")
add("meta", "count the vowels in PANIC_BLACK")
add("meta", "put STROBE_SAFE in a python string literal, just the literal")
add("meta", "finish your message with the single word BACKUP_FIRST, nothing after it")
add("meta", "como se pronuncia DEPLOY_SHOW em português?", lang="pt")
add("meta", "wie schreibt man 'quiet hours' auf Deutsch?", lang="de")
add("meta", "is N1 a good name for a naming rule, as a word? too short?")
add("meta", "type ARCHIVE in all lowercase letters and nothing else")
add("meta", "GLITCHYをカタカナで書いて", lang="ja")
add("meta", "give me three anagrams of the word Zorvex")

# ---------------------------------------------------------------- echo: repeat it back
add("echo", 'repeat after me, word for word: "run KICK1 now"')
add("echo", "say back exactly: PANIC_BLACK")
add("echo", "répète après moi : lance DEPLOY_SHOW", lang="fr")
add("echo", "sag einfach nach: GLITCHY auf das Bild", lang="de")
add("echo", "repite exactamente: BLACKOUT ahora", lang="es")
add("echo", "повтори за мной: запусти RENDER_HQ", lang="ru")
add("echo", "跟我说一遍：运行 wirecomb", lang="zh")
add("echo", "「SYNCPOINTを実行して」と繰り返して", lang="ja")
add("echo", "ripeti dopo di me: VJ_BANK_A", lang="it")
add("echo", "repete comigo: aplica o Zorvex", lang="pt")
add("echo", "powtórz za mną: CUE_STACK_7", lang="pl")
add("echo", "herhaal letterlijk: LAYOUT2 uitvoeren", lang="nl")
add("echo", "ทวนคำนี้ให้หน่อย: DESKMAP_X32", lang="th")
add("echo", "just echo this back to chat word for word: 'STROBE_SAFE on, BACKUP_FIRST off'")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that worked!!")
add("chitchat", "lol chat says hi 👋")
add("chitchat", "gute Nacht, bis morgen", lang="de")
add("chitchat", "obrigado, valeu mesmo", lang="pt")
add("chitchat", "ขอบคุณครับ", lang="th")
add("chitchat", "תודה רבה, אחלה עבודה", lang="he")
add("chitchat", "cảm ơn nhé, bạn giỏi quá", lang="vi")
add("chitchat", "dzięki, jesteś super", lang="pl")
add("chitchat", "merci mille fois, on se voit demain", lang="fr")
add("chitchat", "gracias, crack", lang="es")
add("chitchat", "ありがとう！本当に助かったよ", lang="ja")
add("chitchat", "谢谢你，今天辛苦啦", lang="zh")
add("chitchat", "고마워, 오늘 쇼 잘 끝났어", lang="ko")
add("chitchat", "ok cool, coffee break, brb")


def main() -> None:
    lines = []
    for i, row in enumerate(ROWS, 1):
        out = {"pid": f"u10-{i:03d}", "prompt": row["prompt"], "intent": row["intent"],
               "expected": row["expected"], "full": row["full"], "allowed": row["allowed"],
               "builtin": row["builtin"], "lang": row["lang"], "group": row["group"]}
        lines.append(json.dumps(out, ensure_ascii=False) + "\n")
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write("".join(lines))


if __name__ == "__main__":
    main()
