"""Hand-written source of prompts_unseen12.jsonl: a blind suite by an independent evaluator (gateeval12).

Labels come only from corpus.jsonl and the built-in knowledge; the author never read the gate, its tests
(beyond the label checks) or any other prompt file. Run it to regenerate the file byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("prompts_unseen12.jsonl")
ROWS: list[dict] = []


def add(intent, prompt, expected=(), allowed=(), lang="en", group="", builtin=False):
    full = list(expected) if intent in {"invoke", "ask_content"} else []
    ROWS.append({"prompt": prompt, "intent": intent, "expected": list(expected), "full": full,
                 "allowed": list(allowed), "builtin": builtin, "lang": lang, "group": group})


K, L2, SS, BF, DS = "ins_kick1", "ins_layout2", "ins_strobe_safe", "ins_backup_first", "ins_deploy_show"
VJ, PB, GL, DX, RH = "ins_vj_bank_a", "ins_panic_black", "ins_glitchy", "ins_deskmap_x32", "ins_render_hq"
N1, FB, BO, WC, C7 = "ins_naming_n1", "ins_feedback_pref", "ins_blackout", "ins_wirecomb", "ins_cue_stack7"
SP, AR, ZV, QH = "ins_syncpoint", "ins_archive_rule", "ins_zorvex_grade", "ins_quiet_hours"

# ---------------------------------------------------------------- invoke
# club VJ on a phone, typing fast
add("invoke", "kik1 pls, main out, drop in 30s", [K], group="typo")
add("invoke", "yo can u do KICK1 rn the DJ just started", [K], group="live_chat")
add("invoke", "ok KICK1 on out1 and make it snappy 🔥", [K], group="emoji")
add("invoke", "layout 2 this mess please, I can't read anything", [L2], group="spaces")
add("invoke", "My network is a disaster after the rehearsal. Could you run LAYOUT2 on it?", [L2], group="polite")
add("invoke", "/layout2", [L2], group="slash_command")
add("invoke", "apply STROBE_SAFE to the strobe I just built on beat_flash before doors", [SS], group="rule")
add("invoke", "strobe safe check on every flash in /project1/fx now pls", [SS], group="spaces")
add("invoke", "Enforce the STROBE_SAFE rule on lfo_strobe: clamp it, the venue is full of kids tonight.", [SS], group="rule")
add("invoke", "follow BACKUP_FIRST and then delete the whole old_scenes COMP", [BF], group="rule")
add("invoke", "backup first, then nuke noise3 and noise4", [BF], group="spaces")
add("invoke", "Do the BACKUP_FIRST step on /project1/post, I'm about to clear it.", [BF], group="imperative")
add("invoke", "DEPLOY_SHOW. doors in 20.", [DS], group="terse")
add("invoke", "We're at the venue and everything's patched, so please go through DEPLOY_SHOW now.", [DS], group="polite")
add("invoke", "deploy show por favor, ya abren las puertas", [DS], lang="es", group="non_en")
add("invoke", "load vj bank a into the decks plz", [VJ], group="spaces")
add("invoke", "VJ_BANK_A into the decks, B stays as is", [VJ], group="name_first")
add("invoke", "Charge VJ_BANK_A dans les decks s'il te plaît", [VJ], lang="fr", group="non_en")
add("invoke", "PANIC_BLACK!!", [PB], group="bare")
add("invoke", "PANIC BLACK NOW!!! projector glitching on the crowd", [PB], group="live_chat")
add("invoke", "panic_black — someone walked on stage", [PB], group="terse")
add("invoke", "glitchy on the selected top", [GL], group="bare")
add("invoke", "Select is on moviein_intro. GLITCHY it.", [GL], group="name_as_verb")
add("invoke", "Mach mal GLITCHY auf den ausgewählten TOP bitte", [GL], lang="de", group="non_en")
add("invoke", "map the desk: DESKMAP_X32", [DX], group="trailing")
add("invoke", "The X32 is on the network now, could you set up DESKMAP_X32 for me?", [DX], group="polite")
add("invoke", "deskmap x32 pfv, o técnico de som já ligou a mesa", [DX], lang="pt", group="non_en")
add("invoke", "RENDER_HQ of the intro, frames as usual", [RH], group="name_first")
add("invoke", "can you kick off a render hq? client wants the file tonight", [RH], group="spaces")
add("invoke", "RENDER_HQをお願いします。終わったらファイルの場所を教えて", [RH], lang="ja", group="non_en")
add("invoke", "Apply naming rule N1 to everything you create in this session.", [N1], group="rule")
add("invoke", "rename the ops you just made per N1, they're all noise1 level3 junk", [N1], group="rule")
add("invoke", "Segui la regola N1 per i nuovi operatori che crei adesso", [N1], lang="it", group="non_en")
add("invoke", "trails pls, my FEEDBACK setup for the club set", [FB], group="common_word")
add("invoke", "Build my club trails the FEEDBACK way on the kick layer.", [FB], group="common_word")
add("invoke", "pon mis trails del set de club, los de FEEDBACK, sobre la capa de fondo", [FB], lang="es", group="non_en")
add("invoke", "that's the last track, BLACKOUT", [BO], group="end_set")
add("invoke", "We're done for tonight. Please run the BLACKOUT procedure.", [BO], group="polite")
add("invoke", "blackout de fin de set, on a fini", [BO], lang="fr", group="non_en")
add("invoke", "wirecomb", [WC], group="bare")
add("invoke", "wire comb /project1/scene2 please, it looks like spaghetti", [WC], group="spaces")
add("invoke", "Kannst du wirecomb über das Netzwerk laufen lassen?", [WC], lang="de", group="non_en")
add("invoke", "Build CUE_STACK_7 for tomorrow's dance run — we need it in the file tonight.", [C7], group="imperative")
add("invoke", "cue stack 7, go", [C7], group="spaces")
add("invoke", "Crea el CUE_STACK_7 para la pieza de danza, por favor", [C7], lang="es", group="non_en")
add("invoke", "SYNCPOINT before we open the house", [SP], group="name_first")
add("invoke", "lock us to the console — syncpoint", [SP], group="trailing")
add("invoke", "SYNCPOINT 실행해 주세요", [SP], lang="ko", group="non_en")
add("invoke", "I need to tweak bloom.tox, so follow the ARCHIVE rule first and then raise its threshold to 0.7.", [AR], group="rule")
add("invoke", "archive it first like we always do, then edit the external lensflare tox", [AR], group="common_word")
add("invoke", "Prima di toccare glow.tox applica la regola ARCHIVE, poi alza il glow a 0.8", [AR], lang="it", group="non_en")
add("invoke", "Zorvex grade on the final comp please", [ZV], group="title_words")
add("invoke", "give it the zorvx look, the house one", [ZV], group="typo")
add("invoke", "Mets le look Zorvex sur la sortie finale", [ZV], lang="fr", group="non_en")
add("invoke", "It's 22:40 at the riverside venue — apply the quiet hours rule to the master audio now.", [QH], group="rule")
add("invoke", "riverside gig, past ten: enforce quiet hours on the audio out", [QH], group="rule")
add("invoke", "Aplica la regla de quiet hours del riverside, ya son las once", [QH], lang="es", group="non_en")
# several procedures in one message
add("invoke", "1. LAYOUT2\n2. wirecomb\n3. save", [L2, WC], group="checklist")
add("invoke", "SYNCPOINT then DEPLOY_SHOW, in that order", [SP, DS], group="multi")
add("invoke", "load VJ_BANK_A and put GLITCHY on deck_a3", [VJ, GL], group="multi")
add("invoke", "- [ ] KICK1 on out1\n- [ ] STROBE_SAFE on the flash\n- [ ] Zorvex grade", [K, SS, ZV], group="markdown")
add("invoke", "end of set: BLACKOUT, and then RENDER_HQ of the recording timeline for the client", [BO, RH], group="multi")
add("invoke", "backup first then clear /project1/old, and name everything new per N1", [BF, N1], group="multi")
# corrections, conditionals, consent
add("invoke", "run LAYOUT2, no wait, wirecomb — I only want the wires fixed", [WC], allowed=[L2], group="correction")
add("invoke", "GLITCHY, sorry I meant the Zorvex grade, on the final comp", [ZV], allowed=[GL], group="correction")
add("invoke", "if the console answers, do SYNCPOINT now; it's up, I just pinged it", [SP], group="conditional")
add("invoke", "> Want me to run DESKMAP_X32?\nyes go ahead", [DX], group="consent")
add("invoke", "you suggested CUE_STACK_7 earlier — yes, do it", [C7], group="consent")
# voice dictation
add("invoke", "hey copilot kick one on the main output please", [K], group="voice")
add("invoke", "okay run deploy underscore show", [DS], group="voice")
add("invoke", "panic black panic black now", [PB], group="voice")
# pasted log + request
add("invoke", "[22:14:03] WARNING /project1/deck_a4: file not found\n[22:14:03] WARNING /project1/deck_a5: file not found\nreload VJ_BANK_A please", [VJ], group="log_paste")
add("invoke", "Traceback (most recent call last):\n  File \"/project1/osc_fix\", line 3\nTypeError: 'NoneType'\nforget my script, just do DESKMAP_X32 properly", [DX], group="log_paste")
add("invoke", "Bitte RENDER_HQ starten, der Kunde wartet", [RH], lang="de", group="non_en")
add("invoke", "请执行 BLACKOUT，演出结束了", [BO], lang="zh", group="non_en")
add("invoke", "Запусти KICK1 на главный выход", [K], lang="ru", group="non_en")
add("invoke", "Faça o LAYOUT2 nessa rede, tá uma bagunça", [L2], lang="pt", group="non_en")
add("invoke", "wirecombしてください、線がぐちゃぐちゃ", [WC], lang="ja", group="non_en")
add("invoke", "Esegui PANIC_BLACK subito!", [PB], lang="it", group="non_en")
add("invoke", "Lance SYNCPOINT avant l'ouverture des portes", [SP], lang="fr", group="non_en")


# ---------------------------------------------------------------- ask_content
add("ask_content", "KICK1 — what trigger threshold and release did we set in it?", [K], group="detail")
add("ask_content", "in LAYOUT2, how many units between the columns, and between the rows?", [L2], group="detail")
add("ask_content", "Remind me what DEPLOY_SHOW does at step 3, which monitor was it?", [DS], group="detail")
add("ask_content", "what IP and port does SYNCPOINT ping?", [SP], group="detail")
add("ask_content", "what codec and fps does RENDER_HQ record with", [RH], group="detail")
add("ask_content", "Qual é a opacidade do Level TOP nas minhas trails FEEDBACK?", [FB], lang="pt", group="non_en")
add("ask_content", "How long is the fade in BLACKOUT?", [BO], group="detail")
add("ask_content", "what's the dBFS limit in the quiet hours rule for the riverside?", [QH], group="detail")
add("ask_content", "Zorvex grade: what gamma and contrast again?", [ZV], group="detail")
add("ask_content", "what does the ARCHIVE rule say the archive file should be named?", [AR], group="detail")

# ---------------------------------------------------------------- near_miss
add("near_miss", "don't run KICK1 tonight, the DJ says it makes the wall look cheap", allowed=[K], group="negated")
add("near_miss", "we did LAYOUT2 yesterday and it moved my nulls, so no more of that", allowed=[L2], group="past")
add("near_miss", "tomorrow morning we'll do DEPLOY_SHOW at the venue, for now just help me with the Text TOP font", allowed=[DS], group="planning")
add("near_miss", "my colleague said PANIC_BLACK fired twice during the matinee, weird", allowed=[PB], group="reported")
add("near_miss", "did RENDER_HQ finish last night or did it crash?", allowed=[RH], group="status")
add("near_miss", "if we ever tour with an X32 again, DESKMAP_X32 would be handy. not this gig though", allowed=[DX], group="hypothetical")
add("near_miss", "which one does the team reach for more often, wirecomb or LAYOUT2? just curious, don't touch anything", allowed=[WC, L2], group="comparison")
add("near_miss", "I saved the file as glitchy_v3_final.toe, is that a dumb name?", allowed=[GL], group="filename")
add("near_miss", "why is there a variable called cue_stack_7_done in my script?", allowed=[C7], group="variable")
add("near_miss", "```python\nif mode == 'SYNCPOINT':\n    pass\n```\nwhy does this never trigger?", allowed=[SP], group="code")
add("near_miss", "the stage manager wrote \"BLACKOUT at end of act 1\" in the script, does that mean the lights or us?", allowed=[BO], group="quoted")
add("near_miss", "ugh, VJ_BANK_A loaded the wrong folder last week, such a mess", allowed=[VJ], group="complaint")
add("near_miss", "who came up with the name Zorvex anyway?", allowed=[ZV], group="history")
add("near_miss", "Please don't apply the Zorvex grade yet, the client hasn't approved the palette", allowed=[ZV], group="negated")
add("near_miss", "Last show we skipped SYNCPOINT and the cues drifted by a frame.", allowed=[SP], group="past")
add("near_miss", "I'm writing documentation: DEPLOY_SHOW is one of our procedures. How should I format a procedures list in markdown?", allowed=[DS], group="incidental")
add("near_miss", "no need for BACKUP_FIRST, I'm not deleting anything, just moving noise2 left", allowed=[BF], group="negated")
add("near_miss", "print('KICK1 armed') shows up in the textport twice, where's it coming from?", allowed=[K], group="string")
add("near_miss", "Has DESKMAP_X32 ever been tested with the X32 Compact?", allowed=[DX], group="history")
add("near_miss", "maybe later we could do the quiet hours thing, but it's only 19:00 now", allowed=[QH], group="planning")
add("near_miss", "the kids at the workshop kept shouting PANIC_BLACK as a joke lol", allowed=[PB], group="reported")
add("near_miss", "no wirecomb today please, my layout is intentional", allowed=[WC], group="negated")
add("near_miss", "El LAYOUT2 de ayer me rompió la red, no lo vuelvas a hacer", allowed=[L2], lang="es", group="negated")
add("near_miss", "On a fait le BLACKOUT trop tôt hier soir, le public a applaudi dans le noir", allowed=[BO], lang="fr", group="past")
add("near_miss", "Morgen machen wir RENDER_HQ, heute nur Vorschau", allowed=[RH], lang="de", group="planning")
add("near_miss", "how many times have we used CUE_STACK_7 this season?", allowed=[C7], group="status")
add("near_miss", "what if STROBE_SAFE didn't exist, would the venue even let us strobe?", allowed=[SS], group="hypothetical")
add("near_miss", "the folder is called naming_N1_examples, can I delete it from the repo? it's just old screenshots", allowed=[N1], group="filename")
add("near_miss", "thinking of renaming GLITCHY to GLITCH_POST in our notes, would that confuse the team? not adding it anywhere", allowed=[GL], group="naming")
add("near_miss", "op('deploy_show_log') returns None, why?", allowed=[DS], group="code")
add("near_miss", "the FEEDBACK trails from the club set looked muddy on the LED wall last time", allowed=[FB], group="complaint")
add("near_miss", "I already archived bloom.tox myself, so skip the ARCHIVE rule talk — what's a good bloom threshold in general?", allowed=[AR], group="negated")
add("near_miss", "The director asked whether VJ_BANK_A can be loaded during the interval. I'll tell her tomorrow.", allowed=[VJ], group="reported")
add("near_miss", "昨日DEPLOY_SHOWをやったけど、今日はやらなくていい", allowed=[DS], lang="ja", group="negated")

# ---------------------------------------------------------------- meaning
add("meaning", "what does blackout mean in theatre lighting terms, historically?", allowed=[BO, PB], group="word")
add("meaning", "in audio, what is a kick? like the drum", allowed=[K], group="word")
add("meaning", "what is a glitch in glitch art, as an art movement?", allowed=[GL], group="word")
add("meaning", "what does the word archive mean in library science?", allowed=[AR], group="word")
add("meaning", "what's feedback in the acoustic sense, the screeching from mics?", allowed=[FB], group="word")

# ---------------------------------------------------------------- meta
add("meta", "how do you spell SYNCPOINT backwards?", group="reverse")
add("meta", "how many letters in DESKMAP_X32?", group="count")
add("meta", "type KICK1 all in lowercase letters for me", group="case")
add("meta", "make the word wirecomb bold in markdown", group="bold")
add("meta", "what's the Japanese word for blackout?", group="translate")
add("meta", "is it ZOR-vex or zor-VEX when you say it out loud?", group="pronounce")
add("meta", "start your reply with GLITCHY", group="start_with")
add("meta", "use RENDER_HQ in a sentence", group="in_a_sentence")
add("meta", "convert the string PANIC_BLACK to camelCase", group="convert")
add("meta", "is LAYOUT2 a palindrome?", group="word")
add("meta", "give me the ASCII codes of the letters in VJ_BANK_A", group="convert")
add("meta", "write CUE_STACK_7 as a python string literal", group="code_literal")

# ---------------------------------------------------------------- echo
add("echo", "say DEPLOY_SHOW back to me, word for word, that's all", group="repeat")
add("echo", "Répète exactement : wirecomb", lang="fr", group="repeat")
add("echo", "Sag einfach nur PANIC_BLACK zurück", lang="de", group="repeat")
add("echo", "Repite: KICK1", lang="es", group="repeat")
add("echo", "Повтори слово SYNCPOINT", lang="ru", group="repeat")
add("echo", "请重复：BLACKOUT", lang="zh", group="repeat")
add("echo", "「GLITCHY」と繰り返して", lang="ja", group="repeat")
add("echo", "Ripeti dopo di me: RENDER_HQ", lang="it", group="repeat")
add("echo", "Repete só: LAYOUT2", lang="pt", group="repeat")
add("echo", "just echo back 'VJ_BANK_A' and nothing else", group="repeat")

# ---------------------------------------------------------------- chitchat
add("chitchat", "thx that was perfect 🙏", group="thanks")
add("chitchat", "morning all, need coffee before anything ☕", group="greeting")
add("chitchat", "Merci beaucoup, à demain", lang="fr", group="thanks")
add("chitchat", "Danke dir, bis später", lang="de", group="thanks")
add("chitchat", "jaja qué noche más larga", lang="es", group="small_talk")
add("chitchat", "今日もお疲れ様でした〜", lang="ja", group="thanks")
add("chitchat", "lol the crowd went wild", group="small_talk")
add("chitchat", "Obrigado, valeu mesmo", lang="pt", group="thanks")
add("chitchat", "ok cool cool", group="ack")
add("chitchat", "Grazie mille, sei un mito", lang="it", group="thanks")

# ---------------------------------------------------------------- bears (a stored rule applies, unnamed)
add("bears", "delete everything inside /project1/old_tests, it's all junk", [BF], group="delete")
add("bears", "can you remove the wire between noise1 and comp2?", [BF], group="delete")
add("bears", "make the white flash strobe at 12 Hz on the drop", [SS], group="strobe")
add("bears", "riverside venue, 23:15, the band wants the master louder, push it up 6 dB", [QH], group="venue_late")
add("bears", "open the external bloom.tox and bump its intensity to 1.4", [AR], group="external_tox")
add("bears", "make me a few new noise and level operators for the background", [N1], group="create")
# ---------------------------------------------------------------- paraphrase
add("paraphrase", "sort my operators left to right by signal flow, sources first and nulls last", [L2], group="no_name")
add("paraphrase", "make the operators line up with whatever feeds them so the cables stop crossing", [WC], group="no_name")
add("paraphrase", "lock our timeline to the grandMA with a ping-pong round trip", [SP], group="no_name")
add("paraphrase", "hook up the Behringer sound board over the network so its sliders drive my layer opacities", [DX], group="no_name")
add("paraphrase", "bounce the whole timeline to a file frame-perfect, not in realtime, for the client", [RH], group="no_name")
add("paraphrase", "give the final image our studio's signature tint with the LUT and the grain", [ZV], group="no_name")

# ---------------------------------------------------------------- question / task (corpus)
add("question", "what's the IP of the lighting console on the tour?", ["fact_lx_console"], group="fact")
add("question", "which GPU is in RIG-B?", ["fact_rig_b"], group="fact")
add("question", "what fps does the Nebula piece run at and why", ["fact_nebula_fps"], group="fact")
add("question", "where do I put show media on the gallery pc", ["fact_media_drive"], group="fact")
add("question", "what are the Aurora brand hex colours?", ["fact_aurora_palette"], group="fact")
add("question", "which DMX universe are the moving heads on?", ["fact_dmx_heads"], group="fact")
add("question", "when is Tidewater on at the Kestrel?", ["fact_dance_piece"], group="fact")
add("task", "my clips stutter at the start when I cut to them, help", ["web_moviein_preload"], allowed=["ref_hap_codecs"], group="reference")
add("task", "build me audio spectrum bars from the mic input", ["rcp_spectrum_bars"], allowed=["ref_audio_analysis"], group="recipe")
add("question", "how do I use feedback to make a tunnel effect?", ["rcp_feedback_tunnel"], allowed=["ref_feedback_top", FB], group="common_word")
add("question", "my render TOP is just black, camera and light are there, what am I missing?", ["ref_render_pipeline"], group="reference")
add("question", "where's the show error log written during shows?", ["fact_show_log"], group="fact")
# built-ins
add("question", "what's the difference between HAP and H.264 for playing lots of clips?", ["td_movie_files_codecs"], allowed=["ref_hap_codecs"], builtin=True, group="builtin_compete")
add("question", "how does the cooking pull model work in TouchDesigner?", ["td_cooking_pull_model"], builtin=True, group="builtin_only")
add("question", "how do I make custom parameters on a base COMP?", ["td_custom_parameters"], builtin=True, group="builtin_only")
add("question", "what do the red and yellow flags on operators mean, errors vs warnings?", ["td_error_warning_flags"], builtin=True, group="builtin_only")
add("question", "how do Select TOPs and In/Out operators differ?", ["td_select_in_out"], builtin=True, group="builtin_only")
add("task", "help me open a perform window on the second monitor", ["td_perform_mode_windows"], allowed=["ref_perform_window", "fact_win_main"], builtin=True, group="builtin_compete")
add("question", "how do I see which operator is eating my cook time?", ["td_performance_monitor"], allowed=["ref_perf_monitor"], builtin=True, group="builtin_compete")
add("question", "what's the textport for and how do I open it?", ["td_textport"], allowed=["fact_show_log"], builtin=True, group="builtin_only")

# ---------------------------------------------------------------- unanswerable
add("unanswerable", "how do I get a Leap Motion controller into TouchDesigner?", group="near")
add("unanswerable", "what's the best way to sync TouchDesigner with Ableton Link?", group="near")
add("unanswerable", "can TouchDesigner read a Lidar point stream from an Ouster sensor?", group="near")
add("unanswerable", "how do I license TouchDesigner Pro for a whole school lab?", group="near")
add("unanswerable", "how do I do Stable Diffusion img2img inside TD in real time?", group="near")
add("unanswerable", "what's the Bitwig equivalent of a CHOP?", group="far")
add("unanswerable", "best budget projector for a 5m wide screen?", group="far")
add("unanswerable", "how do I send DMX over sACN to a Chauvet fixture from TD?", group="near")
add("unanswerable", "¿cómo conecto un Arduino por serial a TouchDesigner?", lang="es", group="near")
add("unanswerable", "who won the Ars Electronica Golden Nica in 2019?", group="far")
add("unanswerable", "how do I use a Stream Deck to trigger cues in TD?", group="near")

def main() -> None:
    lines = []
    for i, row in enumerate(ROWS, 1):
        out = {"pid": f"u12-{i:03d}"}
        out.update(row)
        lines.append(json.dumps(out, ensure_ascii=False))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
