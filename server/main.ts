import { ConfigError, readConfig } from './config.ts';
import { startCrm } from './crm.ts';
import { log } from './log.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const crm = await startCrm(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    await crm.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.error(`bad configuration: ${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    log.error(`cannot listen: ${(error as Error).message} (set PORT to a free port)`);
  else log.error('start-up failed', error);
  process.exit(1);
});
