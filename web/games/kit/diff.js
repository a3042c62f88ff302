// The one DOM diff of the tables: a redraw is drawn whole (a pure function of the view) and the
// table on screen is made equal to it in place, so a move costs the browser the style, layout
// and paint of what changed only. Handlers live on the table's wrap (events.js), never on the
// drawn elements, so a kept element acts as the fresh one would.

/** Make `live` (in the page) equal to `next` (just drawn, not in the page): attributes and text
 * are updated in place, children matched by position; an equal subtree is left alone (compared
 * natively). `keep`: attributes of `live` itself that the page around the table sets (e.g. the
 * root's `style`, its size at Fit) and that stay as they are.
 * @param {Element} live @param {Element} next @param {string[]} [keep] */
export function morph(live, next, keep = []) {
  for (let i = live.attributes.length - 1; i >= 0; i--) {
    const name = live.attributes[i].name;
    if (!next.hasAttribute(name) && !keep.includes(name)) live.removeAttribute(name);
  }
  for (const a of next.attributes) if (!keep.includes(a.name) && live.getAttribute(a.name) !== a.value) live.setAttribute(a.name, a.value);
  let a = live.firstChild;
  let b = next.firstChild;
  while (b) {
    const nextB = b.nextSibling;
    if (!a) live.append(b);
    else if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) {
      const nextA = a.nextSibling;
      live.replaceChild(b, a);
      a = nextA;
    } else {
      if (a.nodeType === Node.ELEMENT_NODE) { if (!a.isEqualNode(b)) morph(/** @type {Element} */ (a), /** @type {Element} */ (b)); }
      else if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
      a = a.nextSibling;
    }
    b = nextB;
  }
  while (a) { const nextA = a.nextSibling; a.remove(); a = nextA; }
}
