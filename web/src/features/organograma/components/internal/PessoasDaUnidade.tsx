import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, Popconfirm, Skeleton, Switch, Tag, Typography } from 'antd';
import type { NoOrg } from '@wf/shared/schemas/organograma';
import { useState } from 'react';
import { ErroAoCarregar } from '../../../../components/ErroAoCarregar';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useDesvincularPessoa, usePessoasDaUnidade, useVincularPessoa } from '../../api/pessoas-da-unidade';
import { SeletorUsuario } from './SeletorUsuario';

export interface PessoasDaUnidadeProps {
  unidade: NoOrg;
  somenteLeitura: boolean;
}

/** The people of a unit: linking one (optionally to its sub-units too) and unlinking. */
export function PessoasDaUnidade({ unidade, somenteLeitura }: PessoasDaUnidadeProps) {
  const pessoas = usePessoasDaUnidade(unidade.id);
  const vincular = useVincularPessoa();
  const desvincular = useDesvincularPessoa();
  const [idUsuario, setIdUsuario] = useState<string | null>(null);
  const [incluirEmSubniveis, setIncluirEmSubniveis] = useState(false);
  const vinculos = pessoas.data?.listaUsuariosOrg ?? [];
  const jaVinculados = new Set(vinculos.map((v) => v.Usuario.id));
  const idCampo = `unidade-${unidade.id}-pessoa`;

  const handleVincular = () => {
    if (!idUsuario) return;
    vincular.mutate(
      { idOrg: unidade.id, idUsuario, incluirEmSubniveis: incluirEmSubniveis ? 'S' : 'N' },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          setIdUsuario(null);
          setIncluirEmSubniveis(false);
        },
      },
    );
  };

  let lista;
  if (pessoas.isPending) lista = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (pessoas.isError)
    lista = (
      <ErroAoCarregar mensagem={mensagemDoErro(pessoas.error)} onTentarNovamente={() => void pessoas.refetch()} />
    );
  else if (vinculos.length === 0)
    lista = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma pessoa vinculada a esta unidade" />;
  else
    lista = (
      <List
        aria-label={`Pessoas de ${unidade.descricao}`}
        size="small"
        dataSource={vinculos}
        renderItem={(vinculo) => (
          <List.Item
            actions={
              somenteLeitura
                ? []
                : [
                    <Popconfirm
                      key="desvincular"
                      title="Desvincular a pessoa?"
                      description={`${vinculo.Usuario.nome} deixará de pertencer a ${unidade.descricao}.`}
                      okText="Desvincular"
                      okButtonProps={{ danger: true }}
                      cancelText="Cancelar"
                      onConfirm={() =>
                        desvincular.mutate(vinculo.id, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) })
                      }
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        loading={desvincular.isPending && desvincular.variables === vinculo.id}
                        aria-label={`Desvincular ${vinculo.Usuario.nome}`}
                      />
                    </Popconfirm>,
                  ]
            }
          >
            <List.Item.Meta
              title={vinculo.Usuario.nome}
              description={
                <Flex gap={8} wrap align="center">
                  <span>{vinculo.Usuario.email}</span>
                  {vinculo.incluirEmSubniveis === 'S' && <Tag>Inclui subníveis</Tag>}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    );

  return (
    <section aria-labelledby={`${idCampo}-titulo`}>
      <Typography.Title level={2} id={`${idCampo}-titulo`} style={{ fontSize: 16, marginTop: 0 }}>
        Pessoas da unidade
      </Typography.Title>
      {!somenteLeitura && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <label htmlFor={idCampo} className="sr-only">
            Pessoa a vincular
          </label>
          <div style={{ flex: '1 1 220px' }}>
            <SeletorUsuario
              id={idCampo}
              valor={idUsuario}
              excluir={jaVinculados}
              placeholder="Escolha uma pessoa do ambiente"
              onEscolher={setIdUsuario}
            />
          </div>
          <Flex align="center" gap={6}>
            <Switch
              id={`${idCampo}-subniveis`}
              size="small"
              checked={incluirEmSubniveis}
              onChange={setIncluirEmSubniveis}
            />
            <label htmlFor={`${idCampo}-subniveis`}>Incluir em subníveis</label>
          </Flex>
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            disabled={!idUsuario}
            loading={vincular.isPending}
            onClick={handleVincular}
          >
            Vincular
          </Button>
        </Flex>
      )}
      {lista}
    </section>
  );
}
