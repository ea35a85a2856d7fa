"""Prometheus metrics: the daemon's own request counters and the engine's content-free
counters (``memory.ops.counters()``), collected on each scrape into a registry of its own."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


class EngineCollector(Collector):
    """Exports the engine counters of the scrape being rendered (read as the scraper)."""

    def __init__(self) -> None:
        self.data: dict[str, Any] | None = None

    def collect(self) -> Iterator[GaugeMetricFamily]:
        data = self.data
        if data is None:
            return
        obligations = GaugeMetricFamily("memlane_obligations", "Unsettled projection obligations", labels=["state"])
        for state, n in sorted(data["obligations"].items()):
            obligations.add_metric([state], n)
        yield obligations
        writer = data["writer"]
        yield GaugeMetricFamily("memlane_writer_replacements", "Stuck writers replaced since start", value=writer["replacements"])
        yield GaugeMetricFamily("memlane_writer_stalled", "1 while the single writer is stuck", value=int(writer["stalled"]))
        yield GaugeMetricFamily("memlane_write_queue_depth", "Writes waiting for the writer", value=writer["queue_depth"])


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "memlane_http_requests", "HTTP requests served", ["method", "route", "status"], registry=self.registry
        )
        self.latency = Histogram(
            "memlane_http_request_seconds", "HTTP request latency", ["method", "route"], registry=self.registry,
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
        )  # fmt: skip
        self.in_flight = Gauge("memlane_http_in_flight", "Requests being served", registry=self.registry)
        self.engine = EngineCollector()
        self.registry.register(self.engine)
        self._rendering = threading.Lock()

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        self.requests.labels(method, route, str(status)).inc()
        self.latency.labels(method, route).observe(seconds)

    def render(self, engine_counters: dict[str, Any]) -> bytes:
        with self._rendering:
            self.engine.data = engine_counters
            try:
                return generate_latest(self.registry)
            finally:
                self.engine.data = None
