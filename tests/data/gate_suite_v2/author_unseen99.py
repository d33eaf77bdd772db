"""Hand-written source of prompts_unseen99.jsonl: a blind long-tail suite by an independent evaluator (gateeval99).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen99.jsonl byte for byte.

Personas (they live here only):
- a Bruges and Groningen winter-light crew (Dutch, English);
- a Wrocław and Košice cathedral-mapping collective (Polish, Czech, Ukrainian crew);
- a Bursa / Heraklion / Jaffa wedding-show network (Turkish, Greek, Hebrew, Arabic, Romanian lighting tech);
- a Chiang Mai / Malacca / Yogyakarta / Kochi temple-festival vendor (Thai, Malay, Indonesian, Hinglish,
  Vietnamese and Filipino operators) with Danish, Finnish, Hungarian and Czech freelancers and a Swedish and
  a Norwegian guest programmer.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen99.jsonl")
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

# ---------------------------------------------------------------- invoke: English (winter-light crew, vendor lead)
add("invoke", "kick1 on the canal projection please, the Groningen DJ starts in ten", [KICK], group="lowercase")
add("invoke", "The desk at the Martinikerk is on the show network now, so please run DESKMAP_X32 and I'll check the "
    "faders from the balcony afterwards.", [X32], group="mid_message")
add("invoke", "LAYOUT2 this mess before the Bruges crew takes the laptop over at six", [LAYOUT], group="name_first")
add("invoke", "Could you run the wircomb macro on /project1/lanterns? Wires are crossing everywhere.", [WIRE],
    group="typo")
add("invoke", "/render_hq teaser for the Bruges winter-light trailer, 1080p is fine", [RENDER], group="slash_command")
add("invoke", "- [x] media copied to M:\n- [x] projectors warmed up\n- [ ] DEPLOY_SHOW\nplease tick the last box for me",
    [DEPLOY], group="checklist")
add("invoke", "```\nWARNING: /project1/out1 cook time 41 ms\nWARNING: moviein_tower not found in glitch chain\n```\n"
    "ignore those for now and just add GLITCHY after moviein_tower", [GLITCH], group="log_paste")
add("invoke", "no wait, not BLACKOUT, the DJ is doing an encore. Load VJ_BANK_A instead.", [BANK], [BLACKOUT],
    group="correction")
add("invoke", "It's 23:10 at the riverside venue and the bassist wants more level, so apply the quiet hours rule "
    "to the master out.", [QUIET], group="conditional")
add("invoke", "at 21:55 sharp run SYNCPOINT against the grandMA, then tell me the offset", [SYNC], group="timed")
add("invoke", "set's done, thank you Groningen!! 🖤🖤 BLACKOUT", [BLACKOUT], group="emoji")
add("invoke", "P A N I C _ B L A C K right now, the rigger is on the truss", [PANIC], group="spaces")
add("invoke", "okay computer run cue stack seven for the dance piece full stop", [CUES], group="voice")
add("invoke", "zorvex grade on the final comp and then RENDER_HQ the whole thing", [ZORVEX, RENDER], group="multi")
add("invoke", "Apply naming rule N1 while you build the snowfall particle system for the belfry.", [N1], group="rule")
add("invoke", "Build the club trails my FEEDBACK way, with my own trail settings, on the dancefloor screen.", [TRAILS],
    group="title_words")
add("invoke", "I'm about to delete the old lantern comp, so do BACKUP_FIRST on it now.", [BACKUP], group="rule")
add("invoke", "STROBE_SAFE the new shutter effect on the rose window before anyone sees it", [STROBE],
    group="name_as_verb")
add("invoke", "do the ARCHIVE rule on snowfall.tox first, I want to bump its density after", [ARCHIVE],
    group="title_words")
add("invoke", "load VJ_BANK_A and set up KICK1 as well, opener in five", [BANK, KICK], group="multi")

# ---------------------------------------------------------------- invoke: other languages
add("invoke", "Kun je even DESKMAP_X32 doen? De X32 hangt al aan het netwerk in de Martinikerk.", [X32], lang="nl",
    group="polite")
add("invoke", "wirecomb op /project1/lichtlijn graag, het is één grote spaghetti", [WIRE], lang="nl",
    group="lowercase")
add("invoke", "Ja prima, ga je gang met RENDER_HQ voor de teaser van het Brugse winterlicht", [RENDER],
    lang="nl", group="consent")
add("invoke", "Eerst BACKUP_FIRST, daarna mag de oude sneeuw-comp weg.", [BACKUP], lang="nl", group="rule")
add("invoke", "Odpal KICK1 na fasadzie katedry, DJ zaczyna za chwilę", [KICK], lang="pl", group="imperative")
add("invoke", "Proszę, zrób LAYOUT2 w sieci mappingu, nic tu nie widać", [LAYOUT], lang="pl", group="polite")
add("invoke", "Stosuj regułę N1 przy tworzeniu nowych operatorów do witraży", [N1], lang="pl", group="rule")
add("invoke", "GLICHY na movieout_rozeta, szybko bo biskup patrzy", [GLITCH], lang="pl", group="typo")
add("invoke", "Düğün bitti, BLACKOUT yap lütfen, misafirler çıkıyor", [BLACKOUT], lang="tr", group="end_set")
add("invoke", "VJ_BANK_A'yı yükle, gelin girişi başlıyor", [BANK], lang="tr", group="imperative")
add("invoke", "Zorvex grade'i son kompozite uygula, Bursa'daki müşteri bekliyor", [ZORVEX], lang="tr",
    group="title_words")
add("invoke", "PANIC_BLACK! Sahnede biri düştü", [PANIC], lang="tr", group="emergency")
add("invoke", "Kör SYNCPOINT mot ljusbordet innan dörrarna öppnar", [SYNC], lang="sv", group="imperative")
add("invoke", "kan du köra CUE_STACK_7 för danspjäsen?", [CUES], lang="sv", group="polite")
add("invoke", "Lägg på STROBE_SAFE på blixteffekten vid templet, tack", [STROBE], lang="sv", group="rule")
add("invoke", "Kør lige DEPLOY_SHOW, vi åbner om en halv time", [DEPLOY], lang="da", group="imperative")
add("invoke", "Brug ARCHIVE-reglen før du retter i lanterne.tox", [ARCHIVE], lang="da", group="title_words")
add("invoke", "wirecomb og bagefter LAYOUT2 på tempelnetværket, tak", [WIRE, LAYOUT], lang="da", group="multi")
add("invoke", "Kjør KICK1 på hovedutgangen, takk", [KICK], lang="no", group="polite")
add("invoke", "Sett i gang RENDER_HQ nå, kunden vil ha filen i kveld", [RENDER], lang="no", group="imperative")
add("invoke", "Følg BACKUP_FIRST og slett så alle ubrukte noise-operatorene", [BACKUP], lang="no", group="rule")
add("invoke", "Aja GLITCHY valitun TOPin perään", [GLITCH], lang="fi", group="imperative")
add("invoke", "Tee Zorvex-grade loppukompositiin, kiitos", [ZORVEX], lang="fi", group="polite")
add("invoke", "DESKMAP_X32 käyntiin ja heti perään SYNCPOINT, mikseri on jo verkossa", [X32, SYNC], lang="fi",
    group="multi")
add("invoke", "Spusť SYNCPOINT, osvětlovač je připravený", [SYNC], lang="cs", group="imperative")
add("invoke", "Prosím tě, udělej VJ_BANK_A, za pět minut začínáme", [BANK], lang="cs", group="polite")
add("invoke", "aplikuj pravidlo N1 na nové operátory ve věži", [N1], lang="cs", group="lowercase")
add("invoke", "Ne, počkej, žádný PANIC_BLACK — udělej jen BLACKOUT, set skončil.", [BLACKOUT], [PANIC], lang="cs",
    group="correction")
add("invoke", "Futtasd le a CUE_STACK_7-et a táncdarabhoz", [CUES], lang="hu", group="imperative")
add("invoke", "Indítsd a DEPLOY_SHOW-t, fél óra múlva kezdünk", [DEPLOY], lang="hu", group="imperative")
add("invoke", "Alkalmazd a STROBE_SAFE szabályt a villogásra a kapunál", [STROBE], lang="hu", group="rule")
add("invoke", "Rulează LAYOUT2 pe rețeaua de proiecție, te rog", [LAYOUT], lang="ro", group="polite")
add("invoke", "Fă-mi trail-urile FEEDBACK cu setările mele pentru setul din club", [TRAILS], lang="ro",
    group="title_words")
add("invoke", "KICK1 și GLITCHY pe ieșirea principală, acum", [KICK, GLITCH], lang="ro", group="multi")
add("invoke", "Τρέξε το DESKMAP_X32, η κονσόλα είναι συνδεδεμένη", [X32], lang="el", group="imperative")
add("invoke", "Κάνε BLACKOUT, τελείωσε το σετ στο Ηράκλειο", [BLACKOUT], lang="el", group="end_set")
add("invoke", "Σε παρακαλώ εφάρμοσε τον κανόνα ARCHIVE πριν αλλάξεις το bouquet.tox", [ARCHIVE], lang="el",
    group="title_words")
add("invoke", "PANIC_BLACK τώρα, καπνός στη σκηνή!!", [PANIC], lang="el", group="emergency")
add("invoke", "Запусти RENDER_HQ для весільного відео", [RENDER], lang="uk", group="imperative")
add("invoke", "Зроби wirecomb у мережі /project1/cathedral, будь ласка", [WIRE], lang="uk", group="polite")
add("invoke", "Вже 22:30 біля річки, а гурт просить гучніше, тож застосуй правило тихих годин", [QUIET],
    lang="uk", group="conditional")
add("invoke", "תריץ SYNCPOINT מול קונסולת התאורה לפני החתונה ביפו", [SYNC], lang="he", group="imperative")
add("invoke", "בבקשה תעשה VJ_BANK_A, הכלה נכנסת עוד רגע", [BANK], lang="he", group="polite")
add("invoke", "תפעיל את BACKUP_FIRST ואז תמחק את ה-comp הישן", [BACKUP], lang="he", group="rule")
add("invoke", "شغّل CUE_STACK_7 من فضلك", [CUES], lang="ar", group="polite")
add("invoke", "طبّق Zorvex grade على التركيب النهائي", [ZORVEX], lang="ar", group="title_words")
add("invoke", "اعمل SYNCPOINT وبعدها DEPLOY_SHOW، العرض في يافا بعد ساعة", [SYNC, DEPLOY], lang="ar",
    group="multi")
add("invoke", "bhai KICK1 chala do main output pe, Kochi wale DJ ka set start ho raha hai", [KICK], lang="hi",
    group="imperative")
add("invoke", "club set ke liye meri FEEDBACK wali trails bana do, meri settings se", [TRAILS], lang="hi",
    group="title_words")
add("invoke", "network bahut messy hai yaar, LAYOUT2 kar do please", [LAYOUT], lang="hi", group="trailing")
add("invoke", "รัน GLITCHY ต่อจาก TOP ที่เลือกไว้หน่อย", [GLITCH], lang="th", group="imperative")
add("invoke", "ช่วยทำ RENDER_HQ ให้หน่อยครับ ลูกค้าเชียงใหม่รอไฟล์อยู่", [RENDER], lang="th", group="polite")
add("invoke", "ใช้กฎ STROBE_SAFE กับไฟกะพริบตรงซุ้มประตูวัดด้วย", [STROBE], lang="th", group="rule")
add("invoke", "Bàn X32 cắm xong rồi, giờ chạy giúp mình DESKMAP_X32 nhé", [X32], lang="vi", group="trailing")
add("invoke", "Làm wirecomb cho network này đi, dây rối quá", [WIRE], lang="vi", group="imperative")
add("invoke", "Áp dụng quy tắc N1 khi tạo operator mới cho lễ hội", [N1], lang="vi", group="rule")
add("invoke", "Tolong jalankan SYNCPOINT sebelum festival candi mulai", [SYNC], lang="id", group="polite")
add("invoke", "udah jam 22.15 di venue pinggir sungai, jadi terapkan aturan quiet hours ke master audio", [QUIET],
    lang="id", group="conditional")
add("invoke", "CUE_STACK_7 + DEPLOY_SHOW sekarang ya, penari udah siap", [CUES, DEPLOY], lang="id", group="multi")
add("invoke", "Tolong ikut peraturan ARCHIVE dulu sebelum edit lampion.tox", [ARCHIVE], lang="ms",
    group="title_words")
add("invoke", "Jalankan PANIC_BLACK sekarang, ada orang panjat pentas!", [PANIC], lang="ms", group="emergency")
add("invoke", "boleh buat Zorvex grade kat komposit akhir? terima kasih", [ZORVEX], lang="ms", group="polite")
add("invoke", "Pakirun naman ng BLACKOUT, tapos na yung set", [BLACKOUT], lang="tl", group="end_set")
add("invoke", "I-load mo na yung VJ_BANK_A, magsisimula na yung prusisyon", [BANK], lang="tl", group="imperative")
add("invoke", "Gawin mo na yung FEEDBACK trails ko para sa club set, yung settings ko ha", [TRAILS], lang="tl",
    group="title_words")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which port does DESKMAP_X32 open its OSC In on?", [X32], group="port")
add("ask_content", "what's the release time on the Trigger CHOP in KICK1?", [KICK], group="value")
add("ask_content", "In welke volgorde doet DEPLOY_SHOW zijn stappen?", [DEPLOY], lang="nl", group="order")
add("ask_content", "Jaki kodek ustawia RENDER_HQ?", [RENDER], lang="pl", group="value")
add("ask_content", "SYNCPOINT ping'i hangi IP adresine ve hangi porta gönderiyor, Heraklion'daki masa için lazım", [SYNC], lang="tr", group="port")
add("ask_content", "Vad säger quiet hours-regeln om basen efter klockan 22?", [QUIET], lang="sv", group="content")
add("ask_content", "Hány villanást enged másodpercenként a STROBE_SAFE?", [STROBE], lang="hu", group="value")
add("ask_content", "กฎ BACKUP_FIRST บอกให้เก็บไฟล์สำรองไว้ที่ไหน", [BACKUP], lang="th", group="content")
add("ask_content", "Apa isi Zorvex grade? Senaraikan TOP-TOP dia ikut urutan", [ZORVEX], lang="ms", group="order")
add("ask_content", "Τι opacity έχει το Level TOP στις ρυθμίσεις FEEDBACK για τα trails μου;", [TRAILS], lang="el",
    group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete noise7 and the two unused Movie File In TOPs in /project1/snow", [BACKUP], group="delete")
add("bears", "add a couple of new blur TOPs for the snow layer", [N1], group="create")
add("bears", "Zrób stroboskop 10 błysków na sekundę na całej fasadzie", [STROBE], lang="pl", group="strobe")
add("bears", "Sudah jam 23.00 di venue tepi sungai, naikkan volume master 6 dB dong", [QUIET], lang="id",
    group="venue_late")
add("bears", "Skru ned for tærsklen inde i den eksterne komponent lanterne_glow.tox", [ARCHIVE], lang="da",
    group="external_tox")
add("bears", "Σβήσε ολόκληρο το δίκτυο /project1/old_bouquet", [BACKUP], lang="el", group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Sort my operators into vertical lanes by signal flow, sources at the far left and nulls last",
    [LAYOUT])
add("paraphrase", "Make the picture follow the LX board's clock: ping it, measure the round trip, offset our timeline",
    [SYNC])
add("paraphrase", "Maak de verbindingslijnen tussen mijn nodes overzichtelijk, zonder dat er iets verdwijnt",
    [WIRE], lang="nl")
add("paraphrase", "poora show bina realtime ke ek saaf 1080p60 HAP file mein export kar do", [RENDER], lang="hi")
add("paraphrase", "Načti první sadu smyček do všech osmi přehrávačů", [BANK], lang="cs")
add("paraphrase", "Anna koko kuvalle studiomme oma tunnusomainen sävymaailma", [ZORVEX], lang="fi")

# ---------------------------------------------------------------- question / task
add("question", "For the Lumen Hall gig on 14 March, how wide is the single output raster in pixels?", ["fact_lumen_hall_raster"], group="fact")
add("question", "How do I use feedback to make trails that fade all the way to black?", ["ref_feedback_top"],
    [TRAILS, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "Build me audio spectrum bars from the DJ mixer feed", ["rcp_spectrum_bars"],
    ["fact_studio_audio", "ref_audio_analysis"], group="reference")
add("question", "Op welke UDP-poort stuurt de stagepad-tablet zijn OSC?", ["fact_stagepad_ports"], lang="nl",
    group="fact")
add("question", "Vilken samplingsfrekvens kör studions ljudkort?", ["fact_studio_audio"], ["fact_audio_buffer"],
    lang="sv", group="fact")
add("question", "Hareketli kafalar hangi DMX universe'inde?", ["fact_dmx_heads"], lang="tr", group="fact")
add("question", "כמה FPS רץ המיצב Nebula?", ["fact_nebula_fps"], lang="he", group="fact")
add("question", "أين يُحفظ سجل أخطاء العرض؟", ["fact_show_log"], lang="ar", group="fact")
add("question", "Cách nhận OSC trong TouchDesigner bằng OSC In CHOP?", ["ref_osc_in_chop"], lang="vi",
    group="reference")
add("question", "Як записати відео через Movie File Out TOP?", ["ref_movie_file_out"], ["ref_hap_codecs"],
    lang="uk", group="reference")
add("question", "Care e IP-ul consolei de lumini grandMA3?", ["fact_lx_console"], lang="ro", group="fact")
add("question", "I keep mixing them up at the belfry build: DAT Execute DAT versus Execute DAT, which fires on what?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "Explain how the Replicator COMP makes one copy per table row", ["td_replicator_comp"],
    ["ref_replicator"], group="builtin_compete", builtin=True)
add("question", "Jak korzystać z Textportu przy debugowaniu skryptów?", ["td_textport"], lang="pl",
    group="builtin_only", builtin=True)
add("question", "Miten tallennan Python-arvoja operaattoriin storagen avulla?", ["td_storage"], lang="fi",
    group="builtin_only", builtin=True)
add("question", "Jak fungují operátory Select, In a Out mezi sítěmi?", ["td_select_in_out"], lang="cs",
    group="builtin_only", builtin=True)
add("question", "Mit csinál a bypass flag egy operátoron?", ["td_operator_flags"], lang="hu", group="builtin_only",
    builtin=True)
add("question", "Kenapa operator nggak cook kalau nggak ada yang pakai output-nya?", ["td_cooking_pull_model"],
    lang="id", group="builtin_only", builtin=True)
add("task", "สร้าง custom parameters ให้ COMP ยังไงครับ ทำให้ดูหน่อย", ["td_custom_parameters"], lang="th",
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Leap Motion hand tracking into TouchDesigner 2025?", group="near")
add("unanswerable", "Hoe koppel ik Ableton Link aan de tijdlijn van TouchDesigner?", lang="nl", group="near")
add("unanswerable", "Jak zrobić symulację fizyki w Bullet Solver COMP?", lang="pl", group="near")
add("unanswerable", "Web Render TOP'ta JavaScript'ten TouchDesigner'a nasıl mesaj gönderirim?", lang="tr",
    group="near")
add("unanswerable", "Hvordan bruker jeg ZED-kameraet til dybdebilde i TouchDesigner?", lang="no", group="near")
add("unanswerable", "Miten Spout toimii Resolumen kanssa samalla koneella?", lang="fi", group="near")
add("unanswerable", "Hogyan telepítek pip csomagot a TouchDesigner Pythonjához?", lang="hu", group="near")
add("unanswerable", "Πώς μεταφέρω την άδεια του TouchDesigner σε άλλο PC;", lang="el", group="far")
add("unanswerable", "Macam mana nak sambung Stream Deck ke TouchDesigner?", lang="ms", group="near")
add("unanswerable", "Paano gumawa ng 3D na text na may bevel gamit ang Text SOP?", lang="tl", group="near")
add("unanswerable", "كيف أستخدم Substance TOP مع ملفات sbsar؟", lang="ar", group="near")

# ---------------------------------------------------------------- near misses
add("near_miss", "hold off on KICK1 for now, the Groningen DJ is still soundchecking his decks", allowed=[KICK], group="negated")
add("near_miss", "RENDER_HQ ran fine last night, took about seventy minutes", allowed=[RENDER], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow morning in Bruges, not today", allowed=[DEPLOY], group="planning")
add("near_miss", "Mateo said CUE_STACK_7 looked off on the gauze at the run-through", allowed=[CUES],
    group="reported")
add("near_miss", "did anyone run SYNCPOINT already today or is that still on my list?", allowed=[SYNC],
    group="status")
add("near_miss", "glitchy_out_v3.mov is the file the client liked best", allowed=[GLITCH], group="filename")
add("near_miss", "the flag vj_bank_a_loaded stays False in my callback script", allowed=[BANK], group="variable")
add("near_miss", "`op('wirecomb_null4')` returns None here, did I mistype the path?", allowed=[WIRE, "ref_op_paths"],
    group="code")
add("near_miss", "What if PANIC_BLACK fired by accident during the vows, how bad would that look?", allowed=[PANIC],
    group="hypothetical")
add("near_miss", "honestly LAYOUT2 made the Groningen patch harder to read than before", allowed=[LAYOUT],
    group="complaint")
add("near_miss", "Geen BLACKOUT doen, er komt nog een toegift", allowed=[BLACKOUT], lang="nl", group="negated")
add("near_miss", "De wirecomb van gisteren heeft alles mooi rechtgetrokken", allowed=[WIRE], lang="nl",
    group="past")
add("near_miss", "Jutro przed próbą zrobimy DESKMAP_X32, dziś nie ma stołu", allowed=[X32], lang="pl",
    group="planning")
add("near_miss", "Szef mówi, że BACKUP_FIRST uratował nam skórę w Koszycach", allowed=[BACKUP], lang="pl",
    group="reported")
add("near_miss", "Dün gece PANIC_BLACK yanlışlıkla tetiklendi, herkes şok oldu", allowed=[PANIC], lang="tr",
    group="past")
add("near_miss", "GLITCHY'yi şimdilik çalıştırma, gelin istemiyor", allowed=[GLITCH], lang="tr", group="negated")
add("near_miss", "Vi körde RENDER_HQ i förrgår, filen ligger redan på M:", allowed=[RENDER], lang="sv",
    group="past")
add("near_miss", "GLITCHY såg ärligt talat coolare ut än Zorvex-looken på tempelväggen i går", allowed=[GLITCH, ZORVEX],
    lang="sv", group="comparison")
add("near_miss", "Hvis vi havde haft STROBE_SAFE sidste år, var det gået bedre", allowed=[STROBE], lang="da",
    group="hypothetical")
add("near_miss", "Stille timer ved floden gælder først fra kl. 22, så det er ikke aktuelt endnu", allowed=[QUIET],
    lang="da", group="condition_unmet")
add("near_miss", "KICK1 ødela nettverket mitt i går, alt ble rødt", allowed=[KICK], lang="no", group="complaint")
add("near_miss", "Ajoimmeko jo SYNCPOINTin tänään?", allowed=[SYNC], lang="fi", group="status")
add("near_miss", "wirecomb.py on vain tiedoston nimi, älä aja mitään", allowed=[WIRE], lang="fi", group="filename")
add("near_miss", "Soubor zorvex_grade_backup.tox jsem dal na plochu", allowed=[ZORVEX], lang="cs",
    group="filename")
add("near_miss", "Minulý týden jsme probírali FEEDBACK trails do klubu, nic víc", allowed=[TRAILS], lang="cs",
    group="history")
add("near_miss", "A koreográfus üzenete szó szerint: „a CUE_STACK_7 túl gyors a harmadik jelenetnél”", allowed=[CUES],
    lang="hu", group="quoted")
add("near_miss", "Mâine facem VJ_BANK_A la repetiție, azi nu", allowed=[BANK], lang="ro", group="planning")
add("near_miss", "Ο Νίκος είπε ότι το LAYOUT2 του χάλασε τη διάταξη", allowed=[LAYOUT], lang="el",
    group="reported")
add("near_miss", "Учора DEPLOY_SHOW зупинився на кроці з перевіркою помилок", allowed=[DEPLOY], lang="uk",
    group="past")
add("near_miss", "אל תריץ את DESKMAP_X32, המיקסר עוד לא מחובר", allowed=[X32], lang="he", group="negated")
add("near_miss", "في العرس الماضي استعملنا BLACKOUT في نهاية الحفلة", allowed=[BLACKOUT], lang="ar",
    group="history")
add("near_miss", "kal raat wala RENDER_HQ bahut slow tha yaar", allowed=[RENDER], lang="hi", group="complaint")
add("near_miss", "พรุ่งนี้ค่อยทำ CUE_STACK_7 นะ วันนี้ยังไม่ต้อง", allowed=[CUES], lang="th", group="planning")
add("near_miss", "Biến naming_n1_ok trong script của mình lúc nào cũng trả về False", allowed=[N1], lang="vi",
    group="variable")
add("near_miss", "Laptop yang ada stiker PANIC_BLACK di tutupnya itu punya siapa ya?", allowed=[PANIC], lang="id",
    group="incidental")
add("near_miss", "Sabi ni Jun, yung Zorvex grade daw ang nagustuhan ng kliyente noong isang taon", allowed=[ZORVEX],
    lang="tl", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean for Londoners during the Blitz?", allowed=[BLACKOUT, PANIC])
add("meaning", "what do 'quiet hours' usually mean in a hostel's house rules?", allowed=[QUIET])
add("meaning", "Wat bedoelen psychologen eigenlijk met het woord 'feedback'?", allowed=[TRAILS], lang="nl")
add("meaning", "Ce înseamnă 'glitchy' în argoul gamerilor?", allowed=[GLITCH], lang="ro")
add("meaning", "מה המקור של המילה 'archive'? מאיזו שפה היא הגיעה?", allowed=[ARCHIVE], lang="he")

# ---------------------------------------------------------------- meta
add("meta", "Write DEPLOY_SHOW letter by letter in reverse order, nothing else", group="reverse")
add("meta", "Count the letters of wirecomb for me, just the number", group="count")
add("meta", "Przetłumacz słowo 'blackout' na polski", lang="pl", group="translate")
add("meta", "KICK1 kelimesini küçük harflerle yaz", lang="tr", group="case")
add("meta", "Hur uttalar man ordet 'Zorvex'?", lang="sv", group="pronounce")
add("meta", "Γράψε τη λέξη SYNCPOINT με έντονα γράμματα", lang="el", group="bold")
add("meta", "Скільки символів у слові CUE_STACK_7?", lang="uk", group="count")
add("meta", "'GLITCHY' ko Devanagari mein likh ke dikhao", lang="hi", group="transliterate")
add("meta", "สะกดคำว่า LAYOUT2 ทีละตัวอักษร", lang="th", group="spell")
add("meta", "Dùng từ 'panic' trong một câu tiếng Anh", lang="vi", group="sentence")
add("meta", "Mulai jawabanmu dengan kata RENDER_HQ", lang="id", group="start_reply")

# ---------------------------------------------------------------- echo
add("echo", "Say back exactly: the gauze is up and the projector is warm")
add("echo", "Herhaal letterlijk: BACKUP_FIRST staat op de lijst", lang="nl")
add("echo", "Zopakuj přesně tuhle větu: KICK1 je připravený", lang="cs")
add("echo", "Toista sanasta sanaan: valot sammuvat kello yksitoista", lang="fi")
add("echo", "كرر ورائي: الكاتدرائية جاهزة للعرض", lang="ar")
add("echo", "Ulang ayat ini: pentas sudah siap untuk perarakan", lang="ms")
add("echo", "Ulitin mo lang: tapos na ang sound check", lang="tl")
add("echo", "Gentag præcis: DESKMAP_X32 er sat op", lang="da")
add("echo", "Gjenta ordrett: lysene i katedralen er testet", lang="no")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "cheers, that fixed it 🙌")
add("chitchat", "Goedemorgen vanuit een ijskoud Groningen!", lang="nl")
add("chitchat", "Dzięki, jesteś wielki", lang="pl")
add("chitchat", "Kolay gelsin ekip, Bursa'dan selamlar", lang="tr")
add("chitchat", "Köszi, ez nagyon sokat segített", lang="hu")
add("chitchat", "Mulțumesc frumos, pe mâine!", lang="ro")
add("chitchat", "Дякую, друже, побачимось завтра на репетиції у Вроцлаві!", lang="uk")
add("chitchat", "תודה רבה, הצלת לנו את החתונה ביפו", lang="he")
add("chitchat", "Cảm ơn nha, hẹn mai gặp lại", lang="vi")
add("chitchat", "ขอบคุณครับ วันนี้เหนื่อยมากเลย", lang="th")


def main() -> None:
    rows = [{"pid": f"u99-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
