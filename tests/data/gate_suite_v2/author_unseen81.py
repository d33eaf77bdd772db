"""Blind suite unseen81, hand-written by the independent evaluator "gateeval81".

Written blind: labels come from corpus.jsonl (ids, titles, texts, names in `meta`) and the file names and
contents of src/tdcontext/knowledge/*.md only. The author read neither the gate code nor its other tests,
nor any other prompt file or author script, and never ran the gate on these prompts.

A balanced suite, about two thirds in other languages, with 6+ prompts in each of nl, pl, tr, sv, da, no, fi,
cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl, typed as crews type in chat. Personas (this file only):
- a Rotterdam harbour-festival projection team (Dutch and English, projecting on the quay, cranes and barges);
- a Warsaw and Prague opera house video department (Polish and Czech, overtures, acts, curtain calls);
- a Cairo / Amman / Haifa museum installation studio (Egyptian and Levantine Arabic, Hebrew);
- a Jakarta / Kuala Lumpur / Ho Chi Minh City / Delhi corporate-launch agency (Indonesian, Malay, Vietnamese,
  Hindi and Hinglish) with Finnish, Greek, Hungarian and Danish freelancers, plus Turkish, Swedish, Norwegian,
  Romanian, Ukrainian, Thai and Filipino crew members on its tours.

Run: python tests/data/gate_suite_v2/author_unseen81.py  (writes prompts_unseen81.jsonl next to this file)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen81.jsonl")
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

# ---------------------------------------------------------------------------------------------------------
# invoke
# ---------------------------------------------------------------------------------------------------------
# Rotterdam harbour festival (nl)
add("invoke", "Oké, DEPLOY_SHOW draaien graag, de kade gaat om negen uur open.", [D], lang="nl", group="polite")
add("invoke", "eerst LAYOUT2 en daarna wirecomb op /project1/haven, het is één grote spaghetti", [L, W],
    lang="nl", group="multi")
add("invoke", "glitchy op de drone-feed zetten aub", [G], lang="nl", group="lowercase")
# Warsaw opera (pl)
add("invoke", "Zbuduj CUE_STACK_7 dla spektaklu tanecznego, proszę.", [C], lang="pl", group="polite")
add("invoke", "Zastosuj regułę STROBE_SAFE do stroboskopu w drugim akcie.", [S], lang="pl", group="rule")
add("invoke", "Od teraz trzymaj się zasady nazewnictwa N1 przy wszystkich nowych operatorach w scenie balu.", [N],
    lang="pl", group="rule")
# Prague opera (cs)
add("invoke", "Dej na finální kompozici Zorvex grade, ať to má náš domácí look.", [Z], lang="cs", group="imperative")
add("invoke", "Než sáhneš do externího bloom.tox, udělej podle pravidla ARCHIVE číslovanou kopii.", [A],
    lang="cs", group="rule")
add("invoke", "spust KIKC1 na hlavni vystup", [K], allowed=[S], lang="cs", group="typo")
# Cairo / Amman museum (ar)
add("invoke", "PANIC_BLACK فوراً! الشاشة بتومض على الزوار", [P], allowed=[S], lang="ar", group="emergency")
add("invoke", "من فضلك حمّل VJ_BANK_A على الديكات قبل افتتاح القاعة", [V], lang="ar", group="polite")
add("invoke", "شغّل SYNCPOINT مع كونسول الإضاءة قبل العرض", [SY], allowed=["fact_lx_console"], lang="ar",
    group="imperative")
# Haifa (he)
add("invoke", "תעשה wirecomb לרשת של הוויטרינה, אי אפשר לקרוא את החוטים", [W], lang="he", group="imperative")
add("invoke", "המוזיאון נסגר, אז עכשיו תריץ RENDER_HQ לסרטון התיעוד", [R], lang="he", group="conditional")
add("invoke", "נגמר הסט, BLACKOUT בבקשה", [BO], allowed=[P], lang="he", group="end_set")
# Delhi (hi)
add("invoke", "KICK1 chala do main output pe, client ko bass pe flash chahiye", [K], allowed=[S], lang="hi",
    group="name_first")
add("invoke", "लॉन्च से पहले DEPLOY_SHOW चला दीजिए प्लीज़", [D], lang="hi", group="polite")
add("invoke", "नए ऑपरेटर बनाते वक्त N1 नियम मानो और फिर LAYOUT2 से नेटवर्क सजा दो", [N, L], lang="hi", group="multi")
# Jakarta (id)
add("invoke", "Tolong jalankan GLITCHY di TOP yang lagi dipilih ya", [G], lang="id", group="polite")
add("invoke", "pasang setelan trail aku buat visual club dong, yang biasa", [F], lang="id", group="title_words")
add("invoke", "/deskmap_x32 sekarang, soundman udah colok X32-nya", [X], lang="id", group="slash_command")
# Kuala Lumpur (ms)
add("invoke", "Boleh tolong pakai Zorvex grade kat output akhir? Klien nak tengok sekarang", [Z], lang="ms",
    group="polite")
add("invoke", "Set kita dah habis, tolong buat BLACKOUT sekarang", [BO], allowed=[P], lang="ms", group="end_set")
add("invoke", "Ikut peraturan BACKUP_FIRST dulu, lepas tu buang noise1 dengan level3", [B], lang="ms", group="rule")
# Ho Chi Minh City (vi)
add("invoke", "Load VJ_BANK_A giùm anh, 8 deck bên A", [V], lang="vi", group="imperative")
add("invoke", "tắt hết! PANIC_BLACK ngay", [P], lang="vi", group="emergency")
add("invoke", "Xuất RENDER_HQ bản 1080p cho khách nha", [R], lang="vi", group="imperative")
# Thai crew (th)
add("invoke", "ช่วยรัน DESKMAP_X32 ให้หน่อยครับ มิกเซอร์ต่อแล้ว", [X], lang="th", group="polite")
add("invoke", "สร้าง CUE_STACK_7 ให้หน่อย", [C], lang="th", group="terse")
add("invoke", "ตอนนี้ 22:15 แล้วที่เวทีริมแม่น้ำ ใช้กฎ quiet hours เลย", [Q], lang="th", group="conditional")
# Filipino crew (tl)
add("invoke", "Pa-run naman ng KICK1 sa main out, para sumabay sa bass", [K], allowed=[S], lang="tl", group="polite")
add("invoke", "i-SYNCPOINT mo na yung visuals sa lighting console bago mag-start", [SY], lang="tl",
    group="name_as_verb")
add("invoke", "FEEDBACK muna tapos Zorvex grade sa dulo, sige na", [F, Z], lang="tl", group="multi")
# Turkish crew (tr)
add("invoke", "wirecomb çalıştır şu ağda, kablolar birbirine girmiş", [W], lang="tr", group="name_first")
add("invoke", "Kapılar 20:00'de açılıyor, şimdi DEPLOY_SHOW'u başlat", [D], lang="tr", group="timed")
add("invoke", "panik! PANIC_BLACK hemen", [P], lang="tr", group="emergency")
# Swedish crew (sv)
add("invoke", "kör LAYOUT2 på nätverket tack", [L], lang="sv", group="lowercase")
add("invoke", "Tillämpa STROBE_SAFE på blixteffekten i refrängen", [S], lang="sv", group="rule")
add("invoke", "kör glitchy på den valda toppen", [G], lang="sv", group="voice")
# Danish freelancer (da)
add("invoke", "Byg CUE_STACK_7 til dansestykket nu, tak", [C], allowed=["fact_dance_piece"], lang="da",
    group="polite")
add("invoke", "Lav en kopi efter ARCHIVE-reglen før jeg retter i partikler.tox", [A], lang="da", group="rule")
add("invoke", "nej vent, ikke LAYOUT2 — kør wirecomb i stedet", [W], allowed=[L], lang="da", group="correction")
# Norwegian crew (no)
add("invoke", "Kjør BLACKOUT, settet er ferdig", [BO], allowed=[P], lang="no", group="end_set")
add("invoke", "sett opp DESKMAP_X32 før lydsjekken", [X], lang="no", group="imperative")
add("invoke", "Bruk stilletimer-regelen for elvescenen nå, klokka er over ti på kvelden", [Q], lang="no",
    group="conditional")
# Finnish freelancer (fi)
add("invoke", "Aja RENDER_HQ nyt, asiakas haluaa tallenteen", [R], lang="fi", group="imperative")
add("invoke", "Noudata nimeämissääntöä N1 kun teet uudet operaattorit", [N], lang="fi", group="rule")
add("invoke", "PANIC_BLACK!!! nyt!", [P], lang="fi", group="emergency")
# Greek freelancer (el)
add("invoke", "Βάλε το Zorvex grade στο τελικό composite του launch, πριν έρθει ο πελάτης", [Z], lang="el",
    group="imperative")
add("invoke", "Τρέξε KICK1 και εφάρμοσε STROBE_SAFE στο flash", [K, S], lang="el", group="multi")
add("invoke", "kane wirecomb sto network pls", [W], lang="el", group="lowercase")
# Hungarian freelancer (hu)
add("invoke", "Futtasd le a GLITCHY-t a kiválasztott TOP-on", [G], lang="hu", group="imperative")
add("invoke", "Kérlek, csináld meg a világításpult-kézfogást az előadás előtt", [SY], lang="hu",
    group="title_words")
add("invoke", "CUE_STACK_7 és utána LAYOUT2, köszi", [C, L], lang="hu", group="multi")
# Romanian crew (ro)
add("invoke", "Încarcă VJ_BANK_A pe decuri, te rog", [V], lang="ro", group="polite")
add("invoke", "Aplică regula ARCHIVE înainte să modific fx_bloom.tox", [A], lang="ro", group="rule")
add("invoke", "LAYUOT2 pe rețeaua asta", [L], lang="ro", group="typo")
# Ukrainian crew (uk)
add("invoke", "Запусти DEPLOY_SHOW, будь ласка, за годину глядачі", [D], lang="uk", group="polite")
add("invoke", "Зроби мої FEEDBACK-шлейфи для клубного сету", [F], lang="uk", group="title_words")
add("invoke", "Вже 22:30 на прибережному майданчику, тож застосуй правило тихих годин", [Q], lang="uk",
    group="conditional")
# English (Rotterdam team lead, agency producers)
add("invoke", "BACKUP_FIRST", [B], lang="en", group="bare")
add("invoke", "follow backup_first, then clear out everything in /project1/old_harbour_tests", [B], lang="en",
    group="lowercase")
add("invoke", "Apply BACKUP_FIRST and N1 while you rebuild the pier scene: back up before deleting, and name every "
    "new op properly.", [B, N], lang="en", group="multi")
add("invoke", "It's 23:10 at the riverside stage, so enforce the quiet hours rule on the master bus.", [Q],
    lang="en", group="conditional")
add("invoke", "S Y N C P O I N T please, the grandMA just came online", [SY], allowed=["fact_lx_console"],
    lang="en", group="spaces")
add("invoke", "hey assistant run desk map ex thirty two for the harbour stage", [X], lang="en", group="voice")
add("invoke", "🎬 RENDER_HQ 🎬", [R], lang="en", group="emoji")
add("invoke", "- [x] media copied\n- [x] projectors aligned on the crane\n- [ ] DEPLOY_SHOW ← do this now", [D],
    lang="en", group="checklist")
add("invoke", "```\n[19:02:11] deck_a3: file not found\n[19:02:11] deck_a7: file not found\n```\nfixed the paths, "
    "load VJ_BANK_A again", [V], lang="en", group="log_paste")
add("invoke", "You asked whether to build CUE_STACK_7 now — yes, go ahead.", [C], lang="en", group="consent")
add("invoke", "PANIC BLACK NOW the projector is strobing into the crowd", [P], allowed=[S], lang="en",
    group="spaces")
add("invoke", "Final composite is locked, so go on and apply it now: Zorvex grade", [Z], lang="en",
    group="trailing")
add("invoke", "Trails for tonight's club set please, with my FEEDBACK settings", [F], lang="en", group="common_word")
add("invoke", "glitchy on the drone cam top pls", [G], lang="en", group="lowercase")
add("invoke", "no wait, not LAYOUT2 — just apply naming rule N1 to the ops you made", [N], allowed=[L], lang="en",
    group="correction")
add("invoke", "The bloom component is saved externally and the client wants a softer glow; before you touch it, run "
    "the ARCHIVE rule, then I'll send the new values.", [A], lang="en", group="mid_message")
add("invoke", "Per STROBE_SAFE, clamp the hit strobe on the harbour crane", [S], lang="en", group="rule")
add("invoke", "/quiet_hours — it's 22:05 at the riverside venue", [Q], lang="en", group="slash_command")
add("invoke", "Before doors: DESKMAP_X32, then SYNCPOINT with the console.", [X, SY], lang="en", group="multi")
add("invoke", "Run RENDER_HQ for the documentation reel, then DEPLOY_SHOW.", [R, D], lang="en", group="multi")
add("invoke", "wirecomb — the opera overture network is unreadable", [W], lang="en", group="name_first")
add("invoke", "The encore's done, that's the end of the set — BLACKOUT.", [BO], allowed=[P], lang="en",
    group="end_set")

# ---------------------------------------------------------------------------------------------------------
# ask_content
# ---------------------------------------------------------------------------------------------------------
add("ask_content", "Na jakim porcie DESKMAP_X32 nasłuchuje OSC?", [X], lang="pl", group="port")
add("ask_content", "לאיזו כתובת IP ופורט SYNCPOINT שולח את ה-ping?", [SY], lang="he", group="port")
add("ask_content", "FEEDBACK ของผมตั้ง opacity ของ Level TOP ไว้เท่าไหร่?", [F], lang="th", group="value")
add("ask_content", "RENDER_HQ hangi codec ve kaç fps ile kayıt yapıyor?", [R], lang="tr", group="value")
add("ask_content", "Kuinka monessa sekunnissa BLACKOUT häivyttää kuvan?", [BO], lang="fi", group="value")
add("ask_content", "Які колонки має таблиця в CUE_STACK_7?", [C], lang="uk", group="content")
add("ask_content", "Under STROBE_SAFE, how many flashes per second are we allowed on the quay screens?", [S], lang="en",
    group="value")
add("ask_content", "Which folder does VJ_BANK_A pull the clips from?", [V], lang="en", group="content")
add("ask_content", "What does GLITCHY put after the Noise TOP, and what is the final null called?", [G], lang="en",
    group="order")
add("ask_content", "What exactly does the quiet hours rule say about low frequencies?", [Q], lang="en",
    group="content")

# ---------------------------------------------------------------------------------------------------------
# bears (a rule applies, not named)
# ---------------------------------------------------------------------------------------------------------
add("bears", "Usuń wszystkie nieużywane operatory z /project1/uwertura.", [B], lang="pl", group="delete")
add("bears", "ارفع صوت الباص شوية، الساعة 22:40 واحنا في المكان اللي على النهر", [Q], lang="ar", group="venue_late")
add("bears", "Buatkan satu Noise TOP dan satu Level TOP baru untuk latar belakang", [N], lang="ms", group="create")
add("bears", "Gawin mong 8 beses kada segundo yung strobe sa drop", [S], lang="tl", group="strobe")
add("bears", "Öppna den externa logo.tox och ändra färgen på texten", [A], lang="sv", group="external_tox")
add("bears", "Töröld ki a noise1-et és az összes nem használt nullt a /project1/intro-ban", [B], lang="hu",
    group="delete")
add("bears", "The DJ wants the white strobe at 12 flashes a second for the drop, set the LFO", [S], lang="en",
    group="strobe")
add("bears", "Delete the unused Movie File In TOPs from the intro container", [B], lang="en", group="delete")

# ---------------------------------------------------------------------------------------------------------
# paraphrase (what a procedure does, no content word of its title or name)
# ---------------------------------------------------------------------------------------------------------
add("paraphrase", "Chci, aby zvukař svými šoupátky řídil průhlednost vrstev, Behringer posílá zprávy po síti.", [X],
    lang="cs")
add("paraphrase", "Có cái bước LUT, giảm xanh lá, thêm hạt noise mà studio hay làm cuối chuỗi, làm giúp mình với",
    [Z], lang="vi")
add("paraphrase", "Lav tabellen med de tolv tidspunkter fra koreografens ark, med en timer der skifter scenerne", [C],
    allowed=["fact_dance_piece"], lang="da")
add("paraphrase", "Vreau ca imaginea să pulseze în luminozitate pe toba mare, la fiecare lovitură", [K], allowed=[S],
    lang="ro")
add("paraphrase", "Tidy the connections so no cable runs behind a node and big fan-outs go through a null", [W],
    allowed=[L], lang="en")
add("paraphrase", "Ping the grandMA and shift our timeline by half the round trip so we're in step before doors",
    [SY], allowed=["fact_lx_console"], lang="en")
add("paraphrase", "Bounce the whole piece to a HAP Q file frame by frame with the realtime flag off, first 3600 frames",
    [R], allowed=["ref_movie_file_out", "ref_hap_codecs"], lang="en")

# ---------------------------------------------------------------------------------------------------------
# question / task
# ---------------------------------------------------------------------------------------------------------
add("question", "Naar welke poort op de show-pc stuurt die stagepad-tablet zijn OSC eigenlijk?",
    ["fact_stagepad_ports"], lang="nl", group="fact")
add("question", "מה כתובת קונסולת התאורה ובאילו יוניברסים היא משדרת?", ["fact_lx_console"], lang="he", group="fact")
add("question", "RIG-B pakai GPU apa dan berapa VRAM-nya?", ["fact_rig_b"], lang="id", group="fact")
add("question", "Nebula chạy ở bao nhiêu FPS vậy?", ["fact_nebula_fps"], lang="vi", group="fact")
add("question", "Vilken samplingsfrekvens kör studions ljudkort på?", ["fact_studio_audio"], lang="sv", group="fact")
add("question", "Hvor ligger showmedierne på galleri-pc'en?", ["fact_media_drive"], lang="da", group="fact")
add("question", "Ποια είναι τα χρώματα της μάρκας για το launch της Aurora;", ["fact_aurora_palette"], lang="el",
    group="fact")
add("question", "Miksi operaattori ei cookkaa, jos mikään ei katso sitä?", ["td_cooking_pull_model"], lang="fi",
    group="builtin_only", builtin=True)
add("question", "Чим відрізняється експорт CHOP від посилання в параметрі?", ["td_chop_exports_references"],
    allowed=["ref_null_exports", "td_parameter_modes"], lang="uk", group="builtin_compete", builtin=True)
add("task", "Ses spektrum çubukları yapmak istiyorum, GLSL ile barlar", ["rcp_spectrum_bars"],
    allowed=["ref_audio_analysis", "ref_glsl_uniforms"], lang="tr", group="reference")
add("task", "Replicator COMP से टेबल की हर row के लिए एक बटन कैसे बनाऊं?", ["td_replicator_comp"],
    allowed=["ref_replicator", "td_panel_ui_components"], lang="hi", group="builtin_compete", builtin=True)
add("task", "Cum fac instancing pentru 5000 de cuburi într-un Geometry COMP?", ["td_geometry_instancing"],
    allowed=["ref_instancing"], lang="ro", group="builtin_compete", builtin=True)
add("question", "My Render TOP is pure black even though the geometry is there. What should I check?",
    ["td_render_pipeline"], allowed=["ref_render_pipeline"], lang="en", group="builtin_compete", builtin=True)
add("question", "op('mixer/out1') gives me None inside an extension, relative paths confuse me", ["td_op_paths"],
    allowed=["ref_op_paths", "fact_ext_conventions", "td_extensions"], lang="en", group="builtin_compete",
    builtin=True)
add("task", "Set up a Parameter Execute DAT that fires when my custom Pulse parameter is pressed",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters"], lang="en", group="builtin_only", builtin=True)
add("question", "To get a TOP from inside a component out to the parent network, do I use a Select TOP or an Out TOP?",
    ["td_select_in_out"], lang="en", group="builtin_only", builtin=True)
add("question", "How does the Feedback TOP make trails in general? I'm teaching a workshop on it", ["ref_feedback_top"],
    allowed=[F, "rcp_feedback_tunnel"], lang="en", group="common_word")
add("task", "Build a lower-third title overlay for the harbour festival sponsors", ["rcp_lower_third"], lang="en",
    group="reference")
add("question", "For the harbour rig, which Art-Net universe and start address do the six moving heads sit on?",
    ["fact_dmx_heads"], lang="en", group="fact")
add("question", "What buffer size does RIG-B use for audio?", ["fact_audio_buffer"], allowed=["fact_rig_b"],
    lang="en", group="fact")

# ---------------------------------------------------------------------------------------------------------
# unanswerable
# ---------------------------------------------------------------------------------------------------------
add("unanswerable", "Jak v TouchDesigneru propojit Ableton Link, aby tempo šlo z Abletonu?", lang="cs", group="far")
add("unanswerable", "TouchDesigner में Leap Motion 2 को कैसे जोड़ें? कौन सा CHOP चाहिए?", lang="hi", group="far")
add("unanswerable", "Macam mana nak sambung Stream Deck ke TouchDesigner guna Bitfocus Companion?", lang="ms",
    group="far")
add("unanswerable", "Paano gamitin yung Notch TOP sa TouchDesigner? Wala kaming license ng Notch Builder", lang="tl",
    group="far")
add("unanswerable", "Hvordan bruker jeg ZED 2-kameraet med punktsky i TouchDesigner?", allowed=["ref_kinect_azure"],
    lang="no", group="near")
add("unanswerable", "Πώς στέλνω εικόνα από TouchDesigner σε Unreal Engine με Live Link;", lang="el", group="far")
add("unanswerable", "How do I license TouchDesigner Commercial for four render nodes, is there a volume discount?",
    lang="en", group="far")
add("unanswerable", "What's the best way to get MediaPipe hand tracking into TouchDesigner on an M2 Mac?", lang="en",
    group="far")
add("unanswerable", "How do I read a Hokuyo lidar scanner for floor-touch interaction?",
    allowed=["ref_kinect_azure"], lang="en", group="near")
add("unanswerable", "Can TouchDesigner import Gaussian splat .ply files directly?", lang="en", group="far")
add("unanswerable", "How do I chase MIDI timecode from QLab in TouchDesigner?", lang="en", group="near")

# ---------------------------------------------------------------------------------------------------------
# near_miss (names a procedure without asking to run it)
# ---------------------------------------------------------------------------------------------------------
add("near_miss", "KICK1 deed het gisteren prima op de kade, de bas kwam mooi door.", allowed=[K], lang="nl",
    group="past")
add("near_miss", "BLACKOUT doen we pas morgen na het vuurwerk, vandaag nog niet nodig.", allowed=[BO], lang="nl",
    group="planning")
add("near_miss", "Nie odpalaj RENDER_HQ, zanim reżyser nie zatwierdzi montażu.", allowed=[R], lang="pl",
    group="negated")
add("near_miss", "Kierownik techniczny mówił, że SYNCPOINT wczoraj nie dostał odpowiedzi z konsoli.", allowed=[SY],
    lang="pl", group="reported")
add("near_miss", "Jen srovnání, nic nestav: jsou moje FEEDBACK trails hustší než ty, co měla loni Carmen?",
    allowed=[F], lang="cs", group="comparison")
add("near_miss", "في السكربت عندي متغير اسمه backup_first_done، ليش قيمته False دايماً؟", allowed=[B], lang="ar",
    group="variable")
add("near_miss", "אם נחליט בשבוע הבא לשים Zorvex grade על התערוכה, נצטרך קודם אישור מהאוצרת", allowed=[Z],
    lang="he", group="hypothetical")
add("near_miss", "VJ_BANK_A load ho gaya kya? bas status batao", allowed=[V], lang="hi", group="status")
add("near_miss", "PANIC_BLACK semalam bikin layar mati pas CEO lagi ngomong, siapa yang pencet sih", allowed=[P],
    lang="id", group="complaint")
add("near_miss", "CUE_STACK_7 nanti aja minggu depan pas koreografernya datang", allowed=[C], lang="id",
    group="planning")
add("near_miss", "Masa pelancaran tahun lepas, DEPLOY_SHOW ambil masa lima minit je", allowed=[D], lang="ms",
    group="history")
add("near_miss", "Trong code mình có dòng `if mode == 'GLITCHY':` mà nó không bao giờ chạy vào, sao vậy?",
    allowed=[G], lang="vi", group="code")
add("near_miss", "อย่าเพิ่งทำ wirecomb นะ ผมกำลังแก้สายอยู่", allowed=[W], lang="th", group="negated")
add("near_miss", "Sabi ni Ate Joy, nakalimutan daw niya yung ARCHIVE rule kahapon kaya nawala yung lumang bloom.tox",
    allowed=[A], lang="tl", group="reported")
add("near_miss", "RENDER_HQ_final_v3.mov dosyası nerede kaldı, bulamıyorum", allowed=[R], lang="tr", group="filename")
add("near_miss", "N1 glömde vi helt på förra jobbet, därför hette allt noise1 och level3.", allowed=[N], lang="sv",
    group="past")
add("near_miss", "Hvis kunden havde betalt for lydreaktivt, havde vi kørt KICK1, men det gjorde de ikke.",
    allowed=[K], lang="da", group="hypothetical")
add("near_miss", "BLACKOUT i går kveld kom to sekunder for tidlig, lyset var fortsatt oppe", allowed=[BO], lang="no",
    group="complaint")
add("near_miss", "SYNCPOINT tehdään vasta huomenna, kun valopöytä on paikalla", allowed=[SY], lang="fi",
    group="planning")
add("near_miss", "Το LAYOUT2 τελείωσε ή τρέχει ακόμα;", allowed=[L], lang="el", group="status")
add("near_miss", "A DESKMAP_X32-t most ne indítsd, a hangosok még kábeleznek", allowed=[X], lang="hu",
    group="negated")
add("near_miss", "Regula quiet hours a fost introdusă după plângerile vecinilor de anul trecut, nu?", allowed=[Q],
    lang="ro", group="history")
add("near_miss", "У сценарії написано: «KICK1 вмикається на приспіві» — це ж просто ремарка для режисера?",
    allowed=[K], lang="uk", group="quoted")
add("near_miss", "Don't run DEPLOY_SHOW yet, the harbour master hasn't cleared the barge.", allowed=[D], lang="en",
    group="negated")
add("near_miss", "PANIC_BLACK fired by itself during soundcheck, why would that happen?", allowed=[P], lang="en",
    group="complaint")
add("near_miss", "We'll do RENDER_HQ on Thursday once the edit is locked.", allowed=[R], lang="en", group="planning")
add("near_miss", "The stage manager said GLITCHY looked cheap on the opera screen.", allowed=[G], lang="en",
    group="reported")
add("near_miss", "Last week's Zorvex grade looked too green on the Haifa walls, the curator complained.", allowed=[Z],
    lang="en", group="complaint")
add("near_miss", "print(op('cue_stack7_table').numRows) returns 0, what am I missing?", allowed=[C, "ref_op_paths"],
    lang="en", group="code")
add("near_miss", "What round trip did SYNCPOINT measure last night? I only need the number from the log.",
    allowed=[SY, "fact_show_log"], lang="en", group="status")
add("near_miss", "If we ever add a second clip set, VJ_BANK_A would need a sibling, right? Not today though.",
    allowed=[V], lang="en", group="hypothetical")
add("near_miss", "wirecomb made my network worse last time, it moved everything into one column", allowed=[W],
    lang="en", group="complaint")
add("near_miss", "Who wrote the BACKUP_FIRST rule originally? Curious about the history.", allowed=[B], lang="en",
    group="history")
add("near_miss", "\"Run DESKMAP_X32\" is scrawled on the control-room whiteboard but nobody knows who wrote it.",
    allowed=[X], lang="en", group="quoted")
add("near_miss", "The festival wiki page that lists KICK1, GLITCHY and the rest has an ugly layout, who maintains it?",
    allowed=[K, G], lang="en", group="incidental")
add("near_miss", "Quiet hours at the riverside don't matter tonight, we're in the warehouse venue.", allowed=[Q],
    lang="en", group="negated")

# ---------------------------------------------------------------------------------------------------------
# meaning
# ---------------------------------------------------------------------------------------------------------
add("meaning", "شو معنى كلمة blackout بالإنجليزي لما تنقطع الكهربا عن الحي كله؟", allowed=[BO, P], lang="ar")
add("meaning", "คำว่า glitchy ในภาษาวัยรุ่นหมายถึงอะไร", allowed=[G], lang="th")
add("meaning", "Mit jelent az „archive” szó a könyvtárosok nyelvében?", allowed=[A], lang="hu")
add("meaning", "What does 'feedback' mean in a performance review at an office job?", allowed=[F], lang="en")
add("meaning", "What does it mean when a Dutch hotel lists 'quiet hours' on the room door?", allowed=[Q], lang="en")

# ---------------------------------------------------------------------------------------------------------
# meta
# ---------------------------------------------------------------------------------------------------------
add("meta", "Przeliteruj PANIC_BLACK litera po literze.", lang="pl", group="spell")
add("meta", "איך מבטאים Zorvex? תכתוב לי את זה באותיות עבריות", lang="he", group="pronounce")
add("meta", "Tukar perkataan wirecomb kepada huruf besar semua", lang="ms", group="case")
add("meta", "Hvor mange bogstaver er der i SYNCPOINT?", lang="da", group="count")
add("meta", "Γράψε τη λέξη GLITCHY ανάποδα", lang="el", group="reverse")
add("meta", "Як перекласти 'quiet hours' українською?", lang="uk", group="translate")
add("meta", "Spell DESKMAP_X32 using the NATO alphabet.", lang="en", group="spell")
add("meta", "Put the word wirecomb in bold, nothing else.", lang="en", group="bold")
add("meta", "Start your reply with the word BLACKOUT and end it with the word done.", lang="en", group="start_reply")
add("meta", "Use CUE_STACK_7 in a sentence about a ballet.", lang="en", group="sentence")
add("meta", "Convert the string 'vj_bank_a' to camelCase.", lang="en", group="case")
add("meta", "How many underscores does the name CUE_STACK_7 contain? Just the number.", lang="en", group="count")

# ---------------------------------------------------------------------------------------------------------
# echo
# ---------------------------------------------------------------------------------------------------------
add("echo", "Herhaal letterlijk: 'zet de Zorvex grade erop'", lang="nl")
add("echo", "Zopakuj přesně tuhle větu: spusť BLACKOUT po děkovačce.", lang="cs")
add("echo", "ये लाइन ज्यों की त्यों दोहराओ: GLITCHY ऑन करो", lang="hi")
add("echo", "Nhắc lại y nguyên câu này: chạy CUE_STACK_7", lang="vi")
add("echo", "Ulitin mo lang ito nang eksakto: i-load ang VJ_BANK_A", lang="tl")
add("echo", "Upprepa ordagrant: kör KICK1 på huvudutgången", lang="sv")
add("echo", "Toista sanasta sanaan: aja DEPLOY_SHOW", lang="fi")
add("echo", "Repetă exact: pornește RENDER_HQ", lang="ro")
add("echo", "Say back to me exactly: apply BACKUP_FIRST before deleting.", lang="en")

# ---------------------------------------------------------------------------------------------------------
# chitchat
# ---------------------------------------------------------------------------------------------------------
add("chitchat", "Lekker gewerkt vandaag mensen, tot morgen op de Maasboulevard!", lang="nl")
add("chitchat", "صباح الخير يا جماعة، القهوة جاهزة في الورشة", lang="ar")
add("chitchat", "Makasih banyak ya, mantap banget hari ini", lang="id")
add("chitchat", "ขอบคุณครับพี่ เหนื่อยมากวันนี้", lang="th")
add("chitchat", "Eline sağlık, çok iyi oldu", lang="tr")
add("chitchat", "Takk for i dag, god tur hjem!", lang="no")
add("chitchat", "Sziasztok! Milyen volt a hétvége Jakartában?", lang="hu")
add("chitchat", "Morning all, the barge with the projectors just docked ☕", lang="en")
add("chitchat", "haha that was chaos, good show though", lang="en")
add("chitchat", "thanks, that's all for tonight", lang="en")


def main() -> None:
    rows = [{"pid": f"u81-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
