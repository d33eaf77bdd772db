"""Author script for prompts_unseen35.jsonl: a blind labelled admission-gate suite (helper "gateeval35").

Written blind: labels come from corpus.jsonl, the built-in knowledge files and the label rules in
test_gate_suite_v2_data.py only; the gate code, other prompt files and author scripts were not read,
and the gate was never run on these prompts.

The suite leans to recall: many questions and tasks about the corpus's facts and references, bears and
paraphrases written in other languages without any English word of the entry's title, and
unanswerable questions in those languages. About 70 % of the prompts are not English (20 languages
besides English; zh covers simplified and traditional Chinese).

Personas (they live here only):
- venue technicians abroad asking practical questions in their own language, mixing in English
  TouchDesigner operator names (Lumen Hall, Kestrel Theatre, the riverside venue, touring crews);
- students in a TouchDesigner course taught in their language, asking how things work and trying the
  procedures their teacher showed them;
- a producer asking for facts about the shows (dates, rasters, palettes, machines, addresses).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen35.jsonl")
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
VJ = "ins_vj_bank_a"
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

# ---------------------------------------------------------------- invoke (single procedure)
# KICK1
add("invoke", "KICK1, go", [KICK], [STROBE], "en", "terse")
add("invoke", "Bau mir bitte KICK1 auf den Hauptausgang, der DJ fängt gleich an.", [KICK], [STROBE], "de", "polite")
add("invoke", "شغّل KICK1 الآن من فضلك، الطبل واضح في القناة الأولى.", [KICK], [STROBE], "ar", "polite")
add("invoke", "okay so run kick one on the main output period thanks", [KICK], [STROBE], "en", "voice")
# LAYOUT2
add("invoke", "LAYOUT2 op dit netwerk graag, ik zie door de bomen het bos niet meer.", [LAY], [], "nl", "polite")
add("invoke", "layout2 pls this network is chaos", [LAY], [], "en", "lowercase")
add("invoke", "/layout2 --here", [LAY], [], "en", "slash_command")
# STROBE_SAFE
add("invoke", "Applique STROBE_SAFE à tous les flashs du set avant l'ouverture des portes.", [STROBE], [], "fr", "rule")
add("invoke", "Enforce STROBE_SAFE on every output of the Lumen Hall project.", [STROBE], [], "en", "rule")
add("invoke", "請對目前所有的輸出套用 STROBE_SAFE 規則。", [STROBE], [], "zh", "rule")
# BACKUP_FIRST
add("invoke", "Kör BACKUP_FIRST på /project1/fx innan jag städar där.", [BACKUP], [], "sv", "imperative")
add("invoke", "backup_first, then delete the old noise chain in /project1/bg", [BACKUP], [], "en", "lowercase")
add("invoke", "Segue a regra BACKUP_FIRST e só depois apaga o container antigo.", [BACKUP], [], "pt", "rule")
add("invoke", "Proveď prosím BACKUP_FIRST pro komponentu stage.", [BACKUP], [], "cs", "polite")
# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW, ya.", [DEPLOY], [], "es", "terse")
add("invoke", "[19:02:11] save ok\n[19:02:12] errors in /project1: 0\n[19:02:13] monitors: 2\nall green, go DEPLOY_SHOW",
    [DEPLOY], [], "en", "log_paste")
add("invoke", "Σε δέκα λεπτά ανοίγουν οι πόρτες — τρέξε τώρα το DEPLOY_SHOW.", [DEPLOY], [], "el", "timed")
add("invoke", "run DEPOLY_SHOW now, we're late", [DEPLOY], [], "en", "typo")
# VJ_BANK_A
add("invoke", "Carrega o VJ_BANK_A, por favor.", [VJ], [], "pt", "polite")
add("invoke", "load v j bank a onto the eight decks for the opener", [VJ], [], "en", "spaces")
add("invoke", "VJ_BANK_A'yı yükle lütfen, ilk parça başlıyor.", [VJ], [], "tr", "polite")
add("invoke", "Не LAYOUT2 — загрузи VJ_BANK_A, сеть потом разберём.", [VJ], [LAY], "ru", "correction")
# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW!!! smoke machine alarm", [PANIC], [], "en", "emergency")
add("invoke", "PANIC_BLACK ด่วน! มีคนปีนขึ้นเวที", [PANIC], [], "th", "emergency")
add("invoke", "PANIC_BLACK, natychmiast!", [PANIC], [], "pl", "emergency")
add("invoke", "🚨 PANIC_BLACK 🚨 someone is on the truss", [PANIC], [], "en", "emoji")
# GLITCHY
add("invoke", "Metti GLITCHY sul TOP selezionato, grazie.", [GLITCH], [], "it", "polite")
add("invoke", "Yes, go ahead with GLITCHY on movie_main.", [GLITCH], [], "en", "consent")
add("invoke", "कृपया चुने हुए TOP पर GLITCHY चलाइए।", [GLITCH], [], "hi", "polite")
add("invoke", "Chạy GLITCHY cho TOP đang chọn nhé.", [GLITCH], [], "vi", "imperative")
# DESKMAP_X32
add("invoke", "DESKMAP_X32 — the desk is on the network now, go.", [X32], [], "en", "name_first")
add("invoke", "Could you set up DESKMAP_X32 for the support act's soundcheck?", [X32], [], "en", "polite")
add("invoke", "DESKMAP_X32 실행해 주세요. 콘솔 연결했어요.", [X32], [], "ko", "polite")
# RENDER_HQ
add("invoke", "Lance RENDER_HQ sur la scène d'intro.", [RENDER], [], "fr", "imperative")
add("invoke", "the client wants the file tonight so RENDER_HQ please and tell me where it lands", [RENDER], [], "en",
    "mid_message")
add("invoke", "执行 RENDER_HQ。", [RENDER], [], "zh", "terse")
add("invoke", "RENDER_HQ tack, jag väntar.", [RENDER], [], "sv", "name_first")
# Naming rule N1
add("invoke", "Apply naming rule N1 to everything you just built.", [N1], [], "en", "rule")
add("invoke", "Aplica la regla N1 a los operadores nuevos de esta red.", [N1], [], "es", "rule")
add("invoke", "ルール N1 に従って、さっき作ったノードの名前を直してください。", [N1], [], "ja", "rule")
add("invoke", "Použij pravidlo pojmenování N1 na síť fx.", [N1], [], "cs", "rule")
# FEEDBACK trail settings
add("invoke", "Build my FEEDBACK trails for the club set.", [FEED], [], "en", "common_word")
add("invoke", "Mach die Trails fürs Club-Set nach meinen FEEDBACK-Einstellungen.", [FEED], [], "de", "common_word")
add("invoke", "Usa le mie impostazioni FEEDBACK per le scie del club.", [FEED], [], "it", "common_word")
add("invoke", "ابنِ مسارات FEEDBACK الخاصة بي لعرض النادي الليلة.", [FEED], [], "ar", "common_word")
# BLACKOUT
add("invoke", "That's the last track — BLACKOUT.", [BLACK], [PANIC], "en", "end_set")
add("invoke", "Сет окончен, выполняй BLACKOUT.", [BLACK], [PANIC], "ru", "conditional")
add("invoke", "BLACKOUT de fin de set, s'il te plaît.", [BLACK], [PANIC], "fr", "end_set")
add("invoke", "Set bitti, BLACKOUT yap.", [BLACK], [PANIC], "tr", "end_set")
# wirecomb
add("invoke", "wirecomb the fx container, it looks like spaghetti", [COMB], [], "en", "name_as_verb")
add("invoke", "このネットワークに wirecomb をかけて。", [COMB], [], "ja", "imperative")
add("invoke", "Odpal wirecomb na tej sieci, proszę.", [COMB], [], "pl", "polite")
add("invoke", "Τρέξε το wirecomb στο δίκτυο που είναι ανοιχτό.", [COMB], [], "el", "imperative")
# CUE_STACK_7
add("invoke", "ok so after the break I want you to run CUE_STACK_7 and then we're good for the run-through",
    [CUES], [], "en", "mid_message")
add("invoke", "Construye el CUE_STACK_7 para el ensayo técnico.", [CUES], [], "es", "imperative")
add("invoke", "Buat CUE_STACK_7 sekarang ya.", [CUES], [], "id", "imperative")
# SYNCPOINT
add("invoke", "run the lighting console handshake before we start", [SYNC], [], "en", "title_words")
add("invoke", "SYNCPOINT चलाओ, शो दस मिनट में है।", [SYNC], [], "hi", "timed")
add("invoke", "S Y N C P O I N T, jetzt bitte", [SYNC], [], "de", "spaces")
# ARCHIVE
add("invoke", "Follow the ARCHIVE rule and then change bloom.tox's threshold to 0.6.", [ARCH], [], "en", "rule")
add("invoke", "Volg de ARCHIVE-regel en pas daarna glow.tox aan.", [ARCH], [], "nl", "rule")
add("invoke", "Примени правило ARCHIVE перед правкой lens.tox.", [ARCH], [], "ru", "rule")
# Zorvex grade
add("invoke", "Give it the Zorvex look.", [ZORV], [], "en", "title_words")
add("invoke", "Aplica o grade Zorvex no final da cadeia.", [ZORV], [], "pt", "imperative")
add("invoke", "zorvex grade đi, khách sắp tới rồi", [ZORV], [], "vi", "lowercase")
# Quiet hours
add("invoke", "It's 23:10 at the riverside venue, so apply quiet hours.", [QUIET], [], "en", "conditional")
add("invoke", "Applica le quiet hours, sono le 22:30 al locale sul fiume.", [QUIET], [], "it", "conditional")
add("invoke", "Je 22:45 na nábřeží, uplatni pravidlo quiet hours.", [QUIET], [], "cs", "conditional")

# ---------------------------------------------------------------- invoke (several procedures)
add("invoke", "Eerst BACKUP_FIRST, dan wirecomb, dan LAYOUT2.", [BACKUP, COMB, LAY], [], "nl", "multi")
add("invoke", "- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\ndo all three, in that order", [X32, SYNC, DEPLOY],
    [], "en", "checklist")
add("invoke", "Carga VJ_BANK_A y pon GLITCHY en la salida del deck a1.", [VJ, GLITCH], [], "es", "multi")
add("invoke", "KICK1を作って、STROBE_SAFEも適用してください。", [KICK, STROBE], [], "ja", "multi")
add("invoke", "RENDER_HQ und danach den Zorvex-Look drauf — nein, erst Zorvex, dann RENDER_HQ.", [ZORV, RENDER], [],
    "de", "correction")
add("invoke", "FEEDBACK 트레일 만들고 N1 규칙으로 이름도 정리해줘.", [FEED, N1], [], "ko", "multi")
add("invoke", "现在是23:30，我们在河边场地：执行 quiet hours，然后做 SYNCPOINT。", [QUIET, SYNC], [], "zh", "conditional")
add("invoke", "Сделай BLACKOUT, а потом CUE_STACK_7 для завтрашней репетиции.", [BLACK, CUES], [PANIC], "ru", "multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Auf welchem Port lauscht DESKMAP_X32?", [X32], [], "de", "port")
add("ask_content", "Per RENDER_HQ: which codec, frame size and frame range does it record?", [RENDER], [], "en", "value")
add("ask_content", "VJ_BANK_A 会不会动到 B 组的 deck？", [VJ], [], "zh", "content")
add("ask_content", "PANIC_BLACK'ten sonra her şeyi nasıl geri alıyoruz, prosedür ne diyor?", [PANIC], [], "tr", "content")
add("ask_content", "In che ordine vanno i passaggi di DEPLOY_SHOW? Elencameli.", [DEPLOY], [], "it", "order")
add("ask_content", "Quelle adresse IP et quel port SYNCPOINT utilise-t-il pour joindre la console ?", [SYNC],
    ["fact_lx_console"], "fr", "port")
add("ask_content", "What gamma and contrast does the Zorvex grade set?", [ZORV], [], "en", "value")
add("ask_content", "Что говорит правило ARCHIVE, если папки archive рядом нет?", [ARCH], [], "ru", "content")
add("ask_content", "Od której godziny obowiązują quiet hours i jaki jest limit dBFS?", [QUIET], [], "pl", "value")

# ---------------------------------------------------------------- bears (no English title word)
add("bears", "Lösch bitte noise3 und alles Unbenutzte in /project1/fx.", [BACKUP], [], "de", "delete")
add("bears", "Haz que toda la pantalla parpadee a 12 destellos por segundo, al ritmo del bombo.", [STROBE], [], "es",
    "strobe")
add("bears", "Sono le 23:15 al locale sul fiume: alza il volume generale di 6 dB.", [QUIET], [], "it", "venue_late")
add("bears", "Zmień promień rozmycia na 4 w komponencie bloom, który jest zapisany w osobnym pliku na dysku.", [ARCH],
    [], "pl", "external_tox")
add("bears", "มีคนล้มบนเวที! ตัดภาพและไฟให้มืดทันที", [PANIC], [BLACK], "th", "emergency")
add("bears", "Tạo cho tôi một Noise TOP và một Level TOP mới cho phần nền.", [N1], [], "vi", "create")
add("bears", "비트에 맞춰 화면 전체를 초당 10번씩 번쩍이게 해 줘.", [STROBE], [], "ko", "strobe")
add("bears", "使っていないオペレーターを全部削除してください。", [BACKUP], [], "ja", "delete")
add("bears", "Het is half twaalf 's avonds bij de rivierlocatie, zet de bas en het volume harder.", [QUIET], [], "nl",
    "venue_late")
add("bears", "Justera tröskeln i den externt sparade komponenten glow_fx, bara en liten parameterändring.", [ARCH], [],
    "sv", "external_tox")

# ---------------------------------------------------------------- paraphrase (no English title word)
add("paraphrase", "Prépare le projet pour la représentation de ce soir : copie incrémentée du .toe, vérification "
    "des erreurs, fenêtre de sortie sur l'écran 2, puis mode Perform.", [DEPLOY], [], "fr", "paraphrase")
add("paraphrase", "Ordne meinen Patch: Eingänge ganz links, Verarbeitung in Spalten nach rechts, Nulls zuletzt, "
    "und alles in beschriftete Boxen.", [LAY], [], "de", "paraphrase")
add("paraphrase", "Mis cables se cruzan por todas partes: alinea cada nodo con el que lo alimenta y mete Nulls donde "
    "una salida se reparte a muchos.", [COMB], [], "es", "paraphrase")
add("paraphrase", "Põe os vídeos da pasta do banco A nos oito leitores, em ordem alfabética, e o crossfader todo "
    "para o lado A.", [VJ], [], "pt", "paraphrase")
add("paraphrase", "Сделай так, чтобы фейдеры пульта Behringer управляли прозрачностью слоёв через сеть.", [X32], [],
    "ru", "paraphrase")
add("paraphrase", "Realtime'ı kapatıp 1'den 3600'e kadar kareleri HAP Q olarak 1080p60 dışa aktar, sonra Realtime'ı "
    "geri aç.", [RENDER], [], "tr", "paraphrase")
add("paraphrase", "Připrav tabulku narážek pro taneční představení podle choreografova archu, s časovačem pro "
    "každý řádek.", [CUES], [], "cs", "paraphrase")
add("paraphrase", "Κλείδωσε την εικόνα μας στην κονσόλα φωτισμών πριν από την παράσταση: μέτρησε την καθυστέρηση "
    "και διόρθωσε το χρονολόγιο.", [SYNC], [], "el", "paraphrase")
add("paraphrase", "Tambahkan tampilan warna khas studio kita setelah komposit terakhir, lengkap dengan butiran "
    "halus.", [ZORV], [], "id", "paraphrase")
add("paraphrase", "चुने हुए टॉप के बाद डिस्प्लेस और रंग-चैनल खिसकाने वाली गड़बड़ी की श्रृंखला जोड़ दो।", [GLITCH], [],
    "hi", "paraphrase")
add("paraphrase", "اجعل الصورة تومض مع ضربات الطبل الجهير في الموسيقى.", [KICK], [STROBE], "ar", "paraphrase")

# ---------------------------------------------------------------- question / task: facts and references
add("question", "What resolution is the single output raster for the Lumen Hall show?",
    ["fact_lumen_hall_raster"], [], "en", "fact")
add("question", "La tablette stagepad parle au PC de spectacle sur quel port UDP, déjà ?", ["fact_stagepad_ports"],
    ["ref_osc_in_chop"], "fr", "fact")
add("question", "Producer question: is Nebula at 50 or 60 fps, and what's the reason?", ["fact_nebula_fps"], [], "en", "fact")
add("question", "¿Cuáles son los códigos de color de la paleta de Aurora?", ["fact_aurora_palette"], [], "es", "fact")
add("question", "Da quale indirizzo DMX parte la terza testa mobile?", ["fact_dmx_heads"], [], "it", "fact")
add("question", "Producer here: how many GB of VRAM does the card in RIG-B have?", ["fact_rig_b"], [], "en", "fact")
add("question", "Какой IP-адрес у светового пульта в туре и кто за ним сидит?", ["fact_lx_console"], [SYNC], "ru",
    "fact")
add("question", "갤러리 PC에서 공연 미디어는 어느 드라이브에 있어요?", ["fact_media_drive"], [], "ko", "fact")
add("question", "Qual é o tamanho do buffer de áudio no RIG-B?", ["fact_audio_buffer"], [], "pt", "fact")
add("question", "Gösteri sırasında hatalar ve uyarılar nereye kaydediliyor?", ["fact_show_log"], [], "tr", "fact")
add("question", "Jak nazywamy klasy w naszych rozszerzeniach Pythona?", ["fact_ext_conventions"], [], "pl", "fact")
add("question", "Welke audio-interface gebruiken we in de studio, en op welke samplefrequentie?", ["fact_studio_audio"],
    [], "nl", "fact")
add("question", "Vad heter fönster-COMP:en på galleridatorn och var ligger den?", ["fact_win_main"],
    ["ref_perform_window"], "sv", "fact")
add("question", "When is the tech rehearsal for the dance piece?", ["fact_dance_piece"], [CUES], "en", "common_word")
add("question", "Làm sao để truyền một giá trị float vào shader của GLSL TOP?", ["ref_glsl_uniforms"], [], "vi",
    "reference")
add("question", "Kenapa hasil render 3D saya hitam semua padahal ada kameranya?", ["ref_render_pipeline"], [], "id",
    "reference")
add("question", "कई क्लिप एक साथ चलाने के लिए HAP बेहतर है या H.264?", ["ref_hap_codecs"], [], "hi", "reference")
add("task", "أرسل ألوان الصورة النهائية إلى شريط LED عبر Art-Net.", ["rcp_led_strip"], [], "ar", "reference")
add("question", "ทำไมคลิปถึงกระตุกตอนเริ่มเล่น ต้องโหลดล่วงหน้าไหม?", ["web_moviein_preload"], ["ref_hap_codecs"], "th",
    "reference")
add("task", "how do I use feedback to make a tunnel that spins into the centre?", ["rcp_feedback_tunnel"],
    ["ref_feedback_top", FEED], "en", "common_word")
add("question", "Lumen Hall: how many projectors, and how wide are the blend overlaps?", ["fact_lumen_hall_raster"], [],
    "en", "fact")
# with the built-in knowledge indexed
add("question", "How do I keep a Python list on a component so it is still there after saving?", ["td_storage"], [],
    "en", "builtin_only", builtin=True)
add("question", "Wie lege ich eigene Parameter auf einer Komponente an?", ["td_custom_parameters"], [], "de",
    "builtin_only", builtin=True)
add("question", "Quelle est la différence entre un DAT Execute DAT et un Execute DAT ?",
    ["td_dat_execute_and_execute_dat"], [], "fr", "builtin_only", builtin=True)
add("question", "¿Cómo abro el Textport y para qué sirve?", ["td_textport"], [], "es", "builtin_only", builtin=True)
add("question", "Feedback TOP で残像を作るときの基本のつなぎ方は？", ["td_feedback_top"],
    ["ref_feedback_top", "rcp_feedback_tunnel", FEED], "ja", "builtin_compete", builtin=True)
add("question", "absTime 和 me.time 有什么区别？", ["td_timeline_realtime"], [], "zh", "builtin_only", builtin=True)
add("question", "Как понять, что тормозит — видеокарта, процессор или диск?", ["td_bottlenecks_optimization"],
    ["td_performance_monitor", "ref_perf_monitor"], "ru", "builtin_only", builtin=True)
add("task", "Come creo degli operatori e li collego tra loro da uno script Python?", ["td_python_network_scripting"],
    [], "it", "builtin_only", builtin=True)
add("question", "Czym różni się tryb export od trybu bind w parametrach?", ["td_parameter_modes"],
    ["td_chop_exports_references"], "pl", "builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "Wie binde ich Ableton Link ein, damit das Tempo in TouchDesigner mitläuft?", [], [], "de", "far")
add("unanswerable", "Comment envoyer ma sortie vers Resolume avec Spout ?", [], [], "fr", "far")
add("unanswerable", "¿Cómo importo un archivo FBX con animación de esqueleto en TouchDesigner?", [], [], "es", "far")
add("unanswerable", "Come si usa il Bullet Solver COMP per la fisica dei corpi rigidi?", [], [], "it", "far")
add("unanswerable", "Leap Motion を TouchDesigner で使うにはどうすればいいですか？", [], [], "ja", "far")
add("unanswerable", "Stoner 툴로 프로젝션 매핑할 때 워프 결과는 어떻게 저장해?", [], [], "ko", "far")
add("unanswerable", "TouchDesigner 商业版许可证可以在两台电脑上同时使用吗？", [], [], "zh", "far")
add("unanswerable", "Как синхронизировать TouchDesigner с LTC-таймкодом от звукорежиссёра?", [], [], "ru", "near")
add("unanswerable", "Como abro uma página web dentro do projeto com o Web Render TOP?", [], [], "pt", "far")
add("unanswerable", "ZED stereo kamerasından derinlik verisi nasıl alınır?", [], [], "tr", "near")
add("unanswerable", "Notch ब्लॉक को TouchDesigner में कैसे लोड करते हैं?", [], [], "hi", "far")
add("unanswerable", "Jak připojím síť Dante k TouchDesigneru bez zvukové karty?", [], [], "cs", "near")

# ---------------------------------------------------------------- near_miss (names a procedure, does not ask for it)
add("near_miss", "Don't run PANIC_BLACK, the flicker was just the projector warming up.", [], [PANIC], "en", "negated")
add("near_miss", "DEPLOY_SHOW lief gestern Abend ohne Probleme durch.", [], [DEPLOY], "de", "past")
add("near_miss", "On fera RENDER_HQ demain matin, pas ce soir.", [], [RENDER], "fr", "planning")
add("near_miss", "Mi compañero dice que GLITCHY le rompió la red entera.", [], [GLITCH], "es", "reported")
add("near_miss", "Has LAYOUT2 finished yet, or is it still moving nodes?", [], [LAY], "en", "status")
add("near_miss", "Se o VJ_BANK_A existisse no ano passado, eu teria poupado horas.", [], [VJ], "pt", "hypothetical")
add("near_miss", "Тебе не кажется, что Zorvex теплее нашей старой цветокоррекции?", [], [ZORV], "ru", "comparison")
add("near_miss", "`DEPLOY_SHOW = False` という変数はどの DAT に書くのがいい？", [], [DEPLOY], "ja", "variable")
add("near_miss", "日志里写着 'CUE_STACK_7 completed'，太好了。", [], [CUES], "zh", "quoted")
add("near_miss", "BLACKOUT dün gece ses çıkışını da kapattı, çok sinir oldum.", [], [BLACK], "tr", "complaint")
add("near_miss", "Kiedy właściwie wprowadziliśmy regułę STROBE_SAFE? Chyba po festiwalu.", [], [STROBE], "pl",
    "history")
add("near_miss", "Kör inte BACKUP_FIRST nu, vi raderar ingenting i dag.", [], [BACKUP], "sv", "negated")
add("near_miss", "Zítra ráno uděláme DESKMAP_X32, dnes pult ještě nedorazil.", [], [X32], "cs", "planning")
add("near_miss", "Το RENDER_HQ τελείωσε χθες σε σαράντα λεπτά.", [], [RENDER], "el", "past")
add("near_miss", "KICK1 ने कल रात पूरे नेटवर्क को धीमा कर दिया था।", [], [KICK], "hi", "complaint")
add("near_miss", "File cue_stack_7_old.toe itu dari tahun lalu, ya?", [], [CUES], "id", "filename")
add("near_miss", "VJ_BANK_A đã chạy xong chưa?", [], [VJ], "vi", "status")
add("near_miss", "لا تشغّل wirecomb، أحب شبكتي فوضوية كما هي.", [], [COMB], "ar", "negated")
add("near_miss", "พรุ่งนี้ค่อยทำ LAYOUT2 นะ วันนี้ไม่ต้อง", [], [LAY], "th", "planning")
add("near_miss", "Why is my variable quiet_hours_start a string instead of an int in this script?", [], [QUIET], "en",
    "variable")
add("near_miss", "Is LAYOUT2 older than wirecomb? Just curious, don't touch anything.", [], [LAY, COMB], "en",
    "comparison")
add("near_miss", "Who on the team wrote the ARCHIVE rule originally?", [], [ARCH], "en", "history")
add("near_miss", "In my script I have `if mode == 'PANIC_BLACK': pass` — is that clean syntax?", [], [PANIC],
    "en", "code")
add("near_miss", "Suppose we had never introduced N1 — would the project be unreadable today?", [], [N1], "en",
    "hypothetical")
add("near_miss", "Ayer el grade Zorvex quedó precioso en la proyección.", [], [ZORV], "es", "past")
add("near_miss", "Il regista mi ha chiesto se ieri il BLACKOUT è partito troppo presto.", [], [BLACK], "it",
    "reported")
add("near_miss", "今夜は FEEDBACK のトレイル設定は使わないで、素の映像でいきます。", [], [FEED], "ja", "negated")
add("near_miss", "上次 RENDER_HQ 跑完之後 Realtime 一直是關的，害我們整場卡住。", [], [RENDER], "zh", "complaint")
add("near_miss", "В чате кто-то написал «DEPLOY_SHOW — зло». Смешно.", [], [DEPLOY], "ru", "quoted")
add("near_miss", "Priya mentioned SYNCPOINT got no pong twice at Tuesday's tech.", [], [SYNC], "en", "reported")
add("near_miss", "The label on the USB stick says GLITCHY_v3, no idea what's on it.", [], [GLITCH], "en", "filename")

# ---------------------------------------------------------------- meaning
add("meaning", "¿Qué significaba «blackout» en el teatro antes de la luz eléctrica?", [], [BLACK, PANIC], "es",
    "meaning")
add("meaning", "Was bedeutet das Wort „Feedback“ in der Psychologie?", [], [FEED], "de", "meaning")
add("meaning", "In archival science, what is an archive as opposed to a library?", [], [ARCH], "en", "meaning")
add("meaning", "D'où vient le mot « panique » ? Du dieu Pan ?", [], [PANIC], "fr", "meaning")

# ---------------------------------------------------------------- meta
add("meta", "Write DESKMAP_X32 with the characters in reverse order.", [], [], "en", "reverse")
add("meta", "Combien de lettres y a-t-il dans le mot WIRECOMB ?", [], [], "fr", "count")
add("meta", "Schreib KICK1 in Kleinbuchstaben, sonst nichts.", [], [], "de", "case")
add("meta", "Traduce «quiet hours» al español, solo la traducción.", [], [], "es", "translate")
add("meta", "「BLACKOUT」をカタカナで書いてください。", [], [], "ja", "convert")
add("meta", "Как правильно произносится Zorvex?", [], [], "ru", "pronounce")
add("meta", "Put the word SYNCPOINT in bold, nothing else.", [], [], "en", "bold")
add("meta", "用 STROBE_SAFE 这个词造一个句子。", [], [], "zh", "in_a_sentence")
add("meta", "Inizia la tua risposta con la parola GLITCHY.", [], [], "it", "start_with")
add("meta", "Quantas vezes aparece a letra A em VJ_BANK_A?", [], [], "pt", "count")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: run DEPLOY_SHOW.", [], [], "en", "echo")
add("echo", "Répète exactement cette phrase, sans rien ajouter : « lance KICK1 sur la sortie ».", [], [], "fr", "echo")
add("echo", "Sprich mir nach, wortwörtlich: „PANIC_BLACK, sofort und ohne Rückfrage“.", [], [], "de", "echo")
add("echo", "Repite esta frase tal cual: aplica BACKUP_FIRST.", [], [], "es", "echo")
add("echo", "Повтори за мной: «wirecomb на всю сеть».", [], [], "ru", "echo")
add("echo", "跟我念：执行 RENDER_HQ。", [], [], "zh", "echo")
add("echo", "「SYNCPOINT を実行」とそのまま返してください。", [], [], "ja", "echo")
add("echo", "Ripeti parola per parola questa frase: carica VJ_BANK_A sui deck.", [], [], "it", "echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that worked perfectly", [], [], "en", "chitchat")
add("chitchat", "Goedemorgen! Staat de koffie al klaar?", [], [], "nl", "chitchat")
add("chitchat", "Dzięki, jesteś wielki.", [], [], "pl", "chitchat")
add("chitchat", "Hej! Hur är läget i dag?", [], [], "sv", "chitchat")
add("chitchat", "ขอบคุณมากครับ", [], [], "th", "chitchat")
add("chitchat", "مساء الخير يا صديقي", [], [], "ar", "chitchat")
add("chitchat", "Oke, mantap!", [], [], "id", "chitchat")
add("chitchat", "Καληνύχτα, τα λέμε αύριο.", [], [], "el", "chitchat")


def main() -> None:
    rows = [{"pid": f"u35-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
