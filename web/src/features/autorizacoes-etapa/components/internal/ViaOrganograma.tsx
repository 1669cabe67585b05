import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Switch, Typography } from 'antd';
import type { EtapaOrg } from '@wf/shared/schemas/organograma';
import { useState } from 'react';
import { ErroAoCarregar } from '../../../../components/ErroAoCarregar';
import { SeletorUnidadeOrg } from '../../../../components/SeletorUnidadeOrg';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import {
  useAtualizarAutorizacaoOrg,
  useAutorizacoesOrg,
  useExcluirAutorizacaoOrg,
  useInserirAutorizacaoOrg,
} from '../../api/autorizacoes-org';
import { autorizacaoOrgCom } from '../../utils/autorizacoes';
import { UnidadeAutorizada } from './UnidadeAutorizada';

export interface ViaOrganogramaProps {
  idFluxo: string;
  idEtapa: string;
}

/** The plan leaves sharing by unit out: said the same way on the tab and in the data base dialog. */
export const MENSAGEM_ORG_INDISPONIVEL =
  'O acesso por unidade do organograma não está incluído no plano deste ambiente.';

/**
 * 'Via Organograma': units of the organogram granted on the stage. Everyone linked to a unit
 * (and to its sub-units, when the grant includes them) gets the grant's permissions.
 */
export function ViaOrganograma({ idFluxo, idEtapa }: ViaOrganogramaProps) {
  const consulta = useAutorizacoesOrg(idEtapa);
  const inserir = useInserirAutorizacaoOrg(idFluxo, idEtapa);
  const atualizar = useAtualizarAutorizacaoOrg(idFluxo, idEtapa);
  const excluir = useExcluirAutorizacaoOrg(idFluxo, idEtapa);
  const [idOrg, setIdOrg] = useState<string | null>(null);
  const [incluirEmSubniveis, setIncluirEmSubniveis] = useState(false);
  const [restricoesAbertas, setRestricoesAbertas] = useState<ReadonlySet<string>>(new Set());

  if (consulta.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (consulta.isError)
    return (
      <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  const { estruturaOrg, listaOrgAutorizados, indisponivel } = consulta.data;
  if (indisponivel === 'S') return <Alert type="info" showIcon message={MENSAGEM_ORG_INDISPONIVEL} />;

  const jaAutorizadas = new Set(listaOrgAutorizados.map((a) => a.Organograma.id));
  const alternarRestricoes = (id: string, aberta: boolean) =>
    setRestricoesAbertas((atual) => {
      const proximas = new Set(atual);
      if (aberta) proximas.add(id);
      else proximas.delete(id);
      return proximas;
    });

  const handleAdicionar = () => {
    if (!idOrg) return;
    inserir.mutate(
      { EtapaOrg: { idEtapa, idOrg, incluirEmSubniveis: incluirEmSubniveis ? 'S' : 'N' } },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          setIdOrg(null);
          setIncluirEmSubniveis(false);
        },
      },
    );
  };
  const handleAlterar = (autorizacao: EtapaOrg, mudanca: Parameters<typeof autorizacaoOrgCom>[1]) =>
    atualizar.mutate(autorizacaoOrgCom(autorizacao, mudanca));

  return (
    <>
      {estruturaOrg.length === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="O ambiente ainda não tem unidades no organograma. Um administrador as cadastra em Administração > Organograma."
        />
      ) : (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <label htmlFor={`etapa-${idEtapa}-unidade`}>Unidade do organograma</label>
          <Flex gap={8} wrap align="center">
            <div style={{ flex: '1 1 240px' }}>
              <SeletorUnidadeOrg
                id={`etapa-${idEtapa}-unidade`}
                arvore={estruturaOrg}
                valor={idOrg}
                indisponiveis={jaAutorizadas}
                onEscolher={setIdOrg}
              />
            </div>
            <Flex align="center" gap={6}>
              <Switch
                id={`etapa-${idEtapa}-subniveis`}
                size="small"
                checked={incluirEmSubniveis}
                onChange={setIncluirEmSubniveis}
              />
              <label htmlFor={`etapa-${idEtapa}-subniveis`}>Incluir em subníveis</label>
            </Flex>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!idOrg}
              loading={inserir.isPending}
              onClick={handleAdicionar}
            >
              Adicionar unidade
            </Button>
          </Flex>
        </Flex>
      )}
      <Typography.Title level={5}>Unidades com acesso</Typography.Title>
      {listaOrgAutorizados.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma unidade tem acesso a esta etapa" />
      ) : (
        <ul aria-label="Unidades com acesso" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {listaOrgAutorizados.map((a) => (
            <UnidadeAutorizada
              key={a.id}
              autorizacao={a}
              onAlterar={handleAlterar}
              onRemover={(alvo) => excluir.mutate(alvo.id, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) })}
              removendo={excluir.isPending && excluir.variables === a.id}
              restricoesAbertas={restricoesAbertas.has(a.id)}
              onAlternarRestricoes={(aberta) => alternarRestricoes(a.id, aberta)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
