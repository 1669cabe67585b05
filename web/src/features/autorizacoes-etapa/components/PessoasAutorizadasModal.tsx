import { LockOutlined } from '@ant-design/icons';
import { Divider, Empty, Modal, Skeleton, Tabs, theme, Typography } from 'antd';
import type { EtapaUsuario } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import type { DialogoEtapaProps } from '../../../components/dialogosEtapa';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { mensagemDoErro } from '../../../lib/api';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { useAtualizarAutorizacao } from '../api/atualizar-autorizacao';
import { useAutorizacoesOrg } from '../api/autorizacoes-org';
import { useAutorizacoes } from '../api/buscar-autorizacoes';
import { useExcluirAutorizacao } from '../api/excluir-autorizacao';
import { autorizacaoComFlag, type FlagAutorizacao } from '../utils/autorizacoes';
import { AdicionarPessoaForm } from './internal/AdicionarPessoaForm';
import { CopiarAutorizacoes } from './internal/CopiarAutorizacoes';
import { PessoaAutorizada } from './internal/PessoaAutorizada';
import { ViaOrganograma } from './internal/ViaOrganograma';

export type PessoasAutorizadasModalProps = DialogoEtapaProps;

/**
 * 'Pessoas autorizadas' of a stage: access by e-mail and via the organogram's units, each with
 * the same permissions and restrictions, and the copy to other stages. When the tenant's plan
 * leaves units out the organogram tab still opens (greyed) and says why.
 */
export function PessoasAutorizadasModal({ idFluxo, etapa, onFechar }: PessoasAutorizadasModalProps) {
  const { token } = theme.useToken();
  const pessoas = useAutorizacoes(etapa.id);
  const org = useAutorizacoesOrg(etapa.id);
  const fluxo = useFluxoComEtapas(idFluxo);
  const orgIndisponivel = org.data?.indisponivel === 'S';
  const outrasEtapas = (fluxo.data?.listaEtapas ?? []).filter((e) => e.id !== etapa.id);
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
          {
            key: 'email',
            label: 'Via Email',
            children: <ViaEmail idFluxo={idFluxo} etapa={etapa} />,
          },
          {
            key: 'organograma',
            label: orgIndisponivel ? (
              <span style={{ color: token.colorTextSecondary }}>
                <LockOutlined aria-hidden /> Via Organograma
              </span>
            ) : (
              'Via Organograma'
            ),
            children: <ViaOrganograma idFluxo={idFluxo} idEtapa={etapa.id} />,
          },
        ]}
      />
      <Divider />
      {/* Below the tabs: a copy takes the stage's people and units alike. */}
      <CopiarAutorizacoes
        idFluxo={idFluxo}
        etapa={etapa}
        outrasEtapas={outrasEtapas}
        semPessoas={(pessoas.data?.listaEmailsUsuarios.length ?? 0) === 0}
        semUnidades={(org.data?.listaOrgAutorizados.length ?? 0) === 0}
        orgIndisponivel={orgIndisponivel}
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
    </>
  );
}
