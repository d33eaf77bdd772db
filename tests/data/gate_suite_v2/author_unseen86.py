"""Blind suite unseen86, hand-written by the independent evaluator "gateeval86".

Written blind: labels come from corpus.jsonl (ids, titles, texts, names in `meta`) and the file names and
contents of src/tdcontext/knowledge/*.md only. The author never ran the gate, the context command or any
bench on these prompts.

A balanced suite, about two thirds in other languages, only English plus fr, de, es, it, pt, ja, zh, ko, ru,
with 7 invocations in each of the nine, typed as crews type in chat. Personas (this file only):
- a Brussels and Strasbourg parliament-open-day visuals team (French, German and English: the hemicycle,
  the visitors' queue, MEP speeches, the Parliament's X32 desk);
- a Valencia Fallas and Porto Sao Joao festival crew (Castilian Spanish and European Portuguese:
  mascleta, crema, ninots, hammers and sardines, the riverside stage by the Douro);
- a Sapporo snow-festival and Harbin ice-festival projection company (Japanese, Simplified Chinese and a
  Korean crew member), with a Kazan remote operator (Russian) and a Turin remote operator (Italian).

Run: python tests/data/gate_suite_v2/author_unseen86.py  (writes prompts_unseen86.jsonl next to this file)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen86.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


KICK, LAY, STROBE, BACKUP = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DEPLOY, BANK, PANIC, GLITCH = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
DESK, RENDER, N1, FEED = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BLACK, COMB, CUES, SYNC = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
ARCH, ZORVEX, QUIET = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (parliament open day team)
add("invoke", "GLITCHY.", [GLITCH], group="bare")
add("invoke", "wirecomb pls, lobby net is spaghetti", [COMB], group="terse")
add("invoke", "Could you please run DESKMAP_X32 on the open-day patch? The Parliament AV desk is an X32 and it's "
    "already on the network.", [DESK], group="polite")
add("invoke", "RENDER_HQ — the Strasbourg hemicycle loop, we need the master file by noon", [RENDER],
    group="name_first")
add("invoke", "the chamber projection network is a total mess after this morning's rehearsal, so go on, LAYOUT2",
    [LAY], group="trailing")
add("invoke", "ok so the ushers start letting visitors in at 10, and before that can you do DEPLOY_SHOW on this "
    "machine and tell me the fps afterwards", [DEPLOY], group="mid_message")
add("invoke", "Delete the old welcome_slide operators in /project1/lobby; BACKUP_FIRST applies, obviously.",
    [BACKUP], group="rule")
add("invoke", "Lighting console handshake now please, the Brussels desk op is ready on her side", [SYNC],
    group="title_words")
add("invoke", "run SYNCPIONT before the doors open at the Espace Léopold", [SYNC], group="typo")
add("invoke", "vj_bank_a now, the queue outside is huge", [BANK], group="lowercase")
add("invoke", "P A N I C _ B L A C K   now!!", [PANIC], group="spaces")
add("invoke", "okay copilot run cue stack seven for the dance piece full stop", [CUES], group="voice")
add("invoke", "🔥 kick1 on the main output please 🔥", [KICK], allowed=[STROBE], group="emoji")
add("invoke", "/archive bloom.tox then bump the bloom threshold inside it to 0.7", [ARCH], group="slash_command")
add("invoke", "```\n[10:41:03] ERROR /project1/lobby/noise7: cook error, input missing\n"
    "[10:41:03] ERROR /project1/lobby/level7: cook error\n```\nugh. wipe noise7 and its whole chain, "
    "BACKUP_FIRST first", [BACKUP], group="log_paste")
add("invoke", "no wait, not LAYOUT2 — wirecomb, I only want the wires straightened, not the nodes moved around",
    [COMB], allowed=[LAY], group="correction")
add("invoke", "- [ ] VJ_BANK_A\n- [ ] GLITCHY on deck_a1\n- [ ] Zorvex grade on the final comp\n"
    "work through the list top to bottom", [BANK, GLITCH, ZORVEX], group="checklist")
add("invoke", "it's 23:10 at the riverside venue and the MEP's people want the speech louder, so apply the quiet "
    "hours rule before touching anything", [QUIET], group="conditional")
add("invoke", "You offered to run N1 over the operators you just made for the vote counter — yes, go ahead.",
    [N1], group="consent")
add("invoke", "when the anthem ends, BLACKOUT. ...it just ended, go", [BLACK], group="timed")
add("invoke", "my FEEDBACK trail settings for the club visuals please, then KICK1 on top of it",
    [FEED, KICK], allowed=[STROBE], group="multi")
add("invoke", "Pasted from the stage manager's chat:\n> 18:58 SM: house to half\n> 18:59 SM: standby visuals\n"
    "right, SYNCPOINT first and then DEPLOY_SHOW", [SYNC, DEPLOY], group="multi")

# ---------------------------------------------------------------- invoke: French (Brussels / Strasbourg)
add("invoke", "Tu peux lancer KICK1 sur la sortie principale du mur de l'hémicycle, s'il te plaît ?", [KICK], allowed=[STROBE], lang="fr",
    group="polite")
add("invoke", "LAYOUT2 sur le réseau de l'hémicycle, merci", [LAY], lang="fr", group="name_first")
add("invoke", "Bon, on supprime tout le bloc vidéo de l'ancienne expo — applique BACKUP_FIRST avant.", [BACKUP],
    lang="fr", group="rule")
add("invoke", "Il est 22h40 à la salle au bord du fleuve et ils veulent monter le son du discours : applique la "
    "règle des heures calmes.", [QUIET], lang="fr", group="conditional")
add("invoke", "vas-y, DEPLOY_SHOW, on ouvre les portes aux visiteurs dans 20 min", [DEPLOY], lang="fr",
    group="imperative")
add("invoke", "fais PANIC_BLACK tout de suite !!! un visiteur a fait un malaise devant l'écran", [PANIC], lang="fr",
    group="emergency")
add("invoke", "non attends, pas GLITCHY — mets plutôt le grade Zorvex sur la compo finale", [ZORVEX],
    allowed=[GLITCH], lang="fr", group="correction")

# ---------------------------------------------------------------- invoke: German (Strasbourg colleague)
add("invoke", "Bitte DESKMAP_X32 ausführen, das Pult hängt schon im Netz.", [DESK], lang="de", group="polite")
add("invoke", "wirecomb auf das Netzwerk vom Plenarsaal, und sag mir danach, welche Nulls du eingefügt hast",
    [COMB], lang="de", group="name_first")
add("invoke", "Mach RENDER_HQ für die Schleife vom Europasaal, wir brauchen die Datei heute Abend.", [RENDER],
    lang="de", group="imperative")
add("invoke", "SYNCPOINT bitte, bevor das Publikum reinkommt", [SYNC], lang="de", group="terse")
add("invoke", "Leg die neuen Operatoren für den Besucherzähler an und halte dich dabei an Namensregel N1.", [N1],
    lang="de", group="rule")
add("invoke", "Erst VJ_BANK_A laden, dann GLITCHY auf deck_a3.", [BANK, GLITCH], lang="de", group="multi")
add("invoke", "K I C K 1 jetzt bitte", [KICK], allowed=[STROBE], lang="de", group="spaces")

# ---------------------------------------------------------------- invoke: Spanish (Valencia Fallas)
add("invoke", "Ejecuta CUE_STACK_7, porfa, que el coreógrafo ya está en la sala.", [CUES], lang="es",
    group="polite")
add("invoke", "¡¡PANIC_BLACK ya!! se ha caído una traca al lado del proyector", [PANIC], lang="es",
    group="emergency")
add("invoke", "Oye, aplica STROBE_SAFE al destello de la mascletà, que ahora va a 8 Hz", [STROBE], lang="es",
    group="rule")
add("invoke", "venga, el look de la casa, Zorvex, sobre la composición final", [ZORVEX], lang="es",
    group="title_words")
add("invoke", "haz el blackout de fin de set, que la cremà ya ha terminado", [BLACK], lang="es", group="end_set")
add("invoke", "deskmap_x32 porfa, la mesa de la carpa es una X32", [DESK], lang="es", group="lowercase")
add("invoke", "Cuando acabe el himno, KICK1. Vale, ya ha acabado, dale.", [KICK], allowed=[STROBE], lang="es",
    group="timed")

# ---------------------------------------------------------------- invoke: Portuguese (Porto Sao Joao)
add("invoke", "Corre o RENDER_HQ do loop do São João, preciso do ficheiro amanhã de manhã.", [RENDER], lang="pt",
    group="imperative")
add("invoke", "Faz o wirecomb nesta rede, está tudo cruzado.", [COMB], lang="pt", group="name_as_verb")
add("invoke", "Vou mexer no sardinha_fx.tox externo — primeiro aplica a regra ARCHIVE.", [ARCH], lang="pt", group="rule")
add("invoke", "LAYOUT2 e a seguir DEPLOY_SHOW, por favor", [LAY, DEPLOY], lang="pt", group="multi")
add("invoke", "são 22h30 no palco junto ao rio e o DJ quer mais volume — aplica a regra das horas de silêncio",
    [QUIET], lang="pt", group="conditional")
add("invoke", "vj bank a, já", [BANK], lang="pt", group="spaces")
add("invoke", "Sim, podes avançar com o SYNCPOINT que sugeriste.", [SYNC], lang="pt", group="consent")

# ---------------------------------------------------------------- invoke: Italian (Turin remote operator)
add("invoke", "Esegui GLITCHY sul TOP che ho selezionato nel ramo neve, grazie.", [GLITCH], lang="it", group="imperative")
add("invoke", "Mi fai BACKUP_FIRST e poi cancelli i vecchi noise del foyer?", [BACKUP], lang="it", group="polite")
add("invoke", "Fammi le scie per le visual del club come sempre, le mie impostazioni FEEDBACK.", [FEED], lang="it",
    group="title_words")
add("invoke", "Applica N1 a tutti gli operatori nuovi che crei nel pannello biglietteria.", [N1], lang="it",
    group="rule")
add("invoke", "DEPLOY_SHOW adesso per favore, apriamo tra dieci minuti", [DEPLOY], lang="it", group="name_first")
add("invoke", "no aspetta, niente RENDER_HQ — fai BLACKOUT, il set è finito", [BLACK], allowed=[RENDER],
    lang="it", group="correction")
add("invoke", "/CUE_STACK_7 per Tidewater, grazie", [CUES], lang="it", group="slash_command")

# ---------------------------------------------------------------- invoke: Japanese (Sapporo)
add("invoke", "KICK1をメイン出力にお願いします。", [KICK], allowed=[STROBE], lang="ja", group="polite")
add("invoke", "雪まつりの映像、最終コンポにZorvexのグレードをかけて。", [ZORVEX], lang="ja", group="imperative")
add("invoke", "今すぐPANIC_BLACK！！", [PANIC], lang="ja", group="emergency")
add("invoke", "LAYOUT2おねがい、ネットワークがぐちゃぐちゃ", [LAY], lang="ja", group="terse")
add("invoke", "ワイヤーを整えたいのでwirecombを実行してください", [COMB], lang="ja", group="mid_message")
add("invoke", "RENDER_HQで書き出して、そのあとBLACKOUTもお願い。", [RENDER, BLACK], lang="ja", group="multi")
add("invoke", "ストロボが速すぎる。STROBE_SAFEを適用して", [STROBE], lang="ja", group="rule")

# ---------------------------------------------------------------- invoke: Chinese (Harbin)
add("invoke", "运行DESKMAP_X32，调音台已经连上了。", [DESK], lang="zh", group="imperative")
add("invoke", "请执行VJ_BANK_A，把A组素材装进播放器。", [BANK], lang="zh", group="polite")
add("invoke", "冰雪节开场前做一下SYNCPOINT，跟灯光台对一下时间。", [SYNC], lang="zh", group="mid_message")
add("invoke", "先按BACKUP_FIRST备份，再把没用的算子都删掉。", [BACKUP], lang="zh", group="rule")
add("invoke", "给最终合成加上Zorvex调色。", [ZORVEX], lang="zh", group="imperative")
add("invoke", "现在已经22:30了，河边场地那边要把音量调大——按安静时段的规则来处理。", [QUIET], lang="zh",
    group="conditional")
add("invoke", "glitchy一下选中的那个TOP", [GLITCH], lang="zh", group="name_as_verb")

# ---------------------------------------------------------------- invoke: Korean (crew member, Harbin / Sapporo)
add("invoke", "CUE_STACK_7 실행해 주세요.", [CUES], lang="ko", group="polite")
add("invoke", "관객석에서 사람이 쓰러졌어, 지금 바로 PANIC_BLACK!!", [PANIC], lang="ko", group="emergency")
add("invoke", "외부 tox 수정하기 전에 ARCHIVE 규칙대로 번호 붙여서 복사해 줘.", [ARCH], lang="ko", group="rule")
add("invoke", "새 오퍼레이터 만들 때 N1 규칙 적용해.", [N1], lang="ko", group="rule")
add("invoke", "클럽 비주얼용 FEEDBACK 트레일 설정, 내 방식대로 만들어 줘", [FEED], lang="ko", group="title_words")
add("invoke", "DEPLOY_SHOW 돌려 줘, 공연 30분 전이야", [DEPLOY], lang="ko", group="name_first")
add("invoke", "KICK1 하고 STROBE_SAFE 같이 적용해 줘", [KICK, STROBE], lang="ko", group="multi")

# ---------------------------------------------------------------- invoke: Russian (Kazan remote operator)
add("invoke", "Запусти RENDER_HQ, финальный файл нужен к утру.", [RENDER], lang="ru", group="imperative")
add("invoke", "LAYOUT2, пожалуйста.", [LAY], lang="ru", group="terse")
add("invoke", "сделай wirecomb в этой сети", [COMB], lang="ru", group="lowercase")
add("invoke", "Загрузи VJ_BANK_A в деки.", [BANK], lang="ru", group="imperative")
add("invoke", "Давай BLACKOUT — сет закончился.", [BLACK], lang="ru", group="end_set")
add("invoke", "Сейчас 23:05, площадка у реки, а звукорежиссёр просит громче — применяй правило тихих часов.",
    [QUIET], lang="ru", group="conditional")
add("invoke", "Выполни ARCHIVE для bloom.tox, а потом поправь порог.", [ARCH], lang="ru", group="rule")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which UDP port does the OSC In CHOP use in DESKMAP_X32, and how often does it send /xremote?",
    [DESK], group="port")
add("ask_content", "In what order does DEPLOY_SHOW do things — is Perform mode before or after the feedback TOPs "
    "get reset?", [DEPLOY], group="order")
add("ask_content", "Que dit exactement BACKUP_FIRST sur l'endroit où va la sauvegarde ?", [BACKUP], lang="fr",
    group="content")
add("ask_content", "Welche Trigger-Schwelle benutzt KICK1?", [KICK], lang="de", group="value")
add("ask_content", "Oye, ¿RENDER_HQ graba en qué códec y a cuántos fps?", [RENDER], lang="es", group="value")
add("ask_content", "O que diz o SYNCPOINT para quando a consola não responde?", [SYNC], lang="pt",
    group="content")
add("ask_content", "Quanti secondi dura la dissolvenza di BLACKOUT?", [BLACK], lang="it", group="value")
add("ask_content", "GLITCHYのDisplace TOPのweightはいくつ？", [GLITCH], lang="ja", group="value")
add("ask_content", "Zorvex调色那一步，HSV Adjust把绿色饱和度压低了百分之几？", [ZORVEX], lang="zh", group="value")
add("ask_content", "PANIC_BLACK 후에 복구하려면 DMX 마스터를 몇으로 돌려야 한다고 되어 있어?", [PANIC], lang="ko",
    group="value")
add("ask_content", "Напомни, что именно правило тихих часов требует делать с басами?", [QUIET], lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "delete noise1 and the two unused Level TOPs in /project1/lobby", [BACKUP], group="delete")
add("bears", "Fais clignoter le logo du Parlement à 10 flashs par seconde sur tout l'écran.", [STROBE],
    allowed=["rcp_strobe_flash"], lang="fr", group="strobe")
add("bears", "Son las 23:30 en el escenario de la ribera; sube el máster de audio a -6 dBFS.", [QUIET], lang="es",
    group="venue_late")
add("bears", "Ändere im extern gespeicherten header.tox die Schriftgröße auf 48.", [ARCH], lang="de",
    group="external_tox")
add("bears", "背景用に新しいNoise TOPとLevel TOPを作って。", [N1], allowed=["ref_noise_top"], lang="ja",
    group="create")
add("bears", "Удали весь контейнер old_intro, он больше не нужен.", [BACKUP], lang="ru", group="delete")

# ---------------------------------------------------------------- paraphrase (no word of the title or name)
add("paraphrase", "hook up the Behringer console so its faders 1 to 8 drive our layer opacities", [DESK],
    allowed=["ref_osc_in_chop"], group="paraphrase")
add("paraphrase", "before the doors open, lock our visuals' timing to the grandMA so nothing drifts", [SYNC],
    allowed=["fact_lx_console"], group="paraphrase")
add("paraphrase", "Exporta um filme perfeito da peça, fora de tempo real, com a melhor qualidade possível.",
    [RENDER], allowed=["ref_movie_file_out"], lang="pt", group="paraphrase")
add("paraphrase", "Metti la prima serie di video negli otto lettori e porta il crossfader tutto a sinistra.",
    [BANK], lang="it", group="paraphrase")
add("paraphrase", "帮我把Tidewater那十二个场景按时间排好，做成能自动切换的表。", [CUES],
    allowed=["fact_dance_piece", "ref_timer_chop"], lang="zh", group="paraphrase")
add("paraphrase", "최종 화면에 우리 스튜디오 고유의 색감을 입혀 줘", [ZORVEX], lang="ko", group="paraphrase")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what resolution is the single output raster at Lumen Hall?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "how do I use a Feedback TOP to get trails that actually fade to black?", ["ref_feedback_top"],
    allowed=[FEED, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
add("question", "À quelle cadence tourne l'installation Nebula, et pourquoi pas 60 ?", ["fact_nebula_fps"],
    lang="fr", group="fact")
add("question", "Auf welchem DMX-Universum liegen die Moving Heads, und ab welcher Adresse?", ["fact_dmx_heads"],
    lang="de", group="fact")
add("question", "¿Cómo le paso el tiempo a un uniform en un GLSL TOP?", ["ref_glsl_uniforms"], lang="es",
    group="reference")
add("question", "Qual é o buffer de áudio que combinámos no RIG-B?", ["fact_audio_buffer"],
    allowed=["fact_rig_b"], lang="pt", group="fact")
add("question", "Dove finiscono gli errori durante lo spettacolo, in quale file di log?", ["fact_show_log"],
    lang="it", group="fact")
add("question", "再生用ならHAPとH.264どっちがいい？", ["ref_hap_codecs"], allowed=["ref_movie_file_out"], lang="ja",
    group="reference")
add("question", "Render TOP输出全黑，一般是什么原因？", ["ref_render_pipeline"], lang="zh", group="reference")
add("question", "NDI Out TOP으로 1080p60을 보내려면 네트워크가 어느 정도 필요해?", ["ref_ndi"], lang="ko",
    group="reference")
add("task", "Собери аудиореактивный спектр в виде полосок.", ["rcp_spectrum_bars"], allowed=["ref_audio_analysis"],
    lang="ru", group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "DAT Execute DAT vs Execute DAT — I always mix them up, which one fires on what?",
    ["td_dat_execute_and_execute_dat"], group="builtin_only", builtin=True)
add("question", "how do I keep a Python counter on a component so it survives between cooks?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Comment j'ouvre le Textport, et ça sert à quoi au juste ?", ["td_textport"], lang="fr",
    group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT: wie fange ich damit das Drücken eines Pulse-Knopfs auf meiner Custom Page ab?",
    ["td_parameter_execute_dat"], lang="de", group="builtin_only", builtin=True)
add("question", "¿Por qué mi operador no se cocina si nadie lo está mirando? Explícame el modelo pull.",
    ["td_cooking_pull_model"], lang="es", group="builtin_only", builtin=True)
add("question", "コンポーネントの間でデータを渡すなら、Select TOPとIn TOPのどっち？", ["td_select_in_out"], lang="ja",
    group="builtin_only", builtin=True)
add("task", "用Replicator COMP根据表格的每一行生成一个按钮。", ["td_replicator_comp"], allowed=["ref_replicator"],
    lang="zh", group="builtin_compete", builtin=True)
add("question", "Как работают extensions у COMP и где держать сам класс?", ["td_extensions"],
    allowed=["fact_ext_conventions"], lang="ru", group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I hook a Leap Motion 2 controller into TouchDesigner for hand tracking?", group="far")
add("unanswerable", "what does a commercial TouchDesigner licence cost this year, roughly?", group="far")
add("unanswerable", "Comment on configure une caméra ZED pour récupérer la profondeur dans TouchDesigner ?",
    lang="fr", group="far")
add("unanswerable", "Wie richte ich das Stoner-Tool aus der Palette für eine Keystone-Korrektur ein?", lang="de",
    group="near")
add("unanswerable", "¿Cómo uso Kantan Mapper para mapear la falla entera en 3D?", lang="es", group="near")
add("unanswerable", "Como ligo um lidar Ouster ao TouchDesigner?", lang="pt", group="far")
add("unanswerable", "Il Substance TOP legge i file .sbsar con i parametri esposti? Come si collegano?", lang="it", group="near")
add("unanswerable", "TouchDesignerでVST3プラグインを読み込むにはどうすればいい？", lang="ja", group="far")
add("unanswerable", "TouchDesigner能直接接收Unreal的Live Link数据吗？", lang="zh", group="far")
add("unanswerable", "TouchDesigner에서 Spout으로 Resolume에 영상 보내려면 어떻게 해?", lang="ko", group="near")
add("unanswerable", "Как настроить Dante Virtual Soundcard, чтобы TouchDesigner её видел?", lang="ru", group="far")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "don't run DEPLOY_SHOW yet, the Strasbourg team is still editing the intro", allowed=[DEPLOY],
    group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file came out at 3.1 GB", allowed=[RENDER], group="past")
add("near_miss", "we'll do SYNCPOINT tomorrow at the tech rehearsal, not today", allowed=[SYNC], group="planning")
add("near_miss", "the stage manager said PANIC_BLACK saved us at the Valencia gig last year", allowed=[PANIC],
    group="reported")
add("near_miss", "if we ever had to hit PANIC_BLACK in the middle of a speech, would the MEPs even notice?",
    allowed=[PANIC], group="hypothetical")
add("near_miss", "honestly LAYOUT2 looks tidier than wirecomb in the screenshots people post", allowed=[LAY, COMB],
    group="comparison")
add("near_miss", "rename the variable kick1_gain in my script to kick_gain, it's just a Python variable",
    allowed=[KICK], group="variable")
add("near_miss", "why does `op('glitchy_out')` give me None in the textport?", allowed=[GLITCH, "ref_op_paths"],
    group="code")
add("near_miss", "BLACKOUT broke my network yesterday, the window source was still on the black constant this "
    "morning", allowed=[BLACK], group="complaint")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Surtout ne lance pas KICK1 pendant le discours de la présidente.", allowed=[KICK], lang="fr",
    group="negated")
add("near_miss", "Le wirecomb d'hier a bien marché, merci encore.", allowed=[COMB], lang="fr", group="past")
add("near_miss", "On fera le RENDER_HQ demain matin, pas maintenant.", allowed=[RENDER], lang="fr",
    group="planning")
add("near_miss", "Der Techniker meinte, LAYOUT2 hätte ihm gestern die Netzwerkboxen durcheinandergebracht.",
    allowed=[LAY], lang="de", group="reported")
add("near_miss", "Haben wir BACKUP_FIRST eigentlich schon in die Doku geschrieben?", allowed=[BACKUP], lang="de",
    group="status")
add("near_miss", "Die Datei cue_stack_7_alt.toe auf dem Share kannst du ignorieren.", allowed=[CUES], lang="de",
    group="filename")
add("near_miss", "No hagas BLACKOUT todavía, que falta la última falla.", allowed=[BLACK], lang="es",
    group="negated")
add("near_miss", "Ayer el DESKMAP_X32 funcionó perfecto con la mesa del casal.", allowed=[DESK], lang="es",
    group="past")
add("near_miss", "Si hiciéramos GLITCHY sobre la cabeza del ninot, ¿quedaría bien? Solo pregunto, no lo toques.",
    allowed=[GLITCH], lang="es", group="hypothetical")
add("near_miss", "O Rui disse que o SYNCPOINT falhou no ensaio de ontem.", allowed=[SYNC], lang="pt",
    group="reported")
add("near_miss", "Amanhã fazemos o VJ_BANK_A, hoje não.", allowed=[BANK], lang="pt", group="planning")
add("near_miss", "a variável zorvex_amount está a 0.4 no script", allowed=[ZORVEX], lang="pt", group="variable")
add("near_miss", "Non fare DEPLOY_SHOW, è solo una prova.", allowed=[DEPLOY], lang="it", group="negated")
add("near_miss", "Il KICK1 di ieri sera era troppo forte, ne parliamo lunedì.", allowed=[KICK], lang="it",
    group="complaint")
add("near_miss", "Chi ha scritto la regola N1? Mi sembra un po' rigida.", allowed=[N1], lang="it", group="history")
add("near_miss", "PANIC_BLACKは押さないで！まだ本番じゃない", allowed=[PANIC], lang="ja", group="negated")
add("near_miss", "昨日のRENDER_HQは問題なく終わりました。", allowed=[RENDER], lang="ja", group="past")
add("near_miss", "明日の仕込みでDESKMAP_X32をやる予定です。", allowed=[DESK], lang="ja", group="planning")
add("near_miss", "别运行wirecomb，我是故意把线摆成这样的。", allowed=[COMB], lang="zh", group="negated")
add("near_miss", "上次STROBE_SAFE把我们的节奏闪光限得太慢了。", allowed=[STROBE], lang="zh", group="complaint")
add("near_miss", "文件名叫archive_rule_notes.md，在共享盘里。", allowed=[ARCH], lang="zh", group="filename")
add("near_miss", "CUE_STACK_7은 어제 리허설 때 이미 돌렸어요.", allowed=[CUES], lang="ko", group="past")
add("near_miss", "GLITCHY는 내일 적용하자, 오늘은 말고.", allowed=[GLITCH], lang="ko", group="planning")
add("near_miss", "감독님이 FEEDBACK 트레일 설정이 너무 길다고 하셨어요.", allowed=[FEED], lang="ko", group="reported")
add("near_miss", "Не запускай SYNCPOINT, пульт сейчас перезагружается.", allowed=[SYNC], lang="ru",
    group="negated")
add("near_miss", "Правило тихих часов вчера сработало, соседи не жаловались.", allowed=[QUIET], lang="ru",
    group="past")
add("near_miss", "В коде есть строка `run('LAYOUT2')` — откуда она вообще взялась?", allowed=[LAY], lang="ru",
    group="code")

# ---------------------------------------------------------------- meaning
add("meaning", "what did 'blackout' originally mean in theatre, historically speaking?", allowed=[BLACK],
    group="meaning")
add("meaning", "Que veut dire « archive » au sens juridique, pour les documents du Parlement ?", allowed=[ARCH],
    lang="fr", group="meaning")
add("meaning", "Was bedeutet 'Feedback' eigentlich in der Akustik?", allowed=[FEED], lang="de", group="meaning")
add("meaning", "¿Qué significa 'glitchy' en inglés coloquial?", allowed=[GLITCH], lang="es", group="meaning")
add("meaning", "ホテルの「quiet hours」ってどういう意味？", allowed=[QUIET], lang="ja", group="meaning")

# ---------------------------------------------------------------- meta
add("meta", "write SYNCPOINT backwards letter by letter, nothing more", group="reverse")
add("meta", "quick one for the visitor quiz card: how many underscores sit inside CUE_STACK_7?", group="count")
add("meta", "write the word wirecomb in bold", group="bold")
add("meta", "start your reply with the word PANIC_BLACK and then say nothing else", group="start_reply")
add("meta", "Comment on prononce GLITCHY, à l'anglaise ?", lang="fr", group="pronounce")
add("meta", "Schreib VJ_BANK_A in Kleinbuchstaben.", lang="de", group="case")
add("meta", "Traduce 'BLACKOUT' al español, solo la palabra.", lang="es", group="translate")
add("meta", "Quante lettere ha RENDER_HQ?", lang="it", group="count")
add("meta", "KICK1をカタカナで書いて", lang="ja", group="convert")
add("meta", "把DESKMAP_X32倒过来写。", lang="zh", group="reverse")
add("meta", "LAYOUT2라는 단어를 넣어서 예문 하나 만들어 줘", lang="ko", group="sentence")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly: run KICK1 and then BLACKOUT", group="echo")
add("echo", "Répète mot pour mot, sans rien faire : lance DEPLOY_SHOW maintenant", lang="fr", group="echo")
add("echo", "Sag einfach nach: PANIC_BLACK sofort", lang="de", group="echo")
add("echo", "Repíteme esta frase tal cual, sin hacer nada: ejecuta RENDER_HQ", lang="es", group="echo")
add("echo", "Ripeti e basta: applica BACKUP_FIRST", lang="it", group="echo")
add("echo", "Repete só isto: corre o wirecomb", lang="pt", group="echo")
add("echo", "「GLITCHYを実行して」って、実行はしないでオウム返しして", lang="ja", group="echo")
add("echo", "跟我重复一遍：运行SYNCPOINT", lang="zh", group="echo")
add("echo", "따라 해 봐: VJ_BANK_A 불러와", lang="ko", group="echo")
add("echo", "Повтори дословно: запусти LAYOUT2", lang="ru", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "morning all, coffee's in the green room behind the hemicycle", group="chitchat")
add("chitchat", "Merci beaucoup, super boulot aujourd'hui tout le monde !", lang="fr", group="chitchat")
add("chitchat", "Danke dir, bis morgen in Straßburg!", lang="de", group="chitchat")
add("chitchat", "jajaja qué frío hace en la nave de la falla", lang="es", group="chitchat")
add("chitchat", "Buona serata a tutti da Torino", lang="it", group="chitchat")
add("chitchat", "Obrigado, foste incrível hoje! Boas sardinhas!", lang="pt", group="chitchat")
add("chitchat", "お疲れさまでした！雪すごいね", lang="ja", group="chitchat")
add("chitchat", "辛苦了，哈尔滨今天零下二十五度", lang="zh", group="chitchat")
add("chitchat", "안녕하세요~ 삿포로 팀 여러분, 오늘도 화이팅이에요", lang="ko", group="chitchat")
add("chitchat", "Спасибо, всё отлично, из Казани привет!", lang="ru", group="chitchat")


def main() -> None:
    rows = [{"pid": f"u86-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
