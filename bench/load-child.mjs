// A load-generator process of bench/load-processes.mjs: one runLoad with the options it is sent,
// its result (with every response time) sent back.
import { runLoad } from './signin-load.mjs';

process.once('message', async (options) => {
  const result = await runLoad({ ...options, readLoopStats: async () => null, keepTimes: true });
  process.send(result, () => process.exit(0));
});
