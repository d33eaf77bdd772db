"""Author script for prompts_unseen52.jsonl: a blind suite written by helper "gateeval52".

Written blind: from corpus.jsonl, the built-in knowledge files and the suite README's label rules only;
never run through the gate. About 55 % of the prompts are not in English (4+ each in hi, vi, id, sv, cs,
el, uk, he, th, ro, tr, pl), leaning to invocations and near misses.

Personas:
- a multilingual touring crew chatting in their own languages with English TouchDesigner words
  (Hinglish, missing diacritics, shorthand, emoji, slash commands, pasted logs);
- an interpreter relaying what the director and the local crew say, ask, plan and complain about;
- a festival tech desk calling cues, checklists and corrections on a tight changeover.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen52.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke (English, tech desk)
add("invoke", "KICK1 pls, the DJ just went four on the floor", ["ins_kick1"], group="terse")
add("invoke", "run glitchy on the selected top, the one feeding out2", ["ins_glitchy"], group="lowercase")
add("invoke", "Could you please run LAYOUT2 on /project1/scene_b when you get a sec?", ["ins_layout2"], group="polite")
add("invoke", "DEPLOY_SHOW — FOH says doors in forty-two minutes", ["ins_deploy_show"], group="name_first")
add("invoke", "ok that was the last track of the set, BLACKOUT", ["ins_blackout"], group="end_set")
add("invoke", "/render_hq  (rec1 is armed, timeline at 1)", ["ins_render_hq"], group="slash_command")
add("invoke", "Tech desk list for you, in this order:\n- [ ] VJ_BANK_A\n- [ ] DESKMAP_X32\n- [ ] SYNCPOINT",
    ["ins_vj_bank_a", "ins_deskmap_x32", "ins_syncpoint"], group="checklist")
add("invoke", "```\nWARNING: /project1/mixer/deck_a3: file not found\nWARNING: /project1/mixer/deck_a6: file not found\n```\n"
    "decks came up empty after the reboot, reload VJ_BANK_A", ["ins_vj_bank_a"], group="log_paste")
add("invoke", "GLITCHY on the webcam feed — no wait, not GLITCHY, give it the Zorvex grade instead",
    ["ins_zorvex_grade"], ["ins_glitchy"], group="correction")
add("invoke", "Yes, go ahead with SYNCPOINT, Priya says the console is ready for it.", ["ins_syncpoint"],
    ["fact_lx_console"], group="consent")
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule before the encore",
    ["ins_quiet_hours"], group="conditional")
add("invoke", "It's 18:50 and the house opens at 19:00: build CUE_STACK_7 now", ["ins_cue_stack7"],
    ["fact_dance_piece"], group="timed")
add("invoke", "K I C K 1 on the main out please", ["ins_kick1"], group="spaces")
add("invoke", "hey copilot run wire comb on this network full stop", ["ins_wirecomb"], group="voice")
add("invoke", "🎬 RENDER_HQ 🎬 final file for the client", ["ins_render_hq"], group="emoji")
add("invoke", "run DEPLY_SHOW now pls", ["ins_deploy_show"], group="typo")
add("invoke", "apply STROBE_SAFE to the flash I just built in /project1/fx", ["ins_strobe_safe"], group="rule")
add("invoke", "enforce naming rule N1 on everything you created in /project1/bg", ["ins_naming_n1"], group="rule")
add("invoke", "follow BACKUP_FIRST, then remove /project1/old_intro", ["ins_backup_first"], group="rule")
add("invoke", "do the end-of-set cut to black now", ["ins_blackout"], group="title_words")
add("invoke", "add the glitch post chain to the selected TOP", ["ins_glitchy"], group="title_words")
add("invoke", "load clip bank A please", ["ins_vj_bank_a"], group="title_words")
add("invoke", "build the trails with my FEEDBACK settings for the club set", ["ins_feedback_pref"],
    ["ref_feedback_top"], group="common_word")
add("invoke", "follow ARCHIVE before you touch bloom.tox", ["ins_archive_rule"], group="common_word")
add("invoke", "PANIC_BLACK!!! NOW, the projector is pointing at the crowd", ["ins_panic_black"], group="emergency")
add("invoke", "SYNCPOINT, then DEPLOY_SHOW", ["ins_syncpoint", "ins_deploy_show"], group="multi")
add("invoke", "layout2 and then wirecomb on /project1/stage", ["ins_layout2", "ins_wirecomb"], group="multi")
add("invoke", "KICK1 + GLITCHY on the main output, then STROBE_SAFE on the result",
    ["ins_kick1", "ins_glitchy", "ins_strobe_safe"], group="multi")
add("invoke", "the choreographer didn't change a thing since yesterday, so build CUE_STACK_7 and I'll check the timings after",
    ["ins_cue_stack7"], group="mid_message")
add("invoke", "Quiet hours are on now, it's 22:15 at the riverside — go ahead and enforce the rule on the master out",
    ["ins_quiet_hours"], group="consent")
add("invoke", "wirecomb this spaghetti before the guest VJ sees it", ["ins_wirecomb"], group="name_as_verb")
add("invoke", "Zorvex grade and then RENDER_HQ for the trailer", ["ins_zorvex_grade", "ins_render_hq"], group="multi")
add("invoke", "Apply my FEEDBACK trail settings to the new club scene", ["ins_feedback_pref"], group="common_word")
add("invoke", "ARCHIVE rule first, then rebuild the inside of lens.tox", ["ins_archive_rule"], group="rule")
add("invoke", "Please carry out naming rule N1 on the operators in /project1/fx", ["ins_naming_n1"], group="polite")
add("invoke", "run BACKUP_FIRST on /project1/old_scenes and then LAYOUT2 it", ["ins_backup_first", "ins_layout2"],
    group="multi")

# ---------------------------------------------------------------- invoke (touring crew, other languages)
# Hindi
add("invoke", "भाई KICK1 चला दो main output पर, DJ अब techno बजा रहा है", ["ins_kick1"], lang="hi", group="imperative")
add("invoke", "LAYOUT2 kar do please, network bahut messy ho gaya hai", ["ins_layout2"], lang="hi", group="polite")
add("invoke", "शो से पहले DEPLOY_SHOW चलाओ, सिर्फ़ 30 मिनट बचे हैं", ["ins_deploy_show"], lang="hi", group="timed")
add("invoke", "abhi ke abhi PANIC_BLACK karo!!", ["ins_panic_black"], lang="hi", group="emergency")
# Vietnamese
add("invoke", "chạy GLITCHY cho cái TOP đang chọn nhé, cái camera sân khấu", ["ins_glitchy"], lang="vi", group="imperative")
add("invoke", "làm ơn chạy SYNCPOINT với bàn đèn trước giờ diễn", ["ins_syncpoint"], lang="vi", group="polite")
add("invoke", "VJ_BANK_A đi anh ơi", ["ins_vj_bank_a"], lang="vi", group="terse")
add("invoke", "ap dung quy tac BACKUP_FIRST roi xoa /project1/old_scene", ["ins_backup_first"], lang="vi", group="rule")
# Indonesian
add("invoke", "tolong jalankan RENDER_HQ sekarang ya", ["ins_render_hq"], lang="id", group="polite")
add("invoke", "wirecomb dong, kabelnya ruwet banget", ["ins_wirecomb"], lang="id", group="name_first")
add("invoke", "pasang Zorvex grade di komposit terakhir", ["ins_zorvex_grade"], lang="id", group="imperative")
add("invoke", "CUE_STACK_7 sekarang, gladi resik mulai 10 menit lagi", ["ins_cue_stack7"], lang="id", group="timed")
# Swedish
add("invoke", "kör BLACKOUT, setet är slut", ["ins_blackout"], lang="sv", group="end_set")
add("invoke", "kan du köra DESKMAP_X32 mot mixerbordet?", ["ins_deskmap_x32"], lang="sv", group="polite")
add("invoke", "tillämpa namngivningsregeln N1 på allt i /project1/bg", ["ins_naming_n1"], lang="sv", group="rule")
add("invoke", "STROBE_SAFE på strobeeffekten, tack", ["ins_strobe_safe"], lang="sv", group="rule")
# Czech
add("invoke", "spusť KICK1 na hlavní výstup", ["ins_kick1"], lang="cs", group="imperative")
add("invoke", "prosim udelej LAYOUT2 v /project1/scena", ["ins_layout2"], lang="cs", group="polite")
add("invoke", "aplikuj pravidlo ARCHIVE a pak uprav bloom.tox", ["ins_archive_rule"], lang="cs", group="common_word")
add("invoke", "PANIC_BLACK hned, někdo spadl z pódia!", ["ins_panic_black"], lang="cs", group="emergency")
# Greek
add("invoke", "τρέξε το VJ_BANK_A", ["ins_vj_bank_a"], lang="el", group="imperative")
add("invoke", "σε παρακαλώ κάνε RENDER_HQ για το τελικό αρχείο", ["ins_render_hq"], lang="el", group="polite")
add("invoke", "εφάρμοσε τον κανόνα STROBE_SAFE στο strobe που έφτιαξα", ["ins_strobe_safe"], lang="el", group="rule")
add("invoke", "κάνε wirecomb στο δίκτυο, είναι χάος", ["ins_wirecomb"], lang="el", group="name_as_verb")
# Ukrainian
add("invoke", "запусти DEPLOY_SHOW, за пів години глядачі", ["ins_deploy_show"], lang="uk", group="timed")
add("invoke", "зроби GLITCHY на вибраному TOP", ["ins_glitchy"], lang="uk", group="imperative")
add("invoke", "SYNCPOINT, будь ласка", ["ins_syncpoint"], lang="uk", group="terse")
add("invoke", "застосуй правило BACKUP_FIRST і видали noise1", ["ins_backup_first"], lang="uk", group="rule")
# Hebrew
add("invoke", "תריץ את KICK1 על היציאה הראשית", ["ins_kick1"], lang="he", group="imperative")
add("invoke", "תעשה BLACKOUT, הסט נגמר", ["ins_blackout"], lang="he", group="end_set")
add("invoke", "בבקשה תפעיל את Zorvex grade על הקומפוזיט האחרון", ["ins_zorvex_grade"], lang="he", group="polite")
add("invoke", "DESKMAP_X32 עכשיו, המיקסר מחובר", ["ins_deskmap_x32"], lang="he", group="name_first")
# Thai
add("invoke", "รัน CUE_STACK_7 ให้หน่อย", ["ins_cue_stack7"], lang="th", group="polite")
add("invoke", "ช่วยทำ RENDER_HQ ตอนนี้เลยครับ", ["ins_render_hq"], lang="th", group="polite")
add("invoke", "ใช้กฎ N1 ตั้งชื่อ operator ที่เพิ่งสร้างทั้งหมด", ["ins_naming_n1"], lang="th", group="rule")
add("invoke", "PANIC_BLACK ด่วน!", ["ins_panic_black"], lang="th", group="emergency")
# Romanian
add("invoke", "rulează VJ_BANK_A te rog", ["ins_vj_bank_a"], lang="ro", group="polite")
add("invoke", "fa LAYOUT2 pe reteaua asta", ["ins_layout2"], lang="ro", group="imperative")
add("invoke", "e 22:40 la riverside, deci aplică regula quiet hours pe ieșirea audio", ["ins_quiet_hours"],
    lang="ro", group="conditional")
add("invoke", "pornește SYNCPOINT înainte de spectacol", ["ins_syncpoint"], lang="ro", group="imperative")
# Turkish
add("invoke", "KICK1'i çalıştır", ["ins_kick1"], lang="tr", group="imperative")
add("invoke", "lütfen seçili TOP'a GLITCHY uygula", ["ins_glitchy"], lang="tr", group="polite")
add("invoke", "CUE_STACK_7'yi kur, prova başlıyor", ["ins_cue_stack7"], lang="tr", group="timed")
add("invoke", "kapılar açılıyor, DEPLOY_SHOW yap", ["ins_deploy_show"], lang="tr", group="trailing")
# Polish
add("invoke", "odpal wirecomb na tej sieci", ["ins_wirecomb"], lang="pl", group="imperative")
add("invoke", "koniec setu, zrób BLACKOUT", ["ins_blackout"], lang="pl", group="end_set")
add("invoke", "zastosuj regułę ARCHIVE zanim ruszysz bloom.tox", ["ins_archive_rule"], lang="pl", group="rule")
add("invoke", "proszę, uruchom STROBE_SAFE na efekcie stroboskopu", ["ins_strobe_safe"], lang="pl", group="rule")
# interpreter and others
add("invoke", "Bitte bau die Trails nach meinen FEEDBACK-Einstellungen für das Clubset", ["ins_feedback_pref"],
    lang="de", group="common_word")
add("invoke", "DESKMAP_X32 und danach SYNCPOINT, bitte", ["ins_deskmap_x32", "ins_syncpoint"], lang="de", group="multi")
add("invoke", "lance DESKMAP_X32 stp, la console est branchée", ["ins_deskmap_x32"], lang="fr", group="terse")
add("invoke", "aplica el Zorvex grade al composite final, porfa", ["ins_zorvex_grade"], lang="es", group="polite")
add("invoke", "DEPLOY_SHOWを実行してください", ["ins_deploy_show"], lang="ja", group="polite")
add("invoke", "马上运行 CUE_STACK_7，彩排五分钟后开始", ["ins_cue_stack7"], lang="zh", group="bare")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which UDP port does DESKMAP_X32 open its OSC In on?", ["ins_deskmap_x32"], group="port")
add("ask_content", "KICK1 में Trigger CHOP का threshold कितना रखा है?", ["ins_kick1"], lang="hi", group="value")
add("ask_content", "DEPLOY_SHOW gồm những bước nào, theo thứ tự?", ["ins_deploy_show"], lang="vi", group="order")
add("ask_content", "vad säger STROBE_SAFE om max antal blixtar per sekund?", ["ins_strobe_safe"], lang="sv", group="value")
add("ask_content", "In the Zorvex grade, what's the gamma on the Level TOP?", ["ins_zorvex_grade"], group="value")
add("ask_content", "Τι κάνει το BLACKOUT με τον ήχο;", ["ins_blackout"], lang="el", group="content")
add("ask_content", "How many times does SYNCPOINT repeat the ping, and which value does it keep?", ["ins_syncpoint"],
    group="value")
add("ask_content", "ile klatek nagrywa RENDER_HQ i w jakim kodeku?", ["ins_render_hq"], lang="pl", group="value")
add("ask_content", "what folder does the ARCHIVE rule copy the tox into?", ["ins_archive_rule"], group="content")
add("ask_content", "CUE_STACK_7 tablosunun sütunları neler?", ["ins_cue_stack7"], lang="tr", group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "get rid of noise4 and level7 in /project1/bg_tour, nothing reads them", ["ins_backup_first"], group="delete")
add("bears", "smaž celou síť /project1/stare_sceny, už ji nepotřebujeme", ["ins_backup_first"], lang="cs", group="delete")
add("bears", "make the white strobe flash 10 times a second, locked to 150 bpm", ["ins_strobe_safe"],
    ["rcp_strobe_flash"], group="strobe")
add("bears", "вже 23:00 на riverside, підніми загальну гучність до -6 dBFS", ["ins_quiet_hours"], lang="uk",
    group="venue_late")
add("bears", "bump the threshold inside bloom.tox to 0.8, it's saved as an external file", ["ins_archive_rule"],
    group="external_tox")
add("bears", "buatkan tiga Noise TOP baru dan satu Level TOP untuk background", ["ins_naming_n1"],
    ["ref_noise_top"], lang="id", group="create")
add("paraphrase", "line up my operators left to right: sources first, nulls last, one row per chain",
    ["ins_layout2"])
add("paraphrase", "תכניס את שמונת הסרטונים של צד A לנגנים לפי סדר אלפביתי", ["ins_vj_bank_a"], lang="he")
add("paraphrase", "hook the Behringer console's faders up so they drive the layer opacities", ["ins_deskmap_x32"],
    ["ref_osc_in_chop"])
add("paraphrase", "ทำให้เส้นต่อใน patch นี้ตรงและอ่านง่าย ไม่ให้วิ่งผ่านหลัง node", ["ins_wirecomb"], lang="th")
add("paraphrase", "pulse the brightness of the main output on every bass drum hit", ["ins_kick1"],
    ["ins_strobe_safe", "ref_audio_analysis"])
add("paraphrase", "measure the round trip to the grandMA and shift our timeline by half of it", ["ins_syncpoint"],
    ["fact_lx_console"])

# ---------------------------------------------------------------- question / task
add("question", "the tour's grandMA3: which IP, and which sACN universes does it put out?", ["fact_lx_console"], group="fact")
add("question", "na jakim uniwersum DMX są głowy ruchome i od jakiego adresu startują?", ["fact_dmx_heads"],
    lang="pl", group="fact")
add("task", "set the output window to the Lumen Hall raster size", ["fact_lumen_hall_raster"],
    ["ref_perform_window"], group="fact")
add("question", "vilken fps kör Nebula-installationen i?", ["fact_nebula_fps"], lang="sv", group="fact")
add("question", "pe ce port trimite tableta stagepad mesajele OSC?", ["fact_stagepad_ports"], lang="ro", group="fact")
add("question", "what audio buffer size did we settle on for RIG-B?", ["fact_audio_buffer"], group="fact")
add("question", "πού βρίσκεται το log με τα σφάλματα μετά την παράσταση;", ["fact_show_log"], lang="el", group="fact")
add("question", "how do I use a Feedback TOP to get trails behind a moving shape?", ["ref_feedback_top"],
    ["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
add("task", "tạo một lower third dùng màu thương hiệu Aurora", ["rcp_lower_third", "fact_aurora_palette"],
    lang="vi", group="reference")
add("question", "how do Select CHOPs differ from In and Out CHOPs for moving channels between components?",
    ["td_select_in_out"], group="builtin_only", builtin=True)
add("question", "Wie reagiere ich mit einem Parameter Execute DAT auf einen Pulse-Parameter?",
    ["td_parameter_execute_dat"], lang="de", group="builtin_only", builtin=True)
add("question", "che differenza c'è tra il flag bypass e il flag lock?", ["td_operator_flags"], lang="it",
    group="builtin_only", builtin=True)
add("question", "TCP/IP DAT or WebSocket DAT for talking to a browser app on the same machine?",
    ["td_network_protocols_dats"], group="builtin_only", builtin=True)
add("task", "Replicator COMPでテーブルの行ごとにボタンを作りたい", ["td_replicator_comp"], ["ref_replicator"],
    lang="ja", group="builtin_compete", builtin=True)
add("question", "the festival build drops to 41 fps: how can I tell if it is GPU-bound, CPU-bound or waiting on the disk?", ["td_bottlenecks_optimization"],
    ["ref_perf_monitor", "td_performance_monitor"], group="builtin_compete", builtin=True)
add("question", "export और bind parameter mode में क्या फ़र्क है?", ["td_parameter_modes"],
    ["td_chop_exports_references"], lang="hi", group="builtin_only", builtin=True)
add("question", "Hoe bouw ik voor de techtafel een bedieningspaneel met drie knoppen en twee sliders?", ["td_panel_ui_components"],
    lang="nl", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "what MIDI channel is the APC40 in the studio set to?", group="near")
add("unanswerable", "Kestrel Theatre'daki projektör kaç lümen?", allowed=["fact_dance_piece"], lang="tr", group="near")
add("unanswerable", "how much did our TouchDesigner Pro licence cost last year?", group="far")
add("unanswerable", "jaké je heslo k wifi v Lumen Hall?", allowed=["fact_lumen_hall_raster"], lang="cs", group="near")
add("unanswerable", "우리 투어 노트북에 설치된 TouchDesigner 빌드 번호가 뭐였지?", lang="ko", group="far")
add("unanswerable", "who designed the lighting for the Aurora launch?", allowed=["fact_aurora_palette"], group="near")
add("unanswerable", "яка модель LED-процесора в інсталяції Nebula?", allowed=["fact_nebula_fps"], lang="uk", group="near")
add("unanswerable", "quanto espaço livre ainda sobra no drive D: do RIG-B?", allowed=["fact_rig_b"], lang="pt",
    group="near")
add("unanswerable", "what's the serial number of the Azure Kinect we rented for the tour?",
    allowed=["ref_kinect_azure"], group="near")
add("unanswerable", "à quelle heure commence le load-in de la tournée à Lyon ?", lang="fr", group="far")

# ---------------------------------------------------------------- near_miss (named, not asked to run)
add("near_miss", "KICK1 ran beautifully during the second set yesterday", allowed=["ins_kick1"], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow after the tech rehearsal", allowed=["ins_deploy_show"], group="planning")
add("near_miss", "don't run GLITCHY on the interview feed, the client hates it", allowed=["ins_glitchy"], group="negated")
add("near_miss", "did SYNCPOINT finish already?", allowed=["ins_syncpoint"], group="status")
add("near_miss", "if the client wants the Zorvex look again next year, we'll reuse it for sure",
    allowed=["ins_zorvex_grade"], group="hypothetical")
add("near_miss", "is LAYOUT2 or wirecomb older? I forget which one we wrote first",
    allowed=["ins_layout2", "ins_wirecomb"], group="comparison")
add("near_miss", "can't find render_hq_take3.mov on the desktop, did someone move it?", allowed=["ins_render_hq"],
    group="filename")
add("near_miss", "the stage manager's note just says \"CUE_STACK_7 — checked\"", allowed=["ins_cue_stack7"],
    group="quoted")
add("near_miss", "wirecomb wrecked my layout yesterday, nodes all over the place", allowed=["ins_wirecomb"],
    group="complaint")
add("near_miss", "we wrote STROBE_SAFE after a complaint at the 2024 festival", allowed=["ins_strobe_safe"],
    group="history")
add("near_miss", "saving this line in my notes, no action needed: `# TODO: ARCHIVE rule before bloom edits`",
    allowed=["ins_archive_rule"], group="code")
add("near_miss", "the quiet hours rule doesn't matter today, the riverside gig is a Sunday matinee",
    allowed=["ins_quiet_hours"], group="negated")
# other languages
add("near_miss", "कल रात KICK1 बढ़िया चला था, कोई दिक्कत नहीं", allowed=["ins_kick1"], lang="hi", group="past")
add("near_miss", "RENDER_HQ abhi mat chalana, pehle client se baat karni hai", allowed=["ins_render_hq"], lang="hi",
    group="negated")
add("near_miss", "hôm qua wirecomb làm rối hết mạng của tôi", allowed=["ins_wirecomb"], lang="vi", group="complaint")
add("near_miss", "mai mình mới làm DEPLOY_SHOW nha", allowed=["ins_deploy_show"], lang="vi", group="planning")
add("near_miss", "jangan jalankan BLACKOUT dulu, masih ada satu lagu lagi", allowed=["ins_blackout"], lang="id",
    group="negated")
add("near_miss", "di script saya ada variabel `glitchy_enabled = False`, biarin aja begitu", allowed=["ins_glitchy"],
    lang="id", group="variable")
add("near_miss", "KICK1 funkade fint igår kväll", allowed=["ins_kick1"], lang="sv", group="past")
add("near_miss", "vi kör RENDER_HQ i morgon bitti innan avresan", allowed=["ins_render_hq"], lang="sv", group="planning")
add("near_miss", "Tomáš říkal, že SYNCPOINT minule nefungoval", allowed=["ins_syncpoint"], lang="cs", group="reported")
add("near_miss", "nespouštěj GLITCHY, klient to nechce", allowed=["ins_glitchy"], lang="cs", group="negated")
add("near_miss", "το DEPLOY_SHOW πήγε μια χαρά χθες", allowed=["ins_deploy_show"], lang="el", group="past")
add("near_miss", "κάποιος έγραψε PANIC_BLACK στο χαρτί του stage manager για αστείο", allowed=["ins_panic_black"],
    lang="el", group="incidental")
add("near_miss", "не запускай CUE_STACK_7, хореограф ще міняє порядок", allowed=["ins_cue_stack7"], lang="uk",
    group="negated")
add("near_miss", "вчора VJ_BANK_A завантажив не ті файли", allowed=["ins_vj_bank_a"], lang="uk", group="complaint")
add("near_miss", "אל תריץ את LAYOUT2, אני אוהב את הסידור שלי", allowed=["ins_layout2"], lang="he", group="negated")
add("near_miss", "הקובץ render_hq_final.mov לא נפתח אצל הלקוח", allowed=["ins_render_hq"], lang="he", group="filename")
add("near_miss", "เมื่อวาน SYNCPOINT ทำงานดีมาก", allowed=["ins_syncpoint"], lang="th", group="past")
add("near_miss", "พรุ่งนี้ค่อยทำ wirecomb นะ", allowed=["ins_wirecomb"], lang="th", group="planning")
add("near_miss", "nu rula DESKMAP_X32, mixerul nu e conectat încă", allowed=["ins_deskmap_x32"], lang="ro",
    group="negated")
add("near_miss", "colegul meu zice că GLITCHY arată ieftin", allowed=["ins_glitchy"], lang="ro", group="reported")
add("near_miss", "dün gece BLACKOUT çok erken geldi, seyirci şaşırdı", allowed=["ins_blackout"], lang="tr",
    group="complaint")
add("near_miss", "Zorvex grade'i yarın deneriz", allowed=["ins_zorvex_grade"], lang="tr", group="planning")
add("near_miss", "RENDER_HQ wczoraj zawiesił komputer", allowed=["ins_render_hq"], lang="pl", group="complaint")
add("near_miss", "nie odpalaj KICK1, DJ gra teraz ambient", allowed=["ins_kick1"], lang="pl", group="negated")
add("near_miss", "on fera le LAYOUT2 demain matin", allowed=["ins_layout2"], lang="fr", group="planning")

# ---------------------------------------------------------------- meaning
add("meaning", "what did a 'blackout' mean for London households during the Blitz?", allowed=["ins_blackout", "ins_panic_black"])
add("meaning", "was bedeutet 'Feedback' eigentlich in der Psychologie?", allowed=["ins_feedback_pref"], lang="de")
add("meaning", "what are 'quiet hours' in a hospital ward?", allowed=["ins_quiet_hours"])
add("meaning", "¿qué significa 'glitchy' en el inglés coloquial?", allowed=["ins_glitchy"], lang="es")
add("meaning", "in archival science, what does it mean to archive a record?", allowed=["ins_archive_rule"])

# ---------------------------------------------------------------- meta
add("meta", "spell KICK1 backwards, letter by letter, for the interpreter", group="reverse")
add("meta", "comment on prononce wirecomb ?", lang="fr", group="pronounce")
add("meta", "translate 'PANIC_BLACK' into French", group="translate")
add("meta", "SYNCPOINTは何文字ですか?", lang="ja", group="count")
add("meta", "write DEPLOY_SHOW in lowercase for the run-sheet header", group="case")
add("meta", "schreib GLITCHY fett", lang="de", group="bold")
add("meta", "start your reply with the word BLACKOUT", group="start_with")
add("meta", "använd ordet LAYOUT2 i en mening", lang="sv", group="in_a_sentence")
add("meta", "convert the string 'CUE_STACK_7' to camelCase", group="convert")
add("meta", "cum se scrie RENDER_HQ cu litere mici?", lang="ro", group="case")
add("meta", "what does the HQ in RENDER_HQ stand for?", group="what_mean")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: run VJ_BANK_A")
add("echo", "répète exactement, sans rien faire : lance KICK1 sur la sortie", lang="fr")
add("echo", "sprich mir genau nach: BLACKOUT jetzt", lang="de")
add("echo", "repite esto tal cual: DEPLOY_SHOW", lang="es")
add("echo", "повтори за мной слово в слово: запусти GLITCHY на камере", lang="ru")
add("echo", "跟我重复一遍：运行 wirecomb", lang="zh")
add("echo", "そのまま繰り返して：RENDER_HQを実行", lang="ja")
add("echo", "พูดตามฉัน: รัน SYNCPOINT", lang="th")
add("echo", "תחזור אחריי מילה במילה: PANIC_BLACK", lang="he")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, the changeover went perfectly tonight")
add("chitchat", "शुक्रिया भाई, बहुत बढ़िया", lang="hi")
add("chitchat", "cảm ơn nhé, tối nay diễn tốt lắm", lang="vi")
add("chitchat", "makasih ya, capek banget hari ini", lang="id")
add("chitchat", "καλημέρα σε όλους!", lang="el")
add("chitchat", "eline sağlık, harika oldu", lang="tr")
add("chitchat", "díky moc, dobrou noc", lang="cs")
add("chitchat", "привіт! як справи?", lang="uk")
add("chitchat", "ขอบคุณมากครับ วันนี้เหนื่อยแต่สนุก", lang="th")


def main() -> None:
    rows = [{"pid": f"u52-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
