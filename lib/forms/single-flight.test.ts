import { createSingleFlight } from './single-flight';

it('ignores a second run while the first is under way, then accepts again', async () => {
  const flight = createSingleFlight();
  let calls = 0;
  let release: () => void = () => undefined;
  const first = flight.run(() => {
    calls++;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await flight.run(async () => {
    calls++;
  });
  expect(calls).toBe(1);
  release();
  await first;
  await flight.run(async () => {
    calls++;
  });
  expect(calls).toBe(2);
});

it('accepts a new run after a failed one', async () => {
  const flight = createSingleFlight();
  await expect(flight.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  let ran = false;
  await flight.run(async () => {
    ran = true;
  });
  expect(ran).toBe(true);
});
