/**
 * Validates Kubernetes objects against the API schemas (kubernetes-models, an ESM-only package, so
 * run by node rather than inside jest): a YAML stream on stdin, one line per object that fails on
 * stdout (`Kind name: why`), exit 1 if any did.
 *
 *   helm template … | node --import tsx scripts/helm/validate-objects.mts
 */
import { text } from 'node:stream/consumers';
import { parseAllDocuments } from 'yaml';

type Model = new (data: unknown) => { validate(): void };
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string };
}

/** The packages of the custom resources the chart may make, by API group; the rest are Kubernetes' own. */
const CUSTOM_RESOURCES: Record<string, string> = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'gateway.networking.k8s.io': '@kubernetes-models/gateway-api',
};

/** kubernetes-models has a class per kind, under its API group and version (`v1` is the core group). */
async function problemWith(object: K8sObject): Promise<string | null> {
  let models: Record<string, Model | undefined>;
  const group = object.apiVersion.includes('/') ? object.apiVersion.split('/')[0]! : '';
  try {
    const modelsPackage = CUSTOM_RESOURCES[group] ?? 'kubernetes-models';
    models = (await import(`${modelsPackage}/${object.apiVersion}`)) as Record<string, Model | undefined>;
  } catch {
    return `no API ${object.apiVersion}`;
  }
  const Kind = models[object.kind];
  if (!Kind) return `no kind ${object.kind} in ${object.apiVersion}`;
  try {
    new Kind(object).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const objects = parseAllDocuments(await text(process.stdin))
  .map((document) => document.toJSON() as K8sObject | null)
  .filter((object): object is K8sObject => object !== null);
let failed = 0;
for (const object of objects) {
  const problem = await problemWith(object);
  if (problem === null) continue;
  failed++;
  console.log(`${object.kind} ${object.metadata?.name ?? '(unnamed)'}: ${problem.replace(/\s+/g, ' ')}`);
}
console.error(`${objects.length} objects, ${failed} invalid`);
process.exit(failed > 0 ? 1 : 0);
