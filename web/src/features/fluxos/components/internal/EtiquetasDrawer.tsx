import { DeleteOutlined, EditOutlined, PlusOutlined, TagOutlined } from '@ant-design/icons';
import { COR_PADRAO } from '@wf/shared/constants/fluxos';
import { atualizarEtiquetaSchema, inserirEtiquetaSchema } from '@wf/shared/schemas/etiqueta';
import type { Etiqueta } from '@wf/shared/types/fluxo';
import { Alert, Button, Divider, Drawer, Empty, Flex, Form, Input, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SeletorCor } from '../../../../components/SeletorCor';
import { ApiError } from '../../../../lib/api';
import { corDoTextoSobre } from '../../../../lib/cores';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../../lib/formularioZod';
import { toast } from '../../../../lib/toast';
import { useAtualizarEtiqueta } from '../../api/atualizar-etiqueta';
import { useCriarEtiqueta } from '../../api/criar-etiqueta';
import { useExcluirEtiqueta } from '../../api/excluir-etiqueta';
import { useEtiquetas } from '../../api/get-etiquetas';

export interface EtiquetasDrawerProps {
  idFluxo: string;
  aberto: boolean;
  /** permiteEditarElementosFluxo: without it the labels are only listed. */
  podeEditar: boolean;
  telaPequena: boolean;
  onFechar: () => void;
}

/** The flow's labels: list, create, rename or recolour, delete. */
export function EtiquetasDrawer({ idFluxo, aberto, podeEditar, telaPequena, onFechar }: EtiquetasDrawerProps) {
  const etiquetas = useEtiquetas(idFluxo, aberto);
  const [emEdicao, setEmEdicao] = useState<string | null>(null);
  const excluir = useExcluirEtiqueta(idFluxo);

  const handleExcluir = (etiqueta: Etiqueta) =>
    excluir.mutateAsync(etiqueta.id).then(
      ({ mensagem }) => toast.sucesso(mensagem),
      () => undefined,
    );
  const handleFecharEdicao = () => setEmEdicao(null);

  let lista;
  if (etiquetas.isPending) lista = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (etiquetas.isError) {
    lista = <Alert type="error" showIcon title="Não foi possível carregar as etiquetas." />;
  } else if (etiquetas.data.listaEtiquetas.length === 0) {
    lista = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma etiqueta criada neste fluxo" />;
  } else {
    lista = (
      <ul aria-label="Etiquetas do fluxo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {etiquetas.data.listaEtiquetas.map((etiqueta) => (
          <li key={etiqueta.id} style={{ padding: '8px 0' }}>
            {emEdicao === etiqueta.id ? (
              <FormularioEtiqueta idFluxo={idFluxo} etiqueta={etiqueta} onConcluir={handleFecharEdicao} />
            ) : (
              <Flex align="center" gap={8}>
                <Tag
                  color={etiqueta.cor}
                  variant="solid"
                  style={{
                    color: corDoTextoSobre(etiqueta.cor),
                    margin: 0,
                    maxWidth: '70%',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {etiqueta.descricao}
                </Tag>
                <span style={{ flex: 1 }} />
                {podeEditar && (
                  <>
                    <Button
                      type="text"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={`Editar etiqueta ${etiqueta.descricao}`}
                      onClick={() => setEmEdicao(etiqueta.id)}
                    />
                    <Popconfirm
                      title="Excluir etiqueta"
                      description={`Excluir a etiqueta "${etiqueta.descricao}"? Ela sai de todos os cards.`}
                      okText="Excluir"
                      cancelText="Cancelar"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => handleExcluir(etiqueta)}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Excluir etiqueta ${etiqueta.descricao}`}
                      />
                    </Popconfirm>
                  </>
                )}
              </Flex>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Drawer
      title={
        <Flex align="center" gap={8}>
          <TagOutlined aria-hidden /> Etiquetas
        </Flex>
      }
      open={aberto}
      onClose={onFechar}
      size={telaPequena ? '100%' : 420}
      destroyOnHidden
    >
      {podeEditar && (
        <>
          <Typography.Title level={3} style={{ fontSize: 14, marginTop: 0 }}>
            Nova etiqueta
          </Typography.Title>
          <FormularioEtiqueta idFluxo={idFluxo} />
          <Divider />
        </>
      )}
      {lista}
    </Drawer>
  );
}

interface FormularioEtiquetaProps {
  idFluxo: string;
  /** The label being edited; without it the form creates one. */
  etiqueta?: Etiqueta;
  onConcluir?: () => void;
}

interface CamposEtiqueta {
  descricao: string;
  cor: string;
}

const campos = inserirEtiquetaSchema.shape.Etiqueta.shape;

function FormularioEtiqueta({ idFluxo, etiqueta, onConcluir }: FormularioEtiquetaProps) {
  const [form] = Form.useForm<CamposEtiqueta>();
  const criar = useCriarEtiqueta(idFluxo);
  const atualizar = useAtualizarEtiqueta(idFluxo);
  const salvando = criar.isPending || atualizar.isPending;

  const handleErro = (erro: Error) => {
    if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
  };

  const handleSalvar = (valores: CamposEtiqueta) => {
    if (etiqueta) {
      const validacao = validarComSchema(form, atualizarEtiquetaSchema.shape.Etiqueta, { ...valores, id: etiqueta.id });
      if (!validacao.sucesso) return;
      atualizar.mutate(validacao.dados, {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          onConcluir?.();
        },
        onError: handleErro,
      });
      return;
    }
    const validacao = validarComSchema(form, inserirEtiquetaSchema.shape.Etiqueta, { ...valores, idFluxo });
    if (!validacao.sucesso) return;
    criar.mutate(validacao.dados, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        form.resetFields();
      },
      onError: handleErro,
    });
  };

  return (
    <Form<CamposEtiqueta>
      form={form}
      name={etiqueta ? `etiqueta-${etiqueta.id}` : 'nova-etiqueta'}
      layout="vertical"
      initialValues={
        etiqueta ? { descricao: etiqueta.descricao, cor: etiqueta.cor } : { descricao: '', cor: COR_PADRAO }
      }
      onFinish={handleSalvar}
      disabled={salvando}
      aria-label={etiqueta ? `Editar etiqueta ${etiqueta.descricao}` : 'Nova etiqueta'}
    >
      <Form.Item label="Nome da etiqueta" name="descricao" required rules={[regraZod(campos.descricao)]}>
        <Input maxLength={60} autoFocus={Boolean(etiqueta)} />
      </Form.Item>
      <Form.Item label="Cor" name="cor" required rules={[regraZod(campos.cor)]}>
        <SeletorCor rotulo="Cor da etiqueta" />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        {etiqueta && <Button onClick={onConcluir}>Cancelar</Button>}
        <Button
          type="primary"
          htmlType="submit"
          loading={salvando}
          icon={etiqueta ? undefined : <PlusOutlined aria-hidden />}
        >
          {etiqueta ? 'Salvar' : 'Adicionar etiqueta'}
        </Button>
      </Flex>
    </Form>
  );
}
