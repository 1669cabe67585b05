import { Divider, Empty, Modal, Skeleton, Tabs, Tooltip, Typography } from 'antd';
import type { EtapaUsuario } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import type { DialogoEtapaProps } from '../../../components/dialogosEtapa';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { mensagemDoErro } from '../../../lib/api';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { useAtualizarAutorizacao } from '../api/atualizar-autorizacao';
import { useAutorizacoes } from '../api/buscar-autorizacoes';
import { useExcluirAutorizacao } from '../api/excluir-autorizacao';
import { autorizacaoComFlag, type FlagAutorizacao } from '../utils/autorizacoes';
import { AdicionarPessoaForm } from './internal/AdicionarPessoaForm';
import { CopiarAutorizacoes } from './internal/CopiarAutorizacoes';
import { PessoaAutorizada } from './internal/PessoaAutorizada';

export type PessoasAutorizadasModalProps = DialogoEtapaProps;

/**
 * 'Pessoas autorizadas' of a stage: access by e-mail with the per-person
 * permissions and restrictions, and the copy to other stages. The organisation-chart tab is
 * shown disabled until the organogram exists.
 */
export function PessoasAutorizadasModal({ idFluxo, etapa, onFechar }: PessoasAutorizadasModalProps) {
  return (
    <Modal
      open
      title={`Pessoas autorizadas — ${etapa.descricao}`}
      onCancel={onFechar}
      footer={null}
      destroyOnHidden
      width={{ xs: '100%', md: 760 }}
    >
      <Tabs
        items={[
          { key: 'email', label: 'Via Email', children: <ViaEmail idFluxo={idFluxo} etapa={etapa} /> },
          {
            key: 'organograma',
            label: (
              <Tooltip title="Disponível quando o organograma do ambiente estiver configurado">
                <span>Via Organograma</span>
              </Tooltip>
            ),
            disabled: true,
          },
        ]}
      />
    </Modal>
  );
}

interface ViaEmailProps {
  idFluxo: string;
  etapa: DialogoEtapaProps['etapa'];
}

function ViaEmail({ idFluxo, etapa }: ViaEmailProps) {
  const consulta = useAutorizacoes(etapa.id);
  const fluxo = useFluxoComEtapas(idFluxo);
  const atualizar = useAtualizarAutorizacao(idFluxo, etapa.id);
  const excluir = useExcluirAutorizacao(idFluxo, etapa.id);
  const autorizados = consulta.data?.listaEmailsUsuarios ?? [];
  const [restricoesAbertas, setRestricoesAbertas] = useState<ReadonlySet<string>>(new Set());
  const alternarRestricoes = (id: string, aberta: boolean) =>
    setRestricoesAbertas((atual) => {
      const proximas = new Set(atual);
      if (aberta) proximas.add(id);
      else proximas.delete(id);
      return proximas;
    });
  const outrasEtapas = (fluxo.data?.listaEtapas ?? []).filter((e) => e.id !== etapa.id);

  const handleAlterar = (autorizacao: EtapaUsuario, flag: FlagAutorizacao, valor: boolean) =>
    atualizar.mutate(autorizacaoComFlag(autorizacao, flag, valor));

  let lista;
  if (consulta.isPending) lista = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (consulta.isError)
    lista = (
      <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  else if (autorizados.length === 0)
    lista = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ninguém além do dono do fluxo tem acesso a esta etapa" />
    );
  else
    lista = (
      <ul aria-label="Pessoas com acesso" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {autorizados.map((a) => (
          <PessoaAutorizada
            key={a.id}
            autorizacao={a}
            onAlterar={handleAlterar}
            onRemover={(alvo) => excluir.mutate(alvo.id)}
            removendo={excluir.isPending && excluir.variables === a.id}
            restricoesAbertas={restricoesAbertas.has(a.id)}
            onAlternarRestricoes={(aberta) => alternarRestricoes(a.id, aberta)}
          />
        ))}
      </ul>
    );

  return (
    <>
      <AdicionarPessoaForm idFluxo={idFluxo} idEtapa={etapa.id} autorizados={autorizados} />
      <Typography.Title level={5}>Pessoas com acesso</Typography.Title>
      {lista}
      <Divider />
      <CopiarAutorizacoes
        idFluxo={idFluxo}
        etapa={etapa}
        outrasEtapas={outrasEtapas}
        semAutorizados={autorizados.length === 0}
      />
    </>
  );
}
