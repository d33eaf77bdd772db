"""Blind suite unseen84, hand-written by the independent evaluator "gateeval84".

Written blind: labels come from corpus.jsonl (ids, titles, texts, names in `meta`) and the file names and
contents of src/tdcontext/knowledge/*.md only. The author never ran the gate, the context command or any
bench on these prompts.

A balanced suite, about two thirds in other languages, with 6+ prompts in each of nl, pl, tr, sv, da, no, fi,
cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, typed as crews type in chat. Personas (this file only):
- a Ghent and Utrecht student-union party crew (Dutch and English: union halls, beer, DJs, cheap projectors);
- a Gdansk and Bratislava shipyard-arts festival (Polish, and Czech from a Brno tech on the Bratislava crew:
  cranes, hulls, the X32 desk by the slipway);
- an Istanbul / Thessaloniki / Jerusalem heritage-site night show (Turkish, Greek, Hebrew, Arabic: old walls,
  the grandMA in the courtyard, riverside and city curfews);
- a Manila / Penang / Chiang Mai / Pune temple-festival projection group (Tagalog and Taglish, Malay,
  Thai, Hindi and Hinglish, with Vietnamese and Indonesian crew) with Swedish, Norwegian, Romanian and
  Ukrainian freelancers, plus Danish, Finnish and Hungarian hands on tour.

Run: python tests/data/gate_suite_v2/author_unseen84.py  (writes prompts_unseen84.jsonl next to this file)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen84.jsonl")
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

# =========================================================================================================
# invoke: English (Ghent / Utrecht union crew, the shipyard festival's English chat, temple-festival leads)
# =========================================================================================================
add("invoke", "RENDER_HQ — now", [R], group="bare")
add("invoke", "okay tee dee run kick one on the main output period thanks", [K], group="voice")
add("invoke", "🔥 GLITCHY 🔥 on the webcam TOP pls 🙏", [G], group="emoji")
add("invoke", "/deskmap_x32 slipway desk", [X], group="slash_command")
add("invoke", "union hall checklist, do these in order:\n- [ ] VJ_BANK_A\n- [ ] KICK1\n- [ ] SYNCPOINT",
    [V, K, SY], group="checklist")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/cleanup\", line 4, in <module>\n"
    "td.tdError: Cannot destroy /project1/old_fx while it is in use\n\n"
    "ok forget my script. run BACKUP_FIRST on old_fx and then delete it properly", [B], group="log_paste")
add("invoke", "no wait, not PANIC_BLACK — do the normal BLACKOUT, the set's just finished", [BO], [P],
    group="correction")
add("invoke", "you asked earlier whether to wirecomb the fx network before the party. yes, go ahead.", [W],
    group="consent")
add("invoke", "if the grandMA answers, start SYNCPOINT. it does, Priya just pinged back from the booth", [SY],
    group="conditional")
add("invoke", "doors at 20:00 and it's 19:45 now, so DEPLOY_SHOW please", [D], group="timed")
add("invoke", "dancers are warming up on the gauze, house lights still on, build the cue list: CUE_STACK_7", [C],
    group="trailing")
add("invoke", "do the wire comb thing on /project1/fx, the cables look like noodles", [W], group="spaces")
add("invoke", "its 22:35 at the riverside stage so the quiet hours rule applies now, put it on the master out",
    [Q], group="lowercase")
add("invoke", "arrange this network in columns the way the macro does it, inputs on the left", [L],
    group="title_words")
add("invoke", "Loaded the gauze mapping, checked the blend on both projectors, and now please go ahead with "
    "CUE_STACK_7 before Mateo walks in; after that I'm getting coffee.", [C], group="mid_message")
add("invoke", "STROBE_SAFE: apply it to the beat strobe I just wired, it's firing at 8 Hz", [S],
    group="name_first")
add("invoke", "apply the naming rule for new operators to everything you just created in /project1/bar", [N],
    group="title_words")
add("invoke", "Before you touch ext/bloom.tox, do the ARCHIVE step and keep a numbered copy, then edit it.", [A],
    group="rule")
add("invoke", "build the union party trails with my FEEDBACK settings for the club visuals", [F],
    group="title_words")
add("invoke", "apply the Zorvex grade to the final comp, then RENDER_HQ it for the festival trailer", [Z, R],
    group="multi")
add("invoke", "load VJ_BAKN_A into the decks pls, first DJ is on in 5", [V], group="typo")

# =========================================================================================================
# invoke: other languages (3 per language, 20 languages)
# =========================================================================================================
# nl: Ghent / Utrecht student-union party crew
add("invoke", "KICK1 graag op de main out, de dj begint om elf", [K], lang="nl", group="name_first")
add("invoke", "kun je even LAYOUT2 draaien op /project1/feest? het is echt een zooitje", [L], lang="nl",
    group="polite")
add("invoke", "eerst VJ_BANK_A laden en daarna meteen GLITCHY op deck_a3 aub", [V, G], lang="nl", group="multi")
# pl: Gdansk shipyard-arts festival
add("invoke", "Odpal DESKMAP_X32, stół już stoi przy pochylni w hali stoczni", [X], lang="pl",
    group="imperative")
add("invoke", "zrób wirecomb w tej sieci, kable krzyżują się wszędzie", [W], lang="pl", group="lowercase")
add("invoke", "Proszę, zastosuj BACKUP_FIRST, a potem usuń stare operatory noise z /project1/dzwig", [B],
    lang="pl", group="rule")
# cs: the Brno tech on the Bratislava crew
add("invoke", "Spusť RENDER_HQ, potřebujeme záznam pro festivalový web", [R], lang="cs", group="imperative")
add("invoke", "pojmenuj ty nové operátory podle pravidla N1, díky", [N], lang="cs", group="rule")
add("invoke", "ne počkej, ne LAYOUT2 — udělej wirecomb, sloupce chci nechat, jak jsou", [W], [L], lang="cs",
    group="correction")
# tr: Istanbul heritage-site night show
add("invoke", "SYNCPOINT'i başlat, avludaki ışık masası hazır bekliyor", [SY], lang="tr", group="imperative")
add("invoke", "Saat 23:10 oldu, nehir kenarındaki mekândayız; sessiz saatler kuralını uygula lütfen", [Q],
    lang="tr", group="conditional")
add("invoke", "zorvex grade'i final compa uygula", [Z], lang="tr", group="lowercase")
# el: Thessaloniki
add("invoke", "Τρέξε το DEPLOY_SHOW, ανοίγουμε τις πόρτες σε μισή ώρα", [D], lang="el", group="timed")
add("invoke", "PANIC_BLACK τώρα!!! 🚨", [P], lang="el", group="emergency")
add("invoke", "Βάλε το GLITCHY στο επιλεγμένο TOP, ευχαριστώ", [G], lang="el", group="polite")
# he: Jerusalem
add("invoke", "תריץ SYNCPOINT לפני שהקהל נכנס לחצר", [SY], lang="he", group="imperative")
add("invoke", "בבקשה KICK1 על היציאה הראשית", [K], lang="he", group="polite")
add("invoke", "תפעיל את חוק STROBE_SAFE על כל אפקטי ההבזקים בסצנה של החומה", [S], lang="he", group="rule")
# ar: Jerusalem / heritage show (Levantine)
add("invoke", "شغّل CUE_STACK_7 من فضلك، البروفة بعد ساعة", [C], lang="ar", group="polite")
add("invoke", "PANIC_BLACK فوراً! في مشكلة بالبروجكتر", [P], lang="ar", group="emergency")
add("invoke", "طبّق قاعدة ARCHIVE قبل ما تعدّل ملف bloom.tox الخارجي", [A], lang="ar", group="rule")
# hi: Pune temple festival
add("invoke", "ZORVEX grade laga do final composite ke baad, please", [Z], lang="hi", group="polite")
add("invoke", "bhai RENDER_HQ chala do, client ko recording chahiye aaj raat tak", [R], lang="hi",
    group="imperative")
add("invoke", "कृपया DEPLOY_SHOW चला दो, मंदिर का शो आठ बजे शुरू है", [D], lang="hi", group="timed")
# th: Chiang Mai
add("invoke", "ช่วยรัน BLACKOUT หน่อย เซ็ตสุดท้ายจบแล้ว", [BO], lang="th", group="end_set")
add("invoke", "โหลด VJ_BANK_A ให้หน่อยครับ", [V], lang="th", group="polite")
add("invoke", "ทำ wirecomb กับเน็ตเวิร์กนี้ที สายพันกันไปหมด", [W], lang="th", group="imperative")
# vi: Vietnamese crew of the temple group
add("invoke", "Chạy DESKMAP_X32 giúp mình với, bàn X32 ở sân khấu chùa đã nối mạng", [X], lang="vi", group="polite")
add("invoke", "áp dụng quy tắc đặt tên N1 cho mấy operator mới tạo", [N], lang="vi", group="rule")
add("invoke", "LAYOUT2 xong rồi RENDER_HQ luôn nha", [L, R], lang="vi", group="multi")
# id: Indonesian crew
add("invoke", "Tolong jalankan CUE_STACK_7 buat pentas tarinya", [C], lang="id", group="polite")
add("invoke", "gas KICK1 bro, DJ-nya udah mulai", [K], lang="id", group="terse")
add("invoke", "Pakai setelan FEEDBACK aku buat trail di set klub ya", [F], lang="id", group="title_words")
# ms: Penang
add("invoke", "Tolong jalankan SYNCPOINT sebelum persembahan kuil malam ni", [SY], lang="ms", group="polite")
add("invoke", "buat GLITCHY kat TOP yang dipilih tu", [G], lang="ms", group="lowercase")
add("invoke", "Jalankan BACKUP_FIRST dulu, lepas tu padam semua operator yang tak guna", [B], lang="ms",
    group="imperative")
# tl: Manila
add("invoke", "Pa-run naman ng DEPLOY_SHOW, magsisimula na yung festival", [D], lang="tl", group="polite")
add("invoke", "i-apply mo yung Zorvex grade sa final comp pls", [Z], lang="tl", group="lowercase")
add("invoke", "PANIC_BLACK!!! bilis", [P], lang="tl", group="emergency")
# sv: Swedish freelancer
add("invoke", "Kör VJ_BANK_A, tack", [V], lang="sv", group="terse")
add("invoke", "Klockan är 22:40 och vi står vid floden – tillämpa quiet hours-regeln på ljudet", [Q], lang="sv",
    group="conditional")
add("invoke", "kör BLACKOUT när sista låten är slut – den tog slut nyss", [BO], lang="sv", group="conditional")
# no: Norwegian freelancer
add("invoke", "Kjør DESKMAP_X32 og SYNCPOINT før lydprøven", [X, SY], lang="no", group="multi")
add("invoke", "lag trails på min måte – FEEDBACK-oppsettet for klubbsettet", [F], lang="no",
    group="title_words")
add("invoke", "C U E _ S T A C K _ 7 takk", [C], lang="no", group="spaces")
# ro: Romanian freelancer
add("invoke", "Rulează te rog MACRO LAYOUT2 pe rețeaua curentă", [L], lang="ro", group="polite")
add("invoke", "aplică regula ARCHIVE pe componenta externă lower_third.tox înainte s-o modific", [A], lang="ro",
    group="rule")
add("invoke", "Fă KICK1 și respectă STROBE_SAFE la flash", [K, S], lang="ro", group="multi")
# uk: Ukrainian freelancer
add("invoke", "Запусти RENDER_HQ, будь ласка", [R], lang="uk", group="polite")
add("invoke", "Застосуй правило N1 до всіх нових операторів", [N], lang="uk", group="rule")
add("invoke", "зроби BLACKOUT — сет закінчився", [BO], lang="uk", group="end_set")
# da: Danish hand on tour
add("invoke", "Kør GLITCHY på den valgte TOP", [G], lang="da", group="imperative")
add("invoke", "Anvend BACKUP_FIRST og slet så noise1 og noise2", [B], lang="da", group="rule")
add("invoke", "CUE_STACK_7 tak — generalprøven starter nu", [C], lang="da", group="name_first")
# fi: Finnish hand on tour
add("invoke", "Aja VJ_BANK_A nyt", [V], lang="fi", group="terse")
add("invoke", "Käytä Zorvex-gradea lopulliseen kompositioon", [Z], lang="fi", group="title_words")
add("invoke", "tee wirecomb ja sitten LAYOUT2 tähän verkkoon", [W, L], lang="fi", group="multi")
# hu: Hungarian hand on tour
add("invoke", "Futtasd le a DEPLOY_SHOW-t", [D], lang="hu", group="imperative")
add("invoke", "Alkalmazd a STROBE_SAFE szabályt a villogásokra", [S], lang="hu", group="rule")
add("invoke", "PANIC_BLACK most azonnal", [P], lang="hu", group="emergency")

# =========================================================================================================
# ask_content: what a procedure says
# =========================================================================================================
add("ask_content", "DESKMAP_X32 — what UDP port and what address filter does it use?", [X], group="port")
add("ask_content", "DEPLOY_SHOW: once the error check passes, what's the next step it does?", [D], group="order")
add("ask_content", "what codec and frame rate does RENDER_HQ record at?", [R], group="value")
add("ask_content", "GLITCHY's displace weight — what value does the macro set?", [G], group="value")
add("ask_content", "Jaką maksymalną liczbę błysków na sekundę dopuszcza STROBE_SAFE?", [S], lang="pl",
    group="value")
add("ask_content", "SYNCPOINT hangi IP'ye ve hangi porta ping atıyor?", [SY], lang="tr", group="port")
add("ask_content", "Vad säger quiet hours-regeln om basen under 80 Hz?", [Q], lang="sv", group="content")
add("ask_content", "מה הגאמה והקונטרסט ב-Zorvex grade?", [Z], lang="he", group="value")
add("ask_content", "Unde pune BACKUP_FIRST copia de siguranță și cum o denumește?", [B], lang="ro",
    group="content")
add("ask_content", "Di BLACKOUT, fade-nya berapa detik?", [BO], lang="id", group="value")

# =========================================================================================================
# bears: a stored rule applies, unnamed
# =========================================================================================================
add("bears", "delete noise1 and level3 from /project1/bar, nobody uses them", [B], group="delete")
add("bears", "Zrób stroboskop 12 razy na sekundę zsynchronizowany z bitem", [S], lang="pl", group="strobe")
add("bears", "Klockan är 23 vid flodscenen, höj masterljudet med 6 dB", [Q], lang="sv", group="venue_late")
add("bears", "Modifică parametrul de intensitate din componenta externă glow.tox", [A], lang="ro",
    group="external_tox")
add("bears", "Створи новий Noise TOP і Level TOP для фону", [N], lang="uk", group="create")
add("bears", "ลบ operator ทั้งหมดที่ไม่ได้ใช้ใน /project1 ทิ้งเลย", [B], lang="th", group="delete")

# =========================================================================================================
# paraphrase: what a procedure does, none of its title or name words
# =========================================================================================================
add("paraphrase", "hook up the Behringer faders over the network so the first eight drive my layer opacities",
    [X])
add("paraphrase", "export the whole piece frame by frame, not live, at the best setting we have", [R])
add("paraphrase", "give the final composite our studio's signature tint with the LUT ramp and a bit of grain",
    [Z])
add("paraphrase", "zet alle bronnen links en de rest per stap rechts ervan, met de nulls helemaal achteraan", [L],
    lang="nl")
add("paraphrase", "lås vores visuals til grandMA'en før showet, med ping-pong-måling af forsinkelsen", [SY],
    lang="da")
add("paraphrase", "bhai patch ki saari connections padhne layak bana do, koi line kisi node ke peeche se na jaye",
    [W], lang="hi")

# =========================================================================================================
# question / task: facts and references (7 with built-ins)
# =========================================================================================================
add("question", "what's the total output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "Which IP and which sACN universes is the grandMA3 on?", ["fact_lx_console"], group="fact")
add("question", "how do I use a Feedback TOP so the trails don't blow out to white?", ["ref_feedback_top"], [F],
    group="common_word")
add("task", "build me a strobe flash recipe for the union party, wired to the beat", ["rcp_strobe_flash", S],
    group="reference")
add("question", "how do I store a python dict on a COMP so it's still there after I save and reopen the .toe?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "bypass flag vs lock flag — what's the actual difference?", ["td_operator_flags"],
    group="builtin_only", builtin=True)
add("question", "Welke kleuren mogen er op het hoofdscherm bij de Aurora-launch?", ["fact_aurora_palette"],
    lang="nl", group="fact")
add("question", "Hoe werkt een Parameter Execute DAT met een pulse-parameter?", ["td_parameter_execute_dat"],
    lang="nl", group="builtin_only", builtin=True)
add("question", "Jak przenieść kanały z jednego COMP-a do drugiego — Select CHOP czy In/Out?",
    ["td_select_in_out"], lang="pl", group="builtin_only", builtin=True)
add("question", "Hareketli başlıklar hangi DMX universe'ünde ve hangi adreslerde?", ["fact_dmx_heads"],
    lang="tr", group="fact")
add("question", "Operatör neden cook olmuyor? TouchDesigner'daki pull modeli nasıl çalışıyor?",
    ["td_cooking_pull_model"], lang="tr", group="builtin_only", builtin=True)
add("question", "Millä ruudunpäivitysnopeudella Nebula-installaatio pyörii?", ["fact_nebula_fps"], lang="fi",
    group="fact")
add("question", "Πού βρίσκεται το show log όταν κάτι πάει στραβά στην παράσταση;", ["fact_show_log"], lang="el",
    group="fact")
add("question", "Berapa buffer audio kat RIG-B, dan kenapa nilai tu yang dipilih?", ["fact_audio_buffer"],
    lang="ms", group="fact")
add("question", "HAP o H.264 ba ang mas okay para sa playback ng maraming video sabay-sabay?", ["ref_hap_codecs"],
    lang="tl", group="reference")
add("question", "Jak přijímat OSC v TouchDesigneru, přes CHOP nebo přes DAT?", ["ref_osc_in_chop"], lang="cs",
    group="reference")
add("question", "extension class ko COMP se kaise attach karte hain, aur promote methods kya hota hai?",
    ["td_extensions"], ["fact_ext_conventions"], lang="hi", group="builtin_compete", builtin=True)
add("question", "Textport mở ở đâu và print() trong script hiện ra chỗ nào?", ["td_textport"], lang="vi",
    group="builtin_only", builtin=True)

# =========================================================================================================
# unanswerable: plausible TouchDesigner questions the corpus cannot answer
# =========================================================================================================
add("unanswerable", "is there a way to follow Ableton Link tempo from a laptop on the same wifi in TD?", group="far")
add("unanswerable", "can TouchDesigner run headless on a Raspberry Pi 5?", group="far")
add("unanswerable", "what's the license difference between Commercial and Pro for a touring show?", group="far")
add("unanswerable", "how do I send my output to Resolume over Spout without a frame of delay?", group="near")
add("unanswerable", "Hvordan styrer jeg en Stream Deck fra TouchDesigner?", lang="da", group="far")
add("unanswerable", "Hvordan bruker jeg MediaPipe-pluginen til håndsporing i TouchDesigner?", lang="no",
    group="far")
add("unanswerable", "Hogyan lehet élő kapcsolatot csinálni az Unreal Engine és a TouchDesigner között?",
    lang="hu", group="far")
add("unanswerable", "كيف أعرض صفحة يوتيوب داخل TouchDesigner باستخدام Web Render TOP؟", lang="ar", group="near")
add("unanswerable", "Gimana cara pakai Leap Motion di TouchDesigner?", lang="id", group="far")
add("unanswerable", "Як налаштувати fisheye-камеру для купольної проекції в TouchDesigner?", lang="uk",
    group="near")
add("unanswerable", "TouchDesigner ใช้กับ Dante Virtual Soundcard ได้ไหม", lang="th", group="far")

# =========================================================================================================
# near_miss: names a procedure without asking to run it
# =========================================================================================================
add("near_miss", "don't run PANIC_BLACK, the flicker was just the projector warming up", allowed=[P],
    group="negated")
add("near_miss", "KICK1 ran fine at the Ghent union party last night, the freshers loved it", allowed=[K],
    group="past")
add("near_miss", "RENDER_HQ is for tomorrow morning, after the edit gets locked", allowed=[R], group="planning")
add("near_miss", "Jonas said the LAYOUT2 macro shoved all his nulls over to the far right", allowed=[L],
    group="reported")
add("near_miss", "is SYNCPOINT still measuring or did it already finish?", allowed=[SY], group="status")
add("near_miss", "if we ever moved to a Yamaha desk, would DESKMAP_X32 just be dead weight?", allowed=[X],
    group="hypothetical")
add("near_miss", "honestly I like wirecomb more than LAYOUT2, it feels less bossy", allowed=[W, L],
    group="comparison")
add("near_miss", "where did I save VJ_BANK_A_setlist.pdf? probably somewhere in Downloads", allowed=[V],
    group="filename")
add("near_miss", "in my script `zorvex_enabled = False` — why does the other DAT say it's undefined?",
    allowed=[Z], group="variable")
add("near_miss", "```python\nop('blackout_btn').par.value0 = 0\n```\nwhy does this line throw on the button COMP?",
    allowed=[BO], group="code")
add("near_miss", "CUE_STACK_7 wrecked my network at the last rehearsal, the Timer CHOP went nuts", allowed=[C],
    group="complaint")
add("near_miss", "who came up with the name STROBE_SAFE anyway? it's older than me on this crew", allowed=[S],
    group="history")
add("near_miss", "VJ_BANK_A hebben we gisteren al geladen, niet nog een keer doen", allowed=[V], lang="nl",
    group="past")
add("near_miss", "in ons draaiboek staat DEPLOY_SHOW pas om 22:00, nu dus nog niet", allowed=[D], lang="nl",
    group="planning")
add("near_miss", "Nie uruchamiaj GLITCHY, klient chce czysty obraz na kadłubie", allowed=[G], lang="pl",
    group="negated")
add("near_miss", "Marek mówi, że DESKMAP_X32 u niego nie łapie faderów", allowed=[X], lang="pl",
    group="reported")
add("near_miss", "RENDER_HQ běžel celou noc a skončil v pořádku", allowed=[R], lang="cs", group="past")
add("near_miss", "SYNCPOINT yarın provada yapılacak, bugün değil", allowed=[SY], lang="tr", group="planning")
add("near_miss", "Geçen hafta PANIC_BLACK'e yanlışlıkla bastım, hâlâ utanıyorum", allowed=[P], lang="tr",
    group="past")
add("near_miss", "Μην κάνεις BLACKOUT ακόμα, έχουμε άλλο ένα τραγούδι", allowed=[BO], lang="el",
    group="negated")
add("near_miss", "Το αρχείο deploy_show_checklist.pdf το έχει ο Νίκος στο λάπτοπ του", allowed=[D], lang="el",
    group="filename")
add("near_miss", "הקובץ zorvex_lut.png נמחק לי מהתיקייה, יש למישהו עותק?", allowed=[Z], lang="he",
    group="filename")
add("near_miss", "אתמול אמרו לי ש-RENDER_HQ השאיר את ה-Realtime כבוי", allowed=[R], lang="he",
    group="reported")
add("near_miss", "هل KICK1 لسه شغّال ولا وقف؟", allowed=[K], lang="ar", group="status")
add("near_miss", "لا تشغّل LAYOUT2 هلق، خلّي الشبكة زي ما هي", allowed=[L], lang="ar", group="negated")
add("near_miss", "kal raat PANIC_BLACK galti se dab gaya tha, sab log dar gaye", allowed=[P], lang="hi",
    group="past")
add("near_miss", "เมื่อวาน CUE_STACK_7 พังตอนซ้อมใหญ่", allowed=[C], lang="th", group="complaint")
add("near_miss", "Nếu không dùng LAYOUT2 thì network có chạy chậm hơn không?", allowed=[L], lang="vi",
    group="hypothetical")
add("near_miss", "kemarin Rina bilang aturan quiet hours bikin bass kita hilang", allowed=[Q], lang="id",
    group="reported")
add("near_miss", "Jangan buat wirecomb dulu, saya nak tengok susunan asal", allowed=[W], lang="ms",
    group="negated")
add("near_miss", "Nag-DEPLOY_SHOW na si Paolo kanina, okay na raw", allowed=[D], lang="tl", group="past")
add("near_miss", "Vi körde ARCHIVE-regeln på varenda tox förra veckan, mappen är enorm nu", allowed=[A],
    lang="sv", group="complaint")
add("near_miss", "Hvem skrev egentlig navneregel N1? Den er streng", allowed=[N], lang="no", group="history")
add("near_miss", "N-am rulat niciodată RENDER_HQ pe laptopul ăsta, doar pe RIG-B", allowed=[R], lang="ro",
    group="history")
add("near_miss", "BACKUP_FIRST учора зробив мені папку backups на 40 ГБ", allowed=[B], lang="uk",
    group="complaint")
add("near_miss", "FEEDBACK-opsætningen fra klubben brugte vi til sidste års fest", allowed=[F], lang="da",
    group="past")
add("near_miss", "Kuka keksi makrolle nimen GLITCHY? Hauska nimi", allowed=[G], lang="fi", group="history")
add("near_miss", "tegnap a DESKMAP_X32 hibátlanul ment a próbán", allowed=[X], lang="hu", group="past")

# =========================================================================================================
# meaning: ordinary meaning of a word that is also a procedure name
# =========================================================================================================
add("meaning", "In wartime Britain, what was a blackout and why was it enforced?", allowed=[BO, P])
add("meaning", "wire-comb binding for booklets — what is it, and does it hold up?", allowed=[W])
add("meaning", "what do people mean when they call an old VHS tape glitchy?", allowed=[G])
add("meaning", "Co oznacza słowo „archiwum” w bibliotekoznawstwie?", allowed=[A], lang="pl")
add("meaning", "Vad betyder 'feedback' inom psykologi och pedagogik?", allowed=[F], lang="sv")

# =========================================================================================================
# meta: about the words, not the procedures
# =========================================================================================================
add("meta", "spell KICK1 using the NATO alphabet", group="spell")
add("meta", "reverse the letters of wirecomb", group="reverse")
add("meta", "count the underscores in CUE_STACK_7 for me", group="count")
add("meta", "write DEPLOY_SHOW in lowercase, nothing else", group="case")
add("meta", "start your reply with the word SYNCPOINT and then tell me one fact about owls", group="start_reply")
add("meta", "Hoe spreek je 'Zorvex' eigenlijk uit?", lang="nl", group="pronounce")
add("meta", "GLITCHY kelimesini Türkçeye çevir", lang="tr", group="translate")
add("meta", "Kirjoita RENDER_HQ lihavoituna", lang="fi", group="bold")
add("meta", "Từ 'BLACKOUT' có bao nhiêu chữ cái?", lang="vi", group="count")
add("meta", "Gamitin mo ang salitang 'panic' sa isang pangungusap", lang="tl", group="sentence")
add("meta", "Přelož 'quiet hours' do češtiny", lang="cs", group="translate")

# =========================================================================================================
# echo
# =========================================================================================================
add("echo", "Repeat back exactly: 'run VJ_BANK_A at 21:00'")
add("echo", "Herhaal letterlijk: DEPLOY_SHOW om tien uur", lang="nl")
add("echo", "Powtórz za mną: uruchom KICK1", lang="pl")
add("echo", "Επανάλαβε λέξη προς λέξη: PANIC_BLACK τώρα", lang="el")
add("echo", "תחזור אחריי מילה במילה: תריץ את LAYOUT2", lang="he")
add("echo", "كرر ورايي حرفياً: شغّل GLITCHY", lang="ar")
add("echo", "พูดตามฉันนะ: รัน SYNCPOINT", lang="th")
add("echo", "Ulang balik ayat ni: jalankan RENDER_HQ", lang="ms")
add("echo", "Gjenta nøyaktig: kjør wirecomb nå", lang="no")

# =========================================================================================================
# chitchat
# =========================================================================================================
add("chitchat", "cheers, the union hall projector finally behaves")
add("chitchat", "morning all, coffee's on in the crew room")
add("chitchat", "Tak for i dag, godt arbejde allesammen!", lang="da")
add("chitchat", "Kiitos, nähdään huomenna", lang="fi")
add("chitchat", "Szia! Hogy vagy ma?", lang="hu")
add("chitchat", "Mersi frumos, a mers perfect", lang="ro")
add("chitchat", "Дякую, ти супер!", lang="uk")
add("chitchat", "mantap jiwa, makasih banyak kak", lang="id")
add("chitchat", "धन्यवाद भाई, बढ़िया काम", lang="hi")


def main() -> None:
    rows = [{"pid": f"u84-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
