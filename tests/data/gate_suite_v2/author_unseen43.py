"""Author script for prompts_unseen43.jsonl: a blind gate suite by helper "gateeval43".

Written blind: labels come only from corpus.jsonl and the built-in knowledge files
(src/tdcontext/knowledge/*.md); the author read neither the gate code nor its tests, nor any other
prompt file or author script, and never ran the gate on these prompts.

Personas (they live here only):
- touring crews: technicians from many countries typing short chat lines in their own language
  (Hindi / Hinglish, Vietnamese, Indonesian, Swedish, Czech, Greek, Ukrainian, Hebrew, Thai,
  Romanian, ...) with English TouchDesigner words, typos and missing diacritics;
- an interpreter between a director and a crew, relaying requests ("the director says ...");
- a university workshop abroad: a visiting teacher and students asking how things work.

Leans to invocations (in every register: imperatives, polite requests, requests as questions,
wishes, short fragments with a name and a time word, relayed requests) and near misses (negated,
past, planned, reported, hypothetical, complaints).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen43.jsonl")
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

# ---------------------------------------------------------------- invoke: English
add("invoke", "KICK1 \u2014 go", [K], [S], group="terse")
add("invoke", "Could you set up LAYOUT2 on this network? it's a mess after the workshop", [L],
    group="question_request")
add("invoke", "I'd like the Zorvex grade on the final comp before we film the rehearsal", [Z], group="wish")
add("invoke", "/deploy_show for tonight's second house", [D], group="slash_command")
add("invoke", "- [x] media copied to D:\n- [x] projectors aligned\n- [ ] DEPLOY_SHOW\nok, do the open item", [D],
    group="checklist")
add("invoke", "Interpreter here. The director says, and I quote him: 'Run CUE_STACK_7 now, we start the "
    "dance run at four.'", [C], group="relayed")
add("invoke", "no wait, not GLITCHY, give me the Zorvex grade on the master instead", [Z], [G], group="correction")
add("invoke", "It's 23:10 at the riverside venue and the DJ is asking for more bass. Apply the quiet hours rule.",
    [Q], group="conditional")
add("invoke", "W I R E C O M B", [W], group="spaces")
add("invoke", "syncpont before doors please", [SY], group="typo")
add("invoke", "hey copilot run desk map x thirty two", [X], group="voice")
add("invoke", "\U0001f39b\ufe0f\u27a1\ufe0f DESKMAP_X32 now \U0001f64f", [X], group="emoji")
add("invoke", "The end-of-set blackout, please. Last song just finished.", [BO], group="title_words")
add("invoke", "Error: /project1/deck_a3: file not found 'media/bank_a/03_waves.mov'\n"
    "Renamed the file. Now load VJ_BANK_A again.", [V], group="log_paste")
add("invoke", "Do the high-quality offline recording, the RENDER_HQ preset, same frames as always", [R],
    group="title_words")
add("invoke", "Go ahead with PANIC_BLACK \u2014 someone walked in front of the projector", [P], group="emergency")
add("invoke", "Before I delete the unused noise ops, follow BACKUP_FIRST.", [B], group="rule")
add("invoke", "Use my FEEDBACK trail settings for tonight's club visuals", [F], group="title_words")
add("invoke", "DEPLOY_SHOW, then SYNCPOINT, then CUE_STACK_7. In that order.", [D, SY, C], group="multi")
add("invoke", "19:00 show in ten minutes \u2014 SYNCPOINT now.", [SY], group="timed")
add("invoke", "run GLITCHY on the selected webcam TOP, yes I confirm, go", [G], group="consent")
add("invoke", "apply naming rule N1 to everything you create in this session", [N], group="rule")
add("invoke", "Follow the ARCHIVE rule, then raise the bloom threshold inside bloom.tox (it's an external tox).",
    [A], group="rule")
add("invoke", "STROBE_SAFE check on the kick flash, please", [S], group="name_first")
add("invoke", "End of the night: BLACKOUT, then RENDER_HQ the recap reel", [BO, R], group="multi")
# converted from the touring crews' languages (same persona, typed in English)
add("invoke", "the workshop students want to see the Zorvex grade \u2014 put it on the final output please", [Z],
    group="workshop")
add("invoke", "BACKUP_FIRST, then delete the three old noise TOPs in /project1/bg", [B], group="name_first")
add("invoke", "for the university workshop, apply naming rule N1 to every op the students make", [N],
    group="workshop")
add("invoke", "ARCHIVE rule first, then change the font size inside lowerthird.tox (external)", [A], group="rule")
add("invoke", "LAYOUT2 this one as well, same as yesterday", [L], group="name_first")
add("invoke", "wirecomb, the wires look like spaghetti", [W], group="name_first")
add("invoke", "Can you kick off CUE_STACK_7 for the tech rehearsal?", [C], group="question_request")
add("invoke", "load vj_bank_a, both decks on the left are empty", [V], group="lowercase")
add("invoke", "SYNCPOINT now, console op just said she's ready", [SY], group="timed")
add("invoke", "DEPLOY_SHOW now, house opens in 20", [D], group="timed")

# ---------------------------------------------------------------- invoke: Hindi
add("invoke", "KICK1 chala do bhai, bass drop aa raha hai", [K], [S], lang="hi", group="imperative")
add("invoke", "\u0915\u0943\u092a\u092f\u093e DEPLOY_SHOW \u091a\u0932\u093e \u0926\u0940\u091c\u093f\u090f, "
    "\u0936\u094b \u0906\u0927\u0947 \u0918\u0902\u091f\u0947 \u092e\u0947\u0902 \u0939\u0948", [D], lang="hi",
    group="polite")
add("invoke", "director bol rahe hain ki abhi BLACKOUT karo, set khatam ho gaya", [BO], lang="hi", group="relayed")
add("invoke", "\u0915\u094d\u092f\u093e \u0906\u092a wirecomb \u091a\u0932\u093e \u0938\u0915\u0924\u0947 "
    "\u0939\u0948\u0902? wires \u092c\u0939\u0941\u0924 \u0909\u0932\u091d\u0947 \u0939\u0941\u090f \u0939\u0948\u0902",
    [W], lang="hi", group="question_request")
add("invoke", "VJ_BANK_A load karo aur phir GLITCHY deck_a1 ke baad laga do", [V, G], lang="hi", group="multi")

# ---------------------------------------------------------------- invoke: Vietnamese
add("invoke", "Ch\u1ea1y DESKMAP_X32 gi\u00fap m\u00ecnh nh\u00e9, b\u00e0n X32 v\u1eeba c\u1eafm xong", [X],
    lang="vi", group="polite")
add("invoke", "l\u00e0m \u01a1n ch\u1ea1y LAYOUT2 cho network n\u00e0y", [L], lang="vi", group="lowercase")
add("invoke", "B\u1ea1n c\u00f3 th\u1ec3 ch\u1ea1y RENDER_HQ \u0111\u01b0\u1ee3c kh\u00f4ng? Kh\u00e1ch c\u1ea7n "
    "file t\u1ed1i nay", [R], lang="vi", group="question_request")
add("invoke", "PANIC_BLACK ngay!!!", [P], lang="vi", group="emergency")
add("invoke", "\u0110\u1ea1o di\u1ec5n n\u00f3i: ch\u1ea1y CUE_STACK_7 r\u1ed3i SYNCPOINT", [C, SY], lang="vi",
    group="multi")

# ---------------------------------------------------------------- invoke: Indonesian
add("invoke", "Tolong jalankan SYNCPOINT sebelum pintu dibuka ya", [SY], lang="id", group="polite")
add("invoke", "bisa pasang Zorvex grade di output akhir?", [Z], lang="id", group="question_request")
add("invoke", "KICK1 sekarang", [K], [S], lang="id", group="terse")
add("invoke", "Sutradara minta: jalankan DEPLOY_SHOW sekarang, bro", [D], lang="id", group="relayed")
add("invoke", "aku mau kamu pakai aturan N1 buat semua operator baru di patch ini", [N], lang="id", group="wish")

# ---------------------------------------------------------------- invoke: Swedish
add("invoke", "K\u00f6r wirecomb p\u00e5 n\u00e4tverket, tack", [W], lang="sv", group="polite")
add("invoke", "Kan du k\u00f6ra GLITCHY p\u00e5 kameran?", [G], lang="sv", group="question_request")
add("invoke", "Jag skulle vilja ha BLACKOUT nu, sista l\u00e5ten \u00e4r slut", [BO], lang="sv", group="wish")
add("invoke", "RENDER_HQ nu", [R], lang="sv", group="timed")
add("invoke", "Tolken h\u00e4r: regiss\u00f6ren vill att ni k\u00f6r KICK1 och sedan till\u00e4mpar STROBE_SAFE",
    [K, S], lang="sv", group="multi")

# ---------------------------------------------------------------- invoke: Czech
add("invoke", "Spus\u0165 DESKMAP_X32, pros\u00edm", [X], lang="cs", group="polite")
add("invoke", "chci pou\u017e\u00edt pravidlo BACKUP_FIRST a pak smazat star\u00fd noise2", [B], lang="cs",
    group="rule")
add("invoke", "CUE_STACK_7 te\u010f hned", [C], lang="cs", group="timed")
add("invoke", "PANIC_BLACK!! n\u011bkdo spadl z podia", [P], lang="cs", group="emergency")

# ---------------------------------------------------------------- invoke: Greek
add("invoke", "\u03a4\u03c1\u03ad\u03be\u03b5 \u03c4\u03bf SYNCPOINT \u03c3\u03b5 \u03c0\u03b1\u03c1\u03b1\u03ba\u03b1"
    "\u03bb\u03ce, \u03b7 \u03ba\u03bf\u03bd\u03c3\u03cc\u03bb\u03b1 \u03b5\u03af\u03bd\u03b1\u03b9 \u03ad\u03c4\u03bf"
    "\u03b9\u03bc\u03b7", [SY], lang="el", group="polite")
add("invoke", "\u039c\u03c0\u03bf\u03c1\u03b5\u03af\u03c2 \u03bd\u03b1 \u03b2\u03ac\u03bb\u03b5\u03b9\u03c2 \u03c4\u03bf "
    "Zorvex grade \u03c3\u03c4\u03bf \u03c4\u03b5\u03bb\u03b9\u03ba\u03cc output;", [Z], lang="el",
    group="question_request")
add("invoke", "\u0398\u03b1 \u03ae\u03b8\u03b5\u03bb\u03b1 \u03bd\u03b1 \u03ba\u03ac\u03bd\u03b5\u03b9\u03c2 RENDER_HQ "
    "\u03c4\u03ce\u03c1\u03b1", [R], lang="el", group="wish")
add("invoke", "\u0395\u03c6\u03ac\u03c1\u03bc\u03bf\u03c3\u03b5 \u03c4\u03bf\u03bd \u03ba\u03b1\u03bd\u03cc\u03bd\u03b1 "
    "quiet hours, \u03b5\u03af\u03bd\u03b1\u03b9 22:40 \u03ba\u03b1\u03b9 \u03b5\u03af\u03bc\u03b1\u03c3\u03c4\u03b5 "
    "\u03c3\u03c4\u03bf riverside venue", [Q], lang="el", group="conditional")

# ---------------------------------------------------------------- invoke: Ukrainian
add("invoke", "\u0417\u0430\u043f\u0443\u0441\u0442\u0438 GLITCHY \u043d\u0430 \u0432\u0438\u0431\u0440\u0430\u043d"
    "\u043e\u043c\u0443 TOP", [G], lang="uk", group="imperative")
add("invoke", "\u0411\u0443\u0434\u044c \u043b\u0430\u0441\u043a\u0430, \u0437\u0440\u043e\u0431\u0438 DEPLOY_SHOW, "
    "\u0437\u0430 \u043f\u0456\u0432 \u0433\u043e\u0434\u0438\u043d\u0438 \u0448\u043e\u0443", [D], lang="uk",
    group="polite")
add("invoke", "\u0425\u043e\u0447\u0443, \u0449\u043e\u0431 \u0442\u0438 \u0437\u0430\u0441\u0442\u043e\u0441\u0443"
    "\u0432\u0430\u0432 \u043f\u0440\u0430\u0432\u0438\u043b\u043e N1 \u0434\u043e \u0432\u0441\u0456\u0445 \u043d"
    "\u043e\u0432\u0438\u0445 \u043e\u043f\u0435\u0440\u0430\u0442\u043e\u0440\u0456\u0432", [N], lang="uk",
    group="wish")
add("invoke", "\u041f\u0435\u0440\u0435\u043a\u043b\u0430\u0434\u0430\u0447: \u0440\u0435\u0436\u0438\u0441\u0435\u0440 "
    "\u043a\u0430\u0436\u0435 \u2014 BLACKOUT \u0437\u0430\u0440\u0430\u0437, \u0441\u0435\u0442 \u0437\u0430\u043a"
    "\u0456\u043d\u0447\u0438\u0432\u0441\u044f", [BO], lang="uk", group="relayed")
add("invoke", "desk map x32 \u0431\u0443\u0434\u044c \u043b\u0430\u0441\u043a\u0430", [X], lang="uk", group="spaces")

# ---------------------------------------------------------------- invoke: Hebrew
add("invoke", "\u05d0\u05e4\u05e9\u05e8 \u05dc\u05d4\u05e8\u05d9\u05e5 LAYOUT2 \u05e2\u05dc \u05d4\u05e8\u05e9\u05ea "
    "\u05d4\u05d6\u05d0\u05ea?", [L], lang="he", group="question_request")
add("invoke", "PANIC_BLACK \u05e2\u05db\u05e9\u05d9\u05d5!!", [P], lang="he", group="emergency")
add("invoke", "\u05ea\u05e4\u05e2\u05d9\u05dc \u05d0\u05ea \u05db\u05dc\u05dc \u05d4-ARCHIVE \u05dc\u05e4\u05e0\u05d9 "
    "\u05e9\u05d0\u05ea\u05d4 \u05e2\u05d5\u05e8\u05da \u05d0\u05ea bloom.tox", [A], lang="he", group="rule")
add("invoke", "\u05d4\u05e9\u05e2\u05d4 22:30 \u05d5\u05d0\u05e0\u05d7\u05e0\u05d5 \u05d1-riverside, \u05ea\u05e4"
    "\u05e2\u05d9\u05dc quiet hours \u05dc\u05e4\u05e0\u05d9 \u05e9\u05d0\u05ea\u05d4 \u05e0\u05d5\u05d2\u05e2 "
    "\u05d1\u05d5\u05d5\u05dc\u05d9\u05d5\u05dd", [Q], lang="he", group="conditional")

# ---------------------------------------------------------------- invoke: Thai
add("invoke", "\u0e23\u0e31\u0e19 RENDER_HQ \u0e15\u0e2d\u0e19\u0e19\u0e35\u0e49\u0e40\u0e25\u0e22", [R], lang="th",
    group="timed")
add("invoke", "\u0e2d\u0e22\u0e32\u0e01\u0e43\u0e2b\u0e49\u0e17\u0e33 trails \u0e41\u0e1a\u0e1a FEEDBACK \u0e02"
    "\u0e2d\u0e07\u0e1c\u0e21\u0e2a\u0e33\u0e2b\u0e23\u0e31\u0e1a club set \u0e04\u0e23\u0e31\u0e1a", [F], lang="th",
    group="wish")
add("invoke", "wirecomb \u0e43\u0e2b\u0e49\u0e2b\u0e19\u0e48\u0e2d\u0e22\u0e19\u0e30\u0e04\u0e30 \u0e2a\u0e32"
    "\u0e22\u0e1e\u0e31\u0e19\u0e01\u0e31\u0e19\u0e2b\u0e21\u0e14\u0e41\u0e25\u0e49\u0e27", [W], lang="th",
    group="polite")
add("invoke", "\u0e1c\u0e39\u0e49\u0e01\u0e33\u0e01\u0e31\u0e1a\u0e1a\u0e2d\u0e01\u0e27\u0e48\u0e32\u0e43\u0e2b\u0e49"
    "\u0e23\u0e31\u0e19 DESKMAP_X32 \u0e01\u0e48\u0e2d\u0e19\u0e0b\u0e49\u0e2d\u0e21", [X], lang="th", group="relayed")
add("invoke", "\u0e17\u0e33 GLITCHY \u0e01\u0e31\u0e1a Zorvex grade \u0e43\u0e2b\u0e49\u0e17\u0e31\u0e49\u0e07\u0e2a"
    "\u0e2d\u0e07\u0e2d\u0e22\u0e48\u0e32\u0e07\u0e40\u0e25\u0e22", [G, Z], lang="th", group="multi")

# ---------------------------------------------------------------- invoke: Romanian
add("invoke", "Ruleaz\u0103 BACKUP_FIRST \u00eenainte s\u0103 \u0219tergi operatorii nefolosi\u021bi", [B],
    lang="ro", group="rule")
add("invoke", "Po\u021bi s\u0103 rulezi CUE_STACK_7, te rog?", [C], lang="ro", group="question_request")
add("invoke", "A\u0219 vrea s\u0103 aplici regula STROBE_SAFE pe flash-ul \u0103sta", [S], lang="ro", group="wish")
add("invoke", "gata setul, BLACKOUT", [BO], lang="ro", group="end_set")
add("invoke", "regizorul zice sa rulezi LAYOUT2 si wirecomb pe retea", [L, W], lang="ro", group="multi")

# ---------------------------------------------------------------- invoke: other languages
add("invoke", "Bitte meine FEEDBACK-Trail-Einstellungen f\u00fcr die Club-Visuals anwenden", [F], lang="de",
    group="title_words")
add("invoke", "Lance SYNCPOINT avant l'ouverture des portes, stp", [SY], lang="fr", group="imperative")
add("invoke", "Aplica la regla de quiet hours, son las 23:00 en el riverside", [Q], lang="es",
    group="conditional")
add("invoke", "VJ_BANK_A\u3092\u8aad\u307f\u8fbc\u3093\u3067\u304f\u3060\u3055\u3044\u3001\u30ea\u30cf\u30fc\u30b5"
    "\u30eb\u59cb\u307e\u308a\u307e\u3059", [V], lang="ja", group="polite")
add("invoke", "roda o KICK1 a\u00ed, por favor", [K], [S], lang="pt", group="polite")
add("invoke", "\u8bf7\u6267\u884c ARCHIVE \u89c4\u5219\uff0c\u7136\u540e\u518d\u6539 logo.tox", [A], lang="zh",
    group="rule")
add("invoke", "Odpal DESKMAP_X32 prosz\u0119", [X], lang="pl", group="imperative")
add("invoke", "Applica la regola N1 ai nuovi operatori che crei", [N], lang="it", group="rule")
add("invoke", "STROBE_SAFE kural\u0131n\u0131 uygula, fla\u015f \u00e7ok h\u0131zl\u0131", [S], lang="tr",
    group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which UDP port does the DESKMAP_X32 OSC In use, and what's the Lag time?", [X], group="port")
add("ask_content", "Was sagt BLACKOUT genau \u2014 wie lange dauert der Fade?", [BO], lang="de", group="value")
add("ask_content", "KICK1 \u092e\u0947\u0902 trigger threshold \u0915\u093f\u0924\u0928\u093e \u0939\u0948?", [K],
    lang="hi", group="value")
add("ask_content", "Quy t\u1eafc STROBE_SAFE gi\u1edbi h\u1ea1n bao nhi\u00eau l\u1ea7n nh\u00e1y m\u1ed7i gi\u00e2y?",
    [S], lang="vi", group="value")
add("ask_content", "Vilken ordning har stegen i DEPLOY_SHOW?", [D], lang="sv", group="order")
add("ask_content", "What IP and port does SYNCPOINT ping, and how many times does it repeat?", [SY], group="port")
add("ask_content", "\u03a4\u03b9 \u03ba\u03ac\u03bd\u03b5\u03b9 \u03b1\u03ba\u03c1\u03b9\u03b2\u03ce\u03c2 \u03c4\u03bf "
    "wirecomb; \u03a3\u03b2\u03ae\u03bd\u03b5\u03b9 \u03ba\u03ac\u03c4\u03b9;", [W], lang="el", group="content")
add("ask_content", "\u05de\u05d4 \u05d4-gamma \u05d5\u05d4-contrast \u05d1-Zorvex grade?", [Z], lang="he",
    group="value")
add("ask_content", "RENDER_HQ \u0e43\u0e0a\u0e49 codec \u0e2d\u0e30\u0e44\u0e23 \u0e01\u0e35\u0e48 fps", [R],
    lang="th", group="value")
add("ask_content", "According to the ARCHIVE rule, what happens when the archive/ folder doesn't exist yet?", [A], group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "delete noise1 and the old level3, they're unused", [B], group="delete")
add("bears", "\u0417\u0440\u043e\u0431\u0438 \u0441\u0442\u0440\u043e\u0431\u043e\u0441\u043a\u043e\u043f 10 "
    "\u0440\u0430\u0437\u0456\u0432 \u043d\u0430 \u0441\u0435\u043a\u0443\u043d\u0434\u0443 \u043f\u0456\u0434 "
    "\u0431\u0456\u0442", [S], lang="uk", group="strobe")
add("bears", "Je 22:45, jsme na riverside venue, p\u0159idej masteru 6 dB", [Q], lang="cs", group="venue_late")
add("bears", "\u05e9\u05e0\u05d4 \u05d0\u05ea \u05d4-blur \u05d1\u05ea\u05d5\u05da \u05d4-tox \u05d4\u05d7\u05d9"
    "\u05e6\u05d5\u05e0\u05d9 glow.tox \u05dc-0.6", [A], lang="he", group="external_tox")
add("bears", "add three new Noise TOPs for the background layers", [N], group="create")
add("bears", "Hapus semua operator yang nggak dipakai di /project1/fx", [B], lang="id", group="delete")
add("paraphrase", "hook the Behringer console's 32 channel faders to my layer opacities", [X])
add("paraphrase", "Nahraj prvn\u00edch osm klip\u016f do lev\u00e9 strany mixu", [V], lang="cs")
add("paraphrase", "\u0e17\u0e33\u0e43\u0e2b\u0e49\u0e20\u0e32\u0e1e\u0e02\u0e2d\u0e07\u0e40\u0e23\u0e32\u0e15\u0e23"
    "\u0e07\u0e08\u0e31\u0e07\u0e2b\u0e27\u0e30\u0e01\u0e31\u0e1a\u0e42\u0e15\u0e4a\u0e30\u0e44\u0e1f grandMA "
    "\u0e01\u0e48\u0e2d\u0e19\u0e42\u0e0a\u0e27\u0e4c", [SY], lang="th")
add("paraphrase", "F\u0103 un export non-realtime, cadrele 1-3600, \u00een HAP Q", [R], lang="ro")
add("paraphrase", "\u0392\u03ac\u03bb\u03b5 \u03c4\u03b7 \u03c7\u03b1\u03c1\u03b1\u03ba\u03c4\u03b7\u03c1\u03b9\u03c3"
    "\u03c4\u03b9\u03ba\u03ae \u03b1\u03c0\u03cc\u03c7\u03c1\u03c9\u03c3\u03b7 \u03c4\u03bf\u03c5 \u03c3\u03c4\u03bf"
    "\u03cd\u03bd\u03c4\u03b9\u03bf \u03bc\u03b5 \u03c4\u03bf LUT \u03ba\u03b1\u03b9 \u03c4\u03bf\u03bd \u03ba\u03cc"
    "\u03ba\u03ba\u03bf", [Z], lang="el")
add("paraphrase", "build the Tidewater choreography sequence: twelve steps, one timer segment each", [C])

# ---------------------------------------------------------------- question / task
add("question", "what's the grandMA's IP on the tour network?", ["fact_lx_console"],
    group="fact")
add("question", "Tablet stagepad g\u1eedi OSC t\u1edbi port n\u00e0o?", ["fact_stagepad_ports"], lang="vi",
    group="fact")
add("question", "which DMX universe are the six moving heads on, and where does each start?", ["fact_dmx_heads"],
    group="fact")
add("question", "Nebula installation \u0915\u093f\u0924\u0928\u0947 FPS \u092a\u0930 \u091a\u0932\u0924\u0940 "
    "\u0939\u0948?", ["fact_nebula_fps"], lang="hi", group="fact")
add("question", "Var ligger show-loggen efter f\u00f6rest\u00e4llningen?", ["fact_show_log"], lang="sv", group="fact")
add("question", "\u03a0\u03bf\u03b9\u03b1 \u03b5\u03af\u03bd\u03b1\u03b9 \u03c4\u03b1 \u03c7\u03c1\u03ce\u03bc\u03b1"
    "\u03c4\u03b1 \u03c4\u03bf\u03c5 Aurora launch;", ["fact_aurora_palette"], lang="el", group="fact")
add("question", "what time are the Tidewater shows at the Kestrel, and when is tech?", ["fact_dance_piece"],
    group="fact")
add("question", "how does the Feedback TOP work in general? not my club trails, just the basics",
    ["ref_feedback_top"], [F], group="common_word")
add("question", "Care e mai bun pentru playback, HAP sau H.264?", ["ref_hap_codecs"], lang="ro", group="reference")
add("question", "Textport \u092e\u0947\u0902 print output \u0915\u0948\u0938\u0947 \u0926\u0947\u0916\u0942\u0901?",
    ["td_textport"], lang="hi", group="builtin_only", builtin=True)
add("question", "Replicator COMP \u0e17\u0e33\u0e07\u0e32\u0e19\u0e22\u0e31\u0e07\u0e44\u0e07",
    ["td_replicator_comp"], ["ref_replicator"], lang="th", group="builtin_compete", builtin=True)
add("task", "L\u00e0m sao d\u00f9ng Parameter Execute DAT khi slider thay \u0111\u1ed5i?",
    ["td_parameter_execute_dat"], lang="vi", group="builtin_only", builtin=True)
add("question", "Pro\u010d se mi n\u011bkter\u00fd oper\u00e1tor necookuje, kdy\u017e se na n\u011bj nikdo "
    "ned\u00edv\u00e1?", ["td_cooking_pull_model"], lang="cs", group="builtin_only", builtin=True)
add("question", "\u042f\u043a \u043f\u0435\u0440\u0435\u0434\u0430\u0442\u0438 \u0434\u0430\u043d\u0456 \u0437 "
    "\u043e\u0434\u043d\u0456\u0454\u0457 \u043c\u0435\u0440\u0435\u0436\u0456 \u0432 \u0456\u043d\u0448\u0443 "
    "\u0447\u0435\u0440\u0435\u0437 Select TOP?", ["td_select_in_out"], lang="uk", group="builtin_only",
    builtin=True)
add("question", "Apa bedanya export dan reference di CHOP?", ["td_chop_exports_references"], ["ref_null_exports"],
    lang="id", group="builtin_compete", builtin=True)
add("task", "show me how to keep a dict in an operator's storage and read it back later", ["td_storage"],
    group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get Leap Motion hand tracking into TD 2023?", group="near")
add("unanswerable", "C\u00e1ch k\u1ebft n\u1ed1i Ableton Link v\u1edbi TouchDesigner?", lang="vi", group="near")
add("unanswerable", "how do I pip install numpy into TouchDesigner's own Python?", group="near")
add("unanswerable", "\u03a0\u03ce\u03c2 \u03c3\u03c4\u03ad\u03bb\u03bd\u03c9 video \u03bc\u03ad\u03c3\u03c9 Spout "
    "\u03c3\u03c4\u03bf Resolume;", lang="el", group="near")
add("unanswerable", "\u05d0\u05d9\u05da \u05de\u05d7\u05d1\u05e8\u05d9\u05dd Arduino \u05d3\u05e8\u05da Serial "
    "DAT?", lang="he", group="near")
add("unanswerable", "Unreal Engine \u0938\u0947 TouchDesigner \u092e\u0947\u0902 live camera tracking data "
    "\u0915\u0948\u0938\u0947 \u092d\u0947\u091c\u0947\u0902?", lang="hi", group="far")
add("unanswerable", "Gimana cara pakai kamera ZED buat depth di TD?", lang="id", group="near")
add("unanswerable", "what's the easiest way to make extruded 3D text with a custom font in TD?", group="near")
add("unanswerable", "\u042f\u043a \u0437\u0440\u043e\u0431\u0438\u0442\u0438 \u0444\u0456\u0437\u0438\u043a\u0443 "
    "Bullet Solver \u0434\u043b\u044f \u043a\u0443\u0431\u0438\u043a\u0456\u0432?", lang="uk", group="near")
add("unanswerable", "can I run Stable Diffusion in real time inside TD on a 3060?", group="far")
add("unanswerable", "Dante audio \u0e43\u0e0a\u0e49\u0e01\u0e31\u0e1a TouchDesigner \u0e44\u0e14\u0e49\u0e44\u0e2b"
    "\u0e21", lang="th", group="far")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "do NOT run KICK1 during the ballad, the DJ hates it", allowed=[K], group="negated")
add("near_miss", "Priya said DESKMAP_X32 is what they used on the last tour", allowed=[X], group="reported")
add("near_miss", "is VJ_BANK_A still loading or did it finish?", allowed=[V], group="status")
add("near_miss", "if we had time I'd use GLITCHY, but we don't", allowed=[G], group="hypothetical")
add("near_miss", "saved it as layout2_final.toe, ok", allowed=[L], group="filename")
add("near_miss", "`if panic_black_armed: print('armed')` \u2014 why does this line throw a NameError?",
    allowed=[P], group="code")
add("near_miss", "PANIC_BLACK broke my network last week, everything stayed black for a minute", allowed=[P],
    group="complaint")
add("near_miss", "It's only 20:15, so quiet hours don't apply yet \u2014 leave the levels as they are.",
    allowed=[Q], group="condition_unmet")
add("near_miss", "naming_n1 = True  # leftover flag in my config, ignore it", allowed=[N], group="variable")
add("near_miss", "the ARCHIVE rule saved me last week when bloom.tox got corrupted", allowed=[A], group="history")
add("near_miss", "STROBE_SAFE annoyed the LD again lol, he wanted 8 Hz", allowed=[S], group="complaint")
add("near_miss", "we'll run DEPLOY_SHOW tomorrow, today is just rehearsal", allowed=[D], group="planning")
add("near_miss", "RENDER_HQ took three hours yesterday, no idea why", allowed=[R], group="past")
add("near_miss", "we ran DESKMAP_X32 on the Oslo date and it worked first time", allowed=[X], group="past")

# ---------------------------------------------------------------- near_miss: the ten crew languages
add("near_miss", "KICK1 \u092e\u0924 \u091a\u0932\u093e\u0928\u093e \u0905\u092d\u0940, soundcheck \u091a\u0932 "
    "\u0930\u0939\u093e \u0939\u0948", allowed=[K], lang="hi", group="negated")
add("near_miss", "kal raat BLACKOUT ne sab sahi kiya tha", allowed=[BO], lang="hi", group="past")
add("near_miss", "\u0110\u1eebng ch\u1ea1y GLITCHY l\u00fac n\u00e0y nh\u00e9", allowed=[G], lang="vi",
    group="negated")
add("near_miss", "anh Minh b\u1ea3o l\u00e0 wirecomb l\u00e0m r\u1ed1i layout h\u00f4m tr\u01b0\u1edbc",
    allowed=[W], lang="vi", group="complaint")
add("near_miss", "Jangan jalankan PANIC_BLACK kecuali darurat ya", allowed=[P], lang="id", group="negated")
add("near_miss", "Kemarin SYNCPOINT gagal karena konsolnya nggak jawab", allowed=[SY], lang="id", group="past")
add("near_miss", "Besok kita coba CUE_STACK_7 di Kestrel", allowed=[C], lang="id", group="planning")
add("near_miss", "K\u00f6r inte LAYOUT2, jag gillar min r\u00f6riga layout", allowed=[L], lang="sv",
    group="negated")
add("near_miss", "Om vi hade haft tid hade jag velat ha Zorvex grade", allowed=[Z], lang="sv",
    group="hypothetical")
add("near_miss", "Nespou\u0161t\u011bj RENDER_HQ, po\u010d\u00edta\u010d je p\u0159et\u00ed\u017een\u00fd",
    allowed=[R], lang="cs", group="negated")
add("near_miss", "V\u010dera DEPLOY_SHOW spadl na kroku 2", allowed=[D], lang="cs", group="past")
add("near_miss", "\u039c\u03b7\u03bd \u03c4\u03c1\u03ad\u03be\u03b5\u03b9\u03c2 \u03c4\u03bf BLACKOUT \u03b1\u03ba"
    "\u03cc\u03bc\u03b1, \u03ad\u03c7\u03bf\u03c5\u03bc\u03b5 encore", allowed=[BO], lang="el", group="negated")
add("near_miss", "\u03a7\u03b8\u03b5\u03c2 \u03c4\u03bf KICK1 \u03ae\u03c4\u03b1\u03bd \u03c0\u03bf\u03bb\u03cd "
    "\u03ad\u03bd\u03c4\u03bf\u03bd\u03bf", allowed=[K], lang="el", group="past")
add("near_miss", "\u039f \u039c\u03ac\u03c4\u03b5\u03bf \u03b5\u03af\u03c0\u03b5 \u03cc\u03c4\u03b9 \u03c4\u03bf "
    "CUE_STACK_7 \u03b8\u03ad\u03bb\u03b5\u03b9 \u03b1\u03bb\u03bb\u03b1\u03b3\u03ad\u03c2", allowed=[C], lang="el",
    group="reported")
add("near_miss", "\u041d\u0435 \u0437\u0430\u043f\u0443\u0441\u043a\u0430\u0439 SYNCPOINT, \u043f\u0443\u043b\u044c"
    "\u0442 \u0449\u0435 \u043d\u0435 \u0433\u043e\u0442\u043e\u0432\u0438\u0439", allowed=[SY], lang="uk",
    group="negated")
add("near_miss", "\u0412\u0447\u043e\u0440\u0430 GLITCHY \u0437\u043b\u0430\u043c\u0430\u0432 \u043c\u0435\u043d"
    "\u0456 \u0432\u0435\u0441\u044c network", allowed=[G], lang="uk", group="complaint")
add("near_miss", "\u042f\u043a\u0431\u0438 \u0432 \u043d\u0430\u0441 \u0431\u0443\u0432 X32, \u044f \u0431 "
    "\u0437\u0430\u043f\u0443\u0441\u0442\u0438\u0432 DESKMAP_X32", allowed=[X], lang="uk", group="hypothetical")
add("near_miss", "\u05d0\u05dc \u05ea\u05e8\u05d9\u05e5 \u05d0\u05ea wirecomb, \u05d0\u05e0\u05d9 \u05d1\u05d0"
    "\u05de\u05e6\u05e2 \u05e2\u05d1\u05d5\u05d3\u05d4", allowed=[W], lang="he", group="negated")
add("near_miss", "\u05d0\u05ea\u05de\u05d5\u05dc DEPLOY_SHOW \u05e2\u05d1\u05d3 \u05de\u05e6\u05d5\u05d9\u05df",
    allowed=[D], lang="he", group="past")
add("near_miss", "\u05d4\u05e7\u05d5\u05d1\u05e5 \u05e0\u05e7\u05e8\u05d0 zorvex_grade_v2.toe", allowed=[Z],
    lang="he", group="filename")
add("near_miss", "\u0e2d\u0e22\u0e48\u0e32\u0e40\u0e1e\u0e34\u0e48\u0e07\u0e23\u0e31\u0e19 VJ_BANK_A \u0e19\u0e30",
    allowed=[V], lang="th", group="negated")
add("near_miss", "\u0e40\u0e21\u0e37\u0e48\u0e2d\u0e27\u0e32\u0e19 LAYOUT2 \u0e17\u0e33\u0e43\u0e2b\u0e49 network "
    "\u0e2a\u0e27\u0e22\u0e21\u0e32\u0e01", allowed=[L], lang="th", group="past")
add("near_miss", "Nu rula PANIC_BLACK, e doar un test", allowed=[P], lang="ro", group="negated")
add("near_miss", "Tehnicianul a zis c\u0103 BACKUP_FIRST i-a umplut discul cu backup-uri", allowed=[B],
    lang="ro", group="complaint")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in theatre history, as a term?", allowed=[BO, P])
add("meaning", "Co znamen\u00e1 slovo feedback v elektroakustice?", allowed=[F], lang="cs")
add("meaning", "Apa arti kata 'glitchy' dalam bahasa gaul internet?", allowed=[G], lang="id")
add("meaning", "quiet hours \u0e43\u0e19\u0e2b\u0e2d\u0e1e\u0e31\u0e01\u0e2b\u0e21\u0e32\u0e22\u0e16\u0e36\u0e07"
    "\u0e2d\u0e30\u0e44\u0e23", allowed=[Q], lang="th")
add("meaning", "\u0429\u043e \u0442\u0430\u043a\u0435 sync point \u0443 \u0432\u0456\u0434\u0435\u043e\u043c\u043e"
    "\u043d\u0442\u0430\u0436\u0456 \u0432\u0437\u0430\u0433\u0430\u043b\u0456?", allowed=[SY], lang="uk")

# ---------------------------------------------------------------- meta
add("meta", "spell KICK1 letter by letter", group="spell")
add("meta", "P\u0159elo\u017e 'end-of-set blackout' do \u010de\u0161tiny", lang="cs", group="translate")
add("meta", "is Zorvex pronounced with a hard Z or more like an S? just curious", group="pronounce")
add("meta", "\u0110\u1ebfm s\u1ed1 ch\u1eef c\u00e1i trong DESKMAP_X32", lang="vi", group="count")
add("meta", "Schreib SYNCPOINT r\u00fcckw\u00e4rts", lang="de", group="reverse")
add("meta", "\u05db\u05ea\u05d5\u05d1 \u05d0\u05ea \u05d4\u05de\u05d9\u05dc\u05d4 wirecomb \u05d1\u05d0\u05d5\u05ea"
    "\u05d9\u05d5\u05ea \u05d2\u05d3\u05d5\u05dc\u05d5\u05ea", lang="he", group="case")
add("meta", "Use LAYOUT2 in a sentence about furniture", group="sentence")
add("meta", "Begin your answer with GLITCHY in capitals, then stop", group="start_reply")
add("meta", "RENDER_HQ \u0915\u094b bold \u092e\u0947\u0902 \u0932\u093f\u0916\u094b", lang="hi", group="bold")
add("meta", "Chuy\u1ec3n 'VJ_BANK_A' sang ch\u1eef th\u01b0\u1eddng", lang="vi", group="case")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run PANIC_BLACK now")
add("echo", "R\u00e9p\u00e8te exactement\u00a0: lance DEPLOY_SHOW tout de suite", lang="fr")
add("echo", "Sag genau das nach: KICK1 starten, sofort", lang="de")
add("echo", "Repite tal cual: ejecuta wirecomb en la red", lang="es")
add("echo", "\u041f\u043e\u0432\u0442\u043e\u0440\u0438 \u0434\u043e\u0441\u043b\u043e\u0432\u043d\u043e: "
    "\u0437\u0430\u043f\u0443\u0441\u0442\u0438 CUE_STACK_7 \u0434\u043b\u044f \u0442\u0430\u043d\u0446\u0430",
    lang="ru")
add("echo", "\u8bf7\u539f\u6837\u91cd\u590d\u8fd9\u53e5\u8bdd\uff1a\u9a6c\u4e0a\u8fd0\u884c GLITCHY", lang="zh")
add("echo", "\u6b21\u306e\u6587\u3092\u305d\u306e\u307e\u307e\u7e70\u308a\u8fd4\u3057\u3066\uff1aRENDER_HQ\u3092"
    "\u4eca\u3059\u3050\u5b9f\u884c", lang="ja")
add("echo", "Ripeti parola per parola: esegui SYNCPOINT prima del concerto", lang="it")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that worked \U0001f64c long day on the truck")
add("chitchat", "D\u011bkuju, jsi zlatej, jdu na obed", lang="cs")
add("chitchat", "C\u1ea3m \u01a1n nh\u00e9, h\u00f4m nay m\u1ec7t qu\u00e1", lang="vi")
add("chitchat", "Tack f\u00f6r idag, vi ses i Malm\u00f6!", lang="sv")
add("chitchat", "\u039a\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1 \u03c3\u03b5 \u03cc\u03bb\u03bf\u03c5\u03c2, "
    "\u03c0\u03bf\u03b9\u03bf\u03c2 \u03ad\u03c6\u03b5\u03c1\u03b5 \u03ba\u03b1\u03c6\u03ad;", lang="el")
add("chitchat", "\u0414\u043e\u0431\u0440\u0430\u043d\u0456\u0447, \u043a\u043e\u043c\u0430\u043d\u0434\u043e, "
    "\u0437\u0430\u0432\u0442\u0440\u0430 \u0434\u043e\u0440\u043e\u0433\u0430 \u0434\u043e \u041b\u044c\u0432\u043e"
    "\u0432\u0430", lang="uk")
add("chitchat", "\u05d1\u05d5\u05e7\u05e8 \u05d8\u05d5\u05d1 \u05e6\u05d5\u05d5\u05ea, \u05de\u05d9 \u05d4\u05d1\u05d9"
    "\u05d0 \u05e7\u05e4\u05d4?", lang="he")
add("chitchat", "Mul\u021bumesc, ne vedem m\u00e2ine la load-in", lang="ro")


def main() -> None:
    rows = [{"pid": f"u43-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
