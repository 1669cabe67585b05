import { ApartmentOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, List, Popconfirm, Skeleton, Switch, Typography } from 'antd';
import type { DatasourceOrg } from '@wf/shared/schemas/organograma';
import { useState } from 'react';
import { SeletorUnidadeOrg } from '../../../../components/SeletorUnidadeOrg';
import { rotuloUnidade } from '../../../../lib/organograma';
import { toast } from '../../../../lib/toast';
import {
  useAtualizarCompartilhamentoOrg,
  useCompartilhamentosOrg,
  useExcluirCompartilhamentoOrg,
  useInserirCompartilhamentoOrg,
} from '../../api/compartilhamentos-org';

export interface CompartilharViaOrganogramaProps {
  idBase: string;
}

const sn = (valor: boolean) => (valor ? 'S' : 'N');

/**
 * 'Via Organograma' of a base: units whose people may edit it (and the people of their
 * sub-units, when chosen). Each change is saved at once, unlike the e-mail list above it.
 */
export function CompartilharViaOrganograma({ idBase }: CompartilharViaOrganogramaProps) {
  const consulta = useCompartilhamentosOrg(idBase);
  const inserir = useInserirCompartilhamentoOrg(idBase);
  const atualizar = useAtualizarCompartilhamentoOrg(idBase);
  const excluir = useExcluirCompartilhamentoOrg(idBase);
  const [idOrg, setIdOrg] = useState<string | null>(null);
  const [incluirEmSubniveis, setIncluirEmSubniveis] = useState(false);
  const [editar, setEditar] = useState(true);

  let conteudo;
  if (consulta.isPending) conteudo = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (consulta.isError) conteudo = <Alert type="error" message="Problema ao carregar as unidades" />;
  else if (consulta.data.indisponivel === 'S')
    conteudo = (
      <Alert
        type="info"
        showIcon
        message="O compartilhamento por unidade do organograma não está incluído no plano deste ambiente."
      />
    );
  else {
    const { estruturaOrg, listaOrgAutorizados } = consulta.data;
    const jaCompartilhadas = new Set(listaOrgAutorizados.map((a) => a.Organograma.id));
    const handleAdicionar = () => {
      if (!idOrg) return;
      inserir.mutate(
        {
          DatasourceOrg: {
            idDatasource: idBase,
            idOrg,
            incluirEmSubniveis: sn(incluirEmSubniveis),
            editar: sn(editar),
          },
        },
        {
          onSuccess: ({ mensagem }) => {
            toast.sucesso(mensagem);
            setIdOrg(null);
            setIncluirEmSubniveis(false);
            setEditar(true);
          },
        },
      );
    };
    const alterar = (a: DatasourceOrg, mudanca: Partial<Pick<DatasourceOrg, 'editar' | 'incluirEmSubniveis'>>) =>
      atualizar.mutate({
        DatasourceOrg: {
          id: a.id,
          idDatasource: idBase,
          incluirEmSubniveis: a.incluirEmSubniveis,
          editar: a.editar,
          ...mudanca,
        },
      });
    conteudo = (
      <>
        {estruturaOrg.length === 0 ? (
          <Typography.Paragraph type="secondary">
            O ambiente ainda não tem unidades no organograma.
          </Typography.Paragraph>
        ) : (
          <Flex vertical gap={8} style={{ marginBottom: 12 }}>
            <label htmlFor={`base-${idBase}-unidade`}>Unidade do organograma</label>
            <SeletorUnidadeOrg
              id={`base-${idBase}-unidade`}
              arvore={estruturaOrg}
              valor={idOrg}
              indisponiveis={jaCompartilhadas}
              onEscolher={setIdOrg}
            />
            <Flex gap={16} wrap align="center">
              <Flex align="center" gap={6}>
                <Switch
                  id={`base-${idBase}-subniveis`}
                  size="small"
                  checked={incluirEmSubniveis}
                  onChange={setIncluirEmSubniveis}
                />
                <label htmlFor={`base-${idBase}-subniveis`}>Incluir em subníveis</label>
              </Flex>
              <Flex align="center" gap={6}>
                <Switch id={`base-${idBase}-editar`} size="small" checked={editar} onChange={setEditar} />
                <label htmlFor={`base-${idBase}-editar`}>Editar</label>
              </Flex>
              <Button icon={<PlusOutlined />} disabled={!idOrg} loading={inserir.isPending} onClick={handleAdicionar}>
                Adicionar unidade
              </Button>
            </Flex>
          </Flex>
        )}
        {listaOrgAutorizados.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma unidade tem acesso a esta base" />
        ) : (
          <List
            aria-label="Unidades com acesso"
            size="small"
            dataSource={listaOrgAutorizados}
            renderItem={(a) => {
              const rotulo = rotuloUnidade(a.Organograma);
              return (
                <List.Item
                  actions={[
                    <Popconfirm
                      key="remover"
                      title="Remover o acesso da unidade?"
                      okText="Remover"
                      okButtonProps={{ danger: true }}
                      cancelText="Cancelar"
                      onConfirm={() => excluir.mutate(a.id, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) })}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        loading={excluir.isPending && excluir.variables === a.id}
                        aria-label={`Remover acesso da unidade ${rotulo}`}
                      />
                    </Popconfirm>,
                  ]}
                >
                  <Flex gap={12} wrap align="center" style={{ flex: 1 }}>
                    <Typography.Text strong>
                      <ApartmentOutlined aria-hidden /> {rotulo}
                    </Typography.Text>
                    <Flex align="center" gap={6}>
                      <Switch
                        size="small"
                        checked={a.incluirEmSubniveis === 'S'}
                        onChange={(v) => alterar(a, { incluirEmSubniveis: sn(v) })}
                        aria-label={`Incluir subníveis (${rotulo})`}
                      />
                      <span aria-hidden>Subníveis</span>
                    </Flex>
                    <Flex align="center" gap={6}>
                      <Switch
                        size="small"
                        checked={a.editar === 'S'}
                        onChange={(v) => alterar(a, { editar: sn(v) })}
                        aria-label={`Editar (${rotulo})`}
                      />
                      <span aria-hidden>Editar</span>
                    </Flex>
                  </Flex>
                </List.Item>
              );
            }}
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={`base-${idBase}-via-organograma`}>
      <Typography.Title level={5} id={`base-${idBase}-via-organograma`}>
        Via Organograma
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        As pessoas das unidades escolhidas também acessam a base. As mudanças aqui são salvas na hora.
      </Typography.Paragraph>
      {conteudo}
    </section>
  );
}
