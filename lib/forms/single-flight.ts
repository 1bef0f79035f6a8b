// Lets one submission run at a time: a double click on "send" never posts twice.
export type SingleFlight = { run(task: () => Promise<void>): Promise<void> };

export function createSingleFlight(): SingleFlight {
  let busy = false;
  return {
    async run(task) {
      if (busy) return;
      busy = true;
      try {
        await task();
      } finally {
        busy = false;
      }
    },
  };
}
