/** A sandbox clock a test moves by hand: set `t` (epoch ms) to move it. */
export class TestClock {
  constructor(public t: number) {}
  now = (): number => this.t;
}
