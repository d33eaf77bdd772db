"""Blind gate suite unseen17, hand-written by independent evaluator gateeval17.

Written blind: from corpus.jsonl, the built-in knowledge files, the README's label and intent
sections and the data test only; never run through the gate by its author.

About three quarters of the prompts are in languages other than English. Personas (comments only):
- TOUR: a touring crew (lead, LX, sound) typing on phones in their own language, mixing in English
  TouchDesigner words;
- VENUE: local venue techs around the world, short and practical;
- RELAY: a translator relaying the artist's requests, sometimes with "she says ..." framing;
- WORKSHOP: students in a workshop abroad, polite, careful, sometimes unsure of the words.
Labels sit next to each prompt. Run this file to regenerate prompts_unseen17.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen17.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L, S, B = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
D, V, P, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, F = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C, SY = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
A, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1 (KICK1 must respect STROBE_SAFE: a stub of the rule is fine)
add("invoke", "Lance KICK1 sur la sortie principale, le DJ commence dans cinq minutes.", [K], [S], "fr", "imperative")  # TOUR
add("invoke", "KICK1をお願いします。メイン出力にキックに反応するフラッシュを入れてください。", [K], [S], "ja", "polite")  # VENUE
add("invoke", "okay computer run kick one on the main out", [K], [S], "en", "voice")  # TOUR, dictated
# LAYOUT2
add("invoke", "Könntest du bitte LAYOUT2 auf dieses Netzwerk anwenden? Es ist total chaotisch.", [L], (), "de", "polite")  # WORKSHOP
add("invoke", "LAYOUT2 — odpal to teraz na /project1, proszę.", [L], (), "pl", "name_first")  # VENUE
add("invoke", "/layout2 on /project1/fx", [L], (), "en", "slash_command")
# STROBE_SAFE
add("invoke", "Aplica la regla STROBE_SAFE al estrobo que acabo de montar en /project1/fx.", [S], ("rcp_strobe_flash",), "es", "rule")  # TOUR
add("invoke", "apply the 'never exceed 3 flashes per second' rule to the strobe in fx1", [S], ("rcp_strobe_flash",), "en", "title_words")
add("invoke", "STROBE_SAFE नियम लागू करो, strobe बहुत तेज़ है।", [S], ("rcp_strobe_flash",), "hi", "rule")  # TOUR
# BACKUP_FIRST
add("invoke", "Applica BACKUP_FIRST prima di cancellare noise_old: voglio il .tox in backups/.", [B], (), "it", "rule")  # VENUE
add("invoke", "Doe eerst BACKUP_FIRST op /project1/post, daarna mag je opruimen.", [B], (), "nl", "imperative")  # TOUR
add("invoke", "run BAKCUP_FIRST on the post comp pls", [B], (), "en", "typo")
add("invoke", "Выполни BACKUP_FIRST для /project1/post, прежде чем удалять старые операторы.", [B], (), "ru", "imperative")  # TOUR
# DEPLOY_SHOW
add("invoke", "Pode executar o DEPLOY_SHOW agora? As portas abrem às 20h.", [D], (), "pt", "polite")  # VENUE
add("invoke", "现在执行 DEPLOY_SHOW，观众半小时后入场。", [D], (), "zh", "imperative")  # TOUR
add("invoke", "- [ ] DEPLOY_SHOW\n- [ ] grab coffee\ndo the first box now", [D], (), "en", "checklist")
# VJ_BANK_A
add("invoke", "Load VJ_BANK_A vào các deck giúp mình nhé.", [V], (), "vi", "polite")  # VENUE, code-switch
add("invoke", "the DJ just switched to the techno set, so load VJ_BANK_A into the decks and tell me the filenames", [V], (), "en", "mid_message")
add("invoke", "حمّل VJ_BANK_A على الـ decks من فضلك.", [V], (), "ar", "polite")  # VENUE
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! wrong clip on the LED wall", [P], (), "en", "emergency")
add("invoke", "PANIC_BLACK, sofort! Da läuft was Falsches auf der Leinwand.", [P], (), "de", "emergency")  # TOUR
add("invoke", "PANIC_BLACK رو همین الان اجرا کن!", [P], (), "fa", "emergency")  # VENUE
add("invoke", "Okamžitě PANIC_BLACK, na projekci je chyba.", [P], (), "cs", "emergency")  # VENUE
# GLITCHY
add("invoke", "Passe GLITCHY sur le TOP sélectionné, s'il te plaît.", [G], (), "fr", "polite")  # WORKSHOP
add("invoke", "Tolong jalankan GLITCHY di TOP yang lagi dipilih.", [G], (), "id", "polite")  # WORKSHOP
add("invoke", "run glitchy on the top i have selected", [G], (), "en", "lowercase")
add("invoke", "Запусти GLITCHY на вибраному TOP.", [G], (), "uk", "imperative")  # TOUR
# DESKMAP_X32
add("invoke", "Mi fai il DESKMAP_X32? Il mixer è già in rete.", [X], (), "it", "modal")  # TOUR
add("invoke", "תריץ DESKMAP_X32 בבקשה, השולחן מחובר.", [X], (), "he", "polite")  # VENUE
add("invoke", "D E S K M A P _ X 3 2 — please run it", [X], (), "en", "spaces")
add("invoke", "Futtasd le a DESKMAP_X32-t, a keverő már a hálózaton van.", [X], (), "hu", "imperative")  # VENUE
# RENDER_HQ
add("invoke", "RENDER_HQで書き出してください。", [R], (), "ja", "verb_final")  # RELAY
add("invoke", "client wants the final file tonight, so: RENDER_HQ", [R], (), "en", "trailing")
add("invoke", "Rulează RENDER_HQ, te rog, am nevoie de fișierul final.", [R], (), "ro", "polite")  # TOUR
# Naming rule N1
add("invoke", "Wende die Namensregel N1 auf alle Operatoren an, die du gerade erstellt hast.", [N], (), "de", "rule")  # WORKSHOP
add("invoke", "apply naming rule N1 to everything you made in /project1/bg", [N], (), "en", "rule")
add("invoke", "Zastosuj regułę N1 do nowych operatorów, zanim skończysz.", [N], (), "pl", "rule")  # WORKSHOP
add("invoke", "ใช้กฎการตั้งชื่อ N1 กับ operator ที่เพิ่งสร้างทั้งหมดด้วย", [N], (), "th", "rule")  # WORKSHOP
# FEEDBACK: my trail settings for the club visuals (common-word title, no name)
add("invoke", "set up trails for the club set with my usual FEEDBACK settings", [F], ("ref_feedback_top",), "en", "common_word")
add("invoke", "Móntame los trails del club con mis ajustes de FEEDBACK.", [F], ("ref_feedback_top",), "es", "common_word")  # TOUR
add("invoke", "클럽 세트용 trails, 내 FEEDBACK 설정대로 만들어 줘.", [F], ("ref_feedback_top",), "ko", "common_word")  # VENUE
add("invoke", "Rakenna klubisettiin trailit minun FEEDBACK-asetuksillani.", [F], ("ref_feedback_top",), "fi", "common_word")  # TOUR
# BLACKOUT (end of set; PANIC_BLACK mentions the word blackout, a stub of it is fine)
add("invoke", "last track's done, BLACKOUT please", [BO], (P,), "en", "end_set")
add("invoke", "Fin du set — lance le BLACKOUT.", [BO], (P,), "fr", "end_set")  # TOUR
add("invoke", "Set bitti, BLACKOUT prosedürünü çalıştır.", [BO], (P,), "tr", "end_set")  # VENUE
add("invoke", "Acabou o set, faz o blackout de fim de set.", [BO], (P,), "pt", "title_words")  # TOUR
# wirecomb
add("invoke", "Сделай wirecomb в этой сети, провода перепутались.", [W], (), "ru", "imperative")  # WORKSHOP
add("invoke", "wirecomb the post network real quick", [W], (), "en", "name_as_verb")
add("invoke", "请对当前网络运行 wirecomb。", [W], (), "zh", "polite")  # WORKSHOP
# CUE_STACK_7
add("invoke", "Construis CUE_STACK_7 pour la pièce de danse, Mateo arrive.", [C], ("fact_dance_piece",), "fr", "imperative")  # RELAY
add("invoke", "Φτιάξε το CUE_STACK_7 για τη χορευτική παράσταση.", [C], ("fact_dance_piece",), "el", "imperative")  # VENUE
add("invoke", "cue_stak_7 pls, rehearsal in ten", [C], ("fact_dance_piece",), "en", "typo")
add("invoke", "CUE_STACK_7 dulu ya, sebelum gladi.", [C], ("fact_dance_piece",), "id", "name_first")  # TOUR
# SYNCPOINT (the console address is also a fact)
add("invoke", "you asked whether to lock to the console first — yes, go ahead with SYNCPOINT", [SY], ("fact_lx_console",), "en", "consent")
add("invoke", "شغّل SYNCPOINT مع طاولة الإضاءة الآن.", [SY], ("fact_lx_console",), "ar", "imperative")  # VENUE
# ARCHIVE rule (common-word title)
add("invoke", "keep a numbered copy of bloom.tox before you edit it — the ARCHIVE rule, do it now", [A], (), "en", "title_words")
add("invoke", "Applica la regola ARCHIVE prima di modificare bloom.tox.", [A], (), "it", "rule")  # VENUE
add("invoke", "Зроби ARCHIVE для bloom.tox перед редагуванням.", [A], (), "uk", "rule")  # TOUR
add("invoke", "Följ ARCHIVE-regeln och ändra sedan blur-styrkan i bloom.tox till 3.", [A], (), "sv", "rule")  # WORKSHOP
# Zorvex grade
add("invoke", "Ponle el look Zorvex a la composición final.", [Z], (), "es", "imperative")  # RELAY
add("invoke", "final composite पर Zorvex grade लगा दो।", [Z], (), "hi", "imperative")  # VENUE, code-switch
add("invoke", "🎨 Zorvex grade on the final comp 🙏", [Z], (), "en", "emoji")
# Quiet hours at the riverside venue (conditionals that are met)
add("invoke", "it's 22:40 and we're at the riverside venue, so apply the quiet hours rule to the master out", [Q], (), "en", "conditional")
add("invoke", "Het is 23:15 aan de rivier, pas de quiet hours-regel toe op de audio.", [Q], (), "nl", "conditional")  # VENUE
add("invoke", "Il est 22h30 au site riverside : applique la règle des quiet hours.", [Q], (), "fr", "conditional")  # TOUR
add("invoke", "지금 밤 11시야, 리버사이드 공연장 quiet hours 규칙 적용해 줘.", [Q], (), "ko", "conditional")  # TOUR
# corrections, timed, log paste, checklist
add("invoke", "no wait, not LAYOUT2 — do wirecomb", [W], (L,), "en", "correction")
add("invoke", "Perdón, GLITCHY no: aplica el look Zorvex a la salida.", [Z], (G,), "es", "correction")  # RELAY
add("invoke", "Es ist 19:25, Einlass um 19:30 — SYNCPOINT jetzt bitte.", [SY], ("fact_lx_console",), "de", "timed")  # TOUR
add("invoke", "errors are cleared:\n```\n[19:02:11] /project1 check: 0 errors, 0 warnings\n[19:02:11] frame rate 60.0\n```\nDEPLOY_SHOW now", [D], (), "en", "log_paste")
add("invoke", "```\nWARNING /project1/fx/strobe1: LFO frequency 9 Hz\n```\nvoilà le log, applique STROBE_SAFE tout de suite", [S], ("rcp_strobe_flash",), "fr", "log_paste")  # TOUR
add("invoke", "## Umbau\n- [x] Kabel\n- [ ] VJ_BANK_A\nMach den offenen Punkt.", [V], (), "de", "checklist")  # TOUR
# multi
add("invoke", "LAYOUT2 on the fx network first, then wirecomb it, in that order", [L, W], (), "en", "multi")
add("invoke", "Erst BACKUP_FIRST auf /project1/post, dann GLITCHY auf den ausgewählten TOP.", [B, G], (), "de", "multi")  # WORKSHOP
add("invoke", "DESKMAP_X32とSYNCPOINTを両方実行してください。", [X, SY], ("fact_lx_console",), "ja", "multi")  # TOUR
add("invoke", "Haz DEPLOY_SHOW y después SYNCPOINT, el técnico de luces está listo.", [D, SY], ("fact_lx_console",), "es", "multi")  # TOUR
add("invoke", "Zbuduj KICK1 i od razu zastosuj do niego STROBE_SAFE.", [K, S], (), "pl", "multi")  # VENUE
add("invoke", "Charge VJ_BANK_A puis mets le look Zorvex sur la sortie.", [V, Z], (), "fr", "multi")  # RELAY
add("invoke", "先按 ARCHIVE 规则备份 bloom.tox，再对它里面的网络做 LAYOUT2。", [A, L], (), "zh", "multi")  # WORKSHOP
add("invoke", "Собери CUE_STACK_7, а потом сделай RENDER_HQ прогона.", [C, R], ("fact_dance_piece",), "ru", "multi")  # RELAY

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which OSC port does DESKMAP_X32 open, and how often does it send /xremote?", [X], (), "en", "port")
add("ask_content", "Quelle est l'opacité du Level TOP dans mes réglages FEEDBACK pour le club ?", [F], ("ref_feedback_top",), "fr", "value")  # TOUR
add("ask_content", "In welcher Reihenfolge geht DEPLOY_SHOW vor? Nur die Schritte bitte, nichts ausführen.", [D], (), "de", "order")  # VENUE
add("ask_content", "RENDER_HQのコーデックと解像度は何ですか？", [R], (), "ja", "value")  # RELAY
add("ask_content", "¿Cuántos destellos por segundo permite STROBE_SAFE como máximo?", [S], (), "es", "value")  # WORKSHOP
add("ask_content", "Куда BACKUP_FIRST сохраняет резервную копию и как её называет?", [B], (), "ru", "value")  # TOUR
add("ask_content", "KICK1 里的 Trigger CHOP 阈值是多少？", [K], (), "zh", "value")  # WORKSHOP
add("ask_content", "what does the quiet hours rule say about the master level after 22:00?", [Q], (), "en", "value")
add("ask_content", "SYNCPOINT a quale indirizzo IP manda il ping, e su che porta?", [SY], ("fact_lx_console",), "it", "port")  # VENUE
add("ask_content", "O que o VJ_BANK_A faz com o crossfader?", [V], (), "pt", "value")  # WORKSHOP
add("ask_content", "CUE_STACK_7 표에는 어떤 열이 들어가?", [C], (), "ko", "value")  # WORKSHOP

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "delete noise1 and level3 out of /project1/bg, nobody uses them anymore", [B], (), "en", "delete")
add("bears", "Bu ağdaki kullanılmayan operatörleri temizle, hepsini sil.", [B], (), "tr", "delete")  # VENUE
add("bears", "Pon el estrobo a 12 destellos por segundo, sincronizado con el BPM.", [S], ("rcp_strobe_flash",), "es", "strobe")  # TOUR
add("bears", "Quero um strobe a 8 Hz em tela cheia no drop.", [S], ("rcp_strobe_flash",), "pt", "strobe")  # TOUR
add("bears", "Il est 23h au site riverside, monte le master audio de 6 dB.", [Q], (), "fr", "venue_late")  # TOUR
add("bears", "Ändere im extern gespeicherten bloom.tox die Blur-Stärke auf 4.", [A], (), "de", "external_tox")  # VENUE
add("bears", "新しいNoise TOPとLevel TOPを作ってbgに繋いで。", [N], (), "ja", "create")  # WORKSHOP

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "line my operators up by signal flow: sources at x=0, processing stepping right every 200 units, nulls last, one chain per row", [L], (), "en", "paraphrase")
add("paraphrase", "Räum die Verbindungen auf, sodass sich nichts kreuzt und nichts hinter einem Operator verläuft.", [W], (), "de", "paraphrase")  # WORKSHOP
add("paraphrase", "Je veux que les faders de la console Behringer pilotent l'opacité des huit premiers calques.", [X], (), "fr", "paraphrase")  # TOUR
add("paraphrase", "give the last composite our studio's signature treatment: the LUT ramp, slightly lower gamma, greens pulled back, a touch of grain", [Z], (), "en", "paraphrase")
add("paraphrase", "Antes de la función, mide el tiempo de ida y vuelta con la grandMA y compensa el offset del timeline.", [SY], ("fact_lx_console",), "es", "paraphrase")  # TOUR
add("paraphrase", "フレーム落ちゼロで、1080p60のHAP Qファイルを1フレームずつ書き出したい。", [R], ("ref_movie_file_out", "ref_hap_codecs"), "ja", "paraphrase")  # RELAY
add("paraphrase", "Prepara la tabella delle dodici entrate per lo spettacolo di Mateo, con un Timer CHOP che cambia scena.", [C], ("fact_dance_piece", "ref_timer_chop"), "it", "paraphrase")  # RELAY

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "What UDP port does the stagepad tablet send to?", ["fact_stagepad_ports"], (), "en", "fact")
add("question", "Auf welcher DMX-Adresse liegt der vierte Moving Head?", ["fact_dmx_heads"], (), "de", "fact")  # TOUR
add("question", "Quelle est la résolution totale de la fenêtre de sortie pour Lumen Hall ?", ["fact_lumen_hall_raster"], (), "fr", "fact")  # VENUE
add("question", "¿Cómo le mando un float al shader de mi GLSL TOP desde un CHOP?", ["ref_glsl_uniforms"], (), "es", "reference")  # WORKSHOP
add("question", "本番中のエラーログはどこに保存される？", ["fact_show_log"], (), "ja", "fact")  # TOUR
add("question", "Dlaczego mój Render TOP jest całkiem czarny?", ["ref_render_pipeline"], (), "pl", "reference")  # WORKSHOP
add("question", "how do I make feedback trails fade all the way to black instead of leaving grey ghosts?", ["ref_pixel_formats"], ("ref_feedback_top", F, "rcp_feedback_tunnel"), "en", "common_word")
add("question", "Wat doet de Feedback TOP precies met het vorige frame?", ["ref_feedback_top"], (F, "rcp_feedback_tunnel"), "nl", "common_word")  # WORKSHOP
add("question", "Какой аудиобуфер стоит на RIG-B и почему?", ["fact_audio_buffer"], (), "ru", "fact")  # TOUR
add("task", "帮我做一个音频频谱条的效果。", ["rcp_spectrum_bars"], ("ref_audio_analysis",), "zh", "reference")  # WORKSHOP
# with the built-in knowledge
add("question", "How do I keep a Python dict on a component so it survives saving the project?", ["td_storage"], (), "en", "builtin_only", True)
add("question", "Wie öffne ich den Textport und was kann ich dort machen?", ["td_textport"], (), "de", "builtin_only", True)  # WORKSHOP
add("question", "Comment réagir au changement d'un paramètre custom avec un Parameter Execute DAT ?", ["td_parameter_execute_dat"], ("td_custom_parameters",), "fr", "builtin_only", True)  # WORKSHOP
add("question", "Bypassフラグとロックフラグの違いは？", ["td_operator_flags"], (), "ja", "builtin_only", True)  # WORKSHOP
add("question", "¿Cómo funciona el Replicator COMP con una tabla de plantilla?", ["td_replicator_comp"], ("ref_replicator",), "es", "builtin_compete", True)  # WORKSHOP
add("question", "In/Out 오퍼레이터랑 Select TOP은 뭐가 달라?", ["td_select_in_out"], (), "ko", "builtin_only", True)  # WORKSHOP
add("question", "why does my operator only cook while its viewer is open?", ["td_cooking_pull_model"], (), "en", "builtin_only", True)
add("task", "Geometry COMP में instancing कैसे सेट करूँ? हज़ार cubes चाहिए।", ["td_geometry_instancing"], ("ref_instancing",), "hi", "builtin_compete", True)  # WORKSHOP

# ---------------------------------------------------------------- unanswerable (corpus has no answer)
add("unanswerable", "How do I get a Spout output into OBS on the same machine?", [], (), "en", "near")
add("unanswerable", "Wie binde ich einen Leap Motion Controller in TouchDesigner ein?", [], (), "de", "far")  # WORKSHOP
add("unanswerable", "Comment synchroniser le tempo de TouchDesigner avec Ableton Link ?", [], (), "fr", "far")  # TOUR
add("unanswerable", "¿Cuál es la resolución máxima de la licencia no comercial?", [], (), "es", "far")  # WORKSHOP
add("unanswerable", "Kantan Mapperでプロジェクションマッピングするにはどうすればいい？", [], (), "ja", "far")  # WORKSHOP
add("unanswerable", "Как подключить ZED-камеру и получить карту глубины?", [], ("ref_kinect_azure",), "ru", "near")  # WORKSHOP
add("unanswerable", "TouchDesigner 怎么用 Web Render TOP 显示一个网页？", [], (), "zh", "far")  # WORKSHOP
add("unanswerable", "Como faço uma simulação de física com o Bullet Solver COMP?", [], (), "pt", "far")  # WORKSHOP
add("unanswerable", "Stoner bileşeniyle köşe sabitleme nasıl yapılır?", [], (), "tr", "far")  # VENUE
add("unanswerable", "Come si usano i materiali .sbsar con il Substance TOP?", [], (), "it", "far")  # WORKSHOP
add("unanswerable", "what's the hotkey to toggle the background grid in the network editor?", [], (), "en", "far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "don't run DEPLOY_SHOW yet, I'm still fixing the cues", [], (D,), "en", "negated")
add("near_miss", "we'll do RENDER_HQ tomorrow morning once the client signs off", [], (R,), "en", "planning")
add("near_miss", "the LD said SYNCPOINT timed out on her end yesterday", [], (SY, "fact_lx_console"), "en", "reported")
add("near_miss", "if the projector dies tonight we might end up needing PANIC_BLACK — fingers crossed we don't", [], (P,), "en", "hypothetical")
add("near_miss", "wirecomb and LAYOUT2 — which of the two did Sam write first? just curious about the history", [], (W, L), "en", "comparison")
add("near_miss", "rename glitchy_test_v3.mov to intro_loop.mov in the media folder", [], (G,), "en", "filename")
add("near_miss", "what does `if cue_stack_7_loaded: print('ok')` print when the flag is False?", [], (C,), "en", "code")
add("near_miss", "wirecomb shoved my whole layout sideways last time, not a fan", [], (W,), "en", "complaint")
add("near_miss", "someone left a sticky note on the monitor that just says \"ZORVEX?\" — no idea who", [], (Z,), "en", "quoted")
add("near_miss", "leave the default names this time, skip N1, it's a throwaway test patch", [], (N,), "en", "negated")
add("near_miss", "Surtout ne lance pas BLACKOUT, le deuxième set commence tout de suite.", [], (BO, P), "fr", "negated")  # TOUR
add("near_miss", "On a fait DESKMAP_X32 hier soir, ça marchait nickel.", [], (X,), "fr", "past")  # TOUR
add("near_miss", "L'ingé son m'a dit que les quiet hours commencent à 22h, c'est noté.", [], (Q,), "fr", "reported")  # VENUE
add("near_miss", "Morgen früh machen wir dann CUE_STACK_7 zusammen mit Mateo.", [], (C, "fact_dance_piece"), "de", "planning")  # RELAY
add("near_miss", "Läuft RENDER_HQ noch oder ist es schon fertig?", [], (R,), "de", "status")  # TOUR
add("near_miss", "Si algún día tenemos una Yamaha en vez de la X32, supongo que DESKMAP_X32 ya no servirá, pero eso será otro año.", [], (X,), "es", "hypothetical")  # TOUR
add("near_miss", "Mi compañero dice que el VJ_BANK_A de anoche se quedó colgado en el deck 3.", [], (V,), "es", "reported")  # RELAY
add("near_miss", "Non fare il BACKUP_FIRST adesso, lo faccio io a mano dopo.", [], (B,), "it", "negated")  # VENUE
add("near_miss", "Il KICK1 l'abbiamo scritto durante il tour del 2024 a Lisbona.", [], (K,), "it", "history")  # TOUR
add("near_miss", "Semana que vem vamos revisar a regra STROBE_SAFE com a produção.", [], (S,), "pt", "planning")  # TOUR
add("near_miss", "Is DEPLOY_SHOW al gedaan op RIG-B?", [], (D, "fact_rig_b"), "nl", "status")  # VENUE
add("near_miss", "Reżyserka mówi, że Zorvex grade wygląda za zielono.", [], (Z,), "pl", "reported")  # RELAY
add("near_miss", "Не запускай SYNCPOINT, пульт ещё перезагружается.", [], (SY,), "ru", "negated")  # TOUR
add("near_miss", "GLITCHY знову зламав мені мережу, жах.", [], (G,), "uk", "complaint")  # TOUR
add("near_miss", "まだPANIC_BLACKは押さないで、ただの確認です。", [], (P,), "ja", "negated")  # VENUE
add("near_miss", "导演说 BLACKOUT 的淡出太慢了。", [], (BO,), "zh", "reported")  # RELAY
add("near_miss", "لا تشغّل RENDER_HQ الآن، الحاسوب مشغول بالتصدير.", [], (R,), "ar", "negated")  # VENUE
add("near_miss", "נריץ את DEPLOY_SHOW מחר לפני הפתיחה.", [], (D,), "he", "planning")  # VENUE
add("near_miss", "कल रात BLACKOUT ठीक से चला था।", [], (BO,), "hi", "past")  # TOUR
add("near_miss", "Το KICK1 αναβόσβηνε λίγο αργά χθες βράδυ.", [], (K,), "el", "complaint")  # VENUE
add("near_miss", "Jag döpte min katt till Zorvex, haha.", [], (Z,), "sv", "incidental")  # WORKSHOP
add("near_miss", "File backup_first_notes.docx trên desktop là của ai vậy?", [], (B,), "vi", "filename")  # VENUE
add("near_miss", "Skriptissäni muuttuja quiet_hours_start on 21, vaikka sen pitäisi olla 22.", [], (Q,), "fi", "variable")  # VENUE
add("near_miss", "Ieri am uitat de ARCHIVE și am pierdut versiunea veche a bloom.tox.", [], (A,), "ro", "past")  # TOUR
add("near_miss", "فعلاً GLITCHY رو اجرا نکن.", [], (G,), "fa", "negated")  # VENUE
add("near_miss", "เมื่อวาน VJ_BANK_A โหลดช้ามาก", [], (V,), "th", "complaint")  # VENUE
add("near_miss", "my FEEDBACK trail settings were a hit at the club last weekend", [], (F,), "en", "past")
add("near_miss", "N1の命名ルールって最初に誰が決めたんだっけ？", [], (N,), "ja", "history")  # WORKSHOP

# ---------------------------------------------------------------- meaning (ordinary sense of a procedure word)
add("meaning", "in a stage play script, what does 'BLACKOUT.' at the end of a scene tell the crew?", [], (BO,), "en", "meaning")
add("meaning", "Dans un studio d'enregistrement, qu'est-ce qu'un larsen, le feedback d'un micro, et comment l'éviter ?", [], (F,), "fr", "meaning")  # WORKSHOP
add("meaning", "Was versteht man in der Bibliothekswissenschaft unter einem Archiv?", [], (A,), "de", "meaning")  # WORKSHOP
add("meaning", "¿Qué son las horas de silencio en una comunidad de vecinos en España?", [], (Q,), "es", "meaning")  # VENUE
add("meaning", "サッカーのキックにはどんな種類がある？", [], (K,), "ja", "meaning")  # WORKSHOP

# ---------------------------------------------------------------- meta (about the words, not the procedures)
add("meta", "spell DESKMAP_X32 letter by letter", [], (), "en", "spell")
add("meta", "count the characters in CUE_STACK_7, underscores included", [], (), "en", "count")
add("meta", "write PANIC_BLACK in lowercase, nothing else", [], (), "en", "case")
add("meta", "start your reply with the word GLITCHY, then tell me a joke", [], (), "en", "start_reply")
add("meta", "Comment on prononce « Zorvex » ?", [], (), "fr", "pronounce")  # WORKSHOP
add("meta", "Übersetze das Wort BLACKOUT ins Deutsche.", [], (), "de", "translate")  # RELAY
add("meta", "Escríbeme VJ_BANK_A al revés, letra por letra.", [], (), "es", "reverse")  # WORKSHOP
add("meta", "「wirecomb」をカタカナで書いて。", [], (), "ja", "convert")  # WORKSHOP
add("meta", "Напиши слово SYNCPOINT жирным шрифтом.", [], (), "ru", "bold")  # RELAY
add("meta", "把 RENDER_HQ 这个词翻译成中文。", [], (), "zh", "translate")  # RELAY
add("meta", "Użyj słowa KICK1 w jakimś zdaniu.", [], (), "pl", "sentence")  # WORKSHOP
add("meta", "Come si scrive STROBE_SAFE in codice Morse?", [], (), "it", "convert")  # WORKSHOP

# ---------------------------------------------------------------- echo
add("echo", "repeat after me exactly: run LAYOUT2 now", [], (), "en", "echo")
add("echo", "Répète exactement ceci : lance BLACKOUT.", [], (), "fr", "echo")
add("echo", "Sag genau das nach: DEPLOY_SHOW jetzt.", [], (), "de", "echo")
add("echo", "Repite esta frase tal cual: carga VJ_BANK_A.", [], (), "es", "echo")
add("echo", "Повтори за мной слово в слово: запусти KICK1.", [], (), "ru", "echo")
add("echo", "跟我重复一遍：执行 wirecomb。", [], (), "zh", "echo")
add("echo", "そのまま繰り返して：「RENDER_HQを実行」", [], (), "ja", "echo")
add("echo", "Ripeti parola per parola: applica STROBE_SAFE.", [], (), "it", "echo")
add("echo", "Repete comigo: PANIC_BLACK agora.", [], (), "pt", "echo")
add("echo", "Aynen tekrar et: SYNCPOINT çalıştır.", [], (), "tr", "echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, the crowd loved it", [], (), "en", "chitchat")
add("chitchat", "Merci beaucoup, bonne soirée !", [], (), "fr", "chitchat")
add("chitchat", "Alles klar, danke dir.", [], (), "de", "chitchat")
add("chitchat", "¡Hola! ¿Qué tal el día?", [], (), "es", "chitchat")
add("chitchat", "今日は本当にお疲れさま、また明日ね！", [], (), "ja", "chitchat")
add("chitchat", "Valeu, deu tudo certo.", [], (), "pt", "chitchat")
add("chitchat", "고마워, 덕분에 살았어.", [], (), "ko", "chitchat")
add("chitchat", "شكراً جزيلاً، كان العرض رائعاً.", [], (), "ar", "chitchat")
add("chitchat", "Goedemorgen allemaal!", [], (), "nl", "chitchat")


def main() -> None:
    rows = [{"pid": f"u17-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
