"""The local web panel: sessions, receipts, continuity, facets, brief and knowledge at a glance.

Server-rendered HTML (Starlette + Jinja2), plots as server-side SVG, a little vanilla JS;
nothing is fetched from outside 127.0.0.1. `app.build_app` makes the ASGI app that
`tdcontext panel` serves and `tdcontext serve --transport http` mounts at /panel.
"""
