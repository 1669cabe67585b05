import { InboxOutlined } from '@ant-design/icons';
import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import { mensagensBaseDados, type ColunaBaseDados } from '@wf/shared/schemas/baseDados';
import { Alert, Button, Checkbox, Flex, Modal, Progress, Result, Select, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, mensagemDoErro } from '../../../../lib/api';
import { concluirImportacao, enviarLote, iniciarImportacao } from '../../api/importacao';
import { enviarEmParalelo, OPCOES_ENVIO_PADRAO } from '../../utils/envioEmParalelo';
import { mapeamentoPorTitulo, type LinhaInvalida, type Mapeamento } from '../../utils/linhasCsv';
import { formatarTotal } from '../../utils/formatos';
import { lerLotes, lerPrevia, type Leitura, type Previa } from '../../worker/leitorCsv';

export interface ImportarCsvModalProps {
  idBase: string;
  colunas: ColunaBaseDados[];
  onFechar: () => void;
  /** A base without columns: creates one short-text column per CSV column (the mapping follows by title). */
  onCriarColunas: (nomes: string[]) => Promise<void>;
  /** The import ended: the page refreshes the records and the counter. */
  onConcluida: () => void;
}

/** Rows listed on screen at most (the count says how many there were). */
const MAXIMO_LISTADAS = 1_000;

type Estado =
  | { fase: 'escolher' }
  | { fase: 'importando'; progresso: number }
  | { fase: 'fim'; inseridos: number; total: number }
  | { fase: 'erro'; mensagem: string };

/** 4xx answers but 408/429 are final: retrying the same batch cannot change them. */
const definitivo = (erro: unknown) =>
  erro instanceof ApiError && erro.status >= 400 && erro.status < 500 && erro.status !== 408 && erro.status !== 429;

/**
 * 'Importar CSV': choose the file (header row on, replace-all off), see 5 rows, relate CSV columns
 * to the base's columns, then the worker reads and checks the rows while batches of 100 go to
 * the server three at a time. Invalid rows are skipped and listed by line, field type and value.
 */
export function ImportarCsvModal({ idBase, colunas, onFechar, onCriarColunas, onConcluida }: ImportarCsvModalProps) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [cabecalho, setCabecalho] = useState(true);
  const [substituir, setSubstituir] = useState(false);
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [erroPrevia, setErroPrevia] = useState(false);
  const [mapeamento, setMapeamento] = useState<Mapeamento>({});
  const [avisoMapeamento, setAvisoMapeamento] = useState(false);
  const [estado, setEstado] = useState<Estado>({ fase: 'escolher' });
  const [invalidas, setInvalidas] = useState<LinhaInvalida[]>([]);
  const [totalInvalidas, setTotalInvalidas] = useState(0);
  const [criandoColunas, setCriandoColunas] = useState(false);
  const leitura = useRef<Leitura | null>(null);

  useEffect(() => () => leitura.current?.encerrar(), []);

  useEffect(() => {
    if (!arquivo) return;
    let vigente = true;
    setErroPrevia(false);
    lerPrevia(arquivo, cabecalho)
      .then((p) => {
        if (!vigente) return;
        setPrevia(p);
        setMapeamento(mapeamentoPorTitulo(p.nomes, colunas));
      })
      .catch(() => vigente && setErroPrevia(true));
    return () => {
      vigente = false;
    };
  }, [arquivo, cabecalho, colunas]);

  const registrarInvalidas = (linhas: LinhaInvalida[]) => {
    setTotalInvalidas((n) => n + linhas.length);
    setInvalidas((atuais) =>
      atuais.length >= MAXIMO_LISTADAS ? atuais : [...atuais, ...linhas].slice(0, MAXIMO_LISTADAS),
    );
  };

  const handleImportar = async () => {
    if (!arquivo || !previa) return;
    if (!Object.keys(mapeamento).length) {
      setAvisoMapeamento(true);
      return;
    }
    setEstado({ fase: 'importando', progresso: 0 });
    setInvalidas([]);
    setTotalInvalidas(0);
    try {
      const { idImportacao } = await iniciarImportacao(idBase, substituir);
      const atual = lerLotes(
        arquivo,
        { cabecalho, colunas, mapeamento, tamanhoLote: LIMITES_BASE_DADOS.registrosPorLoteEnviado },
        registrarInvalidas,
      );
      leitura.current = atual;
      let inseridos = 0;
      let bytes = 0;
      await enviarEmParalelo(
        atual.lotes,
        (lote) => enviarLote(idBase, idImportacao, lote.numero, lote.registros),
        (resposta, lote) => {
          inseridos += resposta.inseridos;
          if (resposta.invalidos.length)
            registrarInvalidas(
              resposta.invalidos.map((i) => ({
                linha: lote.linhas[i.linha] ?? i.linha,
                campo: i.campo,
                tipo: i.tipo,
                valor: String(i.valor ?? ''),
              })),
            );
          bytes = Math.max(bytes, lote.bytesLidos);
          setEstado({
            fase: 'importando',
            progresso: Math.min(99, Math.round((100 * bytes) / Math.max(1, arquivo.size))),
          });
        },
        { ...OPCOES_ENVIO_PADRAO, definitivo },
      );
      await atual.fim;
      // Nothing valid: a replace-all would empty the base, so the import is left unfinished.
      if (inseridos === 0) {
        setEstado({ fase: 'fim', inseridos: 0, total: 0 });
        return;
      }
      const fim = await concluirImportacao(idBase, idImportacao);
      setEstado({ fase: 'fim', inseridos, total: fim.totalRegistros });
      onConcluida();
    } catch (erro) {
      leitura.current?.encerrar();
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
      await onCriarColunas(previa.nomes);
    } finally {
      setCriandoColunas(false);
    }
  };

  const listaInvalidas = invalidas.length > 0 && (
    <Space direction="vertical" style={{ width: '100%' }} role="region" aria-label="Linhas inválidas">
      <Alert
        type="warning"
        showIcon
        message={mensagensBaseDados.linhasInvalidas}
        description={`${formatarTotal(totalInvalidas)} linha(s) não importada(s).`}
      />
      <Table<LinhaInvalida>
        size="small"
        rowKey={(l) => `${l.linha}:${l.campo}`}
        dataSource={invalidas}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { key: 'linha', title: 'Linha', dataIndex: 'linha', width: 80 },
          { key: 'campo', title: 'Campo', dataIndex: 'campo' },
          { key: 'tipo', title: 'Tipo de campo', dataIndex: 'tipo' },
          { key: 'valor', title: 'Valor', dataIndex: 'valor', render: (v: string) => v || '(vazio)' },
        ]}
      />
    </Space>
  );

  let corpo;
  if (estado.fase === 'importando')
    corpo = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>Importando registros…</Typography.Text>
        <Progress percent={estado.progresso} status="active" aria-label="Progresso da importação" />
        {listaInvalidas}
      </Space>
    );
  else if (estado.fase === 'fim')
    corpo = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {estado.inseridos === 0 ? (
          <Result status="warning" title={mensagensBaseDados.nenhumDado} />
        ) : (
          <Result
            status="success"
            title={`${formatarTotal(estado.inseridos)} registro(s) importado(s)`}
            subTitle={`A base de dados tem ${formatarTotal(estado.total)} registro(s).`}
          />
        )}
        {listaInvalidas}
      </Space>
    );
  else if (estado.fase === 'erro')
    corpo = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Result status="error" title={mensagensBaseDados.problemaCarregar} subTitle={estado.mensagem} />
        {listaInvalidas}
      </Space>
    );
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
              dataSource={previa.linhas}
              locale={{ emptyText: mensagensBaseDados.nenhumDado }}
              columns={previa.nomes.map((nome, i) => ({
                key: String(i),
                title: (
                  <Space direction="vertical" size={4}>
                    <span>{nome}</span>
                    <Select
                      size="small"
                      allowClear
                      placeholder="Não importar"
                      aria-label={`Coluna da base para ${nome}`}
                      style={{ minWidth: 150 }}
                      value={mapeamento[i]}
                      options={colunas.map((c) => ({ value: c.id, label: c.titulo }))}
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

  const emAndamento = estado.fase === 'importando';
  return (
    <Modal
      open
      width={860}
      title="Importar CSV"
      onCancel={emAndamento ? undefined : onFechar}
      closable={!emAndamento}
      maskClosable={false}
      footer={
        estado.fase === 'escolher' ? (
          <Flex justify="end" gap={8}>
            <Button onClick={onFechar}>Cancelar</Button>
            <Button type="primary" disabled={!previa?.nomes.length} onClick={() => void handleImportar()}>
              Importar
            </Button>
          </Flex>
        ) : (
          <Button type="primary" disabled={emAndamento} onClick={onFechar}>
            Fechar
          </Button>
        )
      }
    >
      {corpo}
    </Modal>
  );
}
