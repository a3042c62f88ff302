// The page's side of the engine's delta replies (pax/facade.py, issue 36): a move late in a long
// game costs what the move changed, not the whole game. The game screen keeps the log of every
// viewer it has drawn (one per `basis`: whose eyes, revealed or not, the language: what a log
// line's words depend on besides the moves), offers them with each `open` or `apply` request
// (`since`), and the engine answers with only the moves, log lines and save trail after what the
// page holds (`delta`: how many first moves it held); `merge` puts the full payload back
// together, equal to the engine's full reply (tests/core/test_delta.py checks its Python twin,
// tests/conformance/pagelog.py). A hot-seat page therefore never shows one person's log to
// another: each viewer's log is its own, and a log for a viewer the page has not drawn yet comes
// whole. A reply without `delta` (open, load_save, decode, another language) replaces nothing but
// its own viewer's log.

/** Characters of a save's trail per move (pax/core/trail.py MARK_CHARS). */
const MARK_CHARS = 2;

/** How many first entries two move lists share. @param {number[]} a @param {number[]} b */
export function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let k = 0;
  while (k < n && a[k] === b[k]) k++;
  return k;
}

export class GameLogs {
  constructor() {
    /** @type {number[]} the moves every kept log is valid for (as far as it reaches) */
    this.actions = [];
    /** @type {Map<string, PaxLogEntry[]>} basis -> log (entry i is move i's) */
    this.logs = new Map();
    /** @type {string} the save trail of `actions` */
    this.trail = "";
  }

  /** What a request for the position after `actions` offers the engine (its `since`).
   * @param {number[]} actions */
  since(actions) {
    const k = commonPrefix(this.actions, actions);
    return [...this.logs].map(([basis, log]) => ({ basis, moves: Math.min(log.length, k) }));
  }

  /** The full payload of `reply`, the engine's answer to a request for the position after
   * `actions` (with this object's `since`, or none); the logs are kept for the next request.
   * @param {number[]} actions @param {PaxPayload} reply @returns {PaxPayload} */
  merge(actions, reply) {
    if (typeof reply.basis !== "string") return reply; // not a game payload this page can keep
    const k = reply.delta;
    let full = reply;
    if (Number.isInteger(k)) {
      const held = this.logs.get(reply.basis);
      if (!held || k > held.length || k > actions.length) throw new Error(`the engine answered from move ${k}, beyond what the page holds`);
      const moves = actions.slice(0, k).concat(reply.actions);
      full = { ...reply, actions: moves, log: held.slice(0, k).concat(reply.log) };
      if (reply.save) full.save = { ...reply.save, actions: moves, trail: this.trail.slice(0, MARK_CHARS * k) + reply.save.trail };
    }
    // every other viewer's log stays valid as far as its moves agree with the new ones
    const keep = commonPrefix(this.actions, full.actions);
    for (const [basis, log] of this.logs) {
      if (!keep) this.logs.delete(basis);
      else if (log.length > keep) this.logs.set(basis, log.slice(0, keep));
    }
    this.logs.set(full.basis, full.log);
    this.actions = full.actions;
    this.trail = typeof full.save?.trail === "string" ? full.save.trail : this.trail.slice(0, MARK_CHARS * keep);
    return full;
  }
}
