// A small seeded random generator (mulberry32) shared by the Node and browser tests, so a failing run can be replayed.

/** `random()` (or `random.next()`) gives a number in [0, 1); `random.pick(list)` one element. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.next = next;
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}
