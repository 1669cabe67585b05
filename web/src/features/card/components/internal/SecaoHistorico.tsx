import { Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import type { HistoricoCard } from '@wf/shared/types/instancia';
import { formatarDataHora } from '../../../../lib/datas';
import { useHistorico } from '../../api/get-historico';

export interface SecaoHistoricoProps {
  idInstancia: string;
  ativo: boolean;
}

const ACOES: Record<HistoricoCard['acao'], string> = {
  criado: 'Criado em',
  movido: 'Movido para',
  copiado: 'Copiado para',
};

/** Movement history of the card (loaded when its tab opens). */
export function SecaoHistorico({ idInstancia, ativo }: SecaoHistoricoProps) {
  const consulta = useHistorico(idInstancia, ativo);
  if (consulta.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (consulta.isError) return <Typography.Text type="danger">Não foi possível carregar o histórico.</Typography.Text>;
  if (consulta.data.listaHistorico.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sem movimentações" />;
  return (
    <Timeline
      items={consulta.data.listaHistorico.map((h) => ({
        key: h.id,
        content: (
          <>
            {ACOES[h.acao] ?? 'Etapa'} <Tag>{h.Etapa.descricao}</Tag>
            <br />
            <Typography.Text type="secondary">
              {h.emailUsuario} · {formatarDataHora(h.dataHoraAlteracao)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
