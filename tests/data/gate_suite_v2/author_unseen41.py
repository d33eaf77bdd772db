"""Blind gate suite unseen41, written by the independent evaluator "gateeval41".

Written blind: labels come only from corpus.jsonl (ids, titles, names in `meta`), the built-in
knowledge file names and contents, and the README's "Labels" and "Intents" sections. The author
never ran the gate, the context command or any bench on these prompts.

Personas: touring technicians from many countries (a Czech stage tech, a Greek lighting operator,
a Ukrainian video engineer, an Israeli FOH crew member, a Vietnamese VJ, an Indonesian LED tech,
a Swedish systems tech, an Indian media server operator), a festival crew chatting in their own
languages, and a teacher running a TouchDesigner workshop (mostly English).

About 55 % of the prompts are not in English; the mix leans to invocations and near misses in
Hindi, Vietnamese, Indonesian, Swedish, Czech, Greek, Ukrainian and Hebrew.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen41.jsonl")
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
FB_REFS = ("ref_feedback_top", "rcp_feedback_tunnel")

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 ⚡", [K], [S], group="bare")
add("invoke", "कृपया KICK1 चला दीजिए, मेन आउटपुट पर किक फ्लैश चाहिए।", [K], [S], lang="hi", group="polite")
add("invoke", "Bạn có thể chạy KICK1 cho output chính được không?", [K], [S], lang="vi", group="question_request")
add("invoke", "Jag skulle vilja att du kör KICK1 nu, DJ:n har precis börjat.", [K], [S], lang="sv", group="wish")
add("invoke", "hey copilot run kick one please on the main out", [K], [S], group="voice")
add("invoke", "For the workshop demo, please run KICK1 on the projector output so the students can watch it react.",
    [K], [S], group="workshop")
# LAYOUT2
add("invoke", "Spusť LAYOUT2 na tuhle síť.", [L], lang="cs", group="imperative")
add("invoke", "Μπορείς να τρέξεις το LAYOUT2; Το δίκτυο είναι χάος.", [L], lang="el", group="question_request")
add("invoke", "LAYOUT2 — on /project1/fx please", [L], group="name_first")
add("invoke", "Зроби, будь ласка, LAYOUT2 для поточної мережі.", [L], lang="uk", group="polite")
# STROBE_SAFE
add("invoke", "תחיל את כלל STROBE_SAFE על אפקט הסטרוב שבניתי.", [S], ["rcp_strobe_flash"], lang="he", group="rule")
add("invoke", "Tolong terapkan aturan STROBE_SAFE ke efek kedip di output.", [S], ["rcp_strobe_flash"], lang="id",
    group="polite")
add("invoke", "apply the never-more-than-3-flashes-per-second rule to the LFO flash I just built",
    [S], ["rcp_strobe_flash"], group="title_words")
add("invoke", "apply STROBE_SAFE to the new flash patch before we show it", [S], ["rcp_strobe_flash"], group="imperative")
# BACKUP_FIRST
add("invoke", "noise1 डिलीट करने से पहले BACKUP_FIRST करो।", [B], lang="hi", group="imperative")
add("invoke", "/backup_first then clear out the unused ops in /project1/old", [B], group="slash_command")
add("invoke", "Prosím, proveď BACKUP_FIRST pro /project1/post a pak smaž blur3.", [B], lang="cs", group="polite")
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW now, doors open in twenty minutes", [D], group="imperative")
add("invoke", "Get the project ready for the show: DEPLOY_SHOW.", [D], group="trailing")
add("invoke", "okay copilot deploy underscore show go", [D], group="voice")
add("invoke", "Làm ơn thực hiện DEPLOY_SHOW ngay bây giờ.", [D], lang="vi", group="polite")
# VJ_BANK_A
add("invoke", "Muat VJ_BANK_A ke deck ya.", [V], lang="id", group="terse")
add("invoke", "VJ_BANK_A into the decks, thanks", [V], group="imperative")
add("invoke", "load V J _ B A N K _ A", [V], group="spaces")
add("invoke", "VJ_BANK_Aを読み込んでください。", [V], lang="ja", group="polite")
# PANIC_BLACK
add("invoke", "PANIC_BLACK! עכשיו!", [P], lang="he", group="emergency")
add("invoke", "🚨🚨 PANIC_BLACK, the projector is showing the desktop 🚨🚨", [P], group="emoji")
add("invoke", "PANIC_BLACK, szybko!", [P], lang="pl", group="emergency")
add("invoke", "Τώρα, αμέσως: PANIC_BLACK.", [P], lang="el", group="emergency")
# GLITCHY
add("invoke", "Chạy GLITCHY trên TOP đang chọn đi.", [G], lang="vi", group="imperative")
add("invoke", "Kan du köra GLITCHY på den markerade TOP:en?", [G], lang="sv", group="question_request")
add("invoke", "pls run GLICTHY on the top I've selected", [G], group="typo")
add("invoke", "Bitte GLITCHY auf den ausgewählten TOP anwenden.", [G], lang="de", group="polite")
# DESKMAP_X32
add("invoke", "Namapuj pult přes OSC – DESKMAP_X32.", [X], lang="cs", group="trailing")
add("invoke", "DESKMAP_X32 सेट कर दो, X32 डेस्क को मैप करना है।", [X], lang="hi", group="name_first")
add("invoke", "deskmap_x32 for the soundcheck pls", [X], group="lowercase")
add("invoke", "DESKMAP_X32'yi çalıştırır mısın?", [X], lang="tr", group="question_request")
add("invoke", "You suggested running DESKMAP_X32 — yes, go ahead.", [X], group="consent")
# RENDER_HQ
add("invoke", "Θα ήθελα ένα RENDER_HQ του τελικού output.", [R], lang="el", group="wish")
add("invoke", "Запусти RENDER_HQ, мені потрібен офлайн-рендер.", [R], lang="uk", group="imperative")
add("invoke", "start the offline high-quality recording preset for the trailer", [R], group="title_words")
add("invoke", "Lance RENDER_HQ s'il te plaît.", [R], lang="fr", group="polite")
# Naming rule N1
add("invoke", "Ganti nama operator yang baru sesuai aturan N1.", [N], lang="id", group="rule")
add("invoke", "apply Naming rule N1 to everything I made today", [N], group="rule")
add("invoke", "תשנה שמות לאופרטורים החדשים לפי כלל N1.", [N], lang="he", group="rule")
# FEEDBACK (trail settings for the club visuals)
add("invoke", "Bygg trails för klubbsetet på mitt sätt, med mina FEEDBACK-inställningar.", [F], FB_REFS, lang="sv",
    group="common_word")
add("invoke", "Use my FEEDBACK trail settings for the club visuals on this layer.", [F], FB_REFS,
    group="title_words")
add("invoke", "Dựng trails cho set club theo cách của tôi, dùng thiết lập FEEDBACK.", [F], FB_REFS, lang="vi",
    group="common_word")
add("invoke", "Build the club-set trails from my FEEDBACK template, please.", [F], FB_REFS,
    group="common_word")
# BLACKOUT
add("invoke", "that was the last track — run BLACKOUT", [BO], [P], group="end_set")
add("invoke", "Konec setu, proveď BLACKOUT.", [BO], [P], lang="cs", group="end_set")
add("invoke", "सेट खत्म हो गया, BLACKOUT चलाओ।", [BO], [P], lang="hi", group="end_set")
add("invoke", "세트 끝났어요. BLACKOUT 진행해 주세요.", [BO], [P], lang="ko", group="end_set")
add("invoke", "at 23:30 sharp, when the last song ends, kick off BLACKOUT", [BO], [P], group="timed")
# wirecomb
add("invoke", "Ίσιωσε τα καλώδια με το wirecomb.", [W], lang="el", group="imperative")
add("invoke", "Bisa jalankan wirecomb di network ini? Kabelnya berantakan.", [W], lang="id", group="question_request")
add("invoke", "wirecomb the fx network, it's spaghetti", [W], group="name_as_verb")
add("invoke", "hmm no, scratch LAYOUT2 — I meant wirecomb, do that one", [W], [L], group="correction")
# CUE_STACK_7
add("invoke", "Створи CUE_STACK_7 для танцювальної вистави.", [C], ["ref_timer_chop", "fact_dance_piece"], lang="uk",
    group="imperative")
add("invoke", "תבנה את CUE_STACK_7 בבקשה.", [C], ["ref_timer_chop", "fact_dance_piece"], lang="he", group="polite")
add("invoke", "- [ ] CUE_STACK_7\n- [ ] check the cues7 table afterwards\n\ndo the first box for me",
    [C], ["ref_timer_chop", "fact_dance_piece"], group="checklist")
# SYNCPOINT
add("invoke", "Gör SYNCPOINT mot ljusbordet innan vi börjar.", [SY], ["fact_lx_console"], lang="sv", group="imperative")
add("invoke", "Trước buổi diễn, hãy khóa hình với bàn đèn bằng SYNCPOINT.", [SY], ["fact_lx_console"], lang="vi",
    group="trailing")
add("invoke", "[19:02:11] OSC Out: 10.0.0.40:8000 ok\n[19:02:11] timeline offset 0\nlooks connected, now run SYNCPOINT",
    [SY], ["fact_lx_console"], group="log_paste")
# ARCHIVE
add("invoke", "Než začnu upravovat bloom.tox, uplatni pravidlo ARCHIVE.", [A], lang="cs", group="rule")
add("invoke", "ARCHIVE rule on fx/bloom.tox first, then I'll change the threshold", [A], group="rule")
add("invoke", "bloom.tox एडिट करने से पहले ARCHIVE नियम लागू करो।", [A], lang="hi", group="rule")
# Zorvex grade
add("invoke", "Βάλε το Zorvex grade στο τελικό composite.", [Z], lang="el", group="imperative")
add("invoke", "Tolong pasang look Zorvex setelah composite akhir.", [Z], lang="id", group="polite")
add("invoke", "slap the Zorvex grade on the final composite for the client preview", [Z], group="imperative")
# Quiet hours
add("invoke", "השעה 22:40 ואנחנו במקום ליד הנהר, אז תחיל את כלל שעות השקט על האודיו.", [Q], lang="he",
    group="conditional")
add("invoke", "it's 23:10 at the riverside gig, so apply the quiet hours rule to the master", [Q], group="conditional")
add("invoke", "Вже 22:30 на майданчику біля річки — застосуй правило тихих годин.", [Q], lang="uk",
    group="conditional")
add("invoke", "Klockan är 22.15 vid flodscenen, tillämpa regeln om tysta timmar på ljudet.", [Q], lang="sv",
    group="conditional")
# corrections and multi-invocations
add("invoke", "Ne, počkej, ne RENDER_HQ – spusť DEPLOY_SHOW.", [D], [R], lang="cs", group="correction")
add("invoke", "Được, cứ chạy VJ_BANK_A đi.", [V], lang="vi", group="consent")
add("invoke", "run KICK1 and GLITCHY on the main out", [K, G], [S], group="multi")
add("invoke", "पहले BACKUP_FIRST करो, फिर wirecomb चलाओ।", [B, W], lang="hi", group="multi")
add("invoke", "Kör VJ_BANK_A och sedan Zorvex grade på mixen.", [V, Z], lang="sv", group="multi")
add("invoke", "Jalankan SYNCPOINT lalu DEPLOY_SHOW.", [SY, D], ["fact_lx_console"], lang="id", group="multi")
add("invoke", "Зроби CUE_STACK_7 і назви все за правилом N1.", [C, N], ["ref_timer_chop", "fact_dance_piece"],
    lang="uk", group="multi")
add("invoke", "Πρώτα ARCHIVE στο bloom.tox και μετά GLITCHY μέσα του.", [A, G], lang="el", group="multi")
add("invoke", "tonight:\n1. DESKMAP_X32\n2. SYNCPOINT\n3. DEPLOY_SHOW\ngo through the list top to bottom",
    [X, SY, D], ["fact_lx_console"], group="multi")
add("invoke", "תריץ RENDER_HQ ואחרי זה LAYOUT2.", [R, L], lang="he", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "In DESKMAP_X32, which OSC path are the faders filtered on, and how often is /xremote sent?", [X], ["ref_osc_in_chop"])
add("ask_content", "KICK1 में ट्रिगर का threshold कितना रखा गया है?", [K], [S], lang="hi")
add("ask_content", "Vad säger BACKUP_FIRST om var backupen ska sparas?", [B], lang="sv")
add("ask_content", "What steps are in DEPLOY_SHOW, in order?", [D])
add("ask_content", "under STROBE_SAFE, what's the highest flash rate I'm allowed to run?", [S])
add("ask_content", "Який кодек і яку роздільність використовує RENDER_HQ?", [R], lang="uk")
add("ask_content", "מה כתוב בנוהל SYNCPOINT לגבי הפורט שמקבל את התשובה?", [SY], lang="he")
add("ask_content", "What's the master level limit in the riverside quiet hours rule?", [Q])
add("ask_content", "What columns does the CUE_STACK_7 table have?", [C])
add("ask_content", "How long is the fade in the BLACKOUT procedure, and what does it do with the DMX?", [BO], [P])

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "delete noise1 and the unused level ops in /project1/bg", [B], group="delete")
add("bears", "wipe every unused operator in /project1/tests", [B], group="delete")
add("bears", "Gör en vit strobe som blinkar 12 gånger per sekund på beatet.", [S], ["rcp_strobe_flash"], lang="sv",
    group="strobe")
add("bears", "Đã 23 giờ ở sân khấu ven sông rồi, tăng master audio lên thêm 6 dB đi.", [Q], lang="vi",
    group="venue_late")
add("bears", "Uprav parametr prahu v externím bloom.tox.", [A], lang="cs", group="external_tox")
add("bears", "create a new Noise TOP and Blur TOP for the background", [N], ["ref_noise_top"], group="create")
add("bears", "add a 10 Hz white flash on every kick", [S], ["rcp_strobe_flash", "ref_audio_analysis"], group="strobe")
add("paraphrase", "tidy the connections in my patch so no line runs behind a node and every op sits under its source",
    [W])
add("paraphrase", "Sortier die Nodes: Eingänge ganz links, Verarbeitung rechts daneben, Nulls kurz vor den Ausgängen.",
    [L], lang="de")
add("paraphrase", "hook the faders of our Behringer sound console to the opacity of the visual layers", [X],
    ["ref_osc_in_chop"])
add("paraphrase", "Βάλε τα οκτώ βίντεο του πρώτου φακέλου στους οκτώ Movie File In, αλφαβητικά και σε loop.", [V],
    ["web_moviein_preload"], lang="el")
add("paraphrase", "LUTとフィルム粒子を足して緑の彩度を下げる、うちのスタジオ定番の仕上げをお願い。", [Z], lang="ja")
add("paraphrase", "Виміряй затримку до grandMA по мережі й зсунь таймлайн на половину цього часу.", [SY],
    ["fact_lx_console"], lang="uk")
add("paraphrase", "the gig's over: fade the master to zero over four seconds, mute the audio and drop the DMX dimmer",
    [BO], [P])

# ---------------------------------------------------------------- question / task
add("question", "how wide is the Lumen Hall raster in pixels, with the overlaps?", ["fact_lumen_hall_raster"], group="fact")
add("question", "which UDP port does stagepad send its OSC to?", ["fact_stagepad_ports"], ["ref_osc_in_chop"],
    group="fact")
add("question", "what frame rate does the Nebula installation run at?", ["fact_nebula_fps"], group="fact")
add("question", "how much video memory does the RIG-B graphics card have?", ["fact_rig_b"], group="fact")
add("question", "what's the primary colour in the Aurora brand palette?", ["fact_aurora_palette"], group="fact")
add("question", "the six moving heads: which universe and start address?", ["fact_dmx_heads"], ["fact_lx_console"],
    group="fact")
add("question", "what's the IP of the lighting console on the touring show?", ["fact_lx_console"], group="fact")
add("question", "during the show, which file do errors get logged to?", ["fact_show_log"], group="fact")
add("question", "how many samples is the audio buffer on RIG-B?", ["fact_audio_buffer"], ["fact_rig_b"],
    group="fact")
add("question", "my feedback loop leaves grey ghost trails that never reach black, why?",
    ["ref_pixel_formats", "ref_feedback_top"], [F, "rcp_feedback_tunnel"], group="common_word")
add("task", "make me a lower-third title overlay for the speaker names", ["rcp_lower_third"], group="reference")
add("question", "What's the difference between exporting a CHOP channel and referencing it in an expression?",
    ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"], group="builtin_only", builtin=True)
add("question", "Wie funktioniert das Pull-Prinzip beim Cooking in TouchDesigner?", ["td_cooking_pull_model"],
    lang="de", group="builtin_only", builtin=True)
add("question", "Parameter Execute DATでパルスボタンに反応させるには？", ["td_parameter_execute_dat"], lang="ja",
    group="builtin_only", builtin=True)
add("question", "How do I keep a Python dict on an operator with storage so it survives a reload?", ["td_storage"],
    group="builtin_only", builtin=True)
add("task", "How do I give my Base COMP a custom page with a float slider?", ["td_custom_parameters"],
    group="builtin_only", builtin=True)
add("question", "my Render TOP is just black, what should I check?", ["td_render_pipeline", "ref_render_pipeline"],
    ["td_troubleshooting_checklist"], group="builtin_compete", builtin=True)
add("question", "Textport에서 print 출력이 어디에 나와요?", ["td_textport"], lang="ko", group="builtin_only",
    builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I connect a Leap Motion controller and get the finger joints as channels?", group="far")
add("unanswerable", "Can the Bullet Solver COMP simulate soft-body cloth?", group="far")
add("unanswerable", "How do I move my TouchDesigner licence to a new PC?", group="far")
add("unanswerable", "How do I sync tempo with the Ableton Link CHOP?", group="near")
add("unanswerable", "How can I import an SVG into TouchDesigner and keep its layers?", group="far")
add("unanswerable", "How do I use the Substance TOP with an .sbsar file?", group="far")
add("unanswerable", "How do I install an extra pip module into TouchDesigner's bundled Python?", group="near")
add("unanswerable", "How do I serve a static HTML page from the Web Server DAT?",
    group="near")
add("unanswerable", "Як відкрити в Web Render TOP сторінку з логіном і зберегти cookies?", lang="uk", group="far")
add("unanswerable", "איך מייבאים קובץ FBX עם אנימציית שלד?", lang="he", group="far")
add("unanswerable", "Is there a way to run TouchDesigner headless on a Linux server?", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Do NOT run KICK1 yet, the DJ hasn't started.", allowed=[K], group="negated")
add("near_miss", "DEPLOY_SHOW ran fine last night at the Kestrel.", allowed=[D], group="past")
add("near_miss", "we'll do RENDER_HQ tomorrow once the edit is locked", allowed=[R], group="planning")
add("near_miss", "Mateo said someone ran GLITCHY on his feed during rehearsal.", allowed=[G], group="reported")
add("near_miss", "the file layout2_backup.toe won't open, it says it's corrupt", allowed=[L], group="filename")
add("near_miss", "rename the variable wirecomb_done to wc_done in my script", allowed=[W], group="variable")
add("near_miss", "DESKMAP_X32 broke my network last week, the faders jumped all over the place", allowed=[X],
    group="complaint")
add("near_miss", "we wrote CUE_STACK_7 back when the piece only had nine cues", allowed=[C], group="history")
add("near_miss", "In today's workshop we won't cover STROBE_SAFE, that's next week's topic.", allowed=[S],
    group="planning")
add("near_miss", "Zorvex is also what we named the studio cat, funny coincidence", allowed=[Z], group="incidental")
add("near_miss", "BLACKOUT अभी मत चलाना, अभी एक गाना बाकी है।", allowed=[BO, P], lang="hi", group="negated")
add("near_miss", "कल रात DESKMAP_X32 बिना किसी दिक्कत के चला।", allowed=[X], lang="hi", group="past")
add("near_miss", "हम कल सुबह LAYOUT2 करेंगे।", allowed=[L], lang="hi", group="planning")
add("near_miss", "Đừng chạy VJ_BANK_A, deck A đang phát.", allowed=[V], lang="vi", group="negated")
add("near_miss", "Hôm qua GLITCHY làm hỏng output của tôi.", allowed=[G], lang="vi", group="complaint")
add("near_miss", "Anh Minh nói là DEPLOY_SHOW mất khoảng hai phút.", allowed=[D], lang="vi", group="reported")
add("near_miss", "Jangan jalankan RENDER_HQ dulu, aku masih edit.", allowed=[R], lang="id", group="negated")
add("near_miss", "SYNCPOINT sudah jalan tadi sore, konsolnya merespon.", allowed=[SY], lang="id", group="past")
add("near_miss", "Besok kita pakai Zorvex grade untuk klien baru.", allowed=[Z], lang="id", group="planning")
add("near_miss", "Kör inte PANIC_BLACK, det var bara ett test av knappen.", allowed=[P], lang="sv", group="negated")
add("near_miss", "Vi körde wirecomb igår och nätverket ser fint ut nu.", allowed=[W], lang="sv", group="past")
add("near_miss", "Om vi hade haft KICK1 på förra turnén hade det sparat oss mycket tid.", allowed=[K], lang="sv",
    group="hypothetical")
add("near_miss", "Nespouštěj CUE_STACK_7, tabulka cues7 už existuje.", allowed=[C], lang="cs", group="negated")
add("near_miss", "Technik říkal, že BACKUP_FIRST zabralo spoustu místa na disku.", allowed=[B], lang="cs",
    group="reported")
add("near_miss", "Μην τρέξεις το DEPLOY_SHOW ακόμα, λείπει ο σκηνοθέτης.", allowed=[D], lang="el", group="negated")
add("near_miss", "Το RENDER_HQ τελείωσε χθες χωρίς χαμένα frames.", allowed=[R], lang="el", group="past")
add("near_miss", "Не запускай GLITCHY, клієнт хоче чисту картинку.", allowed=[G], lang="uk", group="negated")
add("near_miss", "Учора ARCHIVE створив bloom_014.tox, усе гаразд.", allowed=[A], lang="uk", group="past")
add("near_miss", "Завтра на саундчеку зробимо DESKMAP_X32.", allowed=[X], lang="uk", group="planning")
add("near_miss", "אל תריץ את wirecomb, אני מסדר את זה ידנית.", allowed=[W], lang="he", group="negated")
add("near_miss", "VJ_BANK_A נטען בלי בעיות בהופעה של אתמול.", allowed=[V], lang="he", group="past")
add("near_miss", "הטכנאי אמר ש-RENDER_HQ השאיר אצלו את Realtime כבוי.", allowed=[R], lang="he", group="reported")
add("near_miss", "Gestern Abend hat PANIC_BLACK zum Glück niemand gebraucht.", allowed=[P], lang="de", group="past")
add("near_miss", "On ne lancera pas BLACKOUT ce soir, le DJ enchaîne jusqu'à l'aube.", allowed=[BO, P], lang="fr",
    group="negated")
add("near_miss", "naming_n1_notes.txt is sitting on the laptop desktop", allowed=[N],
    group="filename")
add("near_miss", "昨日のリハではFEEDBACKの設定がちょっと強すぎたね。", allowed=[F], lang="ja", group="past")
add("near_miss", "Hoje não precisa das quiet hours, o show é à tarde.", allowed=[Q], lang="pt", group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "In theatre, what does a blackout between scenes traditionally mean?", allowed=[BO, P])
add("meaning", "Vad betyder 'glitchy' i vanlig engelska?", allowed=[G], lang="sv")
add("meaning", "Co znamená slovo 'archive' v běžné angličtině?", allowed=[A], lang="cs")
add("meaning", "Was bedeutet 'Feedback' im Alltag, zum Beispiel im Job?", allowed=[F], lang="de")
add("meaning", "आम बोलचाल में 'quiet hours' का क्या मतलब होता है?", allowed=[Q], lang="hi")

# ---------------------------------------------------------------- meta
add("meta", "spell DESKMAP_X32 backwards")
add("meta", "count the characters in the word wirecomb for me")
add("meta", "write the word SYNCPOINT in lowercase, nothing else")
add("meta", "translate 'Zorvex grade' into Spanish")
add("meta", "put KICK1 in bold and say nothing else")
add("meta", "「RENDER_HQ」をカタカナで書いて。", lang="ja")
add("meta", "¿Cómo se pronuncia LAYOUT2 en voz alta?", lang="es")
add("meta", "Напиши слово BLACKOUT задом наперед.", lang="uk")
add("meta", "Πόσους χαρακτήρες έχει το CUE_STACK_7;", lang="el")
add("meta", "תתחיל את התשובה שלך במילה GLITCHY.", lang="he")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: run VJ_BANK_A.")
add("echo", "Répète exactement : lance DEPLOY_SHOW.", lang="fr")
add("echo", "Sag genau das nach: BACKUP_FIRST ausführen.", lang="de")
add("echo", "Repite: ejecuta wirecomb.", lang="es")
add("echo", "Повтори слово в слово: запусти KICK1 на главном выходе.", lang="ru")
add("echo", "跟我重复：运行 RENDER_HQ。", lang="zh")
add("echo", "「LAYOUT2を実行」とそのまま繰り返して。", lang="ja")
add("echo", "Ulangi kalimat ini: jalankan SYNCPOINT.", lang="id")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looks great on the big screen")
add("chitchat", "Tack för idag, vi ses i morgon!", lang="sv")
add("chitchat", "thanks, off for a coffee")
add("chitchat", "Καλημέρα σε όλο το συνεργείο!", lang="el")
add("chitchat", "thank you, all working now")
add("chitchat", "תודה רבה, יום טוב!", lang="he")
add("chitchat", "thanks a lot, you saved the show")
add("chitchat", "बहुत बढ़िया, धन्यवाद!", lang="hi")


def main() -> None:
    rows = [{"pid": f"u41-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
