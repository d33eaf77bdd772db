"""Blind labelled prompt suite unseen72 (helper "gateeval72").

Written blind: from corpus.jsonl, the built-in knowledge files and the label rules only; the gate code,
its tests, other prompt files and other author scripts were not read, and the gate was never run on these.

Personas (author script only):
- a Warsaw and Prague immersive-theatre company (pl, cs) with Hungarian and Romanian crew (hu, ro);
- an Athens / Tel Aviv / Cairo touring dance production (el, he, ar) running the dance piece;
- a Manila / Jakarta / Hanoi esports-arena visuals team (tl, id, ms, vi) with Thai, Hindi, Turkish and
  Nordic freelancers (th, hi, tr, sv, da, no, fi), plus a Dutch and a Ukrainian programmer (nl, uk)
  and an English-speaking show caller / tech director who writes most of the English prompts.

Run: python author_unseen72.py  (writes prompts_unseen72.jsonl next to this file)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen72.jsonl")
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

# ---------------------------------------------------------------- invoke: Warsaw / Prague theatre company
add("invoke", "Odpal KICK1 na głównym wyjściu, próba zaczyna się za 10 minut.", [K], lang="pl", group="imperative")
add("invoke", "Proszę, zrób LAYOUT2 w tej sieci, bo nic już nie widać.", [L], lang="pl", group="polite")
add("invoke", "no dobra, wirecomb na /project1/scena i lecimy dalej", [W], lang="pl", group="lowercase")
add("invoke", "Spusť DEPLOY_SHOW, za hodinu otevíráme sál.", [D], lang="cs", group="imperative")
add("invoke", "Potřebuju na finální kompozit Zorvex grade, díky.", [Z], lang="cs", group="title_words")
add("invoke", "CUE_STACK_7 prosím postav, choreograf poslal nový cues.csv.", [C], lang="cs", group="name_first")
add("invoke", "Kérlek, futtasd le a BACKUP_FIRST szabályt, aztán töröld a noise1-et.", [B], lang="hu", group="rule")
add("invoke", "GLITCHY a kijelölt TOP-ra, gyorsan!", [G], lang="hu", group="terse")
add("invoke", "Most jöhet a SYNCPOINT a fénypulttal, mielőtt beengedjük a közönséget.", [SY], lang="hu", group="timed")
add("invoke", "Te rog aplică regula ARCHIVE înainte să modific bloom.tox.", [A], lang="ro", group="rule")
add("invoke", "rulează RENDER_HQ pentru trailerul de mâine", [R], lang="ro", group="lowercase")
add("invoke", "VJ_BANK_A acum, te rog, DJ-ul începe în două minute.", [V], lang="ro", group="name_first")

# ---------------------------------------------------------------- invoke: Athens / Tel Aviv / Cairo dance tour
add("invoke", "Τρέξε το CUE_STACK_7 για την αποψινή παράσταση χορού.", [C], lang="el", group="imperative")
add("invoke", "Τέλος το σετ, κάνε BLACKOUT.", [BO], lang="el", group="end_set")
add("invoke", "Παρακαλώ εφάρμοσε τον κανόνα STROBE_SAFE στο strobe που μόλις έφτιαξες.", [S], lang="el", group="rule")
add("invoke", "תריץ בבקשה את DESKMAP_X32, המיקסר כבר מחובר.", [X], lang="he", group="polite")
add("invoke", "SYNCPOINT עכשיו, לפני שהקהל נכנס", [SY], lang="he", group="terse")
add("invoke", "תעשה PANIC_BLACK מיד!!!", [P], lang="he", group="emergency")
add("invoke", "من فضلك شغّل BLACKOUT، انتهى العرض.", [BO], lang="ar", group="end_set")
add("invoke", "طبّق قاعدة STROBE_SAFE على الفلاش الجديد قبل البروفة.", [S], lang="ar", group="rule")
add("invoke", "نفّذ KICK1 على المخرج الرئيسي يا باشا", [K], lang="ar", group="imperative")

# ---------------------------------------------------------------- invoke: Manila / Jakarta / Hanoi esports arena
add("invoke", "Pa-run naman ng RENDER_HQ, kailangan ng highlight reel mamaya.", [R], lang="tl", group="polite")
add("invoke", "Sige, i-apply mo na yung Zorvex grade sa final output.", [Z], lang="tl", group="consent")
add("invoke", "Gawin mo na yung PANIC_BLACK, ngayon na!", [P], lang="tl", group="emergency")
add("invoke", "Tolong jalankan DESKMAP_X32 sekarang, mixer udah nyala.", [X], lang="id", group="polite")
add("invoke", "GLITCHY dong di TOP yang kepilih 🔥🔥", [G], lang="id", group="emoji")
add("invoke", "pakai aturan BACKUP_FIRST dulu ya, baru hapus container lama", [B], lang="id", group="rule")
add("invoke", "Sila jalankan SYNCPOINT dengan konsol lampu sebelum pertunjukan.", [SY], lang="ms", group="polite")
add("invoke", "Tolong bina CUE_STACK_7 untuk persembahan tarian, terima kasih.", [C], lang="ms", group="polite")
add("invoke", "Penonton dah masuk dan caster dah ready, jadi muatkan VJ_BANK_A sekarang, lepas tu saya check audio.",
    [V], lang="ms", group="mid_message")
add("invoke", "Chạy KICK1 cho màn hình chính đi, trận chung kết sắp bắt đầu.", [K], lang="vi", group="imperative")
add("invoke", "làm ơn chạy wirecomb cho network này, dây rối quá", [W], lang="vi", group="lowercase")
add("invoke", "Áp dụng quy tắc đặt tên N1 cho mấy operator vừa tạo.", [N], lang="vi", group="rule")

# ---------------------------------------------------------------- invoke: Thai, Hindi, Turkish, Nordic freelancers
add("invoke", "ช่วยรัน DEPLOY_SHOW ให้หน่อยครับ งานเริ่มหนึ่งทุ่ม", [D], lang="th", group="polite")
add("invoke", "จัด LAYOUT2 ให้เน็ตเวิร์กนี้หน่อย รกมาก", [L], lang="th", group="terse")
add("invoke", "ใส่ Zorvex grade ให้ภาพสุดท้ายเลยค่ะ", [Z], lang="th", group="title_words")
add("invoke", "भाई, selected TOP पर GLITCHY चला दो", [G], lang="hi", group="imperative")
add("invoke", "कृपया VJ_BANK_A लोड कर दीजिए, सेट शुरू होने वाला है।", [V], lang="hi", group="polite")
add("invoke", "RENDER_HQ शुरू करो, क्लाइंट को आज रात तक वीडियो चाहिए।", [R], lang="hi", group="name_first")
add("invoke", "Lütfen LAYUOT2 çalıştır, ağ çok dağınık.", [L], lang="tr", group="typo")
add("invoke", "şu network'e bir wirecomb yap", [W], lang="tr", group="name_as_verb")
add("invoke", "Kulüp seti için iz efektini benim FEEDBACK ayarlarımla kur.", [F], lang="tr", group="common_word")
add("invoke", "Kör K I C K 1, tack.", [K], lang="sv", group="spaces")
add("invoke", "Jag ska ändra i lights.tox, följ ARCHIVE-regeln först.", [A], lang="sv", group="rule")
add("invoke", "BLACKOUT nu, setet är slut.", [BO], lang="sv", group="end_set")
add("invoke", "Kør DEPLOY_SHOW før dørene åbner kl. 19.", [D], lang="da", group="timed")
add("invoke", "Vil du køre navneregel N1 på de nye operatorer?", [N], lang="da", group="polite")
add("invoke", "Den valgte TOP skal have lidt kaos, så kør GLITCHY", [G], lang="da", group="trailing")
add("invoke", "Kjør SYNCPOINT nå, lyskonsollen er klar.", [SY], lang="no", group="imperative")
add("invoke", "Last inn VJ_BANK_A i deckene, takk.", [V], lang="no", group="polite")
add("invoke", "Kan du kjøre LAYOUT2 og deretter wirecomb på /project1/fx?", [L, W], lang="no", group="multi")
add("invoke", "Aja DESKMAP_X32, kiitos.", [X], lang="fi", group="terse")
add("invoke", "Tee KICK1 pääulostuloon ennen kuin finaali alkaa.", [K], lang="fi", group="imperative")
add("invoke", "Käytä Zorvex-gradea lopulliseen kompositioon ja aja sitten RENDER_HQ.", [Z, R], lang="fi", group="multi")
add("invoke", "Запусти, будь ласка, CUE_STACK_7 для вечірньої вистави.", [C], lang="uk", group="polite")
add("invoke", "STROBE_SAFE застосуй до всіх спалахів у сцені.", [S], lang="uk", group="rule")
add("invoke", "Перед тим як чистити /project1/old, застосуй BACKUP_FIRST.", [B], lang="uk", group="rule")
add("invoke", "Draai even RENDER_HQ voor de aftermovie.", [R], lang="nl", group="imperative")
add("invoke", "Graag de Zorvex grade op de eindcompositie.", [Z], lang="nl", group="polite")
add("invoke", "Naamregel N1 toepassen op alles wat je net hebt gemaakt.", [N], lang="nl", group="rule")

# ---------------------------------------------------------------- invoke: the English-speaking show caller / tech director
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the master audio before the encore.",
    [Q], group="conditional")
add("invoke", "We just went past 22:00 at the riverside and the DJ wants it louder: apply the riverside quiet hours rule first.",
    [Q], group="rule")
add("invoke", "Time for the quiet hours rule at the riverside venue, it's 22:05.", [Q], group="timed")
add("invoke", "Build the trails for the club set using my FEEDBACK settings.", [F], group="title_words")
add("invoke", "club visuals need trails, set them up exactly the way my FEEDBACK note says", [F], group="common_word")
add("invoke", "Use the ARCHIVE rule, then open glow.tox and raise the threshold to 0.7.", [A], group="rule")
add("invoke", "panic panic, PANIC_BLACK now", [P], group="emergency")
add("invoke", "/layout2 /project1/arena_fx", [L], group="slash_command")
add("invoke", "- [ ] run BACKUP_FIRST on /project1/old\n- [ ] then delete /project1/old", [B], group="checklist")
add("invoke", "```\nWARNING: /project1/out1 flicker at 12 Hz detected\n```\nthat's way too fast, apply STROBE_SAFE to it",
    [S], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on this network instead", [W], allowed=[L], group="correction")
add("invoke", "okay computer run kick one on the main output period", [K], group="voice")
add("invoke", "Could you run DESKMAP_X32 and then SYNCPOINT before doors?", [X, SY], group="multi")
add("invoke", "Load VJ_BANK_A and kick off KICK1, the DJ is on.", [V, K], group="multi")
add("invoke", "Before you delete anything: BACKUP_FIRST, then wipe /project1/tests, and after that LAYOUT2 the rest.",
    [B, L], group="multi")
add("invoke", "Do CUE_STACK_7 and apply naming rule N1 to everything it creates.", [C, N], group="multi")
add("invoke", "GLITCHY on the selected TOP, then the Zorvex grade on top of that 🙏", [G, Z], group="multi")
add("invoke", "rendr_hq now pls", [R], group="typo")
add("invoke", "deploy show pls, doors in 20", [D], group="lowercase")
add("invoke", "PANIC_BLACK — arena screens, now", [P], group="terse")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Jaki próg i jaki release ustawia KICK1 w Trigger CHOP?", [K], lang="pl", group="value")
add("ask_content", "Ce codec și ce rezoluție folosește RENDER_HQ?", [R], lang="ro", group="value")
add("ask_content", "כל כמה שניות DESKMAP_X32 שולח /xremote?", [X], lang="he", group="value")
add("ask_content", "SYNCPOINT hantar ping ke alamat IP dan port mana?", [SY], lang="ms", group="port")
add("ask_content", "Hva gjør SYNCPOINT hvis konsollen ikke svarer innen to sekunder?", [SY], lang="no", group="content")
add("ask_content", "What order does DEPLOY_SHOW go through its steps in?", [D], group="order")
add("ask_content", "How does the BACKUP_FIRST rule say the backup file should be named?", [B], group="content")
add("ask_content", "Which opacity does my FEEDBACK trail setup use on the Level TOP?", [F], group="value")
add("ask_content", "In the Zorvex grade, how much are the greens desaturated?", [Z], group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Töröld ki az összes nem használt operátort a /project1/old hálózatból.", [B], lang="hu", group="delete")
add("bears", "اجعل الفلاش يتزامن مع الإيقاع بسرعة 8 ومضات في الثانية.", [S], lang="ar", group="strobe")
add("bears", "Gawin nating 10 flashes per second yung strobe sa stage para sa finale.", [S], lang="tl", group="strobe")
add("bears", "Zet de master-audio op -10 dBFS, het is nu 23:15 bij de riverside venue.", [Q], lang="nl", group="venue_late")
add("bears", "Ändra bloom-intensiteten inne i den externa bloom.tox-komponenten till 0.6.", [A], lang="sv", group="external_tox")
add("bears", "Delete noise3 and level7, they're unused.", [B], group="delete")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "Χρειάζομαι τα δώδεκα σημεία της χορογραφίας σε πίνακα, με χρονόμετρο που αλλάζει σκηνή σε κάθε σημείο.",
    [C], lang="el", group="paraphrase")
add("paraphrase", "เส้นเชื่อมระหว่างโหนดพันกันยุ่งมาก ช่วยจัดให้อ่านง่ายหน่อย ไม่ต้องลบอะไรนะ", [W], lang="th",
    group="paraphrase")
add("paraphrase", "Get the Behringer sound board's 32 sliders into TouchDesigner as smoothed channels.", [X],
    group="paraphrase")
add("paraphrase", "Make the visuals pulse with the bass drum on the main out.", [K], group="paraphrase")
add("paraphrase", "Sebelum penonton masuk, simpan salinan .toe bernomor, cek error, lalu masuk mode perform.",
    [D], lang="id", group="paraphrase")
add("paraphrase", "Cho hình đang xuất bị méo như tín hiệu hỏng, lệch kênh đỏ và xanh dương vài pixel.", [G], lang="vi",
    group="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "Kolik kanálů má každá pohyblivá hlava v DMX patchi a na jaké adrese začíná první?", ["fact_dmx_heads"],
    lang="cs", group="fact")
add("question", "Πού βρίσκεται το log σφαλμάτων της παράστασης;", ["fact_show_log"], lang="el", group="fact")
add("question", "Performance Monitor कैसे खोलते हैं और cook time कैसे देखें?", ["ref_perf_monitor"], lang="hi",
    group="reference")
add("task", "Dựng cho mình một chuỗi spectrum bars từ âm thanh trực tiếp.", ["rcp_spectrum_bars"],
    allowed=["ref_audio_analysis"], lang="vi", group="reference")
add("question", "Di port berapa tablet stagepad kirim OSC ke PC show?", ["fact_stagepad_ports"], lang="id", group="fact")
add("question", "Nebula enstalasyonu kaç FPS'de çalışıyor?", ["fact_nebula_fps"], lang="tr", group="fact")
add("question", "Hvilke farver må vi bruge til Aurora-lanceringen?", ["fact_aurora_palette"], lang="da", group="fact")
add("task", "Tee LED-nauhalle kartoitus lopullisesta kuvasta DMX:ään.", ["rcp_led_strip"], lang="fi", group="reference")
add("question", "Чому Render TOP показує чорний кадр?", ["ref_render_pipeline"], lang="uk", group="reference")
add("task", "Build me a lower third with the guest's name for the stream.", ["rcp_lower_third"], group="reference")
add("question", "What's the IP address of the lighting console on the show network?", ["fact_lx_console"],
    allowed=[SY], group="fact")

# ---------------------------------------------------------------- question / task (built-in knowledge indexed)
add("question", "Where can a COMP keep a Python counter between frames so it is still there after I save and reopen the .toe?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "What's the difference between the DAT Execute DAT and the Execute DAT?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I make a pulse custom parameter actually do something when I press it?",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "Bypass flag vs lock flag: which one freezes the output image?", ["td_operator_flags"],
    group="builtin_only", builtin=True)
add("question", "Jak przenieść obraz z jednego COMP-a do drugiego bez kabli? Select TOP czy Out TOP?",
    ["td_select_in_out"], lang="pl", group="builtin_only", builtin=True)
add("question", "How do I use feedback to get smoky trails on a webcam image?", ["td_feedback_top"],
    allowed=["ref_feedback_top", "rcp_webcam_glitch", "rcp_feedback_tunnel", F, "ref_pixel_formats"],
    group="common_word", builtin=True)
add("question", "ما الفرق بين تعبير بايثون داخل البارامتر وسكربت في Text DAT؟", ["td_python_expressions_vs_scripts"],
    lang="ar", group="builtin_only", builtin=True)
add("question", "How do I open the Textport and print a message to it?", ["td_textport"], group="builtin_only",
    builtin=True)

# ---------------------------------------------------------------- unanswerable (plausible, not in the corpus)
add("unanswerable", "Jak podłączyć kamerę Blackmagic przez kartę DeckLink do TouchDesignera w 4K?", lang="pl", group="far")
add("unanswerable", "Hogyan lehet a TouchDesignerből Spouttal textúrát küldeni a Resolume-ba?", lang="hu", group="far")
add("unanswerable", "איך מחברים את TouchDesigner ל-Unreal Engine דרך Live Link?", lang="he", group="far")
add("unanswerable", "TouchDesigner में Leap Motion से hand tracking कैसे करें?", lang="hi", group="far")
add("unanswerable", "TouchDesigner có hỗ trợ Stream Deck không, cấu hình thế nào?", lang="vi", group="far")
add("unanswerable", "Bagaimana nak sambung TouchDesigner ke Ableton Live guna TDAbleton?", lang="ms", group="far")
add("unanswerable", "TouchDesigner'da Stable Diffusion gerçek zamanlı nasıl çalıştırılır?", lang="tr", group="far")
add("unanswerable", "Hvordan sætter man en licensserver til TouchDesigner op på et lukket netværk?", lang="da", group="far")
add("unanswerable", "Miten Notch-blokit toimivat TouchDesignerissa?", lang="fi", group="far")
add("unanswerable", "Welke TouchDesigner-build ondersteunt Python 3.12?", lang="nl", group="far")
add("unanswerable", "Does TouchDesigner run natively on Linux?", group="far")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "KICK1 wczoraj działał bez zarzutu, dzisiaj go nie ruszamy.", allowed=[K], lang="pl", group="past")
add("near_miss", "W pliku notatki.txt mam zapisane 'PANIC_BLACK = F12', to tylko ściąga.", allowed=[P], lang="pl",
    group="quoted")
add("near_miss", "Nespouštěj DEPLOY_SHOW, ještě ladíme světla.", allowed=[D], lang="cs", group="negated")
add("near_miss", "Kdybychom v neděli hráli venku, řešili bychom BLACKOUT nějak jinak?", allowed=[BO], lang="cs",
    group="hypothetical")
add("near_miss", "A tegnapi GLITCHY túl erős lett, a rendező szerint zavaró volt.", allowed=[G], lang="hu",
    group="complaint")
add("near_miss", "Fișierul render_hq_final.mov e pe desktop, l-a văzut cineva?", allowed=[R], lang="ro", group="filename")
add("near_miss", "Ο Ματέο ρώτησε αν το CUE_STACK_7 είναι έτοιμο· δεν χρειάζεται να κάνεις τίποτα ακόμα.", allowed=[C],
    lang="el", group="reported")
add("near_miss", "אל תריץ את DESKMAP_X32, המיקסר עוד לא הגיע לאולם.", allowed=[X], lang="he", group="negated")
add("near_miss", "ה-Zorvex grade מהסיבוב הקודם יצא ירקרק מדי לטעמי.", allowed=[Z], lang="he", group="complaint")
add("near_miss", "هل تم تشغيل BLACKOUT في نهاية عرض أمس؟ أريد أن أعرف فقط.", allowed=[BO], lang="ar", group="status")
add("near_miss", "VJ_BANK_A वाला फ़ोल्डर किसने rename किया? अब decks खाली दिख रहे हैं।", allowed=[V], lang="hi",
    group="complaint")
add("near_miss", "เมื่อวาน LAYOUT2 ทำงานดีมาก ขอบคุณนะ", allowed=[L], lang="th", group="past")
add("near_miss", "Nếu KICK1 giật quá thì mai mình tính, giờ chưa cần đụng vào.", allowed=[K], lang="vi",
    group="hypothetical")
add("near_miss", "File deskmap_x32_old.toe masih ada di folder backup, aman kok.", allowed=[X], lang="id", group="filename")
add("near_miss", "Jangan jalankan SYNCPOINT lagi, konsol tengah dikemas kini.", allowed=[SY], lang="ms", group="negated")
add("near_miss", "Sabi ni boss baka mag-RENDER_HQ tayo bukas, pero hindi pa sure.", allowed=[R], lang="tl",
    group="reported")
add("near_miss", "Geçen turnede wirecomb bütün ağımı karıştırmıştı, hâlâ sinirliyim.", allowed=[W], lang="tr",
    group="history")
add("near_miss", "DEPLOY_SHOW'u yarın sabah provadan sonra çalıştıracağız, şimdilik dokunma.", allowed=[D], lang="tr",
    group="planning")
add("near_miss", "Vi kör BLACKOUT efter sista låten, inte nu.", allowed=[BO], lang="sv", group="planning")
add("near_miss", "DEPLOY_SHOW blev jo allerede kørt i aftes, ikke?", allowed=[D], lang="da", group="status")
add("near_miss", "SYNCPOINT-loggen fra i går viste 14 ms rundtur, helt greit.", allowed=[SY], lang="no", group="past")
add("near_miss", "Älä koske KICK1:een, se toimii nyt hyvin.", allowed=[K], lang="fi", group="negated")
add("near_miss", "Хтось назвав змінну strobe_safe_rate у скрипті, це нормально?", allowed=[S], lang="uk",
    group="variable")
add("near_miss", "RENDER_HQ heeft vannacht gewoon gedraaid, het bestand staat al op de server.", allowed=[R], lang="nl",
    group="past")
add("near_miss", "don't run GLITCHY, I just want to look at the raw camera feed", allowed=[G], group="negated")
add("near_miss", "KICK1 worked great at last night's esports final.", allowed=[K], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning, after the tech rehearsal.", allowed=[D], group="planning")
add("near_miss", "My producer keeps saying 'just RENDER_HQ it' about everything lol", allowed=[R], group="reported")
add("near_miss", "Is CUE_STACK_7 already built in this project, or not yet?", allowed=[C], group="status")
add("near_miss", "If we ever tour a venue with an X32 again, DESKMAP_X32 will come in handy.", allowed=[X],
    group="hypothetical")
add("near_miss", "Is wirecomb better than LAYOUT2 for huge networks? Just curious, nothing to do right now.",
    allowed=[W, L], group="comparison")
add("near_miss", "the file backup_first_notes.md has the old tour notes, ignore it", allowed=[B], group="filename")
add("near_miss", "`if strobe_safe: rate = min(rate, 3)` is this line valid Python syntax?", allowed=[S], group="code")
add("near_miss", "VJ_BANK_A broke my crossfader last week, the Xfade param got stuck at 0.", allowed=[V],
    group="complaint")
add("near_miss", "Back in 2019 we had nothing like SYNCPOINT, we just counted in by ear.", allowed=[SY], group="history")
add("near_miss", "I wrote 'naming rule N1' on the whiteboard so the interns see it.", allowed=[N], group="incidental")

# ---------------------------------------------------------------- meaning
add("meaning", "Vad betyder ordet 'blackout' i vanlig mening, alltså minnesluckor efter fest?", allowed=[BO], lang="sv")
add("meaning", "Ce înseamnă 'arhivă' ca termen general în arhivistică, nu în TouchDesigner?", allowed=[A], lang="ro")
add("meaning", "What does 'feedback' mean in a performance review at work?", allowed=[F])
add("meaning", "Where does the word 'panic' come from, is it really from the god Pan?", allowed=[P])
add("meaning", "What do 'quiet hours' usually mean in a hotel or a dorm?", allowed=[Q])

# ---------------------------------------------------------------- meta
add("meta", "Jak se česky vyslovuje slovo 'wirecomb'?", lang="cs", group="pronounce")
add("meta", "ترجم كلمة BLACKOUT إلى العربية فقط.", lang="ar", group="translate")
add("meta", "สะกดคำว่า SYNCPOINT ทีละตัวอักษร", lang="th", group="spell")
add("meta", "Tulis kata GLITCHY dengan huruf kecil semua.", lang="id", group="case")
add("meta", "Paano bigkasin ang 'Zorvex'?", lang="tl", group="pronounce")
add("meta", "Skriv ordet SYNCPOINT baklengs.", lang="no", group="reverse")
add("meta", "Як правильно вимовляти слово GLITCHY українською?", lang="uk", group="pronounce")
add("meta", "Spell DESKMAP_X32 in the NATO alphabet.", group="spell")
add("meta", "Write CUE_STACK_7 in bold, nothing else.", group="bold")
add("meta", "How many letters are in 'wirecomb'?", group="count")
add("meta", "Use BACKUP_FIRST in a sentence about a careful librarian.", group="in_a_sentence")
add("meta", "Convert the string RENDER_HQ to lowercase.", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Zopakuj po mně přesně: tabulka s cues je hotová.", lang="cs")
add("echo", "Repetă exact ce scriu: GLITCHY e pregătit.", lang="ro")
add("echo", "תחזור אחריי מילה במילה: להריץ את KICK1 אחרי ההפסקה.", lang="he")
add("echo", "जो मैं लिखूँ वही दोहराओ: साउंड चेक पूरा हुआ।", lang="hi")
add("echo", "Nhắc lại y nguyên câu này: sân khấu đã sẵn sàng.", lang="vi")
add("echo", "Ulang semula ayat ini tepat-tepat: semua projektor sudah hidup.", lang="ms")
add("echo", "Aynen tekrar et: VJ_BANK_A yüklendi.", lang="tr")
add("echo", "Gentag præcis: lydprøven er færdig.", lang="da")
add("echo", "Toista sanasta sanaan: projektorit ovat päällä.", lang="fi")
add("echo", "Herhaal letterlijk: de zaal is open.", lang="nl")
add("echo", "Say back to me exactly: 'DEPLOY_SHOW is done'.")
add("echo", "Echo this line verbatim: the doors open at eight.")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Dzięki, świetna robota, idę na kawę.", lang="pl")
add("chitchat", "Szia! Milyen volt a hétvége?", lang="hu")
add("chitchat", "Καλημέρα σε όλους! Ο καφές είναι στο φουαγιέ.", lang="el")
add("chitchat", "شكراً جزيلاً، الله يعطيك العافية!", lang="ar")
add("chitchat", "สวัสดีครับ วันนี้ร้อนมากเลย", lang="th")
add("chitchat", "Mantap, makasih banyak bro!", lang="id")
add("chitchat", "Salamat po! Ingat kayo pauwi.", lang="tl")
add("chitchat", "Tack för i dag, vi ses i morgon!", lang="sv")
add("chitchat", "Hei hei! Alt vel med deg?", lang="no")
add("chitchat", "Дякую, друже! До завтра.", lang="uk")
add("chitchat", "haha nice, that looks sick 👍")


def main() -> None:
    rows = [{"pid": f"u72-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
