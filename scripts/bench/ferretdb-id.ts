import mongoose from 'mongoose';
import { startInfrastructure } from '@cinevia/harness';

/**
 * Single-document `_id` operations must not slow down as a collection grows: FerretDB on SQLite only
 * answers them from its `_id` index with scripts/tools/ferretdb-id-index.patch (without it each one
 * scanned the table). Measured on a collection of 1,000 documents and one of 50,000, one operation at
 * a time; a filter on another field, which reads the whole table either way, is the contrast.
 */
const SIZES = [1_000, 50_000] as const;
const BATCH = 1_000;
const OPERATIONS = 200;
/** The scan grows with the collection; fewer of them keep the run short and the average as telling. */
const SCAN_OPERATIONS = 40;
const FLAT = 2;

interface Doc {
  _id: string;
  otherField: string;
  n: number;
  title: string;
}

async function averageMs(total: number, op: (index: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i += 1) await op(i); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < total; i += 1) await op(i);
  return Number(process.hrtime.bigint() - started) / 1e6 / total;
}

async function main() {
  const infra = await startInfrastructure('local'); // the bench measures the processes it starts
  const client = await new mongoose.mongo.MongoClient(infra.mongoUrl).connect();
  try {
    const db = client.db('bench-ferretdb-id');
    const build = await db.command({ buildInfo: 1 });
    const server = build.ferretdbVersion ? `FerretDB ${build.ferretdbVersion}` : `MongoDB ${build.version}`;
    console.log(`_id operations by collection size (${server}, ${infra.kind}; one operation at a time)`);

    const results = new Map<string, number[]>();
    for (const size of SIZES) {
      const docs = db.collection<Doc>(`docs_${size}`);
      await docs.drop().catch(() => undefined);
      for (let start = 0; start < size; start += BATCH) {
        await docs.insertMany(
          Array.from({ length: Math.min(BATCH, size - start) }, (_, offset) => {
            const n = start + offset;
            return { _id: `doc-${n}`, otherField: `value-${n}`, n, title: `Film number ${n}` };
          }),
        );
      }
      // Spread over the whole collection, so a scan that stops at its match still reads half on average.
      const pick = (index: number) => Math.floor(((index * 7919) % OPERATIONS) * (size / OPERATIONS));
      const figures: [string, number][] = [
        ['findOne({ _id })', await averageMs(OPERATIONS, (i) => docs.findOne({ _id: `doc-${pick(i)}` }))],
        [
          'updateOne({ _id }, $set)',
          await averageMs(OPERATIONS, (i) => docs.updateOne({ _id: `doc-${pick(i)}` }, { $set: { n: -i } })),
        ],
        [
          'findOne({ otherField })',
          await averageMs(SCAN_OPERATIONS, (i) => docs.findOne({ otherField: `value-${pick(i * 5)}` })),
        ],
      ];
      console.log(`  ${size.toLocaleString('en-US')} documents`);
      for (const [label, ms] of figures) {
        console.log(`    ${label.padEnd(26)} ${ms.toFixed(2).padStart(8)} ms`);
        results.set(label, [...(results.get(label) ?? []), ms]);
      }
      await docs.drop();
    }

    console.log(`  ratio ${SIZES[1].toLocaleString('en-US')}/${SIZES[0].toLocaleString('en-US')} (flat: ≤ ${FLAT})`);
    for (const [label, [small, large]] of results) {
      const ratio = large! / small!;
      const verdict = label.includes('_id')
        ? ratio <= FLAT
          ? 'meets target'
          : 'MISSES target (grows with the collection)'
        : 'contrast: not an _id filter';
      console.log(`    ${label.padEnd(26)} ${ratio.toFixed(2).padStart(8)}   ${verdict}`);
    }
  } finally {
    await client.close();
    await infra.stop();
  }
}

void main();
