"""Blind gate suite unseen87, hand-written by the independent evaluator "gateeval87".

Written without reading the gate code, its tests, or any other prompt file or author script: labels come
from corpus.jsonl and the built-in knowledge files only. Run this script to regenerate prompts_unseen87.jsonl.

Personas (author script only):
- a Leuven and Maastricht carnival float projection crew (nl, en);
- a Wrocław and Ostrava light-festival collective (pl, cs);
- an Izmir / Patras / Tel Aviv seaside open-air cinema network (tr, el, he, ar);
- a Surabaya / Johor Bahru / Da Nang / Jaipur wedding-expo vendor (id, ms, vi, hi) with Danish, Finnish,
  Czech and Hungarian freelancers (da, fi, cs, hu), plus Swedish, Norwegian, Romanian, Ukrainian, Thai and
  Filipino crew (sv, no, ro, uk, th, tl).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen87.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L = "ins_layout2"
S = "ins_strobe_safe"
B = "ins_backup_first"
D = "ins_deploy_show"
V = "ins_vj_bank_a"
P = "ins_panic_black"
G = "ins_glitchy"
X = "ins_deskmap_x32"
R = "ins_render_hq"
N = "ins_naming_n1"
F = "ins_feedback_pref"
BO = "ins_blackout"
W = "ins_wirecomb"
C = "ins_cue_stack7"
SY = "ins_syncpoint"
A = "ins_archive_rule"
Z = "ins_zorvex_grade"
Q = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (carnival float crew,
# wedding-expo vendor writing in English)
add("invoke", "KICK1 pls, float 3 is waiting on the brass band", [K], [S], group="terse")
add("invoke", "layout2 on /project1/float_fx, it's pure spaghetti in there", [L], group="lowercase")
add("invoke", "Could you please run DESKMAP_X32 for the Maastricht stage desk? Thanks a lot.", [X], group="polite")
add("invoke", "SYNCPOINT — the float's lighting guy is online now, lock us to his console.", [SY],
    group="name_first")
add("invoke", "the parade starts in ten minutes, go ahead and do it now: DEPLOY_SHOW", [D], group="trailing")
add("invoke", "ok so the float is parked and the generator is stable, please run RENDER_HQ on the loop we built "
    "so the mayor's office gets a clean file, then we pack up for the night", [R], group="mid_message")
add("invoke", "apply the STROBE_SAFE rule to the confetti flash on float 2, kids are standing right next to it",
    [S], group="rule")
add("invoke", "give the wagon screens our house colour look, the Zorvex grade, right after the final comp", [Z],
    group="title_words")
add("invoke", "run GLICHY on the selected top pls", [G], group="typo")
add("invoke", "wirecomb the carnival_main network, i can't follow a single wire in there", [W], group="lowercase")
add("invoke", "P A N I C _ B L A C K   now!!", [P], [BO], group="spaces")
add("invoke", "hey copilot load v j bank a into the decks please full stop", [V], group="voice")
add("invoke", "🎺🥁 KICK1 on the main out, the brass band is about to hit the drop 🔥", [K], [S], group="emoji")
add("invoke", "/CUE_STACK_7 build it for tonight's Tidewater run", [C], group="slash_command")
add("invoke", "- [x] projectors warm\n- [x] generator fuel\n- [ ] BACKUP_FIRST, then delete the unused fx_old "
    "container\n\ndo the unchecked one", [B], group="checklist")
add("invoke", "```\nWARNING: /project1/float_fx/level3 uses a default name\nWARNING: /project1/float_fx/noise7 uses "
    "a default name\n```\nfix these names per naming rule N1", [N], group="log_paste")
add("invoke", "run BLACKOUT — no wait, not BLACKOUT, the set isn't over yet. Do VJ_BANK_A instead.", [V], [BO, P],
    group="correction")
add("invoke", "> Shall I build the trails with your FEEDBACK settings for the club set?\nyes, go ahead", [F],
    group="consent")
add("invoke", "it's 23:10 and we're at the riverside venue, so put the quiet hours rule into effect on the audio "
    "out", [Q], group="conditional")
add("invoke", "end of the set is right now, the last float just passed: BLACKOUT", [BO], [P], group="end_set")
add("invoke", "run LAYOUT2 and then wirecomb on the float network, in that order", [L, W], group="multi")
add("invoke", "ARCHIVE rule first for bloom.tox, then apply the Zorvex grade inside it", [A, Z], group="multi")
add("invoke", "BACKUP_FIRST, then delete the old_float container, and after that LAYOUT2 whatever is left", [B, L],
    group="multi")
add("invoke", "two things: FEEDBACK trails my club way on the wagon screen, and STROBE_SAFE on the confetti flash",
    [F, S], group="multi")

# ---------------------------------------------------------------- Dutch (Leuven / Maastricht)
add("invoke", "Draai KICK1 op de hoofduitgang, de fanfare begint zo.", [K], [S], lang="nl", group="imperative")
add("invoke", "kun je even DEPLOY_SHOW doen? de praalwagen vertrekt om twee uur", [D], lang="nl", group="polite")
add("invoke", "Eerst BACKUP_FIRST, daarna mag je de container oud_fx weggooien.", [B], lang="nl", group="rule")
add("ask_content", "Op welke poort luistert DESKMAP_X32 ook alweer?", [X], lang="nl", group="port")
add("near_miss", "KICK1 liep gisteren tijdens de optocht perfect, niks aan veranderen.", [], [K], lang="nl",
    group="past")
add("near_miss", "In het bestand deploy_show_backup.toe staat nog de oude versie van vorig jaar.", [], [D],
    lang="nl", group="filename")
add("unanswerable", "Werkt de Leap Motion CHOP nog in de nieuwste TouchDesigner-build?", lang="nl", group="far")
add("meta", "Hoe spel je GLITCHY achterstevoren?", lang="nl", group="reverse")
add("echo", "Herhaal letterlijk: 'draai wirecomb op het netwerk'", lang="nl")

# ---------------------------------------------------------------- Polish (Wrocław)
add("invoke", "Odpal GLITCHY na zaznaczonym TOP-ie, proszę.", [G], lang="pl", group="polite")
add("invoke", "zrób wirecomb w sieci /project1/mapping, kable wyglądają jak spaghetti", [W], lang="pl",
    group="lowercase")
add("invoke", "Załaduj VJ_BANK_A do decków, za pięć minut pokaz na Rynku.", [V], lang="pl", group="imperative")
add("invoke", "Najpierw BACKUP_FIRST, potem usuń noise1, a na koniec wirecomb w /project1/brama.", [B, W],
    lang="pl", group="multi")
add("ask_content", "Jaki kodek ustawia RENDER_HQ i ile klatek nagrywa?", [R], lang="pl", group="value")
add("near_miss", "Nie uruchamiaj jeszcze DEPLOY_SHOW, czekamy na zgodę straży pożarnej.", [], [D], lang="pl",
    group="negated")
add("near_miss", "Gdybyśmy mieli więcej czasu, puścilibyśmy KICK1 na bramie, ale nie mamy.", [], [K], lang="pl",
    group="hypothetical")
add("question", "Na którym uniwersum DMX są głowy ruchome i od jakiego adresu startują?", ["fact_dmx_heads"],
    lang="pl", group="fact")
add("meta", "Przetłumacz słowo 'wirecomb' na polski, podaj tylko samo słowo.", lang="pl", group="translate")

# ---------------------------------------------------------------- Turkish (Izmir open-air cinema)
add("invoke", "PANIC_BLACK! perdede yanlış film dönüyor", [P], [BO], lang="tr", group="emergency")
add("invoke", "Lütfen SYNCPOINT'i çalıştır, ışık masası hazır.", [SY], lang="tr", group="polite")
add("invoke", "Saat 20:00 oldu, CUE_STACK_7 zamanı — kur şunu.", [C], lang="tr", group="timed")
add("invoke", "Kulüp seti için trail'leri benim FEEDBACK ayarlarımla kur.", [F], lang="tr", group="common_word")
add("ask_content", "SYNCPOINT ping'i hangi adrese, hangi port üzerinden yolluyor?", [SY], lang="tr", group="port")
add("near_miss", "Dün akşam RENDER_HQ yarıda kesildi, hâlâ sinirliyim.", [], [R], lang="tr", group="complaint")
add("near_miss", "Hangisi daha eski, SYNCPOINT mi yoksa DESKMAP_X32 mi?", [], [SY, X], lang="tr",
    group="comparison")
add("question", "Tabletteki stagepad hangi UDP portuna OSC gönderiyor?", ["fact_stagepad_ports"], lang="tr",
    group="fact")
add("meta", "'BACKUP_FIRST' kaç harften oluşuyor?", lang="tr", group="count")

# ---------------------------------------------------------------- Swedish (crew)
add("invoke", "Kan du köra LAYOUT2 på /project1/karneval? Tack!", [L], lang="sv", group="polite")
add("invoke", "Lägg på Zorvex-graderingen efter slutkompositen, nu.", [Z], lang="sv", group="title_words")
add("invoke", "Om vi fortfarande står på riverside-scenen efter 22 gäller tysta timmar. Klockan är 22:40, så "
    "tillämpa regeln på ljudet.", [Q], lang="sv", group="conditional")
add("ask_content", "Vad säger N1 om hur Null-operatorer ska heta?", [N], lang="sv", group="content")
add("near_miss", "Vi kör DESKMAP_X32 i morgon på repetitionen, inte idag.", [], [X], lang="sv", group="planning")
add("near_miss", "Jonas sa att BACKUP_FIRST räddade hans projekt i våras.", [], [B], lang="sv", group="reported")
add("question", "Hur funkar Storage på en operator, alltså store() och fetch()?", ["td_storage"], lang="sv",
    group="builtin_only", builtin=True)
add("meta", "Skriv ZORVEX baklänges, inget annat.", lang="sv", group="reverse")
add("echo", "Upprepa exakt det här: kör BLACKOUT", lang="sv")

# ---------------------------------------------------------------- Danish (freelancer)
add("invoke", "Kør RENDER_HQ på loopet, kunden vil have filen i aften.", [R], lang="da", group="imperative")
add("invoke", "Ja, det er fint: byg trails med mine FEEDBACK-indstillinger til klubsættet.", [F], lang="da",
    group="consent")
add("invoke", "vj_bank_a tak", [V], lang="da", group="terse")
add("bears", "Slet alle de ubrugte operatorer i /project1/old_float.", [B], lang="da", group="delete")
add("near_miss", "wirecomb ødelagde mit layout i går, alt står skævt nu", [], [W], lang="da", group="complaint")
add("question", "Hvordan bruger jeg en Replicator COMP til at lave én knap pr. række i en tabel?",
    ["td_replicator_comp"], ["ref_replicator"], lang="da", group="builtin_compete", builtin=True)
add("meaning", "Hvad betyder 'blackout' egentlig, når man taler om en strømafbrydelse i byen?", [], [P, BO],
    lang="da")
add("chitchat", "Tak for i dag, god weekend allesammen!", lang="da")

# ---------------------------------------------------------------- Norwegian (crew)
add("invoke", "Kjør STROBE_SAFE på blitsen i scene 4, den blinker altfor fort.", [S], lang="no", group="rule")
add("invoke", "sett opp KICK1 på hovedutgangen", [K], [S], lang="no", group="lowercase")
add("invoke", "nei vent, ikke LAYOUT2 — kjør wirecomb i stedet", [W], [L], lang="no", group="correction")
add("near_miss", "Hvorfor heter den egentlig SYNCPOINT? Hvem fant på navnet?", [], [SY], lang="no",
    group="history")
add("question", "Hvor mange bilder i sekundet går Nebula-installasjonen i, og hvorfor akkurat det?", ["fact_nebula_fps"], lang="no",
    group="fact")
add("meaning", "Hva betyr ordet 'arkiv' i vanlig norsk, helt uten TouchDesigner?", [], [A], lang="no")
add("chitchat", "Haha, den var god. Kaffe nå?", lang="no")

# ---------------------------------------------------------------- Finnish (freelancer)
add("invoke", "Aja DEPLOY_SHOW, show alkaa kahdenkymmenen minuutin päästä.", [D], lang="fi", group="imperative")
add("invoke", "Lataa VJ_BANK_A dekkeihin, kiitos.", [V], lang="fi", group="polite")
add("invoke", "GLITCHY valitulle TOPille ja sen jälkeen Zorvex-grade loppuun", [G, Z], lang="fi", group="multi")
add("ask_content", "Missä järjestyksessä DEPLOY_SHOW tekee vaiheensa?", [D], lang="fi", group="order")
add("near_miss", "Emme aja PANIC_BLACKia tänään, eilinen oli vain harjoitus.", [], [P], lang="fi",
    group="negated")
add("unanswerable", "Tukeeko TouchDesigner Apple Vision Prota suoraan?", lang="fi", group="far")
add("echo", "Toista sanasta sanaan: 'aja KICK1 nyt'", lang="fi")

# ---------------------------------------------------------------- Czech (Ostrava, freelancer)
add("invoke", "Dej DESKMAP_X32, pult je připojený.", [X], lang="cs", group="terse")
add("invoke", "Prosím spusť CUE_STACK_7 pro taneční kus.", [C], lang="cs", group="polite")
add("invoke", "Nejdřív pravidlo ARCHIVE, pak uprav bloom.tox a zvyš glow na 0.6.", [A], lang="cs", group="rule")
add("bears", "Uprav externě uloženou komponentu fog.tox, změň v ní hustotu mlhy na 0.3.", [A], lang="cs",
    group="external_tox")
add("near_miss", "Kolega psal: „CUE_STACK_7 jsem včera celý přestavěl.“", [], [C], lang="cs", group="reported")
add("near_miss", "Ještě jsme se nerozhodli, jestli na konci bude BLACKOUT.", [], [BO, P], lang="cs",
    group="planning")
add("question", "Kde na galerijním PC leží média pro show?", ["fact_media_drive"], lang="cs", group="fact")
add("meta", "Napiš DEPLOY_SHOW malými písmeny.", lang="cs", group="case")

# ---------------------------------------------------------------- Hungarian (freelancer)
add("invoke", "Futtasd a SYNCPOINT-ot, mielőtt beengedik a közönséget.", [SY], lang="hu", group="imperative")
add("invoke", "légyszi rakd rá a Zorvex grade-et a végső kompozitra", [Z], lang="hu", group="title_words")
add("invoke", "KICK1 és STROBE_SAFE egyszerre, a dobos mindjárt kezd", [K, S], lang="hu", group="multi")
add("ask_content", "Mennyi a gamma és a kontraszt a Zorvex grade-ben?", [Z], lang="hu", group="value")
add("near_miss", "A BLACKOUT csak a szett végén jön, addig még ne.", [], [BO, P], lang="hu", group="negated")
add("near_miss", "A `run('LAYOUT2')` sor miért dob hibát a scriptben?", [], [L], lang="hu", group="code")
add("question", "Milyen hangkártya van a stúdióban, és milyen mintavételi frekvencián fut?", ["fact_studio_audio"],
    lang="hu", group="fact")
add("echo", "Ismételd el szó szerint: 'futtasd a GLITCHY-t'", lang="hu")

# ---------------------------------------------------------------- Romanian (crew)
add("invoke", "Rulează RENDER_HQ, te rog, avem nevoie de fișierul final.", [R], lang="ro", group="polite")
add("invoke", "aplică regula de denumire N1 pe operatorii noi din /project1/intro", [N], lang="ro", group="rule")
add("invoke", "PANIC_BLACK acum!!! proiectorul arată desktopul", [P], [BO], lang="ro", group="emergency")
add("bears", "Fă blițul din scena finală să clipească de 8 ori pe secundă, pe ritm.", [S], lang="ro",
    group="strobe")
add("near_miss", "Am auzit că LAYOUT2 ți-a mutat toate nodurile aiurea data trecută.", [], [L], lang="ro",
    group="reported")
add("unanswerable", "Cum conectez un senzor LiDAR Ouster direct la TouchDesigner?", lang="ro", group="far")
add("echo", "Repetă exact: „rulează DEPLOY_SHOW”", lang="ro")

# ---------------------------------------------------------------- Greek (Patras open-air cinema)
add("invoke", "Τρέξε το BLACKOUT, τελείωσε το σετ.", [BO], [P], lang="el", group="end_set")
add("invoke", "Σε παρακαλώ κάνε LAYOUT2 στο δίκτυο του σινεμά.", [L], lang="el", group="polite")
add("invoke", "wirecomb στο /project1/cinema, δεν βγάζω άκρη με τα καλώδια", [W], lang="el", group="name_first")
add("paraphrase", "Θέλω ένα τέλειο αρχείο HAP Q της σεκάνς, καρέ 1 έως 3600, χωρίς να χαθεί ούτε ένα καρέ.", [R],
    lang="el")
add("near_miss", "Στο script μας η μεταβλητή deploy_show_done γίνεται True στο τέλος.", [], [D], lang="el",
    group="variable")
add("near_miss", "Το GLITCHY το λέμε έτσι από τον σκύλο του σκηνοθέτη, έτσι τον έλεγαν.", [], [G], lang="el",
    group="history")
add("unanswerable", "Πώς συγχρονίζω υπότιτλους .srt με ταινία στο Movie File In;", lang="el", group="near")
add("echo", "Επανάλαβε ακριβώς: «τρέξε το SYNCPOINT»", lang="el")

# ---------------------------------------------------------------- Ukrainian (crew)
add("invoke", "Запусти VJ_BANK_A, будь ласка.", [V], lang="uk", group="polite")
add("invoke", "Застосуй STROBE_SAFE до стробу на фасаді.", [S], lang="uk", group="rule")
add("invoke", "GLITCHY на вибраний TOP, швидко", [G], lang="uk", group="terse")
add("paraphrase", "Розклади дванадцять сцен хореографії Tidewater у таблицю з таймером, щоб вони перемикались "
    "самі.", [C], lang="uk")
add("near_miss", "Не запускай KICK1, поки діджей не почне.", [], [K], lang="uk", group="negated")
add("unanswerable", "Як підключити TouchDesigner до Unreal Engine через Live Link?", lang="uk", group="far")
add("echo", "Повтори дослівно: «запусти wirecomb»", lang="uk")

# ---------------------------------------------------------------- Hebrew (Tel Aviv open-air cinema)
add("invoke", "תריץ SYNCPOINT בבקשה, הקונסולה מחוברת", [SY], lang="he", group="polite")
add("invoke", "DEPLOY_SHOW עכשיו, הסרט מתחיל בעוד עשר דקות", [D], lang="he", group="name_first")
add("invoke", "תפעיל את כלל ה-ARCHIVE לפני שאני עורך את subtitles.tox", [A], lang="he", group="rule")
add("ask_content", "מה BLACKOUT עושה עם האודיו?", [BO], lang="he", group="content")
add("near_miss", "אתמול PANIC_BLACK הציל אותנו כשהמקרן השתגע", [], [P], lang="he", group="past")
add("unanswerable", "איך מחברים מקרן לייזר דרך ILDA ל-TouchDesigner?", lang="he", group="far")
add("echo", "תחזור בדיוק על המשפט: 'תריץ KICK1'", lang="he")

# ---------------------------------------------------------------- Arabic (crew of the cinema network)
add("invoke", "شغّل KICK1 من فضلك على المخرج الرئيسي", [K], [S], lang="ar", group="polite")
add("invoke", "نفّذ CUE_STACK_7 الآن، العرض الراقص بعد نصف ساعة", [C], lang="ar", group="imperative")
add("invoke", "طبّق قاعدة STROBE_SAFE على الفلاش في المشهد الأخير", [S], lang="ar", group="rule")
add("invoke", "نفّذ DESKMAP_X32 وبعدها SYNCPOINT قبل العرض", [X, SY], lang="ar", group="multi")
add("near_miss", "ملف render_hq_notes.txt موجود على سطح المكتب", [], [R], lang="ar", group="filename")
add("near_miss", "لا تشغّل DEPLOY_SHOW قبل ما يوصل المخرج", [], [D], lang="ar", group="negated")
add("question", "ما هو عنوان IP لطاولة الإضاءة وأي universes تستخدم؟", ["fact_lx_console"], lang="ar",
    group="fact")
add("meta", "اكتب كلمة wirecomb بالحروف العربية", lang="ar", group="transliterate")
add("chitchat", "صباح الخير يا شباب، كيف الحال؟", lang="ar")

# ---------------------------------------------------------------- Hindi (Jaipur wedding expo)
add("invoke", "BLACKOUT कर दो, सेट खत्म हो गया", [BO], [P], lang="hi", group="end_set")
add("invoke", "bhai DESKMAP_X32 chala do, mixer connect ho gaya hai", [X], lang="hi", group="imperative")
add("invoke", "कृपया VJ_BANK_A को decks में लोड करो", [V], lang="hi", group="polite")
add("near_miss", "कल शादी में GLITCHY बहुत अच्छा लगा, दुल्हन को भी पसंद आया", [], [G], lang="hi", group="past")
add("near_miss", "quiet hours वाला नियम हमारे जयपुर वाले venue पर लागू नहीं होता, वो riverside के लिए है",
    [], [Q], lang="hi", group="incidental")
add("question", "RIG-B में कौन सा GPU है और कितनी VRAM है?", ["fact_rig_b"], lang="hi", group="fact")
add("meta", "SYNCPOINT का उच्चारण देवनागरी में कैसे लिखेंगे?", lang="hi", group="pronounce")
add("chitchat", "शुक्रिया, आज बहुत मदद हुई!", lang="hi")

# ---------------------------------------------------------------- Thai (crew)
add("invoke", "รัน LAYOUT2 ให้หน่อย เน็ตเวิร์กรกมาก", [L], lang="th", group="polite")
add("invoke", "PANIC_BLACK ด่วนเลย จอขึ้นหน้า desktop!", [P], [BO], lang="th", group="emergency")
add("invoke", "ใส่ Zorvex grade หลัง composite สุดท้ายตอนนี้เลย", [Z], lang="th", group="title_words")
add("paraphrase", "ช่วยล็อกภาพให้ตรงกับโต๊ะไฟ grandMA ก่อนเริ่มงาน โดยวัดเวลาไป-กลับของข้อความ", [SY],
    lang="th")
add("near_miss", "ไม่ต้อง RENDER_HQ นะ วันนี้ใช้ไฟล์เก่า", [], [R], lang="th", group="negated")
add("unanswerable", "TouchDesigner ใช้กับกล้อง Sony FX3 ผ่าน USB ได้ไหม", lang="th", group="far")
add("echo", "พูดตามนี้เป๊ะๆ: 'รัน DEPLOY_SHOW'", lang="th")

# ---------------------------------------------------------------- Vietnamese (Da Nang wedding expo)
add("invoke", "Chạy wirecomb cho network /project1/wedding giùm mình", [W], lang="vi", group="polite")
add("invoke", "Làm ơn chạy RENDER_HQ, khách cần file trước 9 giờ", [R], lang="vi", group="polite")
add("invoke", "DEPLOY_SHOW đi, sắp mở cửa hội chợ rồi", [D], lang="vi", group="name_first")
add("ask_content", "VJ_BANK_A có đụng tới deck B không?", [V], lang="vi", group="content")
add("near_miss", "Tuần sau mới chạy CUE_STACK_7, giờ chưa cần.", [], [C], lang="vi", group="planning")
add("unanswerable", "Làm sao xuất video 360 độ từ TouchDesigner cho kính VR?", lang="vi", group="far")
add("chitchat", "Cảm ơn nha, hôm nay xong sớm rồi 😄", lang="vi")

# ---------------------------------------------------------------- Indonesian (Surabaya wedding expo)
add("invoke", "Tolong jalankan GLITCHY di TOP yang kepilih ya", [G], lang="id", group="polite")
add("invoke", "gas KICK1 sekarang, MC udah mulai", [K], [S], lang="id", group="terse")
add("invoke", "Aturan penamaan N1 ya buat semua operator baru di /project1/pelaminan", [N], lang="id",
    group="rule")
add("near_miss", "Kata Budi, setting FEEDBACK yang kemarin ekornya kepanjangan.", [], [F], lang="id",
    group="reported")
add("near_miss", "Status SYNCPOINT tadi gimana, berhasil nggak?", [], [SY], lang="id", group="status")
add("question", "Gimana cara preload movie biar nggak patah-patah di awal klip?", ["web_moviein_preload"],
    lang="id", group="reference")
add("meaning", "Apa arti kata 'arsip' dalam bahasa sehari-hari?", [], [A], lang="id")
add("chitchat", "Mantap, makasih banyak!", lang="id")

# ---------------------------------------------------------------- Malay (Johor Bahru wedding expo)
add("invoke", "Tolong load VJ_BANK_A dalam deck, majlis dah nak mula", [V], lang="ms", group="polite")
add("invoke", "jalankan CUE_STACK_7 sekarang boleh?", [C], lang="ms", group="lowercase")
add("invoke", "Set dah habis, buat BLACKOUT sekarang.", [BO], [P], lang="ms", group="end_set")
add("bears", "Tambah satu Noise TOP dan satu Level TOP baru untuk background pelamin.", [N], lang="ms",
    group="create")
add("near_miss", "Saya tak nak guna Zorvex grade untuk majlis ni, warnanya terlalu pudar.", [], [Z], lang="ms",
    group="negated")
add("meaning", "Apa maksud 'feedback' dalam mesyuarat pejabat biasa?", [], [F], lang="ms")
add("chitchat", "Terima kasih bos, jumpa esok.", lang="ms")

# ---------------------------------------------------------------- Tagalog (crew)
add("invoke", "Pakirun naman ang SYNCPOINT bago pumasok ang mga bisita", [SY], lang="tl", group="polite")
add("invoke", "i-apply mo yung quiet hours rule sa riverside venue, lampas 22:00 na", [Q], lang="tl",
    group="conditional")
add("invoke", "ARCHIVE muna bago mo galawin yung lights.tox ha", [A], lang="tl", group="rule")
add("paraphrase", "Paki-ayos yung mga kable ko, gusto ko tuwid lahat at walang dumadaan sa likod ng mga node.", [W],
    lang="tl")
add("near_miss", "Sabi ni Carlo, masyado raw malakas yung KICK1 kagabi.", [], [K], lang="tl", group="reported")
add("meta", "Paano i-spell ang wirecomb nang pabaligtad?", lang="tl", group="reverse")
add("chitchat", "Salamat po, ingat kayo pauwi!", lang="tl")

# ---------------------------------------------------------------- English: the other intents
add("ask_content", "what does BACKUP_FIRST say about where the backup file goes?", [B], group="content")
add("ask_content", "Remind me, what release time does KICK1 use on the trigger?", [K], group="value")
add("bears", "make the confetti flash on the float strobe at 12 Hz, locked to the drum tempo", [S], group="strobe")
add("bears", "it's 22:45 here at the riverside venue, crank the master audio up for the finale", [Q],
    group="venue_late")
add("paraphrase", "can you hook the Behringer's 32 channel sliders into our layer opacities?", [X])
add("paraphrase", "tidy my patch: sources at the far left, processing stepping rightward every 200 units, nulls "
    "last", [L])
add("question", "How do I make trails with feedback on the carnival wagon screens?", ["td_feedback_top"],
    ["ref_feedback_top", "rcp_feedback_tunnel", F, "td_resolution_pixel_format", "ref_pixel_formats"],
    group="common_word", builtin=True)
add("question", "Tell me how a DAT Execute DAT differs from a plain Execute DAT.",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I get a Parameter Execute DAT to react when someone presses a pulse parameter?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "Where should a component's Python logic live so the COMP gets its own methods?",
    ["td_extensions"], ["fact_ext_conventions", "td_python_expressions_vs_scripts"], group="builtin_only",
    builtin=True)
add("question", "My GLSL TOP shader needs a time value, how do I pass a uniform in?", ["td_glsl_top_basics"],
    ["ref_glsl_uniforms"], group="builtin_compete", builtin=True)
add("question", "How wide is the output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("task", "build a lower third with the sponsor's name over the parade feed", ["rcp_lower_third"],
    group="reference")
add("unanswerable", "Is there a way to drive TouchDesigner from an Elgato Stream Deck without any plugin?",
    group="far")
add("unanswerable", "How do I move a TouchDesigner Pro licence onto a CodeMeter dongle for the float PC?",
    group="far")
add("unanswerable", "Which Blackmagic DeckLink card works best with TouchDesigner for SDI output?", group="near")
add("near_miss", "don't run GLITCHY on the mayor's float, the client hated that look last year", [], [G],
    group="negated")
add("near_miss", "DEPLOY_SHOW went through without a hitch in Maastricht on Sunday, all good", [], [D],
    group="past")
add("near_miss", "has anyone on the crew touched CUE_STACK_7 since Tuesday?", [], [C], group="status")
add("near_miss", "What if we renamed KICK1 to something the Belgian volunteers can pronounce?", [], [K],
    group="hypothetical")
add("near_miss", "`if cue == 'SYNCPOINT': log('sync')` why does this line never fire?", [], [SY], group="code")
add("near_miss", "the sticker on the float laptop says \"LAYOUT2 or die\" lol", [], [L], group="quoted")
add("near_miss", "VJ_BANK_A swapped my deck order last week and I only noticed on stage", [], [V],
    group="complaint")
add("near_miss", "which came first in our notes, wirecomb or LAYOUT2?", [], [W, L], group="comparison")
add("near_miss", "who wrote the Zorvex grade originally? I think it was someone at the Leuven studio", [], [Z],
    group="history")
add("meaning", "What did 'blackout' mean in London during the Second World War?", [], [P, BO])
add("meta", "Spell out KICK1 in the NATO phonetic alphabet for the radio check.", group="spell")
add("meta", "Put the word DESKMAP_X32 in bold, nothing else.", group="bold")
add("meta", "How many syllables are in the word 'wirecomb'?", group="count")
add("chitchat", "lol the tuba player just slipped off the float, he's fine though")


def main() -> None:
    rows = [{"pid": f"u87-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
