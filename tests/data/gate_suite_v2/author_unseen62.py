"""Hand-written source of prompts_unseen62.jsonl: a blind suite by an independent evaluator (gateeval62).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts.
Run this file to regenerate prompts_unseen62.jsonl byte for byte.

Personas (they live here only, not in the rows):
- the resident VJs of a Berlin club, typing German and English fragments between sets (KICK1, trails, glitches,
  end-of-set blackouts, panic calls, the riverside venue's quiet hours on their outdoor nights);
- a Seoul media-art gallery team (technicians and a curator) writing polite Korean requests, questions about the
  gallery PC, and reports of what ran yesterday;
- a Mexico City theatre company touring the dance piece to Lyon and Milan, writing Spanish, with the local crews
  answering in French and Italian (cue stack, lighting-console handshake, deploy, external tox archives);
- crew members of all three writing Japanese, Chinese, Portuguese and Russian, and everyone falling back to English.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen62.jsonl")
ROWS: list[dict] = []

K = "ins_kick1"
L = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VB = "ins_vj_bank_a"
PB = "ins_panic_black"
G = "ins_glitchy"
X = "ins_deskmap_x32"
R = "ins_render_hq"
N = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
W = "ins_wirecomb"
C = "ins_cue_stack7"
SP = "ins_syncpoint"
A = "ins_archive_rule"
Z = "ins_zorvex_grade"
Q = "ins_quiet_hours"


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke: English
add("invoke", "kick1 please, the DJ just dropped into the techno part", [K], group="lowercase")
add("invoke", "LAYOUT2 on /project1/club_main, it's a mess after tonight", [L], group="name_first")
add("invoke", "apply the STROBE_SAFE rule to the strobe I built for the drop and clamp it", [SS], group="rule")
add("invoke", "run DEPLOYSHOW now", [DS], group="typo")
add("invoke", "/vj_bank_a (A side only, B decks stay live)", [VB], group="slash_command")
add("invoke", "PANIC!!! PANIC_BLACK NOW", [PB], group="emergency")
add("invoke", "g l i t c h y on noise_bg please", [G], group="spaces")
add("invoke", "the house desk at the warehouse is an X32, so map it for me: DESKMAP_X32", [X], group="trailing")
add("invoke", "I need the offline high-quality recording of the intro loop, the RENDER_HQ preset, frames 1 to 3600 as usual",
    [R], group="title_words")
add("invoke", "Build my club trails with my FEEDBACK trail settings for the club visuals.", [FB], group="title_words")
add("invoke", "That was the last track of the night, end of set: do the BLACKOUT.", [BO], group="end_set")
add("invoke", "wirecom the network pls, wires all over the place", [W], group="typo")
add("invoke", "cue stack seven for the dance piece go ahead", [C], group="voice")
add("invoke", "yes, go ahead with SYNCPOINT, Priya says the console is up now", [SP], allowed=["fact_lx_console"],
    group="consent")
add("invoke", "Apply the ARCHIVE rule, then raise the Threshold inside bloom.tox to 0.7.", [A], group="rule")
add("invoke", "zorvex grade on the final comp 🎨🙏", [Z], group="emoji")
add("invoke", "it's 22:35 at the riverside venue, so apply the quiet hours rule before I touch the master fader", [Q],
    group="conditional")
add("invoke", "Please apply naming rule N1 to everything I created in /project1/fx today.", [N], group="rule")
add("invoke", "BACKUP_FIRST, then delete noise4 and level9.", [BF], group="rule")
add("invoke", "```\n[22:41:07] WARNING: /project1/deck_a3: file not found\n[22:41:07] WARNING: /project1/deck_a5: "
    "file not found\n```\nfixed the paths on the drive, load VJ_BANK_A again", [VB], group="log_paste")
add("invoke", "run GLITCHY on the output... no wait, not GLITCHY, do the Zorvex grade instead", [Z], allowed=[G],
    group="correction")
add("invoke", "- [x] projectors warmed up\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\n\ndo the two unchecked ones now, in that order",
    [SP, DS], group="checklist")
add("invoke", "KICK1 first, and then GLITCHY on the level TOP it creates", [K, G], group="multi")
add("invoke", "changeover in 2 min: layout2 + wirecomb on the headliner's network", [L, W], group="timed")
add("invoke", "PANIC_BLACK right now, and after that BACKUP_FIRST before I rip out the broken fx chain", [PB, BF],
    group="multi")
add("invoke", "Do the lighting console handshake now, the grandMA is ready.", [SP], allowed=["fact_lx_console"],
    group="title_words")

# ---------------------------------------------------------------- invoke: German (Berlin club VJs)
add("invoke", "KICK1 auf den Hauptausgang bitte, der Bass ist endlich da.", [K], lang="de", group="polite")
add("invoke", "Mach mal LAYOUT2, ich finde in dem Netzwerk gar nichts mehr.", [L], lang="de", group="imperative")
add("invoke", "Panik!! PANIC_BLACK sofort!", [PB], lang="de", group="emergency")
add("invoke", "GLITCHY auf das ausgewählte TOP und danach VJ_BANK_A laden.", [G, VB], lang="de", group="multi")
add("invoke", "Es ist 22:20 an der Location am Fluss, wende die Quiet-Hours-Regel an.", [Q], lang="de",
    group="conditional")
add("invoke", "Der letzte Track läuft aus – BLACKOUT bitte.", [BO], lang="de", group="end_set")

# ---------------------------------------------------------------- invoke: French (Lyon crew)
add("invoke", "Lance CUE_STACK_7 pour la pièce de danse, s'il te plaît.", [C], lang="fr", group="polite")
add("invoke", "SYNCPOINT maintenant : la console grandMA de Lyon répond enfin.", [SP], lang="fr", group="name_first")
add("invoke", "Peux-tu appliquer la règle STROBE_SAFE au stroboscope de la scène 4 ?", [SS], lang="fr", group="rule")
add("invoke", "Sauvegarde d'abord selon BACKUP_FIRST, puis supprime tout le conteneur old_fx.", [BF], lang="fr",
    group="rule")
add("invoke", "Fais le DEPLOY_SHOW, on ouvre les portes dans vingt minutes.", [DS], lang="fr", group="timed")
add("invoke", "Avant de modifier titre.tox, applique la règle ARCHIVE (copie numérotée), merci.", [A], lang="fr",
    group="rule")

# ---------------------------------------------------------------- invoke: Spanish (Mexico City company)
add("invoke", "Corre el CUE_STACK_7 para Tidewater, por favor.", [C], lang="es", group="polite")
add("invoke", "Aplica el look Zorvex a la composición final.", [Z], lang="es", group="title_words")
add("invoke", "render_hq ya, que el productor quiere el video hoy", [R], lang="es", group="lowercase")
add("invoke", "¡Se acabó la función! BLACKOUT.", [BO], lang="es", group="end_set")
add("invoke", "Mapea la X32 con DESKMAP_X32, el sonidista ya la conectó a la red.", [X], lang="es", group="imperative")
add("invoke", "Hazme el handshake con la consola de luces (SYNCPOINT) antes de abrir sala.", [SP], lang="es",
    group="title_words")

# ---------------------------------------------------------------- invoke: Italian (Milan crew)
add("invoke", "Per favore esegui DEPLOY_SHOW, stasera si va in scena a Milano.", [DS], lang="it", group="polite")
add("invoke", "Carica VJ_BANK_A nei deck.", [VB], lang="it", group="terse")
add("invoke", "Applica la regola ARCHIVE prima di toccare luci.tox.", [A], lang="it", group="rule")
add("invoke", "Fai il wirecomb della rete, non si capisce più niente.", [W], lang="it", group="name_as_verb")
add("invoke", "KICK1 sull'uscita principale, grazie!", [K], lang="it", group="name_first")
add("invoke", "RENDER_HQ adesso; appena finita la registrazione, BLACKOUT.", [R, BO], lang="it", group="multi")

# ---------------------------------------------------------------- invoke: Portuguese
add("invoke", "Roda o GLITCHY no TOP selecionado aí, mano.", [G], lang="pt", group="imperative")
add("invoke", "manda o PANIC_BLACK, deu ruim!!", [PB], lang="pt", group="emergency")
add("invoke", "Aplica a regra de nomes N1 nos operadores que eu acabei de criar.", [N], lang="pt", group="rule")
add("invoke", "Faz os meus trails do clube com as minhas configurações de FEEDBACK.", [FB], lang="pt",
    group="title_words")
add("invoke", "Carrega o VJ_BANK_A e depois faz o KICK1.", [VB, K], lang="pt", group="multi")
add("invoke", "Pode rodar o LAYOUT2? Valeu!", [L], lang="pt", group="polite")

# ---------------------------------------------------------------- invoke: Japanese
add("invoke", "最終コンポジットに Zorvex グレードを適用してください。", [Z], lang="ja", group="polite")
add("invoke", "RENDER_HQ をお願いします。", [R], lang="ja", group="terse")
add("invoke", "サビのストロボに STROBE_SAFE ルールを適用して。", [SS], lang="ja", group="rule")
add("invoke", "CUE_STACK_7 を実行してください。ダンス作品のキューリストです。", [C], lang="ja", group="imperative")
add("invoke", "BACKUP_FIRST を実行してから noise2 を削除して。", [BF], lang="ja", group="rule")
add("invoke", "リバーサイド会場は今 22:50 なので、quiet hours のルールを適用してください。", [Q], lang="ja",
    group="conditional")

# ---------------------------------------------------------------- invoke: Chinese
add("invoke", "执行 DESKMAP_X32，调音台已经接上网络了。", [X], lang="zh", group="imperative")
add("invoke", "请运行 wirecomb，把这些连线理顺。", [W], lang="zh", group="polite")
add("invoke", "现在跑 SYNCPOINT。", [SP], lang="zh", group="terse")
add("invoke", "给主输出加上 KICK1。", [K], lang="zh", group="imperative")
add("invoke", "改 particles.tox 之前，先按 ARCHIVE 规则存一个编号副本。", [A], lang="zh", group="rule")
add("invoke", "用我那套俱乐部视觉的 FEEDBACK 拖尾设置做一下拖尾。", [FB], lang="zh", group="title_words")

# ---------------------------------------------------------------- invoke: Korean (Seoul gallery)
add("invoke", "DEPLOY_SHOW 실행해 주세요. 전시 오픈 30분 전이에요.", [DS], lang="ko", group="polite")
add("invoke", "LAYOUT2 돌려줘", [L], lang="ko", group="terse")
add("invoke", "선택한 TOP에 GLITCHY 적용해 주세요.", [G], lang="ko", group="polite")
add("invoke", "새로 만든 오퍼레이터들에 N1 명명 규칙을 적용해 줘.", [N], lang="ko", group="rule")
add("invoke", "Zorvex 룩을 최종 컴포지트 뒤에 걸어 주세요.", [Z], lang="ko", group="title_words")
add("invoke", "공연 끝났어요, BLACKOUT 해 주세요.", [BO], lang="ko", group="end_set")

# ---------------------------------------------------------------- invoke: Russian
add("invoke", "PANIC_BLACK! Быстро, экран в чёрное!", [PB], lang="ru", group="emergency")
add("invoke", "Примени правило STROBE_SAFE к стробу на дропе.", [SS], lang="ru", group="rule")
add("invoke", "Сделай RENDER_HQ для интро, пожалуйста.", [R], lang="ru", group="polite")
add("invoke", "Сначала BACKUP_FIRST, потом удали старый контейнер fx_old.", [BF], lang="ru", group="rule")
add("invoke", "Сейчас 23:05 на площадке у реки — примени правило тихих часов (quiet hours).", [Q], lang="ru",
    group="conditional")
add("invoke", "Выполни DESKMAP_X32, а потом LAYOUT2.", [X, L], lang="ru", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32: which UDP port is the OSC In CHOP on, and how often does it send /xremote?", [X],
    group="port")
add("ask_content", "Was genau steht in KICK1 – welche Schwelle hat der Trigger CHOP?", [K], lang="de", group="value")
add("ask_content", "Dans CUE_STACK_7, quelles sont les colonnes de la table cues7 ?", [C], lang="fr", group="content")
add("ask_content", "¿Qué pasos tiene DEPLOY_SHOW y en qué orden van?", [DS], lang="es", group="order")
add("ask_content", "Che codec usa RENDER_HQ e quanti frame registra?", [R], lang="it", group="value")
add("ask_content", "SYNCPOINT の手順では、コンソールが応答しないときはどうすることになっていますか？", [SP], lang="ja",
    group="content")
add("ask_content", "Zorvex 그레이드에 들어가는 노드 순서가 어떻게 돼요?", [Z], lang="ko", group="order")
add("ask_content", "Что говорит правило N1 о том, как называть Null-операторы?", [N], lang="ru", group="content")
add("ask_content", "GLITCHY 宏里 Displace TOP 的权重是多少？", [G], lang="zh", group="value")
add("ask_content", "O que a regra ARCHIVE diz sobre onde guardar a cópia numerada do tox?", [A], lang="pt",
    group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "delete every unused operator in /project1/scratch, go ahead", [BF], group="delete")
add("bears", "Mach den Strobe auf dem Drop auf 12 Hz, richtig hart.", [SS], lang="de", group="strobe")
add("bears", "Son las 22:45 en el local junto al río: súbele 8 dB al master de audio.", [Q], lang="es",
    group="venue_late")
add("bears", "外部保存している bloom.tox の中のしきい値を 0.6 に変えて。", [A], lang="ja", group="external_tox")
add("bears", "배경용 Noise TOP 하나 새로 만들어 줘.", [N], lang="ko", group="create")
add("bears", "Удали noise1 и все неиспользуемые Level TOP в этой сети.", [BF], lang="ru", group="delete")
add("bears", "make the whole screen strobe at 10 flashes a second on the chorus", [SS], group="strobe")

# ---------------------------------------------------------------- paraphrase (no title or name word)
add("paraphrase", "make the image pulse brighter on every bass drum hit", [K], allowed=["ref_audio_analysis"])
add("paraphrase", "Sistema i nodi: ingressi a sinistra, elaborazioni in ordine verso destra, i Null subito prima "
    "delle uscite.", [L], lang="it")
add("paraphrase", "把 Behringer 那台机器的三十二个推子接到各个图层的不透明度上。", [X], lang="zh")
add("paraphrase", "Exporta o primeiro minuto da saída como vídeo, quadro a quadro, com a maior fidelidade possível.", [R],
    allowed=["ref_movie_file_out"], lang="pt")
add("paraphrase", "Cale nos images sur le grandMA avant l'ouverture des portes.", [SP], allowed=["fact_lx_console"],
    lang="fr")
add("paraphrase", "최종 화면에 우리 스튜디오 시그니처 톤 처리를 해 줘.", [Z], lang="ko")
add("paraphrase", "Mis conexiones parecen espagueti; déjalas legibles sin tocar ningún parámetro.", [W], lang="es")

# ---------------------------------------------------------------- question / task (facts and references)
add("question", "What resolution is the single output window for the Lumen Hall show?", ["fact_lumen_hall_raster"],
    group="fact")
add("question", "On the gallery PC, what drive letter do we keep the show media on?", ["fact_media_drive"], group="fact")
add("question", "What's the grandMA3's IP address on the touring show network?", ["fact_lx_console"], group="fact")
add("question", "When's the tech rehearsal for Tidewater, day and time?", ["fact_dance_piece"], group="fact")
add("question", "Welche Buffergröße nutzen wir auf RIG-B fürs Audio?", ["fact_audio_buffer"], lang="de", group="fact")
add("question", "Su quale porta UDP manda l'OSC il tablet stagepad?", ["fact_stagepad_ports"], lang="it", group="fact")
add("question", "Nebula のインスタレーションは何 fps で動いていますか？", ["fact_nebula_fps"], lang="ja", group="fact")
add("question", "HAP 和 H.264 在播放时有什么区别？", ["ref_hap_codecs"], lang="zh", group="reference")
add("question", "Как принимать OSC в TouchDesigner — через CHOP или через DAT?", ["ref_osc_in_chop"], lang="ru",
    group="reference")
add("question", "Como funcionam os segmentos do Timer CHOP?", ["ref_timer_chop"], lang="pt", group="reference")
add("question", "Conceptually, how does a feedback loop turn a moving image into trails?", ["ref_feedback_top"],
    allowed=[FB, "rcp_feedback_tunnel"], group="common_word")
add("question", "How can I keep a Python dict on my COMP so it is still there after the next cook?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "bypass vs lock flag on a TOP, what is the real difference in practice?",
    ["td_operator_flags"], builtin=True, group="builtin_only")
add("question", "How do I open the Textport to see my print() output?", ["td_textport"], builtin=True,
    group="builtin_only")
add("question", "Pourquoi un opérateur ne calcule-t-il plus quand rien ne le regarde ?", ["td_cooking_pull_model"],
    lang="fr", builtin=True, group="builtin_only")
add("task", "Write a Parameter Execute DAT callback that fires when my Reset pulse parameter is pressed.",
    ["td_parameter_execute_dat"], allowed=["td_custom_parameters"], builtin=True, group="builtin_only")
add("task", "Usa un Replicator COMP para crear un botón por cada fila de la tabla de escenas.", ["ref_replicator"],
    allowed=["td_replicator_comp", "td_panel_ui_components"], lang="es", builtin=True, group="builtin_compete")
add("task", "Scrivi un'estensione Python per il COMP mixer seguendo le nostre convenzioni.", ["fact_ext_conventions"],
    allowed=["td_extensions"], lang="it", builtin=True, group="builtin_compete")
add("task", "Select TOP으로 다른 컴포넌트 안에 있는 이미지를 가져오는 예시를 만들어 줘.", ["td_select_in_out"], lang="ko",
    builtin=True, group="builtin_only")
add("task", "Set up an NDI Out TOP so the lighting laptop can see our output.", ["ref_ndi"], group="reference")
add("task", "用 POP 做一个 GPU 粒子系统。", ["rcp_pop_particles"], allowed=["ref_pop_generators"], lang="zh",
    group="reference")
add("task", "Собери полосы спектра звука для клубного экрана.", ["rcp_spectrum_bars"], allowed=["ref_audio_analysis"],
    lang="ru", group="reference")
add("task", "Monta uma sobreposição de lower third com o nome do artista.", ["rcp_lower_third"], lang="pt",
    group="reference")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I activate a TouchDesigner licence on a show machine that is never online?")
add("unanswerable", "Can the Web Render TOP show a local HTML page with transparent background?")
add("unanswerable", "Comment importer un FBX animé avec son squelette dans TouchDesigner ?", lang="fr")
add("unanswerable", "Wie binde ich Ableton Link ein, damit TouchDesigner das Tempo vom DJ-Laptop übernimmt?", lang="de")
add("unanswerable", "How do I read an Alembic file with animation in TouchDesigner?")
add("unanswerable", "Does the Leap Motion CHOP work with the new Ultraleap Gemini drivers?")
add("unanswerable", "Como conecto um Stream Deck ao TouchDesigner para disparar cenas?", lang="pt")
add("unanswerable", "Is there a way to load Substance .sbsar materials in TouchDesigner?")
add("unanswerable", "TouchDesigner 里怎么直接读取 Excel 的 .xlsx 文件？", lang="zh")
add("unanswerable", "How do I connect TouchDesigner to an MQTT broker?")
add("unanswerable", "How can I do live speech-to-text from a mic in TouchDesigner?")

# ---------------------------------------------------------------- near_miss: English
add("near_miss", "Don't run GLITCHY on the webcam feed tonight, the artist hates it.", allowed=[G], group="negated")
add("near_miss", "KICK1 ran fine all night at the warehouse, zero complaints.", allowed=[K], group="past")
add("near_miss", "We'll do RENDER_HQ tomorrow morning once the edit is locked.", allowed=[R], group="planning")
add("near_miss", "Has anybody already run DEPLOY_SHOW on RIG-B today?", allowed=[DS, "fact_rig_b"], group="status")
add("near_miss", "Where did I save layout2_before.toe? I can't find it anywhere.", allowed=[L], group="file_name")
add("near_miss", "my script has `GLITCHY_DEFAULT = 0.02` at the top, rename that constant to GLITCH_WEIGHT",
    allowed=[G], group="code")
add("near_miss", "wirecomb shuffled half of my network around last week and I'm still annoyed about it.", allowed=[W],
    group="complaint")
add("near_miss", "In a perfect world nobody would ever need PANIC_BLACK.", allowed=[PB], group="hypothetical")
add("near_miss", "Honestly I like the Zorvex grade more than the teal LUT we used in 2023.", allowed=[Z],
    group="comparison")
add("near_miss", "Who came up with the name CUE_STACK_7, and why seven?", allowed=[C], group="history")
add("near_miss", 'The sticky note on the monitor just says "SYNCPOINT??" in red marker.', allowed=[SP],
    group="quoted")
add("near_miss", "the variable name `blackout_done` is confusing, suggest a better one", allowed=[BO],
    group="variable")
add("near_miss", "N1 is such a pedantic rule, I swear.", allowed=[N], group="complaint")
add("near_miss", "Jonas told me he'd already run DESKMAP_X32 before soundcheck.", allowed=[X], group="reported")

# ---------------------------------------------------------------- near_miss: other languages
add("near_miss", "Bitte KEIN BLACKOUT jetzt, das Set läuft noch zwanzig Minuten.", allowed=[BO], lang="de",
    group="negated")
add("near_miss", "Gestern hat Jonas schon LAYOUT2 über das ganze Projekt laufen lassen.", allowed=[L], lang="de",
    group="past")
add("near_miss", "Die Residents meinten, GLITCHY sei zu viel für den Ambient-Floor.", allowed=[G], lang="de",
    group="reported")
add("near_miss", "Ne lance surtout pas SYNCPOINT, la console de Lyon est encore en plein patch.", allowed=[SP],
    lang="fr", group="negated")
add("near_miss", "Le CUE_STACK_7 a parfaitement tenu hier soir à Lyon.", allowed=[C], lang="fr", group="past")
add("near_miss", "Le régisseur de Lyon portait un t-shirt « PANIC_BLACK », trop drôle.", allowed=[PB], lang="fr",
    group="incidental")
add("near_miss", "El DEPLOY_SHOW de ayer nos dejó los visores de nodos apagados y nadie sabía por qué.", allowed=[DS],
    lang="es", group="complaint")
add("near_miss", "Mañana en Milán haremos el RENDER_HQ del tráiler; hoy solo ensayamos.", allowed=[R], lang="es",
    group="planning")
add("near_miss", "Ponerle FEEDBACK de nombre a mis trails fue mala idea, se confunde con el operador.", allowed=[FB],
    lang="es", group="history")
add("near_miss", "Non fare il wirecomb sulla rete delle luci, l'ha sistemata Giulia a mano.", allowed=[W], lang="it",
    group="negated")
add("near_miss", "A Milano il BLACKOUT finale è partito con due secondi di ritardo.", allowed=[BO], lang="it",
    group="past")
add("near_miss", "Il regista dice che DESKMAP_X32 a Milano non serve, lì hanno un Midas.", allowed=[X], lang="it",
    group="reported")
add("near_miss", "O KICK1 funcionou de boa no baile ontem.", allowed=[K], lang="pt", group="past")
add("near_miss", "Nem pensa em rodar o VJ_BANK_A agora, o deck A tá tocando ao vivo.", allowed=[VB], lang="pt",
    group="negated")
add("near_miss", "昨日のギャラリーでは DEPLOY_SHOW は問題なく終わりました。", allowed=[DS], lang="ja", group="past")
add("near_miss", "来週 Zorvex グレードを試す予定なので、今日は触らないでください。", allowed=[Z], lang="ja",
    group="planning")
add("near_miss", "BACKUP_FIRST のおかげで先月のデータが助かった話、覚えてる？", allowed=[BF], lang="ja", group="history")
add("near_miss", "先别跑 KICK1，DJ 还在试音。", allowed=[K], lang="zh", group="negated")
add("near_miss", "上次 wirecomb 把我的网络弄得特别整齐。", allowed=[W], lang="zh", group="past")
add("near_miss", "SYNCPOINT는 오늘 하지 마세요, 조명 콘솔이 없어요.", allowed=[SP], lang="ko", group="negated")
add("near_miss", "어제 갤러리에서 RENDER_HQ 돌렸는데 40분 걸렸어요.", allowed=[R], lang="ko", group="past")
add("near_miss", "Не запускай DESKMAP_X32, пульт сегодня другой.", allowed=[X], lang="ru", group="negated")
add("near_miss", "PANIC_BLACK вчера сработал мгновенно, все целы.", allowed=[PB], lang="ru", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "Where does the theatre word 'blackout' come from, was it wartime?", allowed=[BO])
add("meaning", "¿Qué significa 'glitchy' cuando se habla de estética digital en general?", allowed=[G], lang="es")
add("meaning", "What does 'MIDI panic' actually do on a synth?", allowed=[PB])
add("meaning", "Que veut dire « feedback » en acoustique, c'est l'effet Larsen ?", allowed=[FB], lang="fr")
add("meaning", "ホテルでいう「クワイエットアワー」って、一般的にはどういう意味ですか？", allowed=[Q], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "Count the letters in DESKMAP_X32 for me, underscore excluded.", group="count")
add("meta", "Put PANIC_BLACK in a Python string literal for me, just the code, nothing else.", group="code_literal")
add("meta", "Write the word wirecomb in all caps and bold.", group="case")
add("meta", "Buchstabier mir SYNCPOINT, ich muss es auf Gaffa schreiben.", lang="de", group="spell")
add("meta", "Translate the word wirecomb into German, one word only.", group="translate")
add("meta", "Escribe GLITCHY al revés.", lang="es", group="reverse")
add("meta", "Scrivi RENDER_HQ tutto in minuscolo, nient'altro.", lang="it", group="case")
add("meta", "Zorvex ってどう発音しますか？カタカナで書いてください。", lang="ja", group="pronounce")
add("meta", "KICK1 은 한국어로 어떻게 읽어요?", lang="ko", group="pronounce")
add("meta", "Сколько символов в названии CUE_STACK_7?", lang="ru", group="count")
add("meta", "Começa a tua resposta com a palavra LAYOUT2, e mais nada.", lang="pt", group="start_reply")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly what I type: DEPLOY_SHOW then BLACKOUT")
add("echo", "Répète après moi : « lance GLITCHY »", lang="fr")
add("echo", "Sprich mir nach: wirecomb, wirecomb, wirecomb.", lang="de")
add("echo", "Repite esta frase tal cual: «el PANIC_BLACK nos salvó la noche»", lang="es")
add("echo", "次の文をそのまま繰り返して：「RENDER_HQ を実行して」", lang="ja")
add("echo", "原样复述这句话：执行 Zorvex 调色", lang="zh")
add("echo", "그대로 따라 말해 줘: CUE_STACK_7 준비 완료", lang="ko")
add("echo", "Повтори дословно: «запусти LAYOUT2»", lang="ru")
add("echo", "Ripeti parola per parola: VJ_BANK_A è pronto.", lang="it")

# ---------------------------------------------------------------- chitchat
add("chitchat", "cheers, that fixed it, you're a lifesaver 🙏")
add("chitchat", "long night, heading home now, good job everyone")
add("chitchat", "Danke dir, bis Samstag im Club!", lang="de")
add("chitchat", "Bonne soirée à toute l'équipe de Lyon, vous avez assuré !", lang="fr")
add("chitchat", "thanks all, Milan was amazing tonight")
add("chitchat", "see you all at rehearsal tomorrow, thanks!")
add("chitchat", "谢谢，今天就先到这里吧。", lang="zh")
add("chitchat", "수고하셨습니다! 오늘 전시 오픈 잘 끝났어요.", lang="ko")
add("chitchat", "Спасибо, до завтра на площадке!", lang="ru")


def main() -> None:
    rows = [{"pid": f"u62-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
