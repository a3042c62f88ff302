"""The Key to the Pax Transhumanity table, and the figures How to play draws with the table's code.

- At 1024×768 touch and at 1920×1080, in English and Hungarian, a centre tap on the labelled "Key"
  button above the table opens the Key: its spots (thinker and maker, barrier and utility), heat
  squares, impact icons, bands and strips are SVG drawn by the renderer's own code, each beside its
  words; a tap on its close button closes it; axe-core finds no serious or critical violation.
- Every figure kind of ``web/games/transhumanity/figures.js`` (``KINDS``), and every figure that
  ``howto.json`` names with its arguments, draws a non-empty SVG in both languages on the How-to
  page, where no engine runs (TRH-G-1..18 icons, TRH-F-9/10 heat squares, TRH-E-12 spots).
"""

from __future__ import annotations

from pathlib import Path

from axe import serious_violations
import pytest
from helpers import centre_click, wait_ready
from test_transhumanity_play import open_seeded

SHOTS = Path(__file__).resolve().parent.parent / "test-results"
TABLET = {"viewport": {"width": 1024, "height": 768}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1920, "height": 1080}}

# What the open Key shows: per row kind, how many rows and whether each holds a drawn SVG figure
# with the table's own classes (the renderer's drawing, not a picture).
KEY_JS = """() => {
  const panel = document.querySelector('#trh-key');
  const r = panel.getBoundingClientRect();
  const rows = [...panel.querySelectorAll('li')].map((li) => {
    const fig = li.querySelector('svg.trh-figure');
    const b = fig ? fig.getBoundingClientRect() : null;
    return {key: li.dataset.key, kind: li.dataset.kind, words: li.querySelector('.key-words').textContent.trim(),
            drawn: !!fig && fig.childElementCount > 1 && b.width >= 8 && b.height >= 8,
            classes: fig ? [...fig.querySelectorAll('[class]')].map((e) => e.getAttribute('class')).join(' ') : ''};
  });
  return {box: [r.left, r.top, r.right, r.bottom], title: panel.querySelector('h3').textContent, rows,
          hidden: panel.hidden, expanded: document.querySelector('#trh-key-open').getAttribute('aria-expanded')};
}"""


@pytest.mark.parametrize("size,lang", [(TABLET, "en"), (DESKTOP, "hu"), (TABLET, "hu")], ids=["1024-touch-en", "1920-hu", "1024-touch-hu"])
def test_key_opens_from_the_table(new_context, base_url, size, lang):
    """The Key opens by a centre tap on its button, shows every spot kind, heat square, icon, band
    and strip as a drawn SVG with its words in the page's language, closes, and is axe clean."""
    tap = bool(size.get("has_touch"))
    page = new_context(**size).new_page()
    open_seeded(page, base_url, 1, 6, {"solo": "easy"})
    if lang == "hu":
        page.click("[data-lang='hu']")
        wait_ready(page)
    button = page.locator("#trh-key-open")
    assert button.inner_text().strip() == ("Jelmagyarázat" if lang == "hu" else "Key")
    assert button.get_attribute("aria-expanded") == "false"
    centre_click(page, button, tap)
    page.wait_for_selector("#trh-key:not([hidden]) li svg.trh-figure")
    key = page.evaluate(KEY_JS)
    assert key["expanded"] == "true"
    assert key["title"] == ("Jelmagyarázat" if lang == "hu" else "Key")
    w, h = size["viewport"]["width"], size["viewport"]["height"]
    left, top, right, bottom = key["box"]
    assert left >= 0 and right <= w + 1 and top >= 0 and top < h, key["box"]
    rows = {r["key"]: r for r in key["rows"]}
    for r in key["rows"]:
        assert r["drawn"] and r["words"], r
    # spots: thinker and maker, barrier and utility (TRH-E-12, TRH-F-20, TRH-F-34), drawn as the table's spots
    for k in ("thinker_barrier", "thinker_utility", "maker_barrier", "maker_utility"):
        assert "spot" in rows[k]["classes"], rows[k]
    assert "spot barrier" in rows["thinker_barrier"]["classes"] and "spot utility" in rows["maker_utility"]["classes"]
    assert "company-disc" in rows["spot_company"]["classes"] and "agent" in rows["spot_company"]["classes"]
    # heat squares, white and black, and a covered one (TRH-F-9, TRH-F-10)
    assert "heat white" in rows["heat_white"]["classes"] and "heat black" in rows["heat_black"]["classes"]
    assert "agent" in rows["heat_agent"]["classes"]
    # the icons of every kind of impact (TRH-G), bands and strips, the Cutting Edge (TRH-H-1)
    icons = [r for r in key["rows"] if r["kind"] == "icon"]
    assert len(icons) == 9 and all("impact-icons" in r["classes"] for r in icons)
    assert "strip" in rows["strip"]["classes"] and "strip edge" in rows["strip_edge"]["classes"]
    assert "agent" in rows["future_shock"]["classes"]
    assert "card-name" in rows["card"]["classes"] and "band left" in rows["card"]["classes"]
    words = " ".join(r["words"] for r in key["rows"])
    for word in (["akadály", "közmű", "Gondolkodó", "Készítő", "felháborodás-mező", "Élvonal"] if lang == "hu"
                 else ["barrier", "utility", "Thinker", "Maker", "heat square", "Cutting Edge"]):
        assert word in words, word
    found = serious_violations(page, "#trh-key")
    assert not found, found
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"transhumanity-key-{w}-{lang}.png"))
    page.evaluate("() => { const k = document.querySelector('#trh-key'); k.scrollTop = k.scrollHeight; }")
    page.screenshot(path=str(SHOTS / f"transhumanity-key-{w}-{lang}-end.png"))
    centre_click(page, page.locator("#trh-key .key-close"), tap)
    page.wait_for_selector("#trh-key[hidden]", state="attached")
    assert button.get_attribute("aria-expanded") == "false"
    # and it opens again (the panel kept in the table's wrap)
    centre_click(page, button, tap)
    page.wait_for_selector("#trh-key:not([hidden])")
    page.keyboard.press("Escape")
    page.wait_for_selector("#trh-key[hidden]", state="attached")
    page.screenshot(path=str(SHOTS / f"transhumanity-key-{w}-{lang}-closed.png"))


FIGURES_JS = """async () => {
  const { KINDS, figure } = await import('./games/transhumanity/figures.js');
  const howto = await (await fetch('games/transhumanity/howto.json')).json();
  const asked = [];
  for (const kind of Object.keys(KINDS)) asked.push([kind, {}, 'kind']);
  for (const sec of howto.sections) for (const f of sec.figures ?? []) asked.push([f.kind, f.args ?? {}, sec.id]);
  const out = [];
  for (const lang of ['en', 'hu']) for (const [kind, args, where] of asked) {
    let ok = false, problem = '';
    try {
      const el = figure(kind, args, lang);
      document.body.append(el);
      const b = el.getBoundingClientRect();
      const vb = el.viewBox.baseVal;
      ok = el instanceof SVGSVGElement && el.querySelectorAll('rect, circle, text, path').length > 0 && vb.width > 4 && vb.height > 4
        && b.width > 4 && b.height > 4 && !!el.getAttribute('aria-label');
      if (!ok) problem = `empty: ${vb.width}x${vb.height}, ${el.outerHTML.slice(0, 200)}`;
      // the guide's own figures stay on the page, for the screenshot
      if (lang === 'en' && where !== 'kind') el.style.cssText = 'max-width:600px;margin:4px;display:inline-block';
      else el.remove();
    } catch (err) { problem = String(err); }
    out.push({kind, where, lang, ok, problem});
  }
  const engine = performance.getEntriesByType('resource').some((e) => /pyodide|pyscript|worker\\.py/.test(e.name));
  return {out, engine, kinds: Object.keys(KINDS)};
}"""


def test_every_figure_kind_draws_without_the_engine(new_context, base_url):
    """On the How-to page (no engine, no Python), each kind of KINDS with default arguments, and
    each figure howto.json uses with its own arguments, returns a non-empty labelled SVG in English
    and Hungarian."""
    page = new_context(**DESKTOP).new_page()
    page.goto(f"{base_url}howto.html")
    page.wait_for_load_state("load")
    res = page.evaluate(FIGURES_JS)
    bad = [r for r in res["out"] if not r["ok"]]
    assert not bad, bad
    assert {"card", "heat", "spot", "agent", "company", "splay", "sphere", "tableau", "regime", "icons"} <= set(res["kinds"])
    assert len(res["out"]) >= 2 * len(res["kinds"])
    assert not res["engine"], "the figures started the engine"
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "transhumanity-howto-figures.png"), full_page=True)
