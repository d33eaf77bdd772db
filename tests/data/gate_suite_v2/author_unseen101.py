"""Blind suite unseen101 (helper "gateeval101"), written by hand without reading the gate code, its tests or
any other prompt file; labels come from corpus.jsonl and the built-in knowledge (src/tdcontext/knowledge) only.

Mix: en plus fr, de, es, it, pt, ja, zh, ko, ru (about two thirds non-English), balanced over every intent.

Personas (they live in this script only):
- a Lille and Geneva light-festival crew (French, with an English production lead and a Basel programmer
  writing German);
- a Bilbao and Porto Alegre street-carnival team (Spanish and Brazilian Portuguese);
- a Fukuoka lantern-festival and Xi'an city-wall projection company (Japanese and Simplified Chinese, with a
  Busan guest crew writing Korean);
- a Novosibirsk (Russian) and a Genoa (Italian) remote operator.

Run it to regenerate prompts_unseen101.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen101.jsonl")
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

# ---------------------------------------------------------------- invoke: English (Lille/Geneva production lead)
add("invoke", "GLITCHY, on the lantern TOP I just selected", [G], group="name_first")
add("invoke", "Could you please do DESKMAP_X32 for the Geneva front-of-house desk when you get a sec?", [X],
    group="polite")
add("invoke", "wirecomb — the Lille canopy network is pure spaghetti right now", [W], group="name_first")
add("invoke", "Follow BACKUP_FIRST, then delete the three unused noise TOPs in /project1/fx_canopy", [B],
    group="rule")
add("invoke", "Time for the Zorvex look on the final comp of the Geneva quay piece, the client is watching", [Z],
    group="title_words")
add("invoke", "ok it's 22:40 at the riverside venue and the promoter wants more sub, so apply the quiet hours rule",
    [Q], group="conditional")
add("invoke", "```\n[21:58:03] WARNING /project1/out/win_main: cook 31.2 ms\n[21:58:04] perform window ready\n"
    "[21:58:04] 0 errors in /project1\n```\nall green on the Lille rig, go ahead with DEPLOY_SHOW", [D],
    group="log_paste")
add("invoke", "no wait, not LAYOUT2 — do wirecomb on /project1/lanterns instead", [W], allowed=[L],
    group="correction")
add("invoke", "tonight's list for the lake stage:\n- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\n"
    "work through it top to bottom please", [X, SY, D], group="checklist")
add("invoke", "/render_hq for the Geneva teaser", [R], group="slash_command")
add("invoke", "🔴🔴 PANIC_BLACK 🔴🔴 someone walked onto the projection gantry", [P], group="emoji")
add("invoke", "hey copilot cue stack seven please build it for the dance piece full stop", [C], group="voice")
add("invoke", "V J _ B A N K _ A — load it on the decks before the Lille warm-up set", [V], group="spaces")
add("invoke", "doors in ten, crowd is queuing along the quay, deploy_shwo now pls", [D], group="typo")
add("invoke", "so the Geneva lake stage is rigged and focused, can you run SYNCPOINT now and I'll go grab the "
    "radios from the truck", [SY], allowed=["fact_lx_console"], group="mid_message")
add("invoke", "run your FEEDBACK instruction for the club set trails, the usual way", [F], group="title_words")
add("invoke", "Build KICK1 on the main out, then put GLITCHY straight after the kick1 level", [K, G],
    allowed=[S], group="multi")
add("invoke", "naming rule n1 applies to everything you create for the Lille canopy today, follow it", [N],
    group="lowercase")
add("invoke", "yes, that's fine — go ahead and run LAYOUT2 on the canopy network", [L], group="consent")
add("invoke", "the last act finished and the set is over, BLACKOUT", [BO], group="trailing")

add("invoke", "RENDER_HQ: quay_teaser_v4", [R], group="bare")

# ---------------------------------------------------------------- invoke: French (Lille / Geneva crew)
add("invoke", "Lance KICK1 sur la sortie principale, on teste avec le DJ dans cinq minutes", [K], allowed=[S],
    lang="fr", group="imperative")
add("invoke", "can you LAYOUT2 the /project1/grand_place network? it's a total mess after the Lille rehearsal", [L],
    group="name_as_verb")
add("invoke", "BLACKOUT, c'est la fin du set sur la Grand-Place", [BO], lang="fr", group="end_set")
add("invoke", "Applique la règle ARCHIVE avant de retoucher bloom.tox, puis baisse son seuil à 0.6", [A],
    lang="fr", group="rule")
add("invoke", "il est 23h15 sur le quai au bord du fleuve, le régisseur veut monter le son : applique les quiet hours",
    [Q], lang="fr", group="conditional")
add("invoke", "Non attends, pas RENDER_HQ — charge plutôt VJ_BANK_A sur les decks", [V], allowed=[R], lang="fr",
    group="correction")
add("invoke", "Monte KICK1 en respectant STROBE_SAFE, la façade de la cathédrale de Genève est énorme", [K, S],
    lang="fr", group="multi")

# ---------------------------------------------------------------- invoke: German (Basel programmer in Geneva)
add("invoke", "Bitte DESKMAP_X32 einrichten, das Pult steht schon am FOH in Genf.", [X], lang="de", group="polite")
add("invoke", "wirecomb bitte, das Netzwerk am Seeufer sieht aus wie ein Teller Nudeln", [W], lang="de",
    group="lowercase")
add("invoke", "Mach mal den Zorvex-Look auf den finalen Composite", [Z], lang="de", group="title_words")
add("invoke", "Bevor du die alten Kamera-COMPs löschst: BACKUP_FIRST anwenden, dann weg damit.", [B], lang="de",
    group="rule")
add("invoke", "SYNCPOINT jetzt ausführen, das Lichtpult ist online", [SY], allowed=["fact_lx_console"], lang="de",
    group="imperative")
add("invoke", "Wende ab sofort die Namensregel N1 an und bau damit das neue Laternen-Setup", [N], lang="de",
    group="rule")
add("invoke", "Erst GLITCHY auf den gewählten TOP, danach RENDER_HQ – ich brauch den Clip bis morgen früh", [G, R],
    lang="de", group="multi")

# ---------------------------------------------------------------- invoke: Spanish (Bilbao carnival team)
add("invoke", "Carga VJ_BANK_A en los decks, que ya arranca la comparsa", [V], lang="es", group="imperative")
add("invoke", "¡¡PANIC_BLACK YA!! hay un chaval subido a la carroza", [P], lang="es", group="emergency")
add("invoke", "pon el cue stack 7 para la pieza de danza, porfa", [C], lang="es", group="title_words")
add("invoke", "GLITCHY on whatever TOP I have selected, quick, the Bilbao float is rolling", [G], group="terse")
add("invoke", "Aplica STROBE_SAFE al estrobo de la carroza antes de subirlo a la pantalla", [S],
    allowed=["rcp_strobe_flash"], lang="es", group="rule")
add("invoke", "son las 22:30 en el escenario del río y piden más volumen, así que aplica la regla de las horas "
    "de silencio", [Q], lang="es", group="conditional")
add("invoke", "Ejecuta DEPLOY_SHOW y después SYNCPOINT, abrimos puertas a las 21h en el Arenal", [D, SY], lang="es",
    group="multi")

# ---------------------------------------------------------------- invoke: Portuguese (Porto Alegre carnival team)
add("invoke", "Roda o KICK1 aí, o surdo tá pesado hoje", [K], allowed=[S], lang="pt", group="imperative")
add("invoke", "tidy the Porto Alegre float network with LAYOUT2, it's a bagunça in there", [L], group="trailing")
add("invoke", "manda o RENDER_HQ do desfile, preciso do arquivo amanhã cedinho", [R], lang="pt", group="lowercase")
add("invoke", "acabou o set, valeu galera — BLACKOUT", [BO], lang="pt", group="trailing")
add("invoke", "Segue a regra BACKUP_FIRST e apaga o noise1 e o noise2 do carro alegórico", [B], lang="pt",
    group="rule")
add("invoke", "aplica o zorvex grade no comp final por favor", [Z], lang="pt", group="lowercase")
add("invoke", "Por favor, executa o DESKMAP_X32 — a mesa de som tá no palco 2", [X], lang="pt", group="polite")

# ---------------------------------------------------------------- invoke: Italian (Genoa remote operator)
add("invoke", "Esegui SYNCPOINT, la console luci è pronta", [SY], lang="it", group="imperative")
add("invoke", "Per favore lancia CUE_STACK_7 per lo spettacolo di danza di stasera", [C], lang="it", group="polite")
add("invoke", "PANIC_BLACK subito, c'è un tecnico sul traliccio!!", [P], lang="it", group="emergency")
add("invoke", "Mi fai il wirecomb su /project1/mura? grazie mille", [W], lang="it", group="polite")
add("invoke", "Applica la regola N1 mentre crei i nuovi operatori del mapping", [N], lang="it", group="rule")
add("invoke", "carica VJ_BANK_A e poi fai GLITCHY sul deck_a3", [V, G], lang="it", group="multi")
add("invoke", "no aspetta, non BLACKOUT — PANIC_BLACK, c'è gente sul palco", [P], allowed=[BO], lang="it",
    group="correction")

# ---------------------------------------------------------------- invoke: Japanese (Fukuoka lantern festival)
add("invoke", "KICK1お願いします。メイン出力にかけてください。", [K], allowed=[S], lang="ja", group="polite")
add("invoke", "灯籠のネットワーク、wirecombしといて", [W], lang="ja", group="name_as_verb")
add("invoke", "STROBE_SAFEを適用してから、櫓のストロボを作って", [S], allowed=["rcp_strobe_flash"], lang="ja",
    group="rule")
add("invoke", "22時を過ぎたので、川沿い会場のquiet hoursルールを適用して", [Q], lang="ja", group="conditional")
add("invoke", "ARCHIVEルールに従って lantern.tox を編集して、色を少し暖かくして", [A], lang="ja", group="rule")
add("invoke", "FEEDBACKの指示どおりに、クラブセット用のトレイルを組んで", [F], lang="ja", group="title_words")

# ---------------------------------------------------------------- invoke: Chinese (Xi'an city wall projection)
add("invoke", "请运行 RENDER_HQ，甲方明天就要成片", [R], lang="zh", group="polite")
add("invoke", "用 Zorvex 调色处理一下最终合成", [Z], lang="zh", group="title_words")
add("invoke", "先按 BACKUP_FIRST 备份，然后把 /project1/old_scenes 删掉", [B], lang="zh", group="rule")
add("invoke", "cue_stack_7 搞一下，舞蹈那场要用", [C], lang="zh", group="lowercase")
add("invoke", "先 LAYOUT2 再 wirecomb，这个网络太乱了", [L, W], lang="zh", group="multi")
add("invoke", "紧急！！PANIC_BLACK！！城墙上有人", [P], lang="zh", group="emergency")

# ---------------------------------------------------------------- invoke: Korean (Busan guest crew)
add("invoke", "VJ_BANK_A 불러와 주세요", [V], lang="ko", group="polite")
add("invoke", "SYNCPOINT 실행해줘, 조명 콘솔 연결됐어", [SY], allowed=["fact_lx_console"], lang="ko",
    group="imperative")
add("invoke", "N1 명명 규칙 적용해서 새 연산자들 만들어 줘", [N], lang="ko", group="rule")
add("invoke", "무용 공연용으로 CUE_STACK_7 만들어 주세요", [C], lang="ko", group="polite")
add("invoke", "아카이브 규칙 따라서 bloom.tox 수정해줘, 블러 조금만 올려", [A], lang="ko", group="title_words")
add("invoke", "DESKMAP_X32 하고 KICK1 둘 다 해줘", [X, K], allowed=[S], lang="ko", group="multi")
add("invoke", "KICK1 ㄱㄱ", [K], allowed=[S], lang="ko", group="terse")

# ---------------------------------------------------------------- invoke: Russian (Novosibirsk remote operator)
add("invoke", "Запусти RENDER_HQ, заказчику нужен чистый файл", [R], lang="ru", group="imperative")
add("invoke", "Применяй STROBE_SAFE ко всем вспышкам на фасаде", [S], lang="ru", group="rule")
add("invoke", "Выполни инструкцию FEEDBACK для клубного сета — трейлы как обычно", [F], lang="ru",
    group="title_words")
add("invoke", "сейчас 22:50 на площадке у реки, просят громче — примени quiet hours", [Q], lang="ru",
    group="conditional")
add("invoke", "Следуй правилу ARCHIVE и поправь glow.tox", [A], lang="ru", group="rule")
add("invoke", "Сет закончился, давай BLACKOUT как договаривались", [BO], lang="ru", group="end_set")

# ---------------------------------------------------------------- ask_content
add("ask_content", "which port does SYNCPOINT wait on for /sync/pong?", [SY], group="port")
add("ask_content", "remind me what codec and frame rate RENDER_HQ sets on rec1", [R], group="value")
add("ask_content", "Dans DEPLOY_SHOW, on fait quoi juste avant de passer en mode Perform ?", [D], lang="fr",
    group="order")
add("ask_content", "Welchen Schwellenwert hat der Trigger CHOP in KICK1?", [K], lang="de", group="value")
add("ask_content", "¿Qué dice exactamente la regla ARCHIVE si falta la carpeta?", [A], lang="es", group="content")
add("ask_content", "O fade do BLACKOUT dura quantos segundos mesmo?", [BO], lang="pt", group="value")
add("ask_content", "Che colonne ha la tabella che crea CUE_STACK_7?", [C], lang="it", group="content")
add("ask_content", "DESKMAP_X32って、どのポートで受信するんだっけ？", [X], lang="ja", group="port")
add("ask_content", "PANIC_BLACK 之后要怎么恢复？恢复到多少？", [P], lang="zh", group="value")
add("ask_content", "GLITCHY에서 Displace weight 값이 얼마예요?", [G], lang="ko", group="value")
add("ask_content", "Какую LUT-картинку использует Zorvex grade?", [Z], lang="ru", group="content")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "delete the whole /project1/old_lanterns base, we don't need it anymore", [B], group="delete")
add("bears", "Fais clignoter toute la façade à 8 Hz sur le drop", [S], allowed=["rcp_strobe_flash"], lang="fr",
    group="strobe")
add("bears", "Son las 23:00 en el escenario junto al río: sube el máster de audio 6 dB", [Q], lang="es",
    group="venue_late")
add("bears", "Änder im extern gespeicherten bloom.tox den Blur von 4 auf 6", [A], lang="de", group="external_tox")
add("bears", "新しいNoise TOPとLevel TOPを足して、投影の背景を作って", [N], allowed=["ref_noise_top"], lang="ja",
    group="create")
add("bears", "最后一首歌结束了，这一场收尾吧", [BO], allowed=[P], lang="zh", group="end_set")

# ---------------------------------------------------------------- paraphrase (what a procedure does, no title word)
add("paraphrase", "make the main output pump with every bass-drum hit from the DJ", [K],
    allowed=["ref_audio_analysis", S])
add("paraphrase", "Metti in ordine i nodi: ingressi tutti a sinistra, i Null in fondo prima delle uscite", [L],
    lang="it")
add("paraphrase", "os cabos no editor tão todos cruzados, deixa legível sem mexer em parâmetro nenhum", [W],
    lang="pt")
add("paraphrase", "grandMA랑 타임라인 시간차 맞춰줘, 왕복 시간 재서 절반만큼", [SY], allowed=["fact_lx_console"],
    lang="ko")
add("paraphrase", "音響さんのBehringerのフェーダー32本で、各レイヤーの透明度を動かせるようにしたい", [X],
    allowed=["ref_osc_in_chop"], lang="ja")
add("paraphrase", "Запиши ролик покадрово, не в реальном времени, в HAP Q 1080p60", [R],
    allowed=["ref_movie_file_out", "ref_hap_codecs"], lang="ru")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "Lumen Hall: what's the full output raster across the three projectors?", ["fact_lumen_hall_raster"], group="fact")
add("task", "write me an LED strip mapper for 300 pixels going out over Art-Net", ["rcp_led_strip"],
    group="reference")
add("question", "which universe are our six movers patched on, and what's the start address of the last one?",
    ["fact_dmx_heads"], group="fact")
add("question", "Welchen UDP-Port nutzt stagepad für die Rückmeldung vom Show-PC ans Tablet?", ["fact_stagepad_ports"],
    lang="de", group="fact")
add("question", "¿Por qué la instalación Nebula va a 50 y no a 60 fps?", ["fact_nebula_fps"], lang="es", group="fact")
add("question", "Em que drive e pasta fica a mídia do show lá no PC da galeria?", ["fact_media_drive"], lang="pt", group="fact")
add("question", "what hex colours are in the Aurora launch palette, and can a gradient run orange to navy?",
    ["fact_aurora_palette"], group="fact")
add("question", "GLSL TOPにfloatのuniformを渡すにはどうすればいい？", ["ref_glsl_uniforms"], lang="ja",
    group="reference")
add("question", "怎么用 Feedback TOP 做拖尾效果？", ["ref_feedback_top"], allowed=[F, "rcp_feedback_tunnel"],
    lang="zh", group="common_word")
add("question", "RIG-B 오디오 버퍼 몇 샘플로 쓰기로 했지?", ["fact_audio_buffer"], lang="ko", group="fact")
add("question", "Куда во время шоу пишется лог ошибок?", ["fact_show_log"], lang="ru", group="fact")

# ---------------------------------------------------------------- question / task (built-in knowledge)
add("question", "What's the actual difference between a Parameter Execute DAT and a CHOP Execute DAT?",
    ["td_parameter_execute_dat", "td_chop_execute_dat"], builtin=True, group="builtin_only")
add("question", "Comment garder un dictionnaire Python sur un opérateur pour qu'il survive à la sauvegarde ?",
    ["td_storage"], lang="fr", builtin=True, group="builtin_only")
add("question", "quick one: what do the bypass and lock flags actually do on an operator?", ["td_operator_flags"],
    builtin=True, group="builtin_only")
add("task", "Añádele parámetros personalizados a mi Base COMP del carnaval: un slider de intensidad y un toggle",
    ["td_custom_parameters"], lang="es", builtin=True, group="builtin_only")
add("question", "Differenza tra Select TOP e Out TOP per portare un'immagine fuori da un componente?",
    ["td_select_in_out"], lang="it", builtin=True, group="builtin_only")
add("question", "Como eu uso extensão Python num COMP? nunca fiz", ["td_extensions"],
    allowed=["fact_ext_conventions"], lang="pt", builtin=True, group="builtin_compete")
add("question", "Textportってどうやって開くの？printの出力はどこに出る？", ["td_textport"], lang="ja", builtin=True,
    group="builtin_only")
add("question", "为什么我的 op('lantern_noise') 返回 None？", ["td_op_paths"], allowed=["ref_op_paths"], lang="zh",
    builtin=True, group="builtin_compete")
add("question", "Объясни, как работает pull-модель кукинга: почему оператор не обновляется, если его никто не "
    "смотрит?", ["td_cooking_pull_model"], allowed=["td_troubleshooting_checklist"], lang="ru", builtin=True,
    group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get a Gen 2 Leap Motion controller working with the Leap Motion CHOP?", group="far")
add("unanswerable", "how much does a TouchDesigner Pro licence cost for a festival crew of six?", group="far")
add("unanswerable", "does the Kinect Azure TOP work with an Orbbec Femto Bolt instead?",
    allowed=["ref_kinect_azure"], group="near")
add("unanswerable", "Comment brancher Ableton Link dans TouchDesigner pour suivre le tempo du DJ ?", lang="fr",
    group="far")
add("unanswerable", "how do I pull Spout textures out of Resolume into TD on the Geneva media server?", group="far")
add("unanswerable", "how do I get the Web Render TOP to show a page that needs a login first?", group="far")
add("unanswerable", "Dá pra rodar o TouchDesigner num Mac M3 com duas saídas 4K ao mesmo tempo?", lang="pt",
    group="far")
add("unanswerable", "what settings does the ZED TOP need for depth tracking outdoors at night?", group="far")
add("unanswerable", "Substance TOPで.sbsarのパラメータをアニメーションさせる方法は？", lang="ja", group="far")
add("unanswerable", "TouchDesigner 能接收 DMX 灯具的 RDM 反馈吗？", allowed=["fact_dmx_heads"], lang="zh", group="near")
add("unanswerable", "how would I do a cloth simulation with the Bullet Solver COMP?", group="far")

# ---------------------------------------------------------------- near misses (named, not asked to run)
add("near_miss", "don't run DEPLOY_SHOW yet, the Geneva crew is still focusing the projectors", allowed=[D],
    group="negated")
add("near_miss", "GLITCHY ran fine last night in Lille, zero complaints from the curator", allowed=[G], group="past")
add("near_miss", "RENDER_HQ can wait until tomorrow, once the cut is locked", allowed=[R], group="planning")
add("near_miss", "Priya told me SYNCPOINT timed out twice during soundcheck", allowed=[SY, "fact_lx_console"],
    group="reported")
add("near_miss", "is VJ_BANK_A still loaded on the decks or did someone swap it out?", allowed=[V], group="status")
add("near_miss", "the file's called kick1_backup_v3.toe and I can't remember which folder it went into",
    allowed=[K], group="filename")
add("near_miss", "wirecomb wrecked my layout, half the new nulls ended up in weird places", allowed=[W],
    group="complaint")
add("near_miss", "`if show_state == 'PANIC_BLACK': restore()` — why does this line throw a NameError?", allowed=[P],
    group="code")
add("near_miss", "LAYOUT2 was written back when the Geneva rig only had two projectors", allowed=[L],
    group="history")
add("near_miss", "lol the Lille crew renamed their group chat to PANIC_BLACK after Saturday", allowed=[P],
    group="incidental")
add("near_miss", "Ne lance surtout pas BLACKOUT, il reste encore deux morceaux", allowed=[BO], lang="fr",
    group="negated")
add("near_miss", "Demain matin on fera DESKMAP_X32 avec l'ingé son, pas ce soir", allowed=[X], lang="fr",
    group="planning")
add("near_miss", "PANIC_BLACK haben wir zum Glück noch nie gebraucht", allowed=[P], lang="de", group="history")
add("near_miss", "Die Variable render_hq_done steht immer noch auf False, woran liegt das?", allowed=[R], lang="de",
    group="variable")
add("near_miss", "Der Kollege aus Lille meinte, CUE_STACK_7 sei schon fertig", allowed=[C], lang="de",
    group="reported")
add("near_miss", "No hagas LAYOUT2 ahora, que estoy moviendo nodos a mano", allowed=[L], lang="es", group="negated")
add("near_miss", "¿SYNCPOINT ya terminó o sigue esperando el pong?", allowed=[SY], lang="es", group="status")
add("near_miss", "En Bilbao prefieren wirecomb antes que LAYOUT2 para los parches pequeños, a mí me da igual",
    allowed=[W, L], lang="es", group="comparison")
add("near_miss", "El archivo se llama glitchy_carnaval_final.mov, ¿lo subo ya a la nube?", allowed=[G], lang="es",
    group="filename")
add("near_miss", "O BACKUP_FIRST salvou a gente semana passada, que alívio", allowed=[B], lang="pt", group="past")
add("near_miss", "Se a gente rodasse o KICK1 no telão lateral, será que ficaria bonito?", allowed=[K], lang="pt",
    group="hypothetical")
add("near_miss", "Amanhã o Tiago faz o VJ_BANK_A, hoje não precisa", allowed=[V], lang="pt", group="planning")
add("near_miss", "Non applicare ancora la regola N1, sto solo facendo delle prove", allowed=[N], lang="it",
    group="negated")
add("near_miss", "Il DEPLOY_SHOW di ieri sera è andato liscio", allowed=[D], lang="it", group="past")
add("near_miss", "Scrivo nel log: 'wirecomb eseguito alle 19:30'", allowed=[W], lang="it", group="quoted")
add("near_miss", "昨日のRENDER_HQ、途中で止まってたみたい", allowed=[R], lang="ja", group="complaint")
add("near_miss", "who originally came up with STROBE_SAFE anyway? it was before my time", allowed=[S],
    group="history")
add("near_miss", "明日、新人さんにARCHIVEルールのことを説明する予定です", allowed=[A], lang="ja", group="planning")
add("near_miss", "别运行 GLITCHY，甲方不喜欢那种效果", allowed=[G], lang="zh", group="negated")
add("near_miss", "昨晚 BLACKOUT 之后观众还在鼓掌", allowed=[BO], lang="zh", group="past")
add("near_miss", "my script has a variable deskmap_x32_ok — should it be a bool or a string?", allowed=[X],
    group="variable")
add("near_miss", "quiet hours 규칙 때문에 어제 공연이 너무 조용했어", allowed=[Q], lang="ko", group="complaint")
add("near_miss", "CUE_STACK_7은 다음 주에 만들자", allowed=[C], lang="ko", group="planning")
add("near_miss", "the producer from Busan said we're not using the Zorvex grade this time", allowed=[Z],
    group="reported")
add("near_miss", "Не трогай FEEDBACK-настройки клубного сета, они и так хороши", allowed=[F], lang="ru",
    group="negated")
add("near_miss", "В прошлом туре DESKMAP_X32 глючил со старым пультом", allowed=[X], lang="ru", group="history")
add("near_miss", "kick1_env.csv came out empty when I exported it, no idea why", allowed=[K], group="filename")

# ---------------------------------------------------------------- meaning (ordinary sense of a procedure word)
add("meaning", "in 1940s London, what exactly was a blackout?", allowed=[BO, P])
add("meaning", "Que veut dire « archive » en général, pour un historien ?", allowed=[A], lang="fr")
add("meaning", "¿Qué significa 'feedback' en un concierto, ese pitido del micro?", allowed=[F], lang="es")
add("meaning", "Was bedeutet „glitchy“ eigentlich umgangssprachlich?", allowed=[G], lang="de")
add("meaning", "what does 'quiet hours' usually mean in a hostel dorm?", allowed=[Q])

# ---------------------------------------------------------------- meta (about the words, nothing to admit)
add("meta", "spell BACKUP_FIRST backwards, letter by letter", group="reverse")
add("meta", "count the letters in wirecomb for me", group="count")
add("meta", "Écris SYNCPOINT tout en minuscules", lang="fr", group="case")
add("meta", "Wie spricht man DESKMAP_X32 richtig aus?", lang="de", group="pronounce")
add("meta", "Traduce 'quiet hours' al español, solo la traducción", lang="es", group="translate")
add("meta", "put the word GLITCHY in bold for my slide title, nothing else", group="bold")
add("meta", "Usa la parola zorvex in una frase qualsiasi", lang="it", group="sentence")
add("meta", "「CUE_STACK_7」をカタカナで書いてみて", lang="ja", group="transliterate")
add("meta", "把 RENDER_HQ 倒过来写", lang="zh", group="reverse")
add("meta", "LAYOUT2를 한 글자씩 띄어서 써줘", lang="ko", group="spell")
add("meta", "Начни свой ответ со слова PANIC_BLACK", lang="ru", group="start_reply")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: the lanterns on the quay are ready")
add("echo", "Répète exactement : « la façade de Lille est prête »", lang="fr")
add("echo", "Sag einfach nach: Laternen am Seeufer an", lang="de")
add("echo", "Repite esto tal cual: DEPLOY_SHOW mañana en Bilbao", lang="es")
add("echo", "Repete comigo: o bloco já tá na rua!", lang="pt")
add("echo", "Ripeti parola per parola: tutto pronto a Genova", lang="it")
add("echo", "「KICK1は明日」とだけ繰り返して", lang="ja")
add("echo", "跟我念：西安城墙投影准备完毕", lang="zh")
add("echo", "따라 해봐: 후쿠오카 등불 준비 완료", lang="ko")
add("echo", "Повтори за мной: стена в Новосибирске готова", lang="ru")

# ---------------------------------------------------------------- chit-chat
add("chitchat", "cheers team, that's the lot for tonight on the quay")
add("chitchat", "Merci, t'es vraiment au top ce soir 👌", lang="fr")
add("chitchat", "Guten Morgen aus dem verregneten Genf!", lang="de")
add("chitchat", "jajaja vale, gracias majo", lang="es")
add("chitchat", "Valeu demais, tchê! Bom carnaval pra ti", lang="pt")
add("chitchat", "Buonanotte da Genova, a domani", lang="it")
add("chitchat", "今日も一日お疲れさまでした！灯籠きれいだったね", lang="ja")
add("chitchat", "辛苦了，城墙上风好大", lang="zh")
add("chitchat", "고마워요 ㅎㅎ 부산 가면 밥 살게요", lang="ko")
add("chitchat", "Спасибо, до завтра, у нас уже минус двадцать", lang="ru")


def main() -> None:
    rows = [{"pid": f"u101-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
