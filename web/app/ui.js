// Page-wide messages shared by the screens.

const banner = () => document.getElementById("banner");

/** A message above the page (role=alert) that stays until the next screen is shown. */
export function showBanner(text, kind = "warn") {
  const el = banner();
  el.textContent = text;
  el.className = `banner ${kind}`;
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
