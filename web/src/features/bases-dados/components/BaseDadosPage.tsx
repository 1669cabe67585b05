import {
  ArrowLeftOutlined,
  DownloadOutlined,
  InsertRowRightOutlined,
  PlusOutlined,
  SearchOutlined,
  ShareAltOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import {
  mensagensBaseDados,
  type ColunaBaseDados,
  type JsonDados,
  type RegistroBaseDados,
} from '@wf/shared/schemas/baseDados';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { TituloPagina } from '../../../components/TituloPagina';
import { useDevolverFoco } from '../../../hooks/useDevolverFoco';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { useValorAtrasado } from '../../../hooks/useValorAtrasado';
import { mensagemDoErro } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import { toast } from '../../../lib/toast';
import { getRegistros, useAtualizarBase, useBaseDados } from '../api/bases-dados';
import { lerJsonDados, type DataSource } from '../api/tipos';
import { baixarArquivo } from '../../../lib/baixarArquivo';
import { exportarCsv, nomeArquivoCsv, TAMANHO_PAGINA_EXPORTACAO } from '../utils/exportarCsv';
import { formatarTotal } from '../utils/formatos';
import { CompartilharModal } from './internal/CompartilharModal';
import { ImportacaoRecente } from './internal/ImportacaoRecente';
import { ImportarCsvModal } from './internal/ImportarCsvModal';
import { NovaColunaModal } from './internal/NovaColunaModal';
import { RegistroModal } from './internal/RegistroModal';
import { TabelaRegistros } from './internal/TabelaRegistros';

/** Where focus goes when a dialog closes and its opener is gone (the import opened with the page). */
const tituloDaBase = () => '#conteudo h1';

type Dialogo =
  | { tipo: 'coluna' }
  | { tipo: 'importar' }
  | { tipo: 'compartilhar' }
  | { tipo: 'registro'; registro: RegistroBaseDados | null };

/** /data-base/{id}: one base: title and details, counter, columns, records, import, export, sharing. */
export function BaseDadosPage() {
  const { id = '' } = useParams();
  const base = useBaseDados(id);
  useTituloDocumento(base.data?.descricao ?? 'Base de dados');

  if (base.isPending)
    return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} aria-label="Carregando" />;
  if (base.isError)
    return (
      <ErroAoCarregar mensagem={mensagensBaseDados.problemaCarregar} onTentarNovamente={() => void base.refetch()} />
    );
  return <ConteudoBase base={base.data} />;
}

function ConteudoBase({ base }: { base: DataSource }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const atualizar = useAtualizarBase();
  // One array per jsonDados: the import dialog re-reads its preview when the columns change.
  const { colunas } = useMemo(() => lerJsonDados(base), [base]);
  const podeEditar = base.dono || base.permiteAcessoEdicao === 'S';
  // The list page's 'Importar CSV' opens a new base with the import dialog.
  const [dialogo, setDialogo] = useState<Dialogo | null>(() =>
    (location.state as { importar?: boolean } | null)?.importar ? { tipo: 'importar' } : null,
  );
  // The dialogs unmount as they close (before antd gives focus back): focus back on their opener.
  useDevolverFoco(dialogo?.tipo ?? null, tituloDaBase);
  // Once opened, the history entry forgets it: a reload does not open the dialog again.
  useEffect(() => {
    if ((location.state as { importar?: boolean } | null)?.importar)
      navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const [busca, setBusca] = useState('');
  const buscaAtrasada = useValorAtrasado(busca.trim());
  const buscaValida = buscaAtrasada.length >= LIMITES_BASE_DADOS.buscaMinimo ? buscaAtrasada : '';
  const [exportando, setExportando] = useState<number | null>(null);

  const salvar = async (mudanca: { descricao?: string; detalhes?: string; jsonDados?: JsonDados }) => {
    try {
      const r = await atualizar.mutateAsync({
        id: base.id,
        descricao: mudanca.descricao ?? base.descricao,
        detalhes: mudanca.detalhes ?? base.detalhes ?? undefined,
        jsonDados: JSON.stringify(mudanca.jsonDados ?? { colunas, linhas: [] }),
      });
      toast.sucesso(r.mensagem || mensagensBaseDados.atualizada);
      return true;
    } catch (erro) {
      toast.erro(mensagemDoErro(erro));
      return false;
    }
  };

  const handleTitulo = (texto: string) => {
    const t = texto.trim();
    if (!t) return toast.erro(mensagensBaseDados.tituloObrigatorio);
    if (t !== base.descricao) void salvar({ descricao: t });
  };
  const handleDetalhes = (texto: string) => {
    if (texto.trim() !== (base.detalhes ?? '')) void salvar({ detalhes: texto.trim() });
  };

  const adicionarColunas = async (novas: Pick<ColunaBaseDados, 'titulo' | 'keyCampo'>[]) => {
    const todas = [...colunas, ...novas.map((c) => ({ ...c, id: crypto.randomUUID() }))];
    return salvar({ jsonDados: { colunas: todas, linhas: [] } });
  };

  const handleNovaColuna = async (coluna: Pick<ColunaBaseDados, 'titulo' | 'keyCampo'>) => {
    if (await adicionarColunas([coluna])) setDialogo(null);
  };

  const handleExportar = async () => {
    setExportando(0);
    try {
      const { default: Papa } = await import('papaparse');
      const arquivo = await exportarCsv(
        Papa,
        colunas,
        (cursor) => getRegistros(base.id, { tamanho: TAMANHO_PAGINA_EXPORTACAO, cursor }),
        setExportando,
      );
      baixarArquivo(nomeArquivoCsv(base.descricao), arquivo);
    } catch (erro) {
      toast.erro(mensagemDoErro(erro));
    } finally {
      setExportando(null);
    }
  };

  const recarregar = () => void queryClient.invalidateQueries({ queryKey: chaves.basesDados.base(base.id) });

  return (
    <>
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8} wrap>
          <Button
            type="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            aria-label="Voltar para as bases de dados"
            onClick={() => navigate('/base-dados')}
          />
          <TituloPagina
            style={{ margin: 0 }}
            editable={
              base.dono
                ? {
                    onChange: handleTitulo,
                    maxLength: LIMITES_BASE_DADOS.descricaoCaracteres,
                    tooltip: 'Editar título',
                    triggerType: ['icon', 'text'],
                  }
                : false
            }
          >
            {base.descricao}
          </TituloPagina>
          <Tag color="blue" aria-label="Registros">
            Registros: {formatarTotal(base.totalRegistros)}
          </Tag>
        </Flex>
        <Typography.Paragraph
          type="secondary"
          style={{ margin: 0 }}
          editable={
            base.dono
              ? {
                  onChange: handleDetalhes,
                  maxLength: LIMITES_BASE_DADOS.detalhesCaracteres,
                  tooltip: 'Editar detalhes',
                  triggerType: ['icon', 'text'],
                }
              : false
          }
        >
          {base.detalhes || (base.dono ? 'Adicione detalhes' : '')}
        </Typography.Paragraph>
      </Flex>

      {podeEditar && <ImportacaoRecente idBase={base.id} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Flex justify="space-between" gap={8} wrap style={{ padding: 12 }}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Pesquisar registros"
            aria-label="Pesquisar registros"
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            style={{ width: 280 }}
          />
          <Space wrap>
            {podeEditar && (
              <Button icon={<InsertRowRightOutlined aria-hidden />} onClick={() => setDialogo({ tipo: 'coluna' })}>
                Nova coluna
              </Button>
            )}
            {podeEditar && (
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setDialogo({ tipo: 'importar' })}>
                Importar
              </Button>
            )}
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exportando !== null}
              onClick={() => void handleExportar()}
            >
              {exportando ? `Exportando ${formatarTotal(exportando)}…` : 'Exportar'}
            </Button>
            {/* Whoever may edit may share (the server allows editors too); only the owner deletes. */}
            {podeEditar && (
              <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => setDialogo({ tipo: 'compartilhar' })}>
                Compartilhar
              </Button>
            )}
            {podeEditar && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                disabled={!colunas.length}
                onClick={() => setDialogo({ tipo: 'registro', registro: null })}
              >
                Criar registro
              </Button>
            )}
          </Space>
        </Flex>
        <TabelaRegistros
          idBase={base.id}
          colunas={colunas}
          busca={buscaValida}
          podeEditar={podeEditar}
          onEditar={(registro) => setDialogo({ tipo: 'registro', registro })}
        />
      </Card>

      {dialogo?.tipo === 'coluna' && (
        <NovaColunaModal
          colunas={colunas}
          salvando={atualizar.isPending}
          onFechar={() => setDialogo(null)}
          onCriar={(c) => void handleNovaColuna(c)}
        />
      )}
      {dialogo?.tipo === 'registro' && (
        <RegistroModal
          idBase={base.id}
          colunas={colunas}
          registro={dialogo.registro}
          onFechar={() => setDialogo(null)}
        />
      )}
      {dialogo?.tipo === 'compartilhar' && (
        <CompartilharModal idBase={base.id} dono={base.dono} onFechar={() => setDialogo(null)} />
      )}
      {dialogo?.tipo === 'importar' && (
        <ImportarCsvModal
          idBase={base.id}
          colunas={colunas}
          onFechar={() => setDialogo(null)}
          onCriarColunas={async (novas) => {
            await adicionarColunas(novas);
          }}
          onConcluida={recarregar}
        />
      )}
    </>
  );
}
