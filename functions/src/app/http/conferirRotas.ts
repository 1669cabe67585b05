import type { HttpLambdaName } from '../lambdas';
import { parametrosDoCaminho, routeKey, routes, type RouteDef } from '../routes';
import type { Rota } from '../../kernel/http/route';

/**
 * That an HTTP Lambda handles exactly its routes of the table, with the table's access and the
 * path's parameters. Run by conferirRotas.test.ts over every Lambda, not at cold start: the
 * table (every Lambda's routes) would otherwise be in every bundle. A Lambda matches requests
 * against the keys of its own routes (middlewares/encontrarRota.ts), so this equality is what
 * keeps the gateways (which route by the table) and the Lambdas in agreement.
 */
export function conferirRotas(nome: HttpLambdaName, rotas: Record<string, Rota>): void {
  const esperadas: readonly RouteDef[] = routes.filter((r) => r.lambda === nome);
  const chaves = new Set(esperadas.map(routeKey));
  for (const r of esperadas) {
    const rota = rotas[routeKey(r)];
    if (!rota) throw new Error(`Rota sem handler em ${nome}: ${routeKey(r)}`);
    if (rota.acesso !== r.acesso)
      throw new Error(`Acesso divergente em ${routeKey(r)}: tabela ${r.acesso}, handler ${rota.acesso}`);
    if (Boolean(rota.navegacaoDeOutroSite) !== Boolean(r.navegacaoDeOutroSite))
      throw new Error(`navegacaoDeOutroSite divergente em ${routeKey(r)}: a tabela e o handler devem concordar`);
    const doCaminho = parametrosDoCaminho(r.path).sort().join(',');
    const lidos = [...(rota.params ?? [])].sort().join(',');
    if (lidos !== doCaminho)
      throw new Error(`Parâmetros divergentes em ${routeKey(r)}: caminho [${doCaminho}], handler [${lidos}]`);
  }
  for (const chave of Object.keys(rotas))
    if (!chaves.has(chave)) throw new Error(`Handler fora da tabela de rotas: ${chave}`);
}
