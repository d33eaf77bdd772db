"""Author script for prompts_unseen59.jsonl: a blind labelled suite for the admission gate (helper "gateeval59").

Written blind: labels come from corpus.jsonl and the built-in knowledge files only; the gate code, its tests, other
prompt files and author scripts were not read, and the gate was never run on these prompts.

Personas (about two thirds of the prompts are not in English; fr, de, es, it, pt, ja, zh, ko, ru besides en):
- a festival's multinational VJ crew chatting in their own languages (French, German, Spanish, Italian, Korean,
  Russian, Chinese and English), calling procedures, correcting each other, planning and complaining;
- a Japanese projection-mapping studio writing polite, precise requests and questions;
- a Brazilian club resident typing Portuguese slang fragments between tracks.

Run it to regenerate prompts_unseen59.jsonl next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen59.jsonl")
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
BANK = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCH = "ins_glitchy"
X32 = "ins_deskmap_x32"
RHQ = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUE = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZOR = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English (festival crew)
add("invoke", "KICK1 on out1", [KICK], [STROBE], group="bare")
add("invoke", "layout2 pls", [LAY], group="terse")
add("invoke", "Could you please run DEPLOY_SHOW on this project? Doors open in forty minutes.", [DEPLOY],
    group="polite")
add("invoke", "VJ_BANK_A — load it into the decks, the headliner's visuals start in five.", [BANK],
    group="name_first")
add("invoke", "The picture looks flat; finish it with the Zorvex look after the final composite.", [ZOR],
    group="title_words")
add("invoke", "w i r e c o m b the fx network please, I can't follow a single line", [COMB], group="spaces")
add("invoke", "ok run RENDR_HQ on rec1, the client wants the file tonight", [RHQ], group="typo")
add("invoke", "run desk map x thirty two so the sound guy's faders drive the layers", [X32], group="voice")
add("invoke", "🎬 CUE_STACK_7 🙏 rehearsal starts now", [CUE], group="emoji")
add("invoke", "/syncpoint --console grandma", [SYNC], group="slash_command")
add("invoke", "Open items for the changeover, do them in order:\n- [x] media copied to D:/media\n"
    "- [ ] BACKUP_FIRST, then delete the old fx_test COMP\n- [ ] LAYOUT2 on /project1", [BACKUP, LAY],
    group="checklist")
add("invoke", "```\nWARNING /project1/out1: white flash measured at 9 Hz\n```\nfix that output with STROBE_SAFE",
    [STROBE], ["rcp_strobe_flash"], group="log_paste")
add("invoke", "run GLITCHY on the main out — no wait, not GLITCHY, do KICK1 instead", [KICK], [GLITCH, STROBE],
    group="correction")
add("invoke", "You asked whether to apply naming rule N1 to the ops you just made — yes, go ahead.", [N1],
    group="consent")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the audio mix now.", [QUIET],
    group="conditional")
add("invoke", "At the end of this track, BLACKOUT.", [BLACK], group="timed")
add("invoke", "Apply the ARCHIVE rule, then raise the glow radius inside bloom.tox to 12.", [ARCH], group="rule")
add("invoke", "Projector 2 warmed up fine and the feed is stable. Run PANIC_BLACK, someone just walked in front "
    "of the lens. I'll explain later.", [PANIC], group="mid_message")
add("invoke", "Do VJ_BANK_A and then GLITCHY on deck_a1's output.", [BANK, GLITCH], group="multi")
add("invoke", "DEPLOY_SHOW first, then SYNCPOINT with the console.", [DEPLOY, SYNC], group="multi")
add("invoke", "everything's patched and the desk is on the network, go: DESKMAP_X32", [X32], group="trailing")
add("invoke", "cue_stack_7 for tidewater please", [CUE], group="lowercase")
add("invoke", "give me my club trails with the usual FEEDBACK settings", [FB], ["ref_feedback_top"],
    group="common_word")
add("invoke", "can you zorvex the final output before we export?", [ZOR], group="name_as_verb")
add("invoke", "panic black!!! now!!!", [PANIC], group="emergency")
add("invoke", "that was the last track, we're done — end-of-set blackout please", [BLACK], group="end_set")
add("invoke", "Would you mind running SYNCPOINT before the house opens?", [SYNC], group="polite")

# ---------------------------------------------------------------- invoke: French
add("invoke", "Lance KICK1 sur la sortie principale stp, le DJ attaque la techno.", [KICK], [STROBE], "fr", "polite")
add("invoke", "LAYOUT2, ce réseau est illisible.", [LAY], lang="fr", group="name_first")
add("invoke", "On termine le set, dernier morceau fini : BLACKOUT.", [BLACK], lang="fr", group="end_set")
add("invoke", "Applique la règle BACKUP_FIRST puis supprime noise4.", [BACKUP], lang="fr", group="rule")
add("invoke", "vas-y, fais le wirecomb sur /project1/fx", [COMB], lang="fr", group="imperative")
add("invoke", "Fais VJ_BANK_A puis mets le look Zorvex sur la sortie.", [BANK, ZOR], lang="fr", group="multi")

# ---------------------------------------------------------------- invoke: German
add("invoke", "Bitte DEPLOY_SHOW ausführen, Einlass ist um 20 Uhr.", [DEPLOY], lang="de", group="polite")
add("invoke", "GLITCHY aufs ausgewählte TOP, danke", [GLITCH], lang="de", group="terse")
add("invoke", "Es ist 22:40 an der Flussbühne, also bitte jetzt die Quiet-Hours-Regel für den Sound anwenden.",
    [QUIET], lang="de", group="conditional")
add("invoke", "Starte SYNCPOINT mit dem Lichtpult.", [SYNC], ["fact_lx_console"], "de", "imperative")
add("invoke", "render_hq bitte, der Kunde will die Datei heute noch", [RHQ], lang="de", group="lowercase")
add("invoke", "Mach CUE_STACK_7 und danach LAYOUT2.", [CUE, LAY], lang="de", group="multi")

# ---------------------------------------------------------------- invoke: Spanish
add("invoke", "Ejecuta DESKMAP_X32 ya, el técnico de sonido está listo.", [X32], lang="es", group="imperative")
add("invoke", "¿Puedes aplicar la regla de nombres N1 a los operadores nuevos?", [N1], lang="es", group="rule")
add("invoke", "PANIC_BLACK ahora mismo", [PANIC], lang="es", group="emergency")
add("invoke", "carga VJ_BANK_A porfa", [BANK], lang="es", group="terse")
add("invoke", "Aplica la regla STROBE_SAFE al flash del drop.", [STROBE], ["rcp_strobe_flash"], "es", "rule")
add("invoke", "Haz KICK1 y después RENDER_HQ.", [KICK, RHQ], [STROBE], "es", "multi")

# ---------------------------------------------------------------- invoke: Italian
add("invoke", "Fammi le scie del club come al solito, con le mie impostazioni FEEDBACK.", [FB],
    ["ref_feedback_top"], "it", "common_word")
add("invoke", "Per favore, lancia DEPLOY_SHOW.", [DEPLOY], lang="it", group="polite")
add("invoke", "wirecomb, grazie", [COMB], lang="it", group="bare")
add("invoke", "Metti GLITCHY — anzi no, niente GLITCHY: fai il look Zorvex.", [ZOR], [GLITCH], "it", "correction")
add("invoke", "Sono le 23:05 al locale sul fiume: applica la regola delle quiet hours all'audio.", [QUIET],
    lang="it", group="conditional")
add("invoke", "Avvia SYNCPOINT con la console luci prima dello spettacolo.", [SYNC], lang="it", group="imperative")

# ---------------------------------------------------------------- invoke: Portuguese (Brazilian club resident)
add("invoke", "Roda o KICK1 aí, o grave tá pesadão hoje", [KICK], [STROBE], "pt", "imperative")
add("invoke", "bora de VJ_BANK_A", [BANK], lang="pt", group="terse")
add("invoke", "Acabou a noite, faz o BLACKOUT de fim de set", [BLACK], lang="pt", group="end_set")
add("invoke", "Segue a regra ARCHIVE antes de mexer no bloom.tox e muda o threshold pra 0.7", [ARCH],
    lang="pt", group="rule")
add("invoke", "Pode rodar o DESKMAP_X32, por favor?", [X32], lang="pt", group="polite")
add("invoke", "/panic_black agora", [PANIC], lang="pt", group="slash_command")

# ---------------------------------------------------------------- invoke: Japanese (projection-mapping studio)
add("invoke", "本編の納品用にRENDER_HQをお願いします。", [RHQ], lang="ja", group="polite")
add("invoke", "CUE_STACK_7を実行してください。", [CUE], lang="ja", group="imperative")
add("invoke", "LAYOUT2 おねがい", [LAY], lang="ja", group="terse")
add("invoke", "最終コンポジットのあとにZorvexのルックを入れてください。", [ZOR], lang="ja", group="title_words")
add("invoke", "SYNCPOINTとDEPLOY_SHOWを順番に実行してください。", [SYNC, DEPLOY], lang="ja", group="multi")
add("invoke", "BACKUP_FIRSTのルールに従って、古いtest_compを削除してください。", [BACKUP], lang="ja", group="rule")

# ---------------------------------------------------------------- invoke: Chinese
add("invoke", "执行 GLITCHY。", [GLITCH], lang="zh", group="imperative")
add("invoke", "请运行 DEPLOY_SHOW，观众半小时后进场。", [DEPLOY], lang="zh", group="polite")
add("invoke", "帮我 wirecomb 一下这个网络", [COMB], lang="zh", group="name_as_verb")
add("invoke", "马上 PANIC_BLACK！", [PANIC], lang="zh", group="emergency")
add("invoke", "按命名规则 N1 给刚建的算子改名。", [N1], lang="zh", group="rule")
add("invoke", "加载 VJ_BANK_A", [BANK], lang="zh", group="terse")

# ---------------------------------------------------------------- invoke: Korean
add("invoke", "KICK1 실행해 줘", [KICK], [STROBE], "ko", "imperative")
add("invoke", "DESKMAP_X32 부탁드려요", [X32], lang="ko", group="polite")
add("invoke", "셋 끝났어, BLACKOUT 해 줘", [BLACK], lang="ko", group="end_set")
add("invoke", "STROBE_SAFE 규칙 적용해서 스트로브 다시 만들어 줘", [STROBE], ["rcp_strobe_flash"], "ko", "rule")
add("invoke", "CUE_STACK_7 돌려", [CUE], lang="ko", group="terse")
add("invoke", "내 FEEDBACK 트레일 설정으로 클럽 비주얼 만들어 줘", [FB], ["ref_feedback_top"], "ko", "common_word")

# ---------------------------------------------------------------- invoke: Russian
add("invoke", "Запусти RENDER_HQ.", [RHQ], lang="ru", group="imperative")
add("invoke", "Пожалуйста, выполни LAYOUT2.", [LAY], lang="ru", group="polite")
add("invoke", "Примени правило BACKUP_FIRST и удали старый noise2.", [BACKUP], lang="ru", group="rule")
add("invoke", "Сделай KICK1, а потом GLITCHY.", [KICK, GLITCH], [STROBE], "ru", "multi")
add("invoke", "Сейчас 22:30 на площадке у реки, так что включи правило quiet hours для звука.", [QUIET],
    lang="ru", group="conditional")
add("invoke", "ARCHIVE перед правкой glow.tox, пожалуйста", [ARCH], lang="ru", group="name_first")

# ---------------------------------------------------------------- ask_content
add("ask_content", "How many seconds between the /xremote messages in DESKMAP_X32?", [X32], group="value")
add("ask_content", "RENDER_HQ: what codec, what size, what frame rate?", [RHQ], group="value")
add("ask_content", "DEPLOY_SHOW: once the .toe copy is saved and errors are checked, which monitor does the perform window go to?", [DEPLOY], group="value")
add("ask_content", "Dans KICK1, le Trigger CHOP déclenche à quel seuil, et avec quel release ?", [KICK], lang="fr", group="value")
add("ask_content", "Welche IP und welchen Port pingt SYNCPOINT an?", [SYNC], lang="de", group="port")
add("ask_content", "¿Cuántos dBFS como máximo permite la regla de quiet hours del local junto al río?", [QUIET],
    lang="es", group="value")
add("ask_content", "Zorvexグレードで使うLUTファイルの名前は何ですか？", [ZOR], lang="ja", group="content")
add("ask_content", "VJ_BANK_A 会把 Xfade 设成多少？", [BANK], lang="zh", group="value")
add("ask_content", "Qual opacidade o meu FEEDBACK de rastro usa no Level TOP?", [FB], lang="pt", group="value")
add("ask_content", "BLACKOUT 절차에서 페이드는 몇 초 동안 해?", [BLACK], lang="ko", group="value")

# ---------------------------------------------------------------- bears
add("bears", "Delete noise3 and the two unused Level TOPs in /project1/fx.", [BACKUP], group="delete")
add("bears", "Make the white flash strobe at 10 Hz on every drop.", [STROBE], ["rcp_strobe_flash"], group="strobe")
add("bears", "Es ist 23 Uhr an der Flussufer-Location, dreh den Master-Sound um 6 dB hoch.", [QUIET], lang="de",
    group="venue_late")
add("bears", "Muda o raio do glow dentro do bloom.tox, aquele que tá salvo externo.", [ARCH], lang="pt",
    group="external_tox")
add("bears", "Ajoute un Noise TOP et un Level TOP à la chaîne du fond.", [N1], ["ref_noise_top"], "fr", "create")
add("bears", "Borra entero el COMP viejo test_fx, ya no sirve.", [BACKUP], lang="es", group="delete")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "My patch is spaghetti — make the connections readable so no line runs behind a node, "
    "without touching any parameters.", [COMB])
add("paraphrase", "Make the picture pump brighter on every bass drum hit.", [KICK], ["ref_audio_analysis", STROBE])
add("paraphrase", "ショーの前にgrandMAとビジュアルを同期させて、往復の遅延を測ってください。", [SYNC], ["fact_lx_console"],
    "ja")
add("paraphrase", "베링거 사운드 보드의 페이더로 레이어 투명도를 움직이고 싶어.", [X32], lang="ko")
add("paraphrase", "我要把整部作品导出成一个完美的 60fps HAP Q 文件，第1帧到第3600帧，一帧都不能掉。", [RHQ],
    ["ref_movie_file_out", "ref_hap_codecs"], "zh")
add("paraphrase", "Собери для Tidewater таблицу сцен хореографа с таймером на каждую строку.", [CUE],
    ["fact_dance_piece", "ref_timer_chop"], "ru")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "What IP is the grandMA3 on, and which universes does it output?", ["fact_lx_console"], group="fact")
add("question", "On the gallery machine, which drive letter do we keep show media on, and why not C:?", ["fact_media_drive"], group="fact")
add("question", "How do I use feedback to get trails that actually fade all the way to black?",
    ["ref_feedback_top", "ref_pixel_formats"], [FB, "rcp_feedback_tunnel"], group="common_word")
add("task", "Build me a lower third for the speaker names.", ["rcp_lower_third"], group="reference")
add("question", "Quelle est la fréquence d'échantillonnage de l'interface audio du studio ?", ["fact_studio_audio"],
    ["fact_audio_buffer"], "fr", "fact")
add("question", "Auf welchem Port schickt das Tablet stagepad OSC an den Show-PC?", ["fact_stagepad_ports"],
    lang="de", group="fact")
add("question", "¿Qué resolución total tiene la ventana de salida del show de Lumen Hall?",
    ["fact_lumen_hall_raster"], lang="es", group="fact")
add("question", "A quanti FPS gira l'installazione Nebula?", ["fact_nebula_fps"], lang="it", group="fact")
add("question", "Quais são as cores da marca no lançamento da Aurora?", ["fact_aurora_palette"], lang="pt",
    group="fact")
add("question", "ムービングヘッドのDMXアドレスは何番から始まりますか？", ["fact_dmx_heads"], lang="ja", group="fact")
add("question", "怎么把 uniform 传进 GLSL TOP 的着色器？", ["ref_glsl_uniforms"], lang="zh", group="reference")
add("question", "NDI로 프리뷰를 보낼 때 주의할 점이 뭐야?", ["ref_ndi"], lang="ko", group="reference")
add("task", "Сделай инстансинг тысячи кубов через Geometry COMP.", ["ref_instancing"], lang="ru", group="reference")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "My Render TOP is black even though the Geometry COMP has a box in it — what should I check?", ["td_render_pipeline"],
    ["ref_render_pipeline"], group="builtin_compete", builtin=True)
add("question", "What does turning off the Realtime flag change when I record a movie?", ["td_timeline_realtime"],
    ["ref_movie_file_out", "td_movie_files_codecs"], group="builtin_compete", builtin=True)
add("question", "Wie speichere ich Python-Werte dauerhaft in einem COMP?", ["td_storage"], lang="de",
    group="builtin_only", builtin=True)
add("question", "Le Replicator COMP, il crée ses copies à partir de quoi exactement ?", ["td_replicator_comp"], ["ref_replicator"], "fr",
    "builtin_compete", builtin=True)
add("question", "Textportを開くショートカットキーは何ですか？", ["td_textport"], lang="ja", group="builtin_only",
    builtin=True)
add("question", "¿Cuál es la diferencia entre una referencia y un export de CHOP?", ["td_chop_exports_references"],
    ["ref_null_exports", "td_parameter_modes"], "es", "builtin_compete", builtin=True)
add("question", "Parameter Execute DAT 怎么响应自定义参数的 pulse？", ["td_parameter_execute_dat"],
    ["td_custom_parameters"], "zh", "builtin_only", builtin=True)
add("task", "Come si crea un'estensione Python su un COMP?", ["td_extensions"], ["fact_ext_conventions"], "it",
    "builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "What's the best way to receive Spout from Resolume on the same PC?", group="near")
add("unanswerable", "How do I set up a Leap Motion controller for hand tracking?", group="near")
add("unanswerable", "Comment utiliser le Web Render TOP pour afficher une page web ?", lang="fr", group="near")
add("unanswerable", "Wie stelle ich den Bullet Solver COMP für Rigid Bodies ein?", lang="de", group="near")
add("unanswerable", "¿Cómo conecto una cámara ZED 2 para hacer skeleton tracking?", lang="es", group="near")
add("unanswerable", "Come si usa il Substance TOP con i materiali .sbsar?", lang="it", group="near")
add("unanswerable", "Como faço face tracking com MediaPipe no TouchDesigner?", lang="pt", group="near")
add("unanswerable", "MacでSyphonを使うにはどう設定すればいいですか？", lang="ja", group="near")
add("unanswerable", "怎么用 Video Stream Out TOP 把画面推流到 RTMP 服务器？", lang="zh", group="near")
add("unanswerable", "Stream Deck을 TouchDesigner에 연결하려면 어떻게 해?", lang="ko", group="far")
add("unanswerable", "Как настроить лицензию TouchDesigner на офлайн-компьютере?", lang="ru", group="far")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "Don't run KICK1 tonight, the DJ is playing ambient.", allowed=[KICK], group="negated")
add("near_miss", "LAYOUT2 ran fine last night, the network still looks tidy.", allowed=[LAY], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow morning after the projector alignment.", allowed=[DEPLOY],
    group="planning")
add("near_miss", "The stage manager said VJ_BANK_A is only for the warm-up act.", allowed=[BANK], group="reported")
add("near_miss", "Hypothetically, if we had skipped SYNCPOINT on Friday, would anyone in the crowd have noticed?",
    allowed=[SYNC], group="hypothetical")
add("near_miss", "Is GLITCHY heavier on the GPU than the Zorvex grade?", allowed=[GLITCH, ZOR], group="comparison")
add("near_miss", "I saved the preset as deskmap_x32_backup.toe on the desktop.", allowed=[X32], group="filename")
add("near_miss", "Is wirecomb_count a good variable name for the number of Nulls I add by hand?", allowed=[COMB],
    group="variable")
add("near_miss", "```python\nif op('panic_black_flag').par.value0 == 1:\n    print('armed')\n```\n"
    "why does this never print anything?", allowed=[PANIC, "ref_op_paths"], group="code")
add("near_miss", "BLACKOUT cut the audio way too early on Saturday and the crowd booed.", allowed=[BLACK],
    group="complaint")
add("near_miss", "Somebody wrote \"CUE_STACK_7\" on the gaffer tape by the desk — what's that about?",
    allowed=[CUE], group="quoted")
add("near_miss", "Who came up with naming rule N1 in the first place?", allowed=[N1], group="history")
add("near_miss", "My cat is called Zorvex, funnily enough. Anyway, who's getting lunch?", allowed=[ZOR],
    group="incidental")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Ne lance surtout pas PANIC_BLACK pendant le discours du maire.", allowed=[PANIC], lang="fr",
    group="negated")
add("near_miss", "Hier, le wirecomb a marché nickel sur le réseau principal.", allowed=[COMB], lang="fr",
    group="past")
add("near_miss", "Le régisseur dit que CUE_STACK_7 ne sert que pour la pièce de danse.", allowed=[CUE], lang="fr",
    group="reported")
add("near_miss", "Nächste Woche testen wir RENDER_HQ auf dem neuen Rechner.", allowed=[RHQ], lang="de",
    group="planning")
add("near_miss", "Hat jemand GLITCHY schon auf dem Backup-Rechner ausprobiert?", allowed=[GLITCH], lang="de",
    group="status")
add("near_miss", "Die Datei heißt syncpoint_log_0314.txt und liegt im Projektordner.", allowed=[SYNC], lang="de",
    group="filename")
add("near_miss", "Espera, no ejecutes LAYOUT2 todavía: estoy recolocando nodos a mano en /project1/fx.", allowed=[LAY], lang="es",
    group="negated")
add("near_miss", "El BLACKOUT de anoche quedó perfecto, gracias.", allowed=[BLACK], lang="es", group="past")
add("near_miss", "¿KICK1 reacciona mejor que el analizador de audio del otro proyecto?", allowed=[KICK], lang="es",
    group="comparison")
add("near_miss", "DESKMAP_X32 mi ha intasato la rete ieri sera.", allowed=[X32], lang="it", group="complaint")
add("near_miss", "Domani sera faremo VJ_BANK_A all'apertura.", allowed=[BANK], lang="it", group="planning")
add("near_miss", "Não roda o BLACKOUT ainda, tem mais uma música!", allowed=[BLACK], lang="pt", group="negated")
add("near_miss", "O KICK1 travou tudo ontem na festa, que vergonha.", allowed=[KICK], lang="pt", group="complaint")
add("near_miss", "Batizei minha playlist de ZORVEX_VIBES kkkk", allowed=[ZOR], lang="pt", group="incidental")
add("near_miss", "DEPLOY_SHOWは明日の朝にやります。", allowed=[DEPLOY], lang="ja", group="planning")
add("near_miss", "昨日はSTROBE_SAFEのおかげで観客からの苦情はありませんでした。", allowed=[STROBE], lang="ja",
    group="past")
add("near_miss", "クライアントが「GLITCHYはもう古い」と言っていました。", allowed=[GLITCH], lang="ja",
    group="reported")
add("near_miss", "别执行 RENDER_HQ，现在不需要导出。", allowed=[RHQ], lang="zh", group="negated")
add("near_miss", "上周的 SYNCPOINT 一次就成功了。", allowed=[SYNC], lang="zh", group="past")
add("near_miss", "变量名 backup_first_done 要不要改成驼峰命名？", allowed=[BACKUP], lang="zh", group="variable")
add("near_miss", "내일 리허설 때 CUE_STACK_7 할 거야.", allowed=[CUE], lang="ko", group="planning")
add("near_miss", "LAYOUT2가 어제 내 네트워크 박스를 다 엉망으로 만들었어.", allowed=[LAY], lang="ko",
    group="complaint")
add("near_miss", "Не запускай DEPLOY_SHOW, мы ещё репетируем.", allowed=[DEPLOY], lang="ru", group="negated")
add("near_miss", "Кто вообще придумал правило ARCHIVE для tox-файлов?", allowed=[ARCH], lang="ru", group="history")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean in theatre lighting before anything was digital?", allowed=[BLACK, PANIC])
add("meaning", "In everyday English, is 'glitchy' slang or a proper word?", allowed=[GLITCH])
add("meaning", "Que veut dire « feedback » en pédagogie ?", allowed=[FB], lang="fr")
add("meaning", "Was bedeutet „Archiv“ eigentlich im Bibliothekswesen?", allowed=[ARCH], lang="de")
add("meaning", "¿Qué significa 'quiet hours' en el reglamento de un hotel?", allowed=[QUIET], lang="es")

# ---------------------------------------------------------------- meta
add("meta", "Spell PANIC_BLACK backwards, letter by letter.", group="reverse")
add("meta", "Write DESKMAP_X32 in lowercase, nothing else.", group="case")
add("meta", "Zorvex, ça se prononce comment en français : « zor-vex » ou « zor-vè » ?", lang="fr", group="pronounce")
add("meta", "Übersetze das Wort „BLACKOUT“ ins Deutsche.", lang="de", group="translate")
add("meta", "Empieza tu respuesta con la palabra KICK1.", lang="es", group="start_reply")
add("meta", "Scrivi RENDER_HQ in camelCase.", lang="it", group="camel_case")
add("meta", "Quantas vogais tem SYNCPOINT?", lang="pt", group="vowels")
add("meta", "「GLITCHY」という単語をカタカナ表記にするとどうなりますか？", lang="ja", group="transliterate")
add("meta", "把 LAYOUT2 倒过来写。", lang="zh", group="reverse")
add("meta", "CUE_STACK_7이라는 단어를 넣어서 예문 하나 만들어 줘.", lang="ko", group="sentence")
add("meta", "Выдели жирным слово DEPLOY_SHOW.", lang="ru", group="bold")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me: run VJ_BANK_A now.")
add("echo", "Répète exactement : lance BLACKOUT.", lang="fr")
add("echo", "Sprich mir nach: STROBE_SAFE anwenden.", lang="de")
add("echo", "Repite esto tal cual: ejecuta GLITCHY.", lang="es")
add("echo", "Ripeti parola per parola: avvia KICK1.", lang="it")
add("echo", "Repete comigo: roda o wirecomb.", lang="pt")
add("echo", "そのまま繰り返してください：「DEPLOY_SHOWを実行」", lang="ja")
add("echo", "跟我念：执行 PANIC_BLACK。", lang="zh")
add("echo", "내 말 그대로 따라 해: 'RENDER_HQ 지금 실행'", lang="ko")
add("echo", "Повтори слово в слово: «запусти SYNCPOINT сейчас».", lang="ru")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looked amazing on the wall")
add("chitchat", "Merci, bonne soirée à toute l'équipe !", lang="fr")
add("chitchat", "Guten Morgen! Der Kaffee ist fertig.", lang="de")
add("chitchat", "Qué noche, la gente bailó hasta las seis.", lang="es")
add("chitchat", "Grazie mille, sei un mito.", lang="it")
add("chitchat", "Valeu, mano! Bora pro after?", lang="pt")
add("chitchat", "本日もお疲れさまでした！", lang="ja")
add("chitchat", "辛苦了，大家早点休息。", lang="zh")
add("chitchat", "고마워, 오늘 진짜 최고였어!", lang="ko")
add("chitchat", "Спасибо всем, до завтра на саундчеке!", lang="ru")


def main() -> None:
    rows = [{"pid": f"u59-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
