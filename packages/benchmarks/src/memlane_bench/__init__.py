"""memlane benchmarks: each prints JSON and a markdown table; none is a timed test."""
