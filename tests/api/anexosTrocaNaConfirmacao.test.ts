import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UploadConcedido } from '@wf/shared/types/instancia';
import { buildDeps, type AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import { ErroDominio } from '../../functions/src/kernel/errors';
import { statusDoErro } from '../../functions/src/app/http/middlewares/mapearErros';
import { buscarUploadPendente } from '../../functions/src/data/repositories/anexoRepository';
import { buscarInstancia } from '../../functions/src/data/repositories/instanciaRepository';
import { registrarUpload } from '../../functions/src/domains/cards/services/anexoService';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { clienteS3 } from '../support/s3';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import { criarCardPeloFormulario, donoComFormularioPublico, enviarArquivo } from './support/cards';
import type { Pessoa } from './support/fluxos';

/**
 * The upload URL stays valid after the confirmation began. Here a program is PUT through it in
 * the middle of the confirmation, after each of the confirmation's S3 calls in turn (between the
 * check and whatever follows it included), by the confirmation service itself running against
 * the test runtime's S3 and table. Whatever the instant, the file is either refused or
 * downloaded as the PDF that was checked: never the program.
 */

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(985, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(992)]);

/** The handlers' S3 client, with a hook run after each of its calls (the instant of the swap). */
const s3 = clienteS3();
let chamadas = 0;
let aposChamada: ((n: number) => Promise<void>) | undefined;
s3.middlewareStack.add(
  (next) => async (args) => {
    const r = await next(args);
    chamadas += 1;
    await aposChamada?.(chamadas);
    return r;
  },
  { step: 'initialize', name: 'trocaNoMeio' },
);

/** What the cards Lambda builds at cold start, but with the hooked S3 client. */
const deps: AppDeps = {
  ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
  ...depsDaTabela(),
  s3,
};

let amb: AmbienteDeTeste;
let dono: Pessoa;
let f: Awaited<ReturnType<typeof donoComFormularioPublico>>['f'];

beforeAll(async () => {
  ({ amb, dono, f } = await donoComFormularioPublico());
});

type Resultado = { card: string; idAnexo: string; trocas: number[]; status: number };

/** A PDF uploaded and confirmed; when `trocarApos` is set, the program is PUT after that S3 call. */
async function confirmar(trocarApos?: number): Promise<Resultado> {
  const card = await criarCardPeloFormulario(amb.sigla, f.hash);
  const g = await dono.http.post<UploadConcedido>(
    `/api/instancia/anexos/solicitar-upload/${card}`,
    { nomeArquivo: 'fatura.exe.pdf', tipoMime: 'application/pdf', tamanho: PDF.length },
    { sigla: dono.sigla },
  );
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  expect((await enviarArquivo(g.body.uploadUrl, PDF, 'application/pdf')).status).toBe(200);
  const pendente = await buscarUploadPendente(deps, dono.sigla, g.body.idAnexo, new Date());
  const c = await buscarInstancia(deps, dono.sigla, card);
  if (!pendente || !c) throw new Error('upload ou card não encontrado');

  const trocas: number[] = [];
  chamadas = 0;
  aposChamada = async (n) => {
    if (n === trocarApos) trocas.push((await enviarArquivo(g.body.uploadUrl, EXE, 'application/pdf')).status);
  };
  try {
    await registrarUpload(deps, dono.sigla, c, pendente);
    return { card, idAnexo: g.body.idAnexo, trocas, status: 201 };
  } catch (e) {
    if (!(e instanceof ErroDominio)) throw e;
    return { card, idAnexo: g.body.idAnexo, trocas, status: statusDoErro(e) };
  } finally {
    aposChamada = undefined;
  }
}

/** The bytes the download route serves, or null when the card has no such attachment. */
async function baixado(card: string, idAnexo: string): Promise<Buffer | null> {
  const d = await dono.http.get<{ url: string }>(`/api/instancia/anexos/download/${idAnexo}?idInstancia=${card}`, {
    sigla: dono.sigla,
  });
  if (d.status === 404) return null;
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  return Buffer.from(await (await fetch(d.body.url)).arrayBuffer());
}

describe('a program PUT during the confirmation', () => {
  it('is never what gets downloaded, whichever S3 call of the confirmation it follows', async () => {
    const semTroca = await confirmar();
    expect(semTroca.status).toBe(201);
    expect(await baixado(semTroca.card, semTroca.idAnexo)).toEqual(PDF);
    const total = chamadas;
    expect(total).toBeGreaterThan(1);

    for (let n = 1; n <= total; n++) {
      const r = await confirmar(n);
      expect(r.trocas, `após a chamada ${n}`).toEqual([200]); // the swap did happen
      const bytes = await baixado(r.card, r.idAnexo);
      if (r.status === 201) expect(bytes, `após a chamada ${n}`).toEqual(PDF);
      else expect([r.status, bytes], `após a chamada ${n}`).toEqual([400, null]);
    }
  });
});
