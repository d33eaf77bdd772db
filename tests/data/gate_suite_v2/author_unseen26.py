"""Hand-written source of prompts_unseen26.jsonl: a blind suite by an independent evaluator (gateeval26).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these
prompts. Run this file to regenerate prompts_unseen26.jsonl byte for byte.

Personas (kept here only, never in the labels):
- OP: a show operator typing fast in a dark booth (terse, lowercase, typos, slash commands, logs).
- DES: a designer writing careful notes (polite, checklists, full sentences, conditionals).
- TEA: a teacher explaining to a class and asking (questions, hypotheticals, history).
- PRO: a producer relaying approvals and vetoes ("X says go", "X vetoed").
- CREW: venue crews writing in their own language, with English TouchDesigner words.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen26.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L, S, B = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
D, V, P, G = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X, R, N, F = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, W, C, Y = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
A, Z, Q = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke (English)
# OP: booth, fast
add("invoke", "SYNCPOINT", [Y], group="bare")
add("invoke", "wirecomb pls, booth view is unreadable", [W], group="terse")
add("invoke", "/render_hq", [R], group="slash_command")
add("invoke", "PANIC BLACK!!! someone walked in front of the laser", [P], group="spaces")
add("invoke", "deploy show", [D], group="spaces")
add("invoke", "kcik1 on out1 quick", [K], group="typo")
add("invoke", "run wirecmob, the net is a mess", [W], group="typo")
add("invoke", "go glitchy 🔥", [G], group="emoji")
add("invoke", "🎛️ DESKMAP_X32 🎛️", [X], group="emoji")
add("invoke", "cue stack seven for the dance show, go", [C], group="voice")
add("invoke", "okay computer run deskmap x thirty two", [X], group="voice")
add("invoke",
    "[12:04:33] WARNING: /project1/deck_a3 could not open file\n[12:04:33] WARNING: /project1/deck_a5 could not open file\n"
    "fixed the paths on the drive. VJ_BANK_A again please", [V], group="log_paste")
add("invoke",
    "Traceback (most recent call last):\n  File \"/project1/old_tests/script1\", line 3\nNameError: name 'lfo7' is not defined\n"
    "whatever, kill that whole old_tests network. follow BACKUP_FIRST", [B], group="log_paste")
add("invoke", "no wait, not BLACKOUT — PANIC_BLACK, the haze alarm is going off", [P], allowed=[BO], group="correction")
add("invoke", "scratch the LAYOUT2 — do wirecomb instead, keep my columns as they are", [W], allowed=[L], group="correction")
add("invoke", "it's 23:10, so quiet hours apply at the riverside — bring the master down accordingly", [Q],
    group="conditional")
add("invoke", "at the top of the hour start RENDER_HQ on rec1", [R], group="timed")
add("invoke", "last song's done, end-of-set BLACKOUT please", [BO], allowed=[P], group="end_set")
add("invoke", "that's a wrap on set two. BLACKOUT", [BO], allowed=[P], group="end_set")
# DES: careful notes
add("invoke", "Could you please apply the Zorvex grade after the final composite? Thank you.", [Z], group="polite")
add("invoke", "Would you mind running MACRO LAYOUT2 on /project1/visuals when you have a moment?", [L], group="polite")
add("invoke", "I'd like you to build the kick-reactive flash on the main output now.", [K], group="title_words")
add("invoke", "Please do the lighting console handshake so the visuals are locked before doors.", [Y], group="title_words")
add("invoke", "Load clip bank A into the decks, please.", [V], group="title_words")
add("invoke", "Map the X32 mixing desk over OSC for tonight.", [X], group="title_words")
add("invoke", "Set up my club trails the way my FEEDBACK note says.", [F], group="common_word")
add("invoke", "Follow STROBE_SAFE while you build the beat-synced flashes.", [S], group="rule")
add("invoke",
    "Pre-show checklist:\n- [x] projectors warmed up\n- [x] media copied\n- [ ] DEPLOY_SHOW\nPlease do the unchecked item.",
    [D], group="checklist")
add("invoke",
    "Tonight's to-do:\n- [ ] CUE_STACK_7\n- [ ] SYNCPOINT\nPlease work through both, in that order.",
    [C, Y], group="multi")
add("invoke", "Before I change anything in grain.tox, which is saved externally, do the numbered-copy archive step.",
    [A], group="title_words")
add("invoke", "When you get to the new operators, stick to N1 naming, thanks.", [N], group="mid_message")
add("invoke", "The dance rehearsal starts at two, and I'd like CUE_STACK_7 built before then, if you can.", [C],
    group="mid_message")
# PRO: approvals
add("invoke", "Producer approved the house look. Go ahead with the Zorvex grade.", [Z], group="consent")
add("invoke", "Stage manager says house is open: DEPLOY_SHOW, and then SYNCPOINT.", [D, Y], group="multi")
add("invoke", "approved by the venue: KICK1 on the output and then GLITCHY on top of it", [K, G], group="multi")
add("invoke", "go ahead: load VJ_BANK_A and put the Zorvex grade on the mix", [V, Z], group="multi")
add("invoke", "do LAYOUT2 first, then wirecomb on the same network", [L, W], group="multi")
add("invoke", "follow BACKUP_FIRST, then delete noise4 and level9, and name anything new per N1", [B, N],
    group="multi")
add("invoke", "trails for the club: do my FEEDBACK setup, and keep STROBE_SAFE on the flashes", [F, S],
    group="multi")
add("invoke", "the desk is on the network and the faders are live — now, DESKMAP_X32", [X], group="trailing")
add("invoke", "execute the ARCHIVE procedure on lut_tools.tox now", [A], group="imperative")
add("invoke", "naming rule N1 — apply it to the ops you just built, rename the defaults", [N], group="name_first")
add("invoke", "quiet hours: it's 22:40 at the riverside and the DJ wants it louder, handle it per the rule", [Q],
    group="conditional")

# ---------------------------------------------------------------- invoke (other languages, CREW)
add("invoke", "Lance KICK1 sur out1 avant le premier morceau, s'il te plaît.", [K], lang="fr", group="polite")
add("invoke", "On passe en BLACKOUT, c'est la fin du set.", [BO], allowed=[P], lang="fr", group="end_set")
add("invoke", "Fais wirecomb sur ce réseau, les câbles se croisent partout.", [W], lang="fr", group="imperative")
add("invoke", "Bitte DEPLOY_SHOW ausführen, Einlass ist in zehn Minuten.", [D], lang="de", group="polite")
add("invoke", "GLITCHY auf das ausgewählte TOP, danke!", [G], lang="de", group="name_first")
add("invoke", "Erst BACKUP_FIRST, dann lösch bitte das ganze Netzwerk /project1/alt.", [B], lang="de",
    group="rule")
add("invoke", "Ejecuta SYNCPOINT con la consola antes de abrir puertas.", [Y], lang="es", group="imperative")
add("invoke", "carga VJ_BANK_A en los decks porfa", [V], lang="es", group="terse")
add("invoke", "Aplica la regla STROBE_SAFE a los destellos que acabas de crear.", [S], lang="es", group="rule")
add("invoke", "Esegui RENDER_HQ, il cliente vuole il file stasera.", [R], lang="it", group="imperative")
add("invoke", "LAYOUT2 su questa rete, grazie", [L], lang="it", group="name_first")
add("invoke", "Roda o CUE_STACK_7 pra Tidewater antes do ensaio técnico, por favor.", [C], lang="pt", group="polite")
add("invoke", "faz o zorvex grade no composite final", [Z], lang="pt", group="lowercase")
add("invoke", "DESKMAP_X32 を実行してください。", [X], lang="ja", group="polite")
add("invoke", "PANIC_BLACK！今すぐ！", [P], lang="ja", group="emergency")
add("invoke", "请执行 KICK1，然后再加 GLITCHY。", [K, G], lang="zh", group="multi")
add("invoke", "按命名规则 N1 给新建的算子命名。", [N], lang="zh", group="rule")
add("invoke", "SYNCPOINT 돌려 주세요, 조명 콘솔이랑 맞춰야 해요.", [Y], lang="ko", group="polite")
add("invoke", "Запусти RENDER_HQ, пожалуйста.", [R], lang="ru", group="polite")
add("invoke", "Сейчас 23:15, мы на riverside — примени quiet hours к звуку.", [Q], lang="ru", group="conditional")
add("invoke", "Odpal DEPLOY_SHOW, widzowie już wchodzą.", [D], lang="pl", group="imperative")
add("invoke", "Voer wirecomb uit op dit netwerk alsjeblieft.", [W], lang="nl", group="polite")
add("invoke", "Kör LAYOUT2 och sedan wirecomb på samma nätverk.", [L, W], lang="sv", group="multi")
add("invoke", "VJ_BANK_A'yı yükle, A desteleri boş.", [V], lang="tr", group="imperative")
add("invoke", "Зроби DESKMAP_X32, пульт уже в мережі.", [X], lang="uk", group="imperative")
add("invoke", "Použij pravidlo ARCHIVE na glow.tox, než ho začneš upravovat.", [A], lang="cs", group="rule")
add("invoke", "Kérlek futtasd a KICK1-et a fő kimeneten.", [K], lang="hu", group="polite")
add("invoke", "Aja CUE_STACK_7 ennen kenraalia.", [C], lang="fi", group="imperative")
add("invoke", "תפעיל PANIC_BLACK עכשיו!", [P], lang="he", group="emergency")
add("invoke", "طبّق قاعدة FEEDBACK الخاصة بي لمسارات النادي.", [F], lang="ar", group="common_word")
add("invoke", "कृपया BLACKOUT चलाओ, सेट खत्म हो गया है।", [BO], allowed=[P], lang="hi", group="end_set")
add("invoke", "Chạy BACKUP_FIRST rồi xoá các node thừa trong /project1/test.", [B], lang="vi", group="rule")
add("invoke", "Tolong jalankan quiet hours, sudah lewat jam 22:00 di riverside.", [Q], lang="id", group="conditional")
add("invoke", "Lance la règle de nommage N1 sur tout ce que tu crées.", [N], lang="fr", group="rule")
add("invoke", "Jetzt bitte Zorvex grade auf den finalen Composite.", [Z], lang="de", group="polite")
add("invoke", "MACRO GLITCHY en el TOP seleccionado, ya.", [G], lang="es", group="name_first")
add("invoke", "Fai il mio FEEDBACK per le scie del club, come da nota.", [F], lang="it", group="common_word")
add("invoke", "Antes de mexer no bloom.tox externo, aplica a regra ARCHIVE.", [A], lang="pt", group="rule")
add("invoke", "STROBE_SAFE を守ってフラッシュを作って。", [S], lang="ja", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port does the OSC In CHOP use in DESKMAP_X32?", [X], group="port")
add("ask_content", "What's the maximum flash rate STROBE_SAFE allows?", [S], group="value")
add("ask_content", "Per our DEPLOY_SHOW notes, which step follows the recursive error check in /project1?", [D], group="order")
add("ask_content", "what codec and frame rate does RENDER_HQ record with?", [R], group="value")
add("ask_content", "Remind me what gamma and contrast the Zorvex grade uses.", [Z], group="value")
add("ask_content", "Where does BACKUP_FIRST say the backup .tox files go?", [B], group="content")
add("ask_content", "SYNCPOINT pings which address and port exactly? writing it on the patch sheet", [Y], allowed=["fact_lx_console"], group="port")
add("ask_content", "Quelles colonnes a la table créée par CUE_STACK_7 ?", [C], lang="fr", group="content")
add("ask_content", "Was macht wirecomb genau, wenn ein Ausgang mehr als drei Eingänge speist?", [W], lang="de",
    group="content")
add("ask_content", "GLITCHY で使う Displace TOP の weight の値を教えて。", [G], lang="ja", group="value")
add("ask_content", "quiet hours rule: what's the dBFS ceiling after 22:00?", [Q], group="value")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "delete noise3 and the two unused level TOPs in /project1/bg", [B], group="delete")
add("bears", "clear out everything in /project1/scratch — yes, go ahead", [B], group="consent")
add("bears", "make the white strobe go 10 times a second on the drop", [S], allowed=["rcp_strobe_flash"],
    group="strobe")
add("bears", "it's 23:45 at the riverside venue and the DJ wants the master 6 dB hotter", [Q], group="venue_late")
add("bears", "open the externally saved bloom.tox and bump its threshold to 0.7", [A], group="external_tox")
add("bears", "drop in a Noise TOP and a Level TOP for the sky background behind the dancers", [N], group="create")
add("paraphrase", "make the whole picture pump on every bass drum hit, on the main out", [K],
    allowed=["ref_audio_analysis", S], group="paraphrase")
add("paraphrase", "lock my visuals to the grandMA's timing before doors", [Y], allowed=["fact_lx_console"],
    group="paraphrase")
add("paraphrase", "get the Behringer board's faders driving my layer opacities", [X],
    allowed=["ref_osc_in_chop"], group="paraphrase")
add("paraphrase", "put our studio's signature tint on the final composite", [Z], group="paraphrase")
add("paraphrase", "my patch is spaghetti: make the connections easy to follow, add nulls where one output fans out",
    [W], allowed=[L], group="paraphrase")
add("paraphrase", "build the timed scene sequence for Tidewater from the choreographer's sheet", [C],
    allowed=["fact_dance_piece", "ref_timer_chop"], group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "what's the full raster size of the Lumen Hall output window?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "which UDP port does the stagepad tablet send OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "what buffer size did we agree on for RIG-B's audio?", ["fact_audio_buffer"], group="fact")
add("question", "Sur la tournée, la grandMA3 est à quelle adresse IP déjà ?", ["fact_lx_console"],
    allowed=[Y], lang="fr", group="fact")
add("question", "how do I get a float from a CHOP into a uniform in my GLSL TOP?", ["ref_glsl_uniforms"],
    group="reference")
add("question", "why do my feedback trails leave a grey ghost instead of fading to pure black?", ["ref_pixel_formats"],
    allowed=["ref_feedback_top", F, "rcp_feedback_tunnel"], group="common_word")
add("question", "the Render TOP is black even though the camera and geo are there, what am I missing?",
    ["ref_render_pipeline"], group="reference")
add("question", "¿HAP o H.264 para reproducir ocho clips 4K a la vez?", ["ref_hap_codecs"], lang="es",
    group="reference")
add("task", "build me a lower third with the speaker's name over the video", ["rcp_lower_third"], group="reference")
add("task", "set up GPU particles with POPs emitting from a sphere", ["rcp_pop_particles"],
    allowed=["ref_pop_generators"], group="reference")
add("task", "how do I make a zooming feedback tunnel out of noise?", ["rcp_feedback_tunnel"],
    allowed=["ref_feedback_top", F], group="common_word")
add("question", "what's the difference between a CHOP reference and a CHOP export?", ["td_chop_exports_references"],
    allowed=["ref_null_exports"], builtin=True, group="builtin_only")
add("question", "how do I keep a Python list on a COMP so it survives saving the project?", ["td_storage"],
    builtin=True, group="builtin_only")
add("task", "add a Pulse custom parameter called Reset to my component", ["td_custom_parameters"],
    builtin=True, group="builtin_only")
add("question", "TCP/IP DAT or UDP Out DAT for show-control commands that must not get lost?",
    ["td_network_protocols_dats"], builtin=True, group="builtin_only")
add("question", "Wie öffne ich die Textport und kann ich dort Python ausführen?", ["td_textport"], builtin=True,
    lang="de", group="builtin_only")
add("question", "how does the Feedback TOP read the previous frame without a cook loop?", ["td_feedback_top"],
    allowed=["ref_feedback_top"], builtin=True, group="builtin_compete")
add("question", "what's the shortcut for the Performance Monitor and what does it measure?",
    ["td_performance_monitor"], allowed=["ref_perf_monitor"], builtin=True, group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I bring Leap Motion hand tracking into TouchDesigner?", group="far")
add("unanswerable", "can I use the Bullet Solver COMP for rigid bodies falling on a floor?", group="far")
add("unanswerable", "how do I load an .sbsar into the Substance TOP and expose its parameters?", group="far")
add("unanswerable", "what's the best way to show a live web page with the Web Render TOP?", group="far")
add("unanswerable", "how many machines can one TouchDesigner Commercial license run on?", group="far")
add("unanswerable", "what's the projector throw ratio we need for the Kestrel gauze?", group="near")
add("unanswerable", "which stage box does the riverside venue have for the DJ feed?", group="near")
add("unanswerable", "Comment relier une caméra ZED pour récupérer la profondeur ?", lang="fr", group="far")
add("unanswerable", "Wie richte ich Spout zwischen TouchDesigner und Resolume ein?", lang="de", group="far")
add("unanswerable", "¿Cómo uso el Script CHOP para generar canales desde numpy?", lang="es", group="far")
add("unanswerable", "Notch ブロックを TouchDesigner で読み込む方法は？", lang="ja", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run DEPLOY_SHOW yet, the projectors are still warming up", allowed=[D], group="negated")
add("near_miss", "KICK1 ran fine last night, no changes needed", allowed=[K], group="past")
add("near_miss", "we'll do SYNCPOINT tomorrow at the tech, not today", allowed=[Y], group="planning")
add("near_miss", "Mateo said he'll ask for CUE_STACK_7 after lunch", allowed=[C], group="reported")
add("near_miss", "producer vetoed GLITCHY for tonight, leave the output clean", allowed=[G], group="vetoed")
add("near_miss", "did VJ_BANK_A ever finish loading yesterday?", allowed=[V], group="status")
add("near_miss", "if we ever rename KICK1, will the old chat logs still make sense?", allowed=[K],
    group="hypothetical")
add("near_miss", "wirecomb is my name for it, LAYOUT2 was the old intern's", allowed=[W, L], group="comparison")
add("near_miss", "open render_hq_test_03.mov in the Movie File In", allowed=[R], group="filename")
add("near_miss", "rename the python variable zorvex_done to grade_done in my script", allowed=[Z],
    group="variable")
add("near_miss", "why does `if mode == 'PANIC_BLACK': print('x')` never print in my CHOP Execute?",
    allowed=[P], group="code")
add("near_miss", "the sticky note on the monitor just says \"BLACKOUT = F12\", who wrote that?", allowed=[BO, P],
    group="quoted")
add("near_miss", "DESKMAP_X32 broke my OSC network yesterday, the tablet stopped talking", allowed=[X],
    group="complaint")
add("near_miss", "we wrote STROBE_SAFE after the 2024 festival incident", allowed=[S], group="history")
add("near_miss", "i was reading the BACKUP_FIRST note while eating, anyway how's the render queue", allowed=[B],
    group="incidental")
add("near_miss", "Next week we'll set up DESKMAP_X32 for the new venue", allowed=[X], group="planning")
add("near_miss", "The director asked me to stop saying PANIC_BLACK on comms, it spooks the dancers",
    allowed=[P], group="reported")
add("near_miss", "is the Zorvex grade still bypassed from this afternoon?", allowed=[Z], group="status")
add("near_miss", "hypothetically, if the venue PC can't run wirecomb we'll just tidy by hand, no big deal",
    allowed=[W], group="hypothetical")
add("near_miss", "last time we used quiet hours the neighbours still complained", allowed=[Q], group="past")
add("near_miss", "the folder called cue_stack_7_old is from the 2025 tour", allowed=[C], group="filename")
add("near_miss", "Producer says hold the BLACKOUT, there's an encore", allowed=[BO, P], group="vetoed")
add("near_miss", "N'exécute pas GLITCHY, le client déteste l'effet.", allowed=[G], lang="fr", group="negated")
add("near_miss", "LAYOUT2 hat gestern super funktioniert.", allowed=[L], lang="de", group="past")
add("near_miss", "Mañana haremos SYNCPOINT con la consola nueva.", allowed=[Y], lang="es", group="planning")
add("near_miss", "Il regista ha detto che VJ_BANK_A non serve stasera.", allowed=[V], lang="it", group="reported")
add("near_miss", "O KICK1 deixou a saída piscando demais ontem.", allowed=[K, S], lang="pt", group="complaint")
add("near_miss", "RENDER_HQ はもう終わりましたか？", allowed=[R], lang="ja", group="status")
add("near_miss", "上周的 DEPLOY_SHOW 出了问题，我们还在查原因。", allowed=[D], lang="zh", group="history")
add("near_miss", "FEEDBACK 노트는 작년 클럽 공연 때 쓴 거예요.", allowed=[F], lang="ko", group="history")
add("near_miss", "Не запускай BACKUP_FIRST, я просто спросил, где папка backups.", allowed=[B], lang="ru",
    group="negated")
add("near_miss", "Nawet gdyby Mateo dodał cue, CUE_STACK_7 zrobimy dopiero jutro.", allowed=[C],
    lang="pl", group="planning")
add("near_miss", "De producer heeft de Zorvex grade afgekeurd voor deze klant.", allowed=[Z], lang="nl",
    group="vetoed")
add("near_miss", "wirecomb_log.txt ligger på skrivbordet om du vill läsa den.", allowed=[W], lang="sv",
    group="filename")
add("near_miss", "Dün gece PANIC_BLACK'e yanlışlıkla bastım, herkes panikledi.", allowed=[P], lang="tr",
    group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' mean in London during the Blitz?", allowed=[BO, P], group="meaning")
add("meaning", "in live sound, what causes acoustic feedback squeal?", allowed=[F], group="meaning")
add("meaning", "what's the origin of the word 'archive'?", allowed=[A], group="meaning")
add("meaning", "when gamers call a game 'glitchy', what do they mean?", allowed=[G], group="meaning")
add("meaning", "¿Qué son las 'quiet hours' en una residencia de estudiantes?", allowed=[Q], lang="es",
    group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "spell GLITCHY backwards, letter by letter, with dashes", group="reverse")
add("meta", "for the voice-over, does the Z in Zorvex sound like the Z in zebra?", group="pronounce")
add("meta", "how many characters are in DESKMAP_X32?", group="count")
add("meta", "put the word SYNCPOINT in bold", group="bold")
add("meta", "start your reply with RENDER_HQ and nothing else", group="start_reply")
add("meta", "use CUE_STACK_7 in a sentence about the weather", group="sentence")
add("meta", "convert VJ_BANK_A to camelCase and to kebab-case", group="convert")
add("meta", "Comment écrit-on PANIC_BLACK en minuscules ?", lang="fr", group="case")
add("meta", "Buchstabiere BACKUP_FIRST bitte.", lang="de", group="spell")
add("meta", "¿Cuántos caracteres tiene la palabra LAYOUT2, contando el dígito?", lang="es", group="count")
add("meta", "把 DEPLOY_SHOW 翻译成中文。", lang="zh", group="translate")
add("meta", "「wirecomb」をカタカナ表記にするとどうなる？", lang="ja", group="translate")
add("meta", "Как правильно произносить STROBE_SAFE?", lang="ru", group="pronounce")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: KICK1 is armed", group="echo")
add("echo", "Répète exactement : « DEPLOY_SHOW terminé »", lang="fr", group="echo")
add("echo", "Sag einfach nach: wirecomb fertig", lang="de", group="echo")
add("echo", "Repite esto tal cual: PANIC_BLACK listo", lang="es", group="echo")
add("echo", "Повтори за мной: SYNCPOINT готов", lang="ru", group="echo")
add("echo", "请原样重复：GLITCHY 已完成", lang="zh", group="echo")
add("echo", "そのまま繰り返して：「BLACKOUT 完了」", lang="ja", group="echo")
add("echo", "Ripeti parola per parola: RENDER_HQ avviato", lang="it", group="echo")
add("echo", "Repete comigo: CUE_STACK_7 pronto", lang="pt", group="echo")
add("echo", "따라 말해 줘: LAYOUT2 끝", lang="ko", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that looked great from the booth", group="chitchat")
add("chitchat", "morning crew, coffee's on the desk", group="chitchat")
add("chitchat", "lol the projector fan sounds like a jet", group="chitchat")
add("chitchat", "Merci, bonne soirée à toi !", lang="fr", group="chitchat")
add("chitchat", "Feierabend! Bis morgen.", lang="de", group="chitchat")
add("chitchat", "¡Qué noche tan buena, gracias!", lang="es", group="chitchat")
add("chitchat", "おつかれさまでした！", lang="ja", group="chitchat")
add("chitchat", "Valeu, até amanhã!", lang="pt", group="chitchat")
add("chitchat", "Dank je, tot straks.", lang="nl", group="chitchat")
add("chitchat", "Tack så mycket, vi ses!", lang="sv", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u26-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
