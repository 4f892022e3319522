/** A small deterministic generator (a linear congruential one): the same demo every time. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

/** Draws from a seeded generator: whole numbers, spans and picks. */
export interface DemoDice {
  next: () => number;
  /** A whole number from `low` to `high`, both included. */
  int: (low: number, high: number) => number;
  /** A number from `low` to `high`. */
  between: (low: number, high: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
}

export const demoDice = (seed: number): DemoDice => {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('seed: a pick from nothing');
    return item;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    between: (low, high) => low + next() * (high - low),
    chance: (probability) => next() < probability,
    pick,
  };
};
