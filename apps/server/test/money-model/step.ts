import fc from 'fast-check';
import { expect } from 'vitest';
import { checkAll, type Model, type OrderModel, type Real } from './model';

/**
 * What the money model's steps share: a step as a fast-check command, how one picks what it acts on, and the
 * tally of steps done and refused that the test reads at the end.
 */

/** Mostly something a step applies to, sometimes anything (then the step must be refused). */
export type Pick = { index: number; any: boolean };
export function chosen<T>(pick: Pick, all: readonly T[], fits: (item: T) => boolean): T | undefined {
  const pool = pick.any ? all : all.filter(fits);
  return pool.length === 0 ? undefined : pool[pick.index % pool.length];
}

/**
 * One step of a run: its parameters (for the report of a failure), what it acts on in the model's state
 * (none: the step is skipped), and what it does. After it, `checkAll`.
 */
export class Step<T> implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly name: string,
    private readonly params: object,
    private readonly choose: (model: Model) => T | undefined,
    private readonly act: (model: Model, real: Real, on: T) => Promise<void>,
  ) {}
  check(model: Readonly<Model>) {
    return this.choose(model as Model) !== undefined;
  }
  async run(model: Model, real: Real) {
    const on = this.choose(model)!;
    await this.act(model, real, on);
    const id = typeof on === 'object' && on !== null && 'id' in on ? ` on ${String(on.id)}` : '';
    await checkAll(model, real, `${this.toString()}${id}`);
  }
  toString() {
    return `${this.name} ${JSON.stringify(this.params)}`;
  }
}

/** True one time in `outOf`. */
export const sometimes = (outOf: number) => fc.nat({ max: outOf - 1 }).map((roll) => roll === 0);
export const pickArb: fc.Arbitrary<Pick> = fc.record({ index: fc.nat(), any: sometimes(10) });

/** How often each kind of step was done and refused over the runs: they must reach every stage. */
export const tally = new Map<string, { done: number; refused: number }>();
export function count(step: string, ok: boolean) {
  const counts = tally.get(step) ?? { done: 0, refused: 0 };
  counts[ok ? 'done' : 'refused'] += 1;
  tally.set(step, counts);
}
export function expectCode(reply: { code: number; body: unknown }, ok: boolean, step: string) {
  expect(reply.code, `${step}: ${JSON.stringify(reply.body)}`).toBe(ok ? 1 : 0);
  count(step, ok);
}

/** A step on one order: mostly one it applies to (`fits`), sometimes any. */
export const orderStep = <P extends { pick: Pick }>(
  name: string,
  params: P,
  fits: (order: OrderModel, model: Model) => boolean,
  act: (model: Model, real: Real, order: OrderModel) => Promise<void>,
) => new Step(name, params, (model) => chosen(params.pick, model.orders, (order) => fits(order, model)), act);
