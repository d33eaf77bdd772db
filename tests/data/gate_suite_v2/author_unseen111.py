"""Blind suite unseen111, written by helper "gateeval111" from corpus.jsonl and the built-in knowledge only.

Never scored by its author. Labels sit next to each prompt. About two thirds of the prompts are in other
languages (the twenty less-covered ones, plus eight major languages for the echo requests).

Personas (author script only):
- a Groningen (nl) and Aalborg (da) student-festival crew, with Swedish and Norwegian volunteers (sv, no);
- a Kraków (pl) and Brno (cs) club-visuals collective;
- an Izmir (tr) / Thessaloniki (el) / Haifa (he, ar) open-air cinema network;
- a Cebu (tl) / Penang (ms) / Surabaya (id) / Pune (hi) wedding-and-temple events vendor, with Thai and
  Vietnamese crew (th, vi) and Finnish, Hungarian, Romanian and Ukrainian freelancers (fi, hu, ro, uk);
- an English-speaking show lead relaying between all of them (en).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen111.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- Groningen student festival (nl)
add("invoke", "KICK1 op de main output graag, de bas van de headliner komt zo binnen", ["ins_kick1"], lang="nl",
    group="terse")
add("invoke", "Zou je LAYOUT2 willen draaien op dit netwerk? Het is een zooitje na de soundcheck.", ["ins_layout2"],
    lang="nl", group="polite")
add("invoke", "nee wacht, niet GLITCHY — doe de Zorvex-look op de eindcompositie", ["ins_zorvex_grade"],
    allowed=["ins_glitchy"], lang="nl", group="correction")
add("near_miss", "DEPLOY_SHOW liep gisteravond in de Oosterpoort zonder één fout, top werk jongens",
    allowed=["ins_deploy_show"], lang="nl", group="past")
add("bears", "gooi die ongebruikte noise-operators in /project1/oud_spul maar weg", ["ins_backup_first"], lang="nl",
    group="delete")
add("chitchat", "Dank je, dat scheelt ons vanavond een hoop gedoe bij de tent!", lang="nl")
add("meta", "Hoe spreek je 'wirecomb' eigenlijk uit, op z'n Nederlands of Engels?", lang="nl", group="pronounce")
add("meaning", "Wat betekent 'quiet hours' precies in een Gronings studentenhuis?", allowed=["ins_quiet_hours"],
    lang="nl")

# ---------------------------------------------------------------- Aalborg student festival (da)
add("invoke", "Kør VJ_BANK_A, vi går på om fem minutter", ["ins_vj_bank_a"], lang="da", group="imperative")
add("invoke", "🔴 PANIC_BLACK 🔴 nu!!", ["ins_panic_black"], lang="da", group="emoji")
add("invoke", "Først wirecomb og bagefter LAYOUT2 på det her netværk, tak", ["ins_wirecomb", "ins_layout2"],
    lang="da", group="multi")
add("near_miss", "Vi tager SYNCPOINT i morgen eftermiddag, når lysfolkene er kommet", allowed=["ins_syncpoint"],
    lang="da", group="planning")
add("question", "Hvilken IP-adresse har lyspulten på shownetværket?", ["fact_lx_console"], lang="da", group="fact")
add("unanswerable", "Hvordan får jeg TouchDesigner til at tage Dante-lyd ind direkte uden et lydkort?", lang="da",
    group="far")

# ---------------------------------------------------------------- Swedish volunteers (sv)
add("invoke", "Kör DESKMAP_X32 så att vi får in reglarna från X32:an", ["ins_deskmap_x32"], lang="sv",
    group="imperative")
add("invoke", "kör render understreck h q tack", ["ins_render_hq"], lang="sv", group="voice")
add("invoke", "Följ STROBE_SAFE när du bygger blixten till tredje låten", ["ins_strobe_safe"], lang="sv",
    group="rule")
add("near_miss", "Ljusteknikern påstod att CUE_STACK_7 kraschade förra veckan, men det var visst en annan dator",
    allowed=["ins_cue_stack7"], lang="sv", group="reported")
add("paraphrase", "Få bilden att bli ljusare för ett ögonblick varje gång bastrumman slår", ["ins_kick1"],
    lang="sv")

# ---------------------------------------------------------------- Norwegian volunteers (no)
add("invoke", "Kjør CUE_STACK_7 for dansestykket, takk", ["ins_cue_stack7"], lang="no", group="polite")
add("invoke", "GLITCHY – på den valgte TOP-en, nå", ["ins_glitchy"], lang="no", group="name_first")
add("invoke", "Klokka er 22:40 ved elvescenen, så følg quiet hours-regelen for lyden nå", ["ins_quiet_hours"],
    lang="no", group="conditional")
add("near_miss", "Ikke kjør RENDER_HQ nå, maskinen trengs til prøven", allowed=["ins_render_hq"], lang="no",
    group="negated")
add("chitchat", "God morgen! Kaffen er klar i riggteltet.", lang="no")
add("ask_content", "Hvilket OSC-portnummer bruker DESKMAP_X32 for X32-pulten?", ["ins_deskmap_x32"], lang="no",
    group="port")

# ---------------------------------------------------------------- Finnish freelancer (fi)
add("invoke", "Noudata BACKUP_FIRSTia ja poista sitten noise1", ["ins_backup_first"], lang="fi", group="rule")
add("invoke", "aja DEPLY_SHOW, ovet aukeaa puolen tunnin päästä", ["ins_deploy_show"], lang="fi", group="typo")
add("invoke", "Tee SYNCPOINT valopöydän kanssa ennen hääjuhlan alkua", ["ins_syncpoint"], lang="fi",
    group="imperative")
add("near_miss", "Zorvex-grade teki eilen vihreistä ihan harmaita, en tykännyt yhtään", allowed=["ins_zorvex_grade"],
    lang="fi", group="complaint")
add("unanswerable", "Miten saan Notch-blokin toimimaan TouchDesignerin 2025-versiossa?", lang="fi", group="near")
add("meta", "Kirjoita sana BLACKOUT takaperin", lang="fi", group="reverse")

# ---------------------------------------------------------------- Hungarian freelancer (hu)
add("invoke", "Futtasd a RENDER_HQ-t, kell a végleges felvétel az ügyfélnek", ["ins_render_hq"], lang="hu",
    group="imperative")
add("invoke", "K I C K 1 — mehet a fő kimenetre", ["ins_kick1"], lang="hu", group="spaces")
add("invoke", "Kérlek, nevezd át az új operátoraimat az N1 elnevezési szabály szerint", ["ins_naming_n1"],
    lang="hu", group="rule")
add("near_miss", "Ha holnap esik az eső és elmarad a szabadtéri rész, akkor is kell majd a CUE_STACK_7?",
    allowed=["ins_cue_stack7"], lang="hu", group="hypothetical")
add("question", "Mi a különbség a Select TOP és az In TOP között?", ["td_select_in_out"], lang="hu",
    group="builtin_only", builtin=True)
add("meaning", "Mit jelentett az elsötétítés (blackout) a második világháborús Budapesten?",
    allowed=["ins_blackout", "ins_panic_black"], lang="hu")

# ---------------------------------------------------------------- Romanian freelancer (ro)
add("invoke", "Rulează regula ARCHIVE înainte să modifici bloom.tox", ["ins_archive_rule"], lang="ro",
    group="title_words")
add("invoke", "Te rog, VJ_BANK_A pe deck-urile A, acum", ["ins_vj_bank_a"], lang="ro", group="polite")
add("invoke", "Pe ecran apare ceva ce nu trebuie, repede — PANIC_BLACK", ["ins_panic_black"], lang="ro",
    group="trailing")
add("near_miss", "Am salvat preset-ul ca render_hq_vechi.json în folderul proiectului", allowed=["ins_render_hq"],
    lang="ro", group="filename")
add("ask_content", "În ce ordine sunt pașii din DEPLOY_SHOW?", ["ins_deploy_show"], lang="ro", group="order")
add("chitchat", "Mulțumesc mult, ne vedem la nunta de sâmbătă!", lang="ro")

# ---------------------------------------------------------------- Kraków club collective (pl)
add("invoke", "Odpal GLITCHY na zaznaczonym TOP-ie", ["ins_glitchy"], lang="pl", group="imperative")
add("invoke", "Zrób KICK1, a przy okazji trzymaj się STROBE_SAFE", ["ins_kick1", "ins_strobe_safe"], lang="pl",
    group="multi")
add("invoke", "/wirecomb na tej sieci proszę", ["ins_wirecomb"], lang="pl", group="slash_command")
add("near_miss", "Czemu w logu jest linijka 'LAYOUT2 done in 0.4 s'? Nikt tego dziś nie odpalał.",
    allowed=["ins_layout2"], lang="pl", group="status")
add("bears", "Ustaw stroboskop na 12 błysków na sekundę w dropie", ["ins_strobe_safe"], lang="pl", group="strobe")
add("unanswerable", "Jak podłączyć Akai APC40 mk2, żeby diody pokazywały stan klipów w TouchDesignerze?", lang="pl",
    group="near")
add("meta", "Policz litery w słowie DESKMAP_X32", lang="pl", group="count")

# ---------------------------------------------------------------- Brno club collective (cs)
add("invoke", "Spusť Zorvex look na finální kompozici", ["ins_zorvex_grade"], lang="cs", group="title_words")
add("invoke", "udělej layout2 prosím", ["ins_layout2"], lang="cs", group="lowercase")
add("invoke", "[log] 21:14 noise7 unused\n[log] 21:14 level12 unused\nUklidíme to: proveď BACKUP_FIRST a pak ty "
    "nepoužité operátory smaž", ["ins_backup_first"], lang="cs", group="log_paste")
add("near_miss", "V roce 2023 jsme ještě žádný GLITCHY neměli, glitch jsme stavěli ručně", allowed=["ins_glitchy"],
    lang="cs", group="history")
add("near_miss", "proměnná wirecomb_enabled je v mém skriptu pořád False, nechápu proč", allowed=["ins_wirecomb"],
    lang="cs", group="variable")
add("question", "Kolik kanálů má každá pohyblivá hlava v DMX patchi?", ["fact_dmx_heads"], lang="cs", group="fact")

# ---------------------------------------------------------------- Izmir open-air cinema (tr)
add("invoke", "DEPLOY_SHOW'u çalıştır, film 21:00'de başlıyor", ["ins_deploy_show"], lang="tr", group="imperative")
add("invoke", "Lütfen SYNCPOINT yap, ışık masası hazır", ["ins_syncpoint"], lang="tr", group="polite")
add("invoke", "Saat 22:30 ve nehir kenarındaki mekândayız; quiet hours kuralını uygula, sonra sesi ayarla",
    ["ins_quiet_hours"], lang="tr", group="conditional")
add("near_miss", "BLACKOUT son gösterimden sonra gerçekten çalıştı mı, bir bakabilir misin?",
    allowed=["ins_blackout"], lang="tr", group="status")
add("paraphrase", "Ağı düzenle: girişler en solda, işlemler sinyal sırasına göre sağa doğru dizilsin, null'lar en "
    "sonda; hiçbir bağlantıya dokunma", ["ins_layout2"], lang="tr")
add("chitchat", "Harika, teşekkürler! Bu akşam açık hava sineması dolu olacak.", lang="tr")

# ---------------------------------------------------------------- Thessaloniki open-air cinema (el)
add("invoke", "Τρέξε το BLACKOUT, τελείωσε το σετ", ["ins_blackout"], allowed=["ins_panic_black"], lang="el",
    group="end_set")
add("invoke", "Φόρτωσε το VJ_BANK_A στα decks παρακαλώ", ["ins_vj_bank_a"], lang="el", group="polite")
add("invoke", "CUE_STACK_7 τώρα, η χορογράφος περιμένει", ["ins_cue_stack7"], lang="el", group="name_first")
add("near_miss", "Μην τρέξεις το PANIC_BLACK, ήταν ψεύτικος συναγερμός", allowed=["ins_panic_black"], lang="el",
    group="negated")
add("ask_content", "Τι βάζει το GLITCHY μετά το Displace TOP;", ["ins_glitchy"], lang="el", group="order")
add("meta", "Γράψε τη λέξη SYNCPOINT με πεζά γράμματα", lang="el", group="case")

# ---------------------------------------------------------------- Haifa open-air cinema (he)
add("invoke", "תריץ KICK1 על היציאה הראשית", ["ins_kick1"], lang="he", group="imperative")
add("invoke", "בבקשה תפעיל את DESKMAP_X32, המיקסר כבר מחובר", ["ins_deskmap_x32"], lang="he", group="polite")
add("invoke", "wirecomb על הרשת הזאת, היא בלגן אחד גדול", ["ins_wirecomb"], lang="he", group="name_first")
add("near_miss", "ה-RENDER_HQ של אתמול יצא מושלם, הלקוח מרוצה", allowed=["ins_render_hq"], lang="he", group="past")
add("question", "לאיזה פורט הטאבלט stagepad שולח OSC?", ["fact_stagepad_ports"], lang="he", group="fact")
add("unanswerable", "איך שולטים במקרן Barco דרך RS232 מתוך TouchDesigner?", lang="he", group="near")

# ---------------------------------------------------------------- Haifa open-air cinema (ar)
add("invoke", "شغّل DEPLOY_SHOW من فضلك، العرض بعد نصف ساعة", ["ins_deploy_show"], lang="ar", group="polite")
add("invoke", "طبّق قاعدة BACKUP_FIRST ثم احذف المشغّلات غير المستخدمة", ["ins_backup_first"], lang="ar",
    group="rule")
add("invoke", "PANIC_BLACK حالاً، الشاشة تعرض شيئاً خاطئاً!", ["ins_panic_black"], lang="ar", group="emergency")
add("near_miss", "المخرج قال إن SYNCPOINT لم يعد ضرورياً في هذا المكان", allowed=["ins_syncpoint"], lang="ar",
    group="reported")
add("chitchat", "شكراً جزيلاً، كان العرض رائعاً الليلة", lang="ar")
add("meta", "كيف تُكتب كلمة GLITCHY بالحروف العربية؟", lang="ar", group="translate")

# ---------------------------------------------------------------- Pune wedding-and-temple vendor (hi)
add("invoke", "शादी वाले शो के लिए final composite पर Zorvex grade लगा दो", ["ins_zorvex_grade"], lang="hi",
    group="title_words")
add("invoke", "कृपया RENDER_HQ चलाइए, क्लाइंट को वीडियो आज ही चाहिए", ["ins_render_hq"], lang="hi", group="polite")
add("invoke", "नए operators बनाते समय N1 नियम follow करो", ["ins_naming_n1"], lang="hi", group="rule")
add("near_miss", "कल मंदिर वाले event में हम CUE_STACK_7 नहीं, अपनी अलग cue list इस्तेमाल करेंगे",
    allowed=["ins_cue_stack7"], lang="hi", group="planning")
add("question", "TouchDesigner में Textport कैसे खोलते हैं और print का output कहाँ दिखता है?", ["td_textport"],
    lang="hi", group="builtin_only", builtin=True)
add("echo", "यह वाक्य जैसा है वैसा ही दोहराओ: 'आज रात का शो शानदार होगा'", lang="hi")

# ---------------------------------------------------------------- Thai crew (th)
add("invoke", "รัน GLITCHY กับ TOP ที่เลือกไว้หน่อย", ["ins_glitchy"], lang="th", group="imperative")
add("invoke", "ช่วยทำ LAYOUT2 ให้ network นี้หน่อยครับ", ["ins_layout2"], lang="th", group="polite")
add("invoke", "ตั้งชื่อ operator ใหม่ทุกตัวตามกฎ N1 ด้วยนะ", ["ins_naming_n1"], lang="th", group="rule")
add("near_miss", "VJ_BANK_A กับการโหลดคลิปเองทีละอัน แบบไหนเร็วกว่ากัน?", allowed=["ins_vj_bank_a"], lang="th",
    group="comparison")
add("chitchat", "สวัสดีครับ ขอบคุณที่ช่วยเมื่อวานนะครับ", lang="th")
add("unanswerable", "TouchDesigner เล่นไฟล์ .braw (Blackmagic RAW) ได้โดยตรงไหม", lang="th", group="near")

# ---------------------------------------------------------------- Vietnamese crew (vi)
add("invoke", "Chạy VJ_BANK_A giùm mình, sắp tới giờ rước dâu rồi", ["ins_vj_bank_a"], lang="vi",
    group="imperative")
add("invoke", "Áp dụng STROBE_SAFE cho hiệu ứng nháy ở đoạn pháo hoa", ["ins_strobe_safe"], lang="vi", group="rule")
add("invoke", "Làm BLACKOUT đi, hết set rồi", ["ins_blackout"], allowed=["ins_panic_black"], lang="vi",
    group="end_set")
add("near_miss", "Anh Minh viết 'nhớ DEPLOY_SHOW' lên bảng trắng từ tuần trước, giờ vẫn còn đó 😂",
    allowed=["ins_deploy_show"], lang="vi", group="incidental")
add("bears", "Sửa giúp mình ngưỡng threshold trong component bloom.tox được lưu ngoài (external)",
    ["ins_archive_rule"], lang="vi", group="external_tox")
add("question", "Màu cam chính của thương hiệu Aurora là mã hex nào?", ["fact_aurora_palette"], lang="vi",
    group="fact")

# ---------------------------------------------------------------- Surabaya vendor (id)
add("invoke", "Jalankan KICK1 di output utama ya", ["ins_kick1"], lang="id", group="imperative")
add("invoke", "Tolong SYNCPOINT dulu sebelum resepsi mulai", ["ins_syncpoint"], lang="id", group="polite")
add("invoke", "Pakai aturan ARCHIVE dulu, baru edit lower_third.tox", ["ins_archive_rule"], lang="id",
    group="title_words")
add("near_miss", "wirecomb kemarin bikin network kita rapi banget, makasih", allowed=["ins_wirecomb"], lang="id",
    group="past")
add("ask_content", "Di RENDER_HQ, codec dan resolusinya apa?", ["ins_render_hq"], lang="id", group="value")
add("meta", "Ejakan huruf demi huruf kata VJ_BANK_A", lang="id", group="spell")

# ---------------------------------------------------------------- Penang vendor (ms)
add("invoke", "Tolong jalankan DESKMAP_X32, meja X32 dah disambung", ["ins_deskmap_x32"], lang="ms", group="polite")
add("invoke", "CUE_STACK_7 sekarang, kita nak mula raptai", ["ins_cue_stack7"], lang="ms", group="terse")
add("invoke", "Buat trail FEEDBACK macam biasa untuk visual kelab", ["ins_feedback_pref"], lang="ms",
    group="title_words")
add("near_miss", "Jangan usik fail zorvex_lut.png tu, itu untuk majlis esok", allowed=["ins_zorvex_grade"],
    lang="ms", group="filename")
add("question", "Berapa kadar bingkai (fps) pemasangan Nebula?", ["fact_nebula_fps"], lang="ms", group="fact")
add("chitchat", "Terima kasih, semua berjalan lancar di kuil tadi.", lang="ms")

# ---------------------------------------------------------------- Cebu vendor (tl)
add("invoke", "Paki-run ang RENDER_HQ, kailangan ng kliyente ang video ng kasal", ["ins_render_hq"], lang="tl",
    group="polite")
add("invoke", "Alas-onse na ng gabi dito sa riverside venue, kaya i-apply mo na ang quiet hours rule",
    ["ins_quiet_hours"], lang="tl", group="conditional")
add("invoke", "Gawin ang VJ_BANK_A tapos GLITCHY sa napiling TOP", ["ins_vj_bank_a", "ins_glitchy"], lang="tl",
    group="multi")
add("near_miss", "Sabi ni Jun, ang BACKUP_FIRST daw ang dahilan kung bakit puno na ang disk",
    allowed=["ins_backup_first"], lang="tl", group="reported")
add("paraphrase", "Pagkatapos ng huling kanta, dahan-dahang patayin ang video, ilaw at tunog, pero huwag isara ang "
    "window", ["ins_blackout"], allowed=["ins_panic_black"], lang="tl")

# ---------------------------------------------------------------- Ukrainian freelancer (uk)
add("invoke", "Запусти LAYOUT2 для цієї мережі, будь ласка", ["ins_layout2"], lang="uk", group="polite")
add("invoke", "Зроби DEPLOY_SHOW, а потім SYNCPOINT зі світловим пультом", ["ins_deploy_show", "ins_syncpoint"],
    lang="uk", group="multi")
add("invoke", "Перейменуй усе, що я щойно створив, за правилом N1", ["ins_naming_n1"], lang="uk", group="rule")
add("near_miss", "Я читав, що KICK1 використовує Trigger CHOP — цікаво, але нам зараз це не треба",
    allowed=["ins_kick1"], lang="uk", group="incidental")
add("unanswerable", "Як керувати камерою Sony PTZ через VISCA over IP з TouchDesigner?", lang="uk", group="near")

# ---------------------------------------------------------------- show lead relaying (en): invocations
add("invoke", "SYNCPOINT!!", ["ins_syncpoint"], group="bare")
add("invoke", "Build my FEEDBACK trails for the club visuals, usual settings", ["ins_feedback_pref"],
    group="title_words")
add("invoke", "- [x] projector warm-up\n- [ ] ARCHIVE rule, then set the threshold in glow.tox to 0.7\n"
    "- [ ] LAYOUT2\nDo the two open items now.", ["ins_archive_rule", "ins_layout2"], group="checklist")
add("invoke", "/render_hq recap clip", ["ins_render_hq"], group="slash_command")
add("invoke", "run PANIC_BLACK — no wait, not that, it's just the end of the set: do the BLACKOUT procedure",
    ["ins_blackout"], allowed=["ins_panic_black"], group="correction")
add("invoke", "You asked whether to put the Zorvex grade on the final comp: yes, go ahead.", ["ins_zorvex_grade"],
    group="consent")
add("invoke", "If the kick is arriving on inputs 1-2 — and the meters say it is — then do KICK1.", ["ins_kick1"],
    group="conditional")
add("invoke", "It's 22:15 at the riverside venue and the promoter wants the bass up; apply the quiet hours rule first.",
    ["ins_quiet_hours"], group="timed")
add("invoke", "```\nWARNING /project1/trails_club: not found\n```\nlooks like someone deleted the club trails. Rebuild "
    "them with my FEEDBACK settings.", ["ins_feedback_pref"], group="log_paste")
add("invoke", "🎚️ X32 is on the network 👉 DESKMAP_X32 pls 🙏", ["ins_deskmap_x32"], group="emoji")
add("invoke", "okay computer run wire comb on this network", ["ins_wirecomb"], group="voice")
add("invoke", "KICK1, then GLITCHY after the kick-flashed output, then the Zorvex look on the final comp",
    ["ins_kick1", "ins_glitchy", "ins_zorvex_grade"], group="multi")
add("invoke", "Doors are at 8, so before that please run CUE_STACK_7 and tell me when the table is filled.",
    ["ins_cue_stack7"], group="mid_message")
add("invoke", "Delete the old_fx COMP, following BACKUP_FIRST.", ["ins_backup_first"], group="rule")
add("invoke", "run STROBE_SFAE on the flash LFO pls", ["ins_strobe_safe"], group="typo")
add("invoke", "Set's over: BLACKOUT, then wirecomb the network while we pack up", ["ins_blackout", "ins_wirecomb"],
    allowed=["ins_panic_black"], group="multi")
add("invoke", "archive rule first, then open particles.tox and bump the birth rate", ["ins_archive_rule"],
    group="lowercase")
add("invoke", "Building the chorus strobe now, so keep it within STROBE_SAFE.", ["ins_strobe_safe"],
    group="trailing")

# ---------------------------------------------------------------- en: content questions
add("ask_content", "How long is the fade on the master Level TOP in the BLACKOUT procedure?", ["ins_blackout"],
    group="value")
add("ask_content", "SYNCPOINT pings the console at which IP, and on which port?", ["ins_syncpoint"], group="port")
add("ask_content", "What Level TOP opacity does my FEEDBACK preference call for?", ["ins_feedback_pref"],
    group="value")
add("ask_content", "Under the quiet hours rule, what is the highest master level allowed after 22:00?",
    ["ins_quiet_hours"], group="value")
add("ask_content", "What naming pattern does rule N1 give for Nulls that other parts reference?", ["ins_naming_n1"],
    group="content")

# ---------------------------------------------------------------- en: bears and paraphrases
add("bears", "it's 23:30 at the riverside venue, can you push the master output to -6 dBFS?", ["ins_quiet_hours"],
    group="venue_late")
add("bears", "Create a Noise TOP and a Blur TOP for the background haze.", ["ins_naming_n1"], group="create")
add("bears", "Clear out everything inside /project1/scratch, go ahead.", ["ins_backup_first"], group="consent")
add("paraphrase", "Give the final composite our studio's signature LUT treatment with the faint grain.",
    ["ins_zorvex_grade"])
add("paraphrase", "Ping the grandMA desk, time the round trip, and shift our timeline by half of it before the show.",
    ["ins_syncpoint"])

# ---------------------------------------------------------------- en: questions and tasks
add("question", "What's the output raster size for the Lumen Hall show?", ["fact_lumen_hall_raster"], group="fact")
add("question", "How much video memory does RIG-B have?", ["fact_rig_b"], group="fact")
add("question", "Where should I look first after a show when something went wrong?", ["fact_show_log"],
    group="fact")
add("question", "How do I use a Feedback TOP to get trails in general — what's the basic loop?", ["ref_feedback_top"],
    allowed=["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
add("question", "What buffer size did we settle on for the audio interface on RIG-B?", ["fact_audio_buffer"],
    group="fact")
add("question", "When should I use a DAT Execute DAT and when an Execute DAT?", ["td_dat_execute_and_execute_dat"],
    group="builtin_only", builtin=True)
add("question", "How can I keep a Python dict on an operator so it survives saving the project?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "My feedback loop leaves ghost trails that never fade all the way to black. Why?",
    ["td_resolution_pixel_format"], allowed=["ref_pixel_formats", "ref_feedback_top", "td_feedback_top",
                                             "ins_feedback_pref"], group="builtin_compete", builtin=True)
add("question", "Why does an operator sometimes not cook at all even though its input changed?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("task", "Set up a Parameter Execute DAT that reloads a movie whenever my custom Path parameter changes.",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------- en: unanswerable
add("unanswerable", "How do I get a Spout texture from Unreal Engine 5.4 into TouchDesigner without dropped frames?",
    group="near")
add("unanswerable", "What's the licence price difference between Commercial and Pro for a five-machine install?",
    group="far")
add("unanswerable", "How do I route the Web Render TOP's page audio into an Audio Device Out CHOP?", group="near")
add("unanswerable", "Does the ZED 2i depth camera work with the ZED TOP in TouchDesigner 2023 builds?", group="near")
add("unanswerable", "How do I bake a Substance Designer material into a PBR MAT with all its maps?", group="near")

# ---------------------------------------------------------------- en: near misses
add("near_miss", "Don't run GLITCHY on the webcam feed, I want it clean tonight.", allowed=["ins_glitchy"],
    group="negated")
add("near_miss", "KICK1 ran fine during last night's set, the flashes were tight.", allowed=["ins_kick1"],
    group="past")
add("near_miss", "We'll get to DEPLOY_SHOW tomorrow at nine, after the projectors are rigged.", allowed=["ins_deploy_show"],
    group="planning")
add("near_miss", "Priya said SYNCPOINT is fine by her as long as nobody touches the console settings.",
    allowed=["ins_syncpoint"], group="reported")
add("near_miss", "Is VJ_BANK_A still loaded from the afternoon, or did someone swap the decks?",
    allowed=["ins_vj_bank_a"], group="status")
add("near_miss", "If we ever tour with an X32 again, DESKMAP_X32 would come in handy.", allowed=["ins_deskmap_x32"],
    group="hypothetical")
add("near_miss", "Which is heavier on the GPU, the Zorvex grade or GLITCHY?",
    allowed=["ins_zorvex_grade", "ins_glitchy"], group="comparison")
add("near_miss", "I renamed the folder to backup_first_old so it stops confusing the interns.",
    allowed=["ins_backup_first"], group="filename")
add("near_miss", "my script has `if strobe_safe: rate = min(rate, 3)` — is that valid Python syntax?",
    allowed=["ins_strobe_safe"], group="code")
add("near_miss", "The sticker on the rack says \"PANIC_BLACK = big red button\", who put that there?",
    allowed=["ins_panic_black"], group="quoted")
add("near_miss", "wirecomb added like nine Nulls to my network and now I can't find anything",
    allowed=["ins_wirecomb"], group="complaint")
add("near_miss", "Back in 2022 the CUE_STACK_7 idea started life as a paper cue sheet taped to the desk.",
    allowed=["ins_cue_stack7"], group="history")
add("near_miss", "Mateo laughed when he saw a folder called RENDER_HQ_final_final2 on the desktop.",
    allowed=["ins_render_hq"], group="incidental")
add("near_miss", "No need for the quiet hours rule today, we're in the studio, not at the riverside.",
    allowed=["ins_quiet_hours"], group="negated")
add("near_miss", "The archive rule saved us last week when bloom.tox got corrupted.", allowed=["ins_archive_rule"],
    group="past")
add("near_miss", "Next season we might retire the FEEDBACK preset and build the club trails from scratch.",
    allowed=["ins_feedback_pref"], group="planning")
add("near_miss", "naming_n1_enabled is a global in our utils module; should it be a bool or a string?",
    allowed=["ins_naming_n1"], group="variable")

# ---------------------------------------------------------------- en: meanings
add("meaning", "For my museum studies essay: how does an archive differ from a records centre?",
    allowed=["ins_archive_rule"])
add("meaning", "In audio engineering, what exactly is acoustic feedback and why does it howl?",
    allowed=["ins_feedback_pref"])
add("meaning", "What do gamers mean when they call a game 'glitchy'?", allowed=["ins_glitchy"])

# ---------------------------------------------------------------- en: meta
add("meta", "Translate 'SYNCPOINT' into French, just the word.", group="translate")
add("meta", "Put the word KICK1 in bold and nothing else.", group="bold")
add("meta", "Start your reply with 'DEPLOY_SHOW' and then tell me a joke about projectors.", group="start_reply")
add("meta", "Use the word 'wirecomb' in a sentence about hair.", group="sentence")
add("meta", "Convert the name CUE_STACK_7 to camelCase.", group="convert")

# ---------------------------------------------------------------- echo (eight major languages; hi above)
add("echo", "Répète exactement : « PANIC_BLACK est prêt »", lang="fr")
add("echo", "Sag einfach nach: RENDER_HQ läuft erst morgen.", lang="de")
add("echo", "Repite tal cual: 'vamos con VJ_BANK_A en la boda'", lang="es")
add("echo", "Повтори дословно: «GLITCHY включён»", lang="ru")
add("echo", "请原样重复这句话：'今晚不用 LAYOUT2'", lang="zh")
add("echo", "次の文をそのまま繰り返して：「KICK1 の準備ができた」", lang="ja")
add("echo", "Ripeti parola per parola: 'il BLACKOUT è alle undici'", lang="it")
add("echo", "Repita exatamente: 'SYNCPOINT confirmado com a mesa'", lang="pt")

# ---------------------------------------------------------------- visiting crew (fr, de, es)
add("invoke", "Lance DEPLOY_SHOW, on ouvre les portes dans vingt minutes", ["ins_deploy_show"], lang="fr",
    group="imperative")
add("invoke", "Mach bitte PANIC_BLACK, sofort!", ["ins_panic_black"], lang="de", group="emergency")
add("near_miss", "Ayer las estelas de FEEDBACK se veían geniales en el club, nadie se quejó",
    allowed=["ins_feedback_pref"], lang="es", group="past")

# ---------------------------------------------------------------- en: chit-chat
add("chitchat", "lol that was a wild soundcheck 😅")
add("chitchat", "Good morning, crew! Coffee's on me today.")


def main() -> None:
    rows = [{"pid": f"u111-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
