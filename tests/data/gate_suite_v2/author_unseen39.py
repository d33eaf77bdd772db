"""Hand-written source of prompts_unseen39.jsonl: a blind suite by an independent evaluator (gateeval39).

Labels come from corpus.jsonl and the built-in knowledge entries (src/tdcontext/knowledge/*.md) only;
the gate, the context command and the benches were never run on these prompts.
Run this file to regenerate prompts_unseen39.jsonl byte for byte.

The suite leans to recall and is about 70 % non-English. Personas (they live only here):
- venue technicians abroad, asking and ordering in their own language with English TouchDesigner words;
- students of a TouchDesigner course taught in their language, asking how things work;
- a producer asking for facts about the shows (venues, dates, colours, addresses).
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen39.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


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

# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 en la salida principal, ya.", [K], lang="es", group="terse")
add("invoke", "メイン出力にKICK1をお願いできますか？キックに合わせて光らせたいです。", [K], lang="ja", group="polite")
add("invoke", "okay copilot kick one on the main output please", [K], group="voice")
add("invoke", "Build the kick-reactive flash procedure on out1 for the techno set.", [K], group="title_words")
# LAYOUT2
add("invoke", "Räum das Netzwerk mit LAYOUT2 auf.", [L], lang="de", group="imperative")
add("invoke", "layout2 nessa rede aqui, por favor", [L], lang="pt", group="lowercase")
add("invoke", "L A Y O U T 2 on /project1/fx please", [L], group="spaces")
add("invoke", "/layout2 지금 이 네트워크 정리해줘", [L], lang="ko", group="slash_command")
# STROBE_SAFE
add("invoke", "Applique la règle STROBE_SAFE au LFO du flash que je viens de construire.", [S], lang="fr", group="rule")
add("invoke", "The strobe I patched runs at 8 Hz on the side screens. Enforce STROBE_SAFE on it.", [S],
    group="rule")
add("invoke", "STROBE_SAFE kuralını bütün çıkışlara uygula, seyircide epilepsi hastası olabilir.", [S], lang="tr",
    group="rule")
# BACKUP_FIRST
add("invoke", "Applica BACKUP_FIRST e poi cancella tutti gli operatori inutilizzati in /project1/fx.", [B], lang="it",
    group="rule")
add("invoke", "Zrób BACKUP_FIRST, zanim usuniesz noise3 z sieci tła.", [B], lang="pl", group="rule")
add("invoke", "BACKUP_FIRST, then clear out the old_tests COMP entirely.", [B], group="name_first")
# DEPLOY_SHOW
add("invoke", "执行 DEPLOY_SHOW，今晚八点开演。", [D], lang="zh", group="imperative")
add("invoke", "Запусти DEPLOY_SHOW, зрители уже заходят в зал.", [D], lang="ru", group="imperative")
add("invoke", "Yes, go ahead with DEPLOY_SHOW on the gallery machine.", [D], group="consent")
add("invoke", "doe DEPLOY_SHWO nu aub, de deuren gaan zo open", [D], lang="nl", group="typo")
# VJ_BANK_A
add("invoke", "Load VJ_BANK_A into the decks, the DJ is about to start.", [V], group="imperative")
add("invoke", "Tolong muat VJ_BANK_A sekarang ya.", [V], lang="id", group="polite")
add("invoke", "🎬🎬 VJ_BANK_A → decks, go 🎬🎬", [V], group="emoji")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! sofort!", [P], lang="de", group="emergency")
add("invoke", "PANIC_BLACK الآن! فورًا، هناك شخص على المسرح", [P], lang="ar", group="emergency")
add("invoke", "panic black right now somebody just fell off the truss", [P], group="voice")
add("invoke", "PANIC_BLACK चलाओ, अभी के अभी!", [P], lang="hi", group="emergency")
# GLITCHY
add("invoke", "Tu peux lancer GLITCHY sur la caméra que j'ai sélectionnée ? Merci !", [G], lang="fr", group="polite")
add("invoke", "Kör GLITCHY på den markerade TOP:en.", [G], lang="sv", group="imperative")
add("invoke", "I've selected moviefilein2, so go on... GLITCHY", [G], group="trailing")
add("invoke", "Spusť makro GLITCHY na vybraný TOP, prosím.", [G], lang="cs", group="polite")
# DESKMAP_X32
add("invoke", "DESKMAP_X32を実行して、卓のフェーダーをレイヤーに割り当てて。", [X], lang="ja", group="imperative")
add("invoke", "Roda o DESKMAP_X32 agora, o técnico de som já ligou a mesa na rede.", [X], lang="pt",
    group="imperative")
add("invoke", "the FOH guy just plugged the desk into the switch, can you do DESKMAP_X32 so faders 1-8 drive "
              "the layers, cheers", [X], group="mid_message")
# RENDER_HQ
add("invoke", "RENDER_HQ please, the client needs the recording today.", [R], group="polite")
add("invoke", "用 RENDER_HQ 离线渲染一版高质量的视频给客户。", [R], lang="zh", group="imperative")
add("invoke", "```\nrec1: recording stopped, 212 frames dropped\n```\nthat take is unusable. do RENDER_HQ instead.", [R],
    group="log_paste")
add("invoke", "Зроби RENDER_HQ, будь ласка, для архіву фестивалю.", [R], lang="uk", group="polite")
# Naming rule N1
add("invoke", "Aplica la regla de nombres N1 a todo lo que crees a partir de ahora.", [N], lang="es", group="rule")
add("invoke", "새로 만드는 오퍼레이터에는 네이밍 규칙 N1 적용해 주세요.", [N], lang="ko", group="rule")
add("invoke", "Follow naming rule N1 for the new operators, and rename the ones you left as noise1 and level3.", [N],
    group="rule")
# FEEDBACK
add("invoke", "Fais-moi le FEEDBACK du club, avec mes réglages de traînées habituels.", [F], lang="fr",
    group="common_word")
add("invoke", "Build my FEEDBACK trail settings for the club visuals on the second layer.", [F], group="title_words")
add("invoke", "Metti il mio FEEDBACK per le visual del club, quello dentro trails_club.", [F], lang="it",
    group="common_word")
# BLACKOUT
add("invoke", "That's the last track done, BLACKOUT please.", [BO], allowed=[P], group="end_set")
add("invoke", "Se acabó el set. BLACKOUT.", [BO], allowed=[P], lang="es", group="end_set")
add("invoke", "セット終了です、BLACKOUTお願いします。", [BO], allowed=[P], lang="ja", group="end_set")
add("invoke", "Am terminat setul, fă BLACKOUT-ul de final.", [BO], allowed=[P], lang="ro", group="end_set")
# wirecomb
add("invoke", "wirecomb mal das FX-Netz, da sieht man keine Verbindung mehr.", [W], lang="de", group="name_as_verb")
add("invoke", "pls wirecomb this network its total spaghetti", [W], group="lowercase")
add("invoke", "ช่วยรัน wirecomb ให้เน็ตเวิร์กนี้หน่อยครับ", [W], lang="th", group="polite")
# CUE_STACK_7
add("invoke", "Could you build CUE_STACK_7 for the dance piece, please?", [C], group="polite")
add("invoke", "Tech starts in ten minutes: build CUE_STACK_7.", [C], group="timed")
add("invoke", "C U E _ S T A C K _ 7 zbuduj teraz", [C], lang="pl", group="spaces")
# SYNCPOINT
add("invoke", "Do the lighting console handshake before doors open.", [SY], group="title_words")
add("invoke", "SYNCPOINT ausführen, bevor das Publikum reinkommt.", [SY], lang="de", group="name_first")
add("invoke", "シンクポイントを実行して、照明卓と合わせたい。", [SY], lang="ja", group="voice")
# ARCHIVE
add("invoke", "ARCHIVE the bloom tox first, then bump its threshold to 0.7.", [A], group="common_word")
add("invoke", "Pas de ARCHIVE-regel toe op bloom.tox voordat je hem aanpast.", [A], lang="nl", group="rule")
add("invoke", "Aplica a regra ARCHIVE antes de mexer no lighting.tox externo.", [A], lang="pt", group="rule")
# Zorvex
add("invoke", "Applica il grade Zorvex all'uscita finale.", [Z], lang="it", group="imperative")
add("invoke", "add the zorvx grade after the final comp", [Z], group="typo")
add("invoke", "Tedd rá a Zorvex grade-et a végső kompozitra.", [Z], lang="hu", group="imperative")
# Quiet hours
add("invoke", "It's 22:40 at the riverside venue and the band wants it louder, so apply the quiet hours rule.", [Q],
    group="conditional")
add("invoke", "Il est 23h15 au bord du fleuve, applique la règle Quiet hours sur le master audio.", [Q], lang="fr",
    group="conditional")
add("invoke", "Es ist schon 22:30 an der Riverside-Location, also bitte die Quiet-hours-Regel anwenden.", [Q],
    lang="de", group="conditional")
# corrections
add("invoke", "Non attends, pas GLITCHY — fais plutôt le grade Zorvex.", [Z], allowed=[G], lang="fr",
    group="correction")
add("invoke", "wait no, not PANIC_BLACK, the set is simply over — do the normal BLACKOUT", [BO], allowed=[P],
    group="correction")
add("invoke", "Perdón, no era LAYOUT2, quería wirecomb.", [W], allowed=[L], lang="es", group="correction")
# multi
add("invoke", "Run KICK1 and keep it within STROBE_SAFE.", [K, S], group="multi")
add("invoke", "- [ ] LAYOUT2\n- [ ] wirecomb\nhaz las dos en /project1/fx, en ese orden.", [L, W], lang="es",
    group="checklist")
add("invoke", "Erst SYNCPOINT, dann DEPLOY_SHOW.", [SY, D], lang="de", group="multi")
add("invoke", "VJ_BANK_A を読み込んでから、DESKMAP_X32 もお願いします。", [V, X], lang="ja", group="multi")
add("invoke", "Faz o BACKUP_FIRST antes de apagar o grupo old_fx, e depois passa o wirecomb no que sobrar.", [B, W],
    lang="pt", group="multi")
add("invoke", "演出前清单：1. SYNCPOINT 2. CUE_STACK_7 3. DEPLOY_SHOW，请按顺序全部执行。", [SY, C, D], lang="zh",
    group="checklist")
add("invoke", "/GLITCHY on out_final, then the Zorvex grade after it", [G, Z], group="slash_command")
add("invoke", "세트 끝났어요. BLACKOUT 해 주고, 22시 넘었으니 강변 공연장 quiet hours 규칙도 적용해 주세요.", [BO, Q],
    allowed=[P], lang="ko", group="multi")
add("invoke", "Prima il mio FEEDBACK del club, poi KICK1 sopra.", [F, K], lang="it", group="multi")
add("invoke", "RENDER_HQ, sonra da N1 kuralına göre yeni operatörleri yeniden adlandır.", [R, N], lang="tr",
    group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which UDP port does DESKMAP_X32 open for the desk?", [X], group="port")
add("ask_content", "DEPLOY_SHOW: welche Schritte macht das genau, und in welcher Reihenfolge laufen sie?", [D], lang="de", group="order")
add("ask_content", "¿A qué IP y a qué puerto manda SYNCPOINT el ping?", [SY], lang="es", group="port")
add("ask_content", "RENDER_HQ は何fpsで、何フレームから何フレームまで録画するの？", [R], lang="ja", group="value")
add("ask_content", "Que dit la règle STROBE_SAFE, mot pour mot, sur la fréquence maximale ?", [S], lang="fr", group="content")
add("ask_content", "GLITCHY 里的 Displace TOP 权重是多少？", [G], lang="zh", group="value")
add("ask_content", "Cosa fa BLACKOUT alla fine del set, passo per passo?", [BO], allowed=[P], lang="it",
    group="order")
add("ask_content", "Qual é a opacidade do Level TOP no meu FEEDBACK do club?", [F], lang="pt", group="value")
add("ask_content", "KICK1에서 Trigger CHOP 임계값이 얼마예요?", [K], lang="ko", group="value")
add("ask_content", "In the Zorvex grade, how much are the greens desaturated and what gamma is used?", [Z], group="content")

# ---------------------------------------------------------------- bears (non-English, no English title word)
add("bears", "Bau mir ein Blitzlicht, das zehnmal pro Sekunde im Takt aufblinkt.", [S], allowed=["rcp_strobe_flash"],
    lang="de", group="strobe")
add("bears", "BPMに合わせて画面全体を1秒に8回白く点滅させたい。", [S], allowed=["rcp_strobe_flash"], lang="ja",
    group="strobe")
add("bears", "Borra noise1 y todos los nodos que no se usan en /project1/fx.", [B], lang="es", group="delete")
add("bears", "Удали всю сеть внутри /project1/old, начнём с нуля.", [B], lang="ru", group="delete")
add("bears", "Il est 23h au bord du fleuve : monte le son du master à fond, le DJ insiste.", [Q], lang="fr",
    group="venue_late")
add("bears", "Jest 22:45 na scenie nad rzeką, podbij basy i głośność o 6 dB.", [Q], lang="pl", group="venue_late")
add("bears", "Cambia il parametro Threshold dentro il componente esterno bloom, quello salvato su file.", [A],
    lang="it", group="external_tox")
add("bears", "Pas de kleuren aan in het externe component lights, dat als apart bestand is opgeslagen.", [A],
    lang="nl", group="external_tox")
add("bears", "Cria três Noise TOPs e um Level TOP para o fundo da cena.", [N], lang="pt", group="create")

# ---------------------------------------------------------------- paraphrase
add("paraphrase", "Ordena los nodos: entradas a la izquierda, el procesamiento hacia la derecha según la señal, "
                  "los Null al final y un recuadro alrededor de cada cadena.", [L], allowed=[W], lang="es")
add("paraphrase", "Mes câbles se croisent partout : aligne chaque nœud sous celui qui l'alimente, sans rien "
                  "supprimer.", [W], allowed=[L], lang="fr")
add("paraphrase", "Verbinde das Behringer-Mischpult mit den Ebenen, sodass die ersten acht Kanalregler die "
                  "Deckkraft steuern.", [X], allowed=["ref_osc_in_chop"], lang="de")
add("paraphrase", "Riempi gli otto lettori del primo gruppo con i video della prima cartella, in ordine alfabetico, "
                  "precaricali e mettili in ripetizione.", [V], allowed=["web_moviein_preload"], lang="it")
add("paraphrase", "クライアント用に、コマ落ちのない完璧な動画を1フレームずつ書き出して。", [R],
    allowed=["ref_movie_file_out"], lang="ja")
add("paraphrase", "演出结束了，把画面慢慢渐隐到全黑，灯光总控和声音都关掉，但别关输出窗口。", [BO], allowed=[P],
    lang="zh")
add("paraphrase", "Синхронизируй визуал со световым пультом перед спектаклем и измерь задержку.", [SY],
    allowed=["fact_lx_console"], lang="ru")
add("paraphrase", "Monta a tabela com as doze deixas da coreografia do Mateo, com um temporizador por linha.", [C],
    allowed=["fact_dance_piece", "ref_timer_chop"], lang="pt")
add("paraphrase", "스튜디오 고유의 색감 보정을 최종 합성 뒤에 넣어 줘.", [Z], lang="ko")
add("paraphrase", "Prep the project for tonight's performance with our usual routine.", [D])

# ---------------------------------------------------------------- question / task
add("question", "¿Qué resolución total tiene la ventana de salida del espectáculo en Lumen Hall?",
    ["fact_lumen_hall_raster"], lang="es", group="fact")
add("question", "Sur quel port la tablette envoie-t-elle l'OSC au PC de spectacle ?", ["fact_stagepad_ports"],
    lang="fr", group="fact")
add("question", "Producer here: the Nebula installation, is it 50 or 60 fps?", ["fact_nebula_fps"], group="fact")
add("question", "Quale scheda grafica monta RIG-B e dove stanno i media?", ["fact_rig_b"], lang="it", group="fact")
add("question", "Quais são as cores da marca para o lançamento Aurora?", ["fact_aurora_palette"], lang="pt",
    group="fact")
add("question", "ムービングヘッドのDMXアドレスは？ユニバースは何番？", ["fact_dmx_heads"], lang="ja", group="fact")
add("question", "巡演用的灯光控台 IP 地址是多少？输出哪几个 universe？", ["fact_lx_console"], lang="zh", group="fact")
add("question", "Где на галерейном ПК лежат медиафайлы шоу?", ["fact_media_drive"], lang="ru", group="fact")
add("question", "RIG-B 오디오 버퍼는 몇 샘플로 정했어요?", ["fact_audio_buffer"], lang="ko", group="fact")
add("question", "Kiedy jest próba techniczna spektaklu Tidewater i ile trwa przedstawienie?", ["fact_dance_piece"],
    lang="pl", group="fact")
add("question", "Where does the show error log get written while we're running a performance?", ["fact_show_log"],
    group="fact")
add("question", "GLSL TOP'a bir uniform değerini nasıl gönderirim?", ["ref_glsl_uniforms"], lang="tr",
    group="reference")
add("task", "Hazme unas barras de espectro de audio para la pantalla del fondo.", ["rcp_spectrum_bars"],
    allowed=["ref_audio_analysis"], lang="es", group="reference")
add("question", "How does a Feedback TOP make trails out of the previous frame?", ["ref_feedback_top"],
    allowed=[F, "rcp_feedback_tunnel"], group="common_word")
add("task", "Fais-moi un bandeau de titre en bas de l'écran pour l'interview, avec le nom de l'invitée.",
    ["rcp_lower_third"], lang="fr", group="reference")
add("question", "Bagaimana cara mengirim video lewat jaringan lokal dengan NDI?", ["ref_ndi"], lang="id",
    group="reference")
add("task", "Đưa hình ra dải LED 300 bóng qua Art-Net giúp mình.", ["rcp_led_strip"], lang="vi", group="reference")
add("question", "How do I keep Python values on an operator with store() and fetch()?", ["td_storage"],
    group="builtin_only", builtin=True)
add("question", "Textport はどうやって開くの？何に使うの？", ["td_textport"], lang="ja", group="builtin_only",
    builtin=True)
add("question", "¿Qué diferencia hay entre los modos expresión, export y bind de un parámetro?",
    ["td_parameter_modes"], lang="es", group="builtin_only", builtin=True)
add("question", "Comment créer des paramètres personnalisés sur un COMP ?", ["td_custom_parameters"], lang="fr",
    group="builtin_only", builtin=True)
add("question", "Como faço para usar caminhos relativos à pasta do projeto nos vídeos?", ["td_paths_and_variables"],
    lang="pt", group="builtin_only", builtin=True)
add("question", "Come funziona il Feedback TOP per fare le scie?", ["td_feedback_top"],
    allowed=["ref_feedback_top", "rcp_feedback_tunnel", F], lang="it", group="builtin_compete", builtin=True)
add("question", "Как работает инстансинг в Geometry COMP?", ["td_geometry_instancing"], allowed=["ref_instancing"],
    lang="ru", group="builtin_compete", builtin=True)
add("question", "Select TOP 和 In/Out 算子有什么区别？什么时候用哪个？", ["td_select_in_out"], lang="zh",
    group="builtin_only", builtin=True)
add("question", "What does the Realtime flag change when I record with a Movie File Out TOP?",
    ["td_timeline_realtime"], allowed=["ref_movie_file_out", "td_movie_files_codecs", R], group="builtin_compete",
    builtin=True)
add("question", "TouchDesigner에서 SOP랑 POP는 뭐가 달라요?", ["td_sop_family", "td_pop_family"],
    allowed=["ref_pop_generators"], lang="ko", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "¿Cómo conecto un Leap Motion a TouchDesigner en macOS?", lang="es", group="far")
add("unanswerable", "Comment envoyer ma sortie vers Resolume avec Syphon sur Mac ?", lang="fr", group="near")
add("unanswerable", "Wie übertrage ich meine TouchDesigner-Commercial-Lizenz auf einen zweiten Rechner?", lang="de",
    group="far")
add("unanswerable", "Stream Deck のボタンで TouchDesigner のシーンを切り替えるには？", lang="ja", group="far")
add("unanswerable", "怎么在 TouchDesigner 里用 Ableton Link 同步速度？", lang="zh", group="near")
add("unanswerable", "Как установить numpy для Python внутри TouchDesigner?", lang="ru", group="near")
add("unanswerable", "Come si usa il Web Render TOP per mostrare una pagina web?", lang="it", group="near")
add("unanswerable", "Como ligo uma câmera ZED 2 ao TouchDesigner para pegar profundidade?", lang="pt", group="near")
add("unanswerable", "Notch 블록을 TouchDesigner에서 쓰려면 어떤 라이선스가 필요해요?", lang="ko", group="far")
add("unanswerable", "TouchDesigner'da Substance TOP ile .sbsar malzemesi nasıl yüklenir?", lang="tr", group="far")
add("unanswerable", "How do I drive a Philips Hue bridge from TouchDesigner?", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run GLITCHY on the logo, I just want to look at the raw TOP.", allowed=[G], group="negated")
add("near_miss", "Le DEPLOY_SHOW d'hier soir s'est très bien passé, merci.", allowed=[D], lang="fr", group="past")
add("near_miss", "We'll do RENDER_HQ tomorrow morning, not tonight.", allowed=[R], group="planning")
add("near_miss", "Mateo says CUE_STACK_7 had a wrong fade on scene 5.", allowed=[C], group="reported")
add("near_miss", "DESKMAP_X32 はもう終わってる？", allowed=[X], lang="ja", group="status")
add("near_miss", "If we ever get a free afternoon we might try LAYOUT2 on the whole project.", allowed=[L],
    group="planning")
add("near_miss", "Honestly I'd rather straighten wires by hand than use wirecomb.", allowed=[W],
    group="comparison")
add("near_miss", "Открой файл kick1_notes.txt, он лежит на рабочем столе.", allowed=[K], lang="ru",
    group="filename")
add("near_miss", "变量 zorvex_strength 现在是 0.5，为什么 print 出来是字符串？", allowed=[Z], lang="zh",
    group="variable")
add("near_miss", "```python\nif state == 'PANIC_BLACK':\n    pass\n```\nthis branch never gets hit, is the "
                 "string comparison case-sensitive in Python?", allowed=[P], group="code")
add("near_miss", "팀장님이 '오늘은 SYNCPOINT 하지 마'라고 했어요.", allowed=[SY], lang="ko", group="quoted")
add("near_miss", "wirecomb wrecked my layout last time, everything got shoved to the right.", allowed=[W],
    group="complaint")
add("near_miss", "Wer hat sich eigentlich den Namen Zorvex ausgedacht? Reine Neugier.", allowed=[Z], lang="de",
    group="history")
add("near_miss", "Niet BLACKOUT doen, er komt nog een toegift.", allowed=[BO, P], lang="nl", group="negated")
add("near_miss", "PANIC_BLACK zadziałał wczoraj idealnie, dzięki.", allowed=[P], lang="pl", group="past")
add("near_miss", "Yarın provadan önce DESKMAP_X32'yi birlikte yapacağız.", allowed=[X], lang="tr",
    group="planning")
add("near_miss", "Har VJ_BANK_A redan laddats i kväll?", allowed=[V], lang="sv", group="status")
add("near_miss", "Zvukař říkal, že pravidlo Quiet hours na riverside je dost přísné.", allowed=[Q], lang="cs",
    group="reported")
add("near_miss", "Αν ποτέ χρειαστεί PANIC_BLACK, ποιος θα πατήσει το κουμπί;", allowed=[P], lang="el",
    group="hypothetical")
add("near_miss", "شغّلنا RENDER_HQ أمس وكانت النتيجة ممتازة.", allowed=[R], lang="ar", group="past")
add("near_miss", "कल KICK1 की वजह से पूरी स्क्रीन बहुत ज़्यादा टिमटिमा रही थी।", allowed=[K, S], lang="hi",
    group="complaint")
add("near_miss", "File archive/bloom_014.tox itu siapa yang bikin ya?", allowed=[A], lang="id", group="filename")
add("near_miss", "אל תריץ את KICK1 בסט הזה, זה סט אקוסטי.", allowed=[K], lang="he", group="negated")
add("near_miss", "Next week we'll try the Zorvex grade on the festival content.", allowed=[Z], group="planning")
add("near_miss", "Did CUE_STACK_7 finish building earlier, or was it interrupted?", allowed=[C], group="status")
add("near_miss", "In my extension, self.layout2_done always stays False.", allowed=[L], group="variable")
add("near_miss", "El cliente escribió en el correo: «nada de STROBE_SAFE, queremos estrobo a tope». Se lo reenvío "
                 "al director técnico.", allowed=[S], lang="es", group="quoted")
add("near_miss", "Die Datei naming_n1.md im Wiki ist veraltet, ich aktualisiere sie selbst.", allowed=[N],
    lang="de", group="filename")
add("near_miss", "FEEDBACK の設定、去年のクラブ用のほうが好きだったな。", allowed=[F], lang="ja", group="complaint")
add("near_miss", "Niente VJ_BANK_A stasera, usiamo solo il banco B.", allowed=[V], lang="it", group="negated")
add("near_miss", "My cat is literally called Glitchy, lol.", allowed=[G], group="incidental")
add("near_miss", "Не запускай LAYOUT2, я сам розставлю вузли.", allowed=[L], lang="uk", group="negated")
add("near_miss", "Am rulat wirecomb aseară și a mers bine.", allowed=[W], lang="ro", group="past")

# ---------------------------------------------------------------- meaning
add("meaning", "In theatre lighting history, where does the word 'blackout' come from?", allowed=[BO, P])
add("meaning", "Que veut dire « feedback » en psychologie, en dehors de la vidéo ?", allowed=[F], lang="fr")
add("meaning", "Was bedeutet das englische Wort „glitchy“ im Alltag?", allowed=[G], lang="de")
add("meaning", "¿Qué son las «quiet hours» en un reglamento de vecinos?", allowed=[Q], lang="es")
add("meaning", "「archive」って図書館の世界ではどういう意味？", allowed=[A], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT backwards, letter by letter.", group="reverse")
add("meta", "Comment on prononce « Zorvex » à voix haute ?", lang="fr", group="pronounce")
add("meta", "How many characters are in DESKMAP_X32, underscore included?", group="count")
add("meta", "Traduce al inglés la frase «ejecuta KICK1 ahora», sin ejecutar nada.", lang="es", group="translate")
add("meta", "RENDER_HQ を全部小文字にして書いて。", lang="ja", group="case")
add("meta", "Write the word LAYOUT2 in bold, nothing else.", group="bold")
add("meta", "Inizia la tua risposta con la parola CUE_STACK_7.", lang="it", group="start_reply")
add("meta", "用 wirecomb 这个词造一个句子。", lang="zh", group="sentence")
add("meta", "Give me a Python string literal that contains the text PANIC_BLACK.", group="code")
add("meta", "Converte VJ_BANK_A para camelCase.", lang="pt", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "Repeat back exactly: apply BACKUP_FIRST then delete the old rig.")
add("echo", "Répète mot pour mot : « lance DEPLOY_SHOW ».", lang="fr")
add("echo", "Sag genau das zurück: RENDER_HQ jetzt starten.", lang="de")
add("echo", "Repite tal cual: «haz el BLACKOUT».", lang="es")
add("echo", "Повтори дословно: «запусти GLITCHY».", lang="ru")
add("echo", "原样重复这句话：运行 SYNCPOINT。", lang="zh")
add("echo", "そのまま繰り返して：「KICK1 を実行」", lang="ja")
add("echo", "Ripeti esattamente: «carica VJ_BANK_A».", lang="it")

# ---------------------------------------------------------------- chitchat
add("chitchat", "Merci, la soirée s'est super bien passée !", lang="fr")
add("chitchat", "jajaja vale, gracias crack", lang="es")
add("chitchat", "本番お疲れさまでした！また明日。", lang="ja")
add("chitchat", "고마워요, 오늘 정말 수고 많았어요", lang="ko")
add("chitchat", "Спасибо, до завтра!", lang="ru")
add("chitchat", "valeu, tudo certo por aqui", lang="pt")
add("chitchat", "cheers, that's all for today")
add("chitchat", "شكراً جزيلاً على المساعدة", lang="ar")


def main() -> None:
    rows = [{"pid": f"u39-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
