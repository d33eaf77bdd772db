"""Blind suite unseen90, written by the independent evaluator "gateeval90".

Labels come from corpus.jsonl and the built-in knowledge file names only; the author read neither the gate
code nor its tests nor any other prompt file, and never ran the gate on these prompts.

Personas (they live here only):
- P1  a Ghent and Utrecht canal light-art crew (Dutch, English; a Danish and a Finnish intern)
- P2  a Kraków and Brno jazz-club visuals collective (Polish, Czech; a Budapest guest VJ in Hungarian)
- P3  an Antalya / Thessaloniki / Haifa rooftop-party network (Turkish, Greek, Hebrew, Arabic, English)
- P4  a Manila / Penang / Hanoi / Pune product-launch vendor (Taglish, Malay, Indonesian crew in Penang,
      Vietnamese, Hinglish, a Thai crew member) with Swedish, Norwegian, Romanian and Ukrainian freelancers

Run it to regenerate prompts_unseen90.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen90.jsonl")
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

# ---------------------------------------------------------------- invoke: English (P1..P4 mixed)
add("invoke", "RENDER_HQ!!", [R], group="bare")
add("invoke", "go: D E P L O Y _ S H O W", [D], group="spaces")
add("invoke", "/glitchy on moviefilein_sax, the selected one", [G], group="slash_command")
add("invoke", "run synkpoint before doors open, the console is up", [SY], ["fact_lx_console"], group="typo")
add("invoke", "```\nWARNING: /project1/out1 cook time 41.2 ms\nERROR: deck_a3: file not found media/bank_a/03_logo.mov\n```\n"
    "files are back on the D drive now, reload VJ_BANK_A", [V], group="log_paste")
add("invoke", "- [x] projectors warm\n- [x] stagepad connected\n- [ ] CUE_STACK_7  <- do this one now", [C],
    ["fact_dance_piece"], group="checklist")
add("invoke", "run RENDER_HQ — no wait, not RENDER_HQ, do GLITCHY on the bridge layer instead", [G], [R],
    group="correction")
add("invoke", "you asked whether to put the Zorvex grade on the launch reel: yes, go ahead", [Z], group="consent")
add("invoke", "riverside gig, clock says 23:10 — so the quiet hours rule applies now, put it on the master out", [Q],
    group="conditional")
add("invoke", "doors open in 5 minutes so run DEPLOY_SHOW now", [D], group="timed")
add("invoke", "hey copilot run kick one on the main output full stop", [K], [S], group="voice")
add("invoke", "🚨 PANIC_BLACK 🚨 🔥", [P], [BO], group="emoji")
add("invoke", "Apply rule N1 to everything you just created in the foyer network", [N], group="rule")
add("invoke", "load clip bank A into the decks please, doors in ten", [V], group="title_words")
add("invoke", "apply strobe_safe to the hit strobe, it's way too fast for the crowd", [S], ["rcp_strobe_flash"],
    group="lowercase")
add("invoke", "wirecomb first, then LAYOUT2, then N1 over anything you renamed", [W, L, N], group="multi")
add("invoke", "BACKUP_FIRST, then delete the old noise1 and level3 in /project1/fx", [B], group="rule")
add("invoke", "we've got the Penang launch in an hour and the client is hovering behind me, so please execute "
    "DESKMAP_X32 and tell me when the faders respond", [X], group="mid_message")
add("invoke", "the canal-boat set is over, last track faded out — BLACKOUT", [BO], [P], group="trailing")
add("invoke", "follow ARCHIVE for bloom.tox and then raise its threshold to 0.7", [A], group="rule")
add("invoke", "FEEDBACK please, club trails my way on the sax cam", [F], ["ref_feedback_top"], group="name_first")
add("invoke", "RENDER_HQ of the intro loop, then FEEDBACK trails on the live cam once it's done", [R, F], group="multi")
add("invoke", "22:30 at the riverside venue — apply the quiet hours rule to the master and run KICK1 on the "
    "side screens", [Q, K], [S], group="multi")

# ---------------------------------------------------------------- invoke: P1 Ghent/Utrecht (nl, da, fi)
add("invoke", "Voer LAYOUT2 uit op het grachtennetwerk, alles staat door elkaar", [L], lang="nl", group="imperative")
add("invoke", "wirecomb graag op /project1/brug, de draden kruisen overal", [W], lang="nl", group="polite")
add("invoke", "Kun je de Zorvex grade op de eindcompositie zetten? Dank je", [Z], lang="nl", group="polite")
add("invoke", "Het is 22:15 aan de rivier, dus pas de quiet hours regel toe op de master", [Q], lang="nl",
    group="conditional")
add("invoke", "Kør KICK1 på hovedudgangen", [K], [S], lang="da", group="imperative")
add("invoke", "Anvend quiet hours-reglen, klokken er 22:40 ved flodscenen", [Q], lang="da", group="conditional")
add("invoke", "lav lige en wirecomb på det her netværk, det ligner spaghetti", [W], lang="da", group="lowercase")
add("invoke", "Aja SYNCPOINT valopöydän kanssa ennen showta", [SY], ["fact_lx_console"], lang="fi",
    group="imperative")
add("invoke", "CUE_STACK_7 nyt, kiitos", [C], lang="fi", group="terse")
add("invoke", "Käytä BACKUP_FIRST-sääntöä ja poista sitten vanha noise4", [B], lang="fi", group="rule")

# ---------------------------------------------------------------- invoke: P2 Kraków/Brno (pl, cs, hu)
add("invoke", "Odpal KICK1 na głównym wyjściu, perkusista zaczyna za chwilę", [K], [S], lang="pl",
    group="imperative")
add("invoke", "Proszę, wykonaj DESKMAP_X32 — mikser już stoi przy scenie", [X], lang="pl", group="polite")
add("invoke", "VJ_BANK_A załaduj teraz", [V], lang="pl", group="name_first")
add("invoke", "Najpierw DESKMAP_X32, potem SYNCPOINT z konsolą oświetleniową", [X, SY], ["fact_lx_console"],
    lang="pl", group="multi")
add("invoke", "Spusť GLITCHY na vybraný TOP, prosím", [G], lang="cs", group="polite")
add("invoke", "CUE_STACK_7 teď, choreograf čeká", [C], lang="cs", group="name_first")
add("invoke", "Podle pravidla BACKUP_FIRST nejdřív zálohuj a pak smaž starý blur2", [B], lang="cs", group="rule")
add("invoke", "Futtasd a SYNCPOINT-ot, mielőtt kezdünk, a fénypult már megy", [SY], ["fact_lx_console"],
    lang="hu", group="imperative")
add("invoke", "Kérlek, csináld meg a wirecomb-ot ezen a hálózaton", [W], lang="hu", group="polite")
add("invoke", "RENDER_HQ most, kell a felvétel a klubnak", [R], lang="hu", group="name_first")

# ---------------------------------------------------------------- invoke: P3 rooftop network (tr, el, he, ar)
add("invoke", "STROBE_SAFE kuralını çatıdaki flaş efektine uygula", [S], ["rcp_strobe_flash"], lang="tr",
    group="rule")
add("invoke", "PANIC_BLACK! hemen, şimdi!", [P], [BO], lang="tr", group="emergency")
add("invoke", "Lütfen DEPLOY_SHOW'u çalıştır, kapılar 20 dakika sonra açılıyor", [D], lang="tr", group="timed")
add("invoke", "Önce ARCHIVE kuralını uygula, sonra logo_intro.tox içine GLITCHY ekle", [A, G], lang="tr",
    group="multi")
add("invoke", "Τρέξε το GLITCHY πάνω στο TOP που έχω επιλέξει", [G], lang="el", group="imperative")
add("invoke", "Βάλε το FEEDBACK με τα δικά μου trails στο club set", [F], ["ref_feedback_top"], lang="el",
    group="name_first")
add("invoke", "KICK1 τώρα παρακαλώ, μπαίνει ο DJ", [K], [S], lang="el", group="terse")
add("invoke", "תריץ את SYNCPOINT לפני שמתחילים, קונסולת התאורה מוכנה", [SY], ["fact_lx_console"], lang="he",
    group="imperative")
add("invoke", "בבקשה תפעיל BLACKOUT, הסט נגמר", [BO], [P], lang="he", group="end_set")
add("invoke", "wirecomb על הרשת הזאת, הכל מבולגן", [W], lang="he", group="name_first")
add("invoke", "شغّل PANIC_BLACK فوراً!", [P], [BO], lang="ar", group="emergency")
add("invoke", "لو سمحت نفّذ DESKMAP_X32 على المكسر", [X], lang="ar", group="polite")
add("invoke", "طبّق قاعدة N1 على كل العقد الجديدة اللي عملتها", [N], lang="ar", group="rule")

# ---------------------------------------------------------------- invoke: P4 launch vendor (tl, ms, id, vi, hi, th)
add("invoke", "Pa-run naman ng DESKMAP_X32, naka-connect na yung X32", [X], lang="tl", group="polite")
add("invoke", "I-apply mo yung Zorvex grade sa launch reel, sige na", [Z], lang="tl", group="consent")
add("invoke", "BLACKOUT na, tapos na yung set natin", [BO], [P], lang="tl", group="end_set")
add("invoke", "Tolong buat SYNCPOINT dengan konsol lampu sebelum show", [SY], ["fact_lx_console"], lang="ms",
    group="polite")
add("invoke", "Jalankan RENDER_HQ sekarang, kami perlukan fail untuk klien malam ni", [R], lang="ms",
    group="imperative")
add("invoke", "Boleh tak apply ARCHIVE dulu sebelum edit logo_intro.tox?", [A], lang="ms", group="polite")
add("invoke", "Tolong jalankan BACKUP_FIRST dulu, habis itu hapus semua operator yang gak kepake di /project1/old",
    [B], lang="id", group="mid_message")
add("invoke", "KICK1 dong di output utama", [K], [S], lang="id", group="terse")
add("invoke", "Pasang FEEDBACK trails kayak biasa di club set, gas", [F], ["ref_feedback_top"], lang="id",
    group="name_first")
add("invoke", "Chạy DEPLOY_SHOW giúp mình nhé, 7 giờ là mở cửa rồi", [D], lang="vi", group="polite")
add("invoke", "áp dụng STROBE_SAFE cho hiệu ứng nháy trên màn hình chính", [S], ["rcp_strobe_flash"], lang="vi",
    group="lowercase")
add("invoke", "Load VJ_BANK_A đi em", [V], lang="vi", group="terse")
add("invoke", "Chạy VJ_BANK_A rồi áp Zorvex grade lên output", [V, Z], lang="vi", group="multi")
add("invoke", "bhai CUE_STACK_7 chala do abhi, launch ka rehearsal start ho raha hai", [C], lang="hi",
    group="imperative")
add("invoke", "कृपया VJ_BANK_A लोड करो, क्लाइंट इंतज़ार कर रहा है", [V], lang="hi", group="polite")
add("invoke", "Zorvex grade laga do final composite pe please", [Z], lang="hi", group="polite")
add("invoke", "DEPLOY_SHOW karo, uske baad CUE_STACK_7 bhi", [D, C], lang="hi", group="multi")
add("invoke", "ช่วยรัน GLITCHY ที่ TOP ที่เลือกไว้หน่อย", [G], lang="th", group="polite")
add("invoke", "RENDER_HQ ตอนนี้เลย ลูกค้าต้องการไฟล์คืนนี้", [R], lang="th", group="name_first")
add("invoke", "ทำ LAYOUT2 ให้เน็ตเวิร์กนี้หน่อยครับ", [L], lang="th", group="polite")

# ---------------------------------------------------------------- invoke: P4 freelancers (sv, no, ro, uk)
add("invoke", "Kör wirecomb på /project1/lansering, tack", [W], lang="sv", group="polite")
add("invoke", "Tillämpa N1 på de nya operatorerna innan du sparar", [N], lang="sv", group="rule")
add("invoke", "CUE_STACK_7 — kör den nu", [C], lang="sv", group="name_first")
add("invoke", "Kjør VJ_BANK_A nå, takk", [V], lang="no", group="polite")
add("invoke", "Legg på Zorvex-graden på sluttkompositten", [Z], lang="no", group="imperative")
add("invoke", "DEPLOY_SHOW, vær så snill", [D], lang="no", group="name_first")
add("invoke", "Rulează GLITCHY pe TOP-ul selectat, te rog", [G], lang="ro", group="polite")
add("invoke", "Aplică regula ARCHIVE înainte să modifici bloom.tox", [A], lang="ro", group="rule")
add("invoke", "PANIC_BLACK acum!!", [P], [BO], lang="ro", group="emergency")
add("invoke", "Запусти DESKMAP_X32, будь ласка", [X], lang="uk", group="polite")
add("invoke", "Застосуй STROBE_SAFE до стробоскопа на головному екрані", [S], ["rcp_strobe_flash"], lang="uk",
    group="rule")
add("invoke", "LAYOUT2 зараз, мережа — суцільний хаос", [L], lang="uk", group="name_first")
add("invoke", "Останній трек закінчився — BLACKOUT", [BO], [P], lang="uk", group="trailing")

# ---------------------------------------------------------------- ask_content (what a procedure says)
add("ask_content", "what order does DEPLOY_SHOW go in? just list the steps", [D], group="order")
add("ask_content", "what gamma does the Zorvex grade use?", [Z], group="value")
add("ask_content", "per STROBE_SAFE, how many flashes a second is the ceiling?", [S], group="value")
add("ask_content", "Vilken port lyssnar DESKMAP_X32 på?", [X], lang="sv", group="port")
add("ask_content", "Welke codec en welke resolutie gebruikt RENDER_HQ?", [R], lang="nl", group="value")
add("ask_content", "Jaki próg ma Trigger CHOP w KICK1?", [K], lang="pl", group="value")
add("ask_content", "PANIC_BLACK tam olarak neyi sıfırlıyor?", [P], lang="tr", group="content")
add("ask_content", "לאן BACKUP_FIRST שומר את הגיבוי?", [B], lang="he", group="content")
add("ask_content", "SYNCPOINT kirim ping ke IP mana dan port berapa?", [SY], lang="id", group="port")
add("ask_content", "Ce face wirecomb cu firele care se încrucișează?", [W], lang="ro", group="content")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "make the strobe on the drop flash at 12 Hz, tempo-synced", [S], ["rcp_strobe_flash"], group="strobe")
add("bears", "open the external title_card.tox and change its font size to 48", [A], group="external_tox")
add("bears", "hapus aja node noise1 sama blur3, udah gak dipakai", [B], lang="id", group="delete")
add("bears", "Het is half twaalf 's avonds bij de rivierlocatie, zet het mastervolume flink hoger", [Q], lang="nl",
    group="venue_late")
add("bears", "Vytvoř mi Noise TOP a Level TOP pro pozadí u baru", [N], ["ref_noise_top"], lang="cs", group="create")
add("bears", "خلي الفلاش يومض ٨ مرات بالثانية مع الإيقاع", [S], ["rcp_strobe_flash"], lang="ar", group="strobe")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "measure the round trip to the grandMA with a ping and a pong and shift our timeline by half of it",
    [SY], ["fact_lx_console"])
add("paraphrase", "give the final comp our studio's signature tint: LUT ramp, a touch of grain, greens pulled down", [Z])
add("paraphrase", "Jak zrobić, żeby obraz rozbłyskiwał przy każdym uderzeniu stopy perkusji?", [K],
    ["ref_audio_analysis"], lang="pl")
add("paraphrase", "Ställ alla ingångar längst till vänster och resten i signalordning åt höger, Nulls sist", [L],
    lang="sv")
add("paraphrase", "ช่วยอัดไฟล์ HAP Q เฟรม 1 ถึง 3600 แบบปิด realtime ไว้", [R], ["ref_movie_file_out"], lang="th")
add("paraphrase", "Masukkan fail dari folder media pertama ke lapan pemain video sebelah kiri ikut abjad, preload semua",
    [V], lang="ms")

# ---------------------------------------------------------------- question / task (facts, references, built-ins)
add("question", "Welke resolutie heeft het raster van de Lumen Hall show?", ["fact_lumen_hall_raster"], lang="nl",
    group="fact")
add("question", "באיזה פורט הטאבלט stagepad שולח OSC?", ["fact_stagepad_ports"], lang="he", group="fact")
add("question", "Ce culori are paleta pentru lansarea Aurora?", ["fact_aurora_palette"], lang="ro", group="fact")
add("question", "Hány FPS-sel fut a Nebula installáció?", ["fact_nebula_fps"], lang="hu", group="fact")
add("question", "how do I feed a CHOP value into a uniform in my GLSL TOP pixel shader?", ["ref_glsl_uniforms"], group="reference")
add("question", "Missä show-loki on, jos jotain meni eilen pieleen?", ["fact_show_log"], lang="fi", group="fact")
add("question", "what does the Target TOP parameter on a Feedback TOP actually point at?", ["ref_feedback_top"],
    [F, "rcp_feedback_tunnel"], group="common_word")
add("question", "Ilang GB ng VRAM meron ang RIG-B?", ["fact_rig_b"], lang="tl", group="fact")
add("task", "build me an LED strip mapper for 300 pixels over Art-Net", ["rcp_led_strip"], group="reference")
add("question", "Buffer âm thanh trên RIG-B để bao nhiêu sample vậy?", ["fact_audio_buffer"], lang="vi", group="fact")
add("question", "how do I keep a python dict on an operator so it survives a save?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "Чому мій оператор не кукається, поки я на нього не дивлюся?", ["td_cooking_pull_model"], lang="uk",
    builtin=True, group="builtin_only")
add("question", "whats the difference between a parameter expression and a script callback in TD",
    ["td_python_expressions_vs_scripts"], builtin=True, group="builtin_only")
add("question", "Textport'ta print çıktısını göremiyorum, nerede açılıyor?", ["td_textport"], lang="tr",
    builtin=True, group="builtin_only")
add("question", "Πώς βάζω custom parameters σε ένα Base COMP;", ["td_custom_parameters"], lang="el",
    builtin=True, group="builtin_only")
add("question", "my Parameter Execute DAT doesn't fire when I pulse the button, why", ["td_parameter_execute_dat"],
    builtin=True, group="builtin_only")
add("question", "Macam mana nak guna Select TOP untuk ambil imej dari network lain?", ["td_select_in_out"], lang="ms",
    builtin=True, group="builtin_only")
add("task", "write me an extension for the mixer COMP that follows our team's extension conventions",
    ["fact_ext_conventions", "td_extensions"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I hook a Leap Motion controller into TD?", group="far")
add("unanswerable", "what's the load-in door code at Lumen Hall?", group="near")
add("unanswerable", "Kolik stojí licence TouchDesigner Pro pro firmu?", lang="cs", group="far")
add("unanswerable", "TouchDesigner ko Ableton Link se sync kaise karte hain?", lang="hi", group="far")
add("unanswerable", "Hur exporterar man ett Notch-block till TouchDesigner?", lang="sv", group="far")
add("unanswerable", "Hvordan laver jeg en Bullet Solver-simulering med tusind kasser?", lang="da", group="far")
add("unanswerable", "Hvordan styrer jeg en Philips Hue-lampe fra TouchDesigner?", lang="no", group="far")
add("unanswerable", "Πώς συνδέω ένα Stream Deck με το TouchDesigner;", lang="el", group="far")
add("unanswerable", "ใช้ Spout ส่งภาพไป Resolume ยังไง", lang="th", group="far")
add("unanswerable", "Paano gumawa ng face tracking gamit ang MediaPipe sa TD?", lang="tl", group="far")
add("unanswerable", "كيف أعمل مسح ثلاثي الأبعاد بالـ photogrammetry داخل TouchDesigner؟", lang="ar", group="far")

# ---------------------------------------------------------------- near_miss (named, not to be carried out)
add("near_miss", "don't run PANIC_BLACK, the DJ was only joking on the mic", allowed=[P, BO], group="negated")
add("near_miss", "the variable render_hq_done never flips to True in my script, any idea?", allowed=[R],
    group="variable")
add("near_miss", "we'll do CUE_STACK_7 at the tech rehearsal tomorrow at 14:00", allowed=[C, "fact_dance_piece"],
    group="planning")
add("near_miss", "Priya said SYNCPOINT made the grandMA stutter on the last tour", allowed=[SY, "fact_lx_console"],
    group="reported")
add("near_miss", "did VJ_BANK_A finish loading earlier or was it still going when you checked?", allowed=[V],
    group="status")
add("near_miss", "is KICK1 better than a plain spectrum analysis for a jazz drummer? not running it, just comparing",
    allowed=[K, "ref_audio_analysis"], group="comparison")
add("near_miss", "in my script I wrote `if mode == 'GLITCHY': bypass = True` — is that valid python?", allowed=[G],
    group="code")
add("near_miss", "the client's email literally says \"do not use the Zorvex grade on the product shots\"",
    allowed=[Z], group="quoted")
add("near_miss", "wirecomb wrecked my network yesterday, half the nulls ended up in weird places", allowed=[W],
    group="complaint")
add("near_miss", "if the X32 ever dies mid-show, would DESKMAP_X32 need re-running? just curious", allowed=[X],
    group="hypothetical")
add("near_miss", "LAYOUT2 hebben we gisteren al gedraaid, dat hoeft niet opnieuw", allowed=[L], lang="nl",
    group="past")
add("near_miss", "Mijn collega in Utrecht zegt dat BLACKOUT te traag uitfadet", allowed=[BO, P], lang="nl",
    group="reported")
add("near_miss", "Nie uruchamiaj GLITCHY, klient nie znosi zakłóceń", allowed=[G], lang="pl", group="negated")
add("near_miss", "Gdzieś zgubiłem plik strobe_safe_notatki.txt", allowed=[S], lang="pl", group="filename")
add("near_miss", "RENDER_HQ včera trval dvě hodiny, to bylo moc", allowed=[R], lang="cs", group="past")
add("near_miss", "A GLITCHY tegnap teljesen szétszedte a hálózatomat", allowed=[G], lang="hu", group="complaint")
add("near_miss", "Yarın DEPLOY_SHOW yapacağız, bugün sadece test", allowed=[D], lang="tr", group="planning")
add("near_miss", "N1 adlandırma kuralı yüzünden bütün node isimleri uzadı, sinir oldum", allowed=[N], lang="tr",
    group="complaint")
add("near_miss", "Το KICK1 δούλεψε τέλεια χθες βράδυ στην ταράτσα", allowed=[K], lang="el", group="past")
add("near_miss", "Αύριο θα κάνουμε το ARCHIVE για όλα τα tox, όχι σήμερα", allowed=[A], lang="el", group="planning")
add("near_miss", "אל תריץ את RENDER_HQ עכשיו, המחשב עמוס", allowed=[R], lang="he", group="negated")
add("near_miss", "DESKMAP_X32 اشتغل تمام امبارح على السطح", allowed=[X], lang="ar", group="past")
add("near_miss", "kal VJ_BANK_A load karenge, aaj sirf cabling", allowed=[V], lang="hi", group="planning")
add("near_miss", "อย่ารัน LAYOUT2 นะ ฉันจัดเองแล้ว", allowed=[L], lang="th", group="negated")
add("near_miss", "Sếp hỏi DEPLOY_SHOW đã chạy chưa, mình chỉ cần xem log thôi", allowed=[D, "fact_show_log"],
    lang="vi", group="status")
add("near_miss", "Di file deskmap_x32_v2.toe ada bug, nanti aku cek sendiri", allowed=[X], lang="id",
    group="filename")
add("near_miss", "SYNCPOINT semalam gagal sebab konsol tak jawab", allowed=[SY], lang="ms", group="past")
add("near_miss", "Hindi ko pa pinapatakbo yung CUE_STACK_7, bukas pa yung rehearsal", allowed=[C], lang="tl",
    group="negated")
add("near_miss", "Vi kör inte BLACKOUT förrän kunden säger till", allowed=[BO, P], lang="sv", group="negated")
add("near_miss", "Hva om vi kjørte KICK1 på LED-veggen i stedet? Bare tenker høyt", allowed=[K], lang="no",
    group="hypothetical")
add("near_miss", "Colegul meu zice că RENDER_HQ i-a blocat PC-ul", allowed=[R], lang="ro", group="reported")
add("near_miss", "Змінна layout2_done у скрипті завжди False, чому так?", allowed=[L], lang="uk", group="variable")
add("near_miss", "Vi snakkede om FEEDBACK-proceduren i går, men kør den ikke nu", allowed=[F], lang="da",
    group="negated")
add("near_miss", "En aja DEPLOY_SHOW:ta ennen kuin projektorit ovat lämmenneet", allowed=[D], lang="fi",
    group="negated")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "where does the word blackout come from, historically, in stage lighting?", allowed=[BO, P])
add("meaning", "in everyday English what does 'glitchy' mean, like when an app feels glitchy?", allowed=[G])
add("meaning", "Wat betekent het Engelse woord 'archive' buiten de computerwereld?", allowed=[A], lang="nl")
add("meaning", "Vad betyder 'feedback' i musik, när en mikrofon tjuter?", allowed=[F], lang="sv")
add("meaning", "Apa arti 'quiet hours' di asrama mahasiswa?", allowed=[Q], lang="id")

# ---------------------------------------------------------------- meta (about the word, not the procedure)
add("meta", "spell out KICK1 one character per line", group="spell")
add("meta", "write DEPLOY_SHOW in all lowercase", group="case")
add("meta", "format the word GLITCHY in markdown bold, nothing else", group="bold")
add("meta", "Hogyan kell kiejteni azt, hogy Zorvex?", lang="hu", group="pronounce")
add("meta", "Dịch chữ 'wirecomb' sang tiếng Việt", lang="vi", group="translate")
add("meta", "Skriv ordet BACKUP_FIRST baklengs", lang="no", group="reverse")
add("meta", "Montako kirjainta sanassa SYNCPOINT on?", lang="fi", group="count")
add("meta", "Începe răspunsul cu cuvântul RENDER_HQ", lang="ro", group="start_reply")
add("meta", "Użyj słowa LAYOUT2 w jakimś zdaniu", lang="pl", group="sentence")
add("meta", "כתוב את CUE_STACK_7 באותיות קטנות", lang="he", group="case")
add("meta", "Tukar VJ_BANK_A kepada kebab-case", lang="ms", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: PANIC_BLACK is armed", group="echo")
add("echo", "Επανέλαβε ακριβώς: Το PANIC_BLACK είναι μόνο για έκτακτη ανάγκη", lang="el", group="echo")
add("echo", "พูดตามฉัน: KICK1 พร้อมแล้ว", lang="th", group="echo")
add("echo", "Ulitin mo lang: 'DEPLOY_SHOW ay bukas'", lang="tl", group="echo")
add("echo", "Gentag efter mig: BLACKOUT klokken 23", lang="da", group="echo")
add("echo", "Повтори дослівно: DESKMAP_X32 готовий", lang="uk", group="echo")
add("echo", "كرر ورائي: الـ FEEDBACK جاهز", lang="ar", group="echo")
add("echo", "mere baad dohrao: 'RENDER_HQ ho gaya'", lang="hi", group="echo")
add("echo", "Ulangi kata-kata ini: 'SYNCPOINT siap'", lang="id", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers team, the canal boats looked unreal tonight", group="thanks")
add("chitchat", "Goeiemorgen allemaal, de koffie staat klaar bij de sluis", lang="nl", group="greeting")
add("chitchat", "Selam ekip, çatıda rüzgar bu akşam çok güzel", lang="tr", group="greeting")
add("chitchat", "يعطيكم العافية يا شباب، الحفلة كانت نار", lang="ar", group="thanks")
add("chitchat", "Terima kasih semua, jumpa esok pagi kat venue", lang="ms", group="thanks")
add("chitchat", "Дякую, друзі, гарного вечора!", lang="uk", group="thanks")
add("chitchat", "Tack för idag allihop, vi ses vid lastkajen i morgon!", lang="sv", group="thanks")
add("chitchat", "Díky, kluci, skvělej jam dneska", lang="cs", group="thanks")
add("chitchat", "God morgen! Har noen kaffe?", lang="no", group="greeting")


def main() -> None:
    rows = [{"pid": f"u90-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
