import { ConfigError, loadConfig } from '../../src/platform/config';

/** What loadConfig refuses in `env`, one line a setting; empty when it takes it. */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
