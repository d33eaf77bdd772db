"""Hand-written source of prompts_unseen78.jsonl: a blind suite by an independent evaluator (gateeval78).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen78.jsonl byte for byte.

Personas (they live here only):
- an Amsterdam and Antwerp club-night visuals duo (Dutch / Flemish and English, fragments between sets);
- a Krakow and Brno puppet-theatre company (Polish and Czech, with a Hungarian puppeteer-programmer);
- an Athens / Beirut / Tel Aviv gallery network (Greek, Levantine Arabic, Hebrew);
- a Bangkok / Hanoi / Mumbai / Manila wedding-projection business (Thai, Vietnamese, Hindi, Tagalog, with
  Jakarta and Kuala Lumpur partners in Indonesian and Malay) and its Turkish, Romanian, Ukrainian and Nordic
  (Swedish, Danish, Norwegian, Finnish) freelancers.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen78.jsonl")
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
OSC_REF = "ref_osc_in_chop"

# ---------------------------------------------------------------- invoke: English (club duo, wedding crew leads)
add("invoke", "KICK1!", [K], [S], group="bare")
add("invoke", "layout2 pls, its a mess in here", [L], group="lowercase")
add("invoke", "Could you please run DEPLOY_SHOW? Doors at the Antwerp club open in forty minutes.", [D],
    group="polite")
add("invoke", "PANIC_BLACK!!! the projector is showing the desktop to the whole dance floor", [P], [BO],
    group="emergency")
add("invoke", "GLITCHY on the selected TOP, then the Zorvex grade on the final comp", [G, Z], group="multi")
add("invoke", "set's over, run the BLACKOUT procedure for the end of the set", [BO], [P], group="end_set")
add("invoke", "/wirecomb project1/wedding_main", [W], group="slash_command")
add("invoke", "deskmap x32 — the desk just got plugged in on the Brno stage", [X], [OSC_REF],
    group="spaces")
add("invoke", "tonight's list:\n- [x] soundcheck\n- [ ] VJ_BANK_A\n- [ ] KICK1\nplease do the open ones", [V, K], [S],
    group="checklist")
add("invoke", "WARNING: /project1/out1 cook time 41 ms\nWARNING: /project1/out1 cook time 44 ms\n"
    "ok whatever, the client needs the file tonight, run RENDER_HQ", [R], ["ref_movie_file_out"], group="log_paste")
add("invoke", "do GLITCHY on the bride montage — no wait, not GLITCHY, do the Zorvex grade instead", [Z], [G],
    group="correction")
add("invoke", "You asked whether to do the lighting console handshake before doors. Yes, go ahead.", [SY],
    ["fact_lx_console"], group="consent")
add("invoke", "it's 23:10 and we're at the riverside venue, so apply the quiet hours rule to the audio out now", [Q],
    group="conditional")
add("invoke", "Build CUE_STACK_7 now please, the tech rehearsal starts at 14:00", [C], ["fact_dance_piece"],
    group="timed")
add("invoke", "okay computer run sync point and then deploy show", [SY, D], ["fact_lx_console"], group="voice")
add("invoke", "🔥 FEEDBACK trails for the club set please, my way 🔁", [F], ["ref_feedback_top"], group="emoji")
add("invoke", "Follow BACKUP_FIRST and then delete the three unused Movie File In TOPs in /project1/old", [B],
    group="rule")
add("invoke", "run ARCHVE on bloom.tox before you touch its threshold", [A], group="typo")
add("invoke", "Before we hand the laptop to the Manila crew, N1 the new operators so nothing is left called noise1 "
    "or level3.", [N], group="name_as_verb")
add("invoke", "the wedding loops are sitting in media/bank_a, load them into the decks now, VJ_BANK_A", [V],
    group="trailing")
add("invoke", "Apply the STROBE_SAFE rule to the blink effect on the LED wall", [S], ["rcp_strobe_flash"],
    group="rule")

# ---------------------------------------------------------------- invoke: other languages
# nl — Amsterdam / Antwerp duo
add("invoke", "Draai KICK1 op de main output, de DJ begint zo", [K], [S], lang="nl", group="imperative")
add("invoke", "wirecomb graag, m'n netwerk is één grote spaghetti", [W], lang="nl", group="name_first")
add("invoke", "Eerst BACKUP_FIRST en daarna mag je noise1 tot en met noise4 weggooien", [B], lang="nl",
    group="rule")
# pl — Krakow puppet theatre
add("invoke", "Uruchom CUE_STACK_7, próba techniczna za godzinę", [C], ["fact_dance_piece"], lang="pl",
    group="timed")
add("invoke", "Proszę, zrób LAYOUT2 w tej sieci, nic się nie da odczytać", [L], lang="pl", group="polite")
add("invoke", "PANIC_BLACK teraz!", [P], lang="pl", group="emergency")
# cs — Brno
add("invoke", "Spusť SYNCPOINT se světelným pultem, za deset minut začínáme", [SY], ["fact_lx_console"], lang="cs",
    group="imperative")
add("invoke", "Udělej prosím Zorvex grade na finální kompozici", [Z], lang="cs", group="title_words")
add("invoke", "RENDER_HQ a potom DEPLOY_SHOW, díky", [R, D], lang="cs", group="multi")
# hu — the company's Hungarian puppeteer-programmer
add("invoke", "Futtasd le a GLITCHY-t a kijelölt TOP-on", [G], lang="hu", group="imperative")
add("invoke", "Kérlek, csináld meg a DESKMAP_X32-t, most kötöttük be a keverőt", [X], [OSC_REF], lang="hu",
    group="polite")
add("invoke", "Vége a szettnek: BLACKOUT", [BO], [P], lang="hu", group="end_set")
# el — Athens gallery
add("invoke", "Τρέξε το DEPLOY_SHOW, ανοίγουμε την έκθεση σε μισή ώρα", [D], lang="el", group="imperative")
add("invoke", "Εφάρμοσε τον κανόνα STROBE_SAFE στο φλας της βιτρίνας", [S], lang="el", group="rule")
add("invoke", "wirecomb στο δίκτυο του project1 παρακαλώ", [W], lang="el", group="name_first")
# ar — Beirut gallery
add("invoke", "شغّل VJ_BANK_A من فضلك، الضيوف وصلوا", [V], lang="ar", group="polite")
add("invoke", "طبّق قاعدة N1 على كل العناصر الجديدة اللي عملتها هلّق", [N], lang="ar", group="rule")
add("invoke", "نفّذ ARCHIVE على bloom.tox قبل ما تعدّل أي شي فيه", [A], lang="ar", group="imperative")
# he — Tel Aviv gallery
add("invoke", "תריץ את GLITCHY על ה-TOP שבחרתי", [G], lang="he", group="imperative")
add("invoke", "בבקשה תעשה SYNCPOINT מול קונסולת התאורה לפני הפתיחה", [SY], ["fact_lx_console"], lang="he",
    group="polite")
add("invoke", "תפעיל KICK1 ואחר כך GLITCHY על היציאה הראשית", [K, G], [S], lang="he", group="multi")
# tr — Turkish freelancer
add("invoke", "RENDER_HQ'yu çalıştır, müşteri dosyayı bu akşam istiyor", [R], lang="tr", group="imperative")
add("invoke", "Lütfen DESKMAP_X32 yap, mikser OSC'ye bağlandı", [X], [OSC_REF], lang="tr", group="polite")
add("invoke", "Set bitti, BLACKOUT prosedürünü başlat", [BO], [P], lang="tr", group="end_set")
# ro — Romanian freelancer
add("invoke", "Rulează CUE_STACK_7 te rog", [C], ["fact_dance_piece"], lang="ro", group="polite")
add("invoke", "Aplică regula orelor de liniște, e 22:30 și suntem la localul de pe malul râului", [Q], lang="ro",
    group="conditional")
add("invoke", "fă LAYOUT2 și apoi wirecomb pe rețeaua asta", [L, W], lang="ro", group="multi")
# uk — Ukrainian freelancer
add("invoke", "Запусти PANIC_BLACK негайно", [P], lang="uk", group="emergency")
add("invoke", "Зроби, будь ласка, Zorvex grade на фінальному композиті", [Z], lang="uk", group="title_words")
add("invoke", "Застосуй правило BACKUP_FIRST і видали старий ланцюжок noise", [B], lang="uk", group="rule")
# sv — Nordic freelancers
add("invoke", "Kör VJ_BANK_A nu, bruden kommer in om fem minuter", [V], lang="sv", group="timed")
add("invoke", "Kan du köra KICK1 på huvudutgången?", [K], [S], lang="sv", group="polite")
add("invoke", "ARCHIVE först, sedan ändrar vi tröskeln i bloom.tox", [A], lang="sv", group="name_first")
# da
add("invoke", "Kør DEPLOY_SHOW, vi åbner dørene kl. 19", [D], lang="da", group="imperative")
add("invoke", "Lav mine FEEDBACK-trails til klubsættet, som jeg plejer at have dem", [F], ["ref_feedback_top"],
    lang="da", group="common_word")
add("invoke", "Klokken er 22:15 på spillestedet ved floden, så anvend quiet hours-reglen på lyden nu", [Q],
    lang="da", group="conditional")
# no
add("invoke", "Kjør RENDER_HQ, vi trenger filen til brudeparet i morgen tidlig", [R], lang="no",
    group="imperative")
add("invoke", "Vennligst bruk STROBE_SAFE på blinkeeffekten i sal 2", [S], lang="no", group="polite")
add("invoke", "N1 på alle nye operatorer, takk", [N], lang="no", group="terse")
# fi
add("invoke", "Aja GLITCHY valitulle TOPille", [G], lang="fi", group="imperative")
add("invoke", "Tee DESKMAP_X32, mikseri on nyt kytketty verkkoon", [X], [OSC_REF], lang="fi", group="imperative")
add("invoke", "Suorita SYNCPOINT ja sen jälkeen DEPLOY_SHOW", [SY, D], ["fact_lx_console"], lang="fi",
    group="multi")
# hi — Mumbai wedding crew
add("invoke", "भाई, VJ_BANK_A लोड कर दो, बारात आ रही है", [V], lang="hi", group="imperative")
add("invoke", "PANIC_BLACK करो अभी!! स्क्रीन पर गलत फोटो है", [P], lang="hi", group="emergency")
add("invoke", "कृपया CUE_STACK_7 चलाइए, डांस शुरू होने वाला है", [C], ["fact_dance_piece"], lang="hi",
    group="polite")
# th — Bangkok wedding crew
add("invoke", "รัน KICK1 ให้หน่อยครับ", [K], [S], lang="th", group="polite")
add("invoke", "ช่วยทำ wirecomb ให้เน็ตเวิร์กนี้หน่อย สายพันกันยุ่งไปหมด", [W], lang="th", group="polite")
add("invoke", "จบเซ็ตแล้ว BLACKOUT เลยค่ะ", [BO], [P], lang="th", group="end_set")
# vi — Hanoi wedding crew
add("invoke", "Chạy RENDER_HQ giúp mình nhé", [R], lang="vi", group="polite")
add("invoke", "Áp dụng quy tắc N1 cho mấy operator mới tạo", [N], lang="vi", group="rule")
add("invoke", "làm LAYOTU2 cho network này đi", [L], lang="vi", group="typo")
# id — Jakarta partner
add("invoke", "Tolong jalankan Zorvex grade di komposisi akhir", [Z], lang="id", group="title_words")
add("invoke", "Jalankan BACKUP_FIRST lalu hapus semua operator yang tidak dipakai", [B], lang="id", group="rule")
add("invoke", "FEEDBACK trails versi saya buat set klub malam ini ya", [F], ["ref_feedback_top"], lang="id",
    group="common_word")
# ms — Kuala Lumpur partner
add("invoke", "Sila jalankan DEPLOY_SHOW sekarang", [D], lang="ms", group="polite")
add("invoke", "Buat ARCHIVE untuk glow.tox dulu, lepas tu baru edit", [A], lang="ms", group="name_first")
add("invoke", "Jalankan STROBE_SAFE pada kesan strob di dinding LED", [S], ["rcp_strobe_flash"], lang="ms",
    group="rule")
# tl — Manila wedding crew
add("invoke", "Paki-run ng CUE_STACK_7, magsisimula na ang sayaw", [C], ["fact_dance_piece"], lang="tl",
    group="polite")
add("invoke", "I-apply mo yung quiet hours rule, 22:45 na dito sa riverside venue", [Q], lang="tl",
    group="conditional")
add("invoke", "Gawin mo na ang SYNCPOINT bago mag-start ang show", [SY], ["fact_lx_console"], lang="tl",
    group="imperative")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which OSC port does the DESKMAP_X32 procedure open for the desk?", [X], group="port")
add("ask_content", "In DEPLOY_SHOW, what is the step straight after it checks /project1 for errors?", [D], group="order")
add("ask_content", "Wat is de drempelwaarde van de Trigger CHOP in KICK1?", [K], lang="nl", group="value")
add("ask_content", "Jakie kolumny ma tabela w CUE_STACK_7?", [C], lang="pl", group="content")
add("ask_content", "RENDER_HQ hangi codec'i ve kaç fps kullanıyor?", [R], lang="tr", group="value")
add("ask_content", "Vilken IP-adress skickar SYNCPOINT sin ping till?", [SY], lang="sv", group="value")
add("ask_content", "Τι λέει ο κανόνας ARCHIVE αν λείπει ο φάκελος archive;", [A], lang="el", group="content")
add("ask_content", "Zorvex grade giảm độ bão hòa của màu xanh lá bao nhiêu phần trăm?", [Z], lang="vi",
    group="value")
add("ask_content", "Mitä BLACKOUT-proseduuri tekee ääniulostulolle?", [BO], lang="fi", group="content")
add("ask_content", "Quiet hours नियम के हिसाब से रात 10 बजे के बाद मास्टर ऑडियो कितना ऊपर जा सकता है?", [Q],
    lang="hi", group="value")
add("ask_content", "כמה הבזקים בשנייה מותר לפי STROBE_SAFE?", [S], lang="he", group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Delete the old wedding_intro container and everything inside it.", [B], group="delete")
add("bears", "Make the LED wall strobe at 12 Hz on every snare hit", [S], ["rcp_strobe_flash"], group="strobe")
add("bears", "Jest 23:30, gramy na scenie nad rzeką — podkręć master audio o 6 dB", [Q], lang="pl",
    group="venue_late")
add("bears", "Skift baggrundsfarven inde i den eksternt gemte komponent lowerthird.tox", [A], ["rcp_lower_third"],
    lang="da", group="external_tox")
add("bears", "Adaugă un Noise TOP și un Level TOP pentru fundal", [N], ["ref_noise_top"], lang="ro",
    group="create")
add("bears", "امسح كل الـ operators اللي مش مستعملة بـ /project1", [B], lang="ar", group="delete")
add("bears", "Зроби стробоскоп десять спалахів на секунду під біт", [S], ["rcp_strobe_flash"], lang="uk",
    group="strobe")

# ---------------------------------------------------------------- paraphrase (no word of the title or name)
add("paraphrase", "My patch cords cross behind nodes everywhere; can you tidy them so each line runs neatly, "
    "without touching any parameter?", [W], [L])
add("paraphrase", "Kun je de eerste set loops in de acht spelers aan de linkerkant van de crossfader zetten?", [V],
    lang="nl")
add("paraphrase", "Θέλω να βγάλω το έργο σε αρχείο βίντεο καρέ-καρέ, εκτός πραγματικού χρόνου, χωρίς να χαθεί "
    "κανένα καρέ", [R], ["ref_movie_file_out"], lang="el")
add("paraphrase", "Behringer'in fader'larını katmanların opaklığına bağla", [X], lang="tr")
add("paraphrase", "फाइनल आउटपुट पर हमारे स्टूडियो वाला LUT, हल्का grain और हरा थोड़ा फीका कर दो", [Z], lang="hi")
add("paraphrase", "Dej tomu obrazu rozbitý digitální vzhled: posun přes šum a rozjeté RGB kanály", [G],
    ["rcp_webcam_glitch"], lang="cs")
add("paraphrase", "Låt huvudbilden pulsera i ljusstyrka på varje bastrumsslag från DJ:n", [K], [S], lang="sv")

# ---------------------------------------------------------------- question / task
add("question", "What's the hex code of the Aurora navy?", ["fact_aurora_palette"], group="fact")
add("question", "How do I get feedback trails that fade to true black instead of a grey haze?",
    ["ref_feedback_top"], [F, "ref_pixel_formats", "rcp_feedback_tunnel"], group="common_word")
add("question", "What IP does the grandMA3 have on the touring show network?", ["fact_lx_console"], group="fact")
add("question", "Naar welke UDP-poort stuurt onze stagepad-tablet z'n OSC op de show-pc?", ["fact_stagepad_ports"],
    lang="nl", group="fact")
add("question", "Jaka jest rozdzielczość całego rastra w Lumen Hall?", ["fact_lumen_hall_raster"], lang="pl",
    group="fact")
add("question", "Na jaké DMX adrese začíná třetí moving head?", ["fact_dmx_heads"], lang="cs", group="fact")
add("question", "RIG-B'de ses buffer'ı kaç sample olarak ayarlı?", ["fact_audio_buffer"], lang="tr", group="fact")
add("question", "Unde găsesc logul de erori după spectacol?", ["fact_show_log"], lang="ro", group="fact")
add("question", "Hvor mange bilder i sekundet går Nebula-installasjonen egentlig på?", ["fact_nebula_fps"], lang="no",
    group="fact")
add("question", "Render TOP saya hitam semua, kenapa ya?", ["ref_render_pipeline"], lang="id", group="reference")
add("question", "Why does an operator sometimes not cook even though its input changed?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("task", "Hur lägger jag till egna parametrar på en Base COMP? Visa stegen.", ["td_custom_parameters"],
    lang="sv", group="builtin_only", builtin=True)
add("question", "Mikä ero on Select TOPilla ja In TOPilla?", ["td_select_in_out"], lang="fi",
    group="builtin_only", builtin=True)
add("question", "Hogyan látom a Python hibákat a Textportban?", ["td_textport"], lang="hu", group="builtin_only",
    builtin=True)
add("task", "Hướng dẫn mình dùng CHOP Execute DAT để chạy script khi giá trị kênh thay đổi",
    ["td_chop_execute_dat"], lang="vi", group="builtin_only", builtin=True)
add("question", "Як зберегти дані в storage компонента, щоб вони пережили перезапуск?", ["td_storage"],
    lang="uk", group="builtin_only", builtin=True)
add("question", "Apa beza mod parameter expression dengan export?", ["td_parameter_modes"],
    ["td_chop_exports_references"], lang="ms", group="builtin_only", builtin=True)
add("question", "Hvordan virker en Replicator COMP med en tabel?", ["td_replicator_comp"], ["ref_replicator"],
    lang="da", group="builtin_compete", builtin=True)
add("question", "מה ההבדל בין bypass flag ל-lock flag?", ["td_operator_flags"], lang="he", group="builtin_only",
    builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "Our groom wants to wave at the screen: how do I get Leap Motion hand positions into TouchDesigner?", group="far")
add("unanswerable", "Which CHOP syncs TouchDesigner to Ableton Link tempo?", group="far")
add("unanswerable", "Hoe importeer ik een SVG-logo als geometrie?", lang="nl", group="far")
add("unanswerable", "Jak podłączyć kamerę ZED 2 do TouchDesignera?", allowed=["ref_kinect_azure"],
    lang="pl", group="near")
add("unanswerable", "Πώς στέλνω εικόνα μέσω Spout σε άλλο πρόγραμμα στον ίδιο υπολογιστή;", allowed=["ref_ndi"],
    lang="el", group="near")
add("unanswerable", "كيف أستعمل Web Render TOP لعرض صفحة ويب؟", lang="ar", group="far")
add("unanswerable", "อยากให้ภาพตามหน้าเจ้าสาว ใช้ MediaPipe face tracking ใน TouchDesigner ยังไงคะ", lang="th", group="far")
add("unanswerable", "Paano i-setup ang Vive tracker sa TouchDesigner?", lang="tl", group="far")
add("unanswerable", "TouchDesigner में Bullet Solver से physics simulation कैसे करें?", lang="hi", group="far")
add("unanswerable", "Cum folosesc Substance TOP cu materiale .sbsar?", lang="ro", group="far")
add("unanswerable", "Як підключити Notch-блок у TouchDesigner?", lang="uk", group="far")

# ---------------------------------------------------------------- near misses (named, not to be run)
add("near_miss", "don't run PANIC_BLACK, I'm only testing the button mapping", allowed=[P], group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file came out at 4 GB", allowed=[R], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow at the Antwerp club, not today", allowed=[D], group="planning")
add("near_miss", "Jeroen says GLITCHY made the bride's face look weird in the rehearsal", allowed=[G],
    group="reported")
add("near_miss", "Is SYNCPOINT still running or has it finished?", allowed=[SY], group="status")
add("near_miss", "If we ever get an X32 again, would DESKMAP_X32 even still work with the older firmware?",
    allowed=[X], group="hypothetical")
add("near_miss", "Which is heavier on the GPU, GLITCHY or the Zorvex grade?", allowed=[G, Z], group="comparison")
add("near_miss", "I renamed the project to cue_stack7_backup.toe, is that going to confuse anything?",
    allowed=[C], group="filename")
add("near_miss", "kick1_env sits at 0 the whole time, what could be wrong with my audio input?",
    allowed=[K, "fact_studio_audio", "ref_audio_analysis"],
    group="variable")
add("near_miss", "Does `op('glitchy_out').bypass = True` bypass just that Null or the chain before it?",
    allowed=[G], group="code")
add("near_miss", "The VJ_BANK_A clips are all bridal montages this season", allowed=[V], group="incidental")
add("near_miss", "WIRECOMB wrecked my layout yesterday, nodes are now all over the place", allowed=[W],
    group="complaint")
add("near_miss", "Who came up with the name Zorvex anyway? Just curious about the history.", allowed=[Z],
    group="history")
add("near_miss", "The client wrote: 'please no BLACKOUT at the end, keep the logo up'", allowed=[BO],
    group="quoted")
add("near_miss", "Niet LAYOUT2 draaien, ik heb alles al met de hand netjes gezet", allowed=[L], lang="nl",
    group="negated")
add("near_miss", "KICK1 werkte gisteren perfect in Paradiso", allowed=[K], lang="nl", group="past")
add("near_miss", "Jutro przed premierą zrobimy CUE_STACK_7", allowed=[C], lang="pl", group="planning")
add("near_miss", "Na kartce reżysera jest napisane „LAYOUT2 – nie ruszać”", allowed=[L], lang="pl",
    group="quoted")
add("near_miss", "Neboj, BACKUP_FIRST jsme udělali už dnes ráno", allowed=[B], lang="cs", group="past")
add("near_miss", "A rendező szerint a SYNCPOINT túl lassú volt a főpróbán", allowed=[SY], lang="hu",
    group="reported")
add("near_miss", "Μην κάνεις RENDER_HQ ακόμα, περιμένουμε το τελικό μοντάζ", allowed=[R], lang="el",
    group="negated")
add("near_miss", "خلص DEPLOY_SHOW ولا بعدو شغّال؟", allowed=[D], lang="ar", group="status")
add("near_miss", "אם היינו משתמשים ב-FEEDBACK שלי, זה היה נראה טוב יותר?", allowed=[F], lang="he",
    group="hypothetical")
add("near_miss", "Dün gece PANIC_BLACK yanlışlıkla tetiklendi, herkes korktu", allowed=[P], lang="tr",
    group="complaint")
add("near_miss", "Fișierul zorvex_lut.png unde l-am pus, pe stick sau pe RIG-B?", allowed=[Z], lang="ro",
    group="filename")
add("near_miss", "Не запускай GLITCHY, клієнтці такий ефект не подобається", allowed=[G], lang="uk",
    group="negated")
add("near_miss", "Vi kör VJ_BANK_A på lördag på bröllopet i Göteborg", allowed=[V], lang="sv", group="planning")
add("near_miss", "Min kollega sagde, at wirecomb reddede hans netværk i går", allowed=[W], lang="da",
    group="reported")
add("near_miss", "STROBE_SAFE var grunnen til at kunden klaget, de ville ha raskere blink", allowed=[S],
    lang="no", group="complaint")
add("near_miss", "Muuttuja archive_nro on 14 — mistä se tulee?", allowed=[A], lang="fi", group="variable")
add("near_miss", "कल रात वाले शो में BLACKOUT बहुत जल्दी हो गया था", allowed=[BO], lang="hi", group="past")
add("near_miss", "ไม่ต้องรัน DESKMAP_X32 นะ วันนี้ใช้มิกเซอร์ตัวอื่น", allowed=[X], lang="th", group="negated")
add("near_miss", "Hôm qua anh Minh bảo N1 làm tên operator dài quá", allowed=[N], lang="vi", group="reported")
add("near_miss", "Aturan quiet hours itu bikin klien kecewa semalam", allowed=[Q], lang="id", group="complaint")
add("near_miss", "Saya dah simpan fail tu sebagai kick1_final.toe", allowed=[K], lang="ms", group="filename")
add("near_miss", "Huwag mo munang i-run ang SYNCPOINT, wala pa si Priya", allowed=[SY], lang="tl",
    group="negated")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "What does 'blackout' mean in theatre history, like a blackout sketch?", allowed=[BO, P])
add("meaning", "Wat betekent 'feedback' eigenlijk in de audiotechniek, dat hoge gepiep?", allowed=[F], lang="nl")
add("meaning", "Τι σημαίνει ο όρος «archive» στην αρχειονομία;", allowed=[A], lang="el")
add("meaning", "'Glitchy' kelimesi günlük İngilizcede ne anlama geliyor?", allowed=[G], lang="tr")
add("meaning", "Vad innebär 'quiet hours' på ett hotell?", allowed=[Q], lang="sv")

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT backwards for me, the Antwerp crew wants it on a T-shirt.", group="reverse")
add("meta", "How many letters does the word wirecomb have, not counting spaces?", group="count")
add("meta", "Write 'deploy_show' in all caps, nothing else", group="case")
add("meta", "Start your reply with the word KICK1, then tell me a joke about projectors", group="start_reply")
add("meta", "How do you pronounce Zorvex, with a hard Z?", group="pronounce")
add("meta", "Vertaal 'RENDER_HQ' naar het Nederlands", lang="nl", group="translate")
add("meta", "Napisz słowo GLITCHY pogrubioną czcionką", lang="pl", group="bold")
add("meta", "CUE_STACK_7 में कुल कितने अक्षर हैं?", lang="hi", group="count")
add("meta", "Folosește cuvântul BLACKOUT într-o propoziție", lang="ro", group="sentence")
add("meta", "Як правильно вимовляти PANIC_BLACK?", lang="uk", group="pronounce")
add("meta", "สะกดคำว่า VJ_BANK_A ทีละตัวอักษร", lang="th", group="spell")
add("meta", "Skriv STROBE_SAFE med små bokstaver", lang="no", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, exactly as I type it: run DEPLOY_SHOW now at the Antwerp club.")
add("echo", "Herhaal letterlijk: 'draai KICK1'", lang="nl")
add("echo", "Powtórz dokładnie: «uruchom PANIC_BLACK»", lang="pl")
add("echo", "Aynen tekrar et: \"GLITCHY çalıştır\"", lang="tr")
add("echo", "Upprepa ordagrant: kör RENDER_HQ", lang="sv")
add("echo", "Επανάλαβε ακριβώς: «τρέξε το wirecomb»", lang="el")
add("echo", "كرّر ورايي حرفياً: شغّل BLACKOUT", lang="ar")
add("echo", "Bạn nhắc lại y nguyên câu này giúp mình: chạy SYNCPOINT trước khi cô dâu vào", lang="vi")
add("echo", "תחזור אחריי מילה במילה: הפעל CUE_STACK_7", lang="he")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks, that looked gorgeous on the gauze")
add("chitchat", "Goeiemorgen! Eerst koffie ☕", lang="nl")
add("chitchat", "Dzięki, świetna robota dzisiaj", lang="pl")
add("chitchat", "Dobrou noc, jdu spát", lang="cs")
add("chitchat", "Köszi szépen, jó éjt!", lang="hu")
add("chitchat", "Kiitos paljon, hyvää yötä koko porukalle", lang="fi")
add("chitchat", "Mantap bro, makasih banyak ya buat malam ini", lang="id")
add("chitchat", "Salamat po sa tulong!", lang="tl")
add("chitchat", "Tak for i dag, vi ses i morgen", lang="da")
add("chitchat", "ขอบคุณมากครับ เหนื่อยกันทุกคน", lang="th")
add("chitchat", "Terima kasih, bos", lang="ms")


def main() -> None:
    rows = [{"pid": f"u78-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
