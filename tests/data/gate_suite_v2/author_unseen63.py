"""Hand-written source of prompts_unseen63.jsonl: a blind suite by an independent evaluator (gateeval63).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen63.jsonl byte for byte.

Personas (they live here only, not in the rows):
- a Balkan and Baltic VJ network: crews in Poland, Czechia, Hungary, Romania, Greece, Ukraine, Turkey and the
  Nordic/Baltic club circuit (Vilnius, Riga, Stockholm, Copenhagen, Oslo, Helsinki) chatting in their own
  languages with English TouchDesigner words, calling, correcting, planning and complaining;
- an Indian wedding-visuals company: Hindi-speaking operators at sangeet and baraat nights, plus partner crews in
  Thailand, Vietnam, Indonesia, Malaysia and the Philippines, typing fast between dances;
- a Middle-Eastern museum's media team: Arabic- and Hebrew-speaking technicians and a Dutch contractor writing
  tickets, careful questions and handover notes about the gallery PC.
English rows come from all three (the shared working language), with typos, logs, slash commands and checklists.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen63.jsonl")
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

# ---------------------------------------------------------------- Dutch (museum contractor / Benelux VJs)
add("invoke", "Draai KICK1 op de hoofduitgang, graag.", [KICK], [STROBE], lang="nl", group="polite")
add("invoke", "Kun je wirecomb doen op dit netwerk? Het is één grote spaghetti.", [WIRE], lang="nl", group="polite")
add("invoke", "Eerst VJ_BANK_A laden en daarna GLITCHY op deck_a1 zetten, alsjeblieft.", [BANK, GLITCH],
    lang="nl", group="multi")
add("near_miss", "Gisteravond liep DEPLOY_SHOW zonder fouten, top gedaan.", allowed=[DEPLOY], lang="nl",
    group="past")
add("echo", "Herhaal letterlijk wat ik typ: 'start PANIC_BLACK'", lang="nl")
add("question", "Op welke UDP-poort stuurt de stagepad-tablet OSC naar de show-pc?", ["fact_stagepad_ports"],
    ["ref_osc_in_chop"], lang="nl", group="fact")
add("question", "Hoe lees ik een MIDI-controller uit in TouchDesigner?", ["td_osc_midi_dmx_in"],
    ["ref_osc_in_chop"], lang="nl", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- Polish (Balkan/Baltic VJ network)
add("invoke", "Uruchom DESKMAP_X32, proszę.", [X32], lang="pl", group="polite")
add("invoke", "Zastosuj regułę N1 do operatorów, które właśnie utworzyłem.", [N1], lang="pl", group="rule")
add("invoke", "Odpal SYNCPOINT, konsola oświetleniowa już stoi i zaraz wpuszczamy ludzi.", [SYNC],
    ["fact_lx_console"], lang="pl", group="timed")
add("near_miss", "Nie uruchamiaj jeszcze RENDER_HQ, najpierw muszę skończyć animację.", allowed=[RENDER],
    lang="pl", group="negated")
add("near_miss", "Kolega z Wilna mówi, że BACKUP_FIRST zapchał mu dysk kopiami.", allowed=[BACKUP], lang="pl",
    group="reported")
add("meta", "Przetłumacz słowo 'blackout' na polski.", lang="pl", group="translate")
add("question", "Do czego służy Replicator COMP i jak go połączyć z tabelą?", ["td_replicator_comp"],
    ["ref_replicator"], lang="pl", group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- Turkish
add("invoke", "LAYOUT2'yi çalıştır lütfen, ağ çok dağınık.", [LAYOUT], lang="tr", group="polite")
add("invoke", "Zorvex grade'i son kompozite uygula.", [ZORVEX], lang="tr", group="imperative")
add("invoke", "Son parça da bitti, şimdi BLACKOUT'u çalıştır.", [BLACKOUT], [PANIC], lang="tr", group="end_set")
add("near_miss", "CUE_STACK_7'ye yarın birlikte bakarız.", allowed=[CUES], lang="tr", group="planning")
add("chitchat", "Eline sağlık, harika görünüyor!", lang="tr")
add("unanswerable", "TouchDesigner'a Leap Motion nasıl bağlanır?", lang="tr", group="far")

# ---------------------------------------------------------------- Swedish
add("invoke", "Kör RENDER_HQ på Riga-klippet nu, tack.", [RENDER], lang="sv", group="polite")
add("invoke", "Ladda VJ_BANK_A i däcken.", [BANK], lang="sv", group="imperative")
add("invoke", "Följ BACKUP_FIRST och ta sedan bort noise1.", [BACKUP], lang="sv", group="rule")
add("near_miss", "STROBE_SAFE förstörde min beatsynk i går kväll.", allowed=[STROBE], lang="sv", group="complaint")
add("ask_content", "Vilken codec använder RENDER_HQ?", [RENDER], lang="sv", group="value")
add("meaning", "Vad betyder ordet 'panik' egentligen, kommer det från guden Pan?", allowed=[PANIC], lang="sv")

# ---------------------------------------------------------------- Danish
add("invoke", "Kør GLITCHY på den valgte TOP.", [GLITCH], lang="da", group="imperative")
add("invoke", "Lav CUE_STACK_7 til danseforestillingen, tak.", [CUES], ["fact_dance_piece"], lang="da",
    group="polite")
add("invoke", "Anvend STROBE_SAFE på stroben i scene 4.", [STROBE], ["rcp_strobe_flash"], lang="da", group="rule")
add("near_miss", "SYNCPOINT kørte fint i går aftes, konsollen svarede med det samme.", allowed=[SYNC], lang="da",
    group="past")
add("echo", "Gentag præcis denne sætning: kør DEPLOY_SHOW nu", lang="da")
add("unanswerable", "Hvordan bruger jeg Web Render TOP til at vise en hjemmeside?", lang="da", group="far")

# ---------------------------------------------------------------- Norwegian
add("invoke", "Kjør DEPLOY_SHOW, dørene åpner om et kvarter.", [DEPLOY], lang="no", group="timed")
add("invoke", "Bruk ARCHIVE-regelen før du endrer bloom.tox.", [ARCHIVE], lang="no", group="rule")
add("invoke", "kick1 på hovedutgangen nå, takk", [KICK], [STROBE], lang="no", group="lowercase")
add("near_miss", "Ikke kjør wirecomb, jeg liker rotet mitt sånn det er.", allowed=[WIRE], lang="no", group="negated")
add("chitchat", "Tusen takk, det ble kjempefint!", lang="no")
add("question", "Hvilken bildefrekvens kjører Nebula-installasjonen på?", ["fact_nebula_fps"], lang="no",
    group="fact")

# ---------------------------------------------------------------- Finnish
add("invoke", "PANIC_BLACK heti!", [PANIC], lang="fi", group="emergency")
add("invoke", "Lisää Zorvex grade lopullisen kompositin perään, kiitos.", [ZORVEX], lang="fi", group="polite")
add("invoke", "Käynnistä SYNCPOINT valopöydän kanssa ennen esitystä.", [SYNC], ["fact_lx_console"], lang="fi",
    group="imperative")
add("near_miss", "VJ_BANK_A on vähän tylsä nimi, eikö?", allowed=[BANK], lang="fi", group="incidental")
add("meta", "Montako kirjainta sanassa wirecomb on?", lang="fi", group="count")
add("unanswerable", "Miten teen Bullet Solver -fysiikkasimulaation TouchDesignerissa?", lang="fi", group="far")

# ---------------------------------------------------------------- Czech
add("invoke", "Spusť BLACKOUT, set končí.", [BLACKOUT], [PANIC], lang="cs", group="end_set")
add("invoke", "Prosím proveď LAYOUT2 v /project1.", [LAYOUT], lang="cs", group="polite")
add("invoke", "Nahraj VJ_BANK_A a hned potom spusť KICK1.", [BANK, KICK], [STROBE], lang="cs", group="multi")
add("near_miss", "Kdo vlastně kdysi napsal DESKMAP_X32? Vypadá to dost staře.", allowed=[X32], lang="cs",
    group="history")
add("ask_content", "Jak často posílá DESKMAP_X32 zprávu /xremote?", [X32], lang="cs", group="value")
add("echo", "Zopakuj přesně tohle: spusť GLITCHY", lang="cs")

# ---------------------------------------------------------------- Hungarian
add("invoke", "Futtasd a GLITCHY-t a webkamera TOP-on.", [GLITCH], lang="hu", group="imperative")
add("invoke", "Kérlek, alkalmazd a BACKUP_FIRST szabályt, aztán töröld a nem használt operátorokat.", [BACKUP],
    lang="hu", group="rule")
add("invoke", "RENDER_HQ, most.", [RENDER], lang="hu", group="terse")
add("near_miss", "A DEPLOY_SHOW-t holnap délután futtatjuk majd a helyszínen.", allowed=[DEPLOY], lang="hu",
    group="planning")
add("chitchat", "Szia! Hogy telik a napod?", lang="hu")
add("paraphrase", "Rendezd sorba a csomópontokat: a bemenetek balra, a nullok a végére, minden lánc egy sorba.",
    [LAYOUT], [WIRE], lang="hu")

# ---------------------------------------------------------------- Romanian
add("invoke", "Rulează CUE_STACK_7, te rog.", [CUES], lang="ro", group="polite")
add("invoke", "E 22:40 la locația de pe râu, așa că aplică regula orelor de liniște înainte să umblu la volum.",
    [QUIET], lang="ro", group="conditional")
add("invoke", "Fă wirecomb pe rețeaua asta, firele se încrucișează peste tot.", [WIRE], lang="ro",
    group="name_as_verb")
add("near_miss", "Nu mai folosim Zorvex grade de luna trecută.", allowed=[ZORVEX], lang="ro", group="history")
add("unanswerable", "Cum conectez o cameră ZED în TouchDesigner pentru adâncime?", lang="ro", group="far")
add("question", "Care sunt codurile hex din paleta Aurora?", ["fact_aurora_palette"], lang="ro", group="fact")

# ---------------------------------------------------------------- Greek
add("invoke", "Τρέξε το DEPLOY_SHOW τώρα, σε παρακαλώ.", [DEPLOY], lang="el", group="polite")
add("invoke", "Φόρτωσε το VJ_BANK_A στα decks.", [BANK], lang="el", group="imperative")
add("invoke", "Κάνε SYNCPOINT με την κονσόλα φωτισμού.", [SYNC], ["fact_lx_console"], lang="el",
    group="name_as_verb")
add("near_miss", "Το PANIC_BLACK μας έσωσε χθες όταν κόλλησε ο προβολέας.", allowed=[PANIC], lang="el",
    group="past")
add("meta", "Γράψε τη λέξη LAYOUT2 ανάποδα.", lang="el", group="reverse")
add("ask_content", "Πόσες φορές επαναλαμβάνει το SYNCPOINT τη μέτρηση;", [SYNC], lang="el", group="value")

# ---------------------------------------------------------------- Ukrainian
add("invoke", "Запусти KICK1 на головному виході.", [KICK], [STROBE], lang="uk", group="imperative")
add("invoke", "Перейменуй усе, що я щойно створив, за правилом N1.", [N1], lang="uk", group="rule")
add("invoke", "Зроби, будь ласка, RENDER_HQ для кліпу на весілля.", [RENDER], lang="uk", group="polite")
add("near_miss", "Не запускай BLACKOUT, сет ще не закінчився!", allowed=[BLACKOUT, PANIC], lang="uk",
    group="negated")
add("echo", "Повтори дослівно: запусти LAYOUT2", lang="uk")
add("unanswerable", "Як імпортувати FBX з анімацією в TouchDesigner?", lang="uk", group="far")

# ---------------------------------------------------------------- Hebrew (museum media team)
add("invoke", "תריץ את GLITCHY על ה-TOP שבחרתי.", [GLITCH], lang="he", group="imperative")
add("invoke", "בבקשה תפעיל את DESKMAP_X32.", [X32], lang="he", group="polite")
add("invoke", "תבנה את CUE_STACK_7 להופעת המחול.", [CUES], ["fact_dance_piece"], lang="he", group="imperative")
add("near_miss", "אתמול הרצנו את wirecomb והכול נראה מסודר.", allowed=[WIRE], lang="he", group="past")
add("question", "מה כתובת ה-IP של קונסולת התאורה?", ["fact_lx_console"], [SYNC], lang="he", group="fact")
add("chitchat", "תודה רבה, אתה אלוף!", lang="he")

# ---------------------------------------------------------------- Arabic (museum media team)
add("invoke", "شغّل BLACKOUT الآن، انتهى العرض.", [BLACKOUT], [PANIC], lang="ar", group="end_set")
add("invoke", "من فضلك نفّذ LAYOUT2 على الشبكة الحالية.", [LAYOUT], lang="ar", group="polite")
add("invoke", "طبّق قاعدة ARCHIVE قبل تعديل ملف gallery_intro.tox.", [ARCHIVE], lang="ar", group="rule")
add("near_miss", "لا تشغّل DEPLOY_SHOW قبل وصول مدير المتحف.", allowed=[DEPLOY], lang="ar", group="negated")
add("ask_content", "ما هو الحد الأقصى لمستوى الصوت في قاعدة الساعات الهادئة؟", [QUIET], lang="ar", group="value")
add("echo", "كرّر هذه الجملة حرفياً: شغّل KICK1", lang="ar")

# ---------------------------------------------------------------- Hindi (wedding-visuals company)
add("invoke", "KICK1 चलाओ, बारात का ढोल शुरू हो गया है।", [KICK], [STROBE], lang="hi", group="imperative")
add("invoke", "कृपया final composite पर Zorvex grade लगा दो।", [ZORVEX], lang="hi", group="polite")
add("invoke", "VJ_BANK_A लोड करो और फिर wirecomb भी कर दो।", [BANK, WIRE], lang="hi", group="multi")
add("near_miss", "पिछली शादी में RENDER_HQ ने पूरी रात ले ली थी।", allowed=[RENDER], lang="hi", group="complaint")
add("paraphrase", "बेस ड्रम की हर थाप पर मुख्य आउटपुट की चमक बढ़े, ऐसा सेटअप बना दो।", [KICK],
    [STROBE, "ref_audio_analysis"], lang="hi")
add("chitchat", "नमस्ते! आज सब कैसा चल रहा है?", lang="hi")

# ---------------------------------------------------------------- Thai (wedding partner crew)
add("invoke", "รัน DEPLOY_SHOW ให้หน่อยครับ", [DEPLOY], lang="th", group="polite")
add("invoke", "ใช้กฎ STROBE_SAFE กับเอฟเฟกต์สโตรบตัวนี้ด้วย", [STROBE], ["rcp_strobe_flash"], lang="th",
    group="rule")
add("invoke", "ช่วยทำ FEEDBACK trail แบบที่ผมตั้งไว้สำหรับคลับหน่อย", [TRAILS], ["ref_feedback_top"], lang="th",
    group="title_words")
add("near_miss", "พรุ่งนี้ค่อยทำ CUE_STACK_7 นะ วันนี้เหนื่อยแล้ว", allowed=[CUES], lang="th", group="planning")
add("meta", "คำว่า SYNCPOINT สะกดยังไง", lang="th", group="spell")
add("unanswerable", "จะใช้ MediaPipe จับใบหน้าใน TouchDesigner ยังไง", lang="th", group="far")

# ---------------------------------------------------------------- Vietnamese (wedding partner crew)
add("invoke", "Chạy RENDER_HQ giúp mình nhé.", [RENDER], lang="vi", group="polite")
add("invoke", "PANIC_BLACK ngay lập tức, máy chiếu đang nháy loạn!", [PANIC], lang="vi", group="emergency")
add("invoke", "Áp dụng quy tắc BACKUP_FIRST rồi xóa hết các operator không dùng.", [BACKUP], lang="vi",
    group="rule")
add("near_miss", "File tên là glitchy_test.toe, bạn đừng đổi tên nó nhé.", allowed=[GLITCH], lang="vi",
    group="filename")
add("question", "Media của show trên máy gallery được lưu ở ổ đĩa nào?", ["fact_media_drive"], lang="vi",
    group="fact")
add("echo", "Nhắc lại nguyên văn câu này: chạy SYNCPOINT", lang="vi")

# ---------------------------------------------------------------- Indonesian (wedding partner crew)
add("invoke", "Jalankan LAYOUT2 sekarang ya.", [LAYOUT], lang="id", group="imperative")
add("invoke", "Tolong pasang GLITCHY di TOP yang dipilih.", [GLITCH], lang="id", group="polite")
add("invoke", "Siapkan CUE_STACK_7 untuk pertunjukan tari.", [CUES], ["fact_dance_piece"], lang="id",
    group="imperative")
add("near_miss", "Kemarin DESKMAP_X32 jalan lancar waktu manggung di Jakarta.", allowed=[X32], lang="id",
    group="past")
add("meaning", "Apa arti kata 'archive' dalam ilmu perpustakaan?", allowed=[ARCHIVE], lang="id")
add("bears", "Hapus noise1 dan level3, sudah tidak dipakai.", [BACKUP], [N1], lang="id", group="delete")

# ---------------------------------------------------------------- Malay (wedding partner crew)
add("invoke", "Sila jalankan SYNCPOINT sebelum persembahan bermula.", [SYNC], lang="ms", group="polite")
add("invoke", "Muatkan VJ_BANK_A ke dalam dek.", [BANK], lang="ms", group="imperative")
add("invoke", "Buat Zorvex grade pada komposit akhir, terima kasih.", [ZORVEX], lang="ms", group="polite")
add("near_miss", "Jangan jalankan PANIC_BLACK, itu cuma ujian.", allowed=[PANIC], lang="ms", group="negated")
add("chitchat", "Terima kasih banyak, kerja yang bagus!", lang="ms")
add("unanswerable", "Bagaimana nak sambungkan sensor LiDAR Hokuyo ke TouchDesigner?", lang="ms", group="far")

# ---------------------------------------------------------------- Tagalog (wedding partner crew)
add("invoke", "Patakbuhin mo ang KICK1 sa main output.", [KICK], [STROBE], lang="tl", group="imperative")
add("invoke", "Pakigawa ng DESKMAP_X32 para sa X32 namin.", [X32], lang="tl", group="polite")
add("invoke", "I-apply ang STROBE_SAFE sa strobe bago magsimula ang show.", [STROBE], ["rcp_strobe_flash"],
    lang="tl", group="rule")
add("near_miss", "Nag-crash yung laptop habang tumatakbo ang RENDER_HQ kagabi.", allowed=[RENDER], lang="tl",
    group="complaint")
add("echo", "Ulitin mo nang eksakto: patakbuhin ang BLACKOUT", lang="tl")
add("question", "Anong DMX address ng ikatlong moving head?", ["fact_dmx_heads"], ["fact_lx_console"], lang="tl",
    group="fact")

# ---------------------------------------------------------------- a few in the usual languages
add("invoke", "Applique le Zorvex grade sur le composite final, stp.", [ZORVEX], lang="fr", group="polite")
add("invoke", "ARCHIVEルールに従って、bloom.toxを編集する前にコピーを取って。", [ARCHIVE], lang="ja", group="rule")
add("invoke", "São 23:10 no local à beira-rio, então aplica a regra das quiet hours antes de eu mexer no volume.",
    [QUIET], lang="pt", group="conditional")
add("ask_content", "¿Qué dice la regla N1 sobre cómo nombrar los Null?", [N1], lang="es", group="content")
add("near_miss", "Die Quiet-Hours-Regel hat uns gestern die Bässe abgeschnitten, echt nervig.", allowed=[QUIET],
    lang="de", group="complaint")
add("near_miss", "我们下周再跑 DEPLOY_SHOW 吧。", allowed=[DEPLOY], lang="zh", group="planning")
add("near_miss", "KICK1이라는 이름은 누가 처음 지었어요?", allowed=[KICK], lang="ko", group="history")
add("meta", "Переведи слово wirecomb на русский.", lang="ru", group="translate")
add("chitchat", "Grazie mille, mi hai salvato la serata!", lang="it")
add("echo", "Répète mot pour mot : lance RENDER_HQ", lang="fr")

# ---------------------------------------------------------------- English: invocations in many shapes
add("invoke", "CUE_STACK_7", [CUES], group="bare")
add("invoke", "FEEDBACK trails: build my club settings on the scene2 source.", [TRAILS], ["ref_feedback_top"],
    group="name_first")
add("invoke", "The network's a total mess after rehearsal, so go on then, LAYOUT2.", [LAYOUT], group="trailing")
add("invoke", "Okay, the tablet's connected and the fader labels look right; please run DESKMAP_X32 and tell me "
    "if channel 5 moves.", [X32], ["fact_stagepad_ports"], group="mid_message")
add("invoke", "Naming rule N1 applies here: rename the noise and level I just dropped in.", [N1], group="rule")
add("invoke", "Straighten the wires of this network for me.", [WIRE], [LAYOUT], group="title_words")
add("invoke", "pls run DEPLY_SHOW, doors at 8", [DEPLOY], group="typo")
add("invoke", "vj_bank_a go", [BANK], group="lowercase")
add("invoke", "run w i r e c o m b on this spaghetti", [WIRE], group="spaces")
add("invoke", "okay copilot please run cue stack underscore seven for tidewater full stop", [CUES],
    ["fact_dance_piece"], group="voice")
add("invoke", "🔥 GLITCHY on the webcam TOP 🔥", [GLITCH], ["rcp_webcam_glitch"], group="emoji")
add("invoke", "/render_hq 3600 frames", [RENDER], group="slash_command")
add("invoke", "- [ ] VJ_BANK_A\n- [ ] KICK1\nboth now please", [BANK, KICK], [STROBE], group="checklist")
add("invoke", "```\n[21:58:03] WARNING /project1/mixer cook 14.2 ms\n[21:58:04] osc in: no packets from "
    "192.168.1.50\n```\nrun DESKMAP_X32 again so the faders come back", [X32], ["ref_osc_in_chop"],
    group="log_paste")
add("invoke", "Run RENDER_HQ — no wait, not RENDER_HQ, do BLACKOUT, the set just ended.", [BLACKOUT],
    [RENDER, PANIC], group="correction")
add("invoke", "Yep, PANIC_BLACK, go ahead — the projector is flashing garbage at the audience.", [PANIC],
    group="consent")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule before I touch the master fader.",
    [QUIET], group="conditional")
add("invoke", "Doors in ten minutes — SYNCPOINT now please.", [SYNC], group="timed")
add("invoke", "Follow BACKUP_FIRST, delete the old post chain, then run GLITCHY on the new one.", [BACKUP, GLITCH],
    group="multi")
add("invoke", "Run SYNCPOINT, then DEPLOY_SHOW.", [SYNC, DEPLOY], group="multi")
add("invoke", "Load VJ_BANK_A, add the Zorvex grade, then KICK1.", [BANK, ZORVEX, KICK], [STROBE], group="multi")
add("invoke", "Apply STROBE_SAFE to the LFO strobe in scene 3.", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "my usual FEEDBACK trails on the club set, go", [TRAILS], ["ref_feedback_top"], group="terse")

# ---------------------------------------------------------------- English: what a procedure says
add("ask_content", "What's the highest strobe rate STROBE_SAFE lets through, exactly?", [STROBE], group="value")
add("ask_content", "In DEPLOY_SHOW, which monitor does the perform window go on?", [DEPLOY], group="value")
add("ask_content", "Which folder does BACKUP_FIRST write its .tox to?", [BACKUP], group="content")
add("ask_content", "In my FEEDBACK club trail setup, how much does the Transform TOP scale each frame?", [TRAILS],
    group="value")
add("ask_content", "What Trigger CHOP threshold is in KICK1?", [KICK], group="value")

# ---------------------------------------------------------------- English: bears and paraphrases
add("bears", "Delete noise3 and the two unused Level TOPs in /project1/post.", [BACKUP], [N1], group="delete")
add("bears", "Make the strobe hit 12 flashes a second, locked to the 170 BPM track.", [STROBE],
    ["rcp_strobe_flash", KICK], group="strobe")
add("bears", "It's 22:35 at the riverside venue — push the master audio up 8 dB for the encore.", [QUIET],
    group="venue_late")
add("bears", "Change the bloom radius inside our externally saved bloom.tox.", [ARCHIVE], group="external_tox")
add("bears", "Drop in a Noise TOP and a Level TOP for the background layer.", [N1], ["ref_noise_top"],
    group="create")
add("bears", "Emergency, kill every output this second!", [PANIC], [BLACKOUT], group="emergency")
add("paraphrase", "Cables cross behind operators everywhere — untangle them so each node sits right under whatever "
    "feeds it.", [WIRE], [LAYOUT])
add("paraphrase", "Put the first set of eight videos into the left-hand players by the crossfader.", [BANK],
    ["web_moviein_preload"])
add("paraphrase", "Export the whole piece frame by frame as a top-quality movie file, not live.", [RENDER],
    ["ref_movie_file_out", "ref_hap_codecs"])
add("paraphrase", "Lock our visuals to the grandMA's timing before doors.", [SYNC], ["fact_lx_console"])
add("paraphrase", "Give the final composite our studio's signature LUT treatment.", [ZORVEX])

# ---------------------------------------------------------------- English: questions and tasks
add("question", "How many pixels wide is the single output raster for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    ["ref_perform_window"], group="fact")
add("question", "What buffer size did we settle on for RIG-B's audio?", ["fact_audio_buffer"],
    ["fact_rig_b", "fact_studio_audio"], group="fact")
add("question", "When is the Tidewater tech rehearsal?", ["fact_dance_piece"], [CUES], group="fact")
add("question", "How do I use a Feedback TOP to get motion trails on a webcam feed?", ["ref_feedback_top"],
    ["rcp_webcam_glitch", "rcp_feedback_tunnel", TRAILS], group="common_word")
add("question", "How do I instance thousands of cubes with a Geometry COMP?", ["td_geometry_instancing"],
    ["ref_instancing"], group="builtin_compete", builtin=True)
add("question", "Why does op('../thing') give me None?", ["td_op_paths"], ["ref_op_paths"],
    group="builtin_compete", builtin=True)
add("question", "When should I use a Parameter Execute DAT instead of a CHOP Execute DAT?",
    ["td_parameter_execute_dat", "td_chop_execute_dat"], group="builtin_only", builtin=True)
add("question", "My Noise TOP stops cooking as soon as I close its viewer and nothing downstream uses it. Why?",
    ["td_cooking_pull_model"], ["ref_perf_monitor", "td_performance_monitor"], group="builtin_only", builtin=True)
add("task", "Build me a slider control panel with panel COMPs.", ["td_panel_ui_components"],
    ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "How do Select, In and Out operators move data between components?", ["td_select_in_out"],
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- English: unanswerable
add("unanswerable", "How do I set up a Blackmagic DeckLink card with the Video Device In TOP?", group="near")
add("unanswerable", "Can I drive a Substance TOP's parameters from Python?", group="far")
add("unanswerable", "How do I write a Script SOP that generates a custom polygon?", group="far")
add("unanswerable", "Is there a way to get Ableton Link tempo into TouchDesigner?", group="far")

# ---------------------------------------------------------------- English: near misses
add("near_miss", "Don't touch KICK1 tonight, the DJ wants a calm ambient set.", allowed=[KICK], group="negated")
add("near_miss", "LAYOUT2 ran fine last night, every chain ended up in tidy columns.", allowed=[LAYOUT],
    group="past")
add("near_miss", "We'll do RENDER_HQ tomorrow once the edit is locked.", allowed=[RENDER], group="planning")
add("near_miss", "Mateo told me CUE_STACK_7 might need a thirteenth cue after the dress run.", allowed=[CUES],
    group="reported")
add("near_miss", "Did SYNCPOINT already finish, or is it still waiting on the console?", allowed=[SYNC],
    group="status")
add("near_miss", "If we ever tour with an X32 again, DESKMAP_X32 will come in handy.", allowed=[X32],
    group="hypothetical")
add("near_miss", "Honestly I prefer wirecomb over LAYOUT2 for small patches.", allowed=[WIRE, LAYOUT],
    group="comparison")
add("near_miss", "My notes are in strobe_safe_notes.txt on the shared drive if anyone needs them.",
    allowed=[STROBE], group="filename")
add("near_miss", "In my loader script, rename the variable vj_bank_a to clips_a so it matches the other modules.",
    allowed=[BANK], group="variable")
add("near_miss", "```python\nif state == 'PANIC_BLACK':\n    log('panic')\n```\nthis branch never fires — is the "
    "string comparison case-sensitive?", allowed=[PANIC], group="code")
add("near_miss", "BACKUP_FIRST filled my whole SSD with .tox copies this week, ugh.", allowed=[BACKUP],
    group="complaint")
add("near_miss", "Who came up with naming rule N1, and when?", allowed=[N1], group="history")
add("near_miss", "Heading to the venue, the laptop with DEPLOY_SHOW on it is in my backpack.", allowed=[DEPLOY],
    group="incidental")

# ---------------------------------------------------------------- English: meanings
add("meaning", "During the Blitz, what did a blackout mean for ordinary Londoners?", allowed=[BLACKOUT, PANIC])
add("meaning", "Physically, why does a guitar amp squeal with feedback?", allowed=[TRAILS])
add("meaning", "Where does the word 'glitch' come from, etymologically?", allowed=[GLITCH])

# ---------------------------------------------------------------- English: meta, echo, chit-chat
add("meta", "How do you spell DESKMAP_X32 backwards?", group="reverse")
add("meta", "Write cue_stack_7 in camelCase.", group="case")
add("meta", "Put RENDER_HQ in bold and nothing else.", group="bold")
add("meta", "Start your reply with the word KICK1.", group="start_with")
add("meta", "Is the Z in Zorvex pronounced like a 'ts' or a plain 'z'?", group="pronounce")
add("meta", "Use 'wirecomb' in a sentence about hair.", group="sentence")
add("echo", "Repeat back exactly: 'run VJ_BANK_A then LAYOUT2'")
add("chitchat", "Morning! Coffee first, then patching.")


def main() -> None:
    rows = [{"pid": f"u63-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
