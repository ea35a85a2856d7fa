"""The dashboard in a real headless Chromium (Playwright): log in, browse, use the recall
playground and read its chart back, resolve a dead letter, erase with a receipt."""

from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import Page, expect, sync_playwright
from server_live import BROWSER_ARGS, LiveServer, chromium_executable

CONVERSATION = [
    ("Lena", "I adopted a border collie named Biscuit last spring."),
    ("Omar", "Biscuit loves chasing frisbees in Riverside park."),
    ("Lena", "My sister Ada lives in Galway and teaches piano."),
]


@pytest.fixture(scope="module")
def browser_path() -> str:
    return chromium_executable()


@pytest.fixture
def seeded(app, memory):
    ids = [memory.remember(text, speaker=speaker, session_id="walks").memory_id for speaker, text in CONVERSATION]
    memory._engine.faults.arm("apply:graph", times=1)  # the engine's fault-injection point
    memory._engine.faults.arm("redrive:graph")
    stuck = memory.remember("Ada is playing a recital in Cork next May.", speaker="Lena").operation_id
    for _ in range(memory.config.spine.reconcile_max_attempts):
        memory.ops.reconcile()
    memory._engine.faults.disarm()
    assert memory.ops.list(states=("dead_lettered",))[0]["operation_id"] == stuck
    return {"memories": ids, "stuck": stuck}


@pytest.fixture
def page(app, seeded, browser_path, tmp_path):
    with LiveServer(app) as live, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, headless=True, args=BROWSER_ARGS)
        context = browser.new_context(base_url=live.url)
        tab = context.new_page()
        tab.set_default_timeout(60_000)
        yield tab
        if os.environ.get("MEMLANE_SCREENSHOTS"):
            tab.screenshot(path=os.path.join(os.environ["MEMLANE_SCREENSHOTS"], "dashboard-last.png"), full_page=True)
        browser.close()


def _login(page: Page, token: str) -> None:
    page.goto("/p/default")  # not logged in: sent to the login page
    expect(page).to_have_url(re.compile(r"/login$"))
    page.fill("#login-token input[name=token]", token)
    page.click("#login-token button[type=submit]")
    expect(page).to_have_url(re.compile(r"/p/default$"))
    cookie = next(c for c in page.context.cookies() if c["name"] == "memlane_session")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"


def test_dashboard_in_a_real_browser(page, memory, local_token, seeded):
    _login(page, local_token)

    # overview: the lifecycle chart's bars add up to the facts the engine reports
    facts = memory.stats(profile="default")["facts"]
    bars = page.locator('svg[data-chart="lifecycle"] rect.bar')
    expect(bars).to_have_count(4)
    drawn = {bars.nth(i).get_attribute("data-label"): float(bars.nth(i).get_attribute("data-value")) for i in range(4)}
    assert drawn == {k: float(v) for k, v in memory.overview(profile="default").lifecycle.items()} and sum(drawn.values()) == facts
    points = page.locator('svg[data-chart="growth"] circle[data-series="memories"]')
    assert int(points.last.get_attribute("data-value")) == memory.stats(profile="default")["memories"]

    # memories with provenance
    page.click("header >> text=Memories")
    expect(page.locator("#memories")).to_contain_text("border collie named Biscuit")

    # recall playground: the chart shows each result's channels at the ranks the results list
    page.click("header >> text=Recall")
    page.fill("#recall-form input[name=query]", "What is the name of Lena's dog?")
    page.click("#recall-form button[type=submit]")
    first = page.locator("#results tr[data-fact]").first
    expect(first).to_contain_text("Biscuit")
    weights, rrf_k = memory.config.recall.channel_weights, memory.config.recall.rrf_k
    listed = {(row.get_attribute("data-fact"), span.get_attribute("data-channel"), int(span.get_attribute("data-rank")))
              for row in page.locator("#results tr[data-fact]").all() for span in row.locator("span.channel").all()}  # fmt: skip
    marks = page.locator('svg[data-chart="channel-ranks"] rect.bar').all()
    charted = set()
    for mark in marks:
        fact, channel, rank = mark.get_attribute("data-fact"), mark.get_attribute("data-channel"), int(mark.get_attribute("data-rank"))
        charted.add((fact, channel, rank))
        if mark.get_attribute("data-booster") == "false":
            assert float(mark.get_attribute("data-contribution")) == pytest.approx(weights[channel] / (rrf_k + rank), rel=1e-4)
    assert charted == listed and len(charted) >= 2
    assert page.locator("#explanation").inner_text().strip().startswith("{")

    # a dead letter, resolved from the operations page
    page.click("header >> text=Operations")
    row = page.locator(f'#ops tr[data-operation="{seeded["stuck"]}"]')
    expect(row).to_have_attribute("data-state", "dead_lettered")
    row.locator("select[name=action]").select_option("retry")
    row.locator("button[type=submit]").click()
    expect(page.locator("#resolved")).to_contain_text("complete")
    expect(page.locator("#no-ops")).to_be_visible()
    assert memory.ops.list() == []

    # erasure with its receipt; the playground no longer finds the subject
    page.click("header >> text=Erase")
    page.select_option("#erase-form select[name=kind]", "subject")
    page.fill("#erase-form input[name=target]", "Biscuit")
    page.check("#erase-form input[name=confirm]")
    page.click("#erase-form button[type=submit]")
    expect(page.locator("#all-erased")).to_be_visible()
    assert int(page.locator('#receipt td[data-count="memories"]').inner_text()) >= 2
    page.click("header >> text=Recall")
    page.fill("#recall-form input[name=query]", "What is the name of Lena's dog?")
    page.click("#recall-form button[type=submit]")
    expect(page.locator("#results")).not_to_contain_text("Biscuit")
    assert all("Biscuit" not in m.content for m in memory.list(profile="default", kind="memories").items)
