"""Blind gate suite unseen102, written by helper "gateeval102" (independent evaluator).

Written blind: from corpus.jsonl, the built-in knowledge entries (src/tdcontext/knowledge/*.md), the
"Labels" and "Intents" sections of README.md and the label rules in test_gate_suite_v2_data.py only.
The author never ran the gate, the context command or any bench on these prompts.

A balanced long-tail suite, about two thirds non-English (21 languages: en plus 7 each in nl, pl, tr,
sv, da, no, fi, cs, hu, ro, el, uk, he, ar, hi, th, vi, id, ms, tl), written natively as crews type
(Hinglish, Taglish, Indonesian and Malay slang, Levantine Arabic, English TouchDesigner words mixed in).

Personas (they live here only):
- a Delft and Odense harbour-light crew (nl, da, English lead on the quays);
- a Kraków salt-mine and Plzeň brewery projection collective (pl, cs) with a Finnish and a Hungarian
  guest tech (fi, hu);
- an Antalya / Rhodes / Eilat resort-show network (tr, el, he) with an Arabic-speaking bar-stage crew (ar);
- a Davao / Kuching / Surabaya / Hyderabad mall-activation vendor (tl, ms, id, hi) with Thai and
  Vietnamese crew (th, vi) and Swedish, Norwegian, Romanian and Ukrainian freelancers (sv, no, ro, uk).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen102.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L2 = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
DX = "ins_deskmap_x32"
RH = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
CS = "ins_cue_stack7"
SP = "ins_syncpoint"
AR = "ins_archive_rule"
ZG = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- English (harbour lead, vendor PM)
# invocations
add("invoke", "harbour wall goes live in ten, run KICK1 on out1 so the quay lights pump with the bass",
    [K], [SS], group="imperative")
add("invoke", "could you please do LAYOUT2 on /project1/harbour — Jens left it looking like a bowl of noodles",
    [L2], group="polite")
add("invoke", "DEPLOY_SHOW, we open the Odense lightwalk at 19:00 sharp", [DS], group="name_first")
add("invoke", "all eight decks are still empty, load VJ_BANK_A", [VJ], group="trailing")
add("invoke", "PANIC!! kill the quay output right now, panic black", [PB], [BO], group="emergency")
add("invoke", "/glitchy on the selected harbour-cam TOP", [GL], group="slash_command")
add("invoke", "map the X32 mixing desk over OSC so the sound guy's faders drive our layers",
    [DX], group="title_words")
add("invoke", "R E N D E R _ H Q now please, the tourist board wants the file by morning", [RH], group="spaces")
add("invoke", "from now on apply naming rule N1 to every operator you create in the buoy network",
    [N1], group="rule")
add("invoke", "last song is done, set is over — BLACKOUT", [BO], [PB], group="end_set")
add("invoke", "okay um run wire comb on the current network please full stop", [WC], group="voice")
add("invoke", "build CUE_STACK_7 for Tidewater, the dancers are warming up", [CS], group="imperative")
add("invoke", "it's 18:40 and doors are at 19:00 — time for SYNCPOINT with the grandMA", [SP], group="timed")
add("invoke", "before you touch lanterns.tox do the ARCHIVE copy first, then raise its glow to 0.6",
    [AR], group="rule")
add("invoke", "give the final comp the Zorvex grade 🎨✨", [ZG], group="emoji")
add("invoke", "it's 22:35 at the riverside venue and the promoter wants it louder — apply the quiet hours rule "
    "before you touch the master", [QH], group="conditional")
add("invoke", "- [ ] BACKUP_FIRST\n- [ ] then delete the old buoy_* operators\n- [ ] report the backup path",
    [BF], group="checklist")
add("invoke", "no wait, not GLITCHY — do the Zorvex grade on the final comp instead", [ZG], [GL],
    group="correction")
add("invoke", "the console and the X32 both just arrived on the quay: run DESKMAP_X32 and then SYNCPOINT",
    [DX, SP], group="multi")
add("invoke", "[19:02:11] WARNING kick env flat\n[19:02:12] out1 brightness constant 1.0\n"
    "looks like the kick chain was never built, run KICK1", [K], [SS], group="log_paste")
add("invoke", "apply STROBE_SAFE to the lighthouse flash I just made, it feels way too fast", [SS],
    group="rule")
add("invoke", "do my FEEDBACK trails for the club set on the harbour camera feed", [FB], group="common_word")
add("invoke", "PANIC_BLACK — the drone feed is showing the wrong client's logo", [PB], [BO], group="emergency")

# content questions
add("ask_content", "what fps and codec does RENDER_HQ record at?", [RH], group="value")
add("ask_content", "which columns does the CUE_STACK_7 table get?", [CS], group="content")
add("ask_content", "what gamma and contrast does the Zorvex grade set on its Level TOP?", [ZG], group="value")
add("ask_content", "under the quiet hours rule, how loud may the master go at the riverside venue after 22:00?",
    [QH], group="value")

# bears / paraphrase
add("bears", "make the lighthouse beam strobe at 12 flashes a second on the drop", [SS], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "add a noise TOP and a blur for the water-shimmer background", [N1], ["ref_noise_top"], group="create")
add("paraphrase", "line up my operators by signal order: sources far left, processing stepping rightwards, "
    "nulls right before the outputs", [L2], group="paraphrase")
add("paraphrase", "lock our visuals to the grandMA's timing with a ping-pong round trip before doors", [SP],
    ["fact_lx_console"], group="paraphrase")

# questions / tasks
add("question", "what's the pixel size of the single output raster for the Lumen Hall show?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "which GPU is in RIG-B and how much video memory does it have?", ["fact_rig_b"], group="fact")
add("question", "remind me of the Aurora launch hex colours, I need the navy", ["fact_aurora_palette"],
    group="fact")
add("question", "where does the show error log get written during a performance?", ["fact_show_log"],
    group="fact")
add("task", "build me a lower-third title overlay for the mall opening speech", ["rcp_lower_third"],
    group="reference")
add("question", "how do I pass a float from a CHOP into a uniform in my GLSL TOP shader?",
    ["td_glsl_top_basics"], ["ref_glsl_uniforms"], builtin=True, group="builtin_compete")
add("question", "how do I use feedback to get smeary trails behind the dancer?", ["td_feedback_top"],
    ["ref_feedback_top", "rcp_feedback_tunnel", FB], builtin=True, group="common_word")
add("question", "my Movie File In stutters on the first frames of each clip — and which codec is best for 4K playback?",
    ["td_movie_files_codecs"], ["web_moviein_preload", "ref_hap_codecs"], builtin=True, group="builtin_compete")
add("question", "why does my animated Noise TOP stop updating when nothing is viewing it?",
    ["td_cooking_pull_model"], ["ref_noise_top"], builtin=True, group="builtin_only")

# unanswerable
add("unanswerable", "how do I connect an Elgato Stream Deck to TouchDesigner without the Companion app?",
    group="far")
add("unanswerable", "what's the shortcut to collapse every network box in a COMP at once?", group="near")
add("unanswerable", "how do I bake a Substance Painter material into a PBR MAT automatically?", group="far")
add("unanswerable", "does the Render TOP do ray-traced reflections on AMD cards?", group="near")
add("unanswerable", "how do I keep two TouchDesigner machines frame-locked with the Sync In and Sync Out CHOPs?",
    group="near")

# near misses
add("near_miss", "KICK1 ran fine at the Odense quay last night, the bass hits looked great", allowed=[K],
    group="past")
add("near_miss", "do NOT run DEPLOY_SHOW yet, the Delft crew is still focusing projector 2", allowed=[DS],
    group="negated")
add("near_miss", "we'll do the Zorvex grade tomorrow once the client has signed off on the edit", allowed=[ZG],
    group="planning")
add("near_miss", "the file backups/render_hq_test_v3.toe is 2 GB, can I just zip it and mail it to Mette?",
    allowed=[RH], group="filename")
add("near_miss", "in my script the flag `wirecomb_done` never flips to True, I'll look at it after lunch",
    allowed=[WC], group="variable")
add("near_miss", "SYNCPOINT broke our network last week, the console guy is still angry about it",
    allowed=[SP], group="complaint")
add("near_miss", "hypothetically, would the crowd even notice if PANIC_BLACK fired during the fireworks?",
    allowed=[PB], group="hypothetical")
add("near_miss", "is LAYOUT2 or wirecomb the older of our two macros? just curious who wrote them",
    allowed=[L2, WC], group="comparison")
add("near_miss", "Priya said the VJ_BANK_A load froze her preview monitor for a second yesterday",
    allowed=[VJ], group="reported")
add("near_miss", "has CUE_STACK_7 already been built in this toe, or is it still on the todo list?",
    allowed=[CS], group="status")
add("near_miss", "I left `run('BLACKOUT')` in a comment by accident, just skip that line when you review the script",
    allowed=[BO], group="code")
add("near_miss", "heading to the riverside venue now; the quiet hours poster by the door is still up from last year haha",
    allowed=[QH], group="incidental")

# meaning / meta / chit-chat
add("meaning", "in film editing, what does a 'glitchy' transition usually mean?", allowed=[GL], group="meaning")
add("meaning", "what did 'quiet hours' mean in old boarding schools?", allowed=[QH], group="meaning")
add("meta", "spell out DESKMAP_X32 one character per line, underscore included", group="spell")
add("meta", "start your reply with the word VJ_BANK_A and nothing else", group="start_with")
add("meta", "convert KICK1 to its ASCII codes in hex", group="convert")
add("meta", "put the word Zorvex in bold", group="bold")
add("meta", "how do you pronounce CUE_STACK_7 on comms without sounding silly?", group="pronounce")
add("meta", "use LAYOUT2 in a sentence about a fisherman tidying his nets", group="sentence")
add("meta", "what does the string 'PANIC_BLACK' look like reversed?", group="reverse")
add("chitchat", "cheers mate, the quay looks gorgeous tonight", group="thanks")

# ---------------------------------------------------------------- Dutch (Delft harbour-light crew)
add("invoke", "LAYOUT2 op /project1/kade graag, Sanne heeft alles kriskras neergezet", [L2], lang="nl",
    group="name_first")
add("invoke", "bouw mijn FEEDBACK-trails voor de clubset op de havenfeed, zoals altijd", [FB], lang="nl",
    group="common_word")
add("invoke", "DEPLOY_SHWO draaien aub, over een half uur gaan de deuren open", [DS], lang="nl", group="typo")
add("near_miss", "BACKUP_FIRST heeft gisteren ons hele kadenetwerk gered toen Joost per ongeluk alles wiste",
    allowed=[BF], lang="nl", group="past")
add("near_miss", "niet GLITCHY draaien hoor, de klant wil een strak beeld op de havenmuur", allowed=[GL],
    lang="nl", group="negated")
add("echo", "Herhaal letterlijk: voer KICK1 uit op de kademuur", lang="nl", group="echo")
add("question", "Op welk DMX-universum zitten de moving heads, en vanaf welk adres?", ["fact_dmx_heads"],
    lang="nl", group="fact")

# ---------------------------------------------------------------- Danish (Odense harbour-light crew)
add("invoke", "sættet er slut, kør BLACKOUT", [BO], [PB], lang="da", group="end_set")
add("invoke", "klokken er 22:20 ved riverside-spillestedet, så følg quiet hours-reglen før du skruer op for masterlyden",
    [QH], lang="da", group="conditional")
add("invoke", "wirecomb på havnenetværket tak, ledningerne krydser hinanden overalt", [WC], lang="da",
    group="name_first")
add("near_miss", "vi kører først SYNCPOINT i morgen, når lyspulten er kommet fra Aarhus", allowed=[SP], lang="da",
    group="planning")
add("chitchat", "godmorgen fra Odense havn, kaffen er klar ☕", lang="da", group="greeting")
add("meta", "skriv ordet wirecomb baglæns, bogstav for bogstav", lang="da", group="reverse")
add("unanswerable", "Hvordan forbinder jeg en Leap Motion-controller til TouchDesigner?", lang="da", group="far")

# ---------------------------------------------------------------- Polish (Kraków salt-mine collective)
add("invoke", "odpal KICK1 na wyjściu w komorze, basy mają pulsować na solnych ścianach", [K], [SS], lang="pl",
    group="imperative")
add("invoke", "Proszę zbudować CUE_STACK_7 dla spektaklu tanecznego w kopalni", [CS], lang="pl", group="polite")
add("invoke", "najpierw BACKUP_FIRST, potem wirecomb na całej sieci /project1/kopalnia", [BF, WC], lang="pl",
    group="multi")
add("near_miss", "wczoraj po RENDER_HQ ktoś zostawił wyłączony Realtime i wszystko się ślimaczyło", allowed=[RH],
    lang="pl", group="complaint")
add("near_miss", "Kasia mówi, że DESKMAP_X32 nie będzie dziś potrzebny, bo nie przywieźli miksera", allowed=[DX],
    lang="pl", group="reported")
add("echo", "Powtórz dokładnie, słowo w słowo: uruchom PANIC_BLACK", lang="pl", group="echo")
add("ask_content", "Na jakim porcie DESKMAP_X32 tworzy OSC In CHOP?", [DX], lang="pl", group="port")

# ---------------------------------------------------------------- Czech (Plzeň brewery collective)
add("invoke", "dej na finální kompozici Zorvex grade, ať to v pivovaru vypadá jako vždycky", [ZG], lang="cs",
    group="imperative")
add("invoke", "RENDER_HQ, potřebujeme čistý záznam pro klienta do rána", [RH], lang="cs", group="name_first")
add("invoke", "uplatni pravidlo STROBE_SAFE na ten záblesk nad varnou", [SS], lang="cs", group="rule")
add("near_miss", "LAYOUT2 jsme minule ve sladovně vůbec nespouštěli, síť byla přehledná i tak", allowed=[L2],
    lang="cs", group="past")
add("chitchat", "díky moc, dobrá práce, jdu na jedno", lang="cs", group="thanks")
add("paraphrase", "za vybraný obraz přidej digitální rozpad: posunutí přes šum a červený a modrý kanál o pár pixelů "
    "vedle sebe", [GL], lang="cs", group="paraphrase")
add("question", "Jak funguje Replicator COMP — opravdu vytvoří jednu kopii na každý řádek tabulky?",
    ["td_replicator_comp"], ["ref_replicator"], lang="cs", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- Turkish (Antalya resort shows)
add("invoke", "PANİK! Çıkışı hemen karart, PANIC_BLACK!", [PB], [BO], lang="tr", group="emergency")
add("invoke", "X32 masası bağlandı, DESKMAP_X32 çalıştırır mısın lütfen", [DX], lang="tr", group="polite")
add("invoke", "VJ_BANK_A'yı yükle, A destelerini doldur", [VJ], lang="tr", group="imperative")
add("near_miss", "Dün gece Rodos'taki ekip KICK1'i çalıştırdı mı bilmiyorum, sabah sorarız", allowed=[K],
    lang="tr", group="status")
add("echo", "Aynen tekrar et: GLITCHY'yi çalıştır", lang="tr", group="echo")
add("bears", "havuz başı gösterisine saniyede 10 kez yanıp sönen beyaz bir strobe ekle", [SS],
    ["rcp_strobe_flash"], lang="tr", group="strobe")
add("unanswerable", "TouchDesigner'da Bullet Solver COMP ile yumuşak cisim simülasyonu yapılabilir mi?", lang="tr",
    group="near")

# ---------------------------------------------------------------- Greek (Rhodes resort shows)
add("invoke", "SYNCPOINT με την κονσόλα φωτισμού πριν ανοίξουν οι πόρτες, παρακαλώ", [SP], lang="el",
    group="name_first")
add("invoke", "βάλε το GLITCHY στο επιλεγμένο TOP της κάμερας", [GL], lang="el", group="imperative")
add("invoke", "θα αλλάξω το waves.tox, κάνε πρώτα το αντίγραφο ARCHIVE", [AR], lang="el", group="rule")
add("near_miss", "Το BLACKOUT στο τέλος της χθεσινής βραδιάς ήταν τέλειο, μπράβο σε όλους", allowed=[BO],
    lang="el", group="past")
add("chitchat", "Καλησπέρα από τη Ρόδο, σήμερα φυσάει πολύ", lang="el", group="greeting")
add("ask_content", "Με ποια σειρά γίνονται τα βήματα του DEPLOY_SHOW;", [DS], lang="el", group="order")
add("meaning", "Τι σημαίνει γενικά η λέξη «blackout» στο θέατρο;", allowed=[BO, PB], lang="el", group="meaning")

# ---------------------------------------------------------------- Hebrew (Eilat resort shows)
add("invoke", "החל את כלל השמות N1 על כל אופרטור חדש ברשת של הבריכה", [N1], lang="he", group="rule")
add("invoke", "תריץ DEPLOY_SHOW, ההופעה באילת מתחילה בעוד שעה", [DS], lang="he", group="imperative")
add("invoke", "תריץ KICK1 ותוודא שהוא עומד בכלל STROBE_SAFE", [K, SS], lang="he", group="multi")
add("near_miss", "אל תריץ את PANIC_BLACK, זה היה רק תרגיל", allowed=[PB], lang="he", group="negated")
add("echo", "תחזור אחריי מילה במילה: תריץ את RENDER_HQ", lang="he", group="echo")
add("question", "מה כתובת ה-IP של קונסולת התאורה בסיבוב ההופעות?", ["fact_lx_console"], lang="he", group="fact")
add("meta", "תתרגם לעברית את המילה wirecomb", lang="he", group="translate")

# ---------------------------------------------------------------- Arabic (resort bar-stage crew)
add("invoke", "خلص السيت، اعمل BLACKOUT", [BO], [PB], lang="ar", group="end_set")
add("invoke", "حمّل VJ_BANK_A على الديكات من فضلك", [VJ], lang="ar", group="polite")
add("invoke", "رتّب الشبكة بـ LAYOUT2، كل شي متداخل", [L2], lang="ar", group="imperative")
add("near_miss", "المخرج قال إن Zorvex grade كان قوي زيادة بعرض مبارح", allowed=[ZG], lang="ar", group="reported")
add("chitchat", "مساء الخير يا شباب، الجو حلو الليلة", lang="ar", group="greeting")
add("bears", "احذف noise1 وكل الـ level القديمة من الشبكة", [BF], lang="ar", group="delete")
add("unanswerable", "كيف أربط كاميرا ZED الستيريو مع TouchDesigner؟", lang="ar", group="far")

# ---------------------------------------------------------------- Hindi (Hyderabad mall activation)
add("invoke", "bhai KICK1 chala do mall ki LED wall pe, bass pe flash chahiye", [K], [SS], lang="hi",
    group="imperative")
add("invoke", "RENDER_HQ kar do please, client ko kal subah file chahiye", [RH], lang="hi", group="polite")
add("invoke", "VJ_BANK_A load karo aur phir DESKMAP_X32 bhi chala do", [VJ, DX], lang="hi", group="multi")
add("near_miss", "कल रात SYNCPOINT को कंसोल से जवाब नहीं मिला, फिर भी शो ठीक चला", allowed=[SP], lang="hi",
    group="past")
add("near_miss", "abhi GLITCHY mat chalana, brand team ne mana kiya hai", allowed=[GL], lang="hi", group="negated")
add("echo", "जैसा लिखा है वैसा ही दोहराओ: BLACKOUT चलाओ", lang="hi", group="echo")
add("question", "Perform mode mein jaane ka shortcut kya hai aur usse bahar kaise nikalte hain?",
    ["td_perform_mode_windows"], ["ref_perform_window"], lang="hi", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- Thai (mall-activation crew)
add("invoke", "ใส่ GLITCHY ให้ TOP ที่เลือกอยู่หน่อยครับ", [GL], lang="th", group="polite")
add("invoke", "สร้าง CUE_STACK_7 สำหรับโชว์เต้นคืนนี้เลย", [CS], lang="th", group="imperative")
add("invoke", "แพนิค! ดับจอทั้งหมดเดี๋ยวนี้ PANIC_BLACK", [PB], [BO], lang="th", group="emergency")
add("near_miss", "เมื่อวาน VJ_BANK_A โหลดช้ามาก ไม่รู้ว่าเป็นเพราะไดรฟ์หรือเปล่า", allowed=[VJ], lang="th",
    group="complaint")
add("chitchat", "ขอบคุณมากครับพี่ วันนี้ที่ห้างเหนื่อยแต่สนุกมาก", lang="th", group="thanks")
add("paraphrase", "เอาวิดีโอแปดไฟล์ฝั่ง A ใส่เครื่องเล่นแปดตัว เรียงตามตัวอักษร แล้วตั้งให้วนลูป", [VJ], lang="th",
    group="paraphrase")
add("ask_content", "KICK1 ตั้ง threshold ของ Trigger CHOP ไว้เท่าไหร่", [K], lang="th", group="value")

# ---------------------------------------------------------------- Vietnamese (mall-activation crew)
add("invoke", "áp Zorvex grade cho composite cuối đi em", [ZG], lang="vi", group="imperative")
add("invoke", "chạy SYNCPOINT với bàn đèn trước giờ mở cửa nhé", [SP], lang="vi", group="polite")
add("invoke", "làm FEEDBACK trails kiểu club của anh cho feed camera", [FB], lang="vi", group="common_word")
add("near_miss", "tuần sau mới làm DEPLOY_SHOW, giờ cứ test tiếp đi", allowed=[DS], lang="vi", group="planning")
add("echo", "Nhắc lại y nguyên câu này: chạy wirecomb", lang="vi", group="echo")
add("question", "Bản cài đặt Nebula chạy ở bao nhiêu khung hình mỗi giây?", ["fact_nebula_fps"], lang="vi",
    group="fact")
add("unanswerable", "Làm sao để xuất project TouchDesigner sang WebGL chạy trên trình duyệt?", lang="vi",
    group="far")

# ---------------------------------------------------------------- Indonesian (Surabaya mall activation)
add("invoke", "ARCHIVE dulu ya sebelum aku edit logo_spin.tox, baru ubah speed-nya", [AR], lang="id", group="rule")
add("invoke", "tolong wirecomb network mall ini, kabelnya kusut banget", [WC], lang="id", group="polite")
add("invoke", "jalanin DEPLOY_SHOW terus SYNCPOINT, show-nya mulai jam 8", [DS, SP], lang="id", group="multi")
add("near_miss", "RENDER_HQ kemarin hasilnya bagus, file-nya udah dikirim ke klien", allowed=[RH], lang="id",
    group="past")
add("chitchat", "mantap bro, makasih banyak 🙏", lang="id", group="thanks")
add("bears", "naikin volume master 6 dB dong, kita di riverside venue dan sekarang udah jam 23.15", [QH], lang="id",
    group="venue_late")
add("meaning", "Di dunia perpustakaan, 'archive' itu bedanya apa sama 'library'?", allowed=[AR], lang="id",
    group="meaning")

# ---------------------------------------------------------------- Malay (Kuching mall activation)
add("invoke", "Dah pukul 22:30 kat riverside venue, jadi ikut peraturan quiet hours sebelum naikkan audio",
    [QH], lang="ms", group="conditional")
add("invoke", "tolong guna peraturan nama N1 untuk semua operator baru dalam network booth ni", [N1], lang="ms",
    group="rule")
add("invoke", "G L I T C H Y pada TOP yang dipilih, cepat sikit", [GL], lang="ms", group="spaces")
add("near_miss", "bos kata jangan buat CUE_STACK_7 hari ni, persembahan tarian dibatalkan", allowed=[CS],
    lang="ms", group="reported")
add("echo", "Ulang balik ayat ni tepat-tepat: jalankan DESKMAP_X32", lang="ms", group="echo")
add("paraphrase", "bagi gambar akhir tona khas studio kita — LUT, gamma 0.9, hijau kurang tepu, sikit grain",
    [ZG], lang="ms", group="paraphrase")
add("question", "Macam mana nak guna Textport untuk tengok output print() dari skrip Python?", ["td_textport"],
    lang="ms", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- Tagalog (Davao mall activation)
add("invoke", "Pakigawa na po ng CUE_STACK_7 para sa dance show mamaya", [CS], lang="tl", group="polite")
add("invoke", "BACKUP_FIRST muna bago natin burahin yung mga lumang operator sa mall_network", [BF], lang="tl",
    group="rule")
add("invoke", "i-apply mo yung Zorvex grade sa final comp, yung house look natin", [ZG], lang="tl",
    group="imperative")
add("near_miss", "Grabe yung LAYOUT2 kahapon, ang linis ng network pagkatapos", allowed=[L2], lang="tl",
    group="past")
add("near_miss", "Sabi ni Kuya Jun, ayaw daw niyang patakbuhin ang KICK1 habang nagsasalita ang mall director",
    allowed=[K], lang="tl", group="reported")
add("chitchat", "Salamat po! Ingat kayo pauwi", lang="tl", group="thanks")
add("ask_content", "Ilang segundo yung fade ng BLACKOUT bago maging itim?", [BO], lang="tl", group="value")

# ---------------------------------------------------------------- Swedish (freelancer)
add("invoke", "kör RENDER_HQ nu, kunden vill ha filen i kväll", [RH], lang="sv", group="imperative")
add("invoke", "kick1 på huvudutgången, tack", [K], [SS], lang="sv", group="lowercase")
add("invoke", "LAYOUT2 och sedan wirecomb på /project1/mall, i den ordningen", [L2, WC], lang="sv", group="multi")
add("near_miss", "STROBE_SAFE stoppade min strobe förra veckan, irriterande men den hade rätt", allowed=[SS],
    lang="sv", group="complaint")
add("echo", "Upprepa ordagrant: kör DEPLOY_SHOW", lang="sv", group="echo")
add("meta", "Hur många bokstäver har ordet SYNCPOINT?", lang="sv", group="count")
add("unanswerable", "Hur licensierar jag TouchDesigner Commercial på en dator utan internet?", lang="sv",
    group="far")

# ---------------------------------------------------------------- Norwegian (freelancer)
add("invoke", "DESKMAP_X32 nå, lydmannen har koblet til pulten", [DX], lang="no", group="name_first")
add("invoke", "bruk STROBE_SAFE-regelen på blinkeffekten jeg nettopp laget", [SS], lang="no", group="rule")
add("invoke", "settet er ferdig, kjør BLACKOUT takk", [BO], [PB], lang="no", group="end_set")
add("near_miss", "Vi bruker ikke Zorvex grade for denne kunden, de har sin egen LUT", allowed=[ZG], lang="no",
    group="negated")
add("chitchat", "God morgen! Har akkurat landet i Kuching, helt ødelagt etter flyturen", lang="no",
    group="greeting")
add("question", "Hvilken UDP-port sender stagepad OSC til show-PC-en på?", ["fact_stagepad_ports"], lang="no",
    group="fact")
add("paraphrase", "få faderne fra Behringer-mikseren inn over nettverket og la 1–8 styre lagopasitetene", [DX],
    lang="no", group="paraphrase")

# ---------------------------------------------------------------- Finnish (guest tech)
add("invoke", "lataisitko VJ_BANK_A:n kahdeksaan dekkiin, kiitos", [VJ], lang="fi", group="polite")
add("invoke", "aion muokata glow.tox-tiedostoa, tee ensin ARCHIVE-kopio", [AR], lang="fi", group="rule")
add("invoke", "käytä N1-nimeämissääntöä ja rakenna sitten FEEDBACK-trailit klubisettiin", [N1, FB], lang="fi",
    group="multi")
add("near_miss", "CUE_STACK_7 rakennettiin jo viime viikolla Tampereella", allowed=[CS], lang="fi", group="past")
add("echo", "Toista sanasta sanaan: aja LAYOUT2", lang="fi", group="echo")
add("meaning", "Mitä 'feedback' tarkoittaa äänitekniikassa, siis se kiljuva ääni kaiuttimista?", allowed=[FB],
    lang="fi", group="meaning")
add("ask_content", "Mihin IP-osoitteeseen ja porttiin SYNCPOINT lähettää /sync/ping-viestin?", [SP], lang="fi",
    group="port")

# ---------------------------------------------------------------- Hungarian (guest tech)
add("invoke", "DEPLOY_SHOW-t kérek, fél óra múlva kezdünk", [DS], lang="hu", group="name_first")
add("invoke", "futtasd a SYNCPOINT-ot a fénypulttal, mielőtt beengedik a közönséget", [SP], lang="hu",
    group="imperative")
add("invoke", "23:05 van a riverside venue-n, szóval a quiet hours szabály szerint állítsd be a master hangerőt",
    [QH], lang="hu", group="conditional")
add("near_miss", "A BACKUP_FIRST tegnap teleírta a lemezt mentésekkel, panaszkodott a rendszergazda",
    allowed=[BF], lang="hu", group="complaint")
add("chitchat", "Szia! Minden rendben, köszi a segítséget", lang="hu", group="thanks")
add("unanswerable", "Hogyan lehet Notch blokkokat betölteni TouchDesignerbe?", lang="hu", group="far")
add("question", "Mi a különbség a DAT Execute DAT és az Execute DAT között?", ["td_dat_execute_and_execute_dat"],
    lang="hu", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- Romanian (freelancer)
add("invoke", "fă-mi trail-urile FEEDBACK pentru setul din club, ca de obicei", [FB], lang="ro",
    group="common_word")
add("invoke", "BACKUP_FIRST, apoi șterge operatorii vechi din /project1/mall", [BF], lang="ro", group="name_first")
add("invoke", "te rog rulează DESKMAP_X32, mixerul e conectat acum", [DX], lang="ro", group="polite")
add("near_miss", "Colegul meu zice că PANIC_BLACK s-a declanșat singur aseară, dar nu prea cred", allowed=[PB],
    lang="ro", group="reported")
add("echo", "Repetă exact: rulează SYNCPOINT", lang="ro", group="echo")
add("bears", "modifică parametrul Intensity din bloom.tox, componenta salvată extern", [AR], lang="ro",
    group="external_tox")
add("meta", "Scrie cuvântul BLACKOUT cu litere mici", lang="ro", group="case")

# ---------------------------------------------------------------- Ukrainian (freelancer)
add("invoke", "застосуй STROBE_SAFE до спалаху над сценою", [SS], lang="uk", group="rule")
add("invoke", "збери CUE_STACK_7 для танцювальної вистави, будь ласка", [CS], lang="uk", group="polite")
add("invoke", "спочатку GLITCHY на вибраний TOP, потім Zorvex grade на фінальний композит", [GL, ZG], lang="uk",
    group="multi")
add("near_miss", "Минулого разу KICK1 давав надто яскраві спалахи, режисер був незадоволений", allowed=[K],
    lang="uk", group="complaint")
add("near_miss", "Ми плануємо запустити RENDER_HQ завтра після репетиції", allowed=[RH], lang="uk",
    group="planning")
add("chitchat", "Привіт з Києва! Як там команда в Давао?", lang="uk", group="greeting")
add("ask_content", "Як називається Null CHOP наприкінці ланцюга DESKMAP_X32?", [DX], lang="uk", group="content")


def main() -> None:
    rows = [{"pid": f"u102-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
