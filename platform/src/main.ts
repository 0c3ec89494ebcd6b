// Entry point: `npx tsx platform/src/main.ts`. Configuration comes from the environment.
import { readConfig } from './config';
import { startPlatform } from './index';
import { createLogger } from './logger';

const logger = createLogger();

async function main() {
  const config = readConfig(process.env);
  const platform = await startPlatform({ ...config, logger });
  console.log(`platform listening on ${platform.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('stop failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.error('platform failed to start', error);
  process.exit(1);
});
