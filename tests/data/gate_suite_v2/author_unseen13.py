"""Hand-written source of prompts_unseen13.jsonl: a blind suite by an independent evaluator (gateeval13).

Labels come from corpus.jsonl and the built-in knowledge file names only; the gate was never run.
Run this file to regenerate prompts_unseen13.jsonl byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen13.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


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
BLACKOUT = "ins_blackout"
WIRE = "ins_wirecomb"
CUES = "ins_cue_stack7"
SYNC = "ins_syncpoint"
ARCHIVE = "ins_archive_rule"
ZORVEX = "ins_zorvex_grade"
QUIET = "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# Marta, Polish VJ in a Warsaw club, types fast and half in Polish
add("invoke", "odpal KICK1 na głównym wyjściu, bas już leci", [KICK], lang="pl", group="imperative")
add("invoke", "Możesz mi teraz zrobić LAYOUT2? Ta sieć to śmietnik", [LAYOUT], lang="pl", group="polite")
add("invoke", "dobra, DEPLOY_SHOW, za 10 minut wpuszczają ludzi", [DEPLOY], lang="pl", group="terse")
add("invoke", "wirecomb proszę, nie widzę gdzie idą kable", [WIRE], lang="pl", group="name_first")
# Deniz, Turkish projection designer
add("invoke", "şimdi VJ_BANK_A'yı yükle lütfen, A desteleri boş duruyor", [BANK], lang="tr", group="polite")
add("invoke", "şu seçtiğim TOP'a GLITCHY uygula hadi", [GLITCH], lang="tr", group="imperative")
add("invoke", "Zorvex grade'i final kompozitin arkasına ekler misin?", [ZORVEX], lang="tr", group="polite")
add("invoke", "RENDER_HQ başlat, müşteri yarın sabah videoyu istiyor", [RENDER], lang="tr", group="imperative")
# Layla, Arabic-speaking lighting/visuals op in Beirut
add("invoke", "نفّذ SYNCPOINT الآن قبل ما يبدأ العرض", [SYNC], lang="ar", group="imperative")
add("invoke", "من فضلك شغّل DESKMAP_X32، الطاولة موصولة على الشبكة", [X32], lang="ar", group="polite")
add("invoke", "PANIC_BLACK فورًا!!", [PANIC], lang="ar", group="terse")
add("invoke", "اعمل CUE_STACK_7 لعرض الرقص لو سمحت", [CUES], lang="ar", group="polite")
# Rohan, Mumbai, Hinglish on a laptop at a college fest
add("invoke", "bhai KICK1 laga do output pe, crowd ready hai", [KICK], lang="hi", group="live_chat")
add("invoke", "yaar ek kaam karo, LAYOUT2 chala do is network pe", [LAYOUT], lang="hi", group="polite")
add("invoke", "अभी BLACKOUT करो, सेट खत्म हो गया", [BLACKOUT], lang="hi", group="imperative")
add("invoke", "naming rule N1 apply karo saare naye operators pe, noise1 level3 sab rename karo", [N1], lang="hi", group="rule")
# Femke, Dutch installation artist
add("invoke", "Kun je wirecomb draaien op /project1/fx? Ik word gek van die draden", [WIRE], lang="nl", group="polite")
add("invoke", "doe maar even de Zorvex look op de eindcompositie", [ZORVEX], lang="nl", group="title_words")
add("invoke", "ARCHIVE eerst, dan wil ik bloom.tox aanpassen: threshold naar 0.7", [ARCHIVE], lang="nl", group="rule")
add("invoke", "SYNCPOINT graag, de lichttafel staat aan", [SYNC], lang="nl", group="terse")
# Elin, Swedish touring tech
add("invoke", "kör DESKMAP_X32 nu, mixern är inkopplad", [X32], lang="sv", group="imperative")
add("invoke", "Ladda VJ_BANK_A i deckarna är du snäll", [BANK], lang="sv", group="polite")
add("invoke", "BLACKOUT, setet är slut, tack alla", [BLACKOUT], lang="sv", group="end_set")
# Nikos, Greek festival crew
add("invoke", "τρέξε το RENDER_HQ τώρα σε παρακαλώ", [RENDER], lang="el", group="polite")
add("invoke", "Κάνε GLITCHY στο επιλεγμένο TOP", [GLITCH], lang="el", group="imperative")
add("invoke", "CUE_STACK_7 τώρα, έχουμε πρόβα σε μισή ώρα", [CUES], lang="el", group="timed")
# Tomáš, Czech theatre
add("invoke", "spusť DEPLOY_SHOW, prosím, za chvíli začíná představení", [DEPLOY], lang="cs", group="polite")
add("invoke", "Použij pravidlo ARCHIVE a pak mi uprav lights.tox, chci jas na 0.8", [ARCHIVE], lang="cs", group="rule")
add("invoke", "udělej mi moje FEEDBACK trails pro klubový set", [TRAILS], lang="cs", group="common_word")
# Putri, Jakarta
add("invoke", "tolong jalankan CUE_STACK_7 sekarang ya", [CUES], lang="id", group="polite")
add("invoke", "pasang KICK1 dong, kick-nya udah kenceng", [KICK], lang="id", group="live_chat")
add("invoke", "Terapkan aturan quiet hours sekarang, udah jam 22:30 di venue tepi sungai", [QUIET], lang="id", group="rule")
# Minh, Hanoi
add("invoke", "chạy LAYOUT2 cho network hiện tại giúp mình", [LAYOUT], lang="vi", group="polite")
add("invoke", "làm PANIC_BLACK ngay đi, máy chiếu bị lỗi", [PANIC], lang="vi", group="emergency")
add("invoke", "áp dụng STROBE_SAFE cho hiệu ứng strobe mình vừa làm", [STROBE], lang="vi", group="rule")
# Ploy, Bangkok
add("invoke", "ช่วยรัน VJ_BANK_A ให้หน่อยครับ", [BANK], lang="th", group="polite")
add("invoke", "ทำ Zorvex grade ให้ภาพสุดท้ายหน่อย", [ZORVEX], lang="th", group="title_words")
add("invoke", "BACKUP_FIRST ก่อนนะ แล้วค่อยลบ noise1 ทิ้ง", [BACKUP], lang="th", group="rule")
# Jiwoo, Seoul
add("invoke", "지금 SYNCPOINT 실행해 주세요", [SYNC], lang="ko", group="polite")
add("invoke", "wirecomb 돌려줘, 선이 너무 엉켰어", [WIRE], lang="ko", group="name_first")
add("invoke", "RENDER_HQ로 오프라인 렌더 뽑아줘", [RENDER], lang="ko", group="imperative")
# Lin, Shanghai
add("invoke", "帮我执行一下 DESKMAP_X32", [X32], lang="zh", group="polite")
add("invoke", "现在就 BLACKOUT，今晚的 set 结束了", [BLACKOUT], lang="zh", group="end_set")
add("invoke", "把 GLITCHY 加到选中的 TOP 后面", [GLITCH], lang="zh", group="imperative")
add("invoke", "先按 BACKUP_FIRST 备份，然后把没用的 operator 全删掉", [BACKUP], lang="zh", group="rule")
# Haruka, Tokyo
add("invoke", "DEPLOY_SHOW お願いします、開場まであと15分です", [DEPLOY], lang="ja", group="polite")
add("invoke", "今すぐ PANIC_BLACK！", [PANIC], lang="ja", group="terse")
add("invoke", "クラブセット用の FEEDBACK トレイル、いつもの設定で作って", [TRAILS], lang="ja", group="common_word")
add("invoke", "新しく作るオペレーターには命名規則 N1 を適用してね、今から作るやつ全部", [N1], lang="ja", group="rule")
# Beatriz, São Paulo
add("invoke", "roda o KICK1 aí pra mim, por favor", [KICK], lang="pt", group="polite")
add("invoke", "Aplica a regra STROBE_SAFE nesse strobe do LFO, tá piscando rápido demais", [STROBE], lang="pt", group="rule")
add("invoke", "faz o CUE_STACK_7 agora, a coreógrafa chegou", [CUES], lang="pt", group="timed")
# Carlos, Mexico City
add("invoke", "¿me ejecutas LAYOUT2 en esta red? gracias", [LAYOUT], lang="es", group="polite")
add("invoke", "ponle el look Zorvex a la salida final", [ZORVEX], lang="es", group="title_words")
add("invoke", "Aplica ARCHIVE antes de tocar el particles.tox, voy a cambiar el birth rate", [ARCHIVE], lang="es", group="rule")
# Camille, Lyon
add("invoke", "lance SYNCPOINT s'il te plaît, la console lumière est prête", [SYNC], lang="fr", group="polite")
add("invoke", "Charge VJ_BANK_A dans les decks", [BANK], lang="fr", group="imperative")
add("invoke", "applique la règle des heures calmes maintenant, il est 22h15 au bord du fleuve", [QUIET], lang="fr", group="rule")
# Jonas, Berlin
add("invoke", "Mach bitte STROBE_SAFE auf den Strobe, den ich gerade gebaut habe", [STROBE], lang="de", group="rule")
add("invoke", "DESKMAP_X32 jetzt bitte, das Pult hängt am Switch", [X32], lang="de", group="terse")
add("invoke", "Wende N1 auf alles an, was du gleich baust", [N1], lang="de", group="rule")
# Giulia, Milan
add("invoke", "esegui RENDER_HQ, grazie", [RENDER], lang="it", group="polite")
add("invoke", "fammi il FEEDBACK del club come piace a me, con le mie impostazioni delle scie", [TRAILS], lang="it", group="common_word")
add("invoke", "Quiet hours: applicala adesso, sono le 23 al locale sul fiume e il fonico vuole alzare", [QUIET], lang="it", group="rule")
# Dmitri, Moscow
add("invoke", "запусти-ка GLITCHY на том TOP, что я выделил", [GLITCH], lang="ru", group="imperative")
add("invoke", "сделай BACKUP_FIRST и потом удали всю ветку /project1/old", [BACKUP], lang="ru", group="rule")
add("invoke", "Давай DEPLOY_SHOW, зал открывают", [DEPLOY], lang="ru", group="terse")
# English, varied shapes
add("invoke", "/kick1 --on out1 (bass is in)", [KICK], group="slash_command")
add("invoke", "ok do the wire comb thing on this net, wirecomb", [WIRE], group="trailing")
add("invoke", "p a n i c _ b l a c k NOW", [PANIC], group="spaces")
add("invoke", "deploy underscore show please (dictating, hands full)", [DEPLOY], group="voice")
add("invoke", "can u run vj bank a real quick 🙏", [BANK], group="emoji")
add("invoke", "Use ARCHIVE, then open the external feedback_fx.tox and bump its decay to 0.96", [ARCHIVE], group="rule")
add("invoke", "glitchy it. the selected TOP. go", [GLITCH], group="name_as_verb")
add("invoke", "I'd like the quiet hours rule applied from now on tonight, it's past ten at the riverside venue", [QUIET], group="rule")
add("invoke", "You suggested syncing with the console first — yes, do SYNCPOINT.", [SYNC], group="consent")
add("invoke", "Render_HQ, no wait — just LAYOUT2 for now", [LAYOUT], allowed=[RENDER], group="correction")
add("invoke", "cue stack 7 pls", [CUES], group="typo")
add("invoke", "- [ ] STROBE_SAFE on the beat flash\n- [ ] then go", [STROBE], group="checklist")
add("invoke", "```\nERROR: /project1/out1 cook failed\n```\nwhatever, just do BLACKOUT, set is over", [BLACKOUT], group="log_paste")
add("invoke", "If the desk is plugged in, go ahead with DESKMAP_X32.", [X32], group="conditional")
add("invoke", "zorvex grade pls, the client is here", [ZORVEX], group="live_chat")
# several procedures in one message
add("invoke", "BACKUP_FIRST then wirecomb on /project1/old_fx, and after that LAYOUT2", [BACKUP, WIRE, LAYOUT], group="multi")
add("invoke", "najpierw SYNCPOINT, potem DEPLOY_SHOW", [SYNC, DEPLOY], lang="pl", group="multi")
add("invoke", "VJ_BANK_A yükle, sonra KICK1 ekle", [BANK, KICK], lang="tr", group="multi")
add("invoke", "先に DESKMAP_X32、それから CUE_STACK_7 をお願い", [X32, CUES], lang="ja", group="multi")
add("invoke", "GLITCHY et ensuite le look Zorvex sur la sortie", [GLITCH, ZORVEX], lang="fr", group="multi")
add("invoke", "Mach RENDER_HQ und nenn alles nach N1", [RENDER, N1], lang="de", group="multi")

# ---------------------------------------------------------------- ask_content
add("ask_content", "co dokładnie robi KICK1? jaki jest próg na Trigger CHOP?", [KICK], lang="pl", group="detail")
add("ask_content", "DESKMAP_X32 hangi portu dinliyor?", [X32], lang="tr", group="detail")
add("ask_content", "ما هي خطوات DEPLOY_SHOW بالترتيب؟", [DEPLOY], lang="ar", group="steps")
add("ask_content", "RENDER_HQ welke codec en hoeveel frames?", [RENDER], lang="nl", group="detail")
add("ask_content", "SYNCPOINT 里 ping 发到哪个 IP 和端口？", [SYNC], lang="zh", group="detail")
add("ask_content", "Zorvex grade の中身を教えて。どの LUT を使う？", [ZORVEX], lang="ja", group="detail")
add("ask_content", "what opacity does my FEEDBACK trail setup use for the club set?", [TRAILS], group="common_word")
add("ask_content", "Remind me what the quiet hours rule says about low frequencies?", [QUIET], group="detail")
add("ask_content", "Qual é o nome do Null no fim do GLITCHY?", [GLITCH], lang="pt", group="detail")
add("ask_content", "¿Qué columnas tiene la tabla de CUE_STACK_7?", [CUES], lang="es", group="detail")
add("ask_content", "Was steht nochmal in BLACKOUT, wie lange dauert der Fade?", [BLACKOUT], lang="de", group="detail")

# ---------------------------------------------------------------- near_miss
# past / already done
add("near_miss", "Już odpaliłam KICK1 godzinę temu, działa, dzięki", allowed=[KICK], lang="pl", group="past")
add("near_miss", "DEPLOY_SHOW'u dün akşam zaten çalıştırdım, sorun yoktu", allowed=[DEPLOY], lang="tr", group="past")
add("near_miss", "Ik heb wirecomb gisteren al gedaan op dat netwerk", allowed=[WIRE], lang="nl", group="past")
add("near_miss", "昨天已经跑过 RENDER_HQ 了，文件在 D 盘", allowed=[RENDER], lang="zh", group="past")
add("near_miss", "Я уже делал SYNCPOINT перед прошлым шоу, консоль ответила", allowed=[SYNC], lang="ru", group="past")
# future / plans
add("near_miss", "jutro rano pokażę stażyście jak działa LAYOUT2", allowed=[LAYOUT], lang="pl", group="planning")
add("near_miss", "明日のリハで CUE_STACK_7 を使う予定です。今日は何もしないで", allowed=[CUES], lang="ja", group="planning")
add("near_miss", "Mañana le explico al cliente qué hace el Zorvex grade", allowed=[ZORVEX], lang="es", group="planning")
add("near_miss", "Sau buổi tập mình sẽ chạy VJ_BANK_A, giờ chưa cần", allowed=[BANK], lang="vi", group="planning")
add("near_miss", "We'll probably do DESKMAP_X32 at the venue on Friday, not now", allowed=[X32], group="planning")
# negation
add("near_miss", "NIE rób teraz BLACKOUT, set jeszcze trwa", allowed=[BLACKOUT], lang="pl", group="negated")
add("near_miss", "لا تشغّل PANIC_BLACK، كان مجرد اختبار", allowed=[PANIC], lang="ar", group="negated")
add("near_miss", "GLITCHY'yi sakın ekleme, müşteri temiz görüntü istiyor", allowed=[GLITCH], lang="tr", group="negated")
add("near_miss", "Bitte kein RENDER_HQ heute, der Rechner wird für die Probe gebraucht", allowed=[RENDER], lang="de", group="negated")
add("near_miss", "지금은 DEPLOY_SHOW 하지 마, 아직 수정 중이야", allowed=[DEPLOY], lang="ko", group="negated")
# reports / complaints
add("near_miss", "Koleś z poprzedniej ekipy mówił, że KICK1 mu kiedyś zamroził output", allowed=[KICK], lang="pl", group="reported")
add("near_miss", "the stage manager keeps saying 'just do a BLACKOUT' every time anything goes wrong lol", allowed=[BLACKOUT], group="reported")
add("near_miss", "ugh wirecomb added like six Nulls last time and nobody asked for them", allowed=[WIRE], group="complaint")
add("near_miss", "Η Μαρία είπε ότι το SYNCPOINT δεν δούλεψε στο Ηρώδειο", allowed=[SYNC], lang="el", group="reported")
# questions about history / name / status
add("near_miss", "who came up with the name Zorvex anyway?", allowed=[ZORVEX], group="history")
add("near_miss", "Kdy jsme naposledy spouštěli CUE_STACK_7?", allowed=[CUES], lang="cs", group="status")
add("near_miss", "Is VJ_BANK_A still loaded or did the crash wipe it?", allowed=[BANK], group="status")
add("near_miss", "Apakah LAYOUT2 masih dipakai tim kita atau sudah diganti?", allowed=[LAYOUT], lang="id", group="status")
# hypotheticals / comparison
add("near_miss", "if I ever have to use PANIC_BLACK at a real festival I will frame the screenshot lol", allowed=[PANIC], group="hypothetical")
add("near_miss", "ถ้าวันไหนได้กด BLACKOUT ปิดเซ็ตที่เฟสใหญ่ๆ คงฟินมาก", allowed=[BLACKOUT], lang="th", group="hypothetical")
add("near_miss", "Quelle différence entre BLACKOUT et PANIC_BLACK, en deux mots ?", allowed=[BLACKOUT, PANIC], lang="fr", group="comparison")
add("near_miss", "LAYOUT2 mi daha eski wirecomb mu? Hangisini önce yazmıştık, hatırlıyor musun?", allowed=[LAYOUT, WIRE], lang="tr", group="comparison")
# files, variables, code, quotes
add("near_miss", "the file is called kick1_backup_final_v3.toe, where does TD autosave it?", allowed=[KICK], group="filename")
add("near_miss", "rename the variable deploy_show_done to is_deployed in my script", allowed=[DEPLOY], group="variable")
add("near_miss", "```python\nif mode == 'GLITCHY':\n    op('glitchy_out').bypass = True\n```\nwhy does this throw AttributeError sometimes?", allowed=[GLITCH], group="code")
add("near_miss", "In the show notes I wrote: \"RENDER_HQ — done, 3600 frames\". Is that grammatical English?", allowed=[RENDER], group="quoted")
add("near_miss", "la carpeta se llama backup_first_2026, ¿puedo moverla a otro disco sin romper nada?", allowed=[BACKUP], lang="es", group="filename")
add("near_miss", "il commit dice 'fix SYNCPOINT timeout', che ne pensi del messaggio?", allowed=[SYNC], lang="it", group="quoted")
add("near_miss", "Напиши мне строку print('STROBE_SAFE ok') для Textport, просто проверить логи", allowed=[STROBE], lang="ru", group="string")
add("near_miss", "Min kollega tycker att Zorvex-looken är för grön, jag håller inte med", allowed=[ZORVEX], lang="sv", group="incidental")
add("near_miss", "A regra do ARCHIVE já me salvou duas vezes esse mês haha", allowed=[ARCHIVE], lang="pt", group="incidental")
add("near_miss", "मैंने कल DESKMAP_X32 के बारे में एक ट्यूटोरियल देखा था, बढ़िया था", allowed=[X32], lang="hi", group="past")
add("near_miss", "Nie chcę na razie żadnych FEEDBACK trails, tylko czysty obraz", allowed=[TRAILS], lang="pl", group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "What does 'blackout' mean in a theatre context, historically?", allowed=[BLACKOUT, PANIC], group="common_word")
add("meaning", "Was bedeutet 'glitchy' umgangssprachlich, so im Alltag?", allowed=[GLITCH], lang="de", group="common_word")
add("meaning", "¿Qué significa 'archive' en inglés, en general?", allowed=[ARCHIVE], lang="es", group="common_word")
add("meaning", "what's the everyday meaning of 'feedback' in a workplace?", allowed=[TRAILS], group="common_word")
add("meaning", "パニックという言葉の語源は何ですか？", allowed=[PANIC], lang="ja", group="common_word")

# ---------------------------------------------------------------- meta
add("meta", "how do you spell KICK1 backwards?", group="reverse")
add("meta", "Translate the word 'blackout' into Polish", group="translate")
add("meta", "DEPLOY_SHOW kelimesinde kaç harf var?", lang="tr", group="count")
add("meta", "write wirecomb in all caps, nothing else", group="case")
add("meta", "Hoe spreek je 'Zorvex' uit?", lang="nl", group="pronounce")
add("meta", "Start your reply with the word SYNCPOINT and then tell me a joke about cables", group="start_reply")
add("meta", "把 GLITCHY 这个词用粗体写出来", lang="zh", group="bold")
add("meta", "Use the word 'archive' in a sentence about libraries", group="in_a_sentence")
add("meta", "Convert RENDER_HQ to snake_case lowercase", group="convert")
add("meta", "Как по-русски сказать 'quiet hours'?", lang="ru", group="translate")
add("meta", "PANIC_BLACK را به حروف کوچک بنویس", lang="fa", group="case")
add("meta", "Quante sillabe ha la parola 'blackout'?", lang="it", group="count")

# ---------------------------------------------------------------- echo
add("echo", "repeat after me: CUE_STACK_7", group="repeat")
add("echo", "powtórz dokładnie: VJ_BANK_A", lang="pl", group="repeat")
add("echo", "Répète juste « BLACKOUT », rien d'autre", lang="fr", group="repeat")
add("echo", "Sag einfach 'DESKMAP_X32' zurück", lang="de", group="repeat")
add("echo", "Просто повтори за мной слово PANIC_BLACK", lang="ru", group="repeat")
add("echo", "请重复这句话：KICK1 已就绪", lang="zh", group="repeat")
add("echo", "「LAYOUT2」とだけ繰り返して", lang="ja", group="repeat")
add("echo", "Repite: GLITCHY", lang="es", group="repeat")
add("echo", "Ripeti questa parola: wirecomb", lang="it", group="repeat")
add("echo", "Bunu aynen tekrar et: SYNCPOINT", lang="tr", group="repeat")

# ---------------------------------------------------------------- chitchat
add("chitchat", "dzięki, super robota dzisiaj!", lang="pl", group="thanks")
add("chitchat", "good morning! coffee first, then visuals ☕", group="greeting")
add("chitchat", "teşekkürler, harikaydı", lang="tr", group="thanks")
add("chitchat", "お疲れさまでした！", lang="ja", group="greeting")
add("chitchat", "ok cool cool", group="ack")
add("chitchat", "Merci beaucoup, à demain", lang="fr", group="thanks")
add("chitchat", "haha nice 😂", group="ack")
add("chitchat", "Hej! Hur mår du idag?", lang="sv", group="greeting")
add("chitchat", "شكراً يا صديقي", lang="ar", group="thanks")
add("chitchat", "mantap, makasih ya", lang="id", group="thanks")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "usuń noise1 i level3, już ich nie potrzebuję", [BACKUP], lang="pl", group="delete")
add("bears", "make the white flash hit 8 times a second on the drop, the DJ wants it aggressive", [STROBE], group="strobe")
add("bears", "Son las 23:00 en el local del río y el DJ quiere subir el master a -10 dBFS, ¿lo subes?", [QUIET], lang="es", group="venue_late")
add("bears", "Harici kayıtlı bloom.tox'u aç ve threshold'u 0.6 yap", [ARCHIVE], lang="tr", group="external_tox")
add("bears", "Bau mir einen Noise TOP und ein Level dahinter für den Hintergrund", [N1], lang="de", group="create")

# ---------------------------------------------------------------- paraphrase (no title or name words)
add("paraphrase", "lock my visuals to the grandMA clock before doors, the ping-pong timing thing", [SYNC], group="paraphrase")
add("paraphrase", "wskaż ośmiu odtwarzaczom po lewej stronie pliki z pierwszego folderu i zapętl je", [BANK], lang="pl", group="paraphrase")
add("paraphrase", "make the Behringer console's channel sliders drive my layer opacities", [X32], group="paraphrase")
add("paraphrase", "スタジオ定番のLUT処理を最終コンポジットの後ろに入れて", [ZORVEX], lang="ja", group="paraphrase")
add("paraphrase", "monte as doze trocas de cena cronometradas a partir da folha da coreógrafa", [CUES], lang="pt", group="paraphrase")

# ---------------------------------------------------------------- question / task
add("question", "Jaka jest rozdzielczość całego wyjścia na Lumen Hall?", ["fact_lumen_hall_raster"], lang="pl", group="fact")
add("question", "stagepad tablete hangi porttan geri bildirim gönderiyoruz?", ["fact_stagepad_ports"], lang="tr", group="fact")
add("question", "Op hoeveel fps draait de Nebula-installatie ook alweer?", ["fact_nebula_fps"], lang="nl", group="fact")
add("question", "what are the hex codes for the Aurora launch?", ["fact_aurora_palette"], group="fact")
add("question", "على أي universe وأي عنوان موجودة الـ moving heads؟", ["fact_dmx_heads"], lang="ar", group="fact")
add("question", "ショー中のエラーログってどこに書かれてる？", ["fact_show_log"], lang="ja", group="fact")
add("question", "Welche IP hat das Lichtpult auf der Tour?", ["fact_lx_console"], lang="de", group="fact")
add("question", "¿Cuándo es el ensayo técnico de Tidewater?", ["fact_dance_piece"], lang="es", group="fact")
add("question", "how do I use feedback to make trails in a general sense, for a uni assignment?", ["ref_feedback_top"], allowed=[TRAILS, "rcp_feedback_tunnel"], group="common_word")
add("task", "pass a float uniform uTime into my GLSL TOP shader, show me how", ["ref_glsl_uniforms"], group="reference")
add("question", "Textport nasıl açılır, print çıktısını nerede görürüm?", ["td_textport"], lang="tr", group="builtin_only", builtin=True)
add("question", "how do I keep a python dict on an operator so it survives between cooks?", ["td_storage"], group="builtin_only", builtin=True)
add("question", "Parameter Execute DAT 的 onValueChange 为什么不触发？", ["td_parameter_execute_dat"], lang="zh", group="builtin_only", builtin=True)
add("task", "agrega un botón pulse como parámetro personalizado a mi Base COMP", ["td_custom_parameters"], lang="es", group="builtin_only", builtin=True)
add("question", "Select TOP vs In TOP — когда что использовать?", ["td_select_in_out"], lang="ru", group="builtin_only", builtin=True)
add("question", "how do promoted methods work on a component extension?", ["td_extensions"], allowed=["fact_ext_conventions"], group="builtin_compete", builtin=True)

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "How do I get Leap Motion hand data into TouchDesigner?", group="near")
add("unanswerable", "ZED 카메라 depth를 TD에서 쓰려면 어떻게 해?", lang="ko", group="near")
add("unanswerable", "Spout czy Syphon na Windowsie do Resolume?", lang="pl", group="near")
add("unanswerable", "how do I move my Commercial licence to a second machine?", group="far")
add("unanswerable", "Can TouchDesigner follow Ableton Link tempo?", group="near")
add("unanswerable", "Как сделать прозрачный фон у Web Render TOP?", lang="ru", group="near")
add("unanswerable", "¿Cómo configuro el Bullet Solver COMP para que haya gravedad?", lang="es", group="near")
add("unanswerable", "Stream Deck ile TouchDesigner'ı nasıl kontrol ederim?", lang="tr", group="near")
add("unanswerable", "PSD の各レイヤーを別々の TOP として読み込める？", lang="ja", group="near")
add("unanswerable", "what's a good chair for a twelve-hour install day?", group="far")


def main() -> None:
    keys = ("pid", "prompt", "intent", "expected", "full", "allowed", "builtin", "lang", "group")
    with OUT.open("w", encoding="utf-8", newline="\n") as f:
        for i, row in enumerate(ROWS, 1):
            out = {"pid": f"u13-{i:03d}", **row}
            f.write(json.dumps({k: out[k] for k in keys}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
