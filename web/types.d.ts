// Types of the front end's shared data, for the TypeScript check of web/ (tsconfig.json; the
// JavaScript names them in JSDoc, e.g. `@param {PaxRenderCtx} ctx`). A global declaration file
// (no import or export): the names need no import. The build does not ship it (scripts/build.py).
// The shapes follow pax/facade.py (_payload) and each game's cardinfo.catalog(); a game's `view`
// is its own (rules.view) and stays untyped here.

/** The placeholders scripts/build.py fills in (`import("../@@PYSCRIPT@@")`, the vendored runtime). */
declare module "*@@PYSCRIPT@@" {
  export const PyWorker: (url: string, options: object) => Promise<PaxPyWorker>;
}
declare module "*@@PYODIDE@@" {
  export const version: string;
  export function loadPyodide(options?: object): Promise<any>;
}

/** The engine worker's functions (web/engine/worker.py), called synchronously from the page. */
interface PaxPyWorker {
  sync: {
    install(siteUrl: string): Promise<string>;
    load(): Promise<void>;
    handle(request: string): Promise<string>;
    memory(): Promise<number>;
    unfound(): Promise<string>;
    packages(): Promise<string>;
  };
}

/** A game's setup as the engine checked it (pax/core/state.py Setup). */
interface PaxSetup {
  game: string;
  players: number;
  seed: number;
  names: string[];
  options: Record<string, any>;
}

/** A legal action as the page gets it: `label` from rules.describe, `targets` the table ids. */
interface PaxLegal {
  index: number;
  kind: string;
  label: string;
  targets: string[];
}

/** A message the page shows in the player's language: a catalogue key, its parameters, the English text. */
interface PaxKeyedText {
  key: string;
  params: Record<string, any>;
  text: string;
}

interface PaxLogEntry {
  seat: number | null;
  text: string;
  kind: string;
  notes?: any[];
  /** the rule a game names for this decision when it is not its kind's (a robot's decision) */
  rule?: string | null;
  /** the seat the decision was taken for, when not the decider's own (a solo robot's) */
  for?: number | null;
}

interface PaxResult {
  winners: number[];
  victory: string;
  standings: Record<string, any>[];
}

/** The engine's reply for a game (pax/facade.py _payload): what the game screen draws. */
interface PaxPayload {
  ok?: boolean;
  title: string;
  setup: PaxSetup;
  actions: number[];
  step: number;
  to_move: number | null;
  over: boolean;
  result: PaxResult | null;
  stopped: PaxKeyedText | null;
  view: any;
  private: boolean;
  legal: PaxLegal[];
  log: PaxLogEntry[];
  undo_to: number | null;
  /** the save record to store (pax/savefile.py; web/app/saves.js) */
  save?: Record<string, any>;
  /** the solo robots' steps inside the move just applied (web/app/robotpace.js) */
  steps?: PaxPayload[];
  /** set on a step's payload while robotpace.js tells it */
  robotStep?: Record<string, any> | null;
  /** what the log's words depend on besides the moves (viewer, revealed, language; pax/facade.py) */
  basis?: string;
  /** a delta reply: how many first moves the page held (`actions`, `log` and the save's `actions`
   * and `trail` hold only what comes after them; web/app/delta.js); null for a full reply */
  delta?: number | null;
}

/** A name in both languages, with the rule ID the how-to page explains it under (when it has one). */
interface PaxNamed {
  en: string;
  hu: string;
  rules?: string;
}

/** Pax Renaissance's static catalogue (pax/renaissance/cardinfo.py catalog()). */
interface PaxRenaissanceCatalog {
  /** the map cards' ids, row by row */
  grid: string[][];
  map_cards: Record<string, { name: string; region: string; row: number; column: number;
    cities: { id: string; name: string; capital: boolean }[] }>;
  borders: Record<string, { between: string[]; sea: boolean }>;
  trade_routes: { emporium: string; route: string; path: string[] }[];
  route_colours: Record<string, string>;
  /** map cards and cities in Hungarian (English is each entry's `name`) */
  names_hu: Record<string, string>;
  cards: Record<string, { name: string; region: string; kind: string; location: string; ops: Record<string, any>[];
    agents: Record<string, any>[]; one_shot: Record<string, any> | null; prestige: string[]; suitors: string[];
    ability: string | null }>;
  empires: Record<string, { name: string; region: string;
    kingdom: { name: string; ops: string[]; prestige: string[] }; republic: { name: string; ops: string[]; prestige: string[] } }>;
  bankers: Record<string, { name: string; colour: string }>;
  victories: Record<string, PaxNamed>;
  op_categories: Record<string, string>;
  category_colours: Record<string, string>;
  ops: Record<string, PaxNamed>;
  one_shots: Record<string, PaxNamed>;
  abilities: Record<string, PaxNamed>;
  pending: Record<string, PaxNamed>;
  /** action kind → rule ID */
  action_rules: Record<string, string>;
  prestige: Record<string, PaxNamed>;
}

/** Pax Transhumanity's static catalogue (pax/transhumanity/cardinfo.py catalog()). */
interface PaxTranshumanityCatalog {
  cards: Record<string, { name: string; name_hu?: string; kind: string; left: string; right: string; theme: string; heat: string[];
    surge: string[]; abilities: any[]; impacts: { type: string; en: string; hu: string }[][];
    text: { en: string; hu: string }; flavor: string | null }>;
  spheres: { id: string; disc: string; colour: string; name: { en: string; hu: string };
    spots: { id: string; name: string; name_hu: string; side: "T" | "M"; row: number; barrier: boolean }[]; problems: string[] }[];
  problems: Record<string, { name: string; name_hu: string; sphere: string }>;
  disciplines: Record<string, { en: string; hu: string; field: string }>;
  regimes: Record<string, { en: string; hu: string; effect_en: string; effect_hu: string }>;
  pending: Record<string, PaxNamed>;
  /** action kind → rule ID */
  action_rules: Record<string, string>;
  victories: Record<string, PaxNamed>;
  cutting_edge: number;
}

/** A game's catalogue: one of the above, `{}` for a game without one. */
type PaxCatalog = PaxRenaissanceCatalog | PaxTranshumanityCatalog | Record<string, never>;

/** What a renderer's `render(container, ctx)` gets (web/README.md, "The renderer plug-in contract"). */
interface PaxRenderCtx<C = PaxCatalog> {
  catalog: C;
  view: any;
  legal: PaxLegal[];
  setup: PaxSetup;
  toMove: number | null;
  over: boolean;
  result: PaxResult | null;
  lang: string;
  t: (key: string, params?: Record<string, any>) => string;
  choose: (index: number) => void;
  /** At the move limit: the prompt's text (else null). */
  stopped: string | null;
  lastMove: (PaxLogEntry & { name: string }) | null;
  /** a solo robot's step inside the last move, while web/app/robotpace.js tells it */
  robotStep?: Record<string, any> | null;
}

interface Window {
  /** Tests and benchmarks: a facade request resolving to the reply object (web/app/worker.js). */
  paxWorkerCall: (op: string, payload?: object) => Promise<any>;
  /** bench/boot.py: the engine's WebAssembly memory in bytes, or null before it started. */
  paxEngineMemory: () => Promise<number | null>;
  paxEngineUnfound: () => Promise<string[] | null>;
  paxEnginePackages: () => Promise<string[] | null>;
}
