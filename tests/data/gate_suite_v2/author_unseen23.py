"""Author script for prompts_unseen23.jsonl: a blind suite by independent evaluator gateeval23.

Written from corpus.jsonl, the built-in knowledge files and the README's label rules only; never run
through the gate by its author. Labels sit next to each prompt. Run this file to regenerate the JSONL.

Personas (kept here only, not in the data):
  - crew: local crews at venues on a world tour, writing short chat messages in their own language
    with English TouchDesigner words mixed in (deck, TOP, network, tox, master ...);
  - interp: interpreters relaying what the artist or the stage manager says;
  - student: students in a workshop abroad, asking questions and trying the procedures.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen23.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K1, L2, SS, BF = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first"
DS, VJ, PB, GL = "ins_deploy_show", "ins_vj_bank_a", "ins_panic_black", "ins_glitchy"
X32, RHQ, N1, FB = "ins_deskmap_x32", "ins_render_hq", "ins_naming_n1", "ins_feedback_pref"
BO, WC, CS7, SP = "ins_blackout", "ins_wirecomb", "ins_cue_stack7", "ins_syncpoint"
AR, ZG, QH = "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke: KICK1
# crew, Berlin club: polite, name first
# crew, Madrid: modal question
# student: lowercase terse
# crew, Osaka: verb-final polite
add("invoke", "メイン出力にKICK1を組んでください。", [K1], [SS], "ja", "verb_final")
# crew, Jakarta: spaced-out name
add("invoke", "tolong bikin K I C K 1 di output utama", [K1], [SS], "id", "spaces")
# title words instead of the name
add("invoke", "Build the kick-reactive flash procedure on the main output, the bass is finally loud enough.",
    [K1], [SS], "en", "title_words")

# ---------------------------------------------------------------- invoke: LAYOUT2
add("invoke", "Lance LAYOUT2 sur ce réseau, c'est le bazar total.", [L2], [], "fr", "imperative")
add("invoke", "/layout2 /project1/stage", [L2], [], "en", "slash_command")
add("invoke", "Zrób LAYOUT2 w /project1, proszę.", [L2], [], "pl", "polite")

# ---------------------------------------------------------------- invoke: STROBE_SAFE (rule phrasing)
add("invoke", "Apply STROBE_SAFE to the LFO strobe I just patched into level2.", [SS], [], "en", "rule")
add("invoke", "Pas STROBE_SAFE toe op de flits in de refrein-scène.", [SS], [], "nl", "rule")
add("invoke", "תפעיל את STROBE_SAFE על הסטרוב החדש שבניתי.", [SS], [], "he", "rule")

# ---------------------------------------------------------------- invoke: BACKUP_FIRST
add("invoke", "Follow BACKUP_FIRST, then delete the old_intro_v3 COMP from the stage network.", [BF], [], "en", "rule")
add("invoke", "Nejdřív BACKUP_FIRST, potom smaž ten starý noise3.", [BF], [], "cs", "rule")
add("invoke", "Aplica a regra BACKUP_FIRST antes de limpar a rede /project1/tests.", [BF], [], "pt", "rule")

# ---------------------------------------------------------------- invoke: DEPLOY_SHOW
# student dictating on a phone
add("invoke", "okay computer deploy underscore show please we open the doors in ten", [DS], [], "en", "voice")
add("invoke", "نفّذ DEPLOY_SHOW الآن من فضلك، الجمهور يدخل.", [DS], [], "ar", "polite")
# crew, long mid-message request
add("invoke", "Projectors are warm, the house is filling up, so could you run DEPLOY_SHOW while I grab the radio? thanks",
    [DS], [], "en", "mid_message")

# ---------------------------------------------------------------- invoke: VJ_BANK_A
add("invoke", "🎛️ VJ_BANK_A → go", [VJ], [], "en", "emoji")
add("invoke", "load clip bank A into the decks, the opener starts with those loops", [VJ], [], "en", "title_words")

# ---------------------------------------------------------------- invoke: PANIC_BLACK
add("invoke", "PANIC_BLACK!!! someone just walked onto the screen", [PB], [], "en", "emergency")
add("invoke", "¡PANIC_BLACK ya, hay alguien en el escenario!", [PB], [], "es", "emergency")
add("invoke", "PANIC_BLACK heti, nyt!", [PB], [], "fi", "emergency")
add("invoke", "PANIC_BLACK ngay lập tức!", [PB], [], "vi", "emergency")

# ---------------------------------------------------------------- invoke: GLITCHY
add("invoke", "GLITCHY the TOP I've got selected", [GL], [], "en", "name_as_verb")
add("invoke", "Tu peux lancer GLITCHY sur le TOP sélectionné ?", [GL], [], "fr", "modal")
add("invoke", "選択中のTOPにGLITCHYかけて", [GL], [], "ja", "terse")

# ---------------------------------------------------------------- invoke: DESKMAP_X32
add("invoke", "pls run DESKMPA_X32, the desk is online now", [X32], [], "en", "typo")
add("invoke", "Kannst du bitte DESKMAP_X32 einrichten?", [X32], [], "de", "modal")
add("invoke", "Τρέξε το DESKMAP_X32 τώρα, παρακαλώ.", [X32], [], "el", "polite")
add("invoke", "everything is patched and the faders are live, now, DESKMAP_X32", [X32], [], "en", "trailing")

# ---------------------------------------------------------------- invoke: RENDER_HQ
add("invoke", "Kick off RENDER_HQ for the festival teaser.", [RHQ], [], "en", "imperative")
# crew, typing only the name into the chat
add("invoke", "RENDER_HQ.", [RHQ], [], "en", "bare")
add("invoke", "Pornește RENDER_HQ, te rog.", [RHQ], [], "ro", "polite")
add("invoke", "RENDER_HQ चला दो प्लीज़, क्लाइंट को कल सुबह फ़ाइल चाहिए।", [RHQ], [], "hi", "imperative")

# ---------------------------------------------------------------- invoke: naming rule N1
add("invoke", "Apply naming rule N1 to everything you build in this session.", [N1], [], "en", "rule")
add("invoke", "Benenn die neuen Operatoren in /project1/fx nach Regel N1 um.", [N1], [], "de", "rule")
add("invoke", "Застосуй правило N1 до всіх нових операторів.", [N1], [], "uk", "rule")

# ---------------------------------------------------------------- invoke: FEEDBACK (club trails)
add("invoke", "Build my club trails, the usual FEEDBACK setup.", [FB], ["ref_feedback_top"], "en", "title_words")
add("invoke", "Fammi le mie scie per il club, come sempre.", [FB], ["ref_feedback_top"], "it", "common_word")
add("invoke", "Bouw mijn FEEDBACK-trails voor de clubvisuals.", [FB], ["ref_feedback_top"], "nl", "title_words")

# ---------------------------------------------------------------- invoke: BLACKOUT (end of set)
add("invoke", "That's the last track — run BLACKOUT.", [BO], [PB], "en", "end_set")
add("invoke", "จบเซ็ตแล้ว ทำ BLACKOUT เลย", [BO], [PB], "th", "end_set")

# ---------------------------------------------------------------- invoke: wirecomb
add("invoke", "wirecomb this mess before the director sees it", [WC], [], "en", "lowercase")
add("invoke", "Kör wirecomb på nätverket, jag ser ingenting.", [WC], [], "sv", "imperative")
add("invoke", "Tolong jalankan wirecomb pada network ini.", [WC], [], "ms", "polite")

# ---------------------------------------------------------------- invoke: CUE_STACK_7
add("invoke", "Could you build CUE_STACK_7 for tonight's Tidewater run?", [CS7], ["fact_dance_piece"], "en", "modal")
add("invoke", "Munta el CUE_STACK_7, si us plau.", [CS7], [], "ca", "polite")
add("invoke", "```\n[19:02:11] cues.csv loaded (12 rows)\n[19:02:11] warning: cues7 not found\n```\n"
    "ok the sheet is there, build CUE_STACK_7", [CS7], ["fact_dance_piece"], "en", "log_paste")

# ---------------------------------------------------------------- invoke: SYNCPOINT
add("invoke", "開演前にSYNCPOINTをお願いします。", [SP], ["fact_lx_console"], "ja", "polite")
add("invoke", "Tafadhali endesha SYNCPOINT sasa.", [SP], ["fact_lx_console"], "sw", "polite")
# title words
add("invoke", "Do the lighting console handshake now, Priya says the desk is ready.", [SP], ["fact_lx_console"],
    "en", "title_words")

# ---------------------------------------------------------------- invoke: ARCHIVE rule
add("invoke", "Apply the ARCHIVE rule to bloom.tox, then raise its threshold to 0.7.", [AR], [], "en", "rule")
add("invoke", "Halte dich an die ARCHIVE-Regel und bearbeite dann die externe glow.tox.", [AR], [], "de", "rule")
add("invoke", "قانون ARCHIVE را اجرا کن، بعد lensflare.tox را ویرایش کن.", [AR], [], "fa", "rule")

# ---------------------------------------------------------------- invoke: Zorvex grade
add("invoke", "Give the final comp the Zorvex look.", [ZG], [], "en", "title_words")
add("invoke", "Applique le grade Zorvex après le composite final.", [ZG], [], "fr", "imperative")
add("invoke", "zorvexx grade plz", [ZG], [], "en", "typo")

# ---------------------------------------------------------------- invoke: quiet hours (conditions met)
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the master out now.",
    [QH], [], "en", "conditional")
add("invoke", "Son las 22:40 en el recinto del río: aplica la regla de horas de silencio al audio.",
    [QH], [], "es", "conditional")
add("invoke", "Wir sind an der Riverside-Venue und es ist schon nach 22 Uhr — wende die Quiet-Hours-Regel an.",
    [QH], [], "de", "conditional")

# ---------------------------------------------------------------- invoke: corrections, consent, timed
add("invoke", "no wait, not LAYOUT2 — do wirecomb instead", [WC], [L2], "en", "correction")
add("invoke", "Nein, nicht RENDER_HQ — mach DEPLOY_SHOW.", [DS], [RHQ], "de", "correction")
add("invoke", "あ、GLITCHYじゃなくてZorvexグレードの方でお願い。", [ZG], [GL], "ja", "correction")
add("invoke", "Yes, go ahead with SYNCPOINT.", [SP], ["fact_lx_console"], "en", "consent")
add("invoke", "Oui, vas-y pour VJ_BANK_A.", [VJ], [], "fr", "consent")
add("invoke", "Tak, odpal KICK1.", [K1], [SS], "pl", "consent")
add("invoke", "At the end of this song, run BLACKOUT.", [BO], [PB], "en", "timed")
add("invoke", "En cinco minutos lanza DEPLOY_SHOW, ¿vale?", [DS], [], "es", "timed")
# interp: relaying the artist
add("invoke", "Die Künstlerin sagt: bitte jetzt VJ_BANK_A laden.", [VJ], [], "de", "relayed")
add("invoke", "L'artiste demande que tu appliques la règle ARCHIVE avant de toucher à particles.tox.", [AR], [],
    "fr", "relayed")
add("invoke", "Il regista chiede: applica STROBE_SAFE a tutti i flash della scena tre.", [SS], [], "it", "relayed")

# ---------------------------------------------------------------- invoke: several procedures
add("invoke", "- [ ] DESKMAP_X32\n- [ ] SYNCPOINT\n- [ ] DEPLOY_SHOW\nwork through this list top to bottom",
    [X32, SP, DS], ["fact_lx_console"], "en", "checklist")
add("invoke", "To-do für heute Abend:\n1. VJ_BANK_A laden\n2. KICK1 bauen\nLeg los.", [VJ, K1], [SS], "de",
    "checklist")
add("invoke", "Run KICK1, and then GLITCHY on the result.", [K1, GL], [SS], "en", "multi")
add("invoke", "Lance LAYOUT2 puis wirecomb sur /project1.", [L2, WC], [], "fr", "multi")
add("invoke", "先执行 SYNCPOINT，再执行 DEPLOY_SHOW。", [SP, DS], ["fact_lx_console"], "zh", "multi")
add("invoke", "Carga VJ_BANK_A y ponle el look Zorvex al final.", [VJ, ZG], [], "es", "multi")
add("invoke", "RENDER_HQ 돌리고 나서 BLACKOUT 해줘.", [RHQ, BO], [PB], "ko", "multi")
add("invoke", "Сделай CUE_STACK_7 и примени правило N1 ко всем новым операторам.", [CS7, N1], ["fact_dance_piece"],
    "ru", "multi")
add("invoke", "Build my club trails with FEEDBACK, and keep STROBE_SAFE on anything that flashes.", [FB, SS],
    ["ref_feedback_top"], "en", "multi")
add("invoke", "Yapılacaklar: önce BACKUP_FIRST, sonra /project1/old silinsin, en son LAYOUT2.", [BF, L2], [],
    "tr", "multi")
add("invoke", "Na hodinách je 22:30 a jsme na riverside venue: použij quiet hours a pak BLACKOUT, set končí.",
    [QH, BO], [PB], "cs", "multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32 — what UDP port and address filter does it use?", [X32], [], "en", "port")
add("ask_content", "Welche Schwelle hat der Trigger CHOP in KICK1?", [K1], [], "de", "value")
add("ask_content", "¿En qué orden van los pasos de DEPLOY_SHOW?", [DS], [], "es", "order")
add("ask_content", "Combien de frames RENDER_HQ enregistre-t-il, et avec quel codec ?", [RHQ], [], "fr", "value")
add("ask_content", "SYNCPOINTはどのIPとポートにpingを送るの？", [SP], ["fact_lx_console"], "ja", "port")
add("ask_content", "Qual é a opacidade do Level TOP nas minhas trails FEEDBACK do club?", [FB], [], "pt", "value")
add("ask_content", "By how much does my Zorvex grade pull down the green saturation?", [ZG], [], "en", "value")
add("ask_content", "Cosa dice esattamente la regola BACKUP_FIRST su dove salvare il backup?", [BF], [], "it", "content")
add("ask_content", "PANIC_BLACK 之后怎么恢复？它写的步骤是什么？", [PB], [], "zh", "content")
add("ask_content", "What does wirecomb do when one output fans out to lots of inputs?", [WC], [], "en", "content")
add("ask_content", "Hoe lang duurt de fade in BLACKOUT?", [BO], [], "nl", "value")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "Delete noise7 and the two unused levels in /project1/bg.", [BF], [], "en", "delete")
add("bears", "You suggested removing the unused CHOPs in /project1/ctrl — go ahead.", [BF], [], "en", "consent")
add("bears", "Mach den Strobe auf 12 Hz, synchron zum Beat.", [SS], ["rcp_strobe_flash"], "de", "strobe")
add("bears", "Il est 23h à la salle au bord du fleuve, monte le master de 6 dB.", [QH], [], "fr", "venue_late")
add("bears", "Open the externally saved particles.tox and bump the birth rate to 500.", [AR],
    ["rcp_pop_particles"], "en", "external_tox")
add("bears", "背景用にNoise TOPとLevel TOPを新しく作って。", [N1], ["ref_noise_top"], "ja", "create")

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "Make the main picture pump whenever the bass drum hits.", [K1], [SS, "ref_audio_analysis"],
    "en", "paraphrase")
add("paraphrase", "Sortier meine Operatoren von links nach rechts nach Signalfluss, Eingänge ganz links.", [L2], [],
    "de", "paraphrase")
add("paraphrase", "Hook the Behringer console's faders up so they drive my layer opacities.", [X32],
    ["ref_osc_in_chop"], "en", "paraphrase")
add("paraphrase", "Sincroniza mi línea de tiempo con la grandMA antes de abrir puertas.", [SP], ["fact_lx_console"],
    "es", "paraphrase")
add("paraphrase", "Donne à l'image finale la teinte signature du studio, avec un léger grain.", [ZG], [],
    "fr", "paraphrase")
add("paraphrase", "The patch cords in here cross all over the place, make them readable without changing anything.",
    [WC], [], "en", "paraphrase")

# ---------------------------------------------------------------- question / task (corpus only)
add("question", "What's the full raster size for the Lumen Hall output?", ["fact_lumen_hall_raster"], [], "en", "fact")
add("question", "Auf welchem UDP-Port schickt stagepad an den Show-PC?", ["fact_stagepad_ports"], [], "de", "fact")
add("question", "RIG-BのVRAMは何GB？", ["fact_rig_b"], [], "ja", "fact")
add("task", "Give me the hex code for the Aurora navy.", ["fact_aurora_palette"], [], "en", "fact")
add("question", "Jaki adres DMX ma trzecia głowa ruchoma?", ["fact_dmx_heads"], [], "pl", "fact")
add("question", "Quelle est l'adresse IP de la console lumière de la tournée ?", ["fact_lx_console"], [SP], "fr", "fact")
add("question", "Where does the Execute DAT write the show errors during a performance?", ["fact_show_log"], [],
    "en", "fact")
add("question", "Quando c'è la prova tecnica di Tidewater?", ["fact_dance_piece"], [CS7], "it", "fact")
add("task", "Write the GLSL uniform line and tell me where to fill it so I can pass a float called uSpeed.",
    ["ref_glsl_uniforms"], [], "en", "reference")
add("question", "How do I use feedback so my trails actually fade out to black instead of grey ghosts?",
    ["ref_pixel_formats"], ["ref_feedback_top", FB, "rcp_feedback_tunnel"], "en", "common_word")
# ---------------------------------------------------------------- question / task with built-ins
add("question", "How do I keep a Python dict on a COMP so it's still there after I save and reopen?",
    ["td_storage"], [], "en", "builtin_only", builtin=True)
add("question", "Textport 的快捷键是什么？", ["td_textport"], ["fact_show_log"], "zh", "builtin_only", builtin=True)
add("question", "What's the difference between the bypass flag and the lock flag on an operator?",
    ["td_operator_flags"], [], "en", "builtin_only", builtin=True)
add("question", "¿Cómo convierto un CHOP en un TOP?", ["td_family_conversions"], [], "es", "builtin_only",
    builtin=True)
add("question", "파라미터 expression 모드와 bind 모드는 뭐가 달라?", ["td_parameter_modes"], [], "ko", "builtin_only",
    builtin=True)
add("question", "Which codec and which drive should the show media use on the gallery PC?", ["fact_media_drive"],
    ["td_movie_files_codecs", "ref_hap_codecs"], "en", "builtin_compete", builtin=True)
add("question", "Wie groß soll der Audio-Puffer auf RIG-B sein?", ["fact_audio_buffer"],
    ["td_audio_analysis_chain", "td_sample_rates_time_slicing", "fact_studio_audio"], "de", "builtin_compete",
    builtin=True)
add("task", "Set up the Text DAT and class name for a new extension on the mixer COMP, our way.",
    ["fact_ext_conventions"], ["td_extensions"], "en", "builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Ableton Link tempo into TouchDesigner?", [], [], "en", "near")
add("unanswerable", "Wie viel kostet eine TouchDesigner-Pro-Lizenz im Jahr?", [], [], "de", "far")
add("unanswerable", "¿Cómo conecto un Leap Motion a TouchDesigner?", [], [], "es", "near")
add("unanswerable", "Comment utiliser le Web Render TOP pour afficher une page qui demande un login ?", [], [],
    "fr", "near")
add("unanswerable", "ZEDカメラはMac版のTouchDesignerで使えますか？", [], [], "ja", "near")
add("unanswerable", "What's the callback signature for a Script SOP's cook function?", [], [], "en", "near")
add("unanswerable", "Como mando vídeo do TouchDesigner pro Resolume via Spout?", [], [], "pt", "near")
add("unanswerable", "Can TouchDesigner run on a Raspberry Pi 5?", [], [], "en", "far")
add("unanswerable", "Как подключить Dante-аудио к TouchDesigner?", [], [], "ru", "near")
add("unanswerable", "Come si usa il Bullet Solver COMP per far collidere dei cubi?", [], [], "it", "near")
add("unanswerable", "TouchDesigner'da Substance materyali nasıl kullanılır?", [], [], "tr", "near")

# ---------------------------------------------------------------- near_miss (named, not invoked)
add("near_miss", "Don't run GLITCHY yet, I'm still choosing the source clip.", [], [GL], "en", "negated")
add("near_miss", "RENDER_HQ ran fine last night, the file came out at 11 GB.", [], [RHQ], "en", "past")
add("near_miss", "We'll do SYNCPOINT tomorrow at the tech rehearsal.", [], [SP], "en", "planning")
add("near_miss", "Did DESKMAP_X32 finish already, or is it still waiting on the desk?", [], [X32], "en", "status")
add("near_miss", "If the client hates it, we might skip the Zorvex grade next time.", [], [ZG], "en", "hypothetical")
add("near_miss", "Which is older in our library, LAYOUT2 or wirecomb?", [], [L2, WC], "en", "comparison")
add("near_miss", "In my script `vj_bank_a = op('deck_a1')` comes back None, why?", [], [VJ, "ref_op_paths"],
    "en", "variable")
add("near_miss", "```python\nif mode == 'BLACKOUT':\n    log('end')\n```\nwhy does this branch never log anything?",
    [], [BO, PB], "en", "code")
add("near_miss", "wirecomb added like forty Nulls and now my network looks worse than before.", [], [WC], "en",
    "complaint")
add("near_miss", "Back in 2024 we leaned on BACKUP_FIRST for every show, before we moved to tox files.", [], [BF],
    "en", "history")
add("near_miss", "The stage manager's note just says \"CUE_STACK_7 — ask Mateo\", no idea what to ask him.", [], [CS7],
    "en", "quoted")
add("near_miss", "Bitte kein BLACKOUT jetzt, es kommt noch eine Zugabe!", [], [BO, PB], "de", "negated")
add("near_miss", "On lancera DEPLOY_SHOW demain matin, pas ce soir.", [], [DS], "fr", "planning")
add("near_miss", "Le régisseur raconte que PANIC_BLACK a sauvé la soirée samedi.", [], [PB], "fr", "reported")
add("near_miss", "¿Ya terminó RENDER_HQ o sigue grabando?", [], [RHQ], "es", "status")
add("near_miss", "VJ_BANK_A me volvió a cargar los clips en el orden equivocado.", [], [VJ], "es", "complaint")
add("near_miss", "Se domani piove forse non faremo nemmeno il CUE_STACK_7.", [], [CS7], "it", "hypothetical")
add("near_miss", "Não roda o KICK1 agora, o DJ ainda está passando o som.", [], [K1], "pt", "negated")
add("near_miss", "Вчера GLITCHY отработал идеально на репетиции.", [], [GL], "ru", "past")
add("near_miss", "明天再做 DESKMAP_X32，今天调音台还没到。", [], [X32], "zh", "planning")
add("near_miss", "まだZorvexグレードはかけないで。クライアントの確認待ちです。", [], [ZG], "ja", "negated")
add("near_miss", "감독님이 wirecomb 덕분에 네트워크 보기 편해졌대요.", [], [WC], "ko", "reported")
add("near_miss", "Staat STROBE_SAFE eigenlijk nog aan in dit project?", [], [SS], "nl", "status")
add("near_miss", "BACKUP_FIRST zapchał mi cały dysk kopiami .tox.", [], [BF], "pl", "complaint")
add("near_miss", "Om vi hade haft tid hade vi kört RENDER_HQ i stället för skärminspelning.", [], [RHQ], "sv",
    "hypothetical")
add("near_miss", "SYNCPOINT uděláme až po zvukové zkoušce.", [], [SP], "cs", "planning")
add("near_miss", "لا تشغّل DEPLOY_SHOW قبل أن يصل المخرج.", [], [DS], "ar", "negated")
add("near_miss", "कल रात KICK1 बहुत अच्छा चला था।", [], [K1], "hi", "past")
add("near_miss", "Kata teknisi venue, quiet hours di tepi sungai mulai jam 22:00.", [], [QH], "id", "reported")
add("near_miss", "LAYOUT2 làm network của tôi rộng quá, khó nhìn.", [], [L2], "vi", "complaint")
add("near_miss", "Το αρχείο glitchy_preset.json λείπει από το USB.", [], [GL], "el", "filename")
add("near_miss", "ב-2023 עוד לא היה לנו CUE_STACK_7 בכלל.", [], [CS7], "he", "history")
add("near_miss", "VJ_BANK_A вже завантажився чи ще ні?", [], [VJ], "uk", "status")
add("near_miss", "Nu aplica încă regula N1, vreau să văd mai întâi numele implicite.", [], [N1], "ro", "negated")
add("near_miss", "Minun mielestäni ARCHIVE-sääntö on turha pienille muutoksille.", [], [AR], "fi", "complaint")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean in wartime London?", [], [BO, PB], "en", "meaning")
add("meaning", "Was heißt 'glitchy' bei alten Videospielen?", [], [GL], "de", "meaning")
add("meaning", "Dans une salle de concert, c'est quoi exactement le larsen, le feedback ?", [], [FB], "fr", "meaning")
add("meaning", "¿Qué significa 'horas de silencio' en el reglamento de un edificio de pisos?", [], [QH], "es",
    "meaning")
add("meaning", "Che cos'è un archivio di Stato e cosa conserva?", [], [AR], "it", "meaning")

# ---------------------------------------------------------------- meta
add("meta", "Spell DEPLOY_SHOW letter by letter.", [], [], "en", "spell")
add("meta", "Write SYNCPOINT backwards.", [], [], "en", "reverse")
add("meta", "Count the underscores in CUE_STACK_7 for me.", [], [], "en", "count")
add("meta", "Write wirecomb in all caps.", [], [], "en", "case")
add("meta", "Start your reply with the word GLITCHY, then just say hi.", [], [], "en", "start_reply")
add("meta", "Use LAYOUT2 in a sentence about furniture.", [], [], "en", "sentence")
add("meta", "Übersetze das Wort PANIC_BLACK ins Deutsche.", [], [], "de", "translate")
add("meta", "Comment on prononce Zorvex ?", [], [], "fr", "pronounce")
add("meta", "Convierte VJ_BANK_A a camelCase.", [], [], "es", "convert")
add("meta", "「RENDER_HQ」を太字で書いてください。", [], [], "ja", "bold")
add("meta", "KICK1 这个词有几个字符？", [], [], "zh", "count")
add("meta", "Напиши строку Python, которая просто печатает 'BACKUP_FIRST'.", [], [], "ru", "code")

# ---------------------------------------------------------------- echo
add("echo", "Repeat after me exactly: run DESKMAP_X32 now.", [], [], "en", "echo")
add("echo", "Répète juste cette phrase : lance KICK1.", [], [], "fr", "echo")
add("echo", "Sag einfach nach: „BLACKOUT jetzt“.", [], [], "de", "echo")
add("echo", "Repite exactamente esto: ejecuta RENDER_HQ.", [], [], "es", "echo")
add("echo", "Повтори за мной слово в слово: запусти GLITCHY.", [], [], "ru", "echo")
add("echo", "跟我重复一遍：执行 LAYOUT2。", [], [], "zh", "echo")
add("echo", "そのまま繰り返して：「VJ_BANK_Aをロード」", [], [], "ja", "echo")
add("echo", "Ripeti parola per parola: applica il grade Zorvex.", [], [], "it", "echo")
add("echo", "Repete comigo: roda o SYNCPOINT.", [], [], "pt", "echo")
add("echo", "따라 말해 봐: wirecomb 실행해.", [], [], "ko", "echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that's perfect 🙏", [], [], "en", "chitchat")
add("chitchat", "Danke dir, bis morgen beim Aufbau!", [], [], "de", "chitchat")
add("chitchat", "Salut l'équipe, ça va ce matin ?", [], [], "fr", "chitchat")
add("chitchat", "jaja qué noche, gracias por todo", [], [], "es", "chitchat")
add("chitchat", "みなさん今日もお疲れさまでした、また明日！", [], [], "ja", "chitchat")
add("chitchat", "Valeu, equipe, foi lindo!", [], [], "pt", "chitchat")
add("chitchat", "Buongiorno a tutti dalla regia!", [], [], "it", "chitchat")
add("chitchat", "Teşekkürler, harika iş çıkardınız.", [], [], "tr", "chitchat")
add("chitchat", "고마워요, 오늘 수고 많았어요.", [], [], "ko", "chitchat")


def main() -> None:
    rows = [{"pid": f"u23-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
