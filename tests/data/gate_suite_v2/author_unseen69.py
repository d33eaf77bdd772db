"""Blind gate suite unseen69, written by the independent evaluator "gateeval69".

Written without reading the gate code, its tests, any other prompt file or author script: labels come
from corpus.jsonl and the built-in knowledge files only. About two thirds of the prompts are not in
English, typed the way crews type in chat (missing diacritics, Hinglish / Taglish, English TouchDesigner
words mixed in).

Personas (they live here only):
- FEST: a Dutch and Belgian festival stage crew (nl, with sv / da / no colleagues) with Polish (pl) and
  Czech (cs) freelancers, typing short messages between changeovers;
- EXPO: a Gulf-region expo pavilion's media team: Arabic-speaking producers (ar), Hindi-speaking
  contractors (hi), Hebrew-speaking contractors (he), Greek (el) and Ukrainian (uk) programmers, a
  Turkish (tr) show caller, an English-speaking technical director;
- MAP: a Ho Chi Minh City / Bangkok / Kuala Lumpur projection-mapping company (vi, th, ms, with
  Indonesian (id) and Filipino (tl) staff) and its Hungarian (hu), Romanian (ro) and Finnish (fi)
  partners.

Run it to rewrite prompts_unseen69.jsonl next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen69.jsonl")
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
WIRE = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (EXPO technical director, MAP leads)
add("invoke", "KICK1 — now", [KICK], [STROBE], group="bare")
add("invoke", "run LAYOUT2 on /project1/stage pls", [LAY], group="terse")
add("invoke", "Could you please run DEPLOY_SHOW? The pavilion opens its doors in forty minutes.", [DEPLOY],
    group="polite")
add("invoke", "wirecomb the fx network, I can't follow a single wire in there", [WIRE], group="name_as_verb")
add("invoke", "PANIC_BLACK NOW, someone just walked in front of projector 2", [PANIC], group="emergency")
add("invoke", "/glitchy on the selected TOP", [GLITCH], group="slash_command")
add("invoke", "run render hq now, the client wants the 60 fps file tonight", [RENDER], group="spaces")
add("invoke", "deskmap x32 🎚️🎚️ go", [X32], ["ref_osc_in_chop"], group="emoji")
add("invoke", "okay voice note: run desk map x thirty two and then sync point before the walk-in", [X32, SYNC],
    ["fact_lx_console"], group="voice")
add("invoke", "- [ ] VJ_BANK_A\n- [ ] Zorvex grade on the final composite\ndo both of these now", [BANK, ZORV],
    group="checklist")
add("invoke", "```\n[19:02:11] WARNING /project1/mixer/deck_a3: file not found\n[19:02:11] WARNING "
    "/project1/mixer/deck_a5: file not found\n```\nthe media drive is mounted again, reload VJ_BANK_A",
    [BANK], ["web_moviein_preload"], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb instead, the positions are fine, it's the wires that are a mess",
    [WIRE], [LAY], group="correction")
add("invoke", "It's 23:10 at the riverside gig, so apply the quiet hours rule to the master bus now.", [QUIET],
    group="conditional")
add("invoke", "When this last song ends the set is over: BLACKOUT right after the final chord.", [BLACK], [PANIC],
    group="timed")
add("invoke", "Follow BACKUP_FIRST, then delete the old test_noise chain in /project1/fx", [BACKUP], group="rule")
add("invoke", "yep, SYNCPOINT is fine by me, go ahead and run it", [SYNC], ["fact_lx_console"], group="consent")
add("invoke", "cuestack7 pls, the choreographer is waiting on stage", [CUE], ["fact_dance_piece"], group="typo")
add("invoke", "Give the final composite the Zorvex grade.", [ZORV], group="title_words")
add("invoke", "build my club trails the FEEDBACK way, same settings as always", [FEED],
    ["ref_feedback_top", "ref_pixel_formats"], group="common_word")
add("invoke", "Apply naming rule N1 to everything I created today in /project1/fx", [N1], group="rule")
add("invoke", "Do the ARCHIVE step on bloom.tox first, then raise its threshold to 0.7", [ARCH], group="common_word")
add("invoke", "The strobe in scene 4 is hitting 8 Hz. Enforce STROBE_SAFE on it.", [STROBE], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "run KICK1 and then put GLITCHY on the flash output", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "Time for CUE_STACK_7 on the dance rig.", [CUE], ["fact_dance_piece"], group="timed")
add("invoke", "before the run-through, quickly: LAYOUT2", [LAY], group="trailing")
add("invoke", "PANIC_BLACK!!! 🚨🚨", [PANIC], group="emoji")
add("invoke", "hey can you do the glitch macro thing, GLITCHY, on top of moviein_logo", [GLITCH], group="mid_message")
add("invoke", "set up the club-set trails my FEEDBACK way on the new camera feed", [FEED], ["ref_feedback_top"],
    group="common_word")
add("invoke", "Please apply STROBE_SAFE to the beat-synced LFO in /project1/fx before the doors open", [STROBE],
    ["rcp_strobe_flash"], group="rule")
add("invoke", "Quiet hours: it's 22:15 at the riverside venue, apply that rule to every audio out.", [QUIET],
    group="conditional")

# ---------------------------------------------------------------- invoke: FEST crew (nl, pl, cs, sv, da, no)
add("invoke", "kun je KICK1 bouwen op de main out? de dj begint om 22u", [KICK], [STROBE], lang="nl",
    group="polite")
add("invoke", "Set is gedaan, BLACKOUT graag", [BLACK], [PANIC], lang="nl", group="end_set")
add("invoke", "eerst BACKUP_FIRST, daarna mag die hele oude_intro container weg", [BACKUP], lang="nl", group="rule")
add("invoke", "Eerst VJ_BANK_A inladen en dan KICK1 erop zetten", [BANK, KICK], [STROBE], lang="nl", group="multi")
add("invoke", "zrob DEPLOY_SHOW, za pol godziny otwieraja bramki", [DEPLOY], lang="pl", group="terse")
add("invoke", "Nie, czekaj, nie BLACKOUT — PANIC_BLACK, ktoś wbiegł na scenę!", [PANIC], [BLACK], lang="pl",
    group="correction")
add("invoke", "Pust wirecomb na /project1/fx, prosim", [WIRE], lang="cs", group="polite")
add("invoke", "Aplikuj pravidlo N1 na vsechny nove operatory v /project1/led", [N1], lang="cs", group="rule")
add("invoke", "Kör KICK1 på huvudutgången, tack", [KICK], [STROBE], lang="sv", group="polite")
add("invoke", "kör wirecomb på nätverket, det ser ut som spagetti", [WIRE], lang="sv", group="lowercase")
add("invoke", "Setet är slut – BLACKOUT nu", [BLACK], [PANIC], lang="sv", group="end_set")
add("invoke", "Kør SYNCPOINT før vi åbner dørene", [SYNC], ["fact_lx_console"], lang="da", group="imperative")
add("invoke", "Lav mine FEEDBACK trails til klubsættet", [FEED], ["ref_feedback_top"], lang="da",
    group="common_word")
add("invoke", "kør RENDER_HQ og sig til når filen er klar", [RENDER], ["ref_movie_file_out"], lang="da",
    group="terse")
add("invoke", "Kjør DESKMAP_X32, pulten er koblet til nettverket nå", [X32], ["ref_osc_in_chop"], lang="no",
    group="imperative")
add("invoke", "Bruk navneregel N1 på alt du lager i kveld", [N1], lang="no", group="rule")
add("invoke", "CUE_STACK_7 for dansestykket, takk", [CUE], ["fact_dance_piece"], lang="no", group="name_first")

# ---------------------------------------------------------------- invoke: EXPO team (ar, hi, he, el, uk, tr)
add("invoke", "شغّل DEPLOY_SHOW الآن لو سمحت، الافتتاح بعد ساعة", [DEPLOY], lang="ar", group="polite")
add("invoke", "طبّق Zorvex grade على الخرج النهائي", [ZORV], lang="ar", group="title_words")
add("invoke", "bhai DESKMAP_X32 chala do, sound wala desk aa gaya hai", [X32], ["ref_osc_in_chop"], lang="hi",
    group="imperative")
add("invoke", "RENDER_HQ kar do please, client ko aaj raat file chahiye", [RENDER], lang="hi", group="polite")
add("invoke", "कृपया SYNCPOINT चलाइए, शो से पहले लाइटिंग कंसोल के साथ लॉक करना है", [SYNC], ["fact_lx_console"],
    lang="hi", group="polite")
add("invoke", "תריץ בבקשה את CUE_STACK_7", [CUE], ["fact_dance_piece"], lang="he", group="polite")
add("invoke", "תעשה wirecomb לרשת של ה-fx, אי אפשר לקרוא את החוטים", [WIRE], lang="he", group="name_as_verb")
add("invoke", "קודם ARCHIVE ל-bloom.tox ואז תשנה את ה-threshold ל-0.6", [ARCH], lang="he", group="common_word")
add("invoke", "Τρέξε το KICK1 στην κύρια έξοδο", [KICK], [STROBE], lang="el", group="imperative")
add("invoke", "Κάνε LAYOUT2 και μετά wirecomb στο /project1/expo", [LAY, WIRE], lang="el", group="multi")
add("invoke", "trekse to RENDER_HQ twra", [RENDER], lang="el", group="lowercase")
add("invoke", "Запусти GLITCHY на TOP, який я щойно виділив", [GLITCH], lang="uk", group="imperative")
add("invoke", "Застосуй STROBE_SAFE до стробу в третій сцені", [STROBE], ["rcp_strobe_flash"], lang="uk",
    group="rule")
add("invoke", "зроби BACKUP_FIRST а потім видали noise_old", [BACKUP], lang="uk", group="lowercase")
add("invoke", "VJ_BANK_A'yı yükle lütfen", [BANK], lang="tr", group="polite")
add("invoke", "DEPLOY_SHOW'u çalıştır, kapılar 20:00'de açılıyor", [DEPLOY], lang="tr", group="imperative")
add("invoke", "Zorvex görünümünü final composite'e uygula", [ZORV], lang="tr", group="title_words")

# ---------------------------------------------------------------- invoke: MAP company (vi, th, ms, id, tl) and partners (hu, ro, fi)
add("invoke", "Chạy DESKMAP_X32 giúp mình nhé, bàn X32 cắm mạng rồi", [X32], ["ref_osc_in_chop"], lang="vi", group="polite")
add("invoke", "chay SYNCPOINT roi DEPLOY_SHOW, 7h mo cua", [SYNC, DEPLOY], ["fact_lx_console"], lang="vi",
    group="multi")
add("invoke", "Áp dụng quy tắc quiet hours cho âm thanh ở riverside đi, 22:30 rồi", [QUIET], lang="vi",
    group="conditional")
add("invoke", "ช่วยรัน RENDER_HQ หน่อยครับ", [RENDER], lang="th", group="polite")
add("invoke", "PANIC_BLACK ด่วน!! มีคนเดินผ่านหน้าโปรเจคเตอร์", [PANIC], lang="th", group="emergency")
add("invoke", "Tolong run LAYOUT2 kat network ni", [LAY], lang="ms", group="polite")
add("invoke", "Jalankan naming rule N1 untuk semua operator baru", [N1], lang="ms", group="rule")
add("invoke", "Set dah habis, buat BLACKOUT sekarang", [BLACK], [PANIC], lang="ms", group="end_set")
add("invoke", "Tolong jalankan wirecomb di network proyektor", [WIRE], lang="id", group="polite")
add("invoke", "Bikinin trails FEEDBACK aku buat set klub ya", [FEED], ["ref_feedback_top"], lang="id",
    group="common_word")
add("invoke", "Jalankan BACKUP_FIRST dulu, baru hapus semua operator yang nggak kepake", [BACKUP], lang="id",
    group="rule")
add("invoke", "Pa-run naman ng SYNCPOINT bago mag-start yung show", [SYNC], ["fact_lx_console"], lang="tl",
    group="polite")
add("invoke", "i-apply mo yung ARCHIVE rule bago mo galawin yung bloom.tox", [ARCH], lang="tl", group="rule")
add("invoke", "Gawin mo na yung Zorvex grade sa final output", [ZORV], lang="tl", group="title_words")
add("invoke", "Futtasd le a DEPLOY_SHOW-t légyszi", [DEPLOY], lang="hu", group="polite")
add("invoke", "Zorvex grade a vegso kompozitra, koszi", [ZORV], lang="hu", group="terse")
add("invoke", "22:40 van a riverside helyszínen, szóval alkalmazd a quiet hours szabályt a master hangra",
    [QUIET], lang="hu", group="conditional")
add("invoke", "Rulează VJ_BANK_A te rog, deck-urile A sunt goale", [BANK], lang="ro", group="polite")
add("invoke", "fa KICK1 si dupa aia GLITCHY pe iesire", [KICK, GLITCH], [STROBE], lang="ro", group="multi")
add("invoke", "Aplică regula STROBE_SAFE pe efectul de strobe din scena 2", [STROBE], ["rcp_strobe_flash"],
    lang="ro", group="rule")
add("invoke", "G L I T C H Y valitulle TOPille", [GLITCH], lang="fi", group="spaces")
add("invoke", "Noudata ARCHIVE-sääntöä ja muokkaa sitten bloom.tox:ia", [ARCH], lang="fi", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which UDP port is the OSC In in DESKMAP_X32 set to", [X32])
add("ask_content", "What order does DEPLOY_SHOW do its steps in? Just tell me, don't run it.", [DEPLOY])
add("ask_content", "Co dokładnie robi BLACKOUT z dźwiękiem?", [BLACK], lang="pl")
add("ask_content", "Vilken codec och upplösning använder RENDER_HQ?", [RENDER], lang="sv")
add("ask_content", "ما هو عنوان IP الذي يرسل إليه SYNCPOINT؟", [SYNC], ["fact_lx_console"], lang="ar")
add("ask_content", "GLITCHY mein displace weight kitna hota hai?", [GLITCH], lang="hi")
add("ask_content", "กฎ STROBE_SAFE จำกัดการกระพริบไว้กี่ครั้งต่อวินาที", [STROBE], lang="th")
add("ask_content", "Ce nume primeste fisierul de backup in BACKUP_FIRST?", [BACKUP], lang="ro")
add("ask_content", "Paljonko Zorvex grade laskee vihreiden saturaatiota?", [ZORV], lang="fi")
add("ask_content", "Ano yung limit ng quiet hours rule sa riverside after 22:00?", [QUIET], lang="tl")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete every unused operator in /project1/old_fx", [BACKUP], group="delete")
add("bears", "Zrób stroboskop 12 Hz na cały ekran, na drop", [STROBE], ["rcp_strobe_flash"], lang="pl",
    group="strobe")
add("bears", "Het is kwart over elf aan de rivier en de headliner wil meer bas, zet de master hoger", [QUIET],
    lang="nl", group="venue_late")
add("bears", "Uprav prosim externi komponentu bloom.tox, zvedni v ni glow na 0.8", [ARCH], lang="cs",
    group="external_tox")
add("bears", "Lav tre nye Noise TOPs og en Level til baggrunden", [N1], ["ref_noise_top"], lang="da",
    group="create")
add("bears", "מחק את כל הקונטיינר test_old, אנחנו כבר לא צריכים אותו", [BACKUP], lang="he", group="delete")
add("bears", "Drop'ta 10 Hz beyaz flaş istiyorum, tüm ekran", [STROBE], ["rcp_strobe_flash"], lang="tr",
    group="strobe")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "make the main output pump in time with the bass drum", [KICK], [STROBE, "ref_audio_analysis"])
add("paraphrase", "rakd sorba az operatorokat: bemenetek balra, jelfolyam szerint jobbra, minden lanc egy sorban",
    [LAY], lang="hu")
add("paraphrase", "nối các fader của con Behringer vào opacity của các layer trong mixer", [X32], lang="vi")
add("paraphrase", "masukkan video set pertama ke lapan pemain Movie File In sebelah kiri, ikut abjad", [BANK],
    lang="ms")
add("paraphrase", "Хочу експортувати хвилину роботи в 60 кадрів не в реальному часі, щоб без пропущених кадрів",
    [RENDER], ["ref_movie_file_out"], lang="uk")
add("paraphrase", "Sinkronkan timing visual dengan grandMA sebelum pertunjukan mulai", [SYNC],
    ["fact_lx_console"], lang="id")
add("paraphrase", "Legg studioets faste LUT-behandling med litt korn på sluttbildet", [ZORV], lang="no")

# ---------------------------------------------------------------- question / task (facts, references, built-ins)
add("question", "where do the show media files live on the gallery PC?", ["fact_media_drive"], group="fact")
add("question", "What refresh does the Nebula install run at, and why not 60?", ["fact_nebula_fps"], group="fact")
add("question", "Vilken port skickar stagepad OSC till?", ["fact_stagepad_ports"], lang="sv", group="fact")
add("question", "Op welk DMX-universum zitten de moving heads?", ["fact_dmx_heads"], lang="nl", group="fact")
add("question", "ما هي ألوان هوية إطلاق Aurora؟", ["fact_aurora_palette"], lang="ar", group="fact")
add("question", "RIG-B pe audio buffer kitna set hai?", ["fact_audio_buffer"], ["fact_rig_b"], lang="hi",
    group="fact")
add("question", "Πώς περνάω μια τιμή uniform σε GLSL TOP;", ["ref_glsl_uniforms"], lang="el", group="reference")
add("question", "Làm sao preload video để clip không bị giật lúc bắt đầu?", ["web_moviein_preload"],
    ["ref_hap_codecs"], lang="vi", group="reference")
add("question", "HAP กับ H.264 อันไหนดีกว่าสำหรับเล่นหลายคลิปพร้อมกัน", ["ref_hap_codecs"], lang="th",
    group="reference")
add("question", "how do I use a Feedback TOP so my trails actually fade all the way to black?",
    ["ref_feedback_top"], ["ref_pixel_formats", "rcp_feedback_tunnel", FEED], group="common_word")
add("task", "Tee mapperi LED-nauhalle, 300 lediä, yksi pikseli per ledi", ["rcp_led_strip"], lang="fi",
    group="reference")
add("question", "How do I react to a pulse parameter on my custom COMP with Python?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "Jak ulozim python hodnotu primo na operator, aby prezila restart projektu?", ["td_storage"],
    lang="cs", builtin=True, group="builtin_only")
add("question", "Jak działa Replicator COMP z tabelą szablonu?", ["td_replicator_comp"], ["ref_replicator"],
    lang="pl", builtin=True, group="builtin_compete")
add("question", "Select TOP ile başka bir ağdaki TOP'u nasıl alırım?", ["td_select_in_out"], lang="tr",
    builtin=True, group="builtin_only")
add("question", "Чому мій оператор не кукається, якщо його ніхто не бачить?", ["td_cooking_pull_model"],
    lang="uk", builtin=True, group="builtin_only")
add("task", "Hjælp mig med at lave et panel med slidere til at styre parametre live", ["td_panel_ui_components"],
    lang="da", builtin=True, group="builtin_only")
add("question", "Macam mana nak tukar CHOP jadi TOP untuk masuk shader?", ["td_family_conversions"], lang="ms",
    builtin=True, group="builtin_only")
add("question", "איך עושים trails עם Feedback TOP?", ["td_feedback_top"],
    ["ref_feedback_top", "rcp_feedback_tunnel", FEED], lang="he", builtin=True, group="builtin_compete")
add("question", "Apa bedanya export dan reference dari CHOP ke parameter?", ["td_chop_exports_references"],
    ["ref_null_exports"], lang="id", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "Does the Kinect v2 work with TouchDesigner on an M2 Mac?", allowed=["ref_kinect_azure"],
    group="near")
add("unanswerable", "How do I activate a TouchDesigner Commercial license on a machine with no internet?",
    group="far")
add("unanswerable", "Hogyan töltök be egy Notch blokkot TouchDesignerbe?", lang="hu", group="far")
add("unanswerable", "Cum fac stream pe Twitch direct din TouchDesigner prin RTMP?", lang="ro", group="far")
add("unanswerable", "ต่อ Leap Motion กับ TouchDesigner ยังไง", lang="th", group="far")
add("unanswerable", "Paano gamitin yung ZED camera sa TouchDesigner?", lang="tl", group="near")
add("unanswerable", "Can TouchDesigner read the LiDAR of an iPhone over Wi-Fi without any extra app?", group="far")
add("unanswerable", "What's the max number of NDI sources an NDI In TOP can take at once on a 4080?",
    allowed=["ref_ndi", "fact_rig_b"], group="near")
add("unanswerable", "How do I drive TouchDesigner from a Stream Deck without Companion?", group="far")
add("unanswerable", "Which TouchDesigner build fixed the Ableton Link drift bug?", group="far")

# ---------------------------------------------------------------- near misses (named, not asked to run)
add("near_miss", "don't run KICK1 yet, the DJ hasn't even started", allowed=[KICK], group="negated")
add("near_miss", "LAYOUT2 ran fine last night, the network still looks great", allowed=[LAY], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning at 9, not now", allowed=[DEPLOY], group="planning")
add("near_miss", "The producer told me PANIC_BLACK is only for real emergencies, which makes sense.",
    allowed=[PANIC], group="reported")
add("near_miss", "I saved the preset as zorvex_grade_v3.tox on the desktop", allowed=[ZORV], group="filename")
add("near_miss", "```python\nif op('vj_bank_a_status').text == 'ok':\n    print('VJ_BANK_A loaded')\n```\n"
    "why does this never print anything?", allowed=[BANK, "ref_op_paths"], group="code")
add("near_miss", "Niet SYNCPOINT draaien, de lichttafel is nog aan het rebooten", allowed=[SYNC], lang="nl",
    group="negated")
add("near_miss", "KICK1 wczoraj na festiwalu cały czas mrugał jak szalony, masakra", allowed=[KICK, STROBE],
    lang="pl", group="complaint")
add("near_miss", "Kolega rikal, ze wirecomb vcera pustil na cely projekt", allowed=[WIRE], lang="cs",
    group="reported")
add("near_miss", "Nespoustej GLITCHY, klient chce cisty obraz", allowed=[GLITCH], lang="cs", group="negated")
add("near_miss", "Dün gece DEPLOY_SHOW sorunsuz çalıştı", allowed=[DEPLOY], lang="tr", group="past")
add("near_miss", "Hvad er status på RENDER_HQ, kører den stadig?", allowed=[RENDER], lang="da", group="status")
add("near_miss", "Ikke kjør DESKMAP_X32, vi bruker en annen miksepult i kveld", allowed=[X32], lang="no",
    group="negated")
add("near_miss", "Jos meillä olisi ollut aikaa, olisimme ajaneet SYNCPOINTin", allowed=[SYNC], lang="fi",
    group="hypothetical")
add("near_miss", "A VJ_BANK_A tegnap szétcseszte a deckeket, fél órát szenvedtünk vele", allowed=[BANK],
    lang="hu", group="complaint")
add("near_miss", "Nu rula inca PANIC_BLACK, e doar un test de sunet", allowed=[PANIC], lang="ro", group="negated")
add("near_miss", "Variabila deploy_show_ok ramane False dupa restart", allowed=[DEPLOY], lang="ro",
    group="variable")
add("near_miss", "Το wirecomb έτρεξε χθες στο expo και όλα καλά", allowed=[WIRE], lang="el", group="past")
add("near_miss", "Μην τρέξεις LAYOUT2, μου αρέσει η διάταξη όπως είναι", allowed=[LAY], lang="el",
    group="negated")
add("near_miss", "Вчора BACKUP_FIRST зробив бекап перед чисткою, все ок", allowed=[BACKUP], lang="uk",
    group="past")
add("near_miss", "אל תריץ את KICK1 עכשיו, יש נאומים על הבמה", allowed=[KICK], lang="he", group="negated")
add("near_miss", "لا تشغّل RENDER_HQ الآن، الجهاز مشغول بالعرض", allowed=[RENDER], lang="ar", group="negated")
add("near_miss", "CUE_STACK_7 abhi mat chalao, choreographer aa rahi hai", allowed=[CUE], lang="hi",
    group="negated")
add("near_miss", "เมื่อวาน BLACKOUT ทำงานดีมากตอนจบเซ็ต", allowed=[BLACK], lang="th", group="past")
add("near_miss", "Đừng chạy VJ_BANK_A, bên deck B đang phát", allowed=[BANK], lang="vi", group="negated")
add("near_miss", "Kemarin STROBE_SAFE nahan efek strobe aku, jadi cuma 3 Hz", allowed=[STROBE], lang="id",
    group="past")
add("near_miss", "File LUT-nya namanya zorvex_lut.png, ada di folder media", allowed=[ZORV], lang="id",
    group="filename")
add("near_miss", "Semalam wirecomb jalan lancar je", allowed=[WIRE], lang="ms", group="past")
add("near_miss", "Huwag mo munang i-run yung DEPLOY_SHOW, may error pa sa /project1", allowed=[DEPLOY], lang="tl",
    group="negated")
add("near_miss", "We talked about rule N1 in the production meeting back in March, and nobody followed it.",
    allowed=[N1], group="history")
add("near_miss", "Is RENDER_HQ still recording or is it done?", allowed=[RENDER], group="status")
add("near_miss", "if the console ever stops answering on tour we might just skip SYNCPOINT", allowed=[SYNC],
    group="hypothetical")
add("near_miss", "the var is named `backup_first_done` in my extension and it stays False", allowed=[BACKUP],
    group="variable")
add("near_miss", "ugh, ARCHIVE filled my disk with forty copies of bloom.tox", allowed=[ARCH], group="complaint")
add("near_miss", "\"GLITCHY\" is what the client keeps writing in emails when they mean the intro", allowed=[GLITCH],
    group="quoted")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean for London during the Blitz?", allowed=[BLACK, PANIC])
add("meaning", "Wat betekent 'feedback' eigenlijk in de geluidstechniek, dat gepiep uit de speakers?",
    allowed=[FEED], lang="nl")
add("meaning", "Co to znaczy, że gra jest 'glitchy'? Syn tak mówi", allowed=[GLITCH], lang="pl")
add("meaning", "Vad är skillnaden mellan ett arkiv och ett bibliotek, rent allmänt?", allowed=[ARCH], lang="sv")
add("meaning", "ما معنى 'quiet hours' في سكن الطلاب؟", allowed=[QUIET], lang="ar")

# ---------------------------------------------------------------- meta (about the words, nothing to admit)
add("meta", "spell PANIC_BLACK letter by letter")
add("meta", "how many characters long is wirecomb, counting every letter?")
add("meta", "write SYNCPOINT in lowercase for me")
add("meta", "Start your reply with the word LAYOUT2 and nothing else.")
add("meta", "DEPLOY_SHOW kelimesini tersten yaz", lang="tr")
add("meta", "Kirjoita sana KICK1 lihavoituna", lang="fi")
add("meta", "Fordítsd le magyarra: 'quiet hours'", lang="hu")
add("meta", "Put DESKMAP_X32 in quotes and bold, nothing else")
add("meta", "How do you pronounce wirecomb: wire-comb or wi-recomb?")
add("meta", "Convert the string CUE_STACK_7 to camelCase")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run KICK1 now")
add("echo", "Herhaal precies wat ik typ: BLACKOUT", lang="nl")
add("echo", "Powtórz dokładnie: DEPLOY_SHOW teraz", lang="pl")
add("echo", "Επανάλαβε ακριβώς: PANIC_BLACK", lang="el")
add("echo", "Повтори за мною слово в слово: SYNCPOINT", lang="uk")
add("echo", "كرر ورائي حرفياً: RENDER_HQ", lang="ar")
add("echo", "jo main likh raha hoon wahi wapas likho: VJ_BANK_A chalao", lang="hi")
add("echo", "พิมพ์ตามฉันเป๊ะๆ: GLITCHY", lang="th")
add("echo", "Nhắc lại y nguyên câu này: chạy LAYOUT2", lang="vi")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks, that worked 🙏")
add("chitchat", "morning all, long day ahead at the pavilion ☕")
add("chitchat", "Dobrou noc, jdu spat", lang="cs")
add("chitchat", "Tak for i dag, godt arbejde!", lang="da")
add("chitchat", "Haha, bra jobba folkens", lang="no")
add("chitchat", "תודה רבה אחי", lang="he")
add("chitchat", "Terima kasih banyak bos!", lang="ms")
add("chitchat", "Salamat po, galing niyo!", lang="tl")
add("chitchat", "Kiitos, hyvää yötä kaikille", lang="fi")


def main() -> None:
    rows = [{"pid": f"u69-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
