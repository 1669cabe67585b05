import { CopyOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LIMITES_FLUXO } from '@wf/shared/constants/fluxos';
import { atualizarFluxoSchema, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import type { Fluxo } from '@wf/shared/types/fluxo';
import { Alert, Button, Flex, Form, Input, Modal, Skeleton, Space, Switch, Typography, Upload } from 'antd';
import { useState, type FocusEvent } from 'react';
import { useSessaoAtual } from '../../../../hooks/useSessao';
import { ApiError } from '../../../../lib/api';
import { urlAbsolutaSpa } from '../../../../lib/caminhos';
import { mostrarErrosNosCampos } from '../../../../lib/formularioZod';
import { lerComoDataUrl } from '../../../../lib/imagens';
import { toast } from '../../../../lib/toast';
import { useAtualizarFluxo } from '../../api/atualizar-fluxo';
import { useFluxo } from '../../api/get-fluxo';

export interface LinkPublicoDialogoProps {
  idFluxo: string;
  onFechar: () => void;
}

const ID_FORMULARIO = 'formulario-link-publico';
const TIPOS_IMAGEM = ['image/png', 'image/jpeg'];

/** The public form's address: /workflow/criarcardfluxo/{sigla}/{hash} on this origin. */
const urlFormularioPublico = (sigla: string, hash: string): string =>
  `${window.location.origin}${urlAbsolutaSpa(`/criarcardfluxo/${encodeURIComponent(sigla)}/${encodeURIComponent(hash)}`)}`;

/** "Link público" (owner): turns the public form on or off, with its title, description and background. */
export function LinkPublicoDialogo({ idFluxo, onFechar }: LinkPublicoDialogoProps) {
  const { data, isPending, isError } = useFluxo(idFluxo);
  const atualizar = useAtualizarFluxo();
  let conteudo;
  if (isPending) conteudo = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError) conteudo = <Alert type="error" showIcon title="Não foi possível carregar os dados do fluxo." />;
  else conteudo = <FormularioLinkPublico fluxo={data.Fluxo} atualizar={atualizar} />;

  return (
    <Modal
      open
      title="Link público"
      okText="Salvar"
      cancelText="Fechar"
      okButtonProps={{ htmlType: 'submit', form: ID_FORMULARIO, disabled: !data }}
      confirmLoading={atualizar.isPending}
      onCancel={onFechar}
      destroyOnHidden
      width={640}
    >
      {conteudo}
    </Modal>
  );
}

interface CamposLinkPublico {
  permitirFormPublico: boolean;
  tituloFormulario?: string;
  descricaoFormulario?: string;
}

/** The background: the stored one, a new data URL, or removed. */
type ImagemFundo = { tipo: 'manter' } | { tipo: 'nova'; dataUrl: string } | { tipo: 'remover' };

interface FormularioLinkPublicoProps {
  fluxo: Fluxo;
  atualizar: ReturnType<typeof useAtualizarFluxo>;
}

function FormularioLinkPublico({ fluxo, atualizar }: FormularioLinkPublicoProps) {
  const { cliente } = useSessaoAtual();
  const [form] = Form.useForm<CamposLinkPublico>();
  const ativo = Form.useWatch('permitirFormPublico', form) ?? fluxo.permitirFormPublico === 'S';
  const [imagem, setImagem] = useState<ImagemFundo>({ tipo: 'manter' });
  const [erroImagem, setErroImagem] = useState<string | null>(null);

  const previa =
    imagem.tipo === 'nova' ? imagem.dataUrl : imagem.tipo === 'manter' ? fluxo.imgBackgroundFormulario : null;
  const link =
    fluxo.permitirFormPublico === 'S' && fluxo.linkPublico
      ? urlFormularioPublico(cliente.sigla, fluxo.linkPublico)
      : null;

  const handleEscolherImagem = async (arquivo: File) => {
    setErroImagem(null);
    if (!TIPOS_IMAGEM.includes(arquivo.type)) {
      setErroImagem(mensagensFluxo.imagemTipo);
      return;
    }
    if (arquivo.size >= LIMITES_FLUXO.imagemFundoBytes) {
      setErroImagem(mensagensFluxo.imagemGrande);
      return;
    }
    try {
      setImagem({ tipo: 'nova', dataUrl: await lerComoDataUrl(arquivo) });
    } catch {
      setErroImagem('Não foi possível ler a imagem');
    }
  };
  // The file is only read here; it travels with the rest of the form on save.
  const handleAntesDoEnvio = (arquivo: File) => {
    void handleEscolherImagem(arquivo);
    return false;
  };
  const handleSelecionarLink = (evento: FocusEvent<HTMLInputElement>) => evento.target.select();
  const handleRemoverImagem = () => {
    setErroImagem(null);
    setImagem({ tipo: 'remover' });
  };

  const handleCopiar = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.sucesso('Link copiado!');
    } catch {
      toast.erro('Não foi possível copiar o link. Selecione-o e copie manualmente.');
    }
  };

  const handleSalvar = (valores: CamposLinkPublico) => {
    const corpo = {
      Fluxo: {
        id: fluxo.id,
        descricao: fluxo.descricao,
        icone: fluxo.icone,
        detalhes: fluxo.detalhes,
        rotuloNovaInstancia: fluxo.rotuloNovaInstancia,
        permitirEnviarCards: fluxo.permitirEnviarCards,
        permitirReceberCards: fluxo.permitirReceberCards,
        permitirFormPublico: valores.permitirFormPublico ? 'S' : 'N',
        tituloFormulario: valores.tituloFormulario ?? '',
        descricaoFormulario: valores.descricaoFormulario ?? '',
      },
      ...(imagem.tipo === 'nova' ? { imgBackgroundFormulario: imagem.dataUrl } : {}),
      ...(imagem.tipo === 'remover' ? { imgBackgroundFormulario: null } : {}),
    };
    const validacao = atualizarFluxoSchema.safeParse(corpo);
    if (!validacao.success) {
      // Paths such as Fluxo.tituloFormulario: the last part names the field.
      const porCampo: Record<string, string> = {};
      for (const problema of validacao.error.issues) porCampo[problema.path.join('.')] ??= problema.message;
      const mensagemImagem = porCampo.imgBackgroundFormulario;
      if (mensagemImagem) setErroImagem(mensagemImagem);
      mostrarErrosNosCampos(form, porCampo);
      return;
    }
    atualizar.mutate(validacao.data, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        setImagem({ tipo: 'manter' });
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  const obrigatorioSeAtivo = (mensagem: string) => ({
    validator: async (_regra: unknown, valor: unknown) => {
      if (form.getFieldValue('permitirFormPublico') && !(typeof valor === 'string' && valor.trim())) {
        throw new Error(mensagem);
      }
    },
  });

  return (
    <Form<CamposLinkPublico>
      id={ID_FORMULARIO}
      form={form}
      layout="vertical"
      initialValues={{
        permitirFormPublico: fluxo.permitirFormPublico === 'S',
        tituloFormulario: fluxo.tituloFormulario ?? '',
        descricaoFormulario: fluxo.descricaoFormulario ?? '',
      }}
      onFinish={handleSalvar}
      disabled={atualizar.isPending}
    >
      <Typography.Paragraph type="secondary">
        Com o formulário público, pessoas de fora do ambiente criam cards na etapa inicial deste fluxo sem precisar
        entrar no sistema.
      </Typography.Paragraph>
      <Form.Item label="Formulário público habilitado" name="permitirFormPublico" valuePropName="checked">
        <Switch />
      </Form.Item>
      {link && (
        <Form.Item label="Link do formulário">
          <Space.Compact style={{ width: '100%' }}>
            <Input value={link} readOnly aria-label="Link do formulário" onFocus={handleSelecionarLink} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={handleCopiar}>
              Copiar
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item
        label="Título do formulário"
        name="tituloFormulario"
        required={ativo}
        rules={[obrigatorioSeAtivo(mensagensFluxo.tituloFormObrigatorio)]}
        dependencies={['permitirFormPublico']}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Descrição do formulário"
        name="descricaoFormulario"
        required={ativo}
        rules={[obrigatorioSeAtivo(mensagensFluxo.descricaoFormObrigatoria)]}
        dependencies={['permitirFormPublico']}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Form.Item
        label="Imagem de fundo"
        validateStatus={erroImagem ? 'error' : undefined}
        help={erroImagem ?? 'PNG ou JPEG, menor que 2MB. Tamanho sugerido: 1200x800.'}
      >
        <Flex vertical gap={8} align="flex-start">
          {previa && (
            <img
              src={previa}
              alt="Prévia da imagem de fundo"
              style={{ maxWidth: '100%', maxHeight: 160, borderRadius: 8, objectFit: 'cover' }}
            />
          )}
          <Flex gap={8} wrap>
            <Upload
              accept={TIPOS_IMAGEM.join(',')}
              maxCount={1}
              showUploadList={false}
              beforeUpload={handleAntesDoEnvio}
            >
              <Button icon={<UploadOutlined aria-hidden />}>{previa ? 'Trocar imagem' : 'Escolher imagem'}</Button>
            </Upload>
            {previa && (
              <Button icon={<DeleteOutlined aria-hidden />} onClick={handleRemoverImagem}>
                Remover imagem
              </Button>
            )}
          </Flex>
        </Flex>
      </Form.Item>
    </Form>
  );
}
