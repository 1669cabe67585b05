import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { tiposColunaBaseDados, type TipoColunaBaseDados } from '@wf/shared/constants/baseDados';
import { tiposCampo } from '@wf/shared/constants/fluxos';
import { mapeamentoPorTitulo, type Mapeamento } from '@wf/shared/csv/linhasImportadas';
import { inferirTiposDasColunas } from '@wf/shared/csv/tipoInferido';
import {
  mensagensBaseDados,
  type ColunaBaseDados,
  type ImportacaoBaseDados,
  type LinhaRejeitada,
} from '@wf/shared/schemas/baseDados';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Result, Select, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import {
  declararImportacao,
  enviarArquivo,
  processarImportacao,
  urlDasRejeitadas,
  useImportacao,
} from '../../api/importacao';
import { formatarTotal } from '../../utils/formatos';
import { lerPrevia, type Previa } from '../../worker/leitorCsv';

export interface ImportarCsvModalProps {
  idBase: string;
  colunas: ColunaBaseDados[];
  onFechar: () => void;
  /** A base without columns: creates one column per CSV column, of the type confirmed here. */
  onCriarColunas: (colunas: Pick<ColunaBaseDados, 'titulo' | 'keyCampo'>[]) => Promise<void>;
  /** The import ended: the page refreshes the records and the counter. */
  onConcluida: () => void;
}

/** Rows of the sample the preview shows. */
const LINHAS_DA_PREVIA = 5;
const OPCOES_TIPO = tiposColunaBaseDados.map((t) => ({ value: t, label: tiposCampo[t] }));

type Estado =
  | { fase: 'escolher' }
  | { fase: 'enviando' }
  | { fase: 'acompanhando'; idImportacao: string }
  | { fase: 'erro'; mensagem: string };

/** Downloads an import's invalid rows as CSV (a presigned link the server writes on asking). */
export async function baixarRejeitadas(idBase: string, idImportacao: string): Promise<void> {
  try {
    window.location.assign(await urlDasRejeitadas(idBase, idImportacao));
  } catch (erro) {
    toast.erro(mensagemDoErro(erro));
  }
}

/** The invalid rows an import lists (the first ones; all of them in the rejects CSV). */
export function LinhasInvalidas({ idBase, importacao }: { idBase: string; importacao: ImportacaoBaseDados }) {
  if (!importacao.totalInvalidas) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} role="region" aria-label="Linhas inválidas">
      <Alert
        type="warning"
        showIcon
        message={mensagensBaseDados.linhasInvalidas}
        description={`${formatarTotal(importacao.totalInvalidas)} linha(s) não importada(s).`}
        action={
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void baixarRejeitadas(idBase, importacao.id)}
          >
            Baixar linhas rejeitadas
          </Button>
        }
      />
      <Table<LinhaRejeitada>
        size="small"
        rowKey={(l) => `${l.linha}:${l.campo}`}
        dataSource={importacao.invalidas}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { key: 'linha', title: 'Linha', dataIndex: 'linha', width: 80 },
          { key: 'campo', title: 'Campo', dataIndex: 'campo' },
          { key: 'tipo', title: 'Tipo de campo', dataIndex: 'tipo' },
          { key: 'valor', title: 'Valor', dataIndex: 'valor', render: (v: string) => v || '(vazio)' },
          { key: 'mensagem', title: 'Mensagem', dataIndex: 'mensagem' },
        ]}
      />
    </Space>
  );
}

/** Percent of the file the job has read. */
export const percentualLido = (i: ImportacaoBaseDados) =>
  i.tamanho ? Math.min(99, Math.floor((100 * i.bytesLidos) / i.tamanho)) : 0;

/**
 * 'Importar CSV': choose the file (header row on, replace-all off), see 5 rows and the column
 * types inferred from a sample (to confirm when the CSV's columns are created), relate CSV
 * columns to the base's columns; then the file goes to S3 and a server job imports it, checking
 * each cell as the card form does. The dialog follows the job; closing it (or the tab) does not
 * stop it, and the base's page shows how it ends.
 */
export function ImportarCsvModal({ idBase, colunas, onFechar, onCriarColunas, onConcluida }: ImportarCsvModalProps) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [cabecalho, setCabecalho] = useState(true);
  const [substituir, setSubstituir] = useState(false);
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [tipos, setTipos] = useState<TipoColunaBaseDados[]>([]);
  const [erroPrevia, setErroPrevia] = useState(false);
  const [mapeamento, setMapeamento] = useState<Mapeamento>({});
  const [avisoMapeamento, setAvisoMapeamento] = useState(false);
  const [estado, setEstado] = useState<Estado>({ fase: 'escolher' });
  const [criandoColunas, setCriandoColunas] = useState(false);
  const importacao = useImportacao(idBase, estado.fase === 'acompanhando' ? estado.idImportacao : null).data;
  const avisada = useRef(false);
  // The columns the mapping was made for: when they change (created from the CSV, edited
  // elsewhere) the mapping is made again in the same render, so no render ever shows the new
  // columns with the old mapping (an "Importar" clicked then found it empty).
  const [colunasDoMapeamento, setColunasDoMapeamento] = useState(colunas);
  if (previa && colunasDoMapeamento !== colunas) {
    setColunasDoMapeamento(colunas);
    setMapeamento(mapeamentoPorTitulo(previa.nomes, colunas));
  }

  useEffect(() => {
    if (!arquivo) return;
    let vigente = true;
    setErroPrevia(false);
    lerPrevia(arquivo, cabecalho)
      .then((p) => {
        if (!vigente) return;
        setPrevia(p);
        setTipos(inferirTiposDasColunas(p.linhas, p.nomes.length));
        setColunasDoMapeamento(colunas);
        setMapeamento(mapeamentoPorTitulo(p.nomes, colunas));
      })
      .catch(() => vigente && setErroPrevia(true));
    return () => {
      vigente = false;
    };
    // The file is read again when it or the header option changes; new columns only remap (above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arquivo, cabecalho]);

  useEffect(() => {
    if (importacao?.status === 'concluida' && !avisada.current) {
      avisada.current = true;
      onConcluida();
    }
  }, [importacao?.status, onConcluida]);

  const handleImportar = async () => {
    if (!arquivo || !previa) return;
    if (!Object.keys(mapeamento).length) {
      setAvisoMapeamento(true);
      return;
    }
    setEstado({ fase: 'enviando' });
    try {
      const { idImportacao, urlUpload } = await declararImportacao(idBase, {
        substituir,
        cabecalho,
        tamanho: arquivo.size,
        mapeamento: Object.fromEntries(Object.entries(mapeamento).map(([i, c]) => [String(i), c])),
      });
      await enviarArquivo(urlUpload, arquivo);
      await processarImportacao(idBase, idImportacao);
      setEstado({ fase: 'acompanhando', idImportacao });
    } catch (erro) {
      setEstado({
        fase: 'erro',
        mensagem: erro instanceof ApiError ? mensagemDoErro(erro) : mensagensBaseDados.problemaCarregar,
      });
    }
  };

  const handleCriarColunas = async () => {
    if (!previa) return;
    setCriandoColunas(true);
    try {
      await onCriarColunas(previa.nomes.map((titulo, i) => ({ titulo, keyCampo: tipos[i] ?? 'textoCurto' })));
    } finally {
      setCriandoColunas(false);
    }
  };

  let corpo;
  if (
    estado.fase === 'enviando' ||
    (estado.fase === 'acompanhando' && (!importacao || importacao.status === 'processando'))
  )
    corpo = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {estado.fase === 'enviando'
            ? 'Enviando o arquivo…'
            : `Importando registros… ${formatarTotal(importacao?.inseridos ?? 0)} importado(s)`}
        </Typography.Text>
        <Progress
          percent={importacao ? percentualLido(importacao) : 0}
          status="active"
          aria-label="Progresso da importação"
        />
        {estado.fase === 'acompanhando' && (
          <Typography.Text type="secondary">{mensagensBaseDados.importacaoAndamento}</Typography.Text>
        )}
      </Space>
    );
  else if (estado.fase === 'acompanhando' && importacao)
    corpo = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {importacao.status === 'falhou' ? (
          <Result status="warning" title={importacao.motivoFalha ?? mensagensBaseDados.importacaoFalhou} />
        ) : (
          <Result
            status="success"
            title={`${formatarTotal(importacao.inseridos)} registro(s) importado(s)`}
            subTitle={
              importacao.indexados < importacao.inseridos
                ? mensagensBaseDados.importacaoIndexando
                : mensagensBaseDados.importacaoConcluida
            }
          />
        )}
        <LinhasInvalidas idBase={idBase} importacao={importacao} />
      </Space>
    );
  else if (estado.fase === 'erro')
    corpo = <Result status="error" title={mensagensBaseDados.problemaCarregar} subTitle={estado.mensagem} />;
  else
    corpo = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Upload.Dragger
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            setPrevia(null);
            setAvisoMapeamento(false);
            setArquivo(f);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{arquivo ? arquivo.name : 'Clique ou arraste um arquivo CSV'}</p>
        </Upload.Dragger>
        <Flex gap={24} wrap>
          <Checkbox checked={cabecalho} onChange={(e) => setCabecalho(e.target.checked)}>
            Primeira linha é o cabeçalho
          </Checkbox>
          <Checkbox checked={substituir} onChange={(e) => setSubstituir(e.target.checked)}>
            Substituir todos os registros
          </Checkbox>
        </Flex>
        {erroPrevia && <Alert type="error" showIcon message={mensagensBaseDados.problemaCarregar} />}
        {previa && !previa.nomes.length && <Alert type="info" showIcon message={mensagensBaseDados.nenhumDado} />}
        {previa && previa.nomes.length > 0 && (
          <>
            {!colunas.length && (
              <Alert
                type="info"
                showIcon
                message="Esta base de dados ainda não tem colunas."
                description="Confira o tipo de cada coluna (sugerido pelos dados do arquivo): os valores serão conferidos por ele."
                action={
                  <Button size="small" loading={criandoColunas} onClick={() => void handleCriarColunas()}>
                    Criar colunas do CSV
                  </Button>
                }
              />
            )}
            <Typography.Text strong>Prévia e relação das colunas</Typography.Text>
            <Table<string[]>
              size="small"
              scroll={{ x: true }}
              pagination={false}
              rowKey={(_l, i) => String(i)}
              dataSource={previa.linhas.slice(0, LINHAS_DA_PREVIA)}
              locale={{ emptyText: mensagensBaseDados.nenhumDado }}
              columns={previa.nomes.map((nome, i) => ({
                key: String(i),
                title: (
                  <Space direction="vertical" size={4}>
                    <span>{nome}</span>
                    {colunas.length ? (
                      <Select
                        size="small"
                        allowClear
                        placeholder="Não importar"
                        aria-label={`Coluna da base para ${nome}`}
                        style={{ minWidth: 150 }}
                        value={mapeamento[i]}
                        options={colunas.map((c) => ({
                          value: c.id,
                          label: `${c.titulo} (${tiposCampo[c.keyCampo]})`,
                        }))}
                        onChange={(valor: string | undefined) => {
                          setAvisoMapeamento(false);
                          setMapeamento((atual) => {
                            const novo = { ...atual };
                            if (valor) novo[i] = valor;
                            else delete novo[i];
                            return novo;
                          });
                        }}
                      />
                    ) : (
                      <Select
                        size="small"
                        aria-label={`Tipo da coluna ${nome}`}
                        style={{ minWidth: 150 }}
                        value={tipos[i] ?? 'textoCurto'}
                        options={OPCOES_TIPO}
                        onChange={(tipo: TipoColunaBaseDados) =>
                          setTipos((atuais) => atuais.map((t, k) => (k === i ? tipo : t)))
                        }
                      />
                    )}
                  </Space>
                ),
                render: (_v: unknown, linha: string[]) => linha[i] ?? '',
              }))}
            />
            {avisoMapeamento && <Alert type="error" showIcon message={mensagensBaseDados.relacioneColuna} />}
          </>
        )}
      </Space>
    );

  const enviando = estado.fase === 'enviando';
  return (
    <Modal
      open
      width={860}
      title="Importar CSV"
      onCancel={enviando ? undefined : onFechar}
      closable={!enviando}
      maskClosable={false}
      footer={
        estado.fase === 'escolher' ? (
          <Flex justify="end" gap={8}>
            <Button onClick={onFechar}>Cancelar</Button>
            <Button
              type="primary"
              disabled={!previa?.nomes.length || !colunas.length}
              onClick={() => void handleImportar()}
            >
              Importar
            </Button>
          </Flex>
        ) : (
          <Button type="primary" disabled={enviando} onClick={onFechar}>
            Fechar
          </Button>
        )
      }
    >
      {corpo}
    </Modal>
  );
}
