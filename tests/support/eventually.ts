/**
 * Polls until `probe` returns a value (not undefined) or the time is up: for effects that happen
 * after the answer (events delivered, e-mails sent), exactly as asynchronous as in AWS.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condição não atingida em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
