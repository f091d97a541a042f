import { MicroBatcher } from './micro-batcher';

function recorder(options = { windowMs: 20, max: 3, onError: () => undefined }) {
  const batches: number[][] = [];
  const batcher = new MicroBatcher<number>(options, async (items) => {
    batches.push(items);
  });
  return { batches, batcher };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MicroBatcher', () => {
  it('sends the items of one window together, once the window has passed', async () => {
    const { batches, batcher } = recorder();
    batcher.push(1);
    batcher.push(2);
    expect(batches).toEqual([]);
    await sleep(40);
    expect(batches).toEqual([[1, 2]]);
  });

  it('sends a full batch at once without waiting for the window', () => {
    const { batches, batcher } = recorder();
    [1, 2, 3, 4].forEach((n) => batcher.push(n));
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('starts a new window after a batch went', async () => {
    const { batches, batcher } = recorder();
    batcher.push(1);
    await sleep(40);
    batcher.push(2);
    await sleep(40);
    expect(batches).toEqual([[1], [2]]);
  });

  it('drain sends what waits and resolves only after every send has finished', async () => {
    let finished = 0;
    const batcher = new MicroBatcher<number>({ windowMs: 10_000, max: 2, onError: () => undefined }, async () => {
      await sleep(30);
      finished++;
    });
    [1, 2, 3].forEach((n) => batcher.push(n)); // [1, 2] is sending, [3] waits for its window
    await batcher.drain();
    expect(finished).toBe(2);
  });

  it('hands a failed batch to onError and goes on with the next', async () => {
    const failed: number[][] = [];
    const sent: number[][] = [];
    const batcher = new MicroBatcher<number>({ windowMs: 10, max: 2, onError: (_err, items) => failed.push(items) }, async (items) => {
      if (items.includes(1)) throw new Error('queue down');
      sent.push(items);
    });
    [1, 2, 3, 4].forEach((n) => batcher.push(n));
    await batcher.drain();
    expect(failed).toEqual([[1, 2]]);
    expect(sent).toEqual([[3, 4]]);
  });

  it('after drain, sends each item at once', async () => {
    const { batches, batcher } = recorder();
    await batcher.drain();
    batcher.push(1);
    expect(batches).toEqual([[1]]);
  });

  it('drain with nothing waiting resolves at once', async () => {
    const { batches, batcher } = recorder();
    await batcher.drain();
    expect(batches).toEqual([]);
  });
});
