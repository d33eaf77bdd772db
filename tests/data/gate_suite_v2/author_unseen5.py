"""Hand-written source of prompts_unseen5.jsonl: the fifth blind evaluation suite for the admission gate.

Written by an independent evaluator (session helper "gateeval5") who read only the suite README,
corpus.jsonl, the built-in knowledge texts and the user README; never the gate code, its tests, the
other prompt files or author scripts. Labels come from the corpus and built-in texts alone.

Invariant: running this file rewrites OUT deterministically (pids u5-001, u5-002, ... in list order);
every label sits next to its prompt, and `full` == `expected` for invoke / ask_content prompts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "prompts_unseen5.jsonl"

# corpus instruction ids
K = "ins_kick1"
L2 = "ins_layout2"
SS = "ins_strobe_safe"
BF = "ins_backup_first"
DS = "ins_deploy_show"
VJ = "ins_vj_bank_a"
PB = "ins_panic_black"
GL = "ins_glitchy"
X32 = "ins_deskmap_x32"
RH = "ins_render_hq"
N1 = "ins_naming_n1"
FB = "ins_feedback_pref"
BO = "ins_blackout"
WC = "ins_wirecomb"
CS = "ins_cue_stack7"
SP = "ins_syncpoint"
AR = "ins_archive_rule"
ZV = "ins_zorvex_grade"
QH = "ins_quiet_hours"

# procedures that are easily confused with each other: a stub of the sibling is fine
SIBLING: dict[str, tuple[str, ...]] = {K: (SS,), BO: (PB,), PB: (BO,), L2: (WC,), WC: (L2,)}

ROWS: list[dict[str, Any]] = []


def _row(prompt: str, intent: str, expected: list[str], full: list[str], allowed: list[str],
         lang: str, group: str, builtin: bool) -> None:
    ROWS.append({"prompt": prompt, "intent": intent, "expected": expected, "full": full,
                 "allowed": allowed, "builtin": builtin, "lang": lang, "group": group})


def inv(prompt: str, ids: str | tuple[str, ...], group: str, lang: str = "en",
        allowed: tuple[str, ...] = (), builtin: bool = False) -> None:
    """An explicit invocation: every named procedure is expected in full."""
    names = [ids] if isinstance(ids, str) else list(ids)
    extra = [a for n in names for a in SIBLING.get(n, ()) if a not in names]
    allow = list(dict.fromkeys([*extra, *allowed]))
    _row(prompt, "invoke", names, list(names), allow, lang, group, builtin)


def ask(prompt: str, ident: str, group: str = "content", lang: str = "en") -> None:
    """A question about what one procedure says: full."""
    _row(prompt, "ask_content", [ident], [ident], [], lang, group, False)


def bears(prompt: str, ident: str, group: str, lang: str = "en", allowed: tuple[str, ...] = (),
          builtin: bool = False, intent: str = "bears") -> None:
    """A request one stored procedure applies to, without naming it: present, a stub is right."""
    _row(prompt, intent, [ident], [], list(allowed), lang, group, builtin)


def para(prompt: str, ident: str, group: str = "paraphrase", lang: str = "en",
         allowed: tuple[str, ...] = (), builtin: bool = False) -> None:
    bears(prompt, ident, group, lang, allowed, builtin, intent="paraphrase")


def q(prompt: str, expected: tuple[str, ...], group: str, lang: str = "en", allowed: tuple[str, ...] = (),
      builtin: bool = False, intent: str = "question") -> None:
    _row(prompt, intent, list(expected), [], list(allowed), lang, group, builtin)


def task(prompt: str, expected: tuple[str, ...], group: str, lang: str = "en",
         allowed: tuple[str, ...] = (), builtin: bool = False) -> None:
    q(prompt, expected, group, lang, allowed, builtin, intent="task")


def none(prompt: str, group: str, lang: str = "en", allowed: tuple[str, ...] = (),
         builtin: bool = False) -> None:
    _row(prompt, "unanswerable", [], [], list(allowed), lang, group, builtin)


def miss(prompt: str, allowed: tuple[str, ...], group: str, lang: str = "en", intent: str = "near_miss") -> None:
    """Names a procedure without asking to carry it out or to read it: never full."""
    _row(prompt, intent, [], [], list(allowed), lang, group, False)


def free(prompt: str, intent: str, group: str, lang: str = "en") -> None:
    """meta / echo / chitchat: nothing to admit."""
    _row(prompt, intent, [], [], [], lang, group, False)


# ---------------------------------------------------------------------------------------------
# invoke (~100): every procedure at least 3 times, many shapes
# ---------------------------------------------------------------------------------------------

# KICK1
inv("kick1", K, "bare")
inv("okay run kick one", K, "voice")
inv("KIKC1 pls the dj just started his set", K, "typo")
inv("lance KICK1 sur la sortie principale stp", K, "non_en", "fr")
inv("K-I-C-K-1. go.", K, "spelled")
inv("do the kick-reactive flash on the main out", K, "title_words")
inv("/kick1", K, "slash_command")
inv("as soon as the first track drops, fire KICK1", K, "conditional")
inv('> Shall I build KICK1 on out1 now?\nyes please', K, "quoted_offer")
inv("KICK1を実行して、メイン出力にお願い", K, "non_en", "ja")
inv("```\n[21:04:11] ERROR /project1/kick1_env: Cannot find channel 'chan1'\n[21:04:11] ERROR /project1/level7\n```\n"
    "whatever, I deleted half of it by accident. just build KICK1 again from scratch", K, "log_paste")

# LAYOUT2
inv("layout two", L2, "voice")
inv("Macro LAYOUT2 on this network please, I can't read anything", L2, "name_first")
inv("mach mal LAYOUT2 hier, alles liegt kreuz und quer", L2, "non_en", "de")
inv("LAYUOT2 /project1/fx", L2, "typo")
inv("arrange the network in columns", L2, "title_words")
inv("can u LAYOUT2 the audio base real quick", L2, "name_as_verb")

# STROBE_SAFE
inv("apply STROBE_SAFE to every flash in tonight's set", SS, "rule")
inv("strobe safe on pls, the ticket has an epilepsy warning", SS, "spaces")
inv("respeta STROBE_SAFE en el flash del drop, porfa", SS, "non_en", "es", allowed=("rcp_strobe_flash",))
inv("never exceed 3 flashes per second - enforce that on the flash I just built", SS, "title_words")

# BACKUP_FIRST
inv("follow BACKUP_FIRST and then delete noise4", BF, "rule")
inv("BACKUP FIRST, then nuke the old_tests COMP", BF, "spaces")
inv("don't forget BACKUP_FIRST before you clear out /project1/scratch", BF, "dont_forget")
inv("zastosuj BACKUP_FIRST zanim usuniesz noise1 i blur3", BF, "non_en", "pl")

# DEPLOY_SHOW
inv("deploy show go", DS, "voice")
inv("ok doors in 20 min. DEPLOY_SHOW", DS, "trailing")
inv("ejecuta DEPLOY_SHOW, ya abrimos puertas", DS, "non_en", "es")
inv("DEPOLY_SHOW pls", DS, "typo")
inv("run DEPLOY_SHOW now", DS, "builtin", allowed=("td_show_deploy_checklist",), builtin=True)

# VJ_BANK_A
inv("load v j bank a", VJ, "voice")
inv("load clip bank A into the decks now", VJ, "title_words")
inv("carica VJ_BANK_A sui deck, grazie", VJ, "non_en", "it")
inv("vjbanka now", VJ, "typo")
inv("`VJ_BANK_A` 👈 load this one pls", VJ, "markdown")

# PANIC_BLACK
inv("PANIC_BLACK!!! someone fell off the stage", PB, "bare")
inv("panic panic panic someone climbed on the truss", PB, "common_word")
inv("PANIC BLACK NOW", PB, "spaces")
inv("PANIC_BLACK срочно!", PB, "non_en", "ru")
inv("PANIC_BLACK 지금 당장", PB, "non_en", "ko")

# GLITCHY
inv("run GLITCHY on the selected TOP", GL, "imperative")
inv("запусти GLITCHY на выбранном TOP", GL, "non_en", "ru")
inv("GLTICHY on moviein2 pls", GL, "typo")
inv("add a glitch post chain to the selected TOP", GL, "title_words")
inv("uruchom GLITCHY na warstwie z logo", GL, "non_en", "pl")

# DESKMAP_X32
inv("desk map x thirty two", X32, "voice", allowed=("ref_osc_in_chop",))
inv("DESKMAP_X32 çalıştır lütfen", X32, "non_en", "tr")
inv("DESKMAP X32 pls, the FOH guy says the desk is up", X32, "spaces")
inv("map the X32 mixing desk over OSC", X32, "title_words")
inv('you said "I can run DESKMAP_X32 once the desk is on the network" - it is now, go', X32, "quoted_offer")
inv("so the venue swapped the desk again, it's the same X32 as last month thank god, and the FOH guy "
    "says faders 1-8 are free for us. can you run DESKMAP_X32 while I go find the long ethernet cable? "
    "also remind me later that the left projector looks a bit dim", X32, "mid_message")

# RENDER_HQ
inv("render h q please", RH, "voice")
inv("esegui RENDER_HQ adesso, il cliente aspetta il file", RH, "non_en", "it")
inv("RENDR_HQ", RH, "typo")
inv("at 2am kick off RENDER_HQ so the file is ready by morning", RH, "timed")
inv("voer RENDER_HQ uit op de huidige compositie", RH, "non_en", "nl")

# Naming rule N1
inv("apply naming rule N1 to what you just built", N1, "rule")
inv("N1 the new ops", N1, "name_as_verb")
inv("wende Regel N1 auf die neuen Operatoren an", N1, "non_en", "de")
inv("use naming rule N one on the new nodes", N1, "voice")

# FEEDBACK (common-word title)
inv("set up my FEEDBACK trail settings for the club visuals on layer 2", FB, "common_word")
inv("fais les trails FEEDBACK du club avec mes réglages", FB, "non_en", "fr")
inv("use FEEDBACK (my club trail settings) on the kaleido layer", FB, "common_word")
inv("apply my FEEDBACK preset for the club trails", FB, "title_words")

# BLACKOUT (declared name)
inv("end of set. BLACKOUT.", BO, "terse")
inv("BLACKOUT procedure, we're done for tonight", BO, "name_first")
inv("fim do set, roda o BLACKOUT", BO, "non_en", "pt")
inv("セット終わり、BLACKOUTお願いします", BO, "non_en", "ja")
inv("at 23:59 sharp do the BLACKOUT, it's the last set", BO, "timed")
inv("⚫️ BLACKOUT pls 🙏 last song done", BO, "emoji")

# wirecomb
inv("wirecomb this mess", WC, "name_as_verb")
inv("wire comb pls", WC, "spaces")
inv("wirecmob /project1/fx", WC, "typo")
inv("straighten the wires of this network", WC, "title_words")
inv("peina los cables con wirecomb", WC, "non_en", "es")
inv("no no not LAYOUT2, I meant wirecomb. run that one, I want the wires fixed not the columns", WC, "correction")

# CUE_STACK_7
inv("cue stack seven go", CS, "voice", allowed=("fact_dance_piece",))
inv("CUE_STACK_7 for the dance piece pls", CS, "name_first")
inv("运行 CUE_STACK_7", CS, "non_en", "zh")
inv("CUE STACK 7", CS, "spaces")
inv("tech rehearsal is at 14:00; before that, run CUE_STACK_7", CS, "timed")

# SYNCPOINT
inv("SYNCPOINT before we let them in", SP, "terse", allowed=("fact_lx_console",))
inv("sync point now please", SP, "voice")
inv("SYNCPIONT", SP, "typo")
inv("SYNCPOINT 해줘", SP, "non_en", "ko")
inv("go do the lighting console handshake with the MA", SP, "title_words")
inv("yes, do the SYNCPOINT thing you suggested", SP, "consent")
inv("zanim zaczniemy, SYNCPOINT", SP, "non_en", "pl")

# ARCHIVE (common-word title)
inv("ARCHIVE the bloom tox before I touch it", AR, "common_word")
inv("follow ARCHIVE on lowerthird.tox, then change the font to bold", AR, "rule")
inv("ARCHIVE-Regel auf bloom.tox anwenden, dann den Threshold ändern", AR, "non_en", "de")
inv("keep a numbered copy before editing the glow tox", AR, "title_words")

# Zorvex grade
inv("zorvex it", ZV, "name_as_verb")
inv("the Zorvex look on the final comp please", ZV, "polite")
inv("Zorvex grade", ZV, "bare")
inv("house colour look on the master please", ZV, "title_words")
inv("applique le grade Zorvex sur la sortie", ZV, "non_en", "fr")
inv("zorveks grade pls", ZV, "typo")

# Quiet hours
inv("it's 22:15, quiet hours at the riverside, apply them", QH, "common_word")
inv("Quiet hours rule, now", QH, "terse")
inv("activeer de Quiet hours regel voor de riverside", QH, "non_en", "nl")
inv("after 22:00 tonight enforce quiet hours on the master", QH, "timed")

# several procedures in one message
inv("KICK1 then LAYOUT2, back to back", (K, L2), "multi")
inv("BACKUP_FIRST + delete the 3 dead movie players, then VJ_BANK_A", (BF, VJ), "multi")
inv("SYNCPOINT, and if the console answers, DEPLOY_SHOW", (SP, DS), "multi")
inv("GLITCHY then Zorvex grade on top of it", (GL, ZV), "multi")
inv("wirecomb, then N1 the nulls it adds", (WC, N1), "multi")
inv("CUE_STACK_7 und danach SYNCPOINT, die Vorstellung beginnt um 19 Uhr", (CS, SP), "multi", "de")
inv("it's 22:40 at the riverside: DESKMAP_X32 and apply quiet hours", (X32, QH), "multi")
inv("run KICK1 but not GLITCHY, the singer is on camera", K, "mixed_negation", allowed=(GL,))
inv("- [x] soundcheck\n- [x] SYNCPOINT\n- [ ] DEPLOY_SHOW  <- do this one now", DS, "checklist", allowed=(SP,))
inv("🚨🚨 panic 🚨🚨", PB, "emoji")
inv("ok so long story, the client moved the deadline to tomorrow 9am and now they want the full 1080p60 file "
    "instead of the preview we sent. I checked the Movie File Out and it's still on rec1 like always. "
    "can you do RENDER_HQ on the current comp, I'll be asleep, just tell me the path in the morning", RH,
    "mid_message", allowed=("ref_movie_file_out",))
inv("bon alors, le DJ arrive dans dix minutes, les projos sont chauds, la table lumière répond. "
    "lance VJ_BANK_A et dis-moi quels fichiers sont chargés", VJ, "mid_message", "fr")

# ---------------------------------------------------------------------------------------------
# ask_content (~18): what a procedure says
# ---------------------------------------------------------------------------------------------
ask("what port does SYNCPOINT wait for the pong on?", SP)
ask("how long is the fade in BLACKOUT", BO)
ask("what LUT file does the Zorvex grade use", ZV)
ask("how many frames does RENDER_HQ record, and in which codec?", RH)
ask("which monitor does DEPLOY_SHOW put the perform window on", DS)
ask("quel est le seuil du trigger dans KICK1 ?", K, lang="fr")
ask("LAYOUT2 - how far apart are the columns?", L2)
ask("what's the max flash rate STROBE_SAFE allows", SS)
ask("wohin speichert BACKUP_FIRST die .tox-Sicherung?", BF, lang="de")
ask("VJ_BANK_A: which folder are the clips taken from?", VJ)
ask("what does PANIC_BLACK set the DMX master to, and how do I undo it after?", PB)
ask("GLITCHY の Displace の weight はいくつ？", GL, lang="ja")
ask("how often does DESKMAP_X32 send /xremote", X32)
ask("N1 says nulls should end in what?", N1)
ask("what opacity does my FEEDBACK trail setup use in the club?", FB)
ask("does wirecomb ever delete anything?", WC)
ask("CUE_STACK_7 的表格有哪些列？", CS, lang="zh")
ask("during quiet hours, what's the dBFS ceiling on the master?", QH)
ask("ARCHIVE rule: how are the archive copies numbered?", AR)
ask("¿a qué hora empiezan las quiet hours en la riverside?", QH, lang="es")
ask("in CUE_STACK_7 cos'è il cue 0?", CS, lang="it")

# ---------------------------------------------------------------------------------------------
# bears (~15): a stored rule applies, unnamed
# ---------------------------------------------------------------------------------------------
bears("delete noise1 and level3, they're not used anymore", BF, "delete")
bears("wipe everything in /project1/old_tests and start fresh", BF, "delete")
bears('> I can remove the 14 unused operators in /project1/scratch. Shall I?\ngo ahead', BF, "consent")
bears("supprime les vieux lecteurs vidéo de la base media stp", BF, "delete", "fr")
bears("make the strobe go at 12 hz on the drop", SS, "strobe", allowed=("rcp_strobe_flash",))
bears("beat-sync the white flash to 16th notes at 174 bpm", SS, "strobe", allowed=("rcp_strobe_flash",))
bears("blink the logo as fast as the LEDs can go", SS, "strobe")
bears("haz que el blanco parpadee a 10 Hz en el estribillo", SS, "strobe", "es", allowed=("rcp_strobe_flash",))
bears("it's 23:10 at the riverside gig, crank the master up a few dB", QH, "venue_late")
bears("DJ wants more sub bass, it's quarter to eleven at the riverside venue", QH, "venue_late")
bears("after ten at the river venue, can we fire that huge stinger sound on the reveal?", QH, "venue_late")
bears("open bloom.tox (it's external) and bump its threshold to 0.7", AR, "external_tox")
bears("fix the typo inside the externally saved lowerthird.tox", AR, "external_tox")
bears("add four noise TOPs for the background layers, any names", N1, "create")
bears("duplicate level_bg three times for the other layers", N1, "create")

# paraphrase (~15): what a procedure does, none of its title words or name
para("make the output pump with the bass drum", K, allowed=(SS, "ref_audio_analysis"))
para("sort my nodes into neat vertical stacks by signal order, sources on the left", L2, allowed=(WC,))
para("get the project ready for tonight's gig: perform mode, monitor 2, the lot", DS,
     allowed=("td_show_deploy_checklist",), builtin=True)
para("point the eight A-side movie players at the first media folder", VJ)
para("emergency, kill all light and picture right now", PB, allowed=(BO,))
para("make this picture look busted, like a corrupted signal with colour fringing", GL, allowed=("rcp_webcam_glitch",))
para("hook up the sound engineer's faders so 1 to 8 drive our layer opacities", X32, allowed=("ref_osc_in_chop",))
para("bounce the piece out frame-perfect at top quality, not in real time", RH,
     allowed=("ref_movie_file_out", "ref_hap_codecs"))
para("give the operators you added proper purpose_what labels instead of the default ones", N1)
para("smeary ghost tails for the late-night dance floor set, the way I like them", FB, allowed=("ref_feedback_top",))
para("we're done, take it all down to darkness and silence the audio but keep the window open", BO, allowed=(PB,))
para("my connections look like spaghetti, tidy the lines so nothing hides behind a node", WC, allowed=(L2,))
para("set up Mateo's twelve moments as timed scene changes for Tidewater", CS, allowed=("fact_dance_piece",))
para("lock our timing to the grandMA before doors open", SP, allowed=("fact_lx_console",))
para("make the final composite feel like our studio signature: the lut, a bit of grain, fewer greens", ZV)
para("prépare le projet pour le concert de ce soir, mode perform et tout", DS, lang="fr",
     allowed=("td_show_deploy_checklist",), builtin=True)

# ---------------------------------------------------------------------------------------------
# question / task (~45): facts and references, built-in only and built-in competition
# ---------------------------------------------------------------------------------------------
q("what's the full output raster for Lumen Hall?", ("fact_lumen_hall_raster",), "fact")
q("babyface sample rate? 44.1 or 48", ("fact_studio_audio",), "fact", allowed=("fact_audio_buffer",))
q("stagepad sends on which port again", ("fact_stagepad_ports",), "fact")
q("why does the Nebula timeline say 50 and not 60??", ("fact_nebula_fps",), "fact")
q("how many GB of VRAM on RIG-B's card?", ("fact_rig_b",), "fact")
q("hex of the Aurora orange pls", ("fact_aurora_palette",), "fact")
q("DMX start address of the fourth moving head?", ("fact_dmx_heads",), "fact")
q("quelle est l'IP de la console lumière ?", ("fact_lx_console",), "fact", "fr", allowed=(SP,))
q("where do show media files live on the gallery pc", ("fact_media_drive",), "fact")
q("what buffer size did we agree on for RIG-B audio and why", ("fact_audio_buffer",), "fact")
q("wie heißen bei uns die Extension-DATs?", ("fact_ext_conventions",), "fact", "de")
q("something broke mid show, where's the error log", ("fact_show_log",), "fact")
q("when is the Tidewater tech rehearsal", ("fact_dance_piece",), "fact")
q("what's the gallery Window COMP called and where is it", ("fact_win_main",), "fact")
q("my GLSL uniform stays at zero, I typed uTime in the shader", ("ref_glsl_uniforms",), "reference")
q("gradients look stepped, like rings, on my ramp TOP", ("ref_pixel_formats",), "reference")
q("10k cubes, copy SOP is dying. better way?", ("ref_instancing",), "reference")
q("HAP or H.264 for 6 layers of 4k playback?", ("ref_hap_codecs",), "reference")
q("render TOP is pure black, geo and cam are there", ("ref_render_pipeline",), "reference")
q("OSC In CHOP vs OSC In DAT — which for button presses?", ("ref_osc_in_chop",), "reference")
q("op('ctrl') gives 'NoneType' object has no attribute par", ("ref_op_paths",), "reference")
q("how do I use feedback to get a tunnel that zooms into the centre", ("rcp_feedback_tunnel",), "common_word",
  allowed=("ref_feedback_top", FB))
q("is the feedback TOP the way to read last frame without a loop error?", ("ref_feedback_top",), "common_word",
  allowed=(FB,))
q("how do I archive an old project folder to a NAS without breaking paths?", ("td_paths_and_variables",),
  "common_word", allowed=(AR,), builtin=True)
q("Kinect Azure point cloud - what units are the positions in?", ("ref_kinect_azure",), "reference")
q("Timer CHOP callback when a segment starts?", ("ref_timer_chop",), "reference")
q("NDI 1080p60 over wifi, good idea?", ("ref_ndi",), "reference")
q("como animo un Noise TOP suave sin saltos", ("ref_noise_top",), "reference", "es")
q("first frames of every clip stutter when I trigger them", ("web_moviein_preload",), "reference")
q("what does time slicing actually do", ("ref_time_slicing",), "builtin_compete",
  allowed=("td_sample_rates_time_slicing",),
  builtin=True)
q("how do I see which operators eat my frame", ("ref_perf_monitor",), "builtin_compete",
  allowed=("td_performance_monitor",), builtin=True)
q("how do I make one button per row of a table DAT", ("ref_replicator",), "builtin_compete", allowed=("td_replicator_comp",),
  builtin=True)
q("what's the Azure Kinect's depth camera called in TD and can two apps use it", ("ref_kinect_azure",), "reference")
q("custom parameter names: why won't it accept 'speed' lowercase?", ("td_custom_parameters",), "builtin_only",
  builtin=True)
q("fetch() in an expression doesn't update when I store a new value", ("td_storage",), "builtin_only", builtin=True)
q("CHOP Execute: which callback fires once when a button goes on?", ("td_chop_execute_dat",), "builtin_only",
  builtin=True)
q("my pulse parameter doesn't trigger onValueChange", ("td_parameter_execute_dat",), "builtin_only", builtin=True)
q("why doesn't my chain cook when I close the viewer", ("td_cooking_pull_model",), "builtin_only", builtin=True)
q("bypass vs lock flag, quick", ("td_operator_flags",), "builtin_only", builtin=True)
q("Select TOP or In TOP to bring a texture into a COMP?", ("td_select_in_out",), "builtin_only", builtin=True)
q("TCP or UDP DAT for show control commands that must never get lost?", ("td_network_protocols_dats",),
  "builtin_only", builtin=True)
q("what's our convention for promoted extension methods? capital letter right?", ("fact_ext_conventions",),
  "builtin_compete", allowed=("td_extensions",), builtin=True)
q("PBR MAT looks flat and dull, no reflections", ("td_mat_family",), "builtin_only",
  allowed=("td_render_pipeline",), builtin=True)
q("Execute DAT onStart doesn't run when I edit it", ("td_dat_execute_and_execute_dat",), "builtin_only",
  builtin=True)
q("Textport で全部のエラーをまとめて見るには？", ("td_error_warning_flags",), "builtin_only", "ja",
  allowed=("td_textport", "td_show_deploy_checklist"), builtin=True)
q("generic checklist before handing an installation over? not our DEPLOY thing, the general one",
  ("td_show_deploy_checklist",), "builtin_compete", allowed=(DS,), builtin=True)
q("external .tox edits vanished after reopening the toe", ("td_tox_components_palette",), "builtin_only",
  allowed=(AR,), builtin=True)
task("build me a lower third that says 'Tidewater - Kestrel Theatre'", ("rcp_lower_third",), "recipe",
     allowed=("fact_dance_piece", N1))
task("make spectrum bars from the DJ feed", ("rcp_spectrum_bars",), "recipe", allowed=("fact_studio_audio", N1))
task("map my final TOP onto a 300 LED strip over art-net", ("rcp_led_strip",), "recipe", allowed=(N1,))
task("gpu particles from a sphere, laptop friendly", ("rcp_pop_particles",), "recipe",
     allowed=("ref_pop_generators", N1))
task("build a strobe flash with a rate knob on the COMP", ("rcp_strobe_flash", SS), "recipe", allowed=(N1,))
task("webcam glitch with feedback for the lobby screen", ("rcp_webcam_glitch",), "recipe", allowed=(GL, N1))
task("set up a CHOP to TOP that sends 256 spectrum bins to my shader as one row", ("td_family_conversions",),
     "builtin_only", allowed=("rcp_spectrum_bars", N1), builtin=True)
task("write a python script that creates noise -> level -> null and wires them", ("td_python_network_scripting",),
     "builtin_only", allowed=(N1,), builtin=True)

# ---------------------------------------------------------------------------------------------
# unanswerable (~22)
# ---------------------------------------------------------------------------------------------
none("what are the IP addresses of the three Epson projectors at Lumen Hall?", "near",
     allowed=("fact_lumen_hall_raster",))
none("what's Priya's phone number", "near", allowed=("fact_lx_console",))
none("what BPM is the Tidewater soundtrack", "near", allowed=("fact_dance_piece",))
none("which firmware is the stagepad tablet on", "near", allowed=("fact_stagepad_ports",))
none("what's the windows password on the gallery pc", "near", allowed=("fact_win_main", "fact_media_drive"))
none("DMX start address of the LED bars on universe 4?", "near", allowed=("fact_lx_console",))
none("how many lumens are the Lumen Hall projectors", "near", allowed=("fact_lumen_hall_raster",))
none("what did the Aurora client say about the logo animation speed", "near",
     allowed=("fact_aurora_palette",))
none("wie heißt das WLAN im Kestrel Theatre", "near", "de", allowed=("fact_dance_piece",))
none("how do I use the Leap Motion CHOP for hand tracking", "far")
none("can TD receive Ableton Link tempo? how", "far")
none("set up StreamDiffusion in touchdesigner", "far")
none("Spout to Resolume, which version works", "far")
none("ZED 2 camera depth in TD?", "far")
none("how do I license TouchDesigner on a CodeMeter dongle", "far")
none("raymarching SDF metaballs in a GLSL TOP, any example", "far", allowed=("ref_glsl_uniforms",))
none("¿cómo conecto un sensor LiDAR Ouster a TouchDesigner?", "far", "es")
none("怎么在 TouchDesigner 里用 MediaPipe 做人脸跟踪", "far", "zh")
none("bullet solver COMP: how do I make boxes fall and collide?", "far", builtin=True)
none("TouchEngine in Unreal 5, how do I expose parameters", "far", allowed=("td_comp_family",),
     builtin=True)
none("what's the best laser DAC for TD, Ether Dream or Helios?", "far", builtin=True)
none("how do I get SMPTE timecode in from an LTC audio track", "far", builtin=True)

# ---------------------------------------------------------------------------------------------
# near_miss (~30): named, not invoked and not read
# ---------------------------------------------------------------------------------------------
miss("don't run KICK1 tonight, this DJ hates flashes", (K,), "negated")
miss("do NOT run GLITCHY, the client hated it last time", (GL,), "negated")
miss("no wirecomb today please, I like my mess", (WC, L2), "negated")
miss("hold off on VJ_BANK_A, the clips aren't copied yet", (VJ,), "negated")
miss("ne lance pas DEPLOY_SHOW, on n'a pas fini les tests", (DS,), "negated", "fr")
miss("bitte noch kein LAYOUT2, ich verschiebe gerade selbst", (L2,), "negated", "de")
miss("не запускай BLACKOUT, ещё рано", (BO, PB), "negated", "ru")
miss("先别运行 SYNCPOINT，灯光师还没到", (SP,), "negated", "zh")
miss("no ejecutes RENDER_HQ hasta que termine el ensayo", (RH,), "negated", "es")
miss("KICK1はもう実行済みだよ、さっきやった", (K,), "past", "ja")
miss("we ran RENDER_HQ overnight and it finished fine", (RH,), "past")
miss("I did the Zorvex grade on yesterday's export already", (ZV,), "past")
miss("ran CUE_STACK_7 at the tech, all twelve cues fired", (CS,), "past")
miss("Priya said she'd handle SYNCPOINT from the console side", (SP,), "reported")
miss("the stage manager told me PANIC_BLACK fired during rehearsal", (PB, BO), "reported")
miss("Mateo asked whether we'll use CUE_STACK_7 again next season", (CS,), "reported")
miss("is DEPLOY_SHOW still running or did it stop?", (DS,), "status")
miss("did KICK1 finish building?", (K,), "status")
miss("do we still have DESKMAP_X32 saved or did I lose it in the reinstall", (X32,), "exists")
miss("if the desk ever dies mid show, we won't need DESKMAP_X32 anyway", (X32,), "hypothetical")
miss("maybe one day we'll make a Zorvex v2 with warmer tones", (ZV,), "hypothetical")
miss("KICK1 looked way better than the sidechain thing we tried last week", (K,), "comparison")
miss("I still prefer wirecomb to tidying by hand honestly", (WC,), "comparison")
miss("just saved the project as deploy_show_final_v7.toe fyi", (DS,), "filename")
miss("the folder RENDER_HQ_exports is 400 GB already lol", (RH,), "filename")
miss("renamed my python variable to glitchy_amt and now it works", (GL,), "variable")
miss("let's talk tomorrow about whether BACKUP_FIRST should also zip the media", (BF,), "planning")
miss("note for next tour: write something like VJ_BANK_A for the B decks", (VJ,), "planning")
miss("ugh LAYOUT2 moved my nulls again, so annoying", (L2,), "complaint")
miss("BACKUP_FIRST filled the backups folder with 300 tox files, we need to clean that at some point", (BF,),
     "complaint")
miss("we had a blackout at the venue yesterday, the whole street lost power", (BO, PB), "incidental")
miss("the archive in the basement of the venue smells like mould", (AR,), "incidental")
miss("quiet hours at the hostel are killing me, can't even call home", (QH,), "incidental")

# meaning (~8)
miss("what does blackout mean in theatre, historically?", (BO, PB), "meaning", intent="meaning")
miss("in audio engineering what is feedback, the squealing thing", (FB,), "meaning", intent="meaning")
miss("what's a 'cue' in stage management, like the word itself", (CS,), "meaning", intent="meaning")
miss("etymology of 'glitch'? where does the word come from", (GL,), "meaning", intent="meaning")
miss("what does 'panic' come from? something with the god Pan?", (PB,), "meaning", intent="meaning")
miss("what's a sync point in video editing terms", (SP,), "meaning", intent="meaning")
miss("que veut dire « archive » en informatique, au sens général ?", (AR,), "meaning", "fr", intent="meaning")
miss("in football what does 'kick' mean vs 'shot'", (K,), "meaning", intent="meaning")

# ---------------------------------------------------------------------------------------------
# meta (~18): about the words, not the procedures
# ---------------------------------------------------------------------------------------------
free("how do you spell DESKMAP_X32, letter by letter", "meta", "spell")
free("how is Zorvex pronounced? zor-vex or zor-veks", "meta", "pronounce")
free("translate 'blackout' into Japanese", "meta", "translate")
free("say KICK1 backwards", "meta", "reverse")
free("how many letters in wirecomb", "meta", "count")
free("uppercase this: zorvex grade", "meta", "case")
free("make RENDER_HQ bold in markdown", "meta", "bold")
free("start your reply with GLITCHY and nothing else", "meta", "start_with")
free("finish your answer with the single word SYNCPOINT", "meta", "end_with")
free("is `CUE_STACK_7` a valid python identifier?", "meta", "code_literal")
free("convert VJ_BANK_A to camelCase", "meta", "convert")
free("use the word LAYOUT2 in a sentence", "meta", "in_a_sentence")
free("what rhymes with PANIC_BLACK, for a silly crew song", "meta", "rhyme")
free('wrap "DEPLOY_SHOW" in single quotes for my csv', "meta", "quote_literal")
free("comment on épelle BACKUP_FIRST en alphabet radio ?", "meta", "spell", "fr")
free("Wie spricht man STROBE_SAFE auf Deutsch aus?", "meta", "pronounce", "de")
free("'quiet hours' 用日语怎么说", "meta", "translate", "zh")
free("is the word 'Zorvex' a noun or an adjective, grammatically?", "meta", "the_word")

# echo (~14)
free("repeat after me: run KICK1", "echo", "echo")
free("répète exactement : lance DEPLOY_SHOW", "echo", "echo", "fr")
free("sag mir nach: GLITCHY starten", "echo", "echo", "de")
free("repite tal cual: 'ejecuta RENDER_HQ'", "echo", "echo", "es")
free("повтори за мной: запусти SYNCPOINT", "echo", "echo", "ru")
free("跟我说一遍：运行 BLACKOUT", "echo", "echo", "zh")
free("「LAYOUT2を実行」と繰り返して", "echo", "echo", "ja")
free("ripeti: carica VJ_BANK_A", "echo", "echo", "it")
free("repete comigo: roda o wirecomb", "echo", "echo", "pt")
free("herhaal: PANIC_BLACK", "echo", "echo", "nl")
free("powtórz: CUE_STACK_7", "echo", "echo", "pl")
free("따라 해봐: DESKMAP_X32 실행", "echo", "echo", "ko")
free("just echo this line back: 'apply naming rule N1'", "echo", "echo")
free("tekrar et: Zorvex grade", "echo", "echo", "tr")

# chitchat (~14)
free("thx that worked 🙏", "chitchat", "thanks")
free("merci, t'es un chef", "chitchat", "thanks", "fr")
free("danke dir, jetzt läuft alles rund", "chitchat", "thanks", "de")
free("gracias crack, todo bien", "chitchat", "thanks", "es")
free("grazie mille, sei un mito vero", "chitchat", "thanks", "it")
free("valeu, salvou minha noite", "chitchat", "thanks", "pt")
free("bedankt, top gedaan", "chitchat", "thanks", "nl")
free("спасибо огромное, всё заработало", "chitchat", "thanks", "ru")
free("谢谢你，今晚靠你了", "chitchat", "thanks", "zh")
free("ありがとう、助かった", "chitchat", "thanks", "ja")
free("고마워 오늘 공연 잘 됐어", "chitchat", "thanks", "ko")
free("gm, coffee first then we build", "chitchat", "greeting")
free("lol the crowd went absolutely wild on that drop", "chitchat", "smalltalk")
free("brb, soundcheck", "chitchat", "smalltalk")


def main() -> None:
    lines = []
    for i, row in enumerate(ROWS, start=1):
        record = {"pid": f"u5-{i:03d}", **row}
        lines.append(json.dumps(record, ensure_ascii=False))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
