"""Hand-written source of prompts_unseen96.jsonl: a blind suite by an independent evaluator (gateeval96).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen96.jsonl byte for byte.

Personas (here only, never in the prompts' labels):
- a Leiden and Aarhus light-festival crew (nl, da, en);
- a Poznań and Ostrava industrial-heritage projection collective (pl, cs, with a Hungarian and a Finnish guest tech);
- an Izmir / Patras / Tel Aviv beach-club network (tr, el, he, and the Jaffa bar crew in Arabic);
- a Cebu / Ipoh / Da Nang / Jaipur brand-activation vendor (tl, ms, vi, hi, with Indonesian and Thai crew) with
  Swedish, Norwegian, Romanian and Ukrainian freelancers (sv, no, ro, uk).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen96.jsonl")
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
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- Leiden crew (nl)
add("invoke", "Kun je even wirecomb draaien op dit netwerk? De draden lopen kriskras door elkaar bij de grachtprojectie.",
    [WIRE], lang="nl", group="polite")
add("invoke", "KICK1 graag, op de hoofdoutput, de DJ op de Breestraat begint zo.", [KICK], [STROBE], lang="nl",
    group="name_first")
add("invoke", "Eerst LAYOUT2 en daarna wirecomb, in die volgorde, op /project1/grachten.", [LAYOUT, WIRE], lang="nl",
    group="multi")
add("near_miss", "De Zorvex grade zat er gisteren bij de generale al op en de klant was er blij mee.", allowed=[ZORVEX],
    lang="nl", group="past")
add("bears", "Maak drie nieuwe Noise TOPs aan voor de brugprojectie, elk met een ander tempo.", [N1],
    ["ref_noise_top"], lang="nl", group="create")
add("chitchat", "Haha top, dankjewel! Tot vanavond bij de Singel.", lang="nl")
add("echo", "Herhaal letterlijk wat ik typ: 'VJ_BANK_A staat klaar'.", lang="nl")

# ---------------------------------------------------------------- Aarhus crew (da)
add("invoke", "Kør BLACKOUT nu, sættet er slut og folk går hjem.", [BLACKOUT], [PANIC], lang="da", group="end_set")
add("invoke", "Vi er klar til at optage hele mappingen af domkirken til arkivet, RENDER_HQ.", [RENDER], lang="da",
    group="trailing")
add("invoke", "kør DEPLOY_SHWO tak, dørene åbner kl 19", [DEPLOY], lang="da", group="typo")
add("near_miss", "Lad være med at køre GLITCHY på logoet, kunden hader den effekt.", allowed=[GLITCH], lang="da",
    group="negated")
add("ask_content", "Over hvor mange sekunder fader BLACKOUT master-opaciteten ned?", [BLACKOUT], lang="da",
    group="value")
add("unanswerable", "Hvordan får jeg et Blackmagic DeckLink-kort til at sende 12G-SDI ud fra TouchDesigner?", lang="da",
    group="far")
add("meta", "Hvordan staver man wirecomb baglæns?", lang="da", group="reverse")

# ---------------------------------------------------------------- Poznań collective (pl)
add("invoke", "Odpal CUE_STACK_7, próba techniczna w starej gazowni za pół godziny.", [CUES], lang="pl",
    group="imperative")
add("invoke", "Zastosuj regułę BACKUP_FIRST i dopiero potem usuń stary kontener hala_old.", [BACKUP], lang="pl",
    group="rule")
add("invoke", "odpal zorweks grejd na końcowym kompozycie kropka", [ZORVEX], lang="pl", group="voice")
add("near_miss", "DESKMAP_X32 wczoraj rozwalił mi całą sieć, fadery skakały jak szalone.", allowed=[X32], lang="pl",
    group="complaint")
add("bears", "Zrób stroboskop 8 Hz na całą ścianę hali, zsynchronizowany z bitem.", [STROBE], ["rcp_strobe_flash"],
    lang="pl", group="strobe")
add("question", "Na jakim porcie UDP tablet stagepad wysyła OSC do komputera?", ["fact_stagepad_ports"], lang="pl",
    group="fact")
add("echo", "Powtórz dokładnie to zdanie: PANIC_BLACK jest gotowy.", lang="pl")

# ---------------------------------------------------------------- Ostrava collective (cs)
add("invoke", "Spusť prosím SYNCPOINT, ať jsme před představením zamčení na pult.", [SYNC], ["fact_lx_console"],
    lang="cs", group="polite")
add("invoke", "glitchy na vybraný top, díky", [GLITCH], lang="cs", group="lowercase")
add("invoke", "- [ ] VJ_BANK_A\n- [ ] zkontrolovat projektory na vysoké peci\nUdělej první bod, druhý zvládnu sám.",
    [BANK], lang="cs", group="checklist")
add("near_miss", "RENDER_HQ uděláme až zítra ráno, dnes na to není čas.", allowed=[RENDER], lang="cs",
    group="planning")
add("paraphrase", "Chci, aby obraz při každém úderu basového bubnu zesvětlal.", [KICK], ["ref_audio_analysis"],
    lang="cs")
add("unanswerable", "Jak v TouchDesigneru načíst data z průmyslového PLC přes Modbus TCP?", lang="cs", group="far")
add("chitchat", "Díky moc, jdu si dát pivo s klukama z Dolních Vítkovic.", lang="cs")

# ---------------------------------------------------------------- Izmir beach club (tr)
add("invoke", "PANIC_BLACK! Sahneye biri çıktı, hemen!", [PANIC], lang="tr", group="emergency")
add("invoke", "Rica etsem DESKMAP_X32'yi çalıştırır mısın? X32 masası ağa bağlandı.", [X32], lang="tr",
    group="polite")
add("invoke", "Önce DEPLOY_SHOW, sonra SYNCPOINT yap lütfen, Kordon'daki gece başlıyor.", [DEPLOY, SYNC], lang="tr",
    group="multi")
add("near_miss", "Emre dedi ki nehir kenarındaki mekânda sessiz saatler kuralı 22:00'de başlıyormuş.", allowed=[QUIET],
    lang="tr", group="reported")
add("bears", "Harici kaydedilmiş bloom.tox bileşeninin içindeki blur boyutunu 4'e çıkar.", [ARCHIVE], lang="tr",
    group="external_tox")
add("meta", "'BLACKOUT' kelimesini Türkçeye çevir, sadece kelimeyi.", lang="tr", group="translate")
add("echo", "Aynen tekrar et, başka bir şey ekleme: KICK1 hazır.", lang="tr")

# ---------------------------------------------------------------- Patras beach club (el)
add("invoke", "Τρέξε το KICK1 τώρα, ξεκινάει το DJ set στην παραλία.", [KICK], [STROBE], lang="el", group="imperative")
add("invoke", "/wirecomb στο τρέχον δίκτυο", [WIRE], lang="el", group="slash_command")
add("invoke", "Είναι 22:40 στο riverside venue, οπότε εφάρμοσε τον κανόνα quiet hours στον ήχο πριν ανεβάσω κάτι.",
    [QUIET], lang="el", group="conditional")
add("near_miss", "Αν είχαμε χρόνο θα έτρεχα το VJ_BANK_A, αλλά δεν έχουμε.", allowed=[BANK], lang="el",
    group="hypothetical")
add("question", "Με πόσα FPS τρέχει η εγκατάσταση Nebula;", ["fact_nebula_fps"], lang="el", group="fact")
add("chitchat", "Ευχαριστώ φίλε, τα λέμε αύριο στην παραλία!", lang="el")
add("unanswerable", "Πώς συγχρονίζω το tempo του Ableton Link με το TouchDesigner;", lang="el", group="far")

# ---------------------------------------------------------------- Tel Aviv beach club (he)
add("invoke", "תריץ בבקשה את VJ_BANK_A, הדיג'יי רוצה את הקליפים על הדקים.", [BANK], lang="he", group="polite")
add("invoke", "לא רגע, לא BLACKOUT — תעשה PANIC_BLACK עכשיו!", [PANIC], [BLACKOUT], lang="he", group="correction")
add("invoke", "המקרן השמאלי התחמם קצת, אבל בינתיים תפעיל את RENDER_HQ ואני אבדוק אותו.", [RENDER], lang="he",
    group="mid_message")
add("near_miss", "הקובץ deploy_show_notes.txt נמצא בתיקייה של הפרויקט או על הדסקטופ?", allowed=[DEPLOY], lang="he",
    group="filename")
add("ask_content", "לאיזו כתובת IP ולאיזה פורט SYNCPOINT שולח את ה-ping?", [SYNC], lang="he", group="port")
add("echo", "תחזור אחריי מילה במילה: GLITCHY עובד.", lang="he")
add("meaning", "מה המקור של המילה archive באנגלית?", allowed=[ARCHIVE], lang="he")

# ---------------------------------------------------------------- Jaffa bar crew (ar)
add("invoke", "شغّل LAYOUT2 على الشبكة الحالية من فضلك.", [LAYOUT], lang="ar", group="polite")
add("invoke", "🔥🔥 GLITCHY على الـ TOP المحدد يلا!", [GLITCH], lang="ar", group="emoji")
add("invoke", "طبّق Zorvex grade على المخرج النهائي قبل ما يوصل العميل.", [ZORVEX], lang="ar", group="title_words")
add("near_miss", "هل انتهى بناء CUE_STACK_7 أمس أم لا؟", allowed=[CUES], lang="ar", group="status")
add("paraphrase", "خلّي فيدرات طاولة Behringer تتحكم في شفافية الطبقات.", [X32], lang="ar")
add("chitchat", "شكراً يا صديقي، شغل رائع الليلة!", lang="ar")
add("meta", "كم حرفاً في كلمة DEPLOY_SHOW؟", lang="ar", group="count")

# ---------------------------------------------------------------- Jaipur vendor (hi)
add("invoke", "bhai DEPLOY_SHOW chala do, client 15 minute mein aa raha hai", [DEPLOY], lang="hi", group="terse")
add("invoke", "कृपया CUE_STACK_7 चलाइए, रिहर्सल शुरू होने वाली है।", [CUES], lang="hi", group="polite")
add("invoke", "5 मिनट में गेट खुलेंगे — अभी SYNCPOINT चलाओ।", [SYNC], lang="hi", group="timed")
add("near_miss", "KICK1 mat chalana abhi, speaker check chal raha hai.", allowed=[KICK], lang="hi", group="negated")
add("bears", "purane saare unused operators /project1/test mein se delete kar do", [BACKUP], lang="hi",
    group="delete")
add("question", "GLSL TOP में uniform float कैसे भेजते हैं?", ["td_glsl_top_basics"], ["ref_glsl_uniforms"],
    lang="hi", group="builtin_compete", builtin=True)
add("echo", "जैसा लिखा है वैसा ही दोहराओ: RENDER_HQ शुरू हो गया।", lang="hi")

# ---------------------------------------------------------------- vendor's Thai crew (th)
add("invoke", "ช่วยรัน BLACKOUT หน่อย จบเซ็ตแล้ว", [BLACKOUT], [PANIC], lang="th", group="end_set")
add("invoke", "รัน STROBE_SAFE กับเอฟเฟกต์แฟลชที่เพิ่งทำด้วยนะ", [STROBE], lang="th", group="rule")
add("invoke", "รัน VJ_BNAK_A ให้หน่อยครับ", [BANK], lang="th", group="typo")
add("near_miss", "GLITCHY ทำให้เฟรมเรตตกเมื่อคืน น่ารำคาญมาก", allowed=[GLITCH], lang="th", group="complaint")
add("unanswerable", "TouchDesigner รองรับ NVIDIA Maxine สำหรับลบพื้นหลังไหม", lang="th", group="far")
add("meta", "ช่วยเขียนคำว่า wirecomb เป็นตัวพิมพ์ใหญ่ทั้งหมด", lang="th", group="case")
add("chitchat", "ขอบคุณมากครับ เหนื่อยแต่สนุก", lang="th")

# ---------------------------------------------------------------- Da Nang vendor (vi)
add("invoke", "Chạy DESKMAP_X32 giúp mình nhé, bàn X32 đã cắm mạng rồi.", [X32], lang="vi", group="polite")
add("invoke", "Làm VJ_BANK_A rồi KICK1 luôn nha, DJ sắp lên.", [BANK, KICK], [STROBE], lang="vi", group="multi")
add("invoke", "RENDER_HQ — bắt đầu đi, khách cần file tối nay.", [RENDER], lang="vi", group="name_first")
add("near_miss", "Biến `layout2_done = True` trong script có cần reset mỗi lần mở project không?", allowed=[LAYOUT],
    lang="vi", group="variable")
add("question", "Dàn moving head nằm ở universe DMX nào, bắt đầu từ địa chỉ mấy?", ["fact_dmx_heads"],
    ["fact_lx_console"], lang="vi", group="fact")
add("echo", "Nhắc lại y nguyên giúp mình: DEPLOY_SHOW xong rồi.", lang="vi")
add("unanswerable", "Làm sao điều khiển máy chiếu Panasonic qua PJLink từ TouchDesigner?", lang="vi", group="far")

# ---------------------------------------------------------------- vendor's Indonesian crew (id)
add("invoke", "Tolong jalankan wirecomb di network ini dong, kabelnya kusut banget.", [WIRE], lang="id",
    group="polite")
add("invoke", "Oke, gas aja GLITCHY di TOP yang kupilih.", [GLITCH], lang="id", group="consent")
add("invoke", "Jalankan PANIC_BLACK sekarang!! ada yang jatuh di panggung", [PANIC], lang="id", group="emergency")
add("near_miss", "DEPLOY_SHOW kemarin lancar, nggak ada error sama sekali.", allowed=[DEPLOY], lang="id", group="past")
add("task", "Buatkan instancing 2000 kubus di Geometry COMP, posisinya dari Noise CHOP.", ["td_geometry_instancing"],
    ["ref_instancing", N1], lang="id", group="builtin_compete", builtin=True)
add("ask_content", "BACKUP_FIRST nyimpen file .tox-nya di folder mana, dan namanya pakai format apa?", [BACKUP],
    lang="id", group="content")
add("chitchat", "Mantap, makasih banyak ya!", lang="id")

# ---------------------------------------------------------------- Ipoh vendor (ms)
add("invoke", "Tolong jalankan LAYOUT2 kat network utama, semak sangat sekarang.", [LAYOUT], lang="ms",
    group="polite")
add("invoke", "cue_stack_7 jalan sekarang boleh?", [CUES], lang="ms", group="lowercase")
add("invoke", "ERROR: /project1/out1 cook time 45ms\nWARNING: feedback1 dependency loop\n"
    "ok abaikan dulu semua tu, jalankan FEEDBACK trail setting aku untuk club set", [FEEDBACK], lang="ms",
    group="log_paste")
add("near_miss", "Dalam manual kami tertulis \"RENDER_HQ tak boleh biar Realtime off\" — siapa yang tulis ayat tu?",
    allowed=[RENDER], lang="ms", group="quoted")
add("bears", "Dah pukul 23:00 kat venue tepi sungai, naikkan master audio ke -6 dBFS.", [QUIET], lang="ms",
    group="venue_late")
add("meta", "Guna perkataan SYNCPOINT dalam satu ayat tentang kucing.", lang="ms", group="sentence")
add("question", "Fail log ralat masa show disimpan kat mana?", ["fact_show_log"], lang="ms", group="fact")

# ---------------------------------------------------------------- Cebu vendor (tl)
add("invoke", "Pa-run naman ng DEPLOY_SHOW, malapit na mag-start yung event sa mall.", [DEPLOY], lang="tl",
    group="polite")
add("invoke", "Paki-apply yung Zorvex grade sa final comp, salamat!", [ZORVEX], lang="tl", group="title_words")
add("invoke", "run mo yung kick one sa main output tuldok", [KICK], [STROBE], lang="tl", group="voice")
add("near_miss", "Nakita ko yung backups/ folder na gawa ng BACKUP_FIRST, ang laki na pala.", allowed=[BACKUP],
    lang="tl", group="incidental")
add("unanswerable", "Paano i-connect ang TouchDesigner sa Unreal Engine gamit ang Live Link?", lang="tl", group="far")
add("echo", "Ulitin mo lang ito, wag mong baguhin: SYNCPOINT okay na.", lang="tl")
add("chitchat", "Salamat po sa tulong! Kita-kits sa Cebu bukas.", lang="tl")

# ---------------------------------------------------------------- Swedish freelancer (sv)
add("invoke", "Kör RENDER_HQ på rec1, tack.", [RENDER], lang="sv", group="terse")
add("invoke", "K I C K 1 på huvudutgången, nu.", [KICK], [STROBE], lang="sv", group="spaces")
add("invoke", "Gör BACKUP_FIRST och sedan wirecomb innan vi rensar nätverket.", [BACKUP, WIRE], lang="sv",
    group="multi")
add("near_miss", "Är wirecomb snabbare än LAYOUT2 på riktigt stora nätverk?", allowed=[WIRE, LAYOUT], lang="sv",
    group="comparison")
add("bears", "Klockan är 22:30 vid flodscenen, höj basen och volymen rejält.", [QUIET], lang="sv",
    group="venue_late")
add("meaning", "Vad betyder 'glitchy' i vardaglig engelska?", allowed=[GLITCH], lang="sv")
add("echo", "Upprepa exakt: LAYOUT2 är klar.", lang="sv")

# ---------------------------------------------------------------- Norwegian freelancer (no)
add("invoke", "Kjør SYNCPOINT mot lyspulten før publikum slippes inn.", [SYNC], lang="no", group="imperative")
add("invoke", "Alt er koblet opp og testet nå, DESKMAP_X32.", [X32], lang="no", group="trailing")
add("invoke", "Bruk navneregelen N1 på alle operatorene jeg lager i kveld.", [N1], lang="no", group="rule")
add("near_miss", "Hvem fant egentlig på STROBE_SAFE-regelen i sin tid?", allowed=[STROBE], lang="no",
    group="history")
add("paraphrase", "Jeg trenger en feilfri videofil av hele stykket, bilde for bilde, uten at noe hakker.", [RENDER],
    ["ref_movie_file_out"], lang="no")
add("chitchat", "Takk for i dag, folkens!", lang="no")
add("meta", "Hvordan uttaler man GLITCHY på norsk?", lang="no", group="pronounce")

# ---------------------------------------------------------------- Romanian freelancer (ro)
add("invoke", "Rulează CUE_STACK_7 te rog, coregraful a sosit.", [CUES], lang="ro", group="polite")
add("invoke", "🚨 PANIC_BLACK, repede! 🚨", [PANIC], lang="ro", group="emoji")
add("invoke", "Aplică regula STROBE_SAFE pe stroboscopul nou din /project1/fx.", [STROBE], lang="ro", group="rule")
add("near_miss", "Nu rula BLACKOUT încă, mai e o piesă în set.", allowed=[BLACKOUT], lang="ro", group="negated")
add("ask_content", "Ce gamma și ce contrast pune Zorvex grade pe imagine?", [ZORVEX], lang="ro", group="value")
add("unanswerable", "Cum configurez TouchDesigner să pornească singur ca serviciu Windows la boot?", lang="ro",
    group="near")
add("echo", "Repetă cuvânt cu cuvânt: BACKUP_FIRST a rulat.", lang="ro")

# ---------------------------------------------------------------- Ukrainian freelancer (uk)
add("invoke", "Запусти VJ_BANK_A, будь ласка, деки порожні.", [BANK], lang="uk", group="polite")
add("invoke", "Застосуй FEEDBACK — мої налаштування трейлів для клубного сету.", [FEEDBACK], lang="uk",
    group="title_words")
add("invoke", "Ні, стоп, не GLITCHY — запусти Zorvex grade.", [ZORVEX], [GLITCH], lang="uk", group="correction")
add("near_miss", "Олег каже, що вчора SYNCPOINT не отримав відповіді від пульта.", allowed=[SYNC], lang="uk",
    group="reported")
add("question", "Як увійти в Perform mode і як з нього вийти?", ["td_perform_mode_windows"], ["ref_perform_window"],
    lang="uk", group="builtin_compete", builtin=True)
add("meta", "Напиши слово BLACKOUT жирним шрифтом.", lang="uk", group="bold")
add("chitchat", "Дякую, друже, до завтра!", lang="uk")

# ---------------------------------------------------------------- Finnish guest tech (fi)
add("invoke", "Aja LAYOUT2 tähän verkkoon, kiitos.", [LAYOUT], lang="fi", group="polite")
add("invoke", "Aja BLACKOUT, setti on ohi ja yleisö lähtee.", [BLACKOUT], [PANIC], lang="fi", group="end_set")
add("invoke", "Noudata BACKUP_FIRST-sääntöä ja poista sitten noise1.", [BACKUP], lang="fi", group="rule")
add("near_miss", "Huomenna ajetaan DESKMAP_X32, kun uusi kytkin tulee.", allowed=[X32], lang="fi", group="planning")
add("bears", "Muuta ulkoisen logo_fx.tox-komponentin sisällä olevan Blur TOPin kokoa.", [ARCHIVE], lang="fi",
    group="external_tox")
add("unanswerable", "Miten TouchDesigner lukee LTC-aikakoodia äänikortin sisääntulosta?", lang="fi", group="near")
add("echo", "Toista sanasta sanaan: KICK1 on päällä.", lang="fi")

# ---------------------------------------------------------------- Hungarian guest tech (hu)
add("invoke", "Futtasd le a DEPLOY_SHOW-t, kérlek, fél óra múlva kezdünk.", [DEPLOY], lang="hu", group="polite")
add("invoke", "Indítsd a wirecomb makrót az aktuális hálózaton.", [WIRE], lang="hu", group="imperative")
add("invoke", "Futtasd a CUE_STACK_7-et, utána a SYNCPOINT-ot.", [CUES, SYNC], lang="hu", group="multi")
add("near_miss", "Van egy `render_hq_path` nevű változóm, átnevezzem valami rövidebbre?", allowed=[RENDER],
    lang="hu", group="variable")
add("paraphrase", "A végső képre tedd rá a stúdió jellegzetes LUT-os kezelését.", [ZORVEX], lang="hu")
add("question", "Mekkora az audió buffer a RIG-B gépen?", ["fact_audio_buffer"], ["fact_studio_audio"], lang="hu",
    group="fact")
add("chitchat", "Köszi szépen, szuper volt!", lang="hu")

# ---------------------------------------------------------------- English, all personas
# invocations
add("invoke", "CUE_STACK_7.", [CUES], group="bare")
add("invoke", "Before you touch the externally saved bloom.tox, please follow the ARCHIVE rule for it.", [ARCHIVE],
    group="polite")
add("invoke", "Apply the archive rule to fx_glow.tox, then bump its blur to 6.", [ARCHIVE], group="rule")
add("invoke", "keep a numbered copy before editing the tox - do that for /project1/lib/ui.tox right now", [ARCHIVE],
    group="title_words")
add("invoke", "From now on apply naming rule N1 to everything you build for the Leiden canal piece.", [N1],
    group="rule")
add("invoke", "N1 naming on those new ops pls", [N1], group="terse")
add("invoke", "it's 23:10 at the riverside venue, so apply the quiet hours rule before I touch the master fader",
    [QUIET], group="conditional")
add("invoke", "Quiet hours rule: enforce it on the riverside master output now, it's well past ten.", [QUIET],
    group="name_first")
add("invoke", "Run the STROBE_SAFE check on the beat-synced flash I just built in /project1/fx/strobe.", [STROBE],
    ["rcp_strobe_flash"], group="imperative")
add("invoke", "Build my FEEDBACK trails for the club set on the dancer feed.", [FEEDBACK], ["ref_feedback_top"],
    group="title_words")
add("invoke", "Do three things in order: BACKUP_FIRST on /project1/old_scene, then LAYOUT2, then wirecomb.",
    [BACKUP, LAYOUT, WIRE], group="multi")
add("invoke", "run KICK1 and apply STROBE_SAFE to its flash", [KICK, STROBE], group="multi")
add("invoke", "Pre-show list:\n- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\n- [ ] VJ_BANK_A\nWork through all three now.",
    [DEPLOY, SYNC, BANK], group="checklist")
add("invoke", "/panic_black stage invaded", [PANIC], group="slash_command")
add("invoke", "[19:58:03] OSC In: port 10023 no data\n[19:58:04] mixer: faders idle\ndesk's online now, run DESKMAP_X32",
    [X32], group="log_paste")
add("invoke", "That's the last track, thanks everyone, BLACKOUT.", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "pls run the GLTICHY macro on moviein_out", [GLITCH], group="typo")
add("invoke", "Yes, that's fine, go ahead and run RENDER_HQ.", [RENDER], group="consent")
add("invoke", "The gauze is rigged and Mateo signed off on the timing, so build CUE_STACK_7 and then I'll check the "
    "house lights.", [CUES], ["fact_dance_piece"], group="mid_message")
add("invoke", "Do the kick-reactive flash on the main output for the Aarhus opening.", [KICK], [STROBE],
    group="title_words")

# content questions
add("ask_content", "Which UDP port is the DESKMAP_X32 OSC In CHOP on, and how often does it send /xremote?", [X32],
    group="port")
add("ask_content", "Which codec, resolution and frame range does RENDER_HQ use for rec1?", [RENDER], group="value")
add("ask_content", "In DEPLOY_SHOW, do we check errors before or after saving the incremented copy?", [DEPLOY],
    group="order")
add("ask_content", "What low-pass frequency and trigger threshold does KICK1 use?", [KICK], group="value")
add("ask_content", "How many dBFS is the master capped at under the riverside quiet hours rule, and from what time?", [QUIET], group="value")
add("ask_content", "When wirecomb finds one output feeding lots of inputs, what does it add?", [WIRE],
    group="content")

# paraphrases
add("paraphrase", "Lock our frame timing to the grandMA before doors open.", [SYNC], ["fact_lx_console"])
add("paraphrase", "Put the first eight clips onto the left-hand players, looping, and pull the crossfader over.",
    [BANK])
add("paraphrase", "I'm done for the night: fade the picture down, kill the dimmers and mute the sound, but leave the "
    "window open.", [BLACKOUT], [PANIC])

# questions and tasks
add("question", "How do I reference a CHOP channel in a parameter expression instead of exporting it?",
    ["td_chop_exports_references"], ["td_parameter_modes", "ref_null_exports", "td_null_reference_point"],
    group="builtin_only", builtin=True)
add("question", "DAT Execute DAT vs Execute DAT: which one fires when a table's rows change?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "How does pull-based cooking decide when an operator actually cooks?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("task", "Give my Base COMP a custom page with a Speed float slider and a Reset pulse.", ["td_custom_parameters"], [N1],
    group="builtin_only", builtin=True)
add("question", "How do I make feedback trails with the Feedback TOP without them getting stuck grey?",
    ["td_feedback_top"], ["ref_feedback_top", "ref_pixel_formats", "rcp_feedback_tunnel", FEEDBACK],
    group="common_word", builtin=True)
add("question", "Which shortcut opens the Performance Monitor and what do its bars mean?", ["td_performance_monitor"],
    ["ref_perf_monitor"], group="builtin_compete", builtin=True)
add("question", "Which IP address does the grandMA3 light use, and what's on universe 4?", ["fact_lx_console"],
    group="fact")
add("question", "How wide is the Lumen Hall output raster in pixels, overlaps included?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Which hex codes are in the Aurora palette, and can the logo sit on orange?", ["fact_aurora_palette"],
    group="fact")
add("question", "How do I record a heavy scene with the Movie File Out TOP without dropping frames?",
    ["ref_movie_file_out"], ["ref_hap_codecs", RENDER], group="reference")
add("task", "Build an LED strip mapper for 300 pixels over Art-Net.", ["rcp_led_strip"], [N1, "fact_dmx_heads"],
    group="reference")

# unanswerable
add("unanswerable", "How do I get Spout output into OBS on a Mac?", group="far")
add("unanswerable", "How many 1080p NDI streams can a single RTX 4080 decode at once?", allowed=["ref_ndi",
    "fact_rig_b"], group="near")
add("unanswerable", "How do I activate a TouchDesigner Pro licence on an offline show machine?", group="far")
add("unanswerable", "Does the Kinect Azure CHOP work with an Orbbec Femto Bolt?", allowed=["ref_kinect_azure"],
    group="near")

# near misses
add("near_miss", "Don't run DEPLOY_SHOW yet, the client is still walking the room.", allowed=[DEPLOY],
    group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file's 14 GB.", allowed=[RENDER], group="past")
add("near_miss", "We'll do SYNCPOINT tomorrow once Priya's console is on site.", allowed=[SYNC], group="planning")
add("near_miss", "Jonas said the GLITCHY macro made the client logo unreadable at rehearsal.", allowed=[GLITCH],
    group="reported")
add("near_miss", "Is VJ_BANK_A already loaded, or are the decks still empty from the changeover?", allowed=[BANK],
    group="status")
add("near_miss", "If the DJ runs over we might not need BLACKOUT at all tonight.", allowed=[BLACKOUT, PANIC],
    group="hypothetical")
add("near_miss", "Our old deck-loading script was way clunkier than VJ_BANK_A, honestly.", allowed=[BANK],
    group="comparison")
add("near_miss", "Can you open kick1_notes.md and fix the typos in the second paragraph?", allowed=[KICK],
    group="filename")
add("near_miss", "Rename the Python variable deskmap_x32_enabled to x32_on in my extension.", allowed=[X32,
    "fact_ext_conventions"], group="variable")
add("near_miss", "What does `op('glitchy_out').bypass = True` do exactly?", allowed=[GLITCH, "ref_op_paths"],
    group="code")
add("near_miss", "The poster in the booth says \"PANIC_BLACK - press only in emergencies\", is that wording too "
    "dramatic?", allowed=[PANIC], group="quoted")
add("near_miss", "wirecomb added like 40 Nulls to my network last time, super annoying", allowed=[WIRE],
    group="complaint")
add("near_miss", "When did we first add the Zorvex grade to the studio toolkit, was it 2023?", allowed=[ZORVEX],
    group="history")
add("near_miss", "Found a sticky note that just says STROBE_SAFE on the back of the rack, lol.", allowed=[STROBE],
    group="incidental")
add("near_miss", "no need for the quiet hours rule tonight, we're at the beach club, not the riverside.",
    allowed=[QUIET], group="negated")
add("near_miss", "DESKMAP_X32 worked perfectly at the Leiden opening.", allowed=[X32], group="past")

# meanings
add("meaning", "What did 'blackout' mean for London households in 1940?", allowed=[BLACKOUT, PANIC])
add("meaning", "In everyday English, what is a feedback loop in a conversation between people?", allowed=[FEEDBACK])
add("meaning", "What do people mean by 'quiet hours' in a student dorm?", allowed=[QUIET])

# meta
add("meta", "Spell DEPLOY_SHOW using the NATO phonetic alphabet.", group="spell")
add("meta", "Reverse the letters of STROBE_SAFE.", group="reverse")
add("meta", "Start your reply with the word KICK1 and then tell me a joke about drummers.", group="start_reply")
add("meta", "Convert 'VJ_BANK_A' to lowercase kebab-case.", group="convert")

# chit-chat
add("chitchat", "cheers mate, smashing work on the Aarhus dome tonight")


def main() -> None:
    rows = [{"pid": f"u96-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
