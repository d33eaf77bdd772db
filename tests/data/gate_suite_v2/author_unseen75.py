"""Hand-written source of prompts_unseen75.jsonl: a blind suite by an independent evaluator (gateeval75).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen75.jsonl byte for byte.

Personas (they live here only):
- FEST: a Budapest and Bucharest projection-mapping festival crew (hu, ro), with Polish, Czech, Ukrainian, Greek
  and Dutch guest mappers (pl, cs, uk, el, nl) and an English-speaking tech director.
- MUSEUM: a Stockholm / Oslo / Copenhagen / Helsinki museum-installation team (sv, no, da, fi, en).
- LAUNCH: a Dubai / Cairo / Jerusalem corporate-launch events company (ar, he, en) with Istanbul, Delhi and
  Bangkok freelancers (tr, hi, th).
- CLUB: a Kuala Lumpur / Jakarta / Manila / Ho Chi Minh City nightclub VJ collective (ms, id, tl, vi, en).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen75.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


PB = "ins_panic_black"  # a stub is fine wherever "blackout" is said (its text reacts to the word)

# ---------------------------------------------------------------- invoke: English (FEST tech director, LAUNCH, CLUB)
add("invoke", "KICK1, main out, go", ["ins_kick1"], group="terse")
add("invoke", "GLITCHY", ["ins_glitchy"], group="bare")
add("invoke", "run layout2 on /project1/fx please, the bridge mapping network is spaghetti", ["ins_layout2"],
    group="lowercase")
add("invoke", "Festival night in Budapest, projectors warming up on the bridge. Before anything else: STROBE_SAFE "
    "applies to every flash we build tonight, so apply it to the beat cuts in /project1/fx.", ["ins_strobe_safe"],
    allowed=["rcp_strobe_flash"], group="rule")
add("invoke", "B A C K U P _ F I R S T, then delete the old intro_noise chain", ["ins_backup_first"], group="spaces")
add("invoke", "/run DEPLOY_SHOW rig-b", ["ins_deploy_show"], group="slash_command")
add("invoke", "hey can you load vj bank a into the decks, doors open in ten", ["ins_vj_bank_a"],
    allowed=["web_moviein_preload"], group="title_words")
add("invoke", "PANIC_BLACK NOW!!! 🔥🔥", ["ins_panic_black"], group="emoji")
add("invoke", "run the GLICHY macro on the selected TOP", ["ins_glitchy"], group="typo")
add("invoke", "[12:04:51] OSC In CHOP: no messages received on port 10023\n[12:04:52] /project1/mixer: fader01 "
    "not found\nok the X32 is finally on the network, do DESKMAP_X32", ["ins_deskmap_x32"],
    allowed=["ref_osc_in_chop"], group="log_paste")
add("invoke", "Could you kindly do a RENDER_HQ of the launch loop for the Dubai client? They want the file tonight.",
    ["ins_render_hq"], allowed=["ref_movie_file_out"], group="polite")
add("invoke", "Build me three noise layers for the lobby wall and follow naming rule N1 for all of them.",
    ["ins_naming_n1"], allowed=["ref_noise_top"], group="rule")
add("invoke", "club trails time — do my FEEDBACK setup on the main comp", ["ins_feedback_pref"],
    allowed=["ref_feedback_top"], group="common_word")
add("invoke", "that's the last track, end-of-set blackout please", ["ins_blackout"], allowed=[PB],
    group="title_words")
add("invoke", "wirecomb the lobby network, it looks like a bowl of noodles", ["ins_wirecomb"], group="name_as_verb")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/scene3, I want the columns left as they are",
    ["ins_wirecomb"], allowed=["ins_layout2"], group="correction")
add("invoke", "it's 22:35 at the riverside venue and the DJ wants the master higher, so apply the quiet hours rule "
    "to the audio out", ["ins_quiet_hours"], group="conditional")
add("invoke", "Mateo signed off on the sheet. Go ahead with CUE_STACK_7 for Tidewater.", ["ins_cue_stack7"],
    allowed=["fact_dance_piece"], group="consent")
add("invoke", "At 18:55, before the house opens, run SYNCPOINT against the grandMA.", ["ins_syncpoint"],
    allowed=["fact_lx_console"], group="timed")
add("invoke", "I'm about to tweak bloom.tox (it's saved externally) — apply the ARCHIVE rule first.",
    ["ins_archive_rule"], group="rule")
add("invoke", "Zorvex look on the final comp, then RENDER_HQ the whole reveal", ["ins_zorvex_grade", "ins_render_hq"],
    group="multi")
add("invoke", "Checklist for tonight's club set:\n- [ ] VJ_BANK_A\n- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\nwork through "
    "it top to bottom please", ["ins_vj_bank_a", "ins_deskmap_x32", "ins_syncpoint"], group="multi")
add("invoke", "hey copilot run kick one on the main output full stop then tell me when it's done",
    ["ins_kick1"], group="voice")
add("invoke", "mixer's patched, cables taped, projectors warm, go: DEPLOY_SHOW", ["ins_deploy_show"],
    group="trailing")
add("invoke", "1. BACKUP_FIRST\n2. delete the unused text DATs in /project1/old\n3. wirecomb whatever is left",
    ["ins_backup_first", "ins_wirecomb"], group="multi")

# ---------------------------------------------------------------- invoke: other languages
# nl (FEST guest mapper)
add("invoke", "Voer KICK1 uit op de hoofduitgang, graag.", ["ins_kick1"], lang="nl", group="polite")
add("invoke", "Eerst BACKUP_FIRST en daarna noise1 en noise2 weggooien.", ["ins_backup_first"], lang="nl",
    group="rule")
add("invoke", "kun je GLITCHY op de geselecteerde TOP zetten?", ["ins_glitchy"], lang="nl", group="lowercase")
# pl
add("invoke", "Odpal DEPLOY_SHOW, za pół godziny wpuszczamy ludzi.", ["ins_deploy_show"], lang="pl",
    group="imperative")
add("invoke", "Proszę zastosuj regułę N1 przy tworzeniu nowych operatorów w /project1/mapping.", ["ins_naming_n1"],
    lang="pl", group="rule")
add("invoke", "nie, czekaj, nie LAYOUT2 — zrób wirecomb na tej sieci", ["ins_wirecomb"], allowed=["ins_layout2"],
    lang="pl", group="correction")
# tr (LAUNCH Istanbul freelancer)
add("invoke", "DESKMAP_X32'yi çalıştır, X32 masası bağlandı.", ["ins_deskmap_x32"], lang="tr", group="name_first")
add("invoke", "Lütfen Zorvex görünümünü son kompozitin arkasına ekle.", ["ins_zorvex_grade"], lang="tr",
    group="title_words")
add("invoke", "panic_black hemen, sahne yanıyor!", ["ins_panic_black"], lang="tr", group="emergency")
# sv (MUSEUM)
add("invoke", "Kör LAYOUT2 och sedan wirecomb på /project1/rum3 innan museet öppnar.",
    ["ins_layout2", "ins_wirecomb"], lang="sv", group="multi")
add("invoke", "Ladda VJ_BANK_A i deckarna, tack.", ["ins_vj_bank_a"], lang="sv", group="polite")
add("invoke", "Klockan är 22.20 vid riverside-scenen, så kör quiet hours-regeln på masterljudet nu.",
    ["ins_quiet_hours"], lang="sv", group="conditional")
# da
add("invoke", "Lav BLACKOUT, sættet er slut.", ["ins_blackout"], allowed=[PB], lang="da", group="end_set")
add("invoke", "Kør RENDER_HQ på udstillingsloopet i aften.", ["ins_render_hq"], lang="da", group="imperative")
add("invoke", "CUE_STACK_7 tak", ["ins_cue_stack7"], lang="da", group="terse")
# no
add("invoke", "Kjør SYNCPOINT mot lyskonsollen før publikum kommer inn.", ["ins_syncpoint"], lang="no",
    group="imperative")
add("invoke", "Bruk STROBE_SAFE på blinkeffekten i sal 2.", ["ins_strobe_safe"], lang="no", group="rule")
add("invoke", "Følg ARCHIVE-regelen før du endrer den eksterne vitrine.tox.", ["ins_archive_rule"], lang="no",
    group="rule")
# fi
add("invoke", "Aja KICK1 ja STROBE_SAFE samalla pääulostuloon.", ["ins_kick1", "ins_strobe_safe"], lang="fi",
    group="multi")
add("invoke", "Tee LAYOUT2 tälle verkolle, kiitos.", ["ins_layout2"], lang="fi", group="polite")
add("invoke", "Käynnistä DEPLOY_SHOW, näyttely aukeaa klo 10.", ["ins_deploy_show"], lang="fi", group="imperative")
# cs
add("invoke", "Spusť GLITCHY na vybraný TOP.", ["ins_glitchy"], lang="cs", group="imperative")
add("invoke", "Postav mi trails pro klubový set po mém, podle mého FEEDBACK nastavení.", ["ins_feedback_pref"],
    allowed=["ref_feedback_top"], lang="cs", group="common_word")
add("invoke", "nejdřív BACKUP_FIRST, pak smaž starý intro řetězec", ["ins_backup_first"], lang="cs",
    group="lowercase")
# hu (FEST Budapest)
add("invoke", "Zorvex grade a végső kompozitra, légyszi.", ["ins_zorvex_grade"], lang="hu", group="polite")
add("invoke", "KICK1 és utána GLITCHY a hídvetítésre", ["ins_kick1", "ins_glitchy"], lang="hu", group="multi")
# ro (FEST Bucharest)
add("invoke", "Rulează PANIC_BLACK imediat!", ["ins_panic_black"], lang="ro", group="emergency")
add("invoke", "Te rog aplică regula N1 pentru toți operatorii noi din mapping.", ["ins_naming_n1"], lang="ro",
    group="rule")
add("invoke", "fă wirecomb pe rețeaua asta, e un haos", ["ins_wirecomb"], lang="ro", group="name_as_verb")
# el
add("invoke", "Τρέξε το VJ_BANK_A στα decks.", ["ins_vj_bank_a"], lang="el", group="imperative")
add("invoke", "Κάνε BLACKOUT τώρα, τελείωσε το σετ μας.", ["ins_blackout"], allowed=[PB], lang="el", group="end_set")
add("invoke", "Εφάρμοσε τον κανόνα STROBE_SAFE στο φλας του beat.", ["ins_strobe_safe"], lang="el", group="rule")
# uk
add("invoke", "Запусти RENDER_HQ для фінального ролика.", ["ins_render_hq"], lang="uk", group="imperative")
add("invoke", "Зроби CUE_STACK_7, будь ласка.", ["ins_cue_stack7"], lang="uk", group="polite")
add("invoke", "Застосуй правило ARCHIVE перед тим, як редагувати зовнішній logo.tox.", ["ins_archive_rule"],
    lang="uk", group="rule")
# he (LAUNCH Jerusalem)
add("invoke", "תריץ SYNCPOINT מול הקונסולה לפני ההשקה.", ["ins_syncpoint"], lang="he", group="imperative")
add("invoke", "תפעיל את DESKMAP_X32 בבקשה", ["ins_deskmap_x32"], lang="he", group="polite")
add("invoke", "PANIC_BLACK עכשיו, מהר!!", ["ins_panic_black"], lang="he", group="emergency")
# ar (LAUNCH Dubai / Cairo)
add("invoke", "شغّل SYNCPOINT ثم DEPLOY_SHOW، الإطلاق بعد ساعة.", ["ins_syncpoint", "ins_deploy_show"], lang="ar",
    group="multi")
add("invoke", "نفّذ Zorvex grade على الكومبوزيت النهائي", ["ins_zorvex_grade"], lang="ar", group="title_words")
# hi (LAUNCH Delhi freelancer)
add("invoke", "KICK1 चला दो main output पर", ["ins_kick1"], lang="hi", group="name_first")
add("invoke", "कृपया LAYOUT2 चलाइए, नेटवर्क बहुत बिखरा है।", ["ins_layout2"], lang="hi", group="polite")
add("invoke", "FEEDBACK वाली मेरी club trails सेटिंग अभी बना दो", ["ins_feedback_pref"], lang="hi",
    group="common_word")
# th (LAUNCH Bangkok freelancer)
add("invoke", "รัน GLITCHY บน TOP ที่เลือกอยู่ให้หน่อยครับ", ["ins_glitchy"], lang="th", group="imperative")
add("invoke", "ช่วยทำ BLACKOUT หน่อยครับ จบเซ็ตแล้ว", ["ins_blackout"], allowed=[PB], lang="th", group="end_set")
add("invoke", "RENDER_HQ ให้หน่อยครับ ลูกค้าต้องการไฟล์คืนนี้", ["ins_render_hq"], lang="th", group="name_first")
# vi (CLUB Ho Chi Minh City)
add("invoke", "Chạy VJ_BANK_A cho các deck đi.", ["ins_vj_bank_a"], lang="vi", group="imperative")
add("invoke", "wirecomb cái network này giúp mình", ["ins_wirecomb"], lang="vi", group="name_as_verb")
add("invoke", "Làm BACKUP_FIRST rồi xoá mấy node noise cũ.", ["ins_backup_first"], lang="vi", group="rule")
# id (CLUB Jakarta)
add("invoke", "Tolong jalankan CUE_STACK_7 sekarang.", ["ins_cue_stack7"], lang="id", group="polite")
add("invoke", "PANIC_BLACK!!! layar kebakar 😱", ["ins_panic_black"], lang="id", group="emoji")
add("invoke", "Terapkan aturan STROBE_SAFE ke strobo di /project1/drop sekarang.", ["ins_strobe_safe"], lang="id",
    group="rule")
# ms (CLUB Kuala Lumpur)
add("invoke", "Jalankan SYNCPOINT dengan konsol lampu sebelum pintu dibuka.", ["ins_syncpoint"], lang="ms",
    group="imperative")
add("invoke", "Tolong buat KICK1 kat output utama.", ["ins_kick1"], lang="ms", group="polite")
add("invoke", "Sekarang pukul 22:45 di venue tepi sungai, jadi guna peraturan quiet hours pada audio.",
    ["ins_quiet_hours"], lang="ms", group="conditional")
# tl (CLUB Manila)
add("invoke", "Paki-run ang DESKMAP_X32, naka-connect na yung X32.", ["ins_deskmap_x32"], lang="tl", group="polite")
add("invoke", "I-load mo na yung VJ_BANK_A sa decks, bilis!", ["ins_vj_bank_a"], lang="tl", group="imperative")
add("invoke", "Gawin mo yung wirecomb sa network na 'to pls", ["ins_wirecomb"], lang="tl", group="name_as_verb")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port is the OSC In set to in DESKMAP_X32, and how often does it send /xremote?",
    ["ins_deskmap_x32"], group="port")
add("ask_content", "What are the seven steps of DEPLOY_SHOW, in order?", ["ins_deploy_show"], group="order")
add("ask_content", "What does STROBE_SAFE say to do when a strobe has to follow the tempo?", ["ins_strobe_safe"], group="content")
add("ask_content", "Vad gör LAYOUT2 med Null-operatorerna?", ["ins_layout2"], lang="sv", group="content")
add("ask_content", "Jaki kodek i rozdzielczość ustawia RENDER_HQ?", ["ins_render_hq"], lang="pl", group="value")
add("ask_content", "SYNCPOINT hangi IP adresine ve hangi porta ping gönderiyor?", ["ins_syncpoint"], lang="tr",
    group="port")
add("ask_content", "מה בדיוק עושה PANIC_BLACK ואיך מחזירים את המצב אחר כך?", ["ins_panic_black"], lang="he",
    group="content")
add("ask_content", "Milyen frekvencián vág a KICK1 low-pass szűrője?", ["ins_kick1"], lang="hu", group="value")
add("ask_content", "Quy tắc N1 đặt tên operator theo mẫu nào?", ["ins_naming_n1"], lang="vi", group="content")
add("ask_content", "ماذا تقول قاعدة BACKUP_FIRST عن مكان حفظ النسخة الاحتياطية؟", ["ins_backup_first"], lang="ar",
    group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Delete noise1 and level3 from /project1/bg, they're unused.", ["ins_backup_first"], group="delete")
add("bears", "Make the white flash strobe at 12 Hz on every beat for the launch reveal.", ["ins_strobe_safe"],
    allowed=["rcp_strobe_flash"], group="strobe")
add("bears", "E 23:30 la locația de lângă râu, DJ-ul vrea volumul master mai tare, dă-l la maxim.",
    ["ins_quiet_hours"], lang="ro", group="venue_late")
add("bears", "Åbn den eksternt gemte vitrine.tox og skift blur-størrelsen til 4.", ["ins_archive_rule"], lang="da",
    group="external_tox")
add("bears", "Hapus semua operator yang nggak kepake di /project1/old, gas aja.", ["ins_backup_first"], lang="id",
    group="delete")
add("bears", "สร้าง Noise TOP ใหม่สามตัวสำหรับพื้นหลังให้หน่อย", ["ins_naming_n1"], allowed=["ref_noise_top"],
    lang="th", group="create")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "Make the picture pump with the bass drum on the main output.", ["ins_kick1"],
    allowed=["ref_audio_analysis", "ins_strobe_safe"], group="paraphrase")
add("paraphrase", "Hook the Behringer console's channel sliders into TD so they drive the layer opacities.",
    ["ins_deskmap_x32"], allowed=["ref_osc_in_chop"], group="paraphrase")
add("paraphrase", "Gi sluttbildet studioets signaturtone med LUT og litt korn.", ["ins_zorvex_grade"], lang="no",
    group="paraphrase")
add("paraphrase", "Στήσε τις δώδεκα αλλαγές σκηνής της χορογραφίας του Mateo από το csv του, με Timer CHOP.",
    ["ins_cue_stack7"], allowed=["ref_timer_chop", "fact_dance_piece"], lang="el", group="paraphrase")
add("paraphrase", "Kemaskan patch ni: input kat kiri sekali, pemprosesan ke kanan ikut aliran isyarat, semua Null "
    "paling kanan sebelum output, tanpa ubah sambungan.", ["ins_layout2"], allowed=["ins_wirecomb"], lang="ms",
    group="paraphrase")
add("paraphrase", "पहले फ़ोल्डर के आठ वीडियो बाएँ तरफ़ के आठ प्लेयर्स में डालो, preload करो और crossfader पूरा बाएँ "
    "कर दो", ["ins_vj_bank_a"], allowed=["web_moviein_preload"], lang="hi", group="paraphrase")

# ---------------------------------------------------------------- question / task (facts, references, built-ins)
add("question", "What's the full pixel size of the Lumen Hall output raster across the three projectors?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Which Art-Net universe are our six moving heads patched on, and from which address?", ["fact_dmx_heads"], group="fact")
add("question", "What are the Aurora launch brand colours again? The Dubai client is asking.",
    ["fact_aurora_palette"], group="fact")
add("question", "How do I use feedback to get long smeary trails on the logo?", ["ref_feedback_top"],
    allowed=["ins_feedback_pref", "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("task", "Set up an NDI Out TOP so the lobby screen PC can pick up our main output.", ["ref_ndi"],
    group="reference")
add("question", "Mikä on Nebula-installaation ruudunpäivitysnopeus?", ["fact_nebula_fps"], lang="fi", group="fact")
add("question", "Var ligger showmedia på galleridatorn?", ["fact_media_drive"], lang="sv", group="fact")
add("question", "Anong port ang gamit ng stagepad tablet para magpadala ng OSC?", ["fact_stagepad_ports"],
    lang="tl", group="fact")
add("question", "ما هو عنوان IP الخاص بطاولة الإضاءة؟", ["fact_lx_console"], allowed=["ins_syncpoint"], lang="ar",
    group="fact")
add("question", "Jak nastavím pixel format, aby feedback smyčka mizela až do černé?", ["ref_pixel_formats"],
    allowed=["ref_feedback_top", "ins_feedback_pref", "rcp_feedback_tunnel"], lang="cs", group="common_word")
add("question", "Який audio buffer стоїть на RIG-B?", ["fact_audio_buffer"], allowed=["fact_rig_b"], lang="uk",
    group="fact")
add("question", "What's the difference between a CHOP export and a reference expression?",
    ["td_chop_exports_references"], allowed=["ref_null_exports", "td_parameter_modes"], group="builtin_compete",
    builtin=True)
add("question", "Where can I keep a Python dictionary on a COMP so it's still there next frame?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "My Render TOP is completely black, what should I check?", ["td_render_pipeline"],
    allowed=["ref_render_pipeline"], group="builtin_compete", builtin=True)
add("question", "What makes an operator cook, and why do some never cook at all?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("question", "Hoe gebruik ik een Replicator COMP om een knop per tabelrij te maken?", ["td_replicator_comp"],
    allowed=["ref_replicator", "td_panel_ui_components"], lang="nl", group="builtin_compete", builtin=True)
add("question", "Jak działa Textport i jak wypisać tam wartość z Pythona?", ["td_textport"], lang="pl",
    group="builtin_only", builtin=True)
add("question", "Perform modunda çıkış penceresini ikinci monitörde nasıl açarım?", ["td_perform_mode_windows"],
    allowed=["ref_perform_window", "fact_win_main"], lang="tr", group="builtin_compete", builtin=True)
add("question", "איך מעבירים uniform ל-GLSL TOP?", ["td_glsl_top_basics"], allowed=["ref_glsl_uniforms"], lang="he",
    group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable (plausible, not in the corpus)
add("unanswerable", "How do I get a ZED 2i depth camera working in TouchDesigner?", group="near")
add("unanswerable", "Can TouchDesigner follow Ableton Link tempo directly?", group="far")
add("unanswerable", "Is there a shortcut to collapse every parameter page at once?", group="far")
add("unanswerable", "Hoe importeer ik een FBX met animatie in TouchDesigner?", lang="nl", group="far")
add("unanswerable", "Cum fac chroma key pe un fundal verde în TouchDesigner?", lang="ro", group="far")
add("unanswerable", "Πώς συνδέω ένα Leap Motion στο TouchDesigner;", lang="el", group="far")
add("unanswerable", "TouchDesigner से Spout के ज़रिए Resolume तक वीडियो कैसे भेजूँ?", lang="hi", group="near")
add("unanswerable", "Làm sao để dùng MediaPipe nhận diện tay trong TouchDesigner?", lang="vi", group="far")
add("unanswerable", "Macam mana nak hantar teks ke skrin LED Novastar dari TouchDesigner?", lang="ms", group="near")
add("unanswerable", "Hvordan viser jeg en hjemmeside inde i TouchDesigner med Web Render TOP?", lang="da",
    group="far")
add("unanswerable", "จะใช้ Stable Diffusion สร้างภาพแบบเรียลไทม์ใน TouchDesigner ยังไง", lang="th", group="far")

# ---------------------------------------------------------------- near_miss (named, not asked to run)
add("near_miss", "Don't run PANIC_BLACK, I only want to know whether the keynote stage is still lit.",
    allowed=["ins_panic_black"], group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file came out at 4 GB.", allowed=["ins_render_hq"],
    group="past")
add("near_miss", "We'll do SYNCPOINT tomorrow at tech rehearsal, not today.", allowed=["ins_syncpoint"],
    group="planning")
add("near_miss", "Our Cairo producer keeps telling everyone KICK1 is her favourite thing we've built.",
    allowed=["ins_kick1"], group="reported")
add("near_miss", "Did anyone already run DEPLOY_SHOW on RIG-A today?", allowed=["ins_deploy_show"],
    group="status")
add("near_miss", "If we ever had to use PANIC_BLACK during the CEO's speech, the client would never hire us again.",
    allowed=["ins_panic_black"], group="hypothetical")
add("near_miss", "wirecomb vs LAYOUT2 — which one does the team actually reach for more often?",
    allowed=["ins_wirecomb", "ins_layout2"], group="comparison")
add("near_miss", "I named the save file glitchy_v3_final.toe, is that a dumb name?", allowed=["ins_glitchy"],
    group="filename")
add("near_miss", "In my script `zorvex_enabled = False` sits at the top; leave it alone for now.",
    allowed=["ins_zorvex_grade"], group="variable")
add("near_miss", "DESKMAP_X32 broke my network last week, every fader channel got renamed.",
    allowed=["ins_deskmap_x32"], group="complaint")
add("near_miss", "Fun fact: we called it CUE_STACK_7 because the first six versions died in rehearsal.",
    allowed=["ins_cue_stack7"], group="history")
add("near_miss", 'The crew T-shirt says "PANIC_BLACK or go home" lol', allowed=["ins_panic_black"], group="quoted")
add("near_miss", "Niet BLACKOUT doen, het publiek is nog binnen.", allowed=["ins_blackout", PB], lang="nl",
    group="negated")
add("near_miss", "Jutro zrobimy RENDER_HQ, dziś tylko próba.", allowed=["ins_render_hq"], lang="pl",
    group="planning")
add("near_miss", "GLITCHY'yi çalıştırma, müşteri temiz görüntü istiyor.", allowed=["ins_glitchy"], lang="tr",
    group="negated")
add("near_miss", "Vi kör DEPLOY_SHOW på fredag, inte nu.", allowed=["ins_deploy_show"], lang="sv", group="planning")
add("near_miss", "Kør ikke wirecomb, jeg har placeret noderne i hånden.", allowed=["ins_wirecomb"], lang="da",
    group="negated")
add("near_miss", "Hvis vi noen gang trenger PANIC_BLACK i museet, er noe alvorlig galt.",
    allowed=["ins_panic_black"], lang="no", group="hypothetical")
add("near_miss", "Älä aja CUE_STACK_7:ää, tanssijat harjoittelevat vielä.", allowed=["ins_cue_stack7"], lang="fi",
    group="negated")
add("near_miss", "DESKMAP_X32 toimi eilen moitteetta.", allowed=["ins_deskmap_x32"], lang="fi", group="past")
add("near_miss", "Proměnná backup_first_done je v mém skriptu pořád False.", allowed=["ins_backup_first"],
    lang="cs", group="variable")
add("near_miss", "Včera jsme dělali BLACKOUT o deset minut dřív.", allowed=["ins_blackout", PB], lang="cs",
    group="past")
add("near_miss", "Holnap futtatjuk a SYNCPOINT-ot, ma csak tesztelünk.", allowed=["ins_syncpoint"], lang="hu",
    group="planning")
add("near_miss", "A GLITCHY tavaly tönkretette az egész vetítést a hídon.", allowed=["ins_glitchy"], lang="hu",
    group="complaint")
add("near_miss", "Am văzut regula STROBE_SAFE menționată într-un email de la client.", allowed=["ins_strobe_safe"],
    lang="ro", group="incidental")
add("near_miss", "Μην τρέξεις το LAYOUT2, το δίκτυο είναι ήδη τακτοποιημένο.", allowed=["ins_layout2"], lang="el",
    group="negated")
add("near_miss", "Вчора KICK1 спрацював ідеально.", allowed=["ins_kick1"], lang="uk", group="past")
add("near_miss", "Ми запустимо DEPLOY_SHOW завтра зранку.", allowed=["ins_deploy_show"], lang="uk",
    group="planning")
add("near_miss", "قال المنتج إن VJ_BANK_A كان بطيئاً أمس.", allowed=["ins_vj_bank_a"], lang="ar", group="reported")
add("near_miss", "कल रात का BLACKOUT बहुत बढ़िया हुआ था।", allowed=["ins_blackout", PB], lang="hi", group="past")
add("near_miss", "อย่ารัน DESKMAP_X32 นะ มิกเซอร์ยังไม่มา", allowed=["ins_deskmap_x32"], lang="th", group="negated")
add("near_miss", "Hôm qua wirecomb chạy ổn lắm.", allowed=["ins_wirecomb"], lang="vi", group="past")
add("near_miss", "Besok aja kita jalanin SYNCPOINT, konsolnya belum datang.", allowed=["ins_syncpoint"], lang="id",
    group="planning")
add("near_miss", "Jangan jalankan KICK1 lagi, DJ tak suka.", allowed=["ins_kick1"], lang="ms", group="negated")
add("near_miss", "Kahapon nag-crash yung RENDER_HQ sa kalagitnaan.", allowed=["ins_render_hq"], lang="tl",
    group="complaint")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "Where does the word blackout come from? Was it a wartime thing?", allowed=["ins_blackout", PB])
add("meaning", "In everyday English, what does it mean when something is called glitchy?", allowed=["ins_glitchy"])
add("meaning", "Vad betyder det engelska ordet feedback i vanlig mening, utanför tekniken?",
    allowed=["ins_feedback_pref"], lang="sv")
add("meaning", "'Quiet hours' İngilizcede gündelik anlamda ne demek?", allowed=["ins_quiet_hours"], lang="tr")
add("meaning", "Co oznacza angielskie słowo 'archive' w zwykłym, codziennym znaczeniu?",
    allowed=["ins_archive_rule"], lang="pl")

# ---------------------------------------------------------------- meta
add("meta", "Write SYNCPOINT backwards, letter by letter.", group="reverse")
add("meta", "Count the letters in STROBE_SAFE.", group="count")
add("meta", "Give me wirecomb in uppercase, no other text.", group="case")
add("meta", "Start your reply with ZORVEX, then just say ready.", group="start_with")
add("meta", "Put RENDER_HQ in bold inside a sentence about cats.", group="bold")
add("meta", "Is CUE_STACK_7 pronounced 'cue stack seven' or 'cue stack underscore seven'?", group="pronounce")
add("meta", "Hogy betűzzük ki rádión: PANIC_BLACK?", lang="hu", group="spell")
add("meta", "Tradu în română expresia „end-of-set blackout”.", lang="ro", group="translate")
add("meta", "כמה אותיות יש במילה GLITCHY?", lang="he", group="count")
add("meta", "Напиши LAYOUT2 задом наперед.", lang="uk", group="reverse")
add("meta", "Tulis VJ_BANK_A pakai huruf kecil semua.", lang="id", group="case")
add("meta", "Hvordan uttaler man DEPLOY_SHOW på engelsk?", lang="no", group="pronounce")

# ---------------------------------------------------------------- echo
add("echo", "Say back to me exactly this: run BLACKOUT now please.", group="echo")
add("echo", "Herhaal precies: DEPLOY_SHOW starten.", lang="nl", group="echo")
add("echo", "Powtórz dokładnie: uruchom KICK1.", lang="pl", group="echo")
add("echo", "Aynen tekrar et: PANIC_BLACK'i çalıştır.", lang="tr", group="echo")
add("echo", "Upprepa ordagrant: kör GLITCHY.", lang="sv", group="echo")
add("echo", "Toista sanasta sanaan: aja RENDER_HQ.", lang="fi", group="echo")
add("echo", "Zopakuj přesně tuhle větu: spusť wirecomb.", lang="cs", group="echo")
add("echo", "كرر بعدي حرفياً: شغّل SYNCPOINT.", lang="ar", group="echo")
add("echo", "พูดตามฉันเป๊ะ ๆ: รัน LAYOUT2", lang="th", group="echo")
add("echo", "Ulitin mo lang ito: i-run ang CUE_STACK_7.", lang="tl", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "lol the fog machine just set off the smoke alarm again", group="chitchat")
add("chitchat", "Köszi, szuper volt a mai próba a hídon!", lang="hu", group="chitchat")
add("chitchat", "Mulțumesc, ne vedem mâine la festival.", lang="ro", group="chitchat")
add("chitchat", "Tak for i dag, godt arbejde alle sammen.", lang="da", group="chitchat")
add("chitchat", "God morgen! Kaffen i museet er forferdelig i dag.", lang="no", group="chitchat")
add("chitchat", "Ευχαριστώ πολύ, καληνύχτα σε όλους!", lang="el", group="chitchat")
add("chitchat", "תודה רבה, ההשקה יצאה מדהים!", lang="he", group="chitchat")
add("chitchat", "شكراً جزيلاً، شغل رائع اليوم.", lang="ar", group="chitchat")
add("chitchat", "धन्यवाद भाई, आज मज़ा आ गया", lang="hi", group="chitchat")
add("chitchat", "Cảm ơn nha, tối nay quẩy vui ghê!", lang="vi", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u75-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
