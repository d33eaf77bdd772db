"""TouchDesigner MCP test server (tests only; the product never imports this package).

Usage::

    from tests.fakes_td import Fault, TDNetwork, TDServer, running_td_server

    state = TDServer(network=TDNetwork(toe_path="/shows/a/show.toe"), faults=[Fault("set_parameters")])
    with running_td_server(state) as td:       # streamable HTTP on 127.0.0.1:<free port>
        async with Client(td.url) as client: ...
        assert td.network.exists("/project1/noise1")

The `td_server` pytest fixture (tests/conftest.py) gives a running default (TDMCP) server.
`python -m tests.fakes_td [--flavor F] [--config cfg.json]` serves one in a subprocess and
prints its URL on the first stdout line.
"""

from .network import DEFAULT_TYPES, Operator, ParSpec, TDError, TDNetwork
from .server import (
    FLAVORS,
    CallRecord,
    Fault,
    RunningTDServer,
    TDServer,
    build_td_server,
    running_td_server,
    start_td_server,
)

__all__ = [
    "DEFAULT_TYPES",
    "FLAVORS",
    "CallRecord",
    "Fault",
    "Operator",
    "ParSpec",
    "RunningTDServer",
    "TDError",
    "TDNetwork",
    "TDServer",
    "build_td_server",
    "running_td_server",
    "start_td_server",
]
