"""Hand-written source of prompts_unseen105.jsonl: a blind suite by an independent evaluator (gateeval105).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen105.jsonl byte for byte.

A balanced long-tail suite, about two thirds in other languages (7 prompts in each of nl, pl, tr, sv, da,
no, fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl), typed by four personas:
- a Maastricht (Dutch) and Tromsø (Norwegian) northern-light crew, with a Swedish guest programmer;
- a Lublin (Polish) and Brno (Czech) castle-mapping collective, with a Ukrainian projectionist;
- an Izmir (Turkish) / Thessaloniki (Greek) / Haifa (Hebrew, and a bar crew writing Arabic) nightclub
  network, with a Romanian resident VJ;
- a Phuket (Thai) / Penang (Malay) / Bandung (Indonesian) / Pune (Hindi, Hinglish) festival vendor with
  Vietnamese and Filipino crew and Danish, Finnish, Hungarian and Czech freelancers.
The English prompts are the vendor's and the crews' English-speaking leads.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen105.jsonl")
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
TRAILS = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# --- nl: Maastricht northern-light crew -------------------------------------------------------------
add("invoke", "KICK1 graag op de hoofdoutput, de DJ begint over tien minuten", [KICK], lang="nl", group="name_first")
add("invoke", "kun je de clips van bank A in de decks laden? alles op loop graag", [BANK], lang="nl",
    group="title_words")
add("invoke", "eerst LAYOUT2 en daarna wirecomb over /project1/aurora, het is één grote spaghetti", [LAYOUT, WIRE],
    lang="nl", group="multi")
add("near_miss", "DEPLOY_SHOW liep gisteravond in Maastricht zonder één fout, topwerk jongens", allowed=[DEPLOY],
    lang="nl", group="past")
add("echo", "Herhaal letterlijk wat ik typ: het noorderlicht begint om acht uur", lang="nl")
add("question", "Op welke UDP-poort stuurt de stagepad-tablet naar de show-pc?", ["fact_stagepad_ports"], lang="nl",
    group="fact")
add("chitchat", "Goedemorgen allemaal, de koffie staat klaar in het busje", lang="nl")

# --- no: Tromsø crew ---------------------------------------------------------------------------------
add("invoke", "Kan du kjøre SYNCPOINT mot lyspulten før vi åpner dørene?", [SYNC], lang="no", group="polite")
add("invoke", "panic_black NÅ, projektoren blender publikum", [PANIC], lang="no", group="emergency")
add("invoke", "Klokka er 22:40 ved elvescenen, så følg Quiet hours-regelen når du justerer master-lyden", [QUIET],
    lang="no", group="conditional")
add("near_miss", "Vi tar RENDER_HQ av nordlys-loopen i morgen tidlig, ikke i kveld", allowed=[RENDER], lang="no",
    group="planning")
add("unanswerable", "Hvordan kobler jeg et GigE Vision-allskykamera direkte inn i TouchDesigner?", lang="no",
    group="far")
add("meta", "Hvordan staves SYNCPOINT baklengs?", lang="no", group="reverse")
add("chitchat", "Det er minus 18 ute, men nordlyset er helt vilt i kveld", lang="no")

# --- pl: Lublin castle-mapping collective ------------------------------------------------------------
add("invoke", "Odpal GLITCHY na wybranym TOP-ie z fasadą zamku", [GLITCH], lang="pl", group="imperative")
add("invoke", "Zastosuj regułę N1 do wszystkich nowych operatorów, które teraz dodasz w /project1/zamek", [N1],
    lang="pl", group="rule")
add("invoke", "nie, czekaj, nie LAYOUT2 — zrób wirecomb, chcę tylko wyprostować kable", [WIRE], [LAYOUT], lang="pl",
    group="correction")
add("near_miss", "BACKUP_FIRST zapchał nam dysk kopiami .tox, w backups/ jest już 40 GB", allowed=[BACKUP],
    lang="pl", group="complaint")
add("bears", "usuń wszystkie nieużywane operatory z /project1/zamek_stary", [BACKUP], lang="pl", group="delete")
add("echo", "Powtórz dokładnie: mapping na murach zaczyna się o 21:00", lang="pl")
add("ask_content", "Na jaki kodek i ile klatek na sekundę RENDER_HQ przestawia rec1?", [RENDER], lang="pl", group="value")

# --- cs: Brno castle-mapping collective and the Czech freelancer ---------------------------------------
add("invoke", "spust CUE_STAK_7 pro tanecni kus, prosim", [CUES], lang="cs", group="typo")
add("invoke", "Udělej Zorvex look na finální kompozit hradu", [ZORVEX], lang="cs", group="title_words")
add("invoke", "[12:03:11] WARNING audiodevin1: buffer underrun\n[12:03:12] WARNING audiodevin1: buffer underrun\n"
    "zvuk už jde, spusť KICK1", [KICK], lang="cs", group="log_paste")
add("near_miss", "DESKMAP_X32 jsme v Brně nikdy nepotřebovali, pult je tam Yamaha", allowed=[X32], lang="cs",
    group="history")
add("meaning", "Co znamená slovo archiv v knihovnictví a jaký je rozdíl oproti sbírce?", allowed=[ARCHIVE], lang="cs",
    group="archive")
add("meta", "Přelož slovo BLACKOUT do češtiny, stačí jedno slovo", lang="cs", group="translate")
add("chitchat", "díky lidi, dneska to na hradě vypadalo luxusně", lang="cs")

# --- tr: Izmir nightclub ------------------------------------------------------------------------------
add("invoke", "/run STROBE_SAFE — kulüpteki bütün strobe efektlerine uygula", [STROBE], lang="tr", group="slash_command")
add("invoke", "Rica etsem VJ_BANK_A'yı yükler misin? İlk set 23:00'te", [BANK], lang="tr", group="polite")
add("invoke", "Set bitti, BLACKOUT yap; sonra da LAYOUT2 ile ağı toparla", [BLACKOUT, LAYOUT], lang="tr", group="multi")
add("near_miss", "Barmen Emre, PANIC_BLACK'in geçen cuma yanlışlıkla tetiklendiğini söyledi", allowed=[PANIC],
    lang="tr", group="reported")
add("bears", "Drop gelince bütün ekran saniyede 12 kez beyaz yanıp sönsün", [STROBE], ["rcp_strobe_flash"], lang="tr",
    group="strobe")
add("unanswerable", "Pioneer CDJ'lerden Pro DJ Link ile BPM'i TouchDesigner'a nasıl alırım?", lang="tr", group="far")
add("echo", "Aynen tekrar et: sahne ışıkları hazır", lang="tr")

# --- el: Thessaloniki nightclub -----------------------------------------------------------------------
add("invoke", "Θέλω trails στο club set απόψε — κάν' τα με τις ρυθμίσεις FEEDBACK μου", [TRAILS], lang="el",
    group="common_word")
add("invoke", "Τρέξε το DESKMAP_X32, η κονσόλα είναι ήδη στο δίκτυο", [X32], lang="el", group="imperative")
add("invoke", "Στις 23:55 ακριβώς κάνε BLACKOUT, τελειώνει το σετ", [BLACKOUT], lang="el", group="timed")
add("near_miss", "Έχει ολοκληρωθεί το SYNCPOINT ή περιμένει ακόμα απάντηση από την κονσόλα;", allowed=[SYNC],
    lang="el", group="status")
add("question", "Σε ποια IP βρίσκεται η κονσόλα φωτισμού της περιοδείας;", ["fact_lx_console"], lang="el",
    group="fact")
add("meta", "Γράψε τη λέξη GLITCHY με κεφαλαία και έντονα, τίποτα άλλο", lang="el", group="bold")
add("chitchat", "Καλησπέρα παιδιά! Τα λέμε στο soundcheck 😊", lang="el")

# --- he: Haifa nightclub ------------------------------------------------------------------------------
add("invoke", "תריץ GLITCHY על ה-TOP שבחרתי, עכשיו", [GLITCH], lang="he", group="imperative")
add("invoke", "כן, סבבה, תמשיך עם DEPLOY_SHOW", [DEPLOY], lang="he", group="consent")
add("invoke", "תפעיל את כלל BACKUP_FIRST ואז תמחק את noise7", [BACKUP], lang="he", group="rule")
add("near_miss", "אל תריץ את KICK1 הערב, הדיג'יי מנגן אמביינט", allowed=[KICK], lang="he", group="negated")
add("ask_content", "כמה זמן לוקח ה-fade של BLACKOUT?", [BLACKOUT], lang="he", group="value")
add("echo", "תחזור אחריי מילה במילה: הלילה אנחנו בחיפה", lang="he")
add("paraphrase", "תסדר את החיבורים בין האופרטורים כך שאף אחד לא יעבור מאחורי אופרטור אחר", [WIRE], lang="he")

# --- ar: the Haifa bar crew ---------------------------------------------------------------------------
add("invoke", "PANIC_BLACK فوراً، الضو عم يعمي الناس!", [PANIC], lang="ar", group="emergency")
add("invoke", "من فضلك شغّل CUE_STACK_7 لعرض الرقص الليلة", [CUES], lang="ar", group="polite")
add("invoke", "الصوت تمام والإضاءة جاهزة، شغّل KICK1 وبعدين خبّرني بالـ fps", [KICK], lang="ar", group="mid_message")
add("near_miss", "وين الملف zorvex_lut.png؟ ما لقيته في مجلد المشروع", allowed=[ZORVEX], lang="ar", group="filename")
add("echo", "كرر ورائي بالضبط: الحفلة تبدأ الساعة العاشرة", lang="ar")
add("unanswerable", "كيف أرسل رسالة واتساب من TouchDesigner لما ينتهي العرض؟", lang="ar", group="far")
add("chitchat", "يعطيكم العافية يا شباب، سهرة حلوة", lang="ar")

# --- hi: Pune festival vendor -------------------------------------------------------------------------
add("invoke", "bhai please DESKMAP_X32 chala do, X32 wala mixer connect ho gaya hai", [X32], lang="hi", group="polite")
add("invoke", "RENDER_HQ चलाओ, क्लाइंट को हाई-क्वालिटी फ़ाइल चाहिए", [RENDER], lang="hi", group="imperative")
add("invoke", "zor vex grade laga do final output pe", [ZORVEX], lang="hi", group="voice")
add("near_miss", "humne python mein deploy_show_done = True flag rakha hai, woh bas print karta hai", allowed=[DEPLOY],
    lang="hi", group="variable")
add("question", "Textport kaise kholte hain aur usme print ka output kaise dekhein?", ["td_textport"], lang="hi",
    group="builtin_only", builtin=True)
add("meta", "'BACKUP_FIRST' mein kitne letters hain? sirf number batao", lang="hi", group="count")
add("paraphrase", "show shuru hone se pehle grandMA ke saath visuals ka timing match kar do", [SYNC], lang="hi")

# --- th: Phuket festival vendor -----------------------------------------------------------------------
add("invoke", "ช่วยรัน VJ_BANK_A ให้หน่อยครับ ก่อนเปิดงาน", [BANK], lang="th", group="polite")
add("invoke", "🚨 PANIC_BLACK 🚨 จอสว่างเกินไปแล้ว", [PANIC], lang="th", group="emoji")
add("invoke", "- [x] ไฟพร้อม\n- [x] เช็คโปรเจคเตอร์แล้ว\n- [ ] DEPLOY_SHOW ตอนนี้เลย", [DEPLOY], lang="th",
    group="checklist")
add("near_miss", "ปีที่แล้วที่ภูเก็ตเราใช้ GLITCHY ทั้งคืนเลย คนชอบมาก", allowed=[GLITCH], lang="th", group="history")
add("echo", "พูดตามฉันเป๊ะๆ: งานเริ่มหกโมงเย็น", lang="th")
add("chitchat", "ขอบคุณมากครับ วันนี้เหนื่อยแต่สนุกสุดๆ", lang="th")
add("question", "RIG-B ใช้การ์ดจอรุ่นไหน แล้วมี VRAM เท่าไหร่", ["fact_rig_b"], lang="th", group="fact")

# --- vi: the vendor's Vietnamese crew -------------------------------------------------------------------
add("invoke", "chạy layout2 cho network hiện tại giùm mình", [LAYOUT], lang="vi", group="lowercase")
add("invoke", "áp dụng STROBE_SAFE rồi chạy KICK1 cho sân khấu chính", [STROBE, KICK], lang="vi", group="multi")
add("invoke", "Đèn sân khấu ổn rồi, khách đang vào, giờ thì SYNCPOINT", [SYNC], lang="vi", group="trailing")
add("near_miss", "Mình thích cách wirecomb làm hơn LAYOUT2, chỉ là sở thích cá nhân thôi", allowed=[WIRE, LAYOUT],
    lang="vi", group="comparison")
add("unanswerable", "Làm sao xuất video 360 độ dạng equirectangular từ TouchDesigner?", lang="vi", group="far")
add("meta", "Viết chữ 'wirecomb' theo thứ tự ngược lại", lang="vi", group="reverse")
add("bears", "Tạo cho mình một Noise TOP và một Level TOP mới trong /project1/bg", [N1], lang="vi", group="create")

# --- id: Bandung festival vendor ----------------------------------------------------------------------
add("invoke", "gas CUE_STACK_7 bro, penarinya udah siap", [CUES], lang="id", group="terse")
add("invoke", "tolong jalanin GLITHCY di TOP yang kupilih", [GLITCH], lang="id", group="typo")
add("invoke", "Udah lewat jam 22:00 di venue tepi sungai, jadi pakai aturan Quiet hours waktu naikin volume master",
    [QUIET], lang="id", group="conditional")
add("near_miss", "Jangan jalankan BLACKOUT dulu, masih ada encore", allowed=[BLACKOUT], lang="id", group="negated")
add("ask_content", "DESKMAP_X32 dengerin OSC dari mixer di port berapa?", [X32], lang="id", group="port")
add("echo", "Ulangi persis kalimat ini: panggung utama siap", lang="id")
add("question", "Gimana cara pakai Replicator COMP buat bikin satu tombol per baris tabel?", ["td_replicator_comp"],
    ["ref_replicator"], lang="id", group="builtin_compete", builtin=True)

# --- ms: Penang festival vendor -----------------------------------------------------------------------
add("invoke", "Tolong jalankan RENDER_HQ untuk klip penutup festival", [RENDER], lang="ms", group="polite")
add("invoke", "wirecomb — buat sekarang kat network tanglung, wayar berselirat habis", [WIRE], lang="ms",
    group="name_first")
add("invoke", "okey jalankan deploy underscore show sekarang", [DEPLOY], lang="ms", group="voice")
add("near_miss", "Esok pagi baru kita buat SYNCPOINT dengan konsol, malam ni rehat", allowed=[SYNC], lang="ms",
    group="planning")
add("chitchat", "Terima kasih semua, jumpa esok kat tapak festival", lang="ms")
add("unanswerable", "Macam mana nak sambung TouchDesigner ke Unreal Engine guna Live Link?", lang="ms", group="far")
add("bears", "Dah pukul 23:15 kat venue tepi sungai, naikkan master audio ke 0 dBFS", [QUIET], lang="ms",
    group="venue_late")

# --- tl: the vendor's Filipino crew -------------------------------------------------------------------
add("invoke", "Pa-run naman ng KICK1 sa main output, ang lakas ng bass ng DJ", [KICK], lang="tl", group="polite")
add("invoke", "Pakigawa muna ng BACKUP_FIRST tapos ARCHIVE bago natin galawin yung external na bloom.tox",
    [BACKUP, ARCHIVE], lang="tl", group="multi")
add("invoke", "Tapos na yung huling kanta, sige na, BLACKOUT", [BLACKOUT], lang="tl", group="trailing")
add("near_miss", "May nakasulat sa whiteboard na \"PANIC_BLACK = emergency lang\", sino kaya sumulat nun?",
    allowed=[PANIC], lang="tl", group="quoted")
add("meaning", "Ano ang ibig sabihin ng 'glitchy' kapag sinabi ng mga Gen Z?", allowed=[GLITCH], lang="tl",
    group="glitchy")
add("echo", "Ulitin mo lang ito: handa na ang entablado", lang="tl")
add("paraphrase", "Ilagay mo yung walong A-side na video sa mga player, naka-loop lahat", [BANK], lang="tl")

# --- sv: the Swedish guest programmer --------------------------------------------------------------------
add("invoke", "Skulle du kunna köra ARCHIVE innan jag ändrar i den externa bloom.tox?", [ARCHIVE], lang="sv",
    group="polite")
add("invoke", "LAYOUT2, tack — nätverket i /project1/norrsken är ett kaos", [LAYOUT], lang="sv", group="name_first")
add("invoke", "/kör DESKMAP_X32 och SYNCPOINT innan publiken släpps in", [X32, SYNC], lang="sv", group="multi")
add("near_miss", "Quiet hours-regeln hindrade oss från att höja basen igår, helt rimligt", allowed=[QUIET],
    lang="sv", group="past")
add("question", "Vilken bildfrekvens kör Nebula-installationen i?", ["fact_nebula_fps"], lang="sv", group="fact")
add("meta", "Uttala STROBE_SAFE fonetiskt på svenska", lang="sv", group="pronounce")
add("echo", "Upprepa ordagrant: vi kör ljusshowen klockan nio", lang="sv")

# --- da: the Danish freelancer ----------------------------------------------------------------------------
add("invoke", "kør zorvex-graden på slutbilledet", [ZORVEX], lang="da", group="lowercase")
add("invoke", "kan du køre STROBE_SAVE på alle blink-effekterne", [STROBE], lang="da", group="typo")
add("invoke", "Kør navngivningsreglen N1 på alt, du opretter i /project1/festival", [N1], lang="da", group="rule")
add("near_miss", "I vores script står der `if mode == 'CUE_STACK_7': pass` — det er bare en pladsholder",
    allowed=[CUES], lang="da", group="code")
add("chitchat", "Tak for i dag, det var en fed festival", lang="da")
add("unanswerable", "Hvordan styrer jeg en Philips Hue-bro direkte fra TouchDesigner?", lang="da", group="far")
add("ask_content", "I hvilken rækkefølge tager DEPLOY_SHOW trinnene?", [DEPLOY], lang="da", group="order")

# --- fi: the Finnish freelancer ---------------------------------------------------------------------------
add("invoke", "Aja ARCHIVE ennen kuin muokkaan ulkoista glow_v3.tox-komponenttia", [ARCHIVE], lang="fi",
    group="imperative")
add("invoke", "Kaikki projektorit lämpimiä ja kaapelit kiinni, joten nyt DEPLOY_SHOW", [DEPLOY], lang="fi",
    group="trailing")
add("invoke", "ei kun, ei GLITCHY vaan FEEDBACK-trailit klubisettiin", [TRAILS], [GLITCH], lang="fi",
    group="correction")
add("near_miss", "Onko RENDER_HQ jo valmis vai renderöikö se vielä?", allowed=[RENDER], lang="fi", group="status")
add("echo", "Toista tarkalleen: revontulet näkyvät tänään", lang="fi")
add("meta", "Kirjoita BLACKOUT pienillä kirjaimilla", lang="fi", group="case")
add("question", "Miten Performance Monitor avataan ja mitä cook time tarkoittaa?", ["td_performance_monitor"],
    ["ref_perf_monitor"], lang="fi", group="builtin_compete", builtin=True)

# --- hu: the Hungarian freelancer -------------------------------------------------------------------------
add("invoke", "Légyszi futtasd a SYNCPOINT-ot a fénypulttal", [SYNC], lang="hu", group="polite")
add("invoke", "Alkalmazd a BACKUP_FIRST szabályt, aztán töröld a régi kick1_ láncot", [BACKUP], [KICK], lang="hu",
    group="rule")
add("invoke", "futtasd a C U E _ S T A C K _ 7-et", [CUES], lang="hu", group="spaces")
add("near_miss", "A wirecomb tegnap harminc Null-t rakott a hálózatomba, most semmit sem látok", allowed=[WIRE],
    lang="hu", group="complaint")
add("unanswerable", "Hogyan lehet TouchDesignerből lézerprojektort vezérelni ILDA-n keresztül?", lang="hu",
    group="far")
add("chitchat", "Sziasztok, megérkeztem a fesztiválra!", lang="hu")
add("bears", "állítsd át a külső lens_flare.tox-ban a Blur TOP méretét 4-re", [ARCHIVE], lang="hu",
    group="external_tox")

# --- ro: the Romanian resident VJ -------------------------------------------------------------------------
add("invoke", "Rulează VJ_BANK_A pe deck-urile A, acum", [BANK], lang="ro", group="imperative")
add("invoke", "Fă GLITCHY pe TOP-ul selectat și apoi Zorvex grade pe ieșire", [GLITCH, ZORVEX], lang="ro",
    group="multi")
add("invoke", "Da, dă-i drumul cu RENDER_HQ", [RENDER], lang="ro", group="consent")
add("near_miss", "Tehnicianul din Cluj zice că LAYOUT2 i-a mutat tot network-ul aiurea", allowed=[LAYOUT], lang="ro",
    group="reported")
add("ask_content", "Ce opacitate folosește FEEDBACK la Level TOP pentru trail-urile din club?", [TRAILS], lang="ro",
    group="value")
add("echo", "Repetă exact: scena e gata", lang="ro")
add("question", "Unde se află logul de erori în timpul show-ului?", ["fact_show_log"], lang="ro", group="fact")

# --- uk: the Ukrainian projectionist ----------------------------------------------------------------------
add("invoke", "BLACKOUT — кінець сету, роби", [BLACKOUT], lang="uk", group="end_set")
add("invoke", "Будь ласка, застосуй правило N1 до нових операторів", [N1], lang="uk", group="polite")
add("invoke", "запусти DESKMAP_X23 для пульта", [X32], lang="uk", group="typo")
add("near_miss", "Минулого туру в нас взагалі не було VJ_BANK_A, все вантажили вручну", allowed=[BANK], lang="uk",
    group="history")
add("meta", "Розбий слово SYNCPOINT на склади, нічого більше", lang="uk", group="spell")
add("paraphrase", "Зроби, щоб яскравість основного виходу підстрибувала під бас-барабан", [KICK], lang="uk")
add("chitchat", "Дякую, ви найкращі!", lang="uk")

# --- en: the vendor's and the crews' English-speaking leads -----------------------------------------------
add("invoke", ">> RENDER_HQ", [RENDER], group="bare")
add("invoke", "wirecomb pls, the lantern network is unreadable", [WIRE], group="terse")
add("invoke", "okay computer run the panic black procedure right now", [PANIC], group="voice")
add("invoke", "🔥🔥 FEEDBACK trails for the club set tonight, my usual settings 🔥", [TRAILS], group="emoji")
add("invoke", "/archive before I edit the external strobe_kit.tox", [ARCHIVE], group="slash_command")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule before you touch the master fader",
    [QUIET], group="conditional")
add("invoke", "Pre-show:\n1. [x] projectors warm\n2. [ ] run SYNCPOINT\n3. [ ] run DEPLOY_SHOW", [SYNC, DEPLOY],
    group="checklist")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/ext_Mixer\", line 12\n"
    "AttributeError: 'NoneType' object has no attribute 'par'\nignore that for now, just run LAYOUT2 so I can see "
    "the network", [LAYOUT], ["ref_op_paths"], group="log_paste")
add("invoke", "Do KICK1 — actually scratch that, not KICK1, run the Zorvex grade instead", [ZORVEX], [KICK],
    group="correction")
add("invoke", "Could you please apply FEEDBACK for the trails in tonight's club set?", [TRAILS], group="polite")
add("invoke", "Follow STROBE_SAFE for the whole encore, the promoter wants flashes everywhere", [STROBE],
    group="rule")
add("invoke", "In ten minutes, once the doors close, run CUE_STACK_7", [CUES], group="timed")
add("invoke", "set up the mixing desk mapping over OSC for the X32 on stage left", [X32], group="title_words")
add("invoke", "quiet hrs rule pls, its 22:45 at the riverside venue and the dj wants more bass", [QUIET],
    group="typo")
add("invoke", "Client loved the colours and the crowd is in, so go ahead with VJ_BANK_A and leave the B decks alone",
    [BANK], group="mid_message")
add("invoke", "That's the last track — BLACKOUT now, and once the room is empty run RENDER_HQ of the loop for the "
    "highlight reel", [BLACKOUT, RENDER], group="multi")
add("invoke", "apply naming rule N 1 to everything you create in /project1/aurora", [N1], group="spaces")
add("invoke", "Yep, go ahead with BACKUP_FIRST and then delete the old lfo chain", [BACKUP], group="consent")
add("invoke", "PANIC_BLACK PANIC_BLACK the projector is pointing straight at the audience", [PANIC],
    group="emergency")
add("invoke", "glitchy on the selected top, then kick1 on the main out", [GLITCH, KICK], group="lowercase")

add("near_miss", "Don't run DEPLOY_SHOW yet, the client is still changing the logo", allowed=[DEPLOY],
    group="negated")
add("near_miss", "KICK1 ran fine last night in Tromsø, the crowd loved it", allowed=[KICK], group="past")
add("near_miss", "We'll do CUE_STACK_7 at tomorrow's tech rehearsal, not now", allowed=[CUES], group="planning")
add("near_miss", "Priya mentioned SYNCPOINT timed out twice during Sunday's matinee in Haifa", allowed=[SYNC], group="reported")
add("near_miss", "is VJ_BANK_A still loading or did it finish already?", allowed=[BANK], group="status")
add("near_miss", "If the client ever asks for GLITCHY on the logo, we'd have to tell them it's off-brand",
    allowed=[GLITCH], group="hypothetical")
add("near_miss", "the file render_hq_final_v3.mov is 14 GB, can I just zip it before uploading?", allowed=[RENDER],
    group="filename")
add("near_miss", "In my extension I set self.wirecomb_done = False in OnInit", allowed=[WIRE], group="variable")
add("near_miss", "```python\nif op('deskmap_x32'): print('mapped')\n```\njust pasting this so you can see how we "
    "check it", allowed=[X32], group="code")
add("near_miss", "The tour manager's sticky note just says \"ZORVEX?\" — no idea what she meant", allowed=[ZORVEX],
    group="quoted")
add("near_miss", "LAYOUT2 wrecked my network boxes yesterday, everything got wrapped twice", allowed=[LAYOUT],
    group="complaint")
add("near_miss", "Back in 2024 we didn't have STROBE_SAFE yet and a venue nearly banned us", allowed=[STROBE],
    group="history")
add("near_miss", "my cat is literally called Archive and she just walked across the keyboard", allowed=[ARCHIVE],
    group="incidental")
add("near_miss", "I prefer BLACKOUT over PANIC_BLACK as the label on the tablet button, it's shorter",
    allowed=[BLACKOUT, PANIC], group="comparison")
add("near_miss", "skip N1 for this quick sketch, I'll rename things myself later", allowed=[N1], group="negated")
add("near_miss", "the quiet hours rule kicked in at 22:00 last Friday and the DJ was furious", allowed=[QUIET],
    group="past")

add("ask_content", "SYNCPOINT pings which address and port, and which port does it wait on for the pong?", [SYNC], group="port")
add("ask_content", "Which cutoff frequency does KICK1 use on the Audio Filter?", [KICK], group="value")
add("ask_content", "what does BACKUP_FIRST name the backup file?", [BACKUP], group="content")
add("ask_content", "How many cues does CUE_STACK_7 put in the table, and where does it read them from?", [CUES],
    group="content")
add("ask_content", "By how much does the Zorvex grade pull down the greens?", [ZORVEX], group="value")

add("bears", "delete noise3 and the two unused Level TOPs in /project1/lumen", [BACKUP], group="delete")
add("bears", "make the whole screen strobe at 15 Hz on the drop", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "add three new Movie File In TOPs for the intro clips", [N1], group="create")

add("paraphrase", "sort my operators so the sources sit at the far left and the nulls sit just before the outs",
    [LAYOUT])
add("paraphrase", "add a bit of crunchy digital corruption after the image I've picked, with a knob for how much",
    [GLITCH])
add("paraphrase", "hook the Behringer console's channel sliders up so they drive our layer opacities", [X32])

add("question", "how wide in pixels is the single Lumen Hall output raster?", ["fact_lumen_hall_raster"], group="fact")
add("question", "what's the hex code for the Aurora navy?", ["fact_aurora_palette"], group="fact")
add("question", "DMX start address of the third moving head?", ["fact_dmx_heads"], group="fact")
add("question", "Why does my Render TOP come out black even though the geo is there?", ["ref_render_pipeline"],
    group="reference")
add("task", "show me how to use a feedback loop for smeary trails on the webcam", ["ref_feedback_top"],
    [TRAILS, "rcp_webcam_glitch", "rcp_feedback_tunnel"], group="common_word")
add("question", "DAT Execute DAT vs Execute DAT, which one fires when a table row changes?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "how do I keep a Python dict on an operator between cooks?", ["td_storage"], group="builtin_only",
    builtin=True)
add("question", "what does the lock flag actually do on a TOP?", ["td_operator_flags"], group="builtin_only",
    builtin=True)
add("task", "make the file paths relative so the project also opens on RIG-A", ["td_paths_and_variables"],
    ["fact_rig_b"], group="builtin_only", builtin=True)
add("question", "GLSL TOP: how do I pass a uniform float into the shader from a CHOP?", ["td_glsl_top_basics"],
    ["ref_glsl_uniforms"], group="builtin_compete", builtin=True)

add("unanswerable", "How do I get TouchDesigner to read a Leap Motion 2 controller?", group="far")
add("unanswerable", "What's the cleanest way to activate a Commercial licence on an offline show PC?", group="far")
add("unanswerable", "Can the Bullet Solver COMP do cloth simulation?", group="far")
add("unanswerable", "how do I send Spout output into Resolume Arena as a source?", group="far")

add("meaning", "Why did Londoners in 1940 have to observe a nightly 'blackout'?", allowed=[BLACKOUT],
    group="blackout")
add("meaning", "What is a 'feedback sandwich' in management speak?", allowed=[TRAILS], group="feedback")
add("meaning", "What does 'quiet hours' usually mean in an apartment lease?", allowed=[QUIET], group="quiet_hours")

add("meta", "spell out KICK1 letter by letter in the NATO phonetic alphabet, please", group="spell")
add("meta", "Start your reply with the word DEPLOY_SHOW and nothing else", group="start_reply")
add("meta", "Use the word 'wirecomb' in a sentence about hairdressing", group="sentence")
add("meta", "turn the identifier RENDER_HQ into camelCase for me", group="convert")

add("echo", "Say back exactly this and nothing else: run VJ_BANK_A")
add("chitchat", "haha nice one, that fixed it. beers after load-out?")


def main() -> None:
    rows = [{"pid": f"u105-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
