"""Hand-written source of prompts_unseen51.jsonl: a blind suite by an independent evaluator (gateeval51).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen51.jsonl byte for byte.

Personas (they live here only):
- a VJ collective's group chat: short messages in many languages, @mentions, slash commands, emoji,
  several requests in one message, corrections of the previous message, pasted logs;
- a venue owner: relays house rules, times and reminders, asks about the rig and the schedule;
- students of a TouchDesigner course: polite, curious, ask how things work and what procedures say.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen51.jsonl")
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
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "kick1 on the main out pls, DJ is warming up", [KICK], [STROBE], group="lowercase")
add("invoke", "@bot KICK1 ya, que el DJ arranca en dos minutos", [KICK], [STROBE], lang="es", group="live_chat")
add("invoke", "KICK1'i çalıştırır mısın? Bas vuruşlarında ekran parlasın.", [KICK], [STROBE], lang="tr", group="polite")
add("invoke", "okay copilot run kick one on the output", [KICK], [STROBE], group="voice")
# LAYOUT2
add("invoke", "LAYOUT2 bitte, das Netzwerk ist ein einziges Chaos", [LAYOUT], lang="de", group="name_first")
add("invoke", "/layout2 — the fx network got messy after the rehearsal", [LAYOUT], group="slash_command")
add("invoke", "Ogarnij mi tę sieć w kolumny, czyli odpal makro LAYOUT2.", [LAYOUT], lang="pl", group="trailing")
add("invoke", "LAYOUT2 を実行して、ノードをきれいに並べて", [LAYOUT], lang="ja", group="imperative")
# STROBE_SAFE
add("invoke", "apply STROBE_SAFE to every flash in this project before we open doors", [STROBE],
    ["rcp_strobe_flash"], group="rule")
add("invoke", "Applique la règle STROBE_SAFE sur le strobe du refrain, merci", [STROBE], ["rcp_strobe_flash"],
    lang="fr", group="rule")
add("invoke", "스트로브 효과 전부에 STROBE_SAFE 규칙 적용해줘", [STROBE], ["rcp_strobe_flash"], lang="ko", group="rule")
# BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST, then delete noise4 and noise5 from /project1/bg", [BACKUP], group="rule")
add("invoke", "Voer BACKUP_FIRST uit voor /project1/fx en verwijder daarna alle ongebruikte operators", [BACKUP],
    lang="nl", group="imperative")
add("invoke", "kör backup first innan du rensar nätverket", [BACKUP], lang="sv", group="spaces")
# DEPLOY_SHOW
add("invoke", "it's 18:45, doors at 19:00 — DEPLOY_SHOW now", [DEPLOY], group="timed")
add("invoke", "Puoi lanciare DEPLOY_SHOW? Il pubblico sta già entrando.", [DEPLOY], lang="it", group="polite")
add("invoke", "开演前跑一下 DEPLOY_SHOW", [DEPLOY], lang="zh", group="imperative")
add("invoke", "Tolong jalankan DEPLOY_SHOW sekarang ya, penonton sudah masuk", [DEPLOY], lang="id", group="polite")
# VJ_BANK_A
add("invoke", "🎛️ VJ_BANK_A 🎛️ load it up", [BANK], group="emoji")
add("invoke", "carrega o VJ_BANK_A nos decks, valeu", [BANK], lang="pt", group="terse")
add("invoke", "Lataa VJ_BANK_A dekkeihin, kiitos", [BANK], lang="fi", group="polite")
add("invoke", "[21:02:11] deck_a4: file not found media/bank_a/04_tunnel.mov\n"
    "[21:02:11] deck_a5: file not found media/bank_a/05_smoke.mov\n"
    "renamed the folder back, reload VJ_BANK_A", [BANK], group="log_paste")
# PANIC_BLACK
add("invoke", "PANIC_BLACK now, a kid just wandered onto the stage", [PANIC], [BLACKOUT], group="emergency")
add("invoke", "PANIC_BLACK, быстро!", [PANIC], [BLACKOUT], lang="ru", group="emergency")
add("invoke", "pánico!! corta todo a negro ya, PANIC_BLACK", [PANIC], [BLACKOUT], lang="es", group="emergency")
add("invoke", "Негайно PANIC_BLACK — хтось вибіг на сцену", [PANIC], [BLACKOUT], lang="uk", group="emergency")
# GLITCHY
add("invoke", "G L I T C H Y on whatever TOP I've got selected", [GLITCH], group="spaces")
add("invoke", "Mach mal GLITCHY auf das ausgewählte TOP", [GLITCH], lang="de", group="imperative")
add("invoke", "chạy GLITCHY cho TOP đang chọn nhé", [GLITCH], lang="vi", group="terse")
add("invoke", "glitchy this TOP for the breakdown please", [GLITCH], group="name_as_verb")
# DESKMAP_X32
add("invoke", "the X32 is patched in, run DESKMAP_X32", [X32], group="trailing")
add("invoke", "ehi copilot esegui deskmap x trentadue", [X32], lang="it", group="voice")
add("invoke", "Spusť DESKMAP_X32, zvukař už má pult zapnutý", [X32], lang="cs", group="imperative")
add("invoke", "deskmap_x32 pls, desk is on", [X32], group="lowercase")
# RENDER_HQ
add("invoke", "Could you run RENDER_HQ on the intro sequence for the trailer?", [RENDER], group="polite")
add("invoke", "RENDER_HQ で書き出しお願いします", [RENDER], lang="ja", group="polite")
add("invoke", "RENDR_HQ go", [RENDER], group="typo")
add("invoke", "> RENDER_HQ 돌릴까요?\n네, RENDER_HQ 진행해 주세요", [RENDER], lang="ko", group="consent")
# NAMING N1
add("invoke", "From now on apply naming rule N1 to everything you create in this patch", [N1], group="rule")
add("invoke", "Utilise la règle de nommage N1 pour tous les nouveaux opérateurs", [N1], lang="fr", group="title_words")
add("invoke", "Följ N1 när du bygger kedjan åt mig", [N1], lang="sv", group="rule")
# FEEDBACK (club trails)
add("invoke", "build my club trails the usual way, FEEDBACK settings", [FEEDBACK], ["ref_feedback_top"],
    group="common_word")
add("invoke", "Trails fürs Club-Set bitte, mit meinen FEEDBACK-Einstellungen", [FEEDBACK], ["ref_feedback_top"],
    lang="de", group="common_word")
add("invoke", "Faz os rastros do set do clube com as minhas configurações de FEEDBACK", [FEEDBACK],
    ["ref_feedback_top"], lang="pt", group="common_word")
# BLACKOUT
add("invoke", "last track's done, BLACKOUT", [BLACKOUT], [PANIC], group="end_set")
add("invoke", "Fin du set, lance le BLACKOUT", [BLACKOUT], [PANIC], lang="fr", group="end_set")
add("invoke", "BLACKOUT graag, de set is voorbij", [BLACKOUT], [PANIC], lang="nl", group="end_set")
add("invoke", "Set bitti, BLACKOUT'u çalıştır", [BLACKOUT], [PANIC], lang="tr", group="end_set")
# wirecomb
add("invoke", "wirecomb this spaghetti before Jonas sees it", [WIRE], group="name_as_verb")
add("invoke", "Pásale el wirecomb a la red, no se entiende nada", [WIRE], lang="es", group="imperative")
add("invoke", "run LAYOUT2 — no wait, not LAYOUT2, do wirecomb, I want the rows where they are", [WIRE], [LAYOUT],
    group="correction")
add("invoke", "Τρέξε το wirecomb στο δίκτυο, σε παρακαλώ", [WIRE], lang="el", group="polite")
# CUE_STACK_7
add("invoke", "set up CUE_STACK_7 for tonight's Tidewater run, thanks", [CUES], ["fact_dance_piece"],
    group="mid_message")
add("invoke", "CUE_STACK_7 を組んでください", [CUES], lang="ja", group="polite")
add("invoke", "Construiește CUE_STACK_7, te rog", [CUES], lang="ro", group="polite")
# SYNCPOINT
add("invoke", "lock us to the lighting desk, SYNCPOINT", [SYNC], ["fact_lx_console"], group="trailing")
add("invoke", "Bitte den Lichtpult-Handshake machen (SYNCPOINT), Show in 10 Minuten", [SYNC], ["fact_lx_console"],
    lang="de", group="polite")
add("invoke", "灯光台刚开机，做一下 SYNCPOINT", [SYNC], ["fact_lx_console"], lang="zh", group="imperative")
add("invoke", "Futtasd le a SYNCPOINT-ot a show előtt", [SYNC], ["fact_lx_console"], lang="hu", group="imperative")
# ARCHIVE
add("invoke", "apply the ARCHIVE rule, then set the threshold inside bloom.tox to 0.7", [ARCHIVE], group="rule")
add("invoke", "Avant de modifier glow.tox, fais l'ARCHIVE comme d'habitude", [ARCHIVE], lang="fr",
    group="title_words")
add("invoke", "Zastosuj regułę ARCHIVE do zewnętrznego lens.tox, zanim go zmienisz", [ARCHIVE], lang="pl",
    group="rule")
# Zorvex
add("invoke", "slap the Zorvex grade on the final comp", [ZORVEX], group="imperative")
add("invoke", "Mettici il look Zorvex sull'uscita finale", [ZORVEX], lang="it", group="title_words")
add("invoke", "Pasang Zorvex grade setelah composite terakhir", [ZORVEX], lang="id", group="imperative")
add("invoke", "zorvex porfa", [ZORVEX], lang="es", group="terse")
# Quiet hours
add("invoke", "it's 23:10, so apply the quiet hours rule to the master audio", [QUIET], group="conditional")
add("invoke", "Es ist schon 22:30 am Riverside — bitte die Quiet-Hours-Regel anwenden", [QUIET], lang="de",
    group="conditional")
add("invoke", "22時を過ぎたので、quiet hours のルールを適用して", [QUIET], lang="ja", group="conditional")
# several at once
add("invoke", "DEPLOY_SHOW then SYNCPOINT, in that order", [DEPLOY, SYNC], group="multi")
add("invoke", "Charge VJ_BANK_A et mets GLITCHY sur deck_a1", [BANK, GLITCH], lang="fr", group="multi")
add("invoke", "- [ ] LAYOUT2\n- [ ] wirecomb\nbeides bitte, in der Reihenfolge", [LAYOUT, WIRE], lang="de",
    group="checklist")
add("invoke", "KICK1 y luego el Zorvex grade encima", [KICK, ZORVEX], [STROBE], lang="es", group="multi")
add("invoke", "DESKMAP_X32 돌리고 KICK1도 같이 해줘", [X32, KICK], [STROBE], lang="ko", group="multi")
add("invoke", "- [ ] CUE_STACK_7\n- [ ] SYNCPOINT\nplease tick both off before the half", [CUES, SYNC],
    group="checklist")
add("invoke", "Klockan är 23:45 och vi är klara: quiet hours-regeln och sedan BLACKOUT", [QUIET, BLACKOUT], [PANIC],
    lang="sv", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32 écoute sur quel port UDP déjà ?", [X32], lang="fr", group="port")
add("ask_content", "what low-pass cutoff does KICK1 put on the audio?", [KICK], group="value")
add("ask_content", "student question: in DEPLOY_SHOW, which step follows the recursive error check?", [DEPLOY], group="order")
add("ask_content", "Welchen Codec und wie viele Frames nimmt RENDER_HQ?", [RENDER], lang="de", group="value")
add("ask_content", "¿A qué IP le manda el ping SYNCPOINT?", [SYNC], lang="es", group="value")
add("ask_content", "BLACKOUT のフェードは何秒ですか？", [BLACKOUT], lang="ja", group="value")
add("ask_content", "Qual é o nome do Base COMP onde fica o Zorvex grade?", [ZORVEX], lang="pt", group="content")
add("ask_content", "what's the dB ceiling in the quiet hours rule?", [QUIET], group="value")
add("ask_content", "Secondo BACKUP_FIRST, come va chiamato il file di backup?", [BACKUP], lang="it", group="content")
add("ask_content", "Что там написано в PANIC_BLACK про то, как всё вернуть обратно?", [PANIC], lang="ru",
    group="content")
add("ask_content", "what opacity does my club FEEDBACK trail use on the Level TOP?", [FEEDBACK], group="value")

# ---------------------------------------------------------------- bears
add("bears", "clean up all the unused operators in /project1/fx", [BACKUP], group="delete")
add("bears", "Supprime l'ancienne chaîne deck_b, vas-y", [BACKUP], lang="fr", group="consent")
add("bears", "the DJ wants the full screen strobing at 10 Hz on the drop", [STROBE], ["rcp_strobe_flash"],
    group="strobe")
add("bears", "Låt hela skärmen blinka i takt, typ åtta gånger per sekund", [STROBE], ["rcp_strobe_flash"],
    lang="sv", group="strobe")
add("bears", "Es ist 23 Uhr am Riverside, dreh den Master um 6 dB lauter", [QUIET], lang="de", group="venue_late")
add("bears", "cambia el umbral dentro del bloom.tox externo a 0.7", [ARCHIVE], lang="es", group="external_tox")
add("bears", "背景用に Noise TOP と Level TOP を作って", [N1], ["ref_noise_top"], lang="ja", group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "make the picture pulse brighter on every bass drum hit", [KICK],
    ["ref_audio_analysis", STROBE])
add("paraphrase", "Kannst du die Fader vom Tonpult auf die Deckkraft meiner Ebenen legen?", [X32],
    ["ref_osc_in_chop"], lang="de")
add("paraphrase", "Range mon patch : sources tout à gauche, traitements qui avancent vers la droite, les Null à la fin",
    [LAYOUT], lang="fr")
add("paraphrase", "Arma la tabla de las doce escenas de la coreografía de Mateo", [CUES], ["fact_dance_piece"],
    lang="es")
add("paraphrase", "before doors, ping the grandMA and set our timeline offset from the round trip", [SYNC],
    ["fact_lx_console"])
add("paraphrase", "Esporta un file perfetto di un minuto in HAP Q a 1080p60 senza perdere fotogrammi", [RENDER],
    ["ref_movie_file_out", "ref_hap_codecs"], lang="it")
add("paraphrase", "Wyrównaj kable w moim patchu, żeby każdy węzeł stał pod tym, co go zasila", [WIRE], lang="pl")

# ---------------------------------------------------------------- question / task
add("question", "what IP is the grandMA3 on?", ["fact_lx_console"], [SYNC], group="fact")
add("question", "Sur quel port la tablette stagepad envoie-t-elle son OSC ?", ["fact_stagepad_ports"], lang="fr",
    group="fact")
add("question", "Welche Auflösung hat das Ausgaberaster in der Lumen Hall?", ["fact_lumen_hall_raster"], lang="de",
    group="fact")
add("question", "¿La instalación Nebula va a 50 o a 60 fps?", ["fact_nebula_fps"], lang="es", group="fact")
add("question", "RIG-B の GPU メモリは何 GB？", ["fact_rig_b"], lang="ja", group="fact")
add("question", "Aurora 新品发布会那个客户的主色和辅助色分别是哪几个色值？", ["fact_aurora_palette"], lang="zh", group="fact")
add("question", "venue owner here: what DMX address does the third moving head start at?", ["fact_dmx_heads"],
    group="fact")
add("question", "Gdzie na komputerze w galerii trzymamy media do pokazów?", ["fact_media_drive"], lang="pl",
    group="fact")
add("question", "När är den tekniska repetitionen för Tidewater?", ["fact_dance_piece"], lang="sv", group="fact")
add("question", "Dove finisce il log degli errori durante lo spettacolo?", ["fact_show_log"], lang="it", group="fact")
add("question", "De quantas amostras é o buffer de áudio combinado para o RIG-B?", ["fact_audio_buffer"], lang="pt", group="fact")
add("question", "for class: how do I build a simple trail with the Feedback TOP?", ["ref_feedback_top"],
    ["rcp_feedback_tunnel", FEEDBACK, "ref_pixel_formats"], group="common_word")
add("task", "make me an LED strip mapper for 300 pixels over Art-Net", ["rcp_led_strip"], [N1], group="reference")
add("question", "NDI ile önizlemeyi başka bir bilgisayara nasıl gönderirim?", ["ref_ndi"], lang="tr",
    group="reference")
# with the built-in knowledge
add("question", "how do I keep a counter in a component's storage between cooks?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Wie öffne ich den Textport und gebe dort etwas aus?", ["td_textport"], lang="de",
    group="builtin_only", builtin=True)
add("question", "Pourquoi mon Render TOP sort tout noir ?", ["ref_render_pipeline", "td_render_pipeline"], lang="fr",
    group="builtin_compete", builtin=True)
add("question", "¿Qué hace exactamente el Replicator COMP?", ["ref_replicator", "td_replicator_comp"], lang="es",
    group="builtin_compete", builtin=True)
add("question", "カスタムパラメータを COMP に追加するにはどうすればいい？", ["td_custom_parameters"], lang="ja",
    group="builtin_only", builtin=True)
add("question", "my feedback trails never fully fade to black, why?",
    ["ref_pixel_formats", "td_resolution_pixel_format"], ["ref_feedback_top", "td_feedback_top", FEEDBACK],
    group="common_word", builtin=True)
add("question", "DAT Execute DAT 和 Execute DAT 有什么区别？", ["td_dat_execute_and_execute_dat"], lang="zh",
    group="builtin_only", builtin=True)
add("question", "Performance Monitor 에서 쿡 타임은 어떻게 봐요?", ["ref_perf_monitor", "td_performance_monitor"],
    lang="ko", group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get a Leap Motion working in TouchDesigner?", group="far")
add("unanswerable", "what IP address does the left projector at Lumen Hall use?", allowed=["fact_lumen_hall_raster"],
    group="near")
add("unanswerable", "Comment envoyer une texture vers Resolume avec Spout ?", lang="fr", group="far")
add("unanswerable", "Wie richte ich den Ableton Link CHOP mit einem zweiten Rechner ein?", lang="de", group="far")
add("unanswerable", "¿Quién hace el diseño de iluminación de Tidewater?", allowed=["fact_dance_piece"], lang="es",
    group="near")
add("unanswerable", "ZED カメラを TouchDesigner で使う方法は？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 商业版授权一年多少钱？", lang="zh", group="far")
add("unanswerable", "Como faço text-to-speech dentro do TouchDesigner?", lang="pt", group="far")
add("unanswerable", "Qual è la password del Wi-Fi al Kestrel Theatre?", allowed=["fact_dance_piece"], lang="it",
    group="near")
add("unanswerable", "터치디자이너에서 Bullet Solver COMP 쓰는 법 알려줘", lang="ko", group="far")
add("unanswerable", "Hoe koppel ik een Stream Deck aan TouchDesigner?", lang="nl", group="far")
add("unanswerable", "Berapa watt daya proyektor Epson di Lumen Hall?", allowed=["fact_lumen_hall_raster"], lang="id",
    group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run LAYOUT2, I placed those nodes by hand on purpose", allowed=[LAYOUT], group="negated")
add("near_miss", "KICK1 a super bien marché hier soir, le public a adoré", allowed=[KICK], lang="fr", group="past")
add("near_miss", "DEPLOY_SHOW machen wir morgen früh, heute wird nur geprobt", allowed=[DEPLOY], lang="de",
    group="planning")
add("near_miss", "Lucía dice que el GLITCHY de ayer se veía demasiado fuerte", allowed=[GLITCH], lang="es",
    group="reported")
add("near_miss", "VJ_BANK_A ってもう読み込まれてる？", allowed=[BANK], lang="ja", group="status")
add("near_miss", "上次 wirecomb 把我的网络弄得更乱了", allowed=[WIRE], lang="zh", group="complaint")
add("near_miss", "If the client ever asks for RENDER_HQ on a laptop I'm going to laugh.", allowed=[RENDER],
    group="hypothetical")
add("near_miss", "honestly the Zorvex grade looks way better than the teal LUT we used last year", allowed=[ZORVEX],
    group="comparison")
add("near_miss", "where did panic_black_notes.txt go? it was on the desktop this morning", allowed=[PANIC],
    group="filename")
add("near_miss", "my script starts with `syncpoint_offset = None`, is None an ok default for a float?",
    allowed=[SYNC], group="variable")
add("near_miss", "lint check: `CUE_STACK_7 = 'cues7'` — constants are uppercase in PEP 8, right?", allowed=[CUES],
    group="code")
add("near_miss", "the sticker on the rack literally says \"BLACKOUT = END OF SET ONLY\" lol", allowed=[BLACKOUT],
    group="quoted")
add("near_miss", "who came up with the name SYNCPOINT anyway?", allowed=[SYNC], group="history")
add("near_miss", "my cat is called Zorvex now, the whole crew voted", allowed=[ZORVEX], group="incidental")
add("near_miss", "Nie odpalaj PANIC_BLACK, to tylko test świateł", allowed=[PANIC], lang="pl", group="negated")
add("near_miss", "STROBE_SAFE stoppade min strobe i går, bra att den finns", allowed=[STROBE], lang="sv",
    group="past")
add("near_miss", "Yarın sabah CUE_STACK_7'yi birlikte kurarız", allowed=[CUES], lang="tr", group="planning")
add("near_miss", "KICK1 ieri mi ha mandato tutta la rete in errore", allowed=[KICK], lang="it", group="complaint")
add("near_miss", "alguém já rodou o SYNCPOINT hoje à tarde?", allowed=[SYNC], lang="pt", group="status")
add("near_miss", "Звукорежиссёр сказал, что DESKMAP_X32 ему совсем не мешает", allowed=[X32], lang="ru",
    group="reported")
add("near_miss", "어제 BLACKOUT 잘 됐어요, 고마워요", allowed=[BLACKOUT], lang="ko", group="past")
add("near_miss", "Geen GLITCHY vanavond, de klant wil het strak en clean", allowed=[GLITCH], lang="nl",
    group="negated")
add("near_miss", "Nanti malam saja kita jalankan RENDER_HQ, sekarang jangan dulu", allowed=[RENDER], lang="id",
    group="planning")
add("near_miss", "đừng chạy VJ_BANK_A, deck A đang phát live", allowed=[BANK], lang="vi", group="negated")
add("near_miss", "wirecomb toimi eilen tosi hienosti", allowed=[WIRE], lang="fi", group="past")
add("near_miss", "LAYOUT2 mi minule rozházel celou síť", allowed=[LAYOUT], lang="cs", group="complaint")
add("near_miss", "Kdyby nebylo BACKUP_FIRST, včera bych přišel o celou síť", allowed=[BACKUP], lang="cs",
    group="hypothetical")
add("near_miss", "Το ARCHIVE το φτιάξαμε μετά από εκείνη τη χαμένη έκδοση του bloom.tox", allowed=[ARCHIVE],
    lang="el", group="history")
add("near_miss", "did DEPLOY_SHOW finish or is it still waiting on the Perform CHOP?", allowed=[DEPLOY],
    group="status")
add("near_miss", "I prefer wirecomb to LAYOUT2 for small patches, just a taste thing", allowed=[WIRE, LAYOUT],
    group="comparison")
add("near_miss", "Die Datei quiet_hours_2025.pdf vom Vermieter liegt im geteilten Ordner", allowed=[QUIET],
    lang="de", group="filename")
add("near_miss", "先生が命名規則 N1 はちょっと厳しすぎるって言ってた", allowed=[N1], lang="ja", group="reported")
add("near_miss", "Zorvex 调色下周再做，这周先不用", allowed=[ZORVEX], lang="zh", group="planning")
add("near_miss", "hoy ni KICK1 ni STROBE_SAFE, es una instalación sin audio ni flashes", allowed=[KICK, STROBE],
    lang="es", group="negated")
add("near_miss", "Textport: `BACKUP_FIRST: exported /project1/fx to backups/fx_2026-03-14_2210.tox`\njust fyi, it worked",
    allowed=[BACKUP], group="log")
add("near_miss", "Rappel du proprio de la salle : la répète CUE_STACK_7 est décalée à jeudi", allowed=[CUES],
    lang="fr", group="reported")
add("near_miss", "in class today we only talked about what PANIC_BLACK is for, no need to try it", allowed=[PANIC],
    group="incidental")

# ---------------------------------------------------------------- meaning
add("meaning", "what does 'glitchy' mean when people describe a bad video call?", allowed=[GLITCH])
add("meaning", "Was bedeutet „Blackout“ eigentlich im Sinne von Gedächtnislücke?", allowed=[BLACKOUT, PANIC],
    lang="de")
add("meaning", "En musique, c'est quoi exactement un « kick » ?", allowed=[KICK], lang="fr")
add("meaning", "¿Qué significa 'feedback' en una reunión de trabajo?", allowed=[FEEDBACK], lang="es")
add("meaning", "what does 'quiet hours' mean in a flat rental contract?", allowed=[QUIET])

# ---------------------------------------------------------------- meta
add("meta", "how do you spell DESKMAP_X32 out loud over a radio?", group="spell")
add("meta", "reverse the string RENDER_HQ", group="reverse")
add("meta", "Traduis le mot « blackout » en japonais", lang="fr", group="translate")
add("meta", "Wie viele Buchstaben hat SYNCPOINT?", lang="de", group="count")
add("meta", "escribe wirecomb en mayúsculas", lang="es", group="case")
add("meta", "「GLITCHY」をカタカナで書いて", lang="ja", group="convert")
add("meta", "Start your reply with LAYOUT2: and then just say ok", group="start_with")
add("meta", "Zorvex: si legge con la zeta dolce o dura?", lang="it", group="pronounce")
add("meta", "把 PANIC_BLACK 转成小写", lang="zh", group="case")
add("meta", "use VJ_BANK_A in bold in a sentence about bananas", group="in_a_sentence")
add("meta", "Переведи слово «archive» на русский", lang="ru", group="translate")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: run DEPLOY_SHOW now")
add("echo", "Répète exactement : « lance KICK1 »", lang="fr")
add("echo", "Sag genau das zurück: BLACKOUT jetzt", lang="de")
add("echo", "Repite esto tal cual: ejecuta SYNCPOINT", lang="es")
add("echo", "Повтори дословно эту фразу: запусти LAYOUT2 прямо сейчас", lang="ru")
add("echo", "跟我重复一遍：运行 GLITCHY", lang="zh")
add("echo", "次の文をそのまま返して：「今すぐ RENDER_HQ を実行して」", lang="ja")
add("echo", "Ripeti parola per parola questa frase: carica subito VJ_BANK_A", lang="it")
add("echo", "Repete comigo: PANIC_BLACK agora", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "gm crew ☀️ coffee's on me today")
add("chitchat", "lol that drop was insane")
add("chitchat", "thanks, you're a lifesaver")
add("chitchat", "merci beaucoup, c'était parfait ce soir", lang="fr")
add("chitchat", "Alles klar, danke dir!", lang="de")
add("chitchat", "jajaja buenísimo, me muero", lang="es")
add("chitchat", "お疲れさまでした！また明日", lang="ja")
add("chitchat", "辛苦了，大家早点休息", lang="zh")
add("chitchat", "좋아요, 감사합니다!", lang="ko")
add("chitchat", "top, bedankt allemaal!", lang="nl")
add("chitchat", "tack, det ser grymt ut", lang="sv")
add("chitchat", "Eline sağlık, çok güzel oldu", lang="tr")


def main() -> None:
    rows = [{"pid": f"u51-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
