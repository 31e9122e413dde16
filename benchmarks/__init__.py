"""Benchmarks, run from the repository's root (`make bench`, or one of them with
`python -m benchmarks.rules`, `.ai`, `.persistence`, `.ui`, `.x11`); each takes `--quick`, a
tiny workload that its smoke test in tests/test_benchmarks.py runs. Not part of the game:
not installed, not packaged.
"""
