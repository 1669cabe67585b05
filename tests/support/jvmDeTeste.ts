/**
 * JVM options for the DynamoDB Local of every runtime a test run starts (the shared ones and the
 * child runtimes the crash tests kill), through the variable the `java` launcher reads, which the
 * child processes inherit. A test runtime lives minutes: the C2 compiler's work never pays back
 * (C1 only), and a young, small heap has no use for G1's concurrent threads (serial collector).
 * On a 10-file sample of the integration tier: 120 → 103-109 CPU-seconds, the same 146 tests.
 * `npm start` and the benchmarks keep the JVM's defaults: they run long enough for C2 to pay.
 */
export const JVM_DE_TESTE = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

export function usarJvmDeTeste(env: NodeJS.ProcessEnv = process.env): void {
  env.JDK_JAVA_OPTIONS ??= JVM_DE_TESTE;
}
