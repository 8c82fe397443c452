/** The auth side's notion of now (epoch ms); tests pass a clock they move by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
