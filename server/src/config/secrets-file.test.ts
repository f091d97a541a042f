import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { generatedSecret } from './secrets-file';

const dir = () => mkdtempSync(join(tmpdir(), 'pen-secrets-'));
const read = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;

/** This module as CommonJS for plain Node child processes (jest transpiles it only in its own process). */
function compiledModule(): string {
  const out = join(dir(), 'secrets-file.js');
  const source = readFileSync(join(__dirname, 'secrets-file.ts'), 'utf8');
  writeFileSync(out, ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText);
  return out;
}

/** `count` Node processes that wait for the same moment, then each ask for `key` in `dataDir`. */
function racers(dataDir: string, key: string, count: number): Promise<string[]> {
  const at = Date.now() + 1500;
  const script = `
    const { generatedSecret } = require(${JSON.stringify(compiledModule())});
    const { randomBytes } = require('node:crypto');
    while (Date.now() < ${at}) {}
    process.stdout.write(generatedSecret(${JSON.stringify(dataDir)}, ${JSON.stringify(key)}, () => randomBytes(24).toString('hex')));
  `;
  return Promise.all(
    Array.from({ length: count }, () => {
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      return new Promise<string>((resolve, reject) => child.once('exit', (c) => (c === 0 ? resolve(out) : reject(new Error(`racer exited ${c}`)))));
    }),
  );
}

describe('generatedSecret (DATA_DIR/secrets.json)', () => {
  it('generates a secret once, keeps it, and adds another key beside it', () => {
    const dataDir = dir();
    const first = generatedSecret(dataDir, 'jwtSecret', () => 'one');
    expect(first).toBe('one');
    expect(generatedSecret(dataDir, 'jwtSecret', () => 'two')).toBe('one');
    expect(generatedSecret(dataDir, 'other', () => 'three')).toBe('three');
    expect(read(dataDir)).toEqual({ jwtSecret: 'one', other: 'three' });
    expect(readdirSync(dataDir).sort()).toEqual(['secrets.json']);
  });

  it('says which file is broken when it is not JSON', () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, 'secrets.json'), '{ not json');
    expect(() => generatedSecret(dataDir, 'jwtSecret', () => 'x')).toThrow(`${join(dataDir, 'secrets.json')} is not valid JSON; remove it to generate new secrets`);
  }, 10000);

  it('two processes starting together on a fresh DATA_DIR end up with the same secret', async () => {
    const dataDir = dir();
    const secrets = await racers(dataDir, 'jwtSecret', 2);
    expect(secrets[0]).toMatch(/^[0-9a-f]{48}$/);
    expect(secrets[1]).toBe(secrets[0]);
    expect(read(dataDir)).toEqual({ jwtSecret: secrets[0] });
  }, 20000);

  it('four processes adding a new key to an existing file together end up with the same one and keep the old key', async () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ postgresPassword: 'kept' }), { mode: 0o600 });
    const secrets = await racers(dataDir, 'jwtSecret', 4);
    expect(new Set(secrets).size).toBe(1);
    expect(read(dataDir)).toEqual({ postgresPassword: 'kept', jwtSecret: secrets[0] });
    expect(readdirSync(dataDir).sort()).toEqual(['secrets.json']);
  }, 20000);
});
