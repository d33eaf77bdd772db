"""Author script for prompts_unseen31.jsonl: a blind labelled suite for the admission gate (helper "gateeval31").

Written blind: labelled from corpus.jsonl (ids, titles, texts, meta names) and the built-in knowledge files
(src/tdcontext/knowledge/*.md) only, without reading the gate code, its tests, or any other prompt file or
author script, and without running the gate on these prompts.

Personas (they live here only, never in the data):
- a club VJ with a producer on the phone, relaying decisions ("producer says go with ...", "producer vetoed ...");
- a festival technical director writing numbered run-sheets and checklists, some items done, some open;
- an assistant who asks permission and status ("can I ...", "is ... done?", "should we ...");
- an artist pasting TouchDesigner errors and Textport output, sometimes followed by a request.

About half English, the rest in 15 other languages. Many prompts name several procedures, some asked
for and some not in the same message: only the ones asked for are `expected` (and `full`); the others are
`allowed` (a stub is fine).

Run it to regenerate prompts_unseen31.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen31.jsonl")
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
BANKA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (English)
add("invoke", "KICK1 on out1, pls", [KICK], [STROBE], group="terse")
add("invoke", "producer says go with GLITCHY on moviein2, he wants it dirty for this track", [GLITCHY],
    group="relayed")
add("invoke", "Producer on the line: yes to VJ_BANK_A, load it now. He vetoed the Zorvex grade for tonight though.",
    [BANKA], [ZORVEX], group="relayed_veto")
add("invoke", "RUN-SHEET main stage, Saturday\n1. [x] DESKMAP_X32 (done 18:40)\n2. [x] VJ_BANK_A\n"
    "3. [ ] SYNCPOINT\n4. [ ] DEPLOY_SHOW\nPlease do 3 and 4 now.", [SYNC, DEPLOY], [X32, BANKA], group="checklist")
add("invoke", "Textport:\n>>> op('rec1').par.record\nFalse\n>>> absTime.frame\n88412\n"
    "ok so nothing is recording. run RENDER_HQ please", [RENDER], ["ref_movie_file_out"], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on the post network, I don't want it in columns", [WIRECOMB],
    [LAYOUT], group="correction")
add("invoke", "it's 23:10 at the riverside, so apply the quiet hours rule to the master out before the encore",
    [QUIET], group="conditional")
add("invoke", "PANIC_BLACK!!! right now, front row is screaming", [PANIC], [BLACKOUT], group="terse")
add("invoke", "set's over, thanks everyone — BLACKOUT", [BLACKOUT], [PANIC], group="trailing")
add("invoke", "deskmap_x32 please, the desk is on the network now", [X32], group="lowercase")
add("invoke", "Z O R V E X grade on the final comp", [ZORVEX], group="spaces")
add("invoke", "hey copilot run cue stack seven for the dance piece period", [CUES], ["fact_dance_piece"],
    group="voice")
add("invoke", "run desk map x thirty two comma then sync point", [X32, SYNC], group="voice")
add("invoke", "/glitchy moviein3", [GLITCHY], group="slash_command")
add("invoke", "/layout2 /project1/audio_rx", [LAYOUT], group="slash_command")
add("invoke", "- [ ] back up /project1/old_fx per BACKUP_FIRST\n- [ ] then delete /project1/old_fx\ndo both please",
    [BACKUP], group="checklist")
add("invoke", "Per BACKUP_FIRST, back up the network and then delete noise1 and level3", [BACKUP], group="rule")
add("invoke", "Follow STROBE_SAFE while you build a beat-synced white strobe on the main out", [STROBE],
    ["rcp_strobe_flash"], group="rule")
add("invoke", "apply STROBE_SAFE to the strobe chain that's already there, it's flashing way too fast", [STROBE],
    ["rcp_strobe_flash"], group="rule")
add("invoke", "Naming rule N1 applies to this whole session. Build me a noise background with a level and a null.",
    [N1], ["ref_noise_top"], group="rule")
add("invoke", "zorvex look on the final out pls", [ZORVEX], group="lowercase")
add("invoke", "trails for the club set, my FEEDBACK settings please", [FEEDBACK], ["ref_feedback_top"],
    group="common_word")
add("invoke", "can you load clip bank A into the decks?", [BANKA], group="title_words")
add("invoke", "do the offline high-quality recording preset on rec1 for the sponsor reel", [RENDER], ["ref_movie_file_out"],
    group="title_words")
add("invoke", "run the lighting console handshake, Priya's desk is up", [SYNC], ["fact_lx_console"],
    group="title_words")
add("invoke", "deploy_shwo now pls, doors in 10", [DEPLOY], group="typo")
add("invoke", "wircomb the fx network", [WIRECOMB], group="typo")
add("invoke", "You offered to run SYNCPOINT earlier. Yes, go ahead.", [SYNC], group="consent")
add("invoke", "ERROR /project1/mixer/osc_x32: no messages received on port 10023\n"
    "WARNING /project1/mixer/lag1: no input\nugh. redo DESKMAP_X32 from scratch", [X32], group="log_paste")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/post/glsl_glitch\", line 4\n"
    "td.tdError: GLSL compile failed\nforget that chain, just run GLITCHY fresh on the selected TOP",
    [GLITCHY], [BACKUP], group="log_paste")
add("invoke", "doors open in 2 minutes. DEPLOY_SHOW, now.", [DEPLOY], group="timed")
add("invoke", "KICK1 on the main out and GLITCHY on moviein1", [KICK, GLITCHY], [STROBE], group="multi")
add("invoke", "Do LAYOUT2 and then wirecomb on /project1/stage", [LAYOUT, WIRECOMB], group="multi")
add("invoke", "zorvex grade + RENDER_HQ, client wants a file tonight", [ZORVEX, RENDER], group="multi")
add("invoke", "Producer: \"skip SYNCPOINT, the console is down, just do the BLACKOUT at the end.\" "
    "The set just ended, so go.", [BLACKOUT], [SYNC, PANIC], group="relayed_veto")
add("invoke", "producer vetoed KICK1 for this track, go with GLITCHY instead", [GLITCHY], [KICK],
    group="correction")
add("invoke", "Should we run VJ_BANK_A? Never mind, I've decided: run it.", [BANKA], group="consent")
add("invoke", "ok so the DJ swapped to the techno set and I'd like KICK1 on out1 right now, then I'll check levels",
    [KICK], [STROBE], group="mid_message")
add("invoke", "build the cue list for the dance piece now", [CUES], ["fact_dance_piece"], group="title_words")
add("invoke", "Festival run-sheet, stage B\n1. DESKMAP_X32 — done\n2. KICK1 — done\n3. PANIC_BLACK — tested\n"
    "4. VJ_BANK_A — open\nFinish the open item.", [BANKA], [X32, KICK, PANIC], group="checklist")
add("invoke", "Producer says: GLITCHY yes, KICK1 yes, Zorvex no. Do what he said yes to.", [GLITCHY, KICK],
    [ZORVEX, STROBE], group="relayed_veto")
add("invoke", "Can I ask you to run the ARCHIVE rule on lasers.tox before changing its speed parameter?", [ARCHIVE],
    group="polite")
add("invoke", "emergency!! PANIC_BLACK 🚨", [PANIC], group="emoji")

# ---------------------------------------------------------------- invoke (other languages)
add("invoke", "Le producteur dit : vas-y avec VJ_BANK_A, tout de suite.", [BANKA], lang="fr", group="relayed")
add("invoke", "Lance DEPLOY_SHOW s'il te plaît, les portes ouvrent dans dix minutes.", [DEPLOY], lang="fr",
    group="polite")
add("invoke", "Fais le wirecomb sur /project1/fx, merci", [WIRECOMB], lang="fr", group="imperative")
add("invoke", "Bitte KICK1 auf den Hauptausgang legen.", [KICK], [STROBE], lang="de", group="polite")
add("invoke", "Erst SYNCPOINT, dann CUE_STACK_7 – danke!", [SYNC, CUES], lang="de", group="multi")
add("invoke", "Gemäß BACKUP_FIRST sichern und danach noise1 löschen.", [BACKUP], lang="de", group="rule")
add("invoke", "El productor dice que sí al GLITCHY en moviein2, hazlo ya", [GLITCHY], lang="es", group="relayed")
add("invoke", "Aplica la regla STROBE_SAFE al estrobo que acabo de montar", [STROBE], ["rcp_strobe_flash"],
    lang="es", group="rule")
add("invoke", "Son las 23:15 en el recinto del río: aplica la regla de quiet hours al máster de audio", [QUIET],
    lang="es", group="conditional")
add("invoke", "Esegui RENDER_HQ su rec1, per favore", [RENDER], lang="it", group="polite")
add("invoke", "PANIC_BLACK, subito!", [PANIC], lang="it", group="terse")
add("invoke", "Applica il grade Zorvex all'uscita finale", [ZORVEX], lang="it", group="imperative")
add("invoke", "Roda o LAYOUT2 na rede de áudio, por favor", [LAYOUT], lang="pt", group="polite")
add("invoke", "Pode fazer o BLACKOUT de fim de set? O show acabou.", [BLACKOUT], [PANIC], lang="pt", group="end_set")
add("invoke", "Regra ARCHIVE primeiro, depois muda o parâmetro de brilho do bloom.tox", [ARCHIVE], lang="pt",
    group="rule")
add("invoke", "ミキサーが繋がったので DESKMAP_X32 を実行してください。", [X32], lang="ja", group="polite")
add("invoke", "CUE_STACK_7 をお願いします。振付師のシートが届きました。", [CUES], lang="ja", group="polite")
add("invoke", "命名ルール N1 に従って、さっき作ったオペレーターの名前を全部直して", [N1], lang="ja", group="rule")
add("invoke", "请运行 SYNCPOINT，灯光台已经上线了。", [SYNC], ["fact_lx_console"], lang="zh", group="polite")
add("invoke", "先按 BACKUP_FIRST 备份，再删除 /project1/old 网络", [BACKUP], lang="zh", group="rule")
add("invoke", "用 GLITCHY 处理选中的 TOP，然后 RENDER_HQ", [GLITCHY, RENDER], lang="zh", group="multi")
add("invoke", "KICK1 실행해 주세요", [KICK], [STROBE], lang="ko", group="polite")
add("invoke", "VJ_BANK_A 로드해줘, 프로듀서가 오케이 했어", [BANKA], lang="ko", group="relayed")
add("invoke", "STROBE_SAFE 규칙 적용해서 스트로브 다시 만들어줘", [STROBE], ["rcp_strobe_flash"], lang="ko",
    group="rule")
add("invoke", "Запусти DEPLOY_SHOW, пожалуйста.", [DEPLOY], lang="ru", group="polite")
add("invoke", "Сделай Zorvex-грейд на финальном композите", [ZORVEX], lang="ru", group="imperative")
add("invoke", "Продюсер говорит: LAYOUT2 не надо, делай wirecomb.", [WIRECOMB], [LAYOUT], lang="ru",
    group="relayed_veto")
add("invoke", "Pas de ARCHIVE-regel toe en verander daarna de drempel in glow.tox", [ARCHIVE], lang="nl",
    group="rule")
add("invoke", "Het is al 22:30 op de riverside-locatie: pas de quiet hours-regel toe op de audio-uitgang",
    [QUIET], lang="nl", group="conditional")
add("invoke", "Odpal FEEDBACK po mojemu na klubowych wizualach", [FEEDBACK], ["ref_feedback_top"], lang="pl",
    group="common_word")
add("invoke", "Uruchom RENDER_HQ i podaj ścieżkę pliku", [RENDER], lang="pl", group="imperative")
add("invoke", "Kör PANIC_BLACK direkt!", [PANIC], lang="sv", group="terse")
add("invoke", "Kör CUE_STACK_7 och sedan DEPLOY_SHOW", [CUES, DEPLOY], lang="sv", group="multi")
add("invoke", "LAYOUT2'yi /project1/video ağında çalıştır lütfen", [LAYOUT], lang="tr", group="polite")
add("invoke", "Set bitti, BLACKOUT yap", [BLACKOUT], [PANIC], lang="tr", group="end_set")
add("invoke", "Spusť DESKMAP_X32 a potom SYNCPOINT", [X32, SYNC], lang="cs", group="multi")
add("invoke", "Застосуй правило N1 до всіх нових операторів у /project1/bg", [N1], lang="uk", group="rule")
add("invoke", "Зроби мої FEEDBACK-шлейфи для клубного сету, як я люблю", [FEEDBACK], ["ref_feedback_top"],
    lang="uk", group="common_word")
add("invoke", "Tolong jalankan VJ_BANK_A sekarang, tapi jangan sentuh deck B", [BANKA], lang="id", group="polite")
add("invoke", "Wir sind am Fluss, es ist 23 Uhr: bitte die quiet hours-Regel auf den Master anwenden", [QUIET],
    lang="de", group="conditional")
add("invoke", "ARCHIVE-Regel zuerst, danach im externen strobe.tox die Farbe ändern", [ARCHIVE], lang="de",
    group="rule")
add("invoke", "Naming N1 s'il te plaît pour tout ce que tu crées dans /project1/ui", [N1], lang="fr", group="rule")
add("invoke", "Hazme las estelas FEEDBACK del club como siempre, con trails_club", [FEEDBACK], ["ref_feedback_top"],
    lang="es", group="common_word")
add("invoke", "Il produttore ha detto di sì: BLACKOUT di fine set, il set è finito", [BLACKOUT], [PANIC], lang="it",
    group="relayed")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does SYNCPOINT listen on for the pong?", [SYNC], group="port")
add("ask_content", "RENDER_HQ 用什么编码和分辨率录制？", [RENDER], lang="zh", group="value")
add("ask_content", "In what order does DEPLOY_SHOW do its steps? just list them", [DEPLOY], group="order")
add("ask_content", "what threshold and release does KICK1 put on its trigger?", [KICK], group="value")
add("ask_content", "the Zorvex grade: what exactly does it do to the greens, and by how much?", [ZORVEX], group="content")
add("ask_content", "Producer asks: how long is the BLACKOUT fade?", [BLACKOUT], group="value")
add("ask_content", "What does the ARCHIVE rule say to do if the archive folder is missing?", [ARCHIVE],
    group="content")
add("ask_content", "Quelle limite en dBFS impose la règle quiet hours ?", [QUIET], lang="fr", group="value")
add("ask_content", "Welchen OSC-Port nutzt DESKMAP_X32?", [X32], lang="de", group="port")
add("ask_content", "¿Qué hace wirecomb cuando una salida va a más de tres entradas?", [WIRECOMB], lang="es",
    group="content")
add("ask_content", "VJ_BANK_A はクロスフェーダーをいくつに設定しますか？", [BANKA], lang="ja", group="value")

# ---------------------------------------------------------------- bears
add("bears", "delete noise4 and level7 from /project1/bg, nobody uses them", [BACKUP], group="delete")
add("bears", "Supprime tout le réseau /project1/tests, vas-y", [BACKUP], lang="fr", group="consent")
add("bears", "make the white strobe hit 10 flashes per second on the drop", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "producer wants the strobe at 12 Hz on the drop, do it", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "it's 23:40 at the riverside gig, turn the master audio up to -6 dB", [QUIET], group="venue_late")
add("bears", "open the externally saved bloom.tox and bump the blur size to 12", [ARCHIVE], group="external_tox")
add("bears", "Erstell mir einen Noise TOP und einen Level TOP für den Hintergrund", [N1], ["ref_noise_top"],
    lang="de", group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "the cables in /project1/fx cross behind nodes everywhere, make every line readable", [WIRECOMB])
add("paraphrase", "stack the nodes by signal order: sources far left, nulls just before the outputs", [LAYOUT])
add("paraphrase", "we've finished performing: fade the picture, lights and sound to zero but leave the window open",
    [BLACKOUT], [PANIC])
add("paraphrase", "measure the ping round trip to the grandMA and offset our timeline by half of it", [SYNC],
    ["fact_lx_console"])
add("paraphrase", "give the final composite our studio's signature style: the LUT, a bit of grain, calmer greens",
    [ZORVEX])
add("paraphrase", "Haz que los 32 faders de la mesa Behringer controlen las opacidades de las capas", [X32],
    lang="es")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "Quel port UDP utilise la tablette stagepad pour envoyer ?", ["fact_stagepad_ports"], lang="fr",
    group="fact")
add("question", "which universe and addresses are the six moving heads patched at?", ["fact_dmx_heads"],
    ["fact_lx_console"], group="fact")
add("question", "RIG-B のGPUとVRAMは？", ["fact_rig_b"], lang="ja", group="fact")
add("question", "A che fps gira Nebula, e perché non a 60?", ["fact_nebula_fps"], lang="it", group="fact")
add("question", "Aurora launch: am I allowed a purple-to-orange gradient on the main screen?", ["fact_aurora_palette"],
    group="fact")
add("question", "O show terminou mal, onde eu vejo os erros agora?", ["fact_show_log"], lang="pt", group="fact")
add("question", "¿Qué día y a qué hora es el ensayo técnico de Tidewater en el Kestrel?", ["fact_dance_piece"], lang="es", group="fact")
add("task", "build a lower third with a title band that slides in", ["rcp_lower_third"], group="reference")
add("question", "my feedback trails on the club visuals never fade all the way, grey ghosts stay forever. why?", ["ref_pixel_formats"],
    ["ref_feedback_top", FEEDBACK, "rcp_feedback_tunnel"], group="common_word")

# ---------------------------------------------------------------- question / task (built-ins)
add("question", "What's the difference between a CHOP Execute DAT and a Parameter Execute DAT?",
    ["td_chop_execute_dat", "td_parameter_execute_dat"], builtin=True, group="builtin_only")
add("question", "how do I keep a counter in a COMP's storage so it survives saving the project?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "my Select TOP can't reach the output inside geo1, how do I get an image out of a component?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "Wie lege ich einen eigenen Float-Parameter auf einer Base COMP an?", ["td_custom_parameters"],
    lang="de", builtin=True, group="builtin_only")
add("question", "what exactly do the bypass and lock flags do on an operator?", ["td_operator_flags"], builtin=True,
    group="builtin_only")
add("question", "absTime or the timeline frame: which one keeps counting when I pause the timeline?",
    ["td_timeline_realtime"], builtin=True, group="builtin_only")
add("task", "write a python script that creates a noise TOP and wires it into a null TOP",
    ["td_python_network_scripting"], [N1], builtin=True, group="builtin_only")
add("question", "为什么我的算子不 cook？下游没有任何东西在看它", ["td_cooking_pull_model"],
    ["td_troubleshooting_checklist"], lang="zh", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I send Spout into Resolume Arena?", group="far")
add("unanswerable", "Does TouchDesigner work with an Elgato Stream Deck out of the box?", group="far")
add("unanswerable", "what's the max texture resolution on the non-commercial licence?", group="near")
add("unanswerable", "How do I read a ZED 2i depth camera in TD?", group="near")
add("unanswerable", "Comment piloter des ampoules Philips Hue depuis TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie baue ich einen eigenen C++ CHOP?", lang="de", group="far")
add("unanswerable", "Ableton Link CHOP で BPM が変わったらどうなりますか？", lang="ja", group="near")
add("unanswerable", "트위치 채팅 메시지를 Text TOP으로 가져오려면 어떻게 해요?", lang="ko", group="far")
add("unanswerable", "¿Cómo uso un Leap Motion con TouchDesigner?", lang="es", group="near")
add("unanswerable", "Как подключить Novation Launchpad и подсветить его кнопки?", lang="ru", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "producer vetoed GLITCHY for the whole night, don't run it", allowed=[GLITCHY], group="vetoed")
add("near_miss", "Producer says the Zorvex grade looked muddy on the stream yesterday", allowed=[ZORVEX],
    group="reported")
add("near_miss", "RUN-SHEET Friday\n1. [x] DESKMAP_X32\n2. [x] SYNCPOINT\n3. [x] DEPLOY_SHOW\n"
    "all green, nothing left for you", allowed=[X32, SYNC, DEPLOY], group="checklist_done")
add("near_miss", "is CUE_STACK_7 done yet?", allowed=[CUES], group="status")
add("near_miss", "can I grab a coffee? RENDER_HQ is still chugging on RIG-B", allowed=[RENDER, "fact_rig_b"],
    group="permission")
add("near_miss", "should we run SYNCPOINT tonight at all, or is the console crew still patching?",
    allowed=[SYNC, "fact_lx_console"], group="permission")
add("near_miss", "DEPLOY_SHOW zatím nespouštěj, klient ještě upravuje obsah", allowed=[DEPLOY], lang="cs", group="negated")
add("near_miss", "KICK1 ran fine last night, no complaints from the promoter", allowed=[KICK], group="past")
add("near_miss", "we'll do VJ_BANK_A tomorrow at soundcheck", allowed=[BANKA], group="planning")
add("near_miss", "what if PANIC_BLACK fired by accident mid-show, would the audience even notice?",
    allowed=[PANIC], group="hypothetical")
add("near_miss", "Is LAYOUT2 or wirecomb nicer to look at on huge networks, in your opinion?",
    allowed=[LAYOUT, WIRECOMB], group="comparison")
add("near_miss", "I saved a file called deploy_show_notes.txt somewhere on D:, any idea how to search for it?",
    allowed=[DEPLOY], group="filename")
add("near_miss", "my python variable kick1_gain_scale prints None in the Textport, how do I debug that?",
    allowed=[KICK, "ref_op_paths"], group="variable")
add("near_miss", "```python\nif mode == 'RENDER_HQ':\n    rec.par.record = True\n```\n"
    "why does this branch never run? mode is set from a Text DAT", allowed=[RENDER], group="code")
add("near_miss", "The stage manager's note says \"no BLACKOUT until Priya calls it\".", allowed=[BLACKOUT, PANIC],
    group="quoted")
add("near_miss", "DESKMAP_X32 broke my network yesterday, all the faders jumped to full", allowed=[X32],
    group="complaint")
add("near_miss", "back in 2024 we put the Zorvex grade on every single show", allowed=[ZORVEX], group="history")
add("near_miss", "Textport:\n[14:02:11] BACKUP_FIRST: exported /project1/post to backups/post_2026-03-14_1402.tox\n"
    "[14:02:12] deleted noise7\nall good, just FYI", allowed=[BACKUP], group="log_paste")
add("near_miss", "assistant here: should I remind you about the ARCHIVE rule the next time you edit a tox?",
    allowed=[ARCHIVE], group="permission")
add("near_miss", "the producer keeps calling my FEEDBACK preset 'the smear', lol", allowed=[FEEDBACK],
    group="incidental")
add("near_miss", "Checklist\n- [x] PANIC_BLACK tested at 17:00\n- [x] BLACKOUT tested at 17:05\nboth fine",
    allowed=[PANIC, BLACKOUT], group="checklist_done")
add("near_miss", "did the quiet hours rule actually kick in last night at the riverside? the neighbours complained "
    "anyway", allowed=[QUIET], group="status")
add("near_miss", "not now, but remind me to run SYNCPOINT before doors", allowed=[SYNC], group="planning")
add("near_miss", "Ich sag's nur: GLITCHY läuft schon seit Stunden, alles gut.", allowed=[GLITCHY], lang="de",
    group="status")
add("near_miss", "Ne lance pas SYNCPOINT, la console est éteinte.", allowed=[SYNC], lang="fr", group="negated")
add("near_miss", "El productor vetó el BLACKOUT de hoy: la imagen se queda al final.", allowed=[BLACKOUT, PANIC],
    lang="es", group="vetoed")
add("near_miss", "VJ_BANK_A は昨日のリハで問題なく動きました", allowed=[BANKA], lang="ja", group="past")
add("near_miss", "DEPLOY_SHOW 明天再做", allowed=[DEPLOY], lang="zh", group="planning")
add("near_miss", "RENDER_HQ 끝났어?", allowed=[RENDER], lang="ko", group="status")
add("near_miss", "Не трогай KICK1, он уже стоит на выходе", allowed=[KICK], lang="ru", group="negated")
add("near_miss", "Gisteren heeft iemand wirecomb op het verkeerde netwerk gedraaid", allowed=[WIRECOMB], lang="nl",
    group="complaint")
add("near_miss", "LAYOUT2 zrobimy dopiero po próbie", allowed=[LAYOUT], lang="pl", group="planning")
add("near_miss", "DESKMAP_X32-fadrarna rör sig inte, men det är bara mixern som är avstängd", allowed=[X32],
    lang="sv", group="complaint")
add("near_miss", "CUE_STACK_7 için yarın Mateo ile buluşacağız", allowed=[CUES], lang="tr", group="planning")
add("near_miss", "O produtor vetou o STROBE_SAFE? Não, ele só reclamou dele.", allowed=[STROBE], lang="pt",
    group="reported")
add("near_miss", "Il file si chiama zorvex_lut.png ed è in media/, lo trovi?", allowed=[ZORVEX], lang="it",
    group="filename")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' mean in wartime London?", allowed=[BLACKOUT, PANIC])
add("meaning", "what do people mean when they say an app is glitchy?", allowed=[GLITCHY])
add("meaning", "Qu'est-ce qu'une archive, au sens juridique ?", allowed=[ARCHIVE], lang="fr")
add("meaning", "what is acoustic feedback, the squeal when a mic gets near a speaker?", allowed=[FEEDBACK])
add("meaning", "Was bedeuten „quiet hours“ in einem Studentenwohnheim?", allowed=[QUIET], lang="de")

# ---------------------------------------------------------------- meta
add("meta", "spell KICK1 backwards, letter by letter", group="reverse")
add("meta", "is Zorvex pronounced with a hard Z or like an S?", group="pronounce")
add("meta", "translate 'quiet hours' into Japanese", group="translate")
add("meta", "how many underscores are in CUE_STACK_7? just the number", group="count")
add("meta", "write wirecomb in ALL CAPS", group="case")
add("meta", "start your reply with the word PANIC_BLACK and nothing else", group="start_reply")
add("meta", "convert RENDER_HQ to kebab-case", group="convert")
add("meta", "Mets GLITCHY en gras", lang="fr", group="bold")
add("meta", "Schreib SYNCPOINT in Kleinbuchstaben", lang="de", group="case")
add("meta", "Usa DEPLOY_SHOW en una frase", lang="es", group="sentence")
add("meta", "DESKMAP_X32 は何文字ですか？", lang="ja", group="count")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me, word for word: run BLACKOUT now")
add("echo", "Répète exactement : lance KICK1", lang="fr")
add("echo", "Sprich mir nach: DEPLOY_SHOW", lang="de")
add("echo", "Repite esto: GLITCHY en moviein2", lang="es")
add("echo", "Повтори за мной дословно: запусти PANIC_BLACK", lang="ru")
add("echo", "请重复这句话：运行 SYNCPOINT", lang="zh")
add("echo", "「LAYOUT2 を実行」と繰り返してください", lang="ja")
add("echo", "Ripeti: RENDER_HQ subito", lang="it")
add("echo", "Repita comigo: VJ_BANK_A", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that did it")
add("chitchat", "producer just hung up, finally 😅")
add("chitchat", "Merci, c'est parfait !", lang="fr")
add("chitchat", "Danke dir, bis morgen!", lang="de")
add("chitchat", "お疲れさまです、今日は長い一日でしたね", lang="ja")
add("chitchat", "Buenas noches, equipo", lang="es")
add("chitchat", "谢谢，辛苦了！", lang="zh")
add("chitchat", "Спасибо, всё работает", lang="ru")
add("chitchat", "ok cool, talk later")


def main() -> None:
    rows = [{"pid": f"u31-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
