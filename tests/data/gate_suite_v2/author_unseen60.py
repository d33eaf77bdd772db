"""Blind gate suite unseen60, written by the independent evaluator "gateeval60".

Written from corpus.jsonl, the built-in knowledge file names and contents, the README's "Labels" and
"Intents" sections and the data test's label rules only; never scored by its author.

Personas (they live here only):
- an international residency programme: artists from many countries writing to the copilot in their own
  language, with English TouchDesigner words, plus mentors writing in English;
- a Nordic light festival: crews writing in Swedish, Danish, Norwegian and Finnish on cold outdoor sites;
- a South-East Asian club scene: VJs and club techs writing short chat lines in Thai, Vietnamese,
  Indonesian, Malay and Tagalog.

Labels: `invoke` and `ask_content` list every procedure to carry out or read in full; `near_miss` and
`meaning` name a procedure (allowed as a stub) without asking for it; `bears` / `paraphrase` expect the one
rule or procedure that applies, as a stub.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen60.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK = "ins_kick1"
LAY = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
BANKA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (residency mentors)
add("invoke", "kick1 on out1 please, the residency showcase starts in ten", [KICK], group="terse")
add("invoke", "Could you run LAYOUT2 on /project1/fx? Nobody can read it after the workshop.", [LAY], group="polite")
add("invoke", "wirecomb the sensor network before the mentors walk through", [COMB], group="name_as_verb")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/audio instead, the columns are fine", [COMB],
    allowed=[LAY], group="correction")
add("invoke", "It's 23:10 at the riverside venue and the artist wants the sub louder, so apply the quiet hours "
    "rule to that request before you touch anything.", [QUIET], group="conditional")
add("invoke", "/deploy_show --residency-final", [DEPLOY], group="slash_command")
add("invoke", "Two things for you, tick them off as you go:\n- [ ] RENDER_HQ of the residency teaser\n"
    "- [ ] SYNCPOINT with the console", [RENDER, SYNC], group="checklist")
add("invoke", "[19:02:11] WARNING deck_a3: file not found\n[19:02:11] WARNING deck_a5: file not found\n"
    "media is copied over now, load VJ_BANK_A again", [BANKA], group="log_paste")
add("invoke", "PANIC_BLACK!!! someone's phone is mirrored on the projector", [PANIC], group="emergency")
add("invoke", "ok the last track is fading out, end the set with BLACKOUT", [BLACK], group="end_set")
add("invoke", "Apply the Zorvex grade after comp_final, the curator wants the house look on the residency reel.",
    [ZORV], group="title_words")
add("invoke", "Set up trails for the club set, my usual feedback way, on the kick layer.", [FEED],
    allowed=["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
add("invoke", "yes, go ahead with CUE_STACK_7 — Mateo signed off the sheet", [CUE], group="consent")
add("invoke", "Map the X32 mixing desk over OSC the way the procedure says.", [X32], group="title_words")
add("invoke", "S Y N C P O I N T before doors please", [SYNC], group="spaces")
add("invoke", "run render h q on the teaser comp", [RENDER], group="voice")
add("invoke", "🎚️🎚️ DESKMAP_X32 for the residency concert pls 🙏🔥", [X32], group="emoji")
add("invoke", "Follow naming rule N1 for everything you build in this session.", [N1], group="rule")
add("invoke", "GLITCHY on the selected webcam TOP, then follow BACKUP_FIRST and delete the old test chain.",
    [GLITCH, BACKUP], group="multi")
add("invoke", "Order for tonight: SYNCPOINT, then VJ_BANK_A, then DEPLOY_SHOW.", [SYNC, BANKA, DEPLOY],
    group="multi")
add("invoke", "In five minutes run BLACKOUT, that's the end of the first set.", [BLACK], group="timed")
add("invoke", "the network is spaghetti again after the open studio, time for LAYOUT2", [LAY], group="trailing")
add("invoke", "GLTICHY on the selected top pls", [GLITCH], group="typo")
add("invoke", "Hey, once the projector warms up could you run VJ_BANK_A for me, and then I'll check the "
    "crossfader.", [BANKA], group="mid_message")
add("invoke", "STROBE_SAFE applies to the flash you're building right now, enforce it.", [STROBE], group="rule")
add("invoke", "Follow ARCHIVE before you touch logo_intro.tox, then raise its brightness to 1.2.", [ARCH],
    group="rule")
add("invoke", "Apply the quiet hours rule to the master output now — it's 22:15 and we're at the riverside "
    "venue.", [QUIET], group="rule")
add("invoke", "BLACKOUT first, then LAYOUT2 on the whole project while the crowd leaves.", [BLACK, LAY],
    group="multi")

# ---------------------------------------------------------------- invoke: residency artists, own languages
# nl
add("invoke", "Draai KICK1 op de hoofdoutput, de DJ begint zo.", [KICK], lang="nl", group="imperative")
add("invoke", "Kun je STROBE_SAFE toepassen op de flitser in /project1/fx? Het publiek staat er vlak voor.",
    [STROBE], lang="nl", group="polite")
add("invoke", "Volg eerst de ARCHIVE-regel en verhoog daarna de threshold in bloom.tox.", [ARCH], lang="nl",
    group="rule")
add("invoke", "Het is 22:45 aan de rivier: pas de quiet hours-regel toe op de audio-uitgang.", [QUIET],
    lang="nl", group="conditional")
# pl
add("invoke", "GLITCHY na zaznaczonym TOP-ie, proszę", [GLITCH], lang="pl", group="terse")
add("invoke", "Zrób PANIC_BLACK, natychmiast!", [PANIC], lang="pl", group="emergency")
add("invoke", "Najpierw DESKMAP_X32, potem KICK1 na główne wyjście.", [X32, KICK], lang="pl", group="multi")
# tr
add("invoke", "VJ_BANK_A'yı A destelerine yükle.", [BANKA], lang="tr", group="imperative")
add("invoke", "Set bitti arkadaşlar, BLACKOUT yap lütfen.", [BLACK], lang="tr", group="end_set")
# cs
add("invoke", "Spusť CUE_STACK_7 pro taneční představení.", [CUE], lang="cs", group="imperative")
add("invoke", "Prosím, aplikuj pravidlo STROBE_SAFE na stroboskop v /project1/fx.", [STROBE], lang="cs",
    group="rule")
add("invoke", "zorvex look na finální výstup", [ZORV], lang="cs", group="lowercase")
# hu
add("invoke", "Futtasd a DESKMAP_X32-t, a keverőpult már csatlakozott.", [X32], lang="hu", group="imperative")
add("invoke", "Kérlek, csináld meg a BLACKOUT-ot, vége a szettnek.", [BLACK], lang="hu", group="end_set")
add("invoke", "Alkalmazd az ARCHIVE szabályt, mielőtt a logo.tox-ot szerkeszted.", [ARCH], lang="hu", group="rule")
# ro
add("invoke", "Te rog, fă SYNCPOINT cu consola de lumini înainte de spectacol.", [SYNC], lang="ro", group="polite")
add("invoke", "RENDER_HQ pentru clipul de prezentare, acum.", [RENDER], lang="ro", group="terse")
# el
add("invoke", "Τρέξε το KICK1 στην κύρια έξοδο.", [KICK], lang="el", group="imperative")
add("invoke", "Εφάρμοσε τον κανόνα BACKUP_FIRST και μετά σβήσε το παλιό δίκτυο δοκιμών.", [BACKUP], lang="el",
    group="rule")
# uk
add("invoke", "Запусти DEPLOY_SHOW, будь ласка.", [DEPLOY], lang="uk", group="polite")
add("invoke", "Зроби wirecomb для мережі /project1/sensors.", [COMB], lang="uk", group="imperative")
add("invoke", "PANIC_BLACK, терміново!", [PANIC], lang="uk", group="emergency")
# he
add("invoke", "תריץ את LAYOUT2 על הרשת הנוכחית.", [LAY], lang="he", group="imperative")
add("invoke", "בבקשה תפעיל את CUE_STACK_7 לקראת החזרה.", [CUE], lang="he", group="polite")
add("invoke", "תחיל את ה-Zorvex grade על הפלט הסופי.", [ZORV], lang="he", group="title_words")
# ar
add("invoke", "طبّق قاعدة N1 على كل المشغّلات الجديدة التي تنشئها.", [N1], lang="ar", group="rule")
# hi
add("invoke", "KICK1 चला दो, DJ शुरू करने वाला है।", [KICK], lang="hi", group="imperative")
add("invoke", "कृपया RENDER_HQ चलाइए, टीज़र चाहिए।", [RENDER], lang="hi", group="polite")

# ---------------------------------------------------------------- invoke: Nordic light festival
# sv
add("invoke", "Kör SYNCPOINT mot ljusbordet innan vi öppnar grindarna.", [SYNC], lang="sv", group="imperative")
add("invoke", "Följ namngivningsregel N1 när du bygger de nya lamporna i isinstallationen.", [N1], lang="sv",
    group="rule")
add("invoke", "Zorvex-looken först och sedan KICK1 på huvudutgången.", [ZORV, KICK], lang="sv", group="multi")
# da
add("invoke", "wirecomb netværket i /project1/lys, det er et rod", [COMB], lang="da", group="lowercase")
add("invoke", "PANIC_BLACK nu! Der løber nogen ind foran projektoren.", [PANIC], lang="da", group="emergency")
# no
add("invoke", "Kjør DEPLOY_SHOW, festivalen åpner om en time.", [DEPLOY], lang="no", group="imperative")
add("invoke", "Bruk BACKUP_FIRST og slett deretter de ubrukte noise-operatorene i /project1/lys.", [BACKUP],
    lang="no", group="rule")
add("invoke", "Kjør SYNCPOINT og deretter DEPLOY_SHOW før portene åpner.", [SYNC, DEPLOY], lang="no",
    group="multi")
# fi

# ---------------------------------------------------------------- invoke: South-East Asian club scene
# th
add("invoke", "รัน GLITCHY บน TOP ที่เลือกไว้หน่อย", [GLITCH], lang="th", group="imperative")
add("invoke", "โหลด VJ_BANK_A เข้าเด็คเลย", [BANKA], lang="th", group="terse")
add("invoke", "ช่วยทำ BLACKOUT ปิดเซ็ตด้วย เพลงสุดท้ายจบแล้ว", [BLACK], lang="th", group="end_set")
add("invoke", "ทำ trails สำหรับเซ็ตคลับตาม FEEDBACK settings ของฉันเลย", [FEED], lang="th",
    allowed=["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
# vi
add("invoke", "Áp dụng quy tắc STROBE_SAFE cho hiệu ứng nhấp nháy trên sân khấu.", [STROBE], lang="vi",
    group="rule")
add("invoke", "Làm wirecomb cho mạng /project1/club đi.", [COMB], lang="vi", group="name_as_verb")
add("invoke", "Chạy DEPLOY_SHOW giúp mình, 30 phút nữa mở cửa.", [DEPLOY], lang="vi", group="polite")
# id
add("invoke", "Jalankan PANIC_BLACK sekarang, ada penonton naik ke panggung!", [PANIC], lang="id", group="emergency")
add("invoke", "Tolong pasang Zorvex grade di output akhir.", [ZORV], lang="id", group="polite")
add("invoke", "Muat VJ_BANK_A lalu jalankan GLITCHY di TOP yang dipilih.", [BANKA, GLITCH], lang="id",
    group="multi")
# ms
add("invoke", "Tolong jalankan DESKMAP_X32, meja adun X32 dah bersambung.", [X32], lang="ms", group="polite")
add("invoke", "Buat LAYOUT2 untuk rangkaian ni, bersepah sangat.", [LAY], lang="ms", group="imperative")
add("invoke", "Guna peraturan N1 bila cipta operator baharu malam ni.", [N1], lang="ms", group="rule")
add("invoke", "Buat trails untuk set kelab ikut setting FEEDBACK saya.", [FEED], lang="ms",
    allowed=["ref_feedback_top", "rcp_feedback_tunnel"], group="common_word")
# tl
add("invoke", "Patakbuhin mo ang CUE_STACK_7 para sa sayaw.", [CUE], lang="tl", group="imperative")
add("invoke", "Pakigawa ang RENDER_HQ ng teaser, salamat.", [RENDER], lang="tl", group="polite")
add("invoke", "I-apply mo yung STROBE_SAFE sa strobe bago mag-drop.", [STROBE], lang="tl", group="rule")
add("invoke", "Sige, ituloy mo na ang CUE_STACK_7, pumirma na si Mateo.", [CUE], lang="tl", group="consent")
# sv quiet hours
add("invoke", "Tillämpa quiet hours-regeln på riverside-scenen, klockan är 22:30 och de vill ha mer bas.",
    [QUIET], lang="sv", group="conditional")
add("invoke", "Use my club FEEDBACK trail settings on the strobe layer, please.", [FEED],
    allowed=["ref_feedback_top"], group="title_words")
add("invoke", "Innan du ändrar färgen i visuals.tox: tillämpa ARCHIVE-regeln först.", [ARCH], lang="sv",
    group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which port is SYNCPOINT's OSC In DAT waiting on for /sync/pong?", [SYNC], group="port")
add("ask_content", "For RENDER_HQ, which codec, size and fps end up in rec1?", [RENDER], group="value")
add("ask_content", "What's the threshold on the Trigger CHOP in KICK1?", [KICK], group="value")
add("ask_content", "Vilken port använder DESKMAP_X32 för OSC In?", [X32], lang="sv", group="port")
add("ask_content", "In welke volgorde gaan de stappen van DEPLOY_SHOW?", [DEPLOY], lang="nl", group="order")
add("ask_content", "Co dokładnie mówi reguła BACKUP_FIRST o nazwie pliku kopii?", [BACKUP], lang="pl",
    group="content")
add("ask_content", "Mitä Zorvex grade tekee vihreille sävyille?", [ZORV], lang="fi", group="content")
add("ask_content", "Quiet hours kuralına göre 22:00'den sonra ses en fazla kaç dBFS olabilir?", [QUIET],
    lang="tr", group="value")
add("ask_content", "Apa isi prosedur PANIC_BLACK? Bagaimana cara mengembalikannya?", [PANIC], lang="id",
    group="content")
add("ask_content", "Hvad siger STROBE_SAFE om hvor mange blink pr. sekund der er tilladt?", [STROBE],
    lang="da", group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete noise3 and the unused blur chain in /project1/bg.", [BACKUP], group="delete")
add("bears", "Make the strobe flash at 8 Hz on the drop.", [STROBE], allowed=["rcp_strobe_flash"],
    group="strobe")
add("bears", "Skru opp masterlyden på riverside-venuet, klokka er 22:40.", [QUIET], lang="no",
    group="venue_late")
add("bears", "Modifică pragul în bloom.tox, componenta salvată extern.", [ARCH], lang="ro", group="external_tox")
add("bears", "Add a fresh Noise TOP plus a Level TOP under the residency title card.", [N1], allowed=["ref_noise_top"],
    group="create")
add("bears", "ทำให้ไฟกระพริบ 10 ครั้งต่อวินาทีตอนดรอป", [STROBE], allowed=["rcp_strobe_flash"], lang="th",
    group="strobe")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Make the patch cords readable: line each node up under whatever feeds it, nothing hidden "
    "behind a node.", [COMB], allowed=[LAY], group="paraphrase")
add("paraphrase", "Lock our visuals to the grandMA before the doors open, ping-pong style, median of three.",
    [SYNC], allowed=["fact_lx_console"], group="paraphrase")
add("paraphrase", "Export the teaser frame-perfect at the best quality, not in real time, and tell me where "
    "the file went.", [RENDER], allowed=["ref_movie_file_out"], group="paraphrase")
add("paraphrase", "Put some datamosh-style RGB splitting and displacement after the selected TOP.", [GLITCH],
    allowed=["rcp_webcam_glitch"], group="paraphrase")
add("paraphrase", "Φέρε τους fader της Behringer κονσόλας ήχου μέσα στο TouchDesigner, ο καθένας να ελέγχει "
    "ένα layer.", [X32], allowed=["ref_osc_in_chop"], lang="el", group="paraphrase")
add("paraphrase", "Sắp xếp mạng thành các cột theo thứ tự tín hiệu, các Null ở cột cuối trước output.", [LAY],
    allowed=[COMB], lang="vi", group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "Remind me: the grandMA3 on the touring rig, what address is it at and which sACN universes does it output?", ["fact_lx_console"],
    group="fact")
add("question", "Işık konsolunun IP adresi neydi, tekrar söyler misin?", ["fact_lx_console"], lang="tr", group="fact")
add("question", "Hol vannak a show médiafájlok a galéria PC-n?", ["fact_media_drive"], lang="hu", group="fact")
add("question", "Is Nebula at 60 fps like the others, or something else?", ["fact_nebula_fps"], group="fact")
add("question", "Op welke poort stuurt de stagepad-tablet OSC naar de show-pc?", ["fact_stagepad_ports"],
    lang="nl", group="fact")
add("question", "Berapa saiz buffer audio pada RIG-B?", ["fact_audio_buffer"], lang="ms", group="fact")
add("question", "Anong oras ang tech rehearsal ng Tidewater?", ["fact_dance_piece"], lang="tl", group="fact")
add("question", "How do I use a Feedback TOP to make trails that actually fade to black?", ["ref_feedback_top"],
    allowed=[FEED, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("question", "Hur tar jag emot OSC från en fader i TouchDesigner?", ["ref_osc_in_chop"], lang="sv",
    group="reference")
add("task", "Hvordan sender jeg video mellem to maskiner med NDI? Sæt det op for mig.", ["ref_ndi"], lang="da",
    group="reference")
add("question", "What's the difference between a Select TOP and an In TOP for getting images into a component?",
    ["td_select_in_out"], builtin=True, group="builtin_only")
add("question", "Jak działa storage na komponentach w Pythonie w TouchDesignerze?", ["td_storage"], lang="pl",
    builtin=True, group="builtin_only")
add("question", "Jaký je rozdíl mezi Parameter Execute DAT a CHOP Execute DAT?",
    ["td_parameter_execute_dat", "td_chop_execute_dat"], lang="cs", builtin=True, group="builtin_only")
add("question", "Як працює Replicator COMP з таблицею шаблону?", ["ref_replicator"],
    allowed=["td_replicator_comp"], lang="uk", builtin=True, group="builtin_compete")
add("question", "מה ההבדל בין bind לבין export בפרמטרים?", ["td_parameter_modes"], lang="he", builtin=True,
    group="builtin_only")
add("question", "كيف أفتح الـ Textport في TouchDesigner؟", ["td_textport"], lang="ar", builtin=True,
    group="builtin_only")
add("question", "Why does my operator only cook when I look at it? Explain the pull model.",
    ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "Miksi Render TOP näyttää pelkkää mustaa, vaikka Geometry COMPissa on laatikko?",
    ["ref_render_pipeline"], allowed=["td_render_pipeline"], lang="fi", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "Jak podłączyć Leap Motion do TouchDesignera na macOS?", lang="pl", group="far")
add("unanswerable", "Miten saan Spout-lähdön Resolumeen TouchDesignerista macOS:llä?", lang="fi", group="far")
add("unanswerable", "TouchDesigner में Stable Diffusion को रियल-टाइम में कैसे जोड़ें?", lang="hi", group="far")
add("unanswerable", "How do I move a TouchDesigner Commercial licence to a second machine that is offline?",
    group="far")
add("unanswerable", "Can TouchDesigner follow the bar position of an Ableton Link session?", group="near")
add("unanswerable", "วิธีต่อ Notch block เข้ากับ TouchDesigner ทำยังไง?", lang="th", group="far")
add("unanswerable", "Cum conectez un senzor LiDAR Ouster la TouchDesigner?", lang="ro", group="far")
add("unanswerable", "Πώς κάνω stream στο YouTube απευθείας από το TouchDesigner;", lang="el", group="far")
add("unanswerable", "Hvordan bruger jeg en Elgato Stream Deck med TouchDesigner?", lang="da", group="far")
add("unanswerable", "Paano i-sync ang TouchDesigner sa Unreal Engine gamit ang Live Link?", lang="tl",
    group="far")
add("unanswerable", "Boleh tak guna webcam USB pada Raspberry Pi dengan TouchDesigner?", lang="ms", group="far")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "DEPLOY_SHOW ran clean at 18:40, all green.", allowed=[DEPLOY], group="past")
add("near_miss", "We'll do the Zorvex grade in post, not live tonight.", allowed=[ZORV], group="planning")
add("near_miss", "The residency coordinator wrote: 'please nobody run PANIC_BLACK during the talk, it kills "
    "the slides too'.", allowed=[PANIC], group="quoted")
add("near_miss", "My file is called layout2_backup.toe — why does it take a minute to open?", allowed=[LAY],
    group="filename")
add("near_miss", "print(op('kick1_env')['chan1']) fails with 'NoneType is not subscriptable', what's wrong "
    "with my path?", allowed=[KICK, "ref_op_paths"], group="code")
add("near_miss", "If we had used SYNCPOINT last week, would the lights have stayed in time?", allowed=[SYNC],
    group="hypothetical")
add("near_miss", "Which one is gentler on a huge network, LAYOUT2 or wirecomb? Just curious, don't run "
    "either.", allowed=[LAY, COMB], group="comparison")
add("near_miss", "BACKUP_FIRST filled my drive with .tox files, 40 GB of backups already.", allowed=[BACKUP],
    group="complaint")
add("near_miss", "Back in the first residency year the team invented CUE_STACK_7 for Tidewater.", allowed=[CUE],
    group="history")
add("near_miss", "Has anyone run DESKMAP_X32 since the desk firmware update?", allowed=[X32], group="status")
add("near_miss", "I was reading about GLITCHY in the residency handbook while waiting for the bus.",
    allowed=[GLITCH], group="incidental")
add("near_miss", "The variable quiet_hours_active is stuck at True in my Execute DAT.", allowed=[QUIET],
    group="variable")
add("near_miss", "the string 'STROBE_SAFE' shows up in my log header, just ignore it", allowed=[STROBE],
    group="string")
add("near_miss", "Mateo asked whether we'll need CUE_STACK_7 for the Friday preview.", allowed=[CUE],
    group="reported")
add("near_miss", "Don't run VJ_BANK_A yet, half of the clips are still copying.", allowed=[BANKA],
    group="negated")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "KICK1 heeft gisteren prima gewerkt, niks aan veranderen.", allowed=[KICK], lang="nl",
    group="past")
add("near_miss", "Nie uruchamiaj jeszcze RENDER_HQ, klient zmienia logo.", allowed=[RENDER], lang="pl",
    group="negated")
add("near_miss", "SYNCPOINT'i yarın teknik provada yapacağız, bugün değil.", allowed=[SYNC], lang="tr",
    group="planning")
add("near_miss", "Kollegan sa att DEPLOY_SHOW tog tio minuter igår.", allowed=[DEPLOY], lang="sv",
    group="reported")
add("near_miss", "Vi kører ikke CUE_STACK_7 i aften, danseforestillingen er aflyst.", allowed=[CUE], lang="da",
    group="negated")
add("near_miss", "Hva om vi hadde hatt STROBE_SAFE i fjor, hadde klagene kommet da?", allowed=[STROBE],
    lang="no", group="hypothetical")
add("near_miss", "CUE_STACK_7 kaatui harjoituksissa kahdesti.", allowed=[CUE], lang="fi", group="complaint")
add("near_miss", "V souboru render_hq_notes.txt mám poznámky, nic nespouštěj.", allowed=[RENDER], lang="cs",
    group="filename")
add("near_miss", "A wirecomb tegnap szépen rendbe tette a hálózatot.", allowed=[COMB], lang="hu", group="past")
add("near_miss", "Nu rula DEPLOY_SHOW până nu vine regizorul.", allowed=[DEPLOY], lang="ro", group="negated")
add("near_miss", "Ο φίλος μου λέει ότι το LAYOUT2 είναι καλύτερο από το wirecomb.", allowed=[LAY, COMB],
    lang="el", group="comparison")
add("near_miss", "Завтра зранку зробимо RENDER_HQ, сьогодні не треба.", allowed=[RENDER], lang="uk",
    group="planning")
add("near_miss", "ה-GLITCHY שבר לי את כל הרשת אתמול.", allowed=[GLITCH], lang="he", group="complaint")
add("near_miss", "لا تشغّل BLACKOUT، ما زال هناك مقطع أخير.", allowed=[BLACK], lang="ar", group="negated")
add("near_miss", "कल रात DESKMAP_X32 ठीक चला था।", allowed=[X32], lang="hi", group="past")
add("near_miss", "เพื่อนบอกว่า KICK1 ทำให้ภาพกระพริบเยอะเกินไป", allowed=[KICK], lang="th", group="reported")
add("near_miss", "Tối qua tôi đã chạy PANIC_BLACK hai lần vì khách leo lên sân khấu.", allowed=[PANIC],
    lang="vi", group="past")
add("near_miss", "Jangan jalankan GLITCHY dulu, saya masih pilih TOP-nya.", allowed=[GLITCH], lang="id",
    group="negated")
add("near_miss", "Semalam BLACKOUT berjalan lancar di kelab.", allowed=[BLACK], lang="ms", group="past")
add("near_miss", "Huwag mo munang i-run ang DEPLOY_SHOW, may error pa.", allowed=[DEPLOY], lang="tl",
    group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "Co znamená slovo blackout v divadelní terminologii?", allowed=[BLACK, PANIC], lang="cs",
    group="meaning")
add("meaning", "What does 'archive' mean in library science?", allowed=[ARCH], group="meaning")
add("meaning", "What is acoustic feedback between a microphone and a speaker?", allowed=[FEED], group="meaning")
add("meaning", "Wat betekent 'glitchy' in gewone spreektaal?", allowed=[GLITCH], lang="nl", group="meaning")
add("meaning", "What do 'quiet hours' usually mean in a hotel?", allowed=[QUIET], group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "Jak się wymawia po angielsku słowo wirecomb?", lang="pl", group="pronounce")
add("meta", "Hvordan staver man SYNCPOINT baklengs?", lang="no", group="reverse")
add("meta", "Tradu în română cuvântul «wirecomb».", lang="ro", group="translate")
add("meta", "איך כותבים BACKUP_FIRST באותיות עבריות?", lang="he", group="spell")
add("meta", "Viết hoa toàn bộ từ 'zorvex' giúp tôi.", lang="vi", group="case")
add("meta", "Paano bigkasin ang GLITCHY?", lang="tl", group="pronounce")
add("meta", "Count the underscores and digits in DESKMAP_X32 for me.", group="count")
add("meta", "Write the word BLACKOUT in bold and nothing else.", group="bold")
add("meta", "Start your reply with 'KICK1' and then tell me a joke about DJs.", group="start_with")
add("meta", "Käännä suomeksi: 'run LAYOUT2 now'", lang="fi", group="translate")
add("meta", "اكتب كلمة RENDER_HQ بالأحرف الصغيرة", lang="ar", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Zeg me precies na: 'start RENDER_HQ'", lang="nl")
add("echo", "Gentag ordret: kør BLACKOUT", lang="da")
add("echo", "Επανάλαβε ακριβώς: τρέξε το GLITCHY", lang="el")
add("echo", "كرر حرفياً: شغّل PANIC_BLACK", lang="ar")
add("echo", "Ulangi persis: jalankan KICK1", lang="id")
add("echo", "Repeat after me, word for word: apply STROBE_SAFE", lang="en")
add("echo", "Répète mot pour mot : lance DEPLOY_SHOW", lang="fr")
add("echo", "Sprich mir nach: wirecomb ausführen", lang="de")
add("echo", "「SYNCPOINTを実行」とそのまま繰り返して", lang="ja")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Dank je, dat ziet er top uit!", lang="nl")
add("chitchat", "Tack, vi ses vid isskulpturen!", lang="sv")
add("chitchat", "Дякую, все працює чудово!", lang="uk")
add("chitchat", "ขอบคุณมากครับ สุดยอด!", lang="th")
add("chitchat", "Terima kasih banyak, jumpa malam ni!", lang="ms")
add("chitchat", "lol the fog machine just set off the fire alarm again")
add("chitchat", "नमस्ते! आज का दिन कैसा रहा?", lang="hi")
add("chitchat", "Günaydın, kahveni içtin mi?", lang="tr")
add("chitchat", "תודה רבה, אתה אלוף", lang="he")


def main() -> None:
    rows = [{"pid": f"u60-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
