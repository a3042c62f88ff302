// Page-wide messages shared by the screens.

const banner = () => document.getElementById("banner");

/** A message above the page (role=alert) that stays until the next screen is shown; `action`
 * ({label, onClick, attr}) adds a button to it (attr: a data- attribute naming the button). */
export function showBanner(text, kind = "warn", action = null) {
  const el = banner();
  el.textContent = text;
  el.className = `banner ${kind}`;
  if (action) {
    const btn = document.createElement("button");
    btn.type = "button";
    btn.className = "banner-action";
    btn.textContent = action.label;
    if (action.attr) btn.setAttribute(action.attr, "");
    btn.addEventListener("click", action.onClick);
    el.append(" ", btn);
  }
  el.hidden = false;
}

export function hideBanner() {
  const el = banner();
  el.hidden = true;
  el.textContent = "";
}

/** Offer `text` as a file download (export of a saved game). */
export function download(filename, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
