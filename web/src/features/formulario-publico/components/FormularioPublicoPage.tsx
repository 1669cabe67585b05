import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Divider,
  Flex,
  Form,
  Input,
  Progress,
  Result,
  Spin,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { OrigemOpcoesBaseDados } from '../../../components/basesDados/SelectBaseDados';
import { CampoDinamico } from '../../../components/formularioDinamico/CampoDinamico';
import { opcoesDoFormularioPublico } from '../../../lib/basesDados';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { caminhoLogin } from '../../../lib/caminhos';
import { enviarArquivoComProgresso } from '../../../lib/enviarArquivo';
import { toast } from '../../../lib/toast';
import { arquivosNovosDoForm, paraValoresGravados } from '../../../lib/valoresFormulario';
import { useDadosLinkPublico } from '../api/get-dados-link-publico';
import { confirmarAnexoPublico, useInserirCardPublico } from '../api/inserir-card-publico';
import {
  campoIdentificacao,
  MAXIMO_ANEXOS_PUBLICOS,
  tipoMimePublico,
  validarAnexoPublico,
  validarQuantidadeAnexos,
} from '../utils/envioPublico';

interface Envio {
  nomeArquivo: string;
  percentual: number;
}

/**
 * /criarcardfluxo/{customer}/{hash}: no login. The flow's form title, description
 * and background, the initial stage's fields, a name (or description) field and up to 5
 * attachments. Files go straight to storage through presigned URLs after the card is created;
 * leaving the page meanwhile asks for confirmation. A bad link or customer goes to the login.
 */
export function FormularioPublicoPage() {
  const { customer = '', hash = '' } = useParams();
  const sigla = customer.toUpperCase();
  const consulta = useDadosLinkPublico(sigla, hash);
  const inserir = useInserirCardPublico(sigla, hash);
  // Combo fields fed by a data base read their options through the link (no session).
  const opcoesPublicas = useMemo(() => opcoesDoFormularioPublico(sigla, hash), [sigla, hash]);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [anexos, setAnexos] = useState<UploadFile[]>([]);
  const [envios, setEnvios] = useState<Envio[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [mensagemSucesso, setMensagemSucesso] = useState<string | null>(null);
  useTituloDocumento(consulta.data?.Fluxo.tituloFormulario || consulta.data?.Fluxo.descricao || 'Formulário');

  // Pending uploads: warn before the page is left.
  useEffect(() => {
    if (!enviando) return;
    const handleSair = (evento: BeforeUnloadEvent) => {
      evento.preventDefault();
      evento.returnValue = '';
    };
    window.addEventListener('beforeunload', handleSair);
    return () => window.removeEventListener('beforeunload', handleSair);
  }, [enviando]);

  if (consulta.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" aria-label="Carregando formulário" />
      </Flex>
    );
  }
  if (consulta.isError || !consulta.data?.Etapa) return <Navigate to={caminhoLogin(sigla)} replace />;

  const { Fluxo, Etapa } = consulta.data;
  const campos = Etapa.jsonConfig.listaCamposFormulario.filter((c) => !c.indOculto);
  const identificacao = campoIdentificacao(campos.length > 0);

  const handleEscolherAnexo = (arquivo: File) => {
    const erro = validarAnexoPublico(arquivo);
    if (erro) {
      toast.erro(erro);
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  const handleEnviar = async (valores: Record<string, unknown>) => {
    const arquivosCampos = arquivosNovosDoForm(campos, valores);
    const arquivosAvulsos = anexos.flatMap((a) => (a.originFileObj ? [a.originFileObj as File] : []));
    const arquivos = [...arquivosCampos, ...arquivosAvulsos];
    const erroQuantidade = validarQuantidadeAnexos(arquivos.length);
    if (erroQuantidade) {
      toast.erro(erroQuantidade);
      return;
    }
    const texto = String(valores[identificacao.nome] ?? '').trim();
    let resposta;
    try {
      resposta = await inserir.mutateAsync({
        [identificacao.nome]: texto,
        listaValoresFormulario: paraValoresGravados(campos, valores),
        anexos: arquivos.map((a) => ({ nomeArquivo: a.name, tipoMime: tipoMimePublico(a), tamanho: a.size })),
      });
    } catch {
      return; // toasted by the query client
    }
    if (arquivos.length > 0) {
      setEnviando(true);
      setEnvios(arquivos.map((a) => ({ nomeArquivo: a.name, percentual: 0 })));
      try {
        await Promise.all(
          arquivos.map(async (arquivo, i) => {
            const upload = resposta.uploads[i];
            if (!upload) return;
            await enviarArquivoComProgresso(upload.uploadUrl, arquivo, tipoMimePublico(arquivo), (p) =>
              setEnvios((atuais) => atuais.map((e, j) => (j === i ? { ...e, percentual: p } : e))),
            );
            await confirmarAnexoPublico(sigla, hash, upload.idAnexo);
          }),
        );
      } catch (erro) {
        toast.erro(
          `O card foi criado, mas nem todos os arquivos foram enviados. ${erro instanceof Error ? erro.message : ''}`,
          5,
        );
      } finally {
        setEnviando(false);
      }
    }
    setMensagemSucesso(resposta.mensagem || 'Formulário enviado com sucesso!');
  };

  const fundo = Fluxo.imgBackgroundFormulario
    ? {
        backgroundImage: `url("${Fluxo.imgBackgroundFormulario}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : { background: 'linear-gradient(135deg, #1677ff22, #13c2c222)' };

  return (
    <Flex justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '48px 16px', ...fundo }}>
      <Card style={{ width: '100%', maxWidth: 720 }}>
        {mensagemSucesso ? (
          <Result
            status="success"
            title={mensagemSucesso}
            subTitle="Recebemos suas informações. Obrigado!"
            extra={
              <Link to={caminhoLogin(sigla)}>
                <Button type="primary">Ir para o login</Button>
              </Link>
            }
          />
        ) : (
          <>
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {Fluxo.tituloFormulario || Fluxo.descricao}
            </Typography.Title>
            {Fluxo.descricaoFormulario && (
              <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {Fluxo.descricaoFormulario}
              </Typography.Paragraph>
            )}
            <Form
              form={form}
              layout="vertical"
              name="formulario-publico"
              aria-label="Formulário"
              onFinish={(v) => void handleEnviar(v)}
              disabled={inserir.isPending || enviando}
            >
              <Form.Item
                label={identificacao.rotulo}
                name={identificacao.nome}
                required
                rules={[{ required: true, whitespace: true, message: identificacao.mensagem }]}
              >
                <Input maxLength={300} autoFocus />
              </Form.Item>
              {campos.length > 0 && <Divider />}
              <OrigemOpcoesBaseDados.Provider value={opcoesPublicas}>
                {campos.map((campo) => (
                  <CampoDinamico key={campo.id} campo={campo} />
                ))}
              </OrigemOpcoesBaseDados.Provider>
              <Form.Item label="Anexos" extra={`Até ${MAXIMO_ANEXOS_PUBLICOS} arquivos.`}>
                <Upload
                  fileList={anexos}
                  beforeUpload={handleEscolherAnexo}
                  onChange={({ fileList }) => setAnexos(fileList.slice(0, MAXIMO_ANEXOS_PUBLICOS))}
                  multiple
                  maxCount={MAXIMO_ANEXOS_PUBLICOS}
                >
                  <Button icon={<UploadOutlined />} disabled={anexos.length >= MAXIMO_ANEXOS_PUBLICOS}>
                    Selecionar arquivos
                  </Button>
                </Upload>
              </Form.Item>
              {envios.length > 0 && (
                <Flex vertical gap={4} style={{ marginBottom: 16 }}>
                  <Alert type="info" showIcon title="Enviando arquivos. Não feche esta página." />
                  {envios.map((e) => (
                    <div key={e.nomeArquivo}>
                      <Typography.Text type="secondary">{e.nomeArquivo}</Typography.Text>
                      <Progress percent={e.percentual} size="small" />
                    </div>
                  ))}
                </Flex>
              )}
              <Button type="primary" htmlType="submit" size="large" block loading={inserir.isPending || enviando}>
                Enviar
              </Button>
            </Form>
          </>
        )}
      </Card>
    </Flex>
  );
}
