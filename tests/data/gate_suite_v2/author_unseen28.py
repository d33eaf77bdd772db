"""Hand-written source of prompts_unseen28.jsonl: a blind suite by an independent evaluator (gateeval28).

Written blind: labels come from corpus.jsonl and the built-in knowledge files only; the gate code, its
tests, the other prompt files and the other author scripts were not read, and the gate was never run on
these prompts. About 55 % English, the rest in 17 other languages.

Personas (kept here only, never in the data):
- a touring VJ typing fast between songs (lowercase, abbreviations, no punctuation);
- a museum installation technician writing maintenance tickets and checklists;
- a TouchDesigner beginner asking long forum-style questions;
- a lighting designer who talks in cue-sheet terms ("Q14 GO", "standby").
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen28.jsonl")
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

# ---------------------------------------------------------------- invoke: KICK1
add("invoke", "kick1 now pls next track is straight 4 on the floor", [KICK], [STROBE], group="terse")
add("invoke", "Ejecuta KICK1 sobre la salida principal, por favor.", [KICK], [STROBE], lang="es", group="polite")
add("invoke", "okay copilot run kick one on the main out", [KICK], [STROBE], group="voice")
add("invoke", "Q7 GO: KICK1", [KICK], [STROBE], group="cue_sheet")
# ---------------------------------------------------------------- invoke: LAYOUT2
add("invoke", "LAYOUT2 — this network looks like spaghetti, go.", [LAYOUT], group="name_first")
add("invoke", "Pots executar LAYOUT2 a la xarxa actual, si us plau?", [LAYOUT], lang="ca", group="polite")
add("invoke", "run L A Y O U T 2 on /project1/fx", [LAYOUT], group="spaces")
add("invoke", "bu ağda LAYUOT2 yap lütfen", [LAYOUT], lang="tr", group="typo")
# ---------------------------------------------------------------- invoke: STROBE_SAFE
add("invoke", "apply STROBE_SAFE to the strobe I just built and clamp it", [STROBE], ["rcp_strobe_flash"], group="rule")
add("invoke", "Wende STROBE_SAFE jetzt auf alle Blitzeffekte im Projekt an.", [STROBE], ["rcp_strobe_flash"],
    lang="de", group="rule")
add("invoke", "enforce the never-more-than-3-flashes-per-second rule on the hi-hat strobe right now", [STROBE],
    ["rcp_strobe_flash"], group="title_words")
# ---------------------------------------------------------------- invoke: BACKUP_FIRST
add("invoke", "Segueix BACKUP_FIRST i després esborra noise3 i noise4.", [BACKUP], lang="ca", group="rule")
add("invoke", "Pred mazaním sprav BACKUP_FIRST pre /project1/old_fx.", [BACKUP], lang="sk", group="rule")
add("invoke", "Maintenance ticket 0931 — Hall C kiosk\n- [ ] run BACKUP_FIRST on /project1/legacy\n- [ ] then "
    "clear /project1/legacy", [BACKUP], group="checklist")
# ---------------------------------------------------------------- invoke: DEPLOY_SHOW
add("invoke", "Q1 GO — DEPLOY_SHOW", [DEPLOY], group="cue_sheet")
add("invoke", "DEPLOY_SHOW を実行してください。", [DEPLOY], lang="ja", group="polite")
add("invoke", "TICKET #4471 (Gallery B reopening). Action for copilot: run DEPLOY_SHOW on the kiosk project "
    "before doors at 10:00.", [DEPLOY], group="ticket")
add("invoke", "[21:58:12] WARNING /project1/out1: cook time 31 ms\n[21:58:13] ERROR /project1/fx/glsl2: compile "
    "failed\nok fixed the shader. DEPLOY_SHOW now.", [DEPLOY], group="log_paste")
add("invoke", "এখন DEPLOY_SHOW চালাও।", [DEPLOY], lang="bn", group="imperative")
# ---------------------------------------------------------------- invoke: VJ_BANK_A
add("invoke", "load vj_bank_a b4 the drop", [BANK], group="lowercase")
add("invoke", "Carrega o VJ_BANK_A nos decks aí, valeu", [BANK], lang="pt", group="terse")
add("invoke", "🎞️ VJ_BANK_A pls 🙏", [BANK], group="emoji")
add("invoke", "Pakiload ang VJ_BANK_A sa mga deck ngayon.", [BANK], lang="tl", group="polite")
# ---------------------------------------------------------------- invoke: PANIC_BLACK
add("invoke", "PANIC_BLACK!!", [PANIC], group="bare_name")
add("invoke", "PANIC_BLACK, срочно!", [PANIC], lang="ru", group="emergency")
add("invoke", "panic black now someone is on the truss", [PANIC], group="emergency")
add("invoke", "PANIC_BLACK 바로 실행해 주세요!", [PANIC], lang="ko", group="emergency")
# ---------------------------------------------------------------- invoke: GLITCHY
add("invoke", "चुने हुए TOP पर GLITCHY चलाओ।", [GLITCH], lang="hi", group="imperative")
add("invoke", "Tu peux lancer GLITCHY sur le Movie File In que j'ai sélectionné ? Merci !", [GLITCH], lang="fr", group="polite")
add("invoke", "selected the webcam TOP, now GLITCHY", [GLITCH], group="trailing")
add("invoke", "Tolong jalankan GLITCHY pada TOP yang dipilih sekarang.", [GLITCH], lang="ms", group="polite")
# ---------------------------------------------------------------- invoke: DESKMAP_X32
add("invoke", "Thiết lập DESKMAP_X32 đi, bàn mixer đã lên mạng rồi.", [X32], lang="vi", group="imperative")
add("invoke", "请现在执行 DESKMAP_X32。", [X32], lang="zh", group="polite")
add("invoke", "deskmap x32 go", [X32], group="spaces")
add("invoke", "if the X32 answers a ping, do DESKMAP_X32. update: it's answering.", [X32], group="conditional")
# ---------------------------------------------------------------- invoke: RENDER_HQ
add("invoke", "RENDER_HQ, будь ласка, клієнт хоче файл сьогодні.", [RENDER], lang="uk", group="polite")
add("invoke", "Bitte starte RENDER_HQ für die aktuelle Komposition.", [RENDER], lang="de", group="polite")
add("invoke", "/render_hq", [RENDER], group="slash_command")
add("invoke", "Пусни RENDER_HQ, моля.", [RENDER], lang="bg", group="polite")
# ---------------------------------------------------------------- invoke: naming rule N1
add("invoke", "apply naming rule N1 to everything you build in this session", [N1], group="rule")
add("invoke", "Pas naamregel N1 toe op alle nieuwe operators in /project1/fx.", [N1], lang="nl", group="rule")
# ---------------------------------------------------------------- invoke: FEEDBACK (no name, title words)
add("invoke", "do my FEEDBACK trail setup for the club set", [FEED], ["ref_feedback_top"], group="title_words")
add("invoke", "Costruisci le scie per il club come sempre, con le mie impostazioni FEEDBACK.", [FEED],
    ["ref_feedback_top"], lang="it", group="title_words")
add("invoke", "club set trails my way pls", [FEED], ["ref_feedback_top"], group="common_word")
# ---------------------------------------------------------------- invoke: BLACKOUT
add("invoke", "that was the last song — BLACKOUT", [BLACK], [PANIC], group="end_set")
add("invoke", "Fin du set, fais le BLACKOUT.", [BLACK], [PANIC], lang="fr", group="end_set")
add("invoke", "Q22 GO: end-of-set BLACKOUT", [BLACK], [PANIC], group="cue_sheet")
add("invoke", "Koniec setu, odpal BLACKOUT.", [BLACK], [PANIC], lang="pl", group="end_set")
# ---------------------------------------------------------------- invoke: wirecomb
add("invoke", "wirecomb this mess b4 soundcheck", [COMB], group="name_as_verb")
add("invoke", "Haz un wirecomb de esta red, por favor.", [COMB], lang="es", group="polite")
add("invoke", "no wait, not LAYOUT2 — just wirecomb it, I like where the nodes are", [COMB], [LAYOUT],
    group="correction")
# ---------------------------------------------------------------- invoke: CUE_STACK_7
add("invoke", "এখনই CUE_STACK_7 তৈরি করো, কালকের টেকে দেখে নেব।", [CUES], ["fact_dance_piece"], lang="bn",
    group="imperative")
add("invoke", "CUE_STACK_7 を作ってください。", [CUES], ["fact_dance_piece"], lang="ja", group="polite")
add("invoke", "you asked if you should build CUE_STACK_7 — yes, go ahead", [CUES], ["fact_dance_piece"],
    group="consent")
add("invoke", "Vytvor prosím CUE_STACK_7 pre tanečné predstavenie.", [CUES], ["fact_dance_piece"], lang="sk",
    group="polite")
# ---------------------------------------------------------------- invoke: SYNCPOINT
add("invoke", "do SYNCPOINT now, doors in ten", [SYNC], ["fact_lx_console"], group="timed")
add("invoke", "SYNCPOINT 지금 실행해줘", [SYNC], ["fact_lx_console"], lang="ko", group="terse")
add("invoke", "if Priya's console is up, run SYNCPOINT. she just radioed that it's up.", [SYNC],
    ["fact_lx_console"], group="conditional")
add("invoke", "Сделай SYNCPOINT с пультом перед началом.", [SYNC], ["fact_lx_console"], lang="ru",
    group="imperative")
# ---------------------------------------------------------------- invoke: ARCHIVE rule
add("invoke", "apply the ARCHIVE rule to bloom.tox before I change its threshold", [ARCH], group="rule")
add("invoke", "Aplica a regra ARCHIVE ao glow.tox antes de eu mexer nele.", [ARCH], lang="pt", group="rule")
add("invoke", "keep a numbered copy of particles.tox before editing it, like our archive rule says — do that now",
    [ARCH], group="title_words")
# ---------------------------------------------------------------- invoke: Zorvex grade
add("invoke", "zorvex the final comp before the encore", [ZORV], group="name_as_verb")
add("invoke", "给最终合成加上 Zorvex 调色。", [ZORV], lang="zh", group="imperative")
add("invoke", "🔥 zorvex look on the output 🔥", [ZORV], group="emoji")
add("invoke", "no wait, not GLITCHY — put the Zorvex grade on it instead", [ZORV], [GLITCH], group="correction")
# ---------------------------------------------------------------- invoke: Quiet hours
add("invoke", "Wende jetzt die Quiet-Hours-Regel für die Riverside-Location an.", [QUIET], lang="de", group="rule")
add("invoke", "Applique la règle des heures calmes sur la sortie audio de la salle riverside.", [QUIET],
    lang="fr", group="rule")
add("invoke", "quiet hours start at 22:00 and it's 22:07 now, so apply the riverside quiet hours rule to the "
    "master", [QUIET], group="conditional")
add("invoke", "Ilapat ang quiet hours rule sa riverside venue, lampas na ng alas-diyes.", [QUIET], lang="tl",
    group="rule")
# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "kick1 then glitchy on top of it", [KICK, GLITCH], [STROBE], group="multi")
add("invoke", "load VJ_BANK_A and run LAYOUT2 on the deck network afterwards", [BANK, LAYOUT], group="multi")
add("invoke", "Pre-show checklist, Tidewater night 2:\n- [ ] SYNCPOINT\n- [ ] CUE_STACK_7\n- [ ] DEPLOY_SHOW\n"
    "Please run all three in that order.", [SYNC, CUES, DEPLOY], ["fact_dance_piece", "fact_lx_console"],
    group="checklist")
add("invoke", "Erst BACKUP_FIRST, dann wirecomb auf /project1/main.", [BACKUP, COMB], lang="de", group="multi")
add("invoke", "Haz CUE_STACK_7 y después SYNCPOINT, por favor.", [CUES, SYNC], ["fact_dance_piece"], lang="es",
    group="multi")
add("invoke", "apply N1 and then build the FEEDBACK trails for the club visuals", [N1, FEED], ["ref_feedback_top"],
    group="multi")
add("invoke", "DESKMAP_X32 と KICK1 をお願いします。", [X32, KICK], [STROBE], lang="ja", group="multi")
add("invoke", "Zorvex grade on the out, then RENDER_HQ", [ZORV, RENDER], group="multi")
add("invoke", "Q40 GO: BLACKOUT. Q41 GO: RENDER_HQ of the archive pass.", [BLACK, RENDER], [PANIC],
    group="cue_sheet")
add("invoke", "Jalankan BACKUP_FIRST dan selepas itu ARCHIVE untuk bloom.tox.", [BACKUP, ARCH], lang="ms",
    group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "what port does DESKMAP_X32 put the OSC In CHOP on?", [X32])
add("ask_content", "what order does DEPLOY_SHOW go in? list the steps, don't run it", [DEPLOY])
add("ask_content", "which codec, resolution and frame range does RENDER_HQ use?", [RENDER])
add("ask_content", "what threshold and release does KICK1 put on the Trigger CHOP", [KICK], [STROBE])
add("ask_content", "Welche Gamma- und Kontrastwerte setzt der Zorvex-Grade?", [ZORV], lang="de")
add("ask_content", "Que dit exactement la règle STROBE_SAFE ?", [STROBE], lang="fr")
add("ask_content", "BLACKOUT の手順ではフェードに何秒かけますか？", [BLACK], [PANIC], lang="ja")
add("ask_content", "where does BACKUP_FIRST put the backup file and how is it named?", [BACKUP])
add("ask_content", "¿Qué dice la regla ARCHIVE si falta la carpeta archive?", [ARCH], lang="es")
add("ask_content", "what would GLITCHY insert after my TOP? just tell me, don't run it", [GLITCH])
add("ask_content", "would LAYOUT2 delete or rewire anything? asking before I let it near the show file", [LAYOUT])

# ---------------------------------------------------------------- bears
add("bears", "delete the unused noise TOPs in /project1/bg", [BACKUP], group="delete")
add("bears", "Supprime tout le réseau /project1/test, on n'en a plus besoin.", [BACKUP], lang="fr",
    group="delete")
add("bears", "make the white strobe go at 10 Hz on the hi-hats", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "Pon el estrobo blanco a 12 destellos por segundo.", [STROBE], ["rcp_strobe_flash"], lang="es",
    group="strobe")
add("bears", "it's 23:15 at the riverside gig, push the master audio up to -6 dBFS", [QUIET], group="venue_late")
add("bears", "open the externally saved bloom.tox and bump its threshold to 0.7", [ARCH], group="external_tox")
add("bears", "add a noise TOP and a blur TOP for the background layer", [N1], ["ref_noise_top"], group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "tidy my nodes: sources on the far left, processing stepping rightward in signal order, nulls "
    "just before the outs, and a labelled box around each chain", [LAYOUT])
add("paraphrase", "make the picture pulse brighter on every bass drum hit from the DJ feed", [KICK],
    ["ref_audio_analysis", STROBE, "fact_studio_audio"])
add("paraphrase", "hook up the Behringer console faders so they drive the layer opacities", [X32],
    ["ref_osc_in_chop"])
add("paraphrase", "give the final composite our studio's signature treatment with the LUT ramp and a little film "
    "grain", [ZORV])
add("paraphrase", "bounce a perfect non-realtime HAP Q file of the first minute at 1080p60", [RENDER],
    ["ref_movie_file_out", "ref_hap_codecs"])
add("paraphrase", "that was the final song: fade the picture down over four seconds, zero the dmx dimmer and mute "
    "the audio, but leave the window open", [BLACK], [PANIC])

# ---------------------------------------------------------------- question / task (corpus)
add("question", "Auf welchem Universum und ab welcher Adresse liegen die Moving Heads?", ["fact_dmx_heads"], lang="de",
    group="fact")
add("question", "what's the IP of the lighting console and who do I ask before patching something new?",
    ["fact_lx_console"], group="fact")
add("question", "what's the output raster for the Lumen Hall show", ["fact_lumen_hall_raster"], group="fact")
add("question", "ステージパッドのタブレットは何番ポートに OSC を送りますか？", ["fact_stagepad_ports"], lang="ja",
    group="fact")
add("question", "Como passo um valor de tempo para o shader do meu GLSL TOP?", ["ref_glsl_uniforms"], lang="pt",
    group="reference")
add("question", "my feedback trails never fade fully to black, they leave grey ghosts. why?",
    ["ref_pixel_formats"], ["ref_feedback_top", FEED, "rcp_feedback_tunnel"], group="common_word")
add("question", "what fps does the Nebula installation run at, and why not 60?", ["fact_nebula_fps"], group="fact")
add("task", "Hazme unas barras de espectro de audio con un GLSL TOP.", ["rcp_spectrum_bars"],
    ["ref_audio_analysis", "ref_glsl_uniforms"], lang="es", group="reference")
add("question", "Hi everyone, complete beginner here. I have a Text DAT inside /project1/base2 and when I call "
    "op('noise1').par.period it throws 'NoneType' object has no attribute 'par', even though noise1 is right there "
    "in /project1. What am I doing wrong? Thanks in advance!", ["ref_op_paths"], group="reference")
# ---------------------------------------------------------------- question / task (built-ins)
add("question", "how do I make a CHOP Execute DAT call a python function when a channel goes above 0.5?",
    ["td_chop_execute_dat"], lang="en", group="builtin_only", builtin=True)
add("question", "what's the actual difference between a DAT Execute DAT and an Execute DAT?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("task", "walk me through adding custom parameters to my component so the crew can tweak it without diving in",
    ["td_custom_parameters"], group="builtin_only", builtin=True)
add("question", "Hello forum! My Render TOP shows only black. I have a Geometry COMP with a sphere, a Camera COMP "
    "and a Phong MAT, and the sphere is visible in the geo viewer. I've been stuck for two hours, what could it "
    "be?", ["td_render_pipeline"], ["ref_render_pipeline", "td_mat_family"], group="builtin_compete",
    builtin=True)
add("question", "how does storage work for keeping python values on an operator between saves?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "바이패스 플래그와 락 플래그는 어떻게 다른가요?", ["td_operator_flags"], lang="ko",
    group="builtin_only", builtin=True)
add("question", "how do I tell whether my frame drops come from the GPU, the CPU or the disk?",
    ["td_bottlenecks_optimization"], ["td_performance_monitor", "ref_perf_monitor"], group="builtin_compete",
    builtin=True)
add("question", "Comment récupérer l'image d'un autre composant avec un Select TOP ?", ["td_select_in_out"],
    lang="fr", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I receive Ableton Link tempo in TouchDesigner?", group="near")
add("unanswerable", "what's the cleanest way to send Spout into Resolume Arena 7?", group="far")
add("unanswerable", "how do I import an FBX with skeletal animation and blend between two clips?", group="far")
add("unanswerable", "can TouchDesigner read LTC timecode from an audio input, and how?", group="near")
add("unanswerable", "how do I get a Web Render TOP to keep a transparent background?", group="near")
add("unanswerable", "Wie binde ich einen Leap Motion Controller in TouchDesigner ein?", lang="de", group="far")
add("unanswerable", "¿Cómo uso el Bullet Solver COMP para simular físicas?", lang="es", group="far")
add("unanswerable", "ZED カメラの深度マップを TouchDesigner で使うにはどうすればいいですか？", lang="ja", group="far")
add("unanswerable", "how much is a TouchDesigner Pro licence for a touring company with four machines?",
    group="far")
add("unanswerable", "Como faço mapeamento de projeção com o Kantan Mapper?", lang="pt", group="near")

# ---------------------------------------------------------------- near_miss (English)
add("near_miss", "did you already run LAYOUT2 on this network?", allowed=[LAYOUT], group="status")
add("near_miss", "don't run GLITCHY, the client hates it", allowed=[GLITCH], group="negated")
add("near_miss", "kick1 ran fine last night in leeds", allowed=[KICK], group="past")
add("near_miss", "we'll do DEPLOY_SHOW tomorrow morning, not now", allowed=[DEPLOY], group="planning")
add("near_miss", "Priya said SYNCPOINT timed out on her side during the matinee", allowed=[SYNC, "fact_lx_console"],
    group="reported")
add("near_miss", "if the X32 ever turns up we'd do DESKMAP_X32, but it's still in the truck", allowed=[X32],
    group="condition_unmet")
add("near_miss", "quiet hours kicked in at the riverside venue last week and the DJ was furious", allowed=[QUIET],
    group="history")
add("near_miss", "standby BLACKOUT — hold, do not GO yet", allowed=[BLACK, PANIC], group="veto")
add("near_miss", "Draait RENDER_HQ nog? De ventilatoren maken veel lawaai.", allowed=[RENDER], lang="nl",
    group="status")
add("near_miss", "in my script kick1_env = op('kick1_env') comes back as None, why?",
    allowed=[KICK, "ref_op_paths"], group="variable")
add("near_miss", "```python\nif state == 'PANIC_BLACK':\n    log('armed')\n```\nis that valid python?",
    allowed=[PANIC], group="code")
add("near_miss", 'the crew hoodie literally says "WIRECOMB YOUR LIFE" lol', allowed=[COMB], group="quoted")
add("near_miss", "GLITCHY broke my network yesterday, everything went red and blue", allowed=[GLITCH],
    group="complaint")
add("near_miss", "honestly do people prefer LAYOUT2 or wirecomb? the crew argue about it every tour",
    allowed=[LAYOUT, COMB], group="comparison")
add("near_miss", "who wrote CUE_STACK_7 originally, was it Mateo?", allowed=[CUES, "fact_dance_piece"],
    group="history")
add("near_miss", "what if we hadn't had PANIC_BLACK at the festival, do you think anyone would have noticed?",
    allowed=[PANIC], group="hypothetical")
add("near_miss", "TICKET #5120: DEPLOY_SHOW failed at step 3 on kiosk 2 on Monday. Status: investigating. No "
    "action needed from the copilot.", allowed=[DEPLOY], group="ticket")
add("near_miss", "did you already archive bloom.tox under the ARCHIVE rule, or not yet?", allowed=[ARCH],
    group="status")
add("near_miss", "Nie nakładaj Zorvexa na ten materiał, klient dał własny LUT.", allowed=[ZORV], lang="pl",
    group="negated")
add("near_miss", "Gelecek hafta Berlin konseri için VJ_BANK_A lazım olacak.", allowed=[BANK], lang="tr",
    group="planning")
add("near_miss", "it's only 21:30 so the riverside quiet hours rule isn't in force yet, leave the levels alone",
    allowed=[QUIET], group="condition_unmet")
add("near_miss", "if the console stops answering mid-show we might need SYNCPOINT again, but it's fine right now",
    allowed=[SYNC], group="condition_unmet")
add("near_miss", "Q9 standby on PANIC_BLACK, it's only a drill, nobody GO", allowed=[PANIC], group="veto")
add("near_miss", "Maintenance log, Hall C: naming rule N1 was applied by the previous contractor in January. No "
    "changes today.", allowed=[N1], group="history")
# ---------------------------------------------------------------- near_miss (other languages)
add("near_miss", "Ne lance pas RENDER_HQ maintenant, la machine est occupée.", allowed=[RENDER], lang="fr",
    group="negated")
add("near_miss", "Hast du LAYOUT2 schon ausgeführt?", allowed=[LAYOUT], lang="de", group="status")
add("near_miss", "Ayer el BLACKOUT funcionó perfecto al final del set.", allowed=[BLACK, PANIC], lang="es",
    group="past")
add("near_miss", "明日 DEPLOY_SHOW をやる予定です。今は何もしないでください。", allowed=[DEPLOY], lang="ja",
    group="planning")
add("near_miss", "Priya 说 SYNCPOINT 昨天超时了。", allowed=[SYNC], lang="zh", group="reported")
add("near_miss", "Не запускай GLITCHY, клиенту он не нравится.", allowed=[GLITCH], lang="ru", group="negated")
add("near_miss", "O KICK1 já está rodando?", allowed=[KICK], lang="pt", group="status")
add("near_miss", "CUE_STACK_7은 다음 주에 만들 거예요.", allowed=[CUES], lang="ko", group="planning")
add("near_miss", "En Mateo diu que el CUE_STACK_7 de l'any passat tenia massa cues.", allowed=[CUES], lang="ca",
    group="reported")
add("near_miss", "Вчера wirecomb ми добави твърде много Null-ове.", allowed=[COMB], lang="bg", group="complaint")
add("near_miss", "Ak príde pult X32, spravíme DESKMAP_X32 — zatiaľ tu nie je.", allowed=[X32], lang="sk",
    group="condition_unmet")
add("near_miss", "Jangan jalankan PANIC_BLACK, itu cuma ujian penggera kebakaran.", allowed=[PANIC], lang="ms",
    group="negated")
add("near_miss", "Tapos na ba ang RENDER_HQ kanina?", allowed=[RENDER], lang="tl", group="status")
add("near_miss", "গতকালের শোতে Zorvex গ্রেডটা খুব সুন্দর লাগছিল।", allowed=[ZORV], lang="bn", group="past")
add("near_miss", "Il file si chiama vj_bank_a_backup.toe, lo tengo sul desktop per ora.", allowed=[BANK],
    lang="it", group="filename")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' mean in wartime London, historically?", allowed=[BLACK, PANIC])
add("meaning", "where does the word 'archive' come from etymologically?", allowed=[ARCH])
add("meaning", "in live sound, what does 'feedback' mean — the howling from the speakers?", allowed=[FEED])
add("meaning", "Was bedeutet das englische Wort 'glitchy' im Alltag?", allowed=[GLITCH], lang="de")
add("meaning", "what are 'quiet hours' in a student dorm?", allowed=[QUIET])

# ---------------------------------------------------------------- meta
add("meta", "write KICK1 backwards, letter by letter")
add("meta", "translate the word 'blackout' into Japanese")
add("meta", "write SYNCPOINT in bold and nothing else")
add("meta", "start your reply with LAYOUT2 and then just say hi")
add("meta", "Напиши слово 'zorvex' заглавными буквами.", lang="ru")
add("meta", "how do you pronounce GLITCHY out loud, one syllable or two?")
add("meta", "use the word RENDER_HQ in a sentence about cats")
add("meta", "how many underscores does CUE_STACK_7 contain? just the number")
add("meta", "Comment s'écrit PANIC_BLACK en minuscules ?", lang="fr")
add("meta", "Traduce 'quiet hours' al español, solo la traducción.", lang="es")
add("meta", "put `DESKMAP_X32` in a code block and nothing else")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me exactly: run KICK1 on the main output.")
add("echo", "Répète exactement : « lance GLITCHY ».", lang="fr")
add("echo", "Sprich mir nach: DEPLOY_SHOW jetzt ausführen.", lang="de")
add("echo", "Repite esta frase tal cual: haz el BLACKOUT.", lang="es")
add("echo", "Повтори за мной: LAYOUT2 прямо сейчас.", lang="ru")
add("echo", "跟我重复一遍：执行 SYNCPOINT。", lang="zh")
add("echo", "「VJ_BANK_A を読み込んで」とそのまま繰り返してください。", lang="ja")
add("echo", "Ripeti dopo di me: wirecomb subito.", lang="it")
add("echo", "Repete comigo: aplica o Zorvex.", lang="pt")
add("echo", "Повтори след мен: RENDER_HQ веднага.", lang="bg")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thx that worked 🙌")
add("chitchat", "Selamat pagi geng, kopi dah siap.", lang="ms")
add("chitchat", "Merci beaucoup, bonne soirée !", lang="fr")
add("chitchat", "お疲れ様です！", lang="ja")
add("chitchat", "jaja qué noche más loca", lang="es")
add("chitchat", "Danke dir, schönen Feierabend!", lang="de")
add("chitchat", "감사합니다, 덕분에 살았어요!", lang="ko")
add("chitchat", "Salamat po, ang galing!", lang="tl")
add("chitchat", "standing by. great show tonight everyone")


def main() -> None:
    rows = [{"pid": f"u28-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
