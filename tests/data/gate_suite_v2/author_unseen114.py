"""Blind gate suite unseen114, hand-written by helper "gateeval114".

Written blind: only corpus.jsonl, the Labels/Intents sections of README.md, the label rules in
test_gate_suite_v2_data.py and the built-in knowledge files were read. Labels sit next to each prompt.

Personas (author script only):
- an Utrecht (nl) and Odense (da) church-light-art crew (Domkerk, Sankt Knuds Kirke);
- a Gdańsk (pl) and Ostrava (cs) shipyard-festival collective (cranes, the old BHP hall, Dolní Vítkovice);
- an Antalya (tr) / Rhodes (el) / Eilat (he) resort-show network;
- a Davao (tl) / Kuching (ms) / Bandung (id) / Jaipur (hi) festival-lighting vendor, with Danish, Czech,
  Greek and Arabic-speaking (ar) freelancers, guest techs writing sv, no, fi, hu, ro, uk, th and vi,
  and an English-writing show lead relaying between them.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen114.jsonl")
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


# ---------------------------------------------------------------- English: the vendor's show lead
add("invoke", "KICK1 on the Davao stage", [K], [S], group="bare")
add("invoke", "layout2 pls, the mixer network is a mess after the Jaipur load-in", [L], group="lowercase")
add("invoke", "Could you please run DEPLOY_SHOW on the Antalya amphitheatre project? Doors open in forty minutes.",
    [D], group="polite")
add("invoke", "RENDER_HQ — the Eilat teaser, frames 1 to 3600 as usual.", [R], group="name_first")
add("invoke", "we're done for the night at the Kuching waterfront, end-of-set blackout please", [BO], [P],
    group="end_set")
add("invoke", "P A N I C _ B L A C K  — now, the feed is wrong", [P], group="spaces")
add("invoke", "/glitchy on the selected TOP for the Kuching promo", [G], group="slash_command")
add("invoke", "The X32 is patched and on the show network now. Go ahead and run the DESKMAP_X32 procedure.", [X],
    ["ref_osc_in_chop"], group="mid_message")
add("invoke", "okay computer run vee jay bank A on the decks please", [V], group="voice")
add("invoke", "do the zorvx grade on the final comp", [Z], group="typo")
add("invoke", "```\n[22:41:07] WARNING: /project1/pool/old_lfo unused\n[22:41:07] WARNING: /project1/pool/test_comp unused\n"
    "```\napply BACKUP_FIRST, then delete both of those", [B], group="log_paste")
add("invoke", "run LAYOUT2 — no wait, not LAYOUT2, I want wirecomb on /project1/fx", [W], [L], group="correction")
add("invoke", "It's 22:35 at the riverside venue and the promoter wants it louder — apply the quiet hours rule.", [Q],
    group="conditional")
add("invoke", "- [ ] SYNCPOINT with the console\n- [ ] DEPLOY_SHOW\n- [ ] KICK1 on out1\nwork through this list top to bottom",
    [SY, D, K], [S, "fact_lx_console"], group="checklist")
add("invoke", "Apply naming rule N1 to everything you build in the Rhodes pool-show network today.", [N], group="rule")
add("invoke", "Build my trail settings for the club visuals — the FEEDBACK one.", [F], ["ref_feedback_top"],
    group="title_words")
add("invoke", "🎬 CUE_STACK_7 🎬 go", [C], ["fact_dance_piece"], group="emoji")
add("invoke", "5 minutes to doors; run SYNCPOINT now so the visuals lock to the grandMA", [SY], ["fact_lx_console"],
    group="timed")
add("invoke", "Run GLITCHY on the selected TOP, then put the Zorvex grade after the final composite.", [G, Z], group="multi")
add("invoke", "the bank A clips are all in media/bank_a now, so whenever you're ready: VJ_BANK_A", [V], group="trailing")
add("invoke", "edit bloom.tox and raise its threshold to 0.7 — follow the ARCHIVE rule while you do it", [A], group="rule")
add("invoke", "first LAYOUT2 on /project1/resort, then wirecomb on the same network", [L, W], group="multi")

add("near_miss", "KICK1 ran fine last night in Kuching, the flash was tight.", allowed=[K], group="past")
add("near_miss", "Don't run DEPLOY_SHOW yet, the Antalya client is still editing content.", allowed=[D], group="negated")
add("near_miss", "We'll do RENDER_HQ tomorrow morning once the Eilat edit is locked with the client.", allowed=[R], group="planning")
add("near_miss", "The stage manager said PANIC_BLACK is on the big red button now.", allowed=[P], group="reported")
add("near_miss", "Is SYNCPOINT still the procedure we use with the grandMA, or did that change?", allowed=[SY],
    group="status")
add("near_miss", "Hypothetically, if we swap the X32 for a Yamaha desk next year, we just retire DESKMAP_X32, right?", allowed=[X],
    group="hypothetical")
add("near_miss", "the file wirecomb_before.png on the desktop is just a screenshot, ignore it", allowed=[W],
    group="filename")
add("near_miss", "my python variable is called layout2_done, is that a bad name for a flag?", allowed=[L, N],
    group="variable")
add("near_miss", "Honestly GLITCHY made the Eilat logo unreadable yesterday, the client hated it.", allowed=[G],
    group="complaint")
add("near_miss", "Which took longer on the Bandung rig last week, RENDER_HQ or the full DEPLOY_SHOW?", allowed=[R, D],
    group="comparison")
add("near_miss", "The folder named VJ_BANK_A on the NAS has 8 clips, I'm copying them to the laptop now, no action needed.",
    allowed=[V], group="incidental")

add("near_miss", "```python\nMODES = ['KICK1', 'GLITCHY', 'idle']\n```\njust reformat this list with one item per line, change nothing else",
    allowed=[K, G], group="code")
add("ask_content", "What port does the SYNCPOINT ping go out on?", [SY], group="port")
add("ask_content", "For the Antalya crew: in DEPLOY_SHOW, what is step three, the one after checking errors?", [D], group="order")
add("ask_content", "Which codec, size and frame rate does our RENDER_HQ preset record with?", [R], group="value")
add("ask_content", "How long is the master fade in the end-of-set BLACKOUT, in seconds?", [BO], [P], group="value")
add("ask_content", "what's the threshold on KICK1's trigger, 0.4?", [K], [S], group="value")

add("bears", "delete old_lfo and test_comp from /project1/pool, they're unused", [B], group="delete")
add("bears", "make the Eilat bar-stage strobe hit 12 flashes a second on the drop", [S], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "It's 23:30 at the riverside venue, bump the master audio up 6 dB for the encore", [Q], group="venue_late")
add("paraphrase", "point the eight A-side movie players at the first set of videos, preload them, crossfader all the way to A",
    [V], group="paraphrase")
add("paraphrase", "get our visuals' timing locked to the grandMA before doors: measure the round trip and offset by half",
    [SY], ["fact_lx_console"], group="paraphrase")
add("paraphrase", "give the final composite our studio's signature LUT treatment, greens pulled down, a whisper of grain",
    [Z], group="paraphrase")

add("question", "What IP does the stagepad tablet have on the show network?", ["fact_stagepad_ports"], group="fact")
add("question", "What's the full output raster size for the Lumen Hall projectors, width by height?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Where does show media live on RIG-B?", ["fact_rig_b"], ["fact_media_drive"], group="fact")
add("question", "Which DMX address does moving head number four start at?", ["fact_dmx_heads"], ["fact_lx_console"],
    group="fact")
add("question", "How do I use feedback to get soft trails that actually fade to black?", ["ref_feedback_top"],
    [F, "ref_pixel_formats", "rcp_feedback_tunnel"], group="common_word")
add("question", "Why is my Render TOP black? The geometry and camera are both there.", ["ref_render_pipeline"],
    group="reference")
add("question", "How do I keep Python values on a component between cooks without using a table?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "When should I use a one-line parameter expression versus a proper script in a Text DAT callback?",
    ["td_python_expressions_vs_scripts"], group="builtin_only", builtin=True)
add("question", "Our Jaipur show drops frames — how do I find which operator is eating the frame budget?", ["td_performance_monitor"],
    ["ref_perf_monitor", "td_bottlenecks_optimization"], group="builtin_compete", builtin=True)
add("task", "make one button per row of my scenes table", ["td_replicator_comp"],
    ["ref_replicator", "td_panel_ui_components"], group="builtin_compete", builtin=True)
add("question", "How do I archive a component as a .tox so other projects can reuse it?", ["td_tox_components_palette"],
    [A], group="common_word", builtin=True)

add("unanswerable", "How do I get a Leap Motion controller's hand data into TouchDesigner?", group="far")
add("unanswerable", "What's the maximum number of Art-Net universes a Commercial licence can send?", group="near")
add("unanswerable", "Can the Bullet Solver COMP simulate soft-body cloth hanging from the stage truss?", group="far")
add("unanswerable", "How do I sync the TouchDesigner timeline to Ableton Link?", group="near")
add("unanswerable", "Is there a way to password-protect the network editor?", group="far")
add("unanswerable", "Which TouchDesigner build added the Substance TOP?", group="far")

add("meaning", "In theatre history, when did the blackout become a standard way to end a scene?", allowed=[BO, P])
add("meaning", "what are 'quiet hours' in an apartment lease, generally?", allowed=[Q])

add("meta", "How do you spell DESKMAP_X32 on the radio with the NATO alphabet?", group="spell")
add("meta", "Write 'wirecomb' backwards, letter by letter, with dashes between.", group="reverse")
add("meta", "How many underscores and digits are there in CUE_STACK_7 in total?", group="count")
add("meta", "Put the word GLITCHY in bold, nothing else.", group="bold")
add("meta", "Start your reply with 'RENDER_HQ acknowledged' and then tell me a joke about projectors.", group="start_with")
add("meta", "Convert 'Zorvex grade' to snake_case.", group="case")

add("echo", "Repeat this back exactly: KICK1 then LAYOUT2 then DEPLOY_SHOW.")
add("chitchat", "cheers, that's everything for today 👍")
add("chitchat", "how's your week going?")

# ---------------------------------------------------------------- nl: Utrecht church-light-art crew
add("invoke", "Kunnen jullie LAYOUT2 even draaien op het netwerk van de Domkerk-projectie? Ik zie door de bomen het bos niet meer.",
    [L], lang="nl", group="polite")
add("invoke", "zorvex grade erop, na de laatste composite van het orgelstuk", [Z], lang="nl", group="lowercase")
add("invoke", "Eerst BACKUP_FIRST, dan mag je glas_noise1 en glas_level2 weggooien, en daarna wirecomb op /project1/raam.",
    [B, W], lang="nl", group="multi")
add("near_miss", "LAYOUT2 hebben we vorige week al gedaan in Utrecht, dat hoeft niet opnieuw.", allowed=[L], lang="nl",
    group="past")
add("near_miss", "In het draaiboek staat bij 21:00 'DEPLOY_SHOW (Jesper)', dus dat doet hij straks, niet wij.",
    allowed=[D], lang="nl", group="planning")
add("echo", "Herhaal woordelijk: 'PANIC_BLACK is de rode knop'.", lang="nl")
add("ask_content", "Welke gamma en welk contrast zet de Zorvex grade op de Level TOP?", [Z], lang="nl", group="value")

# ---------------------------------------------------------------- da: Odense church crew
add("invoke", "Kør KICK1 på udgangen i Sankt Knuds Kirke, orglet har en dyb bas i aften.", [K], [S], lang="da",
    group="imperative")
add("invoke", "BLACKOUT nu, sættet er slut – tak for i aften alle sammen", [BO], [P], lang="da", group="end_set")
add("invoke", "Kan du lige sætte SYNCPOINT i gang mod lyspulten? Priya er klar.", [SY], ["fact_lx_console"], lang="da",
    group="polite")
add("near_miss", "Vi må ikke køre GLITCHY i kirken, præsten vil ikke have flimmer.", allowed=[G], lang="da",
    group="negated")
add("near_miss", "Der står \"kør ikke DEPLOY_SHOW før præsten har godkendt\" på sedlen ved pulten, bare så du ved det.",
    allowed=[D], lang="da", group="quoted")
add("chitchat", "Godmorgen! Kaffen er klar i sakristiet ☕", lang="da")
add("meaning", "Hvad betyder 'feedback' egentlig, når min chef siger det efter en medarbejdersamtale?", allowed=[F],
    lang="da")
add("paraphrase", "Lav de der spøgelsesagtige efterbilleder på min måde: opacitet 0,93, skalering 1,01, lidt rotation og 16-bit float i løkken",
    [F], ["ref_feedback_top"], lang="da", group="paraphrase")

# ---------------------------------------------------------------- pl: Gdańsk shipyard festival
add("invoke", "Odpal DESKMAP_X32, konsoleta z hali BHP już wisi w sieci.", [X], lang="pl", group="imperative")
add("invoke", "render hq proszę, cały teaser stoczni, klatki 1–3600", [R], lang="pl", group="lowercase")
add("invoke", "Zastosuj regułę STROBE_SAFE do wszystkich błysków na dźwigu.", [S], ["rcp_strobe_flash"], lang="pl",
    group="rule")
add("near_miss", "Wczoraj GLITCHY zepsuł nam cały podgląd na żurawiu, nie wiem czemu.", allowed=[G], lang="pl",
    group="complaint")
add("meta", "Jak się wymawia po polsku 'wirecomb'? Chcę to powiedzieć ekipie przez krótkofalówkę.", lang="pl",
    group="pronounce")
add("question", "Na jakim porcie tablet stagepad odbiera feedback z TouchDesignera?", ["fact_stagepad_ports"],
    lang="pl", group="fact")
add("near_miss", "Od kiedy w ogóle mamy makro wirecomb? Pamiętam, że w 2023 jeszcze go nie było.", allowed=[W],
    lang="pl", group="history")
add("echo", "Powtórz dokładnie: 'CUE_STACK_7 gotowy'.", lang="pl")

# ---------------------------------------------------------------- cs: Ostrava shipyard festival
add("invoke", "Spusť CUE_STACK_7 pro to taneční představení, tabulka je v /media/dance/cues.csv.", [C],
    ["fact_dance_piece"], lang="cs", group="imperative")
add("invoke", "Prosím tě, udělej PANIC_BLACK, hned!!", [P], lang="cs", group="emergency")
add("invoke", "Ne, počkej — ne GLITCHY, chci Zorvex grade na finální kompozici.", [Z], [G], lang="cs",
    group="correction")
add("near_miss", "RENDER_HQ jsme zkoušeli minulý týden a trvalo to skoro hodinu.", allowed=[R], lang="cs", group="past")
add("near_miss", "Proměnná deploy_show_done se mi v Pythonu pořád resetuje na False, proč?", allowed=[D], lang="cs",
    group="variable")
add("unanswerable", "Dá se v TouchDesigneru přehrávat video přímo z YouTube streamu bez externích nástrojů?",
    lang="cs", group="far")
add("bears", "Smaž celý kontejner /project1/jerab_stary, už ho nepotřebujeme.", [B], lang="cs", group="delete")

# ---------------------------------------------------------------- tr: Antalya resort shows
add("invoke", "Lütfen VJ_BANK_A'yı yükle, akşam gösterisi için A destesi lazım.", [V], lang="tr", group="polite")
add("invoke", "DEPLOY_SHOW'u şimdi çalıştır, Aspendos sahnesi 20 dakika sonra başlıyor.", [D], lang="tr", group="timed")
add("invoke", "Saat 22:40 ve nehir kenarındaki mekândayız; sessiz saatler kuralını uygula lütfen.", [Q], lang="tr",
    group="conditional")
add("near_miss", "Dün gece KICK1 havuz sahnesinde çok iyi çalıştı, misafirler bayıldı.", allowed=[K], lang="tr",
    group="past")
add("echo", "Aynen tekrar et: 'LAYOUT2 tamam'.", lang="tr")
add("question", "Bir COMP'a kendi özel parametrelerimi nasıl eklerim?", ["td_custom_parameters"], lang="tr",
    group="builtin_only", builtin=True)
add("chitchat", "Kolay gelsin ekip, bugün hava çok sıcak 🌞", lang="tr")

# ---------------------------------------------------------------- el: Rhodes resort shows / Greek freelancer
add("invoke", "Τρέξε το GLITCHY στο επιλεγμένο TOP, σε παρακαλώ.", [G], lang="el", group="polite")
add("invoke", "Εφάρμοσε τον κανόνα ονοματοδοσίας N1 σε ό,τι φτιάξεις απόψε.", [N], lang="el", group="rule")
add("invoke", "sync point με την κονσόλα φωτισμού πριν ανοίξουν οι πόρτες, τώρα", [SY], ["fact_lx_console"],
    lang="el", group="spaces")
add("near_miss", "Ο Νίκος είπε ότι το BLACKOUT στο τέλος της χθεσινής παράστασης άργησε λίγο.", allowed=[BO, P],
    lang="el", group="reported")
add("ask_content", "Σε ποιο port ακούει το OSC In CHOP στο DESKMAP_X32;", [X], lang="el", group="port")
add("meta", "Μετάφρασε στα ελληνικά τη λέξη 'blackout', μόνο τη λέξη.", lang="el", group="translate")
add("unanswerable", "Υπάρχει τρόπος να στείλω την έξοδο του TouchDesigner σε Chromecast;", lang="el", group="far")

# ---------------------------------------------------------------- he: Eilat resort shows
add("invoke", "תריץ בבקשה את RENDER_HQ על הטיזר של אילת.", [R], lang="he", group="polite")
add("invoke", "KICK1 על הפלט הראשי, הדיג'יי מתחיל עוד רבע שעה", [K], [S], lang="he", group="name_first")
add("invoke", "תפעיל את DESKMAP_X32 ואחר כך SYNCPOINT מול הקונסולה.", [X, SY], ["fact_lx_console"], lang="he",
    group="multi")
add("near_miss", "אל תריץ את VJ_BANK_A, הלקוח עוד לא שלח את הקליפים.", allowed=[V], lang="he", group="negated")
add("echo", "חזור אחריי מילה במילה: 'BLACKOUT בסוף הסט'.", lang="he")
add("chitchat", "תודה רבה, אתה אלוף 🙏", lang="he")
add("question", "באיזה FPS רצה ההתקנה של נבולה?", ["fact_nebula_fps"], lang="he", group="fact")

# ---------------------------------------------------------------- ar: Arabic-speaking freelancers
add("invoke", "نفّذ PANIC_BLACK فوراً، في مشكلة بالشاشة!", [P], lang="ar", group="emergency")
add("invoke", "لو سمحت شغّل wirecomb على الشبكة الحالية، الأسلاك متشابكة كثير.", [W], lang="ar", group="polite")
add("invoke", "طبّق قاعدة ARCHIVE قبل ما تعدّل bloom.tox، بدي أرفع الـ threshold.", [A], lang="ar", group="rule")
add("near_miss", "قالوا لي إن CUE_STACK_7 تجهّز الأسبوع الماضي لعرض الرقص.", allowed=[C], lang="ar", group="reported")
add("bears", "خلّي الستروب يومض 10 مرات في الثانية على الدروب.", [S], ["rcp_strobe_flash"], lang="ar", group="strobe")
add("meta", "اكتب كلمة GLITCHY بالحروف العربية فقط، بدون أي شرح.", lang="ar", group="transliterate")
add("echo", "كرّر ورائي بالحرف: 'DEPLOY_SHOW جاهز'.", lang="ar")

# ---------------------------------------------------------------- tl: Davao vendor crew
add("invoke", "Pakirun naman yung LAYOUT2 sa network ng Kadayawan stage, ang gulo na talaga.", [L], lang="tl",
    group="polite")
add("invoke", "Boss, i-apply mo yung BACKUP_FIRST tapos burahin mo na si noise1.", [B], lang="tl", group="rule")
add("invoke", "VJ BANK A na, sige na, i-load mo na sa decks", [V], lang="tl", group="spaces")
add("near_miss", "Nag-crash yung laptop habang tumatakbo yung RENDER_HQ kagabi, grabe.", allowed=[R], lang="tl",
    group="complaint")
add("near_miss", "Bukas na natin gawin yung CUE_STACK_7, pagod na lahat.", allowed=[C], lang="tl", group="planning")
add("chitchat", "Salamat po sa tulong! Kain muna tayo 🍚", lang="tl")
add("paraphrase", "Pakiayos yung timing natin sa grandMA bago magsimula — sukatin yung round trip tapos i-offset ang timeline ng kalahati.",
    [SY], ["fact_lx_console"], lang="tl", group="paraphrase")

# ---------------------------------------------------------------- ms: Kuching vendor crew
add("invoke", "Tolong jalankan GLITCHY pada TOP yang dipilih, terima kasih.", [G], lang="ms", group="polite")
add("invoke", "Dah pukul 23:15 kat venue tepi sungai, jadi guna peraturan waktu senyap sekarang.", [Q], lang="ms",
    group="conditional")
add("invoke", "/render_hq untuk video promosi Waterfront", [R], lang="ms", group="slash_command")
add("near_miss", "Jangan buat BLACKOUT lagi, set kedua belum habis.", allowed=[BO, P], lang="ms", group="negated")
add("unanswerable", "Macam mana nak sambung TouchDesigner ke Spotify untuk ambil metadata lagu?", lang="ms", group="far")
add("question", "Berapa besar buffer audio yang dipakai pada RIG-B?", ["fact_audio_buffer"], lang="ms", group="fact")
add("echo", "Ulang balik ayat ni tepat-tepat: 'wirecomb siap'.", lang="ms")

# ---------------------------------------------------------------- id: Bandung vendor crew
add("invoke", "Jalankan DEPLOY_SHOW sekarang ya, Saung Angklung mulai jam 19.00.", [D], lang="id", group="timed")
add("invoke", "tolong terapin aturan penamaan N1 ke semua operator baru di project Braga", [N], lang="id",
    group="lowercase")
add("invoke", "Pasang KICK1 di output utama dan pastikan STROBE_SAFE diterapkan juga.", [K, S], lang="id", group="multi")
add("near_miss", "Mas Dimas bilang DESKMAP_X32 udah pernah dipakai di Jakarta tahun lalu.", allowed=[X], lang="id",
    group="reported")
add("ask_content", "Di VJ_BANK_A, crossfader Xfade diset ke berapa?", [V], lang="id", group="value")
add("meaning", "Apa arti kata 'arsip' (archive) dalam ilmu perpustakaan?", allowed=[A], lang="id")
add("chitchat", "Mantap, makasih banyak ya! 🙌", lang="id")

# ---------------------------------------------------------------- hi: Jaipur vendor crew (Hinglish too)
add("invoke", "भाई, ZORVEX GRADE लगा दो final composite के बाद", [Z], lang="hi", group="title_words")
add("invoke", "Please CUE_STACK_7 chala do, dance wale cues abhi chahiye", [C], ["fact_dance_piece"], lang="hi",
    group="polite")
add("invoke", "अभी तुरंत panic karo, screen pe galat content chal raha hai!", [P], lang="hi", group="emergency")
add("near_miss", "Kal raat Amer Fort pe SYNCPOINT ko console se reply hi nahi mila, bahut time waste hua.",
    allowed=[SY], lang="hi", group="complaint")
add("near_miss", "हम कल सुबह LAYOUT2 करेंगे, अभी मत छेड़ो।", allowed=[L], lang="hi", group="planning")
add("question", "TouchDesigner में Textport कैसे खोलते हैं और print का output वहाँ कैसे दिखेगा?", ["td_textport"], lang="hi", group="builtin_only",
    builtin=True)
add("meta", "'KICK1' को देवनागरी में लिखो, बस इतना।", lang="hi", group="transliterate")

# ---------------------------------------------------------------- sv: Swedish guest tech
add("invoke", "Kör wirecomb på /project1/orgel, sladdarna korsar varandra överallt.", [W], lang="sv",
    group="imperative")
add("invoke", "Hej! Kan du bygga mina FEEDBACK-inställningar för klubbvisualerna, mina trails?", [F],
    ["ref_feedback_top"], lang="sv", group="title_words")
add("invoke", "DESKMAP_X32 tack.", [X], lang="sv", group="terse")
add("near_miss", "Vi körde Zorvex-graden på förra projektet, den blev för grön.", allowed=[Z], lang="sv",
    group="complaint")
add("echo", "Upprepa exakt: 'SYNCPOINT klar'.", lang="sv")
add("unanswerable", "Hur tar jag emot MIDI Show Control från ett ljusbord i TouchDesigner?", lang="sv", group="near")

# ---------------------------------------------------------------- no: Norwegian guest tech
add("invoke", "Kjør BLACKOUT, settet er ferdig for i kveld.", [BO], [P], lang="no", group="end_set")
add("invoke", "Vær så snill og bruk ARCHIVE-regelen før du endrer lysfilter.tox.", [A], lang="no", group="polite")
add("invoke", "RENDER_HQ nå, kunden venter på filen", [R], lang="no", group="name_first")
add("near_miss", "Jeg leste om PANIC_BLACK i dokumentasjonen i går, smart løsning.", allowed=[P], lang="no",
    group="incidental")
add("chitchat", "God helg, folkens! Sees mandag.", lang="no")
add("bears", "Slett alle ubrukte operatorer i /project1/scene2.", [B], lang="no", group="delete")

# ---------------------------------------------------------------- fi: Finnish guest tech
add("invoke", "Aja KICK1 pääulostuloon, kiitos.", [K], [S], lang="fi", group="polite")
add("invoke", "Lisää Zorvex grade viimeisen compositen perään.", [Z], lang="fi", group="title_words")
add("invoke", "CUE_STACK_7 nyt heti, tanssijat odottaa", [C], lang="fi", group="name_first")
add("near_miss", "Älä aja LAYOUT2:ta, Mikko järjesteli verkon jo käsin.", allowed=[L], lang="fi", group="negated")
add("ask_content", "Montako kertaa SYNCPOINT toistaa mittauksen?", [SY], lang="fi", group="value")
add("meaning", "Mitä 'blackout' tarkoittaa sähköverkon yhteydessä?", allowed=[BO, P], lang="fi")

# ---------------------------------------------------------------- hu: Hungarian guest tech
add("invoke", "Légyszi futtasd le a DEPLOY_SHOW-t a Müpa projekten.", [D], lang="hu", group="polite")
add("invoke", "Alkalmazd az N1 elnevezési szabályt az új operátorokra.", [N], lang="hu", group="rule")
add("invoke", "FEEDBACK: a klubos trail beállításaim, most építsd meg", [F], ["ref_feedback_top"], lang="hu",
    group="title_words")
add("near_miss", "A wirecomb tegnap szépen rendbe rakta a hálózatot, köszi.", allowed=[W], lang="hu", group="past")
add("meta", "Hány betű van a 'SYNCPOINT' szóban?", lang="hu", group="count")
add("question", "Milyen színkódokat használ az Aurora bemutató?", ["fact_aurora_palette"], lang="hu", group="fact")

# ---------------------------------------------------------------- ro: Romanian guest tech
add("invoke", "Rulează VJ_BANK_A, te rog, pe deck-urile A.", [V], lang="ro", group="polite")
add("invoke", "aplica regula STROBE_SAFE la tot ce clipeste pe scena", [S], lang="ro", group="rule")
add("invoke", "Fă RENDER_HQ, iar după aceea BLACKOUT-ul de final de set.", [R, BO], [P], lang="ro", group="multi")
add("near_miss", "Colegul meu a redenumit proiectul în glitchy_final_v2.toe, nu știu de ce.", allowed=[G], lang="ro",
    group="filename")
add("paraphrase", "Leagă faderele consolei Behringer de opacitățile straturilor, cu un Lag de 0,05 s.", [X],
    ["ref_osc_in_chop"], lang="ro", group="paraphrase")
add("echo", "Repetă exact: 'BACKUP_FIRST activat'.", lang="ro")

# ---------------------------------------------------------------- uk: Ukrainian guest tech
add("invoke", "Запусти SYNCPOINT з пультом перед шоу, будь ласка.", [SY], ["fact_lx_console"], lang="uk",
    group="polite")
add("invoke", "Застосуй правило BACKUP_FIRST, а потім видали noise1.", [B], lang="uk", group="rule")
add("invoke", "wirecomb 🙏 мережа жахлива", [W], lang="uk", group="emoji")
add("near_miss", "Не треба KICK1 сьогодні, буде акустичний сет.", allowed=[K], lang="uk", group="negated")
add("near_miss", "Я випадково перейменував zorvex_lut.png на lut_old.png, ввечері поверну як було.", allowed=[Z],
    lang="uk", group="filename")
add("unanswerable", "Як підключити камеру Intel RealSense до TouchDesigner на Mac?", lang="uk", group="near")
add("chitchat", "Доброго ранку! Як справи?", lang="uk")

# ---------------------------------------------------------------- th: Thai crew
add("invoke", "ช่วยรัน LAYOUT2 ให้หน่อยครับ เน็ตเวิร์กรกมาก", [L], lang="th", group="polite")
add("invoke", "ทำ GLITCHY กับ TOP ที่เลือกไว้เลยค่ะ", [G], lang="th", group="imperative")
add("invoke", "เปิด DESKMAP_X32 ตอนนี้เลย มิกเซอร์ต่อแล้ว", [X], lang="th", group="imperative")
add("near_miss", "เมื่อวาน VJ_BANK_A โหลดช้ามาก ไม่รู้เป็นเพราะอะไร", allowed=[V], lang="th", group="complaint")
add("question", "Feedback TOP ทำ trail ยังไง ให้ภาพค่อยๆ จางหายไป", ["td_feedback_top"],
    ["ref_feedback_top", F, "rcp_feedback_tunnel", "ref_pixel_formats", "td_resolution_pixel_format"], lang="th",
    group="common_word", builtin=True)
add("ask_content", "ใน RENDER_HQ อัดเฟรมที่เท่าไหร่ถึงเท่าไหร่ครับ", [R], lang="th", group="value")

# ---------------------------------------------------------------- vi: Vietnamese crew
add("invoke", "Chạy KICK1 trên output chính giúp mình nhé.", [K], [S], lang="vi", group="polite")
add("invoke", "Áp dụng quy tắc giờ yên tĩnh đi, giờ là 22:50 ở địa điểm ven sông rồi.", [Q], lang="vi",
    group="conditional")
add("invoke", "ARCHIVE trước khi sửa bloom.tox nhé, rồi tăng threshold lên 0.7", [A], lang="vi", group="rule")
add("near_miss", "Tuần trước anh Minh bảo CUE_STACK_7 bị lỗi ở cue số 5.", allowed=[C], lang="vi", group="reported")
add("echo", "Lặp lại chính xác câu này: 'GLITCHY đang chạy'.", lang="vi")
add("chitchat", "Cảm ơn nhiều nha, hôm nay làm tốt lắm!", lang="vi")


def main() -> None:
    rows = [{"pid": f"u114-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
