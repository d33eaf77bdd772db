"""Author script for prompts_unseen46.jsonl: the forty-sixth blind suite (helper "gateeval46").

Written blind: labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on
these prompts. About 55 % of the prompts are not in English (Hindi, Vietnamese, Indonesian, Swedish, Czech, Greek,
Ukrainian, Hebrew, Turkish, Polish and a handful of others), typed as people type in chat.

Personas:
- an international festival crew chatting in their own languages with English TouchDesigner words;
- a touring VJ (Mira) and her local hosts at each stop, relaying requests, complaints and plans;
- an operator reading a run-sheet aloud, line by line, with times and cue numbers.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen46.jsonl")
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
FEED = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORV = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (run-sheet operator, VJ, crew)
add("invoke", "run-sheet line 4, 19:40: LAYOUT2 on the fx network. go.", [LAYOUT], group="runsheet")
add("invoke", "Okay, reading off the sheet — item six is DEPLOY_SHOW. Do it now please.", [DEPLOY], group="runsheet")
add("invoke", "DESKMAP_X32 — the host's desk just got patched into the switch, map it", [X32], group="name_first")
add("invoke", "trails for the club set, built with my usual FEEDBACK settings", [FEED], group="common_word")
add("invoke", "that's the last track, end of set — BLACKOUT.", [BLACK], group="end_set")
add("invoke", "I'm about to change the externally saved bloom.tox — apply the ARCHIVE rule first, then set its threshold to 0.6",
    [ARCH], group="rule")
add("invoke", "put the Zorvex look on the final comp, thanks", [ZORV], group="title_words")
add("invoke", "It's 22:40 and we're at the riverside venue, so apply the quiet hours rule to the master now.", [QUIET],
    group="conditional")
add("invoke", "/wirecomb /project1/fx", [COMB], group="slash_command")
add("invoke", "K I C K 1 on the main output, please", [KICK], group="spaces")
add("invoke", "v j bank a load it into the decks", [BANK], group="voice")
add("invoke", "🎛️➡️ DESKMAP_X32 pls 🙏", [X32], group="emoji")
add("invoke", "Do the unchecked items:\n- [x] save the toe\n- [ ] LAYOUT2\n- [ ] wirecomb", [LAYOUT, COMB],
    group="checklist")
add("invoke", "ERROR /project1/out1: cook time 48.2 ms\nWARNING: 12 dropped frames\n\nok that's ugly on screen, PANIC_BLACK now, we debug after",
    [PANIC], group="log_paste")
add("invoke", "run KICK1 on the output — no wait, not KICK1, do GLITCHY on the webcam TOP instead", [GLITCH],
    [KICK], group="correction")
add("invoke", "You asked if you should start RENDER_HQ on the timeline. Yes, go ahead.", [RENDER], group="consent")
add("invoke", "Doors are at 19:00 and it's 19:00 now, so build CUE_STACK_7 right away", [CUES], group="timed")
add("invoke", "run SYNCPIONT pls, the console is up", [SYNC], group="typo")
add("invoke", "zorvx grade on the last composite", [ZORV], group="typo")
add("invoke", "The host crew just finished rigging and the projectors are warm, so please run DEPLOY_SHOW and then report the fps.",
    [DEPLOY], group="mid_message")
add("invoke", "before the B side starts, load the A decks: VJ_BANK_A", [BANK], group="trailing")
add("invoke", "SYNCPOINT first, then DEPLOY_SHOW", [SYNC, DEPLOY], group="multi")
add("invoke", "build KICK1 and keep it within STROBE_SAFE", [KICK, STROBE], group="multi")
add("invoke", "GLITCHY on the selected TOP, then the Zorvex grade after the final composite", [GLITCH, ZORV],
    group="multi")
add("invoke", "run-sheet line 22, 21:55, end of show: BLACKOUT, then RENDER_HQ of the timeline for the archive",
    [BLACK, RENDER], group="multi")
add("invoke", "Mira says: use the naming rule N1 for the new deck ops", [N1], group="relayed")

# ---------------------------------------------------------------- invoke: Hindi
add("invoke", "भाई KICK1 चला दो main output पर", [KICK], lang="hi", group="terse")
add("invoke", "please run LAYOUT2, the network is all over the place", [LAYOUT], group="polite")
add("invoke", "set खत्म हो गया, BLACKOUT कर दो", [BLACK], lang="hi", group="end_set")
add("invoke", "DESKMAP_X32 run karo yaar, X32 desk abhi connect hua hai", [X32], lang="hi", group="terse")
add("invoke", "पहले SYNCPOINT फिर DEPLOY_SHOW, जल्दी करो", [SYNC, DEPLOY], lang="hi", group="multi")

# ---------------------------------------------------------------- invoke: Vietnamese
add("invoke", "Chạy GLITCHY cho TOP đang chọn giúp mình nhé", [GLITCH], lang="vi", group="polite")
add("invoke", "wirecomb cái network này đi, dây rối quá trời", [COMB], lang="vi", group="name_as_verb")
add("invoke", "PANIC_BLACK ngay đi, màn hình đang hiện desktop!!!", [PANIC], lang="vi", group="emergency")
add("invoke", "apply N1 to the ops you add for the host's stage", [N1], group="rule")
add("invoke", "dong 9 tren run-sheet: KICK1, chay di", [KICK], lang="vi", group="runsheet")

# ---------------------------------------------------------------- invoke: Indonesian
add("invoke", "Tolong jalankan RENDER_HQ untuk seluruh timeline ya", [RENDER], lang="id", group="polite")
add("invoke", "Bikin trail pakai setelan FEEDBACK saya buat club set", [FEED], lang="id", group="common_word")
add("invoke", "zorvex grade on the final composite pls, the hosts are watching", [ZORV], group="lowercase")
add("invoke", "Sudah jam 22.30 di venue tepi sungai, terapkan aturan quiet hours", [QUIET], lang="id",
    group="conditional")
add("invoke", "get rid of blur5 and level9 — BACKUP_FIRST applies, so do that first", [BACKUP], group="rule")

# ---------------------------------------------------------------- invoke: Swedish
add("invoke", "Kör SYNCPOINT mot ljusbordet innan publiken släpps in", [SYNC], lang="sv", group="imperative")
add("invoke", "Ladda VJ_BANK_A i deckarna, tack", [BANK], lang="sv", group="polite")
add("invoke", "Radera blur3 men följ BACKUP_FIRST först", [BACKUP], lang="sv", group="rule")
add("invoke", "kick1 på huvudutgången nu", [KICK], lang="sv", group="lowercase")
add("invoke", "Set's over, thank you everybody. BLACKOUT please.", [BLACK], group="end_set")

# ---------------------------------------------------------------- invoke: Czech
add("invoke", "Spusť DEPLOY_SHOW, za deset minut začínáme", [DEPLOY], lang="cs", group="imperative")
add("invoke", "Prosím, udělej GLITCHY na vybraný TOP", [GLITCH], lang="cs", group="polite")
add("invoke", "Konec setu, BLACKOUT.", [BLACK], lang="cs", group="end_set")
add("invoke", "Použij pravidlo STROBE_SAFE na ten stroboskop, co jsem právě postavil", [STROBE], lang="cs",
    group="rule")
add("invoke", "run-sheet, line 14, 20:05 — CUE_STACK_7, standby... go", [CUES], group="runsheet")

# ---------------------------------------------------------------- invoke: Greek
add("invoke", "PANIC_BLACK τώρα!", [PANIC], lang="el", group="emergency")
add("invoke", "wirecomb the fx network please, I can't follow a single wire", [COMB], group="name_as_verb")
add("invoke", "Εφάρμοσε τον κανόνα ονοματοδοσίας N1 σε ό,τι φτιάξεις", [N1], lang="el", group="rule")
add("invoke", "Βάλε το Zorvex grade στο τελικό composite", [ZORV], lang="el", group="title_words")
add("invoke", "Όχι, όχι LAYOUT2 — κάνε wirecomb καλύτερα", [COMB], [LAYOUT], lang="el", group="correction")

# ---------------------------------------------------------------- invoke: Ukrainian
add("invoke", "Будь ласка, виконай SYNCPOINT перед шоу", [SYNC], lang="uk", group="polite")
add("invoke", "CUE_STACK_7 збери зараз", [CUES], lang="uk", group="name_first")
add("invoke", "Я зараз редагуватиму зовнішній glow.tox — спершу застосуй правило ARCHIVE", [ARCH], lang="uk",
    group="rule")
add("invoke", "VJ_BANK_A into the decks, Mira's on in five", [BANK], group="imperative")
add("invoke", "Так, запускай RENDER_HQ, я згоден", [RENDER], lang="uk", group="consent")

# ---------------------------------------------------------------- invoke: Hebrew
add("invoke", "תריץ LAYOUT2 על הרשת בבקשה", [LAYOUT], lang="he", group="polite")
add("invoke", "DEPLOY_SHOW עכשיו, הדלתות נפתחות", [DEPLOY], lang="he", group="name_first")
add("invoke", "סוף הסט — BLACKOUT", [BLACK], lang="he", group="end_set")
add("invoke", "map the host's mixer with DESKMAP_X32, it's an X32 like ours", [X32], group="imperative")
add("invoke", "תבנה טריילים עם הגדרות ה-FEEDBACK שלי לסט במועדון", [FEED], lang="he", group="common_word")

# ---------------------------------------------------------------- invoke: Turkish
add("invoke", "Kulüp seti için FEEDBACK ayarlarımla iz efekti kur", [FEED], lang="tr", group="common_word")
add("invoke", "PANIC_BLACK hemen!", [PANIC], lang="tr", group="emergency")
add("invoke", "Saat 23:05, nehir kenarındaki mekandayız; quiet hours kuralını uygula", [QUIET], lang="tr",
    group="conditional")
add("invoke", "şu ağa bir wirecomb çek", [COMB], lang="tr", group="name_as_verb")
add("invoke", "naming rule N1 applies to every new operator tonight, please follow it", [N1], group="rule")

# ---------------------------------------------------------------- invoke: Polish
add("invoke", "Proszę uruchom CUE_STACK_7 dla spektaklu tanecznego", [CUES], lang="pl", group="polite")
add("invoke", "Zrób SYNCPOINT z konsolą oświetleniową", [SYNC], lang="pl", group="imperative")
add("invoke", "Usuń stary noise4, ale najpierw BACKUP_FIRST zgodnie z zasadą", [BACKUP], lang="pl", group="rule")
add("invoke", "Zorvex grade after the last comp, same as every night", [ZORV], group="title_words")
add("invoke", "Edytuję zewnętrzny lasers.tox, zastosuj najpierw regułę ARCHIVE", [ARCH], lang="pl", group="rule")

# ---------------------------------------------------------------- invoke: other languages
add("invoke", "Bitte VJ_BANK_A in die Decks laden", [BANK], lang="de", group="polite")
add("invoke", "Wende die Namensregel N1 auf alle neuen Operatoren an", [N1], lang="de", group="rule")
add("invoke", "Applique la règle ARCHIVE, puis ouvre lumiere.tox (il est externe) pour que je le modifie", [ARCH],
    lang="fr", group="rule")
add("invoke", "Aplica STROBE_SAFE al flash nuevo del drop", [STROBE], lang="es", group="rule")
add("invoke", "LAYOUT2 on /project1/deck_b, please", [LAYOUT], group="polite")
add("invoke", "本番前にDEPLOY_SHOWを実行してください", [DEPLOY], lang="ja", group="polite")
add("invoke", "执行 DESKMAP_X32，调音台刚接上", [X32], lang="zh", group="imperative")
add("invoke", "Roda o CUE_STACK_7 agora, o coreógrafo chegou", [CUES], lang="pt", group="imperative")
add("invoke", "Sono le 22:15 al locale sul fiume: applica la regola quiet hours", [QUIET], lang="it",
    group="conditional")
add("invoke", "STROBE_SAFE 규칙을 지금 만든 스트로브에 적용해 주세요", [STROBE], lang="ko", group="rule")
add("invoke", "Verwijder de oude fx-container, maar doe eerst BACKUP_FIRST", [BACKUP], lang="nl", group="rule")
add("invoke", "Bago ko i-edit ang external na intro.tox, gawin mo muna ang ARCHIVE rule", [ARCH], lang="tl",
    group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "On the host's X32, which OSC port does DESKMAP_X32 expect the faders on?", [X32], group="port")
add("ask_content", "What order does DEPLOY_SHOW do its steps in?", [DEPLOY], group="order")
add("ask_content", "What does the quiet hours rule say about low frequencies?", [QUIET], group="content")
add("ask_content", "Kolik záblesků za sekundu povoluje STROBE_SAFE?", [STROBE], lang="cs", group="value")
add("ask_content", "KICK1 में trigger का threshold कितना है?", [KICK], lang="hi", group="value")
add("ask_content", "Trong RENDER_HQ thì codec là gì và bao nhiêu fps?", [RENDER], lang="vi", group="value")
add("ask_content", "Vad säger BLACKOUT-proceduren om perform-fönstret?", [BLACK], lang="sv", group="content")
add("ask_content", "Jak nazywa się Null na końcu GLITCHY?", [GLITCH], lang="pl", group="value")
add("ask_content", "Σε ποιο φάκελο γράφει το backup ο κανόνας BACKUP_FIRST;", [BACKUP], lang="el", group="content")
add("ask_content", "SYNCPOINT hangi IP adresine ping gönderiyor?", [SYNC], lang="tr", group="value")

# ---------------------------------------------------------------- bears
add("bears", "delete all the unused ops in /project1/old_intro", [BACKUP], group="delete")
add("bears", "make the strobe hit 10 flashes a second on the drop", [STROBE], group="strobe")
add("bears", "Je 23:30 a jsme v klubu u řeky, zesil master o 6 dB", [QUIET], lang="cs", group="venue_late")
add("bears", "bloom.tox is saved as an external file; open it and bump the intensity to 1.4", [ARCH],
    group="external_tox")
add("bears", "Stwórz trzy nowe operatory Noise na tło", [N1], lang="pl", group="create")
add("bears", "wipe every unused operator in /project1/test", [BACKUP], group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "make the picture pulse brighter with every bass drum hit", [KICK])
add("paraphrase", "line the operators up left to right by signal order, inputs at x=0 and nulls last", [LAYOUT])
add("paraphrase", "Nahraj celou skladbu snímek po snímku do HAP Q, ne v reálném čase", [RENDER], lang="cs")
add("paraphrase", "Zrób tak, żeby suwaki z konsoli Behringera sterowały przezroczystością warstw", [X32], lang="pl")
add("paraphrase", "Gösteriden önce görüntüyü ışık masasının zamanına kilitle", [SYNC], lang="tr")
add("paraphrase", "Дай фінальній картинці наш фірмовий студійний вигляд: LUT, трохи зерна, менше зеленого", [ZORV],
    lang="uk")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what IP is the grandMA on?", ["fact_lx_console"], group="fact")
add("question", "the Babyface in the studio — what sample rate is it set to?", ["fact_studio_audio"], group="fact")
add("question", "Mira's stagepad tablet sends OSC to which UDP port on the show PC?", ["fact_stagepad_ports"], group="fact")
add("question", "Nebula installation का frame rate कितना है?", ["fact_nebula_fps"], lang="hi", group="fact")
add("question", "where does the show log end up on disk?", ["fact_show_log"], group="fact")
add("question", "Aurora lansmanının renk paleti neydi?", ["fact_aurora_palette"], lang="tr", group="fact")
add("question", "Hur stort är rastret för Lumen Hall-showen?", ["fact_lumen_hall_raster"], lang="sv", group="fact")
add("question", "the hosts ask what audio buffer size we agreed on for RIG-B", ["fact_audio_buffer"], group="fact")
add("question", "how do I use feedback to make a tunnel that zooms in forever?", ["ref_feedback_top", "rcp_feedback_tunnel"],
    [FEED], group="common_word")
add("question", "where is the show media kept on the gallery PC?", ["fact_media_drive"], group="fact")
add("task", "build me spectrum bars from the DJ mixer feed", ["rcp_spectrum_bars"],
    ["ref_audio_analysis", "fact_studio_audio"], group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "why does my Render TOP come out completely black?", ["td_render_pipeline"], ["ref_render_pipeline"],
    group="builtin_compete", builtin=True)
add("question", "Wie erzeugt die Replicator COMP für jede Tabellenzeile eine Kopie?", ["td_replicator_comp"],
    ["ref_replicator"], lang="de", group="builtin_compete", builtin=True)
add("question", "for a festival patch, should I export a CHOP channel to a parameter or reference it in an expression, and what is the difference?",
    ["td_chop_exports_references"], ["ref_null_exports", "td_parameter_modes"], group="builtin_compete", builtin=True)
add("question", "Textport'ta print çıktısını nasıl görürüm?", ["td_textport"], lang="tr", group="builtin_only",
    builtin=True)
add("question", "Pourquoi mon dégradé fait des bandes en 8 bits ?", ["td_resolution_pixel_format"],
    ["ref_pixel_formats"], lang="fr", group="builtin_compete", builtin=True)
add("question", "Як у TouchDesigner зберегти Python-значення на операторі через storage?", ["td_storage"],
    lang="uk", group="builtin_only", builtin=True)
add("question", "When does an operator actually cook in TouchDesigner if nothing is viewing it?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I connect a Leap Motion controller to TouchDesigner?", group="far")
add("unanswerable", "how do I set up the Stoner to map onto a sphere?", group="near")
add("unanswerable", "Làm sao đọc dữ liệu cảm biến Arduino qua Serial DAT?", lang="vi", group="near")
add("unanswerable", "TouchDesigner से Spout के ज़रिए Resolume तक video कैसे भेजें?", lang="hi", group="far")
add("unanswerable", "how do I use the Face Track CHOP with a webcam?", group="far")
add("unanswerable", "can one TouchDesigner Commercial licence run on two machines at once?", group="far")
add("unanswerable", "Πώς φτιάχνω έναν Web Server DAT που σερβίρει HTML σελίδα;", lang="el", group="near")
add("unanswerable", "איך מחברים את TouchDesigner ל-Ableton Link?", lang="he", group="far")
add("unanswerable", "What's the maximum texture size TouchDesigner supports on an M2 MacBook?", group="near")
add("unanswerable", "Jak zrobić deszcz z fizyką Bullet Solver w SOP-ach?", lang="pl", group="far")

# ---------------------------------------------------------------- near misses: English
add("near_miss", "don't run PANIC_BLACK, that was a false alarm from the fire panel", allowed=[PANIC], group="negated")
add("near_miss", "Priya said RENDER_HQ took forty minutes on RIG-A", allowed=[RENDER], group="reported")
add("near_miss", "is VJ_BANK_A still loaded from the soundcheck?", allowed=[BANK], group="status")
add("near_miss", "if the desk dies mid-show, would DESKMAP_X32 have to be rebuilt from scratch?", allowed=[X32],
    group="hypothetical")
add("near_miss", "is LAYOUT2 or wirecomb kinder to a huge network? just curious", allowed=[LAYOUT, COMB],
    group="comparison")
add("near_miss", "I saved the project as glitchy_tests_v3.toe yesterday", allowed=[GLITCH], group="filename")
add("near_miss", "op('cues7').clear()  # leftover from an old CUE_STACK_7 test, ignore", allowed=[CUES], group="code")
add("near_miss", "BLACKOUT closed my perform window last week and the next set started on the desktop", allowed=[BLACK],
    group="complaint")
add("near_miss", "who wrote the SYNCPOINT procedure originally?", allowed=[SYNC], group="history")
add("near_miss", "the sticker on the host's laptop says ZORVEX, funny coincidence", allowed=[ZORV], group="incidental")
add("near_miss", "run-sheet line 12 says BLACKOUT at 21:50 — that's the lighting team's cue, not ours, skip it",
    allowed=[BLACK], group="runsheet")
add("near_miss", "STROBE_SAFE annoyed the LD last night, he wanted faster strobes", allowed=[STROBE], group="complaint")
add("near_miss", "my variable quiet_hours_active is still False after midnight, weird", allowed=[QUIET], group="variable")

# ---------------------------------------------------------------- near misses: other languages
add("near_miss", "BACKUP_FIRST filled the whole backups folder last night", allowed=[BACKUP],
    group="complaint")
add("near_miss", "KICK1 अभी मत चलाना, DJ अभी soundcheck कर रहा है", allowed=[KICK], lang="hi", group="negated")
add("near_miss", "Hôm qua CUE_STACK_7 chạy ổn rồi, khỏi lo", allowed=[CUES], lang="vi", group="past")
add("near_miss", "we're saving RENDER_HQ for tomorrow morning, not today", allowed=[RENDER], group="planning")
add("near_miss", "Jangan jalankan LAYOUT2 dulu, saya masih mengedit", allowed=[LAYOUT], lang="id", group="negated")
add("near_miss", "is DESKMAP_X32 still active from this afternoon?", allowed=[X32], group="status")
add("near_miss", "Vi körde SYNCPOINT i går och det gick bra", allowed=[SYNC], lang="sv", group="past")
add("near_miss", "Mira sa att GLITCHY ser för mycket ut på projektorn", allowed=[GLITCH], lang="sv", group="reported")
add("near_miss", "Nespouštěj BLACKOUT, ještě hrajeme přídavek", allowed=[BLACK], lang="cs", group="negated")
add("near_miss", "fyi the LUT file is called zorvex_lut.png, not .jpg", allowed=[ZORV], group="filename")
add("near_miss", "Χθες το VJ_BANK_A φόρτωσε λάθος αρχεία στα decks", allowed=[BANK], lang="el", group="complaint")
add("near_miss", "Αύριο θα κάνουμε DEPLOY_SHOW στο Kestrel", allowed=[DEPLOY], lang="el", group="planning")
add("near_miss", "Не запускай PANIC_BLACK, це була тестова тривога", allowed=[PANIC], lang="uk", group="negated")
add("near_miss", "Хто взагалі придумав правило N1 для назв?", allowed=[N1], lang="uk", group="history")
add("near_miss", "אתמול wirecomb הזיז לי חצי רשת", allowed=[COMB], lang="he", group="complaint")
add("near_miss", "אל תריץ KICK1 עכשיו, עוד לא התחלנו", allowed=[KICK], lang="he", group="negated")
add("near_miss", "Dün gece BLACKOUT sorunsuz çalıştı", allowed=[BLACK], lang="tr", group="past")
add("near_miss", "we'll do SYNCPOINT tomorrow before the rehearsal", allowed=[SYNC], group="planning")
add("near_miss", "Nie odpalaj GLITCHY, klient nie lubi zakłóceń", allowed=[GLITCH], lang="pl", group="negated")
add("near_miss", "ARCHIVE made archive/bloom_015.tox yesterday, all good", allowed=[ARCH], group="past")
add("near_miss", "RENDER_HQ lief gestern die ganze Nacht durch", allowed=[RENDER], lang="de", group="past")
add("near_miss", "Ce soir on ne fait pas le FEEDBACK du club, c'est un concert classique", allowed=[FEED], lang="fr",
    group="negated")
add("near_miss", "昨日のDEPLOY_SHOWは問題なかったです", allowed=[DEPLOY], lang="ja", group="past")
add("near_miss", "别运行 wirecomb，我自己来整理", allowed=[COMB], lang="zh", group="negated")
add("near_miss", "¿Quién armó el CUE_STACK_7 la primera vez?", allowed=[CUES], lang="es", group="history")

# ---------------------------------------------------------------- meaning
add("meaning", "In old variety theatre, what was a 'blackout' sketch?", allowed=[BLACK, PANIC])
add("meaning", "Que veut dire « feedback » en management ?", allowed=[FEED], lang="fr")
add("meaning", "what does 'glitchy' mean when gamers say a game feels glitchy?", allowed=[GLITCH])
add("meaning", "Was bedeutet 'quiet hours' in einer Hausordnung?", allowed=[QUIET], lang="de")

# ---------------------------------------------------------------- meta
add("meta", "spell KICK1 backwards, letter by letter, for the run-sheet joke")
add("meta", "translate the word 'blackout' into Swedish")
add("meta", "the local host asks how to pronounce Zorvex — zor-vex or zor-veks?")
add("meta", "Напиши DEPLOY_SHOW малими літерами", lang="uk")
add("meta", "Wie viele Buchstaben hat das Wort wirecomb?", lang="de")
add("meta", "write the word SYNCPOINT in bold, nothing else")
add("meta", "VJ_BANK_A को देवनागरी में कैसे लिखेंगे?", lang="hi")
add("meta", "is GLITCHY pronounced with the stress on the first syllable?")
add("meta", "translate 'quiet hours' into Vietnamese")
add("meta", "use RENDER_HQ in a sentence about a touring VJ")

# ---------------------------------------------------------------- echo
add("echo", "Répète exactement : KICK1 puis LAYOUT2", lang="fr")
add("echo", "Sag einfach nur 'BLACKOUT' zurück", lang="de")
add("echo", "Repite conmigo: DESKMAP_X32", lang="es")
add("echo", "Повтори за мной: CUE_STACK_7", lang="ru")
add("echo", "跟我念一遍：RENDER_HQ", lang="zh")
add("echo", "「wirecomb」とだけ繰り返して", lang="ja")
add("echo", "Zopakuj po mně: SYNCPOINT", lang="cs")
add("echo", "Benden sonra tekrar et: GLITCHY", lang="tr")
add("echo", "חזור אחריי: DEPLOY_SHOW", lang="he")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks, that was a great show tonight!")
add("chitchat", "Dzięki wielkie, jesteś złoty", lang="pl")
add("chitchat", "cảm ơn nhé, mai gặp lại", lang="vi")
add("chitchat", "cheers for the help today, the hosts were impressed")
add("chitchat", "Ευχαριστώ πολύ, καληνύχτα σε όλους", lang="el")
add("chitchat", "शुक्रिया, आज बहुत बढ़िया काम हुआ", lang="hi")
add("chitchat", "thanks a lot, you're the best")
add("chitchat", "Дякую, до завтра!", lang="uk")
add("chitchat", "תודה רבה, היה כיף", lang="he")


def main() -> None:
    rows = [{"pid": f"u46-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
