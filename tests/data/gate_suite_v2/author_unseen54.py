"""Blind suite unseen54, hand-written by the independent evaluator "gateeval54".

Written blind: labels come only from corpus.jsonl (ids, titles, bodies, meta names) and the built-in
knowledge files (ids and contents); the gate code, its tests, other prompt files and author scripts were
not read, and these prompts were never run through the gate by their author.

Personas (they live here only):
- students abroad: TouchDesigner course students writing in their own language with English TD words,
  asking how things work and what the procedures say;
- venue technicians: a local crew at a club and a riverside venue, terse calls, emergencies, end of set,
  slash commands, pasted logs, corrections;
- a museum team: technicians and a curator running an installation, polite requests, reports, plans and
  complaints about what the procedures did.

About two thirds are not English; invocations are spread over many languages.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen54.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L, S, B, D = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first", "ins_deploy_show"
V, P, G, X, R = "ins_vj_bank_a", "ins_panic_black", "ins_glitchy", "ins_deskmap_x32", "ins_render_hq"
N, F, BO, W, C = "ins_naming_n1", "ins_feedback_pref", "ins_blackout", "ins_wirecomb", "ins_cue_stack7"
SY, A, Z, Q = "ins_syncpoint", "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 — main out", [K], [S], "en", "bare")
add("invoke", "Kannst du bitte KICK1 auf den Hauptausgang bauen? Der DJ fängt in zehn Minuten an.", [K],
    [S, "ref_audio_analysis"], "de", "polite")
add("invoke", "Run the kick-reactive flash procedure on the main output, the club wants it for the headliner.",
    [K], [S, "ref_audio_analysis"], "en", "title_words")
add("invoke", "kick one agora por favor monta o kick one na saída principal", [K], [S], "pt", "voice")
# LAYOUT2
add("invoke", "run layout2 on /project1/fx please", [L], [W], "en", "lowercase")
add("invoke", "/layout2 整理一下当前网络", [L], [W], "zh", "slash_command")
add("invoke", "네트워크를 열(column)로 정렬하는 매크로, 지금 이 네트워크에 실행해 줘.", [L], [W], "ko", "title_words")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the strobe I just built on the back wall.", [S], ["rcp_strobe_flash"],
    "en", "rule")
add("invoke", "Aplica la regla STROBE_SAFE al LFO del flash, que va demasiado rápido.", [S], ["rcp_strobe_flash"],
    "es", "rule")
add("invoke", "applica la regola STORBE_SAFE su tutti i lampeggi del master, grazie", [S], ["rcp_strobe_flash"],
    "it", "typo")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST and then delete noise4 and the two unused levels in /project1/bg.", [B], [],
    "en", "rule")
add("invoke", "Zrób proszę BACKUP_FIRST dla /project1/post, potem usuniemy stare operatory.", [B], [], "pl", "polite")
add("invoke", "Sahne bitti, şimdi temizlik yapacağız; önce BACKUP_FIRST kuralını uygula, sonra kullanılmayan "
    "TOP'ları sil.", [B], [], "tr", "mid_message")
# DEPLOY_SHOW
add("invoke", "Doors open in 40 minutes, everything is patched — DEPLOY_SHOW.", [D], ["ref_perform_window"],
    "en", "trailing")
add("invoke", "Kör DEPLOY_SHOW nu, vi öppnar för publiken kl 19.", [D], ["ref_perform_window"], "sv", "imperative")
add("invoke", "Запусти D E P L O Y _ S H O W, будь ласка.", [D], ["ref_perform_window"], "uk", "spaces")
# VJ_BANK_A
add("invoke", "🎬 VJ_BANK_A now 🙏", [V], ["web_moviein_preload"], "en", "emoji")
add("invoke", "Wil je VJ_BANK_A laden? De B-decks laten we zoals ze zijn.", [V], ["web_moviein_preload"], "nl",
    "polite")
add("invoke", "load VJ_BANK_A dong, cepat", [V], ["web_moviein_preload"], "id", "terse")
add("invoke", "загрузи VJ_BANKA в деки, пожалуйста", [V], ["web_moviein_preload"], "ru", "typo")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! someone's climbing onto the stage", [P], [BO], "en", "emergency")
add("invoke", "Okamžitě PANIC_BLACK, návštěvník zakopl o kabel u plátna!", [P], [BO], "cs", "emergency")
add("invoke", "緊急！PANIC_BLACKして！", [P], [BO], "ja", "emergency")
# GLITCHY
add("invoke", "glitchy the selected TOP, the moviefilein one", [G], ["ref_noise_top", "ref_glsl_uniforms"], "en",
    "name_as_verb")
add("invoke", "Could you run GLITCHY on the selected TOP? Thanks!", [G], ["ref_noise_top", "ref_glsl_uniforms"],
    "en", "polite")
add("invoke", "glitchy auf den ausgewählten top, bitte", [G], ["ref_noise_top", "ref_glsl_uniforms"], "de",
    "lowercase")
# DESKMAP_X32
add("invoke", "```\n[osc] no messages on 10023 for 60 s\n[osc] x32 at 192.168.1.30 idle\n```\nthe desk is on the "
    "network now, run DESKMAP_X32", [X], ["ref_osc_in_chop"], "en", "log_paste")
add("invoke", "Potresti fare DESKMAP_X32? Il fonico ha appena acceso il mixer.", [X], ["ref_osc_in_chop"], "it",
    "polite")
add("invoke", "/deskmap_x32 o fonico já ligou a mesa", [X], ["ref_osc_in_chop"], "pt", "slash_command")
# RENDER_HQ
add("invoke", "The client approved the edit, so RENDER_HQ it now.", [R], ["ref_movie_file_out"], "en", "conditional")
add("invoke", "Starte bitte das Preset für die hochwertige Offline-Aufnahme, der Kurator braucht die Datei morgen.",
    [R], ["ref_movie_file_out"], "de", "title_words")
add("invoke", "RENDER_HQでオフライン書き出しをお願いします。", [R], ["ref_movie_file_out"], "ja", "polite")
add("invoke", "RENDER_HQ pls, client wants the file tonight.", [R], ["ref_movie_file_out"], "en", "terse")
# NAMING N1
add("invoke", "Build a noise background for the lobby screen and name everything according to N1.", [N],
    ["ref_noise_top"], "en", "rule")
add("invoke", "Apply naming rule N1 to the operators I just made, there are still a noise1 and a level3 lying around.",
    [N], [], "en", "rule")
add("invoke", "Переименуй всё в /project1/ui по правилу N1.", [N], [], "ru", "rule")
# FEEDBACK (common-word title)
add("invoke", "Set up trails for the club set, my usual FEEDBACK settings.", [F],
    ["ref_feedback_top", "rcp_feedback_tunnel"], "en", "common_word")
add("invoke", "Hazme las estelas para la sesión del club, con mis ajustes de FEEDBACK de siempre.", [F],
    ["ref_feedback_top", "rcp_feedback_tunnel"], "es", "common_word")
add("invoke", "trails pls, FEEDBACK style, club set starts in 5", [F],
    ["ref_feedback_top", "rcp_feedback_tunnel"], "en", "common_word")
# BLACKOUT
add("invoke", "Last tune is fading out, that's our set — BLACKOUT please.", [BO], [P, "fact_show_log"], "en", "end_set")
add("invoke", "Fin du set, fais le BLACKOUT de fin de set s'il te plaît.", [BO], [P, "fact_show_log"], "fr",
    "end_set")
add("invoke", "BLACKOUT, the set is done.", [BO], [P, "fact_show_log"], "en", "name_first")
add("invoke", "DJ seti bitti, şimdi BLACKOUT prosedürünü çalıştır.", [BO], [P, "fact_show_log"], "tr", "end_set")
# wirecomb
add("invoke", "wirecomb this network, the wires are a mess", [W], [L], "en", "lowercase")
add("invoke", "Bitte einmal wirecomb über /project1/audio laufen lassen.", [W], [L], "de", "polite")
add("invoke", "chạy wirecomb cho network này với, dây rối quá", [W], [L], "vi", "terse")
# CUE_STACK_7
add("invoke", "Tech rehearsal is at 14:00, build CUE_STACK_7 before then.", [C], ["fact_dance_piece", "ref_timer_chop"],
    "en", "timed")
add("invoke", "Build CUE_STACK_7 for the dance piece, the museum's evening programme starts Friday.", [C],
    ["fact_dance_piece", "ref_timer_chop"], "en", "imperative")
add("invoke", "Postav prosím CUE_STACK_7, choreograf poslal cues.csv.", [C], ["fact_dance_piece", "ref_timer_chop"],
    "cs", "polite")
add("invoke", "执行 CUE STACK 7", [C], ["fact_dance_piece", "ref_timer_chop"], "zh", "spaces")
# SYNCPOINT
add("invoke", "Console is up and Priya says go ahead: SYNCPOINT.", [SY], ["fact_lx_console"], "en", "consent")
add("invoke", "Зроби SYNCPOINT з пультом світла, будь ласка.", [SY], ["fact_lx_console"], "uk", "polite")
add("invoke", "SYNCPIONT 돌려줘", [SY], ["fact_lx_console"], "ko", "typo")
# ARCHIVE
add("invoke", "Follow ARCHIVE, then raise the threshold inside bloom.tox to 0.7.", [A], [], "en", "common_word")
add("invoke", "Stick to the ARCHIVE rule, then change the button colour in ui_panel.tox.", [A], [],
    "en", "rule")
add("invoke", "ARCHIVEルールに従って、bloom.toxを編集してください。", [A], [], "ja", "rule")
# Zorvex
add("invoke", "zorvex grade on the final comp before the curator walks in", [Z], [], "en", "terse")
add("invoke", "Mets le look Zorvex sur la sortie finale.", [Z], [], "fr", "imperative")
add("invoke", "/zorvex_grade na wyjściu, proszę", [Z], [], "pl", "slash_command")
# Quiet hours
add("invoke", "We're at the riverside venue and it's 23:10, so put the quiet hours rule on the master bus now.", [Q],
    ["fact_studio_audio"], "en", "conditional")
add("invoke", "After 22:00 quiet hours apply at the riverside venue and it is 22:05, so put the rule on the master now.", [Q], [],
    "en", "timed")
add("invoke", "Pas de quiet hours-regel van de riverside venue toe, het is al half elf.", [Q], [], "nl", "rule")
# several procedures, corrections, consent, timed
add("invoke", "- [ ] VJ_BANK_A\n- [ ] GLITCHY on deck_a1\n- [ ] LAYOUT2\ndo all three", [V, G, L], [], "en",
    "checklist")
add("invoke", "Erst SYNCPOINT mit dem Pult, danach DEPLOY_SHOW.", [SY, D], ["fact_lx_console"], "de", "multi")
add("invoke", "Non attends, pas GLITCHY — fais plutôt le Zorvex grade sur la sortie.", [Z], [G], "fr", "correction")
add("invoke", "KICK1 y luego STROBE_SAFE sobre el flash que salga.", [K, S], [], "es", "multi")
add("invoke", "CUE_STACK_7を作って、そのあとwirecombで配線を整えて。", [C, W], ["fact_dance_piece"], "ja", "multi")
add("invoke", "先按 BACKUP_FIRST 备份，然后把 /project1/old 删掉，最后跑 LAYOUT2。", [B, L], [], "zh", "multi")
add("invoke", "DESKMAP_X32 e poi KICK1, il DJ arriva tra poco.", [X, K], [S], "it", "multi")
add("invoke", "Сделай ARCHIVE для bloom.tox, потом примени N1 к новым операторам внутри.", [A, N], [], "ru", "multi")
add("invoke", "run LAYOUT2 — no wait, not LAYOUT2, wirecomb. just straighten the wires.", [W], [L], "en", "correction")
add("invoke", "Não, esquece o VJ_BANK_A, faz o PANIC_BLACK agora!", [P], [V], "pt", "correction")
add("invoke", "Kör Zorvex grade och sedan GLITCHY på samma TOP.", [Z, G], [], "sv", "multi")
add("invoke", "OK, approved on my side, start RENDER_HQ.", [R], ["ref_movie_file_out"], "en", "consent")
add("invoke", "Зараз 22:40 на riverside venue, тож застосуй правило quiet hours до мастера.", [Q], [], "uk",
    "conditional")
add("invoke", "Jalankan DESKMAP_X32 lalu SYNCPOINT, kru lampu sudah siap.", [X, SY], ["fact_lx_console"], "id",
    "multi")
add("invoke", "ERROR: perform window not open\nERROR: 3 errors in /project1/fx\n고쳤으니까 DEPLOY_SHOW 다시 돌려줘.",
    [D], ["ref_perform_window"], "ko", "log_paste")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port is DESKMAP_X32 listening on for the desk?", [X], ["ref_osc_in_chop"], "en", "port")
add("ask_content", "In what order does KICK1 chain its CHOPs?", [K], [], "en", "order")
add("ask_content", "Was steht eigentlich in der BACKUP_FIRST-Regel? Wohin kommt die Sicherung?", [B], [], "de",
    "content")
add("ask_content", "¿Cuántos frames graba RENDER_HQ y con qué códec?", [R], [], "es", "value")
add("ask_content", "SYNCPOINTのpingって、どのIPアドレスのどのポート宛て？", [SY], ["fact_lx_console"], "ja", "port")
add("ask_content", "Zorvex grade 里 Level TOP 的 gamma 是多少？", [Z], [], "zh", "value")
add("ask_content", "Cosa dice esattamente la regola STROBE_SAFE sul limite di lampi?", [S], [], "it", "content")
add("ask_content", "Quais são os passos do DEPLOY_SHOW, em ordem?", [D], [], "pt", "order")
add("ask_content", "What does the riverside quiet hours rule say about the low end below 80 Hz?", [Q], [], "en", "content")

# ---------------------------------------------------------------- bears
add("bears", "Lösch bitte noise3 und alle unbenutzten TOPs in /project1/bg.", [B], [], "de", "delete")
add("bears", "/project1/old のネットワークを全部消して。", [B], [], "ja", "delete")
add("bears", "Fais-moi un stroboscope blanc plein écran à 12 Hz calé sur le tempo.", [S], ["rcp_strobe_flash"], "fr",
    "strobe")
add("bears", "Pon un parpadeo a 8 destellos por segundo en toda la pantalla.", [S], ["rcp_strobe_flash"], "es",
    "strobe")
add("bears", "It's 23:30 at the riverside gig, push the master up to -6 dBFS, the crowd wants it loud.", [Q], [],
    "en", "venue_late")
add("bears", "Sono le 22:45 alla venue sul fiume, alza il volume del master e anche i bassi.", [Q], [], "it",
    "venue_late")
add("bears", "Zmień w zewnętrznym pliku bloom.tox próg na 0.6.", [A], [], "pl", "external_tox")
add("bears", "Pas in de extern opgeslagen lowerthird.tox de lettergrootte aan.", [A], ["rcp_lower_third"], "nl",
    "external_tox")
add("bears", "Создай новый Noise TOP и Level TOP для фона.", [N], ["ref_noise_top"], "ru", "create")
add("bears", "Make me a new Noise TOP and a Blur TOP for the background.", [N], ["ref_noise_top"], "en", "create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Låt hela bilden pulsera ljusare varje gång bastrumman slår.", [K],
    [S, "ref_audio_analysis"], "sv")
add("paraphrase", "Sortier meine Operatoren von links nach rechts nach Signalfluss, Eingänge ganz links, Nulls direkt "
    "vor den Ausgängen.", [L], [W], "de")
add("paraphrase", "Relie les faders de la console Behringer du son aux opacités de mes calques.", [X],
    ["ref_osc_in_chop"], "fr")
add("paraphrase", "Llena los ocho reproductores con el primer grupo de vídeos, en orden alfabético.", [V],
    ["web_moviein_preload"], "es")
add("paraphrase", "リアルタイムを切って、1080p60のきれいなファイルを書き出して。", [R], ["ref_movie_file_out"], "ja")
add("paraphrase", "演出前让画面跟 grandMA 的时间对齐一下。", [SY], ["fact_lx_console"], "zh")
add("paraphrase", "Prepara i dodici cambi di scena di Tidewater come tabella con timer.", [C],
    ["fact_dance_piece", "ref_timer_chop"], "it")
add("paraphrase", "Aplica ao composto final aquele tratamento de imagem típico do nosso estúdio, com o LUT de sempre.",
    [Z], [], "pt")
add("paraphrase", "지금 고른 이미지 뒤에 디스플레이스와 RGB 어긋남으로 깨진 화면 느낌을 넣어 줘.", [G],
    ["ref_noise_top", "ref_glsl_uniforms"], "ko")
add("paraphrase", "Bu patch'teki bağlantılar spagetti gibi olmuş, hepsini düzgün hizala.", [W], [L], "tr")

# ---------------------------------------------------------------- question / task
add("question", "What UDP port does the stagepad tablet send OSC to?", ["fact_stagepad_ports"], ["ref_osc_in_chop"],
    "en", "fact")
add("question", "Quelle est la taille du raster de sortie pour Lumen Hall ?", ["fact_lumen_hall_raster"],
    ["ref_perform_window"], "fr", "fact")
add("question", "Which frame rate is the Nebula installation locked to?", ["fact_nebula_fps"], [], "en", "fact")
add("question", "¿Qué GPU tiene el RIG-B y dónde están los medios?", ["fact_rig_b"], [], "es", "fact")
add("task", "Fammi un gradiente per il lancio Aurora usando solo i colori del brand.", ["fact_aurora_palette"], [],
    "it", "fact")
add("question", "At which DMX address do the moving heads start?", ["fact_dmx_heads"], [], "en", "fact")
add("question", "HAPとH.264、再生にはどっちがいい？", ["ref_hap_codecs"], ["web_moviein_preload"], "ja", "reference")
add("question", "op()가 None을 돌려주는 이유가 뭐야?", ["ref_op_paths"], [], "ko", "reference")
add("question", "What audio buffer is RIG-B set to?", ["fact_audio_buffer"], ["fact_rig_b"], "en", "fact")
add("question", "Where does the error log go during a show?", ["fact_show_log"], [], "en", "fact")
add("task", "Maak een Replicator COMP die één knop per tabelrij maakt.", ["ref_replicator"], [], "nl", "reference")
add("question", "How do I use a Feedback TOP to get trails on a webcam image?", ["ref_feedback_top"],
    [F, "rcp_webcam_glitch", "rcp_feedback_tunnel"], "en", "common_word")
add("question", "Vilken IP-adress har ljuskonsolen och vilka universum använder den?", ["fact_lx_console"], [],
    "sv", "fact")
add("question", "Kde jsou uložená média na galerijním PC?", ["fact_media_drive"], [], "cs", "fact")
add("task", "I want to show video from a second computer over the network with NDI, how do I set it up?", ["ref_ndi"],
    [], "en", "reference")
add("question", "How do I open the Textport and print an operator's path from it?", ["td_textport"], [], "en",
    "builtin_only", builtin=True)
add("question", "Wie speichere ich einen Wert im storage einer COMP, damit er nach dem Speichern erhalten bleibt?",
    ["td_storage"], [], "de", "builtin_only", builtin=True)
add("task", "Comment écrire un callback Parameter Execute DAT quand on change un paramètre custom ?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], "fr", "builtin_only", builtin=True)
add("question", "¿Qué hace el flag de bypass y en qué se diferencia del lock?", ["td_operator_flags"], [], "es",
    "builtin_only", builtin=True)
add("question", "Select TOPとIn TOP・Out TOPの違いを教えて。", ["td_select_in_out"], [], "ja", "builtin_only",
    builtin=True)
add("task", "怎么用 Geometry COMP 做实例化，画一万个立方体？", ["td_geometry_instancing", "ref_instancing"], [], "zh",
    "builtin_compete", builtin=True)
add("question", "Performance Monitor로 cook time 재는 법 알려 줘.", ["td_performance_monitor", "ref_perf_monitor"],
    [], "ko", "builtin_compete", builtin=True)
add("question", "Как работает time slicing в CHOP?", ["td_sample_rates_time_slicing", "ref_time_slicing"], [], "ru",
    "builtin_compete", builtin=True)
add("question", "Perché il mio operatore non cooka se nessuno lo guarda a valle?", ["td_cooking_pull_model"], [],
    "it", "builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I bring Leap Motion hand tracking into a museum kiosk built in TouchDesigner?", lang="en", group="far")
add("unanswerable", "Wie bekomme ich das Tempo von Ableton Link in TouchDesigner?", lang="de", group="near")
add("unanswerable", "Comment utiliser Spout pour envoyer ma sortie vers Resolume ?", lang="fr", group="near")
add("unanswerable", "How do I code-sign a TouchDesigner app export for macOS?", lang="en", group="far")
add("unanswerable", "TouchDesignerでStable Diffusionをリアルタイムに使うには？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 的商业版授权可以装在几台电脑上？", lang="zh", group="far")
add("unanswerable", "ZED 카메라 깊이 맵을 TouchDesigner로 받으려면 어떻게 해?", lang="ko", group="near")
add("unanswerable", "Как подключить аудио по Dante к TouchDesigner?", lang="ru", group="near")
add("unanswerable", "How do I use MediaPipe for face tracking in TouchDesigner?", lang="en", group="far")
add("unanswerable", "Jak ustawić Bitfocus Companion do sterowania TouchDesignerem?", lang="pl", group="near")
add("unanswerable", "How can I display a PDF file inside TouchDesigner?", lang="en", group="far")
add("unanswerable", "Jak v TouchDesigneru přehrát 360° video do VR brýlí?", lang="cs", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run DEPLOY_SHOW yet, the projector on the left still flickers.", [], [D], "en", "negated")
add("near_miss", "KICK1 lief gestern Abend problemlos, danke nochmal.", [], [K], "de", "past")
add("near_miss", "On fera le SYNCPOINT demain matin avec Priya, pas ce soir.", [], [SY], "fr", "planning")
add("near_miss", "The tech said VJ_BANK_A takes ages to load.", [], [V], "en", "reported")
add("near_miss", "RENDER_HQはもう終わった？", [], [R], "ja", "status")
add("near_miss", "如果观众冲上台，我们当时会不会用 PANIC_BLACK？只是好奇。", [], [P], "zh", "hypothetical")
add("near_miss", "LAYOUT2 is an easier name to remember than wirecomb, honestly.", [], [L, W], "en", "comparison")
add("near_miss", "I saved the project as glitchy_test_v3.toe on the desktop.", [], [G], "en", "filename")
add("near_miss", "I renamed the variable zorvex_enabled to grade_on in the script.", [], [Z], "en", "variable")
add("near_miss", "В коде у меня `if mode == 'BLACKOUT': pass` — почему линтер ругается на отступ?", [], [BO], "ru",
    "code")
add("near_miss", "Na plakacie napisali „PANIC_BLACK” jako nazwę zespołu, śmieszne.", [], [P], "pl", "quoted")
add("near_miss", "DESKMAP_X32 heeft gisteren mijn hele netwerk volgezet met kanalen, irritant.", [], [X], "nl",
    "complaint")
add("near_miss", "Geçen turnede ARCHIVE kuralı yüzünden diskte yüzlerce tox birikti.", [], [A], "tr", "history")
add("near_miss", "I was having lunch when someone mentioned wirecomb in the chat.", [], [W], "en", "incidental")
add("near_miss", "Nespouštěj RENDER_HQ, renderfarma to udělá za nás.", [], [R], "cs", "negated")
add("near_miss", "Учора DEPLOY_SHOW відпрацював ідеально, навіть FPS був стабільний.", [], [D], "uk", "past")
add("near_miss", "Tuần sau mình sẽ thử CUE_STACK_7 ở rạp.", [], [C], "vi", "planning")
add("near_miss", "Kata kurator, GLITCHY terlalu ramai untuk museum.", [], [G], "id", "reported")
add("near_miss", "If the museum ever bans flashing entirely, STROBE_SAFE would be moot.", [], [S], "en",
    "hypothetical")
add("near_miss", "Nächste Woche bauen wir den Zorvex grade in die Vorlage ein, heute nicht.", [], [Z], "de",
    "planning")
add("near_miss", "Le dernier BLACKOUT a coupé le son trop tôt, les danseurs étaient furieux.", [], [BO], "fr",
    "complaint")
add("near_miss", "No hagas KICK1, hoy no hay DJ.", [], [K], "es", "negated")
add("near_miss", "The note on the fridge just said 'LAYOUT2 on Monday'.", [], [L], "en", "quoted")
add("near_miss", "I posted deskmap_x32_notes.txt in the group chat.", [], [X], "en", "filename")
add("near_miss", "Ran SYNCPOINT yesterday and the console never answered.", [], [SY], "en", "past")
add("near_miss", "Don't apply N1 to this draft, it's just a quick test.", [], [N], "en", "negated")
add("near_miss", "VJ_BANK_A was put together in 2023 for the Brazil tour.", [], [V], "en", "history")
add("near_miss", "print(op('panic_black_btn').par.value0)  # why is this always 0?", [], [P], "en", "code")
add("near_miss", "The sticky note on the monitor only says “CUE_STACK_7 – done”.", [], [C], "en", "quoted")
add("near_miss", "PANIC_BLACK geçen hafta yanlışlıkla tetiklendi, herkes paniğe kapıldı.", [], [P], "tr", "complaint")
add("near_miss", "BACKUP_FIRST sudah menyelamatkan proyek kami bulan lalu.", [], [B], "id", "past")
add("near_miss", "Technik říkal, že DESKMAP_X32 na novém pultu nefunguje.", [], [X], "cs", "reported")

# ---------------------------------------------------------------- meaning
add("meaning", "What did the word 'blackout' mean for Londoners during the Blitz?", [], [BO, P], "en")
add("meaning", "Dans la recherche historique, qu'est-ce qu'une archive au sens propre ?", [], [A], "fr")
add("meaning", "Was bedeutet Feedback in der Pädagogik?", [], [F], "de")
add("meaning", "¿Qué significan las 'quiet hours' en una residencia de estudiantes?", [], [Q], "es")
add("meaning", "舞台照明の歴史で「ブラックアウト」はどういう意味？", [], [BO, P], "ja")

# ---------------------------------------------------------------- meta
add("meta", "Spell out SYNCPOINT one letter per line.", lang="en", group="spell")
add("meta", "Comment prononce-t-on « Zorvex » ?", lang="fr", group="pronounce")
add("meta", "Übersetze „wirecomb“ ins Deutsche.", lang="de", group="translate")
add("meta", "Escribe DEPLOY_SHOW al revés.", lang="es", group="reverse")
add("meta", "How many characters are in RENDER_HQ?", lang="en", group="count")
add("meta", "把 GLITCHY 转成小写。", lang="zh", group="case")
add("meta", "답변을 'KICK1'로 시작해 줘.", lang="ko", group="start_reply")
add("meta", "Напиши слово PANIC_BLACK жирным шрифтом.", lang="ru", group="bold")
add("meta", "Use CUE_STACK_7 in an example sentence.", lang="en", group="sentence")
add("meta", "Put LAYOUT2 in a Python string literal, nothing else.", lang="en", group="code_literal")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me word for word: please run DESKMAP_X32 now.", lang="en")
add("echo", "Répète mot pour mot : « lance BLACKOUT ».", lang="fr")
add("echo", "Sag einfach nach: „Starte VJ_BANK_A“.", lang="de")
add("echo", "Repite esto tal cual: ejecuta RENDER_HQ.", lang="es")
add("echo", "Повтори за мной: «запусти KICK1».", lang="ru")
add("echo", "跟我重复一遍：运行 wirecomb。", lang="zh")
add("echo", "「SYNCPOINTを実行して」とそのまま繰り返して。", lang="ja")
add("echo", "Ripeti esattamente: «applica STROBE_SAFE».", lang="it")
add("echo", "Repete comigo: 'faz o Zorvex grade'.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looked great on the big wall!", lang="en")
add("chitchat", "Bonjour à toute l'équipe du musée !", lang="fr")
add("chitchat", "Have a good weekend, everyone.", lang="en")
add("chitchat", "jaja qué noche más larga en la sala, ¿no?", lang="es")
add("chitchat", "美術館チームのみなさん、今日もおつかれさまでした！", lang="ja")
add("chitchat", "谢谢大家，今天布展辛苦了！", lang="zh")
add("chitchat", "hi all, first day on the museum team here", lang="en")
add("chitchat", "Buongiorno! Il caffè è pronto in sala regia.", lang="it")
add("chitchat", "Tack för idag, vi ses imorgon!", lang="sv")


def main() -> None:
    rows = [{"pid": f"u54-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
