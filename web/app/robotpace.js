// The steps the game itself takes inside one move (the solo Exoglobals' turn, TRH-K), told one by
// one. The engine's reply to a move carries them (`steps`: per step the robot's seat, its words,
// what it changed and the table after it, pax/facade.py); the page draws each as a position of
// its own, read-only, for as long as a computer seat's move stays on the table, then the move's
// own result. Nothing is stored or sent for a step: the saved game is the move's reply.

/** The payload a step is drawn from: the move's reply with the step's table, nobody to choose,
 * and the log up to this step (the step is its last line: the table's "Last move"). */
export function stepPayload(payload, i) {
  const steps = payload.steps;
  const step = steps[i];
  const log = payload.log.slice(0, -1);
  const last = payload.log[payload.log.length - 1];
  // the move's own line, without the robots' account (told step by step after it)
  if (last) log.push({ ...last, notes: undefined });
  for (const s of steps.slice(0, i + 1)) log.push({ seat: s.seat, text: unnamed(s, step.view), kind: "robot", notes: s.notes });
  return {
    ...payload, view: step.view, to_move: step.seat, legal: [], over: false, result: null, log, steps: undefined,
    robotStep: { n: i + 1, total: steps.length, seat: step.seat },
  };
}

/** A step's words without the robot's name in front (the log line starts with it already). */
function unnamed(step, view) {
  const name = view?.players?.[step.seat]?.name;
  const text = String(step.text);
  return name && text.startsWith(name) ? text.slice(name.length).replace(/^[,:]?\s*/, "") : text;
}

/** Draw each step of `payload` with `show(stepPayload)`, `paceMs` apart, then stop; false when
 * the screen was left meanwhile (`alive()` says whether it is still shown). */
export async function playSteps(payload, show, alive, paceMs) {
  const steps = Array.isArray(payload.steps) ? payload.steps : [];
  for (let i = 0; i < steps.length; i++) {
    if (!alive()) return false;
    show(stepPayload(payload, i));
    await new Promise((r) => setTimeout(r, paceMs));
  }
  return alive();
}
