/**
 * npm run mail:replay: sends again the mails whose retries ran out (the dead letters on
 * `dlq.notifications`), through the notifications service at NOTIFICATIONS_URL (the local
 * stack's by default). A mail that did go out meanwhile is not sent twice.
 */
const base = process.env.NOTIFICATIONS_URL ?? 'http://127.0.0.1:4106';

async function main(): Promise<void> {
  const response = await fetch(`${base}/dead-letters/replay`, { method: 'POST' });
  if (!response.ok) throw new Error(`${base} answered ${response.status}: ${await response.text()}`);
  const { replayed, failed } = (await response.json()) as { replayed: number; failed: number };
  console.log(`replayed ${replayed} dead-lettered mail(s); ${failed} failed again (see the notifications log)`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
