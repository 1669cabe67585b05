import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TipoRelatorio } from '@wf/shared/schemas/relatorio';
import type { LinhaRelatorioCard, LinhaRelatorioFluxo } from '@wf/shared/types/relatorio';
import { mensagemDoErro } from '../../../../lib/api';
import { TAMANHOS_PAGINA, tamanhoPaginaPadrao } from '../../../../lib/paginacao';
import { toast } from '../../../../lib/toast';
import { useRelatorio } from '../../api/get-relatorio';
import { COLUNAS_CARDS, COLUNAS_FLUXOS, type ColunaRelatorio, type LinhaRelatorio } from '../../utils/colunasRelatorio';
import { baixarArquivo } from '../../../../lib/baixarArquivo';
import { textoCsv } from '../../utils/csvRelatorio';
import { periodoNaApi, periodoPadrao, presetsPeriodo, type Periodo } from '../../utils/periodo';
import { caminhoCard } from '../../../../lib/caminhos';

/** The most pages a download fetches (100 rows each); a longer report asks for a shorter period. */
const PAGINAS_MAXIMAS_CSV = 50;

const chaveDaLinha = (l: LinhaRelatorio): string => ('idInstancia' in l ? l.idInstancia : l.idFluxo);

function celula(coluna: ColunaRelatorio<LinhaRelatorio>, linha: LinhaRelatorio) {
  const texto = coluna.texto(linha);
  if (coluna.chave === 'descrCard' && 'idInstancia' in linha) {
    return <Link to={caminhoCard(linha.idFluxo, linha.idInstancia)}>{texto}</Link>;
  }
  if (coluna.chave === 'nomeFluxo') return <Link to={`/process/${linha.idFluxo}`}>{texto}</Link>;
  return texto;
}

/**
 * One report: its period (default last 30 days, presets 7/14/30/90), a table sorted by any column
 * and paged in the browser (5-100 rows), "Carregar mais" while the server has more, and the CSV
 * download of every row of the period.
 */
export function TabelaRelatorio({ tipo, rotulo }: { tipo: TipoRelatorio; rotulo: string }) {
  const [periodo, setPeriodo] = useState<Periodo>(() => periodoPadrao());
  const [tamanhoPagina, setTamanhoPagina] = useState(() => tamanhoPaginaPadrao(window.innerHeight));
  const [baixando, setBaixando] = useState(false);
  const naApi = periodoNaApi(periodo);
  const consulta = useRelatorio(tipo, naApi);
  const linhas = consulta.data?.pages.flatMap((p) => p.linhas) ?? [];
  const colunas = (tipo === 'resumo-fluxos' ? COLUNAS_FLUXOS : COLUNAS_CARDS) as ColunaRelatorio<LinhaRelatorio>[];

  const handleMudarPeriodo = (valor: [unknown, unknown] | null) => {
    if (valor?.[0] && valor[1]) setPeriodo(valor as Periodo);
  };

  const handleBaixar = async () => {
    setBaixando(true);
    try {
      // Every row of the period: the pages not loaded yet, one bounded request each.
      let temMais = consulta.hasNextPage;
      let paginas = consulta.data?.pages ?? [];
      while (temMais && paginas.length < PAGINAS_MAXIMAS_CSV) {
        const r = await consulta.fetchNextPage();
        if (r.isError) throw r.error;
        temMais = r.hasNextPage;
        paginas = r.data?.pages ?? paginas;
      }
      if (temMais)
        toast.info(
          `O arquivo traz as primeiras ${PAGINAS_MAXIMAS_CSV * 100} linhas; escolha um período menor para ver o resto.`,
        );
      const todas = paginas.flatMap((p) => p.linhas);
      const papa = (await import('papaparse')).default;
      baixarArquivo(`relatorio-${tipo}-${naApi.dataInicio}-a-${naApi.dataFim}.csv`, textoCsv(papa, colunas, todas));
    } catch (e) {
      toast.erro(mensagemDoErro(e));
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <DatePicker.RangePicker
          aria-label={`Período de ${rotulo}`}
          format="DD/MM/YYYY"
          allowClear={false}
          value={periodo}
          presets={presetsPeriodo()}
          onChange={handleMudarPeriodo}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={baixando}
          disabled={consulta.isPending}
          onClick={() => void handleBaixar()}
        >
          Baixar CSV
        </Button>
      </Flex>
      {consulta.isError && <Alert type="error" showIcon message={mensagemDoErro(consulta.error)} />}
      <Table<LinhaRelatorio>
        size="small"
        rowKey={chaveDaLinha}
        loading={consulta.isPending}
        dataSource={linhas as LinhaRelatorioFluxo[] | LinhaRelatorioCard[]}
        locale={{ emptyText: 'Nenhum registro no período' }}
        scroll={{ x: true }}
        columns={colunas.map((c) => ({
          key: c.chave,
          title: c.titulo,
          sorter: c.ordem,
          render: (_: unknown, linha: LinhaRelatorio) => celula(c, linha),
        }))}
        pagination={{
          pageSize: tamanhoPagina,
          pageSizeOptions: TAMANHOS_PAGINA.map(String),
          showSizeChanger: true,
          showTotal: (total) => `${total} ${total === 1 ? 'registro' : 'registros'}`,
          onShowSizeChange: (_, tamanho) => setTamanhoPagina(tamanho),
        }}
      />
      {consulta.hasNextPage && (
        <Typography.Text>
          <Button loading={consulta.isFetchingNextPage} onClick={() => void consulta.fetchNextPage()}>
            Carregar mais
          </Button>
        </Typography.Text>
      )}
    </Flex>
  );
}
