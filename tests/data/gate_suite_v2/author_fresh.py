"""Hand-written source of prompts_fresh.jsonl: 72 prompts written AFTER the v2 rules and
thresholds were frozen, never used to change either. Scored by `bench/bench_gate_cv.py --fresh`.
Run: python author_fresh.py"""
import json
from pathlib import Path

rows = []


def P(intent, prompt, expected=(), full=(), allowed=(), lang="en", group=None):
    rows.append({"intent": intent, "prompt": prompt, "expected": list(expected), "full": list(full),
                 "allowed": list(allowed), "builtin": False, "lang": lang, "group": group or intent})


def inv(prompt, ins):
    P("invoke", prompt, [ins], [ins])


inv("Alright, kick off CUE_STACK_7 in the dance project", "ins_cue_stack7")
inv("Mind doing a quick wirecomb over /project1/fx?", "ins_wirecomb")
inv("RENDER_HQ the ending please", "ins_render_hq")
inv("ok now VJ_BANK_A", "ins_vj_bank_a")
inv("we're live in five — PANIC_BLACK if anything glitches, actually do PANIC_BLACK now", "ins_panic_black")
inv("Let's run SYNCPOINT again, the desk rebooted", "ins_syncpoint")
inv("grade the master with Zorvex", "ins_zorvex_grade")
inv("please execute LAYOUT2 across every container", "ins_layout2")
inv("sort out the naming with N1 before I save", "ins_naming_n1")
inv("Time for BLACKOUT, thanks everyone", "ins_blackout")
inv("go on then, DESKMAP_X32", "ins_deskmap_x32")
inv("can we do GLITCHY on the intro clip", "ins_glitchy")
P("ask_content", "which steps are in DEPLOY_SHOW?", ["ins_deploy_show"], ["ins_deploy_show"])
P("ask_content", "how many flashes per second does STROBE_SAFE allow?", ["ins_strobe_safe"], ["ins_strobe_safe"])
P("ask_content", "what folder does BACKUP_FIRST write to?", ["ins_backup_first"], ["ins_backup_first"])
P("ask_content", "explain wirecomb to me", ["ins_wirecomb"], ["ins_wirecomb"])
P("bears", "nuke everything inside /project1/scratch", ["ins_backup_first"])
P("bears", "can the strobe go at 12 Hz for the drop?", ["ins_strobe_safe"], allowed=["rcp_strobe_flash"])
P("bears", "it's half eleven at the riverside venue, louder please", ["ins_quiet_hours"])
P("bears", "edit the glow settings inside the external bloom component", ["ins_archive_rule"])
P("paraphrase", "flash the screen in time with the bass drum", ["ins_kick1"], allowed=["ref_audio_analysis", "rcp_strobe_flash"])
P("paraphrase", "lay out my nodes in tidy columns by processing order", ["ins_layout2"], allowed=["ins_wirecomb"])
P("paraphrase", "give the picture our in-house film look", ["ins_zorvex_grade"])
P("paraphrase", "hook our X32 faders into the project", ["ins_deskmap_x32"], allowed=["ref_osc_in_chop"])
P("question", "how can two machines exchange video frames over a network?", ["ref_ndi"])
P("question", "what's the sensor op for Azure depth cameras?", ["ref_kinect_azure"])
P("question", "how do I get a callback at the end of each timer segment?", ["ref_timer_chop"])
P("question", "where does the gallery show media live?", ["fact_media_drive"])
P("question", "which universes does the touring lighting desk use?", ["fact_lx_console"])
P("question", "how long does the Tidewater show run?", ["fact_dance_piece"])
P("question", "why is my render just black?", ["ref_render_pipeline"])
P("question", "which codec plays back best with many streams?", ["ref_hap_codecs"], allowed=["ref_movie_file_out"])
P("question", "my exported channel stopped working after renaming", ["ref_null_exports"])
P("task", "make a spectrum analyser display", ["rcp_spectrum_bars"], allowed=["ref_audio_analysis"])
P("task", "caption with the presenter's name at the bottom", ["rcp_lower_third"])
P("question", "how do I slow down noise animation so it doesn't jump?", ["ref_noise_top"])
P("question", "use feedback to get trails in my club visuals", ["ref_feedback_top"], allowed=["ins_feedback_pref", "rcp_feedback_tunnel"], group="common_word")
P("question", "what is a good archive format for old project backups?", [], allowed=["ins_archive_rule", "ins_backup_first"], group="common_word")
for t in ["How do I make TouchDesigner talk to Resolume Arena?", "what's the best GPU to buy for TouchDesigner in 2027?",
          "Can TouchDesigner read Lidar from an iPhone?", "how do I use MediaPipe hand tracking?",
          "how much does the Aurora client pay us?", "is there a dark mode for the network editor?",
          "How do I get DMX out through an Enttec USB Pro?", "Where can I download Derivative's example files?"]:
    P("unanswerable", t)
for t in ["Don't start SYNCPOINT, the console is rebooting", "the CUE_STACK_7 table has a typo in cue 4, who typed it?",
          "was LAYOUT2 used on the festival project?", "I renamed wirecomb_tmp to wirecomb_old, fine?"]:
    P("near_miss", t, allowed=["ins_syncpoint", "ins_cue_stack7", "ins_layout2", "ins_wirecomb"])
for t in ["how many syllables in SYNCPOINT?", "write the word wirecomb in capitals", "what does VJ stand for in VJ_BANK_A?",
          "Make a pun on BLACKOUT", "could you put 'run KICK1' into a code block?", "is Zorvex trademarked as a word?",
          "say CUE_STACK_7 slowly", "uppercase the phrase 'run LAYOUT2'"]:
    P("meta", t)
for lang, t in [("fr", "Redis-moi : SYNCPOINT"), ("de", "Bitte wiederhole: execute BLACKOUT"), ("es", "Repíteme esto: wirecomb"),
                ("ru", "Повтори: CUE_STACK_7"), ("zh", "请复述：run KICK1"), ("ja", "「DEPLOY_SHOW」と言ってみて"),
                ("en", "just echo 'time for RENDER_HQ'"), ("en", "Return the exact text: do GLITCHY now")]:
    P("echo", t, lang=lang)
for lang, t in [("en", "sweet, thanks a ton"), ("en", "haha perfect"), ("fr", "super, merci"), ("de", "Prima, danke!"),
                ("en", "the BLACKOUT looked great tonight"), ("en", "morning! coffee first"), ("es", "buenas noches"),
                ("en", "you're a lifesaver")]:
    P("chitchat", t, lang=lang)

with open(Path(__file__).with_name("prompts_fresh.jsonl"), "w", encoding="utf-8") as f:
    f.writelines(json.dumps({"pid": f"f{i:03d}", **r}, ensure_ascii=False) + "\n" for i, r in enumerate(rows, 1))
print(len(rows))
