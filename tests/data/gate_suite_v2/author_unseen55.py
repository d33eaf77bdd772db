"""Blind gate suite unseen55, written by helper "gateeval55" (independent evaluator).

Written blind: from corpus.jsonl, the built-in knowledge files and the README's label rules only,
never run through the gate. Labels sit next to each prompt.

Personas (they live here only):
- a touring crew's group chat: terse calls, typos, emoji, slash commands, corrections, plans,
  complaints and reports in the crew's own languages (Hindi/Hinglish, Vietnamese, Indonesian,
  Swedish, Czech, Greek, Ukrainian, Hebrew, Thai, Romanian and more) with English TD words;
- an interpreter relaying what the director and the local crew say, ask, plan and complain about;
- venue technicians calling procedures at changeovers, with checklists, pasted logs and times.

About 55 % of the prompts are not in English.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen55.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L = "ins_layout2"
S = "ins_strobe_safe"
B = "ins_backup_first"
D = "ins_deploy_show"
V = "ins_vj_bank_a"
P = "ins_panic_black"
G = "ins_glitchy"
X = "ins_deskmap_x32"
R = "ins_render_hq"
N = "ins_naming_n1"
F = "ins_feedback_pref"
BO = "ins_blackout"
W = "ins_wirecomb"
C = "ins_cue_stack7"
SY = "ins_syncpoint"
A = "ins_archive_rule"
Z = "ins_zorvex_grade"
Q = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (venue techs, crew chat)
add("invoke", "KICK1 on out1, go", [K], group="terse")
add("invoke", "Could you please run LAYOUT2 on /project1/fx? It's a jungle of nodes in there, sorry.", [L], group="polite")
add("invoke", "DESKMAP_X32 — the desk just got plugged in at FOH, map it", [X], group="name_first")
add("invoke", "doors in ten, lights are set, so let's lock in: SYNCPOINT", [SY], group="trailing")
add("invoke", "ok the media drive is mounted and the projectors are warm. run VJ_BANK_A for me and then "
    "I'll check the crossfader myself", [V], group="mid_message")
add("invoke", "Apply STROBE_SAFE to the beat flash the drummer wants, he asked for 8 per second", [S], group="rule")
add("invoke", "do the end-of-set cut to black now, last track just finished", [BO], group="title_words")
add("invoke", "run the zorvx grade on the final comp pls", [Z], group="typo")
add("invoke", "deploy_show. we're on in 40", [D], group="lowercase")
add("invoke", "run R E N D E R _ H Q on the intro sequence", [R], group="spaces")
add("invoke", "okay computer run glitchy on the selected top full stop", [G], group="voice")
add("invoke", "⚫️⚫️ PANIC_BLACK ⚫️⚫️ 🙏", [P], group="emoji")
add("invoke", "/cue_stack_7 for the dance piece", [C], group="slash_command")
add("invoke", "- [x] projectors on\n- [x] audio check\n- [ ] LAYOUT2 on /project1/main  <- do this one now",
    [L], group="checklist")
add("invoke", "[19:42:03] WARNING: /project1/out/level2 cook 14ms\n[19:42:05] INFO: audio device in ok\n"
    "log looks fine. go ahead and build KICK1 now", [K], group="log_paste")
add("invoke", "run LAYOUT2 — no wait, not LAYOUT2, the wires are the problem. wirecomb instead", [W], [L],
    group="correction")
add("invoke", "you asked whether to go ahead with RENDER_HQ — yes, go ahead", [R], group="consent")
add("invoke", "if it's after 22:00 at the riverside, apply the quiet hours rule. it's 22:35 and we're at the "
    "riverside, so apply it", [Q], group="conditional")
add("invoke", "it's 23:10 at the riverside venue, apply the quiet hours rule to the master out before the encore",
    [Q], group="timed")
add("invoke", "Follow BACKUP_FIRST and then delete the unused noise ops in /project1/bg", [B], group="imperative")
add("invoke", "KICK1 and then GLITCHY on the kick flash output", [K, G], group="multi")
add("invoke", "DEPLOY_SHOW first, then SYNCPOINT with the lighting desk", [D, SY], group="multi")
add("invoke", "wirecomb this spaghetti before the director walks in", [W], group="name_as_verb")
add("invoke", "someone's phone screen is on the projector!! panic black NOW", [P], group="emergency")
add("invoke", "that's the last song, thank you goodnight — BLACKOUT", [BO], group="end_set")
add("invoke", "use my FEEDBACK trail settings on the club scene", [F], group="common_word")
add("invoke", "When you have a sec, could you apply naming rule N1 to everything I just dropped in /project1/ui?",
    [N], group="polite")
add("invoke", "Archive the bloom tox per the ARCHIVE rule, then bump its threshold to 0.7", [A], group="imperative")
add("invoke", "Zorvex grade then RENDER_HQ, the client wants the teaser file tonight", [Z, R], group="multi")
add("invoke", "changeover list: BACKUP_FIRST, then wipe /project1/old_set, then LAYOUT2 on what's left", [B, L],
    group="multi")
add("invoke", "(interpreting for the director) she says: please put the Zorvex look on the final comp right now",
    [Z], group="polite")

# ---------------------------------------------------------------- invoke: Hindi / Hinglish
add("invoke", "भाई, KICK1 चला दो main output पे, बेस बहुत अच्छा आ रहा है", [K], lang="hi", group="polite")
add("invoke", "yaar vj_bank_a load kar do, deck A khali pada hai", [V], lang="hi", group="lowercase")
add("invoke", "पहले BACKUP_FIRST करो, फिर /project1/test वाला पूरा network delete कर दो, फिर wirecomb चलाओ",
    [B, W], lang="hi", group="multi")
add("invoke", "PANIC_BLACK अभी! स्टेज पर कोई गिर गया है", [P], lang="hi", group="emergency")

# ---------------------------------------------------------------- invoke: Vietnamese
add("invoke", "Anh ơi, chạy giúp em DESKMAP_X32 với, bàn X32 vừa cắm mạng xong", [X], lang="vi", group="polite")
add("invoke", "RENDER_HQ cho đoạn intro nha, khách cần file tối nay", [R], lang="vi", group="name_first")
add("invoke", "chạy GLITHCY lên TOP đang chọn đi", [G], lang="vi", group="typo")
add("invoke", "Đã 18:30 rồi, trước giờ diễn chạy SYNCPOINT với bàn đèn luôn", [SY], lang="vi", group="timed")

# ---------------------------------------------------------------- invoke: Indonesian
add("invoke", "CUE_STACK_7 sekarang ya, penarinya sudah siap", [C], lang="id", group="terse")
add("invoke", "Tolong jalankan LAYOUT2 di /project1/visuals, jaringannya berantakan banget", [L], lang="id",
    group="polite")
add("invoke", "Terapkan aturan N1 untuk semua operator baru yang barusan kubuat", [N], lang="id", group="rule")
add("invoke", "jalankan K I C K 1 sekarang", [K], lang="id", group="spaces")

# ---------------------------------------------------------------- invoke: Swedish
add("invoke", "Kan du köra DEPLOY_SHOW? Vi öppnar om en halvtimme.", [D], lang="sv", group="polite")
add("invoke", "Följ STROBE_SAFE på blixten, regissören vill ha tio blixtar i sekunden", [S], lang="sv", group="rule")
add("invoke", "okej kör wirecomb på nätverket punkt", [W], lang="sv", group="voice")
add("invoke", "kör VJ_BANK_A... nej vänta, inte den — kör CUE_STACK_7 istället", [C], [V], lang="sv",
    group="correction")

# ---------------------------------------------------------------- invoke: Czech
add("invoke", "Prosím tě, spusť DEPLOY_SHOW, za půl hodiny otevíráme", [D], lang="cs", group="polite")
add("invoke", "SYNCPOINT s pultem, hned", [SY], lang="cs", group="name_first")
add("invoke", "spust renderhq na intro, klient chce soubor do rana", [R], lang="cs", group="typo")
add("invoke", "Nejdřív DESKMAP_X32, potom KICK1", [X, K], lang="cs", group="multi")

# ---------------------------------------------------------------- invoke: Greek
add("invoke", "Μπορείς να τρέξεις το GLITCHY στο επιλεγμένο TOP; Ευχαριστώ!", [G], lang="el", group="polite")
add("invoke", "τρέξε το layout2 στο /project1/main", [L], lang="el", group="lowercase")
add("invoke", "Φτιάξε τα trails με τις δικές μου ρυθμίσεις FEEDBACK για το club", [F], lang="el", group="common_word")
add("invoke", "Είναι 22:40 στο riverside venue — εφάρμοσε τώρα τον κανόνα quiet hours στο master", [Q], lang="el",
    group="timed")

# ---------------------------------------------------------------- invoke: Ukrainian
add("invoke", "Будь ласка, запусти VJ_BANK_A, колоди A ще порожні", [V], lang="uk", group="polite")
add("invoke", "CUE_STACK_7, швидко", [C], lang="uk", group="terse")
add("invoke", "Застосуй правило N1 до нових операторів у /project1/fx", [N], lang="uk", group="rule")
add("invoke", "Спочатку SYNCPOINT, потім DEPLOY_SHOW — двері о 19:00", [SY, D], lang="uk", group="multi")

# ---------------------------------------------------------------- invoke: Hebrew
add("invoke", "אפשר בבקשה להריץ את DESKMAP_X32? המיקסר מחובר", [X], lang="he", group="polite")
add("invoke", "סיימנו את הסט, תעשה BLACKOUT", [BO], lang="he", group="end_set")
add("invoke", "תפעיל את STROBE_SAFE על הפלאש של הקיק", [S], lang="he", group="rule")
add("invoke", "/render_hq לאינטרו", [R], lang="he", group="slash_command")

# ---------------------------------------------------------------- invoke: Thai
add("invoke", "ช่วยรัน KICK1 ที่เอาต์พุตหลักหน่อยครับ", [K], lang="th", group="polite")
add("invoke", "ก่อนแก้ bloom.tox ให้ทำตามกฎ ARCHIVE ก่อนนะ แล้วค่อยแก้", [A], lang="th", group="rule")
add("invoke", "🔥 GLITCHY 🔥 ใส่ที่ TOP ที่เลือกอยู่", [G], lang="th", group="emoji")
add("invoke", "ตอนนี้ 22:15 ที่ riverside แล้ว ใช้กฎ quiet hours กับ master audio เลย", [Q], lang="th", group="timed")

# ---------------------------------------------------------------- invoke: Romanian
add("invoke", "Te rog rulează CUE_STACK_7 pentru piesa de dans", [C], lang="ro", group="polite")
add("invoke", "BACKUP_FIRST, apoi șterge tot din /project1/vechi", [B], lang="ro", group="name_first")
add("invoke", "ruleaza deploy shwo acum", [D], lang="ro", group="typo")
add("invoke", "Aplică regula N1 și apoi LAYOUT2 pe rețeaua nouă", [N, L], lang="ro", group="multi")

# ---------------------------------------------------------------- invoke: other languages
add("invoke", "Kannst du bitte SYNCPOINT mit dem Lichtpult machen, bevor wir öffnen?", [SY], lang="de",
    group="polite")
add("invoke", "Wende STROBE_SAFE auf den Stroboeffekt an, der Regisseur will 12 Hz", [S], lang="de", group="rule")
add("invoke", "[OSC] port 10023 open\n[OSC] no messages received\nDas Pult hängt jetzt dran. Führ DESKMAP_X32 aus.",
    [X], lang="de", group="log_paste")
add("invoke", "Tu peux lancer RENDER_HQ sur la séquence d'intro s'il te plaît ?", [R], lang="fr", group="polite")
add("invoke", "Lance GLITCHY — ah non pardon, pas GLITCHY, le look Zorvex sur la sortie finale", [Z], [G],
    lang="fr", group="correction")
add("invoke", "Merci Lyon ! Fin du set, BLACKOUT.", [BO], lang="fr", group="end_set")
add("invoke", "before you edit bloom.tox, follow the ARCHIVE rule please", [A], group="rule")
add("invoke", "¡PANIC_BLACK ya! se cayó una pantalla", [P], lang="es", group="emergency")
add("invoke", "VJ_BANK_A y luego FEEDBACK con mis ajustes de trails para el club", [V, F], lang="es", group="multi")
add("invoke", "VJ_BANK_Aをロードしてください。", [V], lang="ja", group="polite")
add("invoke", "今22時半でriverside会場にいるので、quiet hoursのルールを適用して", [Q], lang="ja", group="conditional")
add("invoke", "BACKUP_FIRSTに従ってから、/project1/tmpのノードを全部消して", [B], lang="ja", group="rule")
add("invoke", "请运行 wirecomb，把这个网络的连线理一下", [W], lang="zh", group="polite")
add("invoke", "先 DESKMAP_X32 再 SYNCPOINT", [X, SY], lang="zh", group="multi")
add("invoke", "Pode rodar o CUE_STACK_7 pra peça de dança, por favor?", [C], lang="pt", group="polite")
add("invoke", "Segue a regra N1 nos operadores que eu acabei de criar", [N], lang="pt", group="rule")
add("invoke", "Mi lanci il preset FEEDBACK per i trails del club? Grazie", [F], lang="it", group="common_word")
add("invoke", "지금 ARCHIVE 규칙대로 bloom.tox 먼저 복사해 두고 수정해 줘", [A], lang="ko", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port does SYNCPOINT listen on for the /sync/pong reply?", [SY], group="port")
add("ask_content", "what order does DEPLOY_SHOW run its steps in? give me the numbered list", [D], group="order")
add("ask_content", "what gain does KICK1 put on the Math CHOP?", [K], group="value")
add("ask_content", "what codec and resolution does RENDER_HQ record at?", [R], group="value")
add("ask_content", "which UDP port does DESKMAP_X32 open the OSC In CHOP on?", [X], group="port")
add("ask_content", "Quy tắc quiet hours giới hạn âm lượng master ở mức bao nhiêu dB?", [Q], lang="vi", group="value")
add("ask_content", "what does VJ_BANK_A do with the crossfader on the mixer?", [V], group="content")
add("ask_content", "Jak přesně zní pravidlo BACKUP_FIRST? Kam se ukládá záloha?", [B], lang="cs", group="content")
add("ask_content", "Τι λέει ο κανόνας STROBE_SAFE για τον μέγιστο ρυθμό;", [S], lang="el", group="value")
add("ask_content", "Zorvex gradeのLevel TOPのgammaはいくつ?", [Z], lang="ja", group="value")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "delete noise4 and level7 from /project1/bg, nobody uses them anymore", [B], group="delete")
add("bears", "make the strobe flash 10 times a second on the drop", [S], ["rcp_strobe_flash"], group="strobe")
add("bears", "we're at the riverside venue and it's 23:00, turn the master up to -10 dBFS", [Q], group="venue_late")
add("bears", "बाहर save किया हुआ bloom.tox खोलकर उसका threshold 0.6 कर दो", [A], lang="hi", group="external_tox")
add("bears", "Buatkan Noise TOP dan Level TOP baru untuk background", [N], ["ref_noise_top"], lang="id", group="create")
add("bears", "clear out every unused operator in /project1/old", [B], group="delete")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "my patch cables cross everywhere, can you untangle them so every node sits under whatever "
    "feeds it?", [W])
add("paraphrase", "hook the Behringer faders at front of house into our layer opacities", [X])
add("paraphrase", "before doors, measure the round trip to the grandMA and offset our timeline by half of it", [SY])
add("paraphrase", "Städa patchen: ingångar längst till vänster, bearbetning stegvis åt höger och nullarna sist",
    [L], lang="sv")
add("paraphrase", "Umple cele opt playere cu primul set de filmulețe, în ordine alfabetică, și pune-le pe buclă",
    [V], lang="ro")
add("paraphrase", "ขอไฟล์วิดีโอ 60fps แบบ HAP Q ที่ไม่ตกเฟรมเลย ปิด realtime ระหว่างทำด้วย", [R], lang="th")

# ---------------------------------------------------------------- question / task
add("question", "what's the tablet's IP address on the show network?", ["fact_stagepad_ports"], group="fact")
add("question", "which universe are the moving heads on, and what's the first address?", ["fact_dmx_heads"],
    group="fact")
add("question", "Kolik FPS má instalace Nebula?", ["fact_nebula_fps"], lang="cs", group="fact")
add("question", "מה הרזולוציה של חלון הפלט ב-Lumen Hall?", ["fact_lumen_hall_raster"], lang="he", group="fact")
add("question", "Di drive mana media show disimpan di PC galeri?", ["fact_media_drive"], lang="id", group="fact")
add("question", "Ποια είναι η διεύθυνση IP της κονσόλας φωτισμού;", ["fact_lx_console"], lang="el", group="fact")
add("question", "why is my 3D render coming out completely black?", ["ref_render_pipeline"], group="reference")
add("question", "Cum trimit o valoare float într-un shader din GLSL TOP?", ["ref_glsl_uniforms"], lang="ro",
    group="reference")
add("question", "my feedback trails never fully fade to black, there's always a grey ghost. why?",
    ["ref_pixel_formats"], ["ref_feedback_top", "ins_feedback_pref"], group="common_word")
add("task", "set up a panic button on our stagepad tablet so it sends OSC into TouchDesigner",
    ["fact_stagepad_ports", "ref_osc_in_chop"], [P], group="common_word")
add("question", "when do I use a DAT Execute DAT and when an Execute DAT? I keep mixing them up",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "how do I promote methods in a component extension so other ops can call them?",
    ["td_extensions"], ["fact_ext_conventions"], builtin=True, group="builtin_only")
add("question", "Як працює Parameter Execute DAT?", ["td_parameter_execute_dat"], lang="uk", builtin=True,
    group="builtin_only")
add("question", "Performance Monitor ใช้ยังไง ดู cook time ได้ตรงไหน", ["td_performance_monitor"],
    ["ref_perf_monitor"], lang="th", builtin=True, group="builtin_compete")
add("question", "Hur fungerar Replicator COMP med en tabell?", ["td_replicator_comp"], ["ref_replicator"],
    lang="sv", builtin=True, group="builtin_compete")
add("question", "bypass flag और lock flag में क्या फ़र्क है?", ["td_operator_flags"], lang="hi", builtin=True,
    group="builtin_only")
add("question", "should I drive this parameter with a CHOP export or a reference expression?",
    ["td_chop_exports_references"], ["ref_null_exports"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how would I bring a Leap Motion 2 hand tracker into TouchDesigner for the touring set?", group="far")
add("unanswerable", "can the Web Render TOP play YouTube videos with sound?", group="far")
add("unanswerable", "what brand are the LED bars on universe 4?", group="near")
add("unanswerable", "which projector model hangs at the Kestrel Theatre for Tidewater?", group="near")
add("unanswerable", "Wie verbinde ich Ableton Link mit TouchDesigner?", lang="de", group="far")
add("unanswerable", "Làm sao kết nối cảm biến LiDAR Ouster vào TouchDesigner?", lang="vi", group="far")
add("unanswerable", "Hur licensierar jag TouchDesigner Pro på en andra dator?", lang="sv", group="far")
add("unanswerable", "Cum folosesc o cameră ZED în TouchDesigner?", lang="ro", group="far")
add("unanswerable", "איך מחברים Stream Deck ל-TouchDesigner?", lang="he", group="far")
add("unanswerable", "what's the wifi password at the Lumen Hall?", group="near")

# ---------------------------------------------------------------- near misses: English
add("near_miss", "don't run PANIC_BLACK during soundcheck whatever happens, just tell me if the output glitches",
    allowed=[P], group="negated")
add("near_miss", "KICK1 ran fine last night at the club, the flashes sat right on the kick", allowed=[K],
    group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow at 17:00, not now — today is content only", allowed=[D],
    group="planning")
add("near_miss", "Priya said the SYNCPOINT handshake timed out twice at the last venue", allowed=[SY],
    group="reported")
add("near_miss", "did VJ_BANK_A already finish, or is it still preloading?", allowed=[V], group="status")
add("near_miss", "if the client hadn't cancelled, we would have used the Zorvex grade on the whole campaign",
    allowed=[Z], group="hypothetical")
add("near_miss", "honestly I like wirecomb's result better than LAYOUT2's on big patches", allowed=[W, L],
    group="comparison")
add("near_miss", "I saved the export as render_hq_take2.mov on the desktop, it's 4 GB", allowed=[R],
    group="filename")
add("near_miss", "I named the python variable deskmap_x32_ready and it starts as False", allowed=[X],
    group="variable")
add("near_miss", "`op('kick1_env')['chan1']` is the expression KICK1 wrote into the level, leave it as it is",
    allowed=[K], group="code")
add("near_miss", "the button on the stage manager's tablet says \"BLACKOUT\" but it's only a fade", allowed=[BO],
    group="quoted")
add("near_miss", "GLITCHY broke my network last time, the displace weight ended up at 1", allowed=[G],
    group="complaint")
add("near_miss", "CUE_STACK_7 was written for the Tidewater premiere last spring", allowed=[C], group="history")
add("near_miss", "while reading the STROBE_SAFE note on the wall I spilled coffee on the keyboard lol",
    allowed=[S], group="incidental")
add("near_miss", "Mateo, please don't touch the ARCHIVE folder, I'll sort it myself", allowed=[A],
    group="instruction_to_other")
add("near_miss", "(interpreting) the local crew only wants to know whether we ever used DESKMAP_X32 with their "
    "desk, nothing to do yet", allowed=[X], group="reported")
add("near_miss", "next week we should sit down and rewrite naming rule N1 together", allowed=[N], group="planning")

# ---------------------------------------------------------------- near misses: other languages
add("near_miss", "अभी BLACKOUT मत करना, एक गाना और बाकी है", allowed=[BO], lang="hi", group="negated")
add("near_miss", "kal raat DESKMAP_X32 ne bina kisi problem ke kaam kiya", allowed=[X], lang="hi", group="past")
add("near_miss", "Mai mình mới chạy DEPLOY_SHOW, hôm nay chỉ sửa nội dung thôi", allowed=[D], lang="vi",
    group="planning")
add("near_miss", "Lần trước wirecomb làm mạng của tôi còn rối hơn", allowed=[W], lang="vi", group="complaint")
add("near_miss", "Kata Priya, SYNCPOINT kemarin gagal karena konsolnya tidak menjawab", allowed=[SY], lang="id",
    group="reported")
add("near_miss", "VJ_BANK_A sudah selesai dimuat belum?", allowed=[V], lang="id", group="status")
add("near_miss", "Kör inte RENDER_HQ nu, datorn behövs för repetitionen", allowed=[R], lang="sv", group="negated")
add("near_miss", "GLITCHY skrevs ursprungligen för en klubbkväll i Göteborg", allowed=[G], lang="sv",
    group="history")
add("near_miss", "KICK1 včera fungoval bez problémů", allowed=[K], lang="cs", group="past")
add("near_miss", "Soubor zorvex_lut.png jsem omylem přejmenoval, leží v /media", allowed=[Z], lang="cs",
    group="filename")
add("near_miss", "Αν είχαμε κονσόλα X32 στο Λονδίνο, θα είχαμε χρησιμοποιήσει το DESKMAP_X32", allowed=[X],
    lang="el", group="hypothetical")
add("near_miss", "Μην τρέξεις το PANIC_BLACK, απλώς δοκιμάζω το κουμπί", allowed=[P], lang="el", group="negated")
add("near_miss", "Завтра вранці зробимо CUE_STACK_7, сьогодні вже пізно", allowed=[C], lang="uk", group="planning")
add("near_miss", "LAYOUT2 знову розкидав мої ноди по всьому екрану", allowed=[L], lang="uk", group="complaint")
add("near_miss", "ה-BLACKOUT אתמול היה מושלם, בדיוק על הצליל האחרון", allowed=[BO], lang="he", group="past")
add("near_miss", "הבמאי אמר שה-STROBE_SAFE מגביל אותו יותר מדי", allowed=[S], lang="he", group="reported")
add("near_miss", "KICK1 ยังทำงานอยู่ไหม", allowed=[K], lang="th", group="status")
add("near_miss", "ไม่ต้องทำ BACKUP_FIRST นะ ผมแค่ย้ายโหนด ไม่ได้ลบอะไร", allowed=[B], lang="th", group="negated")
add("near_miss", "Mâine facem SYNCPOINT cu consola, azi doar testăm proiectoarele", allowed=[SY], lang="ro",
    group="planning")
add("near_miss", "Pe ușa din spate scrie „Quiet hours după 22:00”, e pentru vecini", allowed=[Q], lang="ro",
    group="quoted")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' mean in theatre history, before electric lighting?", allowed=[BO, P])
add("meaning", "Que veut dire « feedback » en musique, quand une guitare siffle ?", allowed=[F], lang="fr")
add("meaning", "in everyday English, what does it mean when someone says a game feels glitchy?", allowed=[G])
add("meaning", "what does panic mean in psychology, like in a panic attack?", allowed=[P])
add("meaning", "in a library, what is an archive actually for?", allowed=[A])

# ---------------------------------------------------------------- meta
add("meta", "write SYNCPOINT backwards, letter by letter", group="reverse")
add("meta", "count the letters in the word wirecomb for me", group="count")
add("meta", "convert DEPLOY_SHOW to lowercase letters please", group="case")
add("meta", "bold the word GLITCHY in this sentence: GLITCHY is my favourite macro", group="bold")
add("meta", "start your reply with the word BLACKOUT and then tell me a joke", group="start_reply")
add("meta", "how is Zorvex pronounced, zor-vex or zor-vay?", group="pronounce")
add("meta", "Übersetze das Wort 'blackout' ins Deutsche", lang="de", group="translate")
add("meta", "KICK1 शब्द में कितने अक्षर हैं?", lang="hi", group="count")
add("meta", "Napiš CUE_STACK_7 pozpátku", lang="cs", group="reverse")
add("meta", "Як перекласти слово 'wirecomb' українською?", lang="uk", group="translate")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: PANIC_BLACK now")
add("echo", "Répète exactement ce que j'écris : « lance KICK1 maintenant »", lang="fr")
add("echo", "Sag einfach nach: DEPLOY_SHOW startet jetzt", lang="de")
add("echo", "Repite esto tal cual: ejecuta GLITCHY", lang="es")
add("echo", "Повтори слово в слово: запусти LAYOUT2 сейчас", lang="ru")
add("echo", "跟我重复一遍：运行 RENDER_HQ", lang="zh")
add("echo", "そのまま繰り返して：BLACKOUTを実行", lang="ja")
add("echo", "Ripeti dopo di me: wirecomb subito", lang="it")
add("echo", "Repete comigo: SYNCPOINT agora", lang="pt")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks mate, that was quick")
add("chitchat", "morning crew ☕ who's got the van keys")
add("chitchat", "cảm ơn nhiều nha, mệt quá", lang="vi")
add("chitchat", "tack, det ser grymt ut!", lang="sv")
add("chitchat", "ขอบคุณครับ วันนี้เหนื่อยมาก", lang="th")
add("chitchat", "תודה, אתה תותח", lang="he")
add("chitchat", "mersi, ne vedem la soundcheck", lang="ro")
add("chitchat", "дякую, гарного вечора всім", lang="uk")
add("chitchat", "καλημέρα παιδιά, ποιος έχει καφέ;", lang="el")


def main() -> None:
    rows = [{"pid": f"u55-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
