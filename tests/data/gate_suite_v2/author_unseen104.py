"""Blind suite unseen104 for the admission gate (helper "gateeval104").

Written blind: labels come from corpus.jsonl and the built-in knowledge files only; the gate code, its
tests and every other prompt file or author script were not read, and the gate was never run on these
prompts by their author.

Language mix: en plus fr, de, es, it, pt, ja, zh, ko, ru only (MAJOR_NINE_ONLY), about 70 % non-English,
5+ invocations in each of the nine.

Personas (they live here only):
- a Strasbourg Christmas-market and Basel art-fair crew (French, German, English);
- a Seville Holy Week and Salvador carnival team (Spanish, Brazilian Portuguese);
- a Hiroshima peace-lantern and Guangzhou tower projection company (Japanese, Simplified Chinese, with a
  Korean guest technician);
- a Vladivostok (Russian) and a Palermo (Italian) remote operator.

Run: python author_unseen104.py  (writes prompts_unseen104.jsonl next to this file)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen104.jsonl")
ROWS: list[dict] = []

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
BLACK = "ins_blackout"
COMB = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCH = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke (English: Basel / Strasbourg crew)
add("invoke", "Could you run DEPLOY_SHOW for the Basel booth build? Doors open at eleven.", [DEPLOY], group="polite")
add("invoke", "VJ_BANK_A — load it onto the decks, the Strasbourg stage set starts in ten.", [BANK], group="name_first")
add("invoke", "ok the mulled-wine tent projector is warm, everything patched, lighting desk awake, so go ahead: SYNCPOINT",
    [SYNC], group="trailing")
add("invoke", "- [x] projectors warm\n- [x] media copied to D:\n- [ ] RENDER_HQ of the teaser loop\nplease do the unchecked one",
    [RENDER], group="checklist")
add("invoke", "run the z o r v e x grade on the final comp of the art-fair wall", [ZORVEX], group="spaces")
add("invoke", "Apply BACKUP_FIRST, then delete the old snow_particles COMP, then LAYOUT2 whatever is left in /project1/market.",
    [BACKUP, LAYOUT], group="multi")
add("invoke", "PANIC_BLACK NOW someone just walked in front of the lens at the art fair", [PANIC], group="emergency")
add("invoke", "hey copilot run glitchy on the selected top period thanks", [GLITCH], allowed=[N1], group="voice")
add("invoke", "/CUE_STACK_7 for the Kestrel tech rehearsal at 14:00 please", [CUES], allowed=[N1], group="slash_command")
add("invoke", "Do LAYOUT2 on /project1/audio — no wait, not LAYOUT2, just wirecomb it, I like where the nodes are.",
    [COMB], allowed=[LAYOUT], group="correction")
add("invoke", "If it's past 22:00 at the riverside venue, apply the quiet hours rule. It's 22:35 now.", [QUIET],
    group="conditional")
add("invoke", "Use my club trail settings, the FEEDBACK ones, on the Basel afterparty visuals.", [TRAILS], allowed=[N1],
    group="title_words")
add("invoke", "From here on follow naming rule N1 for everything you create inside the booth_ui COMP.", [N1], group="rule")
add("invoke", "🔥🔥 KICK1 on the main out, the DJ just started 🔊", [KICK], allowed=[STROBE, N1], group="emoji")
add("invoke", "Yes, go ahead with ARCHIVE on bloom.tox before you touch its threshold.", [ARCH], group="consent")
add("invoke", "Two minutes to doors — apply STROBE_SAFE to the snowflake flash chain right now.", [STROBE], group="timed")

# ---------------------------------------------------------------- invoke (French: Strasbourg market crew)
add("invoke", "Tu peux lancer DESKMAP_X32 ? La régie du marché de Noël vient de brancher la table.", [X32], allowed=[N1],
    lang="fr", group="polite")
add("invoke", "BLACKOUT, c'est la fin du set, on ferme le chalet.", [BLACK], allowed=[PANIC], lang="fr", group="end_set")
add("invoke", "applique la règle backup_first puis supprime les vieux flocons_old", [BACKUP], lang="fr", group="lowercase")
add("invoke", "Mets le look maison Zorvex sur la sortie finale de la place Kléber, stp.", [ZORVEX], allowed=[N1],
    lang="fr", group="title_words")
add("invoke", "lance DEPOLY_SHOW pour la crèche lumineuse, on ouvre à 17h", [DEPLOY], lang="fr", group="typo")
add("invoke", "Fais GLITCHY sur le TOP sélectionné, puis passe un coup de wirecomb sur le réseau.", [GLITCH, COMB],
    allowed=[N1], lang="fr", group="multi")
add("invoke", "Lance VJ_BANK_A… non attends, pas la banque A, fais plutôt RENDER_HQ du teaser d'abord.", [RENDER],
    allowed=[BANK], lang="fr", group="correction")
add("invoke", "Il est 22h20 sur le quai, donc applique la règle des heures calmes du lieu au bord de la rivière.", [QUIET],
    lang="fr", group="conditional")

# ---------------------------------------------------------------- invoke (German: Basel art-fair crew)
add("invoke", "Führ KICK1 auf dem Hauptausgang aus, der DJ in der Messehalle legt gleich los.", [KICK],
    allowed=[STROBE, N1], lang="de", group="imperative")
add("invoke", "Halte dich bei allen neuen Operatoren in der Messe-Box an die Benennungsregel N1.", [N1], lang="de",
    group="rule")
add("invoke", "Könntest du bitte SYNCPOINT ausführen? Das grandMA-Pult ist jetzt im Netz.", [SYNC], lang="de",
    group="polite")
add("invoke", "/layout2 im Netzwerk /project1/basel_booth", [LAYOUT], lang="de", group="slash_command")
add("invoke", "bitte cue stack sieben für das tanzstück anlegen punkt", [CUES], allowed=[N1], lang="de", group="voice")
add("invoke", "PANIC_BLACK sofort, Publikum auf der Bühne!!", [PANIC], lang="de", group="emergency")
add("invoke", "Projektoren sind warm, Medien liegen auf D:, mach jetzt ARCHIVE für die glow.tox, dann kann ich sie "
    "anfassen, danach Kaffee.", [ARCH], lang="de", group="mid_message")
add("invoke", "Letzter Track läuft aus, Messe schließt — BLACKOUT jetzt.", [BLACK], allowed=[PANIC], lang="de",
    group="end_set")

# ---------------------------------------------------------------- invoke (Spanish: Seville Holy Week team)
add("invoke", "¿Puedes ejecutar DESKMAP_X32? El técnico de sonido de la Macarena ya conectó la mesa.", [X32],
    allowed=[N1], lang="es", group="polite")
add("invoke", "CUE_STACK_7: móntalo para el ensayo técnico de esta tarde.", [CUES], allowed=[N1], lang="es",
    group="name_first")
add("invoke", "aplica strobe_safe a los destellos del paso de palio", [STROBE], lang="es", group="lowercase")
add("invoke", "hazme el LAYUOT2 en la red de la Giralda", [LAYOUT], lang="es", group="typo")
add("invoke", "Primero KICK1 en la salida principal y luego el grado Zorvex encima.", [KICK, ZORVEX],
    allowed=[STROBE, N1], lang="es", group="multi")
add("invoke", "🕯️ SYNCPOINT ya, que la cofradía sale en cinco minutos 🕯️", [SYNC], lang="es", group="emoji")
add("invoke", "Son las 22:45 en el recinto del río, así que aplica la regla de horas de silencio.", [QUIET], lang="es",
    group="conditional")
add("invoke", "Haz BLACKOUT… no, espera, no es el final del set: PANIC_BLACK ya, hay humo en la salida.", [PANIC],
    allowed=[BLACK], lang="es", group="correction")

# ---------------------------------------------------------------- invoke (Portuguese: Salvador carnival team)
add("invoke", "Roda o GLITCHY no TOP selecionado, o trio elétrico tá passando.", [GLITCH], allowed=[N1], lang="pt",
    group="imperative")
add("invoke", "Por favor, carrega o VJ_BANK_A nos decks antes do bloco sair.", [BANK], lang="pt", group="polite")
add("invoke", "Segue a regra BACKUP_FIRST e depois apaga o noise_antigo.", [BACKUP], lang="pt", group="rule")
add("invoke", "Usa minhas configurações de rastro do clube (FEEDBACK) no camarote de Salvador.", [TRAILS], allowed=[N1],
    lang="pt", group="title_words")
add("invoke", "ok copiloto executa render agá quê do vídeo de abertura ponto", [RENDER], lang="pt", group="voice")
add("invoke", "tudo ligado no Pelourinho, mídia carregada, projetor aquecido, então manda ver: DEPLOY_SHOW", [DEPLOY],
    lang="pt", group="trailing")
add("invoke", "- [x] trio conectado\n- [ ] wirecomb na rede do palco\n- [ ] naming N1 nos operadores novos\nfaz os dois "
    "que faltam", [COMB, N1], lang="pt", group="checklist")
add("invoke", "O pessoal do som pediu: já passou das 22h no espaço da beira-rio, então aplica as quiet hours agora, valeu.",
    [QUIET], lang="pt", group="mid_message")

# ---------------------------------------------------------------- invoke (Japanese: Hiroshima lantern company)
add("invoke", "DEPLOY_SHOW を実行してください。灯籠流しの本番まであと30分です。", [DEPLOY], lang="ja", group="polite")
add("invoke", "KICK1。", [KICK], allowed=[STROBE, N1], lang="ja", group="bare")
add("invoke", "PANIC_BLACK！今すぐ！観客が川に近づきすぎてる", [PANIC], lang="ja", group="name_first")
add("invoke", "これから作る新しいオペレーターには全部、命名ルールN1を適用して。", [N1], lang="ja", group="rule")
add("invoke", "BACKUP_FIRSTしてから古い灯籠COMPを削除して、最後にLAYOUT2で整理して。", [BACKUP, LAYOUT], lang="ja",
    group="multi")
add("invoke", "G L I T C H Y を選択中のTOPにかけて", [GLITCH], allowed=[N1], lang="ja", group="spaces")
add("invoke", "🏮 Zorvexグレードを最終コンポジットの後に入れて 🏮", [ZORVEX], allowed=[N1], lang="ja", group="emoji")
add("invoke", "はい、先にARCHIVEやってOKです。lantern.toxの編集はその後で。", [ARCH], lang="ja", group="consent")

# ---------------------------------------------------------------- invoke (Chinese: Guangzhou tower company)
add("invoke", "在广州塔主输出上执行 KICK1。", [KICK], allowed=[STROBE, N1], lang="zh", group="imperative")
add("invoke", "麻烦执行一下 SYNCPOINT，灯光台已经上线了。", [SYNC], lang="zh", group="polite")
add("invoke", "跑一下 vj_bank_a，今晚塔身投影要用A组素材", [BANK], lang="zh", group="lowercase")
add("invoke", "执行 DESKMAP_X23……打错了，是 DESKMAP_X32，调音台接好了", [X32], allowed=[N1], lang="zh", group="typo")
add("invoke", "/render_hq 开场短片", [RENDER], lang="zh", group="slash_command")
add("invoke", "先执行 STROBE_SAFE 把频闪限住，再跑 CUE_STACK_7。", [STROBE, CUES], allowed=[N1], lang="zh", group="multi")
add("invoke", "最后一首放完了，BLACKOUT。", [BLACK], allowed=[PANIC], lang="zh", group="end_set")

# ---------------------------------------------------------------- invoke (Korean: guest technician)
add("invoke", "DESKMAP_X32 실행해 주세요. 믹서 연결 끝났어요.", [X32], allowed=[N1], lang="ko", group="polite")
add("invoke", "wirecomb ㄱㄱ", [COMB], lang="ko", group="terse")
add("invoke", "CUE_STACK_7, 오늘 리허설용으로 만들어 줘.", [CUES], allowed=[N1], lang="ko", group="name_first")
add("invoke", "방금 만든 플래시 체인에 STROBE_SAFE 규칙 적용해 줘.", [STROBE], lang="ko", group="rule")
add("invoke", "PANIC_BLACK!! 무대에 사람 올라왔어", [PANIC], lang="ko", group="emergency")
add("invoke", "```\nERROR /project1/rec1: disk full\n```\n디스크 비웠어. RENDER_HQ 다시 돌려 줘.", [RENDER], lang="ko",
    group="log_paste")
add("invoke", "클럽 세트용 FEEDBACK 트레일 설정 그대로 만들어 줘.", [TRAILS], allowed=[N1], lang="ko", group="title_words")

# ---------------------------------------------------------------- invoke (Russian: Vladivostok remote operator)
add("invoke", "Запусти DEPLOY_SHOW, у меня во Владивостоке уже ночь, а в Хиросиме скоро начало.", [DEPLOY], lang="ru",
    group="imperative")
add("invoke", "Пожалуйста, выполни LAYOUT2 в сети /project1/lanterns.", [LAYOUT], lang="ru", group="polite")
add("invoke", "примени правило ARCHIVE к glow.tox перед правкой", [ARCH], lang="ru", group="rule")
add("invoke", "запусти кик один на главном выходе точка", [KICK], allowed=[STROBE, N1], lang="ru", group="voice")
add("invoke", "Сначала SYNCPOINT, потом VJ_BANK_A, и в конце KICK1.", [SYNC, BANK, KICK], allowed=[STROBE, N1],
    lang="ru", group="multi")
add("invoke", "Сейчас 23:05 по местному, площадка у реки — применяй правило тихих часов.", [QUIET], lang="ru",
    group="timed")
add("invoke", "Сеть в Гуанчжоу превратилась в спагетти, провода перекрещиваются, так что давай wirecomb", [COMB],
    lang="ru", group="trailing")

# ---------------------------------------------------------------- invoke (Italian: Palermo remote operator)
add("invoke", "Esegui GLITCHY sul TOP selezionato, a Palermo stiamo provando il teaser.", [GLITCH], allowed=[N1],
    lang="it", group="imperative")
add("invoke", "RENDER_HQ: fallo partire sul loop della torre, il file ci serve stasera.", [RENDER], lang="it",
    group="name_first")
add("invoke", "Applica la regola BACKUP_FIRST prima di cancellare il vecchio container fx_old.", [BACKUP], lang="it",
    group="rule")
add("invoke", "Fai LAYOUT2… no aspetta, non LAYOUT2: applica la regola di naming N1 agli operatori nuovi.", [N1],
    allowed=[LAYOUT], lang="it", group="correction")
add("invoke", "lancia CUE_STAK_7 per la prova della danza", [CUES], allowed=[N1], lang="it", group="typo")
add("invoke", "Metti le mie impostazioni FEEDBACK per le scie e poi il grade Zorvex sopra.", [TRAILS, ZORVEX],
    allowed=[N1], lang="it", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "What port does DESKMAP_X32 put its OSC In CHOP on?", [X32], group="port")
add("ask_content", "Remind me which codec and frame range RENDER_HQ uses?", [RENDER], group="value")
add("ask_content", "What exactly does ARCHIVE say about the archive number after the edit?", [ARCH], group="content")
add("ask_content", "In what order does wirecomb handle fan-outs and crossing chains? Just tell me, don't run it.", [COMB],
    group="order")
add("ask_content", "Dans quel ordre DEPLOY_SHOW enchaîne-t-il ses étapes ?", [DEPLOY], lang="fr", group="order")
add("ask_content", "Welche Helligkeitsformel setzt KICK1 auf das Level TOP?", [KICK], lang="de", group="value")
add("ask_content", "¿Qué dice exactamente la regla de horas de silencio del recinto del río?", [QUIET], lang="es",
    group="content")
add("ask_content", "Qual é o limite de flashes por segundo da STROBE_SAFE?", [STROBE], lang="pt", group="value")
add("ask_content", "SYNCPOINTはどのIPアドレスとポートにpingを送るの？", [SYNC], lang="ja", group="port")
add("ask_content", "BACKUP_FIRST 的备份文件是怎么命名的？", [BACKUP], lang="zh", group="content")
add("ask_content", "BLACKOUT 절차에서 페이드는 몇 초야?", [BLACK], lang="ko", group="value")

# ---------------------------------------------------------------- bears (a rule applies, not named)
add("bears", "Delete noise_old and blur_test from /project1/market, nobody uses them.", [BACKUP], group="delete")
add("bears", "It's 23:20 at the riverside venue and the client wants the bass louder — push the master up 6 dB.",
    [QUIET], group="venue_late")
add("bears", "Change the threshold inside our externally saved bloom.tox to 0.6.", [ARCH], group="external_tox")
add("bears", "Fais clignoter les étoiles en blanc plein écran à 10 Hz sur le drop.", [STROBE], lang="fr", group="strobe")
add("bears", "Leg mir einen neuen Noise TOP und einen Level TOP für den Hintergrund an.", [N1], lang="de", group="create")
add("bears", "把 /project1/tower 里没用的算子全部清理掉。", [BACKUP], lang="zh", group="delete")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "The connections in my patch cross all over the place — make them readable without touching any "
    "settings.", [COMB], allowed=[LAYOUT])
add("paraphrase", "Make the output brightness pump with the bass drum coming from the DJ.", [KICK],
    allowed=[STROBE, "ref_audio_analysis", "fact_studio_audio"])
add("paraphrase", "Give the final image our studio's signature LUT treatment with the subtle grain.", [ZORVEX])
add("paraphrase", "Je veux que les faders de la console Behringer pilotent l'opacité de mes calques.", [X32],
    allowed=["ref_osc_in_chop"], lang="fr")
add("paraphrase", "Richte die Bilder zeitlich auf das grandMA aus, bevor das Publikum reinkommt: Laufzeit messen, "
    "halbe Verzögerung als Versatz.", [SYNC], allowed=["fact_lx_console"], lang="de")
add("paraphrase", "Esporta un file perfetto a 1080p60 del pezzo, senza perdere fotogrammi, non in tempo reale.",
    [RENDER], allowed=["ref_movie_file_out"], lang="it")

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "Which UDP port does our stagepad TouchOSC layout send to on the show PC?", ["fact_stagepad_ports"], group="fact")
add("question", "What's the drive letter for media on RIG-B?", ["fact_rig_b"], group="fact")
add("question", "how do I make a strobe flash effect with an LFO?", ["rcp_strobe_flash"], allowed=[STROBE],
    group="common_word")
add("task", "Build me spectrum bars from the DJ feed for the Basel screen.", ["rcp_spectrum_bars"],
    allowed=["ref_audio_analysis", "fact_studio_audio"], group="reference")
add("question", "Quelle est la résolution totale du raster pour le Lumen Hall ?", ["fact_lumen_hall_raster"], lang="fr",
    group="fact")
add("question", "Nebula läuft doch nicht mit 60 fps, oder? Mit welcher Bildrate genau?", ["fact_nebula_fps"], lang="de", group="fact")
add("question", "¿Dónde se guarda el log de errores durante el espectáculo?", ["fact_show_log"], lang="es", group="fact")
add("question", "Quais são as cores da marca do lançamento Aurora?", ["fact_aurora_palette"], lang="pt", group="fact")
add("question", "GLSL TOPにfloatの値を渡すにはどうすればいい？", ["ref_glsl_uniforms"], lang="ja", group="reference")
add("question", "HAP 和 H.264 哪个播放时更省 CPU？", ["ref_hap_codecs"], allowed=["ref_movie_file_out"], lang="zh",
    group="reference")
add("question", "Почему Render TOP у меня показывает просто чёрный кадр?", ["ref_render_pipeline"], lang="ru",
    group="reference")
add("question", "Come faccio a usare il feedback per creare delle scie?", ["ref_feedback_top"],
    allowed=[TRAILS, "rcp_feedback_tunnel"], lang="it", group="common_word")
# built-in knowledge indexed
add("question", "How do I keep a Python dict on a COMP so it survives saving the project?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "What's the difference between a CHOP reference and a CHOP export on a parameter?",
    ["td_chop_exports_references"], allowed=["td_parameter_modes", "ref_null_exports"], group="builtin_compete",
    builtin=True)
add("question", "Quelle différence entre un DAT Execute DAT et un Execute DAT ?", ["td_dat_execute_and_execute_dat"],
    lang="fr", group="builtin_only", builtin=True)
add("question", "Wie finde ich heraus, ob GPU, CPU oder Festplatte der Flaschenhals ist?",
    ["td_bottlenecks_optimization"], allowed=["td_performance_monitor", "ref_perf_monitor"], lang="de",
    group="builtin_compete", builtin=True)
add("question", "¿Cómo creo parámetros personalizados en un COMP?", ["td_custom_parameters"], lang="es",
    group="builtin_only", builtin=True)
add("question", "Qual a diferença entre o flag bypass e o flag lock?", ["td_operator_flags"], lang="pt",
    group="builtin_only", builtin=True)
add("question", "コンポーネントの外にデータを渡したい。Select TOPとOut TOP、どっちを使うべき？", ["td_select_in_out"],
    lang="ja", group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT 怎么响应自定义参数里的脉冲按钮？", ["td_parameter_execute_dat"],
    allowed=["td_custom_parameters"], lang="zh", group="builtin_only", builtin=True)
add("question", "Как сделать пути к файлам относительными к папке проекта?", ["td_paths_and_variables"], lang="ru",
    group="builtin_only", builtin=True)
add("question", "Che differenza c'è tra un'espressione Python in un parametro e uno script in un Text DAT?",
    ["td_python_expressions_vs_scripts"], lang="it", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable (corpus has nothing)
add("unanswerable", "Can TouchDesigner follow the Ableton Link tempo from the DJ's laptop, and how?", group="near")
add("unanswerable", "Leap Motion CHOP: what's the max number of hands it reports before it drops one?", group="near")
add("unanswerable", "Does TouchDesigner run natively on the Raspberry Pi 5?", group="far")
add("unanswerable", "Comment piloter une imprimante thermique depuis TouchDesigner ?", lang="fr", group="far")
add("unanswerable", "Wie viel kostet eine TouchDesigner-Pro-Lizenz für drei Rechner?", lang="de", group="far")
add("unanswerable", "¿Cómo uso el Bullet Solver COMP para física de cuerpos rígidos?", lang="es", group="near")
add("unanswerable", "Como conecto um LiDAR Ouster no TouchDesigner?", lang="pt", group="near")
add("unanswerable", "Web Render TOPでYouTubeのライブ配信を映すとき、音声はどう取り出すの？", lang="ja", group="near")
add("unanswerable", "怎么用 Spout 把 TouchDesigner 的画面发给 Resolume？", lang="zh", group="near")
add("unanswerable", "ZED 카메라 깊이 맵을 TouchDesigner로 가져오는 방법 알려줘", lang="ko", group="near")
add("unanswerable", "Есть ли способ подружить Elgato Stream Deck с TouchDesigner без сторонних плагинов?", lang="ru", group="near")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "Don't run DEPLOY_SHOW yet, the Basel client is still walking the booth.", allowed=[DEPLOY],
    group="negated")
add("near_miss", "KICK1 ran fine during last night's Strasbourg set, no complaints from the DJ.", allowed=[KICK],
    group="past")
add("near_miss", "Is `if state == 'PANIC_BLACK':` valid Python inside a CHOP Execute callback, syntax-wise?",
    allowed=[PANIC], group="code")
add("near_miss", "LAYOUT2 shoved my OSC In all the way to the left yesterday and honestly I hate it.", allowed=[LAYOUT],
    group="complaint")
add("near_miss", "Priya told me the SYNCPOINT pings annoyed her on the last tour.", allowed=[SYNC], group="reported")
add("near_miss", "We'll do RENDER_HQ of the market loop on Thursday, not today.", allowed=[RENDER], group="planning")
add("near_miss", "Has VJ_BANK_A already been loaded today, or is that still on the to-do list?", allowed=[BANK],
    group="status")
add("near_miss", "Funny, the GLITCHY look is basically what the art fair's poster designer did by hand.",
    allowed=[GLITCH], group="comparison")
add("near_miss", "If CUE_STACK_7 ever had thirteen cues instead of twelve, Mateo would lose his mind.", allowed=[CUES],
    group="hypothetical")
add("near_miss", "The variable quiet_hours_active flips to True at 22:00 in my Execute DAT, that's all.",
    allowed=[QUIET], group="variable")
add("near_miss", "Our stage manager keeps saying \"BACKUP_FIRST, always\" like a mantra, it's become a running joke.",
    allowed=[BACKUP], group="quoted")
add("near_miss", "Before naming rule N1 existed our projects were full of noise1 to noise47.", allowed=[N1],
    group="history")
add("near_miss", "While the ARCHIVE folder was syncing to the NAS I grabbed lunch.", allowed=[ARCH], group="incidental")
add("near_miss", "On fera DEPLOY_SHOW demain matin, pas ce soir.", allowed=[DEPLOY], lang="fr", group="planning")
add("near_miss", "Ne lance surtout pas GLITCHY, le client veut une image propre ce soir.", allowed=[GLITCH], lang="fr",
    group="negated")
add("near_miss", "La variable zorvex_enabled reste à False dans mon script, c'est voulu.", allowed=[ZORVEX], lang="fr",
    group="variable")
add("near_miss", "Gestern hat BLACKOUT am Ende des Sets perfekt funktioniert.", allowed=[BLACK, PANIC], lang="de",
    group="past")
add("near_miss", "Auf dem Zettel vom Stagemanager steht nur „CUE_STACK_7 — Mateo fragen“.", allowed=[CUES], lang="de",
    group="quoted")
add("near_miss", "Bitte heute kein KICK1, die Galerie will ruhige Bilder.", allowed=[KICK], lang="de", group="negated")
add("near_miss", "Mañana por la tarde haremos RENDER_HQ del vídeo de la Macarena.", allowed=[RENDER], lang="es",
    group="planning")
add("near_miss", "El wirecomb de ayer me llenó la red de Nulls, qué desastre.", allowed=[COMB], lang="es",
    group="complaint")
add("near_miss", "El jefe de sala dice que PANIC_BLACK asustó a los costaleros la última vez.", allowed=[PANIC],
    lang="es", group="reported")
add("near_miss", "O SYNCPOINT funcionou de primeira ontem no circuito Barra-Ondina.", allowed=[SYNC], lang="pt",
    group="past")
add("near_miss", "O arquivo se chama vj_bank_a_final2.mov e tá na pasta do trio.", allowed=[BANK], lang="pt",
    group="filename")
add("near_miss", "Não faz o LAYOUT2 agora, deixa a rede do jeito que está.", allowed=[LAYOUT], lang="pt",
    group="negated")
add("near_miss", "昨日のDEPLOY_SHOWは問題なく終わりました。", allowed=[DEPLOY], lang="ja", group="past")
add("near_miss", "明日の朝、灯籠流しの前にSYNCPOINTをやる予定です。", allowed=[SYNC], lang="ja", group="planning")
add("near_miss", "GLITCHYのせいで昨日は灯籠の映像がちらついて困った。", allowed=[GLITCH], lang="ja", group="complaint")
add("near_miss", "上周塔身投影的 RENDER_HQ 跑了整整三个小时。", allowed=[RENDER], lang="zh", group="past")
add("near_miss", "先别执行 BACKUP_FIRST，我还在看哪些要删。", allowed=[BACKUP], lang="zh", group="negated")
add("near_miss", "어제 wirecomb 돌렸더니 네트워크가 깔끔해졌어.", allowed=[COMB], lang="ko", group="past")
add("near_miss", "PANIC_BLACK 누르지 마, 그냥 테스트 중이야.", allowed=[PANIC], lang="ko", group="negated")
add("near_miss", "Вчера правило тихих часов на набережной сработало, соседи не жаловались.", allowed=[QUIET],
    lang="ru", group="past")
add("near_miss", "В чате кто-то написал «GLITCHY всё сломал», но это была шутка.", allowed=[GLITCH], lang="ru",
    group="quoted")
add("near_miss", "Non fare il BLACKOUT adesso, c'è ancora un pezzo in scaletta.", allowed=[BLACK, PANIC], lang="it",
    group="negated")
add("near_miss", "Ho chiamato la cartella vj_bank_a per abitudine, ma dentro ci sono i loop della processione.",
    allowed=[BANK], lang="it", group="incidental")

# ---------------------------------------------------------------- meaning (ordinary word, also a name)
add("meaning", "Where does the word 'blackout' come from — was it wartime or theatre first?", allowed=[BLACK, PANIC])
add("meaning", "What does 'quiet hours' usually mean in a rental contract?", allowed=[QUIET])
add("meaning", "Que signifie le mot « archive » à l'origine, en grec ?", allowed=[ARCH], lang="fr")
add("meaning", "Was bedeutet „Feedback“ ursprünglich in der Regelungstechnik?", allowed=[TRAILS], lang="de")
add("meaning", "¿Qué significa 'glitch' en inglés coloquial?", allowed=[GLITCH], lang="es")

# ---------------------------------------------------------------- meta (about the words, nothing admitted)
add("meta", "Spell SYNCPOINT letter by letter with dashes between them.", group="spell")
add("meta", "Write DEPLOY_SHOW backwards, nothing else.", group="reverse")
add("meta", "Put the word wirecomb in bold and italic.", group="bold")
add("meta", "Start your reply with the word BLACKOUT and then say hi.", group="start_reply")
add("meta", "Combien de lettres compte « wirecomb » ?", lang="fr", group="count")
add("meta", "Übersetze das Wort „Blackout“ ins Japanische.", lang="de", group="translate")
add("meta", "Escribe zorvex todo en mayúsculas.", lang="es", group="case")
add("meta", "KICK1って英語でどう発音するの？", lang="ja", group="pronounce")
add("meta", "CUE_STACK_7이라는 단어를 넣어서 아무 문장이나 하나 만들어 줘.", lang="ko", group="sentence")
add("meta", "Напиши VJ_BANK_A кириллицей.", lang="ru", group="transliterate")
add("meta", "Quante consonanti ci sono in STROBE_SAFE?", lang="it", group="count")

# ---------------------------------------------------------------- echo (repeat back, nothing admitted)
add("echo", "Repeat after me exactly: run PANIC_BLACK.")
add("echo", "Répète juste cette phrase : lance KICK1 sur la sortie.", lang="fr")
add("echo", "Sprich mir einfach nach: DEPLOY_SHOW ausführen.", lang="de")
add("echo", "Repite conmigo: aplica BACKUP_FIRST.", lang="es")
add("echo", "Repete o que eu disser: roda o wirecomb.", lang="pt")
add("echo", "次の文をそのまま繰り返して：「RENDER_HQを実行」", lang="ja")
add("echo", "请原样复述这句话：执行 SYNCPOINT 同步灯光台。", lang="zh")
add("echo", "그대로 따라 말해 줘: ARCHIVE 실행", lang="ko")
add("echo", "Повтори дословно: «запусти CUE_STACK_7».", lang="ru")
add("echo", "Ripetimi pari pari questa frase: «carica VJ_BANK_A sui deck».", lang="it")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, the Basel booth looked amazing tonight")
add("chitchat", "Bonne soirée à tous, le vin chaud m'attend !", lang="fr")
add("chitchat", "Danke dir, du bist ein Schatz.", lang="de")
add("chitchat", "Valeu, mano, tamo junto!", lang="pt")
add("chitchat", "今日もお疲れさま！灯籠きれいだったね〜", lang="ja")
add("chitchat", "谢谢，今天辛苦了！", lang="zh")
add("chitchat", "고마워요, 좋은 밤 보내세요", lang="ko")
add("chitchat", "Спасибо огромное, всем до завтра, я спать", lang="ru")
add("chitchat", "Grazie ragazzi, a domani!", lang="it")


def main() -> None:
    rows = [{"pid": f"u104-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
