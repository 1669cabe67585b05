import dayjs from './dayjs';
import { describe, expect, it } from 'vitest';
import {
  arquivosNovosDoForm,
  arquivosNovosPorCampo,
  paraValoresDoForm,
  paraValoresGravados,
  type CampoDeFormulario,
} from './valoresFormulario';

const campo = (keyCampo: string, nomeVariavel: string, extra: Partial<CampoDeFormulario> = {}): CampoDeFormulario => ({
  keyCampo,
  nomeVariavel,
  dataIndex: `${keyCampo}_${nomeVariavel}`,
  tipoCampoData: 'date',
  indOculto: false,
  indEditavel: true,
  ...extra,
});

describe('stage form values', () => {
  it('turns stored values into form values (dates as Dayjs, currency masked)', () => {
    const campos = [campo('data', 'INICIO'), campo('moeda', 'VALOR'), campo('textoCurto', 'NOME')];
    const form = paraValoresDoForm(campos, { INICIO: '2025-03-04', VALOR: 1234.5, NOME: 'Ana' });
    expect(dayjs.isDayjs(form.data_INICIO)).toBe(true);
    expect(form.moeda_VALOR).toBe('R$ 1.234,50');
    expect(form.textoCurto_NOME).toBe('Ana');
  });

  it('stores what the server takes: no files, fixed text, id, hidden or read-only fields; blanks as null', () => {
    const campos = [
      campo('data', 'INICIO'),
      campo('data', 'HORA', { tipoCampoData: 'time' }),
      campo('textoCurto', 'NOME'),
      campo('anexo', 'DOC'),
      campo('textoFixo', 'AVISO'),
      campo('textoCurto', 'OCULTO', { indOculto: true }),
      campo('textoCurto', 'FIXO', { indEditavel: false }),
    ];
    const gravados = paraValoresGravados(campos, {
      data_INICIO: dayjs('2025-03-04'),
      data_HORA: dayjs('2025-03-04T09:30'),
      textoCurto_NOME: '  ',
      anexo_DOC: [{ uid: '1', name: 'a.pdf' }],
    });
    expect(gravados).toEqual({ INICIO: '2025-03-04', HORA: '09:30', NOME: null });
  });

  it('lists the files chosen in attachment fields', () => {
    const arquivo = new File(['x'], 'a.txt', { type: 'text/plain' });
    const arquivos = arquivosNovosDoForm([campo('anexo', 'DOC')], {
      anexo_DOC: [
        { uid: '1', name: 'a.txt', originFileObj: arquivo },
        { uid: '2', name: 'velho.txt' },
      ],
    });
    expect(arquivos).toEqual([arquivo]);
    expect(
      arquivosNovosPorCampo([campo('anexo', 'DOC')], {
        anexo_DOC: [{ uid: '1', name: 'a.txt', originFileObj: arquivo }],
      }),
    ).toEqual([{ nomeVariavel: 'DOC', arquivo }]);
  });

  it("ignores a card's stored attachment ids when filling the form", () => {
    expect(paraValoresDoForm([campo('anexo', 'DOC')], { DOC: ['id-1'] })).toEqual({ anexo_DOC: [] });
  });
});
