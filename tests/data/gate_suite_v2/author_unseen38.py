"""Blind gate suite unseen38, written by the independent evaluator "gateeval38".

Written from corpus.jsonl and src/tdcontext/knowledge/*.md only: no gate code, no other test, no other
prompt file or author script was read. Labels sit next to each prompt.

Personas (they live here only, not in the rows):
- a touring video director giving instructions to a local crew, often in the crew's own language;
- a theatre stage manager calling cues ("standby ... GO", "hold");
- an interactive-installation developer pasting logs, code, file names and checklists;
- an events producer who forwards what the client wants and plans ahead.

About half the prompts are in English, the rest in 14 other languages.
Run it to regenerate prompts_unseen38.jsonl.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen38.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K = "ins_kick1"
L = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
DX = "ins_deskmap_x32"
RH = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
CS = "ins_cue_stack7"
SP = "ins_syncpoint"
AR = "ins_archive_rule"
ZG = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: English
add("invoke", "KICK1 on the main out, crew.", [K], [SS], group="terse")
add("invoke", "Could you please run DESKMAP_X32 on the show PC? The desk was just patched into the switch.",
    [DX], group="polite")
add("invoke", "RENDER_HQ. The client wants the final file in their inbox tonight.", [RH], group="name_first")
add("invoke", "Projectors are warm, the grandMA is on the network, doors in twenty, so now: SYNCPOINT.",
    [SP], group="trailing")
add("invoke", "Okay local crew, once the hazer is off I need one of you to run VJ_BANK_A and read me the file "
    "names it loaded.", [VJ], group="mid_message")
add("invoke", "Apply STROBE_SAFE to the white flash Marco just built for the chorus.", [SS], ["rcp_strobe_flash"],
    group="rule")
add("invoke", "Do the kick-reactive flash procedure on the main output, same as every night.", [K], [SS],
    group="title_words")
add("invoke", "Use the layout macro that arranges the network in columns on /project1/inputs.", [L],
    group="title_words")
add("invoke", "run DEPLY_SHOW now, doors in 15", [DS], group="typo")
add("invoke", "pls do the zorvx grade on the final comp before the sponsor walks in", [ZG], group="typo")
add("invoke", "wirecomb this mess before the local op sees it", [WC], group="name_as_verb")
add("invoke", "G L I T C H Y on the selected TOP", [GL], group="spaces")
add("invoke", "hey copilot cue stack seven go build it for the dance piece please", [CS], group="voice")
add("invoke", "🔴🔴 PANIC_BLACK 🔴🔴", [PB], group="emoji")
add("invoke", "/render_hq --now", [RH], group="slash_command")
add("invoke", "/vj_bank_a --decks a1-a8", [VJ], group="slash_command")
add("invoke", "- [x] projectors on\n- [x] audio line check\n- [ ] DEPLOY_SHOW\n\nDo the unticked item now.", [DS],
    group="checklist")
add("invoke", "[19:42:07] OSC In: /ch/05/mix/fader 0.73\n[19:42:07] OSC In: /ch/06/mix/fader 0.12\n"
    "Values arrive but nothing is mapped yet. Run DESKMAP_X32 so they drive the layers.", [DX], group="log_paste")
add("invoke", "Run LAYOUT2 — no wait, not LAYOUT2, I don't want the columns; do wirecomb instead.", [WC], [L],
    group="correction")
add("invoke", "You asked whether to put the Zorvex grade on before the preview render. Yes, go ahead and do it.",
    [ZG], group="consent")
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the audio chain right now.",
    [QH], group="conditional")
add("invoke", "Last song just ended, that's the set. End-of-set BLACKOUT, please.", [BO], group="end_set")
add("invoke", "panic!! kill the output NOW", [PB], group="emergency")
add("invoke", "Follow naming rule N1 for every operator you create from here on.", [N1], group="rule")
add("invoke", "Apply BACKUP_FIRST to /project1/fx now, then delete the three old blur chains in it.", [BF],
    group="rule")
add("invoke", "Use the ARCHIVE rule on bloom.tox first, then raise its threshold to 0.6.", [AR], group="rule")
add("invoke", "Build the club trails with my FEEDBACK settings, the usual way.", [FB], group="common_word")
add("invoke", "Standby video cue 9, SYNCPOINT with the desk... and cue 9 GO.", [SP], group="cue_call")
add("invoke", "Video cue 14: GLITCHY on cam2's TOP. GO.", [GL], group="cue_call")
add("invoke", "End of act two. Standby end-of-set BLACKOUT... and GO.", [BO], group="cue_call")
add("invoke", "For the local crew: on this tour we tidy every new rig with LAYOUT2 before anyone touches it. "
    "Please do that now.", [L], group="imperative")
add("invoke", "```\nWARNING  14 unused operators in /project1/old\n```\nclean those up: BACKUP_FIRST, then delete them.",
    [BF], group="log_paste")
add("invoke", "Set the trail loop up with my FEEDBACK preferences for tonight's club visuals.", [FB],
    group="common_word")
add("invoke", "When you make the new projector chain, apply rule N1 to it.", [N1], group="rule")
add("invoke", "Archive bloom.tox per the ARCHIVE rule and then swap the blur for a bigger one inside it.", [AR],
    group="rule")
add("invoke", "Time for CUE_STACK_7 on the Tidewater project, the choreographer is waiting.", [CS], group="timed")
# multi (English)
add("invoke", "LAYOUT2 first, then wirecomb, then DEPLOY_SHOW. In that order.", [L, WC, DS], group="multi")
add("invoke", "Run KICK1 and apply STROBE_SAFE to it as you go.", [K, SS], group="multi")
add("invoke", "Pre-doors: SYNCPOINT with the console, then VJ_BANK_A into the decks.", [SP, VJ], group="multi")
add("invoke", "Apply BACKUP_FIRST, delete the old glitch chain, then run GLITCHY on the new camera TOP.", [BF, GL],
    group="multi")
add("invoke", "Do CUE_STACK_7 and then put the Zorvex grade on the dance output.", [CS, ZG], group="multi")

# ---------------------------------------------------------------- invoke: other languages
add("invoke", "Bitte jetzt KICK1 auf dem Hauptausgang bauen.", [K], [SS], lang="de", group="polite")
add("invoke", "LAYOUT2 ausführen und danach die Verbindungen mit wirecomb glätten.", [L, WC], lang="de",
    group="multi")
add("invoke", "Mach zuerst das Backup nach BACKUP_FIRST, dann lösch noise1.", [BF], lang="de", group="rule")
add("invoke", "Den Zorvex-Look auf den finalen Composite, bitte.", [ZG], lang="de", group="title_words")
add("invoke", "Es ist 22:40 an der Flussbühne: wende die Quiet-hours-Regel auf den Audio-Master an.", [QH],
    lang="de", group="conditional")
add("invoke", "Lance DEPLOY_SHOW, on ouvre les portes dans dix minutes.", [DS], lang="fr", group="imperative")
add("invoke", "Applique la règle STROBE_SAFE au flash du refrain, s'il te plaît.", [SS], ["rcp_strobe_flash"],
    lang="fr", group="rule")
add("invoke", "Tu peux charger VJ_BANK_A dans les decks ?", [VJ], lang="fr", group="polite")
add("invoke", "SYNCPOINT avec la console lumière, maintenant.", [SP], lang="fr", group="name_first")
add("invoke", "Non attends, pas tout de suite RENDER_HQ : d'abord le grade Zorvex, ensuite RENDER_HQ.", [ZG, RH],
    lang="fr", group="correction")
add("invoke", "Ejecuta GLITCHY sobre el TOP seleccionado.", [GL], lang="es", group="imperative")
add("invoke", "Por favor, aplica la regla de nombres N1 a todo lo que crees hoy.", [N1], lang="es", group="rule")
add("invoke", "Se acabó el set: BLACKOUT de final de set.", [BO], lang="es", group="end_set")
add("invoke", "Haz el DESKMAP_X32, la mesa ya está en la red.", [DX], lang="es", group="imperative")
add("invoke", "Montad CUE_STACK_7 para la pieza de danza, chicos.", [CS], lang="es", group="imperative")
add("invoke", "Esegui RENDER_HQ della timeline, per favore.", [RH], lang="it", group="polite")
add("invoke", "PANIC_BLACK subito!", [PB], lang="it", group="emergency")
add("invoke", "Prima di toccare glow_main.tox applica la regola ARCHIVE, poi alza il gain.", [AR], lang="it", group="rule")
add("invoke", "Roda o LAYOUT2 nessa rede, por favor.", [L], lang="pt", group="polite")
add("invoke", "Faz o KICK1 no output principal.", [K], [SS], lang="pt", group="imperative")
add("invoke", "Monta os rastros com as minhas configurações FEEDBACK para o set do clube.", [FB], lang="pt",
    group="common_word")
add("invoke", "Voer DESKMAP_X32 uit, de X32 hangt nu aan het netwerk.", [DX], lang="nl", group="imperative")
add("invoke", "Graag wirecomb op dit netwerk, het is één grote spaghetti.", [WC], lang="nl", group="polite")
add("invoke", "開場前に VJ_BANK_A をデッキに読み込んでおいてください。", [VJ], lang="ja", group="polite")
add("invoke", "本番前なので DEPLOY_SHOW を実行して。", [DS], lang="ja", group="imperative")
add("invoke", "選択中のTOPに GLITCHY をかけて。", [GL], lang="ja", group="imperative")
add("invoke", "STROBE_SAFE を守ったうえで KICK1 を組んで。", [SS, K], lang="ja", group="multi")
add("invoke", "请执行 SYNCPOINT，跟灯光台对一下时间。", [SP], lang="zh", group="polite")
add("invoke", "现在运行 CUE_STACK_7。", [CS], lang="zh", group="terse")
add("invoke", "按 BACKUP_FIRST 先备份，然后把没用的算子删掉。", [BF], lang="zh", group="rule")
add("invoke", "给最终画面加上 Zorvex 调色。", [ZG], lang="zh", group="title_words")
add("invoke", "RENDER_HQ 실행해 주세요.", [RH], lang="ko", group="polite")
add("invoke", "세트 끝났어요, 엔딩 BLACKOUT 해 주세요.", [BO], lang="ko", group="end_set")
add("invoke", "Запусти PANIC_BLACK, срочно!", [PB], lang="ru", group="emergency")
add("invoke", "Примени правило N1 к новым операторам.", [N1], lang="ru", group="rule")
add("invoke", "Сейчас 23:05 на площадке у реки, примени правило quiet hours к мастеру звука.", [QH], lang="ru",
    group="conditional")
add("invoke", "Odpal KICK1 na głównym wyjściu.", [K], [SS], lang="pl", group="imperative")
add("invoke", "Zastosuj regułę ARCHIVE do bloom.tox przed edycją, potem zmień blur.", [AR], lang="pl",
    group="rule")
add("invoke", "Kör LAYOUT2 på nätverket, tack.", [L], lang="sv", group="polite")
add("invoke", "Kör wirecomb och sedan DEPLOY_SHOW.", [WC, DS], lang="sv", group="multi")
add("invoke", "Kapılar açılmadan VJ_BANK_A'yı yükler misin?", [VJ], lang="tr", group="polite")
add("invoke", "Postav mi stopy podle mého nastavení FEEDBACK pro klubový set.", [FB], lang="cs",
    group="common_word")
add("invoke", "Udělej DESKMAP_X32, pult je už v síti.", [DX], lang="cs", group="imperative")
add("invoke", "Es ist 23:30 am Fluss — Quiet hours anwenden und dann GLITCHY auf den Kamera-TOP.", [QH, GL],
    lang="de", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "Which OSC address pattern does DESKMAP_X32 filter on?", [DX], group="value")
add("ask_content", "In DEPLOY_SHOW, which step follows the recursive error check in /project1?", [DS], group="order")
add("ask_content", "Remind me: what threshold and release does KICK1 set on its Trigger CHOP?", [K], group="value")
add("ask_content", "What does the quiet hours rule say about the low frequencies?", [QH], group="content")
add("ask_content", "Which IP and port does SYNCPOINT send its ping to?", [SP], group="port")
add("ask_content", "What's the max flash rate STROBE_SAFE permits, in flashes per second?", [SS], group="value")
add("ask_content", "What opacity does the Level TOP get in my FEEDBACK trail settings?", [FB], group="value")
add("ask_content", "Que dit la règle BACKUP_FIRST sur le nom du fichier de sauvegarde ?", [BF], lang="fr",
    group="content")
add("ask_content", "Welche Gamma- und Kontrastwerte nutzt der Zorvex-Grade?", [ZG], lang="de", group="value")
add("ask_content", "¿Cuántos fotogramas graba RENDER_HQ y con qué códec?", [RH], lang="es", group="value")
add("ask_content", "wirecomb はどんなときに Null を挿入するの？", [WC], lang="ja", group="content")

# ---------------------------------------------------------------- bears / paraphrase
add("bears", "Delete the three unused Movie File In TOPs in /project1/media.", [BF], group="delete")
add("bears", "Fammi lampeggiare il bianco a 10 Hz sul rullante.", [SS], ["rcp_strobe_flash"], lang="it",
    group="strobe")
add("bears", "It's 23:40 at the riverside gig and the promoter wants more bass, turn the master up 6 dB.", [QH],
    group="venue_late")
add("bears", "Open the external lowerthird.tox and change its font size to 48.", [AR], ["rcp_lower_third"],
    group="external_tox")
add("bears", "Add a Noise TOP and a Level TOP for the background layer.", [N1], ["ref_noise_top"], group="create")
add("bears", "Pode apagar o container old_scenes inteiro, não precisamos mais dele.", [BF], lang="pt",
    group="delete")
add("paraphrase", "Make the picture pump with the bass drum on the main out, like we had it before.", [K],
    ["ref_audio_analysis"])
add("paraphrase", "Hook the Behringer console's faders into TouchDesigner so they ride the layer opacities.", [DX],
    ["ref_osc_in_chop"])
add("paraphrase", "Put the first batch of eight videos into the left-hand players and push the crossfader to "
    "that side.", [VJ])
add("paraphrase", "Lock our timing to the grandMA before the house opens.", [SP], ["fact_lx_console"])
add("paraphrase", "Donne à l'image finale la signature chromatique du studio.", [ZG], lang="fr")
add("paraphrase", "Untangle the spaghetti so each connection is readable and nothing runs behind a node.", [WC])

# ---------------------------------------------------------------- question / task
add("question", "Which port does the stagepad tablet send its OSC to?", ["fact_stagepad_ports"], group="fact")
add("question", "What raster are we outputting for the Lumen Hall show?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Vilken bildfrekvens kör Nebula i, och varför inte 60?", ["fact_nebula_fps"], lang="sv", group="fact")
add("question", "Wo finde ich nach der Show das Fehlerlog?", ["fact_show_log"], lang="de", group="fact")
add("question", "What's the IP of the grandMA3 on the touring show?", ["fact_lx_console"], group="fact")
add("question", "¿Qué colores de marca usamos en el lanzamiento de Aurora?", ["fact_aurora_palette"], lang="es",
    group="fact")
add("question", "Where does the show media live on the gallery PC?", ["fact_media_drive"], group="fact")
add("question", "What is the Target TOP parameter on the Feedback TOP actually for?", ["ref_feedback_top"], [FB],
    group="common_word")
add("question", "My render is a total blackout, just black frames out of the Render TOP. Why?",
    ["ref_render_pipeline"], [BO, PB], group="common_word")
add("task", "Build spectrum bars from the live audio input for the lobby screen.", ["rcp_spectrum_bars"],
    ["ref_audio_analysis"], group="reference")
add("task", "Map the final output onto a 300-pixel LED strip over Art-Net.", ["rcp_led_strip"], group="reference")
add("question", "Where can I stash a Python dict on a COMP so it's still there after I save and reopen?", ["td_storage"],
    builtin=True, group="builtin_only")
add("question", "What's the keyboard shortcut for the Textport?", ["td_textport"], builtin=True,
    group="builtin_only")
add("task", "Add a custom float slider called Intensity to my Base COMP's parameters.", ["td_custom_parameters"],
    builtin=True, group="builtin_only")
add("question", "Comment faire sortir un TOP d'un composant vers le réseau parent sans câble visible ?",
    ["td_select_in_out"], lang="fr", builtin=True, group="builtin_only")
add("question", "Why does an operator that nothing is viewing stop cooking?", ["td_cooking_pull_model"],
    builtin=True, group="builtin_only")
add("question", "How do I run a Python function when a pulse custom parameter is pressed?",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "What does the Lock flag on an operator actually do?", ["td_operator_flags"], builtin=True,
    group="builtin_only")
add("question", "How do I make file paths relative to the project folder so it opens on the show PC?",
    ["td_paths_and_variables"], builtin=True, group="builtin_only")
add("question", "Why do my feedback trails never fade fully to black with 8-bit pixels?", ["ref_pixel_formats"],
    ["td_resolution_pixel_format", "td_feedback_top", "ref_feedback_top", FB], builtin=True,
    group="builtin_compete")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I read a Leap Motion controller in TouchDesigner?", group="far")
add("unanswerable", "What's the cleanest way to send MIDI clock out to Ableton?", group="near")
add("unanswerable", "Can TouchDesigner play back a Notch block directly?", group="far")
add("unanswerable", "Wie verbinde ich ein Stream Deck mit TouchDesigner?", lang="de", group="far")
add("unanswerable", "Comment piloter une caméra PTZ Panasonic en VISCA depuis TouchDesigner ?", lang="fr",
    group="far")
add("unanswerable", "TouchDesignerからSpoutでResolumeに映像を送るにはどうすればいい？", lang="ja", group="near")
add("unanswerable", "Jak aktywować licencję TouchDesigner Pro na komputerze bez internetu?", lang="pl", group="far")
add("unanswerable", "What arguments does a Script CHOP's onCook callback receive?", group="near")
add("unanswerable", "怎么在 TouchDesigner 里接入 Intel RealSense 深度相机？", lang="zh", group="near")
add("unanswerable", "Hoe laat ik een Web Render TOP een lokaal HTML-bestand tonen?", lang="nl", group="far")
add("unanswerable", "Как настроить Ableton Link в TouchDesigner?", lang="ru", group="far")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run KICK1, I'm building the chain by hand so the new op learns it.", allowed=[K],
    group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file's already on the NAS.", allowed=[RH], group="past")
add("near_miss", "We'll do DEPLOY_SHOW tomorrow at the venue, not today.", allowed=[DS], group="planning")
add("near_miss", "Priya said SYNCPOINT timed out at the last tour stop.", allowed=[SP], group="reported")
add("near_miss", "Qualcuno ha già lanciato VJ_BANK_A su RIG-A?", allowed=[VJ], lang="it", group="status")
add("near_miss", "Hypothetically, if we skipped LAYOUT2 on this rig, would anyone even notice?", allowed=[L],
    group="hypothetical")
add("near_miss", "Is wirecomb slower than LAYOUT2 on really big networks?", allowed=[WC, L], group="comparison")
add("near_miss", "I saved the preset as glitchy_v3.tox in the shared folder.", allowed=[GL], group="filename")
add("near_miss", "Rename the Python variable deskmap_x32_enabled to use_desk in my extension.", allowed=[DX],
    group="variable")
add("near_miss", "`if mode == 'BLACKOUT': fade_out()` — why does this line throw a NameError?", allowed=[BO],
    group="code")
add("near_miss", "The LD's note literally says \"PANIC_BLACK only if the smoke alarm goes\".", allowed=[PB],
    group="quoted")
add("near_miss", "CUE_STACK_7 broke my timer network yesterday, all the segments shifted.", allowed=[CS],
    group="complaint")
add("near_miss", "Who originally came up with the Zorvex grade for the studio?", allowed=[ZG], group="history")
add("near_miss", "The N1 bus to the next venue leaves at 8, so load-out has to be done by 7:30.", allowed=[N1],
    group="incidental")
add("near_miss", "Please don't apply STROBE_SAFE to the pre-show loop, nothing in it flashes.", allowed=[SS],
    group="negated")
add("near_miss", "Did the ARCHIVE copy of bloom.tox end up as number 015?", allowed=[AR], group="status")
add("near_miss", "Run GLITCHY — actually no, forget it, leave the TOP clean.", allowed=[GL], group="vetoed")
add("near_miss", "Standby DEPLOY_SHOW... hold, please hold. We are holding.", allowed=[DS], group="cue_hold")
add("near_miss", "My FEEDBACK settings looked way too smeary on the LED wall last night.", allowed=[FB],
    group="complaint")
add("near_miss", "The client asked me if KICK1 is a drum machine. I told them it's just our name for a patch.",
    allowed=[K], group="reported")
add("near_miss", "Bitte heute KEIN RENDER_HQ, die Timeline ist noch nicht fertig.", allowed=[RH], lang="de",
    group="negated")
add("near_miss", "Le KICK1 a super bien marché hier soir au club.", allowed=[K], lang="fr", group="past")
add("near_miss", "Mañana haremos el CUE_STACK_7 con la coreógrafa.", allowed=[CS], lang="es", group="planning")
add("near_miss", "Il tecnico ha detto che wirecomb gli ha spostato tutti i nodi.", allowed=[WC], lang="it",
    group="reported")
add("near_miss", "DESKMAP_X32 はもう設定済みですか？", allowed=[DX], lang="ja", group="status")
add("near_miss", "先别跑 LAYOUT2，我还在改连线。", allowed=[L], lang="zh", group="negated")
add("near_miss", "O GLITCHY travou meu projeto ontem.", allowed=[GL], lang="pt", group="complaint")
add("near_miss", "Кто вообще придумал правило BACKUP_FIRST?", allowed=[BF], lang="ru", group="history")
add("near_miss", "내일 리허설 때 SYNCPOINT 할 거예요.", allowed=[SP], lang="ko", group="planning")
add("near_miss", "Het bestand heet vj_bank_a_backup.toe en staat op de NAS.", allowed=[VJ], lang="nl",
    group="filename")
add("near_miss", "Gdybyśmy nie mieli PANIC_BLACK, co byśmy robili przy awarii?", allowed=[PB], lang="pl",
    group="hypothetical")
add("near_miss", "På skylten vid bryggan står det \"Quiet hours efter 22:00\".", allowed=[QH], lang="sv",
    group="quoted")
add("near_miss", "Dün gece Zorvex grade çok güzel görünüyordu.", allowed=[ZG], lang="tr", group="past")
add("near_miss", "Nespouštěj DEPLOY_SHOW, ještě zkoušíme.", allowed=[DS], lang="cs", group="negated")
add("near_miss", "Bei mir steht die Variable strobe_safe_max auf 3.", allowed=[SS], lang="de", group="variable")
add("near_miss", "Standby BLACKOUT de final de acto... no, esperen, seguimos con el bis.", allowed=[BO], lang="es",
    group="vetoed")

# ---------------------------------------------------------------- meaning
add("meaning", "In old vaudeville, what was a 'blackout' sketch?", allowed=[BO, PB])
add("meaning", "What does 'archive' mean strictly in library science?", allowed=[AR])
add("meaning", "Where does the word 'glitchy' come from? Electronics slang?", allowed=[GL])
add("meaning", "En psychologie, « feedback » veut dire quoi exactement ?", allowed=[FB], lang="fr")
add("meaning", "What are 'quiet hours' in a hospital?", allowed=[QH])

# ---------------------------------------------------------------- meta
add("meta", "Spell DEPLOY_SHOW backwards.", group="reverse")
add("meta", "SYNCPOINT는 몇 글자예요?", lang="ko", group="count")
add("meta", "Type wirecomb in uppercase letters for me.", group="case")
add("meta", "Translate 'cue stack' into Italian.", group="translate")
add("meta", "Is Zorvex pronounced with a hard Z?", group="pronounce")
add("meta", "Put the word GLITCHY in bold.", group="bold")
add("meta", "Start your reply with KICK1, then just say hi.", group="start_reply")
add("meta", "Usa STROBE_SAFE numa frase sobre um cão.", lang="pt", group="sentence")
add("meta", "Schreib LAYOUT2 bitte komplett klein.", lang="de", group="case")
add("meta", "「BLACKOUT」をカタカナで書いて。", lang="ja", group="convert")
add("meta", "Turn RENDER_HQ into camelCase.", group="convert")
add("meta", "What is `PANIC_BLACK` in ROT13?", group="code")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me, word for word: run DESKMAP_X32 now.")
add("echo", "Répète exactement : « lance BLACKOUT ».", lang="fr")
add("echo", "Sprich mir nach: KICK1 jetzt starten.", lang="de")
add("echo", "Repite esto tal cual: aplica N1.", lang="es")
add("echo", "Просто повтори: «запусти GLITCHY».", lang="ru")
add("echo", "请原样重复这句话：执行 RENDER_HQ。", lang="zh")
add("echo", "「LAYOUT2 を実行」とそのまま繰り返して。", lang="ja")
add("echo", "Ripeti e basta: SYNCPOINT adesso.", lang="it")
add("echo", "Repete comigo: carrega VJ_BANK_A.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks crew, great show tonight")
add("chitchat", "morning! coffee's on the FOH desk")
add("chitchat", "Danke euch, war ein guter Abend.", lang="de")
add("chitchat", "Salut, ça va bien ?", lang="fr")
add("chitchat", "¡Qué buena función la de hoy!", lang="es")
add("chitchat", "今日もお疲れさま、また明日！", lang="ja")
add("chitchat", "Ottimo lavoro stasera, ragazzi.", lang="it")
add("chitchat", "Lekker gewerkt vandaag.", lang="nl")
add("chitchat", "ok cool, ty 👍")


def main() -> None:
    rows = [{"pid": f"u38-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
