"""Hand-written source of prompts_unseen48.jsonl: a blind suite by an independent evaluator (gateeval48).

Labels come from corpus.jsonl and the built-in knowledge files only; the gate was never run on these prompts
and their author never scored them. Run this file to regenerate prompts_unseen48.jsonl byte for byte.

Personas (this docstring only):
- students of a TouchDesigner course abroad, typing in their own language with English TouchDesigner words,
  asking how things work and trying the studio's procedures during exercises;
- venue technicians (front-of-house, projection, lighting) calling procedures terse, mid-show, sometimes by voice;
- a producer asking for facts (hardware, dates, brand colours, addresses) and relaying decisions.

Leans to recall: many questions/tasks (some with built-ins), bears and paraphrases mostly in other languages
with no word of the entry's title, and unanswerable questions. About two thirds of the prompts are not English.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen48.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


# ---------------------------------------------------------------- invoke
# KICK1
add("invoke", "KICK1 — main out, studio B", ["ins_kick1"], group="terse")
add("invoke", "Könntest du bitte KICK1 bauen? Die Bassdrum kommt über Eingang 1 rein.", ["ins_kick1"], lang="de", group="polite")
add("invoke", "okay computer run kick one on the main output for exercise seven", ["ins_kick1"], group="voice")
add("invoke", "低音鼓一响画面就要闪，KICK1。", ["ins_kick1"], lang="zh", group="trailing")
# LAYOUT2
add("invoke", "layout2 on /project1/fx_week3 pls", ["ins_layout2"], group="lowercase")
add("invoke", "LAYOUT2 — range ce réseau, c'est le bazar total après l'exercice 4.", ["ins_layout2"], lang="fr", group="name_first")
add("invoke", "/layout2 /project1/homework", ["ins_layout2"], group="slash_command")
add("invoke", "run the macro that arranges the network in columns on this container", ["ins_layout2"], group="title_words")
# STROBE_SAFE
add("invoke", "Apply STROBE_SAFE to the white strobe I just built in /project1/fx_club.", ["ins_strobe_safe"], group="rule")
add("invoke", "Halte dich bei allen Blitzeffekten in diesem Projekt an STROBE_SAFE.", ["ins_strobe_safe"], lang="de", group="rule")
add("invoke", "Check de flits in /project1/fx tegen STROBE_SAFE en pas hem aan waar nodig.", ["ins_strobe_safe"], lang="nl", group="rule")
# BACKUP_FIRST
add("invoke", "before I forget, do BACKUP_FIRST on /project1/post, then we clean it up", ["ins_backup_first"], group="mid_message")
add("invoke", "¿Puedes aplicar BACKUP_FIRST antes de limpiar los operadores que no usamos?", ["ins_backup_first"], lang="es", group="polite")
add("invoke", "Chạy BACKUP_FIRST cho mạng /project1/bg trước khi mình xoá mấy node cũ nhé.", ["ins_backup_first"], lang="vi", group="polite")
# DEPLOY_SHOW
add("invoke", "- [x] media copied to D:\n- [x] cues checked\n- [ ] DEPLOY_SHOW  <- do this one now", ["ins_deploy_show"], group="checklist")
add("invoke", "Il est 19h30, les portes ouvrent à 20h : lance DEPLOY_SHOW.", ["ins_deploy_show"], lang="fr", group="timed")
add("invoke", "现在执行 DEPLOY_SHOW，观众已经在排队了。", ["ins_deploy_show"], lang="zh", group="imperative")
add("invoke", "odpal DEPLOY_SHWO, zaraz zaczynamy", ["ins_deploy_show"], lang="pl", group="typo")
# VJ_BANK_A
add("invoke", "load V J _ B A N K _ A into the decks for the opener", ["ins_vj_bank_a"], group="spaces")
add("invoke", "Carica VJ_BANK_A nei deck prima dell'apertura porte, grazie mille.", ["ins_vj_bank_a"], lang="it", group="polite")
add("invoke", "VJ_BANK_A 로드해 줘, 오프닝 클립 필요해.", ["ins_vj_bank_a"], lang="ko", group="imperative")
# PANIC_BLACK
add("invoke", "PANIC_BLACK!!! laser hit the balcony", ["ins_panic_black"], group="emergency")
add("invoke", "PANIC_BLACK sofort, jemand steht direkt vor dem Beamer!", ["ins_panic_black"], lang="de", group="emergency")
add("invoke", "PANIC_BLACK, негайно! Проєктор світить у зал.", ["ins_panic_black"], lang="uk", group="emergency")
add("invoke", "🚨🚨 PANIC_BLACK 🚨🚨 🔥", ["ins_panic_black"], group="emoji")
# GLITCHY
add("invoke", "GLITCHY this TOP please, the one I have selected", ["ins_glitchy"], group="name_as_verb")
add("invoke", "glitchy на выбранный TOP, пожалуйста", ["ins_glitchy"], lang="ru", group="lowercase")
add("invoke", "Tolong jalankan GLITCHY di TOP yang sedang aku pilih.", ["ins_glitchy"], lang="id", group="polite")
# DESKMAP_X32
add("invoke", "DESKMAP_X32", ["ins_deskmap_x32"], group="bare")
add("invoke", "Run DESKMAP_X32, the desk is on the network now.", ["ins_deskmap_x32"], group="imperative")
add("invoke", "OSC In: listening on 10023 ... 0 messages received\nOK, das Pult hängt jetzt dran — mach DESKMAP_X32.", ["ins_deskmap_x32"], lang="de", group="log_paste")
add("invoke", "🎛️ DESKMAP_X32 tack 🙏", ["ins_deskmap_x32"], lang="sv", group="emoji")
# RENDER_HQ
add("invoke", "Yes, the client approved the edit, go ahead with RENDER_HQ.", ["ins_render_hq"], group="consent")
add("invoke", "RENDER_HQで書き出しお願いします。課題の提出が明日なので。", ["ins_render_hq"], lang="ja", group="polite")
add("invoke", "Sono le 2 di notte e il club è vuoto: lancia RENDER_HQ adesso.", ["ins_render_hq"], lang="it", group="timed")
# NAMING N1
add("invoke", "Follow rule N1 for everything you create in this session.", ["ins_naming_n1"], group="rule")
add("invoke", "按命名规则 N1 把我刚建的 noise1 和 level3 改名。", ["ins_naming_n1"], lang="zh", group="rule")
add("invoke", "Použij pravidlo N1 na všechny operátory, které jsem dnes vytvořil.", ["ins_naming_n1"], lang="cs", group="rule")
# FEEDBACK (common word)
add("invoke", "trails for the club set please, my FEEDBACK settings", ["ins_feedback_pref"], group="common_word")
add("invoke", "Monta mis trails de FEEDBACK para el set del club, como siempre.", ["ins_feedback_pref"], lang="es", group="common_word")
add("invoke", "クラブ用のFEEDBACKトレイル、いつもの設定で作って。", ["ins_feedback_pref"], lang="ja", group="common_word")
# BLACKOUT (end of set; PANIC_BLACK may show as a stub)
add("invoke", "That's the last song — BLACKOUT.", ["ins_blackout"], ["ins_panic_black"], group="end_set")
add("invoke", "Fin du set, BLACKOUT s'il te plaît.", ["ins_blackout"], ["ins_panic_black"], lang="fr", group="end_set")
add("invoke", "Das Set ist vorbei, mach den BLACKOUT zum Ende.", ["ins_blackout"], ["ins_panic_black"], lang="de", group="end_set")
add("invoke", "세트 끝났어, BLACKOUT 해 줘.", ["ins_blackout"], ["ins_panic_black"], lang="ko", group="end_set")
# wirecomb
add("invoke", "wirecomb pls, this network is spaghetti", ["ins_wirecomb"], group="lowercase")
add("invoke", "haz wirecmob en esta red, porfa", ["ins_wirecomb"], lang="es", group="typo")
# CUE_STACK_7
add("invoke", "Build CUE_STACK_7 for tonight's rehearsal.", ["ins_cue_stack7"], group="imperative")
add("invoke", "CUE STACK 7 bitte anlegen, die Choreografin kommt gleich.", ["ins_cue_stack7"], lang="de", group="spaces")
add("invoke", "CUE_STACK_7'yi şimdi oluştur.", ["ins_cue_stack7"], lang="tr", group="terse")
# SYNCPOINT
add("invoke", "The console is finally up, so do SYNCPOINT.", ["ins_syncpoint"], group="conditional")
add("invoke", "SYNCPOINT avant le filage, merci.", ["ins_syncpoint"], lang="fr", group="terse")
add("invoke", "演出前跑一下 SYNCPOINT。", ["ins_syncpoint"], lang="zh", group="imperative")
add("invoke", "Gör SYNCPOINT mot ljusbordet nu.", ["ins_syncpoint"], lang="sv", group="imperative")
# ARCHIVE
add("invoke", "Follow the ARCHIVE rule, then bump the threshold inside haze_bloom.tox to 0.72.", ["ins_archive_rule"], group="rule")
add("invoke", "Leg vor dem Bearbeiten von fx_bloom.tox die nummerierte Kopie nach der ARCHIVE-Regel an.", ["ins_archive_rule"], lang="de", group="title_words")
add("invoke", "ARCHIVEルールでglow.toxのコピーを取ってから編集して。", ["ins_archive_rule"], lang="ja", group="rule")
add("invoke", "Aplica a regra ARCHIVE ao lights_ui.tox antes de eu mexer nele.", ["ins_archive_rule"], lang="pt", group="rule")
# Zorvex
add("invoke", "Give me the Zorvex look on the final comp.", ["ins_zorvex_grade"], group="title_words")
add("invoke", "Zorvex 그레이드 적용해 줘.", ["ins_zorvex_grade"], lang="ko", group="imperative")
add("invoke", "Pasang Zorvex grade di output akhir ya.", ["ins_zorvex_grade"], lang="id", group="imperative")
# Quiet hours
add("invoke", "It's 23:10 at the riverside venue, so apply the quiet hours rule to the audio.", ["ins_quiet_hours"], group="conditional")
add("invoke", "Es ist 22:30 an der Riverside-Venue — wende die Quiet-Hours-Regel auf den Master an.", ["ins_quiet_hours"], lang="de", group="conditional")
add("invoke", "22h15 à la salle riverside : applique la règle des quiet hours.", ["ins_quiet_hours"], lang="fr", group="timed")
add("invoke", "Het is al na tienen bij de riverside venue, pas de quiet hours regel toe op het geluid.", ["ins_quiet_hours"], lang="nl", group="conditional")
# corrections
add("invoke", "no wait, not BLACKOUT — do PANIC_BLACK, someone fell on stage", ["ins_panic_black"], ["ins_blackout"], group="correction")
add("invoke", "perdón, LAYOUT2 no, quería decir wirecomb", ["ins_wirecomb"], ["ins_layout2"], lang="es", group="correction")
add("invoke", "Nicht GLITCHY — ich meinte den Zorvex-Look, den bitte.", ["ins_zorvex_grade"], ["ins_glitchy"], lang="de", group="correction")
# log paste
add("invoke", "```\nWARNING: /project1/fx 38 wires crossing\nWARNING: fan-out 6 on null_src\n```\nugh. wirecomb.", ["ins_wirecomb"], group="log_paste")
# multi
add("invoke", "DESKMAP_X32 then SYNCPOINT, then DEPLOY_SHOW.", ["ins_deskmap_x32", "ins_syncpoint", "ins_deploy_show"], group="multi")
add("invoke", "Fais BACKUP_FIRST puis wirecomb sur /project1/fx.", ["ins_backup_first", "ins_wirecomb"], lang="fr", group="multi")
add("invoke", "VJ_BANK_AとKICK1、両方お願い。", ["ins_vj_bank_a", "ins_kick1"], lang="ja", group="multi")
add("invoke", "Erst KICK1 bauen, dann STROBE_SAFE darauf anwenden.", ["ins_kick1", "ins_strobe_safe"], lang="de", group="multi")
add("invoke", "Lista para hoy:\n1. CUE_STACK_7\n2. LAYOUT2\n3. RENDER_HQ\nhaz las tres, en ese orden.", ["ins_cue_stack7", "ins_layout2", "ins_render_hq"], lang="es", group="multi")
add("invoke", "Roda GLITCHY e depois aplica a regra N1 nos nós novos.", ["ins_glitchy", "ins_naming_n1"], lang="pt", group="multi")
add("invoke", "Сделай FEEDBACK-трейлы для клуба и примени правило N1 к новым нодам.", ["ins_feedback_pref", "ins_naming_n1"], lang="ru", group="multi")
add("invoke", "先按 ARCHIVE 规则备份 grade.tox，再在最终输出上加 Zorvex grade。", ["ins_archive_rule", "ins_zorvex_grade"], lang="zh", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "DESKMAP_X32 用哪个 OSC 端口？", ["ins_deskmap_x32"], lang="zh", group="port")
add("ask_content", "What order do the DEPLOY_SHOW steps go in?", ["ins_deploy_show"], group="order")
add("ask_content", "KICK1のトリガーのしきい値はいくつに設定されてる？", ["ins_kick1"], lang="ja", group="value")
add("ask_content", "What codec, resolution and fps does RENDER_HQ record at?", ["ins_render_hq"], group="value")
add("ask_content", "¿Qué opacidad usa el Level TOP en mis trails de FEEDBACK para el club?", ["ins_feedback_pref"], lang="es", group="value")
add("ask_content", "Quelle adresse IP et quel port SYNCPOINT utilise-t-il pour la console ?", ["ins_syncpoint"], lang="fr", group="port")
add("ask_content", "Co dokładnie dodaje GLITCHY, jakie operatory i w jakiej kolejności?", ["ins_glitchy"], lang="pl", group="content")
add("ask_content", "Which folder does BACKUP_FIRST put the .tox in, and how is it named?", ["ins_backup_first"], group="content")
add("ask_content", "Zorvex grade'de yeşillerin doygunluğu yüzde kaç düşürülüyor?", ["ins_zorvex_grade"], lang="tr", group="value")

# ---------------------------------------------------------------- bears
add("bears", "remove noise3 and the two unused level TOPs from /project1/fx", ["ins_backup_first"], group="delete")
add("bears", "Borra todo lo que hay en /project1/pruebas_viejas, ya no sirve para nada.", ["ins_backup_first"], lang="es", group="delete")
add("bears", "Ich will einen weißen Stroboskop-Blitz mit 8 Hz über die ganze Leinwand.", ["ins_strobe_safe"], ["rcp_strobe_flash"], lang="de", group="strobe")
add("bears", "BPM140の16分音符に合わせて全画面を白黒で点滅させて。", ["ins_strobe_safe"], ["rcp_strobe_flash"], lang="ja", group="strobe")
add("bears", "Il est 23h à la salle au bord du fleuve, monte le son général de 6 dB.", ["ins_quiet_hours"], lang="fr", group="venue_late")
add("bears", "Уже полночь, мы на площадке у реки — сделай басы громче, публика просит.", ["ins_quiet_hours"], lang="ru", group="venue_late")
add("bears", "Modifica il parametro Intensity dentro bloom.tox, che è salvato come file esterno.", ["ins_archive_rule"], lang="it", group="external_tox")
add("bears", "Vou mexer no componente externo lights_ui.tox: troca a cor do botão principal.", ["ins_archive_rule"], lang="pt", group="external_tox")
add("bears", "Создай Noise TOP и Blur TOP для фона сцены.", ["ins_naming_n1"], ["ref_noise_top"], lang="ru", group="create")
add("bears", "帮我新建一个 Audio Device In CHOP 和一个 Math CHOP。", ["ins_naming_n1"], lang="zh", group="create")

# ---------------------------------------------------------------- paraphrase (no word of the entry's title)
add("paraphrase", "Mach, dass das Bild bei jeder Bassdrum kurz hell aufleuchtet.", ["ins_kick1"], lang="de")
add("paraphrase", "Mets la première série de vidéos dans les huit lecteurs, côté gauche du mixeur.", ["ins_vj_bank_a"], lang="fr")
add("paraphrase", "Añade una cadena de efecto de error digital después del nodo que tengo seleccionado.", ["ins_glitchy"], lang="es")
add("paraphrase", "音響卓のフェーダーをTouchDesignerで読み取って、レイヤーの不透明度を動かしたい。", ["ins_deskmap_x32"], lang="ja")
add("paraphrase", "Fammi una registrazione in alta qualità non in tempo reale del pezzo, in HAP Q.", ["ins_render_hq"], lang="it")
add("paraphrase", "Aplica aquele visual de cor típico do estúdio depois da composição final.", ["ins_zorvex_grade"], lang="pt")
add("paraphrase", "안무 작품의 장면 전환 순서표를 타이머랑 같이 만들어 줘.", ["ins_cue_stack7"], lang="ko")
add("paraphrase", "Синхронизируй визуал с пультом света перед началом, с замером задержки.", ["ins_syncpoint"], lang="ru")
add("paraphrase", "Wyprostuj połączenia w mojej sieci, bo nic nie widać, nic nie usuwaj.", ["ins_wirecomb"], lang="pl")
add("paraphrase", "Maak het project klaar voor de voorstelling van vanavond, met perform mode op scherm 2.", ["ins_deploy_show"], lang="nl")

# ---------------------------------------------------------------- question / task (corpus facts and references)
add("question", "stagepad 태블릿은 어느 포트로 OSC를 보내?", ["fact_stagepad_ports"], lang="ko", group="fact")
add("question", "What frame rate does the Nebula installation run at? I need it for the spec sheet.", ["fact_nebula_fps"], group="fact")
add("question", "How much video memory does the show PC RIG-B have? The client is asking.", ["fact_rig_b"], group="fact")
add("question", "What are the Aurora launch brand colours? The printer needs the hex codes.", ["fact_aurora_palette"], group="fact")
add("question", "Em que universo e endereços DMX estão as cabeças móveis?", ["fact_dmx_heads"], lang="pt", group="fact")
add("question", "Lumen Hallの出力ラスターは全部で何ピクセル？", ["fact_lumen_hall_raster"], lang="ja", group="fact")
add("question", "Какая звуковая карта стоит в студии и на какой частоте она работает?", ["fact_studio_audio"], lang="ru", group="fact")
add("question", "When is the Tidewater tech rehearsal, and at what time?", ["fact_dance_piece"], group="fact")
add("question", "Wat is het IP-adres van de lichttafel voor de tour?", ["fact_lx_console"], ["ins_syncpoint"], lang="nl", group="fact")
add("question", "Where does the show error log get written during performances?", ["fact_show_log"], group="fact")
add("question", "画廊电脑上的输出窗口叫什么名字，开在哪个显示器上？", ["fact_win_main"], ["ref_perform_window"], lang="zh", group="fact")
add("question", "Jak w zespole nazywamy Text DAT z rozszerzeniem Pythona?", ["fact_ext_conventions"], lang="pl", group="fact")
add("question", "HAP oder H.264, wenn acht Clips gleichzeitig laufen sollen?", ["ref_hap_codecs"], ["ref_movie_file_out"], lang="de", group="reference")
add("question", "how do I use a feedback TOP to get trails that fade out?", ["ref_feedback_top"], ["rcp_feedback_tunnel", "ref_pixel_formats", "ins_feedback_pref"], group="common_word")
add("task", "Montre-moi comment faire des barres de spectre audio qui bougent avec la musique.", ["rcp_spectrum_bars"], ["ref_audio_analysis"], lang="fr", group="reference")
# built-ins
add("question", "Comment ouvrir le Textport et y voir mes print() ?", ["td_textport"], lang="fr", group="builtin_only", builtin=True)
add("question", "Replicator COMP 怎么根据表格生成很多按钮？", ["ref_replicator", "td_replicator_comp"], lang="zh", group="builtin_compete", builtin=True)
add("question", "Warum kocht mein Operator nicht, wenn niemand seine Ausgabe anschaut?", ["td_cooking_pull_model"], lang="de", group="builtin_only", builtin=True)
add("question", "How do I promote a method on a component extension so I can call it from outside?", ["td_extensions"], ["fact_ext_conventions"], group="builtin_only", builtin=True)
add("question", "¿Cómo guardo un valor en el storage de un COMP para que sobreviva al guardar el proyecto?", ["td_storage"], lang="es", group="builtin_only", builtin=True)
add("task", "インスタンシングで一万個のキューブを一回のドローで描く方法を教えて。", ["ref_instancing", "td_geometry_instancing"], lang="ja", group="builtin_compete", builtin=True)
add("question", "CHOP 값이 바뀔 때마다 파이썬 코드를 실행하려면 뭘 써야 해?", ["td_chop_execute_dat"], lang="ko", group="builtin_only", builtin=True)
add("question", "Як передати TOP з одного компонента в інший без дротів?", ["td_select_in_out"], lang="uk", group="builtin_only", builtin=True)
add("question", "How do I read the knobs of a MIDI controller in TouchDesigner?", ["td_osc_midi_dmx_in"], group="builtin_only", builtin=True)
add("question", "Por que minha animação com absTime continua rodando quando pauso a timeline?", ["td_timeline_realtime"], lang="pt", group="builtin_only", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I move a TouchDesigner Pro licence to a second machine?", group="far")
add("unanswerable", "Wie binde ich einen Leap Motion Controller im Kursprojekt in TouchDesigner ein?", lang="de", group="near")
add("unanswerable", "Spoutを使ってResolumeに映像を送るにはどうすればいい？", lang="ja", group="near")
add("unanswerable", "Как подключить Arduino через Serial DAT и читать датчик?", lang="ru", group="near")
add("unanswerable", "Come si calibra una proiezione con CamSchnappr su un oggetto 3D?", lang="it", group="near")
add("unanswerable", "How do I move points with Python inside a Script SOP?", group="near")
add("unanswerable", "TouchDesigner'da Bullet Solver ile fizik simülasyonu nasıl yapılır?", lang="tr", group="near")
add("unanswerable", "Jak wyeksportować animowaną geometrię do FBX z TouchDesignera?", lang="pl", group="near")
add("unanswerable", "Làm sao dùng Web Render TOP để hiển thị một trang web?", lang="vi", group="near")
add("unanswerable", "Hur kopplar jag Ableton Link-tempot till TouchDesigner?", lang="sv", group="near")
add("unanswerable", "Bagaimana cara memakai Substance TOP untuk material?", lang="id", group="near")
add("unanswerable", "What's the watermark difference between the Educational and Commercial licences?", group="far")
add("unanswerable", "Як налаштувати трекінг камери через FreeD у TouchDesigner?", lang="uk", group="near")

# ---------------------------------------------------------------- near_miss
add("near_miss", "Don't run GLITCHY on the intro scene, I want it clean this time.", allowed=["ins_glitchy"], group="negated")
add("near_miss", "RENDER_HQ ran fine last night, the file came out at 2.1 GB.", allowed=["ins_render_hq"], group="past")
add("near_miss", "Morgen früh machen wir DEPLOY_SHOW, heute nur noch Kaffee.", allowed=["ins_deploy_show"], lang="de", group="planning")
add("near_miss", "Léa m'a dit qu'elle avait déjà lancé VJ_BANK_A avant de partir.", allowed=["ins_vj_bank_a"], lang="fr", group="reported")
add("near_miss", "¿El LAYOUT2 de antes ya terminó o sigue moviendo nodos?", allowed=["ins_layout2"], lang="es", group="status")
add("near_miss", "Still deciding with the teacher whether KICK1 goes into my final project.", allowed=["ins_kick1"], group="planning")
add("near_miss", "上次 wirecomb 把我的网络弄得更乱了，气死了。", allowed=["ins_wirecomb"], lang="zh", group="complaint")
add("near_miss", "We came up with the name BLACKOUT back in 2019 at a festival in Ghent.", allowed=["ins_blackout"], group="history")
add("near_miss", "Il file si chiama zorvex_grade_v3.toe, lo trovi nella cartella condivisa.", allowed=["ins_zorvex_grade"], lang="it", group="filename")
add("near_miss", "A variável cue_stack_7_done já está em True desde ontem.", allowed=["ins_cue_stack7"], lang="pt", group="variable")
add("near_miss", "In my script I wrote run_macro('LAYOUT2') but it's commented out for now.", allowed=["ins_layout2"], group="code")
add("near_miss", "Op het briefje van de regisseur staat alleen 'SYNCPOINT?' met een vraagteken.", allowed=["ins_syncpoint"], lang="nl", group="quoted")
add("near_miss", "이번 설치에는 관객이 없으니까 STROBE_SAFE 얘기는 나중에 하자.", allowed=["ins_strobe_safe"], lang="ko", group="planning")
add("near_miss", "Wczoraj DESKMAP_X32 działał bez zarzutu na próbie.", allowed=["ins_deskmap_x32"], lang="pl", group="past")
add("near_miss", "Cuma günü RENDER_HQ ile son videoyu alacağız, şimdi değil.", allowed=["ins_render_hq"], lang="tr", group="planning")
add("near_miss", "Teknikern berättade att PANIC_BLACK användes en gång förra året när en projektor började ryka.", allowed=["ins_panic_black"], lang="sv", group="reported")
add("near_miss", "Aku lebih suka wirecomb daripada LAYOUT2, hasilnya lebih rapi.", allowed=["ins_wirecomb", "ins_layout2"], lang="id", group="comparison")
add("near_miss", "Đừng chạy BLACKOUT bây giờ, ban nhạc vẫn còn chơi bài cuối.", allowed=["ins_blackout", "ins_panic_black"], lang="vi", group="negated")
add("near_miss", "BACKUP_FIRST уже спрацював сьогодні для мережі post?", allowed=["ins_backup_first"], lang="uk", group="status")
add("near_miss", "Pravidlo ARCHIVE mi zaplnilo disk stovkou kopií bloom.tox.", allowed=["ins_archive_rule"], lang="cs", group="complaint")
add("near_miss", "Hypothetically, if we ever tour without the grandMA, we'd drop SYNCPOINT entirely.", allowed=["ins_syncpoint"], group="hypothetical")
add("near_miss", "btw the folder is still called quiet_hours_test, just ignore it", allowed=["ins_quiet_hours"], group="filename")
add("near_miss", "print('N1 ok')  # ce print traîne depuis la v2 du cours, il ne sert à rien", allowed=["ins_naming_n1"], lang="fr", group="code")
add("near_miss", "El nombre Zorvex viene de un videojuego al que jugaba el director de arte.", allowed=["ins_zorvex_grade"], lang="es", group="history")
add("near_miss", "昨日のリハでCUE_STACK_7はもう作ってあるよ。", allowed=["ins_cue_stack7"], lang="ja", group="past")
add("near_miss", "Niente FEEDBACK stasera, il club ha chiesto visual puliti.", allowed=["ins_feedback_pref"], lang="it", group="negated")
add("near_miss", "O Diego contou que o KICK1 fez a tela piscar demais no ensaio.", allowed=["ins_kick1"], lang="pt", group="complaint")
add("near_miss", "Found a file called deploy_show_notes.txt on the desktop, no idea who wrote it.", allowed=["ins_deploy_show"], group="filename")
add("near_miss", "Не запускай DESKMAP_X32, сегодня пульт другой — Yamaha.", allowed=["ins_deskmap_x32"], lang="ru", group="negated")
add("near_miss", "어제 GLITCHY 돌렸을 때 프레임이 30까지 떨어졌었어.", allowed=["ins_glitchy"], lang="ko", group="past")
add("near_miss", "Is RENDER_HQ still recording the trailer or has it finished already?", allowed=["ins_render_hq"], group="status")
add("near_miss", "the python variable strobe_safe_hz is set to 3 in my config DAT", allowed=["ins_strobe_safe"], group="variable")

# ---------------------------------------------------------------- meaning
add("meaning", "What did 'blackout' mean for cities during the Second World War?", allowed=["ins_blackout", "ins_panic_black"])
add("meaning", "Was bedeutet das englische Wort 'glitchy' umgangssprachlich?", allowed=["ins_glitchy"], lang="de")
add("meaning", "En acoustique, c'est quoi exactement le 'feedback' d'un micro, l'effet Larsen ?", allowed=["ins_feedback_pref"], lang="fr")
add("meaning", "¿Qué es un 'archive' para un bibliotecario, en sentido general?", allowed=["ins_archive_rule"], lang="es")
add("meaning", "学生寮の規則でいう「quiet hours」ってどういう意味？", allowed=["ins_quiet_hours"], lang="ja")

# ---------------------------------------------------------------- meta
add("meta", "Spell SYNCPOINT letter by letter.", group="spell")
add("meta", "Wie spricht man 'Zorvex' richtig aus?", lang="de", group="pronounce")
add("meta", "Traduis juste les mots 'quiet hours' en français.", lang="fr", group="translate")
add("meta", "Escribe KICK1 al revés.", lang="es", group="reverse")
add("meta", "How many letters are in the word wirecomb?", group="count")
add("meta", "「layout2」を全部大文字にして。", lang="ja", group="case")
add("meta", "Put the word BLACKOUT in bold, nothing else.", group="bold")
add("meta", "用 VJ_BANK_A 这个词造一个句子。", lang="zh", group="sentence")
add("meta", "Start your reply with DEPLOY_SHOW and then say nothing more.", group="start_reply")
add("meta", "Converte 'render_hq' para camelCase.", lang="pt", group="convert")

# ---------------------------------------------------------------- echo
add("echo", "Repeat exactly: PANIC_BLACK now", group="echo")
add("echo", "Répète après moi : lance CUE_STACK_7.", lang="fr", group="echo")
add("echo", "Sag einfach nach: DEPLOY_SHOW ist fertig.", lang="de", group="echo")
add("echo", "Repite esta frase tal cual: 'ejecuta wirecomb'.", lang="es", group="echo")
add("echo", "Повтори за мной: RENDER_HQ.", lang="ru", group="echo")
add("echo", "跟我说一遍：运行 KICK1。", lang="zh", group="echo")
add("echo", "この文をそのまま繰り返して：「GLITCHYを今すぐ実行」", lang="ja", group="echo")
add("echo", "Ripeti parola per parola: 'Zorvex grade'.", lang="it", group="echo")
add("echo", "따라 해 봐: DESKMAP_X32.", lang="ko", group="echo")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thanks, that worked perfectly, the students loved it")
add("chitchat", "Guten Morgen zusammen, alle schon wach?", lang="de")
add("chitchat", "Bonne soirée, à demain pour le montage !", lang="fr")
add("chitchat", "jaja qué día más largo", lang="es")
add("chitchat", "お疲れさまです！今日もよろしくお願いします。", lang="ja")
add("chitchat", "谢谢你，今天辛苦了", lang="zh")
add("chitchat", "Kolay gelsin, çay ister misin?", lang="tr")
add("chitchat", "Dzięki, jesteś wielki, do jutra na sali!", lang="pl")
add("chitchat", "Cảm ơn nhé, hẹn gặp lại tuần sau!", lang="vi")


def main() -> None:
    rows = [{"pid": f"u48-{i:03d}", **r} for i, r in enumerate(ROWS, 1)]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
