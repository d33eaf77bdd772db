"""Hand-written source of prompts_unseen108.jsonl: a blind suite by an independent evaluator (gateeval108).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen108.jsonl byte for byte.

Language mix: about two thirds non-English, 5+ prompts in each of nl, pl, tr, sv, da, no, fi, cs, hu, ro, el,
uk, he, ar, hi, th, vi, id, ms, tl, plus en and a few in de, fr, es, ja, zh, it, pt, ru, ko.

Personas (they live here only):
- a Haarlem and Esbjerg harbour crew (nl, da) running projections on the quays;
- a Lodz and Olomouc light-festival collective (pl, cs) mapping facades;
- a Bodrum / Chania / Netanya beach-party network (tr, el, he) with DJs and a lighting desk;
- an Iloilo / Johor Bahru / Medan / Mysore temple-festival vendor (tl, ms, id, hi) renting rigs,
  with Swedish, Norwegian, Romanian and Ukrainian freelancers (sv, no, ro, uk);
- other crew members writing in fi, hu, ar, th, vi, and English-speaking leads.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen108.jsonl")
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

# --- Haarlem harbour crew (nl) ---
add("invoke", "Draai KICK1 op de hoofduitgang, de DJ begint zo.", [K], lang="nl", group="imperative")
add("invoke", "Kraan staat stil en de regen houdt op — doe even wirecomb op dit netwerk, het is één grote spaghetti.",
    [W], lang="nl", group="mid_message")
add("invoke", "Laad VJ_BANK_A en zet daarna de Zorvex grade erop.", [V, Z], lang="nl", group="multi")
add("near_miss", "VJ_BANK_A heeft gisteravond in Haarlem prima gedraaid, geen enkele hapering.", allowed=[V],
    lang="nl", group="past")
add("question", "Welke UDP-poort gebruikt de stagepad-tablet om OSC naar de show-pc in de loods te sturen?", ["fact_stagepad_ports"],
    lang="nl", group="fact")
add("echo", "Herhaal letterlijk: 'de kade is droog, we kunnen beginnen'.", lang="nl", group="echo")
add("meta", "Hoe spel je 'wirecomb' in het NAVO-alfabet?", lang="nl", group="spell")

# --- Esbjerg harbour crew (da) ---
add("invoke", "Vil du køre DESKMAP_X32? Mixeren er lige koblet på netværket.", [X], lang="da", group="polite")
add("invoke", "Alt er klar til havnefesten, så kør nu: DEPLOY_SHOW", [D], lang="da", group="trailing")
add("invoke", "Nej vent, ikke LAYOUT2 — lav wirecomb i stedet, noderne skal ikke flyttes i kolonner.", [W],
    allowed=[L], lang="da", group="correction")
add("near_miss", "Kør IKKE PANIC_BLACK, uanset hvad lysfolkene råber – vi tester bare brandalarmen.", allowed=[P],
    lang="da", group="negated")
add("bears", "Slet noise1 til noise6 i /project1/havn, de bruges ikke mere.", [B], lang="da", group="delete")
add("chitchat", "Tak for i dag, vi ses ved kajen i morgen!", lang="da", group="thanks")
add("unanswerable", "Hvordan får jeg en Leap Motion-controller til at virke i TouchDesigner?", lang="da", group="far")

# --- Lodz light-festival collective (pl) ---
add("invoke", "Odpal GLITCHY na wybranym TOP-ie, tym od projekcji na Piotrkowskiej.", [G], lang="pl",
    group="imperative")
add("invoke", "Zrób KICK1, a przy błyskach pilnuj STROBE_SAFE.", [K, S], lang="pl", group="multi")
add("invoke", "odpal kju stak siedem dla spektaklu tanecznego", [C], lang="pl", group="voice")
add("near_miss", "Jutro w Ołomuńcu zrobimy RENDER_HQ, dziś tylko próba.", allowed=[R], lang="pl", group="planning")
add("paraphrase", "Zrób tak, żeby główny obraz pulsował w rytm stopy perkusji.", [K], lang="pl")
add("meta", "Jak się wymawia 'Zorvex' po polsku?", lang="pl", group="pronounce")
add("ask_content", "Jaki próg ustawia KICK1 na Trigger CHOP?", [K], lang="pl", group="value")

# --- Olomouc light-festival collective (cs) ---
add("invoke", "Spusť SYNCPOINT, osvětlovač už má pult zapnutý.", [SY], lang="cs", group="imperative")
add("invoke", "Udělej to offline nahrávání ve vysoké kvalitě podle našeho presetu, potřebujeme video pro festival.",
    [R], lang="cs", group="title_words")
add("invoke", "Řiď se pravidlem N1 a pojmenuj nové operátory na fasádě.", [N], lang="cs", group="rule")
add("near_miss", "wirecomb mi včera rozházel celou síť, všude jsou teď nully.", allowed=[W], lang="cs",
    group="complaint")
add("echo", "Zopakuj přesně tuhle větu: fasáda svítí modře.", lang="cs", group="echo")
add("unanswerable", "Jak v TouchDesigneru připojit Stream Deck přes plugin?", lang="cs", group="far")

# --- Bodrum beach-party network (tr) ---
add("invoke", "PANIC_BLACK! Sahneye biri çıktı, hemen karart!", [P], lang="tr", group="emergency")
add("invoke", "Rica etsem VJ_BANK_A'yı yükler misin? Gün batımı seti başlıyor.", [V], lang="tr", group="polite")
add("invoke", "Saat 23:55, set bitiyor — BLACKOUT'u şimdi çalıştır.", [BO], lang="tr", group="timed")
add("near_miss", "Emre, 'GLITCHY'yi çalıştırma, müşteri sevmiyor' dedi.", allowed=[G], lang="tr", group="reported")
add("bears", "Plaj partisi için flaşı 8 Hz'e çıkar, ritimle senkron olsun.", [S], allowed=["rcp_strobe_flash"],
    lang="tr", group="strobe")
add("chitchat", "Bodrum'dan selamlar, bugün deniz harika!", lang="tr", group="greeting")

# --- Chania beach-party network (el) ---
add("invoke", "Τρέξε το FEEDBACK για το club set, τα trails με τις δικές μου ρυθμίσεις.", [F], lang="el",
    group="common_word")
add("invoke", "Zorvex grade — βάλ' το στο τελικό composite, παρακαλώ.", [Z], lang="el", group="name_first")
add("invoke", "Κάνε LAYOUT2 και μετά wirecomb στο δίκτυο της παραλίας.", [L, W], lang="el", group="multi")
add("near_miss", "Αν είχαμε το X32 εδώ θα έτρεχα το DESKMAP_X32, αλλά ο μίκτης έμεινε στην Αθήνα.", allowed=[X],
    lang="el", group="hypothetical")
add("question", "Ποια είναι τα χρώματα της Aurora σε hex;", ["fact_aurora_palette"], lang="el", group="fact")
add("meaning", "Τι σήμαινε η λέξη «μπλακ άουτ» στα χρόνια του πολέμου;", allowed=[BO], lang="el", group="meaning")

# --- Netanya beach-party network (he) ---
add("invoke", "תריץ את DEPLOY_SHOW, המסיבה בחוף מתחילה בעוד חצי שעה.", [D], lang="he", group="imperative")
add("invoke", "לא, רגע, לא BLACKOUT — זה מצב חירום, PANIC_BLACK עכשיו!", [P], allowed=[BO], lang="he",
    group="correction")
add("invoke", "/syncpoint לפני שקונסולת התאורה מתחילה", [SY], lang="he", group="slash_command")
add("near_miss", "KICK1 עדיין פועל על היציאה הראשית?", allowed=[K], lang="he", group="status")
add("bears", "השעה 22:40 ואנחנו במקום ליד הנהר — תעלה את המאסטר ל-0 dBFS.", [Q], lang="he", group="venue_late")
add("echo", "תחזור אחריי מילה במילה: הכול מוכן להופעה.", lang="he", group="echo")

# --- crew member (ar) ---
add("invoke", "شغّل KICK1 على المخرج الرئيسي من فضلك.", [K], lang="ar", group="polite")
add("invoke", "نفّذ RENDER_HQ الآن، نحتاج الملف قبل الصباح.", [R], lang="ar", group="imperative")
add("near_miss", "حفظت الملف باسم render_hq_final.mov على سطح المكتب.", allowed=[R], lang="ar", group="filename")
add("ask_content", "كل كم ثانية يرسل DESKMAP_X32 رسالة /xremote؟", [X], lang="ar", group="value")
add("meta", "اكتب كلمة GLITCHY بالحروف العربية فقط.", lang="ar", group="transliterate")
add("unanswerable", "كيف أربط TouchDesigner مع Unreal Engine عبر Live Link؟", lang="ar", group="far")

# --- Mysore temple-festival vendor (hi) ---
add("invoke", "मैसूर वाले प्रोजेक्ट पर LAYOUT2 चला दो, नेटवर्क बहुत बिखरा हुआ है।", [L], lang="hi", group="imperative")
add("invoke", "CUE_STACK_7 बना दो, कोरियोग्राफर की शीट आ गई है।", [C], lang="hi", group="imperative")
add("invoke", "ARCHIVE नियम के हिसाब से bloom.tox की कॉपी रखो और फिर Zorvex grade लगाओ।", [A, Z], lang="hi",
    group="multi")
add("near_miss", "कल रात मंदिर उत्सव में BLACKOUT बिलकुल सही चला था।", allowed=[BO], lang="hi", group="past")
add("chitchat", "नमस्ते! आज मंदिर में बहुत भीड़ है।", lang="hi", group="greeting")
add("question", "TouchDesigner में Textport कैसे खोलते हैं?", ["td_textport"], lang="hi", group="builtin_only",
    builtin=True)

# --- crew member (th) ---
add("invoke", "ช่วยรัน GLITCHY กับ TOP ที่เลือกอยู่หน่อย", [G], lang="th", group="polite")
add("invoke", "🔥🔥 VJ_BANK_A เลย 🔥🔥", [V], lang="th", group="emoji")
add("near_miss", "อย่าเพิ่งรัน DEPLOY_SHOW นะ ยังเช็คโปรเจกเตอร์ไม่เสร็จ", allowed=[D], lang="th", group="negated")
add("echo", "พูดตามฉันนะ: คืนนี้ไฟสวยมาก", lang="th", group="echo")
add("question", "Nebula ใช้เฟรมเรตเท่าไหร่", ["fact_nebula_fps"], lang="th", group="fact")
add("meta", "คำว่า SYNCPOINT มีกี่ตัวอักษร", lang="th", group="count")

# --- crew member (vi) ---
add("invoke", "Chạy DESKMAP_X32 đi, bàn mixer vừa cắm xong.", [X], lang="vi", group="imperative")
add("invoke", "chạy KIKC1 đi em", [K], lang="vi", group="typo")
add("invoke", "Ừ, được, cứ làm wirecomb đi.", [W], lang="vi", group="consent")
add("near_miss", "Tên KICK1 nghe hay hơn cái tên BASSHIT hồi trước nhỉ?", allowed=[K], lang="vi", group="comparison")
add("unanswerable", "Có cách nào đóng gói project TouchDesigner thành trang web WebGL để khách xem trên điện thoại không?", lang="vi", group="far")
add("ask_content", "BLACKOUT mờ dần trong bao nhiêu giây vậy?", [BO], lang="vi", group="value")

# --- Medan temple-festival vendor (id) ---
add("invoke", "Tolong jalankan Zorvex grade di komposit akhir ya.", [Z], lang="id", group="polite")
add("invoke", "Jalankan SYNCPOINT sebelum pertunjukan di Medan dimulai.", [SY], lang="id", group="imperative")
add("invoke", "WARNING: /project1/deck_a3 file not found\nWARNING: /project1/deck_a5 file not found\n"
    "foldernya sudah saya perbaiki, sekarang muat ulang VJ_BANK_A", [V], lang="id", group="log_paste")
add("near_miss", "Di catatan kru tertulis \"jalankan RENDER_HQ\", tapi itu catatan minggu lalu dan sudah dikerjakan.",
    allowed=[R], lang="id", group="quoted")
add("paraphrase", "Susun operator input di paling kiri, pemrosesan ke kanan sesuai urutan sinyal, dan semua Null di "
    "ujung sebelum output.", [L], lang="id")
add("chitchat", "Makasih banyak, festivalnya lancar!", lang="id", group="thanks")

# --- Johor Bahru temple-festival vendor (ms) ---
add("invoke", "Boleh tolong jalankan KICK1 untuk set malam ni?", [K], lang="ms", group="polite")
add("invoke", "Jalankan CUE_STACK_7, koreografer dah hantar senarai cue.", [C], lang="ms", group="imperative")
add("invoke", "Buat DEPLOY_SHOW dan lepas tu SYNCPOINT dengan konsol lampu.", [D, SY], lang="ms", group="multi")
add("near_miss", "Esok pagi baru kita buat LAYOUT2, malam ni biar dulu.", allowed=[L], lang="ms", group="planning")
add("unanswerable", "Macam mana nak guna Spout dengan Resolume dalam TouchDesigner?", lang="ms", group="near")
add("echo", "Ulang ayat ni sebijik-sebijik: pentas dah siap.", lang="ms", group="echo")

# --- Iloilo temple-festival vendor (tl) ---
add("invoke", "Pakipatakbo ang BLACKOUT, tapos na ang set namin.", [BO], lang="tl", group="end_set")
add("invoke", "Gawin mo na ang GLITCHY sa napiling TOP, bilis!", [G], lang="tl", group="imperative")
add("invoke", "Sundin ang STROBE_SAFE sa bagong strobe na ginagawa ko.", [S], lang="tl", group="rule")
add("near_miss", "Noong Dinagyang 2023, doon namin unang ginamit ang DESKMAP_X32.", allowed=[X], lang="tl",
    group="history")
add("meta", "Paano isasalin ang 'quiet hours' sa Tagalog?", lang="tl", group="translate")
add("question", "Saan naka-save ang show media sa gallery PC?", ["fact_media_drive"], lang="tl", group="fact")

# --- Swedish freelancer (sv) ---
add("invoke", "Kör RENDER_HQ nu, kunden vill ha filen i kväll.", [R], lang="sv", group="imperative")
add("invoke", "kör namngivningsregeln N1 på allt jag byggt idag", [N], lang="sv", group="lowercase")
add("invoke", "Klockan är 22:15 och vi står på stället vid floden, så tillämpa quiet hours-regeln på mastern.", [Q],
    lang="sv", group="conditional")
add("near_miss", "I koden står det `# TODO: VJ_BANK_A`, kan jag bara ta bort den raden?", allowed=[V], lang="sv",
    group="code")
add("ask_content", "Vilken codec och vilken bildfrekvens använder RENDER_HQ?", [R], lang="sv", group="value")
add("unanswerable", "Hur får jag TouchDesigner att läsa in en FBX med skelettanimation från Blender?", lang="sv",
    group="far")

# --- Norwegian freelancer (no) ---
add("invoke", "Kjør DEPLOY_SHOW, vi åpner dørene om ti minutter.", [D], lang="no", group="imperative")
add("invoke", "kjør D E S K M A P _ X 3 2", [X], lang="no", group="spaces")
add("invoke", "Legg på Zorvex-looken på sluttbildet.", [Z], lang="no", group="title_words")
add("near_miss", "Lydteknikeren sa at BLACKOUT kuttet lyden for tidlig i går.", allowed=[BO], lang="no",
    group="reported")
add("bears", "Åpne den eksternt lagrede bloom.tox og sett terskelen til 0,7.", [A], lang="no", group="external_tox")
add("chitchat", "God morgen! Kaffe først, så jobber vi.", lang="no", group="greeting")

# --- crew member (fi) ---
add("invoke", "Aja KICK1, basso jytää jo.", [K], lang="fi", group="terse")
add("invoke", "Tee LAYOUT2 tähän verkkoon, kiitos.", [L], lang="fi", group="polite")
add("invoke", "PANIC_BLACK heti, joku kiipesi rekalle!", [P], lang="fi", group="emergency")
add("near_miss", "RENDER_HQ kesti eilen melkein tunnin, ihan liian kauan.", allowed=[R], lang="fi", group="complaint")
add("question", "Missä show-loki on?", ["fact_show_log"], lang="fi", group="fact")
add("meaning", "Mitä sana 'feedback' tarkoittaa psykologiassa?", allowed=[F], lang="fi", group="meaning")

# --- crew member (hu) ---
add("invoke", "Futtasd a CUE_STACK_7-et a táncelőadáshoz.", [C], lang="hu", group="imperative")
add("invoke", "Kérlek, csináld meg a GLITCHY-t a kijelölt TOP-ra.", [G], lang="hu", group="polite")
add("invoke", "Tartsd be az ARCHIVE szabályt, aztán szerkeszd a bloom.tox-ot.", [A], lang="hu", group="rule")
add("near_miss", "A SYNCPOINT tegnap hibátlanul lefutott Győrben.", allowed=[SY], lang="hu", group="past")
add("meta", "Írd le csupa nagybetűvel: zorvex.", lang="hu", group="case")
add("unanswerable", "Hogyan tudok SRT protokollal streamelni TouchDesignerből?", lang="hu", group="near")

# --- Romanian freelancer (ro) ---
add("invoke", "Rulează DESKMAP_X32 te rog, mixerul e conectat.", [X], lang="ro", group="polite")
add("invoke", "Aplică STROBE_SAFE pe efectul de bliț de pe scenă.", [S], lang="ro", group="rule")
add("invoke", "Fă KICK1, apoi GLITCHY pe TOP-ul selectat.", [K, G], lang="ro", group="multi")
add("near_miss", "Mâine dimineață facem CUE_STACK_7 cu coregraful.", allowed=[C], lang="ro", group="planning")
add("bears", "Creează un Noise TOP și un Level TOP pentru fundalul scenei.", [N], lang="ro", group="create")
add("ask_content", "Ce formă trebuie să aibă numele operatorilor după regula N1?", [N], lang="ro", group="content")

# --- Ukrainian freelancer (uk) ---
add("invoke", "Запусти SYNCPOINT, пульт світла вже онлайн.", [SY], lang="uk", group="imperative")
add("invoke", "Зроби wirecomb, бо дроти перехрещуються.", [W], lang="uk", group="name_as_verb")
add("invoke", "Завантаж VJ_BANK_A на деки.", [V], lang="uk", group="imperative")
add("near_miss", "Не запускай BLACKOUT, ще одна пісня на біс.", allowed=[BO], lang="uk", group="negated")
add("question", "Яка відеокарта стоїть у RIG-B?", ["fact_rig_b"], lang="uk", group="fact")
add("echo", "Повтори слово в слово: світло готове.", lang="uk", group="echo")

# --- crew members in the nine larger languages ---
add("invoke", "Bitte BACKUP_FIRST beachten und dann den Ordner /project1/alt löschen.", [B], lang="de", group="rule")
add("question", "Wie übergebe ich einen Float an ein Uniform im GLSL TOP?", ["td_glsl_top_basics"],
    allowed=["ref_glsl_uniforms"], lang="de", group="builtin_compete", builtin=True)
add("near_miss", "Die Quiet-Hours-Regel am Fluss haben wir letzten Sommer eingeführt, weil die Nachbarn geklagt haben.",
    allowed=[Q], lang="de", group="history")
add("echo", "Sag genau das nach: Die Bühne ist frei.", lang="de", group="echo")
add("invoke", "Lance PANIC_BLACK tout de suite, il y a un problème sur scène !", [P], lang="fr", group="emergency")
add("invoke", "Mets le FEEDBACK pour le club, avec mes réglages de traînées.", [F], lang="fr", group="common_word")
add("question", "C'est quoi la différence entre les modes export et bind d'un paramètre ?", ["td_parameter_modes"],
    lang="fr", group="builtin_only", builtin=True)
add("echo", "Répète mot pour mot : le quai est prêt.", lang="fr", group="echo")
add("invoke", "Ejecuta BLACKOUT, ya terminó el set.", [BO], lang="es", group="end_set")
add("near_miss", "No ejecutes VJ_BANK_A todavía, faltan dos clips.", allowed=[V], lang="es", group="negated")
add("chitchat", "¡Qué noche, gente! Mañana más.", lang="es", group="small_talk")
add("invoke", "BACKUP_FIRSTに従って、使っていないオペレーターを削除して", [B], lang="ja", group="rule")
add("question", "コンポーネントの外にデータを渡すには、Select TOPとOut TOPのどちらを使うべき？", ["td_select_in_out"],
    lang="ja", group="builtin_only", builtin=True)
add("near_miss", "昨日のSYNCPOINTは三回とも成功したよ。", allowed=[SY], lang="ja", group="past")
add("echo", "そのまま繰り返して：照明チェック完了。", lang="ja", group="echo")
add("invoke", "运行 LAYOUT2，把这个网络整理一下", [L], lang="zh", group="imperative")
add("invoke", "Sono le 22:40 al locale sul fiume: applica la regola delle quiet hours al master.", [Q], lang="it",
    group="conditional")
add("invoke", "Aplica a regra ARCHIVE antes de mexer no strobe.tox externo.", [A], lang="pt", group="rule")
add("chitchat", "Valeu, galera, foi demais!", lang="pt", group="thanks")
add("invoke", "Примени правило N1 к новым операторам в контейнере фасада.", [N], lang="ru", group="rule")
add("chitchat", "Спасибо, отличная работа!", lang="ru", group="thanks")
add("invoke", "리버사이드 공연장인데 지금 22시 20분이니까 quiet hours 규칙 적용해서 마스터 레벨 맞춰줘", [Q], lang="ko",
    group="conditional")

# --- English-speaking leads ---
add("invoke", "BACKUP_FIRST, then clear out everything inside /project1/old_scenes.", [B], group="name_first")
add("invoke", "before you delete the unused movie file ins, do the back up first rule like always", [B],
    group="title_words")
add("invoke", "- [ ] BACKUP_FIRST on /project1/harbour\n- [ ] RENDER_HQ\n- [ ] BLACKOUT when the last track ends",
    [B, R, BO], group="checklist")
add("invoke", "trails for the club set please, the FEEDBACK way I like them", [F], group="common_word")
add("invoke", "FEEDBACK on the club visuals now — my trail settings, not the default ones.", [F],
    group="common_word")
add("invoke", "it's 22:30 at the riverside venue and the DJ wants more level — follow the quiet hours rule when you "
    "set the master", [Q], group="conditional")
add("invoke", "Riverside quiet hours started at 22:00 and it's 22:01 now, so apply them to the master chain.", [Q],
    group="timed")
add("invoke", "ok go ahead with ARCHIVE on lasers.tox, then I'll tweak it", [A], group="consent")
add("invoke", "hey can you do the naming rule N1 pass on the new kick chain", [N], group="rule")
add("invoke", "end of set, BLACKOUT", [BO], group="end_set")
add("invoke", "Voice note transcript: \"okay uh run kick one on the main out thanks\"", [K], group="voice")
add("invoke", "Run wire comb on this network", [W], group="spaces")
add("invoke", "/render_hq festival_teaser", [R], group="slash_command")
add("invoke", "2025-06-14 21:58:02 ERROR deck_b2: codec not supported\n2025-06-14 21:58:03 WARNING perform: dropped 14 "
    "frames\nok ignore that, just do DEPLOY_SHOW", [D], group="log_paste")
add("invoke", "Run STROBE_SAFE and KICK1 together on the main out.", [S, K], group="multi")
add("invoke", "No wait, not RENDER_HQ — just run CUE_STACK_7 for tonight.", [C], allowed=[R], group="correction")
add("invoke", "go ahead: ARCHIVE the external shoreline.tox before editing it, then name the new ops per N1", [A, N],
    group="multi")

add("ask_content", "Before the Netanya beach show: in DEPLOY_SHOW, what step comes after checking /project1 for errors?", [D], group="order")
add("ask_content", "Remind me what the Zorvex grade does to the greens?", [Z], group="content")
add("ask_content", "For the Chania gig, what's the highest flash rate STROBE_SAFE lets me use?", [S], group="value")
add("ask_content", "Where does the ARCHIVE rule put the numbered copy?", [A], group="content")
add("ask_content", "what file does CUE_STACK_7 read the cues from?", [C], group="content")

add("bears", "Get rid of the three unused Lag CHOPs in /project1/audio, they're just clutter.", [B], group="delete")
add("bears", "Make the white strobe on the drop run at 10 Hz, the promoter insists.", [S],
    allowed=["rcp_strobe_flash"], group="strobe")

add("paraphrase", "hook the Behringer console up so its channel faders come in as CHOP channels", [X])
add("paraphrase", "bounce the whole piece to disk frame by frame at the best possible image, not in realtime", [R])
add("paraphrase", "give this image some datamosh-style digital corruption", [G], allowed=["rcp_webcam_glitch"])

add("question", "how do I use feedback to get long smeary trails on a webcam image?", ["ref_feedback_top"],
    allowed=[F, "rcp_webcam_glitch", "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("question", "what DMX address is moving head number 4 on?", ["fact_dmx_heads"], group="fact")
add("question", "My GLSL TOP uniform stays at zero even though I typed it on the Vectors page, why?",
    ["ref_glsl_uniforms"], group="reference")
add("task", "Build me a lower-third title that slides in from the left.", ["rcp_lower_third"],
    allowed=["ref_timer_chop"], group="reference")
add("question", "Harbour crew keeps mixing them up: DAT Execute DAT vs Execute DAT, which fires on table edits?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "How do I keep a Python dict on a COMP so it's still there after saving?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "why doesn't my operator cook when nothing downstream is viewing it?", ["td_cooking_pull_model"],
    group="builtin_only", builtin=True)
add("task", "Catch a pulse on a custom parameter with a Parameter Execute DAT and print it.",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters", "td_textport"], group="builtin_only",
    builtin=True)

add("unanswerable", "How do I get TouchDesigner talking to a Philips Hue bridge?", group="far")
add("unanswerable", "Can one machine run two Kinect v2 sensors at once in TouchDesigner?", group="near")
add("unanswerable", "Could TouchDesigner run with no display on an Ubuntu box in the harbour office rack?", group="far")
add("unanswerable", "How do I move my TouchDesigner Pro license to an offline machine?", group="far")

add("near_miss", "Don't touch GLITCHY tonight, the client hated it.", allowed=[G], group="negated")
add("near_miss", "LAYOUT2 ran fine on the harbour network last night.", allowed=[L], group="past")
add("near_miss", "We'll do RENDER_HQ on Thursday once the Esbjerg edit is locked.", allowed=[R], group="planning")
add("near_miss", "Sven said KICK1 looked too aggressive at the sound check.", allowed=[K], group="reported")
add("near_miss", "If the X32 clears customs in time we'd run DESKMAP_X32, but it's stuck in Rotterdam.", allowed=[X],
    group="hypothetical")
add("near_miss", "Honestly I like the name wirecomb more than LAYOUT2.", allowed=[W, L], group="comparison")
add("near_miss", "Renamed the folder to zorvex_grade_old so nobody overwrites it.", allowed=[Z], group="filename")
add("near_miss", "My variable is `blackout_done = False` — does Python care about the underscore?", allowed=[BO],
    group="variable")
add("near_miss", "In my script I wrote `def run_syncpoint(): pass` as a placeholder, will that break anything?",
    allowed=[SY], group="code")
add("near_miss", "The sign on the booth door says \"PANIC_BLACK = big red button\".", allowed=[P], group="quoted")
add("near_miss", "ugh, BACKUP_FIRST filled my drive with tox files again", allowed=[B], group="complaint")
add("near_miss", "Back in 2022 we didn't have STROBE_SAFE at all, wild times.", allowed=[S], group="history")
add("near_miss", "Heads-up for the crew: the naming rule N1 doc is pinned in #td-help.", allowed=[N],
    group="incidental")

add("meaning", "what does 'archive' mean when a museum talks about it?", allowed=[A], group="meaning")
add("meaning", "Where does the slang word 'glitchy' come from?", allowed=[G], group="meaning")
add("meaning", "what's a kick drum in a drum kit?", allowed=[K], group="meaning")

add("meta", "Spell DESKMAP_X32 backwards, letter by letter, separated by dots.", group="reverse")
add("meta", "Start your reply with the word BLACKOUT and then tell me a harbour joke.", group="start_reply")
add("meta", "Count the underscores in CUE_STACK_7 for me, the Olomouc crew bet on it.", group="count")
add("meta", "Put the word RENDER_HQ in bold, nothing else.", group="bold")
add("meta", "Use 'wirecomb' in a sentence about a barber in Haarlem.", group="sentence")

add("chitchat", "lol that beach party was something else", group="small_talk")
add("chitchat", "thanks, that's all for now, off to the beach", group="thanks")


def main() -> None:
    rows = [{"pid": f"u108-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
