"""Serve the TD test server in its own process: prints its URL, serves until killed.

    python -m tests.fakes_td --flavor tdmcp --config cfg.json

cfg.json (all optional): {"operators": [{"path", "type", "parameters"?}], "toe_path": "/abs/show.toe",
"project_name": "show", "perform_mode": false, "faults": [{"tool", "kind", "path"?, ...}]}
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading

from .network import TDNetwork
from .server import FLAVORS, Fault, TDServer, start_td_server


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.fakes_td")
    parser.add_argument("--flavor", choices=FLAVORS, default="tdmcp")
    parser.add_argument("--config", help="JSON file with operators, toe_path, faults ...")
    args = parser.parse_args()
    cfg = {}
    if args.config:
        with open(args.config, encoding="utf-8") as fh:
            cfg = json.load(fh)
    network = TDNetwork(cfg.get("operators"), toe_path=cfg.get("toe_path"),
                        project_name=cfg.get("project_name", "NewProject"),
                        perform_mode=bool(cfg.get("perform_mode", False)))
    faults = [Fault(**f) for f in cfg.get("faults", [])]
    running = start_td_server(TDServer(network=network, flavor=args.flavor, faults=faults))
    print(running.url, flush=True)
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    try:
        done.wait()
    except KeyboardInterrupt:
        pass
    running.stop()
    sys.exit(0)


if __name__ == "__main__":
    main()
