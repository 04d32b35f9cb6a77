import { seedWorld, type World } from './world';

// What tests and the dev endpoints do to the world from outside: move its clock, wait out a slow
// fault, and reset it to the fresh seed. (Faults, the mailbox and token lifetimes are plain data
// on the world, which the handlers set and read.)

export function createDevControls(world: World) {
  return {
    /**
     * Moves this world's clock forward, as if that much time had passed: a browser test ages its
     * tokens past their lifetime without waiting for it. `reset` puts the clock back.
     */
    advanceClock(ms: number): void {
      world.clockAheadMs += ms;
    },

    /**
     * Waits out a slow fault: true once `ms` have passed, false at once if the world is reset
     * meanwhile (the next browser test's fresh world), so that the call never reaches it.
     */
    wait(ms: number): Promise<boolean> {
      return new Promise((resolve) => {
        const cut = () => {
          clearTimeout(timer);
          resolve(false);
        };
        const timer = setTimeout(() => {
          world.waits.delete(cut);
          resolve(true);
        }, ms);
        world.waits.add(cut);
      });
    },

    /** Back to the fresh seed, the real clock, the starting token lifetimes and no faults. */
    reset(): void {
      // A call still waiting out a slow fault belongs to the world that is going: it ends now.
      for (const cut of world.waits) cut();
      world.waits.clear();
      seedWorld(world);
    },
  };
}
