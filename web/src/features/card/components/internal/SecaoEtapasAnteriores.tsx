import { Collapse, Empty, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { useEtapasAnteriores } from '../../api/get-etapas-anteriores';
import { FormularioCard } from './FormularioCard';
import { ErroEmLinha } from '../../../../components/ErroEmLinha';
import { TagCor } from '../../../../components/TagCor';

export interface SecaoEtapasAnterioresProps {
  idInstancia: string;
  idFluxo: string;
  /** The card's current stage: the sections follow it (read again when the card moves). */
  idEtapaAtual: string;
}

/**
 * What the card gathered before its current stage: one section per stage it went through, with
 * that stage's fields and values, open by default (the approver reads the request), read-only
 * unless the person may execute in that stage (the server checks the same on save).
 */
export function SecaoEtapasAnteriores({ idInstancia, idFluxo, idEtapaAtual }: SecaoEtapasAnterioresProps) {
  const consulta = useEtapasAnteriores(idInstancia, Boolean(idEtapaAtual));
  const secoes = consulta.data?.listaEtapasAnteriores ?? [];
  // Open unless the person closed it: a section that appears after a move opens too.
  const [fechadas, setFechadas] = useState<ReadonlySet<string>>(new Set());
  // A move seen here by any path (this modal, the board, a live update) changes the sections.
  const { refetch } = consulta;
  const etapaLida = useRef(idEtapaAtual);
  useEffect(() => {
    if (etapaLida.current === idEtapaAtual) return;
    etapaLida.current = idEtapaAtual;
    void refetch();
  }, [idEtapaAtual, refetch]);

  let conteudo;
  if (consulta.isPending) conteudo = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (consulta.isError) {
    conteudo = (
      <ErroEmLinha mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  } else if (secoes.length === 0) {
    conteudo = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Este card ainda não passou por outras etapas com formulário."
      />
    );
  } else {
    conteudo = (
      <Collapse
        activeKey={secoes.map((s) => s.Etapa.id).filter((id) => !fechadas.has(id))}
        onChange={(abertas) => {
          const lista = Array.isArray(abertas) ? abertas : [abertas];
          setFechadas(new Set(secoes.map((s) => s.Etapa.id).filter((id) => !lista.includes(id))));
        }}
        items={secoes.map((s) => ({
          key: s.Etapa.id,
          label: (
            <Flex gap={8} align="center" wrap>
              <TagCor cor={s.Etapa.cor} style={{ marginInlineEnd: 0 }}>
                {s.Etapa.descricao}
              </TagCor>
              {s.permiteEditar !== 'S' && <Typography.Text type="secondary">somente leitura</Typography.Text>}
            </Flex>
          ),
          children: (
            <FormularioCard
              idInstancia={idInstancia}
              idFluxo={idFluxo}
              idEtapa={s.Etapa.id}
              idEtapaAtual={idEtapaAtual}
              nomeEtapa={s.Etapa.descricao}
              campos={s.listaCamposFormulario}
              valores={s.listaValoresFormulario}
              editavel={s.permiteEditar === 'S'}
            />
          ),
        }))}
      />
    );
  }

  return (
    <section aria-label="Etapas anteriores" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>Etapas anteriores</Typography.Title>
      {conteudo}
    </section>
  );
}
