"""Hand-written source of prompts_unseen93.jsonl: a blind suite by an independent evaluator (gateeval93).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen93.jsonl byte for byte.

Personas (they live here only):
- an Antwerp and Rotterdam harbour-festival crew (Dutch and English, stages on the quays);
- a Gdansk and Bratislava theatre-projection collective (Polish, Czech, Ukrainian members, the dance piece);
- an Istanbul / Athens / Beirut fashion-show network (Turkish, Greek, Arabic, Hebrew and Romanian members);
- a Bangkok / Kuala Lumpur / Jakarta / Chennai concert-tour vendor (Thai, Malay, Indonesian, Hindi, Vietnamese,
  Tagalog crew) with Danish, Finnish, Hungarian and Czech freelancers (plus Swedish and Norwegian riggers).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen93.jsonl")
ROWS: list[dict] = []

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


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke: English (harbour crew, tour vendor)
add("invoke", "KICK1 ⚓", [K], group="bare")
add("invoke", "layout2 pls, quay B patch", [L], group="terse")
add("invoke", "Could you please run DESKMAP_X32 for the desk on the Rotterdam quay stage?", [X], group="polite")
add("invoke", "RENDER_HQ: the sixty-second harbour teaser, start it now.", [R], group="name_first")
add("invoke", "The decks are empty and the gates open in ten minutes, so go ahead: VJ_BANK_A", [V], group="trailing")
add("invoke", "ok the projector on pier 3 is warm; please do GLITCHY on the selected Movie File In and then "
    "tell me what you added", [G], group="mid_message")
add("invoke", "Apply BACKUP_FIRST, then delete the old noise_bg chain in /project1/fx.", [B], group="rule")
add("invoke", "Apply our house colour look after the final composite.", [Z], group="title_words")
add("invoke", "Load clip bank A into the decks for the harbour opening.", [V], group="title_words")
add("invoke", "run W I R E C O M B on /project1/scene", [W], group="spaces")
add("invoke", "hey um can you do the sync point thing with the lighting console now thanks", [SY], group="voice")
add("invoke", "🔥🔥 FEEDBACK trails for the club set pls 🔥", [F], group="emoji")
add("invoke", "/cue_stack_7 kestrel", [C], group="slash_command")
add("invoke", "- [x] projector focus\n- [ ] DEPLOY_SHOW\n- [ ] SYNCPOINT\ndo the unchecked ones", [D, SY],
    group="checklist")
add("invoke", "```\n[21:47:03] WARNING audio_in1: buffer underrun\n[21:47:05] ERROR crowd barrier sensor B2 tripped\n"
    "```\nstage manager is shouting, PANIC_BLACK now", [P], group="log_paste")
add("invoke", "run LAYOUT2 — no wait, not LAYOUT2, wirecomb; I only want the wires straightened", [W], [L],
    group="correction")
add("invoke", "You asked whether to go ahead with RENDER_HQ on rec1: yes, go ahead.", [R], group="consent")
add("invoke", "It's 23:10 at the riverside now, so apply the quiet hours rule before you touch the master gain.",
    [Q], group="conditional")
add("invoke", "Tech rehearsal starts at 14:00 and it's 13:58, run CUE_STACK_7 now.", [C], group="timed")
add("invoke", "Do VJ_BANK_A, then KICK1, then GLITCHY on the deck output.", [V, K, G], group="multi")
add("invoke", "pls run DEPOLY_SHOW", [D], group="typo")
add("invoke", "New operators coming: follow naming rule N1 for everything you create, then run KICK1.", [N, K],
    group="multi")
add("invoke", "Strobe for the drop: apply STROBE_SAFE and build KICK1 on the main output.", [S, K], group="multi")

# ---------------------------------------------------------------- invoke: twenty other languages
# nl (Antwerp / Rotterdam)
add("invoke", "Voer KICK1 uit op de hoofduitgang, de bas van de kadebühne komt binnen op input 1.", [K], lang="nl",
    group="imperative")
add("invoke", "Kun je even LAYOUT2 draaien? Het netwerk is een zooitje na de repetitie.", [L], lang="nl",
    group="polite")
add("invoke", "Doe de BLACKOUT, de set is afgelopen, bedankt Rotterdam!", [BO], lang="nl", group="end_set")
add("invoke", "Eerst DESKMAP_X32, daarna SYNCPOINT met de lichttafel.", [X, SY], lang="nl", group="multi")
# pl (Gdansk)
add("invoke", "Uruchom proszę CUE_STACK_7 dla spektaklu tanecznego, próba techniczna zaraz się zaczyna.", [C],
    lang="pl", group="polite")
add("invoke", "ZORVEX na końcowy kompozyt, szybko", [Z], lang="pl", group="terse")
add("invoke", "Zrób SYNCPOINT z konsolą oświetleniową, zanim wpuścimy publiczność.", [SY], lang="pl",
    group="imperative")
# tr (Istanbul)
add("invoke", "Podyum başlamadan önce DEPLOY_SHOW'u çalıştırır mısın lütfen?", [D], lang="tr", group="polite")
add("invoke", "GLITCHY'yi seçili TOP'a uygula, defile müziği başladı.", [G], lang="tr", group="imperative")
add("invoke", "ARCHIVE kuralına uy ve bloom.tox'u düzenle: opaklığı 0.8 yap.", [A], lang="tr", group="rule")
# sv
add("invoke", "Kör RENDER_HQ på rec1, vi behöver teasern till i morgon.", [R], lang="sv", group="imperative")
add("invoke", "kan du köra wirecomb på /project1/lights? tack", [W], lang="sv", group="lowercase")
add("invoke", "Använd STROBE_SAFE på blixteffekten innan vi visar den för kunden.", [S], lang="sv", group="rule")
# da (freelancer)
add("invoke", "Kør DESKMAP_X32, mixeren er tilsluttet nu.", [X], lang="da", group="imperative")
add("invoke", "Vær sød at indlæse VJ_BANK_A før dørene åbner.", [V], lang="da", group="polite")
add("invoke", "PANIC_BLACK!!! nogen er faldet ned fra scenen", [P], lang="da", group="emergency")
# no
add("invoke", "Kjør BACKUP_FIRST og slett så den gamle noise-kjeden i /project1/fx.", [B], lang="no", group="rule")
add("invoke", "Lag FEEDBACK-trails til klubbsettet, på min måte.", [F], lang="no", group="title_words")
add("invoke", "Kan du kjøre KICK1 nå? Lydteknikeren har gitt oss linja.", [K], lang="no", group="polite")
# fi (freelancer)
add("invoke", "Aja DEPLOY_SHOW, esitys alkaa puolen tunnin päästä.", [D], lang="fi", group="imperative")
add("invoke", "Tee CUE_STACK_7 tanssiteokselle, kiitos.", [C], lang="fi", group="polite")
add("invoke", "Käytä nimeämissääntöä N1 kaikkiin uusiin operaattoreihin ja rakenna sitten GLITCHY.", [N, G],
    lang="fi", group="multi")
# cs (Bratislava collective / freelancer)
add("invoke", "Spusť prosím LAYOUT2, síť po zkoušce vypadá hrozně.", [L], lang="cs", group="polite")
add("invoke", "Udělej Zorvex grade na výstup, díky.", [Z], lang="cs", group="imperative")
add("invoke", "Nejdřív VJ_BANK_A, pak DESKMAP_X32.", [V, X], lang="cs", group="multi")
# hu (freelancer)
add("invoke", "Futtasd a RENDER_HQ-t, kell a felvétel a turné promóhoz.", [R], lang="hu", group="imperative")
add("invoke", "Légyszi csináld meg a SYNCPOINT-ot a fénypulttal.", [SY], lang="hu", group="polite")
add("invoke", "Most jöhet a wirecomb a /project1/stage hálózatra.", [W], lang="hu", group="live_chat")
# ro
add("invoke", "Rulează KICK1 pe ieșirea principală, te rog.", [K], lang="ro", group="polite")
add("invoke", "Aplică regula ARCHIVE înainte să modifici logo.tox, apoi schimbă culoarea în alb.", [A], lang="ro",
    group="rule")
add("invoke", "Fă BLACKOUT-ul de final, s-a terminat setul.", [BO], lang="ro", group="end_set")
# el (Athens)
add("invoke", "Τρέξε το DEPLOY_SHOW πριν ανοίξει η πασαρέλα.", [D], lang="el", group="imperative")
add("invoke", "Βάλε το GLITCHY στο επιλεγμένο TOP, παρακαλώ.", [G], lang="el", group="polite")
add("invoke", "Κάνε FEEDBACK trails για το club set, όπως τα θέλω εγώ.", [F], lang="el", group="title_words")
# uk (Gdansk collective)
add("invoke", "Запусти CUE_STACK_7 для танцювальної вистави.", [C], lang="uk", group="imperative")
add("invoke", "Застосуй правило STROBE_SAFE до стробоскопа на задньому екрані.", [S], lang="uk", group="rule")
add("invoke", "Будь ласка, зроби LAYOUT2 у /project1/main.", [L], lang="uk", group="polite")
# he
add("invoke", "תריץ את DESKMAP_X32 בבקשה, המיקסר מחובר.", [X], lang="he", group="polite")
add("invoke", "PANIC_BLACK עכשיו!", [P], lang="he", group="emergency")
add("invoke", "תעשה wirecomb לרשת הזאת, היא בלגן אחד גדול.", [W], lang="he", group="name_as_verb")
# ar (Beirut)
add("invoke", "شغّل RENDER_HQ على rec1 من فضلك.", [R], lang="ar", group="polite")
add("invoke", "طبّق قاعدة الساعات الهادئة في مكان العرض على النهر، الساعة الآن 22:30.", [Q], lang="ar",
    group="conditional")
add("invoke", "حمّل VJ_BANK_A قبل بداية عرض الأزياء.", [V], lang="ar", group="imperative")
# hi (Chennai)
add("invoke", "कृपया KICK1 चलाओ, DJ का फ़ीड आ गया है।", [K], lang="hi", group="polite")
add("invoke", "BACKUP_FIRST करो और फिर पुराना noise1 डिलीट कर दो।", [B], lang="hi", group="rule")
add("invoke", "ZORVEX ग्रेड लगाओ फ़ाइनल कंपोज़िट पर", [Z], lang="hi", group="terse")
# th (Bangkok)
add("invoke", "ช่วยรัน SYNCPOINT กับคอนโซลไฟหน่อย ก่อนคอนเสิร์ตเริ่ม", [SY], lang="th", group="polite")
add("invoke", "รัน DEPLOY_SHOW เลย", [D], lang="th", group="terse")
add("invoke", "ใช้กฎ N1 ตั้งชื่อ operator ใหม่ทุกตัวที่สร้างวันนี้ด้วยนะ", [N], lang="th", group="rule")
# vi
add("invoke", "Chạy GLITCHY cho TOP đang chọn giúp mình.", [G], lang="vi", group="polite")
add("invoke", "Làm BLACKOUT đi, hết set rồi.", [BO], lang="vi", group="end_set")
add("invoke", "Áp dụng STROBE_SAFE cho hiệu ứng nhấp nháy trước khi chiếu.", [S], lang="vi", group="rule")
# id (Jakarta)
add("invoke", "Tolong jalankan DESKMAP_X32 sekarang, mixer X32 sudah terhubung.", [X], lang="id", group="polite")
add("invoke", "Jalankan CUE_STACK_7 ya.", [C], lang="id", group="terse")
add("invoke", "Terapkan aturan ARCHIVE sebelum edit intro.tox.", [A], lang="id", group="rule")
# ms (Kuala Lumpur)
add("invoke", "Sila jalankan VJ_BANK_A sebelum persembahan bermula.", [V], lang="ms", group="polite")
add("invoke", "Buat FEEDBACK trails untuk set kelab, ikut cara saya.", [F], lang="ms", group="title_words")
add("invoke", "Jalankan RENDER_HQ untuk rakaman promosi.", [R], lang="ms", group="imperative")
# tl (tour crew)
add("invoke", "Paki-run ang LAYOUT2, ang gulo ng network.", [L], lang="tl", group="polite")
add("invoke", "I-apply mo ang quiet hours rule sa riverside venue, lampas na ng alas-diyes ng gabi.", [Q], lang="tl",
    group="conditional")
add("invoke", "Gawin mo ang BACKUP_FIRST bago burahin ang lumang chain.", [B], lang="tl", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does DESKMAP_X32 listen on, and which OSC address does it filter?", [X], group="port")
add("ask_content", "DEPLOY_SHOW question: once the recursive error check in /project1 passes, what's the very next step?", [D], group="order")
add("ask_content", "Quick one for the Rotterdam rig: what threshold and release time does KICK1 set on its Trigger CHOP?", [K], group="value")
add("ask_content", "Hoe lang duurt de fade in de BLACKOUT-procedure?", [BO], lang="nl", group="value")
add("ask_content", "Jaki kodek i jaką rozdzielczość ustawia RENDER_HQ?", [R], lang="pl", group="value")
add("ask_content", "Beyrut ekibi soruyor: SYNCPOINT ping'i hangi IP'ye ve kaç numaralı porta yolluyor?", [SY], lang="tr", group="port")
add("ask_content", "Hvad siger BACKUP_FIRST om, hvor backuppen skal gemmes?", [B], lang="da", group="content")
add("ask_content", "กฎ quiet hours ที่ riverside venue จำกัดเสียง master ไว้ที่กี่ dBFS?", [Q], lang="th",
    group="value")
add("ask_content", "Di GLITCHY, weight Displace TOP-nya berapa?", [G], lang="id", group="value")
add("ask_content", "מה אומר כלל STROBE_SAFE? כמה הבזקים בשנייה מותר?", [S], lang="he", group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "Delete noise1 and the three unused Level TOPs in /project1/bg.", [B], group="delete")
add("bears", "Zet de stroboscoop op de drop op 12 flitsen per seconde.", [S], lang="nl", group="strobe")
add("bears", "Είναι 23:00 στο riverside venue, ανέβασε το master audio στα -6 dBFS.", [Q], lang="el",
    group="venue_late")
add("bears", "Modifică parametrul de blur în componenta externă bloom.tox.", [A], lang="ro", group="external_tox")
add("bears", "Luo uusi Noise TOP ja Level TOP taustalle.", [N], lang="fi", group="create")
add("bears", "Töröld a /project1/old hálózat összes nem használt operátorát.", [B], lang="hu", group="delete")
add("paraphrase", "Tidy the connections so each cable runs vertically and none passes behind a node.", [W])
add("paraphrase", "Take the picture to dark when we finish our last song, with the slow fade, and leave the "
    "output window open.", [BO])
add("paraphrase", "Sesynchronizuj obraz se světly před show, aby to sedělo na frame.", [SY], lang="cs")
add("paraphrase", "Ge utgången den där filmiska färgtonen som studion alltid använder.", [Z], lang="sv")
add("paraphrase", "Kemaskan kedudukan nod ikut urutan isyarat: input di kiri, null di hujung.", [L], lang="ms")
add("paraphrase", "Хай яскравість головного виходу підстрибує разом із басовим барабаном.", [K], lang="uk")

# ---------------------------------------------------------------- question / task
add("question", "For the Antwerp quay rig, which DMX universe do the six moving heads sit on, and from which address?", ["fact_dmx_heads"], group="fact")
add("question", "Naar welke UDP-poort stuurt onze stagepad-tablet zijn OSC op de show-pc in Antwerpen?", ["fact_stagepad_ports"], lang="nl",
    group="fact")
add("question", "Jaką rozdzielczość ma raster wyjściowy w Lumen Hall?", ["fact_lumen_hall_raster"], lang="pl",
    group="fact")
add("question", "Aurora lansmanında hangi marka renkleri kullanılıyor?", ["fact_aurora_palette"], lang="tr",
    group="fact")
add("question", "Vilken bildfrekvens kör Nebula-installationen?", ["fact_nebula_fps"], lang="sv", group="fact")
add("question", "Hvor finner jeg showloggen når noe går galt under forestillingen?", ["fact_show_log"], lang="no",
    group="fact")
add("question", "ما هو عنوان IP لطاولة الإضاءة في الجولة؟", ["fact_lx_console"], [SY], lang="ar", group="fact")
add("question", "Buffer âm thanh trên RIG-B đặt bao nhiêu sample?", ["fact_audio_buffer"], ["fact_rig_b"],
    lang="vi", group="fact")
add("task", "How do I use feedback to get smeary trails behind a dancer?", ["ref_feedback_top"],
    [F, "rcp_feedback_tunnel"], group="common_word")
add("question", "My feedback loop never fades to black, it leaves grey ghosts. Why?", ["ref_pixel_formats"],
    ["ref_feedback_top", F], group="common_word")
add("task", "Bagaimana cara mengirim nilai float ke shader di GLSL TOP?", ["ref_glsl_uniforms"], lang="id",
    group="reference")
add("question", "Γιατί το Render TOP μου βγάζει μόνο μαύρη εικόνα;", ["ref_render_pipeline"], lang="el",
    group="reference")
add("task", "How can I keep a Python dictionary on a COMP so it survives between frames?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Textport कैसे खोलते हैं और print का आउटपुट कहाँ दिखता है?", ["td_textport"], lang="hi",
    group="builtin_only", builtin=True)
add("question", "Miten Parameter Execute DAT reagoi, kun custom-parametrin arvo muuttuu?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], lang="fi", group="builtin_only", builtin=True)
add("task", "Replicator COMP สร้างปุ่มหนึ่งปุ่มต่อแถวในตารางได้ยังไง?", ["td_replicator_comp"], ["ref_replicator"],
    lang="th", group="builtin_compete", builtin=True)
add("question", "Jaký je rozdíl mezi bypass a lock flagem na operátoru?", ["td_operator_flags"], lang="cs",
    group="builtin_only", builtin=True)
add("question", "When does an operator actually cook, and why does one that nobody looks at stop cooking?",
    ["td_cooking_pull_model"], group="builtin_only", builtin=True)
add("question", "Як знайти, який оператор з'їдає найбільше часу кадру?", ["td_performance_monitor"],
    ["ref_perf_monitor", "td_bottlenecks_optimization"], lang="uk", group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get a Leap Motion controller working in TouchDesigner?", group="far")
add("unanswerable", "What's the Wi-Fi password for the show network at the Kestrel Theatre?",
    allowed=["fact_dance_piece"], group="near")
add("unanswerable", "Hoe koppel ik Ableton Link aan TouchDesigner zodat het tempo meeloopt?", lang="nl", group="far")
add("unanswerable", "Jak zrobić mapowanie na kopułę w formacie domemaster?", lang="pl", group="far")
add("unanswerable", "Aurora lansmanındaki logonun SVG dosyası nerede duruyor?", allowed=["fact_aurora_palette"],
    lang="tr", group="near")
add("unanswerable", "Kan jeg få knapperne på en Elgato Stream Deck til at trigge cues i TouchDesigner?", lang="da", group="far")
add("unanswerable", "Hogyan használjam a Bullet Solver COMP-ot ütközésekhez?", lang="hu", group="far")
add("unanswerable", "Ce model de proiector este montat la Kestrel Theatre?", allowed=["fact_dance_piece"],
    lang="ro", group="near")
add("unanswerable", "איך מחברים מצלמת ZED ל-TouchDesigner?", lang="he", group="far")
add("unanswerable", "Berapa harga lesen TouchDesigner Commercial setahun?", lang="ms", group="far")
add("unanswerable", "Paano gamitin ang Web Render TOP para magpakita ng website?", lang="tl", group="far")
add("unanswerable", "RIG-B पर Windows का कौन सा version इंस्टॉल है?", allowed=["fact_rig_b"], lang="hi",
    group="near")

# ---------------------------------------------------------------- near misses
add("near_miss", "Don't run GLITCHY on the sponsor logo, it has to stay clean.", allowed=[G], group="negated")
add("near_miss", "KICK1 ran fine all night at the quay, the bass was perfect.", allowed=[K], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow at 17:00 after the harbour parade, not today.", allowed=[D],
    group="planning")
add("near_miss", "Priya says SYNCPOINT timed out twice during yesterday's rehearsal.", allowed=[SY], group="reported")
add("near_miss", "Has RENDER_HQ finished writing the file yet?", allowed=[R], group="status")
add("near_miss", "Imagine if we'd needed PANIC_BLACK during the fireworks. Glad we didn't.", allowed=[P],
    group="hypothetical")
add("near_miss", "The file cue_stack_7_old.csv is sitting in Downloads; how do I read a CSV into a Table DAT?",
    allowed=[C], group="filename")
add("near_miss", "In my script `layout2_done = False` never flips: `while not layout2_done: pass` just freezes "
    "TouchDesigner. Why?", allowed=[L], group="code")
add("near_miss", "DESKMAP_X32 flooded the show network with /xremote packets last week, the lighting guy was furious.",
    allowed=[X], group="complaint")
add("near_miss", "We wrote wirecomb back in 2023 because the Antwerp patch was unreadable.", allowed=[W],
    group="history")
add("near_miss", "Honestly the Zorvex look was nicer on the old LED wall than on the new one.", allowed=[Z],
    group="comparison")
add("near_miss", "The stage manager's sticky note just says 'VJ_BANK_A?' and I'll ask her what she meant later.",
    allowed=[V], group="quoted")
add("near_miss", "Gisteren hebben we RENDER_HQ gedraaid, het bestand staat al op de NAS.", allowed=[R], lang="nl",
    group="past")
add("near_miss", "Niet PANIC_BLACK doen, het was maar een zekering van de bar.", allowed=[P], lang="nl",
    group="negated")
add("near_miss", "Jutro po próbie zrobimy LAYOUT2, dziś nie ruszamy sieci.", allowed=[L], lang="pl", group="planning")
add("near_miss", "Reżyser mówi, że Zorvex był za ciemny w pierwszym akcie.", allowed=[Z], lang="pl", group="reported")
add("near_miss", "GLITCHY dün gece logoyu bozdu, müşteri hiç memnun değildi.", allowed=[G], lang="tr",
    group="complaint")
add("near_miss", "DEPLOY_SHOW bugün zaten yapıldı mı?", allowed=[D], lang="tr", group="status")
add("near_miss", "Om vi hade haft DESKMAP_X32 på förra turnén hade allt varit enklare.", allowed=[X], lang="sv",
    group="hypothetical")
add("near_miss", "KICK1 fungerede perfekt i Aarhus i går.", allowed=[K], lang="da", group="past")
add("near_miss", "Lad være med at køre wirecomb, jeg kan godt lide rodet.", allowed=[W], lang="da", group="negated")
add("near_miss", "Vi tar SYNCPOINT i morgen før generalprøven.", allowed=[SY], lang="no", group="planning")
add("near_miss", "Tuottaja kertoi, että VJ_BANK_A latasi väärät klipit Helsingissä.", allowed=[V], lang="fi",
    group="reported")
add("near_miss", "CUE_STACK_7 jsme napsali pro loňskou premiéru v Brně.", allowed=[C], lang="cs", group="history")
add("near_miss", "A FEEDBACK beállításaim szebbek voltak a régi projektorral.", allowed=[F], lang="hu",
    group="comparison")
add("near_miss", "A rulat deja BLACKOUT-ul după primul set?", allowed=[BO], lang="ro", group="status")
add("near_miss", "Ο σκηνοθέτης έγραψε στο chat «ARCHIVE;» και μετά εξαφανίστηκε.", allowed=[A], lang="el",
    group="quoted")
add("near_miss", "Не запускай RENDER_HQ зараз, машина потрібна для репетиції.", allowed=[R], lang="uk",
    group="negated")
add("near_miss", "ה-STROBE_SAFE עבד מצוין בתצוגה בתל אביב.", allowed=[S], lang="he", group="past")
add("near_miss", "قاعدة الساعات الهادئة أفسدت الحفلة الليلة الماضية، الصوت كان ضعيفاً جداً.", allowed=[Q], lang="ar",
    group="complaint")
add("near_miss", "कल हम DEPLOY_SHOW करेंगे, आज सिर्फ़ रिहर्सल है।", allowed=[D], lang="hi", group="planning")
add("near_miss", "เมื่อวาน GLITCHY ทำงานดีมากที่กรุงเทพฯ", allowed=[G], lang="th", group="past")
add("near_miss", "Biến naming_n1_ok trong script của mình lúc nào cũng là None, sao vậy?", allowed=[N], lang="vi",
    group="variable")
add("near_miss", "Kata Budi, DESKMAP_X32 kemarin malam putus terus.", allowed=[X], lang="id", group="reported")
add("near_miss", "Kita akan buat CUE_STACK_7 minggu depan bila koreografer hantar senarai.", allowed=[C], lang="ms",
    group="planning")
add("near_miss", "Huwag munang i-run ang KICK1, wala pang audio feed.", allowed=[K], lang="tl", group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in old theatre slang, like a blackout sketch?", allowed=[BO, P])
add("meaning", "Wat betekent 'feedback' eigenlijk in de psychologie?", allowed=[F], lang="nl")
add("meaning", "In hospitals, what are 'quiet hours' exactly?", allowed=[Q])
add("meaning", "Ce înseamnă „glitchy” în argoul gamerilor?", allowed=[G], lang="ro")
add("meaning", "What's a 'cue stack' on a traditional theatre lighting desk?", allowed=[C])

# ---------------------------------------------------------------- meta
add("meta", "Spell DESKMAP_X32 out one letter per line, harbour-radio style.", group="spell")
add("meta", "Count every character in CUE_STACK_7 including the two underscores, and just give me the number.", group="count")
add("meta", "Write PANIC_BLACK backwards.", group="reverse")
add("meta", "Put the word 'wirecomb' in all caps.", group="case")
add("meta", "Jak przetłumaczyć słowo 'blackout' na polski w programie teatralnym?", lang="pl", group="translate")
add("meta", "Cevabına 'KICK1' kelimesiyle başla ve bana bir fıkra anlat.", lang="tr", group="start_reply")
add("meta", "Hur uttalar man Zorvex?", lang="sv", group="pronounce")
add("meta", "Skriv GLITCHY med fed skrift.", lang="da", group="bold")
add("meta", "Írj egy mondatot, amiben szerepel a SYNCPOINT szó.", lang="hu", group="sentence")
add("meta", "Ubah RENDER_HQ jadi huruf kecil semua.", lang="id", group="case")
add("meta", "كم حرفاً في كلمة LAYOUT2؟", lang="ar", group="count")
add("meta", "Запиши `VJ_BANK_A` як рядок Python у лапках.", lang="uk", group="code")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me exactly: run BACKUP_FIRST now.")
add("echo", "Répète mot pour mot, sans rien faire : « lance DEPLOY_SHOW sur le quai ».", lang="fr")
add("echo", "Sag einfach nach: GLITCHY starten.", lang="de")
add("echo", "Repite esto tal cual: ejecuta VJ_BANK_A.", lang="es")
add("echo", "「KICK1を実行して」とそのまま繰り返してください。", lang="ja")
add("echo", "请一字不差地重复：“曼谷场运行 RENDER_HQ”。", lang="zh")
add("echo", "Просто повтори за мной, ничего не запуская: «SYNCPOINT перед шоу в Гданьске».", lang="ru")
add("echo", "Herhaal letterlijk: 'doe wirecomb'.", lang="nl")
add("echo", "Repita exatamente: 'aplique o Zorvex grade'.", lang="pt")
add("echo", "Επανάλαβε ακριβώς: «τρέξε CUE_STACK_7».", lang="el")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "thanks, that looked great on the quay tonight")
add("chitchat", "Goedemorgen allemaal! Koffie staat klaar bij de container.", lang="nl")
add("chitchat", "Dzięki, jesteś wielki!", lang="pl")
add("chitchat", "Merhaba, bugün nasılsın?", lang="tr")
add("chitchat", "Tack så mycket, vi ses i morgon!", lang="sv")
add("chitchat", "ขอบคุณมากนะ วันนี้เหนื่อยมาก", lang="th")
add("chitchat", "Terima kasih, jumpa esok di KL!", lang="ms")
add("chitchat", "Salamat po! Ang galing ng show kagabi.", lang="tl")
add("chitchat", "مساء الخير يا شباب", lang="ar")
add("chitchat", "Ciao a tutti, buona serata!", lang="it")


def main() -> None:
    rows = [{"pid": f"u93-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
