// Per-game movers (web/games/kit/motion.js): what moves on a game's table from one view to the
// next, and which choice ends a person's turn (the confirm setting). A game without an entry
// has no motion and no confirmation. Loaded with the game's renderer (they share its catalogue).
export const MOVERS = {
  renaissance: () => import("./renaissance/movers.js"),
  transhumanity: () => import("./transhumanity/movers.js"),
};
