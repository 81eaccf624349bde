// A seeded random source for the history seed: the same seed gives the same studio history, byte
// for byte, on every machine (Math.random cannot be seeded).

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `choices` by weight: `[[value, weight], …]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** A random v4 UUID (ids are made here so a whole history can be written in bulk). */
  uuid(): string;
  hex(length: number): string;
};

/** mulberry32: small, fast and good enough for made-up data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const hex = (length: number) => {
    let out = '';
    while (out.length < length)
      out += Math.floor(next() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of choices) {
        left -= weight;
        if (left < 0) return value;
      }
      return choices.at(-1)![0];
    },
    uuid() {
      const h = hex(32);
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    hex,
  };
}
