// Change marks, shared by the game renderers: which places of a table changed, derived from the
// table drawn before it (two views, never engine internals). Each renderer passes its own
// `changes(previousView, view)`, the set of place keys that differ; the marks go on frames,
// pieces and places, never on text (each renderer's stylesheet).

/**
 * A tracker of the tables one renderer draws. Called with each table's `ctx` it answers
 * `{marks, latest}`: `latest`, what changed since the table drawn just before; `marks`, the same,
 * plus, while nobody at the table chose (a computer's moves, a robot's steps: no legal actions),
 * every change since a person last decided, so the person who decides next sees all that happened.
 * The same position drawn again (a language switch, a resize) keeps its marks.
 * @param {(prev: any, cur: any) => Set<string>} changes
 * @returns {(ctx: {setup: any, view: any, legal: any[]}) => {marks: Set<string>, latest: Set<string>}}
 */
export function markTracker(changes) {
  /** @type {{game: string, json: string, view: any, marks: Set<string>, latest: Set<string>, acting: boolean} | null} */
  let last = null;
  return (ctx) => {
    const game = JSON.stringify(ctx.setup);
    const json = JSON.stringify(ctx.view);
    let marks = new Set();
    let latest = new Set();
    if (last && last.game === game) {
      if (last.json === json) ({ marks, latest } = last);
      else {
        latest = changes(last.view, ctx.view);
        marks = new Set(latest);
        if (!last.acting) for (const k of last.marks) marks.add(k);
      }
    }
    last = { game, json, view: ctx.view, marks, latest, acting: ctx.legal.length > 0 };
    return { marks, latest };
  };
}
