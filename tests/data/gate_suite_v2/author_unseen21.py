"""Hand-written source of prompts_unseen21.jsonl: a blind suite by an independent evaluator (gateeval21).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run on
these prompts. Run this file to regenerate prompts_unseen21.jsonl byte for byte.

Personas (comments only):
- CREW: a festival crew chat in many languages (phones, terse, emoji, slash commands);
- TEACHER: a workshop teacher giving instructions and telling stories about past shows;
- TECH: a technician who complains a lot about what the procedures did;
- RELAY: a translator relaying what other crew members say or ask.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen21.jsonl")
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

# ---------------------------------------------------------------- invoke, English
# CREW
add("invoke", "RENDER_HQ", [RENDER], group="bare")
add("invoke", "KICK1 pls, dj is on in 5", [KICK], [STROBE], group="terse")
add("invoke", "Could you please run LAYOUT2 on /project1/fx? It's a jungle in there.", [LAYOUT], group="polite")
add("invoke", "DEPLOY_SHOW — doors open in forty minutes", [DEPLOY], group="name_first")
add("invoke", "ok crew is waiting, put the Zorvex grade on the final comp", [ZORVEX], group="title_words")
add("invoke", "before we go live do the lighting console handshake please", [SYNC], group="title_words")
add("invoke", "pls load vj bank a into the decks", [BANK], group="spaces")
add("invoke", "run glitchy on movie_in2 please", [GLITCH], group="lowercase")
add("invoke", "/cue_stack_7 dance piece, tech is starting", [CUES], group="slash_command")
add("invoke", "- [x] patch the projectors\n- [ ] DESKMAP_X32\n- [x] fps check\ndo the one that's still open", [X32],
    group="checklist")
add("invoke", "[22:41:07] WARNING /project1/fx/comp3: wire passes behind operator\n"
    "[22:41:09] WARNING /project1/fx/null2: 6 outputs\nugh. wirecomb that network", [WIRE], group="log_paste")
add("invoke", "run BLACKOUT — no wait, not BLACKOUT, the set isn't over. PANIC_BLACK now, someone climbed the truss",
    [PANIC], [BLACKOUT], group="correction")
add("invoke", "You asked if you should go ahead with RENDER_HQ for the teaser. Yes, go ahead.", [RENDER], group="consent")
add("invoke", "quiet hours apply after 22:00 at the riverside and it's 22:47 here, so apply the quiet hours rule to the master now",
    [QUIET], group="conditional")
add("invoke", "doors in five, run SYNCPOINT right now so we have some margin", [SYNC], group="timed")
add("invoke", "hey copilot run kick one on the main output period", [KICK], [STROBE], group="voice")
add("invoke", "🔥🔥 GLITCHY on the webcam top 🔥🔥", [GLITCH], group="emoji")
add("invoke", "pls do DEPLOY_SHWO", [DEPLOY], group="typo")
add("invoke", "run LAYUOT2 on the mixer network", [LAYOUT], group="typo")
add("invoke", "Apply STROBE_SAFE to every flash in the scene 4 network.", [STROBE], group="rule")
add("invoke", "Follow BACKUP_FIRST, then delete the old_intro COMP.", [BACKUP], group="rule")
add("invoke", "apply naming rule N1 to everything you built for me this morning", [N1], group="rule")
add("invoke", "use my FEEDBACK trail settings for the club visuals on scene 2", [TRAILS], group="title_words")
add("invoke", "Do the ARCHIVE copy of bloom.tox first, then raise its threshold to 0.6", [ARCHIVE], group="rule")
add("invoke", "LAYOUT2, then wirecomb, same network", [LAYOUT, WIRE], group="multi")
add("invoke", "run DESKMAP_X32 and after that SYNCPOINT, in that order", [X32, SYNC], group="multi")
add("invoke", "VJ_BANK_A first, then the Zorvex grade on the output", [BANK, ZORVEX], group="multi")
add("invoke", "tech for the dance piece starts in ten, so build the cue list now: CUE_STACK_7", [CUES], group="trailing")
add("invoke", "choreographer changed nothing, so please CUE_STACK_7 as it is and ping me when the timer is wired",
    [CUES], group="mid_message")
# TEACHER
add("invoke", "Okay everyone, watch the decks fill up. Copilot: VJ_BANK_A, please.", [BANK], group="teacher")
add("invoke", "Would you be so kind as to set up the kick-reactive flash, KICK1, for tonight's DJ?", [KICK], [STROBE],
    group="polite")
# TECH
add("invoke", "fine, whatever, run wirecomb again. last time it left nulls all over the place", [WIRE], group="complaint")
# RELAY
add("invoke", "Translating for Yuki from lighting: she asks you to run SYNCPOINT now, the console is up.", [SYNC],
    group="relay")
add("invoke", "do GLITCHY and the Zorvex grade — actually skip GLITCHY, only the Zorvex grade", [ZORVEX], [GLITCH],
    group="correction")

# ---------------------------------------------------------------- invoke, other languages
# CREW chat
add("invoke", "Bitte führ KICK1 auf dem Hauptausgang aus, der DJ fängt gleich an.", [KICK], [STROBE], lang="de",
    group="polite")
add("invoke", "LAYOUT2 für /project1/mixer, danke", [LAYOUT], lang="de", group="terse")
add("invoke", "Es ist 22:30 am Flussufer, also wende jetzt bitte die Quiet-hours-Regel auf den Master an.", [QUIET],
    lang="de", group="conditional")
add("invoke", "- [x] Beamer ausgerichtet\n- [ ] CUE_STACK_7 bauen\n- [ ] Tonprobe\nErledige bitte den zweiten Punkt.",
    [CUES], lang="de", group="checklist")
add("invoke", "hey copilot lade vj bank a bitte", [BANK], lang="de", group="voice")
add("invoke", "Lance BLACKOUT, c'est la fin du set.", [BLACKOUT], [PANIC], lang="fr", group="imperative")
add("invoke", "Tu peux faire le RENDER_HQ du teaser, s'il te plaît ?", [RENDER], lang="fr", group="polite")
add("invoke", "Non attends, pas LAYOUT2 — fais plutôt wirecomb, je veux garder mes colonnes.", [WIRE], [LAYOUT],
    lang="fr", group="correction")
add("invoke", "🎛️ DESKMAP_X32 stp 🙏", [X32], lang="fr", group="emoji")
add("invoke", "Il est 22h15 au bord du fleuve : applique les quiet hours au son, maintenant.", [QUIET], lang="fr",
    group="conditional")
add("invoke", "¡PANIC_BLACK ya!", [PANIC], [BLACKOUT], lang="es", group="emergency")
add("invoke", "Haz CUE_STACK_7 para la pieza de danza, el ensayo técnico empieza ahora.", [CUES], lang="es",
    group="imperative")
add("invoke", "/render_hq teaser_v3", [RENDER], lang="es", group="slash_command")
add("invoke", "Esegui GLITCHY sul TOP selezionato.", [GLITCH], lang="it", group="imperative")
add("invoke", "Per favore, applica il look Zorvex all'uscita finale.", [ZORVEX], lang="it", group="title_words")
add("invoke", "DESKMAP_X32, il mixer è collegato", [X32], lang="it", group="name_first")
add("invoke", "Roda o DEPLOY_SHOW agora, a porta abre em meia hora.", [DEPLOY], lang="pt", group="imperative")
add("invoke", "Aplica a regra STROBE_SAFE em todos os flashes da cena 2, por favor.", [STROBE], lang="pt", group="rule")
add("invoke", "faz o kick1 aí", [KICK], [STROBE], lang="pt", group="lowercase")
add("invoke", "Voer BACKUP_FIRST uit en verwijder daarna de container old_fx.", [BACKUP], lang="nl", group="rule")
add("invoke", "Kun je LAYOUT2 en daarna wirecomb op dit netwerk doen?", [LAYOUT, WIRE], lang="nl", group="multi")
add("invoke", "Zastosuj regułę ARCHIVE do glow.tox, zanim zmienisz w nim rozmycie.", [ARCHIVE], lang="pl", group="rule")
add("invoke", "Пожалуйста, загрузи VJ_BANK_A, а потом сделай GLITCHY на деке deck_a1.", [BANK, GLITCH], lang="ru",
    group="multi")
add("invoke", "Зроби BLACKOUT, сет закінчився.", [BLACKOUT], [PANIC], lang="uk", group="imperative")
add("invoke", "Застосуй правило іменування N1 до всього, що ти сьогодні створив.", [N1], lang="uk", group="rule")
add("invoke", "ERROR: /project1/mixer/deck_a3: file not found\nファイル直したので、もう一回 VJ_BANK_A を読み込んで",
    [BANK], lang="ja", group="log_paste")
add("invoke", "先跑 DESKMAP_X32，再跑 SYNCPOINT。", [X32, SYNC], lang="zh", group="multi")
add("invoke", "帮我先按 ARCHIVE 规则备份 bloom.tox，然后把阈值改成 0.7", [ARCHIVE], lang="zh", group="rule")
add("invoke", "티저용으로 RENDER_HQ 실행해 줘", [RENDER], lang="ko", group="terse")
add("invoke", "지금 PANIC_BLACK!! 무대에 사람 있어", [PANIC], [BLACKOUT], lang="ko", group="emergency")
add("invoke", "Spusť DEPLOY_SHOW, za půl hodiny začínáme.", [DEPLOY], lang="cs", group="imperative")
add("invoke", "Te rog, aplică regula BACKUP_FIRST înainte să ștergi noise1.", [BACKUP], lang="ro", group="rule")
add("invoke", "Τρέξε το LAYOUT2, παρακαλώ.", [LAYOUT], lang="el", group="polite")
add("invoke", "תבנה לי שובלים לסט של המועדון לפי הגדרות ה-FEEDBACK שלי", [TRAILS], lang="he", group="title_words")
add("invoke", "Kør STROBE_SAFE-reglen på alle blink i scene 5.", [STROBE], lang="da", group="rule")
add("invoke", "Fes el BLACKOUT, s'ha acabat el set.", [BLACKOUT], [PANIC], lang="ca", group="imperative")
add("invoke", "Bruk navneregel N1 på alle operatorene du lager i kveld.", [N1], lang="no", group="rule")
add("invoke", "Molim te, pokreni wirecomb na ovoj mreži.", [WIRE], lang="hr", group="polite")
add("invoke", "Mesedez, exekutatu PANIC_BLACK orain!", [PANIC], [BLACKOUT], lang="eu", group="emergency")
# TEACHER
add("invoke", "Fammi le scie per il set del club come dice la mia nota FEEDBACK.", [TRAILS], lang="it",
    group="title_words")
# RELAY
add("invoke", "Traduzco para Kenji, de luces: quiere que hagas SYNCPOINT ahora mismo.", [SYNC], lang="es", group="relay")
add("invoke", "Je traduis pour Amara : elle te demande de lancer BACKUP_FIRST puis d'effacer le réseau /project1/tests.",
    [BACKUP], lang="fr", group="relay")
# TECH
add("invoke", "Na dobra, jeszcze raz KICK1, tylko tym razem niech nie oślepia ludzi.", [KICK], [STROBE], lang="pl",
    group="complaint")
add("invoke", "Ach, dann halt: N1 auf die neuen Operatoren anwenden, bevor wieder alles noise1 heißt.", [N1], lang="de",
    group="complaint")
# CREW
add("invoke", "Mach die FEEDBACK-Trails für das Club-Set und den Zorvex-Look, beides auf Szene 3.", [TRAILS, ZORVEX],
    lang="de", group="multi")
add("invoke", "ARCHIVE primero para grain.tox, y luego cámbiale el tamaño del grano a 0.02.", [ARCHIVE], lang="es",
    group="name_first")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What low-pass frequency does KICK1 use?", [KICK])
add("ask_content", "DEPLOY_SHOW question: once the recursive error check passes, what is the next step?", [DEPLOY])
add("ask_content", "What's inside the Zorvex grade, in order?", [ZORVEX])
add("ask_content", "Alle wie viele Sekunden schickt DESKMAP_X32 /xremote?", [X32], lang="de")
add("ask_content", "Que dit la règle BACKUP_FIRST sur l'endroit où va la sauvegarde ?", [BACKUP], lang="fr")
add("ask_content", "¿Qué códec y qué resolución usa RENDER_HQ?", [RENDER], lang="es")
add("ask_content", "SYNCPOINTはどのIPアドレスにpingを送るの？", [SYNC], lang="ja")
add("ask_content", "BLACKOUT 的淡出是几秒？", [BLACKOUT], lang="zh")
add("ask_content", "Di quanti pixel GLITCHY sposta i canali rosso e blu?", [GLITCH], lang="it")
add("ask_content", "Какую непрозрачность Level TOP ставит моя настройка FEEDBACK для клубных шлейфов?", [TRAILS], lang="ru")
add("ask_content", "O que diz a regra das quiet hours sobre o volume máximo depois das 22h?", [QUIET], lang="pt")

# ---------------------------------------------------------------- bears (no name, a rule applies)
add("bears", "delete noise1 and level3, nothing uses them", [BACKUP], group="delete")
add("bears", "clear out the whole /project1/old_tests network, go ahead", [BACKUP], group="consent")
add("bears", "Fais clignoter le stroboscope à 12 Hz sur le drop.", [STROBE], ["rcp_strobe_flash"],
    lang="fr", group="strobe")
add("bears", "Es ist 23:40 am Flussufer-Venue, dreh den Master auf -6 dBFS hoch, der Bass ist zu leise.", [QUIET],
    lang="de", group="venue_late")
add("bears", "Cambia el umbral dentro de bloom.tox, el componente que está guardado como archivo externo.", [ARCHIVE],
    lang="es", group="external_tox")
add("bears", "背景用にNoise TOPとLevel TOPを新しく作って", [N1], ["ref_noise_top"], lang="ja", group="create")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "get my frame timing aligned with the grandMA over the network before the show", [SYNC],
    ["fact_lx_console"])
add("paraphrase", "put sources on the left, nulls just before the outputs and draw boxes around each chain", [LAYOUT])
add("paraphrase", "untangle the spaghetti cables so I can follow each connection", [WIRE], [LAYOUT])
add("paraphrase", "Quando finisce l'ultimo pezzo voglio che l'immagine sfumi al nero piano e l'audio vada muto.",
    [BLACKOUT], [PANIC], lang="it")
add("paraphrase", "Сделай так, чтобы картинка вспыхивала на каждый удар бочки.", [KICK], [STROBE, "ref_audio_analysis"],
    lang="ru")
add("paraphrase", "在选中的 TOP 后面加一条故障效果链：噪波置换，再把红蓝通道错开几个像素。", [GLITCH], lang="zh")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what IP is the grandMA3 on and which universes does it output?", ["fact_lx_console"], group="fact")
add("question", "Welche Auflösung hat das Ausgaberaster für die Lumen Hall?", ["fact_lumen_hall_raster"], lang="de",
    group="fact")
add("question", "Sur quel port la tablette stagepad envoie-t-elle l'OSC ?", ["fact_stagepad_ports"], lang="fr",
    group="fact")
add("question", "¿A cuántos fps corre la instalación Nebula?", ["fact_nebula_fps"], lang="es", group="fact")
add("question", "how do I use a feedback TOP for trails that actually fade to black?", ["ref_feedback_top"],
    [TRAILS, "ref_pixel_formats", "rcp_feedback_tunnel"], group="common_word")
add("question", "what's a good strobe recipe with an LFO?", ["rcp_strobe_flash"], [STROBE], group="common_word")
add("question", "再生には HAP と H.264 のどっちがいい？", ["ref_hap_codecs"], lang="ja", group="reference")
add("question", "op() 为什么会返回 None？", ["ref_op_paths"], lang="zh", group="reference")
add("question", "where does the show error log get written during a show?", ["fact_show_log"], group="fact")
add("question", "Qual é o buffer de áudio do RIG-B?", ["fact_audio_buffer"], lang="pt", group="fact")
add("task", "build me a lower third where the title band slides in from the left", ["rcp_lower_third"], group="reference")
add("task", "Zrób mi słupki spektrum audio w GLSL.", ["rcp_spectrum_bars"], ["ref_audio_analysis"], lang="pl",
    group="reference")
# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "how do I keep a Python value on a COMP so it's still there after saving?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Was ist der Unterschied zwischen einem Execute DAT und einem DAT Execute DAT?",
    ["td_dat_execute_and_execute_dat"], lang="de", group="builtin_only", builtin=True)
add("question", "Comment lire les erreurs et les avertissements affichés sur un opérateur ?", ["td_error_warning_flags"],
    lang="fr", group="builtin_only", builtin=True)
add("question", "¿Qué diferencia hay entre los modos de parámetro export y bind?", ["td_parameter_modes"], lang="es",
    group="builtin_only", builtin=True)
add("question", "Come passo dati da un componente all'altro con gli operatori In e Out?", ["td_select_in_out"], lang="it",
    group="builtin_only", builtin=True)
add("task", "Hoe bouw ik een bedieningspaneel met knoppen en sliders?", ["td_panel_ui_components"], lang="nl",
    group="builtin_only", builtin=True)
add("question", "my feedback trails never fade all the way to black, why?", ["ref_pixel_formats"],
    ["td_resolution_pixel_format", "td_feedback_top", "ref_feedback_top", "rcp_feedback_tunnel", TRAILS],
    group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Leap Motion hand data into TD?", group="far")
add("unanswerable", "what's the hotkey to align selected nodes horizontally in the network editor?", group="near")
add("unanswerable", "Wie synchronisiere ich TouchDesigner mit dem Ableton-Link-Tempo?", lang="de", group="far")
add("unanswerable", "Comment exporter une animation de TouchDesigner vers After Effects avec les keyframes ?", lang="fr",
    group="far")
add("unanswerable", "¿Cómo conecto un LiDAR de Ouster a TouchDesigner?", lang="es", group="far")
add("unanswerable", "Substance Designer のマテリアルを TouchDesigner に読み込む方法は？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 怎么接 Elgato Stream Deck？", lang="zh", group="far")
add("unanswerable", "Как сделать распознавание лиц через MediaPipe в TouchDesigner?", lang="ru", group="far")
add("unanswerable", "Como faço chroma key com a placa de captura Blackmagic no TouchDesigner?", lang="pt", group="near")
add("unanswerable", "Notch 블록을 TouchDesigner에서 어떻게 불러와?", lang="ko", group="far")
add("unanswerable", "TouchDesigner'dan Resolume'a Spout ile görüntü nasıl gönderilir?", lang="tr", group="near")

# ---------------------------------------------------------------- near misses, English
add("near_miss", "don't run KICK1 yet, the DJ hasn't even plugged in", allowed=[KICK, STROBE], group="negated")
add("near_miss", "KICK1 ran fine last night at the warehouse, zero complaints", allowed=[KICK], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow morning, not now", allowed=[DEPLOY], group="planning")
add("near_miss", "The stage manager said BLACKOUT felt too slow on Friday.", allowed=[BLACKOUT], group="reported")
add("near_miss", "has SYNCPOINT already been done today or not yet?", allowed=[SYNC], group="status")
# TEACHER stories
add("near_miss", "if LAYOUT2 had existed when I started teaching, I'd have saved weeks of my life", allowed=[LAYOUT],
    group="hypothetical")
add("near_miss", "Back at Lumen Hall in 2024 we had no VJ_BANK_A, we pointed every deck at its file by hand.",
    allowed=[BANK, "fact_lumen_hall_raster"], group="history")
add("near_miss", "honestly I trust wirecomb more than LAYOUT2, just a feeling", allowed=[WIRE, LAYOUT], group="comparison")
add("near_miss", "saved the network as render_hq_test.toe on the desktop", allowed=[RENDER], group="filename")
add("near_miss", "```python\nif op('x32_faders') is None:\n    print('DESKMAP_X32 not built yet')\n```\n"
    "just pasting this so you see how I write checks, no action needed", allowed=[X32], group="code")
# TECH complaints
add("near_miss", "PANIC_BLACK killed the DMX master AND my level, took me ages to bring it all back", allowed=[PANIC],
    group="complaint")
add("near_miss", "wirecomb added like nine nulls to my network, who asked for that", allowed=[WIRE], group="complaint")
add("near_miss", "the poster literally says 'CUE_STACK_7' on it, the designer thought it was the show title",
    allowed=[CUES], group="quoted")

# ---------------------------------------------------------------- near misses, other languages
add("near_miss", "Bitte KEIN RENDER_HQ jetzt, wir brauchen Realtime für die Probe.", allowed=[RENDER], lang="de",
    group="negated")
add("near_miss", "On fera SYNCPOINT demain avant la générale.", allowed=[SYNC], lang="fr", group="planning")
add("near_miss", "GLITCHY me destrozó la red, ahora hay GLSL TOPs por todos lados.", allowed=[GLITCH], lang="es",
    group="complaint")
add("near_miss", "¿VJ_BANK_A ya está cargado o todavía no?", allowed=[BANK], lang="es", group="status")
add("near_miss", "Te traduzco lo que dijo Kenji: que SYNCPOINT anoche funcionó a la primera.", allowed=[SYNC], lang="es",
    group="reported")
add("near_miss", "Non lanciare PANIC_BLACK, era solo una prova del microfono.", allowed=[PANIC], lang="it",
    group="negated")
add("near_miss", "O CUE_STACK_7 funcionou direitinho na estreia.", allowed=[CUES], lang="pt", group="past")
add("near_miss", "Volgens de organisator flitste KICK1 de hele avond veel te fel.", allowed=[KICK, STROBE], lang="nl",
    group="complaint")
add("near_miss", "Nie rób jeszcze BLACKOUT, zespół gra bis.", allowed=[BLACKOUT], lang="pl", group="negated")
add("near_miss", "昨日のリハでは DEPLOY_SHOW は問題なく終わった。", allowed=[DEPLOY], lang="ja", group="past")
add("near_miss", "灯光师说 SYNCPOINT 昨晚一直超时。", allowed=[SYNC], lang="zh", group="reported")
add("near_miss", "我把工程存成了 zorvex_grade_v2.toe", allowed=[ZORVEX], lang="zh", group="filename")
add("near_miss", "LAYOUT2 벌써 돌렸어?", allowed=[LAYOUT], lang="ko", group="status")
add("near_miss", "BACKUP_FIRST yüzünden backups klasörü 40 GB oldu.", allowed=[BACKUP], lang="tr", group="complaint")
add("near_miss", "Om vi hade haft STROBE_SAFE i fjol hade ingen klagat.", allowed=[STROBE], lang="sv",
    group="hypothetical")
add("near_miss", "Na festivalu v Brně jsme kdysi omylem spustili BLACKOUT uprostřed setu.", allowed=[BLACKOUT, PANIC],
    lang="cs", group="history")
add("near_miss", "נריץ את CUE_STACK_7 מחר בחזרה הטכנית.", allowed=[CUES], lang="he", group="planning")
add("near_miss", "لا تشغّل GLITCHY على الكاميرا الآن، العرض لم يبدأ بعد.", allowed=[GLITCH], lang="ar", group="negated")
add("near_miss", "कल रात VJ_BANK_A ठीक से लोड हो गया था।", allowed=[BANK], lang="hi", group="past")
add("near_miss", "Onko DESKMAP_X32 jo ajettu?", allowed=[X32], lang="fi", group="status")
add("near_miss", "A wirecomb megint szétszedte a dokkolt operátoraimat.", allowed=[WIRE], lang="hu", group="complaint")
add("near_miss", "Mình đặt tên biến là layout2_done trong script.", allowed=[LAYOUT], lang="vi", group="variable")
add("near_miss", "Di poster tertulis 'DEPLOY_SHOW 19:00', lucu ya.", allowed=[DEPLOY], lang="id", group="quoted")
add("near_miss", "Regizorul a zis că ARCHIVE a salvat deja bloom_014.", allowed=[ARCHIVE], lang="ro", group="reported")

# ---------------------------------------------------------------- meaning
add("meaning", "where does the word blackout come from, the wartime thing?", allowed=[BLACKOUT, PANIC])
add("meaning", "Was bedeutet Feedback eigentlich bei E-Gitarren?", allowed=[TRAILS], lang="de")
add("meaning", "Que veut dire « archive » en bibliothéconomie ?", allowed=[ARCHIVE], lang="fr")
add("meaning", "¿Qué significa «glitchy» en inglés coloquial?", allowed=[GLITCH], lang="es")
add("meaning", "英語の「quiet hours」って普通はどういう意味？", allowed=[QUIET], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "write KICK1 backwards, character by character", group="reverse")
add("meta", "count the letters of wirecomb for me", group="count")
add("meta", "give me DEPLOY_SHOW in all lowercase letters", group="case")
add("meta", "start your reply with the word SYNCPOINT", group="start_reply")
add("meta", "how would a Dutch crew member say Zorvex out loud, phonetically?", group="pronounce")
add("meta", "Wie würde man das Wort BLACKOUT ins Deutsche übersetzen?", lang="de", group="translate")
add("meta", "Mets le mot GLITCHY en gras dans ta réponse.", lang="fr", group="bold")
add("meta", "Usa LAYOUT2 en una frase.", lang="es", group="in_a_sentence")
add("meta", "CUE_STACK_7 这个词有几个字符？", lang="zh", group="count")
add("meta", "Как пишется VJ_BANK_A по буквам?", lang="ru", group="spell")
add("meta", "Converte 'render_hq' para maiúsculas.", lang="pt", group="case")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: run BLACKOUT now")
add("echo", "say back exactly this: LAYOUT2 then wirecomb")
add("echo", "Répète après moi : lance KICK1", lang="fr")
add("echo", "Sprich mir nach: DEPLOY_SHOW starten", lang="de")
add("echo", "Repite exactamente esto: «haz PANIC_BLACK»", lang="es")
add("echo", "Повтори за мной: запусти SYNCPOINT", lang="ru")
add("echo", "跟我说一遍：执行 RENDER_HQ", lang="zh")
add("echo", "「GLITCHYを実行して」とそのまま繰り返して", lang="ja")
add("echo", "Ripeti parola per parola: carica VJ_BANK_A", lang="it")
add("echo", "Repete comigo: aplica o Zorvex", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, the second set looked gorgeous from the desk")
add("chitchat", "lol ok, coffee break for the crew")
add("chitchat", "Danke dir, wir sehen uns morgen beim Aufbau!", lang="de")
add("chitchat", "Salut toute l'équipe, ça va après cette nuit ?", lang="fr")
add("chitchat", "jaja qué nochecita tan buena la de ayer", lang="es")
add("chitchat", "みんな、今日もおつかれさまでした！", lang="ja")
add("chitchat", "고마워요 ㅎㅎ 덕분에 무대 잘 끝났어요", lang="ko")
add("chitchat", "valeu, galera, até o próximo festival", lang="pt")
add("chitchat", "Tack så mycket för i kväll, ni var grymma!", lang="sv")
add("chitchat", "Merhaba ekip, kahvaltı hazır mı?", lang="tr")


def main() -> None:
    rows = [{"pid": f"u21-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
