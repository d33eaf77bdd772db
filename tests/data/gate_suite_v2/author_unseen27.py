"""Blind gate suite unseen27, written by the independent evaluator "gateeval27".

Written from corpus.jsonl, the built-in knowledge files and the README's "Labels" / "Intents"
sections only: no gate code, no other prompt file or author script was read, and the gate was never
run on these prompts. Running this script writes prompts_unseen27.jsonl next to it.

Personas (comments only, never in the data):
  - venue crews worldwide typing short chat messages in their own language, mixing in English
    TouchDesigner words (TOP, CHOP, deck, trails, set);
  - interpreters relaying what a director or crew said ("the director asks ...");
  - students working on class projects;
  - a technician who complains a lot.
About 65 % of the prompts are not in English.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen27.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------------------------------------
# invoke: a named procedure (or rule) is to be carried out now
# ---------------------------------------------------------------------------------------------
SAFE = ("ins_strobe_safe",)

# KICK1 (its body points at STROBE_SAFE, so that rule may show)
add("invoke", "oye, móntame el KICK1 en la salida principal, que el DJ ya arranca", ["ins_kick1"], SAFE, "es", "live_chat")
add("invoke", "KICK1 bitte jetzt aufbauen, der Kick kommt vom DJ-Pult", ["ins_kick1"], SAFE, "de", "imperative")
add("invoke", "キックに反応するフラッシュが欲しいので、KICK1を実行してください", ["ins_kick1"], SAFE, "ja", "polite")
add("invoke", "okay copilot run kick one on the main output please", ["ins_kick1"], SAFE, "en", "voice")
add("invoke", "Phiên dịch đây: anh DJ nhờ bạn chạy KICK1 trên output chính", ["ins_kick1"], SAFE, "vi", "relayed")

# LAYOUT2
add("invoke", "Lance LAYOUT2 sur ce réseau, c'est le bazar total", ["ins_layout2"], (), "fr", "imperative")
add("invoke", "Zrób proszę LAYOUT2 w /project1/fx", ["ins_layout2"], (), "pl", "polite")
add("invoke", "/layout2 on the current network", ["ins_layout2"], (), "en", "slash_command")
add("invoke", "为了课堂作业，请对我现在这个网络执行 LAYOUT2", ["ins_layout2"], (), "zh", "student")

# STROBE_SAFE
add("invoke", "Apply the STROBE_SAFE rule to the LFO flash I just built in /project1/fx", ["ins_strobe_safe"], ("rcp_strobe_flash",), "en", "rule")
add("invoke", "방금 만든 스트로브에 STROBE_SAFE 규칙 적용해 줘", ["ins_strobe_safe"], ("rcp_strobe_flash",), "ko", "rule")
add("invoke", "s t r o b e _ s a f e on every flash in the show, now", ["ins_strobe_safe"], ("rcp_strobe_flash",), "en", "spaces")

# BACKUP_FIRST
add("invoke", "Nach BACKUP_FIRST: lösch die alten Testnodes in /project1/scratch", ["ins_backup_first"], (), "de", "rule")
add("invoke", "BACKUP_FIRST kuralına uy, önce yedek al, sonra noise1'i sil", ["ins_backup_first"], (), "tr", "rule")
add("invoke", "follow backup first and then clear /project1/old_tests", ["ins_backup_first"], (), "en", "title_words")
add("invoke", "per BACKUP_FIRST, get rid of level3", ["ins_backup_first"], (), "en", "rule")

# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW, doors in 20", ["ins_deploy_show"], (), "en", "terse")
add("invoke", "Roda o DEPLOY_SHOW agora, o público já está entrando", ["ins_deploy_show"], (), "pt", "imperative")
add("invoke", "शो आधे घंटे में है, DEPLOY_SHOW चला दो", ["ins_deploy_show"], (), "hi", "trailing")
add("invoke", "Dörrarna öppnar 19:30 och klockan är 19:25, så kör DEPLOY_SHOW nu", ["ins_deploy_show"], (), "sv", "conditional")

# VJ_BANK_A
add("invoke", "lod VJ_BNAK_A into the decks b4 the opener", ["ins_vj_bank_a"], ("web_moviein_preload",), "en", "typo")
add("invoke", "Laad VJ_BANK_A even in, de set begint zo", ["ins_vj_bank_a"], ("web_moviein_preload",), "nl", "live_chat")
add("invoke", "Tolong muat VJ_BANK_A ke deck sekarang ya", ["ins_vj_bank_a"], ("web_moviein_preload",), "id", "polite")
add("invoke", "vj bank a 🎬 go", ["ins_vj_bank_a"], ("web_moviein_preload",), "en", "emoji")

# PANIC_BLACK (the end-of-set BLACKOUT may show)
add("invoke", "PANIC_BLACK NOW someone is climbing the truss", ["ins_panic_black"], ("ins_blackout",), "en", "emergency")
add("invoke", "PANIC_BLACK tout de suite !!", ["ins_panic_black"], ("ins_blackout",), "fr", "emergency")
add("invoke", "نفذ PANIC_BLACK فورًا، هناك مشكلة على المسرح", ["ins_panic_black"], ("ins_blackout",), "ar", "emergency")
add("invoke", "Okamžitě PANIC_BLACK, někdo vběhl na pódium", ["ins_panic_black"], ("ins_blackout",), "cs", "emergency")
add("invoke", "ugh the DMX is flickering like crazy again, whatever, just PANIC_BLACK", ["ins_panic_black"], ("ins_blackout",), "en", "complaint_then_request")

# GLITCHY
add("invoke", "GLITCHY on the selected TOP please", ["ins_glitchy"], (), "en", "name_first")
add("invoke", "for my uni assignment, can you GLITCHY the TOP I've got selected?", ["ins_glitchy"], (), "en", "student")
add("invoke", "Запусти GLITCHY на вибраному TOP, будь ласка", ["ins_glitchy"], (), "uk", "polite")
add("invoke", "Interpreter relaying for the Korean crew: they ask you to run GLITCHY on the TOP they selected", ["ins_glitchy"], (), "en", "relayed")

# DESKMAP_X32
add("invoke", "Please run DESKMAP_X32, the X32 is on the network now", ["ins_deskmap_x32"], ("ref_osc_in_chop",), "en", "polite")
add("invoke", "X32 is patched in, DESKMAP_X32 whenever you're ready", ["ins_deskmap_x32"], ("ref_osc_in_chop",), "en", "consent")
add("invoke", "Τρέξε το DESKMAP_X32, η κονσόλα ήχου είναι συνδεδεμένη", ["ins_deskmap_x32"], ("ref_osc_in_chop",), "el", "imperative")

# RENDER_HQ
add("invoke", "yes, go ahead with RENDER_HQ for the teaser and tell me the file path", ["ins_render_hq"], ("ref_movie_file_out",), "en", "consent")
add("invoke", "RENDER_HQ the teaser pls, I need it by morning", ["ins_render_hq"], ("ref_movie_file_out",), "en", "name_as_verb")
add("invoke", "用 RENDER_HQ 离线渲染一下预告片", ["ins_render_hq"], ("ref_movie_file_out",), "zh", "imperative")
add("invoke", "Aja RENDER_HQ, tarvitsen trailerin huomiseksi", ["ins_render_hq"], ("ref_movie_file_out",), "fi", "imperative")

# Naming rule N1
add("invoke", "Use naming rule N1 for everything you create in this patch", ["ins_naming_n1"], (), "en", "rule")
add("invoke", "Aplică regula N1 când creezi operatorii noi pentru fundal", ["ins_naming_n1"], (), "ro", "rule")
add("invoke", "תפעיל את כלל השמות N1 על כל האופרטורים החדשים", ["ins_naming_n1"], (), "he", "rule")

# FEEDBACK: trail settings for the club visuals
add("invoke", "trails for the club set — do them my FEEDBACK way", ["ins_feedback_pref"], ("ref_feedback_top", "ref_pixel_formats"), "en", "title_words")
add("invoke", "Bau mir die Trails fürs Club-Set mit meinen FEEDBACK-Einstellungen", ["ins_feedback_pref"], ("ref_feedback_top", "ref_pixel_formats"), "de", "title_words")
add("invoke", "Monta os trails do set do clube com as minhas configurações de FEEDBACK", ["ins_feedback_pref"], ("ref_feedback_top", "ref_pixel_formats"), "pt", "title_words")
add("invoke", "클럽 비주얼용 내 FEEDBACK 트레일 설정대로 만들어 줘", ["ins_feedback_pref"], ("ref_feedback_top", "ref_pixel_formats"), "ko", "title_words")

# BLACKOUT (end of set; PANIC_BLACK may show)
add("invoke", "That was the last track. BLACKOUT.", ["ins_blackout"], ("ins_panic_black",), "en", "end_set")
add("invoke", "Se acabó el set, haz el BLACKOUT", ["ins_blackout"], ("ins_panic_black",), "es", "end_set")
add("invoke", "Koniec setu, odpal BLACKOUT", ["ins_blackout"], ("ins_panic_black",), "pl", "end_set")
add("invoke", "セット終了です。BLACKOUTをお願いします", ["ins_blackout"], ("ins_panic_black",), "ja", "end_set")

# wirecomb
add("invoke", "wirecomb the fx network pls, it's spaghetti", ["ins_wirecomb"], (), "en", "lowercase")
add("invoke", "Kun je wirecomb draaien op dit netwerk? Alle draden kruisen elkaar", ["ins_wirecomb"], (), "nl", "polite")
add("invoke", "Запусти wirecomb, провода все перепутались", ["ins_wirecomb"], (), "ru", "imperative")
add("invoke", "wait no, scratch LAYOUT2, wirecomb it instead", ["ins_wirecomb"], ("ins_layout2",), "en", "correction")

# CUE_STACK_7
add("invoke", "rehearsal ran long, so before you go could you build CUE_STACK_7 for Tidewater, and I'll check the fades after", ["ins_cue_stack7"], ("fact_dance_piece", "ref_timer_chop"), "en", "mid_message")
add("invoke", "Could you set up CUE_STACK_7 for the dance piece? Mateo sent the sheet", ["ins_cue_stack7"], ("fact_dance_piece", "ref_timer_chop"), "en", "polite")
add("invoke", "Dans gösterisi için CUE_STACK_7'yi kur", ["ins_cue_stack7"], ("fact_dance_piece", "ref_timer_chop"), "tr", "imperative")
add("invoke", "Tafadhali tengeneza CUE_STACK_7 kwa onyesho la densi", ["ins_cue_stack7"], ("fact_dance_piece", "ref_timer_chop"), "sw", "polite")

# SYNCPOINT
add("invoke", "the grandMA is up and answering, so go ahead and SYNCPOINT", ["ins_syncpoint"], ("fact_lx_console",), "en", "conditional")
add("invoke", "SYNCPOINT bitte, bevor wir Einlass machen", ["ins_syncpoint"], ("fact_lx_console",), "de", "name_first")
add("invoke", "hey can you do a SYNCPOINT with the lighting desk before we open", ["ins_syncpoint"], ("fact_lx_console",), "en", "polite")
add("invoke", "Futtasd le a SYNCPOINT-ot a fénypulttal, légyszi", ["ins_syncpoint"], ("fact_lx_console",), "hu", "polite")

# ARCHIVE rule
add("invoke", "Under the ARCHIVE rule, open bloom.tox and bump its threshold to 0.6", ["ins_archive_rule"], (), "en", "rule")
add("invoke", "Seguendo la regola ARCHIVE, modifica il tox esterno bloom.tox", ["ins_archive_rule"], (), "it", "rule")
add("invoke", "Følg ARCHIVE-reglen og ret glødeniveauet i bloom.tox", ["ins_archive_rule"], (), "da", "rule")
add("invoke", "按 ARCHIVE 规则先存一份编号副本，再改外部的 bloom.tox", ["ins_archive_rule"], (), "zh", "rule")

# Zorvex grade
add("invoke", "give the final composite the Zorvex look", ["ins_zorvex_grade"], (), "en", "title_words")
add("invoke", "Zorvex grade on the final comp, thanks", ["ins_zorvex_grade"], (), "en", "terse")
add("invoke", "Pasang grade Zorvex di komposit akhir ya", ["ins_zorvex_grade"], (), "id", "imperative")
add("invoke", "最終コンポジットに Zorvex グレードをかけてください", ["ins_zorvex_grade"], (), "ja", "polite")

# Quiet hours at the riverside venue
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule to the audio now", ["ins_quiet_hours"], (), "en", "conditional")
add("invoke", "Es ist 22:30 an der Riverside-Venue, wende die Quiet-Hours-Regel auf den Ton an", ["ins_quiet_hours"], (), "de", "conditional")
add("invoke", "we're at the riverside venue and it's 22:40: time for the quiet hours rule on the audio", ["ins_quiet_hours"], (), "en", "timed")
add("invoke", "Pas de quiet hours-regel van de riverside venue toe, het is al 23:00", ["ins_quiet_hours"], (), "nl", "timed")

# several procedures in one message
add("invoke", "- [ ] VJ_BANK_A\n- [ ] LAYOUT2\n- [ ] DEPLOY_SHOW\nwork through this checklist top to bottom",
    ["ins_vj_bank_a", "ins_layout2", "ins_deploy_show"], ("web_moviein_preload",), "en", "checklist")
add("invoke", "Erst KICK1 aufbauen, dann STROBE_SAFE drüberlaufen lassen", ["ins_kick1", "ins_strobe_safe"], (), "de", "multi")
add("invoke", "SYNCPOINT puis DEPLOY_SHOW, dans cet ordre", ["ins_syncpoint", "ins_deploy_show"], ("fact_lx_console",), "fr", "multi")
add("invoke", "GLITCHY sobre el TOP seleccionado y después el look Zorvex en la salida", ["ins_glitchy", "ins_zorvex_grade"], (), "es", "multi")
add("invoke", "wirecomb と LAYOUT2 を両方このネットワークにかけて", ["ins_wirecomb", "ins_layout2"], (), "ja", "multi")
add("invoke", "[ERROR] /project1/old: 14 unused operators\n[WARN] deck_a3: file not found\nok, BACKUP_FIRST then clear /project1/old, and reload VJ_BANK_A",
    ["ins_backup_first", "ins_vj_bank_a"], ("web_moviein_preload",), "en", "log_paste")
add("invoke", "Com a regra N1, monta o DESKMAP_X32", ["ins_naming_n1", "ins_deskmap_x32"], ("ref_osc_in_chop",), "pt", "multi")
add("invoke", "Сделай CUE_STACK_7, а потом SYNCPOINT", ["ins_cue_stack7", "ins_syncpoint"], ("fact_dance_piece", "fact_lx_console"), "ru", "multi")

# ---------------------------------------------------------------------------------------------
# ask_content: asks what a procedure says
# ---------------------------------------------------------------------------------------------
add("ask_content", "Which port is the OSC In DAT on in SYNCPOINT?", ["ins_syncpoint"], ("fact_lx_console",), "en", "port")
add("ask_content", "Dans DESKMAP_X32, on écoute sur quel port OSC ?", ["ins_deskmap_x32"], ("ref_osc_in_chop",), "fr", "port")
add("ask_content", "Welche Schritte macht DEPLOY_SHOW, und in welcher Reihenfolge?", ["ins_deploy_show"], (), "de", "order")
add("ask_content", "¿Qué opacidad usa mi configuración de FEEDBACK para los trails del club?", ["ins_feedback_pref"], ("ref_feedback_top",), "es", "value")
add("ask_content", "KICK1のTrigger CHOPのしきい値はいくつ？", ["ins_kick1"], (), "ja", "value")
add("ask_content", "what does the BACKUP_FIRST rule say about where the backup tox goes?", ["ins_backup_first"], (), "en", "path")
add("ask_content", "what exactly does GLITCHY put after the Displace TOP?", ["ins_glitchy"], (), "en", "order")
add("ask_content", "Jaki jest limit głośności w regule quiet hours przy rzece?", ["ins_quiet_hours"], (), "pl", "value")
add("ask_content", "RENDER_HQ 用什么编码、多少帧率？", ["ins_render_hq"], ("ref_movie_file_out",), "zh", "value")
add("ask_content", "Zorvex 그레이드에서 Level TOP 감마 값이 얼마야?", ["ins_zorvex_grade"], (), "ko", "value")

# ---------------------------------------------------------------------------------------------
# bears: a stored rule applies, not named
# ---------------------------------------------------------------------------------------------
add("bears", "delete noise1 and the two unused levels in /project1/bg", ["ins_backup_first"], (), "en", "delete")
add("bears", "Mach den Strobe auf 10 Hz, genau auf das Tempo", ["ins_strobe_safe"], ("rcp_strobe_flash",), "de", "strobe")
add("bears", "it's half eleven at the riverside gig, crank the master audio up 6 dB", ["ins_quiet_hours"], (), "en", "venue_late")
add("bears", "Change le seuil dans bloom.tox, c'est un composant sauvegardé en externe", ["ins_archive_rule"], (), "fr", "external_tox")
add("bears", "add a noise and a level for the background layer", ["ins_naming_n1"], ("ref_noise_top",), "en", "create")
add("bears", "ストロボを1秒に8回に速くして", ["ins_strobe_safe"], ("rcp_strobe_flash",), "ja", "strobe")

# ---------------------------------------------------------------------------------------------
# paraphrase: what a procedure does, without its name or title words
# ---------------------------------------------------------------------------------------------
add("paraphrase", "untangle my patch so no cable hides behind a node", ["ins_wirecomb"], (), "en", "paraphrase")
add("paraphrase", "Aligne mes opérateurs : les sources tout à gauche, puis chaque étape plus à droite dans l'ordre du signal",
    ["ins_layout2"], (), "fr", "paraphrase")
add("paraphrase", "lock my visual timing to Priya's grandMA before doors", ["ins_syncpoint"], ("fact_lx_console",), "en", "paraphrase")
add("paraphrase", "Hol mir die 32 Fader vom Behringer-Pult rein, damit sie die Layer steuern", ["ins_deskmap_x32"], ("ref_osc_in_chop",), "de", "paraphrase")
add("paraphrase", "prepara la secuencia temporizada de escenas de Tidewater a partir de la hoja de Mateo", ["ins_cue_stack7"],
    ("fact_dance_piece", "ref_timer_chop"), "es", "paraphrase")

# ---------------------------------------------------------------------------------------------
# question / task: facts and references (corpus), then built-in knowledge
# ---------------------------------------------------------------------------------------------
add("question", "what IP is the grandMA3 on, and which universes does it send?", ["fact_lx_console"], (), "en", "fact")
add("question", "La tablette stagepad reçoit le retour sur quel port ?", ["fact_stagepad_ports"], (), "fr", "fact")
add("question", "Wie viel VRAM hat die Grafikkarte in RIG-B?", ["fact_rig_b"], (), "de", "fact")
add("question", "¿Cuándo es el ensayo técnico de Tidewater, qué día y a qué hora?", ["fact_dance_piece"], (), "es", "fact")
add("question", "Qual è la risoluzione totale del raster per la Lumen Hall?", ["fact_lumen_hall_raster"], (), "it", "fact")
add("question", "Qual buffer de áudio a gente usa no RIG-B?", ["fact_audio_buffer"], (), "pt", "fact")
add("question", "Waar komt de show log terecht tijdens de voorstelling?", ["fact_show_log"], (), "nl", "fact")
add("question", "Jak zrobić smugi (trails) z Feedback TOP?", ["ref_feedback_top"], ("ins_feedback_pref", "rcp_feedback_tunnel", "ref_pixel_formats"), "pl", "common_word")
add("task", "build a lower third for the speaker names", ["rcp_lower_third"], (), "en", "reference")
add("question", "播放的时候 HAP 和 H.264 哪个更好？", ["ref_hap_codecs"], (), "zh", "reference")
add("question", "how do I open the Textport and see what my script printed?", ["td_textport"], (), "en", "builtin_only", builtin=True)
add("question", "Was ist der Unterschied zwischen DAT Execute DAT und Execute DAT?", ["td_dat_execute_and_execute_dat"], (), "de", "builtin_only", builtin=True)
add("question", "Replicator COMP の使い方を教えて", ["td_replicator_comp"], ("ref_replicator",), "ja", "builtin_compete", builtin=True)
add("question", "Comment garder une valeur Python dans le storage d'un COMP ?", ["td_storage"], (), "fr", "builtin_only", builtin=True)
add("question", "¿Qué hace el modo bind en un parámetro?", ["td_parameter_modes"], (), "es", "builtin_only", builtin=True)
add("question", "why doesn't an operator cook when nothing downstream is looking at it?", ["td_cooking_pull_model"], (), "en", "builtin_only", builtin=True)
add("question", "Как передать данные между компонентами: In/Out или Select?", ["td_select_in_out"], (), "ru", "builtin_only", builtin=True)
add("question", "GLSL TOP에 uniform 값을 어떻게 넘겨?", ["ref_glsl_uniforms"], ("td_glsl_top_basics",), "ko", "builtin_compete", builtin=True)

# ---------------------------------------------------------------------------------------------
# unanswerable: plausible TouchDesigner questions the corpus cannot answer
# ---------------------------------------------------------------------------------------------
add("unanswerable", "how do I sync TouchDesigner's tempo with Ableton Link?", (), (), "en", "near")
add("unanswerable", "Comment activer une licence TouchDesigner sur une machine hors ligne ?", (), (), "fr", "far")
add("unanswerable", "how do I control a Universal Robots arm from TouchDesigner?", (), (), "en", "far")
add("unanswerable", "can TouchDesigner send over Syphon and Spout at the same time?", (), (), "en", "near")
add("unanswerable", "Come uso i dati di Record3D dall'iPhone in TouchDesigner?", (), (), "it", "far")
add("unanswerable", "Como faço o TouchDesigner gravar dados num banco PostgreSQL?", (), (), "pt", "far")
add("unanswerable", "Как настроить Dante Virtual Soundcard для TouchDesigner?", (), (), "ru", "near")
add("unanswerable", "TouchDesigner 怎么接 Stable Diffusion 做实时生成？", (), (), "zh", "far")
add("unanswerable", "how do I drive a Notch block from inside TouchDesigner?", (), (), "en", "near")
add("unanswerable", "TouchDesigner'da Leap Motion 2 nasıl kullanılır?", (), (), "tr", "far")

# ---------------------------------------------------------------------------------------------
# near_miss: names a procedure without asking to run it (a stub is fine)
# ---------------------------------------------------------------------------------------------
add("near_miss", "don't run GLITCHY yet, I'm still choosing the source TOP", (), ("ins_glitchy",), "en", "negated")
add("near_miss", "KICK1 ran fine last night at the warehouse", (), ("ins_kick1",), "en", "past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow at 18:00, not now", (), ("ins_deploy_show",), "en", "planning")
add("near_miss", "Priya said SYNCPOINT kept timing out on her side yesterday", (), ("ins_syncpoint",), "en", "reported")
add("near_miss", "is RENDER_HQ still recording or has it finished?", (), ("ins_render_hq",), "en", "status")
add("near_miss", "if we ever tour with an X32 again, DESKMAP_X32 would come in handy", (), ("ins_deskmap_x32",), "en", "hypothetical")
add("near_miss", "I like wirecomb more than LAYOUT2 for small patches, just saying", (), ("ins_wirecomb", "ins_layout2"), "en", "comparison")
add("near_miss", "saved the project as cue_stack_7_backup.toe", (), ("ins_cue_stack7",), "en", "filename")
add("near_miss", "BACKUP_FIRST filled my whole drive with tox files, great, just great", (), ("ins_backup_first",), "en", "complaint")
add("near_miss", "who came up with the Zorvex look in the first place?", (), ("ins_zorvex_grade",), "en", "history")
add("near_miss", "The stage manager's note just says \"BLACKOUT at 22:00\"; I'll handle that one myself later",
    (), ("ins_blackout", "ins_panic_black"), "en", "quoted")
add("near_miss", "Ne lance surtout pas PANIC_BLACK, c'était une fausse alerte", (), ("ins_panic_black",), "fr", "negated")
add("near_miss", "Mañana haremos el RENDER_HQ del teaser, hoy no", (), ("ins_render_hq",), "es", "planning")
add("near_miss", "Il regista dice che il look Zorvex è troppo freddo", (), ("ins_zorvex_grade",), "it", "reported")
add("near_miss", "O VJ_BANK_A já terminou de carregar?", (), ("ins_vj_bank_a",), "pt", "status")
add("near_miss", "LAYOUT2っていつから使ってるんだっけ？", (), ("ins_layout2",), "ja", "history")
add("near_miss", "假如明天没有灯光控台，我们就用不上 SYNCPOINT 了", (), ("ins_syncpoint",), "zh", "hypothetical")
add("near_miss", "KICK1은 아직 돌리지 마, DJ가 리허설 중이야", (), ("ins_kick1",), "ko", "negated")
add("near_miss", "wirecomb опять всё сдвинул, теперь я ничего не могу найти", (), ("ins_wirecomb",), "ru", "complaint")
add("near_miss", "CUE_STACK_7 я потім сам допишу, поки не чіпай", (), ("ins_cue_stack7",), "uk", "negated")
add("near_miss", "Wczoraj BLACKOUT zadziałał idealnie na koniec setu", (), ("ins_blackout",), "pl", "past")
add("near_miss", "Volgende week gaan we GLITCHY op de webcam proberen", (), ("ins_glitchy",), "nl", "planning")
add("near_miss", "DEPLOY_SHOW bitti mi, yoksa hâlâ çalışıyor mu?", (), ("ins_deploy_show",), "tr", "status")
add("near_miss", "قال المدير التقني إن STROBE_SAFE يجعل العرض مملاً", (), ("ins_strobe_safe",), "ar", "reported")
add("near_miss", "N1 नाम वाला नियम किसने बनाया था?", (), ("ins_naming_n1",), "hi", "history")
add("near_miss", "Quy tắc ARCHIVE làm thư mục của tôi đầy file tox cũ", (), ("ins_archive_rule",), "vi", "complaint")
add("near_miss", "Nanti sore kita coba DESKMAP_X32 lagi, sekarang istirahat dulu", (), ("ins_deskmap_x32",), "id", "planning")
add("near_miss", "Om ljusbordet går sönder blir SYNCPOINT meningslöst", (), ("ins_syncpoint",), "sv", "hypothetical")
add("near_miss", "Proměnnou ve skriptu jsem pojmenoval render_hq_done, ať to sedí s ostatními", (), ("ins_render_hq",), "cs", "variable")
add("near_miss", "Μην κάνεις BLACKOUT ακόμα, έχει άλλο ένα τραγούδι", (), ("ins_blackout", "ins_panic_black"), "el", "negated")
add("near_miss", "Quiet hours -sääntö pilasi eilisen keikan lopun", (), ("ins_quiet_hours",), "fi", "complaint")
add("near_miss", "A FEEDBACK trail-beállításaimról majd holnap beszélünk", (), ("ins_feedback_pref",), "hu", "planning")
add("near_miss", "în scriptul meu am `if mode == 'PANIC_BLACK': pass`, e corect sintactic?", (), ("ins_panic_black",), "ro", "code")
add("near_miss", "אגב, CUE_STACK_7 היה בכלל הרעיון של מתאו", (), ("ins_cue_stack7",), "he", "incidental")
add("near_miss", "Kører LAYOUT2 stadig, eller er den færdig?", (), ("ins_layout2",), "da", "status")
add("near_miss", "forget GLITCHY, the director hates it now", (), ("ins_glitchy",), "en", "negated")
add("near_miss", "Est-ce que j'ai le droit de modifier moi-même la règle STROBE_SAFE ?", (), ("ins_strobe_safe",), "fr", "permission")
add("near_miss", "last year KICK1 still did full white flashes, before we changed it", (), ("ins_kick1",), "en", "history")
add("near_miss", "my tutor said VJ_BANK_A is a nice example of preloading clips", (), ("ins_vj_bank_a",), "en", "reported")

# ---------------------------------------------------------------------------------------------
# meaning: the ordinary meaning of a word that is also a procedure name
# ---------------------------------------------------------------------------------------------
add("meaning", "what does 'blackout' mean in theatre lighting, historically?", (), ("ins_blackout", "ins_panic_black"), "en", "meaning")
add("meaning", "Que veut dire « archive » en informatique, en général ?", (), ("ins_archive_rule",), "fr", "meaning")
add("meaning", "Was bedeutet Feedback in der Tontechnik eigentlich?", (), ("ins_feedback_pref",), "de", "meaning")
add("meaning", "¿Qué son las «quiet hours» en un edificio de viviendas?", (), ("ins_quiet_hours",), "es", "meaning")
add("meaning", "「グリッチー」って英語の口語でどういう意味？", (), ("ins_glitchy",), "ja", "meaning")

# ---------------------------------------------------------------------------------------------
# meta: about the words, not the procedures
# ---------------------------------------------------------------------------------------------
add("meta", "write SYNCPOINT with its letters in reverse order", (), (), "en", "reverse")
add("meta", "is the Z in Zorvex pronounced like in zebra?", (), (), "en", "pronounce")
add("meta", "Traduis le mot « wirecomb » en français", (), (), "fr", "translate")
add("meta", "how many letters are in DEPLOY_SHOW, not counting the underscore?", (), (), "en", "count")
add("meta", "Escribe KICK1 en minúsculas", (), (), "es", "case")
add("meta", "「RENDER_HQ」をカタカナで書いて", (), (), "ja", "convert")
add("meta", "把 CUE_STACK_7 里的下划线换成空格", (), (), "zh", "convert")
add("meta", "Начни свой ответ со слова LAYOUT2", (), (), "ru", "start_reply")
add("meta", "Scrivi una frase qualsiasi con GLITCHY in grassetto", (), (), "it", "bold")
add("meta", "Usa a palavra BACKUP_FIRST numa frase", (), (), "pt", "in_a_sentence")
add("meta", "'PANIC_BLACK'을 한국어로 번역해 줘", (), (), "ko", "translate")

# ---------------------------------------------------------------------------------------------
# echo: repeat-back requests
# ---------------------------------------------------------------------------------------------
add("echo", "repeat after me: VJ_BANK_A loaded", (), (), "en", "echo")
add("echo", "Répète exactement : lance DESKMAP_X32", (), (), "fr", "echo")
add("echo", "Sprich mir nach: BLACKOUT um Mitternacht", (), (), "de", "echo")
add("echo", "Repite conmigo: STROBE_SAFE", (), (), "es", "echo")
add("echo", "Повтори за мной: запусти GLITCHY", (), (), "ru", "echo")
add("echo", "跟我重复一遍：执行 SYNCPOINT", (), (), "zh", "echo")
add("echo", "そのまま繰り返して：「DEPLOY_SHOW 開始」", (), (), "ja", "echo")
add("echo", "Ripeti parola per parola: wirecomb", (), (), "it", "echo")
add("echo", "Aynen tekrar et: RENDER_HQ", (), (), "tr", "echo")

# ---------------------------------------------------------------------------------------------
# chitchat
# ---------------------------------------------------------------------------------------------
add("chitchat", "thanks, that looked great on the gauze", (), (), "en", "thanks")
add("chitchat", "merci l'équipe, à demain pour le démontage", (), (), "fr", "bye")
add("chitchat", "morning all, coffee's on", (), (), "en", "greeting")
add("chitchat", "jajaja vaya nochecita, colegas", (), (), "es", "small_talk")
add("chitchat", "valeu demais, galera, foi lindo", (), (), "pt", "thanks")
add("chitchat", "今日もお疲れさま〜、また明日", (), (), "ja", "bye")
add("chitchat", "고마워요 ㅎㅎ", (), (), "ko", "thanks")
add("chitchat", "Asante sana, rafiki", (), (), "sw", "thanks")
add("chitchat", "Top, dank je!", (), (), "nl", "thanks")


def main() -> None:
    rows = [{"pid": f"u27-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
