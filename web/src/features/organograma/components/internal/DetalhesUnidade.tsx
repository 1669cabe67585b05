import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Form, Popconfirm, Select } from 'antd';
import { atualizarOrganogramaSchema, type NoOrg } from '@wf/shared/schemas/organograma';
import { useState } from 'react';
import { anunciar } from '../../../../lib/anuncios';
import { mensagemDoErro } from '../../../../lib/api';
import { rotuloUnidade, superioresValidos } from '../../../../lib/organograma';
import { toast } from '../../../../lib/toast';
import { useAtualizarUnidade, useExcluirUnidade, type AlteracaoUnidade } from '../../api/unidades';
import { CampoAoSair, IndicadorSalvamento, type EstadoSalvamento } from './CampoAoSair';
import { PessoasDaUnidade } from './PessoasDaUnidade';
import { SeletorUsuario } from './SeletorUsuario';

export interface DetalhesUnidadeProps {
  unidade: NoOrg;
  arvore: NoOrg[];
  somenteLeitura: boolean;
  onNovaSubunidade: () => void;
  onExcluida: () => void;
}

const campos = atualizarOrganogramaSchema.shape.Organograma.shape;
/** The top level in the "Mover para" select (a Select value cannot be null). */
const NIVEL_SUPERIOR = '';

/**
 * The selected unit: description, acronym and responsible saved each on its own (on leaving the
 * field; the responsible when picked), the move under another unit, sub-units, deletion and its
 * people.
 */
export function DetalhesUnidade({
  unidade,
  arvore,
  somenteLeitura,
  onNovaSubunidade,
  onExcluida,
}: DetalhesUnidadeProps) {
  const atualizar = useAtualizarUnidade();
  const excluir = useExcluirUnidade();
  const [estadoResponsavel, setEstadoResponsavel] = useState<EstadoSalvamento>(null);
  const [estadoMover, setEstadoMover] = useState<EstadoSalvamento>(null);
  const prefixo = `unidade-${unidade.id}`;

  /** The PUT carries every field: the unit as it is, with the changed ones. */
  const salvar = (mudancas: Partial<AlteracaoUnidade['Organograma']>) =>
    atualizar.mutateAsync({
      Organograma: {
        id: unidade.id,
        idOrgSup: unidade.idOrgSup,
        descricao: unidade.descricao,
        sigla: unidade.sigla,
        idUsuario: unidade.Usuario?.id ?? null,
        ...mudancas,
      },
    });

  const salvarComEstado = async (
    mudancas: Partial<AlteracaoUnidade['Organograma']>,
    definir: (estado: EstadoSalvamento) => void,
    rotulo: string,
  ) => {
    definir({ tipo: 'salvando' });
    try {
      await salvar(mudancas);
      definir({ tipo: 'salvo' });
      anunciar(`${rotulo} salvo`);
    } catch (erro) {
      definir({ tipo: 'erro', mensagem: mensagemDoErro(erro) });
    }
  };

  const handleExcluir = () =>
    excluir.mutate(unidade.id, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        onExcluida();
      },
    });

  const destinos = superioresValidos(arvore, unidade.id);

  return (
    <Card
      size="small"
      title={unidade.descricao}
      extra={
        !somenteLeitura && (
          <Flex gap={8} wrap>
            <Button size="small" icon={<PlusOutlined />} onClick={onNovaSubunidade}>
              Adicionar subunidade
            </Button>
            <Popconfirm
              title="Excluir a unidade?"
              description={
                unidade.filhos.length
                  ? `${unidade.descricao} e suas subunidades serão excluídas.`
                  : `${unidade.descricao} será excluída.`
              }
              okText="Excluir"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={handleExcluir}
            >
              <Button size="small" danger icon={<DeleteOutlined />} loading={excluir.isPending}>
                Excluir
              </Button>
            </Popconfirm>
          </Flex>
        )
      }
    >
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap>
          <div style={{ flex: '2 1 240px' }}>
            <CampoAoSair
              id={`${prefixo}-descricao`}
              rotulo="Descrição"
              valor={unidade.descricao}
              schema={campos.descricao}
              desabilitado={somenteLeitura}
              onSalvar={(descricao) => salvar({ descricao })}
            />
          </div>
          <div style={{ flex: '1 1 120px' }}>
            <CampoAoSair
              id={`${prefixo}-sigla`}
              rotulo="Sigla"
              valor={unidade.sigla}
              schema={campos.sigla}
              desabilitado={somenteLeitura}
              onSalvar={(sigla) => salvar({ sigla })}
            />
          </div>
        </Flex>
        <Form.Item
          label="Responsável"
          htmlFor={`${prefixo}-responsavel`}
          extra={<IndicadorSalvamento estado={estadoResponsavel} />}
          validateStatus={estadoResponsavel?.tipo === 'erro' ? 'error' : undefined}
          help={estadoResponsavel?.tipo === 'erro' ? estadoResponsavel.mensagem : undefined}
        >
          <SeletorUsuario
            id={`${prefixo}-responsavel`}
            valor={unidade.Usuario?.id ?? null}
            atual={unidade.Usuario}
            permitirLimpar
            placeholder="Sem responsável"
            desabilitado={somenteLeitura || estadoResponsavel?.tipo === 'salvando'}
            onEscolher={(idUsuario) => void salvarComEstado({ idUsuario }, setEstadoResponsavel, 'Responsável')}
          />
        </Form.Item>
        {!somenteLeitura && (
          <Form.Item
            label="Mover para..."
            htmlFor={`${prefixo}-mover`}
            extra={<IndicadorSalvamento estado={estadoMover} />}
            validateStatus={estadoMover?.tipo === 'erro' ? 'error' : undefined}
            help={estadoMover?.tipo === 'erro' ? estadoMover.mensagem : undefined}
          >
            <Select<string>
              id={`${prefixo}-mover`}
              showSearch
              optionFilterProp="label"
              placeholder="Escolha a nova unidade superior"
              value={null}
              disabled={destinos.length === 0 || estadoMover?.tipo === 'salvando'}
              options={destinos.map((destino) => ({
                value: destino?.id ?? NIVEL_SUPERIOR,
                label: destino ? rotuloUnidade(destino) : 'Nível superior (sem unidade acima)',
              }))}
              onChange={(idOrgSup) =>
                void salvarComEstado(
                  { idOrgSup: idOrgSup === NIVEL_SUPERIOR ? null : idOrgSup },
                  setEstadoMover,
                  'Unidade superior',
                )
              }
            />
          </Form.Item>
        )}
      </Form>
      <Divider style={{ margin: '8px 0 16px' }} />
      <PessoasDaUnidade unidade={unidade} somenteLeitura={somenteLeitura} />
    </Card>
  );
}
