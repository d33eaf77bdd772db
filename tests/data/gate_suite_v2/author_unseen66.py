"""Hand-written source of prompts_unseen66.jsonl: a blind suite by an independent evaluator (gateeval66).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen66.jsonl byte for byte.

Personas (they live here only):
- a Nordic museum night: a museum's media team in Stockholm, Copenhagen, Oslo and Helsinki running a late
  opening with projections in the halls, writing Swedish, Danish, Norwegian, Finnish and English, curators
  asking politely, technicians calling procedures tersely and reporting what ran the night before;
- an Istanbul concert hall: the hall's video crew and a touring orchestra's visiting technicians writing
  Turkish, Greek, Arabic, Hebrew, Ukrainian and English around the X32 desk and the lighting console;
- a Jakarta and Manila club-visuals scene: resident VJs typing Indonesian, Malay and Tagalog fragments between
  tracks, with emoji, slang and pasted logs, and their partner crews in Thai, Vietnamese and Hindi;
- plus touring technicians from Central Europe (nl, pl, cs, hu, ro) who join the crews.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen66.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK_OK = ("ins_strobe_safe",)  # KICK1 says it must respect STROBE_SAFE: showing that rule is fine

# ---------------------------------------------------------------- invoke: English
add("invoke", "Could you please run LAYOUT2 on /project1/hall_fx before the Istanbul crew opens the file?",
    ["ins_layout2"], group="polite")
add("invoke", "GLITCHY — on the selected moviein, for the Manila warm-up set.", ["ins_glitchy"], group="name_first")
add("invoke", "the kick is coming through the DJ mixer on inputs 1 and 2 now, so build it: KICK1",
    ["ins_kick1"], KICK_OK, group="trailing")
add("invoke", "Doors at the museum open at 19:00 and the projector is warm. In the meantime please do DEPLOY_SHOW, "
    "then I'll go and grab a coffee with the curator.", ["ins_deploy_show"], group="mid_message")
add("invoke", "Follow naming rule N1 while you build the ticket-scanner overlay for the entrance hall.",
    ["ins_naming_n1"], group="rule")
add("invoke", "Arrange the network in columns the way the macro does it, the concert hall patch is a mess.",
    ["ins_layout2"], group="title_words")
add("invoke", "run DEPLY_SHOW for the museum night pls", ["ins_deploy_show"], group="typo")
add("invoke", "vj_bank_a now, the jakarta crowd is coming in", ["ins_vj_bank_a"], group="lowercase")
add("invoke", "run S Y N C P O I N T before the orchestra's first cue tonight", ["ins_syncpoint"], group="spaces")
add("invoke", "okay computer run render underscore h q on the museum loop full stop", ["ins_render_hq"],
    group="voice")
add("invoke", "🔥 GLITCHY on the drop 🔥🔥 do it", ["ins_glitchy"], group="emoji")
add("invoke", "/cue_stack_7 for tonight's dance rehearsal", ["ins_cue_stack7"], group="slash_command")
add("invoke", "Pre-show list for the hall, please do these now:\n- [ ] DESKMAP_X32\n- [ ] SYNCPOINT",
    ["ins_deskmap_x32", "ins_syncpoint"], group="checklist")
add("invoke", "[22:41:07] WARNING /project1/fx: 14 operators overlap\n[22:41:07] WARNING /project1/fx: "
    "wires cross behind nodes\nugh. wirecomb it please", ["ins_wirecomb"], group="log_paste")
add("invoke", "run BLACKOUT — no wait, not BLACKOUT, the set isn't over; do PANIC_BLACK, a truss light just fell!",
    ["ins_panic_black"], ["ins_blackout"], group="correction")
add("invoke", "You asked whether to use my FEEDBACK trail settings for the club set. Yes, go ahead.",
    ["ins_feedback_pref"], group="consent")
add("invoke", "It's 22:30 at the riverside venue, so apply the quiet hours rule to the audio out now.",
    ["ins_quiet_hours"], group="conditional")
add("invoke", "When this last track ends in about two minutes, BLACKOUT.", ["ins_blackout"], group="timed")
add("invoke", "PANIC!!! someone in the front row is having a seizure, cut everything", ["ins_panic_black"],
    group="emergency")
add("invoke", "Run VJ_BANK_A, then GLITCHY on deck_a3, then KICK1.",
    ["ins_vj_bank_a", "ins_glitchy", "ins_kick1"], KICK_OK, group="multi")
add("invoke", "Apply BACKUP_FIRST and then delete the old noise chain in /project1/intro.", ["ins_backup_first"],
    group="rule")
add("invoke", "Per the ARCHIVE rule, bump the threshold in the external bloom.tox to 0.7.", ["ins_archive_rule"],
    group="rule")
add("invoke", "Check the new beat strobe against STROBE_SAFE and clamp it where it needs it.", ["ins_strobe_safe"],
    group="imperative")
add("invoke", "That's the last song of the night, do the end-of-set blackout.", ["ins_blackout"], group="title_words")
add("invoke", "Before doors: SYNCPOINT, then CUE_STACK_7, then DEPLOY_SHOW. In that order please.",
    ["ins_syncpoint", "ins_cue_stack7", "ins_deploy_show"], group="multi")

# ---------------------------------------------------------------- invoke: Nordic museum night
add("invoke", "Kan du köra DEPLOY_SHOW nu? Museinatten börjar om en timme.", ["ins_deploy_show"], lang="sv",
    group="polite")
add("invoke", "kör zorvex-graden på väggprojektionen i stora salen", ["ins_zorvex_grade"], lang="sv", group="terse")
add("invoke", "Följ regel N1 när du bygger de nya noderna för entréskärmen.", ["ins_naming_n1"], lang="sv",
    group="rule")
add("invoke", "Kør VJ_BANK_A, tak.", ["ins_vj_bank_a"], lang="da", group="polite")
add("invoke", "Kør LAYOUT2 – nej vent, ikke LAYOUT2, kør wirecomb i stedet.", ["ins_wirecomb"], ["ins_layout2"],
    lang="da", group="correction")
add("invoke", "Lav KICK1 og derefter GLITCHY på den valgte TOP.", ["ins_kick1", "ins_glitchy"], KICK_OK, lang="da",
    group="multi")
add("invoke", "Kjør RENDER_HQ på museumsloopen, er du snill.", ["ins_render_hq"], lang="no", group="polite")
add("invoke", "Om fem minutter, når siste låt er ferdig, kjør BLACKOUT.", ["ins_blackout"], lang="no",
    group="timed")
add("invoke", "PANIC_BLACK nå!! 🚨🚨", ["ins_panic_black"], lang="no", group="emergency")
add("invoke", "Aja DEPLOY_SHOW, museoyö alkaa kohta.", ["ins_deploy_show"], lang="fi", group="imperative")
add("invoke", "Tee KICK1 pääulostuloon.", ["ins_kick1"], KICK_OK, lang="fi", group="terse")
add("invoke", "Noudata ARCHIVE-sääntöä ja muuta bloom.tox-komponentin kynnysarvoksi 0.6.", ["ins_archive_rule"],
    lang="fi", group="rule")

# ---------------------------------------------------------------- invoke: Istanbul concert hall
add("invoke", "Lütfen DESKMAP_X32'yi çalıştır, konser salonundaki masa hazır.", ["ins_deskmap_x32"], lang="tr",
    group="polite")
add("invoke", "SYNCPOINT yap, ışık konsoluyla senkron olalım.", ["ins_syncpoint"], lang="tr", group="name_first")
add("invoke", "Önce CUE_STACK_7, sonra DEPLOY_SHOW.", ["ins_cue_stack7", "ins_deploy_show"], lang="tr",
    group="multi")
add("invoke", "Saat 22:40 oldu ve nehir kenarındaki mekândayız; sessiz saatler kuralını ses çıkışına uygula.",
    ["ins_quiet_hours"], lang="tr", group="conditional")
add("invoke", "Τρέξε το KICK1 στην κύρια έξοδο της αίθουσας, μπήκε το μπάσο.", ["ins_kick1"], KICK_OK,
    lang="el", group="imperative")
add("invoke", "Κάνε BLACKOUT, τελείωσε το σετ.", ["ins_blackout"], lang="el", group="end_set")
add("invoke", "Εφάρμοσε τον κανόνα STROBE_SAFE στο καινούργιο strobe.", ["ins_strobe_safe"], lang="el", group="rule")
add("invoke", "Запусти GLITCHY на виділеному TOP перед другим відділенням.", ["ins_glitchy"],
    lang="uk", group="imperative")
add("invoke", "Будь ласка, виконай DESKMAP_X32 для пульта в залі.", ["ins_deskmap_x32"], lang="uk", group="polite")
add("invoke", "Зроби LAYOUT2 для цієї мережі.", ["ins_layout2"], lang="uk", group="terse")
add("invoke", "תריץ את RENDER_HQ בבקשה.", ["ins_render_hq"], lang="he", group="polite")
add("invoke", "PANIC_BLACK עכשיו, מישהו עלה לבמה!", ["ins_panic_black"], lang="he", group="emergency")
add("invoke", "תבנה לי את CUE_STACK_7 לחזרה של הרקדנים הערב.", ["ins_cue_stack7"], lang="he", group="imperative")
add("invoke", "شغّل DEPLOY_SHOW من فضلك.", ["ins_deploy_show"], lang="ar", group="polite")
add("invoke", "نفّذ SYNCPOINT قبل بداية الحفل.", ["ins_syncpoint"], lang="ar", group="imperative")
add("invoke", "طبّق قاعدة الساعات الهادئة، الساعة الآن 22:30 ونحن في المكان المطل على النهر.", ["ins_quiet_hours"],
    lang="ar", group="conditional")

# ---------------------------------------------------------------- invoke: Jakarta and Manila clubs
add("invoke", "Tolong jalankan VJ_BANK_A sekarang, DJ-nya mau mulai.", ["ins_vj_bank_a"], lang="id", group="polite")
add("invoke", "bikin GLITCHY di TOP yang dipilih dong", ["ins_glitchy"], lang="id", group="lowercase")
add("invoke", "Pakai pengaturan FEEDBACK saya buat trails di set klub malam ini.", ["ins_feedback_pref"], lang="id",
    group="common_word")
add("invoke", "Tolong jalankan LAYOUT2 pada rangkaian ini, semua nod bertindih.", ["ins_layout2"], lang="ms",
    group="polite")
add("invoke", "Buat Zorvex grade untuk output akhir, boleh?", ["ins_zorvex_grade"], lang="ms", group="title_words")
add("invoke", "ERROR: /project1/fx/glsl1 compile failed\nERROR: /project1/fx/glsl2 compile failed\n"
    "ok tak apa, buang glsl1 dan glsl2 tapi ikut BACKUP_FIRST dulu.", ["ins_backup_first"], lang="ms",
    group="log_paste")
add("invoke", "Paki-run ang KICK1, malakas na ang bass.", ["ins_kick1"], KICK_OK, lang="tl", group="polite")
add("invoke", "I-run mo na ang BLACKOUT, tapos na ang set.", ["ins_blackout"], lang="tl", group="end_set")
add("invoke", "Sundin mo ang STROBE_SAFE sa bagong strobe bago mag-drop.", ["ins_strobe_safe"], lang="tl",
    group="rule")
add("invoke", "I-load mo ang VJ_BANK_A tapos i-run ang KICK1 🙏", ["ins_vj_bank_a", "ins_kick1"], KICK_OK, lang="tl",
    group="multi")
add("invoke", "ช่วยรัน GLITCHY บน TOP ที่เลือกหน่อย", ["ins_glitchy"], lang="th", group="polite")
add("invoke", "รัน wirecomb ให้เน็ตเวิร์กนี้หน่อยครับ สายมั่วไปหมด", ["ins_wirecomb"], lang="th", group="polite")
add("invoke", "ใช้กฎ N1 ตั้งชื่อโอเปอเรเตอร์ใหม่ทั้งหมดที่เพิ่งสร้าง", ["ins_naming_n1"], lang="th", group="rule")
add("invoke", "Chạy DESKMAP_X32 giúp mình nhé, bàn mixer ở hội trường bật rồi.", ["ins_deskmap_x32"],
    lang="vi", group="polite")
add("invoke", "Làm Zorvex grade cho output cuối đi.", ["ins_zorvex_grade"], lang="vi", group="imperative")
add("invoke", "Áp dụng quy tắc ARCHIVE rồi sửa bloom.tox, đổi blur thành 4.", ["ins_archive_rule"], lang="vi",
    group="rule")
add("invoke", "कृपया KICK1 चलाओ, DJ का बेस आ रहा है।", ["ins_kick1"], KICK_OK, lang="hi", group="polite")
add("invoke", "VJ_BANK_A लोड कर दो।", ["ins_vj_bank_a"], lang="hi", group="terse")
add("invoke", "BLACKOUT kar do, set khatam ho gaya.", ["ins_blackout"], lang="hi", group="end_set")

# ---------------------------------------------------------------- invoke: Central European crew
add("invoke", "Draai even RENDER_HQ voor de trailer van de museumnacht.", ["ins_render_hq"], lang="nl",
    group="imperative")
add("invoke", "voer W I R E C O M B uit op dit netwerk", ["ins_wirecomb"], lang="nl", group="spaces")
add("invoke", "Kun je CUE_STACK_7 even opbouwen voor de doorloop van de dansers vanmiddag?",
    ["ins_cue_stack7"], lang="nl",
    group="polite")
add("invoke", "Odpal DESKMAP_X32, konsola już jest w sieci.", ["ins_deskmap_x32"], lang="pl", group="imperative")
add("invoke", "Zastosuj regułę N1 do nowych operatorów, które właśnie dodałem.", ["ins_naming_n1"], lang="pl",
    group="rule")
add("invoke", "uruchom GLICHY na wybranym TOP-ie", ["ins_glitchy"], lang="pl", group="typo")
add("invoke", "Spusť PANIC_BLACK, hned!", ["ins_panic_black"], lang="cs", group="emergency")
add("invoke", "Prosím proveď LAYOUT2 a potom wirecomb.", ["ins_layout2", "ins_wirecomb"], lang="cs", group="multi")
add("invoke", "Udělej SYNCPOINT s osvětlovacím pultem před představením.", ["ins_syncpoint"], lang="cs",
    group="imperative")
add("invoke", "Futtasd a VJ_BANK_A-t, kérlek.", ["ins_vj_bank_a"], lang="hu", group="polite")
add("invoke", "Csináld meg a Zorvex grade-et a végső kompozitra.", ["ins_zorvex_grade"], lang="hu",
    group="imperative")
add("invoke", "Alkalmazd a BACKUP_FIRST szabályt, aztán töröld a noise3-at.", ["ins_backup_first"], lang="hu",
    group="rule")
add("invoke", "Rulează DEPLOY_SHOW, te rog.", ["ins_deploy_show"], lang="ro", group="polite")
add("invoke", "Fă CUE_STACK_7 pentru spectacolul de dans.", ["ins_cue_stack7"], lang="ro", group="imperative")
add("invoke", "Aplică regula ARCHIVE înainte să modifici bloom.tox și pune blur-ul la 4.", ["ins_archive_rule"],
    lang="ro", group="rule")

# ---------------------------------------------------------------- invoke: a few in the usual languages
add("invoke", "Applique la règle des heures calmes au site au bord de la rivière, il est 22h15.",
    ["ins_quiet_hours"], lang="fr", group="conditional")
add("invoke", "クラブセット用に、私のFEEDBACK設定でトレイルを組んでください。", ["ins_feedback_pref"], lang="ja",
    group="common_word")
add("invoke", "Aplica o STROBE_SAFE ao strobe do refrão antes do ensaio.", ["ins_strobe_safe"], lang="pt",
    group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port is the OSC In in DESKMAP_X32 set to, again?", ["ins_deskmap_x32"], group="port")
add("ask_content", "Remind me which codec and frame size RENDER_HQ sets on rec1?", ["ins_render_hq"], group="value")
add("ask_content", "For the museum checklist: in DEPLOY_SHOW, is the recursive error check done before "
    "perform mode or after it?",
    ["ins_deploy_show"], group="order")
add("ask_content", "How many seconds does the BLACKOUT fade to black take?", ["ins_blackout"], group="value")
add("ask_content", "Hvilken port lytter SYNCPOINT på, når den venter på svaret?", ["ins_syncpoint"], lang="da",
    group="port")
add("ask_content", "Jaki kodek i ile klatek na sekundę ustawia RENDER_HQ?", ["ins_render_hq"], lang="pl",
    group="value")
add("ask_content", "Σε ποια IP και θύρα στέλνει το SYNCPOINT το ping;", ["ins_syncpoint"], lang="el", group="port")
add("ask_content", "VJ_BANK_Aはどのフォルダからクリップを読み込むの？", ["ins_vj_bank_a"], lang="ja", group="content")
add("ask_content", "Sessiz saatler kuralına göre 22:00'den sonra ana ses çıkışı en fazla kaç dBFS olabilir?",
    ["ins_quiet_hours"], lang="tr", group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete every unused operator in /project1/old_scenes.", ["ins_backup_first"], group="delete")
add("bears", "Make the strobe on the main screen pulse at 12 Hz on the drop.", ["ins_strobe_safe"], group="strobe")
add("bears", "It's 23:15 at the riverside venue and the DJ wants the subs louder, push the master to 0 dBFS.",
    ["ins_quiet_hours"], group="venue_late")
add("bears", "Open the external glow.tox and change the blur size inside it to 8.", ["ins_archive_rule"],
    group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the background layer of the foyer screen.", ["ins_naming_n1"],
    group="create")
add("bears", "Radera alla oanvända operatorer i /project1/gamla_rum.", ["ins_backup_first"], lang="sv",
    group="delete")
add("bears", "Hapus semua node noise yang nggak kepakai di /project1/club.", ["ins_backup_first"], lang="id",
    group="delete")
add("bears", "Видали всі невикористані оператори в /project1/test.", ["ins_backup_first"], lang="uk",
    group="delete")
add("bears", "Finalde ana ekranda saniyede 8 kez yanıp sönen bir strobe istiyorum.", ["ins_strobe_safe"],
    lang="tr", group="strobe")
add("bears", "Es ist 22:50 an der Location am Fluss, dreh die Musik im Foyer auf 0 dB hoch.", ["ins_quiet_hours"],
    lang="de", group="venue_late")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Give the final composite our studio's signature LUT with a little film grain on top.",
    ["ins_zorvex_grade"])
add("paraphrase", "Hook the Behringer console's 32 sliders up so that 1 to 8 drive my layer opacities.",
    ["ins_deskmap_x32"])
add("paraphrase", "Sort the operators into vertical stripes by signal flow, sources on the far left, 200 apart.",
    ["ins_layout2"])
add("paraphrase", "Synchronise l'horloge de nos visuels avec la grandMA par un aller-retour de ping avant le "
    "spectacle.", ["ins_syncpoint"], lang="fr")

# ---------------------------------------------------------------- question / task
add("question", "What's the IP of the grandMA on the touring show network?", ["fact_lx_console"], group="fact")
add("question", "Which DMX address does the third moving head start at?", ["fact_dmx_heads"], group="fact")
add("task", "Write me a GLSL TOP with a vec3 tint uniform and show how to fill it from a CHOP.",
    ["ref_glsl_uniforms"], group="reference")
add("question", "how do I use feedback to build a tunnel on the museum wall?", ["rcp_feedback_tunnel"],
    ["ref_feedback_top", "ins_feedback_pref", "td_feedback_top"], group="common_word", builtin=True)
add("question", "How do I keep a Python dict on a component so it survives saving the .toe?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "What's the difference between an Execute DAT and a DAT Execute DAT?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I get channels from inside one COMP to another one without drawing wires?",
    ["td_select_in_out"], group="builtin_only", builtin=True)
add("question", "My render is black even though the camera points at the box. Why?", ["ref_render_pipeline"],
    ["td_render_pipeline"], group="builtin_compete", builtin=True)
add("task", "Add a pulse button custom parameter to my Base COMP and explain the pages.", ["td_custom_parameters"],
    group="builtin_only", builtin=True)
add("question", "Which flag freezes an operator's output, bypass or lock?", ["td_operator_flags"],
    group="builtin_only", builtin=True)
add("question", "Hvor mange bilder i sekundet går Nebula-installasjonen på, 50 eller 60?", ["fact_nebula_fps"],
    lang="no",
    group="fact")
add("question", "Tablet stagepad kirim OSC ke port berapa?", ["fact_stagepad_ports"], lang="id", group="fact")
add("question", "Kam se během představení ukládá show.log?", ["fact_show_log"], lang="cs", group="fact")
add("question", "Ce rezoluție are rasterul de ieșire la Lumen Hall?", ["fact_lumen_hall_raster"], lang="ro",
    group="fact")
add("question", "מה צבעי המותג של השקת Aurora?", ["fact_aurora_palette"], lang="he", group="fact")
add("question", "Card đồ họa của RIG-B là loại gì?", ["fact_rig_b"], lang="vi", group="fact")
add("question", "Hoe open ik de Textport en wat kan ik erin typen?", ["td_textport"], lang="nl",
    group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT에서 onValueChange는 언제 호출돼?", ["td_parameter_execute_dat"], lang="ko",
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Stype RedSpy tracking data into a Camera COMP?", group="far")
add("unanswerable", "Does the Leap Motion CHOP work with the Ultraleap Gemini driver?", group="near")
add("unanswerable", "How do I make the Web Render TOP stay logged in to a site after a restart?", group="near")
add("unanswerable", "Miten saan Ouster-lidarin pistepilven TouchDesigneriin?", lang="fi", group="far")
add("unanswerable", "Macam mana nak sambung kamera Blackmagic melalui SDI ke TouchDesigner di Mac?", lang="ms",
    group="near")
add("unanswerable", "Jak podświetlić przyciski Akai APC40 mk2 z TouchDesignera?", lang="pl", group="near")
add("unanswerable", "Hogyan futtathatok Notch blokkokat TouchDesignerben?", lang="hu", group="far")
add("unanswerable", "TouchDesigner में Vive Tracker 3.0 कैसे जोड़ें?", lang="hi", group="far")
add("unanswerable", "TouchDesigner 怎么接入 ZED 2i 做人体骨骼追踪？", lang="zh", group="far")
add("unanswerable", "¿Cómo saco la salida de TouchDesigner por una DeckLink 8K con timecode SMPTE embebido?",
    lang="es", group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run GLITCHY on the museum feed, the curator hates it.", allowed=["ins_glitchy"],
    group="negated")
add("near_miss", "KICK1 ran fine at the Jakarta club last night.", allowed=["ins_kick1"], group="past")
add("near_miss", "We'll do SYNCPOINT tomorrow at the concert hall once the console arrives.",
    allowed=["ins_syncpoint"], group="planning")
add("near_miss", "Did RENDER_HQ finish overnight, or is the file still growing?", allowed=["ins_render_hq"],
    group="status")
add("near_miss", "I saved the patch as wirecomb_test_v3.toe on the desktop.", allowed=["ins_wirecomb"],
    group="filename")
add("near_miss", "DEPLOY_SHOW put the perform window on the wrong monitor yesterday and the curator was furious.",
    allowed=["ins_deploy_show"], group="complaint")
add("near_miss", "If the grandMA doesn't turn up, we'll skip SYNCPOINT entirely and run free.",
    allowed=["ins_syncpoint"], group="hypothetical")
add("near_miss", "The poster in the Istanbul foyer literally says 'LAYOUT2 night' lol, who approved that?",
    allowed=["ins_layout2"], group="quoted")
add("near_miss", "In my config `use_backup_first = True` is set, is that line even read anywhere?",
    allowed=["ins_backup_first"], group="variable")
add("near_miss", "SYNCPOINT gick utan problem igår kväll på museet.", allowed=["ins_syncpoint"], lang="sv",
    group="past")
add("near_miss", "Du må ikke køre BLACKOUT endnu, sættet er ikke slut.", allowed=["ins_blackout"], lang="da",
    group="negated")
add("near_miss", "Vi tar DESKMAP_X32 i morgen når miksebordet kommer.", allowed=["ins_deskmap_x32"], lang="no",
    group="planning")
add("near_miss", "Teknikko sanoi, että GLITCHY kaatoi projektin viime viikolla.", allowed=["ins_glitchy"],
    lang="fi", group="reported")
add("near_miss", "KICK1'i sakın çalıştırma, orkestra çalarken flaş istemiyoruz.", allowed=["ins_kick1"],
    lang="tr", group="negated")
add("near_miss", "Dün akşamki konserde RENDER_HQ iki saat sürdü.", allowed=["ins_render_hq"], lang="tr",
    group="past")
add("near_miss", "Besok kita coba KICK1 di klub Jakarta Selatan.", allowed=["ins_kick1"], lang="id",
    group="planning")
add("near_miss", "Fail cue_stack_7_lama.csv tu dah saya padam semalam.", allowed=["ins_cue_stack7"], lang="ms",
    group="filename")
add("near_miss", "Sinira ng wirecomb ang network ko kagabi, ang gulo.", allowed=["ins_wirecomb"], lang="tl",
    group="complaint")
add("near_miss", "In ons draaiboek staat dat VJ_BANK_A pas na de pauze komt.", allowed=["ins_vj_bank_a"],
    lang="nl", group="planning")
add("near_miss", "Nie uruchamiaj jeszcze DEPLOY_SHOW, wciąż testujemy.", allowed=["ins_deploy_show"], lang="pl",
    group="negated")
add("near_miss", "Soubor zorvex_lut.png jsem přesunul do složky media.", allowed=["ins_zorvex_grade"], lang="cs",
    group="filename")
add("near_miss", "Tegnap a DESKMAP_X32 hibátlanul működött a koncerten.", allowed=["ins_deskmap_x32"], lang="hu",
    group="past")
add("near_miss", "Colegul meu zice că RENDER_HQ e prea lent pentru noi.", allowed=["ins_render_hq"], lang="ro",
    group="reported")
add("near_miss", "Μην τρέξεις το PANIC_BLACK, ήταν απλώς δοκιμή.", allowed=["ins_panic_black"], lang="el",
    group="negated")
add("near_miss", "Ми плануємо запустити VJ_BANK_A завтра на репетиції.", allowed=["ins_vj_bank_a"], lang="uk",
    group="planning")
add("near_miss", "אל תריץ את LAYOUT2, אני אוהב את הבלגן שלי.", allowed=["ins_layout2"], lang="he",
    group="negated")
add("near_miss", "لا تشغّل RENDER_HQ الليلة، جهاز العرض مشغول بتصدير آخر.", allowed=["ins_render_hq"], lang="ar",
    group="negated")
add("near_miss", "कल रात GLITCHY ने पूरा प्रोजेक्ट धीमा कर दिया था।", allowed=["ins_glitchy"], lang="hi",
    group="complaint")
add("near_miss", "เมื่อวาน DEPLOY_SHOW ทำงานได้ดีมาก", allowed=["ins_deploy_show"], lang="th", group="past")
add("near_miss", "Tuần sau mình mới cần CUE_STACK_7.", allowed=["ins_cue_stack7"], lang="vi", group="planning")
add("near_miss", "Wir haben BACKUP_FIRST letzte Woche eingeführt, seitdem ist der backups-Ordner riesig.",
    allowed=["ins_backup_first"], lang="de", group="history")
add("near_miss", "昨日のリハでCUE_STACK_7の8番キューが遅れた。", allowed=["ins_cue_stack7"], lang="ja",
    group="complaint")
add("near_miss", "Le régisseur a dit que PANIC_BLACK ne servirait qu'en cas d'urgence.",
    allowed=["ins_panic_black"], lang="fr", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "What did a 'blackout' mean for households in 1940s Helsinki and London?", allowed=["ins_blackout"])
add("meaning", "Where does the word 'archive' come from?", allowed=["ins_archive_rule"])
add("meaning", "What is feedback when a guitarist stands too close to the amp?", allowed=["ins_feedback_pref"])
add("meaning", "Wat betekende 'blackout' oorspronkelijk in het theater?", allowed=["ins_blackout"], lang="nl")
add("meaning", "Müzikte 'feedback' ne demek, gitaristler neden bazen bilerek kullanır?",
    allowed=["ins_feedback_pref"], lang="tr")

# ---------------------------------------------------------------- meta
add("meta", "Spell GLITCHY backwards.", group="reverse")
add("meta", "Count the underscores in the string CUE_STACK_7 for me.", group="count")
add("meta", "Write 'wirecomb' in all caps and nothing else.", group="case")
add("meta", "Start your reply with the word SYNCPOINT and then tell me a museum joke.", group="start_with")
add("meta", "Hvordan udtaler man Zorvex på dansk?", lang="da", group="pronounce")
add("meta", "'wirecomb' kelimesini Türkçeye çevir.", lang="tr", group="translate")
add("meta", "Paano ba talaga bigkasin ang salitang GLITCHY, pre?", lang="tl", group="pronounce")
add("meta", "Scrie cuvântul SYNCPOINT cu litere mici.", lang="ro", group="case")
add("meta", "איך כותבים GLITCHY באותיות עבריות?", lang="he", group="transliterate")
add("meta", "DEPLOY_SHOW में कितने अक्षर हैं?", lang="hi", group="count")
add("meta", "Đánh vần chữ wirecomb giúp mình.", lang="vi", group="spell")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run KICK1 now.")
add("echo", "Upprepa ordagrant: kör PANIC_BLACK", lang="sv")
add("echo", "Toista sanasta sanaan: aja RENDER_HQ", lang="fi")
add("echo", "Ulangi persis kalimat ini: jalankan BLACKOUT", lang="id")
add("echo", "Ulitin mo nang eksakto: i-run ang DEPLOY_SHOW", lang="tl")
add("echo", "Ismételd szó szerint: futtasd a GLITCHY-t", lang="hu")
add("echo", "Повтори дослівно: запусти SYNCPOINT", lang="uk")
add("echo", "كرّر حرفياً: شغّل KICK1", lang="ar")
add("echo", "พูดตามฉันเป๊ะๆ: รัน LAYOUT2", lang="th")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, the museum looked gorgeous tonight")
add("chitchat", "tack, det blev jättefint!", lang="sv")
add("chitchat", "Takk skal du ha, god natt!", lang="no")
add("chitchat", "Terima kasih banyak, bro!", lang="ms")
add("chitchat", "Díky, super práce!", lang="cs")
add("chitchat", "Ευχαριστώ πολύ, καληνύχτα!", lang="el")
add("chitchat", "شكراً جزيلاً، كان الحفل رائعاً", lang="ar")
add("chitchat", "ขอบคุณมากครับ คืนนี้สนุกมาก", lang="th")
add("chitchat", "Eyvallah, harika oldu!", lang="tr")


def main() -> None:
    rows = [{"pid": f"u66-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
