"""Blind gate suite unseen22, hand-written by independent evaluator "gateeval22".

Written from corpus.jsonl, the built-in knowledge files and the data test only: the author read neither the
gate code nor its tests, nor any other prompt file or author script, and never ran the gate on these prompts.
Labels sit next to each prompt. Running this script writes prompts_unseen22.jsonl next to it.

Personas (kept here only, never in the prompts' labels):
  DIRECTOR  a touring video director: long messages mixing instructions, stories about last night's show
            and complaints
  JUNIOR    a junior operator: asks permission ("should I run X?", "is it ok if I ..."), reports what
            others said
  SM        a stage manager calling cues ("standby ...", "... GO")
  DEV       a developer writing agent-style task lists, checklists, pasted logs
  CREW      crew members writing in their own languages
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen22.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# the 19 stored procedures and rules
K = "ins_kick1"
L2 = "ins_layout2"
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

# ---------------------------------------------------------------- invoke (carry the procedure out)
# KICK1 (KICK1 must respect STROBE_SAFE, so the rule may show too)
add("invoke", "Last night in Lyon the kick flash was dead the whole set because the DJ ran his mixer way too "
              "hot, the promoter stared at me for an hour and I still have a headache. Anyway, tonight I want it "
              "back: run KICK1 on the main output before doors and keep the gain sane.", [K], [SS],
    group="mid_message")  # DIRECTOR
add("invoke", "Bitte KICK1 auf den Hauptausgang legen, die Bassdrum soll wieder blitzen.", [K], [SS], lang="de",
    group="polite")
add("invoke", "KICK1 を実行して、メイン出力にキックのフラッシュを入れてください。", [K], [SS], lang="ja",
    group="polite")
add("invoke", "/kick1 --target /project1/out1", [K], [SS], group="slash_command")  # DEV

# LAYOUT2
add("invoke", "L A Y O U T 2 on /project1/show please, the intern made it messy", [L2], group="spaces")
add("invoke", "Lance LAYOUT2 sur ce réseau, je n'y vois plus rien.", [L2], lang="fr", group="imperative")
add("invoke", "Use the arrange-a-network-in-columns macro on /project1/fx now.", [L2], group="title_words")
add("invoke", "no wait, not wirecomb — do LAYOUT2 on this one", [L2], [WC], group="correction")

# STROBE_SAFE (invoking a rule: apply / enforce it now)
add("invoke", "Aplica la regla STROBE_SAFE a todas las salidas ahora, por favor.", [SS], lang="es", group="rule")
add("invoke", "Enforce the never-more-than-3-flashes-per-second rule on all the beat cuts right now.", [SS],
    group="title_words")
add("invoke", "STROBE_SAEF check on all outputs now pls", [SS], group="typo")

# BACKUP_FIRST
add("invoke", "Yes — go ahead with BACKUP_FIRST on /project1/post.", [BF], group="consent")
add("invoke", "Zrób BACKUP_FIRST dla /project1/post, zanim cokolwiek usuniesz.", [BF], lang="pl",
    group="imperative")
add("invoke", "run backup underscore first on post comma then delete noise three", [BF], group="voice")

# DEPLOY_SHOW
add("invoke", "DEPLOY_SHOW now, doors in 20.", [DS], group="terse")
add("invoke", "It's 19:40 and the house is open, so DEPLOY_SHOW please.", [DS], group="conditional")
add("invoke", "Voer DEPLOY_SHOW uit, de zaal gaat zo open.", [DS], lang="nl", group="imperative")
add("invoke", "The technical director told me to tell you: run DEPLOY_SHOW now. So could you please do that?",
    [DS], group="relayed")  # JUNIOR
add("invoke", "🚀🚀 DEPLOY_SHOW for the Lumen Hall opening 🚀🚀", [DS], group="emoji")

# VJ_BANK_A
add("invoke", "Carica VJ_BANK_A nei deck, grazie.", [VJ], lang="it", group="polite")
add("invoke", "In two minutes, at the break, load VJ_BANK_A.", [VJ], group="timed")
add("invoke", "the crowd is warming up, lights are low, everything's ready — VJ_BANK_A", [VJ],
    group="trailing")
add("invoke", "请把 VJ_BANK_A 加载到 A 组的 deck 里。", [VJ], lang="zh", group="polite")

# PANIC_BLACK
add("invoke", "PANIC_BLACK NOW, someone is on the truss", [PB], group="emergency")
add("invoke", "Standby PANIC_BLACK... PANIC_BLACK, GO!", [PB], group="cue_call")  # SM
add("invoke", "PANIC_BLACK, срочно! Кто-то вышел на сцену.", [PB], lang="ru", group="emergency")
add("invoke", "지금 바로 PANIC_BLACK 실행해 주세요!", [PB], lang="ko", group="emergency")
add("invoke", "Hemen PANIC_BLACK yap, sahnede bir sorun var!", [PB], lang="tr", group="emergency")

# GLITCHY
add("invoke", "glitchy the camera feed, quick", [GL], group="name_as_verb")
add("invoke", "Aplica o GLITCHY no TOP selecionado, por favor.", [GL], lang="pt", group="polite")
add("invoke", "```\nWARNING /project1/cam_in: input resolution 1280x720 does not match 1920x1080\n```\n"
              "that warning is expected, ignore it. now run GLITCHY on cam_in", [GL], group="log_paste")  # DEV

# DESKMAP_X32
add("invoke", "Map the desk with DESKMAP_X32, the FOH engineer is ready for us.", [DX], group="imperative")
add("invoke", "Kör DESKMAP_X32, mixerbordet är inkopplat nu.", [DX], lang="sv", group="imperative")
add("invoke", "DESKMAP_X32 — go, the desk is on the network.", [DX], group="name_first")
add("invoke", "deskmap x32 please, the desk is patched into switch port 4", [DX], group="spaces")

# RENDER_HQ
add("invoke", "RENDER_HQ でオフライン書き出しをお願いします。", [RH], lang="ja", group="polite")
add("invoke", "Do the offline high-quality recording preset for the teaser.", [RH], group="title_words")
add("invoke", "Spusť RENDER_HQ, potřebuju čistý export pro klienta.", [RH], lang="cs", group="imperative")

# Naming rule N1
add("invoke", "Apply naming rule N1 to the operators you just made.", [N1], group="rule")
add("invoke", "Applique la règle de nommage N1 à tous les nouveaux opérateurs.", [N1], lang="fr", group="rule")
add("invoke", "Застосуй правило N1 до всіх нових операторів у цій мережі.", [N1], lang="uk", group="rule")
add("invoke", "Build the lower third for me and follow naming rule N1 while you do it.", [N1],
    ["rcp_lower_third"], group="mid_message")

# FEEDBACK: my trail settings for the club visuals (no name, common-word title)
add("invoke", "Build my club trails with my FEEDBACK trail settings, the usual way.", [FB], ["ref_feedback_top"],
    group="title_words")
add("invoke", "Trails for the club set please — my way, like always.", [FB], ["ref_feedback_top"],
    group="common_word")
add("invoke", "Bau mir die Trails fürs Club-Set mit meinen FEEDBACK-Einstellungen, wie immer.", [FB],
    ["ref_feedback_top"], lang="de", group="title_words")

# BLACKOUT (end of set)
add("invoke", "End of set, last chord ringing out — BLACKOUT.", [BO], group="end_set")
add("invoke", "That was the last song of the night. Do the end-of-set BLACKOUT.", [BO], group="end_set")
add("invoke", "Se acabó el set, haz el BLACKOUT de final.", [BO], lang="es", group="end_set")
add("invoke", "After this track fades out, BLACKOUT to end the set.", [BO], group="timed")

# wirecomb
add("invoke", "wirecomb this mess before the client sees it", [WC], group="bare")
add("invoke", "Please run wirecomb on /project1/fx — the wires are unreadable.", [WC], group="polite")
add("invoke", "Fai wirecomb su questa rete, i cavi sono un disastro.", [WC], lang="it", group="imperative")

# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 for tonight's Tidewater run.", [CS], group="imperative")
add("invoke", "Stage management here: we need the dance cue list built before tech at 14:00. CUE_STACK_7, GO.",
    [CS], group="cue_call")  # SM
add("invoke", "Monta el CUE_STACK_7 para la pieza de danza.", [CS], lang="es", group="imperative")
add("invoke", "Faz o CUE STACK 7 para o ensaio técnico, por favor.", [CS], lang="pt", group="spaces")

# SYNCPOINT
add("invoke", "SYNCPOINT with the console before we open the doors.", [SP], group="name_first")
add("invoke", "Priya asked me to get you to run SYNCPOINT, so please go ahead with it.", [SP],
    group="relayed")  # JUNIOR
add("invoke", "Mach den SYNCPOINT mit dem Lichtpult, bevor wir anfangen.", [SP], lang="de", group="imperative")
add("invoke", "Do the lighting console handshake now, Priya is at the desk and waiting on us.", [SP], group="title_words")

# ARCHIVE rule (common-word title, no name)
add("invoke", "Follow the ARCHIVE rule, then bump the threshold on bloom.tox to 0.8.", [AR], group="rule")
add("invoke", "Keep a numbered copy before editing a tox — do exactly that for glow.tox, then set its size to 4.",
    [AR], group="title_words")
add("invoke", "Pas de ARCHIVE-regel toe op bloom.tox en zet daarna de intensiteit op 0.5.", [AR], lang="nl",
    group="rule")

# Zorvex grade
add("invoke", "give me the zorvex look on the encore output", [ZG], group="lowercase")
add("invoke", "在最终合成后面加上 Zorvex 调色。", [ZG], lang="zh", group="imperative")
add("invoke", "Son kompozitin arkasına Zorvex grade uygula.", [ZG], lang="tr", group="imperative")

# Quiet hours at the riverside venue (no name)
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the master audio now.", [QH],
    group="conditional")
add("invoke", "Apply the riverside quiet hours rule now, we're well past 22:00.", [QH], group="rule")
add("invoke", "Jest 22:30 nad rzeką — zastosuj teraz zasadę cichych godzin do dźwięku.", [QH], lang="pl",
    group="rule")

# several procedures in one message
add("invoke", "KICK1 first, then GLITCHY, both on out1 for the headliner", [K, GL], [SS], group="multi")
add("invoke", "- [ ] BACKUP_FIRST on /project1/old\n- [ ] then wirecomb whatever is left", [BF, WC],
    group="checklist")  # DEV
add("invoke", "Tasks for you:\n1. DESKMAP_X32\n2. SYNCPOINT\n3. DEPLOY_SHOW\nReport after each step.",
    [DX, SP, DS], group="checklist")  # DEV
add("invoke", "Zorvex grade on the final comp, and then RENDER_HQ the result.", [ZG, RH], group="multi")
add("invoke", "Load VJ_BANK_A and then run CUE_STACK_7, tech starts in ten.", [VJ, CS], group="multi")
add("invoke", "Lance KICK1 et applique STROBE_SAFE dessus.", [K, SS], lang="fr", group="multi")
add("invoke", "Primero BACKUP_FIRST y después borra el network viejo de pruebas; luego LAYOUT2 con lo que quede.",
    [BF, L2], lang="es", group="multi")
add("invoke", "Long night. The club set ended in chaos and the house tech unplugged our second projector "
              "mid-song, don't ask. For the second set: club trails my way with my FEEDBACK settings, GLITCHY "
              "on top of them, and keep all of it STROBE_SAFE.", [FB, GL, SS], ["ref_feedback_top"],
    group="multi")  # DIRECTOR
add("invoke", "It's 22:45 at the riverside venue and the encore is done: apply the quiet hours rule, then the "
              "end-of-set BLACKOUT.", [QH, BO], group="multi")

# ---------------------------------------------------------------- ask_content (what the procedure says)
add("ask_content", "Which UDP port does DESKMAP_X32 open for the incoming fader messages?", [DX], group="port")
add("ask_content", "In DEPLOY_SHOW, which step comes right after the recursive error check in /project1?", [DS], group="order")
add("ask_content", "What opacity does my FEEDBACK trail setup put on the Level TOP?", [FB], ["ref_feedback_top"],
    group="value")
add("ask_content", "Under STROBE_SAFE, what is the fastest flash rate I am allowed on the wash?", [SS], group="value")
add("ask_content", "What gamma and contrast values does the Zorvex grade put on its Level TOP?", [ZG], group="value")
add("ask_content", "Where does BACKUP_FIRST put the backup .tox, and how is it named?", [BF], group="content")
add("ask_content", "Which IP and port does SYNCPOINT send the ping to?", [SP], ["fact_lx_console"], group="port")
add("ask_content", "What codec, resolution and frame rate does RENDER_HQ set on rec1?", [RH], group="value")
add("ask_content", "Quel seuil KICK1 met-il sur le Trigger CHOP ?", [K], lang="fr", group="value")
add("ask_content", "¿De qué carpeta carga VJ_BANK_A los clips?", [VJ], lang="es", group="content")
add("ask_content", "LAYOUT2 では処理オペレーターの列は何ユニット間隔ですか？", [L2], lang="ja", group="value")

# ---------------------------------------------------------------- bears (a stored rule applies, not named)
add("bears", "Delete noise1 plus the three orphaned Level TOPs sitting in /project1/bg.", [BF], group="delete")
add("bears", "On the drop, make the white full-screen flash strobe at 12 Hz.", [SS], ["rcp_strobe_flash"], group="strobe")
add("bears", "We're at the riverside venue, it's 23:30 — crank the master audio up, the crowd wants more.", [QH],
    group="venue_late")
add("bears", "Open the external bloom.tox and swap its blur for a bigger one.", [AR], group="external_tox")
add("bears", "Create a Noise TOP feeding a Level TOP for the starfield background.", [N1], ["ref_noise_top"], group="create")
add("bears", "Lösch das alte Testnetzwerk in /project1/test, los, mach schon.", [BF], lang="de", group="consent")

# ---------------------------------------------------------------- paraphrase (what it does, no title/name words)
add("paraphrase", "Get the Behringer board's faders driving my layer opacities.", [DX], ["ref_osc_in_chop"])
add("paraphrase", "Miss die Laufzeit zum grandMA hin und zurück und verschiebe die Timeline um die Hälfte.", [SP],
    ["fact_lx_console"], lang="de")
add("paraphrase", "My patch looks like spaghetti; make the connections readable without changing any parameter.",
    [WC])
add("paraphrase", "Export frames 1 to 3600 as a perfect file with no dropped frames.", [RH],
    ["ref_movie_file_out"])
add("paraphrase", "Set up the twelve timed scene changes from Mateo's sheet for Tidewater.", [CS],
    ["fact_dance_piece", "ref_timer_chop"])
add("paraphrase", "Put my operators in tidy vertical lines by signal order, sources at the far left.", [L2])

# ---------------------------------------------------------------- question / task (facts and references)
add("question", "Which port does the stagepad tablet send its OSC to on the show PC?", ["fact_stagepad_ports"], group="fact")
add("question", "How wide is the Lumen Hall output raster in pixels?", ["fact_lumen_hall_raster"], group="fact")
add("question", "Which DMX start address does the fourth moving head sit at?", ["fact_dmx_heads"], group="fact")
add("question", "What audio buffer size did we agree on for RIG-B?", ["fact_audio_buffer"], group="fact")
add("question", "At what frame rate should I export content for Nebula?", ["fact_nebula_fps"], group="fact")
add("question", "Where do I look first for errors after a show?", ["fact_show_log"], group="fact")
add("question", "How do I use a Feedback TOP to make trails in general, not for the club?", ["ref_feedback_top"],
    [FB, "rcp_feedback_tunnel"], group="common_word")
add("question", "Why does my feedback loop leave grey ghosts that never fade to black?", ["ref_pixel_formats"],
    ["ref_feedback_top", FB], group="common_word")
add("question", "Welche Farben darf ich für den Aurora-Launch auf dem Hauptscreen benutzen?",
    ["fact_aurora_palette"], lang="de", group="fact")
add("question", "Quelle carte graphique a le PC RIG-B ?", ["fact_rig_b"], lang="fr", group="fact")
add("question", "¿Dónde se guarda el material del show en el PC de la galería?", ["fact_media_drive"], lang="es",
    group="fact")
add("question", "ツアーの照明卓のIPアドレスは何ですか？", ["fact_lx_console"], lang="ja", group="fact")
add("task", "Show me how to receive the fader values from a TouchOSC tablet in a CHOP.", ["ref_osc_in_chop"],
    ["fact_stagepad_ports"], group="reference")
# with the built-in knowledge indexed
add("question", "When would I pick a DAT Execute DAT over a plain Execute DAT?",
    ["td_dat_execute_and_execute_dat"], builtin=True, group="builtin_only")
add("question", "How do I keep a Python list on a component so it is saved with the project?", ["td_storage"],
    builtin=True, group="builtin_only")
add("task", "Make a Replicator build one button per row of my table.", ["td_replicator_comp"],
    ["ref_replicator", "td_panel_ui_components"], builtin=True, group="builtin_compete")
add("question", "My Render TOP shows only black since I added a new camera; what do I check?", ["td_render_pipeline"],
    ["ref_render_pipeline", "td_troubleshooting_checklist"], builtin=True, group="builtin_compete")
add("task", "Add a custom parameter page with a float slider to my Base COMP.", ["td_custom_parameters"],
    builtin=True, group="builtin_only")
add("question", "Explain what time slicing does to my CHOP channels when frames drop.", ["td_sample_rates_time_slicing"], ["ref_time_slicing"],
    builtin=True, group="builtin_compete")
add("question", "Was ist der Unterschied zwischen dem Bypass- und dem Lock-Flag?", ["td_operator_flags"],
    lang="de", builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable (plausible, not in the corpus)
add("unanswerable", "How do I send my output to Resolume over Spout?", group="far")
add("unanswerable", "What's the best way to use a Leap Motion controller in TouchDesigner 2025?", group="far")
add("unanswerable", "How many LED bars are on the Aurora launch stage?", allowed=["fact_aurora_palette"],
    group="near")
add("unanswerable", "What lens do the Lumen Hall projectors use?", allowed=["fact_lumen_hall_raster"],
    group="near")
add("unanswerable", "How do I move my TouchDesigner licence to a second machine?", group="far")
add("unanswerable", "Why does my Kinect v2 disappear after the PC wakes from sleep?", allowed=["ref_kinect_azure"],
    group="near")
add("unanswerable", "Comment utiliser le Bullet Solver pour la physique des corps rigides ?", lang="fr",
    group="far")
add("unanswerable", "Wie verbinde ich TouchDesigner mit Unreal über Live Link?", lang="de", group="far")
add("unanswerable", "¿Qué temperatura máxima aguanta la RTX 4080 de RIG-B?", allowed=["fact_rig_b"], lang="es",
    group="near")
add("unanswerable", "What resolution in pixels is the Tidewater gauze content rendered at?",
    allowed=["fact_dance_piece"], group="near")
add("unanswerable", "How do I sync the timeline tempo with Ableton Link?", group="far")

# ---------------------------------------------------------------- near_miss (named, not to be carried out)
add("near_miss", "Don't run DEPLOY_SHOW yet — we're still fixing the lower third.", allowed=[DS], group="negated")
add("near_miss", "KICK1 ran fine last night in Lyon, no complaints from the promoter for once.", allowed=[K],
    group="past")  # DIRECTOR
add("near_miss", "We'll do RENDER_HQ tomorrow morning when the machine is free.", allowed=[RH], group="planning")
add("near_miss", "Priya said SYNCPOINT timed out twice during yesterday's tech.", allowed=[SP],
    group="reported")  # JUNIOR
add("near_miss", "Should I run LAYOUT2 on the main network myself, or just leave it?", allowed=[L2],
    group="permission")  # JUNIOR
add("near_miss", "Is it ok if I run wirecomb on my own after lunch?", allowed=[WC], group="permission")  # JUNIOR
add("near_miss", "Did VJ_BANK_A finish loading earlier, or did it hang?", allowed=[VJ], group="status")
add("near_miss", "No wait, don't PANIC_BLACK — false alarm, the projector just hiccuped.", allowed=[PB],
    group="negated")
add("near_miss", "wirecomb broke my network yesterday, everything ended up stacked in one corner.", allowed=[WC],
    group="complaint")  # DIRECTOR
add("near_miss", "Who came up with the name Zorvex anyway?", allowed=[ZG], group="history")
add("near_miss", "Rename deploy_show_v3.toe to tour_final.toe in the shows folder.", allowed=[DS],
    group="filename")
add("near_miss", "`if cmd == 'BLACKOUT': log_it()` never matches in my callback, why?", allowed=[BO],
    group="code")  # DEV
add("near_miss", "My variable glitchy_amount prints None after op('glitchy_out') — what's wrong?",
    allowed=[GL, "ref_op_paths"], group="variable")  # DEV
add("near_miss", "The poster in the green room says 'PANIC_BLACK IS NOT A TOY' in huge red letters.",
    allowed=[PB], group="quoted")
add("near_miss", "If we had used the Zorvex grade on the Aurora launch, the client would have hated the greens.",
    allowed=[ZG, "fact_aurora_palette"], group="hypothetical")
add("near_miss", "Honestly I prefer wirecomb over LAYOUT2 for small networks.", allowed=[WC, L2],
    group="comparison")
add("near_miss", "Last night's BLACKOUT at the end of the set was perfect, the crowd roared.", allowed=[BO],
    group="past")  # DIRECTOR
add("near_miss", "Remember the first tour, before anyone wrote BACKUP_FIRST, when we lost the whole post "
                 "network?", allowed=[BF], group="history")  # DIRECTOR
add("near_miss", "Warning only: end-of-set BLACKOUT in five minutes. Do not fire it yet.", allowed=[BO],
    group="negated")  # SM
add("near_miss", "I'm writing the tour wiki. Is 'KICK1 — kick-reactive flash' a good heading for that page?",
    allowed=[K], group="incidental")
add("near_miss", "The riverside quiet hours won't matter this weekend, we're indoors at the Kestrel.",
    allowed=[QH], group="incidental")
add("near_miss", "Write a line to the show log DAT that says 'SYNCPOINT skipped, console offline'.",
    allowed=[SP, "fact_show_log"], group="string")  # DEV
add("near_miss", "The intern ignored naming rule N1 again, everything is called noise1 and level3.",
    allowed=[N1], group="complaint")
add("near_miss", "Before the ARCHIVE rule existed we overwrote bloom.tox twice in one week.", allowed=[AR],
    group="history")
add("near_miss", "Ben said he already ran DESKMAP_X32 on the other machine, so we don't need it here, right?",
    allowed=[DX], group="reported")  # JUNIOR
add("near_miss", "If the console doesn't answer by six, we'll skip SYNCPOINT tonight.", allowed=[SP],
    group="hypothetical")
add("near_miss", "KICK1 hat gestern in Berlin perfekt funktioniert.", allowed=[K], lang="de", group="past")
add("near_miss", "Ne lance pas DEPLOY_SHOW, on répète encore la dernière scène.", allowed=[DS], lang="fr",
    group="negated")
add("near_miss", "Mañana haremos RENDER_HQ, hoy no hay tiempo.", allowed=[RH], lang="es", group="planning")
add("near_miss", "Marco dice che GLITCHY ha rallentato tutto ieri sera.", allowed=[GL], lang="it",
    group="reported")
add("near_miss", "昨日の BLACKOUT は少し早すぎたと舞台監督が言っていました。", allowed=[BO], lang="ja",
    group="reported")
add("near_miss", "不要运行 PANIC_BLACK，刚才只是误报。", allowed=[PB], lang="zh", group="negated")
add("near_miss", "O VJ_BANK_A já estava carregado quando cheguei.", allowed=[VJ], lang="pt", group="past")
add("near_miss", "Раньше мы использовали LAYOUT2, а теперь больше любим wirecomb.", allowed=[L2, WC], lang="ru",
    group="history")
add("near_miss", "Czy powinienem sam uruchomić SYNCPOINT, czy poczekać na Priyę?", allowed=[SP], lang="pl",
    group="permission")  # JUNIOR
add("near_miss", "De ARCHIVE-regel is irritant bij kleine aanpassingen.", allowed=[AR], lang="nl",
    group="complaint")
add("near_miss", "어제 클라이언트가 Zorvex 그레이드가 너무 어둡다고 불평했어요.", allowed=[ZG], lang="ko",
    group="complaint")
add("near_miss", "CUE_STACK_7 dün geceki provada sorunsuz çalıştı.", allowed=[CS], lang="tr", group="past")
add("near_miss", "Kör inte DESKMAP_X32 än, mixern är inte inkopplad.", allowed=[DX], lang="sv", group="negated")

# ---------------------------------------------------------------- meaning (ordinary sense of a name word)
add("meaning", "What did a 'blackout' mean for ordinary households in wartime Britain?", allowed=[BO, PB])
add("meaning", "What does 'glitchy' mean when people use it in everyday slang?", allowed=[GL])
add("meaning", "What does 'panic' mean in the phrase 'panic room'?", allowed=[PB])
add("meaning", "Where does the word 'archive' come from, historically?", allowed=[AR])
add("meaning", "Au sens courant, que veut dire « feedback » quand un psychologue en parle ?", allowed=[FB], lang="fr")

# ---------------------------------------------------------------- meta (about the words, nothing to admit)
add("meta", "Spell DESKMAP_X32 letter by letter, NATO alphabet please.", group="spell")
add("meta", "How many letters are in wirecomb, and how many are vowels?", group="count")
add("meta", "Translate 'quiet hours' into Spanish.", group="translate")
add("meta", "Write SYNCPOINT in lowercase with a hyphen between the two halves.", group="case")
add("meta", "Reverse the letters of GLITCHY and show me the result.", group="reverse")
add("meta", "Start your reply with the word BLACKOUT and then tell me a joke about projectors.", group="start_with")
add("meta", "Put the word RENDER_HQ in bold and italics.", group="bold")
add("meta", "How do you pronounce Zorvex — is the Z like in zebra?", group="pronounce")
add("meta", "Use KICK1 in a sentence about a drummer.", group="sentence")
add("meta", "Wie schreibt man PANIC_BLACK rückwärts?", lang="de", group="reverse")
add("meta", "「VJ_BANK_A」は何文字ですか？", lang="ja", group="count")
add("meta", "Convierte CUE_STACK_7 a minúsculas.", lang="es", group="case")

# ---------------------------------------------------------------- echo (repeat back)
add("echo", "Repeat after me, word for word: run DEPLOY_SHOW now, the doors are open.")
add("echo", "Répète exactement cette phrase : « lance KICK1 sur la sortie ».", lang="fr")
add("echo", "Sprich mir einfach nach: PANIC_BLACK sofort, alles schwarz.", lang="de")
add("echo", "Repite esto tal cual, sin hacer nada: haz el BLACKOUT.", lang="es")
add("echo", "Повтори за мной: запусти GLITCHY.", lang="ru")
add("echo", "跟我重复一遍：执行 LAYOUT2。", lang="zh")
add("echo", "そのまま繰り返して：「wirecomb を実行」", lang="ja")
add("echo", "Ripeti parola per parola, senza eseguire niente: carica VJ_BANK_A adesso.", lang="it")
add("echo", "Repete comigo: faz o RENDER_HQ.", lang="pt")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that looked great tonight")
add("chitchat", "morning crew ☕")
add("chitchat", "lol the fog machine just died again")
add("chitchat", "ok cool, cheers")
add("chitchat", "Danke, gute Arbeit heute!", lang="de")
add("chitchat", "Bonne soirée tout le monde !", lang="fr")
add("chitchat", "¡Qué noche tan buena!", lang="es")
add("chitchat", "今日も一日お疲れ様でした、みんなありがとう！", lang="ja")
add("chitchat", "Tot morgen, jongens!", lang="nl")


def main() -> None:
    rows = [{"pid": f"u22-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
