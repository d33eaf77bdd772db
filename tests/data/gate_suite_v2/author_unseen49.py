"""Hand-written source of prompts_unseen49.jsonl: a blind suite by an independent evaluator (gateeval49).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen49.jsonl byte for byte.

Personas (they live here only):
- a touring crew's group chat: technicians from many countries (hi, vi, id, sv, cs, el, uk, he, ro, th and
  others) typing short messages in their own language, mixing in English TouchDesigner words, correcting the
  previous message, pasting logs, reporting what happened last night and what is planned for tomorrow;
- a festival's tech desk: radio-style calls, checklists, slash commands, timed and conditional requests;
- a student: asks how things work, what a procedure says, what words mean, and plays with the names.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen49.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L, SS, BF = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DS, VJ, PB, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, FB = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C7, SP = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
AR, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "kick1 on the main out, doors in 10", [K], group="terse")
add("invoke", "🔥 KICK1 🔥 lên output chính luôn nha", [K], lang="vi", group="emoji")
add("invoke", "kör KCIK1 på huvudutgången tack", [K], lang="sv", group="typo")
add("invoke", "KICK1: βάλ' το στο out1 τώρα, ο DJ ξεκινάει", [K], lang="el", group="name_first")
# LAYOUT2
add("invoke", "/layout2 on /project1/fx please", [L], group="slash_command")
add("invoke", "LAYOUT2 on this network, it's a proper rat's nest", [L], group="name_first")
add("invoke", "tolong jalankan macro LAYOUT2 di network yang lagi kebuka ya", [L], lang="id", group="polite")
add("invoke", "запусти L A Y O U T 2 на цій мережі", [L], lang="uk", group="spaces")
# STROBE_SAFE
add("invoke", "Apply the STROBE_SAFE rule to strobe_main before we open the doors", [SS], group="rule")
add("invoke", "Aplică regula STROBE_SAFE pe efectul de flash din scena 3", [SS], lang="ro", group="rule")
add("invoke", "Wende bitte die Regel „nie mehr als 3 Blitze pro Sekunde“ auf alle Ausgänge an",
    [SS], lang="de", group="title_words")
# BACKUP_FIRST
add("invoke", "BACKUP_FIRST, then delete the old_fx container", [BF], group="rule")
add("invoke", "Podle BACKUP_FIRST zazálohuj /project1/post a pak smaž noise3", [BF], lang="cs", group="rule")
add("invoke", "theo quy tắc BACKUP_FIRST, sao lưu trước rồi xoá hết mấy operator không dùng", [BF], lang="vi",
    group="rule")
# DEPLOY_SHOW
add("invoke", "todo for you:\n- [ ] run DEPLOY_SHOW\n- [ ] post the fps in this chat", [DS], group="checklist")
add("invoke", "last thing before the audience is let in: DEPLOY_SHOW", [DS], group="trailing")
add("invoke", "it's 19:55, doors at 20:00 — DEPLOY_SHOW now", [DS], group="timed")
# VJ_BANK_A
add("invoke", "load vj_bank_a into the decks, the opener starts on deck a", [VJ], group="lowercase")
add("invoke", "VJ_BANK_A 로드해 줘, 곧 오프닝이야", [VJ], lang="ko", group="polite")
add("invoke", "🎬🎬 VJ_BANK_A 🎬🎬 go go", [VJ], group="emoji")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! someone just walked onto the stage", [PB], group="emergency")
add("invoke", "PANIC_BLACK עכשיו! מישהו נפל על הבמה", [PB], lang="he", group="emergency")
add("invoke", "¡pánico en la pista! PANIC_BLACK ya", [PB], lang="es", group="emergency")
add("invoke", "panic black acum te rog repede", [PB], lang="ro", group="voice")
# GLITCHY
add("invoke", "GLITCHY this TOP, the selected one", [G], group="name_as_verb")
add("invoke", "TOP ที่เลือกอยู่ตอนนี้ ใส่ GLITCHY ให้หน่อย", [G], lang="th", group="trailing")
add("invoke", "给选中的那个TOP跑一下GLITCHY宏", [G], lang="zh", group="imperative")
# DESKMAP_X32
add("invoke", "Run DESKMAP_X32 — the desk just got plugged into the show switch, cheers", [X], group="mid_message")
add("invoke", "Будь ласка, виконай DESKMAP_X32, пульт уже в мережі", [X], lang="uk", group="polite")
add("invoke", "DESKMAP_X23 नहीं, मेरा मतलब DESKMAP_X32 — वो चलाओ", [X], lang="hi", group="correction")
add("invoke", "Bitte das X32-Pult per OSC mappen, genau wie in DESKMAP_X32 beschrieben", [X], lang="de",
    group="polite")
# RENDER_HQ
add("invoke", "Kick off RENDER_HQ for the trailer, the client wants it tonight", [R], group="imperative")
add("invoke", "please could you do a RENDER_HQ of the intro sequence", [R], group="polite")
add("invoke", "render_hq now pls, client call in 20", [R], group="lowercase")
# Naming rule N1
add("invoke", "Build me a noise-driven background and follow naming rule N1 for every op you make", [N],
    group="rule")
add("invoke", "Áp dụng quy tắc đặt tên N1 cho mấy operator mới tạo nhé", [N], lang="vi", group="rule")
add("invoke", "rename whatever you just created so it matches N1", [N], group="rule")
add("invoke", "תן שמות לכל האופרטורים החדשים לפי כלל N1", [N], lang="he", group="rule")
# FEEDBACK
add("invoke", "give me trails for the club set, FEEDBACK settings, my way", [FB], group="common_word")
add("invoke", "club opens in an hour — build my FEEDBACK trails", [FB], group="common_word")
add("invoke", "Fais-moi les traînées du club avec mes réglages FEEDBACK", [FB], lang="fr", group="common_word")
add("invoke", "club visuals के लिए मेरी FEEDBACK trail settings लगा दो", [FB], lang="hi", group="common_word")
# BLACKOUT
add("invoke", "that was the last track — BLACKOUT", [BO], group="end_set")
add("invoke", "Set sudah selesai, jalankan BLACKOUT", [BO], lang="id", group="end_set")
add("invoke", "house lights cue from the SM — set's over, BLACKOUT please", [BO], group="end_set")
add("invoke", "fine del set, BLACKOUT per favore", [BO], lang="it", group="end_set")
add("invoke", "/blackout — τέλος σετ, ευχαριστούμε", [BO], lang="el", group="slash_command")
# wirecomb
add("invoke", "w i r e c o m b prosím", [W], lang="cs", group="spaces")
add("invoke", "Zrób wirecomb na tej sieci", [W], lang="pl", group="imperative")
add("invoke", "🌀 wirecomb בבקשה 🙏", [W], lang="he", group="emoji")
add("invoke", "jalankan wire comb di network ini", [W], lang="id", group="voice")
# CUE_STACK_7
add("invoke", "5 minutes to tech — CUE_STACK_7 now", [C7], group="timed")
add("invoke", "could you set up CUE_STACK_7 for Tidewater's tech rehearsal, please?", [C7], group="polite")
add("invoke", "cue stack sieben bitte jetzt aufbauen", [C7], lang="de", group="voice")
add("invoke", "Monta el CUE_STACK_7, porfa", [C7], lang="es", group="polite")
# SYNCPOINT
add("invoke", "the console is answering pings now, so do SYNCPOINT", [SP], group="conditional")
add("invoke", "would you mind doing SYNCPOINT with the lighting console before we go up?", [SP], group="polite")
add("invoke", "SYNCPOINT'i çalıştır, ışık masası hazır", [SP], lang="tr", group="imperative")
add("invoke", "Gör handskakningen med ljusbordet nu innan showen", [SP], lang="sv", group="title_words")
# ARCHIVE
add("invoke", "Follow the ARCHIVE rule, then bump the bloom tox's threshold to 0.7", [AR], group="rule")
add("invoke", "За правилом ARCHIVE зроби нумеровану копію bloom.tox, потім редагуй", [AR], lang="uk",
    group="rule")
add("invoke", "ทำตามกฎ ARCHIVE ก่อนแก้ไฟล์ lens.tox นี้นะ", [AR], lang="th", group="rule")
add("invoke", "lens.tox needs a new blur radius; ARCHIVE rule first, please", [AR], group="rule")
# Zorvex grade
add("invoke", "drop the Zorvex grade in after the final composite for the headliner", [Z], group="imperative")
add("invoke", "final composite के बाद Zorvex look लगाइए", [Z], lang="hi", group="polite")
add("invoke", "Zorvexxグレード、最終コンポジットにかけて", [Z], lang="ja", group="typo")
add("invoke", "on the last composite before the window, please — the Zorvex grade", [Z], group="trailing")
# Quiet hours
add("invoke", "It's 22:40 at the riverside venue, so apply the quiet hours rule to the master out", [Q],
    group="conditional")
add("invoke", "Klockan är 23:05 på riverside-scenen – kör quiet hours-regeln på ljudet", [Q], lang="sv",
    group="conditional")
add("invoke", "Είναι 22:30 στο riverside venue, εφάρμοσε τον κανόνα quiet hours", [Q], lang="el",
    group="conditional")
add("invoke", "ตอนนี้ 22:15 แล้วที่ riverside venue ใช้กฎ quiet hours กับเสียงด้วย", [Q], lang="th",
    group="conditional")
# corrections, consent, logs, trailing
add("invoke", "no no, scratch BLACKOUT — PANIC_BLACK immediately, the rig is sparking", [PB], [BO], group="correction")
add("invoke", "Moment, nicht LAYOUT2 – mach lieber wirecomb", [W], [L], lang="de", group="correction")
add("invoke", "Nej förresten, inte RENDER_HQ – kör GLITCHY på kamerabilden", [G], [R], lang="sv",
    group="correction")
add("invoke", "ok, you can go ahead with RENDER_HQ", [R], group="consent")
add("invoke", "כן, אפשר להריץ את VJ_BANK_A", [VJ], lang="he", group="consent")
add("invoke", "yep, DEPLOY_SHOW is approved, do it", [DS], group="consent")
add("invoke", "[23:41:02] WARNING /project1/out1: flash rate 8 Hz\n[23:41:03] WARNING /project1/out1: flash rate 8 Hz\n"
    "apply STROBE_SAFE to that", [SS], group="log_paste")
add("invoke", "ERROR OSC In CHOP /project1/x32/oscin1: no data on port 10023\nперезапусти DESKMAP_X32, будь ласка",
    [X], lang="uk", group="log_paste")
add("invoke", "hey copilot run glitchy on the selected top please", [G], group="voice")
add("invoke", "Pentru clipul de final, offline, calitate maximă: RENDER_HQ", [R], lang="ro", group="trailing")
add("invoke", "tech desk to video: execute KICK1 on out1, over", [K], group="imperative")
# multi
add("invoke", "DEPLOY_SHOW then SYNCPOINT, in that order", [DS, SP], group="multi")
add("invoke", "Спочатку LAYOUT2, потім wirecomb", [L, W], lang="uk", group="multi")
add("invoke", "VJ_BANK_A लोड करो और उसके बाद GLITCHY चलाओ", [VJ, G], lang="hi", group="multi")
add("invoke", "Rulează KICK1 și aplică STROBE_SAFE pe el", [K, SS], lang="ro", group="multi")
add("invoke", "Chạy DESKMAP_X32 rồi CUE_STACK_7 nha", [X, C7], lang="vi", group="multi")
add("invoke", "Zorvex grade dulu, lalu RENDER_HQ", [Z, R], lang="id", group="multi")
add("invoke", "Podle BACKUP_FIRST smaž staré decky a pak načti VJ_BANK_A", [BF, VJ], lang="cs", group="multi")
add("invoke", "tonight's list:\n1. SYNCPOINT\n2. CUE_STACK_7\n3. DEPLOY_SHOW", [SP, C7, DS], group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What UDP port does DESKMAP_X32 open its OSC In CHOP on, again?", [X], group="port")
add("ask_content", "מה בדיוק עושה CUE_STACK_7? כמה עמודות יש בטבלה?", [C7], lang="he", group="content")
add("ask_content", "remind me, in KICK1 the Trigger CHOP's threshold sits at what, and the release?",
    [K], group="value")
add("ask_content", "which codec and frame rate does RENDER_HQ record with?", [R], group="value")
add("ask_content", "SYNCPOINT pings which IP and port, and which port does it wait for the pong on?",
    [SP], group="port")
add("ask_content", "Apa saja langkah DEPLOY_SHOW, dan urutannya bagaimana?", [DS], lang="id", group="order")
add("ask_content", "In the Zorvex grade, at what amount is the grain composited?", [Z], group="value")
add("ask_content", "student here: what's the dBFS ceiling in the quiet hours rule after ten at night?",
    [Q], group="value")
add("ask_content", "กฎ STROBE_SAFE จำกัดไว้ที่กี่แฟลชต่อวินาที", [SS], lang="th", group="value")

# ---------------------------------------------------------------- bears
add("bears", "delete noise1 and level3, nobody uses them", [BF], group="delete")
add("bears", "Зроби стробоскоп 10 спалахів на секунду під біт", [SS], lang="uk", group="strobe")
add("bears", "it's 23:30 at the riverside venue and the promoter wants more bass, push the master up", [Q],
    group="venue_late")
add("bears", "bloom.tox (external वाला) में threshold 0.6 कर दो", [AR], lang="hi", group="external_tox")
add("bears", "add a fresh Noise TOP plus a Level TOP under the background layer for the festival loop",
    [N], group="create")
add("bears", "Șterge tot containerul old_intro, nu mai avem nevoie de el", [BF], lang="ro", group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "line up my operators in vertical stacks by signal order, sources far left, nulls just before "
    "the outs", [L])
add("paraphrase", "Zjisti zpoždění mezi námi a světelným pultem a podle toho posuň timeline", [SP], lang="cs")
add("paraphrase", "Nạp các clip nhóm A vào tám deck và kéo crossfader hẳn sang phía A", [VJ], lang="vi")
add("paraphrase", "export the piece frame-perfect at the best possible image, realtime switched off during the "
    "capture and back on afterwards", [R])
add("paraphrase", "Tambahkan efek rusak digital: displace pakai noise dan geser kanal merah-biru pada gambar yang "
    "sedang dipilih", [G], lang="id")
add("paraphrase", "ミキサー卓のフェーダー値をネットワーク経由で受け取って、レイヤーの不透明度に割り当てて", [X], lang="ja")
add("paraphrase", "Fă-mi firele lizibile: aliniază nodurile vertical și pune un Null unde o ieșire merge în mai "
    "mult de trei intrări", [W], lang="ro")

# ---------------------------------------------------------------- question / task
add("question", "how wide in pixels is the single Lumen Hall window across the three Epsons?",
    ["fact_lumen_hall_raster"], group="fact")
add("question", "what's the grandMA's IP on the touring network?", ["fact_lx_console"], group="fact")
add("question", "stagepad's OSC goes to which port on the show PC?", ["fact_stagepad_ports"], group="fact")
add("question", "which drive letter holds show media on the gallery PC?", ["fact_media_drive"], group="fact")
add("question", "Πόσα κανάλια DMX έχει κάθε moving head και σε ποιο universe;", ["fact_dmx_heads"], lang="el",
    group="fact")
add("question", "what buffer size did we settle on for audio on RIG-B?", ["fact_audio_buffer"], group="fact")
add("question", "where does the show write its error log during performances?", ["fact_show_log"], group="fact")
add("task", "how do I use feedback to build a tunnel that spirals into the centre?", ["rcp_feedback_tunnel"],
    ["ref_feedback_top", FB], group="common_word")
add("task", "need a lower-third name strap that slides in for the festival stream, how?",
    ["rcp_lower_third"], group="reference")
add("question", "why does my CHOP chain only update when I look at its viewer?", ["td_cooking_pull_model"],
    builtin=True, group="builtin_only")
add("task", "Wie lege ich eigene Parameter auf einer Base COMP an?", ["td_custom_parameters"], lang="de",
    builtin=True, group="builtin_only")
add("question", "Textportでprintの出力を確認するにはどうすればいい？", ["td_textport"], lang="ja", builtin=True,
    group="builtin_only")
add("question", "Replicator COMP สร้าง operator จากตารางยังไง", ["td_replicator_comp"], ["ref_replicator"],
    lang="th", builtin=True, group="builtin_compete")
add("question", "C'est quoi la différence entre une expression Python dans un paramètre et un script dans un DAT ?",
    ["td_python_expressions_vs_scripts"], lang="fr", builtin=True, group="builtin_only")
add("task", "Como uso o Storage para guardar valores Python num operador?", ["td_storage"], lang="pt",
    builtin=True, group="builtin_only")
add("question", "how do Select, In and Out operators move data between networks?", ["td_select_in_out"],
    builtin=True, group="builtin_only")
add("task", "Parameter Execute DAT으로 파라미터 변화에 반응하게 하려면 어떻게 해?", ["td_parameter_execute_dat"],
    lang="ko", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I set up Ableton Link tempo sync in TouchDesigner?", group="near")
add("unanswerable", "Bullet Solver COMP: how do I make stacked boxes fall and bounce off a floor?", group="near")
add("unanswerable", "Jak nastavit Leap Motion CHOP pro sledování rukou?", lang="cs", group="near")
add("unanswerable", "how do I load .sbsar materials with the Substance TOP?", group="far")
add("unanswerable", "how do I move a TouchDesigner Commercial licence to the backup laptop?", group="far")
add("unanswerable", "איך משתמשים ב-Web Render TOP כדי להציג דף אינטרנט?", lang="he", group="near")
add("unanswerable", "how do I take Stype camera tracking data into TouchDesigner for a virtual set?", group="far")
add("unanswerable", "จะใช้กล้อง ZED กับ TouchDesigner ยังไง", lang="th", group="near")
add("unanswerable", "how do I write a Script SOP that builds a spiral from Python?", group="near")
add("unanswerable", "Làm sao đưa point cloud từ Lidar Ouster vào TouchDesigner?", lang="vi", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run DEPLOY_SHOW yet, the director is still giving notes", allowed=[DS], group="negated")
add("near_miss", "KICK1 ran fine last night, no complaints from the DJ", allowed=[K], group="past")
add("near_miss", "we'll do RENDER_HQ tomorrow morning once the edit is locked", allowed=[R], group="planning")
add("near_miss", "Priya said SYNCPOINT timed out twice during the matinee", allowed=[SP], group="reported")
add("near_miss", "quick check from the desk: has anyone loaded VJ_BANK_A already?", allowed=[VJ], group="status")
add("near_miss", "the file layout2_old.toe is 400 MB, why is a toe that big?", allowed=[L], group="filename")
add("near_miss", "my script starts with `GLITCHY_AMT = 0.3` — is an all-caps constant bad style in Python?",
    allowed=[G], group="variable")
add("near_miss", "wirecomb added like twenty nulls and now my network is even wider, ugh", allowed=[W],
    group="complaint")
add("near_miss", "the FEEDBACK preset from the club set looked muddy on the new projector yesterday", allowed=[FB],
    group="complaint")
add("near_miss", "student question: who came up with naming rule N1 in the first place?", allowed=[N],
    group="history")
add("near_miss", "अभी PANIC_BLACK मत दबाना, वो बस smoke machine है", allowed=[PB], lang="hi", group="negated")
add("near_miss", "last night's BLACKOUT at the end of the set looked great", allowed=[BO], group="past")
add("near_miss", "Đừng chạy GLITCHY lên camera live nhé", allowed=[G], lang="vi", group="negated")
add("near_miss", "Minh says CUE_STACK_7 is missing cue 9 on his printout", allowed=[C7], group="reported")
add("near_miss", "we're doing SYNCPOINT at the new venue tomorrow, just so you know", allowed=[SP], group="planning")
add("near_miss", "we only invented the ARCHIVE rule after someone overwrote bloom.tox in Prague", allowed=[AR],
    group="history")
add("near_miss", "Kör inte wirecomb på huvudnätverket, jag har ordnat det för hand", allowed=[W], lang="sv",
    group="negated")
add("near_miss", "VJ_BANK_A got loaded at soundcheck, all eight decks played fine", allowed=[VJ], group="past")
add("near_miss", "Det står \"RENDER_HQ\" på whiteboarden, vem skrev det?", allowed=[R], lang="sv", group="quoted")
add("near_miss", "Nespouštěj teď BLACKOUT, ještě bude přídavek", allowed=[BO], lang="cs", group="negated")
add("near_miss", "DEPLOY_SHOW went through clean yesterday, zero errors", allowed=[DS], group="past")
add("near_miss", "Μην κάνεις ακόμα DEPLOY_SHOW, περιμένουμε τον σκηνοθέτη", allowed=[DS], lang="el",
    group="negated")
add("near_miss", "SYNCPOINT measured 12 ms round trip yesterday, seemed fine", allowed=[SP], group="past")
add("near_miss", "hold off on RENDER_HQ, the GPU is already at 88 degrees", allowed=[R], group="negated")
add("near_miss", "у скрипті є `if mode == 'PANIC_BLACK':` — чому ця гілка ніколи не спрацьовує?", allowed=[PB],
    lang="uk", group="code")
add("near_miss", "Mateo and I will build CUE_STACK_7 together tomorrow morning", allowed=[C7], group="planning")
add("near_miss", "מי כתב במקור את הכלל BACKUP_FIRST?", allowed=[BF], lang="he", group="history")
add("near_miss", "Nu rula încă VJ_BANK_A, clipurile încă se copiază", allowed=[VJ], lang="ro", group="negated")
add("near_miss", "LAYOUT2 shoved every node somewhere new and now I can't find my comp, thanks a lot", allowed=[L],
    group="complaint")
add("near_miss", "อย่าเพิ่งรัน BLACKOUT นะ ยังมีเพลงอีกเพลง", allowed=[BO], lang="th", group="negated")
add("near_miss", "Zorvex grade for the new clips will happen tomorrow, not tonight", allowed=[Z], group="planning")
add("near_miss", "Der Regisseur meinte, PANIC_BLACK hätte gestern zu spät gegriffen", allowed=[PB], lang="de",
    group="reported")
add("near_miss", "Si un jour on devait refaire CUE_STACK_7 pour une autre pièce, ce serait long ?", allowed=[C7],
    lang="fr", group="hypothetical")
add("near_miss", "o ARCHIVE encheu a pasta com duzentas cópias do bloom.tox", allowed=[AR], lang="pt",
    group="complaint")
add("near_miss", "上次巡演多亏了 quiet hours 规则，邻居的投诉少了很多", allowed=[Q], lang="zh", group="past")
add("near_miss", "STROBE_SAFE는 지금 건드리지 마", allowed=[SS], lang="ko", group="negated")
add("near_miss", "is the Zorvex look warmer than the grade we used in Lisbon? I can't remember Lisbon's", allowed=[Z],
    group="comparison")

# ---------------------------------------------------------------- meaning
add("meaning", "in stage lighting jargon, where does the word blackout come from?", allowed=[BO, PB])
add("meaning", "Was bedeutete das Wort „Archiv“ ursprünglich im Griechischen?", allowed=[AR], lang="de")
add("meaning", "¿Qué es un 'kick' en la música electrónica?", allowed=[K], lang="es")
add("meaning", "Que signifie « quiet hours » dans un règlement de copropriété ?", allowed=[Q], lang="fr")
add("meaning", "Nel teatro, cosa si intende con la parola 'cue'?", allowed=[C7], lang="it")

# ---------------------------------------------------------------- meta
add("meta", "spell DESKMAP_X32 backwards, one character at a time", group="reverse")
add("meta", "Traduis « KICK1 procedure » en français", lang="fr", group="translate")
add("meta", "Schreib SYNCPOINT bitte komplett in Kleinbuchstaben", lang="de", group="case")
add("meta", "「GLITCHY」をカタカナで書いて", lang="ja", group="translate")
add("meta", "how would you pronounce Zorvex, is the z like in zebra?", group="pronounce")
add("meta", "BLACKOUT शब्द को देवनागरी में कैसे लिखेंगे?", lang="hi", group="spell")
add("meta", "Napiš slovo RENDER_HQ tučně", lang="cs", group="bold")
add("meta", "Ξεκίνα την απάντησή σου με τη λέξη LAYOUT2", lang="el", group="start_reply")
add("meta", "use VJ_BANK_A in a sentence about breakfast", group="sentence")
add("meta", "how many characters long is the string CUE_STACK_7 if you count the underscores too?", group="count")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me, word for word: run DEPLOY_SHOW")
add("echo", "Répète exactement ceci : lance KICK1", lang="fr")
add("echo", "Sag einfach nur „BLACKOUT“ zurück, sonst nichts", lang="de")
add("echo", "Repite tal cual: wirecomb", lang="es")
add("echo", "Повтори за мной дословно: PANIC_BLACK", lang="ru")
add("echo", "「LAYOUT2を実行」とそのまま繰り返して", lang="ja")
add("echo", "Ripeti questa frase: applica STROBE_SAFE", lang="it")
add("echo", "Repete comigo: GLITCHY no TOP", lang="pt")
add("echo", "say back exactly this and nothing else: SYNCPOINT ok")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers crew, smoothest load-in of the tour today")
add("chitchat", "Tack för hjälpen, grymt jobbat!", lang="sv")
add("chitchat", "ok lunch break, back at two")
add("chitchat", "Καλημέρα σε όλη την ομάδα!", lang="el")
add("chitchat", "Дякую, все працює", lang="uk")
add("chitchat", "you're a legend, thank you")
add("chitchat", "Mersi, ne vedem mâine la montaj", lang="ro")
add("chitchat", "Makasih ya, mantap", lang="id")
add("chitchat", "night all, thanks for today")


def main() -> None:
    rows = [{"pid": f"u49-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
