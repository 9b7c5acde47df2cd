import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, capturingLogger } from '@cinevia/harness';
import { supergraphFromFile } from './supergraph';

describe('supergraphFromFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'supergraph-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the file, then each new text written there, and keeps the last good one when one is refused', async () => {
    const file = join(dir, 'supergraph.graphql');
    writeFileSync(file, 'first');
    const updates: string[] = [];
    const update = (sdl: string) => {
      if (sdl === 'broken') throw new Error('does not build');
      updates.push(sdl);
    };
    const { logger, lines } = capturingLogger();
    const hook = supergraphFromFile(file, logger, 20);
    const { supergraphSdl, cleanup } = await hook({
      update,
      healthCheck: async () => undefined,
      getDataSource: () => undefined as never,
    });
    try {
      expect(supergraphSdl).toBe('first');
      writeFileSync(file, 'second');
      await eventually(() => expect(updates).toEqual(['second']));
      writeFileSync(file, 'broken');
      await eventually(() =>
        expect(lines.map((line) => line.msg)).toContain('supergraph file refused; the last one is still served'),
      );
      writeFileSync(file, 'third');
      await eventually(() => expect(updates).toEqual(['second', 'third']));
    } finally {
      await cleanup?.();
    }
  }, 30_000);
});
