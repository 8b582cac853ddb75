import { type Config, ConfigError, loadConfig } from './config.js';

/**
 * Runs a process of the product once its settings are read and checked, before its own code is
 * loaded (`run` imports it): loading every module of the server takes seconds, more on a busy
 * machine, and a bad setting should be one clear line at once, not a stack trace after that wait.
 */
export async function startChecked(env: NodeJS.ProcessEnv, run: (config: Config) => Promise<void>): Promise<void> {
  try {
    await run(loadConfig(env));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
