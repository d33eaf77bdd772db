"""Hand-written source of prompts_unseen29.jsonl: a blind labelled suite for the admission gate.

Written by the twenty-ninth independent evaluator (helper "gateeval29"). Blind: labels come from
corpus.jsonl and the built-in knowledge files only; the author read neither the gate code nor its
tests, nor any other prompt file or author script, and never ran the gate on these prompts.

Personas (they live here only, never in the data):
- festival crews writing short chat lines in their own language (many languages, phone typing);
- bilingual artists switching language mid-sentence (Spanglish, Franglais, Hinglish, Taglish,
  Denglish, Chinese with English TouchDesigner words);
- a Japanese / Korean stage manager calling cues politely and formally;
- voice dictation by a non-native English speaker (spoken digits, missing punctuation).

Run it to regenerate the file: `python tests/data/gate_suite_v2/author_unseen29.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen29.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# procedure ids
KICK = "ins_kick1"
LAYOUT = "ins_layout2"
STROBE = "ins_strobe_safe"
BACKUP = "ins_backup_first"
DEPLOY = "ins_deploy_show"
VJA = "ins_vj_bank_a"
PANIC = "ins_panic_black"
GLITCHY = "ins_glitchy"
X32 = "ins_deskmap_x32"
RENDER = "ins_render_hq"
N1 = "ins_naming_n1"
FEEDBACK = "ins_feedback_pref"
BLACKOUT = "ins_blackout"
WIRECOMB = "ins_wirecomb"
CUE7 = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# supporting entries that may show up next to an invoked procedure (fine either way)
SUPPORT = {
    KICK: [STROBE, "ref_audio_analysis", "fact_studio_audio", "fact_audio_buffer"],
    LAYOUT: ["ref_null_exports"],
    STROBE: ["rcp_strobe_flash"],
    BACKUP: [],
    DEPLOY: ["ref_perform_window", "fact_win_main", "fact_show_log"],
    VJA: ["web_moviein_preload", "fact_media_drive", "ref_hap_codecs"],
    PANIC: [BLACKOUT, "fact_dmx_heads"],
    GLITCHY: ["ref_noise_top", "ref_glsl_uniforms", "rcp_webcam_glitch"],
    X32: ["ref_osc_in_chop"],
    RENDER: ["ref_movie_file_out", "ref_hap_codecs"],
    N1: [],
    FEEDBACK: ["ref_feedback_top", "rcp_feedback_tunnel", "ref_pixel_formats"],
    BLACKOUT: [PANIC, "fact_show_log"],
    WIRECOMB: ["ref_null_exports"],
    CUE7: ["fact_dance_piece", "ref_timer_chop"],
    SYNC: ["fact_lx_console"],
    ARCHIVE: [BACKUP],
    ZORVEX: [],
    QUIET: ["ref_audio_analysis"],
}


def inv(prompt, procs, lang, group, extra=()):
    """An invocation: every named procedure carried out in full; supporting entries allowed."""
    procs = list(procs)
    allowed = []
    for p in procs:
        for a in SUPPORT[p]:
            if a not in procs and a not in allowed:
                allowed.append(a)
    for a in extra:
        if a not in procs and a not in allowed:
            allowed.append(a)
    add("invoke", prompt, procs, allowed, lang=lang, group=group)


def nm(prompt, procs, lang, group):
    """A near miss: the procedure is named but not asked for; a stub of it is fine."""
    add("near_miss", prompt, (), list(procs), lang=lang, group=group)


# ---------------------------------------------------------------------------------------------
# invoke
# ---------------------------------------------------------------------------------------------
# KICK1
inv("映像部さん、KICK1 スタンバイ……ゴー。よろしくお願いいたします。", [KICK], "ja", "cue_call")
inv("Costruisci il flash reattivo alla cassa sull'uscita principale, come da procedura.", [KICK], "it",
    "title_words")
inv("Kör KICK1 och håll dig till STROBE_SAFE.", [KICK, STROBE], "sv", "multi")
inv("**Tonight's run sheet**\n1. `DESKMAP_X32`\n2. `KICK1`\nrun both now please", [X32, KICK], "en", "multi")
inv("Käivita KICK1 peaväljundil, palun.", [KICK], "et", "polite")

# LAYOUT2
inv("LAYOUT2 sur ce réseau stp", [LAYOUT], "fr", "terse")
inv("layout2 this mess pls", [LAYOUT], "en", "lowercase")
inv("Before soundcheck:\n- [ ] LAYOUT2 on /project1/fx\n- [ ] wirecomb the same network\ntick both off for me",
    [LAYOUT, WIRECOMB], "en", "checklist")
inv("Bro, network ni dah bersepah, tolong buat LAYOUT2 sekejap sebelum DJ sampai.", [LAYOUT], "ms", "mid_message")
inv("No, espera, RENDER_HQ no — haz LAYOUT2 en /project1/fx.", [LAYOUT], "es", "correction", extra=[RENDER])

# STROBE_SAFE
inv("apply STROBE_SAFE to the strobe_main LFO I just made", [STROBE], "en", "rule")
inv("Aplica a regra STROBE_SAFE no flash que o DJ pediu.", [STROBE], "pt", "rule")
inv("Primeni pravilo STROBE_SAFE na novi strob iznad bine.", [STROBE], "sr", "rule")

# BACKUP_FIRST
inv("Zgodnie z BACKUP_FIRST: zrób kopię i usuń stary kontener fx_old.", [BACKUP], "pl", "rule")
inv("BACKUP_FIRST karo, phir purana test network clear kar do", [BACKUP], "hi", "code_switch")
inv("Nejdřív ARCHIVE pro bloom.tox, pak BACKUP_FIRST a smaž fx_old.", [ARCHIVE, BACKUP], "cs", "multi")
inv("Sim, pode fazer o BACKUP_FIRST e apagar o fx_old, está autorizado.", [BACKUP], "pt", "consent")

# DEPLOY_SHOW
inv("D E P L O Y _ S H O W, jetzt bitte", [DEPLOY], "de", "spaces")
inv("/deploy_show --now", [DEPLOY], "en", "slash_command")
inv("Ouverture des portes dans 20 min : DEPLOY_SHOW puis SYNCPOINT.", [DEPLOY, SYNC], "fr", "multi")
inv("its six fifty five doors at seven run deploy show now", [DEPLOY], "en", "voice")
inv("براہ کرم ابھی DEPLOY_SHOW چلا دیں، شو شروع ہونے والا ہے۔", [DEPLOY], "ur", "polite")

# VJ_BANK_A
inv("🎛️ VJ_BANK_A 🎛️ go go go", [VJA], "en", "emoji")
inv("Tolong load VJ_BANK_A ke deck ya, makasih", [VJA], "id", "code_switch")
inv("Erst VJ_BANK_A laden, danach GLITCHY auf den ausgewählten TOP.", [VJA, GLITCHY], "de", "multi")
inv("load vj_bnak_a into the decks", [VJA], "en", "typo")
inv("the decks are empty and the doors are open, VJ_BANK_A", [VJA], "en", "trailing")

# PANIC_BLACK
inv("PANIC_BLACK NOW someone is on the stage", [PANIC], "en", "emergency")
inv("PANIC_BLACK فوراً!", [PANIC], "ar", "emergency")
inv("no wait, not BLACKOUT — PANIC_BLACK, the projector is blinding the front row", [PANIC], "en",
    "correction")
inv("PANIC_BLACK ngay đi, có người ngã trên sân khấu!", [PANIC], "vi", "emergency")
inv("PANIC_BLACK, 즉시 실행하십시오.", [PANIC], "ko", "cue_call")

# GLITCHY
inv("Mets GLITCHY sur le TOP sélectionné, le drop arrive", [GLITCHY], "fr", "code_switch")
inv("run GLTICHY on the selected top", [GLITCHY], "en", "typo")
inv("ช่วยรัน GLITCHY กับ TOP ที่เลือกอยู่หน่อยครับ", [GLITCHY], "th", "polite")
inv("GLITCHY – auf den gerade ausgewählten Noise-TOP, bitte.", [GLITCHY], "de", "name_first")

# DESKMAP_X32
inv("deskmap x thirty two please we need the faders up", [X32], "en", "voice")
inv("Futtasd a DESKMAP_X32-t, megjött a keverőpult.", [X32], "hu", "imperative")
inv("DESKMAP_X32 nyt, kiitos.", [X32], "fi", "terse")
inv("OSC In CHOP x32_in: no messages on port 10023 (12:04:51)\n"
    "OSC In CHOP x32_in: no messages on port 10023 (12:04:52)\n"
    "Am repornit pupitrul. Rulează din nou DESKMAP_X32, te rog.", [X32], "ro", "log_paste")

# RENDER_HQ
inv("Mach mal RENDER_HQ vom Opening, der Client will ein File", [RENDER], "de", "code_switch")
inv("Tafadhali endesha RENDER_HQ sasa.", [RENDER], "sw", "polite")
inv("Zorvex grade on the final comp first, then RENDER_HQ", [ZORVEX, RENDER], "en", "multi")
inv("Spusti RENDER_HQ, prosím, klient čaká na súbor.", [RENDER], "sk", "polite")

# Naming rule N1
inv("Følg navngivningsregel N1, når du laver de nye operatorer til lyset.", [N1], "da", "rule")
inv("Monta CUE_STACK_7 y nombra todo según la regla N1.", [CUE7, N1], "es", "multi")
inv("תפעיל את כלל N1 ותשנה את השמות של האופרטורים החדשים שיצרת.", [N1], "he", "rule")
inv("naye operators banao toh N1 naming rule follow karna, abhi se", [N1], "hi", "code_switch")

# FEEDBACK (my trail settings)
inv("Monta os trails do clube do meu jeito, com as minhas configurações de FEEDBACK.", [FEEDBACK], "pt",
    "common_word")
inv("클럽 세트용 트레일, 제 FEEDBACK 설정대로 만들어 주세요.", [FEEDBACK], "ko", "polite")
inv("Gawin mo na yung trails for the club set, yung FEEDBACK settings ko ha", [FEEDBACK], "tl", "code_switch")
inv("🌀 FEEDBACK trails for the club set, my settings 🌀", [FEEDBACK], "en", "emoji")

# BLACKOUT
inv("that was the last track. BLACKOUT", [BLACKOUT], "en", "end_set")
inv("本日の公演はすべて終了いたしました。BLACKOUT をお願いいたします。", [BLACKOUT], "ja", "end_set")
inv("S'ha acabat el set: fes BLACKOUT i després wirecomb a la xarxa per a demà.", [BLACKOUT, WIRECOMB], "ca",
    "multi")
inv("Kraj seta, BLACKOUT molim.", [BLACKOUT], "hr", "end_set")

# wirecomb
inv("wirecomb pls, i can't read anything in here", [WIRECOMB], "en", "lowercase")
inv("do a wirecmob on /project1 please", [WIRECOMB], "en", "typo")
inv("Kjør wirecomb på nettverket, takk.", [WIRECOMB], "no", "polite")

# CUE_STACK_7
inv("무용 작품 리허설 시작하겠습니다. CUE_STACK_7 구성해 주십시오.", [CUE7], "ko", "cue_call")
inv("cue stack seven please for the dance piece", [CUE7], "en", "voice")
inv("CUE_STACK_7 বানিয়ে দাও, প্লিজ।", [CUE7], "bn", "polite")
inv("Paleisk CUE_STACK_7, prašau.", [CUE7], "lt", "polite")

# SYNCPOINT
inv("the grandMA is answering pings now, so go ahead with SYNCPOINT", [SYNC], "en", "conditional")
inv("照明卓との同期のため、SYNCPOINT を実行してください。", [SYNC], "ja", "polite")
inv("SYNCPOINT 🙏", [SYNC], "en", "bare")
inv("Allora, visto che Priya è pronta, lancia pure SYNCPOINT e poi dimmi il round trip.", [SYNC], "it",
    "mid_message")

# ARCHIVE
inv("follow the ARCHIVE rule and bump the threshold inside bloom.tox to 0.7", [ARCHIVE], "en", "rule")
inv("Applique la règle ARCHIVE avant de toucher au composant externe lens.tox, puis monte le flou à 4.",
    [ARCHIVE], "fr", "rule")
inv("按 ARCHIVE 规则先存一份，再把 bloom.tox 里的 blur size 改成 3", [ARCHIVE], "zh", "code_switch")

# Zorvex
inv("Leg den Zorvex-Look auf den finalen Composite.", [ZORVEX], "de", "title_words")
inv("لطفاً Zorvex grade رو روی خروجی نهایی اعمال کن.", [ZORVEX], "fa", "code_switch")
inv("/zorvex on the final comp", [ZORVEX], "en", "slash_command")
inv("Q15、Zorvex グレード、スタンバイ……ゴー。", [ZORVEX], "ja", "cue_call")

# Quiet hours
inv("it's 23:10 at the riverside, so apply the quiet hours rule to the master before anything else", [QUIET],
    "en", "conditional")
inv("Il est 22h15 à la riverside venue : applique la règle Quiet hours au master audio.", [QUIET], "fr",
    "code_switch")
inv("```\n[show.log 22:14:02] WARNING audio_out: master at -8 dBFS\n```\n"
    "we're past 22:00 at the riverside venue, apply quiet hours", [QUIET], "en", "log_paste")
inv("现在 22:05，在 riverside 那边，按 quiet hours 规则把 master 压下来。", [QUIET], "zh", "timed")

# ---------------------------------------------------------------------------------------------
# ask_content: what a procedure says (full)
# ---------------------------------------------------------------------------------------------
add("ask_content", "what port does SYNCPOINT wait on for the /sync/pong reply?", [SYNC], ["fact_lx_console"],
    group="port")
add("ask_content", "Welche Schritte hat DEPLOY_SHOW, und in welcher Reihenfolge?", [DEPLOY], lang="de",
    group="order")
add("ask_content", "KICK1 のトリガーのしきい値はいくつに設定されていますか？", [KICK], lang="ja", group="value")
add("ask_content", "¿Con qué códec y a cuántos fps graba RENDER_HQ?", [RENDER], lang="es", group="value")
add("ask_content", "Combien de flashs par seconde STROBE_SAFE autorise-t-il au maximum ?", [STROBE], lang="fr",
    group="value")
add("ask_content", "Che gamma e che contrasto usa la Zorvex grade?", [ZORVEX], lang="it", group="value")
add("ask_content", "De quanto em quanto tempo o DESKMAP_X32 manda o /xremote?", [X32], lang="pt", group="value")
add("ask_content", "CUE_STACK_7 테이블에는 어떤 열들이 들어가나요?", [CUE7], lang="ko", group="content")
add("ask_content", "Какой предел в dBFS задаёт правило Quiet hours после 22:00?", [QUIET], lang="ru",
    group="value")
add("ask_content", "where does BACKUP_FIRST put the backup .tox and how is the file named?", [BACKUP],
    group="content")
add("ask_content", "wirecomb 在什么情况下会插入 Null？", [WIRECOMB], lang="zh", group="content")

# ---------------------------------------------------------------------------------------------
# bears: a stored rule applies, not named (stub is right)
# ---------------------------------------------------------------------------------------------
add("bears", "delete noise1 and level3, nothing uses them anymore", [BACKUP], group="delete")
add("bears", "Borra todo lo que hay en /project1/pruebas, dale, adelante.", [BACKUP], lang="es", group="consent")
add("bears", "Lass den weißen Blitz zehnmal pro Sekunde auf den Beat flackern.", [STROBE], ["rcp_strobe_flash"],
    lang="de", group="strobe")
add("bears", "it's 22:45 at the riverside venue and the promoter wants more bass, push the master up 6 dB",
    [QUIET], group="venue_late")
add("bears", "Change la couleur du glow dans le composant externe glow.tox.", [ARCHIVE], lang="fr",
    group="external_tox")
add("bears", "背景用に Noise TOP と Level TOP を新しく作ってください。", [N1], ["ref_noise_top"], lang="ja",
    group="create")

# ---------------------------------------------------------------------------------------------
# paraphrase: asks for what a procedure does, no content word of its title or name
# ---------------------------------------------------------------------------------------------
add("paraphrase", "the patch is a spaghetti of crossing lines, make the connections readable but don't touch "
    "any parameters", [WIRECOMB])
add("paraphrase", "Exportiere das ganze Stück Bild für Bild als makellose Datei, ohne einen einzigen Frame-Drop.",
    [RENDER], ["ref_movie_file_out"], lang="de")
add("paraphrase", "Ponle a la imagen final nuestro tinte de estudio de siempre.", [ZORVEX], lang="es")
add("paraphrase", "get the Behringer console's channel sliders into TD so they drive the layer opacities", [X32],
    ["ref_osc_in_chop"])
add("paraphrase", "Range mes opérateurs : les entrées tout à gauche, le traitement dans l'ordre du signal, "
    "les Nulls juste avant les sorties.", [LAYOUT], lang="fr")
add("paraphrase", "振付の12個の場面転換をタイマーで順番に回す表を作ってください。", [CUE7],
    ["fact_dance_piece", "ref_timer_chop"], lang="ja")

# ---------------------------------------------------------------------------------------------
# question / task: facts and references
# ---------------------------------------------------------------------------------------------
add("question", "what IP is the grandMA on, and which universes does it send?", ["fact_lx_console"],
    group="fact")
add("question", "Mit wie vielen FPS läuft die Nebula-Installation?", ["fact_nebula_fps"], lang="de",
    group="fact")
add("question", "¿Qué resolución total tiene el raster de Lumen Hall?", ["fact_lumen_hall_raster"], lang="es",
    group="fact")
add("question", "stagepad はどのポートに OSC を送っていますか？", ["fact_stagepad_ports"], ["ref_osc_in_chop"],
    lang="ja", group="fact")
add("question", "Où se trouve le log d'erreurs pendant le show ?", ["fact_show_log"], lang="fr", group="fact")
add("question", "Per il lancio Aurora quali codici colore del cliente posso usare sullo schermo principale?", ["fact_aurora_palette"], lang="it",
    group="fact")
add("question", "Em que endereço DMX começam as moving heads?", ["fact_dmx_heads"], lang="pt", group="fact")
add("question", "RIG-B 的 audio buffer 设成多少？", ["fact_audio_buffer"], ["fact_rig_b"], lang="zh",
    group="fact")
add("task", "my op('bg_noise') returns None and then I get NoneType has no attribute, help me fix it",
    ["ref_op_paths"], group="reference")
add("question", "HAP of H.264 voor acht clips tegelijk in 4K?", ["ref_hap_codecs"], ["ref_movie_file_out"],
    lang="nl", group="reference")
add("question", "how do I make trails with a Feedback TOP, and what goes in its Target TOP?", ["ref_feedback_top"],
    [FEEDBACK, "rcp_feedback_tunnel", "ref_pixel_formats"], group="common_word")
# with the built-in knowledge indexed
add("question", "DAT Execute DAT vs Execute DAT, which one fires when a table row changes and which on project start?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "Wie speichere ich einen Python-Wert direkt auf einem Operator, sodass er das Speichern der "
    ".toe übersteht?", ["td_storage"], lang="de", builtin=True, group="builtin_only")
add("question", "Quelle différence entre le flag bypass et le flag lock ?", ["td_operator_flags"], lang="fr",
    builtin=True, group="builtin_only")
add("task", "Parameter Execute DAT でカスタムパラメータのパルスボタンに反応させる方法を教えてください。",
    ["td_parameter_execute_dat"], ["td_custom_parameters"], lang="ja", builtin=True, group="builtin_only")
add("question", "Select TOP로 다른 컴포넌트 안의 이미지를 가져오려면 어떻게 하나요?", ["td_select_in_out"],
    lang="ko", builtin=True, group="builtin_only")
add("question", "Чем экспорт CHOP отличается от ссылки на канал через выражение?", ["td_chop_exports_references"],
    ["ref_null_exports", "td_parameter_modes"], lang="ru", builtin=True, group="builtin_only")
add("question", "Textport में print का output कहाँ दिखता है और उसे कैसे खोलूँ?", ["td_textport"],
    ["fact_show_log"], lang="hi", builtin=True, group="builtin_only")
add("question", "¿Cómo encuentro qué operador se está comiendo el frame? ¿Con el Performance Monitor?",
    ["ref_perf_monitor"], ["td_performance_monitor", "td_bottlenecks_optimization"], lang="es", builtin=True,
    group="builtin_compete")
add("task", "Como crio um Replicator COMP que faça um botão por linha de uma tabela?", ["ref_replicator"],
    ["td_replicator_comp", "td_panel_ui_components"], lang="pt", builtin=True, group="builtin_compete")

# ---------------------------------------------------------------------------------------------
# unanswerable: plausible TouchDesigner questions the corpus cannot answer
# ---------------------------------------------------------------------------------------------
add("unanswerable", "How do I get Leap Motion hand tracking into TouchDesigner?", group="far")
add("unanswerable", "Wie synchronisiere ich TouchDesigner per Ableton Link mit dem Tempo vom DJ?", lang="de",
    group="far")
add("unanswerable", "Comment faire du mapping sur une maquette avec Kantan Mapper ?", lang="fr", group="far")
add("unanswerable", "¿Cuánto cuesta la licencia Commercial de TouchDesigner al año?", lang="es", group="far")
add("unanswerable", "TouchDesigner から Spout で Resolume に映像を送るにはどうすればいいですか？", lang="ja",
    group="far")
add("unanswerable", "Come mappo i LED dell'Akai APC40 dal MIDI Out di TouchDesigner?", lang="it", group="near")
add("unanswerable", "TouchDesigner 里怎么接 Stable Diffusion 实时生成画面？", lang="zh", group="far")
add("unanswerable", "ZED 카메라 깊이 데이터를 TouchDesigner로 받으려면 어떻게 하나요?", lang="ko", group="near")
add("unanswerable", "Dá para rodar um projeto TouchDesigner num Raspberry Pi?", lang="pt", group="far")
add("unanswerable", "Hur gör jag text-till-tal direkt i TouchDesigner?", lang="sv", group="far")
add("unanswerable", "TouchDesigner'da Notch bloklarını nasıl çalıştırırım?", lang="tr", group="far")

# ---------------------------------------------------------------------------------------------
# near_miss: names a procedure without asking for it
# ---------------------------------------------------------------------------------------------
nm("don't run PANIC_BLACK, the flicker on screen is part of the piece", [PANIC], "en", "negated")
nm("KICK1 ran fine last night at the warehouse, the kick looked great", [KICK], "en", "past")
nm("Morgen früh machen wir DEPLOY_SHOW, heute nicht mehr.", [DEPLOY], "de", "planning")
nm("Le régisseur m'a dit qu'il avait déjà lancé SYNCPOINT tout à l'heure.", [SYNC], "fr", "reported")
nm("¿RENDER_HQ ya terminó o sigue grabando?", [RENDER], "es", "status")
nm("演出家の判断で、今夜は Zorvex のグレードは使わないことになりました。", [ZORVEX], "ja", "veto")
nm("제가 나중에 직접 LAYOUT2 돌려도 괜찮을까요?", [LAYOUT], "ko", "permission")
nm("Se avessimo più tempo farei wirecomb su tutto il progetto, ma adesso no.", [WIRECOMB], "it", "hypothetical")
nm("O GLITCHY de ontem travou a minha rede toda.", [GLITCHY], "pt", "complaint")
nm("В прошлом туре мы вообще не пользовались VJ_BANK_A.", [VJA], "ru", "history")
nm("backup_first_notes.txt 这个文件名会不会太长？", [BACKUP], "zh", "filename")
nm("rename the python variable cue_stack_7_rows to rows in my parser script", [CUE7], "en", "variable")
nm("```python\nif mode == 'BLACKOUT':\n    fade_out()\n```\nis this if statement written correctly?", [BLACKOUT],
   "en", "code")
nm("the client's email literally says \"no GLITCHY stuff on the logo\". noted.", [GLITCHY], "en", "quoted")
nm("Kein BLACKOUT nach diesem Song, es kommt noch eine Zugabe.", [BLACKOUT], "de", "negated")
nm("DESKMAP_X32 heeft gisteren prima gewerkt in de kleine zaal.", [X32], "nl", "past")
nm("Jutro o 10:00 zrobimy RENDER_HQ całego teledysku.", [RENDER], "pl", "planning")
nm("Teknikern sa att någon körde wirecomb i natt.", [WIRECOMB], "sv", "reported")
nm("KICK1 hâlâ açık mı, yoksa kapattın mı?", [KICK], "tr", "status")
nm("لا تشغّل DEPLOY_SHOW الآن، ما زلنا نجرّب.", [DEPLOY], "ar", "negated")
nm("kal raat VJ_BANK_A load karne mein bahut time laga tha", [VJA], "hi", "past")
nm("Franchement le LAYOUT2 d'hier a tout décalé dans mon network, c'est relou.", [LAYOUT], "fr", "complaint")
nm("SYNCPOINT nos salvó el show en Bogotá, qué maravilla.", [SYNC], "es", "past")
nm("BLACKOUT と PANIC_BLACK は名前が似ていて、少し紛らわしいですね。", [BLACKOUT, PANIC], "ja", "comparison")
nm("리허설 끝날 때까지 PANIC_BLACK은 절대 누르지 마세요.", [PANIC], "ko", "negated")
nm("Tối qua CUE_STACK_7 chạy ổn, không có lỗi gì.", [CUE7], "vi", "past")
nm("Minggu depan kita coba Zorvex grade di venue yang baru.", [ZORVEX], "id", "planning")
nm("Продюсер каже, що правило ARCHIVE його страшенно дратує.", [ARCHIVE], "uk", "reported")
nm("Pravidlo quiet hours vzniklo loni v létě po stížnosti sousedů.", [QUIET], "cs", "history")
nm("Μην βάλεις GLITCHY στο λογότυπο, ο πελάτης το απαγόρευσε.", [GLITCHY], "el", "negated")
nm("A holnapi próbán majd a BACKUP_FIRST szerint takarítunk.", [BACKUP], "hu", "planning")
nm("Tuottaja kielsi: ei RENDER_HQ:ta tänään, kone tarvitaan livenä.", [RENDER], "fi", "veto")
nm("Sabi ni Priya, wag daw muna mag-SYNCPOINT kasi nagre-reboot yung console.", [SYNC], "tl", "reported")
nm("Regula N1 a apărut după ce am pierdut o zi întreagă căutând noise7.", [N1], "ro", "history")
nm("I renamed zorvex_grade_old.tox to zorvex_grade_v1.tox, hope nobody minds", [ZORVEX], "en", "filename")
nm("my cat is literally called Wirecomb now, the crew thinks it's hilarious", [WIRECOMB], "en", "incidental")
nm("明天 load-in 之后再跑 DEPLOY_SHOW，今天先别动。", [DEPLOY], "zh", "planning")
nm("舞台監督が「KICK1 は二曲目から」とおっしゃっていました。", [KICK], "ja", "reported")
nm("did STROBE_SAFE get applied to that LFO last week or not?", [STROBE], "en", "status")
nm("Nemoj sada pokretati CUE_STACK_7, plesači još nisu spremni.", [CUE7], "hr", "negated")
nm("Is it ok if I run DESKMAP_X32 myself tomorrow morning?", [X32], "en", "permission")

# ---------------------------------------------------------------------------------------------
# meaning: the ordinary meaning of a word that is also a procedure name
# ---------------------------------------------------------------------------------------------
add("meaning", "where does the word 'blackout' come from historically, the wartime air-raid sense?", (),
    [BLACKOUT, PANIC])
add("meaning", "Que veut dire « feedback » en pédagogie, au sens d'un retour sur un devoir ?", (), [FEEDBACK],
    lang="fr")
add("meaning", "Was bedeutet das Wort „Archiv“ eigentlich im Bibliothekswesen?", (), [ARCHIVE], lang="de")
add("meaning", "¿Qué significa 'glitchy' en inglés coloquial, por ejemplo hablando de un móvil?", (), [GLITCHY],
    lang="es")
add("meaning", "英語の「quiet hours」は、学生寮ではどういう意味ですか？", (), [QUIET], lang="ja")

# ---------------------------------------------------------------------------------------------
# meta: spell / translate / count / case / bold / start with ...
# ---------------------------------------------------------------------------------------------
add("meta", "spell out DESKMAP_X32 one character per line")
add("meta", "Wie schreibt man SYNCPOINT rückwärts?", lang="de")
add("meta", "Traduis « wirecomb » en français, juste le mot.", lang="fr")
add("meta", "¿Cuántas letras tiene VJ_BANK_A sin contar los guiones bajos?", lang="es")
add("meta", "「GLITCHY」をカタカナで書いてください。", lang="ja")
add("meta", "Напиши слово PANIC_BLACK строчными буквами.", lang="ru")
add("meta", "Scrivi RENDER_HQ in grassetto e basta.", lang="it")
add("meta", "Zorvex 这个词用中文怎么念？", lang="zh")
add("meta", "Começa a tua resposta com a palavra KICK1.", lang="pt")
add("meta", "LAYOUT2라는 단어를 넣어서 예문 하나만 만들어 주세요.", lang="ko")
add("meta", "is CUE_STACK_7 written with underscores or hyphens? just the spelling")
add("meta", "Hoe spreek je BACKUP_FIRST uit?", lang="nl")

# ---------------------------------------------------------------------------------------------
# echo: repeat-back requests
# ---------------------------------------------------------------------------------------------
add("echo", "Repeat after me: run BLACKOUT now.")
add("echo", "Répète exactement : « lance DEPLOY_SHOW ».", lang="fr")
add("echo", "Sag genau das nach: KICK1 starten.", lang="de")
add("echo", "Repite esta frase tal cual: 'ejecuta GLITCHY'.", lang="es")
add("echo", "Повтори за мной: «запусти SYNCPOINT».", lang="ru")
add("echo", "请原样重复这句话：运行 RENDER_HQ。", lang="zh")
add("echo", "次の文をそのまま繰り返してください：「wirecomb を実行して」", lang="ja")
add("echo", "Ripeti parola per parola: 'carica VJ_BANK_A'.", lang="it")
add("echo", "Repete só isto: 'faz PANIC_BLACK'.", lang="pt")
add("echo", "따라 말해 보세요: 'Zorvex 적용해'.", lang="ko")

# ---------------------------------------------------------------------------------------------
# chitchat
# ---------------------------------------------------------------------------------------------
add("chitchat", "cheers crew, great show tonight")
add("chitchat", "¡Buenas! ¿Qué tal todo por ahí?", lang="es")
add("chitchat", "Merci l'équipe, c'était top, à demain !", lang="fr")
add("chitchat", "Feierabend, gute Nacht zusammen", lang="de")
add("chitchat", "お疲れ様でした。", lang="ja")
add("chitchat", "Valeu, tamo junto!", lang="pt")
add("chitchat", "감사합니다, 수고하셨습니다.", lang="ko")
add("chitchat", "Günaydın, kahve var mı?", lang="tr")
add("chitchat", "Asante sana, tutaonana kesho.", lang="sw")


def main() -> None:
    rows = [{"pid": f"u29-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
