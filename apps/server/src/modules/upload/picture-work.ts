import type { MessageKey } from '@storefront/i18n';
import { AppError } from '../../lib/app-error';

/**
 * One line of picture work: at most `atOnce` jobs run together and at most `inLine` more wait their turn, in
 * order; a job past that is refused at once (`busy`, `msg.upload_busy` for pictures) rather than held for as long
 * as the line takes. Other heavy work of a request takes a lane of its own (catalogue imports).
 */
export class PictureLane {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly inLine: number,
    private readonly busy: MessageKey = 'msg.upload_busy',
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.waiting.length < this.inLine)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new AppError(this.busy);
    try {
      return await work();
    } finally {
      // The turn passes straight to the next waiting job, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Pictures up to this many pixels, all frames together, take their own lane: a shopper's receipt photo or a
 * small logo costs a few tens of milliseconds and never waits behind an animation that takes seconds.
 */
export const SMALL_PICTURE_PIXELS = 1_000_000;

/**
 * Two lanes of two pictures each: four pictures at most are decoded at once by one instance, which is libuv's
 * thread pool, so a burst cannot exhaust memory. A small picture waits behind at most eight others as small
 * (well under a second); a big one behind at most two others as big.
 */
const smallPictures = new PictureLane(2, 8);
const bigPictures = new PictureLane(2, 2);

/** Runs one picture's work in its lane, by the pixels it decodes to (see SMALL_PICTURE_PIXELS). */
export function inPictureLane<T>(pixels: number, work: () => Promise<T>): Promise<T> {
  return (pixels <= SMALL_PICTURE_PIXELS ? smallPictures : bigPictures).run(work);
}
