/** `npm run relay`: one relay process, configured by the environment (README, "The relay"). Stops on SIGINT/SIGTERM. */
import { join } from 'node:path';
import { relayConfigFromEnv } from './limits';
import { startRelay } from './server';

const log = (line: string): void => console.log(`[relay] ${line}`);

async function main(): Promise<void> {
  const config = relayConfigFromEnv(process.env, join(process.cwd(), 'out', 'phone'));
  const relay = await startRelay({ config, log });
  // The test harness and the bench read this line for the port.
  console.log(`RELAY_READY ${relay.port}`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void relay.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`[relay] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
