import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const defaults = { webDistDir: '/srv/web' };

describe('configuration', () => {
  it('has working defaults', () => {
    const config = parseConfig({}, defaults);
    expect(config).toMatchObject({
      port: 3000,
      demoSeed: true,
      databaseUrl: undefined,
      maintenanceMode: false,
      webDistDir: '/srv/web',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads DEMO_SEED=false, DATABASE_URL and PORT', () => {
    const config = parseConfig(
      { DEMO_SEED: 'false', DATABASE_URL: 'postgres://u:p@db:5432/slovo', PORT: '8080' },
      defaults,
    );
    expect(config).toMatchObject({
      demoSeed: false,
      databaseUrl: 'postgres://u:p@db:5432/slovo',
      port: 8080,
    });
  });

  it('reads ROOT_EMAIL as a lower-case address, and refuses one that is not', () => {
    expect(parseConfig({ ROOT_EMAIL: ' Head@School.Example ' }, defaults).rootEmail).toBe(
      'head@school.example',
    );
    expect(parseConfig({}, defaults).rootEmail).toBeUndefined();
    expect(() => parseConfig({ ROOT_EMAIL: 'head' }, defaults)).toThrow(/ROOT_EMAIL/);
  });

  it('names every invalid variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DEMO_SEED: 'maybe' }, defaults)).toThrow(
      /PORT[\s\S]*DEMO_SEED|DEMO_SEED[\s\S]*PORT/,
    );
  });
});
